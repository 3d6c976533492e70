/**
 * A piscina worker as a pool user would write it: one task tests the numbers [lo, hi) with the
 * same per-number code as the reference (the primes up to sqrt(N) cached per thread). The thread
 * id comes back so the bench can price the load of each thread.
 */
import { threadId } from 'node:worker_threads';
import { lowPrimes, type SieveCount, sieveRange } from './sequential.js';

export interface PoolTask {
  readonly n: number;
  readonly lo: number;
  readonly hi: number;
}

export interface PoolResult extends SieveCount {
  readonly thread: number;
}

let cached: { n: number; primes: Int32Array } | undefined;

export default function sieveTask(task: PoolTask): PoolResult {
  if (cached?.n !== task.n) cached = { n: task.n, primes: lowPrimes(task.n) };
  return { ...sieveRange(task.lo, task.hi, cached.primes), thread: threadId };
}
