/**
 * What a program and a plugin see of their rank (`RankContext`, `PluginContext`): the interfaces
 * `RankState` (./context.ts) implements, and the check that turns a program's `ctx` into the plugin view.
 */
import type { Balancing } from '../balance/driver.ts';
import type { BalancingOptions } from '../balance/driver-options.ts';
import type { BalanceTarget } from '../balance/run.ts';
import type { TaskJob, TaskScheduler, TaskStats } from '../balance/tasks.ts';
import type { BalanceReport, LoadProfile, RemapBalancer } from '../balance/types.ts';
import type { Collectives, FastCollectives } from '../comm/collectives.ts';
import type { DType } from '../comm/dtype.ts';
import type { Links } from '../comm/links.ts';
import { invalidArgument } from '../errors.ts';
import type { Grid, GridOptions } from '../mesh/grid.ts';
import type { RangeDomain, RangeOptions } from '../mesh/range.ts';
import type { PhaseRecorder } from '../metrics/recorder.ts';
import type { Restored } from '../recovery/checkpointer.ts';
import type { WaitPolicy } from '../shm/wait.ts';
import type { Topology } from '../topology/types.ts';

/**
 * What a program sees on its rank: identity, topology, links, collectives, metrics, phases, grids,
 * ranges, balancing and tasks. The second argument of a program is its options.
 */
export interface RankContext {
  readonly rank: number;
  readonly size: number;
  /** Host processes the cluster spans (1: every rank shares this process's memory). */
  readonly hosts: number;
  readonly topology: Topology;
  /** Point-to-point messages: neighbours directly, any rank routed hop by hop. */
  readonly links: Links;
  /** Collectives in the mode the run asked for (`shm` by default). */
  readonly comm: Collectives;
  /** Topology-faithful collectives over links. */
  readonly commLinks: Collectives;
  /** Fast collectives over shared memory. */
  readonly commShm: FastCollectives;
  /** Phase timings, work units and traffic of this rank. */
  readonly metrics: PhaseRecorder;
  /** Run `fn` as a measured phase (busy time, wall time, work units, traffic). */
  phase<T>(name: string, fn: () => PromiseLike<T>): Promise<T>;
  phase<T>(name: string, fn: () => T): T;
  /** Report `units` of work done in the current phase (deterministic load measure). */
  work(units: number): void;
  /** Name of the phase in progress, if any. */
  readonly currentPhase: string | undefined;
  /** Collective: `root` passes a SharedArrayBuffer it allocated, every rank gets that buffer. */
  shareBuffer(buffer: SharedArrayBuffer | undefined, root?: number): Promise<SharedArrayBuffer>;
  /** Collective: a k-D grid decomposed over the ranks, with halos; typed by its dtype. */
  grid<D extends DType = 'float64'>(options: GridOptions<D>): Promise<Grid<D>>;
  /** A 1-D range domain [0, n) with one contiguous part per rank. */
  range(options: RangeOptions): RangeDomain;
  /** Collective: run `balancer` once on `target` (grids sharing a decomposition, or a range). */
  balance(balancer: RemapBalancer, target: BalanceTarget, load: LoadProfile, phase?: number): BalanceReport;
  /** A driver that asks its policy after every phase whether to run its balancer. */
  balancing(options: BalancingOptions): Balancing;
  /** Collective: run every task of `job` under `scheduler`. */
  runTasks(scheduler: TaskScheduler, job: TaskJob): Promise<TaskStats>;
  /**
   * True when this run resumes from a checkpoint (after a dead rank was restarted, or with the run
   * option `resumeFrom`): the program should create its grids, ranges and balancing drivers as
   * usual, then call `restore()` instead of initialising them.
   */
  readonly resumed: boolean;
  /**
   * Collective, at the end of a step: declare that `step` steps are done and `state` is what the
   * program needs besides its grids, ranges and drivers to go on from here (small, structured-
   * cloneable data). Saves a checkpoint when `step` is a positive multiple of the run's
   * `checkpointEvery` (returns true then); otherwise costs nothing. Every rank must call it with
   * the same step, at a point where every message sent has been received.
   */
  checkpoint(step: number, state?: unknown): boolean;
  /**
   * Collective, in a resumed run (`resumed`): bring back every grid, range and balancing driver
   * created so far (same order and shapes as when saved: cells, cuts, counters, policy history) and
   * the rank's metrics, and return the step and state of the checkpoint. Undefined in a fresh run.
   */
  restore<S = unknown>(): Restored<S> | undefined;
}

/** A rank's context as schedulers and balancers see it: also how the rank waits and wakes others. */
export interface PluginContext extends RankContext {
  /** Whether waits on this rank spin before they sleep (ranks <= cores under 'auto'). */
  readonly spinning: boolean;
  /**
   * Ranks that can compute at once: min(ranks, cores) on one host (ClusterOptions.cores), every
   * rank on several hosts. Below the rank count the cores time-slice the ranks, so a phase lasts at
   * least its total load over this many cores however the load is spread.
   */
  readonly concurrency: number;
  /** How this rank blocks: spin budget, slice, default deadline, the run's abort word. */
  readonly waitPolicy: WaitPolicy;
  /** Block until `cond()` holds, moving link traffic meanwhile; deadline and abort as every wait. */
  idle(cond: () => boolean, what: string, timeoutMs?: number): void;
  /** Wake rank `r` if it sleeps in a wait (call after publishing what it waits for). */
  wake(r: number): void;
}

/**
 * The plugin view of a program's `ctx` (`@meshwork/runtime/plugin`): for schedulers that wait on
 * shared memory of their own. Refuses anything that is not a rank's context.
 */
export function pluginContext(ctx: RankContext): PluginContext {
  const c = ctx as Partial<PluginContext> | null | undefined;
  if (typeof c !== 'object' || c === null || typeof c.idle !== 'function' || typeof c.wake !== 'function' || c.waitPolicy === undefined) {
    throw invalidArgument('ctx', "the context a rank's program received (defineProgram's first argument)", ctx);
  }
  return c as PluginContext;
}
