/** The `central` strategy on the host: piscina's own queue serves the chunks (see pool-worker.ts). */
import { parseChunkRule, runCentralLoop } from '@meshwork/balancers';
import { Piscina } from 'piscina';
import { centralRule, type LoopProgramOptions } from './options.js';
import type { PoolResult, PoolTask } from './pool-worker.js';
import { allValues } from './sequential.js';

export interface CentralRun {
  readonly checksum: number;
  readonly ms: number;
  readonly chunks: number;
  /** Per thread that ran a task: work units and CPU ns from its first task to its last. */
  readonly threads: { units: number; cpuNs: number; chunks: number }[];
}

export class CentralPool {
  private readonly pool: Piscina<PoolTask, PoolResult>;
  private readonly values: SharedArrayBuffer;

  constructor(
    private readonly o: LoopProgramOptions,
    readonly threads: number,
  ) {
    const D = o.rows * o.cols;
    this.values = new SharedArrayBuffer(4 * D);
    allValues(o, new Int32Array(this.values));
    // Pool threads cannot load TypeScript: from the sources (tests, tsx) use the compiled worker.
    const worker = import.meta.url.endsWith('.ts') ? '../dist/pool-worker.js' : './pool-worker.js';
    this.pool = new Piscina<PoolTask, PoolResult>({
      filename: new URL(worker, import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
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
    const byThread = new Map<number, { units: number; start: number; end: number; chunks: number }>();
    for (const r of out.results) {
      checksum = (checksum + r.checksum) % 2 ** 32;
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
    return { checksum, ms, chunks: out.chunks.length, threads };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
