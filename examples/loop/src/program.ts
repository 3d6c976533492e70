/**
 * SPMD non-uniform loop: every rank runs the iterations a loop scheduler hands it and the
 * checksums meet in one allreduce. Where the data lives follows the strategy, as in the paper:
 * - `static`: each rank makes (generates) only its own block of the array;
 * - `replicate`: each rank makes its primary block and its m - 1 secondary copies (partial
 *   replication); a chunk of a block it does not hold would be an error (MW_PROTOCOL);
 * - `self`, `steal`: rank 0 makes the whole array in a SharedArrayBuffer and shares it.
 * Work units (`ctx.work`) are the values of the iterations run (hash rounds), so LE from them is
 * deterministic for `static` and shows what the dynamic schedulers achieved.
 */
import { type LoopScheduler, loopSchedulers, ReplicaLayout } from '@meshwork/balancers';
import { defineProgram, type RankContext } from '@meshwork/runtime';
import { blockCuts } from '@meshwork/runtime/plugin';
import { errors } from './errors.ts';
import { checkOptions, degreeOf, type LoopProgramOptions } from './options.ts';
import { allValues } from './sequential.ts';
import { addChecksums, fillValues, runRange } from './workload.ts';

export type { LoopProgramOptions, LoopStrategy } from './options.ts';

export interface LoopRankResult {
  readonly rank: number;
  readonly strategy: string;
  /** Checksum of this rank's iterations, and of all (allreduce). */
  readonly checksum: number;
  readonly total: number;
  /** Iterations, chunks and work units run here. */
  readonly iterations: number;
  readonly chunks: number;
  readonly units: number;
  /** Scheduler counters (requests, chunks given and received, steals, ...). */
  readonly details: Readonly<Record<string, number>>;
  /** Iterations of data this rank holds (its memory footprint, in elements). */
  readonly held: number;
  /** Executions per iteration (rank 0, with `audit`). */
  readonly executions: Int32Array | undefined;
  /** Wall ms of the loop phase on this rank. */
  readonly loopMs: number;
}

/** Where the values of a chunk are: [array, index of its first element]. */
type Store = (lo: number, hi: number) => readonly [Int32Array, number];

function schedulerFor(o: LoopProgramOptions, size: number): LoopScheduler {
  switch (o.strategy) {
    case 'static':
      return loopSchedulers.create('static');
    case 'self':
      return loopSchedulers.create('self', { rule: o.rule ?? 'gss' });
    case 'replicate': {
      const timing = o.tComm !== undefined && o.muTime !== undefined ? { tComm: o.tComm, mu: o.muTime } : {};
      return loopSchedulers.create('replicate', { m: degreeOf(o, size), ...(o.chunk === undefined ? timing : { chunk: o.chunk }) });
    }
    case 'steal':
      return loopSchedulers.create('steal', { ...(o.chunk === undefined ? {} : { chunk: o.chunk }), seed: o.stealSeed ?? o.seed });
    case 'central':
      throw errors.centralInCluster();
  }
}

async function storeFor(ctx: RankContext, o: LoopProgramOptions): Promise<{ store: Store; held: number }> {
  const D = o.rows * o.cols;
  if (o.strategy === 'self' || o.strategy === 'steal') {
    const sab = ctx.rank === 0 ? new SharedArrayBuffer(4 * Math.max(1, D)) : undefined;
    if (sab !== undefined) allValues(o, new Int32Array(sab, 0, D));
    const all = new Int32Array(await ctx.shareBuffer(sab, 0), 0, D);
    return { store: () => [all, 0], held: D };
  }
  const blocks =
    o.strategy === 'replicate'
      ? (() => {
          const l = new ReplicaLayout(D, ctx.size, degreeOf(o, ctx.size));
          return l.blocksOf(ctx.rank).map((b) => l.block(b));
        })()
      : [[blockCuts(D, ctx.size)[ctx.rank] as number, blockCuts(D, ctx.size)[ctx.rank + 1] as number] as const];
  const held = blocks.map(([lo, hi]) => ({ lo, hi, values: fillValues(o, lo, hi, new Int32Array(hi - lo)) }));
  const store: Store = (lo, hi) => {
    for (const b of held) if (lo >= b.lo && hi <= b.hi) return [b.values, b.lo];
    throw errors.iterationsNotHeld(ctx.rank, lo, hi, held.map((b) => `[${b.lo}, ${b.hi})`).join(' '));
  };
  return { store, held: held.reduce((s, b) => s + b.hi - b.lo, 0) };
}

export default defineProgram(async (ctx, raw: LoopProgramOptions): Promise<LoopRankResult> => {
  const o = checkOptions(raw, ctx.size);
  const scheduler = schedulerFor(o, ctx.size);
  const D = o.rows * o.cols;
  const { store, held } = await storeFor(ctx, o);
  const auditSab = o.audit === true ? (ctx.rank === 0 ? new SharedArrayBuffer(4 * Math.max(1, D)) : undefined) : undefined;
  const audit = o.audit === true ? new Int32Array(await ctx.shareBuffer(auditSab, 0), 0, D) : undefined;
  let checksum = 0;
  let units = 0;
  ctx.comm.barrier();
  const t0 = performance.now();
  const stats = await ctx.phase('loop', () =>
    scheduler.run(ctx, D, (lo, hi) => {
      const [values, offset] = store(lo, hi);
      const r = runRange(o.seed, values, offset, lo, hi);
      checksum = addChecksums(checksum, r.checksum);
      units += r.units;
      ctx.work(r.units);
      if (audit !== undefined) for (let i = lo; i < hi; i++) Atomics.add(audit, i, 1);
    }),
  );
  const loopMs = performance.now() - t0;
  const total = ctx.comm.allreduce(checksum, 'sum') % 2 ** 32;
  ctx.comm.barrier();
  return {
    rank: ctx.rank,
    strategy: o.strategy,
    checksum,
    total,
    iterations: stats.iterations,
    chunks: stats.chunks,
    units,
    details: stats.details,
    held,
    executions: ctx.rank === 0 && audit !== undefined ? audit.slice() : undefined,
    loopMs,
  };
});
