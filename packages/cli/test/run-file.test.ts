/**
 * `meshwork run <file>`: a user's program module run by the compiled command on real threads,
 * like a built-in app. The programs are written into a fresh folder outside the workspace, with
 * the runtime and the balancers installed there as a user would have them (linked packages): a
 * TypeScript program with a relative `.ts` import and no build step, the same program in
 * JavaScript, and one without a description. Bad paths fail with exit 2 and one line.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fromTrace } from '@meshwork/runtime';
import { beforeAll, describe, expect, it } from 'vitest';
import { meshwork, meshworkJson, tempDir } from './helpers.ts';

interface FileRunJson {
  app: string;
  topology: string;
  ranks: number;
  storage?: string;
  balancing: { label: string; balancer: string; policy: string };
  result: string;
  correct?: boolean;
  sequentialMs: number[];
  parallelMs: number[];
  speedup: number | null;
  leWork: number | null;
  balance?: { balances: number; label?: string };
  trace?: string;
  charts: string[];
  details: {
    file: string;
    options: Record<string, unknown>;
    results?: { sum: number; rows: number; label?: unknown }[];
    drivers: { balancer: string; policy: string; phases: number; balances: number }[];
  };
  compare?: FileRunJson;
  comparison?: { n: number; ratio: number; lo: number; hi: number; verdict: string };
}

const FIXTURES = fileURLToPath(new URL('./fixtures/program-file/', import.meta.url));
const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));

/** A user's folder: the programs, a package.json of type module, the packages installed (linked). */
let dir: string;

/** A program without the `meshwork` export: it returns each rank's row count and its own sum. */
const BARE = `import { resolveBalancing } from '@meshwork/balancers';
import { defineProgram } from '@meshwork/runtime';

export default defineProgram(async (ctx, opts) => {
  const rows = opts.rows ?? 32;
  const grid = await ctx.grid({ shape: [rows, 8], halo: 0, storage: 'distributed' });
  const driver = ctx.balancing(resolveBalancing(opts.balancing));
  let own = 0;
  for (let t = 0; t < 4; t++) {
    const n = grid.extent[0];
    const load = ctx.rank === 0 ? 3 * n : n;
    ctx.phase('compute', () => ctx.work(load));
    own += load;
    if (t < 3) driver.afterPhase(grid, { total: load, planes: [new Float64Array(n).fill(load / n), new Float64Array(8).fill(load / 8)] });
  }
  return { rank: ctx.rank, own };
});
`;

beforeAll(() => {
  dir = tempDir('meshwork-run-file-');
  for (const f of ['kernel.ts', 'program.ts', 'program.js']) copyFileSync(join(FIXTURES, f), join(dir, f));
  writeFileSync(join(dir, 'bare.mjs'), BARE);
  writeFileSync(join(dir, 'nodefault.mjs'), 'export const answer = 42;\n');
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'my-program', private: true, type: 'module' }));
  mkdirSync(join(dir, 'node_modules', '@meshwork'), { recursive: true });
  for (const p of ['runtime', 'balancers']) symlinkSync(join(PACKAGES, p), join(dir, 'node_modules', '@meshwork', p), 'dir');
});

const run = (args: readonly string[]) => meshworkJson<FileRunJson>(['run', ...args], dir);

describe('meshwork run <file>', () => {
  it('a .ts program with a relative .ts import runs without a build step, checked against its sequential reference', () => {
    const r = run(['./program.ts', '--ranks', '2', '--balancer', 'gde', '--every', '2', '--opt', 'rows=48', '--opt', 'steps=5']);
    expect(r.app).toBe('./program.ts');
    expect(r.topology).toBe('chain:2');
    expect(r.storage).toBeUndefined();
    expect(r.balancing.label).toBe('gde every 2');
    expect(r.correct).toBe(true);
    expect(r.sequentialMs.length).toBe(3);
    expect(r.parallelMs.length).toBe(3);
    expect(r.speedup).toBeGreaterThan(0);
    // every rank agrees on the sum, which the summary line shows; the rows moved towards the cool rank
    const results = r.details.results ?? [];
    expect(results.length).toBe(2);
    expect(results[0]?.sum).toBe(results[1]?.sum);
    expect(r.result).toBe(`sum ${results[0]?.sum} over 2 ranks`);
    expect((results[0]?.rows ?? 0) + (results[1]?.rows ?? 0)).toBe(48);
    expect(results[0]?.rows).toBeLessThan(24);
    expect(r.details.options).toEqual({ rows: 48, steps: 5 });
    expect(r.details.drivers).toEqual([{ balancer: 'gde', policy: 'every', phases: 4, balances: 2 }]);
    expect(r.balance?.balances).toBe(2);
    expect(r.balance?.label).toBeUndefined();
  });

  it('a .js program: --compare static interleaves both sides on the same input; the balanced one is level in work units', () => {
    const opts = join(dir, 'opts.json');
    writeFileSync(opts, JSON.stringify({ rows: 40, steps: 6, label: 'from the file' }));
    const r = run([
      './program.js',
      '--balancer',
      'gde',
      '--compare',
      'static',
      '--repeat',
      '2',
      '--no-machine-check',
      '--opts',
      opts,
      '--opt',
      'steps=8',
    ]);
    expect(r.details.options).toEqual({ rows: 40, steps: 8, label: 'from the file' });
    expect(r.details.results?.[0]?.label).toBe('from the file');
    // a balancer named without a policy balances under adaptive (eight steps: it counts an
    // imbalance once two looks in a row showed it)
    expect(r.balancing.label).toBe('gde adaptive');
    expect(r.details.drivers[0]?.policy).toBe('adaptive');
    expect(r.compare?.balancing.label).toBe('static');
    expect(r.compare?.details.drivers).toEqual([{ balancer: 'static', policy: 'never', phases: 7, balances: 0 }]);
    expect(r.correct).toBe(true);
    expect(r.compare?.correct).toBe(true);
    expect(r.details.results?.[0]?.sum).toBe(r.compare?.details.results?.[0]?.sum);
    // the paired verdict of the two rounds
    expect(r.comparison?.n).toBe(2);
    expect(r.comparison?.lo).toBeLessThanOrEqual(r.comparison?.ratio ?? 0);
    expect(r.comparison?.hi).toBeGreaterThanOrEqual(r.comparison?.ratio ?? Number.POSITIVE_INFINITY);
    // static leaves the hot band on rank 0; the work-unit LE of the static side is far from level
    expect(r.compare?.leWork).toBeLessThan(0.75);
    expect(r.leWork).toBeGreaterThan(r.compare?.leWork ?? 1);
  });

  it('a program without a description: no correct field, no speedup; times, LE, balances, the results', () => {
    const r = run(['./bare.mjs', '--ranks', '2', '--balancer', 'central', '--every', '1', '--repeat', '1']);
    expect('correct' in r).toBe(false);
    expect(r.sequentialMs).toEqual([]);
    expect(r.speedup).toBeNull();
    expect(r.parallelMs.length).toBe(1);
    expect(r.result).toMatch(/^rank 0 of 2 returned \{"rank":0,"own":\d+\}$/);
    expect(r.details.results?.map((x) => (x as unknown as { rank: number }).rank)).toEqual([0, 1]);
    expect(r.balance?.balances).toBe(3);
    expect(r.leWork).toBeGreaterThan(0);
    const text = meshwork(['run', './bare.mjs', '--repeat', '1'], dir);
    expect(text.code).toBe(0);
    expect(text.stdout).toMatch(/correct\s+: not checked/);
    expect(text.stdout).toMatch(/sequential\s+: none/);
    expect(text.stdout).not.toMatch(/speedup/);
  });

  it('--trace records the loads of the driver options.balancing builds; --charts draws them', () => {
    const r = run(['./bare.mjs', '--balancer', 'gde', '--every', '2', '--repeat', '1', '--trace', 't.json', '--charts', 'charts']);
    const trace = fromTrace(readFileSync(join(dir, 't.json'), 'utf8'));
    expect(trace.ranks).toBe(2);
    expect(trace.phases.length).toBe(4);
    expect(trace.loads?.recorded).toMatchObject({ balancer: 'gde', policy: 'every' });
    expect(r.charts.length).toBeGreaterThan(0);
  });

  it('a driver that will never balance says so once, with its code; the report shows the policy', () => {
    const r = meshwork(['run', './program.js', '--balancer', 'sdlb', '--every', '0', '--repeat', '2', '--json'], dir);
    expect(r.code).toBe(0);
    const json = JSON.parse(r.stdout) as FileRunJson;
    expect(json.balancing.label).toBe('sdlb never');
    expect(json.details.drivers[0]).toMatchObject({ balancer: 'sdlb', policy: 'never', balances: 0 });
    expect(r.stderr.match(/MW_NEVER_BALANCES/g)?.length).toBe(1);
    expect(r.stderr).toMatch(/"sdlb" under the policy "never"/);
  });
});

describe('meshwork run <file>: bad paths and options, before any thread starts', () => {
  const fails = (args: readonly string[], code: RegExp) => {
    const r = meshwork(['run', ...args], dir);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    const lines = r.stderr.trim().split('\n');
    expect(lines.length).toBe(1);
    expect(lines[0]).toMatch(code);
    return lines[0] as string;
  };

  it('a missing file, a folder, a FIFO, another extension: MW_PATH', () => {
    expect(fails(['./missing.js'], /^meshwork: \[MW_PATH\] program file/)).toMatch(/ENOENT/);
    mkdirSync(join(dir, 'folder.js'), { recursive: true });
    expect(fails(['./folder.js'], /\[MW_PATH\]/)).toMatch(/a directory/);
    expect(spawnSync('mkfifo', [join(dir, 'pipe.mjs')]).status).toBe(0);
    expect(fails(['./pipe.mjs', '--ranks', '2'], /\[MW_PATH\]/)).toMatch(/FIFO/);
    writeFileSync(join(dir, 'notes.txt'), 'hello');
    expect(fails(['./notes.txt'], /\[MW_PATH\]/)).toMatch(/\.js, \.mjs, \.ts, \.mts/);
  });

  it('a module without a program default export, or with a malformed description: MW_INVALID_PROGRAM', () => {
    expect(fails(['./nodefault.mjs'], /\[MW_INVALID_PROGRAM\]/)).toMatch(/no default export/);
    writeFileSync(
      join(dir, 'typo.mjs'),
      "import { defineProgram } from '@meshwork/runtime';\nexport default defineProgram(() => 1);\nexport const meshwork = { sequentail: () => 1 };\n",
    );
    expect(fails(['./typo.mjs'], /\[MW_INVALID_PROGRAM\]/)).toMatch(/"sequentail"/);
    writeFileSync(join(dir, 'broken.mjs'), 'export default (\n');
    fails(['./broken.mjs'], /\[MW_INVALID_PROGRAM\] program file "\.\/broken\.mjs": expected a module that imports/);
  });

  it('bad --opt and --opts: a usage error', () => {
    fails(['./program.js', '--opt', 'rows'], /--opt.*expected key=value/);
    fails(['./program.js', '--opt', 'balancing=1'], /"balancing" is set by --balancer/);
    writeFileSync(join(dir, 'list.json'), '[1, 2]');
    fails(['./program.js', '--opts', 'list.json'], /expected a JSON object, got an array/);
    fails(['./program.js', '--storage', 'shared'], /--storage does not apply/);
  });

  it('the help says how a file differs from an app, and lists the program options', () => {
    const top = meshwork(['run', '--help'], dir);
    expect(top.code).toBe(0);
    expect(top.stdout).toMatch(/Program files:/);
    expect(top.stdout).toMatch(/contains\s+a "\/" or ends in \.js, \.mjs, \.ts, \.mts/);
    const own = meshwork(['run', './program.js', '--help'], dir);
    expect(own.code).toBe(0);
    expect(own.stdout).toMatch(/--opt <key=value>/);
    expect(own.stdout).toMatch(/--opts <file\.json>/);
    expect(own.stdout).toMatch(/--compare <balancer>/);
    // a name without a slash or an extension is an app name
    const app = meshwork(['run', 'program'], dir);
    expect(app.code).toBe(2);
    expect(app.stderr).toMatch(/unknown command 'program'/);
  });
});
