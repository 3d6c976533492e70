/**
 * Diffusion peer, one thread: a static block of rows of the padded image, whose values are held
 * twice in SharedArrayBuffers (iteration t reads one, its updates go into the other), ONE barrier
 * per iteration. The thread's change stamps and worklist are private: only the values are read
 * across threads (the rows next to the block, for the neighbours' changes and the fluxes). The
 * pixel kernels are the example's (the app's definition); no Meshwork code.
 */
import {
  activate,
  apply,
  checkParams,
  coefficients,
  collectChanged,
  type DiffusionParams,
  evaluate,
  type TileFrame,
  type Values,
  Worklist,
} from '@meshwork/example-diffusion';
import { serve } from './serve.ts';
import { blockStart } from './split.ts';
import { type DoubleBufferJob, stepSync } from './tally.ts';

/** a, b: the padded values (one ghost cell on every side, stride cols + 2). */
export interface DiffusionJob extends DoubleBufferJob {
  readonly rows: number;
  readonly cols: number;
  readonly params: DiffusionParams;
}

export interface DiffusionThreadResult {
  /** Wall ms of the iterations on this thread, between two barriers. */
  readonly computeMs: number;
  /** Pixels changed by each iteration, over all threads (the last is 0 when converged). */
  readonly changed: number[];
}

serve((job: DiffusionJob, thread, threads): DiffusionThreadResult => {
  const { rows: H, cols: W } = job;
  const params = checkParams(job.params);
  const k = coefficients(params);
  const stride = W + 2;
  const r0 = blockStart(H, threads, thread);
  const r1 = blockStart(H, threads, thread + 1);
  const frame: TileFrame = { stride, origin: (r0 + 1) * stride + 1, rows: r1 - r0, cols: W, r0, c0: 0, H, W };
  const view = (sab: SharedArrayBuffer): Values => (params.dtype === 'float32' ? new Float32Array(sab) : new Float64Array(sab));
  let u = view(job.a);
  let next = view(job.b);
  const stamp = new Int32Array(u.length);
  const w = new Worklist(u.length, frame.rows, W);
  collectChanged(w, frame, stamp, -1);
  const { barrier, tally } = stepSync(job, threads);
  const changed: number[] = [];
  barrier.wait();
  const t0 = performance.now();
  for (let t = 0; t < params.maxIterations; t++) {
    activate(w, frame, u, stamp, t);
    const n = evaluate(w, frame, u, k);
    // `next` holds the iterate before `u`: bring it up to date with the last iteration's changes
    // (the changed list), then write this iteration's
    for (let m = 0, count = w.changedCount; m < count; m++) {
      const c = frame.origin + (w.changedI[m] as number) * stride + (w.changedJ[m] as number);
      next[c] = u[c] as number;
    }
    apply(w, frame, next, stamp, t);
    tally.add(t, n);
    barrier.wait();
    const total = tally.total(t, thread);
    changed.push(total);
    const s = u;
    u = next;
    next = s;
    if (total === 0) break;
  }
  return { computeMs: performance.now() - t0, changed };
});
