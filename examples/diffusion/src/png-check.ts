/**
 * A PNG's structure checked before it is decoded: signature, chunks inside the file, a valid
 * IHDR, a size within the pixel limit, and pixel data (IDAT) that inflates to exactly the bytes
 * the header asks for, with valid filter types. pngjs allocates the pixel buffer from the header
 * and does not check the data length: a short file decoded to whatever memory held.
 */
import { constants, inflateSync } from 'node:zlib';
import { type DiffusionError, errors } from './errors.ts';

/** Default largest image read from a file, in pixels: 2^24 (4096 x 4096). */
export const DEFAULT_MAX_PIXELS = 1 << 24;

const SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Allowed bit depths per colour type, and samples per pixel. */
const COLOUR_TYPES: Readonly<Record<number, { readonly depths: readonly number[]; readonly channels: number; readonly name: string }>> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1, name: 'grey' },
  2: { depths: [8, 16], channels: 3, name: 'RGB' },
  3: { depths: [1, 2, 4, 8], channels: 1, name: 'palette' },
  4: { depths: [8, 16], channels: 2, name: 'grey + alpha' },
  6: { depths: [8, 16], channels: 4, name: 'RGBA' },
};

/** Adam7 passes: x start, y start, x step, y step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

function corrupt(name: string, what: string): DiffusionError {
  return errors.notAPng(name, what);
}

export interface PngHeader {
  readonly width: number;
  readonly height: number;
  readonly bitDepth: number;
  readonly colourType: number;
  readonly interlaced: boolean;
}

/** Check `maxPixels` (an integer >= 1). */
export function checkMaxPixels(maxPixels: unknown): number {
  if (typeof maxPixels !== 'number' || !Number.isSafeInteger(maxPixels) || maxPixels < 1) {
    throw errors.badMaxPixels(maxPixels);
  }
  return maxPixels;
}

/**
 * Check PNG bytes (see the module comment); `name` names the file in messages. Throws
 * DIFFUSION_IMAGE_CORRUPT or DIFFUSION_IMAGE_TOO_LARGE; returns the header.
 */
export function checkPng(bytes: Uint8Array, name: string, maxPixels: number = DEFAULT_MAX_PIXELS): PngHeader {
  if (bytes.length < SIGNATURE.length || SIGNATURE.some((b, i) => bytes[i] !== b)) {
    throw corrupt(name, `expected the 8-byte PNG signature, got ${bytes.length < 8 ? `${bytes.length} bytes in all` : 'other bytes'}`);
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let header: PngHeader | undefined;
  const idat: Uint8Array[] = [];
  let idatBytes = 0;
  let ended = false;
  for (let at = SIGNATURE.length; at < bytes.length && !ended; ) {
    if (bytes.length - at < 12) throw corrupt(name, `expected a chunk header at byte ${at}, got ${bytes.length - at} bytes`);
    const length = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const left = bytes.length - at - 12;
    if (length > left)
      throw corrupt(name, `chunk ${JSON.stringify(type)} at byte ${at} claims ${length} bytes of data, the file holds ${left} more`);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (header === undefined) {
      if (type !== 'IHDR' || length !== 13)
        throw corrupt(name, `expected IHDR (13 bytes) as the first chunk, got ${JSON.stringify(type)} (${length} bytes)`);
      const width = view.getUint32(at + 8);
      const height = view.getUint32(at + 12);
      const bitDepth = data[8] as number;
      const colourType = data[9] as number;
      const interlace = data[12] as number;
      if (width < 1 || height < 1) throw corrupt(name, `expected a width and height >= 1, got ${width}x${height}`);
      const kind = COLOUR_TYPES[colourType];
      if (kind === undefined) throw corrupt(name, `expected colour type 0, 2, 3, 4 or 6, got ${colourType}`);
      if (!kind.depths.includes(bitDepth))
        throw corrupt(name, `expected bit depth ${kind.depths.join(', ')} for ${kind.name}, got ${bitDepth}`);
      if (data[10] !== 0 || data[11] !== 0 || interlace > 1) {
        throw corrupt(name, `expected compression 0, filter 0 and interlace 0 or 1, got ${data[10]}, ${data[11]} and ${interlace}`);
      }
      if (width * height > maxPixels) {
        throw errors.tooLarge(name, width, height, maxPixels);
      }
      header = { width, height, bitDepth, colourType, interlaced: interlace === 1 };
    } else if (type === 'IDAT') {
      idat.push(data);
      idatBytes += length;
    } else if (type === 'IEND') {
      ended = true;
    }
    at += 12 + length;
  }
  if (header === undefined) throw corrupt(name, 'expected an IHDR chunk, got none');
  if (idat.length === 0) throw corrupt(name, `expected pixel data (IDAT chunks) for ${header.width}x${header.height} pixels, got none`);
  const kind = COLOUR_TYPES[header.colourType] as { channels: number };
  const bits = kind.channels * header.bitDepth;
  const rowBytes = (w: number) => 1 + Math.ceil((w * bits) / 8);
  let expected = 0;
  if (header.interlaced) {
    for (const [xs, ys, dx, dy] of ADAM7) {
      const w = header.width > xs ? Math.ceil((header.width - xs) / dx) : 0;
      const h = header.height > ys ? Math.ceil((header.height - ys) / dy) : 0;
      if (w > 0 && h > 0) expected += h * rowBytes(w);
    }
  } else {
    expected = header.height * rowBytes(header.width);
  }
  const compressed = idat.length === 1 ? (idat[0] as Uint8Array) : Buffer.concat(idat, idatBytes);
  let raw: Buffer;
  try {
    // A sync flush: a truncated stream gives what it holds instead of an error, so the length check names it.
    raw = inflateSync(compressed, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: expected + 1 });
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') {
      throw corrupt(name, `expected ${expected} bytes of scanlines for ${header.width}x${header.height} pixels, got more`);
    }
    throw corrupt(name, `pixel data does not inflate (${(err as Error).message})`);
  }
  if (raw.length !== expected) {
    throw corrupt(
      name,
      `expected ${expected} bytes of scanlines for ${header.width}x${header.height} pixels, got ${raw.length} (truncated data?)`,
    );
  }
  if (!header.interlaced) {
    const step = rowBytes(header.width);
    for (let row = 0; row < header.height; row++) {
      const filter = raw[row * step] as number;
      if (filter > 4) throw corrupt(name, `expected filter type 0 to 4 at the start of scanline ${row}, got ${filter}`);
    }
  }
  return header;
}
