/**
 * The SPMD Jacobi stencil equals the sequential oracle bit for bit (Object.is per element) for
 * seeded random configurations on 1 to 8 ranks, every topology kind and both storages; its
 * work-unit LE is the one of the block decomposition; grids smaller than the rank grid fail with
 * MW_INVALID_DECOMPOSITION.
 */
import { type Cluster, createCluster, ErrorCodes, MeshworkError, mulberry32, parseTopology, type Storage } from '@meshwork/runtime';
import { blockCuts } from '@meshwork/runtime/plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StencilProgramOptions, StencilRankResult } from '../src/program.ts';
import { DEFAULTS, initialBox, initialField, stencilSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const STORAGES: Storage[] = ['shared', 'distributed'];
const CONFIGS_PER_TOPOLOGY = 4;

/** Topologies of 1 to 8 ranks covering every kind; the grid's processor dims follow the topology. */
const TOPOLOGIES = ['chain:1', 'ring:2', 'chain:3', 'hypercube:2', 'ring:5', 'torus:2x3', 'chain:7', 'mesh:2x4'];
/** `pnpm test` runs the topologies marked in CORE; `pnpm test:full` runs them all (vitest.config.ts). */
const FULL = process.env.MESHWORK_TEST_TIER === 'full';
const CORE = [1, 2, 5];

function procDimsOf(topology: string): [number, number] {
  const t = parseTopology(topology);
  if (t.kind === 'hypercube' || t.dims.length === 1) return [t.size, 1];
  return [t.dims[0] as number, t.dims[1] as number];
}

function configs(seed: number): StencilProgramOptions[] {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const boundaries = [0, 1, -0.75, 0.1];
  return Array.from({ length: CONFIGS_PER_TOPOLOGY }, (_, i) => ({
    rows: int(12, 40),
    cols: int(12, 40),
    iterations: int(1, 6),
    seed: int(0, 1_000_000),
    boundary: boundaries[int(0, boundaries.length - 1)] as number,
    storage: STORAGES[i % 2] as Storage,
    gather: true,
  }));
}

/** Work units per processor: iterations x tile cells of the block decomposition. */
function blockWork(c: StencilProgramOptions, [pr, pc]: [number, number]): number[] {
  const rs = blockCuts(c.rows, pr);
  const cs = blockCuts(c.cols, pc);
  const out: number[] = [];
  for (let i = 0; i < pr; i++) {
    for (let j = 0; j < pc; j++)
      out.push(c.iterations * ((rs[i + 1] as number) - (rs[i] as number)) * ((cs[j + 1] as number) - (cs[j] as number)));
  }
  return out;
}

describe.each(TOPOLOGIES.map((t, i) => [t, i] as const).filter(([, i]) => FULL || CORE.includes(i)))('stencil on %s', (topology, index) => {
  const procDims = procDimsOf(topology);
  const cases = configs(42 + index);
  let cluster: Cluster;

  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each(
    cases.map((c) => [`${c.storage} ${c.rows}x${c.cols}, ${c.iterations} sweeps, boundary ${c.boundary}, seed ${c.seed}`, c] as const),
  )('%s: bit-identical to the sequential stencil, LE from the block decomposition', async (_name, c) => {
    const run = await cluster.run<StencilRankResult>(PROGRAM, c);
    const field = run.results[0]?.field;
    const want = stencilSequential(c);
    expect(field).toBeInstanceOf(Float64Array);
    expect(field?.length).toBe(c.rows * c.cols);
    let differing = 0;
    let first = -1;
    for (let i = 0; i < want.length; i++) {
      if (!Object.is(field?.[i], want[i])) {
        differing++;
        if (first < 0) first = i;
      }
    }
    expect({ differing, first }).toEqual({ differing: 0, first: -1 });
    // Only rank 0 gathers.
    for (const r of run.results.slice(1)) expect(r.field).toBeUndefined();

    // Work units: each rank reports its tile once per sweep.
    const work = blockWork(c, procDims);
    expect([...run.metrics.totals.workUnits].sort((a, b) => a - b)).toEqual([...work].sort((a, b) => a - b));
    const sum = work.reduce((a, b) => a + b, 0);
    expect(sum).toBe(c.iterations * c.rows * c.cols);
    const max = Math.max(...work);
    expect(run.metrics.totals.work.le).toBe(sum / work.length / max);
    // ...which is the LE of the tile sizes: ceil-division tiles against the average.
    const avgCells = (c.rows * c.cols) / work.length;
    const maxCells = Math.ceil(c.rows / procDims[0]) * Math.ceil(c.cols / procDims[1]);
    expect(run.metrics.totals.work.le).toBeCloseTo(avgCells / maxCells, 12);
  });

  // Bad input, after the good runs on the same cluster (a failed run leaves it usable anyway).
  const base: StencilProgramOptions = { rows: 16, cols: 16, iterations: 2, seed: 3, boundary: 1, storage: 'distributed', gather: true };
  const tooSmall: [string, Partial<StencilProgramOptions>][] =
    topology === 'mesh:2x4'
      ? [
          ['too few columns (3 < 4 ranks per row)', { cols: 3 }],
          ['too few rows (1 < 2 ranks per column)', { rows: 1 }],
          ['too few columns, shared storage', { cols: 2, storage: 'shared' }],
        ]
      : topology === 'chain:7'
        ? [['too few rows (6 < 7 ranks)', { rows: 6 }]]
        : [];
  if (tooSmall.length > 0)
    it.each(tooSmall)('grid smaller than the rank grid, %s: a rank failure with MW_INVALID_DECOMPOSITION', async (_name, change) => {
      const err = await cluster.run(PROGRAM, { ...base, ...change }).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
      expect((err as MeshworkError).message).toContain(ErrorCodes.INVALID_DECOMPOSITION);
    });
});

describe('initialBox', () => {
  it('draws any box of the field bit for bit as initialField does, into a padded layout', () => {
    const o = { ...DEFAULTS, rows: 37, cols: 23, seed: 5 };
    const field = initialField(o);
    const stride = 23 + 4;
    const out = new Float64Array(40 * stride).fill(-1);
    initialBox(o, [5, 3], [17, 20], out, stride, 2 * stride + 1);
    for (let i = 5; i < 17; i++) {
      for (let j = 3; j < 20; j++) expect(Object.is(out[2 * stride + 1 + (i - 5) * stride + (j - 3)], field[i * 23 + j])).toBe(true);
    }
    // nothing outside the box is written
    expect(out[2 * stride]).toBe(-1);
    expect(out[2 * stride + 1 + 17]).toBe(-1);
  });
});

describe('the checksum a benchmark run returns', () => {
  // row strips (2, 3 and 4 of them) sum in place, the strip above passing its running sum down; 2x2 tiles gather
  it.each(['mesh:2x1', 'chain:3', 'chain:4', 'mesh:2x2'])(
    '%s: the weighted sum of the sequential field in index order, bit for bit (both storages)',
    async (topology) => {
      const o = { ...DEFAULTS, rows: 37, cols: 29, iterations: 5, seed: 3 };
      const field = stencilSequential(o);
      let want = 0;
      for (let i = 0; i < field.length; i++) want += (field[i] as number) * ((i % 7) + 1);
      const cluster = createCluster({ topology });
      try {
        for (const storage of ['distributed', 'shared'] as const) {
          const run = await cluster.run<StencilRankResult, StencilProgramOptions>(PROGRAM, { ...o, storage, gather: false });
          expect(Object.is(run.results[0]?.checksum, want)).toBe(true);
          expect(run.results[0]?.field).toBeUndefined();
        }
      } finally {
        await cluster.close();
      }
    },
    60_000,
  );
});
