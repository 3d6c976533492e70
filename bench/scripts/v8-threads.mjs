/**
 * What V8's background threads (concurrent compilers, concurrent and parallel GC) cost ranks that
 * fill the cores: each app case run in a child process started with `node --single-threaded` (V8
 * does that work on the thread that needs it) or without, the two kinds of process alternating
 * pair after pair; per case the first run of fresh threads, and the median of the warm runs after
 * it, paired over the pairs (exp of the mean log ratio, 95% interval). The flag is a V8 option of
 * the whole process: it cannot be given to worker threads, and set at run time
 * (`v8.setFlagsFromString`) its GC half aborts V8, so it belongs on the command line.
 *
 *   node bench/scripts/v8-threads.mjs [CASES] [RUNS] [PAIRS] [TREE]   (after npx tsc -b)
 *
 * CASES: names of app-cases.mjs, comma-separated, and `peer` (the hand-rolled 2-thread stencil,
 * 1024 x 1024, 200 sweeps); default stencil,thinning-gde,diffusion-sdlb,wator-gde,peer. RUNS: runs
 * per case and process (default 10; the warm median is over runs 3..RUNS). PAIRS: process pairs
 * (default 6). The machine check runs first, in the parent.
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const self = fileURLToPath(import.meta.url);
const [mode, ...rest] = process.argv.slice(2);

async function child(casesArg, runsArg, tree) {
  const rt = await import(pathToFileURL(`${tree}/packages/runtime/dist/index.js`).href);
  const machine = await import(pathToFileURL(`${tree}/packages/harness/dist/machine/index.js`).href);
  const out = {};
  for (const name of casesArg.split(',')) {
    const ms = [];
    if (name === 'peer') {
      const peer = new machine.StencilPeer(2, 20_000);
      const sizes = { rows: 1024, cols: 1024, boundary: 1, iterations: 200 };
      const init = new Float64Array(1024 * 1024).map((_, i) => ((i * 7919) % 1000) / 1000);
      for (let i = 0; i < runsArg; i++) ms.push((await peer.run(sizes, init)).computeMs);
      await peer.close();
    } else {
      const c = await appCase(tree, name);
      const cluster = rt.createCluster({ topology: c.topology, spin: 'auto' });
      for (let i = 0; i < runsArg; i++) ms.push(c.ms(await cluster.run(c.url, c.options)));
      await cluster.close();
    }
    out[name] = ms;
  }
  process.stdout.write(JSON.stringify(out));
}

if (mode === '--child') {
  await child(rest[0], Number(rest[1]), rest[2]);
} else {
  const [casesArg, runsArg, pairsArg, treeArg] = process.argv.slice(2);
  const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
  const cases = casesArg ?? 'stencil,thinning-gde,diffusion-sdlb,wator-gde,peer';
  const runs = Number(runsArg ?? 10);
  const pairs = Number(pairsArg ?? 6);
  const harness = await import(pathToFileURL(`${tree}/packages/harness/dist/index.js`).href);
  console.log(harness.formatMachineCheck(await harness.runMachineCheck()));
  const sides = { default: [], 'single-threaded': [] };
  for (let p = 0; p < pairs; p++) {
    const order = p % 2 === 0 ? ['default', 'single-threaded'] : ['single-threaded', 'default'];
    for (const side of order) {
      const flags = side === 'default' ? [] : ['--single-threaded'];
      const json = execFileSync(process.execPath, [...flags, self, '--child', cases, String(runs), tree], {
        encoding: 'utf8',
        timeout: 600_000,
      });
      sides[side].push(JSON.parse(json));
    }
    console.error(`  pair ${p + 1}/${pairs}`);
  }
  const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
  const f = (c) => `${c.ratio.toFixed(3)} [${c.lo.toFixed(3)}, ${c.hi.toFixed(3)}] ${c.verdict}`;
  console.log(`single-threaded / default, ${pairs} process pairs, ${runs} runs a case per process (ms; warm: median of runs 3..${runs})`);
  for (const name of cases.split(',')) {
    const first = (s) => sides[s].map((o) => o[name][0]);
    const warm = (s) => sides[s].map((o) => med(o[name].slice(2)));
    const cf = harness.comparePaired(first('single-threaded'), first('default'));
    const cw = harness.comparePaired(warm('single-threaded'), warm('default'));
    console.log(
      `${name.padEnd(16)} first ${med(first('default')).toFixed(1)} -> ${med(first('single-threaded')).toFixed(1)}: ${f(cf)}   warm ${med(warm('default')).toFixed(1)} -> ${med(warm('single-threaded')).toFixed(1)}: ${f(cw)}`,
    );
  }
}
