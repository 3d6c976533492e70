/**
 * The policy state's `coreLoad` on real threads: the sum of the ranks' loads over min(ranks,
 * cores), so that a policy can tell the imbalance time slicing absorbs (ranks outnumbering the
 * cores) from the imbalance that costs. `cores` is the cluster option (default: the host's).
 */
import { expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import type { LaggedResult } from './programs/lagged-driver.ts';

const PROGRAM = new URL('./programs/lagged-driver.ts', import.meta.url);

it.each([
  { cores: 2, expected: (sum: number) => sum / 2 },
  { cores: 4, expected: (sum: number) => sum / 4 },
  { cores: 16, expected: (sum: number) => sum / 4 },
])('4 ranks on $cores cores', async ({ cores, expected }) => {
  const cluster = createCluster({ topology: 'chain:4', cores });
  try {
    const run = await cluster.run<LaggedResult>(PROGRAM, { lagged: false, balanceAt: [], phases: 3 }, { timeoutMs: 30_000 });
    for (const r of run.results) {
      // rank r's load of phase p is 10 p + r
      r.seen.forEach((s, p) => {
        const sum = 40 * p + 6;
        expect(s?.avg).toBe(sum / 4);
        expect(s?.coreLoad).toBe(expected(sum));
      });
    }
  } finally {
    await cluster.close();
  }
});
