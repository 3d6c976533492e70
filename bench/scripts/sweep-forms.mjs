/**
 * Which loop form of the stencil's sweep V8 compiles fastest: the same sweep written three ways,
 * each run by two worker threads at once (each its own 512 x 1024 block in SharedArrayBuffers, as
 * the ranks of a 1024 x 1024 stencil hold them), 200 sweeps a round, the forms interleaved round by
 * round. Prints per form the median over the rounds of the slower thread's ms, and checks that
 * every form computes the same field bit for bit.
 *
 *   node bench/scripts/sweep-forms.mjs [ROUNDS]
 *
 * Forms: `origin` (the row's start as origin + i * stride: the example's sweep until 2026-11-28),
 * `peer` (the start as (i + 1) * stride + 1: the peers' sweep until then), `carried` (the start
 * from a shift, left and centre carried in locals: the example's and the peers' sweep since).
 */
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

const FORMS = {
  origin(src, dst, stride, origin, r0, r1, cols) {
    for (let i = r0; i < r1; i++) {
      const start = origin + i * stride;
      const end = start + cols;
      for (let c = start; c < end; c++) dst[c] = 0.25 * (src[c - stride] + src[c + stride] + src[c - 1] + src[c + 1]);
    }
  },
  peer(src, dst, stride, _origin, r0, r1, cols) {
    for (let i = r0; i < r1; i++) {
      const start = (i + 1) * stride + 1;
      const end = start + cols;
      for (let c = start; c < end; c++) dst[c] = 0.25 * (src[c - stride] + src[c + stride] + src[c - 1] + src[c + 1]);
    }
  },
  carried(src, dst, stride, origin, r0, r1, cols) {
    const shift = origin - stride - 1;
    for (let i = r0; i < r1; i++) {
      let c = (i + 1) * stride + 1 + shift;
      const end = c + cols;
      let left = src[c - 1];
      let centre = src[c];
      for (; c < end; c++) {
        const right = src[c + 1];
        dst[c] = 0.25 * (src[c - stride] + src[c + stride] + left + right);
        left = centre;
        centre = right;
      }
    }
  },
};
const ROWS = 512;
const COLS = 1024;
const STRIDE = COLS + 2;
const N = (ROWS + 2) * STRIDE;

/** `sweeps` sweeps of form `name` from the seeded field; returns [ms, the last field]. */
function run(name, sweeps) {
  const sweep = FORMS[name];
  let a = new Float64Array(new SharedArrayBuffer(N * 8));
  let b = new Float64Array(new SharedArrayBuffer(N * 8));
  for (let i = 0; i < N; i++) {
    a[i] = ((i * 7919) % 1000) / 1000;
    b[i] = 1;
  }
  const t0 = performance.now();
  for (let t = 0; t < sweeps; t++) {
    sweep(a, b, STRIDE, STRIDE + 1, 0, ROWS, COLS);
    const x = a;
    a = b;
    b = x;
  }
  return [performance.now() - t0, a];
}

if (!isMainThread) {
  parentPort.on('message', (m) => parentPort.postMessage(run(workerData.form, m.sweeps)[0]));
} else {
  const rounds = Number(process.argv[2] ?? 8);
  const names = Object.keys(FORMS);
  const fields = names.map((n) => run(n, 7)[1]);
  for (let k = 1; k < names.length; k++) {
    for (let i = 0; i < N; i++) {
      if (!Object.is(fields[k][i], fields[0][i])) throw new Error(`form ${names[k]} differs from ${names[0]} at ${i}`);
    }
  }
  const teams = Object.fromEntries(
    names.map((n) => [n, [0, 1].map(() => new Worker(new URL(import.meta.url), { workerData: { form: n } }))]),
  );
  const both = (n, sweeps) =>
    Promise.all(
      teams[n].map(
        (w) =>
          new Promise((done) => {
            w.once('message', done);
            w.postMessage({ sweeps });
          }),
      ),
    );
  for (const n of names) await both(n, 20);
  const ms = Object.fromEntries(names.map((n) => [n, []]));
  for (let r = 0; r < rounds; r++) for (const n of names) ms[n].push(Math.max(...(await both(n, 200))));
  const med = (v) => [...v].sort((x, y) => x - y)[v.length >> 1];
  console.log(`2 threads x ${ROWS} x ${COLS}, 200 sweeps, ${rounds} rounds; the forms compute the same field bit for bit`);
  for (const n of names)
    console.log(`${n.padEnd(8)} median ${med(ms[n]).toFixed(1)} ms (rounds: ${ms[n].map((x) => x.toFixed(0)).join(' ')})`);
  for (const ws of Object.values(teams)) for (const w of ws) await w.terminate();
}
