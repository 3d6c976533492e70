import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fromTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { markCounts, meshwork, meshworkJson, readSvg, tempDir } from './helpers.ts';

interface RunJson {
  app: string;
  topology: string;
  ranks: number;
  balancing: { label: string; balancer: string; policy: string };
  result: string;
  correct: boolean;
  sequentialMs: number[];
  parallelMs: number[];
  speedup: number;
  leWork: number;
  leBusy: number | null;
  balance: { balances: number; unitsMoved: number } | undefined;
  files: string[];
  trace?: string;
  charts: string[];
  details: Record<string, unknown>;
}

function checkCommon(r: RunJson, app: string, ranks: number): void {
  expect(r.app).toBe(app);
  expect(r.ranks).toBe(ranks);
  expect(r.correct).toBe(true);
  // the default --repeat: each side timed three times, medians reported
  expect(r.sequentialMs.length).toBe(3);
  expect(r.parallelMs.length).toBe(3);
  expect(r.speedup).toBeGreaterThan(0);
  expect(r.leWork).toBeGreaterThan(0);
  expect(r.leWork).toBeLessThanOrEqual(1);
}

describe('meshwork run', () => {
  it('stencil: a static mesh run, checked against the sequential reference', () => {
    const r = meshworkJson<RunJson>(['run', 'stencil', '--ranks', '2', '--size', '32', '--iterations', '4'], tempDir());
    checkCommon(r, 'stencil', 2);
    expect(r.topology).toBe('mesh:2x1');
    expect(r.balancing.label).toBe('static');
    expect(r.leWork).toBe(1); // equal tiles, equal work units
    expect(r.balance).toBeUndefined();
  });

  it('wator with gde every 2: balances, a trace and charts with one cell per rank and step', () => {
    const dir = tempDir();
    const steps = 8;
    const r = meshworkJson<RunJson>(
      [
        'run',
        'wator',
        '--ranks',
        '3',
        '--size',
        '24x16',
        '--steps',
        String(steps),
        '--every',
        '2',
        '--trace',
        't.json',
        '--charts',
        'charts',
      ],
      dir,
    );
    checkCommon(r, 'wator', 3);
    expect(r.topology).toBe('ring:3');
    expect(r.balancing.label).toBe('gde every 2');
    expect(r.balance?.balances).toBeGreaterThan(0);
    expect(r.result).toMatch(/minnows, \d+ sharks after 8 steps/);
    const trace = fromTrace(readFileSync(join(dir, 't.json'), 'utf8'));
    expect(trace.ranks).toBe(3);
    // meshwork run wator balances on measured time (--loads work: the fish, as the papers' suite)
    expect(trace.loads?.recorded.loadIsTime).toBe(true);
    expect(r.charts.map((c) => c.replace(/.*[\\/]/, ''))).toEqual([
      'load-heatmap.svg',
      'utilization.svg',
      'rank-totals.svg',
      'report.html',
    ]);
    const heat = markCounts(readSvg(join(dir, 'charts', 'load-heatmap.svg')));
    expect(heat.get('rect')).toBe(3 * steps);
    const bars = markCounts(readSvg(join(dir, 'charts', 'rank-totals.svg')));
    expect(bars.get('rect')).toBe(3);
  });

  it('thinning writes the skeleton as a PBM image', () => {
    const dir = tempDir();
    const r = meshworkJson<RunJson>(['run', 'thinning', '--ranks', '2', '--size', '48', '--out', 'skeleton.pbm'], dir);
    checkCommon(r, 'thinning', 2);
    expect(r.topology).toBe('chain:2');
    expect(r.files).toEqual([join(dir, 'skeleton.pbm')]);
    expect(readFileSync(join(dir, 'skeleton.pbm')).subarray(0, 2).toString()).toBe('P4');
  });

  it('diffusion with sdlb every 3 writes a PNG', () => {
    const dir = tempDir();
    const r = meshworkJson<RunJson>(
      [
        'run',
        'diffusion',
        '--topology',
        'mesh:2x1',
        '--size',
        '32',
        '--max-iterations',
        '12',
        '--balancer',
        'sdlb',
        '--every',
        '3',
        '--out',
        'd.png',
      ],
      dir,
    );
    checkCommon(r, 'diffusion', 2);
    expect(r.balancing.label).toBe('sdlb every 3');
    expect(r.balance?.balances).toBeGreaterThanOrEqual(3);
    expect([...readFileSync(join(dir, 'd.png')).subarray(1, 4)].map((c) => String.fromCharCode(c)).join('')).toBe('PNG');
  });

  it('sieve with the cyclic split counts the primes', () => {
    const dir = tempDir();
    const r = meshworkJson<RunJson>(['run', 'sieve', '--ranks', '2', '--n', '10000', '--balancer', 'cyclic', '--trace', 's.json'], dir);
    checkCommon(r, 'sieve', 2);
    expect(r.result).toBe('1229 primes in [2, 10000]');
    expect(fromTrace(readFileSync(join(dir, 's.json'), 'utf8')).phases.length).toBe(1);
  });

  it('loop: static leaves the off-centre band on one rank (work units); steal gives the same checksum', () => {
    const args = ['run', 'loop', '--ranks', '2', '--rows', '64', '--cols', '64', '--F', '5', '--d', '0.1', '--at', '0.25'];
    const fixed = meshworkJson<RunJson>([...args, '--balancer', 'static'], tempDir());
    const stolen = meshworkJson<RunJson>([...args, '--balancer', 'steal'], tempDir());
    checkCommon(fixed, 'loop', 2);
    checkCommon(stolen, 'loop', 2);
    // The same loop gives the same checksum whatever the schedule.
    expect(stolen.details.checksum).toBe(fixed.details.checksum);
    expect(fixed.details.checksum).toBe(fixed.details.expected);
    // Deterministic: the band of F = 5 over 10% of the loop sits in rank 0's half.
    expect(fixed.leWork).toBeLessThan(0.8);
    expect(stolen.details.strategy).toBe('steal');
  });

  it('knary: every scheduler, central included, gives the reference node count and checksum', () => {
    const args = ['run', 'knary', '--ranks', '2', '--h', '4', '--d', '3', '--s', '1', '--iters', '10'];
    const checksums = new Set<unknown>();
    for (const b of ['steal', 'graph-level', 'central']) {
      const r = meshworkJson<RunJson>([...args, '--balancer', b], tempDir());
      checkCommon(r, 'knary', 2);
      expect(r.result).toMatch(/^40 nodes, checksum \d+/);
      expect((r.details.perRank as number[]).reduce((x, y) => x + y, 0)).toBe(40);
      checksums.add(/checksum \d+/.exec(r.result)?.[0]);
      expect(r.result).toMatch(/reached \d+% of it$/);
    }
    expect(checksums.size).toBe(1);
    // Three commands, each with its own 120 s limit: a loaded host needs more than the default.
  }, 400_000);

  it('prints a summary table and plain progress lines when not on a terminal', () => {
    const r = meshwork(['run', 'wator', '--ranks', '2', '--size', '16', '--steps', '3', '--balancer', 'central'], tempDir());
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('meshwork run wator: ring:2 (2 ranks), distributed storage, central adaptive, 3 repeats');
    for (const row of ['result', 'correct', 'sequential', 'parallel', 'speedup', 'LE work units', 'LE busy time', 'balancer']) {
      expect(r.stdout).toMatch(new RegExp(`^  ${row} +: `, 'm'));
    }
    expect(r.stdout).toMatch(/correct +: yes/);
    // warm-up, then reference and parallel run interleaved three times
    expect(r.stderr).toMatch(/\[7\/7\] parallel run 3\/3/);
    expect(r.stderr).not.toContain('\r');
    expect(existsSync(join(tempDir(), 'x'))).toBe(false);
  });

  it('--quick times each side once unless --repeat is given', () => {
    const quick = meshworkJson<RunJson>(['run', 'sieve', '--quick'], tempDir());
    expect(quick.parallelMs).toHaveLength(1);
    const two = meshworkJson<RunJson>(['run', 'sieve', '--quick', '--repeat', '2'], tempDir());
    expect(two.parallelMs).toHaveLength(2);
  });
});
