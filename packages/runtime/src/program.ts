/** What a program module is: `export default defineProgram(async (ctx, options) => ...)`. */
import { invalidArgument } from './errors.ts';
import type { RankContext } from './worker/context.ts';

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
