import { checkDType, ctorOf } from "../comm/dtype.js";
import { invalidArgument, invalidDecomposition, singleHostOnly } from "../errors.js";
import { grayEmbedding } from "../topology/index.js";
import { agreeOnCuts } from "./agreement.js";
import { takeBuffer } from "./buffer-pool.js";
import {
  blockDecomposition,
  checkCuts,
  checkShape,
  flowCuts,
  intersect,
  procCoords,
  procIndex,
  shiftCuts,
  tileBox,
  volume
} from "./decomposition.js";
import { boxSize, copyBox, fillBox, packBox, packBoxInto, rowMajorStrides, unpackBox } from "./strided.js";
function haloOf(spec, k) {
  if (spec === void 0) return Array.from({ length: k }, () => [1, 1]);
  if (typeof spec === "number") {
    if (!Number.isInteger(spec) || spec < 0) throw invalidArgument("halo", "an integer >= 0 or [below, above] per axis", spec);
    return Array.from({ length: k }, () => [spec, spec]);
  }
  if (!Array.isArray(spec) || spec.length !== k) throw invalidArgument("halo", `a number or ${k} [below, above] pairs`, spec);
  return spec.map((p, a) => {
    if (!Array.isArray(p) || p.length !== 2 || !p.every((w) => Number.isInteger(w) && w >= 0)) {
      throw invalidArgument(`halo[${a}]`, "a pair [below, above] of integers >= 0", p);
    }
    return [p[0], p[1]];
  });
}
function defaultProcDims(topology, k) {
  const dims = topology.kind === "hypercube" ? [topology.size] : topology.dims.slice();
  if (dims.length > k) {
    throw invalidDecomposition("procDims", `given explicitly for a ${k}-D grid on ${topology.name}`, `a ${dims.length}-D topology`);
  }
  while (dims.length < k) dims.push(1);
  return dims;
}
async function createGrid(env, options) {
  if (typeof options !== "object" || options === null) throw invalidArgument("grid options", "an object", options);
  const shape = checkShape(options.shape);
  const k = shape.length;
  const dtype = checkDType(options.dtype ?? "float64");
  const halo = haloOf(options.halo, k);
  const storage = options.storage ?? "distributed";
  if (storage !== "shared" && storage !== "distributed") throw invalidArgument("storage", "'shared' or 'distributed'", storage);
  if (storage === "shared" && (env.hosts ?? 1) > 1)
    throw singleHostOnly("grid storage 'shared'", env.hosts ?? 1, "use storage 'distributed'");
  const periodicIn = options.periodic ?? false;
  const periodic = typeof periodicIn === "boolean" ? shape.map(() => periodicIn) : periodicIn.slice();
  if (periodic.length !== k || periodic.some((p) => typeof p !== "boolean"))
    throw invalidArgument("periodic", `a boolean or ${k} booleans`, periodicIn);
  const procDims = options.procDims === void 0 ? defaultProcDims(env.topology, k) : options.procDims.slice();
  if (procDims.length !== k || procDims.some((p) => !Number.isInteger(p) || p < 1)) {
    throw invalidDecomposition("procDims", `${k} positive integers`, procDims);
  }
  const nprocs = procDims.reduce((a, b) => a * b, 1);
  if (nprocs !== env.topology.size) {
    throw invalidDecomposition(
      "procDims",
      `a processor grid of ${env.topology.size} ranks (${env.topology.name})`,
      `${procDims.join("x")} = ${nprocs}`
    );
  }
  const boundary = options.boundary ?? 0;
  if (typeof boundary !== "number" || Number.isNaN(boundary)) throw invalidArgument("boundary", "a number", boundary);
  const minExtent = halo.map(([lo, hi]) => Math.max(1, lo, hi));
  for (let a = 0; a < k; a++) {
    if (shape[a] < procDims[a] * minExtent[a]) {
      throw invalidDecomposition(
        `grid shape[${a}]`,
        `at least ${procDims[a] * minExtent[a]} (${procDims[a]} parts of at least ${minExtent[a]})`,
        shape[a]
      );
    }
  }
  const cuts = options.cuts === void 0 ? blockDecomposition(shape, procDims).cuts : checkCuts(shape, procDims, options.cuts, minExtent);
  const grid = new Grid(
    env,
    shape,
    dtype,
    halo,
    storage,
    periodic,
    procDims,
    cuts.map((c) => c.slice()),
    boundary,
    minExtent
  );
  await grid.allocate();
  return grid;
}
class Grid {
  constructor(env, shape, dtype, halo, storage, periodic, procDims, cuts, boundary, minExtent) {
    this.env = env;
    this.shape = shape;
    this.dtype = dtype;
    this.halo = halo;
    this.storage = storage;
    this.periodic = periodic;
    this.procDims = procDims;
    this.boundary = boundary;
    this.minExtent = minExtent;
    this.k = shape.length;
    const size = env.topology.size;
    this.rankOfProcIndex = Array.from({ length: size }, (_, i) => i);
    if (env.topology.kind === "hypercube" && size > 1) {
      const emb = grayEmbedding(procDims);
      if (emb.dimension === env.topology.dims.length) this.rankOfProcIndex = this.rankOfProcIndex.map((i) => emb.map(i));
    }
    this.procIndexOfRank = new Array(size);
    for (const [i, r] of this.rankOfProcIndex.entries()) this.procIndexOfRank[r] = i;
    this.procCoords = procCoords(procDims, this.procIndexOfRank[env.rank]);
    this.decomposition = { shape, procDims, cuts };
    this.tile = tileBox(this.decomposition, this.procCoords);
    this.extent = this.tile.hi.map((h, a) => h - this.tile.lo[a]);
    this.data = new Float64Array(0);
    this.strides = [];
  }
  env;
  shape;
  dtype;
  halo;
  storage;
  periodic;
  procDims;
  boundary;
  minExtent;
  k;
  /** This rank's coordinates in the processor grid. */
  procCoords;
  decomposition;
  tile;
  extent;
  data;
  strides;
  origin = 0;
  stats = { remaps: 0, elementsSent: 0, bytesSent: 0, haloExchanges: 0, haloBytes: 0 };
  rankOfProcIndex;
  procIndexOfRank;
  /** The storage the last remap replaced: the next remap's storage (double buffering). */
  spare;
  scratch;
  /** Halo exchange buffers: per axis, send lower / send upper / receive upper / receive lower. */
  haloBufs = [];
  /** The halo moves of the current layout (distributed storage; `planHalos`). */
  haloPlan;
  /** Rank that owns processor-grid coordinates `pc`. */
  rankOf(pc) {
    return this.rankOfProcIndex[procIndex(this.procDims, pc)];
  }
  /** Processor-grid coordinates of `rank`. */
  procOf(rank) {
    return procCoords(this.procDims, this.procIndexOfRank[rank]);
  }
  /** Index into `data` of global coordinates `g` (tile or halo). */
  index(g) {
    let i = this.origin;
    for (let a = 0; a < this.k; a++) i += (g[a] - this.tile.lo[a]) * this.strides[a];
    return i;
  }
  get(g) {
    return this.data[this.index(g)];
  }
  set(g, v) {
    this.data[this.index(g)] = v;
  }
  /** @internal Allocate storage for the current tile (collective for shared storage). */
  async allocate() {
    const Ctor = ctorOf(this.dtype);
    if (this.storage === "shared") {
      const dims = this.shape.map((n, a) => n + this.halo[a][0] + this.halo[a][1]);
      const count = dims.reduce((x, y) => x * y, 1);
      let sab;
      if (this.env.rank === 0) {
        sab = new SharedArrayBuffer(count * Ctor.BYTES_PER_ELEMENT);
        if (this.boundary !== 0)
          fillBox(
            new Ctor(sab),
            rowMajorStrides(dims),
            dims.map(() => 0),
            dims,
            this.boundary
          );
      }
      sab = await this.env.shareBuffer(sab, 0);
      this.data = new Ctor(sab);
      this.strides = rowMajorStrides(dims);
      this.placeOrigin();
      return;
    }
    this.data = this.localStorage();
  }
  /**
   * Storage for the current tile (distributed storage). `reuse`: the storage a remap left behind
   * (double buffering): taken when it is large enough and refilled, so steady remaps allocate
   * nothing; otherwise a new buffer with a quarter of headroom for the next remaps.
   */
  localStorage(reuse) {
    const Ctor = ctorOf(this.dtype);
    const dims = this.extent.map((e, a) => e + this.halo[a][0] + this.halo[a][1]);
    const count = Math.max(
      1,
      dims.reduce((x, y) => x * y, 1)
    );
    this.strides = rowMajorStrides(dims);
    this.origin = this.halo.reduce((o, [lo], a) => o + lo * this.strides[a], 0);
    const bpe = Ctor.BYTES_PER_ELEMENT;
    const capacity = reuse === void 0 ? count : Math.ceil(count * 1.25);
    let buffer = reuse !== void 0 && reuse.buffer.byteLength >= count * bpe ? reuse.buffer : takeBuffer(capacity * bpe);
    const zeroed = buffer === void 0;
    buffer ??= new ArrayBuffer(capacity * bpe);
    const data = new Ctor(buffer, 0, count);
    if (!zeroed || this.boundary !== 0)
      fillBox(
        data,
        this.strides,
        dims.map(() => 0),
        dims,
        this.boundary
      );
    return data;
  }
  /** A scratch array of at least `n` elements for packing and receiving remapped boxes. */
  scratchOf(n) {
    if (this.scratch === void 0 || this.scratch.length < n) this.scratch = new (ctorOf(this.dtype))(n + (n >> 2));
    return this.scratch.subarray(0, n);
  }
  placeOrigin() {
    this.origin = this.tile.lo.reduce((o, lo, a) => o + (lo + this.halo[a][0]) * this.strides[a], 0);
  }
  /** Storage coordinates (non-negative) of global coordinates `g`. */
  storageAt(g) {
    return this.storage === "shared" ? g.map((v, a) => v + this.halo[a][0]) : g.map((v, a) => v - this.tile.lo[a] + this.halo[a][0]);
  }
  /**
   * @internal This rank's tile with its halo, as a box of the storage (checkpoints save and restore
   * it): where it starts and its extent. Distributed storage: the whole local array.
   */
  savedBox() {
    const at = this.storageAt(this.tile.lo.map((l, a) => l - this.halo[a][0]));
    return { at, extent: this.extent.map((e, a) => e + this.halo[a][0] + this.halo[a][1]) };
  }
  /**
   * @internal Adopt `cuts` (checked) without moving any cell: a checkpoint restore writes the
   * cells afterwards. Distributed storage gets fresh local storage for the new tile.
   */
  restoreLayout(cuts) {
    const next = checkCuts(this.shape, this.procDims, cuts, this.minExtent);
    this.decomposition = { shape: this.shape, procDims: this.procDims, cuts: next };
    this.tile = tileBox(this.decomposition, this.procCoords);
    this.extent = this.tile.hi.map((h, a) => h - this.tile.lo[a]);
    if (this.storage === "shared") this.placeOrigin();
    else this.data = this.localStorage();
  }
  /** Copy this rank's tile from a full global array (row-major, `shape`). */
  load(global) {
    if (global.length !== this.shape.reduce((x, y) => x * y, 1)) {
      throw invalidArgument("grid.load(global)", `an array of ${this.shape.join("x")} elements`, global);
    }
    copyBox(global, rowMajorStrides(this.shape), this.tile.lo, this.data, this.strides, this.storageAt(this.tile.lo), this.extent);
  }
  /** Bring every halo up to date (collective). */
  exchangeHalos() {
    this.stats.haloExchanges++;
    if (this.storage === "shared") {
      this.env.commShm.barrier();
      if (this.periodic.some((p) => p)) {
        if (this.env.rank === 0) this.wrapSharedFrame();
        this.env.commShm.barrier();
      }
      return;
    }
    for (let a = 0; a < this.k; a++) this.exchangeAxis(a);
  }
  neighbourProc(a, dir) {
    const pc = this.procCoords.slice();
    const P = this.procDims[a];
    let c = pc[a] + dir;
    if (c < 0 || c >= P) {
      if (!this.periodic[a]) return void 0;
      c = (c + P) % P;
    }
    pc[a] = c;
    return pc;
  }
  /** The slab along axis `a` of planes [from, from + count) in tile-relative coordinates. */
  slab(a, from, count) {
    const at = [];
    const extent = [];
    for (let b = 0; b < this.k; b++) {
      const [lo, hi] = this.halo[b];
      if (b === a) {
        at.push(from);
        extent.push(count);
      } else if (b < a) {
        at.push(-lo);
        extent.push(this.extent[b] + lo + hi);
      } else {
        at.push(0);
        extent.push(this.extent[b]);
      }
    }
    return { at: at.map((v, b) => v + this.tile.lo[b]), extent };
  }
  exchangeAxis(a) {
    let plan = this.haloPlan;
    if (plan === void 0 || plan.data !== this.data || plan.tile !== this.tile) plan = this.planHalos();
    const links = this.env.links;
    for (const m of plan.axes[a]) {
      if (m.send) {
        copyBox(this.data, this.strides, m.at, m.buf, m.packed, m.zero, m.extent);
        this.stats.haloBytes += m.bytes;
        links.sendTo(m.peer, m.buf);
      } else {
        links.recvInto(m.peer, m.buf);
        copyBox(m.buf, m.packed, m.zero, this.data, this.strides, m.at, m.extent);
      }
    }
  }
  /**
   * The halo moves of every axis for the current tile and storage (peers, boxes in storage
   * coordinates, their buffers), worked out once per layout: an exchange then allocates nothing
   * and computes no box (it was ~6 µs of a 7 µs exchange of three 1 KiB rows).
   */
  planHalos() {
    const axes = [];
    for (let a = 0; a < this.k; a++) {
      const moves = [];
      axes.push(moves);
      const [lo, hi] = this.halo[a];
      if (lo === 0 && hi === 0) continue;
      const ext = this.extent[a];
      const lower = this.neighbourProc(a, -1);
      const upper = this.neighbourProc(a, 1);
      const move = (pc, send, s, slot) => {
        const buf = this.haloBuffer(4 * a + slot, s.extent);
        const { extent } = s;
        const zero = extent.map(() => 0);
        moves.push({
          send,
          peer: this.rankOf(pc),
          at: this.storageAt(s.at),
          extent,
          packed: rowMajorStrides(extent),
          zero,
          buf,
          bytes: buf.length * buf.BYTES_PER_ELEMENT
        });
      };
      if (lower !== void 0 && hi > 0) move(lower, true, this.slab(a, 0, hi), 0);
      if (upper !== void 0 && lo > 0) move(upper, true, this.slab(a, ext - lo, lo), 1);
      if (upper !== void 0 && hi > 0) move(upper, false, this.slab(a, ext, hi), 2);
      if (lower !== void 0 && lo > 0) move(lower, false, this.slab(a, -lo, lo), 3);
    }
    const plan = { data: this.data, tile: this.tile, axes };
    this.haloPlan = plan;
    return plan;
  }
  /** The halo buffer of `slot` (4 per axis), made anew only when the slab's size changed. */
  haloBuffer(slot, extent) {
    const n = boxSize(extent);
    let buf = this.haloBufs[slot];
    if (buf === void 0 || buf.length !== n) {
      buf = new (ctorOf(this.dtype))(n);
      this.haloBufs[slot] = buf;
    }
    return buf;
  }
  /** Shared storage, periodic axes: copy the opposite edge into the ghost frame (rank 0 only). */
  wrapSharedFrame() {
    for (let a = 0; a < this.k; a++) {
      if (!this.periodic[a]) continue;
      const [lo, hi] = this.halo[a];
      const n = this.shape[a];
      const box = (from, count) => {
        const at = [];
        const extent = [];
        for (let b = 0; b < this.k; b++) {
          const [bl, bh] = this.halo[b];
          if (b === a) {
            at.push(from + lo);
            extent.push(count);
          } else if (b < a) {
            at.push(0);
            extent.push(this.shape[b] + bl + bh);
          } else {
            at.push(bl);
            extent.push(this.shape[b]);
          }
        }
        return { at, extent };
      };
      const copy = (src, dst) => copyBox(this.data, this.strides, src.at, this.data, this.strides, dst.at, dst.extent);
      if (lo > 0) copy(box(n - lo, lo), box(-lo, lo));
      if (hi > 0) copy(box(0, hi), box(n, hi));
    }
  }
  /**
   * Collective: adopt new cut points (identical on every rank; checked). Distributed storage
   * moves the data between ranks; shared storage only moves the cuts. Halos are stale afterwards.
   */
  remap(cuts, options = {}) {
    const make = () => checkCuts(this.shape, this.procDims, cuts, this.minExtent);
    return options.agreed === true ? this.adopt(make, true) : this.adopt(make);
  }
  /**
   * Collective: agree on the cut points `make` computes (every rank takes part even when its
   * request is invalid, so the error is collective), then move the tiles.
   */
  adopt(make, agreed = false) {
    const next = agreed ? make() : agreeOnCuts(this.env.commShm, "remap cuts", make);
    const old = this.decomposition;
    const oldTile = this.tile;
    const newDecomp = { shape: this.shape, procDims: this.procDims, cuts: next };
    const newTile = tileBox(newDecomp, this.procCoords);
    this.stats.remaps++;
    if (old.cuts.every((c, a) => c.every((x, i) => x === next[a][i]))) {
      return { elementsSent: 0, bytesSent: 0, elementsReceived: 0 };
    }
    if (this.storage === "shared") {
      this.decomposition = newDecomp;
      this.tile = newTile;
      this.extent = newTile.hi.map((h, a) => h - newTile.lo[a]);
      this.placeOrigin();
      return {
        elementsSent: volume(oldTile) - this.retained(oldTile, newTile),
        bytesSent: 0,
        elementsReceived: volume(newTile) - this.retained(oldTile, newTile)
      };
    }
    const size = this.env.topology.size;
    const links = this.env.links;
    const oldData = this.data;
    const oldStrides = this.strides;
    const oldAt = (g) => g.map((v, a) => v - oldTile.lo[a] + this.halo[a][0]);
    let elementsSent = 0;
    let bytesSent = 0;
    for (let r = 0; r < size; r++) {
      if (r === this.env.rank) continue;
      const box = intersect(oldTile, tileBox(newDecomp, this.procOf(r)));
      if (box === void 0) continue;
      const ext = box.hi.map((h, a) => h - box.lo[a]);
      const packed = packBoxInto(this.scratchOf(volume(box)), oldData, oldStrides, oldAt(box.lo), ext);
      elementsSent += packed.length;
      bytesSent += packed.length * packed.BYTES_PER_ELEMENT;
      links.sendTo(r, packed);
    }
    this.decomposition = newDecomp;
    this.tile = newTile;
    this.extent = newTile.hi.map((h, a) => h - newTile.lo[a]);
    this.data = this.localStorage(this.spare);
    this.spare = oldData;
    const keep = intersect(oldTile, newTile);
    if (keep !== void 0) {
      const ext = keep.hi.map((h, a) => h - keep.lo[a]);
      copyBox(oldData, oldStrides, oldAt(keep.lo), this.data, this.strides, this.storageAt(keep.lo), ext);
    }
    let elementsReceived = 0;
    for (let r = 0; r < size; r++) {
      if (r === this.env.rank) continue;
      const box = intersect(tileBox(old, this.procOf(r)), newTile);
      if (box === void 0) continue;
      const ext = box.hi.map((h, a) => h - box.lo[a]);
      const buf = this.scratchOf(volume(box));
      links.recvInto(r, buf);
      unpackBox(this.data, this.strides, this.storageAt(box.lo), ext, buf);
      elementsReceived += buf.length;
    }
    this.stats.elementsSent += elementsSent;
    this.stats.bytesSent += bytesSent;
    return { elementsSent, bytesSent, elementsReceived };
  }
  /**
   * Bytes all ranks together send to remap to `cuts` (0 for shared storage), computed from the
   * decompositions alone (every rank gets the same figure without communicating). Call before
   * the remap.
   */
  remapBytes(cuts) {
    if (this.storage === "shared") return 0;
    const next = { shape: this.shape, procDims: this.procDims, cuts };
    let elements = 0;
    for (let r = 0; r < this.env.topology.size; r++) {
      const pc = this.procOf(r);
      const old = tileBox(this.decomposition, pc);
      elements += volume(old) - this.retained(old, tileBox(next, pc));
    }
    return elements * ctorOf(this.dtype).BYTES_PER_ELEMENT;
  }
  retained(a, b) {
    const x = intersect(a, b);
    return x === void 0 ? 0 : volume(x);
  }
  /** Collective: move `count` hyperplanes across `boundary` of `axis` (> 0: to the upper part). */
  shift(axis, boundary, count) {
    return this.adopt(() => checkCuts(this.shape, this.procDims, shiftCuts(this.decomposition, axis, boundary, count), this.minExtent));
  }
  /** Collective: flows[b] hyperplanes cross boundary b of `axis` towards the upper part. */
  applyFlows(axis, flows) {
    return this.adopt(() => checkCuts(this.shape, this.procDims, flowCuts(this.decomposition, axis, flows), this.minExtent));
  }
  /**
   * @internal The run is over: hand the storage of a distributed grid back for later runs on
   * this thread (./buffer-pool.ts). The grid holds no storage afterwards.
   */
  releaseStorage() {
    if (this.storage !== "distributed") return [];
    const out = [];
    for (const a of [this.data, this.spare]) if (a !== void 0 && a.buffer instanceof ArrayBuffer) out.push(a.buffer);
    this.data = new (ctorOf(this.dtype))(0);
    this.spare = void 0;
    this.haloPlan = void 0;
    return out;
  }
  /** Collective: the whole grid (interior, row-major) on `root`; undefined elsewhere. */
  gather(root = 0) {
    const Ctor = ctorOf(this.dtype);
    if (this.storage === "shared") {
      this.env.commShm.barrier();
      const whole = this.env.rank === root ? packBox(
        this.data,
        this.strides,
        this.halo.map(([lo]) => lo),
        this.shape
      ) : void 0;
      this.env.commShm.barrier();
      return whole;
    }
    const links = this.env.links;
    if (this.env.rank !== root) {
      links.sendTo(root, packBox(this.data, this.strides, this.storageAt(this.tile.lo), this.extent));
      return void 0;
    }
    const out = new Ctor(this.shape.reduce((x, y) => x * y, 1));
    const gStrides = rowMajorStrides(this.shape);
    copyBox(this.data, this.strides, this.storageAt(this.tile.lo), out, gStrides, this.tile.lo, this.extent);
    for (let r = 0; r < this.env.topology.size; r++) {
      if (r === root) continue;
      const box = tileBox(this.decomposition, this.procOf(r));
      const ext = box.hi.map((h, a) => h - box.lo[a]);
      const buf = new Ctor(volume(box));
      links.recvInto(r, buf);
      copyBox(
        buf,
        rowMajorStrides(ext),
        ext.map(() => 0),
        out,
        gStrides,
        box.lo,
        ext
      );
    }
    return out;
  }
}
export {
  Grid,
  createGrid
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21lc2gvZ3JpZC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBBIGstRCBncmlkIG9mIG51bWJlcnMgZGVjb21wb3NlZCBvdmVyIHRoZSByYW5rczogZWFjaCByYW5rIG93bnMgYSB0aWxlIHdpdGggYSBoYWxvLlxuICpcbiAqIFN0b3JhZ2UgYGRpc3RyaWJ1dGVkYDogZWFjaCByYW5rIGhvbGRzIGl0cyB0aWxlIHBsdXMgaGFsbyBpbiBhbiBBcnJheUJ1ZmZlciBvZiBpdHMgb3duIChubyBvdGhlclxuICogdGhyZWFkIHJlYWRzIGl0OiBWOCBmaWxscyBhbmQgY29waWVzIHNoYXJlZCBtZW1vcnkgZWxlbWVudCBieSBlbGVtZW50IHdpdGggcmVsYXhlZCBhdG9taWNzLCBhXG4gKiAyIE1pQiBmaWxsIDE2LTMweCBzbG93ZXIgdGhhbiBhIHBsYWluIG9uZSk7IGhhbG8gZXhjaGFuZ2UgYW5kIHJlbWFwcyBjb3B5IGRhdGEgb3ZlciBsaW5rcy4gU3RvcmFnZSBgc2hhcmVkYDogb25lIFNoYXJlZEFycmF5QnVmZmVyIGhvbGRzIHRoZSB3aG9sZVxuICogZ3JpZCBwbHVzIGEgZ2hvc3QgZnJhbWUgYXMgd2lkZSBhcyB0aGUgaGFsbzsgYSByYW5rJ3MgXCJoYWxvXCIgaXMgc2ltcGx5IGl0cyBuZWlnaGJvdXJzJyBjZWxscywgYVxuICogaGFsbyBleGNoYW5nZSBpcyBhIGJhcnJpZXIgKHBsdXMgdGhlIHdyYXAtYXJvdW5kIGNvcHkgb24gcGVyaW9kaWMgYXhlcyksIGFuZCBhIHJlbWFwIG9ubHkgbW92ZXNcbiAqIGN1dCBwb2ludHMuIEluIGJvdGgsIGVsZW1lbnQgKGdsb2JhbCBjb29yZHMgZykgb2YgdGhlIHRpbGUgaXMgYGRhdGFbb3JpZ2luICsgc3VtX2EgKGdfYSAtIGxvX2EpICogc3RyaWRlc1thXV1gLFxuICogdmFsaWQgZm9yIGdfYSBpbiBbbG9fYSAtIGhhbG9Mb19hLCBoaV9hICsgaGFsb0hpX2EpLlxuICovXG5pbXBvcnQgdHlwZSB7IENvbGxlY3RpdmVzIH0gZnJvbSAnLi4vY29tbS9jb2xsZWN0aXZlcy5qcyc7XG5pbXBvcnQgeyB0eXBlIEFycmF5T2YsIGNoZWNrRFR5cGUsIGN0b3JPZiwgdHlwZSBEVHlwZSwgdHlwZSBOdW1lcmljQXJyYXkgfSBmcm9tICcuLi9jb21tL2R0eXBlLmpzJztcbmltcG9ydCB0eXBlIHsgTGlua3MgfSBmcm9tICcuLi9jb21tL2xpbmtzLmpzJztcbmltcG9ydCB7IGludmFsaWRBcmd1bWVudCwgaW52YWxpZERlY29tcG9zaXRpb24sIHNpbmdsZUhvc3RPbmx5IH0gZnJvbSAnLi4vZXJyb3JzLmpzJztcbmltcG9ydCB7IGdyYXlFbWJlZGRpbmcgfSBmcm9tICcuLi90b3BvbG9neS9pbmRleC5qcyc7XG5pbXBvcnQgdHlwZSB7IFRvcG9sb2d5IH0gZnJvbSAnLi4vdG9wb2xvZ3kvdHlwZXMuanMnO1xuaW1wb3J0IHsgYWdyZWVPbkN1dHMgfSBmcm9tICcuL2FncmVlbWVudC5qcyc7XG5pbXBvcnQgeyB0YWtlQnVmZmVyIH0gZnJvbSAnLi9idWZmZXItcG9vbC5qcyc7XG5pbXBvcnQge1xuICB0eXBlIEJveCxcbiAgYmxvY2tEZWNvbXBvc2l0aW9uLFxuICBjaGVja0N1dHMsXG4gIGNoZWNrU2hhcGUsXG4gIHR5cGUgRGVjb21wb3NpdGlvbixcbiAgZmxvd0N1dHMsXG4gIGludGVyc2VjdCxcbiAgcHJvY0Nvb3JkcyxcbiAgcHJvY0luZGV4LFxuICBzaGlmdEN1dHMsXG4gIHRpbGVCb3gsXG4gIHZvbHVtZSxcbn0gZnJvbSAnLi9kZWNvbXBvc2l0aW9uLmpzJztcbmltcG9ydCB7IGJveFNpemUsIGNvcHlCb3gsIGZpbGxCb3gsIHBhY2tCb3gsIHBhY2tCb3hJbnRvLCByb3dNYWpvclN0cmlkZXMsIHVucGFja0JveCB9IGZyb20gJy4vc3RyaWRlZC5qcyc7XG5cbmV4cG9ydCB0eXBlIFN0b3JhZ2UgPSAnc2hhcmVkJyB8ICdkaXN0cmlidXRlZCc7XG5leHBvcnQgdHlwZSBIYWxvU3BlYyA9IG51bWJlciB8IHJlYWRvbmx5IChyZWFkb25seSBbbnVtYmVyLCBudW1iZXJdKVtdO1xuXG5leHBvcnQgaW50ZXJmYWNlIEdyaWRPcHRpb25zPEQgZXh0ZW5kcyBEVHlwZSA9IERUeXBlPiB7XG4gIHJlYWRvbmx5IHNoYXBlOiByZWFkb25seSBudW1iZXJbXTtcbiAgLyoqIEVsZW1lbnQgdHlwZSAoZGVmYXVsdCAnZmxvYXQ2NCcpOyBpdCB0eXBlcyBgZ3JpZC5kYXRhYDogYCdpbnQzMidgIGdpdmVzIGFuIGBJbnQzMkFycmF5YC4gKi9cbiAgcmVhZG9ubHkgZHR5cGU/OiBEO1xuICAvKiogSGFsbyB3aWR0aDogb25lIG51bWJlciBmb3IgZXZlcnkgc2lkZSwgb3IgW2JlbG93LCBhYm92ZV0gcGVyIGF4aXMgKGUuZy4gW1sxLCAyXSwgWzEsIDJdXSkuICovXG4gIHJlYWRvbmx5IGhhbG8/OiBIYWxvU3BlYztcbiAgcmVhZG9ubHkgc3RvcmFnZT86IFN0b3JhZ2U7XG4gIC8qKiBXcmFwLWFyb3VuZCBheGVzIChXYVRvcidzIG9jZWFuIGlzIGEgdG9ydXMpLiAqL1xuICByZWFkb25seSBwZXJpb2RpYz86IGJvb2xlYW4gfCByZWFkb25seSBib29sZWFuW107XG4gIC8qKiBQcm9jZXNzb3JzIHBlciBheGlzOyBkZWZhdWx0OiB0aGUgdG9wb2xvZ3kncyBzaGFwZSAoY2hhaW4vcmluZy9oeXBlcmN1YmU6IHN0cmlwcyBhbG9uZyBheGlzIDApLiAqL1xuICByZWFkb25seSBwcm9jRGltcz86IHJlYWRvbmx5IG51bWJlcltdO1xuICAvKiogSW5pdGlhbCBjdXQgcG9pbnRzOyBkZWZhdWx0OiBibG9jayBkZWNvbXBvc2l0aW9uLiAqL1xuICByZWFkb25seSBjdXRzPzogcmVhZG9ubHkgKHJlYWRvbmx5IG51bWJlcltdKVtdO1xuICAvKiogVmFsdWUgb2YgZ2hvc3QgY2VsbHMgb3V0c2lkZSBhIG5vbi1wZXJpb2RpYyBncmlkIChkZWZhdWx0IDApLiAqL1xuICByZWFkb25seSBib3VuZGFyeT86IG51bWJlcjtcbn1cblxuLyoqIFdoYXQgYSBncmlkIG5lZWRzIGZyb20gaXRzIHJhbmsgKFJhbmtDb250ZXh0IHByb3ZpZGVzIGl0KS4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgR3JpZEVudiB7XG4gIHJlYWRvbmx5IHJhbms6IG51bWJlcjtcbiAgcmVhZG9ubHkgdG9wb2xvZ3k6IFRvcG9sb2d5O1xuICByZWFkb25seSBsaW5rczogTGlua3M7XG4gIC8qKiBDb2xsZWN0aXZlcyB1c2VkIGZvciB0aGUgZ3JpZCdzIG93biBzeW5jaHJvbmlzYXRpb24uICovXG4gIHJlYWRvbmx5IGNvbW1TaG06IENvbGxlY3RpdmVzO1xuICBzaGFyZUJ1ZmZlcihidWZmZXI6IFNoYXJlZEFycmF5QnVmZmVyIHwgdW5kZWZpbmVkLCByb290PzogbnVtYmVyKTogUHJvbWlzZTxTaGFyZWRBcnJheUJ1ZmZlcj47XG4gIC8qKiBIb3N0IHByb2Nlc3NlcyB0aGUgcmFua3MgbGl2ZSBpbiAoYWJzZW50IG9yIDE6IG9uZSBhZGRyZXNzIHNwYWNlKS4gKi9cbiAgcmVhZG9ubHkgaG9zdHM/OiBudW1iZXI7XG59XG5cbmV4cG9ydCBpbnRlcmZhY2UgUmVtYXBTdGF0cyB7XG4gIC8qKiBFbGVtZW50cyB0aGlzIHJhbmsgc2VudCB0byBvdGhlcnMuICovXG4gIHJlYWRvbmx5IGVsZW1lbnRzU2VudDogbnVtYmVyO1xuICByZWFkb25seSBieXRlc1NlbnQ6IG51bWJlcjtcbiAgLyoqIEVsZW1lbnRzIHRoaXMgcmFuayByZWNlaXZlZC4gKi9cbiAgcmVhZG9ubHkgZWxlbWVudHNSZWNlaXZlZDogbnVtYmVyO1xufVxuXG5mdW5jdGlvbiBoYWxvT2Yoc3BlYzogSGFsb1NwZWMgfCB1bmRlZmluZWQsIGs6IG51bWJlcik6IFtudW1iZXIsIG51bWJlcl1bXSB7XG4gIGlmIChzcGVjID09PSB1bmRlZmluZWQpIHJldHVybiBBcnJheS5mcm9tKHsgbGVuZ3RoOiBrIH0sICgpID0+IFsxLCAxXSBhcyBbbnVtYmVyLCBudW1iZXJdKTtcbiAgaWYgKHR5cGVvZiBzcGVjID09PSAnbnVtYmVyJykge1xuICAgIGlmICghTnVtYmVyLmlzSW50ZWdlcihzcGVjKSB8fCBzcGVjIDwgMCkgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdoYWxvJywgJ2FuIGludGVnZXIgPj0gMCBvciBbYmVsb3csIGFib3ZlXSBwZXIgYXhpcycsIHNwZWMpO1xuICAgIHJldHVybiBBcnJheS5mcm9tKHsgbGVuZ3RoOiBrIH0sICgpID0+IFtzcGVjLCBzcGVjXSBhcyBbbnVtYmVyLCBudW1iZXJdKTtcbiAgfVxuICBpZiAoIUFycmF5LmlzQXJyYXkoc3BlYykgfHwgc3BlYy5sZW5ndGggIT09IGspIHRocm93IGludmFsaWRBcmd1bWVudCgnaGFsbycsIGBhIG51bWJlciBvciAke2t9IFtiZWxvdywgYWJvdmVdIHBhaXJzYCwgc3BlYyk7XG4gIHJldHVybiBzcGVjLm1hcCgocCwgYSkgPT4ge1xuICAgIGlmICghQXJyYXkuaXNBcnJheShwKSB8fCBwLmxlbmd0aCAhPT0gMiB8fCAhcC5ldmVyeSgodykgPT4gTnVtYmVyLmlzSW50ZWdlcih3KSAmJiB3ID49IDApKSB7XG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoYGhhbG9bJHthfV1gLCAnYSBwYWlyIFtiZWxvdywgYWJvdmVdIG9mIGludGVnZXJzID49IDAnLCBwKTtcbiAgICB9XG4gICAgcmV0dXJuIFtwWzBdLCBwWzFdXSBhcyBbbnVtYmVyLCBudW1iZXJdO1xuICB9KTtcbn1cblxuZnVuY3Rpb24gZGVmYXVsdFByb2NEaW1zKHRvcG9sb2d5OiBUb3BvbG9neSwgazogbnVtYmVyKTogbnVtYmVyW10ge1xuICBjb25zdCBkaW1zID0gdG9wb2xvZ3kua2luZCA9PT0gJ2h5cGVyY3ViZScgPyBbdG9wb2xvZ3kuc2l6ZV0gOiB0b3BvbG9neS5kaW1zLnNsaWNlKCk7XG4gIGlmIChkaW1zLmxlbmd0aCA+IGspIHtcbiAgICB0aHJvdyBpbnZhbGlkRGVjb21wb3NpdGlvbigncHJvY0RpbXMnLCBgZ2l2ZW4gZXhwbGljaXRseSBmb3IgYSAke2t9LUQgZ3JpZCBvbiAke3RvcG9sb2d5Lm5hbWV9YCwgYGEgJHtkaW1zLmxlbmd0aH0tRCB0b3BvbG9neWApO1xuICB9XG4gIHdoaWxlIChkaW1zLmxlbmd0aCA8IGspIGRpbXMucHVzaCgxKTtcbiAgcmV0dXJuIGRpbXM7XG59XG5cbmV4cG9ydCBhc3luYyBmdW5jdGlvbiBjcmVhdGVHcmlkPEQgZXh0ZW5kcyBEVHlwZSA9ICdmbG9hdDY0Jz4oZW52OiBHcmlkRW52LCBvcHRpb25zOiBHcmlkT3B0aW9uczxEPik6IFByb21pc2U8R3JpZDxEPj4ge1xuICBpZiAodHlwZW9mIG9wdGlvbnMgIT09ICdvYmplY3QnIHx8IG9wdGlvbnMgPT09IG51bGwpIHRocm93IGludmFsaWRBcmd1bWVudCgnZ3JpZCBvcHRpb25zJywgJ2FuIG9iamVjdCcsIG9wdGlvbnMpO1xuICBjb25zdCBzaGFwZSA9IGNoZWNrU2hhcGUob3B0aW9ucy5zaGFwZSk7XG4gIGNvbnN0IGsgPSBzaGFwZS5sZW5ndGg7XG4gIGNvbnN0IGR0eXBlID0gY2hlY2tEVHlwZShvcHRpb25zLmR0eXBlID8/ICdmbG9hdDY0Jyk7XG4gIGNvbnN0IGhhbG8gPSBoYWxvT2Yob3B0aW9ucy5oYWxvLCBrKTtcbiAgY29uc3Qgc3RvcmFnZSA9IG9wdGlvbnMuc3RvcmFnZSA/PyAnZGlzdHJpYnV0ZWQnO1xuICBpZiAoc3RvcmFnZSAhPT0gJ3NoYXJlZCcgJiYgc3RvcmFnZSAhPT0gJ2Rpc3RyaWJ1dGVkJykgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdzdG9yYWdlJywgXCInc2hhcmVkJyBvciAnZGlzdHJpYnV0ZWQnXCIsIHN0b3JhZ2UpO1xuICBpZiAoc3RvcmFnZSA9PT0gJ3NoYXJlZCcgJiYgKGVudi5ob3N0cyA/PyAxKSA+IDEpXG4gICAgdGhyb3cgc2luZ2xlSG9zdE9ubHkoXCJncmlkIHN0b3JhZ2UgJ3NoYXJlZCdcIiwgZW52Lmhvc3RzID8/IDEsIFwidXNlIHN0b3JhZ2UgJ2Rpc3RyaWJ1dGVkJ1wiKTtcbiAgY29uc3QgcGVyaW9kaWNJbiA9IG9wdGlvbnMucGVyaW9kaWMgPz8gZmFsc2U7XG4gIGNvbnN0IHBlcmlvZGljID0gdHlwZW9mIHBlcmlvZGljSW4gPT09ICdib29sZWFuJyA/IHNoYXBlLm1hcCgoKSA9PiBwZXJpb2RpY0luKSA6IHBlcmlvZGljSW4uc2xpY2UoKTtcbiAgaWYgKHBlcmlvZGljLmxlbmd0aCAhPT0gayB8fCBwZXJpb2RpYy5zb21lKChwKSA9PiB0eXBlb2YgcCAhPT0gJ2Jvb2xlYW4nKSlcbiAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ3BlcmlvZGljJywgYGEgYm9vbGVhbiBvciAke2t9IGJvb2xlYW5zYCwgcGVyaW9kaWNJbik7XG4gIGNvbnN0IHByb2NEaW1zID0gb3B0aW9ucy5wcm9jRGltcyA9PT0gdW5kZWZpbmVkID8gZGVmYXVsdFByb2NEaW1zKGVudi50b3BvbG9neSwgaykgOiBvcHRpb25zLnByb2NEaW1zLnNsaWNlKCk7XG4gIGlmIChwcm9jRGltcy5sZW5ndGggIT09IGsgfHwgcHJvY0RpbXMuc29tZSgocCkgPT4gIU51bWJlci5pc0ludGVnZXIocCkgfHwgcCA8IDEpKSB7XG4gICAgdGhyb3cgaW52YWxpZERlY29tcG9zaXRpb24oJ3Byb2NEaW1zJywgYCR7a30gcG9zaXRpdmUgaW50ZWdlcnNgLCBwcm9jRGltcyk7XG4gIH1cbiAgY29uc3QgbnByb2NzID0gcHJvY0RpbXMucmVkdWNlKChhLCBiKSA9PiBhICogYiwgMSk7XG4gIGlmIChucHJvY3MgIT09IGVudi50b3BvbG9neS5zaXplKSB7XG4gICAgdGhyb3cgaW52YWxpZERlY29tcG9zaXRpb24oXG4gICAgICAncHJvY0RpbXMnLFxuICAgICAgYGEgcHJvY2Vzc29yIGdyaWQgb2YgJHtlbnYudG9wb2xvZ3kuc2l6ZX0gcmFua3MgKCR7ZW52LnRvcG9sb2d5Lm5hbWV9KWAsXG4gICAgICBgJHtwcm9jRGltcy5qb2luKCd4Jyl9ID0gJHtucHJvY3N9YCxcbiAgICApO1xuICB9XG4gIGNvbnN0IGJvdW5kYXJ5ID0gb3B0aW9ucy5ib3VuZGFyeSA/PyAwO1xuICBpZiAodHlwZW9mIGJvdW5kYXJ5ICE9PSAnbnVtYmVyJyB8fCBOdW1iZXIuaXNOYU4oYm91bmRhcnkpKSB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2JvdW5kYXJ5JywgJ2EgbnVtYmVyJywgYm91bmRhcnkpO1xuICBjb25zdCBtaW5FeHRlbnQgPSBoYWxvLm1hcCgoW2xvLCBoaV0pID0+IE1hdGgubWF4KDEsIGxvLCBoaSkpO1xuICBmb3IgKGxldCBhID0gMDsgYSA8IGs7IGErKykge1xuICAgIGlmICgoc2hhcGVbYV0gYXMgbnVtYmVyKSA8IChwcm9jRGltc1thXSBhcyBudW1iZXIpICogKG1pbkV4dGVudFthXSBhcyBudW1iZXIpKSB7XG4gICAgICB0aHJvdyBpbnZhbGlkRGVjb21wb3NpdGlvbihcbiAgICAgICAgYGdyaWQgc2hhcGVbJHthfV1gLFxuICAgICAgICBgYXQgbGVhc3QgJHsocHJvY0RpbXNbYV0gYXMgbnVtYmVyKSAqIChtaW5FeHRlbnRbYV0gYXMgbnVtYmVyKX0gKCR7cHJvY0RpbXNbYV19IHBhcnRzIG9mIGF0IGxlYXN0ICR7bWluRXh0ZW50W2FdfSlgLFxuICAgICAgICBzaGFwZVthXSxcbiAgICAgICk7XG4gICAgfVxuICB9XG4gIGNvbnN0IGN1dHMgPSBvcHRpb25zLmN1dHMgPT09IHVuZGVmaW5lZCA/IGJsb2NrRGVjb21wb3NpdGlvbihzaGFwZSwgcHJvY0RpbXMpLmN1dHMgOiBjaGVja0N1dHMoc2hhcGUsIHByb2NEaW1zLCBvcHRpb25zLmN1dHMsIG1pbkV4dGVudCk7XG4gIGNvbnN0IGdyaWQgPSBuZXcgR3JpZDxEPihcbiAgICBlbnYsXG4gICAgc2hhcGUsXG4gICAgZHR5cGUsXG4gICAgaGFsbyxcbiAgICBzdG9yYWdlLFxuICAgIHBlcmlvZGljLFxuICAgIHByb2NEaW1zLFxuICAgIGN1dHMubWFwKChjKSA9PiBjLnNsaWNlKCkpLFxuICAgIGJvdW5kYXJ5LFxuICAgIG1pbkV4dGVudCxcbiAgKTtcbiAgYXdhaXQgZ3JpZC5hbGxvY2F0ZSgpO1xuICByZXR1cm4gZ3JpZDtcbn1cblxuLyoqIE9uZSBzZW5kIG9yIHJlY2VpdmUgb2YgYSBoYWxvIGV4Y2hhbmdlOiB0aGUgcGVlciwgdGhlIGJveCAoc3RvcmFnZSBjb29yZGluYXRlcykgYW5kIGl0cyBidWZmZXIuICovXG5pbnRlcmZhY2UgSGFsb01vdmUge1xuICByZWFkb25seSBzZW5kOiBib29sZWFuO1xuICByZWFkb25seSBwZWVyOiBudW1iZXI7XG4gIHJlYWRvbmx5IGF0OiByZWFkb25seSBudW1iZXJbXTtcbiAgcmVhZG9ubHkgZXh0ZW50OiByZWFkb25seSBudW1iZXJbXTtcbiAgLyoqIFN0cmlkZXMgb2YgdGhlIHBhY2tlZCBib3ggaW4gYGJ1ZmAsIGFuZCBpdHMgb3JpZ2luICh6ZXJvcykuICovXG4gIHJlYWRvbmx5IHBhY2tlZDogcmVhZG9ubHkgbnVtYmVyW107XG4gIHJlYWRvbmx5IHplcm86IHJlYWRvbmx5IG51bWJlcltdO1xuICByZWFkb25seSBidWY6IE51bWVyaWNBcnJheTtcbiAgcmVhZG9ubHkgYnl0ZXM6IG51bWJlcjtcbn1cblxuLyoqIFRoZSBoYWxvIG1vdmVzIHBlciBheGlzLCB2YWxpZCB3aGlsZSB0aGUgZ3JpZCBrZWVwcyB0aGlzIHN0b3JhZ2UgYW5kIHRpbGUuICovXG5pbnRlcmZhY2UgSGFsb1BsYW4ge1xuICByZWFkb25seSBkYXRhOiBOdW1lcmljQXJyYXk7XG4gIHJlYWRvbmx5IHRpbGU6IEJveDtcbiAgcmVhZG9ubHkgYXhlczogcmVhZG9ubHkgKHJlYWRvbmx5IEhhbG9Nb3ZlW10pW107XG59XG5cbi8qKlxuICogQSBrLUQgZ3JpZCBjdXQgaW50byBvbmUgdGlsZSBwZXIgcmFuaywgd2l0aCBoYWxvcy4gYERgIGlzIGl0cyBkdHlwZTogYGRhdGFgIGlzIHRoZSB0eXBlZCBhcnJheSBvZlxuICogdGhhdCBkdHlwZSAoYEdyaWQ8J2Zsb2F0NjQnPmAgaGFzIGEgYEZsb2F0NjRBcnJheWApLCBsYWlkIG91dCByb3ctbWFqb3Igd2l0aCBgc3RyaWRlc2AsIHRoZVxuICogb3duZWQgY2VsbHMgc3RhcnRpbmcgYXQgYG9yaWdpbmAuXG4gKi9cbmV4cG9ydCBjbGFzcyBHcmlkPEQgZXh0ZW5kcyBEVHlwZSA9IERUeXBlPiB7XG4gIHJlYWRvbmx5IGs6IG51bWJlcjtcbiAgLyoqIFRoaXMgcmFuaydzIGNvb3JkaW5hdGVzIGluIHRoZSBwcm9jZXNzb3IgZ3JpZC4gKi9cbiAgcmVhZG9ubHkgcHJvY0Nvb3JkczogcmVhZG9ubHkgbnVtYmVyW107XG4gIGRlY29tcG9zaXRpb246IERlY29tcG9zaXRpb247XG4gIHRpbGU6IEJveDtcbiAgZXh0ZW50OiBudW1iZXJbXTtcbiAgZGF0YTogQXJyYXlPZjxEPjtcbiAgc3RyaWRlczogbnVtYmVyW107XG4gIG9yaWdpbiA9IDA7XG4gIHJlYWRvbmx5IHN0YXRzID0geyByZW1hcHM6IDAsIGVsZW1lbnRzU2VudDogMCwgYnl0ZXNTZW50OiAwLCBoYWxvRXhjaGFuZ2VzOiAwLCBoYWxvQnl0ZXM6IDAgfTtcbiAgcHJpdmF0ZSByZWFkb25seSByYW5rT2ZQcm9jSW5kZXg6IG51bWJlcltdO1xuICBwcml2YXRlIHJlYWRvbmx5IHByb2NJbmRleE9mUmFuazogbnVtYmVyW107XG4gIC8qKiBUaGUgc3RvcmFnZSB0aGUgbGFzdCByZW1hcCByZXBsYWNlZDogdGhlIG5leHQgcmVtYXAncyBzdG9yYWdlIChkb3VibGUgYnVmZmVyaW5nKS4gKi9cbiAgcHJpdmF0ZSBzcGFyZTogTnVtZXJpY0FycmF5IHwgdW5kZWZpbmVkO1xuICBwcml2YXRlIHNjcmF0Y2g6IE51bWVyaWNBcnJheSB8IHVuZGVmaW5lZDtcbiAgLyoqIEhhbG8gZXhjaGFuZ2UgYnVmZmVyczogcGVyIGF4aXMsIHNlbmQgbG93ZXIgLyBzZW5kIHVwcGVyIC8gcmVjZWl2ZSB1cHBlciAvIHJlY2VpdmUgbG93ZXIuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgaGFsb0J1ZnM6IChOdW1lcmljQXJyYXkgfCB1bmRlZmluZWQpW10gPSBbXTtcbiAgLyoqIFRoZSBoYWxvIG1vdmVzIG9mIHRoZSBjdXJyZW50IGxheW91dCAoZGlzdHJpYnV0ZWQgc3RvcmFnZTsgYHBsYW5IYWxvc2ApLiAqL1xuICBwcml2YXRlIGhhbG9QbGFuOiBIYWxvUGxhbiB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3RvcihcbiAgICBwcml2YXRlIHJlYWRvbmx5IGVudjogR3JpZEVudixcbiAgICByZWFkb25seSBzaGFwZTogcmVhZG9ubHkgbnVtYmVyW10sXG4gICAgcmVhZG9ubHkgZHR5cGU6IERUeXBlLFxuICAgIHJlYWRvbmx5IGhhbG86IHJlYWRvbmx5IChyZWFkb25seSBbbnVtYmVyLCBudW1iZXJdKVtdLFxuICAgIHJlYWRvbmx5IHN0b3JhZ2U6IFN0b3JhZ2UsXG4gICAgcmVhZG9ubHkgcGVyaW9kaWM6IHJlYWRvbmx5IGJvb2xlYW5bXSxcbiAgICByZWFkb25seSBwcm9jRGltczogcmVhZG9ubHkgbnVtYmVyW10sXG4gICAgY3V0czogbnVtYmVyW11bXSxcbiAgICByZWFkb25seSBib3VuZGFyeTogbnVtYmVyLFxuICAgIHJlYWRvbmx5IG1pbkV4dGVudDogcmVhZG9ubHkgbnVtYmVyW10sXG4gICkge1xuICAgIHRoaXMuayA9IHNoYXBlLmxlbmd0aDtcbiAgICBjb25zdCBzaXplID0gZW52LnRvcG9sb2d5LnNpemU7XG4gICAgdGhpcy5yYW5rT2ZQcm9jSW5kZXggPSBBcnJheS5mcm9tKHsgbGVuZ3RoOiBzaXplIH0sIChfLCBpKSA9PiBpKTtcbiAgICBpZiAoZW52LnRvcG9sb2d5LmtpbmQgPT09ICdoeXBlcmN1YmUnICYmIHNpemUgPiAxKSB7XG4gICAgICAvLyBFbWJlZCB0aGUgcHJvY2Vzc29yIGdyaWQgc28gdGhhdCBuZWlnaGJvdXJpbmcgdGlsZXMgc2l0IG9uIG5laWdoYm91cmluZyByYW5rcy5cbiAgICAgIGNvbnN0IGVtYiA9IGdyYXlFbWJlZGRpbmcocHJvY0RpbXMpO1xuICAgICAgaWYgKGVtYi5kaW1lbnNpb24gPT09IGVudi50b3BvbG9neS5kaW1zLmxlbmd0aCkgdGhpcy5yYW5rT2ZQcm9jSW5kZXggPSB0aGlzLnJhbmtPZlByb2NJbmRleC5tYXAoKGkpID0+IGVtYi5tYXAoaSkpO1xuICAgIH1cbiAgICB0aGlzLnByb2NJbmRleE9mUmFuayA9IG5ldyBBcnJheTxudW1iZXI+KHNpemUpO1xuICAgIGZvciAoY29uc3QgW2ksIHJdIG9mIHRoaXMucmFua09mUHJvY0luZGV4LmVudHJpZXMoKSkgdGhpcy5wcm9jSW5kZXhPZlJhbmtbcl0gPSBpO1xuICAgIHRoaXMucHJvY0Nvb3JkcyA9IHByb2NDb29yZHMocHJvY0RpbXMsIHRoaXMucHJvY0luZGV4T2ZSYW5rW2Vudi5yYW5rXSBhcyBudW1iZXIpO1xuICAgIHRoaXMuZGVjb21wb3NpdGlvbiA9IHsgc2hhcGUsIHByb2NEaW1zLCBjdXRzIH07XG4gICAgdGhpcy50aWxlID0gdGlsZUJveCh0aGlzLmRlY29tcG9zaXRpb24sIHRoaXMucHJvY0Nvb3Jkcyk7XG4gICAgdGhpcy5leHRlbnQgPSB0aGlzLnRpbGUuaGkubWFwKChoLCBhKSA9PiBoIC0gKHRoaXMudGlsZS5sb1thXSBhcyBudW1iZXIpKTtcbiAgICB0aGlzLmRhdGEgPSBuZXcgRmxvYXQ2NEFycmF5KDApIGFzIEFycmF5T2Y8RD47XG4gICAgdGhpcy5zdHJpZGVzID0gW107XG4gIH1cblxuICAvKiogUmFuayB0aGF0IG93bnMgcHJvY2Vzc29yLWdyaWQgY29vcmRpbmF0ZXMgYHBjYC4gKi9cbiAgcmFua09mKHBjOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMucmFua09mUHJvY0luZGV4W3Byb2NJbmRleCh0aGlzLnByb2NEaW1zLCBwYyldIGFzIG51bWJlcjtcbiAgfVxuXG4gIC8qKiBQcm9jZXNzb3ItZ3JpZCBjb29yZGluYXRlcyBvZiBgcmFua2AuICovXG4gIHByb2NPZihyYW5rOiBudW1iZXIpOiBudW1iZXJbXSB7XG4gICAgcmV0dXJuIHByb2NDb29yZHModGhpcy5wcm9jRGltcywgdGhpcy5wcm9jSW5kZXhPZlJhbmtbcmFua10gYXMgbnVtYmVyKTtcbiAgfVxuXG4gIC8qKiBJbmRleCBpbnRvIGBkYXRhYCBvZiBnbG9iYWwgY29vcmRpbmF0ZXMgYGdgICh0aWxlIG9yIGhhbG8pLiAqL1xuICBpbmRleChnOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciB7XG4gICAgbGV0IGkgPSB0aGlzLm9yaWdpbjtcbiAgICBmb3IgKGxldCBhID0gMDsgYSA8IHRoaXMuazsgYSsrKSBpICs9ICgoZ1thXSBhcyBudW1iZXIpIC0gKHRoaXMudGlsZS5sb1thXSBhcyBudW1iZXIpKSAqICh0aGlzLnN0cmlkZXNbYV0gYXMgbnVtYmVyKTtcbiAgICByZXR1cm4gaTtcbiAgfVxuXG4gIGdldChnOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuZGF0YVt0aGlzLmluZGV4KGcpXSBhcyBudW1iZXI7XG4gIH1cblxuICBzZXQoZzogcmVhZG9ubHkgbnVtYmVyW10sIHY6IG51bWJlcik6IHZvaWQge1xuICAgICh0aGlzLmRhdGEgYXMgdW5rbm93biBhcyBudW1iZXJbXSlbdGhpcy5pbmRleChnKV0gPSB2O1xuICB9XG5cbiAgLyoqIEBpbnRlcm5hbCBBbGxvY2F0ZSBzdG9yYWdlIGZvciB0aGUgY3VycmVudCB0aWxlIChjb2xsZWN0aXZlIGZvciBzaGFyZWQgc3RvcmFnZSkuICovXG4gIGFzeW5jIGFsbG9jYXRlKCk6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IEN0b3IgPSBjdG9yT2YodGhpcy5kdHlwZSk7XG4gICAgaWYgKHRoaXMuc3RvcmFnZSA9PT0gJ3NoYXJlZCcpIHtcbiAgICAgIGNvbnN0IGRpbXMgPSB0aGlzLnNoYXBlLm1hcCgobiwgYSkgPT4gbiArICh0aGlzLmhhbG9bYV0gYXMgcmVhZG9ubHkgbnVtYmVyW10pWzBdISArICh0aGlzLmhhbG9bYV0gYXMgcmVhZG9ubHkgbnVtYmVyW10pWzFdISk7XG4gICAgICBjb25zdCBjb3VudCA9IGRpbXMucmVkdWNlKCh4LCB5KSA9PiB4ICogeSwgMSk7XG4gICAgICBsZXQgc2FiOiBTaGFyZWRBcnJheUJ1ZmZlciB8IHVuZGVmaW5lZDtcbiAgICAgIGlmICh0aGlzLmVudi5yYW5rID09PSAwKSB7XG4gICAgICAgIHNhYiA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihjb3VudCAqIEN0b3IuQllURVNfUEVSX0VMRU1FTlQpO1xuICAgICAgICBpZiAodGhpcy5ib3VuZGFyeSAhPT0gMClcbiAgICAgICAgICBmaWxsQm94KFxuICAgICAgICAgICAgbmV3IEN0b3Ioc2FiKSxcbiAgICAgICAgICAgIHJvd01ham9yU3RyaWRlcyhkaW1zKSxcbiAgICAgICAgICAgIGRpbXMubWFwKCgpID0+IDApLFxuICAgICAgICAgICAgZGltcyxcbiAgICAgICAgICAgIHRoaXMuYm91bmRhcnksXG4gICAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIHNhYiA9IGF3YWl0IHRoaXMuZW52LnNoYXJlQnVmZmVyKHNhYiwgMCk7XG4gICAgICB0aGlzLmRhdGEgPSBuZXcgQ3RvcihzYWIpIGFzIEFycmF5T2Y8RD47XG4gICAgICB0aGlzLnN0cmlkZXMgPSByb3dNYWpvclN0cmlkZXMoZGltcyk7XG4gICAgICB0aGlzLnBsYWNlT3JpZ2luKCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMuZGF0YSA9IHRoaXMubG9jYWxTdG9yYWdlKCkgYXMgQXJyYXlPZjxEPjtcbiAgfVxuXG4gIC8qKlxuICAgKiBTdG9yYWdlIGZvciB0aGUgY3VycmVudCB0aWxlIChkaXN0cmlidXRlZCBzdG9yYWdlKS4gYHJldXNlYDogdGhlIHN0b3JhZ2UgYSByZW1hcCBsZWZ0IGJlaGluZFxuICAgKiAoZG91YmxlIGJ1ZmZlcmluZyk6IHRha2VuIHdoZW4gaXQgaXMgbGFyZ2UgZW5vdWdoIGFuZCByZWZpbGxlZCwgc28gc3RlYWR5IHJlbWFwcyBhbGxvY2F0ZVxuICAgKiBub3RoaW5nOyBvdGhlcndpc2UgYSBuZXcgYnVmZmVyIHdpdGggYSBxdWFydGVyIG9mIGhlYWRyb29tIGZvciB0aGUgbmV4dCByZW1hcHMuXG4gICAqL1xuICBwcml2YXRlIGxvY2FsU3RvcmFnZShyZXVzZT86IE51bWVyaWNBcnJheSk6IE51bWVyaWNBcnJheSB7XG4gICAgY29uc3QgQ3RvciA9IGN0b3JPZih0aGlzLmR0eXBlKTtcbiAgICBjb25zdCBkaW1zID0gdGhpcy5leHRlbnQubWFwKChlLCBhKSA9PiBlICsgdGhpcy5oYWxvW2FdIVswXSArIHRoaXMuaGFsb1thXSFbMV0pO1xuICAgIGNvbnN0IGNvdW50ID0gTWF0aC5tYXgoXG4gICAgICAxLFxuICAgICAgZGltcy5yZWR1Y2UoKHgsIHkpID0+IHggKiB5LCAxKSxcbiAgICApO1xuICAgIHRoaXMuc3RyaWRlcyA9IHJvd01ham9yU3RyaWRlcyhkaW1zKTtcbiAgICB0aGlzLm9yaWdpbiA9IHRoaXMuaGFsby5yZWR1Y2UoKG8sIFtsb10sIGEpID0+IG8gKyBsbyAqICh0aGlzLnN0cmlkZXNbYV0gYXMgbnVtYmVyKSwgMCk7XG4gICAgY29uc3QgYnBlID0gQ3Rvci5CWVRFU19QRVJfRUxFTUVOVDtcbiAgICBjb25zdCBjYXBhY2l0eSA9IHJldXNlID09PSB1bmRlZmluZWQgPyBjb3VudCA6IE1hdGguY2VpbChjb3VudCAqIDEuMjUpO1xuICAgIC8vIHRoZSBzcGFyZSBvZiB0aGUgbGFzdCByZW1hcCwgYSBidWZmZXIgYW4gZWFybGllciBydW4gbGVmdCBvbiB0aGlzIHRocmVhZCwgb3IgYSBuZXcgKHplcm9lZCkgb25lXG4gICAgbGV0IGJ1ZmZlciA9IHJldXNlICE9PSB1bmRlZmluZWQgJiYgcmV1c2UuYnVmZmVyLmJ5dGVMZW5ndGggPj0gY291bnQgKiBicGUgPyAocmV1c2UuYnVmZmVyIGFzIEFycmF5QnVmZmVyKSA6IHRha2VCdWZmZXIoY2FwYWNpdHkgKiBicGUpO1xuICAgIGNvbnN0IHplcm9lZCA9IGJ1ZmZlciA9PT0gdW5kZWZpbmVkO1xuICAgIGJ1ZmZlciA/Pz0gbmV3IEFycmF5QnVmZmVyKGNhcGFjaXR5ICogYnBlKTtcbiAgICBjb25zdCBkYXRhID0gbmV3IEN0b3IoYnVmZmVyLCAwLCBjb3VudCk7XG4gICAgaWYgKCF6ZXJvZWQgfHwgdGhpcy5ib3VuZGFyeSAhPT0gMClcbiAgICAgIGZpbGxCb3goXG4gICAgICAgIGRhdGEsXG4gICAgICAgIHRoaXMuc3RyaWRlcyxcbiAgICAgICAgZGltcy5tYXAoKCkgPT4gMCksXG4gICAgICAgIGRpbXMsXG4gICAgICAgIHRoaXMuYm91bmRhcnksXG4gICAgICApO1xuICAgIHJldHVybiBkYXRhO1xuICB9XG5cbiAgLyoqIEEgc2NyYXRjaCBhcnJheSBvZiBhdCBsZWFzdCBgbmAgZWxlbWVudHMgZm9yIHBhY2tpbmcgYW5kIHJlY2VpdmluZyByZW1hcHBlZCBib3hlcy4gKi9cbiAgcHJpdmF0ZSBzY3JhdGNoT2YobjogbnVtYmVyKTogTnVtZXJpY0FycmF5IHtcbiAgICBpZiAodGhpcy5zY3JhdGNoID09PSB1bmRlZmluZWQgfHwgdGhpcy5zY3JhdGNoLmxlbmd0aCA8IG4pIHRoaXMuc2NyYXRjaCA9IG5ldyAoY3Rvck9mKHRoaXMuZHR5cGUpKShuICsgKG4gPj4gMikpO1xuICAgIHJldHVybiB0aGlzLnNjcmF0Y2guc3ViYXJyYXkoMCwgbikgYXMgTnVtZXJpY0FycmF5O1xuICB9XG5cbiAgcHJpdmF0ZSBwbGFjZU9yaWdpbigpOiB2b2lkIHtcbiAgICB0aGlzLm9yaWdpbiA9IHRoaXMudGlsZS5sby5yZWR1Y2UoKG8sIGxvLCBhKSA9PiBvICsgKGxvICsgdGhpcy5oYWxvW2FdIVswXSkgKiAodGhpcy5zdHJpZGVzW2FdIGFzIG51bWJlciksIDApO1xuICB9XG5cbiAgLyoqIFN0b3JhZ2UgY29vcmRpbmF0ZXMgKG5vbi1uZWdhdGl2ZSkgb2YgZ2xvYmFsIGNvb3JkaW5hdGVzIGBnYC4gKi9cbiAgcHJpdmF0ZSBzdG9yYWdlQXQoZzogcmVhZG9ubHkgbnVtYmVyW10pOiBudW1iZXJbXSB7XG4gICAgcmV0dXJuIHRoaXMuc3RvcmFnZSA9PT0gJ3NoYXJlZCdcbiAgICAgID8gZy5tYXAoKHYsIGEpID0+IHYgKyB0aGlzLmhhbG9bYV0hWzBdKVxuICAgICAgOiBnLm1hcCgodiwgYSkgPT4gdiAtICh0aGlzLnRpbGUubG9bYV0gYXMgbnVtYmVyKSArIHRoaXMuaGFsb1thXSFbMF0pO1xuICB9XG5cbiAgLyoqXG4gICAqIEBpbnRlcm5hbCBUaGlzIHJhbmsncyB0aWxlIHdpdGggaXRzIGhhbG8sIGFzIGEgYm94IG9mIHRoZSBzdG9yYWdlIChjaGVja3BvaW50cyBzYXZlIGFuZCByZXN0b3JlXG4gICAqIGl0KTogd2hlcmUgaXQgc3RhcnRzIGFuZCBpdHMgZXh0ZW50LiBEaXN0cmlidXRlZCBzdG9yYWdlOiB0aGUgd2hvbGUgbG9jYWwgYXJyYXkuXG4gICAqL1xuICBzYXZlZEJveCgpOiB7IGF0OiBudW1iZXJbXTsgZXh0ZW50OiBudW1iZXJbXSB9IHtcbiAgICBjb25zdCBhdCA9IHRoaXMuc3RvcmFnZUF0KHRoaXMudGlsZS5sby5tYXAoKGwsIGEpID0+IGwgLSB0aGlzLmhhbG9bYV0hWzBdKSk7XG4gICAgcmV0dXJuIHsgYXQsIGV4dGVudDogdGhpcy5leHRlbnQubWFwKChlLCBhKSA9PiBlICsgdGhpcy5oYWxvW2FdIVswXSArIHRoaXMuaGFsb1thXSFbMV0pIH07XG4gIH1cblxuICAvKipcbiAgICogQGludGVybmFsIEFkb3B0IGBjdXRzYCAoY2hlY2tlZCkgd2l0aG91dCBtb3ZpbmcgYW55IGNlbGw6IGEgY2hlY2twb2ludCByZXN0b3JlIHdyaXRlcyB0aGVcbiAgICogY2VsbHMgYWZ0ZXJ3YXJkcy4gRGlzdHJpYnV0ZWQgc3RvcmFnZSBnZXRzIGZyZXNoIGxvY2FsIHN0b3JhZ2UgZm9yIHRoZSBuZXcgdGlsZS5cbiAgICovXG4gIHJlc3RvcmVMYXlvdXQoY3V0czogcmVhZG9ubHkgKHJlYWRvbmx5IG51bWJlcltdKVtdKTogdm9pZCB7XG4gICAgY29uc3QgbmV4dCA9IGNoZWNrQ3V0cyh0aGlzLnNoYXBlLCB0aGlzLnByb2NEaW1zLCBjdXRzLCB0aGlzLm1pbkV4dGVudCk7XG4gICAgdGhpcy5kZWNvbXBvc2l0aW9uID0geyBzaGFwZTogdGhpcy5zaGFwZSwgcHJvY0RpbXM6IHRoaXMucHJvY0RpbXMsIGN1dHM6IG5leHQgfTtcbiAgICB0aGlzLnRpbGUgPSB0aWxlQm94KHRoaXMuZGVjb21wb3NpdGlvbiwgdGhpcy5wcm9jQ29vcmRzKTtcbiAgICB0aGlzLmV4dGVudCA9IHRoaXMudGlsZS5oaS5tYXAoKGgsIGEpID0+IGggLSAodGhpcy50aWxlLmxvW2FdIGFzIG51bWJlcikpO1xuICAgIGlmICh0aGlzLnN0b3JhZ2UgPT09ICdzaGFyZWQnKSB0aGlzLnBsYWNlT3JpZ2luKCk7XG4gICAgZWxzZSB0aGlzLmRhdGEgPSB0aGlzLmxvY2FsU3RvcmFnZSgpIGFzIEFycmF5T2Y8RD47XG4gIH1cblxuICAvKiogQ29weSB0aGlzIHJhbmsncyB0aWxlIGZyb20gYSBmdWxsIGdsb2JhbCBhcnJheSAocm93LW1ham9yLCBgc2hhcGVgKS4gKi9cbiAgbG9hZChnbG9iYWw6IE51bWVyaWNBcnJheSk6IHZvaWQge1xuICAgIGlmIChnbG9iYWwubGVuZ3RoICE9PSB0aGlzLnNoYXBlLnJlZHVjZSgoeCwgeSkgPT4geCAqIHksIDEpKSB7XG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2dyaWQubG9hZChnbG9iYWwpJywgYGFuIGFycmF5IG9mICR7dGhpcy5zaGFwZS5qb2luKCd4Jyl9IGVsZW1lbnRzYCwgZ2xvYmFsKTtcbiAgICB9XG4gICAgY29weUJveChnbG9iYWwsIHJvd01ham9yU3RyaWRlcyh0aGlzLnNoYXBlKSwgdGhpcy50aWxlLmxvLCB0aGlzLmRhdGEsIHRoaXMuc3RyaWRlcywgdGhpcy5zdG9yYWdlQXQodGhpcy50aWxlLmxvKSwgdGhpcy5leHRlbnQpO1xuICB9XG5cbiAgLyoqIEJyaW5nIGV2ZXJ5IGhhbG8gdXAgdG8gZGF0ZSAoY29sbGVjdGl2ZSkuICovXG4gIGV4Y2hhbmdlSGFsb3MoKTogdm9pZCB7XG4gICAgdGhpcy5zdGF0cy5oYWxvRXhjaGFuZ2VzKys7XG4gICAgaWYgKHRoaXMuc3RvcmFnZSA9PT0gJ3NoYXJlZCcpIHtcbiAgICAgIHRoaXMuZW52LmNvbW1TaG0uYmFycmllcigpO1xuICAgICAgaWYgKHRoaXMucGVyaW9kaWMuc29tZSgocCkgPT4gcCkpIHtcbiAgICAgICAgaWYgKHRoaXMuZW52LnJhbmsgPT09IDApIHRoaXMud3JhcFNoYXJlZEZyYW1lKCk7XG4gICAgICAgIHRoaXMuZW52LmNvbW1TaG0uYmFycmllcigpO1xuICAgICAgfVxuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBmb3IgKGxldCBhID0gMDsgYSA8IHRoaXMuazsgYSsrKSB0aGlzLmV4Y2hhbmdlQXhpcyhhKTtcbiAgfVxuXG4gIHByaXZhdGUgbmVpZ2hib3VyUHJvYyhhOiBudW1iZXIsIGRpcjogMSB8IC0xKTogbnVtYmVyW10gfCB1bmRlZmluZWQge1xuICAgIGNvbnN0IHBjID0gdGhpcy5wcm9jQ29vcmRzLnNsaWNlKCk7XG4gICAgY29uc3QgUCA9IHRoaXMucHJvY0RpbXNbYV0gYXMgbnVtYmVyO1xuICAgIGxldCBjID0gKHBjW2FdIGFzIG51bWJlcikgKyBkaXI7XG4gICAgaWYgKGMgPCAwIHx8IGMgPj0gUCkge1xuICAgICAgaWYgKCF0aGlzLnBlcmlvZGljW2FdKSByZXR1cm4gdW5kZWZpbmVkO1xuICAgICAgYyA9IChjICsgUCkgJSBQO1xuICAgIH1cbiAgICBwY1thXSA9IGM7XG4gICAgcmV0dXJuIHBjO1xuICB9XG5cbiAgLyoqIFRoZSBzbGFiIGFsb25nIGF4aXMgYGFgIG9mIHBsYW5lcyBbZnJvbSwgZnJvbSArIGNvdW50KSBpbiB0aWxlLXJlbGF0aXZlIGNvb3JkaW5hdGVzLiAqL1xuICBwcml2YXRlIHNsYWIoYTogbnVtYmVyLCBmcm9tOiBudW1iZXIsIGNvdW50OiBudW1iZXIpOiB7IGF0OiBudW1iZXJbXTsgZXh0ZW50OiBudW1iZXJbXSB9IHtcbiAgICBjb25zdCBhdDogbnVtYmVyW10gPSBbXTtcbiAgICBjb25zdCBleHRlbnQ6IG51bWJlcltdID0gW107XG4gICAgZm9yIChsZXQgYiA9IDA7IGIgPCB0aGlzLms7IGIrKykge1xuICAgICAgY29uc3QgW2xvLCBoaV0gPSB0aGlzLmhhbG9bYl0gYXMgcmVhZG9ubHkgW251bWJlciwgbnVtYmVyXTtcbiAgICAgIGlmIChiID09PSBhKSB7XG4gICAgICAgIGF0LnB1c2goZnJvbSk7XG4gICAgICAgIGV4dGVudC5wdXNoKGNvdW50KTtcbiAgICAgIH0gZWxzZSBpZiAoYiA8IGEpIHtcbiAgICAgICAgYXQucHVzaCgtbG8pO1xuICAgICAgICBleHRlbnQucHVzaCgodGhpcy5leHRlbnRbYl0gYXMgbnVtYmVyKSArIGxvICsgaGkpO1xuICAgICAgfSBlbHNlIHtcbiAgICAgICAgYXQucHVzaCgwKTtcbiAgICAgICAgZXh0ZW50LnB1c2godGhpcy5leHRlbnRbYl0gYXMgbnVtYmVyKTtcbiAgICAgIH1cbiAgICB9XG4gICAgLy8gdGlsZS1yZWxhdGl2ZSAtPiBzdG9yYWdlIGNvb3JkaW5hdGVzXG4gICAgcmV0dXJuIHsgYXQ6IGF0Lm1hcCgodiwgYikgPT4gdiArICh0aGlzLnRpbGUubG9bYl0gYXMgbnVtYmVyKSksIGV4dGVudCB9O1xuICB9XG5cbiAgcHJpdmF0ZSBleGNoYW5nZUF4aXMoYTogbnVtYmVyKTogdm9pZCB7XG4gICAgbGV0IHBsYW4gPSB0aGlzLmhhbG9QbGFuO1xuICAgIGlmIChwbGFuID09PSB1bmRlZmluZWQgfHwgcGxhbi5kYXRhICE9PSB0aGlzLmRhdGEgfHwgcGxhbi50aWxlICE9PSB0aGlzLnRpbGUpIHBsYW4gPSB0aGlzLnBsYW5IYWxvcygpO1xuICAgIGNvbnN0IGxpbmtzID0gdGhpcy5lbnYubGlua3M7XG4gICAgLy8gU2VuZCBvcmRlciAodG8gbG93ZXIsIHRoZW4gdG8gdXBwZXIpIGFuZCByZWNlaXZlIG9yZGVyIChmcm9tIHVwcGVyLCB0aGVuIGZyb20gbG93ZXIpIG1hdGNoLFxuICAgIC8vIHNvIHRoZSBleGNoYW5nZSBpcyByaWdodCBldmVuIHdoZW4gYm90aCBuZWlnaGJvdXJzIGFyZSB0aGUgc2FtZSByYW5rICgyIHBhcnRzLCBwZXJpb2RpYykuXG4gICAgZm9yIChjb25zdCBtIG9mIHBsYW4uYXhlc1thXSBhcyBIYWxvTW92ZVtdKSB7XG4gICAgICBpZiAobS5zZW5kKSB7XG4gICAgICAgIGNvcHlCb3godGhpcy5kYXRhLCB0aGlzLnN0cmlkZXMsIG0uYXQsIG0uYnVmLCBtLnBhY2tlZCwgbS56ZXJvLCBtLmV4dGVudCk7XG4gICAgICAgIHRoaXMuc3RhdHMuaGFsb0J5dGVzICs9IG0uYnl0ZXM7XG4gICAgICAgIGxpbmtzLnNlbmRUbyhtLnBlZXIsIG0uYnVmKTtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGxpbmtzLnJlY3ZJbnRvKG0ucGVlciwgbS5idWYpO1xuICAgICAgICBjb3B5Qm94KG0uYnVmLCBtLnBhY2tlZCwgbS56ZXJvLCB0aGlzLmRhdGEsIHRoaXMuc3RyaWRlcywgbS5hdCwgbS5leHRlbnQpO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBUaGUgaGFsbyBtb3ZlcyBvZiBldmVyeSBheGlzIGZvciB0aGUgY3VycmVudCB0aWxlIGFuZCBzdG9yYWdlIChwZWVycywgYm94ZXMgaW4gc3RvcmFnZVxuICAgKiBjb29yZGluYXRlcywgdGhlaXIgYnVmZmVycyksIHdvcmtlZCBvdXQgb25jZSBwZXIgbGF5b3V0OiBhbiBleGNoYW5nZSB0aGVuIGFsbG9jYXRlcyBub3RoaW5nXG4gICAqIGFuZCBjb21wdXRlcyBubyBib3ggKGl0IHdhcyB+NiBcdTAwQjVzIG9mIGEgNyBcdTAwQjVzIGV4Y2hhbmdlIG9mIHRocmVlIDEgS2lCIHJvd3MpLlxuICAgKi9cbiAgcHJpdmF0ZSBwbGFuSGFsb3MoKTogSGFsb1BsYW4ge1xuICAgIGNvbnN0IGF4ZXM6IEhhbG9Nb3ZlW11bXSA9IFtdO1xuICAgIGZvciAobGV0IGEgPSAwOyBhIDwgdGhpcy5rOyBhKyspIHtcbiAgICAgIGNvbnN0IG1vdmVzOiBIYWxvTW92ZVtdID0gW107XG4gICAgICBheGVzLnB1c2gobW92ZXMpO1xuICAgICAgY29uc3QgW2xvLCBoaV0gPSB0aGlzLmhhbG9bYV0gYXMgcmVhZG9ubHkgW251bWJlciwgbnVtYmVyXTtcbiAgICAgIGlmIChsbyA9PT0gMCAmJiBoaSA9PT0gMCkgY29udGludWU7XG4gICAgICBjb25zdCBleHQgPSB0aGlzLmV4dGVudFthXSBhcyBudW1iZXI7XG4gICAgICBjb25zdCBsb3dlciA9IHRoaXMubmVpZ2hib3VyUHJvYyhhLCAtMSk7XG4gICAgICBjb25zdCB1cHBlciA9IHRoaXMubmVpZ2hib3VyUHJvYyhhLCAxKTtcbiAgICAgIGNvbnN0IG1vdmUgPSAocGM6IG51bWJlcltdLCBzZW5kOiBib29sZWFuLCBzOiB7IGF0OiBudW1iZXJbXTsgZXh0ZW50OiBudW1iZXJbXSB9LCBzbG90OiBudW1iZXIpID0+IHtcbiAgICAgICAgY29uc3QgYnVmID0gdGhpcy5oYWxvQnVmZmVyKDQgKiBhICsgc2xvdCwgcy5leHRlbnQpO1xuICAgICAgICBjb25zdCB7IGV4dGVudCB9ID0gcztcbiAgICAgICAgY29uc3QgemVybyA9IGV4dGVudC5tYXAoKCkgPT4gMCk7XG4gICAgICAgIG1vdmVzLnB1c2goe1xuICAgICAgICAgIHNlbmQsXG4gICAgICAgICAgcGVlcjogdGhpcy5yYW5rT2YocGMpLFxuICAgICAgICAgIGF0OiB0aGlzLnN0b3JhZ2VBdChzLmF0KSxcbiAgICAgICAgICBleHRlbnQsXG4gICAgICAgICAgcGFja2VkOiByb3dNYWpvclN0cmlkZXMoZXh0ZW50KSxcbiAgICAgICAgICB6ZXJvLFxuICAgICAgICAgIGJ1ZixcbiAgICAgICAgICBieXRlczogYnVmLmxlbmd0aCAqIGJ1Zi5CWVRFU19QRVJfRUxFTUVOVCxcbiAgICAgICAgfSk7XG4gICAgICB9O1xuICAgICAgaWYgKGxvd2VyICE9PSB1bmRlZmluZWQgJiYgaGkgPiAwKSBtb3ZlKGxvd2VyLCB0cnVlLCB0aGlzLnNsYWIoYSwgMCwgaGkpLCAwKTtcbiAgICAgIGlmICh1cHBlciAhPT0gdW5kZWZpbmVkICYmIGxvID4gMCkgbW92ZSh1cHBlciwgdHJ1ZSwgdGhpcy5zbGFiKGEsIGV4dCAtIGxvLCBsbyksIDEpO1xuICAgICAgaWYgKHVwcGVyICE9PSB1bmRlZmluZWQgJiYgaGkgPiAwKSBtb3ZlKHVwcGVyLCBmYWxzZSwgdGhpcy5zbGFiKGEsIGV4dCwgaGkpLCAyKTtcbiAgICAgIGlmIChsb3dlciAhPT0gdW5kZWZpbmVkICYmIGxvID4gMCkgbW92ZShsb3dlciwgZmFsc2UsIHRoaXMuc2xhYihhLCAtbG8sIGxvKSwgMyk7XG4gICAgfVxuICAgIGNvbnN0IHBsYW46IEhhbG9QbGFuID0geyBkYXRhOiB0aGlzLmRhdGEsIHRpbGU6IHRoaXMudGlsZSwgYXhlcyB9O1xuICAgIHRoaXMuaGFsb1BsYW4gPSBwbGFuO1xuICAgIHJldHVybiBwbGFuO1xuICB9XG5cbiAgLyoqIFRoZSBoYWxvIGJ1ZmZlciBvZiBgc2xvdGAgKDQgcGVyIGF4aXMpLCBtYWRlIGFuZXcgb25seSB3aGVuIHRoZSBzbGFiJ3Mgc2l6ZSBjaGFuZ2VkLiAqL1xuICBwcml2YXRlIGhhbG9CdWZmZXIoc2xvdDogbnVtYmVyLCBleHRlbnQ6IHJlYWRvbmx5IG51bWJlcltdKTogTnVtZXJpY0FycmF5IHtcbiAgICBjb25zdCBuID0gYm94U2l6ZShleHRlbnQpO1xuICAgIGxldCBidWYgPSB0aGlzLmhhbG9CdWZzW3Nsb3RdO1xuICAgIGlmIChidWYgPT09IHVuZGVmaW5lZCB8fCBidWYubGVuZ3RoICE9PSBuKSB7XG4gICAgICBidWYgPSBuZXcgKGN0b3JPZih0aGlzLmR0eXBlKSkobik7XG4gICAgICB0aGlzLmhhbG9CdWZzW3Nsb3RdID0gYnVmO1xuICAgIH1cbiAgICByZXR1cm4gYnVmO1xuICB9XG5cbiAgLyoqIFNoYXJlZCBzdG9yYWdlLCBwZXJpb2RpYyBheGVzOiBjb3B5IHRoZSBvcHBvc2l0ZSBlZGdlIGludG8gdGhlIGdob3N0IGZyYW1lIChyYW5rIDAgb25seSkuICovXG4gIHByaXZhdGUgd3JhcFNoYXJlZEZyYW1lKCk6IHZvaWQge1xuICAgIGZvciAobGV0IGEgPSAwOyBhIDwgdGhpcy5rOyBhKyspIHtcbiAgICAgIGlmICghdGhpcy5wZXJpb2RpY1thXSkgY29udGludWU7XG4gICAgICBjb25zdCBbbG8sIGhpXSA9IHRoaXMuaGFsb1thXSBhcyByZWFkb25seSBbbnVtYmVyLCBudW1iZXJdO1xuICAgICAgY29uc3QgbiA9IHRoaXMuc2hhcGVbYV0gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgYm94ID0gKGZyb206IG51bWJlciwgY291bnQ6IG51bWJlcikgPT4ge1xuICAgICAgICBjb25zdCBhdDogbnVtYmVyW10gPSBbXTtcbiAgICAgICAgY29uc3QgZXh0ZW50OiBudW1iZXJbXSA9IFtdO1xuICAgICAgICBmb3IgKGxldCBiID0gMDsgYiA8IHRoaXMuazsgYisrKSB7XG4gICAgICAgICAgY29uc3QgW2JsLCBiaF0gPSB0aGlzLmhhbG9bYl0gYXMgcmVhZG9ubHkgW251bWJlciwgbnVtYmVyXTtcbiAgICAgICAgICBpZiAoYiA9PT0gYSkge1xuICAgICAgICAgICAgYXQucHVzaChmcm9tICsgbG8pO1xuICAgICAgICAgICAgZXh0ZW50LnB1c2goY291bnQpO1xuICAgICAgICAgIH0gZWxzZSBpZiAoYiA8IGEpIHtcbiAgICAgICAgICAgIGF0LnB1c2goMCk7XG4gICAgICAgICAgICBleHRlbnQucHVzaCgodGhpcy5zaGFwZVtiXSBhcyBudW1iZXIpICsgYmwgKyBiaCk7XG4gICAgICAgICAgfSBlbHNlIHtcbiAgICAgICAgICAgIGF0LnB1c2goYmwpO1xuICAgICAgICAgICAgZXh0ZW50LnB1c2godGhpcy5zaGFwZVtiXSBhcyBudW1iZXIpO1xuICAgICAgICAgIH1cbiAgICAgICAgfVxuICAgICAgICByZXR1cm4geyBhdCwgZXh0ZW50IH07XG4gICAgICB9O1xuICAgICAgY29uc3QgY29weSA9IChzcmM6IHsgYXQ6IG51bWJlcltdIH0sIGRzdDogeyBhdDogbnVtYmVyW107IGV4dGVudDogbnVtYmVyW10gfSkgPT5cbiAgICAgICAgY29weUJveCh0aGlzLmRhdGEsIHRoaXMuc3RyaWRlcywgc3JjLmF0LCB0aGlzLmRhdGEsIHRoaXMuc3RyaWRlcywgZHN0LmF0LCBkc3QuZXh0ZW50KTtcbiAgICAgIGlmIChsbyA+IDApIGNvcHkoYm94KG4gLSBsbywgbG8pLCBib3goLWxvLCBsbykpO1xuICAgICAgaWYgKGhpID4gMCkgY29weShib3goMCwgaGkpLCBib3gobiwgaGkpKTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogQ29sbGVjdGl2ZTogYWRvcHQgbmV3IGN1dCBwb2ludHMgKGlkZW50aWNhbCBvbiBldmVyeSByYW5rOyBjaGVja2VkKS4gRGlzdHJpYnV0ZWQgc3RvcmFnZVxuICAgKiBtb3ZlcyB0aGUgZGF0YSBiZXR3ZWVuIHJhbmtzOyBzaGFyZWQgc3RvcmFnZSBvbmx5IG1vdmVzIHRoZSBjdXRzLiBIYWxvcyBhcmUgc3RhbGUgYWZ0ZXJ3YXJkcy5cbiAgICovXG4gIHJlbWFwKGN1dHM6IHJlYWRvbmx5IChyZWFkb25seSBudW1iZXJbXSlbXSwgb3B0aW9uczogeyByZWFkb25seSBhZ3JlZWQ/OiBib29sZWFuIH0gPSB7fSk6IFJlbWFwU3RhdHMge1xuICAgIGNvbnN0IG1ha2UgPSAoKSA9PiBjaGVja0N1dHModGhpcy5zaGFwZSwgdGhpcy5wcm9jRGltcywgY3V0cywgdGhpcy5taW5FeHRlbnQpO1xuICAgIC8vIGBhZ3JlZWRgOiB0aGVzZSBleGFjdCBjdXRzIHdlcmUgYWxyZWFkeSBhZ3JlZWQgb24gYnkgZXZlcnkgcmFuayAoZS5nLiBieSB0aGUgcmVtYXAgb2YgYW5vdGhlclxuICAgIC8vIGdyaWQgb2YgdGhlIHNhbWUgc2V0KSwgc28gdGhlIGFncmVlbWVudCByb3VuZCBjYW4gYmUgc2tpcHBlZC5cbiAgICByZXR1cm4gb3B0aW9ucy5hZ3JlZWQgPT09IHRydWUgPyB0aGlzLmFkb3B0KG1ha2UsIHRydWUpIDogdGhpcy5hZG9wdChtYWtlKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBDb2xsZWN0aXZlOiBhZ3JlZSBvbiB0aGUgY3V0IHBvaW50cyBgbWFrZWAgY29tcHV0ZXMgKGV2ZXJ5IHJhbmsgdGFrZXMgcGFydCBldmVuIHdoZW4gaXRzXG4gICAqIHJlcXVlc3QgaXMgaW52YWxpZCwgc28gdGhlIGVycm9yIGlzIGNvbGxlY3RpdmUpLCB0aGVuIG1vdmUgdGhlIHRpbGVzLlxuICAgKi9cbiAgcHJpdmF0ZSBhZG9wdChtYWtlOiAoKSA9PiBudW1iZXJbXVtdLCBhZ3JlZWQgPSBmYWxzZSk6IFJlbWFwU3RhdHMge1xuICAgIGNvbnN0IG5leHQgPSBhZ3JlZWQgPyBtYWtlKCkgOiBhZ3JlZU9uQ3V0cyh0aGlzLmVudi5jb21tU2htLCAncmVtYXAgY3V0cycsIG1ha2UpO1xuICAgIGNvbnN0IG9sZCA9IHRoaXMuZGVjb21wb3NpdGlvbjtcbiAgICBjb25zdCBvbGRUaWxlID0gdGhpcy50aWxlO1xuICAgIGNvbnN0IG5ld0RlY29tcDogRGVjb21wb3NpdGlvbiA9IHsgc2hhcGU6IHRoaXMuc2hhcGUsIHByb2NEaW1zOiB0aGlzLnByb2NEaW1zLCBjdXRzOiBuZXh0IH07XG4gICAgY29uc3QgbmV3VGlsZSA9IHRpbGVCb3gobmV3RGVjb21wLCB0aGlzLnByb2NDb29yZHMpO1xuICAgIHRoaXMuc3RhdHMucmVtYXBzKys7XG4gICAgLy8gU2FtZSBjdXRzIG9uIGV2ZXJ5IHJhbmsgKGFncmVlZCBhYm92ZSk6IG5vdGhpbmcgbW92ZXMsIGtlZXAgdGhlIHN0b3JhZ2UgYXMgaXQgaXMuXG4gICAgaWYgKG9sZC5jdXRzLmV2ZXJ5KChjLCBhKSA9PiBjLmV2ZXJ5KCh4LCBpKSA9PiB4ID09PSAobmV4dFthXSBhcyBudW1iZXJbXSlbaV0pKSkge1xuICAgICAgcmV0dXJuIHsgZWxlbWVudHNTZW50OiAwLCBieXRlc1NlbnQ6IDAsIGVsZW1lbnRzUmVjZWl2ZWQ6IDAgfTtcbiAgICB9XG4gICAgaWYgKHRoaXMuc3RvcmFnZSA9PT0gJ3NoYXJlZCcpIHtcbiAgICAgIHRoaXMuZGVjb21wb3NpdGlvbiA9IG5ld0RlY29tcDtcbiAgICAgIHRoaXMudGlsZSA9IG5ld1RpbGU7XG4gICAgICB0aGlzLmV4dGVudCA9IG5ld1RpbGUuaGkubWFwKChoLCBhKSA9PiBoIC0gKG5ld1RpbGUubG9bYV0gYXMgbnVtYmVyKSk7XG4gICAgICB0aGlzLnBsYWNlT3JpZ2luKCk7XG4gICAgICAvLyBPd25lcnNoaXAgbW92ZXM7IG5vIGJ5dGVzIGRvLlxuICAgICAgcmV0dXJuIHtcbiAgICAgICAgZWxlbWVudHNTZW50OiB2b2x1bWUob2xkVGlsZSkgLSB0aGlzLnJldGFpbmVkKG9sZFRpbGUsIG5ld1RpbGUpLFxuICAgICAgICBieXRlc1NlbnQ6IDAsXG4gICAgICAgIGVsZW1lbnRzUmVjZWl2ZWQ6IHZvbHVtZShuZXdUaWxlKSAtIHRoaXMucmV0YWluZWQob2xkVGlsZSwgbmV3VGlsZSksXG4gICAgICB9O1xuICAgIH1cbiAgICBjb25zdCBzaXplID0gdGhpcy5lbnYudG9wb2xvZ3kuc2l6ZTtcbiAgICBjb25zdCBsaW5rcyA9IHRoaXMuZW52LmxpbmtzO1xuICAgIGNvbnN0IG9sZERhdGEgPSB0aGlzLmRhdGE7XG4gICAgY29uc3Qgb2xkU3RyaWRlcyA9IHRoaXMuc3RyaWRlcztcbiAgICBjb25zdCBvbGRBdCA9IChnOiByZWFkb25seSBudW1iZXJbXSkgPT4gZy5tYXAoKHYsIGEpID0+IHYgLSAob2xkVGlsZS5sb1thXSBhcyBudW1iZXIpICsgdGhpcy5oYWxvW2FdIVswXSk7XG4gICAgbGV0IGVsZW1lbnRzU2VudCA9IDA7XG4gICAgbGV0IGJ5dGVzU2VudCA9IDA7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCBzaXplOyByKyspIHtcbiAgICAgIGlmIChyID09PSB0aGlzLmVudi5yYW5rKSBjb250aW51ZTtcbiAgICAgIGNvbnN0IGJveCA9IGludGVyc2VjdChvbGRUaWxlLCB0aWxlQm94KG5ld0RlY29tcCwgdGhpcy5wcm9jT2YocikpKTtcbiAgICAgIGlmIChib3ggPT09IHVuZGVmaW5lZCkgY29udGludWU7XG4gICAgICBjb25zdCBleHQgPSBib3guaGkubWFwKChoLCBhKSA9PiBoIC0gKGJveC5sb1thXSBhcyBudW1iZXIpKTtcbiAgICAgIC8vIHNlbmRUbyBoYXMgY29waWVkIHRoZSBtZXNzYWdlIGludG8gdGhlIGxpbmsgd2hlbiBpdCByZXR1cm5zOiB0aGUgc2NyYXRjaCBpcyBmcmVlIGFnYWluXG4gICAgICBjb25zdCBwYWNrZWQgPSBwYWNrQm94SW50byh0aGlzLnNjcmF0Y2hPZih2b2x1bWUoYm94KSksIG9sZERhdGEsIG9sZFN0cmlkZXMsIG9sZEF0KGJveC5sbyksIGV4dCk7XG4gICAgICBlbGVtZW50c1NlbnQgKz0gcGFja2VkLmxlbmd0aDtcbiAgICAgIGJ5dGVzU2VudCArPSBwYWNrZWQubGVuZ3RoICogcGFja2VkLkJZVEVTX1BFUl9FTEVNRU5UO1xuICAgICAgbGlua3Muc2VuZFRvKHIsIHBhY2tlZCk7XG4gICAgfVxuICAgIHRoaXMuZGVjb21wb3NpdGlvbiA9IG5ld0RlY29tcDtcbiAgICB0aGlzLnRpbGUgPSBuZXdUaWxlO1xuICAgIHRoaXMuZXh0ZW50ID0gbmV3VGlsZS5oaS5tYXAoKGgsIGEpID0+IGggLSAobmV3VGlsZS5sb1thXSBhcyBudW1iZXIpKTtcbiAgICB0aGlzLmRhdGEgPSB0aGlzLmxvY2FsU3RvcmFnZSh0aGlzLnNwYXJlKSBhcyBBcnJheU9mPEQ+O1xuICAgIHRoaXMuc3BhcmUgPSBvbGREYXRhO1xuICAgIGNvbnN0IGtlZXAgPSBpbnRlcnNlY3Qob2xkVGlsZSwgbmV3VGlsZSk7XG4gICAgaWYgKGtlZXAgIT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3QgZXh0ID0ga2VlcC5oaS5tYXAoKGgsIGEpID0+IGggLSAoa2VlcC5sb1thXSBhcyBudW1iZXIpKTtcbiAgICAgIGNvcHlCb3gob2xkRGF0YSwgb2xkU3RyaWRlcywgb2xkQXQoa2VlcC5sbyksIHRoaXMuZGF0YSwgdGhpcy5zdHJpZGVzLCB0aGlzLnN0b3JhZ2VBdChrZWVwLmxvKSwgZXh0KTtcbiAgICB9XG4gICAgbGV0IGVsZW1lbnRzUmVjZWl2ZWQgPSAwO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgc2l6ZTsgcisrKSB7XG4gICAgICBpZiAociA9PT0gdGhpcy5lbnYucmFuaykgY29udGludWU7XG4gICAgICBjb25zdCBib3ggPSBpbnRlcnNlY3QodGlsZUJveChvbGQsIHRoaXMucHJvY09mKHIpKSwgbmV3VGlsZSk7XG4gICAgICBpZiAoYm94ID09PSB1bmRlZmluZWQpIGNvbnRpbnVlO1xuICAgICAgY29uc3QgZXh0ID0gYm94LmhpLm1hcCgoaCwgYSkgPT4gaCAtIChib3gubG9bYV0gYXMgbnVtYmVyKSk7XG4gICAgICBjb25zdCBidWYgPSB0aGlzLnNjcmF0Y2hPZih2b2x1bWUoYm94KSk7XG4gICAgICBsaW5rcy5yZWN2SW50byhyLCBidWYpO1xuICAgICAgdW5wYWNrQm94KHRoaXMuZGF0YSwgdGhpcy5zdHJpZGVzLCB0aGlzLnN0b3JhZ2VBdChib3gubG8pLCBleHQsIGJ1Zik7XG4gICAgICBlbGVtZW50c1JlY2VpdmVkICs9IGJ1Zi5sZW5ndGg7XG4gICAgfVxuICAgIHRoaXMuc3RhdHMuZWxlbWVudHNTZW50ICs9IGVsZW1lbnRzU2VudDtcbiAgICB0aGlzLnN0YXRzLmJ5dGVzU2VudCArPSBieXRlc1NlbnQ7XG4gICAgcmV0dXJuIHsgZWxlbWVudHNTZW50LCBieXRlc1NlbnQsIGVsZW1lbnRzUmVjZWl2ZWQgfTtcbiAgfVxuXG4gIC8qKlxuICAgKiBCeXRlcyBhbGwgcmFua3MgdG9nZXRoZXIgc2VuZCB0byByZW1hcCB0byBgY3V0c2AgKDAgZm9yIHNoYXJlZCBzdG9yYWdlKSwgY29tcHV0ZWQgZnJvbSB0aGVcbiAgICogZGVjb21wb3NpdGlvbnMgYWxvbmUgKGV2ZXJ5IHJhbmsgZ2V0cyB0aGUgc2FtZSBmaWd1cmUgd2l0aG91dCBjb21tdW5pY2F0aW5nKS4gQ2FsbCBiZWZvcmVcbiAgICogdGhlIHJlbWFwLlxuICAgKi9cbiAgcmVtYXBCeXRlcyhjdXRzOiByZWFkb25seSAocmVhZG9ubHkgbnVtYmVyW10pW10pOiBudW1iZXIge1xuICAgIGlmICh0aGlzLnN0b3JhZ2UgPT09ICdzaGFyZWQnKSByZXR1cm4gMDtcbiAgICBjb25zdCBuZXh0OiBEZWNvbXBvc2l0aW9uID0geyBzaGFwZTogdGhpcy5zaGFwZSwgcHJvY0RpbXM6IHRoaXMucHJvY0RpbXMsIGN1dHMgfTtcbiAgICBsZXQgZWxlbWVudHMgPSAwO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgdGhpcy5lbnYudG9wb2xvZ3kuc2l6ZTsgcisrKSB7XG4gICAgICBjb25zdCBwYyA9IHRoaXMucHJvY09mKHIpO1xuICAgICAgY29uc3Qgb2xkID0gdGlsZUJveCh0aGlzLmRlY29tcG9zaXRpb24sIHBjKTtcbiAgICAgIGVsZW1lbnRzICs9IHZvbHVtZShvbGQpIC0gdGhpcy5yZXRhaW5lZChvbGQsIHRpbGVCb3gobmV4dCwgcGMpKTtcbiAgICB9XG4gICAgcmV0dXJuIGVsZW1lbnRzICogY3Rvck9mKHRoaXMuZHR5cGUpLkJZVEVTX1BFUl9FTEVNRU5UO1xuICB9XG5cbiAgcHJpdmF0ZSByZXRhaW5lZChhOiBCb3gsIGI6IEJveCk6IG51bWJlciB7XG4gICAgY29uc3QgeCA9IGludGVyc2VjdChhLCBiKTtcbiAgICByZXR1cm4geCA9PT0gdW5kZWZpbmVkID8gMCA6IHZvbHVtZSh4KTtcbiAgfVxuXG4gIC8qKiBDb2xsZWN0aXZlOiBtb3ZlIGBjb3VudGAgaHlwZXJwbGFuZXMgYWNyb3NzIGBib3VuZGFyeWAgb2YgYGF4aXNgICg+IDA6IHRvIHRoZSB1cHBlciBwYXJ0KS4gKi9cbiAgc2hpZnQoYXhpczogbnVtYmVyLCBib3VuZGFyeTogbnVtYmVyLCBjb3VudDogbnVtYmVyKTogUmVtYXBTdGF0cyB7XG4gICAgcmV0dXJuIHRoaXMuYWRvcHQoKCkgPT4gY2hlY2tDdXRzKHRoaXMuc2hhcGUsIHRoaXMucHJvY0RpbXMsIHNoaWZ0Q3V0cyh0aGlzLmRlY29tcG9zaXRpb24sIGF4aXMsIGJvdW5kYXJ5LCBjb3VudCksIHRoaXMubWluRXh0ZW50KSk7XG4gIH1cblxuICAvKiogQ29sbGVjdGl2ZTogZmxvd3NbYl0gaHlwZXJwbGFuZXMgY3Jvc3MgYm91bmRhcnkgYiBvZiBgYXhpc2AgdG93YXJkcyB0aGUgdXBwZXIgcGFydC4gKi9cbiAgYXBwbHlGbG93cyhheGlzOiBudW1iZXIsIGZsb3dzOiByZWFkb25seSBudW1iZXJbXSk6IFJlbWFwU3RhdHMge1xuICAgIHJldHVybiB0aGlzLmFkb3B0KCgpID0+IGNoZWNrQ3V0cyh0aGlzLnNoYXBlLCB0aGlzLnByb2NEaW1zLCBmbG93Q3V0cyh0aGlzLmRlY29tcG9zaXRpb24sIGF4aXMsIGZsb3dzKSwgdGhpcy5taW5FeHRlbnQpKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBAaW50ZXJuYWwgVGhlIHJ1biBpcyBvdmVyOiBoYW5kIHRoZSBzdG9yYWdlIG9mIGEgZGlzdHJpYnV0ZWQgZ3JpZCBiYWNrIGZvciBsYXRlciBydW5zIG9uXG4gICAqIHRoaXMgdGhyZWFkICguL2J1ZmZlci1wb29sLnRzKS4gVGhlIGdyaWQgaG9sZHMgbm8gc3RvcmFnZSBhZnRlcndhcmRzLlxuICAgKi9cbiAgcmVsZWFzZVN0b3JhZ2UoKTogQXJyYXlCdWZmZXJbXSB7XG4gICAgaWYgKHRoaXMuc3RvcmFnZSAhPT0gJ2Rpc3RyaWJ1dGVkJykgcmV0dXJuIFtdO1xuICAgIGNvbnN0IG91dDogQXJyYXlCdWZmZXJbXSA9IFtdO1xuICAgIGZvciAoY29uc3QgYSBvZiBbdGhpcy5kYXRhLCB0aGlzLnNwYXJlXSkgaWYgKGEgIT09IHVuZGVmaW5lZCAmJiBhLmJ1ZmZlciBpbnN0YW5jZW9mIEFycmF5QnVmZmVyKSBvdXQucHVzaChhLmJ1ZmZlcik7XG4gICAgdGhpcy5kYXRhID0gbmV3IChjdG9yT2YodGhpcy5kdHlwZSkpKDApIGFzIEFycmF5T2Y8RD47XG4gICAgdGhpcy5zcGFyZSA9IHVuZGVmaW5lZDtcbiAgICB0aGlzLmhhbG9QbGFuID0gdW5kZWZpbmVkO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICAvKiogQ29sbGVjdGl2ZTogdGhlIHdob2xlIGdyaWQgKGludGVyaW9yLCByb3ctbWFqb3IpIG9uIGByb290YDsgdW5kZWZpbmVkIGVsc2V3aGVyZS4gKi9cbiAgZ2F0aGVyKHJvb3QgPSAwKTogTnVtZXJpY0FycmF5IHwgdW5kZWZpbmVkIHtcbiAgICBjb25zdCBDdG9yID0gY3Rvck9mKHRoaXMuZHR5cGUpO1xuICAgIGlmICh0aGlzLnN0b3JhZ2UgPT09ICdzaGFyZWQnKSB7XG4gICAgICB0aGlzLmVudi5jb21tU2htLmJhcnJpZXIoKTtcbiAgICAgIGNvbnN0IHdob2xlID1cbiAgICAgICAgdGhpcy5lbnYucmFuayA9PT0gcm9vdFxuICAgICAgICAgID8gcGFja0JveChcbiAgICAgICAgICAgICAgdGhpcy5kYXRhLFxuICAgICAgICAgICAgICB0aGlzLnN0cmlkZXMsXG4gICAgICAgICAgICAgIHRoaXMuaGFsby5tYXAoKFtsb10pID0+IGxvKSxcbiAgICAgICAgICAgICAgdGhpcy5zaGFwZSxcbiAgICAgICAgICAgIClcbiAgICAgICAgICA6IHVuZGVmaW5lZDtcbiAgICAgIC8vIE5vYm9keSB3cml0ZXMgdG8gdGhlIHNoYXJlZCBidWZmZXIgYWdhaW4gYmVmb3JlIHRoZSByb290IGhhcyBpdHMgY29weS5cbiAgICAgIHRoaXMuZW52LmNvbW1TaG0uYmFycmllcigpO1xuICAgICAgcmV0dXJuIHdob2xlO1xuICAgIH1cbiAgICBjb25zdCBsaW5rcyA9IHRoaXMuZW52LmxpbmtzO1xuICAgIGlmICh0aGlzLmVudi5yYW5rICE9PSByb290KSB7XG4gICAgICBsaW5rcy5zZW5kVG8ocm9vdCwgcGFja0JveCh0aGlzLmRhdGEsIHRoaXMuc3RyaWRlcywgdGhpcy5zdG9yYWdlQXQodGhpcy50aWxlLmxvKSwgdGhpcy5leHRlbnQpKTtcbiAgICAgIHJldHVybiB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGNvbnN0IG91dCA9IG5ldyBDdG9yKHRoaXMuc2hhcGUucmVkdWNlKCh4LCB5KSA9PiB4ICogeSwgMSkpO1xuICAgIGNvbnN0IGdTdHJpZGVzID0gcm93TWFqb3JTdHJpZGVzKHRoaXMuc2hhcGUpO1xuICAgIGNvcHlCb3godGhpcy5kYXRhLCB0aGlzLnN0cmlkZXMsIHRoaXMuc3RvcmFnZUF0KHRoaXMudGlsZS5sbyksIG91dCwgZ1N0cmlkZXMsIHRoaXMudGlsZS5sbywgdGhpcy5leHRlbnQpO1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgdGhpcy5lbnYudG9wb2xvZ3kuc2l6ZTsgcisrKSB7XG4gICAgICBpZiAociA9PT0gcm9vdCkgY29udGludWU7XG4gICAgICBjb25zdCBib3ggPSB0aWxlQm94KHRoaXMuZGVjb21wb3NpdGlvbiwgdGhpcy5wcm9jT2YocikpO1xuICAgICAgY29uc3QgZXh0ID0gYm94LmhpLm1hcCgoaCwgYSkgPT4gaCAtIChib3gubG9bYV0gYXMgbnVtYmVyKSk7XG4gICAgICBjb25zdCBidWYgPSBuZXcgQ3Rvcih2b2x1bWUoYm94KSk7XG4gICAgICBsaW5rcy5yZWN2SW50byhyLCBidWYpO1xuICAgICAgY29weUJveChcbiAgICAgICAgYnVmLFxuICAgICAgICByb3dNYWpvclN0cmlkZXMoZXh0KSxcbiAgICAgICAgZXh0Lm1hcCgoKSA9PiAwKSxcbiAgICAgICAgb3V0LFxuICAgICAgICBnU3RyaWRlcyxcbiAgICAgICAgYm94LmxvLFxuICAgICAgICBleHQsXG4gICAgICApO1xuICAgIH1cbiAgICByZXR1cm4gb3V0O1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFZQSxTQUF1QixZQUFZLGNBQTZDO0FBRWhGLFNBQVMsaUJBQWlCLHNCQUFzQixzQkFBc0I7QUFDdEUsU0FBUyxxQkFBcUI7QUFFOUIsU0FBUyxtQkFBbUI7QUFDNUIsU0FBUyxrQkFBa0I7QUFDM0I7QUFBQSxFQUVFO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUVBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FDSztBQUNQLFNBQVMsU0FBUyxTQUFTLFNBQVMsU0FBUyxhQUFhLGlCQUFpQixpQkFBaUI7QUEwQzVGLFNBQVMsT0FBTyxNQUE0QixHQUErQjtBQUN6RSxNQUFJLFNBQVMsT0FBVyxRQUFPLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sQ0FBQyxHQUFHLENBQUMsQ0FBcUI7QUFDekYsTUFBSSxPQUFPLFNBQVMsVUFBVTtBQUM1QixRQUFJLENBQUMsT0FBTyxVQUFVLElBQUksS0FBSyxPQUFPLEVBQUcsT0FBTSxnQkFBZ0IsUUFBUSw4Q0FBOEMsSUFBSTtBQUN6SCxXQUFPLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxHQUFHLE1BQU0sQ0FBQyxNQUFNLElBQUksQ0FBcUI7QUFBQSxFQUN6RTtBQUNBLE1BQUksQ0FBQyxNQUFNLFFBQVEsSUFBSSxLQUFLLEtBQUssV0FBVyxFQUFHLE9BQU0sZ0JBQWdCLFFBQVEsZUFBZSxDQUFDLHlCQUF5QixJQUFJO0FBQzFILFNBQU8sS0FBSyxJQUFJLENBQUMsR0FBRyxNQUFNO0FBQ3hCLFFBQUksQ0FBQyxNQUFNLFFBQVEsQ0FBQyxLQUFLLEVBQUUsV0FBVyxLQUFLLENBQUMsRUFBRSxNQUFNLENBQUMsTUFBTSxPQUFPLFVBQVUsQ0FBQyxLQUFLLEtBQUssQ0FBQyxHQUFHO0FBQ3pGLFlBQU0sZ0JBQWdCLFFBQVEsQ0FBQyxLQUFLLDBDQUEwQyxDQUFDO0FBQUEsSUFDakY7QUFDQSxXQUFPLENBQUMsRUFBRSxDQUFDLEdBQUcsRUFBRSxDQUFDLENBQUM7QUFBQSxFQUNwQixDQUFDO0FBQ0g7QUFFQSxTQUFTLGdCQUFnQixVQUFvQixHQUFxQjtBQUNoRSxRQUFNLE9BQU8sU0FBUyxTQUFTLGNBQWMsQ0FBQyxTQUFTLElBQUksSUFBSSxTQUFTLEtBQUssTUFBTTtBQUNuRixNQUFJLEtBQUssU0FBUyxHQUFHO0FBQ25CLFVBQU0scUJBQXFCLFlBQVksMEJBQTBCLENBQUMsY0FBYyxTQUFTLElBQUksSUFBSSxLQUFLLEtBQUssTUFBTSxhQUFhO0FBQUEsRUFDaEk7QUFDQSxTQUFPLEtBQUssU0FBUyxFQUFHLE1BQUssS0FBSyxDQUFDO0FBQ25DLFNBQU87QUFDVDtBQUVBLGVBQXNCLFdBQXdDLEtBQWMsU0FBMkM7QUFDckgsTUFBSSxPQUFPLFlBQVksWUFBWSxZQUFZLEtBQU0sT0FBTSxnQkFBZ0IsZ0JBQWdCLGFBQWEsT0FBTztBQUMvRyxRQUFNLFFBQVEsV0FBVyxRQUFRLEtBQUs7QUFDdEMsUUFBTSxJQUFJLE1BQU07QUFDaEIsUUFBTSxRQUFRLFdBQVcsUUFBUSxTQUFTLFNBQVM7QUFDbkQsUUFBTSxPQUFPLE9BQU8sUUFBUSxNQUFNLENBQUM7QUFDbkMsUUFBTSxVQUFVLFFBQVEsV0FBVztBQUNuQyxNQUFJLFlBQVksWUFBWSxZQUFZLGNBQWUsT0FBTSxnQkFBZ0IsV0FBVyw2QkFBNkIsT0FBTztBQUM1SCxNQUFJLFlBQVksYUFBYSxJQUFJLFNBQVMsS0FBSztBQUM3QyxVQUFNLGVBQWUseUJBQXlCLElBQUksU0FBUyxHQUFHLDJCQUEyQjtBQUMzRixRQUFNLGFBQWEsUUFBUSxZQUFZO0FBQ3ZDLFFBQU0sV0FBVyxPQUFPLGVBQWUsWUFBWSxNQUFNLElBQUksTUFBTSxVQUFVLElBQUksV0FBVyxNQUFNO0FBQ2xHLE1BQUksU0FBUyxXQUFXLEtBQUssU0FBUyxLQUFLLENBQUMsTUFBTSxPQUFPLE1BQU0sU0FBUztBQUN0RSxVQUFNLGdCQUFnQixZQUFZLGdCQUFnQixDQUFDLGFBQWEsVUFBVTtBQUM1RSxRQUFNLFdBQVcsUUFBUSxhQUFhLFNBQVksZ0JBQWdCLElBQUksVUFBVSxDQUFDLElBQUksUUFBUSxTQUFTLE1BQU07QUFDNUcsTUFBSSxTQUFTLFdBQVcsS0FBSyxTQUFTLEtBQUssQ0FBQyxNQUFNLENBQUMsT0FBTyxVQUFVLENBQUMsS0FBSyxJQUFJLENBQUMsR0FBRztBQUNoRixVQUFNLHFCQUFxQixZQUFZLEdBQUcsQ0FBQyxzQkFBc0IsUUFBUTtBQUFBLEVBQzNFO0FBQ0EsUUFBTSxTQUFTLFNBQVMsT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQztBQUNqRCxNQUFJLFdBQVcsSUFBSSxTQUFTLE1BQU07QUFDaEMsVUFBTTtBQUFBLE1BQ0o7QUFBQSxNQUNBLHVCQUF1QixJQUFJLFNBQVMsSUFBSSxXQUFXLElBQUksU0FBUyxJQUFJO0FBQUEsTUFDcEUsR0FBRyxTQUFTLEtBQUssR0FBRyxDQUFDLE1BQU0sTUFBTTtBQUFBLElBQ25DO0FBQUEsRUFDRjtBQUNBLFFBQU0sV0FBVyxRQUFRLFlBQVk7QUFDckMsTUFBSSxPQUFPLGFBQWEsWUFBWSxPQUFPLE1BQU0sUUFBUSxFQUFHLE9BQU0sZ0JBQWdCLFlBQVksWUFBWSxRQUFRO0FBQ2xILFFBQU0sWUFBWSxLQUFLLElBQUksQ0FBQyxDQUFDLElBQUksRUFBRSxNQUFNLEtBQUssSUFBSSxHQUFHLElBQUksRUFBRSxDQUFDO0FBQzVELFdBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO0FBQzFCLFFBQUssTUFBTSxDQUFDLElBQWdCLFNBQVMsQ0FBQyxJQUFnQixVQUFVLENBQUMsR0FBYztBQUM3RSxZQUFNO0FBQUEsUUFDSixjQUFjLENBQUM7QUFBQSxRQUNmLFlBQWEsU0FBUyxDQUFDLElBQWdCLFVBQVUsQ0FBQyxDQUFZLEtBQUssU0FBUyxDQUFDLENBQUMsc0JBQXNCLFVBQVUsQ0FBQyxDQUFDO0FBQUEsUUFDaEgsTUFBTSxDQUFDO0FBQUEsTUFDVDtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsUUFBTSxPQUFPLFFBQVEsU0FBUyxTQUFZLG1CQUFtQixPQUFPLFFBQVEsRUFBRSxPQUFPLFVBQVUsT0FBTyxVQUFVLFFBQVEsTUFBTSxTQUFTO0FBQ3ZJLFFBQU0sT0FBTyxJQUFJO0FBQUEsSUFDZjtBQUFBLElBQ0E7QUFBQSxJQUNBO0FBQUEsSUFDQTtBQUFBLElBQ0E7QUFBQSxJQUNBO0FBQUEsSUFDQTtBQUFBLElBQ0EsS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQU0sQ0FBQztBQUFBLElBQ3pCO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFDQSxRQUFNLEtBQUssU0FBUztBQUNwQixTQUFPO0FBQ1Q7QUEyQk8sTUFBTSxLQUE4QjtBQUFBLEVBcUJ6QyxZQUNtQixLQUNSLE9BQ0EsT0FDQSxNQUNBLFNBQ0EsVUFDQSxVQUNULE1BQ1MsVUFDQSxXQUNUO0FBVmlCO0FBQ1I7QUFDQTtBQUNBO0FBQ0E7QUFDQTtBQUNBO0FBRUE7QUFDQTtBQUVULFNBQUssSUFBSSxNQUFNO0FBQ2YsVUFBTSxPQUFPLElBQUksU0FBUztBQUMxQixTQUFLLGtCQUFrQixNQUFNLEtBQUssRUFBRSxRQUFRLEtBQUssR0FBRyxDQUFDLEdBQUcsTUFBTSxDQUFDO0FBQy9ELFFBQUksSUFBSSxTQUFTLFNBQVMsZUFBZSxPQUFPLEdBQUc7QUFFakQsWUFBTSxNQUFNLGNBQWMsUUFBUTtBQUNsQyxVQUFJLElBQUksY0FBYyxJQUFJLFNBQVMsS0FBSyxPQUFRLE1BQUssa0JBQWtCLEtBQUssZ0JBQWdCLElBQUksQ0FBQyxNQUFNLElBQUksSUFBSSxDQUFDLENBQUM7QUFBQSxJQUNuSDtBQUNBLFNBQUssa0JBQWtCLElBQUksTUFBYyxJQUFJO0FBQzdDLGVBQVcsQ0FBQyxHQUFHLENBQUMsS0FBSyxLQUFLLGdCQUFnQixRQUFRLEVBQUcsTUFBSyxnQkFBZ0IsQ0FBQyxJQUFJO0FBQy9FLFNBQUssYUFBYSxXQUFXLFVBQVUsS0FBSyxnQkFBZ0IsSUFBSSxJQUFJLENBQVc7QUFDL0UsU0FBSyxnQkFBZ0IsRUFBRSxPQUFPLFVBQVUsS0FBSztBQUM3QyxTQUFLLE9BQU8sUUFBUSxLQUFLLGVBQWUsS0FBSyxVQUFVO0FBQ3ZELFNBQUssU0FBUyxLQUFLLEtBQUssR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssS0FBSyxLQUFLLEdBQUcsQ0FBQyxDQUFZO0FBQ3hFLFNBQUssT0FBTyxJQUFJLGFBQWEsQ0FBQztBQUM5QixTQUFLLFVBQVUsQ0FBQztBQUFBLEVBQ2xCO0FBQUEsRUEzQm1CO0FBQUEsRUFDUjtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQSxFQTlCRjtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ1Q7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQSxTQUFTO0FBQUEsRUFDQSxRQUFRLEVBQUUsUUFBUSxHQUFHLGNBQWMsR0FBRyxXQUFXLEdBQUcsZUFBZSxHQUFHLFdBQVcsRUFBRTtBQUFBLEVBQzNFO0FBQUEsRUFDQTtBQUFBO0FBQUEsRUFFVDtBQUFBLEVBQ0E7QUFBQTtBQUFBLEVBRVMsV0FBeUMsQ0FBQztBQUFBO0FBQUEsRUFFbkQ7QUFBQTtBQUFBLEVBaUNSLE9BQU8sSUFBK0I7QUFDcEMsV0FBTyxLQUFLLGdCQUFnQixVQUFVLEtBQUssVUFBVSxFQUFFLENBQUM7QUFBQSxFQUMxRDtBQUFBO0FBQUEsRUFHQSxPQUFPLE1BQXdCO0FBQzdCLFdBQU8sV0FBVyxLQUFLLFVBQVUsS0FBSyxnQkFBZ0IsSUFBSSxDQUFXO0FBQUEsRUFDdkU7QUFBQTtBQUFBLEVBR0EsTUFBTSxHQUE4QjtBQUNsQyxRQUFJLElBQUksS0FBSztBQUNiLGFBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxHQUFHLElBQUssT0FBTyxFQUFFLENBQUMsSUFBZ0IsS0FBSyxLQUFLLEdBQUcsQ0FBQyxLQUFpQixLQUFLLFFBQVEsQ0FBQztBQUN4RyxXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRUEsSUFBSSxHQUE4QjtBQUNoQyxXQUFPLEtBQUssS0FBSyxLQUFLLE1BQU0sQ0FBQyxDQUFDO0FBQUEsRUFDaEM7QUFBQSxFQUVBLElBQUksR0FBc0IsR0FBaUI7QUFDekMsSUFBQyxLQUFLLEtBQTZCLEtBQUssTUFBTSxDQUFDLENBQUMsSUFBSTtBQUFBLEVBQ3REO0FBQUE7QUFBQSxFQUdBLE1BQU0sV0FBMEI7QUFDOUIsVUFBTSxPQUFPLE9BQU8sS0FBSyxLQUFLO0FBQzlCLFFBQUksS0FBSyxZQUFZLFVBQVU7QUFDN0IsWUFBTSxPQUFPLEtBQUssTUFBTSxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssS0FBSyxLQUFLLENBQUMsRUFBd0IsQ0FBQyxJQUFNLEtBQUssS0FBSyxDQUFDLEVBQXdCLENBQUMsQ0FBRTtBQUMzSCxZQUFNLFFBQVEsS0FBSyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBQzVDLFVBQUk7QUFDSixVQUFJLEtBQUssSUFBSSxTQUFTLEdBQUc7QUFDdkIsY0FBTSxJQUFJLGtCQUFrQixRQUFRLEtBQUssaUJBQWlCO0FBQzFELFlBQUksS0FBSyxhQUFhO0FBQ3BCO0FBQUEsWUFDRSxJQUFJLEtBQUssR0FBRztBQUFBLFlBQ1osZ0JBQWdCLElBQUk7QUFBQSxZQUNwQixLQUFLLElBQUksTUFBTSxDQUFDO0FBQUEsWUFDaEI7QUFBQSxZQUNBLEtBQUs7QUFBQSxVQUNQO0FBQUEsTUFDSjtBQUNBLFlBQU0sTUFBTSxLQUFLLElBQUksWUFBWSxLQUFLLENBQUM7QUFDdkMsV0FBSyxPQUFPLElBQUksS0FBSyxHQUFHO0FBQ3hCLFdBQUssVUFBVSxnQkFBZ0IsSUFBSTtBQUNuQyxXQUFLLFlBQVk7QUFDakI7QUFBQSxJQUNGO0FBQ0EsU0FBSyxPQUFPLEtBQUssYUFBYTtBQUFBLEVBQ2hDO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT1EsYUFBYSxPQUFvQztBQUN2RCxVQUFNLE9BQU8sT0FBTyxLQUFLLEtBQUs7QUFDOUIsVUFBTSxPQUFPLEtBQUssT0FBTyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUksS0FBSyxLQUFLLENBQUMsRUFBRyxDQUFDLElBQUksS0FBSyxLQUFLLENBQUMsRUFBRyxDQUFDLENBQUM7QUFDOUUsVUFBTSxRQUFRLEtBQUs7QUFBQSxNQUNqQjtBQUFBLE1BQ0EsS0FBSyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBQUEsSUFDaEM7QUFDQSxTQUFLLFVBQVUsZ0JBQWdCLElBQUk7QUFDbkMsU0FBSyxTQUFTLEtBQUssS0FBSyxPQUFPLENBQUMsR0FBRyxDQUFDLEVBQUUsR0FBRyxNQUFNLElBQUksS0FBTSxLQUFLLFFBQVEsQ0FBQyxHQUFjLENBQUM7QUFDdEYsVUFBTSxNQUFNLEtBQUs7QUFDakIsVUFBTSxXQUFXLFVBQVUsU0FBWSxRQUFRLEtBQUssS0FBSyxRQUFRLElBQUk7QUFFckUsUUFBSSxTQUFTLFVBQVUsVUFBYSxNQUFNLE9BQU8sY0FBYyxRQUFRLE1BQU8sTUFBTSxTQUF5QixXQUFXLFdBQVcsR0FBRztBQUN0SSxVQUFNLFNBQVMsV0FBVztBQUMxQixlQUFXLElBQUksWUFBWSxXQUFXLEdBQUc7QUFDekMsVUFBTSxPQUFPLElBQUksS0FBSyxRQUFRLEdBQUcsS0FBSztBQUN0QyxRQUFJLENBQUMsVUFBVSxLQUFLLGFBQWE7QUFDL0I7QUFBQSxRQUNFO0FBQUEsUUFDQSxLQUFLO0FBQUEsUUFDTCxLQUFLLElBQUksTUFBTSxDQUFDO0FBQUEsUUFDaEI7QUFBQSxRQUNBLEtBQUs7QUFBQSxNQUNQO0FBQ0YsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR1EsVUFBVSxHQUF5QjtBQUN6QyxRQUFJLEtBQUssWUFBWSxVQUFhLEtBQUssUUFBUSxTQUFTLEVBQUcsTUFBSyxVQUFVLEtBQUssT0FBTyxLQUFLLEtBQUssR0FBRyxLQUFLLEtBQUssRUFBRTtBQUMvRyxXQUFPLEtBQUssUUFBUSxTQUFTLEdBQUcsQ0FBQztBQUFBLEVBQ25DO0FBQUEsRUFFUSxjQUFvQjtBQUMxQixTQUFLLFNBQVMsS0FBSyxLQUFLLEdBQUcsT0FBTyxDQUFDLEdBQUcsSUFBSSxNQUFNLEtBQUssS0FBSyxLQUFLLEtBQUssQ0FBQyxFQUFHLENBQUMsS0FBTSxLQUFLLFFBQVEsQ0FBQyxHQUFjLENBQUM7QUFBQSxFQUM5RztBQUFBO0FBQUEsRUFHUSxVQUFVLEdBQWdDO0FBQ2hELFdBQU8sS0FBSyxZQUFZLFdBQ3BCLEVBQUUsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLEtBQUssS0FBSyxDQUFDLEVBQUcsQ0FBQyxDQUFDLElBQ3BDLEVBQUUsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFLLEtBQUssS0FBSyxHQUFHLENBQUMsSUFBZSxLQUFLLEtBQUssQ0FBQyxFQUFHLENBQUMsQ0FBQztBQUFBLEVBQ3hFO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLFdBQStDO0FBQzdDLFVBQU0sS0FBSyxLQUFLLFVBQVUsS0FBSyxLQUFLLEdBQUcsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLEtBQUssS0FBSyxDQUFDLEVBQUcsQ0FBQyxDQUFDLENBQUM7QUFDMUUsV0FBTyxFQUFFLElBQUksUUFBUSxLQUFLLE9BQU8sSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFJLEtBQUssS0FBSyxDQUFDLEVBQUcsQ0FBQyxJQUFJLEtBQUssS0FBSyxDQUFDLEVBQUcsQ0FBQyxDQUFDLEVBQUU7QUFBQSxFQUMxRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxjQUFjLE1BQTRDO0FBQ3hELFVBQU0sT0FBTyxVQUFVLEtBQUssT0FBTyxLQUFLLFVBQVUsTUFBTSxLQUFLLFNBQVM7QUFDdEUsU0FBSyxnQkFBZ0IsRUFBRSxPQUFPLEtBQUssT0FBTyxVQUFVLEtBQUssVUFBVSxNQUFNLEtBQUs7QUFDOUUsU0FBSyxPQUFPLFFBQVEsS0FBSyxlQUFlLEtBQUssVUFBVTtBQUN2RCxTQUFLLFNBQVMsS0FBSyxLQUFLLEdBQUcsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFLLEtBQUssS0FBSyxHQUFHLENBQUMsQ0FBWTtBQUN4RSxRQUFJLEtBQUssWUFBWSxTQUFVLE1BQUssWUFBWTtBQUFBLFFBQzNDLE1BQUssT0FBTyxLQUFLLGFBQWE7QUFBQSxFQUNyQztBQUFBO0FBQUEsRUFHQSxLQUFLLFFBQTRCO0FBQy9CLFFBQUksT0FBTyxXQUFXLEtBQUssTUFBTSxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDLEdBQUc7QUFDM0QsWUFBTSxnQkFBZ0IscUJBQXFCLGVBQWUsS0FBSyxNQUFNLEtBQUssR0FBRyxDQUFDLGFBQWEsTUFBTTtBQUFBLElBQ25HO0FBQ0EsWUFBUSxRQUFRLGdCQUFnQixLQUFLLEtBQUssR0FBRyxLQUFLLEtBQUssSUFBSSxLQUFLLE1BQU0sS0FBSyxTQUFTLEtBQUssVUFBVSxLQUFLLEtBQUssRUFBRSxHQUFHLEtBQUssTUFBTTtBQUFBLEVBQy9IO0FBQUE7QUFBQSxFQUdBLGdCQUFzQjtBQUNwQixTQUFLLE1BQU07QUFDWCxRQUFJLEtBQUssWUFBWSxVQUFVO0FBQzdCLFdBQUssSUFBSSxRQUFRLFFBQVE7QUFDekIsVUFBSSxLQUFLLFNBQVMsS0FBSyxDQUFDLE1BQU0sQ0FBQyxHQUFHO0FBQ2hDLFlBQUksS0FBSyxJQUFJLFNBQVMsRUFBRyxNQUFLLGdCQUFnQjtBQUM5QyxhQUFLLElBQUksUUFBUSxRQUFRO0FBQUEsTUFDM0I7QUFDQTtBQUFBLElBQ0Y7QUFDQSxhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssR0FBRyxJQUFLLE1BQUssYUFBYSxDQUFDO0FBQUEsRUFDdEQ7QUFBQSxFQUVRLGNBQWMsR0FBVyxLQUFtQztBQUNsRSxVQUFNLEtBQUssS0FBSyxXQUFXLE1BQU07QUFDakMsVUFBTSxJQUFJLEtBQUssU0FBUyxDQUFDO0FBQ3pCLFFBQUksSUFBSyxHQUFHLENBQUMsSUFBZTtBQUM1QixRQUFJLElBQUksS0FBSyxLQUFLLEdBQUc7QUFDbkIsVUFBSSxDQUFDLEtBQUssU0FBUyxDQUFDLEVBQUcsUUFBTztBQUM5QixXQUFLLElBQUksS0FBSztBQUFBLElBQ2hCO0FBQ0EsT0FBRyxDQUFDLElBQUk7QUFDUixXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUEsRUFHUSxLQUFLLEdBQVcsTUFBYyxPQUFtRDtBQUN2RixVQUFNLEtBQWUsQ0FBQztBQUN0QixVQUFNLFNBQW1CLENBQUM7QUFDMUIsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLEdBQUcsS0FBSztBQUMvQixZQUFNLENBQUMsSUFBSSxFQUFFLElBQUksS0FBSyxLQUFLLENBQUM7QUFDNUIsVUFBSSxNQUFNLEdBQUc7QUFDWCxXQUFHLEtBQUssSUFBSTtBQUNaLGVBQU8sS0FBSyxLQUFLO0FBQUEsTUFDbkIsV0FBVyxJQUFJLEdBQUc7QUFDaEIsV0FBRyxLQUFLLENBQUMsRUFBRTtBQUNYLGVBQU8sS0FBTSxLQUFLLE9BQU8sQ0FBQyxJQUFlLEtBQUssRUFBRTtBQUFBLE1BQ2xELE9BQU87QUFDTCxXQUFHLEtBQUssQ0FBQztBQUNULGVBQU8sS0FBSyxLQUFLLE9BQU8sQ0FBQyxDQUFXO0FBQUEsTUFDdEM7QUFBQSxJQUNGO0FBRUEsV0FBTyxFQUFFLElBQUksR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssS0FBSyxLQUFLLEdBQUcsQ0FBQyxDQUFZLEdBQUcsT0FBTztBQUFBLEVBQ3pFO0FBQUEsRUFFUSxhQUFhLEdBQWlCO0FBQ3BDLFFBQUksT0FBTyxLQUFLO0FBQ2hCLFFBQUksU0FBUyxVQUFhLEtBQUssU0FBUyxLQUFLLFFBQVEsS0FBSyxTQUFTLEtBQUssS0FBTSxRQUFPLEtBQUssVUFBVTtBQUNwRyxVQUFNLFFBQVEsS0FBSyxJQUFJO0FBR3ZCLGVBQVcsS0FBSyxLQUFLLEtBQUssQ0FBQyxHQUFpQjtBQUMxQyxVQUFJLEVBQUUsTUFBTTtBQUNWLGdCQUFRLEtBQUssTUFBTSxLQUFLLFNBQVMsRUFBRSxJQUFJLEVBQUUsS0FBSyxFQUFFLFFBQVEsRUFBRSxNQUFNLEVBQUUsTUFBTTtBQUN4RSxhQUFLLE1BQU0sYUFBYSxFQUFFO0FBQzFCLGNBQU0sT0FBTyxFQUFFLE1BQU0sRUFBRSxHQUFHO0FBQUEsTUFDNUIsT0FBTztBQUNMLGNBQU0sU0FBUyxFQUFFLE1BQU0sRUFBRSxHQUFHO0FBQzVCLGdCQUFRLEVBQUUsS0FBSyxFQUFFLFFBQVEsRUFBRSxNQUFNLEtBQUssTUFBTSxLQUFLLFNBQVMsRUFBRSxJQUFJLEVBQUUsTUFBTTtBQUFBLE1BQzFFO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPUSxZQUFzQjtBQUM1QixVQUFNLE9BQXFCLENBQUM7QUFDNUIsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLEdBQUcsS0FBSztBQUMvQixZQUFNLFFBQW9CLENBQUM7QUFDM0IsV0FBSyxLQUFLLEtBQUs7QUFDZixZQUFNLENBQUMsSUFBSSxFQUFFLElBQUksS0FBSyxLQUFLLENBQUM7QUFDNUIsVUFBSSxPQUFPLEtBQUssT0FBTyxFQUFHO0FBQzFCLFlBQU0sTUFBTSxLQUFLLE9BQU8sQ0FBQztBQUN6QixZQUFNLFFBQVEsS0FBSyxjQUFjLEdBQUcsRUFBRTtBQUN0QyxZQUFNLFFBQVEsS0FBSyxjQUFjLEdBQUcsQ0FBQztBQUNyQyxZQUFNLE9BQU8sQ0FBQyxJQUFjLE1BQWUsR0FBdUMsU0FBaUI7QUFDakcsY0FBTSxNQUFNLEtBQUssV0FBVyxJQUFJLElBQUksTUFBTSxFQUFFLE1BQU07QUFDbEQsY0FBTSxFQUFFLE9BQU8sSUFBSTtBQUNuQixjQUFNLE9BQU8sT0FBTyxJQUFJLE1BQU0sQ0FBQztBQUMvQixjQUFNLEtBQUs7QUFBQSxVQUNUO0FBQUEsVUFDQSxNQUFNLEtBQUssT0FBTyxFQUFFO0FBQUEsVUFDcEIsSUFBSSxLQUFLLFVBQVUsRUFBRSxFQUFFO0FBQUEsVUFDdkI7QUFBQSxVQUNBLFFBQVEsZ0JBQWdCLE1BQU07QUFBQSxVQUM5QjtBQUFBLFVBQ0E7QUFBQSxVQUNBLE9BQU8sSUFBSSxTQUFTLElBQUk7QUFBQSxRQUMxQixDQUFDO0FBQUEsTUFDSDtBQUNBLFVBQUksVUFBVSxVQUFhLEtBQUssRUFBRyxNQUFLLE9BQU8sTUFBTSxLQUFLLEtBQUssR0FBRyxHQUFHLEVBQUUsR0FBRyxDQUFDO0FBQzNFLFVBQUksVUFBVSxVQUFhLEtBQUssRUFBRyxNQUFLLE9BQU8sTUFBTSxLQUFLLEtBQUssR0FBRyxNQUFNLElBQUksRUFBRSxHQUFHLENBQUM7QUFDbEYsVUFBSSxVQUFVLFVBQWEsS0FBSyxFQUFHLE1BQUssT0FBTyxPQUFPLEtBQUssS0FBSyxHQUFHLEtBQUssRUFBRSxHQUFHLENBQUM7QUFDOUUsVUFBSSxVQUFVLFVBQWEsS0FBSyxFQUFHLE1BQUssT0FBTyxPQUFPLEtBQUssS0FBSyxHQUFHLENBQUMsSUFBSSxFQUFFLEdBQUcsQ0FBQztBQUFBLElBQ2hGO0FBQ0EsVUFBTSxPQUFpQixFQUFFLE1BQU0sS0FBSyxNQUFNLE1BQU0sS0FBSyxNQUFNLEtBQUs7QUFDaEUsU0FBSyxXQUFXO0FBQ2hCLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLFdBQVcsTUFBYyxRQUF5QztBQUN4RSxVQUFNLElBQUksUUFBUSxNQUFNO0FBQ3hCLFFBQUksTUFBTSxLQUFLLFNBQVMsSUFBSTtBQUM1QixRQUFJLFFBQVEsVUFBYSxJQUFJLFdBQVcsR0FBRztBQUN6QyxZQUFNLEtBQUssT0FBTyxLQUFLLEtBQUssR0FBRyxDQUFDO0FBQ2hDLFdBQUssU0FBUyxJQUFJLElBQUk7QUFBQSxJQUN4QjtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLGtCQUF3QjtBQUM5QixhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssR0FBRyxLQUFLO0FBQy9CLFVBQUksQ0FBQyxLQUFLLFNBQVMsQ0FBQyxFQUFHO0FBQ3ZCLFlBQU0sQ0FBQyxJQUFJLEVBQUUsSUFBSSxLQUFLLEtBQUssQ0FBQztBQUM1QixZQUFNLElBQUksS0FBSyxNQUFNLENBQUM7QUFDdEIsWUFBTSxNQUFNLENBQUMsTUFBYyxVQUFrQjtBQUMzQyxjQUFNLEtBQWUsQ0FBQztBQUN0QixjQUFNLFNBQW1CLENBQUM7QUFDMUIsaUJBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxHQUFHLEtBQUs7QUFDL0IsZ0JBQU0sQ0FBQyxJQUFJLEVBQUUsSUFBSSxLQUFLLEtBQUssQ0FBQztBQUM1QixjQUFJLE1BQU0sR0FBRztBQUNYLGVBQUcsS0FBSyxPQUFPLEVBQUU7QUFDakIsbUJBQU8sS0FBSyxLQUFLO0FBQUEsVUFDbkIsV0FBVyxJQUFJLEdBQUc7QUFDaEIsZUFBRyxLQUFLLENBQUM7QUFDVCxtQkFBTyxLQUFNLEtBQUssTUFBTSxDQUFDLElBQWUsS0FBSyxFQUFFO0FBQUEsVUFDakQsT0FBTztBQUNMLGVBQUcsS0FBSyxFQUFFO0FBQ1YsbUJBQU8sS0FBSyxLQUFLLE1BQU0sQ0FBQyxDQUFXO0FBQUEsVUFDckM7QUFBQSxRQUNGO0FBQ0EsZUFBTyxFQUFFLElBQUksT0FBTztBQUFBLE1BQ3RCO0FBQ0EsWUFBTSxPQUFPLENBQUMsS0FBdUIsUUFDbkMsUUFBUSxLQUFLLE1BQU0sS0FBSyxTQUFTLElBQUksSUFBSSxLQUFLLE1BQU0sS0FBSyxTQUFTLElBQUksSUFBSSxJQUFJLE1BQU07QUFDdEYsVUFBSSxLQUFLLEVBQUcsTUFBSyxJQUFJLElBQUksSUFBSSxFQUFFLEdBQUcsSUFBSSxDQUFDLElBQUksRUFBRSxDQUFDO0FBQzlDLFVBQUksS0FBSyxFQUFHLE1BQUssSUFBSSxHQUFHLEVBQUUsR0FBRyxJQUFJLEdBQUcsRUFBRSxDQUFDO0FBQUEsSUFDekM7QUFBQSxFQUNGO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLE1BQU0sTUFBc0MsVUFBeUMsQ0FBQyxHQUFlO0FBQ25HLFVBQU0sT0FBTyxNQUFNLFVBQVUsS0FBSyxPQUFPLEtBQUssVUFBVSxNQUFNLEtBQUssU0FBUztBQUc1RSxXQUFPLFFBQVEsV0FBVyxPQUFPLEtBQUssTUFBTSxNQUFNLElBQUksSUFBSSxLQUFLLE1BQU0sSUFBSTtBQUFBLEVBQzNFO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1RLE1BQU0sTUFBd0IsU0FBUyxPQUFtQjtBQUNoRSxVQUFNLE9BQU8sU0FBUyxLQUFLLElBQUksWUFBWSxLQUFLLElBQUksU0FBUyxjQUFjLElBQUk7QUFDL0UsVUFBTSxNQUFNLEtBQUs7QUFDakIsVUFBTSxVQUFVLEtBQUs7QUFDckIsVUFBTSxZQUEyQixFQUFFLE9BQU8sS0FBSyxPQUFPLFVBQVUsS0FBSyxVQUFVLE1BQU0sS0FBSztBQUMxRixVQUFNLFVBQVUsUUFBUSxXQUFXLEtBQUssVUFBVTtBQUNsRCxTQUFLLE1BQU07QUFFWCxRQUFJLElBQUksS0FBSyxNQUFNLENBQUMsR0FBRyxNQUFNLEVBQUUsTUFBTSxDQUFDLEdBQUcsTUFBTSxNQUFPLEtBQUssQ0FBQyxFQUFlLENBQUMsQ0FBQyxDQUFDLEdBQUc7QUFDL0UsYUFBTyxFQUFFLGNBQWMsR0FBRyxXQUFXLEdBQUcsa0JBQWtCLEVBQUU7QUFBQSxJQUM5RDtBQUNBLFFBQUksS0FBSyxZQUFZLFVBQVU7QUFDN0IsV0FBSyxnQkFBZ0I7QUFDckIsV0FBSyxPQUFPO0FBQ1osV0FBSyxTQUFTLFFBQVEsR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssUUFBUSxHQUFHLENBQUMsQ0FBWTtBQUNwRSxXQUFLLFlBQVk7QUFFakIsYUFBTztBQUFBLFFBQ0wsY0FBYyxPQUFPLE9BQU8sSUFBSSxLQUFLLFNBQVMsU0FBUyxPQUFPO0FBQUEsUUFDOUQsV0FBVztBQUFBLFFBQ1gsa0JBQWtCLE9BQU8sT0FBTyxJQUFJLEtBQUssU0FBUyxTQUFTLE9BQU87QUFBQSxNQUNwRTtBQUFBLElBQ0Y7QUFDQSxVQUFNLE9BQU8sS0FBSyxJQUFJLFNBQVM7QUFDL0IsVUFBTSxRQUFRLEtBQUssSUFBSTtBQUN2QixVQUFNLFVBQVUsS0FBSztBQUNyQixVQUFNLGFBQWEsS0FBSztBQUN4QixVQUFNLFFBQVEsQ0FBQyxNQUF5QixFQUFFLElBQUksQ0FBQyxHQUFHLE1BQU0sSUFBSyxRQUFRLEdBQUcsQ0FBQyxJQUFlLEtBQUssS0FBSyxDQUFDLEVBQUcsQ0FBQyxDQUFDO0FBQ3hHLFFBQUksZUFBZTtBQUNuQixRQUFJLFlBQVk7QUFDaEIsYUFBUyxJQUFJLEdBQUcsSUFBSSxNQUFNLEtBQUs7QUFDN0IsVUFBSSxNQUFNLEtBQUssSUFBSSxLQUFNO0FBQ3pCLFlBQU0sTUFBTSxVQUFVLFNBQVMsUUFBUSxXQUFXLEtBQUssT0FBTyxDQUFDLENBQUMsQ0FBQztBQUNqRSxVQUFJLFFBQVEsT0FBVztBQUN2QixZQUFNLE1BQU0sSUFBSSxHQUFHLElBQUksQ0FBQyxHQUFHLE1BQU0sSUFBSyxJQUFJLEdBQUcsQ0FBQyxDQUFZO0FBRTFELFlBQU0sU0FBUyxZQUFZLEtBQUssVUFBVSxPQUFPLEdBQUcsQ0FBQyxHQUFHLFNBQVMsWUFBWSxNQUFNLElBQUksRUFBRSxHQUFHLEdBQUc7QUFDL0Ysc0JBQWdCLE9BQU87QUFDdkIsbUJBQWEsT0FBTyxTQUFTLE9BQU87QUFDcEMsWUFBTSxPQUFPLEdBQUcsTUFBTTtBQUFBLElBQ3hCO0FBQ0EsU0FBSyxnQkFBZ0I7QUFDckIsU0FBSyxPQUFPO0FBQ1osU0FBSyxTQUFTLFFBQVEsR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssUUFBUSxHQUFHLENBQUMsQ0FBWTtBQUNwRSxTQUFLLE9BQU8sS0FBSyxhQUFhLEtBQUssS0FBSztBQUN4QyxTQUFLLFFBQVE7QUFDYixVQUFNLE9BQU8sVUFBVSxTQUFTLE9BQU87QUFDdkMsUUFBSSxTQUFTLFFBQVc7QUFDdEIsWUFBTSxNQUFNLEtBQUssR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssS0FBSyxHQUFHLENBQUMsQ0FBWTtBQUM1RCxjQUFRLFNBQVMsWUFBWSxNQUFNLEtBQUssRUFBRSxHQUFHLEtBQUssTUFBTSxLQUFLLFNBQVMsS0FBSyxVQUFVLEtBQUssRUFBRSxHQUFHLEdBQUc7QUFBQSxJQUNwRztBQUNBLFFBQUksbUJBQW1CO0FBQ3ZCLGFBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxLQUFLO0FBQzdCLFVBQUksTUFBTSxLQUFLLElBQUksS0FBTTtBQUN6QixZQUFNLE1BQU0sVUFBVSxRQUFRLEtBQUssS0FBSyxPQUFPLENBQUMsQ0FBQyxHQUFHLE9BQU87QUFDM0QsVUFBSSxRQUFRLE9BQVc7QUFDdkIsWUFBTSxNQUFNLElBQUksR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssSUFBSSxHQUFHLENBQUMsQ0FBWTtBQUMxRCxZQUFNLE1BQU0sS0FBSyxVQUFVLE9BQU8sR0FBRyxDQUFDO0FBQ3RDLFlBQU0sU0FBUyxHQUFHLEdBQUc7QUFDckIsZ0JBQVUsS0FBSyxNQUFNLEtBQUssU0FBUyxLQUFLLFVBQVUsSUFBSSxFQUFFLEdBQUcsS0FBSyxHQUFHO0FBQ25FLDBCQUFvQixJQUFJO0FBQUEsSUFDMUI7QUFDQSxTQUFLLE1BQU0sZ0JBQWdCO0FBQzNCLFNBQUssTUFBTSxhQUFhO0FBQ3hCLFdBQU8sRUFBRSxjQUFjLFdBQVcsaUJBQWlCO0FBQUEsRUFDckQ7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxXQUFXLE1BQThDO0FBQ3ZELFFBQUksS0FBSyxZQUFZLFNBQVUsUUFBTztBQUN0QyxVQUFNLE9BQXNCLEVBQUUsT0FBTyxLQUFLLE9BQU8sVUFBVSxLQUFLLFVBQVUsS0FBSztBQUMvRSxRQUFJLFdBQVc7QUFDZixhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssSUFBSSxTQUFTLE1BQU0sS0FBSztBQUMvQyxZQUFNLEtBQUssS0FBSyxPQUFPLENBQUM7QUFDeEIsWUFBTSxNQUFNLFFBQVEsS0FBSyxlQUFlLEVBQUU7QUFDMUMsa0JBQVksT0FBTyxHQUFHLElBQUksS0FBSyxTQUFTLEtBQUssUUFBUSxNQUFNLEVBQUUsQ0FBQztBQUFBLElBQ2hFO0FBQ0EsV0FBTyxXQUFXLE9BQU8sS0FBSyxLQUFLLEVBQUU7QUFBQSxFQUN2QztBQUFBLEVBRVEsU0FBUyxHQUFRLEdBQWdCO0FBQ3ZDLFVBQU0sSUFBSSxVQUFVLEdBQUcsQ0FBQztBQUN4QixXQUFPLE1BQU0sU0FBWSxJQUFJLE9BQU8sQ0FBQztBQUFBLEVBQ3ZDO0FBQUE7QUFBQSxFQUdBLE1BQU0sTUFBYyxVQUFrQixPQUEyQjtBQUMvRCxXQUFPLEtBQUssTUFBTSxNQUFNLFVBQVUsS0FBSyxPQUFPLEtBQUssVUFBVSxVQUFVLEtBQUssZUFBZSxNQUFNLFVBQVUsS0FBSyxHQUFHLEtBQUssU0FBUyxDQUFDO0FBQUEsRUFDcEk7QUFBQTtBQUFBLEVBR0EsV0FBVyxNQUFjLE9BQXNDO0FBQzdELFdBQU8sS0FBSyxNQUFNLE1BQU0sVUFBVSxLQUFLLE9BQU8sS0FBSyxVQUFVLFNBQVMsS0FBSyxlQUFlLE1BQU0sS0FBSyxHQUFHLEtBQUssU0FBUyxDQUFDO0FBQUEsRUFDekg7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsaUJBQWdDO0FBQzlCLFFBQUksS0FBSyxZQUFZLGNBQWUsUUFBTyxDQUFDO0FBQzVDLFVBQU0sTUFBcUIsQ0FBQztBQUM1QixlQUFXLEtBQUssQ0FBQyxLQUFLLE1BQU0sS0FBSyxLQUFLLEVBQUcsS0FBSSxNQUFNLFVBQWEsRUFBRSxrQkFBa0IsWUFBYSxLQUFJLEtBQUssRUFBRSxNQUFNO0FBQ2xILFNBQUssT0FBTyxLQUFLLE9BQU8sS0FBSyxLQUFLLEdBQUcsQ0FBQztBQUN0QyxTQUFLLFFBQVE7QUFDYixTQUFLLFdBQVc7QUFDaEIsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR0EsT0FBTyxPQUFPLEdBQTZCO0FBQ3pDLFVBQU0sT0FBTyxPQUFPLEtBQUssS0FBSztBQUM5QixRQUFJLEtBQUssWUFBWSxVQUFVO0FBQzdCLFdBQUssSUFBSSxRQUFRLFFBQVE7QUFDekIsWUFBTSxRQUNKLEtBQUssSUFBSSxTQUFTLE9BQ2Q7QUFBQSxRQUNFLEtBQUs7QUFBQSxRQUNMLEtBQUs7QUFBQSxRQUNMLEtBQUssS0FBSyxJQUFJLENBQUMsQ0FBQyxFQUFFLE1BQU0sRUFBRTtBQUFBLFFBQzFCLEtBQUs7QUFBQSxNQUNQLElBQ0E7QUFFTixXQUFLLElBQUksUUFBUSxRQUFRO0FBQ3pCLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxRQUFRLEtBQUssSUFBSTtBQUN2QixRQUFJLEtBQUssSUFBSSxTQUFTLE1BQU07QUFDMUIsWUFBTSxPQUFPLE1BQU0sUUFBUSxLQUFLLE1BQU0sS0FBSyxTQUFTLEtBQUssVUFBVSxLQUFLLEtBQUssRUFBRSxHQUFHLEtBQUssTUFBTSxDQUFDO0FBQzlGLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxNQUFNLElBQUksS0FBSyxLQUFLLE1BQU0sT0FBTyxDQUFDLEdBQUcsTUFBTSxJQUFJLEdBQUcsQ0FBQyxDQUFDO0FBQzFELFVBQU0sV0FBVyxnQkFBZ0IsS0FBSyxLQUFLO0FBQzNDLFlBQVEsS0FBSyxNQUFNLEtBQUssU0FBUyxLQUFLLFVBQVUsS0FBSyxLQUFLLEVBQUUsR0FBRyxLQUFLLFVBQVUsS0FBSyxLQUFLLElBQUksS0FBSyxNQUFNO0FBQ3ZHLGFBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxJQUFJLFNBQVMsTUFBTSxLQUFLO0FBQy9DLFVBQUksTUFBTSxLQUFNO0FBQ2hCLFlBQU0sTUFBTSxRQUFRLEtBQUssZUFBZSxLQUFLLE9BQU8sQ0FBQyxDQUFDO0FBQ3RELFlBQU0sTUFBTSxJQUFJLEdBQUcsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFLLElBQUksR0FBRyxDQUFDLENBQVk7QUFDMUQsWUFBTSxNQUFNLElBQUksS0FBSyxPQUFPLEdBQUcsQ0FBQztBQUNoQyxZQUFNLFNBQVMsR0FBRyxHQUFHO0FBQ3JCO0FBQUEsUUFDRTtBQUFBLFFBQ0EsZ0JBQWdCLEdBQUc7QUFBQSxRQUNuQixJQUFJLElBQUksTUFBTSxDQUFDO0FBQUEsUUFDZjtBQUFBLFFBQ0E7QUFBQSxRQUNBLElBQUk7QUFBQSxRQUNKO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
