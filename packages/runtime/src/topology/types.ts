/** Pure topology types. A topology is an undirected graph of ranks with coordinates. */

export type TopologyKind = 'chain' | 'ring' | 'mesh' | 'torus' | 'hypercube';

/** Serializable description of a topology; `topologyFromSpec` rebuilds it (used to ship to workers). */
export type TopologySpec =
  | { readonly kind: 'chain'; readonly size: number }
  | { readonly kind: 'ring'; readonly size: number }
  | { readonly kind: 'mesh'; readonly dims: readonly number[] }
  | { readonly kind: 'torus'; readonly dims: readonly number[] }
  | { readonly kind: 'hypercube'; readonly dimension: number };

/** One link of a rank. `port` is the index of this entry in `neighbours(rank)`. */
export interface Neighbour {
  readonly rank: number;
  readonly port: number;
  /** Axis along which the link runs (hypercube: the bit that differs). */
  readonly axis: number;
  /**
   * Direction along the axis: +1 towards higher coordinate, -1 towards lower.
   * For a wrap-around link of a ring/torus the direction is that of travel (the last rank's +1
   * neighbour is rank 0). When an axis has length 2 in a ring/torus, both directions reach the
   * same rank; the link is listed once, with dir +1 from coordinate 0 and -1 from coordinate 1.
   * Hypercube: +1 if the neighbour has the bit set.
   */
  readonly dir: 1 | -1;
}

export interface EdgeColouring {
  /** Number of colours used. */
  readonly colours: number;
  /** matchings[c] = the edges [a, b] (a < b) of colour c; each rank appears at most once per colour. */
  readonly matchings: ReadonlyArray<ReadonlyArray<readonly [number, number]>>;
  /** Colour of the edge {a, b}; throws NOT_A_NEIGHBOUR if there is no such edge. */
  colourOf(a: number, b: number): number;
}

export interface Topology {
  readonly kind: TopologyKind;
  /** Human-readable, e.g. `ring(8)`, `mesh(2x4)`, `hypercube(3)`. */
  readonly name: string;
  readonly size: number;
  /** Extent per axis: chain/ring [p]; mesh/torus dims; hypercube [2, 2, ...] (d entries). */
  readonly dims: readonly number[];
  /** True on axes that wrap around (ring, torus). */
  readonly periodic: readonly boolean[];
  readonly spec: TopologySpec;

  /** Row-major coordinates (axis 0 slowest). Hypercube: bit i of the rank is coordinate i. */
  coords(rank: number): number[];
  rankOf(coords: readonly number[]): number;
  /** Links of `rank`, in port order. No duplicates and no self-loops. */
  neighbours(rank: number): readonly Neighbour[];
  /** The neighbour one step along `axis` in direction `dir`, or undefined at a mesh border. */
  neighbourAt(rank: number, axis: number, dir: 1 | -1): number | undefined;
  /** Port on `rank` that leads to `neighbour`, or -1 if they are not adjacent. */
  portOf(rank: number, neighbour: number): number;
  isNeighbour(a: number, b: number): boolean;
  /** Hop count of a shortest path. */
  distance(a: number, b: number): number;
  readonly diameter: number;
  readonly maxDegree: number;
  /** Every undirected edge once, as [a, b] with a < b, sorted. */
  edges(): ReadonlyArray<readonly [number, number]>;
  /** A minimum proper edge colouring (max degree colours when bipartite; 3 for an odd ring). */
  edgeColouring(): EdgeColouring;
  /**
   * Next rank on the route from `from` to `to` (`from !== to`): dimension order on meshes and
   * tori (shortest way round on a periodic axis, ties towards +1), e-cube (lowest differing bit
   * first) on hypercubes, shortest way round a ring.
   */
  nextHop(from: number, to: number): number;
  /** Full route [from, ..., to]; its length - 1 equals `distance(from, to)`. */
  route(from: number, to: number): number[];
}
