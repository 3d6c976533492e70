import { ErrorCodes, MeshworkError } from "@meshwork/runtime";
import {
  invalidArgument,
  invalidOption,
  OptionReader
} from "@meshwork/runtime/plugin";
import { enforceMinExtent, procCoordsByRank } from "../central.js";
import {
  fitPowerLaw,
  fittedModel,
  linearModel,
  piecewiseLinearModel,
  polynomialDensityModel,
  sieveModel
} from "./models.js";
import { checkSpeeds, cutOf, predictParts, solveBoundary } from "./plan.js";
const METHODS = ["endpoint", "newton", "secant", "bisection"];
function optionError(key, expected, got) {
  return invalidOption("functional", key, expected, got);
}
function makeBalancer(source, settings, used, label) {
  const offset = settings.offset ?? 0;
  const scale = settings.scale ?? 1;
  const exchange = settings.exchange ?? "snapshot";
  const solve = {
    ...settings.tol === void 0 ? {} : { tol: settings.tol },
    ...settings.maxIter === void 0 ? {} : { maxIter: settings.maxIter }
  };
  if (settings.speeds !== void 0) checkSpeeds(settings.speeds);
  const balancer = {
    name: "functional",
    options: used,
    decide(ctx) {
      const env = { size: ctx.size, domain: ctx.domain, totals: () => ctx.comm.allgather(ctx.load.total) };
      return plan(env, exchange, (problem, P) => {
        if (exchange !== "allgather") return solveAll(problem, P);
        const me = ctx.domain.procCoords[problem.axis];
        const lo = solveBoundary(problem, me, solve);
        const hi = solveBoundary(problem, me + 1, solve);
        const mine = Float64Array.of(me, lo.x, hi.x, lo.iterations, hi.iterations, METHODS.indexOf(lo.method), METHODS.indexOf(hi.method));
        const all = ctx.comm.allgather(mine);
        const reals = new Array(P + 1).fill(Number.NaN);
        const iters = new Array(P + 1).fill(0);
        const methods = new Array(P + 1).fill("endpoint");
        for (const v of all) {
          const p = v[0];
          for (const [j, i] of [p, p + 1].entries()) {
            const x = v[1 + j];
            const seen = reals[i];
            if (!Number.isNaN(seen) && seen !== x) {
              throw new MeshworkError(
                ErrorCodes.COLLECTIVE_MISMATCH,
                `functional: ranks disagree on bound ${i} (${seen} vs ${x}); expected every rank to use the same model and options`
              );
            }
            reals[i] = x;
            iters[i] = v[3 + j];
            methods[i] = METHODS[v[5 + j]] ?? "endpoint";
          }
        }
        return { reals, iters, methods };
      });
    },
    /** Every rank solves all P - 1 interior bounds itself (as `exchange: 'none'`): no message. */
    solve(snap) {
      const env = { size: snap.size, domain: snap.domain, totals: () => Array.from(snap.totals) };
      return plan(env, "snapshot", solveAll);
    }
  };
  if (exchange === "snapshot") return balancer;
  const { solve: _snapshot, ...collective } = balancer;
  return collective;
  function solveAll(problem, P) {
    const all = Array.from({ length: P + 1 }, (_, i) => solveBoundary(problem, i, solve));
    return { reals: all.map((r) => r.x), iters: all.map((r) => r.iterations), methods: all.map((r) => r.method) };
  }
  function plan(env, how, bounds) {
    const d = env.domain;
    const k = d.shape.length;
    const axis = settings.axis ?? Math.max(
      0,
      d.procDims.findIndex((p) => p > 1)
    );
    if (axis >= k) throw optionError("axis", `an axis of the ${k}-D domain (< ${k})`, axis);
    const P = d.procDims[axis];
    const n = d.shape[axis];
    const current = d.cuts.map((c) => c.slice());
    if (P <= 1) return { cuts: current, sweeps: 0, skipped: "a single part along the balanced axis" };
    if (settings.speeds !== void 0 && settings.speeds.length !== env.size) {
      throw optionError("speeds", `one speed per rank (${env.size})`, settings.speeds);
    }
    const pcs = settings.speeds === void 0 ? void 0 : procCoordsByRank(env);
    const partSpeeds = Array.from({ length: P }, (_, p) => {
      if (settings.speeds === void 0 || pcs === void 0) return 1;
      let s = Number.POSITIVE_INFINITY;
      for (const [rank, pc] of pcs.entries()) if (pc[axis] === p) s = Math.min(s, settings.speeds[rank]);
      return s;
    });
    const span = { offset, scale };
    const model = source(env, axis, span);
    const problem = { model, x0: offset, x1: offset + n * scale, speeds: partSpeeds, axis };
    const { reals, iters, methods } = bounds(problem, P);
    const raw = reals.map((x) => cutOf(x, n, span));
    raw[0] = 0;
    raw[P] = n;
    const cuts = current.slice();
    cuts[axis] = enforceMinExtent(raw, n, d.minExtent[axis] ?? 1);
    const predicted = predictParts(model, cuts[axis], partSpeeds, span);
    return {
      cuts,
      sweeps: Math.max(...iters),
      details: {
        model: model.name,
        label,
        params: model.params,
        axis,
        exchange: how,
        bounds: reals,
        iterations: iters,
        methods,
        speeds: partSpeeds,
        predictedTimes: predicted.times,
        predictedLE: predicted.le,
        predictedMaxOverAvg: predicted.maxOverAvg
      }
    };
  }
}
function readSamples(raw) {
  if (!Array.isArray(raw) || raw.length < 2) throw optionError("samples", "an array of at least 2 [x, t] pairs", raw);
  return raw.map((s, i) => {
    if (!Array.isArray(s) || s.length !== 2 || !s.every((v) => typeof v === "number" && Number.isFinite(v))) {
      throw optionError(`samples[${i}]`, "a pair [x, t] of finite numbers", s);
    }
    return [s[0], s[1]];
  });
}
function readTerms(raw) {
  if (!Array.isArray(raw) || raw.length === 0)
    throw optionError("terms", "a non-empty array of [c, px, py] (rho = sum c * x^px * y^py)", raw);
  return raw.map((t, i) => {
    if (!Array.isArray(t) || t.length !== 3 || !t.every((v) => typeof v === "number" && Number.isFinite(v)) || t[1] < 0 || t[2] < 0) {
      throw optionError(`terms[${i}]`, "a triple [c, px, py] of finite numbers with px, py >= 0", t);
    }
    return [t[0], t[1], t[2]];
  });
}
function modelFromSamples(samples, fit) {
  return fit === "pwl" ? piecewiseLinearModel(samples, "calibrated-pwl") : fittedModel(fitPowerLaw(samples, fit));
}
function createFunctional(options) {
  const r = new OptionReader("functional", options);
  const model = r.oneOf("model", ["linear", "sieve", "calibrated", "density", "observed"], "linear");
  let source;
  if (model === "linear") {
    const m = linearModel();
    source = () => m;
  } else if (model === "sieve") {
    const m = sieveModel({ exponent: r.number("exponent", { default: 1.43, min: 0, exclusiveMin: true }) });
    source = () => m;
  } else if (model === "calibrated") {
    const fit = r.oneOf("fit", ["pwl", "power", "sieve"], "pwl");
    const samples = readSamples(r.raw("samples"));
    let m;
    try {
      m = modelFromSamples(samples, fit);
    } catch (err) {
      throw optionError("samples", `samples a ${fit} fit can use (${err.message})`, samples);
    }
    source = () => m;
  } else if (model === "density") {
    const terms = readTerms(r.raw("terms"));
    const width = r.optionalNumber("width", { min: 0, exclusiveMin: true });
    source = (env, axis, span) => {
      let w = width;
      if (w === void 0) {
        if (env.domain.shape.length !== 2) throw optionError("width", "given unless the domain is a 2-D grid", void 0);
        w = env.domain.shape[1 - axis] * span.scale;
      }
      return polynomialDensityModel(terms, w);
    };
  } else {
    const fit = r.oneOf("fit", ["pwl", "power", "sieve"], "pwl");
    source = (env, axis, span) => {
      const totals = env.totals();
      const P = env.domain.procDims[axis];
      const pcs = procCoordsByRank(env);
      const partLoads = new Array(P).fill(0);
      for (const [rank, pc] of pcs.entries())
        partLoads[pc[axis]] = partLoads[pc[axis]] + totals[rank];
      const c = env.domain.cuts[axis];
      const samples = [[span.offset, 0]];
      let acc = 0;
      for (let p = 0; p < P; p++) {
        acc += partLoads[p];
        samples.push([span.offset + c[p + 1] * span.scale, acc]);
      }
      if (!(acc > 0)) return { ...linearModel(), name: "observed-none" };
      const m = modelFromSamples(samples, fit);
      return { ...m, name: `observed-${fit}` };
    };
  }
  const speedsRaw = r.numbers("speeds", { min: 0 });
  if (speedsRaw !== void 0 && (speedsRaw.length === 0 || speedsRaw.some((s) => !(s > 0)))) {
    throw optionError("speeds", "a non-empty array of numbers > 0 (one per rank)", speedsRaw);
  }
  const settings = {
    ...speedsRaw === void 0 ? {} : { speeds: speedsRaw },
    ...optional("axis", r.optionalNumber("axis", { min: 0, integer: true })),
    offset: r.number("offset", { default: 0 }),
    scale: r.number("scale", { default: 1, min: 0, exclusiveMin: true }),
    ...optional("tol", r.optionalNumber("tol", { min: 0, exclusiveMin: true })),
    maxIter: r.number("maxIter", { default: 100, min: 1, integer: true }),
    exchange: r.oneOf("exchange", ["snapshot", "allgather", "none"], "snapshot")
  };
  const used = r.done();
  return makeBalancer(source, settings, used, model);
}
function optional(key, v) {
  return v === void 0 ? {} : { [key]: v };
}
function createFunctionalWithModel(model, settings = {}) {
  if (typeof model !== "object" || model === null || typeof model.t !== "function") {
    throw invalidArgument("functional model", "an object { t(x), dt?(x) }", model);
  }
  const used = { model: model.name, ...model.params === void 0 ? {} : { params: model.params } };
  for (const [k, v] of Object.entries(settings)) if (v !== void 0) used[k] = v;
  return makeBalancer(() => model, settings, used, "programmatic");
}
const functionalFactory = {
  name: "functional",
  summary: "functional balancing: each rank solves its own bounds of a cumulative cost model t(x) with guarded Newton (sieve, linear, calibrated, density, observed)",
  create: createFunctional
};
export {
  createFunctional,
  createFunctionalWithModel,
  functionalFactory
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2Z1bmN0aW9uYWwvYmFsYW5jZXIudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogYGZ1bmN0aW9uYWxgOiB0aGUgcmVtYXAgYmFsYW5jZXIgb2YgZnVuY3Rpb25hbC1sb2FkLWJhbGFuY2luZy1zaWV2ZS50eHQuIEdpdmVuIGEgY3VtdWxhdGl2ZSBjb3N0XG4gKiBtb2RlbCB0KHgpIG9mIHRoZSBiYWxhbmNlZCBheGlzLCBlYWNoIHJhbmsgc29sdmVzIGl0cyBPV04gYm91bmRzIHhfaSBhbmQgeF97aSsxfSBmcm9tXG4gKiB0KHhfaSkgPSB0KHhfMCkgKyBUVCAqIChjdW11bGF0aXZlIHNwZWVkIHNoYXJlIG9mIGkpIHdpdGggZ3VhcmRlZCBOZXd0b24gKGBzb2x2ZUJvdW5kYXJ5YCk6XG4gKiBkZWNpZGluZyBuZWVkcyBubyBjb21tdW5pY2F0aW9uLiBUaGUgcnVudGltZSB3YW50cyB0aGUgd2hvbGUgY3V0IGxpc3Qgb24gZXZlcnkgcmFuaywgc28gdGhlXG4gKiByYW5rcyB0aGVuIGV4Y2hhbmdlIHRoZWlyIHR3byBpbnRlZ2VyIGN1dHMgaW4gb25lIGFsbGdhdGhlciAoYGV4Y2hhbmdlOiAnYWxsZ2F0aGVyJ2ApXG4gKiBhbmQgY2hlY2sgdGhhdCBuZWlnaGJvdXJzIGFncmVlOiBlYWNoIGJvdW5kYXJ5IGlzIGNvbXB1dGVkIGJ5IHR3byByYW5rcyAoYXMgdXBwZXIgYW5kIGxvd2VyXG4gKiBib3VuZCkgZnJvbSB0aGUgc2FtZSBmdW5jdGlvbiBvZiB0aGUgc2FtZSBzaGFyZWQgaW5wdXRzLCBzbyB0aGV5IGFncmVlIGJpdCBmb3IgYml0IHVubGVzc1xuICogc29tZXRoaW5nIGlzIHdyb25nLCBhbmQgYSBkaXNhZ3JlZW1lbnQgdGhyb3dzLiBXaXRoIGBleGNoYW5nZTogJ25vbmUnYCBldmVyeSByYW5rIHNvbHZlcyBhbGwgUC0xXG4gKiBpbnRlcmlvciBib3VuZHMgaXRzZWxmIChubyBjb21tdW5pY2F0aW9uIGF0IGFsbDsgUC0xIHJvb3QgZmluZGluZ3MgaW5zdGVhZCBvZiAyKS4gV2l0aFxuICogYGV4Y2hhbmdlOiAnc25hcHNob3QnYCAoZGVmYXVsdCkgdGhlIHNhbWUgaGFwcGVucyBmcm9tIHRoZSBydW50aW1lJ3MgcGVyLXBoYXNlIGxvYWQgZ2F0aGVyXG4gKiAoYHNvbHZlYCksIHNvIHRoZSBgb2JzZXJ2ZWRgIG1vZGVsJ3MgdG90YWxzIG5lZWQgbm8gYWxsZ2F0aGVyIG9mIHRoZWlyIG93biBlaXRoZXIuXG4gKlxuICogSW50ZWdlciBjdXRzOiB0aGUgbmVhcmVzdCBpbmRleCBib3VuZGFyeSBvZiBlYWNoIHJlYWwgYm91bmQgKHBhcnRpYWwgcm93cyBhcmUgdGhlIHBhcGVyJ3NcbiAqIFwicGVyZmVjdGlvbiBjb21wbGV4XCIpLCB0aGVuIGV2ZXJ5IHBhcnQgaXMgbWFkZSBhdCBsZWFzdCBgZG9tYWluLm1pbkV4dGVudGAgd2lkZS5cbiAqXG4gKiBHcmlkczogb25lIGF4aXMgaXMgYmFsYW5jZWQgKGBheGlzYCwgZGVmYXVsdCB0aGUgZmlyc3QgZGVjb21wb3NlZCBvbmUpOyBpdHMgY29vcmRpbmF0ZSBpc1xuICogeCA9IG9mZnNldCArIGluZGV4ICogc2NhbGUuIFdoZW4gc2V2ZXJhbCBheGVzIGFyZSBkZWNvbXBvc2VkLCBhbGwgcmFua3Mgb2YgYSBwcm9jZXNzb3JcbiAqIGh5cGVycGxhbmUgc2hhcmUgYSBzbGFiLCBhbmQgdGhhdCBzbGFiJ3Mgc3BlZWQgaXMgdGhlIHNsb3dlc3Qgb2YgaXRzIHJhbmtzJyBzcGVlZHMuXG4gKlxuICogTW9kZWxzIChKU09OIG9wdGlvbnM7IGZ1bmN0aW9ucyBjYW5ub3QgdHJhdmVsIGluIG9wdGlvbnMsIHNlZSBgY3JlYXRlRnVuY3Rpb25hbFdpdGhNb2RlbGApOlxuICogLSBgbGluZWFyYDogY29uc3RhbnQgY29zdCBwZXIgaW5kZXggKHdpdGggYHNwZWVkc2A6IHRoZSBzcGVlZC13ZWlnaHRlZCBsaW5lYXIgc3BsaXQpLlxuICogLSBgc2lldmVgOiBlcXVhdGlvbiAoNCksIGBleHBvbmVudGAgKGRlZmF1bHQgMS40MykuIEZvciB0aGUgbnVtYmVycyBbbG8sIGhpXSB1c2UgYSByYW5nZSBvZlxuICogICBuID0gaGkgLSBsbyArIDEgaW5kaWNlcyBhbmQgYG9mZnNldDogbG9gLlxuICogLSBgY2FsaWJyYXRlZGA6IGZyb20gYHNhbXBsZXNgIFtbeCwgdCh4KV0sIC4uLl0gb2YgY3VtdWxhdGl2ZSBjb3N0OiBgZml0OiAncHdsJ2AgKGRlZmF1bHQsXG4gKiAgIG1vbm90b25lIHBpZWNld2lzZS1saW5lYXIgaW50ZXJwb2xhdGlvbiksIGAncG93ZXInYCAobGVhc3Qgc3F1YXJlcyBvbiBsb2cgdCBmb3IgQSwgZSkgb3JcbiAqICAgYCdzaWV2ZSdgICh0aGUgc2FtZSBmb3IgZXF1YXRpb24gKDQpIHdpdGggYSBmcmVlIGV4cG9uZW50KS5cbiAqIC0gYGRlbnNpdHlgOiBzZWN0aW9uIDUncyByb3cgc3BsaXQgZm9yIHJobyh4LCB5KSA9IHN1bSBjICogeF5weCAqIHlecHksIGB0ZXJtc2AgW1tjLCBweCwgcHldXSxcbiAqICAgcm93cyBvZiBgd2lkdGhgIChkZWZhdWx0OiB0aGUgZXh0ZW50IG9mIHRoZSBvdGhlciBheGlzIG9mIGEgMi1EIGdyaWQsIHRpbWVzIGBzY2FsZWApLlxuICogLSBgb2JzZXJ2ZWRgOiBmaXR0ZWQgZnJvbSB0aGUgbG9hZHMganVzdCBtZWFzdXJlZDogb25lIGFsbGdhdGhlciBvZiB0aGUgdG90YWxzIGdpdmVzIHRoZVxuICogICBjdW11bGF0aXZlIGNvc3QgYXQgdGhlIGN1cnJlbnQgY3V0czsgYGZpdGAgYXMgZm9yIGBjYWxpYnJhdGVkYCAocHdsIGJ5IGRlZmF1bHQpLiBUb3RhbHMgYXJlXG4gKiAgIHRha2VuIGFzIHdvcmsgKHNwZWVkLWluZGVwZW5kZW50KSB1bml0cy5cbiAqL1xuaW1wb3J0IHsgRXJyb3JDb2RlcywgTWVzaHdvcmtFcnJvciB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lJztcbmltcG9ydCB7XG4gIHR5cGUgQmFsYW5jZUNvbnRleHQsXG4gIHR5cGUgQmFsYW5jZURlY2lzaW9uLFxuICB0eXBlIEZhY3RvcnksXG4gIGludmFsaWRBcmd1bWVudCxcbiAgaW52YWxpZE9wdGlvbixcbiAgdHlwZSBMb2FkU25hcHNob3QsXG4gIE9wdGlvblJlYWRlcixcbiAgdHlwZSBSZW1hcEJhbGFuY2VyLFxufSBmcm9tICdAbWVzaHdvcmsvcnVudGltZS9wbHVnaW4nO1xuaW1wb3J0IHsgZW5mb3JjZU1pbkV4dGVudCwgcHJvY0Nvb3Jkc0J5UmFuayB9IGZyb20gJy4uL2NlbnRyYWwuanMnO1xuaW1wb3J0IHtcbiAgdHlwZSBDb3N0TW9kZWwsXG4gIHR5cGUgRGVuc2l0eVRlcm0sXG4gIHR5cGUgRml0Rm9ybSxcbiAgZml0UG93ZXJMYXcsXG4gIGZpdHRlZE1vZGVsLFxuICBsaW5lYXJNb2RlbCxcbiAgcGllY2V3aXNlTGluZWFyTW9kZWwsXG4gIHBvbHlub21pYWxEZW5zaXR5TW9kZWwsXG4gIHR5cGUgU2FtcGxlLFxuICBzaWV2ZU1vZGVsLFxufSBmcm9tICcuL21vZGVscy5qcyc7XG5pbXBvcnQgeyB0eXBlIEJvdW5kUHJvYmxlbSwgY2hlY2tTcGVlZHMsIGN1dE9mLCBwcmVkaWN0UGFydHMsIHNvbHZlQm91bmRhcnkgfSBmcm9tICcuL3BsYW4uanMnO1xuaW1wb3J0IHR5cGUgeyBTb2x2ZU1ldGhvZCwgU29sdmVPcHRpb25zIH0gZnJvbSAnLi9zb2x2ZS5qcyc7XG5cbmV4cG9ydCB0eXBlIEZ1bmN0aW9uYWxNb2RlbE5hbWUgPSAnbGluZWFyJyB8ICdzaWV2ZScgfCAnY2FsaWJyYXRlZCcgfCAnZGVuc2l0eScgfCAnb2JzZXJ2ZWQnO1xuXG5leHBvcnQgaW50ZXJmYWNlIEZ1bmN0aW9uYWxTZXR0aW5ncyB7XG4gIC8qKiBSZWxhdGl2ZSBzcGVlZCBvZiBlYWNoIFJBTksgKGRlZmF1bHQgYWxsIDEpLiAqL1xuICByZWFkb25seSBzcGVlZHM/OiByZWFkb25seSBudW1iZXJbXTtcbiAgLyoqIEF4aXMgdG8gYmFsYW5jZSAoZGVmYXVsdDogdGhlIGZpcnN0IHdpdGggbW9yZSB0aGFuIG9uZSBwYXJ0KS4gKi9cbiAgcmVhZG9ubHkgYXhpcz86IG51bWJlcjtcbiAgLyoqIENvb3JkaW5hdGUgb2YgaW5kZXggMCAoZGVmYXVsdCAwKS4gKi9cbiAgcmVhZG9ubHkgb2Zmc2V0PzogbnVtYmVyO1xuICAvKiogQ29vcmRpbmF0ZSBzdGVwIHBlciBpbmRleCAoZGVmYXVsdCAxKS4gKi9cbiAgcmVhZG9ubHkgc2NhbGU/OiBudW1iZXI7XG4gIHJlYWRvbmx5IHRvbD86IG51bWJlcjtcbiAgcmVhZG9ubHkgbWF4SXRlcj86IG51bWJlcjtcbiAgLyoqXG4gICAqIEhvdyByYW5rcyBsZWFybiB0aGUgb3RoZXIgcmFua3MnIGN1dHM6ICdzbmFwc2hvdCcgKGRlZmF1bHQpIGV2ZXJ5IHJhbmsgc29sdmVzIGV2ZXJ5IGJvdW5kIGZyb21cbiAgICogdGhlIHJ1bnRpbWUncyBwZXItcGhhc2UgbG9hZCBnYXRoZXIsIG5vIG1lc3NhZ2Ugb2YgaXRzIG93bjsgJ2FsbGdhdGhlcicgZWFjaCBzb2x2ZXMgaXRzIG93biB0d29cbiAgICogYW5kIHRoZXkgZXhjaGFuZ2UgdGhlbSAodGhlIHBhcGVyJ3Mgd2F5KTsgJ25vbmUnIGVhY2ggc29sdmVzIGFsbCBib3VuZHMgaW5zaWRlIGBkZWNpZGVgLlxuICAgKi9cbiAgcmVhZG9ubHkgZXhjaGFuZ2U/OiAnc25hcHNob3QnIHwgJ2FsbGdhdGhlcicgfCAnbm9uZSc7XG59XG5cbmNvbnN0IE1FVEhPRFM6IHJlYWRvbmx5IFNvbHZlTWV0aG9kW10gPSBbJ2VuZHBvaW50JywgJ25ld3RvbicsICdzZWNhbnQnLCAnYmlzZWN0aW9uJ107XG5cbmZ1bmN0aW9uIG9wdGlvbkVycm9yKGtleTogc3RyaW5nLCBleHBlY3RlZDogc3RyaW5nLCBnb3Q6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgcmV0dXJuIGludmFsaWRPcHRpb24oJ2Z1bmN0aW9uYWwnLCBrZXksIGV4cGVjdGVkLCBnb3QpO1xufVxuXG4vKiogQnVpbGQgdGhlIG1vZGVsIGZvciBhIGRvbWFpbiAodGhlIGRlbnNpdHkncyBkZWZhdWx0IHdpZHRoIGFuZCBvYnNlcnZlZCBsb2FkcyBuZWVkIGl0KS4gKi9cbnR5cGUgTW9kZWxTb3VyY2UgPSAoZW52OiBNb2RlbEVudiwgYXhpczogbnVtYmVyLCBzcGFuOiB7IG9mZnNldDogbnVtYmVyOyBzY2FsZTogbnVtYmVyIH0pID0+IENvc3RNb2RlbDtcblxuLyoqIFdoYXQgYSBtb2RlbCBzb3VyY2UgbWF5IGxvb2sgYXQ6IHRoZSBkb21haW4gYW5kLCBmb3IgYG9ic2VydmVkYCwgZXZlcnkgcmFuaydzIGxvYWQgdG90YWwuICovXG5pbnRlcmZhY2UgTW9kZWxFbnYge1xuICByZWFkb25seSBzaXplOiBudW1iZXI7XG4gIHJlYWRvbmx5IGRvbWFpbjogQmFsYW5jZUNvbnRleHRbJ2RvbWFpbiddO1xuICB0b3RhbHMoKTogbnVtYmVyW107XG59XG5cbmZ1bmN0aW9uIG1ha2VCYWxhbmNlcihzb3VyY2U6IE1vZGVsU291cmNlLCBzZXR0aW5nczogRnVuY3Rpb25hbFNldHRpbmdzLCB1c2VkOiBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPiwgbGFiZWw6IHN0cmluZyk6IFJlbWFwQmFsYW5jZXIge1xuICBjb25zdCBvZmZzZXQgPSBzZXR0aW5ncy5vZmZzZXQgPz8gMDtcbiAgY29uc3Qgc2NhbGUgPSBzZXR0aW5ncy5zY2FsZSA/PyAxO1xuICBjb25zdCBleGNoYW5nZSA9IHNldHRpbmdzLmV4Y2hhbmdlID8/ICdzbmFwc2hvdCc7XG4gIGNvbnN0IHNvbHZlOiBTb2x2ZU9wdGlvbnMgPSB7XG4gICAgLi4uKHNldHRpbmdzLnRvbCA9PT0gdW5kZWZpbmVkID8ge30gOiB7IHRvbDogc2V0dGluZ3MudG9sIH0pLFxuICAgIC4uLihzZXR0aW5ncy5tYXhJdGVyID09PSB1bmRlZmluZWQgPyB7fSA6IHsgbWF4SXRlcjogc2V0dGluZ3MubWF4SXRlciB9KSxcbiAgfTtcbiAgaWYgKHNldHRpbmdzLnNwZWVkcyAhPT0gdW5kZWZpbmVkKSBjaGVja1NwZWVkcyhzZXR0aW5ncy5zcGVlZHMpO1xuICBjb25zdCBiYWxhbmNlciA9IHtcbiAgICBuYW1lOiAnZnVuY3Rpb25hbCcsXG4gICAgb3B0aW9uczogdXNlZCxcbiAgICBkZWNpZGUoY3R4OiBCYWxhbmNlQ29udGV4dCk6IEJhbGFuY2VEZWNpc2lvbiB7XG4gICAgICBjb25zdCBlbnY6IE1vZGVsRW52ID0geyBzaXplOiBjdHguc2l6ZSwgZG9tYWluOiBjdHguZG9tYWluLCB0b3RhbHM6ICgpID0+IGN0eC5jb21tLmFsbGdhdGhlcihjdHgubG9hZC50b3RhbCkgYXMgbnVtYmVyW10gfTtcbiAgICAgIHJldHVybiBwbGFuKGVudiwgZXhjaGFuZ2UsIChwcm9ibGVtLCBQKSA9PiB7XG4gICAgICAgIGlmIChleGNoYW5nZSAhPT0gJ2FsbGdhdGhlcicpIHJldHVybiBzb2x2ZUFsbChwcm9ibGVtLCBQKTtcbiAgICAgICAgY29uc3QgbWUgPSBjdHguZG9tYWluLnByb2NDb29yZHNbcHJvYmxlbS5heGlzXSBhcyBudW1iZXI7XG4gICAgICAgIGNvbnN0IGxvID0gc29sdmVCb3VuZGFyeShwcm9ibGVtLCBtZSwgc29sdmUpO1xuICAgICAgICBjb25zdCBoaSA9IHNvbHZlQm91bmRhcnkocHJvYmxlbSwgbWUgKyAxLCBzb2x2ZSk7XG4gICAgICAgIGNvbnN0IG1pbmUgPSBGbG9hdDY0QXJyYXkub2YobWUsIGxvLngsIGhpLngsIGxvLml0ZXJhdGlvbnMsIGhpLml0ZXJhdGlvbnMsIE1FVEhPRFMuaW5kZXhPZihsby5tZXRob2QpLCBNRVRIT0RTLmluZGV4T2YoaGkubWV0aG9kKSk7XG4gICAgICAgIGNvbnN0IGFsbCA9IGN0eC5jb21tLmFsbGdhdGhlcihtaW5lKTtcbiAgICAgICAgY29uc3QgcmVhbHMgPSBuZXcgQXJyYXk8bnVtYmVyPihQICsgMSkuZmlsbChOdW1iZXIuTmFOKTtcbiAgICAgICAgY29uc3QgaXRlcnMgPSBuZXcgQXJyYXk8bnVtYmVyPihQICsgMSkuZmlsbCgwKTtcbiAgICAgICAgY29uc3QgbWV0aG9kcyA9IG5ldyBBcnJheTxTb2x2ZU1ldGhvZD4oUCArIDEpLmZpbGwoJ2VuZHBvaW50Jyk7XG4gICAgICAgIGZvciAoY29uc3QgdiBvZiBhbGwpIHtcbiAgICAgICAgICBjb25zdCBwID0gdlswXSBhcyBudW1iZXI7XG4gICAgICAgICAgZm9yIChjb25zdCBbaiwgaV0gb2YgW3AsIHAgKyAxXS5lbnRyaWVzKCkpIHtcbiAgICAgICAgICAgIGNvbnN0IHggPSB2WzEgKyBqXSBhcyBudW1iZXI7XG4gICAgICAgICAgICBjb25zdCBzZWVuID0gcmVhbHNbaV0gYXMgbnVtYmVyO1xuICAgICAgICAgICAgaWYgKCFOdW1iZXIuaXNOYU4oc2VlbikgJiYgc2VlbiAhPT0geCkge1xuICAgICAgICAgICAgICB0aHJvdyBuZXcgTWVzaHdvcmtFcnJvcihcbiAgICAgICAgICAgICAgICBFcnJvckNvZGVzLkNPTExFQ1RJVkVfTUlTTUFUQ0gsXG4gICAgICAgICAgICAgICAgYGZ1bmN0aW9uYWw6IHJhbmtzIGRpc2FncmVlIG9uIGJvdW5kICR7aX0gKCR7c2Vlbn0gdnMgJHt4fSk7IGV4cGVjdGVkIGV2ZXJ5IHJhbmsgdG8gdXNlIHRoZSBzYW1lIG1vZGVsIGFuZCBvcHRpb25zYCxcbiAgICAgICAgICAgICAgKTtcbiAgICAgICAgICAgIH1cbiAgICAgICAgICAgIHJlYWxzW2ldID0geDtcbiAgICAgICAgICAgIGl0ZXJzW2ldID0gdlszICsgal0gYXMgbnVtYmVyO1xuICAgICAgICAgICAgbWV0aG9kc1tpXSA9IE1FVEhPRFNbdls1ICsgal0gYXMgbnVtYmVyXSA/PyAnZW5kcG9pbnQnO1xuICAgICAgICAgIH1cbiAgICAgICAgfVxuICAgICAgICByZXR1cm4geyByZWFscywgaXRlcnMsIG1ldGhvZHMgfTtcbiAgICAgIH0pO1xuICAgIH0sXG4gICAgLyoqIEV2ZXJ5IHJhbmsgc29sdmVzIGFsbCBQIC0gMSBpbnRlcmlvciBib3VuZHMgaXRzZWxmIChhcyBgZXhjaGFuZ2U6ICdub25lJ2ApOiBubyBtZXNzYWdlLiAqL1xuICAgIHNvbHZlKHNuYXA6IExvYWRTbmFwc2hvdCk6IEJhbGFuY2VEZWNpc2lvbiB7XG4gICAgICBjb25zdCBlbnY6IE1vZGVsRW52ID0geyBzaXplOiBzbmFwLnNpemUsIGRvbWFpbjogc25hcC5kb21haW4sIHRvdGFsczogKCkgPT4gQXJyYXkuZnJvbShzbmFwLnRvdGFscykgfTtcbiAgICAgIHJldHVybiBwbGFuKGVudiwgJ3NuYXBzaG90Jywgc29sdmVBbGwpO1xuICAgIH0sXG4gIH07XG4gIGlmIChleGNoYW5nZSA9PT0gJ3NuYXBzaG90JykgcmV0dXJuIGJhbGFuY2VyO1xuICBjb25zdCB7IHNvbHZlOiBfc25hcHNob3QsIC4uLmNvbGxlY3RpdmUgfSA9IGJhbGFuY2VyO1xuICByZXR1cm4gY29sbGVjdGl2ZTtcblxuICBmdW5jdGlvbiBzb2x2ZUFsbChwcm9ibGVtOiBCb3VuZFByb2JsZW0gJiB7IGF4aXM6IG51bWJlciB9LCBQOiBudW1iZXIpOiBCb3VuZHMge1xuICAgIGNvbnN0IGFsbCA9IEFycmF5LmZyb20oeyBsZW5ndGg6IFAgKyAxIH0sIChfLCBpKSA9PiBzb2x2ZUJvdW5kYXJ5KHByb2JsZW0sIGksIHNvbHZlKSk7XG4gICAgcmV0dXJuIHsgcmVhbHM6IGFsbC5tYXAoKHIpID0+IHIueCksIGl0ZXJzOiBhbGwubWFwKChyKSA9PiByLml0ZXJhdGlvbnMpLCBtZXRob2RzOiBhbGwubWFwKChyKSA9PiByLm1ldGhvZCkgfTtcbiAgfVxuXG4gIGZ1bmN0aW9uIHBsYW4oZW52OiBNb2RlbEVudiwgaG93OiBzdHJpbmcsIGJvdW5kczogKHByb2JsZW06IEJvdW5kUHJvYmxlbSAmIHsgYXhpczogbnVtYmVyIH0sIFA6IG51bWJlcikgPT4gQm91bmRzKTogQmFsYW5jZURlY2lzaW9uIHtcbiAgICBjb25zdCBkID0gZW52LmRvbWFpbjtcbiAgICBjb25zdCBrID0gZC5zaGFwZS5sZW5ndGg7XG4gICAgY29uc3QgYXhpcyA9XG4gICAgICBzZXR0aW5ncy5heGlzID8/XG4gICAgICBNYXRoLm1heChcbiAgICAgICAgMCxcbiAgICAgICAgZC5wcm9jRGltcy5maW5kSW5kZXgoKHApID0+IHAgPiAxKSxcbiAgICAgICk7XG4gICAgaWYgKGF4aXMgPj0gaykgdGhyb3cgb3B0aW9uRXJyb3IoJ2F4aXMnLCBgYW4gYXhpcyBvZiB0aGUgJHtrfS1EIGRvbWFpbiAoPCAke2t9KWAsIGF4aXMpO1xuICAgIGNvbnN0IFAgPSBkLnByb2NEaW1zW2F4aXNdIGFzIG51bWJlcjtcbiAgICBjb25zdCBuID0gZC5zaGFwZVtheGlzXSBhcyBudW1iZXI7XG4gICAgY29uc3QgY3VycmVudCA9IGQuY3V0cy5tYXAoKGMpID0+IGMuc2xpY2UoKSk7XG4gICAgaWYgKFAgPD0gMSkgcmV0dXJuIHsgY3V0czogY3VycmVudCwgc3dlZXBzOiAwLCBza2lwcGVkOiAnYSBzaW5nbGUgcGFydCBhbG9uZyB0aGUgYmFsYW5jZWQgYXhpcycgfTtcbiAgICBpZiAoc2V0dGluZ3Muc3BlZWRzICE9PSB1bmRlZmluZWQgJiYgc2V0dGluZ3Muc3BlZWRzLmxlbmd0aCAhPT0gZW52LnNpemUpIHtcbiAgICAgIHRocm93IG9wdGlvbkVycm9yKCdzcGVlZHMnLCBgb25lIHNwZWVkIHBlciByYW5rICgke2Vudi5zaXplfSlgLCBzZXR0aW5ncy5zcGVlZHMpO1xuICAgIH1cbiAgICBjb25zdCBwY3MgPSBzZXR0aW5ncy5zcGVlZHMgPT09IHVuZGVmaW5lZCA/IHVuZGVmaW5lZCA6IHByb2NDb29yZHNCeVJhbmsoZW52KTtcbiAgICBjb25zdCBwYXJ0U3BlZWRzID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogUCB9LCAoXywgcCkgPT4ge1xuICAgICAgaWYgKHNldHRpbmdzLnNwZWVkcyA9PT0gdW5kZWZpbmVkIHx8IHBjcyA9PT0gdW5kZWZpbmVkKSByZXR1cm4gMTtcbiAgICAgIGxldCBzID0gTnVtYmVyLlBPU0lUSVZFX0lORklOSVRZO1xuICAgICAgZm9yIChjb25zdCBbcmFuaywgcGNdIG9mIHBjcy5lbnRyaWVzKCkpIGlmIChwY1theGlzXSA9PT0gcCkgcyA9IE1hdGgubWluKHMsIHNldHRpbmdzLnNwZWVkc1tyYW5rXSBhcyBudW1iZXIpO1xuICAgICAgcmV0dXJuIHM7XG4gICAgfSk7XG4gICAgY29uc3Qgc3BhbiA9IHsgb2Zmc2V0LCBzY2FsZSB9O1xuICAgIGNvbnN0IG1vZGVsID0gc291cmNlKGVudiwgYXhpcywgc3Bhbik7XG4gICAgY29uc3QgcHJvYmxlbSA9IHsgbW9kZWwsIHgwOiBvZmZzZXQsIHgxOiBvZmZzZXQgKyBuICogc2NhbGUsIHNwZWVkczogcGFydFNwZWVkcywgYXhpcyB9O1xuICAgIGNvbnN0IHsgcmVhbHMsIGl0ZXJzLCBtZXRob2RzIH0gPSBib3VuZHMocHJvYmxlbSwgUCk7XG4gICAgY29uc3QgcmF3ID0gcmVhbHMubWFwKCh4KSA9PiBjdXRPZih4LCBuLCBzcGFuKSk7XG4gICAgcmF3WzBdID0gMDtcbiAgICByYXdbUF0gPSBuO1xuICAgIGNvbnN0IGN1dHMgPSBjdXJyZW50LnNsaWNlKCk7XG4gICAgY3V0c1theGlzXSA9IGVuZm9yY2VNaW5FeHRlbnQocmF3LCBuLCBkLm1pbkV4dGVudFtheGlzXSA/PyAxKTtcbiAgICBjb25zdCBwcmVkaWN0ZWQgPSBwcmVkaWN0UGFydHMobW9kZWwsIGN1dHNbYXhpc10gYXMgbnVtYmVyW10sIHBhcnRTcGVlZHMsIHNwYW4pO1xuICAgIHJldHVybiB7XG4gICAgICBjdXRzLFxuICAgICAgc3dlZXBzOiBNYXRoLm1heCguLi5pdGVycyksXG4gICAgICBkZXRhaWxzOiB7XG4gICAgICAgIG1vZGVsOiBtb2RlbC5uYW1lLFxuICAgICAgICBsYWJlbCxcbiAgICAgICAgcGFyYW1zOiBtb2RlbC5wYXJhbXMsXG4gICAgICAgIGF4aXMsXG4gICAgICAgIGV4Y2hhbmdlOiBob3csXG4gICAgICAgIGJvdW5kczogcmVhbHMsXG4gICAgICAgIGl0ZXJhdGlvbnM6IGl0ZXJzLFxuICAgICAgICBtZXRob2RzLFxuICAgICAgICBzcGVlZHM6IHBhcnRTcGVlZHMsXG4gICAgICAgIHByZWRpY3RlZFRpbWVzOiBwcmVkaWN0ZWQudGltZXMsXG4gICAgICAgIHByZWRpY3RlZExFOiBwcmVkaWN0ZWQubGUsXG4gICAgICAgIHByZWRpY3RlZE1heE92ZXJBdmc6IHByZWRpY3RlZC5tYXhPdmVyQXZnLFxuICAgICAgfSxcbiAgICB9O1xuICB9XG59XG5cbmludGVyZmFjZSBCb3VuZHMge1xuICByZWFkb25seSByZWFsczogbnVtYmVyW107XG4gIHJlYWRvbmx5IGl0ZXJzOiBudW1iZXJbXTtcbiAgcmVhZG9ubHkgbWV0aG9kczogU29sdmVNZXRob2RbXTtcbn1cblxuZnVuY3Rpb24gcmVhZFNhbXBsZXMocmF3OiB1bmtub3duKTogU2FtcGxlW10ge1xuICBpZiAoIUFycmF5LmlzQXJyYXkocmF3KSB8fCByYXcubGVuZ3RoIDwgMikgdGhyb3cgb3B0aW9uRXJyb3IoJ3NhbXBsZXMnLCAnYW4gYXJyYXkgb2YgYXQgbGVhc3QgMiBbeCwgdF0gcGFpcnMnLCByYXcpO1xuICByZXR1cm4gcmF3Lm1hcCgoczogdW5rbm93biwgaSkgPT4ge1xuICAgIGlmICghQXJyYXkuaXNBcnJheShzKSB8fCBzLmxlbmd0aCAhPT0gMiB8fCAhcy5ldmVyeSgodikgPT4gdHlwZW9mIHYgPT09ICdudW1iZXInICYmIE51bWJlci5pc0Zpbml0ZSh2KSkpIHtcbiAgICAgIHRocm93IG9wdGlvbkVycm9yKGBzYW1wbGVzWyR7aX1dYCwgJ2EgcGFpciBbeCwgdF0gb2YgZmluaXRlIG51bWJlcnMnLCBzKTtcbiAgICB9XG4gICAgcmV0dXJuIFtzWzBdLCBzWzFdXSBhcyBTYW1wbGU7XG4gIH0pO1xufVxuXG5mdW5jdGlvbiByZWFkVGVybXMocmF3OiB1bmtub3duKTogRGVuc2l0eVRlcm1bXSB7XG4gIGlmICghQXJyYXkuaXNBcnJheShyYXcpIHx8IHJhdy5sZW5ndGggPT09IDApXG4gICAgdGhyb3cgb3B0aW9uRXJyb3IoJ3Rlcm1zJywgJ2Egbm9uLWVtcHR5IGFycmF5IG9mIFtjLCBweCwgcHldIChyaG8gPSBzdW0gYyAqIHhecHggKiB5XnB5KScsIHJhdyk7XG4gIHJldHVybiByYXcubWFwKCh0OiB1bmtub3duLCBpKSA9PiB7XG4gICAgaWYgKCFBcnJheS5pc0FycmF5KHQpIHx8IHQubGVuZ3RoICE9PSAzIHx8ICF0LmV2ZXJ5KCh2KSA9PiB0eXBlb2YgdiA9PT0gJ251bWJlcicgJiYgTnVtYmVyLmlzRmluaXRlKHYpKSB8fCB0WzFdIDwgMCB8fCB0WzJdIDwgMCkge1xuICAgICAgdGhyb3cgb3B0aW9uRXJyb3IoYHRlcm1zWyR7aX1dYCwgJ2EgdHJpcGxlIFtjLCBweCwgcHldIG9mIGZpbml0ZSBudW1iZXJzIHdpdGggcHgsIHB5ID49IDAnLCB0KTtcbiAgICB9XG4gICAgcmV0dXJuIFt0WzBdLCB0WzFdLCB0WzJdXSBhcyBEZW5zaXR5VGVybTtcbiAgfSk7XG59XG5cbmZ1bmN0aW9uIG1vZGVsRnJvbVNhbXBsZXMoc2FtcGxlczogcmVhZG9ubHkgU2FtcGxlW10sIGZpdDogJ3B3bCcgfCBGaXRGb3JtKTogQ29zdE1vZGVsIHtcbiAgcmV0dXJuIGZpdCA9PT0gJ3B3bCcgPyBwaWVjZXdpc2VMaW5lYXJNb2RlbChzYW1wbGVzLCAnY2FsaWJyYXRlZC1wd2wnKSA6IGZpdHRlZE1vZGVsKGZpdFBvd2VyTGF3KHNhbXBsZXMsIGZpdCkpO1xufVxuXG4vKiogVmFsaWRhdGUgSlNPTiBvcHRpb25zIChNV19JTlZBTElEX09QVElPTikgYW5kIGJ1aWxkIHRoZSBiYWxhbmNlci4gKi9cbmV4cG9ydCBmdW5jdGlvbiBjcmVhdGVGdW5jdGlvbmFsKG9wdGlvbnM/OiB1bmtub3duKTogUmVtYXBCYWxhbmNlciB7XG4gIGNvbnN0IHIgPSBuZXcgT3B0aW9uUmVhZGVyKCdmdW5jdGlvbmFsJywgb3B0aW9ucyk7XG4gIGNvbnN0IG1vZGVsID0gci5vbmVPZjxGdW5jdGlvbmFsTW9kZWxOYW1lPignbW9kZWwnLCBbJ2xpbmVhcicsICdzaWV2ZScsICdjYWxpYnJhdGVkJywgJ2RlbnNpdHknLCAnb2JzZXJ2ZWQnXSwgJ2xpbmVhcicpO1xuICBsZXQgc291cmNlOiBNb2RlbFNvdXJjZTtcbiAgaWYgKG1vZGVsID09PSAnbGluZWFyJykge1xuICAgIGNvbnN0IG0gPSBsaW5lYXJNb2RlbCgpO1xuICAgIHNvdXJjZSA9ICgpID0+IG07XG4gIH0gZWxzZSBpZiAobW9kZWwgPT09ICdzaWV2ZScpIHtcbiAgICBjb25zdCBtID0gc2lldmVNb2RlbCh7IGV4cG9uZW50OiByLm51bWJlcignZXhwb25lbnQnLCB7IGRlZmF1bHQ6IDEuNDMsIG1pbjogMCwgZXhjbHVzaXZlTWluOiB0cnVlIH0pIH0pO1xuICAgIHNvdXJjZSA9ICgpID0+IG07XG4gIH0gZWxzZSBpZiAobW9kZWwgPT09ICdjYWxpYnJhdGVkJykge1xuICAgIGNvbnN0IGZpdCA9IHIub25lT2Y8J3B3bCcgfCBGaXRGb3JtPignZml0JywgWydwd2wnLCAncG93ZXInLCAnc2lldmUnXSwgJ3B3bCcpO1xuICAgIGNvbnN0IHNhbXBsZXMgPSByZWFkU2FtcGxlcyhyLnJhdygnc2FtcGxlcycpKTtcbiAgICBsZXQgbTogQ29zdE1vZGVsO1xuICAgIHRyeSB7XG4gICAgICBtID0gbW9kZWxGcm9tU2FtcGxlcyhzYW1wbGVzLCBmaXQpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhyb3cgb3B0aW9uRXJyb3IoJ3NhbXBsZXMnLCBgc2FtcGxlcyBhICR7Zml0fSBmaXQgY2FuIHVzZSAoJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfSlgLCBzYW1wbGVzKTtcbiAgICB9XG4gICAgc291cmNlID0gKCkgPT4gbTtcbiAgfSBlbHNlIGlmIChtb2RlbCA9PT0gJ2RlbnNpdHknKSB7XG4gICAgY29uc3QgdGVybXMgPSByZWFkVGVybXMoci5yYXcoJ3Rlcm1zJykpO1xuICAgIGNvbnN0IHdpZHRoID0gci5vcHRpb25hbE51bWJlcignd2lkdGgnLCB7IG1pbjogMCwgZXhjbHVzaXZlTWluOiB0cnVlIH0pO1xuICAgIHNvdXJjZSA9IChlbnYsIGF4aXMsIHNwYW4pID0+IHtcbiAgICAgIGxldCB3ID0gd2lkdGg7XG4gICAgICBpZiAodyA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICAgIGlmIChlbnYuZG9tYWluLnNoYXBlLmxlbmd0aCAhPT0gMikgdGhyb3cgb3B0aW9uRXJyb3IoJ3dpZHRoJywgJ2dpdmVuIHVubGVzcyB0aGUgZG9tYWluIGlzIGEgMi1EIGdyaWQnLCB1bmRlZmluZWQpO1xuICAgICAgICB3ID0gKGVudi5kb21haW4uc2hhcGVbMSAtIGF4aXNdIGFzIG51bWJlcikgKiBzcGFuLnNjYWxlO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHBvbHlub21pYWxEZW5zaXR5TW9kZWwodGVybXMsIHcpO1xuICAgIH07XG4gIH0gZWxzZSB7XG4gICAgY29uc3QgZml0ID0gci5vbmVPZjwncHdsJyB8IEZpdEZvcm0+KCdmaXQnLCBbJ3B3bCcsICdwb3dlcicsICdzaWV2ZSddLCAncHdsJyk7XG4gICAgc291cmNlID0gKGVudiwgYXhpcywgc3BhbikgPT4ge1xuICAgICAgY29uc3QgdG90YWxzID0gZW52LnRvdGFscygpO1xuICAgICAgY29uc3QgUCA9IGVudi5kb21haW4ucHJvY0RpbXNbYXhpc10gYXMgbnVtYmVyO1xuICAgICAgY29uc3QgcGNzID0gcHJvY0Nvb3Jkc0J5UmFuayhlbnYpO1xuICAgICAgY29uc3QgcGFydExvYWRzID0gbmV3IEFycmF5PG51bWJlcj4oUCkuZmlsbCgwKTtcbiAgICAgIGZvciAoY29uc3QgW3JhbmssIHBjXSBvZiBwY3MuZW50cmllcygpKVxuICAgICAgICBwYXJ0TG9hZHNbcGNbYXhpc10gYXMgbnVtYmVyXSA9IChwYXJ0TG9hZHNbcGNbYXhpc10gYXMgbnVtYmVyXSBhcyBudW1iZXIpICsgKHRvdGFsc1tyYW5rXSBhcyBudW1iZXIpO1xuICAgICAgY29uc3QgYyA9IGVudi5kb21haW4uY3V0c1theGlzXSBhcyBudW1iZXJbXTtcbiAgICAgIGNvbnN0IHNhbXBsZXM6IFNhbXBsZVtdID0gW1tzcGFuLm9mZnNldCwgMF1dO1xuICAgICAgbGV0IGFjYyA9IDA7XG4gICAgICBmb3IgKGxldCBwID0gMDsgcCA8IFA7IHArKykge1xuICAgICAgICBhY2MgKz0gcGFydExvYWRzW3BdIGFzIG51bWJlcjtcbiAgICAgICAgc2FtcGxlcy5wdXNoKFtzcGFuLm9mZnNldCArIChjW3AgKyAxXSBhcyBudW1iZXIpICogc3Bhbi5zY2FsZSwgYWNjXSk7XG4gICAgICB9XG4gICAgICAvLyBFbXB0eSBwYXJ0cyBnaXZlIHJlcGVhdGVkIHggKG1lcmdlZCk7IHdpdGggbm8gbG9hZCBhdCBhbGwgdGhlIHNwbGl0IHN0YXlzIGxpbmVhci5cbiAgICAgIGlmICghKGFjYyA+IDApKSByZXR1cm4geyAuLi5saW5lYXJNb2RlbCgpLCBuYW1lOiAnb2JzZXJ2ZWQtbm9uZScgfTtcbiAgICAgIGNvbnN0IG0gPSBtb2RlbEZyb21TYW1wbGVzKHNhbXBsZXMsIGZpdCk7XG4gICAgICByZXR1cm4geyAuLi5tLCBuYW1lOiBgb2JzZXJ2ZWQtJHtmaXR9YCB9O1xuICAgIH07XG4gIH1cbiAgY29uc3Qgc3BlZWRzUmF3ID0gci5udW1iZXJzKCdzcGVlZHMnLCB7IG1pbjogMCB9KTtcbiAgaWYgKHNwZWVkc1JhdyAhPT0gdW5kZWZpbmVkICYmIChzcGVlZHNSYXcubGVuZ3RoID09PSAwIHx8IHNwZWVkc1Jhdy5zb21lKChzKSA9PiAhKHMgPiAwKSkpKSB7XG4gICAgdGhyb3cgb3B0aW9uRXJyb3IoJ3NwZWVkcycsICdhIG5vbi1lbXB0eSBhcnJheSBvZiBudW1iZXJzID4gMCAob25lIHBlciByYW5rKScsIHNwZWVkc1Jhdyk7XG4gIH1cbiAgY29uc3Qgc2V0dGluZ3M6IEZ1bmN0aW9uYWxTZXR0aW5ncyA9IHtcbiAgICAuLi4oc3BlZWRzUmF3ID09PSB1bmRlZmluZWQgPyB7fSA6IHsgc3BlZWRzOiBzcGVlZHNSYXcgfSksXG4gICAgLi4ub3B0aW9uYWwoJ2F4aXMnLCByLm9wdGlvbmFsTnVtYmVyKCdheGlzJywgeyBtaW46IDAsIGludGVnZXI6IHRydWUgfSkpLFxuICAgIG9mZnNldDogci5udW1iZXIoJ29mZnNldCcsIHsgZGVmYXVsdDogMCB9KSxcbiAgICBzY2FsZTogci5udW1iZXIoJ3NjYWxlJywgeyBkZWZhdWx0OiAxLCBtaW46IDAsIGV4Y2x1c2l2ZU1pbjogdHJ1ZSB9KSxcbiAgICAuLi5vcHRpb25hbCgndG9sJywgci5vcHRpb25hbE51bWJlcigndG9sJywgeyBtaW46IDAsIGV4Y2x1c2l2ZU1pbjogdHJ1ZSB9KSksXG4gICAgbWF4SXRlcjogci5udW1iZXIoJ21heEl0ZXInLCB7IGRlZmF1bHQ6IDEwMCwgbWluOiAxLCBpbnRlZ2VyOiB0cnVlIH0pLFxuICAgIGV4Y2hhbmdlOiByLm9uZU9mPCdzbmFwc2hvdCcgfCAnYWxsZ2F0aGVyJyB8ICdub25lJz4oJ2V4Y2hhbmdlJywgWydzbmFwc2hvdCcsICdhbGxnYXRoZXInLCAnbm9uZSddLCAnc25hcHNob3QnKSxcbiAgfTtcbiAgY29uc3QgdXNlZCA9IHIuZG9uZSgpO1xuICByZXR1cm4gbWFrZUJhbGFuY2VyKHNvdXJjZSwgc2V0dGluZ3MsIHVzZWQsIG1vZGVsKTtcbn1cblxuZnVuY3Rpb24gb3B0aW9uYWw8SyBleHRlbmRzIHN0cmluZz4oa2V5OiBLLCB2OiBudW1iZXIgfCB1bmRlZmluZWQpOiB7IFtQIGluIEtdPzogbnVtYmVyIH0ge1xuICByZXR1cm4gKHYgPT09IHVuZGVmaW5lZCA/IHt9IDogeyBba2V5XTogdiB9KSBhcyB7IFtQIGluIEtdPzogbnVtYmVyIH07XG59XG5cbi8qKlxuICogUHJvZ3JhbW1hdGljIGNvbnN0cnVjdG9yIGZvciBtb2RlbHMgdGhhdCBhcmUgZnVuY3Rpb25zIChhbmFseXRpYyB0IGFuZCBkdCwgYSBkZW5zaXR5IGNsb3N1cmUsXG4gKiBhIGZpdHRlZCBtb2RlbCBidWlsdCBieSB0aGUgY2FsbGVyKS4gTm90IHJlZ2lzdHJhYmxlIGJ5IG5hbWU6IG9wdGlvbnMgbXVzdCBiZSBKU09OLlxuICovXG5leHBvcnQgZnVuY3Rpb24gY3JlYXRlRnVuY3Rpb25hbFdpdGhNb2RlbChtb2RlbDogQ29zdE1vZGVsLCBzZXR0aW5nczogRnVuY3Rpb25hbFNldHRpbmdzID0ge30pOiBSZW1hcEJhbGFuY2VyIHtcbiAgaWYgKHR5cGVvZiBtb2RlbCAhPT0gJ29iamVjdCcgfHwgbW9kZWwgPT09IG51bGwgfHwgdHlwZW9mIG1vZGVsLnQgIT09ICdmdW5jdGlvbicpIHtcbiAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2Z1bmN0aW9uYWwgbW9kZWwnLCAnYW4gb2JqZWN0IHsgdCh4KSwgZHQ/KHgpIH0nLCBtb2RlbCk7XG4gIH1cbiAgY29uc3QgdXNlZDogUmVjb3JkPHN0cmluZywgdW5rbm93bj4gPSB7IG1vZGVsOiBtb2RlbC5uYW1lLCAuLi4obW9kZWwucGFyYW1zID09PSB1bmRlZmluZWQgPyB7fSA6IHsgcGFyYW1zOiBtb2RlbC5wYXJhbXMgfSkgfTtcbiAgZm9yIChjb25zdCBbaywgdl0gb2YgT2JqZWN0LmVudHJpZXMoc2V0dGluZ3MpKSBpZiAodiAhPT0gdW5kZWZpbmVkKSB1c2VkW2tdID0gdjtcbiAgcmV0dXJuIG1ha2VCYWxhbmNlcigoKSA9PiBtb2RlbCwgc2V0dGluZ3MsIHVzZWQsICdwcm9ncmFtbWF0aWMnKTtcbn1cblxuZXhwb3J0IGNvbnN0IGZ1bmN0aW9uYWxGYWN0b3J5OiBGYWN0b3J5PFJlbWFwQmFsYW5jZXI+ID0ge1xuICBuYW1lOiAnZnVuY3Rpb25hbCcsXG4gIHN1bW1hcnk6XG4gICAgJ2Z1bmN0aW9uYWwgYmFsYW5jaW5nOiBlYWNoIHJhbmsgc29sdmVzIGl0cyBvd24gYm91bmRzIG9mIGEgY3VtdWxhdGl2ZSBjb3N0IG1vZGVsIHQoeCkgd2l0aCBndWFyZGVkIE5ld3RvbiAoc2lldmUsIGxpbmVhciwgY2FsaWJyYXRlZCwgZGVuc2l0eSwgb2JzZXJ2ZWQpJyxcbiAgY3JlYXRlOiBjcmVhdGVGdW5jdGlvbmFsLFxufTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQWlDQSxTQUFTLFlBQVkscUJBQXFCO0FBQzFDO0FBQUEsRUFJRTtBQUFBLEVBQ0E7QUFBQSxFQUVBO0FBQUEsT0FFSztBQUNQLFNBQVMsa0JBQWtCLHdCQUF3QjtBQUNuRDtBQUFBLEVBSUU7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFFQTtBQUFBLE9BQ0s7QUFDUCxTQUE0QixhQUFhLE9BQU8sY0FBYyxxQkFBcUI7QUF3Qm5GLE1BQU0sVUFBa0MsQ0FBQyxZQUFZLFVBQVUsVUFBVSxXQUFXO0FBRXBGLFNBQVMsWUFBWSxLQUFhLFVBQWtCLEtBQTZCO0FBQy9FLFNBQU8sY0FBYyxjQUFjLEtBQUssVUFBVSxHQUFHO0FBQ3ZEO0FBWUEsU0FBUyxhQUFhLFFBQXFCLFVBQThCLE1BQStCLE9BQThCO0FBQ3BJLFFBQU0sU0FBUyxTQUFTLFVBQVU7QUFDbEMsUUFBTSxRQUFRLFNBQVMsU0FBUztBQUNoQyxRQUFNLFdBQVcsU0FBUyxZQUFZO0FBQ3RDLFFBQU0sUUFBc0I7QUFBQSxJQUMxQixHQUFJLFNBQVMsUUFBUSxTQUFZLENBQUMsSUFBSSxFQUFFLEtBQUssU0FBUyxJQUFJO0FBQUEsSUFDMUQsR0FBSSxTQUFTLFlBQVksU0FBWSxDQUFDLElBQUksRUFBRSxTQUFTLFNBQVMsUUFBUTtBQUFBLEVBQ3hFO0FBQ0EsTUFBSSxTQUFTLFdBQVcsT0FBVyxhQUFZLFNBQVMsTUFBTTtBQUM5RCxRQUFNLFdBQVc7QUFBQSxJQUNmLE1BQU07QUFBQSxJQUNOLFNBQVM7QUFBQSxJQUNULE9BQU8sS0FBc0M7QUFDM0MsWUFBTSxNQUFnQixFQUFFLE1BQU0sSUFBSSxNQUFNLFFBQVEsSUFBSSxRQUFRLFFBQVEsTUFBTSxJQUFJLEtBQUssVUFBVSxJQUFJLEtBQUssS0FBSyxFQUFjO0FBQ3pILGFBQU8sS0FBSyxLQUFLLFVBQVUsQ0FBQyxTQUFTLE1BQU07QUFDekMsWUFBSSxhQUFhLFlBQWEsUUFBTyxTQUFTLFNBQVMsQ0FBQztBQUN4RCxjQUFNLEtBQUssSUFBSSxPQUFPLFdBQVcsUUFBUSxJQUFJO0FBQzdDLGNBQU0sS0FBSyxjQUFjLFNBQVMsSUFBSSxLQUFLO0FBQzNDLGNBQU0sS0FBSyxjQUFjLFNBQVMsS0FBSyxHQUFHLEtBQUs7QUFDL0MsY0FBTSxPQUFPLGFBQWEsR0FBRyxJQUFJLEdBQUcsR0FBRyxHQUFHLEdBQUcsR0FBRyxZQUFZLEdBQUcsWUFBWSxRQUFRLFFBQVEsR0FBRyxNQUFNLEdBQUcsUUFBUSxRQUFRLEdBQUcsTUFBTSxDQUFDO0FBQ2pJLGNBQU0sTUFBTSxJQUFJLEtBQUssVUFBVSxJQUFJO0FBQ25DLGNBQU0sUUFBUSxJQUFJLE1BQWMsSUFBSSxDQUFDLEVBQUUsS0FBSyxPQUFPLEdBQUc7QUFDdEQsY0FBTSxRQUFRLElBQUksTUFBYyxJQUFJLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDN0MsY0FBTSxVQUFVLElBQUksTUFBbUIsSUFBSSxDQUFDLEVBQUUsS0FBSyxVQUFVO0FBQzdELG1CQUFXLEtBQUssS0FBSztBQUNuQixnQkFBTSxJQUFJLEVBQUUsQ0FBQztBQUNiLHFCQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssQ0FBQyxHQUFHLElBQUksQ0FBQyxFQUFFLFFBQVEsR0FBRztBQUN6QyxrQkFBTSxJQUFJLEVBQUUsSUFBSSxDQUFDO0FBQ2pCLGtCQUFNLE9BQU8sTUFBTSxDQUFDO0FBQ3BCLGdCQUFJLENBQUMsT0FBTyxNQUFNLElBQUksS0FBSyxTQUFTLEdBQUc7QUFDckMsb0JBQU0sSUFBSTtBQUFBLGdCQUNSLFdBQVc7QUFBQSxnQkFDWCx1Q0FBdUMsQ0FBQyxLQUFLLElBQUksT0FBTyxDQUFDO0FBQUEsY0FDM0Q7QUFBQSxZQUNGO0FBQ0Esa0JBQU0sQ0FBQyxJQUFJO0FBQ1gsa0JBQU0sQ0FBQyxJQUFJLEVBQUUsSUFBSSxDQUFDO0FBQ2xCLG9CQUFRLENBQUMsSUFBSSxRQUFRLEVBQUUsSUFBSSxDQUFDLENBQVcsS0FBSztBQUFBLFVBQzlDO0FBQUEsUUFDRjtBQUNBLGVBQU8sRUFBRSxPQUFPLE9BQU8sUUFBUTtBQUFBLE1BQ2pDLENBQUM7QUFBQSxJQUNIO0FBQUE7QUFBQSxJQUVBLE1BQU0sTUFBcUM7QUFDekMsWUFBTSxNQUFnQixFQUFFLE1BQU0sS0FBSyxNQUFNLFFBQVEsS0FBSyxRQUFRLFFBQVEsTUFBTSxNQUFNLEtBQUssS0FBSyxNQUFNLEVBQUU7QUFDcEcsYUFBTyxLQUFLLEtBQUssWUFBWSxRQUFRO0FBQUEsSUFDdkM7QUFBQSxFQUNGO0FBQ0EsTUFBSSxhQUFhLFdBQVksUUFBTztBQUNwQyxRQUFNLEVBQUUsT0FBTyxXQUFXLEdBQUcsV0FBVyxJQUFJO0FBQzVDLFNBQU87QUFFUCxXQUFTLFNBQVMsU0FBMEMsR0FBbUI7QUFDN0UsVUFBTSxNQUFNLE1BQU0sS0FBSyxFQUFFLFFBQVEsSUFBSSxFQUFFLEdBQUcsQ0FBQyxHQUFHLE1BQU0sY0FBYyxTQUFTLEdBQUcsS0FBSyxDQUFDO0FBQ3BGLFdBQU8sRUFBRSxPQUFPLElBQUksSUFBSSxDQUFDLE1BQU0sRUFBRSxDQUFDLEdBQUcsT0FBTyxJQUFJLElBQUksQ0FBQyxNQUFNLEVBQUUsVUFBVSxHQUFHLFNBQVMsSUFBSSxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQU0sRUFBRTtBQUFBLEVBQzlHO0FBRUEsV0FBUyxLQUFLLEtBQWUsS0FBYSxRQUEwRjtBQUNsSSxVQUFNLElBQUksSUFBSTtBQUNkLFVBQU0sSUFBSSxFQUFFLE1BQU07QUFDbEIsVUFBTSxPQUNKLFNBQVMsUUFDVCxLQUFLO0FBQUEsTUFDSDtBQUFBLE1BQ0EsRUFBRSxTQUFTLFVBQVUsQ0FBQyxNQUFNLElBQUksQ0FBQztBQUFBLElBQ25DO0FBQ0YsUUFBSSxRQUFRLEVBQUcsT0FBTSxZQUFZLFFBQVEsa0JBQWtCLENBQUMsZ0JBQWdCLENBQUMsS0FBSyxJQUFJO0FBQ3RGLFVBQU0sSUFBSSxFQUFFLFNBQVMsSUFBSTtBQUN6QixVQUFNLElBQUksRUFBRSxNQUFNLElBQUk7QUFDdEIsVUFBTSxVQUFVLEVBQUUsS0FBSyxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQU0sQ0FBQztBQUMzQyxRQUFJLEtBQUssRUFBRyxRQUFPLEVBQUUsTUFBTSxTQUFTLFFBQVEsR0FBRyxTQUFTLHdDQUF3QztBQUNoRyxRQUFJLFNBQVMsV0FBVyxVQUFhLFNBQVMsT0FBTyxXQUFXLElBQUksTUFBTTtBQUN4RSxZQUFNLFlBQVksVUFBVSx1QkFBdUIsSUFBSSxJQUFJLEtBQUssU0FBUyxNQUFNO0FBQUEsSUFDakY7QUFDQSxVQUFNLE1BQU0sU0FBUyxXQUFXLFNBQVksU0FBWSxpQkFBaUIsR0FBRztBQUM1RSxVQUFNLGFBQWEsTUFBTSxLQUFLLEVBQUUsUUFBUSxFQUFFLEdBQUcsQ0FBQyxHQUFHLE1BQU07QUFDckQsVUFBSSxTQUFTLFdBQVcsVUFBYSxRQUFRLE9BQVcsUUFBTztBQUMvRCxVQUFJLElBQUksT0FBTztBQUNmLGlCQUFXLENBQUMsTUFBTSxFQUFFLEtBQUssSUFBSSxRQUFRLEVBQUcsS0FBSSxHQUFHLElBQUksTUFBTSxFQUFHLEtBQUksS0FBSyxJQUFJLEdBQUcsU0FBUyxPQUFPLElBQUksQ0FBVztBQUMzRyxhQUFPO0FBQUEsSUFDVCxDQUFDO0FBQ0QsVUFBTSxPQUFPLEVBQUUsUUFBUSxNQUFNO0FBQzdCLFVBQU0sUUFBUSxPQUFPLEtBQUssTUFBTSxJQUFJO0FBQ3BDLFVBQU0sVUFBVSxFQUFFLE9BQU8sSUFBSSxRQUFRLElBQUksU0FBUyxJQUFJLE9BQU8sUUFBUSxZQUFZLEtBQUs7QUFDdEYsVUFBTSxFQUFFLE9BQU8sT0FBTyxRQUFRLElBQUksT0FBTyxTQUFTLENBQUM7QUFDbkQsVUFBTSxNQUFNLE1BQU0sSUFBSSxDQUFDLE1BQU0sTUFBTSxHQUFHLEdBQUcsSUFBSSxDQUFDO0FBQzlDLFFBQUksQ0FBQyxJQUFJO0FBQ1QsUUFBSSxDQUFDLElBQUk7QUFDVCxVQUFNLE9BQU8sUUFBUSxNQUFNO0FBQzNCLFNBQUssSUFBSSxJQUFJLGlCQUFpQixLQUFLLEdBQUcsRUFBRSxVQUFVLElBQUksS0FBSyxDQUFDO0FBQzVELFVBQU0sWUFBWSxhQUFhLE9BQU8sS0FBSyxJQUFJLEdBQWUsWUFBWSxJQUFJO0FBQzlFLFdBQU87QUFBQSxNQUNMO0FBQUEsTUFDQSxRQUFRLEtBQUssSUFBSSxHQUFHLEtBQUs7QUFBQSxNQUN6QixTQUFTO0FBQUEsUUFDUCxPQUFPLE1BQU07QUFBQSxRQUNiO0FBQUEsUUFDQSxRQUFRLE1BQU07QUFBQSxRQUNkO0FBQUEsUUFDQSxVQUFVO0FBQUEsUUFDVixRQUFRO0FBQUEsUUFDUixZQUFZO0FBQUEsUUFDWjtBQUFBLFFBQ0EsUUFBUTtBQUFBLFFBQ1IsZ0JBQWdCLFVBQVU7QUFBQSxRQUMxQixhQUFhLFVBQVU7QUFBQSxRQUN2QixxQkFBcUIsVUFBVTtBQUFBLE1BQ2pDO0FBQUEsSUFDRjtBQUFBLEVBQ0Y7QUFDRjtBQVFBLFNBQVMsWUFBWSxLQUF3QjtBQUMzQyxNQUFJLENBQUMsTUFBTSxRQUFRLEdBQUcsS0FBSyxJQUFJLFNBQVMsRUFBRyxPQUFNLFlBQVksV0FBVyx1Q0FBdUMsR0FBRztBQUNsSCxTQUFPLElBQUksSUFBSSxDQUFDLEdBQVksTUFBTTtBQUNoQyxRQUFJLENBQUMsTUFBTSxRQUFRLENBQUMsS0FBSyxFQUFFLFdBQVcsS0FBSyxDQUFDLEVBQUUsTUFBTSxDQUFDLE1BQU0sT0FBTyxNQUFNLFlBQVksT0FBTyxTQUFTLENBQUMsQ0FBQyxHQUFHO0FBQ3ZHLFlBQU0sWUFBWSxXQUFXLENBQUMsS0FBSyxtQ0FBbUMsQ0FBQztBQUFBLElBQ3pFO0FBQ0EsV0FBTyxDQUFDLEVBQUUsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxDQUFDO0FBQUEsRUFDcEIsQ0FBQztBQUNIO0FBRUEsU0FBUyxVQUFVLEtBQTZCO0FBQzlDLE1BQUksQ0FBQyxNQUFNLFFBQVEsR0FBRyxLQUFLLElBQUksV0FBVztBQUN4QyxVQUFNLFlBQVksU0FBUyxnRUFBZ0UsR0FBRztBQUNoRyxTQUFPLElBQUksSUFBSSxDQUFDLEdBQVksTUFBTTtBQUNoQyxRQUFJLENBQUMsTUFBTSxRQUFRLENBQUMsS0FBSyxFQUFFLFdBQVcsS0FBSyxDQUFDLEVBQUUsTUFBTSxDQUFDLE1BQU0sT0FBTyxNQUFNLFlBQVksT0FBTyxTQUFTLENBQUMsQ0FBQyxLQUFLLEVBQUUsQ0FBQyxJQUFJLEtBQUssRUFBRSxDQUFDLElBQUksR0FBRztBQUMvSCxZQUFNLFlBQVksU0FBUyxDQUFDLEtBQUssMkRBQTJELENBQUM7QUFBQSxJQUMvRjtBQUNBLFdBQU8sQ0FBQyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUMsR0FBRyxFQUFFLENBQUMsQ0FBQztBQUFBLEVBQzFCLENBQUM7QUFDSDtBQUVBLFNBQVMsaUJBQWlCLFNBQTRCLEtBQWlDO0FBQ3JGLFNBQU8sUUFBUSxRQUFRLHFCQUFxQixTQUFTLGdCQUFnQixJQUFJLFlBQVksWUFBWSxTQUFTLEdBQUcsQ0FBQztBQUNoSDtBQUdPLFNBQVMsaUJBQWlCLFNBQWtDO0FBQ2pFLFFBQU0sSUFBSSxJQUFJLGFBQWEsY0FBYyxPQUFPO0FBQ2hELFFBQU0sUUFBUSxFQUFFLE1BQTJCLFNBQVMsQ0FBQyxVQUFVLFNBQVMsY0FBYyxXQUFXLFVBQVUsR0FBRyxRQUFRO0FBQ3RILE1BQUk7QUFDSixNQUFJLFVBQVUsVUFBVTtBQUN0QixVQUFNLElBQUksWUFBWTtBQUN0QixhQUFTLE1BQU07QUFBQSxFQUNqQixXQUFXLFVBQVUsU0FBUztBQUM1QixVQUFNLElBQUksV0FBVyxFQUFFLFVBQVUsRUFBRSxPQUFPLFlBQVksRUFBRSxTQUFTLE1BQU0sS0FBSyxHQUFHLGNBQWMsS0FBSyxDQUFDLEVBQUUsQ0FBQztBQUN0RyxhQUFTLE1BQU07QUFBQSxFQUNqQixXQUFXLFVBQVUsY0FBYztBQUNqQyxVQUFNLE1BQU0sRUFBRSxNQUF1QixPQUFPLENBQUMsT0FBTyxTQUFTLE9BQU8sR0FBRyxLQUFLO0FBQzVFLFVBQU0sVUFBVSxZQUFZLEVBQUUsSUFBSSxTQUFTLENBQUM7QUFDNUMsUUFBSTtBQUNKLFFBQUk7QUFDRixVQUFJLGlCQUFpQixTQUFTLEdBQUc7QUFBQSxJQUNuQyxTQUFTLEtBQUs7QUFDWixZQUFNLFlBQVksV0FBVyxhQUFhLEdBQUcsaUJBQWtCLElBQWMsT0FBTyxLQUFLLE9BQU87QUFBQSxJQUNsRztBQUNBLGFBQVMsTUFBTTtBQUFBLEVBQ2pCLFdBQVcsVUFBVSxXQUFXO0FBQzlCLFVBQU0sUUFBUSxVQUFVLEVBQUUsSUFBSSxPQUFPLENBQUM7QUFDdEMsVUFBTSxRQUFRLEVBQUUsZUFBZSxTQUFTLEVBQUUsS0FBSyxHQUFHLGNBQWMsS0FBSyxDQUFDO0FBQ3RFLGFBQVMsQ0FBQyxLQUFLLE1BQU0sU0FBUztBQUM1QixVQUFJLElBQUk7QUFDUixVQUFJLE1BQU0sUUFBVztBQUNuQixZQUFJLElBQUksT0FBTyxNQUFNLFdBQVcsRUFBRyxPQUFNLFlBQVksU0FBUyx5Q0FBeUMsTUFBUztBQUNoSCxZQUFLLElBQUksT0FBTyxNQUFNLElBQUksSUFBSSxJQUFlLEtBQUs7QUFBQSxNQUNwRDtBQUNBLGFBQU8sdUJBQXVCLE9BQU8sQ0FBQztBQUFBLElBQ3hDO0FBQUEsRUFDRixPQUFPO0FBQ0wsVUFBTSxNQUFNLEVBQUUsTUFBdUIsT0FBTyxDQUFDLE9BQU8sU0FBUyxPQUFPLEdBQUcsS0FBSztBQUM1RSxhQUFTLENBQUMsS0FBSyxNQUFNLFNBQVM7QUFDNUIsWUFBTSxTQUFTLElBQUksT0FBTztBQUMxQixZQUFNLElBQUksSUFBSSxPQUFPLFNBQVMsSUFBSTtBQUNsQyxZQUFNLE1BQU0saUJBQWlCLEdBQUc7QUFDaEMsWUFBTSxZQUFZLElBQUksTUFBYyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQzdDLGlCQUFXLENBQUMsTUFBTSxFQUFFLEtBQUssSUFBSSxRQUFRO0FBQ25DLGtCQUFVLEdBQUcsSUFBSSxDQUFXLElBQUssVUFBVSxHQUFHLElBQUksQ0FBVyxJQUFnQixPQUFPLElBQUk7QUFDMUYsWUFBTSxJQUFJLElBQUksT0FBTyxLQUFLLElBQUk7QUFDOUIsWUFBTSxVQUFvQixDQUFDLENBQUMsS0FBSyxRQUFRLENBQUMsQ0FBQztBQUMzQyxVQUFJLE1BQU07QUFDVixlQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztBQUMxQixlQUFPLFVBQVUsQ0FBQztBQUNsQixnQkFBUSxLQUFLLENBQUMsS0FBSyxTQUFVLEVBQUUsSUFBSSxDQUFDLElBQWUsS0FBSyxPQUFPLEdBQUcsQ0FBQztBQUFBLE1BQ3JFO0FBRUEsVUFBSSxFQUFFLE1BQU0sR0FBSSxRQUFPLEVBQUUsR0FBRyxZQUFZLEdBQUcsTUFBTSxnQkFBZ0I7QUFDakUsWUFBTSxJQUFJLGlCQUFpQixTQUFTLEdBQUc7QUFDdkMsYUFBTyxFQUFFLEdBQUcsR0FBRyxNQUFNLFlBQVksR0FBRyxHQUFHO0FBQUEsSUFDekM7QUFBQSxFQUNGO0FBQ0EsUUFBTSxZQUFZLEVBQUUsUUFBUSxVQUFVLEVBQUUsS0FBSyxFQUFFLENBQUM7QUFDaEQsTUFBSSxjQUFjLFdBQWMsVUFBVSxXQUFXLEtBQUssVUFBVSxLQUFLLENBQUMsTUFBTSxFQUFFLElBQUksRUFBRSxJQUFJO0FBQzFGLFVBQU0sWUFBWSxVQUFVLG1EQUFtRCxTQUFTO0FBQUEsRUFDMUY7QUFDQSxRQUFNLFdBQStCO0FBQUEsSUFDbkMsR0FBSSxjQUFjLFNBQVksQ0FBQyxJQUFJLEVBQUUsUUFBUSxVQUFVO0FBQUEsSUFDdkQsR0FBRyxTQUFTLFFBQVEsRUFBRSxlQUFlLFFBQVEsRUFBRSxLQUFLLEdBQUcsU0FBUyxLQUFLLENBQUMsQ0FBQztBQUFBLElBQ3ZFLFFBQVEsRUFBRSxPQUFPLFVBQVUsRUFBRSxTQUFTLEVBQUUsQ0FBQztBQUFBLElBQ3pDLE9BQU8sRUFBRSxPQUFPLFNBQVMsRUFBRSxTQUFTLEdBQUcsS0FBSyxHQUFHLGNBQWMsS0FBSyxDQUFDO0FBQUEsSUFDbkUsR0FBRyxTQUFTLE9BQU8sRUFBRSxlQUFlLE9BQU8sRUFBRSxLQUFLLEdBQUcsY0FBYyxLQUFLLENBQUMsQ0FBQztBQUFBLElBQzFFLFNBQVMsRUFBRSxPQUFPLFdBQVcsRUFBRSxTQUFTLEtBQUssS0FBSyxHQUFHLFNBQVMsS0FBSyxDQUFDO0FBQUEsSUFDcEUsVUFBVSxFQUFFLE1BQXlDLFlBQVksQ0FBQyxZQUFZLGFBQWEsTUFBTSxHQUFHLFVBQVU7QUFBQSxFQUNoSDtBQUNBLFFBQU0sT0FBTyxFQUFFLEtBQUs7QUFDcEIsU0FBTyxhQUFhLFFBQVEsVUFBVSxNQUFNLEtBQUs7QUFDbkQ7QUFFQSxTQUFTLFNBQTJCLEtBQVEsR0FBOEM7QUFDeEYsU0FBUSxNQUFNLFNBQVksQ0FBQyxJQUFJLEVBQUUsQ0FBQyxHQUFHLEdBQUcsRUFBRTtBQUM1QztBQU1PLFNBQVMsMEJBQTBCLE9BQWtCLFdBQStCLENBQUMsR0FBa0I7QUFDNUcsTUFBSSxPQUFPLFVBQVUsWUFBWSxVQUFVLFFBQVEsT0FBTyxNQUFNLE1BQU0sWUFBWTtBQUNoRixVQUFNLGdCQUFnQixvQkFBb0IsOEJBQThCLEtBQUs7QUFBQSxFQUMvRTtBQUNBLFFBQU0sT0FBZ0MsRUFBRSxPQUFPLE1BQU0sTUFBTSxHQUFJLE1BQU0sV0FBVyxTQUFZLENBQUMsSUFBSSxFQUFFLFFBQVEsTUFBTSxPQUFPLEVBQUc7QUFDM0gsYUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLE9BQU8sUUFBUSxRQUFRLEVBQUcsS0FBSSxNQUFNLE9BQVcsTUFBSyxDQUFDLElBQUk7QUFDOUUsU0FBTyxhQUFhLE1BQU0sT0FBTyxVQUFVLE1BQU0sY0FBYztBQUNqRTtBQUVPLE1BQU0sb0JBQTRDO0FBQUEsRUFDdkQsTUFBTTtBQUFBLEVBQ04sU0FDRTtBQUFBLEVBQ0YsUUFBUTtBQUNWOyIsCiAgIm5hbWVzIjogW10KfQo=
