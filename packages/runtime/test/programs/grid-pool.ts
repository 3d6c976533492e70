/**
 * Distributed grid storage pooled across runs on a thread: each run makes a grid, checks that
 * every cell it holds (tile and halo) starts at the boundary value, scribbles over it, and says
 * whether its buffer is the one the previous run on this thread left behind.
 */
import { defineProgram } from '@meshwork/runtime';

export interface PoolOptions {
  readonly boundary: number;
  readonly rows: number;
}

export interface PoolResult {
  readonly clean: boolean;
  readonly reused: boolean;
}

let last: ArrayBuffer | undefined;

export default defineProgram(async (ctx, o: PoolOptions): Promise<PoolResult> => {
  const g = await ctx.grid({ shape: [o.rows, 16], halo: 1, storage: 'distributed', boundary: o.boundary });
  let clean = true;
  for (let i = 0; i < g.data.length; i++) if (g.data[i] !== o.boundary) clean = false;
  const reused = g.data.buffer === last;
  last = g.data.buffer as ArrayBuffer;
  g.data.fill(12345);
  return { clean, reused };
});
