/** The loop-scheduler plugin shape: run every iteration of [0, n) exactly once across the ranks. */
import type { RankContext } from '@meshwork/runtime';

/** Execute iterations [lo, hi) on this rank. */
export type LoopBody = (lo: number, hi: number) => void;

/** What one rank did in one scheduled loop. */
export interface LoopStats {
  readonly scheduler: string;
  /** Iterations and chunks this rank executed. */
  readonly iterations: number;
  readonly chunks: number;
  /** Wall ms of the whole scheduled loop on this rank (scheduling and waiting included). */
  readonly ms: number;
  /** Scheduler-specific counters (requests, steals, chunks given away, ...). */
  readonly details: Readonly<Record<string, number>>;
}

export interface LoopScheduler {
  readonly name: string;
  /** The options the scheduler settled on (defaults filled in). */
  readonly options: Readonly<Record<string, unknown>>;
  /** Collective: every rank calls it with the same `n`; every index runs exactly once somewhere. */
  run(ctx: RankContext, n: number, body: LoopBody): Promise<LoopStats>;
}
