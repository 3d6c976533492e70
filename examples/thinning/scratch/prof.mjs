import { createCluster } from '@meshwork/runtime';
import { generate } from '../dist/images.js';

const img = generate({ kind: 'body', width: 512, height: 512, seed: 1 });
const cluster = createCluster({ topology: 'chain:2' });
const url = new URL('../dist/program.js', import.meta.url);
const opts = (o) => ({ image: { kind: 'data', ...img }, gather: false, ...o });
for (const o of [{}, {}, { policy: 'every', balancer: 'gde' }, { storage: 'shared' }, { edges: 'local' }]) {
  const run = await cluster.run(url, opts(o));
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  for (const r of run.results)
    console.log(
      JSON.stringify(o),
      'rank',
      r.rank,
      'total',
      r.totalMs.toFixed(1),
      'compute',
      sum(r.computeWallMs).toFixed(1),
      'exch',
      sum(r.exchangeMs).toFixed(1),
      'it',
      r.iterations,
    );
}
await cluster.close();
