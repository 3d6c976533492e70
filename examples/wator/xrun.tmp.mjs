import { createCluster } from '@meshwork/runtime';
const c = createCluster({ topology: process.argv[2] ?? 'ring:2' });
const url = new URL('./xprog.tmp.mjs', import.meta.url);
for (const [halo, periodic, storage] of [[[[3, 3], [1, 1]], [true, true], 'distributed'], [[[3, 3], [0, 0]], [true, false], 'distributed'], [[[3, 3], [1, 1]], [true, true], 'shared'], [1, false, 'distributed']]) {
  await c.run(url, { halo, periodic, storage, n: 50 });
  const r = await c.run(url, { halo, periodic, storage, n: 500 });
  console.log(JSON.stringify(halo), JSON.stringify(periodic), storage, r.results.map((x) => `${x.exchangeUs.toFixed(1)}us / barrier ${x.barrierUs.toFixed(1)}us`).join(' | '));
}
await c.close();
