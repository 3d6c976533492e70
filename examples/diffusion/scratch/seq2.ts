import { readPng } from '../src/image.js';
import { diffuseSequential } from '../src/sequential.js';
const cam = readPng('data/camera.png');
const ts: number[] = [];
for (let r = 0; r < 7; r++) { const t0 = performance.now(); diffuseSequential(cam); ts.push(performance.now() - t0); }
console.log(ts.map((x) => x.toFixed(0)).join(' '), 'min ns/active', (Math.min(...ts) * 1e6 / 3311053).toFixed(1));
