/**
 * The balancer plugin API. A remap balancer runs collectively between phases: every rank calls
 * `decide` with its own load profile, the balancer talks through the collectives and links it is
 * given, and every rank returns the SAME new cut points. The runtime then moves the data.
 */
import type { Collectives } from '../comm/collectives.ts';
import type { Links } from '../comm/links.ts';
import type { Topology } from '../topology/types.ts';

/** The decomposed domain as every rank sees it (grids: k axes; ranges: one axis). */
export interface DomainView {
  readonly kind: 'grid' | 'range';
  /** Extent of the domain along each axis. */
  readonly shape: readonly number[];
  /** Processors per axis (range: [size]). */
  readonly procDims: readonly number[];
  /** Current cut points per axis (procDims[a] + 1 values from 0 to shape[a]). */
  readonly cuts: readonly (readonly number[])[];
  /** This rank's coordinates in the processor grid. */
  readonly procCoords: readonly number[];
  /** Smallest allowed part per axis (a tile must cover its neighbours' halos). */
  readonly minExtent: readonly number[];
  /** Rank owning processor-grid coordinates `pc`. */
  rankOf(pc: readonly number[]): number;
}

/**
 * This rank's load. `planes[a][i]` is the load of the i-th hyperplane of this rank's tile along
 * axis a (i from 0 to the tile's extent - 1). Loads are work units or measured time; any
 * non-negative numbers.
 */
export interface LoadProfile {
  readonly total: number;
  /**
   * Omit for balancers that need only totals (functional, or ranges of millions of indices).
   * Each axis's loads are a plain array or a Float64Array (a program can pass the typed array it
   * tallies into, with no copy: the driver reads the loads during `afterPhase` and keeps none).
   */
  readonly planes?: readonly PlaneLoads[] | undefined;
  /**
   * Wall ms this rank spent tallying these loads, work a run skips where nobody reads them (a
   * program that tallies only where `loadsWanted` is true). Optional; a recording keeps it
   * (the trace's `tallyMs`), so that a replay takes it off the steps whose loads a replayed
   * configuration would not read: a static run does not tally at all.
   */
  readonly tallyMs?: number | undefined;
}

/** The loads of one axis's planes of a tile: a plain array or a Float64Array. */
export type PlaneLoads = readonly number[] | Float64Array;

/** What a balancer gets on each rank. */
export interface BalanceContext {
  readonly rank: number;
  readonly size: number;
  readonly topology: Topology;
  /** Collectives to use for decisions (topology-faithful or fast, as the run chose). */
  readonly comm: Collectives;
  readonly links: Links;
  readonly domain: DomainView;
  readonly load: LoadProfile;
  /** Index of the phase after which the balance runs (0-based). */
  readonly phase: number;
}

export interface BalanceDecision {
  /** New cut points for every axis; identical on every rank. Unchanged cuts mean "no move". */
  readonly cuts: readonly (readonly number[])[];
  /** Sweeps (GDE), scans (SDLB), Newton iterations (functional), ... */
  readonly sweeps?: number;
  /** Why the balancer left the decomposition alone, if it did (e.g. SDLB's abort conditions). */
  readonly skipped?: string;
  /** Balancer-specific figures for the report (JSON-able). */
  readonly details?: Readonly<Record<string, unknown>>;
}

/**
 * Every rank's load of one phase, as the runtime gathered it in one fixed-layout collective: the
 * input of a balancer's pure `solve`. Identical on every rank.
 */
export interface LoadSnapshot {
  readonly size: number;
  readonly topology: Topology;
  readonly domain: DomainView;
  /** Index of the phase after which the balance runs (0-based). */
  readonly phase: number;
  /** Every rank's `load.total`, by rank. */
  readonly totals: Float64Array;
  /** The decomposed axes (procDims > 1) whose plane loads the snapshot holds, ascending ([] if none fit one gather). */
  readonly axes: readonly number[];
  /** True when every rank gave plane loads and they fit the gather (`axes` non-empty). */
  readonly hasPlanes: boolean;
  /** Processor coordinates of every rank (the inverse of `domain.rankOf`). */
  readonly procCoords: readonly (readonly number[])[];
  /** Rank `r`'s plane loads along `axis` (its tile's extent); undefined if `r` gave none or `axis` is not held. */
  planesOf(r: number, axis: number): Float64Array | undefined;
}

export interface RemapBalancer {
  readonly name: string;
  /** The options it was made with (JSON-able), for reports. */
  readonly options: Readonly<Record<string, unknown>>;
  /** Collective: every rank calls it once per balance and gets the same cuts back. */
  decide(ctx: BalanceContext): BalanceDecision;
  /**
   * Pure (optional): the decision from every rank's loads, computed alike on every rank with no
   * communication. When present, the runtime gathers the loads once per phase (one sync point
   * shared with the policy and the cost accounting) and calls this instead of `decide`, so the
   * cuts are agreed by construction. Return undefined when the snapshot lacks what the balancer
   * needs (e.g. plane loads that did not fit one gather): the runtime then calls `decide`.
   * Must return exactly what `decide` would.
   */
  solve?(snapshot: LoadSnapshot): BalanceDecision | undefined;
  /**
   * Optional, for balancers that keep history between balances: that history as
   * structured-cloneable data. A checkpoint saves it; a resumed run hands it to `restoreState`.
   */
  checkpointState?(): unknown;
  /** Optional: take back what `checkpointState` returned (a run resumed from a checkpoint). */
  restoreState?(state: unknown): void;
}

/** What the runtime measured around a balance, identical on every rank except `decisionMs`. */
export interface BalanceReport {
  readonly balancer: string;
  readonly phase: number;
  readonly decisionMs: number;
  readonly sweeps: number;
  readonly skipped: string | undefined;
  /** Hyperplanes (grid) or indices (range) that changed owner, summed over ranks. */
  readonly unitsMoved: number;
  /** Bytes sent by all ranks to move data (0 for shared storage and ranges). */
  readonly bytesMoved: number;
  /** Max/avg of the per-rank load before the balance. */
  readonly before: { readonly max: number; readonly avg: number; readonly maxOverAvg: number };
  /** Max/avg of the per-rank load the new cuts give, computed from the plane loads. */
  readonly after: { readonly max: number; readonly avg: number; readonly maxOverAvg: number };
  readonly cuts: readonly (readonly number[])[];
  /**
   * The balancer's own figures of this decision (diagnostics). A driver keeps them for its last
   * 256 balances; in its earlier reports (`Balancing.reports`, the rank's driver log) they are
   * `undefined`, so that a run balancing every phase does not grow by them.
   */
  readonly details: Readonly<Record<string, unknown>> | undefined;
}

/** The facts a policy decides on; identical on every rank. */
export interface PolicyState {
  /** Phases completed so far (the balance would run after phase `phase`). */
  readonly phase: number;
  /** Per-rank load of the last phase: max, min, avg. */
  readonly max: number;
  readonly min: number;
  readonly avg: number;
  /**
   * The load per core if the cores were shared evenly: the sum over ranks / min(ranks, cores).
   * Equals `avg` unless the ranks outnumber the cores; then the cores time-slice the ranks, a
   * phase lasts at least this long however the load is spread, and only load above it is lost to
   * imbalance. Undefined where the driver does not know the cores (several hosts).
   */
  readonly coreLoad?: number | undefined;
  /** Phases since the last balance (Infinity before the first). */
  readonly sinceLast: number;
  /** Mean measured cost of a balance so far, in ms (undefined before the first). */
  readonly balanceCostMs: number | undefined;
  /** Mean time per phase lost to imbalance (Tmax - Tavg), in ms, when loads are times. */
  readonly lossPerPhaseMs: number | undefined;
  /**
   * Wall time of the phase just finished, ms: the longest over ranks, from the end of the previous
   * `afterPhase` to this one (undefined where the caller has no phase clock). With loads in work
   * units, phaseMs / max estimates the milliseconds per unit.
   */
  readonly phaseMs?: number | undefined;
  /**
   * Phases this state stands for: those since the previous state the policy saw (1 unless the
   * policy asked to look less often, `nextCheck`).
   */
  readonly span?: number | undefined;
}

/** Decides when to balance. Must be a pure function of the state (every rank decides alike). */
export interface InvocationPolicy {
  readonly name: string;
  shouldBalance(state: PolicyState): boolean;
  /**
   * Optional: the policy may decide after phase t from the state of phase t - 1 (one phase late).
   * The balancing driver then posts each phase's loads without a sync point and decides from the
   * previous phase's (`BalancingOptions.lag`). Policies whose schedule is fixed in phases (every
   * k, once) leave it unset: their balances stay where the papers put them.
   */
  readonly lagged?: boolean;
  /**
   * Optional: after a state that did not make it balance, how many phases until the policy wants
   * to see the next one (an integer >= 1; default 1). The driver skips the load board on the phases
   * in between (no gather, no sync point), and the next state's `span` counts them. A pure function
   * of the states seen, like `shouldBalance`, so every rank skips alike.
   */
  nextCheck?(state: PolicyState): number;
  /**
   * Optional: false for a policy that never balances (`never`). The driver then never reads the
   * loads (no gather at all, as if it were not there); a recording driver still records them.
   */
  readonly looks?: boolean;
  /**
   * Optional, for policies with history (e.g. `adaptive`'s window of losses): that history as
   * structured-cloneable data. A checkpoint saves it; a resumed run hands it to `restoreState`,
   * so the policy decides after the restart exactly as it would have without it.
   */
  checkpointState?(): unknown;
  /** Optional: take back what `checkpointState` returned (a run resumed from a checkpoint). */
  restoreState?(state: unknown): void;
}
