import { createCluster } from '@meshwork/runtime';
import { generateImage } from '../src/image.js';
import { diffuseSequential } from '../src/sequential.js';
import type { DiffusionRankResult } from '../src/program.js';
const PROGRAM = new URL('../dist/program.js', import.meta.url);
const img = generateImage({ rows: 96, cols: 80, seed: 3 });
const pixels = new Float64Array(new SharedArrayBuffer(img.data.byteLength)); pixels.set(img.data);
const ref = diffuseSequential(img);
console.log('seq iters', ref.iterations);
const configs = JSON.parse(process.argv[2]!);
for (const topo of ['mesh:2x2', 'chain:3', 'torus:2x3']) {
  const cluster = createCluster({ topology: topo, spin: false, collectives: (process.env.COLL as 'links') ?? 'shm' });
  for (const [bal, bopts, k] of configs) {
    for (const storage of ['distributed', 'shared'] as const) {
      try {
      const run = await cluster.run<DiffusionRankResult>(PROGRAM, { rows: img.rows, cols: img.cols, pixels, storage, balancer: bal, balancerOptions: bopts, policy: k === 0 ? 'never' : 'every', policyOptions: k === 0 ? undefined : { k }, gather: true });
      const f = run.results[0]!.field!;
      let diff = 0; for (let i = 0; i < f.length; i++) if (!Object.is(f[i], ref.data[i])) diff++;
      const sumMax = run.metrics.phases.filter((p) => p.name === 'diffuse').reduce((s, p) => s + p.work.max, 0);
      console.log(topo, bal, JSON.stringify(bopts), k, storage, 'iters', run.results[0]!.iterations, 'diff', diff, 'sumMax', sumMax, 'balances', run.results[0]!.reports.length, 'cuts', JSON.stringify(run.results[0]!.cuts));
      } catch (e) { console.log(topo, bal, JSON.stringify(bopts), k, storage, 'ERROR', (e as Error).message.slice(0, 300)); }
    }
  }
  await cluster.close();
}
