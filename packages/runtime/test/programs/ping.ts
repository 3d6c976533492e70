import { defineProgram } from '@meshwork/runtime';

export default defineProgram(async (ctx, opts: { rounds: number }) => {
  const next = ctx.topology.neighbourAt(ctx.rank, 0, 1);
  const prev = ctx.topology.neighbourAt(ctx.rank, 0, -1);
  let token = 0;
  for (let i = 0; i < opts.rounds; i++) {
    if (ctx.rank === 0) {
      ctx.links.send(next as number, new Float64Array([token + 1]));
      token = (ctx.links.recv(prev as number) as Float64Array)[0] as number;
    } else {
      const got = ctx.links.recv(prev as number) as Float64Array;
      ctx.links.send(next as number, new Float64Array([(got[0] as number) + 1]));
    }
  }
  const sum = ctx.comm.allreduce(ctx.rank, 'sum');
  return { token, sum };
});
