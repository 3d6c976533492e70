/**
 * How long a rank's waits spin and what they cost (the base of ./waiter.ts's `Waiter`, which adds
 * the doorbells and the wait loops): the spin bounds of the wait policy and the adaptive spin
 * budget (../shm/spin-budget.ts), and the booking of every wait that blocked, in the rank's wait
 * statistics and, when recorded, its timeline. A base class rather than a member, so a wait's
 * `spinMore` stays one call on the waiter itself.
 */
import { SpinBudget, untilRung } from '../shm/spin-budget.ts';
import { DEFAULT_SPIN_MICROS, FREE_CORE_LOOK_MICROS, SPIN_CLOCK_POLLS, type WaitPolicy } from '../shm/wait.ts';
import type { RankTimeline } from '../timeline/recorder.ts';

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

export class WaitClock {
  /** Start of the current spin (`spinMore`); a rank's waits never nest. */
  private readonly spinClock = new Float64Array(1);
  /** Sleeps so far (`park` calls that reached `Atomics.wait`). */
  protected parks = 0;
  /** The last sleep's wake-up delay, ms: from the ring to this thread running (0: not rung with a stamp). */
  protected lastLateMs = 0;
  /** Polls of the last spin that ran out (`spinMore` returned false after that many). */
  private spunPolls = 0;
  /** µs into the current spin at which a spin past its budget asks again for a free core. */
  private freeLookAt = 0;
  /** Longest spin while a core is free, µs (0: spin within the budget only). */
  private readonly freeMicros: number;
  /** The adaptive spin budget (../shm/spin-budget.ts). */
  private readonly budget: SpinBudget;
  /**
   * The run's timeline, when it records one: every wait booked below is also a slice there (one
   * branch per booked wait when off; ../timeline/README.md).
   */
  timeline: RankTimeline | undefined = undefined;
  /** What this rank's waits cost (reported with its metrics). */
  readonly stats: WaitStats = { blocked: 0, blockedMs: 0, slept: 0, sleptMs: 0, wakeups: 0, wakeMs: 0, spinMicros: 0 };

  readonly policy: WaitPolicy;
  constructor(policy: WaitPolicy) {
    this.policy = policy;
    const min = policy.spinMicros ?? DEFAULT_SPIN_MICROS;
    this.budget = new SpinBudget(min, Math.max(min, policy.spinMaxMicros ?? min));
    this.stats.spinMicros = this.budget.micros;
    this.freeMicros = policy.freeCore === undefined ? 0 : (policy.spinFreeMicros ?? 0);
  }

  /**
   * Whether a spinning wait that has polled `i` times may poll again: the policy's poll and time
   * bounds (../shm/wait.ts); past the time budget, on while the machine has a free core (the
   * policy's `freeCore`, asked every `FREE_CORE_LOOK_MICROS`) up to `spinFreeMicros`. Waits
   * outside this class (the recvInto fast path) spin with it too.
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
      this.freeLookAt = 0;
      return true;
    }
    const us = (now - (this.spinClock[0] as number)) * 1000;
    if (us < this.budget.micros) return true;
    if (us < this.freeMicros && (us < this.freeLookAt || this.freeCoreNow(us))) return true;
    this.spunPolls = i;
    return false;
  }

  /** Whether a core is free now (the policy's probe); if so, the next look is a step later. */
  private freeCoreNow(us: number): boolean {
    if (!(this.policy.freeCore as NonNullable<WaitPolicy['freeCore']>).free()) return false;
    this.freeLookAt = us + FREE_CORE_LOOK_MICROS;
    return true;
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
  protected sleepFrom(): number {
    return this.spunPolls >= SPIN_CLOCK_POLLS ? (this.spinClock[0] as number) : performance.now();
  }

  /**
   * A wait for `op`, `arg` that went the sleeping way (from `sleepFrom`) ended now. The spin budget
   * learns how long the wait was until it was rung (when a rung sleep says so), not until this
   * thread ran again: a wake-up can take a millisecond on a VM, and learning it made a rank whose
   * waits were a few hundred µs look like one with long waits, so it kept sleeping through waits a
   * spin would have caught (../shm/README.md, "Adaptive waiting").
   */
  protected woke(from: number, parks: number, op: number, arg: number): void {
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
}
