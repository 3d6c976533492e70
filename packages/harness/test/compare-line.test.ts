/**
 * The `--compare` paragraph: the verdict line from the rounds' paired times (95% CI), then the
 * medians, speedups and LE; one round gives no interval and says so. Fixed series, no threads.
 */
import { describe, expect, it } from 'vitest';
import { formatComparison, pairedComparisonOf, type RunSummary } from '../src/summary.ts';

const summary = (label: string, parallelMs: number[], leWork: number): RunSummary => ({
  app: 'sieve',
  topology: 'chain:2',
  ranks: 2,
  storage: undefined,
  balancing: { label, balancer: label, policy: 'never' },
  repeat: parallelMs.length,
  result: 'r',
  correct: true,
  sequentialMs: parallelMs.map(() => 100),
  parallelMs,
  speedup: 1,
  leWork,
  leBusy: undefined,
  balance: undefined,
  files: [],
  trace: undefined,
  charts: [],
  details: {},
});

describe('formatComparison', () => {
  it('prints the paired ratio, its 95% CI and the verdict of the interleaved rounds', () => {
    const gde = summary('functional', [8, 9, 8.5, 9.2, 8.8, 8.1, 9.0, 8.7, 8.4, 8.9], 0.985);
    const st = summary('static', [10, 10.2, 9.9, 10.5, 10.1, 9.7, 10.3, 10.0, 9.8, 10.2], 0.83);
    expect(formatComparison(gde, st)).toBe(
      '\nfunctional vs static: 0.86x [0.84, 0.88] 95% CI, faster (10 paired rounds)\n' +
        '  median parallel 8.8 vs 10.1 ms; speedup over sequential 11.43x vs 9.95x; LE (work units) 98.5% vs 83.0%\n',
    );
    expect(pairedComparisonOf(gde, st)?.verdict).toBe('faster');
    expect(pairedComparisonOf(st, gde)?.verdict).toBe('slower');
  });

  it('no significant difference when the interval holds 1', () => {
    const a = summary('gde', [90, 100, 80, 120, 100], 0.99);
    const b = summary('static', [100, 100, 100, 100, 100], 0.8);
    expect(formatComparison(a, b).split('\n')[1]).toBe(
      'gde vs static: 0.97x [0.81, 1.17] 95% CI, no significant difference (5 paired rounds)',
    );
  });

  it('one round: the ratio, no interval and no verdict', () => {
    const a = summary('gde', [90], 0.99);
    const b = summary('static', [100], 0.8);
    expect(pairedComparisonOf(a, b)).toBeUndefined();
    expect(formatComparison(a, b).split('\n')[1]).toBe(
      'gde vs static: 0.90x from one round: no interval, no verdict (--repeat 2 or more gives one)',
    );
  });
});
