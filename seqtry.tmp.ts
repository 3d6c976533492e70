import { DEFAULTS } from './examples/wator/src/rules.ts';
import { watorSequential } from './examples/wator/src/sequential.ts';

const o = {
  ...DEFAULTS,
  steps: Number(process.argv[2] ?? 100),
  minnowDensity: Number(process.argv[3] ?? 0.3),
  sharkDensity: Number(process.argv[4] ?? 0.05),
};
const t0 = performance.now();
const r = watorSequential(o);
const ms = performance.now() - t0;
console.log('ms', ms.toFixed(1), 'per step', (ms / o.steps).toFixed(3));
const lines = [];
for (let t = 0; t <= o.steps; t += Math.max(1, Math.floor(o.steps / 40))) lines.push(`${t}: m ${r.minnows[t]} s ${r.sharks[t]}`);
console.log(lines.join('\n'));
