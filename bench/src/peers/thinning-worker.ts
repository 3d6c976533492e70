/**
 * Thinning peer, one thread: a static block of rows of the padded image, held twice in
 * SharedArrayBuffers (a pass reads one and writes the next image into the other), its edge values
 * in a private buffer, ONE barrier per pass. The thread computes the edge values of the row just
 * below its block itself (two pixel rows of the neighbour's block, read from shared memory), so
 * no edge values cross threads; the pixel counts of the stop test travel with the barrier
 * (StepTally). The HSCP rule is the example's kernels (the app's definition); no Meshwork code.
 */
import {
  applyRemovals,
  clearEdges,
  createSpans,
  edgeRow,
  edgeRowInto,
  erodeRow,
  layoutOf,
  scanSpan,
  tightenSpan,
  wordsOf,
} from '@meshwork/example-thinning';
import { serve } from './serve.ts';
import { blockStart } from './split.ts';
import { type DoubleBufferJob, stepSync } from './tally.ts';

/** a, b: the padded image (thinning's layout). */
export interface ThinningJob extends DoubleBufferJob {
  readonly width: number;
  readonly height: number;
  /** Stop after this many passes (default: until a pass removes nothing). */
  readonly maxIterations?: number;
}

export interface ThinningThreadResult {
  /** Wall ms of the passes on this thread, between two barriers. */
  readonly computeMs: number;
  /** Pixels removed by each pass, over all threads (the last is 0 unless maxIterations stopped it). */
  readonly removed: number[];
}

serve((job: ThinningJob, thread, threads): ThinningThreadResult => {
  const { width: W, height: H } = job;
  const { stride: S, origin } = layoutOf(W);
  let cur = new Uint8Array(job.a);
  let nxt = new Uint8Array(job.b);
  const r0 = blockStart(H, threads, thread);
  const r1 = blockStart(H, threads, thread + 1);
  const first = origin + r0 * S;
  const edge = new Uint8Array(cur.length);
  const edgeWords = wordsOf(edge);
  const below = new Uint8Array(W + 3);
  const spans = createSpans(H);
  const curWords = wordsOf(cur);
  let objectSize = 0;
  for (let r = r0, base = first; r < r1; r++, base += S) {
    scanSpan(cur, curWords, base, W, spans, r);
    for (let c = 0; c < W; c++) objectSize += cur[base + c] as number;
  }
  const removedAt = new Int32Array(Math.max(1, objectSize));
  const removedRow = new Int32Array(r1 - r0);
  const { barrier, tally } = stepSync(job, threads);
  const max = job.maxIterations ?? Number.POSITIVE_INFINITY;
  const removed: number[] = [];
  // removals of the last pass: still to clear from the edge values and to apply to `nxt`
  let pending = 0;
  barrier.wait();
  const t0 = performance.now();
  for (let t = 0; t < max; t++) {
    clearEdges(edge, removedAt, pending);
    const pix = cur;
    const pixWords = wordsOf(pix);
    for (let r = r0, base = first; r < r1; r++, base += S) edgeRow(pix, pixWords, edge, base, S, spans, r);
    edgeRowInto(pix, origin + r1 * S, S, W, below);
    // `nxt` holds the image before the last pass: bring it up to date, then write this pass's removals
    applyRemovals(nxt, removedAt, 0, pending);
    let n = 0;
    for (let r = r0, base = first; r < r1; r++, base += S) {
      const k =
        r === r1 - 1
          ? erodeRow(pix, edge, edgeWords, below, 1 - base, base, S, spans, r, removedAt, n)
          : erodeRow(pix, edge, edgeWords, edge, S, base, S, spans, r, removedAt, n);
      removedRow[r - r0] = k;
      n += k;
    }
    applyRemovals(nxt, removedAt, 0, n);
    for (let r = r0, base = first; r < r1; r++, base += S) if (removedRow[r - r0] !== 0) tightenSpan(nxt, base, spans, r);
    pending = n;
    tally.add(t, n);
    barrier.wait();
    const total = tally.total(t, thread);
    removed.push(total);
    cur = nxt;
    nxt = pix;
    if (total === 0) break;
  }
  return { computeMs: performance.now() - t0, removed };
});
