/**
 * One rank's thinning loop (./program.ts has the options, the grids and the design), as a class
 * whose methods are the loop's parts: `pass` (ExBound, ComputeEdge, ExEdge, Erosion), `balance`
 * (the driver, and the rows a remap brings), `run` (the loop and the result).
 *
 * Why a class of small methods and not one long function: V8 optimizes a function called once per
 * pass once per rank thread and keeps the code from run to run. A long function called once per
 * run is compiled on the stack (OSR) in every run, and whatever happens once per run (the first
 * balance, the last pass, a fresh result array whose elements kind differs) deoptimizes it again;
 * every recompilation of a large function takes 40-80 ms of a compiler thread that competes with
 * the ranks for the cores. The per-pass figures live in `Series` (a growing Float64Array) for the
 * same reason: a JavaScript array's elements kind may change from run to run (small integers or
 * doubles, depending on which tier pushed the first value), which deoptimizes the code reading it.
 */
import type { Grid, PendingReduce, RankContext } from '@meshwork/runtime';
import {
  applyRemovals,
  clearEdges,
  createSpans,
  edgeRow,
  edgeRowInto,
  erodeRow,
  type Spans,
  scanSpan,
  tightenSpan,
  wordsOf,
} from './sequential.ts';
import { Series } from './series.ts';

export type LoadMeasure = 'pixels' | 'time';
export type EdgeMode = 'exchange' | 'local';

/**
 * This rank thread's edge buffer (distributed storage), kept from run to run: `n` zero bytes, the
 * buffer of the last run cleared when it is large enough. A fresh one per run (4 MB for a 2048 x
 * 2048 image) made V8 run a full mark-compact, a pause of 2-13 ms on one rank while the other
 * waited, in most runs of a repeated benchmark (`node --trace-gc`), besides its page faults.
 */
let spareEdges: Uint8Array | undefined;
function zeroedEdges(n: number): Uint8Array {
  if (spareEdges === undefined || spareEdges.length < n) spareEdges = new Uint8Array(n);
  else spareEdges.fill(0, 0, n);
  return spareEdges.subarray(0, n);
}

/**
 * This rank thread's list of a pass's removals (storage indices), kept from run to run like the
 * edge buffer: a list of at least `n` entries (a pass writes the entries it reads). A fresh one per
 * run (1 MB at 2048 x 2048) was, with the image gathered and dropped on rank 0, what brought a
 * full mark-compact every two or three runs to each rank (V8 counts ArrayBuffers against the
 * heap's limit).
 */
let spareRemovals: Int32Array | undefined;
function removalList(n: number): Int32Array {
  if (spareRemovals === undefined || spareRemovals.length < n) spareRemovals = new Int32Array(n);
  return spareRemovals;
}

/** Everything a rank's loop needs, fixed for the run. */
export interface ThinSetup {
  readonly ctx: RankContext;
  readonly width: number;
  readonly height: number;
  readonly loadMode: LoadMeasure;
  readonly edgeMode: EdgeMode;
  readonly maxIterations: number;
  readonly driver: ReturnType<RankContext['balancing']>;
  /** Whether the driver runs every pass (a policy other than `never`, or recording). */
  readonly balancing: boolean;
  readonly first: Grid<'uint8'>;
  /** Shared storage: the second pixel grid (double buffer) and the edge grid. */
  readonly second: Grid<'uint8'> | undefined;
  readonly edgeGrid: Grid<'uint8'> | undefined;
  /** 1-pixels of this rank's first tile (room for the removal list). */
  readonly tileOnes: number;
  /** This thread's CPU clock, ns. */
  readonly cpuNs: () => number;
}

/** What a rank's loop returns (./program.ts adds the rank, the cuts and the image). */
export interface ThinFigures {
  readonly removed: number[];
  readonly work: number[];
  readonly computeWallMs: number[];
  readonly computeBusyMs: number[];
  readonly exchangeMs: number[];
  readonly rows: number[];
  readonly balanceMs: number[];
  readonly totalMs: number;
  readonly cpuMs: number;
}

export class ThinRank {
  private readonly s: ThinSetup;
  private readonly ctx: RankContext;
  private readonly S: number;
  private readonly W: number;
  private cur: Grid<'uint8'>;
  private nxt: Grid<'uint8'> | undefined;
  private readonly edgeBuf: Uint8Array;
  private readonly edgeWords: Int32Array;
  private readonly north: number;
  private readonly south: number;
  private readonly spans: Spans;
  private readonly below: Uint8Array;
  // per-row scratch of the strip (a strip never exceeds H rows)
  private readonly ones: Float64Array;
  private readonly scanned: Float64Array;
  private readonly removedRow: Float64Array;
  // the balancer's plane loads: rows of the strip, and the columns (not decomposed: spread evenly)
  private readonly rowLoads: Float64Array;
  private readonly colLoads: Float64Array;
  // indices (in this rank's layout) of the pixels a pass removes; shared storage keeps the last
  // pass's list to bring the write buffer up to date (-1: copy the strip instead). Room for every
  // 1-pixel of the strip (a pass removes at most those); grown when a balance brings rows.
  private removedAt: Int32Array;
  private pending = -1;
  // the removals of the last pass, reduced over the ranks (split phase: read a pass later)
  private posted: PendingReduce | undefined = undefined;
  // the last pass's figures, for the driver's loads
  private onesTotal = 0;
  private removed = 0;
  private computeMs = 0;
  private readonly removedAll = new Series();
  private readonly work = new Series();
  private readonly computeWallMs = new Series();
  private readonly computeBusyMs = new Series();
  private readonly exchangeMs = new Series();
  private readonly rowsPer = new Series();
  private readonly balanceMs = new Series();

  constructor(setup: ThinSetup) {
    this.s = setup;
    this.ctx = setup.ctx;
    const H = setup.height;
    const W = setup.width;
    this.W = W;
    this.cur = setup.first;
    this.nxt = setup.second;
    const S = this.cur.strides[0] as number;
    this.S = S;
    this.edgeBuf = setup.edgeGrid !== undefined ? setup.edgeGrid.data : zeroedEdges((H + 3) * S);
    this.edgeWords = wordsOf(this.edgeBuf);
    const pc = this.cur.procCoords[0] as number;
    this.north = pc > 0 ? this.cur.rankOf([pc - 1, 0]) : -1;
    this.south = pc + 1 < this.ctx.size ? this.cur.rankOf([pc + 1, 0]) : -1;
    this.spans = createSpans(H);
    this.scanRows(this.cur, this.cur.tile.lo[0] as number, this.cur.tile.hi[0] as number);
    this.below = new Uint8Array(W + 3);
    this.ones = new Float64Array(H);
    this.scanned = new Float64Array(H);
    this.removedRow = new Float64Array(H);
    this.rowLoads = new Float64Array(H);
    this.colLoads = new Float64Array(W);
    this.removedAt = removalList(Math.max(1, setup.tileOnes));
  }

  /** The loop between two barriers, and this rank's figures. */
  run(): ThinFigures {
    const ctx = this.ctx;
    const max = this.s.maxIterations;
    ctx.comm.barrier();
    const t0 = performance.now();
    const cpu0 = this.s.cpuNs();
    while (this.work.length < max) {
      if (!this.pass()) break;
      if (this.work.length >= max) {
        this.removedAll.push((this.posted as PendingReduce).value());
        break;
      }
      // Policy 'never' (the static case): no remapping, and none of the driver's per-iteration allgather.
      if (this.s.balancing) this.balance();
    }
    const cpuMs = (this.s.cpuNs() - cpu0) / 1e6;
    ctx.comm.barrier();
    const totalMs = performance.now() - t0;
    return {
      removed: this.removedAll.toArray(),
      work: this.work.toArray(),
      computeWallMs: this.computeWallMs.toArray(),
      computeBusyMs: this.computeBusyMs.toArray(),
      exchangeMs: this.exchangeMs.toArray(),
      rows: this.rowsPer.toArray(),
      balanceMs: this.balanceMs.toArray(),
      totalMs,
      cpuMs,
    };
  }

  /** The grid the loop ends with (the double buffer swaps every pass). */
  get grid(): Grid<'uint8'> {
    return this.cur;
  }

  /** Rows [from, to) of grid `g`: their spans. */
  private scanRows(g: Grid<'uint8'>, from: number, to: number): void {
    const lo = g.tile.lo[0] as number;
    const words = wordsOf(g.data);
    for (let r = from; r < to; r++) scanSpan(g.data, words, g.origin + (r - lo) * this.S, this.W, this.spans, r);
  }

  /**
   * One pass: ExBound, ComputeEdge, ExEdge, Erosion, and the split-phase termination test. False
   * once the pass before removed nothing (this pass, which saw the same image, is dropped).
   */
  private pass(): boolean {
    const ctx = this.ctx;
    const S = this.S;
    const W = this.W;
    const cur = this.cur;
    const edgeMode = this.s.edgeMode;
    // ExBound (exchanges are timed by wall clock only, not as recorder phases: fewer clock reads)
    let x0 = performance.now();
    cur.exchangeHalos();
    let xMs = performance.now() - x0;
    const origin = cur.origin;
    const r0 = cur.tile.lo[0] as number;
    const rows = cur.extent[0] as number;
    const pix = cur.data;
    const pixWords = wordsOf(pix);
    // ComputeEdge
    ctx.metrics.begin('edge');
    let onesTotal: number;
    try {
      onesTotal = this.computeEdges(pix, pixWords, origin, r0, rows);
    } catch (err) {
      ctx.metrics.end();
      throw err;
    }
    const e = ctx.metrics.end();
    const eBusy = e.busyNs;
    const eWall = e.wallNs;
    // ExEdge: the strip's last row needs edge(S), edge(SE) of the next strip's first row
    if (edgeMode === 'exchange') {
      x0 = performance.now();
      const edgeGrid = this.s.edgeGrid;
      const ed = this.edgeBuf;
      if (edgeGrid !== undefined) edgeGrid.exchangeHalos();
      else {
        if (this.north >= 0) ctx.links.sendTo(this.north, ed.subarray(origin, origin + W));
        if (this.south >= 0) ctx.links.recvInto(this.south, ed.subarray(origin + rows * S, origin + rows * S + W));
      }
      xMs += performance.now() - x0;
    }
    // Erosion: decide every removal from the old image, then apply them
    ctx.metrics.begin('erode');
    let removed: number;
    try {
      removed = this.erode(pix, origin, r0, rows, onesTotal);
    } catch (err) {
      ctx.metrics.end();
      throw err;
    }
    const r = ctx.metrics.end();
    const rBusy = r.busyNs;
    const rWall = r.wallNs;
    const nxt = this.nxt;
    if (nxt !== undefined) {
      this.nxt = cur;
      this.cur = nxt;
    }
    // GlobalTerminated, one pass late: post this pass's removals (no sync point), read the pass
    // before's, which every rank posted before it sent this pass's halos. A pass after one that
    // removed nothing sees the same image, removes nothing and changes nothing: it is dropped.
    const before = this.posted;
    this.posted = ctx.comm.iallreduce(removed, 'sum');
    if (before !== undefined) {
      const total = before.value();
      this.removedAll.push(total);
      if (total === 0) return false;
    }
    this.onesTotal = onesTotal;
    this.removed = removed;
    this.computeMs = (eWall + rWall) / 1e6;
    this.work.push(onesTotal);
    this.computeWallMs.push(this.computeMs);
    this.computeBusyMs.push((eBusy + rBusy) / 1e6);
    this.exchangeMs.push(xMs);
    this.rowsPer.push(rows);
    return true;
  }

  /** ComputeEdge over the strip's rows; returns its 1-pixels (the pass's work units). */
  private computeEdges(pix: Uint8Array, pixWords: Int32Array, origin: number, r0: number, rows: number): number {
    const S = this.S;
    const ed = this.edgeBuf;
    const spans = this.spans;
    const ones = this.ones;
    const scanned = this.scanned;
    // the last pass's removed pixels lose their edge value (not earlier: in shared storage the
    // neighbours read these rows until the barrier of this iteration's ExBound)
    if (this.pending > 0) clearEdges(ed, this.removedAt, this.pending);
    let onesTotal = 0;
    for (let i = 0, base = origin; i < rows; i++, base += S) {
      const r = r0 + i;
      scanned[i] = Math.max(0, (spans.hi[r] as number) - (spans.lo[r] as number) + 1);
      const n = edgeRow(pix, pixWords, ed, base, S, spans, r);
      ones[i] = n;
      onesTotal += n;
    }
    if (this.s.edgeMode === 'local') edgeRowInto(pix, origin + rows * S, S, this.W, this.below);
    this.ctx.work(onesTotal);
    return onesTotal;
  }

  /** Erosion over the strip's rows: decide every removal from the old image, then apply them; returns the pixels removed. */
  private erode(pix: Uint8Array, origin: number, r0: number, rows: number, onesTotal: number): number {
    const S = this.S;
    const ed = this.edgeBuf;
    const edgeWords = this.edgeWords;
    const spans = this.spans;
    const below = this.below;
    const removedRow = this.removedRow;
    const removedAt = this.removedAt;
    const nxt = this.nxt;
    const local = this.s.edgeMode === 'local';
    // shared: first bring the write buffer (the image before the last pass) up to date, while
    // removedAt still holds the last pass's removals
    const target = nxt !== undefined ? nxt.data : pix;
    if (nxt !== undefined) {
      if (this.pending < 0) target.set(pix.subarray(origin, origin + (rows - 1) * S + this.W), origin);
      else applyRemovals(target, removedAt, 0, this.pending);
    }
    const last = rows - 1;
    let removed = 0;
    for (let i = 0, base = origin; i < rows; i++, base += S) {
      const r = r0 + i;
      const n =
        i === last && local
          ? erodeRow(pix, ed, edgeWords, below, 1 - base, base, S, spans, r, removedAt, removed)
          : erodeRow(pix, ed, edgeWords, ed, S, base, S, spans, r, removedAt, removed);
      removedRow[i] = n;
      removed += n;
    }
    // every decision of the pass is made: apply them (in place for distributed storage)
    applyRemovals(target, removedAt, 0, removed);
    for (let i = 0, base = origin; i < rows; i++, base += S) if (removedRow[i] !== 0) tightenSpan(target, base, spans, r0 + i);
    this.pending = removed;
    this.ctx.work(onesTotal);
    return removed;
  }

  /** The driver after a pass; when it remaps, the rows new to this rank and the buffers it invalidates. */
  private balance(): void {
    const cur0 = this.cur;
    const rows = cur0.extent[0] as number;
    const ones = this.ones;
    const removedRow = this.removedRow;
    // Load of the strip for the balancer (reused buffers: the driver copies what it needs).
    const planes = this.rowLoads.subarray(0, rows);
    let loadTotal = 0;
    if (this.s.loadMode === 'pixels') {
      for (let i = 0; i < rows; i++) {
        planes[i] = (ones[i] as number) - (removedRow[i] as number);
        loadTotal += planes[i] as number;
      }
    } else {
      const ms = this.computeMs;
      const scanned = this.scanned;
      let weight = 0;
      // a row costs about its 1-pixels plus a quarter of its span (gaps skipped by words) plus a little
      for (let i = 0; i < rows; i++) weight += 8 + (ones[i] as number) + (scanned[i] as number) / 4;
      for (let i = 0; i < rows; i++) planes[i] = (ms * (8 + (ones[i] as number) + (scanned[i] as number) / 4)) / weight;
      loadTotal = ms;
    }
    const oldLo = cur0.tile.lo[0] as number;
    const oldHi = cur0.tile.hi[0] as number;
    const b0 = performance.now();
    const nxt = this.nxt;
    const edgeGrid = this.s.edgeGrid;
    const target: Grid<'uint8'>[] = nxt !== undefined && edgeGrid !== undefined ? [cur0, nxt, edgeGrid] : [cur0];
    const driver = this.s.driver;
    const report = driver.afterPhase(target, { total: loadTotal, planes: [planes, this.colLoads.fill(loadTotal / this.W)] });
    if (report === undefined) return;
    const ta = performance.now();
    const cur = this.cur;
    const lo = cur.tile.lo[0] as number;
    const hi = cur.tile.hi[0] as number;
    // rows new to this rank: find their spans (edge values recomputed over the whole row)
    this.scanRows(cur, lo, Math.min(hi, oldLo));
    this.scanRows(cur, Math.max(lo, oldHi), hi);
    // room for the strip's 1-pixels: at most those it kept (what this pass left) plus the new rows'
    const gained = onesIn(cur, lo, Math.min(hi, oldLo)) + onesIn(cur, Math.max(lo, oldHi), hi);
    const need = this.onesTotal - this.removed + gained;
    if (need > this.removedAt.length) this.removedAt = removalList(need + (need >> 2));
    this.pending = -1;
    // the edge values of the strip are stale or misplaced (a plain buffer follows the tile):
    // clear them; the next ComputeEdge writes every 1-pixel's value again
    if (edgeGrid === undefined) this.edgeBuf.fill(0, 0, (Math.max(hi - lo, oldHi - oldLo) + 3) * this.S);
    else this.edgeBuf.fill(0, cur.origin, cur.origin + (hi - lo) * this.S);
    // the rows scanned and the buffer cleared are part of what this balance cost
    driver.charge(performance.now() - ta);
    this.balanceMs.push(performance.now() - b0);
  }
}

/** 1-pixels of rows [from, to) of the grid's tile. */
export function onesIn(grid: Grid<'uint8'>, from: number, to: number): number {
  const S = grid.strides[0] as number;
  const W = grid.extent[1] as number;
  const lo = grid.tile.lo[0] as number;
  const data = grid.data;
  let ones = 0;
  for (let r = from, base = grid.origin + (from - lo) * S; r < to; r++, base += S) ones += sumRow(data, base, base + W);
  return ones;
}

/** Sum of bytes [from, to) (a function of its own per row, for the reason of `binarizeRow` in ./program.ts). */
function sumRow(data: Uint8Array, from: number, to: number): number {
  let s = 0;
  for (let c = from; c < to; c++) s += data[c] as number;
  return s;
}
