/** The `meshwork` command line: commander program with run, bench, topo, report, replay and advise. */
import { readFileSync } from 'node:fs';
import { Command, CommanderError } from 'commander';
import { registerAdvise } from './commands/advise.js';
import { registerBench } from './commands/bench.js';
import { registerLaunch } from './commands/launch.js';
import { registerReplay } from './commands/replay.js';
import { registerReport } from './commands/report.js';
import { registerRun } from './commands/run.js';
import { registerTopo } from './commands/topo.js';
import { EXIT_OK, EXIT_USAGE, report } from './errors.js';
import { type Output, processOutput } from './output.js';

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
  return pkg.version;
}

export function buildProgram(out: Output): Command {
  const program = new Command('meshwork');
  program
    .description('Meshwork: SPMD programs on real worker threads, load balancers, benchmarks and charts')
    .version(version())
    .showSuggestionAfterError(true)
    .exitOverride()
    .configureOutput({
      writeOut: (s) => out.stdout(s),
      writeErr: (s) => out.stderr(s),
      // Errors are printed once, on one line, by main().
      outputError: () => {},
    });
  registerRun(program, out);
  registerBench(program, out);
  registerTopo(program, out);
  registerReport(program, out);
  registerReplay(program, out);
  registerAdvise(program, out);
  registerLaunch(program, out);
  return program;
}

/** Run the command line; resolves with the exit code. */
export async function main(argv: readonly string[], out: Output = processOutput): Promise<number> {
  const program = buildProgram(out);
  try {
    await program.parseAsync([...argv], { from: 'user' });
    return process.exitCode === undefined ? EXIT_OK : Number(process.exitCode);
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) return EXIT_OK; // --help, --version
      // A command group without its subcommand: the help went to stderr; end with the one line.
      if (err.code === 'commander.help') {
        out.stderr('meshwork: missing command (see the list above)\n');
        return EXIT_USAGE;
      }
      const message = err.message
        .replace(/^error: /, '')
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .join(' ');
      out.stderr(`meshwork: ${message} (see meshwork --help)\n`);
      return EXIT_USAGE;
    }
    return report(err, (line) => out.stderr(line));
  }
}
