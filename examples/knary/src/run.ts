/**
 * Run knary sequentially and on a cluster in one process, side by side: speedup over the
 * sequential reference, next to the analytic bound w / (w/p + cp), and the correctness check
 * (node count and checksum equal to the reference).
 */
import { type Spread, spread } from '@meshwork/harness';
import { type Cluster, createCluster } from '@meshwork/runtime';
import type { TaskStats } from '@meshwork/runtime/plugin';
import { KnaryPool } from './central.js';
import { criticalPath, type KnaryOptions, maxSpeedup, parallelism, work } from './knary.js';
import type { KnaryProgramOptions, KnaryRankResult } from './program.js';
import { knarySequential } from './sequential.js';

export interface KnaryRunConfig extends KnaryOptions {
  readonly topology: string;
  readonly scheduler: string;
  readonly schedulerOptions?: unknown;
  readonly graphDepth?: number;
  /** Repetitions (medians reported). */
  readonly repeat: number;
  readonly spin?: 'auto' | boolean;
}

export interface KnarySide {
  readonly scheduler: string;
  readonly schedulerOptions: unknown;
  readonly parallelMs: Spread;
  readonly speedup: number;
  /** speedup / the analytic bound at this rank count. */
  readonly ofBound: number;
  readonly nodes: number;
  readonly checksum: number;
  readonly identical: boolean;
  /** Nodes run on each rank (last repetition). */
  readonly perRank: number[];
  /** Rank 0's task statistics (last repetition). */
  readonly stats: TaskStats;
}

export interface KnaryReport {
  readonly config: KnaryRunConfig;
  readonly ranks: number;
  readonly work: number;
  readonly criticalPath: number;
  readonly parallelism: number;
  readonly maxSpeedup: number;
  readonly sequentialMs: Spread;
  readonly reference: { readonly nodes: number; readonly checksum: number };
  readonly sides: KnarySide[];
}

/** Sequential reference: `repeat` timed runs. */
export function timeSequential(o: KnaryOptions, repeat: number): { ms: Spread; nodes: number; checksum: number } {
  const ms: number[] = [];
  let r = knarySequential(o);
  for (let i = 0; i < repeat; i++) {
    const t0 = performance.now();
    r = knarySequential(o);
    ms.push(performance.now() - t0);
  }
  return { ms: spread(ms), ...r };
}

/** One scheduler on an open cluster: two warm-up runs, then `repeat` timed runs. */
export async function timeScheduler(
  cluster: Cluster,
  program: URL,
  o: KnaryProgramOptions,
  repeat: number,
): Promise<{ ms: Spread; last: KnaryRankResult[] }> {
  for (let i = 0; i < 2; i++) await cluster.run<KnaryRankResult>(program, o);
  const ms: number[] = [];
  let last: KnaryRankResult[] = [];
  for (let i = 0; i < repeat; i++) {
    const run = await cluster.run<KnaryRankResult>(program, o);
    last = run.results;
    ms.push(run.results[0]?.computeMs ?? Number.NaN);
  }
  return { ms: spread(ms), last };
}

/**
 * Compile the engine and every scheduler in the worker threads before anything is timed (the
 * first scheduler measured in a fresh cluster would otherwise pay for the JIT of the shared code).
 */
export async function warmUp(
  cluster: Cluster,
  program: URL,
  sides: readonly { scheduler: string; schedulerOptions?: unknown }[],
): Promise<void> {
  for (let round = 0; round < 3; round++) {
    for (const side of sides)
      await cluster.run(program, { h: 6, d: 5, s: 1, iters: 50, scheduler: side.scheduler, schedulerOptions: side.schedulerOptions });
  }
}

/** The reference and each scheduler of `sides` (default: the configured one). */
export async function runKnary(
  config: KnaryRunConfig,
  program: URL,
  sides: readonly { scheduler: string; schedulerOptions?: unknown }[] = [config],
): Promise<KnaryReport> {
  const cluster = createCluster({ topology: config.topology, spin: config.spin ?? 'auto' });
  let pool: KnaryPool | undefined;
  try {
    const P = cluster.topology.size;
    const seq = timeSequential(config, config.repeat);
    await warmUp(
      cluster,
      program,
      sides.filter((s) => s.scheduler !== CENTRAL),
    );
    const out: KnarySide[] = [];
    for (const side of sides) {
      if (side.scheduler === CENTRAL) {
        pool ??= new KnaryPool(P);
        out.push(await timeCentral(pool, config, seq, P));
        continue;
      }
      const o: KnaryProgramOptions = { ...config, scheduler: side.scheduler, schedulerOptions: side.schedulerOptions };
      const { ms, last } = await timeScheduler(cluster, program, o, config.repeat);
      const r0 = last[0] as KnaryRankResult;
      const speedup = seq.ms.median / ms.median;
      out.push({
        scheduler: side.scheduler,
        schedulerOptions: side.schedulerOptions ?? {},
        parallelMs: ms,
        speedup,
        ofBound: speedup / maxSpeedup(config.h, config.d, config.s, P),
        nodes: r0.nodes,
        checksum: r0.checksum,
        identical: r0.nodes === seq.nodes && r0.checksum === seq.checksum,
        perRank: last.map((r) => r.localNodes),
        stats: r0.stats,
      });
    }
    return {
      config,
      ranks: P,
      work: work(config.h, config.d),
      criticalPath: criticalPath(config.h, config.d, config.s),
      parallelism: parallelism(config.h, config.d, config.s),
      maxSpeedup: maxSpeedup(config.h, config.d, config.s, P),
      sequentialMs: seq.ms,
      reference: { nodes: seq.nodes, checksum: seq.checksum },
      sides: out,
    };
  } finally {
    await cluster.close();
    await pool?.close();
  }
}

/** The scheduler name of piscina's queue (host side, not a registered task scheduler). */
export const CENTRAL = 'central';

async function timeCentral(
  pool: KnaryPool,
  config: KnaryRunConfig,
  seq: { ms: Spread; nodes: number; checksum: number },
  P: number,
): Promise<KnarySide> {
  for (let i = 0; i < 2; i++) await pool.run(config);
  const ms: number[] = [];
  let last = await pool.run(config);
  for (let i = 0; i < config.repeat; i++) {
    last = await pool.run(config);
    ms.push(last.ms);
  }
  const t = spread(ms);
  const speedup = seq.ms.median / t.median;
  return {
    scheduler: CENTRAL,
    schedulerOptions: {},
    parallelMs: t,
    speedup,
    ofBound: speedup / maxSpeedup(config.h, config.d, config.s, P),
    nodes: last.nodes,
    checksum: last.checksum,
    identical: last.nodes === seq.nodes && last.checksum === seq.checksum,
    perRank: last.perThread,
    stats: {
      scheduler: CENTRAL,
      executed: last.nodes,
      spawned: 0,
      placedRemote: 0,
      inline: 0,
      published: 0,
      acquired: 0,
      ms: last.ms,
      idleMs: 0,
      details: { tasks: last.tasks },
    },
  };
}
