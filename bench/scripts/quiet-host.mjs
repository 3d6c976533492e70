/**
 * What running the host's collection to its end before each parallel run (`quietHost` of
 * @meshwork/harness) changes, both ways interleaved in one process: each round runs two blocks,
 * one with the step before every parallel run and one without (which block goes first alternates),
 * each block the app's sequential reference on the host thread, then its static and its balanced
 * Meshwork run (the cases of app-cases.mjs, each on its own cluster), as `meshwork run APP
 * --compare static` does.
 *
 *   node bench/scripts/quiet-host.mjs [thinning|diffusion|stencil] [ROUNDS]   (after npx tsc -b)
 *
 * Prints the machine check first (run before the rounds), then per side the median ms of each block and with / without: the geometric mean of the
 * paired ratios with a 95% interval (t on the log ratios), and the speedups over the reference.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const app = process.argv[2] ?? 'thinning';
const ROUNDS = Number(process.argv[3] ?? 16);
const tree = resolve(new URL('../..', import.meta.url).pathname);
const imp = (p) => import(pathToFileURL(`${tree}/${p}`).href);
const rt = await imp('packages/runtime/dist/index.js');
const { quietHost, comparePaired, runMachineCheck, formatMachineCheck } = await imp('packages/harness/dist/index.js');
const check = formatMachineCheck(await runMachineCheck());

/** The app's sequential reference on the host thread, and its static and balanced cases. */
async function setup() {
  if (app === 'thinning') {
    const th = await imp('examples/thinning/dist/index.js');
    const img = th.generate({ kind: 'body', width: 2048, height: 2048, seed: 1 });
    return { reference: () => th.thinSequential(img), cases: ['thinning-static', 'thinning-gde'] };
  }
  if (app === 'diffusion') {
    const d = await imp('examples/diffusion/dist/index.js');
    const image = d.generateImage({ rows: 512, cols: 512, seed: 1 });
    const params = { ...d.DEFAULT_PARAMS, maxIterations: 60 };
    return { reference: () => d.diffuseSequential(image, params), cases: ['diffusion-static', 'diffusion-sdlb'] };
  }
  if (app === 'stencil') {
    const s = await imp('examples/stencil/dist/index.js');
    const o = { ...s.DEFAULTS, rows: 1024, cols: 1024, iterations: 200, seed: 1 };
    return { reference: () => s.stencilSequential(o), cases: ['stencil', 'stencil-shared'] };
  }
  throw new Error(`unknown app ${app}; expected thinning, diffusion or stencil`);
}

const { reference, cases } = await setup();
const sides = [];
for (const name of cases) {
  const c = await appCase(tree, name);
  const cluster = rt.createCluster({ topology: c.topology });
  await cluster.run(c.url, c.options);
  sides.push({ name, run: async () => c.ms(await cluster.run(c.url, c.options)), cluster });
}
reference();
const names = ['sequential', ...cases];
const times = { on: names.map(() => []), off: names.map(() => []) };
for (let r = 0; r < ROUNDS; r++) {
  for (const mode of r % 2 === 0 ? ['on', 'off'] : ['off', 'on']) {
    const t0 = performance.now();
    reference();
    times[mode][0].push(performance.now() - t0);
    for (let i = 0; i < sides.length; i++) {
      if (mode === 'on') await quietHost();
      times[mode][i + 1].push(await sides[i].run());
    }
  }
}
const median = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
console.log(check);
console.log(`${app}: ${ROUNDS} rounds, with the host's collection before each parallel run (on) and without (off)`);
for (let i = 0; i < names.length; i++) {
  const c = comparePaired(times.on[i], times.off[i]);
  console.log(
    `  ${names[i].padEnd(18)} on ${median(times.on[i]).toFixed(1).padStart(6)} ms  off ${median(times.off[i]).toFixed(1).padStart(6)} ms  on/off ${c.ratio.toFixed(3)} [${c.lo.toFixed(3)}, ${c.hi.toFixed(3)}]`,
  );
}
for (let i = 1; i < names.length; i++) {
  const sp = (mode) => median(times[mode][0].map((s, k) => s / times[mode][i][k]));
  console.log(`  speedup of ${names[i]} over the reference (median of rounds): on ${sp('on').toFixed(2)}x, off ${sp('off').toFixed(2)}x`);
}
for (const s of sides) await s.cluster.close();
