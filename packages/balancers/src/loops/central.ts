/**
 * `central`: one shared queue, the one a task pool already has. This is the host side of what a
 * piscina user would write: cut [0, n) into chunks (a chunk rule, fixed by default), submit every
 * chunk as a task at once, and let the pool's FIFO queue hand them to whichever thread is free.
 * It takes any object with piscina's `run(task)`, so this package needs no dependency on piscina.
 */
import { type ChunkRule, ChunkSequence, checkLoopSize } from './chunks.js';

/** The part of a task pool `runCentralLoop` uses (a `Piscina` instance fits). */
export interface TaskPool<T, R> {
  run(task: T): Promise<R>;
}

export interface CentralLoopResult<R> {
  /** One result per chunk, in chunk order. */
  readonly results: R[];
  /** The chunks submitted, as [lo, hi) pairs. */
  readonly chunks: [number, number][];
}

/**
 * Submit the chunks of `rule` over [0, n) (sizes computed for `threads` pool threads) to `pool`;
 * `task(lo, hi)` builds the task payload of a chunk. Resolves when every chunk is done.
 */
export async function runCentralLoop<T, R>(
  pool: TaskPool<T, R>,
  n: number,
  rule: ChunkRule,
  threads: number,
  task: (lo: number, hi: number) => T,
): Promise<CentralLoopResult<R>> {
  checkLoopSize(n);
  const seq = new ChunkSequence(rule, n, threads);
  const chunks: [number, number][] = [];
  for (let k = 0; k < seq.count; k++) chunks.push([seq.start(k), seq.end(k)]);
  const results = await Promise.all(chunks.map(([lo, hi]) => pool.run(task(lo, hi))));
  return { results, chunks };
}
