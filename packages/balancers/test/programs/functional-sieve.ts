/**
 * Functional balancing of the modified Sieve of Eratosthenes (Appendix B of the paper) on real
 * threads: the numbers [lo, hi] are a range domain (index i = number lo + i). Phase 0 runs on the
 * block split, `functional` rebalances (each rank solving its own bounds, one allgather to agree),
 * phase 1 runs on the new split. Loads are work units: trial divisions, deterministic.
 */
import { defineProgram } from '@meshwork/runtime';
import { createFunctional } from '../../src/functional/index.ts';

export interface SieveProgramOptions {
  readonly lo: number;
  readonly hi: number;
  /** JSON options of the functional balancer. */
  readonly balancer: Record<string, unknown>;
}

/** Odd primes up to sqrt(max) (step 1 of Appendix B: every rank finds them). */
export function lowPrimes(max: number): number[] {
  const root = Math.floor(Math.sqrt(max)) + 1;
  const sieve = new Uint8Array(root + 1).fill(1);
  const out: number[] = [];
  for (let i = 2; i <= root; i++) {
    if (sieve[i] !== 1) continue;
    if (i > 2) out.push(i);
    for (let j = i * i; j <= root; j += i) sieve[j] = 0;
  }
  return out;
}

/** Trial divisions to test the odd numbers in [a, b) (the Find_primes loop of Appendix B). */
export function sieveWork(a: number, b: number, primes: readonly number[]): { units: number; found: number } {
  let units = 0;
  let found = 0;
  for (let n = Math.max(3, a | 1); n < b; n += 2) {
    let prime = true;
    for (const p of primes) {
      if (p * p > n) break;
      units++;
      if (n % p === 0) {
        prime = false;
        break;
      }
    }
    if (prime) found++;
  }
  return { units, found };
}

export default defineProgram(async (ctx, opts: SieveProgramOptions) => {
  const primes = lowPrimes(opts.hi);
  const n = opts.hi - opts.lo + 1;
  const range = ctx.range({ n });
  const run = () =>
    ctx.phase('sieve', () => {
      const r = sieveWork(opts.lo + range.lo, opts.lo + range.hi, primes);
      ctx.work(r.units);
      return r;
    });
  const before = run();
  const report = ctx.balance(createFunctional(opts.balancer), range, { total: before.units });
  const after = run();
  const primesFound = ctx.comm.allreduce(after.found, 'sum');
  return { rank: ctx.rank, cuts: report.cuts, before: before.units, after: after.units, report, primesFound };
});
