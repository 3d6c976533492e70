import { watorSequential } from './src/sequential.ts';
import { DEFAULTS } from './src/rules.ts';
for (const [n, steps, seed] of [[64, 300, 1], [64, 300, 2], [96, 400, 3], [128, 400, 4], [128, 400, 5], [48, 200, 6], [32,200,7]]) {
  const t0 = performance.now();
  const r = watorSequential({ ...DEFAULTS, rows: n, cols: n, steps, seed });
  const ms = performance.now() - t0;
  const s = Array.from(r.sharks), m = Array.from(r.minnows);
  const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
  const from = 20;
  const ss = s.slice(from), mm = m.slice(from);
  const ms_ = mean(ss), mm_ = mean(mm);
  let crossings = 0; for (let i = 1; i < ss.length; i++) if ((ss[i-1] - ms_) * (ss[i] - ms_) < 0) crossings++;
  let best = -2, bestLag = -1;
  for (let lag = 0; lag <= 40; lag++) {
    let num = 0, da = 0, db = 0;
    for (let i = 0; i + lag < ss.length; i++) { const a = mm[i] - mm_, b = ss[i + lag] - ms_; num += a * b; da += a * a; db += b * b; }
    const c = num / Math.sqrt(da * db); if (c > best) { best = c; bestLag = lag; }
  }
  console.log(n, seed, ms.toFixed(0) + 'ms', 'minS', Math.min(...s), 'maxS', Math.max(...s), 'minM', Math.min(...m), 'maxM', Math.max(...m), 'crossings', crossings, 'lag', bestLag, best.toFixed(2), 'last', m[steps], s[steps]);
}
