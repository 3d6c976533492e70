/**
 * Load recording for offline replay (`BalancingOptions.record`): every step, each rank notes its
 * own load profile (total and plane loads along the decomposed axes), the wall time of the phases
 * that reported work since the previous step (the compute), the step's wall time, the time of the
 * load gather (the sync point), and the measured cost of any balance. Nothing is communicated:
 * each rank keeps its own log, hands it to the host with its metrics snapshot, and the host
 * assembles every rank's log into the trace (`toTrace`).
 */
import type { Grid } from '../mesh/grid.ts';
import type { RangeDomain } from '../mesh/range.ts';
import type { PhaseRecorder } from '../metrics/recorder.ts';
import type { RankLoadLog } from '../metrics/types.ts';
import type { Topology } from '../topology/types.ts';
import type { BalanceTarget } from './run.ts';
import type { BalanceReport, DomainView, InvocationPolicy, LoadProfile, RemapBalancer } from './types.ts';

function isRange(t: BalanceTarget): t is RangeDomain {
  return !Array.isArray(t) && (t as RangeDomain).partOf !== undefined;
}

/** Bytes that change owner when one plane along `axis` moves, over every grid of the set. */
function bytesPerPlane(target: BalanceTarget, view: DomainView, axis: number): number {
  if (isRange(target)) return 0;
  const grids: readonly Grid[] = Array.isArray(target) ? target : [target as Grid];
  let bytes = 0;
  for (const g of grids) {
    if (g.storage === 'shared') continue;
    let cells = 1;
    for (let a = 0; a < view.shape.length; a++) if (a !== axis) cells *= view.shape[a] as number;
    bytes += cells * g.data.BYTES_PER_ELEMENT;
  }
  return bytes;
}

export class LoadRecorder {
  private log: RankLoadLog | undefined;
  /** Phase records already accounted to a step. */
  private seen = 0;
  /** Phase names that reported work units on this rank: the compute phases. */
  private readonly computeNames = new Set<string>();

  private readonly metrics: PhaseRecorder | undefined;
  private readonly topology: Topology;
  private readonly balancer: RemapBalancer;
  private readonly policy: InvocationPolicy;
  /** Whether the loads are milliseconds (read at the first step: a driver knows once it measured). */
  private readonly loadIsTime: () => boolean;
  constructor(
    metrics: PhaseRecorder | undefined,
    topology: Topology,
    balancer: RemapBalancer,
    policy: InvocationPolicy,
    loadIsTime: () => boolean,
  ) {
    this.metrics = metrics;
    this.topology = topology;
    this.balancer = balancer;
    this.policy = policy;
    this.loadIsTime = loadIsTime;
    this.seen = metrics?.closedCount ?? 0;
  }

  /** Wall ms of the compute phases closed since the last step. */
  private computeMs(): number {
    const m = this.metrics;
    if (m === undefined) return 0;
    const n = m.closedCount;
    for (let i = this.seen; i < n; i++) {
      const r = m.closedAt(i);
      if (r !== undefined && r.workUnits > 0) this.computeNames.add(r.name);
    }
    let ns = 0;
    for (let i = this.seen; i < n; i++) {
      const r = m.closedAt(i);
      if (r !== undefined && this.computeNames.has(r.name)) ns += r.wallNs;
    }
    this.seen = n;
    return ns / 1e6;
  }

  step(target: BalanceTarget, view: DomainView, load: LoadProfile, stepMs: number, syncMs: number): void {
    const axes = view.procDims.flatMap((p, a) => (p > 1 ? [a] : []));
    let log = this.log;
    if (log === undefined) {
      const policyOptions = (this.policy as { options?: unknown }).options;
      log = {
        topology: this.topology.spec,
        kind: view.kind,
        shape: [...view.shape],
        procDims: [...view.procDims],
        minExtent: [...view.minExtent],
        procCoords: [...view.procCoords],
        axes,
        bytesPerPlane: view.shape.map((_, a) => bytesPerPlane(target, view, a)),
        balancer: this.balancer.name,
        balancerOptions: this.balancer.options,
        policy: this.policy.name,
        ...(policyOptions === undefined ? {} : { policyOptions }),
        loadIsTime: this.loadIsTime(),
        steps: [],
      };
      this.log = log;
      if (this.metrics !== undefined) this.metrics.loads = log;
    }
    const planes = load.planes === undefined ? [] : axes.map((a) => Array.from(load.planes?.[a] ?? []));
    log.steps.push({
      cuts: view.cuts.map((c) => [...c]),
      total: load.total,
      planes,
      computeMs: this.computeMs(),
      stepMs,
      syncMs,
    });
  }

  /** @internal What a checkpoint keeps of this recorder (its log travels with the rank's metrics). */
  saveState(): { seen: number; computeNames: string[] } {
    return { seen: this.seen, computeNames: [...this.computeNames] };
  }

  /** @internal Continue from a checkpoint, once the rank's metrics (and so its load log) are restored. */
  restoreState(s: { seen: number; computeNames: string[] }): void {
    this.seen = s.seen;
    this.computeNames.clear();
    for (const n of s.computeNames) this.computeNames.add(n);
    this.log = this.metrics?.loads;
  }

  /**
   * Note the balance `afterPhase` just ran on this step, with its measured time so far; what the
   * program charges for it afterwards (`Balancing.charge`) is added by {@link charged}.
   */
  balanced(report: BalanceReport, costMs: number): void {
    const last = this.log?.steps[this.log.steps.length - 1];
    if (last === undefined) return;
    last.balance = {
      cuts: report.cuts.map((c) => [...c]),
      costMs,
      decisionMs: report.decisionMs,
      unitsMoved: report.unitsMoved,
      bytesMoved: report.bytesMoved,
      ...(report.skipped === undefined ? {} : { skipped: report.skipped }),
    };
  }

  /**
   * Add `ms` the program charged for the balance of the last step (its own work after the balance:
   * `Balancing.charge`) to that balance's recorded cost, so that a replay's per-plane-moved cost
   * learns it. Nothing happens when the last step has no balance.
   */
  charged(ms: number): void {
    const balance = this.log?.steps[this.log.steps.length - 1]?.balance;
    if (balance !== undefined) balance.costMs += ms;
  }
}
