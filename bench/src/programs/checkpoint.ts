/**
 * Rank side of the checkpoint bench: one float64 grid of `rows` x `cols` (distributed storage, halo
 * 1) over the ranks, then one trial of one kind, timed inside the ranks on rank 0 with
 * performance.now() around `n` iterations, each ending in a barrier (every rank done):
 *
 *   checkpoint  `ctx.checkpoint(step)`; the run's `checkpointEvery: 1` (and `checkpointDir` for
 *               disk) make every call save. Two untimed calls first fill both slots.
 *   memcpy      each rank copies its tile's bytes (the bytes a checkpoint saves) into a shared
 *               buffer with `Uint8Array.set`.
 *   writeFile   each rank writes its tile's bytes to `dir` with `fs.writeFile`.
 *   death       a step loop that checkpoints after every step; in the first attempt rank
 *               `victim` records the time and calls `process.exit(1)` after step `dieAt` (-1:
 *               never); the resumed run reports when its program started and when `ctx.restore()` returned
 *               (epoch milliseconds, so the host can subtract the recorded death).
 */
import { writeFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { defineProgram, type RankContext } from '@meshwork/runtime';

/** Options of one trial: the grid, then the kind and its parameters. */
export type CheckpointBenchOptions = { readonly rows: number; readonly cols: number } & (
  | { readonly kind: 'checkpoint'; readonly n: number }
  | { readonly kind: 'memcpy'; readonly n: number }
  | { readonly kind: 'writeFile'; readonly n: number; readonly dir: string }
  | { readonly kind: 'death'; readonly steps: number; readonly dieAt: number; readonly victim: number; readonly deathFile: string }
);

/** What each rank returns from a trial. */
export interface CheckpointBenchResult {
  /** Microseconds per iteration (rank 0; 0 for `death`). */
  readonly us: number;
  /** Bytes of this rank's tile with its halo (what a checkpoint copies for the grid). */
  readonly tileBytes: number;
  /** `death`: epoch ms when the program started and when `restore()` returned (or would have, in a fresh run). */
  readonly startedAt?: number;
  readonly restoredAt?: number;
  /** `death`: the grid's checksum at the end (the bench checks the resumed run's equals the undisturbed one's). */
  readonly sum?: number;
}

const now = (): number => performance.timeOrigin + performance.now();

function timed(ctx: RankContext, n: number, body: (i: number) => void): number {
  ctx.commShm.barrier();
  const t0 = performance.now();
  for (let i = 0; i < n; i++) {
    body(i);
    ctx.commShm.barrier();
  }
  return ((performance.now() - t0) * 1000) / n;
}

/** The rank program of the checkpoint bench (one trial per run). */
export default defineProgram(async (ctx, o: CheckpointBenchOptions): Promise<CheckpointBenchResult> => {
  const startedAt = now();
  const grid = await ctx.grid({ shape: [o.rows, o.cols], dtype: 'float64', halo: 1 });
  const bytes = new Uint8Array(grid.data.buffer, grid.data.byteOffset, grid.data.byteLength);
  const saved = ctx.restore<null>();
  const restoredAt = now();
  if (saved === undefined) for (let i = 0; i < grid.data.length; i++) grid.data[i] = (i % 1013) * 0.5 + ctx.rank;
  const tileBytes = bytes.byteLength;
  switch (o.kind) {
    case 'checkpoint': {
      ctx.checkpoint(1);
      ctx.checkpoint(2);
      const us = timed(ctx, o.n, (i) => ctx.checkpoint(3 + i));
      return { us, tileBytes };
    }
    case 'memcpy': {
      const dst = new Uint8Array(new SharedArrayBuffer(tileBytes));
      dst.set(bytes);
      return { us: timed(ctx, o.n, () => dst.set(bytes)), tileBytes };
    }
    case 'writeFile': {
      const file = join(o.dir, `reference.rank-${ctx.rank}.bin`);
      await writeFile(file, bytes);
      ctx.commShm.barrier();
      const t0 = performance.now();
      for (let i = 0; i < o.n; i++) {
        await writeFile(file, bytes);
        ctx.commShm.barrier();
      }
      return { us: ((performance.now() - t0) * 1000) / o.n, tileBytes };
    }
    case 'death': {
      for (let t = saved?.step ?? 0; t < o.steps; t++) {
        ctx.phase('update', () => {
          for (let i = 0; i < grid.data.length; i++) grid.data[i] = (grid.data[i] as number) * 0.999 + t;
        });
        if (!ctx.resumed && ctx.rank === o.victim && t === o.dieAt) {
          writeFileSync(o.deathFile, String(now()));
          process.exit(1);
        }
        ctx.checkpoint(t + 1);
      }
      let sum = 0;
      for (let i = 0; i < grid.data.length; i++) sum += grid.data[i] as number;
      return { us: 0, tileBytes, sum, startedAt, restoredAt };
    }
  }
});
