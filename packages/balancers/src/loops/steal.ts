/**
 * `steal` for loops: work stealing over per-rank deques of range-chunk records [lo, hi) in one
 * SharedArrayBuffer (the runtime's `TaskDeque`: owner push/pop at the bottom, thieves steal at
 * the top; a steal returns empty, ok or retry).
 *
 * Every rank starts with its block of the block split cut into chunks of `chunk` iterations,
 * pushed highest first so that the owner pops its chunks in increasing order and a thief takes the
 * far end of the victim's block. A rank pops until its deque is empty, then steals from victims
 * chosen at random (a counter-based hash of (seed, rank, attempt), so a run is repeatable in its
 * choices but not in its timing). The deque makes every claim atomic: a record leaves it once,
 * by a pop or by a successful steal, so no chunk runs twice or is lost.
 *
 * Termination: an outstanding-chunk counter in the same buffer, set to the total number of chunks
 * before the buffer is shared and decremented after each chunk has run. A rank whose steals all
 * fail sleeps on that counter (Atomics.wait in 1 ms slices; every decrement notifies) until it
 * reaches 0 or some deque holds work again.
 */
import { hash32, type RankContext } from '@meshwork/runtime';
import { createWaitPolicy, TaskDeque, waitFor } from '@meshwork/runtime/internal';
import { blockCuts, bug, type Factory, OptionReader, pluginContext } from '@meshwork/runtime/plugin';
import { checkLoopSize } from './chunks.ts';
import type { LoopBody, LoopScheduler, LoopStats } from './types.ts';

const RECORD_WORDS = 2;
/** Header: [outstanding chunks, padding to a cache line]. */
const HEADER_BYTES = 64;

function pow2(n: number): number {
  let c = 1;
  while (c < n) c *= 2;
  return c;
}

/** Byte layout: header, then one deque per rank at 64-byte aligned offsets. */
function layout(size: number, capacity: number): { stride: number; bytes: number } {
  const stride = Math.ceil(TaskDeque.byteLength(capacity, RECORD_WORDS) / 64) * 64;
  return { stride, bytes: HEADER_BYTES + size * stride };
}

export interface StealSettings {
  /** Iterations per chunk record; default ceil(n / (32 P)). */
  readonly chunk: number | undefined;
  readonly seed: number;
  readonly timeoutMs: number;
}

export function stealSettings(options?: unknown): StealSettings {
  const r = new OptionReader('steal', options);
  const s: StealSettings = {
    chunk: r.optionalNumber('chunk', { integer: true, min: 1 }),
    seed: r.number('seed', { default: 1, integer: true, min: 0 }),
    timeoutMs: r.number('timeoutMs', { default: 60_000, min: 1 }),
  };
  r.done();
  return s;
}

export function createSteal(options?: unknown): LoopScheduler {
  const settings = stealSettings(options);
  return {
    name: 'steal',
    options: { ...settings },
    async run(ctx: RankContext, n: number, body: LoopBody): Promise<LoopStats> {
      checkLoopSize(n);
      const t0 = performance.now();
      const P = ctx.size;
      const chunk = settings.chunk ?? Math.max(1, Math.ceil(n / (32 * P)));
      const cuts = blockCuts(n, P);
      const counts = cuts.slice(1).map((hi, p) => Math.ceil((hi - (cuts[p] as number)) / chunk));
      const capacity = pow2(Math.max(1, ...counts));
      const { stride, bytes } = layout(P, capacity);
      let sab: SharedArrayBuffer | undefined;
      if (ctx.rank === 0) {
        sab = new SharedArrayBuffer(bytes);
        Atomics.store(
          new Int32Array(sab, 0, 1),
          0,
          counts.reduce((a, b) => a + b, 0),
        );
      }
      const buffer = await ctx.shareBuffer(sab, 0);
      const outstanding = new Int32Array(buffer, 0, 1);
      const deques = Array.from({ length: P }, (_, p) => new TaskDeque(buffer, HEADER_BYTES + p * stride, capacity, RECORD_WORDS));
      const mine = deques[ctx.rank] as TaskDeque;
      const [lo0, hi0] = [cuts[ctx.rank] as number, cuts[ctx.rank + 1] as number];
      const rec = new Int32Array(RECORD_WORDS);
      for (let k = (counts[ctx.rank] as number) - 1; k >= 0; k--) {
        rec[0] = lo0 + k * chunk;
        rec[1] = Math.min(hi0, rec[0] + chunk);
        if (!mine.push(rec)) throw bug(`steal: deque of rank ${ctx.rank} is full at capacity ${capacity}`);
      }
      const rank = pluginContext(ctx);
      const { abort, abortIndex } = rank.waitPolicy;
      const policy = createWaitPolicy({
        spinIterations: rank.spinning ? 2000 : 0,
        sliceMs: 1,
        timeoutMs: settings.timeoutMs,
        abort,
        abortIndex,
      });
      const stats = { chunks: 0, iterations: 0, steals: 0, attempts: 0, retries: 0, empty: 0, waits: 0 };
      const run = (r: Int32Array) => {
        const lo = r[0] as number;
        const hi = r[1] as number;
        body(lo, hi);
        stats.chunks++;
        stats.iterations += hi - lo;
        if (Atomics.sub(outstanding, 0, 1) === 1) Atomics.notify(outstanding, 0);
      };
      const anyWork = () => deques.some((d, p) => p !== ctx.rank && d.size() > 0);
      let attempt = 0;
      while (Atomics.load(outstanding, 0) > 0) {
        if (mine.pop(rec)) {
          run(rec);
          continue;
        }
        if (P === 1) break;
        // one round of random victims; a 'retry' (lost race) tries the same victim again at once
        let got = false;
        for (let tries = 0; tries < P - 1 && !got; tries++) {
          const victim = (ctx.rank + 1 + (hash32(settings.seed, ctx.rank, attempt++) % (P - 1))) % P;
          let outcome = (deques[victim] as TaskDeque).steal(rec);
          stats.attempts++;
          while (outcome === 'retry') {
            stats.retries++;
            outcome = (deques[victim] as TaskDeque).steal(rec);
          }
          if (outcome === 'ok') got = true;
          else stats.empty++;
        }
        if (got) {
          stats.steals++;
          run(rec);
          continue;
        }
        stats.waits++;
        waitFor(
          outstanding,
          0,
          () => Atomics.load(outstanding, 0) === 0 || anyWork(),
          policy,
          `steal on rank ${ctx.rank}: waiting for work`,
        );
      }
      const { chunks, iterations, ...details } = stats;
      return { scheduler: 'steal', iterations, chunks, ms: performance.now() - t0, details: { ...details, chunkSize: chunk, capacity } };
    },
  };
}

export const stealFactory: Factory<LoopScheduler> = {
  name: 'steal',
  summary: 'work stealing over per-rank deques of range chunks: random victim, outstanding-chunk termination (chunk, seed)',
  create: createSteal,
};
