/**
 * The pure part of functional balancing: targets, bounds, integer cuts, predictions.
 *
 * Section 2 (equal ranks): t(x_i) = t(x_0) + i * TT / Np, TT = t(x_Np) - t(x_0).
 * Section 4 (speeds R_j, relative to a type-1 rank, i.e. R = 3 means 3 times faster):
 * every rank gets the same time slice t_int = TT / sum_j R_j, so rank j's work is R_j * t_int and
 * the targets are proportional to the cumulative speed:
 * t(x_i) = t(x_0) + TT * (R_0 + ... + R_{i-1}) / (R_0 + ... + R_{Np-1}).
 * This is the paper's `t(x_i)/R_j - TSUM_{j-1} - i * t_int = 0` written without its node-type
 * bookkeeping (which, as printed, mixes times and work); the speedup is sum_j R_j (19.0 in its
 * example of 7 ranks at speed 1 and 4 at speed 3).
 *
 * The domain is a range of integer indices [0, n); index i sits at coordinate x = offset + i*scale,
 * so the cost of the indices [c, c') is t(offset + c'*scale) - t(offset + c*scale). A sieve over
 * the numbers [lo, hi] is n = hi - lo + 1 indices with offset = lo.
 */
import { invalidArgument } from '@meshwork/runtime/plugin';
import type { CostModel } from './models.ts';
import { type SolveOptions, type SolveResult, solveBound } from './solve.ts';

export interface Span {
  /** Coordinate of index 0 (default 0). */
  readonly offset?: number;
  /** Coordinate step per index (default 1). */
  readonly scale?: number;
}

export interface BoundProblem {
  readonly model: CostModel;
  /** Coordinates of the domain's ends. */
  readonly x0: number;
  readonly x1: number;
  /** Relative speed of each part (default: all 1). */
  readonly speeds: readonly number[];
}

export function checkSpeeds(speeds: readonly number[]): void {
  if (!Array.isArray(speeds) || speeds.length === 0 || !speeds.every((s) => typeof s === 'number' && Number.isFinite(s) && s > 0)) {
    throw invalidArgument('speeds', 'a non-empty array of finite numbers > 0', speeds);
  }
}

/** Fraction of the total work before part i: (R_0 + ... + R_{i-1}) / sum R (0 for i = 0, 1 for i = P). */
export function cumulativeShare(speeds: readonly number[], i: number): number {
  if (i <= 0) return 0;
  if (i >= speeds.length) return 1;
  let before = 0;
  let total = 0;
  for (let j = 0; j < speeds.length; j++) {
    if (j < i) before += speeds[j] as number;
    total += speeds[j] as number;
  }
  return before / total;
}

/** Target cumulative cost of boundary i (0..P). */
export function boundTarget(p: BoundProblem, i: number): number {
  const t0 = p.model.t(p.x0);
  const tt = p.model.t(p.x1) - t0;
  return t0 + tt * cumulativeShare(p.speeds, i);
}

/**
 * Solve boundary i (0..P) on its own: what each rank does for i = rank and i = rank + 1, with no
 * communication. Initial guess: the linear (speed-weighted) split. Ends are exact.
 */
export function solveBoundary(p: BoundProblem, i: number, options: SolveOptions = {}): SolveResult {
  const P = p.speeds.length;
  if (!(Number.isInteger(i) && i >= 0 && i <= P)) throw invalidArgument('boundary', `an integer in [0, ${P}]`, i);
  const steps = { newton: 0, secant: 0, bisection: 0 };
  if (i === 0) return { x: p.x0, iterations: 0, method: 'endpoint', steps, converged: true, residual: 0 };
  if (i === P) return { x: p.x1, iterations: 0, method: 'endpoint', steps, converged: true, residual: 0 };
  const share = cumulativeShare(p.speeds, i);
  const guess = p.x0 + (p.x1 - p.x0) * share;
  return solveBound(p.model, boundTarget(p, i), p.x0, p.x1, guess, options);
}

/** Every boundary x_0..x_P (reals), as one rank would compute them all. */
export function solveAllBounds(p: BoundProblem, options: SolveOptions = {}): { bounds: number[]; results: SolveResult[] } {
  checkSpeeds(p.speeds);
  const results = Array.from({ length: p.speeds.length + 1 }, (_, i) => solveBoundary(p, i, options));
  return { bounds: results.map((r) => r.x), results };
}

/** Integer cut of a real bound: the nearest index boundary, clamped to [0, n]. */
export function cutOf(x: number, n: number, span: Span = {}): number {
  const offset = span.offset ?? 0;
  const scale = span.scale ?? 1;
  const c = Math.round((x - offset) / scale);
  return Math.min(n, Math.max(0, c));
}

/** Model cost of each part under integer cuts, and the time it takes at each part's speed. */
export function predictParts(
  model: CostModel,
  cuts: readonly number[],
  speeds: readonly number[],
  span: Span = {},
): { costs: number[]; times: number[]; le: number; maxOverAvg: number } {
  const offset = span.offset ?? 0;
  const scale = span.scale ?? 1;
  const tAt = cuts.map((c) => model.t(offset + c * scale));
  const costs = cuts.slice(1).map((_, p) => (tAt[p + 1] as number) - (tAt[p] as number));
  const times = costs.map((c, p) => c / (speeds[p] ?? 1));
  const max = Math.max(...times);
  const avg = times.reduce((s, v) => s + v, 0) / times.length;
  return { costs, times, le: max > 0 ? avg / max : 1, maxOverAvg: avg > 0 ? max / avg : 1 };
}

/** LE = Tavg / Tmax, a fraction in [0, 1] (the spec's definition; 0.7144, "71.44%", on the paper's 64.24 / 89.92). */
export function loadEfficiencyOf(tavg: number, tmax: number): number {
  return tmax > 0 ? tavg / tmax : 1;
}

export interface NodeGroup {
  /** Number of ranks of this type. */
  readonly count: number;
  /** Speed relative to type 1 (R_1 = 1; the paper's R = 3 for ranks 3 times as fast). */
  readonly ratio: number;
}

export interface HeterogeneousPlan {
  /** sum_j N_j R_j (relative to one type-1 rank). */
  readonly speedup: number;
  /** Time every rank runs: TT / speedup. */
  readonly tint: number;
  /** Total rank-time: Neff * tint. */
  readonly tall: number;
  /** Rank-time of each group: N_j * tint. */
  readonly groupTimes: number[];
  /** Work (in type-1 time) of one rank of each group: R_j * tint. */
  readonly workPerRank: number[];
}

/** Section 4's bookkeeping for groups of ranks (TT = time on one type-1 rank). */
export function heterogeneousPlan(groups: readonly NodeGroup[], tt: number): HeterogeneousPlan {
  if (!Array.isArray(groups) || groups.length === 0) throw invalidArgument('groups', 'a non-empty array of { count, ratio }', groups);
  for (const g of groups) {
    if (!(Number.isInteger(g.count) && g.count >= 0 && Number.isFinite(g.ratio) && g.ratio > 0)) {
      throw invalidArgument('group', 'an integer count >= 0 and a ratio > 0', JSON.stringify(g));
    }
  }
  const speedup = groups.reduce((s, g) => s + g.count * g.ratio, 0);
  const neff = groups.reduce((s, g) => s + g.count, 0);
  const tint = tt / speedup;
  return {
    speedup,
    tint,
    tall: neff * tint,
    groupTimes: groups.map((g) => g.count * tint),
    workPerRank: groups.map((g) => g.ratio * tint),
  };
}

/** Expand groups into per-rank speeds, in order. */
export function speedsOf(groups: readonly NodeGroup[]): number[] {
  return groups.flatMap((g) => Array.from({ length: g.count }, () => g.ratio));
}
