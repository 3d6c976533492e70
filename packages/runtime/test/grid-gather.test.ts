/**
 * Grid gather is a snapshot: when the other ranks overwrite their tiles as soon as gather(0)
 * returns, the root's copy still equals the data at the time of the gather (both storages).
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
