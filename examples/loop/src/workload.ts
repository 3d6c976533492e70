/**
 * The synthetic non-uniform loop of partial-replication-loop-scheduling.txt, section 3 and 5: a
 * loop over a rows x cols array whose iteration i costs value[i] work units (rounds of a hash
 * mix). A fraction d of the D iterations, in one region, carries a fraction t = F * d of the
 * total work T = mu * D; F = t / d is the factor of imbalance.
 *
 * The region is a band of the array in row-major order: iterations [a, a + k), k =
 * max(1, round(d * D)), centred at `at * D` (default the middle, a = round((D - k) / 2)), clipped
 * to the array (whole rows apart from the first and last). With a
 * block split into row strips a strip lies inside it whenever d >= 1/P, so a static split takes
 * F * mu * D / P (eq. 3): the 1-D analogue of the paper's centred square over 100 x 100 tiles.
 *
 * Values are seeded and counter-based (a pure function of seed and index, so any rank can make
 * any block): heavy iterations average H / k, light ones (T - H) / (D - k), each jittered
 * uniformly by +-50%. The realised t, d and F are reported (`describeWorkload`).
 */
import { hash32 } from '@meshwork/runtime';
import { errors } from './errors.ts';

export type { RangeResult } from './kernel.ts';
export { iterate, runRange } from './kernel.ts';

export interface LoopWorkload {
  readonly rows: number;
  readonly cols: number;
  /** Factor of imbalance F = t / d (>= 1). */
  readonly F: number;
  /** Fraction of the iterations in the loaded region, in (0, 1]. */
  readonly d: number;
  /** Average work units (hash rounds) per iteration. */
  readonly mu: number;
  readonly seed: number;
  /** Centre of the loaded region as a fraction of the array (default 0.5: the middle, as in the paper). */
  readonly at?: number;
}

export const WORKLOAD_DEFAULTS = { rows: 1024, cols: 1024, F: 5, d: 0.1, mu: 100, seed: 1, at: 0.5 } as const;

const invalid = errors.invalidWorkload;

const isInt = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** Validate a workload; MW_INVALID_ARGUMENT naming the field, what was expected and what came. */
export function checkWorkload(w: unknown): LoopWorkload {
  if (typeof w !== 'object' || w === null) throw invalid('loop workload', 'an object { rows, cols, F, d, mu, seed }', w);
  const o = w as LoopWorkload;
  if (!isInt(o.rows, 1, 1 << 15)) throw invalid('rows', 'an integer in [1, 32768]', o.rows);
  if (!isInt(o.cols, 1, 1 << 15)) throw invalid('cols', 'an integer in [1, 32768]', o.cols);
  if (o.rows * o.cols > 0x7fffffff) throw invalid('rows * cols', 'at most 2^31 - 1 iterations', o.rows * o.cols);
  if (!(typeof o.d === 'number' && o.d > 0 && o.d <= 1)) throw invalid('d (fraction of loaded iterations)', 'a number in (0, 1]', o.d);
  if (!(typeof o.F === 'number' && Number.isFinite(o.F) && o.F >= 1)) throw invalid('F (factor of imbalance t/d)', 'a number >= 1', o.F);
  if (o.F * o.d > 1 + 1e-12) throw invalid('F * d (the loaded fraction t of the work)', `at most 1, i.e. F <= 1/d = ${1 / o.d}`, o.F * o.d);
  if (!(typeof o.mu === 'number' && Number.isFinite(o.mu) && o.mu > 0 && o.mu <= 1e6))
    throw invalid('mu (work units per iteration)', 'a number in (0, 1e6]', o.mu);
  if (!isInt(o.seed, 0, 0xffffffff)) throw invalid('seed', 'an integer in [0, 2^32 - 1]', o.seed);
  if (o.at !== undefined && !(typeof o.at === 'number' && o.at >= 0 && o.at <= 1))
    throw invalid('at (centre of the loaded region)', 'a number in [0, 1]', o.at);
  return o;
}

/** The loaded region [a, a + k) and the mean cost inside and outside it. */
export function region(w: LoopWorkload): { start: number; length: number; heavyMean: number; lightMean: number } {
  const D = w.rows * w.cols;
  const k = Math.min(D, Math.max(1, Math.round(w.d * D)));
  const T = w.mu * D;
  const H = w.F * w.d * T;
  const heavyMean = H / k;
  const lightMean = k < D ? Math.max(0, (T - H) / (D - k)) : 0;
  const at = w.at ?? WORKLOAD_DEFAULTS.at;
  const start = Math.min(D - k, Math.max(0, Math.round(at * D - k / 2)));
  return { start, length: k, heavyMean, lightMean };
}

/** Fill `out[j]` with the value (cost) of iteration lo + j, for j < hi - lo. */
export function fillValues(w: LoopWorkload, lo: number, hi: number, out: Int32Array): Int32Array {
  const r = region(w);
  const end = r.start + r.length;
  for (let i = lo; i < hi; i++) {
    const mean = i >= r.start && i < end ? r.heavyMean : r.lightMean;
    out[i - lo] = Math.round(mean * (0.5 + hash32(w.seed, i, 0x100b) / 2 ** 32));
  }
  return out;
}

/** Add checksums mod 2^32. */
export function addChecksums(a: number, b: number): number {
  return (a + b) % 2 ** 32;
}
