/**
 * `central`: one shared queue, the one a task pool already has. This is the host side of what a
 * piscina user would write: cut [0, n) into chunks (a chunk rule, fixed by default), submit every
 * chunk as a task at once, and let the pool's FIFO queue hand them to whichever thread is free.
 * It takes any object with piscina's `run(task)`, so this package needs no dependency on piscina.
 */
import { type ChunkRule, ChunkSequence, checkLoopSize } from './chunks.ts';

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

/** What a pool task reports of where and how long its chunk ran (the pool's thread id, its CPU clock, its wall time). */
export interface ChunkRecord {
  readonly thread: number;
  /** Work units of the chunk. */
  readonly units: number;
  /** The thread's CPU clock (ns) when the chunk started and ended. */
  readonly cpuStartNs: number;
  readonly cpuEndNs: number;
  /** Wall ns the task took on its thread (`performance.now()` around its work): busy wall time. */
  readonly wallNs?: number;
}

/** One pool thread's share of a central loop. */
export interface ThreadTotals {
  readonly units: number;
  /** CPU ns from the thread's first chunk to its last (one chunk's difference is as coarse as a scheduler tick). */
  readonly cpuNs: number;
  /** Busy wall ns: the sum of its chunks' wall time (when every chunk of the loop reported one). */
  readonly wallNs?: number;
  readonly chunks: number;
}

/**
 * Per pool thread, in order of first appearance: its work units, its CPU span, its busy wall time
 * and its chunks; threads that ran no chunk follow as zeros, so there are always `threads` entries.
 */
export function threadTotals(results: readonly ChunkRecord[], threads: number): ThreadTotals[] {
  const byThread = new Map<number, { units: number; start: number; end: number; wall: number; chunks: number }>();
  for (const r of results) {
    const t = byThread.get(r.thread) ?? { units: 0, start: r.cpuStartNs, end: r.cpuEndNs, wall: 0, chunks: 0 };
    byThread.set(r.thread, {
      units: t.units + r.units,
      start: Math.min(t.start, r.cpuStartNs),
      end: Math.max(t.end, r.cpuEndNs),
      wall: t.wall + (r.wallNs ?? 0),
      chunks: t.chunks + 1,
    });
  }
  const wall = results.every((r) => r.wallNs !== undefined);
  const out: ThreadTotals[] = [...byThread.values()].map((t) => ({
    units: t.units,
    cpuNs: t.end - t.start,
    ...(wall ? { wallNs: t.wall } : {}),
    chunks: t.chunks,
  }));
  while (out.length < threads) out.push({ units: 0, cpuNs: 0, ...(wall ? { wallNs: 0 } : {}), chunks: 0 });
  return out;
}
