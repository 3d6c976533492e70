import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx, o) => {
  const g = await ctx.grid({
    shape: [512, 512],
    dtype: 'uint8',
    halo: [
      [1, 2],
      [1, 2],
    ],
    procDims: [ctx.size, 1],
  });
  ctx.comm.barrier();
  const t = {};
  const time = (k, f) => {
    const a = performance.now();
    f();
    t[k] = (t[k] ?? 0) + performance.now() - a;
  };
  for (let i = 0; i < 62; i++) {
    time('halo', () => g.exchangeHalos());
    time('allreduce', () => ctx.comm.allreduce(i, 'sum'));
    time('allgather', () => ctx.comm.allgather(i));
    time('schedstat', () => {
      ctx.metrics.begin('x');
      ctx.metrics.end();
    });
  }
  return t;
});
