/**
 * What a user who installs Meshwork from npm gets: every publishable package packed with `pnpm pack`
 * (workspace:* rewritten to versions, the workspace-only `development` condition dropped by
 * publishConfig), the tarballs installed with plain npm into a fresh folder outside the workspace,
 * then the `meshwork` command (the sieve and WaTor with gde), a user program in JavaScript and one in
 * TypeScript compiled by tsc (strict, NodeNext), each on real threads.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script of the repository, without type declarations
import { packOne, publishable } from '../../../scripts/pack-all.mjs';
import { tempDir } from './helpers.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Every package a user can install (the workspace's non-private ones); `@meshwork/cli` depends on the rest. */
const PUBLISHED: string[] = publishable();

function tarManifest(tgz: string): Record<string, unknown> {
  const text = execFileSync('tar', ['-xzOf', tgz, 'package/package.json'], { encoding: 'utf8' });
  return JSON.parse(text) as Record<string, unknown>;
}

function tarFiles(tgz: string): string[] {
  return execFileSync('tar', ['-tzf', tgz], { encoding: 'utf8' }).trim().split('\n');
}

const PROGRAM_JS = `import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx) => ctx.comm.allreduce(ctx.rank + 1, 'sum'));
`;

const HOST_JS = `import { createCluster, balancers } from '@meshwork/runtime';
import { balance, resolveBalancing } from '@meshwork/balancers';
const cluster = createCluster({ topology: 'chain:2' });
try {
  const run = await cluster.run(new URL('./program.js', import.meta.url), {}, { timeoutMs: 30000 });
  let internal = 'open';
  try { await import('@meshwork/runtime/dist/cluster/cluster.js'); } catch (e) { internal = e.code; }
  console.log(JSON.stringify({ results: run.results, ranks: run.metrics.ranks, threads: cluster.threadCount, gde: balancers.has('gde'), label: resolveBalancing(balance.gde({ every: 2 })).label, internal }));
} finally {
  await cluster.close();
}
`;

const PROGRAM_TS = `import { defineProgram, type RankContext } from '@meshwork/runtime';

// Never called: a program's ctx shows no internals (tsc fails if one of these compiles).
export function internalsHidden(ctx: RankContext): void {
  // @ts-expect-error: the end-of-run barrier is the runtime's
  ctx.quiesce();
  // @ts-expect-error: aborting the run is the runtime's
  ctx.raiseAbort();
  // @ts-expect-error: waits on raw shared memory are for plugins (@meshwork/runtime/plugin)
  ctx.idle(() => true, 'x');
}

export interface Options {
  readonly rows: number;
}

export default defineProgram(async (ctx, opts: Options) => {
  const grid = await ctx.grid({ shape: [opts.rows, 8], halo: 1, storage: 'distributed' });
  // Grids are typed by dtype: float64 by default, Int32Array for 'int32' (tsc fails otherwise).
  const values: Float64Array = grid.data;
  const counts = await ctx.grid({ shape: [opts.rows, 8], dtype: 'int32' });
  const ints: Int32Array = counts.data;
  const owned: number = grid.extent.reduce((a, b) => a * b, 1);
  return ctx.comm.allreduce(owned + 0 * (values.length + ints.length), 'sum');
});
`;

const HOST_TS = `import { balance, resolveBalancing } from '@meshwork/balancers';
import { createCluster, programRef } from '@meshwork/runtime';

// A typed reference: the options are checked against the program's, the results typed.
const program = programRef<typeof import('./program.js')>(new URL('./program.js', import.meta.url));
const cluster = createCluster({ topology: 'chain:2' });
try {
  const run = await cluster.run(program, { rows: 64 }, { timeoutMs: 30_000 });
  const totals: number[] = run.results;
  // A balancing choice is a typed value; the label comes from the interval rule.
  const label: string = resolveBalancing(balance.sdlb({ every: 3, mode: '1d' })).label;
  console.log(JSON.stringify({ results: totals, label }));
} finally {
  await cluster.close();
}

// Never called; tsc must reject both lines (an unused @ts-expect-error fails the build).
export async function wrongOnPurpose(): Promise<void> {
  // @ts-expect-error: rows must be a number
  await cluster.run(program, { rows: 'many' });
  // @ts-expect-error: each rank returns a number, not a string
  const texts: string[] = (await cluster.run(program, { rows: 1 })).results;
  void texts;
  // @ts-expect-error: gde has no option "bogus"
  balance.gde({ every: 2, bogus: 1 });
  // @ts-expect-error: an interval or a policy, not both
  balance.gde({ every: 2, policy: 'adaptive' });
}
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    strict: true,
    outDir: 'dist',
    rootDir: 'src',
    types: ['node'],
  },
  include: ['src'],
};

describe('installing the packed tarballs with npm in a fresh folder', () => {
  const tarballs: Record<string, string> = {};
  let app = '';

  beforeAll(() => {
    const into = tempDir('meshwork-pack-');
    for (const dir of PUBLISHED) tarballs[dir] = packOne(dir, into) as string;
    app = tempDir('meshwork-app-');
    writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'app', private: true, type: 'module' }));
    // One npm install of every tarball (npm resolves their @meshwork/* dependencies among them),
    // and of the TypeScript compiler and Node types from the registry, as a user would.
    execFileSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--loglevel=error', ...Object.values(tarballs), 'typescript@~5.9', '@types/node@^20'],
      { cwd: app, stdio: 'pipe', timeout: 540_000 },
    );
  }, 600_000);

  it('the publishable set is the runtime, the balancers, the harness, the hosts transport, the replay library, the CLI, the bench and every example', () => {
    expect(PUBLISHED.slice().sort()).toEqual(
      [
        'bench',
        'packages/balancers',
        'packages/cli',
        'packages/harness',
        'packages/hosts',
        'packages/replay',
        'packages/runtime',
        ...readdirSync(join(ROOT, 'examples')).map((d) => `examples/${d}`),
      ].sort(),
    );
  });

  it('every manifest is publishable: versions for workspace:*, no development condition, LICENSE, engines', () => {
    for (const dir of PUBLISHED) {
      const tgz = tarballs[dir] as string;
      const m = tarManifest(tgz);
      const text = JSON.stringify(m);
      expect(m.private, dir).toBeUndefined();
      expect(m.type, dir).toBe('module');
      expect(m.license, dir).toBe('MIT');
      expect((m.engines as Record<string, string>).node, dir).toBe('^22.18.0 || ^24.0.0 || >=26.0.0');
      expect(text, dir).not.toContain('workspace:');
      expect(text, dir).not.toContain('development');
      expect(text, dir).not.toContain('./src/');
      const files = tarFiles(tgz);
      expect(files, dir).toContain('package/LICENSE');
      expect(files, dir).toContain('package/README.md');
      expect(
        files.some((f) => f.startsWith('package/dist/')),
        dir,
      ).toBe(true);
      expect(
        files.some((f) => f.startsWith('package/test/')),
        dir,
      ).toBe(false);
      const exportsMap = m.exports as Record<string, Record<string, string>> | undefined;
      if (exportsMap !== undefined) {
        expect(exportsMap['.']?.types, dir).toBe('./dist/index.d.ts');
        expect(exportsMap['.']?.default, dir).toBe('./dist/index.js');
        expect(files, dir).toContain('package/dist/index.js');
      }
    }
    expect((tarManifest(tarballs['packages/balancers'] as string).dependencies as Record<string, string>)['@meshwork/runtime']).toBe(
      '0.1.0',
    );
    expect((tarManifest(tarballs['packages/cli'] as string).bin as Record<string, string>).meshwork).toBe('./dist/cli.js');
    // the report page's browser script, read beside the sources at run time
    expect(tarFiles(tarballs['packages/cli'] as string)).toContain('package/src/page/page-script.js');
  });

  it('meshwork run sieve --json: the prime count, checked against the sequential reference', () => {
    const out = execFileSync(join(app, 'node_modules/.bin/meshwork'), ['run', 'sieve', '--json'], {
      cwd: app,
      encoding: 'utf8',
      timeout: 120_000,
    });
    const r = JSON.parse(out) as { app: string; correct: boolean; details: { count: number; expected: number; n: number } };
    expect(r.app).toBe('sieve');
    expect(r.correct).toBe(true);
    expect(r.details.count).toBe(r.details.expected);
    expect(r.details.count).toBeGreaterThan(0);
  }, 150_000);

  it('meshwork run wator --ranks 2 --balancer gde: bit-identical to the sequential ocean', () => {
    const out = execFileSync(join(app, 'node_modules/.bin/meshwork'), ['run', 'wator', '--ranks', '2', '--balancer', 'gde', '--json'], {
      cwd: app,
      encoding: 'utf8',
      timeout: 150_000,
    });
    const r = JSON.parse(out) as { correct: boolean; ranks: number; balancing: { balancer: string; policy: string } };
    expect(r.correct).toBe(true);
    expect(r.ranks).toBe(2);
    expect(r.balancing).toEqual(expect.objectContaining({ balancer: 'gde', policy: 'adaptive' }));
  }, 180_000);

  it('a JavaScript program on 2 ranks, also under --conditions=development; internals stay closed', () => {
    writeFileSync(join(app, 'program.js'), PROGRAM_JS);
    writeFileSync(join(app, 'host.js'), HOST_JS);
    for (const args of [['host.js'], ['--conditions=development', 'host.js']]) {
      const out = execFileSync(process.execPath, args, { cwd: app, encoding: 'utf8', timeout: 60_000 });
      const r = JSON.parse(out.trim()) as {
        results: number[];
        ranks: number;
        threads: number;
        gde: boolean;
        label: string;
        internal: string;
      };
      expect(r.results).toEqual([3, 3]);
      expect(r.ranks).toBe(2);
      expect(r.threads).toBe(2);
      expect(r.gde).toBe(true);
      expect(r.label).toBe('gde every 2');
      expect(r.internal).toBe('ERR_PACKAGE_PATH_NOT_EXPORTED');
    }
  }, 150_000);

  it('a TypeScript program compiled by tsc (strict, NodeNext) against the installed types', () => {
    // A project folder inside the install: its imports resolve through the parent's node_modules.
    const ts = join(app, 'ts-app');
    mkdirSync(join(ts, 'src'), { recursive: true });
    writeFileSync(join(ts, 'package.json'), JSON.stringify({ name: 'ts-app', private: true, type: 'module' }));
    writeFileSync(join(ts, 'tsconfig.json'), JSON.stringify(TSCONFIG));
    writeFileSync(join(ts, 'src/program.ts'), PROGRAM_TS);
    writeFileSync(join(ts, 'src/host.ts'), HOST_TS);
    execFileSync(process.execPath, [join(app, 'node_modules/typescript/bin/tsc'), '-p', ts], { cwd: ts, stdio: 'pipe', timeout: 120_000 });
    const out = execFileSync(process.execPath, ['dist/host.js'], { cwd: ts, encoding: 'utf8', timeout: 60_000 });
    expect(JSON.parse(out.trim())).toEqual({ results: [512, 512], label: 'sdlb every 3' });
  }, 180_000);
});
