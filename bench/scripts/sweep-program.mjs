/**
 * Rank program of sweep-barrier.mjs: the stencil example's `sweep` on a 1024 x 1024 grid, with a
 * barrier per sweep (`exchange: false`) or the grid's halo exchange (`exchange: true`), on the
 * grid's own storage (`mem: 'grid'`) or on a private SharedArrayBuffer of the same layout
 * (`mem: 'sab'`). Returns the rank's compute time and the time inside `sweep` alone.
 */
import { sweep } from '@meshwork/example-stencil';
import { defineProgram } from '@meshwork/runtime';

export default defineProgram(async (ctx, o) => {
  const spec = { shape: [1024, 1024], dtype: 'float64', halo: 1, storage: o.storage };
  const a = await ctx.grid(spec);
  const b = await ctx.grid(spec);
  const stride = a.strides[0];
  const origin = a.origin;
  const rows = a.extent[0];
  const cols = a.extent[1];
  let src = a.data;
  let dst = b.data;
  if (o.mem === 'sab') {
    src = new Float64Array(new SharedArrayBuffer(a.data.byteLength));
    dst = new Float64Array(new SharedArrayBuffer(a.data.byteLength));
  }
  for (let i = 0; i < src.length; i++) src[i] = ((i * 7919) % 1000) / 1000;
  ctx.comm.barrier();
  let inSweep = 0;
  // the sweep in a phase closure, as the stencil example runs it: called straight from this async
  // function, V8 inlined it here and some ranks then ran it 1.5x slower (the 2026-11-28 note)
  const step = () => {
    const s0 = performance.now();
    sweep(src, dst, stride, origin, 0, rows, cols);
    inSweep += performance.now() - s0;
  };
  const t0 = performance.now();
  for (let t = 0; t < o.iterations; t++) {
    if (o.exchange) a.exchangeHalos();
    ctx.phase('sweep', step);
    if (!o.exchange) ctx.comm.barrier();
    const x = src;
    src = dst;
    dst = x;
  }
  ctx.comm.barrier();
  return { computeMs: performance.now() - t0, inSweep };
});
