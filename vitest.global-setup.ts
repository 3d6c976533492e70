/**
 * Workers in tests run the compiled runtime (see packages/runtime/src/cluster/entry.ts), so build
 * first: `tsc -b` is incremental and takes a second or two when nothing changed. `.ts` programs are
 * loaded from source in the rank threads (Node strips their types).
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export default function setup(): void {
  // replay's calibration cache: the tests' own, never the user's
  process.env.MESHWORK_CACHE_DIR ??= join(tmpdir(), 'meshwork-test-cache');
  if (process.env.MESHWORK_SKIP_BUILD !== '1') {
    const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
    execFileSync(process.execPath, [tsc, '-b'], { stdio: 'inherit' });
  }
}
