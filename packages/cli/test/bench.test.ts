import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { balancerFactories } from '@meshwork/balancers';
import { describe, expect, it } from 'vitest';
import { markCounts, meshwork, readSvg, tempDir } from './helpers.ts';

interface BenchJson {
  suite: string;
  quick: boolean;
  machine: { cores: number; node: string };
  tables: { title: string; columns: string[]; rows: (string | number)[][] }[];
  charts: { file: string; title: string }[];
  data: {
    runs: { P: number; balancer: string; every: number; leWork: number; bottleneck: number }[];
    synthetic: { balancers: unknown[] };
    parallelism: { scheduler: string }[];
  };
  report: { markdown: string; charts: string[] };
}

describe('meshwork bench', () => {
  it('--suite macro --quick: JSON results, a Markdown report linking every SVG chart', () => {
    const dir = tempDir();
    const r = meshwork(['bench', '--suite', 'macro', '--quick', '--out', 'report', '--json'], dir, 300_000);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as BenchJson;
    expect(j.suite).toBe('macro');
    expect(j.quick).toBe(true);
    expect(j.machine.node).toBe(process.version);
    // the plan: static + gde every 1, 2, 5, 10 on ring:2; every listed balancer on ring:4
    const runs = j.data.runs;
    expect(runs.filter((x) => x.P === 2).map((x) => x.every)).toEqual([0, 1, 2, 5, 10]);
    expect(runs.filter((x) => x.P === 4).map((x) => x.balancer)).toEqual(balancerFactories.map((f) => f.name));
    for (const x of runs) {
      expect(x.leWork).toBeGreaterThan(0);
      expect(x.leWork).toBeLessThanOrEqual(1);
      expect(x.bottleneck).toBeGreaterThan(0);
    }
    // work units are deterministic: gde every 2 lowers the busiest rank's work below the static split's
    const st4 = runs.find((x) => x.P === 4 && x.balancer === 'static');
    const gde4 = runs.find((x) => x.P === 4 && x.balancer === 'gde');
    expect(gde4?.bottleneck).toBeLessThan(st4?.bottleneck ?? 0);
    expect(j.tables[0]?.rows.length).toBe(runs.length);

    const md = readFileSync(join(dir, 'report', 'README.md'), 'utf8');
    expect(j.report.markdown).toBe(join(dir, 'report', 'README.md'));
    expect(j.charts.map((c) => c.file)).toEqual([
      'macro-interval.svg',
      'macro-speedup.svg',
      'macro-le-strategy.svg',
      'macro-utilization.svg',
      'macro-parallelism.svg',
      'macro-heatmap-static.svg',
      'macro-heatmap-gde.svg',
    ]);
    for (const c of j.charts) {
      expect(md).toContain(`](${c.file})`);
      expect(existsSync(join(dir, 'report', c.file))).toBe(true);
    }
    const svg = (f: string) => markCounts(readSvg(join(dir, 'report', f)));
    // eta vs interval: 2 series (measured, work model) x 4 intervals
    expect(svg('macro-interval.svg').get('symbol')).toBe(8);
    // speedup vs ranks: static and gde at P = 2, 4
    expect(svg('macro-speedup.svg').get('symbol')).toBe(4);
    // LE per strategy: 5 wator strategies + the synthetic bench's rows
    expect(svg('macro-le-strategy.svg').get('rect')).toBe(5 + j.data.synthetic.balancers.length);
    // heatmap: 4 ranks x 24 steps
    expect(svg('macro-heatmap-gde.svg').get('rect')).toBe(4 * 24);
    // speedup vs parallelism: 3 knary trees x (steal, graph-level, central, bound)
    expect(svg('macro-parallelism.svg').get('symbol')).toBe(3 * 4);
    expect(new Set(j.data.parallelism.map((x) => x.scheduler))).toEqual(new Set(['steal', 'graph-level', 'central', 'bound w/(w/p + cp)']));
    expect(existsSync(join(dir, 'report', 'results.json'))).toBe(true);
  }, 300_000);

  it('--suite papers --quick sets every reproduction next to the paper and links its charts', () => {
    const dir = tempDir();
    // Six apps' paper benches in their quick sizes, one after the other: the slowest test of the suite.
    const r = meshwork(['bench', '--suite', 'papers', '--quick', '--out', 'papers', '--json'], dir, 540_000);
    expect(r.code, r.stderr).toBe(0);
    const j = JSON.parse(r.stdout) as BenchJson;
    const rows = j.tables[0]?.rows ?? [];
    expect(rows.filter((x) => x[1] === 'reproduction failed')).toEqual([]);
    expect(new Set(rows.map((x) => x[0]))).toEqual(
      new Set([
        'Functional (sieve)',
        'SDLB (diffusion)',
        'GDE (thinning)',
        'GDE (WaTor)',
        'Work stealing (knary)',
        'Partial replication (loop)',
      ]),
    );
    // every figure was extracted (a missing one shows as "-")
    for (const r of rows.filter((x) => x[0] === 'Work stealing (knary)' || x[0] === 'Partial replication (loop)')) {
      expect(r[3]).not.toMatch(/(^|[^\w])-( |x|$)/);
    }
    // the sieve's block-split LE is computed from trial divisions: a deterministic percentage
    expect(rows.find((x) => String(x[1]).includes('block split'))?.[3]).toMatch(/^\d+\.\d\d% /);
    const md = readFileSync(join(dir, 'papers', 'README.md'), 'utf8');
    expect(md).toContain('| paper | figure | in the paper | ours (this machine) |');
    for (const c of j.charts) {
      expect(md).toContain(`](${c.file})`);
      expect(markCounts(readSvg(join(dir, 'papers', c.file))).get('line')).toBeGreaterThan(0);
    }
  }, 560_000);

  it('--suite micro --quick prints its table next to the machine it ran on', () => {
    const r = meshwork(['bench', '--suite', 'micro', '--quick'], tempDir(), 300_000);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Micro suite');
    expect(r.stdout).toMatch(/machine: .*\d+ cores/);
    expect(r.stdout).toContain('link ping-pong 8 B, 2 ranks');
  }, 300_000);
});
