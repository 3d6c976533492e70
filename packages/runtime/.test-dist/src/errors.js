const ErrorCodes = {
  /** An option or argument has the wrong type, range or shape. */
  INVALID_ARGUMENT: "MW_INVALID_ARGUMENT",
  /** A topology shape is invalid (0 ranks, non-integer, negative dimension, 1-rank ring...). */
  INVALID_TOPOLOGY: "MW_INVALID_TOPOLOGY",
  /** A rank index is outside [0, size). */
  INVALID_RANK: "MW_INVALID_RANK",
  /** A send or receive names a rank that is not a neighbour. */
  NOT_A_NEIGHBOUR: "MW_NOT_A_NEIGHBOUR",
  /** A message does not fit into a ring buffer even when empty. */
  MESSAGE_TOO_LARGE: "MW_MESSAGE_TOO_LARGE",
  /** A blocking wait passed its deadline. */
  DEADLINE_EXCEEDED: "MW_DEADLINE_EXCEEDED",
  /** The run was aborted (another rank failed, a signal fired, the host gave up). */
  ABORTED: "MW_ABORTED",
  /** A message of another kind than expected arrived (protocol violation). */
  PROTOCOL: "MW_PROTOCOL",
  /** A rank's program threw; `cause` carries the original error. */
  RANK_FAILED: "MW_RANK_FAILED",
  /** A worker thread exited while running a rank. */
  WORKER_EXITED: "MW_WORKER_EXITED",
  /** The whole run passed `timeoutMs`. */
  RUN_TIMEOUT: "MW_RUN_TIMEOUT",
  /** The cluster was closed, or is running another program. */
  CLUSTER_STATE: "MW_CLUSTER_STATE",
  /** A program module does not default-export `defineProgram(...)`. */
  INVALID_PROGRAM: "MW_INVALID_PROGRAM",
  /** A decomposition, tile or shift request does not fit the grid. */
  INVALID_DECOMPOSITION: "MW_INVALID_DECOMPOSITION",
  /** A balancer or policy option is missing, unknown, or out of range. */
  INVALID_OPTION: "MW_INVALID_OPTION",
  /** No balancer or policy is registered under that name. */
  UNKNOWN_BALANCER: "MW_UNKNOWN_BALANCER",
  /** Ranks disagreed on a collective call (different op, axis, or shape). */
  COLLECTIVE_MISMATCH: "MW_COLLECTIVE_MISMATCH",
  /** A task run by a task scheduler threw; the message names the task record, `cause` carries the error. */
  TASK_FAILED: "MW_TASK_FAILED",
  /**
   * No rank passed a wait for the stuck-rank interval (`stuckMs`) while some ran outside any wait
   * (a CPU loop): the run is stopped; the message names those ranks.
   */
  STUCK: "MW_STUCK",
  /**
   * A rank threw after its program returned (a timer, a floating promise): reported for the run
   * that started it (`Cluster.lateFailures`, `onLateFailure`), never as the failure of a later run.
   */
  LATE_FAILURE: "MW_LATE_FAILURE",
  /** A trace file says a format version this build cannot read. */
  TRACE_VERSION: "MW_TRACE_VERSION",
  /** A trace file is not valid JSON, or a field has the wrong type, range or shape. */
  TRACE_MALFORMED: "MW_TRACE_MALFORMED",
  /** A trace file ends before its JSON does (an interrupted write or copy). */
  TRACE_TRUNCATED: "MW_TRACE_TRUNCATED",
  /**
   * A feature that needs one address space (shared-storage grids, `ctx.shareBuffer`, shared
   * deques and queues) was used in a cluster whose ranks live in several host processes.
   */
  SINGLE_HOST_ONLY: "MW_SINGLE_HOST_ONLY",
  /** Host processes of one job disagree on the run (program, options, topology, cluster options). */
  HOST_MISMATCH: "MW_HOST_MISMATCH",
  /** The run failed on another host process; `cause` carries that host's error. */
  REMOTE_FAILED: "MW_REMOTE_FAILED",
  /**
   * Cross-host transport: a peer host went silent (no heartbeat), failed or closed, or this host
   * lost (or never reached) the NATS server; the message names the host(s) and the cause.
   */
  HOST_LOST: "MW_HOST_LOST",
  /** Cross-host transport: a message of a stream came with a gap, twice, out of order, or malformed. */
  HOST_PROTOCOL: "MW_HOST_PROTOCOL",
  /** Cross-host transport: some hosts never said hello before the deadline; the message names them. */
  HOST_HELLO: "MW_HOST_HELLO",
  /** Cross-host launch: a launch variable (MESHWORK_*, OMPI_*, PMI_*, SLURM_*) is missing or malformed, or nats-server is missing. */
  HOST_ENV: "MW_HOST_ENV",
  /** Cross-host transport: used after close(). */
  HOST_CLOSED: "MW_HOST_CLOSED",
  /** Cross-host transport: the message handler threw or its promise rejected; `cause` carries the error. */
  HOST_HANDLER: "MW_HOST_HANDLER",
  /**
   * A checkpoint cannot be taken or restored as asked: messages still in flight, ranks at different
   * steps, state that cannot be cloned, a resumed program that creates other grids than it saved.
   */
  CHECKPOINT: "MW_CHECKPOINT",
  /** No complete checkpoint could be read: every candidate was torn, truncated or failed its checksum. */
  CHECKPOINT_CORRUPT: "MW_CHECKPOINT_CORRUPT",
  /**
   * `resumeFrom` names a checkpoint written by another run: another program, other program
   * options, or another topology; the message says what was expected and what the manifest holds.
   */
  CHECKPOINT_MISMATCH: "MW_CHECKPOINT_MISMATCH",
  /**
   * A path cannot be used as asked: a file to read is not a regular file (a FIFO, a device, a
   * directory), is larger than its cap, lies outside the directory it belongs to, or cannot be
   * opened; a directory cannot be created or written there (under /proc, a file in the way).
   */
  PATH: "MW_PATH",
  /** Ranks died more often than `maxRestarts` allows; the message lists every failure. */
  RESTARTS_EXHAUSTED: "MW_RESTARTS_EXHAUSTED"
};
class MeshworkError extends Error {
  code;
  rank;
  phase;
  constructor(code, message, details = {}) {
    super(message, details.cause === void 0 ? void 0 : { cause: details.cause });
    this.name = "MeshworkError";
    this.code = code;
    this.rank = details.rank;
    this.phase = details.phase;
  }
}
function describe(value) {
  if (value === null) return "null";
  if (value === void 0) return "undefined";
  if (typeof value === "number") {
    if (Number.isNaN(value)) return "NaN";
    return `number ${value}`;
  }
  if (typeof value === "string") return `string ${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}...` : value)}`;
  if (typeof value === "bigint") return `bigint ${value}n`;
  if (typeof value === "boolean") return `boolean ${value}`;
  if (typeof value === "function") return "a function";
  if (typeof value === "symbol") return `a symbol (${String(value)})`;
  if (Array.isArray(value)) return `an array of length ${value.length}`;
  if (ArrayBuffer.isView(value)) return `${value.constructor.name}(${value.length ?? value.byteLength})`;
  return `an object (${Object.prototype.toString.call(value).slice(8, -1)})`;
}
function invalidArgument(what, expected, got) {
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `${what} must be ${expected}, got ${describe(got)}`);
}
function invalidTopology(what, expected, got) {
  return new MeshworkError(ErrorCodes.INVALID_TOPOLOGY, `${what} must be ${expected}, got ${describe(got)}`);
}
function invalidRank(rank, size) {
  return new MeshworkError(ErrorCodes.INVALID_RANK, `rank must be an integer in [0, ${size}), got ${describe(rank)}`);
}
function notANeighbour(from, to, topology) {
  return new MeshworkError(
    ErrorCodes.NOT_A_NEIGHBOUR,
    `rank ${to} is not a neighbour of rank ${from} in ${topology}; expected one of its neighbours (use sendTo for routed sends)`
  );
}
function messageTooLarge(bytes, capacity) {
  return new MeshworkError(
    ErrorCodes.MESSAGE_TOO_LARGE,
    `message of ${bytes} bytes does not fit a link ring of ${capacity} bytes; expected at most ${capacity} bytes per frame (large payloads are chunked by the link layer)`
  );
}
function deadlineExceeded(what, timeoutMs, blame) {
  return new MeshworkError(
    ErrorCodes.DEADLINE_EXCEEDED,
    `${what} did not complete within ${timeoutMs} ms; expected the peer to respond before the deadline${blame === void 0 || blame === "" ? "" : `; ${blame}`}`
  );
}
function aborted(reason) {
  return new MeshworkError(ErrorCodes.ABORTED, `run aborted: ${reason}`);
}
function invalidDecomposition(what, expected, got) {
  return new MeshworkError(ErrorCodes.INVALID_DECOMPOSITION, `${what} must be ${expected}, got ${describe(got)}`);
}
function invalidOption(owner, key, expected, got) {
  return new MeshworkError(ErrorCodes.INVALID_OPTION, `${owner}: option "${key}" must be ${expected}, got ${describe(got)}`);
}
function unknownOption(owner, key, known) {
  return new MeshworkError(
    ErrorCodes.INVALID_OPTION,
    `${owner}: unknown option ${JSON.stringify(key)}; expected one of the known options (${known.join(", ") || "none"})`
  );
}
function invalidBalancing(what, expected, got) {
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `balancing: ${what} must be ${expected}, got ${describe(got)}`);
}
function unknownBalancer(kind, name, known) {
  const what = typeof name === "string" ? JSON.stringify(name) : describe(name);
  return new MeshworkError(ErrorCodes.UNKNOWN_BALANCER, `unknown ${kind} ${what}; expected one of: ${known.join(", ")}`);
}
function protocolError(expected, got) {
  return new MeshworkError(ErrorCodes.PROTOCOL, `expected ${expected}, got ${got}`);
}
function gridUnallocatable(shape, cause) {
  const got = Array.isArray(shape) ? `[${shape.join(", ")}]` : describe(shape);
  return new MeshworkError(
    ErrorCodes.INVALID_ARGUMENT,
    `grid shape must be a grid whose tile (with its halo) this rank can allocate, got ${got} (${cause.message})`,
    { cause }
  );
}
function collectiveMismatch(what, expected, got) {
  return new MeshworkError(ErrorCodes.COLLECTIVE_MISMATCH, `${what}: expected ${expected} on every rank, got ${got}`);
}
function taskFailed(rank, record, cause) {
  const words = Array.from({ length: Math.min(record.length, 16) }, (_, i) => record[i]).join(", ");
  const why = cause instanceof Error ? cause.message : String(cause);
  return new MeshworkError(
    ErrorCodes.TASK_FAILED,
    `task [${words}${record.length > 16 ? ", ..." : ""}] threw on rank ${rank}: ${why}; expected every task to complete`,
    { rank, cause }
  );
}
const MAX_TIMER_MS = 2 ** 31 - 1;
function checkTimerMs(what, value) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 1 || value > MAX_TIMER_MS) {
    throw invalidArgument(
      what,
      `an integer in [1, ${MAX_TIMER_MS}] (ms; Node timers cannot wait longer than 2^31 - 1 ms, about 24.8 days: leave it out for no deadline)`,
      value
    );
  }
  return value;
}
function checkWaitMs(what, value) {
  if (typeof value !== "number" || !(value >= 0 && value <= MAX_TIMER_MS))
    throw invalidArgument(what, `a number of ms in [0, ${MAX_TIMER_MS}] (leave it out for the cluster's waitTimeoutMs)`, value);
  return value;
}
function uncarriedValue(what, expected, got, hint) {
  return new MeshworkError(ErrorCodes.INVALID_ARGUMENT, `${what} must be ${expected}, got ${got}${hint === void 0 ? "" : `; ${hint}`}`);
}
function foreignTopology(got) {
  const keys = typeof got === "object" && got !== null ? Object.keys(got).slice(0, 8) : [];
  return new MeshworkError(
    ErrorCodes.INVALID_TOPOLOGY,
    `topology must be a string such as 'ring:8', a spec such as { kind: 'ring', size: 8 }, or a Topology made by chain, ring, mesh, torus or hypercube (ranks rebuild it from its spec), got ${describe(got)}${keys.length === 0 ? "" : ` with keys ${keys.join(", ")}`} whose spec does not describe it`
  );
}
function runTimeout(url, timeoutMs, where, running) {
  return new MeshworkError(
    ErrorCodes.RUN_TIMEOUT,
    `run of ${url} did not finish within ${timeoutMs} ms; where the ranks were: ${where}; ranks still running: ${running}`
  );
}
function missingTwin(url) {
  return new MeshworkError(ErrorCodes.INVALID_PROGRAM, `program module ${url} has no JavaScript twin: run node scripts/test-twins.mjs`);
}
function invalidExecArgv(execArgv, reason) {
  return new MeshworkError(
    ErrorCodes.INVALID_ARGUMENT,
    `execArgv must be Node options that worker threads accept (not V8 options such as --max-old-space-size: use resourceLimits for heap sizes), got ${JSON.stringify(execArgv)}: ${reason}`
  );
}
function ranksStuck(url, stuckMs, count, busy, where) {
  return new MeshworkError(
    ErrorCodes.STUCK,
    `run of ${url}: no rank passed a wait for ${stuckMs} ms while rank${count === 1 ? "" : "s"} ${busy} ran outside any wait (a CPU loop?); where the ranks were: ${where}; expected some rank to reach a receive, send, barrier or collective within stuckMs (raise stuckMs, or pass stuckMs: false for phases that compute this long without meeting)`
  );
}
function strayThrowMessage(how, message) {
  return `${how} outside the program's own promise chain: ${message}`;
}
function lateFailure(rank, run, url, how, message, cause) {
  return new MeshworkError(
    ErrorCodes.LATE_FAILURE,
    `rank ${rank} threw after its program returned (run #${run} of ${url}; ${how}): ${message}; expected every timer and promise a program starts to settle before it returns`,
    { rank, cause }
  );
}
function checkInt(what, value, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < min || value > max) {
    const range = min === Number.MIN_SAFE_INTEGER ? max === Number.MAX_SAFE_INTEGER ? "an integer" : `an integer <= ${max}` : max === Number.MAX_SAFE_INTEGER ? `an integer >= ${min}` : `an integer in [${min}, ${max}]`;
    throw invalidArgument(what, range, value);
  }
  return value;
}
function singleHostOnly(feature, hosts, instead) {
  return new MeshworkError(
    ErrorCodes.SINGLE_HOST_ONLY,
    `${feature} needs one address space, but this cluster spans ${hosts} host processes; ${instead}`
  );
}
function hostMismatch(run, host, what) {
  return new MeshworkError(
    ErrorCodes.HOST_MISMATCH,
    `run #${run}: host ${host} ${what}; expected every host process to run the same program with the same options, topology and cluster options`
  );
}
function hostLost(run, host, ranks, reason, cause) {
  const who = host === void 0 ? "the transport between hosts" : `host ${host} (ranks ${ranks})`;
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `run #${run}: ${who} was lost: ${reason}; expected every host process of the job to stay connected until the run ends`,
    { cause }
  );
}
function hostList(hosts) {
  return `host${hosts.length === 1 ? "" : "s"} ${hosts.join(", ")}`;
}
function hostSilent(hosts, silentMs, via) {
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `lost ${hostList(hosts)}: nothing heard for ${silentMs} ms over ${via}; expected a heartbeat at least every few hundred ms (the process died, hangs, or lost its NATS connection)`
  );
}
function hostFailed(host, reason) {
  return new MeshworkError(ErrorCodes.HOST_LOST, `lost host ${host}: it failed: ${reason}`);
}
function hostClosedPeer(host, stream) {
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `lost host ${host}: it closed its transport while a message to it on stream ${stream} was not yet within the credit window; expected every host to keep its transport open until all hosts are done`
  );
}
function natsLost(server, what, cause) {
  const why = cause instanceof Error ? `: ${cause.message}` : cause === void 0 ? "" : `: ${String(cause)}`;
  return new MeshworkError(
    ErrorCodes.HOST_LOST,
    `no connection to the NATS server ${server} (${what}${why}); expected a connection for the whole job (NATS core can drop messages across a reconnect, so the transport does not resume)`,
    { cause }
  );
}
function remoteFailed(run, host, ranks, message, cause) {
  return new MeshworkError(ErrorCodes.REMOTE_FAILED, `run #${run} failed on host ${host} (ranks ${ranks}): ${message}`, { cause });
}
function hostSequence(from, stream, expected, got) {
  return new MeshworkError(
    ErrorCodes.HOST_PROTOCOL,
    `stream ${stream} from host ${from}: expected ${expected}, got ${got} (a lost, repeated or reordered NATS message)`
  );
}
function hostMalformed(from, expected, got) {
  return new MeshworkError(ErrorCodes.HOST_PROTOCOL, `frame from host ${from}: expected ${expected}, got ${got}`);
}
function helloTimeout(missing, hosts, timeoutMs, via) {
  return new MeshworkError(
    ErrorCodes.HOST_HELLO,
    `${hostList(missing)} of ${hosts} never said hello within ${timeoutMs} ms on ${via}; expected every host of the job to connect to the same NATS server with the same job id and host count`
  );
}
function launchEnv(name, expected, got) {
  return new MeshworkError(ErrorCodes.HOST_ENV, `launch environment: ${name} must be ${expected}, got ${describe(got)}`);
}
function launchEnvMissing() {
  return new MeshworkError(
    ErrorCodes.HOST_ENV,
    "launch environment: expected MESHWORK_HOST and MESHWORK_HOSTS, OMPI_COMM_WORLD_RANK and OMPI_COMM_WORLD_SIZE (mpirun), PMI_RANK and PMI_SIZE, or SLURM_PROCID and SLURM_NTASKS (srun), got none of them; start the host processes with meshwork launch, mpirun or srun"
  );
}
function natsServerUnavailable(binary, why) {
  return new MeshworkError(
    ErrorCodes.HOST_ENV,
    `cannot start ${binary}: ${why}; expected the NATS server binary on PATH (Debian: apt-get install nats-server) or a running server given with --nats / MESHWORK_NATS`
  );
}
function hostTransportClosed(what) {
  return new MeshworkError(ErrorCodes.HOST_CLOSED, `${what}: the host transport is closed; expected calls before close()`);
}
function hostHandlerFailed(from, stream, cause) {
  const why = cause instanceof Error ? cause.message : String(cause);
  return new MeshworkError(
    ErrorCodes.HOST_HANDLER,
    `the message handler threw for a message of stream ${stream} from host ${from}: ${why}; expected it to return or resolve`,
    { cause }
  );
}
const hostErrors = {
  silent: hostSilent,
  failed: hostFailed,
  closedPeer: hostClosedPeer,
  natsLost,
  sequence: hostSequence,
  malformed: hostMalformed,
  helloTimeout,
  launchEnv,
  launchEnvMissing,
  natsServerUnavailable,
  transportClosed: hostTransportClosed,
  handlerFailed: hostHandlerFailed,
  invalidArgument,
  checkInt
};
function checkpointError(what, expected, got, rank) {
  return new MeshworkError(ErrorCodes.CHECKPOINT, `checkpoint: ${what} must be ${expected}, got ${got}`, { rank });
}
function checkpointCorrupt(dir, rejected) {
  return new MeshworkError(
    ErrorCodes.CHECKPOINT_CORRUPT,
    `no complete checkpoint in ${dir}; expected a manifest whose rank files all match their size and sha256, got ${rejected.length === 0 ? "no manifest at all" : rejected.join("; ")}`
  );
}
function checkpointMismatch(dir, epoch, step, diffs) {
  return new MeshworkError(
    ErrorCodes.CHECKPOINT_MISMATCH,
    `checkpoint: the newest checkpoint in ${dir} (epoch ${epoch}, step ${step}) was written by another run, expected one of this program with these options on this topology: ${diffs.join("; ")}`
  );
}
function pathError(what, path, expected, got, cause) {
  return new MeshworkError(ErrorCodes.PATH, `${what} ${JSON.stringify(path)}: expected ${expected}, got ${got}`, { cause });
}
function corruptImage(where, expected, got) {
  return new MeshworkError(ErrorCodes.CHECKPOINT_CORRUPT, `checkpoint image ${where}: expected ${expected}, got ${got}`);
}
function restartsExhausted(url, maxRestarts, failures, cause) {
  return new MeshworkError(
    ErrorCodes.RESTARTS_EXHAUSTED,
    `run of ${url} lost a rank ${failures.length} times, expected at most ${maxRestarts + 1} (maxRestarts ${maxRestarts}): ${failures.map((f, i) => `failure ${i + 1}: ${f}`).join("; ")}`,
    { cause }
  );
}
export {
  ErrorCodes,
  MAX_TIMER_MS,
  MeshworkError,
  aborted,
  checkInt,
  checkTimerMs,
  checkWaitMs,
  checkpointCorrupt,
  checkpointError,
  checkpointMismatch,
  collectiveMismatch,
  corruptImage,
  deadlineExceeded,
  describe,
  foreignTopology,
  gridUnallocatable,
  helloTimeout,
  hostClosedPeer,
  hostErrors,
  hostFailed,
  hostHandlerFailed,
  hostLost,
  hostMalformed,
  hostMismatch,
  hostSequence,
  hostSilent,
  hostTransportClosed,
  invalidArgument,
  invalidBalancing,
  invalidDecomposition,
  invalidExecArgv,
  invalidOption,
  invalidRank,
  invalidTopology,
  lateFailure,
  launchEnv,
  launchEnvMissing,
  messageTooLarge,
  missingTwin,
  natsLost,
  natsServerUnavailable,
  notANeighbour,
  pathError,
  protocolError,
  ranksStuck,
  remoteFailed,
  restartsExhausted,
  runTimeout,
  singleHostOnly,
  strayThrowMessage,
  taskFailed,
  uncarriedValue,
  unknownBalancer,
  unknownOption
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL2Vycm9ycy50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBFdmVyeSBlcnJvciBNZXNod29yayB0aHJvd3MsIGluIG9uZSBwbGFjZSwgZWFjaCB3aXRoIGEgc3RhYmxlIGBjb2RlYC5cbiAqXG4gKiBNZXNzYWdlcyBzYXkgd2hhdCB3YXMgZXhwZWN0ZWQgYW5kIHdoYXQgY2FtZS4gQWRkIGEgY29kZSBoZXJlIChuZXZlciBpbmxpbmUgYSBtZXNzYWdlXG4gKiBlbHNld2hlcmUpIHNvIHRoZSB0YWJsZSBiZWxvdyBzdGF5cyB0aGUgc2luZ2xlIHNvdXJjZSBvZiB0aGUgZXJyb3Igc3VyZmFjZS5cbiAqL1xuXG5leHBvcnQgY29uc3QgRXJyb3JDb2RlcyA9IHtcbiAgLyoqIEFuIG9wdGlvbiBvciBhcmd1bWVudCBoYXMgdGhlIHdyb25nIHR5cGUsIHJhbmdlIG9yIHNoYXBlLiAqL1xuICBJTlZBTElEX0FSR1VNRU5UOiAnTVdfSU5WQUxJRF9BUkdVTUVOVCcsXG4gIC8qKiBBIHRvcG9sb2d5IHNoYXBlIGlzIGludmFsaWQgKDAgcmFua3MsIG5vbi1pbnRlZ2VyLCBuZWdhdGl2ZSBkaW1lbnNpb24sIDEtcmFuayByaW5nLi4uKS4gKi9cbiAgSU5WQUxJRF9UT1BPTE9HWTogJ01XX0lOVkFMSURfVE9QT0xPR1knLFxuICAvKiogQSByYW5rIGluZGV4IGlzIG91dHNpZGUgWzAsIHNpemUpLiAqL1xuICBJTlZBTElEX1JBTks6ICdNV19JTlZBTElEX1JBTksnLFxuICAvKiogQSBzZW5kIG9yIHJlY2VpdmUgbmFtZXMgYSByYW5rIHRoYXQgaXMgbm90IGEgbmVpZ2hib3VyLiAqL1xuICBOT1RfQV9ORUlHSEJPVVI6ICdNV19OT1RfQV9ORUlHSEJPVVInLFxuICAvKiogQSBtZXNzYWdlIGRvZXMgbm90IGZpdCBpbnRvIGEgcmluZyBidWZmZXIgZXZlbiB3aGVuIGVtcHR5LiAqL1xuICBNRVNTQUdFX1RPT19MQVJHRTogJ01XX01FU1NBR0VfVE9PX0xBUkdFJyxcbiAgLyoqIEEgYmxvY2tpbmcgd2FpdCBwYXNzZWQgaXRzIGRlYWRsaW5lLiAqL1xuICBERUFETElORV9FWENFRURFRDogJ01XX0RFQURMSU5FX0VYQ0VFREVEJyxcbiAgLyoqIFRoZSBydW4gd2FzIGFib3J0ZWQgKGFub3RoZXIgcmFuayBmYWlsZWQsIGEgc2lnbmFsIGZpcmVkLCB0aGUgaG9zdCBnYXZlIHVwKS4gKi9cbiAgQUJPUlRFRDogJ01XX0FCT1JURUQnLFxuICAvKiogQSBtZXNzYWdlIG9mIGFub3RoZXIga2luZCB0aGFuIGV4cGVjdGVkIGFycml2ZWQgKHByb3RvY29sIHZpb2xhdGlvbikuICovXG4gIFBST1RPQ09MOiAnTVdfUFJPVE9DT0wnLFxuICAvKiogQSByYW5rJ3MgcHJvZ3JhbSB0aHJldzsgYGNhdXNlYCBjYXJyaWVzIHRoZSBvcmlnaW5hbCBlcnJvci4gKi9cbiAgUkFOS19GQUlMRUQ6ICdNV19SQU5LX0ZBSUxFRCcsXG4gIC8qKiBBIHdvcmtlciB0aHJlYWQgZXhpdGVkIHdoaWxlIHJ1bm5pbmcgYSByYW5rLiAqL1xuICBXT1JLRVJfRVhJVEVEOiAnTVdfV09SS0VSX0VYSVRFRCcsXG4gIC8qKiBUaGUgd2hvbGUgcnVuIHBhc3NlZCBgdGltZW91dE1zYC4gKi9cbiAgUlVOX1RJTUVPVVQ6ICdNV19SVU5fVElNRU9VVCcsXG4gIC8qKiBUaGUgY2x1c3RlciB3YXMgY2xvc2VkLCBvciBpcyBydW5uaW5nIGFub3RoZXIgcHJvZ3JhbS4gKi9cbiAgQ0xVU1RFUl9TVEFURTogJ01XX0NMVVNURVJfU1RBVEUnLFxuICAvKiogQSBwcm9ncmFtIG1vZHVsZSBkb2VzIG5vdCBkZWZhdWx0LWV4cG9ydCBgZGVmaW5lUHJvZ3JhbSguLi4pYC4gKi9cbiAgSU5WQUxJRF9QUk9HUkFNOiAnTVdfSU5WQUxJRF9QUk9HUkFNJyxcbiAgLyoqIEEgZGVjb21wb3NpdGlvbiwgdGlsZSBvciBzaGlmdCByZXF1ZXN0IGRvZXMgbm90IGZpdCB0aGUgZ3JpZC4gKi9cbiAgSU5WQUxJRF9ERUNPTVBPU0lUSU9OOiAnTVdfSU5WQUxJRF9ERUNPTVBPU0lUSU9OJyxcbiAgLyoqIEEgYmFsYW5jZXIgb3IgcG9saWN5IG9wdGlvbiBpcyBtaXNzaW5nLCB1bmtub3duLCBvciBvdXQgb2YgcmFuZ2UuICovXG4gIElOVkFMSURfT1BUSU9OOiAnTVdfSU5WQUxJRF9PUFRJT04nLFxuICAvKiogTm8gYmFsYW5jZXIgb3IgcG9saWN5IGlzIHJlZ2lzdGVyZWQgdW5kZXIgdGhhdCBuYW1lLiAqL1xuICBVTktOT1dOX0JBTEFOQ0VSOiAnTVdfVU5LTk9XTl9CQUxBTkNFUicsXG4gIC8qKiBSYW5rcyBkaXNhZ3JlZWQgb24gYSBjb2xsZWN0aXZlIGNhbGwgKGRpZmZlcmVudCBvcCwgYXhpcywgb3Igc2hhcGUpLiAqL1xuICBDT0xMRUNUSVZFX01JU01BVENIOiAnTVdfQ09MTEVDVElWRV9NSVNNQVRDSCcsXG4gIC8qKiBBIHRhc2sgcnVuIGJ5IGEgdGFzayBzY2hlZHVsZXIgdGhyZXc7IHRoZSBtZXNzYWdlIG5hbWVzIHRoZSB0YXNrIHJlY29yZCwgYGNhdXNlYCBjYXJyaWVzIHRoZSBlcnJvci4gKi9cbiAgVEFTS19GQUlMRUQ6ICdNV19UQVNLX0ZBSUxFRCcsXG4gIC8qKlxuICAgKiBObyByYW5rIHBhc3NlZCBhIHdhaXQgZm9yIHRoZSBzdHVjay1yYW5rIGludGVydmFsIChgc3R1Y2tNc2ApIHdoaWxlIHNvbWUgcmFuIG91dHNpZGUgYW55IHdhaXRcbiAgICogKGEgQ1BVIGxvb3ApOiB0aGUgcnVuIGlzIHN0b3BwZWQ7IHRoZSBtZXNzYWdlIG5hbWVzIHRob3NlIHJhbmtzLlxuICAgKi9cbiAgU1RVQ0s6ICdNV19TVFVDSycsXG4gIC8qKlxuICAgKiBBIHJhbmsgdGhyZXcgYWZ0ZXIgaXRzIHByb2dyYW0gcmV0dXJuZWQgKGEgdGltZXIsIGEgZmxvYXRpbmcgcHJvbWlzZSk6IHJlcG9ydGVkIGZvciB0aGUgcnVuXG4gICAqIHRoYXQgc3RhcnRlZCBpdCAoYENsdXN0ZXIubGF0ZUZhaWx1cmVzYCwgYG9uTGF0ZUZhaWx1cmVgKSwgbmV2ZXIgYXMgdGhlIGZhaWx1cmUgb2YgYSBsYXRlciBydW4uXG4gICAqL1xuICBMQVRFX0ZBSUxVUkU6ICdNV19MQVRFX0ZBSUxVUkUnLFxuICAvKiogQSB0cmFjZSBmaWxlIHNheXMgYSBmb3JtYXQgdmVyc2lvbiB0aGlzIGJ1aWxkIGNhbm5vdCByZWFkLiAqL1xuICBUUkFDRV9WRVJTSU9OOiAnTVdfVFJBQ0VfVkVSU0lPTicsXG4gIC8qKiBBIHRyYWNlIGZpbGUgaXMgbm90IHZhbGlkIEpTT04sIG9yIGEgZmllbGQgaGFzIHRoZSB3cm9uZyB0eXBlLCByYW5nZSBvciBzaGFwZS4gKi9cbiAgVFJBQ0VfTUFMRk9STUVEOiAnTVdfVFJBQ0VfTUFMRk9STUVEJyxcbiAgLyoqIEEgdHJhY2UgZmlsZSBlbmRzIGJlZm9yZSBpdHMgSlNPTiBkb2VzIChhbiBpbnRlcnJ1cHRlZCB3cml0ZSBvciBjb3B5KS4gKi9cbiAgVFJBQ0VfVFJVTkNBVEVEOiAnTVdfVFJBQ0VfVFJVTkNBVEVEJyxcbiAgLyoqXG4gICAqIEEgZmVhdHVyZSB0aGF0IG5lZWRzIG9uZSBhZGRyZXNzIHNwYWNlIChzaGFyZWQtc3RvcmFnZSBncmlkcywgYGN0eC5zaGFyZUJ1ZmZlcmAsIHNoYXJlZFxuICAgKiBkZXF1ZXMgYW5kIHF1ZXVlcykgd2FzIHVzZWQgaW4gYSBjbHVzdGVyIHdob3NlIHJhbmtzIGxpdmUgaW4gc2V2ZXJhbCBob3N0IHByb2Nlc3Nlcy5cbiAgICovXG4gIFNJTkdMRV9IT1NUX09OTFk6ICdNV19TSU5HTEVfSE9TVF9PTkxZJyxcbiAgLyoqIEhvc3QgcHJvY2Vzc2VzIG9mIG9uZSBqb2IgZGlzYWdyZWUgb24gdGhlIHJ1biAocHJvZ3JhbSwgb3B0aW9ucywgdG9wb2xvZ3ksIGNsdXN0ZXIgb3B0aW9ucykuICovXG4gIEhPU1RfTUlTTUFUQ0g6ICdNV19IT1NUX01JU01BVENIJyxcbiAgLyoqIFRoZSBydW4gZmFpbGVkIG9uIGFub3RoZXIgaG9zdCBwcm9jZXNzOyBgY2F1c2VgIGNhcnJpZXMgdGhhdCBob3N0J3MgZXJyb3IuICovXG4gIFJFTU9URV9GQUlMRUQ6ICdNV19SRU1PVEVfRkFJTEVEJyxcbiAgLyoqXG4gICAqIENyb3NzLWhvc3QgdHJhbnNwb3J0OiBhIHBlZXIgaG9zdCB3ZW50IHNpbGVudCAobm8gaGVhcnRiZWF0KSwgZmFpbGVkIG9yIGNsb3NlZCwgb3IgdGhpcyBob3N0XG4gICAqIGxvc3QgKG9yIG5ldmVyIHJlYWNoZWQpIHRoZSBOQVRTIHNlcnZlcjsgdGhlIG1lc3NhZ2UgbmFtZXMgdGhlIGhvc3QocykgYW5kIHRoZSBjYXVzZS5cbiAgICovXG4gIEhPU1RfTE9TVDogJ01XX0hPU1RfTE9TVCcsXG4gIC8qKiBDcm9zcy1ob3N0IHRyYW5zcG9ydDogYSBtZXNzYWdlIG9mIGEgc3RyZWFtIGNhbWUgd2l0aCBhIGdhcCwgdHdpY2UsIG91dCBvZiBvcmRlciwgb3IgbWFsZm9ybWVkLiAqL1xuICBIT1NUX1BST1RPQ09MOiAnTVdfSE9TVF9QUk9UT0NPTCcsXG4gIC8qKiBDcm9zcy1ob3N0IHRyYW5zcG9ydDogc29tZSBob3N0cyBuZXZlciBzYWlkIGhlbGxvIGJlZm9yZSB0aGUgZGVhZGxpbmU7IHRoZSBtZXNzYWdlIG5hbWVzIHRoZW0uICovXG4gIEhPU1RfSEVMTE86ICdNV19IT1NUX0hFTExPJyxcbiAgLyoqIENyb3NzLWhvc3QgbGF1bmNoOiBhIGxhdW5jaCB2YXJpYWJsZSAoTUVTSFdPUktfKiwgT01QSV8qLCBQTUlfKiwgU0xVUk1fKikgaXMgbWlzc2luZyBvciBtYWxmb3JtZWQsIG9yIG5hdHMtc2VydmVyIGlzIG1pc3NpbmcuICovXG4gIEhPU1RfRU5WOiAnTVdfSE9TVF9FTlYnLFxuICAvKiogQ3Jvc3MtaG9zdCB0cmFuc3BvcnQ6IHVzZWQgYWZ0ZXIgY2xvc2UoKS4gKi9cbiAgSE9TVF9DTE9TRUQ6ICdNV19IT1NUX0NMT1NFRCcsXG4gIC8qKiBDcm9zcy1ob3N0IHRyYW5zcG9ydDogdGhlIG1lc3NhZ2UgaGFuZGxlciB0aHJldyBvciBpdHMgcHJvbWlzZSByZWplY3RlZDsgYGNhdXNlYCBjYXJyaWVzIHRoZSBlcnJvci4gKi9cbiAgSE9TVF9IQU5ETEVSOiAnTVdfSE9TVF9IQU5ETEVSJyxcbiAgLyoqXG4gICAqIEEgY2hlY2twb2ludCBjYW5ub3QgYmUgdGFrZW4gb3IgcmVzdG9yZWQgYXMgYXNrZWQ6IG1lc3NhZ2VzIHN0aWxsIGluIGZsaWdodCwgcmFua3MgYXQgZGlmZmVyZW50XG4gICAqIHN0ZXBzLCBzdGF0ZSB0aGF0IGNhbm5vdCBiZSBjbG9uZWQsIGEgcmVzdW1lZCBwcm9ncmFtIHRoYXQgY3JlYXRlcyBvdGhlciBncmlkcyB0aGFuIGl0IHNhdmVkLlxuICAgKi9cbiAgQ0hFQ0tQT0lOVDogJ01XX0NIRUNLUE9JTlQnLFxuICAvKiogTm8gY29tcGxldGUgY2hlY2twb2ludCBjb3VsZCBiZSByZWFkOiBldmVyeSBjYW5kaWRhdGUgd2FzIHRvcm4sIHRydW5jYXRlZCBvciBmYWlsZWQgaXRzIGNoZWNrc3VtLiAqL1xuICBDSEVDS1BPSU5UX0NPUlJVUFQ6ICdNV19DSEVDS1BPSU5UX0NPUlJVUFQnLFxuICAvKipcbiAgICogYHJlc3VtZUZyb21gIG5hbWVzIGEgY2hlY2twb2ludCB3cml0dGVuIGJ5IGFub3RoZXIgcnVuOiBhbm90aGVyIHByb2dyYW0sIG90aGVyIHByb2dyYW1cbiAgICogb3B0aW9ucywgb3IgYW5vdGhlciB0b3BvbG9neTsgdGhlIG1lc3NhZ2Ugc2F5cyB3aGF0IHdhcyBleHBlY3RlZCBhbmQgd2hhdCB0aGUgbWFuaWZlc3QgaG9sZHMuXG4gICAqL1xuICBDSEVDS1BPSU5UX01JU01BVENIOiAnTVdfQ0hFQ0tQT0lOVF9NSVNNQVRDSCcsXG4gIC8qKlxuICAgKiBBIHBhdGggY2Fubm90IGJlIHVzZWQgYXMgYXNrZWQ6IGEgZmlsZSB0byByZWFkIGlzIG5vdCBhIHJlZ3VsYXIgZmlsZSAoYSBGSUZPLCBhIGRldmljZSwgYVxuICAgKiBkaXJlY3RvcnkpLCBpcyBsYXJnZXIgdGhhbiBpdHMgY2FwLCBsaWVzIG91dHNpZGUgdGhlIGRpcmVjdG9yeSBpdCBiZWxvbmdzIHRvLCBvciBjYW5ub3QgYmVcbiAgICogb3BlbmVkOyBhIGRpcmVjdG9yeSBjYW5ub3QgYmUgY3JlYXRlZCBvciB3cml0dGVuIHRoZXJlICh1bmRlciAvcHJvYywgYSBmaWxlIGluIHRoZSB3YXkpLlxuICAgKi9cbiAgUEFUSDogJ01XX1BBVEgnLFxuICAvKiogUmFua3MgZGllZCBtb3JlIG9mdGVuIHRoYW4gYG1heFJlc3RhcnRzYCBhbGxvd3M7IHRoZSBtZXNzYWdlIGxpc3RzIGV2ZXJ5IGZhaWx1cmUuICovXG4gIFJFU1RBUlRTX0VYSEFVU1RFRDogJ01XX1JFU1RBUlRTX0VYSEFVU1RFRCcsXG59IGFzIGNvbnN0O1xuXG5leHBvcnQgdHlwZSBFcnJvckNvZGUgPSAodHlwZW9mIEVycm9yQ29kZXMpW2tleW9mIHR5cGVvZiBFcnJvckNvZGVzXTtcblxuZXhwb3J0IGludGVyZmFjZSBNZXNod29ya0Vycm9yRGV0YWlscyB7XG4gIC8qKiBSYW5rIG9uIHdoaWNoIHRoZSBlcnJvciBoYXBwZW5lZCwgd2hlbiBrbm93bi4gKi9cbiAgcmVhZG9ubHkgcmFuaz86IG51bWJlciB8IHVuZGVmaW5lZDtcbiAgLyoqIFBoYXNlIG5hbWUgKHNlZSBgY3R4LnBoYXNlYCkgYWN0aXZlIHdoZW4gdGhlIGVycm9yIGhhcHBlbmVkLCB3aGVuIGtub3duLiAqL1xuICByZWFkb25seSBwaGFzZT86IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgcmVhZG9ubHkgY2F1c2U/OiB1bmtub3duO1xufVxuXG4vKiogQmFzZSBjbGFzczogZXZlcnkgZXJyb3IgTWVzaHdvcmsgdGhyb3dzIGlzIGFuIGluc3RhbmNlLCB3aXRoIGEgc3RhYmxlIGBjb2RlYC4gKi9cbmV4cG9ydCBjbGFzcyBNZXNod29ya0Vycm9yIGV4dGVuZHMgRXJyb3Ige1xuICByZWFkb25seSBjb2RlOiBFcnJvckNvZGU7XG4gIHJlYWRvbmx5IHJhbms6IG51bWJlciB8IHVuZGVmaW5lZDtcbiAgcmVhZG9ubHkgcGhhc2U6IHN0cmluZyB8IHVuZGVmaW5lZDtcblxuICBjb25zdHJ1Y3Rvcihjb2RlOiBFcnJvckNvZGUsIG1lc3NhZ2U6IHN0cmluZywgZGV0YWlsczogTWVzaHdvcmtFcnJvckRldGFpbHMgPSB7fSkge1xuICAgIHN1cGVyKG1lc3NhZ2UsIGRldGFpbHMuY2F1c2UgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHsgY2F1c2U6IGRldGFpbHMuY2F1c2UgfSk7XG4gICAgdGhpcy5uYW1lID0gJ01lc2h3b3JrRXJyb3InO1xuICAgIHRoaXMuY29kZSA9IGNvZGU7XG4gICAgdGhpcy5yYW5rID0gZGV0YWlscy5yYW5rO1xuICAgIHRoaXMucGhhc2UgPSBkZXRhaWxzLnBoYXNlO1xuICB9XG59XG5cbi8qKlxuICogRGVzY3JpYmUgYSByZWNlaXZlZCB2YWx1ZSBmb3IgXCJtdXN0IGJlIFgsIGdvdCBZXCIgbWVzc2FnZXM6IGBudW1iZXIgM2AsIGBzdHJpbmcgXCJ4XCJgLCBgTmFOYCxcbiAqIGBhbiBhcnJheSBvZiBsZW5ndGggNGAsIGBGbG9hdDY0QXJyYXkoOClgLCBgYW4gb2JqZWN0IChNYXApYC4gTG9uZyBzdHJpbmdzIGFyZSBjdXQgYXQgNDBcbiAqIGNoYXJhY3RlcnMsIHNvIGEgbWVzc2FnZSBzdGF5cyBvbmUgbGluZSB3aGF0ZXZlciB0aGUgY2FsbGVyIHBhc3NlZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGRlc2NyaWJlKHZhbHVlOiB1bmtub3duKTogc3RyaW5nIHtcbiAgaWYgKHZhbHVlID09PSBudWxsKSByZXR1cm4gJ251bGwnO1xuICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCkgcmV0dXJuICd1bmRlZmluZWQnO1xuICBpZiAodHlwZW9mIHZhbHVlID09PSAnbnVtYmVyJykge1xuICAgIGlmIChOdW1iZXIuaXNOYU4odmFsdWUpKSByZXR1cm4gJ05hTic7XG4gICAgcmV0dXJuIGBudW1iZXIgJHt2YWx1ZX1gO1xuICB9XG4gIGlmICh0eXBlb2YgdmFsdWUgPT09ICdzdHJpbmcnKSByZXR1cm4gYHN0cmluZyAke0pTT04uc3RyaW5naWZ5KHZhbHVlLmxlbmd0aCA+IDQwID8gYCR7dmFsdWUuc2xpY2UoMCwgNDApfS4uLmAgOiB2YWx1ZSl9YDtcbiAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gJ2JpZ2ludCcpIHJldHVybiBgYmlnaW50ICR7dmFsdWV9bmA7XG4gIGlmICh0eXBlb2YgdmFsdWUgPT09ICdib29sZWFuJykgcmV0dXJuIGBib29sZWFuICR7dmFsdWV9YDtcbiAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gJ2Z1bmN0aW9uJykgcmV0dXJuICdhIGZ1bmN0aW9uJztcbiAgaWYgKHR5cGVvZiB2YWx1ZSA9PT0gJ3N5bWJvbCcpIHJldHVybiBgYSBzeW1ib2wgKCR7U3RyaW5nKHZhbHVlKX0pYDtcbiAgaWYgKEFycmF5LmlzQXJyYXkodmFsdWUpKSByZXR1cm4gYGFuIGFycmF5IG9mIGxlbmd0aCAke3ZhbHVlLmxlbmd0aH1gO1xuICBpZiAoQXJyYXlCdWZmZXIuaXNWaWV3KHZhbHVlKSkgcmV0dXJuIGAke3ZhbHVlLmNvbnN0cnVjdG9yLm5hbWV9KCR7KHZhbHVlIGFzIHsgbGVuZ3RoPzogbnVtYmVyIH0pLmxlbmd0aCA/PyB2YWx1ZS5ieXRlTGVuZ3RofSlgO1xuICByZXR1cm4gYGFuIG9iamVjdCAoJHtPYmplY3QucHJvdG90eXBlLnRvU3RyaW5nLmNhbGwodmFsdWUpLnNsaWNlKDgsIC0xKX0pYDtcbn1cblxuLyoqXG4gKiBBbiBhcmd1bWVudCBvZiBhIGZ1bmN0aW9uIGhhcyB0aGUgd3JvbmcgdHlwZSwgcmFuZ2Ugb3Igc2hhcGU6IGNvZGUgYE1XX0lOVkFMSURfQVJHVU1FTlRgLFxuICogbWVzc2FnZSBgPHdoYXQ+IG11c3QgYmUgPGV4cGVjdGVkPiwgZ290IDxkZXNjcmliZShnb3QpPmAuXG4gKlxuICogQHBhcmFtIHdoYXQgLSB0aGUgYXJndW1lbnQsIGFzIHRoZSBjYWxsZXIga25vd3MgaXQgKGBcInJhbmsgY291bnQgcFwiYCwgYFwibG9hZHNbM11cImApLlxuICogQHBhcmFtIGV4cGVjdGVkIC0gd2hhdCBpdCBtdXN0IGJlIChgXCJhbiBpbnRlZ2VyID49IDFcImApLlxuICogQHBhcmFtIGdvdCAtIHRoZSB2YWx1ZSByZWNlaXZlZDsge0BsaW5rIGRlc2NyaWJlfSBmb3JtYXRzIGl0LlxuICovXG5leHBvcnQgZnVuY3Rpb24gaW52YWxpZEFyZ3VtZW50KHdoYXQ6IHN0cmluZywgZXhwZWN0ZWQ6IHN0cmluZywgZ290OiB1bmtub3duKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLklOVkFMSURfQVJHVU1FTlQsIGAke3doYXR9IG11c3QgYmUgJHtleHBlY3RlZH0sIGdvdCAke2Rlc2NyaWJlKGdvdCl9YCk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBpbnZhbGlkVG9wb2xvZ3kod2hhdDogc3RyaW5nLCBleHBlY3RlZDogc3RyaW5nLCBnb3Q6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuSU5WQUxJRF9UT1BPTE9HWSwgYCR7d2hhdH0gbXVzdCBiZSAke2V4cGVjdGVkfSwgZ290ICR7ZGVzY3JpYmUoZ290KX1gKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIGludmFsaWRSYW5rKHJhbms6IHVua25vd24sIHNpemU6IG51bWJlcik6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5JTlZBTElEX1JBTkssIGByYW5rIG11c3QgYmUgYW4gaW50ZWdlciBpbiBbMCwgJHtzaXplfSksIGdvdCAke2Rlc2NyaWJlKHJhbmspfWApO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gbm90QU5laWdoYm91cihmcm9tOiBudW1iZXIsIHRvOiBudW1iZXIsIHRvcG9sb2d5OiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuTk9UX0FfTkVJR0hCT1VSLFxuICAgIGByYW5rICR7dG99IGlzIG5vdCBhIG5laWdoYm91ciBvZiByYW5rICR7ZnJvbX0gaW4gJHt0b3BvbG9neX07IGV4cGVjdGVkIG9uZSBvZiBpdHMgbmVpZ2hib3VycyAodXNlIHNlbmRUbyBmb3Igcm91dGVkIHNlbmRzKWAsXG4gICk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBtZXNzYWdlVG9vTGFyZ2UoYnl0ZXM6IG51bWJlciwgY2FwYWNpdHk6IG51bWJlcik6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5NRVNTQUdFX1RPT19MQVJHRSxcbiAgICBgbWVzc2FnZSBvZiAke2J5dGVzfSBieXRlcyBkb2VzIG5vdCBmaXQgYSBsaW5rIHJpbmcgb2YgJHtjYXBhY2l0eX0gYnl0ZXM7IGV4cGVjdGVkIGF0IG1vc3QgJHtjYXBhY2l0eX0gYnl0ZXMgcGVyIGZyYW1lIChsYXJnZSBwYXlsb2FkcyBhcmUgY2h1bmtlZCBieSB0aGUgbGluayBsYXllcilgLFxuICApO1xufVxuXG4vKiogQSB3YWl0IHBhc3NlZCBpdHMgZGVhZGxpbmU7IGBibGFtZWAgKG9wdGlvbmFsKSBzYXlzIHdoaWNoIHJhbmtzIGl0IHdhaXRlZCBmb3IgYW5kIHdoZXJlIHRoZXkgd2VyZS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBkZWFkbGluZUV4Y2VlZGVkKHdoYXQ6IHN0cmluZywgdGltZW91dE1zOiBudW1iZXIsIGJsYW1lPzogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLkRFQURMSU5FX0VYQ0VFREVELFxuICAgIGAke3doYXR9IGRpZCBub3QgY29tcGxldGUgd2l0aGluICR7dGltZW91dE1zfSBtczsgZXhwZWN0ZWQgdGhlIHBlZXIgdG8gcmVzcG9uZCBiZWZvcmUgdGhlIGRlYWRsaW5lJHtibGFtZSA9PT0gdW5kZWZpbmVkIHx8IGJsYW1lID09PSAnJyA/ICcnIDogYDsgJHtibGFtZX1gfWAsXG4gICk7XG59XG5cbmV4cG9ydCBmdW5jdGlvbiBhYm9ydGVkKHJlYXNvbjogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLkFCT1JURUQsIGBydW4gYWJvcnRlZDogJHtyZWFzb259YCk7XG59XG5cbi8qKlxuICogQSBkZWNvbXBvc2l0aW9uLCB0aWxlIG9yIHNoaWZ0IHJlcXVlc3QgZG9lcyBub3QgZml0IHRoZSBncmlkOiBjb2RlIGBNV19JTlZBTElEX0RFQ09NUE9TSVRJT05gLFxuICogbWVzc2FnZSBgPHdoYXQ+IG11c3QgYmUgPGV4cGVjdGVkPiwgZ290IDxkZXNjcmliZShnb3QpPmAuXG4gKlxuICogQHBhcmFtIHdoYXQgLSB0aGUgcmVxdWVzdCAoYFwiY3V0cyBvZiBheGlzIDBcImApLlxuICogQHBhcmFtIGV4cGVjdGVkIC0gd2hhdCBpdCBtdXN0IGJlIChgXCJub24tZGVjcmVhc2luZyBmcm9tIDAgdG8gNjRcImApLlxuICogQHBhcmFtIGdvdCAtIHRoZSB2YWx1ZSByZWNlaXZlZDsge0BsaW5rIGRlc2NyaWJlfSBmb3JtYXRzIGl0LlxuICovXG5leHBvcnQgZnVuY3Rpb24gaW52YWxpZERlY29tcG9zaXRpb24od2hhdDogc3RyaW5nLCBleHBlY3RlZDogc3RyaW5nLCBnb3Q6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuSU5WQUxJRF9ERUNPTVBPU0lUSU9OLCBgJHt3aGF0fSBtdXN0IGJlICR7ZXhwZWN0ZWR9LCBnb3QgJHtkZXNjcmliZShnb3QpfWApO1xufVxuXG4vKipcbiAqIEFuIG9wdGlvbiBvZiBhIGJhbGFuY2VyLCBwb2xpY3kgb3Igc2NoZWR1bGVyIGlzIG1pc3NpbmcsIG9mIHRoZSB3cm9uZyB0eXBlIG9yIG91dCBvZiByYW5nZTogY29kZVxuICogYE1XX0lOVkFMSURfT1BUSU9OYCwgbWVzc2FnZSBgPG93bmVyPjogb3B0aW9uIFwiPGtleT5cIiBtdXN0IGJlIDxleHBlY3RlZD4sIGdvdCA8ZGVzY3JpYmUoZ290KT5gLlxuICogYE9wdGlvblJlYWRlcmAgdGhyb3dzIHRoZXNlOyBhIHBsdWdpbiBjaGVja2luZyBhbiBvcHRpb24gaXRzZWxmIHNob3VsZCB0b28uXG4gKlxuICogQHBhcmFtIG93bmVyIC0gdGhlIHBsdWdpbidzIG5hbWUgKGBcInNkbGJcImAsIGBcImNlbnRyYWxcImApLlxuICogQHBhcmFtIGtleSAtIHRoZSBvcHRpb24gKGBcImF4aXNcImAsIGBcInNhbXBsZXNbMl1cImApLlxuICogQHBhcmFtIGV4cGVjdGVkIC0gd2hhdCBpdCBtdXN0IGJlIChgXCJhbiBheGlzIG9mIHRoZSAyLUQgZG9tYWluICg8IDIpXCJgKS5cbiAqIEBwYXJhbSBnb3QgLSB0aGUgdmFsdWUgcmVjZWl2ZWQ7IHtAbGluayBkZXNjcmliZX0gZm9ybWF0cyBpdC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGludmFsaWRPcHRpb24ob3duZXI6IHN0cmluZywga2V5OiBzdHJpbmcsIGV4cGVjdGVkOiBzdHJpbmcsIGdvdDogdW5rbm93bik6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTiwgYCR7b3duZXJ9OiBvcHRpb24gXCIke2tleX1cIiBtdXN0IGJlICR7ZXhwZWN0ZWR9LCBnb3QgJHtkZXNjcmliZShnb3QpfWApO1xufVxuXG4vKiogQW4gb3B0aW9uIGJsb2NrIGhvbGRzIGEga2V5IGl0cyBvd25lciBkb2VzIG5vdCByZWFkIChhIHR5cG8pLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVua25vd25PcHRpb24ob3duZXI6IHN0cmluZywga2V5OiBzdHJpbmcsIGtub3duOiByZWFkb25seSBzdHJpbmdbXSk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTixcbiAgICBgJHtvd25lcn06IHVua25vd24gb3B0aW9uICR7SlNPTi5zdHJpbmdpZnkoa2V5KX07IGV4cGVjdGVkIG9uZSBvZiB0aGUga25vd24gb3B0aW9ucyAoJHtrbm93bi5qb2luKCcsICcpIHx8ICdub25lJ30pYCxcbiAgKTtcbn1cblxuLyoqIEEgYmFsYW5jaW5nIGNob2ljZSB0aGF0IG5hbWVzIGl0cyBwb2xpY3kgdHdpY2UsIG9yIGFuIGludGVydmFsIHRoYXQgaXMgbm90IG9uZSAoYGV2ZXJ5YCkuICovXG5leHBvcnQgZnVuY3Rpb24gaW52YWxpZEJhbGFuY2luZyh3aGF0OiBzdHJpbmcsIGV4cGVjdGVkOiBzdHJpbmcsIGdvdDogdW5rbm93bik6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5ULCBgYmFsYW5jaW5nOiAke3doYXR9IG11c3QgYmUgJHtleHBlY3RlZH0sIGdvdCAke2Rlc2NyaWJlKGdvdCl9YCk7XG59XG5cbi8qKiBBIGJhbGFuY2VyLCBwb2xpY3kgb3Igc2NoZWR1bGVyIG5hbWUgbm8gZmFjdG9yeSBoYXM6IHdoaWNoIG5hbWVzIGV4aXN0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVua25vd25CYWxhbmNlcihraW5kOiBzdHJpbmcsIG5hbWU6IHVua25vd24sIGtub3duOiByZWFkb25seSBzdHJpbmdbXSk6IE1lc2h3b3JrRXJyb3Ige1xuICBjb25zdCB3aGF0ID0gdHlwZW9mIG5hbWUgPT09ICdzdHJpbmcnID8gSlNPTi5zdHJpbmdpZnkobmFtZSkgOiBkZXNjcmliZShuYW1lKTtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuVU5LTk9XTl9CQUxBTkNFUiwgYHVua25vd24gJHtraW5kfSAke3doYXR9OyBleHBlY3RlZCBvbmUgb2Y6ICR7a25vd24uam9pbignLCAnKX1gKTtcbn1cblxuZXhwb3J0IGZ1bmN0aW9uIHByb3RvY29sRXJyb3IoZXhwZWN0ZWQ6IHN0cmluZywgZ290OiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuUFJPVE9DT0wsIGBleHBlY3RlZCAke2V4cGVjdGVkfSwgZ290ICR7Z290fWApO1xufVxuXG4vKiogQSBncmlkIHdob3NlIHN0b3JhZ2UgVjggY291bGQgbm90IGFsbG9jYXRlICh0aGUgUmFuZ2VFcnJvciBpcyB0aGUgY2F1c2UpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGdyaWRVbmFsbG9jYXRhYmxlKHNoYXBlOiB1bmtub3duLCBjYXVzZTogRXJyb3IpOiBNZXNod29ya0Vycm9yIHtcbiAgY29uc3QgZ290ID0gQXJyYXkuaXNBcnJheShzaGFwZSkgPyBgWyR7c2hhcGUuam9pbignLCAnKX1dYCA6IGRlc2NyaWJlKHNoYXBlKTtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuSU5WQUxJRF9BUkdVTUVOVCxcbiAgICBgZ3JpZCBzaGFwZSBtdXN0IGJlIGEgZ3JpZCB3aG9zZSB0aWxlICh3aXRoIGl0cyBoYWxvKSB0aGlzIHJhbmsgY2FuIGFsbG9jYXRlLCBnb3QgJHtnb3R9ICgke2NhdXNlLm1lc3NhZ2V9KWAsXG4gICAgeyBjYXVzZSB9LFxuICApO1xufVxuXG5leHBvcnQgZnVuY3Rpb24gY29sbGVjdGl2ZU1pc21hdGNoKHdoYXQ6IHN0cmluZywgZXhwZWN0ZWQ6IHN0cmluZywgZ290OiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuQ09MTEVDVElWRV9NSVNNQVRDSCwgYCR7d2hhdH06IGV4cGVjdGVkICR7ZXhwZWN0ZWR9IG9uIGV2ZXJ5IHJhbmssIGdvdCAke2dvdH1gKTtcbn1cblxuLyoqIEEgdGFzayAoaXRzIHJlY29yZCBgcmVjb3JkYCkgdGhyZXcgb24gYHJhbmtgOiB0aGUgcnVuIGVuZHMgd2l0aCB0aGlzIGVycm9yLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHRhc2tGYWlsZWQocmFuazogbnVtYmVyLCByZWNvcmQ6IEFycmF5TGlrZTxudW1iZXI+LCBjYXVzZTogdW5rbm93bik6IE1lc2h3b3JrRXJyb3Ige1xuICBjb25zdCB3b3JkcyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IE1hdGgubWluKHJlY29yZC5sZW5ndGgsIDE2KSB9LCAoXywgaSkgPT4gcmVjb3JkW2ldKS5qb2luKCcsICcpO1xuICBjb25zdCB3aHkgPSBjYXVzZSBpbnN0YW5jZW9mIEVycm9yID8gY2F1c2UubWVzc2FnZSA6IFN0cmluZyhjYXVzZSk7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLlRBU0tfRkFJTEVELFxuICAgIGB0YXNrIFske3dvcmRzfSR7cmVjb3JkLmxlbmd0aCA+IDE2ID8gJywgLi4uJyA6ICcnfV0gdGhyZXcgb24gcmFuayAke3Jhbmt9OiAke3doeX07IGV4cGVjdGVkIGV2ZXJ5IHRhc2sgdG8gY29tcGxldGVgLFxuICAgIHsgcmFuaywgY2F1c2UgfSxcbiAgKTtcbn1cblxuLyoqIExvbmdlc3QgZGVsYXkgb2YgYSBOb2RlIHRpbWVyICgyXjMxIC0gMSBtcyk7IGEgbG9uZ2VyIG9uZSBmaXJlcyBhdCBvbmNlLiAqL1xuZXhwb3J0IGNvbnN0IE1BWF9USU1FUl9NUyA9IDIgKiogMzEgLSAxO1xuXG4vKiogQSBydW4gb3Igd2FpdCBkZWFkbGluZSBpbiBtczogYW4gaW50ZWdlciBpbiBbMSwgTUFYX1RJTUVSX01TXSAoTm9kZSB0aW1lcnMgb3ZlcmZsb3cgYmV5b25kKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1RpbWVyTXMod2hhdDogc3RyaW5nLCB2YWx1ZTogdW5rbm93bik6IG51bWJlciB7XG4gIGlmICh0eXBlb2YgdmFsdWUgIT09ICdudW1iZXInIHx8ICFOdW1iZXIuaXNJbnRlZ2VyKHZhbHVlKSB8fCB2YWx1ZSA8IDEgfHwgdmFsdWUgPiBNQVhfVElNRVJfTVMpIHtcbiAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoXG4gICAgICB3aGF0LFxuICAgICAgYGFuIGludGVnZXIgaW4gWzEsICR7TUFYX1RJTUVSX01TfV0gKG1zOyBOb2RlIHRpbWVycyBjYW5ub3Qgd2FpdCBsb25nZXIgdGhhbiAyXjMxIC0gMSBtcywgYWJvdXQgMjQuOCBkYXlzOiBsZWF2ZSBpdCBvdXQgZm9yIG5vIGRlYWRsaW5lKWAsXG4gICAgICB2YWx1ZSxcbiAgICApO1xuICB9XG4gIHJldHVybiB2YWx1ZTtcbn1cblxuLyoqXG4gKiBBIHdhaXQncyBvd24gZGVhZGxpbmUgaW4gbXMgKGEgcmVjZWl2ZSdzIGB0aW1lb3V0TXNgLCBgY3R4LmlkbGVgKTogYSBudW1iZXIgaW4gWzAsIDJeMzEgLSAxXS5cbiAqIE5hTiBvciBhIHN0cmluZyB3b3VsZCBvdGhlcndpc2Ugc2lsZW50bHkgbWVhbiBcIm5vIGRlYWRsaW5lXCIuXG4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjaGVja1dhaXRNcyh3aGF0OiBzdHJpbmcsIHZhbHVlOiB1bmtub3duKTogbnVtYmVyIHtcbiAgaWYgKHR5cGVvZiB2YWx1ZSAhPT0gJ251bWJlcicgfHwgISh2YWx1ZSA+PSAwICYmIHZhbHVlIDw9IE1BWF9USU1FUl9NUykpXG4gICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KHdoYXQsIGBhIG51bWJlciBvZiBtcyBpbiBbMCwgJHtNQVhfVElNRVJfTVN9XSAobGVhdmUgaXQgb3V0IGZvciB0aGUgY2x1c3RlcidzIHdhaXRUaW1lb3V0TXMpYCwgdmFsdWUpO1xuICByZXR1cm4gdmFsdWU7XG59XG5cbi8qKlxuICogQSB2YWx1ZSBjYW5ub3QgYmUgY2FycmllZDogYHdoYXRgIChlLmcuIFwic2VuZCB2YWx1ZVwiKSBtdXN0IGJlIGBleHBlY3RlZGA7IGBnb3RgIHNheXMgd2hhdCB3YXNcbiAqIGZvdW5kIGFuZCB3aGVyZSAoZS5nLiBcImEgZnVuY3Rpb24gYXQgdmFsdWUuZlwiKTsgYGhpbnRgIHdoYXQgdG8gZG8gaW5zdGVhZC5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHVuY2FycmllZFZhbHVlKHdoYXQ6IHN0cmluZywgZXhwZWN0ZWQ6IHN0cmluZywgZ290OiBzdHJpbmcsIGhpbnQ/OiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuSU5WQUxJRF9BUkdVTUVOVCwgYCR7d2hhdH0gbXVzdCBiZSAke2V4cGVjdGVkfSwgZ290ICR7Z290fSR7aGludCA9PT0gdW5kZWZpbmVkID8gJycgOiBgOyAke2hpbnR9YH1gKTtcbn1cblxuLyoqIEFuIG9iamVjdCBnaXZlbiBhcyBhIHRvcG9sb2d5IHRoYXQgbm8gdG9wb2xvZ3kgZmFjdG9yeSBtYWRlIChyYW5rcyByZWJ1aWxkIHRvcG9sb2dpZXMgZnJvbSBzcGVjcykuICovXG5leHBvcnQgZnVuY3Rpb24gZm9yZWlnblRvcG9sb2d5KGdvdDogdW5rbm93bik6IE1lc2h3b3JrRXJyb3Ige1xuICBjb25zdCBrZXlzID0gdHlwZW9mIGdvdCA9PT0gJ29iamVjdCcgJiYgZ290ICE9PSBudWxsID8gT2JqZWN0LmtleXMoZ290KS5zbGljZSgwLCA4KSA6IFtdO1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5JTlZBTElEX1RPUE9MT0dZLFxuICAgIGB0b3BvbG9neSBtdXN0IGJlIGEgc3RyaW5nIHN1Y2ggYXMgJ3Jpbmc6OCcsIGEgc3BlYyBzdWNoIGFzIHsga2luZDogJ3JpbmcnLCBzaXplOiA4IH0sIG9yIGEgVG9wb2xvZ3kgbWFkZSBieSBjaGFpbiwgcmluZywgbWVzaCwgdG9ydXMgb3IgaHlwZXJjdWJlIChyYW5rcyByZWJ1aWxkIGl0IGZyb20gaXRzIHNwZWMpLCBnb3QgJHtkZXNjcmliZShnb3QpfSR7a2V5cy5sZW5ndGggPT09IDAgPyAnJyA6IGAgd2l0aCBrZXlzICR7a2V5cy5qb2luKCcsICcpfWB9IHdob3NlIHNwZWMgZG9lcyBub3QgZGVzY3JpYmUgaXRgLFxuICApO1xufVxuXG4vKiogVGhlIHJ1biBkZWFkbGluZSBwYXNzZWQ7IGB3aGVyZWAgc2F5cyB3aGVyZSBlYWNoIHVuZmluaXNoZWQgcmFuayB3YXMuICovXG5leHBvcnQgZnVuY3Rpb24gcnVuVGltZW91dCh1cmw6IHN0cmluZywgdGltZW91dE1zOiBudW1iZXIsIHdoZXJlOiBzdHJpbmcsIHJ1bm5pbmc6IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5SVU5fVElNRU9VVCxcbiAgICBgcnVuIG9mICR7dXJsfSBkaWQgbm90IGZpbmlzaCB3aXRoaW4gJHt0aW1lb3V0TXN9IG1zOyB3aGVyZSB0aGUgcmFua3Mgd2VyZTogJHt3aGVyZX07IHJhbmtzIHN0aWxsIHJ1bm5pbmc6ICR7cnVubmluZ31gLFxuICApO1xufVxuXG4vKiogRGV2ZWxvcG1lbnQ6IGEgYC50c2AgcHJvZ3JhbSBoYXMgbm8gSmF2YVNjcmlwdCB0d2luIChwYWNrYWdlcy9ydW50aW1lL3NyYy93b3JrZXIvdHdpbnMudHMpLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIG1pc3NpbmdUd2luKHVybDogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLklOVkFMSURfUFJPR1JBTSwgYHByb2dyYW0gbW9kdWxlICR7dXJsfSBoYXMgbm8gSmF2YVNjcmlwdCB0d2luOiBydW4gbm9kZSBzY3JpcHRzL3Rlc3QtdHdpbnMubWpzYCk7XG59XG5cbi8qKiBXb3JrZXIgdGhyZWFkcyByZWZ1c2VkIGBleGVjQXJndmAgKFY4IG9wdGlvbnMsIHByb2Nlc3Mtd2lkZSBvcHRpb25zKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBpbnZhbGlkRXhlY0FyZ3YoZXhlY0FyZ3Y6IHJlYWRvbmx5IHN0cmluZ1tdLCByZWFzb246IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5ULFxuICAgIGBleGVjQXJndiBtdXN0IGJlIE5vZGUgb3B0aW9ucyB0aGF0IHdvcmtlciB0aHJlYWRzIGFjY2VwdCAobm90IFY4IG9wdGlvbnMgc3VjaCBhcyAtLW1heC1vbGQtc3BhY2Utc2l6ZTogdXNlIHJlc291cmNlTGltaXRzIGZvciBoZWFwIHNpemVzKSwgZ290ICR7SlNPTi5zdHJpbmdpZnkoZXhlY0FyZ3YpfTogJHtyZWFzb259YCxcbiAgKTtcbn1cblxuLyoqIFRoZSBzdHVjay1yYW5rIHdhdGNoZG9nIGZpcmVkOiBubyByYW5rIHBhc3NlZCBhIHdhaXQgZm9yIGBzdHVja01zYCwgYGJ1c3lgIHJhbiBvdXRzaWRlIGFueSB3YWl0LiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJhbmtzU3R1Y2sodXJsOiBzdHJpbmcsIHN0dWNrTXM6IG51bWJlciwgY291bnQ6IG51bWJlciwgYnVzeTogc3RyaW5nLCB3aGVyZTogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLlNUVUNLLFxuICAgIGBydW4gb2YgJHt1cmx9OiBubyByYW5rIHBhc3NlZCBhIHdhaXQgZm9yICR7c3R1Y2tNc30gbXMgd2hpbGUgcmFuayR7Y291bnQgPT09IDEgPyAnJyA6ICdzJ30gJHtidXN5fSByYW4gb3V0c2lkZSBhbnkgd2FpdCAoYSBDUFUgbG9vcD8pOyB3aGVyZSB0aGUgcmFua3Mgd2VyZTogJHt3aGVyZX07IGV4cGVjdGVkIHNvbWUgcmFuayB0byByZWFjaCBhIHJlY2VpdmUsIHNlbmQsIGJhcnJpZXIgb3IgY29sbGVjdGl2ZSB3aXRoaW4gc3R1Y2tNcyAocmFpc2Ugc3R1Y2tNcywgb3IgcGFzcyBzdHVja01zOiBmYWxzZSBmb3IgcGhhc2VzIHRoYXQgY29tcHV0ZSB0aGlzIGxvbmcgd2l0aG91dCBtZWV0aW5nKWAsXG4gICk7XG59XG5cbi8qKiBUaGUgbWVzc2FnZSBvZiBhIHJ1bidzIGZhaWx1cmUgY2F1c2VkIGJ5IGEgdGhyb3cgb3V0c2lkZSBpdHMgcHJvZ3JhbSdzIHByb21pc2UgY2hhaW4gKGEgdGltZXIsIGEgZmxvYXRpbmcgcHJvbWlzZSkuICovXG5leHBvcnQgZnVuY3Rpb24gc3RyYXlUaHJvd01lc3NhZ2UoaG93OiBzdHJpbmcsIG1lc3NhZ2U6IHN0cmluZyk6IHN0cmluZyB7XG4gIHJldHVybiBgJHtob3d9IG91dHNpZGUgdGhlIHByb2dyYW0ncyBvd24gcHJvbWlzZSBjaGFpbjogJHttZXNzYWdlfWA7XG59XG5cbi8qKiBSYW5rIGByYW5rYCB0aHJldyBhZnRlciBpdHMgcHJvZ3JhbSAocnVuIGBydW5gIG9mIGB1cmxgKSByZXR1cm5lZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsYXRlRmFpbHVyZShyYW5rOiBudW1iZXIsIHJ1bjogbnVtYmVyLCB1cmw6IHN0cmluZywgaG93OiBzdHJpbmcsIG1lc3NhZ2U6IHN0cmluZywgY2F1c2U/OiB1bmtub3duKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLkxBVEVfRkFJTFVSRSxcbiAgICBgcmFuayAke3Jhbmt9IHRocmV3IGFmdGVyIGl0cyBwcm9ncmFtIHJldHVybmVkIChydW4gIyR7cnVufSBvZiAke3VybH07ICR7aG93fSk6ICR7bWVzc2FnZX07IGV4cGVjdGVkIGV2ZXJ5IHRpbWVyIGFuZCBwcm9taXNlIGEgcHJvZ3JhbSBzdGFydHMgdG8gc2V0dGxlIGJlZm9yZSBpdCByZXR1cm5zYCxcbiAgICB7IHJhbmssIGNhdXNlIH0sXG4gICk7XG59XG5cbi8qKiBBc3NlcnQgYHZhbHVlYCBpcyBhbiBpbnRlZ2VyIGluIFttaW4sIG1heF07IG90aGVyd2lzZSB0aHJvdyBJTlZBTElEX0FSR1VNRU5UIG5hbWluZyBgd2hhdGAuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2tJbnQod2hhdDogc3RyaW5nLCB2YWx1ZTogdW5rbm93biwgbWluID0gTnVtYmVyLk1JTl9TQUZFX0lOVEVHRVIsIG1heCA9IE51bWJlci5NQVhfU0FGRV9JTlRFR0VSKTogbnVtYmVyIHtcbiAgaWYgKHR5cGVvZiB2YWx1ZSAhPT0gJ251bWJlcicgfHwgIU51bWJlci5pc0ludGVnZXIodmFsdWUpIHx8IHZhbHVlIDwgbWluIHx8IHZhbHVlID4gbWF4KSB7XG4gICAgY29uc3QgcmFuZ2UgPVxuICAgICAgbWluID09PSBOdW1iZXIuTUlOX1NBRkVfSU5URUdFUlxuICAgICAgICA/IG1heCA9PT0gTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVJcbiAgICAgICAgICA/ICdhbiBpbnRlZ2VyJ1xuICAgICAgICAgIDogYGFuIGludGVnZXIgPD0gJHttYXh9YFxuICAgICAgICA6IG1heCA9PT0gTnVtYmVyLk1BWF9TQUZFX0lOVEVHRVJcbiAgICAgICAgICA/IGBhbiBpbnRlZ2VyID49ICR7bWlufWBcbiAgICAgICAgICA6IGBhbiBpbnRlZ2VyIGluIFske21pbn0sICR7bWF4fV1gO1xuICAgIHRocm93IGludmFsaWRBcmd1bWVudCh3aGF0LCByYW5nZSwgdmFsdWUpO1xuICB9XG4gIHJldHVybiB2YWx1ZTtcbn1cblxuLyoqIGBmZWF0dXJlYCBuZWVkcyBvbmUgYWRkcmVzcyBzcGFjZTsgdGhlIGNsdXN0ZXIgc3BhbnMgYGhvc3RzYCBob3N0IHByb2Nlc3Nlcy4gYGluc3RlYWRgOiB0aGUgYWx0ZXJuYXRpdmUuICovXG5leHBvcnQgZnVuY3Rpb24gc2luZ2xlSG9zdE9ubHkoZmVhdHVyZTogc3RyaW5nLCBob3N0czogbnVtYmVyLCBpbnN0ZWFkOiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuU0lOR0xFX0hPU1RfT05MWSxcbiAgICBgJHtmZWF0dXJlfSBuZWVkcyBvbmUgYWRkcmVzcyBzcGFjZSwgYnV0IHRoaXMgY2x1c3RlciBzcGFucyAke2hvc3RzfSBob3N0IHByb2Nlc3NlczsgJHtpbnN0ZWFkfWAsXG4gICk7XG59XG5cbi8qKiBUaGUgc3RhcnQgaGFuZHNoYWtlIG9mIHJ1biBgcnVuYDogaG9zdCBgaG9zdGAgYXNrcyBmb3Igc29tZXRoaW5nIGVsc2UgdGhhbiB0aGlzIGhvc3QuICovXG5leHBvcnQgZnVuY3Rpb24gaG9zdE1pc21hdGNoKHJ1bjogbnVtYmVyLCBob3N0OiBudW1iZXIsIHdoYXQ6IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5IT1NUX01JU01BVENILFxuICAgIGBydW4gIyR7cnVufTogaG9zdCAke2hvc3R9ICR7d2hhdH07IGV4cGVjdGVkIGV2ZXJ5IGhvc3QgcHJvY2VzcyB0byBydW4gdGhlIHNhbWUgcHJvZ3JhbSB3aXRoIHRoZSBzYW1lIG9wdGlvbnMsIHRvcG9sb2d5IGFuZCBjbHVzdGVyIG9wdGlvbnNgLFxuICApO1xufVxuXG4vKiogSG9zdCBgaG9zdGAgKHJhbmtzIGByYW5rc2ApIG9yIHRoZSB0cmFuc3BvcnQgdG8gaXQgd2FzIGxvc3QgZHVyaW5nIHJ1biBgcnVuYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBob3N0TG9zdChydW46IG51bWJlciwgaG9zdDogbnVtYmVyIHwgdW5kZWZpbmVkLCByYW5rczogc3RyaW5nLCByZWFzb246IHN0cmluZywgY2F1c2U/OiB1bmtub3duKTogTWVzaHdvcmtFcnJvciB7XG4gIGNvbnN0IHdobyA9IGhvc3QgPT09IHVuZGVmaW5lZCA/ICd0aGUgdHJhbnNwb3J0IGJldHdlZW4gaG9zdHMnIDogYGhvc3QgJHtob3N0fSAocmFua3MgJHtyYW5rc30pYDtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuSE9TVF9MT1NULFxuICAgIGBydW4gIyR7cnVufTogJHt3aG99IHdhcyBsb3N0OiAke3JlYXNvbn07IGV4cGVjdGVkIGV2ZXJ5IGhvc3QgcHJvY2VzcyBvZiB0aGUgam9iIHRvIHN0YXkgY29ubmVjdGVkIHVudGlsIHRoZSBydW4gZW5kc2AsXG4gICAgeyBjYXVzZSB9LFxuICApO1xufVxuXG4vKiogQSBsaXN0IG9mIGhvc3QgaW5kaWNlcyBmb3IgbWVzc2FnZXM6IFwiaG9zdCAxXCIgb3IgXCJob3N0cyAxLCAzXCIuICovXG5mdW5jdGlvbiBob3N0TGlzdChob3N0czogcmVhZG9ubHkgbnVtYmVyW10pOiBzdHJpbmcge1xuICByZXR1cm4gYGhvc3Qke2hvc3RzLmxlbmd0aCA9PT0gMSA/ICcnIDogJ3MnfSAke2hvc3RzLmpvaW4oJywgJyl9YDtcbn1cblxuLyoqIFBlZXIgaG9zdHMgd2VudCBzaWxlbnQ6IG5vIGZyYW1lIChkYXRhLCBjcmVkaXQgb3IgaGVhcnRiZWF0KSBmb3IgYHNpbGVudE1zYC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBob3N0U2lsZW50KGhvc3RzOiByZWFkb25seSBudW1iZXJbXSwgc2lsZW50TXM6IG51bWJlciwgdmlhOiBzdHJpbmcpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuSE9TVF9MT1NULFxuICAgIGBsb3N0ICR7aG9zdExpc3QoaG9zdHMpfTogbm90aGluZyBoZWFyZCBmb3IgJHtzaWxlbnRNc30gbXMgb3ZlciAke3ZpYX07IGV4cGVjdGVkIGEgaGVhcnRiZWF0IGF0IGxlYXN0IGV2ZXJ5IGZldyBodW5kcmVkIG1zICh0aGUgcHJvY2VzcyBkaWVkLCBoYW5ncywgb3IgbG9zdCBpdHMgTkFUUyBjb25uZWN0aW9uKWAsXG4gICk7XG59XG5cbi8qKiBBIHBlZXIgaG9zdCByZXBvcnRlZCBpdHMgb3duIGZhaWx1cmUgKGl0cyBgcmVhc29uYCkgYmVmb3JlIGxlYXZpbmcuICovXG5leHBvcnQgZnVuY3Rpb24gaG9zdEZhaWxlZChob3N0OiBudW1iZXIsIHJlYXNvbjogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLkhPU1RfTE9TVCwgYGxvc3QgaG9zdCAke2hvc3R9OiBpdCBmYWlsZWQ6ICR7cmVhc29ufWApO1xufVxuXG4vKiogQSBwZWVyIGhvc3QgY2xvc2VkIGl0cyB0cmFuc3BvcnQ7IHNlbmRzIHRvIGl0IGNhbiBubyBsb25nZXIgYmUgZGVsaXZlcmVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGhvc3RDbG9zZWRQZWVyKGhvc3Q6IG51bWJlciwgc3RyZWFtOiBudW1iZXIpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuSE9TVF9MT1NULFxuICAgIGBsb3N0IGhvc3QgJHtob3N0fTogaXQgY2xvc2VkIGl0cyB0cmFuc3BvcnQgd2hpbGUgYSBtZXNzYWdlIHRvIGl0IG9uIHN0cmVhbSAke3N0cmVhbX0gd2FzIG5vdCB5ZXQgd2l0aGluIHRoZSBjcmVkaXQgd2luZG93OyBleHBlY3RlZCBldmVyeSBob3N0IHRvIGtlZXAgaXRzIHRyYW5zcG9ydCBvcGVuIHVudGlsIGFsbCBob3N0cyBhcmUgZG9uZWAsXG4gICk7XG59XG5cbi8qKiBUaGlzIGhvc3QgbG9zdCAob3IgbmV2ZXIgcmVhY2hlZCkgdGhlIE5BVFMgc2VydmVyOyBgd2hhdGAgc2F5cyBob3cgKFwiZGlzY29ubmVjdGVkXCIsIFwiY291bGQgbm90IGNvbm5lY3RcIikuICovXG5leHBvcnQgZnVuY3Rpb24gbmF0c0xvc3Qoc2VydmVyOiBzdHJpbmcsIHdoYXQ6IHN0cmluZywgY2F1c2U/OiB1bmtub3duKTogTWVzaHdvcmtFcnJvciB7XG4gIGNvbnN0IHdoeSA9IGNhdXNlIGluc3RhbmNlb2YgRXJyb3IgPyBgOiAke2NhdXNlLm1lc3NhZ2V9YCA6IGNhdXNlID09PSB1bmRlZmluZWQgPyAnJyA6IGA6ICR7U3RyaW5nKGNhdXNlKX1gO1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5IT1NUX0xPU1QsXG4gICAgYG5vIGNvbm5lY3Rpb24gdG8gdGhlIE5BVFMgc2VydmVyICR7c2VydmVyfSAoJHt3aGF0fSR7d2h5fSk7IGV4cGVjdGVkIGEgY29ubmVjdGlvbiBmb3IgdGhlIHdob2xlIGpvYiAoTkFUUyBjb3JlIGNhbiBkcm9wIG1lc3NhZ2VzIGFjcm9zcyBhIHJlY29ubmVjdCwgc28gdGhlIHRyYW5zcG9ydCBkb2VzIG5vdCByZXN1bWUpYCxcbiAgICB7IGNhdXNlIH0sXG4gICk7XG59XG5cbi8qKiBSdW4gYHJ1bmAgZmFpbGVkIG9uIGhvc3QgYGhvc3RgIChyYW5rcyBgcmFua3NgKTogYG1lc3NhZ2VgIGlzIHRoYXQgaG9zdCdzIGVycm9yLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHJlbW90ZUZhaWxlZChydW46IG51bWJlciwgaG9zdDogbnVtYmVyLCByYW5rczogc3RyaW5nLCBtZXNzYWdlOiBzdHJpbmcsIGNhdXNlOiB1bmtub3duKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLlJFTU9URV9GQUlMRUQsIGBydW4gIyR7cnVufSBmYWlsZWQgb24gaG9zdCAke2hvc3R9IChyYW5rcyAke3JhbmtzfSk6ICR7bWVzc2FnZX1gLCB7IGNhdXNlIH0pO1xufVxuXG4vKiogQSBmcmFtZSBvZiAoZnJvbSwgc3RyZWFtKSBicm9rZSB0aGUgc3RyZWFtJ3Mgb3JkZXI6IGEgZ2FwLCBhIGR1cGxpY2F0ZSBvciBhIHJlb3JkZXIuICovXG5leHBvcnQgZnVuY3Rpb24gaG9zdFNlcXVlbmNlKGZyb206IG51bWJlciwgc3RyZWFtOiBudW1iZXIsIGV4cGVjdGVkOiBzdHJpbmcsIGdvdDogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLkhPU1RfUFJPVE9DT0wsXG4gICAgYHN0cmVhbSAke3N0cmVhbX0gZnJvbSBob3N0ICR7ZnJvbX06IGV4cGVjdGVkICR7ZXhwZWN0ZWR9LCBnb3QgJHtnb3R9IChhIGxvc3QsIHJlcGVhdGVkIG9yIHJlb3JkZXJlZCBOQVRTIG1lc3NhZ2UpYCxcbiAgKTtcbn1cblxuLyoqIEEgZnJhbWUgZnJvbSBhIGhvc3Qgb2YgdGhpcyBqb2IgaXMgbWFsZm9ybWVkLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGhvc3RNYWxmb3JtZWQoZnJvbTogbnVtYmVyLCBleHBlY3RlZDogc3RyaW5nLCBnb3Q6IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5IT1NUX1BST1RPQ09MLCBgZnJhbWUgZnJvbSBob3N0ICR7ZnJvbX06IGV4cGVjdGVkICR7ZXhwZWN0ZWR9LCBnb3QgJHtnb3R9YCk7XG59XG5cbi8qKiBUaGUgaGVsbG8gYmFycmllciBwYXNzZWQgaXRzIGRlYWRsaW5lOyBgbWlzc2luZ2AgbmV2ZXIgc2FpZCBoZWxsby4gYHZpYWAgbmFtZXMgdGhlIHNlcnZlciBhbmQgdGhlIGpvYi4gKi9cbmV4cG9ydCBmdW5jdGlvbiBoZWxsb1RpbWVvdXQobWlzc2luZzogcmVhZG9ubHkgbnVtYmVyW10sIGhvc3RzOiBudW1iZXIsIHRpbWVvdXRNczogbnVtYmVyLCB2aWE6IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5IT1NUX0hFTExPLFxuICAgIGAke2hvc3RMaXN0KG1pc3NpbmcpfSBvZiAke2hvc3RzfSBuZXZlciBzYWlkIGhlbGxvIHdpdGhpbiAke3RpbWVvdXRNc30gbXMgb24gJHt2aWF9OyBleHBlY3RlZCBldmVyeSBob3N0IG9mIHRoZSBqb2IgdG8gY29ubmVjdCB0byB0aGUgc2FtZSBOQVRTIHNlcnZlciB3aXRoIHRoZSBzYW1lIGpvYiBpZCBhbmQgaG9zdCBjb3VudGAsXG4gICk7XG59XG5cbi8qKiBBIGxhdW5jaCB2YXJpYWJsZSBpcyBtaXNzaW5nIG9yIG1hbGZvcm1lZC4gKi9cbmV4cG9ydCBmdW5jdGlvbiBsYXVuY2hFbnYobmFtZTogc3RyaW5nLCBleHBlY3RlZDogc3RyaW5nLCBnb3Q6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuSE9TVF9FTlYsIGBsYXVuY2ggZW52aXJvbm1lbnQ6ICR7bmFtZX0gbXVzdCBiZSAke2V4cGVjdGVkfSwgZ290ICR7ZGVzY3JpYmUoZ290KX1gKTtcbn1cblxuLyoqIE5vIGxhdW5jaCB2YXJpYWJsZXMgYXQgYWxsLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGxhdW5jaEVudk1pc3NpbmcoKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLkhPU1RfRU5WLFxuICAgICdsYXVuY2ggZW52aXJvbm1lbnQ6IGV4cGVjdGVkIE1FU0hXT1JLX0hPU1QgYW5kIE1FU0hXT1JLX0hPU1RTLCBPTVBJX0NPTU1fV09STERfUkFOSyBhbmQgT01QSV9DT01NX1dPUkxEX1NJWkUgKG1waXJ1biksIFBNSV9SQU5LIGFuZCBQTUlfU0laRSwgb3IgU0xVUk1fUFJPQ0lEIGFuZCBTTFVSTV9OVEFTS1MgKHNydW4pLCBnb3Qgbm9uZSBvZiB0aGVtOyBzdGFydCB0aGUgaG9zdCBwcm9jZXNzZXMgd2l0aCBtZXNod29yayBsYXVuY2gsIG1waXJ1biBvciBzcnVuJyxcbiAgKTtcbn1cblxuLyoqIFRoZSBuYXRzLXNlcnZlciBiaW5hcnkgY291bGQgbm90IGJlIHN0YXJ0ZWQgKG1pc3NpbmcsIG9yIGl0IGRpZCBub3QgYmVjb21lIHJlYWR5KS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBuYXRzU2VydmVyVW5hdmFpbGFibGUoYmluYXJ5OiBzdHJpbmcsIHdoeTogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICBFcnJvckNvZGVzLkhPU1RfRU5WLFxuICAgIGBjYW5ub3Qgc3RhcnQgJHtiaW5hcnl9OiAke3doeX07IGV4cGVjdGVkIHRoZSBOQVRTIHNlcnZlciBiaW5hcnkgb24gUEFUSCAoRGViaWFuOiBhcHQtZ2V0IGluc3RhbGwgbmF0cy1zZXJ2ZXIpIG9yIGEgcnVubmluZyBzZXJ2ZXIgZ2l2ZW4gd2l0aCAtLW5hdHMgLyBNRVNIV09SS19OQVRTYCxcbiAgKTtcbn1cblxuLyoqIFRoZSB0cmFuc3BvcnQgd2FzIHVzZWQgYWZ0ZXIgY2xvc2UoKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiBob3N0VHJhbnNwb3J0Q2xvc2VkKHdoYXQ6IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5IT1NUX0NMT1NFRCwgYCR7d2hhdH06IHRoZSBob3N0IHRyYW5zcG9ydCBpcyBjbG9zZWQ7IGV4cGVjdGVkIGNhbGxzIGJlZm9yZSBjbG9zZSgpYCk7XG59XG5cbi8qKiBUaGUgbWVzc2FnZSBoYW5kbGVyIHRocmV3IGZvciBhIG1lc3NhZ2Ugb2YgKGZyb20sIHN0cmVhbSkuICovXG5leHBvcnQgZnVuY3Rpb24gaG9zdEhhbmRsZXJGYWlsZWQoZnJvbTogbnVtYmVyLCBzdHJlYW06IG51bWJlciwgY2F1c2U6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgY29uc3Qgd2h5ID0gY2F1c2UgaW5zdGFuY2VvZiBFcnJvciA/IGNhdXNlLm1lc3NhZ2UgOiBTdHJpbmcoY2F1c2UpO1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5IT1NUX0hBTkRMRVIsXG4gICAgYHRoZSBtZXNzYWdlIGhhbmRsZXIgdGhyZXcgZm9yIGEgbWVzc2FnZSBvZiBzdHJlYW0gJHtzdHJlYW19IGZyb20gaG9zdCAke2Zyb219OiAke3doeX07IGV4cGVjdGVkIGl0IHRvIHJldHVybiBvciByZXNvbHZlYCxcbiAgICB7IGNhdXNlIH0sXG4gICk7XG59XG5cbi8qKlxuICogVGhlIGNyb3NzLWhvc3QgZXJyb3IgZmFjdG9yaWVzLCBmb3IgdGhlIGhvc3QtdHJhbnNwb3J0IHBhY2thZ2UgKGBAbWVzaHdvcmsvaG9zdHNgKSwgd2hpY2hcbiAqIGJ1aWxkcyBpdHMgZXJyb3JzIGhlcmUgc28gdGhhdCBhbGwgZXJyb3IgdGV4dCBzdGF5cyBpbiB0aGlzIGZpbGUuXG4gKi9cbmV4cG9ydCBjb25zdCBob3N0RXJyb3JzID0ge1xuICBzaWxlbnQ6IGhvc3RTaWxlbnQsXG4gIGZhaWxlZDogaG9zdEZhaWxlZCxcbiAgY2xvc2VkUGVlcjogaG9zdENsb3NlZFBlZXIsXG4gIG5hdHNMb3N0LFxuICBzZXF1ZW5jZTogaG9zdFNlcXVlbmNlLFxuICBtYWxmb3JtZWQ6IGhvc3RNYWxmb3JtZWQsXG4gIGhlbGxvVGltZW91dCxcbiAgbGF1bmNoRW52LFxuICBsYXVuY2hFbnZNaXNzaW5nLFxuICBuYXRzU2VydmVyVW5hdmFpbGFibGUsXG4gIHRyYW5zcG9ydENsb3NlZDogaG9zdFRyYW5zcG9ydENsb3NlZCxcbiAgaGFuZGxlckZhaWxlZDogaG9zdEhhbmRsZXJGYWlsZWQsXG4gIGludmFsaWRBcmd1bWVudCxcbiAgY2hlY2tJbnQsXG59IGFzIGNvbnN0O1xuXG4vKiogQSBjaGVja3BvaW50IGNhbm5vdCBiZSB0YWtlbiBvciByZXN0b3JlZDogYHdoYXRgIG11c3QgYmUgYGV4cGVjdGVkYCwgZ290IGBnb3RgIChhbHJlYWR5IGRlc2NyaWJlZCkuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2twb2ludEVycm9yKHdoYXQ6IHN0cmluZywgZXhwZWN0ZWQ6IHN0cmluZywgZ290OiBzdHJpbmcsIHJhbms/OiBudW1iZXIpOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKEVycm9yQ29kZXMuQ0hFQ0tQT0lOVCwgYGNoZWNrcG9pbnQ6ICR7d2hhdH0gbXVzdCBiZSAke2V4cGVjdGVkfSwgZ290ICR7Z290fWAsIHsgcmFuayB9KTtcbn1cblxuLyoqIE5vIGNvbXBsZXRlIGNoZWNrcG9pbnQgaW4gYGRpcmA6IGByZWplY3RlZGAgc2F5cyB3aHkgZWFjaCBjYW5kaWRhdGUgd2FzIHJlZnVzZWQuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2twb2ludENvcnJ1cHQoZGlyOiBzdHJpbmcsIHJlamVjdGVkOiByZWFkb25seSBzdHJpbmdbXSk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5DSEVDS1BPSU5UX0NPUlJVUFQsXG4gICAgYG5vIGNvbXBsZXRlIGNoZWNrcG9pbnQgaW4gJHtkaXJ9OyBleHBlY3RlZCBhIG1hbmlmZXN0IHdob3NlIHJhbmsgZmlsZXMgYWxsIG1hdGNoIHRoZWlyIHNpemUgYW5kIHNoYTI1NiwgZ290ICR7cmVqZWN0ZWQubGVuZ3RoID09PSAwID8gJ25vIG1hbmlmZXN0IGF0IGFsbCcgOiByZWplY3RlZC5qb2luKCc7ICcpfWAsXG4gICk7XG59XG5cbi8qKlxuICogYHJlc3VtZUZyb21gIGZvdW5kIHRoZSBuZXdlc3QgY2hlY2twb2ludCBvZiBgZGlyYCB3cml0dGVuIGJ5IGFub3RoZXIgcnVuOyBgZGlmZnNgIG5hbWVzIGVhY2hcbiAqIGRpZmZlcmVuY2UgYXMgXCJYIGV4cGVjdGVkIC4uLiwgZ290IC4uLlwiLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY2hlY2twb2ludE1pc21hdGNoKGRpcjogc3RyaW5nLCBlcG9jaDogbnVtYmVyLCBzdGVwOiBudW1iZXIsIGRpZmZzOiByZWFkb25seSBzdHJpbmdbXSk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5DSEVDS1BPSU5UX01JU01BVENILFxuICAgIGBjaGVja3BvaW50OiB0aGUgbmV3ZXN0IGNoZWNrcG9pbnQgaW4gJHtkaXJ9IChlcG9jaCAke2Vwb2NofSwgc3RlcCAke3N0ZXB9KSB3YXMgd3JpdHRlbiBieSBhbm90aGVyIHJ1biwgZXhwZWN0ZWQgb25lIG9mIHRoaXMgcHJvZ3JhbSB3aXRoIHRoZXNlIG9wdGlvbnMgb24gdGhpcyB0b3BvbG9neTogJHtkaWZmcy5qb2luKCc7ICcpfWAsXG4gICk7XG59XG5cbi8qKiBgcGF0aGAgKGEgYHdoYXRgKSBjYW5ub3QgYmUgdXNlZDogZXhwZWN0ZWQgYGV4cGVjdGVkYCwgZ290IGBnb3RgLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIHBhdGhFcnJvcih3aGF0OiBzdHJpbmcsIHBhdGg6IHN0cmluZywgZXhwZWN0ZWQ6IHN0cmluZywgZ290OiBzdHJpbmcsIGNhdXNlPzogdW5rbm93bik6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5QQVRILCBgJHt3aGF0fSAke0pTT04uc3RyaW5naWZ5KHBhdGgpfTogZXhwZWN0ZWQgJHtleHBlY3RlZH0sIGdvdCAke2dvdH1gLCB7IGNhdXNlIH0pO1xufVxuXG4vKiogQSBjaGVja3BvaW50IGltYWdlIChhIHJhbmsncyBieXRlcyBpbiBtZW1vcnkgb3IgaW4gYSBmaWxlKSBkb2VzIG5vdCBkZWNvZGUuICovXG5leHBvcnQgZnVuY3Rpb24gY29ycnVwdEltYWdlKHdoZXJlOiBzdHJpbmcsIGV4cGVjdGVkOiBzdHJpbmcsIGdvdDogc3RyaW5nKTogTWVzaHdvcmtFcnJvciB7XG4gIHJldHVybiBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLkNIRUNLUE9JTlRfQ09SUlVQVCwgYGNoZWNrcG9pbnQgaW1hZ2UgJHt3aGVyZX06IGV4cGVjdGVkICR7ZXhwZWN0ZWR9LCBnb3QgJHtnb3R9YCk7XG59XG5cbi8qKiBSYW5rcyBmYWlsZWQgbW9yZSBvZnRlbiB0aGFuIGBtYXhSZXN0YXJ0c2AgYWxsb3dzOyBgZmFpbHVyZXNgIGRlc2NyaWJlcyBlYWNoLCBvbGRlc3QgZmlyc3QuICovXG5leHBvcnQgZnVuY3Rpb24gcmVzdGFydHNFeGhhdXN0ZWQodXJsOiBzdHJpbmcsIG1heFJlc3RhcnRzOiBudW1iZXIsIGZhaWx1cmVzOiByZWFkb25seSBzdHJpbmdbXSwgY2F1c2U6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIG5ldyBNZXNod29ya0Vycm9yKFxuICAgIEVycm9yQ29kZXMuUkVTVEFSVFNfRVhIQVVTVEVELFxuICAgIGBydW4gb2YgJHt1cmx9IGxvc3QgYSByYW5rICR7ZmFpbHVyZXMubGVuZ3RofSB0aW1lcywgZXhwZWN0ZWQgYXQgbW9zdCAke21heFJlc3RhcnRzICsgMX0gKG1heFJlc3RhcnRzICR7bWF4UmVzdGFydHN9KTogJHtmYWlsdXJlcy5tYXAoKGYsIGkpID0+IGBmYWlsdXJlICR7aSArIDF9OiAke2Z9YCkuam9pbignOyAnKX1gLFxuICAgIHsgY2F1c2UgfSxcbiAgKTtcbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQU9PLE1BQU0sYUFBYTtBQUFBO0FBQUEsRUFFeEIsa0JBQWtCO0FBQUE7QUFBQSxFQUVsQixrQkFBa0I7QUFBQTtBQUFBLEVBRWxCLGNBQWM7QUFBQTtBQUFBLEVBRWQsaUJBQWlCO0FBQUE7QUFBQSxFQUVqQixtQkFBbUI7QUFBQTtBQUFBLEVBRW5CLG1CQUFtQjtBQUFBO0FBQUEsRUFFbkIsU0FBUztBQUFBO0FBQUEsRUFFVCxVQUFVO0FBQUE7QUFBQSxFQUVWLGFBQWE7QUFBQTtBQUFBLEVBRWIsZUFBZTtBQUFBO0FBQUEsRUFFZixhQUFhO0FBQUE7QUFBQSxFQUViLGVBQWU7QUFBQTtBQUFBLEVBRWYsaUJBQWlCO0FBQUE7QUFBQSxFQUVqQix1QkFBdUI7QUFBQTtBQUFBLEVBRXZCLGdCQUFnQjtBQUFBO0FBQUEsRUFFaEIsa0JBQWtCO0FBQUE7QUFBQSxFQUVsQixxQkFBcUI7QUFBQTtBQUFBLEVBRXJCLGFBQWE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBS2IsT0FBTztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFLUCxjQUFjO0FBQUE7QUFBQSxFQUVkLGVBQWU7QUFBQTtBQUFBLEVBRWYsaUJBQWlCO0FBQUE7QUFBQSxFQUVqQixpQkFBaUI7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBS2pCLGtCQUFrQjtBQUFBO0FBQUEsRUFFbEIsZUFBZTtBQUFBO0FBQUEsRUFFZixlQUFlO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQUtmLFdBQVc7QUFBQTtBQUFBLEVBRVgsZUFBZTtBQUFBO0FBQUEsRUFFZixZQUFZO0FBQUE7QUFBQSxFQUVaLFVBQVU7QUFBQTtBQUFBLEVBRVYsYUFBYTtBQUFBO0FBQUEsRUFFYixjQUFjO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQUtkLFlBQVk7QUFBQTtBQUFBLEVBRVosb0JBQW9CO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQUtwQixxQkFBcUI7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNckIsTUFBTTtBQUFBO0FBQUEsRUFFTixvQkFBb0I7QUFDdEI7QUFhTyxNQUFNLHNCQUFzQixNQUFNO0FBQUEsRUFDOUI7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBRVQsWUFBWSxNQUFpQixTQUFpQixVQUFnQyxDQUFDLEdBQUc7QUFDaEYsVUFBTSxTQUFTLFFBQVEsVUFBVSxTQUFZLFNBQVksRUFBRSxPQUFPLFFBQVEsTUFBTSxDQUFDO0FBQ2pGLFNBQUssT0FBTztBQUNaLFNBQUssT0FBTztBQUNaLFNBQUssT0FBTyxRQUFRO0FBQ3BCLFNBQUssUUFBUSxRQUFRO0FBQUEsRUFDdkI7QUFDRjtBQU9PLFNBQVMsU0FBUyxPQUF3QjtBQUMvQyxNQUFJLFVBQVUsS0FBTSxRQUFPO0FBQzNCLE1BQUksVUFBVSxPQUFXLFFBQU87QUFDaEMsTUFBSSxPQUFPLFVBQVUsVUFBVTtBQUM3QixRQUFJLE9BQU8sTUFBTSxLQUFLLEVBQUcsUUFBTztBQUNoQyxXQUFPLFVBQVUsS0FBSztBQUFBLEVBQ3hCO0FBQ0EsTUFBSSxPQUFPLFVBQVUsU0FBVSxRQUFPLFVBQVUsS0FBSyxVQUFVLE1BQU0sU0FBUyxLQUFLLEdBQUcsTUFBTSxNQUFNLEdBQUcsRUFBRSxDQUFDLFFBQVEsS0FBSyxDQUFDO0FBQ3RILE1BQUksT0FBTyxVQUFVLFNBQVUsUUFBTyxVQUFVLEtBQUs7QUFDckQsTUFBSSxPQUFPLFVBQVUsVUFBVyxRQUFPLFdBQVcsS0FBSztBQUN2RCxNQUFJLE9BQU8sVUFBVSxXQUFZLFFBQU87QUFDeEMsTUFBSSxPQUFPLFVBQVUsU0FBVSxRQUFPLGFBQWEsT0FBTyxLQUFLLENBQUM7QUFDaEUsTUFBSSxNQUFNLFFBQVEsS0FBSyxFQUFHLFFBQU8sc0JBQXNCLE1BQU0sTUFBTTtBQUNuRSxNQUFJLFlBQVksT0FBTyxLQUFLLEVBQUcsUUFBTyxHQUFHLE1BQU0sWUFBWSxJQUFJLElBQUssTUFBOEIsVUFBVSxNQUFNLFVBQVU7QUFDNUgsU0FBTyxjQUFjLE9BQU8sVUFBVSxTQUFTLEtBQUssS0FBSyxFQUFFLE1BQU0sR0FBRyxFQUFFLENBQUM7QUFDekU7QUFVTyxTQUFTLGdCQUFnQixNQUFjLFVBQWtCLEtBQTZCO0FBQzNGLFNBQU8sSUFBSSxjQUFjLFdBQVcsa0JBQWtCLEdBQUcsSUFBSSxZQUFZLFFBQVEsU0FBUyxTQUFTLEdBQUcsQ0FBQyxFQUFFO0FBQzNHO0FBRU8sU0FBUyxnQkFBZ0IsTUFBYyxVQUFrQixLQUE2QjtBQUMzRixTQUFPLElBQUksY0FBYyxXQUFXLGtCQUFrQixHQUFHLElBQUksWUFBWSxRQUFRLFNBQVMsU0FBUyxHQUFHLENBQUMsRUFBRTtBQUMzRztBQUVPLFNBQVMsWUFBWSxNQUFlLE1BQTZCO0FBQ3RFLFNBQU8sSUFBSSxjQUFjLFdBQVcsY0FBYyxrQ0FBa0MsSUFBSSxVQUFVLFNBQVMsSUFBSSxDQUFDLEVBQUU7QUFDcEg7QUFFTyxTQUFTLGNBQWMsTUFBYyxJQUFZLFVBQWlDO0FBQ3ZGLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsUUFBUSxFQUFFLCtCQUErQixJQUFJLE9BQU8sUUFBUTtBQUFBLEVBQzlEO0FBQ0Y7QUFFTyxTQUFTLGdCQUFnQixPQUFlLFVBQWlDO0FBQzlFLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsY0FBYyxLQUFLLHNDQUFzQyxRQUFRLDRCQUE0QixRQUFRO0FBQUEsRUFDdkc7QUFDRjtBQUdPLFNBQVMsaUJBQWlCLE1BQWMsV0FBbUIsT0FBK0I7QUFDL0YsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxHQUFHLElBQUksNEJBQTRCLFNBQVMsd0RBQXdELFVBQVUsVUFBYSxVQUFVLEtBQUssS0FBSyxLQUFLLEtBQUssRUFBRTtBQUFBLEVBQzdKO0FBQ0Y7QUFFTyxTQUFTLFFBQVEsUUFBK0I7QUFDckQsU0FBTyxJQUFJLGNBQWMsV0FBVyxTQUFTLGdCQUFnQixNQUFNLEVBQUU7QUFDdkU7QUFVTyxTQUFTLHFCQUFxQixNQUFjLFVBQWtCLEtBQTZCO0FBQ2hHLFNBQU8sSUFBSSxjQUFjLFdBQVcsdUJBQXVCLEdBQUcsSUFBSSxZQUFZLFFBQVEsU0FBUyxTQUFTLEdBQUcsQ0FBQyxFQUFFO0FBQ2hIO0FBWU8sU0FBUyxjQUFjLE9BQWUsS0FBYSxVQUFrQixLQUE2QjtBQUN2RyxTQUFPLElBQUksY0FBYyxXQUFXLGdCQUFnQixHQUFHLEtBQUssYUFBYSxHQUFHLGFBQWEsUUFBUSxTQUFTLFNBQVMsR0FBRyxDQUFDLEVBQUU7QUFDM0g7QUFHTyxTQUFTLGNBQWMsT0FBZSxLQUFhLE9BQXlDO0FBQ2pHLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsR0FBRyxLQUFLLG9CQUFvQixLQUFLLFVBQVUsR0FBRyxDQUFDLHdDQUF3QyxNQUFNLEtBQUssSUFBSSxLQUFLLE1BQU07QUFBQSxFQUNuSDtBQUNGO0FBR08sU0FBUyxpQkFBaUIsTUFBYyxVQUFrQixLQUE2QjtBQUM1RixTQUFPLElBQUksY0FBYyxXQUFXLGtCQUFrQixjQUFjLElBQUksWUFBWSxRQUFRLFNBQVMsU0FBUyxHQUFHLENBQUMsRUFBRTtBQUN0SDtBQUdPLFNBQVMsZ0JBQWdCLE1BQWMsTUFBZSxPQUF5QztBQUNwRyxRQUFNLE9BQU8sT0FBTyxTQUFTLFdBQVcsS0FBSyxVQUFVLElBQUksSUFBSSxTQUFTLElBQUk7QUFDNUUsU0FBTyxJQUFJLGNBQWMsV0FBVyxrQkFBa0IsV0FBVyxJQUFJLElBQUksSUFBSSxzQkFBc0IsTUFBTSxLQUFLLElBQUksQ0FBQyxFQUFFO0FBQ3ZIO0FBRU8sU0FBUyxjQUFjLFVBQWtCLEtBQTRCO0FBQzFFLFNBQU8sSUFBSSxjQUFjLFdBQVcsVUFBVSxZQUFZLFFBQVEsU0FBUyxHQUFHLEVBQUU7QUFDbEY7QUFHTyxTQUFTLGtCQUFrQixPQUFnQixPQUE2QjtBQUM3RSxRQUFNLE1BQU0sTUFBTSxRQUFRLEtBQUssSUFBSSxJQUFJLE1BQU0sS0FBSyxJQUFJLENBQUMsTUFBTSxTQUFTLEtBQUs7QUFDM0UsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxvRkFBb0YsR0FBRyxLQUFLLE1BQU0sT0FBTztBQUFBLElBQ3pHLEVBQUUsTUFBTTtBQUFBLEVBQ1Y7QUFDRjtBQUVPLFNBQVMsbUJBQW1CLE1BQWMsVUFBa0IsS0FBNEI7QUFDN0YsU0FBTyxJQUFJLGNBQWMsV0FBVyxxQkFBcUIsR0FBRyxJQUFJLGNBQWMsUUFBUSx1QkFBdUIsR0FBRyxFQUFFO0FBQ3BIO0FBR08sU0FBUyxXQUFXLE1BQWMsUUFBMkIsT0FBK0I7QUFDakcsUUFBTSxRQUFRLE1BQU0sS0FBSyxFQUFFLFFBQVEsS0FBSyxJQUFJLE9BQU8sUUFBUSxFQUFFLEVBQUUsR0FBRyxDQUFDLEdBQUcsTUFBTSxPQUFPLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUNoRyxRQUFNLE1BQU0saUJBQWlCLFFBQVEsTUFBTSxVQUFVLE9BQU8sS0FBSztBQUNqRSxTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLFNBQVMsS0FBSyxHQUFHLE9BQU8sU0FBUyxLQUFLLFVBQVUsRUFBRSxtQkFBbUIsSUFBSSxLQUFLLEdBQUc7QUFBQSxJQUNqRixFQUFFLE1BQU0sTUFBTTtBQUFBLEVBQ2hCO0FBQ0Y7QUFHTyxNQUFNLGVBQWUsS0FBSyxLQUFLO0FBRy9CLFNBQVMsYUFBYSxNQUFjLE9BQXdCO0FBQ2pFLE1BQUksT0FBTyxVQUFVLFlBQVksQ0FBQyxPQUFPLFVBQVUsS0FBSyxLQUFLLFFBQVEsS0FBSyxRQUFRLGNBQWM7QUFDOUYsVUFBTTtBQUFBLE1BQ0o7QUFBQSxNQUNBLHFCQUFxQixZQUFZO0FBQUEsTUFDakM7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUNBLFNBQU87QUFDVDtBQU1PLFNBQVMsWUFBWSxNQUFjLE9BQXdCO0FBQ2hFLE1BQUksT0FBTyxVQUFVLFlBQVksRUFBRSxTQUFTLEtBQUssU0FBUztBQUN4RCxVQUFNLGdCQUFnQixNQUFNLHlCQUF5QixZQUFZLG9EQUFvRCxLQUFLO0FBQzVILFNBQU87QUFDVDtBQU1PLFNBQVMsZUFBZSxNQUFjLFVBQWtCLEtBQWEsTUFBOEI7QUFDeEcsU0FBTyxJQUFJLGNBQWMsV0FBVyxrQkFBa0IsR0FBRyxJQUFJLFlBQVksUUFBUSxTQUFTLEdBQUcsR0FBRyxTQUFTLFNBQVksS0FBSyxLQUFLLElBQUksRUFBRSxFQUFFO0FBQ3pJO0FBR08sU0FBUyxnQkFBZ0IsS0FBNkI7QUFDM0QsUUFBTSxPQUFPLE9BQU8sUUFBUSxZQUFZLFFBQVEsT0FBTyxPQUFPLEtBQUssR0FBRyxFQUFFLE1BQU0sR0FBRyxDQUFDLElBQUksQ0FBQztBQUN2RixTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLDJMQUEyTCxTQUFTLEdBQUcsQ0FBQyxHQUFHLEtBQUssV0FBVyxJQUFJLEtBQUssY0FBYyxLQUFLLEtBQUssSUFBSSxDQUFDLEVBQUU7QUFBQSxFQUNyUTtBQUNGO0FBR08sU0FBUyxXQUFXLEtBQWEsV0FBbUIsT0FBZSxTQUFnQztBQUN4RyxTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLFVBQVUsR0FBRywwQkFBMEIsU0FBUyw4QkFBOEIsS0FBSywwQkFBMEIsT0FBTztBQUFBLEVBQ3RIO0FBQ0Y7QUFHTyxTQUFTLFlBQVksS0FBNEI7QUFDdEQsU0FBTyxJQUFJLGNBQWMsV0FBVyxpQkFBaUIsa0JBQWtCLEdBQUcsMERBQTBEO0FBQ3RJO0FBR08sU0FBUyxnQkFBZ0IsVUFBNkIsUUFBK0I7QUFDMUYsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxrSkFBa0osS0FBSyxVQUFVLFFBQVEsQ0FBQyxLQUFLLE1BQU07QUFBQSxFQUN2TDtBQUNGO0FBR08sU0FBUyxXQUFXLEtBQWEsU0FBaUIsT0FBZSxNQUFjLE9BQThCO0FBQ2xILFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsVUFBVSxHQUFHLCtCQUErQixPQUFPLGlCQUFpQixVQUFVLElBQUksS0FBSyxHQUFHLElBQUksSUFBSSw4REFBOEQsS0FBSztBQUFBLEVBQ3ZLO0FBQ0Y7QUFHTyxTQUFTLGtCQUFrQixLQUFhLFNBQXlCO0FBQ3RFLFNBQU8sR0FBRyxHQUFHLDZDQUE2QyxPQUFPO0FBQ25FO0FBR08sU0FBUyxZQUFZLE1BQWMsS0FBYSxLQUFhLEtBQWEsU0FBaUIsT0FBZ0M7QUFDaEksU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxRQUFRLElBQUksMkNBQTJDLEdBQUcsT0FBTyxHQUFHLEtBQUssR0FBRyxNQUFNLE9BQU87QUFBQSxJQUN6RixFQUFFLE1BQU0sTUFBTTtBQUFBLEVBQ2hCO0FBQ0Y7QUFHTyxTQUFTLFNBQVMsTUFBYyxPQUFnQixNQUFNLE9BQU8sa0JBQWtCLE1BQU0sT0FBTyxrQkFBMEI7QUFDM0gsTUFBSSxPQUFPLFVBQVUsWUFBWSxDQUFDLE9BQU8sVUFBVSxLQUFLLEtBQUssUUFBUSxPQUFPLFFBQVEsS0FBSztBQUN2RixVQUFNLFFBQ0osUUFBUSxPQUFPLG1CQUNYLFFBQVEsT0FBTyxtQkFDYixlQUNBLGlCQUFpQixHQUFHLEtBQ3RCLFFBQVEsT0FBTyxtQkFDYixpQkFBaUIsR0FBRyxLQUNwQixrQkFBa0IsR0FBRyxLQUFLLEdBQUc7QUFDckMsVUFBTSxnQkFBZ0IsTUFBTSxPQUFPLEtBQUs7QUFBQSxFQUMxQztBQUNBLFNBQU87QUFDVDtBQUdPLFNBQVMsZUFBZSxTQUFpQixPQUFlLFNBQWdDO0FBQzdGLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsR0FBRyxPQUFPLG9EQUFvRCxLQUFLLG9CQUFvQixPQUFPO0FBQUEsRUFDaEc7QUFDRjtBQUdPLFNBQVMsYUFBYSxLQUFhLE1BQWMsTUFBNkI7QUFDbkYsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxRQUFRLEdBQUcsVUFBVSxJQUFJLElBQUksSUFBSTtBQUFBLEVBQ25DO0FBQ0Y7QUFHTyxTQUFTLFNBQVMsS0FBYSxNQUEwQixPQUFlLFFBQWdCLE9BQWdDO0FBQzdILFFBQU0sTUFBTSxTQUFTLFNBQVksZ0NBQWdDLFFBQVEsSUFBSSxXQUFXLEtBQUs7QUFDN0YsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxRQUFRLEdBQUcsS0FBSyxHQUFHLGNBQWMsTUFBTTtBQUFBLElBQ3ZDLEVBQUUsTUFBTTtBQUFBLEVBQ1Y7QUFDRjtBQUdBLFNBQVMsU0FBUyxPQUFrQztBQUNsRCxTQUFPLE9BQU8sTUFBTSxXQUFXLElBQUksS0FBSyxHQUFHLElBQUksTUFBTSxLQUFLLElBQUksQ0FBQztBQUNqRTtBQUdPLFNBQVMsV0FBVyxPQUEwQixVQUFrQixLQUE0QjtBQUNqRyxTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLFFBQVEsU0FBUyxLQUFLLENBQUMsdUJBQXVCLFFBQVEsWUFBWSxHQUFHO0FBQUEsRUFDdkU7QUFDRjtBQUdPLFNBQVMsV0FBVyxNQUFjLFFBQStCO0FBQ3RFLFNBQU8sSUFBSSxjQUFjLFdBQVcsV0FBVyxhQUFhLElBQUksZ0JBQWdCLE1BQU0sRUFBRTtBQUMxRjtBQUdPLFNBQVMsZUFBZSxNQUFjLFFBQStCO0FBQzFFLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsYUFBYSxJQUFJLDZEQUE2RCxNQUFNO0FBQUEsRUFDdEY7QUFDRjtBQUdPLFNBQVMsU0FBUyxRQUFnQixNQUFjLE9BQWdDO0FBQ3JGLFFBQU0sTUFBTSxpQkFBaUIsUUFBUSxLQUFLLE1BQU0sT0FBTyxLQUFLLFVBQVUsU0FBWSxLQUFLLEtBQUssT0FBTyxLQUFLLENBQUM7QUFDekcsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxvQ0FBb0MsTUFBTSxLQUFLLElBQUksR0FBRyxHQUFHO0FBQUEsSUFDekQsRUFBRSxNQUFNO0FBQUEsRUFDVjtBQUNGO0FBR08sU0FBUyxhQUFhLEtBQWEsTUFBYyxPQUFlLFNBQWlCLE9BQStCO0FBQ3JILFNBQU8sSUFBSSxjQUFjLFdBQVcsZUFBZSxRQUFRLEdBQUcsbUJBQW1CLElBQUksV0FBVyxLQUFLLE1BQU0sT0FBTyxJQUFJLEVBQUUsTUFBTSxDQUFDO0FBQ2pJO0FBR08sU0FBUyxhQUFhLE1BQWMsUUFBZ0IsVUFBa0IsS0FBNEI7QUFDdkcsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxVQUFVLE1BQU0sY0FBYyxJQUFJLGNBQWMsUUFBUSxTQUFTLEdBQUc7QUFBQSxFQUN0RTtBQUNGO0FBR08sU0FBUyxjQUFjLE1BQWMsVUFBa0IsS0FBNEI7QUFDeEYsU0FBTyxJQUFJLGNBQWMsV0FBVyxlQUFlLG1CQUFtQixJQUFJLGNBQWMsUUFBUSxTQUFTLEdBQUcsRUFBRTtBQUNoSDtBQUdPLFNBQVMsYUFBYSxTQUE0QixPQUFlLFdBQW1CLEtBQTRCO0FBQ3JILFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsR0FBRyxTQUFTLE9BQU8sQ0FBQyxPQUFPLEtBQUssNEJBQTRCLFNBQVMsVUFBVSxHQUFHO0FBQUEsRUFDcEY7QUFDRjtBQUdPLFNBQVMsVUFBVSxNQUFjLFVBQWtCLEtBQTZCO0FBQ3JGLFNBQU8sSUFBSSxjQUFjLFdBQVcsVUFBVSx1QkFBdUIsSUFBSSxZQUFZLFFBQVEsU0FBUyxTQUFTLEdBQUcsQ0FBQyxFQUFFO0FBQ3ZIO0FBR08sU0FBUyxtQkFBa0M7QUFDaEQsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWDtBQUFBLEVBQ0Y7QUFDRjtBQUdPLFNBQVMsc0JBQXNCLFFBQWdCLEtBQTRCO0FBQ2hGLFNBQU8sSUFBSTtBQUFBLElBQ1QsV0FBVztBQUFBLElBQ1gsZ0JBQWdCLE1BQU0sS0FBSyxHQUFHO0FBQUEsRUFDaEM7QUFDRjtBQUdPLFNBQVMsb0JBQW9CLE1BQTZCO0FBQy9ELFNBQU8sSUFBSSxjQUFjLFdBQVcsYUFBYSxHQUFHLElBQUksK0RBQStEO0FBQ3pIO0FBR08sU0FBUyxrQkFBa0IsTUFBYyxRQUFnQixPQUErQjtBQUM3RixRQUFNLE1BQU0saUJBQWlCLFFBQVEsTUFBTSxVQUFVLE9BQU8sS0FBSztBQUNqRSxTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLHFEQUFxRCxNQUFNLGNBQWMsSUFBSSxLQUFLLEdBQUc7QUFBQSxJQUNyRixFQUFFLE1BQU07QUFBQSxFQUNWO0FBQ0Y7QUFNTyxNQUFNLGFBQWE7QUFBQSxFQUN4QixRQUFRO0FBQUEsRUFDUixRQUFRO0FBQUEsRUFDUixZQUFZO0FBQUEsRUFDWjtBQUFBLEVBQ0EsVUFBVTtBQUFBLEVBQ1YsV0FBVztBQUFBLEVBQ1g7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBLGlCQUFpQjtBQUFBLEVBQ2pCLGVBQWU7QUFBQSxFQUNmO0FBQUEsRUFDQTtBQUNGO0FBR08sU0FBUyxnQkFBZ0IsTUFBYyxVQUFrQixLQUFhLE1BQThCO0FBQ3pHLFNBQU8sSUFBSSxjQUFjLFdBQVcsWUFBWSxlQUFlLElBQUksWUFBWSxRQUFRLFNBQVMsR0FBRyxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQ2pIO0FBR08sU0FBUyxrQkFBa0IsS0FBYSxVQUE0QztBQUN6RixTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLDZCQUE2QixHQUFHLCtFQUErRSxTQUFTLFdBQVcsSUFBSSx1QkFBdUIsU0FBUyxLQUFLLElBQUksQ0FBQztBQUFBLEVBQ25MO0FBQ0Y7QUFNTyxTQUFTLG1CQUFtQixLQUFhLE9BQWUsTUFBYyxPQUF5QztBQUNwSCxTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYLHdDQUF3QyxHQUFHLFdBQVcsS0FBSyxVQUFVLElBQUksbUdBQW1HLE1BQU0sS0FBSyxJQUFJLENBQUM7QUFBQSxFQUM5TDtBQUNGO0FBR08sU0FBUyxVQUFVLE1BQWMsTUFBYyxVQUFrQixLQUFhLE9BQWdDO0FBQ25ILFNBQU8sSUFBSSxjQUFjLFdBQVcsTUFBTSxHQUFHLElBQUksSUFBSSxLQUFLLFVBQVUsSUFBSSxDQUFDLGNBQWMsUUFBUSxTQUFTLEdBQUcsSUFBSSxFQUFFLE1BQU0sQ0FBQztBQUMxSDtBQUdPLFNBQVMsYUFBYSxPQUFlLFVBQWtCLEtBQTRCO0FBQ3hGLFNBQU8sSUFBSSxjQUFjLFdBQVcsb0JBQW9CLG9CQUFvQixLQUFLLGNBQWMsUUFBUSxTQUFTLEdBQUcsRUFBRTtBQUN2SDtBQUdPLFNBQVMsa0JBQWtCLEtBQWEsYUFBcUIsVUFBNkIsT0FBK0I7QUFDOUgsU0FBTyxJQUFJO0FBQUEsSUFDVCxXQUFXO0FBQUEsSUFDWCxVQUFVLEdBQUcsZ0JBQWdCLFNBQVMsTUFBTSw0QkFBNEIsY0FBYyxDQUFDLGlCQUFpQixXQUFXLE1BQU0sU0FBUyxJQUFJLENBQUMsR0FBRyxNQUFNLFdBQVcsSUFBSSxDQUFDLEtBQUssQ0FBQyxFQUFFLEVBQUUsS0FBSyxJQUFJLENBQUM7QUFBQSxJQUNwTCxFQUFFLE1BQU07QUFBQSxFQUNWO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
