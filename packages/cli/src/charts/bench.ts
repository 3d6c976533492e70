/** Generic charts of benchmark tables: lines (x vs y per series) and grouped bars. */
import type { ChartSpec } from './render.ts';

export interface LineOptions {
  readonly title: string;
  readonly x: string;
  readonly y: string;
  readonly series: string;
  readonly xTitle: string;
  readonly yTitle: string;
  readonly xLog?: boolean;
  /** A horizontal reference line (e.g. 0 improvement, ideal 1). */
  readonly rule?: number;
  /** The legend's title (default: the series field's name). */
  readonly seriesTitle?: string;
}

/** More series than the default palette has colours get a 20-colour one (no two series alike). */
function colourScale(data: readonly Record<string, unknown>[], field: string): { scale?: { scheme: string } } {
  return new Set(data.map((d) => d[field])).size > 10 ? { scale: { scheme: 'tableau20' } } : {};
}

/**
 * The x axis of points measured at a few x values (ranks, intervals): a tick at each of them and
 * no other, printed as integers when they are (no `2.5 ranks`, no empty log decades).
 */
function pointAxis(data: readonly Record<string, unknown>[], field: string): { values: number[]; format?: string } {
  const xs = [...new Set(data.map((d) => d[field]).filter((x): x is number => typeof x === 'number' && Number.isFinite(x)))].sort(
    (a, b) => a - b,
  );
  return xs.every(Number.isInteger) ? { values: xs, format: 'd' } : { values: xs };
}

export function lineChart(data: readonly Record<string, unknown>[], o: LineOptions): ChartSpec {
  const layers: unknown[] = [
    {
      mark: { type: 'line', point: true },
      encoding: {
        x: {
          field: o.x,
          type: 'quantitative',
          title: o.xTitle,
          axis: pointAxis(data, o.x),
          scale: o.xLog === true ? { type: 'log', nice: false } : { nice: false, zero: false },
        },
        y: { field: o.y, type: 'quantitative', title: o.yTitle },
        color: { field: o.series, type: 'nominal', title: o.seriesTitle ?? o.series, ...colourScale(data, o.series) },
      },
    },
  ];
  if (o.rule !== undefined)
    layers.push({
      data: { values: [{ r: o.rule }] },
      mark: { type: 'rule', strokeDash: [4, 3], color: '#888' },
      encoding: { y: { field: 'r', type: 'quantitative' } },
    });
  return { title: o.title, width: 420, height: 240, data: { values: [...data] }, layer: layers } as ChartSpec;
}

export interface BarOptions {
  readonly title: string;
  readonly x: string;
  readonly y: string;
  /** Bars side by side per x value. */
  readonly group?: string;
  readonly xTitle: string;
  readonly yTitle: string;
  /** Bars along x with the categories down the y axis (long labels stay whole). */
  readonly horizontal?: boolean;
  /** A logarithmic value axis (values spanning decades, none <= 0); bars then start at `base`. */
  readonly log?: boolean;
  /** Where bars start on a log axis (default 1: a ratio's limit). */
  readonly base?: number;
}

/** Bars of one quantity per category; category labels are never cut short. */
export function barChart(data: readonly Record<string, unknown>[], o: BarOptions): ChartSpec {
  const category = {
    field: o.x,
    type: 'nominal',
    // horizontal: the chart title names the rows (an axis title would sit on the long labels)
    title: o.horizontal === true ? null : o.xTitle,
    sort: null,
    axis: { labelLimit: 0, ...(o.horizontal === true ? {} : { labelAngle: -30 }) },
  };
  const value = { field: o.y, type: 'quantitative', title: o.yTitle, ...(o.log === true ? { scale: { type: 'log' } } : {}) };
  return {
    title: o.title,
    ...(o.horizontal === true ? { width: 360, height: { step: 16 } } : { width: { step: 18 }, height: 240 }),
    data: { values: [...data] },
    mark: { type: 'bar' },
    encoding: {
      ...(o.horizontal === true ? { y: category, x: value } : { x: category, y: value }),
      // a log axis has no 0 for bars to start from
      ...(o.log === true ? { [o.horizontal === true ? 'x2' : 'y2']: { datum: o.base ?? 1 } } : {}),
      ...(o.group === undefined
        ? {}
        : {
            [o.horizontal === true ? 'yOffset' : 'xOffset']: { field: o.group, type: 'nominal' },
            color: { field: o.group, type: 'nominal', title: o.group },
          }),
    },
  } as ChartSpec;
}
