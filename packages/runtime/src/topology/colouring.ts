/**
 * Proper edge colourings of grid topologies, built axis by axis.
 *
 * Edges along one axis are coloured on their own, by the coordinate `c` of the endpoint the link
 * leaves in direction +1 (for a wrap-around link that is the last coordinate):
 *   - open axis, or periodic axis of even length, or of length 2: colour c mod 2 (2 colours;
 *     1 if the axis has length 2; 0 if it has length 1);
 *   - periodic axis of odd length >= 3: c mod 2, and a third colour for the wrap-around link.
 * Axis k's local colours are shifted by the number of colours used by axes 0..k-1, so the
 * numbering has no gaps. Consequences (each one covered by tests):
 *   - chain: colour = min(a, b) mod 2; hypercube: colour = the bit that differs;
 *   - every bipartite shape (chain, mesh, hypercube, even ring, torus whose axes are all even or
 *     of length <= 2) gets exactly maxDegree colours, which is optimal (Konig);
 *   - an odd ring gets 3 colours, which is optimal (an odd cycle is class 2);
 *   - a torus with j odd axes of length >= 3 gets maxDegree + j colours. This is optimal when
 *     j = 1 and the other axes have length 1 (odd ring). Otherwise the optimum is maxDegree + 1
 *     when every non-trivial axis is odd (a regular graph of odd order is class 2) and maxDegree
 *     as soon as one axis has even length (a product with a class-1 factor is class 1); the
 *     per-axis scheme is kept there for its simple, axis-local structure.
 */

import { notANeighbour } from '../errors.ts';
import { coordOf, extent, linksOf, type Shape } from './grid.ts';
import type { EdgeColouring } from './types.ts';
import { checkRank } from './validate.ts';

/** Number of colours the per-axis scheme spends on an axis of length `n`. */
export function axisColourCount(n: number, periodic: boolean): number {
  if (n <= 1) return 0;
  if (n === 2) return 1;
  return periodic && n % 2 === 1 ? 3 : 2;
}

/** Colour of a link that leaves coordinate `c` in direction +1 along an axis, before shifting. */
function localColour(n: number, periodic: boolean, c: number): number {
  if (periodic && n % 2 === 1 && n >= 3 && c === n - 1) return 2;
  return c % 2;
}

/** Build the per-axis edge colouring of `shape`. `name` is used in NOT_A_NEIGHBOUR messages. */
export function colourEdges(shape: Shape, name: string): EdgeColouring {
  const axes = shape.dims.length;
  const offsets: number[] = [];
  let colours = 0;
  for (let k = 0; k < axes; k++) {
    offsets.push(colours);
    colours += axisColourCount(extent(shape, k), shape.periodic[k] === true);
  }

  const matchings: Array<Array<readonly [number, number]>> = [];
  for (let c = 0; c < colours; c++) matchings.push([]);
  // Colour of edge {a, b} under key min * size + max.
  const colourByEdge = new Map<number, number>();

  for (let a = 0; a < shape.size; a++) {
    for (const link of linksOf(shape, a)) {
      const b = link.rank;
      if (b < a) continue;
      const from = link.dir === 1 ? a : b;
      const n = extent(shape, link.axis);
      const colour = (offsets[link.axis] ?? 0) + localColour(n, shape.periodic[link.axis] === true, coordOf(shape, from, link.axis));
      matchings[colour]?.push(Object.freeze([a, b] as const));
      colourByEdge.set(a * shape.size + b, colour);
    }
  }
  for (const m of matchings) {
    m.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
    Object.freeze(m);
  }

  return Object.freeze({
    colours,
    matchings: Object.freeze(matchings),
    colourOf(a: number, b: number): number {
      checkRank(a, shape.size);
      checkRank(b, shape.size);
      const colour = colourByEdge.get(Math.min(a, b) * shape.size + Math.max(a, b));
      if (colour === undefined) throw notANeighbour(a, b, name);
      return colour;
    },
  });
}
