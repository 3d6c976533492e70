/**
 * `meshwork run <app>`: one subcommand per app, built by the harness from the app's definition,
 * with what only the CLI adds: `--balancer auto` (meshwork advise), `--trace` and `--charts`.
 * `meshwork run <file>`: a program file run as an app (the harness's `programFileApp`); its
 * subcommand is made for the path the command line names.
 */
import { dirname, join, relative, resolve } from 'node:path';
import { balancingNames } from '@meshwork/balancers';
import {
  type App,
  balancingOf,
  configureAppCommand,
  isProgramPath,
  type Output,
  PROGRAM_EXTENSIONS,
  type ProgramFileApp,
  programFileApp,
  type RunExtension,
  type RunFlags,
} from '@meshwork/harness';
import { appOptionsOf, cachedAdviceLine, readCachedAdvice } from '@meshwork/replay';
import { ensureDirectory, ensureFileTarget } from '@meshwork/runtime';
import { Command } from 'commander';
import { APPS } from '../apps/registry.ts';
import { writeTraceCharts } from '../charts/trace-charts.ts';
import { cliErrors } from '../errors.ts';
import { joinLaunchedJob, outputOfHost } from '../launched.ts';
import { writeReportPage } from '../page/write.ts';
import { writeTraceFile } from '../trace-file.ts';
import { autoFlags } from './advise.ts';
import { traceFigures } from './report.ts';

/** Output folders checked (created) before any run: an impossible one is MW_PATH at once. */
function checkOutputs(flags: RunFlags): void {
  if (typeof flags.trace === 'string') ensureFileTarget(flags.trace, { what: '--trace' });
  if (typeof flags.charts === 'string') ensureDirectory(resolve(flags.charts), { what: '--charts', writable: true });
}

/**
 * Without `--balancer`: when `meshwork advise <app>` picked something else on this machine, one
 * line saying so (its cached advice, one bounded read: no run).
 */
function sayCachedAdvice(app: App, flags: RunFlags, topology: string, out: Output): void {
  if (app.ownBalancers !== undefined || app.staticOnly) return;
  const advice = readCachedAdvice(app.name);
  const line = advice === undefined ? undefined : cachedAdviceLine(advice, balancingOf(app, flags), topology);
  if (line !== undefined) out.stderr(`${line}\n`);
}

/** What the CLI adds to the harness's run. */
const cliExtension: RunExtension = {
  balancerWords:
    'auto (meshwork advise picks the balancer and its interval from short traced static runs, or static when none is expected to pay; not with --every, --policy or --balancer-options)',
  addOptions(cmd) {
    cmd
      .option(
        '--trace <file>',
        'write the per-phase, per-rank loads and per-step plane loads and costs (trace JSON, read by meshwork report and replay)',
      )
      .option(
        '--charts <dir>',
        'write SVG charts of the run: load heatmap and U_k per step with the balances marked, load per rank (one-step apps: load per rank and a time profile); both sides of a comparison; and report.html, the report page with interactive charts',
      );
  },
  async flags(app, flags, run) {
    // Output paths checked (folders created) before any run: an impossible one is MW_PATH at once.
    checkOutputs(flags);
    await joinLaunchedJob(flags);
    if (flags.balancer === undefined) sayCachedAdvice(app, flags, run.topology, run.out);
    return flags.balancer === 'auto' ? autoFlags(app, flags, run.topology, flags.storage ?? 'distributed', run.spin, run.out) : flags;
  },
  // the per-step load record: what replay reads, where the charts find balances and wall times, and the report page's cuts
  settings: (flags) => (flags.trace === undefined && flags.charts === undefined ? {} : { record: true }),
  async after(app, flags, outcome, run) {
    let trace: string | undefined;
    if (typeof flags.trace === 'string') {
      if (outcome.trace === undefined) throw cliErrors.noPhaseLoads(app.name);
      trace = resolve(flags.trace);
      writeTraceFile(trace, outcome.trace, {
        app: app.name,
        topology: run.topology,
        balancer: run.balancing.label,
        measuredMs: outcome.parallelMs[outcome.parallelMs.length - 1] as number,
        options: appOptionsOf(app, flags),
        ...(outcome.timeline === undefined ? {} : { timeline: relative(dirname(trace), outcome.timeline) }),
      });
    }
    const charts: string[] = [];
    if (typeof flags.charts === 'string' && outcome.trace !== undefined) {
      // with --compare, both sides on shared axes (the baseline first)
      const base = run.baseline?.outcome.trace;
      const sides =
        base === undefined || run.baseline === undefined
          ? [{ label: run.balancing.label, trace: outcome.trace }]
          : [
              { label: run.baseline.balancing.label, trace: base },
              { label: run.balancing.label, trace: outcome.trace },
            ];
      const title = `${app.name} on ${run.topology}, ${sides.map((s) => s.label).join(' vs ')}`;
      for (const c of await writeTraceCharts(resolve(flags.charts), sides, title)) charts.push(c.file);
      // the report page beside the SVGs (the main side), linking the run's timeline when there is one
      const measuredMs = outcome.parallelMs[outcome.parallelMs.length - 1] as number;
      const meta = { app: app.name, topology: run.topology, balancer: run.balancing.label, measuredMs };
      const page = join(resolve(flags.charts), 'report.html');
      const figures = traceFigures(outcome.trace);
      charts.push(
        writeReportPage({
          path: page,
          trace: outcome.trace,
          meta,
          figures,
          title: `${app.name} on ${run.topology}, ${run.balancing.label}`,
          timeline: outcome.timeline,
        }).path,
      );
    }
    return { ...(trace === undefined ? {} : { trace }), charts };
  },
};

/** What the CLI adds to a program file's run: the file and its options checked before any thread starts. */
function fileExtension(app: ProgramFileApp): RunExtension {
  const { balancerWords: _words, ...ext } = cliExtension;
  return {
    ...ext,
    async flags(_app, flags) {
      if (flags.balancer === 'auto') throw cliErrors.autoBuiltInOnly(balancingNames().balancers);
      await app.load(flags as { opt?: readonly string[]; opts?: string });
      checkOutputs(flags);
      await joinLaunchedJob(flags);
      return flags;
    },
  };
}

const FILES_HELP = `
Program files:
  meshwork run <file> [options] runs your own program module (default export defineProgram(...))
  with the options and the report of an app. The target is a file, not an app, when it contains
  a "/" or ends in ${PROGRAM_EXTENSIONS.join(', ')} (so write ./program.js for a file in this folder).
  .ts programs run as they are (Node strips their types). Program options: --opt key=value
  (repeatable; JSON values, else strings) and --opts file.json; the balancing of --balancer,
  --every and --policy arrives as options.balancing. An optional export
  \`meshwork = { sequential, check, summary }\` adds the speedup and the correct field.
  All options: meshwork run ./program.js --help
`;

/**
 * The run command: a subcommand per app, and one for the program file `argv` names
 * (`meshwork run ./program.js ...`, see {@link isProgramPath}).
 */
export function registerRun(program: Command, given: Output, argv: readonly string[] = []): void {
  // one host of several (meshwork launch -- meshwork run ...): host 0 prints the report
  const out = outputOfHost(given);
  const run = program
    .command('run')
    .description(
      'run an app or your own program file on real threads next to its sequential reference; prints time, speedup, LE and what the balancer did',
    )
    .usage('<app>|<file> [options]')
    .addHelpText('after', FILES_HELP);
  for (const app of APPS) configureAppCommand(run.command(app.name), app, out, cliExtension);
  const target = argv[0] === 'run' ? argv[1] : undefined;
  if (target !== undefined && isProgramPath(target)) {
    // by name, not `run.command(...)`, which would split a path with spaces into arguments
    const cmd = new Command(target).copyInheritedSettings(run);
    const app = programFileApp(target);
    run.addCommand(configureAppCommand(cmd, app, out, fileExtension(app), `meshwork run ${target}`));
  }
}
