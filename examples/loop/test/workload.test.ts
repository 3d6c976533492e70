/**
 * The synthetic workload: the realised d, t and F match the request; the checksum of any split of
 * [0, D) adds up to the sequential one; values depend only on (seed, index).
 */
import { mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { allValues, describeWorkload, loopSequential } from '../src/sequential.ts';
import { addChecksums, fillValues, type LoopWorkload, region, runRange } from '../src/workload.ts';

const base: LoopWorkload = { rows: 100, cols: 80, F: 5, d: 0.1, mu: 20, seed: 3 };

describe('the loaded region carries t = F d of the work', () => {
  it.each([
    { F: 1, d: 0.1 },
    { F: 2, d: 0.2 },
    { F: 5, d: 0.1 },
    { F: 10, d: 0.1 },
    { F: 1, d: 1 },
  ])('F = $F, d = $d', ({ F, d }) => {
    const w = { ...base, F, d };
    const got = describeWorkload(w);
    expect(got.d).toBeCloseTo(d, 3);
    expect(Math.abs(got.F - F) / F).toBeLessThan(0.02);
    expect(Math.abs(got.total / (w.rows * w.cols) - w.mu) / w.mu).toBeLessThan(0.02);
  });
  it('F = 1/d puts all the work in the region (t = 1)', () => {
    const w = { ...base, F: 10, d: 0.1 };
    const r = region(w);
    const v = allValues(w);
    for (let i = 0; i < v.length; i++) if (i < r.start || i >= r.start + r.length) expect(v[i]).toBe(0);
    expect(describeWorkload(w, v).t).toBe(1);
  });
  it('the region sits at `at` (default the middle) and stays inside the array', () => {
    const D = base.rows * base.cols;
    expect(region(base).start).toBe((D - 800) / 2);
    expect(region({ ...base, at: 0 }).start).toBe(0);
    expect(region({ ...base, at: 1 }).start).toBe(D - 800);
  });
});

describe('partition invariance of the checksum', () => {
  it('random splits, run from blocks made separately, add up to the sequential checksum', () => {
    const rnd = mulberry32(11);
    const ref = loopSequential(base);
    const D = base.rows * base.cols;
    for (let trial = 0; trial < 20; trial++) {
      const cuts = [0, D, ...Array.from({ length: 1 + Math.floor(rnd() * 9) }, () => Math.floor(rnd() * D))].sort((a, b) => a - b);
      let sum = 0;
      let units = 0;
      for (let k = 0; k + 1 < cuts.length; k++) {
        const lo = cuts[k] as number;
        const hi = cuts[k + 1] as number;
        const r = runRange(base.seed, fillValues(base, lo, hi, new Int32Array(hi - lo)), lo, lo, hi);
        sum = addChecksums(sum, r.checksum);
        units += r.units;
      }
      expect(sum).toBe(ref.checksum);
      expect(units).toBe(ref.units);
    }
  });
  it('a different seed gives a different checksum', () => {
    expect(loopSequential({ ...base, seed: 4 }).checksum).not.toBe(loopSequential(base).checksum);
  });
});
