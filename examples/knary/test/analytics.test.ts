/**
 * The analytic columns of the paper's Table 1 (degree of parallelism w/cp and the maximum speedup
 * on 64 processors w/(w/64 + cp)), the closed forms against their recursions and against a walk of
 * the tree, and the sequential reference against a depth-first walk.
 */
import { describe, expect, it } from 'vitest';
import { criticalPath, criticalPathRecursive, maxSpeedup, parallelism, work } from '../src/knary.ts';
import { knaryByTree, knarySequential } from '../src/sequential.ts';

/** Table 1 as printed: (h, d, s), degree of parallelism, maximum speedup for 64 processors. */
const TABLE1: [number, number, number, number, number][] = [
  [4, 6, 0, 64.75, 32.18],
  [3, 14, 0, 70.33, 33.3],
  [3, 16, 0, 91, 37.57],
  [3, 18, 0, 114.33, 41.03],
  [3, 20, 0, 140.33, 43.95],
  [4, 8, 0, 146.25, 44.52],
  [4, 10, 0, 277.75, 52.01],
  [5, 6, 0, 311, 53.07],
];

const trunc2 = (x: number) => Math.floor(x * 100 + 1e-9) / 100;

describe("the paper's Table 1", () => {
  it.each(TABLE1)('knary(%i, %i, %i): parallelism w/cp = %f to two decimals', (h, d, s, par) => {
    expect(trunc2(parallelism(h, d, s))).toBe(par);
  });

  // The paper truncates some entries (32.186 -> 32.18, 53.077 -> 53.07) and rounds others
  // (44.518 -> 44.52): every printed value is within 0.01 of the exact bound, but one.
  it.each(TABLE1.filter((r) => r[1] !== 14).map((r) => [r[0], r[1], r[2], r[4]] as const))(
    'knary(%i, %i, %i): max speedup on 64 processors w/(w/64 + cp) = %f within 0.01',
    (h, d, s, printed) => {
      expect(Math.abs(maxSpeedup(h, d, s, 64) - printed)).toBeLessThan(0.01);
    },
  );

  it('prints 33.3 for knary(3, 14, 0), where w/(w/64 + cp) = 211/(211/64 + 3) = 33.51: the oddly rounded entry', () => {
    const exact = maxSpeedup(3, 14, 0, 64);
    expect(work(3, 14)).toBe(211);
    expect(exact).toBeCloseTo(33.5087, 3);
    expect(trunc2(exact)).toBe(33.5);
    expect(trunc2(exact)).not.toBe(33.3);
  });

  it("the paper's own critical-path formula (s^h - 1)/(s - 1) does not give the table (it is undefined at s = 0)", () => {
    const paper = (h: number, s: number) => (s ** h - 1) / (s - 1);
    expect(Number.isFinite(work(4, 6) / paper(4, 0))).toBe(true);
    expect(work(4, 6) / paper(4, 0)).not.toBeCloseTo(64.75, 1);
    expect(parallelism(4, 6, 0)).toBeCloseTo(64.75, 6);
  });
});

describe('closed forms', () => {
  it('work = (d^h - 1)/(d - 1) equals the nodes of a walk of the tree', () => {
    for (const [h, d] of [
      [1, 1],
      [1, 5],
      [2, 1],
      [3, 2],
      [4, 3],
      [5, 4],
      [3, 7],
    ] as const) {
      expect(knaryByTree({ h, d, s: 0, iters: 0 }).nodes).toBe(work(h, d));
    }
  });

  it('critical path ((s+1)^h - 1)/s (s >= 1) and h (s = 0) equal the recursion; s = d is fully serial', () => {
    for (let h = 1; h <= 8; h++) {
      for (let d = 1; d <= 6; d++) {
        for (let s = 0; s <= d; s++) expect(criticalPath(h, d, s), `knary(${h}, ${d}, ${s})`).toBe(criticalPathRecursive(h, d, s));
      }
    }
    expect(criticalPath(10, 5, 2)).toBe((3 ** 10 - 1) / 2);
    expect(criticalPath(10, 4, 1)).toBe(2 ** 10 - 1);
    expect(criticalPath(4, 3, 3)).toBe(work(4, 3));
  });

  it('the bound w/(w/p + cp) is below both p and w/cp', () => {
    for (const [h, d, s] of [
      [10, 5, 2],
      [10, 4, 1],
      [4, 6, 0],
    ] as const) {
      for (const p of [1, 2, 8, 64]) {
        const b = maxSpeedup(h, d, s, p);
        expect(b).toBeLessThan(p);
        expect(b).toBeLessThan(parallelism(h, d, s));
      }
    }
  });
});

describe('sequential reference', () => {
  it('the id loop and the depth-first walk agree on nodes and checksum', () => {
    for (const o of [
      { h: 4, d: 3, s: 1, iters: 7 },
      { h: 3, d: 6, s: 0, iters: 0 },
      { h: 6, d: 2, s: 2, iters: 3 },
    ]) {
      expect(knarySequential(o)).toEqual(knaryByTree(o));
    }
  });
});
