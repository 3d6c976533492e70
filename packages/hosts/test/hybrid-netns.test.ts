/**
 * Host processes in separate network namespaces: nats-server in one, host 0 and host 1 in two
 * others, each namespace with a veth interface on a bridge in a fourth, on a /24 chosen here, so
 * every byte between the hosts crosses interfaces. The stencil on 2 host processes equals the
 * one-host run bit for bit; every namespace is removed afterwards (also on failure). Where
 * namespaces cannot be created (not root), the test prints why and skips at runtime.
 */
import { randomInt } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startNatsServer } from '../src/index.ts';
import { deterministic, exampleProgram, type HybridSpec, oneHost, startHosts } from './hybrid-helpers.ts';
import { createNetwork, type NetnsNetwork, netnsUnavailable } from './netns.ts';

const unavailable = netnsUnavailable();
const canNetns = unavailable === undefined;
if (!canNetns) process.stdout.write(`hybrid-netns.test.ts: skipped at runtime: ${unavailable}\n`);

let net: NetnsNetwork | undefined;
afterAll(() => {
  net?.remove();
});

const SPEC: HybridSpec = {
  topology: 'chain:2',
  program: exampleProgram('stencil'),
  options: { rows: 40, cols: 30, iterations: 20, boundary: 1, seed: 3, storage: 'distributed', gather: true },
};

describe('hosts in separate network namespaces', () => {
  it.skipIf(!canNetns)(
    'the stencil on 2 host processes in their own namespaces, NATS in a third, equals the one-host run bit for bit',
    async () => {
      net = createNetwork(3, [randomInt(100, 200), randomInt(1, 250)]);
      const server = await startNatsServer({ address: net.addresses[0], port: 4222, prefix: net.exec(0) });
      try {
        const expected = deterministic(await oneHost(SPEC));
        const before = [1, 2].map((i) => net?.traffic(i).tx ?? 0);
        const procs = startHosts(2, server.url, SPEC, (h) => net?.exec(h + 1) ?? []);
        expect(await procs.exited, procs.stderr.join('\n')).toEqual([0, 0]);
        for (const [h, lines] of procs.lines.entries()) {
          const line = lines[0];
          if (line?.kind !== 'result') throw new Error(`host ${h}: ${JSON.stringify(line?.value)}; ${procs.stderr[h]}`);
          expect(deterministic(line.value.results)).toEqual(expected);
        }
        // The halos and the gather went out through each host's own interface.
        for (const [k, i] of [1, 2].entries()) expect((net.traffic(i).tx ?? 0) - (before[k] ?? 0)).toBeGreaterThan(10_000);
      } finally {
        await server.stop();
        net.remove();
      }
    },
    120_000,
  );
});
