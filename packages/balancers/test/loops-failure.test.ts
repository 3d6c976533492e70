/**
 * A loop body that throws ends the run with an error naming the iteration and rank, under every
 * scheduler (the other ranks may be waiting for partners or for work), and the cluster is usable
 * afterwards. No timing is asserted: a hang would show as the test timeout.
 */
import { createCluster, ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import type { LoopRunOptions, LoopRunResult } from './programs/loop-run.ts';

const PROGRAM = new URL('./programs/loop-run.ts', import.meta.url);

describe('a failing iteration', () => {
  it.each([
    { scheduler: 'static' },
    { scheduler: 'self', options: { rule: 'fac2' } },
    { scheduler: 'replicate', options: { m: 3, chunk: 5 } },
    { scheduler: 'steal', options: { chunk: 5 } },
  ])('$scheduler: MW_RANK_FAILED naming the iteration', async ({ scheduler, options }) => {
    const cluster = createCluster({ topology: 'ring:4', waitTimeoutMs: 10_000 });
    try {
      const opts: LoopRunOptions = {
        scheduler,
        ...(options === undefined ? {} : { options }),
        n: 2000,
        heavy: 400,
        spin: 200,
        failAt: 123,
      };
      const err = await cluster.run(PROGRAM, opts).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(err).toBeInstanceOf(MeshworkError);
      expect((err as MeshworkError).code).toBe(ErrorCodes.RANK_FAILED);
      expect((err as MeshworkError).message).toMatch(/iteration 123 failed on rank \d/);
      const ok = await cluster.run<LoopRunResult>(PROGRAM, { scheduler, ...(options === undefined ? {} : { options }), n: 500 });
      expect(ok.results[0]?.counts?.every((c) => c === 1)).toBe(true);
    } finally {
      await cluster.close();
    }
  });
});
