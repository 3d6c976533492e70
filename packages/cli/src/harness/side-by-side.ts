/**
 * The sequential reference and the cluster, side by side in one process: warm up, then `repeat`
 * times the reference and the parallel run, interleaved, checking every parallel result.
 */
import { type ClusterOptions, createCluster, type RunResult } from '@meshwork/runtime';
import type { Progress } from '../progress.js';

export interface SideBySideJob<R, Ref> {
  readonly cluster: ClusterOptions;
  readonly programUrl: URL;
  readonly options: unknown;
  /** Options of the warm-up run (default: `options`). */
  readonly warmup?: unknown;
  readonly repeat: number;
  readonly progress: Progress;
  sequential(): Ref;
  /** A short sequential run before timing (compiles the reference as the warm-up compiles the program). */
  warmupSequential?(): void;
  /** Sequential time of a reference, ms (default: the wall time of `sequential()`). */
  sequentialMs?(reference: Ref, hostMs: number): number;
  /** Parallel time of a run, ms (default: the host's wall time of `cluster.run`). */
  parallelMs?(run: RunResult<R>, hostMs: number): number;
  /** The run's result equals the reference. */
  verify(run: RunResult<R>, reference: Ref): boolean;
}

export interface SideBySideResult<R, Ref> {
  readonly sequentialMs: number[];
  readonly parallelMs: number[];
  readonly last: RunResult<R>;
  readonly reference: Ref;
  readonly correct: boolean;
}

export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length === 0 ? Number.NaN : s.length % 2 === 1 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
}

export async function sideBySide<R, Ref>(job: SideBySideJob<R, Ref>): Promise<SideBySideResult<R, Ref>> {
  const { progress } = job;
  progress.begin(`running on ${String(job.cluster.topology)}`, 1 + 2 * job.repeat);
  const cluster = createCluster(job.cluster);
  try {
    await cluster.run(job.programUrl, job.warmup ?? job.options);
    job.warmupSequential?.();
    progress.step('warm-up (threads started, program compiled)');
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    let last: RunResult<R> | undefined;
    let reference: Ref | undefined;
    let correct = true;
    for (let r = 0; r < job.repeat; r++) {
      const t0 = performance.now();
      reference = job.sequential();
      const seqHost = performance.now() - t0;
      sequentialMs.push(job.sequentialMs === undefined ? seqHost : job.sequentialMs(reference, seqHost));
      progress.step(`sequential reference ${r + 1}/${job.repeat}`);
      const t1 = performance.now();
      last = await cluster.run<R>(job.programUrl, job.options);
      const host = performance.now() - t1;
      parallelMs.push(job.parallelMs === undefined ? host : job.parallelMs(last, host));
      correct &&= job.verify(last, reference);
      progress.step(`parallel run ${r + 1}/${job.repeat}`);
    }
    progress.end();
    return { sequentialMs, parallelMs, last: last as RunResult<R>, reference: reference as Ref, correct };
  } finally {
    await cluster.close();
  }
}
