/**
 * The run replay reads of a measurement (keptOf): the median of the last three timed runs, its time
 * and its own trace, for advise, its calibration runs and the validation suite alike.
 */
import type { MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { KEPT_RUNS, keptOf, keptRun } from '../src/kept.ts';

describe('keptRun', () => {
  it.each([
    [[10, 50, 12, 40, 11], 2],
    [[10, 50, 40, 12, 11], 3],
    [[9, 9, 30, 30, 30], 3],
    [[5, 3], 1],
    [[3, 5], 0],
    [[7], 0],
    [[], -1],
  ])('of %j: index %d (the median of the last three, the lower middle of two)', (ms, index) => {
    expect(KEPT_RUNS).toBe(3);
    expect(keptRun(ms)).toBe(index);
  });
});

describe('keptOf', () => {
  const traces = [0, 1, 2, 3, 4].map((i) => ({ id: i }) as unknown as MetricsTrace);
  const ms = [10, 50, 12, 40, 11];

  it("takes that run's trace out of every timed run's", () => {
    expect(keptOf({ parallelMs: ms, recorded: traces, trace: traces[4] })).toEqual({ ms: 12, trace: traces[2] });
  });

  it('aligns the traces from the end when only the newest were kept', () => {
    expect(keptOf({ parallelMs: ms, recorded: traces.slice(2), trace: traces[4] }).trace).toBe(traces[2]);
  });

  it('gives no trace for a run whose trace was not kept, and none for an untraced measurement', () => {
    expect(keptOf({ parallelMs: ms, recorded: traces.slice(3), trace: traces[4] }).trace).toBeUndefined();
    expect(keptOf({ parallelMs: ms, trace: undefined })).toEqual({ ms: 12, trace: undefined });
  });

  it('reads the only run of a single-run measurement, trace and all', () => {
    expect(keptOf({ parallelMs: [8], trace: traces[0] })).toEqual({ ms: 8, trace: traces[0] });
  });
});
