/**
 * The link rows of two built checkouts side by side in one process, interleaved round by round:
 * each checkout's runtime and micro program are loaded from its own tree, so a change to the data
 * path is compared against its base without the drift of the VM between two suite runs.
 *
 *   node bench/scripts/ab-links.mjs BASE_TREE NEW_TREE [ROUNDS]   (both trees built: npx tsc -b)
 *
 * Prints, per row, both medians and new / base: the geometric mean of the paired ratios with a 95%
 * interval (t on the log ratios).
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [baseTree, newTree, roundsArg] = process.argv.slice(2);
if (baseTree === undefined || newTree === undefined) {
  console.error('usage: node bench/scripts/ab-links.mjs BASE_TREE NEW_TREE [ROUNDS]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg ?? 30);
const side = {};
for (const [k, t] of Object.entries({ base: resolve(baseTree), new: resolve(newTree) })) {
  const rt = await import(pathToFileURL(`${t}/packages/runtime/dist/index.js`).href);
  side[k] = {
    prog: pathToFileURL(`${t}/bench/dist/programs/micro.js`),
    c: rt.createCluster({ topology: 'chain:2', spin: 'auto' }),
    c8: rt.createCluster({ topology: 'ring:8', spin: 'auto' }),
  };
}
const tests = {
  'stream 1 MiB (µs/msg)': (s) => s.c.run(s.prog, { kind: 'stream', n: 300, bytes: 1 << 20 }),
  'ping-pong 8 B (µs)': (s) => s.c.run(s.prog, { kind: 'pingpong', n: 30000, pairs: 'one' }),
  'ping-pong 8 B, recv (µs)': (s) => s.c.run(s.prog, { kind: 'pingpong', n: 30000, pairs: 'one', alloc: true }),
  'barrier shm (µs)': (s) => s.c.run(s.prog, { kind: 'barrier', n: 30000, via: 'shm' }),
  'allreduce links (µs)': (s) => s.c.run(s.prog, { kind: 'allreduce', n: 10000, via: 'links' }),
  'ring:8, 4 pairs (µs)': (s) => s.c8.run(s.prog, { kind: 'pingpong', n: 2000, pairs: 'all' }),
};
const us = (r) => r.results.find((x) => x !== null).us;
for (const s of Object.values(side)) for (const f of Object.values(tests)) await f(s);
const res = {};
for (let i = 0; i < ROUNDS; i++) {
  const order = i % 2 === 0 ? ['base', 'new'] : ['new', 'base'];
  for (const [name, f] of Object.entries(tests)) {
    res[name] ??= { base: [], new: [] };
    for (const k of order) res[name][k].push(us(await f(side[k])));
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
// t(0.975, n - 1) for the usual round counts; 2.0 beyond
const T = { 4: 2.776, 9: 2.262, 11: 2.201, 19: 2.093, 29: 2.045, 39: 2.023 };
for (const [name, r] of Object.entries(res)) {
  const d = r.new.map((p, i) => Math.log(p / r.base[i]));
  const m = d.reduce((s, x) => s + x, 0) / d.length;
  const sd = Math.sqrt(d.reduce((s, x) => s + (x - m) ** 2, 0) / (d.length - 1));
  const h = ((T[d.length - 1] ?? 2.0) * sd) / Math.sqrt(d.length);
  console.log(
    `${name.padEnd(26)} base ${med(r.base).toFixed(3).padStart(8)}  new ${med(r.new).toFixed(3).padStart(8)}  new/base ${Math.exp(m).toFixed(3)} [${Math.exp(m - h).toFixed(3)}, ${Math.exp(m + h).toFixed(3)}]`,
  );
}
for (const s of Object.values(side)) {
  await s.c.close();
  await s.c8.close();
}
