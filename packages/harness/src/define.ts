/**
 * `defineApp`: one typed description per app. From it come the app's `meshwork run <app>`
 * subcommand (and its standalone command), the help, the JSON report type, the bench rows and the
 * paper rows. The app says what is specific to it (options, how to build one run, how to check and
 * summarize it); the harness does the rest once (warm-up, repeats, medians, side by side, progress).
 */
import type { MetricsTrace, RunOptions, RunRecovery, Storage, TraceLoads, WaitStats } from '@meshwork/runtime';
import type { Command } from 'commander';
import type { BalancingChoice } from './balancing.ts';
import type { AppBench } from './bench-options.ts';
import type { RunUsage } from './critical-path.ts';
import { harnessErrors } from './errors.ts';
import { type Measured, measureSides, type RoundsRule } from './measure.ts';
import { addSchemaOptions, type OptionSchema, type OptionValues, schemaValues } from './options.ts';
import type { Progress } from './progress.ts';

/** The common settings of one run, from the command line (or a bench case). */
export interface RunSettings {
  /** Topology spec, e.g. `ring:4`, `mesh:2x2`. */
  readonly topology: string;
  readonly ranks: number;
  readonly storage: Storage;
  readonly balancing: BalancingChoice;
  /** Repetitions of each side (medians reported). */
  readonly repeat: number;
  /** The cluster option `spin`: 'auto', on/off, or the longest spin of a wait in µs. */
  readonly spin: 'auto' | boolean | number;
  readonly progress: Progress;
  /** Record per-step loads and costs in the trace (`--trace`): the app runs its balancing driver even when static. */
  readonly record?: boolean;
  /**
   * Run options of the timed parallel runs: checkpoints and restarts (`--checkpoint-every`,
   * `--max-restarts`), the timeline (`--timeline`); the warm-up runs without.
   */
  readonly runOptions?: RunOptions;
  /** More rounds after `repeat` while the rule asks (`--rounds auto`; runSides reads the first settings'). */
  readonly rounds?: RoundsRule;
  /** Warm-up runs of each side before the timed rounds (`--warmup`; default 1; runSides reads the first settings'). */
  readonly warmup?: number;
  /** App options of this side over those `runSides` is given (a side that differs in one, e.g. its loads). */
  readonly options?: object;
}

/** What the balancer did over a run, for the summary's balancer line. */
export interface BalanceSummary {
  /** Balances that ran (including those the balancer skipped). */
  readonly balances: number;
  readonly skipped: number;
  /** Rows / planes / units that changed owner, and bytes moved, summed over balances. */
  readonly unitsMoved: number;
  readonly bytesMoved: number;
  /** Decision time summed over balances (slowest rank where the app reports it), ms. */
  readonly decisionMs: number;
  /** Mean max/avg of the load before and after the balances (NaN when unknown). */
  readonly beforeMaxOverAvg: number;
  readonly afterMaxOverAvg: number;
  /** What balanced, when it is not the run's balancing label (a program file's own drivers). */
  readonly label?: string;
}

/** The figures an app computes from its last run and reference. */
export interface AppFigures<D extends object = object> {
  /** The application's answer in a few words, e.g. "1229 primes in [2, 10000]". */
  readonly result: string;
  /** LE (avg / max, a fraction in [0, 1]) from work units (deterministic) and thread CPU time (when measured). */
  readonly leWork: number;
  readonly leBusy: number | undefined;
  /** What each rank's waits cost in the last parallel run (apps whose runs report it). */
  readonly waits?: readonly WaitStats[] | undefined;
  readonly balance: BalanceSummary | undefined;
  /** Per-phase, per-rank loads of the last parallel run (undefined if the app gives none). */
  readonly trace: MetricsTrace | undefined;
  /** Output files written (images). */
  readonly files: readonly string[];
  /** App-specific figures for --json. */
  readonly details: D;
  /** false: nothing checked the result (a program file without `check`): the report has no `correct`. */
  readonly checked?: boolean;
}

/** One run of an app: the harness's times and check, with the app's figures. */
export interface AppOutcome<D extends object = object> extends AppFigures<D> {
  /** The parallel result equals the sequential reference (bit for bit where the app says so). */
  readonly correct: boolean;
  readonly sequentialMs: readonly number[];
  readonly parallelMs: readonly number[];
  /** Checkpoints and restarts of the last parallel run, when the run asked for them. */
  readonly recovery?: RunRecovery | undefined;
  /** The timeline file of the last parallel run (`--timeline`), when its side is a cluster that wrote one. */
  readonly timeline?: string | undefined;
  /** Every timed parallel run's host wall and CPU time and critical path (the report's critical path and cores used). */
  readonly usage?: readonly RunUsage[];
  /**
   * With `record`: the trace of every timed run, in order (the last one is `trace`), for a caller
   * that wants the run-to-run spread of what the traces say (`meshwork advise`).
   */
  readonly recorded?: readonly MetricsTrace[];
}

/** One run as the app builds it: the measurement (parallel side, reference, check) and its figures. */
export interface Prepared<Ref, Par, D extends object> extends Measured<Ref, Par> {
  /** Figures of the last run; `times` has every repetition's times (for figures built on the speedup). */
  figures(
    last: Par,
    reference: Ref,
    times: { readonly sequentialMs: readonly number[]; readonly parallelMs: readonly number[] },
  ): AppFigures<D>;
}

/** A bench case of an app: a label, the common settings it changes and the app options it sets. */
export interface BenchCase<O> {
  readonly label: string;
  readonly ranks?: number;
  readonly balancer?: string;
  /** Balance every k steps (0: never); default: the app's default policy. */
  readonly every?: number;
  readonly options?: Partial<O>;
}

/** One row of the paper reproductions: the paper's figure next to ours. */
export interface PaperRow {
  readonly paper: string;
  readonly figure: string;
  readonly theirs: string;
  readonly ours: string;
}

/** A line chart of a paper reproduction: points of several series (the CLI draws it). */
export interface PaperChart {
  /** The chart's file name in the report folder (`papers-<app>-<what>.svg`). */
  readonly file: string;
  /** The report's caption of the chart. */
  readonly title: string;
  /** The chart's own short title, drawn above it. */
  readonly heading: string;
  readonly points: readonly { readonly x: number; readonly y: number; readonly series: string }[];
  readonly xTitle: string;
  readonly yTitle: string;
  readonly xLog?: boolean;
  /** A horizontal reference line at this y. */
  readonly rule?: number;
}

/** Settings of a paper reproduction. */
export interface PaperContext {
  /** Small sizes (CI smoke run). */
  readonly quick: boolean;
  /** The machine is loaded: ranks should sleep in their waits instead of spinning. */
  readonly busy: boolean;
  /**
   * Run the app's benchmark (its `bench` declaration, measured by bench/) in a child process with
   * `args` and `--json`, and read its report (typed by the caller, who knows the benchmark).
   */
  runBench<T>(args: readonly string[]): Promise<T>;
}

/** What an app's paper reproduction returns: rows, charts and its typed data. */
export interface PaperReproduction<P = unknown> {
  readonly rows: readonly PaperRow[];
  readonly charts: readonly PaperChart[];
  readonly data: P;
}

/** A recorded run as offline replay shows it to its app (`AppReplay.balancerOptions`). */
export interface AppRecording {
  /** The recorded decomposition (shape, processor grid, decomposed axes); undefined when the trace has none. */
  readonly decomposition: TraceLoads['decomposition'] | undefined;
  /** The app's options the run was recorded with, as the trace kept them: possibly partial, to be checked. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** What an app tells offline replay and the advisor (`@meshwork/replay`) about its runs. */
export interface AppReplay {
  /**
   * The option block the app gives balancer `name` when the command line gives none, for a run
   * recorded as `recorded` says (undefined: the balancer's own defaults), so that a replay runs
   * each balancer as `meshwork run <app> --balancer NAME` would.
   */
  balancerOptions(name: string, recorded: AppRecording): unknown;
}

/** The description an app gives {@link defineApp}. */
export interface AppSpec<S extends OptionSchema, Ref, Par, D extends object> {
  readonly name: string;
  /** One line for `meshwork run --help` and the README. */
  readonly summary: string;
  readonly defaultBalancer: string;
  /**
   * Apps that pick their split themselves (sieve strategies, loop schedulers) list the names
   * `--balancer` accepts; the others take any balancer registered in @meshwork/runtime.
   */
  readonly ownBalancers?: readonly string[] | (() => readonly string[]);
  /**
   * Of those, the strategies whose parallel side is a host-side pool of threads, not cluster ranks
   * (`central`): they record no timeline, so `--timeline` with one is refused before any work.
   */
  readonly poolStrategies?: readonly string[];
  /**
   * The app runs the static block split only (the stencil): its help offers no balancing flags
   * (`--balancer`, `--every`, `--policy`, their option blocks, `--compare`) and giving one is refused.
   */
  readonly staticOnly?: boolean;
  /** Topology kinds the app's decomposition accepts (default: every kind, {@link EVERY_TOPOLOGY_KIND}). */
  readonly topologyKinds?: readonly string[];
  /** The app takes no `--storage` (a program file: its own grids choose their storage). */
  readonly noStorage?: boolean;
  /** Topology for `--ranks N`. */
  topologyFor(ranks: number): string;
  /** The module every rank imports (the app's `program.js`), exported by the app itself. */
  readonly programUrl: URL;
  /** The app's program checkpoints its steps (`ctx.checkpoint`): `--checkpoint-every` and `--max-restarts` apply. */
  readonly checkpoints?: boolean;
  readonly options: S;
  /**
   * Check the options and build one run (throw a typed error or UsageError for bad input). It
   * must start no thread: every check of the input (output paths included) belongs here, before
   * the runs, never in `figures`.
   */
  prepare(settings: RunSettings, options: OptionValues<S>): Prepared<Ref, Par, D> | Promise<Prepared<Ref, Par, D>>;
  /** The app's bench cases (`quick`: small sizes). */
  benchCases?(quick: boolean): readonly BenchCase<OptionValues<S>>[];
  /** The app's reproduction of its paper's figures. */
  paper?(ctx: PaperContext): Promise<PaperReproduction>;
  /** The app's benchmark: its options as data (bench/ measures it; `pnpm bench:app <app>`). */
  readonly bench?: AppBench;
  /** What replay needs of the app: the balancer options it gives by default (apps without it: the balancers' own). */
  readonly replay?: AppReplay;
}

/** An app as the harness and the CLI use it. `O`: its option values; `D`: the details of its JSON report. */
export interface App<O extends object = object, D extends object = object> {
  readonly name: string;
  readonly summary: string;
  readonly defaultBalancer: string;
  /** The names `--balancer` accepts when the app picks its split itself; undefined for remap apps. */
  readonly ownBalancers: readonly string[] | undefined;
  /** The strategies whose parallel side is a host-side pool (no cluster ranks, no timeline). */
  readonly poolStrategies: readonly string[];
  /** The app runs the static block split only: no balancing flags. */
  readonly staticOnly: boolean;
  readonly topologyKinds: readonly string[];
  /** The app takes no `--storage`. */
  readonly noStorage: boolean;
  topologyFor(ranks: number): string;
  readonly programUrl: URL;
  /** The app's program checkpoints its steps. */
  readonly checkpoints: boolean;
  readonly options: OptionSchema;
  /** Add the app's own options to a command. */
  addOptions(cmd: Command): void;
  /**
   * Every option's value: those in `given` over the defaults (the quick values with `quick`).
   * `isDefault(name)`: the value in `given` is a default the command line filled in, not the user's
   * (commander puts defaults among the parsed flags), so `quick` replaces it too.
   */
  values(given?: object, quick?: boolean, isDefault?: (name: string) => boolean): O;
  /** Run side by side with the reference: warm-up, `settings.repeat` timed pairs, figures of the last. */
  run(settings: RunSettings, options?: object, hooks?: RunHooks): Promise<AppOutcome<D>>;
  /**
   * Several settings of the same input (e.g. static and a balancer) measured interleaved, round
   * by round, next to one reference (`repeat` and `progress` of the first settings); one outcome
   * per settings, in order.
   */
  runSides(settings: readonly RunSettings[], options?: object, hooks?: RunHooks): Promise<AppOutcome<D>[]>;
  benchCases(quick: boolean): readonly BenchCase<O>[];
  readonly paper: ((ctx: PaperContext) => Promise<PaperReproduction>) | undefined;
  /** The app's benchmark declaration (`AppSpec.bench`). */
  readonly bench: AppBench | undefined;
  /** What replay needs of the app (`AppSpec.replay`). */
  readonly replay: AppReplay | undefined;
}

/** What a caller of `App.run` / `runSides` does between the app's checks and its runs. */
export interface RunHooks {
  /**
   * Called once every side is prepared (the app's options checked, its input read, no thread
   * started) and before any run: a command's machine check goes here, so bad input is refused
   * before it.
   */
  readonly beforeRuns?: () => Promise<void>;
}

/** Every topology kind, for apps whose ranks need no particular neighbours (task and loop apps). */
export const EVERY_TOPOLOGY_KIND: readonly string[] = ['chain', 'ring', 'mesh', 'torus', 'hypercube'];

/**
 * Refuse a timeline for a side that runs on a host-side pool (`central`): a pool has no ranks to
 * record, so the refusal comes before any work (MW_INVALID_OPTION, exit 2 on the command line).
 */
export function checkTimelineSide(app: Pick<App, 'name' | 'poolStrategies'>, balancer: string, timeline: unknown): void {
  if (timeline === undefined || !app.poolStrategies.includes(balancer)) return;
  throw harnessErrors.timelineOnPool(app.name, balancer);
}

/** Describe an app once; see {@link AppSpec}. */
export function defineApp<S extends OptionSchema, Ref, Par, D extends object>(spec: AppSpec<S, Ref, Par, D>): App<OptionValues<S>, D> {
  const values = (given: object = {}, quick = false, isDefault?: (name: string) => boolean) =>
    schemaValues(spec.options, given as Readonly<Record<string, unknown>>, { quick, ...(isDefault === undefined ? {} : { isDefault }) });
  const runSides = async (settings: readonly RunSettings[], options?: object, hooks: RunHooks = {}): Promise<AppOutcome<D>[]> => {
    const head = settings[0];
    if (head === undefined) throw new RangeError('runSides needs at least one settings');
    // a pool side has no timeline: refused before any side is prepared
    for (const s of settings) checkTimelineSide(app, s.balancing.balancer, s.runOptions?.timeline);
    const given = values(options);
    const prepared: Prepared<Ref, Par, D>[] = [];
    for (const s of settings) prepared.push(await spec.prepare(s, s.options === undefined ? given : values({ ...options, ...s.options })));
    await hooks.beforeRuns?.();
    const ms = await measureSides(prepared, head.repeat, head.progress, head.rounds, head.warmup ?? 1);
    return ms.map((m, i) => {
      const recovery = (m.last as { metrics?: { recovery?: RunRecovery } } | undefined)?.metrics?.recovery;
      const timeline = m.timeline;
      return {
        correct: m.correct,
        sequentialMs: m.sequentialMs,
        parallelMs: m.parallelMs,
        usage: m.usage,
        ...(m.recorded === undefined ? {} : { recorded: m.recorded }),
        ...(prepared[i] as Prepared<Ref, Par, D>).figures(m.last, m.reference, m),
        ...(recovery === undefined ? {} : { recovery }),
        ...(timeline === undefined ? {} : { timeline }),
      };
    });
  };
  const app: App<OptionValues<S>, D> = {
    name: spec.name,
    summary: spec.summary,
    defaultBalancer: spec.defaultBalancer,
    get ownBalancers() {
      const own = spec.ownBalancers;
      return typeof own === 'function' ? own() : own;
    },
    poolStrategies: spec.poolStrategies ?? [],
    staticOnly: spec.staticOnly === true,
    topologyKinds: spec.topologyKinds ?? EVERY_TOPOLOGY_KIND,
    noStorage: spec.noStorage === true,
    topologyFor: (ranks) => spec.topologyFor(ranks),
    programUrl: spec.programUrl,
    checkpoints: spec.checkpoints === true,
    options: spec.options,
    addOptions: (cmd) => addSchemaOptions(cmd, spec.options),
    values,
    run: async (settings, options, hooks) => (await runSides([settings], options, hooks))[0] as AppOutcome<D>,
    runSides,
    benchCases: (quick) => spec.benchCases?.(quick) ?? [],
    paper: spec.paper,
    bench: spec.bench,
    replay: spec.replay,
  };
  return app;
}

/**
 * The run an app's `prepare` returns, typed: `sideBySide({ parallel, sequential, verify, figures })`
 * infers the reference and parallel result types from `parallel` and `sequential`, so `verify` and
 * `figures` receive them typed.
 */
export function sideBySide<Ref, Par, D extends object>(p: Prepared<Ref, Par, D>): Prepared<Ref, Par, D> {
  return p;
}
