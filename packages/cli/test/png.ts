/**
 * A PNG read with node:zlib: 8-bit RGB or RGBA, not interlaced (what Chromium's screenshots are),
 * scanlines unfiltered. Enough to count what a screenshot shows.
 */
import { inflateSync } from 'node:zlib';

export interface Image {
  readonly width: number;
  readonly height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  readonly rgba: Uint8Array;
}

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

export function decodePng(png: Buffer): Image {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Buffer[] = [];
  for (let at = 8; at + 8 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = [body[8], body[9], body[10], body[11], body[12]];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error(`unsupported PNG: bit depth ${depth}, colour type ${colour}, interlace ${interlace}`);
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') idat.push(body);
    else if (type === 'IEND') break;
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  if (raw.length !== height * (stride + 1)) throw new Error(`PNG data of ${raw.length} bytes, expected ${height * (stride + 1)}`);
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)] as number;
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (rows[y * stride + i - channels] as number) : 0;
      const b = y > 0 ? (rows[(y - 1) * stride + i] as number) : 0;
      const c = y > 0 && i >= channels ? (rows[(y - 1) * stride + i - channels] as number) : 0;
      const x = line[i] as number;
      const predicted = filter === 0 ? 0 : filter === 1 ? a : filter === 2 ? b : filter === 3 ? (a + b) >> 1 : paeth(a, b, c);
      if (filter > 4) throw new Error(`PNG filter ${filter} at row ${y}`);
      rows[y * stride + i] = (x + predicted) & 0xff;
    }
  }
  const rgba = new Uint8Array(width * height * 4);
  for (let p = 0; p < width * height; p++) {
    for (let k = 0; k < 3; k++) rgba[p * 4 + k] = rows[p * channels + k] as number;
    rgba[p * 4 + 3] = channels === 4 ? (rows[p * channels + 3] as number) : 255;
  }
  return { width, height, rgba };
}

/** Pixels that differ from the top-left pixel (the page's background), and the distinct colours seen. */
export function inkOf(image: Image): { ink: number; colours: number } {
  const { rgba } = image;
  const bg = [rgba[0], rgba[1], rgba[2]];
  let ink = 0;
  const colours = new Set<number>();
  for (let p = 0; p < rgba.length; p += 4) {
    const r = rgba[p] as number;
    const g = rgba[p + 1] as number;
    const b = rgba[p + 2] as number;
    if (r !== bg[0] || g !== bg[1] || b !== bg[2]) ink++;
    colours.add((r << 16) | (g << 8) | b);
  }
  return { ink, colours: colours.size };
}

/** Pixels of one hue family: clearly blue (b > r + 60) or clearly orange (r > b + 60). */
export function hueCounts(image: Image): { blue: number; orange: number } {
  let blue = 0;
  let orange = 0;
  for (let p = 0; p < image.rgba.length; p += 4) {
    const r = image.rgba[p] as number;
    const b = image.rgba[p + 2] as number;
    if (b > r + 60) blue++;
    if (r > b + 60) orange++;
  }
  return { blue, orange };
}
