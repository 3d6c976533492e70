/**
 * How the command fails. A user mistake (bad argument, unknown app, bad option value, unreadable
 * file) is a UsageError or a typed error with an "invalid input" code: one line on stderr, exit 2.
 * A run that fails (a rank dies, a deadline passes) exits 1 with one line. Stack traces only for
 * bugs, and only with MESHWORK_DEBUG=1.
 */
import { defineErrors, ErrorCodes, MeshworkError } from '@meshwork/runtime';

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

/** A bad command line or option value: one line on stderr, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

const USER_CODES: ReadonlySet<string> = new Set([
  ErrorCodes.INVALID_ARGUMENT,
  ErrorCodes.INVALID_TOPOLOGY,
  ErrorCodes.INVALID_RANK,
  ErrorCodes.INVALID_DECOMPOSITION,
  ErrorCodes.INVALID_OPTION,
  ErrorCodes.UNKNOWN_BALANCER,
  ErrorCodes.TRACE_VERSION,
  ErrorCodes.TRACE_MALFORMED,
  ErrorCodes.TRACE_TRUNCATED,
  ErrorCodes.PATH,
  ErrorCodes.CHECKPOINT_MISMATCH,
  ErrorCodes.INVALID_PROGRAM,
  ErrorCodes.NOT_REPLAYABLE,
]);

/** The harness's error table (`defineErrors`): builder name -> [code, message template]. */
export const harnessErrors = defineErrors({
  /** A program file's top-level code did not finish within the import deadline. */
  importTimeout: [ErrorCodes.INVALID_PROGRAM, (timeoutMs: number) => `its top-level code still running after ${timeoutMs} ms`],
  /** A side on a host-side thread pool has no ranks, so it records no timeline. */
  timelineOnPool: [
    ErrorCodes.INVALID_OPTION,
    (app: string, balancer: string) =>
      `${app}: strategy "${balancer}" runs its parallel side on a thread pool, not on cluster ranks, so it records no timeline; drop --timeline or pick another strategy`,
  ],
  /** A child script (a bench or paper script) exited with an error. */
  scriptFailed: [ErrorCodes.SCRIPT_FAILED, (name: string, code: number | null, lastLine: string) => `${name} exited ${code}: ${lastLine}`],
});

function firstLine(text: string): string {
  return text.split('\n')[0]?.trim() ?? '';
}

const NO_CODES: ReadonlySet<string> = new Set();

/**
 * Exit code and one-line message for an error thrown by a command. `usageCodes` are further codes
 * that mean a user's mistake, of packages below which the harness sits (the CLI passes the hosts
 * package's `HOST_ENV`, a malformed launch environment).
 */
export function classify(err: unknown, usageCodes: ReadonlySet<string> = NO_CODES): { code: number; message: string } {
  if (err instanceof UsageError) return { code: EXIT_USAGE, message: firstLine(err.message) };
  if (err instanceof MeshworkError) {
    const userCode = (code: string) => USER_CODES.has(code) || usageCodes.has(code);
    const user =
      userCode(err.code) || (err.code === ErrorCodes.RANK_FAILED && err.cause instanceof MeshworkError && userCode(err.cause.code));
    return { code: user ? EXIT_USAGE : EXIT_FAILED, message: `[${err.code}] ${firstLine(err.message)}` };
  }
  // Typed errors of the example apps (image files, parameters) carry a string code.
  if (err instanceof Error && typeof (err as { code?: unknown }).code === 'string' && err.name !== 'Error') {
    return { code: EXIT_USAGE, message: `[${String((err as { code?: unknown }).code)}] ${firstLine(err.message)}` };
  }
  if (err instanceof Error && (err as NodeJS.ErrnoException).syscall !== undefined) {
    return { code: EXIT_USAGE, message: firstLine(err.message) };
  }
  const message = err instanceof Error ? firstLine(err.message) : String(err);
  return { code: EXIT_FAILED, message: `internal error: ${message} (MESHWORK_DEBUG=1 shows the stack)` };
}

/** Print the error the way `classify` says and return the exit code. */
export function report(
  err: unknown,
  write: (line: string) => void,
  program = 'meshwork',
  usageCodes: ReadonlySet<string> = NO_CODES,
): number {
  const { code, message } = classify(err, usageCodes);
  write(`${program}: ${message}\n`);
  if (process.env.MESHWORK_DEBUG === '1' && err instanceof Error && err.stack !== undefined) write(`${err.stack}\n`);
  return code;
}

/**
 * End a standalone command for a user mistake: `<program>: <message>` on stderr, one line, exit 2.
 * The one place the example commands and scripts print a usage failure.
 */
export function fail(program: string, message: string): never {
  process.stderr.write(`${program}: ${firstLine(message)}\n`);
  process.exit(EXIT_USAGE);
}

/** {@link fail} bound to one program: `const fail = failFor('wator bench')`. */
export function failFor(program: string): (message: string) => never {
  return (message) => fail(program, message);
}
