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
 * idle wait), takes a closure. How long a wait spins and what it costs is the base class,
 * ./wait-clock.ts.
 */
import { aborted, deadlineExceeded, type MeshworkError } from '../errors.ts';
import type { SharedBarrier } from '../shm/barrier.ts';
import { isAborted, type WaitPolicy } from '../shm/wait.ts';
import { COLLECTIVE_BARRIER } from '../timeline/codes.ts';
import type { Inbox } from './inbox.ts';
import { ASLEEP, ASLEEP_IN_BARRIER, BARRIER_BELL, bellIndex, bellOf, ringBell, ringStampIndex, sleepIndex, statusIndex } from './layout.ts';
import type { OutPort } from './port.ts';
import { ARG, BEAT, barrierBlame, chainBlame, FINISHED, OP, OP_BARRIER, OP_NONE, OP_RECV, OP_SEND, OP_WAIT } from './status.ts';
import { WaitClock } from './wait-clock.ts';

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

export class Waiter extends WaitClock {
  private readonly sleep: number;
  /** This rank's status words (./status.ts): beat, op, op argument, finished flag. */
  private readonly status: number;
  private traffic: WaitTraffic = NO_TRAFFIC;
  /** The control buffer as float64: every rank's ring stamp (./layout.ts `ringStampIndex`). */
  private readonly stamps: Float64Array;
  private readonly stamp: number;
  readonly control: Int32Array;
  readonly rank: number;
  constructor(control: Int32Array, rank: number, policy: WaitPolicy) {
    super(policy);
    this.control = control;
    this.rank = rank;
    this.sleep = sleepIndex(rank);
    this.status = statusIndex(rank);
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
   * Wake rank `r` if it sleeps or is about to. Call after publishing the change. A rank that is
   * awake (spinning, computing) re-checks after raising its sleep flag, so it is not rung at all:
   * no read-modify-write of its doorbell line per message (../shm/README.md, "Doorbells").
   */
  ring(r: number): void {
    const c = this.control;
    const flag = Atomics.load(c, sleepIndex(r));
    if (flag === 0) return;
    this.stamps[ringStampIndex(r)] = performance.timeOrigin + performance.now();
    ringBell(c, bellOf(flag, r));
  }

  /**
   * Wake rank `r` unconditionally: it announced that it sleeps waiting for what was just published
   * (a ring's WORD held IDLE).
   */
  wake(r: number): void {
    const c = this.control;
    this.stamps[ringStampIndex(r)] = performance.timeOrigin + performance.now();
    ringBell(c, bellOf(Atomics.load(c, sleepIndex(r)), r));
  }

  /**
   * The shm barrier released (this rank arrived last): wake every rank asleep in it with one
   * notify of the barrier's bell, stamping each one's ring stamp first (its wake-up is timed as
   * any other); a rank asleep on its own doorbell is rung as before. README "Barrier bell".
   */
  releaseBarrier(size: number): void {
    const c = this.control;
    let sleepers = 0;
    let now = 0;
    for (let r = 0; r < size; r++) {
      if (r === this.rank) continue;
      const flag = Atomics.load(c, sleepIndex(r));
      if (flag === 0) continue;
      if (now === 0) now = performance.timeOrigin + performance.now();
      this.stamps[ringStampIndex(r)] = now;
      if (flag === ASLEEP_IN_BARRIER) sleepers++;
      else ringBell(c, bellIndex(r));
    }
    if (sleepers > 0) ringBell(c, BARRIER_BELL);
  }

  /**
   * Receive: block until `box` holds a message from rank `from`, moving traffic meanwhile (which
   * is what fills `box`). `spin` false skips the spin (the caller has just spun).
   */
  untilDelivered(box: Inbox, from: number, timeoutMs: number = this.policy.timeoutMs, spin = true): void {
    const t = this.traffic;
    this.beat();
    if (spin && this.spinDelivered(box, from)) return;
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
    if (this.spinRoom(ring, bytes, peer)) return;
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
   * `onBarrierBell`: sleep on the shm barrier's bell, which its last arrival notifies once for all
   * (`releaseBarrier`), instead of this rank's doorbell.
   */
  untilReleased(
    barrier: SharedBarrier,
    generation: number,
    late?: () => { what: string; blame: string },
    site: number = COLLECTIVE_BARRIER,
    onBarrierBell = false,
  ): void {
    const t = this.traffic;
    const timeoutMs = this.policy.timeoutMs;
    this.beat();
    if (this.spinReleased(barrier, generation, site)) return;
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    const flag = onBarrierBell ? ASLEEP_IN_BARRIER : ASLEEP;
    for (;;) {
      const seen = this.announce(OP_BARRIER, generation, flag);
      t.progress();
      if (barrier.released(generation)) {
        this.awake();
        this.woke(from0, parks, OP_BARRIER, site);
        return;
      }
      const outcome = this.park(seen, deadline, flag);
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
    if (this.spinCond(cond)) return;
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

  // The spins, one method per kind of wait, apart from the sleeps that follow them. V8 compiles a
  // spin loop on the stack (OSR) after its first long spins, when no wait has slept yet; with the
  // sleep in the same function, every later sleep left that code through a path it had no type
  // feedback for (a deopt, the rest of the wait interpreted), and V8 kept the code, so it happened
  // again at the next sleep: 15 times in 17 runs of diffusion sdlb. Out of the loop's function, a
  // spin that runs out only returns false (../shm/README.md, "Wait loops").

  /** Spin until `box` holds a message (true), or until the spin runs out (false). */
  private spinDelivered(box: Inbox, from: number): boolean {
    const t = this.traffic;
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (box.count > 0) {
        this.spun(i, OP_RECV, from);
        return true;
      }
    }
    return false;
  }

  /** Spin until a frame of `bytes` fits in `ring` (true), or until the spin runs out (false). */
  private spinRoom(ring: OutPort, bytes: number, peer: number): boolean {
    const t = this.traffic;
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (ring.fits(bytes)) {
        this.spun(i, OP_SEND, peer);
        return true;
      }
    }
    return false;
  }

  /** Spin until `barrier` leaves `generation` (true), or until the spin runs out (false). */
  private spinReleased(barrier: SharedBarrier, generation: number, site: number): boolean {
    const t = this.traffic;
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (barrier.released(generation)) {
        this.spun(i, OP_BARRIER, site);
        return true;
      }
    }
    return false;
  }

  /** Spin until `cond()` holds (true), or until the spin runs out (false). */
  private spinCond(cond: () => boolean): boolean {
    const t = this.traffic;
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (cond()) {
        this.spun(i, OP_WAIT, 0);
        return true;
      }
    }
    return false;
  }

  /**
   * Publish the wait (`op`, `arg`: ./status.ts), raise the sleeping flag (`flag`: on which bell),
   * then read that bell: the value a sleep waits on (README, "Doorbells", "Barrier bell").
   */
  private announce(op: number, arg: number, flag: number = ASLEEP): number {
    const c = this.control;
    c[this.status + OP] = op;
    c[this.status + ARG] = arg;
    Atomics.store(c, this.sleep, flag);
    return Atomics.load(c, bellOf(flag, this.rank));
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
  private park(seen: number, deadline: number, flag: number = ASLEEP): number {
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
    const how = Atomics.wait(c, bellOf(flag, this.rank), seen, Math.min(left, this.policy.sliceMs));
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
