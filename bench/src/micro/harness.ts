/**
 * Measurement discipline (../../../../shared/spec/bench.md, mirrored in bench/README.md): every
 * row of a group is measured in the same run, trials interleaved (A B C A B C ...), after warmup
 * trials that also size `n` so one trial takes about `targetMs`. Rows report the median, min and
 * max over the repeats, and a ratio against a reference row of the same run.
 */
import { median } from '@meshwork/harness';

/** One trial: run `n` iterations, return microseconds per iteration. */
export type TrialFn = (n: number) => Promise<number>;

export type Metric =
  /** Lower is better; shown in microseconds. */
  | { readonly kind: 'time' }
  /** Shown as GB/s of `bytes` per iteration; higher is better. */
  | { readonly kind: 'bandwidth'; readonly bytes: number };

export interface Target {
  /** time: subject / reference must stay <= max. bandwidth: subject / reference >= min. */
  readonly max?: number;
  readonly min?: number;
  /** time: the subject's median must stay <= this many microseconds (an absolute goal, shown beside the ratio). */
  readonly maxValue?: number;
}

export interface RowSpec {
  readonly name: string;
  readonly metric: Metric;
  readonly trial: TrialFn;
  /** Name of the reference row (in any group already measured or in the same group). */
  readonly ref?: string;
  /** A second reference, reported as a footnote (e.g. the raw two-thread limit of a bandwidth). */
  readonly alsoRef?: string;
  readonly target?: Target;
  /** Fixed iteration count (skip sizing), e.g. for trials that time themselves (tinybench). */
  readonly fixedN?: number;
  /** Smallest n sizing may choose. */
  readonly minN?: number;
  /**
   * Iterations run before the warm-up trials, untimed: for rows whose code V8 needs thousands of
   * calls to optimise (a whole balance: gather, policy, decision), so the trials time warm code.
   */
  readonly preheatN?: number;
  readonly note?: string;
}

export interface RowResult {
  readonly name: string;
  readonly metric: Metric;
  readonly n: number;
  /** Microseconds per iteration, one per repeat, in trial order. */
  readonly samplesUs: number[];
  readonly ref: string | undefined;
  readonly alsoRef?: string | undefined;
  readonly target: Target | undefined;
  readonly note: string | undefined;
  extra?: Record<string, unknown>;
}

export interface HarnessOptions {
  readonly repeats: number;
  readonly warmups: number;
  readonly targetMs: number;
  /** Stop repeating a group (after at least 3 repeats) once it ran this long. */
  readonly budgetMs?: number;
  readonly log?: (line: string) => void;
}

export function summary(samplesUs: readonly number[]): { median: number; min: number; max: number } {
  return { median: median(samplesUs), min: Math.min(...samplesUs), max: Math.max(...samplesUs) };
}

/** Measure a group of rows side by side: warm up and size each, then interleave the repeats. */
export async function measureGroup(rows: readonly RowSpec[], o: HarnessOptions): Promise<RowResult[]> {
  const started = performance.now();
  const ns = rows.map((r) => r.fixedN ?? r.minN ?? 16);
  const debug = process.env.MESHWORK_BENCH_DEBUG !== undefined;
  // Size n so one trial takes about targetMs; a trial far over it (time slicing on a busy machine)
  // shrinks n for the next ones, so the suite keeps its time budget. Results are per iteration.
  const resize = (i: number, us: number, wallMs: number, grow: boolean) => {
    const r = rows[i] as RowSpec;
    if (r.fixedN !== undefined || !Number.isFinite(us) || us <= 0) return;
    const n = ns[i] as number;
    const floor = Math.min(n, r.minN ?? 4);
    const want = Math.round((o.targetMs * 1000) / us);
    if (grow) ns[i] = Math.max(floor, Math.min(10_000_000, want));
    else if (wallMs > 3 * o.targetMs) ns[i] = Math.max(Math.min(floor, 4), Math.round((n * o.targetMs) / wallMs));
  };
  const timed = async (i: number): Promise<{ us: number; wallMs: number }> => {
    const t0 = performance.now();
    const us = await (rows[i] as RowSpec).trial(ns[i] as number);
    return { us, wallMs: performance.now() - t0 };
  };
  for (const r of rows) if (r.preheatN !== undefined) await r.trial(r.preheatN);
  for (let w = 0; w < o.warmups; w++) {
    for (const [i, r] of rows.entries()) {
      const n = ns[i] as number;
      const { us, wallMs } = await timed(i);
      if (debug) o.log?.(`    warmup ${r.name}: n=${n} ${us.toFixed(3)} µs`);
      resize(i, us, wallMs, true);
    }
  }
  const out: RowResult[] = rows.map((r, i) => ({
    name: r.name,
    metric: r.metric,
    n: ns[i] as number,
    samplesUs: [],
    ref: r.ref,
    alsoRef: r.alsoRef,
    target: r.target,
    note: r.note,
  }));
  for (let k = 0; k < o.repeats; k++) {
    if (k >= 3 && o.budgetMs !== undefined && performance.now() - started > o.budgetMs) {
      o.log?.(`  (time budget: stopped after ${k} repeats)`);
      break;
    }
    for (const [i, r] of rows.entries()) {
      const n = ns[i] as number;
      const { us, wallMs } = await timed(i);
      if (debug) o.log?.(`    trial ${r.name}: n=${n} ${us.toFixed(3)} µs`);
      (out[i] as RowResult).samplesUs.push(us);
      resize(i, us, wallMs, false);
    }
  }
  for (const r of out) o.log?.(`  ${r.name}: median ${fmtValue(r.metric, median(r.samplesUs))} (n=${r.n})`);
  return out;
}

/** Value in display units: µs for time, GB/s for bandwidth. */
export function displayValue(metric: Metric, us: number): number {
  return metric.kind === 'time' ? us : metric.bytes / (us * 1000);
}

export function fmtValue(metric: Metric, us: number): string {
  const v = displayValue(metric, us);
  if (metric.kind === 'bandwidth') return `${v.toFixed(2)} GB/s`;
  if (v >= 1000) return `${(v / 1000).toFixed(2)} ms`;
  if (v >= 10) return `${v.toFixed(1)} µs`;
  return `${v.toFixed(3)} µs`;
}

export interface ReportRow {
  readonly name: string;
  readonly unit: 'us' | 'GB/s';
  readonly median: number;
  readonly min: number;
  readonly max: number;
  readonly n: number;
  readonly repeats: number;
  /** time: subject median / reference median (x slower); bandwidth: subject / reference (fraction). */
  readonly ratio: number | undefined;
  /** Ratio of each repeat against the reference's repeat of the same index (paired). */
  readonly ratioMin: number | undefined;
  readonly ratioMax: number | undefined;
  readonly ref: string | undefined;
  /** Ratio against `alsoRef` (same convention as `ratio`). */
  readonly alsoRef: string | undefined;
  readonly alsoRatio: number | undefined;
  readonly target: string | undefined;
  readonly met: boolean | undefined;
  readonly note: string | undefined;
  readonly extra?: Record<string, unknown>;
}

function ratioOf(metric: Metric, subjectUs: number, refUs: number): number {
  // Both rows of a ratio share a metric kind: time ratio = subject / ref; bandwidth = ref / subject (times).
  return metric.kind === 'time' ? subjectUs / refUs : refUs / subjectUs;
}

export function report(results: readonly RowResult[]): ReportRow[] {
  const byName = new Map(results.map((r) => [r.name, r]));
  return results.map((r) => {
    const values = r.samplesUs.map((us) => displayValue(r.metric, us));
    const ref = r.ref === undefined ? undefined : byName.get(r.ref);
    let ratio: number | undefined;
    let ratioMin: number | undefined;
    let ratioMax: number | undefined;
    if (ref !== undefined) {
      ratio = ratioOf(r.metric, median(r.samplesUs), median(ref.samplesUs));
      const paired = r.samplesUs.map((us, i) => ratioOf(r.metric, us, ref.samplesUs[i] ?? median(ref.samplesUs)));
      ratioMin = Math.min(...paired);
      ratioMax = Math.max(...paired);
    }
    const also = r.alsoRef === undefined ? undefined : byName.get(r.alsoRef);
    const alsoRatio = also === undefined ? undefined : ratioOf(r.metric, median(r.samplesUs), median(also.samplesUs));
    let target: string | undefined;
    let met: boolean | undefined;
    if (r.target?.maxValue !== undefined) {
      target = `<= ${r.target.maxValue} us`;
      met = median(values) <= r.target.maxValue;
    } else if (r.target !== undefined && ratio !== undefined) {
      if (r.target.max !== undefined) {
        target = `<= ${r.target.max}x`;
        met = ratio <= r.target.max;
      } else if (r.target.min !== undefined) {
        target = `>= ${Math.round(r.target.min * 100)}%`;
        met = ratio >= r.target.min;
      }
    }
    return {
      name: r.name,
      unit: r.metric.kind === 'time' ? 'us' : 'GB/s',
      median: median(values),
      min: Math.min(...values),
      max: Math.max(...values),
      n: r.n,
      repeats: r.samplesUs.length,
      ratio,
      ratioMin,
      ratioMax,
      ref: r.ref,
      alsoRef: r.alsoRef,
      alsoRatio,
      target,
      met,
      note: r.note,
      ...(r.extra === undefined ? {} : { extra: r.extra }),
    };
  });
}

function num(unit: 'us' | 'GB/s', v: number): string {
  if (unit === 'GB/s') return v.toFixed(2);
  if (v >= 100) return v.toFixed(1);
  if (v >= 1) return v.toFixed(2);
  return v.toFixed(3);
}

function fmtRatio(r: ReportRow): string {
  if (r.ratio === undefined) return '';
  if (r.unit === 'GB/s') return `${(r.ratio * 100).toFixed(0)}%`;
  return `${r.ratio.toFixed(2)}x`;
}

/** The human table: name, median, min, max, unit, ratio vs reference, target. */
export function formatTable(rows: readonly ReportRow[], sections: ReadonlyMap<string, string> = new Map()): string {
  const header = ['name', 'median', 'min', 'max', 'unit', 'ratio', 'reference', 'target'];
  const body = rows.map((r) => [
    r.name,
    num(r.unit, r.median),
    num(r.unit, r.min),
    num(r.unit, r.max),
    r.unit === 'us' ? 'µs' : 'GB/s',
    fmtRatio(r),
    r.ref ?? '',
    r.target === undefined ? '' : `${r.target} ${r.met === true ? 'ok' : 'MISSED'}`,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] as string).length)));
  const right = new Set([1, 2, 3, 5]);
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (right.has(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number)))
      .join('  ')
      .trimEnd();
  const out = [line(header), line(widths.map((w) => '-'.repeat(w)))];
  for (const [i, b] of body.entries()) {
    const title = sections.get((rows[i] as ReportRow).name);
    if (title !== undefined) out.push(`# ${title}`);
    out.push(line(b));
  }
  const notes = rows.filter((r) => r.alsoRatio !== undefined);
  if (notes.length > 0) out.push('');
  for (const r of notes) {
    const v = r.alsoRatio as number;
    out.push(`${r.name}: ${r.unit === 'GB/s' ? `${(v * 100).toFixed(0)}%` : `${v.toFixed(2)}x`} of ${r.alsoRef}`);
  }
  return out.join('\n');
}
