/**
 * Thread test program: plane loads given as Float64Arrays are checked like plain arrays (length
 * of the tile's extent, finite and >= 0) before the driver communicates, so each rank can try the
 * bad profiles on its own; so is the tally time a profile may carry (`tallyMs`: ms >= 0).
 */
import { defineProgram } from '@meshwork/runtime';
import { createGde, every } from '../../src/index.ts';

export interface Refusal {
  readonly code: string | undefined;
  readonly message: string;
}

export default defineProgram(async (ctx): Promise<Refusal[]> => {
  const grid = await ctx.grid({ shape: [24, 8], halo: 1, procDims: [ctx.size, 1] });
  const driver = ctx.balancing({ balancer: createGde(), policy: every(1) });
  const rows = (grid.tile.hi[0] as number) - (grid.tile.lo[0] as number);
  const cols = new Float64Array(8).fill(1);
  const bad = [
    new Float64Array(rows + 1).fill(1), // one plane too many
    Float64Array.of(...new Array<number>(rows - 1).fill(1), Number.NaN), // not finite
    Float64Array.of(...new Array<number>(rows - 1).fill(1), -2), // negative
    new Int32Array(rows).fill(1), // another typed array
  ];
  const out: Refusal[] = [];
  for (const planes of bad) {
    try {
      driver.afterPhase(grid, { total: rows, planes: [planes as unknown as Float64Array, cols] });
      out.push({ code: undefined, message: 'accepted' });
    } catch (err) {
      out.push({ code: (err as { code?: string }).code, message: (err as Error).message });
    }
  }
  // good planes, a bad tally time
  for (const tallyMs of [-1, Number.NaN, Number.POSITIVE_INFINITY, '1']) {
    try {
      driver.afterPhase(grid, { total: rows, planes: [new Float64Array(rows).fill(1), cols], tallyMs: tallyMs as number });
      out.push({ code: undefined, message: 'accepted' });
    } catch (err) {
      out.push({ code: (err as { code?: string }).code, message: (err as Error).message });
    }
  }
  return out;
});
