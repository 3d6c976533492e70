/**
 * One SDLB balance on real threads: make a grid (cells hold their global index), build this
 * rank's load profile from a seeded per-cell cost, run ctx.balance(createSdlb(opts), grid, load),
 * and report what happened (or the same on a range domain, which carries no data): the BalanceReport, the cuts every rank ended with, this rank's load
 * before and after (from the cost over its new tile), and whether the data survived the remap.
 */
import { type BalanceReport, defineProgram, type RankContext, type Storage } from '@meshwork/runtime';
import { createSdlb, planeProfile, type SdlbOptions } from '../../src/sdlb/index.ts';
import { type CostSpec, cellCost, cellValue } from './sdlb-common.ts';

export interface SdlbBalanceOptions {
  readonly shape: readonly number[];
  readonly procDims?: readonly number[];
  readonly halo?: number;
  readonly storage?: Storage;
  readonly cost: CostSpec;
  readonly sdlb: SdlbOptions;
  /** Balance a range [0, shape[0]) (ctx.range, parts in rank order) instead of a grid. */
  readonly range?: { readonly minPart: number };
}

export interface SdlbBalanceResult {
  readonly rank: number;
  readonly procCoords: number[];
  readonly mode: string;
  readonly cutsBefore: number[][];
  readonly cutsAfter: number[][];
  readonly report: BalanceReport;
  readonly loadBefore: number;
  readonly loadAfter: number;
  /** Cells of this rank's new tile that do not hold their global index. */
  readonly tileMismatches: number;
  /** Rank 0: cells of gather(0) that differ from the original grid (-1 elsewhere). */
  readonly gatherMismatches: number;
}

function boxSum(f: (g: readonly number[]) => number, lo: readonly number[], hi: readonly number[]): number {
  const prof = planeProfile(f, lo, hi);
  return (prof[0] ?? []).reduce((s, x) => s + x, 0);
}

function rangeRun(ctx: RankContext, o: SdlbBalanceOptions): SdlbBalanceResult {
  const n = o.shape[0] as number;
  const range = ctx.range({ n, minPart: o.range?.minPart ?? 0 });
  const cost = (g: readonly number[]) => cellCost(o.cost, o.shape, g);
  const cutsBefore = [[...range.cuts]];
  const planes = planeProfile(cost, [range.lo], [range.hi]);
  const loadBefore = (planes[0] ?? []).reduce((s, x) => s + x, 0);
  const report = ctx.balance(createSdlb(o.sdlb), range, { total: loadBefore, planes });
  const loadAfter = boxSum(cost, [range.lo], [range.hi]);
  return {
    rank: ctx.rank,
    procCoords: [ctx.rank],
    mode: ctx.comm.mode,
    cutsBefore,
    cutsAfter: [[...range.cuts]],
    report,
    loadBefore,
    loadAfter,
    tileMismatches: 0,
    gatherMismatches: ctx.rank === 0 ? 0 : -1,
  };
}

export default defineProgram(async (ctx, o: SdlbBalanceOptions): Promise<SdlbBalanceResult> => {
  if (o.range !== undefined) return rangeRun(ctx, o);
  const shape = o.shape;
  const grid = await ctx.grid({ shape, procDims: o.procDims, halo: o.halo ?? 1, storage: o.storage ?? 'distributed' });
  const total = shape.reduce((x, y) => x * y, 1);
  const original = new Float64Array(total);
  {
    const g = shape.map(() => 0);
    for (let i = 0; i < total; i++) {
      original[i] = cellValue(shape, g);
      for (let a = shape.length - 1; a >= 0; a--) {
        g[a] = (g[a] as number) + 1;
        if ((g[a] as number) < (shape[a] as number)) break;
        g[a] = 0;
      }
    }
  }
  grid.load(original);
  const cost = (g: readonly number[]) => cellCost(o.cost, shape, g);
  const cutsBefore = grid.decomposition.cuts.map((c) => [...c]);
  const planes = planeProfile(cost, grid.tile.lo, grid.tile.hi);
  const loadBefore = (planes[0] ?? []).reduce((s, x) => s + x, 0);
  const report = ctx.balance(createSdlb(o.sdlb), grid, { total: loadBefore, planes });
  const lo = grid.tile.lo;
  const hi = grid.tile.hi;
  const loadAfter = boxSum(cost, lo, hi);
  const tileMismatches = boxSum((g) => (grid.get(g) === cellValue(shape, g) ? 0 : 1), lo, hi);
  const gathered = grid.gather(0);
  let gatherMismatches = -1;
  if (gathered !== undefined) {
    gatherMismatches = Math.abs(gathered.length - total);
    for (let i = 0; i < total; i++) if (gathered[i] !== original[i]) gatherMismatches++;
  }
  return {
    rank: ctx.rank,
    procCoords: [...grid.procCoords],
    mode: ctx.comm.mode,
    cutsBefore,
    cutsAfter: grid.decomposition.cuts.map((c) => [...c]),
    report,
    loadBefore,
    loadAfter,
    tileMismatches,
    gatherMismatches,
  };
});
