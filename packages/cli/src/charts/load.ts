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

export function heatmapData(steps: readonly StepLoads[], metric: LoadMetric): { step: number; rank: number; load: number }[] {
  return steps.flatMap((s) => (metric === 'work' ? s.work : s.busyMs).map((load, rank) => ({ step: s.step, rank, load })));
}

export function loadHeatmap(trace: MetricsTrace, title: string, metric = defaultMetric(trace)): ChartSpec {
  const steps = stepLoads(trace);
  return {
    title: `${title}: load per rank and step (${metric === 'work' ? 'work units' : 'busy ms'})`,
    width: Math.min(900, Math.max(200, steps.length * 12)),
    height: Math.min(480, Math.max(60, trace.ranks * 22)),
    data: { values: heatmapData(steps, metric) },
    mark: { type: 'rect' },
    encoding: {
      x: { field: 'step', type: 'ordinal', title: 'step', axis: { labelOverlap: 'greedy', labelAngle: 0 } },
      y: { field: 'rank', type: 'ordinal', title: 'rank' },
      color: { field: 'load', type: 'quantitative', title: metric === 'work' ? 'work units' : 'busy ms', scale: { scheme: 'viridis' } },
      tooltip: [{ field: 'step' }, { field: 'rank' }, { field: 'load' }],
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
      x: { field: 'step', type: 'quantitative', title: 'step' },
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
