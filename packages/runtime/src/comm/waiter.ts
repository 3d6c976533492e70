/**
 * How a rank blocks inside the communicator: every wait sleeps on the rank's own doorbell, and
 * whoever changes something the rank may wait for (a frame written to its inbound ring, space
 * freed in its outbound ring, a barrier released) rings that doorbell. A sleeping flag lets the
 * ringer skip `Atomics.notify` when nobody sleeps. Race analysis: ../shm/README.md ("Doorbells").
 */
import { aborted, deadlineExceeded } from '../errors.js';
import { isAborted, type WaitPolicy } from '../shm/wait.js';
import { bellIndex, sleepIndex } from './layout.js';

export class Waiter {
  private readonly bell: number;
  private readonly sleep: number;
  /**
   * Run after the last re-check before every sleep (the links mark their inbound rings IDLE and
   * re-arm ROOM on rings they wait to write): false means something moved, so check again
   * instead of sleeping (../shm/README.md, "Doorbells").
   */
  beforeSleep: (() => boolean) | undefined;

  constructor(
    readonly control: Int32Array,
    readonly rank: number,
    readonly policy: WaitPolicy,
  ) {
    this.bell = bellIndex(rank);
    this.sleep = sleepIndex(rank);
  }

  /**
   * Wake rank `r` if it sleeps or is about to. Call after publishing the change. A rank that is
   * awake (spinning, computing) re-checks after raising its sleep flag, so it is not rung at all:
   * no read-modify-write of its doorbell line per message (../shm/README.md, "Doorbells").
   */
  ring(r: number): void {
    const c = this.control;
    if (Atomics.load(c, sleepIndex(r)) === 0) return;
    Atomics.add(c, bellIndex(r), 1);
    Atomics.notify(c, bellIndex(r));
  }

  /**
   * Wake rank `r` unconditionally: it announced that it sleeps waiting for what was just published
   * (a ring's WORD held IDLE).
   */
  wake(r: number): void {
    const c = this.control;
    Atomics.add(c, bellIndex(r), 1);
    Atomics.notify(c, bellIndex(r));
  }

  /**
   * Block until `cond()` holds, running `onIdle` (drain and forward link traffic) between checks.
   * Throws DEADLINE_EXCEEDED after `timeoutMs`, ABORTED when the run's abort flag is set.
   */
  block(cond: () => boolean, what: string | (() => string), onIdle: () => void, timeoutMs = this.policy.timeoutMs): void {
    const c = this.control;
    for (let i = 0; i < this.policy.spinIterations; i++) {
      onIdle();
      if (cond()) return;
    }
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      Atomics.store(c, this.sleep, 1);
      const seen = Atomics.load(c, this.bell);
      onIdle();
      if (cond()) {
        Atomics.store(c, this.sleep, 0);
        return;
      }
      if (isAborted(this.policy)) {
        Atomics.store(c, this.sleep, 0);
        throw aborted(`${label(what)} was interrupted because another rank failed or the host stopped the run`);
      }
      const left = deadline - Date.now();
      if (left <= 0) {
        Atomics.store(c, this.sleep, 0);
        throw deadlineExceeded(label(what), timeoutMs);
      }
      if (this.beforeSleep !== undefined && !this.beforeSleep()) continue;
      Atomics.store(c, this.sleep, 1);
      Atomics.wait(c, this.bell, seen, Math.min(left, this.policy.sliceMs));
      Atomics.store(c, this.sleep, 0);
    }
  }
}

/** Wait descriptions are built only when a wait fails (a template string per message costs time). */
function label(what: string | (() => string)): string {
  return typeof what === 'string' ? what : what();
}
