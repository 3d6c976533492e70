import { DEFAULTS, stencilSequentialTimed } from '@meshwork/example-stencil';
import { plainStencil, StencilPeer } from '@meshwork/harness/machine';
import { createCluster } from '@meshwork/runtime';
const storage = process.argv[2];
const mode = process.argv[3] ?? 'host';
const rounds = +(process.argv[4] ?? 16);
const variants = (process.argv[5] ?? 'direct,closure,phase,work,full').split(',');
const url = new URL('./prog-tmp.mjs', import.meta.url);
const ex = new URL('./program.js', import.meta.resolve('@meshwork/example-stencil'));
const sides = Object.fromEntries(variants.map((v) => [v, createCluster({ topology: 'mesh:2x1' })]));
const peer = new StencilPeer(2, 20_000);
const sizes = { rows: 1024, cols: 1024, boundary: 1, iterations: 200 };
const init = new Float64Array(1024 * 1024).map((_, i) => ((i * 7919) % 1000) / 1000);
const opt = (v) => ({ ...DEFAULTS, storage, gather: false, variant: v });
const res = { peer: [] };
const runV = async (v) => Math.max(...(await sides[v].run(v === 'example' ? ex : url, opt(v))).results.map((x) => x.computeMs));
for (const v of variants) { res[v] = []; for (let i = 0; i < 3; i++) await runV(v); }
await peer.run(sizes, init);
for (let r = 0; r < rounds; r++) {
  const order = ['peer', ...variants];
  for (let j = 0; j < order.length; j++) {
    const k = order[(j + r) % order.length];
    if (mode === 'host') { stencilSequentialTimed(DEFAULTS); plainStencil(sizes, init); }
    res[k].push(k === 'peer' ? (await peer.run(sizes, init)).computeMs : await runV(k));
  }
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(1);
const ratio = (a, b) => Math.exp(a.reduce((s, x, i) => s + Math.log(x / b[i]), 0) / a.length).toFixed(3);
console.log(storage, mode, 'peer', med(res.peer), variants.map((v) => `${v} ${med(res[v])} (${ratio(res[v], res.peer)})`).join('  '));
process.exit(0);
