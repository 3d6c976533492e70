// A/B: per-message CPU cost of Links send + recv in one thread, original vs prototype, interleaved.
async function load(D) {
  const { Links } = await import(D + 'comm/links.js');
  const { Waiter } = await import(D + 'comm/waiter.js');
  const { SpscRing } = await import(D + 'shm/ring.js');
  const { createWaitPolicy } = await import(D + 'shm/wait.js');
  const { parseTopology } = await import(D + 'topology/index.js');
  const topo = parseTopology(process.env.TOPO ?? 'chain:2');
  const control = new Int32Array(new SharedArrayBuffer(4 * 1024));
  const policy = createWaitPolicy({ spinIterations: 0 });
  const cap = 1 << 18;
  const a2b = SpscRing.create(cap), b2a = SpscRing.create(cap);
  const nb0 = topo.neighbours(0).length, nb1 = topo.neighbours(1).length;
  const extra = (k) => Array.from({ length: k }, () => new SpscRing(SpscRing.create(cap).buffer, 0, cap, false));
  const mk = (rank, out, inb) => new Links({ topology: topo, rank, out, in: inb, waiter: new Waiter(control, rank, policy), onTraffic: () => {} });
  // port of 1 at 0 and of 0 at 1
  const p01 = topo.portOf(0, 1), p10 = topo.portOf(1, 0);
  const out0 = extra(nb0), in0 = extra(nb0), out1 = extra(nb1), in1 = extra(nb1);
  out0[p01] = new SpscRing(a2b.buffer, 0, cap, false); in1[p10] = new SpscRing(a2b.buffer, 0, cap, false);
  out1[p10] = new SpscRing(b2a.buffer, 0, cap, false); in0[p01] = new SpscRing(b2a.buffer, 0, cap, false);
  return { L0: mk(0, out0, in0), L1: mk(1, out1, in1) };
}
const A = await load('/work/main/packages/runtime/dist/');
const B = await load('/tmp/proto/runtime/dist/');
const buf = new Float64Array(Number(process.env.ELEMS ?? 1)), into = new Float64Array(buf.length);
const kernels = {
  'send+recv': ({ L0, L1 }, n) => { for (let i = 0; i < n; i++) { L0.send(1, buf); L1.recv(0); } },
  'send+recvInto': ({ L0, L1 }, n) => { for (let i = 0; i < n; i++) { L0.send(1, buf); L1.recvInto(0, into); } },
};
const n = 20000;
for (const [name, k] of Object.entries(kernels)) {
  for (let w = 0; w < 5; w++) { k(A, n); k(B, n); }
  const ra = [], rb = [], ratio = [];
  for (let rep = 0; rep < 40; rep++) {
    let t = performance.now(); k(A, n); const a = (performance.now() - t) * 1000 / n;
    t = performance.now(); k(B, n); const b = (performance.now() - t) * 1000 / n;
    ra.push(a); rb.push(b); ratio.push(b / a);
  }
  const med = (x) => [...x].sort((p, q) => p - q)[x.length >> 1];
  const mn = (x) => Math.min(...x);
  console.log(`${name.padEnd(14)} original median ${med(ra).toFixed(3)} (min ${mn(ra).toFixed(3)}) µs | proto median ${med(rb).toFixed(3)} (min ${mn(rb).toFixed(3)}) µs | proto/original median ${med(ratio).toFixed(2)}`);
}
