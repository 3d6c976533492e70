/**
 * Distributed remaps are double-buffered: the storage a remap replaces becomes the next remap's
 * storage, so remapping back and forth allocates no new buffer after the first two, and the
 * refilled buffer holds the boundary value in its halo frame as a fresh one would.
 */
import { afterAll, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import type { RemapBuffersOptions } from './programs/remap-buffers.ts';

const cluster = createCluster({ topology: 'chain:2' });
afterAll(() => cluster.close());

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
  // rank 0 grows to 26 rows then shrinks back, rank 1 the other way: after the first remap the
  // grid alternates between the original buffer and the one the first remap allocated
  for (const r of run.results) {
    expect(r.ids).toEqual([0, 1, 0, 1, 0, 1, 0]);
    expect(r.boundaryHeld).toBe(true);
    expect(r.intact).toBe(true);
  }
});
