/**
 * A rank that runs out of memory (heap past a small resourceLimits, at a seeded point): the run
 * restarts from the newest checkpoint with a new thread and ends bit-identical to the
 * undisturbed run; the loss is recorded as `oom`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import { faultPoint, outcomeOf, runRestart } from './helpers/restart.ts';

describe('restart after a rank runs out of memory (chain:2)', () => {
  const cluster = createCluster({ topology: 'chain:2', resourceLimits: { maxOldGenerationSizeMb: 48 } });
  afterAll(() => cluster.close());

  it('gives the undisturbed result and records an oom', async () => {
    const plain = await runRestart(cluster, {});
    const at = faultPoint(7, 2, 12);
    const res = await runRestart(cluster, {}, { checkpointEvery: 2, maxRestarts: 1, faults: [{ kind: 'oom', ...at }] });
    expect(outcomeOf(res)).toEqual(outcomeOf(plain));
    expect(res.metrics.recovery?.restarts).toBe(1);
    expect(res.metrics.recovery?.failures[0]).toMatchObject({ rank: at.rank, cause: 'oom', epoch: Math.floor(at.atStep / 2) });
    expect(res.metrics.recovery?.failures[0]?.message).toMatch(/memory/i);
  }, 120_000);
});
