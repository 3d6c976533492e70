/**
 * What a balance after a gap pays, by the gap: for one of the replay suite's cases with the suite's
 * own settings (`suiteRunSettings` of packages/cli/src/bench/replay.ts, spinning waits), the
 * calibration runs (`calibrationRun` of @meshwork/replay: each priced run `CALIBRATION_PASSES`
 * times), then `ROUNDS` paired rounds of a traced static run, replayed, and a real run of each
 * configuration (static, BALANCERS at every EVERY, adaptive), in an order rotated by round. Prints
 * the calibration's passes, the model's terms (median over the rounds), each configuration's
 * predicted and measured medians, and, per interval above 1, the share of `afterGapMs` the
 * measured rows paid per balance beyond their prediction without it (`gapShare` of the replay, the
 * share charged, beside it). Timings: run it on a quiet machine, nothing else running.
 *
 *   node bench/scripts/gap-share.mjs [CASE] [ROUNDS] [BALANCERS] [EVERY] [TREE]   (tree built;
 *   CASE: 0 wator, 1 thinning (default), 2 diffusion, 3 diffusion on 2x2 tiles; BALANCERS: gde;
 *   EVERY: 1,2,3,4,5,10)
 */
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const [caseArg, roundsArg, balancersArg, everyArg, treeArg] = process.argv.slice(2);
const tree = resolve(treeArg ?? fileURLToPath(new URL('../..', import.meta.url)));
const suite = await import(pathToFileURL(`${tree}/packages/cli/dist/bench/replay.js`).href);
const harness = await import(pathToFileURL(`${tree}/packages/harness/dist/index.js`).href);
const rp = await import(pathToFileURL(`${tree}/packages/replay/dist/index.js`).href);
const c = suite.cases(false)[Number(caseArg ?? 1)];
const rounds = Number(roundsArg ?? 6);
const balancers = (balancersArg ?? 'gde').split(',');
const every = (everyArg ?? '1,2,3,4,5,10').split(',').map(Number);
if (
  c === undefined ||
  !(rounds >= 1) ||
  !every.every((k) => Number.isInteger(k) && k >= 1) ||
  !balancers.every((b) => rp.REPLAY_BALANCERS.includes(b))
) {
  console.error(
    `usage: node bench/scripts/gap-share.mjs [CASE 0-3] [ROUNDS >= 1] [BALANCERS: ${rp.REPLAY_BALANCERS.join(',')}] [EVERY: k,k,...] [TREE]`,
  );
  process.exit(2);
}
const quiet = harness.createProgress({ stdout: () => {}, stderr: () => {}, tty: false }, false);
const opts = { ...rp.appOptionsOf(c.app, {}), ...c.options };
const run = async (cfg) => {
  const o = await c.app.run(suite.suiteRunSettings(c, cfg, false, quiet), c.options);
  if (!o.correct) throw new Error(`${c.label}: the parallel result differs from the sequential reference`);
  return o;
};
const trace0 = (await run('traced')).trace;
const configs = rp.replayConfigs({ balancers, every, policies: ['adaptive'] }, c.app, trace0, opts);
const every1 = rp.replayConfigs({ balancers: [c.app.defaultBalancer, ...balancers], every: [1], policies: [] }, c.app, trace0, opts);
const calCfg = rp.calibrationConfig(every1, c.app.defaultBalancer);
const cal = await rp.calibrationRun(
  c.app,
  suite.suiteRunSettings(c, 'traced', false, quiet),
  c.options,
  calCfg,
  rp.otherCalibrationConfigs(configs, calCfg),
);
if (cal === undefined) throw new Error(`${c.label}: the calibration recorded too few balances`);
const f = (x) => x.toFixed(2);
const passes = (r) => r?.passesMs?.map((x) => x.toFixed(1)).join(' / ') ?? '-';
console.log(`${c.label}: calibrated with ${calCfg.label}: its runs ${passes(cal.run)} ms, the spaced run ${passes(cal.spaced)} ms`);
const pred = configs.map(() => []);
const meas = configs.map(() => []);
const balances = configs.map(() => []);
const models = [];
for (let r = 0; r < rounds; r++) {
  const k = rp.keptOf(await run('traced'));
  const replay = rp.replayTrace(k.trace, configs, { measuredMs: k.ms, calibration: cal });
  models.push(replay.model);
  replay.rows.forEach((row, i) => {
    pred[i].push(row.predictedMs);
    balances[i].push(row.balances);
  });
  for (let j = 0; j < configs.length; j++) {
    const i = (j + r) % configs.length;
    meas[i].push(rp.keptOf(await run(configs[i])).ms);
  }
}
const med = (a) => harness.median(a);
const gap = med(models.map((m) => m.afterGapMs));
console.log(`model, medians over ${rounds} rounds: afterBalanceMs ${f(med(models.map((m) => m.afterBalanceMs)))}, afterGapMs ${f(gap)}`);
configs.forEach((cfg, i) => {
  const p = med(pred[i]);
  const m = med(meas[i]);
  let share = '';
  if (cfg.every !== undefined && cfg.every > 1 && gap > 0) {
    const b = med(balances[i]);
    const charged = rp.gapShare(cfg.every);
    // what the measured row paid beyond the prediction without the gap part, per balance, over afterGapMs
    const paid = (m - (p - charged * gap * b)) / (gap * b);
    share = `  share paid ${f(paid)} (charged ${f(charged)})`;
  }
  console.log(`  ${cfg.label.padEnd(22)} predicted ${f(p).padStart(8)}  measured ${f(m).padStart(8)}  ratio ${f(p / m)}${share}`);
});
