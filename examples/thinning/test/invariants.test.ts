/**
 * The thinning operator itself (sequential, no threads):
 * - topology preservation PROVED for every image by checking Ronse's sufficient conditions
 *   exhaustively over every window that decides them (8-connected objects, 4-connected background);
 * - on every 4x4 image (all 65 536), and on seeded generated images of every kind: same number of
 *   8-connected components and of holes before and after, no pixel added, idempotent on its
 *   output (thinning the result removes nothing), and thin: no 2x2 block of 1-pixels whose four
 *   pixels are all `edge` pixels (deletable by the Zhang-Suen test). Blocks of four simple pixels
 *   can survive (edge() is stricter than simplicity: A(P) = 1 refuses some simple pixels), so that
 *   is not asserted; on the smooth generators (blobs, letters, rings, body) 2x2 blocks are left only
 *   at junctions: fewer than one per 50 skeleton pixels.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countOnes, holes, isSubset, objectComponents, thinness, yokoi8 } from '../src/analysis.ts';
import { GENERATORS, generate } from '../src/generate.ts';
import { type BinaryImage, EDGE_LUT, thinOnce, thinSequential } from '../src/sequential.ts';

function img(w: number, h: number, bits: (i: number) => number): BinaryImage {
  return { width: w, height: h, data: Uint8Array.from({ length: w * h }, (_, i) => bits(i)) };
}

function at(im: BinaryImage, r: number, c: number): number {
  return r < 0 || c < 0 || r >= im.height || c >= im.width ? 0 : (im.data[r * im.width + c] as number);
}

function isEdge(im: BinaryImage, r: number, c: number): boolean {
  const col = (cc: number) => at(im, r - 1, cc) | (at(im, r, cc) << 1) | (at(im, r + 1, cc) << 2);
  return EDGE_LUT[(col(c - 1) << 6) | (col(c) << 3) | col(c + 1)] === 1;
}

/** 2x2 blocks of ones whose four pixels are all edge pixels. */
function edgeBlocks(im: BinaryImage): number {
  let n = 0;
  for (let r = 0; r + 1 < im.height; r++) {
    for (let c = 0; c + 1 < im.width; c++) {
      const cells: [number, number][] = [
        [r, c],
        [r, c + 1],
        [r + 1, c],
        [r + 1, c + 1],
      ];
      if (cells.every(([y, x]) => at(im, y, x) === 1 && isEdge(im, y, x))) n++;
    }
  }
  return n;
}

function checkInvariants(input: BinaryImage): { iterations: number; out: BinaryImage } {
  const res = thinSequential(input);
  const out = res.image;
  expect(objectComponents(out)).toBe(objectComponents(input));
  expect(holes(out)).toBe(holes(input));
  expect(isSubset(out, input)).toBe(true);
  expect(thinOnce(out).removed).toBe(0);
  expect(edgeBlocks(out)).toBe(0);
  expect(res.removed[res.removed.length - 1]).toBe(0);
  expect(res.ones[0]).toBe(input.data.reduce((s, v) => s + v, 0));
  return { iterations: res.iterations, out };
}

describe('the edge predicate (Zhang-Suen deletability)', () => {
  it('has 2 <= B <= 6 and exactly one 0->1 transition in N, NE, E, SE, S, SW, W, NW', () => {
    // spot checks: an end of a line (B = 1), a corner of a block, a bridge (A = 2), interior (B = 8)
    const line = img(3, 3, (i) => [0, 0, 0, 0, 1, 1, 0, 0, 0][i] as number);
    expect(isEdge(line, 1, 1)).toBe(false);
    const corner = img(3, 3, (i) => [0, 0, 0, 0, 1, 1, 0, 1, 1][i] as number);
    expect(isEdge(corner, 1, 1)).toBe(true);
    const bridge = img(3, 3, (i) => [0, 1, 0, 0, 1, 0, 0, 1, 0][i] as number);
    expect(isEdge(bridge, 1, 1)).toBe(false);
    const inner = img(3, 3, () => 1);
    expect(isEdge(inner, 1, 1)).toBe(false);
    // 256 neighbourhoods with P = 1, against a direct count
    let edges = 0;
    for (let m = 0; m < 256; m++) {
      const ring = Array.from({ length: 8 }, (_, k) => (m >> k) & 1); // N, NE, E, SE, S, SW, W, NW
      const b = ring.reduce((s, x) => s + x, 0);
      const a = ring.filter((x, k) => x === 0 && ring[(k + 1) % 8] === 1).length;
      const pos = [
        [0, 1],
        [0, 2],
        [1, 2],
        [2, 2],
        [2, 1],
        [2, 0],
        [1, 0],
        [0, 0],
      ];
      const grid = new Uint8Array(9);
      grid[4] = 1;
      for (const [k, [r, c]] of pos.entries()) grid[(r as number) * 3 + (c as number)] = ring[k] as number;
      const want = b >= 2 && b <= 6 && a === 1;
      expect(isEdge({ width: 3, height: 3, data: grid }, 1, 1)).toBe(want);
      if (want) edges++;
    }
    expect(edges).toBe(EDGE_LUT.reduce((s, x) => s + x, 0));
  });
});

describe("Ronse's conditions (8, 4): the operator preserves topology on every image", () => {
  it('(1) every deleted pixel is simple (all 2^15 4x4 windows around P)', () => {
    let deleted = 0;
    for (let m = 0; m < 1 << 16; m++) {
      if (((m >> 5) & 1) === 0) continue; // P at (1, 1) of a 4x4 window: its whole support
      const im = img(4, 4, (i) => (m >> i) & 1);
      if (thinOnce(im).image.data[5] === 0) {
        deleted++;
        expect(yokoi8(im, 1, 1)).toBe(1);
      }
    }
    expect(deleted).toBeGreaterThan(1000);
  });

  it.each([
    ['horizontal', 5, 4, 6, 7],
    ['vertical', 4, 5, 5, 9],
  ] as const)('(2) two 4-adjacent deleted pixels form a simple set (%s pairs, all 2^18 windows)', (_name, w, h, p, q) => {
    let both = 0;
    for (let m = 0; m < 1 << (w * h); m++) {
      if (((m >> p) & 1) === 0 || ((m >> q) & 1) === 0) continue;
      const im = img(w, h, (i) => (m >> i) & 1);
      const out = thinOnce(im).image;
      if (out.data[p] !== 0 || out.data[q] !== 0) continue;
      both++;
      const d = im.data.slice();
      d[p] = 0;
      expect(yokoi8({ width: w, height: h, data: d }, Math.floor(q / w), q % w)).toBe(1);
    }
    expect(both).toBeGreaterThan(1000);
  });

  it('(3) no component that fits in a 2x2 square disappears', () => {
    for (let m = 1; m < 16; m++) {
      const out = thinOnce(img(2, 2, (i) => (m >> i) & 1)).image;
      expect(out.data.some((v) => v !== 0)).toBe(true);
    }
  });
});

describe('invariants on images', () => {
  it('every 4x4 image: topology kept, nothing added, idempotent, thin', () => {
    for (let m = 0; m < 1 << 16; m++) {
      const im = img(4, 4, (i) => (m >> i) & 1);
      const out = thinSequential(im).image;
      if (objectComponents(out) !== objectComponents(im) || holes(out) !== holes(im) || !isSubset(out, im) || thinOnce(out).removed !== 0) {
        throw new Error(`4x4 image ${m} breaks an invariant`);
      }
    }
  });

  it('known shapes: a 2x2 block keeps its NW pixel; a thick bar becomes a line; a square ring stays a loop', () => {
    const block = thinSequential(img(2, 2, () => 1)).image;
    expect([...block.data]).toEqual([1, 0, 0, 0]);
    // 5 x 20 bar -> a 1-pixel-wide horizontal line
    const bar = checkInvariants(img(20, 5, () => 1)).out;
    expect(thinness(bar).blocks).toBe(0);
    let perRow = 0;
    for (let r = 0; r < 5; r++)
      perRow = Math.max(
        perRow,
        bar.data.subarray(r * 20, r * 20 + 20).reduce((s, v) => s + v, 0),
      );
    expect(perRow).toBeGreaterThan(10);
    const ring = img(16, 16, (i) => {
      const r = Math.floor(i / 16);
      const c = i % 16;
      return r >= 2 && r < 14 && c >= 2 && c < 14 && !(r >= 6 && r < 10 && c >= 6 && c < 10) ? 1 : 0;
    });
    const out = checkInvariants(ring).out;
    expect(holes(out)).toBe(1);
  });

  it.each(GENERATORS.flatMap((kind) => [1, 2, 3].map((seed) => [kind, seed] as const)))('generated %s seed %i', (kind, seed) => {
    const input = generate({ kind, width: 96 + seed * 13, height: 80 + seed * 7, seed });
    const { iterations, out } = checkInvariants(input);
    expect(iterations).toBeGreaterThan(1);
    // smooth shapes: 2x2 blocks survive only at junctions, rarely (none is made of 4 edge pixels)
    if (kind !== 'noise') expect(thinness(out).blocks * 50).toBeLessThanOrEqual(countOnes(out));
  });

  it('random small images (fast-check): topology kept, nothing added, idempotent, thin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 14 }),
        fc.double({ min: 0.2, max: 0.9, noNaN: true }),
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        (w, h, density, seed) => {
          let s = seed >>> 0;
          const rnd = () => {
            s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
            return s / 2 ** 32;
          };
          checkInvariants(img(w, h, () => (rnd() < density ? 1 : 0)));
        },
      ),
      { numRuns: 400, seed: 20240601 },
    );
  });
});
