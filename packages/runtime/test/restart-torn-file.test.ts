/**
 * A torn checkpoint file is detected by its size and sha256 and the previous complete checkpoint
 * is used: corrupt bytes or a truncated rank file of the newest epoch make `resumeFrom` fall back
 * to the epoch before (with the same final result, and the refusal in the metrics); when no
 * epoch is intact the run fails with MW_CHECKPOINT_CORRUPT before any thread starts work.
 */
import { mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, createCluster, ErrorCodes } from '../src/index.ts';
import { outcomeOf, runRestart } from './helpers/restart.ts';

describe('torn checkpoint files (chain:2)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-torn-'));
  let cluster: Cluster;
  let plain: unknown;
  beforeAll(async () => {
    cluster = createCluster({ topology: 'chain:2' });
    plain = outcomeOf(await runRestart(cluster, {}));
    // A complete run leaves epochs 2 (step 8) and 3 (step 12) on disk.
    await runRestart(cluster, {}, { checkpointEvery: 4, checkpointDir: dir });
  }, 120_000);
  afterAll(async () => {
    await cluster.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('corrupt bytes in the newest epoch: the previous epoch is used', async () => {
    const file = join(dir, 'epoch-00000003.rank-1.mwck');
    const bytes = readFileSync(file);
    bytes[bytes.length - 3] = (bytes[bytes.length - 3] as number) ^ 0x40;
    writeFileSync(file, bytes);
    const res = await runRestart(cluster, {}, { resumeFrom: dir });
    expect(outcomeOf(res)).toEqual(plain);
    expect(res.metrics.recovery?.resumedFrom).toEqual({ epoch: 2, step: 8, source: 'directory' });
    expect(res.metrics.recovery?.rejected).toEqual([expect.stringMatching(/epoch 3 epoch-00000003\.rank-1\.mwck: sha256 does not match/)]);
  }, 120_000);

  it('a truncated file of the fallback epoch too: no intact checkpoint is left', async () => {
    truncateSync(join(dir, 'epoch-00000002.rank-0.mwck'), 100);
    const err = await runRestart(cluster, {}, { resumeFrom: dir }).then(
      () => undefined,
      (e: unknown) => e as { code?: string; message: string },
    );
    expect(err?.code).toBe(ErrorCodes.CHECKPOINT_CORRUPT);
    expect(err?.message).toMatch(/epoch 3 .*sha256/);
    expect(err?.message).toMatch(/epoch 2 epoch-00000002\.rank-0\.mwck: \d+ bytes expected, 100 found \(truncated or torn\)/);
  }, 120_000);
});
