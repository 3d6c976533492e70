/**
 * Topology and thinness of binary images: the invariants the tests and the CLI check.
 * Object pixels are 8-connected, background pixels 4-connected (the pair thinning preserves);
 * the outside of the image counts as background.
 */
import type { BinaryImage } from './sequential.ts';

/** Number of connected components of pixels equal to `value` (8- or 4-adjacency) in a 0-framed copy. */
function components(img: BinaryImage, value: 0 | 1, eight: boolean): number {
  const W = img.width + 2;
  const H = img.height + 2;
  const a = new Uint8Array(W * H); // 1 where pixel == value, frame = background
  for (let r = 0; r < img.height; r++) {
    for (let c = 0; c < img.width; c++) a[(r + 1) * W + c + 1] = ((img.data[r * img.width + c] as number) !== 0 ? 1 : 0) === value ? 1 : 0;
  }
  if (value === 0) {
    for (let c = 0; c < W; c++) {
      a[c] = 1;
      a[(H - 1) * W + c] = 1;
    }
    for (let r = 0; r < H; r++) {
      a[r * W] = 1;
      a[r * W + W - 1] = 1;
    }
  }
  const offs = eight ? [-W - 1, -W, -W + 1, -1, 1, W - 1, W, W + 1] : [-W, -1, 1, W];
  const stack = new Int32Array(W * H);
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] !== 1) continue;
    count++;
    let top = 0;
    stack[top++] = i;
    a[i] = 2;
    while (top > 0) {
      const p = stack[--top] as number;
      for (const o of offs) {
        const q = p + o;
        if (q >= 0 && q < a.length && a[q] === 1) {
          a[q] = 2;
          stack[top++] = q;
        }
      }
    }
  }
  return count;
}

/** 8-connected components of the object. */
export function objectComponents(img: BinaryImage): number {
  return components(img, 1, true);
}

/** Holes: 4-connected background components other than the one around the image. */
export function holes(img: BinaryImage): number {
  return components(img, 0, false) - 1;
}

export function countOnes(img: BinaryImage): number {
  let n = 0;
  for (let i = 0; i < img.data.length; i++) n += img.data[i] !== 0 ? 1 : 0;
  return n;
}

function at(img: BinaryImage, r: number, c: number): number {
  return r < 0 || c < 0 || r >= img.height || c >= img.width ? 0 : img.data[r * img.width + c] !== 0 ? 1 : 0;
}

/**
 * Yokoi's 8-connectivity number of (r, c): with x1..x8 = E, NE, N, NW, W, SW, S, SE and
 * y = 1 - x, N8 = sum_{k = 1, 3, 5, 7} (y_k - y_k * y_{k+1} * y_{k+2}). A 1-pixel is simple
 * (deleting it changes no 8-component of the object and no 4-component of the background)
 * exactly when N8 = 1.
 */
export function yokoi8(img: BinaryImage, r: number, c: number): number {
  const x = [
    at(img, r, c + 1),
    at(img, r - 1, c + 1),
    at(img, r - 1, c),
    at(img, r - 1, c - 1),
    at(img, r, c - 1),
    at(img, r + 1, c - 1),
    at(img, r + 1, c),
    at(img, r + 1, c + 1),
  ];
  const y = (k: number) => 1 - (x[k % 8] as number);
  let n = 0;
  for (const k of [0, 2, 4, 6]) n += y(k) - y(k) * y(k + 1) * y(k + 2);
  return n;
}

export function isSimple(img: BinaryImage, r: number, c: number): boolean {
  return at(img, r, c) === 1 && yokoi8(img, r, c) === 1;
}

export interface Thinness {
  /** 2x2 blocks of 1-pixels. */
  readonly blocks: number;
  /** 2x2 blocks of 1-pixels all four of which are simple (any one could go without changing the topology). */
  readonly removableBlocks: number;
  /** 1-pixels with more than 2 object neighbours among their 4-neighbours (E, W, N, S). */
  readonly thickPixels: number;
}

/** How thin an image is: 2x2 blocks of ones, and those made of simple pixels only. */
export function thinness(img: BinaryImage): Thinness {
  let blocks = 0;
  let removable = 0;
  let thick = 0;
  for (let r = 0; r < img.height; r++) {
    for (let c = 0; c < img.width; c++) {
      if (at(img, r, c) === 0) continue;
      if (at(img, r - 1, c) + at(img, r + 1, c) + at(img, r, c - 1) + at(img, r, c + 1) > 2) thick++;
      if (at(img, r, c + 1) === 1 && at(img, r + 1, c) === 1 && at(img, r + 1, c + 1) === 1) {
        blocks++;
        if (isSimple(img, r, c) && isSimple(img, r, c + 1) && isSimple(img, r + 1, c) && isSimple(img, r + 1, c + 1)) removable++;
      }
    }
  }
  return { blocks, removableBlocks: removable, thickPixels: thick };
}

/** True when every 1-pixel of `after` is a 1-pixel of `before` (nothing added). */
export function isSubset(after: BinaryImage, before: BinaryImage): boolean {
  if (after.width !== before.width || after.height !== before.height) return false;
  for (let i = 0; i < after.data.length; i++) if (after.data[i] !== 0 && before.data[i] === 0) return false;
  return true;
}

export function sameImage(a: BinaryImage, b: BinaryImage): boolean {
  if (a.width !== b.width || a.height !== b.height || a.data.length !== b.data.length) return false;
  for (let i = 0; i < a.data.length; i++) if (a.data[i] !== b.data[i]) return false;
  return true;
}
