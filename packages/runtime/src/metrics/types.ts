/** Plain, JSON-able shapes of the metrics layer (what ranks report and what runs aggregate to). */

import type { BalanceReport } from '../balance/types.ts';
import type { WaitStats } from '../comm/wait-clock.ts';
import type { TopologySpec } from '../topology/types.ts';
import type { ClockSource } from './clock.ts';

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
  /**
   * Busy wall time in ns: the phase's wall time outside the rank's waits. Recorded where the busy
   * clock is the thread CPU clock (more ranks than cores), which moves in scheduler ticks; it then
   * also counts the time the rank waited for a core. Absent where `busyNs` is already this.
   */
  wallBusyNs?: number;
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
  /** What a balancing driver recorded when asked to (`BalancingOptions.record`). */
  loads?: RankLoadLog;
  /** What the rank's waits cost (receives, sends into a full link, barriers, collectives). */
  waits?: WaitStats;
  /** Every balancing driver the program made (`ctx.balancing`), in order: what ran and its balances. */
  drivers?: RankDriverLog[];
  /** The rank's wall and thread CPU time over its whole run (where the thread CPU clock can be read). */
  run?: RankRunTime;
}

/** A rank's wall and thread CPU time over its run: with its waits, how much of the time it wanted a core it got one. */
export interface RankRunTime {
  wallNs: number;
  /** Thread CPU time (`/proc/thread-self/schedstat`, updated at scheduler ticks). */
  cpuNs: number;
}

/** A balancing driver as one rank saw it: its balancer and policy, and the balances it ran. */
export interface RankDriverLog {
  balancer: string;
  policy: string;
  /** Phases it was told about (`afterPhase` calls). */
  phases: number;
  /** Its balances, in order (the same on every rank but `decisionMs`). */
  balances: BalanceReport[];
}

/** A balance that ran after a step, as one rank measured it. */
export interface RankLoadBalance {
  /** Cut points per axis after the balance. */
  cuts: number[][];
  /**
   * Wall ms of the whole balance on this rank (decision and data movement), plus what the program
   * charged for it afterwards (`Balancing.charge`: its own work after the balance).
   */
  costMs: number;
  decisionMs: number;
  unitsMoved: number;
  bytesMoved: number;
  skipped?: string;
}

/** One step (one `afterPhase` call of a balancing driver) as one rank saw it. */
export interface RankLoadStep {
  /** Cut points per axis when the step's loads were measured. */
  cuts: number[][];
  /** The load profile's total. */
  total: number;
  /** Plane loads of this rank's tile along each decomposed axis (`axes` order); [] when none given. */
  planes: number[][];
  /** Wall ms of the phases that reported work units since the previous step (the compute). */
  computeMs: number;
  /** Wall ms from the end of the previous step to the start of this one. */
  stepMs: number;
  /** Wall ms the program spent tallying the step's loads, inside the step (`LoadProfile.tallyMs`); absent when 0. */
  tallyMs?: number;
  /** Wall ms the recorder itself spent noting the step, after the step's clock stopped; absent when 0. */
  recordMs?: number;
  /**
   * Wall ms of the step's load gather, on a step that had one (a look of the policy, or a timed
   * sample the recorder took where the policy looked too rarely); absent on the others.
   */
  syncMs?: number;
  /**
   * With `syncMs`: the machine's monotonic clock (ms) when the gather returned on this rank. Across
   * the ranks of one machine, the spread of these is how long after the first rank the last one
   * resumed work (a rank that slept in the gather wakes up late): part of what the gather cost.
   */
  syncEndMs?: number;
  balance?: RankLoadBalance;
}

/** What a recording balancing driver saw on one rank: the decomposition and every step. */
export interface RankLoadLog {
  topology: TopologySpec;
  kind: 'grid' | 'range';
  shape: number[];
  procDims: number[];
  minExtent: number[];
  /** This rank's coordinates in the processor grid. */
  procCoords: number[];
  /** The decomposed axes (procDims > 1), ascending: the axes of `planes`. */
  axes: number[];
  /** Bytes that change owner per plane moved along each axis (all grids of the set; 0 for ranges and shared storage). */
  bytesPerPlane: number[];
  balancer: string;
  balancerOptions?: unknown;
  policy: string;
  policyOptions?: unknown;
  loadIsTime: boolean;
  /** Ranks that could compute at once (the cores they shared; absent: every rank had one). */
  concurrency?: number;
  steps: RankLoadStep[];
}

/** Statistics of one load vector (one value per rank). */
export interface LoadSummary {
  max: number;
  min: number;
  avg: number;
  sum: number;
  /** Load efficiency avg / max, a fraction in [0, 1] (1 when max is 0); text shows it in percent. */
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
  /** Busy wall ns per rank (`PhaseRecord.wallBusyNs`), when every rank that ran the phase recorded it. */
  wallBusyNs?: number[];
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

/** A rank lost during a run that then went on from a checkpoint (or failed for good). */
export interface RankLoss {
  /** The attempt it happened in: 0 the first, n after the n-th restart. */
  attempt: number;
  rank: number;
  /** `exit`: its thread ended; `oom`: it passed its heap limit; `crash`: an exception escaped outside its program. */
  cause: 'exit' | 'oom' | 'crash';
  message: string;
  /** The checkpoint the run went back to: its epoch (0: none, the run started over) and step. */
  epoch: number;
  step: number;
}

/** Checkpoints and restarts of a run (`RunMetrics.recovery`). */
export interface RunRecovery {
  /** Times the run went back to a checkpoint after losing a rank. */
  restarts: number;
  failures: RankLoss[];
  /** Epoch of the newest complete checkpoint when the run ended (0: none). */
  lastEpoch: number;
  /**
   * The checkpoint the final attempt started from: set only when every rank's program called
   * `ctx.restore()` and got it back (undefined: the run started from the beginning).
   */
  resumedFrom?: { epoch: number; step: number; source: 'memory' | 'directory' };
  /**
   * The checkpoint the final attempt was handed but its program never restored (some rank did not
   * call `ctx.restore()`): the program ran from its beginning, and `resumedFrom` is unset.
   */
  notRestored?: { epoch: number; step: number; source: 'memory' | 'directory' };
  /** The run's id (random hex; a resumed run keeps the id of the run it resumed), as its checkpoint manifests record it. */
  runId: string;
  /** `resumeFrom`: newer checkpoints of the directory that were refused, and why (torn, corrupt). */
  rejected: string[];
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
  /** Checkpoints and restarts, for runs that checkpoint, allow restarts, inject faults or resume. */
  recovery?: RunRecovery;
  /** Each rank's wait costs, by rank (when every rank reported them). */
  waits?: WaitStats[];
}

/** One phase occurrence in a trace file. */
export interface TracePhase {
  name: string;
  index: number;
  busyNs: number[];
  workUnits: number[];
  /**
   * Busy wall ns per rank, where `busyNs` is the thread CPU clock: each rank's wall time outside
   * its waits (`PhaseRecord.wallBusyNs`), or for a thread pool the wall time of its tasks.
   */
  wallBusyNs?: number[];
}

/** A balance in a trace: every rank's measured cost, and what it did. */
export interface TraceBalance {
  cuts: number[][];
  /** Wall ms of the balance per rank, with what the rank charged for it (`Balancing.charge`); its cost is the slowest rank's. */
  costMs: number[];
  decisionMs: number[];
  unitsMoved: number;
  bytesMoved: number;
  skipped?: string;
}

/** One step of a trace's load record, every rank's figures indexed by rank. */
export interface TraceStep {
  cuts: number[][];
  totals: number[];
  /** planes[r][i]: rank r's plane loads along `decomposition.axes[i]` (its tile's extent; [] when not given). */
  planes: number[][][];
  computeMs: number[];
  stepMs: number[];
  /**
   * Wall ms per rank the program spent tallying the step's loads, inside `stepMs`
   * (`LoadProfile.tallyMs`: work a run whose driver does not read them skips); absent when no
   * rank gave one (and in traces written before it).
   */
  tallyMs?: number[];
  /** Wall ms per rank the recorder spent noting the step, outside `stepMs` (a run that records nothing does not pay it); absent when all 0. */
  recordMs?: number[];
  /**
   * Wall ms of the step's load gather per rank, on the steps that had one (a look of the recorded
   * policy, or a sample the recorder took: see `BalancingOptions.record`); absent on the others
   * (version 3). Version 2 traces gathered every step and carry it on every step.
   */
  syncMs?: number[];
  /** With `syncMs` (version 3): each rank's monotonic clock reading, ms, when the gather returned on it. */
  syncEndMs?: number[];
  balance?: TraceBalance;
}

/** The load record of a trace (versions 2 and 3): enough to replay the run through any balancer. */
export interface TraceLoads {
  topology: TopologySpec;
  decomposition: {
    kind: 'grid' | 'range';
    shape: number[];
    procDims: number[];
    minExtent: number[];
    /** Processor-grid coordinates of every rank, by rank. */
    procCoords: number[][];
    axes: number[];
    bytesPerPlane: number[];
  };
  /**
   * The balancing the recorded run used; `concurrency`: the ranks that could compute at once (the
   * cores they shared, when fewer than the ranks; absent: every rank had a core).
   */
  recorded: Pick<RankLoadLog, 'balancer' | 'balancerOptions' | 'policy' | 'policyOptions' | 'loadIsTime' | 'concurrency'>;
  steps: TraceStep[];
}

/**
 * The on-disk trace format: `toTrace()` writes version 3, `fromTrace()` reads versions 1, 2 and 3.
 * Version 2 adds `loads` (when the run recorded them); version 3 records them without a gather per
 * step, so a step's `syncMs` is there only on the steps that had one.
 */
export interface MetricsTrace {
  version: 1 | 2 | 3;
  ranks: number;
  /** Clock source of the busy times, when known. */
  clock?: ClockSource | 'mixed';
  phases: TracePhase[];
  loads?: TraceLoads;
}

export type { WaitStats };
