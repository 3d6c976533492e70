import { createCluster } from '@meshwork/runtime';
const [topo, spinArg, n, pairs='one'] = process.argv.slice(2);
const c = createCluster({ topology: topo, spin: spinArg === 'false' ? false : 'auto', execArgv: ['--require', new URL('./probe-count.cjs', import.meta.url).pathname] });
const P = new URL('./probe-count-prog.mjs', import.meta.url);
for (let k = 0; k < 3; k++) {
  const r = await c.run(P, { n: Number(n), pairs });
  if (k === 2) for (const x of r.results.slice(0, 2)) console.log(JSON.stringify(x));
}
await c.close();
