/** recvInto's small-message fast path forwards routed frames while it polls, spinning or not. */
import { afterEach, describe, expect, it } from 'vitest';
import { type Cluster, createCluster } from '../src/index.ts';
import type { RelayOptions, RelayResult } from './programs/relay.ts';

const PROGRAM = new URL('./programs/relay.ts', import.meta.url);
const ROUNDS = 400;

describe('recvInto fast path on chain:3', () => {
  let cluster: Cluster | undefined;
  afterEach(async () => {
    await cluster?.close();
    cluster = undefined;
  });

  it.each([{ spin: true }, { spin: false }] as const)(
    'keeps forwarding for others (spin $spin)',
    async ({ spin }) => {
      cluster = createCluster({ topology: 'chain:3', spin, linkBytes: 4096 });
      const run = await cluster.run<RelayResult, RelayOptions>(PROGRAM, { rounds: ROUNDS }, { timeoutMs: 30_000 });
      const [r0, r1, r2] = run.results as [RelayResult, RelayResult, RelayResult];
      expect(r0.bad + r1.bad + r2.bad).toBe(0);
      expect(r0.received).toBe(ROUNDS);
      const wide = Array.from({ length: ROUNDS }, (_, i) => i).filter((i) => i % 7 === 3).length;
      expect(r1.received).toBe(ROUNDS + wide);
      // Every message of rank 2 crossed rank 1.
      expect(r1.forwarded).toBe(ROUNDS);
    },
    60_000,
  );
});
