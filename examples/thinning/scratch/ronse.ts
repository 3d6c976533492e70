import { holes, objectComponents, yokoi8 } from '../src/analysis.js';
import { type BinaryImage, thinOnce } from '../src/sequential.js';

function img(w: number, h: number, bits: number[]): BinaryImage {
  return { width: w, height: h, data: Uint8Array.from(bits) };
}
const t0 = performance.now();
// (i)
let bad1 = 0,
  del1 = 0;
for (let m = 0; m < 1 << 16; m++) {
  if (!((m >> 5) & 1)) continue; // P = (1,1) index 5
  const im = img(
    4,
    4,
    Array.from({ length: 16 }, (_, i) => (m >> i) & 1),
  );
  const out = thinOnce(im).image;
  if (out.data[5] === 0) {
    del1++;
    if (yokoi8(im, 1, 1) !== 1) bad1++;
  }
}
console.log('(i) deleted configs', del1, 'non-simple deletions', bad1);
// (ii)
for (const [w, h, p, q] of [
  [5, 4, 6, 7],
  [4, 5, 5, 9],
] as const) {
  let both = 0,
    bad = 0;
  for (let m = 0; m < 1 << (w * h); m++) {
    if (!((m >> p) & 1) || !((m >> q) & 1)) continue;
    const im = img(
      w,
      h,
      Array.from({ length: w * h }, (_, i) => (m >> i) & 1),
    );
    const out = thinOnce(im).image;
    if (out.data[p] === 0 && out.data[q] === 0) {
      both++;
      const d = im.data.slice();
      d[p] = 0;
      const after = { width: w, height: h, data: d };
      if (yokoi8(after, Math.floor(q / w), q % w) !== 1) bad++;
    }
  }
  console.log('(ii)', w, h, 'both deleted', both, 'non-simple pairs', bad);
}
// (iii)
let bad3 = 0;
for (let m = 1; m < 16; m++) {
  const im = img(2, 2, [m & 1, (m >> 1) & 1, (m >> 2) & 1, (m >> 3) & 1]);
  const out = thinOnce(im).image;
  if (out.data.every((v) => v === 0)) bad3++;
}
console.log('(iii) fully deleted small components', bad3);
// exhaustive full thinning of all 4x5 images
let badImg = 0;
for (let m = 0; m < 1 << 20; m++) {
  const im = img(
    5,
    4,
    Array.from({ length: 20 }, (_, i) => (m >> i) & 1),
  );
  const { thinSequential } = await import('../src/sequential.js');
  const out = thinSequential(im).image;
  if (objectComponents(out) !== objectComponents(im) || holes(out) !== holes(im)) badImg++;
}
console.log('all 4x5 images: topology changed in', badImg);
console.log((performance.now() - t0).toFixed(0), 'ms');
