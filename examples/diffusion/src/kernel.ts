/**
 * The diffusion kernel (./sequential.ts states the update rule): the active-pixel worklist of one
 * tile, activation, evaluation, the buffered writes and the load tally. The sequential reference
 * and the SPMD program call the same functions, so every pixel is the same expression wherever it runs.
 *
 * Layout: a padded array (one ghost cell on every side), row stride `stride`, pixel (i, j) of the
 * tile at `origin + i * stride + j`. A second Int32 array of the same layout holds, per pixel,
 * 1 + the last iteration in which it changed (0 initially: "changed before iteration 0", and the
 * value a fresh buffer already has).
 */
import type { DiffusionParams, Values } from './sequential.ts';

/** Where a tile sits: padded-array layout and its place in the image. */
export interface TileFrame {
  readonly stride: number;
  /** Index of the tile's pixel (0, 0) in the padded array. */
  readonly origin: number;
  readonly rows: number;
  readonly cols: number;
  /** Image coordinates of the tile's pixel (0, 0). */
  readonly r0: number;
  readonly c0: number;
  /** Image size. */
  readonly H: number;
  readonly W: number;
}

/**
 * Scratch lists of one tile. Lists hold tile coordinates (i, j) (the storage index is
 * `origin + i * stride + j`), so no pixel ever needs a division to find its row.
 */
export class Worklist {
  /** act[x] === t: storage index x is already on the active list of iteration t. */
  act: Int32Array;
  activeI: Int32Array;
  activeJ: Int32Array;
  activeCount = 0;
  /** Pixels changed by the last applied iteration. */
  changedI: Int32Array;
  changedJ: Int32Array;
  changedCount = 0;
  /** Buffered updates of the iteration being evaluated (Jacobi). */
  pendI: Int32Array;
  pendJ: Int32Array;
  pendVal: Float64Array;
  pendCount = 0;
  /**
   * Halo values seen at the previous iteration (top, bottom, left, right sides), to tell which
   * neighbour pixels changed without exchanging their stamps; invalid until the first scan.
   */
  ring: Float64Array;
  ringValid = false;

  constructor(storageLength: number, rows: number, cols: number) {
    this.act = new Int32Array(storageLength).fill(-1);
    const n = Math.max(1, rows * cols);
    this.ring = new Float64Array(2 * (rows + cols));
    this.activeI = new Int32Array(n);
    this.activeJ = new Int32Array(n);
    this.changedI = new Int32Array(n);
    this.changedJ = new Int32Array(n);
    this.pendI = new Int32Array(n);
    this.pendJ = new Int32Array(n);
    this.pendVal = new Float64Array(n);
  }

  /**
   * Reuse the lists for a tile that moved (a balance): arrays grow only when too small. Old
   * `act` marks are iteration numbers below the current one, so they never read as "already
   * active" and need no clearing. The lists and the saved halo values start empty.
   */
  resize(storageLength: number, rows: number, cols: number, keepChanged = 0): this {
    if (this.act.length < storageLength) this.act = new Int32Array(storageLength).fill(-1);
    const n = Math.max(1, rows * cols);
    if (this.activeI.length < n) {
      const { changedI, changedJ } = this;
      this.activeI = new Int32Array(n);
      this.activeJ = new Int32Array(n);
      this.changedI = new Int32Array(n);
      this.changedJ = new Int32Array(n);
      this.changedI.set(changedI.subarray(0, keepChanged));
      this.changedJ.set(changedJ.subarray(0, keepChanged));
      this.pendI = new Int32Array(n);
      this.pendJ = new Int32Array(n);
      this.pendVal = new Float64Array(n);
    }
    if (this.ring.length < 2 * (rows + cols)) this.ring = new Float64Array(2 * (rows + cols));
    this.ringValid = false;
    this.activeCount = 0;
    this.changedCount = keepChanged;
    this.pendCount = 0;
    return this;
  }

  /**
   * Reuse the lists for another run, whose iterations count from its own start again: as
   * `resize`, and the `act` marks cleared (a mark of the last run could equal an iteration of this one).
   */
  renew(storageLength: number, rows: number, cols: number): this {
    const kept = this.act.length >= storageLength;
    this.resize(storageLength, rows, cols);
    if (kept) this.act.fill(-1);
    return this;
  }
}

/** The changed list from the stamps: tile pixels that changed in iteration `t` (after a remap or at the start). */
export function collectChanged(w: Worklist, f: TileFrame, stamp: Int32Array, t: number): void {
  w.changedCount = changedInRows(w, f, stamp, t, 0, f.rows, 0);
}

/**
 * Append to the changed list, from entry `n` on, the pixels of tile rows [from, to) that changed
 * in iteration `t` (from their stamps); returns the list's new length. (The caller stores it: a
 * property store after the loop, in code compiled on the stack while the loop ran, had no type
 * feedback yet and deoptimized that code at every call, for the first 20 runs of a benchmark.)
 */
function changedInRows(w: Worklist, f: TileFrame, stamp: Int32Array, t: number, from: number, to: number, n: number): number {
  const { stride, origin, cols } = f;
  for (let i = from; i < to; i++) n = changedInRow(w.changedI, w.changedJ, stamp, origin + i * stride, cols, t + 1, i, n);
  return n;
}

/**
 * Append row `i`'s pixels stamped `want` (its `cols` stamps from `at` on) to the list at `n`;
 * returns the new length. A function per row, not an inner loop: V8 compiled the inner loop on the
 * stack (OSR) and left that code at the end of every row ("exit from OSR'd inner loop"), 63 to 213
 * deopts in a process's first 40 runs of diffusion 512 sdlb adaptive.
 */
function changedInRow(
  ci: Int32Array,
  cj: Int32Array,
  stamp: Int32Array,
  at: number,
  cols: number,
  want: number,
  i: number,
  n: number,
): number {
  for (let j = 0; j < cols; j++) {
    if (stamp[at + j] === want) {
      ci[n] = i;
      cj[n] = j;
      n++;
    }
  }
  return n;
}

/**
 * The changed list after a balance moved the tile's rows only (the same columns): the entries of
 * the last iteration's list still in the tile, their rows shifted by `shift` (old start row - new
 * start row), kept in place at the front of the list. Returns how many were kept. Call before the
 * worklist is resized for the new tile (`resize(..., kept)` keeps them), then `changedInNewRows`.
 */
export function keepChanged(w: Worklist, shift: number, rows: number): number {
  const ci = w.changedI;
  const cj = w.changedJ;
  let n = 0;
  for (let k = 0, m = w.changedCount; k < m; k++) {
    const i = (ci[k] as number) + shift;
    if (i >= 0 && i < rows) {
      ci[n] = i;
      cj[n] = cj[k] as number;
      n++;
    }
  }
  return n;
}

/**
 * After `keepChanged` and the resize: append the pixels of the tile's rows outside [keptFrom,
 * keptTo) (the rows the tile received) that changed in iteration `t`, from their stamps, and set
 * the list's length. Together the two give the pixels `collectChanged` finds, in another order
 * (which no result depends on: each pixel's update reads only the old values), without reading
 * the stamps of the rows the tile kept.
 */
export function changedInNewRows(w: Worklist, f: TileFrame, stamp: Int32Array, t: number, keptFrom: number, keptTo: number): void {
  let n = changedInRows(w, f, stamp, t, 0, Math.min(keptFrom, f.rows), w.changedCount);
  n = changedInRows(w, f, stamp, t, Math.max(0, keptTo), f.rows, n);
  w.changedCount = n;
}

/**
 * The active list of iteration `t`: pixels of the tile that changed in iteration t - 1, their
 * neighbours inside the tile, and tile pixels next to a halo pixel (a neighbour's, inside the
 * image) that changed in iteration t - 1.
 */
export function activate(w: Worklist, f: TileFrame, u: Values, stamp: Int32Array, t: number): number {
  const { stride, origin, rows, cols, r0, c0, H, W } = f;
  const act = w.act;
  const ai = w.activeI;
  const aj = w.activeJ;
  const ci = w.changedI;
  const cj = w.changedJ;
  let n = 0;
  const lastI = rows - 1;
  const lastJ = cols - 1;
  for (let k = 0, m = w.changedCount; k < m; k++) {
    const i = ci[k] as number;
    const j = cj[k] as number;
    const c = origin + i * stride + j;
    if (act[c] !== t) {
      act[c] = t;
      ai[n] = i;
      aj[n] = j;
      n++;
    }
    if (i > 0 && act[c - stride] !== t) {
      act[c - stride] = t;
      ai[n] = i - 1;
      aj[n] = j;
      n++;
    }
    if (i < lastI && act[c + stride] !== t) {
      act[c + stride] = t;
      ai[n] = i + 1;
      aj[n] = j;
      n++;
    }
    if (j > 0 && act[c - 1] !== t) {
      act[c - 1] = t;
      ai[n] = i;
      aj[n] = j - 1;
      n++;
    }
    if (j < lastJ && act[c + 1] !== t) {
      act[c + 1] = t;
      ai[n] = i;
      aj[n] = j + 1;
      n++;
    }
  }
  // Halo sides that lie inside the image belong to neighbouring tiles.
  if (r0 > 0) n = scanHalo(w, u, stamp, t, n, cols, origin - stride, 1, stride, 0, 0, 0, 1, 0);
  if (r0 + rows < H) n = scanHalo(w, u, stamp, t, n, cols, origin + rows * stride, 1, -stride, lastI, 0, 0, 1, cols);
  if (c0 > 0) n = scanHalo(w, u, stamp, t, n, rows, origin - 1, stride, 1, 0, 1, 0, 0, 2 * cols);
  if (c0 + cols < W) n = scanHalo(w, u, stamp, t, n, rows, origin + cols, stride, -1, 0, 1, lastJ, 0, 2 * cols + rows);
  w.ringValid = true;
  w.activeCount = n;
  return n;
}

/**
 * One halo side: `count` halo pixels from storage index h0 in steps of dh; the tile pixel next to
 * halo pixel h is h + toTile, at tile coordinates (i0 + k*di, j0 + k*dj). A halo pixel changed in
 * iteration t - 1 if its value differs from the one saved at the previous exchange (or, right
 * after the tile moved, if its stamp says so); the value is saved for the next iteration.
 */
function scanHalo(
  w: Worklist,
  u: Values,
  stamp: Int32Array,
  t: number,
  n: number,
  count: number,
  h0: number,
  dh: number,
  toTile: number,
  i0: number,
  di: number,
  j0: number,
  dj: number,
  ringAt: number,
): number {
  const act = w.act;
  const ai = w.activeI;
  const aj = w.activeJ;
  const ring = w.ring;
  const byValue = w.ringValid;
  for (let k = 0, h = h0, i = i0, j = j0; k < count; k++, h += dh, i += di, j += dj) {
    const v = u[h] as number;
    // Stamps hold iteration + 1, so "changed in iteration t - 1" reads stamp === t.
    const changed = byValue ? v !== ring[ringAt + k] : stamp[h] === t;
    ring[ringAt + k] = v;
    const c = h + toTile;
    if (changed && act[c] !== t) {
      act[c] = t;
      ai[n] = i;
      aj[n] = j;
      n++;
    }
  }
  return n;
}

/** Coefficients of the update, derived once from the parameters. */
export interface Coefficients {
  readonly lambda: number;
  /** 1 / K^2 */
  readonly invK2: number;
  readonly epsilon: number;
  readonly exponential: boolean;
  readonly f32: boolean;
}

export function coefficients(p: DiffusionParams): Coefficients {
  return {
    lambda: p.lambda,
    invK2: 1 / (p.K * p.K),
    epsilon: p.epsilon,
    exponential: p.conductance === 'exponential',
    f32: p.dtype === 'float32',
  };
}

/**
 * Evaluate the active pixels of `w` against the values `u` (read only): buffer the updates of the
 * pixels that move. Returns the number of buffered updates (the active pixels per row and column
 * are `tallyActive`'s).
 */
export function evaluate(w: Worklist, f: TileFrame, u: Values, k: Coefficients): number {
  const { stride, origin, r0, c0 } = f;
  // Tile coordinates of the image's last row and column (neighbours beyond are outside).
  const lastRow = f.H - 1 - r0;
  const lastCol = f.W - 1 - c0;
  const firstRow = -r0;
  const firstCol = -c0;
  const { lambda, invK2, epsilon, exponential, f32 } = k;
  const ai = w.activeI;
  const aj = w.activeJ;
  const pi = w.pendI;
  const pj = w.pendJ;
  const pv = w.pendVal;
  let n = 0;
  for (let a = 0, m = w.activeCount; a < m; a++) {
    const i = ai[a] as number;
    const j = aj[a] as number;
    const c = origin + i * stride + j;
    const v = u[c] as number;
    const dn = i > firstRow ? (u[c - stride] as number) - v : 0;
    const ds = i < lastRow ? (u[c + stride] as number) - v : 0;
    const dw = j > firstCol ? (u[c - 1] as number) - v : 0;
    const de = j < lastCol ? (u[c + 1] as number) - v : 0;
    let s: number;
    if (exponential) {
      s =
        dn * Math.exp(-(dn * dn * invK2)) +
        ds * Math.exp(-(ds * ds * invK2)) +
        dw * Math.exp(-(dw * dw * invK2)) +
        de * Math.exp(-(de * de * invK2));
    } else {
      s = dn / (1 + dn * dn * invK2) + ds / (1 + ds * ds * invK2) + dw / (1 + dw * dw * invK2) + de / (1 + de * de * invK2);
    }
    const nv = v + lambda * s;
    if (Math.abs(nv - v) >= epsilon) {
      const stored = f32 ? Math.fround(nv) : nv;
      if (stored !== v) {
        pi[n] = i;
        pj[n] = j;
        pv[n] = stored;
        n++;
      }
    }
  }
  w.pendCount = n;
  return n;
}

/** tallyActive's integer counters (rows, then columns), grown as needed; one per rank thread. */
let counts = new Int32Array(0);

/**
 * The active pixels per row and per column of the tile (a balancer's work units; columns only when
 * `colLoad` is given): counted apart from `evaluate`, whose loop ran 20-30% longer with two more
 * loads and stores per pixel in it (bench/README.md, the peers bench's diffusion rows).
 *
 * Counted in integers, then copied to the loads: `rowLoad[i] += 1` on the float array made each
 * addition wait for the float addition and store before it whenever the row repeats (the active
 * list changes row at about 2 pixels in 3), 4.9 ns a pixel against 1.3 for integer counters on a
 * 512 x 512 image's active lists; in a CPU profile of diffusion looking at its loads every phase
 * the float tally took 15-20% of `evaluate`'s time.
 */
export function tallyActive(w: Worklist, rowLoad: Float64Array, colLoad: Float64Array | undefined): void {
  const rows = rowLoad.length;
  const cols = colLoad === undefined ? 0 : colLoad.length;
  if (counts.length < rows + cols) counts = new Int32Array(rows + cols);
  const c = counts;
  c.fill(0, 0, rows + cols);
  countInto(c, w.activeI, w.activeCount, 0);
  copyCounts(c, 0, rowLoad);
  if (colLoad === undefined) return;
  countInto(c, w.activeJ, w.activeCount, rows);
  copyCounts(c, rows, colLoad);
}

/**
 * c[base + x] += 1 for every x of list[0..m). A loop in a function of its own: V8 compiles a long
 * loop on the stack (OSR), and in tallyActive, whose loops followed one another, that code kept
 * leaving through the next loop's test for want of type feedback and was entered again on the next
 * call (874 deopts of one code object over one process's runs 1-40 of diffusion 512 sdlb adaptive).
 */
function countInto(c: Int32Array, list: Int32Array, m: number, base: number): void {
  for (let a = 0; a < m; a++) {
    const x = base + (list[a] as number);
    c[x] = (c[x] as number) + 1;
  }
}

/** out[k] = c[from + k] for every k of out. */
function copyCounts(c: Int32Array, from: number, out: Float64Array): void {
  for (let k = 0; k < out.length; k++) out[k] = c[from + k] as number;
}

/** Write the buffered updates of iteration `t`; they become the changed list. */
export function apply(w: Worklist, f: TileFrame, u: Values, stamp: Int32Array, t: number): void {
  const { stride, origin } = f;
  const pi = w.pendI;
  const pj = w.pendJ;
  const pv = w.pendVal;
  for (let k = 0, m = w.pendCount; k < m; k++) {
    const c = origin + (pi[k] as number) * stride + (pj[k] as number);
    u[c] = pv[k] as number;
    stamp[c] = t + 1;
  }
  // The buffered pixels are the changed list of the next iteration.
  w.pendI = w.changedI;
  w.pendJ = w.changedJ;
  w.changedI = pi;
  w.changedJ = pj;
  w.changedCount = w.pendCount;
  w.pendCount = 0;
}
