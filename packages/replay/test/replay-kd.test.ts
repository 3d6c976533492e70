/**
 * Replay on a k-D processor grid (diffusion's 2x2 mesh tiles): the load field built from each
 * tile's plane loads gives hand-computed tile and plane loads under moved cuts, conserves the
 * load, and a 2x2 trace replays through every balancer. Deterministic: decision times are fixed.
 */
import { fromTrace, type MetricsTrace } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { REPLAY_BALANCERS } from '../src/configs.ts';
import { replayTrace } from '../src/engine.ts';
import { boxOf, bytesBetween, LoadField } from '../src/field.ts';

/**
 * 4x4 cells on mesh:2x2, cuts [0, 2, 4] on both axes; ranks by processor coordinates
 * [0,0] [0,1] [1,0] [1,1]. Each rank's plane loads (rows, then columns) and total:
 *   rank 0: rows [3, 1], columns [2, 2], 4      rank 1: rows [1, 1], columns [2, 0], 2
 *   rank 2: rows [0, 2], columns [1, 1], 2      rank 3: rows [1, 1], columns [1, 1], 2
 * The field (each tile the product of its marginals over its load):
 *   1.5 1.5 1   0
 *   0.5 0.5 1   0
 *   0   0   0.5 0.5
 *   1   1   0.5 0.5
 */
const PLANES = [
  [
    [3, 1],
    [2, 2],
  ],
  [
    [1, 1],
    [2, 0],
  ],
  [
    [0, 2],
    [1, 1],
  ],
  [
    [1, 1],
    [1, 1],
  ],
];
const TOTALS = [4, 2, 2, 2];
const CUTS = [
  [0, 2, 4],
  [0, 2, 4],
];

function meshTrace(steps = 4): MetricsTrace {
  return fromTrace({
    version: 2,
    ranks: 4,
    phases: [],
    loads: {
      topology: { kind: 'mesh', dims: [2, 2] },
      decomposition: {
        kind: 'grid',
        shape: [4, 4],
        procDims: [2, 2],
        minExtent: [1, 1],
        procCoords: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
        ],
        axes: [0, 1],
        bytesPerPlane: [32, 32],
      },
      recorded: { balancer: 'static', policy: 'never', loadIsTime: false },
      steps: Array.from({ length: steps }, () => ({
        cuts: CUTS,
        totals: TOTALS,
        planes: PLANES,
        computeMs: TOTALS,
        stepMs: [4.5, 4.5, 4.5, 4.5],
        syncMs: [0.1, 0.1, 0.1, 0.1],
      })),
    },
  });
}

const decomposition = () => (meshTrace().loads as NonNullable<MetricsTrace['loads']>).decomposition;
const step0 = () =>
  (meshTrace().loads as NonNullable<MetricsTrace['loads']>).steps[0] as NonNullable<MetricsTrace['loads']>['steps'][number];

describe('replay on 2x2 mesh tiles', () => {
  it('tile and plane loads under moved cuts match the hand-computed field', () => {
    const d = decomposition();
    const field = new LoadField(d, step0());
    expect(field.hasPlanes).toBe(true);
    // the recorded tiles give back the recorded loads
    for (let r = 0; r < 4; r++) expect(field.units(boxOf(d, CUTS, r))).toBeCloseTo(TOTALS[r] as number, 12);
    // rows cut at 1, columns at 3: tiles of 4, 0, 5 and 1
    const moved = [
      [0, 1, 4],
      [0, 3, 4],
    ];
    expect([0, 1, 2, 3].map((r) => field.units(boxOf(d, moved, r)))).toEqual([4, 0, 5, 1]);
    // rank 2's tile (rows 1-3, columns 0-2): row loads 2, 0.5, 2.5; column loads 1.5, 1.5, 2
    expect(Array.from(field.planes(boxOf(d, moved, 2), 0))).toEqual([2, 0.5, 2.5]);
    expect(Array.from(field.planes(boxOf(d, moved, 2), 1))).toEqual([1.5, 1.5, 2]);
    // 7 cells leave their tile (2 + 3 + 0 + 2), 8 bytes per cell (32 bytes per plane of 4 cells)
    expect(bytesBetween(d, CUTS, moved)).toBe(56);
  });

  it('the load is conserved under any cuts', () => {
    const d = decomposition();
    const field = new LoadField(d, step0());
    for (let a = 1; a < 4; a++) {
      for (let b = 1; b < 4; b++) {
        const cuts = [
          [0, a, 4],
          [0, b, 4],
        ];
        const units = [0, 1, 2, 3].map((r) => field.units(boxOf(d, cuts, r)));
        expect(units.reduce((x, y) => x + y, 0)).toBeCloseTo(10, 12);
        for (let r = 0; r < 4; r++) {
          for (const i of [0, 1]) {
            const p = Array.from(field.planes(boxOf(d, cuts, r), i));
            expect(p.reduce((x, y) => x + y, 0)).toBeCloseTo(units[r] as number, 12);
          }
        }
      }
    }
  });

  it('a 2x2 trace replays through every balancer; each balance conserves the load and moves cells at the recorded bytes', () => {
    const configs = REPLAY_BALANCERS.map((b) => ({
      label: `${b} every 1`,
      balancer: b,
      policy: 'every',
      policyOptions: { k: 1 },
      every: 1,
      ...(b === 'sdlb' ? { balancerOptions: { mode: 'kd' } } : {}),
    }));
    const r = replayTrace(meshTrace(), configs, { measuredMs: 30, decisionMs: 0, remapNsPerByte: 1000 });
    expect(r.model.axes).toEqual([0, 1]);
    expect(r.model.procDims).toEqual([2, 2]);
    const field = new LoadField(decomposition(), step0());
    for (const row of r.rows) {
      expect(row.error, row.label).toBeUndefined();
      expect(row.balances, row.label).toBe(4);
      let before = CUTS;
      let bytes = 0;
      for (const { cuts } of row.cuts) {
        const units = [0, 1, 2, 3].map((k) => field.units(boxOf(decomposition(), cuts, k)));
        expect(units.reduce((x, y) => x + y, 0)).toBeCloseTo(10, 12);
        bytes += bytesBetween(decomposition(), before, cuts);
        before = cuts;
      }
      expect(row.bytesMoved, row.label).toBe(bytes);
      // the balance cost: the calibrated fixed part (the 0.1 ms sync) and 1 us per byte
      expect(row.balanceMs, row.label).toBeCloseTo(4 * 0.1 + bytes * 1e-3, 9);
    }
  });
});
