/**
 * Charts of a run's steps: load per rank over time (heatmap) and U_k per step (line), with the
 * balances marked; given two sides (`--compare`), both on shared axes.
 */
import { type MetricsTrace, summarize } from '@meshwork/runtime';
import { HEAT_DOMAIN, HEAT_HIGH, HEAT_LOW, HEAT_NEUTRAL, MARKER, OKABE_ITO } from './palette.ts';
import type { ChartSpec } from './render.ts';
import {
  balanceSteps,
  binSteps,
  busyWall,
  type ChartSide,
  defaultMetric,
  everyKth,
  type LoadMetric,
  type StepLoads,
  sidesOf,
  stepLoads,
} from './steps.ts';

/** Most columns a heatmap draws (it is at most 900 px wide): longer runs are binned. */
export const HEATMAP_MAX_COLUMNS = 300;
/** Most points a U_k line draws: longer runs are binned. */
export const UTILIZATION_MAX_POINTS = 1000;

/** The heatmap's legend title: what the colour is, on which fixed scale. */
export const HEAT_LEGEND = `load / step mean (fixed ${HEAT_DOMAIN[0]}-${HEAT_DOMAIN[2]}, clamped)`;

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

/** A marker layer: a vertical dashed rule at each `at`, named in the legend (`strokeDash`). */
function markerLayer(values: readonly { at: number; marker: string }[]): object {
  const names = [...new Set(values.map((v) => v.marker))];
  return {
    data: { values: [...values] },
    mark: { type: 'rule', color: MARKER, strokeWidth: 1.5 },
    encoding: {
      x: { field: 'at', type: 'quantitative' },
      strokeDash: {
        field: 'marker',
        type: 'nominal',
        title: 'marker',
        scale: {
          domain: names.length === 0 ? ['balance'] : names,
          range: [
            [5, 3],
            [2, 2],
            [8, 2, 2, 2],
          ],
        },
        // no balance, no legend entry for one
        ...(names.length === 0 ? { legend: null } : {}),
      },
    },
  };
}

/** The heatmap of one side: cells on the fixed diverging scale, balances as dashed rules between columns. */
function heatmapPanel(side: ChartSide, metric: LoadMetric, title: string, domain?: readonly [number, number]): object {
  const { k, bins } = binSteps(stepLoads(side.trace), HEATMAP_MAX_COLUMNS);
  const width = Math.min(900, Math.max(360, bins.length * 12));
  // a column spans [step - 0.5, step + k - 0.5): the tick of step s is in the middle of its column
  const first = (bins[0]?.step ?? 0) - 0.5;
  const last = (bins[bins.length - 1]?.step ?? 0) + k - 0.5;
  const cells = heatmapData(bins, metric).map((c) => ({ ...c, start: c.step - 0.5, end: c.step + k - 0.5 }));
  const unit = metric === 'work' ? 'work units' : 'busy ms';
  // a balance after step s sits between the columns of step s and step s + 1
  const marks = balanceSteps(side.trace).map((s) => ({ at: s + 0.5, marker: 'balance' }));
  return {
    title,
    width,
    height: Math.min(480, Math.max(60, side.trace.ranks * 22)),
    data: { values: cells },
    layer: [
      {
        mark: { type: 'rect' },
        encoding: {
          x: {
            field: 'start',
            type: 'quantitative',
            title: k === 1 ? 'step' : `step (columns of ${k})`,
            scale: { domain: domain ?? [first, last], nice: false, zero: false },
            axis: {
              values: everyKth(
                bins.map((b) => b.step),
                Math.floor(width / 36),
              ),
              format: 'd',
            },
          },
          x2: { field: 'end' },
          y: { field: 'rank', type: 'ordinal', title: 'rank' },
          color: {
            field: 'rel',
            type: 'quantitative',
            title: HEAT_LEGEND,
            scale: { type: 'linear', domain: [...HEAT_DOMAIN], range: [HEAT_LOW, HEAT_NEUTRAL, HEAT_HIGH], clamp: true },
            legend: { format: '.2f', values: [0.5, 0.75, 1, 1.25, 1.5], titleLimit: 400 },
          },
          tooltip: [
            { field: 'step' },
            { field: 'rank' },
            { field: 'load', title: unit },
            { field: 'rel', title: 'load / step mean', format: '.3f' },
          ],
        },
      },
      markerLayer(marks),
    ],
  };
}

/**
 * Load per rank and step over the step's mean, on a fixed scale: grey is a fair share, blue at or
 * below half of it, orange at or above 1.5 times it, so a level run looks level. Balances are
 * dashed rules. Two sides: one panel each, one above the other, on the same step axis and scale.
 */
export function loadHeatmap(runs: MetricsTrace | readonly ChartSide[], title: string, metric?: LoadMetric): ChartSpec {
  const sides = sidesOf(runs);
  const m = metric ?? defaultMetric((sides[0] as ChartSide).trace);
  const unit = m === 'work' ? 'work units' : 'busy ms';
  const binned = (s: ChartSide) => binSteps(stepLoads(s.trace), HEATMAP_MAX_COLUMNS).k;
  const k = Math.max(...sides.map(binned));
  const heading = `${title}: load per rank and step, over the step's mean (${unit}${k === 1 ? '' : `, ${k} steps per column`})`;
  if (sides.length === 1) return heatmapPanel(sides[0] as ChartSide, m, heading) as ChartSpec;
  // shared step axis: the widest range of any side
  const ends = sides.map((s) => {
    const steps = stepLoads(s.trace);
    return [(steps[0]?.step ?? 0) - 0.5, (steps[steps.length - 1]?.step ?? 0) + binned(s) - 0.5] as const;
  });
  const domain = [Math.min(...ends.map((e) => e[0])), Math.max(...ends.map((e) => e[1]))] as const;
  return {
    title: heading,
    vconcat: sides.map((s) => heatmapPanel(s, m, s.label, domain)),
    resolve: { scale: { color: 'shared', x: 'shared', strokeDash: 'shared' } },
  } as ChartSpec;
}

/**
 * U_k per step for each load measure (work units; busy wall time, see {@link busyWall}); with
 * more than `maxPoints` steps, the mean U_k of each run of consecutive steps (named by its first).
 */
export function utilizationData(
  side: ChartSide,
  maxPoints = Number.POSITIVE_INFINITY,
): { step: number; series: string; side: string; u: number }[] {
  const steps = stepLoads(side.trace);
  const series: [string, { step: number; loads: readonly number[] }[]][] = [];
  if (defaultMetric(side.trace) === 'work') series.push(['work units', steps.map((s) => ({ step: s.step, loads: s.work }))]);
  const wall = busyWall(side.trace, steps);
  if (wall?.steps.some((s) => s.ms.some((x) => x > 0))) series.push([wall.source, wall.steps.map((s) => ({ step: s.step, loads: s.ms }))]);
  const out: { step: number; series: string; side: string; u: number }[] = [];
  for (const [name, points] of series) {
    const k = Math.max(1, Math.ceil(points.length / maxPoints));
    for (let i = 0; i < points.length; i += k) {
      let sum = 0;
      const end = Math.min(i + k, points.length);
      for (let j = i; j < end; j++) sum += summarize((points[j] as { loads: readonly number[] }).loads).utilization;
      out.push({ step: (points[i] as { step: number }).step, series: name, side: side.label, u: sum / (end - i) });
    }
  }
  return out;
}

/**
 * U_k per step, one line per load measure, balances as dashed rules; two sides on the same axes
 * (colour: the side; dash: the measure).
 */
export function utilizationChart(runs: MetricsTrace | readonly ChartSide[], title: string): ChartSpec {
  const sides = sidesOf(runs);
  const steps = Math.max(...sides.map((s) => stepLoads(s.trace).length));
  const data = sides.flatMap((s) => utilizationData(s, UTILIZATION_MAX_POINTS));
  const points = Math.min(steps, UTILIZATION_MAX_POINTS);
  const k = Math.max(1, Math.ceil(steps / UTILIZATION_MAX_POINTS));
  const two = sides.length > 1;
  // a balance after step s: between the points of step s and s + 1
  const marks = sides.flatMap((s) => balanceSteps(s.trace).map((b) => ({ at: b + 0.5, marker: two ? `balance (${s.label})` : 'balance' })));
  // work units first (solid), then the wall time measures
  const measures = [...new Set(data.map((d) => d.series))].sort((a, b) => Number(b === 'work units') - Number(a === 'work units'));
  const line = {
    mark: { type: 'line', point: points <= 60 },
    encoding: {
      x: { field: 'step', type: 'quantitative', title: 'step', axis: { tickMinStep: 1, format: 'd' } },
      y: { field: 'u', type: 'quantitative', title: 'U_k', scale: { domain: [0, 1] } },
      color: two
        ? { field: 'side', type: 'nominal', title: 'run', scale: { domain: sides.map((s) => s.label), range: sideColours(sides.length) } }
        : {
            field: 'series',
            type: 'nominal',
            title: 'load measured as',
            scale: { range: [OKABE_ITO[4], OKABE_ITO[5]] },
            // the measures' names are long (what the busy wall time counts); vega's headless renderer
            // estimates text at 0.8 em a character, so the default limit would cut them short
            legend: { labelLimit: 600 },
          },
      // two sides: the measure is the dash (solid: work units)
      ...(two
        ? {
            strokeDash: {
              field: 'series',
              type: 'nominal',
              title: 'load measured as',
              scale: {
                domain: measures,
                range: [
                  [1, 0],
                  [6, 3],
                  [2, 2],
                ],
              },
              legend: {
                symbolType: 'stroke',
                symbolSize: 300,
                labelLimit: 600,
                encode: { symbols: { update: { stroke: { value: MARKER } } } },
              },
            },
          }
        : {}),
    },
  };
  return {
    title: `${title}: U_k = sum of loads / (P x max load) per step${k === 1 ? '' : ` (mean of every ${k} steps)`}`,
    width: Math.min(900, Math.max(240, points * 8)),
    height: 200,
    data: { values: data },
    layer: [line, markerLayer(marks)],
    // the lines' dashes (the measure) and the markers' dashes have legends of their own
    resolve: { scale: { strokeDash: 'independent' }, legend: { strokeDash: 'independent' } },
  } as ChartSpec;
}

/** The sides' colours: blue for the first (the baseline), vermillion for the second. */
export function sideColours(n: number): string[] {
  return [OKABE_ITO[4] as string, OKABE_ITO[5] as string, OKABE_ITO[2] as string, OKABE_ITO[6] as string].slice(0, n);
}

/** The smallest of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8 times a power of ten that is >= x (1 for x <= 0). */
export function roundUp(x: number): number {
  if (!(x > 0)) return 1;
  const p = 10 ** Math.floor(Math.log10(x));
  for (const m of [1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10]) if (m * p >= x) return m * p;
  return 10 * p;
}

/** Total load per rank over the run (bars), the mean as a rule; two sides side by side per rank. */
export function rankTotalsChart(runs: MetricsTrace | readonly ChartSide[], title: string, metric?: LoadMetric): ChartSpec {
  const sides = sidesOf(runs);
  const m = metric ?? defaultMetric((sides[0] as ChartSide).trace);
  const rows = sides.flatMap((side) => {
    const totals = new Array<number>(side.trace.ranks).fill(0);
    for (const s of stepLoads(side.trace))
      for (let r = 0; r < side.trace.ranks; r++) totals[r] = (totals[r] as number) + ((m === 'work' ? s.work : s.busyMs)[r] as number);
    return totals.map((load, rank) => ({ rank, load, side: side.label, le: summarize(totals).le }));
  });
  const two = sides.length > 1;
  const le = sides.map((s) => {
    const row = rows.find((r) => r.side === s.label);
    return `${two ? `${s.label} ` : ''}LE ${(100 * (row?.le ?? 1)).toFixed(1)}%`;
  });
  const ranks = Math.max(...sides.map((s) => s.trace.ranks));
  const colour = two
    ? {
        color: {
          field: 'side',
          type: 'nominal',
          title: 'run',
          scale: { domain: sides.map((s) => s.label), range: sideColours(sides.length) },
        },
      }
    : {};
  return {
    title: `${title}: total load per rank (${le.join(', ')}; rule: the mean)`,
    width: Math.min(600, Math.max(160, ranks * (two ? 40 : 28))),
    height: 200,
    data: { values: rows },
    layer: [
      {
        mark: { type: 'bar' },
        encoding: {
          x: { field: 'rank', type: 'ordinal', title: 'rank', axis: { labelAngle: 0 } },
          y: {
            field: 'load',
            type: 'quantitative',
            title: m === 'work' ? 'work units' : 'busy ms',
            // vega leaves the layered domain at the tallest bar: a round top above it instead
            scale: { domain: [0, roundUp(Math.max(0, ...rows.map((r) => r.load)))] },
          },
          ...(two ? { xOffset: { field: 'side', type: 'nominal', sort: sides.map((s) => s.label) } } : {}),
          ...colour,
        },
      },
      {
        mark: { type: 'rule', strokeDash: [4, 3], strokeWidth: 1.5, ...(two ? {} : { color: MARKER }) },
        encoding: { y: { aggregate: 'mean', field: 'load', type: 'quantitative' }, ...colour },
      },
    ],
  } as ChartSpec;
}
