/** What a replay takes and gives: a configuration, the options, the fitted model, a row per configuration. */
import type { BalancingChoice } from '@meshwork/harness';
import type { BalanceCalibration } from './calibrate.ts';
import type { BalanceCostModel } from './cost.ts';

/** One configuration to replay: a balancing as the harness resolves it from flags ('never': the static split without a driver). */
export type ReplayConfig = BalancingChoice;

export interface ReplayOptions {
  /** Measured parallel wall time of the recorded run, ms (the trace meta's measuredMs). */
  readonly measuredMs?: number | undefined;
  /** Data movement cost per byte moved, ns (default: the balance cost model's, fitted or calibrated). */
  readonly remapNsPerByte?: number;
  /** Charge this decision time per balance instead of timing `solve` (deterministic replays). */
  readonly decisionMs?: number;
  /** Calibration cache folder (default: see ./cost.ts). */
  readonly cacheDir?: string;
  /**
   * What a calibration run measured (./calibrate.ts): the balance cost model is fitted from its
   * balances when the trace has too few of its own, and each replayed look costs what its gathers did.
   */
  readonly calibration?: BalanceCalibration | undefined;
}

/** The fitted cost model of a trace. */
export interface ReplayModel {
  readonly steps: number;
  readonly ranks: number;
  /** The decomposed axes replayed ([] : none). */
  readonly axes: readonly number[];
  /** Processors along each axis. */
  readonly procDims: readonly number[];
  /** Cells over the decomposed axes (planes, with one decomposed axis). */
  readonly cells: number;
  readonly msPerUnit: number;
  /** Compute per cell of a tile over the decomposed axes (per plane, with one). */
  readonly msPerPlane: number;
  /**
   * Fitted cost of one look's load gather, ms: the median over the trace's steps with a measured
   * gather of the fastest rank's time (0 when none was measured). Each synchronous look of a
   * replayed policy pays it; a lagged look pays none.
   */
  readonly syncMs: number;
  /** Measured gathers the look cost comes from (the trace's steps with one, or a calibration run's). */
  readonly syncSamples: number;
  /** Where the look cost comes from: the trace's own gathers or a calibration run's. */
  readonly syncSource: 'trace' | 'calibration run';
  /** Standard deviation of a rank's step compute about the fitted compute model, ms. */
  readonly computeSdMs: number;
  /** What a balance costs beyond its decision. */
  readonly balance: BalanceCostModel;
  /**
   * Time outside the recorded steps (measured run time minus the steps, the recorded run's own
   * gathers and balances, and what recording the steps cost: the trace's `recordMs`), ms.
   */
  readonly residualMs: number;
  /** What recording cost the traced run (the slowest rank's `recordMs` per step, summed), ms; no replayed run pays it. */
  readonly recordMs: number;
  /**
   * The program's load tallies in the recorded steps (the slowest rank's `tallyMs` per step,
   * summed), ms: a replayed configuration pays a step's tally only where its driver reads that
   * step's loads (a static run none).
   */
  readonly tallyMs: number;
  /** Whether every rank recorded plane loads (else the loads are spread evenly over each tile). */
  readonly hasPlanes: boolean;
  /**
   * ms charged per replayed balance besides its cost: what a calibration run measured beyond this
   * model's prediction of it, per balance (the phases after a balance: compute on storage a remap
   * just wrote, the collector, a partner late from its own balance); 0 without one.
   */
  readonly afterBalanceMs: number;
  /**
   * ms more per replayed balance that comes SPACED_EVERY (./calibrate.ts) or more phases after the previous
   * one (a share of it for gaps of 2 to 4, by log of the gap; none for a balance the phase after
   * one): what a calibration run of the default balancer every SPACED_EVERY phases paid per balance
   * beyond its prediction with `afterBalanceMs` alone. A balance after a few phases without one
   * costs a program more than one of a run that balances every phase (thinning: 0.5-0.65 ms a
   * balance every 5 or 10 phases, ~0 every 1 or 2); 0 without that run.
   */
  readonly afterGapMs: number;
  /**
   * Balancers with a calibration run of their own (every phase, on the ranks): what a balance of
   * each costs beyond its decision, its decision as timed on the ranks, and its `afterBalanceMs`,
   * by the balancer's decision key (name and options). A replay of any other balancer uses
   * `balance` and `afterBalanceMs` above with its `solve` timed offline.
   */
  readonly perBalancer: Readonly<Record<string, BalancerCosts>>;
}

/** What a calibration run of one balancer measured, as the replay charges it. */
export interface BalancerCosts {
  readonly balance: BalanceCostModel;
  readonly decisionMs: number;
  readonly afterBalanceMs: number;
}

export interface ReplayRow {
  readonly label: string;
  readonly balancer: string;
  readonly policy: string;
  readonly every: number | undefined;
  /** Predicted wall time of the run, ms. */
  readonly predictedMs: number;
  /**
   * Half-width of the prediction's 95% interval from the model's own residuals, ms: the compute
   * model's on every step whose tiles differ from the recorded ones, the sync points' spread on
   * every sync point added, the balance cost model's on every balance (taken as independent).
   */
  readonly uncertaintyMs: number;
  /** Sum over steps of the slowest rank's compute plus communication, ms. */
  readonly stepsMs: number;
  readonly syncMs: number;
  readonly balanceMs: number;
  /** LE from work units over the whole run, a fraction in [0, 1] (the table shows percent). */
  readonly le: number;
  /** Mean over steps of U_k = sum / (N * max) of the work units. */
  readonly uk: number;
  readonly balances: number;
  readonly unitsMoved: number;
  readonly bytesMoved: number;
  /** Steps and cuts of every balance. */
  readonly cuts: readonly { readonly step: number; readonly cuts: readonly (readonly number[])[] }[];
  /** Wall ms the replay of this configuration took. */
  readonly replayMs: number;
  /** Why the configuration could not be replayed (then predictedMs is NaN). */
  readonly error?: string;
}

export interface ReplayResult {
  readonly model: ReplayModel;
  /** The recorded run: its configuration, measured time, LE, U_k, balances, units moved. */
  readonly recorded: ReplayRow;
  readonly rows: readonly ReplayRow[];
}
