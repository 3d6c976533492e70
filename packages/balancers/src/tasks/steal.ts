/**
 * Randomized work stealing (the knary paper, section 2.4, after Blumofe and Leiserson), as a
 * TaskThief the runtime's task engine calls when a rank's own queues are empty.
 *
 * - Victims are drawn by a seeded RNG (mulberry32 keyed by seed and rank: victim choice only
 *   changes who runs a task, never a result).
 * - Heavy/light: theft takes a light (stateless) task first and a heavy (static) one only when the
 *   victim has no light one; local execution prefers heavy (the engine pops heavy first).
 * - Hierarchical: ranks form emulated nodes of `group` consecutive ranks. A thief first tries
 *   victims in its own node (direct shared-memory steals, like CODE on an SMP), then makes one
 *   remote attempt on a random rank of another node, never more than one outstanding.
 * - `mode: 'shm'`: a remote attempt is a direct steal from the remote rank's deques.
 *   `mode: 'message'`: a remote attempt is a request sent over links (routed hop by hop) to the
 *   victim, which answers between its tasks with a task record or a denial; the remote rank
 *   checks only its own queues. Requests and replies are settled after termination (finish).
 * - Ranks on several host processes (`env.hosts` > 1, the runtime's message engine): only
 *   `mode: 'message'` with one rank per node works (the others steal through shared memory and
 *   refuse with MW_SINGLE_HOST_ONLY); the engine reads the links and hands this thief its
 *   messages (`receive`), a stolen task joins the thief's own tasks (`env.accept`), and a denial
 *   says whether the victim ran tasks since its last one (an idle thief's sign of progress).
 */
import { hash32, mulberry32 } from '@meshwork/runtime';
import { singleHostOnly, type TaskEnv, type TaskThief } from '@meshwork/runtime/plugin';
import { errors } from '../errors.ts';

export type StealMode = 'shm' | 'message';

export interface StealSettings {
  readonly mode: StealMode;
  /** Ranks per emulated node; undefined: one node of every rank (shm) or one rank per node (message). */
  readonly group: number | undefined;
  readonly seed: number;
  /** Victims tried inside the node per acquire. */
  readonly localTries: number;
}

const REQUEST = 1;
const TASK = 2;
const DENY = 3;

export class StealThief implements TaskThief {
  private readonly rnd: () => number;
  private readonly group: number;
  private readonly lo: number;
  private readonly hi: number;
  /** Message mode: the rank asked and not yet answered (-1: none), a task received, counters. */
  private pending = -1;
  private received: Int32Array | undefined;
  private readonly sentTo: number[];
  private readonly gotFrom: number[];
  private readonly request = new Int32Array([REQUEST]);
  private readonly deny = new Int32Array([DENY]);
  /** Message engine: [DENY, 1 when this rank ran tasks since its last denial]. */
  private readonly denyBusy = new Int32Array([DENY, 0]);
  /** The run has terminated (finish): a task reply now is a protocol error. */
  private finishing = false;
  private readonly reply: Int32Array;
  private readonly give: Int32Array;
  private nextRequestAt = 0;
  private backoffMs = 0;
  private polls = 0;
  private lastLook = -1;
  private readonly counts = {
    attempts: 0,
    localSteals: 0,
    remoteSteals: 0,
    retries: 0,
    heavyStolen: 0,
    requestsSent: 0,
    requestsServed: 0,
    denials: 0,
  };

  private readonly env: TaskEnv;
  private readonly s: StealSettings;
  constructor(env: TaskEnv, s: StealSettings) {
    this.env = env;
    this.s = s;
    const hosts = env.hosts ?? 1;
    if (hosts > 1 && s.mode === 'shm') {
      throw singleHostOnly("steal mode 'shm' (direct steals from other ranks' deques)", hosts, "use mode 'message'");
    }
    if (hosts > 1 && (s.group ?? 1) > 1) {
      throw singleHostOnly(`steal group ${s.group} (direct steals inside an emulated node)`, hosts, 'omit group (one rank per node)');
    }
    this.rnd = mulberry32(hash32(s.seed, env.rank, 0x5eed));
    this.group = Math.min(env.size, s.group ?? (s.mode === 'message' ? 1 : env.size));
    this.lo = Math.floor(env.rank / this.group) * this.group;
    this.hi = Math.min(env.size, this.lo + this.group);
    this.sentTo = new Array<number>(env.size).fill(0);
    this.gotFrom = new Array<number>(env.size).fill(0);
    this.reply = new Int32Array(1 + env.recordWords);
    this.reply[0] = TASK;
    this.give = new Int32Array(env.recordWords);
  }

  private pickLocal(): number {
    const n = this.hi - this.lo - 1;
    if (n <= 0) return -1;
    const k = Math.floor(this.rnd() * n);
    const v = this.lo + k;
    return v >= this.env.rank ? v + 1 : v;
  }

  private pickRemote(): number {
    const n = this.env.size - (this.hi - this.lo);
    if (n <= 0) return -1;
    const k = Math.floor(this.rnd() * n);
    return k < this.lo ? k : k + (this.hi - this.lo);
  }

  /** Steal from one victim: light first, then heavy. */
  private stealFrom(v: number, out: Int32Array): boolean {
    for (const q of ['light', 'heavy'] as const) {
      for (;;) {
        const r = this.env.steal(v, q, out);
        if (r === 'ok') {
          if (q === 'heavy') this.counts.heavyStolen++;
          return true;
        }
        if (r === 'empty') break;
        this.counts.retries++;
      }
    }
    return false;
  }

  acquire(out: Int32Array): boolean {
    if (this.received !== undefined) {
      out.set(this.received);
      this.received = undefined;
      this.counts.remoteSteals++;
      return true;
    }
    this.counts.attempts++;
    // A victim's shared deques hold what it published for idle ranks (it runs its private tasks
    // first), so any queued task is fair game.
    for (let k = 0; k < this.s.localTries; k++) {
      const v = this.pickLocal();
      if (v < 0) break;
      if (this.env.queued(v) > 0 && this.stealFrom(v, out)) {
        this.counts.localSteals++;
        return true;
      }
    }
    const v = this.pickRemote();
    if (v < 0) return false;
    if (this.s.mode === 'shm') {
      if (this.env.queued(v) > 0 && this.stealFrom(v, out)) {
        this.counts.remoteSteals++;
        return true;
      }
      return false;
    }
    // Message mode: at most one remote attempt outstanding, with a growing pause after denials.
    if (this.pending < 0 && performance.now() >= this.nextRequestAt) {
      this.pending = v;
      this.sentTo[v] = (this.sentTo[v] as number) + 1;
      this.counts.requestsSent++;
      this.env.links.sendTo(v, this.request);
    }
    return false;
  }

  ready(): boolean {
    if (this.received !== undefined) return true;
    // Spinning waiters call this in a tight loop: look at the victims' deque lines at most every
    // few microseconds (they change when a victim publishes; its owner wakes idle ranks then).
    const now = performance.now();
    if (now - this.lastLook < 0.003) return false;
    this.lastLook = now;
    for (let v = this.lo; v < this.hi; v++) if (v !== this.env.rank && this.env.queued(v) > 0) return true;
    if (this.s.mode === 'shm') {
      for (let v = 0; v < this.env.size; v++) if ((v < this.lo || v >= this.hi) && this.env.queued(v) > 0) return true;
      return false;
    }
    this.serve();
    return (
      this.received !== undefined || (this.pending < 0 && performance.now() >= this.nextRequestAt && this.hi - this.lo < this.env.size)
    );
  }

  poll(): void {
    if (this.s.mode === 'message' && (++this.polls & 3) === 0) this.serve();
  }

  /** Message mode: handle every message that arrived (requests, replies). */
  private serve(): void {
    if (this.env.pump !== undefined) {
      this.env.pump();
      return;
    }
    const links = this.env.links;
    for (let r = 0; r < this.env.size; r++) {
      if (r === this.env.rank) continue;
      while (links.ready(r)) this.handle(r, links.recv(r) as Int32Array);
    }
  }

  /** Message engine: a message for this thief. */
  receive(from: number, msg: Int32Array): void {
    this.handle(from, msg);
  }

  private handle(from: number, msg: Int32Array): void {
    const kind = msg[0];
    const env = this.env;
    if (kind === REQUEST) {
      this.gotFrom[from] = (this.gotFrom[from] as number) + 1;
      if (env.giveAway(this.give)) {
        this.reply.set(this.give, 1);
        this.counts.requestsServed++;
        env.links.sendTo(from, this.reply);
      } else if (env.busy !== undefined) {
        this.denyBusy[1] = env.busy() ? 1 : 0;
        env.links.sendTo(from, this.denyBusy);
      } else env.links.sendTo(from, this.deny);
      return;
    }
    this.pending = -1;
    if (kind === TASK) {
      if (env.accept !== undefined) {
        if (this.finishing) {
          throw errors.stolenAfterTermination(env.rank);
        }
        env.accept(msg.subarray(1));
        this.counts.remoteSteals++;
      } else this.received = msg.slice(1);
      this.backoffMs = 0;
    } else {
      if (msg[1] === 1) env.progressed?.();
      this.counts.denials++;
      this.backoffMs = Math.min(2, this.backoffMs === 0 ? 0.02 : this.backoffMs * 2);
      this.nextRequestAt = performance.now() + this.backoffMs;
    }
  }

  finish(): void {
    if (this.s.mode !== 'message') return;
    this.finishing = true;
    const env = this.env;
    const links = env.links;
    const sent = env.commShm.allgather(this.sentTo);
    for (let t = 0; t < env.size; t++) {
      if (t === env.rank) continue;
      const owed = (sent[t] as number[])[env.rank] as number;
      while ((this.gotFrom[t] as number) < owed) this.handle(t, links.recv(t) as Int32Array);
    }
    while (this.pending >= 0) this.handle(this.pending, links.recv(this.pending) as Int32Array);
    if (this.received !== undefined) {
      throw errors.stolenAfterTermination(env.rank);
    }
  }

  stats(): Readonly<Record<string, number>> {
    return { ...this.counts };
  }
}
