/**
 * What a balancing driver costs diffusion before it balances: diffusion 512 (60 iterations,
 * mesh:2x1) static (no driver), sdlb adaptive, sdlb under a policy that looks at the loads every
 * phase but never balances (`every` 100000: the per-phase tally and load gather alone), and sdlb
 * every 8; interleaved round by round in one process, each side's slowest rank's compute time.
 *
 *   node bench/scripts/diffusion-driver.mjs [ROUNDS] [work|time] [SIDE] [CPU_PROFILE_DIR]   (after npx tsc -b)
 *
 * Prints each side's median, its balances and its paired ratio to static with a 95% interval.
 * SIDE runs one side alone (with CPU_PROFILE_DIR: a profile per rank).
 */
import { createCluster } from '@meshwork/runtime';

const d = await import('@meshwork/example-diffusion');
const size = 512;
const pixels = d.sharedPixels(d.generateImage({ rows: size, cols: size, seed: 1 }));
const sdlb = d.balancingChoice('sdlb', { every: 1, shape: [size, size], procDims: [2, 1] });
const url = new URL('./program.js', import.meta.resolve('@meshwork/example-diffusion'));
const [roundsArg, loads, only, profDir] = process.argv.slice(2);
const base = {
  rows: size,
  cols: size,
  pixels,
  params: { ...d.DEFAULT_PARAMS, maxIterations: 60 },
  storage: 'distributed',
  gather: false,
  loads: loads ?? 'work',
};
const withSdlb = { ...base, balancer: sdlb.balancer, balancerOptions: sdlb.balancerOptions };
const sides = {
  static: { ...base, balancer: 'static', policy: 'never' },
  'sdlb adaptive': { ...withSdlb, policy: 'adaptive' },
  'sdlb looks only': { ...withSdlb, policy: 'every', policyOptions: { k: 100000 } },
  'sdlb every 8': { ...withSdlb, policy: 'every', policyOptions: { k: 8 } },
};
if (only !== undefined) for (const k of Object.keys(sides)) if (k !== only) delete sides[k];
const c = createCluster({ topology: 'mesh:2x1', spin: 'auto', execArgv: profDir ? ['--cpu-prof', `--cpu-prof-dir=${profDir}`] : [] });
const ROUNDS = Number(roundsArg ?? 12);
const t = {};
const bal = {};
for (const o of Object.values(sides)) await c.run(url, o);
for (let i = 0; i < ROUNDS; i++) {
  const names = Object.keys(sides);
  for (const k of i % 2 ? names.reverse() : names) {
    const r = await c.run(url, sides[k]);
    t[k] ??= [];
    bal[k] ??= [];
    t[k].push(Math.max(...r.results.map((x) => x.computeMs)));
    bal[k].push(r.results[0].reports.length);
  }
}
await c.close();
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 4: 2.776, 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 14: 2.145, 19: 2.093, 29: 2.045 };
for (const k of Object.keys(t)) {
  const ref = t.static ?? t[k];
  const dd = t[k].map((x, i) => Math.log(x / ref[i]));
  const m = dd.reduce((a, x) => a + x, 0) / dd.length;
  const sd = Math.sqrt(dd.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, dd.length - 1));
  const h = ((T[dd.length - 1] ?? 2.0) * sd) / Math.sqrt(dd.length);
  console.log(
    `${k.padEnd(16)} ${med(t[k]).toFixed(1).padStart(6)} ms  balances ${med(bal[k])}  vs static ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`,
  );
}
