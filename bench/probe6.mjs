const D = process.env.RT ?? '/tmp/proto/runtime/dist/';
const { Links } = await import(D + 'comm/links.js');
const { Waiter } = await import(D + 'comm/waiter.js');
const { SpscRing } = await import(D + 'shm/ring.js');
const { createWaitPolicy } = await import(D + 'shm/wait.js');
const { parseTopology } = await import(D + 'topology/index.js');
const topo = parseTopology('chain:2');
const control = new Int32Array(new SharedArrayBuffer(4 * 1024));
const policy = createWaitPolicy({ spinIterations: 0 });
const cap = 1 << 18;
const a2b = SpscRing.create(cap), b2a = SpscRing.create(cap);
const mk = (rank, out, inb) => new Links({ topology: topo, rank, out: [out], in: [inb], waiter: new Waiter(control, rank, policy), onTraffic: () => {} });
const L0 = mk(0, new SpscRing(a2b.buffer, 0, cap, false), new SpscRing(b2a.buffer, 0, cap, false));
const L1 = mk(1, new SpscRing(b2a.buffer, 0, cap, false), new SpscRing(a2b.buffer, 0, cap, false));
const buf = new Float64Array(1), into = new Float64Array(1);
const mode = process.env.MODE ?? 'recv';
const t = performance.now();
while (performance.now() - t < 3000) for (let i = 0; i < 10000; i++) { L0.send(1, buf); if (mode === 'recv') L1.recv(0); else L1.recvInto(0, into); }
