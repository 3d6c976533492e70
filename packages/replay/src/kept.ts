/**
 * Which of a measurement's timed runs replay reads: the median of the last {@link KEPT_RUNS}, its
 * time and its own trace. One run of 10-20 ms on a 2-vCPU VM is a draw from two modes (thinning
 * body 1024 static, one validation suite's kept runs over five rounds: 13.1-22.2 ms; its gde
 * adaptive runs 13.7-47.4), and a trace replayed, a calibration run and a measured time read as
 * one such draw each moved the validation's median errors by tens of percent
 * (docs/replay-validation.md, "Measured (2026-11-28, the median of three kept runs)"). The same
 * rule for `meshwork advise` (its static runs), its calibration runs and the validation suite.
 */

/** The last timed runs whose median is read. */
export const KEPT_RUNS = 3;

/**
 * The index of the run read among `ms` (every timed run's time, in order): the median of the last
 * {@link KEPT_RUNS} (the lower middle of two; ties: the earlier run), the last when there is one.
 * -1 for no runs.
 */
export function keptRun(ms: readonly number[]): number {
  const from = Math.max(0, ms.length - KEPT_RUNS);
  const idx: number[] = [];
  for (let i = from; i < ms.length; i++) idx.push(i);
  idx.sort((a, b) => (ms[a] as number) - (ms[b] as number) || a - b);
  return idx[(idx.length - 1) >> 1] ?? -1;
}

/** What a measurement gives: every timed run's time, and with `record`, every timed run's trace. */
export interface TimedRuns<T> {
  readonly parallelMs: readonly number[];
  /** The traces of the last timed runs, in order (the newest ones when not all were kept). */
  readonly recorded?: readonly T[] | undefined;
  /** The last run's trace. */
  readonly trace?: T | undefined;
}

/**
 * The run read of a measurement ({@link keptRun}): its time and its own trace (from `recorded`,
 * aligned from the end; undefined when that run's trace was not kept, or the runs recorded none).
 */
export function keptOf<T>(o: TimedRuns<T>): { readonly ms: number; readonly trace: T | undefined } {
  const i = keptRun(o.parallelMs);
  const n = o.parallelMs.length;
  if (o.recorded === undefined) return { ms: o.parallelMs[i] as number, trace: i === n - 1 ? o.trace : undefined };
  return { ms: o.parallelMs[i] as number, trace: o.recorded[o.recorded.length - (n - i)] };
}
