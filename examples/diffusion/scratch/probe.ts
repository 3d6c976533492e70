import { createCluster } from '@meshwork/runtime';
const cluster = createCluster({ topology: 'mesh:2x1', spin: process.argv[2] === 'nospin' ? false : 'auto' });
for (const what of ['barrier', 'allreduce', 'halo', 'phase', 'barrier']) {
  const r = await cluster.run<{ ms: number; spinning: boolean }>(new URL('./probe-prog.ts', import.meta.url), { n: 1000, what });
  console.log(what, (r.results[0]!.ms / 1000 * 1000).toFixed(1), 'us/op', r.results[0]!.spinning);
}
await cluster.close();
