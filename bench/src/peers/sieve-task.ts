/** Piscina task of the sieve peer: count the primes of [lo, hi), the sqrt(n) primes cached per thread. */
import { countPrimes, oddPrimesUpToRoot } from './sieve-kernel.ts';

export interface SieveTask {
  readonly n: number;
  readonly lo: number;
  readonly hi: number;
}

let cached: { n: number; primes: Int32Array } | undefined;

export default function sieveTask(task: SieveTask): number {
  if (cached?.n !== task.n) cached = { n: task.n, primes: oddPrimesUpToRoot(task.n) };
  return countPrimes(task.lo, task.hi, cached.primes);
}
