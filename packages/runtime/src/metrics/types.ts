/** Plain, JSON-able shapes of the metrics layer (what ranks report and what runs aggregate to). */

import type { ClockSource } from './clock.js';

/** Counters that ranks accumulate in and outside phases. */
export interface MetricCounters {
  /** Busy time in ns (thread CPU time, or wall time when the clock source is `wall`). */
  busyNs: number;
  /** Wall time in ns. */
  wallNs: number;
  /** Application-reported work units (see `PhaseRecorder.addWork`). */
  workUnits: number;
  /** Messages sent (see `PhaseRecorder.addTraffic`). */
  messages: number;
  /** Payload bytes sent. */
  bytes: number;
}

/** One occurrence of a phase on one rank. */
export interface PhaseRecord extends MetricCounters {
  name: string;
  /** Occurrence number of `name` on this rank: 0 for the first `begin(name)`, 1 for the second... */
  index: number;
}

/** Everything one rank measured: returned by `PhaseRecorder.snapshot()`. */
export interface RankMetrics {
  rank: number;
  clock: ClockSource;
  /** Completed phases, in the order they ended. */
  phases: PhaseRecord[];
  /**
   * Sums over `phases`, plus work and traffic reported while no phase was open
   * (busy and wall time are only measured inside phases).
   */
  totals: MetricCounters;
}

/** Statistics of one load vector (one value per rank). */
export interface LoadSummary {
  max: number;
  min: number;
  avg: number;
  sum: number;
  /** Load efficiency 100 * avg / max, in percent (100 when max is 0). */
  le: number;
  /** max / avg (1 is perfect balance; 1 when all loads are 0). */
  maxOverAvg: number;
  /** U = sum / (N * max), in [0, 1] (1 when all loads are 0). */
  utilization: number;
}

/** One phase occurrence matched across ranks by `name` + `index`. */
export interface PhaseMetrics {
  name: string;
  index: number;
  /** Busy ns per rank, indexed by rank. */
  busyNs: number[];
  /** Wall ns per rank, indexed by rank. */
  wallNs: number[];
  /** Work units per rank, indexed by rank. */
  workUnits: number[];
  /** Ranks that did not record this phase occurrence (their loads count as 0). */
  missingRanks: number[];
  /** Messages and bytes summed over ranks. */
  messages: number;
  bytes: number;
  busy: LoadSummary;
  work: LoadSummary;
}

/** Whole-run totals per rank and their statistics. */
export interface RunTotals {
  /** Total busy ns per rank (sum over its phases), indexed by rank. */
  busyNs: number[];
  /** Total work units per rank (including work reported outside phases), indexed by rank. */
  workUnits: number[];
  messages: number;
  bytes: number;
  busy: LoadSummary;
  work: LoadSummary;
}

/** Aggregate of all ranks of a run: returned by `aggregate()`. */
export interface RunMetrics {
  /** Number of ranks (rank ids are 0..ranks-1). */
  ranks: number;
  /** The ranks' clock source, or `mixed` when ranks disagree. */
  clock: ClockSource | 'mixed';
  /** Phase occurrences in order of first appearance (rank 0 first, then later ranks). */
  phases: PhaseMetrics[];
  totals: RunTotals;
}

/** One phase occurrence in a trace file. */
export interface TracePhase {
  name: string;
  index: number;
  busyNs: number[];
  workUnits: number[];
}

/** The on-disk trace format (version 1): `toTrace()` writes it, `fromTrace()` validates it. */
export interface MetricsTrace {
  version: 1;
  ranks: number;
  /** Clock source of the busy times, when known. */
  clock?: ClockSource | 'mixed';
  phases: TracePhase[];
}
