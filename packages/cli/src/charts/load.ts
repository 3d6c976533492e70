/**
 * Charts of a run's trace: load per rank over time (heatmap) and U_k per step (line).
 * Step k gathers the k-th occurrence of every phase (the phases one time step runs), summed.
 */
import { type MetricsTrace, summarize } from '@meshwork/runtime';
import type { ChartSpec } from './render.js';

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

export function loadHeatmap(trace: MetricsTrace, title: string, metric = defaultMetric(trace)): ChartSpec {
  const steps = stepLoads(trace);
  const width = Math.min(900, Math.max(200, steps.length * 12));
  const unit = metric === 'work' ? 'work units' : 'busy ms';
  const data = heatmapData(steps, metric);
  // Symmetric around a fair share (1): white is balanced, orange above the mean, blue below.
  const spreadOut = Math.max(0.05, ...data.map((d) => Math.abs(d.rel - 1)));
  return {
    title: `${title}: load per rank and step, over the step's mean (${unit})`,
    width,
    height: Math.min(480, Math.max(60, trace.ranks * 22)),
    data: { values: data },
    mark: { type: 'rect' },
    encoding: {
      x: {
        field: 'step',
        type: 'ordinal',
        title: 'step',
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

export function utilizationData(steps: readonly StepLoads[], trace: MetricsTrace): { step: number; series: string; u: number }[] {
  const series: [string, (s: StepLoads) => number[]][] = [];
  if (defaultMetric(trace) === 'work') series.push(['work units', (s) => s.work]);
  if (steps.some((s) => s.busyMs.some((x) => x > 0))) series.push(['thread CPU time', (s) => s.busyMs]);
  return series.flatMap(([name, pick]) => steps.map((s) => ({ step: s.step, series: name, u: summarize(pick(s)).utilization })));
}

export function utilizationChart(trace: MetricsTrace, title: string): ChartSpec {
  const steps = stepLoads(trace);
  return {
    title: `${title}: U_k = sum of loads / (P x max load) per step`,
    width: Math.min(900, Math.max(240, steps.length * 8)),
    height: 200,
    data: { values: utilizationData(steps, trace) },
    mark: { type: 'line', point: steps.length <= 60 },
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
