/**
 * Links and routed sends across host processes (in-process transport, clusters of 1-3 ranks): messages to
 * every neighbour, small, chunked and records, arrive intact and in order through the gateway,
 * with the same per-link statistics as a one-host run of the same topology.
 */
import { describe, expect, it } from 'vitest';
import { fulfilled, runOnHosts, runOnOne } from './helpers/hosts-run.ts';
import type { HostsOptions } from './programs/hosts.ts';

const PROGRAM = new URL('./programs/hosts.ts', import.meta.url);

describe('links and routed sends across hosts', () => {
  it.each([
    ['ring:4', 2],
    ['mesh:2x2', 2],
    ['chain:3', 3],
  ])(
    '%s on %i hosts: every message and every link count equals the one-host run',
    async (topology, hosts) => {
      const opts: HostsOptions = { scenario: 'links', seed: 11, large: 5000 };
      const cluster = { topology, linkBytes: 4096, waitTimeoutMs: 20_000 };
      const one = await runOnOne<unknown>(cluster, PROGRAM, opts);
      const many = fulfilled(await runOnHosts<unknown>(hosts, cluster, PROGRAM, opts));
      for (const run of many) {
        expect(run.results).toEqual(one.results);
        expect(run.links).toEqual(one.links);
        expect(run.placement).toContain(`on ${hosts} hosts`);
      }
    },
    120_000,
  );

  it('routed sends between every pair of ranks of mesh:2x3 on 2 hosts (forwarded across hosts) equal one host', async () => {
    const opts: HostsOptions = { scenario: 'routed', seed: 4, large: 700 };
    const cluster = { topology: 'mesh:2x3', linkBytes: 4096, waitTimeoutMs: 20_000 };
    const one = await runOnOne<unknown>(cluster, PROGRAM, opts);
    const many = fulfilled(await runOnHosts<unknown>(2, cluster, PROGRAM, opts));
    for (const run of many) {
      expect(run.results).toEqual(one.results);
      expect(run.links).toEqual(one.links);
    }
  }, 120_000);
});
