/** `meshwork bench [--suite micro|macro|papers|wall|replay|hosts] [--quick] [--out DIR] [--json]`. */
import { availableParallelism, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { createProgress, type Output, writeJson } from '@meshwork/harness';
import { type Command, Option } from 'commander';
import { hostsSuite } from '../bench/hosts.js';
import { describeMachine, machineAtStart } from '../bench/machine.js';
import { macroSuite } from '../bench/macro.js';
import { writeReport } from '../bench/markdown.js';
import { microSuite } from '../bench/micro.js';
import { papersSuite } from '../bench/papers.js';
import { replaySuite } from '../bench/replay.js';
import { type BenchReport, formatTable, type SuiteContext, type SuiteResult } from '../bench/suite.js';
import { wallSuite } from '../bench/wall.js';

const SUITES: Record<string, (ctx: SuiteContext) => Promise<SuiteResult>> = {
  micro: microSuite,
  macro: macroSuite,
  papers: papersSuite,
  wall: wallSuite,
  replay: replaySuite,
  hosts: hostsSuite,
};

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
        '--spin <mode>',
        'how ranks wait: auto (spin while ranks <= cores) or off (sleep); default: off when the 1-minute load average exceeds half the cores, else auto',
      ).choices(['auto', 'off']),
    )
    .action(async (opts: { suite: string; quick: boolean; out?: string; json: boolean; spin?: 'auto' | 'off' }) => {
      const machine = machineAtStart();
      const started = performance.now();
      const suite = SUITES[opts.suite] as (ctx: SuiteContext) => Promise<SuiteResult>;
      const busy = opts.spin === undefined ? (loadavg()[0] as number) > availableParallelism() / 2 : opts.spin === 'off';
      const result = await suite({ quick: opts.quick, busy, progress: createProgress(out), out });
      const report: BenchReport = {
        ...result,
        machine: machine.finish(),
        seconds: (performance.now() - started) / 1000,
        spin: busy ? 'off' : 'auto',
      };
      const written = opts.out === undefined ? undefined : await writeReport(resolve(opts.out), report);
      if (opts.json) {
        writeJson(out, { ...report, charts: report.charts.map((c) => ({ file: c.file, title: c.title })), report: written });
        return;
      }
      out.stdout(
        `${report.title}\nmachine: ${describeMachine(report.machine)}; ranks ${report.spin === 'off' ? 'sleep in waits (busy machine)' : 'spin while ranks <= cores'}; ${report.seconds.toFixed(1)} s\n\n`,
      );
      for (const t of report.tables) out.stdout(`${formatTable(t)}\n`);
      if (written !== undefined) out.stdout(`report: ${written.markdown}\n${written.charts.map((c) => `chart: ${c}\n`).join('')}`);
    });
}
