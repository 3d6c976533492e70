/**
 * The task engine: runs a TaskJob on every rank under a TaskScheduler (collective).
 *
 * Shared state (one SharedArrayBuffer, allocated by rank 0 and shared with `shareBuffer`):
 *   words [0] OUTSTANDING tasks spawned (or roots) and not yet finished (see `debt`); [16] FAILED:
 *   rank + 1 of the first rank whose task threw; [32] IDLERS: ranks in (or entering) an idle wait;
 *   [48] PROGRESS: bumped every 256 tasks a rank runs (idle ranks' deadline restarts when it moves).
 *   per rank: a heavy and a light TaskDeque (owner push/pop, thieves steal) and an inbox TaskQueue
 *   (anyone places a task there; the owner moves it into its deques); the layout is ./task-layout.ts.
 * An engine record is the job's words plus [pathKey, graphKey, flags = heavy | depth << 1].
 *
 * Work first: a rank keeps the tasks it spawns for itself in two private stacks (heavy, light:
 * plain memory, no atomics) and runs the newest first. Only when some rank is idle (IDLERS > 0,
 * one load per spawn and per task) and its shared deques are empty does it publish: it moves the
 * oldest half of each private stack (the largest subtrees of a tree) into its shared deques and
 * wakes the idle ranks, who steal from there. Shared deques therefore hold gifts and overflow; the
 * owner takes from them only after its private stacks are empty.
 *
 * Termination: a spawn adds 1 to OUTSTANDING before the child becomes visible; a task subtracts 1
 * after its execute returned (its children are counted by then), so OUTSTANDING is 0 exactly when
 * every task ever made has finished, and then no queue holds a record. No task is lost (every
 * record is counted until executed) or run twice (each record leaves a queue by exactly one
 * successful pop, steal or poll).
 *
 * On a cluster of several host processes ranks share no memory: `runTasks` hands the run to the
 * message engine (task-engine-messages.ts, design in ./README.md), and this one is not used.
 */
import { aborted, bug, invalidArgument, type MeshworkError, taskFailed } from '../errors.ts';
import { homeRank, idleUntil, passesThrough, TaskCore } from './task-core.ts';
import { runTasksByMessages } from './task-engine-messages.ts';
import { CONTROL_BYTES, layout, type RankQueues, taskBufferBytes } from './task-layout.ts';
import { checkJob, HEADER, PrivateStack, type TaskHost } from './task-records.ts';
import {
  mulModPath,
  PATH_MODULUS,
  PATH_PRIME,
  type SpawnHints,
  type TaskEnv,
  type TaskJob,
  type TaskScheduler,
  type TaskStats,
  type TaskThief,
} from './tasks.ts';

const OUT = 0;
const FAILED = 16;
const IDLERS = 32;
/** Bumped by every rank each PROGRESS_EVERY tasks: idle ranks restart their deadline when it moves. */
const PROGRESS = 48;
const PROGRESS_EVERY = 256;

/** Collective: run `job` under `scheduler` on every rank; resolves when every task has finished. */
export async function runTasks(host: TaskHost, scheduler: TaskScheduler, job: TaskJob): Promise<TaskStats> {
  if ((host.hosts ?? 1) > 1) return runTasksByMessages(host, scheduler, job);
  const n = checkJob(job);
  const capacity = job.capacity ?? 4096;
  const words = n + HEADER;
  const bytes = taskBufferBytes(host.size, capacity, words);
  let mine: SharedArrayBuffer | undefined;
  if (host.rank === 0) {
    mine = new SharedArrayBuffer(bytes);
    for (const q of layout(mine, host.size, capacity, words)) q.inbox.reset();
    Atomics.store(new Int32Array(mine), OUT, job.roots.length);
  }
  const buffer = await host.shareBuffer(mine, 0);
  host.commShm.barrier();
  return new Engine(host, scheduler, job, buffer, capacity, n).run();
}

class Engine extends TaskCore {
  private readonly control: Int32Array;
  private readonly queues: RankQueues[];
  private readonly mine: RankQueues;
  private readonly frames: Int32Array[] = [];
  protected readonly thief: TaskThief | undefined;
  private readonly spawnFn: (record: ArrayLike<number>, hints?: SpawnHints) => void;
  /** This rank's unpublished tasks (see the header: work first). */
  private readonly ownHeavy: PrivateStack;
  private readonly ownLight: PrivateStack;
  /** Scratch record of publish(). */
  private readonly moving: Int32Array;
  /**
   * Tasks finished here whose count is still in OUTSTANDING. OUTSTANDING = tasks not finished +
   * the debts of all ranks >= the true count, so it cannot reach 0 early; a rank settles its debt
   * before it looks for termination, and a spawn first uses up debt instead of adding 1.
   */
  private debt = 0;
  private readonly views: Int32Array[] = [];

  constructor(host: TaskHost, scheduler: TaskScheduler, job: TaskJob, buffer: SharedArrayBuffer, capacity: number, n: number) {
    super(host, scheduler, job, n);
    this.control = new Int32Array(buffer, 0, CONTROL_BYTES / 4);
    this.queues = layout(buffer, host.size, capacity, this.words);
    this.mine = this.queues[host.rank] as RankQueues;
    this.spawnFn = (record, hints) => this.spawn(record, hints);
    this.ownHeavy = new PrivateStack(capacity, this.words);
    this.ownLight = new PrivateStack(capacity, this.words);
    this.moving = new Int32Array(this.words);
    this.thief = scheduler.thief?.(this.env());
  }

  private env(): TaskEnv {
    const h = this.host;
    return {
      rank: h.rank,
      size: h.size,
      recordWords: this.words,
      links: h.links,
      commShm: h.commShm,
      policy: h.waitPolicy,
      steal: (victim, queue, out) => {
        const q = this.queues[victim] as RankQueues;
        return (queue === 'heavy' ? q.heavy : q.light).steal(out);
      },
      queued: (victim) => {
        const q = this.queues[victim] as RankQueues;
        return q.heavy.size() + q.light.size() + q.inbox.size();
      },
      giveAway: (out) => {
        this.drainInbox();
        for (;;) {
          const r = this.mine.light.steal(out);
          if (r === 'ok') return true;
          if (r === 'empty') break;
        }
        for (;;) {
          const r = this.mine.heavy.steal(out);
          if (r === 'ok') return true;
          if (r === 'empty') break;
        }
        // Nothing published: hand over the oldest private task (light first).
        if (this.ownLight.shift(out) || this.ownHeavy.shift(out)) {
          this.published++;
          return true;
        }
        return false;
      },
      wake: (r) => h.wake(r),
    };
  }

  /** The job's words of a frame record (one cached view per frame). */
  private viewOf(rec: Int32Array): Int32Array {
    const i = this.frames.indexOf(rec);
    if (i < 0) return rec.subarray(0, this.n);
    let v = this.views[i];
    if (v === undefined) {
      v = rec.subarray(0, this.n);
      this.views[i] = v;
    }
    return v;
  }

  protected frame(): Int32Array {
    let f = this.frames[this.depth];
    if (f === undefined) {
      f = new Int32Array(this.words);
      this.frames[this.depth] = f;
    }
    return f;
  }

  protected keepRoot(rec: Int32Array): void {
    if (!this.ownLight.push(rec)) this.execute(rec);
  }

  protected loop(): void {
    const c = this.control;
    for (;;) {
      if (Atomics.load(c, FAILED) !== 0) throw this.failedElsewhere();
      this.thief?.poll?.();
      if (this.thief !== undefined && Atomics.load(c, IDLERS) > 0) this.publish();
      const rec = this.frame();
      if (this.takeLocal(rec) || this.takeOther(rec)) {
        this.execute(rec);
        continue;
      }
      this.flushDebt();
      if (Atomics.load(c, OUT) === 0) return;
      // Idle: sleep until local work, a thief's chance, termination or failure.
      const t0 = performance.now();
      Atomics.add(c, IDLERS, 1);
      try {
        this.idleWait();
      } finally {
        Atomics.sub(c, IDLERS, 1);
        this.idleMs += performance.now() - t0;
      }
    }
  }

  private idleWait(): void {
    const c = this.control;
    const h = this.host;
    const progress = () => Atomics.load(c, OUT) + Atomics.load(c, PROGRESS) * 65_536;
    let seen = progress();
    let since = Date.now();
    const cond = () =>
      Atomics.load(c, OUT) === 0 ||
      Atomics.load(c, FAILED) !== 0 ||
      this.mine.inbox.size() > 0 ||
      this.mine.light.size() > 0 ||
      this.mine.heavy.size() > 0 ||
      (this.thief?.ready() ?? false);
    idleUntil(
      h,
      cond,
      () => `rank ${h.rank} waiting for tasks (outstanding ${Atomics.load(c, OUT)})`,
      (limit) => {
        const now = progress();
        if (now !== seen) {
          seen = now;
          since = Date.now();
          return undefined;
        }
        if (Date.now() - since < limit) return undefined;
        return `rank ${h.rank} waited ${limit} ms for tasks while ${Atomics.load(c, OUT)} stayed outstanding and no rank made progress; expected a task to finish before the deadline`;
      },
    );
  }

  private failedElsewhere(): MeshworkError {
    const who = Atomics.load(this.control, FAILED) - 1;
    return aborted(`rank ${this.host.rank} stopped running tasks because a task failed on rank ${who}`);
  }

  /**
   * Own tasks, heavy first (local execution prefers static tasks), newest first: the private
   * stacks, then the shared deques (after moving the inbox in).
   */
  private takeLocal(rec: Int32Array): boolean {
    const m = this.mine;
    if (m.inbox.size() > 0) this.drainInbox();
    if (this.ownHeavy.pop(rec)) return true;
    if (m.heavy.size() > 0 && m.heavy.pop(rec)) return true;
    if (this.ownLight.pop(rec)) return true;
    return m.light.size() > 0 && m.light.pop(rec);
  }

  /**
   * A rank is idle: if this rank's shared deques are empty, move the oldest half of each private
   * stack there (at least one task when two or more are private: the owner keeps the newest) and
   * wake the other ranks.
   */
  private publish(): void {
    const m = this.mine;
    if (m.heavy.size() + m.light.size() > 0) return;
    const ph = this.ownHeavy;
    const pl = this.ownLight;
    let kh = ph.size() >> 1;
    const kl = pl.size() >> 1;
    if (kh + kl === 0) {
      if (ph.size() + pl.size() < 2) return;
      kh = 1;
    }
    const rec = this.moving;
    let moved = 0;
    for (let k = 0; k < kh && ph.shift(rec); k++) {
      if (!m.heavy.push(rec)) throw bug(`rank ${this.host.rank}: an empty deque refused a task`);
      moved++;
    }
    for (let k = 0; k < kl && pl.shift(rec); k++) {
      if (!m.light.push(rec)) throw bug(`rank ${this.host.rank}: an empty deque refused a task`);
      moved++;
    }
    this.published += moved;
    const h = this.host;
    for (let r = 0; r < h.size; r++) if (r !== h.rank) h.wake(r);
  }

  private takeOther(rec: Int32Array): boolean {
    if (this.thief === undefined) return false;
    if (!this.thief.acquire(rec)) return false;
    this.acquired++;
    return true;
  }

  /** Move records placed here into the deques, where thieves can see them. */
  private drainInbox(): void {
    const m = this.mine;
    const rec = this.frame();
    let moved = 0;
    while (moved < 64 && m.inbox.poll(rec)) {
      moved++;
      const q = (rec[this.n + 2] as number) & 1 ? m.heavy : m.light;
      if (!q.push(rec)) {
        this.execute(rec);
        return;
      }
    }
  }

  private execute(rec: Int32Array): void {
    const c = this.control;
    this.depth++;
    try {
      this.current = rec;
      this.job.execute(this.viewOf(rec), this.spawnFn);
    } catch (err) {
      if (passesThrough(err)) throw err;
      Atomics.compareExchange(c, FAILED, 0, this.host.rank + 1);
      for (let r = 0; r < this.host.size; r++) if (r !== this.host.rank) this.host.wake(r);
      throw taskFailed(this.host.rank, rec.subarray(0, this.n), err);
    } finally {
      this.depth--;
    }
    this.executed++;
    this.debt++;
    if ((this.executed & (PROGRESS_EVERY - 1)) === 0) Atomics.add(c, PROGRESS, 1);
  }

  /** Subtract the finished tasks not yet taken off OUTSTANDING; wake everyone if that was the last. */
  private flushDebt(): void {
    if (this.debt === 0) return;
    const d = this.debt;
    this.debt = 0;
    if (Atomics.sub(this.control, OUT, d) === d) for (let r = 0; r < this.host.size; r++) if (r !== this.host.rank) this.host.wake(r);
  }

  private spawn(record: ArrayLike<number>, hints?: SpawnHints): void {
    const n = this.n;
    if (record === null || typeof record !== 'object' || !(record.length >= n)) {
      throw invalidArgument('spawn(record)', `a record of at least ${n} numbers`, record);
    }
    const parent = this.current as Int32Array;
    const heavy = hints !== undefined && hints.heavy === true;
    let pathKey = 0;
    let graphKey = 0;
    if (this.keyed) {
      pathKey = hints?.pathKey ?? mulModPath(parent[n] as number, (PATH_PRIME + (hints?.index ?? 0)) % PATH_MODULUS);
      graphKey = hints?.graphKey ?? (hints?.subgraph === true ? pathKey : (parent[n + 1] as number));
    }
    const depth = hints?.depth ?? ((parent[n + 2] as number) >>> 1) + 1;
    const h = this.host;
    const t = this.traits;
    t.pathKey = pathKey;
    t.graphKey = graphKey;
    t.heavy = heavy;
    t.depth = depth;
    const home = homeRank(this.scheduler.place(t, h.rank, h.size), h.rank, h.size, this.scheduler);
    this.depth++;
    const rec = this.frame();
    this.depth--;
    for (let k = 0; k < n; k++) rec[k] = record[k] as number;
    rec[n] = pathKey;
    rec[n + 1] = graphKey;
    rec[n + 2] = (heavy ? 1 : 0) | (depth << 1);
    this.spawned++;
    // A finished task still counted in OUTSTANDING covers this child; otherwise count it now.
    if (this.debt > 0) this.debt--;
    else Atomics.add(this.control, OUT, 1);
    if (home !== h.rank && (this.queues[home] as RankQueues).inbox.offer(rec)) {
      this.placedRemote++;
      if (Atomics.load(this.control, IDLERS) > 0) h.wake(home);
      return;
    }
    // Work first: keep it private; publish only when a rank is idle (see the header).
    if ((heavy ? this.ownHeavy : this.ownLight).push(rec)) {
      if (this.thief !== undefined && Atomics.load(this.control, IDLERS) > 0) this.publish();
      return;
    }
    const q = heavy ? this.mine.heavy : this.mine.light;
    if (q.push(rec)) {
      if (this.thief !== undefined && Atomics.load(this.control, IDLERS) > 0) {
        for (let r = 0; r < h.size; r++) if (r !== h.rank) h.wake(r);
      }
      return;
    }
    // Back-pressure: the deque is full, run the child here and now.
    this.inline++;
    const saved = this.current;
    try {
      this.execute(rec);
    } finally {
      this.current = saved;
    }
  }
}
