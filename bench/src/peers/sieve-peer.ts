/**
 * Host side of the sieve peers: a worker_threads team (static blocks or a shared chunk counter)
 * and a piscina pool fed one `pool.run` per chunk, all awaited at once.
 */
import { Piscina } from 'piscina';
import type { SieveTask } from './sieve-task.ts';
import type { SieveJob, SieveThreadResult } from './sieve-worker.ts';
import type { PeerRun } from './stencil-peer.ts';
import { Team, workerUrl } from './team.ts';

export interface SievePeerOptions {
  readonly n: number;
  /** Numbers per chunk (counter and pool). */
  readonly chunk: number;
}

export class SievePeer {
  private readonly team: Team<SieveJob, SieveThreadResult>;

  private readonly spin: number;
  constructor(threads: number, spin: number, execArgv: readonly string[] = []) {
    this.spin = spin;
    this.team = new Team('sieve-worker', threads, execArgv);
  }

  /** Prime count of [2, n]; computeMs is thread 0's time between its barriers. */
  async run(o: SievePeerOptions, split: SieveJob['split']): Promise<PeerRun<number>> {
    const control = new SharedArrayBuffer(12);
    const job: SieveJob = { n: o.n, split, chunk: o.chunk, control, spin: this.spin };
    const results = await this.team.run(() => job);
    return { computeMs: (results[0] as SieveThreadResult).computeMs, result: results.reduce((s, r) => s + r.count, 0) };
  }

  close(): Promise<void> {
    return this.team.close();
  }
}

export class SievePoolPeer {
  private readonly pool: Piscina<SieveTask, number>;

  constructor(threads: number) {
    this.pool = new Piscina<SieveTask, number>({
      filename: workerUrl('sieve-task').href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      execArgv: [],
    });
  }

  /** Prime count of [2, n] from chunks of `chunk` numbers, every chunk one pool.run; computeMs is host wall time. */
  async run(o: SievePeerOptions): Promise<PeerRun<number>> {
    const t0 = performance.now();
    const tasks: Promise<number>[] = [];
    for (let lo = 2; lo <= o.n; lo += o.chunk) tasks.push(this.pool.run({ n: o.n, lo, hi: Math.min(o.n + 1, lo + o.chunk) }));
    const counts = await Promise.all(tasks);
    return { computeMs: performance.now() - t0, result: counts.reduce((s, c) => s + c, 0) };
  }

  close(): Promise<void> {
    return this.pool.destroy();
  }
}
