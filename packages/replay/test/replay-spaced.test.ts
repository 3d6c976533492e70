/**
 * The spaced calibration run (the default balancer every 5 phases, recorded): what a balance after
 * a gap pays beyond one in a run that balances every phase is charged by the gap since the
 * previous balance (none the phase after one, all of it from 5 phases on, a share growing with the
 * square of the gap in between); the cache keeps the run. Deterministic: hand-made traces, hand-computed figures.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BalanceCalibration,
  cachedCalibration,
  calibrationKey,
  calibrationOf,
  recordingMs,
  SPACED_EVERY,
  spacedConfig,
  storeCalibration,
} from '../src/calibrate.ts';
import { machineKey } from '../src/cost.ts';
import { replayTrace } from '../src/engine.ts';
import { gapShare } from '../src/simulate.ts';
import { balancingTrace, GDE1, OWN, SWEEP, staticTrace } from './calibration-fixture.ts';
import { tempDir } from './helpers.ts';

const every = (k: number) => ({ label: `gde every ${k}`, balancer: 'gde', policy: 'every', policyOptions: { k }, every: k });

/** The calibration, with a spaced run measured at `spacedMs` (the every-1 run at 1 ms: no after-balance part). */
function calibration(spacedMs: number | undefined): BalanceCalibration {
  const spaced = spacedMs === undefined ? undefined : { config: spacedConfig(GDE1), trace: staticTrace(), measuredMs: spacedMs };
  return calibrationOf(balancingTrace('gde', OWN), GDE1, 1, balancingTrace('sweep', SWEEP), [], spaced) as BalanceCalibration;
}

describe('the spaced calibration run', () => {
  it('is the same balancer every 5 phases', () => {
    expect(SPACED_EVERY).toBe(5);
    expect(spacedConfig(GDE1)).toEqual(every(5));
  });

  it('gives a share of its part by the gap: none the phase after a balance, all of it from 5 phases on', () => {
    expect([1, 2, 3, 4, 5, 6, 50].map(gapShare)).toEqual([0, 1 / 16, 1 / 4, 9 / 16, 1, 1, 1]);
    expect(gapShare(0)).toBe(0);
  });

  it("keeps the recorded runs' times without what recording cost them: the recorder, and the tallies of the steps no look read", () => {
    const t = staticTrace();
    const loads = t.loads as NonNullable<typeof t.loads>;
    // every step: tallies of 0.3 and 0.1 ms, recording of 0.02 and 0.05 ms; a look (a gather) on even steps only
    const steps = loads.steps.map(({ syncMs, ...s }, i) => ({
      ...s,
      ...(i % 2 === 0 ? { syncMs } : {}),
      tallyMs: [0.3, 0.1],
      recordMs: [0.02, 0.05],
    }));
    const recorded = { ...t, version: 3, loads: { ...loads, steps } };
    const unread = steps.filter((s) => s.syncMs === undefined).length;
    expect(unread).toBe(Math.floor(steps.length / 2));
    const cost = steps.length * 0.05 + unread * 0.3;
    expect(recordingMs(recorded.loads)).toBeCloseTo(cost, 9);
    expect(recordingMs(loads)).toBe(0);
    const spaced = { config: spacedConfig(GDE1), trace: recorded, measuredMs: 40 };
    const cal = calibrationOf(balancingTrace('gde', OWN), GDE1, 1, balancingTrace('sweep', SWEEP), [], spaced) as BalanceCalibration;
    expect(cal.spaced?.measuredMs).toBeCloseTo(40 - cost, 9);
  });

  it('charges what the spaced run paid per balance beyond its prediction, by the gap', () => {
    const options = { measuredMs: 500, decisionMs: 0.25 };
    const configs = [GDE1, every(2), every(5), every(10)];
    const without = replayTrace(staticTrace(), configs, { ...options, calibration: calibration(undefined) });
    expect(without.model.afterGapMs).toBe(0);
    // the spaced run predicted like the every-5 row without it; measured 12 ms more over its balances
    const predicted5 = without.rows[2]?.predictedMs as number;
    const balances5 = without.rows[2]?.balances as number;
    expect(balances5).toBeGreaterThan(0);
    const r = replayTrace(staticTrace(), configs, { ...options, calibration: calibration(predicted5 + 12) });
    const gap = 12 / balances5;
    expect(r.model.afterGapMs).toBeCloseTo(gap, 9);
    // every 1: no gap after the first balance (phase 0, one phase from the start: no share either)
    expect(r.rows[0]?.predictedMs).toBeCloseTo(without.rows[0]?.predictedMs as number, 9);
    // every 2: its first balance after 2 phases, then gaps of 2
    expect((r.rows[1]?.predictedMs as number) - (without.rows[1]?.predictedMs as number)).toBeCloseTo(
      (r.rows[1]?.balances as number) * gapShare(2) * gap,
      9,
    );
    // every 5 and 10: the whole part each balance
    expect((r.rows[2]?.predictedMs as number) - predicted5).toBeCloseTo(12, 9);
    expect((r.rows[3]?.predictedMs as number) - (without.rows[3]?.predictedMs as number)).toBeCloseTo(
      (r.rows[3]?.balances as number) * gap,
      9,
    );
    // a spaced run measured below its prediction adds nothing
    expect(replayTrace(staticTrace(), configs, { ...options, calibration: calibration(predicted5 - 5) }).model.afterGapMs).toBe(0);
  });

  it('is kept in the cache; a malformed one finds none', () => {
    const dir = tempDir('meshwork-calibration-spaced-');
    const cal = calibration(77);
    expect(cal.spaced).toEqual({ config: every(5), measuredMs: 77, decisionMs: 0 });
    storeCalibration(balancingTrace('gde', OWN), cal, dir);
    expect(cachedCalibration(staticTrace(), dir)).toEqual(cal);
    const file = join(dir, 'replay-run-calibration.json');
    const key = `${calibrationKey(staticTrace())} on ${machineKey()}`;
    writeFileSync(file, JSON.stringify({ version: 6, entries: { [key]: { ...cal, spaced: { ...cal.spaced, measuredMs: -1 } } } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
  });
});
