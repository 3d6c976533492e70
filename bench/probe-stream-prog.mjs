import { defineProgram } from '@meshwork/runtime';
export default defineProgram((ctx, o) => {
  const c = globalThis.__atomicsCounts ?? {};
  const data = new Float64Array(o.bytes >> 3);
  ctx.commShm.barrier();
  const before = { ...c };
  let us = 0;
  const t = performance.now();
  if (ctx.rank === 0) for (let i = 0; i < o.n; i++) ctx.links.send(1, data);
  else for (let i = 0; i < o.n; i++) ctx.links.recvInto(0, data);
  us = (performance.now() - t) * 1000 / o.n;
  const after = { ...c };
  ctx.commShm.barrier();
  const per = {};
  for (const k of Object.keys(c)) per[k] = +((after[k] - before[k]) / o.n).toFixed(2);
  return { rank: ctx.rank, usPerMsg: +us.toFixed(1), GBps: +(o.bytes / us / 1000).toFixed(2), perMsg: per };
});
