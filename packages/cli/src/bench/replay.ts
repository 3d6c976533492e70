/**
 * Replay validation suite: for wator, thinning and diffusion at 2 ranks, record a static run,
 * replay it through every balancer x interval (and adaptive), then run each configuration for real
 * and compare: predicted / measured per configuration, the median error, and whether the
 * replay picks the same best configuration as the real runs.
 */

import { diffusionApp as diffusion } from '@meshwork/example-diffusion';
import { thinningApp as thinning } from '@meshwork/example-thinning';
import { watorApp as wator } from '@meshwork/example-wator';
import { type App, type AppOutcome, balancingFromFlags, createProgress, median } from '@meshwork/harness';
import type { MetricsTrace } from '@meshwork/runtime';
import type { ChartSpec } from '../charts/render.ts';
import { appOptionsOf } from '../replay/advise.ts';
import { REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from '../replay/configs.ts';
import { type ReplayConfig, type ReplayRow, replayTrace } from '../replay/engine.ts';
import type { Chart, SuiteContext, SuiteResult, Table } from './suite.ts';

interface ReplayCase {
  readonly label: string;
  readonly app: App;
  readonly options: Record<string, unknown>;
}

export interface ValidationRow {
  readonly case: string;
  readonly config: string;
  readonly balancer: string;
  readonly every: number | undefined;
  /** Replay of the fastest traced static run, compared with the fastest real run. */
  readonly predictedMinMs: number;
  readonly measuredMinMs: number;
  readonly ratioMin: number;
  /** Replay of the median traced static run, compared with the median real run. */
  readonly predictedMedianMs: number;
  readonly measuredMedianMs: number;
  readonly ratioMedian: number;
  readonly predictedBalances: number;
  readonly measuredBalances: number;
  readonly replayMs: number;
}

export interface ValidationCase {
  readonly case: string;
  readonly tracedMinMs: number;
  readonly tracedMedianMs: number;
  /** Median over configurations of |predicted / measured - 1|, %. */
  readonly errorMinPct: number;
  readonly errorMedianPct: number;
  readonly bestPredicted: string;
  readonly bestMeasured: string;
  /** Measured min time of the predicted best over the measured best (1: the same, or as fast). */
  readonly bestRegret: number;
}

/** Traced static runs per case. */
const TRACED = 3;

function cases(quick: boolean): ReplayCase[] {
  return [
    {
      label: quick ? 'wator 64x64, 24 steps' : 'wator 256x256, 100 steps',
      app: wator,
      options: { size: quick ? [64, 64] : [256, 256], steps: quick ? 24 : 100, seed: 1, minnows: 0.3, sharks: 0.05 },
    },
    {
      label: quick ? 'thinning body 256' : 'thinning body 1024',
      app: thinning,
      options: { generate: 'body', size: quick ? [256, 256] : [1024, 1024], seed: 1, load: 'pixels' },
    },
    {
      label: quick ? 'diffusion 96, 20 iterations' : 'diffusion 256, 80 iterations',
      app: diffusion,
      options: { size: quick ? 96 : 256, seed: 1, maxIterations: quick ? 20 : 80 },
    },
  ];
}

/** The app's option defaults with the case's values over them. */
function withDefaults(app: App, options: Record<string, unknown>): Record<string, unknown> {
  return { ...appOptionsOf(app, {}), ...options };
}

async function runOnce(c: ReplayCase, cfg: ReplayConfig | 'traced', repeat: number, ctx: SuiteContext): Promise<AppOutcome> {
  const topology = c.app.topologyFor(2);
  const balancing =
    cfg === 'traced' || cfg.policy === 'never'
      ? balancingFromFlags({ balancer: 'static' }, { balancer: 'static' })
      : balancingFromFlags(
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
  const perCase = 1 + TRACED + names.length * (every.length + 1);
  ctx.progress.begin('replay suite: static trace replayed, then every configuration run for real (2 ranks)', all.length * perCase);
  const rows: ValidationRow[] = [];
  const summaries: ValidationCase[] = [];
  for (const c of all) {
    // Traced static runs, each the last of `repeat` runs on one cluster (warm, like the measured
    // ones): the fastest (least disturbed) and the median one are replayed.
    const traced: { trace: MetricsTrace; ms: number }[] = [];
    for (let i = 0; i < TRACED; i++) {
      const o = await runOnce(c, 'traced', repeat, ctx);
      traced.push({ trace: o.trace as MetricsTrace, ms: o.parallelMs[o.parallelMs.length - 1] as number });
      ctx.progress.step(`${c.label}: traced static run ${i + 1}`);
    }
    traced.sort((a, b) => a.ms - b.ms);
    const fastest = traced[0] as (typeof traced)[number];
    const middle = traced[Math.floor(traced.length / 2)] as (typeof traced)[number];
    const configs = replayConfigs(
      { balancers: names, every, policies: ['adaptive'] },
      c.app.name,
      fastest.trace,
      withDefaults(c.app, c.options),
    );
    const fromMin = replayTrace(fastest.trace, configs, { measuredMs: fastest.ms });
    const fromMedian = replayTrace(middle.trace, configs, { measuredMs: middle.ms });
    for (const [i, cfg] of configs.entries()) {
      const pMin = fromMin.rows[i] as ReplayRow;
      const pMed = fromMedian.rows[i] as ReplayRow;
      const o = await runOnce(c, cfg, repeat, ctx);
      ctx.progress.step(`${c.label}: ${cfg.label}`);
      const med = median(o.parallelMs);
      const min = Math.min(...o.parallelMs);
      rows.push({
        case: c.label,
        config: cfg.label,
        balancer: cfg.balancer,
        every: cfg.every,
        predictedMinMs: pMin.predictedMs,
        measuredMinMs: min,
        ratioMin: pMin.predictedMs / min,
        predictedMedianMs: pMed.predictedMs,
        measuredMedianMs: med,
        ratioMedian: pMed.predictedMs / med,
        predictedBalances: pMin.balances,
        measuredBalances: o.balance?.balances ?? 0,
        replayMs: pMin.replayMs,
      });
    }
    const mine = rows.filter((r) => r.case === c.label && Number.isFinite(r.predictedMinMs));
    const bestP = mine.reduce((a, b) => (b.predictedMinMs < a.predictedMinMs ? b : a));
    const bestM = mine.reduce((a, b) => (b.measuredMinMs < a.measuredMinMs ? b : a));
    summaries.push({
      case: c.label,
      tracedMinMs: fastest.ms,
      tracedMedianMs: middle.ms,
      errorMinPct: median(mine.map((r) => Math.abs(r.ratioMin - 1) * 100)),
      errorMedianPct: median(mine.map((r) => Math.abs(r.ratioMedian - 1) * 100)),
      bestPredicted: bestP.config,
      bestMeasured: bestM.config,
      bestRegret: bestP.measuredMinMs / bestM.measuredMinMs,
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
    title: `Replay validation: predicted from a static trace vs measured (2 ranks, ${repeat} runs per configuration)`,
    columns: [
      'case',
      'configuration',
      'predicted ms (fastest trace)',
      'measured min ms',
      'pred / min',
      'predicted ms (median trace)',
      'measured median ms',
      'pred / median',
      'balances predicted',
      'balances measured',
      'replay ms',
    ],
    rows: rows.map((r) => [
      r.case,
      r.config,
      f1(r.predictedMinMs),
      f1(r.measuredMinMs),
      f2(r.ratioMin),
      f1(r.predictedMedianMs),
      f1(r.measuredMedianMs),
      f2(r.ratioMedian),
      r.predictedBalances,
      r.measuredBalances,
      f2(r.replayMs),
    ]),
    note: `predicted: a traced static run replayed offline through the configuration (of ${TRACED} traced runs, each the last of ${repeat} on its cluster, the fastest is compared with the fastest real runs and the median with the median). replay ms: how long the replay of that configuration took.`,
  };
  const summary: Table = {
    title: 'Replay validation per case: median error over the configurations, and the best configuration',
    columns: [
      'case',
      'traced static ms (min / median)',
      'median |pred/min - 1| %',
      'median |pred/median - 1| %',
      'best predicted',
      'best measured (min)',
      'measured min: predicted best / best',
    ],
    rows: summaries.map((s) => [
      s.case,
      `${f1(s.tracedMinMs)} / ${f1(s.tracedMedianMs)}`,
      f1(s.errorMinPct),
      f1(s.errorMedianPct),
      s.bestPredicted,
      s.bestMeasured,
      f2(s.bestRegret),
    ]),
    note: 'goal: within 10% on the median, and the same best configuration (or one measured as fast: last column close to 1).',
  };
  // colour: the balancer; solid: measured (min), dashed: predicted from the fastest trace
  const charts: Chart[] = summaries.map((s, i) => ({
    file: `replay-${i}.svg`,
    title: `${s.case}: predicted and measured time vs interval`,
    spec: {
      title: `${s.case}: predicted (dashed, fastest trace) vs measured (solid, min)`,
      width: 420,
      height: 260,
      data: {
        values: rows
          .filter((r) => r.case === s.case && r.every !== undefined)
          .flatMap((r) => [
            { balancer: r.balancer, kind: 'predicted', every: r.every, ms: f1(r.predictedMinMs) },
            { balancer: r.balancer, kind: 'measured', every: r.every, ms: f1(r.measuredMinMs) },
          ]),
      },
      mark: { type: 'line', point: true },
      encoding: {
        x: { field: 'every', type: 'quantitative', title: 'balance every k steps', scale: { type: 'log' } },
        y: { field: 'ms', type: 'quantitative', title: 'wall time, ms', scale: { zero: false } },
        color: { field: 'balancer', type: 'nominal', title: 'balancer' },
        strokeDash: { field: 'kind', type: 'nominal', title: 'time', sort: ['measured', 'predicted'] },
        detail: { field: 'kind' },
      },
    } as ChartSpec,
  }));
  return { suite: 'replay', title: 'Replay validation', quick, tables: [table, summary], charts, data: { rows, summaries } };
}
