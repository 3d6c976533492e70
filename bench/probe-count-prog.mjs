import { defineProgram } from '@meshwork/runtime';
export default defineProgram((ctx, o) => {
  const c = globalThis.__atomicsCounts;
  const buf = new Float64Array(1);
  const active = o.pairs === 'all' || ctx.rank < 2;
  ctx.commShm.barrier();
  const before = { ...c };
  let us = 0;
  if (active) {
    const peer = ctx.rank ^ 1;
    const t = performance.now();
    if ((ctx.rank & 1) === 0) for (let i = 0; i < o.n; i++) { ctx.links.send(peer, buf); ctx.links.recv(peer); }
    else for (let i = 0; i < o.n; i++) { const g = ctx.links.recv(peer); ctx.links.send(peer, g); }
    us = (performance.now() - t) * 1000 / o.n;
  }
  const after = { ...c };
  ctx.commShm.barrier();
  const per = {};
  for (const k of Object.keys(c)) per[k] = +((after[k] - before[k]) / o.n).toFixed(3);
  return { rank: ctx.rank, us: +us.toFixed(2), perRoundTrip: per };
});
