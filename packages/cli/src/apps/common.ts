/** Small helpers shared by the app adapters. */
import { type MetricsTrace, type RunResult, toTrace } from '@meshwork/runtime';
import { UsageError } from '../errors.js';

/** The most square R x C with R * C = ranks (R >= C): 4 -> 2x2, 6 -> 3x2, 2 -> 2x1. */
export function meshFor(ranks: number): string {
  let c = Math.floor(Math.sqrt(ranks));
  while (ranks % c !== 0) c--;
  return `mesh:${ranks / c}x${c}`;
}

export function requireStatic(app: string, balancer: string, policy: string): void {
  if (balancer !== 'static' || policy !== 'never')
    throw new UsageError(`${app} runs the static block split only; drop --balancer/--every/--policy`);
}

/** The trace and load figures of a cluster run. */
export function runFigures(run: RunResult<unknown>): { trace: MetricsTrace; leWork: number; leBusy: number } {
  return { trace: toTrace(run.metrics, run.ranks), leWork: run.metrics.totals.work.le, leBusy: run.metrics.totals.busy.le };
}

/** A one-phase trace from per-rank loads (for apps whose report holds only totals per rank). */
export function singlePhaseTrace(name: string, workUnits: readonly number[], busyMs: readonly number[]): MetricsTrace {
  return {
    version: 1,
    ranks: workUnits.length,
    phases: [{ name, index: 0, workUnits: [...workUnits], busyNs: busyMs.map((ms) => Math.round(ms * 1e6)) }],
  };
}

export function sameArray(a: ArrayLike<number> | undefined, b: ArrayLike<number>): boolean {
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}
