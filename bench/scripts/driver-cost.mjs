/**
 * What a balancing driver costs an app before and while it balances: the app's case (from
 * app-cases.mjs, its static split) with no driver, with its balancer under `adaptive`, under an
 * adaptive policy that never balances (`firstThreshold` out of reach: its looks at the loads alone)
 * and under a policy that looks every phase and never balances (`every` 100000); interleaved round
 * by round in one process, the machine check first.
 *
 *   node bench/scripts/driver-cost.mjs wator|diffusion|thinning [ROUNDS] [TREE] [TOPOLOGY]   (tree built;
 *   TOPOLOGY: another than the case's, e.g. ring:8 for more ranks than cores)
 *
 * Prints each side's median rank-side time, the ranks' summed thread CPU over their runs and busy
 * time in phases (each with its geometric-mean ratio to static: less moved by a busy machine),
 * balances, slept waits and wake-up ms per run, and its
 * paired ratio to the static side with a 95% interval.
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [app, roundsArg, treeArg, topologyArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
const ROUNDS = Number(roundsArg ?? 10);
const rt = await import(pathToFileURL(`${tree}/packages/runtime/dist/index.js`).href);
const harness = await import(pathToFileURL(`${tree}/packages/harness/dist/index.js`).href);
const balancedCase = { wator: 'wator-gde', diffusion: 'diffusion-sdlb', thinning: 'thinning-gde' }[app];
if (balancedCase === undefined) {
  console.error('usage: node bench/scripts/driver-cost.mjs wator|diffusion|thinning [ROUNDS] [TREE]');
  process.exit(2);
}
const st = await appCase(tree, `${app}-static`);
const bal = await appCase(tree, balancedCase);
const sides = {
  static: st.options,
  adaptive: bal.options,
  'adaptive, never balances': { ...bal.options, policy: 'adaptive', policyOptions: { firstThreshold: 1e9 } },
  'looks every phase': { ...bal.options, policy: 'every', policyOptions: { k: 100000 } },
};
const cluster = rt.createCluster({ topology: topologyArg ?? st.topology, spin: 'auto' });
console.log(harness.formatMachineCheck(await harness.runMachineCheck()));
const once = async (o) => {
  const r = await cluster.run(st.url, o);
  const w = r.metrics.waits ?? [];
  const reports = r.results[0].reports ?? r.results[0].balances ?? [];
  const busy = r.ranks.reduce((a, k) => a + k.phases.reduce((b, ph) => b + ph.busyNs, 0), 0) / 1e6;
  const cpu = r.ranks.reduce((a, k) => a + (k.run?.cpuNs ?? Number.NaN), 0) / 1e6;
  return {
    ms: st.ms(r),
    busy,
    cpu,
    balances: Array.isArray(reports) ? reports.length : Number(reports),
    slept: w.reduce((a, x) => a + x.slept, 0),
    wakeMs: w.reduce((a, x) => a + x.wakeMs, 0),
  };
};
for (const o of Object.values(sides)) await once(o);
const names = Object.keys(sides);
const res = Object.fromEntries(names.map((n) => [n, []]));
for (let i = 0; i < ROUNDS; i++) {
  for (let j = 0; j < names.length; j++) {
    const n = names[(i + j) % names.length];
    res[n].push(await once(sides[n]));
  }
}
await cluster.close();
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 4: 2.776, 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 14: 2.145, 19: 2.093, 29: 2.045, 39: 2.023 };
for (const n of names) {
  const d = res[n].map((x, i) => Math.log(x.ms / res.static[i].ms));
  const m = d.reduce((a, x) => a + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
  const r = res[n];
  const ms = med(r.map((x) => x.ms)).toFixed(1);
  const cpuRatio = (key) => {
    const e = res[n].map((x, i) => Math.log(x[key] / res.static[i][key]));
    return Math.exp(e.reduce((a, x) => a + x, 0) / e.length).toFixed(3);
  };
  console.log(
    `${n.padEnd(26)} ${ms.padStart(7)} ms  ranks' CPU ${med(r.map((x) => x.cpu)).toFixed(1)} ms (${cpuRatio('cpu')})  phases' busy ${med(r.map((x) => x.busy)).toFixed(1)} ms (${cpuRatio('busy')})  balances ${med(r.map((x) => x.balances))}  slept ${med(r.map((x) => x.slept))}  wake ${med(r.map((x) => x.wakeMs)).toFixed(1)} ms  vs static ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`,
  );
}
