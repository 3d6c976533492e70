/**
 * `Balancing.charge`: the program's own work after a balance joins that balance's measured cost
 * (the largest over the ranks, shown to the policy from the next phase on, identical everywhere);
 * a charge with no balance pending changes nothing; a bad value is a typed error; a recorded
 * balance's cost in the trace includes what each rank charged for it (what replay fits).
 */
import { afterAll, expect, it } from 'vitest';
import { createCluster, toTrace } from '../src/index.ts';
import type { ChargeOptions, ChargeResult } from './programs/balance-charge.ts';

const cluster = createCluster({ topology: 'chain:2' });
afterAll(() => cluster.close());
const PROGRAM = new URL('./programs/balance-charge.ts', import.meta.url);

async function run(o: ChargeOptions): Promise<ChargeResult[]> {
  return (await cluster.run<ChargeResult>(PROGRAM, o, { timeoutMs: 60_000 })).results;
}

it("a rank's charge joins the balance's cost: the largest over the ranks, the same on every rank", async () => {
  // one balance after phase 1; rank 1 charges 5000 ms of its own work after it (a balance that
  // keeps the cuts takes far less than a second on any host)
  const results = await run({ balanceAt: [1], phases: 4, charges: [0, 5000], early: 0 });
  const [a, b] = results as [ChargeResult, ChargeResult];
  expect(a.seen).toEqual(b.seen);
  expect(a.seen.slice(0, 2)).toEqual([null, null]);
  for (const c of a.seen.slice(2)) {
    expect(c).toBeGreaterThanOrEqual(5000);
    expect(c).toBeLessThan(6000);
  }
});

it('the mean over balances: two balances, each charged 3000 ms by rank 0', async () => {
  const results = await run({ balanceAt: [0, 2], phases: 4, charges: [3000, 0], early: 0 });
  const seen = (results[0] as ChargeResult).seen;
  expect(seen[0]).toBeNull();
  expect(seen[1]).toBeGreaterThanOrEqual(3000); // first balance: 3000 + its own time
  expect(seen[3]).toBeGreaterThanOrEqual(3000); // mean of two balances of 3000 + their own time
  expect(seen[3]).toBeLessThan(4000);
});

it('a charge with no balance pending is ignored', async () => {
  // 5000 ms charged before any phase, then one balance after phase 0 with nothing charged
  const results = await run({ balanceAt: [0], phases: 2, charges: [0, 0], early: 5000 });
  for (const r of results) {
    expect(r.seen[0]).toBeNull();
    expect(r.seen[1]).toBeGreaterThan(0);
    expect(r.seen[1]).toBeLessThan(5000);
  }
});

it('a negative, infinite or non-number charge is MW_INVALID_ARGUMENT', async () => {
  for (const bad of [-1, Number.POSITIVE_INFINITY, Number.NaN]) {
    const results = await run({ balanceAt: [], phases: 1, charges: [0, 0], early: 0, bad });
    for (const r of results) expect(r.badCode).toBe('MW_INVALID_ARGUMENT');
  }
});

it("a recorded balance's cost in the trace includes each rank's charge (replay's cost model learns it)", async () => {
  // balances after phases 0 and 2; rank 1 charges 4000 ms after each, rank 0 nothing
  const run = await cluster.run<ChargeResult>(
    PROGRAM,
    { balanceAt: [0, 2], phases: 4, charges: [0, 4000], early: 0, record: true } satisfies ChargeOptions,
    { timeoutMs: 60_000 },
  );
  const steps = toTrace(run.metrics, run.ranks).loads?.steps ?? [];
  expect(steps.map((s) => s.balance !== undefined)).toEqual([true, false, true, false]);
  for (const s of [steps[0], steps[2]]) {
    const [c0, c1] = (s?.balance?.costMs ?? []) as [number, number];
    expect(c1).toBeGreaterThanOrEqual(4000);
    expect(c1).toBeLessThan(5000);
    expect(c0).toBeLessThan(1000);
  }
});
