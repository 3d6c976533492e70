/**
 * Where the rank threads' entry lives (`worker/entry.cts`, a CommonJS shim that imports the ES
 * bootstrap: see there why). Built code runs the compiled `worker/entry.cjs`. When this
 * module runs from TypeScript sources (tests, `--conditions=development`), the workers run the
 * compiled runtime in dist/ when it is there (`pnpm test` builds before vitest starts: a thread
 * then loads ~100 compiled modules instead of stripping the types of as many sources); otherwise,
 * or with MESHWORK_WORKERS_FROM_SOURCE=1, they load the `.cts` entry and resolve `@meshwork/*`
 * to sources too. Node strips the types itself (22.18 and later), so no hook is involved.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface WorkerEntry {
  readonly filename: string;
  readonly execArgv: readonly string[];
}

export function workerEntry(): WorkerEntry {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) return { filename: new URL('../worker/entry.cjs', import.meta.url).href, execArgv: [] };
  const compiled = new URL('../../dist/worker/entry.cjs', import.meta.url);
  if (process.env.MESHWORK_WORKERS_FROM_SOURCE !== '1' && existsSync(fileURLToPath(compiled))) {
    return { filename: compiled.href, execArgv: [] };
  }
  return { filename: new URL('../worker/entry.cts', import.meta.url).href, execArgv: ['--conditions=development'] };
}
