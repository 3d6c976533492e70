/**
 * The side-by-side measurement every app shares: warm up, then `repeat` times the sequential
 * reference and the parallel run, interleaved in one process on the same input, checking every
 * parallel result against its reference. Warm-up, repeats and progress live here only.
 */
import {
  type ClusterOptions,
  createCluster,
  type MetricsTrace,
  type RankMetrics,
  type RunMetrics,
  type RunOptions,
  type RunResult,
  toTrace,
} from '@meshwork/runtime';
import { type RunUsage, usageOf } from './critical-path.ts';
import { hostsInUse } from './hosts.ts';
import type { Progress } from './progress.ts';
import { quietHost } from './quiet-host.ts';

/** The parallel side of an app: a cluster of ranks, or anything else that runs the same work on threads (a pool). */
export interface ParallelSide<Par> {
  /** What runs, for the progress line (e.g. `chain:2`). */
  readonly label: string;
  /** Start the threads and compile the program once (not timed). */
  warmup(): Promise<void>;
  /**
   * One timed run: its result and its time in ms (the app decides which time: host wall, or the
   * ranks' own), the timeline file it wrote (a cluster run with the `timeline` run option), and
   * the ranks' metrics of a cluster run (the critical path and the waits of the report).
   */
  run(): Promise<{
    readonly result: Par;
    readonly ms: number;
    readonly timeline?: string | undefined;
    readonly metrics?: RunMetrics | undefined;
    /** Each rank's snapshot (its run time and waits: the report's cores used). */
    readonly ranks?: readonly RankMetrics[] | undefined;
  }>;
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
    if (cluster === undefined) {
      // one host of several (meshwork launch): the job's transport joins this cluster to the others
      const hosts = hostsInUse();
      cluster = createCluster(hosts === undefined ? job.cluster : { ...job.cluster, hosts });
    }
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
      return {
        result,
        ms: job.ms === undefined ? host : job.ms(result, host),
        timeline: result.timeline,
        metrics: result.metrics,
        ranks: result.ranks,
      };
    },
    async close() {
      await cluster?.close();
    },
  };
}

/** One measurement: the parallel side and the sequential reference of the same input. */
export interface Measured<Ref, Par> {
  readonly parallel: ParallelSide<Par>;
  /**
   * The sequential reference (timed by the harness unless `sequentialMs` says otherwise). Absent:
   * no reference (a program file without one), no sequential times, `verify` gets undefined.
   */
  sequential?(): Ref;
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
  /** The timeline file of the last run, when its side wrote one. */
  readonly timeline?: string | undefined;
  /** Every timed run's host wall and CPU time, and its critical path when the side reports metrics. */
  readonly usage: RunUsage[];
  /**
   * The trace of every timed run whose ranks recorded their loads (a run with `record`), in order,
   * the last {@link RECORDED_KEPT} at most; absent when none did.
   */
  readonly recorded?: MetricsTrace[];
}

/** Recorded runs whose traces a measurement keeps (the latest). */
const RECORDED_KEPT = 16;

/**
 * More rounds after the first `repeat` (`--rounds auto`): another round while `more` says so,
 * given every side's times so far, at most `cap` rounds in all.
 */
export interface RoundsRule {
  readonly cap: number;
  more(parallelMs: readonly (readonly number[])[]): boolean;
}

/** Warm up, then `repeat` times reference and parallel run, interleaved; the side is closed at the end. */
export async function measure<Ref, Par>(m: Measured<Ref, Par>, repeat: number, progress: Progress): Promise<Measurement<Ref, Par>> {
  return (await measureSides([m], repeat, progress))[0] as Measurement<Ref, Par>;
}

/**
 * Several parallel sides of the same input (static and a balancer, say) measured in one
 * interleaved series: every side is warmed up (`warmups` times, the sides in turn), then each of `repeat` rounds times the reference
 * once (the first side's) and every side once, in an order that alternates from round to round,
 * so that a slow spell of the host falls on all sides alike and no side always runs first. Before
 * each parallel run the host's garbage collection is run to its end (./quiet-host.ts). Every
 * result is checked against that round's reference; every side is closed at the end. With `rule`,
 * rounds go on after `repeat` while the rule asks for more (up to its cap).
 */
export async function measureSides<Ref, Par>(
  sides: readonly Measured<Ref, Par>[],
  repeat: number,
  progress: Progress,
  rule?: RoundsRule,
  warmups = 1,
): Promise<Measurement<Ref, Par>[]> {
  const first = sides[0];
  if (first === undefined) throw new RangeError('measureSides needs at least one side');
  const many = sides.length > 1;
  const most = rule === undefined ? repeat : Math.max(repeat, rule.cap);
  const of = rule === undefined ? `${repeat}` : `${repeat}-${most}`;
  progress.begin(`running on ${first.parallel.label}${many ? `, ${sides.length} sides interleaved` : ''}`, 1 + (1 + sides.length) * most);
  try {
    // More than one warm-up: the code a side runs only a few times a run (a balance) reaches
    // V8's optimizing tiers over tens of runs, its compile jobs taking cores from the ranks
    for (let w = 0; w < warmups; w++) for (const m of sides) await m.parallel.warmup();
    first.warmupSequential?.();
    progress.step(`warm-up (threads started, program compiled${warmups > 1 ? `; ${warmups} runs a side` : ''})`);
    const sequentialMs: number[] = [];
    const parallelMs = sides.map((): number[] => []);
    const last: (Par | undefined)[] = sides.map(() => undefined);
    const timelines: (string | undefined)[] = sides.map(() => undefined);
    const usage = sides.map((): RunUsage[] => []);
    // the metrics of the runs that recorded their loads, made into traces after the last run
    const recorded = sides.map((): { metrics: RunMetrics; ranks: readonly RankMetrics[] }[] => []);
    const correct = sides.map(() => true);
    let reference: Ref | undefined;
    const another = (r: number) => r < repeat || (rule !== undefined && r < most && rule.more(parallelMs));
    for (let r = 0; another(r); r++) {
      if (first.sequential !== undefined) {
        const t0 = performance.now();
        reference = first.sequential();
        const host = performance.now() - t0;
        sequentialMs.push(first.sequentialMs === undefined ? host : first.sequentialMs(reference, host));
      }
      progress.step(`sequential reference ${r + 1}/${of}`);
      for (let k = 0; k < sides.length; k++) {
        const i = r % 2 === 0 ? k : sides.length - 1 - k;
        const m = sides[i] as Measured<Ref, Par>;
        await quietHost();
        // process CPU (every thread) and host wall around the run: the report's "cores used"
        const cpu0 = process.cpuUsage();
        const t0 = performance.now();
        const run = await m.parallel.run();
        const wallMs = performance.now() - t0;
        const cpu = process.cpuUsage(cpu0);
        (usage[i] as RunUsage[]).push(usageOf(wallMs, (cpu.user + cpu.system) / 1000, run.metrics, run.ranks));
        last[i] = run.result;
        if (run.metrics !== undefined && run.ranks !== undefined && run.ranks.some((k) => k.loads !== undefined)) {
          const kept = recorded[i] as { metrics: RunMetrics; ranks: readonly RankMetrics[] }[];
          kept.push({ metrics: run.metrics, ranks: run.ranks });
          if (kept.length > RECORDED_KEPT) kept.shift();
        }
        timelines[i] = run.timeline;
        (parallelMs[i] as number[]).push(run.ms);
        correct[i] = (correct[i] as boolean) && m.verify(run.result, reference as Ref);
        progress.step(`parallel run ${r + 1}/${of}${many ? ` (side ${i + 1})` : ''}`);
      }
    }
    progress.end();
    return sides.map((_, i) => ({
      sequentialMs,
      parallelMs: parallelMs[i] as number[],
      last: last[i] as Par,
      reference: reference as Ref,
      correct: correct[i] as boolean,
      usage: usage[i] as RunUsage[],
      ...(timelines[i] === undefined ? {} : { timeline: timelines[i] }),
      ...((recorded[i]?.length ?? 0) === 0 ? {} : { recorded: (recorded[i] ?? []).map((k) => toTrace(k.metrics, k.ranks)) }),
    }));
  } finally {
    for (const m of sides) await m.parallel.close();
  }
}

/** The same side with each run's result mapped (e.g. a cluster run and a pool run to one shape). */
export function mapSide<A, B>(side: ParallelSide<A>, f: (a: A) => B): ParallelSide<B> {
  return {
    label: side.label,
    warmup: () => side.warmup(),
    async run() {
      const r = await side.run();
      return { result: f(r.result), ms: r.ms, timeline: r.timeline, metrics: r.metrics, ranks: r.ranks };
    },
    close: () => side.close(),
  };
}
