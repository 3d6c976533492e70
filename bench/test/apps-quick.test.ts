/**
 * Each app's benchmark through its one entry (`dist/apps/run.js <app> --quick --json`) at sizes
 * smaller still than `--quick`: exit 0, every result checked against the app's sequential
 * reference, and the deterministic parts of each report (case labels, sizes, the work-unit
 * figures, the options it ran with). No timing assertions. The entry's usage and bad input too.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const script = fileURLToPath(new URL('../dist/apps/run.js', import.meta.url));
const run = (args: readonly string[]) => spawnSync(process.execPath, [script, ...args], { encoding: 'utf8', timeout: 240_000 });

// biome-ignore lint/suspicious/noExplicitAny: each report is read field by field below
function report(app: string, args: readonly string[]): any {
  const r = run([app, '--quick', '--json', ...args]);
  expect(r.status, r.stderr).toBe(0);
  expect(r.stderr).toBe('');
  return JSON.parse(r.stdout);
}

describe('bench:app', () => {
  it("--help lists the apps; an app's --help its declared options; bad input is one line, exit 2", () => {
    const h = run(['--help']);
    expect(h.status).toBe(0);
    expect(h.stdout).toMatch(/apps: diffusion, knary, loop, sieve, thinning, wator/);
    const s = run(['sieve', '--help']);
    expect(s.status).toBe(0);
    expect(s.stdout).toMatch(/^usage: pnpm bench:app sieve \[options\]/);
    expect(s.stdout).toMatch(/--paper-n <int> +.*\(default: 32000000, --quick: 4000000\)/);
    const bad = run(['sieve', '--n', '10']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('bench:app: [MW_INVALID_ARGUMENT] sieve bench: --n must be an integer >= 1000, got "10"\n');
    const none = run(['nope']);
    expect(none.status).toBe(2);
    expect(none.stderr).toMatch(/^bench:app: \[MW_INVALID_ARGUMENT\] no app benchmark "nope"; one of diffusion, knary/);
  });

  it('sieve: every strategy correct, the paper figures from trial divisions', () => {
    const j = report('sieve', ['--n', '20000', '--paper-n', '100000', '--chunks', '4']);
    expect(j.rows.map((r: { label: string }) => r.label)).toEqual([
      'sequential reference',
      'meshwork static (block)',
      'meshwork cyclic',
      'meshwork functional (eq. 4, e = 1.43)',
      'meshwork calibrated (1% sample)',
      'meshwork observed (1% sample)',
      'meshwork self gss',
      'meshwork self tss',
      'meshwork self fac2',
      'meshwork steal',
      'piscina equal split (2 tasks)',
      'central: piscina queue, 4 chunks',
      'hetero static (rank 1 x2 slower)',
      'hetero functional + speeds',
    ]);
    expect(j.rows.every((r: { correct: boolean }) => r.correct)).toBe(true);
    expect([j.n, j.repeat, j.paper32.n, j.section4.ideal]).toEqual([20000, 1, 100000, 19]);
    // work units: the block split of 32 parts is less balanced than the functional one
    const le = (p: string) => j.paper32.rows.find((r: { split: string }) => r.split.startsWith(p)).le;
    expect(le('block')).toBeLessThan(le('functional'));
  });

  it('loop: every strategy correct at P = 2, the simulated figures at 16 and 64', () => {
    const j = report('loop', ['--side', '8']);
    expect(j.p2.figures.map((f: { F: number }) => f.F)).toEqual([1, 2, 5, 10]);
    for (const f of j.p2.figures) expect(f.rows.every((r: { correct: boolean }) => r.correct)).toBe(true);
    expect(j.p2.figures[0].rows.map((r: { label: string }) => r.label)).toEqual([
      'static',
      'replicate m=2',
      'self gss',
      'self tss',
      'self fac2',
      'steal',
      'central (2 pool threads)',
    ]);
    expect(j.many.runs.map((r: { P: number; n: number }) => [r.P, r.n])).toEqual([
      [16, 32],
      [64, 64],
    ]);
  });

  it('knary: the sides asked for, identical trees, the bound from the tree shapes', () => {
    const j = report('knary', ['--iters', '0', '--cilk-iters', '0', '--sides', 'steal,node']);
    expect(j.config).toEqual({ ranks: 2, repeat: 1, iters: 0, cilkIters: 0, cilkH: 8, quick: true });
    expect(j.table1.map((c: { h: number; d: number }) => `${c.h},${c.d}`)).toEqual([
      '4,6',
      '3,14',
      '3,16',
      '3,18',
      '3,20',
      '4,8',
      '4,10',
      '5,6',
    ]);
    for (const c of [...j.table1, ...j.cilk]) {
      expect(c.sides.map((s: { label: string }) => s.label)).toEqual(['steal', 'node']);
      expect(c.sides.every((s: { identical: boolean }) => s.identical)).toBe(true);
    }
    expect(run(['knary', '--sides', 'node']).stderr).toMatch(/--sides must be a list that includes steal, got "node"/);
  });

  it('wator: every run matches the reference; the interval sweep and the model', () => {
    const j = report('wator', ['--size', '24', '--model-ranks', '2', '--steps', '4']);
    expect(j.correct).toBe(true);
    expect(j.intervals.map((r: { every: number }) => r.every)).toEqual([1, 2, 5, 10, 20, 50]);
    expect(j.model.map((m: { balancer: string; every: number }) => `${m.balancer} ${m.every}`)).toEqual(
      ['gde', 'central'].flatMap((b) => [1, 2, 5, 10, 20, 50].map((k) => `${b} ${k}`)),
    );
    expect(run(['wator', '--size', '23', '--model-ranks', '2']).stderr).toMatch(
      /--size must be at least 24 for 8 strips of 3 rows, got "23"/,
    );
  });

  it('thinning: every case bit-identical at each rank count', () => {
    const j = report('thinning', ['--ranks', '1,2', '--size', '64']);
    expect(j.allIdentical).toBe(true);
    expect(j.image.label).toBe('blobs 64x64 (seed 1)');
    expect(j.rows.map((r: { P: number; case: string }) => `${r.P} ${r.case}`)).toEqual([
      '1 static',
      '2 static',
      '2 gde-once',
      '2 gde2',
      '2 sdlb',
    ]);
  });

  it('diffusion: part A in work units, checked against the reference', () => {
    const j = report('diffusion', ['--part', 'A']);
    expect(j.wallTime).toEqual([]);
    expect(j.deterministic.map((d: { image: string; P: number }) => `${d.image} ${d.P}`)).toEqual(['camera 256x256 4']);
    const d = j.deterministic[0];
    expect(new Set(d.rows.map((r: { mode: string }) => r.mode))).toEqual(new Set(['2-D (kd)', 'one axis (rows)', 'rows, b=192']));
    expect(d.rows.map((r: { k: number }) => r.k)).toEqual([1, 1, 1, 2, 2, 2, 5, 5, 5, 10, 10, 10, 20, 20, 20]);
    expect(d.idealCost).toBeLessThanOrEqual(d.staticCost);
  });
});
