/** Shape and rank validation shared by the topology factories. Every failure is a typed MeshworkError. */

import { invalidArgument, invalidRank, invalidTopology } from '../errors.ts';

/** Largest number of ranks a topology may have. */
export const MAX_RANKS = 4096;

/** Largest hypercube dimension (2^12 = 4096 ranks). */
export const MAX_HYPERCUBE_DIMENSION = 12;

/** Check that `value` is an integer >= `min`; otherwise throw INVALID_TOPOLOGY naming `what`. */
export function checkExtent(what: string, value: unknown, min: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min) {
    throw invalidTopology(what, `an integer >= ${min}`, value);
  }
  return value;
}

/** Check that a total rank count is within MAX_RANKS. `what` names the shape, e.g. `mesh(64x128)`. */
export function checkTotal(what: string, total: number): number {
  if (total > MAX_RANKS) {
    throw invalidTopology(`${what} size`, `at most ${MAX_RANKS} ranks`, total);
  }
  return total;
}

/**
 * Validate a mesh/torus `dims` array: non-empty, every entry an integer >= 1, product at most
 * MAX_RANKS. Returns a fresh copy (the caller's array is never retained).
 */
export function checkDims(kind: string, dims: unknown): number[] {
  if (!Array.isArray(dims) || dims.length === 0) {
    throw invalidTopology(`${kind} dims`, 'a non-empty array of integers >= 1', dims);
  }
  const out: number[] = [];
  for (let k = 0; k < dims.length; k++) {
    out.push(checkExtent(`${kind} dims[${k}]`, dims[k] as unknown, 1));
  }
  let total = 1;
  for (const n of out) total *= n;
  checkTotal(`${kind}(${out.join('x')})`, total);
  return out;
}

/** Check that `rank` is an integer in [0, size); otherwise throw INVALID_RANK. */
export function checkRank(rank: unknown, size: number): number {
  if (typeof rank !== 'number' || !Number.isInteger(rank) || rank < 0 || rank >= size) {
    throw invalidRank(rank, size);
  }
  return rank;
}

/** Check that `dir` is +1 or -1; otherwise throw INVALID_ARGUMENT. */
export function checkDir(dir: unknown): 1 | -1 {
  if (dir !== 1 && dir !== -1) throw invalidArgument('dir', '1 or -1', dir);
  return dir;
}

/** Check that `axis` is an integer in [0, axes); otherwise throw INVALID_ARGUMENT. */
export function checkAxis(axis: unknown, axes: number): number {
  if (typeof axis !== 'number' || !Number.isInteger(axis) || axis < 0 || axis >= axes) {
    throw invalidArgument('axis', axes === 0 ? 'an axis index, but this topology has no axes' : `an integer in [0, ${axes})`, axis);
  }
  return axis;
}
