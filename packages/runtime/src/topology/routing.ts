/**
 * Deterministic minimal routing on grid topologies.
 *
 * Dimension order: correct the lowest axis whose coordinate differs first. On an open axis step
 * towards the target; on a periodic axis go the shorter way round, ties towards +1. On a hypercube
 * axis i is bit i, so this is e-cube routing (lowest differing bit first); on a ring it is the
 * shortest way round. Every hop lowers the distance by exactly one, so routes are shortest paths.
 */

import { coordOf, extent, type Shape, stride } from './grid.ts';

/** Direction of the next hop along one axis from coordinate `c` to `t` (`c !== t`). */
export function axisDirection(n: number, periodic: boolean, c: number, t: number): 1 | -1 {
  if (!periodic) return t > c ? 1 : -1;
  const forward = (t - c + n) % n;
  return forward <= n - forward ? 1 : -1;
}

/** Next rank from `from` towards `to`; both valid and distinct. */
export function gridNextHop(shape: Shape, from: number, to: number): number {
  for (let axis = 0; axis < shape.dims.length; axis++) {
    const c = coordOf(shape, from, axis);
    const t = coordOf(shape, to, axis);
    if (c === t) continue;
    const n = extent(shape, axis);
    const periodic = shape.periodic[axis] === true;
    const dir = axisDirection(n, periodic, c, t);
    // Towards t on an open axis stays in range; on a periodic axis wrap around.
    const next = periodic ? (c + dir + n) % n : c + dir;
    return from + (next - c) * stride(shape, axis);
  }
  // Only reached when from === to, which callers exclude.
  return from;
}

/** Full route [from, ..., to] following `gridNextHop`. */
export function gridRoute(shape: Shape, from: number, to: number): number[] {
  const path = [from];
  let at = from;
  while (at !== to) {
    at = gridNextHop(shape, at, to);
    path.push(at);
  }
  return path;
}
