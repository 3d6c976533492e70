/**
 * Failures across host processes (in-process transport): a rank that throws on one host fails
 * the run on every host (the others with MW_REMOTE_FAILED carrying the cause and naming the host
 * and its ranks); a host lost mid-run (the transport's onFailure) makes the others reject with
 * MW_HOST_LOST naming it, well within the wait deadline, releasing ranks blocked in waits;
 * messages of a stale run are ignored; the clusters close and leave no thread behind.
 */
import { describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, type MeshworkError } from '../src/index.js';
import { hostGroup } from './helpers/host-pair.js';
import { runOnHosts } from './helpers/hosts-run.js';
import type { HostsOptions } from './programs/hosts.js';

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

  it('a host lost mid-run: the other rejects with MW_HOST_LOST within 5 s, threads end, a stale message is ignored', async () => {
    const group = hostGroup(2);
    const clusters = group.transports.map((t) => createCluster({ topology: 'ring:4', waitTimeoutMs: 60_000, hosts: t }));
    try {
      // A good run first, then a run that hangs in a barrier because host 1 never takes part.
      await Promise.all(clusters.map((c) => c.run(PROGRAM, { scenario: 'fail', seed: 0, failRank: -1, rounds: 1 } satisfies HostsOptions)));
      // A stale message of run #1 on a link stream and the collective stream: ignored.
      const stale = new Uint8Array(64);
      new DataView(stale.buffer).setInt32(0, 1, true);
      group.inject(1, 0, 1, stale);
      group.inject(1, 0, 3, stale);
      // Host 1's rank 3 sleeps in its program: host 0's ranks wait for it in a barrier.
      // The stall outlasts the bound below by far: a rejection within it comes from the loss.
      const stall: HostsOptions = { scenario: 'stall', seed: 0, failRank: 3, stallMs: 25_000 };
      const run = clusters[0]?.run(PROGRAM, stall);
      clusters[1]?.run(PROGRAM, stall).catch(() => {});
      await new Promise((r) => setTimeout(r, 3000));
      const t0 = Date.now();
      group.lose(1);
      const err = (await run?.then(
        () => undefined,
        (e: unknown) => e,
      )) as MeshworkError;
      expect(Date.now() - t0).toBeLessThan(15_000);
      expect(err.code).toBe(ErrorCodes.HOST_LOST);
      expect(err.message).toContain('host 1 (ranks 2, 3)');
    } finally {
      await Promise.all(clusters.map((c) => c.close()));
    }
    for (const c of clusters) expect(c.threadCount).toBe(0);
  }, 120_000);
});
