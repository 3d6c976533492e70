/**
 * Copies of k-D boxes between row-major strided arrays (last axis contiguous), run by run along
 * the last axis so each run is one byte copy (../shm/copy-bytes.ts: no view per run, and a
 * `memmove` where a grid or a link lives in a SharedArrayBuffer).
 */
import type { NumericArray } from '../comm/dtype.ts';
import { copyBytes } from '../shm/copy-bytes.ts';

/** The bytes of a typed array, as a Uint8Array over the same memory. */
function bytesOf(a: NumericArray): Uint8Array {
  return a instanceof Uint8Array ? a : new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
}

export function rowMajorStrides(dims: readonly number[]): number[] {
  const strides = new Array<number>(dims.length);
  let s = 1;
  for (let a = dims.length - 1; a >= 0; a--) {
    strides[a] = s;
    s *= dims[a] as number;
  }
  return strides;
}

/** The element offset of `at` in a storage of `strides`. */
export function offsetOf(strides: readonly number[], at: readonly number[]): number {
  let o = 0;
  for (let a = 0; a < strides.length; a++) o += (strides[a] as number) * (at[a] as number);
  return o;
}

/** Runs along the last axis shorter than this are copied element by element (see copyBox). */
const SHORT_RUN = 16;

/** How copyBox copies one run: element by element, as bytes, or converting each value. */
const SHORT = 0;
const BYTES = 1;
const CONVERT = 2;

/**
 * Copy the box of `extent` at `srcAt` in `src` to `dstAt` in `dst`; strides are in elements.
 * Arrays of two element types get each value converted (as `TypedArray#set` does).
 */
export function copyBox(
  src: NumericArray,
  srcStrides: readonly number[],
  srcAt: readonly number[],
  dst: NumericArray,
  dstStrides: readonly number[],
  dstAt: readonly number[],
  extent: readonly number[],
): void {
  const k = extent.length;
  if (extent.some((e) => e <= 0)) return;
  const run = extent[k - 1] as number;
  let s = offsetOf(srcStrides, srcAt);
  let d = offsetOf(dstStrides, dstAt);
  // Short runs (a column of a 2-D tile: one element per row) element by element: a call per
  // element costs ~100 ns where the copy costs ~1 (a 512-row column: 52.8 -> 3.0 µs). Longer runs
  // as byte ranges of the two arrays' memory (two views per box, none per run); between element
  // types (a float64 field loaded into a float32 grid) `set` converts each value.
  const mode = run < SHORT_RUN ? SHORT : Object.getPrototypeOf(src) === Object.getPrototypeOf(dst) ? BYTES : CONVERT;
  const c: RunCopy = { mode, src, dst, s8: mode === BYTES ? bytesOf(src) : undefined, d8: mode === BYTES ? bytesOf(dst) : undefined, run };
  if (k === 2) {
    // the common case (2-D grids), without the odometer
    const rows = extent[0] as number;
    const ss = srcStrides[0] as number;
    const ds = dstStrides[0] as number;
    for (let r = 0; r < rows; r++, s += ss, d += ds) copyRun(c, s, d);
    return;
  }
  const idx = new Array<number>(k - 1).fill(0);
  for (;;) {
    copyRun(c, s, d);
    // odometer over axes 0..k-2
    let a = k - 2;
    for (; a >= 0; a--) {
      idx[a] = (idx[a] as number) + 1;
      s += srcStrides[a] as number;
      d += dstStrides[a] as number;
      if ((idx[a] as number) < (extent[a] as number)) break;
      s -= (srcStrides[a] as number) * (extent[a] as number);
      d -= (dstStrides[a] as number) * (extent[a] as number);
      idx[a] = 0;
    }
    if (a < 0) return;
  }
}

/** One copyBox's arrays and how it copies a run. */
interface RunCopy {
  readonly mode: number;
  readonly src: NumericArray;
  readonly dst: NumericArray;
  readonly s8: Uint8Array | undefined;
  readonly d8: Uint8Array | undefined;
  readonly run: number;
}

/** Copy the run of `c.run` elements at element `s` of the source to element `d` of the destination. */
function copyRun(c: RunCopy, s: number, d: number): void {
  const run = c.run;
  if (c.mode === BYTES) {
    const bpe = c.src.BYTES_PER_ELEMENT;
    copyBytes(c.s8 as Uint8Array, s * bpe, (s + run) * bpe, c.d8 as Uint8Array, d * bpe);
  } else if (c.mode === SHORT) {
    const to = c.dst as unknown as { [i: number]: number | bigint };
    const from = c.src as unknown as { readonly [i: number]: number | bigint };
    for (let q = 0; q < run; q++) to[d + q] = from[s + q] as number | bigint;
  } else {
    (c.dst as NumericArray & { set(a: ArrayLike<number | bigint>, offset?: number): void }).set(
      c.src.subarray(s, s + run) as unknown as ArrayLike<number>,
      d,
    );
  }
}

/** Elements of a box of `extent`. */
export function boxSize(extent: readonly number[]): number {
  return extent.reduce((p, e) => p * Math.max(0, e), 1);
}

/** Pack a box into a fresh contiguous array of the same type. */
export function packBox(src: NumericArray, strides: readonly number[], at: readonly number[], extent: readonly number[]): NumericArray {
  const Ctor = src.constructor as new (n: number) => NumericArray;
  return packBoxInto(new Ctor(boxSize(extent)), src, strides, at, extent);
}

/** Pack a box into `out` (contiguous, same type, `boxSize(extent)` elements); returns `out`. */
export function packBoxInto(
  out: NumericArray,
  src: NumericArray,
  strides: readonly number[],
  at: readonly number[],
  extent: readonly number[],
): NumericArray {
  copyBox(
    src,
    strides,
    at,
    out,
    rowMajorStrides(extent),
    extent.map(() => 0),
    extent,
  );
  return out;
}

/** Unpack a contiguous array into a box. */
export function unpackBox(
  dst: NumericArray,
  strides: readonly number[],
  at: readonly number[],
  extent: readonly number[],
  packed: NumericArray,
): void {
  copyBox(
    packed,
    rowMajorStrides(extent),
    extent.map(() => 0),
    dst,
    strides,
    at,
    extent,
  );
}

/** Fill a box with one value. */
export function fillBox(
  dst: NumericArray,
  strides: readonly number[],
  at: readonly number[],
  extent: readonly number[],
  value: number,
): void {
  const k = extent.length;
  if (extent.some((e) => e <= 0)) return;
  const run = extent[k - 1] as number;
  const idx = new Array<number>(k - 1).fill(0);
  let d = offsetOf(strides, at);
  const fill = dst as unknown as { fill(v: number | bigint, start: number, end: number): void; [i: number]: number | bigint };
  const v = dst instanceof BigInt64Array || dst instanceof BigUint64Array ? BigInt(value) : value;
  // Short runs (a tile's side halo: one element per row) element by element, as copyBox does: a
  // `fill` call per row cost ~100 ns, 50 µs a remap of a 512-row tile's two side columns.
  const short = run < SHORT_RUN;
  for (;;) {
    if (short) for (let q = 0; q < run; q++) fill[d + q] = v;
    else fill.fill(v as number, d, d + run);
    let a = k - 2;
    for (; a >= 0; a--) {
      idx[a] = (idx[a] as number) + 1;
      d += strides[a] as number;
      if ((idx[a] as number) < (extent[a] as number)) break;
      d -= (strides[a] as number) * (extent[a] as number);
      idx[a] = 0;
    }
    if (a < 0) return;
  }
}

/**
 * Fill the halo of a tile's storage with one value, leaving its interior as it is: the storage's
 * `dims` are the tile's extent plus `halo[a] = [lo, hi]` on each axis. Axis by axis, the slabs of
 * axis a's halo, over the interior of the axes before it and the whole of the axes after it, so
 * every halo cell is written once.
 */
export function fillShell(
  dst: NumericArray,
  strides: readonly number[],
  dims: readonly number[],
  halo: readonly (readonly [number, number])[],
  value: number,
): void {
  const k = dims.length;
  for (let a = 0; a < k; a++) {
    const [lo, hi] = halo[a] as readonly [number, number];
    const d = dims[a] as number;
    if (lo === 0 && hi === 0) continue;
    const at = dims.map((_, b) => (b < a ? (halo[b] as readonly [number, number])[0] : 0));
    const extent = dims.map((n, b) =>
      b < a ? n - (halo[b] as readonly [number, number])[0] - (halo[b] as readonly [number, number])[1] : n,
    );
    if (lo > 0)
      fillBox(
        dst,
        strides,
        at,
        extent.map((n, b) => (b === a ? lo : n)),
        value,
      );
    if (hi > 0) {
      at[a] = d - hi;
      fillBox(
        dst,
        strides,
        at,
        extent.map((n, b) => (b === a ? hi : n)),
        value,
      );
    }
  }
}
