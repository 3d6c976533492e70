import { defineProgram } from '@meshwork/runtime';
export default defineProgram((ctx, o) => {
  const buf = new Float64Array(1);
  const into = new Float64Array(1);
  const peer = ctx.rank ^ 1;
  const out = {};
  for (let rep = 0; rep < o.reps; rep++) {
    ctx.commShm.barrier();
    if (ctx.rank === 0) {
      const t = performance.now();
      for (let i = 0; i < o.n; i++) ctx.links.send(peer, buf);
      out.sendUs = ((performance.now() - t) * 1000 / o.n).toFixed(3);
    }
    ctx.commShm.barrier();
    if (ctx.rank === 1) {
      const t = performance.now();
      for (let i = 0; i < o.n; i++) ctx.links.recv(peer);
      out.recvUs = ((performance.now() - t) * 1000 / o.n).toFixed(3);
    }
    ctx.commShm.barrier();
    if (ctx.rank === 0) {
      for (let i = 0; i < o.n; i++) ctx.links.send(peer, buf);
    }
    ctx.commShm.barrier();
    if (ctx.rank === 1) {
      const t = performance.now();
      for (let i = 0; i < o.n; i++) ctx.links.recvInto(peer, into);
      out.recvIntoUs = ((performance.now() - t) * 1000 / o.n).toFixed(3);
    }
    ctx.commShm.barrier();
    // barrier cost alone
    const t = performance.now();
    for (let i = 0; i < 1000; i++) ctx.commShm.barrier();
    out.barrierUs = ((performance.now() - t)).toFixed(3);
  }
  return out;
});
