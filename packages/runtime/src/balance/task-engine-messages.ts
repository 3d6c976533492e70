/**
 * The message engine: runs a TaskJob when the ranks share no memory (a cluster across host
 * processes). Same contract as the shared-memory engine (task-engine.ts), built on links only;
 * the design note is ./README.md.
 *
 * - Each rank keeps its tasks in private stacks (heavy, light) and a stack of pinned tasks
 *   (`SpawnHints.rank`: never given away); a spawn placed on another rank travels as a PLACE
 *   (or PIN) message; a thief's steal reply joins the thief's tasks through `env.accept`.
 * - Termination: Safra's token algorithm. Messages that carry a task are the basic messages:
 *   each rank counts sent minus received (`count`) and turns black when it receives one. A token
 *   [TOKEN, sum, black, work] goes round the ranks 0 -> 1 -> ... -> size-1 -> 0, each rank
 *   passing it on only when passive (no task of its own), adding its count and its colour and
 *   turning white. When it comes back white to a white, passive rank 0 with sum + count = 0,
 *   no task exists anywhere and none is in flight: rank 0 sends DONE to every rank.
 * - The engine owns the links during a run: `pump` reads every arrival, keeps the engine's
 *   messages (first word negative) and hands the others to the thief (`TaskThief.receive`).
 */
import { aborted, invalidArgument, singleHostOnly, taskFailed, unexpectedTaskMessage } from '../errors.ts';
import { homeRank, idleUntil, passesThrough, TaskCore } from './task-core.ts';
import { checkJob, PrivateStack, type TaskHost } from './task-records.ts';
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

/** [PLACE, record...]: a task placed on the receiver by `TaskScheduler.place`. */
const PLACE = -1;
/** [PIN, record...]: a task pinned to the receiver (`SpawnHints.rank`). */
const PIN = -2;
/** [TOKEN, sum of counts, black, work]: Safra's termination token. */
const TOKEN = -3;
/** [DONE]: rank 0 detected termination. */
const DONE = -4;
/** Tasks between checks of the run's abort word while busy. */
const ABORT_EVERY = 256;

/** Collective: run `job` under `scheduler` on ranks that share no memory. */
export async function runTasksByMessages(host: TaskHost, scheduler: TaskScheduler, job: TaskJob): Promise<TaskStats> {
  const n = checkJob(job);
  const capacity = job.capacity ?? 4096;
  host.commShm.barrier();
  return new MessageEngine(host, scheduler, job, capacity, n).run();
}

class MessageEngine extends TaskCore {
  private readonly ownHeavy: PrivateStack;
  private readonly ownLight: PrivateStack;
  /** Pinned tasks (never given away). */
  private readonly pinned: PrivateStack;
  /** Tasks that arrived when their stack was full (run after the stacks). */
  private readonly spill: Int32Array[] = [];
  private readonly frames: Int32Array[] = [];
  private readonly views: Int32Array[] = [];
  protected readonly thief: TaskThief | undefined;
  private readonly spawnFn: (record: ArrayLike<number>, hints?: SpawnHints) => void;
  /** Outgoing task message [kind, record...] and token. */
  private readonly out: Int32Array;
  private readonly tokenOut = new Int32Array(4);
  private readonly doneOut = new Int32Array([DONE]);
  /** Safra: task messages sent minus received; black after receiving one since the last token. */
  private count = 0;
  private black = false;
  /** The token is here (rank 0 starts holding it), its sum and colour, and its work figure. */
  private hasToken: boolean;
  private tokenSum = 0;
  private tokenBlack = false;
  private tokenWork = -1;
  /** Rank 0: a round is under way (the token held is one that came back). */
  private roundOut = false;
  private done = false;
  /** Date.now() of the last sign of progress an idle rank saw. */
  private lastProgress = 0;
  private reported = 0;

  constructor(host: TaskHost, scheduler: TaskScheduler, job: TaskJob, capacity: number, n: number) {
    super(host, scheduler, job, n);
    this.ownHeavy = new PrivateStack(capacity, this.words);
    this.ownLight = new PrivateStack(capacity, this.words);
    this.pinned = new PrivateStack(capacity, this.words);
    this.out = new Int32Array(1 + this.words);
    this.spawnFn = (record, hints) => this.spawn(record, hints);
    this.hasToken = host.rank === 0;
    this.thief = scheduler.thief?.(this.env());
  }

  private env(): TaskEnv {
    const h = this.host;
    const shared = (what: string): never => {
      throw singleHostOnly(what, h.hosts ?? 1, "move tasks in messages (steal mode 'message')");
    };
    return {
      rank: h.rank,
      size: h.size,
      recordWords: this.words,
      links: h.links,
      commShm: h.commShm,
      policy: h.waitPolicy,
      hosts: h.hosts ?? 1,
      steal: () => shared('a direct steal from another rank'),
      queued: () => shared("reading another rank's queues"),
      giveAway: (out) => {
        if (this.ownLight.shift(out) || this.ownHeavy.shift(out)) {
          this.count++;
          this.published++;
          return true;
        }
        return false;
      },
      wake: (r) => h.wake(r),
      pump: () => this.pump(),
      accept: (record) => {
        this.arrived(record, false);
        this.acquired++;
      },
      busy: () => {
        const b = this.executed !== this.reported;
        this.reported = this.executed;
        return b;
      },
      progressed: () => {
        this.lastProgress = Date.now();
      },
    };
  }

  protected frame(): Int32Array {
    let f = this.frames[this.depth];
    if (f === undefined) {
      f = new Int32Array(this.words);
      this.frames[this.depth] = f;
      this.views[this.depth] = f.subarray(0, this.n);
    }
    return f;
  }

  /** The job's words of a frame record (one cached view per frame). */
  private viewOf(rec: Int32Array): Int32Array {
    const i = this.frames.indexOf(rec);
    return i < 0 ? rec.subarray(0, this.n) : (this.views[i] as Int32Array);
  }

  protected keepRoot(rec: Int32Array): void {
    if (!this.ownLight.push(rec)) this.spill.push(rec.slice());
  }

  protected loop(): void {
    let turns = 0;
    for (;;) {
      if ((++turns & 3) === 0) this.pump();
      if (this.done) return;
      const rec = this.frame();
      if (this.takeLocal(rec)) {
        this.execute(rec);
        continue;
      }
      this.pump();
      if (this.done) return;
      if (this.takeLocal(rec)) {
        this.execute(rec);
        continue;
      }
      if (this.thief?.acquire(rec)) {
        this.acquired++;
        this.execute(rec);
        continue;
      }
      // Passive: no task here. Pass the token on (or, on rank 0, judge the round).
      this.passToken();
      if (this.done) return;
      const t0 = performance.now();
      try {
        this.idleWait();
      } finally {
        this.idleMs += performance.now() - t0;
      }
    }
  }

  private hasLocal(): boolean {
    return this.pinned.size() + this.ownHeavy.size() + this.ownLight.size() + this.spill.length > 0;
  }

  private takeLocal(rec: Int32Array): boolean {
    if (this.pinned.pop(rec) || this.ownHeavy.pop(rec) || this.ownLight.pop(rec)) return true;
    const s = this.spill.pop();
    if (s === undefined) return false;
    rec.set(s);
    return true;
  }

  /** Safra's rule for a passive rank holding the token. */
  private passToken(): void {
    if (!this.hasToken) return;
    const h = this.host;
    if (h.rank === 0) {
      if (this.roundOut && !this.tokenBlack && !this.black && this.tokenSum + this.count === 0) {
        this.done = true;
        for (let r = 1; r < h.size; r++) h.links.sendTo(r, this.doneOut);
        return;
      }
      if (h.size === 1) {
        // Alone: nothing can be in flight.
        this.done = true;
        return;
      }
      this.sendToken(0, false, 0);
      this.roundOut = true;
      return;
    }
    this.sendToken(this.tokenSum + this.count, this.tokenBlack || this.black, this.tokenWork + this.executed);
  }

  private sendToken(sum: number, black: boolean, work: number): void {
    const t = this.tokenOut;
    t[0] = TOKEN;
    t[1] = sum;
    t[2] = black ? 1 : 0;
    t[3] = work | 0;
    this.hasToken = false;
    this.black = false;
    const h = this.host;
    h.links.sendTo((h.rank + 1) % h.size, t);
  }

  private idleWait(): void {
    const h = this.host;
    this.lastProgress = Date.now();
    const cond = () => {
      this.pump();
      return this.done || this.hasToken || this.hasLocal() || (this.thief?.ready() ?? false);
    };
    idleUntil(
      h,
      cond,
      () => `rank ${h.rank} waiting for tasks (message engine)`,
      (limit) =>
        Date.now() - this.lastProgress < limit
          ? undefined
          : `rank ${h.rank} waited ${limit} ms for tasks with no sign of progress from any rank (no task, token or busy rank's answer arrived); expected a task to finish before the deadline`,
    );
  }

  /** Read every message that arrived; the engine's are handled here, the thief's handed on. */
  private pump(): void {
    const h = this.host;
    const links = h.links;
    for (let r = 0; r < h.size; r++) {
      if (r === h.rank) continue;
      while (links.ready(r)) this.dispatch(r, links.recv(r) as Int32Array);
    }
  }

  private dispatch(from: number, msg: Int32Array): void {
    const kind = msg[0] as number;
    if (kind === PLACE || kind === PIN) {
      this.arrived(msg.subarray(1), kind === PIN);
      return;
    }
    if (kind === TOKEN) {
      this.hasToken = true;
      this.tokenSum = msg[1] as number;
      this.tokenBlack = msg[2] !== 0;
      const work = msg[3] as number;
      if (work !== this.tokenWork) this.lastProgress = Date.now();
      this.tokenWork = work;
      return;
    }
    if (kind === DONE) {
      this.done = true;
      return;
    }
    if (kind > 0 && this.thief?.receive !== undefined) {
      this.thief.receive(from, msg);
      return;
    }
    throw unexpectedTaskMessage(this.host.rank, kind, from);
  }

  /** A task arrived in a message: it is this rank's now (Safra: count it, turn black). */
  private arrived(record: Int32Array, pinned: boolean): void {
    this.count--;
    this.black = true;
    this.lastProgress = Date.now();
    const stack = pinned ? this.pinned : ((record[this.n + 2] as number) & 1) !== 0 ? this.ownHeavy : this.ownLight;
    if (!stack.push(record)) this.spill.push(record.slice(0, this.words));
  }

  private execute(rec: Int32Array): void {
    const h = this.host;
    this.depth++;
    try {
      this.current = rec;
      this.job.execute(this.viewOf(rec), this.spawnFn);
    } catch (err) {
      if (passesThrough(err)) throw err;
      throw taskFailed(h.rank, rec.subarray(0, this.n), err);
    } finally {
      this.depth--;
    }
    this.executed++;
    if (this.executed % ABORT_EVERY === 0) {
      const p = h.waitPolicy;
      if (p.abort !== undefined && Atomics.load(p.abort, p.abortIndex ?? 0) !== 0) {
        throw aborted(`rank ${h.rank} stopped running tasks because the run was aborted`);
      }
    }
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
    const pin = hints?.rank;
    let home: number;
    if (pin !== undefined) {
      if (!Number.isInteger(pin) || pin < 0 || pin >= h.size) throw invalidArgument('spawn hints.rank', `a rank in [0, ${h.size})`, pin);
      home = pin;
    } else {
      const t = this.traits;
      t.pathKey = pathKey;
      t.graphKey = graphKey;
      t.heavy = heavy;
      t.depth = depth;
      home = homeRank(this.scheduler.place(t, h.rank, h.size), h.rank, h.size, this.scheduler);
    }
    this.spawned++;
    if (home !== h.rank) {
      const m = this.out;
      m[0] = pin === undefined ? PLACE : PIN;
      for (let k = 0; k < n; k++) m[1 + k] = record[k] as number;
      m[1 + n] = pathKey;
      m[2 + n] = graphKey;
      m[3 + n] = (heavy ? 1 : 0) | (depth << 1);
      this.count++;
      this.placedRemote++;
      h.links.sendTo(home, m);
      return;
    }
    this.depth++;
    const rec = this.frame();
    this.depth--;
    for (let k = 0; k < n; k++) rec[k] = record[k] as number;
    rec[n] = pathKey;
    rec[n + 1] = graphKey;
    rec[n + 2] = (heavy ? 1 : 0) | (depth << 1);
    const stack = pin !== undefined ? this.pinned : heavy ? this.ownHeavy : this.ownLight;
    if (stack.push(rec)) return;
    // Back-pressure: the stack is full, run the child here and now.
    this.inline++;
    const saved = this.current;
    try {
      this.execute(rec);
    } finally {
      this.current = saved;
    }
  }
}
