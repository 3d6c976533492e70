/**
 * Every error Meshwork throws, in one place, each with a stable `code`.
 *
 * Messages say what was expected and what came. Add a code here (never inline a message
 * elsewhere) so the table below stays the single source of the error surface.
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
  /** Host processes of one job disagree on the run (program, options, topology, cluster options). */
  HOST_MISMATCH: 'MW_HOST_MISMATCH',
  /** The run failed on another host process; `cause` carries that host's error. */
  REMOTE_FAILED: 'MW_REMOTE_FAILED',
  /**
   * Cross-host transport: a peer host went silent (no heartbeat), failed or closed, or this host
   * lost (or never reached) the NATS server; the message names the host(s) and the cause.
   */
  HOST_LOST: 'MW_HOST_LOST',
  /**
   * Cross-host transport: the NATS server refused this host's credentials (a wrong user, password,
   * token or nkey, or none given where the server asks for some); the message names the server and
   * how the host authenticated, never the secret.
   */
  HOST_AUTH: 'MW_HOST_AUTH',
  /** Cross-host transport: a message of a stream came with a gap, twice, out of order, or malformed. */
  HOST_PROTOCOL: 'MW_HOST_PROTOCOL',
  /** Cross-host transport: some hosts never said hello before the deadline; the message names them. */
  HOST_HELLO: 'MW_HOST_HELLO',
  /** Cross-host launch: a launch variable (MESHWORK_*, OMPI_*, PMI_*, SLURM_*) is missing or malformed, or nats-server is missing. */
  HOST_ENV: 'MW_HOST_ENV',
  /** Cross-host transport: used after close(). */
  HOST_CLOSED: 'MW_HOST_CLOSED',
  /** Cross-host transport: the message handler threw or its promise rejected; `cause` carries the error. */
  HOST_HANDLER: 'MW_HOST_HANDLER',
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
} as const;

export type ErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];

export interface MeshworkErrorDetails {
  /** Rank on which the error happened, when known. */
  readonly rank?: number | undefined;
  /** Phase name (see `ctx.phase`) active when the error happened, when known. */
  readonly phase?: string | undefined;
  readonly cause?: unknown;
}

/** Base class: every error Meshwork throws is an instance, with a stable `code`. */
export class MeshworkError extends Error {
  readonly code: ErrorCode;
  readonly rank: number | undefined;
  readonly phase: string | undefined;

  constructor(code: ErrorCode, message: string, details: MeshworkErrorDetails = {}) {
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
 * An argument of a function has the wrong type, range or shape: code `MW_INVALID_ARGUMENT`,
 * message `<what> must be <expected>, got <describe(got)>`.
 *
 * @param what - the argument, as the caller knows it (`"rank count p"`, `"loads[3]"`).
 * @param expected - what it must be (`"an integer >= 1"`).
 * @param got - the value received; {@link describe} formats it.
 */
export function invalidArgument(what: string, expected: string, got: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `${what} must be ${expected}, got ${describe(got)}`);
}

export function invalidTopology(what: string, expected: string, got: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_TOPOLOGY, `${what} must be ${expected}, got ${describe(got)}`);
}

export function invalidRank(rank: unknown, size: number): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_RANK, `rank must be an integer in [0, ${size}), got ${describe(rank)}`);
}

export function notANeighbour(from: number, to: number, topology: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.NOT_A_NEIGHBOUR,
    `rank ${to} is not a neighbour of rank ${from} in ${topology}; expected one of its neighbours (use sendTo for routed sends)`,
  );
}

export function messageTooLarge(bytes: number, capacity: number): MeshworkError {
  return new MeshworkError(
    ErrorCodes.MESSAGE_TOO_LARGE,
    `message of ${bytes} bytes does not fit a link ring of ${capacity} bytes; expected at most ${capacity} bytes per frame (large payloads are chunked by the link layer)`,
  );
}

/** A wait passed its deadline; `blame` (optional) says which ranks it waited for and where they were. */
export function deadlineExceeded(what: string, timeoutMs: number, blame?: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.DEADLINE_EXCEEDED,
    `${what} did not complete within ${timeoutMs} ms; expected the peer to respond before the deadline${blame === undefined || blame === '' ? '' : `; ${blame}`}`,
  );
}

export function aborted(reason: string): MeshworkError {
  return new MeshworkError(ErrorCodes.ABORTED, `run aborted: ${reason}`);
}

/**
 * A decomposition, tile or shift request does not fit the grid: code `MW_INVALID_DECOMPOSITION`,
 * message `<what> must be <expected>, got <describe(got)>`.
 *
 * @param what - the request (`"cuts of axis 0"`).
 * @param expected - what it must be (`"non-decreasing from 0 to 64"`).
 * @param got - the value received; {@link describe} formats it.
 */
export function invalidDecomposition(what: string, expected: string, got: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_DECOMPOSITION, `${what} must be ${expected}, got ${describe(got)}`);
}

/**
 * An option of a balancer, policy or scheduler is missing, of the wrong type or out of range: code
 * `MW_INVALID_OPTION`, message `<owner>: option "<key>" must be <expected>, got <describe(got)>`.
 * `OptionReader` throws these; a plugin checking an option itself should too.
 *
 * @param owner - the plugin's name (`"sdlb"`, `"central"`).
 * @param key - the option (`"axis"`, `"samples[2]"`).
 * @param expected - what it must be (`"an axis of the 2-D domain (< 2)"`).
 * @param got - the value received; {@link describe} formats it.
 */
export function invalidOption(owner: string, key: string, expected: string, got: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_OPTION, `${owner}: option "${key}" must be ${expected}, got ${describe(got)}`);
}

/** An option block holds a key its owner does not read (a typo). */
export function unknownOption(owner: string, key: string, known: readonly string[]): MeshworkError {
  return new MeshworkError(
    ErrorCodes.INVALID_OPTION,
    `${owner}: unknown option ${JSON.stringify(key)}; expected one of the known options (${known.join(', ') || 'none'})`,
  );
}

/** A balancing choice that names its policy twice, or an interval that is not one (`every`). */
export function invalidBalancing(what: string, expected: string, got: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `balancing: ${what} must be ${expected}, got ${describe(got)}`);
}

/** A balancer, policy or scheduler name no factory has: which names exist. */
export function unknownBalancer(kind: string, name: unknown, known: readonly string[]): MeshworkError {
  const what = typeof name === 'string' ? JSON.stringify(name) : describe(name);
  return new MeshworkError(ErrorCodes.UNKNOWN_BALANCER, `unknown ${kind} ${what}; expected one of: ${known.join(', ')}`);
}

export function protocolError(expected: string, got: string): MeshworkError {
  return new MeshworkError(ErrorCodes.PROTOCOL, `expected ${expected}, got ${got}`);
}

/** A grid whose storage V8 could not allocate (the RangeError is the cause). */
export function gridUnallocatable(shape: unknown, cause: Error): MeshworkError {
  const got = Array.isArray(shape) ? `[${shape.join(', ')}]` : describe(shape);
  return new MeshworkError(
    ErrorCodes.INVALID_ARGUMENT,
    `grid shape must be a grid whose tile (with its halo) this rank can allocate, got ${got} (${cause.message})`,
    { cause },
  );
}

/** `bytes` as "8388608 bytes (8.0 MiB)". */
function bytesOf(bytes: number): string {
  return `${bytes} bytes (${(bytes / 2 ** 20).toFixed(1)} MiB)`;
}

/** Rank `rank` asked for `bytes` more (`what`) while holding `held` of its `limit`-byte budget. */
export function memoryBudgetExceeded(rank: number, what: string, bytes: number, held: number, limit: number): MeshworkError {
  return new MeshworkError(
    ErrorCodes.MEMORY_BUDGET,
    `rank ${rank}: ${what} needs ${bytesOf(bytes)} while the rank holds ${bytesOf(held)} of its memory budget of ` +
      `${bytesOf(limit)} (memoryBudgetMb); expected at most ${bytesOf(Math.max(0, limit - held))} more`,
    { rank },
  );
}

export function collectiveMismatch(what: string, expected: string, got: string): MeshworkError {
  return new MeshworkError(ErrorCodes.COLLECTIVE_MISMATCH, `${what}: expected ${expected} on every rank, got ${got}`);
}

/** A task (its record `record`) threw on `rank`: the run ends with this error. */
export function taskFailed(rank: number, record: ArrayLike<number>, cause: unknown): MeshworkError {
  const words = Array.from({ length: Math.min(record.length, 16) }, (_, i) => record[i]).join(', ');
  const why = cause instanceof Error ? cause.message : String(cause);
  return new MeshworkError(
    ErrorCodes.TASK_FAILED,
    `task [${words}${record.length > 16 ? ', ...' : ''}] threw on rank ${rank}: ${why}; expected every task to complete`,
    { rank, cause },
  );
}

/** Longest delay of a Node timer (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** A run or wait deadline in ms: an integer in [1, MAX_TIMER_MS] (Node timers overflow beyond). */
export function checkTimerMs(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TIMER_MS) {
    throw invalidArgument(
      what,
      `an integer in [1, ${MAX_TIMER_MS}] (ms; Node timers cannot wait longer than 2^31 - 1 ms, about 24.8 days: leave it out for no deadline)`,
      value,
    );
  }
  return value;
}

/**
 * A wait's own deadline in ms (a receive's `timeoutMs`, `ctx.idle`): a number in [0, 2^31 - 1].
 * NaN or a string would otherwise silently mean "no deadline".
 */
export function checkWaitMs(what: string, value: unknown): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= MAX_TIMER_MS))
    throw invalidArgument(what, `a number of ms in [0, ${MAX_TIMER_MS}] (leave it out for the cluster's waitTimeoutMs)`, value);
  return value;
}

/**
 * A value cannot be carried: `what` (e.g. "send value") must be `expected`; `got` says what was
 * found and where (e.g. "a function at value.f"); `hint` what to do instead.
 */
export function uncarriedValue(what: string, expected: string, got: string, hint?: string): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `${what} must be ${expected}, got ${got}${hint === undefined ? '' : `; ${hint}`}`);
}

/** An object given as a topology that no topology factory made (ranks rebuild topologies from specs). */
export function foreignTopology(got: unknown): MeshworkError {
  const keys = typeof got === 'object' && got !== null ? Object.keys(got).slice(0, 8) : [];
  return new MeshworkError(
    ErrorCodes.INVALID_TOPOLOGY,
    `topology must be a string such as 'ring:8', a spec such as { kind: 'ring', size: 8 }, or a Topology made by chain, ring, mesh, torus or hypercube (ranks rebuild it from its spec), got ${describe(got)}${keys.length === 0 ? '' : ` with keys ${keys.join(', ')}`} whose spec does not describe it`,
  );
}

/** The run deadline passed; `where` says where each unfinished rank was. */
export function runTimeout(url: string, timeoutMs: number, where: string, running: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.RUN_TIMEOUT,
    `run of ${url} did not finish within ${timeoutMs} ms; where the ranks were: ${where}; ranks still running: ${running}`,
  );
}

/** Worker threads refused `execArgv` (V8 options, process-wide options). */
export function invalidExecArgv(execArgv: readonly string[], reason: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.INVALID_ARGUMENT,
    `execArgv must be Node options that worker threads accept (not V8 options such as --max-old-space-size: use resourceLimits for heap sizes), got ${JSON.stringify(execArgv)}: ${reason}`,
  );
}

/** The stuck-rank watchdog fired: no rank passed a wait for `stuckMs`, `busy` ran outside any wait. */
export function ranksStuck(url: string, stuckMs: number, count: number, busy: string, where: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.STUCK,
    `run of ${url}: no rank passed a wait for ${stuckMs} ms while rank${count === 1 ? '' : 's'} ${busy} ran outside any wait (a CPU loop?); where the ranks were: ${where}; expected some rank to reach a receive, send, barrier or collective within stuckMs (raise stuckMs, or pass stuckMs: false for phases that compute this long without meeting)`,
  );
}

/** The message of a run's failure caused by a throw outside its program's promise chain (a timer, a floating promise). */
export function strayThrowMessage(how: string, message: string): string {
  return `${how} outside the program's own promise chain: ${message}`;
}

/** Rank `rank` threw after its program (run `run` of `url`) returned. */
export function lateFailure(rank: number, run: number, url: string, how: string, message: string, cause?: unknown): MeshworkError {
  return new MeshworkError(
    ErrorCodes.LATE_FAILURE,
    `rank ${rank} threw after its program returned (run #${run} of ${url}; ${how}): ${message}; expected every timer and promise a program starts to settle before it returns`,
    { rank, cause },
  );
}

/** The warning of a balancing driver that ran under `never` (MW_NEVER_BALANCES; emitted, not thrown). */
export function neverBalances(balancer: string, url: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.NEVER_BALANCES,
    `a balancing driver of ${url} runs ${JSON.stringify(balancer)} under the policy "never", so it never balances; expected a policy that balances (a balancer named without one runs under "adaptive"), got every: 0 or policy: "never"`,
  );
}

/** Assert `value` is an integer in [min, max]; otherwise throw INVALID_ARGUMENT naming `what`. */
export function checkInt(what: string, value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range =
      min === Number.MIN_SAFE_INTEGER
        ? max === Number.MAX_SAFE_INTEGER
          ? 'an integer'
          : `an integer <= ${max}`
        : max === Number.MAX_SAFE_INTEGER
          ? `an integer >= ${min}`
          : `an integer in [${min}, ${max}]`;
    throw invalidArgument(what, range, value);
  }
  return value;
}

/** `feature` needs one address space; the cluster spans `hosts` host processes. `instead`: the alternative. */
export function singleHostOnly(feature: string, hosts: number, instead: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.SINGLE_HOST_ONLY,
    `${feature} needs one address space, but this cluster spans ${hosts} host processes; ${instead}`,
  );
}

/** The start handshake of run `run`: host `host` asks for something else than this host. */
export function hostMismatch(run: number, host: number, what: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_MISMATCH,
    `run #${run}: host ${host} ${what}; expected every host process to run the same program with the same options, topology and cluster options`,
  );
}

/** Host `host` (ranks `ranks`) or the transport to it was lost during run `run`. */
export function hostLost(run: number, host: number | undefined, ranks: string, reason: string, cause?: unknown): MeshworkError {
  const who = host === undefined ? 'the transport between hosts' : `host ${host} (ranks ${ranks})`;
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `run #${run}: ${who} was lost: ${reason}; expected every host process of the job to stay connected until the run ends`,
    { cause },
  );
}

/** A list of host indices for messages: "host 1" or "hosts 1, 3". */
function hostList(hosts: readonly number[]): string {
  return `host${hosts.length === 1 ? '' : 's'} ${hosts.join(', ')}`;
}

/** Peer hosts went silent: no frame (data, credit or heartbeat) for `silentMs`. */
export function hostSilent(hosts: readonly number[], silentMs: number, via: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `lost ${hostList(hosts)}: nothing heard for ${silentMs} ms over ${via}; expected a heartbeat at least every few hundred ms (the process died, hangs, or lost its NATS connection)`,
  );
}

/** A peer host reported its own failure (its `reason`) before leaving. */
export function hostFailed(host: number, reason: string): MeshworkError {
  return new MeshworkError(ErrorCodes.HOST_LOST, `lost host ${host}: it failed: ${reason}`);
}

/** A peer host closed its transport; sends to it can no longer be delivered. */
export function hostClosedPeer(host: number, stream: number): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `lost host ${host}: it closed its transport while a message to it on stream ${stream} was not yet within the credit window; expected every host to keep its transport open until all hosts are done`,
  );
}

/** This host lost (or never reached) the NATS server; `what` says how ("disconnected", "could not connect"). */
export function natsLost(server: string, what: string, cause?: unknown): MeshworkError {
  const why = cause instanceof Error ? `: ${cause.message}` : cause === undefined ? '' : `: ${String(cause)}`;
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `no connection to the NATS server ${server} (${what}${why}); expected a connection for the whole job (NATS core can drop messages across a reconnect, so the transport does not resume)`,
    { cause },
  );
}

/**
 * The NATS server `server` refused this host: `how` says how it authenticated ("user alice", "no
 * credentials"), never the secret; `cause` is the client's error.
 */
export function natsAuth(server: string, how: string, cause?: unknown): MeshworkError {
  const why = cause instanceof Error ? cause.message : cause === undefined ? 'refused' : String(cause);
  return new MeshworkError(
    ErrorCodes.HOST_AUTH,
    `the NATS server ${server} refused this host (${why}), which authenticated with ${how}; expected credentials the server accepts: a user and password or a token in the URL or MESHWORK_NATS_USER and MESHWORK_NATS_PASS, or a creds or nkey seed file in MESHWORK_NATS_CREDS`,
    { cause },
  );
}

/** Run `run` failed on host `host` (ranks `ranks`): `message` is that host's error. */
export function remoteFailed(run: number, host: number, ranks: string, message: string, cause: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.REMOTE_FAILED, `run #${run} failed on host ${host} (ranks ${ranks}): ${message}`, { cause });
}

/** A frame of (from, stream) broke the stream's order: a gap, a duplicate or a reorder. */
export function hostSequence(from: number, stream: number, expected: string, got: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_PROTOCOL,
    `stream ${stream} from host ${from}: expected ${expected}, got ${got} (a lost, repeated or reordered NATS message)`,
  );
}

/** A frame from a host of this job is malformed. */
export function hostMalformed(from: number, expected: string, got: string): MeshworkError {
  return new MeshworkError(ErrorCodes.HOST_PROTOCOL, `frame from host ${from}: expected ${expected}, got ${got}`);
}

/** The hello barrier passed its deadline; `missing` never said hello. `via` names the server and the job. */
export function helloTimeout(missing: readonly number[], hosts: number, timeoutMs: number, via: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_HELLO,
    `${hostList(missing)} of ${hosts} never said hello within ${timeoutMs} ms on ${via}; expected every host of the job to connect to the same NATS server with the same job id and host count`,
  );
}

/** A launch variable is missing or malformed. */
export function launchEnv(name: string, expected: string, got: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.HOST_ENV, `launch environment: ${name} must be ${expected}, got ${describe(got)}`);
}

/** No launch variables at all. */
export function launchEnvMissing(): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_ENV,
    'launch environment: expected MESHWORK_HOST and MESHWORK_HOSTS, OMPI_COMM_WORLD_RANK and OMPI_COMM_WORLD_SIZE (mpirun), PMI_RANK and PMI_SIZE, or SLURM_PROCID and SLURM_NTASKS (srun), got none of them; start the host processes with meshwork launch, mpirun or srun',
  );
}

/** The nats-server binary could not be started (missing, or it did not become ready). */
export function natsServerUnavailable(binary: string, why: string): MeshworkError {
  return new MeshworkError(
    ErrorCodes.HOST_ENV,
    `cannot start ${binary}: ${why}; expected the NATS server binary on PATH (Debian: apt-get install nats-server) or a running server given with --nats / MESHWORK_NATS`,
  );
}

/** The transport was used after close(). */
export function hostTransportClosed(what: string): MeshworkError {
  return new MeshworkError(ErrorCodes.HOST_CLOSED, `${what}: the host transport is closed; expected calls before close()`);
}

/** The message handler threw for a message of (from, stream). */
export function hostHandlerFailed(from: number, stream: number, cause: unknown): MeshworkError {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new MeshworkError(
    ErrorCodes.HOST_HANDLER,
    `the message handler threw for a message of stream ${stream} from host ${from}: ${why}; expected it to return or resolve`,
    { cause },
  );
}

/**
 * The cross-host error factories, for the host-transport package (`@meshwork/hosts`), which
 * builds its errors here so that all error text stays in this file.
 */
export const hostErrors = {
  silent: hostSilent,
  failed: hostFailed,
  closedPeer: hostClosedPeer,
  natsLost,
  natsAuth,
  sequence: hostSequence,
  malformed: hostMalformed,
  helloTimeout,
  launchEnv,
  launchEnvMissing,
  natsServerUnavailable,
  transportClosed: hostTransportClosed,
  handlerFailed: hostHandlerFailed,
  invalidArgument,
  checkInt,
} as const;

/** A checkpoint cannot be taken or restored: `what` must be `expected`, got `got` (already described). */
export function checkpointError(what: string, expected: string, got: string, rank?: number): MeshworkError {
  return new MeshworkError(ErrorCodes.CHECKPOINT, `checkpoint: ${what} must be ${expected}, got ${got}`, { rank });
}

/** No complete checkpoint in `dir`: `rejected` says why each candidate was refused. */
export function checkpointCorrupt(dir: string, rejected: readonly string[]): MeshworkError {
  return new MeshworkError(
    ErrorCodes.CHECKPOINT_CORRUPT,
    `no complete checkpoint in ${dir}; expected a manifest whose rank files all match their size and sha256, got ${rejected.length === 0 ? 'no manifest at all' : rejected.join('; ')}`,
  );
}

/**
 * `resumeFrom` found the newest checkpoint of `dir` written by another run; `diffs` names each
 * difference as "X expected ..., got ...".
 */
export function checkpointMismatch(dir: string, epoch: number, step: number, diffs: readonly string[]): MeshworkError {
  return new MeshworkError(
    ErrorCodes.CHECKPOINT_MISMATCH,
    `checkpoint: the newest checkpoint in ${dir} (epoch ${epoch}, step ${step}) was written by another run, expected one of this program with these options on this topology: ${diffs.join('; ')}`,
  );
}

/** `path` (a `what`) cannot be used: expected `expected`, got `got`. */
export function pathError(what: string, path: string, expected: string, got: string, cause?: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.PATH, `${what} ${JSON.stringify(path)}: expected ${expected}, got ${got}`, { cause });
}

/** A program module that cannot be run (`meshwork run <file>`): it does not import, or exports the wrong things. */
export function invalidProgram(what: string, expected: string, got: string, cause?: unknown): MeshworkError {
  return new MeshworkError(ErrorCodes.INVALID_PROGRAM, `${what}: expected ${expected}, got ${got}`, { cause });
}

/** A checkpoint image (a rank's bytes in memory or in a file) does not decode. */
export function corruptImage(where: string, expected: string, got: string): MeshworkError {
  return new MeshworkError(ErrorCodes.CHECKPOINT_CORRUPT, `checkpoint image ${where}: expected ${expected}, got ${got}`);
}

/** Ranks failed more often than `maxRestarts` allows; `failures` describes each, oldest first. */
export function restartsExhausted(url: string, maxRestarts: number, failures: readonly string[], cause: unknown): MeshworkError {
  return new MeshworkError(
    ErrorCodes.RESTARTS_EXHAUSTED,
    `run of ${url} lost a rank ${failures.length} times, expected at most ${maxRestarts + 1} (maxRestarts ${maxRestarts}): ${failures.map((f, i) => `failure ${i + 1}: ${f}`).join('; ')}`,
    { cause },
  );
}
