/**
 * A policy's `nextCheck`: the driver skips the load board on the phases in between (no gather,
 * no posted round, no sync point) and the next state's `span` counts them; synchronous and lagged
 * drivers alike, every rank alike.
 */
import { afterAll, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import type { LaggedResult } from './programs/lagged-driver.ts';

const PROGRAM = new URL('./programs/lagged-driver.ts', import.meta.url);
const cluster = createCluster({ topology: 'ring:3' });
afterAll(() => cluster.close());

const looks = (r: LaggedResult) => r.seen.flatMap((s, call) => (s === null ? [] : [[call, s.phase, s.span]]));

it('synchronous: a gather every third phase, spans of 3', async () => {
  const run = await cluster.run<LaggedResult>(PROGRAM, { lagged: false, balanceAt: [], phases: 10, gap: 3 }, { timeoutMs: 30_000 });
  for (const r of run.results) {
    expect(looks(r)).toEqual([
      [0, 0, 1],
      [3, 3, 3],
      [6, 6, 3],
      [9, 9, 3],
    ]);
    expect(r.syncs).toEqual([1, 0, 0, 1, 0, 0, 1, 0, 0, 1]);
  }
});

it('lagged: posted the phase before each look, collected at it; no sync point', async () => {
  const run = await cluster.run<LaggedResult>(PROGRAM, { lagged: true, balanceAt: [], phases: 10, gap: 3 }, { timeoutMs: 30_000 });
  for (const r of run.results) {
    expect(r.lagged).toBe(true);
    expect(looks(r)).toEqual([
      [1, 0, 1],
      [4, 3, 3],
      [7, 6, 3],
    ]);
    expect(r.syncs.every((n) => n === 0)).toBe(true);
  }
});

it('a balance resets the gap: the next look is at the phase after it', async () => {
  const run = await cluster.run<LaggedResult>(PROGRAM, { lagged: false, balanceAt: [3], phases: 8, gap: 3 }, { timeoutMs: 30_000 });
  const [r0] = run.results as [LaggedResult];
  expect(looks(r0)).toEqual([
    [0, 0, 1],
    [3, 3, 3],
    [4, 4, 1],
    [7, 7, 3],
  ]);
  expect(r0.reports.map((b) => b.phase)).toEqual([3]);
});
