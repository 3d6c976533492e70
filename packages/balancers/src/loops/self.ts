/**
 * `self`: self-scheduling from a shared counter. The chunk sequence of the rule (chunks.ts) is a
 * pure function of (rule, n, P), so every rank computes the same one locally; the only shared
 * state is one Int32 word, the index of the next chunk, in a SharedArrayBuffer allocated on rank 0
 * and shared with `ctx.shareBuffer`. A rank takes a chunk with one `Atomics.add` (a fetch-and-add
 * claims each index exactly once, so no chunk runs twice or is lost) and runs it; it stops when
 * the index passes the last chunk. No rank waits for another inside the loop.
 */
import type { RankContext } from '@meshwork/runtime';
import { type Factory, OptionReader } from '@meshwork/runtime/plugin';
import { type ChunkRule, ChunkSequence, checkLoopSize, parseChunkRule, ruleName } from './chunks.ts';
import type { LoopBody, LoopScheduler, LoopStats } from './types.ts';

/** Collective: a fresh shared chunk counter (rank `root` allocates it, every rank gets it). */
export async function sharedCounter(ctx: RankContext, words = 1, root = 0): Promise<Int32Array> {
  const buffer = ctx.rank === root ? new SharedArrayBuffer(4 * words) : undefined;
  return new Int32Array(await ctx.shareBuffer(buffer, root));
}

/** Take chunks from `counter[index]` until none is left; returns [chunks, iterations] run here. */
export function drainChunks(seq: ChunkSequence, counter: Int32Array, body: LoopBody, index = 0): [number, number] {
  let chunks = 0;
  let iterations = 0;
  for (;;) {
    const k = Atomics.add(counter, index, 1);
    if (k >= seq.count) return [chunks, iterations];
    const lo = seq.start(k);
    const hi = seq.end(k);
    body(lo, hi);
    chunks++;
    iterations += hi - lo;
  }
}

export function createSelf(options?: unknown): LoopScheduler {
  const reader = new OptionReader('self', options);
  const rule: ChunkRule = parseChunkRule(reader.raw('rule') ?? 'gss');
  const used = { ...reader.done(), rule: ruleName(rule) };
  return {
    name: 'self',
    options: used,
    async run(ctx: RankContext, n: number, body: LoopBody): Promise<LoopStats> {
      checkLoopSize(n);
      const t0 = performance.now();
      const seq = new ChunkSequence(rule, n, ctx.size);
      const counter = await sharedCounter(ctx);
      const [chunks, iterations] = drainChunks(seq, counter, body);
      return { scheduler: 'self', iterations, chunks, ms: performance.now() - t0, details: { sequence: seq.count } };
    },
  };
}

export const selfFactory: Factory<LoopScheduler> = {
  name: 'self',
  summary: 'self-scheduling from a shared counter: rule gss | tss | fac2 | fixed:K (default gss)',
  create: createSelf,
};
