/**
 * What a gather allocates: each rank gathers its grid `gathers` times and reports, per gather, the
 * bytes of ArrayBuffer memory V8 counted for this thread across the call (a garbage collection in
 * between can only lower the figure).
 */
import v8 from 'node:v8';
import { defineProgram } from '@meshwork/runtime';

export interface GatherAllocOptions {
  readonly shape: readonly number[];
  readonly procDims: readonly number[];
  readonly gathers: number;
}

export interface GatherAllocResult {
  readonly rank: number;
  /** Bytes of the whole grid (the root's result). */
  readonly gridBytes: number;
  /** Bytes of this rank's tile. */
  readonly tileBytes: number;
  /** External bytes counted across each gather. */
  readonly grew: number[];
}

export default defineProgram(async (ctx, o: GatherAllocOptions): Promise<GatherAllocResult> => {
  const grid = await ctx.grid({ shape: [...o.shape], procDims: [...o.procDims], halo: 1, storage: 'distributed' });
  const grew: number[] = [];
  for (let i = 0; i < o.gathers; i++) {
    const before = v8.getHeapStatistics().external_memory;
    grid.gather(0);
    grew.push(v8.getHeapStatistics().external_memory - before);
  }
  const cells = (s: readonly number[]) => s.reduce((x, y) => x * y, 1);
  return { rank: ctx.rank, gridBytes: cells(o.shape) * 8, tileBytes: cells(grid.extent) * 8, grew };
});
