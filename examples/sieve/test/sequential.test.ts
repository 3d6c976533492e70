/**
 * The sequential reference: pi(10^k) for k = 1..7, prime lists against an independent sieve of
 * Eratosthenes, the shared per-number code additive over any split, and typed errors for bad N.
 */
import { ErrorCodes, MeshworkError, mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { blockSplit, cyclicUnits, leOf, oddCosts, partUnits } from '../src/analysis.ts';
import { checkOptions } from '../src/options.ts';
import { isqrt, lowPrimes, sieveRange, sieveSequential, sieveStrided, trialDivide } from '../src/sequential.ts';

/** An independent oracle: the primes up to n by a plain sieve of Eratosthenes. */
function eratosthenes(n: number): number[] {
  const composite = new Uint8Array(n + 1);
  const out: number[] = [];
  for (let i = 2; i <= n; i++) {
    if (composite[i] === 1) continue;
    out.push(i);
    for (let j = i * i; j <= n; j += i) composite[j] = 1;
  }
  return out;
}

function expectCode(fn: () => unknown, code: string): void {
  let err: unknown;
  try {
    fn();
  } catch (e) {
    err = e;
  }
  expect(err).toBeInstanceOf(MeshworkError);
  expect((err as MeshworkError).code).toBe(code);
}

describe('sequential reference', () => {
  it.each([
    [1, 4],
    [2, 25],
    [3, 168],
    [4, 1229],
    [5, 9592],
    [6, 78498],
  ])('pi(10^%i) = %i', (k, pi) => {
    expect(sieveSequential(10 ** k).count).toBe(pi);
  });

  // About 0.6-1.3 s on the 2-core machine (well under 2 s), so it runs every time.
  it('pi(10^7) = 664579', () => {
    const r = sieveSequential(1e7);
    expect(r.count).toBe(664_579);
    expect(r.units).toBe(276_144_941);
  });

  it('prime lists equal an independent sieve of Eratosthenes (every N up to 300, random N up to 2e5)', () => {
    for (let n = 2; n <= 300; n++) expect(Array.from(sieveSequential(n, { list: true }).primes ?? [])).toEqual(eratosthenes(n));
    const rnd = mulberry32(11);
    for (let i = 0; i < 5; i++) {
      const n = 2 + Math.floor(rnd() * 200_000);
      expect(Array.from(sieveSequential(n, { list: true }).primes ?? [])).toEqual(eratosthenes(n));
    }
  });

  it('low primes and isqrt are exact, also next to perfect squares and at 2^53 - 1', () => {
    expect(Array.from(lowPrimes(1000))).toEqual(eratosthenes(31).slice(1));
    expect(Array.from(lowPrimes(3))).toEqual([]);
    expect(Array.from(lowPrimes(9))).toEqual([3]);
    for (const r of [1, 2, 3, 1000, 94_906_265]) {
      expect(isqrt(r * r)).toBe(r);
      expect(isqrt(r * r - 1)).toBe(r - 1);
      expect(isqrt(r * r + 1)).toBe(r);
    }
    expect(isqrt(Number.MAX_SAFE_INTEGER)).toBe(94_906_265);
    // trialDivide encodes 2 * divisions + prime
    const p = lowPrimes(10_000);
    expect(trialDivide(9, p)).toBe(2); // 1 division, composite
    expect(trialDivide(7, p)).toBe(1); // 0 divisions (9 > 7), prime
    expect(trialDivide(9973, p)).toBe(2 * 24 + 1); // the odd primes 3..97 (97^2 < 9973 < 101^2)
    expect(trialDivide(9991, p)).toBe(2 * 24); // 9991 = 97 * 103: 97, the 24th odd prime, divides
  });

  it('the per-number code is additive over any split, block or cyclic, with or without repeats', () => {
    const rnd = mulberry32(5);
    for (let t = 0; t < 20; t++) {
      const n = 2 + Math.floor(rnd() * 50_000);
      const primes = lowPrimes(n);
      const ref = sieveSequential(n);
      const parts = 1 + Math.floor(rnd() * 7);
      const cuts = [2, ...Array.from({ length: parts - 1 }, () => 2 + Math.floor(rnd() * (n - 1))).sort((a, b) => a - b), n + 1];
      const repeat = 1 + Math.floor(rnd() * 3);
      let count = 0;
      let units = 0;
      let executed = 0;
      for (let p = 0; p < parts; p++) {
        const r = sieveRange(cuts[p] as number, cuts[p + 1] as number, primes, { repeat });
        count += r.count;
        units += r.units;
        executed += r.executed;
      }
      expect({ count, units, executed }).toEqual({ count: ref.count, units: ref.units, executed: ref.units * repeat });
      const strided = Array.from({ length: parts }, (_, p) => sieveStrided(n, p, parts, primes));
      expect(strided.reduce((s, r) => s + r.count, 0)).toBe(ref.count);
      expect(strided.reduce((s, r) => s + r.units, 0)).toBe(ref.units);
      // the work-unit analysis prices splits from the same counts
      const costs = oddCosts(n, primes);
      expect(partUnits(costs, cuts)).toEqual(cuts.slice(1).map((b, p) => sieveRange(cuts[p] as number, b, primes).units));
      expect(cyclicUnits(costs, parts)).toEqual(strided.map((r) => r.units));
    }
  });

  it('the block split of [2, 1e6] in 4 parts has LE 79.43% in trial divisions', () => {
    const costs = oddCosts(1e6);
    expect(leOf(partUnits(costs, blockSplit(1e6, 4)))).toBeCloseTo(0.7943, 4);
  });

  it('bad N: MW_INVALID_ARGUMENT (N < 2, non-integer, NaN, not a number, too large)', () => {
    for (const n of [1, 0, -7, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53])
      expectCode(() => sieveSequential(n), ErrorCodes.INVALID_ARGUMENT);
    expectCode(() => sieveSequential('100' as unknown as number), ErrorCodes.INVALID_ARGUMENT);
  });

  it('bad options: unknown strategy MW_INVALID_OPTION, slow ranks outside the cluster MW_INVALID_ARGUMENT', () => {
    expectCode(() => checkOptions({ n: 100, strategy: 'bogus' }), ErrorCodes.INVALID_OPTION);
    expectCode(() => checkOptions({ n: 100 }), ErrorCodes.INVALID_OPTION);
    expectCode(() => checkOptions({ n: 1, strategy: 'static' }), ErrorCodes.INVALID_ARGUMENT);
    expectCode(() => checkOptions({ n: 100, strategy: 'functional', slow: { ranks: [2], factor: 2 } }, 2), ErrorCodes.INVALID_ARGUMENT);
    expectCode(() => checkOptions({ n: 100, strategy: 'functional', slow: { ranks: [1], factor: 1.5 } }, 2), ErrorCodes.INVALID_ARGUMENT);
    expectCode(() => checkOptions({ n: 100, strategy: 'functional', exponent: -1 }), ErrorCodes.INVALID_OPTION);
    expectCode(() => checkOptions({ n: 100, strategy: 'observed', calibrate: { fraction: 2 } }), ErrorCodes.INVALID_OPTION);
    expect(checkOptions({ n: 100, strategy: 'observed', slow: { ranks: [0, 1], factor: 3 } }, 2).strategy).toBe('observed');
  });
});
