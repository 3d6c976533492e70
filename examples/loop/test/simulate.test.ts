/**
 * The virtual-time schedules behind the P = 16 / 64 figures (deterministic work units): static
 * follows eq. (3), every schedule finishes no earlier than the ideal, and partial replication
 * with m = 8 on 64 ranks beats static by at least the paper's 3.7x (F = 5) and 5.6x (F = 10).
 */
import { describe, expect, it } from 'vitest';
import { allValues } from '../src/sequential.ts';
import { simulateCentral, simulateReplicate, simulateSelf, simulateStatic, simulateSteal } from '../src/simulate.ts';

const setup = (P: number, F: number, side = 40) => {
  const n = side * Math.round(Math.sqrt(P));
  const v = allValues({ rows: n, cols: n, F, d: 0.1, mu: 20, seed: 1 });
  return { v, ideal: v.reduce((a, b) => a + b, 0) / P, o: { P, tComm: 66, chunk: 4, m: P === 64 ? 8 : 4, seed: 1 } };
};

describe('simulated schedules', () => {
  it.each([5, 10])('static on 64 ranks takes F * mu * D / P (eq. 3) at F = %i', (F) => {
    const { v, ideal, o } = setup(64, F);
    expect(simulateStatic(v, o) / ideal).toBeCloseTo(F, 0);
  });
  it('every schedule ends at or after the ideal and at or before the sequential time', () => {
    for (const P of [16, 64]) {
      const { v, ideal, o } = setup(P, 5, 20);
      const times = [
        simulateStatic(v, o),
        simulateReplicate(v, o),
        simulateSelf(v, { ...o, rule: 'gss' }),
        simulateSelf(v, { ...o, rule: 'tss' }),
        simulateSelf(v, { ...o, rule: 'fac2' }),
        simulateSteal(v, { ...o, chunk: 16 }),
        simulateCentral(v, { ...o, chunk: 16 }),
      ];
      for (const t of times) {
        expect(t).toBeGreaterThanOrEqual(ideal * (1 - 1e-9));
        expect(t).toBeLessThanOrEqual(ideal * P * 1.5);
      }
    }
  });
  it('replicate (m = 8) on 64 ranks beats static at least as much as the paper reports', () => {
    for (const [F, paper] of [
      [5, 3.7],
      [10, 5.6],
    ] as const) {
      const { v, o } = setup(64, F);
      expect(simulateStatic(v, o) / simulateReplicate(v, o)).toBeGreaterThan(paper);
    }
  });
  it('m = 1 is the static schedule', () => {
    const { v, o } = setup(16, 5, 20);
    expect(simulateReplicate(v, { ...o, m: 1 })).toBe(simulateStatic(v, o));
  });
});
