/**
 * The SPMD program equals the sequential reference bit for bit (image, iteration count, pixels
 * removed per iteration) on seeded random configurations: 1 to 8 ranks, chain and ring
 * topologies, every case (static, gde every 2, gde once, sdlb 1-D) plus central and functional,
 * both storages, both load measures, both ExEdge modes. Work units are deterministic: the ranks'
 * work of an iteration sums to the object size at its start. Balancing by pixel counts improves
 * a skewed image's balance; the 'once' and 'every 2' policies balance when they should. An image
 * smaller than the rank grid fails with typed errors.
 */
import { fileURLToPath } from 'node:url';
import { runSettings } from '@meshwork/harness';
import { type Cluster, createCluster, ErrorCodes, MeshworkError, mulberry32, type Storage } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holes, objectComponents } from '../src/analysis.ts';
import { thinningApp } from '../src/app.ts';
import { GENERATORS, generate } from '../src/generate.ts';
import { readImage } from '../src/images.ts';
import type { EdgeMode, LoadMeasure, ThinningProgramOptions, ThinningRankResult } from '../src/program.ts';
import { CASES, caseSettings } from '../src/run.ts';
import { type BinaryImage, thinSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const TOPOLOGIES = ['chain:1', 'chain:2', 'ring:3', 'chain:4', 'ring:5', 'chain:6', 'ring:7', 'chain:8'];
const CONFIGS_PER_TOPOLOGY = 4;

interface Config {
  readonly name: string;
  readonly image: BinaryImage;
  readonly options: ThinningProgramOptions;
}

function configs(seed: number, P: number): Config[] {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const setups = [...CASES.map((c) => [c, undefined] as const), ['gde2', 'central'] as const, ['gde-once', 'functional'] as const];
  return Array.from({ length: CONFIGS_PER_TOPOLOGY }, (_, i) => {
    const kind = GENERATORS[int(0, GENERATORS.length - 1)] as (typeof GENERATORS)[number];
    const width = int(12, 48);
    const height = int(Math.max(2 * P, 12), 56);
    const imgSeed = int(0, 1_000_000);
    const image = generate({ kind, width, height, seed: imgSeed });
    const [thCase, balancer] = setups[(seed + i) % setups.length] as (typeof setups)[number];
    const load: LoadMeasure = int(0, 1) === 0 ? 'pixels' : 'time';
    const edges: EdgeMode = i % 2 === 0 ? 'exchange' : 'local';
    const storage: Storage = (seed + i) % 2 === 0 ? 'shared' : 'distributed';
    const interval = int(1, 3);
    const s = caseSettings(thCase, load, interval, balancer);
    return {
      name: `${kind} ${width}x${height} seed ${imgSeed}: ${thCase}/${s.balancer} ${s.policy}${s.policy === 'every' ? ` ${interval}` : ''}, ${load}, edges ${edges}, ${storage}`,
      image,
      options: {
        image: { kind: 'generate', generator: { kind, width, height, seed: imgSeed } },
        storage,
        balancer: s.balancer,
        balancerOptions: s.balancerOptions,
        policy: s.policy,
        policyOptions: s.policyOptions,
        load,
        edges,
        gather: true,
      },
    };
  });
}

describe.each(TOPOLOGIES.map((t, i) => [t, i] as const))('thinning on %s', (topology, index) => {
  const P = Number(topology.split(':')[1]);
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each(configs(100 + index, P).map((c) => [c.name, c] as const))('%s: bit-identical to the reference', async (_name, c) => {
    const want = thinSequential(c.image);
    const run = await cluster.run<ThinningRankResult>(PROGRAM, c.options);
    const r0 = run.results[0];
    expect(r0?.image).toBeInstanceOf(Uint8Array);
    let differing = 0;
    for (let i = 0; i < want.image.data.length; i++) if (r0?.image?.[i] !== want.image.data[i]) differing++;
    expect(differing).toBe(0);
    for (const r of run.results) {
      expect(r.iterations).toBe(want.iterations);
      expect(r.removed).toEqual(want.removed);
    }
    for (const r of run.results.slice(1)) expect(r.image).toBeUndefined();
    // work units: the strips of an iteration hold the whole object; rows cover the image
    for (let k = 0; k < want.iterations; k++) {
      expect(run.results.reduce((s, r) => s + (r.work[k] as number), 0)).toBe(want.ones[k]);
      expect(run.results.reduce((s, r) => s + (r.rows[k] as number), 0)).toBe(c.image.height);
    }
    // each iteration is two measured phases per rank, each reporting the 1-pixels it processed;
    // the termination test reads a pass late (split phase), so the pass after the last runs and
    // is measured too: it processes the final object and removes nothing
    const edge = run.metrics.phases.filter((p) => p.name === 'edge');
    expect(edge.length).toBe(want.iterations + 1);
    expect(edge.map((p) => p.work.sum)).toEqual([...want.ones, want.ones[want.iterations - 1]]);
    // balance reports agree with the policy (the driver also runs after the last pass: it is
    // known to be the last only a pass later)
    const reports = r0?.reports ?? [];
    const policy = c.options.policy;
    if (policy === 'never') expect(reports).toEqual([]);
    if (policy === 'once') expect(reports.map((b) => b.phase)).toEqual([0]);
    if (policy === 'every') {
      const k = (c.options.policyOptions as { k: number }).k;
      const expected = Array.from({ length: want.iterations }, (_, t) => t).filter((t) => (t + 1) % k === 0);
      expect(reports.map((b) => b.phase)).toEqual(expected);
    }
  });

  if (topology === 'ring:3') {
    it('the real image images/horse.pbm: identical with gde every 2 and sdlb, topology kept', async () => {
      const image = readImage(fileURLToPath(new URL('../images/horse.pbm', import.meta.url)));
      const want = thinSequential(image);
      expect(want.iterations).toBe(58);
      expect(objectComponents(want.image)).toBe(objectComponents(image));
      expect(holes(want.image)).toBe(holes(image));
      for (const [thCase, storage, edges] of [
        ['gde2', 'distributed', 'exchange'],
        ['sdlb', 'shared', 'local'],
      ] as const) {
        const s = caseSettings(thCase, 'pixels');
        const run = await cluster.run<ThinningRankResult>(PROGRAM, {
          image: { kind: 'data', width: image.width, height: image.height, data: image.data },
          ...s,
          storage,
          edges,
          gather: true,
        } satisfies ThinningProgramOptions);
        expect(run.results[0]?.iterations).toBe(58);
        expect(Buffer.from(run.results[0]?.image ?? []).equals(Buffer.from(want.image.data))).toBe(true);
        // every 2 passes, the 58th included (the split-phase test knows it was the last a pass later)
        expect(run.results[0]?.reports.length).toBe(29);
      }
    });
  }

  if (topology === 'chain:8') {
    it('image smaller than the rank grid: RANK_FAILED carrying MW_INVALID_DECOMPOSITION', async () => {
      const err = await cluster
        .run(PROGRAM, {
          image: { kind: 'generate', generator: { kind: 'blobs', width: 20, height: 15, seed: 1 } },
        } satisfies ThinningProgramOptions)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
      expect((err as MeshworkError).message).toContain(ErrorCodes.INVALID_DECOMPOSITION);
    });
  }

  if (topology === 'chain:4') {
    it('gde by pixel counts evens out a skewed image (deterministic work units)', async () => {
      // all the object in the top quarter: the block split gives rank 0 nearly everything
      const base = generate({ kind: 'blobs', width: 64, height: 64, seed: 11 });
      const data = new Uint8Array(64 * 64);
      for (let r = 0; r < 16; r++)
        for (let col = 0; col < 64; col++) data[r * 64 + col] = (base.data[r * 4 * 64 + col] as number) | (r % 7 === 3 ? 0 : 1);
      const options: ThinningProgramOptions = {
        image: { kind: 'data', width: 64, height: 64, data },
        balancer: 'gde',
        policy: 'once',
        load: 'pixels',
      };
      const run = await cluster.run<ThinningRankResult>(PROGRAM, options);
      const maxOverAvg = (k: number) => {
        const w = run.results.map((r) => r.work[k] as number);
        return Math.max(...w) / (w.reduce((a, b) => a + b, 0) / w.length);
      };
      const report = run.results[0]?.reports[0];
      expect(report?.phase).toBe(0);
      expect(maxOverAvg(0)).toBeGreaterThan(3);
      expect(report?.before.maxOverAvg).toBeGreaterThan(3);
      expect(report?.after.maxOverAvg).toBeLessThan(report?.before.maxOverAvg as number);
      // the prediction is exact with pixel loads: iteration 2 runs with the balanced cuts
      expect(maxOverAvg(1)).toBeCloseTo(report?.after.maxOverAvg as number, 9);
      expect(maxOverAvg(1)).toBeLessThan(maxOverAvg(0) / 2);
    });
  }
});

describe.each(['chain:2', 'ring:3'])('thinningApp on %s', (topology) => {
  it('one run next to the reference: identical, its iterations, an erosion phase each, a balance every 2', async () => {
    const settings = runSettings(thinningApp, { topology, balancer: 'gde', every: 2 });
    const out = await thinningApp.run(settings, { generate: 'rings', size: [48, 40], seed: 3 });
    const want = thinSequential(generate({ kind: 'rings', width: 48, height: 40, seed: 3 }));
    expect(out.correct).toBe(true);
    expect(out.details).toMatchObject({ width: 48, height: 40, iterations: want.iterations });
    expect(out.details?.pixelsBefore).toBe(want.ones[0]);
    expect(out.details?.pixelsAfter).toBe(want.ones[want.ones.length - 1]);
    // and the pass after the last (the termination test reads a pass late), which removes nothing
    expect(out.trace?.phases.filter((p) => p.name === 'erode').length).toBe(want.iterations + 1);
    const balances = Array.from({ length: want.iterations }, (_, t) => t + 1).filter((t) => t % 2 === 0);
    expect(out.balance?.balances).toBe(balances.length);
  });
});

describe('host-side checks', () => {
  it('the app refuses an image smaller than the rank grid before starting threads', async () => {
    const settings = runSettings(thinningApp, { ranks: 4, balancer: 'static' });
    const err = await thinningApp.run(settings, { generate: 'body', size: [30, 7], seed: 1 }).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    expect((err as MeshworkError).message).toMatch(/at least 8 rows for 4 row strips.*got 7/);
  });

  it('caseSettings: the paper cases map to balancer + policy', () => {
    expect(caseSettings('static', 'pixels')).toEqual({
      balancer: 'static',
      balancerOptions: undefined,
      policy: 'never',
      policyOptions: undefined,
    });
    expect(caseSettings('gde2', 'time')).toEqual({
      balancer: 'gde',
      balancerOptions: { scale: 1000 },
      policy: 'every',
      policyOptions: { k: 2 },
    });
    expect(caseSettings('gde-once', 'pixels').policy).toBe('once');
    expect(caseSettings('sdlb', 'pixels', 3)).toEqual({
      balancer: 'sdlb',
      balancerOptions: { mode: '1d', axis: 0 },
      policy: 'every',
      policyOptions: { k: 3 },
    });
  });
});

describe('thinning stopped by maxIterations (the split-phase termination test)', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'chain:3', waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each([1, 2, 3, 6, 100])(
    'maxIterations %i: the passes, removals and image of the reference cut at that pass',
    async (maxIterations) => {
      const generator = { kind: 'blobs' as const, width: 40, height: 36, seed: 3 };
      const want = thinSequential(generate(generator), { maxIterations });
      const run = await cluster.run<ThinningRankResult>(PROGRAM, { image: { kind: 'generate', generator }, gather: true, maxIterations });
      for (const r of run.results) {
        expect(r.iterations).toBe(want.iterations);
        expect(r.removed).toEqual(want.removed);
        expect(r.work).toHaveLength(want.iterations);
      }
      expect(Array.from(run.results[0]?.image ?? [])).toEqual(Array.from(want.image.data));
    },
  );
});
