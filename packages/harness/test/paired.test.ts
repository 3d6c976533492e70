/**
 * The statistics of every A-vs-B verdict on fixed series: Student t quantiles against the tables,
 * the paired ratio and its 95% interval against figures computed independently (scipy), the
 * seeded bootstrap, the verdicts, the formatting, `--rounds auto`'s stopping rule, and typed
 * errors for bad input. No timing.
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import {
  AUTO_ROUNDS,
  autoRounds,
  autoRoundsRule,
  bootstrapMedian,
  comparePaired,
  formatPaired,
  formatPairedCell,
  isPrecise,
  needsMoreRounds,
  verdictOf,
} from '../src/paired.ts';
import { studentT, studentTCdf } from '../src/student-t.ts';

describe('Student t', () => {
  it.each([
    [0.975, 1, 12.706204736174694],
    [0.975, 2, 4.302652729749462],
    [0.975, 4, 2.7764451051977934],
    [0.975, 9, 2.262157162798205],
    [0.975, 29, 2.045229642132703],
    [0.975, 1e6, 1.959966356814107],
    [0.995, 3, 5.840909309733355],
  ])('t(%d, %d) = %d (tables: 12.706, 4.303, 2.776, 2.262, 2.045, 1.960, 5.841)', (p, df, want) => {
    expect(studentT(p, df)).toBeCloseTo(want, 9);
    expect(studentT(1 - p, df)).toBeCloseTo(-want, 9);
  });

  it('the quantile inverts the distribution; the median is 0', () => {
    expect(studentTCdf(1.5, 3)).toBeCloseTo(0.8847080673775886, 12);
    expect(studentTCdf(-1.5, 3)).toBeCloseTo(1 - 0.8847080673775886, 12);
    expect(studentTCdf(studentT(0.9, 7), 7)).toBeCloseTo(0.9, 12);
    expect(studentT(0.5, 5)).toBe(0);
  });
});

describe('comparePaired', () => {
  it('5 rounds that move both ways: 0.97x [0.81, 1.17], no significant difference', () => {
    const c = comparePaired([90, 100, 80, 120, 100], [100, 100, 100, 100, 100]);
    expect(c.n).toBe(5);
    expect(c.ratio).toBeCloseTo(0.9711867496604076, 12);
    expect(c.lo).toBeCloseTo(0.8062653327966929, 12);
    expect(c.hi).toBeCloseTo(1.1698428102374887, 12);
    expect(c.sdLog).toBeCloseTo(0.14988426165560098, 12);
    expect(c.verdict).toBe('no significant difference');
    expect(formatPaired('gde', 'static', c)).toBe('gde vs static: 0.97x [0.81, 1.17] 95% CI, no significant difference (5 paired rounds)');
  });

  it('10 rounds steadily below: 0.86x [0.84, 0.88], faster', () => {
    const a = [8, 9, 8.5, 9.2, 8.8, 8.1, 9.0, 8.7, 8.4, 8.9];
    const b = [10, 10.2, 9.9, 10.5, 10.1, 9.7, 10.3, 10.0, 9.8, 10.2];
    const c = comparePaired(a, b);
    expect(c.ratio).toBeCloseTo(0.8593610683933363, 12);
    expect(c.lo).toBeCloseTo(0.8413642596413268, 12);
    expect(c.hi).toBeCloseTo(0.8777428294671789, 12);
    expect(c.verdict).toBe('faster');
    expect(formatPaired('gde', 'static', c)).toBe('gde vs static: 0.86x [0.84, 0.88] 95% CI, faster (10 paired rounds)');
    expect(formatPairedCell(c)).toBe('0.86x [0.84, 0.88] faster');
    // the other way round: the reciprocal, slower
    const r = comparePaired(b, a);
    expect(r.ratio).toBeCloseTo(1 / c.ratio, 12);
    expect(r.lo).toBeCloseTo(1 / c.hi, 12);
    expect(r.verdict).toBe('slower');
  });

  it('a constant ratio has a zero-width interval and the same bootstrap', () => {
    const c = comparePaired([110, 220, 330], [100, 200, 300]);
    expect(c.ratio).toBeCloseTo(1.1, 14);
    expect([c.lo, c.hi, c.bootstrap.lo, c.bootstrap.hi, c.bootstrap.median].map((x) => x.toFixed(12))).toEqual(
      Array(5).fill((1.1).toFixed(12)),
    );
    expect(c.verdict).toBe('slower');
    expect(formatPairedCell(comparePaired([100, 100], [100, 100]))).toBe('1.00x [1.00, 1.00] no sig. diff.');
  });
});

describe('bootstrapMedian', () => {
  const d = [0.1, -0.05, 0.2, 0.02, 0.07, 0.15, -0.01];

  it('is deterministic for a seed and brackets the median of d', () => {
    const one = bootstrapMedian(d, 500, 3);
    expect(bootstrapMedian(d, 500, 3)).toEqual(one);
    expect(one.median).toBeCloseTo(Math.exp(0.07), 14);
    expect(one.lo).toBeLessThanOrEqual(one.median);
    expect(one.hi).toBeGreaterThanOrEqual(one.median);
    // every end is exp of a median of a resample: a value of d (odd n)
    expect(d.map(Math.exp)).toContain(one.lo);
    expect(d.map(Math.exp)).toContain(one.hi);
  });

  it('two values: the ends are among x, (x + y) / 2, y', () => {
    const b = bootstrapMedian([0, 0.2], 1000, 1);
    const ends = [0, 0.1, 0.2].map((x) => Math.exp(x).toFixed(12));
    expect(ends).toContain(b.lo.toFixed(12));
    expect(ends).toContain(b.hi.toFixed(12));
  });
});

describe('verdicts and auto rounds', () => {
  it.each([
    [0.8, 0.95, 'faster'],
    [1.01, 1.2, 'slower'],
    [0.9, 1.1, 'no significant difference'],
    [0.9, 1, 'no significant difference'],
    [1, 1.1, 'no significant difference'],
  ] as const)('[%d, %d]: %s', (lo, hi, want) => {
    expect(verdictOf(lo, hi)).toBe(want);
  });

  it('precise within +-5% on both sides of the ratio', () => {
    const c = (ratio: number, lo: number, hi: number) => ({ ...comparePaired([1, 1], [1, 1]), ratio, lo, hi });
    expect(isPrecise(c(1, 1 / 1.05, 1.05))).toBe(true);
    expect(isPrecise(c(1, 0.95, 1.04))).toBe(false);
    expect(isPrecise(c(1, 0.96, 1.051))).toBe(false);
  });

  it('pilot rounds first, then more until precise or the cap', () => {
    const tight = {
      a: Array(10)
        .fill(0)
        .map((_, i) => 90 + (i % 2)),
      b: Array(10).fill(100),
    };
    expect(needsMoreRounds(tight.a.slice(0, 9), tight.b.slice(0, 9))).toBe(true);
    expect(needsMoreRounds(tight.a, tight.b)).toBe(false);
    const noisy = { a: Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? 50 : 150)), b: Array(10).fill(100) };
    expect(needsMoreRounds(noisy.a, noisy.b)).toBe(true);
    expect(needsMoreRounds(noisy.a, noisy.b, { ...AUTO_ROUNDS, cap: 10 })).toBe(false);
  });

  it('autoRoundsRule reads sides a and b of a measurement', () => {
    const rule = autoRoundsRule(1, 0);
    expect(rule.cap).toBe(60);
    const steady = Array.from({ length: 10 }, (_, i) => 90 + (i % 2));
    expect(rule.more([Array(10).fill(100), steady])).toBe(false);
    expect(rule.more([Array(9).fill(100), steady.slice(0, 9)])).toBe(true);
    expect(rule.more([])).toBe(true);
  });

  it('autoRounds stops at the pilot when the series is steady, at the cap when it is not', async () => {
    const steady = await autoRounds(async (i) => [90 + (i % 3), 100]);
    expect(steady.a).toHaveLength(10);
    expect(steady.precise).toBe(true);
    expect(steady.comparison.verdict).toBe('faster');
    const noisy = await autoRounds(async (i) => [i % 2 === 0 ? 50 : 150, 100], { cap: 14 });
    expect(noisy.a).toHaveLength(14);
    expect(noisy.precise).toBe(false);
    expect(noisy.comparison.verdict).toBe('no significant difference');
  });
});

describe('bad input: MW_INVALID_ARGUMENT', () => {
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      return err instanceof MeshworkError ? err.code : `not a MeshworkError: ${String(err)}`;
    }
    return 'no error';
  };

  it.each<[string, () => unknown]>([
    ['one round', () => comparePaired([1], [1])],
    ['no rounds', () => comparePaired([], [])],
    ['different lengths', () => comparePaired([1, 2, 3], [1, 2])],
    ['a zero time', () => comparePaired([1, 0], [1, 1])],
    ['a negative time', () => comparePaired([1, 1], [1, -1])],
    ['NaN', () => comparePaired([1, Number.NaN], [1, 1])],
    ['Infinity', () => comparePaired([1, Number.POSITIVE_INFINITY], [1, 1])],
    ['not an array', () => comparePaired('12' as unknown as number[], [1, 2])],
    ['a string time', () => comparePaired([1, '2' as unknown as number], [1, 2])],
    ['t: p = 0', () => studentT(0, 3)],
    ['t: p = 1', () => studentT(1, 3)],
    ['t: p NaN', () => studentT(Number.NaN, 3)],
    ['t: df = 0', () => studentT(0.975, 0)],
    ['t: df Infinity', () => studentT(0.975, Number.POSITIVE_INFINITY)],
    ['bootstrap: 0 resamples', () => bootstrapMedian([1, 2], 0)],
    ['bootstrap: no values', () => bootstrapMedian([])],
    ['auto: pilot 1', () => needsMoreRounds([], [], { pilot: 1, cap: 10, within: 0.05 })],
    ['auto: cap below pilot', () => needsMoreRounds([], [], { pilot: 10, cap: 5, within: 0.05 })],
    ['auto: within 0', () => needsMoreRounds([], [], { pilot: 10, cap: 60, within: 0 })],
  ])('%s', (_, f) => {
    expect(code(f)).toBe(ErrorCodes.INVALID_ARGUMENT);
  });

  it('says what was wrong', () => {
    expect(() => comparePaired([1, 2, 3], [1, 2])).toThrow('paired series b length must be 3, as long as a, got number 2');
    expect(() => comparePaired([1, 0], [1, 1])).toThrow(/paired series a\[1\] must be a finite time > 0, got number 0/);
  });
});
