/**
 * The row scans that go a word at a time where aligned, against byte by byte at every alignment
 * of the row's ends: a rank's tile made 0/1 (`binarizeRow`: the same bytes and count of 1s, for
 * rows of zeros, of 0/1 bytes and of any bytes, a PGM's grey levels) and a row's span of 1-pixels
 * (`scanSpan`: the same first and last 1-pixel, empty rows included).
 */
import { mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { binarizeRow } from '../src/program.ts';
import { createSpans, scanSpan } from '../src/sequential.ts';

function byteByByte(data: Uint8Array, from: number, to: number): number {
  let ones = 0;
  for (let c = from; c < to; c++) {
    data[c] = data[c] !== 0 ? 1 : 0;
    ones += data[c] as number;
  }
  return ones;
}

describe('binarizeRow', () => {
  const rnd = mulberry32(11);
  const kinds: Record<string, () => number> = {
    zeros: () => 0,
    'zeros and ones': () => (rnd() < 0.4 ? 1 : 0),
    'runs of ones': () => (rnd() < 0.9 ? 1 : 0),
    'any byte': () => (rnd() < 0.5 ? 0 : Math.floor(rnd() * 256)),
  };
  it.each(Object.keys(kinds))('%s: the bytes and the count of byte-by-byte, every alignment of from and to', (kind) => {
    const draw = kinds[kind] as () => number;
    for (let from = 0; from < 8; from++) {
      for (const len of [0, 1, 3, 4, 5, 7, 8, 31, 64, 67]) {
        const bytes = Uint8Array.from({ length: 88 }, draw);
        const want = bytes.slice();
        const n = byteByByte(want, from, from + len);
        const got = bytes.slice();
        expect(binarizeRow(got, new Int32Array(got.buffer), from, from + len)).toBe(n);
        expect(got).toEqual(want);
      }
    }
  });
});

describe('scanSpan', () => {
  const rnd = mulberry32(12);
  it('finds the first and last 1-pixel of every row as a byte-by-byte scan does, at every alignment', () => {
    const spans = createSpans(1);
    for (let base = 0; base < 8; base++) {
      for (const cols of [1, 2, 3, 4, 5, 8, 9, 33, 70]) {
        // empty, one pixel anywhere, two pixels, a run in the middle
        const rows: number[][] = [[]];
        for (let i = 0; i < 6; i++) rows.push([Math.floor(rnd() * cols)]);
        for (let i = 0; i < 6; i++) rows.push([Math.floor(rnd() * cols), Math.floor(rnd() * cols)]);
        for (const ones of rows) {
          const pix = new Uint8Array(96);
          for (const c of ones) pix[base + c] = 1;
          // 1-pixels outside the row must not be seen
          pix[base + cols] = 1;
          if (base > 0) pix[base - 1] = 1;
          scanSpan(pix, new Int32Array(pix.buffer), base, cols, spans, 0);
          const lo = ones.length === 0 ? cols : Math.min(...ones);
          const hi = ones.length === 0 ? lo - 1 : Math.max(...ones);
          expect([spans.lo[0], spans.hi[0]]).toEqual([lo, ones.length === 0 ? Math.max(-1, hi) : hi]);
        }
      }
    }
  });
});
