/**
 * Issue 24, item 2: close() stops a run that may restart (maxRestarts > 0). The threads close()
 * ends are not lost ranks: the run starts no new pool and no new attempt, it rejects with
 * MW_CLUSTER_STATE, and no worker thread outlives close().
 */
import { describe, expect, it } from 'vitest';
import { createCluster, ErrorCodes, MeshworkError } from '../src/index.ts';
import type { CloseRecoveringOptions } from './programs/close-recovering.ts';

const PROGRAM = new URL('./programs/close-recovering.ts', import.meta.url);

/** Resolves once every rank has published a step >= `step` (bounded: false after `boundMs`). */
async function reached(progress: Int32Array, step: number, boundMs: number): Promise<boolean> {
  const until = Date.now() + boundMs;
  for (let r = 0; r < progress.length; r++) {
    for (;;) {
      const seen = Atomics.load(progress, r);
      if (seen >= step) break;
      const left = until - Date.now();
      if (left <= 0) return false;
      const w = Atomics.waitAsync(progress, r, seen, Math.min(left, 1000));
      if (w.async) await w.value;
    }
  }
  return true;
}

describe('close() during a run with maxRestarts (ring:2)', () => {
  it('the run rejects with MW_CLUSTER_STATE, is not restarted, and no thread remains', async () => {
    const cluster = createCluster({ topology: 'ring:2' });
    const progress = new Int32Array(new SharedArrayBuffer(8));
    const run = cluster.run<string, CloseRecoveringOptions>(
      PROGRAM,
      { steps: 20_000, progress: progress.buffer as SharedArrayBuffer },
      { checkpointEvery: 1, maxRestarts: 5, timeoutMs: 120_000 },
    );
    const settled = run.then(
      (res) => ({ ok: true as const, res }),
      (err: unknown) => ({ ok: false as const, err }),
    );
    try {
      // Handshake: both ranks finished (and checkpointed) two steps.
      expect(await reached(progress, 2, 60_000)).toBe(true);
      await cluster.close();
      expect(cluster.threadCount).toBe(0);
      const out = await settled;
      expect(out.ok).toBe(false);
      const err = (out as { err: unknown }).err;
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.CLUSTER_STATE);
      expect((err as MeshworkError).message).toContain('closed while this run was in progress');
      // Nothing was started after close(): no thread, and a second close() has nothing to end.
      expect(cluster.threadCount).toBe(0);
      await cluster.close();
      expect(cluster.threadCount).toBe(0);
      // The ranks never got further than where close() found them plus the steps in flight.
      const last = Math.max(progress[0] as number, progress[1] as number);
      expect(last).toBeLessThan(20_000);
    } finally {
      await cluster.close();
      await settled;
    }
  }, 150_000);
});
