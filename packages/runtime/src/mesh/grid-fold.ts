/**
 * A grid's fold (./grid.ts `foldRows`): one number folded over every interior cell in row-major
 * (index) order, the same on every rank, without the whole grid on any rank where the cuts allow.
 * What a checksum or an order-dependent reduction of a run's result needs: a gather to one rank
 * allocated the whole grid there (8 MiB for a 1024 x 1024 float64 field) every run only to fold it.
 *
 * The calls to `step` are those of a fold over the gathered grid, in the same order with the same
 * arguments but the array: runs of the last axis (a row of a 2-D grid), `step(acc, data, from, to,
 * first)` folding data[from..to) whose first cell has row-major index `first` in the whole grid.
 * So the result is bit-identical whatever the cuts, the storage or the number of ranks. (A 1-D
 * grid is one run, cut where the grid is cut: each strip steps over its part, so there the result
 * is the same for a step that folds cell after cell, as a checksum does.)
 *
 * - Row strips (distributed, every axis but the first in one part): each strip folds its own runs
 *   after the strip above it, the running value passed down as one float64 (the value as it is:
 *   -0 and NaN payloads included); the last strip's value is broadcast.
 * - Shared storage: rank 0 folds the whole grid in place (every rank's writes are in before the
 *   barrier), then broadcasts.
 * - Other cuts (tiles of a 2-D mesh): gathered to rank 0, folded there, broadcast.
 */
import type { NumericArray } from '../comm/dtype.ts';
import { invalidArgument } from '../errors.ts';
import type { RankGrid } from './grid.ts';
import type { GridEnv } from './grid-options.ts';
import { rowMajorStrides } from './strided.ts';

/** What `foldRows` calls per run of the last axis: data[from..to), its first cell at `first` in the whole grid. */
export type RowFold<A extends NumericArray = NumericArray> = (acc: number, data: A, from: number, to: number, first: number) => number;

/** Collective: `init` folded over every interior cell in index order by `step`; the result on every rank. */
export function foldGrid(g: RankGrid, env: GridEnv, init: number, step: RowFold): number {
  if (typeof init !== 'number') throw invalidArgument('grid.foldRows init', 'a number', init);
  if (typeof step !== 'function') throw invalidArgument('grid.foldRows step', 'a function (acc, data, from, to, first) => number', step);
  const comm = env.commShm;
  if (g.storage === 'shared') {
    comm.barrier();
    const acc = env.rank === 0 ? foldBox(g.data, g.strides, g.index(g.shape.map(() => 0)), g.shape, g.shape, init, step) : 0;
    return comm.broadcast(acc, 0);
  }
  const P = g.procDims[0] as number;
  if (g.procDims.every((n, a) => a === 0 || n === 1)) {
    const p = g.procCoords[0] as number;
    // the strip of coordinate q along the first axis (every other coordinate is 0)
    const strip = (q: number) => g.rankOf([q, ...g.procCoords.slice(1)]);
    const carry = new Float64Array(1);
    carry[0] = init;
    if (p > 0) env.links.recvInto(strip(p - 1), carry);
    carry[0] = foldBox(g.data, g.strides, g.origin, g.extent, g.shape, carry[0] as number, step, g.tile.lo[0] as number);
    if (p + 1 < P) env.links.sendTo(strip(p + 1), carry);
    return comm.broadcast(carry[0] as number, strip(P - 1));
  }
  const whole = g.gather(0);
  const acc = whole === undefined ? 0 : foldBox(whole, rowMajorStrides(g.shape), 0, g.shape, g.shape, init, step);
  return comm.broadcast(acc, 0);
}

/**
 * Fold the runs of the last axis of a box of `extent` cells stored from `at` with `strides`, whose
 * planes along the first axis start at plane `first0` of a grid of `shape` (every other axis whole).
 */
function foldBox(
  data: NumericArray,
  strides: readonly number[],
  at: number,
  extent: readonly number[],
  shape: readonly number[],
  init: number,
  step: RowFold,
  first0 = 0,
): number {
  const k = extent.length;
  const len = extent[k - 1] as number;
  const runs = extent.slice(0, k - 1).reduce((x, y) => x * y, 1);
  const gStrides = rowMajorStrides(shape);
  let acc = init;
  // odometer over the leading axes, both in the storage and in the whole grid's index order
  const idx = new Array<number>(Math.max(0, k - 1)).fill(0);
  for (let r = 0; r < runs; r++) {
    let from = at;
    let first = first0 * (gStrides[0] as number);
    for (let a = 0; a < k - 1; a++) {
      from += (idx[a] as number) * (strides[a] as number);
      first += (idx[a] as number) * (gStrides[a] as number);
    }
    const next = step(acc, data, from, from + len, first);
    if (typeof next !== 'number') throw invalidArgument('the value grid.foldRows step returned', 'a number', next);
    acc = next;
    for (let a = k - 2; a >= 0; a--) {
      idx[a] = (idx[a] as number) + 1;
      if ((idx[a] as number) < (extent[a] as number)) break;
      idx[a] = 0;
    }
  }
  return acc;
}
