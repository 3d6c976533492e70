/**
 * Development only: the JavaScript twin of a `.ts` module. `scripts/test-twins.mjs` transpiles
 * every package's src/ and test/ trees to `<package>/.test-dist/`; with `MESHWORK_TS_TWINS=1` (the
 * test suite sets it) a worker imports a `.ts` program's twin instead of compiling it through tsx,
 * which spares every rank thread an esbuild service and a module-hooks thread.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The directory twins live in, inside each package. */
const TWIN_DIR = '.test-dist';

/** Whether this process imports `.ts` programs through their twins. */
export function twinsEnabled(): boolean {
  return process.env.MESHWORK_TS_TWINS === '1';
}

/** The twin's file URL of the `.ts` file at `path`, or undefined when there is none. */
export function twinOf(path: string): string | undefined {
  let dir = dirname(path);
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) return undefined;
    dir = up;
  }
  const twin = join(dir, TWIN_DIR, relative(dir, path).replace(/\.[cm]?ts$/, '.js'));
  return existsSync(twin) ? pathToFileURL(twin).href : undefined;
}
