/**
 * One checkout's app cases under several `spin` settings side by side in one process, interleaved
 * round by round (the order rotating), with the machine check first: which wait rule serves the
 * apps best on this machine. SPINS: `auto`, `false`, or a fixed spin time in µs, comma-separated;
 * the first is the reference of the ratios.
 *
 *   node bench/scripts/ab-spin.mjs TREE CASE[,CASE...] auto,200,1000 [ROUNDS]   (tree built)
 *
 * Prints, per case and setting, the median of the rank-side time, the paired ratio to the first
 * setting with a 95% interval (t on the log ratios), and per run the waits that slept and their
 * wake-up ms (both ranks, from the run's wait statistics).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [treeArg, casesArg, spinsArg, roundsArg] = process.argv.slice(2);
if (treeArg === undefined || casesArg === undefined || spinsArg === undefined) {
  console.error('usage: node bench/scripts/ab-spin.mjs TREE stencil,diffusion-sdlb auto,200,1000 [ROUNDS]');
  process.exit(2);
}
const tree = resolve(treeArg);
const ROUNDS = Number(roundsArg ?? 10);
const imp = (p) => import(pathToFileURL(`${tree}/${p}`).href);
const rt = await imp('packages/runtime/dist/index.js');
const spinOf = (s) => (s === 'auto' ? 'auto' : s === 'false' ? false : Number(s));
const spins = spinsArg.split(',');
const names = casesArg.split(',');
const sides = {};
for (const s of spins) {
  sides[s] = {};
  for (const n of names) {
    const c = await appCase(tree, n);
    sides[s][n] = { ...c, cluster: rt.createCluster({ topology: c.topology, spin: spinOf(s) }) };
  }
}
const harness = await imp('packages/harness/dist/index.js');
console.log(harness.formatMachineCheck(await harness.runMachineCheck()));
const res = {};
const runOnce = async (side, n) => {
  const r = await side.cluster.run(side.url, side.options);
  const w = r.metrics.waits ?? [];
  return { ms: side.ms(r), slept: w.reduce((a, x) => a + x.slept, 0), wakeMs: w.reduce((a, x) => a + x.wakeMs, 0), n };
};
for (const s of spins) for (const n of names) await runOnce(sides[s][n], n);
for (let i = 0; i < ROUNDS; i++) {
  const order = spins.map((_, j) => spins[(i + j) % spins.length]);
  for (const n of names) {
    res[n] ??= Object.fromEntries(spins.map((s) => [s, []]));
    for (const s of order) res[n][s].push(await runOnce(sides[s][n], n));
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 4: 2.776, 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 14: 2.145, 19: 2.093, 29: 2.045, 39: 2.023 };
for (const [n, r] of Object.entries(res)) {
  const ref = r[spins[0]];
  for (const s of spins) {
    const d = r[s].map((x, i) => Math.log(x.ms / ref[i].ms));
    const m = d.reduce((a, x) => a + x, 0) / d.length;
    const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
    const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
    const ms = med(r[s].map((x) => x.ms)).toFixed(1);
    console.log(
      `${n.padEnd(16)} spin ${s.padEnd(5)} ${ms.padStart(7)} ms  /${spins[0]} ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]  slept ${med(r[s].map((x) => x.slept))}  wake ${med(r[s].map((x) => x.wakeMs)).toFixed(1)} ms  first ${r[s][0].ms.toFixed(1)}`,
    );
  }
}
for (const s of Object.values(sides)) for (const c of Object.values(s)) await c.cluster.close();
