/**
 * What an app declares of its benchmark (`AppSpec.bench`): its options as plain data (name, kind,
 * default, bounds, help), never a parser. The benchmarks in bench/ run it with one entry
 * (`pnpm bench:app <app> [options]`) and one checker for every app's options.
 */

/** An integer option (`10000000` and `1e7` and `10_000_000` are the same), at least `min`. */
export interface IntBenchOption {
  readonly kind: 'int';
  readonly help: string;
  readonly default: number;
  readonly min: number;
  readonly max?: number;
}

/** A finite number, at least `min`. */
export interface FloatBenchOption {
  readonly kind: 'float';
  readonly help: string;
  readonly default: number;
  readonly min: number;
}

/** A comma-separated list of integers, each in [min, max]. */
export interface ListBenchOption {
  readonly kind: 'list';
  readonly help: string;
  readonly default: readonly number[];
  readonly min: number;
  readonly max?: number;
}

/** One of `choices`. */
export interface ChoiceBenchOption<C extends string = string> {
  readonly kind: 'choice';
  readonly help: string;
  readonly default: C;
  readonly choices: readonly C[];
}

/** A comma-separated list of names out of `choices` (at least one, no repeats). */
export interface NamesBenchOption<C extends string = string> {
  readonly kind: 'names';
  readonly help: string;
  readonly default: readonly C[];
  readonly choices: readonly C[];
}

/** Free text (a file name); the empty default means none given. */
export interface TextBenchOption {
  readonly kind: 'text';
  readonly help: string;
  readonly default: string;
  /** The placeholder the usage prints, e.g. `<file>`. */
  readonly arg: string;
}

/** How waits spin: `auto`, `on`, `off` or the longest spin in µs (a number >= 0). */
export interface SpinBenchOption {
  readonly kind: 'spin';
  readonly help: string;
  readonly default: 'auto' | 'on' | 'off';
}

export type BenchOption =
  | IntBenchOption
  | FloatBenchOption
  | ListBenchOption
  | ChoiceBenchOption
  | NamesBenchOption
  | TextBenchOption
  | SpinBenchOption;

/** A benchmark's options: camelCase name (the flag is its kebab-case) to declaration. */
export type BenchOptions = Readonly<Record<string, BenchOption>>;

/** The value of one option of kind `B`. */
export type BenchValue<B extends BenchOption> = B extends IntBenchOption | FloatBenchOption
  ? number
  : B extends ListBenchOption
    ? readonly number[]
    : B extends ChoiceBenchOption<infer C>
      ? C
      : B extends NamesBenchOption<infer C>
        ? readonly C[]
        : B extends SpinBenchOption
          ? 'auto' | 'on' | 'off' | number
          : string;

/** The checked values of a benchmark's options, plus the switches every benchmark takes. */
export type BenchValues<S extends BenchOptions> = { readonly [K in keyof S]: BenchValue<S[K]> } & {
  /** The small sizes of the app's `quick` values (tests, smoke runs). */
  readonly quick: boolean;
  /** Print the report as JSON on stdout instead of the table. */
  readonly json: boolean;
};

/** An app's benchmark as its definition declares it. */
export interface AppBench<S extends BenchOptions = BenchOptions> {
  /** One line: what the benchmark measures. */
  readonly summary: string;
  readonly options: S;
  /** The values `--quick` sets (options given on the command line still win). */
  readonly quick?: { readonly [K in keyof S]?: BenchValue<S[K]> };
}

/** Declare an app's benchmark (types its option values from the declaration). */
export function defineBench<const S extends BenchOptions>(bench: AppBench<S>): AppBench<S> {
  return bench;
}
