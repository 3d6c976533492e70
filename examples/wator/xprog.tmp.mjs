import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx, o) => {
  const g = await ctx.grid({ shape: [256, 256], dtype: 'int32', halo: o.halo, storage: o.storage, periodic: o.periodic, procDims: [ctx.size, 1] });
  ctx.comm.barrier();
  const t0 = performance.now();
  for (let i = 0; i < o.n; i++) g.exchangeHalos();
  ctx.comm.barrier();
  const t1 = performance.now();
  for (let i = 0; i < o.n; i++) ctx.comm.barrier();
  const t2 = performance.now();
  return { exchangeUs: ((t1 - t0) * 1000) / o.n, barrierUs: ((t2 - t1) * 1000) / o.n };
});
