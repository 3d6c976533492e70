/** The replica layout (m distinct permutations, scattered blocks) and the THRESHOLD rules, pure. */
import { ErrorCodes } from '@meshwork/runtime';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createReplicate, currentThreshold, initialThreshold, ReplicaLayout } from '../src/loops/index.ts';

describe('ReplicaLayout', () => {
  it('every F_k is a permutation, a rank holds m distinct blocks, partners and requesters mirror', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 64 }).chain((p) => fc.tuple(fc.constant(p), fc.integer({ min: 1, max: p }))),
        ([p, m]) => {
          const l = new ReplicaLayout(10 * p, p, m);
          for (let k = 0; k < m; k++) expect(new Set(Array.from({ length: p }, (_, i) => l.perm(k, i))).size).toBe(p);
          const copies = new Array<number>(p).fill(0);
          for (let i = 0; i < p; i++) {
            const blocks = l.blocksOf(i);
            expect(blocks[0]).toBe(i);
            expect(new Set(blocks).size).toBe(m);
            for (const b of blocks) copies[b] = (copies[b] as number) + 1;
            for (const j of l.partners(i)) expect(l.requesters(j)).toContain(i);
          }
          // each block is held by exactly m ranks: the primary and m - 1 secondaries
          expect(copies.every((c) => c === m)).toBe(true);
        },
      ),
      { seed: 9, numRuns: 200 },
    );
  });
  it('scatters a rank blocks evenly: P = 64, m = 8 gives blocks 8 apart', () => {
    expect(new ReplicaLayout(6400, 64, 8).blocksOf(3)).toEqual([3, 11, 19, 27, 35, 43, 51, 59]);
  });
});

describe('THRESHOLD (eqs. 11-14)', () => {
  it('starts near 10 for t = 0.5, d = 0.1 and drops to 2', () => {
    expect(initialThreshold(0.5, 0.1)).toBe(10);
    expect(currentThreshold(10, 0, false)).toBe(10);
    expect(currentThreshold(10, 1, false)).toBe(6);
    expect(currentThreshold(10, 2, false)).toBe(2);
    expect(currentThreshold(10, 5, false)).toBe(2);
    expect(currentThreshold(10, 0, true)).toBe(2);
  });
});

describe('replicate options', () => {
  it.each([{ m: 0 }, { m: 1.5 }, { chunk: 0 }, { threshold: 1 }, { bogus: 1 }])('%o is MW_INVALID_OPTION', (o) => {
    expect(() => createReplicate(o)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_OPTION }));
  });
  it('m > P is MW_INVALID_OPTION naming the range', () => {
    expect(() => new ReplicaLayout(100, 4, 5)).toThrow(/replicate: option "m" must be an integer in \[1, 4\].*got number 5/);
  });
});
