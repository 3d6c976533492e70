/**
 * The stencil (1024² x 200 sweeps) and diffusion (512, 60 iterations, static) from two built
 * checkouts side by side in one process on a given topology, more ranks than cores included:
 * one cluster per checkout, the two interleaved round by round (the order alternating), after one
 * untimed round.
 *
 *   node bench/scripts/ab-ranks.mjs BASE_TREE NEW_TREE TOPOLOGY [ROUNDS]   (both trees built)
 *
 * Prints, per app, both medians of the slowest rank's compute time and new / base: the geometric
 * mean of the paired ratios with a 95% interval (t on the log ratios).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [baseTree, newTree, topology, roundsArg] = process.argv.slice(2);
if (baseTree === undefined || newTree === undefined || topology === undefined) {
  console.error('usage: node bench/scripts/ab-ranks.mjs BASE_TREE NEW_TREE TOPOLOGY [ROUNDS]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 10);
const sides = {};
for (const [k, t] of Object.entries({ base: resolve(baseTree), new: resolve(newTree) })) {
  const rt = await import(pathToFileURL(`${t}/packages/runtime/dist/index.js`).href);
  sides[k] = {
    cluster: rt.createCluster({ topology, spin: 'auto' }),
    apps: { stencil: await appCase(t, 'stencil'), diffusion: await appCase(t, 'diffusion-static') },
  };
}
const res = { stencil: { base: [], new: [] }, diffusion: { base: [], new: [] } };
for (let i = 0; i <= ROUNDS; i++) {
  for (const k of i % 2 === 1 ? ['base', 'new'] : ['new', 'base']) {
    const s = sides[k];
    for (const [name, c] of Object.entries(s.apps)) {
      const r = await s.cluster.run(c.url, c.options);
      if (i > 0) res[name][k].push(c.ms(r));
    }
  }
}
for (const s of Object.values(sides)) await s.cluster.close();
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 4: 2.776, 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 14: 2.145, 19: 2.093, 29: 2.045, 39: 2.023 };
for (const [name, r] of Object.entries(res)) {
  const d = r.new.map((x, i) => Math.log(x / r.base[i]));
  const m = d.reduce((a, x) => a + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
  console.log(
    `${topology} ${name}: base ${med(r.base).toFixed(1)} ms  new ${med(r.new).toFixed(1)} ms  new/base ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`,
  );
}
