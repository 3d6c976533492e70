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

/** The code of every usage error: a bad command line, printed as its message alone. */
export const UsageErrorCodes = {
  /** A flag's value, or a combination of flags, that the command cannot run with. */
  USAGE: 'MW_USAGE',
} as const;

export type UsageErrorCode = (typeof UsageErrorCodes)[keyof typeof UsageErrorCodes];

/** A bad command line or option value: one line on stderr, exit code 2. Built by a usage table (`usageErrors`). */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  readonly code: UsageErrorCode;

  constructor(code: UsageErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** What a table of usage errors makes its errors with: `defineErrors(rows, usageError)` (the CLI's, an app's). */
export function usageError(code: UsageErrorCode, message: string): UsageError {
  return new UsageError(code, message);
}

const U = UsageErrorCodes.USAGE;

/** The command line's mistakes the harness finds (flags every app command takes), and the ones the apps share. */
export const usageErrors = defineErrors(
  {
    /** A flag's value is not one of the names it takes. */
    notOneOf: [U, (flag: string, names: readonly string[], got: string) => `${flag} must be one of ${names.join(', ')}, got "${got}"`],
    /** A flag's value is malformed; `got` is the text given. */
    badValue: [U, (flag: string, expected: string, got: string) => `${flag} must be ${expected}, got ${JSON.stringify(got)}`],
    /** Two flags that exclude each other. */
    notBoth: [U, (one: string, other: string) => `give ${one} or ${other}, not both`],
    /** A flag that takes effect only with another one. */
    goesWith: [U, (flag: string, other: string) => `${flag} goes with ${other}`],
    /** Checkpoint flags for an app that does not checkpoint. */
    noCheckpoints: [
      U,
      (app: string) =>
        `${app} does not checkpoint its steps; --checkpoint-every, --max-restarts and --checkpoint-dir apply to stencil, wator and diffusion`,
    ],
    /** --checkpoint-dir alone. */
    checkpointDirAlone: [U, () => '--checkpoint-dir needs --checkpoint-every K: it keeps the checkpoints taken every K steps'],
    /** --inject-faults that does not parse; `reason` says why. */
    badFaults: [U, (reason: string) => `--inject-faults: ${reason}`],
    /** --ranks below 2 for an app whose default topology is a ring. */
    ringTooSmall: [
      U,
      (ranks: number, app: string, chainToo: boolean) =>
        `--ranks ${ranks}: ${app} runs on a ring by default and a ring needs at least 2 ranks${chainToo ? '; for one rank use --topology chain:1' : ''}`,
    ],
    /** A topology of a kind the app does not run on. */
    topologyKind: [
      U,
      (app: string, kinds: readonly string[], spec: string) => `${app} runs on ${kinds.join(', ')} topologies, got "${spec}"`,
    ],
    /** Balancing flags for an app that runs the static block split only (`meshwork run`). */
    staticOnly: [U, (app: string) => `${app} runs the static block split only; --balancer, --compare, --every and --policy do not apply`],
    /** Balancing asked of a static-only app's figures (`requireStatic`). */
    staticFigures: [U, (app: string) => `${app} runs the static block split only; drop --balancer/--every/--policy`],
    /** --storage for an app whose program chooses its grids' storage. */
    ownStorage: [U, (app: string) => `${app}: --storage does not apply; the program's grids choose their own storage`],
    /** --storage for an app without a grid. */
    noGrid: [U, (app: string) => `${app} keeps no grid; --storage does not apply`],
    /** A strategy the app does not have (apps that pick their split themselves). */
    ownBalancer: [
      U,
      (app: string, own: readonly string[], got: string) => `--balancer for ${app} must be one of ${own.join(', ')}, got "${got}"`,
    ],
    /** An option block for an app whose strategies take none. */
    noOptionBlock: [
      U,
      (app: string, flag: string, own: readonly string[]) =>
        `${app} takes no ${flag}: its strategies (${own.join(', ')}) have no option block; use the app's own options (meshwork run ${app} --help)`,
    ],
    /** A policy for an app that splits once. */
    splitsOnce: [U, (app: string) => `${app} splits once before it starts; --every and --policy do not apply`],
    /** --compare's balancer is wrong the way --balancer's would be: the same message, naming --compare. */
    compareAs: [U, (message: string) => message.replace(/^--balancer\b/, '--compare')],
    /** --compare names the run's own balancing. */
    compareSame: [U, (name: string) => `--compare ${name} is the run's balancing already; name another balancer`],
    /** --rounds auto without --compare. */
    roundsAutoAlone: [U, () => '--rounds auto needs --compare: it runs rounds until the two sides are compared within +-5%'],
    /** More ranks than this host's memory holds; every figure is written by the caller. */
    tooManyRanks: [
      U,
      (flag: string, need: string, ranks: number, thread: string, rings: string, available: string, fits: number) =>
        `${flag} needs about ${need} (${ranks} worker threads of at least ${thread}${rings}), more than the ${available} this host has available; expected at most about ${fits} ranks here: use fewer ranks, or --force-ranks to run anyway`,
    ],
    /** --opts text that is not JSON; `reason` is the parser's first line. */
    optsNotJson: [U, (opts: string, reason: string) => `--opts ${opts}: expected a JSON object, got text that is not JSON (${reason})`],
    /** --opts JSON that is not an object. */
    optsNotObject: [U, (opts: string, got: string) => `--opts ${opts}: expected a JSON object, got ${got}`],
    /** --opt/--opts setting the balancing key. */
    balancingKey: [
      U,
      (key: string) => `--opt/--opts: the key "${key}" is set by --balancer, --every and --policy; name your option otherwise`,
    ],
    /** Something that needs one host process in a job of several. */
    oneHostOnly: [U, (what: string, hosts: number, instead: string) => `${what} runs on one host process, not on ${hosts}; ${instead}`],
  },
  usageError,
);

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
