/**
 * `meshwork run <file>`: any program module (default export `defineProgram(...)`) run as an app,
 * with the same flags and report. The module may export a `ProgramDescription` as `meshwork`
 * (sequential reference, check, summary line) for the `correct` field and the speedup; without
 * it the report shows what the run measured (times, LE when the program records loads, what its
 * balancing drivers did). The file is checked and imported on the host before any thread starts.
 *
 * What the program receives: its options (`--opts file.json`, then each `--opt key=value`) and,
 * under the key `balancing`, the run's balancing choice as plain data (`{ balancer, policy, ... }`,
 * with `record: true` under `--trace` and `loads` under `--loads work|time`):
 * `ctx.balancing(resolveBalancing(opts.balancing))` hands all of it to the driver.
 */
import { extname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { isProgramModule, type RankMetrics, type RunResult, readRegularFile } from '@meshwork/runtime';
import { invalidProgram, pathError } from '@meshwork/runtime/plugin';
import { InvalidArgumentError } from 'commander';
import { summarizeReports } from './balance-summary.ts';
import type { BalancingChoice } from './balancing.ts';
import { type App, type BalanceSummary, defineApp, EVERY_TOPOLOGY_KIND, sideBySide } from './define.ts';
import { harnessErrors, usageErrors } from './errors.ts';
import { runFigures } from './figures.ts';
import { clusterSide } from './measure.ts';
import { choice, type OptionSpec, text } from './options.ts';

/** The endings of a program file. */
export const PROGRAM_EXTENSIONS: readonly string[] = ['.js', '.mjs', '.ts', '.mts'];

/** The option key under which a program receives the run's balancing (not settable by `--opt`). */
export const BALANCING_KEY = 'balancing';

/** Longest wait for a program module to import on the host (top-level code that never settles). */
const IMPORT_MS = 60_000;
const MB = 1024 * 1024;

/**
 * Whether a `meshwork run` target names a program file rather than an app: it contains a `/` (or
 * a `\`) or ends in .js, .mjs, .ts or .mts.
 */
export function isProgramPath(target: string): boolean {
  return /[/\\]/.test(target) || PROGRAM_EXTENSIONS.includes(extname(target));
}

/** A program's description as the harness calls it (the typed form is `ProgramDescription`). */
interface Description {
  readonly sequential?: (options: unknown) => unknown;
  readonly check?: (results: readonly unknown[], reference: unknown) => unknown;
  readonly summary?: (results: readonly unknown[]) => unknown;
}

/** A program module checked and imported on the host. */
export interface LoadedProgram {
  /** The path as given, and its module URL (what every rank imports). */
  readonly path: string;
  readonly url: URL;
  readonly description: Description;
}

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? '';

/**
 * Check a program file and import it (bounded): MW_PATH for a path that is not a regular file
 * ending in .js, .mjs, .ts or .mts (a missing file, a folder, a FIFO: nothing is opened that could
 * block), MW_INVALID_PROGRAM for a module that does not import, has no `defineProgram(...)`
 * default export, or exports a `meshwork` description that is not one.
 */
export async function loadProgramFile(path: string, timeoutMs = IMPORT_MS): Promise<LoadedProgram> {
  const what = 'program file';
  const ext = extname(path);
  if (!PROGRAM_EXTENSIONS.includes(ext))
    throw pathError(what, path, `a module ending in ${PROGRAM_EXTENSIONS.join(', ')}`, ext === '' ? 'no extension' : `"${ext}"`);
  const abs = resolve(path);
  // Opened without blocking and checked on the descriptor: a FIFO or a folder is refused unread.
  readRegularFile(abs, { what, maxBytes: 64 * MB });
  const url = pathToFileURL(abs);
  const name = `${what} ${JSON.stringify(path)}`;
  let mod: Record<string, unknown>;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(harnessErrors.importTimeout(timeoutMs)), timeoutMs);
    });
    mod = (await Promise.race([import(url.href) as Promise<Record<string, unknown>>, late])) as Record<string, unknown>;
  } catch (err) {
    throw invalidProgram(name, 'a module that imports', firstLine(err instanceof Error ? err.message : String(err)), err);
  } finally {
    clearTimeout(timer);
  }
  if (!isProgramModule(mod.default))
    throw invalidProgram(
      name,
      'a default export defineProgram(...)',
      mod.default === undefined ? 'no default export' : `a default export of type ${typeof mod.default}`,
    );
  return { path, url, description: descriptionOf(name, mod.meshwork) };
}

/** The module's `meshwork` export, checked: an object with only `sequential`, `check`, `summary`, each a function. */
function descriptionOf(name: string, d: unknown): Description {
  if (d === undefined) return {};
  const expected = 'an export `meshwork` with only the functions sequential, check and summary';
  if (typeof d !== 'object' || d === null) throw invalidProgram(name, expected, d === null ? 'null' : typeof d);
  for (const [k, v] of Object.entries(d)) {
    if (k !== 'sequential' && k !== 'check' && k !== 'summary') throw invalidProgram(name, expected, `a key ${JSON.stringify(k)}`);
    if (typeof v !== 'function') throw invalidProgram(name, expected, `${k} of type ${typeof v}`);
  }
  const o = d as Description;
  if (o.check !== undefined && o.sequential === undefined)
    throw invalidProgram(name, 'a `sequential` reference beside `check` (check compares with it)', 'check alone');
  return o;
}

/** `--opt key=value`, repeatable: the entries so far and this one (checked for its form). */
function optArg(text: string, previous: readonly string[] | undefined): readonly string[] {
  const at = text.indexOf('=');
  if (at <= 0) throw new InvalidArgumentError(`expected key=value, got "${text}"`);
  return [...(previous ?? []), text];
}

/**
 * A program's options: the object in `--opts` (a JSON file, at most 16 MiB), then each `--opt
 * key=value` over it (the value parsed as JSON when it parses, else the text as a string).
 */
export function programOptions(opts: string | undefined, opt: readonly string[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (opts !== undefined) {
    const text = readRegularFile(resolve(opts), { what: '--opts file', maxBytes: 16 * MB }).toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw usageErrors.optsNotJson(opts, firstLine((err as Error).message));
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw usageErrors.optsNotObject(opts, Array.isArray(parsed) ? 'an array' : JSON.stringify(parsed));
    Object.assign(out, parsed);
  }
  for (const entry of opt ?? []) {
    const at = entry.indexOf('=');
    const key = entry.slice(0, at);
    const text = entry.slice(at + 1);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      value = text;
    }
    out[key] = value;
  }
  if (BALANCING_KEY in out) throw usageErrors.balancingKey(BALANCING_KEY);
  return out;
}

/** What a driver's `measure` attributes to planes (`--loads`): measured time or the kernel's work units. */
export type LoadsChoice = 'time' | 'work';

/** The balancing a program receives under `options.balancing`: plain data for `resolveBalancing`. */
export function balancingOption(b: BalancingChoice, record: boolean, loads?: LoadsChoice): Record<string, unknown> {
  return {
    balancer: b.balancer,
    ...(b.balancerOptions === undefined ? {} : { balancerOptions: b.balancerOptions }),
    policy: b.policy,
    ...(b.policyOptions === undefined ? {} : { policyOptions: b.policyOptions }),
    ...(record ? { record: true } : {}),
    ...(loads === undefined ? {} : { loads }),
  };
}

/**
 * What the program's balancing drivers did (rank 0's drivers, each balance's decision time the
 * slowest rank's); labelled with what ran when that is not what was asked.
 */
export function driversBalance(ranks: readonly RankMetrics[], asked: BalancingChoice): BalanceSummary | undefined {
  const drivers = ranks[0]?.drivers ?? [];
  if (drivers.length === 0) {
    if (asked.balancer === 'static') return undefined;
    return {
      ...summarizeReports([]),
      label: `${asked.label} asked, but the program ran no balancing driver (it reads options.${BALANCING_KEY})`,
    };
  }
  if (drivers.every((d) => d.policy === 'never' && d.balances.length === 0) && asked.policy === 'never') return undefined;
  const reports = drivers.flatMap((d) => d.balances);
  const decision = reports.map((_, i) => Math.max(...ranks.map((r) => r.drivers?.flatMap((d) => d.balances)[i]?.decisionMs ?? 0)));
  const summary = summarizeReports(reports, decision);
  const same = drivers.every((d) => d.balancer === asked.balancer && d.policy === asked.policy);
  if (same) return summary;
  const ran = [...new Set(drivers.map((d) => `${d.balancer} ${d.policy}`))].join(' + ');
  return { ...summary, label: `${ran} (asked: ${asked.label})` };
}

/** The result line without a `summary`: rank 0's result as JSON, shortened. */
function resultLine(results: readonly unknown[]): string {
  const json = jsonOf(results[0]);
  const text = json.length > 160 ? `${json.slice(0, 157)}...` : json;
  return `rank 0 of ${results.length} returned ${text}`;
}

/** JSON of a value, typed arrays as arrays. */
function jsonOf(value: unknown): string {
  return (
    JSON.stringify(value, (_k, v) =>
      ArrayBuffer.isView(v) && !(v instanceof DataView) ? Array.from(v as unknown as ArrayLike<number>) : v,
    ) ?? String(value)
  );
}

/** Details of a program file's report. */
export interface ProgramFileDetails {
  /** The module's URL. */
  readonly file: string;
  /** The options the program received, but `balancing`. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Every rank's result, by rank, when their JSON is at most 16 KiB. */
  readonly results?: readonly unknown[];
  /** The balancing drivers the program ran (rank 0's): balancer, policy, phases, balances. */
  readonly drivers: readonly { readonly balancer: string; readonly policy: string; readonly phases: number; readonly balances: number }[];
}

/** `--opt key=value`, repeatable. */
const OPT: OptionSpec<readonly string[]> = {
  help: 'a program option, key=value (repeatable; the value is JSON when it parses, else a string)',
  arg: '<key=value>',
  parse: optArg,
};

/** The options of `meshwork run <file>` besides the common ones. */
const FILE_OPTIONS = {
  opt: OPT,
  opts: text('program options from a JSON file holding an object (--opt entries override its keys)', { arg: '<file.json>' }),
  loads: choice(
    "what the program's balancing drivers' measure attributes to planes: time (measured ms, the driver's default) or work (the work units the kernel returns; deterministic); arrives as options.balancing.loads",
    ['time', 'work'] as const,
  ),
};

/** The app of a program file: `load` checks the file and the options before any thread starts. */
export interface ProgramFileApp extends App<object, ProgramFileDetails> {
  /** Check the file, import the module (once) and read the program options; throws typed errors. */
  load(flags: { readonly opt?: readonly string[] | undefined; readonly opts?: string | undefined }): Promise<LoadedProgram>;
}

/** The app `meshwork run <path>` runs: the program at `path`, default topology a chain, default balancer static. */
export function programFileApp(path: string): ProgramFileApp {
  let loading: Promise<LoadedProgram> | undefined;
  const load = async (flags: { readonly opt?: readonly string[] | undefined; readonly opts?: string | undefined }) => {
    loading ??= loadProgramFile(path);
    const loaded = await loading;
    programOptions(flags.opts, flags.opt);
    return loaded;
  };
  const app = defineApp({
    name: path,
    summary: `run the program module ${path} (default export defineProgram(...)) on real threads; its options as --opt key=value or --opts file.json`,
    defaultBalancer: 'static',
    topologyKinds: EVERY_TOPOLOGY_KIND,
    topologyFor: (ranks) => `chain:${ranks}`,
    noStorage: true,
    checkpoints: true,
    programUrl: pathToFileURL(resolve(path)),
    options: FILE_OPTIONS,
    async prepare(s, o) {
      const program = await load(o);
      const own = programOptions(o.opts, o.opt);
      const options = { ...own, [BALANCING_KEY]: balancingOption(s.balancing, s.record === true, o.loads) };
      const d = program.description;
      const sequential = d.sequential;
      const check = d.check;
      return sideBySide<unknown, RunResult<unknown>, ProgramFileDetails>({
        parallel: clusterSide<unknown>({
          cluster: { topology: s.topology, spin: s.spin },
          programUrl: program.url,
          options,
          ...(s.runOptions === undefined ? {} : { runOptions: s.runOptions }),
        }),
        ...(sequential === undefined ? {} : { sequential: () => sequential(options), warmupSequential: () => void sequential(options) }),
        verify: (run, reference) => check === undefined || check(run.results, reference) === true,
        figures(run) {
          const f = runFigures(run);
          const totals = run.metrics.totals;
          const json = jsonOf(run.results);
          const details: ProgramFileDetails = {
            file: program.url.href,
            options: own,
            ...(json.length <= 16 * 1024 ? { results: JSON.parse(json) as unknown[] } : {}),
            drivers: (run.ranks[0]?.drivers ?? []).map((x) => ({
              balancer: x.balancer,
              policy: x.policy,
              phases: x.phases,
              balances: x.balances.length,
            })),
          };
          return {
            result: d.summary === undefined ? resultLine(run.results) : String(d.summary(run.results)),
            // LE only from what the program recorded: work units (ctx.work), busy time (ctx.phase)
            leWork: totals.work.sum > 0 ? totals.work.le : Number.NaN,
            leBusy: totals.busy.sum > 0 ? f.leBusy : undefined,
            waits: f.waits,
            trace: run.metrics.phases.length > 0 ? f.trace : undefined,
            balance: driversBalance(run.ranks, s.balancing),
            files: [],
            details,
            checked: check !== undefined,
          };
        },
      });
    },
  });
  return { ...app, load };
}
