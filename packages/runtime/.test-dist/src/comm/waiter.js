import { aborted, deadlineExceeded } from "../errors.js";
import { SpinBudget } from "../shm/spin-budget.js";
import { DEFAULT_SPIN_MICROS, isAborted, SPIN_CLOCK_POLLS } from "../shm/wait.js";
import { bellIndex, ringStampIndex, sleepIndex, statusIndex } from "./layout.js";
import { ARG, BEAT, barrierBlame, chainBlame, FINISHED, OP, OP_BARRIER, OP_NONE, OP_RECV, OP_SEND, OP_WAIT } from "./status.js";
const NO_TRAFFIC = { progress: () => false, beforeSleep: () => true };
const SLEPT = 0;
const RECHECK = 1;
const ABORTED = 2;
const LATE = 3;
class Waiter {
  constructor(control, rank, policy) {
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
  control;
  rank;
  policy;
  bell;
  sleep;
  /** This rank's status words (./status.ts): beat, op, op argument, finished flag. */
  status;
  traffic = NO_TRAFFIC;
  /** Start of the current spin (`spinMore`); a rank's waits never nest. */
  spinClock = new Float64Array(1);
  /** Sleeps so far (`park` calls that reached `Atomics.wait`). */
  parks = 0;
  /** Polls of the last spin that ran out (`spinMore` returned false after that many). */
  spunPolls = 0;
  /** The adaptive spin budget (../shm/spin-budget.ts). */
  budget;
  /** The control buffer as float64: every rank's ring stamp (./layout.ts `ringStampIndex`). */
  stamps;
  stamp;
  /** What this rank's waits cost (reported with its metrics). */
  stats = { blocked: 0, blockedMs: 0, slept: 0, sleptMs: 0, wakeups: 0, wakeMs: 0, spinMicros: 0 };
  /**
   * Record that this rank passed a receive, a barrier or a wait (the stuck-rank watchdog watches
   * the beats of all ranks). A plain store on the rank's own line.
   */
  beat() {
    const c = this.control;
    const at = this.status + BEAT;
    c[at] = c[at] + 1 | 0;
  }
  /**
   * Publish a wait that does not block the thread (`ctx.shareBuffer` awaits a message) in this
   * rank's status; `OP_NONE` ends it (and counts as passing a wait).
   */
  publish(op, arg) {
    const c = this.control;
    c[this.status + OP] = op;
    c[this.status + ARG] = arg;
    if (op === OP_NONE) this.beat();
  }
  /** Mark this rank's program as returned (the end-of-run barrier follows). */
  markFinished() {
    Atomics.store(this.control, this.status + FINISHED, 1);
  }
  /** Move `traffic` during every wait of this rank (the rank's Links; set once). */
  attach(traffic) {
    this.traffic = traffic;
  }
  /**
   * Whether a spinning wait that has polled `i` times may poll again: the policy's poll and time
   * bounds (../shm/wait.ts). Waits outside this class (the recvInto fast path) spin with it too.
   */
  spinMore(i) {
    if (i >= this.policy.spinIterations) {
      this.spunPolls = i;
      return false;
    }
    if ((i & SPIN_CLOCK_POLLS - 1) !== SPIN_CLOCK_POLLS - 1) return true;
    const now = performance.now();
    if (i === SPIN_CLOCK_POLLS - 1) {
      this.spinClock[0] = now;
      return true;
    }
    if ((now - this.spinClock[0]) * 1e3 < this.budget.micros) return true;
    this.spunPolls = i;
    return false;
  }
  /**
   * A wait that ended while spinning, after `i` polls: one past the first clock read is booked
   * (blocked time, the spin budget's estimate); shorter ones cost nothing.
   */
  spun(i) {
    if (i < SPIN_CLOCK_POLLS) return;
    this.booked((performance.now() - this.spinClock[0]) * 1e3, false);
  }
  /** When the wait about to sleep started: its spin's first clock read, or now if it spun less. */
  sleepFrom() {
    return this.spunPolls >= SPIN_CLOCK_POLLS ? this.spinClock[0] : performance.now();
  }
  /** A wait that went the sleeping way (from `sleepFrom`) ended now. */
  woke(from, parks) {
    this.booked((performance.now() - from) * 1e3, this.parks !== parks);
  }
  booked(us, slept) {
    const s = this.stats;
    s.blocked++;
    s.blockedMs += us / 1e3;
    if (slept) s.slept++;
    this.budget.learn(us);
    s.spinMicros = this.budget.micros;
  }
  /**
   * Wake rank `r` if it sleeps or is about to. Call after publishing the change. A rank that is
   * awake (spinning, computing) re-checks after raising its sleep flag, so it is not rung at all:
   * no read-modify-write of its doorbell line per message (../shm/README.md, "Doorbells").
   */
  ring(r) {
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
  wake(r) {
    const c = this.control;
    this.stamps[ringStampIndex(r)] = performance.timeOrigin + performance.now();
    Atomics.add(c, bellIndex(r), 1);
    Atomics.notify(c, bellIndex(r));
  }
  /**
   * Receive: block until `box` holds a message from rank `from`, moving traffic meanwhile (which
   * is what fills `box`). `spin` false skips the spin (the caller has just spun).
   */
  untilDelivered(box, from, timeoutMs = this.policy.timeoutMs, spin = true) {
    const t = this.traffic;
    this.beat();
    if (spin) {
      for (let i = 0; this.spinMore(i); i++) {
        t.progress();
        if (box.count > 0) {
          this.spun(i);
          return;
        }
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (; ; ) {
      const seen = this.announce(OP_RECV, from);
      t.progress();
      if (box.count > 0) {
        this.awake();
        this.woke(from0, parks);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) {
        const blame = outcome === LATE ? chainBlame(this.control, this.rank, from) : "";
        throw this.failure(outcome, `receive on rank ${this.rank} from rank ${from}`, timeoutMs, blame);
      }
    }
  }
  /**
   * Send: block until a frame of `bytes` payload bytes fits in `ring` (this rank's ring to `peer`),
   * moving traffic meanwhile. The caller has asked for ROOM (`beforeSleep` arms it).
   */
  untilRoom(ring, bytes, peer) {
    const t = this.traffic;
    const timeoutMs = this.policy.timeoutMs;
    this.beat();
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (ring.fits(bytes)) {
        this.spun(i);
        return;
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (; ; ) {
      const seen = this.announce(OP_SEND, peer);
      t.progress();
      if (ring.fits(bytes)) {
        this.awake();
        this.woke(from0, parks);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) {
        const what = `send from rank ${this.rank} to rank ${peer} (link full; is rank ${peer} receiving?)`;
        throw this.failure(outcome, what, timeoutMs, outcome === LATE ? chainBlame(this.control, this.rank, peer) : "");
      }
    }
  }
  /**
   * Barrier: block until `barrier` leaves `generation`, moving traffic meanwhile. `late` (a
   * barrier of the runtime's own besides the shm collectives' one) says what the wait was and
   * whom to blame if it fails.
   */
  untilReleased(barrier, generation, late) {
    const t = this.traffic;
    const timeoutMs = this.policy.timeoutMs;
    this.beat();
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (barrier.released(generation)) {
        this.spun(i);
        return;
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (; ; ) {
      const seen = this.announce(OP_BARRIER, generation);
      t.progress();
      if (barrier.released(generation)) {
        this.awake();
        this.woke(from0, parks);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) {
        if (late !== void 0) {
          const l = late();
          throw this.failure(outcome, l.what, timeoutMs, outcome === LATE ? l.blame : "");
        }
        const end = Atomics.load(this.control, this.status + FINISHED) !== 0;
        const what = `${end ? "end-of-run " : ""}barrier on rank ${this.rank} (waiting for all ${barrier.parties} ranks${end ? " to return from their programs" : ""})`;
        const blame = outcome === LATE ? barrierBlame(this.control, barrier.parties, generation, this.rank) : "";
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
  block(cond, what, timeoutMs = this.policy.timeoutMs) {
    const t = this.traffic;
    this.beat();
    for (let i = 0; this.spinMore(i); i++) {
      t.progress();
      if (cond()) {
        this.spun(i);
        return;
      }
    }
    const from0 = this.sleepFrom();
    const parks = this.parks;
    const deadline = Date.now() + timeoutMs;
    for (; ; ) {
      const seen = this.announce(OP_WAIT, 0);
      t.progress();
      if (cond()) {
        this.awake();
        this.woke(from0, parks);
        return;
      }
      const outcome = this.park(seen, deadline);
      if (outcome >= ABORTED) throw this.failure(outcome, typeof what === "string" ? what : what(), timeoutMs);
    }
  }
  /**
   * Publish the wait (`op`, `arg`: ./status.ts), raise the sleeping flag, then read the doorbell:
   * the value a sleep waits on (README, "Doorbells").
   */
  announce(op, arg) {
    const c = this.control;
    c[this.status + OP] = op;
    c[this.status + ARG] = arg;
    Atomics.store(c, this.sleep, 1);
    return Atomics.load(c, this.bell);
  }
  /** The condition held after `announce`: lower the sleeping flag, the wait is over. */
  awake() {
    Atomics.store(this.control, this.sleep, 0);
    this.control[this.status + OP] = OP_NONE;
  }
  /**
   * After a failed re-check: ABORTED or LATE (flag lowered) when the wait must end, RECHECK when
   * `beforeSleep` saw something move, else sleep on the doorbell (unless it moved since `seen`)
   * for at most a slice and return SLEPT.
   */
  park(seen, deadline) {
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
    if (how === "ok") {
      const late = performance.timeOrigin + t1 - this.stamps[this.stamp];
      if (late >= 0 && late <= t1 - t0) {
        s.wakeups++;
        s.wakeMs += late;
      }
    }
    return SLEPT;
  }
  /** The error a failed wait throws (`blame`: the ranks it waited for, for a deadline). The wait is over. */
  failure(outcome, what, timeoutMs, blame = "") {
    this.control[this.status + OP] = OP_NONE;
    return outcome === ABORTED ? aborted(`${what} was interrupted because another rank failed or the host stopped the run`) : deadlineExceeded(what, timeoutMs, blame);
  }
}
export {
  Waiter
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW0vd2FpdGVyLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIEhvdyBhIHJhbmsgYmxvY2tzIGluc2lkZSB0aGUgY29tbXVuaWNhdG9yOiBldmVyeSB3YWl0IHNsZWVwcyBvbiB0aGUgcmFuaydzIG93biBkb29yYmVsbCwgYW5kXG4gKiB3aG9ldmVyIGNoYW5nZXMgc29tZXRoaW5nIHRoZSByYW5rIG1heSB3YWl0IGZvciAoYSBmcmFtZSB3cml0dGVuIHRvIGl0cyBpbmJvdW5kIHJpbmcsIHNwYWNlXG4gKiBmcmVlZCBpbiBpdHMgb3V0Ym91bmQgcmluZywgYSBiYXJyaWVyIHJlbGVhc2VkKSByaW5ncyB0aGF0IGRvb3JiZWxsLiBBIHNsZWVwaW5nIGZsYWcgbGV0cyB0aGVcbiAqIHJpbmdlciBza2lwIGBBdG9taWNzLm5vdGlmeWAgd2hlbiBub2JvZHkgc2xlZXBzLiBSYWNlIGFuYWx5c2lzOiAuLi9zaG0vUkVBRE1FLm1kIChcIkRvb3JiZWxsc1wiKS5cbiAqXG4gKiBPbmUgbG9vcCBwZXIga2luZCBvZiB3YWl0IChhIG1lc3NhZ2UgZGVsaXZlcmVkLCByb29tIGluIGEgcmluZywgYSBiYXJyaWVyIHJlbGVhc2VkKSwgZWFjaFxuICogdGVzdGluZyBpdHMgY29uZGl0aW9uIGlubGluZTogYSBzaW5nbGUgbG9vcCBjYWxsaW5nIGEgYGNvbmRgIGNsb3N1cmUgcGVyIHdhaXQgd2FzIHNwZWNpYWxpc2VkXG4gKiBieSBWOCB0byB0aGUgY2xvc3VyZSBpdCBzYXcgZmlyc3QgYW5kIGRlb3B0aW1pc2VkIHdoZW5ldmVyIGFub3RoZXIga2luZCBvZiB3YWl0IGNhbWUgYWxvbmdcbiAqICguLi9zaG0vUkVBRE1FLm1kLCBcIldhaXQgbG9vcHNcIikuIE9ubHkgYGJsb2NrYCwgZm9yIGNvbmRpdGlvbnMgb2YgY2FsbGVycyAodGhlIHRhc2sgZW5naW5lJ3NcbiAqIGlkbGUgd2FpdCksIHRha2VzIGEgY2xvc3VyZS5cbiAqL1xuaW1wb3J0IHsgYWJvcnRlZCwgZGVhZGxpbmVFeGNlZWRlZCwgdHlwZSBNZXNod29ya0Vycm9yIH0gZnJvbSAnLi4vZXJyb3JzLmpzJztcbmltcG9ydCB0eXBlIHsgU2hhcmVkQmFycmllciB9IGZyb20gJy4uL3NobS9iYXJyaWVyLmpzJztcbmltcG9ydCB0eXBlIHsgU3BzY1JpbmcgfSBmcm9tICcuLi9zaG0vcmluZy5qcyc7XG5pbXBvcnQgeyBTcGluQnVkZ2V0IH0gZnJvbSAnLi4vc2htL3NwaW4tYnVkZ2V0LmpzJztcbmltcG9ydCB7IERFRkFVTFRfU1BJTl9NSUNST1MsIGlzQWJvcnRlZCwgU1BJTl9DTE9DS19QT0xMUywgdHlwZSBXYWl0UG9saWN5IH0gZnJvbSAnLi4vc2htL3dhaXQuanMnO1xuaW1wb3J0IHR5cGUgeyBJbmJveCB9IGZyb20gJy4vaW5ib3guanMnO1xuaW1wb3J0IHsgYmVsbEluZGV4LCByaW5nU3RhbXBJbmRleCwgc2xlZXBJbmRleCwgc3RhdHVzSW5kZXggfSBmcm9tICcuL2xheW91dC5qcyc7XG5pbXBvcnQgeyBBUkcsIEJFQVQsIGJhcnJpZXJCbGFtZSwgY2hhaW5CbGFtZSwgRklOSVNIRUQsIE9QLCBPUF9CQVJSSUVSLCBPUF9OT05FLCBPUF9SRUNWLCBPUF9TRU5ELCBPUF9XQUlUIH0gZnJvbSAnLi9zdGF0dXMuanMnO1xuXG4vKipcbiAqIFdoYXQgb25lIHJhbmsncyBibG9ja2luZyB3YWl0cyBjb3N0IGluIGEgcnVuLiBPbmx5IHdhaXRzIHRoYXQgbGFzdGVkIHBhc3QgdGhlaXIgZmlyc3QgNjQgcG9sbHNcbiAqIChhYm91dCBhIFx1MDBCNXMpIGFyZSBjb3VudGVkOiBzaG9ydGVyIG9uZXMgbmV2ZXIgcmVhZCB0aGUgY2xvY2suXG4gKi9cbmV4cG9ydCBpbnRlcmZhY2UgV2FpdFN0YXRzIHtcbiAgLyoqIFdhaXRzIHRoYXQgYmxvY2tlZCAoc3B1biBwYXN0IDY0IHBvbGxzLCBtYXliZSBzbGVwdCkuICovXG4gIGJsb2NrZWQ6IG51bWJlcjtcbiAgLyoqIFdhbGwgbXMgaW4gdGhvc2Ugd2FpdHMsIHNwaW5zIGFuZCBzbGVlcHMuICovXG4gIGJsb2NrZWRNczogbnVtYmVyO1xuICAvKiogT2YgdGhlIGJsb2NrZWQgd2FpdHMsIHRob3NlIHRoYXQgd2VudCB0byBzbGVlcCAoYEF0b21pY3Mud2FpdGApIGF0IGxlYXN0IG9uY2UuICovXG4gIHNsZXB0OiBudW1iZXI7XG4gIC8qKiBXYWxsIG1zIGluc2lkZSBgQXRvbWljcy53YWl0YC4gKi9cbiAgc2xlcHRNczogbnVtYmVyO1xuICAvKipcbiAgICogV2FrZS11cHMgdGltZWQgZnJvbSB0aGUgbW9tZW50IGFub3RoZXIgcmFuayByYW5nIHRoaXMgb25lIHRvIHRoZSBtb21lbnQgaXQgcmFuIGFnYWluLCBhbmRcbiAgICogdGhlaXIgdG90YWwgaW4gbXM6IHdoYXQgYSBzbGVlcCBjb3N0cyBvbiB0b3Agb2YgdGhlIHdhaXQgaXRzZWxmICh0aHJlYWQgY2xvY2tzIGFncmVlIHRvIGEgZmV3IFx1MDBCNXMpLlxuICAgKi9cbiAgd2FrZXVwczogbnVtYmVyO1xuICB3YWtlTXM6IG51bWJlcjtcbiAgLyoqIFRoZSBzcGluIGJ1ZGdldCB0aGUgcmFuaydzIHdhaXRzIGVuZGVkIHRoZSBydW4gd2l0aCwgXHUwMEI1cyAoYWRhcHRpdmUgc3Bpbm5pbmcpLiAqL1xuICBzcGluTWljcm9zOiBudW1iZXI7XG59XG5cbi8qKiBXaGF0IGEgd2FpdGluZyByYW5rIGRvZXMgYmVzaWRlcyB3YWl0aW5nOiBtb3ZlIGxpbmsgdHJhZmZpYyAoLi4vY29tbS9saW5rcy50cykuICovXG5leHBvcnQgaW50ZXJmYWNlIFdhaXRUcmFmZmljIHtcbiAgLyoqIERyYWluIHRoZSBpbmJvdW5kIHJpbmdzLCBmb3J3YXJkIHJvdXRlZCBmcmFtZXM7IGNhbGxlZCBiZXR3ZWVuIGNoZWNrcyBvZiBldmVyeSB3YWl0LiAqL1xuICBwcm9ncmVzcygpOiBib29sZWFuO1xuICAvKipcbiAgICogUnVuIGFmdGVyIHRoZSBsYXN0IHJlLWNoZWNrIGJlZm9yZSBldmVyeSBzbGVlcCAobWFyayBpbmJvdW5kIHJpbmdzIElETEUsIHJlLWFybSBST09NIG9uIHJpbmdzXG4gICAqIHRoZSByYW5rIHdhaXRzIHRvIHdyaXRlKTogZmFsc2UgbWVhbnMgc29tZXRoaW5nIG1vdmVkLCBzbyBjaGVjayBhZ2FpbiBpbnN0ZWFkIG9mIHNsZWVwaW5nLlxuICAgKi9cbiAgYmVmb3JlU2xlZXAoKTogYm9vbGVhbjtcbn1cblxuLyoqIE5vIHRyYWZmaWM6IGEgd2FpdGVyIHdpdGggbm8gbGlua3MgYXR0YWNoZWQgKHRlc3RzLCBhIG9uZS1yYW5rIGNsdXN0ZXIpLiAqL1xuY29uc3QgTk9fVFJBRkZJQzogV2FpdFRyYWZmaWMgPSB7IHByb2dyZXNzOiAoKSA9PiBmYWxzZSwgYmVmb3JlU2xlZXA6ICgpID0+IHRydWUgfTtcblxuLyoqIE91dGNvbWVzIG9mIGBwYXJrYC4gKi9cbmNvbnN0IFNMRVBUID0gMDtcbmNvbnN0IFJFQ0hFQ0sgPSAxO1xuY29uc3QgQUJPUlRFRCA9IDI7XG5jb25zdCBMQVRFID0gMztcblxuZXhwb3J0IGNsYXNzIFdhaXRlciB7XG4gIHByaXZhdGUgcmVhZG9ubHkgYmVsbDogbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IHNsZWVwOiBudW1iZXI7XG4gIC8qKiBUaGlzIHJhbmsncyBzdGF0dXMgd29yZHMgKC4vc3RhdHVzLnRzKTogYmVhdCwgb3AsIG9wIGFyZ3VtZW50LCBmaW5pc2hlZCBmbGFnLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHN0YXR1czogbnVtYmVyO1xuICBwcml2YXRlIHRyYWZmaWM6IFdhaXRUcmFmZmljID0gTk9fVFJBRkZJQztcbiAgLyoqIFN0YXJ0IG9mIHRoZSBjdXJyZW50IHNwaW4gKGBzcGluTW9yZWApOyBhIHJhbmsncyB3YWl0cyBuZXZlciBuZXN0LiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHNwaW5DbG9jayA9IG5ldyBGbG9hdDY0QXJyYXkoMSk7XG4gIC8qKiBTbGVlcHMgc28gZmFyIChgcGFya2AgY2FsbHMgdGhhdCByZWFjaGVkIGBBdG9taWNzLndhaXRgKS4gKi9cbiAgcHJpdmF0ZSBwYXJrcyA9IDA7XG4gIC8qKiBQb2xscyBvZiB0aGUgbGFzdCBzcGluIHRoYXQgcmFuIG91dCAoYHNwaW5Nb3JlYCByZXR1cm5lZCBmYWxzZSBhZnRlciB0aGF0IG1hbnkpLiAqL1xuICBwcml2YXRlIHNwdW5Qb2xscyA9IDA7XG4gIC8qKiBUaGUgYWRhcHRpdmUgc3BpbiBidWRnZXQgKC4uL3NobS9zcGluLWJ1ZGdldC50cykuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgYnVkZ2V0OiBTcGluQnVkZ2V0O1xuICAvKiogVGhlIGNvbnRyb2wgYnVmZmVyIGFzIGZsb2F0NjQ6IGV2ZXJ5IHJhbmsncyByaW5nIHN0YW1wICguL2xheW91dC50cyBgcmluZ1N0YW1wSW5kZXhgKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBzdGFtcHM6IEZsb2F0NjRBcnJheTtcbiAgcHJpdmF0ZSByZWFkb25seSBzdGFtcDogbnVtYmVyO1xuICAvKiogV2hhdCB0aGlzIHJhbmsncyB3YWl0cyBjb3N0IChyZXBvcnRlZCB3aXRoIGl0cyBtZXRyaWNzKS4gKi9cbiAgcmVhZG9ubHkgc3RhdHM6IFdhaXRTdGF0cyA9IHsgYmxvY2tlZDogMCwgYmxvY2tlZE1zOiAwLCBzbGVwdDogMCwgc2xlcHRNczogMCwgd2FrZXVwczogMCwgd2FrZU1zOiAwLCBzcGluTWljcm9zOiAwIH07XG5cbiAgY29uc3RydWN0b3IoXG4gICAgcmVhZG9ubHkgY29udHJvbDogSW50MzJBcnJheSxcbiAgICByZWFkb25seSByYW5rOiBudW1iZXIsXG4gICAgcmVhZG9ubHkgcG9saWN5OiBXYWl0UG9saWN5LFxuICApIHtcbiAgICB0aGlzLmJlbGwgPSBiZWxsSW5kZXgocmFuayk7XG4gICAgdGhpcy5zbGVlcCA9IHNsZWVwSW5kZXgocmFuayk7XG4gICAgdGhpcy5zdGF0dXMgPSBzdGF0dXNJbmRleChyYW5rKTtcbiAgICBjb25zdCBtaW4gPSBwb2xpY3kuc3Bpbk1pY3JvcyA/PyBERUZBVUxUX1NQSU5fTUlDUk9TO1xuICAgIHRoaXMuYnVkZ2V0ID0gbmV3IFNwaW5CdWRnZXQobWluLCBNYXRoLm1heChtaW4sIHBvbGljeS5zcGluTWF4TWljcm9zID8/IG1pbikpO1xuICAgIHRoaXMuc3RhdHMuc3Bpbk1pY3JvcyA9IHRoaXMuYnVkZ2V0Lm1pY3JvcztcbiAgICB0aGlzLnN0YW1wcyA9IG5ldyBGbG9hdDY0QXJyYXkoY29udHJvbC5idWZmZXIsIGNvbnRyb2wuYnl0ZU9mZnNldCwgY29udHJvbC5sZW5ndGggPj4gMSk7XG4gICAgdGhpcy5zdGFtcCA9IHJpbmdTdGFtcEluZGV4KHJhbmspO1xuICB9XG5cbiAgLyoqXG4gICAqIFJlY29yZCB0aGF0IHRoaXMgcmFuayBwYXNzZWQgYSByZWNlaXZlLCBhIGJhcnJpZXIgb3IgYSB3YWl0ICh0aGUgc3R1Y2stcmFuayB3YXRjaGRvZyB3YXRjaGVzXG4gICAqIHRoZSBiZWF0cyBvZiBhbGwgcmFua3MpLiBBIHBsYWluIHN0b3JlIG9uIHRoZSByYW5rJ3Mgb3duIGxpbmUuXG4gICAqL1xuICBiZWF0KCk6IHZvaWQge1xuICAgIGNvbnN0IGMgPSB0aGlzLmNvbnRyb2w7XG4gICAgY29uc3QgYXQgPSB0aGlzLnN0YXR1cyArIEJFQVQ7XG4gICAgY1thdF0gPSAoKGNbYXRdIGFzIG51bWJlcikgKyAxKSB8IDA7XG4gIH1cblxuICAvKipcbiAgICogUHVibGlzaCBhIHdhaXQgdGhhdCBkb2VzIG5vdCBibG9jayB0aGUgdGhyZWFkIChgY3R4LnNoYXJlQnVmZmVyYCBhd2FpdHMgYSBtZXNzYWdlKSBpbiB0aGlzXG4gICAqIHJhbmsncyBzdGF0dXM7IGBPUF9OT05FYCBlbmRzIGl0IChhbmQgY291bnRzIGFzIHBhc3NpbmcgYSB3YWl0KS5cbiAgICovXG4gIHB1Ymxpc2gob3A6IG51bWJlciwgYXJnOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBjID0gdGhpcy5jb250cm9sO1xuICAgIGNbdGhpcy5zdGF0dXMgKyBPUF0gPSBvcDtcbiAgICBjW3RoaXMuc3RhdHVzICsgQVJHXSA9IGFyZztcbiAgICBpZiAob3AgPT09IE9QX05PTkUpIHRoaXMuYmVhdCgpO1xuICB9XG5cbiAgLyoqIE1hcmsgdGhpcyByYW5rJ3MgcHJvZ3JhbSBhcyByZXR1cm5lZCAodGhlIGVuZC1vZi1ydW4gYmFycmllciBmb2xsb3dzKS4gKi9cbiAgbWFya0ZpbmlzaGVkKCk6IHZvaWQge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy5jb250cm9sLCB0aGlzLnN0YXR1cyArIEZJTklTSEVELCAxKTtcbiAgfVxuXG4gIC8qKiBNb3ZlIGB0cmFmZmljYCBkdXJpbmcgZXZlcnkgd2FpdCBvZiB0aGlzIHJhbmsgKHRoZSByYW5rJ3MgTGlua3M7IHNldCBvbmNlKS4gKi9cbiAgYXR0YWNoKHRyYWZmaWM6IFdhaXRUcmFmZmljKTogdm9pZCB7XG4gICAgdGhpcy50cmFmZmljID0gdHJhZmZpYztcbiAgfVxuXG4gIC8qKlxuICAgKiBXaGV0aGVyIGEgc3Bpbm5pbmcgd2FpdCB0aGF0IGhhcyBwb2xsZWQgYGlgIHRpbWVzIG1heSBwb2xsIGFnYWluOiB0aGUgcG9saWN5J3MgcG9sbCBhbmQgdGltZVxuICAgKiBib3VuZHMgKC4uL3NobS93YWl0LnRzKS4gV2FpdHMgb3V0c2lkZSB0aGlzIGNsYXNzICh0aGUgcmVjdkludG8gZmFzdCBwYXRoKSBzcGluIHdpdGggaXQgdG9vLlxuICAgKi9cbiAgc3Bpbk1vcmUoaTogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgaWYgKGkgPj0gdGhpcy5wb2xpY3kuc3Bpbkl0ZXJhdGlvbnMpIHtcbiAgICAgIHRoaXMuc3B1blBvbGxzID0gaTtcbiAgICAgIHJldHVybiBmYWxzZTtcbiAgICB9XG4gICAgaWYgKChpICYgKFNQSU5fQ0xPQ0tfUE9MTFMgLSAxKSkgIT09IFNQSU5fQ0xPQ0tfUE9MTFMgLSAxKSByZXR1cm4gdHJ1ZTtcbiAgICBjb25zdCBub3cgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBpZiAoaSA9PT0gU1BJTl9DTE9DS19QT0xMUyAtIDEpIHtcbiAgICAgIHRoaXMuc3BpbkNsb2NrWzBdID0gbm93O1xuICAgICAgcmV0dXJuIHRydWU7XG4gICAgfVxuICAgIGlmICgobm93IC0gKHRoaXMuc3BpbkNsb2NrWzBdIGFzIG51bWJlcikpICogMTAwMCA8IHRoaXMuYnVkZ2V0Lm1pY3JvcykgcmV0dXJuIHRydWU7XG4gICAgdGhpcy5zcHVuUG9sbHMgPSBpO1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIHdhaXQgdGhhdCBlbmRlZCB3aGlsZSBzcGlubmluZywgYWZ0ZXIgYGlgIHBvbGxzOiBvbmUgcGFzdCB0aGUgZmlyc3QgY2xvY2sgcmVhZCBpcyBib29rZWRcbiAgICogKGJsb2NrZWQgdGltZSwgdGhlIHNwaW4gYnVkZ2V0J3MgZXN0aW1hdGUpOyBzaG9ydGVyIG9uZXMgY29zdCBub3RoaW5nLlxuICAgKi9cbiAgc3B1bihpOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoaSA8IFNQSU5fQ0xPQ0tfUE9MTFMpIHJldHVybjtcbiAgICB0aGlzLmJvb2tlZCgocGVyZm9ybWFuY2Uubm93KCkgLSAodGhpcy5zcGluQ2xvY2tbMF0gYXMgbnVtYmVyKSkgKiAxMDAwLCBmYWxzZSk7XG4gIH1cblxuICAvKiogV2hlbiB0aGUgd2FpdCBhYm91dCB0byBzbGVlcCBzdGFydGVkOiBpdHMgc3BpbidzIGZpcnN0IGNsb2NrIHJlYWQsIG9yIG5vdyBpZiBpdCBzcHVuIGxlc3MuICovXG4gIHByaXZhdGUgc2xlZXBGcm9tKCk6IG51bWJlciB7XG4gICAgcmV0dXJuIHRoaXMuc3B1blBvbGxzID49IFNQSU5fQ0xPQ0tfUE9MTFMgPyAodGhpcy5zcGluQ2xvY2tbMF0gYXMgbnVtYmVyKSA6IHBlcmZvcm1hbmNlLm5vdygpO1xuICB9XG5cbiAgLyoqIEEgd2FpdCB0aGF0IHdlbnQgdGhlIHNsZWVwaW5nIHdheSAoZnJvbSBgc2xlZXBGcm9tYCkgZW5kZWQgbm93LiAqL1xuICBwcml2YXRlIHdva2UoZnJvbTogbnVtYmVyLCBwYXJrczogbnVtYmVyKTogdm9pZCB7XG4gICAgdGhpcy5ib29rZWQoKHBlcmZvcm1hbmNlLm5vdygpIC0gZnJvbSkgKiAxMDAwLCB0aGlzLnBhcmtzICE9PSBwYXJrcyk7XG4gIH1cblxuICBwcml2YXRlIGJvb2tlZCh1czogbnVtYmVyLCBzbGVwdDogYm9vbGVhbik6IHZvaWQge1xuICAgIGNvbnN0IHMgPSB0aGlzLnN0YXRzO1xuICAgIHMuYmxvY2tlZCsrO1xuICAgIHMuYmxvY2tlZE1zICs9IHVzIC8gMTAwMDtcbiAgICBpZiAoc2xlcHQpIHMuc2xlcHQrKztcbiAgICB0aGlzLmJ1ZGdldC5sZWFybih1cyk7XG4gICAgcy5zcGluTWljcm9zID0gdGhpcy5idWRnZXQubWljcm9zO1xuICB9XG5cbiAgLyoqXG4gICAqIFdha2UgcmFuayBgcmAgaWYgaXQgc2xlZXBzIG9yIGlzIGFib3V0IHRvLiBDYWxsIGFmdGVyIHB1Ymxpc2hpbmcgdGhlIGNoYW5nZS4gQSByYW5rIHRoYXQgaXNcbiAgICogYXdha2UgKHNwaW5uaW5nLCBjb21wdXRpbmcpIHJlLWNoZWNrcyBhZnRlciByYWlzaW5nIGl0cyBzbGVlcCBmbGFnLCBzbyBpdCBpcyBub3QgcnVuZyBhdCBhbGw6XG4gICAqIG5vIHJlYWQtbW9kaWZ5LXdyaXRlIG9mIGl0cyBkb29yYmVsbCBsaW5lIHBlciBtZXNzYWdlICguLi9zaG0vUkVBRE1FLm1kLCBcIkRvb3JiZWxsc1wiKS5cbiAgICovXG4gIHJpbmcocjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgYyA9IHRoaXMuY29udHJvbDtcbiAgICBpZiAoQXRvbWljcy5sb2FkKGMsIHNsZWVwSW5kZXgocikpID09PSAwKSByZXR1cm47XG4gICAgdGhpcy5zdGFtcHNbcmluZ1N0YW1wSW5kZXgocildID0gcGVyZm9ybWFuY2UudGltZU9yaWdpbiArIHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIEF0b21pY3MuYWRkKGMsIGJlbGxJbmRleChyKSwgMSk7XG4gICAgQXRvbWljcy5ub3RpZnkoYywgYmVsbEluZGV4KHIpKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBXYWtlIHJhbmsgYHJgIHVuY29uZGl0aW9uYWxseTogaXQgYW5ub3VuY2VkIHRoYXQgaXQgc2xlZXBzIHdhaXRpbmcgZm9yIHdoYXQgd2FzIGp1c3QgcHVibGlzaGVkXG4gICAqIChhIHJpbmcncyBXT1JEIGhlbGQgSURMRSkuXG4gICAqL1xuICB3YWtlKHI6IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IGMgPSB0aGlzLmNvbnRyb2w7XG4gICAgdGhpcy5zdGFtcHNbcmluZ1N0YW1wSW5kZXgocildID0gcGVyZm9ybWFuY2UudGltZU9yaWdpbiArIHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIEF0b21pY3MuYWRkKGMsIGJlbGxJbmRleChyKSwgMSk7XG4gICAgQXRvbWljcy5ub3RpZnkoYywgYmVsbEluZGV4KHIpKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBSZWNlaXZlOiBibG9jayB1bnRpbCBgYm94YCBob2xkcyBhIG1lc3NhZ2UgZnJvbSByYW5rIGBmcm9tYCwgbW92aW5nIHRyYWZmaWMgbWVhbndoaWxlICh3aGljaFxuICAgKiBpcyB3aGF0IGZpbGxzIGBib3hgKS4gYHNwaW5gIGZhbHNlIHNraXBzIHRoZSBzcGluICh0aGUgY2FsbGVyIGhhcyBqdXN0IHNwdW4pLlxuICAgKi9cbiAgdW50aWxEZWxpdmVyZWQoYm94OiBJbmJveCwgZnJvbTogbnVtYmVyLCB0aW1lb3V0TXM6IG51bWJlciA9IHRoaXMucG9saWN5LnRpbWVvdXRNcywgc3BpbiA9IHRydWUpOiB2b2lkIHtcbiAgICBjb25zdCB0ID0gdGhpcy50cmFmZmljO1xuICAgIHRoaXMuYmVhdCgpO1xuICAgIGlmIChzcGluKSB7XG4gICAgICBmb3IgKGxldCBpID0gMDsgdGhpcy5zcGluTW9yZShpKTsgaSsrKSB7XG4gICAgICAgIHQucHJvZ3Jlc3MoKTtcbiAgICAgICAgaWYgKGJveC5jb3VudCA+IDApIHtcbiAgICAgICAgICB0aGlzLnNwdW4oaSk7XG4gICAgICAgICAgcmV0dXJuO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgfVxuICAgIGNvbnN0IGZyb20wID0gdGhpcy5zbGVlcEZyb20oKTtcbiAgICBjb25zdCBwYXJrcyA9IHRoaXMucGFya3M7XG4gICAgY29uc3QgZGVhZGxpbmUgPSBEYXRlLm5vdygpICsgdGltZW91dE1zO1xuICAgIGZvciAoOzspIHtcbiAgICAgIGNvbnN0IHNlZW4gPSB0aGlzLmFubm91bmNlKE9QX1JFQ1YsIGZyb20pO1xuICAgICAgdC5wcm9ncmVzcygpO1xuICAgICAgaWYgKGJveC5jb3VudCA+IDApIHtcbiAgICAgICAgdGhpcy5hd2FrZSgpO1xuICAgICAgICB0aGlzLndva2UoZnJvbTAsIHBhcmtzKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgY29uc3Qgb3V0Y29tZSA9IHRoaXMucGFyayhzZWVuLCBkZWFkbGluZSk7XG4gICAgICBpZiAob3V0Y29tZSA+PSBBQk9SVEVEKSB7XG4gICAgICAgIGNvbnN0IGJsYW1lID0gb3V0Y29tZSA9PT0gTEFURSA/IGNoYWluQmxhbWUodGhpcy5jb250cm9sLCB0aGlzLnJhbmssIGZyb20pIDogJyc7XG4gICAgICAgIHRocm93IHRoaXMuZmFpbHVyZShvdXRjb21lLCBgcmVjZWl2ZSBvbiByYW5rICR7dGhpcy5yYW5rfSBmcm9tIHJhbmsgJHtmcm9tfWAsIHRpbWVvdXRNcywgYmxhbWUpO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBTZW5kOiBibG9jayB1bnRpbCBhIGZyYW1lIG9mIGBieXRlc2AgcGF5bG9hZCBieXRlcyBmaXRzIGluIGByaW5nYCAodGhpcyByYW5rJ3MgcmluZyB0byBgcGVlcmApLFxuICAgKiBtb3ZpbmcgdHJhZmZpYyBtZWFud2hpbGUuIFRoZSBjYWxsZXIgaGFzIGFza2VkIGZvciBST09NIChgYmVmb3JlU2xlZXBgIGFybXMgaXQpLlxuICAgKi9cbiAgdW50aWxSb29tKHJpbmc6IFNwc2NSaW5nLCBieXRlczogbnVtYmVyLCBwZWVyOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCB0ID0gdGhpcy50cmFmZmljO1xuICAgIGNvbnN0IHRpbWVvdXRNcyA9IHRoaXMucG9saWN5LnRpbWVvdXRNcztcbiAgICB0aGlzLmJlYXQoKTtcbiAgICBmb3IgKGxldCBpID0gMDsgdGhpcy5zcGluTW9yZShpKTsgaSsrKSB7XG4gICAgICB0LnByb2dyZXNzKCk7XG4gICAgICBpZiAocmluZy5maXRzKGJ5dGVzKSkge1xuICAgICAgICB0aGlzLnNwdW4oaSk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICB9XG4gICAgY29uc3QgZnJvbTAgPSB0aGlzLnNsZWVwRnJvbSgpO1xuICAgIGNvbnN0IHBhcmtzID0gdGhpcy5wYXJrcztcbiAgICBjb25zdCBkZWFkbGluZSA9IERhdGUubm93KCkgKyB0aW1lb3V0TXM7XG4gICAgZm9yICg7Oykge1xuICAgICAgY29uc3Qgc2VlbiA9IHRoaXMuYW5ub3VuY2UoT1BfU0VORCwgcGVlcik7XG4gICAgICB0LnByb2dyZXNzKCk7XG4gICAgICBpZiAocmluZy5maXRzKGJ5dGVzKSkge1xuICAgICAgICB0aGlzLmF3YWtlKCk7XG4gICAgICAgIHRoaXMud29rZShmcm9tMCwgcGFya3MpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBjb25zdCBvdXRjb21lID0gdGhpcy5wYXJrKHNlZW4sIGRlYWRsaW5lKTtcbiAgICAgIGlmIChvdXRjb21lID49IEFCT1JURUQpIHtcbiAgICAgICAgY29uc3Qgd2hhdCA9IGBzZW5kIGZyb20gcmFuayAke3RoaXMucmFua30gdG8gcmFuayAke3BlZXJ9IChsaW5rIGZ1bGw7IGlzIHJhbmsgJHtwZWVyfSByZWNlaXZpbmc/KWA7XG4gICAgICAgIHRocm93IHRoaXMuZmFpbHVyZShvdXRjb21lLCB3aGF0LCB0aW1lb3V0TXMsIG91dGNvbWUgPT09IExBVEUgPyBjaGFpbkJsYW1lKHRoaXMuY29udHJvbCwgdGhpcy5yYW5rLCBwZWVyKSA6ICcnKTtcbiAgICAgIH1cbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogQmFycmllcjogYmxvY2sgdW50aWwgYGJhcnJpZXJgIGxlYXZlcyBgZ2VuZXJhdGlvbmAsIG1vdmluZyB0cmFmZmljIG1lYW53aGlsZS4gYGxhdGVgIChhXG4gICAqIGJhcnJpZXIgb2YgdGhlIHJ1bnRpbWUncyBvd24gYmVzaWRlcyB0aGUgc2htIGNvbGxlY3RpdmVzJyBvbmUpIHNheXMgd2hhdCB0aGUgd2FpdCB3YXMgYW5kXG4gICAqIHdob20gdG8gYmxhbWUgaWYgaXQgZmFpbHMuXG4gICAqL1xuICB1bnRpbFJlbGVhc2VkKGJhcnJpZXI6IFNoYXJlZEJhcnJpZXIsIGdlbmVyYXRpb246IG51bWJlciwgbGF0ZT86ICgpID0+IHsgd2hhdDogc3RyaW5nOyBibGFtZTogc3RyaW5nIH0pOiB2b2lkIHtcbiAgICBjb25zdCB0ID0gdGhpcy50cmFmZmljO1xuICAgIGNvbnN0IHRpbWVvdXRNcyA9IHRoaXMucG9saWN5LnRpbWVvdXRNcztcbiAgICB0aGlzLmJlYXQoKTtcbiAgICBmb3IgKGxldCBpID0gMDsgdGhpcy5zcGluTW9yZShpKTsgaSsrKSB7XG4gICAgICB0LnByb2dyZXNzKCk7XG4gICAgICBpZiAoYmFycmllci5yZWxlYXNlZChnZW5lcmF0aW9uKSkge1xuICAgICAgICB0aGlzLnNwdW4oaSk7XG4gICAgICAgIHJldHVybjtcbiAgICAgIH1cbiAgICB9XG4gICAgY29uc3QgZnJvbTAgPSB0aGlzLnNsZWVwRnJvbSgpO1xuICAgIGNvbnN0IHBhcmtzID0gdGhpcy5wYXJrcztcbiAgICBjb25zdCBkZWFkbGluZSA9IERhdGUubm93KCkgKyB0aW1lb3V0TXM7XG4gICAgZm9yICg7Oykge1xuICAgICAgY29uc3Qgc2VlbiA9IHRoaXMuYW5ub3VuY2UoT1BfQkFSUklFUiwgZ2VuZXJhdGlvbik7XG4gICAgICB0LnByb2dyZXNzKCk7XG4gICAgICBpZiAoYmFycmllci5yZWxlYXNlZChnZW5lcmF0aW9uKSkge1xuICAgICAgICB0aGlzLmF3YWtlKCk7XG4gICAgICAgIHRoaXMud29rZShmcm9tMCwgcGFya3MpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBjb25zdCBvdXRjb21lID0gdGhpcy5wYXJrKHNlZW4sIGRlYWRsaW5lKTtcbiAgICAgIGlmIChvdXRjb21lID49IEFCT1JURUQpIHtcbiAgICAgICAgaWYgKGxhdGUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICAgIGNvbnN0IGwgPSBsYXRlKCk7XG4gICAgICAgICAgdGhyb3cgdGhpcy5mYWlsdXJlKG91dGNvbWUsIGwud2hhdCwgdGltZW91dE1zLCBvdXRjb21lID09PSBMQVRFID8gbC5ibGFtZSA6ICcnKTtcbiAgICAgICAgfVxuICAgICAgICAvLyBUaGUgZW5kIG9mIGEgcnVuIGlzIGEgYmFycmllciB0b286IHNheSBzbywgYSBoYW5nIHRoZXJlIGlzIGFub3RoZXIgcmFuaydzLlxuICAgICAgICBjb25zdCBlbmQgPSBBdG9taWNzLmxvYWQodGhpcy5jb250cm9sLCB0aGlzLnN0YXR1cyArIEZJTklTSEVEKSAhPT0gMDtcbiAgICAgICAgY29uc3Qgd2hhdCA9IGAke2VuZCA/ICdlbmQtb2YtcnVuICcgOiAnJ31iYXJyaWVyIG9uIHJhbmsgJHt0aGlzLnJhbmt9ICh3YWl0aW5nIGZvciBhbGwgJHtiYXJyaWVyLnBhcnRpZXN9IHJhbmtzJHtlbmQgPyAnIHRvIHJldHVybiBmcm9tIHRoZWlyIHByb2dyYW1zJyA6ICcnfSlgO1xuICAgICAgICBjb25zdCBibGFtZSA9IG91dGNvbWUgPT09IExBVEUgPyBiYXJyaWVyQmxhbWUodGhpcy5jb250cm9sLCBiYXJyaWVyLnBhcnRpZXMsIGdlbmVyYXRpb24sIHRoaXMucmFuaykgOiAnJztcbiAgICAgICAgdGhyb3cgdGhpcy5mYWlsdXJlKG91dGNvbWUsIHdoYXQsIHRpbWVvdXRNcywgYmxhbWUpO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBCbG9jayB1bnRpbCBgY29uZCgpYCBob2xkcywgbW92aW5nIHRyYWZmaWMgYmV0d2VlbiBjaGVja3MuIEZvciBjb25kaXRpb25zIG9mIGNhbGxlcnMgKHRoZVxuICAgKiB0YXNrIGVuZ2luZSdzIGlkbGUgd2FpdCk7IHRoZSBydW50aW1lJ3Mgb3duIHdhaXRzIGhhdmUgbG9vcHMgb2YgdGhlaXIgb3duIGFib3ZlLiBgd2hhdGAgaXNcbiAgICogYnVpbHQgb25seSBpZiB0aGUgd2FpdCBmYWlscy4gVGhyb3dzIERFQURMSU5FX0VYQ0VFREVEIGFmdGVyIGB0aW1lb3V0TXNgLCBBQk9SVEVEIHdoZW4gdGhlXG4gICAqIHJ1bidzIGFib3J0IGZsYWcgaXMgc2V0LlxuICAgKi9cbiAgYmxvY2soY29uZDogKCkgPT4gYm9vbGVhbiwgd2hhdDogc3RyaW5nIHwgKCgpID0+IHN0cmluZyksIHRpbWVvdXRNczogbnVtYmVyID0gdGhpcy5wb2xpY3kudGltZW91dE1zKTogdm9pZCB7XG4gICAgY29uc3QgdCA9IHRoaXMudHJhZmZpYztcbiAgICB0aGlzLmJlYXQoKTtcbiAgICBmb3IgKGxldCBpID0gMDsgdGhpcy5zcGluTW9yZShpKTsgaSsrKSB7XG4gICAgICB0LnByb2dyZXNzKCk7XG4gICAgICBpZiAoY29uZCgpKSB7XG4gICAgICAgIHRoaXMuc3B1bihpKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgIH1cbiAgICBjb25zdCBmcm9tMCA9IHRoaXMuc2xlZXBGcm9tKCk7XG4gICAgY29uc3QgcGFya3MgPSB0aGlzLnBhcmtzO1xuICAgIGNvbnN0IGRlYWRsaW5lID0gRGF0ZS5ub3coKSArIHRpbWVvdXRNcztcbiAgICBmb3IgKDs7KSB7XG4gICAgICBjb25zdCBzZWVuID0gdGhpcy5hbm5vdW5jZShPUF9XQUlULCAwKTtcbiAgICAgIHQucHJvZ3Jlc3MoKTtcbiAgICAgIGlmIChjb25kKCkpIHtcbiAgICAgICAgdGhpcy5hd2FrZSgpO1xuICAgICAgICB0aGlzLndva2UoZnJvbTAsIHBhcmtzKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgY29uc3Qgb3V0Y29tZSA9IHRoaXMucGFyayhzZWVuLCBkZWFkbGluZSk7XG4gICAgICBpZiAob3V0Y29tZSA+PSBBQk9SVEVEKSB0aHJvdyB0aGlzLmZhaWx1cmUob3V0Y29tZSwgdHlwZW9mIHdoYXQgPT09ICdzdHJpbmcnID8gd2hhdCA6IHdoYXQoKSwgdGltZW91dE1zKTtcbiAgICB9XG4gIH1cblxuICAvKipcbiAgICogUHVibGlzaCB0aGUgd2FpdCAoYG9wYCwgYGFyZ2A6IC4vc3RhdHVzLnRzKSwgcmFpc2UgdGhlIHNsZWVwaW5nIGZsYWcsIHRoZW4gcmVhZCB0aGUgZG9vcmJlbGw6XG4gICAqIHRoZSB2YWx1ZSBhIHNsZWVwIHdhaXRzIG9uIChSRUFETUUsIFwiRG9vcmJlbGxzXCIpLlxuICAgKi9cbiAgcHJpdmF0ZSBhbm5vdW5jZShvcDogbnVtYmVyLCBhcmc6IG51bWJlcik6IG51bWJlciB7XG4gICAgY29uc3QgYyA9IHRoaXMuY29udHJvbDtcbiAgICBjW3RoaXMuc3RhdHVzICsgT1BdID0gb3A7XG4gICAgY1t0aGlzLnN0YXR1cyArIEFSR10gPSBhcmc7XG4gICAgQXRvbWljcy5zdG9yZShjLCB0aGlzLnNsZWVwLCAxKTtcbiAgICByZXR1cm4gQXRvbWljcy5sb2FkKGMsIHRoaXMuYmVsbCk7XG4gIH1cblxuICAvKiogVGhlIGNvbmRpdGlvbiBoZWxkIGFmdGVyIGBhbm5vdW5jZWA6IGxvd2VyIHRoZSBzbGVlcGluZyBmbGFnLCB0aGUgd2FpdCBpcyBvdmVyLiAqL1xuICBwcml2YXRlIGF3YWtlKCk6IHZvaWQge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy5jb250cm9sLCB0aGlzLnNsZWVwLCAwKTtcbiAgICB0aGlzLmNvbnRyb2xbdGhpcy5zdGF0dXMgKyBPUF0gPSBPUF9OT05FO1xuICB9XG5cbiAgLyoqXG4gICAqIEFmdGVyIGEgZmFpbGVkIHJlLWNoZWNrOiBBQk9SVEVEIG9yIExBVEUgKGZsYWcgbG93ZXJlZCkgd2hlbiB0aGUgd2FpdCBtdXN0IGVuZCwgUkVDSEVDSyB3aGVuXG4gICAqIGBiZWZvcmVTbGVlcGAgc2F3IHNvbWV0aGluZyBtb3ZlLCBlbHNlIHNsZWVwIG9uIHRoZSBkb29yYmVsbCAodW5sZXNzIGl0IG1vdmVkIHNpbmNlIGBzZWVuYClcbiAgICogZm9yIGF0IG1vc3QgYSBzbGljZSBhbmQgcmV0dXJuIFNMRVBULlxuICAgKi9cbiAgcHJpdmF0ZSBwYXJrKHNlZW46IG51bWJlciwgZGVhZGxpbmU6IG51bWJlcik6IG51bWJlciB7XG4gICAgY29uc3QgYyA9IHRoaXMuY29udHJvbDtcbiAgICBpZiAoaXNBYm9ydGVkKHRoaXMucG9saWN5KSkge1xuICAgICAgQXRvbWljcy5zdG9yZShjLCB0aGlzLnNsZWVwLCAwKTtcbiAgICAgIHJldHVybiBBQk9SVEVEO1xuICAgIH1cbiAgICBjb25zdCBsZWZ0ID0gZGVhZGxpbmUgLSBEYXRlLm5vdygpO1xuICAgIGlmIChsZWZ0IDw9IDApIHtcbiAgICAgIEF0b21pY3Muc3RvcmUoYywgdGhpcy5zbGVlcCwgMCk7XG4gICAgICByZXR1cm4gTEFURTtcbiAgICB9XG4gICAgaWYgKCF0aGlzLnRyYWZmaWMuYmVmb3JlU2xlZXAoKSkgcmV0dXJuIFJFQ0hFQ0s7XG4gICAgdGhpcy5wYXJrcysrO1xuICAgIGNvbnN0IHQwID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgY29uc3QgaG93ID0gQXRvbWljcy53YWl0KGMsIHRoaXMuYmVsbCwgc2VlbiwgTWF0aC5taW4obGVmdCwgdGhpcy5wb2xpY3kuc2xpY2VNcykpO1xuICAgIGNvbnN0IHQxID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgQXRvbWljcy5zdG9yZShjLCB0aGlzLnNsZWVwLCAwKTtcbiAgICBjb25zdCBzID0gdGhpcy5zdGF0cztcbiAgICBzLnNsZXB0TXMgKz0gdDEgLSB0MDtcbiAgICBpZiAoaG93ID09PSAnb2snKSB7XG4gICAgICAvLyBydW5nOiB0aGUgcmluZ2VyIHN0YW1wZWQgd2hlbiAoYSBob3N0J3MgcmluZyBmb3IgYW4gYWJvcnQgZG9lcyBub3Q6IGEgc3RhbGUgb3IgbWlzc2luZyBzdGFtcCBpcyBza2lwcGVkKVxuICAgICAgY29uc3QgbGF0ZSA9IHBlcmZvcm1hbmNlLnRpbWVPcmlnaW4gKyB0MSAtICh0aGlzLnN0YW1wc1t0aGlzLnN0YW1wXSBhcyBudW1iZXIpO1xuICAgICAgaWYgKGxhdGUgPj0gMCAmJiBsYXRlIDw9IHQxIC0gdDApIHtcbiAgICAgICAgcy53YWtldXBzKys7XG4gICAgICAgIHMud2FrZU1zICs9IGxhdGU7XG4gICAgICB9XG4gICAgfVxuICAgIHJldHVybiBTTEVQVDtcbiAgfVxuXG4gIC8qKiBUaGUgZXJyb3IgYSBmYWlsZWQgd2FpdCB0aHJvd3MgKGBibGFtZWA6IHRoZSByYW5rcyBpdCB3YWl0ZWQgZm9yLCBmb3IgYSBkZWFkbGluZSkuIFRoZSB3YWl0IGlzIG92ZXIuICovXG4gIHByaXZhdGUgZmFpbHVyZShvdXRjb21lOiBudW1iZXIsIHdoYXQ6IHN0cmluZywgdGltZW91dE1zOiBudW1iZXIsIGJsYW1lID0gJycpOiBNZXNod29ya0Vycm9yIHtcbiAgICB0aGlzLmNvbnRyb2xbdGhpcy5zdGF0dXMgKyBPUF0gPSBPUF9OT05FO1xuICAgIHJldHVybiBvdXRjb21lID09PSBBQk9SVEVEXG4gICAgICA/IGFib3J0ZWQoYCR7d2hhdH0gd2FzIGludGVycnVwdGVkIGJlY2F1c2UgYW5vdGhlciByYW5rIGZhaWxlZCBvciB0aGUgaG9zdCBzdG9wcGVkIHRoZSBydW5gKVxuICAgICAgOiBkZWFkbGluZUV4Y2VlZGVkKHdoYXQsIHRpbWVvdXRNcywgYmxhbWUpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFZQSxTQUFTLFNBQVMsd0JBQTRDO0FBRzlELFNBQVMsa0JBQWtCO0FBQzNCLFNBQVMscUJBQXFCLFdBQVcsd0JBQXlDO0FBRWxGLFNBQVMsV0FBVyxnQkFBZ0IsWUFBWSxtQkFBbUI7QUFDbkUsU0FBUyxLQUFLLE1BQU0sY0FBYyxZQUFZLFVBQVUsSUFBSSxZQUFZLFNBQVMsU0FBUyxTQUFTLGVBQWU7QUFxQ2xILE1BQU0sYUFBMEIsRUFBRSxVQUFVLE1BQU0sT0FBTyxhQUFhLE1BQU0sS0FBSztBQUdqRixNQUFNLFFBQVE7QUFDZCxNQUFNLFVBQVU7QUFDaEIsTUFBTSxVQUFVO0FBQ2hCLE1BQU0sT0FBTztBQUVOLE1BQU0sT0FBTztBQUFBLEVBb0JsQixZQUNXLFNBQ0EsTUFDQSxRQUNUO0FBSFM7QUFDQTtBQUNBO0FBRVQsU0FBSyxPQUFPLFVBQVUsSUFBSTtBQUMxQixTQUFLLFFBQVEsV0FBVyxJQUFJO0FBQzVCLFNBQUssU0FBUyxZQUFZLElBQUk7QUFDOUIsVUFBTSxNQUFNLE9BQU8sY0FBYztBQUNqQyxTQUFLLFNBQVMsSUFBSSxXQUFXLEtBQUssS0FBSyxJQUFJLEtBQUssT0FBTyxpQkFBaUIsR0FBRyxDQUFDO0FBQzVFLFNBQUssTUFBTSxhQUFhLEtBQUssT0FBTztBQUNwQyxTQUFLLFNBQVMsSUFBSSxhQUFhLFFBQVEsUUFBUSxRQUFRLFlBQVksUUFBUSxVQUFVLENBQUM7QUFDdEYsU0FBSyxRQUFRLGVBQWUsSUFBSTtBQUFBLEVBQ2xDO0FBQUEsRUFaVztBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUF0Qk07QUFBQSxFQUNBO0FBQUE7QUFBQSxFQUVBO0FBQUEsRUFDVCxVQUF1QjtBQUFBO0FBQUEsRUFFZCxZQUFZLElBQUksYUFBYSxDQUFDO0FBQUE7QUFBQSxFQUV2QyxRQUFRO0FBQUE7QUFBQSxFQUVSLFlBQVk7QUFBQTtBQUFBLEVBRUg7QUFBQTtBQUFBLEVBRUE7QUFBQSxFQUNBO0FBQUE7QUFBQSxFQUVSLFFBQW1CLEVBQUUsU0FBUyxHQUFHLFdBQVcsR0FBRyxPQUFPLEdBQUcsU0FBUyxHQUFHLFNBQVMsR0FBRyxRQUFRLEdBQUcsWUFBWSxFQUFFO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQXFCbkgsT0FBYTtBQUNYLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxLQUFLLEtBQUssU0FBUztBQUN6QixNQUFFLEVBQUUsSUFBTSxFQUFFLEVBQUUsSUFBZSxJQUFLO0FBQUEsRUFDcEM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsUUFBUSxJQUFZLEtBQW1CO0FBQ3JDLFVBQU0sSUFBSSxLQUFLO0FBQ2YsTUFBRSxLQUFLLFNBQVMsRUFBRSxJQUFJO0FBQ3RCLE1BQUUsS0FBSyxTQUFTLEdBQUcsSUFBSTtBQUN2QixRQUFJLE9BQU8sUUFBUyxNQUFLLEtBQUs7QUFBQSxFQUNoQztBQUFBO0FBQUEsRUFHQSxlQUFxQjtBQUNuQixZQUFRLE1BQU0sS0FBSyxTQUFTLEtBQUssU0FBUyxVQUFVLENBQUM7QUFBQSxFQUN2RDtBQUFBO0FBQUEsRUFHQSxPQUFPLFNBQTRCO0FBQ2pDLFNBQUssVUFBVTtBQUFBLEVBQ2pCO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLFNBQVMsR0FBb0I7QUFDM0IsUUFBSSxLQUFLLEtBQUssT0FBTyxnQkFBZ0I7QUFDbkMsV0FBSyxZQUFZO0FBQ2pCLGFBQU87QUFBQSxJQUNUO0FBQ0EsU0FBSyxJQUFLLG1CQUFtQixPQUFRLG1CQUFtQixFQUFHLFFBQU87QUFDbEUsVUFBTSxNQUFNLFlBQVksSUFBSTtBQUM1QixRQUFJLE1BQU0sbUJBQW1CLEdBQUc7QUFDOUIsV0FBSyxVQUFVLENBQUMsSUFBSTtBQUNwQixhQUFPO0FBQUEsSUFDVDtBQUNBLFNBQUssTUFBTyxLQUFLLFVBQVUsQ0FBQyxLQUFnQixNQUFPLEtBQUssT0FBTyxPQUFRLFFBQU87QUFDOUUsU0FBSyxZQUFZO0FBQ2pCLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLEtBQUssR0FBaUI7QUFDcEIsUUFBSSxJQUFJLGlCQUFrQjtBQUMxQixTQUFLLFFBQVEsWUFBWSxJQUFJLElBQUssS0FBSyxVQUFVLENBQUMsS0FBZ0IsS0FBTSxLQUFLO0FBQUEsRUFDL0U7QUFBQTtBQUFBLEVBR1EsWUFBb0I7QUFDMUIsV0FBTyxLQUFLLGFBQWEsbUJBQW9CLEtBQUssVUFBVSxDQUFDLElBQWUsWUFBWSxJQUFJO0FBQUEsRUFDOUY7QUFBQTtBQUFBLEVBR1EsS0FBSyxNQUFjLE9BQXFCO0FBQzlDLFNBQUssUUFBUSxZQUFZLElBQUksSUFBSSxRQUFRLEtBQU0sS0FBSyxVQUFVLEtBQUs7QUFBQSxFQUNyRTtBQUFBLEVBRVEsT0FBTyxJQUFZLE9BQXNCO0FBQy9DLFVBQU0sSUFBSSxLQUFLO0FBQ2YsTUFBRTtBQUNGLE1BQUUsYUFBYSxLQUFLO0FBQ3BCLFFBQUksTUFBTyxHQUFFO0FBQ2IsU0FBSyxPQUFPLE1BQU0sRUFBRTtBQUNwQixNQUFFLGFBQWEsS0FBSyxPQUFPO0FBQUEsRUFDN0I7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxLQUFLLEdBQWlCO0FBQ3BCLFVBQU0sSUFBSSxLQUFLO0FBQ2YsUUFBSSxRQUFRLEtBQUssR0FBRyxXQUFXLENBQUMsQ0FBQyxNQUFNLEVBQUc7QUFDMUMsU0FBSyxPQUFPLGVBQWUsQ0FBQyxDQUFDLElBQUksWUFBWSxhQUFhLFlBQVksSUFBSTtBQUMxRSxZQUFRLElBQUksR0FBRyxVQUFVLENBQUMsR0FBRyxDQUFDO0FBQzlCLFlBQVEsT0FBTyxHQUFHLFVBQVUsQ0FBQyxDQUFDO0FBQUEsRUFDaEM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsS0FBSyxHQUFpQjtBQUNwQixVQUFNLElBQUksS0FBSztBQUNmLFNBQUssT0FBTyxlQUFlLENBQUMsQ0FBQyxJQUFJLFlBQVksYUFBYSxZQUFZLElBQUk7QUFDMUUsWUFBUSxJQUFJLEdBQUcsVUFBVSxDQUFDLEdBQUcsQ0FBQztBQUM5QixZQUFRLE9BQU8sR0FBRyxVQUFVLENBQUMsQ0FBQztBQUFBLEVBQ2hDO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1BLGVBQWUsS0FBWSxNQUFjLFlBQW9CLEtBQUssT0FBTyxXQUFXLE9BQU8sTUFBWTtBQUNyRyxVQUFNLElBQUksS0FBSztBQUNmLFNBQUssS0FBSztBQUNWLFFBQUksTUFBTTtBQUNSLGVBQVMsSUFBSSxHQUFHLEtBQUssU0FBUyxDQUFDLEdBQUcsS0FBSztBQUNyQyxVQUFFLFNBQVM7QUFDWCxZQUFJLElBQUksUUFBUSxHQUFHO0FBQ2pCLGVBQUssS0FBSyxDQUFDO0FBQ1g7QUFBQSxRQUNGO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFFBQVEsS0FBSyxVQUFVO0FBQzdCLFVBQU0sUUFBUSxLQUFLO0FBQ25CLFVBQU0sV0FBVyxLQUFLLElBQUksSUFBSTtBQUM5QixlQUFTO0FBQ1AsWUFBTSxPQUFPLEtBQUssU0FBUyxTQUFTLElBQUk7QUFDeEMsUUFBRSxTQUFTO0FBQ1gsVUFBSSxJQUFJLFFBQVEsR0FBRztBQUNqQixhQUFLLE1BQU07QUFDWCxhQUFLLEtBQUssT0FBTyxLQUFLO0FBQ3RCO0FBQUEsTUFDRjtBQUNBLFlBQU0sVUFBVSxLQUFLLEtBQUssTUFBTSxRQUFRO0FBQ3hDLFVBQUksV0FBVyxTQUFTO0FBQ3RCLGNBQU0sUUFBUSxZQUFZLE9BQU8sV0FBVyxLQUFLLFNBQVMsS0FBSyxNQUFNLElBQUksSUFBSTtBQUM3RSxjQUFNLEtBQUssUUFBUSxTQUFTLG1CQUFtQixLQUFLLElBQUksY0FBYyxJQUFJLElBQUksV0FBVyxLQUFLO0FBQUEsTUFDaEc7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxVQUFVLE1BQWdCLE9BQWUsTUFBb0I7QUFDM0QsVUFBTSxJQUFJLEtBQUs7QUFDZixVQUFNLFlBQVksS0FBSyxPQUFPO0FBQzlCLFNBQUssS0FBSztBQUNWLGFBQVMsSUFBSSxHQUFHLEtBQUssU0FBUyxDQUFDLEdBQUcsS0FBSztBQUNyQyxRQUFFLFNBQVM7QUFDWCxVQUFJLEtBQUssS0FBSyxLQUFLLEdBQUc7QUFDcEIsYUFBSyxLQUFLLENBQUM7QUFDWDtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsVUFBTSxRQUFRLEtBQUssVUFBVTtBQUM3QixVQUFNLFFBQVEsS0FBSztBQUNuQixVQUFNLFdBQVcsS0FBSyxJQUFJLElBQUk7QUFDOUIsZUFBUztBQUNQLFlBQU0sT0FBTyxLQUFLLFNBQVMsU0FBUyxJQUFJO0FBQ3hDLFFBQUUsU0FBUztBQUNYLFVBQUksS0FBSyxLQUFLLEtBQUssR0FBRztBQUNwQixhQUFLLE1BQU07QUFDWCxhQUFLLEtBQUssT0FBTyxLQUFLO0FBQ3RCO0FBQUEsTUFDRjtBQUNBLFlBQU0sVUFBVSxLQUFLLEtBQUssTUFBTSxRQUFRO0FBQ3hDLFVBQUksV0FBVyxTQUFTO0FBQ3RCLGNBQU0sT0FBTyxrQkFBa0IsS0FBSyxJQUFJLFlBQVksSUFBSSx3QkFBd0IsSUFBSTtBQUNwRixjQUFNLEtBQUssUUFBUSxTQUFTLE1BQU0sV0FBVyxZQUFZLE9BQU8sV0FBVyxLQUFLLFNBQVMsS0FBSyxNQUFNLElBQUksSUFBSSxFQUFFO0FBQUEsTUFDaEg7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU9BLGNBQWMsU0FBd0IsWUFBb0IsTUFBb0Q7QUFDNUcsVUFBTSxJQUFJLEtBQUs7QUFDZixVQUFNLFlBQVksS0FBSyxPQUFPO0FBQzlCLFNBQUssS0FBSztBQUNWLGFBQVMsSUFBSSxHQUFHLEtBQUssU0FBUyxDQUFDLEdBQUcsS0FBSztBQUNyQyxRQUFFLFNBQVM7QUFDWCxVQUFJLFFBQVEsU0FBUyxVQUFVLEdBQUc7QUFDaEMsYUFBSyxLQUFLLENBQUM7QUFDWDtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsVUFBTSxRQUFRLEtBQUssVUFBVTtBQUM3QixVQUFNLFFBQVEsS0FBSztBQUNuQixVQUFNLFdBQVcsS0FBSyxJQUFJLElBQUk7QUFDOUIsZUFBUztBQUNQLFlBQU0sT0FBTyxLQUFLLFNBQVMsWUFBWSxVQUFVO0FBQ2pELFFBQUUsU0FBUztBQUNYLFVBQUksUUFBUSxTQUFTLFVBQVUsR0FBRztBQUNoQyxhQUFLLE1BQU07QUFDWCxhQUFLLEtBQUssT0FBTyxLQUFLO0FBQ3RCO0FBQUEsTUFDRjtBQUNBLFlBQU0sVUFBVSxLQUFLLEtBQUssTUFBTSxRQUFRO0FBQ3hDLFVBQUksV0FBVyxTQUFTO0FBQ3RCLFlBQUksU0FBUyxRQUFXO0FBQ3RCLGdCQUFNLElBQUksS0FBSztBQUNmLGdCQUFNLEtBQUssUUFBUSxTQUFTLEVBQUUsTUFBTSxXQUFXLFlBQVksT0FBTyxFQUFFLFFBQVEsRUFBRTtBQUFBLFFBQ2hGO0FBRUEsY0FBTSxNQUFNLFFBQVEsS0FBSyxLQUFLLFNBQVMsS0FBSyxTQUFTLFFBQVEsTUFBTTtBQUNuRSxjQUFNLE9BQU8sR0FBRyxNQUFNLGdCQUFnQixFQUFFLG1CQUFtQixLQUFLLElBQUkscUJBQXFCLFFBQVEsT0FBTyxTQUFTLE1BQU0sbUNBQW1DLEVBQUU7QUFDNUosY0FBTSxRQUFRLFlBQVksT0FBTyxhQUFhLEtBQUssU0FBUyxRQUFRLFNBQVMsWUFBWSxLQUFLLElBQUksSUFBSTtBQUN0RyxjQUFNLEtBQUssUUFBUSxTQUFTLE1BQU0sV0FBVyxLQUFLO0FBQUEsTUFDcEQ7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBUUEsTUFBTSxNQUFxQixNQUErQixZQUFvQixLQUFLLE9BQU8sV0FBaUI7QUFDekcsVUFBTSxJQUFJLEtBQUs7QUFDZixTQUFLLEtBQUs7QUFDVixhQUFTLElBQUksR0FBRyxLQUFLLFNBQVMsQ0FBQyxHQUFHLEtBQUs7QUFDckMsUUFBRSxTQUFTO0FBQ1gsVUFBSSxLQUFLLEdBQUc7QUFDVixhQUFLLEtBQUssQ0FBQztBQUNYO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFFBQVEsS0FBSyxVQUFVO0FBQzdCLFVBQU0sUUFBUSxLQUFLO0FBQ25CLFVBQU0sV0FBVyxLQUFLLElBQUksSUFBSTtBQUM5QixlQUFTO0FBQ1AsWUFBTSxPQUFPLEtBQUssU0FBUyxTQUFTLENBQUM7QUFDckMsUUFBRSxTQUFTO0FBQ1gsVUFBSSxLQUFLLEdBQUc7QUFDVixhQUFLLE1BQU07QUFDWCxhQUFLLEtBQUssT0FBTyxLQUFLO0FBQ3RCO0FBQUEsTUFDRjtBQUNBLFlBQU0sVUFBVSxLQUFLLEtBQUssTUFBTSxRQUFRO0FBQ3hDLFVBQUksV0FBVyxRQUFTLE9BQU0sS0FBSyxRQUFRLFNBQVMsT0FBTyxTQUFTLFdBQVcsT0FBTyxLQUFLLEdBQUcsU0FBUztBQUFBLElBQ3pHO0FBQUEsRUFDRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNUSxTQUFTLElBQVksS0FBcUI7QUFDaEQsVUFBTSxJQUFJLEtBQUs7QUFDZixNQUFFLEtBQUssU0FBUyxFQUFFLElBQUk7QUFDdEIsTUFBRSxLQUFLLFNBQVMsR0FBRyxJQUFJO0FBQ3ZCLFlBQVEsTUFBTSxHQUFHLEtBQUssT0FBTyxDQUFDO0FBQzlCLFdBQU8sUUFBUSxLQUFLLEdBQUcsS0FBSyxJQUFJO0FBQUEsRUFDbEM7QUFBQTtBQUFBLEVBR1EsUUFBYztBQUNwQixZQUFRLE1BQU0sS0FBSyxTQUFTLEtBQUssT0FBTyxDQUFDO0FBQ3pDLFNBQUssUUFBUSxLQUFLLFNBQVMsRUFBRSxJQUFJO0FBQUEsRUFDbkM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPUSxLQUFLLE1BQWMsVUFBMEI7QUFDbkQsVUFBTSxJQUFJLEtBQUs7QUFDZixRQUFJLFVBQVUsS0FBSyxNQUFNLEdBQUc7QUFDMUIsY0FBUSxNQUFNLEdBQUcsS0FBSyxPQUFPLENBQUM7QUFDOUIsYUFBTztBQUFBLElBQ1Q7QUFDQSxVQUFNLE9BQU8sV0FBVyxLQUFLLElBQUk7QUFDakMsUUFBSSxRQUFRLEdBQUc7QUFDYixjQUFRLE1BQU0sR0FBRyxLQUFLLE9BQU8sQ0FBQztBQUM5QixhQUFPO0FBQUEsSUFDVDtBQUNBLFFBQUksQ0FBQyxLQUFLLFFBQVEsWUFBWSxFQUFHLFFBQU87QUFDeEMsU0FBSztBQUNMLFVBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsVUFBTSxNQUFNLFFBQVEsS0FBSyxHQUFHLEtBQUssTUFBTSxNQUFNLEtBQUssSUFBSSxNQUFNLEtBQUssT0FBTyxPQUFPLENBQUM7QUFDaEYsVUFBTSxLQUFLLFlBQVksSUFBSTtBQUMzQixZQUFRLE1BQU0sR0FBRyxLQUFLLE9BQU8sQ0FBQztBQUM5QixVQUFNLElBQUksS0FBSztBQUNmLE1BQUUsV0FBVyxLQUFLO0FBQ2xCLFFBQUksUUFBUSxNQUFNO0FBRWhCLFlBQU0sT0FBTyxZQUFZLGFBQWEsS0FBTSxLQUFLLE9BQU8sS0FBSyxLQUFLO0FBQ2xFLFVBQUksUUFBUSxLQUFLLFFBQVEsS0FBSyxJQUFJO0FBQ2hDLFVBQUU7QUFDRixVQUFFLFVBQVU7QUFBQSxNQUNkO0FBQUEsSUFDRjtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLFFBQVEsU0FBaUIsTUFBYyxXQUFtQixRQUFRLElBQW1CO0FBQzNGLFNBQUssUUFBUSxLQUFLLFNBQVMsRUFBRSxJQUFJO0FBQ2pDLFdBQU8sWUFBWSxVQUNmLFFBQVEsR0FBRyxJQUFJLDBFQUEwRSxJQUN6RixpQkFBaUIsTUFBTSxXQUFXLEtBQUs7QUFBQSxFQUM3QztBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
