/**
 * What a report page embeds: every figure its charts draw, computed here from a trace (pure and
 * deterministic), so the page's script only lays them out. Long runs are binned or sampled to the
 * caps below, so a page stays small whatever the run's length.
 */
import { type MetricsTrace, summarize, type TraceLoads } from '@meshwork/runtime';
import { binSteps, defaultMetric, type LoadMetric, type StepLoads, stepLoads, WALL_BUSY } from '../charts/steps.ts';

/** Most heatmap columns (consecutive steps are summed into a column beyond). */
export const PAGE_MAX_COLUMNS = 300;
/** Most heatmap cells (columns x ranks): with many ranks, fewer columns. */
export const PAGE_MAX_CELLS = 60_000;
/** Most points of a U_k line (each a mean over consecutive steps beyond). */
export const PAGE_MAX_POINTS = 1000;
/** Most balances marked, and most cut changes drawn per axis (sampled evenly beyond). */
export const PAGE_MAX_MARKS = 1000;
/** The heatmap's fixed diverging scale: load over the step's mean, white at 1, full colour at the ends. */
export const REL_SCALE: readonly [number, number] = [0.5, 1.5];

export interface PageSeries {
  readonly name: string;
  /** [step, U_k]; with more steps than PAGE_MAX_POINTS, the mean U_k of a run of steps named by its first. */
  readonly points: [number, number][];
}

export interface PageBalance {
  /** The balance ran after this step (the index of the balancing driver's step). */
  readonly step: number;
  readonly unitsMoved: number;
  readonly bytesMoved: number;
  /** Wall ms of the balance on its slowest rank. */
  readonly costMs: number;
}

export interface PageCuts {
  readonly axis: number;
  /** Planes along the axis (the cuts run from 0 to it). */
  readonly extent: number;
  /** From each step on where they changed (and step 0): the interior cuts, one per boundary between parts. */
  readonly changes: { step: number; cuts: number[] }[];
}

export interface ReportPageData {
  readonly title: string;
  /** Rows of the summary table: figure, value. */
  readonly summary: [string, string][];
  readonly ranks: number;
  readonly metric: LoadMetric;
  /** What a load is measured in: "work units" or "busy ms". */
  readonly unit: string;
  readonly heatmap: {
    /** Steps summed per column (1: a column per step). */
    readonly binSize: number;
    /** First step of each column. */
    readonly steps: number[];
    /** loads[column][rank], and rel[column][rank] = that load over the column's mean over ranks (1 when all are 0). */
    readonly loads: number[][];
    readonly rel: number[][];
    readonly scale: readonly [number, number];
  };
  readonly utilization: PageSeries[];
  readonly rankTotals: number[];
  /** Balances that ran (skipped ones not), at most PAGE_MAX_MARKS; `balanceCount` counts all. */
  readonly balances: PageBalance[];
  readonly balanceCount: number;
  /** The steps of the load record (0 without one), and the cuts along each decomposed axis. */
  readonly recordSteps: number;
  readonly cuts: PageCuts[];
  /** The timeline file, as a link relative to the page. */
  readonly timeline: { readonly href: string; readonly name: string } | null;
}

export interface PageInput {
  readonly trace: MetricsTrace;
  readonly title: string;
  readonly summary: [string, string][];
  readonly timeline?: { readonly href: string; readonly name: string } | undefined;
}

/** Six significant digits: the page shows four, and its size stays proportional to its cells. */
function round(x: number): number {
  return Number.isFinite(x) ? Number(x.toPrecision(6)) : 0;
}

function relOf(loads: readonly number[]): number[] {
  const mean = loads.reduce((a, b) => a + b, 0) / Math.max(loads.length, 1);
  return loads.map((x) => (mean > 0 ? Math.round((x / mean) * 1e4) / 1e4 : 1));
}

/** U_k of each step, as [step, U_k], binned to at most `max` points (mean over each bin). */
export function binnedUtilization(
  steps: readonly number[],
  loads: readonly (readonly number[])[],
  max = PAGE_MAX_POINTS,
): [number, number][] {
  const k = Math.max(1, Math.ceil(steps.length / max));
  const out: [number, number][] = [];
  for (let i = 0; i < steps.length; i += k) {
    const end = Math.min(i + k, steps.length);
    let sum = 0;
    for (let j = i; j < end; j++) sum += summarize(loads[j] as number[]).utilization;
    out.push([steps[i] as number, Math.round((sum / (end - i)) * 1e4) / 1e4]);
  }
  return out;
}

const CLOCK_WORDS: Record<string, string> = {
  schedstat: 'thread CPU time',
  active: 'busy wall time',
  wall: 'wall time',
};

function utilizationSeries(trace: MetricsTrace, steps: readonly StepLoads[]): PageSeries[] {
  const ids = steps.map((s) => s.step);
  const out: PageSeries[] = [];
  if (defaultMetric(trace) === 'work')
    out.push({
      name: 'work units',
      points: binnedUtilization(
        ids,
        steps.map((s) => s.work),
      ),
    });
  // the busy wall time beside a thread CPU clock (more ranks than cores) replaces that clock's
  // line, whose 4 ms ticks draw a square wave
  const wall = steps.length > 0 && steps.every((s) => s.wallBusyMs !== undefined) && steps.some((s) => s.wallBusyMs?.some((x) => x > 0));
  if (!wall && steps.some((s) => s.busyMs.some((x) => x > 0)))
    out.push({
      name: CLOCK_WORDS[trace.clock ?? ''] ?? 'busy time',
      points: binnedUtilization(
        ids,
        steps.map((s) => s.busyMs),
      ),
    });
  if (wall)
    out.push({
      name: WALL_BUSY,
      points: binnedUtilization(
        ids,
        steps.map((s) => s.wallBusyMs as number[]),
      ),
    });
  const record = trace.loads?.steps ?? [];
  if (record.some((s) => s.computeMs.some((x) => x > 0)))
    out.push({
      name: 'compute wall time (load record)',
      points: binnedUtilization(
        record.map((_, i) => i),
        record.map((s) => s.computeMs),
      ),
    });
  return out;
}

/** `n` items picked evenly from `items` (all when there are at most `n`), the first and the last kept. */
export function sampleEvenly<T>(items: readonly T[], n: number): T[] {
  if (items.length <= n) return [...items];
  if (n <= 1) return items.slice(0, Math.max(0, n));
  return Array.from({ length: n }, (_, i) => items[Math.round((i * (items.length - 1)) / (n - 1))] as T);
}

function balancesOf(loads: TraceLoads | undefined): PageBalance[] {
  const out: PageBalance[] = [];
  (loads?.steps ?? []).forEach((s, step) => {
    const b = s.balance;
    if (b === undefined || b.skipped !== undefined) return;
    out.push({ step, unitsMoved: b.unitsMoved, bytesMoved: b.bytesMoved, costMs: round(Math.max(0, ...b.costMs)) });
  });
  return out;
}

/** The interior cuts along every decomposed axis, at step 0 and wherever they changed. */
export function cutsOf(loads: TraceLoads | undefined): PageCuts[] {
  if (loads === undefined || loads.steps.length === 0) return [];
  const { shape, procDims } = loads.decomposition;
  const out: PageCuts[] = [];
  for (let axis = 0; axis < procDims.length; axis++) {
    if ((procDims[axis] as number) < 2) continue;
    const changes: { step: number; cuts: number[] }[] = [];
    let last = '';
    loads.steps.forEach((s, step) => {
      const cuts = (s.cuts[axis] ?? []).slice(1, -1);
      const key = cuts.join(',');
      if (key !== last) changes.push({ step, cuts });
      last = key;
    });
    out.push({ axis, extent: shape[axis] as number, changes: sampleEvenly(changes, PAGE_MAX_MARKS) });
  }
  return out;
}

export function reportPageData(input: PageInput): ReportPageData {
  const { trace } = input;
  const metric = defaultMetric(trace);
  const steps = stepLoads(trace);
  const columns = Math.max(1, Math.min(PAGE_MAX_COLUMNS, Math.floor(PAGE_MAX_CELLS / trace.ranks)));
  const { k, bins } = binSteps(steps, columns);
  const pick = (s: StepLoads) => (metric === 'work' ? s.work : s.busyMs);
  const totals = new Array<number>(trace.ranks).fill(0);
  for (const s of steps) for (let r = 0; r < trace.ranks; r++) totals[r] = (totals[r] as number) + (pick(s)[r] as number);
  const balances = balancesOf(trace.loads);
  return {
    title: input.title,
    summary: input.summary,
    ranks: trace.ranks,
    metric,
    unit: metric === 'work' ? 'work units' : 'busy ms',
    heatmap: {
      binSize: k,
      steps: bins.map((b) => b.step),
      loads: bins.map((b) => pick(b).map(round)),
      rel: bins.map((b) => relOf(pick(b))),
      scale: REL_SCALE,
    },
    utilization: utilizationSeries(trace, steps),
    rankTotals: totals.map(round),
    balances: sampleEvenly(balances, PAGE_MAX_MARKS),
    balanceCount: balances.length,
    recordSteps: trace.loads?.steps.length ?? 0,
    cuts: cutsOf(trace.loads),
    timeline: input.timeline ?? null,
  };
}
