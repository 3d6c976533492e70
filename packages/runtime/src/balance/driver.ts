/**
 * Balancing between phases with an invocation policy: after each phase the ranks share their
 * loads (one small collective), the policy decides (identically everywhere), and the balancer
 * runs when it says so. The driver measures what balancing costs, for adaptive policies.
 */
import type { BalanceEnv, BalanceTarget } from './run.js';
import { balanceDomain } from './run.js';
import type { BalanceReport, InvocationPolicy, LoadProfile, PolicyState, RemapBalancer } from './types.js';

export interface BalancingOptions {
  readonly balancer: RemapBalancer;
  readonly policy: InvocationPolicy;
  /** Whether `load.total` values are milliseconds (enables the loss estimate for adaptive policies). */
  readonly loadIsTime?: boolean;
}

export class Balancing {
  readonly reports: BalanceReport[] = [];
  private phase = 0;
  private lastBalance = -1;
  private costTotalMs = 0;
  private lossTotalMs = 0;

  constructor(
    private readonly env: BalanceEnv,
    readonly options: BalancingOptions,
  ) {}

  /**
   * Collective, once after every phase: maybe balance `target` given this rank's load of the phase
   * just finished. Returns the report when a balance ran.
   */
  afterPhase(target: BalanceTarget, load: LoadProfile): BalanceReport | undefined {
    const totals = this.env.commShm.allgather(load.total) as number[];
    const max = Math.max(...totals);
    const min = Math.min(...totals);
    const avg = totals.reduce((s, x) => s + x, 0) / totals.length;
    const phase = this.phase++;
    if (this.options.loadIsTime === true) this.lossTotalMs += max - avg;
    const balances = this.reports.length;
    const state: PolicyState = {
      phase,
      max,
      min,
      avg,
      sinceLast: this.lastBalance < 0 ? Number.POSITIVE_INFINITY : phase - this.lastBalance,
      balanceCostMs: balances === 0 ? undefined : this.costTotalMs / balances,
      lossPerPhaseMs: this.options.loadIsTime === true ? this.lossTotalMs / (phase + 1) : undefined,
    };
    if (!this.options.policy.shouldBalance(state)) return undefined;
    const t0 = performance.now();
    const report = balanceDomain(this.env, this.options.balancer, target, load, phase);
    // Everyone must agree on the cost, or adaptive policies would diverge: take the max.
    const cost = this.env.commShm.allreduce(performance.now() - t0, 'max');
    this.costTotalMs += cost;
    this.lastBalance = phase;
    this.reports.push(report);
    return report;
  }
}
