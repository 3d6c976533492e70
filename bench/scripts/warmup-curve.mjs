/**
 * How a side's time settles over its first runs: two app cases (app-cases.mjs, e.g. a static and
 * a balanced one) on clusters of their own, after WARMUP untimed runs each, then ROUNDS rounds of
 * one run each, the order alternating; per block of BLOCK rounds the paired ratio B / A (exp of the
 * mean log ratio, 95% interval), both medians, and the CPU time V8's helper threads (its
 * concurrent compilers and GC helpers, threads named `V8Worker`, shared by every isolate of the
 * process) spent per run during each side's runs, from /proc (Linux; '-' elsewhere). A balanced
 * side's balances run a few times a run, so their code reaches V8's optimizing tiers over tens of
 * runs, and every compile job takes a core from the ranks meanwhile. Timings: run it on a quiet
 * machine, nothing else running.
 *
 *   node bench/scripts/warmup-curve.mjs A,B [ROUNDS] [BLOCK] [WARMUP] [TREE]   (tree built)
 *
 * e.g. `diffusion-static,diffusion-sdlb 50 10`: static and sdlb adaptive, 50 rounds after one
 * warm-up run each (the default; ROUNDS 40, BLOCK 10). The machine check runs first.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { appCase } from './app-cases.mjs';

const [pairArg, roundsArg, blockArg, warmupArg, treeArg] = process.argv.slice(2);
const names = (pairArg ?? '').split(',');
const rounds = Number(roundsArg ?? 40);
const block = Number(blockArg ?? 10);
const warmup = Number(warmupArg ?? 1);
if (
  names.length !== 2 ||
  !(Number.isInteger(rounds) && rounds >= 2) ||
  !(Number.isInteger(block) && block >= 2) ||
  !(Number.isInteger(warmup) && warmup >= 0)
) {
  console.error('usage: node bench/scripts/warmup-curve.mjs A,B [ROUNDS >= 2] [BLOCK >= 2] [WARMUP >= 0] [TREE]');
  process.exit(2);
}
const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
const rt = await import(pathToFileURL(`${tree}/packages/runtime/dist/index.js`).href);
const harness = await import(pathToFileURL(`${tree}/packages/harness/dist/index.js`).href);
const cases = await Promise.all(names.map((n) => appCase(tree, n)));
const clusters = cases.map((c) => rt.createCluster({ topology: c.topology, spin: 'auto' }));

/** CPU ms of V8's helper threads so far (undefined off Linux). */
function helperMs() {
  try {
    let ns = 0;
    for (const t of readdirSync('/proc/self/task')) {
      try {
        if (!readFileSync(`/proc/self/task/${t}/comm`, 'utf8').includes('V8Worker')) continue;
        ns += Number(readFileSync(`/proc/self/task/${t}/schedstat`, 'utf8').split(' ')[0]);
      } catch {
        // a thread that ended meanwhile
      }
    }
    return ns / 1e6;
  } catch {
    return undefined;
  }
}

console.log(harness.formatMachineCheck(await harness.runMachineCheck()));
for (let w = 0; w < warmup; w++) for (const [i, c] of cases.entries()) await clusters[i].run(c.url, c.options);
const ms = [[], []];
const helper = [[], []];
for (let r = 0; r < rounds; r++) {
  for (const i of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const c = cases[i];
    const h0 = helperMs();
    ms[i].push(c.ms(await clusters[i].run(c.url, c.options)));
    const h1 = helperMs();
    helper[i].push(h0 === undefined || h1 === undefined ? Number.NaN : h1 - h0);
  }
}
for (const c of clusters) await c.close();

const median = (a) => {
  const s = [...a].sort((x, y) => x - y);
  return s.length % 2 === 1 ? s[s.length >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const paired = (b, a) => {
  const p = harness.comparePaired(b, a);
  return `${p.ratio.toFixed(3)} [${p.lo.toFixed(3)}, ${p.hi.toFixed(3)}]`;
};
const mean = (a) => (a.some(Number.isNaN) ? '-' : (a.reduce((s, x) => s + x, 0) / a.length).toFixed(2));
console.log(`${names[1]} / ${names[0]}, ${rounds} rounds after ${warmup} untimed run${warmup === 1 ? '' : 's'} of each`);
const row = (from, to) => {
  const a = ms[0].slice(from, to);
  const b = ms[1].slice(from, to);
  return `${paired(b, a)}  medians ${median(b).toFixed(1)} / ${median(a).toFixed(1)} ms  V8 helper threads ${mean(helper[1].slice(from, to))} / ${mean(helper[0].slice(from, to))} ms a run`;
};
for (let from = 0; from < rounds; from += block)
  console.log(`  rounds ${from + 1}-${Math.min(rounds, from + block)}: ${row(from, from + block)}`);
console.log(`  all: ${row(0, rounds)}`);
