/**
 * The calibration's passes: each configuration whose time prices something (the default balancer
 * every phase, each other balancer, the spaced run) runs CALIBRATION_PASSES times, the sweep once,
 * the later passes in a rotated order; each is priced from the median of its passes, its balances
 * pooled. Deterministic: a recording function that hands out hand-made traces and times.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  type BalanceCalibration,
  CALIBRATION_PASSES,
  cachedCalibration,
  calibrationKey,
  calibrationPasses,
  type RecordedPass,
  SWEEP_CONFIG,
  storeCalibration,
} from '../src/calibrate.ts';
import { machineKey } from '../src/cost.ts';
import type { ReplayConfig } from '../src/types.ts';
import { balancingTrace, GDE1, OWN, SWEEP, staticTrace } from './calibration-fixture.ts';
import { tempDir } from './helpers.ts';

const SDLB1: ReplayConfig = { label: 'sdlb every 1', balancer: 'sdlb', policy: 'every', policyOptions: { k: 1 }, every: 1 };

/** Measured ms of each configuration's successive runs, and its balancer's decision ms on the ranks. */
const TIMES: Record<string, readonly number[]> = {
  'gde every 1': [10, 30, 20],
  'sdlb every 1': [7, 5, 100],
  'gde every 5': [4, 6, 8],
  'sweep every 1': [50],
};
const DECISIONS: Record<string, readonly number[]> = { 'gde every 1': [0.01, 0.05, 0.03] };

/** A recording function over TIMES: the order of its calls, each configuration's n-th run its n-th time. */
function recorder(moved: readonly number[] = OWN) {
  const calls: string[] = [];
  const seen = new Map<string, number>();
  const record = async (c: ReplayConfig): Promise<RecordedPass> => {
    const n = seen.get(c.label) ?? 0;
    seen.set(c.label, n + 1);
    calls.push(c.label);
    const decision = DECISIONS[c.label]?.[n] ?? 0.03;
    const trace = balancingTrace(c.balancer, c.balancer === 'sweep' ? SWEEP : moved, 0, decision);
    return { trace, measuredMs: TIMES[c.label]?.[n] as number };
  };
  return { calls, record };
}

describe('calibration passes', () => {
  it('run each priced configuration three times and the sweep once, each later pass rotated by one more place', async () => {
    expect(CALIBRATION_PASSES).toBe(3);
    const { calls, record } = recorder();
    await calibrationPasses(record, GDE1, [SDLB1]);
    expect(calls).toEqual([
      'gde every 1',
      SWEEP_CONFIG.label,
      'sdlb every 1',
      'gde every 5',
      'sdlb every 1',
      'gde every 5',
      'gde every 1',
      'gde every 5',
      'gde every 1',
      'sdlb every 1',
    ]);
  });

  it('price each configuration from the median of its passes and pool its warm balances', async () => {
    const cal = (await calibrationPasses(recorder().record, GDE1, [SDLB1])) as BalanceCalibration;
    expect(cal.run).toEqual({ config: GDE1, measuredMs: 20, decisionMs: 0.03, passesMs: [10, 30, 20] });
    expect(cal.others?.map((o) => o.run)).toEqual([{ config: SDLB1, measuredMs: 7, decisionMs: 0.03, passesMs: [7, 5, 100] }]);
    expect(cal.spaced).toMatchObject({ measuredMs: 6, passesMs: [4, 6, 8] });
    expect(cal.spaced?.config.label).toBe('gde every 5');
    // every pass's warm balances (the cold first of each left out); the sweep's of its one run
    expect(cal.balances.map((b) => b.items)).toEqual([...OWN.slice(1), ...OWN.slice(1), ...OWN.slice(1)]);
    expect(cal.others?.[0]?.balances).toHaveLength(3 * (OWN.length - 1));
    expect(cal.sweep?.map((b) => b.items)).toEqual(SWEEP.slice(1));
  });

  it('with one pass run each configuration once and list no passes', async () => {
    const { calls, record } = recorder();
    const cal = (await calibrationPasses(record, GDE1, [SDLB1], 1)) as BalanceCalibration;
    expect(calls).toEqual(['gde every 1', SWEEP_CONFIG.label, 'sdlb every 1', 'gde every 5']);
    expect(cal.run).toEqual({ config: GDE1, measuredMs: 10, decisionMs: 0.01 });
  });

  it('stop after the first run when it recorded fewer than three warm balances', async () => {
    const { calls, record } = recorder([3, 1, 0]);
    expect(await calibrationPasses(record, GDE1, [SDLB1])).toBeUndefined();
    expect(calls).toEqual(['gde every 1']);
  });

  it.each([0, 1.5, -1, Number.NaN])('refuse %s passes before running anything', async (passes) => {
    const { calls, record } = recorder();
    await expect(calibrationPasses(record, GDE1, [SDLB1], passes)).rejects.toMatchObject({
      code: 'MW_INVALID_ARGUMENT',
      message: expect.stringMatching(/calibration passes.*an integer >= 1/),
    });
    expect(calls).toEqual([]);
  });

  it('keep the passes in the cache', async () => {
    const dir = tempDir('meshwork-passes-');
    const cal = (await calibrationPasses(recorder().record, GDE1, [SDLB1])) as BalanceCalibration;
    storeCalibration(staticTrace(), cal, dir);
    const back = cachedCalibration(staticTrace(), dir);
    expect(back?.run?.passesMs).toEqual([10, 30, 20]);
    expect(back?.others?.[0]?.run.passesMs).toEqual([7, 5, 100]);
    expect(back?.spaced?.passesMs).toEqual([4, 6, 8]);
    // a pass that is no time: the entry is malformed, and none is found
    const file = join(dir, 'replay-run-calibration.json');
    const key = `${calibrationKey(staticTrace())} on ${machineKey()}`;
    const bad = { ...cal, run: { ...cal.run, passesMs: [10, 'x', 20] } };
    writeFileSync(file, JSON.stringify({ version: 6, entries: { [key]: bad } }));
    expect(cachedCalibration(staticTrace(), dir)).toBeUndefined();
  });
});
