/**
 * Inputs: seeded generators of thick binary shapes, and netpbm (PBM/PGM/PPM) reading and
 * writing without dependencies. Bad files raise `ImageError` with a stable `code`.
 *
 * Netpbm conventions: PBM 1 = black = object. Grey (PGM) and colour (PPM, averaged to grey)
 * images are thresholded: object = dark pixels (value < threshold, default half of maxval),
 * or bright ones with `invert`.
 */
import { mulberry32, readRegularFile, writeFileReplacing } from '@meshwork/runtime';
import { imageErrors as E, ImageError, imageErrorAt } from './errors.ts';
import type { BinaryImage } from './sequential.ts';

export type { ImageErrorCode } from './errors.ts';
export { ImageError } from './errors.ts';

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

// ---------------------------------------------------------------------------------------------
// Generators

export const GENERATORS = ['blobs', 'letters', 'rings', 'body', 'noise'] as const;
export type GeneratorKind = (typeof GENERATORS)[number];

export interface GenerateOptions {
  readonly kind: GeneratorKind;
  readonly width: number;
  readonly height: number;
  readonly seed: number;
}

class Canvas {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  constructor(width: number, height: number) {
    this.width = width;
    this.height = height;
    this.data = new Uint8Array(width * height);
  }

  /** Filled ellipse (centre, radii, rotation), value v. */
  ellipse(cx: number, cy: number, rx: number, ry: number, angle: number, v = 1): void {
    const ca = Math.cos(angle);
    const sa = Math.sin(angle);
    const R = Math.max(rx, ry);
    const r0 = Math.max(0, Math.floor(cy - R));
    const r1 = Math.min(this.height - 1, Math.ceil(cy + R));
    const c0 = Math.max(0, Math.floor(cx - R));
    const c1 = Math.min(this.width - 1, Math.ceil(cx + R));
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const dx = c - cx;
        const dy = r - cy;
        const u = (dx * ca + dy * sa) / rx;
        const w = (-dx * sa + dy * ca) / ry;
        if (u * u + w * w <= 1) this.data[r * this.width + c] = v;
      }
    }
  }

  /** Thick segment (a capsule of half-width t). */
  capsule(x0: number, y0: number, x1: number, y1: number, t: number, v = 1): void {
    const r0 = Math.max(0, Math.floor(Math.min(y0, y1) - t));
    const r1 = Math.min(this.height - 1, Math.ceil(Math.max(y0, y1) + t));
    const c0 = Math.max(0, Math.floor(Math.min(x0, x1) - t));
    const c1 = Math.min(this.width - 1, Math.ceil(Math.max(x0, x1) + t));
    const dx = x1 - x0;
    const dy = y1 - y0;
    const len2 = dx * dx + dy * dy;
    for (let r = r0; r <= r1; r++) {
      for (let c = c0; c <= c1; c++) {
        const s = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((c - x0) * dx + (r - y0) * dy) / len2));
        const ex = c - (x0 + s * dx);
        const ey = r - (y0 + s * dy);
        if (ex * ex + ey * ey <= t * t) this.data[r * this.width + c] = v;
      }
    }
  }

  rect(x: number, y: number, w: number, h: number, v = 1): void {
    const r0 = Math.max(0, Math.floor(y));
    const r1 = Math.min(this.height, Math.ceil(y + h));
    const c0 = Math.max(0, Math.floor(x));
    const c1 = Math.min(this.width, Math.ceil(x + w));
    for (let r = r0; r < r1; r++) this.data.fill(v, r * this.width + c0, r * this.width + Math.max(c0, c1));
  }

  image(): BinaryImage {
    return { width: this.width, height: this.height, data: this.data };
  }
}

/** 5x7 block font for the letters generator. */
const FONT: Readonly<Record<string, readonly string[]>> = {
  A: ['01110', '10001', '10001', '11111', '10001', '10001', '10001'],
  B: ['11110', '10001', '10001', '11110', '10001', '10001', '11110'],
  E: ['11111', '10000', '10000', '11110', '10000', '10000', '11111'],
  G: ['01110', '10001', '10000', '10111', '10001', '10001', '01111'],
  H: ['10001', '10001', '10001', '11111', '10001', '10001', '10001'],
  K: ['10001', '10010', '10100', '11000', '10100', '10010', '10001'],
  M: ['10001', '11011', '10101', '10101', '10001', '10001', '10001'],
  N: ['10001', '11001', '10101', '10011', '10001', '10001', '10001'],
  O: ['01110', '10001', '10001', '10001', '10001', '10001', '01110'],
  P: ['11110', '10001', '10001', '11110', '10000', '10000', '10000'],
  R: ['11110', '10001', '10001', '11110', '10100', '10010', '10001'],
  S: ['01111', '10000', '10000', '01110', '00001', '00001', '11110'],
  T: ['11111', '00100', '00100', '00100', '00100', '00100', '00100'],
  W: ['10001', '10001', '10001', '10101', '10101', '11011', '10001'],
  X: ['10001', '10001', '01010', '00100', '01010', '10001', '10001'],
  Y: ['10001', '10001', '01010', '00100', '00100', '00100', '00100'],
  Z: ['11111', '00001', '00010', '00100', '01000', '10000', '11111'],
};
const LETTERS = Object.keys(FONT);

function checkSize(what: string, v: number): void {
  if (!Number.isInteger(v) || v < 1 || v > 1 << 14) throw E.badSize(what, 1 << 14, v);
}

/**
 * A seeded binary image of `kind`:
 * - blobs: overlapping filled ellipses of random size and orientation (thick objects, some merged);
 * - letters: block letters of a 5x7 font, drawn as thick strokes, on random lines;
 * - rings: annuli and discs with holes (objects with holes: the skeleton keeps each loop);
 * - body: a thick human figure like the paper's test pattern (head, trunk, arms, legs) with
 *   seeded jitter, repeated in a grid when the image is wide;
 * - noise: dense random dots smoothed once (many small irregular components: a stress test).
 */
export function generate(o: GenerateOptions): BinaryImage {
  if (!GENERATORS.includes(o.kind)) {
    throw E.badGenerator(GENERATORS, o.kind);
  }
  checkSize('width', o.width);
  checkSize('height', o.height);
  if (!Number.isInteger(o.seed) || o.seed < 0) throw E.badSeed(o.seed);
  const rnd = mulberry32(o.seed);
  const W = o.width;
  const H = o.height;
  const cv = new Canvas(W, H);
  const m = Math.min(W, H);
  switch (o.kind) {
    case 'blobs': {
      // about 25 blobs per m x m square whatever the size: roughly a third of the area, scale-free
      const count = Math.max(3, Math.round((25 * W * H) / (m * m)));
      for (let i = 0; i < count; i++) {
        const rx = m * (0.03 + 0.09 * rnd());
        const ry = rx * (0.35 + 0.65 * rnd());
        cv.ellipse(rnd() * W, rnd() * H, rx, ry, rnd() * Math.PI);
      }
      break;
    }
    case 'letters': {
      const scale = Math.max(1, Math.floor(m / 24));
      const cellW = 6 * scale;
      const cellH = 9 * scale;
      const t = Math.max(0.75, scale * 0.6);
      for (let y = scale; y + 7 * scale <= H; y += cellH) {
        for (let x = scale; x + 5 * scale <= W; x += cellW) {
          if (rnd() < 0.15) continue;
          const glyph = FONT[LETTERS[Math.floor(rnd() * LETTERS.length)] as string] as readonly string[];
          for (let gy = 0; gy < 7; gy++) {
            for (let gx = 0; gx < 5; gx++) {
              if (glyph[gy]?.[gx] !== '1') continue;
              const px = x + gx * scale + scale / 2;
              const py = y + gy * scale + scale / 2;
              // join to the right and downward neighbours with thick strokes
              if (glyph[gy]?.[gx + 1] === '1') cv.capsule(px, py, px + scale, py, t);
              if (glyph[gy + 1]?.[gx] === '1') cv.capsule(px, py, px, py + scale, t);
              if (glyph[gy + 1]?.[gx + 1] === '1' && glyph[gy]?.[gx + 1] !== '1' && glyph[gy + 1]?.[gx] !== '1')
                cv.capsule(px, py, px + scale, py + scale, t);
              if (glyph[gy + 1]?.[gx - 1] === '1' && glyph[gy]?.[gx - 1] !== '1' && glyph[gy + 1]?.[gx] !== '1')
                cv.capsule(px, py, px - scale, py + scale, t);
              cv.capsule(px, py, px, py, t);
            }
          }
        }
      }
      break;
    }
    case 'rings': {
      const count = Math.max(2, Math.round((12 * W * H) / (m * m)));
      for (let i = 0; i < count; i++) {
        const R = m * (0.05 + 0.12 * rnd());
        const cx = rnd() * W;
        const cy = rnd() * H;
        const th = R * (0.25 + 0.35 * rnd());
        cv.ellipse(cx, cy, R, R * (0.6 + 0.4 * rnd()), rnd() * Math.PI);
        const hole = rnd() < 0.8;
        if (hole) cv.ellipse(cx, cy, Math.max(1, R - th), Math.max(1, (R - th) * 0.6), 0, 0);
      }
      break;
    }
    case 'body': {
      // one figure per square cell of side m (the paper's man body, 128x128, in kind)
      const nx = Math.max(1, Math.round(W / m));
      const ny = Math.max(1, Math.round(H / m));
      const cw = W / nx;
      const ch = H / ny;
      for (let iy = 0; iy < ny; iy++) {
        for (let ix = 0; ix < nx; ix++) {
          const s = Math.min(cw, ch);
          const ox = ix * cw + (cw - s) / 2;
          const oy = iy * ch + (ch - s) / 2;
          const j = (k: number) => (rnd() - 0.5) * k * s;
          const P = (x: number, y: number): [number, number] => [ox + x * s, oy + y * s];
          const [hx, hy] = P(0.5 + j(0.02), 0.12);
          cv.ellipse(hx, hy, s * 0.075, s * 0.09, 0);
          const [nx0, ny0] = P(0.5, 0.2);
          cv.capsule(nx0, ny0, nx0, ny0 + s * 0.05, s * 0.035);
          const [tx, ty] = P(0.5, 0.4);
          cv.ellipse(tx, ty, s * 0.12, s * 0.19, 0);
          const sh = P(0.5, 0.27);
          const t = s * (0.035 + j(0.01) * 0.1);
          for (const side of [-1, 1]) {
            const [ex, ey] = [sh[0] + side * s * (0.24 + j(0.04)), sh[1] + s * (0.12 + j(0.08))];
            cv.capsule(sh[0] + side * s * 0.08, sh[1], ex, ey, t);
            cv.capsule(ex, ey, ex + side * s * (0.04 + j(0.04)), ey + s * (0.15 + j(0.05)), t * 0.9);
            const hip = P(0.5 + side * 0.06, 0.56);
            const [kx, ky] = [hip[0] + side * s * (0.06 + j(0.04)), hip[1] + s * 0.18];
            cv.capsule(hip[0], hip[1], kx, ky, t * 1.3);
            cv.capsule(kx, ky, kx + side * s * (0.03 + j(0.03)), ky + s * 0.2, t * 1.1);
          }
        }
      }
      break;
    }
    case 'noise': {
      const raw = new Uint8Array(W * H);
      const density = 0.3 + 0.3 * rnd();
      for (let i = 0; i < raw.length; i++) raw[i] = rnd() < density ? 1 : 0;
      // one majority vote over 3x3 makes irregular thick clumps
      for (let r = 0; r < H; r++) {
        for (let c = 0; c < W; c++) {
          let s = 0;
          for (let dr = -1; dr <= 1; dr++) {
            for (let dc = -1; dc <= 1; dc++) {
              const rr = r + dr;
              const cc = c + dc;
              if (rr >= 0 && rr < H && cc >= 0 && cc < W) s += raw[rr * W + cc] as number;
            }
          }
          cv.data[r * W + c] = s >= 4 ? 1 : 0;
        }
      }
      break;
    }
  }
  return cv.image();
}
