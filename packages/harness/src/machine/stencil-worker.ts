/**
 * Stencil peer, one thread: Jacobi sweeps over its block of rows of a padded grid held in two
 * SharedArrayBuffers, one barrier per sweep. The sweep is written out here (no Meshwork code),
 * with the same arithmetic as the example's, so the result is bit-identical.
 */
import { SpinBarrier } from './barrier.ts';
import { serve } from './serve.ts';
import { blockStart } from './split.ts';

export interface StencilJob {
  readonly a: SharedArrayBuffer;
  readonly b: SharedArrayBuffer;
  readonly control: SharedArrayBuffer;
  readonly rows: number;
  readonly cols: number;
  readonly iterations: number;
  readonly spin: number;
}

export interface StencilThreadResult {
  /** Wall ms of the sweeps on this thread, between two barriers. */
  readonly computeMs: number;
  /** Which buffer holds the result: 0 = a, 1 = b. */
  readonly last: number;
}

/** The example's sweep, written out: left and centre carried in locals (three loads a cell). */
function sweep(src: Float64Array, dst: Float64Array, stride: number, r0: number, r1: number, cols: number): void {
  for (let i = r0; i < r1; i++) {
    let c = (i + 1) * stride + 1;
    const end = c + cols;
    let left = src[c - 1] as number;
    let centre = src[c] as number;
    for (; c < end; c++) {
      const right = src[c + 1] as number;
      dst[c] = 0.25 * ((src[c - stride] as number) + (src[c + stride] as number) + left + right);
      left = centre;
      centre = right;
    }
  }
}

serve((job: StencilJob, thread, threads): StencilThreadResult => {
  const stride = job.cols + 2;
  let src = new Float64Array(job.a);
  let dst = new Float64Array(job.b);
  const r0 = blockStart(job.rows, threads, thread);
  const r1 = blockStart(job.rows, threads, thread + 1);
  const barrier = new SpinBarrier(new Int32Array(job.control), 0, threads, job.spin);
  barrier.wait();
  const t0 = performance.now();
  for (let t = 0; t < job.iterations; t++) {
    sweep(src, dst, stride, r0, r1, job.cols);
    barrier.wait();
    const s = src;
    src = dst;
    dst = s;
  }
  const computeMs = performance.now() - t0;
  return { computeMs, last: job.iterations % 2 };
});
