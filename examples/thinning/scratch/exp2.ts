import { isSimple } from '../src/analysis.js';
import { generate } from '../src/images.js';
import { type BinaryImage, EDGE_LUT, thinSequential } from '../src/sequential.js';

const at = (img: BinaryImage, r: number, c: number) =>
  r < 0 || c < 0 || r >= img.height || c >= img.width ? 0 : img.data[r * img.width + c]!;
const edge = (img: BinaryImage, r: number, c: number) => {
  const col = (cc: number) => at(img, r - 1, cc) | (at(img, r, cc) << 1) | (at(img, r + 1, cc) << 2);
  return EDGE_LUT[(col(c - 1) << 6) | (col(c) << 3) | col(c + 1)]!;
};
let shown = 0,
  edgeBlocks = 0,
  blocks = 0;
for (let seed = 1; seed < 40; seed++) {
  const img = generate({ kind: 'noise', width: 120, height: 120, seed });
  const out = thinSequential(img).image;
  for (let r = 0; r < out.height; r++)
    for (let c = 0; c < out.width; c++) {
      if (at(out, r, c) && at(out, r, c + 1) && at(out, r + 1, c) && at(out, r + 1, c + 1)) {
        blocks++;
        const e = [edge(out, r, c), edge(out, r, c + 1), edge(out, r + 1, c), edge(out, r + 1, c + 1)];
        const s = [isSimple(out, r, c), isSimple(out, r, c + 1), isSimple(out, r + 1, c), isSimple(out, r + 1, c + 1)];
        if (e.every((x) => x)) edgeBlocks++;
        if (s.every((x) => x) && shown < 3) {
          shown++;
          console.log('block at', r, c, 'edges', e.join(''));
          for (let rr = r - 2; rr <= r + 3; rr++) {
            let line = '';
            for (let cc = c - 2; cc <= c + 3; cc++) line += at(out, rr, cc) ? '#' : '.';
            console.log(line);
          }
        }
      }
    }
}
console.log({ blocks, edgeBlocks });
