/**
 * Prime counting by trial division, written out for the peers (no Meshwork code): the odd primes
 * up to sqrt(n), then every odd number of a range tested against them in increasing order,
 * stopping at the first divisor or at the first p with p * p > x. Same algorithm as the example.
 */

/** The odd primes <= floor(sqrt(n)), by a sieve of Eratosthenes. */
export function oddPrimesUpToRoot(n: number): Int32Array {
  let root = Math.floor(Math.sqrt(n));
  while (root * root > n) root--;
  while ((root + 1) * (root + 1) <= n) root++;
  const composite = new Uint8Array(root + 1);
  const out: number[] = [];
  for (let i = 3; i <= root; i += 2) {
    if (composite[i] === 1) continue;
    out.push(i);
    for (let j = i * i; j <= root; j += 2 * i) composite[j] = 1;
  }
  return Int32Array.from(out);
}

/** Primes among the numbers [lo, hi) (2 counted when in range). */
export function countPrimes(lo: number, hi: number, primes: Int32Array): number {
  let count = lo <= 2 && hi > 2 ? 1 : 0;
  let x = Math.max(3, lo);
  if (x % 2 === 0) x++;
  const m = primes.length;
  for (; x < hi; x += 2) {
    let prime = 1;
    for (let k = 0; k < m; k++) {
      const p = primes[k] as number;
      if (p * p > x) break;
      if (x % p === 0) {
        prime = 0;
        break;
      }
    }
    count += prime;
  }
  return count;
}
