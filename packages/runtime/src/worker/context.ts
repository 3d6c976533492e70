/**
 * A rank's context for one run (`RankState`): identity, topology, links, collectives, metrics,
 * meshes; what programs and plugins see of it is ./context-api.ts.
 */
import type { MessagePort } from 'node:worker_threads';
import { Balancing } from '../balance/driver.ts';
import type { BalancingOptions } from '../balance/driver-options.ts';
import { type BalanceTarget, balanceDomain } from '../balance/run.ts';
import { runTasks } from '../balance/task-engine.ts';
import type { TaskJob, TaskScheduler, TaskStats } from '../balance/tasks.ts';
import type { BalanceReport, LoadProfile, RemapBalancer } from '../balance/types.ts';
import { checkWaitMs } from '../checks.ts';
import type { Collectives, FastCollectives } from '../comm/collectives.ts';
import { LinkCollectives } from '../comm/collectives-links.ts';
import { ShmCollectives } from '../comm/collectives-shm.ts';
import type { DType } from '../comm/dtype.ts';
import { ABORT } from '../comm/layout.ts';
import { RingLinks } from '../comm/links.ts';
import { OP_NONE, OP_SHARE } from '../comm/status.ts';
import { Waiter } from '../comm/waiter.ts';
import { gridUnallocatable, singleHostOnly } from '../errors.ts';
import { createGrid, type Grid, type GridOptions, type RankGrid } from '../mesh/grid.ts';
import { MemoryBudget } from '../mesh/memory-budget.ts';
import { RangeDomain, type RangeOptions } from '../mesh/range.ts';
import { activeClock, createBusyClock, wallNs } from '../metrics/clock.ts';
import { PhaseRecorder } from '../metrics/recorder.ts';
import type { RankRunTime } from '../metrics/types.ts';
import { Checkpointer, type Restored } from '../recovery/checkpointer.ts';
import { type FreeCoreProbe, openFreeCore } from '../shm/free-core.ts';
import { SpscRing } from '../shm/ring.ts';
import { createWaitPolicy, type WaitPolicy } from '../shm/wait.ts';
import { RankTimeline, type TimelineChunk } from '../timeline/recorder.ts';
import { topologyFromSpec } from '../topology/index.ts';
import type { Topology } from '../topology/types.ts';
import type { PluginContext } from './context-api.ts';
import { BufferShare } from './share.ts';
import type { RankTask } from './task.ts';

function isThenable(value: unknown): value is PromiseLike<unknown> {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false;
  return typeof (value as { then?: unknown }).then === 'function';
}

/** The context object of one rank for one run (internal: programs see it as a RankContext). */
export class RankState implements PluginContext {
  readonly rank: number;
  readonly size: number;
  readonly topology: Topology;
  /** Point-to-point messages: neighbours directly, any rank routed hop by hop. */
  readonly links: RingLinks;
  /** Collectives in the mode the run asked for (`shm` by default). */
  readonly comm: Collectives;
  /** Topology-faithful collectives over links. */
  readonly commLinks: Collectives;
  /** Fast collectives over shared memory. */
  readonly commShm: FastCollectives;
  /** Phase timings, work units and traffic of this rank. */
  readonly metrics: PhaseRecorder;
  /** Whether waits on this rank spin before they sleep. */
  readonly spinning: boolean;
  /** Ranks that can compute at once (PluginContext.concurrency). */
  readonly concurrency: number;
  /** How this rank blocks: spin budget, slice, default deadline, the run's abort word. */
  readonly waitPolicy: WaitPolicy;
  /** Host processes the cluster spans (1: every rank in this process). */
  readonly hosts: number;
  /** @internal The rank's memory budget (`ClusterOptions.memoryBudgetMb`): grids and buffers the runtime allocates. */
  readonly memoryBudget: MemoryBudget;
  /** The run's timeline, when it records one (../timeline/README.md). @internal */
  readonly timeline: RankTimeline | undefined;
  private readonly shm: ShmCollectives;
  private readonly shares: BufferShare;
  /** This run's probe of free cores for waits that spin past their budget (closed by `dispose`). */
  private readonly freeCore: FreeCoreProbe | undefined;
  private readonly control: Int32Array;
  private readonly waiter: Waiter;
  private readonly failedIn = new WeakMap<object, string>();
  /** Grids of this run (their storage is pooled when it ends). */
  private readonly grids: RankGrid[] = [];
  private readonly recovery: Checkpointer;
  /** This thread's CPU clock, and both clocks when the run began on this rank (`runTime`). */
  private readonly cpuClock = createBusyClock();
  private readonly runStart = { wallNs: wallNs(), cpuNs: this.cpuClock.now() };

  constructor(task: RankTask, port: MessagePort) {
    this.rank = task.rank;
    this.hosts = task.hosts?.count ?? 1;
    this.memoryBudget = new MemoryBudget(task.rank, task.memoryBudgetBytes);
    this.topology = topologyFromSpec(task.topology);
    this.size = this.topology.size;
    const b = task.buffers;
    this.control = new Int32Array(b.control);
    // one probe per run, closed by `dispose`
    this.freeCore = task.spinFreeMicros > 0 ? openFreeCore(Math.max(1, task.cores)) : undefined;
    const policy = createWaitPolicy({
      spinIterations: task.spinIterations,
      spinMicros: task.spinMicros,
      spinMaxMicros: task.spinMaxMicros,
      spinFreeMicros: task.spinFreeMicros,
      freeCore: this.freeCore,
      sliceMs: task.sliceMs,
      timeoutMs: task.waitTimeoutMs,
      abort: this.control,
      abortIndex: ABORT,
    });
    this.spinning = task.spinIterations > 0 && task.spinMicros > 0;
    this.concurrency = task.hosts === undefined ? Math.max(1, Math.min(this.size, task.cores)) : this.size;
    this.waitPolicy = policy;
    this.waiter = new Waiter(this.control, this.rank, policy);
    // Busy time: wall time outside waits while every local rank has a core (metrics/clock.ts);
    // else the thread CPU clock, with the wall time outside waits beside it (`wallBusyNs`)
    const waits = this.waiter.stats;
    const ownCore = (task.hosts?.localRanks ?? this.size) <= task.cores;
    const outsideWaits = activeClock(() => waits.blockedMs);
    this.metrics = new PhaseRecorder(this.rank, ownCore ? { clock: outsideWaits } : { wallBusyClock: outsideWaits });
    this.metrics.waits = waits;
    const tl = task.timeline;
    this.timeline =
      tl === undefined
        ? undefined
        : new RankTimeline(this.rank, this.size, tl, (chunk: TimelineChunk) => tl.port.postMessage(chunk, [chunk.records.buffer]));
    this.waiter.timeline = this.timeline;
    this.metrics.timeline = this.timeline;
    const nbrs = this.topology.neighbours(this.rank);
    const out = (b.links[this.rank] ?? []).map((sab) => new SpscRing(sab, 0, b.linkBytes));
    const inb = nbrs.map((n) => {
      const port = this.topology.portOf(n.rank, this.rank);
      return new SpscRing((b.links[n.rank] as SharedArrayBuffer[])[port] as SharedArrayBuffer, 0, b.linkBytes);
    });
    this.links = new RingLinks({
      topology: this.topology,
      rank: this.rank,
      out,
      in: inb,
      waiter: this.waiter,
      cost: task.linkCost,
      traffic: this.metrics.traffic,
      timeline: this.timeline,
    });
    this.commLinks = new LinkCollectives(this.links, this.memoryBudget);
    this.shm = new ShmCollectives({
      topology: this.topology,
      rank: this.rank,
      control: this.control,
      scratch: b.scratch,
      slotBytes: b.slotBytes,
      waiter: this.waiter,
      progress: () => this.links.progress(),
      localRanks: task.hosts?.localRanks,
    });
    this.commShm = this.shm;
    this.comm = task.collectives === 'links' ? this.commLinks : this.commShm;
    this.recovery = new Checkpointer(
      {
        rank: this.rank,
        size: this.size,
        commShm: this.commShm,
        links: this.links,
        metrics: this.metrics,
        waitPolicy: policy,
        programUrl: task.programUrl,
        memoryBudget: this.memoryBudget,
      },
      task.recovery,
      port,
    );
    this.memoryBudget.track(this.recovery);
    this.shares = new BufferShare(
      port,
      this.rank,
      task.waitTimeoutMs,
      () => Atomics.load(this.control, ABORT) !== 0,
      (root) => this.waiter.publish(root === undefined ? OP_NONE : OP_SHARE, root ?? 0),
    );
  }

  /** Run `fn` as a measured phase (busy time, wall time, work units, traffic). */
  phase<T>(name: string, fn: () => PromiseLike<T>): Promise<T>;
  phase<T>(name: string, fn: () => T): T;
  phase<T>(name: string, fn: () => T | PromiseLike<T>): T | Promise<T> {
    // The recorder closes the phase before the error propagates, so remember where it came from.
    const tag = (err: unknown): never => {
      if (typeof err === 'object' && err !== null && !this.failedIn.has(err)) this.failedIn.set(err, name);
      throw err;
    };
    this.recovery.beforePhase();
    return this.metrics.measure(name, () => {
      try {
        const out = fn();
        return isThenable(out) ? Promise.resolve(out).then(undefined, tag) : out;
      } catch (err) {
        return tag(err);
      }
    }) as T | Promise<T>;
  }

  /** The phase an error escaped from (the recorder has closed it by the time the error is reported). */
  phaseOf(err: unknown): string | undefined {
    return typeof err === 'object' && err !== null ? this.failedIn.get(err) : undefined;
  }

  /** Report `units` of work done in the current phase (deterministic load measure). */
  work(units: number): void {
    this.metrics.addWork(units);
  }

  /** Name of the phase in progress, if any (used in error reports). */
  get currentPhase(): string | undefined {
    return this.metrics.active;
  }

  /**
   * Collective: `root` passes a SharedArrayBuffer it allocated, every rank gets that buffer.
   * Every rank must call this the same number of times, in the same order.
   */
  shareBuffer(buffer: SharedArrayBuffer | undefined, root = 0): Promise<SharedArrayBuffer> {
    if (this.hosts > 1) {
      throw singleHostOnly(
        'ctx.shareBuffer (shared memory: shared-memory loop schedulers, shared-storage grids)',
        this.hosts,
        "move data between ranks with links or collectives instead (grids: storage 'distributed')",
      );
    }
    return this.shares.share(buffer, root);
  }

  /**
   * Collective: a k-D grid decomposed over the ranks, with halos (see GridOptions). Every rank
   * must create the same grids in the same order.
   */
  async grid<D extends DType = 'float64'>(options: GridOptions<D>): Promise<Grid<D>> {
    const at = this.recovery.reserveGrid();
    let grid: RankGrid<D>;
    try {
      grid = await createGrid<D>(this, options);
    } catch (err) {
      throw unallocatable(err, options);
    }
    this.recovery.trackGrid(at, grid as unknown as RankGrid);
    this.grids.push(grid as unknown as RankGrid);
    return grid;
  }

  /** A 1-D range domain [0, n) with one contiguous part per rank. */
  range(options: RangeOptions): RangeDomain {
    const range = new RangeDomain(this.commShm, this.rank, this.size, options);
    this.recovery.trackRange(range);
    return range;
  }

  /** Collective: run `balancer` once on `target` (grids sharing a decomposition, or a range). */
  balance(balancer: RemapBalancer, target: BalanceTarget, load: LoadProfile, phase = 0): BalanceReport {
    return balanceDomain(this, balancer, target, load, phase);
  }

  /** A driver that asks `policy` after every phase whether to run `balancer`. */
  balancing(options: BalancingOptions): Balancing {
    const driver = new Balancing(this, options);
    this.recovery.trackDriver(driver);
    return driver;
  }

  /** True when this run resumes from a checkpoint: call `restore()` after creating grids and drivers. */
  get resumed(): boolean {
    return this.recovery.resumed;
  }

  /** Collective: declare step `step` done with `state`; saves a checkpoint every `checkpointEvery` steps. */
  checkpoint(step: number, state?: unknown): boolean {
    const tl = this.timeline;
    if (tl === undefined) return this.recovery.checkpoint(step, state);
    const t0 = performance.now();
    const saved = this.recovery.checkpoint(step, state);
    if (saved) tl.checkpoint(t0, performance.now(), step, false);
    return saved;
  }

  /** Collective in a resumed run: restore grids, ranges, drivers and metrics; the saved step and state. */
  restore<S = unknown>(): Restored<S> | undefined {
    const tl = this.timeline;
    if (tl === undefined) return this.recovery.restore<S>();
    const t0 = performance.now();
    const restored = this.recovery.restore<S>();
    if (restored !== undefined) tl.checkpoint(t0, performance.now(), restored.step, true);
    return restored;
  }

  /**
   * Collective: run every task of `job` under `scheduler` (work stealing, placement mappings...);
   * resolves on every rank once the outstanding-task count reaches 0.
   */
  runTasks(scheduler: TaskScheduler, job: TaskJob): Promise<TaskStats> {
    return runTasks(this, scheduler, job);
  }

  /**
   * Block on this rank's doorbell until `cond()` holds, moving link traffic meanwhile. Throws
   * MW_DEADLINE_EXCEEDED after `timeoutMs` (default: the cluster's wait timeout), MW_ABORTED when
   * the run is aborted. Whoever makes `cond` true must call `wake(rank)` after publishing it.
   */
  idle(cond: () => boolean, what: string, timeoutMs?: number): void {
    if (timeoutMs !== undefined) checkWaitMs('idle timeoutMs', timeoutMs);
    this.waiter.block(cond, what, timeoutMs);
  }

  /** Wake rank `r` if it sleeps in a wait (call after publishing what it waits for). */
  wake(r: number): void {
    this.waiter.ring(r);
  }

  /** The program is loaded and about to run (the host's stuck-rank watchdog starts its clock). @internal */
  markStarted(): void {
    this.waiter.beat();
  }

  /**
   * The rank's wall and thread CPU time since its run began (two clock reads); undefined where the
   * thread CPU clock cannot be read. @internal
   */
  runTime(): RankRunTime | undefined {
    if (this.cpuClock.source !== 'schedstat') return undefined;
    return { wallNs: wallNs() - this.runStart.wallNs, cpuNs: this.cpuClock.now() - this.runStart.cpuNs };
  }

  /** Drain and forward routed traffic until every rank is here (end of a run). */
  quiesce(): void {
    this.waiter.markFinished();
    this.shm.endOfRun();
  }

  /** The end of the timeline, if the run records one: the outcome's `timelineChunks` and `timelineLast`. */
  finishTimeline(): { timelineChunks?: number; timelineLast?: TimelineChunk } {
    const end = this.timeline?.finish();
    return end?.last === undefined ? {} : { timelineChunks: end.shipped, timelineLast: end.last };
  }

  /** Tell every rank to stop waiting: this rank failed. */
  raiseAbort(): void {
    Atomics.store(this.control, ABORT, 1);
    for (let r = 0; r < this.size; r++) if (r !== this.rank) this.waiter.ring(r);
  }

  dispose(): void {
    this.freeCore?.close();
    this.shares.close();
    // the run is over and its result taken: distributed grids' storage goes to the next run
    for (const g of this.grids) this.memoryBudget.release(g.releaseStorage());
    this.grids.length = 0;
  }
}

/**
 * A grid whose storage V8 cannot allocate (`RangeError: Array buffer allocation failed`, `Invalid
 * array buffer length`): a typed error naming the shape, with the RangeError as its cause. Any
 * other error passes through.
 */
function unallocatable(err: unknown, options: unknown): unknown {
  if (!(err instanceof RangeError) || !/array buffer|typed array/i.test(err.message)) return err;
  return gridUnallocatable((options as { shape?: unknown } | null)?.shape, err);
}
