/** Figures of a sieve cluster run: the balancer's part, the LE of the sieve phase, the merged primes. */
import { loadEfficiency, type RunResult } from '@meshwork/runtime';
import type { SieveRankResult } from './program.ts';

export interface BalancerSummary {
  readonly name: string;
  /** Model and its parameters (fitted exponent, ...). */
  readonly model: string | undefined;
  readonly params: unknown;
  /** Slowest and fastest rank's decision time (Newton on each rank + allgathers, waiting included). */
  readonly decisionMs: number;
  readonly decisionMsMin: number;
  /** Newton iterations (max over the bounds). */
  readonly sweeps: number;
  /** LE the model predicts for its cuts, a fraction in [0, 1]. */
  readonly predictedLE: number | undefined;
  readonly speeds: unknown;
}

/** Every rank's primes, merged in increasing order. */
export function mergePrimes(results: readonly SieveRankResult[]): Float64Array {
  const size = results.reduce((s, r) => s + (r.primes?.length ?? 0), 0);
  const out = new Float64Array(size);
  let k = 0;
  for (const r of results) {
    if (r.primes === undefined) continue;
    out.set(r.primes, k);
    k += r.primes.length;
  }
  return out.sort();
}

/** The balancer part of a run (undefined when no balance ran). */
export function balancerSummary(results: readonly SieveRankResult[]): BalancerSummary | undefined {
  const r = results[0]?.report;
  if (r === undefined) return undefined;
  const d = r.details ?? {};
  return {
    name: r.balancer,
    model: typeof d.model === 'string' ? d.model : undefined,
    params: d.params,
    decisionMs: Math.max(...results.map((x) => x.report?.decisionMs ?? 0)),
    decisionMsMin: Math.min(...results.map((x) => x.report?.decisionMs ?? 0)),
    sweeps: r.sweeps,
    predictedLE: typeof d.predictedLE === 'number' ? d.predictedLE : undefined,
    speeds: d.speeds,
  };
}

/** LE (fractions in [0, 1]) of the sieve phase and of the whole run, from a cluster run. */
export function loadFigures(run: RunResult<SieveRankResult>): {
  leWork: number;
  leBusy: number;
  leWorkTotal: number;
  leBusyTotal: number;
  workUnits: number[];
  busyMs: number[];
} {
  const phase = run.metrics.phases.find((p) => p.name === 'sieve');
  const workUnits = phase?.workUnits ?? run.results.map((r) => r.executed);
  const busyNs = phase?.busyNs ?? run.metrics.totals.busyNs;
  return {
    leWork: loadEfficiency(workUnits),
    leBusy: loadEfficiency(busyNs),
    leWorkTotal: run.metrics.totals.work.le,
    leBusyTotal: run.metrics.totals.busy.le,
    workUnits: [...workUnits],
    busyMs: busyNs.map((ns) => ns / 1e6),
  };
}
