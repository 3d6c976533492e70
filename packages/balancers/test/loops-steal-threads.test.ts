/**
 * `steal` for loops on real threads: per-rank deques of range chunks, random victims. With a
 * loaded first block the other ranks steal, yet every iteration runs exactly once, the chunks
 * add up to the block split's chunk count, and successful steals are never more than the chunks.
 */
import { createCluster, ErrorCodes, mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { createSteal } from '../src/loops/index.ts';
import type { LoopRunResult } from './programs/loop-run.ts';

const PROGRAM = new URL('./programs/loop-run.ts', import.meta.url);
const rnd = mulberry32(303);
const CASES = Array.from({ length: 5 }, (_, i) => ({
  ranks: i === 0 ? 2 : 1 + Math.floor(rnd() * 8),
  n: Math.floor(rnd() * 4000),
  chunk: 1 + Math.floor(rnd() * 40),
  seed: i,
}));

describe('work stealing over loop chunks', () => {
  it.each(CASES)('$ranks ranks, n = $n, chunk $chunk: each iteration once', async ({ ranks, n, chunk, seed }) => {
    const cluster = createCluster({ topology: `chain:${ranks}`, waitTimeoutMs: 20_000 });
    try {
      const run = await cluster.run<LoopRunResult>(PROGRAM, {
        scheduler: 'steal',
        options: { chunk, seed },
        n,
        heavy: Math.ceil(n / ranks),
        spin: 300,
      });
      const counts = run.results[0]?.counts as number[];
      expect(counts).toHaveLength(n);
      expect(counts.flatMap((c, i) => (c === 1 ? [] : [[i, c]]))).toEqual([]);
      expect(run.results.reduce((s, r) => s + r.stats.iterations, 0)).toBe(n);
      const base = Math.floor(n / ranks);
      const expected = Array.from({ length: ranks }, (_, p) => Math.ceil((base + (p < n % ranks ? 1 : 0)) / chunk)).reduce(
        (a, b) => a + b,
        0,
      );
      const chunks = run.results.reduce((s, r) => s + r.stats.chunks, 0);
      expect(chunks).toBe(expected);
      expect(run.results.reduce((s, r) => s + (r.stats.details.steals ?? 0), 0)).toBeLessThanOrEqual(chunks);
    } finally {
      await cluster.close();
    }
  });
  it('bad options are MW_INVALID_OPTION', () => {
    for (const o of [{ chunk: 0 }, { seed: -1 }, { victim: 'x' }]) {
      expect(() => createSteal(o)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_OPTION }));
    }
  });
});
