/**
 * The `central` strategy: piscina's own task queue serves chunks of [2, N] to P threads, the way a
 * pool user would write it (see pool-worker.ts). Chunks follow a chunk rule (64 fixed by default).
 */
import { parseChunkRule, runCentralLoop } from '@meshwork/balancers';
import { Piscina } from 'piscina';
import { centralRule } from './options.js';
import type { PoolResult, PoolTask } from './pool-worker.js';

export interface PoolRun {
  readonly count: number;
  readonly units: number;
  readonly ms: number;
  readonly tasks: number;
  /** Per thread: trial divisions, CPU ns from its first task to its last, tasks run. */
  readonly threads: { units: number; cpuNs: number; chunks: number }[];
}

export class SievePool {
  private readonly pool: Piscina<PoolTask, PoolResult>;

  constructor(readonly threads: number) {
    // Pool threads cannot load TypeScript: from the sources (tests, tsx) use the compiled worker.
    const worker = import.meta.url.endsWith('.ts') ? '../dist/pool-worker.js' : './pool-worker.js';
    this.pool = new Piscina<PoolTask, PoolResult>({
      filename: new URL(worker, import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  /** Count the primes in [2, n] with chunks of `rule` (default: 64 fixed chunks). */
  async run(n: number, rule?: string): Promise<PoolRun> {
    const t0 = performance.now();
    const out = await runCentralLoop(this.pool, n - 1, parseChunkRule(centralRule({ n, rule })), this.threads, (lo, hi) => ({
      n,
      lo: 2 + lo,
      hi: 2 + hi,
    }));
    const ms = performance.now() - t0;
    const byThread = new Map<number, { units: number; start: number; end: number; chunks: number }>();
    let count = 0;
    let units = 0;
    for (const r of out.results) {
      count += r.count;
      units += r.units;
      const t = byThread.get(r.thread) ?? { units: 0, start: r.cpuStartNs, end: r.cpuEndNs, chunks: 0 };
      byThread.set(r.thread, {
        units: t.units + r.units,
        start: Math.min(t.start, r.cpuStartNs),
        end: Math.max(t.end, r.cpuEndNs),
        chunks: t.chunks + 1,
      });
    }
    const threads = [...byThread.values()].map((t) => ({ units: t.units, cpuNs: t.end - t.start, chunks: t.chunks }));
    while (threads.length < this.threads) threads.push({ units: 0, cpuNs: 0, chunks: 0 });
    return { count, units, ms, tasks: out.chunks.length, threads };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
