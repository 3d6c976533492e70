/**
 * `sweep`, the replay calibration run's balancer: cuts that depend only on the phase (block cuts,
 * each interior one shifted by 0, 1, 8, 32, 128 in turn, capped at a quarter of the narrowest
 * block part), the same from `solve` and `decide`, found by name but offered nowhere.
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import type { BalanceContext, LoadSnapshot } from '@meshwork/runtime/plugin';
import { unitsChangingOwner } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import { balancerFactories, balancerFactory, balancingNames } from '../src/balancing.ts';
import { createSweep, SWEEP_STEPS, sweepCuts, sweepOffset } from '../src/sweep.ts';

const domain = (shape: number[], procDims: number[], minExtent = shape.map(() => 1)) => ({ shape, procDims, minExtent });

/** Planes changing owner from each phase's cuts to the next's, phases 0 .. count - 1 (from block before phase 0). */
function moved(d: ReturnType<typeof domain>, count: number): number[] {
  let before = sweepCuts(d, SWEEP_STEPS, -24 * 1000);
  const out: number[] = [];
  for (let phase = 0; phase < count; phase++) {
    const cuts = sweepCuts(d, SWEEP_STEPS, phase);
    out.push(cuts.reduce((n, c, a) => n + unitsChangingOwner(before[a] as number[], c), 0));
    before = cuts;
  }
  return out;
}

describe('sweep', () => {
  it('offsets 0, s, s for +1, +8, +32, +128 then their negatives: a 24-phase cycle', () => {
    const offsets = Array.from({ length: 26 }, (_, p) => sweepOffset(SWEEP_STEPS, p));
    expect(offsets).toEqual([0, 1, 1, 0, 8, 8, 0, 32, 32, 0, 128, 128, 0, -1, -1, 0, -8, -8, 0, -32, -32, 0, -128, -128, 0, 1]);
  });

  it('two strips of 1024 planes: phase 0 keeps the block cut, then 1, 0, 1, 8, 0, 8, ... planes move', () => {
    const d = domain([1024], [2]);
    expect(sweepCuts(d, SWEEP_STEPS, 0)).toEqual([[0, 512, 1024]]);
    expect(sweepCuts(d, SWEEP_STEPS, 10)).toEqual([[0, 640, 1024]]);
    expect(sweepCuts(d, SWEEP_STEPS, 22)).toEqual([[0, 384, 1024]]);
    const m = moved(d, 25);
    expect(m).toEqual([0, 1, 0, 1, 8, 0, 8, 32, 0, 32, 128, 0, 128, 1, 0, 1, 8, 0, 8, 32, 0, 32, 128, 0, 128]);
    // a third of the balances move nothing: what tells a balance's fixed cost from a moving one's
    expect(m.slice(1).filter((x) => x === 0)).toHaveLength(8);
  });

  it('caps each step at a quarter of the narrowest block part, keeps minExtent, leaves single-part axes alone', () => {
    // 40 planes in 2 parts of 20: steps capped at 5
    expect(moved(domain([40], [2]), 13)).toEqual([0, 1, 0, 1, 5, 0, 5, 5, 0, 5, 5, 0, 5]);
    // 12 planes in 3 parts of 4, at least 3 each: steps capped at 1, both interior cuts shifted
    const three = domain([12], [3], [3]);
    expect(sweepCuts(three, SWEEP_STEPS, 1)).toEqual([[0, 5, 9, 12]]);
    expect(sweepCuts(three, SWEEP_STEPS, 13)).toEqual([[0, 3, 7, 12]]);
    // 2x2 tiles of a 64 x 32 grid: axis 0 capped at 8, axis 1 at 4; a 3-D grid's third axis undivided
    expect(sweepCuts(domain([64, 32, 5], [2, 2, 1]), SWEEP_STEPS, 4)).toEqual([
      [0, 40, 64],
      [0, 20, 32],
      [0, 5],
    ]);
    // parts of 3 planes: a cap of 0, nothing ever moves
    expect(moved(domain([6], [2]), 12).every((x) => x === 0)).toBe(true);
  });

  it('solve and decide give the same cuts from the phase and the shape, whatever the loads', () => {
    const b = createSweep();
    const view = {
      kind: 'grid' as const,
      ...domain([1024], [2]),
      cuts: [[0, 700, 1024]],
      procCoords: [0],
      rankOf: (pc: readonly number[]) => pc[0] as number,
    };
    for (const phase of [0, 5, 10, 23]) {
      const snap = { domain: view, phase, totals: new Float64Array([1, 99]) } as unknown as LoadSnapshot;
      const ctx = { domain: view, phase, load: { total: 1 } } as unknown as BalanceContext;
      const want = sweepCuts(view, SWEEP_STEPS, phase);
      expect(b.solve?.(snap)?.cuts).toEqual(want);
      expect(b.decide(ctx).cuts).toEqual(want);
    }
    expect(createSweep({ steps: [2] }).solve?.({ domain: view, phase: 1 } as unknown as LoadSnapshot)?.cuts).toEqual([[0, 514, 1024]]);
  });

  it('is found by name but offered nowhere', () => {
    expect(balancerFactory('sweep').name).toBe('sweep');
    expect(balancerFactories.map((f) => f.name)).not.toContain('sweep');
    expect(balancingNames().balancers).not.toContain('sweep');
  });

  it('refuses bad steps with a typed error', () => {
    for (const steps of [[], [1.5], [0], 'one']) {
      let caught: unknown;
      try {
        createSweep({ steps });
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(MeshworkError);
      expect((caught as MeshworkError).code).toBe(ErrorCodes.INVALID_OPTION);
    }
  });
});
