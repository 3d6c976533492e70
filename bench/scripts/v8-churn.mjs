/**
 * What V8's own threads take from the ranks: per warm run of an example program on 2 ranks, the
 * CPU ms of V8's platform threads in this process (`node-V8Worker`: compiler jobs, concurrent GC)
 * next to the ranks' CPU ms (`WorkerThread`). A program whose hot loop V8 compiles again in every
 * run shows tens of ms here per run; one whose code V8 keeps shows a few (GC). Linux only (reads
 * /proc/self/task/<tid>/{comm,schedstat}); CPU time, so it is not a timing and holds on a busy host.
 *
 *   node bench/scripts/v8-churn.mjs [CASE,...] [RUNS] [TREE]   (after npx tsc -b)
 *
 * Cases: thinning-static, thinning-gde (body 2048, chain:2), stencil (1024 x 200 sweeps),
 * diffusion-static, diffusion-sdlb (512, 60 iterations, mesh:2x1), wator-static, wator-gde (512 x
 * 100 steps). TREE: another built checkout whose runtime and programs to load (default: this one),
 * e.g. to compare a change with its base.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [casesArg, runsArg, treeArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
const RUNS = Number(runsArg ?? 8);
const names = (casesArg ?? 'thinning-static,thinning-gde,stencil,diffusion-static,diffusion-sdlb').split(',');
if (!readdirSync('/proc/self/task').length) throw new Error('v8-churn needs Linux /proc');
const imp = (p) => import(pathToFileURL(`${tree}/${p}`).href);

/** CPU ms of every thread of this process named `name`. */
function cpuOf(name) {
  let ms = 0;
  for (const t of readdirSync('/proc/self/task')) {
    try {
      if (readFileSync(`/proc/self/task/${t}/comm`, 'utf8').trim() !== name) continue;
      ms += Number(readFileSync(`/proc/self/task/${t}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
    } catch {
      // the thread ended meanwhile
    }
  }
  return ms;
}

const rt = await imp('packages/runtime/dist/index.js');
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
console.log(
  `V8 platform threads (compiler, GC) vs the ranks, CPU ms per run of ${RUNS} (the first ${Math.min(2, RUNS - 1)} cold), ${tree}`,
);
for (const n of names) {
  const c = await appCase(tree, n);
  const cluster = rt.createCluster({ topology: c.topology, spin: 'auto' });
  const v8 = [];
  const ranks = [];
  for (let i = 0; i < RUNS; i++) {
    const a = cpuOf('node-V8Worker');
    const b = cpuOf('WorkerThread');
    await cluster.run(c.url, c.options);
    v8.push(cpuOf('node-V8Worker') - a);
    ranks.push(cpuOf('WorkerThread') - b);
  }
  await cluster.close();
  const warm = (a) => a.slice(Math.min(2, RUNS - 1));
  console.log(
    `${n.padEnd(17)} V8 threads ${med(warm(v8)).toFixed(0).padStart(4)} ms/run (warm median) vs ranks ${med(warm(ranks)).toFixed(0).padStart(5)} ms/run;` +
      ` every run: ${v8.map((x) => x.toFixed(0)).join(' ')}`,
  );
}
