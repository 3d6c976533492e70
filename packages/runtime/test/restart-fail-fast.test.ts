/**
 * maxRestarts 0 (the default) keeps fail-fast: a rank that exits ends the run with the same
 * MW_WORKER_EXITED error as a run without checkpoints, and a program's own error is never
 * restarted, whatever maxRestarts says.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import { runRestart } from './helpers/restart.ts';

async function failure(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err as MeshworkError;
}

describe('fail-fast without maxRestarts (chain:2)', () => {
  const cluster = createCluster({ topology: 'chain:2' });
  afterAll(() => cluster.close());

  it('a lost rank ends the run with MW_WORKER_EXITED, with or without checkpoints', async () => {
    const fault = { rank: 1, kind: 'exit' as const, atStep: 3 };
    const bare = await failure(runRestart(cluster, {}, { faults: [fault] }));
    const checkpointed = await failure(runRestart(cluster, {}, { faults: [fault], checkpointEvery: 2 }));
    for (const err of [bare, checkpointed]) {
      expect(err.code).toBe(ErrorCodes.WORKER_EXITED);
      expect(err.rank).toBe(1);
    }
  }, 120_000);

  it("a program's own error is not restarted", async () => {
    const err = await failure(runRestart(cluster, { misuse: 'steps' }, { checkpointEvery: 1, maxRestarts: 3 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect((err.cause as MeshworkError).code).toBe(ErrorCodes.CHECKPOINT);
  }, 120_000);
});
