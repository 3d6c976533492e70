/**
 * A rank dying in the middle of writing a checkpoint (the `inCheckpoint` fault: after it copied
 * its image into the slot, before it marked the slot written). The double buffer keeps the epoch
 * before whole: the run goes back to it, not to the start, and ends bit-identical to the
 * undisturbed run; in a checkpoint directory the half-written epoch has no manifest and
 * `resumeFrom` takes the one before.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import { outcomeOf, runRestart } from './helpers/restart.ts';

describe('a rank dying mid-checkpoint (ring:3)', () => {
  const cluster = createCluster({ topology: 'ring:3' });
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-midwrite-'));
  afterAll(async () => {
    await cluster.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('in memory: back to the previous epoch (not the start), identical result', async () => {
    const plain = outcomeOf(await runRestart(cluster, {}));
    // checkpointEvery 3: the first saving checkpoint at or after step 7 is step 9 (epoch 3).
    const res = await runRestart(
      cluster,
      {},
      { checkpointEvery: 3, maxRestarts: 1, faults: [{ rank: 1, kind: 'exit', atStep: 7, inCheckpoint: true }] },
    );
    expect(outcomeOf(res)).toEqual(plain);
    const rec = res.metrics.recovery;
    expect(rec?.restarts).toBe(1);
    expect(rec?.failures).toEqual([expect.objectContaining({ rank: 1, cause: 'exit', epoch: 2, step: 6 })]);
    expect(rec?.resumedFrom).toEqual({ epoch: 2, step: 6, source: 'memory' });
    expect(res.results.every((r) => r.resumed)).toBe(true);
    expect(rec?.lastEpoch).toBe(4);
  }, 120_000);

  it('an exception outside the program mid-write: the same', async () => {
    const plain = outcomeOf(await runRestart(cluster, { storage: 'shared' }));
    const res = await runRestart(
      cluster,
      { storage: 'shared' },
      { checkpointEvery: 4, maxRestarts: 1, faults: [{ rank: 2, kind: 'throw-outside', atStep: 8, inCheckpoint: true }] },
    );
    expect(outcomeOf(res)).toEqual(plain);
    expect(res.metrics.recovery?.failures).toEqual([expect.objectContaining({ rank: 2, cause: 'crash', epoch: 1, step: 4 })]);
    expect(res.metrics.recovery?.failures[0]?.message).toContain('inside its checkpoint');
  }, 120_000);

  it('on disk: the half-written epoch has no manifest; resumeFrom takes the one before', async () => {
    const plain = outcomeOf(await runRestart(cluster, {}));
    const err = await runRestart(
      cluster,
      {},
      { checkpointEvery: 4, checkpointDir: dir, faults: [{ rank: 1, kind: 'exit', atStep: 9, inCheckpoint: true }] },
    ).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(ErrorCodes.WORKER_EXITED);
    expect(existsSync(join(dir, 'epoch-00000002.manifest.json'))).toBe(true);
    expect(readdirSync(dir).filter((f) => f.startsWith('epoch-00000003.manifest'))).toEqual([]);
    const res = await runRestart(cluster, {}, { resumeFrom: dir });
    expect(outcomeOf(res)).toEqual(plain);
    expect(res.metrics.recovery?.resumedFrom).toEqual({ epoch: 2, step: 8, source: 'directory' });
  }, 120_000);

  it('refuses inCheckpoint that is not a boolean, or given with phase', async () => {
    for (const [fault, part] of [
      [{ rank: 0, kind: 'exit', inCheckpoint: 'yes' }, 'faults[0].inCheckpoint must be a boolean'],
      [{ rank: 0, kind: 'exit', inCheckpoint: true, phase: 1 }, 'faults[0].phase must be left out with inCheckpoint: true'],
    ] as const) {
      const e = await runRestart(cluster, {}, { faults: [fault as never] }).then(
        () => undefined,
        (x: unknown) => x,
      );
      expect((e as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect((e as MeshworkError).message).toContain(part);
    }
  });
});
