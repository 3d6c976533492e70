/**
 * Charts of a run's trace: load per rank over time (heatmap) and U_k per step (line).
 * Step k gathers the k-th occurrence of every phase (the phases one time step runs), summed.
 */
import { type MetricsTrace, summarize } from '@meshwork/runtime';
import type { ChartSpec } from './render.ts';

export type LoadMetric = 'work' | 'busy';

export interface StepLoads {
  readonly step: number;
  /** Per rank: work units and busy ms of the step. */
  readonly work: number[];
  readonly busyMs: number[];
}

export function stepLoads(trace: MetricsTrace): StepLoads[] {
  const byIndex = new Map<number, StepLoads>();
  for (const p of trace.phases) {
    let s = byIndex.get(p.index);
    if (s === undefined) {
      s = { step: p.index, work: new Array<number>(trace.ranks).fill(0), busyMs: new Array<number>(trace.ranks).fill(0) };
      byIndex.set(p.index, s);
    }
    for (let r = 0; r < trace.ranks; r++) {
      s.work[r] = (s.work[r] as number) + (p.workUnits[r] as number);
      s.busyMs[r] = (s.busyMs[r] as number) + (p.busyNs[r] as number) / 1e6;
    }
  }
  return [...byIndex.values()].sort((a, b) => a.step - b.step);
}

/** Work units when the app reports any, else busy time. */
export function defaultMetric(trace: MetricsTrace): LoadMetric {
  return trace.phases.some((p) => p.workUnits.some((w) => w > 0)) ? 'work' : 'busy';
}

/**
 * One cell per rank and step: its load, and that load over the step's mean over ranks (`rel`: 1 is
 * a fair share). The colour shows `rel`, so the balancing shows whatever the load does over time.
 */
export function heatmapData(steps: readonly StepLoads[], metric: LoadMetric): { step: number; rank: number; load: number; rel: number }[] {
  return steps.flatMap((s) => {
    const loads = metric === 'work' ? s.work : s.busyMs;
    const mean = loads.reduce((a, b) => a + b, 0) / Math.max(loads.length, 1);
    return loads.map((load, rank) => ({ step: s.step, rank, load, rel: mean > 0 ? load / mean : 1 }));
  });
}

/** The values that are multiples of k, k the smallest of 1, 2, 5, 10, 20, 50, ... that leaves at most `fit` of them. */
export function everyKth(values: readonly number[], fit: number): number[] {
  const mantissa = [1, 2, 5];
  let k = 1;
  for (let i = 1; values.length / k > fit; i++) k = (mantissa[i % 3] as number) * 10 ** Math.floor(i / 3);
  return values.filter((v) => v % k === 0);
}

/** Most columns a heatmap draws (it is at most 900 px wide): longer runs are binned. */
export const HEATMAP_MAX_COLUMNS = 300;
/** Most points a U_k line draws: longer runs are binned. */
export const UTILIZATION_MAX_POINTS = 1000;

/**
 * Consecutive steps summed into at most `max` bins of `k` steps each (k = 1: the steps as they
 * are). A bin is named by its first step. Loops only: a trace may hold 100 000 steps and more.
 */
export function binSteps(steps: readonly StepLoads[], max: number): { k: number; bins: StepLoads[] } {
  const k = Math.max(1, Math.ceil(steps.length / max));
  if (k === 1) return { k, bins: [...steps] };
  const bins: StepLoads[] = [];
  for (let i = 0; i < steps.length; i += k) {
    const first = steps[i] as StepLoads;
    const work = [...first.work];
    const busyMs = [...first.busyMs];
    for (let j = i + 1; j < Math.min(i + k, steps.length); j++) {
      const s = steps[j] as StepLoads;
      for (let r = 0; r < work.length; r++) {
        work[r] = (work[r] as number) + (s.work[r] as number);
        busyMs[r] = (busyMs[r] as number) + (s.busyMs[r] as number);
      }
    }
    bins.push({ step: first.step, work, busyMs });
  }
  return { k, bins };
}

/** The largest |rel - 1| of the cells, at least `floor` (a loop: no spread of a huge array). */
export function spreadOf(data: readonly { rel: number }[], floor: number): number {
  let spread = floor;
  for (const d of data) {
    const x = Math.abs(d.rel - 1);
    if (x > spread) spread = x;
  }
  return spread;
}

export function loadHeatmap(trace: MetricsTrace, title: string, metric = defaultMetric(trace)): ChartSpec {
  const { k, bins: steps } = binSteps(stepLoads(trace), HEATMAP_MAX_COLUMNS);
  const width = Math.min(900, Math.max(200, steps.length * 12));
  const unit = metric === 'work' ? 'work units' : 'busy ms';
  const data = heatmapData(steps, metric);
  // Symmetric around a fair share (1): white is balanced, orange above the mean, blue below.
  const spreadOut = spreadOf(data, 0.05);
  const binned = k === 1 ? '' : `, ${k} steps per column`;
  return {
    title: `${title}: load per rank and step, over the step's mean (${unit}${binned})`,
    width,
    height: Math.min(480, Math.max(60, trace.ranks * 22)),
    data: { values: data },
    mark: { type: 'rect' },
    encoding: {
      x: {
        field: 'step',
        type: 'ordinal',
        title: k === 1 ? 'step' : `step (first of ${k})`,
        axis: {
          labelAngle: 0,
          values: everyKth(
            steps.map((s) => s.step),
            Math.floor(width / 28),
          ),
        },
      },
      y: { field: 'rank', type: 'ordinal', title: 'rank' },
      color: {
        field: 'rel',
        type: 'quantitative',
        title: 'load / step mean',
        scale: { scheme: 'blueorange', domain: [1 - spreadOut, 1 + spreadOut], domainMid: 1 },
        legend: { format: '.2f' },
      },
      tooltip: [
        { field: 'step' },
        { field: 'rank' },
        { field: 'load', title: unit },
        { field: 'rel', title: 'load / step mean', format: '.3f' },
      ],
    },
  } as ChartSpec;
}

/**
 * U_k per step for each load measure; with more than `maxPoints` steps, the mean U_k of each run of
 * consecutive steps (named by its first step), so a long trace draws a readable line.
 */
export function utilizationData(
  steps: readonly StepLoads[],
  trace: MetricsTrace,
  maxPoints = Number.POSITIVE_INFINITY,
): { step: number; series: string; u: number }[] {
  const series: [string, (s: StepLoads) => number[]][] = [];
  if (defaultMetric(trace) === 'work') series.push(['work units', (s) => s.work]);
  if (steps.some((s) => s.busyMs.some((x) => x > 0))) series.push(['thread CPU time', (s) => s.busyMs]);
  const k = Math.max(1, Math.ceil(steps.length / maxPoints));
  const out: { step: number; series: string; u: number }[] = [];
  for (const [name, pick] of series) {
    for (let i = 0; i < steps.length; i += k) {
      let sum = 0;
      const end = Math.min(i + k, steps.length);
      for (let j = i; j < end; j++) sum += summarize(pick(steps[j] as StepLoads)).utilization;
      out.push({ step: (steps[i] as StepLoads).step, series: name, u: sum / (end - i) });
    }
  }
  return out;
}

export function utilizationChart(trace: MetricsTrace, title: string): ChartSpec {
  const steps = stepLoads(trace);
  const data = utilizationData(steps, trace, UTILIZATION_MAX_POINTS);
  const points = Math.min(steps.length, UTILIZATION_MAX_POINTS);
  const k = Math.max(1, Math.ceil(steps.length / UTILIZATION_MAX_POINTS));
  return {
    title: `${title}: U_k = sum of loads / (P x max load) per step${k === 1 ? '' : ` (mean of every ${k} steps)`}`,
    width: Math.min(900, Math.max(240, points * 8)),
    height: 200,
    data: { values: data },
    mark: { type: 'line', point: points <= 60 },
    encoding: {
      x: { field: 'step', type: 'quantitative', title: 'step', axis: { tickMinStep: 1, format: 'd' } },
      y: { field: 'u', type: 'quantitative', title: 'U_k', scale: { domain: [0, 1] } },
      color: { field: 'series', type: 'nominal', title: 'load measured as' },
    },
  } as ChartSpec;
}

/** Total load per rank over the run (bars). */
export function rankTotalsChart(trace: MetricsTrace, title: string, metric = defaultMetric(trace)): ChartSpec {
  const steps = stepLoads(trace);
  const totals = new Array<number>(trace.ranks).fill(0);
  for (const s of steps)
    for (let r = 0; r < trace.ranks; r++) totals[r] = (totals[r] as number) + ((metric === 'work' ? s.work : s.busyMs)[r] as number);
  return {
    title: `${title}: total load per rank (LE ${summarize(totals).le.toFixed(1)}%)`,
    width: Math.min(600, Math.max(160, trace.ranks * 28)),
    height: 200,
    data: { values: totals.map((load, rank) => ({ rank, load })) },
    mark: { type: 'bar' },
    encoding: {
      x: { field: 'rank', type: 'ordinal', title: 'rank', axis: { labelAngle: 0 } },
      y: { field: 'load', type: 'quantitative', title: metric === 'work' ? 'work units' : 'busy ms' },
    },
  } as ChartSpec;
}
