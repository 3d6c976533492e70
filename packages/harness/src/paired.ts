/**
 * A vs B from interleaved rounds: round i timed a_i and b_i back to back, so a slow spell of the
 * host falls on both. d_i = ln(a_i / b_i); the ratio is exp(mean d) (the geometric mean of the
 * per-round ratios) with the 95% interval exp(mean d +- t(0.975, n-1) s_d / sqrt(n)), cross-checked
 * by a seeded bootstrap of the median of d. The verdict reads the t interval: `faster` when it lies
 * wholly below 1, `slower` wholly above, else `no significant difference`.
 * References: Kalibera & Jones (rigorous benchmarking), criterion.rs, pyperf.
 */
import { mulberry32 } from '@meshwork/runtime';
import { invalidArgument } from '@meshwork/runtime/plugin';
import type { RoundsRule } from './measure.ts';
import { median } from './stats.ts';
import { studentT } from './student-t.ts';

export type Verdict = 'faster' | 'slower' | 'no significant difference';

/** A percentile bootstrap of the median of d, as ratios. */
export interface BootstrapInterval {
  /** exp(median d). */
  readonly median: number;
  readonly lo: number;
  readonly hi: number;
  readonly resamples: number;
  readonly seed: number;
}

export interface PairedComparison {
  /** Paired rounds. */
  readonly n: number;
  /** exp(mean d): a's time over b's (below 1: a is faster). */
  readonly ratio: number;
  /** The 95% t interval of the ratio. */
  readonly lo: number;
  readonly hi: number;
  readonly meanLog: number;
  /** Sample standard deviation of d. */
  readonly sdLog: number;
  readonly bootstrap: BootstrapInterval;
  readonly verdict: Verdict;
}

export interface PairedOptions {
  /** Bootstrap resamples (default 2000). */
  readonly resamples?: number;
  /** Bootstrap seed (default 1). */
  readonly seed?: number;
}

/** The two-sided level of every interval. */
export const CONFIDENCE = 0.95;

function checkSeries(a: readonly number[], b: readonly number[]): void {
  for (const [name, s] of [
    ['a', a],
    ['b', b],
  ] as const) {
    if (!Array.isArray(s)) throw invalidArgument(`paired series ${name}`, 'an array of times', s);
    const bad = s.findIndex((v) => typeof v !== 'number' || !Number.isFinite(v) || v <= 0);
    if (bad >= 0) throw invalidArgument(`paired series ${name}[${bad}]`, 'a finite time > 0', s[bad]);
  }
  if (a.length !== b.length) throw invalidArgument('paired series b length', `${a.length}, as long as a`, b.length);
  if (a.length < 2) throw invalidArgument('paired series length', 'at least 2 rounds', a.length);
}

/** `faster` if [lo, hi] lies below 1, `slower` if above 1, else `no significant difference`. */
export function verdictOf(lo: number, hi: number): Verdict {
  if (hi < 1) return 'faster';
  if (lo > 1) return 'slower';
  return 'no significant difference';
}

/**
 * Percentile bootstrap of the median of `d`: `resamples` resamples with replacement drawn by
 * mulberry32(seed); the interval is the 2.5% and 97.5% order statistics of their medians.
 */
export function bootstrapMedian(d: readonly number[], resamples = 2000, seed = 1): BootstrapInterval {
  if (!Number.isInteger(resamples) || resamples < 1) throw invalidArgument('bootstrap resamples', 'an integer >= 1', resamples);
  if (d.length === 0) throw invalidArgument('bootstrap sample length', 'at least 1', d.length);
  const rand = mulberry32(seed);
  const medians = new Float64Array(resamples);
  const pick = new Array<number>(d.length);
  for (let r = 0; r < resamples; r++) {
    for (let i = 0; i < d.length; i++) pick[i] = d[Math.floor(rand() * d.length)] as number;
    medians[r] = median(pick);
  }
  medians.sort();
  const tail = (1 - CONFIDENCE) / 2;
  const lo = medians[Math.floor(tail * resamples)] as number;
  const hi = medians[Math.max(0, Math.ceil((1 - tail) * resamples) - 1)] as number;
  return { median: Math.exp(median(d)), lo: Math.exp(lo), hi: Math.exp(hi), resamples, seed };
}

/** Compare a with b over paired rounds (a_i and b_i timed in the same round), ms or any time unit. */
export function comparePaired(a: readonly number[], b: readonly number[], o: PairedOptions = {}): PairedComparison {
  checkSeries(a, b);
  const n = a.length;
  const d = a.map((v, i) => Math.log(v / (b[i] as number)));
  const mean = d.reduce((s, x) => s + x, 0) / n;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - mean) ** 2, 0) / (n - 1));
  const half = (studentT(1 - (1 - CONFIDENCE) / 2, n - 1) * sd) / Math.sqrt(n);
  const lo = Math.exp(mean - half);
  const hi = Math.exp(mean + half);
  return {
    n,
    ratio: Math.exp(mean),
    lo,
    hi,
    meanLog: mean,
    sdLog: sd,
    bootstrap: bootstrapMedian(d, o.resamples ?? 2000, o.seed ?? 1),
    verdict: verdictOf(lo, hi),
  };
}

const x2 = (v: number) => v.toFixed(2);

/** `[0.77, 0.90]`. */
export function formatInterval(c: { readonly lo: number; readonly hi: number }): string {
  return `[${x2(c.lo)}, ${x2(c.hi)}]`;
}

/** `0.83x [0.77, 0.90] faster`: a table cell. */
export function formatPairedCell(c: PairedComparison): string {
  return `${x2(c.ratio)}x ${formatInterval(c)} ${c.verdict === 'no significant difference' ? 'no sig. diff.' : c.verdict}`;
}

/** `gde vs static: 0.83x [0.77, 0.90] 95% CI, faster (30 paired rounds)`. */
export function formatPaired(a: string, b: string, c: PairedComparison): string {
  return `${a} vs ${b}: ${x2(c.ratio)}x ${formatInterval(c)} ${CONFIDENCE * 100}% CI, ${c.verdict} (${c.n} paired rounds)`;
}

/** How `--rounds auto` stops: pilot rounds, then more until the interval is within +-`within`, at most `cap` rounds. */
export interface AutoRounds {
  readonly pilot: number;
  readonly cap: number;
  /** Half-width as a fraction: hi / ratio <= 1 + within and ratio / lo <= 1 + within. */
  readonly within: number;
}

export const AUTO_ROUNDS: AutoRounds = { pilot: 10, cap: 60, within: 0.05 };

function checkAuto(o: AutoRounds): void {
  if (!Number.isInteger(o.pilot) || o.pilot < 2) throw invalidArgument('auto rounds pilot', 'an integer >= 2', o.pilot);
  if (!Number.isInteger(o.cap) || o.cap < o.pilot) throw invalidArgument('auto rounds cap', `an integer >= pilot (${o.pilot})`, o.cap);
  if (!(o.within > 0) || !Number.isFinite(o.within)) throw invalidArgument('auto rounds within', 'a finite number > 0', o.within);
}

/** The interval of `c` is within +-`within` of its ratio. */
export function isPrecise(c: PairedComparison, within = AUTO_ROUNDS.within): boolean {
  return c.hi / c.ratio <= 1 + within && c.ratio / c.lo <= 1 + within;
}

/** After `a.length` paired rounds: run another? (fewer than the pilot, or imprecise and under the cap). */
export function needsMoreRounds(a: readonly number[], b: readonly number[], o: AutoRounds = AUTO_ROUNDS): boolean {
  checkAuto(o);
  const n = Math.min(a.length, b.length);
  if (n < o.pilot) return true;
  if (n >= o.cap) return false;
  return !isPrecise(comparePaired(a.slice(0, n), b.slice(0, n)), o.within);
}

export interface AutoRoundsResult {
  readonly a: number[];
  readonly b: number[];
  readonly comparison: PairedComparison;
  /** The interval reached +-within (false: the cap stopped the rounds). */
  readonly precise: boolean;
}

/** Run `round()` (one more paired round: a's and b's times) until {@link needsMoreRounds} says enough. */
export async function autoRounds(
  round: (index: number) => Promise<readonly [number, number]>,
  o: Partial<AutoRounds> = {},
): Promise<AutoRoundsResult> {
  const rule = { ...AUTO_ROUNDS, ...o };
  checkAuto(rule);
  const a: number[] = [];
  const b: number[] = [];
  while (needsMoreRounds(a, b, rule)) {
    const [ta, tb] = await round(a.length);
    a.push(ta);
    b.push(tb);
  }
  const comparison = comparePaired(a, b);
  return { a, b, comparison, precise: isPrecise(comparison, rule.within) };
}

/** The {@link RoundsRule} of `--rounds auto` for sides `a` and `b` of a measurement (indices into its sides). */
export function autoRoundsRule(a: number, b: number, o: AutoRounds = AUTO_ROUNDS): RoundsRule {
  checkAuto(o);
  return { cap: o.cap, more: (ms) => needsMoreRounds(ms[a] ?? [], ms[b] ?? [], o) };
}
