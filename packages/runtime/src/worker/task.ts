/** The payload the host hands each rank, and what a rank hands back. Plain, cloneable data. */

import type { CollectiveMode } from '../comm/collectives.js';
import type { LinkCost } from '../comm/cost.js';
import type { ClusterBuffers } from '../comm/layout.js';
import type { LinkStats, RouteStats } from '../comm/links.js';
import type { RankMetrics } from '../metrics/types.js';
import type { TopologySpec } from '../topology/types.js';

export interface RankTask {
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
}

export interface RankFailure {
  readonly name: string;
  readonly code: string | undefined;
  readonly message: string;
  readonly stack: string | undefined;
  readonly phase: string | undefined;
}

export type RankOutcome =
  | {
      readonly ok: true;
      readonly rank: number;
      readonly result: unknown;
      readonly metrics: RankMetrics;
      readonly links: readonly LinkStats[];
      readonly route: RouteStats;
    }
  | { readonly ok: false; readonly rank: number; readonly error: RankFailure };
