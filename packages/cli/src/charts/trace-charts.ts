/** Every chart of one trace written to a folder: heatmap, U_k per step, totals per rank. */
import { join } from 'node:path';
import type { MetricsTrace } from '@meshwork/runtime';
import { loadHeatmap, rankTotalsChart, utilizationChart } from './load.ts';
import { writeSvg } from './render.ts';

export interface WrittenChart {
  readonly file: string;
  readonly title: string;
}

export async function writeTraceCharts(dir: string, trace: MetricsTrace, title: string, prefix = ''): Promise<WrittenChart[]> {
  const charts: [string, string, Parameters<typeof writeSvg>[1]][] = [
    [`${prefix}load-heatmap.svg`, 'Load per rank over time', loadHeatmap(trace, title)],
    [`${prefix}utilization.svg`, 'U_k per step', utilizationChart(trace, title)],
    [`${prefix}rank-totals.svg`, 'Total load per rank', rankTotalsChart(trace, title)],
  ];
  const out: WrittenChart[] = [];
  for (const [name, what, spec] of charts) out.push({ file: await writeSvg(join(dir, name), spec), title: what });
  return out;
}
