import { createCluster } from '@meshwork/runtime';
import { generate } from '../dist/images.js';
import { thinSequential } from '../dist/sequential.js';

const size = +process.argv[2],
  kind = process.argv[3] ?? 'body',
  spin = process.argv[4] === 'spin' ? 'auto' : false;
const img = generate({ kind, width: size, height: size, seed: 1 });
let t = performance.now();
const ref = thinSequential(img);
console.log('seq', (performance.now() - t).toFixed(1), 'ms', 'iters', ref.iterations, 'ones', ref.ones[0]);
t = performance.now();
thinSequential(img);
console.log('seq', (performance.now() - t).toFixed(1));
const cluster = createCluster({ topology: 'chain:2', spin });
const url = new URL('../dist/program.js', import.meta.url);
const opts = (o) => ({ image: { kind: 'data', ...img }, gather: false, ...o });
for (const o of [{}, {}, { policy: 'every', policyOptions: { k: 2 }, balancer: 'gde' }, { storage: 'shared' }, { edges: 'local' }]) {
  const run = await cluster.run(url, opts(o));
  const sum = (xs) => xs.reduce((a, b) => a + b, 0);
  console.log(
    JSON.stringify(o),
    run.results
      .map(
        (r) =>
          `rank ${r.rank} total ${r.totalMs.toFixed(1)} compute ${sum(r.computeWallMs).toFixed(1)} exch ${sum(r.exchangeMs).toFixed(1)}`,
      )
      .join(' | '),
  );
}
await cluster.close();
