/**
 * Charts that do not mislead (issue 27, part 3), asserted on the rendered SVG: the heatmap's scale
 * is fixed (a level run is all the neutral colour; a cell's colour depends on its own load over
 * the mean only), balances are marked on every chart over steps, U_k comes from busy wall time
 * (never the thread CPU clock), both sides of a comparison are drawn, one-step runs get per-rank
 * bars and a time profile, and the category palette's colours are pairwise distinct.
 */
import type { MetricsTrace, TraceStep } from '@meshwork/runtime';
import { parseTopology } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { HEAT_LEGEND, loadHeatmap, rankTotalsChart, roundUp, utilizationChart } from '../src/charts/load.ts';
import { categoryColours, HEAT_HIGH, HEAT_NEUTRAL, MAX_CATEGORY_COLOURS } from '../src/charts/palette.ts';
import { timeProfileChart } from '../src/charts/profile.ts';
import { renderSvg } from '../src/charts/render.ts';
import { topologyChart } from '../src/charts/topology.ts';
import { traceCharts } from '../src/charts/trace-charts.ts';

/** A trace of `work[step][rank]` work units, busy 1 ms per unit; `balances`: steps after which a balance ran. */
function trace(work: number[][], opts: { clock?: 'schedstat' | 'active'; balances?: number[]; computeMs?: number[][] } = {}): MetricsTrace {
  const ranks = (work[0] as number[]).length;
  const t: MetricsTrace = {
    version: 2,
    ranks,
    ...(opts.clock === undefined ? {} : { clock: opts.clock }),
    phases: work.map((w, index) => ({ name: 'compute', index, workUnits: [...w], busyNs: w.map((x) => x * 1e6) })),
  };
  if (opts.balances === undefined && opts.computeMs === undefined) return t;
  const steps: TraceStep[] = work.map((w, s) => ({
    cuts: [[0, 1, 2]],
    totals: [...w],
    planes: w.map(() => []),
    computeMs: opts.computeMs?.[s] ?? w.map(() => 1),
    stepMs: w.map(() => 1),
    syncMs: w.map(() => 0),
    ...(opts.balances?.includes(s) === true
      ? { balance: { cuts: [[0, 1, 2]], costMs: [1], decisionMs: [0], unitsMoved: 1, bytesMoved: 8 } }
      : {}),
  }));
  t.loads = {
    topology: { kind: 'chain', size: ranks },
    decomposition: { kind: 'range', shape: [2], procDims: [ranks], minExtent: [1], procCoords: [], axes: [0], bytesPerPlane: [0] },
    recorded: { balancer: 'gde', policy: 'every', loadIsTime: false },
    steps,
  };
  return t;
}

/** The text inside every mark group of `type` (rect, rule, line...): '' for an empty (self-closed) group. */
function groups(svg: string, type: string): string[] {
  return svg
    .split(`class="mark-${type} role-mark`)
    .slice(1)
    .map((g) => {
      const open = g.indexOf('>');
      return g[open - 1] === '/' ? '' : g.slice(open + 1, g.indexOf('</g>'));
    });
}

/** The fills of the items of every mark group of `type`, in document order. */
function fills(svg: string, type: string): string[] {
  return groups(svg, type).flatMap((g) => [...g.matchAll(/<path[^>]*?fill="([^"]+)"/g)].map((m) => m[1] as string));
}

/** Items of the mark groups of `type`. */
function count(svg: string, type: string): number {
  return groups(svg, type).reduce((n, g) => n + (g.match(/<(path|line)\b/g) ?? []).length, 0);
}

/** #RRGGBB or rgb(r,g,b) -> [r, g, b]. */
function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex !== null) return [1, 2, 3].map((i) => Number.parseInt(hex[i] as string, 16)) as [number, number, number];
  const m = /^rgb\((\d+),\s*(\d+),\s*(\d+)\)$/.exec(colour);
  if (m === null) throw new Error(`not a colour: ${colour}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** CIE76 colour difference (Delta E*ab) of two sRGB colours, D65. */
function deltaE(a: string, b: string): number {
  const lab = (c: string) => {
    const [r, g, bl] = rgb(c).map((v) => {
      const x = v / 255;
      return x <= 0.04045 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    const X = (0.4124 * r + 0.3576 * g + 0.1805 * bl) / 0.95047;
    const Y = 0.2126 * r + 0.7152 * g + 0.0722 * bl;
    const Z = (0.0193 * r + 0.1192 * g + 0.9505 * bl) / 1.08883;
    const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 / 116) * t + 16 / 116);
    return [116 * f(Y) - 16, 500 * (f(X) - f(Y)), 200 * (f(Y) - f(Z))];
  };
  const [l1, a1, b1] = lab(a) as [number, number, number];
  const [l2, a2, b2] = lab(b) as [number, number, number];
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

const same = (a: string, b: string) => deltaE(a, b) < 1;

describe('the load heatmap: a fixed diverging scale', () => {
  it('a level run: every cell is the neutral colour, and the legend names the fixed scale', async () => {
    const svg = await renderSvg(loadHeatmap(trace(Array.from({ length: 6 }, () => [7, 7, 7, 7])), 'level'));
    const cells = fills(svg, 'rect');
    expect(cells).toHaveLength(24);
    for (const c of cells) expect(same(c, HEAT_NEUTRAL), c).toBe(true);
    expect(svg).toContain(HEAT_LEGEND);
  });

  it("a cell's colour depends on its own load / mean only: 5% over is pale in any run, twice the mean clamps", async () => {
    // run A: rank 0 is 5% over the mean every step; run B adds a step where rank 0 has 4x the mean
    const a = trace([[105, 95]]);
    const b = trace([
      [105, 95],
      [175, 25],
    ]);
    const [fa] = fills(await renderSvg(loadHeatmap(a, 'a')), 'rect') as [string];
    const fb = fills(await renderSvg(loadHeatmap(b, 'b')), 'rect');
    // cells go step by step, rank by rank: b's first is the same load as a's
    expect(same(fa, fb[0] as string)).toBe(true);
    expect(deltaE(fa, HEAT_NEUTRAL)).toBeLessThan(15);
    expect(same(fb[2] as string, HEAT_HIGH)).toBe(true);
  });
});

describe('balances are marked on every chart over steps', () => {
  const t = trace(
    Array.from({ length: 8 }, () => [3, 1]),
    { balances: [1, 4], clock: 'active' },
  );
  it('the heatmap and the U_k chart: one dashed rule per balance, none for a skipped one', async () => {
    expect(count(await renderSvg(loadHeatmap(t, 't')), 'rule')).toBe(2);
    expect(count(await renderSvg(utilizationChart(t, 't')), 'rule')).toBe(2);
    const skipped = trace(
      [
        [1, 1],
        [1, 1],
      ],
      { balances: [0] },
    );
    (skipped.loads?.steps[0]?.balance as { skipped?: string }).skipped = 'within tolerance';
    expect(count(await renderSvg(loadHeatmap(skipped, 's')), 'rule')).toBe(0);
  });

  it('a balance after step s sits between the columns of s and s + 1', () => {
    const spec = loadHeatmap(t, 't') as unknown as { layer: { data?: { values: { at: number }[] } }[] };
    expect(spec.layer[1]?.data?.values.map((v) => v.at)).toEqual([1.5, 4.5]);
  });
});

describe('U_k from busy wall time, never the thread CPU clock', () => {
  type U = { data: { values: { series: string; u: number; step: number }[] } };
  const work = [
    [2, 2],
    [2, 2],
  ];
  it('thread CPU clock and no load record: only the work-unit line', () => {
    const u = utilizationChart(trace(work, { clock: 'schedstat' }), 'cpu') as unknown as U;
    expect(new Set(u.data.values.map((v) => v.series))).toEqual(new Set(['work units']));
  });
  it('thread CPU clock with a load record: the compute phases wall time of the record', () => {
    const t = trace(work, {
      clock: 'schedstat',
      computeMs: [
        [4, 1],
        [2, 2],
      ],
    });
    const u = utilizationChart(t, 'rec') as unknown as U;
    const wall = u.data.values.filter((v) => v.series === 'wall time of the compute phases');
    expect(wall.map((v) => v.u)).toEqual([5 / 8, 1]);
  });
  it('the active clock (wall time outside waits): the busy times themselves', () => {
    const u = utilizationChart(trace([[3, 1]], { clock: 'active' }), 'act') as unknown as U;
    expect(u.data.values.find((v) => v.series === 'busy wall time (outside waits)')?.u).toBe(4 / 6);
  });
});

describe('--compare: both sides on shared axes', () => {
  const base = { label: 'static', trace: trace(Array.from({ length: 5 }, () => [3, 1, 1])) };
  const main = {
    label: 'gde every 2',
    trace: trace(
      Array.from({ length: 5 }, () => [2, 2, 1]),
      { balances: [1, 3] },
    ),
  };
  it('heatmap: one panel per side, every cell of both, one colour legend', async () => {
    const svg = await renderSvg(loadHeatmap([base, main], 'cmp'));
    expect(fills(svg, 'rect')).toHaveLength(2 * 5 * 3);
    expect(svg).toContain('>static<');
    expect(svg).toContain('>gde every 2<');
    expect(svg.split(`Gradient legend titled '${HEAT_LEGEND}'`).length - 1).toBe(1);
    expect(count(svg, 'rule')).toBe(2);
  });
  it('U_k: a line per side and measure on one chart; totals: a bar per side and rank', async () => {
    const u = utilizationChart([base, main], 'cmp') as unknown as { data: { values: { side: string }[] } };
    expect(new Set(u.data.values.map((v) => v.side))).toEqual(new Set(['static', 'gde every 2']));
    // static: work units; gde: work units and the wall time of its load record
    const svg = await renderSvg(utilizationChart([base, main], 'cmp'));
    expect(count(svg, 'line')).toBe(3);
    expect(count(svg, 'rule')).toBe(2);
    const totals = await renderSvg(rankTotalsChart([base, main], 'cmp'));
    expect(count(totals, 'rect')).toBe(6);
    expect(totals).toContain('static LE');
    // the value axis ends at a round number above the tallest bar (15 work units: 15)
    expect([roundUp(17_900), roundUp(15), roundUp(0.031), roundUp(0)]).toEqual([20_000, 15, 0.04, 1]);
    expect(totals).toContain('gde every 2 LE');
  });
});

describe('one-step runs (range and task apps): per-rank bars and a time profile', () => {
  const one = { label: 'functional', trace: trace([[10, 30, 20]]) };
  it('no busy time measured (a task pool): rank totals only, no empty profile', () => {
    const none = { label: 'steal', trace: { ...trace([[4, 4]]), phases: [{ name: 'k', index: 0, workUnits: [4, 4], busyNs: [0, 0] }] } };
    expect(traceCharts([none], 'knary').map(([file]) => file)).toEqual(['rank-totals.svg']);
  });
  it('no heatmap or U_k of one column: rank totals and a time profile', async () => {
    const charts = traceCharts([one], 'sieve');
    expect(charts.map(([file]) => file)).toEqual(['rank-totals.svg', 'time-profile.svg']);
    const [, , totals] = charts[0] as [string, string, object];
    const [, , profile] = charts[1] as [string, string, object];
    expect(count(await renderSvg(totals as never), 'rect')).toBe(3);
    // busy and idle per rank; U = 60 / (3 x 30)
    const svg = await renderSvg(profile as never);
    expect(count(svg, 'rect')).toBe(6);
    expect(svg).toContain('U = 0.667');
  });
  it('the time axis says what the busy times measure: wall time outside waits, or thread CPU time', async () => {
    const active = { label: 'static', trace: trace([[5, 10]], { clock: 'active' }) };
    const cpu = { label: 'static', trace: trace([[5, 10]], { clock: 'schedstat' }) };
    expect(await renderSvg(timeProfileChart([active], 'a'))).toContain('ms: busy wall time (outside waits), then idle');
    expect(await renderSvg(timeProfileChart([cpu], 'c'))).toContain('ms: busy time (thread CPU time, in scheduler ticks');
  });
  it('with --compare: both sides on one time axis', async () => {
    const other = { label: 'static', trace: trace([[5, 45, 10]]) };
    const [, , profile] = traceCharts([other, one], 'sieve')[1] as [string, string, object];
    const svg = await renderSvg(profile as never);
    expect(count(svg, 'rect')).toBe(12);
    expect(svg).toContain('>static: U = 0.444<');
    expect(svg).toContain('>functional: U = 0.667<');
  });
});

describe('topology drawings: large, with distinct colour-blind-safe colours', () => {
  it('the category palette: every pair of colours differs by Delta E*ab > 20', () => {
    const colours = categoryColours(MAX_CATEGORY_COLOURS);
    expect(colours).toHaveLength(12);
    for (let i = 0; i < colours.length; i++)
      for (let j = i + 1; j < colours.length; j++)
        expect(deltaE(colours[i] as string, colours[j] as string), `${colours[i]} vs ${colours[j]}`).toBeGreaterThan(20);
  });

  it('torus:4x4: four edge colours, each its own, on a drawing at least 400 px wide and tall', async () => {
    const svg = await renderSvg(topologyChart(parseTopology('torus:4x4')));
    const [w, h] = [/<svg[^>]*width="(\d+)"/.exec(svg)?.[1], /<svg[^>]*height="(\d+)"/.exec(svg)?.[1]].map(Number);
    expect(w).toBeGreaterThanOrEqual(400);
    expect(h).toBeGreaterThanOrEqual(400);
    const strokes = new Set<string>();
    for (const g of svg.split('class="mark-rule role-mark').slice(1)) {
      const group = g.slice(0, g.indexOf('</g>'));
      for (const m of group.matchAll(/stroke="([^"]+)"/g)) strokes.add(m[1] as string);
    }
    expect(strokes.size).toBe(4);
    const list = [...strokes];
    for (let i = 0; i < list.length; i++)
      for (let j = i + 1; j < list.length; j++) expect(deltaE(list[i] as string, list[j] as string)).toBeGreaterThan(20);
  });
});
