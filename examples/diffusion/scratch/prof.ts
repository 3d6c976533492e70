import { createCluster } from '@meshwork/runtime';
import { readPng, downscale } from '../src/image.js';
import type { DiffusionRankResult } from '../src/program.js';
import { sharedPixels } from '../src/run.js';
const PROGRAM = new URL('../dist/program.js', import.meta.url);
const cam = readPng('data/camera.png');
const img = process.argv[2] === '512' ? cam : downscale(cam, 2);
const pixels = sharedPixels(img);
const cluster = createCluster({ topology: process.argv[3] ?? 'mesh:2x1', collectives: (process.argv[4] as 'links') ?? 'shm' });
for (const [k, storage] of [[0, 'distributed'], [1, 'distributed'], [1, 'shared'], [5, 'distributed'], [0, 'distributed'], [1, 'distributed']] as const) {
  const run = await cluster.run<DiffusionRankResult>(PROGRAM, { rows: img.rows, cols: img.cols, pixels, storage, balancer: 'sdlb', balancerOptions: { mode: 'kd' }, policy: k === 0 ? 'never' : 'every', policyOptions: k === 0 ? undefined : { k } });
  const rs = run.results;
  const dec = rs[0]!.reports.reduce((s, r) => s + r.decisionMs, 0);
  console.log(`k ${k} ${storage} compute ${rs.map((r) => r.computeMs.toFixed(1)).join('/')} balance ${rs.map((r) => r.balanceMs.toFixed(1)).join('/')} setup ${rs.map((r) => r.setupMs.toFixed(1)).join('/')} decide(r0) ${dec.toFixed(1)} busy ${run.metrics.phases.filter(p=>p.name==='diffuse').reduce((s,p)=>s+p.busy.max,0)/1e6|0}ms executed ${rs[0]!.executed}`);
}
await cluster.close();
