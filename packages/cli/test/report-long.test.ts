/**
 * `meshwork report` on long traces (issue 24, item 7): `Math.max(...cells)` in the heatmap threw
 * "Maximum call stack size exceeded" past about 100 000 cells. The charts now use loops and bin
 * long runs (at most HEATMAP_MAX_COLUMNS columns, UTILIZATION_MAX_POINTS points), so a trace of
 * 100 000 steps gives its figures and every chart.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { HEATMAP_MAX_COLUMNS, loadHeatmap, rankTotalsChart, UTILIZATION_MAX_POINTS, utilizationChart } from '../src/charts/load.ts';
import { traceFigures } from '../src/commands/report.ts';
import { PAGE_MAX_COLUMNS } from '../src/page/data.ts';
import { meshwork, tempDir } from './helpers.ts';

const STEPS = 100_000;

/** A version-1 trace of `steps` steps on `ranks` ranks: one phase per step, rank 0 a little heavier every 5th step. */
function longTrace(steps: number, ranks: number): MetricsTrace {
  const phases = [];
  for (let i = 0; i < steps; i++) {
    phases.push({
      name: 'update',
      index: i,
      busyNs: Array.from({ length: ranks }, (_, r) => 1000 + r + (i % 7)),
      workUnits: Array.from({ length: ranks }, (_, r) => (r === 0 && i % 5 === 0 ? 12 : 10)),
    });
  }
  return { version: 1, ranks, phases } as unknown as MetricsTrace;
}

type Spec = { title: string; data: { values: Record<string, number | string>[] } };

describe('report on a trace of 100 000 steps', () => {
  const trace = longTrace(STEPS, 3);

  it('charts: binned, no call stack overflow', () => {
    const heat = loadHeatmap(trace, 'long') as unknown as Spec;
    expect(heat.data.values.length).toBeLessThanOrEqual(HEATMAP_MAX_COLUMNS * 3);
    expect(heat.title).toContain(`${Math.ceil(STEPS / HEATMAP_MAX_COLUMNS)} steps per column`);
    // Every step's load is in some column: the binned loads sum to the run's.
    const total = heat.data.values.reduce((s, v) => s + (v.load as number), 0);
    expect(total).toBe(STEPS * 30 + (STEPS / 5) * 2);
    const u = utilizationChart(trace, 'long') as unknown as Spec;
    expect(u.data.values.length).toBeLessThanOrEqual(UTILIZATION_MAX_POINTS * 2);
    expect(u.title).toContain(`mean of every ${STEPS / UTILIZATION_MAX_POINTS} steps`);
    for (const v of u.data.values) expect(v.u).toBeGreaterThan(0.9);
    expect((rankTotalsChart(trace, 'long') as unknown as Spec).data.values).toHaveLength(3);
    expect(traceFigures(trace)).toMatchObject({ ranks: 3, steps: STEPS, phases: STEPS });
  });

  it('meshwork report writes the figures and every chart', () => {
    const dir = tempDir('meshwork-long-');
    const file = join(dir, 'big.json');
    writeFileSync(file, JSON.stringify(longTrace(STEPS, 2)));
    const r = meshwork(['report', file, '--html', '--json'], dir, 120_000);
    expect(r.code, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout) as { steps: number; charts: string[]; page: string };
    expect(out.steps).toBe(STEPS);
    expect(out.charts).toHaveLength(3);
    for (const c of out.charts) expect(existsSync(c)).toBe(true);
    // the page stays small: binned columns and U_k points
    const page = readFileSync(out.page, 'utf8');
    expect(page.length).toBeLessThan(512 * 1024);
    expect(page).toContain(`"binSize":${Math.ceil(STEPS / PAGE_MAX_COLUMNS)}`);
  }, 150_000);
});
