/** What a program module is: `export default defineProgram(async (ctx, options) => ...)`. */
import { invalidArgument } from './errors.js';
import type { RankContext } from './worker/context.js';

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

export function isProgramModule(value: unknown): value is ProgramModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { brand?: unknown }).brand === BRAND &&
    typeof (value as { main?: unknown }).main === 'function'
  );
}
