/**
 * The options schema of an app: each option once, with its help text, parser, default (printed
 * plainly) and the smaller value `--quick` runs with. The app's subcommand, its help and the
 * type of the values its run receives all come from it.
 */
import { type Command, Option } from 'commander';
import { intArg, jsonArg, numberArg, sizeArg } from './args.ts';

/** One option of an app. A spec with a `default` always has a value; one without may be undefined. */
export interface OptionSpec<T> {
  /** One line for the help. */
  readonly help: string;
  /** Placeholder of the value, e.g. `<n>`; absent for a switch. */
  readonly arg?: string;
  /**
   * Text to value; throws commander's InvalidArgumentError saying what was expected. A repeatable
   * option reads `previous` (the value so far: undefined the first time) and returns it extended.
   */
  parse?(text: string, previous: T | undefined): T;
  /** The accepted values (the help lists them). */
  readonly choices?: readonly string[];
  readonly default?: T;
  /** The default as the help prints it (default: `String(default)`). */
  readonly defaultText?: string;
  /** The value a `--quick` run takes when the option is not given (small sizes for tests). */
  readonly quick?: T;
}

/** An option spec with a default: its value is always there. */
export type Defaulted<T> = OptionSpec<T> & { readonly default: T };

/** An app's options: option name (camelCase, as the run receives it) to spec. */
export type OptionSchema = Readonly<Record<string, OptionSpec<unknown>>>;

/** The values a run of an app with schema `S` receives. */
export type OptionValues<S extends OptionSchema> = {
  readonly [K in keyof S]: S[K] extends { readonly default: infer T } ? T : S[K] extends OptionSpec<infer T> ? T | undefined : never;
};

interface Range<T> {
  readonly min?: number;
  readonly max?: number;
  readonly default?: T;
  readonly quick?: T;
}

/** An integer option (`1e6` is not accepted; `1000000` is). */
export function int(help: string, o: Range<number> & { readonly default: number }): Defaulted<number>;
export function int(help: string, o?: Range<number>): OptionSpec<number>;
export function int(help: string, o: Range<number> = {}): OptionSpec<number> {
  return { help, arg: '<n>', parse: intArg(o.min ?? Number.MIN_SAFE_INTEGER, o.max), ...defaults(o) };
}

/** A number option (`1e7` and `10000000` both work). */
export function num(help: string, o: Range<number> & { readonly default: number }): Defaulted<number>;
export function num(help: string, o?: Range<number>): OptionSpec<number>;
export function num(help: string, o: Range<number> = {}): OptionSpec<number> {
  return { help, arg: '<x>', parse: numberArg(o.min), ...defaults(o) };
}

/** A free text option (a file name, a rule); `arg` names the placeholder. */
export function text(help: string, o: { readonly arg: string; readonly default: string }): Defaulted<string>;
export function text(help: string, o: { readonly arg: string }): OptionSpec<string>;
export function text(help: string, o: { readonly arg: string; readonly default?: string }): OptionSpec<string> {
  return { help, arg: o.arg, ...defaults(o) };
}

/** One of a list of names. */
export function choice<C extends string>(help: string, choices: readonly C[], o: { readonly default: NoInfer<C> }): Defaulted<C>;
export function choice<C extends string>(help: string, choices: readonly C[]): OptionSpec<C>;
export function choice<C extends string>(help: string, choices: readonly C[], o: { readonly default?: C } = {}): OptionSpec<C> {
  return { help, arg: '<name>', choices, ...defaults(o) };
}

/** `N` or `RxC`; the default prints as `RxC` (or `N` when square). */
export function size(
  help: string,
  o: { readonly default: readonly [number, number]; readonly quick?: readonly [number, number] },
): Defaulted<readonly [number, number]> {
  const [r, c] = o.default;
  return {
    help,
    arg: '<n|RxC>',
    parse: sizeArg,
    default: o.default,
    defaultText: r === c ? String(r) : `${r}x${c}`,
    ...(o.quick === undefined ? {} : { quick: o.quick }),
  };
}

/** A JSON value. */
export function json(help: string): OptionSpec<unknown> {
  return { help, arg: '<json>', parse: jsonArg };
}

/** A switch (no value); absent means off. */
export function flag(help: string): OptionSpec<boolean> {
  return { help };
}

function defaults<T>(o: { readonly default?: T; readonly quick?: T }): { default?: T; quick?: T } {
  return { ...(o.default === undefined ? {} : { default: o.default }), ...(o.quick === undefined ? {} : { quick: o.quick }) };
}

/** The command-line flag of an option name: `maxIterations` -> `--max-iterations`, `F` -> `--F`. */
export function flagOf(name: string): string {
  return `--${name.length === 1 ? name : name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Add every option of `schema` to `cmd`. */
export function addSchemaOptions(cmd: Command, schema: OptionSchema): void {
  for (const [name, spec] of Object.entries(schema)) {
    const o = new Option(spec.arg === undefined ? flagOf(name) : `${flagOf(name)} ${spec.arg}`, spec.help);
    if (spec.choices !== undefined) o.choices([...spec.choices]);
    else if (spec.parse !== undefined) o.argParser(spec.parse);
    if (spec.default !== undefined)
      o.default(spec.default, spec.defaultText ?? (Array.isArray(spec.default) ? spec.default.join('x') : String(spec.default)));
    cmd.addOption(o);
  }
}

/**
 * The schema's values out of a parsed options object: every option of the schema (those not given
 * take their default, or with `quick` their quick value); other keys are left out.
 */
export function schemaValues<S extends OptionSchema>(
  schema: S,
  given: Readonly<Record<string, unknown>>,
  o: { readonly quick?: boolean; readonly isDefault?: (name: string) => boolean } = {},
): OptionValues<S> {
  const out: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(schema)) {
    const v = given[name];
    const defaulted = v === undefined || o.isDefault?.(name) === true;
    out[name] = defaulted ? (o.quick === true && spec.quick !== undefined ? spec.quick : (v ?? spec.default)) : v;
  }
  return out as OptionValues<S>;
}
