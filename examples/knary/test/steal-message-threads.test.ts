/**
 * Message-mode stealing: steal requests travel over links (routed on a ring), every request is
 * answered exactly once (with a task or a denial) by the end of the run, so no message is left in
 * a link; a rank that starts without work always asks. Flat and hierarchical (emulated nodes of 2).
 */
import { type Cluster, createCluster } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnaryRankResult } from '../src/program.ts';
import { knarySequential } from '../src/sequential.ts';

const PROGRAM = new URL('../src/program.ts', import.meta.url);
const TREE = { h: 5, d: 4, s: 1, iters: 50 };

describe('message-mode stealing on ring:4', () => {
  let cluster: Cluster;
  beforeAll(() => {
    cluster = createCluster({ topology: 'ring:4', waitTimeoutMs: 15_000 });
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it.each([
    { mode: 'message', seed: 1 },
    { mode: 'message', seed: 2, group: 2 },
  ])('options %j: every request answered once, results equal the reference', async (options) => {
    for (let round = 0; round < 3; round++) {
      const run = await cluster.run<KnaryRankResult>(PROGRAM, { ...TREE, scheduler: 'steal', schedulerOptions: options });
      const d = run.results.map((r) => r.stats.details as Record<string, number>);
      const sent = d.reduce((s, x) => s + (x.requestsSent ?? 0), 0);
      const served = d.reduce((s, x) => s + (x.requestsServed ?? 0), 0);
      const denied = d.reduce((s, x) => s + (x.denials ?? 0), 0);
      const received = d.reduce((s, x) => s + (x.remoteSteals ?? 0), 0);
      // Ranks 1..3 start without work; in flat mode each asks a remote rank at once.
      if (options.group === undefined) expect(sent).toBeGreaterThanOrEqual(3);
      expect(served + denied).toBe(sent);
      expect(received).toBe(served);
      expect(run.results[0]?.checksum).toBe(knarySequential(TREE).checksum);
      // Nothing is left in the links: the next round on the same cluster starts clean.
    }
  });
});
