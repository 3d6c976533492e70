/**
 * The sweep's loop form (left and centre carried in locals, the row's start written from the
 * shift) against the stencil written out with four loads a cell: bit for bit, on layouts with
 * wider halos and padded rows, sub-ranges of rows, and cells outside the swept box left alone.
 * (The peers' copies of the sweep are held to the reference in bench/test/peers.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { sweep } from '../src/index.ts';

/** u' at every cell of rows [r0, r1), four loads a cell, in the order of the formula. */
function written(src: Float64Array, dst: Float64Array, stride: number, origin: number, r0: number, r1: number, cols: number): void {
  for (let i = r0; i < r1; i++) {
    for (let j = 0; j < cols; j++) {
      const c = origin + i * stride + j;
      dst[c] = 0.25 * ((src[c - stride] as number) + (src[c + stride] as number) + (src[c - 1] as number) + (src[c + 1] as number));
    }
  }
}

/** Deterministic values of every magnitude the field meets (and a few negative ones). */
function field(n: number, seed: number): Float64Array {
  const f = new Float64Array(n);
  let x = seed >>> 0;
  for (let i = 0; i < n; i++) {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    f[i] = (x / 2 ** 32 - 0.1) * 10 ** ((x % 7) - 3);
  }
  return f;
}

describe('the sweep', () => {
  it.each([
    // rows, cols, halo, extra padding per row, swept rows
    [5, 7, 1, 0, 0, 5],
    [9, 1, 1, 0, 0, 9],
    [6, 13, 2, 3, 1, 5],
    [4, 64, 3, 1, 2, 3],
    [3, 2, 1, 5, 0, 3],
  ])('%i x %i, halo %i, %i padding, rows %i..%i: the formula bit for bit', (rows, cols, halo, pad, r0, r1) => {
    const stride = cols + 2 * halo + pad;
    const origin = halo * stride + halo;
    const n = (rows + 2 * halo) * stride;
    const src = field(n, rows * 31 + cols);
    const want = field(n, 99);
    const got = Float64Array.from(want);
    written(src, want, stride, origin, r0, r1, cols);
    sweep(src, got, stride, origin, r0, r1, cols);
    let differing = 0;
    for (let k = 0; k < n; k++) if (!Object.is(got[k], want[k])) differing++;
    expect(differing).toBe(0);
    // the swept box changed, nothing else did
    const untouched = field(n, 99);
    let changed = 0;
    for (let k = 0; k < n; k++) if (got[k] !== untouched[k]) changed++;
    expect(changed).toBe((r1 - r0) * cols);
  });
});
