/** The payload the host hands each rank, and what a rank hands back. Plain, cloneable data. */

import type { MessagePort } from 'node:worker_threads';
import type { CollectiveMode } from '../comm/collectives.ts';
import type { LinkCost } from '../comm/cost.ts';
import type { ClusterBuffers } from '../comm/layout.ts';
import type { LinkStats, RouteStats } from '../comm/links.ts';
import type { RankMetrics } from '../metrics/types.ts';
import type { RunIdentity } from '../recovery/files.ts';
import type { SlotMessage } from '../recovery/protocol.ts';
import type { RankTimelineSettings, TimelineChunk } from '../timeline/recorder.ts';
import type { TopologySpec } from '../topology/types.ts';
import type { ShareMessage } from './share.ts';

/** What a fault injection does to its rank (a testing aid, `RunOptions.faults`). */
export type FaultKind = 'exit' | 'throw-outside' | 'oom';

/** One injected fault, checked and completed by the host (`RunOptions.faults`). */
export interface FaultSpec {
  readonly rank: number;
  readonly kind: FaultKind;
  /** Armed once the rank's step (its last `ctx.checkpoint(step)`, or the restored step) reaches this. */
  readonly atStep: number;
  /** Fires as the rank enters its `phase`-th `ctx.phase` (0: the first) after it was armed. */
  readonly phase: number;
  /** The attempt it fires in: 0 the first run, 1 the run after the first restart, ... */
  readonly attempt: number;
  /** Fires inside the first saving checkpoint at or after `atStep` (mid-write) instead of at a phase. */
  readonly inCheckpoint: boolean;
}

/** A rank's part of the run's checkpointing and fault injection. */
export interface RecoveryTask {
  /** The checkpoint control words (../recovery/protocol.ts), kept by the host across restarts. */
  readonly control: SharedArrayBuffer;
  /** This rank's image buffers by slot (undefined until it first writes that slot). */
  readonly slots: readonly (SharedArrayBuffer | undefined)[];
  /** `ctx.checkpoint(step)` saves when step is a positive multiple of this; 0: never. */
  readonly every: number;
  /** Also write each checkpoint to this directory. */
  readonly dir: string | undefined;
  /** Resume from this epoch's image (in slots[epoch % 2]); 0: start afresh. */
  readonly resumeEpoch: number;
  /** 0 for the first run, n after the n-th restart. */
  readonly attempt: number;
  /** This rank's faults of this attempt. */
  readonly faults: readonly FaultSpec[];
  /** The topology's name, for the manifest of a checkpoint directory. */
  readonly topologyName: string;
  /** The run's identity (program, options digest, topology, id), for the manifest of a checkpoint directory. */
  readonly run: RunIdentity;
}

export interface RankTask {
  readonly kind: 'run';
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
  /** Most an adaptive budget grows to, µs (equal to `spinMicros`: fixed). */
  readonly spinMaxMicros: number;
  /** Past the budget, spin on while this machine has a free core, up to this many µs (0: never). */
  readonly spinFreeMicros: number;
  /** Cores the host gives the cluster's ranks (ClusterOptions.cores). */
  readonly cores: number;
  readonly sliceMs: number;
  /** Deadline of any single blocking wait, in ms. */
  readonly waitTimeoutMs: number;
  readonly collectives: CollectiveMode;
  readonly linkCost: LinkCost | undefined;
  /** Multi-host clusters: host processes in the job and ranks on this one (absent: one host). */
  readonly hosts?: { readonly count: number; readonly localRanks: number } | undefined;
  /** Checkpointing and fault injection, when the run asked for either. */
  readonly recovery?: RecoveryTask | undefined;
  /** The rank's memory budget in bytes (`ClusterOptions.memoryBudgetMb`); absent: none. */
  readonly memoryBudgetBytes?: number | undefined;
  /** The run records a timeline: the rank's budgets and the port its chunks go to (../timeline/README.md). */
  readonly timeline?: RankTimelineTask | undefined;
}

/** A rank's part of a timeline: its settings, and the port (transferred with the task) its chunks go to. */
export interface RankTimelineTask extends RankTimelineSettings {
  readonly port: MessagePort;
}

export interface RankFailure {
  readonly name: string;
  readonly code: string | undefined;
  readonly message: string;
  readonly stack: string | undefined;
  readonly phase: string | undefined;
  /**
   * Set when the rank did not fail by its program's own error: its thread ended (`exit`), ran out
   * of memory (`oom`), or an exception escaped outside the program's promise chain (`crash`).
   * These are the failures a run with `maxRestarts` survives.
   */
  readonly fault?: 'exit' | 'oom' | 'crash' | undefined;
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
  /** With a timeline: the chunks the rank shipped on its timeline port before its last one... */
  readonly timelineChunks?: number | undefined;
  /** ...and its last chunk, here (the host adds it once the earlier ones are in). */
  readonly timelineLast?: TimelineChunk | undefined;
};

/**
 * The task `Cluster.close()` gives every thread before ending it: let timers and rejections of
 * earlier runs that are due fire, and report them. `counter` (one Int32) holds each thread until
 * all `threads` have taken theirs, so every thread drains once.
 */
export interface DrainTask {
  readonly kind: 'drain';
  readonly counter: SharedArrayBuffer;
  readonly threads: number;
  /** Longest wait for the other threads, ms. */
  readonly timeoutMs: number;
}

export interface DrainOutcome {
  readonly late: readonly LateReport[];
}

/** What the host hands a rank's thread (an exhaustive switch on `kind` in ./bootstrap.ts). */
export type HostTask = (RankTask & { readonly port: MessagePort }) | DrainTask;

/**
 * What a rank posts to the host on its port during a run (an exhaustive switch on `kind` in
 * ../cluster/attempt.ts): a buffer to share with every other rank, a checkpoint slot's buffer.
 * Timeline chunks travel on a port of their own (../timeline/).
 */
export type RankMessage = ShareMessage | SlotMessage;
