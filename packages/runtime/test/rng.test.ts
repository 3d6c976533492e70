/** The seeded generators: mulberry32's skip-ahead draws the same stream from any point; mulberry32Fill draws it into an array. */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, mulberry32, mulberry32Fill } from '../src/index.ts';

function draws(next: () => number, n: number): number[] {
  return Array.from({ length: n }, () => next());
}

describe('mulberry32 skip', () => {
  it.each([0, 1, 2, 63, 1000, 2 ** 32 - 1])('mulberry32(seed, %i) continues the stream at that draw', (skip) => {
    const whole = mulberry32(7);
    if (skip < 5000) {
      for (let i = 0; i < skip; i++) whole();
      expect(draws(mulberry32(7, skip), 16)).toEqual(draws(whole, 16));
    } else {
      // the state advances by a constant per draw, mod 2^32: a skip of 2^32 is no skip
      expect(draws(mulberry32(7, skip + 1), 8)).toEqual(draws(mulberry32(7, 2 ** 32 + skip + 1), 8));
    }
  });

  it('a skip of 2^32 draws is the same stream (the state is 32 bits)', () => {
    expect(draws(mulberry32(123, 2 ** 32), 8)).toEqual(draws(mulberry32(123), 8));
  });

  it.each([-1, 0.5, Number.NaN, 2 ** 53, '3'])('rejects skip %s with MW_INVALID_ARGUMENT', (skip) => {
    expect(() => mulberry32(1, skip as number)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
  });
});

describe('mulberry32Fill', () => {
  it.each([0, 1, 1000, 2 ** 32 - 1, 2 ** 40 + 3])('writes the draws of mulberry32(seed, %i), bit for bit, at the offset given', (skip) => {
    const out = new Float64Array(40).fill(-1);
    mulberry32Fill(out, 5, 30, 99, skip);
    expect(Array.from(out.subarray(5, 35))).toEqual(draws(mulberry32(99, skip), 30));
    // nothing outside the range is touched
    expect([...out.subarray(0, 5), ...out.subarray(35)].every((x) => x === -1)).toBe(true);
  });

  it('rounds to float32 in a Float32Array like a store of the draw', () => {
    const out = new Float32Array(8);
    mulberry32Fill(out, 0, 8, 3);
    expect(Array.from(out)).toEqual(Array.from(Float32Array.from(draws(mulberry32(3), 8))));
  });

  it.each([
    ['a negative offset', -1, 4, 0],
    ['a fractional count', 0, 2.5, 0],
    ['a range past the end', 6, 5, 0],
    ['a negative skip', 0, 4, -1],
    ['a NaN skip', 0, 4, Number.NaN],
  ])('refuses %s with MW_INVALID_ARGUMENT before writing', (_what, at, count, skip) => {
    const out = new Float64Array(10);
    expect(() => mulberry32Fill(out, at, count, 1, skip)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
    expect(out.every((x) => x === 0)).toBe(true);
  });
});
