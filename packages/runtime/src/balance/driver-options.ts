/**
 * What a balancing driver (./driver.ts) is given and what a checkpoint keeps of it: its options,
 * the lagged round it posted, its saved state. Types only.
 */
import type { LoadsMode } from './measure.ts';
import type { BalanceReport, InvocationPolicy, RemapBalancer } from './types.ts';

export interface BalancingOptions {
  readonly balancer: RemapBalancer;
  readonly policy: InvocationPolicy;
  /**
   * Whether `load.total` values are milliseconds (enables the loss estimate for adaptive policies).
   * Default: true from the first `afterPhase` on measured time (no load given, `loads: 'time'`), a
   * collective call, so every rank's policy sees the same; else false.
   */
  readonly loadIsTime?: boolean;
  /**
   * What `measure` attributes to planes: `'time'` (default), the measured milliseconds of each
   * block of planes; `'work'`, the work units the kernel returns for each plane (the papers'
   * figures, deterministic). Loads passed to `afterPhase` are used as given either way.
   */
  readonly loads?: LoadsMode;
  /** The monotonic clock `measure` reads, in ms (default `performance.now`); tests inject one. */
  readonly clock?: () => number;
  /**
   * Record every step's load, compute time and balance costs on this rank for offline replay
   * (returned with the rank's metrics; `toTrace` writes them). The driver gathers as it would
   * without recording (same looks, same lag); each rank keeps its log locally (one copy of the
   * plane loads per step). The time of a gather is recorded on the steps that have one; where the
   * policy gathers in none of 16 phases in a row (a static run, a lagged one), the driver times one
   * gather on the 16th (and on the 8th if none came before), so the trace measures the cost of a
   * sync point on this grid.
   */
  readonly record?: boolean;
  /**
   * Decide after phase t from the loads of phase t - 1, posted without a sync point (see above).
   * Default: when the policy allows it (`lagged`), the balancer has a `solve`, and the cluster runs
   * on one host (the posted gather is shared memory). false: always gather synchronously.
   */
  readonly lag?: boolean;
}

/** @internal The round a lagged driver posted and has not collected yet. */
export interface PostedRound {
  readonly phase: number;
  /** It carries the cost of the last balance. */
  readonly carriesCost: boolean;
  /** This rank's payload (checkpoints only: a resumed run posts it again). */
  readonly payload?: readonly number[];
}

/** @internal What a checkpoint saves of a driver (structured-cloneable). */
export interface DriverState {
  readonly phase: number;
  readonly lastBalance: number;
  readonly costTotalMs: number;
  readonly costed: number;
  readonly pendingCostMs: number;
  readonly lossTotalMs: number;
  readonly reports: readonly BalanceReport[];
  readonly policy: unknown;
  readonly balancer: unknown;
  readonly recorder: { seen: number; computeNames: string[] } | undefined;
  readonly posted?: PostedRound | undefined;
  readonly nextCheck?: number;
  readonly lastSeen?: number;
}
