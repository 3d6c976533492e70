/**
 * One rank's diffusion loop (./program.ts has the options, the grids, the design and the result)
 * as a class whose methods are the loop's parts: `iterate` (halo exchange, the "diffuse" phase,
 * the writes), `stopTest`, `balance`, `run`.
 *
 * Why a class of small methods and not one long loop in the async program: V8 optimizes a method
 * called every iteration once per rank thread and keeps it from run to run, while a run-long loop
 * is compiled on the stack (OSR) again in every run and deoptimized by whatever happens once per
 * run (a balance, the stop test, a fresh array); each recompilation takes a compiler thread away
 * from the ranks (thinning's rank.ts measured 40-160 ms of it per run). The per-iteration counts
 * stay small integers (one elements kind) for the same reason.
 */
import type { Grid, RankContext } from '@meshwork/runtime';
import { uniform } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import {
  activate,
  apply,
  type Coefficients,
  changedInNewRows,
  collectChanged,
  evaluate,
  keepChanged,
  type TileFrame,
  tallyActive,
  Worklist,
} from './kernel.ts';
import type { Values } from './sequential.ts';

/**
 * This rank thread's worklist, kept from run to run (a rank runs one program at a time on its
 * thread): its arrays, several MB for a 512 x 512 image, are allocated once per thread instead of
 * once per run, which made V8 run a full mark-compact (10-16 ms pause on one rank, the other
 * waiting) in almost every run of a repeated benchmark (`node --trace-gc`).
 */
let spare: Worklist | undefined;

/** Spread `ms` over the rows and columns in proportion to their active counts (in place). */
function timeLoad(rowLoad: Float64Array, colLoad: Float64Array, active: number, ms: number, tallyMs: number) {
  for (const p of [rowLoad, colLoad]) {
    if (active > 0) for (let i = 0; i < p.length; i++) p[i] = ((p[i] as number) * ms) / active;
    else p.fill(ms / p.length);
  }
  return { total: ms, planes: [rowLoad, colLoad], tallyMs };
}

/** Everything a rank's loop needs, fixed for the run. */
export interface DiffusionSetup {
  readonly ctx: RankContext;
  readonly u: Grid<'float32' | 'float64'>;
  readonly stamp: Grid<'int32'>;
  readonly k: Coefficients;
  readonly height: number;
  readonly width: number;
  readonly maxIterations: number;
  readonly stopCheckEvery: number;
  readonly shared: boolean;
  readonly driver: ReturnType<RankContext['balancing']> | undefined;
  readonly loads: 'time' | 'work';
  readonly timeSeed: number | undefined;
  /** Resumed from a checkpoint: the iterations done, the per-iteration counts, the last change. */
  readonly start: number;
  readonly localChanged: readonly number[];
  readonly lastChanged: number;
}

/** What the loop returns. */
export interface DiffusionLoop {
  readonly iterations: number;
  readonly executed: number;
  readonly converged: boolean;
  readonly computeMs: number;
  readonly balanceMs: number;
  readonly setupMs: number;
  readonly localChanged: number[];
}

/** The tile's frame, worklist and load counters; rebuilt when a balance moves the tile. */
interface TileState {
  readonly frame: TileFrame;
  readonly w: Worklist;
  readonly rowLoad: Float64Array;
  readonly colLoad: Float64Array;
}

export class DiffusionRank {
  private readonly s: DiffusionSetup;
  private readonly ctx: RankContext;
  private tile: TileState;
  private worklist: Worklist | undefined = undefined;
  /** Pixels this rank changed, per executed iteration (small integers only). */
  private readonly localChanged: number[];
  private lastChanged: number;
  private t: number;
  private balanceMs = 0;
  private setupMs = 0;
  /** The last iteration's active pixels and "diffuse" wall ms (the driver's loads). */
  private active = 0;
  private diffuseMs = 0;
  /** What the last iteration's tally of the loads took (0 when the driver did not want them). */
  private tallyMs = 0;
  /** The cuts before a balance (flat), to tell whether it moved them. */
  private cutsBefore: number[] = [];
  /** The "diffuse" phase of the current iteration (one closure for the run). */
  private readonly diffusePhase = (): number => this.diffuse(this.t);

  constructor(setup: DiffusionSetup) {
    this.s = setup;
    this.ctx = setup.ctx;
    this.localChanged = [...setup.localChanged];
    this.lastChanged = setup.lastChanged;
    this.t = setup.start;
    this.tile = this.setup(setup.start - 1);
  }

  /**
   * The tile's frame and worklist from the grids' layout and the stamps (`before`: the tile's frame
   * before the balance that moved it, when there was one).
   */
  private setup(lastIteration: number, before?: TileFrame): TileState {
    const { u, stamp } = this.s;
    if (u.origin !== stamp.origin || u.strides[0] !== stamp.strides[0]) throw bug('value and stamp grids must share one layout');
    const [rows, cols] = u.extent as [number, number];
    const frame: TileFrame = {
      stride: u.strides[0] as number,
      origin: u.origin,
      rows,
      cols,
      r0: u.tile.lo[0] as number,
      c0: u.tile.lo[1] as number,
      H: this.s.height,
      W: this.s.width,
    };
    // A balance that moved only the tile's rows (row strips, a mesh's first axis): the changed
    // pixels of the rows it kept are the last iteration's list, shifted; only the rows it received
    // are read from their stamps (not the whole tile's: 0.1-0.2 ms a balance on a 512 x 512 image).
    const old = this.worklist;
    const carried = before !== undefined && old !== undefined && before.c0 === frame.c0 && before.cols === cols;
    const shift = carried ? before.r0 - frame.r0 : 0;
    const kept = carried ? keepChanged(old, shift, rows) : 0;
    const w =
      old !== undefined
        ? old.resize(u.data.length, rows, cols, kept)
        : spare === undefined
          ? new Worklist(u.data.length, rows, cols)
          : spare.renew(u.data.length, rows, cols);
    this.worklist = w;
    spare = w;
    if (carried) changedInNewRows(w, frame, stamp.data, lastIteration, shift, shift + before.rows);
    else collectChanged(w, frame, stamp.data, lastIteration);
    return { frame, w, rowLoad: new Float64Array(rows), colLoad: new Float64Array(cols) };
  }

  /** The loop between two barriers. */
  run(): DiffusionLoop {
    const ctx = this.ctx;
    const { maxIterations, stopCheckEvery } = this.s;
    let iterations = maxIterations;
    let converged = false;
    ctx.comm.barrier();
    const t0 = performance.now();
    while (this.t < maxIterations) {
      // `t` iterations are done: saved every `checkpointEvery` iterations of the run (otherwise free).
      if (this.t > this.s.start) ctx.checkpoint(this.t, { localChanged: this.localChanged, lastChanged: this.lastChanged });
      this.iterate();
      const t = this.t;
      if (t % stopCheckEvery === 0 || t === maxIterations) {
        // The first iteration that changed nothing anywhere is g + 1 (after it nothing is active, so
        // nothing changes again); the iterations run since then were empty everywhere.
        const g = ctx.comm.allreduce(this.lastChanged, 'max');
        if (g < t - 1) {
          iterations = g + 2;
          converged = true;
          break;
        }
        if (t === maxIterations) break;
      }
      if (this.s.driver !== undefined) this.balance();
    }
    ctx.comm.barrier();
    const computeMs = performance.now() - t0;
    return {
      iterations,
      executed: this.t,
      converged,
      computeMs,
      balanceMs: this.balanceMs,
      setupMs: this.setupMs,
      localChanged: this.localChanged,
    };
  }

  /** One iteration: the values' halos, the "diffuse" phase, the buffered writes. */
  private iterate(): void {
    const ctx = this.ctx;
    const { u, stamp } = this.s;
    const t = this.t;
    // Only the values travel: a halo pixel changed last iteration iff its value differs from the
    // one seen then (the worklist keeps them). Stamps are exchanged only after a balance.
    u.exchangeHalos();
    const d0 = performance.now();
    this.active = ctx.phase('diffuse', this.diffusePhase);
    this.diffuseMs = performance.now() - d0;
    // Shared storage: nobody may write before everyone has read the old values.
    if (this.s.shared) ctx.comm.barrier();
    const s = this.tile;
    const changed = s.w.pendCount;
    apply(s.w, s.frame, u.data as Values, stamp.data, t);
    this.localChanged.push(changed);
    if (changed > 0) this.lastChanged = t;
    this.t = t + 1;
  }

  /** The "diffuse" phase: the active list, its evaluation, the load tallies a driver reads. */
  private diffuse(t: number): number {
    const { u, stamp, driver } = this.s;
    const s = this.tile;
    const n = activate(s.w, s.frame, u.data as Values, stamp.data, t);
    evaluate(s.w, s.frame, u.data as Values, this.s.k);
    // the active pixels per row and column, for a driver that reads this phase's loads only
    // (an adaptive policy that sees no gain looks every few phases); columns only when they are
    // cut (an axis of one part gets an even spread: its loads move nothing)
    // (timed: a recording keeps it, so that a replay knows what a run that reads no loads saves)
    if (driver?.loadsWanted === true) {
      const t0 = performance.now();
      if ((u.procDims[1] as number) > 1) tallyActive(s.w, s.rowLoad, s.colLoad);
      else {
        tallyActive(s.w, s.rowLoad, undefined);
        s.colLoad.fill(s.w.activeCount / s.colLoad.length);
      }
      this.tallyMs = performance.now() - t0;
    } else this.tallyMs = 0;
    this.ctx.work(n);
    return n;
  }

  /** The driver after an iteration; when it moved this rank's tile, the stamps' halos and the worklist. */
  private balance(): void {
    const driver = this.s.driver as NonNullable<DiffusionSetup['driver']>;
    const { u, stamp } = this.s;
    const tb = performance.now();
    const s = this.tile;
    const before = s.frame;
    const cuts = u.decomposition.cuts;
    const was = this.cutsBefore;
    was.length = 0;
    for (const c of cuts) for (const x of c) was.push(x);
    // the tallies themselves: the driver copies what it needs during the call
    const timeSeed = this.s.timeSeed;
    const load =
      this.s.loads === 'work'
        ? { total: this.active, planes: [s.rowLoad, s.colLoad], tallyMs: this.tallyMs }
        : timeLoad(
            s.rowLoad,
            s.colLoad,
            this.active,
            timeSeed === undefined ? this.diffuseMs : 1 + 8 * uniform(timeSeed, this.ctx.rank, this.t),
            this.tallyMs,
          );
    const report = driver.afterPhase([u, stamp], load);
    const ta = performance.now();
    // Every rank sees the same cuts, so every rank takes this branch or none (it is collective).
    if (report !== undefined && cutsMoved(was, u.decomposition.cuts)) {
      // Which halo pixels changed in the last iteration, for tiles that moved: from the stamps.
      stamp.exchangeHalos();
      const lo = u.tile.lo;
      const ext = u.extent;
      if (lo[0] !== before.r0 || lo[1] !== before.c0 || ext[0] !== before.rows || ext[1] !== before.cols || u.origin !== before.origin) {
        const ts = performance.now();
        this.tile = this.setup(this.t - 1, before);
        this.setupMs += performance.now() - ts;
      }
    }
    // the stamps' halo exchange and the worklist rebuilt are part of what this balance cost
    if (report !== undefined) driver.charge(performance.now() - ta);
    this.balanceMs += performance.now() - tb;
  }
}

/** Whether `now` (per axis) differs from `was` (flat, axis after axis). */
function cutsMoved(was: readonly number[], now: readonly (readonly number[])[]): boolean {
  let i = 0;
  for (const c of now) {
    for (const x of c) if (was[i++] !== x) return true;
  }
  return i !== was.length;
}
