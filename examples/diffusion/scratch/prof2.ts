import { createCluster } from '@meshwork/runtime';
import { readPng } from '../src/image.js';
import type { DiffusionRankResult } from '../src/program.js';
import { sharedPixels } from '../src/run.js';
import { diffuseSequential } from '../src/sequential.js';
const PROGRAM = new URL('../dist/program.js', import.meta.url);
const img = readPng('data/camera.png');
const pixels = sharedPixels(img);
const spin = process.argv[2] === 'off' ? false : 'auto';
const cluster = createCluster({ topology: 'mesh:2x1', spin });
for (let r = 0; r < 4; r++) {
  const t0 = performance.now(); diffuseSequential(img); const seq = performance.now() - t0;
  const run = await cluster.run<DiffusionRankResult>(PROGRAM, { rows: img.rows, cols: img.cols, pixels, storage: 'distributed', stopCheckEvery: Number(process.argv[3] ?? 8) });
  const ph = run.metrics.phases.filter((p) => p.name === 'diffuse');
  const wall = [0, 1].map((k) => ph.reduce((s, p) => s + (p.wallNs[k] as number), 0) / 1e6);
  const busy = [0, 1].map((k) => ph.reduce((s, p) => s + (p.busyNs[k] as number), 0) / 1e6);
  const maxWall = ph.reduce((s, p) => s + Math.max(...p.wallNs), 0) / 1e6;
  console.log(`seq ${seq.toFixed(1)} par ${run.results[0]!.computeMs.toFixed(1)} phaseWall ${wall.map((x) => x.toFixed(1)).join('/')} sumMaxWall ${maxWall.toFixed(1)} busy ${busy.map((x) => x.toFixed(1)).join('/')} executed ${run.results[0]!.executed}`);
}
await cluster.close();
