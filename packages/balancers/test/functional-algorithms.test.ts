import { ErrorCodes, loadEfficiency, MeshworkError } from '@meshwork/runtime';
import type { BalanceContext, DomainView } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import {
  analyticModel,
  createFunctional,
  createFunctionalWithModel,
  cumulativeSamples,
  densityModel,
  fitPowerLaw,
  fittedModel,
  functionalFactory,
  heterogeneousPlan,
  linearModel,
  loadEfficiencyOf,
  piecewiseLinearModel,
  polynomialDensityModel,
  predictParts,
  sieveModel,
  solveAllBounds,
  solveBound,
  speedsOf,
} from '../src/functional/index.ts';

/** A BalanceContext for one rank of a 1-D decomposition, without collectives (exchange 'none'). */
function fakeCtx(options: {
  rank?: number;
  size: number;
  shape: number[];
  procDims?: number[];
  minExtent?: number[];
  kind?: 'grid' | 'range';
}): BalanceContext {
  const procDims = options.procDims ?? [options.size, ...options.shape.slice(1).map(() => 1)];
  const rank = options.rank ?? 0;
  const cuts = options.shape.map((n, a) => {
    const P = procDims[a] as number;
    return Array.from({ length: P + 1 }, (_, p) => Math.floor((p * n) / P));
  });
  const domain: DomainView = {
    kind: options.kind ?? 'range',
    shape: options.shape,
    procDims,
    cuts,
    procCoords: procDims.map((_, a) => (a === 0 ? rank : 0)),
    minExtent: options.minExtent ?? options.shape.map(() => 0),
    rankOf: (pc) => pc[0] as number,
  };
  const noComm = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('no collectives in a pure test');
      },
    },
  );
  return {
    rank,
    size: options.size,
    topology: undefined as never,
    comm: noComm as never,
    links: undefined as never,
    domain,
    load: { total: 0 },
    phase: 0,
  };
}

/** Bisection on the raw formula, as an independent check of the sieve bounds. */
function sieveBoundByBisection(share: number, lo: number, hi: number, e = 1.43): number {
  const t = (x: number) => x ** e / (Math.log(x) - 1.08366);
  const xs = Math.exp(1.08366 + 1 / e);
  const tm = (x: number) => t(Math.max(x, xs));
  const target = tm(lo) + share * (tm(hi) - tm(lo));
  let a = Math.max(lo, xs);
  let b = hi;
  for (let k = 0; k < 200; k++) {
    const m = 0.5 * (a + b);
    if (tm(m) < target) a = m;
    else b = m;
  }
  return 0.5 * (a + b);
}

describe('section 5: multi-dimensional row split, rho = C(x + y) on 20 x 20, 4 ranks', () => {
  const expected = [0, 7.32, 12.36, 16.46, 20];

  it('polynomial density gives the paper bounds 0, 7.32, 12.36, 16.46, 20', () => {
    const model = polynomialDensityModel(
      [
        [1, 1, 0],
        [1, 0, 1],
      ],
      20,
    );
    const { bounds, results } = solveAllBounds({ model, x0: 0, x1: 20, speeds: [1, 1, 1, 1] });
    console.log(
      'rho = C(x+y) row bounds:',
      bounds.map((b) => b.toFixed(4)).join(', '),
      'iterations',
      results.map((r) => r.iterations),
    );
    for (const [i, b] of bounds.entries()) expect(Number(b.toFixed(2))).toBe(expected[i]);
    // closed form: y_i = -10 + sqrt(100 + 200 i)
    for (let i = 0; i <= 4; i++) expect(bounds[i]).toBeCloseTo(-10 + Math.sqrt(100 + 200 * i), 9);
    for (const r of results.slice(1, 4)) expect(r.method).toBe('newton');
  });

  it('a density closure integrated numerically gives the same bounds, and C cancels', () => {
    const model = densityModel((x, y) => 3.7 * (x + y), 20);
    const { bounds } = solveAllBounds({ model, x0: 0, x1: 20, speeds: [1, 1, 1, 1] });
    for (const [i, b] of bounds.entries()) expect(Number(b.toFixed(2))).toBe(expected[i]);
  });

  it('the balancer (JSON options) cuts a 200 x 200 grid of 0.1-wide rows at 73, 124, 165', () => {
    // 20 x 20 at 0.1 resolution; the other axis' width (200 * 0.1 = 20) is the default width.
    const bal = createFunctional({
      model: 'density',
      terms: [
        [1, 1, 0],
        [1, 0, 1],
      ],
      scale: 0.1,
      exchange: 'none',
    });
    const d = bal.decide(fakeCtx({ size: 4, shape: [200, 200], kind: 'grid', minExtent: [1, 1] }));
    expect(d.cuts[0]).toEqual([0, 73, 124, 165, 200]);
    expect(d.cuts[1]).toEqual([0, 200]);
    // the "perfection complex": on the 20 x 20 grid of whole rows the cuts round to 7, 12, 16
    const whole = createFunctional({
      model: 'density',
      terms: [
        [1, 1, 0],
        [1, 0, 1],
      ],
      exchange: 'none',
    });
    expect(whole.decide(fakeCtx({ size: 4, shape: [20, 20], kind: 'grid', minExtent: [1, 1] })).cuts[0]).toEqual([0, 7, 12, 16, 20]);
  });
});

describe('section 3: the sieve model t(x) = A x^1.43 / (ln x - 1.08366)', () => {
  const lo = 3;
  const hi = 1e7;
  const n = hi - lo + 1; // numbers 3..1e7 as range indices 0..n-1, index i = number 3 + i

  it('4 equal ranks on [3, 1e7]: cut points about 3.61M, 6.01M, 8.10M', () => {
    const bal = createFunctional({ model: 'sieve', offset: lo, exchange: 'none' });
    const d = bal.decide(fakeCtx({ size: 4, shape: [n] }));
    const numbers = (d.cuts[0] as number[]).map((c) => lo + c);
    console.log(
      'sieve cuts, 4 equal ranks, numbers:',
      numbers.slice(1, 4),
      'details',
      JSON.stringify(d.details?.iterations),
      d.details?.methods,
    );
    expect(numbers[1]).toBeCloseTo(3.61e6, -4);
    expect(numbers[2]).toBeCloseTo(6.01e6, -4);
    expect(numbers[3]).toBeCloseTo(8.1e6, -4);
    expect(d.cuts[0]?.[0]).toBe(0);
    expect(d.cuts[0]?.[4]).toBe(n);
    // Newton from the linear guess converges in a handful of steps
    expect(d.sweeps).toBeLessThanOrEqual(8);
    expect(d.details?.methods).toEqual(['endpoint', 'newton', 'newton', 'newton', 'endpoint']);
    // the model predicts equal parts (integer rounding only)
    expect(d.details?.predictedLE as number).toBeGreaterThan(0.99999);
    // and matches an independent bisection on the raw formula to within rounding
    for (let i = 1; i < 4; i++) expect(Math.abs((numbers[i] as number) - sieveBoundByBisection(i / 4, lo, hi + 1))).toBeLessThanOrEqual(1);
  });

  it('A cancels: the same cuts whatever the machine constant', () => {
    const a = solveAllBounds({ model: sieveModel({ A: 3.9098e-7 }), x0: lo, x1: hi + 1, speeds: [1, 1, 1, 1] });
    const b = solveAllBounds({ model: sieveModel({ A: 1 }), x0: lo, x1: hi + 1, speeds: [1, 1, 1, 1] });
    for (let i = 0; i <= 4; i++) expect(Math.round(a.bounds[i] as number)).toBe(Math.round(b.bounds[i] as number));
  });

  it('speeds {1, 1, 2, 2}: targets at 1/6, 2/6, 4/6 of the work, about 2.68M, 4.46M, 7.43M', () => {
    const speeds = [1, 1, 2, 2];
    const bal = createFunctional({ model: 'sieve', offset: lo, speeds, exchange: 'none' });
    const d = bal.decide(fakeCtx({ size: 4, shape: [n] }));
    const numbers = (d.cuts[0] as number[]).map((c) => lo + c);
    // derivation: rank j gets R_j / sum R of TT, so t(x_i) - t(3) = TT * (R_0 + .. + R_{i-1}) / 6
    const derived = [1 / 6, 2 / 6, 4 / 6].map((share) => sieveBoundByBisection(share, lo, hi + 1));
    console.log('sieve cuts, speeds 1,1,2,2, numbers:', numbers.slice(1, 4), 'derived', derived.map(Math.round));
    for (let i = 1; i < 4; i++) expect(Math.abs((numbers[i] as number) - (derived[i - 1] as number))).toBeLessThanOrEqual(1);
    expect(numbers[1]).toBeCloseTo(2.68e6, -4);
    expect(numbers[2]).toBeCloseTo(4.46e6, -4);
    expect(numbers[3]).toBeCloseTo(7.43e6, -4);
    // every rank finishes at the same time: work / speed equal
    const times = d.details?.predictedTimes as number[];
    for (const t of times) expect(t / (times[0] as number)).toBeCloseTo(1, 5);
    // the fast ranks hold twice the work of the slow ones
    const { costs } = predictParts(sieveModel(), d.cuts[0] as number[], speeds, { offset: lo });
    expect((costs[2] as number) / (costs[0] as number)).toBeCloseTo(2, 4);
  });
});

describe('section 4: heterogeneous ranks', () => {
  it('7 type-1 ranks and 4 ranks 3 times as fast, TT = 100 s: tint 5.26, Tall 57.89, speedup 19.0', () => {
    const plan = heterogeneousPlan(
      [
        { count: 7, ratio: 1 },
        { count: 4, ratio: 3 },
      ],
      100,
    );
    console.log('heterogeneous plan', plan);
    expect(plan.speedup).toBe(19);
    expect(plan.tint).toBeCloseTo(5.26, 2);
    expect(plan.tall).toBeCloseTo(57.89, 2);
    expect(plan.groupTimes[0]).toBeCloseTo(36.84, 2);
    expect(plan.groupTimes[1]).toBeCloseTo(21.05, 2);
    expect((100 / plan.tint).toFixed(1)).toBe('19.0');
  });

  it('the balancer splits a linear t(x) so that every rank runs tint and the speedup is 19.0', () => {
    const speeds = speedsOf([
      { count: 7, ratio: 1 },
      { count: 4, ratio: 3 },
    ]);
    // TT = 100 "seconds" on one type-1 rank, over x in [0, 100]; fine index resolution (1e-4 s).
    const n = 1_000_000;
    const scale = 100 / n;
    const bal = createFunctional({ model: 'linear', speeds, scale, exchange: 'none' });
    const d = bal.decide(fakeCtx({ size: 11, shape: [n] }));
    const { costs, times } = predictParts(linearModel(), d.cuts[0] as number[], speeds, { scale });
    const tmax = Math.max(...times);
    console.log(
      'heterogeneous linear split: work per rank',
      costs.map((c) => c.toFixed(3)),
      'time',
      tmax.toFixed(4),
      'speedup',
      (100 / tmax).toFixed(2),
    );
    for (const t of times) expect(t).toBeCloseTo(100 / 19, 3);
    expect((100 / tmax).toFixed(1)).toBe('19.0');
    expect(costs[0]).toBeCloseTo(5.263, 3);
    expect(costs[10]).toBeCloseTo(15.789, 3);
  });
});

describe('the guarded Newton solver', () => {
  it('Newton on a pathological model (cube root: Newton overshoots) falls back to bisection and converges', () => {
    const cbrt = analyticModel(
      (x) => Math.cbrt(x - 5),
      (x) => 1 / (3 * Math.cbrt((x - 5) ** 2)),
      'cbrt',
    );
    const r = solveBound(cbrt, 0.3, 0, 10, 9);
    console.log('cube root', r);
    expect(r.method).toBe('bisection');
    expect(r.steps.bisection).toBeGreaterThan(0);
    expect(r.converged).toBe(true);
    expect(r.x).toBeCloseTo(5.027, 9);
  });

  it('a lying derivative sends Newton out of the bracket; the fallback still converges', () => {
    const liar = analyticModel(
      (x) => Math.atan(x - 3),
      () => 1e-6,
      'liar',
    );
    const r = solveBound(liar, 0.5, 0, 10, 1);
    expect(r.converged).toBe(true);
    expect(r.method).toBe('bisection');
    expect(r.x).toBeCloseTo(3 + Math.tan(0.5), 9);
  });

  it('without a derivative it uses secant steps; flat stretches (dt = 0) do not stall it', () => {
    const noDt = analyticModel((x) => x ** 3);
    const r = solveBound(noDt, 27, 0, 10, 5);
    expect(r.steps.secant).toBeGreaterThan(0);
    expect(r.x).toBeCloseTo(3, 9);
    const stairs = piecewiseLinearModel([
      [0, 0],
      [1, 0],
      [2, 5],
      [3, 5],
      [4, 10],
    ]);
    const s = solveBound(stairs, 7.5, 0, 4, 0.5);
    expect(s.converged).toBe(true);
    expect(s.x).toBeCloseTo(3.5, 9);
  });

  it('targets at or beyond the ends return the end, and maxIter caps the work', () => {
    const m = linearModel();
    expect(solveBound(m, -1, 0, 10, 5)).toMatchObject({ x: 0, method: 'endpoint', iterations: 0 });
    expect(solveBound(m, 11, 0, 10, 5)).toMatchObject({ x: 10, method: 'endpoint' });
    const slow = solveBound(
      analyticModel((x) => Math.atan(x - 3)),
      0.5,
      0,
      10,
      1,
      { maxIter: 2 },
    );
    expect(slow.iterations).toBe(2);
    expect(slow.converged).toBe(false);
    expect(() => solveBound(m, 1, 5, 0, 1)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
  });
});

describe('load-balance efficiency', () => {
  it('LE = Tavg / Tmax: the paper example Tavg 64.24, Tmax 89.92 gives 0.7144 (71.44%)', () => {
    expect(loadEfficiencyOf(64.24, 89.92)).toBeCloseTo(0.7144, 4);
    // the runtime's metric agrees on loads with that average and maximum
    expect(loadEfficiency([89.92, 38.56])).toBeCloseTo(0.7144, 4);
    // (the paper's printed LI = (Tmax - Tavg)/Tavg would give 60.02%, not its own 71.44%)
    expect(100 - (100 * (89.92 - 64.24)) / 64.24).not.toBeCloseTo(71.44, 1);
  });
});

describe('calibration', () => {
  it('least squares on log t recovers A and the exponent of equation (4)', () => {
    const truth = sieveModel({ exponent: 1.5, A: 3.9098e-7 });
    const samples = [1e4, 1e5, 1e6, 1e7, 1e8].map((x) => [x, truth.t(x)] as [number, number]);
    const fit = fitPowerLaw(samples, 'sieve');
    expect(fit.exponent).toBeCloseTo(1.5, 10);
    expect(fit.A / 3.9098e-7).toBeCloseTo(1, 8);
    const power = fitPowerLaw(
      [2, 4, 8].map((x) => [x, 5 * x ** 2] as [number, number]),
      'power',
    );
    expect(power.exponent).toBeCloseTo(2, 12);
    expect(power.A).toBeCloseTo(5, 10);
    expect(fittedModel(fit).name).toBe('calibrated-sieve');
  });

  it('piecewise-linear calibration is monotone and interpolates cumulative samples', () => {
    const samples = cumulativeSamples([0, 10, 20, 40], [5, 1, 4]);
    expect(samples).toEqual([
      [0, 0],
      [10, 5],
      [20, 6],
      [40, 10],
    ]);
    const m = piecewiseLinearModel([...samples, [30, 2]]); // a noisy dip is lifted to 6
    expect(m.t(5)).toBeCloseTo(2.5);
    expect(m.t(25)).toBeCloseTo(6);
    expect(m.dt?.(35)).toBeCloseTo(0.4);
    expect(m.t(50)).toBeCloseTo(14); // extended with the last slope
  });

  it('the calibrated balancer with a sieve fit moves the cuts toward the fitted exponent', () => {
    const truth = sieveModel({ exponent: 1.39 });
    const samples = [1e5, 2e5, 4e5, 8e5].map((x) => [x, truth.t(x)]);
    const n = 4_000_000 - 3 + 1;
    const bal = createFunctional({ model: 'calibrated', fit: 'sieve', samples, offset: 3, exchange: 'none' });
    const d = bal.decide(fakeCtx({ size: 4, shape: [n] }));
    const direct = solveAllBounds({ model: truth, x0: 3, x1: 3 + n, speeds: [1, 1, 1, 1] });
    for (let i = 1; i < 4; i++) expect(Math.abs(3 + (d.cuts[0]?.[i] as number) - (direct.bounds[i] as number))).toBeLessThanOrEqual(1);
    expect((d.details?.params as { exponent?: number } | undefined)?.exponent).toBeCloseTo(1.39, 8);
  });
});

describe('functional balancer options', () => {
  const code = (f: () => unknown) => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(MeshworkError);
      return (err as MeshworkError).code;
    }
    return 'no error';
  };

  it('rejects bad options with MW_INVALID_OPTION', () => {
    expect(code(() => createFunctional({ model: 'cubic' }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: 'sieve', exponent: -1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: 'linear', exponent: 1.5 }))).toBe(ErrorCodes.INVALID_OPTION); // not an option of linear
    expect(code(() => createFunctional({ model: 'calibrated' }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: 'calibrated', samples: [[1, 2]] }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(
      code(() =>
        createFunctional({
          model: 'calibrated',
          fit: 'power',
          samples: [
            [1, 0],
            [2, 0],
          ],
        }),
      ),
    ).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: 'density', terms: [[1, -1, 0]] }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ speeds: [1, 0] }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ scale: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ exchange: 'carrier-pigeon' }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ maxIter: 0.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional('sieve'))).toBe(ErrorCodes.INVALID_OPTION);
    // a per-rank speeds list of the wrong length is caught when the domain is known
    const bal = createFunctional({ speeds: [1, 2], exchange: 'none' });
    expect(code(() => bal.decide(fakeCtx({ size: 4, shape: [100] })))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ axis: 3, exchange: 'none' }).decide(fakeCtx({ size: 4, shape: [100] })))).toBe(
      ErrorCodes.INVALID_OPTION,
    );
  });

  it('the factory is named functional and reports the options it used', () => {
    expect(functionalFactory.name).toBe('functional');
    const b = functionalFactory.create({ model: 'sieve', offset: 3 });
    expect(b.name).toBe('functional');
    expect(b.options).toEqual({ model: 'sieve', offset: 3 });
  });

  it('createFunctionalWithModel takes a function model; minExtent is respected', () => {
    // all the cost in the first 12 of 100 indices; parts must be >= 5 wide
    const model = analyticModel(
      (x) => Math.min(x, 12),
      (x) => (x < 12 ? 1 : 0),
      'front-loaded',
    );
    const bal = createFunctionalWithModel(model, { exchange: 'none' });
    const d = bal.decide(fakeCtx({ size: 4, shape: [100], minExtent: [5] }));
    expect(d.cuts[0]).toEqual([0, 5, 10, 15, 100]);
    expect(bal.options).toMatchObject({ model: 'front-loaded', exchange: 'none' });
    const free = bal.decide(fakeCtx({ size: 4, shape: [100], minExtent: [0] }));
    expect(free.cuts[0]).toEqual([0, 3, 6, 9, 100]);
  });
});
