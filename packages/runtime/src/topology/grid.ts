/**
 * Geometry of a regular grid of ranks: coordinates, links, distances.
 *
 * Every topology kind is a grid. Chain/ring are one axis, mesh/torus are row-major grids (axis 0
 * slowest) and a hypercube of dimension d is d axes of length 2 whose strides are 1, 2, 4, ...
 * (coordinate i is bit i of the rank). Only the strides and the periodic flags differ, so all
 * kinds share the code below. Inputs are assumed valid; validation happens in the callers.
 */

import type { Neighbour } from './types.ts';

export interface Shape {
  readonly size: number;
  readonly dims: readonly number[];
  readonly periodic: readonly boolean[];
  /** rank = sum(coords[k] * strides[k]). */
  readonly strides: readonly number[];
}

/** Row-major strides: the last axis is fastest. */
export function rowMajorStrides(dims: readonly number[]): number[] {
  const strides = new Array<number>(dims.length);
  let s = 1;
  for (let k = dims.length - 1; k >= 0; k--) {
    strides[k] = s;
    s *= dims[k] ?? 1;
  }
  return strides;
}

export function makeShape(dims: readonly number[], periodic: readonly boolean[], strides: readonly number[]): Shape {
  let size = 1;
  for (const n of dims) size *= n;
  return {
    size,
    dims: Object.freeze([...dims]),
    periodic: Object.freeze([...periodic]),
    strides: Object.freeze([...strides]),
  };
}

/** Extent of `axis` (1 for a missing axis, which cannot happen on validated input). */
export function extent(shape: Shape, axis: number): number {
  return shape.dims[axis] ?? 1;
}

export function stride(shape: Shape, axis: number): number {
  return shape.strides[axis] ?? 1;
}

export function coordOf(shape: Shape, rank: number, axis: number): number {
  return Math.floor(rank / stride(shape, axis)) % extent(shape, axis);
}

export function coordsOf(shape: Shape, rank: number): number[] {
  const out: number[] = [];
  for (let k = 0; k < shape.dims.length; k++) out.push(coordOf(shape, rank, k));
  return out;
}

export function rankFromCoords(shape: Shape, coords: readonly number[]): number {
  let rank = 0;
  for (let k = 0; k < shape.dims.length; k++) rank += (coords[k] ?? 0) * stride(shape, k);
  return rank;
}

/**
 * Rank one step along `axis` in direction `dir`, wrapping on periodic axes of length >= 2
 * (so on a periodic axis of length 2 both directions reach the same rank); undefined at a
 * non-periodic border and on any axis of length 1 (no self-loops).
 */
export function step(shape: Shape, rank: number, axis: number, dir: 1 | -1): number | undefined {
  const n = extent(shape, axis);
  if (n < 2) return undefined;
  const c = coordOf(shape, rank, axis);
  const t = c + dir;
  if (t >= 0 && t < n) return rank + dir * stride(shape, axis);
  if (!shape.periodic[axis]) return undefined;
  return rank + (((t + n) % n) - c) * stride(shape, axis);
}

/**
 * Links of `rank` in port order: per axis, dir -1 then dir +1. On an axis of length 2 the single
 * link is listed once, as dir +1 from coordinate 0 and dir -1 from coordinate 1 (periodic or not).
 */
export function linksOf(shape: Shape, rank: number): Neighbour[] {
  const out: Neighbour[] = [];
  for (let axis = 0; axis < shape.dims.length; axis++) {
    const n = extent(shape, axis);
    if (n < 2) continue;
    const c = coordOf(shape, rank, axis);
    const s = stride(shape, axis);
    // dir -1: plain step, or the wrap-around from coordinate 0 on a periodic axis of length >= 3.
    if (c > 0) out.push(Object.freeze({ rank: rank - s, port: out.length, axis, dir: -1 as const }));
    else if (shape.periodic[axis] && n >= 3)
      out.push(Object.freeze({ rank: rank + (n - 1) * s, port: out.length, axis, dir: -1 as const }));
    // dir +1: plain step, or the wrap-around from the last coordinate (periodic, length >= 3).
    if (c < n - 1) out.push(Object.freeze({ rank: rank + s, port: out.length, axis, dir: 1 as const }));
    else if (shape.periodic[axis] && n >= 3) out.push(Object.freeze({ rank: rank - (n - 1) * s, port: out.length, axis, dir: 1 as const }));
  }
  return out;
}

/** Hops along one axis between coordinates `a` and `b`. */
export function axisDistance(n: number, periodic: boolean, a: number, b: number): number {
  const d = Math.abs(a - b);
  return periodic ? Math.min(d, n - d) : d;
}

export function gridDistance(shape: Shape, a: number, b: number): number {
  let total = 0;
  for (let k = 0; k < shape.dims.length; k++) {
    total += axisDistance(extent(shape, k), shape.periodic[k] === true, coordOf(shape, a, k), coordOf(shape, b, k));
  }
  return total;
}

/** Sum over axes of the largest per-axis distance: n - 1 on an open axis, floor(n / 2) on a periodic one. */
export function gridDiameter(shape: Shape): number {
  let total = 0;
  for (let k = 0; k < shape.dims.length; k++) {
    const n = extent(shape, k);
    total += shape.periodic[k] ? Math.floor(n / 2) : n - 1;
  }
  return total;
}

/**
 * Per axis a rank has at most 2 links (1 if the axis has length 2, 0 if length 1); a rank with
 * interior coordinates on every axis reaches all maxima at once, so the maximum degree is the sum.
 */
export function gridMaxDegree(shape: Shape): number {
  let total = 0;
  for (const n of shape.dims) total += Math.min(n - 1, 2);
  return total;
}
