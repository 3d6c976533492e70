/**
 * Whether this machine's cores hold their speed: one thread times the stencil's sweep over the
 * same two arrays, again and again, and prints each batch's µs per sweep. On a quiet machine with
 * dedicated cores the batches agree within a few percent; a VM whose vCPUs share host cores shows
 * batches far apart (on the 2-vCPU VM of 2026-11-27: 315 and 560 µs, nothing else running), and
 * then two ranks that split a sweep evenly finish it at different times, whatever the runtime does.
 *
 *   node bench/scripts/vcpu-drift.mjs [BATCHES]
 */
function sweep(src, dst, stride, origin, r0, r1, cols) {
  for (let i = r0; i < r1; i++) {
    let c = origin + i * stride;
    for (let j = 0; j < cols; j++, c++) dst[c] = 0.25 * (src[c - stride] + src[c + stride] + src[c - 1] + src[c + 1]);
  }
}
const rows = 256;
const cols = 512;
const stride = cols + 2;
const n = (rows + 2) * stride;
const src = new Float64Array(new SharedArrayBuffer(8 * n)).fill(1);
const dst = new Float64Array(new SharedArrayBuffer(8 * n));
for (let w = 0; w < 50; w++) sweep(src, dst, stride, stride + 1, 0, rows, cols);
const batches = Number(process.argv[2] ?? 40);
const out = [];
for (let b = 0; b < batches; b++) {
  const t0 = performance.now();
  for (let w = 0; w < 100; w++) sweep(src, dst, stride, stride + 1, 0, rows, cols);
  out.push(((performance.now() - t0) * 10).toFixed(0));
}
const sorted = out.map(Number).sort((a, b) => a - b);
console.log(`µs per sweep, ${batches} batches of 100: ${out.join(' ')}`);
console.log(
  `min ${sorted[0]}, median ${sorted[sorted.length >> 1]}, max ${sorted[sorted.length - 1]}: max / min ${(sorted[sorted.length - 1] / sorted[0]).toFixed(2)}`,
);
