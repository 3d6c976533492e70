/** The `central` strategy on the host: piscina's own queue serves the chunks (see pool-worker.ts). */
import { parseChunkRule, runCentralLoop, type ThreadTotals, threadTotals } from '@meshwork/balancers';
import { fixedPoolOptions } from '@meshwork/harness';
import { Piscina } from 'piscina';
import { centralRule, type LoopProgramOptions } from './options.ts';
import type { PoolResult, PoolTask } from './pool-worker.ts';
import { allValues } from './sequential.ts';

export interface CentralRun {
  readonly checksum: number;
  readonly ms: number;
  readonly chunks: number;
  /** Per pool thread: work units, CPU ns from its first task to its last, tasks run. */
  readonly threads: ThreadTotals[];
}

export class CentralPool {
  private readonly pool: Piscina<PoolTask, PoolResult>;
  private readonly values: SharedArrayBuffer;

  private readonly o: LoopProgramOptions;
  readonly threads: number;
  constructor(o: LoopProgramOptions, threads: number) {
    this.o = o;
    this.threads = threads;
    const D = o.rows * o.cols;
    this.values = new SharedArrayBuffer(4 * D);
    allValues(o, new Int32Array(this.values));
    this.pool = new Piscina<PoolTask, PoolResult>(fixedPoolOptions(import.meta.url, 'pool-worker', threads));
  }

  async run(): Promise<CentralRun> {
    const { rows, cols, seed } = this.o;
    const t0 = performance.now();
    const out = await runCentralLoop(this.pool, rows * cols, parseChunkRule(centralRule(this.o)), this.threads, (lo, hi) => ({
      seed,
      values: this.values,
      lo,
      hi,
    }));
    const ms = performance.now() - t0;
    let checksum = 0;
    for (const r of out.results) checksum = (checksum + r.checksum) % 2 ** 32;
    return { checksum, ms, chunks: out.chunks.length, threads: threadTotals(out.results, this.threads) };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
