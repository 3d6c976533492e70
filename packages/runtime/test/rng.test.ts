/** The seeded generators: mulberry32's skip-ahead draws the same stream from any point. */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, mulberry32 } from '../src/index.ts';

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
