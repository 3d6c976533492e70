import { createCluster } from '@meshwork/runtime';
import { generate } from '../dist/images.js';
import { thinSequential } from '../dist/sequential.js';
const img = generate({ kind: 'body', width: 1024, height: 1024, seed: 1 });
const cluster = createCluster({ topology: 'chain:1', spin: false });
const url = new URL('../dist/program.js', import.meta.url);
const seq = [], par = [], comp = [];
for (let k = 0; k < 15; k++) {
  let t = performance.now(); thinSequential(img); seq.push(performance.now() - t);
  const run = await cluster.run(url, { image: { kind: 'data', ...img } });
  par.push(run.results[0].totalMs); comp.push(run.results[0].computeWallMs.reduce((a,b)=>a+b,0));
}
const min = (xs) => Math.min(...xs).toFixed(1);
console.log('iters', thinSequential(img).iterations, 'seq min', min(seq), 'par min', min(par), 'compute min', min(comp));
await cluster.close();
