import { createCluster } from '@meshwork/runtime';
const [kind='pingpong', via='shm', spinArg='auto', topo='chain:2', n='300000', pairs='one'] = process.argv.slice(2);
const spin = spinArg === 'false' ? false : 'auto';
const c = createCluster({ topology: topo, spin, execArgv: process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof', '--cpu-prof-interval=100'] : [] });
const P = new URL('file:///work/main/bench/dist/programs/micro.js');
for (let k = 0; k < 3; k++) {
  const r = await c.run(P, kind === 'stream' ? { kind, n: Number(n), bytes: 1<<20, verify: true } : { kind, via, n: Number(n), pairs }, { timeoutMs: 60000 });
  console.log(kind, via, JSON.stringify(r.results));
}
await c.close();
