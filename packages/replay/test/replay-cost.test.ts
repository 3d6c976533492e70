/**
 * The balance cost model of replay: fitted from a trace's warm balances (known coefficients come
 * back; the cold first balance is left out; terms the data cannot tell apart are not invented),
 * calibrated for a static trace (one measured sync point, the copy cost from the cache, which is
 * read bounded and rewritten when unusable). Deterministic: no assertion on a measured time.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTrace, type MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { balanceCostModel, fitBalanceCost, machineKey } from '../src/cost.ts';
import { replayTrace } from '../src/engine.ts';
import { chain2Loads, STRIPS } from './chain2-trace.ts';
import { tempDir } from './helpers.ts';

/** Known coefficients: 0.2 ms fixed, 10 us per plane moved, 2 ns per byte; decisions 0.05 ms. */
const FIXED = 0.2;
const PER_ITEM = 0.01;
const PER_BYTE = 2e-6;
const MOVED = [
  [3, 1000],
  [5, 500],
  [2, 4000],
  [7, 2000],
  [4, 3000],
  [1, 0],
] as const;

/** chain:2 over 8 rows recorded under central every 1: a cold first balance, then the balances of MOVED. */
function balancedTrace(): MetricsTrace {
  const costs = [30, ...MOVED.map(([u, b]) => 0.05 + FIXED + PER_ITEM * u + PER_BYTE * b)];
  const moved = [[0, 0] as const, ...MOVED];
  return fromTrace({
    version: 2,
    ranks: 2,
    phases: [],
    loads: chain2Loads(
      { balancer: 'central', policy: 'every', policyOptions: { k: 1 }, loadIsTime: false },
      costs.map((c, s) => ({
        totals: [10, 10],
        rows: [
          [2, 3, 2, 3],
          [3, 2, 3, 2],
        ],
        computeMs: [10, 10],
        stepMs: [10.5, 10.5],
        syncMs: [0.1, 0.2],
        balance: {
          cuts: STRIPS.map((cut) => [...cut]),
          costMs: [c, c / 2],
          decisionMs: [0.05, 0.04],
          unitsMoved: (moved[s] as readonly number[])[0] as number,
          bytesMoved: (moved[s] as readonly number[])[1] as number,
        },
      })),
    ) as MetricsTrace['loads'],
  });
}

/** The same run without any balance (a static trace), sync points 0.1, 0.3, 0.2, ... ms. */
function staticTrace(): MetricsTrace {
  const t = balancedTrace();
  const loads = t.loads as NonNullable<MetricsTrace['loads']>;
  return {
    ...t,
    loads: {
      ...loads,
      recorded: { balancer: 'static', policy: 'never', loadIsTime: false },
      steps: loads.steps.map(({ balance: _b, ...st }, s) => ({ ...st, syncMs: [[0.1, 0.3, 0.2][s % 3] as number, 0.9] })),
    },
  };
}

describe('balance cost model', () => {
  it('least squares recovers known coefficients; terms the samples cannot separate are left out', () => {
    const samples = MOVED.map(([items, bytes]) => ({ items, bytes, ms: FIXED + PER_ITEM * items + PER_BYTE * bytes }));
    const f = fitBalanceCost(samples);
    expect(f.fixedMs).toBeCloseTo(FIXED, 9);
    expect(f.msPerItem).toBeCloseTo(PER_ITEM, 9);
    expect(f.msPerByte).toBeCloseTo(PER_BYTE, 12);
    // bytes proportional to items (1-D, distributed storage): one of the two, never both invented
    const collinear = [1, 2, 3, 4].map((u) => ({ items: u, bytes: 1000 * u, ms: 0.3 + 0.02 * u }));
    const c = fitBalanceCost(collinear);
    expect(c.fixedMs).toBeCloseTo(0.3, 9);
    expect(c.msPerItem + 1000 * c.msPerByte).toBeCloseTo(0.02, 9);
    expect(c.msPerItem === 0 || c.msPerByte === 0).toBe(true);
    // never a negative coefficient: a falling cost with bytes is fitted without the byte term
    const odd = [0, 1, 2, 3].map((u) => ({ items: u, bytes: 100 * (3 - u) + (u % 2), ms: 1 + 0.1 * u }));
    const o = fitBalanceCost(odd);
    for (const v of [o.fixedMs, o.msPerItem, o.msPerByte]) expect(v).toBeGreaterThanOrEqual(0);
  });

  it('a trace with several balances: fitted from the warm ones (the cold first left out), residual sd 0', () => {
    const loads = balancedTrace().loads as NonNullable<MetricsTrace['loads']>;
    const m = balanceCostModel(loads, { medianMs: 0.1, sdMs: 0 }, { copyNsPerByte: 99 });
    expect(m.source).toBe('trace');
    expect(m.samples).toBe(MOVED.length);
    expect(m.fixedMs).toBeCloseTo(FIXED, 9);
    expect(m.msPerItem).toBeCloseTo(PER_ITEM, 9);
    expect(m.msPerByte).toBeCloseTo(PER_BYTE, 12);
    expect(m.sdMs).toBeCloseTo(0, 9);
    // the replay charges another balancer its own decision plus this model
    const r = replayTrace(
      balancedTrace(),
      [{ label: 'gde every 1', balancer: 'gde', policy: 'every', policyOptions: { k: 1 }, every: 1 }],
      {
        decisionMs: 0.5,
      },
    );
    expect(r.model.balance).toMatchObject({ source: 'trace', samples: MOVED.length });
    const row = r.rows[0];
    expect(row?.error).toBeUndefined();
    // gde finds nothing to move on this balanced input: every balance costs decision + fixed
    expect(row?.bytesMoved).toBe(0);
    expect(row?.balanceMs).toBeCloseTo((row?.balances ?? 0) * (0.5 + FIXED), 9);
  });

  it('a static trace is calibrated: one measured sync point (the median) and the cached copy cost', () => {
    const dir = tempDir('meshwork-calibration-');
    writeFileSync(
      join(dir, 'replay-calibration.json'),
      JSON.stringify({ version: 1, entries: { [machineKey()]: { copyNsPerByte: 0.75, measuredAt: 'then' } } }),
    );
    const r = replayTrace(staticTrace(), [], { cacheDir: dir });
    expect(r.model.balance.source).toBe('calibration');
    // per-step sync: the fastest rank's, 0.1 0.3 0.2 0.1 0.3 0.2 0.1: median 0.2
    expect(r.model.balance.fixedMs).toBeCloseTo(0.2, 9);
    expect(r.model.balance.msPerItem).toBe(0);
    expect(r.model.balance.msPerByte).toBeCloseTo(0.75e-6, 15);
    expect(r.model.balance.sdMs).toBeGreaterThan(0);
  });

  it('a malformed or oversized cache is not trusted: measured again and rewritten for this machine and Node version', () => {
    for (const text of ['{"version":1,"entries":', `{"pad":"${'x'.repeat(70_000)}"}`]) {
      const dir = tempDir('meshwork-calibration-');
      const file = join(dir, 'replay-calibration.json');
      writeFileSync(file, text);
      const r = replayTrace(staticTrace(), [], { cacheDir: dir });
      expect(r.model.balance.msPerByte).toBeGreaterThanOrEqual(0);
      const cache = JSON.parse(readFileSync(file, 'utf8')) as { version: number; entries: Record<string, { copyNsPerByte: number }> };
      expect(cache.version).toBe(1);
      expect(cache.entries[machineKey()]?.copyNsPerByte).toBeCloseTo(r.model.balance.msPerByte * 1e6, 9);
      expect(machineKey()).toContain(`node ${process.version}`);
    }
  });
});
