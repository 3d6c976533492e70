import { generate } from '../dist/images.js';
import { createSpans, edgeRow, erodeRow, layoutOf, padImage, scanSpan, thinSequential } from '../dist/sequential.js';

const img = generate({ kind: 'body', width: 768, height: 768, seed: 1 });
function run(shared) {
  const rows = img.height,
    cols = img.width;
  const { stride, origin } = layoutOf(cols);
  const mk = (n) => (shared ? new Uint8Array(new SharedArrayBuffer(n)) : new Uint8Array(n));
  let cur = mk((rows + 3) * stride);
  cur.set(padImage(img));
  let nxt = mk(cur.length);
  const edge = mk(cur.length);
  const spans = createSpans(rows);
  for (let r = 0; r < rows; r++) scanSpan(cur, origin + r * stride, cols, spans, r);
  const len = (rows - 1) * stride + cols;
  let it = 0;
  for (;;) {
    it++;
    for (let r = 0, b = origin; r < rows; r++, b += stride) edgeRow(cur, edge, b, stride, spans, r);
    nxt.set(cur.subarray(origin, origin + len), origin);
    let rem = 0;
    for (let r = 0, b = origin; r < rows; r++, b += stride) rem += erodeRow(cur, edge, edge, stride, nxt, b, stride, spans, r);
    [cur, nxt] = [nxt, cur];
    if (!rem) break;
  }
  return it;
}
for (let k = 0; k < 4; k++)
  for (const sh of [false, true]) {
    const t = performance.now();
    const it = run(sh);
    console.log(sh ? 'SAB ' : 'heap', it, (performance.now() - t).toFixed(1));
  }
for (let k = 0; k < 3; k++) {
  const t = performance.now();
  thinSequential(img);
  console.log('thinSequential', (performance.now() - t).toFixed(1));
}
