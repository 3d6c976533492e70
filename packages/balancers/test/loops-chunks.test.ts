/** Chunk rules of self-scheduling as pure sequences: the N = 1000, P = 4 figures, and coverage. */
import { ErrorCodes } from '@meshwork/runtime';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ChunkSequence, chunkSizes, parseChunkRule } from '../src/loops/index.ts';

describe('chunk rules for N = 1000, P = 4', () => {
  it('GSS: 22 chunks of ceil(R/P), 250, 188, 141, ...', () => {
    const s = chunkSizes({ kind: 'gss' }, 1000, 4);
    expect(s).toEqual([250, 188, 141, 106, 79, 59, 45, 33, 25, 19, 14, 11, 8, 6, 4, 3, 3, 2, 1, 1, 1, 1]);
  });
  it('FAC2: batches of P chunks of ceil(R/2P): 4x125, 4x63, 4x31, ...', () => {
    const s = chunkSizes({ kind: 'fac2' }, 1000, 4);
    const batches = [125, 63, 31, 16, 8, 4, 2, 1];
    expect(s).toEqual(batches.flatMap((c) => [c, c, c, c]));
  });
  it('TSS: first N/(2P) = 125, step floor(124/15) = 8, the last chunk clipped to what is left', () => {
    const s = chunkSizes({ kind: 'tss' }, 1000, 4);
    expect(s).toEqual([125, 117, 109, 101, 93, 85, 77, 69, 61, 53, 45, 37, 28]);
  });
  it('fixed:64: 15 chunks of 64 and one of 40', () => {
    expect(chunkSizes(parseChunkRule('fixed:64'), 1000, 4)).toEqual([...new Array<number>(15).fill(64), 40]);
  });
});

describe('every rule covers [0, N) exactly (property)', () => {
  const rule = fc.oneof(
    fc.constantFrom('gss', 'tss', 'fac2'),
    fc.integer({ min: 1, max: 50 }).map((k) => `fixed:${k}`),
  );
  it('sizes are >= 1, sum to N; ChunkSequence bounds are contiguous', () => {
    fc.assert(
      fc.property(rule, fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 1, max: 64 }), (name, n, p) => {
        const r = parseChunkRule(name);
        const sizes = chunkSizes(r, n, p);
        expect(sizes.every((c) => Number.isInteger(c) && c >= 1)).toBe(true);
        expect(sizes.reduce((a, b) => a + b, 0)).toBe(n);
        const seq = new ChunkSequence(r, n, p);
        expect(seq.count).toBe(sizes.length);
        let at = 0;
        for (let k = 0; k < seq.count; k++) {
          expect(seq.start(k)).toBe(at);
          at += sizes[k] as number;
          expect(seq.end(k)).toBe(at);
        }
        expect(seq.start(seq.count)).toBe(n);
      }),
      { seed: 5, numRuns: 300 },
    );
  });
  it('GSS and FAC2 sizes never increase; TSS decreases linearly until clipped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50_000 }), fc.integer({ min: 1, max: 32 }), (n, p) => {
        for (const kind of ['gss', 'fac2', 'tss'] as const) {
          const s = chunkSizes({ kind }, n, p);
          for (let k = 1; k < s.length; k++) expect(s[k]).toBeLessThanOrEqual(s[k - 1] as number);
        }
      }),
      { seed: 6, numRuns: 200 },
    );
  });
});

describe('bad rules and sizes', () => {
  it.each(['guided', 'fixed:0', 'fixed:x', 'gss:3', 42])('rule %s is MW_INVALID_OPTION', (bad) => {
    expect(() => parseChunkRule(bad)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_OPTION }));
  });
  it.each([-1, 1.5, Number.NaN])('n = %s is MW_INVALID_ARGUMENT', (n) => {
    expect(() => chunkSizes({ kind: 'gss' }, n, 4)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
  });
  it('p = 0 is MW_INVALID_ARGUMENT', () => {
    expect(() => chunkSizes({ kind: 'gss' }, 10, 0)).toThrow(/rank count p must be an integer >= 1, got number 0/);
  });
});
