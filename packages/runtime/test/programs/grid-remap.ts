/**
 * Remap check: load a known global array, apply a sequence of shifts / flows / remaps, and after
 * each one report the cuts, the tile, the RemapStats, whether the tile and halos hold the right
 * values and (rank 0) whether gather(0) still equals the original array. Then provoke the
 * collective error cases and check that the grid is unchanged and still usable.
 */
import { defineProgram, type HaloSpec, type RemapStats, type Storage } from '@meshwork/runtime';
import { cellValue, checkHalos, forEachCell, tileMismatches } from './grid-common.ts';

export type RemapOp =
  | { readonly kind: 'shift'; readonly axis: number; readonly boundary: number; readonly count: number }
  | { readonly kind: 'flows'; readonly axis: number; readonly flows: number[] }
  | { readonly kind: 'remap'; readonly cuts: number[][] };

export interface RemapCase {
  readonly shape: number[];
  readonly halo: HaloSpec;
  readonly storage: Storage;
  readonly procDims?: number[];
  readonly ops: RemapOp[];
  /** Per rank: valid cuts that differ between ranks (mismatch error). */
  readonly mismatched: number[][][];
  /** A shift every rank makes that leaves a tile thinner than the halo. */
  readonly thin: { axis: number; boundary: number; count: number };
  /** Per rank: cuts where only some ranks' cuts are invalid. */
  readonly partlyInvalid: number[][][];
}

export interface StepResult {
  readonly cuts: number[][];
  readonly tile: { lo: number[]; hi: number[] };
  readonly stats: RemapStats;
  readonly tileMismatches: number;
  readonly haloMismatches: number;
  readonly haloChecked: number;
  /** Rank 0: length of gather(0) and cells differing from the original (-1 elsewhere). */
  readonly gatherLength: number;
  readonly gatherMismatches: number;
}

export interface ErrorResult {
  readonly code: string | undefined;
  /** Cuts unchanged and the data still gathers to the original (rank 0; true elsewhere). */
  readonly cutsUnchanged: boolean;
  readonly gatherOk: boolean;
}

export interface RemapCaseResult {
  readonly procCoords: number[];
  readonly steps: StepResult[];
  readonly errors: { mismatched: ErrorResult; thin: ErrorResult; partlyInvalid: ErrorResult };
  /** After the errors, one more remap back to block cuts works. */
  readonly after: StepResult;
}

export default defineProgram(async (ctx, o: { cases: RemapCase[] }): Promise<RemapCaseResult[]> => {
  const out: RemapCaseResult[] = [];
  for (const c of o.cases) {
    const grid = await ctx.grid({ shape: c.shape, halo: c.halo, storage: c.storage, procDims: c.procDims, boundary: -1 });
    const total = c.shape.reduce((x, y) => x * y, 1);
    const original = new Float64Array(total);
    let i = 0;
    forEachCell(
      c.shape.map(() => 0),
      c.shape,
      (g) => {
        original[i++] = cellValue(g);
      },
    );
    grid.load(original);
    ctx.comm.barrier();

    const gatherCheck = (): { gatherLength: number; gatherMismatches: number } => {
      const g = grid.gather(0);
      if (g === undefined) return { gatherLength: -1, gatherMismatches: -1 };
      let bad = 0;
      for (let j = 0; j < total; j++) if (!Object.is(g[j], original[j])) bad++;
      return { gatherLength: g.length, gatherMismatches: bad + Math.abs(g.length - total) };
    };
    const step = (stats: RemapStats): StepResult => {
      const tileBad = tileMismatches(grid);
      grid.exchangeHalos();
      const h = checkHalos(grid);
      return {
        cuts: grid.decomposition.cuts.map((x) => [...x]),
        tile: { lo: [...grid.tile.lo], hi: [...grid.tile.hi] },
        stats,
        tileMismatches: tileBad,
        haloMismatches: h.mismatches,
        haloChecked: h.checked,
        ...gatherCheck(),
      };
    };
    const expectError = (fn: () => unknown): ErrorResult => {
      const before = JSON.stringify(grid.decomposition.cuts);
      let code: string | undefined;
      try {
        fn();
        code = 'none';
      } catch (err) {
        code = (err as { code?: string }).code;
      }
      const cutsUnchanged = JSON.stringify(grid.decomposition.cuts) === before;
      const g = gatherCheck();
      return { code, cutsUnchanged, gatherOk: g.gatherMismatches <= 0 && tileMismatches(grid) === 0 };
    };

    const steps: StepResult[] = [];
    for (const op of c.ops) {
      const stats =
        op.kind === 'shift'
          ? grid.shift(op.axis, op.boundary, op.count)
          : op.kind === 'flows'
            ? grid.applyFlows(op.axis, op.flows)
            : grid.remap(op.cuts);
      steps.push(step(stats));
    }
    const errors = {
      mismatched: expectError(() => grid.remap(c.mismatched[ctx.rank] as number[][])),
      thin: expectError(() => grid.shift(c.thin.axis, c.thin.boundary, c.thin.count)),
      partlyInvalid: expectError(() => grid.remap(c.partlyInvalid[ctx.rank] as number[][])),
    };
    const after = step(grid.remap(c.shape.map((n, a) => blockCutsOf(n, grid.procDims[a] as number))));
    out.push({ procCoords: [...grid.procCoords], steps, errors, after });
  }
  return out;
});

function blockCutsOf(n: number, parts: number): number[] {
  const cuts = [0];
  for (let p = 0; p < parts; p++) cuts.push((cuts[p] as number) + Math.floor(n / parts) + (p < n % parts ? 1 : 0));
  return cuts;
}
