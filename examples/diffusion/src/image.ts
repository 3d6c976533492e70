/**
 * Grey images in and out: PNG through pngjs (any colour type and bit depth pngjs reads; colour is
 * turned into Rec. 601 luma, 16-bit is rescaled to 8-bit by pngjs), and seeded synthetic images
 * whose noise sits in a few clustered discs, so that diffusion activity clusters as on real
 * images (the point of balancing it).
 */
import { mulberry32, readRegularFile, writeFileReplacing } from '@meshwork/runtime';
import { PNG } from 'pngjs';
import { errors, invalidParameter } from './errors.ts';
import { checkMaxPixels, checkPng, DEFAULT_MAX_PIXELS } from './png-check.ts';
import type { GreyImage } from './sequential.ts';

export interface PngReadOptions {
  /** Largest image accepted, in pixels (default DEFAULT_MAX_PIXELS, 2^24 = 4096 x 4096). */
  readonly maxPixels?: number;
}

/**
 * Decode PNG bytes into grey levels 0..255. The structure, the size (at most `maxPixels`) and the
 * length of the pixel data are checked first (./png-check.ts). Typed errors:
 * DIFFUSION_IMAGE_CORRUPT, DIFFUSION_IMAGE_TOO_LARGE.
 */
export function decodePng(bytes: Uint8Array, name = 'PNG data', options: PngReadOptions = {}): GreyImage {
  checkPng(bytes, name, checkMaxPixels(options.maxPixels ?? DEFAULT_MAX_PIXELS));
  let png: PNG;
  try {
    png = PNG.sync.read(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  } catch (err) {
    throw errors.notAPng(name, (err as Error).message, err);
  }
  const { width: cols, height: rows, data: rgba } = png;
  if (!(rows >= 1 && cols >= 1) || rgba.length < rows * cols * 4) {
    throw errors.shortPixels(name, cols, rows, rgba.length);
  }
  const data = new Float64Array(rows * cols);
  for (let p = 0, q = 0; p < data.length; p++, q += 4) {
    const r = rgba[q] as number;
    const g = rgba[q + 1] as number;
    const b = rgba[q + 2] as number;
    data[p] = r === g && g === b ? r : Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  return { rows, cols, data };
}

/** Largest PNG file read (`--image`): 256 MiB. */
export const PNG_MAX_BYTES = 256 * 1024 * 1024;

/**
 * Read a PNG file as a grey image (typed errors: DIFFUSION_IMAGE_NOT_FOUND, DIFFUSION_IMAGE_CORRUPT,
 * DIFFUSION_IMAGE_TOO_LARGE beyond `options.maxPixels`).
 */
export function readPng(path: string, options: PngReadOptions = {}): GreyImage {
  const maxPixels = checkMaxPixels(options.maxPixels ?? DEFAULT_MAX_PIXELS);
  let bytes: Buffer;
  try {
    // A regular file of at most PNG_MAX_BYTES: a FIFO or a device is refused before any read.
    bytes = readRegularFile(path, { what: 'image', maxBytes: PNG_MAX_BYTES });
  } catch (err) {
    throw errors.imageNotFound(path, err);
  }
  return decodePng(bytes, JSON.stringify(path), { maxPixels });
}

/** Encode grey levels as an 8-bit greyscale PNG (rounded, clamped to 0..255). */
export function encodePng(img: { readonly rows: number; readonly cols: number; readonly data: ArrayLike<number> }): Buffer {
  const png = new PNG({ width: img.cols, height: img.rows, colorType: 0, inputColorType: 6, bitDepth: 8 });
  const n = img.rows * img.cols;
  for (let p = 0, q = 0; p < n; p++, q += 4) {
    const v = Math.min(255, Math.max(0, Math.round(img.data[p] as number)));
    png.data[q] = v;
    png.data[q + 1] = v;
    png.data[q + 2] = v;
    png.data[q + 3] = 255;
  }
  return PNG.sync.write(png, { colorType: 0, inputColorType: 6, bitDepth: 8 });
}

export function writePng(path: string, img: { readonly rows: number; readonly cols: number; readonly data: ArrayLike<number> }): void {
  writeFileReplacing(path, encodePng(img), { what: 'diffusion image' });
}

/** Box-filter downscale by an integer factor (rows and cols rounded down), values rounded to grey levels. */
export function downscale(img: GreyImage, factor: number): GreyImage {
  if (!Number.isInteger(factor) || factor < 1) throw invalidParameter('downscale factor', 'an integer >= 1', factor);
  const rows = Math.floor(img.rows / factor);
  const cols = Math.floor(img.cols / factor);
  if (rows < 1 || cols < 1) throw invalidParameter('downscale factor', `at most the image size (${img.rows}x${img.cols})`, factor);
  const data = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      let s = 0;
      for (let a = 0; a < factor; a++)
        for (let b = 0; b < factor; b++) s += img.data[(i * factor + a) * img.cols + j * factor + b] as number;
      data[i * cols + j] = Math.round(s / (factor * factor));
    }
  }
  return { rows, cols, data };
}

export interface SyntheticImageOptions {
  readonly rows: number;
  readonly cols: number;
  readonly seed: number;
  /** Number of noisy discs (default: 3 + one per 128x128 pixels). */
  readonly discs?: number;
}

/**
 * A seeded grey image: a smooth, nearly clean gradient background, and a few discs clustered
 * around one point of the image, each at its own grey level with strong uniform noise. Diffusion
 * settles the background within a few iterations and keeps working inside the discs (and longest
 * in the noisiest ones): activity clusters. Values are whole grey levels (an 8-bit image).
 */
export function generateImage(o: SyntheticImageOptions): GreyImage {
  const { rows, cols, seed } = o;
  if (!Number.isInteger(rows) || rows < 1) throw invalidParameter('generated image rows', 'an integer >= 1', rows);
  if (!Number.isInteger(cols) || cols < 1) throw invalidParameter('generated image cols', 'an integer >= 1', cols);
  if (!Number.isInteger(seed) || seed < 0) throw invalidParameter('seed', 'an integer >= 0', seed);
  const rnd = mulberry32(seed);
  const n = o.discs ?? 3 + Math.floor((rows * cols) / (128 * 128));
  if (!Number.isInteger(n) || n < 0) throw invalidParameter('discs', 'an integer >= 0', n);
  const size = Math.min(rows, cols);
  // The cluster's centre, away from the middle so that block tiles see very different loads.
  const cy = rows * (0.2 + 0.6 * rnd());
  const cx = cols * (0.2 + 0.6 * rnd());
  const discs = Array.from({ length: n }, () => {
    const r = size * (0.05 + 0.12 * rnd());
    return {
      y: cy + (rnd() - 0.5) * 0.6 * rows,
      x: cx + (rnd() - 0.5) * 0.6 * cols,
      r2: r * r,
      level: 40 + 175 * rnd(),
      noise: 20 + 40 * rnd(),
    };
  });
  const g0 = 60 + 60 * rnd();
  const gy = (40 * (rnd() - 0.5)) / Math.max(1, rows);
  const gx = (40 * (rnd() - 0.5)) / Math.max(1, cols);
  const data = new Float64Array(rows * cols);
  for (let i = 0; i < rows; i++) {
    for (let j = 0; j < cols; j++) {
      let v = g0 + gy * i + gx * j + (rnd() - 0.5) * 3;
      for (const d of discs) {
        const dy = i - d.y;
        const dx = j - d.x;
        if (dy * dy + dx * dx <= d.r2) v = d.level + (rnd() - 0.5) * 2 * d.noise;
      }
      data[i * cols + j] = Math.min(255, Math.max(0, Math.round(v)));
    }
  }
  return { rows, cols, data };
}
