/**
 * More lost ranks than maxRestarts allows: maxRestarts 1 and a fault in the first and in the
 * second attempt end the run with MW_RESTARTS_EXHAUSTED naming both losses.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import { runRestart } from './helpers/restart.ts';

describe('restarts exhausted (ring:3)', () => {
  const cluster = createCluster({ topology: 'ring:3' });
  afterAll(() => cluster.close());

  it('fails with a typed error naming both failures', async () => {
    const err = await runRestart(
      cluster,
      {},
      {
        checkpointEvery: 2,
        maxRestarts: 1,
        faults: [
          { rank: 2, kind: 'exit', atStep: 5, phase: 1 },
          { rank: 0, kind: 'throw-outside', atStep: 8, attempt: 1 },
        ],
      },
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MeshworkError);
    const e = err as MeshworkError;
    expect(e.code).toBe(ErrorCodes.RESTARTS_EXHAUSTED);
    expect(e.message).toMatch(/failure 1: rank 2 \(exit, attempt 0, back to epoch 2 step 4\)/);
    expect(e.message).toMatch(/failure 2: rank 0 \(crash, attempt 1, back to epoch 4 step 8\)/);
    expect((e.cause as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
    expect(cluster.threadCount).toBe(3);
  }, 120_000);
});
