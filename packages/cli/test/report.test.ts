import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from './helpers.ts';

/** 3 ranks, 4 steps of two phases; rank 2 does twice the work of the others. */
function writeTrace(dir: string): string {
  const phases = [];
  for (let k = 0; k < 4; k++) {
    phases.push({ name: 'compute', index: k, busyNs: [1e6, 1e6, 2e6], workUnits: [10, 10, 20] });
    phases.push({ name: 'exchange', index: k, busyNs: [1e5, 1e5, 1e5], workUnits: [0, 0, 0] });
  }
  const file = join(dir, 'trace.json');
  writeFileSync(
    file,
    JSON.stringify({ version: 1, ranks: 3, clock: 'wall', phases, meta: { app: 'demo', topology: 'chain:3', balancer: 'static' } }),
  );
  return file;
}

interface ReportJson {
  ranks: number;
  steps: number;
  phaseNames: string[];
  leWork: number;
  meanUWork: number;
  charts: string[];
  report: string;
}

describe('meshwork report', () => {
  it('computes LE and U_k from a saved trace and draws one heatmap cell per rank and step', () => {
    const dir = tempDir();
    const file = writeTrace(dir);
    const r = meshworkJson<ReportJson>(['report', file, '--out', join(dir, 'out')], dir);
    expect(r.ranks).toBe(3);
    expect(r.steps).toBe(4);
    expect(r.phaseNames).toEqual(['compute', 'exchange']);
    // work per rank 40, 40, 80: LE = 100 * (160 / 3) / 80
    expect(r.leWork).toBeCloseTo(160 / 3 / 80, 12);
    expect(r.meanUWork).toBeCloseTo(40 / 60, 10);
    const [heatmap, utilization, totals] = r.charts as [string, string, string];
    expect(markCounts(readSvg(heatmap)).get('rect')).toBe(12);
    // one line per series (work units, CPU time), with a point per step each
    const u = markCounts(readSvg(utilization));
    expect(u.get('line')).toBe(2);
    expect(u.get('symbol')).toBe(8);
    expect(markCounts(readSvg(totals)).get('rect')).toBe(3);
    const md = readFileSync(r.report, 'utf8');
    for (const name of ['load-heatmap.svg', 'utilization.svg', 'rank-totals.svg']) expect(md).toContain(`](${name})`);
    expect(md).toContain('Run: demo, chain:3, static.');
  });

  it('prints the figures as text', () => {
    const dir = tempDir();
    const r = meshwork(['report', writeTrace(dir)], dir);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('trace');
    expect(r.stdout).toContain('LE over the run: 66.7% (work units)');
    expect(r.stdout).toContain(`report: ${join(dir, 'trace-report', 'report.md')}`);
  });
});
