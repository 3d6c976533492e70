/**
 * `meshwork bench [--suite micro|macro|papers|wall|replay|hosts] [--quick] [--out DIR] [--json]`.
 * The suites that conclude on speed (wall, micro) first run the machine check (the hand-rolled
 * 2-thread stencil against its plain loop) and print it at the top: not with --quick unless
 * --machine-check, never with --no-machine-check.
 */
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createProgress, formatMachineCheck, intArg, type MachineCheck, type Output, runMachineCheck, writeJson } from '@meshwork/harness';
import { ensureDirectory } from '@meshwork/runtime';
import { type Command, Option } from 'commander';
import { hostsSuite } from '../bench/hosts.ts';
import { describeMachine, machineAtStart } from '../bench/machine.ts';
import { macroSuite } from '../bench/macro.ts';
import { writeReport } from '../bench/markdown.ts';
import { microSuite } from '../bench/micro.ts';
import { papersSuite } from '../bench/papers.ts';
import { replaySuite } from '../bench/replay.ts';
import { type BenchReport, formatTable, type SuiteContext, type SuiteResult } from '../bench/suite.ts';
import { wallSuite } from '../bench/wall.ts';
import { cliErrors } from '../errors.ts';

/** The suites whose figures are speeds: the machine check heads them. */
const CHECKED: ReadonlySet<string> = new Set(['wall', 'micro']);

const SUITES: Record<string, (ctx: SuiteContext) => Promise<SuiteResult>> = {
  micro: microSuite,
  macro: macroSuite,
  papers: papersSuite,
  wall: wallSuite,
  replay: replaySuite,
  hosts: hostsSuite,
};

interface BenchFlags {
  readonly suite: string;
  readonly quick: boolean;
  readonly out?: string;
  readonly json: boolean;
  readonly spin?: 'auto' | 'off';
  readonly rounds?: 'auto';
  readonly warmup?: number;
  readonly machineCheck?: boolean;
}

export function registerBench(program: Command, out: Output): void {
  program
    .command('bench')
    .description(
      'benchmark suites: micro (runtime primitives vs raw limits), macro (apps x balancers), papers (reproductions), wall (does balancing pay in wall time), replay (offline replay vs real runs), hosts (host processes over NATS vs raw NATS and one host)',
    )
    .addOption(new Option('--suite <name>', 'which suite').choices(Object.keys(SUITES)).default('macro'))
    .option('--quick', 'a short run (CI smoke test)', false)
    .option('--out <dir>', 'write a Markdown report (README.md) with SVG charts and results.json to this folder')
    .option('--json', 'print the results as JSON on stdout', false)
    .addOption(
      new Option(
        '--rounds <mode>',
        'wall suite: auto runs 10 rounds, then more until the 95% CI of balanced / static is within +-5% (at most 60)',
      ).choices(['auto']),
    )
    .option(
      '--warmup <n>',
      'wall suite: untimed runs of each side first (default 1; more measures the steady state: a balance runs a few times a run, and its code takes tens of runs to compile fully)',
      intArg(1, 1000),
    )
    .option(
      '--machine-check',
      'time the hand-rolled 2-thread stencil against its plain loop first (default for wall and micro, not with --quick)',
    )
    .option('--no-machine-check', 'skip the machine check')
    .addOption(
      new Option(
        '--spin <mode>',
        'how ranks wait: auto (spin while ranks <= cores) or off (sleep); default: off when the 1-minute load average exceeds half the cores, else auto',
      ).choices(['auto', 'off']),
    )
    .action(async (opts: BenchFlags) => {
      if (opts.rounds !== undefined && opts.suite !== 'wall') throw cliErrors.roundsWallOnly(String(opts.rounds));
      if (opts.warmup !== undefined && opts.suite !== 'wall') throw cliErrors.warmupWallOnly(opts.warmup);
      // The report's folder before the suite runs (created): an impossible one is MW_PATH at once.
      const outDir = opts.out === undefined ? undefined : ensureDirectory(resolve(opts.out), { what: 'bench --out', writable: true });
      const machine = machineAtStart();
      const started = performance.now();
      const suite = SUITES[opts.suite] as (ctx: SuiteContext) => Promise<SuiteResult>;
      const busy = opts.spin === undefined ? (loadavg()[0] as number) > availableParallelism() / 2 : opts.spin === 'off';
      const progress = createProgress(out);
      let machineCheck: MachineCheck | undefined;
      if (opts.machineCheck ?? (CHECKED.has(opts.suite) && !opts.quick)) {
        progress.note('machine check: the hand-rolled 2-thread stencil against its plain loop');
        machineCheck = await runMachineCheck();
        progress.note(formatMachineCheck(machineCheck));
      }
      const result = await suite({
        quick: opts.quick,
        busy,
        progress,
        out,
        ...(opts.rounds === undefined ? {} : { rounds: opts.rounds }),
        ...(opts.warmup === undefined ? {} : { warmup: opts.warmup }),
      });
      const report: BenchReport = {
        ...result,
        machine: machine.finish(),
        seconds: (performance.now() - started) / 1000,
        spin: busy ? 'off' : 'auto',
        ...(machineCheck === undefined ? {} : { machineCheck }),
      };
      const written = outDir === undefined ? undefined : await writeReport(outDir, report);
      if (opts.json) {
        writeJson(out, { ...report, charts: report.charts.map((c) => ({ file: c.file, title: c.title })), report: written });
        return;
      }
      out.stdout(
        `${report.title}\nmachine: ${describeMachine(report.machine)}; ranks ${report.spin === 'off' ? 'sleep in waits (busy machine)' : 'spin while ranks <= cores'}; ${report.seconds.toFixed(1)} s\n` +
          `${machineCheck === undefined ? '' : `${formatMachineCheck(machineCheck)}\n`}\n`,
      );
      for (const t of report.tables) out.stdout(`${formatTable(t)}\n`);
      if (written !== undefined) out.stdout(`report: ${written.markdown}\n${written.charts.map((c) => `chart: ${c}\n`).join('')}`);
    });
}
