/**
 * Issue 24, item 5: `resourceLimits` cap V8's heap, not ArrayBuffers (a rank held 3 GB of grid
 * storage under a 64 MB heap limit). `memoryBudgetMb` counts the buffers the runtime allocates
 * for a rank and refuses, on the rank and before allocating, a request that would pass it, with
 * MW_MEMORY_BUDGET naming the rank, the request, what the rank holds and the budget.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import { pooledBytes, returnBuffers, trimPool } from '../src/mesh/buffer-pool.ts';
import { MemoryBudget } from '../src/mesh/memory-budget.ts';
import type { BudgetOptions, BudgetResult, BudgetScenario } from './programs/memory-budget.ts';

const PROGRAM = new URL('./programs/memory-budget.ts', import.meta.url);
const MiB = 2 ** 20;

function run(cluster: Cluster, scenario: BudgetScenario) {
  return cluster.run<BudgetResult, BudgetOptions>(PROGRAM, { scenario }, { timeoutMs: 60_000 });
}

/** The MW_MEMORY_BUDGET a run failed with (the cause of its MW_RANK_FAILED). */
async function budgetError(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
  const cause = (err as MeshworkError).cause as MeshworkError;
  expect(cause).toBeInstanceOf(MeshworkError);
  expect(cause.code).toBe(ErrorCodes.MEMORY_BUDGET);
  expect((err as MeshworkError).message).toContain('[MW_MEMORY_BUDGET]');
  return cause;
}

// chain:2 cuts a [1024, 512] grid into two 512-row tiles: 514 x 514 float64 with the halo.
const TILE_BYTES = 514 * 514 * 8;

describe('memoryBudgetMb: a per-rank budget of the buffers the runtime allocates', () => {
  const cluster = createCluster({ topology: 'chain:2', spin: false, memoryBudgetMb: 4 });
  afterAll(() => cluster.close());

  it('grids within the budget run', async () => {
    const r = await run(cluster, { kind: 'grids', shapes: [[1024, 512]] });
    expect(r.results.map((x) => x.cells)).toEqual([514 * 514, 514 * 514]);
  });

  it('a second grid past the budget is MW_MEMORY_BUDGET naming the rank, the request, what is held and the budget', async () => {
    const err = await budgetError(
      run(cluster, {
        kind: 'grids',
        shapes: [
          [1024, 512],
          [1024, 512],
        ],
      }),
    );
    expect([0, 1]).toContain(err.rank);
    expect(err.message).toContain(`rank ${err.rank}: the distributed storage (this rank's 514x514 tile with its halo)`);
    expect(err.message).toContain(`of a [1024, 512] float64 grid needs ${TILE_BYTES} bytes (2.0 MiB)`);
    expect(err.message).toContain(`the rank holds ${TILE_BYTES} bytes`);
    expect(err.message).toContain(`memory budget of ${4 * MiB} bytes (4.0 MiB) (memoryBudgetMb)`);
    expect(err.message).toContain(`expected at most ${4 * MiB - TILE_BYTES} bytes`);
  });

  it('a grid of gigabytes is refused before anything is allocated (the 3 GB rank under a 64 MB heap)', async () => {
    const big = createCluster({ topology: 'chain:1', memoryBudgetMb: 64, resourceLimits: { maxOldGenerationSizeMb: 64 } });
    try {
      const err = await budgetError(run(big, { kind: 'grids', shapes: [[16_384, 24_576]] }));
      expect(err.rank).toBe(0);
      expect(err.message).toContain(`needs ${16_386 * 24_578 * 8} bytes`);
    } finally {
      await big.close();
    }
  });

  it("the same grid run after run reuses the thread's pooled storage, counted once (no double count across runs)", async () => {
    const reused: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      // 2 MiB of 4 held each run: counting the pooled buffer beside the grid that took it would refuse
      const r = await run(cluster, { kind: 'grids', shapes: [[1024, 512]] });
      reused.push(...r.results.map((x) => x.reused));
    }
    expect(reused.slice(2)).toEqual([true, true, true, true, true, true]);
  });

  it('a grid the pooled buffers cannot serve drops them: pooled and held bytes stay within the budget', async () => {
    await run(cluster, { kind: 'grids', shapes: [[1024, 512]] }); // 2 MiB pooled per rank afterwards
    // 3 MiB per rank: too large for the pooled 2 MiB; beside it 5 MiB > 4, so the pool gives it up
    const r = await run(cluster, { kind: 'grids', shapes: [[1536, 512]] });
    expect(r.results.map((x) => x.reused)).toEqual([false, false]);
    await run(cluster, { kind: 'grids', shapes: [[1024, 512]] });
  });

  it('a shared-storage grid counts on rank 0, which allocates it', async () => {
    const r = await run(cluster, { kind: 'shared', shape: [1000, 500] }); // 3.8 MiB
    expect(r.results[0]?.cells).toBe(1002 * 502);
    const err = await budgetError(run(cluster, { kind: 'shared', shape: [1500, 500] }));
    expect(err.rank).toBe(0);
    expect(err.message).toContain('the shared storage (with its ghost frame) of a [1500, 500] float64 grid');
  });

  it("grid.gather's whole-grid array on the root is checked", async () => {
    // fresh clusters: no buffers pooled by the tests before
    const strips = createCluster({ topology: 'chain:2', spin: false, memoryBudgetMb: 4 });
    const tiles = createCluster({ topology: 'mesh:2x2', spin: false, memoryBudgetMb: 4 });
    try {
      const ok = await run(strips, { kind: 'gather', shape: [512, 256] }); // 1 MiB
      expect(ok.results[0]?.cells).toBe(512 * 256);
      // row strips: the other rank's tile goes straight into the whole array, so rank 0 needs the
      // whole 3.1 MiB beside its own 1.6 MiB tile: over the budget; rank 1 packs its tile (1.6 MiB)
      // beside it: within it
      const err = await budgetError(run(strips, { kind: 'gather', shape: [1600, 256] }));
      expect(err.rank).toBe(0);
      expect(err.message).toContain(`grid.gather (the whole grid) of a [1600, 256] float64 grid needs ${1600 * 256 * 8} bytes`);
      // 2-D tiles are received into a tile-sized array first, which counts too: 2 + 0.5 MiB beside
      // the root's own 0.5 MiB tile fit, 4 + 1 do not
      const tileOk = await run(tiles, { kind: 'gather', shape: [512, 512] });
      expect(tileOk.results[0]?.cells).toBe(512 * 512);
      const tileErr = await budgetError(run(tiles, { kind: 'gather', shape: [1024, 512] }));
      expect(tileErr.rank).toBe(0);
      expect(tileErr.message).toContain(
        `grid.gather (the whole grid and the largest tile received) of a [1024, 512] float64 grid needs ${(1024 * 512 + 512 * 256) * 8} bytes`,
      );
    } finally {
      await Promise.all([strips.close(), tiles.close()]);
    }
  });

  it('the staging array of a collective over links counts', async () => {
    const ok = await run(cluster, { kind: 'allreduce', length: 1000 });
    expect(ok.results.map((x) => x.cells)).toEqual([1000, 1000]);
    const err = await budgetError(run(cluster, { kind: 'allreduce', length: 600_000 })); // 4.6 MB
    expect(err.message).toContain('the staging array of a collective over links needs 4800008 bytes');
  });
});

describe('without a budget', () => {
  it('nothing is counted: the grids over the budget above run', async () => {
    const cluster = createCluster({ topology: 'chain:2', spin: false });
    try {
      const r = await run(cluster, {
        kind: 'grids',
        shapes: [
          [1024, 512],
          [1024, 512],
        ],
      });
      expect(r.results.map((x) => x.cells)).toEqual([2 * 514 * 514, 2 * 514 * 514]);
    } finally {
      await cluster.close();
    }
  });
});

describe('MemoryBudget and the thread pool', () => {
  it('a new buffer drops pooled ones that would not fit beside it; returned buffers are kept within the budget', () => {
    trimPool(0);
    const budget = new MemoryBudget(3, 4 * MiB);
    const held = { bytes: 0, heldBytes: () => held.bytes };
    budget.track(held);
    returnBuffers([new ArrayBuffer(2 * MiB), new ArrayBuffer(MiB / 2)]);
    // 3 MiB: no pooled buffer serves it; 1 MiB is left beside it, so only the 0.5 MiB one stays
    const got = budget.buffer(3 * MiB, 'a test buffer');
    expect(got.zeroed).toBe(true);
    expect(pooledBytes()).toBe(MiB / 2);
    held.bytes = 3 * MiB;
    // a pooled buffer is taken only when it fits: the 0.5 MiB one does, counted once as it is taken
    const small = budget.buffer(MiB / 2, 'a small one');
    expect(small.zeroed).toBe(false);
    expect(pooledBytes()).toBe(0);
    held.bytes += MiB / 2;
    expect(() => budget.buffer(MiB, 'one too many')).toThrow(/rank 3: one too many needs 1048576 bytes .* holds 3670016 bytes/);
    // the run ends: what goes back to the pool is trimmed to the budget
    held.bytes = 0;
    budget.release([got.buffer, small.buffer, new ArrayBuffer(2 * MiB)]);
    expect(pooledBytes()).toBeLessThanOrEqual(4 * MiB);
    trimPool(0);
  });
});
