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

it('alternating remaps reuse two buffers, keep the data and the boundary', async () => {
  const opts: RemapBuffersOptions = {
    shape: [40, 8],
    cuts: [
      [0, 26, 40],
      [0, 8],
    ],
    remaps: 6,
    boundary: 7,
  };
  const run = await cluster.run<{ ids: number[]; boundaryHeld: boolean; intact: boolean }>(
    new URL('./programs/remap-buffers.ts', import.meta.url),
    opts,
    { timeoutMs: 30_000 },
  );
  // rank 0 grows to 26 rows (its exact first buffer cannot hold them: a new one with headroom at
  // both ends), then shrinks back and grows again in that buffer; rank 1 loses and regains 6 rows
  // at its start, always in its first buffer
  expect(run.results.map((r) => r.ids)).toEqual([
    [0, 1, 1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
  ]);
  for (const r of run.results) {
    expect(r.boundaryHeld).toBe(true);
    expect(r.intact).toBe(true);
  }
});

it('remaps that move a tile along both axes alternate two buffers, keep the data and the boundary', async () => {
  const opts: RemapBuffersOptions = {
    shape: [40, 24],
    cuts: [
      [0, 26, 40],
      [0, 9, 24],
    ],
    remaps: 6,
    boundary: 7,
  };
  const run = await mesh.run<{ ids: number[]; boundaryHeld: boolean; intact: boolean }>(
    new URL('./programs/remap-buffers.ts', import.meta.url),
    opts,
    { timeoutMs: 30_000 },
  );
  // every tile changes its extent on axis 1, so none can stay in place: after the first remap the
  // grid alternates between the original buffer and the one the first remap allocated
  for (const r of run.results) {
    expect(r.ids).toEqual([0, 1, 0, 1, 0, 1, 0]);
    expect(r.boundaryHeld).toBe(true);
    expect(r.intact).toBe(true);
  }
});
