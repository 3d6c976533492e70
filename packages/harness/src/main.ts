/**
 * Running a commander program the way every Meshwork command does: errors on one line (exit 2 for
 * a usage mistake, 1 for a failed run), help and version exit 0. `appMain` is an example's whole
 * standalone command: `meshwork-<app> [options]`, the same run as `meshwork run <app>`.
 */
import { checkNodeVersion, MeshworkError } from '@meshwork/runtime';
import { Command, CommanderError } from 'commander';
import { configureAppCommand, type RunExtension } from './command.ts';
import type { App } from './define.ts';
import { EXIT_OK, EXIT_USAGE, report } from './errors.ts';
import { captureOutput, type Output, processOutput } from './output.ts';

/**
 * Parse `argv` with `program`; resolves with the exit code. `name` prefixes the one-line errors;
 * `usageCodes` are further error codes that exit 2 (`classify`).
 */
export async function runProgram(
  program: Command,
  argv: readonly string[],
  out: Output,
  name: string,
  usageCodes?: ReadonlySet<string>,
): Promise<number> {
  program
    .exitOverride()
    .showSuggestionAfterError(true)
    .configureOutput({
      writeOut: (s) => out.stdout(s),
      writeErr: (s) => out.stderr(s),
      // Errors are printed once, on one line, below.
      outputError: () => {},
    });
  // `pnpm start -- --n 1e6` passes the `--` through: drop one leading `--`.
  const args = argv[0] === '--' ? argv.slice(1) : argv;
  try {
    await program.parseAsync([...args], { from: 'user' });
    return process.exitCode === undefined ? EXIT_OK : Number(process.exitCode);
  } catch (err) {
    if (err instanceof CommanderError) {
      if (err.exitCode === 0) return EXIT_OK; // --help, --version
      // A command group without its subcommand: the help went to stderr; end with the one line.
      if (err.code === 'commander.help') {
        out.stderr(`${name}: missing command (see the list above)\n`);
        return EXIT_USAGE;
      }
      const message = err.message
        .replace(/^error: /, '')
        .split('\n')
        .map((s) => s.trim())
        .filter((s) => s !== '')
        .join(' ');
      out.stderr(`${name}: ${message} (see ${name} --help)\n`);
      return EXIT_USAGE;
    }
    return report(err, (line) => out.stderr(line), name, usageCodes);
  }
}

/**
 * A command's first step: on an unsupported Node, one line naming `MW_UNSUPPORTED_NODE` and the
 * usage exit code (2); undefined on a supported one.
 */
export function refuseUnsupportedNode(name: string, out: Output = processOutput): number | undefined {
  try {
    checkNodeVersion();
    return undefined;
  } catch (err) {
    if (!(err instanceof MeshworkError)) throw err;
    out.stderr(`${name}: ${err.code}: ${err.message}\n`);
    return EXIT_USAGE;
  }
}

/** The standalone command of an app (`meshwork-<app>`): parse, run, set the exit code. */
export async function appMain(app: App, argv: readonly string[] = process.argv.slice(2), ext?: RunExtension): Promise<number> {
  const name = `meshwork-${app.name}`;
  const refused = refuseUnsupportedNode(name);
  if (refused !== undefined) {
    process.exitCode = refused;
    return refused;
  }
  const program = configureAppCommand(new Command(name), app, processOutput, ext, name);
  const code = await runProgram(program, argv, processOutput, name);
  process.exitCode = code;
  return code;
}

/** What a command printed and its exit code. */
export interface CommandResult {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Run an app's standalone command in this process with its output captured (for tests of the
 * command line: bad arguments fail with code 2 and one line before any thread starts).
 */
export async function tryAppCommand(app: App, argv: readonly string[]): Promise<CommandResult> {
  const name = `meshwork-${app.name}`;
  const out = captureOutput();
  const before = process.exitCode;
  const code = await runProgram(configureAppCommand(new Command(name), app, out, {}, name), argv, out, name);
  process.exitCode = before;
  return { code, ...out.written };
}
