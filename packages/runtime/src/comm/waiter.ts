/**
 * How a rank blocks inside the communicator: every wait sleeps on the rank's own doorbell, and
 * whoever changes something the rank may wait for (a frame written to its inbound ring, space
 * freed in its outbound ring, a barrier released) rings that doorbell. A sleeping flag lets the
 * ringer skip `Atomics.notify` when nobody sleeps. Race analysis: ../shm/README.md ("Doorbells").
 *
 * One loop per kind of wait (a message delivered, room in a ring, a barrier released), each
 * testing its condition inline: a single loop calling a `cond` closure per wait was specialised
 * by V8 to the closure it saw first and deoptimised whenever another kind of wait came along
 * (../shm/README.md, "Wait loops"). Only `block`, for conditions of callers (the task engine's
 * idle wait), takes a closure.
 */
import { aborted, deadlineExceeded, type MeshworkError } from '../errors.ts';
import type { SharedBarrier } from '../shm/barrier.ts';
import { SpinBudget, untilRung } from '../shm/spin-budget.ts';
import { DEFAULT_SPIN_MICROS, isAborted, SPIN_CLOCK_POLLS, type WaitPolicy } from '../shm/wait.ts';
import { COLLECTIVE_BARRIER } from '../timeline/codes.ts';
import type { RankTimeline } from '../timeline/recorder.ts';
import type { Inbox } from './inbox.ts';
import { bellIndex, ringStampIndex, sleepIndex, statusIndex } from './layout.ts';
import type { OutPort } from './port.ts';
import { ARG, BEAT, barrierBlame, chainBlame, FINISHED, OP, OP_BARRIER, OP_NONE, OP_RECV, OP_SEND, OP_WAIT } from './status.ts';

/**
 * What one rank's blocking waits cost in a run. Only waits that lasted past their first 64 polls
 * (about a µs) are counted: shorter ones never read the clock.
 */
export interface WaitStats {
  /** Waits that blocked (spun past 64 polls, maybe slept). */
  blocked: number;
  /** Wall ms in those waits, spins and sleeps. */
  blockedMs: number;
  /** Of the blocked waits, those that went to sleep (`Atomics.wait`) at least once. */
  slept: number;
  /** Wall ms inside `Atomics.wait`. */
  sleptMs: number;
  /**
   * Wake-ups timed from the moment another rank rang this one to the moment it ran again, and
   * their total in ms: what a sleep costs on top of the wait itself (thread clocks agree to a few µs).
   */
  wakeups: number;
  wakeMs: number;
  /** The spin budget the rank's waits ended the run with, µs (adaptive spinning). */
  spinMicros: number;
}

/** What a waiting rank does besides waiting: move link traffic (../comm/links.ts). */
export interface WaitTraffic {
  /** Drain the inbound rings, forward routed frames; called between checks of every wait. */
  progress(): boolean;
  /**
   * Run after the last re-check before every sleep (mark inbound rings IDLE, re-arm ROOM on rings
   * the rank waits to write): false means something moved, so check again instead of sleeping.
   */
  beforeSleep(): boolean;
}

/** No traffic: a waiter with no links attached (tests, a one-rank cluster). */
const NO_TRAFFIC: WaitTraffic = { progress: () => false, beforeSleep: () => true };

/** Outcomes of `park`. */
const SLEPT = 0;
const RECHECK = 1;
const ABORTED = 2;
const LATE = 3;

export class Waiter {
  private readonly bell: number;
  private readonly sleep: number;
  /** This rank's status words (./status.ts): beat, op, op argument, finished flag. */
  private readonly status: number;
  private traffic: WaitTraffic = NO_TRAFFIC;
  /** Start of the current spin (`spinMore`); a rank's waits never nest. */
  private readonly spinClock = new Float64Array(1);
  /** Sleeps so far (`park` calls that reached `Atomics.wait`). */
  private parks = 0;
  /** The last sleep's wake-up delay, ms: from the ring to this thread running (0: not rung with a stamp). */
  private lastLateMs = 0;
  /** Polls of the last spin that ran out (`spinMore` returned false after that many). */
  private spunPolls = 0;
  /** The adaptive spin budget (../shm/spin-budget.ts). */
  private readonly budget: SpinBudget;
  /** The control buffer as float64: every rank's ring stamp (./layout.ts `ringStampIndex`). */
  private readonly stamps: Float64Array;
  private readonly stamp: number;
  /**
   * The run's timeline, when it records one: every wait booked below is also a slice there (one
   * branch per booked wait when off; ../timeline/README.md).
   */
  timeline: RankTimeline | undefined = undefined;
  /** What this rank's waits cost (reported with its metrics). */
  readonly stats: WaitStats = { blocked: 0, blockedMs: 0, slept: 0, sleptMs: 0, wakeups: 0, wakeMs: 0, spinMicros: 0 };

  readonly control: Int32Array;
  readonly rank: number;
  readonly policy: WaitPolicy;
  constructor(control: Int32Array, rank: number, policy: WaitPolicy) {
    this.control = control;
    this.rank = rank;
    this.policy = policy;
    this.bell = bellIndex(rank);
    this.sleep = sleepIndex(rank);
    this.status = statusIndex(rank);
    const min = policy.spinMicros ?? DEFAULT_SPIN_MICROS;
    this.budget = new SpinBudget(min, Math.max(min, policy.spinMaxMicros ?? min));
    this.stats.spinMicros = this.budget.micros;
    this.stamps = new Float64Array(control.buffer, control.byteOffset, control.length >> 1);
    this.stamp = ringStampIndex(rank);
  }

  /**
   * Record that this rank passed a receive, a barrier or a wait (the stuck-rank watchdog watches
   * the beats of all ranks). A plain store on the rank's own line.
   */
  beat(): void {
    const c = this.control;
    const at = this.status + BEAT;
    c[at] = ((c[at] as number) + 1) | 0;
  }

  /**
   * Publish a wait that does not block the thread (`ctx.shareBuffer` awaits a message) in this
   * rank's status; `OP_NONE` ends it (and counts as passing a wait).
   */
  publish(op: number, arg: number): void {
    const c = this.control;
    c[this.status + OP] = op;
    c[this.status + ARG] = arg;
    if (op === OP_NONE) this.beat();
  }

  /** Mark this rank's program as returned (the end-of-run barrier follows). */
  markFinished(): void {
    Atomics.store(this.control, this.status + FINISHED, 1);
  }

  /** Move `traffic` during every wait of this rank (the rank's Links; set once). */
  attach(traffic: WaitTraffic): void {
    this.traffic = traffic;
  }

  /**
   * Whether a spinning wait that has polled `i` times may poll again: the policy's poll and time
   * bounds (../shm/wait.ts). Waits outside this class (the recvInto fast path) spin with it too.
   */
  spinMore(i: number): boolean {
    if (i >= this.policy.spinIterations) {
      this.spunPolls = i;
      return false;
    }
    if ((i & (SPIN_CLOCK_POLLS - 1)) !== SPIN_CLOCK_POLLS - 1) return true;
    const now = performance.now();
    if (i === SPIN_CLOCK_POLLS - 1) {
      this.spinClock[0] = now;
      return true;
    }
    if ((now - (this.spinClock[0] as number)) * 1000 < this.budget.micros) return true;
    this.spunPolls = i;
    return false;
  }

  /**
   * A wait that ended while spinning, after `i` polls: one past the first clock read is booked
   * (blocked time, the spin budget's estimate); shorter ones cost nothing. `op` and `arg` say what
   * it waited for (./status.ts: OP_RECV and the peer, OP_BARRIER and the collective...).
   */
  spun(i: number, op: number, arg: number): void {
    if (i < SPIN_CLOCK_POLLS) return;
    const from = this.spinClock[0] as number;
    const now = performance.now();
    this.booked((now - from) * 1000, false);
    if (this.timeline !== undefined) this.timeline.wait(from, now, op, arg, false);
  }

  /** When the wait about to sleep started: its spin's first clock read, or now if it spun less. */
  private sleepFrom(): number {
    return this.spunPolls >= SPIN_CLOCK_POLLS ? (this.spinClock[0] as number) : performance.now();
  }

  /**
   * A wait for `op`, `arg` that went the sleeping way (from `sleepFrom`) ended now. The spin budget
   * learns how long the wait was until it was rung (when a rung sleep says so), not until this
   * thread ran again: a wake-up can take a millisecond on a VM, and learning it made a rank whose
   * waits were a few hundred µs look like one with long waits, so it kept sleeping through waits a
   * spin would have caught (../shm/README.md, "Adaptive waiting").
   */
  private woke(from: number, parks: number, op: number, arg: number): void {
    const now = performance.now();
    const slept = this.parks !== parks;
    const us = (now - from) * 1000;
    // without the last sleep's wake-up delay (0 when it was not rung with a stamp)
    this.booked(us, slept, slept ? untilRung(us, this.lastLateMs) : us);
    if (this.timeline !== undefined) this.timeline.wait(from, now, op, arg, slept);
  }

  /** Book a blocked wait of `us` µs; the spin budget learns `until` µs (the wait until it was rung). */
  private booked(us: number, slept: boolean, until = us): void {
    const s = this.stats;
    s.blocked++;
    s.blockedMs += us / 1000;
    if (slept) s.slept++;
    this.budget.learn(until);
    s.spinMicros = this.budget.micros;
  }

  /**
   * Wake rank `r` if it sleeps or is about to. Call after publishing the change. A rank that is
   * awake (spinning, computing) re-checks after raising its sleep flag, so it is not rung at all:
   * no read-modify-write of its doorbell line per message (../shm/README.md, "Doorbells").
   */
  ring(r: number): void {
    const c = this.control;
    if (Atomics.load(c, sleepIndex(r)) === 0) return;
    this.stamps[ringStampIndex(r)] = performance.timeOrigin + performance.now();
    Atomics.add(c, bellIndex(r), 1);
    Atomics.notify(c, bellIndex(r));
  }

  /**
   * Wake rank `r` unconditionally: it announced that it sleeps waiting for what was just published
   * (a ring's WORD held IDLE).
   */
  wake(r: number): void {
    const c = this.control;
    this.stamps[ringStampIndex(r)] = performance.timeOrigin + performance.now();
    Atomics.add(c, bellIndex(r), 1);
    Atomics.notify(c, bellIndex(r));
  }

  /**
   * Receive: block until `box` holds a message from rank `from`, moving traffic meanwhile (which
   * is what fills `box`). `spin` false skips the spin (the caller has just spun).
   */
  untilDelivered(box: Inbox, from: number, timeoutMs: number = this.policy.timeoutMs, spin = true): void {
    const t = this.traffic;
    this.beat();
    if (spin) {
      for (let i = 0; this.spinMore(i); i++) {
        t.progress();
        if (box.count > 0) {
          this.spun(i, OP_RECV, from);
          return;
        }
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = this.announce(OP_RECV, from);
      t.progress();
      if (box.count > 0) {
        this.awake();
        this.woke(from0, parks, OP_RECV, from);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) {
        const blame = outcome === LATE ? chainBlame(this.control, this.rank, from) : '';
        throw this.failure(outcome, `receive on rank ${this.rank} from rank ${from}`, timeoutMs, blame);
      }
    }
  }

  /**
   * Send: block until a frame of `bytes` payload bytes fits in `ring` (this rank's ring to `peer`),
   * moving traffic meanwhile. The caller has asked for ROOM (`beforeSleep` arms it).
   */
  untilRoom(ring: OutPort, bytes: number, peer: number): void {
    const t = this.traffic;
    const timeoutMs = this.policy.timeoutMs;
    this.beat();
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (ring.fits(bytes)) {
        this.spun(i, OP_SEND, peer);
        return;
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = this.announce(OP_SEND, peer);
      t.progress();
      if (ring.fits(bytes)) {
        this.awake();
        this.woke(from0, parks, OP_SEND, peer);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) {
        const what = `send from rank ${this.rank} to rank ${peer} (link full; is rank ${peer} receiving?)`;
        throw this.failure(outcome, what, timeoutMs, outcome === LATE ? chainBlame(this.control, this.rank, peer) : '');
      }
    }
  }

  /**
   * Barrier: block until `barrier` leaves `generation`, moving traffic meanwhile. `late` (a
   * barrier of the runtime's own besides the shm collectives' one) says what the wait was and
   * whom to blame if it fails; `site` which collective it is (../timeline/codes.ts, for a timeline).
   */
  untilReleased(
    barrier: SharedBarrier,
    generation: number,
    late?: () => { what: string; blame: string },
    site: number = COLLECTIVE_BARRIER,
  ): void {
    const t = this.traffic;
    const timeoutMs = this.policy.timeoutMs;
    this.beat();
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (barrier.released(generation)) {
        this.spun(i, OP_BARRIER, site);
        return;
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = this.announce(OP_BARRIER, generation);
      t.progress();
      if (barrier.released(generation)) {
        this.awake();
        this.woke(from0, parks, OP_BARRIER, site);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) {
        if (late !== undefined) {
          const l = late();
          throw this.failure(outcome, l.what, timeoutMs, outcome === LATE ? l.blame : '');
        }
        // The end of a run is a barrier too: say so, a hang there is another rank's.
        const end = Atomics.load(this.control, this.status + FINISHED) !== 0;
        const what = `${end ? 'end-of-run ' : ''}barrier on rank ${this.rank} (waiting for all ${barrier.parties} ranks${end ? ' to return from their programs' : ''})`;
        const blame = outcome === LATE ? barrierBlame(this.control, barrier.parties, generation, this.rank) : '';
        throw this.failure(outcome, what, timeoutMs, blame);
      }
    }
  }

  /**
   * Block until `cond()` holds, moving traffic between checks. For conditions of callers (the
   * task engine's idle wait); the runtime's own waits have loops of their own above. `what` is
   * built only if the wait fails. Throws DEADLINE_EXCEEDED after `timeoutMs`, ABORTED when the
   * run's abort flag is set.
   */
  block(cond: () => boolean, what: string | (() => string), timeoutMs: number = this.policy.timeoutMs): void {
    const t = this.traffic;
    this.beat();
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (cond()) {
        this.spun(i, OP_WAIT, 0);
        return;
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const seen = this.announce(OP_WAIT, 0);
      t.progress();
      if (cond()) {
        this.awake();
        this.woke(from0, parks, OP_WAIT, 0);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) throw this.failure(outcome, typeof what === 'string' ? what : what(), timeoutMs);
    }
  }

  /**
   * Publish the wait (`op`, `arg`: ./status.ts), raise the sleeping flag, then read the doorbell:
   * the value a sleep waits on (README, "Doorbells").
   */
  private announce(op: number, arg: number): number {
    const c = this.control;
    c[this.status + OP] = op;
    c[this.status + ARG] = arg;
    Atomics.store(c, this.sleep, 1);
    return Atomics.load(c, this.bell);
  }

  /** The condition held after `announce`: lower the sleeping flag, the wait is over. */
  private awake(): void {
    Atomics.store(this.control, this.sleep, 0);
    this.control[this.status + OP] = OP_NONE;
  }

  /**
   * After a failed re-check: ABORTED or LATE (flag lowered) when the wait must end, RECHECK when
   * `beforeSleep` saw something move, else sleep on the doorbell (unless it moved since `seen`)
   * for at most a slice and return SLEPT.
   */
  private park(seen: number, deadline: number): number {
    const c = this.control;
    if (isAborted(this.policy)) {
      Atomics.store(c, this.sleep, 0);
      return ABORTED;
    }
    const left = deadline - Date.now();
    if (left <= 0) {
      Atomics.store(c, this.sleep, 0);
      return LATE;
    }
    if (!this.traffic.beforeSleep()) return RECHECK;
    this.parks++;
    const t0 = performance.now();
    const how = Atomics.wait(c, this.bell, seen, Math.min(left, this.policy.sliceMs));
    const t1 = performance.now();
    Atomics.store(c, this.sleep, 0);
    const s = this.stats;
    s.sleptMs += t1 - t0;
    this.lastLateMs = 0;
    if (how === 'ok') {
      // rung: the ringer stamped when (a host's ring for an abort does not: a stale or missing stamp is skipped)
      const late = performance.timeOrigin + t1 - (this.stamps[this.stamp] as number);
      if (late >= 0 && late <= t1 - t0) {
        s.wakeups++;
        s.wakeMs += late;
        this.lastLateMs = late;
      }
    }
    return SLEPT;
  }

  /** The error a failed wait throws (`blame`: the ranks it waited for, for a deadline). The wait is over. */
  private failure(outcome: number, what: string, timeoutMs: number, blame = ''): MeshworkError {
    this.control[this.status + OP] = OP_NONE;
    return outcome === ABORTED
      ? aborted(`${what} was interrupted because another rank failed or the host stopped the run`)
      : deadlineExceeded(what, timeoutMs, blame);
  }
}
