/**
 * The advisor: short static runs of an app with load recording (the last one traced), replayed
 * offline through every balancer, interval and policy. The configuration with the lowest
 * predicted time is recommended when its predicted gain over static clears the noise: the 95%
 * interval of the prediction (the replay model's residuals) and the spread of the static runs
 * themselves. Otherwise no balancer is expected to pay, and the advice is static.
 */

import { type App, createProgress, median, type Progress, type RunSettings, runSettings } from '@meshwork/harness';
import type { MetricsTrace, Storage } from '@meshwork/runtime';
import { Command } from 'commander';
import { type BalanceCalibration, cachedCalibration, calibrationConfig, calibrationRun, storeCalibration } from './calibrate.ts';
import { REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from './configs.ts';
import { replayTrace } from './engine.ts';
import { replayErrors } from './errors.ts';
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
  /** Static runs on one cluster (the last traced; their spread is the run-to-run noise; default 3). */
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
  /** Half-width of the gain's 95% interval, %: the prediction's and the static runs' own spread. */
  readonly gainCiPct: number;
  /** Whether the best configuration's gain clears the noise (else the advice is static). */
  readonly pays: boolean;
  /** The configuration with the lowest predicted time (the recommendation when it pays). */
  readonly best: string;
  /** Measured times of the static runs, ms (the last one traced). */
  readonly staticRunsMs: readonly number[];
  readonly replay: ReplayResult;
  readonly trace: MetricsTrace;
}

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
    repeat: o.repeat ?? 3,
    progress,
  });
  const topology = settings.topology;
  const options = { ...defaultsOf(app), ...appOptions };
  const outcome = await app.run({ ...settings, spin: o.spin ?? 'auto', record: true }, options);
  const trace = outcome.trace;
  if (trace?.loads === undefined) throw notAdvisable(`${app.name} recorded no per-step loads`, app.name);
  const runs = outcome.parallelMs;
  const measured = runs[runs.length - 1] ?? median(runs);
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
  const best = bestRow(replay.rows) ?? stat;
  const verdict = gainVerdict(stat, best, runs);
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
  const every1 = replayConfigs({ balancers: [app.defaultBalancer], every: [1], policies: [] }, app, trace, appOptionsOf(app, options));
  const config = calibrationConfig(every1, app.defaultBalancer);
  if (config === undefined) return undefined;
  const cal = await calibrationRun(app, settings, options, config);
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
