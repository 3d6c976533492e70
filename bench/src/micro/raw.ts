/**
 * Raw Atomics references: the same wait strategy as a Meshwork rank (spin while threads <= cores,
 * else `Atomics.wait`), none of its machinery. Threads are spawned once and run trials on demand,
 * so references and runtime measurements can be interleaved in one process.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { spinIterationsFor } from '@meshwork/runtime/internal';
import { bug } from '@meshwork/runtime/plugin';
import { type RawCommand, type RawWorkerData, rawWords } from './raw-layout.ts';

export interface RawThreadsOptions {
  readonly threads: number;
  /** Spin iterations before sleeping; default the runtime's budget for `threads` on `cores`. */
  readonly spin?: number;
  readonly cores?: number;
}

interface Reply {
  readonly trial: number;
  readonly index: number;
  readonly result: number | null;
}

/** Start a thread on the body: the compiled JS, or (tests run from sources) the TypeScript file. */
function spawn(workerData: RawWorkerData): Worker {
  const ext = import.meta.url.endsWith('.ts') ? 'ts' : 'js';
  return new Worker(new URL(`./raw-worker.${ext}`, import.meta.url), { workerData });
}

export class RawThreads {
  readonly threads: number;
  readonly spin: number;
  private readonly workers: Worker[];
  private trialNo = 0;
  /** Slot buffers by size, kept so interleaved trials do not fault fresh pages in. */
  private readonly slots = new Map<number, SharedArrayBuffer>();

  constructor(options: RawThreadsOptions) {
    this.threads = options.threads;
    if (!Number.isInteger(this.threads) || this.threads < 2 || this.threads % 2 !== 0) {
      throw new RangeError(`raw threads: expected an even count >= 2, got ${String(this.threads)}`);
    }
    this.spin = options.spin ?? spinIterationsFor(this.threads, options.cores ?? availableParallelism());
    const sab = new SharedArrayBuffer(rawWords(this.threads) * 4);
    this.workers = Array.from({ length: this.threads }, (_, index) => spawn({ sab, index, threads: this.threads, spin: this.spin }));
  }

  /** Microseconds per round trip (thread 0's clock); `pairs: 'all'` runs every pair at once. */
  pingpong(n: number, pairs: 'one' | 'all' = 'one'): Promise<number> {
    return this.trial({ op: 'pingpong', n, pairs, trial: ++this.trialNo });
  }

  /** Microseconds per barrier of all threads (thread 0's clock). */
  barrier(n: number): Promise<number> {
    return this.trial({ op: 'barrier', n, trial: ++this.trialNo });
  }

  /**
   * Microseconds per message of `bytes` streamed from thread 0 to thread 1 through `count` shared
   * slots of `chunk` bytes (thread 1's clock).
   */
  stream(n: number, bytes: number, chunk: number, count = 2): Promise<number> {
    let slots = this.slots.get(count * chunk);
    if (slots === undefined) {
      slots = new SharedArrayBuffer(count * chunk);
      this.slots.set(count * chunk, slots);
    }
    return this.trial({ op: 'stream', n, bytes, chunk, count, slots, trial: ++this.trialNo });
  }

  private trial(cmd: RawCommand): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      let pending = this.workers.length;
      let value: number | undefined;
      const cleanups: (() => void)[] = [];
      const settle = (err?: Error) => {
        for (const f of cleanups) f();
        if (err !== undefined) reject(err);
        else if (value === undefined || !Number.isFinite(value)) reject(bug(`raw ${cmd.op}: thread 0 reported no time`));
        else resolve(value);
      };
      for (const w of this.workers) {
        const onMessage = (r: Reply) => {
          if (r.trial !== cmd.trial) return;
          if (r.result !== null) value = r.result;
          if (--pending === 0) settle();
        };
        const onError = (e: Error) => settle(e);
        w.on('message', onMessage);
        w.on('error', onError);
        cleanups.push(() => {
          w.off('message', onMessage);
          w.off('error', onError);
        });
        w.postMessage(cmd);
      }
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}

/**
 * One-shot: raw Atomics ping-pong round trip in microseconds on `threads` threads (a warmup
 * trial, then a measured one of `n` round trips).
 */
export async function rawPingPong(options: RawThreadsOptions & { readonly n?: number }): Promise<number> {
  const raw = new RawThreads(options);
  try {
    const n = options.n ?? 1000;
    await raw.pingpong(Math.max(1, n >> 2));
    return await raw.pingpong(n);
  } finally {
    await raw.close();
  }
}
