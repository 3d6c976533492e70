/**
 * The `central` strategy: piscina's own task queue serves chunks of [2, N] to P threads, the way a
 * pool user would write it (see pool-worker.ts). Chunks follow a chunk rule (64 fixed by default).
 */
import { parseChunkRule, runCentralLoop, type ThreadTotals, threadTotals } from '@meshwork/balancers';
import { type FixedPoolOptions, fixedPoolOptions } from '@meshwork/harness';
import { Piscina } from 'piscina';
import { centralRule } from './options.ts';
import type { PoolResult, PoolTask } from './pool-worker.ts';

export interface PoolRun {
  readonly count: number;
  readonly units: number;
  readonly ms: number;
  readonly tasks: number;
  /** Per thread: trial divisions, CPU ns from its first task to its last, tasks run. */
  readonly threads: ThreadTotals[];
}

/** The piscina options of a fixed pool of `threads` threads running the sieve's task (pool-worker.ts) the way a pool user would. */
export function sievePoolOptions(threads: number): FixedPoolOptions {
  return fixedPoolOptions(import.meta.url, 'pool-worker', threads);
}

export class SievePool {
  private readonly pool: Piscina<PoolTask, PoolResult>;

  readonly threads: number;
  constructor(threads: number) {
    this.threads = threads;
    this.pool = new Piscina<PoolTask, PoolResult>(sievePoolOptions(threads));
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
    let count = 0;
    let units = 0;
    for (const r of out.results) {
      count += r.count;
      units += r.units;
    }
    return { count, units, ms, tasks: out.chunks.length, threads: threadTotals(out.results, this.threads) };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
