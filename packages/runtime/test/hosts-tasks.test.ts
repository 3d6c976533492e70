/**
 * The task engine across host processes (in-process transport): the message engine
 * (balance/task-engine-messages.ts) runs knary under work stealing in message mode and under
 * node-level placement, on 2 and 4 hosts, and every run executes each tree node exactly once:
 * node count and checksum equal the one-host run's (which knary's own tests check against the
 * sequential reference), and the nodes run per rank add up to the tree. What steals
 * through shared memory (steal mode 'shm', emulated nodes of several ranks) refuses with
 * MW_SINGLE_HOST_ONLY on every host, and a throwing task fails the run on every host.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, type MeshworkError } from '../src/index.ts';
import { fulfilled, runOnHosts, runOnOne } from './helpers/hosts-run.ts';

const KNARY = new URL('../../../examples/knary/src/program.ts', import.meta.url);
const TREE = { h: 5, d: 4, s: 1, iters: 20 };
/** Nodes of knary(5, 4, s): (4^5 - 1) / 3 whatever s. */
const NODES = 341;

/** What examples/knary's program returns on each rank (the fields read here). */
interface KnaryRankResult {
  readonly rank: number;
  readonly nodes: number;
  readonly checksum: number;
  readonly localNodes: number;
  readonly stats: { readonly placedRemote: number; readonly details: Readonly<Record<string, number>> };
}

const totals = (results: KnaryRankResult[]) => results.map((r) => ({ nodes: r.nodes, checksum: r.checksum }));

describe('knary across hosts (message engine)', () => {
  it.each([
    [2, 'ring:2', { scheduler: 'steal', schedulerOptions: { mode: 'message', seed: 1 } }],
    [2, 'ring:4', { scheduler: 'steal', schedulerOptions: { mode: 'message', seed: 2 } }],
    [4, 'ring:4', { scheduler: 'steal', schedulerOptions: { mode: 'message', seed: 3 } }],
    [2, 'ring:4', { scheduler: 'node-level' }],
    [2, 'chain:4', { scheduler: 'graph-level', schedulerOptions: { steal: { mode: 'message' } } }],
  ] as const)(
    '%i hosts, %s, %j: every node once, node count and checksum equal one host',
    async (hosts, topology, sched) => {
      const cluster = { topology, waitTimeoutMs: 20_000 };
      const opts = { ...TREE, ...sched, s: 1 };
      const one = await runOnOne<KnaryRankResult>(cluster, KNARY, opts);
      const runs = fulfilled(await runOnHosts<KnaryRankResult>(hosts, cluster, KNARY, opts));
      for (const run of runs) {
        expect(totals(run.results)).toEqual(totals(one.results));
        expect((run.results[0] as KnaryRankResult).nodes).toBe(NODES);
        // Each node ran on exactly one rank.
        expect(run.results.reduce((a, r) => a + r.localNodes, 0)).toBe(NODES);
      }
      if (sched.scheduler === 'steal') {
        const d = (runs[0] as (typeof runs)[number]).results.map((r) => r.stats.details as Record<string, number>);
        const sum = (k: string) => d.reduce((a, x) => a + (x[k] ?? 0), 0);
        // Ranks other than 0 start without work and ask; every request is answered exactly once.
        expect(sum('requestsSent')).toBeGreaterThan(0);
        expect(sum('requestsServed') + sum('denials')).toBe(sum('requestsSent'));
        expect(sum('remoteSteals')).toBe(sum('requestsServed'));
      }
      if (sched.scheduler === 'steal' && topology === 'ring:2') {
        // Join words of odd nodes live on rank 1: join tasks cross hosts whoever ran the children.
        const placed = (runs[0] as (typeof runs)[number]).results.reduce((a, r) => a + r.stats.placedRemote, 0);
        expect(placed).toBeGreaterThan(0);
      }
    },
    120_000,
  );

  it('all serial (s = d) and all parallel (s = 0) trees on 2 hosts equal one host', async () => {
    for (const s of [0, 4]) {
      const cluster = { topology: 'ring:2', waitTimeoutMs: 20_000 };
      const opts = { ...TREE, s, scheduler: 'steal', schedulerOptions: { mode: 'message' } };
      const one = await runOnOne<KnaryRankResult>(cluster, KNARY, opts);
      const runs = fulfilled(await runOnHosts<KnaryRankResult>(2, cluster, KNARY, opts));
      for (const run of runs) {
        expect(totals(run.results)).toEqual(totals(one.results));
        expect(run.results.reduce((a, r) => a + r.localNodes, 0)).toBe(NODES);
      }
    }
  }, 120_000);

  it.each([
    [{ mode: 'shm' }, "steal mode 'shm'", "use mode 'message'"],
    [{ mode: 'message', group: 2 }, 'steal group 2', 'omit group'],
  ])(
    'steal %j refuses 2 hosts with MW_SINGLE_HOST_ONLY on every host',
    async (schedulerOptions, feature, instead) => {
      const opts = { ...TREE, scheduler: 'steal', schedulerOptions };
      const settled = await runOnHosts<KnaryRankResult>(2, { topology: 'ring:4', waitTimeoutMs: 20_000 }, KNARY, opts);
      for (const s of settled) {
        expect(s.status).toBe('rejected');
        const err = (s as PromiseRejectedResult).reason as MeshworkError;
        expect(err.message).toContain(`[${ErrorCodes.SINGLE_HOST_ONLY}]`);
        expect(err.message).toContain(feature);
        expect(err.message).toContain(instead);
      }
    },
    120_000,
  );

  it('a throwing task fails the run on every host, naming the node', async () => {
    const opts = { ...TREE, failAt: 200, scheduler: 'steal', schedulerOptions: { mode: 'message' } };
    const settled = await runOnHosts<KnaryRankResult>(2, { topology: 'ring:2', waitTimeoutMs: 20_000 }, KNARY, opts);
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      const err = (s as PromiseRejectedResult).reason as MeshworkError;
      expect([ErrorCodes.RANK_FAILED, ErrorCodes.REMOTE_FAILED]).toContain(err.code);
      expect(err.message).toContain('knary node 200 failed on purpose');
    }
  }, 120_000);
});
