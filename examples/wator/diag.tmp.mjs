import { createCluster } from '@meshwork/runtime';
import '@meshwork/balancers';
const topo = process.argv[2] ?? 'ring:2';
const storage = process.argv[3] ?? 'distributed';
const balancer = process.argv[4] ?? 'static';
const every = Number(process.argv[5] ?? 0);
const cluster = createCluster({ topology: topo, spin: process.env.SPIN === '0' ? false : 'auto' });
const o = { rows: 256, cols: 256, steps: 100, seed: 1, minnowBreed: 7, sharkBreed: 12, starve: 5, minnowDensity: 0.3, sharkDensity: 0.05, storage, balancer, every };
const url = new URL('./dist/program.js', import.meta.url);
await cluster.run(url, { ...o, steps: 3 });
for (let rep = 0; rep < 2; rep++) {
  const run = await cluster.run(url, o);
  const r0 = run.results[0];
  console.log('computeMs', r0.computeMs.toFixed(1), 'spin', cluster.spinIterations);
  for (const rk of run.ranks) {
    const agg = {};
    for (const p of rk.phases) { const a = (agg[p.name] ??= { wall: 0, busy: 0, n: 0 }); a.wall += p.wallNs; a.busy += p.busyNs; a.n++; }
    console.log('rank', rk.rank, rk.clock, Object.entries(agg).map(([k, a]) => `${k}: wall ${(a.wall / 1e6).toFixed(1)} busy ${(a.busy / 1e6).toFixed(1)} (n ${a.n})`).join(' | '));
  }
}
await cluster.close();
