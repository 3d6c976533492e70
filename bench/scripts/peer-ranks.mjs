/**
 * What time slicing costs the hand-rolled stencil and Meshwork's alike: the 2-thread peer (20 000
 * polls, then `Atomics.wait`) against itself at 4 and 8 threads (no spin: more threads than cores),
 * and the stencil example at 2, 4 and 8 ranks (`spin: 'auto'`), distributed and shared storage,
 * interleaved round by round in one process after one untimed run each.
 *
 *   node bench/scripts/peer-ranks.mjs [ROUNDS] [RANKS,...]   (after npx tsc -b)
 *
 * Prints the machine check, then each side's median compute (ms) and, per thread count, its speed over its own 2-thread
 * speed: the geometric mean of the paired ratios t(2) / t(P) with a 95% interval.
 */
import { formatMachineCheck, runMachineCheck } from '@meshwork/harness';
import { StencilPeer } from '@meshwork/harness/machine';
import { createCluster } from '@meshwork/runtime';
import { appCase } from './app-cases.mjs';

const ROUNDS = Number(process.argv[2] ?? 12);
const counts = (process.argv[3] ?? '2,4,8').split(',').map(Number);
if (counts[0] !== 2) throw new Error('the first thread count must be 2 (the reference)');
const tree = new URL('../..', import.meta.url).pathname;
const sizes = { rows: 1024, cols: 1024, boundary: 1, iterations: 200 };
const init = new Float64Array(1024 * 1024).map((_, i) => ((i * 7919) % 1000) / 1000);
const sides = [];
for (const p of counts) {
  const peer = new StencilPeer(p, p <= 2 ? 20_000 : 0);
  await peer.run(sizes, init);
  sides.push({ kind: 'peer', p, run: async () => (await peer.run(sizes, init)).computeMs, close: () => peer.close(), ms: [] });
}
for (const storage of ['stencil', 'stencil-shared']) {
  const c = await appCase(tree, storage);
  for (const p of counts) {
    const cluster = createCluster({ topology: `chain:${p}`, spin: 'auto' });
    await cluster.run(c.url, c.options);
    sides.push({ kind: storage, p, run: async () => c.ms(await cluster.run(c.url, c.options)), close: () => cluster.close(), ms: [] });
  }
}
console.log(formatMachineCheck(await runMachineCheck()));
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? sides : [...sides].reverse();
  for (const s of order) s.ms.push(await s.run());
}
for (const s of sides) await s.close();
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const T = { 5: 2.571, 7: 2.365, 9: 2.262, 11: 2.201, 15: 2.131, 19: 2.093, 23: 2.069 };
for (const s of sides) {
  const ref = sides.find((x) => x.kind === s.kind && x.p === 2);
  const d = s.ms.map((x, i) => Math.log(ref.ms[i] / x));
  const m = d.reduce((a, x) => a + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((a, x) => a + (x - m) ** 2, 0) / Math.max(1, d.length - 1));
  const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
  const rel = s.p === 2 ? '' : `  speed over 2: ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`;
  console.log(`${s.kind.padEnd(15)} ${String(s.p).padStart(2)} threads: ${med(s.ms).toFixed(1)} ms (first ${s.ms[0].toFixed(1)})${rel}`);
}
