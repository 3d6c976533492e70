/** Small typed messages keep their exact bytes (NaN payloads included) through every send and receive path. */
import { afterEach, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from '../src/index.ts';
import type { SmallExactOptions, SmallExactResult } from './programs/small-exact.ts';

const PROGRAM = new URL('./programs/small-exact.ts', import.meta.url);

describe('small typed messages on chain:2', () => {
  let cluster: Cluster | undefined;
  afterEach(async () => {
    await cluster?.close();
    cluster = undefined;
  });

  it.each([
    { spin: true, seed: 11 },
    { spin: false, seed: 12 },
  ] as const)(
    'arrive byte for byte on every path (spin $spin)',
    async ({ spin, seed }) => {
      cluster = createCluster({ topology: 'chain:2', spin });
      const options: SmallExactOptions = { seed, rounds: 400 };
      const run = await cluster.run<SmallExactResult, SmallExactOptions>(PROGRAM, options, { timeoutMs: 30_000 });
      const r1 = run.results[1] as SmallExactResult;
      expect(r1.bad).toEqual([]);
      // Every round is received once, the rounds that send the same array twice twice.
      expect(r1.checked).toBe(options.rounds + options.rounds / 2);
    },
    60_000,
  );
});
