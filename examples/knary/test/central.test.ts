/** knary on piscina's own queue (the `central` baseline): same nodes and checksum as the reference. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultCutDepth, KnaryPool, knarySequential, work } from '../src/index.ts';

describe('knary central (piscina queue)', () => {
  let pool: KnaryPool;
  beforeAll(() => {
    pool = new KnaryPool(2);
  });
  afterAll(async () => {
    await pool.close();
  });

  it.each([
    { h: 1, d: 3, s: 0 },
    { h: 4, d: 3, s: 1 },
    { h: 5, d: 4, s: 2 },
    { h: 6, d: 2, s: 2 },
    { h: 3, d: 5, s: 0 },
  ])(
    'knary($h, $d, $s): every node once, at every cut depth',
    async ({ h, d, s }) => {
      const o = { h, d, s, iters: 20 };
      const want = knarySequential(o);
      for (let cut = 0; cut < h; cut++) {
        const got = await pool.run(o, cut);
        expect({ nodes: got.nodes, checksum: got.checksum }).toEqual(want);
        // One task per node above the cut, one per subtree at it.
        expect(got.tasks).toBe(work(cut + 1, d));
        expect(got.perThread.reduce((a, b) => a + b, 0)).toBe(want.nodes);
      }
    },
    60_000,
  );

  it('cuts where a level has at least 8 tasks per thread, inside the tree', () => {
    expect(defaultCutDepth({ h: 10, d: 2, s: 0, iters: 1 }, 2)).toBe(4);
    expect(defaultCutDepth({ h: 2, d: 2, s: 0, iters: 1 }, 2)).toBe(1);
    expect(defaultCutDepth({ h: 6, d: 5, s: 1, iters: 1 }, 2)).toBe(2);
  });
});
