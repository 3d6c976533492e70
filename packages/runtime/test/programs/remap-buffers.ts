/**
 * Remaps back and forth between two decompositions: which storage buffer the grid holds after
 * each one (by identity, numbered in order of first appearance), and whether the data survived.
 */
import { defineProgram } from '../../src/index.ts';

export interface RemapBuffersOptions {
  readonly shape: readonly [number, number];
  readonly cuts: readonly (readonly number[])[];
  readonly remaps: number;
  readonly boundary: number;
}

export default defineProgram(async (ctx, o: RemapBuffersOptions) => {
  const grid = await ctx.grid({ shape: o.shape, halo: 1, storage: 'distributed', boundary: o.boundary });
  const n = o.shape[0] * o.shape[1];
  const original = Float64Array.from({ length: n }, (_, i) => i * 2 + 1);
  grid.load(original);
  const block = grid.decomposition.cuts.map((c) => [...c]);
  const seen: ArrayBufferLike[] = [grid.data.buffer];
  const ids: number[] = [0];
  let boundaryHeld = true;
  for (let i = 0; i < o.remaps; i++) {
    grid.remap(i % 2 === 0 ? o.cuts : block);
    const b = grid.data.buffer;
    if (!seen.includes(b)) seen.push(b);
    ids.push(seen.indexOf(b));
    // the outer halo row above the first tile keeps the boundary value after a reused buffer
    if (grid.tile.lo[0] === 0) boundaryHeld &&= grid.get([-1, 0]) === o.boundary;
  }
  const whole = grid.gather(0);
  return { ids, boundaryHeld, intact: ctx.rank !== 0 || whole?.every((x, i) => x === original[i]) };
});
