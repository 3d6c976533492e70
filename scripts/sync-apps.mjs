#!/usr/bin/env node
/**
 * The apps' wiring, written from their folders: every folder of `examples/` with a package.json is
 * an app. pnpm's workspace globs (`examples/*`) find the packages, but npm dependencies and
 * TypeScript project references cannot be globbed, so this script writes them from that one list:
 *
 * - the `@meshwork/example-*` dependencies of `packages/cli/package.json` and `bench/package.json`;
 * - the `examples/*` references of `tsconfig.json`, `packages/cli/tsconfig.json` and
 *   `bench/tsconfig.json`;
 * - `bench/src/apps/list.ts`, the apps' benchmarks: every `bench/src/apps/<app>.ts` of an app,
 *   which exports `<app>Benchmark`.
 *
 * `node scripts/sync-apps.mjs` writes what is out of date (then run `pnpm install` once, for the
 * lockfile and the links); `node scripts/sync-apps.mjs --check` writes nothing and exits 1 naming
 * the files out of date (`pnpm lint` runs it). The CLI's registry, `packages/cli/src/apps/registry.ts`,
 * is the one line written by hand (its order is the order of `meshwork run --help`); a test holds
 * it to the folders.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SCOPE = '@meshwork/example-';
/** Files that depend on every app, and the folder each is in (for relative references). */
const MANIFESTS = ['packages/cli/package.json', 'bench/package.json'];
const TSCONFIGS = ['tsconfig.json', 'packages/cli/tsconfig.json', 'bench/tsconfig.json'];
const BENCH_DIR = 'bench/src/apps';
const BENCH_LIST = `${BENCH_DIR}/list.ts`;
/** Biome's line width (biome.json): the generated list is formatted as `biome format` would. */
const LINE_WIDTH = 140;

const readIn = (root, file) => readFileSync(join(root, file), 'utf8');

/** The apps: folder names under examples/ with a package.json named `@meshwork/example-<folder>`, sorted. */
export function appFolders(root = ROOT) {
  const apps = readdirSync(join(root, 'examples'))
    .filter((d) => existsSync(join(root, 'examples', d, 'package.json')))
    .sort();
  for (const app of apps) {
    const name = JSON.parse(readIn(root, `examples/${app}/package.json`)).name;
    if (name !== `${SCOPE}${app}`) throw new Error(`examples/${app}/package.json is named ${JSON.stringify(name)}; an app's package is ${SCOPE}${app}`);
  }
  return apps;
}

const camel = (app) => app.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

function manifestText(root, file, apps) {
  const text = readIn(root, file);
  const manifest = JSON.parse(text);
  const deps = Object.entries(manifest.dependencies ?? {}).filter(([name]) => !name.startsWith(SCOPE));
  for (const app of apps) deps.push([`${SCOPE}${app}`, 'workspace:*']);
  deps.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  manifest.dependencies = Object.fromEntries(deps);
  return `${JSON.stringify(manifest, null, 2)}\n`;
}

function tsconfigText(root, file, apps) {
  const text = readIn(root, file);
  const dir = posix.dirname(file);
  const rel = (target) => posix.relative(dir, target) || '.';
  const examples = rel('examples');
  const isApp = (path) => posix.dirname(path) === examples;
  const others = (JSON.parse(text).references ?? []).map((r) => r.path).filter((p) => !isApp(p));
  const paths = [...others, ...apps.map((app) => `${examples}/${app}`)];
  const block = `"references": [\n${paths.map((p) => `    { "path": ${JSON.stringify(p)} }`).join(',\n')}\n  ]`;
  if (!/"references"\s*:\s*\[[^\]]*\]/.test(text)) throw new Error(`${file} has no "references" list to write`);
  const next = text.replace(/"references"\s*:\s*\[[^\]]*\]/, block);
  // Rewrite only when the list differs: the file's own formatting is kept otherwise.
  return JSON.stringify(JSON.parse(next).references) === JSON.stringify(JSON.parse(text).references) ? text : next;
}

function benchListText(root, apps) {
  const benched = apps.filter((app) => existsSync(join(root, BENCH_DIR, `${app}.ts`)));
  for (const app of benched) {
    const id = `${camel(app)}Benchmark`;
    if (!new RegExp(`export const ${id}\\b`).test(readIn(root, `${BENCH_DIR}/${app}.ts`)))
      throw new Error(`${BENCH_DIR}/${app}.ts is ${app}'s benchmark module but does not export ${id}`);
  }
  const imports = [
    ["import type { AppBenchmark } from './benchmark.ts';", './benchmark.ts'],
    ...benched.map((app) => [`import { ${camel(app)}Benchmark } from './${app}.ts';`, `./${app}.ts`]),
  ].sort(([, a], [, b]) => (a < b ? -1 : a > b ? 1 : 0));
  const ids = benched.map((app) => `${camel(app)}Benchmark`);
  const head = 'export const APP_BENCHMARKS: readonly AppBenchmark[] = [';
  const oneLine = `${head}${ids.join(', ')}];`;
  const list = oneLine.length <= LINE_WIDTH ? oneLine : `${head}\n${ids.map((id) => `  ${id},\n`).join('')}];`;
  return `/**
 * The apps' benchmarks \`pnpm bench:app <app>\` runs: every module of this folder named after an app
 * (\`<app>.ts\`, exporting \`<app>Benchmark\`). Written by \`node scripts/sync-apps.mjs\`: do not edit.
 */
${imports.map(([line]) => line).join('\n')}

${list}

/** The benchmark of app \`name\`, if it has one. */
export function findBenchmark(name: string): AppBenchmark | undefined {
  return APP_BENCHMARKS.find((b) => b.app.name === name);
}
`;
}

/** Every generated file with the text it should have, `[file, want, have]`, in the repository at `root`. */
export function planSync(root = ROOT) {
  const apps = appFolders(root);
  const plan = [
    ...MANIFESTS.map((f) => [f, manifestText(root, f, apps)]),
    ...TSCONFIGS.map((f) => [f, tsconfigText(root, f, apps)]),
    [BENCH_LIST, benchListText(root, apps)],
  ];
  return plan.map(([file, want]) => [file, want, existsSync(join(root, file)) ? readIn(root, file) : '']);
}

/** Write what is out of date in the repository at `root`; returns the files written. */
export function writeSync(root = ROOT) {
  const stale = planSync(root).filter(([, want, have]) => want !== have);
  for (const [file, want] of stale) writeFileSync(join(root, file), want);
  return stale.map(([file]) => file);
}

/** The generated files, relative to the repository root. */
export const GENERATED = [...MANIFESTS, ...TSCONFIGS, BENCH_LIST];

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) {
  const check = process.argv.includes('--check');
  const stale = planSync().filter(([, want, have]) => want !== have);
  if (check) {
    if (stale.length > 0) {
      process.stderr.write(
        `sync-apps: out of date with the apps in examples/: ${stale.map(([f]) => f).join(', ')}\n` +
          'run `node scripts/sync-apps.mjs`, then `npx -y pnpm@12 install`\n',
      );
      process.exit(1);
    }
  } else {
    const wrote = writeSync();
    process.stdout.write(wrote.length === 0 ? 'sync-apps: up to date\n' : `sync-apps: wrote ${wrote.join(', ')}\n`);
  }
}
