/**
 * The side-by-side measurement every app shares: warm up, then `repeat` times the sequential
 * reference and the parallel run, interleaved in one process on the same input, checking every
 * parallel result against its reference. Warm-up, repeats and progress live here only.
 */
import { type ClusterOptions, createCluster, type RunOptions, type RunResult } from '@meshwork/runtime';
import type { Progress } from './progress.js';

/** The parallel side of an app: a cluster of ranks, or anything else that runs the same work on threads (a pool). */
export interface ParallelSide<Par> {
  /** What runs, for the progress line (e.g. `chain:2`). */
  readonly label: string;
  /** Start the threads and compile the program once (not timed). */
  warmup(): Promise<void>;
  /** One timed run: its result and its time in ms (the app decides which time: host wall, or the ranks' own). */
  run(): Promise<{ readonly result: Par; readonly ms: number }>;
  close(): Promise<void>;
}

/** A cluster side: `createCluster(cluster)`, then `cluster.run(programUrl, options)` per run. */
export interface ClusterJob<R> {
  readonly cluster: ClusterOptions;
  readonly programUrl: URL;
  readonly options: unknown;
  /** Options of the warm-up run (default: `options`). */
  readonly warmup?: unknown;
  /** More warm-up runs before timing (default 1). */
  readonly warmupRuns?: number;
  /** Run options of the timed runs (checkpoints, restarts); the warm-up runs without. */
  readonly runOptions?: RunOptions;
  /** Time of a run, ms (default: the host's wall time of `cluster.run`). */
  ms?(run: RunResult<R>, hostMs: number): number;
}

/** The {@link ParallelSide} of a cluster job; the cluster is created on the first warm-up or run. */
export function clusterSide<R>(job: ClusterJob<R>): ParallelSide<RunResult<R>> {
  let cluster: ReturnType<typeof createCluster> | undefined;
  const open = () => {
    cluster ??= createCluster(job.cluster);
    return cluster;
  };
  return {
    label: String(job.cluster.topology),
    async warmup() {
      const c = open();
      for (let i = 0; i < (job.warmupRuns ?? 1); i++) await c.run(job.programUrl, job.warmup ?? job.options);
    },
    async run() {
      const c = open();
      const t0 = performance.now();
      const result = await c.run<R>(job.programUrl, job.options, job.runOptions);
      const host = performance.now() - t0;
      return { result, ms: job.ms === undefined ? host : job.ms(result, host) };
    },
    async close() {
      await cluster?.close();
    },
  };
}

/** One measurement: the parallel side and the sequential reference of the same input. */
export interface Measured<Ref, Par> {
  readonly parallel: ParallelSide<Par>;
  /** The sequential reference (timed by the harness unless `sequentialMs` says otherwise). */
  sequential(): Ref;
  /** A short sequential run before timing (compiles the reference as the warm-up compiles the program). */
  warmupSequential?(): void;
  /** Sequential time of a reference, ms (default: the wall time of `sequential()`). */
  sequentialMs?(reference: Ref, hostMs: number): number;
  /** The parallel result equals the reference (bit for bit where the app says so). */
  verify(parallel: Par, reference: Ref): boolean;
}

/** Times of every repetition, the last parallel result and reference, and whether every run was correct. */
export interface Measurement<Ref, Par> {
  readonly sequentialMs: number[];
  readonly parallelMs: number[];
  readonly last: Par;
  readonly reference: Ref;
  readonly correct: boolean;
}

/** Warm up, then `repeat` times reference and parallel run, interleaved; the side is closed at the end. */
export async function measure<Ref, Par>(m: Measured<Ref, Par>, repeat: number, progress: Progress): Promise<Measurement<Ref, Par>> {
  progress.begin(`running on ${m.parallel.label}`, 1 + 2 * repeat);
  try {
    await m.parallel.warmup();
    m.warmupSequential?.();
    progress.step('warm-up (threads started, program compiled)');
    const sequentialMs: number[] = [];
    const parallelMs: number[] = [];
    let last: Par | undefined;
    let reference: Ref | undefined;
    let correct = true;
    for (let r = 0; r < repeat; r++) {
      const t0 = performance.now();
      reference = m.sequential();
      const host = performance.now() - t0;
      sequentialMs.push(m.sequentialMs === undefined ? host : m.sequentialMs(reference, host));
      progress.step(`sequential reference ${r + 1}/${repeat}`);
      const run = await m.parallel.run();
      last = run.result;
      parallelMs.push(run.ms);
      correct &&= m.verify(run.result, reference);
      progress.step(`parallel run ${r + 1}/${repeat}`);
    }
    progress.end();
    return { sequentialMs, parallelMs, last: last as Par, reference: reference as Ref, correct };
  } finally {
    await m.parallel.close();
  }
}

/** The same side with each run's result mapped (e.g. a cluster run and a pool run to one shape). */
export function mapSide<A, B>(side: ParallelSide<A>, f: (a: A) => B): ParallelSide<B> {
  return {
    label: side.label,
    warmup: () => side.warmup(),
    async run() {
      const r = await side.run();
      return { result: f(r.result), ms: r.ms };
    },
    close: () => side.close(),
  };
}
