import { watorSequential } from './dist/sequential.js';
import { DEFAULTS } from './dist/rules.js';
const xs = [];
for (let i = 0; i < 7; i++) { const t0 = performance.now(); watorSequential({ ...DEFAULTS, steps: 100 }); xs.push(performance.now() - t0); }
console.log(xs.map((x) => x.toFixed(0)).join(' '));
