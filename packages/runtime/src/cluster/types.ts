/**
 * The options a cluster is created and run with, and what a run gives back (the public types of
 * `createCluster` and `cluster.run`; their checks are in ./options.ts).
 */
import type { ResourceLimits } from 'node:worker_threads';
import type { CollectiveMode } from '../comm/collectives.ts';
import type { LinkCost } from '../comm/cost.ts';
import type { LinkStats, RouteStats } from '../comm/links.ts';
import type { MeshworkError } from '../errors.ts';
import type { HostTransport } from '../hosts/transport.ts';
import type { RankMetrics, RunMetrics } from '../metrics/types.ts';
import type { RecoveryOptions } from '../recovery/recovery.ts';
import type { TimelineOptions } from '../timeline/options.ts';
import type { Topology, TopologySpec } from '../topology/types.ts';

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
   * long, and past that budget on while the machine has a free core (the runnable count of
   * /proc/loadavg at most the cores), up to 20 ms (shm/README.md, "Adaptive waiting"); true spins
   * that way whatever the cores; false never
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
   * storage, the spare a remap keeps, remap and gather scratch, halo buffers; a shared-storage grid's buffer
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
