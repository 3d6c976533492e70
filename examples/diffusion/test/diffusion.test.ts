/**
 * The SPMD diffusion equals the sequential reference bit for bit (Object.is per pixel) for seeded
 * random configurations: 1 to 8 ranks, mesh / torus / chain / ring / hypercube topologies,
 * balancers static, sdlb 2-D (kd), sdlb along one axis, sdlb buffer-limited, random balancing
 * intervals, both storages, both value types. Per iteration, the work units summed over the ranks
 * are the reference's active pixels (the partition changes who evaluates, never what). Bad input
 * fails with typed errors; the CLI turns bad arguments into exit code 2.
 */

import { tryAppCommand } from '@meshwork/harness';
import {
  type Cluster,
  type CollectiveMode,
  createCluster,
  ErrorCodes,
  MeshworkError,
  mulberry32,
  parseTopology,
  type Storage,
} from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { diffusionApp } from '../src/app.ts';
import { DiffusionError, DiffusionErrorCodes } from '../src/errors.ts';
import { generateImage } from '../src/image.ts';
import { type DiffusionProgramOptions, type DiffusionRankResult, procDimsFor } from '../src/program.ts';
import { balancingChoice, checkRunConfig, sharedPixels } from '../src/run.ts';
import { checkParams, type DiffusionParams, diffuseSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const STORAGES: Storage[] = ['distributed', 'shared'];
const CONFIGS_PER_TOPOLOGY = 4;
const PRESETS = ['static', 'sdlb-kd', 'sdlb-1d', 'sdlb-buffered'] as const;

/**
 * 1 to 8 ranks: meshes and tori (tiles), chains, rings and a hypercube (row strips), with the
 * balancers' collectives over shared memory (the default) or over the links.
 */
/** `pnpm test` runs the topologies marked in CORE; `pnpm test:full` runs them all (vitest.config.ts). */
const FULL = process.env.MESHWORK_TEST_TIER === 'full';
const CORE = [1, 2];
const TOPOLOGIES: [string, CollectiveMode][] = [
  ['chain:1', 'shm'],
  ['mesh:2x2', 'shm'],
  ['ring:2', 'links'],
  ['torus:2x3', 'links'],
  ['chain:3', 'shm'],
  ['mesh:1x3', 'links'],
  ['hypercube:3', 'shm'],
  ['mesh:2x4', 'shm'],
  ['ring:5', 'links'],
];

interface Case {
  readonly name: string;
  readonly opts: DiffusionProgramOptions;
  readonly params: DiffusionParams;
  readonly seed: number;
}

function cases(topology: string, seed: number): Case[] {
  const rnd = mulberry32(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const procDims = procDimsFor(parseTopology(topology));
  return Array.from({ length: CONFIGS_PER_TOPOLOGY }, (_, i) => {
    const rows = int(Math.max(2, procDims[0]) * 2, 44);
    const cols = int(Math.max(2, procDims[1]) * 2, 44);
    const imageSeed = int(0, 1_000_000);
    const params = checkParams({
      K: [4, 10, 20][int(0, 2)] as number,
      lambda: [0.25, 0.2, 0.1][int(0, 2)] as number,
      epsilon: [0, 0.2, 0.5, 1][int(0, 3)] as number,
      maxIterations: int(5, 150),
      conductance: rnd() < 0.7 ? 'rational' : 'exponential',
      dtype: rnd() < 0.7 ? 'float64' : 'float32',
    });
    // Every preset on every topology, in turn; the rest is random.
    const preset = PRESETS[(i + seed) % PRESETS.length] as (typeof PRESETS)[number];
    const axis = procDims[1] > 1 && rnd() < 0.5 ? 1 : 0;
    const every = int(1, 6);
    const bufferFactor = 1.2 + rnd();
    const n = axis === 0 ? rows : cols;
    const choice = balancingChoice(preset, {
      every,
      axis,
      buffer: Math.ceil((bufferFactor * n) / (procDims[axis] as number)),
      shape: [rows, cols],
      procDims,
    });
    const storage = STORAGES[i % 2] as Storage;
    const stopCheckEvery = int(1, 10);
    const img = generateImage({ rows, cols, seed: imageSeed });
    return {
      name: `${storage} ${rows}x${cols} ${choice.label} every ${every}, stop test every ${stopCheckEvery}, K ${params.K} lambda ${params.lambda} eps ${params.epsilon} ${params.conductance} ${params.dtype} max ${params.maxIterations}`,
      seed: imageSeed,
      params,
      opts: {
        rows,
        cols,
        pixels: sharedPixels(img),
        params,
        storage,
        balancer: choice.balancer,
        balancerOptions: choice.balancerOptions,
        policy: choice.policy,
        policyOptions: choice.policyOptions,
        stopCheckEvery,
        gather: true,
      },
    };
  });
}

describe.each(TOPOLOGIES.map(([t, c], i) => [t, c, i] as const).filter(([, , i]) => FULL || CORE.includes(i)))(
  'diffusion on %s, %s collectives',
  (topology, collectives, index) => {
    let cluster: Cluster;
    beforeAll(() => {
      cluster = createCluster({ topology, collectives, waitTimeoutMs: 60_000 });
    });
    afterAll(async () => {
      await cluster?.close();
    });

    it.each(cases(topology, 1000 + index).map((c) => [c.name, c] as const))(
      '%s: bit-identical to the sequential reference',
      async (_name, c) => {
        const run = await cluster.run<DiffusionRankResult>(PROGRAM, c.opts);
        const img = generateImage({ rows: c.opts.rows, cols: c.opts.cols, seed: c.seed });
        const want = diffuseSequential(img, c.params);
        const r0 = run.results[0] as DiffusionRankResult;
        const field = r0.field;
        expect(field).toBeInstanceOf(c.params.dtype === 'float32' ? Float32Array : Float64Array);
        let differing = 0;
        let first = -1;
        for (let i = 0; i < want.data.length; i++) {
          if (!Object.is(field?.[i], want.data[i])) {
            differing++;
            if (first < 0) first = i;
          }
        }
        expect({ differing, first }).toEqual({ differing: 0, first: -1 });
        expect(field?.length).toBe(want.data.length);
        const checkEvery = c.opts.stopCheckEvery as number;
        for (const r of run.results) {
          expect(r.iterations).toBe(want.iterations);
          expect(r.converged).toBe(want.converged);
          expect(r.executed).toBe(r0.executed);
          expect(r.changedPerIteration).toEqual(want.changedPerIteration);
        }
        // The stop test runs every `checkEvery` iterations: at most checkEvery - 1 empty ones more.
        expect(r0.executed).toBeGreaterThanOrEqual(want.iterations);
        expect(r0.executed).toBeLessThanOrEqual(Math.min(c.params.maxIterations, want.iterations + checkEvery - 1));
        // Work units: per iteration, the ranks together evaluated exactly the reference's active pixels.
        const perIteration = run.metrics.phases.filter((p) => p.name === 'diffuse').map((p) => p.work.sum);
        expect(perIteration).toHaveLength(r0.executed);
        expect(perIteration.slice(0, want.iterations)).toEqual(want.activePerIteration);
        expect(perIteration.slice(want.iterations).every((w) => w === 0)).toBe(true);
        // Balancing ran when the policy said so, and every rank ended with the same cuts.
        const cuts = JSON.stringify(r0.cuts);
        for (const r of run.results) expect(JSON.stringify(r.cuts)).toBe(cuts);
        if (c.opts.policy === 'never') expect(r0.reports).toEqual([]);
        else {
          // The driver is asked after every iteration but the last, and balances after every k-th.
          const k = (c.opts.policyOptions as { k: number }).k;
          expect(r0.reports.length).toBe(Math.floor((r0.executed - 1) / k));
        }
      },
    );

    // Bad input, after the good runs on the same cluster (a failed run leaves it usable anyway).
    if (topology === 'mesh:2x4' || topology === 'chain:3') {
      const small = topology === 'mesh:2x4' ? { rows: 8, cols: 3 } : { rows: 2, cols: 9 };
      it(`an image smaller than the rank grid (${small.rows}x${small.cols}): DIFFUSION_IMAGE_TOO_SMALL, on the host and in the ranks`, async () => {
        const img = generateImage({ ...small, seed: 1 });
        let hostErr: unknown;
        try {
          checkRunConfig({ image: img, topology, params: checkParams({}) });
        } catch (e) {
          hostErr = e;
        }
        expect(hostErr).toBeInstanceOf(DiffusionError);
        expect((hostErr as DiffusionError).code).toBe(DiffusionErrorCodes.IMAGE_TOO_SMALL);
        const err = await cluster.run(PROGRAM, { ...small, pixels: sharedPixels(img) }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(MeshworkError);
        expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
        expect((err as MeshworkError).message).toContain(DiffusionErrorCodes.IMAGE_TOO_SMALL);
      });
      it.each([
        ['K <= 0', { K: 0 }],
        ['lambda > 0.25', { lambda: 0.3 }],
        ['epsilon < 0', { epsilon: -1 }],
      ])('invalid threshold %s: DIFFUSION_INVALID_PARAMETER from the ranks', async (_name, params) => {
        const img = generateImage({ rows: 16, cols: 16, seed: 1 });
        const err = await cluster.run(PROGRAM, { rows: 16, cols: 16, pixels: sharedPixels(img), params }).then(
          () => undefined,
          (e: unknown) => e,
        );
        expect(err).toBeInstanceOf(MeshworkError);
        expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
        expect((err as MeshworkError).message).toContain(DiffusionErrorCodes.INVALID_PARAMETER);
      });
    }
  },
);

describe('host-side checks and the CLI', () => {
  it('unknown balancers and bad balancer options are typed errors before any thread starts', () => {
    const image = generateImage({ rows: 16, cols: 16, seed: 1 });
    const base = { image, topology: 'mesh:2x2', params: checkParams({}) };
    const codeOf = (f: () => unknown) => {
      try {
        f();
      } catch (e) {
        return (e as { code?: string }).code;
      }
      return undefined;
    };
    expect(codeOf(() => checkRunConfig({ ...base, balancing: { label: 'x', balancer: 'nope', policy: 'every' } }))).toBe(
      ErrorCodes.UNKNOWN_BALANCER,
    );
    expect(
      codeOf(() =>
        checkRunConfig({ ...base, balancing: { label: 'x', balancer: 'sdlb', balancerOptions: { mode: 'sideways' }, policy: 'every' } }),
      ),
    ).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => checkRunConfig({ ...base, topology: 'mesh:2x2x2' }))).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
  });

  it.each([
    ['an unknown flag', ['--bogus']],
    ['a missing PNG', ['--image', '/nonexistent/x.png']],
    ['K <= 0', ['--size', '16', '--K', '0']],
    ['lambda > 0.25', ['--size', '16', '--lambda', '0.5']],
    ['epsilon < 0', ['--size', '16', '--epsilon=-1']],
    ['an image smaller than the rank grid', ['--size', '4', '--topology', 'mesh:8x1']],
    ['an unknown balancer', ['--size', '16', '--balancer', 'nope']],
    ['a bad storage', ['--storage', 'cloud']],
    ['--max-pixels without --image', ['--max-pixels', '10']],
  ])('%s: exit code 2 and a one-line message', async (_name, argv) => {
    const r = await tryAppCommand(diffusionApp, argv);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^meshwork-diffusion: /);
  });
});
