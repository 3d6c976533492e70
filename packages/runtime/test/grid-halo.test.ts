/**
 * Grid halo exchange on real threads: after exchangeHalos every halo cell (corners included)
 * holds its global neighbour's value (wrapped on periodic axes) or the boundary value outside a
 * non-periodic grid, for both storages, several topologies, symmetric and asymmetric halos,
 * minimal tiles (as thin as the halo) and a 3-D grid on a 2-D processor grid.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, grayEmbedding, type HaloSpec, parseTopology, type Storage } from '../src/index.ts';
import { blockCuts, tileBox } from '../src/mesh/index.ts';
import type { HaloCase, HaloCaseResult } from './programs/grid-halo.ts';

const PROGRAM = new URL('./programs/grid-halo.ts', import.meta.url);
const BOUNDARY = -2.25;
const STORAGES: Storage[] = ['shared', 'distributed'];

function haloPairs(halo: HaloSpec, k: number): [number, number][] {
  return typeof halo === 'number' ? Array.from({ length: k }, () => [halo, halo]) : halo.map(([l, h]) => [l, h]);
}

function defaultProcDims(topology: string, k: number): number[] {
  const t = parseTopology(topology);
  const dims = t.kind === 'hypercube' ? [t.size] : [...t.dims];
  while (dims.length < k) dims.push(1);
  return dims;
}

function casesFor(topology: string): HaloCase[] {
  const cases: HaloCase[] = [];
  for (const storage of STORAGES) {
    for (const shape of [
      [9, 11],
      [8, 8], // on hypercube:2 and mesh:2x4 the tiles are exactly as thin as the wide halo
    ]) {
      for (const halo of [
        1,
        [
          [1, 2],
          [1, 2],
        ],
      ] as HaloSpec[]) {
        for (const periodic of [false, true, [true, false]]) cases.push({ shape, halo, storage, periodic, boundary: BOUNDARY });
      }
    }
    if (topology === 'mesh:2x2') {
      // 3-D grid on a 2-D processor grid: procDims default to [2, 2, 1].
      for (const halo of [
        1,
        [
          [1, 2],
          [2, 1],
          [1, 1],
        ],
      ] as HaloSpec[]) {
        for (const periodic of [false, true, [false, true, true]])
          cases.push({ shape: [5, 6, 4], halo, storage, periodic, boundary: BOUNDARY });
      }
    }
  }
  return cases;
}

function label(c: HaloCase): string {
  return `${c.storage} ${c.shape.join('x')} halo ${JSON.stringify(c.halo)} periodic ${JSON.stringify(c.periodic)}`;
}

/** Number of halo cells around a tile of extent `ext`. */
function haloCells(ext: number[], halo: [number, number][]): number {
  const outer = ext.reduce((p, e, a) => p * (e + (halo[a] as [number, number])[0] + (halo[a] as [number, number])[1]), 1);
  return outer - ext.reduce((p, e) => p * e, 1);
}

describe.each(['chain:2', 'ring:3', 'mesh:2x2', 'torus:2x2', 'hypercube:2', 'mesh:2x4'])('grid halos on %s', (topology) => {
  const cases = casesFor(topology);
  let cluster: Cluster;
  let results: HaloCaseResult[][]; // [rank][case]

  beforeAll(async () => {
    cluster = createCluster({ topology });
    const run = await cluster.run<HaloCaseResult[]>(PROGRAM, { cases });
    results = run.results;
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each(cases.map((c, i) => [label(c), i] as const))('%s', (_name, i) => {
    const c = cases[i] as HaloCase;
    const k = c.shape.length;
    const procDims = defaultProcDims(topology, k);
    const halo = haloPairs(c.halo, k);
    const decomposition = { shape: c.shape, procDims, cuts: c.shape.map((n, a) => blockCuts(n, procDims[a] as number)) };
    const size = procDims.reduce((x, y) => x * y, 1);
    expect(results).toHaveLength(size);
    const seen = new Set<string>();
    let total = 0;
    for (const [rank, perCase] of results.entries()) {
      const r = perCase[i] as HaloCaseResult;
      expect({ rank, mismatches: r.mismatches, examples: r.examples }).toEqual({ rank, mismatches: 0, examples: [] });
      expect(r.tileMismatches).toBe(0);
      // The tile is the block tile of the rank's processor coordinates...
      const box = tileBox(decomposition, r.procCoords);
      expect(r.tile).toEqual({ lo: box.lo, hi: box.hi });
      seen.add(r.procCoords.join(','));
      // ...and both rounds checked every one of its halo cells.
      const want = haloCells(
        box.hi.map((h, a) => h - (box.lo[a] as number)),
        halo,
      );
      expect(want).toBeGreaterThan(0);
      expect(r.checked).toEqual([want, want]);
      total += want;
    }
    // Every processor coordinate is used exactly once.
    expect(seen.size).toBe(size);
    expect(total).toBeGreaterThan(0);
  });

  if (topology.startsWith('hypercube')) {
    it('places strip i on rank gray(i), so neighbouring strips sit on neighbouring ranks', () => {
      const t = parseTopology(topology);
      const emb = grayEmbedding([t.size]);
      for (const [rank, perCase] of results.entries()) {
        const strip = (perCase[0] as HaloCaseResult).procCoords[0] as number;
        expect(emb.map(strip)).toBe(rank);
      }
      for (let s = 0; s + 1 < t.size; s++) expect(t.isNeighbour(emb.map(s), emb.map(s + 1))).toBe(true);
    });
  }
});
