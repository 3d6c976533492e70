/**
 * What needs one address space refuses a multi-host cluster with MW_SINGLE_HOST_ONLY naming the
 * alternative, identically on every rank of every host: shared-storage grids and ctx.shareBuffer
 * (shared-memory loop schedulers; direct task steals refuse in hosts-tasks.test.ts). Hosts that
 * run different options refuse the run with MW_HOST_MISMATCH before any rank starts. A bad `hosts`
 * option is a typed error.
 */
import { describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import { hostGroup } from './helpers/host-pair.ts';
import { runOnHosts } from './helpers/hosts-run.ts';
import type { HostsOptions } from './programs/hosts.ts';

const PROGRAM = new URL('./programs/hosts.ts', import.meta.url);
const cluster = { topology: 'ring:2', waitTimeoutMs: 20_000 };

describe('single-address-space features refuse several hosts', () => {
  it.each([
    ['shared-grid', "grid storage 'shared'", "use storage 'distributed'"],
    ['share', 'ctx.shareBuffer', 'links or collectives'],
  ] as const)(
    '%s: MW_SINGLE_HOST_ONLY on every host',
    async (scenario, feature, instead) => {
      const settled = await runOnHosts<unknown>(2, cluster, PROGRAM, { scenario, seed: 0 } satisfies HostsOptions);
      for (const s of settled) {
        expect(s.status).toBe('rejected');
        // This host's rank failed (MW_RANK_FAILED) or the other's did first (MW_REMOTE_FAILED): either way the cause is named.
        const err = (s as PromiseRejectedResult).reason as MeshworkError;
        expect([ErrorCodes.RANK_FAILED, ErrorCodes.REMOTE_FAILED]).toContain(err.code);
        expect(err.message).toContain(`[${ErrorCodes.SINGLE_HOST_ONLY}]`);
        expect(err.message).toContain(feature);
        expect(err.message).toContain(instead);
        expect(err.message).toContain('2 host processes');
      }
    },
    120_000,
  );

  it('checkpoints and restarts refuse several hosts on every host, before any rank starts', async () => {
    const group = hostGroup(2);
    const clusters = group.transports.map((t) => createCluster({ ...cluster, hosts: t }));
    try {
      const settled = await Promise.allSettled(
        clusters.map((c) => c.run(PROGRAM, { scenario: 'links', seed: 0 } satisfies HostsOptions, { checkpointEvery: 2, maxRestarts: 1 })),
      );
      for (const s of settled) {
        expect(s.status).toBe('rejected');
        const err = (s as PromiseRejectedResult).reason as MeshworkError;
        expect(err.code).toBe(ErrorCodes.SINGLE_HOST_ONLY);
        expect(err.message).toContain('checkpoints and restarts');
        expect(err.message).toContain('2 host processes');
      }
      // The refusal left the clusters usable.
      const again = await Promise.all(clusters.map((c) => c.run(PROGRAM, { scenario: 'links', seed: 0 } satisfies HostsOptions)));
      expect(again.map((r) => r.results.length)).toEqual([2, 2]);
    } finally {
      await Promise.all(clusters.map((c) => c.close()));
    }
  }, 120_000);

  it('hosts with different program options refuse the run: MW_HOST_MISMATCH', async () => {
    const settled = await runOnHosts<unknown>(2, cluster, PROGRAM, (h: number) => ({ scenario: 'links', seed: h }));
    for (const s of settled) {
      expect(s.status).toBe('rejected');
      const err = (s as PromiseRejectedResult).reason as MeshworkError;
      expect(err.code).toBe(ErrorCodes.HOST_MISMATCH);
      expect(err.message).toContain('run #1');
    }
  }, 120_000);

  it.each([
    [{ host: 0, hosts: 2 }, 'hosts.send'],
    ['nats', 'hosts'],
    [{ host: 2, hosts: 2, send() {}, onMessage() {}, onFailure() {}, close() {} }, 'hosts.host'],
    [{ host: 0, hosts: 3, send() {}, onMessage() {}, onFailure() {}, close() {} }, '[1, 2]'],
  ])('a bad hosts option %#: MW_INVALID_ARGUMENT naming %s', (hosts, named) => {
    let caught: unknown;
    try {
      createCluster({ topology: 'ring:2', hosts: hosts as never });
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(MeshworkError);
    expect((caught as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect((caught as MeshworkError).message).toContain(named);
  });
});
