/**
 * WaTor peer, one thread: a static strip of rows of two padded oceans in SharedArrayBuffers (3 wrap
 * rows above and below, the torus's halo), private intent and claim scratch, two barriers per step.
 * The cell rules are the example's pure kernels (the app's definition); no Meshwork runtime code.
 * After each sub-step the thread owning the first (last) 3 rows refreshes the wrap rows below
 * (above), so the other thread reads them after the barrier.
 */
import { type Block, HALO_ROWS, minnowSubstep, sharkSubstep, type WatorOptions } from '@meshwork/example-wator';
import { SpinBarrier } from './barrier.ts';
import { serve } from './serve.ts';
import { blockStart } from './split.ts';

export interface WatorJob {
  readonly a: SharedArrayBuffer;
  readonly b: SharedArrayBuffer;
  readonly control: SharedArrayBuffer;
  readonly rules: WatorOptions;
  readonly spin: number;
}

export interface WatorThreadResult {
  readonly computeMs: number;
  /** Minnows and sharks in this thread's rows after each step. */
  readonly minnows: Int32Array;
  readonly sharks: Int32Array;
}

serve((job: WatorJob, thread, threads): WatorThreadResult => {
  const { rows: H, cols: W, steps } = job.rules;
  const a = new Int32Array(job.a);
  const b = new Int32Array(job.b);
  const intent = new Int8Array(a.length);
  const claims = new Int8Array(a.length);
  const r0 = blockStart(H, threads, thread);
  const r1 = blockStart(H, threads, thread + 1);
  const block = (src: Int32Array, dst: Int32Array): Block => ({
    src,
    dst,
    intent,
    claims,
    origin: (HALO_ROWS + r0) * W,
    stride: W,
    rows: r1 - r0,
    g0: r0,
    H,
    W,
  });
  const ab = block(a, b);
  const ba = block(b, a);
  const row = (i: number) => (i + HALO_ROWS) * W;
  const wrap = (o: Int32Array) => {
    if (r0 === 0) o.copyWithin(row(H), row(0), row(HALO_ROWS));
    if (r1 === H) o.copyWithin(row(-HALO_ROWS), row(H - HALO_ROWS), row(H));
  };
  const minnows = new Int32Array(steps);
  const sharks = new Int32Array(steps);
  const pop = new Float64Array(2);
  const barrier = new SpinBarrier(new Int32Array(job.control), 0, threads, job.spin);
  barrier.wait();
  const t0 = performance.now();
  for (let t = 0; t < steps; t++) {
    sharkSubstep(ab, job.rules, t, undefined);
    wrap(b);
    barrier.wait();
    minnowSubstep(ba, job.rules, t, undefined, pop);
    wrap(a);
    barrier.wait();
    minnows[t] = pop[0] as number;
    sharks[t] = pop[1] as number;
  }
  return { computeMs: performance.now() - t0, minnows, sharks };
});
