/** The replay validation suite's tables and charts, from its rows and per-case verdicts. */
import { formatInterval, formatPairedCell, type PairedComparison } from '@meshwork/harness';
import type { ChartSpec } from '../charts/render.ts';
import type { Chart, SuiteResult, Table } from './suite.ts';

export interface ValidationRow {
  readonly case: string;
  readonly config: string;
  readonly balancer: string;
  readonly every: number | undefined;
  readonly rounds: number;
  /** Medians over the rounds: predicted (each round's trace replayed) and measured. */
  readonly predictedMs: number;
  /** Median over the rounds of the prediction's 95% half-width (the replay model's residuals). */
  readonly uncertaintyMs: number;
  readonly measuredMs: number;
  /** Predicted over measured, paired by round (undefined: not replayed). */
  readonly predictedOverMeasured: PairedComparison | undefined;
  /** Measured time over the static run's of the same round (undefined for static). */
  readonly measuredOverStatic: PairedComparison | undefined;
  readonly predictedBalances: number;
  readonly measuredBalances: number;
  readonly replayMs: number;
  /** The measured time of every round, ms. */
  readonly measuredRounds: readonly number[];
}

export interface ValidationCase {
  readonly case: string;
  /** Median measured time of the traced static runs, ms. */
  readonly tracedMs: number;
  /** Median over configurations of |predicted / measured - 1| (paired geometric mean), %. */
  readonly errorPct: number;
  readonly bestPredicted: string;
  /** Lowest median measured time. */
  readonly bestMeasured: string;
  /** What the advisor recommends from the median round's trace (static when no gain clears the noise). */
  readonly advised: string;
  /** Measured time of the advised configuration over the measured best's, paired (undefined: the same). */
  readonly advisedOverBest: PairedComparison | undefined;
  /** The advised configuration is the measured best or not significantly slower than it. */
  readonly advisedWithinBest: boolean;
}

const f1 = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(1)) : Number.NaN);
const f2 = (x: number) => (Number.isFinite(x) ? Number(x.toFixed(2)) : Number.NaN);

export function buildReplaySuite(
  quick: boolean,
  rows: readonly ValidationRow[],
  summaries: readonly ValidationCase[],
  rounds: number,
): SuiteResult {
  const table: Table = {
    title: `Replay validation: each round's traced static run replayed vs every configuration measured in that round (${rounds} paired rounds)`,
    columns: [
      'case',
      'configuration',
      'predicted ms',
      '± ms (95%)',
      'measured ms',
      'pred / measured [95% CI]',
      'measured / static [95% CI]',
      'balances predicted',
      'balances measured',
      'replay ms',
    ],
    rows: rows.map((r) => [
      r.case,
      r.config,
      f1(r.predictedMs),
      f1(r.uncertaintyMs),
      f1(r.measuredMs),
      r.predictedOverMeasured === undefined
        ? '-'
        : `${r.predictedOverMeasured.ratio.toFixed(2)} ${formatInterval(r.predictedOverMeasured)}`,
      r.measuredOverStatic === undefined ? '-' : formatPairedCell(r.measuredOverStatic),
      r.predictedBalances,
      r.measuredBalances,
      f2(r.replayMs),
    ]),
    note: "predicted and measured: medians over the rounds. pred / measured: the geometric mean of the per-round ratios with its 95% t interval. measured / static: paired by round with the untraced static run, and the verdict. ± ms: the replay's own 95% half-width. replay ms: how long the replay of that configuration took.",
  };
  const summary: Table = {
    title: "Replay validation per case: median error, best configurations, the advisor's pick",
    columns: [
      'case',
      'traced static ms',
      'median |pred/measured - 1| %',
      'best predicted',
      'best measured',
      'advised',
      'advised / best measured [95% CI]',
      'advised within best',
    ],
    rows: summaries.map((s) => [
      s.case,
      f1(s.tracedMs),
      f1(s.errorPct),
      s.bestPredicted,
      s.bestMeasured,
      s.advised,
      s.advisedOverBest === undefined ? 'same' : formatPairedCell(s.advisedOverBest),
      s.advisedWithinBest ? 'yes' : 'no',
    ]),
    note: 'goals: within 10% on the median, and the advised configuration the measured best or not significantly slower than it (its paired interval reaches 1).',
  };
  // colour: the balancer; solid: measured, dashed: predicted (medians over the rounds)
  const charts: Chart[] = summaries.map((s, i) => ({
    file: `replay-${i}.svg`,
    title: `${s.case}: predicted and measured time vs interval`,
    spec: {
      title: `${s.case}: predicted (dashed) vs measured (solid), medians of ${rounds} rounds`,
      width: 420,
      height: 260,
      data: {
        values: rows
          .filter((r) => r.case === s.case && r.every !== undefined)
          .flatMap((r) => [
            { balancer: r.balancer, kind: 'predicted', every: r.every, ms: f1(r.predictedMs) },
            { balancer: r.balancer, kind: 'measured', every: r.every, ms: f1(r.measuredMs) },
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
