/**
 * gather(root) to every rank in turn: the whole grid, row-major, on the root (cell i holds i),
 * for the shapes and decompositions the test gives (row strips, whose tiles the root receives in
 * place, and k-D tiles, received into a tile-sized array first).
 */
import { defineProgram, type Storage } from '@meshwork/runtime';

export default defineProgram(
  async (ctx, o: { shape: number[]; procDims: number[]; storage: Storage }): Promise<{ root: number; ok: boolean }[]> => {
    const grid = await ctx.grid({ shape: o.shape, halo: 1, storage: o.storage, procDims: o.procDims, dtype: 'int32' });
    const cells = o.shape.reduce((a, b) => a * b, 1);
    grid.load(Int32Array.from({ length: cells }, (_, i) => i));
    const seen: { root: number; ok: boolean }[] = [];
    for (let root = 0; root < ctx.size; root++) {
      const g = grid.gather(root);
      if (ctx.rank === root) seen.push({ root, ok: g !== undefined && g.length === cells && g.every((v, i) => v === i) });
      else if (g !== undefined) seen.push({ root, ok: false });
    }
    return seen;
  },
);
