import { balancingNames } from '@meshwork/balancers';
import { ensureFileTarget, type RunOptions } from '@meshwork/runtime';
import { type Command, Option } from 'commander';
import { intArg, jsonArg, spinArg } from './args.ts';
import type { BalancingChoice } from './balancing.ts';
import { type App, type AppOutcome, checkTimelineSide, type RunHooks, type RunSettings } from './define.ts';
import { usageErrors } from './errors.ts';
import { formatMachineCheck, type MachineCheck, runMachineCheck } from './machine-check.ts';
import { checkRanksFit } from './memory.ts';
import { type Output, writeJson } from './output.ts';
import { AUTO_ROUNDS, autoRoundsRule } from './paired.ts';
import { createProgress } from './progress.ts';
import { balancingOf, compareBalancing, type RunFlags, recoveryOf, timelineOf, topologyOf } from './run-settings.ts';
import { formatComparison, formatSummary, pairedComparisonOf, type RunHeader, type RunSummary, summarizeRun } from './summary.ts';

/** What a command adds to the harness's run (the CLI: `--balancer auto`, `--trace`, `--charts`). */
export interface RunExtension {
  /** Words for `--balancer` besides the names (e.g. `auto`). */
  readonly balancerWords?: string;
  /** Add options to the app's command. */
  addOptions?(cmd: Command, app: App): void;
  /**
   * Rewrite the flags before the run (e.g. pick a balancer for `auto`). Called once the common
   * flags are checked; it checks its own flags (output paths) before anything it runs.
   */
  flags?(app: App, flags: RunFlags, run: { topology: string; spin: RunSettings['spin']; out: Output }): Promise<RunFlags>;
  /** Settings the run needs for the extension (e.g. `record` for a trace). */
  settings?(flags: RunFlags): Partial<RunSettings>;
  /** After the run: files written (trace, charts) for the summary. */
  after?(
    app: App,
    flags: RunFlags,
    outcome: AppOutcome,
    run: { topology: string; balancing: BalancingChoice; baseline?: { balancing: BalancingChoice; outcome: AppOutcome } },
  ): Promise<{ trace?: string; charts?: readonly string[] }>;
}

/** Add the common options of a run of `app` to `cmd`. */
function addCommonOptions(cmd: Command, app: App, ext: RunExtension): void {
  const own = app.ownBalancers;
  const names = own ?? balancingNames().balancers;
  // A static-only app (the stencil) takes no balancing flag at all: the help does not offer them.
  const balancing = (o: Option) => cmd.addOption(app.staticOnly ? o.hideHelp() : o);
  cmd
    .option('--ranks <n>', `number of ranks (topology ${app.topologyFor(4).replace(/:.*/, '')} by default)`, intArg(1, 1024))
    .option('--force-ranks', 'run even when the rank count looks larger than this host can hold')
    .option('--topology <spec>', `rank graph: ${app.topologyKinds.join(', ')} (e.g. ${app.topologyFor(4)}; default ${app.topologyFor(2)})`);
  balancing(
    new Option(
      '--balancer <name>',
      `${names.join(', ')}${own === undefined && ext.balancerWords !== undefined ? `, or ${ext.balancerWords}` : ''} (default ${app.defaultBalancer})`,
    ),
  );
  // Apps that split once before they start (sieve, loop, knary) take no policy, no option block
  // and no grid storage: the help does not offer those flags, and giving one says why it does not apply.
  const flag = (o: Option) => (own !== undefined ? cmd.addOption(o.hideHelp()) : balancing(o));
  flag(new Option('--balancer-options <json>', 'option block of the balancer').argParser(jsonArg));
  flag(
    new Option('--every <k>', 'balance every k steps (0: never; default: the adaptive policy for any balancer but static)').argParser(
      intArg(0),
    ),
  );
  flag(new Option('--policy <name>', `invocation policy instead of --every: ${balancingNames().policies.join(', ')} (default adaptive)`));
  flag(new Option('--policy-options <json>', 'option block of the policy').argParser(jsonArg));
  cmd.addOption(
    own !== undefined || app.noStorage
      ? new Option('--storage <mode>').hideHelp()
      : new Option('--storage <mode>', 'grid storage').choices(['shared', 'distributed']).default('distributed'),
  );
  balancing(
    new Option('--compare <balancer>', `also run with this balancer on the same input and print the two side by side (e.g. ${names[0]})`),
  );
  balancing(
    new Option(
      '--rounds <mode>',
      `with --compare: auto runs ${AUTO_ROUNDS.pilot} rounds, then more until the 95% CI of the ratio is within +-${AUTO_ROUNDS.within * 100}% (at most ${AUTO_ROUNDS.cap}); replaces --repeat`,
    ).choices(['auto']),
  );
  balancing(
    new Option(
      '--machine-check',
      'first time the hand-rolled 2-thread stencil against its plain loop (~2 s; default with --compare, not with --quick)',
    ),
  );
  balancing(new Option('--no-machine-check', 'skip the machine check of --compare'));
  cmd
    .option('--repeat <n>', 'repetitions of each side, medians reported (--quick: 1)', intArg(1, 1000), 3)
    .option(
      '--warmup <n>',
      'untimed runs of each side first (default 1; code that runs a few times a run, a balance, takes tens of runs to compile fully: more gives the steady state)',
      intArg(1, 1000),
    )
    .option('--quick', 'small sizes (a smoke run) for the options not given')
    .addOption(
      new Option('--spin <mode>', 'spin before sleeping in waits: auto (while ranks <= cores), on, off, or the longest spin in µs')
        .argParser(spinArg)
        .default('auto' as const, 'auto'),
    )
    .option('--json', 'print the summary as JSON on stdout')
    .option(
      '--timeline <file>',
      'write a per-rank timeline of the last timed run (Chrome Trace Event JSON: compute, waits, balances, messages); open it in ui.perfetto.dev or chrome://tracing',
    );
  // Checkpoints and restarts: offered by the apps whose program checkpoints its steps.
  const ckpt = (o: Option) => cmd.addOption(app.checkpoints ? o : o.hideHelp());
  ckpt(
    new Option('--checkpoint-every <k>', 'checkpoint the timed runs every k steps (in memory; see --max-restarts)').argParser(intArg(1)),
  );
  ckpt(
    new Option('--max-restarts <n>', 'go back to the newest checkpoint when a rank dies, at most n times (default 0: fail fast)').argParser(
      intArg(0, 1000),
    ),
  );
  ckpt(new Option('--checkpoint-dir <dir>', 'also write every checkpoint to this directory (one file per rank and a manifest)'));
  cmd.addOption(
    new Option('--inject-faults <json>', 'testing aid: faults to inject, e.g. [{"rank":1,"kind":"exit","atStep":3}]')
      .argParser(jsonArg)
      .hideHelp(),
  );
}

async function runApp(
  app: App,
  flags: RunFlags,
  out: Output,
  ext: RunExtension,
  name: string,
  isDefault: (name: string) => boolean,
): Promise<void> {
  // Every flag is checked before anything starts a thread (the advice of `--balancer auto`, the
  // machine check, the runs): the common flags here, the extension's in `ext.flags` before its
  // work, the app's own options in its `prepare`, which runs before the machine check (RunHooks).
  const { spec, ranks } = topologyOf(app, flags);
  checkRanksFit(spec, flags.ranks !== undefined ? `--ranks ${flags.ranks}` : `--topology ${spec}`, flags.forceRanks === true);
  const spin = flags.spin === 'auto' || typeof flags.spin === 'number' ? flags.spin : flags.spin === 'on';
  // A static-only app refuses balancing flags before an extension reads them (`--balancer auto`).
  if (app.staticOnly) balancingOf(app, flags);
  if (flags.rounds === 'auto' && flags.compare === undefined) throw usageErrors.roundsAutoAlone();
  // The balancing (and --compare's name) as far as the flags tell it; `auto` is the extension's.
  const given = flags.balancer === 'auto' ? undefined : balancingOf(app, flags);
  if (given !== undefined) checkTimelineSide(app, given.balancer, flags.timeline);
  if (flags.compare !== undefined) compareBalancing(app, flags, given);
  const recovery = recoveryOf(app, flags, ranks);
  if (flags.timeline !== undefined) ensureFileTarget(flags.timeline, { what: '--timeline' });
  const o = ext.flags === undefined ? flags : await ext.flags(app, flags, { topology: spec, spin, out });
  const balancing = balancingOf(app, o);
  checkTimelineSide(app, balancing.balancer, o.timeline);
  const baseline = o.compare === undefined ? undefined : compareBalancing(app, o, balancing);
  // `--quick` replaces the defaults commander filled in, not the values the user gave.
  const options = app.values(o, o.quick === true, isDefault);
  // a smoke run times each side once; a real one reports medians (one run on a VM can be 2x off)
  const auto = o.rounds === 'auto';
  const repeat = auto ? AUTO_ROUNDS.pilot : o.quick === true && isDefault('repeat') ? 1 : o.repeat;
  const timeline = timelineOf(app, o, spec, balancing, options);
  // the timeline records the main side's runs (with --compare, not the baseline's)
  const runOptionsOf = (main: boolean): RunOptions | undefined => (main && timeline !== undefined ? { ...recovery, timeline } : recovery);
  const settings = (b: BalancingChoice, main = true): RunSettings => ({
    ...(runOptionsOf(main) === undefined ? {} : { runOptions: runOptionsOf(main) }),
    topology: spec,
    ranks,
    storage: o.storage ?? 'distributed',
    balancing: b,
    repeat,
    ...(o.warmup === undefined ? {} : { warmup: o.warmup }),
    spin,
    progress: createProgress(out),
    // the sides run as [baseline, main]: main's times over the baseline's
    ...(auto ? { rounds: autoRoundsRule(1, 0) } : {}),
    ...ext.settings?.(o),
  });
  // `--rounds auto`: the header says how many rounds ran
  const rounds = (h: RunHeader, ran: AppOutcome): RunHeader => (auto ? { ...h, repeat: ran.parallelMs.length } : h);
  const header = (b: BalancingChoice): RunHeader => ({
    app: app.name,
    topology: spec,
    ranks,
    storage: app.ownBalancers === undefined && !app.noStorage ? (o.storage ?? 'distributed') : undefined,
    balancing: b,
    repeat,
    ...(o.warmup === undefined ? {} : { warmup: o.warmup }),
  });
  // A comparison is read beside the machine check of the same run (see runMachineCheck); it runs
  // once the app has checked its options (its `prepare`), before the runs.
  let machineCheck: MachineCheck | undefined;
  const hooks: RunHooks = {
    beforeRuns: async () => {
      if (!(o.machineCheck ?? (baseline !== undefined && o.quick !== true))) return;
      createProgress(out).note('machine check: the hand-rolled 2-thread stencil against its plain loop');
      machineCheck = await runMachineCheck();
      if (o.json !== true) out.stdout(`${formatMachineCheck(machineCheck)}\n\n`);
    },
  };
  let compared: RunSummary | undefined;
  let outcome: AppOutcome;
  let base: AppOutcome | undefined;
  if (baseline !== undefined) {
    // Both sides in one interleaved series next to one reference (see measureSides).
    const [first, main] = await app.runSides([settings(baseline, false), settings(balancing)], options, hooks);
    base = first;
    compared = summarizeRun(rounds(header(baseline), base as AppOutcome), base as AppOutcome, undefined, []);
    outcome = main as AppOutcome;
  } else outcome = await app.run(settings(balancing), options, hooks);
  const files =
    (await ext.after?.(app, o, outcome, {
      topology: spec,
      balancing,
      ...(baseline === undefined || base === undefined ? {} : { baseline: { balancing: baseline, outcome: base } }),
    })) ?? {};
  const own = summarizeRun(rounds(header(balancing), outcome), outcome, files.trace, files.charts ?? []);
  const comparison = compared === undefined ? undefined : pairedComparisonOf(own, compared);
  const summary: RunSummary = {
    ...own,
    ...(comparison === undefined ? {} : { comparison }),
    ...(machineCheck === undefined ? {} : { machineCheck }),
  };
  if (o.json === true) writeJson(out, compared === undefined ? summary : { ...summary, compare: compared });
  else {
    if (compared !== undefined) out.stdout(`${formatSummary(compared, name)}\n`);
    out.stdout(formatSummary(summary, name));
    if (compared !== undefined) out.stdout(formatComparison(summary, compared));
  }
  if (!outcome.correct || compared?.correct === false) process.exitCode = 1;
}

/**
 * Make `cmd` the run command of `app`: its description, the common and the app's options, and the
 * action. `name` is how the summary names the command (`meshwork run sieve`, `meshwork-sieve`).
 */
export function configureAppCommand(
  cmd: Command,
  app: App,
  out: Output,
  ext: RunExtension = {},
  name = `meshwork run ${app.name}`,
): Command {
  cmd.description(app.summary);
  addCommonOptions(cmd, app, ext);
  app.addOptions(cmd);
  ext.addOptions?.(cmd, app);
  cmd.action(async (flags: RunFlags, self: Command) =>
    runApp(app, flags, out, ext, name, (option) => self.getOptionValueSource(option) === 'default'),
  );
  return cmd;
}
