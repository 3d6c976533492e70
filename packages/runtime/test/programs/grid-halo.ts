/**
 * Halo exchange check: for each case, fill the tile with a function of the global coordinates,
 * exchange halos, and compare every halo cell with what it should hold. Two rounds per case
 * (new values the second time) so stale halos are caught too.
 */
import { defineProgram, type HaloSpec, type Storage } from '@meshwork/runtime';
import { checkHalos, fillTile, tileMismatches } from './grid-common.ts';

export interface HaloCase {
  readonly shape: number[];
  readonly halo: HaloSpec;
  readonly storage: Storage;
  readonly periodic: boolean | boolean[];
  readonly boundary: number;
}

export interface HaloCaseResult {
  readonly procCoords: number[];
  readonly tile: { lo: number[]; hi: number[] };
  readonly checked: number[];
  readonly mismatches: number;
  readonly tileMismatches: number;
  readonly examples: unknown[];
}

export default defineProgram(async (ctx, o: { cases: HaloCase[] }): Promise<HaloCaseResult[]> => {
  const out: HaloCaseResult[] = [];
  for (const c of o.cases) {
    const grid = await ctx.grid({ shape: c.shape, halo: c.halo, storage: c.storage, periodic: c.periodic, boundary: c.boundary });
    const checked: number[] = [];
    let mismatches = 0;
    let tileBad = 0;
    const examples: unknown[] = [];
    for (let round = 0; round < 2; round++) {
      fillTile(grid, round);
      grid.exchangeHalos();
      const r = checkHalos(grid, round);
      checked.push(r.checked);
      mismatches += r.mismatches;
      examples.push(...r.examples);
      tileBad += tileMismatches(grid, round);
      // Nobody overwrites a tile (next round) while a neighbour still reads it as its halo.
      ctx.comm.barrier();
    }
    out.push({
      procCoords: [...grid.procCoords],
      tile: { lo: [...grid.tile.lo], hi: [...grid.tile.hi] },
      checked,
      mismatches,
      tileMismatches: tileBad,
      examples,
    });
  }
  return out;
});
