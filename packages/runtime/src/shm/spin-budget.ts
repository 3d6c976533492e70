/**
 * The adaptive spin budget of one rank's waits (./README.md, "Adaptive waiting"). SPMD programs
 * wait at the same points step after step, so how long the last waits took predicts the next: while
 * they end within a few hundred µs (the partner is a little behind: jitter, a small imbalance) a
 * spin that long catches the next one and saves the wake-up of a sleeping thread; when they take
 * longer (a large imbalance, a partner in a balance decision) spinning only takes the core V8's
 * compiler and GC threads need, so the budget falls back to the short one and the rank sleeps.
 *
 * The estimate is a moving average of log2(wait µs) with weight 1/4 (an outlier of 10x moves it
 * by 0.8 octave, not 2.5x), so a single long wait does not switch a steady rank to sleeping.
 */

/** Budget = this many times the typical wait (a geometric mean: most waits of a steady rank are below twice it). */
const HEADROOM = 2;

export class SpinBudget {
  /** Current budget, µs. */
  micros: number;
  /** Moving average of log2 of the blocked waits' µs. */
  private logTypical: number;

  /**
   * `minMicros`: the budget of a rank whose waits are long, and the start; `maxMicros`: the most it
   * grows to (equal to `minMicros`: a fixed budget that `learn` never changes).
   */
  readonly minMicros: number;
  readonly maxMicros: number;
  constructor(minMicros: number, maxMicros: number) {
    this.minMicros = minMicros;
    this.maxMicros = maxMicros;
    this.micros = minMicros;
    this.logTypical = Math.log2(Math.max(1, minMicros / HEADROOM));
  }

  /** Book a blocked wait that lasted `us` µs (spun and, maybe, slept) and set the next budget. */
  learn(us: number): void {
    if (this.maxMicros <= this.minMicros) return;
    this.logTypical += (Math.log2(Math.max(1, us)) - this.logTypical) / 4;
    const want = HEADROOM * 2 ** this.logTypical;
    this.micros = want > this.maxMicros ? this.minMicros : Math.max(this.minMicros, want);
  }
}

/**
 * What the budget learns of a wait of `waitUs` µs that slept and was woken `lateMs` ms after it
 * was rung: the wait until it was rung (the partner's lateness), without the wake-up, which says
 * how the machine schedules, not when the partner comes (0 for a wait that was not rung).
 */
export function untilRung(waitUs: number, lateMs: number): number {
  return Math.max(0, waitUs - lateMs * 1000);
}
