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
 * parallel operator); iterations repeat until one removes nothing. Pixels outside the image are 0.
 * The survival test reads edge(E), edge(S), edge(SE), whose 3x3 windows reach two pixels east and
 * south of P: the operator's support is the 4x4 window rows -1..+2, columns -1..+2.
 *
 * This is topology preserving (8-connected objects, 4-connected background) for EVERY image, not
 * just the test images: test/topology.test.ts checks Ronse's sufficient conditions (Discrete
 * Applied Math. 21:67-79, 1988) exhaustively over all the windows that can matter.
 *
 * Layout: a padded row-major Uint8Array, row stride S = cols + 3 (one ghost column west, two
 * east), one ghost row north and two south, values 0/1. Pixel (r, c) is at origin + r*S + c with
 * origin = S + 1. The grid of the SPMD program (halo [[1, 2], [1, 2]]) has the same strides.
 */

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
}

/** Row spans: lo[r]..hi[r] (inclusive) bound the 1-pixels of row r; empty rows have lo > hi. */
export interface Spans {
  readonly lo: Int32Array;
  readonly hi: Int32Array;
  /** Span over which edge values were last computed (a superset of the current one). */
  readonly elo: Int32Array;
  readonly ehi: Int32Array;
}

export function createSpans(rows: number): Spans {
  return { lo: new Int32Array(rows), hi: new Int32Array(rows), elo: new Int32Array(rows), ehi: new Int32Array(rows) };
}

/** Scan row `r` (starting at `base` = index of column 0) for its span; edge span = the whole row. */
export function scanSpan(pix: Uint8Array, base: number, cols: number, spans: Spans, r: number): void {
  let lo = 0;
  while (lo < cols && pix[base + lo] === 0) lo++;
  let hi = cols - 1;
  while (hi >= lo && pix[base + hi] === 0) hi--;
  spans.lo[r] = lo;
  spans.hi[r] = hi;
  spans.elo[r] = 0;
  spans.ehi[r] = cols - 1;
}

/**
 * ComputeEdge for one row: edge values over the row's previous edge span (which covers every
 * position where a stale 1 could remain, since the object only shrinks), so the edge array is
 * exact: 1 exactly where edge() holds. Returns the 1-pixels seen (the row's work units).
 */
export function edgeRow(pix: Uint8Array, edge: Uint8Array, base: number, stride: number, spans: Spans, r: number): number {
  const a = spans.elo[r] as number;
  const b = spans.ehi[r] as number;
  spans.elo[r] = spans.lo[r] as number;
  spans.ehi[r] = spans.hi[r] as number;
  if (a > b) return 0;
  const lut = EDGE_LUT;
  let c = base + a;
  const up = -stride;
  const dn = stride;
  // window columns a-1 and a, then roll one column east per pixel
  let code =
    (((pix[c + up - 1] as number) | ((pix[c - 1] as number) << 1) | ((pix[c + dn - 1] as number) << 2)) << 3) |
    (pix[c + up] as number) |
    ((pix[c] as number) << 1) |
    ((pix[c + dn] as number) << 2);
  let ones = 0;
  const end = base + b;
  for (; c <= end; c++) {
    code = ((code << 3) & 511) | (pix[c + up + 1] as number) | ((pix[c + 1] as number) << 1) | ((pix[c + dn + 1] as number) << 2);
    edge[c] = lut[code] as number;
    ones += (code >> 4) & 1;
  }
  return ones;
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
 * Erosion for one row: `dst` already holds a copy of the row; clear the pixels that do not
 * survive, append their indices to `removedAt` from position `at`, and tighten the row's span.
 * edge(S) and edge(SE) are read from `below[c + shift]` (`below` = `edge` and shift = stride
 * normally). Returns the pixels removed.
 */
export function erodeRow(
  pix: Uint8Array,
  edge: Uint8Array,
  below: Uint8Array,
  shift: number,
  dst: Uint8Array,
  base: number,
  stride: number,
  spans: Spans,
  r: number,
  removedAt: Int32Array,
  at: number,
): number {
  let lo = spans.lo[r] as number;
  let hi = spans.hi[r] as number;
  if (lo > hi) return 0;
  let removed = 0;
  const end = base + hi;
  for (let c = base + lo; c <= end; c++) {
    if (edge[c] === 0) continue;
    // P is an edge pixel: it survives only if one of the three protecting clauses holds
    const eE = edge[c + 1] as number;
    const eS = below[c + shift] as number;
    if (eE !== 0 && pix[c - stride] !== 0 && pix[c + stride] !== 0) continue;
    if (eS !== 0 && pix[c - 1] !== 0 && pix[c + 1] !== 0) continue;
    if (eE !== 0 && eS !== 0 && below[c + shift + 1] !== 0) continue;
    dst[c] = 0;
    removedAt[at + removed] = c;
    removed++;
  }
  if (removed > 0) {
    while (lo <= hi && dst[base + lo] === 0) lo++;
    while (hi >= lo && dst[base + hi] === 0) hi--;
    spans.lo[r] = lo;
    spans.hi[r] = hi;
  }
  return removed;
}

/** The padded layout of an image: stride and origin (index of pixel (0, 0)). */
export function layoutOf(cols: number): { stride: number; origin: number } {
  const stride = cols + 3;
  return { stride, origin: stride + 1 };
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

/**
 * Make the write buffer `dst` (the image before the last pass) equal to the current image by
 * clearing the pixels the last pass removed: cheaper than copying the whole image every pass.
 */
export function applyRemovals(dst: Uint8Array, removedAt: Int32Array, count: number): void {
  for (let i = 0; i < count; i++) dst[removedAt[i] as number] = 0;
}

/** Thin `img` until no pixel changes. */
export function thinSequential(img: BinaryImage, options: SequentialOptions = {}): ThinningResult {
  const rows = img.height;
  const cols = img.width;
  const { stride, origin } = layoutOf(cols);
  let cur: Uint8Array = padImage(img);
  let nxt: Uint8Array = new Uint8Array(cur.length);
  const edge = new Uint8Array(cur.length);
  const spans = createSpans(rows);
  for (let r = 0; r < rows; r++) scanSpan(cur, origin + r * stride, cols, spans, r);
  const removedPer: number[] = [];
  const onesPer: number[] = [];
  const max = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const rowsLen = rows === 0 ? 0 : (rows - 1) * stride + cols;
  // indices of the pixels removed by the last pass (at most the initial object size)
  const removedAt = new Int32Array(
    Math.max(
      1,
      img.data.reduce((s, v) => s + (v !== 0 ? 1 : 0), 0),
    ),
  );
  let pending = -1; // -1: nxt holds nothing yet, copy the image once
  while (removedPer.length < max) {
    let ones = 0;
    for (let r = 0, base = origin; r < rows; r++, base += stride) ones += edgeRow(cur, edge, base, stride, spans, r);
    if (pending < 0) nxt.set(cur.subarray(origin, origin + rowsLen), origin);
    else applyRemovals(nxt, removedAt, pending);
    let removed = 0;
    for (let r = 0, base = origin; r < rows; r++, base += stride) {
      removed += erodeRow(cur, edge, edge, stride, nxt, base, stride, spans, r, removedAt, removed);
    }
    pending = removed;
    [cur, nxt] = [nxt, cur];
    onesPer.push(ones);
    removedPer.push(removed);
    if (removed === 0) break;
  }
  return { image: unpadImage(cur, cols, rows), iterations: removedPer.length, removed: removedPer, ones: onesPer };
}

/**
 * One pass of the thinning operator (tests: idempotence, Ronse's conditions): the image after
 * one iteration and the number of pixels removed.
 */
export function thinOnce(img: BinaryImage): { image: BinaryImage; removed: number } {
  const r = thinSequential(img, { maxIterations: 1 });
  return { image: r.image, removed: r.removed[0] ?? 0 };
}
