import { defineProgram } from '@meshwork/runtime';
import { initialBox, sweep } from '../examples/stencil/dist/sequential.js';
export default defineProgram(async (ctx, o) => {
  const spec = { shape: [o.rows, o.cols], dtype: 'float64', halo: 1, storage: o.storage, boundary: o.boundary };
  let a = await ctx.grid(spec);
  let b = await ctx.grid(spec);
  initialBox(o, a.tile.lo, a.tile.hi, a.data, a.strides[0], a.origin);
  const stride = a.strides[0], origin = a.origin, rows = a.extent[0], cols = a.extent[1];
  let src = a.data, dst = b.data;
  const v = o.variant;
  const step = () => { sweep(src, dst, stride, origin, 0, rows, cols); if (v !== 'phase') ctx.work(rows * cols); };
  ctx.comm.barrier();
  const t0 = performance.now();
  for (let t = 0; t < o.iterations; t++) {
    a.exchangeHalos();
    if (v === 'direct') sweep(src, dst, stride, origin, 0, rows, cols);
    else if (v === 'closure') step();
    else ctx.phase('sweep', step);
    const g = a; a = b; b = g; const d = src; src = dst; dst = d;
    if (v === 'full') ctx.checkpoint(t + 1);
  }
  ctx.comm.barrier();
  return { computeMs: performance.now() - t0 };
});
