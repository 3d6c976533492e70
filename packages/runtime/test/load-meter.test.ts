/**
 * Measured loads (`LoadMeter`, behind `Balancing.measure`) with an injected clock: the kernel
 * covers the tile's planes once, in order, in blocks that grow until one takes BLOCK_MS; each
 * block's time goes to its planes; axes not measured get the total spread evenly; work mode
 * takes the kernel's units plane by plane and reads no clock; bad input is a typed error.
 */
import { describe, expect, it } from 'vitest';
import { BLOCK_MS, LoadMeter } from '../src/balance/measure.ts';
import type { DomainView } from '../src/balance/types.ts';

/** The view of a rank at `pc` of a grid cut at `cuts`. */
function view(shape: number[], cuts: number[][], pc: number[]): DomainView {
  return {
    kind: 'grid',
    shape,
    procDims: cuts.map((c) => c.length - 1),
    cuts,
    procCoords: pc,
    minExtent: shape.map(() => 1),
    rankOf: () => 0,
  };
}

/** A virtual clock the kernel advances by each plane's cost. */
function virtual(cost: (plane: number) => number) {
  let now = 0;
  let reads = 0;
  const blocks: [number, number][] = [];
  return {
    clock: () => {
      reads++;
      return now;
    },
    kernel: (lo: number, hi: number) => {
      blocks.push([lo, hi]);
      for (let p = lo; p < hi; p++) now += cost(p);
    },
    blocks,
    reads: () => reads,
  };
}

const sum = (a: ArrayLike<number>) => Array.from(a).reduce((s, x) => s + x, 0);

describe('LoadMeter, time', () => {
  // rank at procCoords [1, 0] of rows cut at 0 | 40 | 100: its rows are [40, 100), all 8 columns
  const v = view(
    [100, 8],
    [
      [0, 40, 100],
      [0, 8],
    ],
    [1, 0],
  );

  it('covers every plane once, in order, and times each block with one clock read', () => {
    const t = virtual(() => 0.001);
    const m = new LoadMeter('time', t.clock);
    m.measure(v, 0, t.kernel);
    const flat = t.blocks.flatMap(([lo, hi]) => Array.from({ length: hi - lo }, (_, i) => lo + i));
    expect(flat).toEqual(Array.from({ length: 60 }, (_, i) => 40 + i));
    expect(t.reads()).toBe(t.blocks.length + 1);
    // blocks double while one takes less than BLOCK_MS: 1, 2, 4, 8, 16, 29 (the rest)
    expect(t.blocks.map(([lo, hi]) => hi - lo)).toEqual([1, 2, 4, 8, 16, 29]);
  });

  it("attributes each block's time to its planes; the block size learned carries to the next phase", () => {
    // rows >= 70 cost 10x; 5 µs per cheap row
    const cost = (p: number) => (p >= 70 ? 0.05 : 0.005);
    const t = virtual(cost);
    const m = new LoadMeter('time', t.clock);
    m.measure(v, 0, t.kernel);
    const load = m.profile(v);
    const rows = load.planes?.[0] as Float64Array;
    expect(rows.length).toBe(60);
    let expected = 0;
    for (let p = 40; p < 100; p++) expected += cost(p);
    expect(load.total).toBeCloseTo(expected, 12);
    expect(sum(rows)).toBeCloseTo(expected, 12);
    // blocks of 1, 2, 4, 4, 8, 8 cheap rows, one of 8 across the edge (rows 67-74, its mean),
    // then the hot rows in blocks that halve to one row (a hot row takes 2.5 BLOCK_MS)
    for (let i = 0; i < 27; i++) expect(rows[i]).toBeCloseTo(0.005, 12);
    for (let i = 27; i < 35; i++) expect(rows[i]).toBeCloseTo((3 * 0.005 + 5 * 0.05) / 8, 12);
    for (let i = 35; i < 60; i++) expect(rows[i]).toBeCloseTo(0.05, 12);
    // the columns: not measured, the total spread evenly
    for (const c of load.planes?.[1] ?? []) expect(c).toBeCloseTo(expected / 8, 12);
    const learned = m.blockOf(0);
    expect(learned).toBe(1);
    expect(0.05).toBeLessThanOrEqual(4 * BLOCK_MS);
    m.clear();
    expect(m.active).toBe(false);
    expect(m.profile(v).total).toBe(0);
    expect(sum(m.profile(v).planes?.[0] ?? [])).toBe(0);
    expect(m.blockOf(0)).toBe(learned);
  });

  it('a second measure call adds up; time measured along another axis is spread over this one', () => {
    const t = virtual(() => 0.01);
    const m = new LoadMeter('time', t.clock);
    m.measure(v, 0, t.kernel); // 60 rows: 0.6 ms
    m.measure(v, 1, t.kernel); // 8 columns: 0.08 ms
    const load = m.profile(v);
    expect(load.total).toBeCloseTo(0.68, 12);
    expect(sum(load.planes?.[0] ?? [])).toBeCloseTo(0.68, 12);
    expect(sum(load.planes?.[1] ?? [])).toBeCloseTo(0.68, 12);
    expect(load.planes?.[1]?.[0]).toBeCloseTo(0.01 + 0.6 / 8, 12);
  });

  it('a clock that stands still or steps back gives loads of 0, never negative; the kernel returns are summed', () => {
    let now = 100;
    const m = new LoadMeter('time', () => (now -= 1));
    expect(m.measure(v, 0, (lo, hi) => hi - lo)).toBe(60);
    const load = m.profile(v);
    expect(load.total).toBe(0);
    expect(Array.from(load.planes?.[0] ?? []).every((x) => x === 0)).toBe(true);
  });
});

describe('LoadMeter, work', () => {
  const v = view(
    [30, 4],
    [
      [0, 10, 30],
      [0, 4],
    ],
    [0, 0],
  );

  it('one plane per call, the returned units are its load, no clock read', () => {
    let reads = 0;
    const calls: [number, number][] = [];
    const m = new LoadMeter('work', () => reads++);
    const done = m.measure(v, 0, (lo, hi) => {
      calls.push([lo, hi]);
      return lo * 2;
    });
    expect(calls).toEqual(Array.from({ length: 10 }, (_, i) => [i, i + 1]));
    expect(reads).toBe(0);
    expect(done).toBe(90);
    const load = m.profile(v);
    expect(Array.from(load.planes?.[0] ?? [])).toEqual(Array.from({ length: 10 }, (_, i) => i * 2));
    expect(Array.from(load.planes?.[1] ?? [])).toEqual([22.5, 22.5, 22.5, 22.5]);
    expect(m.timed).toBe(false);
  });

  it('a kernel that returns no units, a negative or a non-finite number is MW_INVALID_ARGUMENT', () => {
    for (const bad of [undefined, -1, Number.NaN, Number.POSITIVE_INFINITY]) {
      const m = new LoadMeter('work');
      expect(() => m.measure(v, 0, () => bad)).toThrow(expect.objectContaining({ code: 'MW_INVALID_ARGUMENT' }));
    }
  });
});

describe('LoadMeter, range', () => {
  it('times chunks of indices of a range (axis 0, global indices)', () => {
    const range: DomainView = {
      kind: 'range',
      shape: [1000],
      procDims: [2],
      cuts: [[0, 400, 1000]],
      procCoords: [1],
      minExtent: [1],
      rankOf: (pc) => pc[0] as number,
    };
    const t = virtual((i) => (i < 500 ? 0.001 : 0.003));
    const m = new LoadMeter('time', t.clock);
    m.measure(range, 0, t.kernel);
    expect(t.blocks[0]).toEqual([400, 401]);
    expect(t.blocks.at(-1)?.[1]).toBe(1000);
    const load = m.profile(range);
    expect(load.planes?.length).toBe(1);
    expect(load.planes?.[0]?.length).toBe(600);
    expect(load.total).toBeCloseTo(100 * 0.001 + 500 * 0.003, 12);
  });
});

describe('LoadMeter, bad input', () => {
  const v = view(
    [30, 4],
    [
      [0, 10, 30],
      [0, 4],
    ],
    [0, 0],
  );
  const code = expect.objectContaining({ code: 'MW_INVALID_ARGUMENT' });

  it('a bad mode, clock, axis or kernel', () => {
    expect(() => new LoadMeter('cycles' as 'time')).toThrow(code);
    expect(() => new LoadMeter('time', 5 as unknown as () => number)).toThrow(code);
    const m = new LoadMeter();
    for (const axis of [-1, 2, 0.5, Number.NaN]) expect(() => m.measure(v, axis, () => 0)).toThrow(code);
    expect(() => m.measure(v, 0, 'rows' as unknown as () => number)).toThrow(/measure kernel must be a function/);
  });

  it("a tile other than the phase's first measured one, in measure or in the profile", () => {
    const m = new LoadMeter();
    m.measure(v, 0, () => 0);
    const other = view(
      [30, 4],
      [
        [0, 10, 30],
        [0, 4],
      ],
      [1, 0],
    );
    expect(() => m.measure(other, 0, () => 0)).toThrow(
      /measure target must be the tile of the phase's other measure calls \(extents 10 x 4\), got string "extents 20 x 4"/,
    );
    expect(() => m.profile(other)).toThrow(/afterPhase target must be the tile measured in the phase \(extents 10 x 4\)/);
  });
});
