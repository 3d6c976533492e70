/** The summary table of `meshwork run` and its JSON form. */

import { availableParallelism } from 'node:os';
import type { WaitStats } from '@meshwork/runtime';
import type { BalancingChoice } from './balancing.ts';
import { type CoresUsed, coresUsedOf, formatCores, ranLine } from './cores-used.ts';
import { type CriticalPath, formatCriticalPath, summarizeCriticalPath } from './critical-path.ts';
import type { AppOutcome } from './define.ts';
import type { MachineCheck } from './machine-check.ts';
import { comparePaired, formatPaired, type PairedComparison } from './paired.ts';
import { median } from './stats.ts';

/** What ran: app, topology, balancing, repeats. */
export interface RunHeader {
  readonly app: string;
  readonly topology: string;
  readonly ranks: number;
  /** Grid storage; undefined for the apps without a grid (sieve, loop, knary). */
  readonly storage: string | undefined;
  readonly balancing: BalancingChoice;
  readonly repeat: number;
  /** Warm-up runs of each side before the timed ones (`--warmup`), when more than one. */
  readonly warmup?: number;
}

/** The JSON report of one run (`--json`); `D` is the app's details. */
export interface RunSummary<D extends object = object> extends RunHeader {
  readonly result: string;
  /** Identical to the sequential reference; undefined when nothing checked it (a program file without `check`). */
  readonly correct: boolean | undefined;
  /** Empty when there is no sequential reference (then `speedup` is NaN: null in JSON). */
  readonly sequentialMs: readonly number[];
  readonly parallelMs: readonly number[];
  readonly speedup: number;
  /** Load efficiency (avg / max) of the work units over the run, a fraction in [0, 1]; text shows it in percent. */
  readonly leWork: number;
  /** Load efficiency of the ranks' busy time, a fraction in [0, 1]; undefined when not measured. */
  readonly leBusy: number | undefined;
  /** What each rank's waits cost in the last parallel run, when the app reports it. */
  readonly waits?: readonly WaitStats[] | undefined;
  /** Per phase the slowest rank's busy time, summed, beside the ideal (when the runs recorded phases). */
  readonly criticalPath?: CriticalPath;
  /** Process CPU over wall of the parallel runs, the cores the ranks asked for, and whether the machine was busy. */
  readonly cores?: CoresUsed;
  readonly balance: AppOutcome['balance'];
  readonly files: readonly string[];
  readonly trace: string | undefined;
  readonly charts: readonly string[];
  readonly details: D;
  /** Checkpoints and restarts of the last parallel run (`--checkpoint-every`, `--max-restarts`). */
  readonly recovery?: AppOutcome['recovery'];
  /** The timeline file of the last timed run (`--timeline`). */
  readonly timeline?: string;
  /** The `--compare` baseline run, when one was asked for. */
  readonly compare?: RunSummary<D>;
  /** This run's parallel times over the baseline's, paired by round (with `--compare` and 2 rounds or more). */
  readonly comparison?: PairedComparison;
  /** The machine check run before the measurement (`--compare`, `--machine-check`). */
  readonly machineCheck?: MachineCheck;
}

/** The report of a run from its header and outcome (`available`: the machine's cores). */
export function summarizeRun<D extends object>(
  h: RunHeader,
  o: AppOutcome<D>,
  trace: string | undefined,
  charts: readonly string[],
  available = availableParallelism(),
): RunSummary<D> {
  const usage = o.usage ?? [];
  const criticalPath = summarizeCriticalPath(usage, o.parallelMs);
  const cores = coresUsedOf(usage, h.ranks, available);
  return {
    ...h,
    result: o.result,
    correct: o.checked === false ? undefined : o.correct,
    sequentialMs: o.sequentialMs,
    parallelMs: o.parallelMs,
    speedup: median(o.sequentialMs) / median(o.parallelMs),
    leWork: o.leWork,
    leBusy: o.leBusy,
    ...(o.waits === undefined ? {} : { waits: o.waits }),
    ...(criticalPath === undefined ? {} : { criticalPath }),
    ...(cores === undefined ? {} : { cores }),
    balance: o.balance,
    files: o.files,
    trace,
    charts,
    details: o.details,
    ...(o.recovery === undefined ? {} : { recovery: o.recovery }),
    ...(o.timeline === undefined ? {} : { timeline: o.timeline }),
  };
}

function recoveryLine(r: NonNullable<RunSummary['recovery']>): string {
  const lost = r.failures.map((f) => `rank ${f.rank} (${f.cause}) back to step ${f.step}`).join(', ');
  return `${r.restarts} restart${r.restarts === 1 ? '' : 's'}${lost === '' ? '' : `: ${lost}`}; last checkpoint epoch ${r.lastEpoch}`;
}

const ms = (xs: readonly number[]) =>
  xs.length === 1
    ? `${(xs[0] as number).toFixed(1)} ms`
    : `${median(xs).toFixed(1)} ms (median of ${xs.length}; min ${Math.min(...xs).toFixed(1)}, max ${Math.max(...xs).toFixed(1)}; first timed run ${(xs[0] as number).toFixed(1)})`;
/** A fraction as text for people: 0.892 -> `89.2%`. */
const pct = (x: number | undefined) => (x === undefined || !Number.isFinite(x) ? '-' : `${(100 * x).toFixed(1)}%`);
const ratio = (x: number) => (Number.isFinite(x) ? x.toFixed(3) : '-');

function balanceLine(s: RunSummary): string {
  const b = s.balance;
  if (b === undefined) return s.balancing.label === 'static' ? 'static split, no balancing' : s.balancing.label;
  const label = b.label ?? s.balancing.label;
  const moved = b.bytesMoved > 0 ? `, ${(b.bytesMoved / 1e6).toFixed(2)} MB` : '';
  const before = Number.isFinite(b.beforeMaxOverAvg);
  const after = Number.isFinite(b.afterMaxOverAvg);
  const maxAvg =
    before && after
      ? `; max/avg ${ratio(b.beforeMaxOverAvg)} -> ${ratio(b.afterMaxOverAvg)}`
      : after
        ? `; max/avg ${ratio(b.afterMaxOverAvg)} predicted`
        : '';
  const moves = b.unitsMoved > 0 || b.balances > 1 ? `, ${b.unitsMoved} units moved${moved}` : '';
  return `${label}: ${b.balances} balance${b.balances === 1 ? '' : 's'}${b.skipped > 0 ? ` (${b.skipped} skipped)` : ''}${moves}, decisions ${b.decisionMs.toFixed(2)} ms${maxAvg}`;
}

/** The summary as text; `command` names the command in the first line. */
export function formatSummary(s: RunSummary, command = `meshwork run ${s.app}`): string {
  const rows: [string, string][] = [
    ['result', s.result],
    [
      'correct',
      s.correct === undefined
        ? 'not checked (no check of the result against a sequential reference)'
        : s.correct
          ? 'yes: identical to the sequential reference'
          : 'NO: differs from the sequential reference',
    ],
    ['sequential', s.sequentialMs.length === 0 ? 'none (no sequential reference)' : ms(s.sequentialMs)],
    ['parallel', ms(s.parallelMs)],
  ];
  if (s.sequentialMs.length > 0)
    rows.push(['speedup', `${Number.isFinite(s.speedup) ? s.speedup.toFixed(2) : '-'}x over the sequential reference (same process)`]);
  rows.push(['LE work units', pct(s.leWork)]);
  if (s.leBusy !== undefined && Number.isFinite(s.leBusy)) rows.push(['LE busy time', pct(s.leBusy)]);
  if (s.waits !== undefined && s.waits.length > 0) rows.push(['waits', waitsLine(s.waits)]);
  if (s.criticalPath !== undefined) rows.push(['critical path', formatCriticalPath(s.criticalPath)]);
  if (s.cores !== undefined) rows.push(['cores used', formatCores(s.cores)]);
  rows.push(['balancer', balanceLine(s)]);
  if (s.recovery !== undefined) rows.push(['recovery', recoveryLine(s.recovery)]);
  for (const f of s.files) rows.push(['output', f]);
  if (s.trace !== undefined) rows.push(['trace', s.trace]);
  if (s.timeline !== undefined) rows.push(['timeline', `${s.timeline} (open in ui.perfetto.dev or chrome://tracing)`]);
  for (const c of s.charts) rows.push(['chart', c]);
  const w = Math.max(...rows.map(([k]) => k.length));
  const storage = s.storage === undefined ? '' : `${s.storage} storage, `;
  const warm = s.warmup !== undefined && s.warmup > 1 ? ` after ${s.warmup} warm-up runs` : '';
  const head = `${command}: ${s.topology} (${s.ranks} ranks), ${storage}${s.balancing.label}, ${s.repeat} repeat${s.repeat === 1 ? '' : 's'}${warm}`;
  return `${head}\n${rows.map(([k, v]) => `  ${k.padEnd(w)} : ${v}`).join('\n')}\n`;
}

/** The paired comparison of a run's parallel times with its baseline's (same rounds); undefined under 2 rounds. */
export function pairedComparisonOf(run: RunSummary, baseline: RunSummary): PairedComparison | undefined {
  const n = Math.min(run.parallelMs.length, baseline.parallelMs.length);
  return n < 2 ? undefined : comparePaired(run.parallelMs.slice(0, n), baseline.parallelMs.slice(0, n));
}

/**
 * A run next to its `--compare` baseline: the verdict line (paired ratio of the interleaved
 * rounds, 95% CI), both critical paths, the medians, the speedups and LE, and both sides' cores
 * used (with the warning of a busy machine).
 */
export function formatComparison(run: RunSummary, baseline: RunSummary): string {
  // Both against the same sequential figure: the median of every sequential run of the two.
  const seq = median([...run.sequentialMs, ...baseline.sequentialMs]);
  const [tr, tb] = [median(run.parallelMs), median(baseline.parallelMs)];
  const [a, b] = [run.balancing.label, baseline.balancing.label];
  const c = run.comparison ?? pairedComparisonOf(run, baseline);
  const verdict =
    c === undefined
      ? `${a} vs ${b}: ${(tr / tb).toFixed(2)}x from one round: no interval, no verdict (--repeat 2 or more gives one)`
      : formatPaired(a, b, c);
  return (
    `\n${verdict}\n` +
    pathsLine(run.criticalPath, baseline.criticalPath) +
    `  median parallel ${tr.toFixed(1)} vs ${tb.toFixed(1)} ms; ` +
    (Number.isFinite(seq) ? `speedup over sequential ${(seq / tr).toFixed(2)}x vs ${(seq / tb).toFixed(2)}x; ` : '') +
    `LE (work units) ${pct(run.leWork)} vs ${pct(baseline.leWork)}\n` +
    coresLine(run.cores, baseline.cores, a, b)
  );
}

/** `  critical path 180.2 vs 290.1 ms (0.62x); ideal 170.3 vs 171.0 ms; level 95% vs 59%`, or nothing. */
function pathsLine(a: CriticalPath | undefined, b: CriticalPath | undefined): string {
  if (a === undefined || b === undefined) return '';
  const ratio = b.ms > 0 ? ` (${(a.ms / b.ms).toFixed(2)}x)` : '';
  const level = (c: CriticalPath) => `${(100 * c.level).toFixed(0)}%`;
  return (
    `  critical path (slowest rank per phase) ${a.ms.toFixed(1)} vs ${b.ms.toFixed(1)} ms${ratio}; ` +
    `ideal ${a.idealMs.toFixed(1)} vs ${b.idealMs.toFixed(1)} ms; level ${level(a)} vs ${level(b)}\n`
  );
}

/** `  cores used 1.93 vs 1.40 of 2; the ranks asked for 1.95 vs 1.45`, and the warning of a busy machine. */
function coresLine(a: CoresUsed | undefined, b: CoresUsed | undefined, la: string, lb: string): string {
  if (a === undefined || b === undefined) return '';
  const line = `  cores used ${a.used.toFixed(2)} vs ${b.used.toFixed(2)} of ${a.available}; the ranks asked for ${a.asked.toFixed(2)} vs ${b.asked.toFixed(2)}`;
  if (!a.busy && !b.busy) return `${line}\n`;
  const side = (c: CoresUsed, label: string) => (c.busy ? [`${label}: ${ranLine(c)}`] : []);
  const why = [...side(a, la), ...side(b, lb)].join('; ');
  return `${line}; ${why}: the machine is busy, wall-time ratios (this verdict) and critical paths are unreliable; run it again on a quiet machine\n`;
}

/**
 * What the ranks' waits cost in the last run: per rank (up to 4 ranks) or summed, the ms blocked,
 * how many waits slept and the mean wake-up latency.
 */
export function waitsLine(waits: readonly WaitStats[]): string {
  const one = (w: WaitStats) =>
    `${w.blockedMs.toFixed(1)} ms in ${w.blocked} waits, ${w.slept} slept${w.wakeups > 0 ? ` (wake-up ${((1000 * w.wakeMs) / w.wakeups).toFixed(0)} µs avg)` : ''}`;
  if (waits.length <= 4) return waits.map((w, r) => `rank ${r} ${one(w)}`).join('; ');
  const sum = (k: keyof WaitStats) => waits.reduce((a, w) => a + w[k], 0);
  return `all ${waits.length} ranks ${one({ blocked: sum('blocked'), blockedMs: sum('blockedMs'), slept: sum('slept'), sleptMs: sum('sleptMs'), wakeups: sum('wakeups'), wakeMs: sum('wakeMs'), spinMicros: 0 })}`;
}
