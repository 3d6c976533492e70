/**
 * Remaps back and forth between two decompositions: which storage buffer the grid holds after
 * each one (by identity, numbered in order of first appearance), whether the whole halo frame
 * holds the boundary value after each, and whether the data survived.
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
    // every halo cell (the frame around the tile) holds the boundary value after the remap, in a
    // reused buffer, a new one or storage moved in place
    const [r0, c0] = grid.tile.lo as [number, number];
    const [r1, c1] = grid.tile.hi as [number, number];
    for (let r = r0 - 1; r <= r1; r++) {
      for (let c = c0 - 1; c <= c1; c++) {
        if (r >= r0 && r < r1 && c >= c0 && c < c1) continue;
        boundaryHeld &&= grid.get([r, c]) === o.boundary;
      }
    }
  }
  const whole = grid.gather(0);
  return { ids, boundaryHeld, intact: ctx.rank !== 0 || whole?.every((x, i) => x === original[i]) };
});
