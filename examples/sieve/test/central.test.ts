/**
 * `central`: piscina's own queue serves chunks of [2, N] to P pool threads (as a pool user would
 * write it). Counts equal the reference for every chunk rule and seeded random P in 1..8; every
 * odd number is tested once (the threads' divisions add up to the reference's).
 */
import { mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { SievePool } from '../src/pool.ts';
import { sieveSequential } from '../src/sequential.ts';

const rnd = mulberry32(404);
const CASES = [undefined, 'gss', 'tss', 'fac2', 'fixed:500'].map((rule) => ({
  rule,
  threads: 1 + Math.floor(rnd() * 8),
  n: 2 + Math.floor(rnd() * 200_000),
}));

describe('sieve on piscina (central)', () => {
  it.each(CASES)('rule $rule on $threads threads, N = $n', async ({ rule, threads, n }) => {
    const pool = new SievePool(threads);
    try {
      const got = await pool.run(n, rule);
      const ref = sieveSequential(n);
      expect(got.count).toBe(ref.count);
      expect(got.units).toBe(ref.units);
      expect(got.threads).toHaveLength(threads);
      expect(got.threads.reduce((s, t) => s + t.chunks, 0)).toBe(got.tasks);
    } finally {
      await pool.close();
    }
  });
});
