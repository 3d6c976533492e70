/**
 * `replicate` on real threads: with a loaded region in the first blocks, chunks move between
 * partners, yet every iteration runs exactly once (per-iteration execution counts), and every
 * chunk runs on a rank that holds its block. Seeded rank counts 1..8 and degrees 1..P.
 */
import { createCluster, mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import type { LoopRunResult } from './programs/loop-run.ts';

const PROGRAM = new URL('./programs/loop-run.ts', import.meta.url);
const rnd = mulberry32(77);
const CASES = Array.from({ length: 6 }, (_, i) => {
  const ranks = i === 0 ? 2 : 1 + Math.floor(rnd() * 8);
  return { ranks, m: i === 0 ? 2 : 1 + Math.floor(rnd() * ranks), n: 200 + Math.floor(rnd() * 3000), chunk: 1 + Math.floor(rnd() * 20) };
});

describe('replicate never runs an iteration twice nor loses one', () => {
  it.each(CASES)('$ranks ranks, m = $m, n = $n, chunk $chunk', async ({ ranks, m, n, chunk }) => {
    const cluster = createCluster({
      topology: `ring:${ranks}`.replace('ring:1', 'chain:1').replace('ring:2', 'chain:2'),
      waitTimeoutMs: 20_000,
    });
    try {
      const heavy = Math.ceil(n / ranks);
      const run = await cluster.run<LoopRunResult>(PROGRAM, { scheduler: 'replicate', options: { m, chunk }, n, heavy, spin: 400 });
      const counts = run.results[0]?.counts as number[];
      expect(counts).toHaveLength(n);
      const wrong = counts.flatMap((c, i) => (c === 1 ? [] : [[i, c]]));
      expect(wrong).toEqual([]);
      expect(run.results.reduce((s, r) => s + r.stats.iterations, 0)).toBe(n);
      for (const r of run.results) expect(r.outside).toBe(0);
      const given = run.results.reduce((s, r) => s + (r.stats.details.given ?? 0), 0);
      const received = run.results.reduce((s, r) => s + (r.stats.details.received ?? 0), 0);
      expect(received).toBe(given);
      if (m === 1) expect(given).toBe(0);
    } finally {
      await cluster.close();
    }
  });
});
