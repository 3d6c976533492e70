/**
 * Grid gather is a snapshot: when the other ranks overwrite their tiles as soon as gather(0)
 * returns, the root's copy still equals the data at the time of the gather (both storages). And
 * it is the whole grid on any root, for row strips (received in place) and k-D tiles alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, type Storage } from '../src/index.ts';

const PROGRAM = new URL('./programs/grid-gather.ts', import.meta.url);
const REPS = 20;

describe('grid gather on chain:2', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'chain:2' });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each(['shared', 'distributed'] as Storage[])('%s storage: writes after gather do not reach the root copy', async (storage) => {
    // 600 x 600 doubles: copying them takes long enough that an unsynchronised writer would win.
    const run = await cluster.run<{ gathers: number; corrupted: number }>(PROGRAM, { n: 600, reps: REPS, storage });
    expect(run.results[0]).toEqual({ gathers: REPS, corrupted: 0 });
    expect(run.results[1]).toEqual({ gathers: 0, corrupted: 0 });
  });
});

describe('grid gather to every root', () => {
  const cases: [string, string, number[], number[]][] = [
    ['row strips of uneven height', 'chain:3', [7, 5], [3, 1]],
    ['2-D tiles', 'mesh:2x2', [9, 6], [2, 2]],
    ['3-D strips of whole planes', 'chain:2', [5, 3, 4], [2, 1, 1]],
    ['3-D tiles', 'mesh:2x2', [4, 5, 3], [1, 2, 2]],
  ];
  it.each(cases)('%s (%s): the root gets cell i = i, the others nothing', async (_name, topology, shape, procDims) => {
    const cluster = createCluster({ topology });
    try {
      for (const storage of ['distributed', 'shared'] as Storage[]) {
        const run = await cluster.run<{ root: number; ok: boolean }[]>(new URL('./programs/grid-gather-roots.ts', import.meta.url), {
          shape,
          procDims,
          storage,
        });
        expect(run.results).toEqual(run.results.map((_, r) => [{ root: r, ok: true }]));
      }
    } finally {
      await cluster.close();
    }
  });
});
