/**
 * What the replay charges a look and a balance, without a calibration, with the app's own
 * calibration run only (as before the sweep) and with both calibration runs (the app's default
 * balancer every phase, then the `sweep` balancer every phase: cuts stepped 0, 1, 8, 32, 128 planes),
 * next to a real run of the same configuration, for one of the replay suite's cases with the
 * suite's own settings (`suiteRunSettings` of packages/cli/src/bench/replay.ts, spinning waits).
 * Per pair: a traced static run, the two calibration runs, a real run of `BALANCER every EVERY`
 * (EVERY `adaptive`: `BALANCER adaptive`, whose count of balances the replay should match)
 * (default: the app's default balancer) and a static run. Prints the counts (balances, balances
 * that moved, planes and bytes moved: the replay's against the real run's; the sweep's planes per
 * balance), each balance cost model, what the calibration paid per balance beyond its own
 * prediction (`afterBalanceMs`) and its look cost, and the replay's charge per phase for looks and
 * balances against the real run's excess over static per phase. The counts hold on any machine;
 * the ms are timings, of a busy machine as much as any.
 *
 *   node bench/scripts/calibration-check.mjs [CASE] [EVERY] [PAIRS] [BALANCER] [TREE]   (tree
 *   built; CASE: 0 wator, 1 thinning (default), 2 diffusion, 3 diffusion on 2x2 tiles)
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [caseArg, everyArg, pairsArg, balancerArg, treeArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
const suite = await import(pathToFileURL(`${tree}/packages/cli/dist/bench/replay.js`).href);
const rp = await import(pathToFileURL(`${tree}/packages/replay/dist/index.js`).href);
const harness = await import(pathToFileURL(`${tree}/packages/harness/dist/index.js`).href);
const c = suite.cases(false)[Number(caseArg ?? 1)];
const adaptive = everyArg === 'adaptive';
const every = adaptive ? 1 : Number(everyArg ?? 1);
const pairs = Number(pairsArg ?? 1);
const balancer = balancerArg ?? c?.app.defaultBalancer;
if (c === undefined || !(every >= 1) || !(pairs >= 1) || !rp.REPLAY_BALANCERS.includes(balancer)) {
  console.error(
    `usage: node bench/scripts/calibration-check.mjs [CASE 0-3] [EVERY >= 1 | adaptive] [PAIRS >= 1] [BALANCER: ${rp.REPLAY_BALANCERS.join(', ')}] [TREE]`,
  );
  process.exit(2);
}
const quiet = harness.createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
const run = async (cfg, record) => {
  const settings = suite.suiteRunSettings(c, cfg, false, quiet);
  const o = await c.app.run(record ? { ...settings, record: true } : settings, c.options);
  if (!o.correct) throw new Error(`${c.label} differs from its sequential reference`);
  return o;
};
const last = (xs) => xs[xs.length - 1];
const f = (x, d = 3) => (Number.isFinite(x) ? x.toFixed(d) : '-');
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[s.length >> 1];
};
const moving = (cuts) => {
  let n = 0;
  for (let i = 0; i < cuts.length; i++) if (i === 0 || JSON.stringify(cuts[i].cuts) !== JSON.stringify(cuts[i - 1].cuts)) n++;
  return n;
};
for (let p = 0; p < pairs; p++) {
  const traced = await run('traced', false);
  const options = { ...rp.appOptionsOf(c.app, {}), ...c.options };
  const configs = (b, k, policies = []) =>
    rp.replayConfigs({ balancers: [b], every: k === undefined ? [] : [k], policies }, c.app, traced.trace, options);
  const calCfg = rp.calibrationConfig(configs(c.app.defaultBalancer, 1), c.app.defaultBalancer);
  const target = adaptive ? configs(balancer, undefined, ['adaptive'])[1] : configs(balancer, every)[1];
  const calRun = await run(calCfg, true);
  const sweepRun = await run(rp.SWEEP_CONFIG, true);
  const own = rp.calibrationOf(calRun.trace, calCfg, last(calRun.parallelMs));
  const cal = rp.calibrationOf(calRun.trace, calCfg, last(calRun.parallelMs), sweepRun.trace);
  const real = await run(target, false);
  const stat = await run({ label: 'static', balancer: 'static', policy: 'never' }, false);
  const steps = traced.trace.loads.steps.length;
  const bs = calRun.trace.loads.steps.filter((s) => s.balance !== undefined).slice(1);
  const costOf = (s) => Math.max(...s.balance.costMs) - Math.max(...s.balance.decisionMs);
  console.log(
    `${c.label}, pair ${p + 1}: ${steps} steps; calibration ${calCfg.label}: ${bs.length} warm balances, ${bs.filter((s) => s.balance.unitsMoved > 0).length} moved planes`,
  );
  console.log(
    `  calibration: cost beyond the decision, median ${f(median(bs.filter((s) => s.balance.unitsMoved > 0).map(costOf)))} ms moving, ${f(median(bs.filter((s) => s.balance.unitsMoved === 0).map(costOf)))} ms not; look ${f(median(cal?.looks ?? []))} ms over ${cal?.looks.length ?? 0} gathers`,
  );
  const byPlanes = new Map();
  for (const b of cal?.sweep ?? []) byPlanes.set(b.items, [...(byPlanes.get(b.items) ?? []), b.ms]);
  console.log(
    `  sweep: ${cal?.sweep?.length ?? 0} warm balances; planes moved: median cost beyond the decision (count) ${[...byPlanes.entries()]
      .sort((a, b) => a[0] - b[0])
      .map(([n, ms]) => `${n}: ${f(median(ms))} ms (${ms.length})`)
      .join(', ')}`,
  );
  const sweepSteps = sweepRun.trace.loads.steps.filter((s) => s.balance !== undefined);
  const sweepReplay = rp.replayTrace(traced.trace, [rp.SWEEP_CONFIG], { measuredMs: last(traced.parallelMs), calibration: cal }).rows[0];
  console.log(
    `  sweep run: ${sweepSteps.length} balances, ${sweepSteps.reduce((n, s) => n + s.balance.unitsMoved, 0)} planes, ${f(last(sweepRun.parallelMs), 1)} ms; replayed: ${sweepReplay.balances} balances, ${sweepReplay.unitsMoved} planes, ${f(sweepReplay.predictedMs, 1)} ms`,
  );
  for (const [name, calibration] of [
    ['without calibration', undefined],
    ['own calibration run', own],
    ['with the sweep', cal],
  ]) {
    const r = rp.replayTrace(traced.trace, [target], { measuredMs: last(traced.parallelMs), calibration });
    const row = r.rows[0];
    const b = r.model.balance;
    console.log(
      `  replay ${name.padEnd(20)} ${target.label}: ${f(row.predictedMs, 1)} ms; ${row.balances} balances (${moving(row.cuts)} moving), ${row.unitsMoved} planes, ${row.bytesMoved} bytes; per phase: looks ${f((row.syncMs / steps) * 1e3, 0)} us, balances ${f((row.balanceMs / steps) * 1e3, 0)} us; model ${b.source}: ${f(b.fixedMs)} + ${f(b.msPerRemap)} if it moves + ${f(b.msPerItem * 1e3)} us/plane + ${f(b.msPerByte * 1e6)} ns/byte + ${f(r.model.afterBalanceMs)} after, look ${f(r.model.syncMs)} ms`,
    );
  }
  const reports = real.balance;
  console.log(
    `  real ${target.label}: ${f(last(real.parallelMs), 1)} ms, ${reports?.balances ?? 0} balances, ${reports?.unitsMoved ?? 0} planes, ${reports?.bytesMoved ?? 0} bytes; static ${f(last(stat.parallelMs), 1)} ms; excess per phase ${f(((last(real.parallelMs) - last(stat.parallelMs)) / steps) * 1e3, 0)} us`,
  );
}
