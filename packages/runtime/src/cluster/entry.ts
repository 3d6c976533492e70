/**
 * Where the rank bootstrap lives. Built code runs the compiled `worker/bootstrap.js`; when this
 * module runs from TypeScript sources (tests, `--conditions=development`), workers load the `.ts`
 * bootstrap through tsx and resolve `@meshwork/*` to sources as well.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { twinsEnabled } from '../worker/twins.js';

export interface WorkerEntry {
  readonly filename: string;
  readonly execArgv: readonly string[];
}

export function workerEntry(): WorkerEntry {
  const fromSource = import.meta.url.endsWith('.ts');
  if (!fromSource) return { filename: new URL('../worker/bootstrap.js', import.meta.url).href, execArgv: [] };
  // From sources (tests): by default the workers run the compiled runtime in dist/ (built by
  // `pnpm test` before vitest starts) and `.ts` program modules load their JavaScript twins, or
  // through tsx's CommonJS hook, which keeps worker start-up cheap.
  // MESHWORK_WORKERS_FROM_SOURCE=1 makes workers run the sources too.
  const compiled = new URL('../../dist/worker/bootstrap.js', import.meta.url);
  if (process.env.MESHWORK_WORKERS_FROM_SOURCE !== '1' && existsSync(fileURLToPath(compiled))) {
    // With twins (../worker/twins.ts) the threads need no TypeScript hook at all.
    return { filename: compiled.href, execArgv: twinsEnabled() ? [] : ['--require', 'tsx/cjs'] };
  }
  return { filename: new URL('../worker/bootstrap.ts', import.meta.url).href, execArgv: ['--conditions=development', '--import', 'tsx'] };
}
