import { readPng } from '../src/image.js';
import { SequentialDiffusion, activate, evaluate, apply, coefficients } from '../src/sequential.js';
const cam = readPng('data/camera.png');
for (let r = 0; r < 5; r++) {
  const s = new SequentialDiffusion(cam) as any;
  let ta = 0, te = 0, tp = 0;
  const k = coefficients(s.params);
  while (!s.done) {
    const t = s.iteration;
    const t0 = performance.now();
    activate(s.w, s.frame, s.stamp, t);
    const t1 = performance.now();
    const ch = evaluate(s.w, s.frame, s.u, k, undefined, undefined);
    const t2 = performance.now();
    apply(s.w, s.frame, s.u, s.stamp, t);
    const t3 = performance.now();
    ta += t1 - t0; te += t2 - t1; tp += t3 - t2;
    s.iteration++; if (ch === 0) s.converged = true;
  }
  console.log('activate', ta.toFixed(1), 'evaluate', te.toFixed(1), 'apply', tp.toFixed(1));
}
