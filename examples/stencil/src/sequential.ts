/**
 * Sequential 2-D Jacobi heat stencil: the oracle and the speedup baseline.
 * u'(i, j) = 0.25 * (u(i-1, j) + u(i+1, j) + u(i, j-1) + u(i, j+1)), cells outside the grid
 * held at `boundary` (Dirichlet). Double-buffered, typed arrays, no allocation per step.
 */
import { mulberry32Fill } from '@meshwork/runtime';

export interface StencilOptions {
  readonly rows: number;
  readonly cols: number;
  readonly iterations: number;
  readonly seed: number;
  readonly boundary: number;
}

export const DEFAULTS: StencilOptions = { rows: 1024, cols: 1024, iterations: 200, seed: 7, boundary: 1 };

/** The seeded initial field: uniform noise in [0, 1). */
export function initialField(o: StencilOptions): Float64Array {
  const u = new Float64Array(o.rows * o.cols);
  initialBox(o, [0, 0], [o.rows, o.cols], u, o.cols, 0);
  return u;
}

/**
 * Rows lo[0]..hi[0], columns lo[1]..hi[1] of the initial field, written to `out` from `at` with
 * `stride` elements per row: the same draws as `initialField` (the generator skips to each row's
 * first cell), so a rank generates only its tile.
 */
export function initialBox(
  o: StencilOptions,
  lo: readonly number[],
  hi: readonly number[],
  out: Float64Array,
  stride: number,
  at: number,
): void {
  const [r0, c0] = lo as [number, number];
  const [r1, c1] = hi as [number, number];
  for (let i = r0; i < r1; i++) mulberry32Fill(out, at + (i - r0) * stride, c1 - c0, o.seed, i * o.cols + c0);
}

/**
 * One sweep over rows [r0, r1) of a padded (rows+2) x (cols+2) array; shared with the SPMD program
 * and written alike in the peers (`@meshwork/harness/machine`).
 *
 * Two details make V8 (TurboFan, Node 26) compile a faster loop, measured on 2026-11-28 with
 * `node bench/scripts/sweep-forms.mjs 8` (two threads, 512 x 1024 each, interleaved, medians of the
 * slower thread over 8 rounds of 200 sweeps): the row's first cell written as `(i + 1) * stride + 1`
 * (here plus a constant shift) rather than `origin + i * stride` (the same index; 119.5 -> 107.4
 * ms), and the left and centre values carried in locals from one cell to the next, three loads a
 * cell instead of four (-> 93.0 ms). One index
 * bounded by the row's end, not an index and a column counter (5-10% faster again). The four
 * values are added in the same order as u' above, so every result is bit-identical.
 */
export function sweep(src: Float64Array, dst: Float64Array, stride: number, origin: number, r0: number, r1: number, cols: number): void {
  const shift = origin - stride - 1;
  for (let i = r0; i < r1; i++) {
    let c = (i + 1) * stride + 1 + shift;
    const end = c + cols;
    let left = src[c - 1] as number;
    let centre = src[c] as number;
    for (; c < end; c++) {
      const right = src[c + 1] as number;
      dst[c] = 0.25 * ((src[c - stride] as number) + (src[c + stride] as number) + left + right);
      left = centre;
      centre = right;
    }
  }
}

export interface TimedField {
  readonly field: Float64Array;
  /** Wall ms of the sweeps alone: what the SPMD program times (grids loaded before, gathered after). */
  readonly sweepMs: number;
}

/** The reference with the time of its sweeps (the setup and the copy out are not in `sweepMs`). */
export function stencilSequentialTimed(o: StencilOptions): TimedField {
  const stride = o.cols + 2;
  let a = new Float64Array((o.rows + 2) * stride).fill(o.boundary);
  let b = new Float64Array((o.rows + 2) * stride).fill(o.boundary);
  const init = initialField(o);
  for (let i = 0; i < o.rows; i++) a.set(init.subarray(i * o.cols, (i + 1) * o.cols), (i + 1) * stride + 1);
  const t0 = performance.now();
  for (let t = 0; t < o.iterations; t++) {
    sweep(a, b, stride, stride + 1, 0, o.rows, o.cols);
    const s = a;
    a = b;
    b = s;
  }
  const sweepMs = performance.now() - t0;
  const out = new Float64Array(o.rows * o.cols);
  for (let i = 0; i < o.rows; i++) out.set(a.subarray((i + 1) * stride + 1, (i + 1) * stride + 1 + o.cols), i * o.cols);
  return { field: out, sweepMs };
}

export function stencilSequential(o: StencilOptions): Float64Array {
  return stencilSequentialTimed(o).field;
}
