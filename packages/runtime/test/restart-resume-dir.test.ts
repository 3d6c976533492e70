/**
 * Checkpoints written to a directory (checkpointDir: one file per rank plus a manifest with
 * sha256 per file, the two newest epochs kept) let a fresh cluster go on after the whole process
 * died: `resumeFrom` gives the result of the undisturbed run, bit for bit.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster } from '../src/index.ts';
import { outcomeOf, runRestart } from './helpers/restart.ts';

describe('resumeFrom a checkpoint directory (ring:3)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-ckpt-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a fresh cluster resumes from the newest checkpoint with the identical result', async () => {
    const first = createCluster({ topology: 'ring:3' });
    let plain: Awaited<ReturnType<typeof runRestart>>;
    try {
      plain = await runRestart(first, {});
      // The whole process "dies" after epoch 2 (step 8): a fault with no restart allowed ends the run.
      await expect(
        runRestart(first, {}, { checkpointEvery: 4, checkpointDir: dir, faults: [{ rank: 1, kind: 'exit', atStep: 9 }] }),
      ).rejects.toThrow(/MW_WORKER_EXITED|worker thread/);
    } finally {
      await first.close();
    }
    const files = readdirSync(dir).sort();
    expect(files).toEqual([
      'epoch-00000001.manifest.json',
      'epoch-00000001.rank-0.mwck',
      'epoch-00000001.rank-1.mwck',
      'epoch-00000001.rank-2.mwck',
      'epoch-00000002.manifest.json',
      'epoch-00000002.rank-0.mwck',
      'epoch-00000002.rank-1.mwck',
      'epoch-00000002.rank-2.mwck',
    ]);
    const manifest = JSON.parse(readFileSync(join(dir, 'epoch-00000002.manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'meshwork-checkpoint', version: 2, epoch: 2, step: 8, ranks: 3, topology: 'ring(3)' });
    expect(manifest.files.map((f: { sha256: string }) => f.sha256)).toEqual(
      manifest.files.map(() => expect.stringMatching(/^[0-9a-f]{64}$/)),
    );

    const fresh = createCluster({ topology: 'ring:3' });
    try {
      const res = await runRestart(fresh, {}, { resumeFrom: dir });
      expect(outcomeOf(res)).toEqual(outcomeOf(plain));
      expect(res.results.every((r) => r.resumed)).toBe(true);
      expect(res.metrics.recovery).toMatchObject({ restarts: 0, rejected: [], resumedFrom: { epoch: 2, step: 8, source: 'directory' } });
    } finally {
      await fresh.close();
    }
  }, 180_000);
});
