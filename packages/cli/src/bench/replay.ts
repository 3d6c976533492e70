/**
 * Replay validation suite: for wator, thinning and diffusion at 2 ranks, record a static run,
 * replay it through every balancer x interval (and adaptive), then run each configuration for real
 * and compare: predicted / measured per configuration, the median error, and whether the
 * replay picks the same best configuration as the real runs.
 */
import type { MetricsTrace } from '@meshwork/runtime';
import { diffusion } from '../apps/diffusion.js';
import { thinning } from '../apps/thinning.js';
import type { AppAdapter, AppOutcome } from '../apps/types.js';
import { wator } from '../apps/wator.js';
import { lineChart } from '../charts/bench.js';
import { resolveBalancing } from '../harness/balancing.js';
import { median } from '../harness/side-by-side.js';
import { createProgress } from '../progress.js';
import { appOptionsOf } from '../replay/advise.js';
import { REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from '../replay/configs.js';
import { type ReplayConfig, type ReplayRow, replayTrace } from '../replay/engine.js';
import type { Chart, SuiteContext, SuiteResult, Table } from './suite.js';

interface ReplayCase {
  readonly label: string;
  readonly app: AppAdapter;
  readonly options: Record<string, unknown>;
}

export interface ValidationRow {
  readonly case: string;
  readonly config: string;
  readonly balancer: string;
  readonly every: number | undefined;
  readonly predictedMs: number;
  readonly measuredMedianMs: number;
  readonly measuredMinMs: number;
  readonly ratio: number;
  readonly predictedBalances: number;
  readonly measuredBalances: number;
  readonly replayMs: number;
}

export interface ValidationCase {
  readonly case: string;
  readonly tracedMs: number;
  readonly medianAbsErrorPct: number;
  readonly bestPredicted: string;
  readonly bestMeasured: string;
  /** Measured median of the predicted best over the measured best (1: the same or as fast). */
  readonly bestRegret: number;
}

function cases(quick: boolean): ReplayCase[] {
  return [
    {
      label: quick ? 'wator 64x64, 24 steps' : 'wator 192x192, 60 steps',
      app: wator,
      options: { size: quick ? [64, 64] : [192, 192], steps: quick ? 24 : 60, seed: 1, minnows: 0.3, sharks: 0.05 },
    },
    {
      label: quick ? 'thinning body 256' : 'thinning body 512',
      app: thinning,
      options: { generate: 'body', size: quick ? [256, 256] : [512, 512], seed: 1, load: 'pixels' },
    },
    {
      label: quick ? 'diffusion 96, 20 iterations' : 'diffusion 192, 60 iterations',
      app: diffusion,
      options: { size: quick ? 96 : 192, seed: 1, maxIterations: quick ? 20 : 60 },
    },
  ];
}

/** The app's option defaults with the case's values over them. */
function withDefaults(app: AppAdapter, options: Record<string, unknown>): Record<string, unknown> {
  return { ...appOptionsOf(app, {}), ...options };
}

async function runOnce(c: ReplayCase, cfg: ReplayConfig | 'traced', repeat: number, ctx: SuiteContext): Promise<AppOutcome> {
  const topology = c.app.topologyFor(2);
  const balancing =
    cfg === 'traced' || cfg.policy === 'never'
      ? resolveBalancing({ balancer: 'static' }, { balancer: 'static' })
      : resolveBalancing(
          cfg.policy === 'every' ? { balancer: cfg.balancer, every: cfg.every as number } : { balancer: cfg.balancer, policy: cfg.policy },
          { balancer: 'static' },
        );
  const o = await c.app.run(
    {
      topology,
      ranks: 2,
      storage: 'distributed',
      balancing,
      repeat,
      spin: ctx.busy ? false : 'auto',
      progress: createProgress(ctx.out, false),
      ...(cfg === 'traced' ? { record: true } : {}),
    },
    c.options,
  );
  if (!o.correct) throw new Error(`${c.label} (${balancing.label}) differs from its sequential reference`);
  return o;
}

export async function replaySuite(ctx: SuiteContext): Promise<SuiteResult> {
  const repeat = ctx.quick ? 1 : 3;
  const all = cases(ctx.quick);
  const every = ctx.quick ? [1, 5] : [...REPLAY_INTERVALS];
  const names = ctx.quick ? ['gde', 'sdlb'] : [...REPLAY_BALANCERS];
  const perCase = 1 + repeat + names.length * (every.length + 1);
  ctx.progress.begin('replay suite: static trace replayed, then every configuration run for real (2 ranks)', all.length * perCase);
  const rows: ValidationRow[] = [];
  const summaries: ValidationCase[] = [];
  for (const c of all) {
    // `repeat` traced static runs: replay the one of median time (one trace carries its run's noise)
    const traced: { trace: MetricsTrace; ms: number }[] = [];
    for (let i = 0; i < repeat; i++) {
      const o = await runOnce(c, 'traced', 1, ctx);
      traced.push({ trace: o.trace as MetricsTrace, ms: o.parallelMs[0] as number });
      ctx.progress.step(`${c.label}: traced static run ${i + 1}`);
    }
    traced.sort((a, b) => a.ms - b.ms);
    const { trace, ms: tracedMs } = traced[Math.floor(traced.length / 2)] as (typeof traced)[number];
    const configs = replayConfigs({ balancers: names, every, policies: ['adaptive'] }, c.app.name, trace, withDefaults(c.app, c.options));
    const replay = replayTrace(trace, configs, { measuredMs: tracedMs });
    for (const [i, cfg] of configs.entries()) {
      const p = replay.rows[i] as ReplayRow;
      const o = await runOnce(c, cfg, repeat, ctx);
      ctx.progress.step(`${c.label}: ${cfg.label}`);
      const med = median(o.parallelMs);
      rows.push({
        case: c.label,
        config: cfg.label,
        balancer: cfg.balancer,
        every: cfg.every,
        predictedMs: p.predictedMs,
        measuredMedianMs: med,
        measuredMinMs: Math.min(...o.parallelMs),
        ratio: p.predictedMs / med,
        predictedBalances: p.balances,
        measuredBalances: o.balance?.balances ?? 0,
        replayMs: p.replayMs,
      });
    }
    const mine = rows.filter((r) => r.case === c.label && Number.isFinite(r.predictedMs));
    const bestP = mine.reduce((a, b) => (b.predictedMs < a.predictedMs ? b : a));
    const bestM = mine.reduce((a, b) => (b.measuredMedianMs < a.measuredMedianMs ? b : a));
    summaries.push({
      case: c.label,
      tracedMs,
      medianAbsErrorPct: median(mine.map((r) => Math.abs(r.ratio - 1) * 100)),
      bestPredicted: bestP.config,
      bestMeasured: bestM.config,
      bestRegret: bestP.measuredMedianMs / bestM.measuredMedianMs,
    });
  }
  ctx.progress.end();
  return buildReplaySuite(ctx.quick, rows, summaries, repeat);
}

export function buildReplaySuite(
  quick: boolean,
  rows: readonly ValidationRow[],
  summaries: readonly ValidationCase[],
  repeat: number,
): SuiteResult {
  const f1 = (x: number) => Number(x.toFixed(1));
  const f2 = (x: number) => Number(x.toFixed(2));
  const table: Table = {
    title: `Replay validation: predicted from one static trace vs measured (2 ranks, medians of ${repeat})`,
    columns: [
      'case',
      'configuration',
      'predicted ms',
      'measured median ms',
      'measured min ms',
      'predicted / measured',
      'balances predicted',
      'balances measured',
      'replay ms',
    ],
    rows: rows.map((r) => [
      r.case,
      r.config,
      f1(r.predictedMs),
      f1(r.measuredMedianMs),
      f1(r.measuredMinMs),
      f2(r.ratio),
      r.predictedBalances,
      r.measuredBalances,
      f2(r.replayMs),
    ]),
    note: 'predicted: the static trace replayed offline through the configuration. replay ms: time the replay of that configuration took.',
  };
  const summary: Table = {
    title: 'Replay validation per case: median error and the best configuration',
    columns: [
      'case',
      'traced static ms (median run)',
      'median |pred/meas - 1| %',
      'best predicted',
      'best measured',
      'measured: predicted best / best',
    ],
    rows: summaries.map((s) => [s.case, f1(s.tracedMs), f1(s.medianAbsErrorPct), s.bestPredicted, s.bestMeasured, f2(s.bestRegret)]),
    note: 'goal: within 10% on the median, and the same best configuration (or one measured as fast: last column close to 1).',
  };
  const charts: Chart[] = summaries.map((s, i) => ({
    file: `replay-${i}.svg`,
    title: `${s.case}: predicted and measured time vs interval`,
    spec: lineChart(
      rows
        .filter((r) => r.case === s.case && r.every !== undefined)
        .flatMap((r) => [
          { series: `${r.balancer} predicted`, every: r.every, ms: f1(r.predictedMs) },
          { series: `${r.balancer} measured`, every: r.every, ms: f1(r.measuredMedianMs) },
        ]),
      {
        title: `${s.case}: predicted vs measured`,
        x: 'every',
        y: 'ms',
        series: 'series',
        xTitle: 'balance every k steps',
        yTitle: 'wall time, ms',
        xLog: true,
      },
    ),
  }));
  return { suite: 'replay', title: 'Replay validation', quick, tables: [table, summary], charts, data: { rows, summaries } };
}
