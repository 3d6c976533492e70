/**
 * A team of plain `worker_threads`, started once and given jobs on demand, the way a Node user
 * keeps threads alive between runs: the host posts one message per thread and awaits one reply
 * from each. No Meshwork code: the peers are what Meshwork is measured against.
 */
import { Worker } from 'node:worker_threads';
import { bug } from '@meshwork/runtime/plugin';

/**
 * The URL of a compiled worker module `name` next to `base` (a module's `import.meta.url`).
 * Threads cannot load TypeScript, so from the sources (tests: `base` ends in `.ts`) the compiled
 * file in `dist` is used, at `distDir` relative to the source (the test setup builds it).
 */
export function compiledWorkerUrl(base: string, name: string, distDir: string): URL {
  return new URL(base.endsWith('.ts') ? `${distDir}/${name}.js` : `./${name}.js`, base);
}

/** The URL of one of this folder's workers (`stencil-worker`). */
export function machineWorkerUrl(name: string): URL {
  return compiledWorkerUrl(import.meta.url, name, '../../dist/machine');
}

interface Reply<R> {
  readonly job: number;
  readonly result?: R;
  readonly error?: string;
}

export class Team<J, R> {
  readonly size: number;
  private readonly workers: Worker[];
  private jobNo = 0;

  /** `execArgv`: Node flags of the threads (e.g. --cpu-prof); none of the host's by default. */
  constructor(worker: URL, size: number, execArgv: readonly string[] = []) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`peer team: expected a thread count >= 1, got ${String(size)}`);
    this.size = size;
    // Not the host's Node flags: a test runner's --conditions would make the threads resolve the
    // packages to their TypeScript sources.
    this.workers = Array.from({ length: size }, () => new Worker(worker, { execArgv: [...execArgv] }));
  }

  /** Post `jobOf(i)` to thread i and resolve with every thread's result, in thread order. */
  run(jobOf: (thread: number) => J): Promise<R[]> {
    const job = ++this.jobNo;
    return Promise.all(
      this.workers.map(
        (w, i) =>
          new Promise<R>((resolve, reject) => {
            const onMessage = (m: Reply<R>) => {
              if (m.job !== job) return;
              cleanup();
              if (m.error !== undefined) reject(bug(`peer thread ${i}: ${m.error}`));
              else resolve(m.result as R);
            };
            const onError = (err: Error) => {
              cleanup();
              reject(err);
            };
            const cleanup = () => {
              w.off('message', onMessage);
              w.off('error', onError);
            };
            w.on('message', onMessage);
            w.on('error', onError);
            w.postMessage({ job, thread: i, threads: this.size, body: jobOf(i) });
          }),
      ),
    );
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }
}
