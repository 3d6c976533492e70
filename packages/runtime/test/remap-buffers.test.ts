/**
 * Distributed remaps allocate nothing once warm: a tile that moves only along the first axis (row
 * strips) stays in its buffer, the view moved by the planes its start moved, while it fits; other
 * remaps are double-buffered (the storage a remap replaces becomes the next remap's storage). Either
 * way the halo frame holds the boundary value afterwards, as a fresh buffer's would, and no cell is lost.
 */
import { afterAll, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import type { RemapBuffersOptions } from './programs/remap-buffers.ts';

const cluster = createCluster({ topology: 'chain:2' });
const mesh = createCluster({ topology: 'mesh:2x2' });
afterAll(() => Promise.all([cluster.close(), mesh.close()]));

type Outcome = { ids: number[]; boundaryHeld: boolean; intact: boolean };

/** Six remaps between the block cuts and `cuts` of a `shape` grid (boundary 7), on `on`. */
async function remaps(on: ReturnType<typeof createCluster>, shape: [number, number], cuts: number[][]): Promise<Outcome[]> {
  const opts: RemapBuffersOptions = { shape, cuts, remaps: 6, boundary: 7 };
  const run = await on.run<Outcome>(new URL('./programs/remap-buffers.ts', import.meta.url), opts, { timeoutMs: 30_000 });
  return run.results;
}

it('row strips stay in their buffers while they fit, keep the data and the boundary', async () => {
  const results = await remaps(
    cluster,
    [40, 8],
    [
      [0, 26, 40],
      [0, 8],
    ],
  );
  // rank 0 grows to 26 rows (its exact first buffer cannot hold them: a new one with headroom at
  // both ends), then shrinks back and grows again in that buffer; rank 1 loses and regains 6 rows
  // at its start, always in its first buffer
  expect(results.map((r) => r.ids)).toEqual([
    [0, 1, 1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
  ]);
  for (const r of results) {
    expect(r.boundaryHeld).toBe(true);
    expect(r.intact).toBe(true);
  }
});

it('remaps that move a tile along both axes alternate two buffers, keep the data and the boundary', async () => {
  const results = await remaps(
    mesh,
    [40, 24],
    [
      [0, 26, 40],
      [0, 9, 24],
    ],
  );
  // every tile changes its extent on axis 1, so none can stay in place: after the first remap the
  // grid alternates between the original buffer and the one the first remap allocated
  for (const r of results) {
    expect(r.ids).toEqual([0, 1, 0, 1, 0, 1, 0]);
    expect(r.boundaryHeld).toBe(true);
    expect(r.intact).toBe(true);
  }
});
