/**
 * What a gather allocates: each rank gathers its grid `gathers` times and reports, per gather, the
 * bytes of ArrayBuffer and SharedArrayBuffer memory this thread's allocator counted across the call
 * (`process.memoryUsage().arrayBuffers`; V8's `external_memory` leaves SharedArrayBuffers out, and
 * the root's result is one). Each gather starts after
 * two full collections, so no garbage is left that a collection during the gather could free and
 * take off the figure (a test's process only: the program turns on `--expose-gc` for it), and ends
 * with a barrier, so no sending rank is more than one tile ahead of the root.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
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

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;

export default defineProgram(async (ctx, o: GatherAllocOptions): Promise<GatherAllocResult> => {
  const grid = await ctx.grid({ shape: [...o.shape], procDims: [...o.procDims], halo: 1, storage: 'distributed' });
  const grew: number[] = [];
  for (let i = 0; i < o.gathers; i++) {
    // the first collection can leave freed buffers counted until the next one
    gc();
    gc();
    const before = process.memoryUsage().arrayBuffers;
    grid.gather(0);
    grew.push(process.memoryUsage().arrayBuffers - before);
    // no rank sends its next tile before the root has this gather's: one message in flight per link
    ctx.comm.barrier();
  }
  const cells = (s: readonly number[]) => s.reduce((x, y) => x * y, 1);
  return { rank: ctx.rank, gridBytes: cells(o.shape) * 8, tileBytes: cells(grid.extent) * 8, grew };
});
