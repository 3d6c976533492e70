/** What a program module is: `export default defineProgram(async (ctx, options) => ...)`. */
import { invalidArgument } from './errors.ts';
import type { RankContext } from './worker/context-api.ts';

export type ProgramMain<O, R> = (ctx: RankContext, options: O) => R | Promise<R>;

const BRAND = 'meshwork.program/v1';

export interface ProgramModule<O = unknown, R = unknown> {
  readonly brand: typeof BRAND;
  readonly main: ProgramMain<O, R>;
}

/** Declare the SPMD body every rank runs. The module must default-export the result. */
export function defineProgram<O = unknown, R = unknown>(main: ProgramMain<O, R>): ProgramModule<O, R> {
  if (typeof main !== 'function') throw invalidArgument('defineProgram(main)', 'a function (ctx, options) => result', main);
  return { brand: BRAND, main };
}

/**
 * What `meshwork run <file>` may learn about a program besides the program itself, from the
 * module's optional named export `meshwork`:
 *
 * ```ts
 * const program = defineProgram(async (ctx, opts: Options) => ...);
 * export default program;
 * export const meshwork = describeProgram(program, {
 *   sequential: (opts) => reference(opts),                 // timed beside the parallel runs: the speedup
 *   check: (results, ref) => results[0]!.sum === ref.sum,   // the report's `correct`
 *   summary: (results) => `${results[0]!.sum} after ${results.length} ranks`,
 * });
 * ```
 *
 * Every field is optional. Without `sequential` the report has no speedup; without `check` no
 * `correct` (a `check` needs a `sequential`); without `summary` the result line is rank 0's result.
 */
export interface ProgramDescription<O = never, R = unknown, S = unknown> {
  /** The sequential reference for the same options, run on the host thread (synchronous: it is timed). */
  readonly sequential?: (options: O) => S;
  /** Whether the ranks' results (by rank) match the reference. */
  readonly check?: (results: readonly R[], reference: S) => boolean;
  /** The report's result line from the ranks' results (by rank). */
  readonly summary?: (results: readonly R[]) => string;
}

/**
 * Type a program's {@link ProgramDescription} by the program itself (its options and result
 * types are inferred); returns the description unchanged.
 */
export function describeProgram<O, R, S>(
  _program: ProgramModule<O, R>,
  description: ProgramDescription<O, Awaited<R>, S>,
): ProgramDescription<O, Awaited<R>, S> {
  return description;
}

declare const programTypes: unique symbol;

/**
 * The URL of a program module that carries the module's option and result types, so that
 * `cluster.run(ref, options)` checks the options and returns typed results. Made by `programRef`;
 * at run time it is the URL itself.
 */
export type ProgramRef<O, R> = URL & { readonly [programTypes]: { readonly options: O; readonly result: R } };

/** A program URL without types: a string or a URL that is not a ProgramRef (whose options are checked). */
export type UntypedProgramUrl = string | (URL & { readonly [programTypes]?: never });

/** Options type of a ProgramRef. */
export type OptionsOf<P> = P extends ProgramRef<infer O, unknown> ? O : never;
/** Result type of a ProgramRef (what each rank returns, awaited). */
export type ResultOf<P> = P extends ProgramRef<unknown, infer R> ? Awaited<R> : never;

type ModuleOf<O, R> = { readonly default: ProgramModule<O, R> };

/**
 * A typed reference to a program module, for hosts written in TypeScript:
 *
 * ```ts
 * const program = programRef<typeof import('./program.ts')>(new URL('./program.js', import.meta.url));
 * const run = await cluster.run(program, { rows: 64 }); // options checked, run.results typed
 * ```
 *
 * `typeof import(...)` is a type query: the module is not loaded on the host.
 */
// biome-ignore lint/suspicious/noExplicitAny: the module's own option and result types are inferred below
export function programRef<M extends ModuleOf<any, any>>(
  url: string | URL,
): M extends ModuleOf<infer O, infer R> ? ProgramRef<O, R> : never {
  let u: URL | undefined;
  if (url instanceof URL) u = url;
  else if (typeof url === 'string' && URL.canParse(url)) u = new URL(url);
  if (u === undefined)
    throw invalidArgument('programRef(url)', "a module URL (a URL, or an absolute URL string such as 'file:///...')", url);
  return u as M extends ModuleOf<infer O, infer R> ? ProgramRef<O, R> : never;
}

export function isProgramModule(value: unknown): value is ProgramModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { brand?: unknown }).brand === BRAND &&
    typeof (value as { main?: unknown }).main === 'function'
  );
}
