import { createCluster } from '@meshwork/runtime';

for (const spin of ['auto', false, true]) {
  const cluster = createCluster({ topology: 'chain:2', spin });
  for (let k = 0; k < 3; k++) {
    const run = await cluster.run(new URL('./coll.mjs', import.meta.url), {});
    console.log(spin, JSON.stringify(run.results.map((r) => Object.fromEntries(Object.entries(r).map(([a, b]) => [a, +b.toFixed(2)])))));
  }
  await cluster.close();
}
