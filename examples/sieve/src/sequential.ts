/**
 * The prime sieve of functional-load-balancing-sieve.txt (Appendix B/C), sequentially: the
 * optimised reference and the per-number code every rank shares.
 *
 * 1. The odd primes up to sqrt(N) (a plain sieve of Eratosthenes over [2, sqrt N]).
 * 2. Trial division of the odd numbers of [lo, hi) by those primes, in increasing order, stopping
 *    at the first divisor (composite) or at the first prime p with p * p > n (prime). 2 is counted
 *    on its own. Cost grows with n: a prime costs pi(sqrt n) - 1 divisions, so block splits of
 *    [2, N] give the high ranks more work.
 *
 * Work units are trial divisions (`n % p` evaluations): deterministic, so load efficiency computed
 * from them is exact and reproducible.
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { lowPrimes, sieveRange } from './kernel.ts';

export type { SieveCount, SieveRangeOptions } from './kernel.ts';
export { isqrt, lowPrimes, sieveRange, sieveStrided, trialDivide } from './kernel.ts';

/** Largest N accepted: n % p and p * p stay exact in doubles. */
export const MAX_N = Number.MAX_SAFE_INTEGER;

/** Validate N (an integer in [2, MAX_N]); MW_INVALID_ARGUMENT otherwise. */
export function checkN(n: unknown, what = 'n'): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > MAX_N) {
    const got = typeof n === 'number' ? `number ${n}` : n === undefined ? 'undefined' : `${typeof n} ${JSON.stringify(n)}`;
    throw new MeshworkError(
      ErrorCodes.INVALID_ARGUMENT,
      `${what} must be an integer in [2, 2^53 - 1] (find the primes in [2, N]), got ${got}`,
    );
  }
  return n;
}

export interface SequentialResult {
  readonly count: number;
  readonly units: number;
  /** The primes in [2, N], when asked for. */
  readonly primes?: Float64Array | undefined;
}

/** The sequential reference: all primes in [2, N]. */
export function sieveSequential(n: number, options: { list?: boolean } = {}): SequentialResult {
  checkN(n);
  const primes = lowPrimes(n);
  const list = options.list === true ? [] : undefined;
  const r = sieveRange(2, n + 1, primes, { list });
  return { count: r.count, units: r.units, primes: list === undefined ? undefined : Float64Array.from(list) };
}
