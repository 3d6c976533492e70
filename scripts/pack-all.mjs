#!/usr/bin/env node
/**
 * Pack every publishable workspace package (each folder of pnpm-workspace.yaml whose package.json
 * is not private) into one folder, as npm tarballs: `node scripts/pack-all.mjs [out-dir]`
 * (default `tarballs/`). `pnpm pack` rewrites `workspace:*` to versions and applies publishConfig,
 * which drops the workspace-only `development` export condition. Build first (`pnpm build`).
 * Then, in any folder: `npm install <out-dir>/*.tgz` (or `npm i -g` of the same files).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Folders of the publishable packages, relative to the repository root. */
export function publishable() {
  const globs = readFileSync(join(ROOT, 'pnpm-workspace.yaml'), 'utf8')
    .split('\n')
    .map((l) => /^\s*-\s*['"]?([^'"]+)['"]?\s*$/.exec(l)?.[1])
    .filter((g) => g !== undefined);
  const dirs = globs.flatMap((g) =>
    g.endsWith('/*') ? readdirSync(join(ROOT, g.slice(0, -2))).map((d) => `${g.slice(0, -2)}/${d}`) : [g],
  );
  return dirs.filter((d) => {
    const file = join(ROOT, d, 'package.json');
    return existsSync(file) && JSON.parse(readFileSync(file, 'utf8')).private !== true;
  });
}

let pnpm;
/**
 * The pnpm 12 executable, found once: `npx -y pnpm@12` per package costs seconds of npm start-up
 * each, so npx installs it (or finds it in its cache) once and prints where.
 */
export function pnpmBin() {
  pnpm ??= execFileSync('npx', ['-y', '-p', 'pnpm@12', '-c', 'command -v pnpm'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  return pnpm;
}

/** Pack the package in `dir` (relative to the repository root) into `out`; returns the tarball's path. */
export function packOne(dir, out) {
  const before = new Set(readdirSync(out));
  execFileSync(pnpmBin(), ['pack', '--pack-destination', out], { cwd: join(ROOT, dir), stdio: ['ignore', 'ignore', 'inherit'] });
  const made = readdirSync(out).filter((f) => !before.has(f) && f.endsWith('.tgz'));
  if (made.length !== 1) throw new Error(`pnpm pack in ${dir} made ${made.length} tarballs in ${out}, expected 1`);
  return join(out, made[0]);
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = resolve(process.argv[2] ?? join(ROOT, 'tarballs'));
  mkdirSync(out, { recursive: true });
  for (const dir of publishable()) {
    packOne(dir, out);
    process.stdout.write(`packed ${dir}\n`);
  }
  process.stdout.write(`tarballs in ${out}\n`);
}
