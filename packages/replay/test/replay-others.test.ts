/**
 * Calibration runs of the other balancers (each every phase, recorded): a balancer whose balances
 * cost more than the app's default balancer's, beyond what they move, is charged its own fixed part
 * and its own decision as the ranks timed it; the other balancers keep the shared model; the cache
 * keeps the runs. Deterministic: hand-made traces and hand-computed figures, no measured time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BalanceCalibration,
  cachedCalibration,
  calibrationKey,
  calibrationOf,
  otherCalibrationConfigs,
  storeCalibration,
} from '../src/calibrate.ts';
import { machineKey } from '../src/cost.ts';
import { decisionKey } from '../src/decisions.ts';
import { replayTrace } from '../src/engine.ts';
import { balancingTrace, FIXED, GDE1, moving, OWN, PER_ITEM, REMAP, SWEEP, staticTrace } from './calibration-fixture.ts';
import { tempDir } from './helpers.ts';

const every = (balancer: string, k: number) => ({
  label: `${balancer} every ${k}`,
  balancer,
  policy: 'every',
  policyOptions: { k },
  every: k,
});
const SDLB1 = every('sdlb', 1);
/** sdlb's balances cost 1 ms more than the model, beyond what they move; it decides in 0.2 ms. */
const EXTRA = 1;
const SDLB_DECISION = 0.2;

/** gde and the sweep every phase, and sdlb every phase, as calibration runs measured in 1 ms (below any prediction: nothing after a balance). */
function calibration(withOthers: boolean): BalanceCalibration {
  const others = withOthers ? [{ config: SDLB1, trace: balancingTrace('sdlb', OWN, EXTRA, SDLB_DECISION), measuredMs: 1 }] : [];
  return calibrationOf(balancingTrace('gde', OWN), GDE1, 1, balancingTrace('sweep', SWEEP), others) as BalanceCalibration;
}

describe('calibration runs of the other balancers', () => {
  it('are the every-phase configurations of the other balancers, one each', () => {
    const configs = [
      { label: 'static', balancer: 'static', policy: 'never', every: undefined },
      GDE1,
      every('gde', 2),
      every('sdlb', 2),
      SDLB1,
      { ...every('sdlb', 1), label: 'sdlb again' },
      every('central', 1),
      { label: 'functional adaptive', balancer: 'functional', policy: 'adaptive', every: undefined },
    ];
    expect(otherCalibrationConfigs(configs, GDE1).map((c) => c.label)).toEqual(['sdlb every 1', 'central every 1']);
  });

  it('keep their warm balances and runs; one with fewer than three warm balances is dropped', () => {
    const cal = calibrationOf(balancingTrace('gde', OWN), GDE1, 1, undefined, [
      { config: SDLB1, trace: balancingTrace('sdlb', OWN, EXTRA, SDLB_DECISION), measuredMs: 7 },
      { config: every('central', 1), trace: balancingTrace('central', [3, 1, 0]), measuredMs: 7 },
    ]) as BalanceCalibration;
    expect(cal.others).toHaveLength(1);
    expect(cal.others?.[0]?.run).toEqual({ config: SDLB1, measuredMs: 7, decisionMs: SDLB_DECISION });
    expect(cal.others?.[0]?.balances.map((b) => b.items)).toEqual(OWN.slice(1));
  });

  it("charge a calibrated balancer its own fixed part and decision; the default balancer's row does not change", () => {
    const without = replayTrace(staticTrace(), [GDE1, SDLB1], { measuredMs: 500, calibration: calibration(false) });
    const withOthers = replayTrace(staticTrace(), [GDE1, SDLB1], { measuredMs: 500, calibration: calibration(true) });
    const m = withOthers.model;
    expect(m.balance.fixedMs).toBeCloseTo(FIXED, 9);
    const own = m.perBalancer[decisionKey('sdlb', {})];
    expect(own?.decisionMs).toBe(SDLB_DECISION);
    expect(own?.afterBalanceMs).toBe(0);
    expect(own?.balance.fixedMs).toBeCloseTo(FIXED + EXTRA, 9);
    expect(own?.balance.msPerRemap).toBeCloseTo(m.balance.msPerRemap, 12);
    expect(own?.balance.sdMs).toBeCloseTo(0, 9);
    expect(Object.keys(without.model.perBalancer)).toEqual([]);
    // gde: the same row either way
    expect(withOthers.rows[0]?.predictedMs).toBe(without.rows[0]?.predictedMs);
    // sdlb: per balance its decision and fixed part, plus the shared remap and per-plane parts
    const row = withOthers.rows[1];
    expect(row?.error).toBeUndefined();
    expect(row?.balances).toBe(24);
    const want = 24 * (SDLB_DECISION + FIXED + EXTRA) + moving(row?.cuts ?? []) * REMAP + PER_ITEM * (row?.unitsMoved ?? 0);
    expect(row?.balanceMs).toBeCloseTo(want, 9);
  });

  it('are kept in the cache (version 4); an entry with a bad run or balance finds none', () => {
    const dir = tempDir('meshwork-calibration-others-');
    const cal = calibration(true);
    storeCalibration(balancingTrace('gde', OWN), cal, dir);
    expect(cachedCalibration(staticTrace(), dir)).toEqual(cal);
    const file = join(dir, 'replay-run-calibration.json');
    const key = `${calibrationKey(staticTrace())} on ${machineKey()}`;
    const entry = { ...cal, measuredAt: '2026-11-28T00:00:00.000Z' };
    const other = cal.others?.[0];
    for (const bad of [
      { ...other, balances: [{ items: 1, bytes: 1000, ms: -1 }, ...(other?.balances ?? [])] },
      { ...other, run: { ...other?.run, decisionMs: Number.NaN } },
      { ...other, run: undefined },
      { ...other, balances: other?.balances.slice(0, 2) },
    ]) {
      writeFileSync(file, JSON.stringify({ version: 6, entries: { [key]: { ...entry, others: [bad] } } }));
      expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    }
  });
});
