/**
 * Hybrid clusters end to end: 2 and 4 host processes (child processes, 1-2 ranks each) joined by a
 * real nats-server run the apps unchanged (stencil, wator with gde, diffusion with sdlb, the
 * sieve with functional), and every result equals the one-host run of the same topology bit for
 * bit. knary with work stealing in message mode runs on the runtime's message engine there: the
 * node count and checksum equal the sequential reference and the one-host run (which rank ran
 * which node depends on timing, so the per-rank figures are not compared).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnaryRankResult } from '../../../examples/knary/src/program.ts';
import { knarySequential } from '../../../examples/knary/src/sequential.ts';
import { type NatsServer, startNatsServer } from './helpers.ts';
import { deterministic, exampleProgram, type HostProcs, type HybridSpec, oneHost, startHosts } from './hybrid-helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

const WATOR = {
  rows: 40,
  cols: 20,
  steps: 10,
  seed: 1234,
  minnowBreed: 3,
  sharkBreed: 6,
  starve: 3,
  minnowDensity: 0.4,
  sharkDensity: 0.1,
  storage: 'distributed',
  balancer: 'gde',
  every: 2,
  gather: true,
};

const KNARY = { h: 6, d: 4, s: 1, iters: 50 };

const CASES: [string, number, HybridSpec][] = [
  [
    'stencil',
    2,
    {
      topology: 'chain:2',
      program: exampleProgram('stencil'),
      options: { rows: 40, cols: 30, iterations: 20, boundary: 1, seed: 3, storage: 'distributed', gather: true },
    },
  ],
  ['wator with gde', 2, { topology: 'ring:2', program: exampleProgram('wator'), options: WATOR }],
  ['wator with gde', 4, { topology: 'ring:4', program: exampleProgram('wator'), options: WATOR }],
  [
    'diffusion with sdlb',
    2,
    {
      topology: 'mesh:2x2',
      program: exampleProgram('diffusion'),
      options: {
        rows: 24,
        cols: 20,
        pixels: { $image: { rows: 24, cols: 20, seed: 9 } },
        params: { K: 10, lambda: 0.2, epsilon: 0.2, maxIterations: 40 },
        storage: 'distributed',
        balancer: 'sdlb',
        policy: 'every',
        policyOptions: { k: 3 },
        stopCheckEvery: 4,
        gather: true,
      },
    },
  ],
  ['sieve with functional', 2, { topology: 'chain:4', program: exampleProgram('sieve'), options: { n: 20_000, strategy: 'functional' } }],
];

/** Every host exited 0 and printed one result line, its own, placed on `hosts` hosts: each host's results. */
async function resultsOfHosts(procs: HostProcs, hosts: number): Promise<unknown[][]> {
  const codes = await procs.exited;
  expect(codes, procs.stderr.join('\n')).toEqual(new Array(hosts).fill(0));
  return procs.lines.map((lines, h) => {
    expect(lines.length, procs.stdout[h]).toBe(1);
    const line = lines[0];
    if (line?.kind !== 'result') throw new Error(`host ${h}: ${JSON.stringify(line?.value)}`);
    expect(line.value.host).toBe(h);
    expect(line.value.placement).toContain(`on ${hosts} hosts`);
    return line.value.results;
  });
}

describe('apps on hybrid clusters over NATS', () => {
  it.each(CASES)(
    '%s on %i host processes equals the one-host run bit for bit',
    async (_name, hosts, spec) => {
      const expected = deterministic(await oneHost(spec));
      for (const results of await resultsOfHosts(startHosts(hosts, server.url, spec), hosts)) {
        expect(deterministic(results)).toEqual(expected);
      }
    },
    240_000,
  );

  it.each([
    [2, 'ring:4'],
    [4, 'ring:4'],
  ])(
    'knary with steal in message mode on %i host processes (%s): every node once, node count and checksum equal the reference and the one-host run',
    async (hosts, topology) => {
      const spec: HybridSpec = {
        topology,
        program: exampleProgram('knary'),
        options: { ...KNARY, scheduler: 'steal', schedulerOptions: { mode: 'message', seed: 7 } },
      };
      const totals = (results: unknown[]) =>
        (results as KnaryRankResult[]).map((r) => ({ rank: r.rank, nodes: r.nodes, checksum: r.checksum }));
      const reference = knarySequential(KNARY);
      const expected = totals(await oneHost(spec));
      expect(expected[0]).toEqual({ rank: 0, ...reference });
      for (const hostResults of await resultsOfHosts(startHosts(hosts, server.url, spec), hosts)) {
        const results = hostResults as KnaryRankResult[];
        expect(totals(results)).toEqual(expected);
        expect(results.reduce((a, r) => a + r.localNodes, 0)).toBe(reference.nodes);
        // Join tasks of nodes owned by other ranks crossed links (some of them hosts).
        expect(results.reduce((a, r) => a + r.stats.placedRemote, 0)).toBeGreaterThan(0);
      }
    },
    240_000,
  );
});
