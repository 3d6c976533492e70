import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ErrorCodes, MeshworkError } from "../src/errors.js";
import {
  blockCuts,
  checkCuts,
  flowCuts,
  intersect,
  procCoords,
  procIndex,
  shiftCuts,
  tileBox,
  volume
} from "../src/mesh/decomposition.js";
import { copyBox, packBox, rowMajorStrides, unpackBox } from "../src/mesh/strided.js";
const SEED = 42;
const check = (prop, numRuns = 200) => fc.assert(prop, { seed: SEED, numRuns });
const product = (xs) => xs.reduce((a, b) => a * b, 1);
const sizes = (cuts) => cuts.slice(1).map((c, p) => c - cuts[p]);
function codeOf(fn) {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return err.code;
  }
  return void 0;
}
const cutsArb = (n, P, min) => fc.array(fc.integer({ min: 0, max: n - P * min }), { minLength: P - 1, maxLength: P - 1 }).map((xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const cuts = [0];
  for (let p = 1; p < P; p++) cuts.push(s[p - 1] + p * min);
  cuts.push(n);
  return cuts;
});
const decompositionArb = (maxK, min = 1) => fc.array(
  fc.integer({ min: 1, max: 4 }).chain((P) => fc.integer({ min: P * min, max: P * min + 9 }).chain((n) => cutsArb(n, P, min).map((c) => ({ n, P, c })))),
  { minLength: 1, maxLength: maxK }
).map((axes) => ({ shape: axes.map((x) => x.n), procDims: axes.map((x) => x.P), cuts: axes.map((x) => x.c) }));
describe("blockCuts", () => {
  it("starts at 0, ends at n, is non-decreasing and balanced within 1 (larger parts first)", () => {
    check(
      fc.property(fc.integer({ min: 0, max: 1e4 }), fc.integer({ min: 1, max: 64 }), (n, parts) => {
        const c = blockCuts(n, parts);
        expect(c).toHaveLength(parts + 1);
        expect(c[0]).toBe(0);
        expect(c[parts]).toBe(n);
        const s = sizes(c);
        expect(s.reduce((a, b) => a + b, 0)).toBe(n);
        expect(s.every((x) => Number.isInteger(x) && x >= 0)).toBe(true);
        expect(Math.max(...s) - Math.min(...s)).toBeLessThanOrEqual(1);
        expect(s).toEqual(s.map((_, p) => Math.floor(n / parts) + (p < n % parts ? 1 : 0)));
      })
    );
  });
  it("passes checkCuts whenever every part can hold minExtent", () => {
    check(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 20 }), (P, min, extra) => {
        const n = P * min + extra;
        expect(checkCuts([n], [P], [blockCuts(n, P)], [min])).toEqual([blockCuts(n, P)]);
      })
    );
  });
});
describe("checkCuts", () => {
  it("accepts valid cuts and returns copies", () => {
    check(
      fc.property(decompositionArb(3, 2), (d) => {
        const input = d.cuts.map((c) => c.slice());
        const out = checkCuts(
          d.shape,
          d.procDims,
          input,
          d.shape.map(() => 2)
        );
        expect(out).toEqual(d.cuts);
        expect(out[0]).not.toBe(input[0]);
      })
    );
  });
  it("rejects every corruption of valid cuts with MW_INVALID_DECOMPOSITION", () => {
    const corruptions = {
      "missing a point": (c) => c.slice(1),
      "an extra point": (c) => [...c, c[c.length - 1]],
      "not starting at 0": (c) => [1, ...c.slice(1)],
      "not ending at n": (c, n) => [...c.slice(0, -1), n + 1],
      "ending short of n": (c, n) => [...c.slice(0, -1), n - 1],
      "a non-integer point": (c) => c.length > 2 ? [c[0], c[1] + 0.5, ...c.slice(2)] : [0.5, c[1]],
      "a NaN point": (c) => c.length > 2 ? [c[0], Number.NaN, ...c.slice(2)] : [Number.NaN, c[1]],
      "a string point": (c) => c.map(String),
      "not an array": () => "cuts",
      "a part thinner than minExtent": (c, _n, min) => {
        const d = c.slice();
        if (d.length > 2) d[1] = d[0] + min - 1;
        else d[1] = min - 1;
        return d;
      },
      "decreasing points": (c) => {
        const d = c.slice();
        if (d.length > 2) [d[1], d[2]] = [d[2], d[1]];
        else d.reverse();
        return d;
      }
    };
    check(
      fc.property(decompositionArb(3, 2), fc.constantFrom(...Object.keys(corruptions)), fc.nat(), (d, name, pick) => {
        const a = pick % d.shape.length;
        const n = d.shape[a];
        const cuts = d.cuts.map((c) => c.slice());
        cuts[a] = corruptions[name](d.cuts[a], n, 2);
        fc.pre(JSON.stringify(cuts[a]) !== JSON.stringify(d.cuts[a]));
        expect(
          codeOf(
            () => checkCuts(
              d.shape,
              d.procDims,
              cuts,
              d.shape.map(() => 2)
            )
          )
        ).toBe(ErrorCodes.INVALID_DECOMPOSITION);
      }),
      400
    );
  });
  it("rejects a cuts list with the wrong number of axes", () => {
    expect(codeOf(() => checkCuts([4, 4], [2, 2], [[0, 2, 4]], [1, 1]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    expect(codeOf(() => checkCuts([4], [2], void 0, [1]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
  });
});
describe("shiftCuts and flowCuts", () => {
  const shiftArb = decompositionArb(3).filter((d) => d.procDims.some((P) => P >= 2)).chain((d) => {
    const axes = d.procDims.flatMap((P, a) => P >= 2 ? [a] : []);
    return fc.constantFrom(...axes).chain(
      (axis) => fc.integer({ min: 1, max: d.procDims[axis] - 1 }).chain((b) => {
        const c = d.cuts[axis];
        const down = c[b] - c[b - 1] - 1;
        const up = c[b + 1] - c[b] - 1;
        return fc.integer({ min: -up, max: down }).map((count) => ({ d, axis, b, count }));
      })
    );
  });
  it("a shift moves count planes from part b-1 to part b, conserving the total", () => {
    check(
      fc.property(shiftArb, ({ d, axis, b, count }) => {
        const before = d.cuts.map((c) => c.slice());
        const out = shiftCuts(d, axis, b, count);
        expect(d.cuts).toEqual(before);
        for (const [a, c] of out.entries()) {
          expect(c[0]).toBe(0);
          expect(c[c.length - 1]).toBe(d.shape[a]);
          expect(sizes(c).reduce((x, y) => x + y, 0)).toBe(d.shape[a]);
          if (a !== axis) expect(c).toEqual(d.cuts[a]);
        }
        const was = sizes(d.cuts[axis]);
        const now = sizes(out[axis]);
        const want = was.slice();
        want[b - 1] = want[b - 1] - count;
        want[b] = want[b] + count;
        expect(now).toEqual(want);
        expect(
          checkCuts(
            d.shape,
            d.procDims,
            out,
            d.shape.map(() => 1)
          )
        ).toEqual(out);
        expect(shiftCuts({ ...d, cuts: out }, axis, b, -count)).toEqual(d.cuts);
      })
    );
  });
  const flowArb = decompositionArb(3).filter((d) => d.procDims.some((P) => P >= 2)).chain((d) => {
    const axes = d.procDims.flatMap((P, a) => P >= 2 ? [a] : []);
    return fc.constantFrom(...axes).chain((axis) => {
      const P = d.procDims[axis];
      const n = d.shape[axis];
      return cutsArb(n, P, 1).map((target) => {
        const c = d.cuts[axis];
        const flows = target.slice(1, P).map((t, i) => c[i + 1] - t);
        return { d, axis, flows, target };
      });
    });
  });
  it("flows reach the target cuts, conserve every part balance and equal successive shifts", () => {
    check(
      fc.property(flowArb, ({ d, axis, flows, target }) => {
        const out = flowCuts(d, axis, flows);
        expect(out[axis]).toEqual(target);
        for (const [a, c] of out.entries()) {
          expect(c[c.length - 1]).toBe(d.shape[a]);
          if (a !== axis) expect(c).toEqual(d.cuts[a]);
        }
        const f = [0, ...flows, 0];
        const was = sizes(d.cuts[axis]);
        expect(sizes(out[axis])).toEqual(was.map((s, p) => s + f[p] - f[p + 1]));
        expect(sizes(out[axis]).reduce((x, y) => x + y, 0)).toBe(d.shape[axis]);
        expect(flowCuts(d, axis, f)).toEqual(out);
        let cur = d;
        flows.forEach((x, i) => {
          cur = { ...cur, cuts: shiftCuts(cur, axis, i + 1, x) };
        });
        expect(cur.cuts).toEqual(out);
      })
    );
  });
  it("rejects bad axes, boundaries, counts and flow lists with MW_INVALID_DECOMPOSITION", () => {
    const d = { shape: [10, 6], procDims: [3, 2], cuts: [blockCuts(10, 3), blockCuts(6, 2)] };
    const bad = [
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
      () => flowCuts(d, 0, [1, 0.5])
    ];
    for (const fn of bad) expect(codeOf(fn)).toBe(ErrorCodes.INVALID_DECOMPOSITION);
  });
});
describe("tileBox", () => {
  it("the tiles of all processors partition the grid exactly", () => {
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
          for (let j = i + 1; j < nprocs; j++) expect(intersect(tiles[i], tiles[j])).toBeUndefined();
        }
        const owners = new Int32Array(product(d.shape));
        const strides = rowMajorStrides(d.shape);
        for (const t of tiles) {
          const ext = t.hi.map((h, a) => h - t.lo[a]);
          if (ext.some((e) => e <= 0)) continue;
          const g = t.lo.slice();
          for (; ; ) {
            const at = g.reduce((o, v, a2) => o + v * strides[a2], 0);
            owners[at] = owners[at] + 1;
            let a = g.length - 1;
            for (; a >= 0; a--) {
              g[a] = g[a] + 1;
              if (g[a] < t.hi[a]) break;
              g[a] = t.lo[a];
            }
            if (a < 0) break;
          }
        }
        expect(owners.every((o) => o === 1)).toBe(true);
      })
    );
  });
});
describe("copyBox / packBox / unpackBox", () => {
  const CTORS = [Float64Array, Float32Array, Int32Array, Uint8Array, Int16Array, BigInt64Array];
  const boxIn = (k) => fc.array(fc.integer({ min: 1, max: 6 }), { minLength: k, maxLength: k }).chain(
    (dims) => fc.tuple(...dims.map((n) => fc.tuple(fc.integer({ min: 0, max: n }), fc.integer({ min: 0, max: n })))).map((pairs) => ({ dims, at: pairs.map(([x, y]) => Math.min(x, y)), extent: pairs.map(([x, y]) => Math.abs(x - y)) }))
  );
  function filled(C, n, seed) {
    const a = new C(n);
    for (let i = 0; i < n; i++)
      a[i] = C === BigInt64Array ? BigInt(i * 7 + seed) : (i * 7 + seed) % 100 + 1;
    return a;
  }
  function offsets(strides, at, extent) {
    const out = [];
    const walk = (a, base) => {
      if (a === extent.length) {
        out.push(base);
        return;
      }
      for (let i = 0; i < extent[a]; i++) walk(a + 1, base + (at[a] + i) * strides[a]);
    };
    walk(0, 0);
    return out;
  }
  it("pack then unpack round-trips a random k-D box (k = 1..4) and touches nothing else", () => {
    check(
      fc.property(fc.integer({ min: 1, max: 4 }).chain(boxIn), fc.constantFrom(...CTORS), fc.nat(50), ({ dims, at, extent }, C, seed) => {
        const strides = rowMajorStrides(dims);
        const src = filled(C, product(dims), seed);
        const packed = packBox(src, strides, at, extent);
        expect(packed).toBeInstanceOf(C);
        const idx = offsets(strides, at, extent);
        expect(packed.length).toBe(idx.length);
        expect(Array.from(packed)).toEqual(idx.map((i) => src[i]));
        const dst = new C(product(dims));
        unpackBox(dst, strides, at, extent, packed);
        const inBox = new Set(idx);
        for (let i = 0; i < dst.length; i++) expect(dst[i]).toEqual(inBox.has(i) ? src[i] : C === BigInt64Array ? 0n : 0);
      })
    );
  });
  it("copyBox moves a box between arrays of different shapes and positions", () => {
    const arb = fc.integer({ min: 1, max: 4 }).chain(
      (k) => fc.tuple(
        fc.array(fc.integer({ min: 1, max: 5 }), { minLength: k, maxLength: k }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k }),
        fc.array(fc.integer({ min: 0, max: 3 }), { minLength: k, maxLength: k })
      )
    );
    check(
      fc.property(arb, ([extent, sAt, dAt, sPad, dPad]) => {
        const sDims = extent.map((e, a) => e + sAt[a] + sPad[a]);
        const dDims = extent.map((e, a) => e + dAt[a] + dPad[a]);
        const src = filled(Float64Array, product(sDims), 3);
        const dst = filled(Float64Array, product(dDims), 61);
        const before = Array.from(dst);
        copyBox(src, rowMajorStrides(sDims), sAt, dst, rowMajorStrides(dDims), dAt, extent);
        const s = offsets(rowMajorStrides(sDims), sAt, extent);
        const d = offsets(rowMajorStrides(dDims), dAt, extent);
        const want = before.slice();
        d.forEach((o, i) => {
          want[o] = src[s[i]];
        });
        expect(Array.from(dst)).toEqual(want);
      })
    );
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9kZWNvbXBvc2l0aW9uLnRlc3QudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogUHVyZSBkZWNvbXBvc2l0aW9uIGFyaXRobWV0aWMgKHNlZWRlZCBmYXN0LWNoZWNrKTogYmxvY2sgY3V0cywgY3V0IHZhbGlkYXRpb24sIGh5cGVycGxhbmVcbiAqIHNoaWZ0cyBhbmQgZmxvd3MsIHRpbGVzIHBhcnRpdGlvbmluZyB0aGUgZ3JpZCwgYW5kIHN0cmlkZWQgYm94IGNvcGllcyAocGFjay91bnBhY2svY29weSkuXG4gKi9cbmltcG9ydCBmYyBmcm9tICdmYXN0LWNoZWNrJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7IEVycm9yQ29kZXMsIE1lc2h3b3JrRXJyb3IgfSBmcm9tICcuLi9zcmMvZXJyb3JzLmpzJztcbmltcG9ydCB7XG4gIGJsb2NrQ3V0cyxcbiAgY2hlY2tDdXRzLFxuICB0eXBlIERlY29tcG9zaXRpb24sXG4gIGZsb3dDdXRzLFxuICBpbnRlcnNlY3QsXG4gIHByb2NDb29yZHMsXG4gIHByb2NJbmRleCxcbiAgc2hpZnRDdXRzLFxuICB0aWxlQm94LFxuICB2b2x1bWUsXG59IGZyb20gJy4uL3NyYy9tZXNoL2RlY29tcG9zaXRpb24uanMnO1xuaW1wb3J0IHsgY29weUJveCwgcGFja0JveCwgcm93TWFqb3JTdHJpZGVzLCB1bnBhY2tCb3ggfSBmcm9tICcuLi9zcmMvbWVzaC9zdHJpZGVkLmpzJztcblxuY29uc3QgU0VFRCA9IDQyO1xuY29uc3QgY2hlY2sgPSA8VCBleHRlbmRzIHVua25vd25bXT4ocHJvcDogZmMuSVByb3BlcnR5PFQ+LCBudW1SdW5zID0gMjAwKTogdm9pZCA9PiBmYy5hc3NlcnQocHJvcCwgeyBzZWVkOiBTRUVELCBudW1SdW5zIH0pO1xuXG5jb25zdCBwcm9kdWN0ID0gKHhzOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciA9PiB4cy5yZWR1Y2UoKGEsIGIpID0+IGEgKiBiLCAxKTtcbmNvbnN0IHNpemVzID0gKGN1dHM6IHJlYWRvbmx5IG51bWJlcltdKTogbnVtYmVyW10gPT4gY3V0cy5zbGljZSgxKS5tYXAoKGMsIHApID0+IGMgLSAoY3V0c1twXSBhcyBudW1iZXIpKTtcblxuZnVuY3Rpb24gY29kZU9mKGZuOiAoKSA9PiB1bmtub3duKTogc3RyaW5nIHwgdW5kZWZpbmVkIHtcbiAgdHJ5IHtcbiAgICBmbigpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBleHBlY3QoZXJyKS50b0JlSW5zdGFuY2VPZihNZXNod29ya0Vycm9yKTtcbiAgICByZXR1cm4gKGVyciBhcyBNZXNod29ya0Vycm9yKS5jb2RlO1xuICB9XG4gIHJldHVybiB1bmRlZmluZWQ7XG59XG5cbi8qKiBDdXQgcG9pbnRzIG9mIG4gaW50byBQIHBhcnRzIG9mIGF0IGxlYXN0IGBtaW5gIGVhY2ggKG4gPj0gUCAqIG1pbikuICovXG5jb25zdCBjdXRzQXJiID0gKG46IG51bWJlciwgUDogbnVtYmVyLCBtaW46IG51bWJlcik6IGZjLkFyYml0cmFyeTxudW1iZXJbXT4gPT5cbiAgZmMuYXJyYXkoZmMuaW50ZWdlcih7IG1pbjogMCwgbWF4OiBuIC0gUCAqIG1pbiB9KSwgeyBtaW5MZW5ndGg6IFAgLSAxLCBtYXhMZW5ndGg6IFAgLSAxIH0pLm1hcCgoeHMpID0+IHtcbiAgICBjb25zdCBzID0gWy4uLnhzXS5zb3J0KChhLCBiKSA9PiBhIC0gYik7XG4gICAgY29uc3QgY3V0cyA9IFswXTtcbiAgICBmb3IgKGxldCBwID0gMTsgcCA8IFA7IHArKykgY3V0cy5wdXNoKChzW3AgLSAxXSBhcyBudW1iZXIpICsgcCAqIG1pbik7XG4gICAgY3V0cy5wdXNoKG4pO1xuICAgIHJldHVybiBjdXRzO1xuICB9KTtcblxuLyoqIEEgay1EIGRlY29tcG9zaXRpb24gd2l0aCByYW5kb20gKHZhbGlkLCBwYXJ0cyA+PSBtaW4pIGN1dCBwb2ludHMuICovXG5jb25zdCBkZWNvbXBvc2l0aW9uQXJiID0gKG1heEs6IG51bWJlciwgbWluID0gMSk6IGZjLkFyYml0cmFyeTxEZWNvbXBvc2l0aW9uPiA9PlxuICBmY1xuICAgIC5hcnJheShcbiAgICAgIGZjXG4gICAgICAgIC5pbnRlZ2VyKHsgbWluOiAxLCBtYXg6IDQgfSlcbiAgICAgICAgLmNoYWluKChQKSA9PiBmYy5pbnRlZ2VyKHsgbWluOiBQICogbWluLCBtYXg6IFAgKiBtaW4gKyA5IH0pLmNoYWluKChuKSA9PiBjdXRzQXJiKG4sIFAsIG1pbikubWFwKChjKSA9PiAoeyBuLCBQLCBjIH0pKSkpLFxuICAgICAgeyBtaW5MZW5ndGg6IDEsIG1heExlbmd0aDogbWF4SyB9LFxuICAgIClcbiAgICAubWFwKChheGVzKSA9PiAoeyBzaGFwZTogYXhlcy5tYXAoKHgpID0+IHgubiksIHByb2NEaW1zOiBheGVzLm1hcCgoeCkgPT4geC5QKSwgY3V0czogYXhlcy5tYXAoKHgpID0+IHguYykgfSkpO1xuXG5kZXNjcmliZSgnYmxvY2tDdXRzJywgKCkgPT4ge1xuICBpdCgnc3RhcnRzIGF0IDAsIGVuZHMgYXQgbiwgaXMgbm9uLWRlY3JlYXNpbmcgYW5kIGJhbGFuY2VkIHdpdGhpbiAxIChsYXJnZXIgcGFydHMgZmlyc3QpJywgKCkgPT4ge1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkoZmMuaW50ZWdlcih7IG1pbjogMCwgbWF4OiAxMF8wMDAgfSksIGZjLmludGVnZXIoeyBtaW46IDEsIG1heDogNjQgfSksIChuLCBwYXJ0cykgPT4ge1xuICAgICAgICBjb25zdCBjID0gYmxvY2tDdXRzKG4sIHBhcnRzKTtcbiAgICAgICAgZXhwZWN0KGMpLnRvSGF2ZUxlbmd0aChwYXJ0cyArIDEpO1xuICAgICAgICBleHBlY3QoY1swXSkudG9CZSgwKTtcbiAgICAgICAgZXhwZWN0KGNbcGFydHNdKS50b0JlKG4pO1xuICAgICAgICBjb25zdCBzID0gc2l6ZXMoYyk7XG4gICAgICAgIGV4cGVjdChzLnJlZHVjZSgoYSwgYikgPT4gYSArIGIsIDApKS50b0JlKG4pO1xuICAgICAgICBleHBlY3Qocy5ldmVyeSgoeCkgPT4gTnVtYmVyLmlzSW50ZWdlcih4KSAmJiB4ID49IDApKS50b0JlKHRydWUpO1xuICAgICAgICBleHBlY3QoTWF0aC5tYXgoLi4ucykgLSBNYXRoLm1pbiguLi5zKSkudG9CZUxlc3NUaGFuT3JFcXVhbCgxKTtcbiAgICAgICAgLy8gVGhlIGZpcnN0IG4gbW9kIHBhcnRzIHBhcnRzIGdldCB0aGUgZXh0cmEgZWxlbWVudC5cbiAgICAgICAgZXhwZWN0KHMpLnRvRXF1YWwocy5tYXAoKF8sIHApID0+IE1hdGguZmxvb3IobiAvIHBhcnRzKSArIChwIDwgbiAlIHBhcnRzID8gMSA6IDApKSk7XG4gICAgICB9KSxcbiAgICApO1xuICB9KTtcblxuICBpdCgncGFzc2VzIGNoZWNrQ3V0cyB3aGVuZXZlciBldmVyeSBwYXJ0IGNhbiBob2xkIG1pbkV4dGVudCcsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KGZjLmludGVnZXIoeyBtaW46IDEsIG1heDogOCB9KSwgZmMuaW50ZWdlcih7IG1pbjogMSwgbWF4OiA0IH0pLCBmYy5pbnRlZ2VyKHsgbWluOiAwLCBtYXg6IDIwIH0pLCAoUCwgbWluLCBleHRyYSkgPT4ge1xuICAgICAgICBjb25zdCBuID0gUCAqIG1pbiArIGV4dHJhO1xuICAgICAgICBleHBlY3QoY2hlY2tDdXRzKFtuXSwgW1BdLCBbYmxvY2tDdXRzKG4sIFApXSwgW21pbl0pKS50b0VxdWFsKFtibG9ja0N1dHMobiwgUCldKTtcbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdjaGVja0N1dHMnLCAoKSA9PiB7XG4gIGl0KCdhY2NlcHRzIHZhbGlkIGN1dHMgYW5kIHJldHVybnMgY29waWVzJywgKCkgPT4ge1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkoZGVjb21wb3NpdGlvbkFyYigzLCAyKSwgKGQpID0+IHtcbiAgICAgICAgY29uc3QgaW5wdXQgPSBkLmN1dHMubWFwKChjKSA9PiBjLnNsaWNlKCkpO1xuICAgICAgICBjb25zdCBvdXQgPSBjaGVja0N1dHMoXG4gICAgICAgICAgZC5zaGFwZSxcbiAgICAgICAgICBkLnByb2NEaW1zLFxuICAgICAgICAgIGlucHV0LFxuICAgICAgICAgIGQuc2hhcGUubWFwKCgpID0+IDIpLFxuICAgICAgICApO1xuICAgICAgICBleHBlY3Qob3V0KS50b0VxdWFsKGQuY3V0cyk7XG4gICAgICAgIGV4cGVjdChvdXRbMF0pLm5vdC50b0JlKGlucHV0WzBdKTtcbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdyZWplY3RzIGV2ZXJ5IGNvcnJ1cHRpb24gb2YgdmFsaWQgY3V0cyB3aXRoIE1XX0lOVkFMSURfREVDT01QT1NJVElPTicsICgpID0+IHtcbiAgICB0eXBlIENvcnJ1cHRpb24gPSAoYzogbnVtYmVyW10sIG46IG51bWJlciwgbWluOiBudW1iZXIpID0+IHVua25vd247XG4gICAgY29uc3QgY29ycnVwdGlvbnM6IFJlY29yZDxzdHJpbmcsIENvcnJ1cHRpb24+ID0ge1xuICAgICAgJ21pc3NpbmcgYSBwb2ludCc6IChjKSA9PiBjLnNsaWNlKDEpLFxuICAgICAgJ2FuIGV4dHJhIHBvaW50JzogKGMpID0+IFsuLi5jLCBjW2MubGVuZ3RoIC0gMV1dLFxuICAgICAgJ25vdCBzdGFydGluZyBhdCAwJzogKGMpID0+IFsxLCAuLi5jLnNsaWNlKDEpXSxcbiAgICAgICdub3QgZW5kaW5nIGF0IG4nOiAoYywgbikgPT4gWy4uLmMuc2xpY2UoMCwgLTEpLCBuICsgMV0sXG4gICAgICAnZW5kaW5nIHNob3J0IG9mIG4nOiAoYywgbikgPT4gWy4uLmMuc2xpY2UoMCwgLTEpLCBuIC0gMV0sXG4gICAgICAnYSBub24taW50ZWdlciBwb2ludCc6IChjKSA9PiAoYy5sZW5ndGggPiAyID8gW2NbMF0sIChjWzFdIGFzIG51bWJlcikgKyAwLjUsIC4uLmMuc2xpY2UoMildIDogWzAuNSwgY1sxXV0pLFxuICAgICAgJ2EgTmFOIHBvaW50JzogKGMpID0+IChjLmxlbmd0aCA+IDIgPyBbY1swXSwgTnVtYmVyLk5hTiwgLi4uYy5zbGljZSgyKV0gOiBbTnVtYmVyLk5hTiwgY1sxXV0pLFxuICAgICAgJ2Egc3RyaW5nIHBvaW50JzogKGMpID0+IGMubWFwKFN0cmluZyksXG4gICAgICAnbm90IGFuIGFycmF5JzogKCkgPT4gJ2N1dHMnLFxuICAgICAgJ2EgcGFydCB0aGlubmVyIHRoYW4gbWluRXh0ZW50JzogKGMsIF9uLCBtaW4pID0+IHtcbiAgICAgICAgLy8gTW92ZSB0aGUgZmlyc3QgaW50ZXJpb3IgY3V0IChvciwgd2l0aCBvbmUgcGFydCwgZGVtYW5kIG1vcmUgdGhhbiB0aGUgZ3JpZCBoYXMpIGlud2FyZHMuXG4gICAgICAgIGNvbnN0IGQgPSBjLnNsaWNlKCk7XG4gICAgICAgIGlmIChkLmxlbmd0aCA+IDIpIGRbMV0gPSAoZFswXSBhcyBudW1iZXIpICsgbWluIC0gMTtcbiAgICAgICAgZWxzZSBkWzFdID0gbWluIC0gMTtcbiAgICAgICAgcmV0dXJuIGQ7XG4gICAgICB9LFxuICAgICAgJ2RlY3JlYXNpbmcgcG9pbnRzJzogKGMpID0+IHtcbiAgICAgICAgY29uc3QgZCA9IGMuc2xpY2UoKTtcbiAgICAgICAgaWYgKGQubGVuZ3RoID4gMikgW2RbMV0sIGRbMl1dID0gW2RbMl0gYXMgbnVtYmVyLCBkWzFdIGFzIG51bWJlcl07XG4gICAgICAgIGVsc2UgZC5yZXZlcnNlKCk7XG4gICAgICAgIHJldHVybiBkO1xuICAgICAgfSxcbiAgICB9O1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkoZGVjb21wb3NpdGlvbkFyYigzLCAyKSwgZmMuY29uc3RhbnRGcm9tKC4uLk9iamVjdC5rZXlzKGNvcnJ1cHRpb25zKSksIGZjLm5hdCgpLCAoZCwgbmFtZSwgcGljaykgPT4ge1xuICAgICAgICBjb25zdCBhID0gcGljayAlIGQuc2hhcGUubGVuZ3RoO1xuICAgICAgICBjb25zdCBuID0gZC5zaGFwZVthXSBhcyBudW1iZXI7XG4gICAgICAgIGNvbnN0IGN1dHM6IHVua25vd25bXSA9IGQuY3V0cy5tYXAoKGMpID0+IGMuc2xpY2UoKSk7XG4gICAgICAgIGN1dHNbYV0gPSAoY29ycnVwdGlvbnNbbmFtZV0gYXMgQ29ycnVwdGlvbikoZC5jdXRzW2FdIGFzIG51bWJlcltdLCBuLCAyKTtcbiAgICAgICAgLy8gU29tZSBjb3JydXB0aW9ucyBhcmUgbm8tb3BzIG9uIGRlZ2VuZXJhdGUgY3V0cyAoZS5nLiBzd2FwcGluZyB0d28gZXF1YWwtc3BhY2VkIHBvaW50c1xuICAgICAgICAvLyBvZiBhIDItcGFydCBheGlzIHN0aWxsIG5lZWRzIHRoZSBwYXJ0cyB0byBzaHJpbmsgYmVsb3cgMik6IG9ubHkgdGVzdCByZWFsIGNoYW5nZXMuXG4gICAgICAgIGZjLnByZShKU09OLnN0cmluZ2lmeShjdXRzW2FdKSAhPT0gSlNPTi5zdHJpbmdpZnkoZC5jdXRzW2FdKSk7XG4gICAgICAgIGV4cGVjdChcbiAgICAgICAgICBjb2RlT2YoKCkgPT5cbiAgICAgICAgICAgIGNoZWNrQ3V0cyhcbiAgICAgICAgICAgICAgZC5zaGFwZSxcbiAgICAgICAgICAgICAgZC5wcm9jRGltcyxcbiAgICAgICAgICAgICAgY3V0cyxcbiAgICAgICAgICAgICAgZC5zaGFwZS5tYXAoKCkgPT4gMiksXG4gICAgICAgICAgICApLFxuICAgICAgICAgICksXG4gICAgICAgICkudG9CZShFcnJvckNvZGVzLklOVkFMSURfREVDT01QT1NJVElPTik7XG4gICAgICB9KSxcbiAgICAgIDQwMCxcbiAgICApO1xuICB9KTtcblxuICBpdCgncmVqZWN0cyBhIGN1dHMgbGlzdCB3aXRoIHRoZSB3cm9uZyBudW1iZXIgb2YgYXhlcycsICgpID0+IHtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGNoZWNrQ3V0cyhbNCwgNF0sIFsyLCAyXSwgW1swLCAyLCA0XV0sIFsxLCAxXSkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9ERUNPTVBPU0lUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGNoZWNrQ3V0cyhbNF0sIFsyXSwgdW5kZWZpbmVkLCBbMV0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfREVDT01QT1NJVElPTik7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdzaGlmdEN1dHMgYW5kIGZsb3dDdXRzJywgKCkgPT4ge1xuICAvKiogQSBkZWNvbXBvc2l0aW9uLCBhbiBheGlzIHdpdGggPj0gMiBwYXJ0cywgYSBib3VuZGFyeSBhbmQgYSBjb3VudCB0aGF0IGtlZXBzIHBhcnRzID49IDEuICovXG4gIGNvbnN0IHNoaWZ0QXJiID0gZGVjb21wb3NpdGlvbkFyYigzKVxuICAgIC5maWx0ZXIoKGQpID0+IGQucHJvY0RpbXMuc29tZSgoUCkgPT4gUCA+PSAyKSlcbiAgICAuY2hhaW4oKGQpID0+IHtcbiAgICAgIGNvbnN0IGF4ZXMgPSBkLnByb2NEaW1zLmZsYXRNYXAoKFAsIGEpID0+IChQID49IDIgPyBbYV0gOiBbXSkpO1xuICAgICAgcmV0dXJuIGZjLmNvbnN0YW50RnJvbSguLi5heGVzKS5jaGFpbigoYXhpcykgPT5cbiAgICAgICAgZmMuaW50ZWdlcih7IG1pbjogMSwgbWF4OiAoZC5wcm9jRGltc1theGlzXSBhcyBudW1iZXIpIC0gMSB9KS5jaGFpbigoYikgPT4ge1xuICAgICAgICAgIGNvbnN0IGMgPSBkLmN1dHNbYXhpc10gYXMgbnVtYmVyW107XG4gICAgICAgICAgY29uc3QgZG93biA9IChjW2JdIGFzIG51bWJlcikgLSAoY1tiIC0gMV0gYXMgbnVtYmVyKSAtIDE7XG4gICAgICAgICAgY29uc3QgdXAgPSAoY1tiICsgMV0gYXMgbnVtYmVyKSAtIChjW2JdIGFzIG51bWJlcikgLSAxO1xuICAgICAgICAgIHJldHVybiBmYy5pbnRlZ2VyKHsgbWluOiAtdXAsIG1heDogZG93biB9KS5tYXAoKGNvdW50KSA9PiAoeyBkLCBheGlzLCBiLCBjb3VudCB9KSk7XG4gICAgICAgIH0pLFxuICAgICAgKTtcbiAgICB9KTtcblxuICBpdCgnYSBzaGlmdCBtb3ZlcyBjb3VudCBwbGFuZXMgZnJvbSBwYXJ0IGItMSB0byBwYXJ0IGIsIGNvbnNlcnZpbmcgdGhlIHRvdGFsJywgKCkgPT4ge1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkoc2hpZnRBcmIsICh7IGQsIGF4aXMsIGIsIGNvdW50IH0pID0+IHtcbiAgICAgICAgY29uc3QgYmVmb3JlID0gZC5jdXRzLm1hcCgoYykgPT4gYy5zbGljZSgpKTtcbiAgICAgICAgY29uc3Qgb3V0ID0gc2hpZnRDdXRzKGQsIGF4aXMsIGIsIGNvdW50KTtcbiAgICAgICAgZXhwZWN0KGQuY3V0cykudG9FcXVhbChiZWZvcmUpOyAvLyBpbnB1dCB1bnRvdWNoZWRcbiAgICAgICAgZm9yIChjb25zdCBbYSwgY10gb2Ygb3V0LmVudHJpZXMoKSkge1xuICAgICAgICAgIGV4cGVjdChjWzBdKS50b0JlKDApO1xuICAgICAgICAgIGV4cGVjdChjW2MubGVuZ3RoIC0gMV0pLnRvQmUoZC5zaGFwZVthXSk7XG4gICAgICAgICAgZXhwZWN0KHNpemVzKGMpLnJlZHVjZSgoeCwgeSkgPT4geCArIHksIDApKS50b0JlKGQuc2hhcGVbYV0pO1xuICAgICAgICAgIGlmIChhICE9PSBheGlzKSBleHBlY3QoYykudG9FcXVhbChkLmN1dHNbYV0pO1xuICAgICAgICB9XG4gICAgICAgIGNvbnN0IHdhcyA9IHNpemVzKGQuY3V0c1theGlzXSBhcyBudW1iZXJbXSk7XG4gICAgICAgIGNvbnN0IG5vdyA9IHNpemVzKG91dFtheGlzXSBhcyBudW1iZXJbXSk7XG4gICAgICAgIGNvbnN0IHdhbnQgPSB3YXMuc2xpY2UoKTtcbiAgICAgICAgd2FudFtiIC0gMV0gPSAod2FudFtiIC0gMV0gYXMgbnVtYmVyKSAtIGNvdW50O1xuICAgICAgICB3YW50W2JdID0gKHdhbnRbYl0gYXMgbnVtYmVyKSArIGNvdW50O1xuICAgICAgICBleHBlY3Qobm93KS50b0VxdWFsKHdhbnQpO1xuICAgICAgICAvLyBTdGlsbCBtb25vdG9uZSB3aXRoIHBhcnRzID49IDEsIGFuZCB1bmRvbmUgYnkgdGhlIG9wcG9zaXRlIHNoaWZ0LlxuICAgICAgICBleHBlY3QoXG4gICAgICAgICAgY2hlY2tDdXRzKFxuICAgICAgICAgICAgZC5zaGFwZSxcbiAgICAgICAgICAgIGQucHJvY0RpbXMsXG4gICAgICAgICAgICBvdXQsXG4gICAgICAgICAgICBkLnNoYXBlLm1hcCgoKSA9PiAxKSxcbiAgICAgICAgICApLFxuICAgICAgICApLnRvRXF1YWwob3V0KTtcbiAgICAgICAgZXhwZWN0KHNoaWZ0Q3V0cyh7IC4uLmQsIGN1dHM6IG91dCB9LCBheGlzLCBiLCAtY291bnQpKS50b0VxdWFsKGQuY3V0cyk7XG4gICAgICB9KSxcbiAgICApO1xuICB9KTtcblxuICBjb25zdCBmbG93QXJiID0gZGVjb21wb3NpdGlvbkFyYigzKVxuICAgIC5maWx0ZXIoKGQpID0+IGQucHJvY0RpbXMuc29tZSgoUCkgPT4gUCA+PSAyKSlcbiAgICAuY2hhaW4oKGQpID0+IHtcbiAgICAgIGNvbnN0IGF4ZXMgPSBkLnByb2NEaW1zLmZsYXRNYXAoKFAsIGEpID0+IChQID49IDIgPyBbYV0gOiBbXSkpO1xuICAgICAgcmV0dXJuIGZjLmNvbnN0YW50RnJvbSguLi5heGVzKS5jaGFpbigoYXhpcykgPT4ge1xuICAgICAgICBjb25zdCBQID0gZC5wcm9jRGltc1theGlzXSBhcyBudW1iZXI7XG4gICAgICAgIGNvbnN0IG4gPSBkLnNoYXBlW2F4aXNdIGFzIG51bWJlcjtcbiAgICAgICAgLy8gUmFuZG9tIHRhcmdldCBjdXRzIChwYXJ0cyA+PSAxKTogdGhlIGZsb3dzIHRoYXQgcmVhY2ggdGhlbS5cbiAgICAgICAgcmV0dXJuIGN1dHNBcmIobiwgUCwgMSkubWFwKCh0YXJnZXQpID0+IHtcbiAgICAgICAgICBjb25zdCBjID0gZC5jdXRzW2F4aXNdIGFzIG51bWJlcltdO1xuICAgICAgICAgIGNvbnN0IGZsb3dzID0gdGFyZ2V0LnNsaWNlKDEsIFApLm1hcCgodCwgaSkgPT4gKGNbaSArIDFdIGFzIG51bWJlcikgLSB0KTtcbiAgICAgICAgICByZXR1cm4geyBkLCBheGlzLCBmbG93cywgdGFyZ2V0IH07XG4gICAgICAgIH0pO1xuICAgICAgfSk7XG4gICAgfSk7XG5cbiAgaXQoJ2Zsb3dzIHJlYWNoIHRoZSB0YXJnZXQgY3V0cywgY29uc2VydmUgZXZlcnkgcGFydCBiYWxhbmNlIGFuZCBlcXVhbCBzdWNjZXNzaXZlIHNoaWZ0cycsICgpID0+IHtcbiAgICBjaGVjayhcbiAgICAgIGZjLnByb3BlcnR5KGZsb3dBcmIsICh7IGQsIGF4aXMsIGZsb3dzLCB0YXJnZXQgfSkgPT4ge1xuICAgICAgICBjb25zdCBvdXQgPSBmbG93Q3V0cyhkLCBheGlzLCBmbG93cyk7XG4gICAgICAgIGV4cGVjdChvdXRbYXhpc10pLnRvRXF1YWwodGFyZ2V0KTtcbiAgICAgICAgZm9yIChjb25zdCBbYSwgY10gb2Ygb3V0LmVudHJpZXMoKSkge1xuICAgICAgICAgIGV4cGVjdChjW2MubGVuZ3RoIC0gMV0pLnRvQmUoZC5zaGFwZVthXSk7XG4gICAgICAgICAgaWYgKGEgIT09IGF4aXMpIGV4cGVjdChjKS50b0VxdWFsKGQuY3V0c1thXSk7XG4gICAgICAgIH1cbiAgICAgICAgLy8gc2l6ZV9wJyA9IHNpemVfcCArIGluZmxvdyBmcm9tIGJlbG93IC0gb3V0ZmxvdyBhYm92ZSAoemVybyBhdCB0aGUgZW5kcykuXG4gICAgICAgIGNvbnN0IGYgPSBbMCwgLi4uZmxvd3MsIDBdO1xuICAgICAgICBjb25zdCB3YXMgPSBzaXplcyhkLmN1dHNbYXhpc10gYXMgbnVtYmVyW10pO1xuICAgICAgICBleHBlY3Qoc2l6ZXMob3V0W2F4aXNdIGFzIG51bWJlcltdKSkudG9FcXVhbCh3YXMubWFwKChzLCBwKSA9PiBzICsgKGZbcF0gYXMgbnVtYmVyKSAtIChmW3AgKyAxXSBhcyBudW1iZXIpKSk7XG4gICAgICAgIGV4cGVjdChzaXplcyhvdXRbYXhpc10gYXMgbnVtYmVyW10pLnJlZHVjZSgoeCwgeSkgPT4geCArIHksIDApKS50b0JlKGQuc2hhcGVbYXhpc10pO1xuICAgICAgICAvLyBUaGUgUCArIDEgZm9ybSB3aXRoIHplcm8gZW5kcyBpcyB0aGUgc2FtZSByZXF1ZXN0LlxuICAgICAgICBleHBlY3QoZmxvd0N1dHMoZCwgYXhpcywgZikpLnRvRXF1YWwob3V0KTtcbiAgICAgICAgLy8gVGhlIHNhbWUgYXMgb25lIHNoaWZ0IHBlciBib3VuZGFyeS5cbiAgICAgICAgbGV0IGN1cjogRGVjb21wb3NpdGlvbiA9IGQ7XG4gICAgICAgIGZsb3dzLmZvckVhY2goKHgsIGkpID0+IHtcbiAgICAgICAgICBjdXIgPSB7IC4uLmN1ciwgY3V0czogc2hpZnRDdXRzKGN1ciwgYXhpcywgaSArIDEsIHgpIH07XG4gICAgICAgIH0pO1xuICAgICAgICBleHBlY3QoY3VyLmN1dHMpLnRvRXF1YWwob3V0KTtcbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xuXG4gIGl0KCdyZWplY3RzIGJhZCBheGVzLCBib3VuZGFyaWVzLCBjb3VudHMgYW5kIGZsb3cgbGlzdHMgd2l0aCBNV19JTlZBTElEX0RFQ09NUE9TSVRJT04nLCAoKSA9PiB7XG4gICAgY29uc3QgZDogRGVjb21wb3NpdGlvbiA9IHsgc2hhcGU6IFsxMCwgNl0sIHByb2NEaW1zOiBbMywgMl0sIGN1dHM6IFtibG9ja0N1dHMoMTAsIDMpLCBibG9ja0N1dHMoNiwgMildIH07XG4gICAgY29uc3QgYmFkOiAoKCkgPT4gdW5rbm93bilbXSA9IFtcbiAgICAgICgpID0+IHNoaWZ0Q3V0cyhkLCAyLCAxLCAxKSxcbiAgICAgICgpID0+IHNoaWZ0Q3V0cyhkLCAtMSwgMSwgMSksXG4gICAgICAoKSA9PiBzaGlmdEN1dHMoZCwgMCwgMCwgMSksXG4gICAgICAoKSA9PiBzaGlmdEN1dHMoZCwgMCwgMywgMSksXG4gICAgICAoKSA9PiBzaGlmdEN1dHMoZCwgMCwgMS41LCAxKSxcbiAgICAgICgpID0+IHNoaWZ0Q3V0cyhkLCAwLCAxLCAwLjUpLFxuICAgICAgKCkgPT4gc2hpZnRDdXRzKGQsIDAsIDEsIE51bWJlci5OYU4pLFxuICAgICAgKCkgPT4gZmxvd0N1dHMoZCwgMiwgWzAsIDBdKSxcbiAgICAgICgpID0+IGZsb3dDdXRzKGQsIDAsIFsxXSksXG4gICAgICAoKSA9PiBmbG93Q3V0cyhkLCAwLCBbMCwgMSwgMl0pLFxuICAgICAgKCkgPT4gZmxvd0N1dHMoZCwgMCwgWzEsIDAuNV0pLFxuICAgIF07XG4gICAgZm9yIChjb25zdCBmbiBvZiBiYWQpIGV4cGVjdChjb2RlT2YoZm4pKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9ERUNPTVBPU0lUSU9OKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3RpbGVCb3gnLCAoKSA9PiB7XG4gIGl0KCd0aGUgdGlsZXMgb2YgYWxsIHByb2Nlc3NvcnMgcGFydGl0aW9uIHRoZSBncmlkIGV4YWN0bHknLCAoKSA9PiB7XG4gICAgY2hlY2soXG4gICAgICBmYy5wcm9wZXJ0eShkZWNvbXBvc2l0aW9uQXJiKDMpLCAoZCkgPT4ge1xuICAgICAgICBjb25zdCBucHJvY3MgPSBwcm9kdWN0KGQucHJvY0RpbXMpO1xuICAgICAgICBjb25zdCB0aWxlcyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IG5wcm9jcyB9LCAoXywgaSkgPT4ge1xuICAgICAgICAgIGNvbnN0IHBjID0gcHJvY0Nvb3JkcyhkLnByb2NEaW1zLCBpKTtcbiAgICAgICAgICBleHBlY3QocHJvY0luZGV4KGQucHJvY0RpbXMsIHBjKSkudG9CZShpKTtcbiAgICAgICAgICByZXR1cm4gdGlsZUJveChkLCBwYyk7XG4gICAgICAgIH0pO1xuICAgICAgICBleHBlY3QodGlsZXMucmVkdWNlKChzLCB0KSA9PiBzICsgdm9sdW1lKHQpLCAwKSkudG9CZShwcm9kdWN0KGQuc2hhcGUpKTtcbiAgICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCBucHJvY3M7IGkrKykge1xuICAgICAgICAgIGZvciAobGV0IGogPSBpICsgMTsgaiA8IG5wcm9jczsgaisrKSBleHBlY3QoaW50ZXJzZWN0KHRpbGVzW2ldIGFzIG5ldmVyLCB0aWxlc1tqXSBhcyBuZXZlcikpLnRvQmVVbmRlZmluZWQoKTtcbiAgICAgICAgfVxuICAgICAgICAvLyBFdmVyeSBjZWxsIGlzIGluIGV4YWN0bHkgb25lIHRpbGUuXG4gICAgICAgIGNvbnN0IG93bmVycyA9IG5ldyBJbnQzMkFycmF5KHByb2R1Y3QoZC5zaGFwZSkpO1xuICAgICAgICBjb25zdCBzdHJpZGVzID0gcm93TWFqb3JTdHJpZGVzKGQuc2hhcGUpO1xuICAgICAgICBmb3IgKGNvbnN0IHQgb2YgdGlsZXMpIHtcbiAgICAgICAgICBjb25zdCBleHQgPSB0LmhpLm1hcCgoaCwgYSkgPT4gaCAtICh0LmxvW2FdIGFzIG51bWJlcikpO1xuICAgICAgICAgIGlmIChleHQuc29tZSgoZSkgPT4gZSA8PSAwKSkgY29udGludWU7XG4gICAgICAgICAgY29uc3QgZyA9IHQubG8uc2xpY2UoKTtcbiAgICAgICAgICBmb3IgKDs7KSB7XG4gICAgICAgICAgICBjb25zdCBhdCA9IGcucmVkdWNlKChvLCB2LCBhKSA9PiBvICsgdiAqIChzdHJpZGVzW2FdIGFzIG51bWJlciksIDApO1xuICAgICAgICAgICAgb3duZXJzW2F0XSA9IChvd25lcnNbYXRdIGFzIG51bWJlcikgKyAxO1xuICAgICAgICAgICAgbGV0IGEgPSBnLmxlbmd0aCAtIDE7XG4gICAgICAgICAgICBmb3IgKDsgYSA+PSAwOyBhLS0pIHtcbiAgICAgICAgICAgICAgZ1thXSA9IChnW2FdIGFzIG51bWJlcikgKyAxO1xuICAgICAgICAgICAgICBpZiAoKGdbYV0gYXMgbnVtYmVyKSA8ICh0LmhpW2FdIGFzIG51bWJlcikpIGJyZWFrO1xuICAgICAgICAgICAgICBnW2FdID0gdC5sb1thXSBhcyBudW1iZXI7XG4gICAgICAgICAgICB9XG4gICAgICAgICAgICBpZiAoYSA8IDApIGJyZWFrO1xuICAgICAgICAgIH1cbiAgICAgICAgfVxuICAgICAgICBleHBlY3Qob3duZXJzLmV2ZXJ5KChvKSA9PiBvID09PSAxKSkudG9CZSh0cnVlKTtcbiAgICAgIH0pLFxuICAgICk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdjb3B5Qm94IC8gcGFja0JveCAvIHVucGFja0JveCcsICgpID0+IHtcbiAgY29uc3QgQ1RPUlMgPSBbRmxvYXQ2NEFycmF5LCBGbG9hdDMyQXJyYXksIEludDMyQXJyYXksIFVpbnQ4QXJyYXksIEludDE2QXJyYXksIEJpZ0ludDY0QXJyYXldIGFzIGNvbnN0O1xuICB0eXBlIEN0b3IgPSAodHlwZW9mIENUT1JTKVtudW1iZXJdO1xuXG4gIC8qKiBBcnJheSBkaW1zIChrID0gMS4uNCkgYW5kIGEgYm94IGluc2lkZSB0aGVtLiAqL1xuICBjb25zdCBib3hJbiA9IChrOiBudW1iZXIpID0+XG4gICAgZmNcbiAgICAgIC5hcnJheShmYy5pbnRlZ2VyKHsgbWluOiAxLCBtYXg6IDYgfSksIHsgbWluTGVuZ3RoOiBrLCBtYXhMZW5ndGg6IGsgfSlcbiAgICAgIC5jaGFpbigoZGltcykgPT5cbiAgICAgICAgZmNcbiAgICAgICAgICAudHVwbGUoLi4uZGltcy5tYXAoKG4pID0+IGZjLnR1cGxlKGZjLmludGVnZXIoeyBtaW46IDAsIG1heDogbiB9KSwgZmMuaW50ZWdlcih7IG1pbjogMCwgbWF4OiBuIH0pKSkpXG4gICAgICAgICAgLm1hcCgocGFpcnMpID0+ICh7IGRpbXMsIGF0OiBwYWlycy5tYXAoKFt4LCB5XSkgPT4gTWF0aC5taW4oeCwgeSkpLCBleHRlbnQ6IHBhaXJzLm1hcCgoW3gsIHldKSA9PiBNYXRoLmFicyh4IC0geSkpIH0pKSxcbiAgICAgICk7XG5cbiAgZnVuY3Rpb24gZmlsbGVkKEM6IEN0b3IsIG46IG51bWJlciwgc2VlZDogbnVtYmVyKTogSW5zdGFuY2VUeXBlPEN0b3I+IHtcbiAgICBjb25zdCBhID0gbmV3IEMobik7XG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPCBuOyBpKyspXG4gICAgICAoYSBhcyB1bmtub3duIGFzIChudW1iZXIgfCBiaWdpbnQpW10pW2ldID0gQyA9PT0gQmlnSW50NjRBcnJheSA/IEJpZ0ludChpICogNyArIHNlZWQpIDogKChpICogNyArIHNlZWQpICUgMTAwKSArIDE7XG4gICAgcmV0dXJuIGE7XG4gIH1cblxuICAvKiogTmFpdmUgcmVmZXJlbmNlOiB2aXNpdCBldmVyeSBvZmZzZXQgb2YgdGhlIGJveC4gKi9cbiAgZnVuY3Rpb24gb2Zmc2V0cyhzdHJpZGVzOiBudW1iZXJbXSwgYXQ6IG51bWJlcltdLCBleHRlbnQ6IG51bWJlcltdKTogbnVtYmVyW10ge1xuICAgIGNvbnN0IG91dDogbnVtYmVyW10gPSBbXTtcbiAgICBjb25zdCB3YWxrID0gKGE6IG51bWJlciwgYmFzZTogbnVtYmVyKSA9PiB7XG4gICAgICBpZiAoYSA9PT0gZXh0ZW50Lmxlbmd0aCkge1xuICAgICAgICBvdXQucHVzaChiYXNlKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgZm9yIChsZXQgaSA9IDA7IGkgPCAoZXh0ZW50W2FdIGFzIG51bWJlcik7IGkrKykgd2FsayhhICsgMSwgYmFzZSArICgoYXRbYV0gYXMgbnVtYmVyKSArIGkpICogKHN0cmlkZXNbYV0gYXMgbnVtYmVyKSk7XG4gICAgfTtcbiAgICB3YWxrKDAsIDApO1xuICAgIHJldHVybiBvdXQ7XG4gIH1cblxuICBpdCgncGFjayB0aGVuIHVucGFjayByb3VuZC10cmlwcyBhIHJhbmRvbSBrLUQgYm94IChrID0gMS4uNCkgYW5kIHRvdWNoZXMgbm90aGluZyBlbHNlJywgKCkgPT4ge1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkoZmMuaW50ZWdlcih7IG1pbjogMSwgbWF4OiA0IH0pLmNoYWluKGJveEluKSwgZmMuY29uc3RhbnRGcm9tKC4uLkNUT1JTKSwgZmMubmF0KDUwKSwgKHsgZGltcywgYXQsIGV4dGVudCB9LCBDLCBzZWVkKSA9PiB7XG4gICAgICAgIGNvbnN0IHN0cmlkZXMgPSByb3dNYWpvclN0cmlkZXMoZGltcyk7XG4gICAgICAgIGNvbnN0IHNyYyA9IGZpbGxlZChDLCBwcm9kdWN0KGRpbXMpLCBzZWVkKTtcbiAgICAgICAgY29uc3QgcGFja2VkID0gcGFja0JveChzcmMsIHN0cmlkZXMsIGF0LCBleHRlbnQpO1xuICAgICAgICBleHBlY3QocGFja2VkKS50b0JlSW5zdGFuY2VPZihDKTtcbiAgICAgICAgY29uc3QgaWR4ID0gb2Zmc2V0cyhzdHJpZGVzLCBhdCwgZXh0ZW50KTtcbiAgICAgICAgZXhwZWN0KHBhY2tlZC5sZW5ndGgpLnRvQmUoaWR4Lmxlbmd0aCk7XG4gICAgICAgIGV4cGVjdChBcnJheS5mcm9tKHBhY2tlZCBhcyBBcnJheUxpa2U8dW5rbm93bj4pKS50b0VxdWFsKGlkeC5tYXAoKGkpID0+IHNyY1tpXSkpO1xuICAgICAgICBjb25zdCBkc3QgPSBuZXcgQyhwcm9kdWN0KGRpbXMpKTtcbiAgICAgICAgdW5wYWNrQm94KGRzdCwgc3RyaWRlcywgYXQsIGV4dGVudCwgcGFja2VkKTtcbiAgICAgICAgY29uc3QgaW5Cb3ggPSBuZXcgU2V0KGlkeCk7XG4gICAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgZHN0Lmxlbmd0aDsgaSsrKSBleHBlY3QoZHN0W2ldKS50b0VxdWFsKGluQm94LmhhcyhpKSA/IHNyY1tpXSA6IEMgPT09IEJpZ0ludDY0QXJyYXkgPyAwbiA6IDApO1xuICAgICAgfSksXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ2NvcHlCb3ggbW92ZXMgYSBib3ggYmV0d2VlbiBhcnJheXMgb2YgZGlmZmVyZW50IHNoYXBlcyBhbmQgcG9zaXRpb25zJywgKCkgPT4ge1xuICAgIGNvbnN0IGFyYiA9IGZjXG4gICAgICAuaW50ZWdlcih7IG1pbjogMSwgbWF4OiA0IH0pXG4gICAgICAuY2hhaW4oKGspID0+XG4gICAgICAgIGZjLnR1cGxlKFxuICAgICAgICAgIGZjLmFycmF5KGZjLmludGVnZXIoeyBtaW46IDEsIG1heDogNSB9KSwgeyBtaW5MZW5ndGg6IGssIG1heExlbmd0aDogayB9KSxcbiAgICAgICAgICBmYy5hcnJheShmYy5pbnRlZ2VyKHsgbWluOiAwLCBtYXg6IDMgfSksIHsgbWluTGVuZ3RoOiBrLCBtYXhMZW5ndGg6IGsgfSksXG4gICAgICAgICAgZmMuYXJyYXkoZmMuaW50ZWdlcih7IG1pbjogMCwgbWF4OiAzIH0pLCB7IG1pbkxlbmd0aDogaywgbWF4TGVuZ3RoOiBrIH0pLFxuICAgICAgICAgIGZjLmFycmF5KGZjLmludGVnZXIoeyBtaW46IDAsIG1heDogMyB9KSwgeyBtaW5MZW5ndGg6IGssIG1heExlbmd0aDogayB9KSxcbiAgICAgICAgICBmYy5hcnJheShmYy5pbnRlZ2VyKHsgbWluOiAwLCBtYXg6IDMgfSksIHsgbWluTGVuZ3RoOiBrLCBtYXhMZW5ndGg6IGsgfSksXG4gICAgICAgICksXG4gICAgICApO1xuICAgIGNoZWNrKFxuICAgICAgZmMucHJvcGVydHkoYXJiLCAoW2V4dGVudCwgc0F0LCBkQXQsIHNQYWQsIGRQYWRdKSA9PiB7XG4gICAgICAgIC8vIFNvdXJjZSBhbmQgZGVzdGluYXRpb24gYXJyYXlzIGJpZyBlbm91Z2ggZm9yIHRoZSBib3ggYXQgdGhlaXIgcG9zaXRpb25zLCBwbHVzIHBhZGRpbmcuXG4gICAgICAgIGNvbnN0IHNEaW1zID0gZXh0ZW50Lm1hcCgoZSwgYSkgPT4gZSArIChzQXRbYV0gYXMgbnVtYmVyKSArIChzUGFkW2FdIGFzIG51bWJlcikpO1xuICAgICAgICBjb25zdCBkRGltcyA9IGV4dGVudC5tYXAoKGUsIGEpID0+IGUgKyAoZEF0W2FdIGFzIG51bWJlcikgKyAoZFBhZFthXSBhcyBudW1iZXIpKTtcbiAgICAgICAgY29uc3Qgc3JjID0gZmlsbGVkKEZsb2F0NjRBcnJheSwgcHJvZHVjdChzRGltcyksIDMpIGFzIEZsb2F0NjRBcnJheTtcbiAgICAgICAgY29uc3QgZHN0ID0gZmlsbGVkKEZsb2F0NjRBcnJheSwgcHJvZHVjdChkRGltcyksIDYxKSBhcyBGbG9hdDY0QXJyYXk7XG4gICAgICAgIGNvbnN0IGJlZm9yZSA9IEFycmF5LmZyb20oZHN0KTtcbiAgICAgICAgY29weUJveChzcmMsIHJvd01ham9yU3RyaWRlcyhzRGltcyksIHNBdCwgZHN0LCByb3dNYWpvclN0cmlkZXMoZERpbXMpLCBkQXQsIGV4dGVudCk7XG4gICAgICAgIGNvbnN0IHMgPSBvZmZzZXRzKHJvd01ham9yU3RyaWRlcyhzRGltcyksIHNBdCwgZXh0ZW50KTtcbiAgICAgICAgY29uc3QgZCA9IG9mZnNldHMocm93TWFqb3JTdHJpZGVzKGREaW1zKSwgZEF0LCBleHRlbnQpO1xuICAgICAgICBjb25zdCB3YW50ID0gYmVmb3JlLnNsaWNlKCk7XG4gICAgICAgIGQuZm9yRWFjaCgobywgaSkgPT4ge1xuICAgICAgICAgIHdhbnRbb10gPSBzcmNbc1tpXSBhcyBudW1iZXJdIGFzIG51bWJlcjtcbiAgICAgICAgfSk7XG4gICAgICAgIGV4cGVjdChBcnJheS5mcm9tKGRzdCkpLnRvRXF1YWwod2FudCk7XG4gICAgICB9KSxcbiAgICApO1xuICB9KTtcbn0pO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBSUEsT0FBTyxRQUFRO0FBQ2YsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQyxTQUFTLFlBQVkscUJBQXFCO0FBQzFDO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUVBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FDSztBQUNQLFNBQVMsU0FBUyxTQUFTLGlCQUFpQixpQkFBaUI7QUFFN0QsTUFBTSxPQUFPO0FBQ2IsTUFBTSxRQUFRLENBQXNCLE1BQXVCLFVBQVUsUUFBYyxHQUFHLE9BQU8sTUFBTSxFQUFFLE1BQU0sTUFBTSxRQUFRLENBQUM7QUFFMUgsTUFBTSxVQUFVLENBQUMsT0FBa0MsR0FBRyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBQy9FLE1BQU0sUUFBUSxDQUFDLFNBQXNDLEtBQUssTUFBTSxDQUFDLEVBQUUsSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFLLEtBQUssQ0FBQyxDQUFZO0FBRXhHLFNBQVMsT0FBTyxJQUF1QztBQUNyRCxNQUFJO0FBQ0YsT0FBRztBQUFBLEVBQ0wsU0FBUyxLQUFLO0FBQ1osV0FBTyxHQUFHLEVBQUUsZUFBZSxhQUFhO0FBQ3hDLFdBQVEsSUFBc0I7QUFBQSxFQUNoQztBQUNBLFNBQU87QUFDVDtBQUdBLE1BQU0sVUFBVSxDQUFDLEdBQVcsR0FBVyxRQUNyQyxHQUFHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssSUFBSSxJQUFJLElBQUksQ0FBQyxHQUFHLEVBQUUsV0FBVyxJQUFJLEdBQUcsV0FBVyxJQUFJLEVBQUUsQ0FBQyxFQUFFLElBQUksQ0FBQyxPQUFPO0FBQ3JHLFFBQU0sSUFBSSxDQUFDLEdBQUcsRUFBRSxFQUFFLEtBQUssQ0FBQyxHQUFHLE1BQU0sSUFBSSxDQUFDO0FBQ3RDLFFBQU0sT0FBTyxDQUFDLENBQUM7QUFDZixXQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxNQUFLLEtBQU0sRUFBRSxJQUFJLENBQUMsSUFBZSxJQUFJLEdBQUc7QUFDcEUsT0FBSyxLQUFLLENBQUM7QUFDWCxTQUFPO0FBQ1QsQ0FBQztBQUdILE1BQU0sbUJBQW1CLENBQUMsTUFBYyxNQUFNLE1BQzVDLEdBQ0c7QUFBQSxFQUNDLEdBQ0csUUFBUSxFQUFFLEtBQUssR0FBRyxLQUFLLEVBQUUsQ0FBQyxFQUMxQixNQUFNLENBQUMsTUFBTSxHQUFHLFFBQVEsRUFBRSxLQUFLLElBQUksS0FBSyxLQUFLLElBQUksTUFBTSxFQUFFLENBQUMsRUFBRSxNQUFNLENBQUMsTUFBTSxRQUFRLEdBQUcsR0FBRyxHQUFHLEVBQUUsSUFBSSxDQUFDLE9BQU8sRUFBRSxHQUFHLEdBQUcsRUFBRSxFQUFFLENBQUMsQ0FBQztBQUFBLEVBQ3pILEVBQUUsV0FBVyxHQUFHLFdBQVcsS0FBSztBQUNsQyxFQUNDLElBQUksQ0FBQyxVQUFVLEVBQUUsT0FBTyxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUUsQ0FBQyxHQUFHLFVBQVUsS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLENBQUMsR0FBRyxNQUFNLEtBQUssSUFBSSxDQUFDLE1BQU0sRUFBRSxDQUFDLEVBQUUsRUFBRTtBQUVoSCxTQUFTLGFBQWEsTUFBTTtBQUMxQixLQUFHLHdGQUF3RixNQUFNO0FBQy9GO0FBQUEsTUFDRSxHQUFHLFNBQVMsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssSUFBTyxDQUFDLEdBQUcsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxHQUFHLFVBQVU7QUFDOUYsY0FBTSxJQUFJLFVBQVUsR0FBRyxLQUFLO0FBQzVCLGVBQU8sQ0FBQyxFQUFFLGFBQWEsUUFBUSxDQUFDO0FBQ2hDLGVBQU8sRUFBRSxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDbkIsZUFBTyxFQUFFLEtBQUssQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUN2QixjQUFNLElBQUksTUFBTSxDQUFDO0FBQ2pCLGVBQU8sRUFBRSxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDM0MsZUFBTyxFQUFFLE1BQU0sQ0FBQyxNQUFNLE9BQU8sVUFBVSxDQUFDLEtBQUssS0FBSyxDQUFDLENBQUMsRUFBRSxLQUFLLElBQUk7QUFDL0QsZUFBTyxLQUFLLElBQUksR0FBRyxDQUFDLElBQUksS0FBSyxJQUFJLEdBQUcsQ0FBQyxDQUFDLEVBQUUsb0JBQW9CLENBQUM7QUFFN0QsZUFBTyxDQUFDLEVBQUUsUUFBUSxFQUFFLElBQUksQ0FBQyxHQUFHLE1BQU0sS0FBSyxNQUFNLElBQUksS0FBSyxLQUFLLElBQUksSUFBSSxRQUFRLElBQUksRUFBRSxDQUFDO0FBQUEsTUFDcEYsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLDJEQUEyRCxNQUFNO0FBQ2xFO0FBQUEsTUFDRSxHQUFHLFNBQVMsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssR0FBRyxDQUFDLEdBQUcsQ0FBQyxHQUFHLEtBQUssVUFBVTtBQUM5SCxjQUFNLElBQUksSUFBSSxNQUFNO0FBQ3BCLGVBQU8sVUFBVSxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxDQUFDLFVBQVUsR0FBRyxDQUFDLENBQUMsR0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLFVBQVUsR0FBRyxDQUFDLENBQUMsQ0FBQztBQUFBLE1BQ2pGLENBQUM7QUFBQSxJQUNIO0FBQUEsRUFDRixDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsYUFBYSxNQUFNO0FBQzFCLEtBQUcseUNBQXlDLE1BQU07QUFDaEQ7QUFBQSxNQUNFLEdBQUcsU0FBUyxpQkFBaUIsR0FBRyxDQUFDLEdBQUcsQ0FBQyxNQUFNO0FBQ3pDLGNBQU0sUUFBUSxFQUFFLEtBQUssSUFBSSxDQUFDLE1BQU0sRUFBRSxNQUFNLENBQUM7QUFDekMsY0FBTSxNQUFNO0FBQUEsVUFDVixFQUFFO0FBQUEsVUFDRixFQUFFO0FBQUEsVUFDRjtBQUFBLFVBQ0EsRUFBRSxNQUFNLElBQUksTUFBTSxDQUFDO0FBQUEsUUFDckI7QUFDQSxlQUFPLEdBQUcsRUFBRSxRQUFRLEVBQUUsSUFBSTtBQUMxQixlQUFPLElBQUksQ0FBQyxDQUFDLEVBQUUsSUFBSSxLQUFLLE1BQU0sQ0FBQyxDQUFDO0FBQUEsTUFDbEMsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHdFQUF3RSxNQUFNO0FBRS9FLFVBQU0sY0FBMEM7QUFBQSxNQUM5QyxtQkFBbUIsQ0FBQyxNQUFNLEVBQUUsTUFBTSxDQUFDO0FBQUEsTUFDbkMsa0JBQWtCLENBQUMsTUFBTSxDQUFDLEdBQUcsR0FBRyxFQUFFLEVBQUUsU0FBUyxDQUFDLENBQUM7QUFBQSxNQUMvQyxxQkFBcUIsQ0FBQyxNQUFNLENBQUMsR0FBRyxHQUFHLEVBQUUsTUFBTSxDQUFDLENBQUM7QUFBQSxNQUM3QyxtQkFBbUIsQ0FBQyxHQUFHLE1BQU0sQ0FBQyxHQUFHLEVBQUUsTUFBTSxHQUFHLEVBQUUsR0FBRyxJQUFJLENBQUM7QUFBQSxNQUN0RCxxQkFBcUIsQ0FBQyxHQUFHLE1BQU0sQ0FBQyxHQUFHLEVBQUUsTUFBTSxHQUFHLEVBQUUsR0FBRyxJQUFJLENBQUM7QUFBQSxNQUN4RCx1QkFBdUIsQ0FBQyxNQUFPLEVBQUUsU0FBUyxJQUFJLENBQUMsRUFBRSxDQUFDLEdBQUksRUFBRSxDQUFDLElBQWUsS0FBSyxHQUFHLEVBQUUsTUFBTSxDQUFDLENBQUMsSUFBSSxDQUFDLEtBQUssRUFBRSxDQUFDLENBQUM7QUFBQSxNQUN4RyxlQUFlLENBQUMsTUFBTyxFQUFFLFNBQVMsSUFBSSxDQUFDLEVBQUUsQ0FBQyxHQUFHLE9BQU8sS0FBSyxHQUFHLEVBQUUsTUFBTSxDQUFDLENBQUMsSUFBSSxDQUFDLE9BQU8sS0FBSyxFQUFFLENBQUMsQ0FBQztBQUFBLE1BQzNGLGtCQUFrQixDQUFDLE1BQU0sRUFBRSxJQUFJLE1BQU07QUFBQSxNQUNyQyxnQkFBZ0IsTUFBTTtBQUFBLE1BQ3RCLGlDQUFpQyxDQUFDLEdBQUcsSUFBSSxRQUFRO0FBRS9DLGNBQU0sSUFBSSxFQUFFLE1BQU07QUFDbEIsWUFBSSxFQUFFLFNBQVMsRUFBRyxHQUFFLENBQUMsSUFBSyxFQUFFLENBQUMsSUFBZSxNQUFNO0FBQUEsWUFDN0MsR0FBRSxDQUFDLElBQUksTUFBTTtBQUNsQixlQUFPO0FBQUEsTUFDVDtBQUFBLE1BQ0EscUJBQXFCLENBQUMsTUFBTTtBQUMxQixjQUFNLElBQUksRUFBRSxNQUFNO0FBQ2xCLFlBQUksRUFBRSxTQUFTLEVBQUcsRUFBQyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUMsQ0FBQyxJQUFJLENBQUMsRUFBRSxDQUFDLEdBQWEsRUFBRSxDQUFDLENBQVc7QUFBQSxZQUMzRCxHQUFFLFFBQVE7QUFDZixlQUFPO0FBQUEsTUFDVDtBQUFBLElBQ0Y7QUFDQTtBQUFBLE1BQ0UsR0FBRyxTQUFTLGlCQUFpQixHQUFHLENBQUMsR0FBRyxHQUFHLGFBQWEsR0FBRyxPQUFPLEtBQUssV0FBVyxDQUFDLEdBQUcsR0FBRyxJQUFJLEdBQUcsQ0FBQyxHQUFHLE1BQU0sU0FBUztBQUM3RyxjQUFNLElBQUksT0FBTyxFQUFFLE1BQU07QUFDekIsY0FBTSxJQUFJLEVBQUUsTUFBTSxDQUFDO0FBQ25CLGNBQU0sT0FBa0IsRUFBRSxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUUsTUFBTSxDQUFDO0FBQ25ELGFBQUssQ0FBQyxJQUFLLFlBQVksSUFBSSxFQUFpQixFQUFFLEtBQUssQ0FBQyxHQUFlLEdBQUcsQ0FBQztBQUd2RSxXQUFHLElBQUksS0FBSyxVQUFVLEtBQUssQ0FBQyxDQUFDLE1BQU0sS0FBSyxVQUFVLEVBQUUsS0FBSyxDQUFDLENBQUMsQ0FBQztBQUM1RDtBQUFBLFVBQ0U7QUFBQSxZQUFPLE1BQ0w7QUFBQSxjQUNFLEVBQUU7QUFBQSxjQUNGLEVBQUU7QUFBQSxjQUNGO0FBQUEsY0FDQSxFQUFFLE1BQU0sSUFBSSxNQUFNLENBQUM7QUFBQSxZQUNyQjtBQUFBLFVBQ0Y7QUFBQSxRQUNGLEVBQUUsS0FBSyxXQUFXLHFCQUFxQjtBQUFBLE1BQ3pDLENBQUM7QUFBQSxNQUNEO0FBQUEsSUFDRjtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcscURBQXFELE1BQU07QUFDNUQsV0FBTyxPQUFPLE1BQU0sVUFBVSxDQUFDLEdBQUcsQ0FBQyxHQUFHLENBQUMsR0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsR0FBRyxDQUFDLENBQUMsR0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxxQkFBcUI7QUFDMUcsV0FBTyxPQUFPLE1BQU0sVUFBVSxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxRQUFXLENBQUMsQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxxQkFBcUI7QUFBQSxFQUNqRyxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsMEJBQTBCLE1BQU07QUFFdkMsUUFBTSxXQUFXLGlCQUFpQixDQUFDLEVBQ2hDLE9BQU8sQ0FBQyxNQUFNLEVBQUUsU0FBUyxLQUFLLENBQUMsTUFBTSxLQUFLLENBQUMsQ0FBQyxFQUM1QyxNQUFNLENBQUMsTUFBTTtBQUNaLFVBQU0sT0FBTyxFQUFFLFNBQVMsUUFBUSxDQUFDLEdBQUcsTUFBTyxLQUFLLElBQUksQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFFO0FBQzdELFdBQU8sR0FBRyxhQUFhLEdBQUcsSUFBSSxFQUFFO0FBQUEsTUFBTSxDQUFDLFNBQ3JDLEdBQUcsUUFBUSxFQUFFLEtBQUssR0FBRyxLQUFNLEVBQUUsU0FBUyxJQUFJLElBQWUsRUFBRSxDQUFDLEVBQUUsTUFBTSxDQUFDLE1BQU07QUFDekUsY0FBTSxJQUFJLEVBQUUsS0FBSyxJQUFJO0FBQ3JCLGNBQU0sT0FBUSxFQUFFLENBQUMsSUFBZ0IsRUFBRSxJQUFJLENBQUMsSUFBZTtBQUN2RCxjQUFNLEtBQU0sRUFBRSxJQUFJLENBQUMsSUFBZ0IsRUFBRSxDQUFDLElBQWU7QUFDckQsZUFBTyxHQUFHLFFBQVEsRUFBRSxLQUFLLENBQUMsSUFBSSxLQUFLLEtBQUssQ0FBQyxFQUFFLElBQUksQ0FBQyxXQUFXLEVBQUUsR0FBRyxNQUFNLEdBQUcsTUFBTSxFQUFFO0FBQUEsTUFDbkYsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFSCxLQUFHLDRFQUE0RSxNQUFNO0FBQ25GO0FBQUEsTUFDRSxHQUFHLFNBQVMsVUFBVSxDQUFDLEVBQUUsR0FBRyxNQUFNLEdBQUcsTUFBTSxNQUFNO0FBQy9DLGNBQU0sU0FBUyxFQUFFLEtBQUssSUFBSSxDQUFDLE1BQU0sRUFBRSxNQUFNLENBQUM7QUFDMUMsY0FBTSxNQUFNLFVBQVUsR0FBRyxNQUFNLEdBQUcsS0FBSztBQUN2QyxlQUFPLEVBQUUsSUFBSSxFQUFFLFFBQVEsTUFBTTtBQUM3QixtQkFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLElBQUksUUFBUSxHQUFHO0FBQ2xDLGlCQUFPLEVBQUUsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ25CLGlCQUFPLEVBQUUsRUFBRSxTQUFTLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxNQUFNLENBQUMsQ0FBQztBQUN2QyxpQkFBTyxNQUFNLENBQUMsRUFBRSxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsTUFBTSxDQUFDLENBQUM7QUFDM0QsY0FBSSxNQUFNLEtBQU0sUUFBTyxDQUFDLEVBQUUsUUFBUSxFQUFFLEtBQUssQ0FBQyxDQUFDO0FBQUEsUUFDN0M7QUFDQSxjQUFNLE1BQU0sTUFBTSxFQUFFLEtBQUssSUFBSSxDQUFhO0FBQzFDLGNBQU0sTUFBTSxNQUFNLElBQUksSUFBSSxDQUFhO0FBQ3ZDLGNBQU0sT0FBTyxJQUFJLE1BQU07QUFDdkIsYUFBSyxJQUFJLENBQUMsSUFBSyxLQUFLLElBQUksQ0FBQyxJQUFlO0FBQ3hDLGFBQUssQ0FBQyxJQUFLLEtBQUssQ0FBQyxJQUFlO0FBQ2hDLGVBQU8sR0FBRyxFQUFFLFFBQVEsSUFBSTtBQUV4QjtBQUFBLFVBQ0U7QUFBQSxZQUNFLEVBQUU7QUFBQSxZQUNGLEVBQUU7QUFBQSxZQUNGO0FBQUEsWUFDQSxFQUFFLE1BQU0sSUFBSSxNQUFNLENBQUM7QUFBQSxVQUNyQjtBQUFBLFFBQ0YsRUFBRSxRQUFRLEdBQUc7QUFDYixlQUFPLFVBQVUsRUFBRSxHQUFHLEdBQUcsTUFBTSxJQUFJLEdBQUcsTUFBTSxHQUFHLENBQUMsS0FBSyxDQUFDLEVBQUUsUUFBUSxFQUFFLElBQUk7QUFBQSxNQUN4RSxDQUFDO0FBQUEsSUFDSDtBQUFBLEVBQ0YsQ0FBQztBQUVELFFBQU0sVUFBVSxpQkFBaUIsQ0FBQyxFQUMvQixPQUFPLENBQUMsTUFBTSxFQUFFLFNBQVMsS0FBSyxDQUFDLE1BQU0sS0FBSyxDQUFDLENBQUMsRUFDNUMsTUFBTSxDQUFDLE1BQU07QUFDWixVQUFNLE9BQU8sRUFBRSxTQUFTLFFBQVEsQ0FBQyxHQUFHLE1BQU8sS0FBSyxJQUFJLENBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBRTtBQUM3RCxXQUFPLEdBQUcsYUFBYSxHQUFHLElBQUksRUFBRSxNQUFNLENBQUMsU0FBUztBQUM5QyxZQUFNLElBQUksRUFBRSxTQUFTLElBQUk7QUFDekIsWUFBTSxJQUFJLEVBQUUsTUFBTSxJQUFJO0FBRXRCLGFBQU8sUUFBUSxHQUFHLEdBQUcsQ0FBQyxFQUFFLElBQUksQ0FBQyxXQUFXO0FBQ3RDLGNBQU0sSUFBSSxFQUFFLEtBQUssSUFBSTtBQUNyQixjQUFNLFFBQVEsT0FBTyxNQUFNLEdBQUcsQ0FBQyxFQUFFLElBQUksQ0FBQyxHQUFHLE1BQU8sRUFBRSxJQUFJLENBQUMsSUFBZSxDQUFDO0FBQ3ZFLGVBQU8sRUFBRSxHQUFHLE1BQU0sT0FBTyxPQUFPO0FBQUEsTUFDbEMsQ0FBQztBQUFBLElBQ0gsQ0FBQztBQUFBLEVBQ0gsQ0FBQztBQUVILEtBQUcsd0ZBQXdGLE1BQU07QUFDL0Y7QUFBQSxNQUNFLEdBQUcsU0FBUyxTQUFTLENBQUMsRUFBRSxHQUFHLE1BQU0sT0FBTyxPQUFPLE1BQU07QUFDbkQsY0FBTSxNQUFNLFNBQVMsR0FBRyxNQUFNLEtBQUs7QUFDbkMsZUFBTyxJQUFJLElBQUksQ0FBQyxFQUFFLFFBQVEsTUFBTTtBQUNoQyxtQkFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLElBQUksUUFBUSxHQUFHO0FBQ2xDLGlCQUFPLEVBQUUsRUFBRSxTQUFTLENBQUMsQ0FBQyxFQUFFLEtBQUssRUFBRSxNQUFNLENBQUMsQ0FBQztBQUN2QyxjQUFJLE1BQU0sS0FBTSxRQUFPLENBQUMsRUFBRSxRQUFRLEVBQUUsS0FBSyxDQUFDLENBQUM7QUFBQSxRQUM3QztBQUVBLGNBQU0sSUFBSSxDQUFDLEdBQUcsR0FBRyxPQUFPLENBQUM7QUFDekIsY0FBTSxNQUFNLE1BQU0sRUFBRSxLQUFLLElBQUksQ0FBYTtBQUMxQyxlQUFPLE1BQU0sSUFBSSxJQUFJLENBQWEsQ0FBQyxFQUFFLFFBQVEsSUFBSSxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssRUFBRSxDQUFDLElBQWdCLEVBQUUsSUFBSSxDQUFDLENBQVksQ0FBQztBQUMzRyxlQUFPLE1BQU0sSUFBSSxJQUFJLENBQWEsRUFBRSxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLEVBQUUsTUFBTSxJQUFJLENBQUM7QUFFbEYsZUFBTyxTQUFTLEdBQUcsTUFBTSxDQUFDLENBQUMsRUFBRSxRQUFRLEdBQUc7QUFFeEMsWUFBSSxNQUFxQjtBQUN6QixjQUFNLFFBQVEsQ0FBQyxHQUFHLE1BQU07QUFDdEIsZ0JBQU0sRUFBRSxHQUFHLEtBQUssTUFBTSxVQUFVLEtBQUssTUFBTSxJQUFJLEdBQUcsQ0FBQyxFQUFFO0FBQUEsUUFDdkQsQ0FBQztBQUNELGVBQU8sSUFBSSxJQUFJLEVBQUUsUUFBUSxHQUFHO0FBQUEsTUFDOUIsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHFGQUFxRixNQUFNO0FBQzVGLFVBQU0sSUFBbUIsRUFBRSxPQUFPLENBQUMsSUFBSSxDQUFDLEdBQUcsVUFBVSxDQUFDLEdBQUcsQ0FBQyxHQUFHLE1BQU0sQ0FBQyxVQUFVLElBQUksQ0FBQyxHQUFHLFVBQVUsR0FBRyxDQUFDLENBQUMsRUFBRTtBQUN2RyxVQUFNLE1BQXlCO0FBQUEsTUFDN0IsTUFBTSxVQUFVLEdBQUcsR0FBRyxHQUFHLENBQUM7QUFBQSxNQUMxQixNQUFNLFVBQVUsR0FBRyxJQUFJLEdBQUcsQ0FBQztBQUFBLE1BQzNCLE1BQU0sVUFBVSxHQUFHLEdBQUcsR0FBRyxDQUFDO0FBQUEsTUFDMUIsTUFBTSxVQUFVLEdBQUcsR0FBRyxHQUFHLENBQUM7QUFBQSxNQUMxQixNQUFNLFVBQVUsR0FBRyxHQUFHLEtBQUssQ0FBQztBQUFBLE1BQzVCLE1BQU0sVUFBVSxHQUFHLEdBQUcsR0FBRyxHQUFHO0FBQUEsTUFDNUIsTUFBTSxVQUFVLEdBQUcsR0FBRyxHQUFHLE9BQU8sR0FBRztBQUFBLE1BQ25DLE1BQU0sU0FBUyxHQUFHLEdBQUcsQ0FBQyxHQUFHLENBQUMsQ0FBQztBQUFBLE1BQzNCLE1BQU0sU0FBUyxHQUFHLEdBQUcsQ0FBQyxDQUFDLENBQUM7QUFBQSxNQUN4QixNQUFNLFNBQVMsR0FBRyxHQUFHLENBQUMsR0FBRyxHQUFHLENBQUMsQ0FBQztBQUFBLE1BQzlCLE1BQU0sU0FBUyxHQUFHLEdBQUcsQ0FBQyxHQUFHLEdBQUcsQ0FBQztBQUFBLElBQy9CO0FBQ0EsZUFBVyxNQUFNLElBQUssUUFBTyxPQUFPLEVBQUUsQ0FBQyxFQUFFLEtBQUssV0FBVyxxQkFBcUI7QUFBQSxFQUNoRixDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsV0FBVyxNQUFNO0FBQ3hCLEtBQUcsMERBQTBELE1BQU07QUFDakU7QUFBQSxNQUNFLEdBQUcsU0FBUyxpQkFBaUIsQ0FBQyxHQUFHLENBQUMsTUFBTTtBQUN0QyxjQUFNLFNBQVMsUUFBUSxFQUFFLFFBQVE7QUFDakMsY0FBTSxRQUFRLE1BQU0sS0FBSyxFQUFFLFFBQVEsT0FBTyxHQUFHLENBQUMsR0FBRyxNQUFNO0FBQ3JELGdCQUFNLEtBQUssV0FBVyxFQUFFLFVBQVUsQ0FBQztBQUNuQyxpQkFBTyxVQUFVLEVBQUUsVUFBVSxFQUFFLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDeEMsaUJBQU8sUUFBUSxHQUFHLEVBQUU7QUFBQSxRQUN0QixDQUFDO0FBQ0QsZUFBTyxNQUFNLE9BQU8sQ0FBQyxHQUFHLE1BQU0sSUFBSSxPQUFPLENBQUMsR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLFFBQVEsRUFBRSxLQUFLLENBQUM7QUFDdEUsaUJBQVMsSUFBSSxHQUFHLElBQUksUUFBUSxLQUFLO0FBQy9CLG1CQUFTLElBQUksSUFBSSxHQUFHLElBQUksUUFBUSxJQUFLLFFBQU8sVUFBVSxNQUFNLENBQUMsR0FBWSxNQUFNLENBQUMsQ0FBVSxDQUFDLEVBQUUsY0FBYztBQUFBLFFBQzdHO0FBRUEsY0FBTSxTQUFTLElBQUksV0FBVyxRQUFRLEVBQUUsS0FBSyxDQUFDO0FBQzlDLGNBQU0sVUFBVSxnQkFBZ0IsRUFBRSxLQUFLO0FBQ3ZDLG1CQUFXLEtBQUssT0FBTztBQUNyQixnQkFBTSxNQUFNLEVBQUUsR0FBRyxJQUFJLENBQUMsR0FBRyxNQUFNLElBQUssRUFBRSxHQUFHLENBQUMsQ0FBWTtBQUN0RCxjQUFJLElBQUksS0FBSyxDQUFDLE1BQU0sS0FBSyxDQUFDLEVBQUc7QUFDN0IsZ0JBQU0sSUFBSSxFQUFFLEdBQUcsTUFBTTtBQUNyQixxQkFBUztBQUNQLGtCQUFNLEtBQUssRUFBRSxPQUFPLENBQUMsR0FBRyxHQUFHQSxPQUFNLElBQUksSUFBSyxRQUFRQSxFQUFDLEdBQWMsQ0FBQztBQUNsRSxtQkFBTyxFQUFFLElBQUssT0FBTyxFQUFFLElBQWU7QUFDdEMsZ0JBQUksSUFBSSxFQUFFLFNBQVM7QUFDbkIsbUJBQU8sS0FBSyxHQUFHLEtBQUs7QUFDbEIsZ0JBQUUsQ0FBQyxJQUFLLEVBQUUsQ0FBQyxJQUFlO0FBQzFCLGtCQUFLLEVBQUUsQ0FBQyxJQUFnQixFQUFFLEdBQUcsQ0FBQyxFQUFjO0FBQzVDLGdCQUFFLENBQUMsSUFBSSxFQUFFLEdBQUcsQ0FBQztBQUFBLFlBQ2Y7QUFDQSxnQkFBSSxJQUFJLEVBQUc7QUFBQSxVQUNiO0FBQUEsUUFDRjtBQUNBLGVBQU8sT0FBTyxNQUFNLENBQUMsTUFBTSxNQUFNLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUFBLE1BQ2hELENBQUM7QUFBQSxJQUNIO0FBQUEsRUFDRixDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsaUNBQWlDLE1BQU07QUFDOUMsUUFBTSxRQUFRLENBQUMsY0FBYyxjQUFjLFlBQVksWUFBWSxZQUFZLGFBQWE7QUFJNUYsUUFBTSxRQUFRLENBQUMsTUFDYixHQUNHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsRUFBRSxXQUFXLEdBQUcsV0FBVyxFQUFFLENBQUMsRUFDcEU7QUFBQSxJQUFNLENBQUMsU0FDTixHQUNHLE1BQU0sR0FBRyxLQUFLLElBQUksQ0FBQyxNQUFNLEdBQUcsTUFBTSxHQUFHLFFBQVEsRUFBRSxLQUFLLEdBQUcsS0FBSyxFQUFFLENBQUMsR0FBRyxHQUFHLFFBQVEsRUFBRSxLQUFLLEdBQUcsS0FBSyxFQUFFLENBQUMsQ0FBQyxDQUFDLENBQUMsRUFDbEcsSUFBSSxDQUFDLFdBQVcsRUFBRSxNQUFNLElBQUksTUFBTSxJQUFJLENBQUMsQ0FBQyxHQUFHLENBQUMsTUFBTSxLQUFLLElBQUksR0FBRyxDQUFDLENBQUMsR0FBRyxRQUFRLE1BQU0sSUFBSSxDQUFDLENBQUMsR0FBRyxDQUFDLE1BQU0sS0FBSyxJQUFJLElBQUksQ0FBQyxDQUFDLEVBQUUsRUFBRTtBQUFBLEVBQ3pIO0FBRUosV0FBUyxPQUFPLEdBQVMsR0FBVyxNQUFrQztBQUNwRSxVQUFNLElBQUksSUFBSSxFQUFFLENBQUM7QUFDakIsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHO0FBQ3JCLE1BQUMsRUFBcUMsQ0FBQyxJQUFJLE1BQU0sZ0JBQWdCLE9BQU8sSUFBSSxJQUFJLElBQUksS0FBTSxJQUFJLElBQUksUUFBUSxNQUFPO0FBQ25ILFdBQU87QUFBQSxFQUNUO0FBR0EsV0FBUyxRQUFRLFNBQW1CLElBQWMsUUFBNEI7QUFDNUUsVUFBTSxNQUFnQixDQUFDO0FBQ3ZCLFVBQU0sT0FBTyxDQUFDLEdBQVcsU0FBaUI7QUFDeEMsVUFBSSxNQUFNLE9BQU8sUUFBUTtBQUN2QixZQUFJLEtBQUssSUFBSTtBQUNiO0FBQUEsTUFDRjtBQUNBLGVBQVMsSUFBSSxHQUFHLElBQUssT0FBTyxDQUFDLEdBQWMsSUFBSyxNQUFLLElBQUksR0FBRyxRQUFTLEdBQUcsQ0FBQyxJQUFlLEtBQU0sUUFBUSxDQUFDLENBQVk7QUFBQSxJQUNySDtBQUNBLFNBQUssR0FBRyxDQUFDO0FBQ1QsV0FBTztBQUFBLEVBQ1Q7QUFFQSxLQUFHLHFGQUFxRixNQUFNO0FBQzVGO0FBQUEsTUFDRSxHQUFHLFNBQVMsR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEVBQUUsTUFBTSxLQUFLLEdBQUcsR0FBRyxhQUFhLEdBQUcsS0FBSyxHQUFHLEdBQUcsSUFBSSxFQUFFLEdBQUcsQ0FBQyxFQUFFLE1BQU0sSUFBSSxPQUFPLEdBQUcsR0FBRyxTQUFTO0FBQ2pJLGNBQU0sVUFBVSxnQkFBZ0IsSUFBSTtBQUNwQyxjQUFNLE1BQU0sT0FBTyxHQUFHLFFBQVEsSUFBSSxHQUFHLElBQUk7QUFDekMsY0FBTSxTQUFTLFFBQVEsS0FBSyxTQUFTLElBQUksTUFBTTtBQUMvQyxlQUFPLE1BQU0sRUFBRSxlQUFlLENBQUM7QUFDL0IsY0FBTSxNQUFNLFFBQVEsU0FBUyxJQUFJLE1BQU07QUFDdkMsZUFBTyxPQUFPLE1BQU0sRUFBRSxLQUFLLElBQUksTUFBTTtBQUNyQyxlQUFPLE1BQU0sS0FBSyxNQUE0QixDQUFDLEVBQUUsUUFBUSxJQUFJLElBQUksQ0FBQyxNQUFNLElBQUksQ0FBQyxDQUFDLENBQUM7QUFDL0UsY0FBTSxNQUFNLElBQUksRUFBRSxRQUFRLElBQUksQ0FBQztBQUMvQixrQkFBVSxLQUFLLFNBQVMsSUFBSSxRQUFRLE1BQU07QUFDMUMsY0FBTSxRQUFRLElBQUksSUFBSSxHQUFHO0FBQ3pCLGlCQUFTLElBQUksR0FBRyxJQUFJLElBQUksUUFBUSxJQUFLLFFBQU8sSUFBSSxDQUFDLENBQUMsRUFBRSxRQUFRLE1BQU0sSUFBSSxDQUFDLElBQUksSUFBSSxDQUFDLElBQUksTUFBTSxnQkFBZ0IsS0FBSyxDQUFDO0FBQUEsTUFDbEgsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHdFQUF3RSxNQUFNO0FBQy9FLFVBQU0sTUFBTSxHQUNULFFBQVEsRUFBRSxLQUFLLEdBQUcsS0FBSyxFQUFFLENBQUMsRUFDMUI7QUFBQSxNQUFNLENBQUMsTUFDTixHQUFHO0FBQUEsUUFDRCxHQUFHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsRUFBRSxXQUFXLEdBQUcsV0FBVyxFQUFFLENBQUM7QUFBQSxRQUN2RSxHQUFHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsRUFBRSxXQUFXLEdBQUcsV0FBVyxFQUFFLENBQUM7QUFBQSxRQUN2RSxHQUFHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsRUFBRSxXQUFXLEdBQUcsV0FBVyxFQUFFLENBQUM7QUFBQSxRQUN2RSxHQUFHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsRUFBRSxXQUFXLEdBQUcsV0FBVyxFQUFFLENBQUM7QUFBQSxRQUN2RSxHQUFHLE1BQU0sR0FBRyxRQUFRLEVBQUUsS0FBSyxHQUFHLEtBQUssRUFBRSxDQUFDLEdBQUcsRUFBRSxXQUFXLEdBQUcsV0FBVyxFQUFFLENBQUM7QUFBQSxNQUN6RTtBQUFBLElBQ0Y7QUFDRjtBQUFBLE1BQ0UsR0FBRyxTQUFTLEtBQUssQ0FBQyxDQUFDLFFBQVEsS0FBSyxLQUFLLE1BQU0sSUFBSSxNQUFNO0FBRW5ELGNBQU0sUUFBUSxPQUFPLElBQUksQ0FBQyxHQUFHLE1BQU0sSUFBSyxJQUFJLENBQUMsSUFBZ0IsS0FBSyxDQUFDLENBQVk7QUFDL0UsY0FBTSxRQUFRLE9BQU8sSUFBSSxDQUFDLEdBQUcsTUFBTSxJQUFLLElBQUksQ0FBQyxJQUFnQixLQUFLLENBQUMsQ0FBWTtBQUMvRSxjQUFNLE1BQU0sT0FBTyxjQUFjLFFBQVEsS0FBSyxHQUFHLENBQUM7QUFDbEQsY0FBTSxNQUFNLE9BQU8sY0FBYyxRQUFRLEtBQUssR0FBRyxFQUFFO0FBQ25ELGNBQU0sU0FBUyxNQUFNLEtBQUssR0FBRztBQUM3QixnQkFBUSxLQUFLLGdCQUFnQixLQUFLLEdBQUcsS0FBSyxLQUFLLGdCQUFnQixLQUFLLEdBQUcsS0FBSyxNQUFNO0FBQ2xGLGNBQU0sSUFBSSxRQUFRLGdCQUFnQixLQUFLLEdBQUcsS0FBSyxNQUFNO0FBQ3JELGNBQU0sSUFBSSxRQUFRLGdCQUFnQixLQUFLLEdBQUcsS0FBSyxNQUFNO0FBQ3JELGNBQU0sT0FBTyxPQUFPLE1BQU07QUFDMUIsVUFBRSxRQUFRLENBQUMsR0FBRyxNQUFNO0FBQ2xCLGVBQUssQ0FBQyxJQUFJLElBQUksRUFBRSxDQUFDLENBQVc7QUFBQSxRQUM5QixDQUFDO0FBQ0QsZUFBTyxNQUFNLEtBQUssR0FBRyxDQUFDLEVBQUUsUUFBUSxJQUFJO0FBQUEsTUFDdEMsQ0FBQztBQUFBLElBQ0g7QUFBQSxFQUNGLENBQUM7QUFDSCxDQUFDOyIsCiAgIm5hbWVzIjogWyJhIl0KfQo=
