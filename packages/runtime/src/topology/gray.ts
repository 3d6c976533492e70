/**
 * Reflected binary Gray codes and the Gray-code embedding of a mesh into a hypercube.
 *
 * Consecutive integers have Gray codes that differ in exactly one bit, so giving each mesh axis
 * its own field of ceil(log2 n) bits and storing gray(coordinate) there maps mesh neighbours
 * (one coordinate differs by 1) to hypercube neighbours (one bit differs): dilation 1.
 */

import { invalidArgument } from '../errors.ts';
import { coordsOf, makeShape, rowMajorStrides } from './grid.ts';
import { checkDims, checkRank } from './validate.ts';

const MAX_CODE = 0xffff_ffff;

function checkCode(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_CODE) {
    throw invalidArgument(what, 'an integer in [0, 2^32)', value);
  }
  return value;
}

/** Reflected binary Gray code of `n` (0 <= n < 2^32). */
export function gray(n: number): number {
  checkCode('gray(n) argument', n);
  return (n ^ (n >>> 1)) >>> 0;
}

/** Inverse of `gray`: inverseGray(gray(n)) === n. */
export function inverseGray(g: number): number {
  let n = checkCode('inverseGray(g) argument', g);
  for (let shift = g >>> 1; shift !== 0; shift >>>= 1) n = (n ^ shift) >>> 0;
  return n;
}

/** Number of bits needed for the values 0 .. n - 1 (0 for n = 1). */
export function bitsFor(n: number): number {
  let bits = 0;
  while (2 ** bits < n) bits++;
  return bits;
}

export interface GrayEmbedding {
  /** Dimension of the target hypercube: the sum of `bitsPerAxis`. */
  readonly dimension: number;
  /** ceil(log2 dims[k]) per mesh axis. */
  readonly bitsPerAxis: readonly number[];
  /** Hypercube node of a mesh rank (row-major rank of `mesh(meshDims)`). */
  map(meshRank: number): number;
}

/**
 * Embed `mesh(meshDims)` into a hypercube with per-axis reflected Gray codes. The node of a mesh
 * rank concatenates gray(coords[k]) in axis order, axis 0 in the most significant bits (the same
 * order as the row-major rank). The hypercube is the smallest one this per-axis construction
 * allows (the sum of ceil(log2 n) over axes, which can exceed ceil(log2 size)); it may exceed
 * hypercube()'s 4096-rank limit (e.g. 3x3x3x3x3x3x3 needs 14 bits). The map is injective and
 * sends mesh neighbours to hypercube neighbours.
 */
export function grayEmbedding(meshDims: readonly number[]): GrayEmbedding {
  const dims = checkDims('mesh', meshDims);
  const shape = makeShape(
    dims,
    dims.map(() => false),
    rowMajorStrides(dims),
  );
  const bitsPerAxis = Object.freeze(dims.map(bitsFor));
  const dimension = bitsPerAxis.reduce((a, b) => a + b, 0);
  return Object.freeze({
    dimension,
    bitsPerAxis,
    map(meshRank: number): number {
      const coords = coordsOf(shape, checkRank(meshRank, shape.size));
      let node = 0;
      for (let k = 0; k < coords.length; k++) {
        node = node * 2 ** (bitsPerAxis[k] ?? 0) + gray(coords[k] ?? 0);
      }
      return node;
    },
  });
}
