/**
 * Hybrid clusters end to end: 2 and 4 host processes (child processes, 1-2 ranks each) joined by a
 * real nats-server run the apps unchanged (stencil, wator with gde, diffusion with sdlb, the
 * sieve with functional), and every result equals the one-host run of the same topology bit for
 * bit. knary's task engine shares deques in memory: it refuses several hosts with
 * MW_SINGLE_HOST_ONLY on every host, and the processes still exit cleanly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type NatsServer, startNatsServer } from './helpers.js';
import { deterministic, exampleProgram, type HybridSpec, oneHost, startHosts } from './hybrid-helpers.js';

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

describe('apps on hybrid clusters over NATS', () => {
  it.each(CASES)(
    '%s on %i host processes equals the one-host run bit for bit',
    async (_name, hosts, spec) => {
      const expected = deterministic(await oneHost(spec));
      const procs = startHosts(hosts, server.url, spec);
      const codes = await procs.exited;
      expect(codes, procs.stderr.join('\n')).toEqual(new Array(hosts).fill(0));
      for (const [h, lines] of procs.lines.entries()) {
        expect(lines.length, procs.stdout[h]).toBe(1);
        const line = lines[0];
        if (line?.kind !== 'result') throw new Error(`host ${h}: ${JSON.stringify(line?.value)}`);
        expect(line.value.host).toBe(h);
        expect(line.value.placement).toContain(`on ${hosts} hosts`);
        expect(deterministic(line.value.results)).toEqual(expected);
      }
    },
    240_000,
  );

  it('knary with steal in message mode refuses 2 hosts with MW_SINGLE_HOST_ONLY on every host', async () => {
    const spec: HybridSpec = {
      topology: 'ring:2',
      program: exampleProgram('knary'),
      options: { h: 4, d: 3, s: 1, iters: 10, scheduler: 'steal', schedulerOptions: { mode: 'message' } },
    };
    const procs = startHosts(2, server.url, spec);
    expect(await procs.exited).toEqual([0, 0]);
    for (const lines of procs.lines) {
      expect(lines[0]?.kind).toBe('error');
      expect((lines[0]?.value as { message: string } | undefined)?.message).toContain('MW_SINGLE_HOST_ONLY');
    }
  }, 240_000);
});
