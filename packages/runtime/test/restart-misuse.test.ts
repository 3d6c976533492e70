/**
 * Bad checkpoint and restart input gets typed errors: run options (before any thread works),
 * a checkpoint with a message still in flight, ranks that checkpoint different steps, and state
 * that cannot be cloned.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError, type RunOptions } from '../src/index.js';
import { runRestart } from './helpers/restart.js';

async function failure(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err as MeshworkError;
}

describe('checkpoint misuse (chain:2)', () => {
  const cluster = createCluster({ topology: 'chain:2' });
  afterAll(() => cluster.close());

  const bad: [string, RunOptions, string[]][] = [
    ['checkpointEvery negative', { checkpointEvery: -1 }, ['checkpointEvery', '-1']],
    ['maxRestarts not an integer', { maxRestarts: 1.5 }, ['maxRestarts', '1.5']],
    ['checkpointDir without checkpointEvery', { checkpointDir: 'ckpt' }, ['checkpointDir', 'checkpointEvery']],
    ['faults not an array', { faults: 'exit' as never }, ['faults', 'string "exit"']],
    ['fault rank out of range', { faults: [{ rank: 2, kind: 'exit' }] }, ['faults[0].rank', '[0, 1]', '2']],
    [
      'fault kind unknown',
      { faults: [{ rank: 0, kind: 'segfault' as never }] },
      ['faults[0].kind', 'exit, throw-outside, oom', 'segfault'],
    ],
    ['oom fault without a heap limit', { faults: [{ rank: 0, kind: 'oom' }] }, ['resourceLimits.maxOldGenerationSizeMb', 'undefined']],
    ['resumeFrom a missing directory', { resumeFrom: 'no-such-checkpoint-dir' }, ['resumeFrom', 'no-such-checkpoint-dir']],
  ];
  for (const [name, options, words] of bad) {
    it(`refuses ${name}`, async () => {
      const err = await failure(runRestart(cluster, {}, options));
      expect([ErrorCodes.INVALID_ARGUMENT, ErrorCodes.CHECKPOINT]).toContain(err.code);
      for (const w of words) expect(err.message).toContain(w);
    });
  }

  it('refuses a checkpoint with a message in flight', async () => {
    const err = await failure(runRestart(cluster, { misuse: 'inflight' }, { checkpointEvery: 2 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    const cause = err.cause as MeshworkError;
    expect(cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(cause.message).toMatch(/links of rank 1 at ctx\.checkpoint\(12\) must be empty .* got 1 message in flight/);
  }, 60_000);

  it('refuses ranks that checkpoint different steps', async () => {
    const err = await failure(runRestart(cluster, { misuse: 'steps' }, { checkpointEvery: 1 }));
    expect((err.cause as MeshworkError).code).toBe(ErrorCodes.CHECKPOINT);
    expect((err.cause as MeshworkError).message).toMatch(/the same step on every rank/);
  }, 60_000);
});
