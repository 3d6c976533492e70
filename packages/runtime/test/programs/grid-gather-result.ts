/**
 * Rank 0 returns the grid it gathered (cell i holds i); the other ranks return nothing. What the
 * host receives tells whether the array came as a copy or over the rank's SharedArrayBuffer.
 */
import { defineProgram, type Storage } from '@meshwork/runtime';

export default defineProgram(async (ctx, o: { shape: number[]; procDims: number[]; storage: Storage }) => {
  const grid = await ctx.grid({ shape: o.shape, halo: 1, storage: o.storage, procDims: o.procDims, dtype: 'float64' });
  const cells = o.shape.reduce((a, b) => a * b, 1);
  grid.load(Float64Array.from({ length: cells }, (_, i) => i));
  const g = grid.gather(0);
  return ctx.rank === 0 ? { whole: g, sharedOnRank: g?.buffer instanceof SharedArrayBuffer } : undefined;
});
