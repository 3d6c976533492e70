import { createCluster } from '@meshwork/runtime';
const c = createCluster({ topology: 'chain:2', spin: 'auto' });
const P = new URL('./probe-cost.mjs', import.meta.url);
for (let k = 0; k < 4; k++) {
  const r = await c.run(P, { n: 5000, reps: 20 });
  console.log(JSON.stringify(r.results));
}
await c.close();
