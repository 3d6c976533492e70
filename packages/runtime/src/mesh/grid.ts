/**
 * A k-D grid of numbers decomposed over the ranks: each rank owns a tile with a halo.
 *
 * Storage `distributed`: each rank holds its tile plus halo in an ArrayBuffer of its own (no other
 * thread reads it: V8 fills and copies shared memory element by element with relaxed atomics, a
 * 2 MiB fill 16-30x slower than a plain one); halo exchange and remaps copy data over links. Storage `shared`: one SharedArrayBuffer holds the whole
 * grid plus a ghost frame as wide as the halo; a rank's "halo" is simply its neighbours' cells, a
 * halo exchange is a barrier (plus the wrap-around copy on periodic axes), and a remap only moves
 * cut points. In both, element (global coords g) of the tile is `data[origin + sum_a (g_a - lo_a) * strides[a]]`,
 * valid for g_a in [lo_a - haloLo_a, hi_a + haloHi_a).
 */
import { type ArrayOf, ctorOf, type DType, type NumericArray } from '../comm/dtype.ts';
import { invalidArgument } from '../errors.ts';
import { grayEmbedding } from '../topology/index.ts';
import { type Box, checkCuts, type Decomposition, flowCuts, procCoords, procIndex, shiftCuts, tileBox } from './decomposition.ts';
import type { Grid } from './grid-api.ts';
import { foldGrid, type RowFold } from './grid-fold.ts';
import { gatherGrid } from './grid-gather.ts';
import { type GridEnv, type GridOptions, type GridSettings, gridSettings, type RemapStats, type Storage } from './grid-options.ts';
import { adoptCuts, remapBytesOf } from './grid-remap.ts';
import { HaloExchange } from './halo.ts';
import { MemoryBudget, type MemoryHolder } from './memory-budget.ts';
import { copyBox, fillBox, fillShell, rowMajorStrides } from './strided.ts';

export type { Grid, GridStats } from './grid-api.ts';

export type { GridEnv, GridOptions, HaloSpec, RemapStats, Storage } from './grid-options.ts';

/** Create a rank's side of a grid (collective for shared storage): options checked first, then storage. */
export async function createGrid<D extends DType = 'float64'>(env: GridEnv, options: GridOptions<D>): Promise<RankGrid<D>> {
  const grid = new RankGrid<D>(env, gridSettings(env, options));
  grid.memory.track(grid);
  await grid.allocate();
  return grid;
}

/** Distributed storage starts at a multiple of this many bytes into its buffer (the view of a remap's storage may start later than 0). */
const STORAGE_ALIGN = 8;

/** The largest count of planes of `planeBytes` at most `planes` that keeps a view STORAGE_ALIGN-aligned. */
function alignedPlanes(planes: number, planeBytes: number): number {
  let p = Math.max(0, planes);
  while (p > 0 && (p * planeBytes) % STORAGE_ALIGN !== 0) p--;
  return p;
}

/** A rank's side of a k-D grid: the `Grid` programs see (./grid-api.ts) and what the runtime needs. */
export class RankGrid<D extends DType = DType> implements Grid<D>, MemoryHolder {
  readonly k: number;
  /** This rank's coordinates in the processor grid. */
  readonly procCoords: readonly number[];
  decomposition: Decomposition;
  tile: Box;
  extent: number[];
  data: ArrayOf<D>;
  strides: number[];
  origin = 0;
  readonly stats = { remaps: 0, elementsSent: 0, bytesSent: 0, haloExchanges: 0, haloBytes: 0 };
  private readonly rankOfProcIndex: number[];
  private readonly procIndexOfRank: number[];
  /** @internal The storage the last remap replaced: the next remap's storage (double buffering). */
  spare: NumericArray | undefined;
  private scratch: NumericArray | undefined;
  /** The halo exchange (its buffers and the moves of the current layout: ./halo.ts). */
  private readonly halos = new HaloExchange(this);
  /** @internal Where the grid's buffers are counted and checked (GridEnv.memoryBudget). */
  readonly memory: MemoryBudget;

  private readonly env: GridEnv;
  readonly shape: readonly number[];
  readonly dtype: DType;
  readonly halo: readonly (readonly [number, number])[];
  readonly storage: Storage;
  readonly periodic: readonly boolean[];
  readonly procDims: readonly number[];
  readonly boundary: number;
  readonly minExtent: readonly number[];
  constructor(env: GridEnv, settings: GridSettings) {
    const { shape, procDims, cuts } = settings;
    this.env = env;
    this.shape = shape;
    this.dtype = settings.dtype;
    this.halo = settings.halo;
    this.storage = settings.storage;
    this.periodic = settings.periodic;
    this.procDims = procDims;
    this.boundary = settings.boundary;
    this.minExtent = settings.minExtent;
    this.k = shape.length;
    const size = env.topology.size;
    this.rankOfProcIndex = Array.from({ length: size }, (_, i) => i);
    if (env.topology.kind === 'hypercube' && size > 1) {
      // Embed the processor grid so that neighbouring tiles sit on neighbouring ranks.
      const emb = grayEmbedding(procDims);
      if (emb.dimension === env.topology.dims.length) this.rankOfProcIndex = this.rankOfProcIndex.map((i) => emb.map(i));
    }
    this.procIndexOfRank = new Array<number>(size);
    for (const [i, r] of this.rankOfProcIndex.entries()) this.procIndexOfRank[r] = i;
    this.procCoords = procCoords(procDims, this.procIndexOfRank[env.rank] as number);
    this.decomposition = { shape, procDims, cuts };
    this.tile = tileBox(this.decomposition, this.procCoords);
    this.extent = this.tile.hi.map((h, a) => h - (this.tile.lo[a] as number));
    this.data = new Float64Array(0) as ArrayOf<D>;
    this.strides = [];
    this.memory = env.memoryBudget ?? new MemoryBudget(env.rank, undefined);
  }

  /**
   * Bytes of the buffers this grid holds for its rank (the memory budget counts them):
   * distributed storage, the spare, remap and gather scratch and halo buffers; a shared grid's buffer on
   * rank 0, which allocated it.
   */
  heldBytes(): number {
    if (this.storage === 'shared') return this.env.rank === 0 ? this.data.buffer.byteLength : 0;
    const n = this.data.buffer.byteLength + (this.spare?.buffer.byteLength ?? 0) + (this.scratch?.buffer.byteLength ?? 0);
    return n + this.halos.heldBytes();
  }

  /** @internal "the distributed storage of a [4096, 16] float64 grid" and the like, for MW_MEMORY_BUDGET. */
  what(part: string): string {
    return `${part} of a [${this.shape.join(', ')}] ${this.dtype} grid`;
  }

  /** Rank that owns processor-grid coordinates `pc`. */
  rankOf(pc: readonly number[]): number {
    return this.rankOfProcIndex[procIndex(this.procDims, pc)] as number;
  }

  /** Processor-grid coordinates of `rank`. */
  procOf(rank: number): number[] {
    return procCoords(this.procDims, this.procIndexOfRank[rank] as number);
  }

  /** Index into `data` of global coordinates `g` (tile or halo). */
  index(g: readonly number[]): number {
    let i = this.origin;
    for (let a = 0; a < this.k; a++) i += ((g[a] as number) - (this.tile.lo[a] as number)) * (this.strides[a] as number);
    return i;
  }

  get(g: readonly number[]): number {
    return this.data[this.index(g)] as number;
  }

  set(g: readonly number[], v: number): void {
    (this.data as unknown as number[])[this.index(g)] = v;
  }

  /** @internal Allocate storage for the current tile (collective for shared storage). */
  async allocate(): Promise<void> {
    const Ctor = ctorOf(this.dtype);
    if (this.storage === 'shared') {
      const dims = this.shape.map((n, a) => n + (this.halo[a] as readonly number[])[0]! + (this.halo[a] as readonly number[])[1]!);
      const count = dims.reduce((x, y) => x * y, 1);
      let sab: SharedArrayBuffer | undefined;
      if (this.env.rank === 0) {
        this.memory.reserve(count * Ctor.BYTES_PER_ELEMENT, this.what('the shared storage (with its ghost frame)'));
        sab = new SharedArrayBuffer(count * Ctor.BYTES_PER_ELEMENT);
        if (this.boundary !== 0)
          fillBox(
            new Ctor(sab),
            rowMajorStrides(dims),
            dims.map(() => 0),
            dims,
            this.boundary,
          );
      }
      sab = await this.env.shareBuffer(sab, 0);
      this.data = new Ctor(sab) as ArrayOf<D>;
      this.strides = rowMajorStrides(dims);
      this.placeOrigin();
      return;
    }
    this.data = this.localStorage() as ArrayOf<D>;
  }

  /**
   * Storage for the current tile (distributed storage). `reuse`: the storage a remap left behind
   * (double buffering): taken when it is large enough, so steady remaps allocate nothing; otherwise
   * a new buffer with a quarter of headroom for the next remaps. @internal
   *
   * A remap (`remapped`: the only caller with `reuse`, which may be undefined on the first remap
   * of a run) writes every cell of the new tile (what it kept and what it received), so its storage
   * gets the boundary value on the halo only; a tile without a remap behind it gets it everywhere
   * (a new buffer comes zeroed unless an earlier run left it). Filling a remap's whole new tile
   * when no spare was there yet took 0.3 ms a rank and run of diffusion (512 x 512, 2 ranks: a CPU
   * profile of 40 runs).
   */
  localStorage(reuse?: NumericArray, remapped = reuse !== undefined): NumericArray {
    const Ctor = ctorOf(this.dtype);
    const dims = this.extent.map((e, a) => e + this.halo[a]![0] + this.halo[a]![1]);
    const count = Math.max(
      1,
      dims.reduce((x, y) => x * y, 1),
    );
    this.strides = rowMajorStrides(dims);
    this.origin = this.halo.reduce((o, [lo], a) => o + lo * (this.strides[a] as number), 0);
    const bpe = Ctor.BYTES_PER_ELEMENT;
    const capacity = remapped ? Math.ceil(count * 1.25) : count;
    // the spare of the last remap, a buffer an earlier run left on this thread, or a new (zeroed) one
    const { buffer, zeroed } =
      reuse !== undefined && reuse.buffer.byteLength >= count * bpe
        ? { buffer: reuse.buffer as ArrayBuffer, zeroed: false }
        : this.memory.buffer(capacity * bpe, this.what(`the distributed storage (this rank's ${dims.join('x')} tile with its halo)`));
    // a remap's storage sits in the middle of its headroom, so that the next remaps can grow the
    // tile at either end of axis 0 in place (`shiftStorage`)
    const plane = (this.strides[0] as number) * bpe;
    const offset = remapped
      ? alignedPlanes(Math.floor((Math.floor(buffer.byteLength / plane) - (dims[0] as number)) / 2), plane) * plane
      : 0;
    const data = new Ctor(buffer, offset, count);
    if (remapped) {
      if (!zeroed || this.boundary !== 0) fillShell(data, this.strides, dims, this.halo, this.boundary);
    } else if (!zeroed || this.boundary !== 0) {
      fillBox(
        data,
        this.strides,
        dims.map(() => 0),
        dims,
        this.boundary,
      );
    }
    return data;
  }

  /**
   * @internal A remap of distributed storage whose tile kept its place on every axis but the first
   * (row strips: a chain's or a ring's parts, a mesh's first axis): the cells it keeps stay where
   * they are, and the storage becomes a view of the same buffer moved by the planes the tile's
   * start moved, when the buffer holds the new tile there (`old`: the storage before the remap;
   * the halo gets the boundary value, as a remap's new storage does). Saves copying the kept
   * cells, most of the tile. False, and nothing changed, when it does not fit.
   */
  shiftStorage(oldTile: Box, old: NumericArray): boolean {
    if (this.storage !== 'distributed') return false;
    for (let a = 1; a < this.k; a++) if (this.tile.lo[a] !== oldTile.lo[a] || this.tile.hi[a] !== oldTile.hi[a]) return false;
    const Ctor = ctorOf(this.dtype);
    const bpe = Ctor.BYTES_PER_ELEMENT;
    const dims = this.extent.map((e, a) => e + this.halo[a]![0] + this.halo[a]![1]);
    // the strides did not change (the planes' extent did not); the storage keeps starting 8-byte
    // aligned in its buffer (programs view a byte grid's rows as words)
    const start = old.byteOffset + ((this.tile.lo[0] as number) - (oldTile.lo[0] as number)) * (this.strides[0] as number) * bpe;
    const count = dims.reduce((x, y) => x * y, 1);
    if (start < 0 || start % STORAGE_ALIGN !== 0 || start + count * bpe > old.buffer.byteLength) return false;
    const data = new Ctor(old.buffer as ArrayBuffer, start, count);
    fillShell(data, this.strides, dims, this.halo, this.boundary);
    this.data = data as ArrayOf<D>;
    return true;
  }

  /**
   * @internal A scratch array of at least `n` elements for packing and receiving boxes (remaps, a
   * gather's tiles); its contents are the caller's to write first. Taken from the thread's buffer
   * pool and handed back with the storage at the end of the run (`releaseStorage`), so a run that
   * remaps or gathers allocates nothing new once an earlier run has left buffers that fit.
   */
  scratchOf(n: number): NumericArray {
    if (this.scratch === undefined || this.scratch.length < n) {
      const Ctor = ctorOf(this.dtype);
      const bpe = Ctor.BYTES_PER_ELEMENT;
      const old = this.scratch;
      // the smaller scratch goes back to the pool before the larger one is counted against the budget
      this.scratch = undefined;
      if (old !== undefined && old.buffer instanceof ArrayBuffer) this.memory.release([old.buffer]);
      const { buffer } = this.memory.buffer((n + (n >> 2)) * bpe, this.what('the remap and gather scratch'));
      this.scratch = new Ctor(buffer, 0, Math.floor(buffer.byteLength / bpe));
    }
    return this.scratch.subarray(0, n) as NumericArray;
  }

  /** @internal Place `origin` for the current tile (shared storage). */
  placeOrigin(): void {
    this.origin = this.tile.lo.reduce((o, lo, a) => o + (lo + this.halo[a]![0]) * (this.strides[a] as number), 0);
  }

  /** @internal Storage coordinates (non-negative) of global coordinates `g`. */
  storageAt(g: readonly number[]): number[] {
    return this.storage === 'shared'
      ? g.map((v, a) => v + this.halo[a]![0])
      : g.map((v, a) => v - (this.tile.lo[a] as number) + this.halo[a]![0]);
  }

  /**
   * @internal This rank's tile with its halo, as a box of the storage (checkpoints save and restore
   * it): where it starts and its extent. Distributed storage: the whole local array.
   */
  savedBox(): { at: number[]; extent: number[] } {
    const at = this.storageAt(this.tile.lo.map((l, a) => l - this.halo[a]![0]));
    return { at, extent: this.extent.map((e, a) => e + this.halo[a]![0] + this.halo[a]![1]) };
  }

  /**
   * @internal Adopt `cuts` (checked) without moving any cell: a checkpoint restore writes the
   * cells afterwards. Distributed storage gets fresh local storage for the new tile.
   */
  restoreLayout(cuts: readonly (readonly number[])[]): void {
    const next = checkCuts(this.shape, this.procDims, cuts, this.minExtent);
    this.decomposition = { shape: this.shape, procDims: this.procDims, cuts: next };
    this.tile = tileBox(this.decomposition, this.procCoords);
    this.extent = this.tile.hi.map((h, a) => h - (this.tile.lo[a] as number));
    if (this.storage === 'shared') this.placeOrigin();
    else this.data = this.localStorage() as ArrayOf<D>;
  }

  /** Copy this rank's tile from a full global array (row-major, `shape`). */
  load(global: NumericArray): void {
    if (global.length !== this.shape.reduce((x, y) => x * y, 1)) {
      throw invalidArgument('grid.load(global)', `an array of ${this.shape.join('x')} elements`, global);
    }
    copyBox(global, rowMajorStrides(this.shape), this.tile.lo, this.data, this.strides, this.storageAt(this.tile.lo), this.extent);
  }

  /** Bring every halo up to date (collective). */
  exchangeHalos(): void {
    this.stats.haloExchanges++;
    if (this.storage === 'shared') this.halos.shared(this.env.commShm, this.env.rank);
    else this.halos.exchange(this.env.links);
  }

  /**
   * Collective: adopt new cut points (identical on every rank; checked). Distributed storage
   * moves the data between ranks; shared storage only moves the cuts. Halos are stale afterwards.
   */
  remap(cuts: readonly (readonly number[])[], options: { readonly agreed?: boolean } = {}): RemapStats {
    const make = () => checkCuts(this.shape, this.procDims, cuts, this.minExtent);
    // `agreed`: these exact cuts were already agreed on by every rank (e.g. by the remap of another
    // grid of the same set), so the agreement round can be skipped.
    return adoptCuts(this, this.env, make, options.agreed === true);
  }

  /**
   * Bytes all ranks together send to remap to `cuts` (0 for shared storage), computed from the
   * decompositions alone (every rank gets the same figure without communicating). Call before
   * the remap.
   */
  remapBytes(cuts: readonly (readonly number[])[]): number {
    return remapBytesOf(this, this.env, cuts);
  }

  /** Collective: move `count` hyperplanes across `boundary` of `axis` (> 0: to the upper part). */
  shift(axis: number, boundary: number, count: number): RemapStats {
    return adoptCuts(
      this,
      this.env,
      () => checkCuts(this.shape, this.procDims, shiftCuts(this.decomposition, axis, boundary, count), this.minExtent),
      false,
    );
  }

  /** Collective: flows[b] hyperplanes cross boundary b of `axis` towards the upper part. */
  applyFlows(axis: number, flows: readonly number[]): RemapStats {
    return adoptCuts(
      this,
      this.env,
      () => checkCuts(this.shape, this.procDims, flowCuts(this.decomposition, axis, flows), this.minExtent),
      false,
    );
  }

  /**
   * @internal The run is over: hand the storage of a distributed grid back for later runs on
   * this thread (./buffer-pool.ts). The grid holds no storage afterwards.
   */
  releaseStorage(): ArrayBuffer[] {
    if (this.storage !== 'distributed') return [];
    const out: ArrayBuffer[] = [];
    for (const a of [this.data, this.spare, this.scratch]) if (a !== undefined && a.buffer instanceof ArrayBuffer) out.push(a.buffer);
    this.data = new (ctorOf(this.dtype))(0) as ArrayOf<D>;
    this.spare = undefined;
    this.scratch = undefined;
    this.halos.reset();
    return out;
  }

  /** Collective: the whole grid (interior, row-major) on `root`; undefined elsewhere (./grid-gather.ts). */
  gather(root = 0): NumericArray | undefined {
    return gatherGrid(this, this.env, root);
  }

  /** Collective: `init` folded over every interior cell in index order, a row per `step` call (./grid-fold.ts). */
  foldRows(init: number, step: RowFold<ArrayOf<D>>): number {
    return foldGrid(this, this.env, init, step as RowFold);
  }
}
