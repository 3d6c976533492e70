/**
 * Workers in tests run the compiled runtime (see packages/runtime/src/cluster/entry.ts), so build
 * first: `tsc -b` is incremental and takes a second or two when nothing changed. Then refresh the
 * JavaScript twins of the sources that rank threads import instead of compiling `.ts` programs
 * (scripts/test-twins.mjs; only changed files are transpiled).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { buildTwins } from './scripts/test-twins.mjs';

export default async function setup(): Promise<void> {
  if (process.env.MESHWORK_SKIP_BUILD !== '1') {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-b'], { stdio: 'inherit' });
  }
  await buildTwins();
}
