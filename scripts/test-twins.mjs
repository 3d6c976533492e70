#!/usr/bin/env node
/**
 * JavaScript twins of the workspace's TypeScript sources, for the test suite's worker threads.
 *
 * Tests run `.ts` rank programs (test/programs/*.ts, examples' src/program.ts). Loading them through
 * tsx in every worker costs seconds per cluster on a small host (an esbuild service per thread and,
 * with `--import tsx`, a module-hooks thread per worker). Instead, this script transpiles every
 * `.ts` file under each package's src/ and test/ to `<package>/.test-dist/<same path>.js` (esbuild,
 * no type check: `tsc -b` does that), and workers started from sources with `MESHWORK_TS_TWINS=1`
 * import the twin of a `.ts` program (packages/runtime/src/worker/twins.ts). Relative imports keep
 * their meaning because the tree is mirrored; `@meshwork/*` imports resolve through the package's
 * own node_modules to the built `dist/`, as they do for tsx-loaded programs.
 *
 * Only files whose source is newer than their twin are rewritten; twins whose source is gone are
 * removed. Usage: `node scripts/test-twins.mjs` (vitest's global setup runs it).
 */
import { existsSync, lstatSync, mkdirSync, readdirSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const TWIN_DIR = '.test-dist';
const TREES = ['src', 'test'];
const COMPILER_OPTIONS = { target: 'ES2022', useDefineForClassFields: true, verbatimModuleSyntax: true };

function packageDirs() {
  const dirs = [join(ROOT, 'bench')];
  for (const group of ['packages', 'examples']) {
    for (const name of readdirSync(join(ROOT, group))) {
      const dir = join(ROOT, group, name);
      if (existsSync(join(dir, 'package.json'))) dirs.push(dir);
    }
  }
  return dirs;
}

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === TWIN_DIR) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else if (entry.isFile()) yield path;
  }
}

/** Transpile one package's trees (one esbuild call); returns the number of twins written. */
async function twinPackage(pkg) {
  const out = join(pkg, TWIN_DIR);
  const wanted = new Set();
  const stale = [];
  for (const tree of TREES) {
    if (!existsSync(join(pkg, tree))) continue;
    for (const file of walk(join(pkg, tree))) {
      const rel = relative(pkg, file);
      if (!file.endsWith('.ts') || file.endsWith('.d.ts')) {
        // Data next to the sources (fixtures, images): a link, so `new URL('../x', import.meta.url)`
        // finds the same file from the twin.
        const link = join(out, rel);
        wanted.add(link);
        if (!existsSync(link)) {
          mkdirSync(dirname(link), { recursive: true });
          symlinkSync(file, link);
        }
        continue;
      }
      const twin = join(out, rel.replace(/\.ts$/, '.js'));
      wanted.add(twin);
      if (existsSync(twin) && statSync(twin).mtimeMs >= statSync(file).mtimeMs) continue;
      stale.push(file);
    }
  }
  if (stale.length > 0) {
    await build({
      entryPoints: stale,
      outdir: out,
      outbase: pkg,
      bundle: false,
      format: 'esm',
      platform: 'node',
      target: 'node20',
      sourcemap: 'inline',
      logLevel: 'error',
      tsconfigRaw: { compilerOptions: COMPILER_OPTIONS },
    });
  }
  // Twins of deleted sources would shadow nothing but could be imported by a stale twin: remove.
  if (existsSync(out)) {
    for (const file of walkAll(out)) if (!wanted.has(file)) rmSync(file);
  }
  return stale.length;
}

function* walkAll(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && !lstatSync(path).isSymbolicLink()) yield* walkAll(path);
    else yield path;
  }
}

export async function buildTwins() {
  const counts = await Promise.all(packageDirs().map(twinPackage));
  return counts.reduce((a, b) => a + b, 0);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const t0 = performance.now();
  const written = await buildTwins();
  console.log(`test twins: ${written} file(s) transpiled in ${(performance.now() - t0).toFixed(0)} ms`);
}
