import { readPng, generateImage, downscale, writePng } from '../src/image.js';
import { diffuseSequential } from '../src/sequential.js';
const cam = readPng('data/camera.png');
const ph = readPng('data/phantom.png');
const gen = generateImage({ rows: 512, cols: 512, seed: 1 });
const gen256 = generateImage({ rows: 256, cols: 256, seed: 1 });
writePng('scratch/gen512.png', gen);
for (const [name, img] of [['camera', cam], ['camera256', downscale(cam, 2)], ['phantom', ph], ['gen512', gen], ['gen256', gen256]] as const) {
  for (const dtype of ['float64', 'float32'] as const) {
    const t0 = performance.now();
    const r = diffuseSequential(img, { dtype });
    const ms = performance.now() - t0;
    const a = r.activePerIteration;
    const tot = a.reduce((s, x) => s + x, 0);
    console.log(name, dtype, img.rows, img.cols, 'iters', r.iterations, r.converged, 'ms', ms.toFixed(1), 'active total', tot, 'ns/active', (ms * 1e6 / tot).toFixed(1),
      'profile', [0, 1, 2, 5, 10, 20, 50, 100, 200, 400].filter((i) => i < a.length).map((i) => `${i}:${a[i]}`).join(' '));
    if (dtype === 'float64') writePng(`scratch/${name}-out.png`, r);
  }
}
