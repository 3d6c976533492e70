/**
 * SPMD edge-directed diffusion: the image on a 2-D grid over the ranks (a mesh gives tiles, a
 * chain/ring/hypercube gives row strips), halo 1. Each iteration:
 *
 *   1. halo exchange of the values (shared storage: a barrier); a halo pixel changed in the last
 *      iteration iff its value differs from the one seen then, so the change stamps travel only
 *      after a balance moved the tiles;
 *   2. phase "diffuse": build the active list (own changes + neighbours, and tile pixels next to
 *      a changed halo pixel), evaluate the active pixels against the old values (ctx.work = the
 *      pixels evaluated), buffer the updates;
 *   3. shared storage only: a barrier (nobody writes before everyone has read the old values);
 *   4. write the buffered updates;
 *   5. every `stopCheckEvery` iterations, the global stop test: an allreduce (max) of the last
 *      iteration in which each rank changed a pixel finds the first iteration that changed
 *      nothing anywhere (the iterations after it are empty everywhere);
 *   6. the balancing driver: the policy decides (every k iterations, ...), the balancer (by
 *      name) moves the cuts from the per-row and per-column active counts (`loads: 'work'`, the
 *      default), or from the measured wall ms of the rank's "diffuse" phase spread over its rows
 *      and columns in proportion to those counts (`loads: 'time'`); both grids move.
 *
 * Same kernel functions as the sequential reference, so the result is bit-identical to it for
 * every topology, rank count, balancer, interval and storage.
 *
 * Checkpoints: `ctx.checkpoint(t, ...)` at the top of every iteration after the first (the run's
 * `checkpointEvery` decides which save); a resumed run restores values, stamps and the driver,
 * exchanges the stamps and rebuilds its worklist from them, as after a balance that moved its tile.
 */
import { resolveBalancing } from '@meshwork/balancers';
import { type BalanceReport, defineProgram, type Storage, type Topology } from '@meshwork/runtime';
import { errors, invalidParameter } from './errors.ts';
import { coefficients } from './kernel.ts';
import { DiffusionRank } from './rank.ts';
import { checkParams, type DiffusionParams, type Values } from './sequential.ts';

export interface DiffusionProgramOptions {
  readonly rows: number;
  readonly cols: number;
  /** The image, row-major, grey levels (a SharedArrayBuffer-backed array is shared, not copied). */
  readonly pixels: Float64Array;
  readonly params?: Partial<DiffusionParams>;
  readonly storage?: Storage;
  /** Balancer by registered name (default 'static') and its options. */
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  /** Invocation policy by name and its options (default: `adaptive` for a balancer other than static, else `never`: no balancing at all). */
  readonly policy?: string;
  readonly policyOptions?: unknown;
  /**
   * Iterations between two global stop tests (an allreduce; default 8). Between tests the ranks
   * talk only to their neighbours (halo exchange); a test finds the exact first iteration that
   * changed nothing, so the result and the iteration count do not depend on it.
   */
  readonly stopCheckEvery?: number;
  /** Return the gathered image on rank 0 (tests, --out) or only a checksum. */
  readonly gather?: boolean;
  /** Record every iteration's loads and costs for offline replay (runs the driver even for policy 'never'). */
  readonly record?: boolean;
  /**
   * The balancer's loads (default `work`, the papers'): `work`, the active pixels per row and
   * column (deterministic); `time`, each iteration's measured wall ms of this rank's "diffuse" phase,
   * spread over its rows and columns by those counts (`meshwork run diffusion` balances on it).
   */
  readonly loads?: 'time' | 'work';
  /**
   * Tests: under `loads: 'time'`, an iteration's time is a draw in [1, 9) ms from this seed, the
   * rank and the iteration instead of the clock (the result must not depend on it).
   */
  readonly timeSeed?: number;
}

/**
 * The iteration's load in measured ms: the active counts per row and column scaled to `ms` (in
 * place; each sums to `ms`), evenly spread when nothing was active.
 */
export interface DiffusionRankResult {
  readonly rank: number;
  /** Iterations to the fixed point (or maxIterations), as the sequential reference counts them. */
  readonly iterations: number;
  /**
   * Iterations the loop ran: up to stopCheckEvery - 1 more than `iterations`, all of them empty
   * (no active pixel anywhere), since the global stop test runs every stopCheckEvery iterations.
   */
  readonly executed: number;
  readonly converged: boolean;
  /** Wall ms of the iterations on this rank, between two barriers. */
  readonly computeMs: number;
  /**
   * Wall ms this rank spent in the balancing driver after iterations (load exchange, decision,
   * data moves, and rebuilding its worklist when its tile moved); setupMs: the rebuilding alone.
   */
  readonly balanceMs: number;
  readonly setupMs: number;
  /** Balance reports (identical on every rank but decisionMs). */
  readonly reports: BalanceReport[];
  /** Pixels changed per iteration, summed over the ranks. */
  readonly changedPerIteration: number[];
  /** Final cuts per axis. */
  readonly cuts: number[][];
  readonly field?: Values | undefined;
  readonly checksum?: number | undefined;
}

/** What a checkpoint keeps besides the grids and the driver. */
interface DiffusionSaved {
  readonly localChanged: number[];
  readonly lastChanged: number;
}

/** The processor grid a 2-D image gets on `topology` (the grid's own default). */
export function procDimsFor(topology: Pick<Topology, 'kind' | 'size' | 'dims'>): [number, number] {
  if (topology.kind === 'hypercube' || topology.dims.length === 1) return [topology.size, 1];
  if (topology.dims.length === 2) return [topology.dims[0] as number, topology.dims[1] as number];
  throw invalidParameter('topology', 'a 1-D or 2-D rank graph (chain, ring, mesh, torus, hypercube)', `${topology.dims.length}-D`);
}

/** Typed error DIFFUSION_IMAGE_TOO_SMALL when the image has fewer rows or columns than parts. */
export function checkFits(rows: number, cols: number, procDims: readonly [number, number]): void {
  const [pr, pc] = procDims;
  if (rows < pr || cols < pc) {
    throw errors.tooSmall(rows, cols, pr, pc);
  }
}

/** Order-sensitive checksum of an image (weights 1..7 by index). */
export function checksumOf(field: ArrayLike<number>): number {
  return checksumStep(0, field, 0, field.length, 0);
}

/**
 * The checksum's step over field[from..to), `first` the index of field[from] in the whole image:
 * the same products added in the same order as `checksumOf` over the gathered image, so a fold of
 * it over the rows where they are (`grid.foldRows`) gives the same sum bit for bit.
 */
function checksumStep(sum: number, field: ArrayLike<number>, from: number, to: number, first: number): number {
  let s = sum;
  for (let c = from, i = first; c < to; c++, i++) s += (field[c] as number) * ((i % 7) + 1);
  return s;
}

export default defineProgram(async (ctx, o: DiffusionProgramOptions): Promise<DiffusionRankResult> => {
  const params = checkParams(o.params);
  const { rows: H, cols: W } = o;
  if (!Number.isInteger(H) || H < 1 || !Number.isInteger(W) || W < 1)
    throw invalidParameter('image shape', 'positive integers', `${H}x${W}`);
  if (!(o.pixels instanceof Float64Array) || o.pixels.length !== H * W)
    throw invalidParameter('pixels', `a Float64Array of ${H * W} values`, o.pixels);
  checkFits(H, W, procDimsFor(ctx.topology));
  const stopCheckEvery = o.stopCheckEvery ?? 8;
  if (!Number.isInteger(stopCheckEvery) || stopCheckEvery < 1) throw invalidParameter('stopCheckEvery', 'an integer >= 1', stopCheckEvery);
  const loads = o.loads ?? 'work';
  if (loads !== 'work' && loads !== 'time') throw invalidParameter('loads', "'work' or 'time'", loads);
  const timeSeed = o.timeSeed;
  if (timeSeed !== undefined && (typeof timeSeed !== 'number' || !Number.isInteger(timeSeed) || timeSeed < 0))
    throw invalidParameter('timeSeed', 'an integer >= 0', timeSeed);
  const storage = o.storage ?? 'distributed';
  const u = await ctx.grid({ shape: [H, W], dtype: params.dtype, halo: 1, storage });
  // Change stamps: 1 + the iteration in which a pixel last changed; 0 everywhere at the start
  // (boundary 0: remaps need not fill new buffers).
  const stamp = await ctx.grid({ shape: [H, W], dtype: 'int32', halo: 1, storage });
  const k = coefficients(params);

  const chosen = resolveBalancing({
    balancer: o.balancer ?? 'static',
    balancerOptions: o.balancerOptions,
    ...(o.policy === undefined ? {} : { policy: o.policy, policyOptions: o.policyOptions }),
  });
  const driver =
    chosen.spec.policy === 'never' && o.record !== true
      ? undefined
      : ctx.balancing({ balancer: chosen.balancer, policy: chosen.policy, record: o.record === true, loadIsTime: loads === 'time' });

  // Resumed from a checkpoint: values, stamps (with the cuts the balancer left), the driver and
  // the per-iteration counts come back; the worklist is rebuilt from the stamps as after a balance.
  const saved = ctx.restore<DiffusionSaved>();
  if (saved === undefined) u.load(o.pixels);

  if (saved !== undefined) stamp.exchangeHalos();
  const loop = new DiffusionRank({
    ctx,
    u,
    stamp,
    k,
    height: H,
    width: W,
    maxIterations: params.maxIterations,
    stopCheckEvery,
    shared: storage === 'shared',
    driver,
    loads,
    timeSeed,
    start: saved?.step ?? 0,
    localChanged: saved === undefined ? [] : saved.state.localChanged,
    lastChanged: saved === undefined ? -1 : saved.state.lastChanged,
  }).run();
  const { iterations, localChanged } = loop;
  // Global changes per iteration, in slices that fit the collective slots.
  const changedPerIteration: number[] = [];
  for (let at = 0; at < iterations; at += 4096) {
    const part = Float64Array.from(localChanged.slice(at, Math.min(iterations, at + 4096)));
    changedPerIteration.push(...ctx.comm.allreduce(part, 'sum'));
  }
  // the checksum where the rows are; the image itself only when it is wanted (not a copy of the
  // whole image on rank 0 every run)
  const checksum = u.foldRows(0, checksumStep);
  const field = o.gather === true ? (u.gather(0) as Values | undefined) : undefined;
  return {
    rank: ctx.rank,
    iterations,
    executed: loop.executed,
    converged: loop.converged,
    computeMs: loop.computeMs,
    balanceMs: loop.balanceMs,
    setupMs: loop.setupMs,
    reports: driver?.reports ?? [],
    changedPerIteration,
    cuts: u.decomposition.cuts.map((c) => [...c]),
    field,
    checksum: ctx.rank === 0 ? checksum : undefined,
  };
});
