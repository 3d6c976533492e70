/**
 * The per-number code of the sieve (see sequential.ts), with no imports: the piscina worker of
 * the `central` strategy loads it without the runtime.
 */

/** floor(sqrt(n)), exact for every safe integer. */
export function isqrt(n: number): number {
  let r = Math.floor(Math.sqrt(n));
  while (r * r > n) r--;
  while ((r + 1) * (r + 1) <= n) r++;
  return r;
}

/** The odd primes p <= floor(sqrt(max)), in increasing order (step 1 of Appendix B). */
export function lowPrimes(max: number): Int32Array {
  const root = isqrt(Math.max(0, max));
  const composite = new Uint8Array(root + 1);
  let count = 0;
  for (let i = 3; i <= root; i += 2) {
    if (composite[i] === 1) continue;
    count++;
    for (let j = i * i; j <= root; j += 2 * i) composite[j] = 1;
  }
  const out = new Int32Array(count);
  let k = 0;
  for (let i = 3; i <= root; i += 2) if (composite[i] === 0) out[k++] = i;
  return out;
}

/**
 * Test one odd n >= 3 against the odd primes (the inner loop of Find_primes). Returns
 * `2 * divisions + (prime ? 1 : 0)`: the caller gets both facts without an allocation.
 * `primes` must hold every odd prime up to sqrt(n).
 */
export function trialDivide(n: number, primes: Int32Array): number {
  const m = primes.length;
  let k = 0;
  for (; k < m; k++) {
    const p = primes[k] as number;
    if (p * p > n) break;
    if (n % p === 0) return (k + 1) * 2;
  }
  return k * 2 + 1;
}

export interface SieveCount {
  /** Primes found. */
  count: number;
  /** Trial divisions of the algorithm (speed independent). */
  units: number;
  /** Trial divisions executed: `units * repeat` (an emulated slow rank repeats each test). */
  executed: number;
}

export interface SieveRangeOptions {
  /**
   * Run every test `repeat` times (default 1): emulates a rank `repeat` times slower. The repeats
   * feed `executed`, so the optimiser cannot drop them.
   */
  readonly repeat?: number;
  /** Append every prime found here, in increasing order. */
  readonly list?: number[] | undefined;
}

function firstOdd(lo: number): number {
  const a = Math.max(3, lo);
  return a % 2 === 0 ? a + 1 : a;
}

/**
 * Find the primes in the numbers [lo, hi) (Find_primes of Appendix B on a sub-range). Shared by the
 * sequential reference (`[2, N + 1)`) and by every rank on its part.
 */
export function sieveRange(lo: number, hi: number, primes: Int32Array, options: SieveRangeOptions = {}): SieveCount {
  const repeat = options.repeat ?? 1;
  const list = options.list;
  let count = 0;
  let units = 0;
  let executed = 0;
  if (lo <= 2 && hi > 2) {
    count++;
    list?.push(2);
  }
  const start = firstOdd(lo);
  if (repeat === 1) {
    for (let n = start; n < hi; n += 2) {
      const e = trialDivide(n, primes);
      units += e >> 1;
      if ((e & 1) === 1) {
        count++;
        list?.push(n);
      }
    }
    executed = units;
  } else {
    for (let n = start; n < hi; n += 2) {
      let e = 0;
      for (let r = 0; r < repeat; r++) {
        e = trialDivide(n, primes);
        executed += e >> 1;
      }
      units += e >> 1;
      if ((e & 1) === 1) {
        count++;
        list?.push(n);
      }
    }
  }
  return { count, units, executed };
}

/**
 * The cyclic split: the odd candidates 3, 5, 7, ... are dealt to the parts in turn (candidate j,
 * the number 3 + 2j, goes to part j mod parts); part 0 also owns 2. Interleaving all integers
 * instead would give every odd number to the odd parts when `parts` is even.
 */
export function sieveStrided(n: number, part: number, parts: number, primes: Int32Array, options: SieveRangeOptions = {}): SieveCount {
  const repeat = options.repeat ?? 1;
  const list = options.list;
  let count = 0;
  let units = 0;
  let executed = 0;
  if (part === 0 && n >= 2) {
    count++;
    list?.push(2);
  }
  const step = 2 * parts;
  for (let x = 3 + 2 * part; x <= n; x += step) {
    let e = 0;
    for (let r = 0; r < repeat; r++) {
      e = trialDivide(x, primes);
      executed += e >> 1;
    }
    units += e >> 1;
    if ((e & 1) === 1) {
      count++;
      list?.push(x);
    }
  }
  return { count, units, executed };
}
