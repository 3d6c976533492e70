/**
 * Netpbm (PBM/PGM/PPM) reading and writing without dependencies (the seeded generators are
 * ./generate.ts). Bad files raise `ImageError` (./errors.ts) with a stable `code`.
 *
 * Netpbm conventions: PBM 1 = black = object. Grey (PGM) and colour (PPM, averaged to grey)
 * images are thresholded: object = dark pixels (value < threshold, default half of maxval),
 * or bright ones with `invert`.
 */
import { readRegularFile, writeFileReplacing } from '@meshwork/runtime';
import { imageErrors as E, ImageError, imageErrorAt } from './errors.ts';
import type { BinaryImage } from './sequential.ts';

/** Largest image accepted (pixels): 2^28, 256 MiB of bytes per buffer. */
export const MAX_PIXELS = 1 << 28;

export interface ReadOptions {
  /** Grey level below which a pixel is object (PGM/PPM); default (maxval + 1) / 2. */
  readonly threshold?: number;
  /** Object = bright pixels instead of dark ones (PGM/PPM), or 0-pixels of a PBM. */
  readonly invert?: boolean;
}

function isWhite(b: number): boolean {
  return b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d || b === 0x0b || b === 0x0c;
}

/** Header tokenizer: whitespace-separated tokens, `#` comments to end of line. */
class Header {
  pos = 0;
  private readonly buf: Uint8Array;
  private readonly where: string;
  constructor(buf: Uint8Array, where: string) {
    this.buf = buf;
    this.where = where;
  }

  private skipSpaceAndComments(): void {
    const b = this.buf;
    while (this.pos < b.length) {
      const x = b[this.pos] as number;
      if (isWhite(x)) this.pos++;
      else if (x === 0x23) {
        while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
      } else break;
    }
  }

  /** A positive decimal integer (header field or ASCII sample). */
  int(what: string, min: number, max: number): number {
    this.skipSpaceAndComments();
    const start = this.pos;
    let v = 0;
    while (this.pos < this.buf.length) {
      const x = this.buf[this.pos] as number;
      if (x < 0x30 || x > 0x39) break;
      v = v * 10 + (x - 0x30);
      this.pos++;
      if (v > Number.MAX_SAFE_INTEGER / 10) break;
    }
    if (this.pos === start) {
      const got = this.pos >= this.buf.length ? 'end of file' : `byte 0x${(this.buf[this.pos] as number).toString(16).padStart(2, '0')}`;
      throw E.notANumber(this.where, what, start, got);
    }
    if (v < min || v > max) throw E.outOfRange(this.where, what, min, max, v);
    return v;
  }

  /** P1 samples may be packed without whitespace: the next '0' or '1'. */
  bit(what: string): number {
    this.skipSpaceAndComments();
    const x = this.buf[this.pos];
    if (x !== 0x30 && x !== 0x31) {
      const got = x === undefined ? 'end of file' : `byte 0x${x.toString(16).padStart(2, '0')}`;
      throw E.notABit(this.where, what, this.pos, got);
    }
    this.pos++;
    return x - 0x30;
  }

  /** The single whitespace byte that ends a raw header. */
  endOfHeader(): void {
    const x = this.buf[this.pos];
    if (x === undefined || !isWhite(x)) throw E.noHeaderEnd(this.where, this.pos);
    this.pos++;
  }
}

/** Parse a netpbm file's bytes (P1-P6) into a binary image. `where` names it in messages. */
export function parseNetpbm(bytes: Uint8Array, where = 'image', options: ReadOptions = {}): BinaryImage {
  if (bytes.length < 2 || bytes[0] !== 0x50 || bytes[1] === undefined || bytes[1] < 0x31 || bytes[1] > 0x36) {
    const head = Array.from(bytes.subarray(0, 2), (b) => (b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : '?')).join('');
    throw E.notNetpbm(where, head);
  }
  const kind = (bytes[1] as number) - 0x30;
  const h = new Header(bytes, where);
  h.pos = 2;
  const width = h.int('width', 1, MAX_PIXELS);
  const height = h.int('height', 1, MAX_PIXELS);
  if (width * height > MAX_PIXELS) throw E.tooLarge(where, width, height, MAX_PIXELS);
  const n = width * height;
  const data = new Uint8Array(n);
  const invert = options.invert === true;
  if (kind === 1 || kind === 4) {
    if (kind === 1) {
      for (let i = 0; i < n; i++) data[i] = h.bit(`pixel ${i}`);
    } else {
      h.endOfHeader();
      const rowBytes = (width + 7) >> 3;
      const need = rowBytes * height;
      if (bytes.length - h.pos < need) {
        throw E.truncated(where, 4, need, bytes.length - h.pos);
      }
      for (let r = 0; r < height; r++) {
        const row = h.pos + r * rowBytes;
        for (let c = 0; c < width; c++) data[r * width + c] = ((bytes[row + (c >> 3)] as number) >> (7 - (c & 7))) & 1;
      }
    }
    if (invert) for (let i = 0; i < n; i++) data[i] = 1 - (data[i] as number);
    return { width, height, data };
  }
  const maxval = h.int('maxval', 1, 65535);
  const threshold = options.threshold ?? (maxval + 1) / 2;
  if (!(Number.isFinite(threshold) && threshold >= 0)) throw E.badThreshold(threshold);
  const channels = kind === 3 || kind === 6 ? 3 : 1;
  const wide = maxval > 255;
  let next: () => number;
  if (kind === 2 || kind === 3) {
    next = () => h.int('sample', 0, maxval);
  } else {
    h.endOfHeader();
    const need = n * channels * (wide ? 2 : 1);
    if (bytes.length - h.pos < need) {
      throw E.truncated(where, kind, need, bytes.length - h.pos);
    }
    let p = h.pos;
    next = () => {
      const v = wide ? ((bytes[p] as number) << 8) | (bytes[p + 1] as number) : (bytes[p] as number);
      p += wide ? 2 : 1;
      if (v > maxval) throw E.sampleAboveMax(where, v, p, maxval);
      return v;
    };
  }
  for (let i = 0; i < n; i++) {
    let v = next();
    if (channels === 3) v = (v + next() + next()) / 3;
    const dark = v < threshold;
    data[i] = dark !== invert ? 1 : 0;
  }
  return { width, height, data };
}

/** Largest image file read (`--image`): 512 MiB (a 16384 x 16384 8-bit PGM is 256 MiB). */
export const IMAGE_MAX_BYTES = 512 * 1024 * 1024;

/** Read a netpbm file. Missing / unreadable (not a regular file, too large) / corrupt files raise ImageError. */
export function readImage(path: string, options: ReadOptions = {}): BinaryImage {
  let bytes: Uint8Array;
  try {
    // A regular file of at most IMAGE_MAX_BYTES: a FIFO or a device is refused before any read.
    bytes = readRegularFile(path, { what: 'image', maxBytes: IMAGE_MAX_BYTES });
  } catch (err) {
    const code = ((err as { cause?: NodeJS.ErrnoException }).cause ?? (err as NodeJS.ErrnoException)).code;
    if (code === 'ENOENT') throw E.notFound(path, err);
    throw E.unreadable(path, err);
  }
  try {
    return parseNetpbm(bytes, path, options);
  } catch (err) {
    if (err instanceof ImageError && err.path === undefined) throw imageErrorAt(err, path);
    throw err;
  }
}

/** Encode as raw PBM (P4), or plain PBM (P1) with `ascii`. */
export function encodePbm(img: BinaryImage, ascii = false): Uint8Array {
  const { width, height, data } = img;
  if (ascii) {
    const lines = [`P1`, `${width} ${height}`];
    for (let r = 0; r < height; r++) {
      // at most 70 characters per line
      const row = Array.from(data.subarray(r * width, (r + 1) * width), (v) => (v !== 0 ? '1' : '0')).join('');
      for (let i = 0; i < row.length; i += 70) lines.push(row.slice(i, i + 70));
    }
    return new TextEncoder().encode(`${lines.join('\n')}\n`);
  }
  const header = new TextEncoder().encode(`P4\n${width} ${height}\n`);
  const rowBytes = (width + 7) >> 3;
  const out = new Uint8Array(header.length + rowBytes * height);
  out.set(header);
  for (let r = 0; r < height; r++) {
    const row = header.length + r * rowBytes;
    for (let c = 0; c < width; c++)
      if (data[r * width + c] !== 0) out[row + (c >> 3)] = (out[row + (c >> 3)] as number) | (0x80 >> (c & 7));
  }
  return out;
}

/** Encode grey levels 0..255 (row-major, width x height) as raw PGM (P5). */
export function encodePgm(width: number, height: number, grey: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${height}\n255\n`);
  const out = new Uint8Array(header.length + width * height);
  out.set(header);
  out.set(grey.subarray(0, width * height), header.length);
  return out;
}

export function writePbm(path: string, img: BinaryImage, ascii = false): void {
  writeFileReplacing(path, encodePbm(img, ascii), { what: 'thinned image' });
}

/** Input and skeleton in one grey picture: background white, removed pixels light grey, skeleton black. */
export function overlayPgm(input: BinaryImage, skeleton: BinaryImage): Uint8Array {
  const grey = new Uint8Array(input.width * input.height);
  for (let i = 0; i < grey.length; i++) grey[i] = skeleton.data[i] !== 0 ? 0 : input.data[i] !== 0 ? 190 : 255;
  return encodePgm(input.width, input.height, grey);
}

/** ASCII art like the paper's figure 7: '.' object, '*' skeleton, ' ' background. */
export function asciiArt(input: BinaryImage, skeleton?: BinaryImage): string {
  const lines: string[] = [];
  for (let r = 0; r < input.height; r++) {
    let s = '';
    for (let c = 0; c < input.width; c++) {
      const i = r * input.width + c;
      s += skeleton !== undefined && skeleton.data[i] !== 0 ? '*' : input.data[i] !== 0 ? '.' : ' ';
    }
    lines.push(s.trimEnd());
  }
  return lines.join('\n');
}
