/**
 * Balancing between phases with an invocation policy. After each phase every rank contributes
 * its load to one fixed-layout gather (`LoadBoard`: totals, plane loads, and the cost of its
 * last balance); the policy decides from it, identically everywhere; and when it says so the
 * balancer's pure `solve` computes the same cuts on every rank from the same snapshot, and the
 * data moves. So a phase costs one sync point, a balance adds only the data movement, and
 * nothing is encoded with msgpack. Balancers without `solve` (or whose `solve` cannot decide
 * from the snapshot) run their collective `decide` after the gather.
 *
 * Cost accounting: each rank times its balance; the next gather carries that time, and the
 * maximum over ranks is the balance's cost (identical everywhere, so adaptive policies agree).
 */

import { invalidArgument } from '../errors.js';
import type { PhaseRecorder } from '../metrics/recorder.js';
import { LoadRecorder } from './record.js';
import type { BalanceEnv, BalanceTarget } from './run.js';
import { balanceFaithful, balanceFromSnapshot, checkProfile, viewOf } from './run.js';
import { LoadBoard } from './snapshot.js';
import type { BalanceReport, InvocationPolicy, LoadProfile, PolicyState, RemapBalancer } from './types.js';

export interface BalancingOptions {
  readonly balancer: RemapBalancer;
  readonly policy: InvocationPolicy;
  /** Whether `load.total` values are milliseconds (enables the loss estimate for adaptive policies). */
  readonly loadIsTime?: boolean;
  /**
   * Record every step's load, compute time, sync and balance costs on this rank for offline
   * replay (returned with the rank's metrics; `toTrace` writes them). Costs one copy of the plane
   * loads per step; no communication.
   */
  readonly record?: boolean;
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
}

export class Balancing {
  readonly reports: BalanceReport[] = [];
  private phase = 0;
  private lastBalance = -1;
  private costTotalMs = 0;
  /** Balances whose cost is known on every rank (the last one's arrives with the next gather). */
  private costed = 0;
  /** This rank's time of its last balance, reported in the next gather. */
  private pendingCostMs = 0;
  private lossTotalMs = 0;
  private readonly board: LoadBoard;
  /** When the previous afterPhase returned (the phase clock). */
  private phaseStart = performance.now();

  constructor(
    private readonly env: BalanceEnv,
    readonly options: BalancingOptions,
  ) {
    this.board = new LoadBoard(env.commShm, env.rank, env.size, env.topology);
    if (options.record === true) {
      const metrics = (env as unknown as { metrics?: PhaseRecorder }).metrics;
      this.recorder = new LoadRecorder(metrics, env.topology, options.balancer, options.policy, options.loadIsTime === true);
    }
  }

  private readonly recorder: LoadRecorder | undefined;

  /** Mean measured cost of a balance so far (ms, the same on every rank), or undefined. */
  get balanceCostMs(): number | undefined {
    return this.costed === 0 ? undefined : this.costTotalMs / this.costed;
  }

  /** @internal The driver's counters, reports and its policy's and balancer's history (checkpoints). */
  saveState(): DriverState {
    return {
      phase: this.phase,
      lastBalance: this.lastBalance,
      costTotalMs: this.costTotalMs,
      costed: this.costed,
      pendingCostMs: this.pendingCostMs,
      lossTotalMs: this.lossTotalMs,
      reports: this.reports,
      policy: this.options.policy.checkpointState?.(),
      balancer: this.options.balancer.checkpointState?.(),
      recorder: this.recorder?.saveState(),
    };
  }

  /** @internal Continue from `s` (a run resumed from a checkpoint; the rank's metrics are restored first). */
  restoreState(s: DriverState): void {
    this.phase = s.phase;
    this.lastBalance = s.lastBalance;
    this.costTotalMs = s.costTotalMs;
    this.costed = s.costed;
    this.pendingCostMs = s.pendingCostMs;
    this.lossTotalMs = s.lossTotalMs;
    this.reports.length = 0;
    this.reports.push(...s.reports);
    if (s.policy !== undefined) this.options.policy.restoreState?.(s.policy);
    if (s.balancer !== undefined) this.options.balancer.restoreState?.(s.balancer);
    if (s.recorder !== undefined) this.recorder?.restoreState(s.recorder);
    this.phaseStart = performance.now();
  }

  /**
   * Add `ms` of this rank's own work caused by the balance `afterPhase` just ran (rebuilding a
   * worklist, rescanning rows that arrived, clearing buffers that moved) to that balance's
   * measured cost, so that an adaptive policy weighs what a balance really costs the program.
   * Call it between the `afterPhase` that returned a report and the next `afterPhase`; a call
   * when no balance is pending is ignored. Not collective: each rank charges its own time, and the
   * cost of a balance is the largest over the ranks.
   */
  charge(ms: number): void {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw invalidArgument('charge(ms)', 'a finite number of ms >= 0', ms);
    if (this.pendingCostMs > 0) this.pendingCostMs += ms;
  }

  /**
   * Collective, once after every phase: maybe balance `target` given this rank's load of the phase
   * just finished. Returns the report when a balance ran.
   */
  afterPhase(target: BalanceTarget, load: LoadProfile): BalanceReport | undefined {
    const view = viewOf(target);
    checkProfile(view, load);
    const phase = this.phase++;
    const tGather = performance.now();
    const stepMs = tGather - this.phaseStart;
    const { snapshot, maxCostMs, maxPhaseMs } = this.board.gather(view, load, phase, this.pendingCostMs, stepMs);
    this.recorder?.step(target, view, load, stepMs, performance.now() - tGather);
    if (this.costed < this.reports.length) {
      this.costTotalMs += maxCostMs;
      this.costed = this.reports.length;
      this.pendingCostMs = 0;
    }
    const totals = snapshot.totals;
    let max = Number.NEGATIVE_INFINITY;
    let min = Number.POSITIVE_INFINITY;
    let sum = 0;
    for (let r = 0; r < totals.length; r++) {
      const x = totals[r] as number;
      if (x > max) max = x;
      if (x < min) min = x;
      sum += x;
    }
    const avg = sum / totals.length;
    if (this.options.loadIsTime === true) this.lossTotalMs += max - avg;
    const state: PolicyState = {
      phase,
      max,
      min,
      avg,
      sinceLast: this.lastBalance < 0 ? Number.POSITIVE_INFINITY : phase - this.lastBalance,
      balanceCostMs: this.balanceCostMs,
      lossPerPhaseMs: this.options.loadIsTime === true ? this.lossTotalMs / (phase + 1) : undefined,
      phaseMs: maxPhaseMs,
    };
    if (!this.options.policy.shouldBalance(state)) {
      this.phaseStart = performance.now();
      return undefined;
    }
    const t0 = performance.now();
    const { balancer } = this.options;
    const report = balanceFromSnapshot(balancer, target, snapshot) ?? balanceFaithful(this.env, balancer, target, snapshot, load);
    // Reported in the next gather (a positive time, so the next phase knows one is pending).
    this.pendingCostMs = Math.max(Number.MIN_VALUE, performance.now() - t0);
    this.lastBalance = phase;
    this.reports.push(report);
    this.recorder?.balanced(report, this.pendingCostMs);
    this.phaseStart = performance.now();
    return report;
  }
}
