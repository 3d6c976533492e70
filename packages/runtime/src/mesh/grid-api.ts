/**
 * `Grid`, what a rank program sees of a k-D grid (`await ctx.grid(options)`). The runtime's
 * implementation is `RankGrid` (./grid.ts).
 */
import type { ArrayOf, DType, NumericArray } from '../comm/dtype.ts';
import type { Box, Decomposition } from './decomposition.ts';
import type { RemapStats, Storage } from './grid.ts';

/** Counters of a grid on its rank: remaps and what they sent, halo exchanges and their bytes. */
export interface GridStats {
  readonly remaps: number;
  readonly elementsSent: number;
  readonly bytesSent: number;
  readonly haloExchanges: number;
  readonly haloBytes: number;
}

/**
 * A k-D grid cut into one tile per rank, with halos. `D` is its dtype: `data` is the typed array of
 * that dtype (`Grid<'float64'>` has a `Float64Array`), laid out row-major with `strides`, the
 * owned cells starting at `origin`: the cell at global coordinates `g` (tile or halo) is
 * `data[origin + sum_a (g[a] - tile.lo[a]) * strides[a]]`. A remap replaces `data`, `tile`,
 * `extent`, `strides` and `origin`: read them again after a balance.
 */
export interface Grid<D extends DType = DType> {
  /** Number of axes. */
  readonly k: number;
  readonly shape: readonly number[];
  readonly dtype: DType;
  /** Halo width per axis: [below, above]. */
  readonly halo: readonly (readonly [number, number])[];
  readonly storage: Storage;
  /** Wrap-around axes. */
  readonly periodic: readonly boolean[];
  /** Processors per axis. */
  readonly procDims: readonly number[];
  /** Value of ghost cells outside a non-periodic grid. */
  readonly boundary: number;
  /** Smallest tile extent per axis a remap may leave: 1, or the halo's width when wider. */
  readonly minExtent: readonly number[];
  /** This rank's coordinates in the processor grid. */
  readonly procCoords: readonly number[];
  /** The current cut points. */
  readonly decomposition: Decomposition;
  /** This rank's tile, in global coordinates. */
  readonly tile: Box;
  /** The tile's extent per axis (`tile.hi - tile.lo`). */
  readonly extent: readonly number[];
  /**
   * The tile and its halo. Distributed storage: a view that starts 8-byte aligned in its buffer, not
   * always at its start (a remap that moves a row strip's start moves the view within the buffer).
   */
  readonly data: ArrayOf<D>;
  readonly strides: readonly number[];
  /** Index in `data` of the tile's first owned cell. */
  readonly origin: number;
  readonly stats: GridStats;
  /** Rank that owns processor-grid coordinates `pc`. */
  rankOf(pc: readonly number[]): number;
  /** Processor-grid coordinates of `rank`. */
  procOf(rank: number): number[];
  /** Index into `data` of global coordinates `g` (tile or halo). */
  index(g: readonly number[]): number;
  /** The cell at global coordinates `g` (tile or halo). */
  get(g: readonly number[]): number;
  /** Set the cell at global coordinates `g`. */
  set(g: readonly number[], v: number): void;
  /** Copy this rank's tile from a full global array (row-major, `shape`). */
  load(global: NumericArray): void;
  /** Bring every halo up to date (collective). */
  exchangeHalos(): void;
  /**
   * Collective: adopt new cut points (identical on every rank; checked). Distributed storage
   * moves the data between ranks; shared storage only moves the cuts. Halos are stale afterwards.
   * `agreed`: these exact cuts were already agreed on by every rank (the agreement round is skipped).
   */
  remap(cuts: readonly (readonly number[])[], options?: { readonly agreed?: boolean }): RemapStats;
  /**
   * Bytes all ranks together send to remap to `cuts` (0 for shared storage), computed from the
   * decompositions alone (every rank gets the same figure without communicating). Call before the
   * remap.
   */
  remapBytes(cuts: readonly (readonly number[])[]): number;
  /** Collective: move `count` hyperplanes across `boundary` of `axis` (> 0: to the upper part). */
  shift(axis: number, boundary: number, count: number): RemapStats;
  /** Collective: flows[b] hyperplanes cross boundary b of `axis` towards the upper part. */
  applyFlows(axis: number, flows: readonly number[]): RemapStats;
  /**
   * Collective: the whole grid (interior, row-major) on `root`; undefined elsewhere. The array is
   * over a SharedArrayBuffer of its own: returned from the program, it reaches the host thread
   * without a copy.
   */
  gather(root?: number): NumericArray | undefined;
  /**
   * Collective: `init` folded over every interior cell in row-major (index) order, the result on
   * every rank; what a checksum of a run's result needs, without the whole grid on one rank. `step`
   * is called once per run of the last axis (a row of a 2-D grid), in index order: `step(acc, data,
   * from, to, first)` folds `data[from..to)`, whose first cell is cell `first` of the whole grid in
   * row-major order, and returns the new value. The calls are those of the same fold over the
   * gathered grid (`data` aside), so the result is bit-identical whatever the cuts and the storage
   * (a 1-D grid's one row is cut with the grid: each strip steps over its part).
   * Row strips (distributed storage cut along the first axis only) fold where the rows are, passing
   * the running value from strip to strip; shared storage folds on rank 0 in place; other cuts
   * gather to rank 0 first.
   */
  foldRows(init: number, step: (acc: number, data: ArrayOf<D>, from: number, to: number, first: number) => number): number;
}
