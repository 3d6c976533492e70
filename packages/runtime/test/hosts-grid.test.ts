/**
 * Distributed grids across host processes (in-process transport): halo exchanges and remaps
 * whose data crosses hosts end with the same field, bit for bit, as on one host; and WaTor with
 * the gde remap balancer (examples/wator) equals its one-host run, its checksum folded across the
 * hosts (`grid.foldRows`) too.
 */
import { describe, expect, it } from 'vitest';
import { fulfilled, runOnHosts, runOnOne } from './helpers/hosts-run.ts';
import type { HostsOptions } from './programs/hosts.ts';

const PROGRAM = new URL('./programs/hosts.ts', import.meta.url);
const WATOR = new URL('../../../examples/wator/src/program.ts', import.meta.url);

describe('grids across hosts', () => {
  it('halos and remaps on chain:4 over 2 hosts equal one host', async () => {
    const opts: HostsOptions = { scenario: 'grid', seed: 3, rounds: 4 };
    const cluster = { topology: 'chain:4', waitTimeoutMs: 20_000 };
    const one = await runOnOne<unknown>(cluster, PROGRAM, opts);
    const many = fulfilled(await runOnHosts<unknown>(2, cluster, PROGRAM, opts));
    for (const run of many) expect(run.results).toEqual(one.results);
  }, 120_000);

  it('wator with gde every 2 steps on ring:4 over 2 hosts equals one host', async () => {
    const opts = {
      rows: 40,
      cols: 24,
      steps: 12,
      seed: 77,
      minnowBreed: 3,
      sharkBreed: 6,
      starve: 3,
      minnowDensity: 0.4,
      sharkDensity: 0.1,
      storage: 'distributed',
      balancer: 'gde',
      every: 2,
      gather: true,
    };
    const cluster = { topology: 'ring:4', waitTimeoutMs: 20_000 };
    const strip = (r: unknown) => {
      const { computeMs: _c, decisionMs: _d, reports: _r, ...rest } = r as Record<string, unknown>;
      return rest;
    };
    const one = await runOnOne<unknown>(cluster, WATOR, opts);
    const many = fulfilled(await runOnHosts<unknown>(2, cluster, WATOR, opts));
    for (const run of many) expect(run.results.map(strip)).toEqual(one.results.map(strip));
    // without the ocean: its checksum folded strip by strip across the hosts (grid.foldRows), the
    // one-host run's, which is the hash of the gathered ocean
    const folded = { ...opts, gather: false };
    const oneFolded = await runOnOne<{ checksum?: number }>(cluster, WATOR, folded);
    const manyFolded = fulfilled(await runOnHosts<{ checksum?: number }>(2, cluster, WATOR, folded));
    const want = (one.results[0] as { checksum?: number }).checksum;
    expect(want).toBeTypeOf('number');
    expect(oneFolded.results[0]?.checksum).toBe(want);
    for (const run of manyFolded) expect(run.results[0]?.checksum).toBe(want);
  }, 120_000);
});
