/**
 * HSCP thinning (Holt, Stewart, Clint & Perrott, "An improved parallel thinning algorithm",
 * CACM 30(2):156-160, 1987), sequential: the oracle and the speedup baseline. The kernels below
 * are shared with the SPMD program (./program.ts) so both do the same arithmetic on the same layout.
 *
 * Rule (source: Holt et al. 1987, as quoted in Xu & Lau's GDE paper, section 4.2; the `edge`
 * predicate is the deletability test of Zhang & Suen, CACM 27(3):236-239, 1984, without Zhang &
 * Suen's sub-iteration-specific conditions):
 *
 *   edge(P)  = p = 1 and 2 <= B(P) <= 6 and A(P) = 1, where B(P) is the number of 1-pixels among
 *              the 8 neighbours and A(P) the number of 0->1 transitions in the cyclic sequence
 *              N, NE, E, SE, S, SW, W, NW (back to N).
 *   survive  = p && (!edge(P) || (edge(E) && n && s) || (edge(S) && w && e) || (edge(E) && edge(SE) && edge(S)))
 *
 * Every pixel of an iteration is decided from the image at the start of the iteration (a fully
 * parallel operator: the pass decides every removal, then applies them); iterations repeat until
 * one removes nothing. Pixels outside the image are 0.
 * The survival test reads edge(E), edge(S), edge(SE), whose 3x3 windows reach two pixels east and
 * south of P: the operator's support is the 4x4 window rows -1..+2, columns -1..+2.
 *
 * This is topology preserving (8-connected objects, 4-connected background) for EVERY image, not
 * just the test images: test/invariants.test.ts checks Ronse's sufficient conditions (Discrete
 * Applied Math. 21:67-79, 1988) exhaustively over all the windows that can matter.
 *
 * Layout: a padded row-major Uint8Array, row stride S = cols + 3 (one ghost column west, two
 * east), one ghost row north and two south, values 0/1. Pixel (r, c) is at origin + r*S + c with
 * origin = S + 1. The grid of the SPMD program (halo [[1, 2], [1, 2]]) has the same strides.
 */
import { bug } from '@meshwork/runtime/plugin';

/**
 * edge() of the centre of a 3x3 window, indexed by a 9-bit code: bits 0-2 = column east
 * (N row, middle row, S row), bits 3-5 = centre column, bits 6-8 = column west. So N = bit 3,
 * P = bit 4, S = bit 5, NE = 0, E = 1, SE = 2, NW = 6, W = 7, SW = 8.
 */
export const EDGE_LUT: Uint8Array = (() => {
  const lut = new Uint8Array(512);
  const ring = [3, 0, 1, 2, 5, 8, 7, 6]; // N, NE, E, SE, S, SW, W, NW
  for (let code = 0; code < 512; code++) {
    if (((code >> 4) & 1) === 0) continue;
    let b = 0;
    let a = 0;
    for (let k = 0; k < 8; k++) {
      const x = (code >> (ring[k] as number)) & 1;
      const y = (code >> (ring[(k + 1) % 8] as number)) & 1;
      b += x;
      if (x === 0 && y === 1) a++;
    }
    lut[code] = b >= 2 && b <= 6 && a === 1 ? 1 : 0;
  }
  return lut;
})();

/** A binary image, row-major, one byte per pixel, 0 or 1 (1 = object). */
export interface BinaryImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

export interface ThinningResult {
  readonly image: BinaryImage;
  /** Passes executed, the last one removing nothing. */
  readonly iterations: number;
  /** 1-pixels removed by each pass (the last is 0). */
  readonly removed: number[];
  /** 1-pixels processed by each pass (the object size at its start): the work units. */
  readonly ones: number[];
  /**
   * Wall ms of the passes alone, what the ranks time between their barriers (the padding, the
   * spans' first scan and the copy out are not in it): the speedup's reference.
   */
  readonly passesMs: number;
}

/** Row spans: lo[r]..hi[r] (inclusive) bound the 1-pixels of row r; empty rows have lo > hi. */
export interface Spans {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
}

export function createSpans(rows: number): Spans {
  return { lo: new Int32Array(rows), hi: new Int32Array(rows) };
}

/**
 * Scan row `r` (starting at `base` = index of column 0) for its span; `words`: `pix` as Int32 words
 * (wordsOf), four 0-bytes skipped at a time where aligned (an empty 2048-pixel row: 512 reads, not
 * 2048).
 */
export function scanSpan(pix: Uint8Array, words: Int32Array, base: number, cols: number, spans: Spans, r: number): void {
  let lo = 0;
  while (lo < cols && ((base + lo) & 3) !== 0 && pix[base + lo] === 0) lo++;
  if (((base + lo) & 3) === 0) while (lo + 4 <= cols && words[(base + lo) >> 2] === 0) lo += 4;
  while (lo < cols && pix[base + lo] === 0) lo++;
  let hi = cols - 1;
  while (hi >= lo && ((base + hi + 1) & 3) !== 0 && pix[base + hi] === 0) hi--;
  if (((base + hi + 1) & 3) === 0) while (hi - 3 >= lo && words[(base + hi - 3) >> 2] === 0) hi -= 4;
  while (hi >= lo && pix[base + hi] === 0) hi--;
  spans.lo[r] = lo;
  spans.hi[r] = hi;
}

/**
 * A 32-bit view of a byte array, used to skip four 0-bytes at a time (the array must start at a
 * multiple of 4 bytes into its buffer, as every buffer here does).
 */
export function wordsOf(bytes: Uint8Array): Int32Array {
  if (bytes.byteOffset % 4 !== 0) throw bug('byte array must be 4-byte aligned');
  return new Int32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
}

/**
 * ComputeEdge for one row: the edge value of every 1-pixel of the row's span (runs of 1-pixels
 * roll a 3x3 window one column per pixel; gaps are skipped a word at a time where aligned). Edge
 * values of 0-pixels are not written: the edge array holds 0 there because it starts at 0 and
 * every removed pixel's entry is cleared (clearEdges). Returns the 1-pixels seen (the row's work
 * units): the cost is about proportional to them, plus a quarter of the gaps.
 */
export function edgeRow(
  pix: Uint8Array,
  pixWords: Int32Array,
  edge: Uint8Array,
  base: number,
  stride: number,
  spans: Spans,
  r: number,
): number {
  const lo = spans.lo[r] as number;
  const hi = spans.hi[r] as number;
  const lut = EDGE_LUT;
  const up = -stride;
  const dn = stride;
  let ones = 0;
  let c = base + lo;
  const end = base + hi;
  while (c <= end) {
    if ((c & 3) === 0 && c + 3 <= end && pixWords[c >> 2] === 0) {
      c += 4;
      continue;
    }
    if (pix[c] === 0) {
      c++;
      continue;
    }
    // a run of 1-pixels starts at c: window columns c-1 and c, then roll one column east per pixel
    let code =
      (((pix[c + up - 1] as number) | ((pix[c - 1] as number) << 1) | ((pix[c + dn - 1] as number) << 2)) << 3) |
      (pix[c + up] as number) |
      2 |
      ((pix[c + dn] as number) << 2);
    do {
      code = ((code << 3) & 511) | (pix[c + up + 1] as number) | ((pix[c + 1] as number) << 1) | ((pix[c + dn + 1] as number) << 2);
      edge[c] = lut[code] as number;
      ones++;
      c++;
    } while (c <= end && pix[c] !== 0);
  }
  return ones;
}

/** Clear the edge entries of removed pixels (`removedAt[0..count)`). */
export function clearEdges(edge: Uint8Array, removedAt: Int32Array, count: number): void {
  for (let i = 0; i < count; i++) edge[removedAt[i] as number] = 0;
}

/**
 * edge() of every pixel of one row into `out[1 + c]` (c = 0..cols-1; out[0] and out[cols + 1]
 * are left 0). For the row just below a strip when the program computes it instead of
 * receiving it (edges 'local').
 */
export function edgeRowInto(pix: Uint8Array, base: number, stride: number, cols: number, out: Uint8Array): void {
  const lut = EDGE_LUT;
  const up = -stride;
  const dn = stride;
  let c = base;
  let code =
    (((pix[c + up - 1] as number) | ((pix[c - 1] as number) << 1) | ((pix[c + dn - 1] as number) << 2)) << 3) |
    (pix[c + up] as number) |
    ((pix[c] as number) << 1) |
    ((pix[c + dn] as number) << 2);
  for (let j = 1; j <= cols; j++, c++) {
    code = ((code << 3) & 511) | (pix[c + up + 1] as number) | ((pix[c + 1] as number) << 1) | ((pix[c + dn + 1] as number) << 2);
    out[j] = lut[code] as number;
  }
}

/**
 * Erosion for one row: decide which pixels do not survive, reading the image as it was at the
 * start of the pass (nothing is written here; runs of 0 edge values are skipped a word at a
 * time), and append their indices to `removedAt` from
 * position `at`. edge(S) and edge(SE) are read from `below[c + shift]` (`below` = `edge` and
 * shift = stride normally). Returns the number of pixels to remove.
 */
export function erodeRow(
  pix: Uint8Array,
  edge: Uint8Array,
  edgeWords: Int32Array,
  below: Uint8Array,
  shift: number,
  base: number,
  stride: number,
  spans: Spans,
  r: number,
  removedAt: Int32Array,
  at: number,
): number {
  const lo = spans.lo[r] as number;
  const hi = spans.hi[r] as number;
  let n = at;
  const end = base + hi;
  for (let c = base + lo; c <= end; c++) {
    if ((c & 3) === 0 && c + 3 <= end && edgeWords[c >> 2] === 0) {
      c += 3;
      continue;
    }
    if (edge[c] === 0) continue;
    // P is an edge pixel: it survives only if one of the three protecting clauses holds
    const eE = edge[c + 1] as number;
    const eS = below[c + shift] as number;
    if (eE !== 0 && pix[c - stride] !== 0 && pix[c + stride] !== 0) continue;
    if (eS !== 0 && pix[c - 1] !== 0 && pix[c + 1] !== 0) continue;
    if (eE !== 0 && eS !== 0 && below[c + shift + 1] !== 0) continue;
    removedAt[n++] = c;
  }
  return n - at;
}

/** Clear the pixels `removedAt[from..to)` in `buf`. */
export function applyRemovals(buf: Uint8Array, removedAt: Int32Array, from: number, to: number): void {
  for (let i = from; i < to; i++) buf[removedAt[i] as number] = 0;
}

/** Shrink row r's span after removals (`base` = index of column 0 of the row in `pix`). */
export function tightenSpan(pix: Uint8Array, base: number, spans: Spans, r: number): void {
  let lo = spans.lo[r] as number;
  let hi = spans.hi[r] as number;
  while (lo <= hi && pix[base + lo] === 0) lo++;
  while (hi >= lo && pix[base + hi] === 0) hi--;
  spans.lo[r] = lo;
  spans.hi[r] = hi;
}

/** The padded layout of an image: stride and origin (index of pixel (0, 0)). */
export function layoutOf(cols: number): { stride: number; origin: number } {
  const stride = cols + 3;
  return { stride, origin: stride + 1 };
}

/** Nonzero pixels of an image. */
export function countOnes(data: Uint8Array): number {
  let n = 0;
  for (let i = 0; i < data.length; i++) if (data[i] !== 0) n++;
  return n;
}

/** Copy an image into a new padded buffer (ghost cells 0), values normalised to 0/1. */
export function padImage(img: BinaryImage): Uint8Array {
  const { stride, origin } = layoutOf(img.width);
  const out = new Uint8Array((img.height + 3) * stride);
  for (let r = 0; r < img.height; r++) {
    const src = r * img.width;
    const dst = origin + r * stride;
    for (let c = 0; c < img.width; c++) out[dst + c] = img.data[src + c] !== 0 ? 1 : 0;
  }
  return out;
}

export function unpadImage(buf: Uint8Array, width: number, height: number): BinaryImage {
  const { stride, origin } = layoutOf(width);
  const data = new Uint8Array(width * height);
  for (let r = 0; r < height; r++) data.set(buf.subarray(origin + r * stride, origin + r * stride + width), r * width);
  return { width, height, data };
}

export interface SequentialOptions {
  /** Stop after this many passes even if pixels still change (default: until stable). */
  readonly maxIterations?: number;
}

/** Thin `img` until no pixel changes. */
export function thinSequential(img: BinaryImage, options: SequentialOptions = {}): ThinningResult {
  const rows = img.height;
  const cols = img.width;
  const { stride, origin } = layoutOf(cols);
  const pix = padImage(img);
  const edge = new Uint8Array(pix.length);
  const pixWords = wordsOf(pix);
  const edgeWords = wordsOf(edge);
  const spans = createSpans(rows);
  for (let r = 0; r < rows; r++) scanSpan(pix, pixWords, origin + r * stride, cols, spans, r);
  // indices of the pixels a pass removes (at most the object; a plain loop: a closure-per-element
  // reduce over the 4M pixels of a 2048 x 2048 image took ~80 ms, a third of the reference's time)
  const removedAt = new Int32Array(Math.max(1, countOnes(img.data)));
  const removedRow = new Int32Array(rows);
  const removedPer: number[] = [];
  const onesPer: number[] = [];
  const max = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const t0 = performance.now();
  while (removedPer.length < max) {
    let ones = 0;
    for (let r = 0, base = origin; r < rows; r++, base += stride) ones += edgeRow(pix, pixWords, edge, base, stride, spans, r);
    let removed = 0;
    for (let r = 0, base = origin; r < rows; r++, base += stride) {
      const n = erodeRow(pix, edge, edgeWords, edge, stride, base, stride, spans, r, removedAt, removed);
      removedRow[r] = n;
      removed += n;
    }
    // every decision of the pass is made: apply them in place
    applyRemovals(pix, removedAt, 0, removed);
    clearEdges(edge, removedAt, removed);
    for (let r = 0, base = origin; r < rows; r++, base += stride) if (removedRow[r] !== 0) tightenSpan(pix, base, spans, r);
    onesPer.push(ones);
    removedPer.push(removed);
    if (removed === 0) break;
  }
  const passesMs = performance.now() - t0;
  return { image: unpadImage(pix, cols, rows), iterations: removedPer.length, removed: removedPer, ones: onesPer, passesMs };
}

/**
 * One pass of the thinning operator (tests: idempotence, Ronse's conditions): the image after
 * one iteration and the number of pixels removed.
 */
export function thinOnce(img: BinaryImage): { image: BinaryImage; removed: number } {
  const r = thinSequential(img, { maxIterations: 1 });
  return { image: r.image, removed: r.removed[0] ?? 0 };
}
