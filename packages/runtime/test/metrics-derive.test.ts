import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/errors.ts';
import { improvement, loadEfficiency, loadImbalance, maxOverAvg, summarize, utilization } from '../src/metrics/index.ts';

function codeOf(fn: () => unknown): unknown {
  try {
    fn();
  } catch (err) {
    return (err as { code?: unknown }).code;
  }
  return 'no error';
}

describe('load efficiency', () => {
  it('reproduces the functional-balancing worked example (Tavg 64.24, Tmax 89.92 -> 0.7144, LE 71.44%)', () => {
    const loads = [89.92, 38.56, 64.24, 64.24]; // avg 64.24, max 89.92
    expect(loadEfficiency(loads)).toBeCloseTo(0.7144, 4);
    expect(loadImbalance(loads)).toBeCloseTo(0.2856, 4);
  });

  it('is 1 for perfect balance and for all-zero loads', () => {
    expect(loadEfficiency([5, 5, 5])).toBe(1);
    expect(loadEfficiency([0, 0])).toBe(1);
    expect(loadImbalance([0, 0])).toBe(0);
  });

  it('is a fraction in [0, 1], in the same unit as utilization', () => {
    expect(loadEfficiency([2, 4, 6, 8])).toBe(0.625);
    expect(loadImbalance([2, 4, 6, 8])).toBe(0.375);
    for (const loads of [[1], [0, 9], [3, 1, 4, 1, 5], [1e9, 1]]) {
      const le = loadEfficiency(loads);
      expect(le).toBeGreaterThan(0);
      expect(le).toBeLessThanOrEqual(1);
      expect(le).toBeCloseTo(utilization(loads), 12);
      expect(summarize(loads).le).toBeCloseTo(summarize(loads).utilization, 12);
    }
  });
});

describe('utilization U_k', () => {
  it('matches a hand computation: sum / (N * max)', () => {
    // sum = 2 + 4 + 6 + 8 = 20, N = 4, max = 8 -> 20 / 32 = 0.625
    expect(utilization([2, 4, 6, 8])).toBe(0.625);
    expect(utilization([3])).toBe(1);
    expect(utilization([0, 0, 0])).toBe(1);
  });
});

describe('maxOverAvg', () => {
  it('is max / avg, 1 when balanced or all zero', () => {
    expect(maxOverAvg([2, 4, 6, 8])).toBe(1.6); // 8 / 5
    expect(maxOverAvg([7, 7])).toBe(1);
    expect(maxOverAvg([0, 0])).toBe(1);
  });
});

describe('improvement', () => {
  it('is (without - with) / without * 100', () => {
    expect(improvement(200, 150)).toBe(25);
    expect(improvement(100, 100)).toBe(0);
    expect(improvement(100, 120)).toBeCloseTo(-20, 10);
  });

  it('rejects a zero or non-finite baseline and a negative time', () => {
    expect(codeOf(() => improvement(0, 1))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => improvement(Number.NaN, 1))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => improvement(10, -1))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});

describe('summarize', () => {
  it('gives every figure of a load vector', () => {
    expect(summarize([2, 4, 6, 8])).toEqual({
      max: 8,
      min: 2,
      avg: 5,
      sum: 20,
      le: 0.625,
      maxOverAvg: 1.6,
      utilization: 0.625,
    });
  });

  it('rejects empty, negative and non-finite loads', () => {
    for (const bad of [[], [1, -1], [1, Number.NaN], [Number.POSITIVE_INFINITY], [1, '2']] as unknown as number[][]) {
      expect(codeOf(() => summarize(bad))).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect(codeOf(() => loadEfficiency(bad))).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect(codeOf(() => utilization(bad))).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect(codeOf(() => maxOverAvg(bad))).toBe(ErrorCodes.INVALID_ARGUMENT);
    }
    expect(() => summarize([1, -1])).toThrow(/loads\[1\] must be a finite number >= 0, got number -1/);
  });
});
