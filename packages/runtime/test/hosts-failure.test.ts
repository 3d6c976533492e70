/**
 * Failures across host processes (in-process transport): a rank that throws on one host fails
 * the run on every host (the others with MW_REMOTE_FAILED carrying the cause and naming the host
 * and its ranks); a host lost mid-run (the transport's onFailure) makes the others reject with
 * MW_HOST_LOST naming it, well within the wait deadline (the in-process loss is reported at once:
 * the bound covers releasing the ranks blocked in waits); messages of a stale run are ignored;
 * the clusters close and leave no thread behind.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIVE_STREAM, linkStreams } from '../src/hosts/gateway.ts';
import { createCluster, ErrorCodes, type MeshworkError, parseTopology } from '../src/index.ts';
import { hostGroup } from './helpers/host-pair.ts';
import { runOnHosts } from './helpers/hosts-run.ts';
import type { HostsOptions } from './programs/hosts.ts';

const PROGRAM = new URL('./programs/hosts.ts', import.meta.url);

describe('failures across hosts', () => {
  it('a rank throwing on host 1 fails the run on host 0 too, naming host 1 and the cause', async () => {
    const settled = await runOnHosts<unknown>(2, { topology: 'ring:4', waitTimeoutMs: 20_000 }, PROGRAM, {
      scenario: 'fail',
      seed: 0,
      failRank: 3,
    } satisfies HostsOptions);
    const [a, b] = settled.map((s) => (s as PromiseRejectedResult).reason as MeshworkError);
    expect(b?.code).toBe(ErrorCodes.RANK_FAILED);
    expect(b?.message).toContain('rank 3 fails on purpose');
    expect(a?.code).toBe(ErrorCodes.REMOTE_FAILED);
    expect(a?.message).toContain('host 1 (ranks 2-3)');
    expect(a?.message).toContain('rank 3 fails on purpose');
    expect((a?.cause as MeshworkError | undefined)?.code).toBe(ErrorCodes.RANK_FAILED);
  }, 120_000);

  it('a host lost mid-run, its ranks blocked in a barrier: the other rejects with MW_HOST_LOST naming it, threads end, a stale message is ignored', async () => {
    const group = hostGroup(2);
    const clusters = group.transports.map((t) => createCluster({ topology: 'ring:4', waitTimeoutMs: 60_000, hosts: t }));
    try {
      // A good run first, then a run that hangs in a barrier because host 1 never takes part.
      await Promise.all(clusters.map((c) => c.run(PROGRAM, { scenario: 'fail', seed: 0, failRank: -1, rounds: 1 } satisfies HostsOptions)));
      // Host 1's rank 3 sleeps in its program between two barriers: host 0's ranks wait for it in
      // the second. The stall outlasts the bound below by far: a rejection within it comes from the loss.
      const stall: HostsOptions = { scenario: 'stall', seed: 0, failRank: 3, stallMs: 25_000 };
      const from0 = group.deliveredOn(0, 1, COLLECTIVE_STREAM);
      const from1 = group.deliveredOn(1, 0, COLLECTIVE_STREAM);
      const run = clusters[0]?.run(PROGRAM, stall);
      clusters[1]?.run(PROGRAM, stall).catch(() => {});
      // Handshake, no sleep: each host's round of the first barrier has arrived at the other, and
      // host 0's round of the second, which it sends only once all its ranks wait in that barrier.
      const deadline = Date.now() + 60_000;
      while (group.deliveredOn(0, 1, COLLECTIVE_STREAM) < from0 + 2 || group.deliveredOn(1, 0, COLLECTIVE_STREAM) < from1 + 1) {
        if (Date.now() > deadline) throw new Error('host 0 ranks never reached the second barrier');
        await new Promise((r) => setTimeout(r, 10));
      }
      expect(group.deliveredOn(1, 0, COLLECTIVE_STREAM)).toBe(from1 + 1); // host 1 is held by its stalled rank
      // A stale message of run #1 on the collective stream and a link stream while run #2 waits
      // for host 1: ignored (taken as host 1's round, it would end the run with another error).
      const stale = new Uint8Array(64);
      new DataView(stale.buffer).setInt32(0, 1, true);
      group.inject(1, 0, COLLECTIVE_STREAM, stale);
      const ring4 = parseTopology('ring:4');
      const into0 = linkStreams(ring4)[3]?.[ring4.neighbours(3).findIndex((n) => n.rank === 0)] as number; // link 3 -> 0
      group.inject(1, 0, into0, stale);
      await new Promise((r) => setImmediate(r)); // let the host handle them before the loss
      const t0 = Date.now();
      group.lose(1);
      const err = (await run?.then(
        () => undefined,
        (e: unknown) => e,
      )) as MeshworkError;
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(err.code).toBe(ErrorCodes.HOST_LOST);
      expect(err.message).toContain('host 1 (ranks 2, 3)');
      // The loss ended the run, nothing before it (a stale round taken as current would have).
      expect(err.message).toContain('stopped answering');
    } finally {
      await Promise.all(clusters.map((c) => c.close()));
    }
    for (const c of clusters) expect(c.threadCount).toBe(0);
  }, 120_000);
});
