import { createCluster } from '@meshwork/runtime';
const [linkKiB, spinArg = 'auto', n = '100'] = process.argv.slice(2);
const c = createCluster({ topology: 'chain:2', spin: spinArg === 'false' ? false : 'auto', linkBytes: Number(linkKiB) * 1024, execArgv: ['--require', new URL('./probe-count.cjs', import.meta.url).pathname] });
const P = new URL('./probe-stream-prog.mjs', import.meta.url);
for (let k = 0; k < 5; k++) {
  const r = await c.run(P, { n: Number(n), bytes: 1 << 20 });
  if (k >= 2) console.log(JSON.stringify(r.results));
}
await c.close();
