/**
 * A calibration run in replay: the balance cost model fitted from a run that balanced every phase
 * (with a remap term: what a balance that moves anything pays whatever it moves), each replayed
 * look charged what that run's gathers cost, only for a trace that did not balance itself; the
 * calibration's samples read from a trace, kept per program and shape, read back bounded.
 * Deterministic: hand-made traces and hand-computed figures, no measured time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTrace, type MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import {
  type BalanceCalibration,
  cachedCalibration,
  calibrationConfig,
  calibrationKey,
  calibrationOf,
  storeCalibration,
} from '../src/calibrate.ts';
import { balanceCostModel, fitBalanceCost } from '../src/cost.ts';
import { replayTrace } from '../src/engine.ts';
import { type Chain2Step, chain2Loads, STATIC_STEP, STRIPS } from './chain2-trace.ts';
import { tempDir } from './helpers.ts';

/** Known coefficients: 0.1 ms every balance, 0.4 ms more when anything moves, 20 us per plane moved. */
const FIXED = 0.1;
const REMAP = 0.4;
const PER_ITEM = 0.02;
const costOf = (items: number) => FIXED + (items > 0 ? REMAP : 0) + PER_ITEM * items;
/** Planes moved by the balances of the calibration run (the first, cold, left out of the fit). */
const MOVED = [9, 1, 0, 2, 0, 0, 1, 3, 0, 1];
/** Its gathers: the fastest rank's time, and its release spread (syncEndMs), per step. */
const GATHERS: readonly (readonly [number, number])[] = MOVED.map((_, s) => [0.05 + 0.01 * (s % 3), 0.5]);
const SPREAD = 0.02;

const phases = [{ name: 'edge', index: 0, busyNs: [1, 1], workUnits: [1, 1] }];

/** A run of chain:2 that balanced every phase (gde every 1): what a calibration records. */
function calibrationTrace(): MetricsTrace {
  const steps: Chain2Step[] = MOVED.map((items, s) => ({
    ...STATIC_STEP,
    syncMs: GATHERS[s] as readonly [number, number],
    syncEndMs: [100 + s, 100 + s + SPREAD],
    balance: {
      cuts: STRIPS.map((c) => [...c]),
      // rank 1 the slower: its cost is the balance's (the largest over the ranks)
      costMs: [0.05, 0.03 + (s === 0 ? 20 : costOf(items))],
      decisionMs: [0.03, 0.03],
      unitsMoved: items,
      bytesMoved: 1000 * items,
    },
  }));
  return fromTrace({
    version: 3,
    ranks: 2,
    phases,
    loads: chain2Loads({ balancer: 'gde', policy: 'every', policyOptions: { k: 1 }, loadIsTime: false }, steps) as MetricsTrace['loads'],
  });
}

/** 24 static steps of the same program and shape; gathers sampled on steps 7 and 15 only. */
function staticTrace(): MetricsTrace {
  const { syncMs: _s, ...noGather } = STATIC_STEP;
  const steps: Chain2Step[] = Array.from({ length: 24 }, (_, s) => (s === 7 || s === 15 ? { ...noGather, syncMs: [0.3, 0.9] } : noGather));
  return fromTrace({
    version: 3,
    ranks: 2,
    phases,
    loads: chain2Loads({ balancer: 'static', policy: 'never', loadIsTime: false }, steps) as MetricsTrace['loads'],
  });
}

const every = (k: number) => ({ label: `gde every ${k}`, balancer: 'gde', policy: 'every', policyOptions: { k }, every: k });
/** Decisions charged 0.25 ms (no timed solve); no copy cost given: the calibration run's fit has none. */
const OPTIONS = { measuredMs: 500, decisionMs: 0.25 };

describe('calibration run', () => {
  it('the fit separates a per-balance part, a remap part and a per-plane part', () => {
    const samples = [0, 1, 2, 0, 5, 3, 0, 1].map((items) => ({ items, bytes: 1000 * items, ms: costOf(items) }));
    const f = fitBalanceCost(samples);
    expect(f.fixedMs).toBeCloseTo(FIXED, 9);
    expect(f.msPerRemap).toBeCloseTo(REMAP, 9);
    // bytes proportional to planes: one of the two carries the slope, never both
    expect(f.msPerItem + 1000 * f.msPerByte).toBeCloseTo(PER_ITEM, 9);
    expect(f.msPerItem === 0 || f.msPerByte === 0).toBe(true);
    // every balance moving: the remap part cannot be told from the fixed part, and is not invented
    const allMove = [1, 2, 3, 4].map((items) => ({ items, bytes: 0, ms: costOf(items) }));
    const g = fitBalanceCost(allMove);
    expect(g.msPerRemap).toBe(0);
    expect(g.fixedMs).toBeCloseTo(FIXED + REMAP, 9);
    expect(g.msPerItem).toBeCloseTo(PER_ITEM, 9);
  });

  it('reads the warm balances and every gather of a run that balanced', () => {
    const cal = calibrationOf(calibrationTrace(), every(1)) as BalanceCalibration;
    expect(cal.balances.map((b) => b.items)).toEqual(MOVED.slice(1));
    // cost beyond the decision: rank 1's 0.03 + cost, less the 0.03 decision
    for (const [i, b] of cal.balances.entries()) expect(b.ms).toBeCloseTo(costOf(MOVED[i + 1] as number), 12);
    // the fastest rank's gather plus the release spread
    expect(cal.looks).toHaveLength(MOVED.length);
    for (const [s, x] of cal.looks.entries()) expect(x).toBeCloseTo(Math.min(...(GATHERS[s] as readonly number[])) + SPREAD, 12);
    // a static trace has no balances to learn from
    expect(calibrationOf(staticTrace(), every(1))).toBeUndefined();
  });

  it('a static trace replayed with it: each balance costs decision + fixed + remap if it moves, each look the calibration gathers median', () => {
    const cal = calibrationOf(calibrationTrace(), every(1)) as BalanceCalibration;
    const plain = replayTrace(staticTrace(), [every(1)], { ...OPTIONS, remapNsPerByte: 1000 });
    const r = replayTrace(staticTrace(), [every(1), every(4)], { ...OPTIONS, calibration: cal });
    expect(plain.model.balance.source).toBe('calibration');
    expect(plain.model.syncSource).toBe('trace');
    expect(r.model.balance).toMatchObject({ source: 'calibration run', samples: MOVED.length - 1 });
    expect(r.model.balance.fixedMs).toBeCloseTo(FIXED, 9);
    expect(r.model.balance.msPerRemap).toBeCloseTo(REMAP, 9);
    expect(r.model.balance.sdMs).toBeCloseTo(0, 9);
    // looks: 0.05, 0.06, 0.07 (+ 0.02 spread) in turn over 10 gathers: median 0.08 (the 5th and 6th of 10 sorted: 0.08, 0.08)
    expect(r.model.syncMs).toBeCloseTo(0.08, 12);
    expect(r.model.syncSamples).toBe(MOVED.length);
    expect(r.model.syncSource).toBe('calibration run');
    for (const row of r.rows) {
      expect(row.error).toBeUndefined();
      // every 1 looks at every one of the 24 steps; every 4 at 0, then at each balance (3, 7, ..., 23)
      // and the step after it (the balance's cost comes with the next gather): 12 looks
      expect(row.syncMs).toBeCloseTo((row === r.rows[0] ? 24 : 12) * 0.08, 9);
      // balances that move: their cuts differ from those before them (the recorded strips at first)
      let before: readonly (readonly number[])[] = STRIPS;
      let moving = 0;
      for (const b of row.cuts) {
        if (JSON.stringify(b.cuts) !== JSON.stringify(before)) moving++;
        before = b.cuts;
      }
      expect(moving).toBeGreaterThan(0);
      expect(row.balanceMs).toBeCloseTo(row.balances * (0.25 + FIXED) + moving * REMAP + PER_ITEM * row.unitsMoved, 9);
    }
    // rank 0's 16 units against rank 1's 6 on the same rows: gde every 1 moves planes, then holds
    expect(r.rows[0]?.balances).toBe(24);
    expect(r.rows[1]?.balances).toBe(6);
  });

  it('with its measured time: what it paid beyond its own prediction is charged per balance', () => {
    const cal = calibrationOf(calibrationTrace(), every(1)) as BalanceCalibration;
    expect(cal.run).toBeUndefined();
    const base = replayTrace(staticTrace(), [every(1), every(4)], { ...OPTIONS, calibration: cal });
    expect(base.model.afterBalanceMs).toBe(0);
    const p1 = base.rows[0]?.predictedMs as number;
    // the calibration run measured 12 ms more than the replay predicts for it: 0.5 ms per balance (24)
    const measured = calibrationOf(calibrationTrace(), every(1), p1 + 12) as BalanceCalibration;
    // gde's warm decisions on the ranks: 0.03 ms each
    expect(measured.run).toEqual({ config: every(1), measuredMs: p1 + 12, decisionMs: 0.03 });
    const r = replayTrace(staticTrace(), [every(1), every(4)], { ...OPTIONS, calibration: measured });
    expect(r.model.afterBalanceMs).toBeCloseTo(0.5, 9);
    expect(r.rows[0]?.predictedMs).toBeCloseTo(p1 + 12, 9);
    expect(r.rows[1]?.balanceMs).toBeCloseTo((base.rows[1]?.balanceMs as number) + 6 * 0.5, 9);
    // a run faster than predicted charges nothing more (never a negative cost)
    const fast = calibrationOf(calibrationTrace(), every(1), p1 - 5) as BalanceCalibration;
    expect(replayTrace(staticTrace(), [every(1)], { ...OPTIONS, calibration: fast }).model.afterBalanceMs).toBe(0);
    // no decision time given: gde's replayed decisions cost what they did on the ranks, 0.03 ms
    const quick = calibrationOf(calibrationTrace(), every(1), 1) as BalanceCalibration;
    const own = replayTrace(staticTrace(), [every(4)], { measuredMs: 500, calibration: quick }).rows[0];
    const ref = r.rows[1];
    expect(own?.balances).toBe(6);
    expect(own?.balanceMs).toBeCloseTo((ref?.balanceMs as number) - 6 * 0.5 - 6 * (0.25 - 0.03), 9);
    // without the static run's own measured time there is nothing to compare with
    const { measuredMs: _m, ...noMeasured } = OPTIONS;
    expect(replayTrace(staticTrace(), [every(1)], { ...noMeasured, calibration: measured }).model.afterBalanceMs).toBe(0);
  });

  it('a trace that balanced keeps its own balances and gathers', () => {
    const cal = calibrationOf(calibrationTrace(), every(1)) as BalanceCalibration;
    const other = { ...cal, balances: cal.balances.map((b) => ({ ...b, ms: 50 })), looks: [9, 9, 9] };
    const r = replayTrace(calibrationTrace(), [every(1)], { ...OPTIONS, calibration: other });
    expect(r.model.balance.source).toBe('trace');
    expect(r.model.balance.msPerRemap).toBeCloseTo(REMAP, 9);
    expect(r.model.syncSource).toBe('trace');
    // its own gathers (the same as the calibration's here), not the other's 9 ms
    expect(r.model.syncMs).toBeCloseTo(0.08, 12);
  });

  it('is kept per program and shape on this machine; a malformed cache or another shape finds none', () => {
    const dir = tempDir('meshwork-calibration-run-');
    const cal = calibrationOf(calibrationTrace(), every(1), 123.5) as BalanceCalibration;
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    storeCalibration(calibrationTrace(), cal, dir);
    // the static trace of the same program and shape finds what the balancing run measured
    expect(calibrationKey(staticTrace())).toBe(calibrationKey(calibrationTrace()));
    expect(cachedCalibration(staticTrace(), dir)).toEqual(cal);
    // another program (its phases) does not
    const other = { ...staticTrace(), phases: [{ ...(phases[0] as (typeof phases)[number]), name: 'erode' }] };
    expect(calibrationKey(other)).not.toBe(calibrationKey(staticTrace()));
    expect(cachedCalibration(other, dir)).toBeUndefined();
    for (const text of ['{"version":1,"entries":', '{"version":1,"entries":{"x":1}}', `{"pad":"${'x'.repeat(5_000_000)}"}`]) {
      writeFileSync(join(dir, 'replay-run-calibration.json'), text);
      expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    }
  });

  it("runs the app's default balancer every phase, else the first balancer every phase", () => {
    const configs = [
      { label: 'static', balancer: 'static', policy: 'never' },
      every(5),
      { ...every(1), label: 'sdlb every 1', balancer: 'sdlb' },
      every(1),
    ];
    expect(calibrationConfig(configs, 'gde')?.label).toBe('gde every 1');
    expect(calibrationConfig(configs, 'central')?.label).toBe('sdlb every 1');
    expect(calibrationConfig([configs[0] as (typeof configs)[number], every(5)], 'gde')).toBeUndefined();
  });

  it('a static trace is calibrated from parts without one: no remap part', () => {
    const loads = staticTrace().loads as NonNullable<MetricsTrace['loads']>;
    const m = balanceCostModel(loads, { medianMs: 0.3, sdMs: 0 }, { copyNsPerByte: 2 });
    expect(m).toMatchObject({ source: 'calibration', fixedMs: 0.3, msPerRemap: 0, msPerItem: 0 });
  });
});
