/**
 * The WaTor rules on one thread: the inlined hash is the runtime's hash32, hand-built scenarios
 * follow the documented rules (eating, breeding, starvation, contests), random runs keep the state
 * valid, the predator-prey oscillation appears, bad options are typed errors.
 */
import { ErrorCodes, hash32, MeshworkError, mulberry32 } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { ageOf, EMPTY, hungerOf, kindOf, MINNOW, PURPOSE, pack, SHARK } from '../src/cells.ts';
import { drawFor } from '../src/kernels.ts';
import { checkOptions, DEFAULTS, type WatorOptions } from '../src/rules.ts';
import { initialOcean, watorFrom, watorSequential } from '../src/sequential.ts';

const small = (o: Partial<WatorOptions>): WatorOptions => ({ ...DEFAULTS, rows: 5, cols: 5, steps: 1, seed: 3, ...o });

function ocean(rows: number, cols: number, fish: [number, number, number][]): Int32Array {
  const a = new Int32Array(rows * cols);
  for (const [r, c, v] of fish) a[r * cols + c] = v;
  return a;
}

function fishOf(cells: Int32Array, cols: number): { r: number; c: number; kind: number; age: number; hunger: number }[] {
  const out = [];
  for (let i = 0; i < cells.length; i++) {
    const v = cells[i] as number;
    if (kindOf(v) !== EMPTY) out.push({ r: Math.floor(i / cols), c: i % cols, kind: kindOf(v), age: ageOf(v), hunger: hungerOf(v) });
  }
  return out;
}

describe('the counter-based draws', () => {
  it('drawFor(seed, step, cell, purpose) equals the runtime hash32 of the same keys', () => {
    const rnd = mulberry32(11);
    for (let i = 0; i < 2000; i++) {
      const seed = Math.floor(rnd() * 2 ** 32);
      const step = Math.floor(rnd() * 1e6);
      const cell = Math.floor(rnd() * 2 ** 28);
      const purpose = 1 + Math.floor(rnd() * 7);
      expect(drawFor(seed, step, cell, purpose)).toBe(hash32(seed, step, cell, purpose));
    }
  });

  it('packs kind, age and hunger losslessly', () => {
    for (const [k, a, h] of [
      [MINNOW, 0, 0],
      [SHARK, 32767, 16383],
      [SHARK, 12, 4],
    ] as const) {
      const v = pack(k, a, h);
      expect([kindOf(v), ageOf(v), hungerOf(v)]).toEqual([k, a, h]);
    }
  });
});

describe('hand-built scenarios', () => {
  it('a shark next to its only minnow eats it and its hunger resets', () => {
    const o = small({ starve: 5 });
    const r = watorFrom(
      ocean(5, 5, [
        [2, 2, pack(SHARK, 0, 3)],
        [2, 3, pack(MINNOW, 0, 0)],
      ]),
      o,
    );
    expect(fishOf(r.cells, 5)).toEqual([{ r: 2, c: 3, kind: SHARK, age: 1, hunger: 0 }]);
    expect([r.minnows[1], r.sharks[1]]).toEqual([0, 1]);
  });

  it('a mature shark that moves leaves a newborn in the cell it left', () => {
    const o = small({ sharkBreed: 12 });
    const r = watorFrom(ocean(5, 5, [[2, 2, pack(SHARK, 11, 1)]]), o);
    const f = fishOf(r.cells, 5);
    expect(f).toHaveLength(2);
    expect(f).toContainEqual({ r: 2, c: 2, kind: SHARK, age: 0, hunger: 0 });
    const parent = f.find((x) => !(x.r === 2 && x.c === 2));
    expect(parent).toMatchObject({ kind: SHARK, age: 0, hunger: 2 });
    expect(Math.abs((parent?.r ?? 0) - 2) + Math.abs((parent?.c ?? 0) - 2)).toBe(1);
  });

  it('a shark that reaches the starvation period without eating dies', () => {
    const r = watorFrom(ocean(5, 5, [[1, 1, pack(SHARK, 0, 4)]]), small({ starve: 5, steps: 1 }));
    expect(r.sharks[1]).toBe(0);
    expect(fishOf(r.cells, 5)).toEqual([]);
  });

  it('a mature minnow breeds when it moves; an immature one just moves', () => {
    const r = watorFrom(
      ocean(5, 5, [
        [0, 0, pack(MINNOW, 6, 0)],
        [3, 3, pack(MINNOW, 2, 0)],
      ]),
      small({ minnowBreed: 7 }),
    );
    const f = fishOf(r.cells, 5);
    expect(f).toHaveLength(3);
    expect(f).toContainEqual({ r: 0, c: 0, kind: MINNOW, age: 0, hunger: 0 });
    expect(f.filter((x) => x.age === 3)).toHaveLength(1);
    expect(f.find((x) => x.age === 3)).not.toMatchObject({ r: 3, c: 3 });
  });

  it('a contested cell goes to the contender with the lowest hash32(seed, step, cell, 4); the others stay', () => {
    // 3x3 torus full of minnows but the centre: the four edge-centre minnows can only go there.
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const fish: [number, number, number][] = [];
      for (let c = 0; c < 9; c++) if (c !== 4) fish.push([Math.floor(c / 3), c % 3, pack(MINNOW, 0, 0)]);
      const r = watorFrom(ocean(3, 3, fish), { ...DEFAULTS, rows: 3, cols: 3, steps: 1, seed, minnowBreed: 7 });
      const contenders = [1, 3, 5, 7];
      const winner = contenders.reduce((best, c) =>
        hash32(seed, 0, c, PURPOSE.minnowPriority) < hash32(seed, 0, best, PURPOSE.minnowPriority) ? c : best,
      );
      expect(kindOf(r.cells[4] as number)).toBe(MINNOW);
      expect(kindOf(r.cells[winner] as number)).toBe(EMPTY);
      expect(r.minnows[1]).toBe(8);
    }
  });

  it('wraps around both axes', () => {
    // A shark in the top-left corner whose only minnow is across the wrap (bottom-left).
    const r = watorFrom(
      ocean(4, 4, [
        [0, 0, pack(SHARK, 0, 0)],
        [3, 0, pack(MINNOW, 0, 0)],
      ]),
      { ...small({}), rows: 4, cols: 4 },
    );
    expect(fishOf(r.cells, 4)).toEqual([{ r: 3, c: 0, kind: SHARK, age: 1, hunger: 0 }]);
  });
});

describe('random runs', () => {
  it('keep every cell valid and the populations equal to the fish in the ocean', () => {
    const rnd = mulberry32(5);
    for (let k = 0; k < 12; k++) {
      const o: WatorOptions = {
        rows: 3 + Math.floor(rnd() * 30),
        cols: 3 + Math.floor(rnd() * 30),
        steps: Math.floor(rnd() * 40),
        seed: Math.floor(rnd() * 1e9),
        minnowBreed: 1 + Math.floor(rnd() * 9),
        sharkBreed: 1 + Math.floor(rnd() * 14),
        starve: 1 + Math.floor(rnd() * 6),
        minnowDensity: rnd() * 0.6,
        sharkDensity: rnd() * 0.3,
      };
      const r = watorSequential(o);
      let m = 0;
      let s = 0;
      for (const v of r.cells) {
        const kind = kindOf(v);
        expect(kind).toBeLessThanOrEqual(SHARK);
        if (kind === MINNOW) {
          m++;
          expect(ageOf(v)).toBeLessThanOrEqual(o.minnowBreed);
          expect(hungerOf(v)).toBe(0);
        } else if (kind === SHARK) {
          s++;
          expect(ageOf(v)).toBeLessThanOrEqual(o.sharkBreed);
          expect(hungerOf(v)).toBeLessThan(o.starve);
        } else expect(v).toBe(EMPTY);
      }
      expect([r.minnows[o.steps], r.sharks[o.steps]]).toEqual([m, s]);
      // The initial population is the seeded uniform one.
      const init = initialOcean(o);
      expect(r.minnows[0]).toBe(init.filter((v) => kindOf(v) === MINNOW).length);
      // Work units: every fish alive at the start of a sub-step is updated once.
      if (o.steps > 0) expect(r.work[0]).toBeGreaterThanOrEqual(r.sharks[0] as number);
    }
  });

  it('show the predator-prey oscillation: both species live, sharks follow minnows with a lag', () => {
    const steps = 300;
    const r = watorSequential({ ...DEFAULTS, rows: 64, cols: 64, steps, seed: 1 });
    const m = Array.from(r.minnows);
    const s = Array.from(r.sharks);
    expect(Math.min(...m)).toBeGreaterThan(0);
    expect(Math.min(...s)).toBeGreaterThan(0);
    expect(Math.max(...m) / Math.min(...m)).toBeGreaterThan(2);
    expect(Math.max(...s) / Math.min(...s)).toBeGreaterThan(2);
    const from = 20;
    const mean = (a: number[]) => a.reduce((x, y) => x + y, 0) / a.length;
    const ss = s.slice(from);
    const mm = m.slice(from);
    const sMean = mean(ss);
    const mMean = mean(mm);
    let crossings = 0;
    for (let i = 1; i < ss.length; i++) if (((ss[i - 1] as number) - sMean) * ((ss[i] as number) - sMean) < 0) crossings++;
    expect(crossings).toBeGreaterThanOrEqual(4);
    // The shark curve is the minnow curve delayed: best correlation at a lag of several steps.
    let best = -2;
    let bestLag = -1;
    for (let lag = 0; lag <= 40; lag++) {
      let num = 0;
      let da = 0;
      let db = 0;
      for (let i = 0; i + lag < ss.length; i++) {
        const a = (mm[i] as number) - mMean;
        const b = (ss[i + lag] as number) - sMean;
        num += a * b;
        da += a * a;
        db += b * b;
      }
      const c = num / Math.sqrt(da * db);
      if (c > best) {
        best = c;
        bestLag = lag;
      }
    }
    expect(bestLag).toBeGreaterThanOrEqual(5);
    expect(best).toBeGreaterThan(0.5);
  });
});

describe('clustered start', () => {
  it('fish only in the first ceil(cluster * rows) rows, the same fish there as without clustering', () => {
    const o: WatorOptions = { ...DEFAULTS, rows: 40, cols: 12, seed: 77 };
    const everywhere = initialOcean(o);
    const clustered = initialOcean(checkOptions({ ...o, cluster: 0.3 }));
    const band = 12 * 12; // ceil(0.3 * 40) = 12 rows
    expect(Array.from(clustered.subarray(0, band))).toEqual(Array.from(everywhere.subarray(0, band)));
    expect(clustered.subarray(band).every((c) => c === EMPTY)).toBe(true);
    expect(everywhere.subarray(band).some((c) => c !== EMPTY)).toBe(true);
    // cluster 1 is the whole ocean
    expect(Array.from(initialOcean(checkOptions({ ...o, cluster: 1 })))).toEqual(Array.from(everywhere));
  });
});

describe('bad options', () => {
  const cases: [string, Partial<WatorOptions> | Record<string, unknown>][] = [
    ['minnow breeding age 0', { minnowBreed: 0 }],
    ['negative shark breeding age', { sharkBreed: -3 }],
    ['fractional starvation', { starve: 2.5 }],
    ['breeding age beyond the packing', { sharkBreed: 40_000 }],
    ['starvation 0', { starve: 0 }],
    ['ocean of 2 rows', { rows: 2 }],
    ['densities adding up to more than 1', { minnowDensity: 0.7, sharkDensity: 0.4 }],
    ['negative steps', { steps: -1 }],
    ['non-integer seed', { seed: 1.5 }],
    ['a string size', { cols: '16' }],
    ['an empty cluster', { cluster: 0 }],
    ['a cluster beyond the ocean', { cluster: 1.5 }],
  ];
  it.each(cases)('%s: MeshworkError MW_INVALID_ARGUMENT', (_name, change) => {
    const run = () => watorSequential({ ...DEFAULTS, ...change } as WatorOptions);
    expect(run).toThrow(MeshworkError);
    try {
      run();
    } catch (err) {
      expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect((err as MeshworkError).message).toMatch(/^wator: /);
    }
    expect(() => checkOptions({ ...DEFAULTS, ...change })).toThrow(MeshworkError);
  });
});
