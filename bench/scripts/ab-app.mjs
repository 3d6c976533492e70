/**
 * One app's rank program from two built checkouts side by side in one process, interleaved round
 * by round (the order alternating): each checkout's runtime and program are loaded from its own
 * tree, so a change to a program or the runtime is compared against its base without the drift of
 * the VM between two runs. Cases: thinning (body 2048, chain:2, static and gde adaptive), stencil
 * (1024 x 200 sweeps, 2 ranks), diffusion (512, 60 iterations, mesh:2x1, static and sdlb adaptive).
 * `CASE@TOPOLOGY` runs a case on another topology (`stencil@chain:8`: more ranks than cores).
 *
 *   node bench/scripts/ab-app.mjs BASE_TREE NEW_TREE CASE[,CASE...] [ROUNDS] [compute|overhead|overhead-gather]
 *   (both trees built)
 *
 * Prints, per case, both medians of the rank's compute time (between its first and last barrier)
 * and new / base: the geometric mean of the paired ratios with a 95% interval (t on the log ratios).
 * `overhead`: the same of the job's overhead instead, the host's wall ms of `cluster.run` less the
 * rank's compute (dispatch, setup, result); `overhead-gather` with the result gathered on rank 0.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [baseTree, newTree, casesArg, roundsArg] = process.argv.slice(2);
if (baseTree === undefined || newTree === undefined || casesArg === undefined) {
  console.error(
    'usage: node bench/scripts/ab-app.mjs BASE_TREE NEW_TREE thinning-static,thinning-gde,stencil,diffusion-static,diffusion-sdlb [ROUNDS]',
  );
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 10);
const mode = process.argv[6] ?? 'compute';
if (!['compute', 'overhead', 'overhead-gather'].includes(mode)) {
  console.error(`unknown mode ${mode}: compute, overhead or overhead-gather`);
  process.exit(2);
}
const trees = { base: resolve(baseTree), new: resolve(newTree) };
const imp = (t, p) => import(pathToFileURL(`${t}/${p}`).href);

const names = casesArg.split(',');
const sides = {};
for (const [k, t] of Object.entries(trees)) {
  const rt = await imp(t, 'packages/runtime/dist/index.js');
  sides[k] = {};
  for (const n of names) {
    const [caseName, topology] = n.split('@');
    const c = await appCase(t, caseName);
    const options = mode === 'overhead-gather' ? { ...c.options, gather: true } : c.options;
    sides[k][n] = { ...c, options, cluster: rt.createCluster({ topology: topology ?? c.topology, spin: 'auto' }) };
  }
}
const harness = await imp(trees.new, 'packages/harness/dist/index.js');
const check = await harness.runMachineCheck();
console.log(harness.formatMachineCheck(check));
const runOnce = async (s) => {
  const t0 = performance.now();
  const r = await s.cluster.run(s.url, s.options);
  return mode === 'compute' ? s.ms(r) : performance.now() - t0 - s.ms(r);
};
for (const k of Object.keys(sides)) for (const n of names) await runOnce(sides[k][n]);
const res = {};
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? ['base', 'new'] : ['new', 'base'];
  for (const n of names) {
    res[n] ??= { base: [], new: [] };
    for (const k of order) res[n][k].push(await runOnce(sides[k][n]));
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 4: 2.776, 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 14: 2.145, 19: 2.093, 29: 2.045, 39: 2.023 };
for (const [n, r] of Object.entries(res)) {
  const d = r.new.map((x, i) => Math.log(x / r.base[i]));
  const m = d.reduce((a, x) => a + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
  console.log(
    `${n.padEnd(16)} base ${med(r.base).toFixed(1).padStart(7)} ms  new ${med(r.new).toFixed(1).padStart(7)} ms  new/base ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]  first base ${r.base[0].toFixed(1)} new ${r.new[0].toFixed(1)}`,
  );
}
for (const s of Object.values(sides)) for (const c of Object.values(s)) await c.cluster.close();
