/**
 * Sieve peer, one thread: count the primes of [2, n] in a static block of the numbers, or in
 * chunks taken from a shared counter with `Atomics.add` (self-scheduling), then meet at a barrier.
 */
import { SpinBarrier } from './barrier.ts';
import { serve } from './serve.ts';
import { countPrimes, oddPrimesUpToRoot } from './sieve-kernel.ts';
import { blockStart } from './split.ts';

export interface SieveJob {
  readonly n: number;
  /** `block`: static block split of the numbers; `counter`: chunks of `chunk` numbers from a shared counter. */
  readonly split: 'block' | 'counter';
  readonly chunk: number;
  /** Int32 words: [barrier count, barrier generation, next chunk]. */
  readonly control: SharedArrayBuffer;
  readonly spin: number;
}

export interface SieveThreadResult {
  readonly count: number;
  readonly chunks: number;
  /** Wall ms on this thread between two barriers (sqrt primes included). */
  readonly computeMs: number;
}

serve((job: SieveJob, thread, threads): SieveThreadResult => {
  const words = new Int32Array(job.control);
  const barrier = new SpinBarrier(words, 0, threads, job.spin);
  const numbers = job.n - 1; // [2, n]: number i + 2 for i in [0, numbers)
  barrier.wait();
  const t0 = performance.now();
  const primes = oddPrimesUpToRoot(job.n);
  let count = 0;
  let chunks = 0;
  if (job.split === 'block') {
    count = countPrimes(2 + blockStart(numbers, threads, thread), 2 + blockStart(numbers, threads, thread + 1), primes);
    chunks = 1;
  } else {
    for (;;) {
      const lo = Atomics.add(words, 2, 1) * job.chunk;
      if (lo >= numbers) break;
      count += countPrimes(2 + lo, 2 + Math.min(numbers, lo + job.chunk), primes);
      chunks++;
    }
  }
  barrier.wait();
  return { count, chunks, computeMs: performance.now() - t0 };
});
