/**
 * Grid gather is a snapshot: when the other ranks overwrite their tiles as soon as gather(0)
 * returns, the root's copy still equals the data at the time of the gather (both storages). And
 * it is the whole grid on any root, for row strips (received in place) and k-D tiles alike. Only
 * the root's result is new memory (and a buffer of the links for a tile that arrives before the
 * root asks for it, once a run): the tile a rank packs and the tiles the root receives go through
 * the grid's scratch, which the next run on the thread takes back from the pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, type Storage } from '../src/index.ts';
import type { GatherAllocOptions, GatherAllocResult } from './programs/grid-gather-alloc.ts';

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

describe('the gathered grid goes to the host without a copy', () => {
  it.each([
    ['row strips', 'chain:2', [96, 40], [2, 1]],
    ['2-D tiles', 'mesh:2x2', [30, 22], [2, 2]],
  ])(
    '%s (%s), both storages: rank 0 returns it over a SharedArrayBuffer, which the host receives as such',
    async (_n, topology, shape, procDims) => {
      const cluster = createCluster({ topology });
      try {
        for (const storage of ['distributed', 'shared'] as Storage[]) {
          type Out = { whole: Float64Array; sharedOnRank: boolean } | undefined;
          const run = await cluster.run<Out>(new URL('./programs/grid-gather-result.ts', import.meta.url), { shape, procDims, storage });
          const r0 = run.results[0];
          const cells = shape.reduce((a, b) => a * b, 1);
          expect([storage, r0?.sharedOnRank, r0?.whole.buffer instanceof SharedArrayBuffer]).toEqual([storage, true, true]);
          expect(r0?.whole).toEqual(Float64Array.from({ length: cells }, (_, i) => i));
          expect(run.results.slice(1).every((r) => r === undefined)).toBe(true);
        }
      } finally {
        await cluster.close();
      }
    },
  );
});

describe('what a gather allocates', () => {
  it.each([
    // whole rows land in the result: nothing arrives early
    ['row strips', 'chain:2', [256, 128], [2, 1]],
    // tiles of partial rows, received through the root's scratch, every rank the root's neighbour
    // (on a mesh a routed tile can arrive interleaved with another one and be stashed by the links)
    ['column strips', 'ring:3', [192, 160], [1, 3]],
  ])('%s (%s): the root its result, the others nothing after the first gather of the first run', async (_n, topology, shape, procDims) => {
    const cluster = createCluster({ topology });
    try {
      const o: GatherAllocOptions = { shape, procDims, gathers: 6 };
      const first = (
        await cluster.run<GatherAllocResult, GatherAllocOptions>(new URL('./programs/grid-gather-alloc.ts', import.meta.url), o)
      ).results;
      const second = (
        await cluster.run<GatherAllocResult, GatherAllocOptions>(new URL('./programs/grid-gather-alloc.ts', import.meta.url), o)
      ).results;
      const senders = first.length - 1;
      // The root: its result, from the second gather of the first run on (the first also takes the
      // scratch for the tiles it receives) and, at most once per sending rank and run, the links'
      // buffer for a tile that arrived before the root asked for it (kept for the next such tile;
      // the program's barrier after each gather keeps one tile per link in flight).
      for (const [run, r] of [first[0], second[0]].entries() as Iterable<[number, GatherAllocResult]>) {
        const grew = run === 0 ? r.grew.slice(1) : r.grew;
        for (const g of grew) expect(g).toBeGreaterThanOrEqual(r.gridBytes);
        for (const g of grew) expect(g).toBeLessThan(r.gridBytes + senders * r.tileBytes * 1.25);
        expect(grew.filter((g) => g >= r.gridBytes + r.tileBytes / 4).length).toBeLessThanOrEqual(senders);
      }
      // The others: the scratch in the first gather of the first run (a quarter more than a tile), then nothing.
      for (const r of first.slice(1)) {
        expect(r.grew[0]).toBeGreaterThanOrEqual(r.tileBytes);
        for (const g of r.grew.slice(1)) expect(g).toBeLessThan(r.tileBytes / 4);
      }
      for (const r of second.slice(1)) for (const g of r.grew) expect(g).toBeLessThan(r.tileBytes / 4);
    } finally {
      await cluster.close();
    }
  });
});
