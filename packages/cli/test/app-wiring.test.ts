/**
 * Adding an app is its folder plus its line in the registry (docs/architecture.md, "An app"): what
 * npm and TypeScript cannot glob (the CLI's and the benchmarks' dependencies, the tsconfig
 * references, the benchmarks' list) is written from the folders of examples/ by
 * `node scripts/sync-apps.mjs`. Here: the repository is in sync, the script writes a new app's
 * entries (and drops a removed one's) in a copy, `--check` names the command to run, the registry
 * lists every folder, and no other manifest or tsconfig names an app.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { appFolders, GENERATED, planSync, writeSync } from '../../../scripts/sync-apps.mjs';
import { APPS } from '../src/apps/registry.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const SCRIPT = join(ROOT, 'scripts', 'sync-apps.mjs');
type Plan = [file: string, want: string, have: string][];

const temps: string[] = [];
afterAll(() => {
  for (const t of temps) rmSync(t, { recursive: true, force: true });
});

/** A copy of what the script reads: the generated files, the apps' manifests, the benchmark modules. */
function copyOfRepository(): string {
  const root = mkdtempSync(join(tmpdir(), 'mw-apps-'));
  temps.push(root);
  const files = [
    ...(GENERATED as string[]),
    'scripts/sync-apps.mjs',
    ...(appFolders() as string[]).map((app) => `examples/${app}/package.json`),
    ...readdirSync(join(ROOT, 'bench/src/apps')).map((f) => `bench/src/apps/${f}`),
  ];
  for (const f of files) {
    mkdirSync(dirname(join(root, f)), { recursive: true });
    cpSync(join(ROOT, f), join(root, f));
  }
  return root;
}

function addApp(root: string, app: string, benchmark: boolean): void {
  mkdirSync(join(root, 'examples', app), { recursive: true });
  writeFileSync(join(root, 'examples', app, 'package.json'), `${JSON.stringify({ name: `@meshwork/example-${app}` })}\n`);
  if (benchmark) writeFileSync(join(root, 'bench/src/apps', `${app}.ts`), `export const ${app}Benchmark = {};\n`);
}

const json = (root: string, file: string) => JSON.parse(readFileSync(join(root, file), 'utf8'));
const refs = (root: string, file: string): string[] => json(root, file).references.map((r: { path: string }) => r.path);

describe('the apps wiring (scripts/sync-apps.mjs)', () => {
  it('is in sync with the folders of examples/', () => {
    const stale = (planSync() as Plan).filter(([, want, have]) => want !== have).map(([file]) => file);
    expect(stale, 'run `node scripts/sync-apps.mjs`').toEqual([]);
    expect(spawnSync(process.execPath, [SCRIPT, '--check'], { encoding: 'utf8' }).status).toBe(0);
  });

  it('writes a new app into both manifests, the three tsconfigs and the benchmarks, and nothing else', () => {
    const root = copyOfRepository();
    addApp(root, 'zigzag', true);
    const check = spawnSync(process.execPath, [join(root, 'scripts/sync-apps.mjs'), '--check'], { encoding: 'utf8' });
    expect(check.status).toBe(1);
    expect(check.stderr).toContain('run `node scripts/sync-apps.mjs`, then `npx -y pnpm@12 install`');
    expect(writeSync(root)).toEqual(GENERATED);
    for (const m of ['packages/cli/package.json', 'bench/package.json'])
      expect(json(root, m).dependencies['@meshwork/example-zigzag']).toBe('workspace:*');
    expect(refs(root, 'tsconfig.json')).toContain('examples/zigzag');
    expect(refs(root, 'packages/cli/tsconfig.json')).toContain('../../examples/zigzag');
    expect(refs(root, 'bench/tsconfig.json')).toContain('../examples/zigzag');
    const list = readFileSync(join(root, 'bench/src/apps/list.ts'), 'utf8');
    expect(list).toContain("import { zigzagBenchmark } from './zigzag.ts';");
    expect(list).toMatch(/ {2}zigzagBenchmark,\n\];/);
    expect((planSync(root) as Plan).filter(([, want, have]) => want !== have)).toEqual([]);
    // The other entries are kept as they were: only the new app's lines differ.
    expect(json(root, 'packages/cli/package.json').dependencies['@meshwork/replay']).toBe('workspace:*');
    expect(refs(root, 'packages/cli/tsconfig.json').slice(0, 2)).toEqual(['../runtime', '../balancers']);
  });

  it('drops a removed app, and an app without a benchmark module gets no benchmark line', () => {
    const root = copyOfRepository();
    rmSync(join(root, 'examples', 'knary'), { recursive: true });
    rmSync(join(root, 'bench/src/apps/knary.ts'));
    addApp(root, 'plain', false);
    writeSync(root);
    expect(Object.keys(json(root, 'bench/package.json').dependencies)).not.toContain('@meshwork/example-knary');
    expect(refs(root, 'tsconfig.json')).not.toContain('examples/knary');
    expect(refs(root, 'tsconfig.json')).toContain('examples/plain');
    const list = readFileSync(join(root, 'bench/src/apps/list.ts'), 'utf8');
    expect(list).not.toContain('knary');
    expect(list).not.toContain('plain');
  });

  it('refuses an app folder whose package is not named after it, and a benchmark module without its export', () => {
    const root = copyOfRepository();
    addApp(root, 'odd', false);
    writeFileSync(join(root, 'examples/odd/package.json'), '{ "name": "odd" }\n');
    expect(() => planSync(root)).toThrow(/examples\/odd\/package.json is named "odd"; an app's package is @meshwork\/example-odd/);
    const other = copyOfRepository();
    addApp(other, 'lone', false);
    writeFileSync(join(other, 'bench/src/apps/lone.ts'), 'export const somethingElse = 1;\n');
    expect(() => planSync(other)).toThrow(/bench\/src\/apps\/lone.ts is lone's benchmark module but does not export loneBenchmark/);
  });
});

describe('where an app is named outside its folder', () => {
  it('the registry lists every app folder, by its name', () => {
    expect(APPS.map((a) => a.name).sort()).toEqual(appFolders());
  });

  it('no manifest or tsconfig but the generated ones names an app', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
      .split('\n')
      .filter((f) => /(^|\/)(package\.json|tsconfig[^/]*\.json|pnpm-workspace\.yaml)$/.test(f));
    const naming = (app: string) => new RegExp(`example-${app}\\b|examples/${app}\\b`);
    const offenders = tracked.flatMap((f) => {
      const text = readFileSync(join(ROOT, f), 'utf8');
      return (appFolders() as string[])
        .filter((app) => !f.startsWith(`examples/${app}/`) && naming(app).test(text))
        .map((app) => `${f} names ${app}`);
    });
    expect(offenders.filter((o) => !(GENERATED as string[]).some((g) => o.startsWith(`${g} `)))).toEqual([]);
  });
});
