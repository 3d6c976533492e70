/**
 * The guide docs/balance-your-program.md: its programs (docs/balance-your-program/program.js and
 * program.ts) appear in it verbatim, and they run as the guide says, from a user's folder with the
 * packages installed there, on real threads: the result is the one-rank result bit for bit, the
 * static split is far from level, and gde levels it (LE in work units above 90%, which
 * `loads: 'work'` makes deterministic; measured time, the default, balances the same program).
 */
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Cluster, createCluster, fromTrace, type RunResult } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meshworkJson, tempDir } from './helpers.ts';

const ROOT = new URL('../../../', import.meta.url);
const GUIDE = readFileSync(new URL('docs/balance-your-program.md', ROOT), 'utf8');
const FILES = ['program.js', 'program.ts'] as const;
const source = (f: string) => readFileSync(new URL(`docs/balance-your-program/${f}`, ROOT), 'utf8');

interface Result {
  readonly sum: number;
  readonly rows: number;
}

interface FileRunJson {
  correct?: boolean;
  leWork: number | null;
  balancing: { label: string };
  details: { results?: Result[]; drivers: { balancer: string; policy: string }[] };
  compare?: FileRunJson;
}

let dir: string;
const clusters: Cluster[] = [];

beforeAll(() => {
  dir = tempDir('meshwork-guide-');
  for (const f of FILES) copyFileSync(new URL(`docs/balance-your-program/${f}`, ROOT), join(dir, f));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'my-program', private: true, type: 'module' }));
  mkdirSync(join(dir, 'node_modules', '@meshwork'), { recursive: true });
  for (const p of ['runtime', 'balancers'])
    symlinkSync(fileURLToPath(new URL(`packages/${p}`, ROOT)), join(dir, 'node_modules', '@meshwork', p), 'dir');
});
afterAll(async () => {
  await Promise.all(clusters.map((c) => c.close()));
});

/** One run of the guide's JS program on `topology`. */
async function run(topology: string, options: Record<string, unknown>): Promise<RunResult<Result>> {
  const cluster = createCluster({ topology });
  clusters.push(cluster);
  return cluster.run<Result>(pathToFileURL(join(dir, 'program.js')), options, { timeoutMs: 120_000 });
}

describe('the guide docs/balance-your-program.md', () => {
  it.each(FILES)('includes %s verbatim', (f) => {
    const text = source(f);
    expect(text.length).toBeGreaterThan(500);
    expect(GUIDE).toContain(`\`\`\`${f.endsWith('.ts') ? 'ts' : 'js'}\n${text}\`\`\``);
  });

  it("its program: static far from level; gde on the kernel's work units above 90% LE; every result the one-rank result", async () => {
    const size = { rows: 256, cols: 256, steps: 10 };
    const one = await run('chain:1', { ...size, balancing: { balancer: 'static' } });
    const reference = (one.results[0] as Result).sum;
    const fixed = await run('chain:2', { ...size, balancing: { balancer: 'static' } });
    const work = await run('chain:2', { ...size, balancing: { balancer: 'gde', every: 1, loads: 'work' } });
    const timed = await run('chain:2', { ...size, balancing: { balancer: 'gde', every: 1 } });
    for (const r of [fixed, work, timed]) for (const x of r.results) expect(x.sum).toBe(reference);
    expect(fixed.metrics.totals.work.le).toBeLessThan(0.65);
    expect(work.metrics.totals.work.le).toBeGreaterThan(0.9);
    // the hot disc is in rank 0's half: balancing gave rank 0 fewer rows, by work units and by time
    expect(work.results[0]?.rows).toBeLessThan(128);
    expect(timed.ranks[0]?.drivers?.[0]?.balances.length).toBe(size.steps - 1);
  });

  it('meshwork run ./program.js --balancer gde --compare static: both sides correct, the same checksum', () => {
    const r = meshworkJson<FileRunJson>(
      [
        'run',
        './program.js',
        '--ranks',
        '2',
        '--balancer',
        'gde',
        '--compare',
        'static',
        '--repeat',
        '1',
        '--no-machine-check',
        '--opt',
        'rows=256',
        '--opt',
        'cols=256',
        '--opt',
        'steps=8',
      ],
      dir,
    );
    expect(r.correct).toBe(true);
    expect(r.compare?.correct).toBe(true);
    expect(r.balancing.label).toBe('gde adaptive');
    expect(r.compare?.balancing.label).toBe('static');
    expect(r.details.results?.[0]?.sum).toBe(r.compare?.details.results?.[0]?.sum);
    expect(r.compare?.leWork).toBeLessThan(0.65);
  });

  it("--loads work reaches the program's driver: measure records the kernel's work units, not times", () => {
    const args = (loads: readonly string[], trace: string) => [
      'run',
      './program.js',
      '--ranks',
      '2',
      '--balancer',
      'gde',
      '--every',
      '1',
      '--repeat',
      '1',
      ...loads,
      '--trace',
      trace,
      '--opt',
      'rows=64',
      '--opt',
      'cols=32',
      '--opt',
      'steps=4',
    ];
    const work = meshworkJson<FileRunJson>(args(['--loads', 'work'], 'work.json'), dir);
    const time = meshworkJson<FileRunJson>(args([], 'time.json'), dir);
    expect(work.correct && time.correct).toBe(true);
    const recorded = (f: string) => fromTrace(readFileSync(join(dir, f), 'utf8'));
    const w = recorded('work.json');
    const t = recorded('time.json');
    // the program never names loads: the flag came through options.balancing to the driver
    expect(w.loads?.recorded.loadIsTime).toBe(false);
    expect(t.loads?.recorded.loadIsTime).toBe(true);
    // each step's load is what the kernel returned (ctx.work records the same sum), exactly
    const steps = w.loads?.steps ?? [];
    expect(steps.length).toBe(3);
    for (const [k, s] of steps.entries()) expect(s.totals).toEqual(w.phases[k]?.workUnits);
    // on 2 ranks the hot disc in the top half leaves rank 0 three times rank 1's units or more
    expect((steps[0]?.totals[0] ?? 0) / (steps[0]?.totals[1] ?? 1)).toBeGreaterThan(3);
  });

  it('meshwork run ./program.ts: the TypeScript program, no build step, checked against its reference', () => {
    const r = meshworkJson<FileRunJson>(
      [
        'run',
        './program.ts',
        '--ranks',
        '2',
        '--balancer',
        'gde',
        '--every',
        '1',
        '--repeat',
        '1',
        '--opt',
        'rows=128',
        '--opt',
        'steps=6',
      ],
      dir,
    );
    expect(r.correct).toBe(true);
    expect(r.details.drivers).toEqual([{ balancer: 'gde', policy: 'every', phases: 5, balances: 5 }]);
  });
});
