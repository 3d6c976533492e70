/**
 * Measured loads on real threads (`driver.measure`, then `afterPhase(target)` with no load): with
 * an injected clock the loads are fixed, arbitrary ones included, and whatever they are the
 * balancers move the cuts and the result equals the one-rank run bit for bit. A traced run
 * records the measured loads (milliseconds, `loadIsTime`), the totals being the time the clock
 * gave; under `loads: 'work'` the kernel's units balance the grid.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import { autoScale } from '../src/gde/balancer.ts';
import { type MeasuredOptions, type MeasuredResult, MS_PER_UNIT } from './programs/measured-loads.ts';

const PROGRAM = new URL('./programs/measured-loads.ts', import.meta.url);
const open = new Map<string, Cluster>();
afterAll(async () => {
  await Promise.all([...open.values()].map((c) => c.close()));
});

function cluster(topology: string): Cluster {
  let c = open.get(topology);
  if (c === undefined) {
    c = createCluster({ topology });
    open.set(topology, c);
  }
  return c;
}

const base: Omit<MeasuredOptions, 'axis' | 'clock' | 'balancing'> = { shape: [48, 40], steps: 6, seed: 11 };

async function run(topology: string, o: MeasuredOptions, record = false) {
  const opts = record ? { ...o, balancing: { ...o.balancing, record: true } } : o;
  return cluster(topology).run<MeasuredResult>(PROGRAM, opts, { timeoutMs: 60_000 });
}

describe('measured loads: the result is the one-rank result, whatever the loads', () => {
  const CASES = [
    { topology: 'chain:3', axis: 0, clock: 'random', balancer: 'gde' },
    { topology: 'chain:3', axis: 0, clock: 'units', balancer: 'central' },
    { topology: 'ring:4', axis: 0, clock: 'random', balancer: 'sdlb' },
    { topology: 'mesh:2x2', axis: 1, clock: 'random', balancer: 'gde' },
    { topology: 'mesh:2x2', axis: 0, clock: 'units', balancer: 'central' },
  ] as const;
  it.each(CASES)('$topology, kernel along axis $axis, $clock clock, $balancer every phase', async ({ topology, axis, clock, balancer }) => {
    const o: MeasuredOptions = { ...base, axis, clock, balancing: { balancer, every: 1 } };
    const one = await run('chain:1', { ...o, balancing: { balancer: 'static' } });
    const many = await run(topology, o);
    const first = many.results[0] as MeasuredResult;
    expect(first.grid).toEqual(one.results[0]?.grid);
    // the measured loads moved the cuts (the test is not vacuous), the same on every rank
    expect(first.balances).toBe(base.steps);
    expect(first.unitsMoved).toBeGreaterThan(0);
    for (const r of many.results) expect(r.cuts).toEqual(first.cuts);
    // the same loads give the same cuts: a second run is the same
    expect((await run(topology, o)).results[0]?.cuts).toEqual(first.cuts);
  });
});

describe('gde on measured milliseconds', () => {
  it('without a scale: integer totals as they are, non-integer ones scaled to >= 10 000 units', () => {
    expect(autoScale([3, 4, 0])).toBe(1);
    expect(autoScale([0, 0])).toBe(1);
    expect(autoScale([5.3, 2.1])).toBe(10_000);
    expect(autoScale([0.004, 0.002])).toBe(10_000_000);
    expect(autoScale([12_345.5, 3])).toBe(1);
  });

  it('the collective decision (faithful) gathers the totals for the same scale: the cuts of the fast one', async () => {
    const o: MeasuredOptions = { ...base, axis: 0, clock: 'random', balancing: { balancer: 'gde', every: 1 } };
    const faithful = { ...o, balancing: { ...o.balancing, balancerOptions: { decision: 'faithful' } } };
    const fast = (await run('chain:3', o)).results[0] as MeasuredResult;
    const slow = (await run('chain:3', faithful)).results[0] as MeasuredResult;
    expect(slow.cuts).toEqual(fast.cuts);
    expect(slow.unitsMoved).toBe(fast.unitsMoved);
    expect(slow.grid).toEqual(fast.grid);
  });
});

describe('measured loads in traces and in work units', () => {
  it('a traced run records the measured loads: milliseconds, the totals the clock gave', async () => {
    const o: MeasuredOptions = { ...base, axis: 0, clock: 'units', balancing: { balancer: 'gde', every: 2 } };
    const r = await run('chain:3', o, true);
    for (const [rank, m] of r.ranks.entries()) {
      const log = m.loads;
      expect(log?.loadIsTime).toBe(true);
      const units = (r.results[rank] as MeasuredResult).units;
      expect(log?.steps.map((s) => s.total)).toEqual(units.map((u) => u * MS_PER_UNIT));
      for (const s of log?.steps ?? []) {
        const rows = s.planes[0] ?? [];
        expect(rows.length).toBe((s.cuts[0]?.[rank + 1] as number) - (s.cuts[0]?.[rank] as number));
        expect(rows.reduce((x, y) => x + y, 0)).toBeCloseTo(s.total, 9);
      }
    }
  });

  it("loads: 'work' balances on the kernel's units: work-unit LE rises, the result is the one-rank result", async () => {
    const work: MeasuredOptions = { ...base, steps: 8, axis: 0, clock: 'random', balancing: { balancer: 'gde', every: 1, loads: 'work' } };
    const still: MeasuredOptions = { ...work, balancing: { balancer: 'static' } };
    const one = await run('chain:1', still);
    const balanced = await run('chain:3', work);
    const fixed = await run('chain:3', still);
    expect(balanced.results[0]?.grid).toEqual(one.results[0]?.grid);
    expect(fixed.results[0]?.grid).toEqual(one.results[0]?.grid);
    expect(fixed.metrics.totals.work.le).toBeLessThan(0.7);
    expect(balanced.metrics.totals.work.le).toBeGreaterThan(fixed.metrics.totals.work.le + 0.1);
  });

  it('a bad loads choice is MW_INVALID_ARGUMENT before any rank starts', async () => {
    const { resolveBalancing } = await import('../src/balancing.ts');
    expect(() => resolveBalancing({ balancer: 'gde', loads: 'cycles' as 'time' })).toThrow(
      expect.objectContaining({ code: 'MW_INVALID_ARGUMENT', message: expect.stringMatching(/loads must be 'time' or 'work'/) }),
    );
  });
});
