/**
 * Calibration for the fitted functional strategies (the paper's "curve fitting an appropriate
 * well-behaved function to sample timings", section 2), measured in work units.
 *
 * Each rank tests a small stratified sample of its block part: `windows` runs of consecutive
 * numbers, one centred in each of `windows` equal strata, together about `fraction` of the part
 * (at least `minSample` numbers; small parts are tested whole, which makes the estimate exact).
 * A window gives a density sample rho(x) (trial divisions per number at its midpoint x) and the
 * windows together estimate the part's total.
 *
 * - `calibrated`: every rank's density samples (one allgather) fit the derivative of equation (4),
 *   rho(x) = t'(x) = A x^(e-1) r (e - r) with r = 1 / (ln x - 1.08366): `fitSieveExponent` finds e
 *   (A cancels), and the `sieve` model with that exponent replaces the paper's 1.43.
 * - `observed`: the estimated part totals go to the `observed` model of the functional balancer,
 *   which fits equation (4) to the cumulative cost at the block cuts.
 */
import { fitPowerLaw, LEGENDRE } from '@meshwork/balancers';
import { CALIBRATION_DEFAULTS, type CalibrationOptions } from './options.ts';
import { sieveRange } from './sequential.ts';

export interface WindowSample {
  /** [x, rho] pairs: window midpoint and trial divisions per number (windows with no number skipped). */
  readonly points: [number, number][];
  /** Estimated trial divisions of the whole part. */
  readonly estimate: number;
  /** Numbers tested. */
  readonly tested: number;
  /** Trial divisions spent (logical) and executed (with an emulated slowdown). */
  readonly units: number;
  readonly executed: number;
  /** True when the sample covered the whole part (the estimate is exact). */
  readonly exact: boolean;
}

/** Test the calibration windows of the numbers [a, b). */
export function sampleWindows(a: number, b: number, primes: Int32Array, options: CalibrationOptions = {}, repeat = 1): WindowSample {
  const windows = options.windows ?? CALIBRATION_DEFAULTS.windows;
  const fraction = options.fraction ?? CALIBRATION_DEFAULTS.fraction;
  const minSample = options.minSample ?? CALIBRATION_DEFAULTS.minSample;
  const len = Math.max(0, b - a);
  const points: [number, number][] = [];
  if (len === 0) return { points, estimate: 0, tested: 0, units: 0, executed: 0, exact: true };
  const strata = Math.min(windows, len);
  const want = Math.max(Math.ceil(len * fraction), minSample);
  const exact = want >= len;
  const width = exact ? 0 : Math.max(1, Math.floor(want / strata));
  let estimate = 0;
  let tested = 0;
  let units = 0;
  let executed = 0;
  for (let k = 0; k < strata; k++) {
    const s0 = a + Math.floor((k * len) / strata);
    const s1 = a + Math.floor(((k + 1) * len) / strata);
    let lo = s0;
    let hi = s1;
    if (!exact) {
      lo = Math.max(s0, Math.floor((s0 + s1 - width) / 2));
      hi = Math.min(s1, lo + width);
    }
    if (hi <= lo) continue;
    const r = sieveRange(lo, hi, primes, { repeat });
    const rho = r.units / (hi - lo);
    points.push([(lo + hi) / 2, rho]);
    estimate += rho * (s1 - s0);
    tested += hi - lo;
    units += r.units;
    executed += r.executed;
  }
  return { points, estimate, tested, units, executed, exact };
}

export interface ExponentFit {
  /** Fitted exponent of equation (4). */
  readonly exponent: number;
  /** Root mean square residual of log rho. */
  readonly rmsLog: number;
  /** Samples used. */
  readonly used: number;
}

const SMALLEST_X = 64;

/**
 * Least squares on log rho for the exponent e of equation (4) (golden section over e in
 * [0.6, 3]; A is the mean residual and cancels). Samples with x < 64 or rho = 0 carry no usable
 * information. Undefined when fewer than 3 samples at 2 distinct x remain.
 */
export function fitSieveExponent(points: readonly (readonly [number, number])[]): ExponentFit | undefined {
  const c = LEGENDRE;
  const use = points.filter(([x, rho]) => x >= SMALLEST_X && rho > 0 && Number.isFinite(rho));
  if (use.length < 3 || new Set(use.map((p) => p[0])).size < 2) return undefined;
  const lx = use.map(([x]) => Math.log(x));
  const lr = use.map(([, rho]) => Math.log(rho));
  const rs = use.map(([x]) => 1 / (Math.log(x) - c));
  const residuals = (e: number): number[] =>
    use.map((_, i) => (lr[i] as number) - ((e - 1) * (lx[i] as number) + Math.log((rs[i] as number) * (e - (rs[i] as number)))));
  const variance = (e: number): number => {
    const v = residuals(e);
    const mean = v.reduce((s, x) => s + x, 0) / v.length;
    return v.reduce((s, x) => s + (x - mean) ** 2, 0) / v.length;
  };
  let lo = 0.6;
  let hi = 3;
  const g = (Math.sqrt(5) - 1) / 2;
  let x1 = hi - g * (hi - lo);
  let x2 = lo + g * (hi - lo);
  let f1 = variance(x1);
  let f2 = variance(x2);
  for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
    if (f1 < f2) {
      hi = x2;
      x2 = x1;
      f2 = f1;
      x1 = hi - g * (hi - lo);
      f1 = variance(x1);
    } else {
      lo = x1;
      x1 = x2;
      f1 = f2;
      x2 = lo + g * (hi - lo);
      f2 = variance(x2);
    }
  }
  const exponent = (lo + hi) / 2;
  if (!Number.isFinite(exponent)) return undefined;
  return { exponent, rmsLog: Math.sqrt(variance(exponent)), used: use.length };
}

/**
 * The fit the `observed` model can use on these part totals at these cuts (numbers [2, N] as
 * indices from offset 2): `sieve` when equation (4) fits them with a positive exponent, else
 * `pwl` (tiny ranges, parts with no trial division at all).
 */
export function observedFit(totals: readonly number[], cuts: readonly number[], offset = 2): 'sieve' | 'pwl' {
  const samples: [number, number][] = [[offset, 0]];
  let acc = 0;
  for (let p = 0; p < totals.length; p++) {
    acc += totals[p] as number;
    samples.push([offset + (cuts[p + 1] as number), acc]);
  }
  try {
    const fit = fitPowerLaw(samples, 'sieve');
    return fit.exponent > 0 && Number.isFinite(fit.exponent) && Number.isFinite(fit.A) ? 'sieve' : 'pwl';
  } catch {
    return 'pwl';
  }
}
