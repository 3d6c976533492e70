import { createCluster } from '@meshwork/runtime';
const spin = process.argv[3] === 'false' ? false : 'auto';
const c = createCluster({ topology: 'chain:2', spin, waitTimeoutMs: 3000 });
const P = new URL('file:///work/main/bench/dist/programs/micro.js');
for (const n of process.argv[2].split(',').map(Number)) {
  const t0 = performance.now();
  try { const r = await c.run(P, { kind: 'pingpong', n, pairs: 'one' }, { timeoutMs: 10000 }); console.log(n, JSON.stringify(r.results), (performance.now()-t0).toFixed(1)); }
  catch (e) { console.log('ERR', n, e.message.slice(0, 300)); break; }
}
await c.close();
