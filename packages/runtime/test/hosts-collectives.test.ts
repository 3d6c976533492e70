/**
 * Collectives across host processes (in-process transport): both modes (shm made hierarchical,
 * links through the gateway) return bit for bit what a one-host run of the same topology returns:
 * allreduce of numbers and vectors, scans, allgathers, broadcasts, gathers, axis reductions.
 */
import { describe, expect, it } from 'vitest';
import { fulfilled, runOnHosts, runOnOne } from './helpers/hosts-run.ts';
import type { HostsOptions } from './programs/hosts.ts';

const PROGRAM = new URL('./programs/hosts.ts', import.meta.url);

/** Bytes of every number in a result, so -0, NaN payloads and last bits count. */
function bits(value: unknown): unknown {
  if (typeof value === 'number') return Buffer.from(Float64Array.of(value).buffer).toString('hex');
  if (Array.isArray(value)) return value.map(bits);
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, bits(v)]));
  return value;
}

describe('collectives across hosts', () => {
  it.each([
    ['mesh:2x2', 2, 'shm'],
    ['mesh:2x2', 2, 'links'],
    ['hypercube:2', 2, 'shm'],
    ['ring:3', 3, 'shm'],
  ] as const)(
    '%s on %i hosts, ctx.comm in %s mode: bit-identical to one host',
    async (topology, hosts, collectives) => {
      const opts: HostsOptions = { scenario: 'collectives', seed: 5 };
      const cluster = { topology, collectives, waitTimeoutMs: 20_000 };
      const one = await runOnOne<unknown>(cluster, PROGRAM, opts);
      const many = fulfilled(await runOnHosts<unknown>(hosts, cluster, PROGRAM, opts));
      for (const run of many) expect(bits(run.results)).toEqual(bits(one.results));
    },
    120_000,
  );
});
