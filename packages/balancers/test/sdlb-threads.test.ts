/**
 * SDLB on real threads: one balance of a grid whose cells have a seeded integer cost, on a chain
 * (1-D), a 2x2 mesh (k-D and one axis), a hypercube (strips, Gray-embedded) and a ring of 8, with
 * both collective modes. Checks: every rank ends with the same cuts, equal to the pure planSdlb on
 * the same loads; the data is conserved; links and shm collectives give identical decisions; the
 * reported max/avg after is within the algorithm's bound.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Layout, planSdlb, profilesFromCost, type SdlbOptions } from '../src/sdlb/index.ts';
import type { SdlbBalanceOptions, SdlbBalanceResult } from './programs/sdlb-balance.ts';
import { type CostSpec, cellCost } from './programs/sdlb-common.ts';

const PROGRAM = new URL('./programs/sdlb-balance.ts', import.meta.url);
const MODES = ['shm', 'links'] as const;

interface Case {
  readonly name: string;
  readonly shape: number[];
  readonly procDims: number[];
  readonly cost: CostSpec;
  readonly sdlb: SdlbOptions;
  /** Expected route of the decision ('scan' or 'reduce'). */
  readonly path: 'scan' | 'reduce';
  readonly range?: { readonly minPart: number };
}

/** The collective decision over shm and over links collectives, and the fast one from the load snapshot. */
async function runBoth(cluster: Cluster, c: Case): Promise<Record<(typeof MODES)[number] | 'fast', SdlbBalanceResult[]>> {
  const base = { shape: c.shape, cost: c.cost, ...(c.range === undefined ? {} : { range: c.range }) };
  const out = {} as Record<(typeof MODES)[number] | 'fast', SdlbBalanceResult[]>;
  for (const mode of MODES) {
    const opts: SdlbBalanceOptions = { ...base, sdlb: { ...c.sdlb, decision: 'faithful' } };
    const r = await cluster.run<SdlbBalanceResult>(PROGRAM, opts, { collectives: mode, timeoutMs: 20_000 });
    expect(r.results.every((x) => x.mode === mode)).toBe(true);
    out[mode] = r.results;
  }
  out.fast = (await cluster.run<SdlbBalanceResult>(PROGRAM, { ...base, sdlb: c.sdlb }, { timeoutMs: 20_000 })).results;
  return out;
}

const figures: string[] = [];

/**
 * One cluster per topology, started together: worker start-up dominates these tests, and
 * overlapping it roughly halves the wall time.
 */
const TOPOLOGIES = ['chain:4', 'mesh:2x2', 'hypercube:3', 'ring:8'] as const;
const clusters = {} as Record<(typeof TOPOLOGIES)[number], Cluster>;

beforeAll(async () => {
  for (const t of TOPOLOGIES) clusters[t] = createCluster(t === 'ring:8' ? { topology: t, collectives: 'links' } : { topology: t });
  const warm: SdlbBalanceOptions = { shape: [16, 16], cost: { seed: 1, kind: 'unit' }, sdlb: {} };
  // one cluster at a time: 22 threads starting at once on 2 cores take most of a minute to load
  for (const t of TOPOLOGIES) await clusters[t].run(PROGRAM, warm, { timeoutMs: 50_000 });
}, 180_000);

afterAll(async () => {
  await Promise.all(TOPOLOGIES.map((t) => clusters[t]?.close()));
});

/** The checks every case gets; returns the reference plan. */
function checkCase(c: Case, results: Record<(typeof MODES)[number] | 'fast', SdlbBalanceResult[]>) {
  const shm = results.shm;
  const first = shm[0] as SdlbBalanceResult;
  const layout: Layout = {
    shape: c.shape,
    procDims: c.procDims,
    cuts: first.cutsBefore,
    minExtent: c.shape.map(() => c.range?.minPart ?? 1),
  };
  const cost = (g: readonly number[]) => cellCost(c.cost, c.shape, g);
  const plan = planSdlb(layout, profilesFromCost(layout, cost), c.sdlb);
  for (const mode of MODES) {
    const rs = results[mode];
    for (const r of rs) {
      // Identical cuts on every rank, applied to the grid, equal to the pure reference.
      expect(r.report.cuts).toEqual(first.report.cuts);
      expect(r.cutsAfter).toEqual(r.report.cuts);
      expect(r.cutsAfter).toEqual(plan.cuts);
      expect(r.report.skipped).toBeUndefined();
      expect(r.tileMismatches).toBe(0);
    }
    // Conservation: the gathered grid equals the original, the load is the same.
    expect((rs[0] as SdlbBalanceResult).gatherMismatches).toBe(0);
    const before = rs.reduce((s, r) => s + r.loadBefore, 0);
    expect(rs.reduce((s, r) => s + r.loadAfter, 0)).toBe(before);
    const axes = (first.report.details as { axes: { path: string }[] }).axes;
    for (const a of axes) expect(a.path.startsWith(c.path)).toBe(true);
  }
  // The fast decision (every rank plans from the load snapshot) gives the same cuts, applied alike.
  for (const r of results.fast) {
    expect(r.report.cuts).toEqual(plan.cuts);
    expect(r.cutsAfter).toEqual(plan.cuts);
    expect(r.tileMismatches).toBe(0);
    expect(r.report.sweeps).toBe(0);
  }
  expect((results.fast[0] as SdlbBalanceResult).gatherMismatches).toBe(0);
  // Links and shm collectives decide the same, figure for figure.
  for (const [i, r] of results.links.entries()) {
    expect(r.report.cuts).toEqual(shm[i]?.report.cuts);
    expect(r.report.details).toEqual(shm[i]?.report.details);
    expect(r.report.sweeps).toBe(shm[i]?.report.sweeps);
  }
  expect(first.report.sweeps).toBeGreaterThan(0);
  const loads = shm.map((r) => r.loadAfter);
  const loadsBefore = shm.map((r) => r.loadBefore);
  const avg = loads.reduce((s, x) => s + x, 0) / loads.length;
  const moa = (xs: number[]) => Math.max(...xs) / avg;
  figures.push(
    `${c.name}: max/avg ${moa(loadsBefore).toFixed(3)} -> ${moa(loads).toFixed(3)}, sweeps ${first.report.sweeps}, moved ${first.report.unitsMoved} planes, cuts ${JSON.stringify(first.report.cuts)}`,
  );
  return { plan, loads, loadsBefore, avg };
}

/** One decomposed axis: the runtime's `after` is the per-rank load; check it against the bound. */
function checkStripBound(r: SdlbBalanceResult, unit: boolean) {
  const ax = (r.report.details as { axes: { abar: number; upperBound: number; wmax: number }[] }).axes[0] as {
    abar: number;
    upperBound: number;
    wmax: number;
  };
  const after = r.report.after;
  expect(after.max).toBeLessThanOrEqual(ax.upperBound);
  if (unit) {
    // Algorithm 1 / 3 on unit points: floor(Abar) <= A_i <= ceil(Abar).
    expect(after.max).toBeLessThanOrEqual(Math.ceil(ax.abar));
    expect(after.maxOverAvg).toBeLessThanOrEqual(Math.ceil(ax.abar) / ax.abar + 1e-12);
  }
  expect(after.maxOverAvg).toBeLessThan(r.report.before.maxOverAvg);
}

describe('sdlb on a chain of 4 (1-D grid)', () => {
  const cluster = () => clusters['chain:4'];
  const base = { shape: [96], procDims: [4], cost: { seed: 11, kind: 'unit' } as CostSpec, path: 'scan' as const };

  it('Algorithm 1 (mode 1d): floor(Abar) <= A_i <= ceil(Abar), same cuts everywhere and in both modes', async () => {
    const c: Case = { ...base, name: 'chain:4 1d', sdlb: { mode: '1d' } };
    const res = await runBoth(cluster(), c);
    checkCase(c, res);
    checkStripBound(res.shm[0] as SdlbBalanceResult, true);
  });

  it('Algorithm 2 (mode buffered, b = 30): no rank holds more than b points', async () => {
    const c: Case = { ...base, name: 'chain:4 buffered b=30', sdlb: { mode: 'buffered', buffer: 30 } };
    const res = await runBoth(cluster(), c);
    checkCase(c, res);
    const cuts = (res.shm[0] as SdlbBalanceResult).report.cuts[0] as number[];
    for (let j = 0; j < 4; j++) expect((cuts[j + 1] as number) - (cuts[j] as number)).toBeLessThanOrEqual(30);
    const ax = ((res.shm[0] as SdlbBalanceResult).report.details as { axes: { alpha: number; abar: number }[] }).axes[0];
    expect(ax?.alpha).toBeCloseTo((ax?.abar as number) / (30 - 96 / 4), 12);
  });
});

describe('sdlb on a 2x2 mesh (2-D grid)', () => {
  const cluster = () => clusters['mesh:2x2'];
  const base = { shape: [24, 20], procDims: [2, 2], cost: { seed: 5, kind: 'hotspot' } as CostSpec, path: 'scan' as const };

  it('Algorithm 3 (mode kd, both axes): hyperplane loads within Abar + q, max/avg improves', async () => {
    const c: Case = { ...base, name: 'mesh:2x2 kd', sdlb: {} };
    const res = await runBoth(cluster(), c);
    const { plan, loads, loadsBefore } = checkCase(c, res);
    const details = (res.shm[0] as SdlbBalanceResult).report.details as { axes: { axis: number; upperBound: number; sweeps: number }[] };
    expect(details.axes.map((a) => a.axis)).toEqual([0, 1]);
    for (const ax of plan.axes) {
      expect(ax.skipped).toBeUndefined();
      expect(Math.max(...(ax.outcome?.loads ?? []))).toBeLessThanOrEqual(details.axes[ax.axis]?.upperBound as number);
      // max over the processor hyperplane, scan, [total, q], candidates
      expect(details.axes[ax.axis]?.sweeps).toBe(4);
    }
    expect(Math.max(...loads)).toBeLessThan(Math.max(...loadsBefore));
  });

  it('a range of 4 parts on the mesh (scan in rank order), minPart 0', async () => {
    const c: Case = {
      name: 'mesh:2x2 range',
      shape: [200],
      procDims: [4],
      cost: { seed: 21, kind: 'unit' },
      sdlb: { mode: '1d' },
      path: 'scan',
      range: { minPart: 0 },
    };
    const res = await runBoth(cluster(), c);
    checkCase(c, res);
    checkStripBound(res.shm[0] as SdlbBalanceResult, true);
    const ax = ((res.shm[0] as SdlbBalanceResult).report.details as { axes: { path: string }[] }).axes[0];
    expect(ax?.path).toBe('scan along all ranks in rank order');
  });

  it('mode 1d along axis 1 only: axis 0 keeps its cuts', async () => {
    const c: Case = { ...base, name: 'mesh:2x2 1d axis 1', sdlb: { mode: '1d', axis: 1 } };
    const res = await runBoth(cluster(), c);
    checkCase(c, res);
    const r = res.shm[0] as SdlbBalanceResult;
    expect(r.report.cuts[0]).toEqual(r.cutsBefore[0]);
    expect(r.report.cuts[1]).not.toEqual(r.cutsBefore[1]);
  });

  it('Algorithm 4 (mode kd with buffer 14): at most 14 planes per part on each axis', async () => {
    const c: Case = { ...base, name: 'mesh:2x2 kd b=14', sdlb: { buffer: 14 } };
    const res = await runBoth(cluster(), c);
    checkCase(c, res);
    for (const cuts of (res.shm[0] as SdlbBalanceResult).report.cuts) {
      for (let j = 0; j + 1 < cuts.length; j++) expect((cuts[j + 1] as number) - (cuts[j] as number)).toBeLessThanOrEqual(14);
    }
  });
});

describe('sdlb on hypercube:3 (Gray-embedded strips) and ring:8', () => {
  const cube = () => clusters['hypercube:3'];
  const ring = () => clusters['ring:8'];

  it('hypercube:3 strips (path reduce): same cuts as the pure plan, bound holds', async () => {
    const c: Case = {
      name: 'hypercube:3 kd strips',
      shape: [64, 6],
      procDims: [8, 1],
      cost: { seed: 3, kind: 'hotspot' },
      sdlb: {},
      path: 'reduce',
    };
    const res = await runBoth(cube(), c);
    checkCase(c, res);
    checkStripBound(res.shm[0] as SdlbBalanceResult, false);
  });

  it('hypercube:3, a long 1-D grid (6000 planes: the plane-load reduction goes in slices)', async () => {
    const c: Case = {
      name: 'hypercube:3 1-D n=6000',
      shape: [6000],
      procDims: [8],
      cost: { seed: 4, kind: 'unit' },
      sdlb: { mode: '1d' },
      path: 'reduce',
    };
    const res = await runBoth(cube(), c);
    checkCase(c, res);
    checkStripBound(res.shm[0] as SdlbBalanceResult, true);
    expect((res.shm[0] as SdlbBalanceResult).report.sweeps).toBe(6);
  });

  it('ring:8 strips (scan along the ring, links by default): Algorithm 1 and kd', async () => {
    for (const sdlb of [{ mode: '1d' }, {}] as SdlbOptions[]) {
      const c: Case = {
        name: `ring:8 ${sdlb.mode ?? 'kd'}`,
        shape: [96, 3],
        procDims: [8, 1],
        cost: { seed: 9, kind: 'unit' },
        sdlb,
        path: 'scan',
      };
      const res = await runBoth(ring(), c);
      checkCase(c, res);
      // A row holds up to 3 active cells, so these are weighted points: A_i <= Abar + q.
      checkStripBound(res.shm[0] as SdlbBalanceResult, false);
    }
    console.log(figures.join('\n'));
  });
});
