/** The one Topology implementation: a grid shape plus kind, name and spec. */

import { invalidArgument } from '../errors.ts';
import { colourEdges } from './colouring.ts';
import { coordsOf, extent, gridDiameter, gridDistance, gridMaxDegree, linksOf, rankFromCoords, type Shape, step } from './grid.ts';
import { gridNextHop, gridRoute } from './routing.ts';
import type { EdgeColouring, Neighbour, Topology, TopologyKind, TopologySpec } from './types.ts';
import { checkAxis, checkDir, checkRank } from './validate.ts';

export class GridTopology implements Topology {
  readonly kind: TopologyKind;
  readonly name: string;
  readonly size: number;
  readonly dims: readonly number[];
  readonly periodic: readonly boolean[];
  readonly spec: TopologySpec;
  readonly diameter: number;
  readonly maxDegree: number;

  readonly #shape: Shape;
  /** Neighbour lists, built on first use per rank. */
  readonly #links: Array<readonly Neighbour[] | undefined>;
  #edges: ReadonlyArray<readonly [number, number]> | undefined;
  #colouring: EdgeColouring | undefined;

  constructor(kind: TopologyKind, name: string, spec: TopologySpec, shape: Shape) {
    this.kind = kind;
    this.name = name;
    this.spec = spec;
    this.#shape = shape;
    this.size = shape.size;
    this.dims = shape.dims;
    this.periodic = shape.periodic;
    this.diameter = gridDiameter(shape);
    this.maxDegree = gridMaxDegree(shape);
    this.#links = new Array<readonly Neighbour[] | undefined>(shape.size);
  }

  coords(rank: number): number[] {
    return coordsOf(this.#shape, checkRank(rank, this.size));
  }

  rankOf(coords: readonly number[]): number {
    const axes = this.dims.length;
    if (!Array.isArray(coords) || coords.length !== axes) {
      throw invalidArgument(`${this.name} coords`, `an array of length ${axes}`, coords);
    }
    for (let k = 0; k < axes; k++) {
      const c: unknown = coords[k];
      const n = extent(this.#shape, k);
      if (typeof c !== 'number' || !Number.isInteger(c) || c < 0 || c >= n) {
        throw invalidArgument(`${this.name} coords[${k}]`, `an integer in [0, ${n})`, c);
      }
    }
    return rankFromCoords(this.#shape, coords);
  }

  neighbours(rank: number): readonly Neighbour[] {
    checkRank(rank, this.size);
    let links = this.#links[rank];
    if (links === undefined) {
      links = Object.freeze(linksOf(this.#shape, rank));
      this.#links[rank] = links;
    }
    return links;
  }

  /**
   * One step along `axis`; wraps on periodic axes (on a periodic axis of length 2 both directions
   * reach the other rank, although `neighbours` lists that link once). Undefined at a mesh border
   * and on axes of length 1.
   */
  neighbourAt(rank: number, axis: number, dir: 1 | -1): number | undefined {
    checkRank(rank, this.size);
    checkAxis(axis, this.dims.length);
    checkDir(dir);
    return step(this.#shape, rank, axis, dir);
  }

  portOf(rank: number, neighbour: number): number {
    checkRank(neighbour, this.size);
    for (const link of this.neighbours(rank)) if (link.rank === neighbour) return link.port;
    return -1;
  }

  isNeighbour(a: number, b: number): boolean {
    return this.portOf(a, b) !== -1;
  }

  distance(a: number, b: number): number {
    checkRank(a, this.size);
    checkRank(b, this.size);
    return gridDistance(this.#shape, a, b);
  }

  edges(): ReadonlyArray<readonly [number, number]> {
    if (this.#edges === undefined) {
      const out: Array<readonly [number, number]> = [];
      for (let a = 0; a < this.size; a++) {
        const higher = this.neighbours(a)
          .map((n) => n.rank)
          .filter((b) => b > a)
          .sort((x, y) => x - y);
        for (const b of higher) out.push(Object.freeze([a, b] as const));
      }
      this.#edges = Object.freeze(out);
    }
    return this.#edges;
  }

  edgeColouring(): EdgeColouring {
    this.#colouring ??= colourEdges(this.#shape, this.name);
    return this.#colouring;
  }

  nextHop(from: number, to: number): number {
    checkRank(from, this.size);
    checkRank(to, this.size);
    if (from === to) throw invalidArgument('nextHop target', `a rank other than the source ${from}`, to);
    return gridNextHop(this.#shape, from, to);
  }

  route(from: number, to: number): number[] {
    checkRank(from, this.size);
    checkRank(to, this.size);
    return gridRoute(this.#shape, from, to);
  }

  toString(): string {
    return this.name;
  }
}
