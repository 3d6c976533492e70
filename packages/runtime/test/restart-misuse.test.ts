/**
 * Bad checkpoint and restart input gets typed errors: run options (before any thread works),
 * checkpoint directories that are empty or of another topology, a checkpoint with a message still
 * in flight, ranks that checkpoint different steps, a step that is not an integer, state that
 * cannot be cloned, and a resumed program that restores twice or creates other grids.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError, type RunOptions } from '../src/index.ts';
import { runRestart } from './helpers/restart.ts';

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
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-misuse-'));
  const file = join(dir, 'a-file');
  writeFileSync(file, 'not a directory');
  const empty = join(dir, 'empty');
  mkdirSync(empty);
  // A manifest of a ring:3 run (checked before its files are read).
  const foreign = join(dir, 'foreign');
  mkdirSync(foreign);
  const files = [0, 1, 2].map((rank) => ({ rank, file: `epoch-00000001.rank-${rank}.mwck`, bytes: 64, sha256: '0'.repeat(64) }));
  const run = { id: 'ab', program: 'x', options: '0'.repeat(64), optionsText: '{}', topology: 'ring(3)', ranks: 3 };
  const manifest = {
    format: 'meshwork-checkpoint',
    version: 2,
    epoch: 1,
    step: 4,
    ranks: 3,
    topology: 'ring(3)',
    program: 'x',
    run,
    files,
  };
  writeFileSync(join(foreign, 'epoch-00000001.manifest.json'), JSON.stringify(manifest));
  afterAll(async () => {
    await cluster.close();
    rmSync(dir, { recursive: true, force: true });
  });

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
    ['maxRestarts above 1000', { maxRestarts: 1001 }, ['maxRestarts', '[0, 1000]', '1001']],
    ['checkpointDir empty', { checkpointEvery: 1, checkpointDir: '' }, ['checkpointDir', 'a directory path']],
    ['checkpointDir not a string', { checkpointEvery: 1, checkpointDir: 42 as never }, ['checkpointDir', 'number 42']],
    ['checkpointDir under a file', { checkpointEvery: 1, checkpointDir: join(file, 'ckpt') }, ['checkpointDir', 'can be created']],
    ['resumeFrom not a string', { resumeFrom: [] as never }, ['resumeFrom', 'a directory path']],
    ['a fault that is not an object', { faults: [null as never] }, ['faults[0]', 'an object']],
    ['a fault step below 0', { faults: [{ rank: 0, kind: 'exit', atStep: -1 }] }, ['faults[0].atStep', '>= 0', '-1']],
    ['a fault attempt not an integer', { faults: [{ rank: 0, kind: 'exit', attempt: 0.5 }] }, ['faults[0].attempt', '0.5']],
    [
      'a fault with a misspelt key',
      { faults: [{ rank: 0, kind: 'exit', atstep: 3 } as never] },
      ['faults[0] key "atstep"', 'rank, kind, atStep, phase, attempt'],
    ],
    ['resumeFrom a directory of another topology', { resumeFrom: foreign }, ['ring(3) (3 ranks)', 'chain']],
  ];
  for (const [name, options, words] of bad) {
    it(`refuses ${name}`, async () => {
      const err = await failure(runRestart(cluster, {}, options));
      expect([ErrorCodes.INVALID_ARGUMENT, ErrorCodes.CHECKPOINT, ErrorCodes.CHECKPOINT_MISMATCH, ErrorCodes.PATH]).toContain(err.code);
      for (const w of words) expect(err.message).toContain(w);
    });
  }

  it('refuses resumeFrom a directory with no checkpoint', async () => {
    const err = await failure(runRestart(cluster, {}, { resumeFrom: empty }));
    expect(err.code).toBe(ErrorCodes.CHECKPOINT_CORRUPT);
    expect(err.message).toContain('no manifest at all');
  });

  it('refuses a step that is not an integer, and state that cannot be cloned', async () => {
    const step = await failure(runRestart(cluster, { misuse: 'step' }, { checkpointEvery: 1 }));
    expect((step.cause as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect((step.cause as MeshworkError).message).toMatch(/ctx\.checkpoint\(step\) must be an integer >= 0, got number 0\.5/);
    const state = await failure(runRestart(cluster, { misuse: 'state' }, { checkpointEvery: 1 }));
    expect((state.cause as MeshworkError).code).toBe(ErrorCodes.CHECKPOINT);
    expect((state.cause as MeshworkError).message).toMatch(/state of ctx\.checkpoint\(step, state\) must be structured-cloneable data/);
  }, 120_000);

  it('refuses a resumed program that restores twice or creates other grids', async () => {
    // Saved and resumed with the same options (other options are another run: MW_CHECKPOINT_MISMATCH).
    const saved = join(dir, 'saved');
    await runRestart(cluster, { misuse: 'restore-twice' }, { checkpointEvery: 4, checkpointDir: saved });
    const twice = await failure(runRestart(cluster, { misuse: 'restore-twice' }, { resumeFrom: saved }));
    expect((twice.cause as MeshworkError).code).toBe(ErrorCodes.CHECKPOINT);
    expect((twice.cause as MeshworkError).message).toMatch(/ctx\.restore\(\) must be called once per run, got a second call/);
    // A restarted attempt whose program creates taller grids than it saved.
    const other = await failure(
      runRestart(cluster, { misuse: 'regrid' }, { checkpointEvery: 4, maxRestarts: 1, faults: [{ rank: 1, kind: 'exit', atStep: 5 }] }),
    );
    expect((other.cause as MeshworkError).code).toBe(ErrorCodes.CHECKPOINT);
    expect((other.cause as MeshworkError).message).toMatch(/grid #0 must be what the checkpoint saved \(.*24x10 float64.*\).*got .*26x10/);
  }, 120_000);

  it('refuses a checkpoint with a message in flight', async () => {
    const err = await failure(runRestart(cluster, { misuse: 'inflight' }, { checkpointEvery: 2 }));
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    const cause = err.cause as MeshworkError;
    expect(cause.code).toBe(ErrorCodes.CHECKPOINT);
    expect(cause.message).toMatch(/links of rank 1 at ctx\.checkpoint\(12\) must be empty .* got 1 message in flight/);
  }, 120_000);

  it('refuses ranks that checkpoint different steps', async () => {
    const err = await failure(runRestart(cluster, { misuse: 'steps' }, { checkpointEvery: 1 }));
    expect((err.cause as MeshworkError).code).toBe(ErrorCodes.CHECKPOINT);
    expect((err.cause as MeshworkError).message).toMatch(/the same step on every rank/);
  }, 120_000);
});
