import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx, o: { n: number; what: string }) => {
  const g = await ctx.grid({ shape: [512, 512], halo: 1, storage: 'distributed' });
  ctx.comm.barrier();
  const t0 = performance.now();
  for (let i = 0; i < o.n; i++) {
    if (o.what === 'barrier') ctx.comm.barrier();
    else if (o.what === 'allreduce') ctx.comm.allreduce(i, 'sum');
    else if (o.what === 'halo') g.exchangeHalos();
    else if (o.what === 'phase') ctx.phase('x', () => 1);
  }
  return { ms: performance.now() - t0, spinning: ctx.spinning };
});
