import { describe, expect, it } from 'vitest';
import { predictLoads } from '../src/balance/run.ts';
import type { DomainView, LoadSnapshot } from '../src/balance/types.ts';

/** A snapshot of strips along axis 0 whose ranks sit at `coordOf[r]` along it. */
function strips(cuts: number[], planes: number[][], coordOf: number[]): LoadSnapshot {
  const P = cuts.length - 1;
  const domain = {
    kind: 'grid',
    shape: [cuts[P] as number, 4],
    procDims: [P, 1],
    cuts: [cuts, [0, 4]],
    procCoords: [0, 0],
    minExtent: [1, 1],
    rankOf: (pc: readonly number[]) => coordOf.indexOf(pc[0] as number),
  } as unknown as DomainView;
  return {
    domain,
    size: P,
    hasPlanes: true,
    procCoords: coordOf.map((c) => [c, 0]),
    planesOf: (r: number, axis: number) => (axis === 0 ? Float64Array.from(planes[coordOf[r] as number] as number[]) : undefined),
  } as unknown as LoadSnapshot;
}

describe('predictLoads (the loads a balance report predicts)', () => {
  it('sums the planes each new part takes from the old tiles, whatever the rank order along the axis', () => {
    // old tiles [0,3) [3,5) [5,8) with plane loads; new cuts [0,2) [2,6) [6,8)
    const planes = [
      [1, 2, 3],
      [10, 20],
      [100, 200, 300],
    ];
    for (const coordOf of [
      [0, 1, 2],
      [2, 0, 1],
      [1, 2, 0],
    ]) {
      const snap = strips([0, 3, 5, 8], planes, coordOf);
      expect(
        predictLoads(snap, [
          [0, 2, 6, 8],
          [0, 4],
        ]),
      ).toEqual([1 + 2, 3 + 10 + 20 + 100, 200 + 300]);
      // unchanged cuts: each part keeps its own planes
      expect(
        predictLoads(snap, [
          [0, 3, 5, 8],
          [0, 4],
        ]),
      ).toEqual([6, 30, 600]);
    }
  });

  it('adds the planes of a part in index order (the sums are those of one pass over the axis)', () => {
    const planes = [[0.1, 0.2], [0.3]];
    const snap = strips([0, 2, 3], planes, [1, 0]);
    expect(
      predictLoads(snap, [
        [0, 3, 3],
        [0, 4],
      ]),
    ).toEqual([0.1 + 0.2 + 0.3, 0]);
  });

  it('has no prediction when two axes are decomposed or the planes are not known', () => {
    const snap = strips(
      [0, 3, 5, 8],
      [
        [1, 2, 3],
        [10, 20],
        [100, 200, 300],
      ],
      [0, 1, 2],
    );
    const tiles = { ...snap, domain: { ...snap.domain, procDims: [3, 2] } } as unknown as LoadSnapshot;
    expect(
      predictLoads(tiles, [
        [0, 3, 5, 8],
        [0, 2, 4],
      ]),
    ).toBeUndefined();
    expect(
      predictLoads({ ...snap, hasPlanes: false } as unknown as LoadSnapshot, [
        [0, 3, 5, 8],
        [0, 4],
      ]),
    ).toBeUndefined();
  });
});
