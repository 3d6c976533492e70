/**
 * Rank side: the piscina task that hosts one rank for one run. Imports the program module,
 * builds the RankContext, runs the program, and reports the result or the failure as data
 * (errors do not survive structured clone with their codes).
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { MessagePort } from 'node:worker_threads';
import { ErrorCodes, MeshworkError } from '../errors.js';
import { isProgramModule, type ProgramModule } from '../program.js';
import { RankState } from './context.js';
import type { RankFailure, RankOutcome, RankTask } from './task.js';

const programs = new Map<string, Promise<ProgramModule>>();

/**
 * Import a program module. TypeScript sources (development and tests only) go through
 * `require`, where tsx's CommonJS hook works in every thread; compiled modules use `import()`.
 */
async function importModule(url: string): Promise<{ default?: unknown }> {
  if (/\.[cm]?ts$/.test(url)) {
    const mod = createRequire(url)(fileURLToPath(url)) as { default?: unknown; __esModule?: boolean };
    return mod;
  }
  return (await import(url)) as { default?: unknown };
}

function loadProgram(url: string): Promise<ProgramModule> {
  let p = programs.get(url);
  if (p === undefined) {
    p = importModule(url).then((mod: { default?: unknown }) => {
      if (!isProgramModule(mod.default)) {
        throw new MeshworkError(
          ErrorCodes.INVALID_PROGRAM,
          `program module ${url} must default-export defineProgram(...), got ${mod.default === undefined ? 'no default export' : typeof mod.default}`,
        );
      }
      return mod.default;
    });
    p.catch(() => programs.delete(url));
    programs.set(url, p);
  }
  return p;
}

function failure(err: unknown, phase: string | undefined): RankFailure {
  if (err instanceof Error) {
    return {
      name: err.name,
      code: (err as { code?: unknown }).code === undefined ? undefined : String((err as { code?: unknown }).code),
      message: err.message,
      stack: err.stack,
      phase: (err as { phase?: string }).phase ?? phase,
    };
  }
  return { name: 'Error', code: undefined, message: `non-Error thrown: ${String(err)}`, stack: undefined, phase };
}

export default async function runRank(task: RankTask & { readonly port: MessagePort }): Promise<RankOutcome> {
  let ctx: RankState | undefined;
  try {
    ctx = new RankState(task, task.port);
    const program = await loadProgram(task.programUrl);
    const result = await program.main(ctx, task.options);
    ctx.quiesce();
    return {
      ok: true,
      rank: task.rank,
      result,
      metrics: ctx.metrics.snapshot(),
      links: ctx.links.stats,
      route: ctx.links.route,
    };
  } catch (err) {
    const phase = ctx?.phaseOf(err) ?? ctx?.currentPhase;
    ctx?.raiseAbort();
    return { ok: false, rank: task.rank, error: failure(err, phase) };
  } finally {
    ctx?.dispose();
  }
}
