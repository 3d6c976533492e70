/**
 * Inputs: netpbm reading/writing round-trips in every variant (P1-P6, comments, 16-bit), bad
 * files give typed ImageErrors (missing, unreadable, not netpbm, truncated, corrupt header or
 * samples), generators are seeded and validate their arguments.
 */
import { lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ImageError, type ImageErrorCode } from '../src/errors.ts';
import { GENERATORS, generate } from '../src/generate.ts';
import { encodePbm, encodePgm, parseNetpbm, readImage, writePbm } from '../src/images.ts';
import type { BinaryImage } from '../src/sequential.ts';

const dir = mkdtempSync(join(tmpdir(), 'thinning-images-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const enc = (s: string) => new TextEncoder().encode(s);

function errorOf(fn: () => unknown): ImageError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(ImageError);
    return err as ImageError;
  }
  throw new Error('expected an ImageError');
}

const sample: BinaryImage = { width: 11, height: 3, data: Uint8Array.from({ length: 33 }, (_, i) => ((i * 7) % 5 < 2 ? 1 : 0)) };

describe('netpbm', () => {
  it.each([false, true])('PBM round trip (ascii %s), widths not a multiple of 8', (ascii) => {
    const path = join(dir, `rt-${ascii}.pbm`);
    writePbm(path, sample, ascii);
    const back = readImage(path);
    expect(back.width).toBe(11);
    expect(back.height).toBe(3);
    expect([...back.data]).toEqual([...sample.data]);
  });

  it('P1 with comments and packed digits, P2/P3/P5/P6 thresholded (dark = object), 16-bit P5, invert', () => {
    expect([...parseNetpbm(enc('P1\n# a comment\n3 2\n101\n0 1 0\n')).data]).toEqual([1, 0, 1, 0, 1, 0]);
    expect([...parseNetpbm(enc('P2 3 1 255 0 128 255')).data]).toEqual([1, 0, 0]);
    expect([...parseNetpbm(enc('P2 3 1 255 0 128 255'), 'x', { threshold: 200 }).data]).toEqual([1, 1, 0]);
    expect([...parseNetpbm(enc('P2 3 1 255 0 128 255'), 'x', { invert: true }).data]).toEqual([0, 1, 1]);
    expect([...parseNetpbm(enc('P3 2 1 255  0 0 0  255 255 255')).data]).toEqual([1, 0]);
    const p5 = encodePgm(4, 1, Uint8Array.from([0, 100, 200, 255]));
    expect([...parseNetpbm(p5).data]).toEqual([1, 1, 0, 0]);
    const p6 = new Uint8Array([...enc('P6\n2 1\n255\n'), 10, 10, 10, 250, 250, 250]);
    expect([...parseNetpbm(p6).data]).toEqual([1, 0]);
    const wide = new Uint8Array([...enc('P5 2 1 65535\n'), 0x00, 0x10, 0xff, 0x00]);
    expect([...parseNetpbm(wide).data]).toEqual([1, 0]);
    expect([...parseNetpbm(encodePbm(sample), 'x', { invert: true }).data]).toEqual([...sample.data].map((v) => 1 - v));
  });

  it.each<[string, Uint8Array, ImageErrorCode, RegExp]>([
    ['empty file', new Uint8Array(0), 'IMAGE_UNSUPPORTED', /not a netpbm image/],
    ['a PNG', Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]), 'IMAGE_UNSUPPORTED', /not a netpbm image/],
    ['P7 (PAM)', enc('P7\nWIDTH 2\n'), 'IMAGE_UNSUPPORTED', /magic P1 to P6/],
    ['missing height', enc('P4\n12\n'), 'IMAGE_CORRUPT', /expected height/],
    ['zero width', enc('P1 0 3\n'), 'IMAGE_CORRUPT', /width must be between 1/],
    [
      'truncated P4 raster',
      new Uint8Array([...enc('P4\n16 4\n'), 1, 2, 3]),
      'IMAGE_CORRUPT',
      /truncated P4 raster: expected 8 bytes, got 3/,
    ],
    ['truncated P5 raster', new Uint8Array([...enc('P5\n4 4\n255\n'), 1, 2]), 'IMAGE_CORRUPT', /truncated P5 raster/],
    ['P1 with a bad digit', enc('P1 2 2 1 0 2 1'), 'IMAGE_CORRUPT', /expected pixel 2/],
    ['P1 too short', enc('P1 2 2 1 0 1'), 'IMAGE_CORRUPT', /end of file/],
    ['P2 sample above maxval', enc('P2 2 1 15 3 16'), 'IMAGE_CORRUPT', /sample must be between 0 and 15, got 16/],
    ['maxval 0', enc('P5 1 1 0\n\0'), 'IMAGE_CORRUPT', /maxval must be between 1 and 65535/],
    ['too many pixels', enc('P4 100000 100000\n'), 'IMAGE_UNSUPPORTED', /larger than/],
    ['no whitespace after a raw header', enc('P5 1 1 255'), 'IMAGE_CORRUPT', /whitespace byte after the header/],
  ])('%s: ImageError %s', (_name, bytes, code, message) => {
    const path = join(dir, `bad-${code}-${bytes.length}.pnm`);
    writeFileSync(path, bytes);
    const err = errorOf(() => readImage(path));
    expect(err.code).toBe(code);
    expect(err.message).toMatch(message);
    expect(err.path).toBe(path);
    expect(err.message.startsWith(path)).toBe(true);
  });

  it('missing file: IMAGE_NOT_FOUND; a directory: IMAGE_UNREADABLE', () => {
    const missing = join(dir, 'nope.pbm');
    const a = errorOf(() => readImage(missing));
    expect(a.code).toBe('IMAGE_NOT_FOUND');
    expect(a.message).toBe(`${missing}: no such file`);
    const sub = join(dir, 'a-directory.pbm');
    mkdirSync(sub);
    const b = errorOf(() => readImage(sub));
    expect(b.code).toBe('IMAGE_UNREADABLE');
    expect(b.message).toMatch(/expected a regular file .*got a directory/);
  });
});

describe('generators', () => {
  it.each(GENERATORS)('%s: seeded, binary, thick (has pixels with 8 object neighbours)', (kind) => {
    const a = generate({ kind, width: 120, height: 90, seed: 5 });
    const b = generate({ kind, width: 120, height: 90, seed: 5 });
    const c = generate({ kind, width: 120, height: 90, seed: 6 });
    expect([...a.data]).toEqual([...b.data]);
    expect([...a.data]).not.toEqual([...c.data]);
    expect(a.data.every((v) => v === 0 || v === 1)).toBe(true);
    let interior = 0;
    for (let r = 1; r < 89; r++) {
      for (let col = 1; col < 119; col++) {
        let s = 0;
        for (let dr = -1; dr <= 1; dr++) for (let dc = -1; dc <= 1; dc++) s += a.data[(r + dr) * 120 + col + dc] as number;
        if (s === 9) interior++;
      }
    }
    expect(interior).toBeGreaterThan(20);
  });

  it.each<[string, Parameters<typeof generate>[0], RegExp]>([
    ['unknown kind', { kind: 'spirals' as never, width: 10, height: 10, seed: 1 }, /generator must be one of/],
    ['zero width', { kind: 'blobs', width: 0, height: 10, seed: 1 }, /width must be an integer between 1/],
    ['fractional height', { kind: 'blobs', width: 10, height: 2.5, seed: 1 }, /height must be/],
    ['negative seed', { kind: 'body', width: 10, height: 10, seed: -1 }, /seed must be an integer >= 0/],
  ])('%s: ImageError IMAGE_INVALID', (_name, o, message) => {
    const err = errorOf(() => generate(o));
    expect(err.code).toBe('IMAGE_INVALID');
    expect(err.message).toMatch(message);
  });
});

describe('writePbm onto a planted symlink', () => {
  it('replaces the link with the image and leaves its target alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mw-pbm-link-'));
    try {
      const target = join(dir, 'target.txt');
      writeFileSync(target, 'keep me');
      const out = join(dir, 'out.pbm');
      symlinkSync(target, out);
      writePbm(out, { width: 2, height: 1, data: Uint8Array.of(1, 0) });
      expect(readFileSync(target, 'utf8')).toBe('keep me');
      expect(lstatSync(out).isSymbolicLink()).toBe(false);
      expect(readImage(out)).toMatchObject({ width: 2, height: 1 });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
