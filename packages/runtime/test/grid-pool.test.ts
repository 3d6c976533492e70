/**
 * A distributed grid's storage goes back to its thread when the run ends and the next run's grid
 * of a similar size takes it, refilled: no cell of a new grid shows what an earlier run wrote.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import { returnBuffers, takeBuffer } from '../src/mesh/buffer-pool.ts';
import type { PoolOptions, PoolResult } from './programs/grid-pool.ts';

const PROGRAM = new URL('./programs/grid-pool.ts', import.meta.url);

describe('grid storage pooled across runs', () => {
  const cluster = createCluster({ topology: 'chain:2' });
  afterAll(() => cluster.close());

  it("the second run reuses the first run's buffers, refilled with its boundary (0 and not 0)", async () => {
    const runs: PoolResult[][] = [];
    for (const boundary of [7, 0, 0, -2]) {
      const run = await cluster.run<PoolResult, PoolOptions>(PROGRAM, { boundary, rows: 64 });
      runs.push(run.results);
    }
    for (const results of runs) for (const r of results) expect(r.clean).toBe(true);
    // every run after the first finds the buffer its rank's previous run left
    for (const results of runs.slice(1)) for (const r of results) expect(r.reused).toBe(true);
  });

  it('a grid much smaller than the pooled buffers gets a new one', async () => {
    await cluster.run<PoolResult, PoolOptions>(PROGRAM, { boundary: 1, rows: 4096 });
    const run = await cluster.run<PoolResult, PoolOptions>(PROGRAM, { boundary: 1, rows: 8 });
    for (const r of run.results) expect(r).toEqual({ clean: true, reused: false });
  });
});

describe('the pool itself', () => {
  it('takes only buffers at least as large and at most about twice as large, each once', () => {
    const small = new ArrayBuffer(1000);
    const big = new ArrayBuffer(1 << 20);
    returnBuffers([small, big, big]);
    expect(takeBuffer(600_000)).toBe(big);
    expect(takeBuffer(600_000)).toBeUndefined();
    expect(takeBuffer(900)).toBe(small);
    expect(takeBuffer(900)).toBeUndefined();
  });
});
