/**
 * Host side: one rank per worker thread on piscina (the only module that imports it), the shared
 * buffers wired in, programs run on every rank, failures turned into one clear error.
 */

import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MessageChannel, type MessagePort, type ResourceLimits, Worker } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { CollectiveMode } from '../comm/collectives.ts';
import { checkLinkCost, type LinkCost } from '../comm/cost.ts';
import { ABORT, allocateBuffers, bellIndex, type ClusterBuffers, resetBuffers } from '../comm/layout.ts';
import type { LinkStats, RouteStats } from '../comm/links.ts';
import { beatOf, describeRanks, finished, inWait, rankList } from '../comm/status.ts';
import { inspectCloneValue } from '../comm/values.ts';
import {
  aborted,
  checkInt,
  checkTimerMs,
  type ErrorCode,
  ErrorCodes,
  foreignTopology,
  invalidArgument,
  invalidExecArgv,
  lateFailure,
  MAX_TIMER_MS,
  MeshworkError,
  neverBalances,
  ranksStuck,
  runTimeout,
  singleHostOnly,
  uncarriedValue,
} from '../errors.ts';
import { aggregate } from '../metrics/derive.ts';
import type { RankMetrics, RunMetrics } from '../metrics/types.ts';
import { checkNodeVersion } from '../node-version.ts';
import type { OptionsOf, ProgramRef, ResultOf, UntypedProgramUrl } from '../program.ts';
import { SpscRing } from '../shm/ring.ts';
import { DEFAULT_SLICE_MS, type SpinRule, spinRuleFor } from '../shm/wait.ts';
import { checkTimelineOption, type TimelineOptions } from '../timeline/options.ts';
import { parseTopology, topologyFromSpec } from '../topology/index.ts';
import { GridTopology } from '../topology/topology.ts';
import type { Topology, TopologySpec } from '../topology/types.ts';
import type { ShareMessage } from '../worker/share.ts';
import type { DrainOutcome, DrainTask, LateReport, RankFailure, RankOutcome, RankTask } from '../worker/task.ts';
import { workerEntry } from './entry.ts';
import type { HostTransport } from './hosts.ts';
import { checkTransport, HostSession } from './hybrid.ts';
import type { Placement } from './placement.ts';
import { Recovery, type RecoveryOptions } from './recovery.ts';
import { TimelineHost } from './timeline-host.ts';

/**
 * Default data bytes of a link ring. Measured in bench/ (1 MiB messages, 2 ranks): a 256 KiB ring
 * (two chunks in flight) ran at 23-25% of a cache-resident `Uint8Array.set`, a 1 MiB ring (eight)
 * at 46-48%: a producer that can run ahead is not held by every stall of the consumer.
 */
export const DEFAULT_LINK_BYTES = 1 << 20;

export interface ClusterOptions {
  /** The rank graph: a Topology, its spec, or a string such as `ring:8`, `mesh:2x4`. */
  readonly topology: Topology | TopologySpec | string;
  /**
   * Data bytes of each directed link ring (power of two, default `DEFAULT_LINK_BYTES`, 1 MiB: eight
   * 128 KiB chunks in flight; memory is this times the number of directed edges).
   */
  readonly linkBytes?: number;
  /** Bytes per rank of the shared-memory collective scratch (default 64 KiB). */
  readonly collectiveBytes?: number;
  /**
   * Busy-wait before sleeping in a wait: 'auto' (default) spins only while ranks <= cores
   * (`spinRuleFor`), with an adaptive budget: `DEFAULT_SPIN_MICROS` µs at first, growing up to
   * `MAX_SPIN_MICROS` while a rank's recent waits ended soon and shrinking back when they were
   * long (shm/README.md, "Adaptive waiting"); true spins that way whatever the cores; false never
   * spins; a number spins for at most that many µs, fixed (0: never).
   */
  readonly spin?: 'auto' | boolean | number;
  /** Cores to assume for 'auto' spinning (default: os.availableParallelism()). */
  readonly cores?: number;
  /** Deadline of any single blocking wait inside a rank, in ms (default 30 000). */
  readonly waitTimeoutMs?: number;
  /** Collectives behind `ctx.comm`: fast shared memory (default) or topology-faithful links. */
  readonly collectives?: CollectiveMode;
  /** Emulated link cost (latency, bandwidth), paid by senders. */
  readonly linkCost?: LinkCost;
  /**
   * Extra Node flags for the worker threads: options workers accept (checked here by starting one
   * thread with them); V8 options such as --max-old-space-size are refused (use resourceLimits).
   */
  readonly execArgv?: readonly string[];
  /**
   * Per-rank (per worker thread) V8 limits, in MB: `maxOldGenerationSizeMb` (heap),
   * `maxYoungGenerationSizeMb`, `codeRangeSizeMb`, `stackSizeMb` (minimums 16, 1, 1 and 0.5; Node's
   * default stack is 4). A rank past its heap limit
   * ends the run with MW_WORKER_EXITED ("out of memory"). Default: Node's.
   */
  readonly resourceLimits?: ResourceLimits;
  /**
   * Per-rank budget, in MiB (2^20 bytes; a finite number >= 1), of the ArrayBuffer and
   * SharedArrayBuffer memory the runtime allocates for a rank, which `resourceLimits` do not cap
   * (V8 keeps buffers outside its heap). Counted: the buffers of the rank's grids (distributed
   * storage, the spare a remap keeps, remap scratch, halo buffers; a shared-storage grid's buffer
   * counts on rank 0, which allocates it), the rank's checkpoint image buffers, the staging arrays
   * of collectives over links, and idle grid storage the rank's thread keeps from earlier runs
   * for reuse (trimmed to fit). Checked, not held: what `grid.gather` allocates (its result is the
   * program's). Not counted: buffers and typed arrays the program allocates itself, values it
   * receives (messages, collective results), and the link rings and collective scratch (fixed by
   * `linkBytes` and `collectiveBytes`). An allocation that would pass the budget is refused on the
   * rank before anything is allocated: the run fails with MW_RANK_FAILED whose cause is
   * MW_MEMORY_BUDGET, naming the rank, the request, what the rank holds and the budget. Default: none.
   */
  readonly memoryBudgetMb?: number;
  /**
   * Stuck-rank interval, ms: when no rank has passed a receive, barrier or wait for this long and
   * some rank runs outside any wait (a CPU loop), the run ends with MW_STUCK naming those ranks.
   * Default 2 x waitTimeoutMs (60 s); `false` turns the watchdog off. Overridable per run.
   */
  readonly stuckMs?: number | false;
  /**
   * Called with each MW_LATE_FAILURE: a rank threw after its program returned (a timer, a
   * floating promise). Default: `process.emitWarning`. Either way `Cluster.lateFailures` lists them.
   */
  readonly onLateFailure?: (error: MeshworkError) => void;
  /**
   * Run the ranks in several host processes: this process runs only its block of ranks (the
   * placement follows the topology, `Cluster.placement`), links that cross hosts and the shm
   * collectives go through this transport (e.g. `connectFromEnv()` of `@meshwork/hosts`). Every
   * host process creates the same cluster and runs the same programs with the same options.
   * Default: every rank in this process.
   */
  readonly hosts?: HostTransport;
}

export interface RunOptions extends RecoveryOptions {
  /** Aborts the run (MW_ABORTED); must be an AbortSignal. */
  readonly signal?: AbortSignal;
  /**
   * Deadline of the whole run in ms, an integer in [1, 2^31 - 1] (Node timers cannot wait longer;
   * larger values are refused). Default: none beyond the per-wait deadline and the stuck-rank watchdog.
   */
  readonly timeoutMs?: number;
  /** Override the cluster's collective mode for this run. */
  readonly collectives?: CollectiveMode;
  /** Override the cluster's stuck-rank interval for this run (`false`: off). */
  readonly stuckMs?: number | false;
  /**
   * Record the run's timeline into a file in the Chrome Trace Event format (Perfetto,
   * chrome://tracing): a path, or `TimelineOptions` (caps, message sampling, provenance). One
   * thread per rank with its phases, waits, balances, remaps and checkpoints, load counters and
   * message arrows (docs/timelines.md). A path that cannot be written is refused before the run
   * (MW_PATH). Off by default: the ranks then pay one branch at points that already time or count.
   */
  readonly timeline?: string | TimelineOptions;
}

export interface RunResult<R> {
  /** Each rank's return value, by rank. */
  readonly results: R[];
  /** Per-rank phase records, by rank. */
  readonly ranks: RankMetrics[];
  /** Phases matched across ranks with LE, U_k, max/avg (busy time and work units). */
  readonly metrics: RunMetrics;
  /** links[rank][port]: traffic of each link. */
  readonly links: LinkStats[][];
  readonly route: RouteStats[];
  readonly wallMs: number;
  /** The timeline file written (the `timeline` run option), absolute. */
  readonly timeline?: string;
  /**
   * Multi-host clusters: where the ranks ran (`Placement.describe`). Results, metrics and link
   * statistics above cover every rank of every host, as in a one-host run.
   */
  readonly placement?: string;
}

/** Every key `createCluster` reads (an unknown one, e.g. a misspelt `waitTimeoutMS`, is refused). @internal (tests) */
export const CLUSTER_KEYS: readonly string[] = [
  'topology',
  'linkBytes',
  'collectiveBytes',
  'spin',
  'cores',
  'waitTimeoutMs',
  'collectives',
  'linkCost',
  'execArgv',
  'resourceLimits',
  'memoryBudgetMb',
  'stuckMs',
  'onLateFailure',
  'hosts',
];
/** Every key `cluster.run` reads in its run options. @internal (tests) */
export const RUN_KEYS: readonly string[] = [
  'signal',
  'timeoutMs',
  'collectives',
  'stuckMs',
  'checkpointEvery',
  'checkpointDir',
  'maxRestarts',
  'resumeFrom',
  'faults',
  'timeline',
];

/** Refuse a key that is not one of `known`: it would be silently ignored (`waitTimeoutMS`, `ranks`). */
function checkKeys(what: string, value: object, known: readonly string[]): void {
  for (const key of Object.keys(value))
    if (!known.includes(key)) throw invalidArgument(`${what} key ${JSON.stringify(key)}`, `one of ${known.join(', ')}`, key);
}

const GRACE_MS = 750;
/** Longest wait of `close()` for the threads to report late failures. */
const DRAIN_MS = 1000;

const LIMITS = ['maxOldGenerationSizeMb', 'maxYoungGenerationSizeMb', 'codeRangeSizeMb', 'stackSizeMb'] as const;
/**
 * Smallest value of each limit a rank can start with (MB). Stack: Node keeps 192 KiB of a worker's
 * stack for itself; at 0.25 MB a trivial program overflows while the rank starts (measured on
 * Node 20: 0.25 fails, 0.26 runs a small program), so 0.5 leaves the runtime and a program room.
 */
const LIMIT_MIN: Readonly<Record<(typeof LIMITS)[number], number>> = {
  maxOldGenerationSizeMb: 16,
  maxYoungGenerationSizeMb: 1,
  codeRangeSizeMb: 1,
  stackSizeMb: 0.5,
};

function checkResourceLimits(value: unknown): ResourceLimits | undefined {
  if (value === undefined) return undefined;
  const expected = `an object with some of ${LIMITS.join(', ')} (MB)`;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalidArgument('resourceLimits', expected, value);
  const out: Record<string, number> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!(LIMITS as readonly string[]).includes(key))
      throw invalidArgument(`resourceLimits key ${JSON.stringify(key)}`, `one of ${LIMITS.join(', ')}`, key);
    const min = LIMIT_MIN[key as (typeof LIMITS)[number]];
    if (typeof v !== 'number' || !Number.isFinite(v) || v < min)
      throw invalidArgument(`resourceLimits.${key}`, `a finite number of MB >= ${min}`, v);
    out[key] = v;
  }
  return Object.freeze(out);
}

/** `memoryBudgetMb`: undefined (none) or a finite number of MiB >= 1; the budget in bytes. */
function checkMemoryBudget(value: unknown): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 1)
    throw invalidArgument(
      'memoryBudgetMb',
      'a finite number of MiB >= 1 (the ArrayBuffer memory the runtime allocates for one rank)',
      value,
    );
  return Math.floor(value * 2 ** 20);
}

/** `stuckMs`: false (off) or an interval in [1, 2^31 - 1] ms. */
function checkStuckMs(value: unknown): number | false {
  return value === false ? false : checkTimerMs('stuckMs', value);
}

/**
 * The topology option: a string, a spec, or a Topology. A Topology object must be one the
 * factories made (ranks rebuild it from its `spec`): anything else with a `neighbours` key is refused.
 */
export function topologyOption(t: unknown): Topology {
  if (typeof t === 'string') return parseTopology(t);
  if (t instanceof GridTopology) return t;
  if (t !== null && typeof t === 'object' && 'neighbours' in t) {
    // A Topology from another copy of the runtime: accepted when its spec rebuilds the same graph.
    const claimed = t as { spec?: unknown; size?: unknown; name?: unknown };
    let rebuilt: Topology;
    try {
      rebuilt = topologyFromSpec(claimed.spec as TopologySpec);
    } catch {
      throw foreignTopology(t);
    }
    if (rebuilt.size !== claimed.size || rebuilt.name !== claimed.name) throw foreignTopology(t);
    return rebuilt;
  }
  return topologyFromSpec(t as TopologySpec);
}

/** Start one thread with `execArgv` (the constructor checks the flags), then end it. */
function checkExecArgv(execArgv: readonly string[]): void {
  if (execArgv.length === 0) return;
  let probe: Worker;
  try {
    probe = new Worker('', { eval: true, execArgv: [...execArgv] });
  } catch (err) {
    throw invalidExecArgv(execArgv, (err as Error).message);
  }
  probe.unref();
  void probe.terminate();
}

/** The spin budget the `spin` option asks for (ClusterOptions.spin). */
function spinRule(spin: unknown, ranks: number, cores: number): SpinRule {
  if (spin === 'auto') return spinRuleFor(ranks, cores);
  if (spin === true) return spinRuleFor(1, 1);
  if (spin === false || spin === 0) return { iterations: 0, micros: 0, maxMicros: 0 };
  if (typeof spin === 'number' && Number.isFinite(spin) && spin > 0)
    return { iterations: Number.MAX_SAFE_INTEGER, micros: spin, maxMicros: spin };
  throw invalidArgument('spin', "'auto', a boolean or a spin time in µs (a finite number >= 0)", spin);
}

export class Cluster {
  readonly topology: Topology;
  /** Most polls of a spinning wait (0: ranks never spin). */
  readonly spinIterations: number;
  /** Spin budget of a wait at first, µs. */
  readonly spinMicros: number;
  /** Most an adaptive spin budget grows to, µs (`spinMicros` when fixed). */
  readonly spinMaxMicros: number;
  /** Cores the ranks of this host share (ClusterOptions.cores). */
  readonly cores: number;
  private pool: Piscina | undefined;
  private readonly buffers: ClusterBuffers;
  private running = false;
  private closed = false;
  /** Stops the attempt in progress (its `stopAll`), so `close()` can end a run; undefined between attempts. */
  private stopAttempt: ((err: MeshworkError) => void) | undefined;
  /** The run in progress (settled or not), so `close()` returns only after it ended. */
  private current: Promise<unknown> | undefined;
  private poolError: Error | undefined;
  /** Runs started so far (a run's number names it in late failures). */
  private runs = 0;
  private readonly late: MeshworkError[] = [];
  /** Warnings this cluster emitted (each once). */
  private readonly warned = new Set<string>();
  /** Multi-host clusters: this host's part (placement, host protocol). */
  private readonly session: HostSession | undefined;
  /** The ranks this process runs (every rank, unless the cluster spans hosts). */
  private readonly localRanks: readonly number[];
  private readonly opts: Required<
    Omit<
      ClusterOptions,
      'linkCost' | 'topology' | 'spin' | 'cores' | 'resourceLimits' | 'memoryBudgetMb' | 'onLateFailure' | 'stuckMs' | 'hosts'
    >
  > & {
    linkCost: LinkCost | undefined;
    resourceLimits: ResourceLimits | undefined;
    /** The per-rank memory budget in bytes (undefined: none). */
    memoryBudgetBytes: number | undefined;
    onLateFailure: ((error: MeshworkError) => void) | undefined;
    stuckMs: number | false;
  };

  constructor(options: ClusterOptions) {
    checkNodeVersion();
    if (typeof options !== 'object' || options === null || Array.isArray(options))
      throw invalidArgument('createCluster options', 'an object', options);
    checkKeys('createCluster option', options, CLUSTER_KEYS);
    this.topology = topologyOption(options.topology);
    const linkBytes = options.linkBytes ?? DEFAULT_LINK_BYTES;
    try {
      SpscRing.checkCapacity(linkBytes);
    } catch {
      throw invalidArgument('linkBytes', 'a power of two in [256, 2^30] (bytes of each link ring)', linkBytes);
    }
    const collectiveBytes = checkInt('collectiveBytes', options.collectiveBytes ?? 1 << 16, 256, 1 << 28);
    const cores = checkInt('cores', options.cores ?? availableParallelism(), 1);
    const waitTimeoutMs = checkTimerMs('waitTimeoutMs', options.waitTimeoutMs ?? 30_000);
    const transport = options.hosts === undefined ? undefined : checkTransport(options.hosts);
    this.session = transport === undefined || transport.hosts === 1 ? undefined : new HostSession(transport, this.topology, waitTimeoutMs);
    this.localRanks = this.session?.localRanks ?? Array.from({ length: this.topology.size }, (_, r) => r);
    const spin = options.spin ?? 'auto';
    const rule = spinRule(spin, this.localRanks.length, cores);
    this.spinIterations = rule.iterations;
    this.spinMicros = rule.micros;
    this.spinMaxMicros = rule.maxMicros;
    this.cores = cores;
    const collectives = options.collectives ?? 'shm';
    if (collectives !== 'shm' && collectives !== 'links') throw invalidArgument('collectives', "'shm' or 'links'", collectives);
    const execArgv = options.execArgv ?? [];
    if (!Array.isArray(execArgv) || execArgv.some((a) => typeof a !== 'string'))
      throw invalidArgument('execArgv', 'an array of strings', execArgv);
    const resourceLimits = checkResourceLimits(options.resourceLimits);
    const memoryBudgetBytes = checkMemoryBudget(options.memoryBudgetMb);
    const onLateFailure = options.onLateFailure;
    if (onLateFailure !== undefined && typeof onLateFailure !== 'function')
      throw invalidArgument('onLateFailure', 'a function (error) => void', onLateFailure);
    const stuckMs = options.stuckMs === undefined ? Math.min(2 * waitTimeoutMs, MAX_TIMER_MS) : checkStuckMs(options.stuckMs);
    const linkCost = checkLinkCost(options.linkCost);
    checkExecArgv(execArgv);
    this.opts = {
      linkBytes,
      collectiveBytes: collectiveBytes & ~7,
      waitTimeoutMs,
      collectives,
      linkCost,
      execArgv,
      resourceLimits,
      memoryBudgetBytes,
      onLateFailure,
      stuckMs,
    };
    const hostOf = this.session?.placement.hostOf;
    const host = this.session?.host;
    this.buffers = allocateBuffers(this.topology, linkBytes, this.opts.collectiveBytes, (r) => hostOf === undefined || hostOf[r] === host);
  }

  /** Multi-host clusters: which host process runs which rank; undefined on one host. */
  get placement(): Placement | undefined {
    return this.session?.placement;
  }

  get size(): number {
    return this.topology.size;
  }

  /**
   * MW_LATE_FAILURE errors seen so far: ranks that threw after their program returned, each
   * naming its run. They reach the host with the thread's next outcome or at `close()`.
   */
  get lateFailures(): readonly MeshworkError[] {
    return this.late;
  }

  /** Worker threads currently alive (0 after close()). */
  get threadCount(): number {
    return this.pool?.threads.length ?? 0;
  }

  private ensurePool(): Piscina {
    if (this.pool !== undefined) return this.pool;
    // A closed cluster never starts threads again (a recovering run must not outlive close()).
    if (this.closed) throw closedDuringRun();
    const entry = workerEntry();
    const pool = new Piscina({
      filename: entry.filename,
      minThreads: this.localRanks.length,
      maxThreads: this.localRanks.length,
      concurrentTasksPerWorker: 1,
      idleTimeout: Number.POSITIVE_INFINITY,
      maxQueue: 0,
      execArgv: [...entry.execArgv, ...this.opts.execArgv],
      ...(this.opts.resourceLimits === undefined ? {} : { resourceLimits: this.opts.resourceLimits }),
    });
    pool.on('error', (err: Error) => {
      this.poolError = err;
    });
    this.pool = pool;
    return pool;
  }

  /**
   * Run a program module (default-exporting defineProgram(...)) on every rank. Given a
   * `programRef`, the options are checked against the program's and the results are typed.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any program's option and result types
  run<P extends ProgramRef<any, any>>(program: P, options: OptionsOf<P>, runOptions?: RunOptions): Promise<RunResult<ResultOf<P>>>;
  run<R = unknown, O = unknown>(programUrl: UntypedProgramUrl, options?: O, runOptions?: RunOptions): Promise<RunResult<R>>;
  async run<R = unknown, O = unknown>(programUrl: string | URL, options?: O, runOptions: RunOptions = {}): Promise<RunResult<R>> {
    if (this.closed) throw new MeshworkError(ErrorCodes.CLUSTER_STATE, 'cluster is closed; expected an open cluster (create a new one)');
    if (this.running) throw new MeshworkError(ErrorCodes.CLUSTER_STATE, 'cluster is already running a program; expected one run at a time');
    const url = programUrl instanceof URL ? programUrl.href : programUrl;
    if (typeof url !== 'string' || url.length === 0) throw invalidArgument('programUrl', 'a module URL or path', programUrl);
    if (typeof runOptions !== 'object' || runOptions === null)
      throw invalidArgument('run options (third argument)', 'an object such as { timeoutMs, signal }', runOptions);
    checkKeys('run option', runOptions, RUN_KEYS);
    const collectives = runOptions.collectives ?? this.opts.collectives;
    if (collectives !== 'shm' && collectives !== 'links') throw invalidArgument('collectives', "'shm' or 'links'", collectives);
    if (runOptions.timeoutMs !== undefined) checkTimerMs('timeoutMs', runOptions.timeoutMs);
    const stuckMs = runOptions.stuckMs === undefined ? this.opts.stuckMs : checkStuckMs(runOptions.stuckMs);
    const signal: unknown = runOptions.signal;
    if (signal !== undefined && !(signal instanceof AbortSignal))
      throw invalidArgument('signal', 'an AbortSignal (from an AbortController, or AbortSignal.timeout(ms))', signal);
    const bad = inspectCloneValue(options, 'options');
    if (bad !== undefined)
      throw uncarriedValue('program options (the second argument of run)', 'structured-cloneable data (every rank gets a copy)', bad.got);
    if (runOptions.signal?.aborted === true) throw aborted(`the signal was already aborted: ${String(runOptions.signal.reason)}`);
    const timelineSettings = checkTimelineOption(runOptions.timeline);
    // A plain path (relative paths from the current directory) becomes a file URL; any URL
    // (file:, data:, http:...) stays as it is. One letter before ':' is a Windows drive.
    const href = /^[a-z][a-z0-9+.-]+:/i.test(url) ? url : pathToFileURL(resolve(url)).href;
    // The timeline's file is created now: a path that cannot be written fails before any work.
    const timeline =
      timelineSettings === undefined
        ? undefined
        : new TimelineHost(timelineSettings, {
            pid: (this.session?.host ?? 0) + 1,
            size: this.size,
            ranks: this.localRanks,
            host: this.session?.host ?? 0,
            hosts: this.session?.hosts ?? 1,
          });
    this.running = true;
    const started = performance.now();
    const about = { program: href, topology: this.topology.name, ranks: this.size, collectives };
    try {
      const run = this.execute<R>(href, options, runOptions, collectives, stuckMs, started, timeline);
      this.current = run;
      let result: RunResult<R>;
      try {
        result = await run;
      } catch (err) {
        const code = err instanceof MeshworkError ? err.code : 'error';
        await timeline?.finish({ ...about, outcome: code, wallMs: performance.now() - started }).catch(() => undefined);
        throw err;
      }
      if (timeline === undefined) return result;
      return { ...result, timeline: await timeline.finish({ ...about, outcome: 'ok', wallMs: result.wallMs }) };
    } finally {
      this.running = false;
      this.current = undefined;
    }
  }

  /** Record late failures the threads reported, and tell the user (onLateFailure, or a warning). */
  private reportLate(reports: readonly LateReport[] | undefined): void {
    if (reports === undefined) return;
    for (const rep of reports) {
      const f = rep.error;
      const err = lateFailure(rep.rank, rep.run, rep.url, rep.how, `${f.code === undefined ? '' : `[${f.code}] `}${f.message}`, causeOf(f));
      this.late.push(err);
      const tell = this.opts.onLateFailure;
      try {
        if (tell === undefined) process.emitWarning(err.message, { code: err.code });
        else tell(err);
      } catch {
        // A throwing callback must not break the run that carried the report.
      }
    }
  }

  /** Say once per cluster, for each balancer, that a driver of it ran under `never` (MW_NEVER_BALANCES). */
  private warnNeverBalances(url: string, outcomes: readonly { readonly metrics: RankMetrics }[]): void {
    for (const o of outcomes) {
      for (const d of o.metrics.drivers ?? []) {
        if (d.policy !== 'never' || d.balancer === 'static' || this.warned.has(d.balancer)) continue;
        this.warned.add(d.balancer);
        const w = neverBalances(d.balancer, url);
        process.emitWarning(w.message, { code: w.code });
      }
    }
  }

  /** Run attempts until one succeeds or the failure is not one to restart from (./recovery.ts). */
  private async execute<R>(
    url: string,
    options: unknown,
    runOptions: RunOptions,
    collectives: CollectiveMode,
    stuckMs: number | false,
    startedAt: number,
    timeline: TimelineHost | undefined,
  ): Promise<RunResult<R>> {
    const recovery = new Recovery(runOptions, this.size, this.topology, url, this.opts.resourceLimits, options);
    // Checkpoint images live in this process's shared memory and a restart respawns local threads:
    // neither reaches the ranks of other host processes. Every host refuses alike, before any rank starts.
    if (recovery.enabled && this.session !== undefined) {
      throw singleHostOnly(
        'checkpoints and restarts (checkpointEvery, maxRestarts, resumeFrom, faults)',
        this.session.hosts,
        'run them on one host process, or restart the whole job',
      );
    }
    for (;;) {
      try {
        const result = await this.attempt<R>(url, options, runOptions, collectives, stuckMs, startedAt, recovery, timeline);
        return { ...result, metrics: recovery.attach(result.metrics) };
      } catch (err) {
        // close() during the run: no restart, whatever the attempt's ranks reported.
        if (this.closed) throw err instanceof MeshworkError && err.code === ErrorCodes.CLUSTER_STATE ? err : closedDuringRun(err);
        recovery.afterFailure(err);
      }
    }
  }

  private attempt<R>(
    url: string,
    options: unknown,
    runOptions: RunOptions,
    collectives: CollectiveMode,
    stuckMs: number | false,
    startedAt: number,
    recovery: Recovery,
    timeline: TimelineHost | undefined,
  ): Promise<RunResult<R>> {
    if (this.closed) return Promise.reject(closedDuringRun());
    resetBuffers(this.buffers);
    this.poolError = undefined;
    const pool = this.ensurePool();
    const size = this.size;
    const run = ++this.runs;
    const control = new Int32Array(this.buffers.control);
    const session = this.session;
    const local = this.localRanks;
    const channels = local.map(() => new MessageChannel());
    const hostPorts: MessagePort[] = channels.map((c) => c.port1);
    for (const [r, port] of hostPorts.entries()) {
      port.on('message', (msg: ShareMessage) => {
        if (recovery.onMessage(msg) || msg?.kind !== 'share') return;
        for (const [q, other] of hostPorts.entries()) if (q !== r) other.postMessage(msg);
      });
    }
    const outcomes: (RankOutcome | undefined)[] = new Array(size).fill(undefined);
    let firstFailure: MeshworkError | undefined;
    let settled = 0;
    /** Ranks handed to threads so far (multi-host: after the start handshake). */
    let started = 0;

    return new Promise<RunResult<R>>((resolve, reject) => {
      let done = false;
      let graceTimer: NodeJS.Timeout | undefined;
      let runTimer: NodeJS.Timeout | undefined;
      let watchdog: NodeJS.Timeout | undefined;
      const finish = (err: MeshworkError | undefined, all: readonly RankOutcome[] = outcomes as RankOutcome[]) => {
        if (done) return;
        done = true;
        clearTimeout(graceTimer);
        clearTimeout(runTimer);
        clearInterval(watchdog);
        if (this.stopAttempt === stopAll) this.stopAttempt = undefined;
        runOptions.signal?.removeEventListener('abort', onAbort);
        for (const p of hostPorts) p.close();
        if (err !== undefined) session?.fail(run, err);
        session?.end(run);
        if (err !== undefined) {
          reject(err);
          return;
        }
        const ok = all as Extract<RankOutcome, { ok: true }>[];
        this.warnNeverBalances(url, ok);
        resolve({
          results: ok.map((o) => o.result as R),
          ranks: ok.map((o) => o.metrics),
          metrics: aggregate(ok.map((o) => o.metrics)),
          links: ok.map((o) => [...o.links]),
          route: ok.map((o) => o.route),
          wallMs: performance.now() - startedAt,
          ...(session === undefined ? {} : { placement: session.placement.describe }),
        });
      };
      const stopAll = (err: MeshworkError) => {
        // Late callbacks of a finished run (a destroyed pool rejecting its tasks) must not touch
        // the shared control words: the next run may already be using them.
        if (done) return;
        if (firstFailure === undefined) firstFailure = err;
        Atomics.store(control, ABORT, 1);
        for (let r = 0; r < size; r++) {
          Atomics.add(control, bellIndex(r), 1);
          Atomics.notify(control, bellIndex(r));
        }
        // No rank running (multi-host: before the handshake completed, or gathering results).
        if (settled === started) {
          finish(firstFailure);
          return;
        }
        if (graceTimer === undefined) {
          // Ranks stuck outside a wait (a busy loop) cannot see the flag: end their threads.
          graceTimer = setTimeout(() => {
            void this.destroyPool();
            finish(firstFailure);
          }, GRACE_MS);
        }
      };
      this.stopAttempt = stopAll;
      const onAbort = () => {
        stopAll(aborted(`the caller's AbortSignal fired (${String(runOptions.signal?.reason)})`));
      };
      runOptions.signal?.addEventListener('abort', onAbort, { once: true });
      /** Where the ranks that have not settled are, e.g. "0, 1 (in a receive from rank 3); 2 (running outside any wait)". */
      const whereRanks = (ranks: readonly number[]) => describeRanks(control, ranks);
      const unsettled = () => local.filter((r) => outcomes[r] === undefined);
      if (runOptions.timeoutMs !== undefined) {
        const ms = runOptions.timeoutMs;
        runTimer = setTimeout(() => {
          const running = unsettled();
          stopAll(runTimeout(url, ms, whereRanks(running), rankList(running)));
        }, ms);
      }
      if (stuckMs !== false) {
        // The stuck-rank watchdog: the clock runs once every rank has started its program (beat
        // 1) and restarts whenever any rank passes a receive, barrier or wait.
        const beats = new Int32Array(size);
        const begun = new Uint8Array(size);
        let quietSince = performance.now();
        watchdog = setInterval(
          () => {
            let moved = false;
            let all = true;
            for (const r of local) {
              const b = beatOf(control, r);
              if (b !== beats[r]) {
                beats[r] = b;
                begun[r] = 1;
                moved = true;
              }
              if (begun[r] === 0 && outcomes[r] === undefined) all = false;
            }
            const now = performance.now();
            if (moved || !all) {
              quietSince = now;
              return;
            }
            if (now - quietSince < stuckMs) return;
            const running = unsettled();
            const busy = running.filter((r) => !inWait(control, r) && !finished(control, r));
            // Ranks that all sleep in waits are left to their own deadlines.
            if (busy.length === 0) return;
            clearInterval(watchdog);
            stopAll(ranksStuck(url, stuckMs, busy.length, rankList(busy), whereRanks(running)));
          },
          Math.max(5, Math.min(1000, Math.floor(stuckMs / 4))),
        );
      }
      const onSettled = (r: number, settledOutcome: RankOutcome) => {
        this.reportLate(settledOutcome.late);
        let outcome = settledOutcome;
        if (outcome.timelineLast !== undefined) {
          // the timeline's last chunk goes to its writer, not to other hosts with the outcome
          timeline?.settled(r, outcome.timelineChunks, outcome.timelineLast);
          outcome = { ...outcome, timelineLast: undefined };
        }
        if (done) return;
        outcomes[r] = outcome;
        settled++;
        if (!outcome.ok) {
          // Threads that close() ended are not lost ranks: nothing to recover.
          if (!this.closed) recovery.noteFailure(r, outcome.error);
          const err = rankError(r, outcome.error, url);
          // A rank that stopped because another failed is not the cause: keep the first real one.
          const secondary = (e: MeshworkError | undefined) => e === undefined || isAbortCause(e);
          if (secondary(firstFailure) && !(firstFailure !== undefined && isAbortCause(err))) firstFailure = err;
          stopAll(firstFailure as MeshworkError);
        }
        if (settled < local.length) return;
        if (firstFailure !== undefined || session === undefined) {
          finish(firstFailure);
          return;
        }
        // Every rank here returned: take every host's outcomes (a failure elsewhere rejects).
        const mine = local.map((q) => outcomes[q] as Extract<RankOutcome, { ok: true }>);
        session.gather(run, mine).then(
          (all) => finish(undefined, all),
          (err: unknown) => finish(err instanceof MeshworkError ? err : new MeshworkError(ErrorCodes.HOST_LOST, String(err))),
        );
      };
      const spawn = (r: number, channel: MessageChannel) => {
        started++;
        const task: RankTask & { port: MessagePort } = {
          run,
          programUrl: url,
          options,
          rank: r,
          topology: this.topology.spec,
          buffers: this.buffers,
          spinIterations: this.spinIterations,
          spinMicros: this.spinMicros,
          spinMaxMicros: this.spinMaxMicros,
          cores: this.cores,
          sliceMs: DEFAULT_SLICE_MS,
          waitTimeoutMs: this.opts.waitTimeoutMs,
          collectives,
          linkCost: this.opts.linkCost,
          hosts: session === undefined ? undefined : { count: session.hosts, localRanks: local.length },
          recovery: recovery.taskFor(r),
          memoryBudgetBytes: this.opts.memoryBudgetBytes,
          timeline: timeline?.taskFor(r),
          port: channel.port2,
        };
        const transfer = task.timeline === undefined ? [task.port] : [task.port, task.timeline.port];
        pool.run(task, { transferList: transfer }).then(
          (outcome: RankOutcome) => onSettled(r, outcome),
          (err: unknown) => {
            const e = err instanceof Error ? err : new Error(String(err));
            const cause = this.poolError ?? e;
            onSettled(r, {
              ok: false,
              rank: r,
              late: [],
              error: {
                name: 'WorkerExit',
                code: ErrorCodes.WORKER_EXITED,
                message: `worker thread of rank ${r} ended before its program finished: ${cause.message}`,
                stack: cause.stack,
                phase: undefined,
                fault: (cause as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'oom' : 'exit',
              },
            });
          },
        );
      };
      if (session === undefined) {
        for (const [i, r] of local.entries()) spawn(r, channels[i] as MessageChannel);
        return;
      }
      // Multi-host: the gateway is wired and every host announced the same run before any rank starts.
      const print = {
        url,
        options,
        cluster: [this.topology.spec, this.buffers.linkBytes, this.buffers.slotBytes, collectives, this.opts.linkCost, session.hosts],
      };
      session.begin(run, print, this.buffers, stopAll).then(
        () => {
          if (done) return;
          for (const [i, r] of local.entries()) spawn(r, channels[i] as MessageChannel);
        },
        (err: unknown) => stopAll(err instanceof MeshworkError ? err : new MeshworkError(ErrorCodes.HOST_LOST, String(err))),
      );
    });
  }

  private async destroyPool(): Promise<void> {
    const pool = this.pool;
    this.pool = undefined;
    if (pool !== undefined) await pool.destroy();
  }

  /**
   * Let every idle thread report throws of earlier runs that are due (timers, rejections): they
   * become late failures. Bounded by DRAIN_MS.
   */
  private async drain(pool: Piscina): Promise<void> {
    const threads = pool.threads.length;
    if (threads === 0) return;
    const task: DrainTask = { drain: true, counter: new SharedArrayBuffer(4), threads, timeoutMs: DRAIN_MS };
    let timer: NodeJS.Timeout | undefined;
    const outcomes = await Promise.race([
      Promise.allSettled(Array.from({ length: threads }, () => pool.run(task) as Promise<DrainOutcome>)),
      new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), 2 * DRAIN_MS);
      }),
    ]);
    clearTimeout(timer);
    for (const o of outcomes ?? []) if (o.status === 'fulfilled') this.reportLate(o.value.late);
  }

  /**
   * Stop every worker thread, after letting idle threads report late failures (throws after a
   * program returned that are due by now). The cluster cannot run again.
   */
  async close(): Promise<void> {
    if (this.closed) {
      // A second close() while the first is still ending a run: the threads are gone when it returns too.
      await this.current?.catch(() => undefined);
      await this.destroyPool();
      return;
    }
    this.closed = true;
    const pool = this.pool;
    if (pool !== undefined && !this.running) await this.drain(pool);
    // A run in progress ends with MW_CLUSTER_STATE: its ranks are aborted and its threads ended,
    // and its recovery (maxRestarts) starts no other attempt.
    this.stopAttempt?.(closedDuringRun());
    await this.destroyPool();
    await this.current?.catch(() => undefined);
    await this.destroyPool();
  }

  async [Symbol.asyncDispose](): Promise<void> {
    await this.close();
  }
}

/** The error of a run that `close()` ended (or that was to restart after close()). */
function closedDuringRun(cause?: unknown): MeshworkError {
  return new MeshworkError(
    ErrorCodes.CLUSTER_STATE,
    'cluster was closed while this run was in progress; expected close() after the run settled (the run is stopped, not restarted)',
    cause === undefined ? {} : { cause },
  );
}

function isAbortCause(err: MeshworkError): boolean {
  return (err.cause as { code?: string } | undefined)?.code === ErrorCodes.ABORTED;
}

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCodes));

/**
 * A rank's error rebuilt on the host: a MeshworkError when it carried a Meshwork code (so
 * `instanceof MeshworkError` and `code` work on `cause`), else an Error with its name and code.
 */
function causeOf(f: RankFailure, rank?: number): Error {
  const cause =
    f.code !== undefined && CODES.has(f.code)
      ? new MeshworkError(f.code as ErrorCode, f.message, { rank, phase: f.phase })
      : Object.assign(new Error(f.message), { code: f.code });
  if (!(cause instanceof MeshworkError)) cause.name = f.name;
  if (f.stack !== undefined) cause.stack = f.stack;
  return cause;
}

function rankError(rank: number, f: RankFailure, url: string): MeshworkError {
  const cause = causeOf(f, rank);
  if (f.code === ErrorCodes.WORKER_EXITED) {
    return new MeshworkError(ErrorCodes.WORKER_EXITED, `rank ${rank}${f.phase === undefined ? '' : ` (phase ${f.phase})`}: ${f.message}`, {
      rank,
      phase: f.phase,
      cause,
    });
  }
  const where = f.phase === undefined ? '' : ` in phase "${f.phase}"`;
  return new MeshworkError(
    ErrorCodes.RANK_FAILED,
    `rank ${rank} failed${where} running ${url}: ${f.code === undefined ? '' : `[${f.code}] `}${f.message}`,
    {
      rank,
      phase: f.phase,
      cause,
    },
  );
}

/** Start a cluster of `topology.size` ranks, one per worker thread. Close it when done. */
export function createCluster(options: ClusterOptions): Cluster {
  return new Cluster(options);
}
