/** Messages absorbed before their receive arrive intact, and recycled inbox buffers never clobber what `recv` handed out. */
import { afterEach, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from '../src/index.ts';
import type { EarlyOptions, EarlyResult } from './programs/early.ts';

const PROGRAM = new URL('./programs/early.ts', import.meta.url);

describe('early messages on chain:2', () => {
  let cluster: Cluster | undefined;
  afterEach(async () => {
    await cluster?.close();
    cluster = undefined;
  });

  it.each([
    { spin: true, linkBytes: 1 << 16, seed: 1 },
    { spin: false, linkBytes: 1 << 20, seed: 2 },
  ] as const)(
    'arrive intact through recycled buffers (spin $spin, linkBytes $linkBytes)',
    async ({ spin, linkBytes, seed }) => {
      cluster = createCluster({ topology: 'chain:2', spin, linkBytes });
      const options: EarlyOptions = { rounds: 40, perRound: 3, seed };
      const run = await cluster.run<EarlyResult, EarlyOptions>(PROGRAM, options, { timeoutMs: 30_000 });
      const r1 = run.results[1] as EarlyResult;
      expect(r1.received).toBe(options.rounds * options.perRound);
      expect(r1.bad).toBe(0);
      expect(r1.clobbered).toBe(0);
    },
    60_000,
  );
});
