/**
 * A team of plain `worker_threads`, started once and given jobs on demand, the way a Node user
 * keeps threads alive between runs: the host posts one message per thread and awaits one reply
 * from each. No Meshwork code: the peers are what Meshwork is measured against.
 */
import { Worker } from 'node:worker_threads';

/**
 * The URL of a compiled peer worker. Threads cannot load TypeScript, so from the sources (tests)
 * the compiled file in bench/dist is used (the test setup builds it).
 */
export function workerUrl(name: string): URL {
  const rel = import.meta.url.endsWith('.ts') ? `../../dist/peers/${name}.js` : `./${name}.js`;
  return new URL(rel, import.meta.url);
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
  constructor(worker: string, size: number, execArgv: readonly string[] = []) {
    if (!Number.isInteger(size) || size < 1) throw new RangeError(`peer team: expected a thread count >= 1, got ${String(size)}`);
    this.size = size;
    // Not the host's Node flags: a test runner's --conditions would make the threads resolve the
    // example packages to their TypeScript sources.
    this.workers = Array.from({ length: size }, () => new Worker(workerUrl(worker), { execArgv: [...execArgv] }));
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
              if (m.error !== undefined) reject(new Error(`peer thread ${i}: ${m.error}`));
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
