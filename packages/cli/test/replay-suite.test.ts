/**
 * The replay validation suite's tables from given rounds (no run): predicted / measured and
 * measured / static paired by round with their 95% intervals, and the advisor's pick against the
 * measured best. Deterministic: the rounds are fixed numbers. And the settings of its runs: the
 * traced static run and the real runs measured alike.
 */
import { balancingFromFlags, comparePaired, createProgress } from '@meshwork/harness';
import { KEPT_RUNS, SWEEP_CONFIG } from '@meshwork/replay';
import { describe, expect, it } from 'vitest';
import { cases, suiteRunSettings, TIMED_RUNS } from '../src/bench/replay.ts';
import { buildReplaySuite, type ValidationRow } from '../src/bench/replay-table.ts';

function row(config: string, predicted: number[], measured: number[], stat: number[]): ValidationRow {
  return {
    case: 'wator',
    config,
    balancer: config.split(' ')[0] as string,
    every: config === 'static' ? undefined : 5,
    rounds: measured.length,
    predictedMs: predicted[1] as number,
    uncertaintyMs: 2,
    measuredMs: measured[1] as number,
    predictedOverMeasured: comparePaired(predicted, measured),
    measuredOverStatic: config === 'static' ? undefined : comparePaired(measured, stat),
    predictedBalances: 4,
    measuredBalances: 4,
    replayMs: 1,
    measuredRounds: measured,
  };
}

describe('replay validation tables', () => {
  it('paired ratios with 95% intervals per configuration, the advised pick against the measured best', () => {
    const stat = [100, 104, 98];
    const rows = [row('static', [101, 103, 99], stat, stat), row('gde every 5', [90, 94, 88], [91, 93, 90], stat)];
    const vsBest = comparePaired(stat, [91, 93, 90]);
    const result = buildReplaySuite(
      false,
      rows,
      [
        {
          case: 'wator',
          tracedMs: 105,
          errorPct: 1.2,
          bestPredicted: 'gde every 5',
          bestMeasured: 'gde every 5',
          advised: 'static',
          advisedOverBest: vsBest,
          advisedWithinBest: vsBest.verdict !== 'slower',
        },
      ],
      3,
    );
    const [table, summary] = result.tables;
    expect(table?.columns).toContain('pred / measured [95% CI]');
    expect(table?.rows[0]?.[6]).toBe('-');
    // gde over static: the geometric mean of 0.91, 0.894, 0.918 with its t interval, and the verdict
    expect(table?.rows[1]?.[6]).toMatch(/^0\.91x \[0\.\d\d, 0\.\d\d\] faster$/);
    expect(table?.rows[1]?.[5]).toMatch(/^0\.99 \[0\.\d\d, 1\.\d\d\]$/);
    expect(summary?.rows[0]).toEqual(['wator', 105, 1.2, 'gde every 5', 'gde every 5', 'static', expect.stringMatching(/slower$/), 'no']);
    expect(result.charts).toHaveLength(1);
  });
});

describe('replay validation runs', () => {
  const progress = createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
  const stat = balancingFromFlags({ balancer: 'static' }, { balancer: 'static' });
  const gde = balancingFromFlags({ balancer: 'gde', every: 5 }, { balancer: 'static' });

  it.each([true, false])(
    'busy %s: the traced static run is set up as the real runs, timed on the median of runs 4-6 of its threads',
    (busy) => {
      for (const c of cases(true)) {
        const traced = suiteRunSettings(c, 'traced', busy, progress);
        const untraced = suiteRunSettings(c, stat, busy, progress);
        const balanced = suiteRunSettings(c, gde, busy, progress);
        expect(traced.record).toBe(true);
        expect(untraced.record).toBeUndefined();
        // one warm-up run, then TIMED_RUNS timed runs of which the suite reads the median of the last KEPT_RUNS
        expect([TIMED_RUNS, KEPT_RUNS]).toEqual([5, 3]);
        const { record: _r, balancing: tb, ...tracedRest } = traced;
        const { balancing: ub, ...untracedRest } = untraced;
        const { balancing: bb, ...balancedRest } = balanced;
        expect(tracedRest).toEqual(untracedRest);
        expect(balancedRest).toEqual(untracedRest);
        expect(untracedRest.repeat).toBe(TIMED_RUNS);
        expect(untracedRest.spin).toBe(busy ? false : 'auto');
        expect([tb.balancer, tb.policy]).toEqual(['static', 'never']);
        expect([ub.balancer, ub.policy]).toEqual(['static', 'never']);
        expect([bb.balancer, bb.policy, bb.every]).toEqual(['gde', 'every', 5]);
        // the calibration's sweep, a balancer the flags do not offer, runs as it is, with the same settings
        const { balancing: sb, ...sweepRest } = suiteRunSettings(c, SWEEP_CONFIG, busy, progress);
        expect(sweepRest).toEqual(untracedRest);
        expect(sb).toEqual(SWEEP_CONFIG);
      }
    },
  );
});
