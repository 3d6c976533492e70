/**
 * knary on real threads: for every task scheduler (steal in shared-memory and message mode,
 * hierarchical stealing over emulated nodes, and each placement mapping with and without
 * stealing) and 1 to 8 ranks, the node count is (d^h - 1)/(d - 1) and the checksum equals the
 * sequential reference. Trees are small and seeded; nothing is timed.
 */
import { taskSchedulerNames } from '@meshwork/balancers';
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { work } from '../src/knary.ts';
import type { KnaryProgramOptions, KnaryRankResult } from '../src/program.ts';
import { knarySequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const ALL_TOPOLOGIES = ['chain:1', 'ring:2', 'chain:3', 'ring:4', 'mesh:1x5', 'ring:6', 'chain:7', 'hypercube:3'];
/** `pnpm test` runs ring:2 and ring:4; `pnpm test:full` runs them all (vitest.config.ts). */
const FULL = process.env.MESHWORK_TEST_TIER === 'full';
const TOPOLOGIES = FULL ? ALL_TOPOLOGIES : ['ring:2', 'ring:4'];
const SIDES: { scheduler: string; schedulerOptions?: unknown }[] = [
  { scheduler: 'steal' },
  { scheduler: 'steal', schedulerOptions: { mode: 'message', seed: 9 } },
  { scheduler: 'steal', schedulerOptions: { group: 2, seed: 3 } },
  { scheduler: 'steal', schedulerOptions: { mode: 'message', group: 2, placement: 'graph' } },
  { scheduler: 'node-level' },
  { scheduler: 'node-level', schedulerOptions: { steal: true } },
  { scheduler: 'graph-level' },
  { scheduler: 'graph-level', schedulerOptions: { steal: { mode: 'message' } } },
  { scheduler: 'graph-local' },
  { scheduler: 'graph-local', schedulerOptions: { steal: true } },
];
const TREES = [
  { h: 4, d: 3, s: 1, iters: 20 },
  { h: 3, d: 6, s: 0, iters: 20 },
  { h: 5, d: 2, s: 2, iters: 20 },
];

describe('the task schedulers are known by name', () => {
  it('steal, node-level, graph-level, graph-local', () => {
    for (const name of ['steal', 'node-level', 'graph-level', 'graph-local']) expect(taskSchedulerNames(), name).toContain(name);
  });
});

describe.each(TOPOLOGIES)('knary on %s', (topology) => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each(SIDES.map((s) => [`${s.scheduler} ${JSON.stringify(s.schedulerOptions ?? {})}`, s] as const))(
    '%s: every node once, checksum of the reference',
    async (_name, side) => {
      for (const [i, tree] of TREES.entries()) {
        const o: KnaryProgramOptions = { ...tree, ...side, graphDepth: 1 + (i % 2) };
        const run = await cluster.run<KnaryRankResult>(PROGRAM, o);
        const want = knarySequential(tree);
        const r0 = run.results[0] as KnaryRankResult;
        expect(r0.nodes, `knary(${tree.h}, ${tree.d}, ${tree.s})`).toBe(work(tree.h, tree.d));
        expect(r0.checksum).toBe(want.checksum);
        expect(run.results.reduce((s, r) => s + r.localNodes, 0)).toBe(want.nodes);
        for (const r of run.results) expect(r.checksum).toBe(want.checksum);
      }
    },
  );
});

describe.each(FULL ? ['ring:2', 'ring:4'] : ['ring:4'])('work first on %s: thieves take only what owners published', (topology) => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology, waitTimeoutMs: 60_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each([{}, { mode: 'message' }, { group: 2 }])('steal %j: tasks acquired <= tasks published, result exact', async (options) => {
    const tree = { h: 6, d: 4, s: 1, iters: 50 };
    const want = knarySequential(tree);
    for (let i = 0; i < 3; i++) {
      const run = await cluster.run<KnaryRankResult>(PROGRAM, { ...tree, scheduler: 'steal', schedulerOptions: options });
      const r0 = run.results[0] as KnaryRankResult;
      expect(r0.nodes).toBe(want.nodes);
      expect(r0.checksum).toBe(want.checksum);
      const acquired = run.results.reduce((s, r) => s + r.stats.acquired, 0);
      const published = run.results.reduce((s, r) => s + r.stats.published, 0);
      expect(run.results.every((r) => r.stats.inline === 0)).toBe(true);
      expect(acquired).toBeLessThanOrEqual(published);
      // A rank's executed tasks: its own spawns and roots, plus what it acquired.
      expect(run.results.reduce((s, r) => s + r.stats.executed, 0)).toBe(want.nodes);
    }
  });
});
