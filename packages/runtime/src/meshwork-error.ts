/**
 * The error every Meshwork package throws (`MeshworkError`, with a stable `code`), the codes, and
 * the table helper each package builds its errors with (`defineErrors`, after Node's
 * `lib/internal/errors.js`): a package's errors are one table of builder name -> [code, message
 * template], and nothing else in its sources writes `new MeshworkError(` or `new Error(`.
 *
 * A broken internal invariant (a state no input can reach) is the one exception: it throws
 * {@link bug}, whose message says "this is a bug in Meshwork".
 */

export const ErrorCodes = {
  /** An option or argument has the wrong type, range or shape. */
  INVALID_ARGUMENT: 'MW_INVALID_ARGUMENT',
  /** A topology shape is invalid (0 ranks, non-integer, negative dimension, 1-rank ring...). */
  INVALID_TOPOLOGY: 'MW_INVALID_TOPOLOGY',
  /** A rank index is outside [0, size). */
  INVALID_RANK: 'MW_INVALID_RANK',
  /** A send or receive names a rank that is not a neighbour. */
  NOT_A_NEIGHBOUR: 'MW_NOT_A_NEIGHBOUR',
  /** A message does not fit into a ring buffer even when empty. */
  MESSAGE_TOO_LARGE: 'MW_MESSAGE_TOO_LARGE',
  /** A blocking wait passed its deadline. */
  DEADLINE_EXCEEDED: 'MW_DEADLINE_EXCEEDED',
  /** The run was aborted (another rank failed, a signal fired, the host gave up). */
  ABORTED: 'MW_ABORTED',
  /** A message of another kind than expected arrived (protocol violation). */
  PROTOCOL: 'MW_PROTOCOL',
  /** A rank's program threw; `cause` carries the original error. */
  RANK_FAILED: 'MW_RANK_FAILED',
  /** A worker thread exited while running a rank. */
  WORKER_EXITED: 'MW_WORKER_EXITED',
  /** The whole run passed `timeoutMs`. */
  RUN_TIMEOUT: 'MW_RUN_TIMEOUT',
  /** The cluster was closed, or is running another program. */
  CLUSTER_STATE: 'MW_CLUSTER_STATE',
  /** A program module does not default-export `defineProgram(...)`. */
  INVALID_PROGRAM: 'MW_INVALID_PROGRAM',
  /** A decomposition, tile or shift request does not fit the grid. */
  INVALID_DECOMPOSITION: 'MW_INVALID_DECOMPOSITION',
  /** A balancer or policy option is missing, unknown, or out of range. */
  INVALID_OPTION: 'MW_INVALID_OPTION',
  /** No balancer or policy is registered under that name. */
  UNKNOWN_BALANCER: 'MW_UNKNOWN_BALANCER',
  /** Ranks disagreed on a collective call (different op, axis, or shape). */
  COLLECTIVE_MISMATCH: 'MW_COLLECTIVE_MISMATCH',
  /** A task run by a task scheduler threw; the message names the task record, `cause` carries the error. */
  TASK_FAILED: 'MW_TASK_FAILED',
  /**
   * No rank passed a wait for the stuck-rank interval (`stuckMs`) while some ran outside any wait
   * (a CPU loop): the run is stopped; the message names those ranks.
   */
  STUCK: 'MW_STUCK',
  /**
   * A rank threw after its program returned (a timer, a floating promise): reported for the run
   * that started it (`Cluster.lateFailures`, `onLateFailure`), never as the failure of a later run.
   */
  LATE_FAILURE: 'MW_LATE_FAILURE',
  /** A trace file says a format version this build cannot read. */
  TRACE_VERSION: 'MW_TRACE_VERSION',
  /** A trace file is not valid JSON, or a field has the wrong type, range or shape. */
  TRACE_MALFORMED: 'MW_TRACE_MALFORMED',
  /** A trace file ends before its JSON does (an interrupted write or copy). */
  TRACE_TRUNCATED: 'MW_TRACE_TRUNCATED',
  /**
   * A feature that needs one address space (shared-storage grids, `ctx.shareBuffer`, shared
   * deques and queues) was used in a cluster whose ranks live in several host processes.
   */
  SINGLE_HOST_ONLY: 'MW_SINGLE_HOST_ONLY',
  /*
   * The HOST_* codes the runtime raises itself, in its multi-host session (./hosts/): a host that
   * disagrees on the run, a lost peer, a malformed round. The hosts package raises them too, for the
   * same failures of its transport; its other codes (credentials, hello, launch environment, use
   * after close, a throwing handler) are its own, in its table (packages/hosts/src/errors.ts,
   * `HostErrorCodes`).
   */
  /** Host processes of one job disagree on the run (program, options, topology, cluster options). */
  HOST_MISMATCH: 'MW_HOST_MISMATCH',
  /** The run failed on another host process; `cause` carries that host's error. */
  REMOTE_FAILED: 'MW_REMOTE_FAILED',
  /**
   * Cross-host transport: a peer host went silent (no heartbeat), failed or closed, or this host
   * lost (or never reached) the NATS server; the message names the host(s) and the cause.
   */
  HOST_LOST: 'MW_HOST_LOST',
  /** Cross-host transport: a message of a stream came with a gap, twice, out of order, or malformed. */
  HOST_PROTOCOL: 'MW_HOST_PROTOCOL',
  /**
   * A checkpoint cannot be taken or restored as asked: messages still in flight, ranks at different
   * steps, state that cannot be cloned, a resumed program that creates other grids than it saved.
   */
  CHECKPOINT: 'MW_CHECKPOINT',
  /** No complete checkpoint could be read: every candidate was torn, truncated or failed its checksum. */
  CHECKPOINT_CORRUPT: 'MW_CHECKPOINT_CORRUPT',
  /**
   * `resumeFrom` names a checkpoint written by another run: another program, other program
   * options, or another topology; the message says what was expected and what the manifest holds.
   */
  CHECKPOINT_MISMATCH: 'MW_CHECKPOINT_MISMATCH',
  /**
   * A path cannot be used as asked: a file to read is not a regular file (a FIFO, a device, a
   * directory), is larger than its cap, lies outside the directory it belongs to, or cannot be
   * opened; a directory cannot be created or written there (under /proc, a file in the way).
   */
  PATH: 'MW_PATH',
  /**
   * An allocation the runtime makes for a rank (grid storage, gather, staging and checkpoint
   * buffers) would take it past its memory budget (`memoryBudgetMb`); refused on the rank before
   * anything is allocated. The message names the rank, the request, what the rank holds and the budget.
   */
  MEMORY_BUDGET: 'MW_MEMORY_BUDGET',
  /** Ranks died more often than `maxRestarts` allows; the message lists every failure. */
  RESTARTS_EXHAUSTED: 'MW_RESTARTS_EXHAUSTED',
  /** This Node.js is older than the supported versions (`SUPPORTED_NODE`); nothing ran. */
  UNSUPPORTED_NODE: 'MW_UNSUPPORTED_NODE',
  /**
   * A warning, not an error (`process.emitWarning` with this code, once per cluster): a balancing
   * driver of a balancer other than `static` ran under the policy `never`, so it never balanced.
   * A balancer named without a policy runs under `adaptive`; `never` comes only from `every: 0` or
   * `policy: 'never'`.
   */
  NEVER_BALANCES: 'MW_NEVER_BALANCES',
  /**
   * What was asked cannot be replayed offline (`meshwork replay`, `meshwork advise`, `--balancer
   * auto`): a balancer without a pure `solve`, an app that records no per-step loads or picks its
   * split itself, a trace whose processor grid does not place its ranks. Refused before anything
   * runs; the message names the alternative (a real run to measure).
   */
  NOT_REPLAYABLE: 'MW_NOT_REPLAYABLE',
  /**
   * A script a command started as a child process (a benchmark or paper script of `meshwork
   * bench`) exited with an error; the message names the script, its exit code and its last stderr line.
   */
  SCRIPT_FAILED: 'MW_SCRIPT_FAILED',
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

/**
 * The code of a `MeshworkError`: one of the runtime's (`ErrorCode`) or of another Meshwork
 * package's own table built with `defineErrors` (the hosts package's `HostErrorCodes`). Every code
 * starts with `MW_`.
 */
export type MeshworkErrorCode = ErrorCode | `MW_${string}`;

export interface MeshworkErrorDetails {
  /** Rank on which the error happened, when known. */
  readonly rank?: number | undefined;
  /** Phase name (see `ctx.phase`) active when the error happened, when known. */
  readonly phase?: string | undefined;
  readonly cause?: unknown;
}

/** Base class: every error Meshwork throws is an instance, with a stable `code`. */
export class MeshworkError extends Error {
  readonly code: MeshworkErrorCode;
  readonly rank: number | undefined;
  readonly phase: string | undefined;

  constructor(code: MeshworkErrorCode, message: string, details: MeshworkErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.name = 'MeshworkError';
    this.code = code;
    this.rank = details.rank;
    this.phase = details.phase;
  }
}

/**
 * Describe a received value for "must be X, got Y" messages: `number 3`, `string "x"`, `NaN`,
 * `an array of length 4`, `Float64Array(8)`, `an object (Map)`. Long strings are cut at 40
 * characters, so a message stays one line whatever the caller passed.
 */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (value === undefined) return 'undefined';
  if (typeof value === 'number') {
    if (Number.isNaN(value)) return 'NaN';
    return `number ${value}`;
  }
  if (typeof value === 'string') return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  if (typeof value === 'bigint') return `bigint ${value}n`;
  if (typeof value === 'boolean') return `boolean ${value}`;
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'symbol') return `a symbol (${String(value)})`;
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (ArrayBuffer.isView(value)) return `${value.constructor.name}(${(value as { length?: number }).length ?? value.byteLength})`;
  return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
}

/**
 * What a message template returns: the message, or the message with the error's details (a rank, a
 * phase, a cause; an app's own error class may take more, such as a path).
 */
export type ErrorText = string | ErrorParts;

/** A message with the details of its error. */
export interface ErrorParts extends MeshworkErrorDetails {
  readonly message: string;
  readonly [detail: string]: unknown;
}

/** One row of an error table: the code, and the template that makes the message from the builder's arguments. */
export type ErrorRow<C extends string = string> = readonly [code: C, template: (...args: never[]) => ErrorText];

/** The builders of a table: one function per row, taking the template's arguments and returning the error. */
export type ErrorBuilders<T, E> = {
  readonly [K in keyof T]: T[K] extends readonly [string, (...args: infer A) => ErrorText] ? (...args: A) => E : never;
};

/** How a table makes its errors: a class's constructor call, given the row's code, the message and the details. */
export type ErrorMaker<C extends string, E> = (code: C, message: string, details: ErrorParts) => E;

/** The codes `isErrorCode` knows: the runtime's, and those of every table of MeshworkErrors defined so far. */
const CODES = new Set<string>(Object.values(ErrorCodes));

function meshworkError(code: MeshworkErrorCode, message: string, details: ErrorParts): MeshworkError {
  return new MeshworkError(code, message, details);
}

/**
 * Build a package's error builders from its table: each row `name: [code, (...args) => message]`
 * becomes `name(...args)`, which returns the error (it does not throw). Errors are
 * `MeshworkError`s unless `make` builds another class (an app's own error with its own codes).
 *
 * @example
 * ```ts
 * export const errors = defineErrors({
 *   badSize: [ErrorCodes.INVALID_ARGUMENT, (got: unknown) => `size must be an integer >= 1, got ${describe(got)}`],
 * });
 * throw errors.badSize(0); // MeshworkError, code MW_INVALID_ARGUMENT
 * ```
 */
export function defineErrors<T extends { readonly [K in keyof T]: ErrorRow<MeshworkErrorCode> }>(table: T): ErrorBuilders<T, MeshworkError>;
export function defineErrors<C extends string, E, T extends { readonly [K in keyof T]: ErrorRow<C> }>(
  table: T,
  make: ErrorMaker<C, E>,
): ErrorBuilders<T, E>;
export function defineErrors(
  table: Record<string, ErrorRow>,
  make: ErrorMaker<string, unknown> = meshworkError as ErrorMaker<string, unknown>,
): Record<string, (...args: never[]) => unknown> {
  const out: Record<string, (...args: never[]) => unknown> = {};
  for (const [name, [code, template]] of Object.entries(table)) {
    // A table of MeshworkErrors makes its codes Meshwork's: an error of it that travels as data is
    // rebuilt as a MeshworkError (`reviveError`). An app's own class keeps its codes to itself.
    if (make === meshworkError) CODES.add(code);
    out[name] = (...args: never[]) => {
      const text = template(...args);
      return typeof text === 'string' ? make(code, text, { message: text }) : make(code, text.message, text);
    };
  }
  return out;
}

/**
 * A broken internal invariant: a state that no input, option or peer can reach, so reaching it is
 * a bug in Meshwork, not in the program. `what` says what broke; the message adds "this is a bug in
 * Meshwork" so a user reports it rather than works around it. Not a `MeshworkError`: it has no
 * stable code to handle.
 */
export function bug(what: string): Error {
  return new Error(`${what} (this is a bug in Meshwork)`);
}

/**
 * Whether `code` is one of Meshwork's codes (an error that travelled as data may carry another):
 * the runtime's, or a code of a package's table of MeshworkErrors once that table is loaded.
 */
export function isErrorCode(code: unknown): code is MeshworkErrorCode {
  return typeof code === 'string' && CODES.has(code);
}

/**
 * An error that travelled as plain data (from a rank thread or another host), rebuilt where it
 * lands: a `MeshworkError` with its code and message when the code is Meshwork's, else an `Error`
 * with the original `name` and `code` (a program's own typed error keeps both).
 */
export function reviveError(name: string, code: string | undefined, message: string, details: MeshworkErrorDetails = {}): Error {
  if (isErrorCode(code)) return new MeshworkError(code, message, details);
  const err = Object.assign(new Error(message), { code });
  err.name = name;
  return err;
}

/** A thrown value as an Error: itself when it is one, else an Error whose message is its text. */
export function asError(thrown: unknown): Error {
  return thrown instanceof Error ? thrown : new Error(String(thrown));
}
