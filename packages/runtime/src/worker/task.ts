/** The payload the host hands each rank, and what a rank hands back. Plain, cloneable data. */

import type { CollectiveMode } from '../comm/collectives.js';
import type { LinkCost } from '../comm/cost.js';
import type { ClusterBuffers } from '../comm/layout.js';
import type { LinkStats, RouteStats } from '../comm/links.js';
import type { RankMetrics } from '../metrics/types.js';
import type { TopologySpec } from '../topology/types.js';

export interface RankTask {
  /** Number of the run on its cluster (1, 2, ...): late failures name it. */
  readonly run: number;
  readonly programUrl: string;
  readonly options: unknown;
  readonly rank: number;
  readonly topology: TopologySpec;
  readonly buffers: ClusterBuffers;
  /** Spin budget of every wait: most polls, longest time in µs (../shm/wait.ts). */
  readonly spinIterations: number;
  readonly spinMicros: number;
  readonly sliceMs: number;
  /** Deadline of any single blocking wait, in ms. */
  readonly waitTimeoutMs: number;
  readonly collectives: CollectiveMode;
  readonly linkCost: LinkCost | undefined;
  /** Multi-host clusters: host processes in the job and ranks on this one (absent: one host). */
  readonly hosts?: { readonly count: number; readonly localRanks: number } | undefined;
}

export interface RankFailure {
  readonly name: string;
  readonly code: string | undefined;
  readonly message: string;
  readonly stack: string | undefined;
  readonly phase: string | undefined;
}

/** A rank threw after its program returned: which run, and how (an uncaught exception, a rejection). */
export interface LateReport {
  readonly run: number;
  readonly rank: number;
  readonly url: string;
  readonly how: string;
  readonly error: RankFailure;
}

export type RankOutcome = (
  | {
      readonly ok: true;
      readonly rank: number;
      readonly result: unknown;
      readonly metrics: RankMetrics;
      readonly links: readonly LinkStats[];
      readonly route: RouteStats;
    }
  | { readonly ok: false; readonly rank: number; readonly error: RankFailure }
) & {
  /** Late failures of earlier runs this thread saw since it last reported (never this run's). */
  readonly late: readonly LateReport[];
};

/**
 * The task `Cluster.close()` gives every thread before ending it: let timers and rejections of
 * earlier runs that are due fire, and report them. `counter` (one Int32) holds each thread until
 * all `threads` have taken theirs, so every thread drains once.
 */
export interface DrainTask {
  readonly drain: true;
  readonly counter: SharedArrayBuffer;
  readonly threads: number;
  /** Longest wait for the other threads, ms. */
  readonly timeoutMs: number;
}

export interface DrainOutcome {
  readonly late: readonly LateReport[];
}
