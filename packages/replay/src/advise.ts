/**
 * The advisor: short static runs of an app with load recording, the last one replayed offline
 * through every balancer, interval and policy. The configuration with the lowest predicted time is
 * recommended when its predicted gain over static clears the noise; otherwise no balancer is
 * expected to pay, and the advice is static.
 *
 * The noise of the gain: every static run is traced, and the best configuration's gain over static
 * is predicted from each run's trace; the 95% interval of their mean (Student t over the runs)
 * combined with the replay model's own interval of the best prediction. A gain is relative: a spell
 * in which the machine runs slower lengthens the static run and the balanced prediction made from
 * its trace alike. The spread of the runs' times (what the advisor used before 2026-11-28) is kept
 * for a single run's trace only: on a 2-vCPU VM three static runs of thinning spread 208-312 ms while
 * the gain predicted from them moved 22-32%, and the advice flipped between static and gde from
 * one call to the next.
 */

import { type App, createProgress, median, type Progress, type RunSettings, runSettings, studentT } from '@meshwork/harness';
import type { MetricsTrace, Storage } from '@meshwork/runtime';
import { Command } from 'commander';
import {
  type BalanceCalibration,
  cachedCalibration,
  calibrationConfig,
  calibrationRun,
  otherCalibrationConfigs,
  storeCalibration,
} from './calibrate.ts';
import { REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from './configs.ts';
import { replayTrace } from './engine.ts';
import { replayErrors } from './errors.ts';
import { keptOf } from './kept.ts';
import type { ReplayResult, ReplayRow } from './types.ts';

export interface AdviseOptions {
  /** Topology spec (default: the app's for `ranks`, or for 2 ranks). */
  readonly topology?: string;
  readonly ranks?: number;
  readonly storage?: Storage;
  readonly spin?: 'auto' | boolean | number;
  /** Balancers, intervals and policies to consider (default REPLAY_BALANCERS; 1, 2, 5, 10; adaptive). */
  readonly balancers?: readonly string[];
  readonly every?: readonly number[];
  readonly policies?: readonly string[];
  /** Static runs on one cluster, each traced (the spread of the gains their traces predict is the noise; default 5). */
  readonly repeat?: number;
  /**
   * Run a calibration (./calibrate.ts: the app balancing every phase, recorded) when none is
   * cached for this program and shape on this machine (default true); false: use a cached one only.
   */
  readonly calibrate?: boolean;
  /** Calibration cache folder (default: see ./cost.ts). */
  readonly cacheDir?: string;
  readonly progress?: Progress;
}

export interface Advice {
  readonly app: string;
  readonly topology: string;
  /** The recommended configuration (static when nothing beats it). */
  readonly balancer: string;
  readonly policy: string;
  readonly policyOptions?: unknown;
  readonly every: number | undefined;
  readonly label: string;
  readonly predictedMs: number;
  /** Predicted time of the static split, and the measured time of the static run traced. */
  readonly staticMs: number;
  readonly measuredStaticMs: number;
  /** Predicted gain of the best configuration over static, % (eta = (static - best) / static * 100). */
  readonly gainPct: number;
  /**
   * Half-width of the gain's 95% interval, %: the replay model's and the spread of the gains the
   * static runs' traces predict (`gainRuns` of them; with one, the spread of the runs' times).
   */
  readonly gainCiPct: number;
  /** Static runs whose traces gave the gain (its mean); 1: the kept run's trace alone (./kept.ts). */
  readonly gainRuns: number;
  /** Whether the best configuration's gain clears the noise (else the advice is static). */
  readonly pays: boolean;
  /** The configuration with the lowest predicted time (the recommendation when it pays). */
  readonly best: string;
  /** Measured times of the static runs, ms (the last one traced). */
  readonly staticRunsMs: readonly number[];
  readonly replay: ReplayResult;
  readonly trace: MetricsTrace;
}

/**
 * Static runs the advisor traces: five, so that the t interval of their mean gain (t(0.975, 4) /
 * sqrt(5) = 1.24 sd) is half the width three give (4.30 / sqrt(3) = 2.48 sd); with three, one
 * disturbed run in five calls of `advise thinning` turned its advice to static.
 */
const STATIC_RUNS = 5;

/** The app's own option values from a commander options object (drops the common run options). */
export function appOptionsOf(app: App, opts: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const probe = new Command();
  app.addOptions(probe);
  const out: Record<string, unknown> = {};
  for (const o of probe.options) {
    const k = o.attributeName();
    const v = opts[k];
    if (v !== undefined && (typeof v !== 'object' || v === null || Array.isArray(v))) out[k] = v;
  }
  return out;
}

/** App defaults for every app option (what commander would give with no flags). */
function defaultsOf(app: App): Record<string, unknown> {
  const probe = new Command();
  app.addOptions(probe);
  probe.exitOverride();
  return probe.opts();
}

/**
 * Advise a balancing for `app` with its options `appOptions` (as `meshwork run <app>` takes them,
 * defaults filled in for those left out): one static run with recording, then the replay.
 */
export async function advise(app: App, appOptions: Readonly<Record<string, unknown>> = {}, o: AdviseOptions = {}): Promise<Advice> {
  refuseUnadvisable(app);
  const progress = o.progress ?? createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
  // The topology checked as `meshwork run` checks it (--ranks or --topology, the app's kinds).
  const settings = runSettings(app, {
    ...(o.topology === undefined ? {} : { topology: o.topology }),
    ...(o.ranks === undefined ? {} : { ranks: o.ranks }),
    storage: o.storage ?? 'distributed',
    balancer: 'static',
    repeat: o.repeat ?? STATIC_RUNS,
    progress,
  });
  const topology = settings.topology;
  const options = { ...defaultsOf(app), ...appOptions };
  const outcome = await app.run({ ...settings, spin: o.spin ?? 'auto', record: true }, options);
  // the run read (./kept.ts): the median of the last three, its time and its own trace
  const kept = keptOf(outcome);
  const trace = kept.trace;
  if (trace?.loads === undefined) throw notAdvisable(`${app.name} recorded no per-step loads`, app.name);
  const runs = outcome.parallelMs;
  const measured = Number.isFinite(kept.ms) ? kept.ms : median(runs);
  const configs = replayConfigs(
    {
      balancers: o.balancers ?? REPLAY_BALANCERS,
      every: o.every ?? REPLAY_INTERVALS,
      policies: o.policies ?? ['adaptive'],
    },
    app,
    trace,
    appOptionsOf(app, options),
  );
  const calibration = await calibrationFor(app, { ...settings, spin: o.spin ?? 'auto' }, options, trace, o);
  const replay = replayTrace(trace, configs, {
    measuredMs: measured,
    calibration,
    ...(o.cacheDir === undefined ? {} : { cacheDir: o.cacheDir }),
  });
  const stat = replay.rows[0] as ReplayRow;
  const best = preferDefault(replay.rows, bestRow(replay.rows) ?? stat, app.defaultBalancer);
  // the best configuration's gain as every static run's trace predicts it
  const recorded = outcome.recorded ?? [];
  const pair = configs.filter((c) => c.label === stat.label || c.label === best.label);
  const gains =
    recorded.length === runs.length && recorded.length >= 2 && best !== stat
      ? recorded.map((t, i) => {
          const r = replayTrace(t, pair, {
            measuredMs: runs[i] as number,
            calibration,
            ...(o.cacheDir === undefined ? {} : { cacheDir: o.cacheDir }),
          });
          const s0 = r.rows.find((x) => x.label === stat.label)?.predictedMs ?? Number.NaN;
          const b0 = r.rows.find((x) => x.label === best.label)?.predictedMs ?? Number.NaN;
          return ((s0 - b0) / s0) * 100;
        })
      : [];
  const verdict =
    gains.length >= 2 && gains.every(Number.isFinite) ? gainOverRuns(stat, best, gains) : { ...gainVerdict(stat, best, runs), gainRuns: 1 };
  const pick = verdict.pays ? best : stat;
  const config = configs.find((c) => c.label === pick.label);
  return {
    app: app.name,
    topology,
    balancer: pick.balancer,
    policy: pick.policy,
    ...(config?.policyOptions === undefined ? {} : { policyOptions: config.policyOptions }),
    every: pick.every,
    label: pick.label,
    predictedMs: pick.predictedMs,
    staticMs: stat.predictedMs,
    measuredStaticMs: measured,
    ...verdict,
    best: best.label,
    staticRunsMs: runs,
    replay,
    trace,
  };
}

/** The cached calibration of this program and shape, else (unless `o.calibrate` is false) a calibration run, cached. */
async function calibrationFor(
  app: App,
  settings: RunSettings,
  options: Readonly<Record<string, unknown>>,
  trace: MetricsTrace,
  o: AdviseOptions,
): Promise<BalanceCalibration | undefined> {
  const cached = cachedCalibration(trace, o.cacheDir);
  if (cached !== undefined || o.calibrate === false) return cached;
  const every1 = replayConfigs(
    { balancers: [...(o.balancers ?? REPLAY_BALANCERS)], every: [1], policies: [] },
    app,
    trace,
    appOptionsOf(app, options),
  );
  const config = calibrationConfig(every1, app.defaultBalancer);
  if (config === undefined) return undefined;
  const cal = await calibrationRun(app, settings, options, config, otherCalibrationConfigs(every1, config));
  if (cal !== undefined) storeCalibration(trace, cal, o.cacheDir);
  return cal;
}

/** The best replayed configuration (lowest predicted time; ties: fewer balances, then listing order). */
export function bestRow(rows: readonly ReplayRow[]): ReplayRow | undefined {
  let best: ReplayRow | undefined;
  for (const r of rows) {
    if (!Number.isFinite(r.predictedMs)) continue;
    if (best === undefined || r.predictedMs < best.predictedMs || (r.predictedMs === best.predictedMs && r.balances < best.balances))
      best = r;
  }
  return best;
}

/**
 * Among the configurations the replay cannot tell from `best` (predicted within its 95%
 * half-width), the app's default balancer under `adaptive` (what `meshwork run` does without
 * `--balancer`): gde and central under adaptive predicted within a few ms of each other made the
 * advice name one or the other from one call to the next.
 */
export function preferDefault(rows: readonly ReplayRow[], best: ReplayRow, defaultBalancer: string | undefined): ReplayRow {
  if (defaultBalancer === undefined || best.balancer === 'static') return best;
  const half = Number.isFinite(best.uncertaintyMs) ? best.uncertaintyMs : 0;
  const own = rows.find((r) => r.balancer === defaultBalancer && r.policy === 'adaptive' && r.every === undefined);
  return own !== undefined && Number.isFinite(own.predictedMs) && own.predictedMs <= best.predictedMs + half ? own : best;
}

/**
 * The gain of `best` over `stat` and whether it clears the noise: its 95% half-width combines the
 * replay's own interval of the best prediction with the run-to-run spread of the static runs
 * (1.96 standard deviations; none from a single run).
 */
export function gainVerdict(
  stat: ReplayRow,
  best: ReplayRow,
  staticRunsMs: readonly number[],
): { gainPct: number; gainCiPct: number; pays: boolean } {
  const n = staticRunsMs.length;
  const mean = n === 0 ? 0 : staticRunsMs.reduce((a, b) => a + b, 0) / n;
  const runVar = n < 2 ? 0 : staticRunsMs.reduce((v, x) => v + (x - mean) ** 2, 0) / (n - 1);
  const modelSd = (Number.isFinite(best.uncertaintyMs) ? best.uncertaintyMs : 0) / 1.96;
  const halfMs = 1.96 * Math.sqrt(modelSd ** 2 + runVar);
  const base = stat.predictedMs;
  const gainPct = base > 0 ? ((base - best.predictedMs) / base) * 100 : 0;
  const gainCiPct = base > 0 ? (halfMs / base) * 100 : 0;
  const isStatic = best.balancer === 'static' && best.policy === 'never';
  return { gainPct, gainCiPct, pays: !isStatic && gainPct > 0 && gainPct > gainCiPct };
}

/**
 * The gain of `best` over `stat` from several static runs' traces (`gainsPct`, one per run, %):
 * their mean, and a 95% half-width combining the t interval of that mean (n - 1 degrees of
 * freedom) with the replay's own interval of the best prediction (relative to static's).
 */
export function gainOverRuns(
  stat: ReplayRow,
  best: ReplayRow,
  gainsPct: readonly number[],
): { gainPct: number; gainCiPct: number; pays: boolean; gainRuns: number } {
  const n = gainsPct.length;
  const mean = gainsPct.reduce((a, b) => a + b, 0) / n;
  const sd = n < 2 ? 0 : Math.sqrt(gainsPct.reduce((v, x) => v + (x - mean) ** 2, 0) / (n - 1));
  const meanHalf = n < 2 ? 0 : (studentT(0.975, n - 1) * sd) / Math.sqrt(n);
  const base = stat.predictedMs;
  const modelHalf = base > 0 && Number.isFinite(best.uncertaintyMs) ? (best.uncertaintyMs / base) * 100 : 0;
  const gainCiPct = Math.sqrt(meanHalf ** 2 + modelHalf ** 2);
  const isStatic = best.balancer === 'static' && best.policy === 'never';
  return { gainPct: mean, gainCiPct, pays: !isStatic && mean > 0 && mean > gainCiPct, gainRuns: n };
}

const { notAdvisable } = replayErrors;

/**
 * Refuse, before anything runs, an app whose runs cannot be replayed: one that picks its split
 * itself (its own schedulers, not remap balancers) or runs the static split only. Every other
 * app records per-step loads with `--trace`.
 */
export function refuseUnadvisable(app: App): void {
  if (app.ownBalancers !== undefined) {
    throw replayErrors.ownSplit(app.name, app.ownBalancers);
  }
  if (app.staticOnly) {
    throw replayErrors.staticOnly(app.name);
  }
}
