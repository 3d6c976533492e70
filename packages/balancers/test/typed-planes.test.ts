/**
 * Plane loads as Float64Arrays (a program's own tally, with no copy into a plain array): every
 * remap balancer, fast and collective, decides exactly as from plain arrays, and a bad typed
 * profile is refused with the same typed error before any communication.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import type { FusedOptions, FusedResult, Name } from './programs/fused-balance.ts';
import type { Refusal } from './programs/typed-planes-errors.ts';

const FUSED = new URL('./programs/fused-balance.ts', import.meta.url);
const ERRORS = new URL('./programs/typed-planes-errors.ts', import.meta.url);
const NAMES: readonly Name[] = ['static', 'sdlb', 'gde', 'central', 'functional'];

const open: Cluster[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

describe('Float64Array plane loads', () => {
  const cluster = createCluster({ topology: 'chain:3' });
  open.push(cluster);
  it.each(NAMES)('%s: the same reports and cuts as plain arrays', async (name) => {
    const base: FusedOptions = { name, shape: [60, 24], storage: 'distributed', seed: 11, phases: 3 };
    const plain = await cluster.run<FusedResult>(FUSED, base, { timeoutMs: 40_000 });
    const typed = await cluster.run<FusedResult>(FUSED, { ...base, typedPlanes: true }, { timeoutMs: 40_000 });
    const strip = (r: FusedResult) => ({
      ...r,
      fast: { ...r.fast, decisionMs: 0 },
      faithful: { ...r.faithful, decisionMs: 0 },
    });
    expect(typed.results.map(strip)).toEqual(plain.results.map(strip));
    if (name !== 'static') expect((typed.results[0] as FusedResult).fast.unitsMoved).toBeGreaterThan(0);
  });

  it('refuses a typed profile of the wrong length, with a non-finite or negative load, or of another type, and a bad tally time', async () => {
    const run = await cluster.run<Refusal[]>(ERRORS, undefined, { timeoutMs: 20_000 });
    for (const refusals of run.results) {
      expect(refusals.map((r) => r.code)).toEqual(new Array(8).fill('MW_INVALID_ARGUMENT'));
      expect(refusals[0]?.message).toMatch(/load\.planes\[0\].*plane loads \(the tile's extent\), in an array or a Float64Array/);
      expect(refusals[1]?.message).toMatch(/finite loads >= 0.*NaN/);
      expect(refusals[2]?.message).toMatch(/finite loads >= 0.*-2/);
      expect(refusals[3]?.message).toMatch(/in an array or a Float64Array/);
      for (const [i, got] of ['-1', 'NaN', 'Infinity', '"1"'].entries()) {
        expect(refusals[4 + i]?.message).toMatch(/load\.tallyMs.*a finite number of ms >= 0/);
        expect(refusals[4 + i]?.message).toContain(got);
      }
    }
  });
});
