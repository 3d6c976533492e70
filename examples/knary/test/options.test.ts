/** Bad knary input is a typed error (MW_INVALID_ARGUMENT) whose message says what was expected and what came. */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { checkOptions } from '../src/knary.ts';
import { knarySequential } from '../src/sequential.ts';

describe('knary options', () => {
  it.each([
    ['h < 1', { h: 0, d: 3, s: 0 }, ['h (height)', 'number 0']],
    ['d < 1', { h: 3, d: 0, s: 0 }, ['d (degree)', 'number 0']],
    ['s > d', { h: 3, d: 2, s: 3 }, ['at most d = 2', 'number 3']],
    ['s < 0', { h: 3, d: 2, s: -1 }, ['s (serial children)', 'number -1']],
    ['non-integer h', { h: 2.5, d: 3, s: 0 }, ['an integer', '2.5']],
    ['non-integer d', { h: 3, d: Number.NaN, s: 0 }, ['d (degree)', 'NaN']],
    ['string s', { h: 3, d: 3, s: '1' }, ['s (serial children)', 'string']],
    ['missing h', { d: 3, s: 0 }, ['h (height)', 'undefined']],
    ['negative iters', { h: 3, d: 3, s: 0, iters: -5 }, ['iters', 'number -5']],
    ['too many nodes', { h: 30, d: 5, s: 0 }, ['node count', 'at most']],
  ])('%s', (_name, options, parts) => {
    for (const f of [() => checkOptions(options as never), () => knarySequential(options as never)]) {
      try {
        f();
        expect.unreachable();
      } catch (err) {
        expect(err).toBeInstanceOf(MeshworkError);
        expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
        for (const p of parts) expect((err as Error).message).toContain(p);
        expect((err as Error).message).toMatch(/must be .*, got /);
      }
    }
  });

  it('accepts the edge cases h = 1, d = 1, s = d and fills the default work loop', () => {
    expect(checkOptions({ h: 1, d: 1, s: 1 })).toEqual({ h: 1, d: 1, s: 1, iters: 500 });
    expect(knarySequential({ h: 1, d: 4, s: 0, iters: 3 }).nodes).toBe(1);
    expect(knarySequential({ h: 5, d: 1, s: 0, iters: 3 }).nodes).toBe(5);
  });
});
