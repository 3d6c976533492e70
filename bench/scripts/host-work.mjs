/**
 * Whether work on the host thread between runs slows the next Meshwork run: the stencil example
 * (1024 x 1024, 200 sweeps, `mesh:2x1`) against the hand-rolled peer, interleaved round by round,
 * with or without the host's own sequential stencil and plain loop (~0.4 s of one thread, ~48 MB
 * of arrays, as the peers bench's stencil group runs them) right before the Meshwork run of each
 * round (`host`), or right before the peer's (`host-peer`), or none. Prints the median compute ms of each side and Meshwork's paired ratio to the peer
 * (exp of the mean log ratio) over the rounds.
 *
 *   node bench/scripts/host-work.mjs [ROUNDS] [distributed|shared] [host|host-peer|none]   (after npx tsc -b)
 */
import { DEFAULTS, stencilSequentialTimed } from '@meshwork/example-stencil';
import { plainStencil, StencilPeer } from '@meshwork/harness/machine';
import { createCluster } from '@meshwork/runtime';

const rounds = Number(process.argv[2] ?? 20);
const storage = process.argv[3] ?? 'distributed';
/** none; host: the host's work before each Meshwork run; host-peer: before each peer run instead. */
const mode = process.argv[4] ?? 'host';
const work = () => {
  stencilSequentialTimed(DEFAULTS);
  plainStencil(sizes, init);
};
const url = new URL('./program.js', import.meta.resolve('@meshwork/example-stencil'));
const cluster = createCluster({ topology: 'mesh:2x1' });
const peer = new StencilPeer(2, 20_000);
const sizes = { rows: 1024, cols: 1024, boundary: 1, iterations: 200 };
const init = new Float64Array(1024 * 1024).map((_, i) => ((i * 7919) % 1000) / 1000);
const options = { ...DEFAULTS, storage, gather: false };
const meshwork = async () => Math.max(...(await cluster.run(url, options)).results.map((r) => r.computeMs));
for (let i = 0; i < 3; i++) await meshwork();
await peer.run(sizes, init);
const mw = [];
const pe = [];
for (let r = 0; r < rounds; r++) {
  if (mode === 'host-peer') work();
  pe.push((await peer.run(sizes, init)).computeMs);
  if (mode === 'host') work();
  mw.push(await meshwork());
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1];
const ratio = Math.exp(mw.reduce((s, x, i) => s + Math.log(x / pe[i]), 0) / rounds);
console.log(
  `${storage}, host work: ${mode === 'none' ? 'none' : mode === 'host' ? 'before each Meshwork run' : 'before each peer run'}, ${rounds} rounds`,
);
console.log(`peer median ${med(pe).toFixed(1)} ms; meshwork median ${med(mw).toFixed(1)} ms; meshwork / peer ${ratio.toFixed(3)} (paired)`);
await cluster.close();
await peer.close();
