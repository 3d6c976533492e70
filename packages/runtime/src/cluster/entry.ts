/**
 * Where the rank bootstrap lives. Built code runs the compiled `worker/bootstrap.js`; when this
 * module runs from TypeScript sources (tests, `--conditions=development`), workers load the `.ts`
 * bootstrap through tsx and resolve `@meshwork/*` to sources as well.
 */
export interface WorkerEntry {
  readonly filename: string;
  readonly execArgv: readonly string[];
}

export function workerEntry(): WorkerEntry {
  const fromSource = import.meta.url.endsWith('.ts');
  const filename = new URL(`../worker/bootstrap.${fromSource ? 'ts' : 'js'}`, import.meta.url).href;
  if (!fromSource) return { filename, execArgv: [] };
  return { filename, execArgv: ['--conditions=development', '--import', 'tsx'] };
}
