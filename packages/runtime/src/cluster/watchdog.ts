/**
 * The stuck-rank watchdog of a run attempt: its clock runs once every rank of this host has
 * started its program (beat 1) and restarts whenever any rank passes a receive, barrier or wait
 * (each rank's beat word, ../comm/status.ts). When it has been quiet for `stuckMs` and some rank
 * that has not settled runs outside any wait (a CPU loop), it reports those ranks, once. Ranks
 * that all sleep in waits are left to their own deadlines.
 */
import { beatOf, finished, inWait } from '../comm/status.ts';

export interface WatchdogOptions {
  /** The cluster's control words (every rank's status). */
  readonly control: Int32Array;
  readonly size: number;
  /** The ranks this host runs. */
  readonly local: readonly number[];
  /** Whether rank r has settled (returned or failed). */
  readonly settled: (r: number) => boolean;
  readonly stuckMs: number;
  /** Called once: `busy`, the ranks outside any wait; `running`, every rank not settled. */
  readonly onStuck: (busy: readonly number[], running: readonly number[]) => void;
}

/** Start the watchdog; clear the interval it returns when the attempt ends. */
export function startWatchdog(o: WatchdogOptions): NodeJS.Timeout {
  const { control, local, settled, stuckMs } = o;
  const beats = new Int32Array(o.size);
  const begun = new Uint8Array(o.size);
  let quietSince = performance.now();
  const timer = setInterval(
    () => {
      let moved = false;
      let all = true;
      for (const r of local) {
        const b = beatOf(control, r);
        if (b !== beats[r]) {
          beats[r] = b;
          begun[r] = 1;
          moved = true;
        }
        if (begun[r] === 0 && !settled(r)) all = false;
      }
      const now = performance.now();
      if (moved || !all) {
        quietSince = now;
        return;
      }
      if (now - quietSince < stuckMs) return;
      const running = local.filter((r) => !settled(r));
      const busy = running.filter((r) => !inWait(control, r) && !finished(control, r));
      if (busy.length === 0) return;
      clearInterval(timer);
      o.onStuck(busy, running);
    },
    Math.max(5, Math.min(1000, Math.floor(stuckMs / 4))),
  );
  return timer;
}
