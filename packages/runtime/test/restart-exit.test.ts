/**
 * A rank whose worker thread exits mid-run (process.exit inside the rank, at a seeded step and
 * phase): with maxRestarts the cluster replaces the thread, every rank goes back to the newest
 * complete checkpoint, and the result is bit-identical to the undisturbed run; the loss is in the
 * run's metrics.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import { faultPoint, outcomeOf, runRestart } from './helpers/restart.ts';

describe('restart after a worker exits (ring:3)', () => {
  const cluster = createCluster({ topology: 'ring:3' });
  afterAll(() => cluster.close());

  it('gives the undisturbed result and records the restart', async () => {
    const plain = await runRestart(cluster, {});
    expect(plain.metrics.recovery).toBeUndefined();
    const at = faultPoint(13, 3, 12);
    const res = await runRestart(cluster, {}, { checkpointEvery: 3, maxRestarts: 1, faults: [{ kind: 'exit', ...at }] });
    expect(outcomeOf(res)).toEqual(outcomeOf(plain));
    const rec = res.metrics.recovery;
    expect(rec?.restarts).toBe(1);
    expect(rec?.failures).toHaveLength(1);
    expect(rec?.failures[0]).toMatchObject({ attempt: 0, rank: at.rank, cause: 'exit' });
    const epoch = Math.floor(at.atStep / 3);
    expect(rec?.failures[0]?.epoch).toBe(epoch);
    expect(rec?.failures[0]?.step).toBe(epoch * 3);
    expect(res.results.every((r) => r.resumed === epoch > 0)).toBe(true);
    if (epoch > 0) expect(rec?.resumedFrom).toEqual({ epoch, step: epoch * 3, source: 'memory' });
    expect(rec?.lastEpoch).toBe(4);
    expect(cluster.threadCount).toBe(3);
  }, 120_000);

  it('the same cluster then runs undisturbed with checkpoints and no restart', async () => {
    const res = await runRestart(cluster, {}, { checkpointEvery: 5, maxRestarts: 2 });
    expect(res.metrics.recovery).toMatchObject({ restarts: 0, failures: [], lastEpoch: 2 });
    expect(outcomeOf(res)).toEqual(outcomeOf(await runRestart(cluster, {})));
  }, 120_000);
});
