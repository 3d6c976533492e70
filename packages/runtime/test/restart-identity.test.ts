/**
 * A checkpoint directory holds one run's checkpoints, and a resume checks whose they are (issue 24,
 * item 1):
 *
 * - a fresh run in a directory an older run filled clears it first, so a later `resumeFrom` takes
 *   the new run's newest checkpoint, never the older run's higher epochs (it used to resume run A's
 *   epoch 6 and return A's result for run B);
 * - `resumeFrom` a checkpoint of another program, other program options or another topology is
 *   refused with MW_CHECKPOINT_MISMATCH, saying what was expected and what the manifest holds;
 * - a resumed program that never calls `ctx.restore()` is not reported as `resumedFrom`
 *   (`notRestored` names the checkpoint it ignored).
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError, type RunOptions } from '../src/index.ts';
import { canonicalOptions } from '../src/recovery/files.ts';
import { BASE, outcomeOf, RESTART_PROGRAM, runRestart } from './helpers/restart.ts';
import type { RestartOptions, RestartResult } from './programs/restart.ts';

const OTHER_PROGRAM = new URL('./programs/failure.ts', import.meta.url);

async function failure(p: Promise<unknown>): Promise<MeshworkError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(MeshworkError);
  return err as MeshworkError;
}

describe('checkpoint directories carry the run that wrote them (chain:2)', () => {
  const cluster = createCluster({ topology: 'chain:2' });
  const root = mkdtempSync(join(tmpdir(), 'meshwork-identity-'));
  afterAll(async () => {
    await cluster.close();
    rmSync(root, { recursive: true, force: true });
  });
  const A = { seed: 1 };
  const B = { seed: 2 };
  const dir = join(root, 'reused');

  it('a re-used checkpointDir resumes the run that was killed, not the older run', async () => {
    const plainB = await runRestart(cluster, B);
    const plainA = await runRestart(cluster, A);
    expect(outcomeOf(plainA)).not.toEqual(outcomeOf(plainB));
    // Run A to the end: epochs 1..6 (steps 2..12), the newest two kept.
    const a = await runRestart(cluster, A, { checkpointEvery: 2, checkpointDir: dir });
    expect(a.metrics.recovery?.lastEpoch).toBe(6);
    // Run B in the same directory, "killed" after epoch 4 (step 8).
    await expect(
      runRestart(cluster, B, { checkpointEvery: 2, checkpointDir: dir, faults: [{ rank: 1, kind: 'exit', atStep: 9 }] }),
    ).rejects.toThrow(/MW_WORKER_EXITED|worker thread/);
    // Only B's files are left: A's epochs 5 and 6 would look newer.
    expect(readdirSync(dir).filter((n) => n.endsWith('.manifest.json'))).toEqual([
      'epoch-00000003.manifest.json',
      'epoch-00000004.manifest.json',
    ]);
    const manifest = JSON.parse(readFileSync(join(dir, 'epoch-00000004.manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({
      version: 2,
      run: { topology: 'chain(2)', ranks: 2, optionsText: expect.stringContaining('"seed":2') },
    });
    // Resume B (and keep writing into the same directory): B's result, from B's epoch 4, B's run id.
    const res = await runRestart(cluster, B, { resumeFrom: dir, checkpointDir: dir, checkpointEvery: 2 });
    expect(outcomeOf(res)).toEqual(outcomeOf(plainB));
    expect(res.metrics.recovery).toMatchObject({ resumedFrom: { epoch: 4, step: 8, source: 'directory' }, rejected: [] });
    expect(res.metrics.recovery?.runId).toBe(manifest.run.id);
    expect(JSON.parse(readFileSync(join(dir, 'epoch-00000006.manifest.json'), 'utf8')).run.id).toBe(manifest.run.id);
  }, 180_000);

  const other = createCluster({ topology: 'ring:3' });
  afterAll(() => other.close());
  const refusals: [string, () => Promise<unknown>, string[]][] = [
    ['other program options', () => runRestart(cluster, A, { resumeFrom: dir }), ['program options expected', '"seed":1', '"seed":2']],
    [
      'another program',
      () => cluster.run(OTHER_PROGRAM, { ...B }, { resumeFrom: dir, timeoutMs: 60_000 } satisfies RunOptions),
      ['program expected', 'failure.ts', 'restart.ts'],
    ],
    [
      'another topology',
      () => runRestart(other, B, { resumeFrom: dir }),
      ['topology expected ring(3) (3 ranks)', 'got chain(2) (2 ranks)'],
    ],
  ];
  for (const [name, run, words] of refusals) {
    it(`resumeFrom refuses a checkpoint of ${name} (MW_CHECKPOINT_MISMATCH)`, async () => {
      const err = await failure(run());
      expect(err.code).toBe(ErrorCodes.CHECKPOINT_MISMATCH);
      expect(err.message).toContain('epoch 6, step 12');
      for (const w of words) expect(err.message).toContain(w);
    });
  }

  it('a refused resume leaves its checkpointDir alone', async () => {
    const keep = join(root, 'keep');
    cpSync(dir, keep, { recursive: true });
    const before = readdirSync(keep).sort();
    const err = await failure(runRestart(cluster, A, { resumeFrom: dir, checkpointDir: keep, checkpointEvery: 2 }));
    expect(err.code).toBe(ErrorCodes.CHECKPOINT_MISMATCH);
    expect(readdirSync(keep).sort()).toEqual(before);
    expect(before.length).toBeGreaterThan(0);
  });

  it('the same options in another key order are the same run', async () => {
    const reordered = Object.fromEntries(Object.entries({ ...BASE, ...B }).reverse()) as unknown as RestartOptions;
    expect(Object.keys(reordered)[0]).toBe('seed');
    const res = await cluster.run<RestartResult, RestartOptions>(RESTART_PROGRAM, reordered, { resumeFrom: dir, timeoutMs: 90_000 });
    expect(res.metrics.recovery?.resumedFrom).toEqual({ epoch: 6, step: 12, source: 'directory' });
  }, 120_000);

  it('a program that never calls ctx.restore() is not reported as resumed', async () => {
    const saved = join(root, 'no-restore');
    const o = { misuse: 'no-restore' as const };
    const plain = await runRestart(cluster, o);
    await runRestart(cluster, o, { checkpointEvery: 4, checkpointDir: saved });
    const res = await runRestart(cluster, o, { resumeFrom: saved });
    // It ran from its beginning: the plain run's result, and the metrics say so.
    expect(outcomeOf(res)).toEqual(outcomeOf(plain));
    expect(res.metrics.recovery?.resumedFrom).toBeUndefined();
    expect(res.metrics.recovery?.notRestored).toEqual({ epoch: 3, step: 12, source: 'directory' });
  }, 180_000);
});

describe('canonicalOptions: the same options give the same text, other options another', () => {
  const SAME: [string, unknown, unknown][] = [
    ['key order', { a: 1, b: { c: 2, d: 3 } }, { b: { d: 3, c: 2 }, a: 1 }],
    ['typed arrays by their bytes', { x: new Float64Array([1, 2]) }, { x: new Float64Array([1, 2]) }],
    ['Maps and Sets', { m: new Map([[1, 'a']]), s: new Set([1]) }, { s: new Set([1]), m: new Map([[1, 'a']]) }],
  ];
  it.each(SAME)('same: %s', (_name, a, b) => expect(canonicalOptions(a)).toBe(canonicalOptions(b)));
  const OTHER: [string, unknown, unknown][] = [
    ['another value', { seed: 1 }, { seed: 2 }],
    ['a missing key', { seed: 1 }, {}],
    ['undefined against absent', { seed: undefined }, {}],
    ['NaN against null', { x: Number.NaN }, { x: null }],
    ['-0 against 0', { x: -0 }, { x: 0 }],
    ['typed array type', { x: new Float64Array([1]) }, { x: new Float32Array([1, 0]) }],
    ['typed array bytes', { x: new Uint8Array([1, 2]) }, { x: new Uint8Array([1, 3]) }],
    ['bigint against number', { x: 1n }, { x: 1 }],
  ];
  it.each(OTHER)('other: %s', (_name, a, b) => expect(canonicalOptions(a)).not.toBe(canonicalOptions(b)));
});
