/**
 * Rank side: the piscina task that hosts one rank for one run. Imports the program module,
 * builds the RankContext, runs the program, and reports the result or the failure as data
 * (errors do not survive structured clone with their codes).
 *
 * Throws outside the program's own promise chain (a timer, a floating promise) are caught here
 * and charged to the run that started them (an AsyncLocalStorage scope follows timers and
 * promises): during that run they fail it; after its program returned they are late failures,
 * reported to the host with the thread's next outcome (or when the cluster closes), never as
 * the failure of a later run. piscina parks an idle thread in Atomics.wait, so a late timer of
 * run N fires only once the thread wakes for run N + 1 or for `close()`.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { MessagePort } from 'node:worker_threads';
import { inspectCloneValue } from '../comm/values.ts';
import { bug, notAProgramModule, strayThrowMessage, uncarriedValue } from '../errors.ts';
import { isProgramModule, type ProgramModule } from '../program.ts';
import { FaultUnwind } from '../recovery/faults.ts';
import { RankState } from './context.ts';
import type { DrainOutcome, DrainTask, HostTask, LateReport, RankFailure, RankOutcome, RankTask } from './task.ts';

const programs = new Map<string, Promise<ProgramModule>>();

/**
 * Import a program module: compiled JavaScript, or a `.ts` source whose types Node strips itself
 * (22.18 and later; a program's own relative imports name their `.ts` files).
 */
function importModule(url: string): Promise<{ default?: unknown }> {
  return import(url) as Promise<{ default?: unknown }>;
}

function loadProgram(url: string): Promise<ProgramModule> {
  let p = programs.get(url);
  if (p === undefined) {
    p = importModule(url).then((mod: { default?: unknown }) => {
      if (!isProgramModule(mod.default)) {
        throw notAProgramModule(url, mod.default);
      }
      return mod.default;
    });
    p.catch(() => programs.delete(url));
    programs.set(url, p);
  }
  return p;
}

/** A thrown non-Error, for a message: JSON where possible. */
function showThrown(err: unknown): string {
  if (typeof err !== 'object' || err === null) return String(err);
  try {
    return JSON.stringify(err) ?? String(err);
  } catch {
    return Object.prototype.toString.call(err);
  }
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
  // A plain object thrown as an error ({ message, code }): keep both.
  const o = (typeof err === 'object' && err !== null ? err : {}) as { message?: unknown; code?: unknown; name?: unknown; stack?: unknown };
  if (typeof o.message === 'string') {
    return {
      name: typeof o.name === 'string' ? o.name : 'Error',
      code: typeof o.code === 'string' || typeof o.code === 'number' ? String(o.code) : undefined,
      message: o.message,
      stack: typeof o.stack === 'string' ? o.stack : undefined,
      phase,
    };
  }
  return { name: 'Error', code: undefined, message: `non-Error thrown: ${showThrown(err)}`, stack: undefined, phase };
}

/** One run on this thread, as seen by the handlers of stray throws. */
interface RunScope {
  readonly run: number;
  readonly rank: number;
  readonly url: string;
  /** Until the outcome is handed back; afterwards a stray throw of this run is late. */
  active: boolean;
  /** Fail the run (first stray throw while it is active). */
  fail(err: unknown, how: string): void;
}

const scopes = new AsyncLocalStorage<RunScope>();
/** The run this thread is in, and the one it ran last (for throws that carry no scope). */
let current: RunScope | undefined;
let last: RunScope | undefined;
/** Late failures not yet reported to the host. */
const late: LateReport[] = [];

const UNCAUGHT = 'an uncaught exception';
const UNHANDLED = 'an unhandled promise rejection';

function onStray(err: unknown, how: string): void {
  const scope = scopes.getStore() ?? current ?? (how === UNHANDLED ? last : undefined);
  if (scope === undefined) {
    // Not from a program (e.g. the pool failing to post an outcome): end the thread as Node would.
    process.off('uncaughtException', onUncaught);
    throw err;
  }
  if (scope.active) scope.fail(err, how);
  else late.push({ run: scope.run, rank: scope.rank, url: scope.url, how, error: failure(err, undefined) });
}

function onUncaught(err: unknown): void {
  onStray(err, UNCAUGHT);
}

process.on('uncaughtException', onUncaught);
process.on('unhandledRejection', (reason: unknown) => onStray(reason, UNHANDLED));

/** One turn of the event loop: due timers' callbacks and pending rejections run first. */
function turn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function takeLate(): LateReport[] {
  return late.splice(0, late.length);
}

/** The stray throw that failed a run, as the rank's error. */
class StrayThrow {
  readonly error: unknown;
  readonly how: string;
  constructor(error: unknown, how: string) {
    this.error = error;
    this.how = how;
  }
}

async function runInScope(task: RankTask & { readonly port: MessagePort }, scope: RunScope, stray: Promise<never>): Promise<RankOutcome> {
  let ctx: RankState | undefined;
  try {
    ctx = new RankState(task, task.port);
    const program = await loadProgram(task.programUrl);
    ctx.markStarted();
    const result = await Promise.race([program.main(ctx, task.options), stray]);
    // Rejections left floating by the program surface after one turn: they fail this run.
    await Promise.race([turn(), stray]);
    const bad = inspectCloneValue(result, 'result');
    if (bad !== undefined) {
      throw uncarriedValue(
        `the value rank ${task.rank}'s program returned`,
        'structured-cloneable data (it is cloned to the host thread)',
        bad.got,
        'return plain data: numbers, strings, arrays, objects, typed arrays',
      );
    }
    ctx.quiesce();
    const run = ctx.runTime();
    return {
      ok: true,
      rank: task.rank,
      result,
      metrics: run === undefined ? ctx.metrics.snapshot() : { ...ctx.metrics.snapshot(), run },
      links: ctx.links.stats,
      route: ctx.links.route,
      late: takeLate(),
      ...ctx.finishTimeline(),
    };
  } catch (caught) {
    // An injected uncaught exception unwinds the program; the exception (already delivered to the
    // stray handler, which rejected `stray`) is the failure, also when the program never yielded.
    const thrown = caught instanceof FaultUnwind ? await stray.then(undefined, (e: unknown) => e) : caught;
    const err = thrown instanceof StrayThrow ? thrown.error : thrown;
    const phase = ctx?.phaseOf(err) ?? ctx?.currentPhase;
    ctx?.raiseAbort();
    const f = failure(err, phase);
    // A throw outside the program's promise chain is a crash of the rank (a run with maxRestarts survives it).
    const error = thrown instanceof StrayThrow ? { ...f, message: strayThrowMessage(thrown.how, f.message), fault: 'crash' as const } : f;
    return { ok: false, rank: task.rank, error, late: takeLate(), ...ctx?.finishTimeline() };
  } finally {
    scope.active = false;
    current = undefined;
    last = scope;
    ctx?.dispose();
  }
}

/** Let due timers and rejections of earlier runs fire, wait for every thread to take a drain task, report. */
async function drain(task: DrainTask): Promise<DrainOutcome> {
  await turn();
  await new Promise((resolve) => setTimeout(resolve, 1));
  const counter = new Int32Array(task.counter);
  Atomics.add(counter, 0, 1);
  Atomics.notify(counter, 0);
  const waitAsync = (
    Atomics as unknown as { waitAsync(a: Int32Array, i: number, v: number, t: number): { value: Promise<string> | string } }
  ).waitAsync;
  const deadline = Date.now() + task.timeoutMs;
  for (let seen = Atomics.load(counter, 0); seen < task.threads && Date.now() < deadline; seen = Atomics.load(counter, 0)) {
    await waitAsync(counter, 0, seen, Math.max(1, deadline - Date.now())).value;
  }
  await turn();
  return { late: takeLate() };
}

export default function runRank(task: HostTask): Promise<RankOutcome | DrainOutcome> {
  switch (task.kind) {
    case 'drain':
      return drain(task);
    case 'run':
      return runTask(task);
    default:
      return unknownTask(task);
  }
}

/** A task of a kind this thread does not know (a host of another version): refused, not run. */
function unknownTask(task: never): never {
  throw bug(`unknown host task ${JSON.stringify((task as { kind?: unknown }).kind)}; expected 'run' or 'drain'`);
}

function runTask(task: RankTask & { readonly port: MessagePort }): Promise<RankOutcome> {
  let failRun: (err: StrayThrow) => void = () => {};
  const stray = new Promise<never>((_, reject) => {
    failRun = reject;
  });
  stray.catch(() => {});
  let failed = false;
  const scope: RunScope = {
    run: task.run,
    rank: task.rank,
    url: task.programUrl,
    active: true,
    fail(err, how) {
      if (failed) return;
      failed = true;
      failRun(new StrayThrow(err, how));
    },
  };
  current = scope;
  return scopes.run(scope, () => runInScope(task, scope, stray));
}
