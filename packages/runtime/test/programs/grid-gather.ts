/**
 * gather(0) is a snapshot: ranks that write to their tiles as soon as gather returns must not
 * change what the root got (shared storage packs from the buffer every rank writes to).
 */
import { defineProgram, type Storage } from '@meshwork/runtime';

export default defineProgram(
  async (ctx, o: { n: number; reps: number; storage: Storage }): Promise<{ gathers: number; corrupted: number }> => {
    const grid = await ctx.grid({ shape: [o.n, o.n], halo: 1, storage: o.storage });
    const original = new Float64Array(o.n * o.n).map((_, i) => i);
    let gathers = 0;
    let corrupted = 0;
    for (let r = 0; r < o.reps; r++) {
      grid.load(original);
      const g = grid.gather(0);
      if (g === undefined) {
        // Overwrite the tile right away, while the root may still be copying.
        const [lo, hi] = [grid.tile.lo, grid.tile.hi] as [number[], number[]];
        for (let i = lo[0] as number; i < (hi[0] as number); i++)
          for (let j = lo[1] as number; j < (hi[1] as number); j++) grid.set([i, j], -1);
      } else {
        gathers++;
        for (let i = 0; i < original.length; i++) {
          if (g[i] !== original[i]) {
            corrupted++;
            break;
          }
        }
      }
      ctx.comm.barrier();
    }
    return { gathers, corrupted };
  },
);
