/**
 * Pure decomposition arithmetic (seeded fast-check): block cuts, cut validation, hyperplane
 * shifts and flows, tiles partitioning the grid, and strided box copies (pack/unpack/copy).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCodes, MeshworkError } from '../src/errors.ts';
import {
  blockCuts,
  checkCuts,
  type Decomposition,
  flowCuts,
  intersect,
  procCoords,
  procIndex,
  shiftCuts,
  tileBox,
  volume,
} from '../src/mesh/decomposition.ts';
import { copyBox, fillShell, packBox, rowMajorStrides, unpackBox } from '../src/mesh/strided.ts';

const SEED = 42;
const check = <T extends unknown[]>(prop: fc.IProperty<T>, numRuns = 200): void => fc.assert(prop, { seed: SEED, numRuns });

const product = (xs: readonly number[]): number => xs.reduce((a, b) => a * b, 1);
const sizes = (cuts: readonly number[]): number[] => cuts.slice(1).map((c, p) => c - (cuts[p] as number));

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return (err as MeshworkError).code;
  }
  return undefined;
}

/** Cut points of n into P parts of at least `min` each (n >= P * min). */
const cutsArb = (n: number, P: number, min: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 0, max: n - P * min }), { minLength: P - 1, maxLength: P - 1 }).map((xs) => {
    const s = [...xs].sort((a, b) => a - b);
    const cuts = [0];
    for (let p = 1; p < P; p++) cuts.push((s[p - 1] as number) + p * min);
    cuts.push(n);
    return cuts;
  });

/** A k-D decomposition with random (valid, parts >= min) cut points. */
const decompositionArb = (maxK: number, min = 1): fc.Arbitrary<Decomposition> =>
  fc
    .array(
      fc
        .integer({ min: 1, max: 4 })
        .chain((P) => fc.integer({ min: P * min, max: P * min + 9 }).chain((n) => cutsArb(n, P, min).map((c) => ({ n, P, c })))),
      { minLength: 1, maxLength: maxK },
    )
    .map((axes) => ({ shape: axes.map((x) => x.n), procDims: axes.map((x) => x.P), cuts: axes.map((x) => x.c) }));

describe('blockCuts', () => {
  it('starts at 0, ends at n, is non-decreasing and balanced within 1 (larger parts first)', () => {
    check(
      fc.property(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 1, max: 64 }), (n, parts) => {
        const c = blockCuts(n, parts);
        expect(c).toHaveLength(parts + 1);
        expect(c[0]).toBe(0);
        expect(c[parts]).toBe(n);
        const s = sizes(c);
        expect(s.reduce((a, b) => a + b, 0)).toBe(n);
        expect(s.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
        expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
        // The first n mod parts parts get the extra element.
        expect(s).toEqual(s.map((_, p) => Math.floor(n / parts) + (p < n % parts ? 1 : 0)));
      }),
    );
  });

  it('passes checkCuts whenever every part can hold minExtent', () => {
    check(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 20 }), (P, min, extra) => {
        const n = P * min + extra;
        expect(checkCuts([n], [P], [blockCuts(n, P)], [min])).toEqual([blockCuts(n, P)]);
      }),
    );
  });
});

describe('checkCuts', () => {
  it('accepts valid cuts and returns copies', () => {
    check(
      fc.property(decompositionArb(3, 2), (d) => {
        const input = d.cuts.map((c) => c.slice());
        const out = checkCuts(
          d.shape,
          d.procDims,
          input,
          d.shape.map(() => 2),
        );
        expect(out).toEqual(d.cuts);
        expect(out[0]).not.toBe(input[0]);
      }),
    );
  });

  it('rejects every corruption of valid cuts with MW_INVALID_DECOMPOSITION', () => {
    type Corruption = (c: number[], n: number, min: number) => unknown;
    const corruptions: Record<string, Corruption> = {
      'missing a point': (c) => c.slice(1),
      'an extra point': (c) => [...c, c[c.length - 1]],
      'not starting at 0': (c) => [1, ...c.slice(1)],
      'not ending at n': (c, n) => [...c.slice(0, -1), n + 1],
      'ending short of n': (c, n) => [...c.slice(0, -1), n - 1],
      'a non-integer point': (c) => (c.length > 2 ? [c[0], (c[1] as number) + 0.5, ...c.slice(2)] : [0.5, c[1]]),
      'a NaN point': (c) => (c.length > 2 ? [c[0], Number.NaN, ...c.slice(2)] : [Number.NaN, c[1]]),
      'a string point': (c) => c.map(String),
      'not an array': () => 'cuts',
      'a part thinner than minExtent': (c, _n, min) => {
        // Move the first interior cut (or, with one part, demand more than the grid has) inwards.
        const d = c.slice();
        if (d.length > 2) d[1] = (d[0] as number) + min - 1;
        else d[1] = min - 1;
        return d;
      },
      'decreasing points': (c) => {
        const d = c.slice();
        if (d.length > 2) [d[1], d[2]] = [d[2] as number, d[1] as number];
        else d.reverse();
        return d;
      },
    };
    check(
      fc.property(decompositionArb(3, 2), fc.constantFrom(...Object.keys(corruptions)), fc.nat(), (d, name, pick) => {
        const a = pick % d.shape.length;
        const n = d.shape[a] as number;
        const cuts: unknown[] = d.cuts.map((c) => c.slice());
        cuts[a] = (corruptions[name] as Corruption)(d.cuts[a] as number[], n, 2);
        // Some corruptions are no-ops on degenerate cuts (e.g. swapping two equal-spaced points
        // of a 2-part axis still needs the parts to shrink below 2): only test real changes.
        fc.pre(JSON.stringify(cuts[a]) !== JSON.stringify(d.cuts[a]));
        expect(
          codeOf(() =>
            checkCuts(
              d.shape,
              d.procDims,
              cuts,
              d.shape.map(() => 2),
            ),
          ),
        ).toBe(ErrorCodes.INVALID_DECOMPOSITION);
      }),
      400,
    );
  });

  it('rejects a cuts list with the wrong number of axes', () => {
    expect(codeOf(() => checkCuts([4, 4], [2, 2], [[0, 2, 4]], [1, 1]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    expect(codeOf(() => checkCuts([4], [2], undefined, [1]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
  });
});

describe('shiftCuts and flowCuts', () => {
  /** A decomposition, an axis with >= 2 parts, a boundary and a count that keeps parts >= 1. */
  const shiftArb = decompositionArb(3)
    .filter((d) => d.procDims.some((P) => P >= 2))
    .chain((d) => {
      const axes = d.procDims.flatMap((P, a) => (P >= 2 ? [a] : []));
      return fc.constantFrom(...axes).chain((axis) =>
        fc.integer({ min: 1, max: (d.procDims[axis] as number) - 1 }).chain((b) => {
          const c = d.cuts[axis] as number[];
          const down = (c[b] as number) - (c[b - 1] as number) - 1;
          const up = (c[b + 1] as number) - (c[b] as number) - 1;
          return fc.integer({ min: -up, max: down }).map((count) => ({ d, axis, b, count }));
        }),
      );
    });

  it('a shift moves count planes from part b-1 to part b, conserving the total', () => {
    check(
      fc.property(shiftArb, ({ d, axis, b, count }) => {
        const before = d.cuts.map((c) => c.slice());
        const out = shiftCuts(d, axis, b, count);
        expect(d.cuts).toEqual(before); // input untouched
        for (const [a, c] of out.entries()) {
          expect(c[0]).toBe(0);
          expect(c[c.length - 1]).toBe(d.shape[a]);
          expect(sizes(c).reduce((x, y) => x + y, 0)).toBe(d.shape[a]);
          if (a !== axis) expect(c).toEqual(d.cuts[a]);
        }
        const was = sizes(d.cuts[axis] as number[]);
        const now = sizes(out[axis] as number[]);
        const want = was.slice();
        want[b - 1] = (want[b - 1] as number) - count;
        want[b] = (want[b] as number) + count;
        expect(now).toEqual(want);
        // Still monotone with parts >= 1, and undone by the opposite shift.
        expect(
          checkCuts(
            d.shape,
            d.procDims,
            out,
            d.shape.map(() => 1),
          ),
        ).toEqual(out);
        expect(shiftCuts({ ...d, cuts: out }, axis, b, -count)).toEqual(d.cuts);
      }),
    );
  });

  const flowArb = decompositionArb(3)
    .filter((d) => d.procDims.some((P) => P >= 2))
    .chain((d) => {
      const axes = d.procDims.flatMap((P, a) => (P >= 2 ? [a] : []));
      return fc.constantFrom(...axes).chain((axis) => {
        const P = d.procDims[axis] as number;
        const n = d.shape[axis] as number;
        // Random target cuts (parts >= 1): the flows that reach them.
        return cutsArb(n, P, 1).map((target) => {
          const c = d.cuts[axis] as number[];
          const flows = target.slice(1, P).map((t, i) => (c[i + 1] as number) - t);
          return { d, axis, flows, target };
        });
      });
    });

  it('flows reach the target cuts, conserve every part balance and equal successive shifts', () => {
    check(
      fc.property(flowArb, ({ d, axis, flows, target }) => {
        const out = flowCuts(d, axis, flows);
        expect(out[axis]).toEqual(target);
        for (const [a, c] of out.entries()) {
          expect(c[c.length - 1]).toBe(d.shape[a]);
          if (a !== axis) expect(c).toEqual(d.cuts[a]);
        }
        // size_p' = size_p + inflow from below - outflow above (zero at the ends).
        const f = [0, ...flows, 0];
        const was = sizes(d.cuts[axis] as number[]);
        expect(sizes(out[axis] as number[])).toEqual(was.map((s, p) => s + (f[p] as number) - (f[p + 1] as number)));
        expect(sizes(out[axis] as number[]).reduce((x, y) => x + y, 0)).toBe(d.shape[axis]);
        // The P + 1 form with zero ends is the same request.
        expect(flowCuts(d, axis, f)).toEqual(out);
        // The same as one shift per boundary.
        let cur: Decomposition = d;
        flows.forEach((x, i) => {
          cur = { ...cur, cuts: shiftCuts(cur, axis, i + 1, x) };
        });
        expect(cur.cuts).toEqual(out);
      }),
    );
  });

  it('rejects bad axes, boundaries, counts and flow lists with MW_INVALID_DECOMPOSITION', () => {
    const d: Decomposition = { shape: [10, 6], procDims: [3, 2], cuts: [blockCuts(10, 3), blockCuts(6, 2)] };
    const bad: (() => unknown)[] = [
      () => shiftCuts(d, 2, 1, 1),
      () => shiftCuts(d, -1, 1, 1),
      () => shiftCuts(d, 0, 0, 1),
      () => shiftCuts(d, 0, 3, 1),
      () => shiftCuts(d, 0, 1.5, 1),
      () => shiftCuts(d, 0, 1, 0.5),
      () => shiftCuts(d, 0, 1, Number.NaN),
      () => flowCuts(d, 2, [0, 0]),
      () => flowCuts(d, 0, [1]),
      () => flowCuts(d, 0, [0, 1, 2]),
      () => flowCuts(d, 0, [1, 0.5]),
    ];
    for (const fn of bad) expect(codeOf(fn)).toBe(ErrorCodes.INVALID_DECOMPOSITION);
  });
});

describe('tileBox', () => {
  it('the tiles of all processors partition the grid exactly', () => {
    check(
      fc.property(decompositionArb(3), (d) => {
        const nprocs = product(d.procDims);
        const tiles = Array.from({ length: nprocs }, (_, i) => {
          const pc = procCoords(d.procDims, i);
          expect(procIndex(d.procDims, pc)).toBe(i);
          return tileBox(d, pc);
        });
        expect(tiles.reduce((s, t) => s + volume(t), 0)).toBe(product(d.shape));
        for (let i = 0; i < nprocs; i++) {
          for (let j = i + 1; j < nprocs; j++) expect(intersect(tiles[i] as never, tiles[j] as never)).toBeUndefined();
        }
        // Every cell is in exactly one tile.
        const owners = new Int32Array(product(d.shape));
        const strides = rowMajorStrides(d.shape);
        for (const t of tiles) {
          const ext = t.hi.map((h, a) => h - (t.lo[a] as number));
          if (ext.some((e) => e <= 0)) continue;
          const g = t.lo.slice();
          for (;;) {
            const at = g.reduce((o, v, a) => o + v * (strides[a] as number), 0);
            owners[at] = (owners[at] as number) + 1;
            let a = g.length - 1;
            for (; a >= 0; a--) {
              g[a] = (g[a] as number) + 1;
              if ((g[a] as number) < (t.hi[a] as number)) break;
              g[a] = t.lo[a] as number;
            }
            if (a < 0) break;
          }
        }
        expect(owners.every((o) => o === 1)).toBe(true);
      }),
    );
  });
});

describe('copyBox / packBox / unpackBox', () => {
  const CTORS = [Float64Array, Float32Array, Int32Array, Uint8Array, Int16Array, BigInt64Array] as const;
  type Ctor = (typeof CTORS)[number];

  /**
   * Array dims (k = 1..4) and a box inside them; the last axis up to 40, so that runs along it
   * are both shorter and longer than copyBox's element-by-element limit (16).
   */
  const boxIn = (k: number) =>
    fc
      .tuple(fc.array(fc.integer({ min: 1, max: 6 }), { minLength: k - 1, maxLength: k - 1 }), fc.integer({ min: 1, max: 40 }))
      .map(([lead, last]) => [...lead, last])
      .chain((dims) =>
        fc
          .tuple(...dims.map((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n }))))
          .map((pairs) => ({ dims, at: pairs.map(([x, y]) => Math.min(x, y)), extent: pairs.map(([x, y]) => Math.abs(x - y)) })),
      );

  function filled(C: Ctor, n: number, seed: number): InstanceType<Ctor> {
    const a = new C(n);
    for (let i = 0; i < n; i++)
      (a as unknown as (number | bigint)[])[i] = C === BigInt64Array ? BigInt(i * 7 + seed) : ((i * 7 + seed) % 100) + 1;
    return a;
  }

  /** Naive reference: visit every offset of the box. */
  function offsets(strides: number[], at: number[], extent: number[]): number[] {
    const out: number[] = [];
    const walk = (a: number, base: number) => {
      if (a === extent.length) {
        out.push(base);
        return;
      }
      for (let i = 0; i < (extent[a] as number); i++) walk(a + 1, base + ((at[a] as number) + i) * (strides[a] as number));
    };
    walk(0, 0);
    return out;
  }

  it('pack then unpack round-trips a random k-D box (k = 1..4) and touches nothing else', () => {
    check(
      fc.property(fc.integer({ min: 1, max: 4 }).chain(boxIn), fc.constantFrom(...CTORS), fc.nat(50), ({ dims, at, extent }, C, seed) => {
        const strides = rowMajorStrides(dims);
        const src = filled(C, product(dims), seed);
        const packed = packBox(src, strides, at, extent);
        expect(packed).toBeInstanceOf(C);
        const idx = offsets(strides, at, extent);
        expect(packed.length).toBe(idx.length);
        expect(Array.from(packed as ArrayLike<unknown>)).toEqual(idx.map((i) => src[i]));
        const dst = new C(product(dims));
        unpackBox(dst, strides, at, extent, packed);
        const inBox = new Set(idx);
        for (let i = 0; i < dst.length; i++) expect(dst[i]).toEqual(inBox.has(i) ? src[i] : C === BigInt64Array ? 0n : 0);
      }),
    );
  });

  it('copyBox moves a box between arrays of different shapes and positions', () => {
    const arb = fc
      .integer({ min: 1, max: 4 })
      .chain((k) =>
        fc.tuple(
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: k, maxLength: k }),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
          fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
        ),
      );
    check(
      fc.property(arb, ([extent, sAt, dAt, sPad, dPad]) => {
        // Source and destination arrays big enough for the box at their positions, plus padding.
        const sDims = extent.map((e, a) => e + (sAt[a] as number) + (sPad[a] as number));
        const dDims = extent.map((e, a) => e + (dAt[a] as number) + (dPad[a] as number));
        const src = filled(Float64Array, product(sDims), 3) as Float64Array;
        const dst = filled(Float64Array, product(dDims), 61) as Float64Array;
        const before = Array.from(dst);
        copyBox(src, rowMajorStrides(sDims), sAt, dst, rowMajorStrides(dDims), dAt, extent);
        const s = offsets(rowMajorStrides(sDims), sAt, extent);
        const d = offsets(rowMajorStrides(dDims), dAt, extent);
        const want = before.slice();
        d.forEach((o, i) => {
          want[o] = src[s[i] as number] as number;
        });
        expect(Array.from(dst)).toEqual(want);
      }),
    );
  });
});

describe('copyBox over views and shared memory', () => {
  it('copies between typed-array views at byte offsets, in ArrayBuffers and SharedArrayBuffers alike', () => {
    // runs longer than the element-by-element limit go as byte ranges of the arrays' memory:
    // a view's byteOffset, the element size and a SharedArrayBuffer on either side must not matter
    const CT = [Float64Array, Int32Array, Uint8Array, BigInt64Array] as const;
    check(
      fc.property(
        fc.constantFrom(...CT),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer({ min: 17, max: 40 }),
        (C, srcShared, dstShared, sSkip, dSkip, rows, run) => {
          const cols = run + 3;
          const n = rows * cols;
          const bpe = C.BYTES_PER_ELEMENT;
          const mem = (shared: boolean, skip: number) =>
            shared ? new SharedArrayBuffer((n + skip) * bpe) : new ArrayBuffer((n + skip) * bpe);
          const src = new C(mem(srcShared, sSkip), sSkip * bpe, n);
          const dst = new C(mem(dstShared, dSkip), dSkip * bpe, n);
          const val = (i: number) => (C === BigInt64Array ? BigInt(i + 1) : (i % 120) + 1);
          for (let i = 0; i < n; i++) (src as unknown as (number | bigint)[])[i] = val(i);
          copyBox(src, [cols, 1], [0, 2], dst, [cols, 1], [0, 1], [rows, run]);
          for (let r = 0; r < rows; r++) {
            for (let c = 0; c < cols; c++) {
              const want = c >= 1 && c < 1 + run ? val(r * cols + c + 1) : C === BigInt64Array ? 0n : 0;
              expect(dst[r * cols + c]).toEqual(want);
            }
          }
          // nothing before the view in the destination's memory was written
          if (dSkip > 0) expect(Array.from(new C(dst.buffer, 0, dSkip) as ArrayLike<unknown>).every((x) => x === 0 || x === 0n)).toBe(true);
        },
      ),
    );
  });
});

describe('copyBox between element types', () => {
  it('converts each value as TypedArray#set does (a float64 field into a float32 grid, and back)', () => {
    const rows = 3;
    const cols = 40;
    const src = Float64Array.from({ length: rows * cols }, (_, i) => i / 3 + 0.1);
    const dst = new Float32Array(rows * (cols + 2));
    copyBox(src, [cols, 1], [0, 0], dst, [cols + 2, 1], [0, 1], [rows, cols]);
    for (let r = 0; r < rows; r++) {
      expect(dst[r * (cols + 2)]).toBe(0);
      expect(dst[r * (cols + 2) + cols + 1]).toBe(0);
      for (let c = 0; c < cols; c++) expect(dst[r * (cols + 2) + 1 + c]).toBe(Math.fround(src[r * cols + c] as number));
    }
    const back = new Float64Array(rows * cols);
    copyBox(dst, [cols + 2, 1], [0, 1], back, [cols, 1], [0, 0], [rows, cols]);
    expect(Array.from(back)).toEqual(Array.from(src, (x) => Math.fround(x)));
  });
});

describe('fillShell', () => {
  it('writes every halo cell once and no interior cell, in 1-D, 2-D and 3-D with uneven halos', () => {
    const cases: { dims: number[]; halo: [number, number][] }[] = [
      { dims: [7], halo: [[2, 1]] },
      {
        dims: [6, 9],
        halo: [
          [1, 1],
          [2, 0],
        ],
      },
      {
        dims: [5, 4, 6],
        halo: [
          [1, 0],
          [0, 0],
          [1, 2],
        ],
      },
      {
        dims: [4, 5],
        halo: [
          [0, 0],
          [1, 1],
        ],
      },
    ];
    for (const { dims, halo } of cases) {
      const strides = rowMajorStrides(dims);
      const n = dims.reduce((a, b) => a * b, 1);
      const data = new Float64Array(n).fill(-1);
      fillShell(data, strides, dims, halo, 5);
      for (let i = 0; i < n; i++) {
        // coordinates of cell i; halo iff some axis lies in its lo or hi halo
        let rest = i;
        let inHalo = false;
        for (let a = 0; a < dims.length; a++) {
          const c = Math.floor(rest / (strides[a] as number));
          rest -= c * (strides[a] as number);
          const [lo, hi] = halo[a] as [number, number];
          if (c < lo || c >= (dims[a] as number) - hi) inHalo = true;
        }
        expect(data[i], `dims ${dims} halo ${JSON.stringify(halo)} cell ${i}`).toBe(inHalo ? 5 : -1);
      }
    }
  });
});
