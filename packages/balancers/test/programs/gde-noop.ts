import { defineProgram } from '@meshwork/runtime';
export default defineProgram(async (ctx) => ctx.comm.allreduce(ctx.rank, 'sum'));
