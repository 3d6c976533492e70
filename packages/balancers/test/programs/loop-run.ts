/**
 * Runs one loop scheduler (by name, from the registry) over [0, n) on every rank. Every execution
 * of an iteration bumps a shared per-iteration counter, so the test sees what ran twice or never.
 * Iterations in [0, heavy) spin `spin` hash rounds (a loaded region so that dynamic schedulers
 * move work); `replicate` also records any iteration run outside the blocks its rank holds.
 */
import { defineProgram, hash32 } from '@meshwork/runtime';
import { type LoopStats, loopSchedulers, ReplicaLayout } from '../../src/loops/index.ts';

export interface LoopRunOptions {
  readonly scheduler: string;
  readonly options?: Record<string, unknown>;
  readonly n: number;
  readonly heavy?: number;
  readonly spin?: number;
  /** Throw when this iteration runs (failure tests). */
  readonly failAt?: number;
}

export interface LoopRunResult {
  readonly rank: number;
  readonly stats: LoopStats;
  /** Executions per iteration (rank 0 only). */
  readonly counts: number[] | undefined;
  /** Iterations this rank ran outside the blocks it holds (replicate). */
  readonly outside: number;
  readonly sink: number;
}

export default defineProgram(async (ctx, o: LoopRunOptions): Promise<LoopRunResult> => {
  const scheduler = loopSchedulers.create(o.scheduler, o.options);
  const words = Math.max(1, o.n);
  const counts = new Int32Array(await ctx.shareBuffer(ctx.rank === 0 ? new SharedArrayBuffer(4 * words) : undefined, 0));
  const layout = o.scheduler === 'replicate' ? new ReplicaLayout(o.n, ctx.size, (o.options?.m as number | undefined) ?? 2) : undefined;
  const held = new Set(layout?.blocksOf(ctx.rank) ?? []);
  const heavy = o.heavy ?? 0;
  const spin = o.spin ?? 0;
  let outside = 0;
  let sink = 0;
  const stats = await scheduler.run(ctx, o.n, (lo, hi) => {
    if (layout !== undefined && !(held.has(layout.blockOf(lo)) && layout.blockOf(hi - 1) === layout.blockOf(lo))) outside += hi - lo;
    for (let i = lo; i < hi; i++) {
      if (i === o.failAt) throw new Error(`iteration ${i} failed on rank ${ctx.rank}`);
      Atomics.add(counts, i, 1);
      if (i < heavy) for (let r = 0; r < spin; r++) sink = hash32(sink, r);
    }
  });
  ctx.comm.barrier();
  return { rank: ctx.rank, stats, counts: ctx.rank === 0 ? Array.from(counts.subarray(0, o.n)) : undefined, outside, sink };
});
