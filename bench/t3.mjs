import { createCluster } from '@meshwork/runtime';
const spin = process.argv[2] === 'false' ? false : 'auto';
const c = createCluster({ topology: 'chain:2', spin, waitTimeoutMs: 5000 });
const P = new URL('file:///work/main/bench/dist/programs/micro.js');
for (let k = 0; k < 6; k++) for (const o of [{kind:'pingpong', n: 200, pairs:'one'}, {kind:'barrier', n:200, via:'shm'}, {kind:'barrier', n:200, via:'links'}]) {
  const t0 = performance.now();
  try { const r = await c.run(P, o, { timeoutMs: 20000 }); console.log(o.kind, o.via, JSON.stringify(r.results), (performance.now()-t0).toFixed(1)); }
  catch (e) { console.log('ERR', o.kind, e.message); }
}
await c.close();
