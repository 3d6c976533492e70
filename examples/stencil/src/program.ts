/**
 * SPMD Jacobi stencil: two grids with a halo of 1, halo exchange before every sweep, a checksum
 * of the result folded in index order (`grid.foldRows`), the field gathered on rank 0 when asked.
 * Identical arithmetic to the sequential sweep, so bit-identical.
 * Checkpoint-capable: `ctx.checkpoint` after every sweep (the run's `checkpointEvery` decides
 * which ones save), and a resumed run restores both grids and goes on from the saved sweep.
 */
import { defineProgram, type Storage } from '@meshwork/runtime';
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
  // The checksum in index order where the rows are (grid.foldRows: row strips pass the running sum
  // from strip to strip, bit-identical to the sum over the gathered field); the field itself only
  // when it is wanted, not an 8 MB array on rank 0 per benchmark run.
  const checksum = a.foldRows(0, rowChecksum);
  const field = o.gather ? (a.gather(0) as Float64Array | undefined) : undefined;
  if (ctx.rank !== 0) return { computeMs };
  return { computeMs, field, checksum };
});

/**
 * The checksum's step over one row: the sum of field[i] * ((i % 7) + 1) in index order, `first`
 * the index of data[from] in the whole field (the weight kept by a counter: no division per cell).
 */
function rowChecksum(sum: number, data: Float64Array, from: number, to: number, first: number): number {
  let s = sum;
  for (let c = from, w = (first % 7) + 1; c < to; c++, w = w === 7 ? 1 : w + 1) s += (data[c] as number) * w;
  return s;
}
