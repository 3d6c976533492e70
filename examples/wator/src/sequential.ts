/**
 * Sequential WaTor: the correctness oracle and the speedup baseline. One thread, two padded
 * Int32 oceans ((rows + 6) x cols: 3 wrap rows above and below; columns wrap by index), the same
 * kernels as the SPMD program, no allocation per step.
 */

import { HALO_ROWS } from './cells.ts';
import { errors } from './errors.ts';
import { type Block, countFish, minnowSubstep, sharkSubstep } from './kernels.ts';
import { checkOptions, initialCell, type WatorOptions } from './rules.ts';

export interface WatorSequentialResult {
  /** Final ocean, row-major rows x cols, packed cells (see rules.ts). */
  readonly cells: Int32Array;
  /** Population after each step; index 0 is the initial population (length steps + 1). */
  readonly minnows: Int32Array;
  readonly sharks: Int32Array;
  /** Fish updated in each step (work units). */
  readonly work: Float64Array;
}

/** The initial ocean (row-major, packed cells). */
export function initialOcean(o: WatorOptions): Int32Array {
  const cells = new Int32Array(o.rows * o.cols);
  for (let c = 0; c < cells.length; c++) cells[c] = initialCell(o, c);
  return cells;
}

/** Fill the wrap rows of a padded ocean (HALO_ROWS above and below) from its interior. */
export function wrapPadded(a: Int32Array, H: number, W: number): void {
  const row = (i: number) => (i + HALO_ROWS) * W;
  a.copyWithin(row(-HALO_ROWS), row(H - HALO_ROWS), row(H));
  a.copyWithin(row(H), row(0), row(HALO_ROWS));
}

export function watorSequential(options: WatorOptions): WatorSequentialResult {
  const o = checkOptions(options);
  return watorFrom(initialOcean(o), o);
}

/** Run `steps` steps from a given ocean (row-major rows x cols packed cells; tests build scenarios with it). */
export function watorFrom(initial: Int32Array, options: WatorOptions): WatorSequentialResult {
  const o = checkOptions(options);
  if (!(initial instanceof Int32Array) || initial.length !== o.rows * o.cols) {
    throw errors.badOcean(o.rows * o.cols, initial?.length);
  }
  const H = o.rows;
  const W = o.cols;
  const stride = W;
  const size = (H + 2 * HALO_ROWS) * stride;
  const a = new Int32Array(size);
  const b = new Int32Array(size);
  const intent = new Int8Array(size);
  const claims = new Int8Array(size);
  const origin = HALO_ROWS * stride;
  const init = initial;
  for (let i = 0; i < H; i++) a.set(init.subarray(i * W, (i + 1) * W), origin + i * stride);
  const minnows = new Int32Array(o.steps + 1);
  const sharks = new Int32Array(o.steps + 1);
  const work = new Float64Array(o.steps);
  const [m0, s0] = countFish(a, origin, stride, H, W);
  minnows[0] = m0;
  sharks[0] = s0;
  const pop = new Float64Array(2);
  const block = (src: Int32Array, dst: Int32Array): Block => ({ src, dst, intent, claims, origin, stride, rows: H, g0: 0, H, W });
  const ab = block(a, b);
  const ba = block(b, a);
  for (let t = 0; t < o.steps; t++) {
    wrapPadded(a, H, W);
    let w = sharkSubstep(ab, o, t, undefined);
    wrapPadded(b, H, W);
    w += minnowSubstep(ba, o, t, undefined, pop);
    work[t] = w;
    minnows[t + 1] = pop[0] as number;
    sharks[t + 1] = pop[1] as number;
  }
  const cells = new Int32Array(H * W);
  for (let i = 0; i < H; i++) cells.set(a.subarray(origin + i * stride, origin + i * stride + W), i * W);
  return { cells, minnows, sharks, work };
}
