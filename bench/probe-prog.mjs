import { defineProgram } from '@meshwork/runtime';
export default defineProgram((ctx, o) => {
  const buf = new Float64Array(1);
  const peer = ctx.rank ^ 1;
  const lat = new Float64Array(o.n);
  ctx.commShm.barrier();
  const T0 = performance.now();
  if (ctx.rank === 0) {
    for (let i = 0; i < o.n; i++) { const t = performance.now(); ctx.links.send(peer, buf); ctx.links.recv(peer); lat[i] = performance.now() - t; }
  } else if (ctx.rank === 1) {
    for (let i = 0; i < o.n; i++) { const g = ctx.links.recv(peer); ctx.links.send(peer, g); }
  }
  const T1 = performance.now();
  ctx.commShm.barrier();
  if (ctx.rank !== 0) return null;
  const s = Array.from(lat).sort((a,b)=>a-b);
  const q = (p) => (s[Math.floor(p*(s.length-1))]*1000).toFixed(2);
  const buckets = {'<1us':0,'1-5us':0,'5-20us':0,'20-100us':0,'100us-1ms':0,'>1ms':0};
  let slow = 0;
  for (const x of s) { const u=x*1000; if(u<1)buckets['<1us']++; else if(u<5)buckets['1-5us']++; else if(u<20)buckets['5-20us']++; else if(u<100)buckets['20-100us']++; else if(u<1000)buckets['100us-1ms']++; else buckets['>1ms']++; if (u>=5) slow += u; }
  return { meanUs: ((T1-T0)*1000/o.n).toFixed(3), p50: q(0.5), p90: q(0.9), p99: q(0.99), max: q(1), buckets, slowShare: (slow/((T1-T0)*1000)).toFixed(2) };
});
