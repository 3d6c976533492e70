// Side by side: original runtime vs prototype, one process, interleaved trials.
const { createCluster: cA } = await import('/work/main/packages/runtime/dist/index.js');
const { createCluster: cB } = await import('/tmp/proto2/runtime/dist/index.js');
const [topo, spinArg, n, pairs = 'one', reps = '7'] = process.argv.slice(2);
const spin = spinArg === 'false' ? false : 'auto';
const execArgv = ['--require', new URL('./probe-count.cjs', import.meta.url).pathname];
const A = cA({ topology: topo, spin, execArgv }), B = cB({ topology: topo, spin, execArgv });
const P = new URL('./probe-count-prog.mjs', import.meta.url);
const res = { A: [], B: [] };
for (let k = 0; k < Number(reps) + 2; k++) {
  for (const [name, c] of [['A', A], ['B', B]]) {
    const r = await c.run(P, { n: Number(n), pairs });
    if (k >= 2) res[name].push(r.results.slice(0, 2));
  }
}
const med = (x) => [...x].sort((p, q) => p - q)[x.length >> 1];
for (const name of ['A', 'B']) {
  const us = res[name].map((r) => r[0].us);
  const c0 = res[name].map((r) => r[0].perRoundTrip), c1 = res[name].map((r) => r[1].perRoundTrip);
  const avg = (cs, key) => (cs.reduce((s, c) => s + c[key], 0) / cs.length).toFixed(2);
  console.log(`${name === 'A' ? 'original ' : 'doorbell-only'} RT median ${med(us).toFixed(2)} µs (min ${Math.min(...us).toFixed(2)}, max ${Math.max(...us).toFixed(2)}) | per RT rank0: notify ${avg(c0, 'notify')} wait ${avg(c0, 'wait')} woke-peer ${avg(c0, 'notifyWoke')} | rank1: notify ${avg(c1, 'notify')} wait ${avg(c1, 'wait')}`);
}
await A.close(); await B.close();
