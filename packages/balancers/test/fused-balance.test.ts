/**
 * The fused balance path on real threads: every remap balancer's fast decision (its pure `solve`
 * on the runtime's load snapshot) gives the cuts of its collective `decide`, moves the same data,
 * and costs exactly one sync point per phase (the load gather), balance or not, with no link
 * message besides the data a distributed remap moves.
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, describe, expect, it } from 'vitest';
import type { FusedOptions, FusedResult, Name } from './programs/fused-balance.ts';

const PROGRAM = new URL('./programs/fused-balance.ts', import.meta.url);
const NAMES: readonly Name[] = ['static', 'sdlb', 'gde', 'central', 'functional'];
const CASES = [
  { topology: 'chain:3', shape: [60, 24], storage: 'distributed' },
  { topology: 'mesh:2x2', shape: [48, 40], storage: 'shared' },
  { topology: 'ring:4', shape: [64, 16], storage: 'distributed' },
] as const;

const open: Cluster[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

describe.each(CASES)('$topology, $storage storage', ({ topology, shape, storage }) => {
  const cluster = createCluster({ topology });
  open.push(cluster);
  it.each(NAMES)('%s: fast cuts = collective cuts; one sync point per phase', async (name) => {
    const opts: FusedOptions = { name, shape: [shape[0], shape[1]], storage, seed: 7, phases: 3 };
    const run = await cluster.run<FusedResult>(PROGRAM, opts, { timeoutMs: 40_000 });
    const [first] = run.results as [FusedResult];
    for (const r of run.results) {
      expect(r.fast.cuts).toEqual(r.faithful.cuts);
      expect(r.fast.cuts).toEqual(first.fast.cuts);
      expect(r.fast.unitsMoved).toBe(r.faithful.unitsMoved);
      expect(r.fast.bytesMoved).toBe(r.faithful.bytesMoved);
      expect(r.fast.after).toEqual(r.faithful.after);
      expect(r.fast.before).toEqual(r.faithful.before);
      if (name === 'gde' || name === 'central') expect(r.fast.details).toEqual(r.faithful.details);
      if (name === 'gde') expect(r.fast.sweeps).toBe(r.faithful.sweeps);
      // A one-shot fast balance: the load gather, nothing else; the collective one needs more.
      expect(r.fastSyncs).toBe(1);
      expect(r.faithfulSyncs).toBeGreaterThan(r.fastSyncs);
      for (const p of r.phases) {
        expect(p.balanced).toBe(true);
        expect(p.syncs).toBe(1);
        if (storage === 'shared') expect(p.linkMessages).toBe(0);
        else expect(p.linkMessages).toBeLessThanOrEqual(run.results.length - 1);
      }
      expect(r.cutsAfterPhases).toEqual(first.cutsAfterPhases);
      expect(r.dataIntact).toBe(true);
    }
    // The loads move with the heavy band: the balancers other than static change the cuts.
    if (name !== 'static') expect(first.fast.unitsMoved).toBeGreaterThan(0);
  });
});
