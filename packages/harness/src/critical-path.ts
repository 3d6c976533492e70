/**
 * The critical path of a run: per phase, the slowest rank's busy time, summed over the phases.
 * Where every phase ends at a sync point (a halo exchange, a reduction, a balance) no run can take
 * less than its critical path (phases between two sync points make it a slight overestimate); a
 * perfectly level run takes the ideal, every rank's busy time over the ranks. Busy time is what the rank's recorder measured: wall time outside its waits
 * while every rank has a core (the `active` clock, exact to the µs), thread CPU time (`schedstat`,
 * which moves in scheduler ticks) with more ranks than cores.
 */
import type { RankMetrics, RunMetrics } from '@meshwork/runtime';
import { invalidArgument } from '@meshwork/runtime/plugin';
import { median } from './stats.ts';

/** One timed parallel run as the host saw it: times, CPU, and the critical path of its phases. */
export interface RunUsage {
  /** Host wall time of the run, ms. */
  readonly wallMs: number;
  /** Process CPU time (user + system, every thread of the process) during the run, ms. */
  readonly cpuMs: number;
  /** The ranks' time asleep in waits, summed over the ranks, ms (undefined: the side does not report waits). */
  readonly sleptMs?: number;
  /** Each rank's wall, thread CPU and sleep time over its run, by rank (when every rank reported them). */
  readonly ranks?: readonly RankUsage[];
  /** The run's critical path (undefined: the side recorded no phases). */
  readonly path?: PathOfRun;
}

/** One rank's run: wall time, thread CPU time and time asleep in waits, ms. */
export interface RankUsage {
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly sleptMs: number;
}

/** The critical path of one run's phases. */
export interface PathOfRun {
  /** Per phase the slowest rank's busy time, summed, ms. */
  readonly ms: number;
  /** Every rank's busy time over the ranks, ms. */
  readonly idealMs: number;
  readonly phases: number;
  readonly ranks: number;
  /** The clock of the busy times (`RunMetrics.clock`). */
  readonly clock?: string;
}

/** The critical path of a report: medians over the timed runs. */
export interface CriticalPath {
  /** Per phase the slowest rank's busy time, summed over the phases, ms (median over the runs). */
  readonly ms: number;
  /** Total busy time over the ranks, ms (median over the runs). */
  readonly idealMs: number;
  /** idealMs / ms, a fraction in (0, 1]: 1 when every phase is level. */
  readonly level: number;
  /** The run's time as the report gives it (`parallel`, median), ms. */
  readonly wallMs: number;
  /** Phases of the last run. */
  readonly phases: number;
  /** Runs the medians are over. */
  readonly runs: number;
  /**
   * Where busy time came from: `active` (wall time outside waits), `schedstat` (thread CPU time),
   * `wall-busy` (wall time outside waits with more ranks than cores), `wall`, `mixed`.
   */
  readonly clock: string;
}

const finiteMs = (what: string, v: unknown): number => {
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) throw invalidArgument(what, 'a finite time >= 0', v);
  return v;
};

/**
 * The critical path of phases given as busy ns per phase, per rank (`busyNs[phase][rank]`): per
 * phase the largest entry, summed; the ideal is the sum of all entries over `ranks`. Undefined
 * when there is no phase.
 */
export function criticalPathOf(busyNs: readonly (readonly number[])[], ranks: number): PathOfRun | undefined {
  if (!Number.isInteger(ranks) || ranks < 1) throw invalidArgument('critical path ranks', 'an integer >= 1', ranks);
  if (!Array.isArray(busyNs)) throw invalidArgument('critical path phases', 'an array of per-rank busy times', busyNs);
  if (busyNs.length === 0) return undefined;
  let path = 0;
  let total = 0;
  busyNs.forEach((phase, k) => {
    if (!Array.isArray(phase) || phase.length !== ranks)
      throw invalidArgument(`critical path phases[${k}]`, `${ranks} busy times, one per rank`, phase);
    let max = 0;
    phase.forEach((ns, r) => {
      const v = finiteMs(`critical path phases[${k}][${r}]`, ns);
      if (v > max) max = v;
      total += v;
    });
    path += max;
  });
  return { ms: path / 1e6, idealMs: total / 1e6 / ranks, phases: busyNs.length, ranks };
}

/** Each rank's wall, CPU and sleep, by rank; undefined unless every rank reported its run time and waits. */
function ranksOf(ranks: readonly RankMetrics[] | undefined): RankUsage[] | undefined {
  if (ranks === undefined || ranks.length === 0) return undefined;
  const out = new Array<RankUsage>(ranks.length);
  for (const r of ranks) {
    if (r.run === undefined || r.waits === undefined || out[r.rank] !== undefined) return undefined;
    out[r.rank] = { wallMs: r.run.wallNs / 1e6, cpuMs: r.run.cpuNs / 1e6, sleptMs: r.waits.sleptMs };
  }
  return out.every((x) => x !== undefined) ? out : undefined;
}

/**
 * The usage of one run: host wall and CPU, and from a cluster run's metrics (and its ranks'
 * snapshots) its waits, each rank's run time and its critical path.
 */
export function usageOf(wallMs: number, cpuMs: number, metrics?: RunMetrics, ranks?: readonly RankMetrics[]): RunUsage {
  finiteMs('run wall ms', wallMs);
  finiteMs('run cpu ms', cpuMs);
  if (metrics === undefined) return { wallMs, cpuMs };
  const perRank = ranksOf(ranks);
  const busy = busyOfPhases(metrics);
  const path = criticalPathOf(busy.busyNs, metrics.ranks);
  const waits = metrics.waits;
  return {
    wallMs,
    cpuMs,
    ...(waits === undefined ? {} : { sleptMs: waits.reduce((s, w) => s + w.sleptMs, 0) }),
    ...(perRank === undefined || perRank.length !== metrics.ranks ? {} : { ranks: perRank }),
    ...(path === undefined ? {} : { path: { ...path, clock: busy.clock } }),
  };
}

/**
 * The report's critical path from the runs' usage: medians of the path and of the ideal over the
 * runs that recorded phases, beside the report's parallel time; undefined when none did.
 */
export function summarizeCriticalPath(usage: readonly RunUsage[], parallelMs: readonly number[]): CriticalPath | undefined {
  const paths = usage.flatMap((u) => (u.path === undefined ? [] : [u.path]));
  const last = paths[paths.length - 1];
  if (last === undefined) return undefined;
  const ms = median(paths.map((p) => p.ms));
  const idealMs = median(paths.map((p) => p.idealMs));
  return {
    ms,
    idealMs,
    level: ms === 0 ? 1 : idealMs / ms,
    wallMs: median(parallelMs),
    phases: last.phases,
    runs: paths.length,
    clock: last.clock ?? 'unknown',
  };
}

const CLOCKS: Readonly<Record<string, string>> = {
  active: 'wall time between waits',
  schedstat: 'thread CPU time, in scheduler ticks: more ranks than cores',
  wall: 'wall time',
  'wall-busy': 'wall time between waits, waiting for a core included: more ranks than cores',
};

/**
 * Per phase, each rank's busy ns for the critical path and busy LE: the busy wall time where every
 * phase carries it (`wallBusyNs`: more ranks than cores, where `busyNs` is the thread CPU clock,
 * which moves in scheduler ticks), else `busyNs`; and the clock that says which.
 */
export function busyOfPhases(metrics: RunMetrics): { readonly busyNs: readonly (readonly number[])[]; readonly clock: string } {
  const phases = metrics.phases;
  const wall = phases.length > 0 && phases.every((p) => p.wallBusyNs !== undefined);
  return wall
    ? { busyNs: phases.map((p) => p.wallBusyNs as number[]), clock: 'wall-busy' }
    : { busyNs: phases.map((p) => p.busyNs), clock: metrics.clock };
}

/**
 * `412.3 ms: the slowest rank of each of 492 phases (wall time between waits); ideal 301.2 ms
 * (level 73%); parallel 520.1 ms`.
 */
export function formatCriticalPath(c: CriticalPath): string {
  const clock = CLOCKS[c.clock] ?? `${c.clock} clock`;
  const runs = c.runs > 1 ? `, medians of ${c.runs} runs` : '';
  return (
    `${c.ms.toFixed(1)} ms: the slowest rank of each of ${c.phases} phase${c.phases === 1 ? '' : 's'} (${clock}${runs}); ` +
    `ideal ${c.idealMs.toFixed(1)} ms (level ${(100 * c.level).toFixed(0)}%); parallel ${c.wallMs.toFixed(1)} ms`
  );
}
