/**
 * Executions per iteration, counted in shared memory by the program (`audit`): every strategy runs
 * every iteration exactly once (static, self, steal, replicate). `replicate` is run with a loaded region and small chunks so that
 * chunks move between partners, at degrees 1..P.
 */
import { createCluster, mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import type { LoopProgramOptions } from '../src/options.ts';
import type { LoopRankResult } from '../src/program.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const rnd = mulberry32(99);
const CASES = Array.from({ length: 5 }, (_, i) => {
  const ranks = i === 0 ? 2 : 2 + Math.floor(rnd() * 7);
  return { ranks, m: i === 4 ? 1 : 2 + Math.floor(rnd() * (ranks - 1)), at: rnd(), chunk: 1 + Math.floor(rnd() * 16) };
});

describe('no iteration runs twice or never', () => {
  it.each(CASES)('replicate on $ranks ranks, m = $m, chunk $chunk, region at $at', async ({ ranks, m, at, chunk }) => {
    const cluster = createCluster({ topology: `chain:${ranks}`, waitTimeoutMs: 20_000 });
    try {
      const opts: LoopProgramOptions = {
        rows: 40,
        cols: 50,
        F: 8,
        d: 0.1,
        mu: 200,
        seed: 5,
        at,
        strategy: 'replicate',
        m,
        chunk,
        audit: true,
      };
      const run = await cluster.run<LoopRankResult>(PROGRAM, opts);
      const ex = run.results[0]?.executions as Int32Array;
      expect(ex).toHaveLength(2000);
      const wrong = Array.from(ex).flatMap((c, i) => (c === 1 ? [] : [[i, c]]));
      expect(wrong).toEqual([]);
      const given = run.results.reduce((s, r) => s + (r.details.given ?? 0), 0);
      expect(run.results.reduce((s, r) => s + (r.details.received ?? 0), 0)).toBe(given);
      // partial replication: a rank holds exactly m blocks of data
      for (const r of run.results) expect(r.held).toBeLessThanOrEqual(m * Math.ceil(2000 / ranks));
    } finally {
      await cluster.close();
    }
  });

  it.each(['static', 'self', 'steal'] as const)('%s on 5 ranks', async (strategy) => {
    const cluster = createCluster({ topology: 'ring:5', waitTimeoutMs: 20_000 });
    try {
      const opts: LoopProgramOptions = {
        rows: 30,
        cols: 70,
        F: 8,
        d: 0.1,
        mu: 100,
        seed: 6,
        at: 0.1,
        strategy,
        rule: 'fac2',
        chunk: 7,
        audit: true,
      };
      const run = await cluster.run<LoopRankResult>(PROGRAM, opts);
      const ex = Array.from(run.results[0]?.executions as Int32Array);
      expect(ex).toHaveLength(2100);
      expect(ex.flatMap((c, i) => (c === 1 ? [] : [[i, c]]))).toEqual([]);
    } finally {
      await cluster.close();
    }
  });
});
