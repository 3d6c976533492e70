/** Generic charts of benchmark tables: lines (x vs y per series) and grouped bars. */
import type { ChartSpec } from './render.js';

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
}

export function lineChart(data: readonly Record<string, unknown>[], o: LineOptions): ChartSpec {
  const layers: unknown[] = [
    {
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: o.x, type: 'quantitative', title: o.xTitle, ...(o.xLog === true ? { scale: { type: 'log' } } : {}) },
        y: { field: o.y, type: 'quantitative', title: o.yTitle },
        color: { field: o.series, type: 'nominal', title: o.series },
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
}

export function barChart(data: readonly Record<string, unknown>[], o: BarOptions): ChartSpec {
  return {
    title: o.title,
    width: { step: 18 },
    height: 240,
    data: { values: [...data] },
    mark: { type: 'bar' },
    encoding: {
      x: { field: o.x, type: 'nominal', title: o.xTitle, axis: { labelAngle: -30 } },
      y: { field: o.y, type: 'quantitative', title: o.yTitle },
      ...(o.group === undefined
        ? {}
        : { xOffset: { field: o.group, type: 'nominal' }, color: { field: o.group, type: 'nominal', title: o.group } }),
    },
  } as ChartSpec;
}
