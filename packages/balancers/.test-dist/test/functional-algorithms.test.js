import { ErrorCodes, loadEfficiency, MeshworkError } from "@meshwork/runtime";
import { describe, expect, it } from "vitest";
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
  speedsOf
} from "../src/functional/index.js";
function fakeCtx(options) {
  const procDims = options.procDims ?? [options.size, ...options.shape.slice(1).map(() => 1)];
  const rank = options.rank ?? 0;
  const cuts = options.shape.map((n, a) => {
    const P = procDims[a];
    return Array.from({ length: P + 1 }, (_, p) => Math.floor(p * n / P));
  });
  const domain = {
    kind: options.kind ?? "range",
    shape: options.shape,
    procDims,
    cuts,
    procCoords: procDims.map((_, a) => a === 0 ? rank : 0),
    minExtent: options.minExtent ?? options.shape.map(() => 0),
    rankOf: (pc) => pc[0]
  };
  const noComm = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error("no collectives in a pure test");
      }
    }
  );
  return {
    rank,
    size: options.size,
    topology: void 0,
    comm: noComm,
    links: void 0,
    domain,
    load: { total: 0 },
    phase: 0
  };
}
function sieveBoundByBisection(share, lo, hi, e = 1.43) {
  const t = (x) => x ** e / (Math.log(x) - 1.08366);
  const xs = Math.exp(1.08366 + 1 / e);
  const tm = (x) => t(Math.max(x, xs));
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
describe("section 5: multi-dimensional row split, rho = C(x + y) on 20 x 20, 4 ranks", () => {
  const expected = [0, 7.32, 12.36, 16.46, 20];
  it("polynomial density gives the paper bounds 0, 7.32, 12.36, 16.46, 20", () => {
    const model = polynomialDensityModel(
      [
        [1, 1, 0],
        [1, 0, 1]
      ],
      20
    );
    const { bounds, results } = solveAllBounds({ model, x0: 0, x1: 20, speeds: [1, 1, 1, 1] });
    console.log(
      "rho = C(x+y) row bounds:",
      bounds.map((b) => b.toFixed(4)).join(", "),
      "iterations",
      results.map((r) => r.iterations)
    );
    for (const [i, b] of bounds.entries()) expect(Number(b.toFixed(2))).toBe(expected[i]);
    for (let i = 0; i <= 4; i++) expect(bounds[i]).toBeCloseTo(-10 + Math.sqrt(100 + 200 * i), 9);
    for (const r of results.slice(1, 4)) expect(r.method).toBe("newton");
  });
  it("a density closure integrated numerically gives the same bounds, and C cancels", () => {
    const model = densityModel((x, y) => 3.7 * (x + y), 20);
    const { bounds } = solveAllBounds({ model, x0: 0, x1: 20, speeds: [1, 1, 1, 1] });
    for (const [i, b] of bounds.entries()) expect(Number(b.toFixed(2))).toBe(expected[i]);
  });
  it("the balancer (JSON options) cuts a 200 x 200 grid of 0.1-wide rows at 73, 124, 165", () => {
    const bal = createFunctional({
      model: "density",
      terms: [
        [1, 1, 0],
        [1, 0, 1]
      ],
      scale: 0.1,
      exchange: "none"
    });
    const d = bal.decide(fakeCtx({ size: 4, shape: [200, 200], kind: "grid", minExtent: [1, 1] }));
    expect(d.cuts[0]).toEqual([0, 73, 124, 165, 200]);
    expect(d.cuts[1]).toEqual([0, 200]);
    const whole = createFunctional({
      model: "density",
      terms: [
        [1, 1, 0],
        [1, 0, 1]
      ],
      exchange: "none"
    });
    expect(whole.decide(fakeCtx({ size: 4, shape: [20, 20], kind: "grid", minExtent: [1, 1] })).cuts[0]).toEqual([0, 7, 12, 16, 20]);
  });
});
describe("section 3: the sieve model t(x) = A x^1.43 / (ln x - 1.08366)", () => {
  const lo = 3;
  const hi = 1e7;
  const n = hi - lo + 1;
  it("4 equal ranks on [3, 1e7]: cut points about 3.61M, 6.01M, 8.10M", () => {
    const bal = createFunctional({ model: "sieve", offset: lo, exchange: "none" });
    const d = bal.decide(fakeCtx({ size: 4, shape: [n] }));
    const numbers = d.cuts[0].map((c) => lo + c);
    console.log(
      "sieve cuts, 4 equal ranks, numbers:",
      numbers.slice(1, 4),
      "details",
      JSON.stringify(d.details?.iterations),
      d.details?.methods
    );
    expect(numbers[1]).toBeCloseTo(361e4, -4);
    expect(numbers[2]).toBeCloseTo(601e4, -4);
    expect(numbers[3]).toBeCloseTo(81e5, -4);
    expect(d.cuts[0]?.[0]).toBe(0);
    expect(d.cuts[0]?.[4]).toBe(n);
    expect(d.sweeps).toBeLessThanOrEqual(8);
    expect(d.details?.methods).toEqual(["endpoint", "newton", "newton", "newton", "endpoint"]);
    expect(d.details?.predictedLE).toBeGreaterThan(99.999);
    for (let i = 1; i < 4; i++) expect(Math.abs(numbers[i] - sieveBoundByBisection(i / 4, lo, hi + 1))).toBeLessThanOrEqual(1);
  });
  it("A cancels: the same cuts whatever the machine constant", () => {
    const a = solveAllBounds({ model: sieveModel({ A: 39098e-11 }), x0: lo, x1: hi + 1, speeds: [1, 1, 1, 1] });
    const b = solveAllBounds({ model: sieveModel({ A: 1 }), x0: lo, x1: hi + 1, speeds: [1, 1, 1, 1] });
    for (let i = 0; i <= 4; i++) expect(Math.round(a.bounds[i])).toBe(Math.round(b.bounds[i]));
  });
  it("speeds {1, 1, 2, 2}: targets at 1/6, 2/6, 4/6 of the work, about 2.68M, 4.46M, 7.43M", () => {
    const speeds = [1, 1, 2, 2];
    const bal = createFunctional({ model: "sieve", offset: lo, speeds, exchange: "none" });
    const d = bal.decide(fakeCtx({ size: 4, shape: [n] }));
    const numbers = d.cuts[0].map((c) => lo + c);
    const derived = [1 / 6, 2 / 6, 4 / 6].map((share) => sieveBoundByBisection(share, lo, hi + 1));
    console.log("sieve cuts, speeds 1,1,2,2, numbers:", numbers.slice(1, 4), "derived", derived.map(Math.round));
    for (let i = 1; i < 4; i++) expect(Math.abs(numbers[i] - derived[i - 1])).toBeLessThanOrEqual(1);
    expect(numbers[1]).toBeCloseTo(268e4, -4);
    expect(numbers[2]).toBeCloseTo(446e4, -4);
    expect(numbers[3]).toBeCloseTo(743e4, -4);
    const times = d.details?.predictedTimes;
    for (const t of times) expect(t / times[0]).toBeCloseTo(1, 5);
    const { costs } = predictParts(sieveModel(), d.cuts[0], speeds, { offset: lo });
    expect(costs[2] / costs[0]).toBeCloseTo(2, 4);
  });
});
describe("section 4: heterogeneous ranks", () => {
  it("7 type-1 ranks and 4 ranks 3 times as fast, TT = 100 s: tint 5.26, Tall 57.89, speedup 19.0", () => {
    const plan = heterogeneousPlan(
      [
        { count: 7, ratio: 1 },
        { count: 4, ratio: 3 }
      ],
      100
    );
    console.log("heterogeneous plan", plan);
    expect(plan.speedup).toBe(19);
    expect(plan.tint).toBeCloseTo(5.26, 2);
    expect(plan.tall).toBeCloseTo(57.89, 2);
    expect(plan.groupTimes[0]).toBeCloseTo(36.84, 2);
    expect(plan.groupTimes[1]).toBeCloseTo(21.05, 2);
    expect((100 / plan.tint).toFixed(1)).toBe("19.0");
  });
  it("the balancer splits a linear t(x) so that every rank runs tint and the speedup is 19.0", () => {
    const speeds = speedsOf([
      { count: 7, ratio: 1 },
      { count: 4, ratio: 3 }
    ]);
    const n = 1e6;
    const scale = 100 / n;
    const bal = createFunctional({ model: "linear", speeds, scale, exchange: "none" });
    const d = bal.decide(fakeCtx({ size: 11, shape: [n] }));
    const { costs, times } = predictParts(linearModel(), d.cuts[0], speeds, { scale });
    const tmax = Math.max(...times);
    console.log(
      "heterogeneous linear split: work per rank",
      costs.map((c) => c.toFixed(3)),
      "time",
      tmax.toFixed(4),
      "speedup",
      (100 / tmax).toFixed(2)
    );
    for (const t of times) expect(t).toBeCloseTo(100 / 19, 3);
    expect((100 / tmax).toFixed(1)).toBe("19.0");
    expect(costs[0]).toBeCloseTo(5.263, 3);
    expect(costs[10]).toBeCloseTo(15.789, 3);
  });
});
describe("the guarded Newton solver", () => {
  it("Newton on a pathological model (cube root: Newton overshoots) falls back to bisection and converges", () => {
    const cbrt = analyticModel(
      (x) => Math.cbrt(x - 5),
      (x) => 1 / (3 * Math.cbrt((x - 5) ** 2)),
      "cbrt"
    );
    const r = solveBound(cbrt, 0.3, 0, 10, 9);
    console.log("cube root", r);
    expect(r.method).toBe("bisection");
    expect(r.steps.bisection).toBeGreaterThan(0);
    expect(r.converged).toBe(true);
    expect(r.x).toBeCloseTo(5.027, 9);
  });
  it("a lying derivative sends Newton out of the bracket; the fallback still converges", () => {
    const liar = analyticModel(
      (x) => Math.atan(x - 3),
      () => 1e-6,
      "liar"
    );
    const r = solveBound(liar, 0.5, 0, 10, 1);
    expect(r.converged).toBe(true);
    expect(r.method).toBe("bisection");
    expect(r.x).toBeCloseTo(3 + Math.tan(0.5), 9);
  });
  it("without a derivative it uses secant steps; flat stretches (dt = 0) do not stall it", () => {
    const noDt = analyticModel((x) => x ** 3);
    const r = solveBound(noDt, 27, 0, 10, 5);
    expect(r.steps.secant).toBeGreaterThan(0);
    expect(r.x).toBeCloseTo(3, 9);
    const stairs = piecewiseLinearModel([
      [0, 0],
      [1, 0],
      [2, 5],
      [3, 5],
      [4, 10]
    ]);
    const s = solveBound(stairs, 7.5, 0, 4, 0.5);
    expect(s.converged).toBe(true);
    expect(s.x).toBeCloseTo(3.5, 9);
  });
  it("targets at or beyond the ends return the end, and maxIter caps the work", () => {
    const m = linearModel();
    expect(solveBound(m, -1, 0, 10, 5)).toMatchObject({ x: 0, method: "endpoint", iterations: 0 });
    expect(solveBound(m, 11, 0, 10, 5)).toMatchObject({ x: 10, method: "endpoint" });
    const slow = solveBound(
      analyticModel((x) => Math.atan(x - 3)),
      0.5,
      0,
      10,
      1,
      { maxIter: 2 }
    );
    expect(slow.iterations).toBe(2);
    expect(slow.converged).toBe(false);
    expect(() => solveBound(m, 1, 5, 0, 1)).toThrow(expect.objectContaining({ code: ErrorCodes.INVALID_ARGUMENT }));
  });
});
describe("load-balance efficiency", () => {
  it("LE = 100 * Tavg / Tmax: the paper example Tavg 64.24, Tmax 89.92 gives 71.44%", () => {
    expect(loadEfficiencyOf(64.24, 89.92)).toBeCloseTo(71.44, 2);
    expect(loadEfficiency([89.92, 38.56])).toBeCloseTo(71.44, 2);
    expect(100 - 100 * (89.92 - 64.24) / 64.24).not.toBeCloseTo(71.44, 1);
  });
});
describe("calibration", () => {
  it("least squares on log t recovers A and the exponent of equation (4)", () => {
    const truth = sieveModel({ exponent: 1.5, A: 39098e-11 });
    const samples = [1e4, 1e5, 1e6, 1e7, 1e8].map((x) => [x, truth.t(x)]);
    const fit = fitPowerLaw(samples, "sieve");
    expect(fit.exponent).toBeCloseTo(1.5, 10);
    expect(fit.A / 39098e-11).toBeCloseTo(1, 8);
    const power = fitPowerLaw(
      [2, 4, 8].map((x) => [x, 5 * x ** 2]),
      "power"
    );
    expect(power.exponent).toBeCloseTo(2, 12);
    expect(power.A).toBeCloseTo(5, 10);
    expect(fittedModel(fit).name).toBe("calibrated-sieve");
  });
  it("piecewise-linear calibration is monotone and interpolates cumulative samples", () => {
    const samples = cumulativeSamples([0, 10, 20, 40], [5, 1, 4]);
    expect(samples).toEqual([
      [0, 0],
      [10, 5],
      [20, 6],
      [40, 10]
    ]);
    const m = piecewiseLinearModel([...samples, [30, 2]]);
    expect(m.t(5)).toBeCloseTo(2.5);
    expect(m.t(25)).toBeCloseTo(6);
    expect(m.dt?.(35)).toBeCloseTo(0.4);
    expect(m.t(50)).toBeCloseTo(14);
  });
  it("the calibrated balancer with a sieve fit moves the cuts toward the fitted exponent", () => {
    const truth = sieveModel({ exponent: 1.39 });
    const samples = [1e5, 2e5, 4e5, 8e5].map((x) => [x, truth.t(x)]);
    const n = 4e6 - 3 + 1;
    const bal = createFunctional({ model: "calibrated", fit: "sieve", samples, offset: 3, exchange: "none" });
    const d = bal.decide(fakeCtx({ size: 4, shape: [n] }));
    const direct = solveAllBounds({ model: truth, x0: 3, x1: 3 + n, speeds: [1, 1, 1, 1] });
    for (let i = 1; i < 4; i++) expect(Math.abs(3 + d.cuts[0]?.[i] - direct.bounds[i])).toBeLessThanOrEqual(1);
    expect(d.details?.params?.exponent).toBeCloseTo(1.39, 8);
  });
});
describe("functional balancer options", () => {
  const code = (f) => {
    try {
      f();
    } catch (err) {
      expect(err).toBeInstanceOf(MeshworkError);
      return err.code;
    }
    return "no error";
  };
  it("rejects bad options with MW_INVALID_OPTION", () => {
    expect(code(() => createFunctional({ model: "cubic" }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: "sieve", exponent: -1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: "linear", exponent: 1.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: "calibrated" }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: "calibrated", samples: [[1, 2]] }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(
      code(
        () => createFunctional({
          model: "calibrated",
          fit: "power",
          samples: [
            [1, 0],
            [2, 0]
          ]
        })
      )
    ).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ model: "density", terms: [[1, -1, 0]] }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ speeds: [1, 0] }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ scale: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ exchange: "carrier-pigeon" }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ maxIter: 0.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional("sieve"))).toBe(ErrorCodes.INVALID_OPTION);
    const bal = createFunctional({ speeds: [1, 2], exchange: "none" });
    expect(code(() => bal.decide(fakeCtx({ size: 4, shape: [100] })))).toBe(ErrorCodes.INVALID_OPTION);
    expect(code(() => createFunctional({ axis: 3, exchange: "none" }).decide(fakeCtx({ size: 4, shape: [100] })))).toBe(
      ErrorCodes.INVALID_OPTION
    );
  });
  it("the factory is named functional and reports the options it used", () => {
    expect(functionalFactory.name).toBe("functional");
    const b = functionalFactory.create({ model: "sieve", offset: 3 });
    expect(b.name).toBe("functional");
    expect(b.options).toEqual({ model: "sieve", offset: 3 });
  });
  it("createFunctionalWithModel takes a function model; minExtent is respected", () => {
    const model = analyticModel(
      (x) => Math.min(x, 12),
      (x) => x < 12 ? 1 : 0,
      "front-loaded"
    );
    const bal = createFunctionalWithModel(model, { exchange: "none" });
    const d = bal.decide(fakeCtx({ size: 4, shape: [100], minExtent: [5] }));
    expect(d.cuts[0]).toEqual([0, 5, 10, 15, 100]);
    expect(bal.options).toMatchObject({ model: "front-loaded", exchange: "none" });
    const free = bal.decide(fakeCtx({ size: 4, shape: [100], minExtent: [0] }));
    expect(free.cuts[0]).toEqual([0, 3, 6, 9, 100]);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9mdW5jdGlvbmFsLWFsZ29yaXRobXMudGVzdC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiaW1wb3J0IHsgRXJyb3JDb2RlcywgbG9hZEVmZmljaWVuY3ksIE1lc2h3b3JrRXJyb3IgfSBmcm9tICdAbWVzaHdvcmsvcnVudGltZSc7XG5pbXBvcnQgdHlwZSB7IEJhbGFuY2VDb250ZXh0LCBEb21haW5WaWV3IH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUvcGx1Z2luJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7XG4gIGFuYWx5dGljTW9kZWwsXG4gIGNyZWF0ZUZ1bmN0aW9uYWwsXG4gIGNyZWF0ZUZ1bmN0aW9uYWxXaXRoTW9kZWwsXG4gIGN1bXVsYXRpdmVTYW1wbGVzLFxuICBkZW5zaXR5TW9kZWwsXG4gIGZpdFBvd2VyTGF3LFxuICBmaXR0ZWRNb2RlbCxcbiAgZnVuY3Rpb25hbEZhY3RvcnksXG4gIGhldGVyb2dlbmVvdXNQbGFuLFxuICBsaW5lYXJNb2RlbCxcbiAgbG9hZEVmZmljaWVuY3lPZixcbiAgcGllY2V3aXNlTGluZWFyTW9kZWwsXG4gIHBvbHlub21pYWxEZW5zaXR5TW9kZWwsXG4gIHByZWRpY3RQYXJ0cyxcbiAgc2lldmVNb2RlbCxcbiAgc29sdmVBbGxCb3VuZHMsXG4gIHNvbHZlQm91bmQsXG4gIHNwZWVkc09mLFxufSBmcm9tICcuLi9zcmMvZnVuY3Rpb25hbC9pbmRleC5qcyc7XG5cbi8qKiBBIEJhbGFuY2VDb250ZXh0IGZvciBvbmUgcmFuayBvZiBhIDEtRCBkZWNvbXBvc2l0aW9uLCB3aXRob3V0IGNvbGxlY3RpdmVzIChleGNoYW5nZSAnbm9uZScpLiAqL1xuZnVuY3Rpb24gZmFrZUN0eChvcHRpb25zOiB7XG4gIHJhbms/OiBudW1iZXI7XG4gIHNpemU6IG51bWJlcjtcbiAgc2hhcGU6IG51bWJlcltdO1xuICBwcm9jRGltcz86IG51bWJlcltdO1xuICBtaW5FeHRlbnQ/OiBudW1iZXJbXTtcbiAga2luZD86ICdncmlkJyB8ICdyYW5nZSc7XG59KTogQmFsYW5jZUNvbnRleHQge1xuICBjb25zdCBwcm9jRGltcyA9IG9wdGlvbnMucHJvY0RpbXMgPz8gW29wdGlvbnMuc2l6ZSwgLi4ub3B0aW9ucy5zaGFwZS5zbGljZSgxKS5tYXAoKCkgPT4gMSldO1xuICBjb25zdCByYW5rID0gb3B0aW9ucy5yYW5rID8/IDA7XG4gIGNvbnN0IGN1dHMgPSBvcHRpb25zLnNoYXBlLm1hcCgobiwgYSkgPT4ge1xuICAgIGNvbnN0IFAgPSBwcm9jRGltc1thXSBhcyBudW1iZXI7XG4gICAgcmV0dXJuIEFycmF5LmZyb20oeyBsZW5ndGg6IFAgKyAxIH0sIChfLCBwKSA9PiBNYXRoLmZsb29yKChwICogbikgLyBQKSk7XG4gIH0pO1xuICBjb25zdCBkb21haW46IERvbWFpblZpZXcgPSB7XG4gICAga2luZDogb3B0aW9ucy5raW5kID8/ICdyYW5nZScsXG4gICAgc2hhcGU6IG9wdGlvbnMuc2hhcGUsXG4gICAgcHJvY0RpbXMsXG4gICAgY3V0cyxcbiAgICBwcm9jQ29vcmRzOiBwcm9jRGltcy5tYXAoKF8sIGEpID0+IChhID09PSAwID8gcmFuayA6IDApKSxcbiAgICBtaW5FeHRlbnQ6IG9wdGlvbnMubWluRXh0ZW50ID8/IG9wdGlvbnMuc2hhcGUubWFwKCgpID0+IDApLFxuICAgIHJhbmtPZjogKHBjKSA9PiBwY1swXSBhcyBudW1iZXIsXG4gIH07XG4gIGNvbnN0IG5vQ29tbSA9IG5ldyBQcm94eShcbiAgICB7fSxcbiAgICB7XG4gICAgICBnZXQ6ICgpID0+ICgpID0+IHtcbiAgICAgICAgdGhyb3cgbmV3IEVycm9yKCdubyBjb2xsZWN0aXZlcyBpbiBhIHB1cmUgdGVzdCcpO1xuICAgICAgfSxcbiAgICB9LFxuICApO1xuICByZXR1cm4ge1xuICAgIHJhbmssXG4gICAgc2l6ZTogb3B0aW9ucy5zaXplLFxuICAgIHRvcG9sb2d5OiB1bmRlZmluZWQgYXMgbmV2ZXIsXG4gICAgY29tbTogbm9Db21tIGFzIG5ldmVyLFxuICAgIGxpbmtzOiB1bmRlZmluZWQgYXMgbmV2ZXIsXG4gICAgZG9tYWluLFxuICAgIGxvYWQ6IHsgdG90YWw6IDAgfSxcbiAgICBwaGFzZTogMCxcbiAgfTtcbn1cblxuLyoqIEJpc2VjdGlvbiBvbiB0aGUgcmF3IGZvcm11bGEsIGFzIGFuIGluZGVwZW5kZW50IGNoZWNrIG9mIHRoZSBzaWV2ZSBib3VuZHMuICovXG5mdW5jdGlvbiBzaWV2ZUJvdW5kQnlCaXNlY3Rpb24oc2hhcmU6IG51bWJlciwgbG86IG51bWJlciwgaGk6IG51bWJlciwgZSA9IDEuNDMpOiBudW1iZXIge1xuICBjb25zdCB0ID0gKHg6IG51bWJlcikgPT4geCAqKiBlIC8gKE1hdGgubG9nKHgpIC0gMS4wODM2Nik7XG4gIGNvbnN0IHhzID0gTWF0aC5leHAoMS4wODM2NiArIDEgLyBlKTtcbiAgY29uc3QgdG0gPSAoeDogbnVtYmVyKSA9PiB0KE1hdGgubWF4KHgsIHhzKSk7XG4gIGNvbnN0IHRhcmdldCA9IHRtKGxvKSArIHNoYXJlICogKHRtKGhpKSAtIHRtKGxvKSk7XG4gIGxldCBhID0gTWF0aC5tYXgobG8sIHhzKTtcbiAgbGV0IGIgPSBoaTtcbiAgZm9yIChsZXQgayA9IDA7IGsgPCAyMDA7IGsrKykge1xuICAgIGNvbnN0IG0gPSAwLjUgKiAoYSArIGIpO1xuICAgIGlmICh0bShtKSA8IHRhcmdldCkgYSA9IG07XG4gICAgZWxzZSBiID0gbTtcbiAgfVxuICByZXR1cm4gMC41ICogKGEgKyBiKTtcbn1cblxuZGVzY3JpYmUoJ3NlY3Rpb24gNTogbXVsdGktZGltZW5zaW9uYWwgcm93IHNwbGl0LCByaG8gPSBDKHggKyB5KSBvbiAyMCB4IDIwLCA0IHJhbmtzJywgKCkgPT4ge1xuICBjb25zdCBleHBlY3RlZCA9IFswLCA3LjMyLCAxMi4zNiwgMTYuNDYsIDIwXTtcblxuICBpdCgncG9seW5vbWlhbCBkZW5zaXR5IGdpdmVzIHRoZSBwYXBlciBib3VuZHMgMCwgNy4zMiwgMTIuMzYsIDE2LjQ2LCAyMCcsICgpID0+IHtcbiAgICBjb25zdCBtb2RlbCA9IHBvbHlub21pYWxEZW5zaXR5TW9kZWwoXG4gICAgICBbXG4gICAgICAgIFsxLCAxLCAwXSxcbiAgICAgICAgWzEsIDAsIDFdLFxuICAgICAgXSxcbiAgICAgIDIwLFxuICAgICk7XG4gICAgY29uc3QgeyBib3VuZHMsIHJlc3VsdHMgfSA9IHNvbHZlQWxsQm91bmRzKHsgbW9kZWwsIHgwOiAwLCB4MTogMjAsIHNwZWVkczogWzEsIDEsIDEsIDFdIH0pO1xuICAgIGNvbnNvbGUubG9nKFxuICAgICAgJ3JobyA9IEMoeCt5KSByb3cgYm91bmRzOicsXG4gICAgICBib3VuZHMubWFwKChiKSA9PiBiLnRvRml4ZWQoNCkpLmpvaW4oJywgJyksXG4gICAgICAnaXRlcmF0aW9ucycsXG4gICAgICByZXN1bHRzLm1hcCgocikgPT4gci5pdGVyYXRpb25zKSxcbiAgICApO1xuICAgIGZvciAoY29uc3QgW2ksIGJdIG9mIGJvdW5kcy5lbnRyaWVzKCkpIGV4cGVjdChOdW1iZXIoYi50b0ZpeGVkKDIpKSkudG9CZShleHBlY3RlZFtpXSk7XG4gICAgLy8gY2xvc2VkIGZvcm06IHlfaSA9IC0xMCArIHNxcnQoMTAwICsgMjAwIGkpXG4gICAgZm9yIChsZXQgaSA9IDA7IGkgPD0gNDsgaSsrKSBleHBlY3QoYm91bmRzW2ldKS50b0JlQ2xvc2VUbygtMTAgKyBNYXRoLnNxcnQoMTAwICsgMjAwICogaSksIDkpO1xuICAgIGZvciAoY29uc3QgciBvZiByZXN1bHRzLnNsaWNlKDEsIDQpKSBleHBlY3Qoci5tZXRob2QpLnRvQmUoJ25ld3RvbicpO1xuICB9KTtcblxuICBpdCgnYSBkZW5zaXR5IGNsb3N1cmUgaW50ZWdyYXRlZCBudW1lcmljYWxseSBnaXZlcyB0aGUgc2FtZSBib3VuZHMsIGFuZCBDIGNhbmNlbHMnLCAoKSA9PiB7XG4gICAgY29uc3QgbW9kZWwgPSBkZW5zaXR5TW9kZWwoKHgsIHkpID0+IDMuNyAqICh4ICsgeSksIDIwKTtcbiAgICBjb25zdCB7IGJvdW5kcyB9ID0gc29sdmVBbGxCb3VuZHMoeyBtb2RlbCwgeDA6IDAsIHgxOiAyMCwgc3BlZWRzOiBbMSwgMSwgMSwgMV0gfSk7XG4gICAgZm9yIChjb25zdCBbaSwgYl0gb2YgYm91bmRzLmVudHJpZXMoKSkgZXhwZWN0KE51bWJlcihiLnRvRml4ZWQoMikpKS50b0JlKGV4cGVjdGVkW2ldKTtcbiAgfSk7XG5cbiAgaXQoJ3RoZSBiYWxhbmNlciAoSlNPTiBvcHRpb25zKSBjdXRzIGEgMjAwIHggMjAwIGdyaWQgb2YgMC4xLXdpZGUgcm93cyBhdCA3MywgMTI0LCAxNjUnLCAoKSA9PiB7XG4gICAgLy8gMjAgeCAyMCBhdCAwLjEgcmVzb2x1dGlvbjsgdGhlIG90aGVyIGF4aXMnIHdpZHRoICgyMDAgKiAwLjEgPSAyMCkgaXMgdGhlIGRlZmF1bHQgd2lkdGguXG4gICAgY29uc3QgYmFsID0gY3JlYXRlRnVuY3Rpb25hbCh7XG4gICAgICBtb2RlbDogJ2RlbnNpdHknLFxuICAgICAgdGVybXM6IFtcbiAgICAgICAgWzEsIDEsIDBdLFxuICAgICAgICBbMSwgMCwgMV0sXG4gICAgICBdLFxuICAgICAgc2NhbGU6IDAuMSxcbiAgICAgIGV4Y2hhbmdlOiAnbm9uZScsXG4gICAgfSk7XG4gICAgY29uc3QgZCA9IGJhbC5kZWNpZGUoZmFrZUN0eCh7IHNpemU6IDQsIHNoYXBlOiBbMjAwLCAyMDBdLCBraW5kOiAnZ3JpZCcsIG1pbkV4dGVudDogWzEsIDFdIH0pKTtcbiAgICBleHBlY3QoZC5jdXRzWzBdKS50b0VxdWFsKFswLCA3MywgMTI0LCAxNjUsIDIwMF0pO1xuICAgIGV4cGVjdChkLmN1dHNbMV0pLnRvRXF1YWwoWzAsIDIwMF0pO1xuICAgIC8vIHRoZSBcInBlcmZlY3Rpb24gY29tcGxleFwiOiBvbiB0aGUgMjAgeCAyMCBncmlkIG9mIHdob2xlIHJvd3MgdGhlIGN1dHMgcm91bmQgdG8gNywgMTIsIDE2XG4gICAgY29uc3Qgd2hvbGUgPSBjcmVhdGVGdW5jdGlvbmFsKHtcbiAgICAgIG1vZGVsOiAnZGVuc2l0eScsXG4gICAgICB0ZXJtczogW1xuICAgICAgICBbMSwgMSwgMF0sXG4gICAgICAgIFsxLCAwLCAxXSxcbiAgICAgIF0sXG4gICAgICBleGNoYW5nZTogJ25vbmUnLFxuICAgIH0pO1xuICAgIGV4cGVjdCh3aG9sZS5kZWNpZGUoZmFrZUN0eCh7IHNpemU6IDQsIHNoYXBlOiBbMjAsIDIwXSwga2luZDogJ2dyaWQnLCBtaW5FeHRlbnQ6IFsxLCAxXSB9KSkuY3V0c1swXSkudG9FcXVhbChbMCwgNywgMTIsIDE2LCAyMF0pO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgnc2VjdGlvbiAzOiB0aGUgc2lldmUgbW9kZWwgdCh4KSA9IEEgeF4xLjQzIC8gKGxuIHggLSAxLjA4MzY2KScsICgpID0+IHtcbiAgY29uc3QgbG8gPSAzO1xuICBjb25zdCBoaSA9IDFlNztcbiAgY29uc3QgbiA9IGhpIC0gbG8gKyAxOyAvLyBudW1iZXJzIDMuLjFlNyBhcyByYW5nZSBpbmRpY2VzIDAuLm4tMSwgaW5kZXggaSA9IG51bWJlciAzICsgaVxuXG4gIGl0KCc0IGVxdWFsIHJhbmtzIG9uIFszLCAxZTddOiBjdXQgcG9pbnRzIGFib3V0IDMuNjFNLCA2LjAxTSwgOC4xME0nLCAoKSA9PiB7XG4gICAgY29uc3QgYmFsID0gY3JlYXRlRnVuY3Rpb25hbCh7IG1vZGVsOiAnc2lldmUnLCBvZmZzZXQ6IGxvLCBleGNoYW5nZTogJ25vbmUnIH0pO1xuICAgIGNvbnN0IGQgPSBiYWwuZGVjaWRlKGZha2VDdHgoeyBzaXplOiA0LCBzaGFwZTogW25dIH0pKTtcbiAgICBjb25zdCBudW1iZXJzID0gKGQuY3V0c1swXSBhcyBudW1iZXJbXSkubWFwKChjKSA9PiBsbyArIGMpO1xuICAgIGNvbnNvbGUubG9nKFxuICAgICAgJ3NpZXZlIGN1dHMsIDQgZXF1YWwgcmFua3MsIG51bWJlcnM6JyxcbiAgICAgIG51bWJlcnMuc2xpY2UoMSwgNCksXG4gICAgICAnZGV0YWlscycsXG4gICAgICBKU09OLnN0cmluZ2lmeShkLmRldGFpbHM/Lml0ZXJhdGlvbnMpLFxuICAgICAgZC5kZXRhaWxzPy5tZXRob2RzLFxuICAgICk7XG4gICAgZXhwZWN0KG51bWJlcnNbMV0pLnRvQmVDbG9zZVRvKDMuNjFlNiwgLTQpO1xuICAgIGV4cGVjdChudW1iZXJzWzJdKS50b0JlQ2xvc2VUbyg2LjAxZTYsIC00KTtcbiAgICBleHBlY3QobnVtYmVyc1szXSkudG9CZUNsb3NlVG8oOC4xZTYsIC00KTtcbiAgICBleHBlY3QoZC5jdXRzWzBdPy5bMF0pLnRvQmUoMCk7XG4gICAgZXhwZWN0KGQuY3V0c1swXT8uWzRdKS50b0JlKG4pO1xuICAgIC8vIE5ld3RvbiBmcm9tIHRoZSBsaW5lYXIgZ3Vlc3MgY29udmVyZ2VzIGluIGEgaGFuZGZ1bCBvZiBzdGVwc1xuICAgIGV4cGVjdChkLnN3ZWVwcykudG9CZUxlc3NUaGFuT3JFcXVhbCg4KTtcbiAgICBleHBlY3QoZC5kZXRhaWxzPy5tZXRob2RzKS50b0VxdWFsKFsnZW5kcG9pbnQnLCAnbmV3dG9uJywgJ25ld3RvbicsICduZXd0b24nLCAnZW5kcG9pbnQnXSk7XG4gICAgLy8gdGhlIG1vZGVsIHByZWRpY3RzIGVxdWFsIHBhcnRzIChpbnRlZ2VyIHJvdW5kaW5nIG9ubHkpXG4gICAgZXhwZWN0KGQuZGV0YWlscz8ucHJlZGljdGVkTEUgYXMgbnVtYmVyKS50b0JlR3JlYXRlclRoYW4oOTkuOTk5KTtcbiAgICAvLyBhbmQgbWF0Y2hlcyBhbiBpbmRlcGVuZGVudCBiaXNlY3Rpb24gb24gdGhlIHJhdyBmb3JtdWxhIHRvIHdpdGhpbiByb3VuZGluZ1xuICAgIGZvciAobGV0IGkgPSAxOyBpIDwgNDsgaSsrKSBleHBlY3QoTWF0aC5hYnMoKG51bWJlcnNbaV0gYXMgbnVtYmVyKSAtIHNpZXZlQm91bmRCeUJpc2VjdGlvbihpIC8gNCwgbG8sIGhpICsgMSkpKS50b0JlTGVzc1RoYW5PckVxdWFsKDEpO1xuICB9KTtcblxuICBpdCgnQSBjYW5jZWxzOiB0aGUgc2FtZSBjdXRzIHdoYXRldmVyIHRoZSBtYWNoaW5lIGNvbnN0YW50JywgKCkgPT4ge1xuICAgIGNvbnN0IGEgPSBzb2x2ZUFsbEJvdW5kcyh7IG1vZGVsOiBzaWV2ZU1vZGVsKHsgQTogMy45MDk4ZS03IH0pLCB4MDogbG8sIHgxOiBoaSArIDEsIHNwZWVkczogWzEsIDEsIDEsIDFdIH0pO1xuICAgIGNvbnN0IGIgPSBzb2x2ZUFsbEJvdW5kcyh7IG1vZGVsOiBzaWV2ZU1vZGVsKHsgQTogMSB9KSwgeDA6IGxvLCB4MTogaGkgKyAxLCBzcGVlZHM6IFsxLCAxLCAxLCAxXSB9KTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8PSA0OyBpKyspIGV4cGVjdChNYXRoLnJvdW5kKGEuYm91bmRzW2ldIGFzIG51bWJlcikpLnRvQmUoTWF0aC5yb3VuZChiLmJvdW5kc1tpXSBhcyBudW1iZXIpKTtcbiAgfSk7XG5cbiAgaXQoJ3NwZWVkcyB7MSwgMSwgMiwgMn06IHRhcmdldHMgYXQgMS82LCAyLzYsIDQvNiBvZiB0aGUgd29yaywgYWJvdXQgMi42OE0sIDQuNDZNLCA3LjQzTScsICgpID0+IHtcbiAgICBjb25zdCBzcGVlZHMgPSBbMSwgMSwgMiwgMl07XG4gICAgY29uc3QgYmFsID0gY3JlYXRlRnVuY3Rpb25hbCh7IG1vZGVsOiAnc2lldmUnLCBvZmZzZXQ6IGxvLCBzcGVlZHMsIGV4Y2hhbmdlOiAnbm9uZScgfSk7XG4gICAgY29uc3QgZCA9IGJhbC5kZWNpZGUoZmFrZUN0eCh7IHNpemU6IDQsIHNoYXBlOiBbbl0gfSkpO1xuICAgIGNvbnN0IG51bWJlcnMgPSAoZC5jdXRzWzBdIGFzIG51bWJlcltdKS5tYXAoKGMpID0+IGxvICsgYyk7XG4gICAgLy8gZGVyaXZhdGlvbjogcmFuayBqIGdldHMgUl9qIC8gc3VtIFIgb2YgVFQsIHNvIHQoeF9pKSAtIHQoMykgPSBUVCAqIChSXzAgKyAuLiArIFJfe2ktMX0pIC8gNlxuICAgIGNvbnN0IGRlcml2ZWQgPSBbMSAvIDYsIDIgLyA2LCA0IC8gNl0ubWFwKChzaGFyZSkgPT4gc2lldmVCb3VuZEJ5QmlzZWN0aW9uKHNoYXJlLCBsbywgaGkgKyAxKSk7XG4gICAgY29uc29sZS5sb2coJ3NpZXZlIGN1dHMsIHNwZWVkcyAxLDEsMiwyLCBudW1iZXJzOicsIG51bWJlcnMuc2xpY2UoMSwgNCksICdkZXJpdmVkJywgZGVyaXZlZC5tYXAoTWF0aC5yb3VuZCkpO1xuICAgIGZvciAobGV0IGkgPSAxOyBpIDwgNDsgaSsrKSBleHBlY3QoTWF0aC5hYnMoKG51bWJlcnNbaV0gYXMgbnVtYmVyKSAtIChkZXJpdmVkW2kgLSAxXSBhcyBudW1iZXIpKSkudG9CZUxlc3NUaGFuT3JFcXVhbCgxKTtcbiAgICBleHBlY3QobnVtYmVyc1sxXSkudG9CZUNsb3NlVG8oMi42OGU2LCAtNCk7XG4gICAgZXhwZWN0KG51bWJlcnNbMl0pLnRvQmVDbG9zZVRvKDQuNDZlNiwgLTQpO1xuICAgIGV4cGVjdChudW1iZXJzWzNdKS50b0JlQ2xvc2VUbyg3LjQzZTYsIC00KTtcbiAgICAvLyBldmVyeSByYW5rIGZpbmlzaGVzIGF0IHRoZSBzYW1lIHRpbWU6IHdvcmsgLyBzcGVlZCBlcXVhbFxuICAgIGNvbnN0IHRpbWVzID0gZC5kZXRhaWxzPy5wcmVkaWN0ZWRUaW1lcyBhcyBudW1iZXJbXTtcbiAgICBmb3IgKGNvbnN0IHQgb2YgdGltZXMpIGV4cGVjdCh0IC8gKHRpbWVzWzBdIGFzIG51bWJlcikpLnRvQmVDbG9zZVRvKDEsIDUpO1xuICAgIC8vIHRoZSBmYXN0IHJhbmtzIGhvbGQgdHdpY2UgdGhlIHdvcmsgb2YgdGhlIHNsb3cgb25lc1xuICAgIGNvbnN0IHsgY29zdHMgfSA9IHByZWRpY3RQYXJ0cyhzaWV2ZU1vZGVsKCksIGQuY3V0c1swXSBhcyBudW1iZXJbXSwgc3BlZWRzLCB7IG9mZnNldDogbG8gfSk7XG4gICAgZXhwZWN0KChjb3N0c1syXSBhcyBudW1iZXIpIC8gKGNvc3RzWzBdIGFzIG51bWJlcikpLnRvQmVDbG9zZVRvKDIsIDQpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgnc2VjdGlvbiA0OiBoZXRlcm9nZW5lb3VzIHJhbmtzJywgKCkgPT4ge1xuICBpdCgnNyB0eXBlLTEgcmFua3MgYW5kIDQgcmFua3MgMyB0aW1lcyBhcyBmYXN0LCBUVCA9IDEwMCBzOiB0aW50IDUuMjYsIFRhbGwgNTcuODksIHNwZWVkdXAgMTkuMCcsICgpID0+IHtcbiAgICBjb25zdCBwbGFuID0gaGV0ZXJvZ2VuZW91c1BsYW4oXG4gICAgICBbXG4gICAgICAgIHsgY291bnQ6IDcsIHJhdGlvOiAxIH0sXG4gICAgICAgIHsgY291bnQ6IDQsIHJhdGlvOiAzIH0sXG4gICAgICBdLFxuICAgICAgMTAwLFxuICAgICk7XG4gICAgY29uc29sZS5sb2coJ2hldGVyb2dlbmVvdXMgcGxhbicsIHBsYW4pO1xuICAgIGV4cGVjdChwbGFuLnNwZWVkdXApLnRvQmUoMTkpO1xuICAgIGV4cGVjdChwbGFuLnRpbnQpLnRvQmVDbG9zZVRvKDUuMjYsIDIpO1xuICAgIGV4cGVjdChwbGFuLnRhbGwpLnRvQmVDbG9zZVRvKDU3Ljg5LCAyKTtcbiAgICBleHBlY3QocGxhbi5ncm91cFRpbWVzWzBdKS50b0JlQ2xvc2VUbygzNi44NCwgMik7XG4gICAgZXhwZWN0KHBsYW4uZ3JvdXBUaW1lc1sxXSkudG9CZUNsb3NlVG8oMjEuMDUsIDIpO1xuICAgIGV4cGVjdCgoMTAwIC8gcGxhbi50aW50KS50b0ZpeGVkKDEpKS50b0JlKCcxOS4wJyk7XG4gIH0pO1xuXG4gIGl0KCd0aGUgYmFsYW5jZXIgc3BsaXRzIGEgbGluZWFyIHQoeCkgc28gdGhhdCBldmVyeSByYW5rIHJ1bnMgdGludCBhbmQgdGhlIHNwZWVkdXAgaXMgMTkuMCcsICgpID0+IHtcbiAgICBjb25zdCBzcGVlZHMgPSBzcGVlZHNPZihbXG4gICAgICB7IGNvdW50OiA3LCByYXRpbzogMSB9LFxuICAgICAgeyBjb3VudDogNCwgcmF0aW86IDMgfSxcbiAgICBdKTtcbiAgICAvLyBUVCA9IDEwMCBcInNlY29uZHNcIiBvbiBvbmUgdHlwZS0xIHJhbmssIG92ZXIgeCBpbiBbMCwgMTAwXTsgZmluZSBpbmRleCByZXNvbHV0aW9uICgxZS00IHMpLlxuICAgIGNvbnN0IG4gPSAxXzAwMF8wMDA7XG4gICAgY29uc3Qgc2NhbGUgPSAxMDAgLyBuO1xuICAgIGNvbnN0IGJhbCA9IGNyZWF0ZUZ1bmN0aW9uYWwoeyBtb2RlbDogJ2xpbmVhcicsIHNwZWVkcywgc2NhbGUsIGV4Y2hhbmdlOiAnbm9uZScgfSk7XG4gICAgY29uc3QgZCA9IGJhbC5kZWNpZGUoZmFrZUN0eCh7IHNpemU6IDExLCBzaGFwZTogW25dIH0pKTtcbiAgICBjb25zdCB7IGNvc3RzLCB0aW1lcyB9ID0gcHJlZGljdFBhcnRzKGxpbmVhck1vZGVsKCksIGQuY3V0c1swXSBhcyBudW1iZXJbXSwgc3BlZWRzLCB7IHNjYWxlIH0pO1xuICAgIGNvbnN0IHRtYXggPSBNYXRoLm1heCguLi50aW1lcyk7XG4gICAgY29uc29sZS5sb2coXG4gICAgICAnaGV0ZXJvZ2VuZW91cyBsaW5lYXIgc3BsaXQ6IHdvcmsgcGVyIHJhbmsnLFxuICAgICAgY29zdHMubWFwKChjKSA9PiBjLnRvRml4ZWQoMykpLFxuICAgICAgJ3RpbWUnLFxuICAgICAgdG1heC50b0ZpeGVkKDQpLFxuICAgICAgJ3NwZWVkdXAnLFxuICAgICAgKDEwMCAvIHRtYXgpLnRvRml4ZWQoMiksXG4gICAgKTtcbiAgICBmb3IgKGNvbnN0IHQgb2YgdGltZXMpIGV4cGVjdCh0KS50b0JlQ2xvc2VUbygxMDAgLyAxOSwgMyk7XG4gICAgZXhwZWN0KCgxMDAgLyB0bWF4KS50b0ZpeGVkKDEpKS50b0JlKCcxOS4wJyk7XG4gICAgZXhwZWN0KGNvc3RzWzBdKS50b0JlQ2xvc2VUbyg1LjI2MywgMyk7XG4gICAgZXhwZWN0KGNvc3RzWzEwXSkudG9CZUNsb3NlVG8oMTUuNzg5LCAzKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3RoZSBndWFyZGVkIE5ld3RvbiBzb2x2ZXInLCAoKSA9PiB7XG4gIGl0KCdOZXd0b24gb24gYSBwYXRob2xvZ2ljYWwgbW9kZWwgKGN1YmUgcm9vdDogTmV3dG9uIG92ZXJzaG9vdHMpIGZhbGxzIGJhY2sgdG8gYmlzZWN0aW9uIGFuZCBjb252ZXJnZXMnLCAoKSA9PiB7XG4gICAgY29uc3QgY2JydCA9IGFuYWx5dGljTW9kZWwoXG4gICAgICAoeCkgPT4gTWF0aC5jYnJ0KHggLSA1KSxcbiAgICAgICh4KSA9PiAxIC8gKDMgKiBNYXRoLmNicnQoKHggLSA1KSAqKiAyKSksXG4gICAgICAnY2JydCcsXG4gICAgKTtcbiAgICBjb25zdCByID0gc29sdmVCb3VuZChjYnJ0LCAwLjMsIDAsIDEwLCA5KTtcbiAgICBjb25zb2xlLmxvZygnY3ViZSByb290Jywgcik7XG4gICAgZXhwZWN0KHIubWV0aG9kKS50b0JlKCdiaXNlY3Rpb24nKTtcbiAgICBleHBlY3Qoci5zdGVwcy5iaXNlY3Rpb24pLnRvQmVHcmVhdGVyVGhhbigwKTtcbiAgICBleHBlY3Qoci5jb252ZXJnZWQpLnRvQmUodHJ1ZSk7XG4gICAgZXhwZWN0KHIueCkudG9CZUNsb3NlVG8oNS4wMjcsIDkpO1xuICB9KTtcblxuICBpdCgnYSBseWluZyBkZXJpdmF0aXZlIHNlbmRzIE5ld3RvbiBvdXQgb2YgdGhlIGJyYWNrZXQ7IHRoZSBmYWxsYmFjayBzdGlsbCBjb252ZXJnZXMnLCAoKSA9PiB7XG4gICAgY29uc3QgbGlhciA9IGFuYWx5dGljTW9kZWwoXG4gICAgICAoeCkgPT4gTWF0aC5hdGFuKHggLSAzKSxcbiAgICAgICgpID0+IDFlLTYsXG4gICAgICAnbGlhcicsXG4gICAgKTtcbiAgICBjb25zdCByID0gc29sdmVCb3VuZChsaWFyLCAwLjUsIDAsIDEwLCAxKTtcbiAgICBleHBlY3Qoci5jb252ZXJnZWQpLnRvQmUodHJ1ZSk7XG4gICAgZXhwZWN0KHIubWV0aG9kKS50b0JlKCdiaXNlY3Rpb24nKTtcbiAgICBleHBlY3Qoci54KS50b0JlQ2xvc2VUbygzICsgTWF0aC50YW4oMC41KSwgOSk7XG4gIH0pO1xuXG4gIGl0KCd3aXRob3V0IGEgZGVyaXZhdGl2ZSBpdCB1c2VzIHNlY2FudCBzdGVwczsgZmxhdCBzdHJldGNoZXMgKGR0ID0gMCkgZG8gbm90IHN0YWxsIGl0JywgKCkgPT4ge1xuICAgIGNvbnN0IG5vRHQgPSBhbmFseXRpY01vZGVsKCh4KSA9PiB4ICoqIDMpO1xuICAgIGNvbnN0IHIgPSBzb2x2ZUJvdW5kKG5vRHQsIDI3LCAwLCAxMCwgNSk7XG4gICAgZXhwZWN0KHIuc3RlcHMuc2VjYW50KS50b0JlR3JlYXRlclRoYW4oMCk7XG4gICAgZXhwZWN0KHIueCkudG9CZUNsb3NlVG8oMywgOSk7XG4gICAgY29uc3Qgc3RhaXJzID0gcGllY2V3aXNlTGluZWFyTW9kZWwoW1xuICAgICAgWzAsIDBdLFxuICAgICAgWzEsIDBdLFxuICAgICAgWzIsIDVdLFxuICAgICAgWzMsIDVdLFxuICAgICAgWzQsIDEwXSxcbiAgICBdKTtcbiAgICBjb25zdCBzID0gc29sdmVCb3VuZChzdGFpcnMsIDcuNSwgMCwgNCwgMC41KTtcbiAgICBleHBlY3Qocy5jb252ZXJnZWQpLnRvQmUodHJ1ZSk7XG4gICAgZXhwZWN0KHMueCkudG9CZUNsb3NlVG8oMy41LCA5KTtcbiAgfSk7XG5cbiAgaXQoJ3RhcmdldHMgYXQgb3IgYmV5b25kIHRoZSBlbmRzIHJldHVybiB0aGUgZW5kLCBhbmQgbWF4SXRlciBjYXBzIHRoZSB3b3JrJywgKCkgPT4ge1xuICAgIGNvbnN0IG0gPSBsaW5lYXJNb2RlbCgpO1xuICAgIGV4cGVjdChzb2x2ZUJvdW5kKG0sIC0xLCAwLCAxMCwgNSkpLnRvTWF0Y2hPYmplY3QoeyB4OiAwLCBtZXRob2Q6ICdlbmRwb2ludCcsIGl0ZXJhdGlvbnM6IDAgfSk7XG4gICAgZXhwZWN0KHNvbHZlQm91bmQobSwgMTEsIDAsIDEwLCA1KSkudG9NYXRjaE9iamVjdCh7IHg6IDEwLCBtZXRob2Q6ICdlbmRwb2ludCcgfSk7XG4gICAgY29uc3Qgc2xvdyA9IHNvbHZlQm91bmQoXG4gICAgICBhbmFseXRpY01vZGVsKCh4KSA9PiBNYXRoLmF0YW4oeCAtIDMpKSxcbiAgICAgIDAuNSxcbiAgICAgIDAsXG4gICAgICAxMCxcbiAgICAgIDEsXG4gICAgICB7IG1heEl0ZXI6IDIgfSxcbiAgICApO1xuICAgIGV4cGVjdChzbG93Lml0ZXJhdGlvbnMpLnRvQmUoMik7XG4gICAgZXhwZWN0KHNsb3cuY29udmVyZ2VkKS50b0JlKGZhbHNlKTtcbiAgICBleHBlY3QoKCkgPT4gc29sdmVCb3VuZChtLCAxLCA1LCAwLCAxKSkudG9UaHJvdyhleHBlY3Qub2JqZWN0Q29udGFpbmluZyh7IGNvZGU6IEVycm9yQ29kZXMuSU5WQUxJRF9BUkdVTUVOVCB9KSk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdsb2FkLWJhbGFuY2UgZWZmaWNpZW5jeScsICgpID0+IHtcbiAgaXQoJ0xFID0gMTAwICogVGF2ZyAvIFRtYXg6IHRoZSBwYXBlciBleGFtcGxlIFRhdmcgNjQuMjQsIFRtYXggODkuOTIgZ2l2ZXMgNzEuNDQlJywgKCkgPT4ge1xuICAgIGV4cGVjdChsb2FkRWZmaWNpZW5jeU9mKDY0LjI0LCA4OS45MikpLnRvQmVDbG9zZVRvKDcxLjQ0LCAyKTtcbiAgICAvLyB0aGUgcnVudGltZSdzIG1ldHJpYyBhZ3JlZXMgb24gbG9hZHMgd2l0aCB0aGF0IGF2ZXJhZ2UgYW5kIG1heGltdW1cbiAgICBleHBlY3QobG9hZEVmZmljaWVuY3koWzg5LjkyLCAzOC41Nl0pKS50b0JlQ2xvc2VUbyg3MS40NCwgMik7XG4gICAgLy8gKHRoZSBwYXBlcidzIHByaW50ZWQgTEkgPSAoVG1heCAtIFRhdmcpL1Rhdmcgd291bGQgZ2l2ZSA2MC4wMiUsIG5vdCBpdHMgb3duIDcxLjQ0JSlcbiAgICBleHBlY3QoMTAwIC0gKDEwMCAqICg4OS45MiAtIDY0LjI0KSkgLyA2NC4yNCkubm90LnRvQmVDbG9zZVRvKDcxLjQ0LCAxKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ2NhbGlicmF0aW9uJywgKCkgPT4ge1xuICBpdCgnbGVhc3Qgc3F1YXJlcyBvbiBsb2cgdCByZWNvdmVycyBBIGFuZCB0aGUgZXhwb25lbnQgb2YgZXF1YXRpb24gKDQpJywgKCkgPT4ge1xuICAgIGNvbnN0IHRydXRoID0gc2lldmVNb2RlbCh7IGV4cG9uZW50OiAxLjUsIEE6IDMuOTA5OGUtNyB9KTtcbiAgICBjb25zdCBzYW1wbGVzID0gWzFlNCwgMWU1LCAxZTYsIDFlNywgMWU4XS5tYXAoKHgpID0+IFt4LCB0cnV0aC50KHgpXSBhcyBbbnVtYmVyLCBudW1iZXJdKTtcbiAgICBjb25zdCBmaXQgPSBmaXRQb3dlckxhdyhzYW1wbGVzLCAnc2lldmUnKTtcbiAgICBleHBlY3QoZml0LmV4cG9uZW50KS50b0JlQ2xvc2VUbygxLjUsIDEwKTtcbiAgICBleHBlY3QoZml0LkEgLyAzLjkwOThlLTcpLnRvQmVDbG9zZVRvKDEsIDgpO1xuICAgIGNvbnN0IHBvd2VyID0gZml0UG93ZXJMYXcoXG4gICAgICBbMiwgNCwgOF0ubWFwKCh4KSA9PiBbeCwgNSAqIHggKiogMl0gYXMgW251bWJlciwgbnVtYmVyXSksXG4gICAgICAncG93ZXInLFxuICAgICk7XG4gICAgZXhwZWN0KHBvd2VyLmV4cG9uZW50KS50b0JlQ2xvc2VUbygyLCAxMik7XG4gICAgZXhwZWN0KHBvd2VyLkEpLnRvQmVDbG9zZVRvKDUsIDEwKTtcbiAgICBleHBlY3QoZml0dGVkTW9kZWwoZml0KS5uYW1lKS50b0JlKCdjYWxpYnJhdGVkLXNpZXZlJyk7XG4gIH0pO1xuXG4gIGl0KCdwaWVjZXdpc2UtbGluZWFyIGNhbGlicmF0aW9uIGlzIG1vbm90b25lIGFuZCBpbnRlcnBvbGF0ZXMgY3VtdWxhdGl2ZSBzYW1wbGVzJywgKCkgPT4ge1xuICAgIGNvbnN0IHNhbXBsZXMgPSBjdW11bGF0aXZlU2FtcGxlcyhbMCwgMTAsIDIwLCA0MF0sIFs1LCAxLCA0XSk7XG4gICAgZXhwZWN0KHNhbXBsZXMpLnRvRXF1YWwoW1xuICAgICAgWzAsIDBdLFxuICAgICAgWzEwLCA1XSxcbiAgICAgIFsyMCwgNl0sXG4gICAgICBbNDAsIDEwXSxcbiAgICBdKTtcbiAgICBjb25zdCBtID0gcGllY2V3aXNlTGluZWFyTW9kZWwoWy4uLnNhbXBsZXMsIFszMCwgMl1dKTsgLy8gYSBub2lzeSBkaXAgaXMgbGlmdGVkIHRvIDZcbiAgICBleHBlY3QobS50KDUpKS50b0JlQ2xvc2VUbygyLjUpO1xuICAgIGV4cGVjdChtLnQoMjUpKS50b0JlQ2xvc2VUbyg2KTtcbiAgICBleHBlY3QobS5kdD8uKDM1KSkudG9CZUNsb3NlVG8oMC40KTtcbiAgICBleHBlY3QobS50KDUwKSkudG9CZUNsb3NlVG8oMTQpOyAvLyBleHRlbmRlZCB3aXRoIHRoZSBsYXN0IHNsb3BlXG4gIH0pO1xuXG4gIGl0KCd0aGUgY2FsaWJyYXRlZCBiYWxhbmNlciB3aXRoIGEgc2lldmUgZml0IG1vdmVzIHRoZSBjdXRzIHRvd2FyZCB0aGUgZml0dGVkIGV4cG9uZW50JywgKCkgPT4ge1xuICAgIGNvbnN0IHRydXRoID0gc2lldmVNb2RlbCh7IGV4cG9uZW50OiAxLjM5IH0pO1xuICAgIGNvbnN0IHNhbXBsZXMgPSBbMWU1LCAyZTUsIDRlNSwgOGU1XS5tYXAoKHgpID0+IFt4LCB0cnV0aC50KHgpXSk7XG4gICAgY29uc3QgbiA9IDRfMDAwXzAwMCAtIDMgKyAxO1xuICAgIGNvbnN0IGJhbCA9IGNyZWF0ZUZ1bmN0aW9uYWwoeyBtb2RlbDogJ2NhbGlicmF0ZWQnLCBmaXQ6ICdzaWV2ZScsIHNhbXBsZXMsIG9mZnNldDogMywgZXhjaGFuZ2U6ICdub25lJyB9KTtcbiAgICBjb25zdCBkID0gYmFsLmRlY2lkZShmYWtlQ3R4KHsgc2l6ZTogNCwgc2hhcGU6IFtuXSB9KSk7XG4gICAgY29uc3QgZGlyZWN0ID0gc29sdmVBbGxCb3VuZHMoeyBtb2RlbDogdHJ1dGgsIHgwOiAzLCB4MTogMyArIG4sIHNwZWVkczogWzEsIDEsIDEsIDFdIH0pO1xuICAgIGZvciAobGV0IGkgPSAxOyBpIDwgNDsgaSsrKSBleHBlY3QoTWF0aC5hYnMoMyArIChkLmN1dHNbMF0/LltpXSBhcyBudW1iZXIpIC0gKGRpcmVjdC5ib3VuZHNbaV0gYXMgbnVtYmVyKSkpLnRvQmVMZXNzVGhhbk9yRXF1YWwoMSk7XG4gICAgZXhwZWN0KChkLmRldGFpbHM/LnBhcmFtcyBhcyB7IGV4cG9uZW50PzogbnVtYmVyIH0gfCB1bmRlZmluZWQpPy5leHBvbmVudCkudG9CZUNsb3NlVG8oMS4zOSwgOCk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdmdW5jdGlvbmFsIGJhbGFuY2VyIG9wdGlvbnMnLCAoKSA9PiB7XG4gIGNvbnN0IGNvZGUgPSAoZjogKCkgPT4gdW5rbm93bikgPT4ge1xuICAgIHRyeSB7XG4gICAgICBmKCk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICBleHBlY3QoZXJyKS50b0JlSW5zdGFuY2VPZihNZXNod29ya0Vycm9yKTtcbiAgICAgIHJldHVybiAoZXJyIGFzIE1lc2h3b3JrRXJyb3IpLmNvZGU7XG4gICAgfVxuICAgIHJldHVybiAnbm8gZXJyb3InO1xuICB9O1xuXG4gIGl0KCdyZWplY3RzIGJhZCBvcHRpb25zIHdpdGggTVdfSU5WQUxJRF9PUFRJT04nLCAoKSA9PiB7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCh7IG1vZGVsOiAnY3ViaWMnIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZSgoKSA9PiBjcmVhdGVGdW5jdGlvbmFsKHsgbW9kZWw6ICdzaWV2ZScsIGV4cG9uZW50OiAtMSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCh7IG1vZGVsOiAnbGluZWFyJywgZXhwb25lbnQ6IDEuNSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7IC8vIG5vdCBhbiBvcHRpb24gb2YgbGluZWFyXG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCh7IG1vZGVsOiAnY2FsaWJyYXRlZCcgfSkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9PUFRJT04pO1xuICAgIGV4cGVjdChjb2RlKCgpID0+IGNyZWF0ZUZ1bmN0aW9uYWwoeyBtb2RlbDogJ2NhbGlicmF0ZWQnLCBzYW1wbGVzOiBbWzEsIDJdXSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KFxuICAgICAgY29kZSgoKSA9PlxuICAgICAgICBjcmVhdGVGdW5jdGlvbmFsKHtcbiAgICAgICAgICBtb2RlbDogJ2NhbGlicmF0ZWQnLFxuICAgICAgICAgIGZpdDogJ3Bvd2VyJyxcbiAgICAgICAgICBzYW1wbGVzOiBbXG4gICAgICAgICAgICBbMSwgMF0sXG4gICAgICAgICAgICBbMiwgMF0sXG4gICAgICAgICAgXSxcbiAgICAgICAgfSksXG4gICAgICApLFxuICAgICkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZSgoKSA9PiBjcmVhdGVGdW5jdGlvbmFsKHsgbW9kZWw6ICdkZW5zaXR5JywgdGVybXM6IFtbMSwgLTEsIDBdXSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCh7IHNwZWVkczogWzEsIDBdIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZSgoKSA9PiBjcmVhdGVGdW5jdGlvbmFsKHsgc2NhbGU6IDAgfSkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9PUFRJT04pO1xuICAgIGV4cGVjdChjb2RlKCgpID0+IGNyZWF0ZUZ1bmN0aW9uYWwoeyBleGNoYW5nZTogJ2NhcnJpZXItcGlnZW9uJyB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCh7IG1heEl0ZXI6IDAuNSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCgnc2lldmUnKSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgLy8gYSBwZXItcmFuayBzcGVlZHMgbGlzdCBvZiB0aGUgd3JvbmcgbGVuZ3RoIGlzIGNhdWdodCB3aGVuIHRoZSBkb21haW4gaXMga25vd25cbiAgICBjb25zdCBiYWwgPSBjcmVhdGVGdW5jdGlvbmFsKHsgc3BlZWRzOiBbMSwgMl0sIGV4Y2hhbmdlOiAnbm9uZScgfSk7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gYmFsLmRlY2lkZShmYWtlQ3R4KHsgc2l6ZTogNCwgc2hhcGU6IFsxMDBdIH0pKSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGUoKCkgPT4gY3JlYXRlRnVuY3Rpb25hbCh7IGF4aXM6IDMsIGV4Y2hhbmdlOiAnbm9uZScgfSkuZGVjaWRlKGZha2VDdHgoeyBzaXplOiA0LCBzaGFwZTogWzEwMF0gfSkpKSkudG9CZShcbiAgICAgIEVycm9yQ29kZXMuSU5WQUxJRF9PUFRJT04sXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ3RoZSBmYWN0b3J5IGlzIG5hbWVkIGZ1bmN0aW9uYWwgYW5kIHJlcG9ydHMgdGhlIG9wdGlvbnMgaXQgdXNlZCcsICgpID0+IHtcbiAgICBleHBlY3QoZnVuY3Rpb25hbEZhY3RvcnkubmFtZSkudG9CZSgnZnVuY3Rpb25hbCcpO1xuICAgIGNvbnN0IGIgPSBmdW5jdGlvbmFsRmFjdG9yeS5jcmVhdGUoeyBtb2RlbDogJ3NpZXZlJywgb2Zmc2V0OiAzIH0pO1xuICAgIGV4cGVjdChiLm5hbWUpLnRvQmUoJ2Z1bmN0aW9uYWwnKTtcbiAgICBleHBlY3QoYi5vcHRpb25zKS50b0VxdWFsKHsgbW9kZWw6ICdzaWV2ZScsIG9mZnNldDogMyB9KTtcbiAgfSk7XG5cbiAgaXQoJ2NyZWF0ZUZ1bmN0aW9uYWxXaXRoTW9kZWwgdGFrZXMgYSBmdW5jdGlvbiBtb2RlbDsgbWluRXh0ZW50IGlzIHJlc3BlY3RlZCcsICgpID0+IHtcbiAgICAvLyBhbGwgdGhlIGNvc3QgaW4gdGhlIGZpcnN0IDEyIG9mIDEwMCBpbmRpY2VzOyBwYXJ0cyBtdXN0IGJlID49IDUgd2lkZVxuICAgIGNvbnN0IG1vZGVsID0gYW5hbHl0aWNNb2RlbChcbiAgICAgICh4KSA9PiBNYXRoLm1pbih4LCAxMiksXG4gICAgICAoeCkgPT4gKHggPCAxMiA/IDEgOiAwKSxcbiAgICAgICdmcm9udC1sb2FkZWQnLFxuICAgICk7XG4gICAgY29uc3QgYmFsID0gY3JlYXRlRnVuY3Rpb25hbFdpdGhNb2RlbChtb2RlbCwgeyBleGNoYW5nZTogJ25vbmUnIH0pO1xuICAgIGNvbnN0IGQgPSBiYWwuZGVjaWRlKGZha2VDdHgoeyBzaXplOiA0LCBzaGFwZTogWzEwMF0sIG1pbkV4dGVudDogWzVdIH0pKTtcbiAgICBleHBlY3QoZC5jdXRzWzBdKS50b0VxdWFsKFswLCA1LCAxMCwgMTUsIDEwMF0pO1xuICAgIGV4cGVjdChiYWwub3B0aW9ucykudG9NYXRjaE9iamVjdCh7IG1vZGVsOiAnZnJvbnQtbG9hZGVkJywgZXhjaGFuZ2U6ICdub25lJyB9KTtcbiAgICBjb25zdCBmcmVlID0gYmFsLmRlY2lkZShmYWtlQ3R4KHsgc2l6ZTogNCwgc2hhcGU6IFsxMDBdLCBtaW5FeHRlbnQ6IFswXSB9KSk7XG4gICAgZXhwZWN0KGZyZWUuY3V0c1swXSkudG9FcXVhbChbMCwgMywgNiwgOSwgMTAwXSk7XG4gIH0pO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFBQSxTQUFTLFlBQVksZ0JBQWdCLHFCQUFxQjtBQUUxRCxTQUFTLFVBQVUsUUFBUSxVQUFVO0FBQ3JDO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FDSztBQUdQLFNBQVMsUUFBUSxTQU9FO0FBQ2pCLFFBQU0sV0FBVyxRQUFRLFlBQVksQ0FBQyxRQUFRLE1BQU0sR0FBRyxRQUFRLE1BQU0sTUFBTSxDQUFDLEVBQUUsSUFBSSxNQUFNLENBQUMsQ0FBQztBQUMxRixRQUFNLE9BQU8sUUFBUSxRQUFRO0FBQzdCLFFBQU0sT0FBTyxRQUFRLE1BQU0sSUFBSSxDQUFDLEdBQUcsTUFBTTtBQUN2QyxVQUFNLElBQUksU0FBUyxDQUFDO0FBQ3BCLFdBQU8sTUFBTSxLQUFLLEVBQUUsUUFBUSxJQUFJLEVBQUUsR0FBRyxDQUFDLEdBQUcsTUFBTSxLQUFLLE1BQU8sSUFBSSxJQUFLLENBQUMsQ0FBQztBQUFBLEVBQ3hFLENBQUM7QUFDRCxRQUFNLFNBQXFCO0FBQUEsSUFDekIsTUFBTSxRQUFRLFFBQVE7QUFBQSxJQUN0QixPQUFPLFFBQVE7QUFBQSxJQUNmO0FBQUEsSUFDQTtBQUFBLElBQ0EsWUFBWSxTQUFTLElBQUksQ0FBQyxHQUFHLE1BQU8sTUFBTSxJQUFJLE9BQU8sQ0FBRTtBQUFBLElBQ3ZELFdBQVcsUUFBUSxhQUFhLFFBQVEsTUFBTSxJQUFJLE1BQU0sQ0FBQztBQUFBLElBQ3pELFFBQVEsQ0FBQyxPQUFPLEdBQUcsQ0FBQztBQUFBLEVBQ3RCO0FBQ0EsUUFBTSxTQUFTLElBQUk7QUFBQSxJQUNqQixDQUFDO0FBQUEsSUFDRDtBQUFBLE1BQ0UsS0FBSyxNQUFNLE1BQU07QUFDZixjQUFNLElBQUksTUFBTSwrQkFBK0I7QUFBQSxNQUNqRDtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUFBLElBQ0w7QUFBQSxJQUNBLE1BQU0sUUFBUTtBQUFBLElBQ2QsVUFBVTtBQUFBLElBQ1YsTUFBTTtBQUFBLElBQ04sT0FBTztBQUFBLElBQ1A7QUFBQSxJQUNBLE1BQU0sRUFBRSxPQUFPLEVBQUU7QUFBQSxJQUNqQixPQUFPO0FBQUEsRUFDVDtBQUNGO0FBR0EsU0FBUyxzQkFBc0IsT0FBZSxJQUFZLElBQVksSUFBSSxNQUFjO0FBQ3RGLFFBQU0sSUFBSSxDQUFDLE1BQWMsS0FBSyxLQUFLLEtBQUssSUFBSSxDQUFDLElBQUk7QUFDakQsUUFBTSxLQUFLLEtBQUssSUFBSSxVQUFVLElBQUksQ0FBQztBQUNuQyxRQUFNLEtBQUssQ0FBQyxNQUFjLEVBQUUsS0FBSyxJQUFJLEdBQUcsRUFBRSxDQUFDO0FBQzNDLFFBQU0sU0FBUyxHQUFHLEVBQUUsSUFBSSxTQUFTLEdBQUcsRUFBRSxJQUFJLEdBQUcsRUFBRTtBQUMvQyxNQUFJLElBQUksS0FBSyxJQUFJLElBQUksRUFBRTtBQUN2QixNQUFJLElBQUk7QUFDUixXQUFTLElBQUksR0FBRyxJQUFJLEtBQUssS0FBSztBQUM1QixVQUFNLElBQUksT0FBTyxJQUFJO0FBQ3JCLFFBQUksR0FBRyxDQUFDLElBQUksT0FBUSxLQUFJO0FBQUEsUUFDbkIsS0FBSTtBQUFBLEVBQ1g7QUFDQSxTQUFPLE9BQU8sSUFBSTtBQUNwQjtBQUVBLFNBQVMsOEVBQThFLE1BQU07QUFDM0YsUUFBTSxXQUFXLENBQUMsR0FBRyxNQUFNLE9BQU8sT0FBTyxFQUFFO0FBRTNDLEtBQUcsdUVBQXVFLE1BQU07QUFDOUUsVUFBTSxRQUFRO0FBQUEsTUFDWjtBQUFBLFFBQ0UsQ0FBQyxHQUFHLEdBQUcsQ0FBQztBQUFBLFFBQ1IsQ0FBQyxHQUFHLEdBQUcsQ0FBQztBQUFBLE1BQ1Y7QUFBQSxNQUNBO0FBQUEsSUFDRjtBQUNBLFVBQU0sRUFBRSxRQUFRLFFBQVEsSUFBSSxlQUFlLEVBQUUsT0FBTyxJQUFJLEdBQUcsSUFBSSxJQUFJLFFBQVEsQ0FBQyxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUUsQ0FBQztBQUN6RixZQUFRO0FBQUEsTUFDTjtBQUFBLE1BQ0EsT0FBTyxJQUFJLENBQUMsTUFBTSxFQUFFLFFBQVEsQ0FBQyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQUEsTUFDekM7QUFBQSxNQUNBLFFBQVEsSUFBSSxDQUFDLE1BQU0sRUFBRSxVQUFVO0FBQUEsSUFDakM7QUFDQSxlQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssT0FBTyxRQUFRLEVBQUcsUUFBTyxPQUFPLEVBQUUsUUFBUSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssU0FBUyxDQUFDLENBQUM7QUFFcEYsYUFBUyxJQUFJLEdBQUcsS0FBSyxHQUFHLElBQUssUUFBTyxPQUFPLENBQUMsQ0FBQyxFQUFFLFlBQVksTUFBTSxLQUFLLEtBQUssTUFBTSxNQUFNLENBQUMsR0FBRyxDQUFDO0FBQzVGLGVBQVcsS0FBSyxRQUFRLE1BQU0sR0FBRyxDQUFDLEVBQUcsUUFBTyxFQUFFLE1BQU0sRUFBRSxLQUFLLFFBQVE7QUFBQSxFQUNyRSxDQUFDO0FBRUQsS0FBRyxpRkFBaUYsTUFBTTtBQUN4RixVQUFNLFFBQVEsYUFBYSxDQUFDLEdBQUcsTUFBTSxPQUFPLElBQUksSUFBSSxFQUFFO0FBQ3RELFVBQU0sRUFBRSxPQUFPLElBQUksZUFBZSxFQUFFLE9BQU8sSUFBSSxHQUFHLElBQUksSUFBSSxRQUFRLENBQUMsR0FBRyxHQUFHLEdBQUcsQ0FBQyxFQUFFLENBQUM7QUFDaEYsZUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLE9BQU8sUUFBUSxFQUFHLFFBQU8sT0FBTyxFQUFFLFFBQVEsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFNBQVMsQ0FBQyxDQUFDO0FBQUEsRUFDdEYsQ0FBQztBQUVELEtBQUcsc0ZBQXNGLE1BQU07QUFFN0YsVUFBTSxNQUFNLGlCQUFpQjtBQUFBLE1BQzNCLE9BQU87QUFBQSxNQUNQLE9BQU87QUFBQSxRQUNMLENBQUMsR0FBRyxHQUFHLENBQUM7QUFBQSxRQUNSLENBQUMsR0FBRyxHQUFHLENBQUM7QUFBQSxNQUNWO0FBQUEsTUFDQSxPQUFPO0FBQUEsTUFDUCxVQUFVO0FBQUEsSUFDWixDQUFDO0FBQ0QsVUFBTSxJQUFJLElBQUksT0FBTyxRQUFRLEVBQUUsTUFBTSxHQUFHLE9BQU8sQ0FBQyxLQUFLLEdBQUcsR0FBRyxNQUFNLFFBQVEsV0FBVyxDQUFDLEdBQUcsQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUM3RixXQUFPLEVBQUUsS0FBSyxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsR0FBRyxJQUFJLEtBQUssS0FBSyxHQUFHLENBQUM7QUFDaEQsV0FBTyxFQUFFLEtBQUssQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxDQUFDO0FBRWxDLFVBQU0sUUFBUSxpQkFBaUI7QUFBQSxNQUM3QixPQUFPO0FBQUEsTUFDUCxPQUFPO0FBQUEsUUFDTCxDQUFDLEdBQUcsR0FBRyxDQUFDO0FBQUEsUUFDUixDQUFDLEdBQUcsR0FBRyxDQUFDO0FBQUEsTUFDVjtBQUFBLE1BQ0EsVUFBVTtBQUFBLElBQ1osQ0FBQztBQUNELFdBQU8sTUFBTSxPQUFPLFFBQVEsRUFBRSxNQUFNLEdBQUcsT0FBTyxDQUFDLElBQUksRUFBRSxHQUFHLE1BQU0sUUFBUSxXQUFXLENBQUMsR0FBRyxDQUFDLEVBQUUsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsR0FBRyxHQUFHLElBQUksSUFBSSxFQUFFLENBQUM7QUFBQSxFQUNqSSxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsaUVBQWlFLE1BQU07QUFDOUUsUUFBTSxLQUFLO0FBQ1gsUUFBTSxLQUFLO0FBQ1gsUUFBTSxJQUFJLEtBQUssS0FBSztBQUVwQixLQUFHLG1FQUFtRSxNQUFNO0FBQzFFLFVBQU0sTUFBTSxpQkFBaUIsRUFBRSxPQUFPLFNBQVMsUUFBUSxJQUFJLFVBQVUsT0FBTyxDQUFDO0FBQzdFLFVBQU0sSUFBSSxJQUFJLE9BQU8sUUFBUSxFQUFFLE1BQU0sR0FBRyxPQUFPLENBQUMsQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUNyRCxVQUFNLFVBQVcsRUFBRSxLQUFLLENBQUMsRUFBZSxJQUFJLENBQUMsTUFBTSxLQUFLLENBQUM7QUFDekQsWUFBUTtBQUFBLE1BQ047QUFBQSxNQUNBLFFBQVEsTUFBTSxHQUFHLENBQUM7QUFBQSxNQUNsQjtBQUFBLE1BQ0EsS0FBSyxVQUFVLEVBQUUsU0FBUyxVQUFVO0FBQUEsTUFDcEMsRUFBRSxTQUFTO0FBQUEsSUFDYjtBQUNBLFdBQU8sUUFBUSxDQUFDLENBQUMsRUFBRSxZQUFZLE9BQVEsRUFBRTtBQUN6QyxXQUFPLFFBQVEsQ0FBQyxDQUFDLEVBQUUsWUFBWSxPQUFRLEVBQUU7QUFDekMsV0FBTyxRQUFRLENBQUMsQ0FBQyxFQUFFLFlBQVksTUFBTyxFQUFFO0FBQ3hDLFdBQU8sRUFBRSxLQUFLLENBQUMsSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDN0IsV0FBTyxFQUFFLEtBQUssQ0FBQyxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUU3QixXQUFPLEVBQUUsTUFBTSxFQUFFLG9CQUFvQixDQUFDO0FBQ3RDLFdBQU8sRUFBRSxTQUFTLE9BQU8sRUFBRSxRQUFRLENBQUMsWUFBWSxVQUFVLFVBQVUsVUFBVSxVQUFVLENBQUM7QUFFekYsV0FBTyxFQUFFLFNBQVMsV0FBcUIsRUFBRSxnQkFBZ0IsTUFBTTtBQUUvRCxhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxRQUFPLEtBQUssSUFBSyxRQUFRLENBQUMsSUFBZSxzQkFBc0IsSUFBSSxHQUFHLElBQUksS0FBSyxDQUFDLENBQUMsQ0FBQyxFQUFFLG9CQUFvQixDQUFDO0FBQUEsRUFDdkksQ0FBQztBQUVELEtBQUcsMERBQTBELE1BQU07QUFDakUsVUFBTSxJQUFJLGVBQWUsRUFBRSxPQUFPLFdBQVcsRUFBRSxHQUFHLFVBQVUsQ0FBQyxHQUFHLElBQUksSUFBSSxJQUFJLEtBQUssR0FBRyxRQUFRLENBQUMsR0FBRyxHQUFHLEdBQUcsQ0FBQyxFQUFFLENBQUM7QUFDMUcsVUFBTSxJQUFJLGVBQWUsRUFBRSxPQUFPLFdBQVcsRUFBRSxHQUFHLEVBQUUsQ0FBQyxHQUFHLElBQUksSUFBSSxJQUFJLEtBQUssR0FBRyxRQUFRLENBQUMsR0FBRyxHQUFHLEdBQUcsQ0FBQyxFQUFFLENBQUM7QUFDbEcsYUFBUyxJQUFJLEdBQUcsS0FBSyxHQUFHLElBQUssUUFBTyxLQUFLLE1BQU0sRUFBRSxPQUFPLENBQUMsQ0FBVyxDQUFDLEVBQUUsS0FBSyxLQUFLLE1BQU0sRUFBRSxPQUFPLENBQUMsQ0FBVyxDQUFDO0FBQUEsRUFDL0csQ0FBQztBQUVELEtBQUcsd0ZBQXdGLE1BQU07QUFDL0YsVUFBTSxTQUFTLENBQUMsR0FBRyxHQUFHLEdBQUcsQ0FBQztBQUMxQixVQUFNLE1BQU0saUJBQWlCLEVBQUUsT0FBTyxTQUFTLFFBQVEsSUFBSSxRQUFRLFVBQVUsT0FBTyxDQUFDO0FBQ3JGLFVBQU0sSUFBSSxJQUFJLE9BQU8sUUFBUSxFQUFFLE1BQU0sR0FBRyxPQUFPLENBQUMsQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUNyRCxVQUFNLFVBQVcsRUFBRSxLQUFLLENBQUMsRUFBZSxJQUFJLENBQUMsTUFBTSxLQUFLLENBQUM7QUFFekQsVUFBTSxVQUFVLENBQUMsSUFBSSxHQUFHLElBQUksR0FBRyxJQUFJLENBQUMsRUFBRSxJQUFJLENBQUMsVUFBVSxzQkFBc0IsT0FBTyxJQUFJLEtBQUssQ0FBQyxDQUFDO0FBQzdGLFlBQVEsSUFBSSx3Q0FBd0MsUUFBUSxNQUFNLEdBQUcsQ0FBQyxHQUFHLFdBQVcsUUFBUSxJQUFJLEtBQUssS0FBSyxDQUFDO0FBQzNHLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLLFFBQU8sS0FBSyxJQUFLLFFBQVEsQ0FBQyxJQUFnQixRQUFRLElBQUksQ0FBQyxDQUFZLENBQUMsRUFBRSxvQkFBb0IsQ0FBQztBQUN2SCxXQUFPLFFBQVEsQ0FBQyxDQUFDLEVBQUUsWUFBWSxPQUFRLEVBQUU7QUFDekMsV0FBTyxRQUFRLENBQUMsQ0FBQyxFQUFFLFlBQVksT0FBUSxFQUFFO0FBQ3pDLFdBQU8sUUFBUSxDQUFDLENBQUMsRUFBRSxZQUFZLE9BQVEsRUFBRTtBQUV6QyxVQUFNLFFBQVEsRUFBRSxTQUFTO0FBQ3pCLGVBQVcsS0FBSyxNQUFPLFFBQU8sSUFBSyxNQUFNLENBQUMsQ0FBWSxFQUFFLFlBQVksR0FBRyxDQUFDO0FBRXhFLFVBQU0sRUFBRSxNQUFNLElBQUksYUFBYSxXQUFXLEdBQUcsRUFBRSxLQUFLLENBQUMsR0FBZSxRQUFRLEVBQUUsUUFBUSxHQUFHLENBQUM7QUFDMUYsV0FBUSxNQUFNLENBQUMsSUFBZ0IsTUFBTSxDQUFDLENBQVksRUFBRSxZQUFZLEdBQUcsQ0FBQztBQUFBLEVBQ3RFLENBQUM7QUFDSCxDQUFDO0FBRUQsU0FBUyxrQ0FBa0MsTUFBTTtBQUMvQyxLQUFHLCtGQUErRixNQUFNO0FBQ3RHLFVBQU0sT0FBTztBQUFBLE1BQ1g7QUFBQSxRQUNFLEVBQUUsT0FBTyxHQUFHLE9BQU8sRUFBRTtBQUFBLFFBQ3JCLEVBQUUsT0FBTyxHQUFHLE9BQU8sRUFBRTtBQUFBLE1BQ3ZCO0FBQUEsTUFDQTtBQUFBLElBQ0Y7QUFDQSxZQUFRLElBQUksc0JBQXNCLElBQUk7QUFDdEMsV0FBTyxLQUFLLE9BQU8sRUFBRSxLQUFLLEVBQUU7QUFDNUIsV0FBTyxLQUFLLElBQUksRUFBRSxZQUFZLE1BQU0sQ0FBQztBQUNyQyxXQUFPLEtBQUssSUFBSSxFQUFFLFlBQVksT0FBTyxDQUFDO0FBQ3RDLFdBQU8sS0FBSyxXQUFXLENBQUMsQ0FBQyxFQUFFLFlBQVksT0FBTyxDQUFDO0FBQy9DLFdBQU8sS0FBSyxXQUFXLENBQUMsQ0FBQyxFQUFFLFlBQVksT0FBTyxDQUFDO0FBQy9DLFlBQVEsTUFBTSxLQUFLLE1BQU0sUUFBUSxDQUFDLENBQUMsRUFBRSxLQUFLLE1BQU07QUFBQSxFQUNsRCxDQUFDO0FBRUQsS0FBRywwRkFBMEYsTUFBTTtBQUNqRyxVQUFNLFNBQVMsU0FBUztBQUFBLE1BQ3RCLEVBQUUsT0FBTyxHQUFHLE9BQU8sRUFBRTtBQUFBLE1BQ3JCLEVBQUUsT0FBTyxHQUFHLE9BQU8sRUFBRTtBQUFBLElBQ3ZCLENBQUM7QUFFRCxVQUFNLElBQUk7QUFDVixVQUFNLFFBQVEsTUFBTTtBQUNwQixVQUFNLE1BQU0saUJBQWlCLEVBQUUsT0FBTyxVQUFVLFFBQVEsT0FBTyxVQUFVLE9BQU8sQ0FBQztBQUNqRixVQUFNLElBQUksSUFBSSxPQUFPLFFBQVEsRUFBRSxNQUFNLElBQUksT0FBTyxDQUFDLENBQUMsRUFBRSxDQUFDLENBQUM7QUFDdEQsVUFBTSxFQUFFLE9BQU8sTUFBTSxJQUFJLGFBQWEsWUFBWSxHQUFHLEVBQUUsS0FBSyxDQUFDLEdBQWUsUUFBUSxFQUFFLE1BQU0sQ0FBQztBQUM3RixVQUFNLE9BQU8sS0FBSyxJQUFJLEdBQUcsS0FBSztBQUM5QixZQUFRO0FBQUEsTUFDTjtBQUFBLE1BQ0EsTUFBTSxJQUFJLENBQUMsTUFBTSxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQUEsTUFDN0I7QUFBQSxNQUNBLEtBQUssUUFBUSxDQUFDO0FBQUEsTUFDZDtBQUFBLE9BQ0MsTUFBTSxNQUFNLFFBQVEsQ0FBQztBQUFBLElBQ3hCO0FBQ0EsZUFBVyxLQUFLLE1BQU8sUUFBTyxDQUFDLEVBQUUsWUFBWSxNQUFNLElBQUksQ0FBQztBQUN4RCxZQUFRLE1BQU0sTUFBTSxRQUFRLENBQUMsQ0FBQyxFQUFFLEtBQUssTUFBTTtBQUMzQyxXQUFPLE1BQU0sQ0FBQyxDQUFDLEVBQUUsWUFBWSxPQUFPLENBQUM7QUFDckMsV0FBTyxNQUFNLEVBQUUsQ0FBQyxFQUFFLFlBQVksUUFBUSxDQUFDO0FBQUEsRUFDekMsQ0FBQztBQUNILENBQUM7QUFFRCxTQUFTLDZCQUE2QixNQUFNO0FBQzFDLEtBQUcsdUdBQXVHLE1BQU07QUFDOUcsVUFBTSxPQUFPO0FBQUEsTUFDWCxDQUFDLE1BQU0sS0FBSyxLQUFLLElBQUksQ0FBQztBQUFBLE1BQ3RCLENBQUMsTUFBTSxLQUFLLElBQUksS0FBSyxNQUFNLElBQUksTUFBTSxDQUFDO0FBQUEsTUFDdEM7QUFBQSxJQUNGO0FBQ0EsVUFBTSxJQUFJLFdBQVcsTUFBTSxLQUFLLEdBQUcsSUFBSSxDQUFDO0FBQ3hDLFlBQVEsSUFBSSxhQUFhLENBQUM7QUFDMUIsV0FBTyxFQUFFLE1BQU0sRUFBRSxLQUFLLFdBQVc7QUFDakMsV0FBTyxFQUFFLE1BQU0sU0FBUyxFQUFFLGdCQUFnQixDQUFDO0FBQzNDLFdBQU8sRUFBRSxTQUFTLEVBQUUsS0FBSyxJQUFJO0FBQzdCLFdBQU8sRUFBRSxDQUFDLEVBQUUsWUFBWSxPQUFPLENBQUM7QUFBQSxFQUNsQyxDQUFDO0FBRUQsS0FBRyxvRkFBb0YsTUFBTTtBQUMzRixVQUFNLE9BQU87QUFBQSxNQUNYLENBQUMsTUFBTSxLQUFLLEtBQUssSUFBSSxDQUFDO0FBQUEsTUFDdEIsTUFBTTtBQUFBLE1BQ047QUFBQSxJQUNGO0FBQ0EsVUFBTSxJQUFJLFdBQVcsTUFBTSxLQUFLLEdBQUcsSUFBSSxDQUFDO0FBQ3hDLFdBQU8sRUFBRSxTQUFTLEVBQUUsS0FBSyxJQUFJO0FBQzdCLFdBQU8sRUFBRSxNQUFNLEVBQUUsS0FBSyxXQUFXO0FBQ2pDLFdBQU8sRUFBRSxDQUFDLEVBQUUsWUFBWSxJQUFJLEtBQUssSUFBSSxHQUFHLEdBQUcsQ0FBQztBQUFBLEVBQzlDLENBQUM7QUFFRCxLQUFHLHNGQUFzRixNQUFNO0FBQzdGLFVBQU0sT0FBTyxjQUFjLENBQUMsTUFBTSxLQUFLLENBQUM7QUFDeEMsVUFBTSxJQUFJLFdBQVcsTUFBTSxJQUFJLEdBQUcsSUFBSSxDQUFDO0FBQ3ZDLFdBQU8sRUFBRSxNQUFNLE1BQU0sRUFBRSxnQkFBZ0IsQ0FBQztBQUN4QyxXQUFPLEVBQUUsQ0FBQyxFQUFFLFlBQVksR0FBRyxDQUFDO0FBQzVCLFVBQU0sU0FBUyxxQkFBcUI7QUFBQSxNQUNsQyxDQUFDLEdBQUcsQ0FBQztBQUFBLE1BQ0wsQ0FBQyxHQUFHLENBQUM7QUFBQSxNQUNMLENBQUMsR0FBRyxDQUFDO0FBQUEsTUFDTCxDQUFDLEdBQUcsQ0FBQztBQUFBLE1BQ0wsQ0FBQyxHQUFHLEVBQUU7QUFBQSxJQUNSLENBQUM7QUFDRCxVQUFNLElBQUksV0FBVyxRQUFRLEtBQUssR0FBRyxHQUFHLEdBQUc7QUFDM0MsV0FBTyxFQUFFLFNBQVMsRUFBRSxLQUFLLElBQUk7QUFDN0IsV0FBTyxFQUFFLENBQUMsRUFBRSxZQUFZLEtBQUssQ0FBQztBQUFBLEVBQ2hDLENBQUM7QUFFRCxLQUFHLDJFQUEyRSxNQUFNO0FBQ2xGLFVBQU0sSUFBSSxZQUFZO0FBQ3RCLFdBQU8sV0FBVyxHQUFHLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQyxFQUFFLGNBQWMsRUFBRSxHQUFHLEdBQUcsUUFBUSxZQUFZLFlBQVksRUFBRSxDQUFDO0FBQzdGLFdBQU8sV0FBVyxHQUFHLElBQUksR0FBRyxJQUFJLENBQUMsQ0FBQyxFQUFFLGNBQWMsRUFBRSxHQUFHLElBQUksUUFBUSxXQUFXLENBQUM7QUFDL0UsVUFBTSxPQUFPO0FBQUEsTUFDWCxjQUFjLENBQUMsTUFBTSxLQUFLLEtBQUssSUFBSSxDQUFDLENBQUM7QUFBQSxNQUNyQztBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0EsRUFBRSxTQUFTLEVBQUU7QUFBQSxJQUNmO0FBQ0EsV0FBTyxLQUFLLFVBQVUsRUFBRSxLQUFLLENBQUM7QUFDOUIsV0FBTyxLQUFLLFNBQVMsRUFBRSxLQUFLLEtBQUs7QUFDakMsV0FBTyxNQUFNLFdBQVcsR0FBRyxHQUFHLEdBQUcsR0FBRyxDQUFDLENBQUMsRUFBRSxRQUFRLE9BQU8saUJBQWlCLEVBQUUsTUFBTSxXQUFXLGlCQUFpQixDQUFDLENBQUM7QUFBQSxFQUNoSCxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsMkJBQTJCLE1BQU07QUFDeEMsS0FBRyxpRkFBaUYsTUFBTTtBQUN4RixXQUFPLGlCQUFpQixPQUFPLEtBQUssQ0FBQyxFQUFFLFlBQVksT0FBTyxDQUFDO0FBRTNELFdBQU8sZUFBZSxDQUFDLE9BQU8sS0FBSyxDQUFDLENBQUMsRUFBRSxZQUFZLE9BQU8sQ0FBQztBQUUzRCxXQUFPLE1BQU8sT0FBTyxRQUFRLFNBQVUsS0FBSyxFQUFFLElBQUksWUFBWSxPQUFPLENBQUM7QUFBQSxFQUN4RSxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsZUFBZSxNQUFNO0FBQzVCLEtBQUcsc0VBQXNFLE1BQU07QUFDN0UsVUFBTSxRQUFRLFdBQVcsRUFBRSxVQUFVLEtBQUssR0FBRyxVQUFVLENBQUM7QUFDeEQsVUFBTSxVQUFVLENBQUMsS0FBSyxLQUFLLEtBQUssS0FBSyxHQUFHLEVBQUUsSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLE1BQU0sRUFBRSxDQUFDLENBQUMsQ0FBcUI7QUFDeEYsVUFBTSxNQUFNLFlBQVksU0FBUyxPQUFPO0FBQ3hDLFdBQU8sSUFBSSxRQUFRLEVBQUUsWUFBWSxLQUFLLEVBQUU7QUFDeEMsV0FBTyxJQUFJLElBQUksU0FBUyxFQUFFLFlBQVksR0FBRyxDQUFDO0FBQzFDLFVBQU0sUUFBUTtBQUFBLE1BQ1osQ0FBQyxHQUFHLEdBQUcsQ0FBQyxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsR0FBRyxJQUFJLEtBQUssQ0FBQyxDQUFxQjtBQUFBLE1BQ3hEO0FBQUEsSUFDRjtBQUNBLFdBQU8sTUFBTSxRQUFRLEVBQUUsWUFBWSxHQUFHLEVBQUU7QUFDeEMsV0FBTyxNQUFNLENBQUMsRUFBRSxZQUFZLEdBQUcsRUFBRTtBQUNqQyxXQUFPLFlBQVksR0FBRyxFQUFFLElBQUksRUFBRSxLQUFLLGtCQUFrQjtBQUFBLEVBQ3ZELENBQUM7QUFFRCxLQUFHLGdGQUFnRixNQUFNO0FBQ3ZGLFVBQU0sVUFBVSxrQkFBa0IsQ0FBQyxHQUFHLElBQUksSUFBSSxFQUFFLEdBQUcsQ0FBQyxHQUFHLEdBQUcsQ0FBQyxDQUFDO0FBQzVELFdBQU8sT0FBTyxFQUFFLFFBQVE7QUFBQSxNQUN0QixDQUFDLEdBQUcsQ0FBQztBQUFBLE1BQ0wsQ0FBQyxJQUFJLENBQUM7QUFBQSxNQUNOLENBQUMsSUFBSSxDQUFDO0FBQUEsTUFDTixDQUFDLElBQUksRUFBRTtBQUFBLElBQ1QsQ0FBQztBQUNELFVBQU0sSUFBSSxxQkFBcUIsQ0FBQyxHQUFHLFNBQVMsQ0FBQyxJQUFJLENBQUMsQ0FBQyxDQUFDO0FBQ3BELFdBQU8sRUFBRSxFQUFFLENBQUMsQ0FBQyxFQUFFLFlBQVksR0FBRztBQUM5QixXQUFPLEVBQUUsRUFBRSxFQUFFLENBQUMsRUFBRSxZQUFZLENBQUM7QUFDN0IsV0FBTyxFQUFFLEtBQUssRUFBRSxDQUFDLEVBQUUsWUFBWSxHQUFHO0FBQ2xDLFdBQU8sRUFBRSxFQUFFLEVBQUUsQ0FBQyxFQUFFLFlBQVksRUFBRTtBQUFBLEVBQ2hDLENBQUM7QUFFRCxLQUFHLHNGQUFzRixNQUFNO0FBQzdGLFVBQU0sUUFBUSxXQUFXLEVBQUUsVUFBVSxLQUFLLENBQUM7QUFDM0MsVUFBTSxVQUFVLENBQUMsS0FBSyxLQUFLLEtBQUssR0FBRyxFQUFFLElBQUksQ0FBQyxNQUFNLENBQUMsR0FBRyxNQUFNLEVBQUUsQ0FBQyxDQUFDLENBQUM7QUFDL0QsVUFBTSxJQUFJLE1BQVksSUFBSTtBQUMxQixVQUFNLE1BQU0saUJBQWlCLEVBQUUsT0FBTyxjQUFjLEtBQUssU0FBUyxTQUFTLFFBQVEsR0FBRyxVQUFVLE9BQU8sQ0FBQztBQUN4RyxVQUFNLElBQUksSUFBSSxPQUFPLFFBQVEsRUFBRSxNQUFNLEdBQUcsT0FBTyxDQUFDLENBQUMsRUFBRSxDQUFDLENBQUM7QUFDckQsVUFBTSxTQUFTLGVBQWUsRUFBRSxPQUFPLE9BQU8sSUFBSSxHQUFHLElBQUksSUFBSSxHQUFHLFFBQVEsQ0FBQyxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUUsQ0FBQztBQUN0RixhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsSUFBSyxRQUFPLEtBQUssSUFBSSxJQUFLLEVBQUUsS0FBSyxDQUFDLElBQUksQ0FBQyxJQUFnQixPQUFPLE9BQU8sQ0FBQyxDQUFZLENBQUMsRUFBRSxvQkFBb0IsQ0FBQztBQUNqSSxXQUFRLEVBQUUsU0FBUyxRQUE4QyxRQUFRLEVBQUUsWUFBWSxNQUFNLENBQUM7QUFBQSxFQUNoRyxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsK0JBQStCLE1BQU07QUFDNUMsUUFBTSxPQUFPLENBQUMsTUFBcUI7QUFDakMsUUFBSTtBQUNGLFFBQUU7QUFBQSxJQUNKLFNBQVMsS0FBSztBQUNaLGFBQU8sR0FBRyxFQUFFLGVBQWUsYUFBYTtBQUN4QyxhQUFRLElBQXNCO0FBQUEsSUFDaEM7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUVBLEtBQUcsOENBQThDLE1BQU07QUFDckQsV0FBTyxLQUFLLE1BQU0saUJBQWlCLEVBQUUsT0FBTyxRQUFRLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDdkYsV0FBTyxLQUFLLE1BQU0saUJBQWlCLEVBQUUsT0FBTyxTQUFTLFVBQVUsR0FBRyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ3JHLFdBQU8sS0FBSyxNQUFNLGlCQUFpQixFQUFFLE9BQU8sVUFBVSxVQUFVLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUN2RyxXQUFPLEtBQUssTUFBTSxpQkFBaUIsRUFBRSxPQUFPLGFBQWEsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUM1RixXQUFPLEtBQUssTUFBTSxpQkFBaUIsRUFBRSxPQUFPLGNBQWMsU0FBUyxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQy9HO0FBQUEsTUFDRTtBQUFBLFFBQUssTUFDSCxpQkFBaUI7QUFBQSxVQUNmLE9BQU87QUFBQSxVQUNQLEtBQUs7QUFBQSxVQUNMLFNBQVM7QUFBQSxZQUNQLENBQUMsR0FBRyxDQUFDO0FBQUEsWUFDTCxDQUFDLEdBQUcsQ0FBQztBQUFBLFVBQ1A7QUFBQSxRQUNGLENBQUM7QUFBQSxNQUNIO0FBQUEsSUFDRixFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ2hDLFdBQU8sS0FBSyxNQUFNLGlCQUFpQixFQUFFLE9BQU8sV0FBVyxPQUFPLENBQUMsQ0FBQyxHQUFHLElBQUksQ0FBQyxDQUFDLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUM5RyxXQUFPLEtBQUssTUFBTSxpQkFBaUIsRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUN2RixXQUFPLEtBQUssTUFBTSxpQkFBaUIsRUFBRSxPQUFPLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUNqRixXQUFPLEtBQUssTUFBTSxpQkFBaUIsRUFBRSxVQUFVLGlCQUFpQixDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ25HLFdBQU8sS0FBSyxNQUFNLGlCQUFpQixFQUFFLFNBQVMsSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ3JGLFdBQU8sS0FBSyxNQUFNLGlCQUFpQixPQUFPLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBRTVFLFVBQU0sTUFBTSxpQkFBaUIsRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDLEdBQUcsVUFBVSxPQUFPLENBQUM7QUFDakUsV0FBTyxLQUFLLE1BQU0sSUFBSSxPQUFPLFFBQVEsRUFBRSxNQUFNLEdBQUcsT0FBTyxDQUFDLEdBQUcsRUFBRSxDQUFDLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDakcsV0FBTyxLQUFLLE1BQU0saUJBQWlCLEVBQUUsTUFBTSxHQUFHLFVBQVUsT0FBTyxDQUFDLEVBQUUsT0FBTyxRQUFRLEVBQUUsTUFBTSxHQUFHLE9BQU8sQ0FBQyxHQUFHLEVBQUUsQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFO0FBQUEsTUFDN0csV0FBVztBQUFBLElBQ2I7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLG1FQUFtRSxNQUFNO0FBQzFFLFdBQU8sa0JBQWtCLElBQUksRUFBRSxLQUFLLFlBQVk7QUFDaEQsVUFBTSxJQUFJLGtCQUFrQixPQUFPLEVBQUUsT0FBTyxTQUFTLFFBQVEsRUFBRSxDQUFDO0FBQ2hFLFdBQU8sRUFBRSxJQUFJLEVBQUUsS0FBSyxZQUFZO0FBQ2hDLFdBQU8sRUFBRSxPQUFPLEVBQUUsUUFBUSxFQUFFLE9BQU8sU0FBUyxRQUFRLEVBQUUsQ0FBQztBQUFBLEVBQ3pELENBQUM7QUFFRCxLQUFHLDRFQUE0RSxNQUFNO0FBRW5GLFVBQU0sUUFBUTtBQUFBLE1BQ1osQ0FBQyxNQUFNLEtBQUssSUFBSSxHQUFHLEVBQUU7QUFBQSxNQUNyQixDQUFDLE1BQU8sSUFBSSxLQUFLLElBQUk7QUFBQSxNQUNyQjtBQUFBLElBQ0Y7QUFDQSxVQUFNLE1BQU0sMEJBQTBCLE9BQU8sRUFBRSxVQUFVLE9BQU8sQ0FBQztBQUNqRSxVQUFNLElBQUksSUFBSSxPQUFPLFFBQVEsRUFBRSxNQUFNLEdBQUcsT0FBTyxDQUFDLEdBQUcsR0FBRyxXQUFXLENBQUMsQ0FBQyxFQUFFLENBQUMsQ0FBQztBQUN2RSxXQUFPLEVBQUUsS0FBSyxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsR0FBRyxHQUFHLElBQUksSUFBSSxHQUFHLENBQUM7QUFDN0MsV0FBTyxJQUFJLE9BQU8sRUFBRSxjQUFjLEVBQUUsT0FBTyxnQkFBZ0IsVUFBVSxPQUFPLENBQUM7QUFDN0UsVUFBTSxPQUFPLElBQUksT0FBTyxRQUFRLEVBQUUsTUFBTSxHQUFHLE9BQU8sQ0FBQyxHQUFHLEdBQUcsV0FBVyxDQUFDLENBQUMsRUFBRSxDQUFDLENBQUM7QUFDMUUsV0FBTyxLQUFLLEtBQUssQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxHQUFHLEdBQUcsR0FBRyxDQUFDO0FBQUEsRUFDaEQsQ0FBQztBQUNILENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
