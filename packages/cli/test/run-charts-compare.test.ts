/**
 * `meshwork run <grid app> --charts DIR --compare static` for the grid apps that balance (thinning
 * in run-charts.test.ts, diffusion and wator here): every chart draws both sides on shared axes,
 * read from the SVGs' accessibility labels (vega names each axis with its scale's domain and each
 * legend with its values). The stencil is static only, so it has nothing to compare.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from './helpers.ts';

interface RunJson {
  readonly charts: string[];
  readonly correct: boolean;
}

/** The aria-labels of an SVG's axes or legends (`kind`: "X-axis", "Y-axis", "legend"). */
function labels(svg: string, kind: string): string[] {
  return [...svg.matchAll(/aria-label="([^"]*)"/g)].map((m) => m[1] as string).filter((l) => l.includes(kind));
}

describe('meshwork run --charts --compare static: both sides on shared axes', () => {
  it.each(['diffusion', 'wator'])('%s', (app) => {
    const dir = tempDir();
    const args = ['run', app, '--quick', '--ranks', '2', '--compare', 'static', '--no-machine-check', '--trace', 't.json', '--charts', 'c'];
    const r = meshworkJson<RunJson>(args, dir);
    expect(r.correct).toBe(true);
    const read = (f: string) => readFileSync(join(dir, 'c', f), 'utf8');
    const heat = read('load-heatmap.svg');
    // the balanced side's name, from the heading "<app> on <topology>, static vs <name>: ..."
    const other = / vs ([^:]+): load per rank/.exec(heat)?.[1] as string;
    expect(other).toBeDefined();
    const trace = fromTrace(readFileSync(join(dir, 't.json'), 'utf8'));
    const steps = new Set(trace.phases.map((p) => p.index)).size;

    // heatmap: one panel per side (both runs take the same steps), one step axis twice, one colour scale
    expect(markCounts(readSvg(join(dir, 'c', 'load-heatmap.svg'))).get('rect')).toBe(2 * 2 * steps);
    expect(heat).toContain('>static<');
    expect(heat).toContain(`>${other}<`);
    const x = labels(heat, 'X-axis');
    expect(x).toHaveLength(2);
    expect(x[0]).toBe(x[1]);
    expect(labels(heat, 'legend')).toHaveLength(1);

    // U_k and the totals: one chart, one axis each, a legend naming both sides
    for (const file of ['utilization.svg', 'rank-totals.svg']) {
      const svg = read(file);
      expect(labels(svg, 'X-axis'), file).toHaveLength(1);
      expect(labels(svg, 'legend'), file).toContain(
        `Symbol legend titled 'run' for fill color and stroke color with 2 values: static, ${other}`,
      );
    }
    // a line per side at least (work units), a bar per side and rank
    expect(markCounts(readSvg(join(dir, 'c', 'utilization.svg'))).get('line')).toBeGreaterThanOrEqual(2);
    expect(markCounts(readSvg(join(dir, 'c', 'rank-totals.svg'))).get('rect')).toBe(4);
  });

  it('the stencil (static only) has no other side: --compare static is refused before any run', () => {
    const r = meshwork(['run', 'stencil', '--quick', '--ranks', '2', '--compare', 'static', '--charts', 'c'], tempDir());
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("--compare static is the run's balancing already");
  });
});
