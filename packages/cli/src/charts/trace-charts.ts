/**
 * Every chart of a run written to a folder. A run of many steps: the load heatmap, U_k per step
 * (both with the balances marked) and the total load per rank. A run of one step (range and task
 * apps): the load per rank and, when busy times were measured, the time profile. Two sides (`--compare`): each chart holds both,
 * on shared axes.
 */
import { join } from 'node:path';
import type { MetricsTrace } from '@meshwork/runtime';
import { loadHeatmap, rankTotalsChart, utilizationChart } from './load.ts';
import { isOneStep, timeProfileChart } from './profile.ts';
import { type ChartSpec, writeSvg } from './render.ts';
import { type ChartSide, sidesOf } from './steps.ts';

export interface WrittenChart {
  readonly file: string;
  readonly title: string;
}

/** The charts of a run (or of both sides of a comparison): file name, caption, spec. */
export function traceCharts(runs: MetricsTrace | readonly ChartSide[], title: string, prefix = ''): [string, string, ChartSpec][] {
  const sides = sidesOf(runs);
  if (sides.every(isOneStep)) {
    const totals: [string, string, ChartSpec] = [`${prefix}rank-totals.svg`, 'Total load per rank', rankTotalsChart(sides, title)];
    // a profile needs busy times: without any (a task pool that measures none) it would be empty
    const measured = sides.some((s) => s.trace.phases.some((p) => p.busyNs.some((b) => b > 0) || p.wallBusyNs?.some((b) => b > 0)));
    return measured ? [totals, [`${prefix}time-profile.svg`, 'Time profile per rank', timeProfileChart(sides, title)]] : [totals];
  }
  return [
    [`${prefix}load-heatmap.svg`, 'Load per rank over time', loadHeatmap(sides, title)],
    [`${prefix}utilization.svg`, 'U_k per step', utilizationChart(sides, title)],
    [`${prefix}rank-totals.svg`, 'Total load per rank', rankTotalsChart(sides, title)],
  ];
}

export async function writeTraceCharts(
  dir: string,
  runs: MetricsTrace | readonly ChartSide[],
  title: string,
  prefix = '',
): Promise<WrittenChart[]> {
  const out: WrittenChart[] = [];
  for (const [name, what, spec] of traceCharts(runs, title, prefix)) out.push({ file: await writeSvg(join(dir, name), spec), title: what });
  return out;
}
