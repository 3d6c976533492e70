/**
 * `meshwork run <app> --charts DIR` end to end: with `--compare` every chart holds both sides and
 * the heatmap marks each balance of the balanced side; a one-step app (sieve) gets per-rank bars
 * and a time profile instead of a heatmap and a U_k line of one column.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { WALL_BUSY } from '../src/charts/steps.ts';
import { markCounts, meshworkJson, readSvg, tempDir } from './helpers.ts';

interface RunJson {
  readonly charts: string[];
  readonly correct: boolean;
}

const names = (charts: readonly string[]) => charts.map((c) => c.replace(/.*[\\/]/, ''));

describe('meshwork run --charts', () => {
  it('thinning gde every 2 --compare static: both sides drawn, a rule per balance', () => {
    const dir = tempDir();
    const r = meshworkJson<RunJson>(
      [
        'run',
        'thinning',
        '--quick',
        '--ranks',
        '2',
        '--balancer',
        'gde',
        '--every',
        '2',
        '--compare',
        'static',
        '--no-machine-check',
        '--trace',
        't.json',
        '--charts',
        'charts',
      ],
      dir,
    );
    expect(r.correct).toBe(true);
    // the SVGs, then the report page beside them
    expect(names(r.charts)).toEqual(['load-heatmap.svg', 'utilization.svg', 'rank-totals.svg', 'report.html']);
    // the trace file is the balanced side's: its balances are the ones marked
    const trace = fromTrace(readFileSync(join(dir, 't.json'), 'utf8'));
    const steps = new Set(trace.phases.map((p) => p.index)).size;
    const balances = (trace.loads?.steps ?? []).filter((s) => s.balance !== undefined && s.balance.skipped === undefined).length;
    expect(balances).toBeGreaterThan(0);
    const heatText = readFileSync(join(dir, 'charts', 'load-heatmap.svg'), 'utf8');
    const heat = markCounts(readSvg(join(dir, 'charts', 'load-heatmap.svg')));
    // both sides' cells (the same steps on both), one panel each, named by the balancing
    expect(heat.get('rect')).toBe(2 * 2 * steps);
    expect(heatText).toContain('>static<');
    expect(heatText).toContain('>gde every 2<');
    expect(heat.get('rule')).toBe(balances);
    const u = markCounts(readSvg(join(dir, 'charts', 'utilization.svg')));
    expect(u.get('rule')).toBe(balances);
    expect(u.get('line')).toBeGreaterThanOrEqual(2);
    expect(markCounts(readSvg(join(dir, 'charts', 'rank-totals.svg'))).get('rect')).toBe(4);
  });

  it('sieve (one step): load per rank and, with busy times measured, a time profile', () => {
    const dir = tempDir();
    const r = meshworkJson<RunJson>(['run', 'sieve', '--quick', '--ranks', '3', '--trace', 't.json', '--charts', 'charts'], dir);
    expect(r.correct).toBe(true);
    const trace = fromTrace(readFileSync(join(dir, 't.json'), 'utf8'));
    expect(new Set(trace.phases.map((p) => p.index)).size).toBe(1);
    // a run this short on a thread CPU clock may read no busy time at all: then the profile draws
    // the busy wall time beside it, and with neither there is no profile
    const measured = trace.phases.some((p) => p.busyNs.some((b) => b > 0) || (p.wallBusyNs ?? []).some((b) => b > 0));
    expect(names(r.charts)).toEqual(measured ? ['rank-totals.svg', 'time-profile.svg', 'report.html'] : ['rank-totals.svg', 'report.html']);
    expect(markCounts(readSvg(join(dir, 'charts', 'rank-totals.svg'))).get('rect')).toBe(3);
    // busy then idle, per rank
    if (measured) expect(markCounts(readSvg(join(dir, 'charts', 'time-profile.svg'))).get('rect')).toBe(6);
  });

  it.each(['sieve', 'loop', 'knary'])(
    '%s central (a thread pool): the trace has each thread busy wall time, and the time profile draws and names it',
    (app) => {
      const dir = tempDir();
      const r = meshworkJson<RunJson>(
        ['run', app, '--quick', '--ranks', '2', '--balancer', 'central', '--trace', 't.json', '--charts', 'c'],
        dir,
      );
      expect(r.correct).toBe(true);
      const trace = fromTrace(readFileSync(join(dir, 't.json'), 'utf8'));
      const wall = trace.phases[0]?.wallBusyNs ?? [];
      expect(wall).toHaveLength(trace.ranks);
      expect(wall.reduce((a, b) => a + b, 0)).toBeGreaterThan(0);
      expect(names(r.charts)).toEqual(['rank-totals.svg', 'time-profile.svg', 'report.html']);
      expect(readFileSync(join(dir, 'c', 'time-profile.svg'), 'utf8')).toContain(`ms: ${WALL_BUSY}, then idle`);
    },
  );
});
