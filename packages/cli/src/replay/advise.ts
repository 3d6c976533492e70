/**
 * The advisor: a short static run of an app with load recording, replayed offline through every
 * balancer, interval and policy; the configuration with the lowest predicted time wins.
 */

import { type App, createProgress, median, type Progress, runSettings, UsageError } from '@meshwork/harness';
import type { MetricsTrace, Storage } from '@meshwork/runtime';
import { Command } from 'commander';
import { findApp } from '../apps/registry.ts';
import { REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from './configs.ts';
import { type ReplayResult, type ReplayRow, replayTrace } from './engine.ts';
import { bestRow } from './format.ts';

export interface AdviseOptions {
  /** Topology spec (default: the app's for `ranks`, or for 2 ranks). */
  readonly topology?: string;
  readonly ranks?: number;
  readonly storage?: Storage;
  readonly spin?: 'auto' | boolean | number;
  /** Balancers, intervals and policies to consider (default gde, sdlb, central, functional; 1, 2, 5, 10; adaptive). */
  readonly balancers?: readonly string[];
  readonly every?: readonly number[];
  readonly policies?: readonly string[];
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
  /** Predicted gain over static, % (eta = (static - best) / static * 100). */
  readonly gainPct: number;
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
export async function advise(
  app: App | string,
  appOptions: Readonly<Record<string, unknown>> = {},
  o: AdviseOptions = {},
): Promise<Advice> {
  const adapter = typeof app === 'string' ? findApp(app) : app;
  if (adapter === undefined) throw new UsageError(`unknown app "${String(app)}"`);
  if (adapter.ownBalancers !== undefined) {
    throw new UsageError(
      `${adapter.name} picks its split itself (${adapter.ownBalancers.join(', ')}); there are no remap balancers to advise on`,
    );
  }
  if (adapter.staticOnly) throw new UsageError(`${adapter.name} runs the static block split only; there are no balancers to advise on`);
  const progress = o.progress ?? createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
  // The topology checked as `meshwork run` checks it (--ranks or --topology, the app's kinds).
  const settings = runSettings(adapter, {
    ...(o.topology === undefined ? {} : { topology: o.topology }),
    ...(o.ranks === undefined ? {} : { ranks: o.ranks }),
    storage: o.storage ?? 'distributed',
    balancer: 'static',
    repeat: 1,
    progress,
  });
  const topology = settings.topology;
  const options = { ...defaultsOf(adapter), ...appOptions };
  const outcome = await adapter.run({ ...settings, spin: o.spin ?? 'auto', record: true }, options);
  const trace = outcome.trace;
  if (trace?.loads === undefined) throw new UsageError(`${adapter.name} records no per-step loads; it cannot be advised`);
  const measured = outcome.parallelMs[outcome.parallelMs.length - 1] ?? median(outcome.parallelMs);
  const configs = replayConfigs(
    {
      balancers: o.balancers ?? REPLAY_BALANCERS,
      every: o.every ?? REPLAY_INTERVALS,
      policies: o.policies ?? ['adaptive'],
    },
    adapter.name,
    trace,
    appOptionsOf(adapter, options),
  );
  const replay = replayTrace(trace, configs, { measuredMs: measured });
  const stat = replay.rows[0] as ReplayRow;
  const best = bestRow(replay.rows) ?? stat;
  const config = configs.find((c) => c.label === best.label);
  return {
    app: adapter.name,
    topology,
    balancer: best.balancer,
    policy: best.policy,
    ...(config?.policyOptions === undefined ? {} : { policyOptions: config.policyOptions }),
    every: best.every,
    label: best.label,
    predictedMs: best.predictedMs,
    staticMs: stat.predictedMs,
    measuredStaticMs: measured,
    gainPct: stat.predictedMs > 0 ? ((stat.predictedMs - best.predictedMs) / stat.predictedMs) * 100 : 0,
    replay,
    trace,
  };
}
