import { errors } from './errors.ts';
import { lowPrimes, sieveRange } from './kernel.ts';

export type { SieveCount, SieveRangeOptions } from './kernel.ts';
export { isqrt, lowPrimes, sieveRange, sieveStrided, trialDivide } from './kernel.ts';

/** Largest N accepted: n % p and p * p stay exact in doubles. */
export const MAX_N = Number.MAX_SAFE_INTEGER;

/** Validate N (an integer in [2, MAX_N]); MW_INVALID_ARGUMENT otherwise. */
export function checkN(n: unknown, what = 'n'): number {
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 2 || n > MAX_N) {
    throw errors.invalidN(what, n);
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
