/**
 * Where the stencil's gap to its peer lies: the hand-rolled 2-thread stencil (the machine check's
 * peer) against Meshwork ranks running the same sweep with only a barrier per sweep, or with the
 * halo exchange, on grid memory or a private SharedArrayBuffer; all interleaved in one process.
 *
 *   node bench/scripts/sweep-barrier.mjs [ROUNDS] [storage:mem:exchange,...]   (after npx tsc -b)
 *
 * e.g. `shared:grid:0` = shared storage, grid memory, a barrier per sweep. Prints each side's median
 * compute, its ranks' time inside `sweep`, and its median ratio to the peer over the warm rounds.
 */
import { StencilPeer } from '@meshwork/harness/machine';
import { createCluster } from '@meshwork/runtime';

const url = new URL('./sweep-program.mjs', import.meta.url);
const ROUNDS = Number(process.argv[2] ?? 15);
const variants = (process.argv[3] ?? 'shared:grid:0,distributed:grid:0,distributed:sab:0,shared:grid:1,distributed:grid:1')
  .split(',')
  .map((s) => {
    const [storage, mem, ex] = s.split(':');
    return { name: s, storage, mem, exchange: ex === '1' };
  });
const clusters = new Map();
for (const v of variants) {
  const c = createCluster({ topology: 'mesh:2x1' });
  clusters.set(v.name, c);
  await c.run(url, { ...v, iterations: 20 });
}
const peer = new StencilPeer(2, 20_000);
const init = new Float64Array(1024 * 1024).map((_, i) => ((i * 7919) % 1000) / 1000);
const sizes = { rows: 1024, cols: 1024, boundary: 1 };
await peer.run({ ...sizes, iterations: 20 }, init);
const res = new Map([['peer', []], ...variants.map((v) => [v.name, []])]);
for (let round = 0; round < ROUNDS; round++) {
  res.get('peer').push({ c: (await peer.run({ ...sizes, iterations: 200 }, init)).computeMs });
  for (const v of variants) {
    const r = await clusters.get(v.name).run(url, { ...v, iterations: 200 });
    res.get(v.name).push({ c: r.results[0].computeMs, s0: r.results[0].inSweep, s1: r.results[1].inSweep });
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const pc = res.get('peer').map((r) => r.c);
console.log(`peer compute ${med(pc).toFixed(1)} ms (first ${pc[0].toFixed(1)})`);
for (const v of variants) {
  const rs = res.get(v.name);
  const ratio = med(rs.slice(1).map((r, i) => r.c / pc[i + 1]));
  console.log(
    `${v.name.padEnd(20)} compute ${med(rs.map((r) => r.c)).toFixed(1)}  in sweep: rank 0 ${med(rs.map((r) => r.s0)).toFixed(1)}, rank 1 ${med(rs.map((r) => r.s1)).toFixed(1)}  / peer ${ratio.toFixed(3)} (median of the warm rounds)`,
  );
}
for (const c of clusters.values()) await c.close();
await peer.close();
