/**
 * SPMD Jacobi stencil: two grids with a halo of 1, halo exchange before every sweep, the
 * result gathered on rank 0. Identical arithmetic to the sequential sweep, so bit-identical.
 * Checkpoint-capable: `ctx.checkpoint` after every sweep (the run's `checkpointEvery` decides
 * which ones save), and a resumed run restores both grids and goes on from the saved sweep.
 */
import { defineProgram, type RankContext, type Storage } from '@meshwork/runtime';
import { bug } from '@meshwork/runtime/plugin';
import { initialBox, type StencilOptions, sweep } from './sequential.ts';

export interface StencilProgramOptions extends StencilOptions {
  readonly storage: Storage;
  /** Return the gathered field (tests) or only a checksum (benchmarks). */
  readonly gather: boolean;
}

export interface StencilRankResult {
  /** Wall ms of the iterations on this rank, between two barriers. */
  readonly computeMs: number;
  readonly field?: Float64Array | undefined;
  readonly checksum?: number | undefined;
}

export default defineProgram(async (ctx, o: StencilProgramOptions): Promise<StencilRankResult> => {
  const spec = { shape: [o.rows, o.cols], dtype: 'float64' as const, halo: 1, storage: o.storage, boundary: o.boundary };
  let a = await ctx.grid(spec);
  let b = await ctx.grid(spec);
  // A run resumed from a checkpoint (a restarted rank, or resumeFrom) gets both grids back as
  // they were after `start` sweeps; the sweeps swap A and B, so an odd start begins from B.
  const saved = ctx.restore();
  const start = saved?.step ?? 0;
  // each rank draws its own tile of the seeded field (the generator skips ahead), not the whole field
  if (saved === undefined) initialBox(o, a.tile.lo, a.tile.hi, a.data, a.strides[0] as number, a.origin);
  else if (start % 2 === 1) [a, b] = [b, a];
  // The grids never remap here: their layout is read once, outside the sweeps.
  if (b.origin !== a.origin || b.strides[0] !== a.strides[0]) throw bug('grids A and B must share one layout');
  const stride = a.strides[0] as number;
  const origin = a.origin;
  const rows = a.extent[0] as number;
  const cols = a.extent[1] as number;
  let src = a.data;
  let dst = b.data;
  // One closure for every sweep (it reads the current src and dst).
  const step = (): void => {
    sweep(src, dst, stride, origin, 0, rows, cols);
    ctx.work(rows * cols);
  };
  ctx.comm.barrier();
  const t0 = performance.now();
  for (let t = start; t < o.iterations; t++) {
    a.exchangeHalos();
    ctx.phase('sweep', step);
    const g = a;
    a = b;
    b = g;
    const d = src;
    src = dst;
    dst = d;
    // Saves both grids every `checkpointEvery` sweeps of the run (otherwise free).
    ctx.checkpoint(t + 1);
  }
  ctx.comm.barrier();
  const computeMs = performance.now() - t0;
  // Row strips and no field wanted: the checksum in index order without gathering the field
  if (!o.gather && a.procDims[1] === 1) {
    const checksum = stripChecksum(
      ctx,
      a.data,
      origin,
      stride,
      a.tile.lo[0] as number,
      rows,
      cols,
      a.procCoords[0] as number,
      a.procDims[0] as number,
      (p) => a.rankOf([p, 0]),
    );
    return ctx.rank === 0 ? { computeMs, checksum } : { computeMs };
  }
  const field = a.gather(0) as Float64Array | undefined;
  if (field === undefined) return { computeMs };
  // sum of field[i] * ((i % 7) + 1) in index order, the weight kept by a counter (no division per cell)
  let checksum = 0;
  for (let i = 0, w = 1; i < field.length; i++, w = w === 7 ? 1 : w + 1) checksum += (field[i] as number) * w;
  return { computeMs, field: o.gather ? field : undefined, checksum };
});

/**
 * The checksum of the gathered field (sum of field[i] * ((i % 7) + 1) in index order), computed
 * where the rows are: the strip above passes its running sum down, each strip adds its own rows in
 * order, so the additions are those of the sum over the gathered field, in the same order, and the
 * result is bit-identical to it; the last strip's sum reaches every rank by an allreduce of it and
 * zeros (x + 0 is x exactly). No 8 MB field gathered on rank 0 per run (a 1024 x 1024 benchmark),
 * whose allocation and copy cost a run about as much as the GC pauses it caused.
 */
function stripChecksum(
  ctx: RankContext,
  data: Float64Array,
  origin: number,
  stride: number,
  r0: number,
  rows: number,
  cols: number,
  p: number,
  parts: number,
  rankOf: (p: number) => number,
): number {
  const acc = new Float64Array(1);
  if (p > 0) ctx.links.recvInto(rankOf(p - 1), acc);
  let sum = acc[0] as number;
  // the weight of the strip's first cell, then of each next row's first cell
  let w = ((r0 * cols) % 7) + 1;
  for (let i = 0, base = origin; i < rows; i++, base += stride) {
    sum = rowChecksum(data, base, base + cols, w, sum);
    w = ((w - 1 + cols) % 7) + 1;
  }
  acc[0] = sum;
  if (p + 1 < parts) ctx.links.sendTo(rankOf(p + 1), acc);
  return ctx.comm.allreduce(p + 1 === parts ? sum : 0, 'sum');
}

/** `sum` plus data[c] times its weight for c in [from, to), the weight `w` at `from` and cycling 1..7. */
function rowChecksum(data: Float64Array, from: number, to: number, w: number, sum: number): number {
  let s = sum;
  for (let c = from, ww = w; c < to; c++, ww = ww === 7 ? 1 : ww + 1) s += (data[c] as number) * ww;
  return s;
}
