/**
 * SPMD HSCP thinning on a chain (or ring) of P ranks, row strips (procDims [P, 1]), as in the GDE
 * paper (section 4.2):
 *
 *   while (!GlobalTerminated) { ExBound(); ComputeEdge(); ExEdge(); Erosion(); }
 *
 * - ExBound: halo exchange of the pixel grid, halo [[1, 2], [1, 2]] (one row north, two south:
 *   the operator's window reaches two pixels east and south).
 * - ComputeEdge: edge() of every 1-pixel of the strip (./sequential.ts, same kernels).
 * - ExEdge: the strip's first row of edge values goes to the north neighbour, so that every
 *   strip's last row sees edge(S), edge(SE) of the next strip's first row (shared storage: a
 *   barrier). With `edges: 'local'` the rank computes that row's edge values itself from the two
 *   pixel rows of its south halo instead (one exchange per iteration, not two).
 * - Erosion: every survival decision is made from the old image, then the removals are applied
 *   (distributed: in place; shared: to a second pixel grid, since neighbours read the strip's rows
 *   directly).
 * - GlobalTerminated: allreduce of the pixels removed; stop after the first pass that removes none.
 *   Split phase (`ctx.comm.iallreduce`): each pass posts its count and reads the pass before's,
 *   so the test costs no sync point (the halo exchange is the one left per pass) and the ranks
 *   run one pass past the last, which removes nothing and is dropped from the figures.
 *
 * Between iterations a balancing driver may remap the strips: load per row = 1-pixels the row will
 * process next iteration (`load: 'pixels'`, deterministic), or the rank's measured compute time of
 * the iteration just done (`load: 'time'`, the paper's choice), spread over its rows in proportion
 * to their modelled cost (8 + 1-pixels + span/4). The result does not depend on the cut points: it is
 * bit-identical to thinSequential.
 *
 * No top-level await here: the module is imported in worker threads.
 */
import { openSync, readSync } from 'node:fs';
import { resolveBalancing } from '@meshwork/balancers';
import { type BalanceReport, defineProgram, type Grid, type PendingReduce, type RankContext, type Storage } from '@meshwork/runtime';
import type { InvocationPolicy, RemapBalancer } from '@meshwork/runtime/plugin';
import { type GenerateOptions, generate } from './images.ts';
import {
  applyRemovals,
  type BinaryImage,
  clearEdges,
  createSpans,
  edgeRow,
  edgeRowInto,
  erodeRow,
  scanSpan,
  tightenSpan,
  wordsOf,
} from './sequential.ts';

/** Where the ranks get the image: bytes passed in, or a seeded generator every rank runs. */
export type ImageSource =
  | { readonly kind: 'data'; readonly width: number; readonly height: number; readonly data: Uint8Array }
  | ({ readonly kind: 'generate' } & { readonly generator: GenerateOptions });

export type LoadMeasure = 'pixels' | 'time';
export type EdgeMode = 'exchange' | 'local';

export interface ThinningProgramOptions {
  readonly image: ImageSource;
  readonly storage?: Storage;
  /** Registered balancer name (default 'static') and its options. */
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  /**
   * Registered policy name, or 'once' (balance after the first iteration only). Default: `adaptive`
   * for a balancer other than static, `never` for static.
   */
  readonly policy?: string;
  readonly policyOptions?: unknown;
  readonly load?: LoadMeasure;
  readonly edges?: EdgeMode;
  /** Return the thinned image on rank 0. */
  readonly gather?: boolean;
  readonly maxIterations?: number;
  /** Record every iteration's loads and costs for offline replay (runs the driver even for policy 'never'). */
  readonly record?: boolean;
}

export interface ThinningRankResult {
  readonly rank: number;
  /** Passes executed (the last one removed nothing, unless maxIterations stopped it). */
  readonly iterations: number;
  /** Pixels removed per iteration, over all ranks. */
  readonly removed: number[];
  /** This rank's work units (1-pixels processed) per iteration. */
  readonly work: number[];
  /** This rank's compute wall ms (ComputeEdge + Erosion) per iteration. */
  readonly computeWallMs: number[];
  /** This rank's compute thread-CPU ms per iteration (coarse: the kernel updates it at ticks). */
  readonly computeBusyMs: number[];
  /** Exchange wall ms per iteration (ExBound + ExEdge, including waiting for neighbours; not recorder phases). */
  readonly exchangeMs: number[];
  /** Rows of this rank's strip per iteration. */
  readonly rows: number[];
  readonly reports: BalanceReport[];
  /** Wall ms of each balance on this rank: load exchange, decision, remap of the three grids. */
  readonly balanceMs: number[];
  /** Wall ms of the whole thinning loop on this rank, between two barriers. */
  readonly totalMs: number;
  /**
   * Thread CPU ms of this rank over the whole loop (compute, exchanges, balancing). Accurate to a
   * scheduler tick, unlike the per-iteration figures, whose phases are often shorter than a tick.
   */
  readonly cpuMs: number;
  readonly cuts: number[];
  readonly image?: Uint8Array | undefined;
}

/** The paper's case 2: balance once, after the first iteration. */
export const oncePolicy: InvocationPolicy = { name: 'once', shouldBalance: (s) => s.phase === 0 };

/** The image's width and height, without reading its pixels. */
function sizeOf(src: ImageSource): { readonly width: number; readonly height: number } {
  return src.kind === 'generate' ? src.generator : src;
}

/**
 * Load the rank's tile of `src` into `grid` as 0/1 pixels; returns the tile's 1-pixels. Passed
 * bytes are copied and made 0/1 for the tile only (not the whole image on every rank).
 */
function loadTile(src: ImageSource, grid: Grid<'uint8'>): number {
  grid.load(src.kind === 'generate' ? generate(src.generator).data : src.data);
  const { origin, data } = grid;
  const S = grid.strides[0] as number;
  const W = grid.extent[1] as number;
  let ones = 0;
  for (let i = 0, base = origin; i < (grid.extent[0] as number); i++, base += S) {
    for (let c = base; c < base + W; c++) {
      const v = data[c] !== 0 ? 1 : 0;
      data[c] = v;
      ones += v;
    }
  }
  return ones;
}

/** 1-pixels of rows [from, to) of the grid's tile. */
function onesIn(grid: Grid<'uint8'>, from: number, to: number): number {
  const S = grid.strides[0] as number;
  const W = grid.extent[1] as number;
  const lo = grid.tile.lo[0] as number;
  let ones = 0;
  for (let r = from, base = grid.origin + (from - lo) * S; r < to; r++, base += S) {
    for (let c = base; c < base + W; c++) ones += grid.data[c] as number;
  }
  return ones;
}

export function resolveImage(src: ImageSource): BinaryImage {
  if (src.kind === 'generate') return generate(src.generator);
  const data = new Uint8Array(src.width * src.height);
  for (let i = 0; i < data.length; i++) data[i] = src.data[i] !== 0 ? 1 : 0;
  return { width: src.width, height: src.height, data };
}

/** The balancer and policy of the options (`once`: this app's own policy, the paper's case 2). */
function balancingOf(o: ThinningProgramOptions): { balancer: RemapBalancer; policy: InvocationPolicy } {
  const once = o.policy === 'once';
  const r = resolveBalancing({
    balancer: o.balancer ?? 'static',
    balancerOptions: o.balancerOptions,
    ...(once || o.policy === undefined ? {} : { policy: o.policy, policyOptions: o.policyOptions }),
  });
  return { balancer: r.balancer, policy: once ? oncePolicy : r.policy };
}

/** This thread's CPU time in ns from /proc/thread-self/schedstat (read on this thread), or wall time. */
function threadClock(): () => number {
  try {
    const fd = openSync('/proc/thread-self/schedstat', 'r');
    const buf = Buffer.alloc(64);
    const read = () => Number(buf.toString('latin1', 0, readSync(fd, buf, 0, 64, 0)).split(' ')[0]);
    if (Number.isFinite(read())) return read;
  } catch {
    // not Linux, or /proc not mounted
  }
  return () => performance.now() * 1e6;
}

/** Run `fn` as phase `name` of the rank's recorder; returns [busy ns, wall ns]. */
function timed(ctx: RankContext, name: string, fn: () => void): [number, number] {
  ctx.metrics.begin(name);
  try {
    fn();
  } catch (err) {
    ctx.metrics.end();
    throw err;
  }
  const rec = ctx.metrics.end();
  return [rec.busyNs, rec.wallNs];
}

export default defineProgram(async (ctx, o: ThinningProgramOptions): Promise<ThinningRankResult> => {
  const img = sizeOf(o.image);
  const loadMode: LoadMeasure = o.load ?? 'pixels';
  const edgeMode: EdgeMode = o.edges ?? 'exchange';
  const storage: Storage = o.storage ?? 'distributed';
  const shared = storage === 'shared';
  const H = img.height;
  const W = img.width;
  const spec = {
    shape: [H, W],
    dtype: 'uint8' as const,
    halo: [
      [1, 2],
      [1, 2],
    ] as [number, number][],
    storage,
    procDims: [ctx.size, 1],
  };
  // Pixels: one grid. Distributed storage applies each pass's removals in place once the pass
  // has decided them all (every rank reads its own halo copy). Shared storage double-buffers
  // (grid B), since neighbours read a strip's rows directly while it erodes, and keeps the edge
  // values in a shared grid too. Distributed edge values live in a plain buffer with the pixel
  // grid's layout; ExEdge sends one row north. Only what must move is remapped: distributed
  // [pixels], shared [pixels, buffer, edges] (a shared remap moves cut points, not data).
  let cur = await ctx.grid(spec);
  let nxt: Grid<'uint8'> | undefined = shared ? await ctx.grid(spec) : undefined;
  const edgeGrid: Grid<'uint8'> | undefined = shared ? await ctx.grid(spec) : undefined;
  const S = cur.strides[0] as number;
  const edgeBuf = edgeGrid !== undefined ? edgeGrid.data : new Uint8Array((H + 3) * S);
  const edgeWords = wordsOf(edgeBuf);
  const tileOnes = loadTile(o.image, cur);
  const pc = cur.procCoords[0] as number;
  const north = pc > 0 ? cur.rankOf([pc - 1, 0]) : -1;
  const south = pc + 1 < ctx.size ? cur.rankOf([pc + 1, 0]) : -1;
  const driver = ctx.balancing({
    ...balancingOf(o),
    loadIsTime: loadMode === 'time',
    record: o.record === true,
  });
  const balancing = driver.options.policy.name !== 'never' || o.record === true;
  const spans = createSpans(H);
  const scanRows = (g: Grid<'uint8'>, from: number, to: number) => {
    const lo = g.tile.lo[0] as number;
    for (let r = from; r < to; r++) scanSpan(g.data, g.origin + (r - lo) * S, W, spans, r);
  };
  scanRows(cur, cur.tile.lo[0] as number, cur.tile.hi[0] as number);
  const below = new Uint8Array(W + 3);
  // per-row scratch of the strip (a strip never exceeds H rows)
  const ones = new Float64Array(H);
  const scanned = new Float64Array(H);
  const removedRow = new Float64Array(H);
  // the balancer's plane loads: rows of the strip, and the columns (not decomposed: spread evenly)
  const rowLoads = new Float64Array(H);
  const colLoads = new Float64Array(W);
  const cpuNs = threadClock();
  // indices (in this rank's layout) of the pixels a pass removes; shared storage keeps the last
  // pass's list to bring the write buffer up to date (-1: copy the strip instead)
  // room for every 1-pixel of the strip (a pass removes at most those); grown when a balance
  // brings rows (1-pixels only ever disappear otherwise)
  let removedAt = new Int32Array(Math.max(1, tileOnes));
  let pending = -1;
  const removedAll: number[] = [];
  // the removals of the last pass, reduced over the ranks (split phase: read a pass later)
  let posted: PendingReduce | undefined;
  const work: number[] = [];
  const computeWallMs: number[] = [];
  const computeBusyMs: number[] = [];
  const exchangeMs: number[] = [];
  const rowsPer: number[] = [];
  const balanceMs: number[] = [];
  const maxIterations = o.maxIterations ?? Number.POSITIVE_INFINITY;
  ctx.comm.barrier();
  const t0 = performance.now();
  const cpu0 = cpuNs();
  while (work.length < maxIterations) {
    // ExBound (exchanges are timed by wall clock only, not as recorder phases: fewer clock reads)
    let x0 = performance.now();
    cur.exchangeHalos();
    let xMs = performance.now() - x0;
    const origin = cur.origin;
    const r0 = cur.tile.lo[0] as number;
    const rows = cur.extent[0] as number;
    const pix = cur.data;
    const pixWords = wordsOf(pix);
    const ed = edgeBuf;
    let onesTotal = 0;
    // ComputeEdge
    const [eBusy, eWall] = timed(ctx, 'edge', () => {
      // the last pass's removed pixels lose their edge value (not earlier: in shared storage the
      // neighbours read these rows until the barrier of this iteration's ExBound)
      if (pending > 0) clearEdges(ed, removedAt, pending);
      for (let i = 0, base = origin; i < rows; i++, base += S) {
        const r = r0 + i;
        scanned[i] = Math.max(0, (spans.hi[r] as number) - (spans.lo[r] as number) + 1);
        const n = edgeRow(pix, pixWords, ed, base, S, spans, r);
        ones[i] = n;
        onesTotal += n;
      }
      if (edgeMode === 'local') edgeRowInto(pix, origin + rows * S, S, W, below);
      ctx.work(onesTotal);
    });
    // ExEdge: the strip's last row needs edge(S), edge(SE) of the next strip's first row
    if (edgeMode === 'exchange') {
      x0 = performance.now();
      if (edgeGrid !== undefined) edgeGrid.exchangeHalos();
      else {
        if (north >= 0) ctx.links.sendTo(north, ed.subarray(origin, origin + W));
        if (south >= 0) ctx.links.recvInto(south, ed.subarray(origin + rows * S, origin + rows * S + W));
      }
      xMs += performance.now() - x0;
    }
    // Erosion: decide every removal from the old image, then apply them
    let removed = 0;
    const [rBusy, rWall] = timed(ctx, 'erode', () => {
      // shared: first bring the write buffer (the image before the last pass) up to date, while
      // removedAt still holds the last pass's removals
      const target = nxt !== undefined ? nxt.data : pix;
      if (nxt !== undefined) {
        if (pending < 0) target.set(pix.subarray(origin, origin + (rows - 1) * S + W), origin);
        else applyRemovals(target, removedAt, 0, pending);
      }
      const last = rows - 1;
      for (let i = 0, base = origin; i < rows; i++, base += S) {
        const r = r0 + i;
        const n =
          i === last && edgeMode === 'local'
            ? erodeRow(pix, ed, edgeWords, below, 1 - base, base, S, spans, r, removedAt, removed)
            : erodeRow(pix, ed, edgeWords, ed, S, base, S, spans, r, removedAt, removed);
        removedRow[i] = n;
        removed += n;
      }
      // every decision of the pass is made: apply them (in place for distributed storage)
      applyRemovals(target, removedAt, 0, removed);
      for (let i = 0, base = origin; i < rows; i++, base += S) if (removedRow[i] !== 0) tightenSpan(target, base, spans, r0 + i);
      pending = removed;
      ctx.work(onesTotal);
    });
    if (nxt !== undefined) [cur, nxt] = [nxt, cur];
    // GlobalTerminated, one pass late: post this pass's removals (no sync point), read the pass
    // before's, which every rank posted before it sent this pass's halos. A pass after one that
    // removed nothing sees the same image, removes nothing and changes nothing: it is dropped.
    const before = posted;
    posted = ctx.comm.iallreduce(removed, 'sum');
    if (before !== undefined) {
      const total = before.value();
      removedAll.push(total);
      if (total === 0) break;
    }
    work.push(onesTotal);
    computeWallMs.push((eWall + rWall) / 1e6);
    computeBusyMs.push((eBusy + rBusy) / 1e6);
    exchangeMs.push(xMs);
    rowsPer.push(rows);
    if (work.length >= maxIterations) {
      removedAll.push(posted.value());
      break;
    }
    // Policy 'never' (the static case): no remapping, and none of the driver's per-iteration allgather.
    if (!balancing) continue;
    // Load of the strip for the balancer (reused buffers: the driver copies what it needs).
    const planes = rowLoads.subarray(0, rows);
    let loadTotal = 0;
    if (loadMode === 'pixels') {
      for (let i = 0; i < rows; i++) {
        planes[i] = (ones[i] as number) - (removedRow[i] as number);
        loadTotal += planes[i] as number;
      }
    } else {
      const ms = (eWall + rWall) / 1e6;
      let weight = 0;
      // a row costs about its 1-pixels plus a quarter of its span (gaps skipped by words) plus a little
      const cost = (i: number) => 8 + (ones[i] as number) + (scanned[i] as number) / 4;
      for (let i = 0; i < rows; i++) weight += cost(i);
      for (let i = 0; i < rows; i++) planes[i] = (ms * cost(i)) / weight;
      loadTotal = ms;
    }
    const oldLo = cur.tile.lo[0] as number;
    const oldHi = cur.tile.hi[0] as number;
    const b0 = performance.now();
    const target: Grid<'uint8'>[] = nxt !== undefined && edgeGrid !== undefined ? [cur, nxt, edgeGrid] : [cur];
    const report = driver.afterPhase(target, { total: loadTotal, planes: [planes, colLoads.fill(loadTotal / W)] });
    if (report !== undefined) {
      const ta = performance.now();
      const lo = cur.tile.lo[0] as number;
      const hi = cur.tile.hi[0] as number;
      // rows new to this rank: find their spans (edge values recomputed over the whole row)
      scanRows(cur, lo, Math.min(hi, oldLo));
      scanRows(cur, Math.max(lo, oldHi), hi);
      // room for the strip's 1-pixels: at most those it kept (what this pass left) plus the new rows'
      const gained = onesIn(cur, lo, Math.min(hi, oldLo)) + onesIn(cur, Math.max(lo, oldHi), hi);
      const need = onesTotal - removed + gained;
      if (need > removedAt.length) removedAt = new Int32Array(need + (need >> 2));
      pending = -1;
      // the edge values of the strip are stale or misplaced (a plain buffer follows the tile):
      // clear them; the next ComputeEdge writes every 1-pixel's value again
      if (edgeGrid === undefined) edgeBuf.fill(0, 0, (Math.max(hi - lo, oldHi - oldLo) + 3) * S);
      else edgeBuf.fill(0, cur.origin, cur.origin + (hi - lo) * S);
      // the rows scanned and the buffer cleared are part of what this balance cost
      driver.charge(performance.now() - ta);
      balanceMs.push(performance.now() - b0);
    }
  }
  const cpuMs = (cpuNs() - cpu0) / 1e6;
  ctx.comm.barrier();
  const totalMs = performance.now() - t0;
  const image = cur.gather(0) as Uint8Array | undefined;
  return {
    rank: ctx.rank,
    iterations: removedAll.length,
    removed: removedAll,
    work,
    computeWallMs,
    computeBusyMs,
    exchangeMs,
    rows: rowsPer,
    reports: driver.reports,
    balanceMs,
    totalMs,
    cpuMs,
    cuts: [...(cur.decomposition.cuts[0] as number[])],
    image: o.gather === true ? image : undefined,
  };
});
