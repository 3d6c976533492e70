/**
 * What a pool user has without Meshwork: a MessagePort round trip (async postMessage and
 * `on('message')`) and a piscina `run()` of a no-op task, both timed on the main thread.
 */
import { Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';

export class EchoPort {
  private readonly worker: Worker;
  private resolveNext: ((v: unknown) => void) | undefined;

  constructor() {
    this.worker = new Worker(new URL('./echo-worker.js', import.meta.url));
    this.worker.on('message', (m: unknown) => {
      const r = this.resolveNext;
      this.resolveNext = undefined;
      r?.(m);
    });
  }

  /** Microseconds per round trip of an 8-byte Float64Array. */
  async roundTrips(n: number): Promise<number> {
    const msg = new Float64Array(1);
    const t0 = performance.now();
    for (let i = 0; i < n; i++) {
      msg[0] = i;
      await new Promise<unknown>((resolve) => {
        this.resolveNext = resolve;
        this.worker.postMessage(msg);
      });
    }
    return ((performance.now() - t0) * 1000) / n;
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

export class NoopPool {
  private readonly pool: Piscina;

  constructor(threads = 1) {
    this.pool = new Piscina({
      filename: new URL('./noop-task.js', import.meta.url).href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
    });
  }

  /** Microseconds per `await pool.run()` of a no-op task, one at a time. */
  async roundTrips(n: number): Promise<number> {
    const t0 = performance.now();
    for (let i = 0; i < n; i++) await this.pool.run(null);
    return ((performance.now() - t0) * 1000) / n;
  }

  async close(): Promise<void> {
    await this.pool.destroy();
  }
}
