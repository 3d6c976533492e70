import { createCluster } from '@meshwork/runtime';
const [topo='chain:2', spinArg='auto', n='50000', reps='4'] = process.argv.slice(2);
const c = createCluster({ topology: topo, spin: spinArg === 'false' ? false : spinArg === 'true' ? true : 'auto' });
const P = new URL('./probe-prog.mjs', import.meta.url);
for (let k = 0; k < Number(reps); k++) {
  const r = await c.run(P, { n: Number(n) });
  console.log(JSON.stringify(r.results[0]));
}
await c.close();
