/**
 * The guarded root finder of functional balancing: solve t(x) = target on [lo, hi] for a
 * non-decreasing t. Newton's method first (the paper's choice: fast, and the root finding is
 * overhead), with the safeguards of Numerical Recipes' `rtsafe`: the root stays bracketed, a Newton
 * step that leaves the bracket (or does not at least halve the step before last) is replaced by a
 * secant step through the last two iterates when that one stays inside, else by bisection. Models
 * without a derivative get secant steps from the start. Always converges for a continuous
 * non-decreasing t (bisection alone would); `maxIter` only caps pathological cases.
 */
import { invalidArgument } from '@meshwork/runtime/plugin';
import type { CostModel } from './models.ts';

export interface SolveOptions {
  /** Stop when a step moves x by less than this (default 1e-10 * max(1, |lo|, |hi|)). */
  readonly tol?: number;
  /** Iteration cap (default 100, as in the paper's NEWTON routine). */
  readonly maxIter?: number;
}

/**
 * How the root was found: 'newton' if every step was a Newton step, else the weakest fallback that
 * was needed ('secant' or 'bisection'); 'endpoint' when the target lies at or beyond an end of
 * [lo, hi] (no iteration).
 */
export type SolveMethod = 'newton' | 'secant' | 'bisection' | 'endpoint';

export interface SolveResult {
  readonly x: number;
  readonly iterations: number;
  readonly method: SolveMethod;
  readonly steps: { readonly newton: number; readonly secant: number; readonly bisection: number };
  /** False only when maxIter ran out before the tolerance was met (x is still bracketed). */
  readonly converged: boolean;
  /** t(x) - target at the returned x. */
  readonly residual: number;
}

/** Solve model.t(x) = target for x in [lo, hi], starting from `guess` (clamped into the bracket). */
export function solveBound(
  model: CostModel,
  target: number,
  lo: number,
  hi: number,
  guess: number,
  options: SolveOptions = {},
): SolveResult {
  if (!Number.isFinite(lo) || !Number.isFinite(hi) || hi < lo)
    throw invalidArgument('solveBound bracket', 'finite lo <= hi', `[${lo}, ${hi}]`);
  if (!Number.isFinite(target)) throw invalidArgument('solveBound target', 'a finite number', target);
  const tol = options.tol ?? 1e-10 * Math.max(1, Math.abs(lo), Math.abs(hi));
  const maxIter = options.maxIter ?? 100;
  if (!(tol > 0)) throw invalidArgument('solveBound tol', 'a number > 0', tol);
  if (!(Number.isInteger(maxIter) && maxIter >= 1)) throw invalidArgument('solveBound maxIter', 'an integer >= 1', maxIter);
  const steps = { newton: 0, secant: 0, bisection: 0 };
  const f = (x: number) => model.t(x) - target;
  const flo = f(lo);
  if (!(flo < 0)) return { x: lo, iterations: 0, method: 'endpoint', steps, converged: true, residual: flo };
  const fhi = f(hi);
  if (!(fhi > 0)) return { x: hi, iterations: 0, method: 'endpoint', steps, converged: true, residual: fhi };
  let a = lo;
  let b = hi;
  let x = guess > lo && guess < hi ? guess : 0.5 * (lo + hi);
  let fx = f(x);
  let prevX: number | undefined;
  let prevF: number | undefined;
  // Sizes of the last two steps (rtsafe's dx and dxold); start as the whole bracket.
  let dx = hi - lo;
  let dxOld = hi - lo;
  let iterations = 0;
  let converged = false;
  const dt = model.dt;
  while (iterations < maxIter) {
    if (fx === 0) {
      converged = true;
      break;
    }
    if (fx < 0) a = x;
    else b = x;
    iterations++;
    let next: number | undefined;
    let how: 'newton' | 'secant' | 'bisection' = 'bisection';
    const halving = (step: number) => Math.abs(step) <= 0.5 * Math.abs(dxOld);
    if (dt !== undefined) {
      const d = dt.call(model, x);
      if (Number.isFinite(d) && d > 0) {
        const n = x - fx / d;
        if (n > a && n < b && halving(n - x)) {
          next = n;
          how = 'newton';
        }
      }
    }
    if (next === undefined && prevX !== undefined && prevF !== undefined && prevF !== fx) {
      const s = x - (fx * (x - prevX)) / (fx - prevF);
      if (s > a && s < b && halving(s - x)) {
        next = s;
        how = 'secant';
      }
    }
    if (next === undefined) next = 0.5 * (a + b);
    steps[how]++;
    dxOld = dx;
    dx = next - x;
    prevX = x;
    prevF = fx;
    x = next;
    fx = f(x);
    if (Math.abs(dx) < tol || b - a < tol) {
      converged = true;
      break;
    }
  }
  const method: SolveMethod = steps.bisection > 0 ? 'bisection' : steps.secant > 0 ? 'secant' : 'newton';
  return { x, iterations, method, steps, converged, residual: fx };
}
