/** Bar charts: a log value axis (ratios spanning decades) keeps every bar visible. */
import { describe, expect, it } from 'vitest';
import { barChart } from '../src/charts/bench.ts';
import { renderSvg } from '../src/charts/render.ts';

const rows = [
  { row: 'link ping-pong', ratio: 1.6 },
  { row: 'a balance', ratio: 470 },
  { row: 'msgpackr', ratio: 0.35 },
];
const options = { title: 'ratios', x: 'row', y: 'ratio', xTitle: 'row', yTitle: 'x slower', horizontal: true } as const;

/** Widths of the bars (`<path>` elements of the mark group) in the rendered SVG. */
function barWidths(svg: string): number[] {
  const marks = svg.slice(svg.indexOf('mark-rect'));
  return [...marks.matchAll(/aria-roledescription="bar" d="M(-?[\d.]+),(-?[\d.]+)h(-?[\d.]+)v/g)].map((m) => Math.abs(Number(m[3])));
}

describe('barChart', () => {
  it('log: a log scale and bars that start at the limit 1, so no bar needs a zero', () => {
    const spec = barChart(rows, { ...options, log: true }) as unknown as { encoding: Record<string, Record<string, unknown>> };
    expect(spec.encoding.x?.scale).toEqual({ type: 'log' });
    expect(spec.encoding.x2).toEqual({ datum: 1 });
  });
  it('log: every bar is drawn with a width, the largest ratio widest', async () => {
    const widths = barWidths(await renderSvg(barChart(rows, { ...options, log: true })));
    expect(widths).toHaveLength(3);
    for (const w of widths) expect(w).toBeGreaterThan(1);
    expect(Math.max(...widths)).toBe(widths[1]);
  });
  it('linear (default): no log scale, bars from zero', () => {
    const spec = barChart(rows, options) as unknown as { encoding: Record<string, Record<string, unknown>> };
    expect(spec.encoding.x?.scale).toBeUndefined();
    expect(spec.encoding.x2).toBeUndefined();
  });
});
