/**
 * WaTor balanced on measured time (`loads: 'time'`, what `meshwork run wator` balances on): with
 * the step times injected (`timeSeed`: seeded draws instead of the clock) the balancer moves the
 * rows where those loads say, and the ocean stays bit-identical to the sequential reference
 * whatever the loads. Work units (`loads: 'work'`) stay the program's default. Bad input is a
 * typed error.
 */
import { type Cluster, createCluster, ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checksumOf, type WatorProgramOptions, type WatorRankResult } from '../src/program.ts';
import { DEFAULTS } from '../src/rules.ts';
import { watorSequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);

const RULES = { ...DEFAULTS, rows: 60, cols: 24, steps: 12, seed: 7, minnowDensity: 0.3, sharkDensity: 0.05, cluster: 0.4 };

describe('wator balanced on measured loads (injected)', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'ring:3', waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  const run = async (o: Partial<WatorProgramOptions>) =>
    (await cluster.run<WatorRankResult>(PROGRAM, { ...RULES, balancer: 'gde', every: 1, gather: true, ...o })).results;

  it('whatever the loads, the ocean and the populations are the sequential ones; the cuts follow the loads', async () => {
    const ref = watorSequential(RULES);
    const work = await run({ loads: 'work' });
    const cuts = new Set<string>([JSON.stringify(work[0]?.cuts)]);
    for (const timeSeed of [1, 2, 3]) {
      const r = await run({ loads: 'time', timeSeed });
      expect(r[0]?.checksum).toBe(checksumOf(ref.cells));
      expect(r[0]?.minnows).toEqual(Array.from(ref.minnows));
      expect(r[0]?.sharks).toEqual(Array.from(ref.sharks));
      expect(r[0]?.reports?.length).toBe(RULES.steps - 1);
      cuts.add(JSON.stringify(r[0]?.cuts));
    }
    expect(work[0]?.checksum).toBe(checksumOf(ref.cells));
    // random step times are not the fish: the balancer ends on other cuts than under work units
    expect(cuts.size).toBeGreaterThan(1);
  });

  it('the same injected loads give the same cuts; the measured clock runs too', async () => {
    const a = await run({ loads: 'time', timeSeed: 5 });
    const b = await run({ loads: 'time', timeSeed: 5 });
    expect(a.map((r) => r.cuts)).toEqual(b.map((r) => r.cuts));
    const measured = await run({ loads: 'time' });
    expect(measured[0]?.checksum).toBe(a[0]?.checksum);
  });

  it('a bad loads or timeSeed: a rank failure carrying MW_INVALID_ARGUMENT', async () => {
    for (const bad of [{ loads: 'pixels' }, { loads: 'time', timeSeed: -1 }, { loads: 'time', timeSeed: 1.5 }]) {
      const err = await run(bad as Partial<WatorProgramOptions>).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
      expect((err as MeshworkError).message).toContain(ErrorCodes.INVALID_ARGUMENT);
    }
  });
});
