/**
 * `self` and `static` on real threads: every iteration of [0, n) runs exactly once, for every chunk
 * rule, at seeded random rank counts 1..8; the chunks each rank ran add up to the rule's sequence.
 */
import { createCluster, mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { chunkSizes, parseChunkRule } from '../src/loops/index.ts';
import type { LoopRunOptions, LoopRunResult } from './programs/loop-run.ts';

const PROGRAM = new URL('./programs/loop-run.ts', import.meta.url);
const rnd = mulberry32(51);
const CASES = [
  { rule: 'gss', ranks: 4, n: 1000 },
  ...['gss', 'tss', 'fac2', 'fixed:7', 'static'].map((rule) => ({
    rule,
    ranks: 1 + Math.floor(rnd() * 8),
    n: Math.floor(rnd() * 3000),
  })),
];

describe('self-scheduling on threads', () => {
  it.each(CASES)('$rule on $ranks ranks, n = $n: each iteration once', async ({ rule, ranks, n }) => {
    const cluster = createCluster({ topology: `chain:${ranks}`, waitTimeoutMs: 20_000 });
    try {
      const opts: LoopRunOptions =
        rule === 'static'
          ? { scheduler: 'static', n, heavy: n >> 2, spin: 50 }
          : { scheduler: 'self', options: { rule }, n, heavy: n >> 2, spin: 50 };
      const run = await cluster.run<LoopRunResult>(PROGRAM, opts);
      const counts = run.results[0]?.counts as number[];
      expect(counts).toHaveLength(n);
      expect(counts.every((c) => c === 1)).toBe(true);
      expect(run.results.reduce((s, r) => s + r.stats.iterations, 0)).toBe(n);
      if (rule !== 'static') {
        const total = run.results.reduce((s, r) => s + r.stats.chunks, 0);
        expect(total).toBe(chunkSizes(parseChunkRule(rule), n, ranks).length);
      }
    } finally {
      await cluster.close();
    }
  });
});
