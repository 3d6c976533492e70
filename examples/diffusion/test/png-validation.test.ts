/**
 * Issue 13, item 2: PNG input is checked before decoding. A header with no pixel data, pixel data
 * shorter or longer than the header asks for, a bad filter type: DIFFUSION_IMAGE_CORRUPT saying
 * what was expected and what came, the same every time. More pixels than the limit (default 2^24,
 * `maxPixels` / `--max-pixels` to raise it): DIFFUSION_IMAGE_TOO_LARGE before any allocation.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { DiffusionError, DiffusionErrorCodes } from '../src/errors.ts';
import { decodePng, encodePng, generateImage, readPng } from '../src/image.ts';
import { DEFAULT_MAX_PIXELS } from '../src/png-check.ts';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** An 8-bit grey PNG of `width` x `height` whose IDAT holds `raw` (filtered scanlines) deflated. */
function png(width: number, height: number, raw?: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grey
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr)];
  if (raw !== undefined) parts.push(chunk('IDAT', deflateSync(raw)));
  parts.push(chunk('IEND', new Uint8Array(0)));
  return Buffer.concat(parts);
}

/** Filtered scanlines (filter 0) of a width x height grey image. */
function scanlines(width: number, height: number, filter = 0): Uint8Array {
  const raw = new Uint8Array(height * (width + 1));
  for (let r = 0; r < height; r++) {
    raw[r * (width + 1)] = filter;
    for (let c = 0; c < width; c++) raw[r * (width + 1) + 1 + c] = (r * 7 + c) & 0xff;
  }
  return raw;
}

function failure(fn: () => unknown): DiffusionError {
  let caught: unknown;
  try {
    fn();
  } catch (err) {
    caught = err;
  }
  expect(caught).toBeInstanceOf(DiffusionError);
  return caught as DiffusionError;
}

describe('PNG validation', () => {
  it('a valid PNG still decodes exactly', () => {
    const raw = scanlines(5, 3);
    const img = decodePng(png(5, 3, raw));
    expect([img.rows, img.cols]).toEqual([3, 5]);
    expect(Array.from(img.data)).toEqual(Array.from({ length: 15 }, (_, p) => (Math.floor(p / 5) * 7 + (p % 5)) & 0xff));
  });

  it('a 2000x2000 header with no pixel data: DIFFUSION_IMAGE_CORRUPT', () => {
    const err = failure(() => decodePng(png(2000, 2000), 'x.png'));
    expect(err.code).toBe(DiffusionErrorCodes.IMAGE_CORRUPT);
    expect(err.message).toBe('x.png is not a valid PNG: expected pixel data (IDAT chunks) for 2000x2000 pixels, got none');
  });

  it('300x300 with truncated pixel data: the same DIFFUSION_IMAGE_CORRUPT every time', () => {
    const raw = scanlines(300, 300);
    const short = png(300, 300, raw.subarray(0, raw.length >> 1));
    const messages = Array.from({ length: 3 }, () => failure(() => decodePng(short, 'y.png')));
    for (const err of messages) {
      expect(err.code).toBe(DiffusionErrorCodes.IMAGE_CORRUPT);
      expect(err.message).toBe(
        'y.png is not a valid PNG: expected 90300 bytes of scanlines for 300x300 pixels, got 45150 (truncated data?)',
      );
    }
  });

  it('a file cut inside a chunk: DIFFUSION_IMAGE_CORRUPT naming the chunk', () => {
    const whole = encodePng(generateImage({ rows: 300, cols: 300, seed: 4 }));
    const err = failure(() => decodePng(whole.subarray(0, whole.length - 100), 'cut.png'));
    expect(err.code).toBe(DiffusionErrorCodes.IMAGE_CORRUPT);
    expect(err.message).toMatch(
      /^cut\.png is not a valid PNG: chunk "IDAT" at byte \d+ claims \d+ bytes of data, the file holds \d+ more$/,
    );
  });

  it('more pixel data than the header asks for, or a bad filter type: DIFFUSION_IMAGE_CORRUPT', () => {
    const raw = scanlines(4, 4);
    const long = new Uint8Array(raw.length + 5);
    long.set(raw);
    expect(failure(() => decodePng(png(4, 4, long), 'z.png')).message).toBe(
      'z.png is not a valid PNG: expected 20 bytes of scanlines for 4x4 pixels, got more',
    );
    expect(failure(() => decodePng(png(4, 4, scanlines(4, 4, 9)), 'f.png')).message).toBe(
      'f.png is not a valid PNG: expected filter type 0 to 4 at the start of scanline 0, got 9',
    );
  });

  it('a 69-byte PNG claiming 16000x16000 pixels: DIFFUSION_IMAGE_TOO_LARGE before decoding', () => {
    const tiny = png(16000, 16000, new Uint8Array(0));
    expect(tiny.length).toBeLessThan(80);
    const err = failure(() => decodePng(tiny, 'huge.png'));
    expect(err.code).toBe(DiffusionErrorCodes.IMAGE_TOO_LARGE);
    expect(err.message).toBe(
      `huge.png is 16000x16000 = 256000000 pixels, more than the limit of ${DEFAULT_MAX_PIXELS}; expected at most ${DEFAULT_MAX_PIXELS} pixels (raise the limit with --max-pixels)`,
    );
  });

  it('maxPixels lowers or raises the limit', () => {
    const bytes = png(8, 8, scanlines(8, 8));
    expect(failure(() => decodePng(bytes, 'a.png', { maxPixels: 63 })).code).toBe(DiffusionErrorCodes.IMAGE_TOO_LARGE);
    expect(decodePng(bytes, 'a.png', { maxPixels: 64 }).rows).toBe(8);
    expect(failure(() => decodePng(bytes, 'a.png', { maxPixels: 0 })).code).toBe(DiffusionErrorCodes.INVALID_PARAMETER);
  });
});

describe('--max-pixels on the command lines', () => {
  const dir = mkdtempSync(join(tmpdir(), 'meshwork-png-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const file = join(dir, 'small.png');
  writeFileSync(file, png(16, 16, scanlines(16, 16)));
  const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));

  it('an image above --max-pixels: exit 2, one line naming the limit', () => {
    const r = spawnSync(process.execPath, [cli, '--image', file, '--max-pixels', '100'], { encoding: 'utf8', timeout: 30_000 });
    expect(r.status).toBe(2);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`[${DiffusionErrorCodes.IMAGE_TOO_LARGE}]`);
    expect(r.stderr).toContain('16x16 = 256 pixels, more than the limit of 100');
  });

  it('readPng takes the limit too', () => {
    expect(failure(() => readPng(file, { maxPixels: 100 })).code).toBe(DiffusionErrorCodes.IMAGE_TOO_LARGE);
    expect(readPng(file, { maxPixels: 256 }).cols).toBe(16);
  });
});
