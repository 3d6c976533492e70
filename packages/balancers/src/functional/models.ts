/**
 * Cumulative cost models for functional balancing (functional-load-balancing-sieve.txt, sections 2,
 * 3 and 5). A model is a non-decreasing function `t(x)`: the cost (time or work) of the domain up to
 * coordinate `x`, with, where known, its derivative `dt(x)` (the cost density, the paper's rho in
 * one dimension). Only differences of `t` matter, and any constant factor cancels (the paper's `A`),
 * so models are free to drop it.
 *
 * Models here:
 * - `analyticModel(t, dt)`: anything the caller can write down.
 * - `linearModel()`: constant cost per index (the "linear distribution").
 * - `powerModel(A, e)`: `A * x^e`.
 * - `sieveModel({ exponent })`: equation (4), `A * x^e / (ln x - 1.08366)`, made monotone (below).
 * - `piecewiseLinearModel(samples)`: monotone interpolation of cumulative samples.
 * - `fitPowerLaw(samples, form)`: least squares on log t for A and e (plain power law, or the sieve
 *   form), for calibrating the paper's model instead of trusting 1.43.
 * - `polynomialDensityModel(terms, width)` and `densityModel(rho, width)`: section 5's row split:
 *   a density rho(x, y) integrated over the columns x in [0, width] gives the cumulative cost of
 *   the rows up to y (`t(y) = int_0^y int_0^width rho(x, s) dx ds`, `dt(y) = int_0^width rho(x, y) dx`).
 */
import { invalidArgument } from '@meshwork/runtime/plugin';

export interface CostModel {
  /** Short name for reports ('sieve', 'linear', ...). */
  readonly name: string;
  /** Cumulative cost up to `x`; must be non-decreasing over the domain it is used on. */
  t(x: number): number;
  /** dt/dx (the cost density); when absent the solver uses secant steps instead of Newton's. */
  dt?(x: number): number;
  /** Parameters for reports (JSON-able). */
  readonly params?: Readonly<Record<string, unknown>>;
}

/** A model from functions the caller provides (dt optional). */
export function analyticModel(t: (x: number) => number, dt?: (x: number) => number, name = 'analytic'): CostModel {
  if (typeof t !== 'function') throw invalidArgument('analyticModel t', 'a function', t);
  if (dt !== undefined && typeof dt !== 'function') throw invalidArgument('analyticModel dt', 'a function or undefined', dt);
  return dt === undefined ? { name, t } : { name, t, dt };
}

/** Constant cost per index: t(x) = x. */
export function linearModel(): CostModel {
  return { name: 'linear', t: (x) => x, dt: () => 1, params: {} };
}

/** t(x) = A * x^e for x >= 0 (0 below). */
export function powerModel(A: number, exponent: number): CostModel {
  if (!(Number.isFinite(A) && A > 0)) throw invalidArgument('powerModel A', 'a finite number > 0', A);
  if (!(Number.isFinite(exponent) && exponent > 0)) throw invalidArgument('powerModel exponent', 'a finite number > 0', exponent);
  return {
    name: 'power',
    t: (x) => (x <= 0 ? 0 : A * x ** exponent),
    dt: (x) => (x <= 0 ? 0 : A * exponent * x ** (exponent - 1)),
    params: { A, exponent },
  };
}

/** Legendre's constant in pi(n) ~ n / (ln n - 1.08366). */
export const LEGENDRE = 1.08366;

export interface SieveModelOptions {
  /** Power of x (the paper's curve fit on the Cray T3D: 1.43). */
  readonly exponent?: number;
  /** Machine constant A (cancels; default 1). */
  readonly A?: number;
  /** Constant of the log term (default Legendre's 1.08366). */
  readonly c?: number;
}

/**
 * Equation (4): t(x) = A * x^e / (ln x - c), dt = t/x * (e - r) with r = 1/(ln x - c) (eq. 5).
 *
 * The formula has a pole at x = e^c (about 2.96) and decreases down to its minimum at
 * x* = exp(c + 1/e) (5.94744 for e = 1.43: the paper's x_L where t' turns positive). A cumulative
 * cost must not decrease, so below x* the model is held flat at t(x*): the numbers below 6 cost
 * nothing worth modelling, and Newton's method is safe on [x*, inf) (the paper's Appendix A).
 */
export function sieveModel(options: SieveModelOptions = {}): CostModel {
  const e = options.exponent ?? 1.43;
  const A = options.A ?? 1;
  const c = options.c ?? LEGENDRE;
  if (!(Number.isFinite(e) && e > 0)) throw invalidArgument('sieveModel exponent', 'a finite number > 0', e);
  if (!(Number.isFinite(A) && A > 0)) throw invalidArgument('sieveModel A', 'a finite number > 0', A);
  if (!Number.isFinite(c)) throw invalidArgument('sieveModel c', 'a finite number', c);
  const xStar = Math.exp(c + 1 / e);
  const raw = (x: number) => (A * x ** e) / (Math.log(x) - c);
  const tStar = raw(xStar);
  return {
    name: 'sieve',
    t: (x) => (x <= xStar ? tStar : raw(x)),
    dt: (x) => {
      if (x <= xStar) return 0;
      const r = 1 / (Math.log(x) - c);
      return (raw(x) / x) * (e - r);
    },
    params: { exponent: e, A, c, xMin: xStar },
  };
}

export type Sample = readonly [x: number, t: number];

function checkSamples(what: string, samples: unknown, min: number): Sample[] {
  if (!Array.isArray(samples) || samples.length < min) throw invalidArgument(what, `an array of at least ${min} [x, t] pairs`, samples);
  return samples.map((s: unknown, i) => {
    if (!Array.isArray(s) || s.length !== 2 || !s.every((v) => typeof v === 'number' && Number.isFinite(v))) {
      throw invalidArgument(`${what}[${i}]`, 'a pair [x, t] of finite numbers', s);
    }
    return [s[0], s[1]] as Sample;
  });
}

/**
 * Monotone piecewise-linear interpolation of cumulative samples [x, t(x)]. Samples are sorted by
 * x; equal x are merged (the last wins) and t is made non-decreasing by a running maximum (a
 * cumulative cost cannot drop: a lower later sample is measurement noise). Outside the samples
 * the end segments are extended linearly. dt is the slope of the segment holding x.
 */
export function piecewiseLinearModel(samples: readonly Sample[], name = 'pwl'): CostModel {
  const given = checkSamples('piecewiseLinearModel samples', samples, 2);
  const sorted = given.slice().sort((p, q) => p[0] - q[0]);
  const xs: number[] = [];
  const ts: number[] = [];
  for (const [x, t] of sorted) {
    if (xs.length > 0 && xs[xs.length - 1] === x) ts[ts.length - 1] = t;
    else {
      xs.push(x);
      ts.push(t);
    }
  }
  if (xs.length < 2) throw invalidArgument('piecewiseLinearModel samples', 'at least 2 distinct x', samples);
  for (let i = 1; i < ts.length; i++) ts[i] = Math.max(ts[i] as number, ts[i - 1] as number);
  const last = xs.length - 1;
  const segment = (x: number): number => {
    // index k of the segment [xs[k], xs[k+1]] holding x (end segments extended)
    if (x <= (xs[1] as number)) return 0;
    if (x >= (xs[last - 1] as number)) return last - 1;
    let lo = 1;
    let hi = last - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((xs[mid] as number) <= x) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  };
  const slope = (k: number) => ((ts[k + 1] as number) - (ts[k] as number)) / ((xs[k + 1] as number) - (xs[k] as number));
  return {
    name,
    t: (x) => {
      const k = segment(x);
      return (ts[k] as number) + slope(k) * (x - (xs[k] as number));
    },
    dt: (x) => slope(segment(x)),
    params: { samples: xs.length },
  };
}

/** Prefix sums of per-interval costs: bounds b_0 < ... < b_m and costs of [b_k, b_k+1) -> cumulative samples. */
export function cumulativeSamples(bounds: readonly number[], costs: readonly number[]): Sample[] {
  if (!Array.isArray(bounds) || !Array.isArray(costs) || bounds.length !== costs.length + 1) {
    throw invalidArgument('cumulativeSamples', 'bounds of one more entry than costs', bounds);
  }
  const out: Sample[] = [[bounds[0] as number, 0]];
  let acc = 0;
  for (let k = 0; k < costs.length; k++) {
    acc += costs[k] as number;
    out.push([bounds[k + 1] as number, acc]);
  }
  return out;
}

export type FitForm = 'power' | 'sieve';

export interface PowerFit {
  readonly form: FitForm;
  readonly A: number;
  readonly exponent: number;
  /** Root mean square of the residuals of log t. */
  readonly rmsLog: number;
  /** Samples used (t > 0, and ln x > c for the sieve form). */
  readonly used: number;
}

/**
 * Least squares on log t: `log t = log A + e log x` (power) or
 * `log t + log(ln x - c) = log A + e log x` (sieve, equation (4) with the exponent free).
 * Samples with t <= 0, x <= 0 (or ln x <= c for the sieve) carry no information and are skipped.
 */
export function fitPowerLaw(samples: readonly Sample[], form: FitForm = 'power', c = LEGENDRE): PowerFit {
  const given = checkSamples('fitPowerLaw samples', samples, 2);
  const X: number[] = [];
  const Y: number[] = [];
  for (const [x, t] of given) {
    if (!(x > 0 && t > 0)) continue;
    if (form === 'sieve') {
      const d = Math.log(x) - c;
      if (!(d > 0)) continue;
      Y.push(Math.log(t) + Math.log(d));
    } else Y.push(Math.log(t));
    X.push(Math.log(x));
  }
  const m = X.length;
  const mx = X.reduce((s, v) => s + v, 0) / Math.max(1, m);
  const my = Y.reduce((s, v) => s + v, 0) / Math.max(1, m);
  let sxx = 0;
  let sxy = 0;
  for (let i = 0; i < m; i++) {
    sxx += ((X[i] as number) - mx) ** 2;
    sxy += ((X[i] as number) - mx) * ((Y[i] as number) - my);
  }
  if (m < 2 || !(sxx > 0))
    throw invalidArgument('fitPowerLaw samples', `at least 2 usable samples with distinct x (form ${form})`, samples);
  const exponent = sxy / sxx;
  const logA = my - exponent * mx;
  let ss = 0;
  for (let i = 0; i < m; i++) ss += ((Y[i] as number) - logA - exponent * (X[i] as number)) ** 2;
  return { form, A: Math.exp(logA), exponent, rmsLog: Math.sqrt(ss / m), used: m };
}

/** The model a fit describes (the sieve form keeps its monotone extension). */
export function fittedModel(fit: PowerFit, c = LEGENDRE): CostModel {
  if (!(fit.exponent > 0)) throw invalidArgument('fitted exponent', 'a number > 0 (a cost that grows with x)', fit.exponent);
  const m = fit.form === 'sieve' ? sieveModel({ exponent: fit.exponent, A: fit.A, c }) : powerModel(fit.A, fit.exponent);
  return { ...m, name: `calibrated-${fit.form}`, params: { ...m.params, fitted: true, rmsLog: fit.rmsLog, used: fit.used } };
}

/** A term c * x^px * y^py of a polynomial density rho(x, y). */
export type DensityTerm = readonly [coefficient: number, px: number, py: number];

/**
 * Section 5 with a polynomial density rho(x, y) = sum c * x^px * y^py, rows split along y:
 * t(y) = sum c * W^(px+1)/(px+1) * y^(py+1)/(py+1), dt(y) = sum c * W^(px+1)/(px+1) * y^py,
 * where W is the width of the rows (x in [0, W]). The paper's rho = C(x+y) is
 * [[C, 1, 0], [C, 0, 1]]. Exponents must be >= 0 and the density non-negative on the domain;
 * rows start at y = 0 (t is 0 below).
 */
export function polynomialDensityModel(terms: readonly DensityTerm[], width: number): CostModel {
  if (!Array.isArray(terms) || terms.length === 0) throw invalidArgument('density terms', 'a non-empty array of [c, px, py]', terms);
  for (const [i, term] of terms.entries()) {
    if (
      !Array.isArray(term) ||
      term.length !== 3 ||
      !term.every((v) => typeof v === 'number' && Number.isFinite(v)) ||
      (term[1] as number) < 0 ||
      (term[2] as number) < 0
    ) {
      throw invalidArgument(`density terms[${i}]`, 'a triple [c, px, py] of finite numbers with px, py >= 0', term);
    }
  }
  if (!(Number.isFinite(width) && width > 0)) throw invalidArgument('density width', 'a finite number > 0', width);
  const coef = terms.map(([c, px, py]) => ({ k: (c * width ** (px + 1)) / (px + 1), py }));
  return {
    name: 'density',
    t: (y) => (y <= 0 ? 0 : coef.reduce((s, { k, py }) => s + (k * y ** (py + 1)) / (py + 1), 0)),
    dt: (y) => (y < 0 ? 0 : coef.reduce((s, { k, py }) => s + k * y ** py, 0)),
    params: { terms: terms.map((t) => t.slice()), width },
  };
}

// 5-point Gauss-Legendre on [-1, 1]: exact for polynomials of degree <= 9 on each panel.
const GL_X = [0, -0.5384693101056831, 0.5384693101056831, -0.906179845938664, 0.906179845938664];
const GL_W = [0.5688888888888889, 0.47862867049936647, 0.47862867049936647, 0.23692688505618908, 0.23692688505618908];

function integrate(f: (u: number) => number, a: number, b: number, panels: number): number {
  if (a === b) return 0;
  const h = (b - a) / panels;
  let s = 0;
  for (let p = 0; p < panels; p++) {
    const mid = a + (p + 0.5) * h;
    for (let k = 0; k < 5; k++) s += (GL_W[k] as number) * f(mid + 0.5 * h * (GL_X[k] as number));
  }
  return 0.5 * h * s;
}

/**
 * Section 5 with any non-negative density rho(x, y): rows split along y, columns x in [0, width].
 * Both integrals use composite 5-point Gauss-Legendre with `panels` panels (exact for polynomial
 * densities of degree <= 9). t(y) integrates from 0.
 */
export function densityModel(rho: (x: number, y: number) => number, width: number, options: { panels?: number } = {}): CostModel {
  if (typeof rho !== 'function') throw invalidArgument('densityModel rho', 'a function (x, y) => density', rho);
  if (!(Number.isFinite(width) && width > 0)) throw invalidArgument('densityModel width', 'a finite number > 0', width);
  const panels = options.panels ?? 16;
  if (!(Number.isInteger(panels) && panels >= 1)) throw invalidArgument('densityModel panels', 'an integer >= 1', panels);
  const row = (y: number) => integrate((x) => rho(x, y), 0, width, panels);
  return {
    name: 'density',
    t: (y) => integrate(row, 0, y, panels),
    dt: row,
    params: { width, panels },
  };
}
