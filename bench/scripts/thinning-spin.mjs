/**
 * Thinning (body 2048, chain:2) static and gde adaptive under several spin rules, interleaved in
 * one process: whether a longer spin keeps a balanced run's waits from sleeping.
 *
 *   node bench/scripts/thinning-spin.mjs [ROUNDS] [auto,1000,...]   (after npx tsc -b)
 *
 * Prints each side's median run time, its sleeps, and its paired ratio to static under `auto`.
 */
import { defaultBalancerOptions, generate } from '@meshwork/example-thinning';
import { createCluster } from '@meshwork/runtime';

const ROUNDS = Number(process.argv[2] ?? 10);
const spins = (process.argv[3] ?? 'auto,1000').split(',').map((s) => (s === 'auto' ? 'auto' : Number(s)));
const size = 2048;
const img = generate({ kind: 'body', width: size, height: size, seed: 1 });
const data = new Uint8Array(new SharedArrayBuffer(img.data.length));
data.set(img.data);
const url = new URL('./program.js', import.meta.resolve('@meshwork/example-thinning'));
const options = (balanced) => ({
  image: { kind: 'data', width: size, height: size, data },
  storage: 'distributed',
  balancer: balanced ? 'gde' : 'static',
  balancerOptions: defaultBalancerOptions(balanced ? 'gde' : 'static', 'pixels'),
  policy: balanced ? 'adaptive' : 'never',
  load: 'pixels',
  edges: 'local',
  gather: false,
});
const sides = [];
for (const spin of spins) {
  for (const balanced of [false, true]) {
    sides.push({
      name: `${balanced ? 'gde' : 'static'} spin ${spin}`,
      c: createCluster({ topology: 'chain:2', spin }),
      o: options(balanced),
      t: [],
      slept: [],
    });
  }
}
for (const s of sides) await s.c.run(url, { ...s.o, maxIterations: 3 });
for (let i = 0; i < ROUNDS; i++) {
  for (const s of i % 2 ? [...sides].reverse() : sides) {
    const r = await s.c.run(url, s.o);
    s.t.push(r.results[0].totalMs);
    s.slept.push(r.metrics.waits.reduce((a, w) => a + w.slept, 0));
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const ref = sides[0];
for (const s of sides) {
  const d = s.t.map((x, i) => Math.log(x / ref.t[i]));
  const m = d.reduce((a, x) => a + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const h = (2.1 * sd) / Math.sqrt(d.length);
  console.log(
    `${s.name.padEnd(18)} median ${med(s.t).toFixed(1).padStart(6)} ms  first ${s.t[0].toFixed(1)}  sleeps ${med(s.slept)}  / ${ref.name} ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`,
  );
}
for (const s of sides) await s.c.close();
