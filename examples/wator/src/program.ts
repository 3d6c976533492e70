/**
 * SPMD WaTor: a ring (or chain) of P ranks, row strips (processor grid P x 1) of two Int32 oceans
 * with 3 halo rows (periodic on both axes; one part along the columns, which wrap by index in the
 * kernels). Every step:
 *
 *   ExBound        halo exchange of the state S (3 rows up and down)
 *   UpdateSharks   sub-step A on the own rows: S -> S1 (intents of the 2 nearest neighbouring
 *                  rows are recomputed from the halo, so both strips resolve a boundary contest alike)
 *   ExFish         halo exchange of S1: the sharks that crossed a strip boundary, and what they left
 *   UpdateMinnows  sub-step B on the own rows: S1 -> S (the next step's ExBound carries the minnows
 *                  that crossed)
 *   Remap          the balancing driver: policy, then the balancer by name, moving rows of both oceans
 *
 * Load profile of a step: per own row, the fish updated in that row (work units; also reported with
 * ctx.work), plus `cellWeight` per cell scanned. Under `loads: 'time'` the rank's load is the
 * measured wall ms of its two sub-steps, spread over its rows in proportion to that profile (a
 * cell weighs at least TIME_CELL_WEIGHT there). The result is bit-identical to watorSequential for
 * any P, topology, storage, balancer and loads.
 *
 * Checkpoints: `ctx.checkpoint(t, ...)` at the start of every step after the first (the run's
 * `checkpointEvery` decides which save); a resumed run restores both oceans, the balancing driver
 * and the per-step figures, and goes on from the saved step, with the same result.
 */

import { resolveBalancing } from '@meshwork/balancers';
import { type BalanceReport, defineProgram, type Grid, type Storage, uniform } from '@meshwork/runtime';
import { bug, invalidArgument } from '@meshwork/runtime/plugin';
import { HALO_ROWS } from './cells.ts';
import { type Block, countFish, minnowSubstep, sharkSubstep, type Tally } from './kernels.ts';
import { checkOptions, initialCell, type WatorOptions } from './rules.ts';

/**
 * A cell's weight against a fish in the row shape of measured time (`loads: 'time'`): measured,
 * about 15 ns per cell and step against 137 ns per fish.
 */
export const TIME_CELL_WEIGHT = 0.1;

/** What the balancer's loads are: the step's measured time, or fish and cell work units. */
export type WatorLoads = 'time' | 'work';

/** Default option blocks per balancer: `sdlb` runs its 1-D algorithm along the rows. */
export const DEFAULT_BALANCER_OPTIONS: Readonly<Record<string, Record<string, unknown>>> = {
  sdlb: { mode: '1d', axis: 0 },
};

export interface WatorProgramOptions extends WatorOptions {
  readonly storage?: Storage;
  /** Registered balancer name (default `static`). */
  readonly balancer?: string;
  /** Its option block (default DEFAULT_BALANCER_OPTIONS[balancer]). */
  readonly balancerOptions?: unknown;
  /**
   * Balance after every `every` steps; 0 = never (no driver at all: the plain static run). With
   * neither `every` nor `policy`, a balancer other than static runs under `adaptive`.
   */
  readonly every?: number;
  /** Another registered invocation policy instead of `every` (e.g. threshold, adaptive). */
  readonly policy?: string;
  readonly policyOptions?: unknown;
  /** Return the final ocean on rank 0 (tests); otherwise only its checksum. */
  readonly gather?: boolean;
  /** Count fish before and after every balance, per rank, with the per-row fish profile (tests, Table 2). */
  readonly audit?: boolean;
  /** Record every step's loads and costs for offline replay (runs the driver even when `every` is 0, under policy never). */
  readonly record?: boolean;
  /**
   * Load of one cell relative to one fish in the plane loads the balancer sees (default 0: the
   * fish count, the GDE paper's measure). Every cell costs a scan whether a fish is in it or not:
   * measured, about 15 ns per cell and step against 137 ns per fish, so 0.1 makes the profile
   * follow time, and a balancer then stops handing a rank whole empty rows as if they were free.
   * Work units (`ctx.work`) stay the fish count either way.
   */
  readonly cellWeight?: number;
  /**
   * The balancer's loads (default `work`, the paper's): `work`, the row profile above in fish and
   * cells (deterministic); `time`, each step's measured wall ms of this rank's two sub-steps,
   * spread over its rows by that profile (`meshwork run wator` balances on it by default).
   */
  readonly loads?: WatorLoads;
  /**
   * Tests: under `loads: 'time'`, a step's time is a draw in [1, 9) ms from this seed, the rank and
   * the step instead of the clock, so a test fixes the loads and checks the result ignores them.
   */
  readonly timeSeed?: number;
}

/** A balance seen from the fish: what every rank held before and after, and the row profile before. */
export interface BalanceAudit {
  /** Step (0-based) after which the balance ran. */
  readonly step: number;
  readonly cutsBefore: number[];
  readonly cutsAfter: number[];
  /** Fish per rank (by rank) before and after the remap. */
  readonly fishBefore: number[];
  readonly fishAfter: number[];
  /** Fish in each global row before the remap. */
  readonly rowFish: number[];
}

export interface WatorRankResult {
  readonly rank: number;
  /** Wall ms of the steps on this rank, between two barriers. */
  readonly computeMs: number;
  /** Fish this rank updated in each step (work units). */
  readonly work: number[];
  /** Decision ms of this rank for every balance (the rest of a report is the same on every rank). */
  readonly decisionMs: number[];
  /** Rank 0: the balance reports. */
  readonly reports?: BalanceReport[] | undefined;
  /** Rank 0: population after each step (index 0 = initial). */
  readonly minnows?: number[] | undefined;
  readonly sharks?: number[] | undefined;
  /** Rank 0: the final ocean when `gather`, and its checksum. */
  readonly cells?: Int32Array | undefined;
  readonly checksum?: number | undefined;
  readonly audits?: BalanceAudit[] | undefined;
  /** Final row cuts. */
  readonly cuts: number[];
}

/** What a checkpoint keeps besides the oceans and the driver: the figures of the steps done. */
interface WatorSaved {
  readonly work: number[];
  readonly minnows: Float64Array;
  readonly sharks: Float64Array;
  readonly audits: BalanceAudit[];
  readonly decisionMs: number[];
}

const FNV_SEED = 0x811c9dc5;

/** Order-dependent checksum of a packed ocean (FNV-1a over the 32-bit cells). */
export function checksumOf(cells: Int32Array): number {
  return checksumStep(FNV_SEED, cells, 0, cells.length);
}

/**
 * The checksum's step (32-bit FNV-1a over the cells in index order) over cells[from..to): folded
 * over the rows where they are (`grid.foldRows`), the same hash as `checksumOf` over the gathered ocean.
 */
function checksumStep(hash: number, cells: Int32Array, from: number, to: number): number {
  let h = hash;
  for (let i = from; i < to; i++) h = Math.imul(h ^ (cells[i] as number), 0x01000193) >>> 0;
  return h;
}

/** The step's load in work units: per row its fish plus `cellWeight` per cell scanned (2 sub-steps x W). */
function workLoad(rowWork: Float64Array, fish: number, cellWeight: number, W: number, cols: Float64Array) {
  const rows = rowWork.length;
  if (cellWeight > 0) for (let i = 0; i < rows; i++) rowWork[i] = (rowWork[i] as number) + cellWeight * 2 * W;
  const total = fish + cellWeight * 2 * rows * W;
  return { total, planes: [rowWork, cols.fill(total / W)] };
}

/** The step's load in measured ms, spread over the rows in proportion to their work-unit profile. */
function timeLoad(rowWork: Float64Array, fish: number, cellWeight: number, W: number, cols: Float64Array, ms: number) {
  const rows = rowWork.length;
  const weight = fish + cellWeight * 2 * rows * W;
  const scale = weight > 0 ? ms / weight : 0;
  for (let i = 0; i < rows; i++) rowWork[i] = ((rowWork[i] as number) + cellWeight * 2 * W) * scale;
  return { total: ms, planes: [rowWork, cols.fill(ms / W)] };
}

function fillInitial(grid: Grid<'int32'>, o: WatorOptions): void {
  const data = grid.data;
  const stride = grid.strides[0] as number;
  const lo = grid.tile.lo[0] as number;
  for (let i = 0; i < (grid.extent[0] as number); i++) {
    const base = grid.origin + i * stride;
    const cell = (lo + i) * o.cols;
    for (let j = 0; j < o.cols; j++) data[base + j] = initialCell(o, cell + j);
  }
}

export default defineProgram(async (ctx, opts: WatorProgramOptions): Promise<WatorRankResult> => {
  const o = checkOptions(opts);
  const cellWeight = opts.cellWeight ?? 0;
  if (typeof cellWeight !== 'number' || !Number.isFinite(cellWeight) || cellWeight < 0) {
    throw invalidArgument('wator: cellWeight', 'a finite number >= 0', cellWeight);
  }
  const loads = opts.loads ?? 'work';
  if (loads !== 'work' && loads !== 'time') throw invalidArgument('wator: loads', "'work' or 'time'", loads);
  const timeSeed = opts.timeSeed;
  if (timeSeed !== undefined && (typeof timeSeed !== 'number' || !Number.isInteger(timeSeed) || timeSeed < 0))
    throw invalidArgument('wator: timeSeed', 'an integer >= 0', timeSeed);
  const storage = opts.storage ?? 'distributed';
  const name = opts.balancer ?? 'static';
  // `policy`, or the interval rule on `every` (0: never; absent: adaptive, static: never); no driver when the policy is
  // never, unless the run records its loads.
  const chosen = resolveBalancing({
    balancer: name,
    balancerOptions: opts.balancerOptions ?? DEFAULT_BALANCER_OPTIONS[name],
    ...(opts.policy !== undefined
      ? { policy: opts.policy, policyOptions: opts.policyOptions }
      : opts.every === undefined
        ? {}
        : { every: opts.every }),
  });
  const spec = {
    shape: [o.rows, o.cols],
    dtype: 'int32' as const,
    // Columns: periodic with no halo; the kernels wrap column neighbours by index (one part
    // along the columns, so there is nothing to exchange).
    halo: [
      [HALO_ROWS, HALO_ROWS],
      [0, 0],
    ] as [number, number][],
    storage,
    periodic: [true, true],
    procDims: [ctx.size, 1],
  };
  const a = await ctx.grid(spec);
  const b = await ctx.grid(spec);
  const driven = chosen.spec.policy !== 'never' || opts.record === true;
  const driver = driven
    ? ctx.balancing({ balancer: chosen.balancer, policy: chosen.policy, record: opts.record === true, loadIsTime: loads === 'time' })
    : undefined;
  // Resumed from a checkpoint: both oceans (with the cuts the balancer left), the driver and the
  // figures of the steps done come back.
  const saved = ctx.restore<WatorSaved>();
  if (saved === undefined) fillInitial(a, o);

  const W = o.cols;
  const steps = o.steps;
  const work: number[] = saved === undefined ? [] : saved.state.work;
  const minnows = saved === undefined ? new Float64Array(steps + 1) : saved.state.minnows;
  const sharks = saved === undefined ? new Float64Array(steps + 1) : saved.state.sharks;
  const pop = new Float64Array(2);
  const audits: BalanceAudit[] = saved === undefined ? [] : saved.state.audits;
  const decisionMs: number[] = saved === undefined ? [] : saved.state.decisionMs;
  const start = saved?.step ?? 0;
  let intent = new Int8Array(0);
  // the balancer's plane loads: the rows' tally (reused, zeroed every step) and the columns (not
  // decomposed: spread evenly)
  const rowTally = new Float64Array(driver === undefined ? 0 : o.rows);
  const colPlanes = new Float64Array(driver === undefined ? 0 : W);
  let claims = new Int8Array(0);
  const block = (src: Grid<'int32'>, dst: Grid<'int32'>): Block => {
    if (src.origin !== dst.origin || src.data.length !== dst.data.length) throw bug('wator: the two oceans must share one layout');
    return {
      src: src.data,
      dst: dst.data,
      intent,
      claims,
      origin: src.origin,
      stride: src.strides[0] as number,
      rows: src.extent[0] as number,
      g0: src.tile.lo[0] as number,
      H: o.rows,
      W,
    };
  };
  if (saved === undefined) {
    const [m, s] = countFish(a.data, a.origin, a.strides[0] as number, a.extent[0] as number, W);
    minnows[0] = m;
    sharks[0] = s;
  }

  ctx.comm.barrier();
  const t0 = performance.now();
  for (let t = start; t < steps; t++) {
    // `t` steps are done: saved every `checkpointEvery` steps of the run (otherwise free).
    if (t > start) ctx.checkpoint(t, { work, minnows, sharks, audits, decisionMs } satisfies WatorSaved);
    if (intent.length !== a.data.length) {
      intent = new Int8Array(a.data.length);
      claims = new Int8Array(a.data.length);
    }
    const rows = a.extent[0] as number;
    // The load profile feeds the balancing driver only: without one, or on the steps whose loads it
    // does not read (an adaptive policy that sees no gain looks every 2, 4, ... 16 steps), the
    // kernels skip the per-row tally.
    const wanted = driver?.loadsWanted === true;
    const tally: Tally | undefined = wanted ? { rowWork: rowTally.subarray(0, rows).fill(0) } : undefined;
    ctx.phase('ExBound', () => a.exchangeHalos());
    const s0 = performance.now();
    const movedSharks = ctx.phase('UpdateSharks', () => {
      const n = sharkSubstep(block(a, b), o, t, tally);
      ctx.work(n);
      return n;
    });
    const sharksMs = performance.now() - s0;
    ctx.phase('ExFish', () => b.exchangeHalos());
    const m0 = performance.now();
    const movedMinnows = ctx.phase('UpdateMinnows', () => {
      const n = minnowSubstep(block(b, a), o, t, tally, pop);
      ctx.work(n);
      return n;
    });
    const stepMs = sharksMs + performance.now() - m0;
    const total = movedSharks + movedMinnows;
    work.push(total);
    minnows[t + 1] = pop[0] as number;
    sharks[t + 1] = pop[1] as number;
    if (driver === undefined || t + 1 >= steps) continue;

    let before: { perRow: Float64Array; fish: number; cuts: number[] } | undefined;
    if (opts.audit === true) {
      const perRow = new Float64Array(rows);
      const [m, s] = countFish(a.data, a.origin, a.strides[0] as number, rows, W, perRow);
      before = { perRow, fish: m + s, cuts: [...(a.decomposition.cuts[0] as number[])] };
    }
    // Both sub-steps scan every own cell (2 * W per row); the columns are not decomposed (strips),
    // so their profile is spread evenly.
    const rowWork = tally === undefined ? rowTally.subarray(0, rows) : tally.rowWork;
    // in place: the tally is this step's own (the driver copies what it needs during the call);
    // a step whose loads the driver does not read passes the buffers as they are
    const load = !wanted
      ? { total, planes: [rowWork, colPlanes] }
      : loads === 'work'
        ? workLoad(rowWork, total, cellWeight, W, colPlanes)
        : timeLoad(
            rowWork,
            total,
            Math.max(cellWeight, TIME_CELL_WEIGHT),
            W,
            colPlanes,
            timeSeed === undefined ? stepMs : 1 + 8 * uniform(timeSeed, ctx.rank, t),
          );
    const report = ctx.phase('Remap', () => driver.afterPhase([a, b], load));
    if (report === undefined) continue;
    decisionMs.push(report.decisionMs);
    if (before !== undefined) {
      const [m, s] = countFish(a.data, a.origin, a.strides[0] as number, a.extent[0] as number, W);
      const lo = before.cuts[a.procCoords[0] as number] as number;
      const all = ctx.comm.allgather({ lo, perRow: Array.from(before.perRow), before: before.fish, after: m + s });
      if (ctx.rank === 0) {
        const rowFish = new Array<number>(o.rows).fill(0);
        for (const g of all) for (let i = 0; i < g.perRow.length; i++) rowFish[g.lo + i] = g.perRow[i] as number;
        audits.push({
          step: t,
          cutsBefore: before.cuts,
          cutsAfter: [...(a.decomposition.cuts[0] as number[])],
          fishBefore: all.map((g) => g.before),
          fishAfter: all.map((g) => g.after),
          rowFish,
        });
      }
    }
  }
  ctx.comm.barrier();
  const computeMs = performance.now() - t0;

  const totalsM = ctx.comm.allreduce(minnows, 'sum');
  const totalsS = ctx.comm.allreduce(sharks, 'sum');
  // the checksum where the rows are; the ocean itself only when it is wanted
  const checksum = a.foldRows(FNV_SEED, checksumStep);
  const whole = opts.gather === true ? (a.gather(0) as Int32Array | undefined) : undefined;
  const cuts = [...(a.decomposition.cuts[0] as number[])];
  if (ctx.rank !== 0) return { rank: ctx.rank, computeMs, work, decisionMs, cuts };
  return {
    rank: ctx.rank,
    computeMs,
    work,
    decisionMs,
    reports: driver?.reports ?? [],
    minnows: Array.from(totalsM),
    sharks: Array.from(totalsS),
    cells: whole,
    checksum,
    audits: opts.audit === true ? audits : undefined,
    cuts,
  };
});
