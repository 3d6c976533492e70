/** Helpers the app definitions share: default topologies, figures of a cluster run, result checks. */
import { type MetricsTrace, type RunMetrics, type RunResult, summarize, toTrace, type WaitStats } from '@meshwork/runtime';
import { busyOfPhases } from './critical-path.ts';
import { usageErrors } from './errors.ts';

/** The most square R x C with R * C = ranks (R >= C): 4 -> 2x2, 6 -> 3x2, 2 -> 2x1. */
export function meshFor(ranks: number): string {
  let c = Math.floor(Math.sqrt(ranks));
  while (ranks % c !== 0) c--;
  return `mesh:${ranks / c}x${c}`;
}

/** Refuse any balancing for an app that runs the static block split only. */
export function requireStatic(app: string, balancer: string, policy: string): void {
  if (balancer !== 'static' || policy !== 'never') throw usageErrors.staticFigures(app);
}

/**
 * LE of the ranks' busy time over the run: from the busy wall time where every phase carries it
 * (more ranks than cores; ./critical-path.ts `busyOfPhases`), else the recorder's busy totals.
 */
export function busyLe(metrics: RunMetrics): number {
  const { busyNs, clock } = busyOfPhases(metrics);
  if (clock !== 'wall-busy') return metrics.totals.busy.le;
  const perRank = new Array<number>(metrics.ranks).fill(0);
  for (const phase of busyNs) for (let r = 0; r < phase.length; r++) perRank[r] = (perRank[r] as number) + (phase[r] as number);
  return summarize(perRank).le;
}

/** The trace and load figures of a cluster run. */
export function runFigures(run: RunResult<unknown>): {
  trace: MetricsTrace;
  leWork: number;
  leBusy: number;
  waits: readonly WaitStats[] | undefined;
} {
  return {
    trace: toTrace(run.metrics, run.ranks),
    leWork: run.metrics.totals.work.le,
    leBusy: busyLe(run.metrics),
    waits: run.metrics.waits,
  };
}

/**
 * A one-phase trace from per-rank loads (for apps whose report holds only totals per rank). `clock`:
 * what the busy times measure (the run's `metrics.clock`), so charts can say it. `wallBusyMs`: each
 * rank's busy wall time where `busyMs` is thread CPU time (a phase's `wallBusyNs`; a pool thread's
 * time in its tasks).
 */
export function singlePhaseTrace(
  name: string,
  workUnits: readonly number[],
  busyMs: readonly number[],
  clock?: MetricsTrace['clock'],
  wallBusyMs?: readonly number[],
): MetricsTrace {
  const ns = (ms: readonly number[]) => ms.map((x) => Math.round(x * 1e6));
  return {
    version: 1,
    ranks: workUnits.length,
    ...(clock === undefined ? {} : { clock }),
    phases: [
      {
        name,
        index: 0,
        workUnits: [...workUnits],
        busyNs: ns(busyMs),
        ...(wallBusyMs === undefined ? {} : { wallBusyNs: ns(wallBusyMs) }),
      },
    ],
  };
}

/** Equal length and every element the same by `Object.is` (bit for bit for floats, NaN included). */
export function sameArray(a: ArrayLike<number> | undefined, b: ArrayLike<number>): boolean {
  if (a === undefined || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (!Object.is(a[i], b[i])) return false;
  return true;
}

/**
 * The URL of a module next to the caller: `moduleUrl(import.meta.url, 'program')` is `./program.js`
 * beside a compiled module and `./program.ts` beside a source run through a TypeScript loader.
 */
export function moduleUrl(base: string, name: string): URL {
  return new URL(`./${name}.${base.endsWith('.ts') ? 'ts' : 'js'}`, base);
}
