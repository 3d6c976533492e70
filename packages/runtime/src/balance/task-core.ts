/**
 * What both task engines share outside the per-task path: the run's skeleton (root seeding, the
 * loop, the thief's finish, the TaskStats), the counters behind the stats, the fields every engine
 * has, the placement check and the idle wait's deadline handling.
 *
 * The per-task path (frame, viewOf, loop, execute, spawn) stays in each engine on purpose: a method
 * here would be one function whose inline caches see both engine classes, and a hook called per
 * task would be a dynamic call; neither is paid per task on the shared-memory engine. So does the
 * thief's TaskEnv literal (one object literal per engine keeps its properties in-object; thieves
 * read it on every steal).
 */
import { ErrorCodes, invalidArgument, MeshworkError, tasksStalled } from '../errors.ts';
import { HEADER, type TaskHost } from './task-records.ts';
import {
  LOCAL,
  PATH_MODULUS,
  PATH_PRIME,
  schedulerUsesKeys,
  type TaskJob,
  type TaskScheduler,
  type TaskStats,
  type TaskThief,
  type TaskTraits,
} from './tasks.ts';

/** Longest single idle wait; the deadline restarts whenever the run shows progress. */
const IDLE_SLICE_MS = 200;

/** The rank `place()`'s answer means for a task spawned on `from` (LOCAL: `from`); checks its range. */
export function homeRank(placed: number, from: number, size: number, scheduler: TaskScheduler): number {
  if (placed === LOCAL) return from;
  if (!Number.isInteger(placed) || placed < 0 || placed >= size) {
    throw invalidArgument(`task scheduler ${scheduler.name}: place()`, `LOCAL or a rank in [0, ${size})`, placed);
  }
  return placed;
}

/** A task's own failure is wrapped (taskFailed); these already report one and pass through as they are. */
export function passesThrough(err: unknown): boolean {
  return err instanceof MeshworkError && (err.code === ErrorCodes.TASK_FAILED || err.code === ErrorCodes.ABORTED);
}

/**
 * Wait on the rank's doorbell until `cond()`, in slices of at most IDLE_SLICE_MS (`what` names the
 * wait, read per slice). After a slice that timed out, `stalled(limit)` says whether the whole
 * deadline `limit` passed with no sign of progress: a message (the deadline is exceeded) or
 * undefined (wait on).
 */
export function idleUntil(host: TaskHost, cond: () => boolean, what: () => string, stalled: (limit: number) => string | undefined): void {
  const limit = host.waitPolicy.timeoutMs;
  for (;;) {
    try {
      host.idle(cond, what(), Math.min(IDLE_SLICE_MS, limit));
      return;
    } catch (err) {
      if (!(err instanceof MeshworkError) || err.code !== ErrorCodes.DEADLINE_EXCEEDED) throw err;
      const message = stalled(limit);
      if (message !== undefined) throw tasksStalled(message);
    }
  }
}

export abstract class TaskCore {
  /** Words of an engine record: the job's `n` plus HEADER. */
  protected readonly words: number;
  /** The scheduler reads path keys (otherwise they are not computed). */
  protected readonly keyed: boolean;
  /** Reused for every place() call of a spawn (schedulers must not keep it). */
  protected readonly traits = { pathKey: 0, graphKey: 0, heavy: false, depth: 0 };
  /** The record being executed (the parent of spawns). */
  protected current: Int32Array | undefined;
  /** Tasks under execution on this rank (frames in use). */
  protected depth = 0;
  protected executed = 0;
  protected spawned = 0;
  protected placedRemote = 0;
  protected inline = 0;
  protected published = 0;
  protected acquired = 0;
  protected idleMs = 0;
  protected abstract readonly thief: TaskThief | undefined;

  protected readonly host: TaskHost;
  protected readonly scheduler: TaskScheduler;
  protected readonly job: TaskJob;
  protected readonly n: number;
  constructor(host: TaskHost, scheduler: TaskScheduler, job: TaskJob, n: number) {
    this.host = host;
    this.scheduler = scheduler;
    this.job = job;
    this.n = n;
    this.words = n + HEADER;
    this.keyed = schedulerUsesKeys(scheduler);
  }

  /** The record of the task at the current depth (one per depth, reused). */
  protected abstract frame(): Int32Array;
  /** A root placed on this rank, in `frame()`: keep it (it is not counted anywhere else). */
  protected abstract keepRoot(rec: Int32Array): void;
  /** Run tasks until the run is over everywhere. */
  protected abstract loop(): void;

  async run(): Promise<TaskStats> {
    const t0 = performance.now();
    this.seedRoots();
    this.loop();
    this.thief?.finish?.();
    return {
      scheduler: this.scheduler.name,
      executed: this.executed,
      spawned: this.spawned,
      placedRemote: this.placedRemote,
      inline: this.inline,
      published: this.published,
      acquired: this.acquired,
      ms: performance.now() - t0,
      idleMs: this.idleMs,
      details: this.thief?.stats() ?? {},
    };
  }

  /** Roots: every rank computes every root's home and keeps its own. */
  private seedRoots(): void {
    const h = this.host;
    const n = this.n;
    for (const [i, root] of this.job.roots.entries()) {
      const pathKey = (PATH_PRIME + i) % PATH_MODULUS;
      const traits: TaskTraits = { pathKey, graphKey: pathKey, heavy: false, depth: 0 };
      if (homeRank(this.scheduler.place(traits, 0, h.size), 0, h.size, this.scheduler) !== h.rank) continue;
      const rec = this.frame();
      for (let k = 0; k < n; k++) rec[k] = root[k] as number;
      rec[n] = pathKey;
      rec[n + 1] = pathKey;
      rec[n + 2] = 0;
      this.keepRoot(rec);
    }
  }
}
