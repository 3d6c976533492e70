/**
 * A runtime setting read from the environment when a rank thread starts (a prototype's switch),
 * on against off, interleaved in one process: per case, one cluster whose threads started with
 * VAR=VALUE and one whose threads started without it, alternating round by round after one
 * untimed run each. TOPOLOGY replaces the case's (`-`: the case's own).
 *
 *   node bench/scripts/ab-env.mjs VAR=VALUE CASES [TOPOLOGY|-] [ROUNDS]   (after npx tsc -b)
 *
 * Prints per case both medians (the case's own time and the job's wall time) and on / off:
 * the geometric mean of the paired ratios with a 95% interval (t on the log ratios).
 */

import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [envArg, casesArg, topoArg, roundsArg] = process.argv.slice(2);
const [envVar, envValue] = envArg.split('=');
const tree = resolve(new URL('../..', import.meta.url).pathname);
const rt = await import(pathToFileURL(`${tree}/packages/runtime/dist/index.js`).href);
const ROUNDS = Number(roundsArg ?? 12);
const rows = [];
for (const name of casesArg.split(',')) {
  const c = await appCase(tree, name);
  const topology = topoArg === undefined || topoArg === '-' ? c.topology : topoArg;
  const sides = {};
  for (const k of ['off', 'on']) {
    if (k === 'on') process.env[envVar] = envValue;
    else delete process.env[envVar];
    const cluster = rt.createCluster({ topology, spin: 'auto' });
    await cluster.run(c.url, c.options);
    sides[k] = { cluster, ms: [], wall: [] };
  }
  for (let i = 0; i < ROUNDS; i++) {
    for (const k of i % 2 === 0 ? ['off', 'on'] : ['on', 'off']) {
      const t0 = performance.now();
      const r = await sides[k].cluster.run(c.url, c.options);
      sides[k].wall.push(performance.now() - t0);
      sides[k].ms.push(c.ms(r));
    }
  }
  for (const s of Object.values(sides)) await s.cluster.close();
  rows.push({ name, topology, sides });
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 4: 2.776, 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 15: 2.131, 19: 2.093, 23: 2.069, 29: 2.045, 39: 2.023 };
const ratio = (a, b) => {
  const d = a.map((x, i) => Math.log(x / b[i]));
  const m = d.reduce((s, x) => s + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
  return `${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`;
};
for (const { name, topology, sides } of rows) {
  const { off, on } = sides;
  console.log(
    `${name} ${topology} (${envArg}): time off ${med(off.ms).toFixed(1)} on ${med(on.ms).toFixed(1)} ms, on/off ${ratio(on.ms, off.ms)};` +
      ` wall off ${med(off.wall).toFixed(1)} on ${med(on.wall).toFixed(1)}, on/off ${ratio(on.wall, off.wall)}`,
  );
}
