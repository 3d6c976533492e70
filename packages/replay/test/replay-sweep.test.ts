/**
 * The calibration's second run, the `sweep` balancer (cuts stepped 0, 1, 8, 32, 128 planes): the
 * balances of an app's own balancer that moves a plane at a time cannot show a cost per plane
 * moved, the sweep's can; a replay of the sweep moves what the balancer moves; the cache (version
 * 3) keeps the sweep's balances and reads no version 1 or 2 file. Deterministic: hand-made traces and
 * hand-computed figures, no measured time.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWEEP_STEPS, sweepCuts } from '../../balancers/src/sweep.ts';
import {
  type BalanceCalibration,
  cachedCalibration,
  calibrationKey,
  calibrationOf,
  calibrationSamples,
  SWEEP_CONFIG,
  storeCalibration,
} from '../src/calibrate.ts';
import { machineKey } from '../src/cost.ts';
import { replayTrace } from '../src/engine.ts';
import { balancingTrace, FIXED, GDE1, moving, OPTIONS, OWN, PER_ITEM, REMAP, SWEEP, staticTrace } from './calibration-fixture.ts';
import { tempDir } from './helpers.ts';

describe('calibration with the sweep', () => {
  it("the app's balancer alone prices a plane as part of any move; with the sweep's balances the per-plane cost is fitted", () => {
    const own = calibrationOf(balancingTrace('gde', OWN), GDE1) as BalanceCalibration;
    expect(own.sweep).toBeUndefined();
    const both = calibrationOf(balancingTrace('gde', OWN), GDE1, undefined, balancingTrace('sweep', SWEEP)) as BalanceCalibration;
    expect(both.sweep?.map((b) => b.items)).toEqual(SWEEP.slice(1));
    expect(calibrationSamples(both).map((b) => b.items)).toEqual([...OWN.slice(1), ...SWEEP.slice(1)]);

    const a = replayTrace(staticTrace(), [GDE1], { ...OPTIONS, calibration: own });
    // one plane or none: a moving balance's cost is all "remap", nothing per plane
    expect(a.model.balance).toMatchObject({ source: 'calibration run', samples: OWN.length - 1, msPerItem: 0, msPerByte: 0 });
    expect(a.model.balance.fixedMs).toBeCloseTo(FIXED, 9);
    expect(a.model.balance.msPerRemap).toBeCloseTo(REMAP + PER_ITEM, 9);

    const b = replayTrace(staticTrace(), [GDE1], { ...OPTIONS, calibration: both });
    const m = b.model.balance;
    expect(m).toMatchObject({ source: 'calibration run', samples: OWN.length - 1 + SWEEP.length - 1 });
    expect(m.fixedMs).toBeCloseTo(FIXED, 9);
    expect(m.msPerRemap).toBeCloseTo(REMAP, 9);
    // bytes proportional to planes (1000 a plane): one of the two carries the slope
    expect(m.msPerItem + 1000 * m.msPerByte).toBeCloseTo(PER_ITEM, 9);
    expect(m.sdMs).toBeCloseTo(0, 9);
    // each replayed balance: decision + fixed + remap if it moves + 5 us a plane
    const row = b.rows[0];
    expect(row?.balances).toBe(24);
    expect(row?.balanceMs).toBeCloseTo(24 * (0.25 + FIXED) + moving(row?.cuts ?? []) * REMAP + PER_ITEM * (row?.unitsMoved ?? 0), 9);
  });

  it('keeps no sweep that recorded fewer than three warm balances', () => {
    const cal = calibrationOf(balancingTrace('gde', OWN), GDE1, undefined, balancingTrace('sweep', [0, 1, 0])) as BalanceCalibration;
    expect(cal.sweep).toBeUndefined();
    expect(calibrationSamples(cal)).toHaveLength(OWN.length - 1);
  });

  it('a replay of the sweep moves the planes the balancer moves, phase by phase', () => {
    const r = replayTrace(staticTrace(), [SWEEP_CONFIG], OPTIONS).rows[0];
    expect(r?.error).toBeUndefined();
    // 8 rows in strips of 4: every step capped at 1; offsets 0, 1, 1, 0, 1, 1, ... then -1
    const d = { shape: [8, 4], procDims: [2, 1], minExtent: [1, 1] };
    const want = Array.from({ length: 24 }, (_, s) => sweepCuts(d, SWEEP_STEPS, s));
    expect(r?.balances).toBe(24);
    expect(r?.unitsMoved).toBe(15);
    expect(r?.bytesMoved).toBe(15_000);
    // a balance after every step, each to the sweep's cuts of that phase; 15 of them change the cuts
    expect(r?.cuts.map((c) => c.step)).toEqual(want.map((_, s) => s));
    expect(r?.cuts.map((c) => c.cuts)).toEqual(want);
    expect(moving(r?.cuts ?? [])).toBe(15);
  });

  it("is kept with the sweep's balances (cache version 6); a file of an earlier version or a bad sweep finds none", () => {
    const dir = tempDir('meshwork-calibration-sweep-');
    const cal = calibrationOf(balancingTrace('gde', OWN), GDE1, 123.5, balancingTrace('sweep', SWEEP)) as BalanceCalibration;
    storeCalibration(balancingTrace('gde', OWN), cal, dir);
    expect(cachedCalibration(staticTrace(), dir)).toEqual(cal);
    const file = join(dir, 'replay-run-calibration.json');
    const key = `${calibrationKey(staticTrace())} on ${machineKey()}`;
    const entry = { ...cal, measuredAt: '2026-11-27T00:00:00.000Z' };
    // kept before the sweep (version 1) or before the other balancers' runs (version 2): measured again
    const { sweep: _s, ...before } = entry;
    writeFileSync(file, JSON.stringify({ version: 1, entries: { [key]: before } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ version: 2, entries: { [key]: entry } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    // kept before the runs' recording cost was taken off their times (version 3): measured again
    writeFileSync(file, JSON.stringify({ version: 3, entries: { [key]: entry } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    // kept before each priced run ran three times (version 4): measured again
    writeFileSync(file, JSON.stringify({ version: 4, entries: { [key]: entry } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    // kept before a remap kept a row strip's cells in place (version 5): balances priced too high
    writeFileSync(file, JSON.stringify({ version: 5, entries: { [key]: entry } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
    writeFileSync(file, JSON.stringify({ version: 6, entries: { [key]: entry } }));
    expect(cachedCalibration(staticTrace(), dir)).toEqual(cal);
    writeFileSync(file, JSON.stringify({ version: 6, entries: { [key]: before } }));
    expect(cachedCalibration(staticTrace(), dir)?.sweep).toBeUndefined();
    const bad = { ...entry, sweep: [{ items: 1, bytes: 1000, ms: -1 }] };
    writeFileSync(file, JSON.stringify({ version: 6, entries: { [key]: bad } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
  });
});
