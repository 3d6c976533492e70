/**
 * An uncaught exception outside a rank's program (the `throw-outside` fault), on grids in shared
 * storage: the run restarts from the newest checkpoint and ends bit-identical to the undisturbed
 * run; the loss is recorded as `crash`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import { faultPoint, outcomeOf, runRestart } from './helpers/restart.ts';

describe('restart after an exception outside the program (ring:3, shared storage)', () => {
  const cluster = createCluster({ topology: 'ring:3' });
  afterAll(() => cluster.close());

  it('gives the undisturbed result and records a crash', async () => {
    const plain = await runRestart(cluster, { storage: 'shared' });
    const at = faultPoint(29, 3, 12);
    const res = await runRestart(
      cluster,
      { storage: 'shared' },
      { checkpointEvery: 4, maxRestarts: 2, faults: [{ kind: 'throw-outside', ...at }] },
    );
    expect(outcomeOf(res)).toEqual(outcomeOf(plain));
    expect(res.metrics.recovery?.restarts).toBe(1);
    expect(res.metrics.recovery?.failures[0]).toMatchObject({ rank: at.rank, cause: 'crash', epoch: Math.floor(at.atStep / 4) });
    expect(res.metrics.recovery?.failures[0]?.message).toMatch(/uncaught exception outside the program/);
  }, 120_000);
});
