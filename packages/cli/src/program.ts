/** The `meshwork` command line: commander program with run, bench, topo, report, replay and advise. */
import { readFileSync } from 'node:fs';
import { type Output, processOutput, runProgram } from '@meshwork/harness';
import { HostErrorCodes } from '@meshwork/hosts';
import { Command } from 'commander';
import { registerAdvise } from './commands/advise.ts';
import { registerBench } from './commands/bench.ts';
import { registerLaunch } from './commands/launch.ts';
import { registerMergeTimelines } from './commands/merge-timelines.ts';
import { registerReplay } from './commands/replay.ts';
import { registerReport } from './commands/report.ts';
import { registerRun } from './commands/run.ts';
import { registerTopo } from './commands/topo.ts';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

/** The command line; `argv` (the arguments to parse) names the program file `meshwork run <file>` runs, if any. */
export function buildProgram(out: Output, argv: readonly string[] = []): Command {
  const program = new Command('meshwork');
  program
    .description('Meshwork: SPMD programs on real worker threads, load balancers, benchmarks and charts')
    .version(version())
    // errors print once, on one line, by runProgram (main)
    .exitOverride()
    .configureOutput({ writeOut: (s) => out.stdout(s), writeErr: (s) => out.stderr(s), outputError: () => {} });
  registerRun(program, out, argv[0] === '--' ? argv.slice(1) : argv);
  registerBench(program, out);
  registerTopo(program, out);
  registerReport(program, out);
  registerReplay(program, out);
  registerAdvise(program, out);
  registerLaunch(program, out);
  registerMergeTimelines(program, out);
  return program;
}

/** A malformed launch environment (`meshwork launch`, the host variables) is the user's to fix: exit 2. */
const USAGE_CODES: ReadonlySet<string> = new Set([HostErrorCodes.HOST_ENV]);

/** Run the command line; resolves with the exit code. */
export async function main(argv: readonly string[], out: Output = processOutput): Promise<number> {
  return runProgram(buildProgram(out, argv), argv, out, 'meshwork', USAGE_CODES);
}
