/**
 * The runtime's errors, as one table: each row names a builder, its code and its message template
 * (`defineErrors`, ./meshwork-error.ts). Add a row here, never a message inline elsewhere.
 *
 * Messages say what was expected and what came. The codes and the error class are in
 * ./meshwork-error.ts (re-exported here); the hosts package owns its transport and launch messages
 * (`packages/hosts/src/errors.ts`); the checks that throw these errors are in ./checks.ts.
 *
 * The multi-host rows below (`hostMismatch`, `hostLost`, `hostSessionFailed`, `hostMalformed`,
 * `remoteFailed`) stay here: the runtime's own cluster code raises them (./hosts/session.ts,
 * ./hosts/exchange.ts, ./cluster/attempt.ts), and the runtime cannot import the hosts package,
 * which builds on it.
 */
import { ErrorCodes as C, defineErrors, describe, type ErrorCode } from './meshwork-error.ts';

export type {
  ErrorBuilders,
  ErrorCode,
  ErrorMaker,
  ErrorParts,
  ErrorRow,
  ErrorText,
  MeshworkErrorCode,
  MeshworkErrorDetails,
} from './meshwork-error.ts';
export { asError, bug, defineErrors, describe, ErrorCodes, isErrorCode, MeshworkError, reviveError } from './meshwork-error.ts';

/** `bytes` as "8388608 bytes (8.0 MiB)". */
function bytesOf(bytes: number): string {
  return `${bytes} bytes (${(bytes / 2 ** 20).toFixed(1)} MiB)`;
}

/** The message of an error (or other thrown value) that caused this one. */
function why(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** `<what> must be <expected>, got <describe(got)>` under `code`. */
function mustBe<K extends ErrorCode>(code: K) {
  return [code, (what: string, expected: string, got: unknown) => `${what} must be ${expected}, got ${describe(got)}`] as const;
}

/** The runtime's error table: builder name -> [code, message template]. */
export const runtimeErrors = defineErrors({
  /** An argument has the wrong type, range or shape: `<what> must be <expected>, got <describe(got)>`. */
  invalidArgument: mustBe(C.INVALID_ARGUMENT),
  /** A topology shape is invalid, in the same form. */
  invalidTopology: mustBe(C.INVALID_TOPOLOGY),
  /** A decomposition, tile or shift request does not fit the grid, in the same form. */
  invalidDecomposition: mustBe(C.INVALID_DECOMPOSITION),
  invalidRank: [C.INVALID_RANK, (rank: unknown, size: number) => `rank must be an integer in [0, ${size}), got ${describe(rank)}`],
  notANeighbour: [
    C.NOT_A_NEIGHBOUR,
    (from: number, to: number, topology: string) =>
      `rank ${to} is not a neighbour of rank ${from} in ${topology}; expected one of its neighbours (use sendTo for routed sends)`,
  ],
  messageTooLarge: [
    C.MESSAGE_TOO_LARGE,
    (bytes: number, capacity: number) =>
      `message of ${bytes} bytes does not fit a link ring of ${capacity} bytes; expected at most ${capacity} bytes per frame (large payloads are chunked by the link layer)`,
  ],
  deadlineExceeded: [
    C.DEADLINE_EXCEEDED,
    (what: string, timeoutMs: number, blame?: string) =>
      `${what} did not complete within ${timeoutMs} ms; expected the peer to respond before the deadline${blame === undefined || blame === '' ? '' : `; ${blame}`}`,
  ],
  /** A task engine's wait saw no progress for the whole deadline; the engine's message says where each rank was. */
  tasksStalled: [C.DEADLINE_EXCEEDED, (message: string) => message],
  aborted: [C.ABORTED, (reason: string) => `run aborted: ${reason}`],
  /** An option of a balancer, policy or scheduler: `<owner>: option "<key>" must be <expected>, got <describe(got)>` (`OptionReader` throws these). */
  invalidOption: [
    C.INVALID_OPTION,
    (owner: string, key: string, expected: string, got: unknown) => `${owner}: option "${key}" must be ${expected}, got ${describe(got)}`,
  ],
  /** An option block holds a key its owner does not read (a typo). */
  unknownOption: [
    C.INVALID_OPTION,
    (owner: string, key: string, known: readonly string[]) =>
      `${owner}: unknown option ${JSON.stringify(key)}; expected one of the known options (${known.join(', ') || 'none'})`,
  ],
  /** A balancing choice that names its policy twice, or an interval that is not one (`every`). */
  invalidBalancing: [
    C.INVALID_ARGUMENT,
    (what: string, expected: string, got: unknown) => `balancing: ${what} must be ${expected}, got ${describe(got)}`,
  ],
  /** A balancer, policy or scheduler name no factory has: which names exist. */
  unknownBalancer: [
    C.UNKNOWN_BALANCER,
    (kind: string, name: unknown, known: readonly string[]) =>
      `unknown ${kind} ${typeof name === 'string' ? JSON.stringify(name) : describe(name)}; expected one of: ${known.join(', ')}`,
  ],
  protocolError: [C.PROTOCOL, (expected: string, got: string) => `expected ${expected}, got ${got}`],
  unexpectedTaskMessage: [
    C.PROTOCOL,
    (rank: number, kind: number, from: number) => `rank ${rank}: unexpected task-engine message kind ${kind} from rank ${from}`,
  ],
  gridUnallocatable: [
    C.INVALID_ARGUMENT,
    (shape: unknown, cause: Error) => ({
      message: `grid shape must be a grid whose tile (with its halo) this rank can allocate, got ${Array.isArray(shape) ? `[${shape.join(', ')}]` : describe(shape)} (${cause.message})`,
      cause,
    }),
  ],
  memoryBudgetExceeded: [
    C.MEMORY_BUDGET,
    (rank: number, what: string, bytes: number, held: number, limit: number) => ({
      message:
        `rank ${rank}: ${what} needs ${bytesOf(bytes)} while the rank holds ${bytesOf(held)} of its memory budget of ` +
        `${bytesOf(limit)} (memoryBudgetMb); expected at most ${bytesOf(Math.max(0, limit - held))} more`,
      rank,
    }),
  ],
  collectiveMismatch: [
    C.COLLECTIVE_MISMATCH,
    (what: string, expected: string, got: string) => `${what}: expected ${expected} on every rank, got ${got}`,
  ],
  collectiveOutOfStep: [
    C.COLLECTIVE_MISMATCH,
    (what: string, rank: number, peer: number, seq: number, got: number) => ({
      message: `${what}: expected rank ${peer} at collective #${seq} of this run, got its slot of collective #${got} (every rank must call the same collectives in the same order; did a rank skip or add one?)`,
      rank,
    }),
  ],
  collectiveOther: [
    C.COLLECTIVE_MISMATCH,
    (what: string, rank: number, peer: number) => ({
      message: `${what}: rank ${peer} entered a different collective at the same point (expected every rank to call ${what})`,
      rank,
    }),
  ],
  taskFailed: [
    C.TASK_FAILED,
    (rank: number, record: ArrayLike<number>, cause: unknown) => ({
      message: `task [${Array.from({ length: Math.min(record.length, 16) }, (_, i) => record[i]).join(', ')}${record.length > 16 ? ', ...' : ''}] threw on rank ${rank}: ${why(cause)}; expected every task to complete`,
      rank,
      cause,
    }),
  ],
  uncarriedValue: [
    C.INVALID_ARGUMENT,
    (what: string, expected: string, got: string, hint?: string) =>
      `${what} must be ${expected}, got ${got}${hint === undefined ? '' : `; ${hint}`}`,
  ],
  foreignTopology: [
    C.INVALID_TOPOLOGY,
    (got: unknown) => {
      const keys = typeof got === 'object' && got !== null ? Object.keys(got).slice(0, 8) : [];
      return `topology must be a string such as 'ring:8', a spec such as { kind: 'ring', size: 8 }, or a Topology made by chain, ring, mesh, torus or hypercube (ranks rebuild it from its spec), got ${describe(got)}${keys.length === 0 ? '' : ` with keys ${keys.join(', ')}`} whose spec does not describe it`;
    },
  ],
  /** A program module that cannot be run (`meshwork run <file>`): it does not import, or exports the wrong things. */
  invalidProgram: [
    C.INVALID_PROGRAM,
    (what: string, expected: string, got: string, cause?: unknown) => ({ message: `${what}: expected ${expected}, got ${got}`, cause }),
  ],
  notAProgramModule: [
    C.INVALID_PROGRAM,
    (url: string, got: unknown) =>
      `program module ${url} must default-export defineProgram(...), got ${got === undefined ? 'no default export' : typeof got}`,
  ],
  clusterClosed: [C.CLUSTER_STATE, () => 'cluster is closed; expected an open cluster (create a new one)'],
  clusterBusy: [C.CLUSTER_STATE, () => 'cluster is already running a program; expected one run at a time'],
  closedDuringRun: [
    C.CLUSTER_STATE,
    (cause?: unknown) => ({
      message:
        'cluster was closed while this run was in progress; expected close() after the run settled (the run is stopped, not restarted)',
      cause,
    }),
  ],
  runNotInProgress: [C.CLUSTER_STATE, (run: number) => `run #${run} is not in progress on this host`],
  runTimeout: [
    C.RUN_TIMEOUT,
    (url: string, timeoutMs: number, where: string, running: string) =>
      `run of ${url} did not finish within ${timeoutMs} ms; where the ranks were: ${where}; ranks still running: ${running}`,
  ],
  invalidExecArgv: [
    C.INVALID_ARGUMENT,
    (execArgv: readonly string[], reason: string) =>
      `execArgv must be Node options that worker threads accept (not V8 options such as --max-old-space-size: use resourceLimits for heap sizes), got ${JSON.stringify(execArgv)}: ${reason}`,
  ],
  ranksStuck: [
    C.STUCK,
    (url: string, stuckMs: number, count: number, busy: string, where: string) =>
      `run of ${url}: no rank passed a wait for ${stuckMs} ms while rank${count === 1 ? '' : 's'} ${busy} ran outside any wait (a CPU loop?); where the ranks were: ${where}; expected some rank to reach a receive, send, barrier or collective within stuckMs (raise stuckMs, or pass stuckMs: false for phases that compute this long without meeting)`,
  ],
  lateFailure: [
    C.LATE_FAILURE,
    (rank: number, run: number, url: string, how: string, message: string, cause?: unknown) => ({
      message: `rank ${rank} threw after its program returned (run #${run} of ${url}; ${how}): ${message}; expected every timer and promise a program starts to settle before it returns`,
      rank,
      cause,
    }),
  ],
  neverBalances: [
    C.NEVER_BALANCES,
    (balancer: string, url: string) =>
      `a balancing driver of ${url} runs ${JSON.stringify(balancer)} under the policy "never", so it never balances; expected a policy that balances (a balancer named without one runs under "adaptive"), got every: 0 or policy: "never"`,
  ],
  rankFailed: [
    C.RANK_FAILED,
    (rank: number, url: string, phase: string | undefined, code: string | undefined, message: string, cause: unknown) => ({
      message: `rank ${rank} failed${phase === undefined ? '' : ` in phase "${phase}"`} running ${url}: ${code === undefined ? '' : `[${code}] `}${message}`,
      rank,
      phase,
      cause,
    }),
  ],
  workerExited: [
    C.WORKER_EXITED,
    (rank: number, phase: string | undefined, message: string, cause: unknown) => ({
      message: `rank ${rank}${phase === undefined ? '' : ` (phase ${phase})`}: ${message}`,
      rank,
      phase,
      cause,
    }),
  ],
  unsupportedNode: [
    C.UNSUPPORTED_NODE,
    (supported: string, version: string) =>
      `Meshwork needs Node.js 22.18 or a later 22.x, 24, or 26 and later (${supported}); this is Node.js ${version}`,
  ],
  /** `feature` needs one address space; the cluster spans `hosts` host processes. `instead`: the alternative. */
  singleHostOnly: [
    C.SINGLE_HOST_ONLY,
    (feature: string, hosts: number, instead: string) =>
      `${feature} needs one address space, but this cluster spans ${hosts} host processes; ${instead}`,
  ],
  hostMismatch: [
    C.HOST_MISMATCH,
    (run: number, host: number, what: string) =>
      `run #${run}: host ${host} ${what}; expected every host process to run the same program with the same options, topology and cluster options`,
  ],
  hostLost: [
    C.HOST_LOST,
    (run: number, host: number | undefined, ranks: string, reason: string, cause?: unknown) => ({
      message: `run #${run}: ${host === undefined ? 'the transport between hosts' : `host ${host} (ranks ${ranks})`} was lost: ${reason}; expected every host process of the job to stay connected until the run ends`,
      cause,
    }),
  ],
  /** The multi-host session of a run failed with something other than a MeshworkError: its text, as HOST_LOST. */
  hostSessionFailed: [C.HOST_LOST, (cause: unknown) => String(cause)],
  hostMalformed: [
    C.HOST_PROTOCOL,
    (from: number, expected: string, got: string) => `frame from host ${from}: expected ${expected}, got ${got}`,
  ],
  remoteFailed: [
    C.REMOTE_FAILED,
    (run: number, host: number, ranks: string, message: string, cause: unknown) => ({
      message: `run #${run} failed on host ${host} (ranks ${ranks}): ${message}`,
      cause,
    }),
  ],
  checkpointError: [
    C.CHECKPOINT,
    (what: string, expected: string, got: string, rank?: number) => ({
      message: `checkpoint: ${what} must be ${expected}, got ${got}`,
      rank,
    }),
  ],
  checkpointCorrupt: [
    C.CHECKPOINT_CORRUPT,
    (dir: string, rejected: readonly string[]) =>
      `no complete checkpoint in ${dir}; expected a manifest whose rank files all match their size and sha256, got ${rejected.length === 0 ? 'no manifest at all' : rejected.join('; ')}`,
  ],
  corruptImage: [
    C.CHECKPOINT_CORRUPT,
    (where: string, expected: string, got: string) => `checkpoint image ${where}: expected ${expected}, got ${got}`,
  ],
  manifestShape: [C.CHECKPOINT_CORRUPT, (name: string, format: string) => `${name} is not a ${format} manifest with one file per rank`],
  manifestVersion: [
    C.CHECKPOINT_CORRUPT,
    (name: string, got: unknown, expected: number) => `${name} has format version ${String(got)}, expected ${expected}`,
  ],
  manifestEpoch: [
    C.CHECKPOINT_CORRUPT,
    (name: string, epoch: unknown, step: unknown) => `${name} holds epoch ${String(epoch)} step ${String(step)}`,
  ],
  manifestIdentity: [
    C.CHECKPOINT_CORRUPT,
    (name: string) => `${name} has no run identity (run: id, program, options, topology, ranks) matching its ranks and topology`,
  ],
  manifestEntry: [
    C.CHECKPOINT_CORRUPT,
    (name: string, i: number, file: string, headerBytes: number, got: unknown) =>
      `${name} file entry ${i} must be { rank: ${i}, file: "${file}", bytes >= ${headerBytes}, sha256 }, got ${JSON.stringify(got)?.slice(0, 160)}`,
  ],
  imageSize: [C.CHECKPOINT_CORRUPT, (expected: number, found: number) => `${expected} bytes expected, ${found} found (truncated or torn)`],
  imageDigest: [C.CHECKPOINT_CORRUPT, () => 'sha256 does not match the manifest (corrupt bytes)'],
  imageHolds: [C.CHECKPOINT_CORRUPT, (rank: number, epoch: number) => `holds rank ${rank} epoch ${epoch}`],
  checkpointMismatch: [
    C.CHECKPOINT_MISMATCH,
    (dir: string, epoch: number, step: number, diffs: readonly string[]) =>
      `checkpoint: the newest checkpoint in ${dir} (epoch ${epoch}, step ${step}) was written by another run, expected one of this program with these options on this topology: ${diffs.join('; ')}`,
  ],
  restartsExhausted: [
    C.RESTARTS_EXHAUSTED,
    (url: string, maxRestarts: number, failures: readonly string[], cause: unknown) => ({
      message: `run of ${url} lost a rank ${failures.length} times, expected at most ${maxRestarts + 1} (maxRestarts ${maxRestarts}): ${failures.map((f, i) => `failure ${i + 1}: ${f}`).join('; ')}`,
      cause,
    }),
  ],
  /** `path` (a `what`) cannot be used: expected `expected`, got `got`. */
  pathError: [
    C.PATH,
    (what: string, path: string, expected: string, got: string, cause?: unknown) => ({
      message: `${what} ${JSON.stringify(path)}: expected ${expected}, got ${got}`,
      cause,
    }),
  ],
  traceVersion: [
    C.TRACE_VERSION,
    (versions: readonly number[], got: unknown) =>
      `trace.version must be one of ${versions.join(', ')} (the formats this build reads), got ${JSON.stringify(got) ?? 'undefined'}`,
  ],
  /** A trace field has the wrong type, range or shape; the trace reader's check says which. */
  traceMalformed: [C.TRACE_MALFORMED, (message: string) => message],
  traceTruncated: [
    C.TRACE_TRUNCATED,
    (chars: number) => `trace ends after ${chars} characters, inside its JSON; expected a complete trace (was the file cut short?)`,
  ],
});

/** The message of a run's failure caused by a throw outside its program's promise chain (a timer, a floating promise). */
export function strayThrowMessage(how: string, message: string): string {
  return `${how} outside the program's own promise chain: ${message}`;
}

/*
 * The builders, by name (`invalidArgument(what, expected, got)` returns the error; it does not
 * throw). `invalidArgument` and `invalidDecomposition` format `got` with `describe`:
 * `<what> must be <expected>, got <describe(got)>`; `invalidOption(owner, key, expected, got)`
 * reads `<owner>: option "<key>" must be <expected>, got <describe(got)>`.
 */
export const {
  invalidArgument,
  invalidTopology,
  invalidDecomposition,
  invalidRank,
  notANeighbour,
  messageTooLarge,
  deadlineExceeded,
  tasksStalled,
  aborted,
  invalidOption,
  unknownOption,
  invalidBalancing,
  unknownBalancer,
  protocolError,
  unexpectedTaskMessage,
  gridUnallocatable,
  memoryBudgetExceeded,
  collectiveMismatch,
  collectiveOutOfStep,
  collectiveOther,
  taskFailed,
  uncarriedValue,
  foreignTopology,
  invalidProgram,
  notAProgramModule,
  clusterClosed,
  clusterBusy,
  closedDuringRun,
  runNotInProgress,
  runTimeout,
  invalidExecArgv,
  ranksStuck,
  lateFailure,
  neverBalances,
  rankFailed,
  workerExited,
  unsupportedNode,
  singleHostOnly,
  hostMismatch,
  hostLost,
  hostSessionFailed,
  hostMalformed,
  remoteFailed,
  checkpointError,
  checkpointCorrupt,
  corruptImage,
  checkpointMismatch,
  manifestShape,
  manifestVersion,
  manifestEpoch,
  manifestIdentity,
  manifestEntry,
  imageSize,
  imageDigest,
  imageHolds,
  restartsExhausted,
  pathError,
  traceVersion,
  traceMalformed,
  traceTruncated,
} = runtimeErrors;
