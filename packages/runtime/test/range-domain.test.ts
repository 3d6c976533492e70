/**
 * RangeDomain: block split, partOf, remaps that may leave parts empty, and bad bounds rejected
 * with MW_INVALID_DECOMPOSITION; remaps agree collectively across real ranks.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Cluster, type Collectives, createCluster, ErrorCodes, MeshworkError, RangeDomain } from '../src/index.ts';
import { hashCuts } from '../src/mesh/agreement.ts';
import type { RangeRemapOptions, RangeStep } from './programs/range-remap.ts';

const SEED = 42;
const check = <T extends unknown[]>(prop: fc.IProperty<T>, numRuns = 200): void => fc.assert(prop, { seed: SEED, numRuns });

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return (err as MeshworkError).code;
  }
  return undefined;
}

/** Bounds of n into `parts` parts of at least `min` (empty parts allowed when min = 0). */
const boundsArb = (n: number, parts: number, min: number): fc.Arbitrary<number[]> =>
  fc.array(fc.integer({ min: 0, max: n - parts * min }), { minLength: parts - 1, maxLength: parts - 1 }).map((xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return [0, ...s.map((x, i) => x + (i + 1) * min), n];
  });

const domainArb = (min: number) =>
  fc
    .integer({ min: 1, max: 9 })
    .chain((parts) =>
      fc.integer({ min: parts * min, max: parts * min + 40 }).chain((n) => boundsArb(n, parts, min).map((cuts) => ({ n, parts, cuts }))),
    );

describe('RangeDomain (no collectives)', () => {
  it('splits [0, n) into blocks balanced within 1, larger parts first', () => {
    check(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 1, max: 32 }), (n, parts) => {
        const r = new RangeDomain(undefined, 0, parts, { n });
        expect(r.cuts).toHaveLength(parts + 1);
        expect(r.cuts[0]).toBe(0);
        expect(r.cuts[parts]).toBe(n);
        for (let p = 0; p < parts; p++) {
          const [lo, hi] = r.rangeOf(p);
          expect(hi - lo).toBe(Math.floor(n / parts) + (p < n % parts ? 1 : 0));
        }
        expect([r.lo, r.hi]).toEqual(r.rangeOf(0));
        const last = new RangeDomain(undefined, parts - 1, parts, { n });
        expect([last.lo, last.hi]).toEqual([r.cuts[parts - 1], n]);
      }),
    );
  });

  it('partOf(i) is the one part whose range holds i, also with empty parts', () => {
    check(
      fc.property(domainArb(0), ({ n, parts, cuts }) => {
        const r = new RangeDomain(undefined, 0, parts, { n, cuts });
        for (let i = 0; i < n; i++) {
          const p = r.partOf(i);
          const [lo, hi] = r.rangeOf(p);
          expect(lo <= i && i < hi).toBe(true);
        }
      }),
    );
  });

  it('remap adopts any non-decreasing bounds, empty parts included, and counts remaps', () => {
    check(
      fc.property(
        domainArb(0).chain((d) => fc.array(boundsArb(d.n, d.parts, 0), { minLength: 1, maxLength: 5 }).map((seq) => ({ ...d, seq }))),
        fc.nat(),
        ({ n, parts, seq }, pick) => {
          const r = new RangeDomain(undefined, pick % parts, parts, { n });
          for (const [i, cuts] of seq.entries()) {
            const input = cuts.slice();
            r.remap(input);
            input[0] = 99; // the domain keeps its own copy
            expect(r.cuts).toEqual(cuts);
            expect(r.remaps).toBe(i + 1);
            expect([r.lo, r.hi]).toEqual([cuts[pick % parts], cuts[(pick % parts) + 1]]);
          }
        },
      ),
    );
    // All of [0, n) on the last part, the others empty.
    const r = new RangeDomain(undefined, 1, 4, { n: 10 });
    r.remap([0, 0, 0, 0, 10]);
    expect([r.lo, r.hi]).toEqual([0, 0]);
    expect(r.partOf(0)).toBe(3);
    expect(r.partOf(9)).toBe(3);
  });

  it('rejects bad bounds with MW_INVALID_DECOMPOSITION and keeps the old ones', () => {
    const bad: unknown[] = [
      [0, 5, 10], // too few
      [0, 2, 5, 7, 10], // too many
      [1, 3, 6, 10], // not from 0
      [0, 3, 6, 9], // not to n
      [0, 3, 6, 11],
      [0, 6, 3, 10], // decreasing
      [0, 3.5, 6, 10], // not integers
      [0, Number.NaN, 6, 10],
      [0, '3', 6, 10],
      'cuts',
      undefined,
    ];
    const r = new RangeDomain(undefined, 0, 3, { n: 10 });
    const before = r.cuts.slice();
    for (const cuts of bad) {
      expect({ cuts, code: codeOf(() => r.remap(cuts as number[])) }).toEqual({ cuts, code: ErrorCodes.INVALID_DECOMPOSITION });
      // (undefined initial cuts mean the block split)
      if (cuts !== undefined) {
        expect({ cuts, code: codeOf(() => new RangeDomain(undefined, 0, 3, { n: 10, cuts: cuts as number[] })) }).toEqual({
          cuts,
          code: ErrorCodes.INVALID_DECOMPOSITION,
        });
      }
    }
    expect(r.cuts).toEqual(before);
    expect(r.remaps).toBe(0);
  });

  it('with minPart, rejects parts thinner than minPart and domains too small to hold them', () => {
    check(
      fc.property(domainArb(2), ({ n, parts, cuts }) => {
        const r = new RangeDomain(undefined, 0, parts, { n, minPart: 2 });
        r.remap(cuts);
        expect(r.cuts).toEqual(cuts);
        // Move the first cut one short of minPart (or, with one part, nothing to move: skip).
        if (parts > 1) {
          const thin = cuts.slice();
          thin[1] = 1;
          expect(codeOf(() => r.remap(thin))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
          expect(r.cuts).toEqual(cuts);
        }
      }),
    );
    expect(codeOf(() => new RangeDomain(undefined, 0, 4, { n: 7, minPart: 2 }))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    expect(codeOf(() => new RangeDomain(undefined, 0, 4, { n: 8, minPart: 2 }))).toBeUndefined();
    // Arguments that are not integers in range are invalid arguments, not decompositions.
    expect(codeOf(() => new RangeDomain(undefined, 0, 0, { n: 8 }))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => new RangeDomain(undefined, 0, 2, { n: -1 }))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => new RangeDomain(undefined, 0, 2, { n: 8, minPart: 0.5 }))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
});

describe('RangeDomain remap agreement (one rank, other ranks simulated)', () => {
  /** Collectives whose "other ranks" contributed `others` to a max-allreduce. */
  function fakeComm(others: Float64Array): Collectives & { calls: number } {
    const comm = {
      mode: 'shm',
      calls: 0,
      allreduce(v: Float64Array) {
        comm.calls++;
        return v.map((x, i) => Math.max(x, others[i] as number));
      },
    };
    return comm as unknown as Collectives & { calls: number };
  }
  const same = (cuts: number[]) => {
    const h = hashCuts([cuts]);
    return Float64Array.of(h, -h, 0);
  };

  it('adopts bounds every rank agrees on', () => {
    const comm = fakeComm(same([0, 2, 10]));
    const r = new RangeDomain(comm, 0, 2, { n: 10 });
    r.remap([0, 2, 10]);
    expect(r.cuts).toEqual([0, 2, 10]);
    expect(comm.calls).toBe(1);
  });

  it('fails when another rank asks for other bounds', () => {
    const comm = fakeComm(same([0, 3, 10]));
    const r = new RangeDomain(comm, 0, 2, { n: 10 });
    expect(codeOf(() => r.remap([0, 2, 10]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    expect(r.cuts).toEqual([0, 5, 10]);
  });

  it('fails when another rank had invalid bounds, and takes part in the collective when its own are invalid', () => {
    const h = hashCuts([[0, 2, 10]]);
    const comm = fakeComm(Float64Array.of(0, 0, 1));
    const r = new RangeDomain(comm, 0, 2, { n: 10 });
    expect(codeOf(() => r.remap([0, 2, 10]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    const ok = fakeComm(Float64Array.of(h, -h, 0));
    const q = new RangeDomain(ok, 0, 2, { n: 10 });
    expect(codeOf(() => q.remap([0, 12, 10]))).toBe(ErrorCodes.INVALID_DECOMPOSITION);
    expect(ok.calls).toBe(1); // it still met the other ranks
    expect(q.cuts).toEqual([0, 5, 10]);
  });

  it('bounds past 2^32 still agree (the hash covers the high bits)', () => {
    const n = 2 ** 33 + 5;
    expect(hashCuts([[0, 2 ** 32, n]])).not.toBe(hashCuts([[0, 0, n]]));
    const comm = fakeComm(same([0, 2 ** 32 + 1, n]));
    const r = new RangeDomain(comm, 0, 2, { n });
    r.remap([0, 2 ** 32 + 1, n]);
    expect(r.cuts).toEqual([0, 2 ** 32 + 1, n]);
  });
});

describe('RangeDomain remap on chain:3 threads', () => {
  const N = 30;
  let cluster: Cluster;
  let result: { initial: number[]; steps: RangeStep[] }[];
  const agreed = [0, 0, 12, 30];
  const steps: RangeRemapOptions['steps'] = [
    [agreed, agreed, agreed], // adopted everywhere (part 0 empty)
    [
      [0, 10, 20, 30],
      [0, 10, 20, 30],
      [0, 11, 20, 30],
    ], // rank 2 disagrees
    [
      [0, 10, 20, 30],
      [0, 20, 10, 30],
      [0, 10, 20, 30],
    ], // rank 1's bounds are invalid
    [
      [0, 30, 30, 30],
      [0, 30, 30, 30],
      [0, 30, 30, 30],
    ], // still usable afterwards
  ];

  beforeAll(async () => {
    cluster = createCluster({ topology: 'chain:3', waitTimeoutMs: 20_000 });
    result = (
      await cluster.run<{ initial: number[]; steps: RangeStep[] }>(new URL('./programs/range-remap.ts', import.meta.url), { n: N, steps })
    ).results;
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('starts from the block split on every rank', () => {
    for (const r of result) expect(r.initial).toEqual([0, 10, 20, 30]);
  });

  it('adopts agreed bounds, fails together on disagreement or invalid bounds, then recovers', () => {
    const want = [
      { code: undefined, cuts: agreed, remaps: 1 },
      { code: ErrorCodes.INVALID_DECOMPOSITION, cuts: agreed, remaps: 1 },
      { code: ErrorCodes.INVALID_DECOMPOSITION, cuts: agreed, remaps: 1 },
      { code: undefined, cuts: [0, 30, 30, 30], remaps: 2 },
    ];
    for (const [rank, r] of result.entries()) {
      expect(r.steps.map(({ code, cuts, remaps }) => ({ code, cuts, remaps }))).toEqual(want);
      const last = r.steps[3] as RangeStep;
      expect([last.lo, last.hi]).toEqual(
        [
          [0, 30],
          [30, 30],
          [30, 30],
        ][rank],
      );
    }
  });
});
