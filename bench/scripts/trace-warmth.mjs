/**
 * Not a timing: what a traced run costs next to an untraced one, run after run on the same
 * threads, with the replay suite's own settings (`suiteRunSettings` of packages/cli/src/bench/replay.ts,
 * sleeping waits, as on a busy machine; `SPIN=auto` in the environment: spinning waits, as the suite
 * runs on a quiet one). For one of the suite's cases, `PAIRS` times a traced static run and an untraced
 * one, each an `app.run` on fresh threads with one warm-up run and `RUNS` timed runs; per timed run
 * (the 2nd, 3rd... run of its threads) it prints the rank-side ms, the process's CPU ms (every
 * thread: the ranks, V8's compiler and GC threads) and each rank's thread CPU ms. The suite reads
 * the median of the last `KEPT_RUNS` (@meshwork/replay) of `TIMED_RUNS` (runs 4-6 of the threads):
 * there a traced run's CPU in the loop should
 * match the untraced run's (its ranks' whole-run CPU adds the log each rank hands back at the end).
 *
 *   node bench/scripts/trace-warmth.mjs [CASE] [RUNS] [PAIRS] [TREE]   (tree built; CASE: 0 wator,
 *   1 thinning (default), 2 diffusion, 3 diffusion on 2x2 tiles)
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [caseArg, runsArg, pairsArg, treeArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
const suite = await import(pathToFileURL(`${tree}/packages/cli/dist/bench/replay.js`).href);
const harness = await import(pathToFileURL(`${tree}/packages/harness/dist/index.js`).href);
const { KEPT_RUNS } = await import(pathToFileURL(`${tree}/packages/replay/dist/index.js`).href);
const c = suite.cases(false)[Number(caseArg ?? 1)];
const runs = Number(runsArg ?? 3);
const pairs = Number(pairsArg ?? 2);
if (c === undefined || !(runs >= 1) || !(pairs >= 1)) {
  console.error('usage: node bench/scripts/trace-warmth.mjs [CASE 0-3] [RUNS >= 1] [PAIRS >= 1] [TREE]');
  process.exit(2);
}
const quiet = harness.createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
const untraced = harness.balancingFromFlags({ balancer: 'static' }, { balancer: 'static' });
const f = (x) => x.toFixed(1);
console.log(
  `${c.label}: ${runs} timed runs after one warm-up on fresh threads; the suite reads the median of runs ${suite.TIMED_RUNS - KEPT_RUNS + 2}-${suite.TIMED_RUNS + 1} of the threads`,
);
for (let p = 0; p < pairs; p++) {
  for (const kind of ['traced', 'untraced']) {
    const settings = {
      ...suite.suiteRunSettings(c, kind === 'traced' ? 'traced' : untraced, process.env.SPIN !== 'auto', quiet),
      repeat: runs,
    };
    const o = await c.app.run(settings, c.options);
    if (!o.correct) throw new Error(`${c.label} (${kind}) differs from its sequential reference`);
    o.parallelMs.forEach((ms, i) => {
      const u = o.usage[i];
      const ranks = (u?.ranks ?? []).map((r) => f(r.cpuMs)).join('/');
      console.log(
        `  ${kind.padEnd(8)} run ${i + 2}: ${f(ms).padStart(7)} ms   process CPU ${f(u?.cpuMs ?? Number.NaN).padStart(6)} ms   ranks' CPU ${ranks} ms`,
      );
    });
  }
}
