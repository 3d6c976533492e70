/**
 * "Cores used" and whether the machine was busy. Cores used is the process's CPU time (every
 * thread of it: `process.cpuUsage` on the host) over the wall time of the parallel run. Beside it,
 * the cores the ranks asked for: a rank asks for a core for its whole run except the time it
 * sleeps in waits (a rank waiting for a slower one asks for none), and no more ranks get a core
 * than the machine has. Busy or not is read per rank: each rank's thread CPU time over the time it
 * asked for a core, summed over the runs. While every rank has a core of its own, the least-served
 * rank is the verdict; with more ranks than cores, all ranks together against the cores there
 * are. Under 0.9 the ranks shared their cores with something else (another process, stalled
 * vCPUs), and wall-time ratios of the run are unreliable. A static run that leaves one rank idle
 * half the time asks for 1.5 cores of 2 and gets them: imbalance is not a busy machine.
 * Without per-rank CPU times (a thread CPU clock that cannot be read) the process's CPU time
 * stands in for the ranks'; a side that reports no waits either (a host-side pool, whose threads
 * idle between tasks unseen) gets no verdict.
 */
import { availableParallelism } from 'node:os';
import { invalidArgument } from '@meshwork/runtime/plugin';
import type { RunUsage } from './critical-path.ts';
import { median } from './stats.ts';

/** Below this fraction of the time they asked for a core, the ranks ran on a busy machine. */
export const BUSY_BELOW = 0.9;

/**
 * Least time, ms per run, every rank must ask for before the verdict is given: the thread CPU
 * clock moves at scheduler ticks (4 ms), 10% of this.
 */
export const JUDGED_MS_PER_RUN = 40;

/** The cores a report's runs used and asked for, and the verdict on the machine. */
export interface CoresUsed {
  /** Process CPU time over the run's host wall time, in cores (median over the runs). */
  readonly used: number;
  /** Cores the ranks asked for: min(available, their time outside sleeps / wall) (median over the runs). */
  readonly asked: number;
  /** The machine's cores (`os.availableParallelism()`). */
  readonly available: number;
  readonly ranks: number;
  /** Of the time they asked for a core, the share the ranks ran (a fraction; see the module comment). */
  readonly fraction: number;
  /** `ranks`: from each rank's thread CPU time; `process`: from the process's CPU time. */
  readonly basis: 'ranks' | 'process';
  /** The least-served rank, when the verdict is per rank. */
  readonly rank?: number;
  /** The runs were long enough for the verdict (see JUDGED_MS_PER_RUN), and the side reported its waits. */
  readonly judged: boolean;
  /** judged and fraction < BUSY_BELOW: the machine was busy, wall-time ratios are unreliable. */
  readonly busy: boolean;
  readonly runs: number;
}

/** The cores one run's ranks asked for (see the module comment). */
export function askedCores(u: RunUsage, ranks: number, available: number): number {
  if (u.wallMs <= 0) return 0;
  const wanted =
    u.ranks !== undefined
      ? u.ranks.reduce((s, r) => s + Math.max(0, r.wallMs - r.sleptMs), 0) / u.wallMs
      : ranks - (u.sleptMs ?? 0) / u.wallMs;
  return Math.min(available, Math.max(0, wanted));
}

/** The share of asked time the ranks ran, from their own CPU times summed over `runs`. */
function perRank(runs: readonly RunUsage[], ranks: number, available: number): Pick<CoresUsed, 'fraction' | 'rank' | 'judged'> {
  const asked = new Array<number>(ranks).fill(0);
  const cpu = new Array<number>(ranks).fill(0);
  let cores = 0;
  for (const u of runs) {
    cores += available * u.wallMs;
    u.ranks?.forEach((r, i) => {
      asked[i] = (asked[i] as number) + Math.max(0, r.wallMs - r.sleptMs);
      cpu[i] = (cpu[i] as number) + r.cpuMs;
    });
  }
  const least = JUDGED_MS_PER_RUN * runs.length;
  if (ranks > available) {
    const all = asked.reduce((s, x) => s + x, 0);
    const ran = cpu.reduce((s, x) => s + x, 0);
    return { fraction: all > 0 ? ran / Math.min(all, cores) : 1, judged: all >= least * ranks };
  }
  let rank = 0;
  let fraction = Number.POSITIVE_INFINITY;
  asked.forEach((a, i) => {
    const f = a > 0 ? (cpu[i] as number) / a : 1;
    if (f < fraction) [fraction, rank] = [f, i];
  });
  return { fraction, rank, judged: Math.min(...asked) >= least };
}

/** The cores used over `usage` (runs with a wall time > 0); undefined when there is none. */
export function coresUsedOf(usage: readonly RunUsage[], ranks: number, available = availableParallelism()): CoresUsed | undefined {
  if (!Number.isInteger(ranks) || ranks < 1) throw invalidArgument('cores used ranks', 'an integer >= 1', ranks);
  if (!Number.isInteger(available) || available < 1) throw invalidArgument('cores used available', 'an integer >= 1', available);
  const runs = usage.filter((u) => u.wallMs > 0);
  if (runs.length === 0) return undefined;
  const used = runs.map((u) => u.cpuMs / u.wallMs);
  const asked = runs.map((u) => askedCores(u, ranks, available));
  const byRank = runs.every((u) => u.ranks?.length === ranks);
  const verdict = byRank
    ? perRank(runs, ranks, available)
    : {
        fraction: median(used.map((x, i) => ((asked[i] as number) > 0 ? x / (asked[i] as number) : 1))),
        judged: runs.every((u) => u.sleptMs !== undefined),
      };
  return {
    used: median(used),
    asked: median(asked),
    available,
    ranks,
    ...verdict,
    basis: byRank ? 'ranks' : 'process',
    busy: verdict.judged && verdict.fraction < BUSY_BELOW,
    runs: runs.length,
  };
}

const pct = (x: number) => `${(100 * x).toFixed(0)}%`;

/** How much of the time they asked for the ranks ran: `each rank ran >= 97% of ...`, `rank 1 ran 80% of ...`. */
export function ranLine(c: CoresUsed): string {
  if (!c.judged) return c.basis === 'ranks' ? 'runs too short to judge the machine' : 'no verdict on the machine (no waits reported)';
  if (c.basis === 'process') return `the process (no per-rank CPU times) ran ${pct(c.fraction)} of it`;
  if (c.rank === undefined) return `together they ran ${pct(c.fraction)} of what the cores allow`;
  return c.busy
    ? `rank ${c.rank} ran only ${pct(c.fraction)} of the time it asked for`
    : `each ran >= ${pct(c.fraction)} of the time it asked for`;
}

/**
 * `1.43 of 2 cores; the ranks asked for 1.30, each ran >= 97% of the time it asked for`, or on a
 * busy machine `...; rank 1 ran only 80% of the time it asked for: the machine is busy, wall-time
 * ratios are unreliable`.
 */
export function formatCores(c: CoresUsed): string {
  const head = `${c.used.toFixed(2)} of ${c.available} core${c.available === 1 ? '' : 's'}; the ranks asked for ${c.asked.toFixed(2)}, ${ranLine(c)}`;
  return c.busy ? `${head}: the machine is busy, wall-time ratios are unreliable` : head;
}
