/**
 * Diffusion balanced on measured time (`loads: 'time'`, what `meshwork run diffusion` balances
 * on): with the iteration times injected (`timeSeed`: seeded draws instead of the clock) SDLB moves
 * the cuts where those loads say, and the image stays bit-identical to the sequential reference
 * whatever the loads. Work units (`loads: 'work'`) stay the program's default. Bad input is a
 * typed error.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiffusionErrorCodes } from '../src/errors.ts';
import { generateImage } from '../src/image.ts';
import type { DiffusionProgramOptions, DiffusionRankResult } from '../src/program.ts';
import { balancingChoice, sharedPixels } from '../src/run.ts';
import { checkParams, diffuseSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const ROWS = 40;
const COLS = 36;
const IMAGE = generateImage({ rows: ROWS, cols: COLS, seed: 11 });
const PARAMS = checkParams({ maxIterations: 30 });

describe('diffusion balanced on measured loads (injected)', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'mesh:2x2', waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const choice = balancingChoice('sdlb-kd', { every: 1, shape: [ROWS, COLS], procDims: [2, 2] });
  const run = async (o: Partial<DiffusionProgramOptions>) =>
    (
      await cluster.run<DiffusionRankResult>(PROGRAM, {
        rows: ROWS,
        cols: COLS,
        pixels: sharedPixels(IMAGE),
        params: PARAMS,
        balancer: choice.balancer,
        balancerOptions: choice.balancerOptions,
        policy: choice.policy,
        policyOptions: choice.policyOptions,
        gather: true,
        ...o,
      } satisfies DiffusionProgramOptions)
    ).results;

  const same = (a: ArrayLike<number> | undefined, b: ArrayLike<number>) =>
    a !== undefined && a.length === b.length && Array.from(b).every((v, i) => Object.is(a[i], v));

  it('whatever the loads, the image is the sequential one bit for bit; the cuts follow the loads', async () => {
    const want = diffuseSequential(IMAGE, PARAMS);
    const work = await run({ loads: 'work' });
    expect(same(work[0]?.field, want.data)).toBe(true);
    const cuts = new Set<string>([JSON.stringify(work[0]?.cuts)]);
    for (const timeSeed of [1, 2, 3]) {
      const r = await run({ loads: 'time', timeSeed });
      expect(same(r[0]?.field, want.data)).toBe(true);
      expect(r[0]?.iterations).toBe(want.iterations);
      expect(r[0]?.reports.length).toBeGreaterThan(0);
      cuts.add(JSON.stringify(r[0]?.cuts));
    }
    // random iteration times are not the active pixels: SDLB ends on other cuts than under work units
    expect(cuts.size).toBeGreaterThan(1);
  });

  it('the same injected loads give the same cuts; the measured clock runs too', async () => {
    const a = await run({ loads: 'time', timeSeed: 9 });
    const b = await run({ loads: 'time', timeSeed: 9 });
    expect(a.map((r) => r.cuts)).toEqual(b.map((r) => r.cuts));
    const measured = await run({ loads: 'time' });
    expect(measured[0]?.checksum).toBe(a[0]?.checksum);
  });

  it('a bad loads or timeSeed fails with DIFFUSION_INVALID_PARAMETER', async () => {
    for (const bad of [{ loads: 'pixels' }, { loads: 'time', timeSeed: -1 }, { loads: 'time', timeSeed: 0.5 }]) {
      const err = await run(bad as Partial<DiffusionProgramOptions>).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(String((err as Error | undefined)?.message)).toContain(DiffusionErrorCodes.INVALID_PARAMETER);
    }
  });
});
