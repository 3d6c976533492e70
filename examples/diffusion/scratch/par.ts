import { createCluster } from '@meshwork/runtime';
import { readPng, generateImage } from '../src/image.js';
import { diffuseSequential } from '../src/sequential.js';
import type { DiffusionRankResult } from '../src/program.js';
const PROGRAM = new URL('../dist/program.js', import.meta.url);
const img = process.argv[2] === 'gen' ? generateImage({ rows: 512, cols: 512, seed: 1 }) : readPng('data/camera.png');
const topo = process.argv[3] ?? 'mesh:2x1';
const cluster = createCluster({ topology: topo });
const pixels = new Float64Array(new SharedArrayBuffer(img.data.byteLength)); pixels.set(img.data);
const t0 = performance.now(); const ref = diffuseSequential(img); const seqMs = performance.now() - t0;
console.log('seq', seqMs.toFixed(1), ref.iterations);
for (const [bal, bopts, pol, popts] of [['static', undefined, 'never', undefined], ['sdlb', { mode: 'kd' }, 'every', { k: 1 }], ['sdlb', { mode: 'kd' }, 'every', { k: 5 }], ['sdlb', { mode: '1d', axis: 0 }, 'every', { k: 5 }], ['sdlb', { mode: 'buffered', axis: 0, buffer: 400 }, 'every', { k: 5 }]] as const) {
  for (const storage of ['distributed', 'shared'] as const) {
    for (let r = 0; r < 2; r++) {
      const run = await cluster.run<DiffusionRankResult>(PROGRAM, { rows: img.rows, cols: img.cols, pixels, storage, balancer: bal, balancerOptions: bopts, policy: pol, policyOptions: popts, gather: true });
      const f = run.results[0]!.field!;
      let diff = 0; for (let i = 0; i < f.length; i++) if (!Object.is(f[i], ref.data[i])) diff++;
      const sumMax = run.metrics.phases.filter((p) => p.name === 'diffuse').reduce((s, p) => s + p.work.max, 0);
      console.log(bal, JSON.stringify(bopts), pol, JSON.stringify(popts), storage, 'iters', run.results[0]!.iterations, 'ms', run.results[0]!.computeMs.toFixed(1), 'diff', diff, 'sumMax', sumMax, 'balances', run.results[0]!.reports.length, 'cuts', JSON.stringify(run.results[0]!.cuts));
    }
  }
}
await cluster.close();
