import { chain, grayEmbedding, hypercube, MeshworkError, mesh, mulberry32, ring, torus } from "@meshwork/runtime";
import { describe, expect, it } from "vitest";
import {
  agreeCuts,
  boundaryFlows,
  createGde,
  deltaFor,
  exchangeAmount,
  lambdaOpt,
  neighbourBound,
  simulateGde,
  splitGives,
  sweepDistances,
  walkPlanes
} from "../src/gde/index.js";
import { relayAll } from "../src/gde/solve.js";
const TABLE1 = [140, 173, 189, 154, 248, 171, 127, 106];
const TABLE2 = [2014, 2094, 1909, 1927, 2160, 2123, 1737, 1727, 2042, 2132, 2017, 1876, 1743, 1848, 1931, 2030];
const PAPER_TABLE2_SWEEPS = 17;
const PAPER_TABLE2_DETECTION = 8;
const sum = (xs) => xs.reduce((s, x) => s + x, 0);
function codeOf(fn) {
  try {
    fn();
  } catch (e) {
    return e instanceof MeshworkError ? e.code : `not a MeshworkError: ${String(e)}`;
  }
  return void 0;
}
function maxNeighbourDiff(t, loads) {
  return Math.max(0, ...t.edges().map(([a, b]) => Math.abs(loads[a] - loads[b])));
}
describe("lambdaOpt", () => {
  it("chain of 8 and ring of 16 both give 0.7232 (spec correction for tori)", () => {
    expect(lambdaOpt(chain(8)).toFixed(4)).toBe("0.7232");
    expect(lambdaOpt(ring(16)).toFixed(4)).toBe("0.7232");
    expect(lambdaOpt(ring(16))).toBeCloseTo(1 / (1 + Math.sin(2 * Math.PI / 16)), 15);
  });
  it("hypercube 1/2; meshes use the largest side; tori half their largest side", () => {
    for (const d of [1, 2, 3, 5]) expect(lambdaOpt(hypercube(d))).toBe(0.5);
    expect(lambdaOpt(mesh([4, 4]))).toBeCloseTo(1 / (1 + Math.sin(Math.PI / 4)), 15);
    expect(lambdaOpt(mesh([2, 8]))).toBeCloseTo(1 / (1 + Math.sin(Math.PI / 8)), 15);
    expect(lambdaOpt(torus([4, 8]))).toBeCloseTo(1 / (1 + Math.sin(Math.PI / 4)), 15);
    expect(lambdaOpt(ring(4))).toBe(0.5);
    expect(lambdaOpt(mesh([2, 2]))).toBe(0.5);
    expect(lambdaOpt(chain(2))).toBe(0.5);
    expect(lambdaOpt(ring(5))).toBeCloseTo(1 / (1 + Math.sin(2 * Math.PI / 5)), 15);
    expect(lambdaOpt(chain(1))).toBe(0.5);
  });
});
describe("Delta", () => {
  it("is 2 for the coloured 4x4 mesh, as the paper says", () => {
    expect(deltaFor(mesh([4, 4]))).toBe(2);
  });
  it("is the worst sweep distance D(j, i) over all pairs (information moves along increasing colours within a sweep)", () => {
    for (const t of [chain(8), ring(16), ring(7), mesh([4, 4]), mesh([3, 5]), torus([4, 6]), hypercube(4), chain(2), ring(3)]) {
      const d = sweepDistances(t);
      expect(deltaFor(t), t.name).toBe(Math.max(...d.flat()));
      for (let j = 0; j < t.size; j++) {
        for (let i = 0; i < t.size; i++) {
          const dist = t.distance(j, i);
          expect(d[j][i]).toBeLessThanOrEqual(dist);
          expect(d[j][i]).toBeGreaterThanOrEqual(Math.ceil(dist / t.edgeColouring().colours));
        }
      }
    }
  });
  it("has the values the colouring implies", () => {
    expect(deltaFor(chain(8))).toBe(4);
    expect(sweepDistances(chain(8))[7][0]).toBe(4);
    expect(deltaFor(ring(16))).toBe(4);
    expect(deltaFor(ring(8))).toBe(2);
    expect(deltaFor(chain(4))).toBe(2);
    expect(deltaFor(mesh([2, 2]))).toBe(1);
    for (const d of [1, 2, 3, 4, 6]) expect(deltaFor(hypercube(d))).toBe(1);
    expect(deltaFor(chain(1))).toBe(0);
    console.log(
      "Delta:",
      [chain(4), chain(8), ring(8), ring(16), mesh([2, 2]), mesh([4, 4]), mesh([8, 8]), hypercube(3), ring(5)].map((t) => `${t.name}=${deltaFor(t)}`).join(" ")
    );
  });
  it("detection ends exactly Delta + 1 sweeps after the last flow, on every rank at once, and never early", () => {
    const rnd = mulberry32(7);
    for (const t of [chain(8), ring(16), ring(5), mesh([4, 4]), torus([4, 4]), hypercube(4), mesh([3, 7])]) {
      for (let trial = 0; trial < 10; trial++) {
        const loads = Array.from({ length: t.size }, () => Math.floor(rnd() * 1e3));
        const s = simulateGde(t, loads, { lambda: trial % 2 === 0 ? "opt" : 0.5 });
        expect(s.converged).toBe(true);
        expect(s.sweeps).toBe(s.quietSweep + s.delta);
        expect(s.quietSweep).toBe(s.lastFlowSweep + 1);
        expect(s.states.every((x) => x === s.delta + 1)).toBe(true);
        const longer = simulateGde(t, loads, { lambda: trial % 2 === 0 ? "opt" : 0.5, delta: 40, maxSweeps: 1e3 });
        expect(longer.final).toEqual(s.final);
      }
    }
  });
});
describe("decision maker (simulator)", () => {
  it("Table 1 (chain of 8): converges to 163.5 each (163 or 164), total conserved every sweep", () => {
    const s = simulateGde(chain(8), TABLE1);
    const avg = sum(TABLE1) / 8;
    expect(avg).toBe(163.5);
    for (const loads of s.loads) expect(sum(loads)).toBe(1308);
    for (const x of s.final) expect(Math.abs(x - avg)).toBeLessThanOrEqual(0.5);
    expect(s.converged).toBe(true);
    let f = 0;
    for (let b = 1; b < 8; b++) {
      f += TABLE1[b - 1] - s.final[b - 1];
      expect(s.edgeFlows[b - 1]).toEqual({ a: b - 1, b, flow: f });
    }
    for (const { a, b, flow } of s.edgeFlows) {
      expect(s.flowTrace[a]?.[chain(8).portOf(a, b)]).toBe(-flow);
      expect(s.flowTrace[b]?.[chain(8).portOf(b, a)]).toBe(flow);
    }
    const de = simulateGde(chain(8), TABLE1, { lambda: 0.5 });
    expect(sum(de.final)).toBe(1308);
    for (const x of de.final) expect(Math.abs(x - avg)).toBeLessThanOrEqual(4);
    console.log(
      `Table 1, chain of 8: lambda_opt=${s.lambda.toFixed(4)} final ${s.final.join(" ")} in ${s.sweeps} sweeps (quiet at ${s.quietSweep}, Delta ${s.delta}); link flows ${s.edgeFlows.map((e) => e.flow).join(" ")}; lambda=1/2: ${de.final.join(" ")} in ${de.sweeps} sweeps`
    );
  });
  it(`Table 2 (ring of 16): sweep count of the order of the paper's ${PAPER_TABLE2_SWEEPS}`, () => {
    const t = ring(16);
    const s = simulateGde(t, TABLE2);
    expect(sum(s.final)).toBe(sum(TABLE2));
    expect(s.converged).toBe(true);
    expect(maxNeighbourDiff(t, s.final)).toBeLessThanOrEqual(1);
    expect(s.sweeps).toBeGreaterThanOrEqual(Math.ceil(PAPER_TABLE2_SWEEPS / 2));
    expect(s.sweeps).toBeLessThanOrEqual(2 * PAPER_TABLE2_SWEEPS);
    expect(s.quietSweep).toBe(PAPER_TABLE2_SWEEPS - PAPER_TABLE2_DETECTION);
    const paperDelta = simulateGde(t, TABLE2, { delta: t.diameter });
    expect(paperDelta.sweeps).toBe(PAPER_TABLE2_SWEEPS);
    expect(paperDelta.final).toEqual(s.final);
    const de = simulateGde(t, TABLE2, { lambda: 0.5 });
    const avg = sum(TABLE2) / 16;
    console.log(
      `Table 2, ring of 16: lambda_opt=${s.lambda.toFixed(4)} Delta=${s.delta}: ${s.sweeps} sweeps (quiet at ${s.quietSweep}, last flow ${s.lastFlowSweep}; paper: ${PAPER_TABLE2_SWEEPS} incl. ${PAPER_TABLE2_DETECTION} detection); with Delta=${t.diameter}: ${paperDelta.sweeps}; lambda=1/2: ${de.sweeps} sweeps. avg ${avg}, final ${s.final.join(" ")}`
    );
  });
  it("after termination every neighbour pair differs by at most ceil(1/lambda) - 1 (1 for lambda >= 1/2); totals conserved", () => {
    const rnd = mulberry32(42);
    const tops = [chain(9), ring(12), ring(7), mesh([3, 4]), mesh([4, 4, 2]), torus([6, 4]), torus([3, 3]), hypercube(5)];
    for (const t of tops) {
      for (const lambda of ["opt", 0.5, 0.3, 0.9]) {
        for (const tolerance of [0, 3]) {
          const loads = Array.from({ length: t.size }, () => Math.floor(rnd() * 5e3));
          const s = simulateGde(t, loads, { lambda, tolerance, maxSweeps: 2e3 });
          expect(s.converged, `${t.name} ${lambda}`).toBe(true);
          for (const l of s.loads) expect(sum(l)).toBe(sum(loads));
          expect(maxNeighbourDiff(t, s.final)).toBeLessThanOrEqual(neighbourBound(s.lambda, tolerance));
        }
      }
    }
    expect(neighbourBound(0.5)).toBe(1);
    expect(neighbourBound(0.7232)).toBe(1);
    expect(neighbourBound(0.3)).toBe(3);
    expect(neighbourBound(0.5, 4)).toBe(4);
  });
  it("lambda = 1/2 is the classic dimension exchange: pairs split into floor/ceil of their mean; one sweep balances a hypercube", () => {
    expect(exchangeAmount(3, 6, 0.5)).toBe(1);
    expect(exchangeAmount(6, 3, 0.5)).toBe(-1);
    expect(exchangeAmount(4, 10, 0.5)).toBe(3);
    expect(exchangeAmount(5, 6, 0.5)).toBe(0);
    const rnd = mulberry32(3);
    for (const d of [2, 3, 4, 6]) {
      const t = hypercube(d);
      for (let trial = 0; trial < 20; trial++) {
        const loads = Array.from({ length: t.size }, () => Math.floor(rnd() * 1e4));
        const s = simulateGde(t, loads, { lambda: 0.5 });
        const after1 = s.loads[1];
        expect(Math.max(...after1) - Math.min(...after1)).toBeLessThanOrEqual(d);
        const mean = sum(loads) / t.size;
        for (const x of after1) expect(Math.abs(x - mean)).toBeLessThanOrEqual(d);
      }
    }
  });
  it("lambda = 1 can cycle (pairs swap); maxSweeps ends it on every rank at once", () => {
    const s = simulateGde(chain(2), [0, 1], { lambda: 1, maxSweeps: 10 });
    expect(s.converged).toBe(false);
    expect(s.sweeps).toBe(10);
    for (const [k, l] of s.loads.entries()) expect(l).toEqual(k % 2 === 0 ? [0, 1] : [1, 0]);
    expect(s.quietSweep).toBeUndefined();
  });
  it("a balanced input is detected in Delta + 1 sweeps with no flow", () => {
    const s = simulateGde(mesh([4, 4]), new Array(16).fill(5));
    expect(s.sweeps).toBe(3);
    expect(s.lastFlowSweep).toBe(0);
    expect(s.edgeFlows.every((e) => e.flow === 0)).toBe(true);
  });
});
describe("workload adjuster (pure)", () => {
  it("walks boundary planes to the nearest cumulative load, within the cap", () => {
    const w = [5, 5, 5, 10, 20];
    expect(walkPlanes(w, false, 12, 10)).toBe(2);
    expect(walkPlanes(w, false, 13, 10)).toBe(3);
    expect(walkPlanes(w, false, 12.5, 10)).toBe(2);
    expect(walkPlanes(w, true, 22, 10)).toBe(1);
    expect(walkPlanes(w, true, 29, 10)).toBe(2);
    expect(walkPlanes(w, true, 1e3, 3)).toBe(3);
    expect(walkPlanes(w, true, 4, 10)).toBe(0);
    expect(walkPlanes(w, false, -3, 10)).toBe(0);
    const both = splitGives([1, 1, 1, 1, 1, 1], 5, 5, 4);
    expect(both.down + both.up).toBeLessThanOrEqual(4);
    expect(both).toEqual({ down: 2, up: 2 });
  });
  function partLoads(initial, procOf, procDims, axis) {
    const out = new Array(procDims[axis]).fill(0);
    for (const [r, x] of initial.entries())
      out[procOf[r][axis]] = out[procOf[r][axis]] + x;
    return out;
  }
  function checkRealises(t, procDims, procOf) {
    const rnd = mulberry32(t.size);
    const loads = Array.from({ length: t.size }, () => Math.floor(rnd() * 1e3));
    const s = simulateGde(t, loads);
    const axes = procDims.flatMap((p, a) => p > 1 ? [a] : []);
    const flows = boundaryFlows(procDims, procOf, s.edgeFlows, axes);
    for (const a of axes) {
      const before = partLoads(loads, procOf, procDims, a);
      const after = partLoads(s.final, procOf, procDims, a);
      const f = flows[a];
      expect(f[0]).toBe(0);
      expect(f[procDims[a]]).toBe(0);
      for (let p = 0; p < procDims[a]; p++) {
        expect(before[p] + f[p] - f[p + 1], `${t.name} axis ${a} part ${p}`).toBe(after[p]);
      }
    }
  }
  it("folds a ring wrap flow into the chain: strip flows realise the ring decision exactly", () => {
    for (const n of [4, 8, 16, 5]) {
      const t = ring(n);
      checkRealises(
        t,
        [n],
        Array.from({ length: n }, (_, r) => [r])
      );
    }
    expect(boundaryFlows([4], [[0], [1], [2], [3]], [{ a: 0, b: 3, flow: -7 }], [0])).toEqual([[0, -7, -7, -7, 0]]);
  });
  it("reroutes hypercube links along the Gray-embedded strip order, and aggregates k-D mesh/torus links per hyperplane boundary", () => {
    for (const d of [2, 3, 4]) {
      const emb = grayEmbedding([2 ** d]);
      const procOf = [];
      for (let i = 0; i < 2 ** d; i++) procOf[emb.map(i)] = [i];
      checkRealises(hypercube(d), [2 ** d], procOf);
    }
    for (const t of [mesh([2, 2]), mesh([4, 4]), mesh([3, 5]), torus([4, 4])]) {
      checkRealises(
        t,
        t.dims,
        Array.from({ length: t.size }, (_, r) => t.coords(r))
      );
    }
  });
  it("agrees on cuts from the parts' new bounds, and rejects parts that disagree", () => {
    const domain = {
      kind: "grid",
      shape: [40],
      procDims: [4],
      cuts: [[0, 10, 20, 30, 40]],
      procCoords: [0],
      minExtent: [1],
      rankOf: (pc) => pc[0]
    };
    const { cuts, moves } = agreeCuts(domain, [0], [[[0, 8]], [[8, 23]], [[23, 31]], [[31, 40]]]);
    expect(moves).toEqual([[0, 2, -3, -1, 0]]);
    expect(cuts).toEqual([[0, 8, 23, 31, 40]]);
    expect(codeOf(() => agreeCuts(domain, [0], [[[0, 8]], [[9, 23]], [[23, 31]], [[31, 40]]]))).toBe("MW_PROTOCOL");
  });
});
describe("options", () => {
  it("createGde validates its options (MW_INVALID_OPTION)", () => {
    const bad = [
      { lambda: 0 },
      { lambda: 1.5 },
      { lambda: -0.5 },
      { lambda: "fast" },
      { lambda: Number.NaN },
      { maxSweeps: 0 },
      { maxSweeps: 2.5 },
      { tolerance: -1 },
      { tolerance: 0.5 },
      { delta: 0 },
      { scale: 0 },
      { scale: "x" },
      { axis: -1 },
      { axis: 1.5 },
      { lamda: 0.5 },
      42,
      [0.5]
    ];
    for (const o of bad)
      expect(
        codeOf(() => createGde(o)),
        JSON.stringify(o)
      ).toBe("MW_INVALID_OPTION");
    const ok = createGde({ lambda: 1, maxSweeps: 50, tolerance: 2, delta: 3, scale: 10, axis: 0 });
    expect(ok.name).toBe("gde");
    expect(ok.options).toEqual({ lambda: 1, maxSweeps: 50, tolerance: 2, delta: 3, scale: 10, axis: 0 });
    expect(createGde().options).toEqual({});
    expect(createGde({ lambda: "opt" }).name).toBe("gde");
  });
  it("simulateGde rejects bad loads (MW_INVALID_ARGUMENT) and bad options (MW_INVALID_OPTION)", () => {
    expect(codeOf(() => simulateGde(chain(3), [1, 2]))).toBe("MW_INVALID_ARGUMENT");
    expect(codeOf(() => simulateGde(chain(3), [1, 2, 3.5]))).toBe("MW_INVALID_ARGUMENT");
    expect(codeOf(() => simulateGde(chain(3), "x"))).toBe("MW_INVALID_ARGUMENT");
    expect(codeOf(() => simulateGde(chain(3), [1, 2, 3], { lambda: 2 }))).toBe("MW_INVALID_OPTION");
    expect(codeOf(() => simulateGde(chain(3), [1, 2, 3], { maxSweeps: -1 }))).toBe("MW_INVALID_OPTION");
    expect(codeOf(() => simulateGde(chain(3), [1, 2, 3], { scale: 2 }))).toBe("MW_INVALID_OPTION");
  });
});
describe("GDE fast mode: no flow on an axis", () => {
  it("relayAll with zero flows: one round, bounds unchanged, nothing unmet, whatever the planes", () => {
    const rnd = mulberry32(7);
    for (const P of [2, 3, 5, 8]) {
      const n = 40 * P;
      const g = Float64Array.from({ length: n }, () => Math.floor(rnd() * 100));
      const cuts = Array.from({ length: P + 1 }, (_, p) => Math.floor(n * p / P));
      const out = relayAll(g, cuts, new Array(P + 1).fill(0), 1);
      expect(out.rounds).toBe(1);
      expect(out.lo).toEqual(cuts.slice(0, P));
      expect(out.unmet).toEqual(new Array(P).fill(0));
    }
  });
  it("a flow of one unit still walks planes (the shortcut only takes all-zero axes)", () => {
    const g = Float64Array.from({ length: 20 }, () => 1);
    const out = relayAll(g, [0, 10, 20], [0, 3, 0], 1);
    expect(out.lo).toEqual([0, 7]);
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9nZGUtYWxnb3JpdGhtcy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIEdERSwgcHVyZSBwYXJ0czogbGFtYmRhX29wdCwgRGVsdGEsIHRoZSBzZXF1ZW50aWFsIGRlY2lzaW9uIG1ha2VyIG9uIHRoZSBwYXBlcidzIFRhYmxlcyAxIGFuZCAyLFxuICogdGhlIHRlcm1pbmF0aW9uIGJvdW5kLCBkaW1lbnNpb24gZXhjaGFuZ2UgYXQgbGFtYmRhID0gMS8yLCB0aGUgc3RyaXAgYWRqdXN0ZXIncyBmbG93IGZvbGRpbmcsXG4gKiBhbmQgb3B0aW9uIHZhbGlkYXRpb24uXG4gKi9cbmltcG9ydCB7IGNoYWluLCBncmF5RW1iZWRkaW5nLCBoeXBlcmN1YmUsIE1lc2h3b3JrRXJyb3IsIG1lc2gsIG11bGJlcnJ5MzIsIHJpbmcsIHR5cGUgVG9wb2xvZ3ksIHRvcnVzIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHR5cGUgeyBEb21haW5WaWV3IH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUvcGx1Z2luJztcbmltcG9ydCB7IGRlc2NyaWJlLCBleHBlY3QsIGl0IH0gZnJvbSAndml0ZXN0JztcbmltcG9ydCB7XG4gIGFncmVlQ3V0cyxcbiAgYm91bmRhcnlGbG93cyxcbiAgY3JlYXRlR2RlLFxuICBkZWx0YUZvcixcbiAgZXhjaGFuZ2VBbW91bnQsXG4gIGxhbWJkYU9wdCxcbiAgbmVpZ2hib3VyQm91bmQsXG4gIHNpbXVsYXRlR2RlLFxuICBzcGxpdEdpdmVzLFxuICBzd2VlcERpc3RhbmNlcyxcbiAgd2Fsa1BsYW5lcyxcbn0gZnJvbSAnLi4vc3JjL2dkZS9pbmRleC5qcyc7XG5pbXBvcnQgeyByZWxheUFsbCB9IGZyb20gJy4uL3NyYy9nZGUvc29sdmUuanMnO1xuXG5jb25zdCBUQUJMRTEgPSBbMTQwLCAxNzMsIDE4OSwgMTU0LCAyNDgsIDE3MSwgMTI3LCAxMDZdO1xuY29uc3QgVEFCTEUyID0gWzIwMTQsIDIwOTQsIDE5MDksIDE5MjcsIDIxNjAsIDIxMjMsIDE3MzcsIDE3MjcsIDIwNDIsIDIxMzIsIDIwMTcsIDE4NzYsIDE3NDMsIDE4NDgsIDE5MzEsIDIwMzBdO1xuY29uc3QgUEFQRVJfVEFCTEUyX1NXRUVQUyA9IDE3O1xuY29uc3QgUEFQRVJfVEFCTEUyX0RFVEVDVElPTiA9IDg7XG5cbmNvbnN0IHN1bSA9ICh4czogcmVhZG9ubHkgbnVtYmVyW10pOiBudW1iZXIgPT4geHMucmVkdWNlKChzLCB4KSA9PiBzICsgeCwgMCk7XG5cbmZ1bmN0aW9uIGNvZGVPZihmbjogKCkgPT4gdW5rbm93bik6IHN0cmluZyB8IHVuZGVmaW5lZCB7XG4gIHRyeSB7XG4gICAgZm4oKTtcbiAgfSBjYXRjaCAoZSkge1xuICAgIHJldHVybiBlIGluc3RhbmNlb2YgTWVzaHdvcmtFcnJvciA/IGUuY29kZSA6IGBub3QgYSBNZXNod29ya0Vycm9yOiAke1N0cmluZyhlKX1gO1xuICB9XG4gIHJldHVybiB1bmRlZmluZWQ7XG59XG5cbmZ1bmN0aW9uIG1heE5laWdoYm91ckRpZmYodDogVG9wb2xvZ3ksIGxvYWRzOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlciB7XG4gIHJldHVybiBNYXRoLm1heCgwLCAuLi50LmVkZ2VzKCkubWFwKChbYSwgYl0pID0+IE1hdGguYWJzKChsb2Fkc1thXSBhcyBudW1iZXIpIC0gKGxvYWRzW2JdIGFzIG51bWJlcikpKSk7XG59XG5cbmRlc2NyaWJlKCdsYW1iZGFPcHQnLCAoKSA9PiB7XG4gIGl0KCdjaGFpbiBvZiA4IGFuZCByaW5nIG9mIDE2IGJvdGggZ2l2ZSAwLjcyMzIgKHNwZWMgY29ycmVjdGlvbiBmb3IgdG9yaSknLCAoKSA9PiB7XG4gICAgZXhwZWN0KGxhbWJkYU9wdChjaGFpbig4KSkudG9GaXhlZCg0KSkudG9CZSgnMC43MjMyJyk7XG4gICAgZXhwZWN0KGxhbWJkYU9wdChyaW5nKDE2KSkudG9GaXhlZCg0KSkudG9CZSgnMC43MjMyJyk7XG4gICAgZXhwZWN0KGxhbWJkYU9wdChyaW5nKDE2KSkpLnRvQmVDbG9zZVRvKDEgLyAoMSArIE1hdGguc2luKCgyICogTWF0aC5QSSkgLyAxNikpLCAxNSk7XG4gIH0pO1xuXG4gIGl0KCdoeXBlcmN1YmUgMS8yOyBtZXNoZXMgdXNlIHRoZSBsYXJnZXN0IHNpZGU7IHRvcmkgaGFsZiB0aGVpciBsYXJnZXN0IHNpZGUnLCAoKSA9PiB7XG4gICAgZm9yIChjb25zdCBkIG9mIFsxLCAyLCAzLCA1XSkgZXhwZWN0KGxhbWJkYU9wdChoeXBlcmN1YmUoZCkpKS50b0JlKDAuNSk7XG4gICAgZXhwZWN0KGxhbWJkYU9wdChtZXNoKFs0LCA0XSkpKS50b0JlQ2xvc2VUbygxIC8gKDEgKyBNYXRoLnNpbihNYXRoLlBJIC8gNCkpLCAxNSk7XG4gICAgZXhwZWN0KGxhbWJkYU9wdChtZXNoKFsyLCA4XSkpKS50b0JlQ2xvc2VUbygxIC8gKDEgKyBNYXRoLnNpbihNYXRoLlBJIC8gOCkpLCAxNSk7XG4gICAgZXhwZWN0KGxhbWJkYU9wdCh0b3J1cyhbNCwgOF0pKSkudG9CZUNsb3NlVG8oMSAvICgxICsgTWF0aC5zaW4oTWF0aC5QSSAvIDQpKSwgMTUpO1xuICAgIC8vIFRoZSAyLWN1YmUgaW4gdGhyZWUgZ3Vpc2VzLlxuICAgIGV4cGVjdChsYW1iZGFPcHQocmluZyg0KSkpLnRvQmUoMC41KTtcbiAgICBleHBlY3QobGFtYmRhT3B0KG1lc2goWzIsIDJdKSkpLnRvQmUoMC41KTtcbiAgICBleHBlY3QobGFtYmRhT3B0KGNoYWluKDIpKSkudG9CZSgwLjUpO1xuICAgIC8vIE9kZCByaW5nczogdGhlIGV2ZW4gZm9ybXVsYSBjb250aW51ZWQgKGRvY3VtZW50ZWQgY2hvaWNlKS5cbiAgICBleHBlY3QobGFtYmRhT3B0KHJpbmcoNSkpKS50b0JlQ2xvc2VUbygxIC8gKDEgKyBNYXRoLnNpbigoMiAqIE1hdGguUEkpIC8gNSkpLCAxNSk7XG4gICAgZXhwZWN0KGxhbWJkYU9wdChjaGFpbigxKSkpLnRvQmUoMC41KTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ0RlbHRhJywgKCkgPT4ge1xuICBpdCgnaXMgMiBmb3IgdGhlIGNvbG91cmVkIDR4NCBtZXNoLCBhcyB0aGUgcGFwZXIgc2F5cycsICgpID0+IHtcbiAgICBleHBlY3QoZGVsdGFGb3IobWVzaChbNCwgNF0pKSkudG9CZSgyKTtcbiAgfSk7XG5cbiAgaXQoJ2lzIHRoZSB3b3JzdCBzd2VlcCBkaXN0YW5jZSBEKGosIGkpIG92ZXIgYWxsIHBhaXJzIChpbmZvcm1hdGlvbiBtb3ZlcyBhbG9uZyBpbmNyZWFzaW5nIGNvbG91cnMgd2l0aGluIGEgc3dlZXApJywgKCkgPT4ge1xuICAgIGZvciAoY29uc3QgdCBvZiBbY2hhaW4oOCksIHJpbmcoMTYpLCByaW5nKDcpLCBtZXNoKFs0LCA0XSksIG1lc2goWzMsIDVdKSwgdG9ydXMoWzQsIDZdKSwgaHlwZXJjdWJlKDQpLCBjaGFpbigyKSwgcmluZygzKV0pIHtcbiAgICAgIGNvbnN0IGQgPSBzd2VlcERpc3RhbmNlcyh0KTtcbiAgICAgIGV4cGVjdChkZWx0YUZvcih0KSwgdC5uYW1lKS50b0JlKE1hdGgubWF4KC4uLmQuZmxhdCgpKSk7XG4gICAgICAvLyBOZXZlciBtb3JlIHRoYW4gb25lIHN3ZWVwIHBlciBob3AsIG5ldmVyIGZld2VyIHN3ZWVwcyB0aGFuIGhvcHMgLyBjb2xvdXJzLlxuICAgICAgZm9yIChsZXQgaiA9IDA7IGogPCB0LnNpemU7IGorKykge1xuICAgICAgICBmb3IgKGxldCBpID0gMDsgaSA8IHQuc2l6ZTsgaSsrKSB7XG4gICAgICAgICAgY29uc3QgZGlzdCA9IHQuZGlzdGFuY2UoaiwgaSk7XG4gICAgICAgICAgZXhwZWN0KChkW2pdIGFzIG51bWJlcltdKVtpXSkudG9CZUxlc3NUaGFuT3JFcXVhbChkaXN0KTtcbiAgICAgICAgICBleHBlY3QoKGRbal0gYXMgbnVtYmVyW10pW2ldKS50b0JlR3JlYXRlclRoYW5PckVxdWFsKE1hdGguY2VpbChkaXN0IC8gdC5lZGdlQ29sb3VyaW5nKCkuY29sb3VycykpO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgfVxuICB9KTtcblxuICBpdCgnaGFzIHRoZSB2YWx1ZXMgdGhlIGNvbG91cmluZyBpbXBsaWVzJywgKCkgPT4ge1xuICAgIC8vIGNoYWluIG9mIDg6IGNvbG91cnMgYWx0ZXJuYXRlIDAsMSwwLDEsLi4uOyA3IC0+IDAgY3Jvc3NlcyAyIGVkZ2VzIHBlciBzd2VlcDogNCBzd2VlcHMuXG4gICAgZXhwZWN0KGRlbHRhRm9yKGNoYWluKDgpKSkudG9CZSg0KTtcbiAgICBleHBlY3QoKHN3ZWVwRGlzdGFuY2VzKGNoYWluKDgpKVs3XSBhcyBudW1iZXJbXSlbMF0pLnRvQmUoNCk7XG4gICAgZXhwZWN0KGRlbHRhRm9yKHJpbmcoMTYpKSkudG9CZSg0KTtcbiAgICBleHBlY3QoZGVsdGFGb3IocmluZyg4KSkpLnRvQmUoMik7XG4gICAgZXhwZWN0KGRlbHRhRm9yKGNoYWluKDQpKSkudG9CZSgyKTtcbiAgICBleHBlY3QoZGVsdGFGb3IobWVzaChbMiwgMl0pKSkudG9CZSgxKTtcbiAgICBmb3IgKGNvbnN0IGQgb2YgWzEsIDIsIDMsIDQsIDZdKSBleHBlY3QoZGVsdGFGb3IoaHlwZXJjdWJlKGQpKSkudG9CZSgxKTtcbiAgICBleHBlY3QoZGVsdGFGb3IoY2hhaW4oMSkpKS50b0JlKDApO1xuICAgIGNvbnNvbGUubG9nKFxuICAgICAgJ0RlbHRhOicsXG4gICAgICBbY2hhaW4oNCksIGNoYWluKDgpLCByaW5nKDgpLCByaW5nKDE2KSwgbWVzaChbMiwgMl0pLCBtZXNoKFs0LCA0XSksIG1lc2goWzgsIDhdKSwgaHlwZXJjdWJlKDMpLCByaW5nKDUpXVxuICAgICAgICAubWFwKCh0KSA9PiBgJHt0Lm5hbWV9PSR7ZGVsdGFGb3IodCl9YClcbiAgICAgICAgLmpvaW4oJyAnKSxcbiAgICApO1xuICB9KTtcblxuICBpdCgnZGV0ZWN0aW9uIGVuZHMgZXhhY3RseSBEZWx0YSArIDEgc3dlZXBzIGFmdGVyIHRoZSBsYXN0IGZsb3csIG9uIGV2ZXJ5IHJhbmsgYXQgb25jZSwgYW5kIG5ldmVyIGVhcmx5JywgKCkgPT4ge1xuICAgIGNvbnN0IHJuZCA9IG11bGJlcnJ5MzIoNyk7XG4gICAgZm9yIChjb25zdCB0IG9mIFtjaGFpbig4KSwgcmluZygxNiksIHJpbmcoNSksIG1lc2goWzQsIDRdKSwgdG9ydXMoWzQsIDRdKSwgaHlwZXJjdWJlKDQpLCBtZXNoKFszLCA3XSldKSB7XG4gICAgICBmb3IgKGxldCB0cmlhbCA9IDA7IHRyaWFsIDwgMTA7IHRyaWFsKyspIHtcbiAgICAgICAgY29uc3QgbG9hZHMgPSBBcnJheS5mcm9tKHsgbGVuZ3RoOiB0LnNpemUgfSwgKCkgPT4gTWF0aC5mbG9vcihybmQoKSAqIDEwMDApKTtcbiAgICAgICAgY29uc3QgcyA9IHNpbXVsYXRlR2RlKHQsIGxvYWRzLCB7IGxhbWJkYTogdHJpYWwgJSAyID09PSAwID8gJ29wdCcgOiAwLjUgfSk7XG4gICAgICAgIGV4cGVjdChzLmNvbnZlcmdlZCkudG9CZSh0cnVlKTtcbiAgICAgICAgZXhwZWN0KHMuc3dlZXBzKS50b0JlKChzLnF1aWV0U3dlZXAgYXMgbnVtYmVyKSArIHMuZGVsdGEpO1xuICAgICAgICBleHBlY3Qocy5xdWlldFN3ZWVwKS50b0JlKHMubGFzdEZsb3dTd2VlcCArIDEpO1xuICAgICAgICBleHBlY3Qocy5zdGF0ZXMuZXZlcnkoKHgpID0+IHggPT09IHMuZGVsdGEgKyAxKSkudG9CZSh0cnVlKTtcbiAgICAgICAgLy8gUnVubmluZyBvbiB3aXRoIGEgZmFyIGxhcmdlciBEZWx0YSBtb3ZlcyBub3RoaW5nIG1vcmUuXG4gICAgICAgIGNvbnN0IGxvbmdlciA9IHNpbXVsYXRlR2RlKHQsIGxvYWRzLCB7IGxhbWJkYTogdHJpYWwgJSAyID09PSAwID8gJ29wdCcgOiAwLjUsIGRlbHRhOiA0MCwgbWF4U3dlZXBzOiAxMDAwIH0pO1xuICAgICAgICBleHBlY3QobG9uZ2VyLmZpbmFsKS50b0VxdWFsKHMuZmluYWwpO1xuICAgICAgfVxuICAgIH1cbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ2RlY2lzaW9uIG1ha2VyIChzaW11bGF0b3IpJywgKCkgPT4ge1xuICBpdCgnVGFibGUgMSAoY2hhaW4gb2YgOCk6IGNvbnZlcmdlcyB0byAxNjMuNSBlYWNoICgxNjMgb3IgMTY0KSwgdG90YWwgY29uc2VydmVkIGV2ZXJ5IHN3ZWVwJywgKCkgPT4ge1xuICAgIGNvbnN0IHMgPSBzaW11bGF0ZUdkZShjaGFpbig4KSwgVEFCTEUxKTtcbiAgICBjb25zdCBhdmcgPSBzdW0oVEFCTEUxKSAvIDg7XG4gICAgZXhwZWN0KGF2ZykudG9CZSgxNjMuNSk7XG4gICAgZm9yIChjb25zdCBsb2FkcyBvZiBzLmxvYWRzKSBleHBlY3Qoc3VtKGxvYWRzKSkudG9CZSgxMzA4KTtcbiAgICBmb3IgKGNvbnN0IHggb2Ygcy5maW5hbCkgZXhwZWN0KE1hdGguYWJzKHggLSBhdmcpKS50b0JlTGVzc1RoYW5PckVxdWFsKDAuNSk7XG4gICAgZXhwZWN0KHMuY29udmVyZ2VkKS50b0JlKHRydWUpO1xuICAgIC8vIE9uIGEgY2hhaW4gdGhlIGxpbmsgZmxvd3MgYXJlIHRoZSB1bmlxdWUgb25lcyByZWFsaXNpbmcgdGhlIGZpbmFsIGxvYWRzLlxuICAgIGxldCBmID0gMDtcbiAgICBmb3IgKGxldCBiID0gMTsgYiA8IDg7IGIrKykge1xuICAgICAgZiArPSAoVEFCTEUxW2IgLSAxXSBhcyBudW1iZXIpIC0gKHMuZmluYWxbYiAtIDFdIGFzIG51bWJlcik7XG4gICAgICBleHBlY3Qocy5lZGdlRmxvd3NbYiAtIDFdKS50b0VxdWFsKHsgYTogYiAtIDEsIGIsIGZsb3c6IGYgfSk7XG4gICAgfVxuICAgIC8vIEZsb3dUcmFjZSBpcyBhbnRpc3ltbWV0cmljIHBlciBsaW5rLlxuICAgIGZvciAoY29uc3QgeyBhLCBiLCBmbG93IH0gb2Ygcy5lZGdlRmxvd3MpIHtcbiAgICAgIGV4cGVjdChzLmZsb3dUcmFjZVthXT8uW2NoYWluKDgpLnBvcnRPZihhLCBiKV0pLnRvQmUoLWZsb3cpO1xuICAgICAgZXhwZWN0KHMuZmxvd1RyYWNlW2JdPy5bY2hhaW4oOCkucG9ydE9mKGIsIGEpXSkudG9CZShmbG93KTtcbiAgICB9XG4gICAgY29uc3QgZGUgPSBzaW11bGF0ZUdkZShjaGFpbig4KSwgVEFCTEUxLCB7IGxhbWJkYTogMC41IH0pO1xuICAgIGV4cGVjdChzdW0oZGUuZmluYWwpKS50b0JlKDEzMDgpO1xuICAgIGZvciAoY29uc3QgeCBvZiBkZS5maW5hbCkgZXhwZWN0KE1hdGguYWJzKHggLSBhdmcpKS50b0JlTGVzc1RoYW5PckVxdWFsKDQpO1xuICAgIGNvbnNvbGUubG9nKFxuICAgICAgYFRhYmxlIDEsIGNoYWluIG9mIDg6IGxhbWJkYV9vcHQ9JHtzLmxhbWJkYS50b0ZpeGVkKDQpfSBmaW5hbCAke3MuZmluYWwuam9pbignICcpfSBpbiAke3Muc3dlZXBzfSBzd2VlcHMgKHF1aWV0IGF0ICR7cy5xdWlldFN3ZWVwfSwgRGVsdGEgJHtzLmRlbHRhfSk7IGAgK1xuICAgICAgICBgbGluayBmbG93cyAke3MuZWRnZUZsb3dzLm1hcCgoZSkgPT4gZS5mbG93KS5qb2luKCcgJyl9OyBsYW1iZGE9MS8yOiAke2RlLmZpbmFsLmpvaW4oJyAnKX0gaW4gJHtkZS5zd2VlcHN9IHN3ZWVwc2AsXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoYFRhYmxlIDIgKHJpbmcgb2YgMTYpOiBzd2VlcCBjb3VudCBvZiB0aGUgb3JkZXIgb2YgdGhlIHBhcGVyJ3MgJHtQQVBFUl9UQUJMRTJfU1dFRVBTfWAsICgpID0+IHtcbiAgICBjb25zdCB0ID0gcmluZygxNik7XG4gICAgY29uc3QgcyA9IHNpbXVsYXRlR2RlKHQsIFRBQkxFMik7XG4gICAgZXhwZWN0KHN1bShzLmZpbmFsKSkudG9CZShzdW0oVEFCTEUyKSk7XG4gICAgZXhwZWN0KHMuY29udmVyZ2VkKS50b0JlKHRydWUpO1xuICAgIGV4cGVjdChtYXhOZWlnaGJvdXJEaWZmKHQsIHMuZmluYWwpKS50b0JlTGVzc1RoYW5PckVxdWFsKDEpO1xuICAgIC8vIFdpbmRvdzogd2l0aGluIGEgZmFjdG9yIG9mIHR3byBvZiB0aGUgcGFwZXIncyBjb3VudC5cbiAgICBleHBlY3Qocy5zd2VlcHMpLnRvQmVHcmVhdGVyVGhhbk9yRXF1YWwoTWF0aC5jZWlsKFBBUEVSX1RBQkxFMl9TV0VFUFMgLyAyKSk7XG4gICAgZXhwZWN0KHMuc3dlZXBzKS50b0JlTGVzc1RoYW5PckVxdWFsKDIgKiBQQVBFUl9UQUJMRTJfU1dFRVBTKTtcbiAgICAvLyBUaGUgYmFsYW5jaW5nIHBhcnQgKHVwIHRvIHRoZSBmaXJzdCBxdWlldCBzd2VlcCkgaXMgdGhlIHBhcGVyJ3MgMTcgLSA4ID0gOSAuLi5cbiAgICBleHBlY3Qocy5xdWlldFN3ZWVwKS50b0JlKFBBUEVSX1RBQkxFMl9TV0VFUFMgLSBQQVBFUl9UQUJMRTJfREVURUNUSU9OKTtcbiAgICAvLyAuLi4gYW5kIHdpdGggdGhlIGRldGVjdGlvbiB0aHJlc2hvbGQgdGhlIHBhcGVyIGV2aWRlbnRseSB1c2VkICg4LCB0aGUgcmluZydzIGRpYW1ldGVyLFxuICAgIC8vIGluc3RlYWQgb2YgRGVsdGEgPSA0IGZvciB0aGlzIGNvbG91cmluZykgdGhlIGNvdW50IGlzIGV4YWN0bHkgdGhlIHBhcGVyJ3MuXG4gICAgY29uc3QgcGFwZXJEZWx0YSA9IHNpbXVsYXRlR2RlKHQsIFRBQkxFMiwgeyBkZWx0YTogdC5kaWFtZXRlciB9KTtcbiAgICBleHBlY3QocGFwZXJEZWx0YS5zd2VlcHMpLnRvQmUoUEFQRVJfVEFCTEUyX1NXRUVQUyk7XG4gICAgZXhwZWN0KHBhcGVyRGVsdGEuZmluYWwpLnRvRXF1YWwocy5maW5hbCk7XG4gICAgY29uc3QgZGUgPSBzaW11bGF0ZUdkZSh0LCBUQUJMRTIsIHsgbGFtYmRhOiAwLjUgfSk7XG4gICAgY29uc3QgYXZnID0gc3VtKFRBQkxFMikgLyAxNjtcbiAgICBjb25zb2xlLmxvZyhcbiAgICAgIGBUYWJsZSAyLCByaW5nIG9mIDE2OiBsYW1iZGFfb3B0PSR7cy5sYW1iZGEudG9GaXhlZCg0KX0gRGVsdGE9JHtzLmRlbHRhfTogJHtzLnN3ZWVwc30gc3dlZXBzIChxdWlldCBhdCAke3MucXVpZXRTd2VlcH0sIGxhc3QgZmxvdyAke3MubGFzdEZsb3dTd2VlcH07IHBhcGVyOiAke1BBUEVSX1RBQkxFMl9TV0VFUFN9IGluY2wuICR7UEFQRVJfVEFCTEUyX0RFVEVDVElPTn0gZGV0ZWN0aW9uKTsgYCArXG4gICAgICAgIGB3aXRoIERlbHRhPSR7dC5kaWFtZXRlcn06ICR7cGFwZXJEZWx0YS5zd2VlcHN9OyBsYW1iZGE9MS8yOiAke2RlLnN3ZWVwc30gc3dlZXBzLiBhdmcgJHthdmd9LCBmaW5hbCAke3MuZmluYWwuam9pbignICcpfWAsXG4gICAgKTtcbiAgfSk7XG5cbiAgaXQoJ2FmdGVyIHRlcm1pbmF0aW9uIGV2ZXJ5IG5laWdoYm91ciBwYWlyIGRpZmZlcnMgYnkgYXQgbW9zdCBjZWlsKDEvbGFtYmRhKSAtIDEgKDEgZm9yIGxhbWJkYSA+PSAxLzIpOyB0b3RhbHMgY29uc2VydmVkJywgKCkgPT4ge1xuICAgIGNvbnN0IHJuZCA9IG11bGJlcnJ5MzIoNDIpO1xuICAgIGNvbnN0IHRvcHMgPSBbY2hhaW4oOSksIHJpbmcoMTIpLCByaW5nKDcpLCBtZXNoKFszLCA0XSksIG1lc2goWzQsIDQsIDJdKSwgdG9ydXMoWzYsIDRdKSwgdG9ydXMoWzMsIDNdKSwgaHlwZXJjdWJlKDUpXTtcbiAgICBmb3IgKGNvbnN0IHQgb2YgdG9wcykge1xuICAgICAgZm9yIChjb25zdCBsYW1iZGEgb2YgWydvcHQnLCAwLjUsIDAuMywgMC45XSBhcyBjb25zdCkge1xuICAgICAgICBmb3IgKGNvbnN0IHRvbGVyYW5jZSBvZiBbMCwgM10pIHtcbiAgICAgICAgICBjb25zdCBsb2FkcyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IHQuc2l6ZSB9LCAoKSA9PiBNYXRoLmZsb29yKHJuZCgpICogNTAwMCkpO1xuICAgICAgICAgIGNvbnN0IHMgPSBzaW11bGF0ZUdkZSh0LCBsb2FkcywgeyBsYW1iZGEsIHRvbGVyYW5jZSwgbWF4U3dlZXBzOiAyMDAwIH0pO1xuICAgICAgICAgIGV4cGVjdChzLmNvbnZlcmdlZCwgYCR7dC5uYW1lfSAke2xhbWJkYX1gKS50b0JlKHRydWUpO1xuICAgICAgICAgIGZvciAoY29uc3QgbCBvZiBzLmxvYWRzKSBleHBlY3Qoc3VtKGwpKS50b0JlKHN1bShsb2FkcykpO1xuICAgICAgICAgIGV4cGVjdChtYXhOZWlnaGJvdXJEaWZmKHQsIHMuZmluYWwpKS50b0JlTGVzc1RoYW5PckVxdWFsKG5laWdoYm91ckJvdW5kKHMubGFtYmRhLCB0b2xlcmFuY2UpKTtcbiAgICAgICAgfVxuICAgICAgfVxuICAgIH1cbiAgICBleHBlY3QobmVpZ2hib3VyQm91bmQoMC41KSkudG9CZSgxKTtcbiAgICBleHBlY3QobmVpZ2hib3VyQm91bmQoMC43MjMyKSkudG9CZSgxKTtcbiAgICBleHBlY3QobmVpZ2hib3VyQm91bmQoMC4zKSkudG9CZSgzKTtcbiAgICBleHBlY3QobmVpZ2hib3VyQm91bmQoMC41LCA0KSkudG9CZSg0KTtcbiAgfSk7XG5cbiAgaXQoJ2xhbWJkYSA9IDEvMiBpcyB0aGUgY2xhc3NpYyBkaW1lbnNpb24gZXhjaGFuZ2U6IHBhaXJzIHNwbGl0IGludG8gZmxvb3IvY2VpbCBvZiB0aGVpciBtZWFuOyBvbmUgc3dlZXAgYmFsYW5jZXMgYSBoeXBlcmN1YmUnLCAoKSA9PiB7XG4gICAgZXhwZWN0KGV4Y2hhbmdlQW1vdW50KDMsIDYsIDAuNSkpLnRvQmUoMSk7IC8vIDMgLT4gNFxuICAgIGV4cGVjdChleGNoYW5nZUFtb3VudCg2LCAzLCAwLjUpKS50b0JlKC0xKTsgLy8gNiAtPiA1OiB0aGUgaGVhdmllciBrZWVwcyB0aGUgY2VpbGluZ1xuICAgIGV4cGVjdChleGNoYW5nZUFtb3VudCg0LCAxMCwgMC41KSkudG9CZSgzKTtcbiAgICBleHBlY3QoZXhjaGFuZ2VBbW91bnQoNSwgNiwgMC41KSkudG9CZSgwKTtcbiAgICBjb25zdCBybmQgPSBtdWxiZXJyeTMyKDMpO1xuICAgIGZvciAoY29uc3QgZCBvZiBbMiwgMywgNCwgNl0pIHtcbiAgICAgIGNvbnN0IHQgPSBoeXBlcmN1YmUoZCk7XG4gICAgICBmb3IgKGxldCB0cmlhbCA9IDA7IHRyaWFsIDwgMjA7IHRyaWFsKyspIHtcbiAgICAgICAgY29uc3QgbG9hZHMgPSBBcnJheS5mcm9tKHsgbGVuZ3RoOiB0LnNpemUgfSwgKCkgPT4gTWF0aC5mbG9vcihybmQoKSAqIDEwMDAwKSk7XG4gICAgICAgIGNvbnN0IHMgPSBzaW11bGF0ZUdkZSh0LCBsb2FkcywgeyBsYW1iZGE6IDAuNSB9KTtcbiAgICAgICAgY29uc3QgYWZ0ZXIxID0gcy5sb2Fkc1sxXSBhcyBudW1iZXJbXTtcbiAgICAgICAgLy8gRXhhY3QgYXZlcmFnaW5nIHBlciBkaW1lbnNpb24sIHVwIHRvIG9uZSB1bml0IG9mIHJvdW5kaW5nIHBlciBkaW1lbnNpb24uXG4gICAgICAgIGV4cGVjdChNYXRoLm1heCguLi5hZnRlcjEpIC0gTWF0aC5taW4oLi4uYWZ0ZXIxKSkudG9CZUxlc3NUaGFuT3JFcXVhbChkKTtcbiAgICAgICAgLy8gUmVhbC12YWx1ZWQgREUgaXMgZXhhY3QgYWZ0ZXIgb25lIHN3ZWVwOiBjaGVjayBhZ2FpbnN0IHRoZSBtZWFuLlxuICAgICAgICBjb25zdCBtZWFuID0gc3VtKGxvYWRzKSAvIHQuc2l6ZTtcbiAgICAgICAgZm9yIChjb25zdCB4IG9mIGFmdGVyMSkgZXhwZWN0KE1hdGguYWJzKHggLSBtZWFuKSkudG9CZUxlc3NUaGFuT3JFcXVhbChkKTtcbiAgICAgIH1cbiAgICB9XG4gIH0pO1xuXG4gIGl0KCdsYW1iZGEgPSAxIGNhbiBjeWNsZSAocGFpcnMgc3dhcCk7IG1heFN3ZWVwcyBlbmRzIGl0IG9uIGV2ZXJ5IHJhbmsgYXQgb25jZScsICgpID0+IHtcbiAgICBjb25zdCBzID0gc2ltdWxhdGVHZGUoY2hhaW4oMiksIFswLCAxXSwgeyBsYW1iZGE6IDEsIG1heFN3ZWVwczogMTAgfSk7XG4gICAgZXhwZWN0KHMuY29udmVyZ2VkKS50b0JlKGZhbHNlKTtcbiAgICBleHBlY3Qocy5zd2VlcHMpLnRvQmUoMTApO1xuICAgIGZvciAoY29uc3QgW2ssIGxdIG9mIHMubG9hZHMuZW50cmllcygpKSBleHBlY3QobCkudG9FcXVhbChrICUgMiA9PT0gMCA/IFswLCAxXSA6IFsxLCAwXSk7XG4gICAgZXhwZWN0KHMucXVpZXRTd2VlcCkudG9CZVVuZGVmaW5lZCgpO1xuICB9KTtcblxuICBpdCgnYSBiYWxhbmNlZCBpbnB1dCBpcyBkZXRlY3RlZCBpbiBEZWx0YSArIDEgc3dlZXBzIHdpdGggbm8gZmxvdycsICgpID0+IHtcbiAgICBjb25zdCBzID0gc2ltdWxhdGVHZGUobWVzaChbNCwgNF0pLCBuZXcgQXJyYXkoMTYpLmZpbGwoNSkpO1xuICAgIGV4cGVjdChzLnN3ZWVwcykudG9CZSgzKTtcbiAgICBleHBlY3Qocy5sYXN0Rmxvd1N3ZWVwKS50b0JlKDApO1xuICAgIGV4cGVjdChzLmVkZ2VGbG93cy5ldmVyeSgoZSkgPT4gZS5mbG93ID09PSAwKSkudG9CZSh0cnVlKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ3dvcmtsb2FkIGFkanVzdGVyIChwdXJlKScsICgpID0+IHtcbiAgaXQoJ3dhbGtzIGJvdW5kYXJ5IHBsYW5lcyB0byB0aGUgbmVhcmVzdCBjdW11bGF0aXZlIGxvYWQsIHdpdGhpbiB0aGUgY2FwJywgKCkgPT4ge1xuICAgIGNvbnN0IHcgPSBbNSwgNSwgNSwgMTAsIDIwXTtcbiAgICBleHBlY3Qod2Fsa1BsYW5lcyh3LCBmYWxzZSwgMTIsIDEwKSkudG9CZSgyKTsgLy8gMTAgaXMgbmVhcmVyIHRoYW4gMTVcbiAgICBleHBlY3Qod2Fsa1BsYW5lcyh3LCBmYWxzZSwgMTMsIDEwKSkudG9CZSgzKTsgLy8gMTVcbiAgICBleHBlY3Qod2Fsa1BsYW5lcyh3LCBmYWxzZSwgMTIuNSwgMTApKS50b0JlKDIpOyAvLyB0aWU6IGZld2VyIHBsYW5lc1xuICAgIGV4cGVjdCh3YWxrUGxhbmVzKHcsIHRydWUsIDIyLCAxMCkpLnRvQmUoMSk7IC8vIDIwIGZyb20gdGhlIHRvcFxuICAgIGV4cGVjdCh3YWxrUGxhbmVzKHcsIHRydWUsIDI5LCAxMCkpLnRvQmUoMik7IC8vIDMwXG4gICAgZXhwZWN0KHdhbGtQbGFuZXModywgdHJ1ZSwgMTAwMCwgMykpLnRvQmUoMyk7IC8vIGNhcHBlZFxuICAgIGV4cGVjdCh3YWxrUGxhbmVzKHcsIHRydWUsIDQsIDEwKSkudG9CZSgwKTsgLy8gMCBpcyBuZWFyZXIgdGhhbiAyMFxuICAgIGV4cGVjdCh3YWxrUGxhbmVzKHcsIGZhbHNlLCAtMywgMTApKS50b0JlKDApO1xuICAgIGNvbnN0IGJvdGggPSBzcGxpdEdpdmVzKFsxLCAxLCAxLCAxLCAxLCAxXSwgNSwgNSwgNCk7XG4gICAgZXhwZWN0KGJvdGguZG93biArIGJvdGgudXApLnRvQmVMZXNzVGhhbk9yRXF1YWwoNCk7XG4gICAgZXhwZWN0KGJvdGgpLnRvRXF1YWwoeyBkb3duOiAyLCB1cDogMiB9KTtcbiAgfSk7XG5cbiAgZnVuY3Rpb24gcGFydExvYWRzKFxuICAgIGluaXRpYWw6IHJlYWRvbmx5IG51bWJlcltdLFxuICAgIHByb2NPZjogcmVhZG9ubHkgKHJlYWRvbmx5IG51bWJlcltdKVtdLFxuICAgIHByb2NEaW1zOiByZWFkb25seSBudW1iZXJbXSxcbiAgICBheGlzOiBudW1iZXIsXG4gICk6IG51bWJlcltdIHtcbiAgICBjb25zdCBvdXQgPSBuZXcgQXJyYXk8bnVtYmVyPihwcm9jRGltc1theGlzXSBhcyBudW1iZXIpLmZpbGwoMCk7XG4gICAgZm9yIChjb25zdCBbciwgeF0gb2YgaW5pdGlhbC5lbnRyaWVzKCkpXG4gICAgICBvdXRbKHByb2NPZltyXSBhcyBudW1iZXJbXSlbYXhpc10gYXMgbnVtYmVyXSA9IChvdXRbKHByb2NPZltyXSBhcyBudW1iZXJbXSlbYXhpc10gYXMgbnVtYmVyXSBhcyBudW1iZXIpICsgeDtcbiAgICByZXR1cm4gb3V0O1xuICB9XG5cbiAgZnVuY3Rpb24gY2hlY2tSZWFsaXNlcyh0OiBUb3BvbG9neSwgcHJvY0RpbXM6IHJlYWRvbmx5IG51bWJlcltdLCBwcm9jT2Y6IHJlYWRvbmx5IChyZWFkb25seSBudW1iZXJbXSlbXSk6IHZvaWQge1xuICAgIGNvbnN0IHJuZCA9IG11bGJlcnJ5MzIodC5zaXplKTtcbiAgICBjb25zdCBsb2FkcyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IHQuc2l6ZSB9LCAoKSA9PiBNYXRoLmZsb29yKHJuZCgpICogMTAwMCkpO1xuICAgIGNvbnN0IHMgPSBzaW11bGF0ZUdkZSh0LCBsb2Fkcyk7XG4gICAgY29uc3QgYXhlcyA9IHByb2NEaW1zLmZsYXRNYXAoKHAsIGEpID0+IChwID4gMSA/IFthXSA6IFtdKSk7XG4gICAgY29uc3QgZmxvd3MgPSBib3VuZGFyeUZsb3dzKHByb2NEaW1zLCBwcm9jT2YsIHMuZWRnZUZsb3dzLCBheGVzKTtcbiAgICBmb3IgKGNvbnN0IGEgb2YgYXhlcykge1xuICAgICAgY29uc3QgYmVmb3JlID0gcGFydExvYWRzKGxvYWRzLCBwcm9jT2YsIHByb2NEaW1zLCBhKTtcbiAgICAgIGNvbnN0IGFmdGVyID0gcGFydExvYWRzKHMuZmluYWwsIHByb2NPZiwgcHJvY0RpbXMsIGEpO1xuICAgICAgY29uc3QgZiA9IGZsb3dzW2FdIGFzIG51bWJlcltdO1xuICAgICAgZXhwZWN0KGZbMF0pLnRvQmUoMCk7XG4gICAgICBleHBlY3QoZltwcm9jRGltc1thXSBhcyBudW1iZXJdKS50b0JlKDApO1xuICAgICAgZm9yIChsZXQgcCA9IDA7IHAgPCAocHJvY0RpbXNbYV0gYXMgbnVtYmVyKTsgcCsrKSB7XG4gICAgICAgIGV4cGVjdCgoYmVmb3JlW3BdIGFzIG51bWJlcikgKyAoZltwXSBhcyBudW1iZXIpIC0gKGZbcCArIDFdIGFzIG51bWJlciksIGAke3QubmFtZX0gYXhpcyAke2F9IHBhcnQgJHtwfWApLnRvQmUoYWZ0ZXJbcF0pO1xuICAgICAgfVxuICAgIH1cbiAgfVxuXG4gIGl0KCdmb2xkcyBhIHJpbmcgd3JhcCBmbG93IGludG8gdGhlIGNoYWluOiBzdHJpcCBmbG93cyByZWFsaXNlIHRoZSByaW5nIGRlY2lzaW9uIGV4YWN0bHknLCAoKSA9PiB7XG4gICAgZm9yIChjb25zdCBuIG9mIFs0LCA4LCAxNiwgNV0pIHtcbiAgICAgIGNvbnN0IHQgPSByaW5nKG4pO1xuICAgICAgY2hlY2tSZWFsaXNlcyhcbiAgICAgICAgdCxcbiAgICAgICAgW25dLFxuICAgICAgICBBcnJheS5mcm9tKHsgbGVuZ3RoOiBuIH0sIChfLCByKSA9PiBbcl0pLFxuICAgICAgKTtcbiAgICB9XG4gICAgLy8gQSB3cmFwIGZsb3cgVyBmcm9tIFAtMSB0byAwIGlzIFcgZG93biBldmVyeSBib3VuZGFyeS5cbiAgICBleHBlY3QoYm91bmRhcnlGbG93cyhbNF0sIFtbMF0sIFsxXSwgWzJdLCBbM11dLCBbeyBhOiAwLCBiOiAzLCBmbG93OiAtNyB9XSwgWzBdKSkudG9FcXVhbChbWzAsIC03LCAtNywgLTcsIDBdXSk7XG4gIH0pO1xuXG4gIGl0KCdyZXJvdXRlcyBoeXBlcmN1YmUgbGlua3MgYWxvbmcgdGhlIEdyYXktZW1iZWRkZWQgc3RyaXAgb3JkZXIsIGFuZCBhZ2dyZWdhdGVzIGstRCBtZXNoL3RvcnVzIGxpbmtzIHBlciBoeXBlcnBsYW5lIGJvdW5kYXJ5JywgKCkgPT4ge1xuICAgIGZvciAoY29uc3QgZCBvZiBbMiwgMywgNF0pIHtcbiAgICAgIGNvbnN0IGVtYiA9IGdyYXlFbWJlZGRpbmcoWzIgKiogZF0pO1xuICAgICAgY29uc3QgcHJvY09mOiBudW1iZXJbXVtdID0gW107XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IDIgKiogZDsgaSsrKSBwcm9jT2ZbZW1iLm1hcChpKV0gPSBbaV07XG4gICAgICBjaGVja1JlYWxpc2VzKGh5cGVyY3ViZShkKSwgWzIgKiogZF0sIHByb2NPZik7XG4gICAgfVxuICAgIGZvciAoY29uc3QgdCBvZiBbbWVzaChbMiwgMl0pLCBtZXNoKFs0LCA0XSksIG1lc2goWzMsIDVdKSwgdG9ydXMoWzQsIDRdKV0pIHtcbiAgICAgIGNoZWNrUmVhbGlzZXMoXG4gICAgICAgIHQsXG4gICAgICAgIHQuZGltcyxcbiAgICAgICAgQXJyYXkuZnJvbSh7IGxlbmd0aDogdC5zaXplIH0sIChfLCByKSA9PiB0LmNvb3JkcyhyKSksXG4gICAgICApO1xuICAgIH1cbiAgfSk7XG5cbiAgaXQoXCJhZ3JlZXMgb24gY3V0cyBmcm9tIHRoZSBwYXJ0cycgbmV3IGJvdW5kcywgYW5kIHJlamVjdHMgcGFydHMgdGhhdCBkaXNhZ3JlZVwiLCAoKSA9PiB7XG4gICAgY29uc3QgZG9tYWluOiBEb21haW5WaWV3ID0ge1xuICAgICAga2luZDogJ2dyaWQnLFxuICAgICAgc2hhcGU6IFs0MF0sXG4gICAgICBwcm9jRGltczogWzRdLFxuICAgICAgY3V0czogW1swLCAxMCwgMjAsIDMwLCA0MF1dLFxuICAgICAgcHJvY0Nvb3JkczogWzBdLFxuICAgICAgbWluRXh0ZW50OiBbMV0sXG4gICAgICByYW5rT2Y6IChwYykgPT4gcGNbMF0gYXMgbnVtYmVyLFxuICAgIH07XG4gICAgY29uc3QgeyBjdXRzLCBtb3ZlcyB9ID0gYWdyZWVDdXRzKGRvbWFpbiwgWzBdLCBbW1swLCA4XV0sIFtbOCwgMjNdXSwgW1syMywgMzFdXSwgW1szMSwgNDBdXV0pO1xuICAgIGV4cGVjdChtb3ZlcykudG9FcXVhbChbWzAsIDIsIC0zLCAtMSwgMF1dKTtcbiAgICBleHBlY3QoY3V0cykudG9FcXVhbChbWzAsIDgsIDIzLCAzMSwgNDBdXSk7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBhZ3JlZUN1dHMoZG9tYWluLCBbMF0sIFtbWzAsIDhdXSwgW1s5LCAyM11dLCBbWzIzLCAzMV1dLCBbWzMxLCA0MF1dXSkpKS50b0JlKCdNV19QUk9UT0NPTCcpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgnb3B0aW9ucycsICgpID0+IHtcbiAgaXQoJ2NyZWF0ZUdkZSB2YWxpZGF0ZXMgaXRzIG9wdGlvbnMgKE1XX0lOVkFMSURfT1BUSU9OKScsICgpID0+IHtcbiAgICBjb25zdCBiYWQ6IHVua25vd25bXSA9IFtcbiAgICAgIHsgbGFtYmRhOiAwIH0sXG4gICAgICB7IGxhbWJkYTogMS41IH0sXG4gICAgICB7IGxhbWJkYTogLTAuNSB9LFxuICAgICAgeyBsYW1iZGE6ICdmYXN0JyB9LFxuICAgICAgeyBsYW1iZGE6IE51bWJlci5OYU4gfSxcbiAgICAgIHsgbWF4U3dlZXBzOiAwIH0sXG4gICAgICB7IG1heFN3ZWVwczogMi41IH0sXG4gICAgICB7IHRvbGVyYW5jZTogLTEgfSxcbiAgICAgIHsgdG9sZXJhbmNlOiAwLjUgfSxcbiAgICAgIHsgZGVsdGE6IDAgfSxcbiAgICAgIHsgc2NhbGU6IDAgfSxcbiAgICAgIHsgc2NhbGU6ICd4JyB9LFxuICAgICAgeyBheGlzOiAtMSB9LFxuICAgICAgeyBheGlzOiAxLjUgfSxcbiAgICAgIHsgbGFtZGE6IDAuNSB9LFxuICAgICAgNDIsXG4gICAgICBbMC41XSxcbiAgICBdO1xuICAgIGZvciAoY29uc3QgbyBvZiBiYWQpXG4gICAgICBleHBlY3QoXG4gICAgICAgIGNvZGVPZigoKSA9PiBjcmVhdGVHZGUobyBhcyBSZWNvcmQ8c3RyaW5nLCB1bmtub3duPikpLFxuICAgICAgICBKU09OLnN0cmluZ2lmeShvKSxcbiAgICAgICkudG9CZSgnTVdfSU5WQUxJRF9PUFRJT04nKTtcbiAgICBjb25zdCBvayA9IGNyZWF0ZUdkZSh7IGxhbWJkYTogMSwgbWF4U3dlZXBzOiA1MCwgdG9sZXJhbmNlOiAyLCBkZWx0YTogMywgc2NhbGU6IDEwLCBheGlzOiAwIH0pO1xuICAgIGV4cGVjdChvay5uYW1lKS50b0JlKCdnZGUnKTtcbiAgICBleHBlY3Qob2sub3B0aW9ucykudG9FcXVhbCh7IGxhbWJkYTogMSwgbWF4U3dlZXBzOiA1MCwgdG9sZXJhbmNlOiAyLCBkZWx0YTogMywgc2NhbGU6IDEwLCBheGlzOiAwIH0pO1xuICAgIGV4cGVjdChjcmVhdGVHZGUoKS5vcHRpb25zKS50b0VxdWFsKHt9KTtcbiAgICBleHBlY3QoY3JlYXRlR2RlKHsgbGFtYmRhOiAnb3B0JyB9KS5uYW1lKS50b0JlKCdnZGUnKTtcbiAgfSk7XG5cbiAgaXQoJ3NpbXVsYXRlR2RlIHJlamVjdHMgYmFkIGxvYWRzIChNV19JTlZBTElEX0FSR1VNRU5UKSBhbmQgYmFkIG9wdGlvbnMgKE1XX0lOVkFMSURfT1BUSU9OKScsICgpID0+IHtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IHNpbXVsYXRlR2RlKGNoYWluKDMpLCBbMSwgMl0pKSkudG9CZSgnTVdfSU5WQUxJRF9BUkdVTUVOVCcpO1xuICAgIGV4cGVjdChjb2RlT2YoKCkgPT4gc2ltdWxhdGVHZGUoY2hhaW4oMyksIFsxLCAyLCAzLjVdKSkpLnRvQmUoJ01XX0lOVkFMSURfQVJHVU1FTlQnKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IHNpbXVsYXRlR2RlKGNoYWluKDMpLCAneCcgYXMgdW5rbm93biBhcyBudW1iZXJbXSkpKS50b0JlKCdNV19JTlZBTElEX0FSR1VNRU5UJyk7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBzaW11bGF0ZUdkZShjaGFpbigzKSwgWzEsIDIsIDNdLCB7IGxhbWJkYTogMiB9KSkpLnRvQmUoJ01XX0lOVkFMSURfT1BUSU9OJyk7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBzaW11bGF0ZUdkZShjaGFpbigzKSwgWzEsIDIsIDNdLCB7IG1heFN3ZWVwczogLTEgfSkpKS50b0JlKCdNV19JTlZBTElEX09QVElPTicpO1xuICAgIGV4cGVjdChjb2RlT2YoKCkgPT4gc2ltdWxhdGVHZGUoY2hhaW4oMyksIFsxLCAyLCAzXSwgeyBzY2FsZTogMiB9IGFzIG5ldmVyKSkpLnRvQmUoJ01XX0lOVkFMSURfT1BUSU9OJyk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdHREUgZmFzdCBtb2RlOiBubyBmbG93IG9uIGFuIGF4aXMnLCAoKSA9PiB7XG4gIC8vIHNvbHZlR2RlIHNraXBzIHRoZSBnbG9iYWwgcGxhbmUgbG9hZHMgb2YgYW4gYXhpcyB3aG9zZSBmbG93cyBhcmUgYWxsIDAgYW5kIHJlY29yZHMgb25lXG4gIC8vIGFkanVzdGVyIHJvdW5kIGFuZCBubyB1bm1ldCBsb2FkOiBleGFjdGx5IHdoYXQgcmVsYXlBbGwgcmV0dXJucyBmb3IgemVybyBmbG93cy5cbiAgaXQoJ3JlbGF5QWxsIHdpdGggemVybyBmbG93czogb25lIHJvdW5kLCBib3VuZHMgdW5jaGFuZ2VkLCBub3RoaW5nIHVubWV0LCB3aGF0ZXZlciB0aGUgcGxhbmVzJywgKCkgPT4ge1xuICAgIGNvbnN0IHJuZCA9IG11bGJlcnJ5MzIoNyk7XG4gICAgZm9yIChjb25zdCBQIG9mIFsyLCAzLCA1LCA4XSkge1xuICAgICAgY29uc3QgbiA9IDQwICogUDtcbiAgICAgIGNvbnN0IGcgPSBGbG9hdDY0QXJyYXkuZnJvbSh7IGxlbmd0aDogbiB9LCAoKSA9PiBNYXRoLmZsb29yKHJuZCgpICogMTAwKSk7XG4gICAgICBjb25zdCBjdXRzID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogUCArIDEgfSwgKF8sIHApID0+IE1hdGguZmxvb3IoKG4gKiBwKSAvIFApKTtcbiAgICAgIGNvbnN0IG91dCA9IHJlbGF5QWxsKGcsIGN1dHMsIG5ldyBBcnJheTxudW1iZXI+KFAgKyAxKS5maWxsKDApLCAxKTtcbiAgICAgIGV4cGVjdChvdXQucm91bmRzKS50b0JlKDEpO1xuICAgICAgZXhwZWN0KG91dC5sbykudG9FcXVhbChjdXRzLnNsaWNlKDAsIFApKTtcbiAgICAgIGV4cGVjdChvdXQudW5tZXQpLnRvRXF1YWwobmV3IEFycmF5PG51bWJlcj4oUCkuZmlsbCgwKSk7XG4gICAgfVxuICB9KTtcbiAgaXQoJ2EgZmxvdyBvZiBvbmUgdW5pdCBzdGlsbCB3YWxrcyBwbGFuZXMgKHRoZSBzaG9ydGN1dCBvbmx5IHRha2VzIGFsbC16ZXJvIGF4ZXMpJywgKCkgPT4ge1xuICAgIGNvbnN0IGcgPSBGbG9hdDY0QXJyYXkuZnJvbSh7IGxlbmd0aDogMjAgfSwgKCkgPT4gMSk7XG4gICAgY29uc3Qgb3V0ID0gcmVsYXlBbGwoZywgWzAsIDEwLCAyMF0sIFswLCAzLCAwXSwgMSk7XG4gICAgZXhwZWN0KG91dC5sbykudG9FcXVhbChbMCwgN10pOyAvLyBwYXJ0IDAgZ2l2ZXMgaXRzIHRvcCAzIHBsYW5lcyB0byBwYXJ0IDFcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUtBLFNBQVMsT0FBTyxlQUFlLFdBQVcsZUFBZSxNQUFNLFlBQVksTUFBcUIsYUFBYTtBQUU3RyxTQUFTLFVBQVUsUUFBUSxVQUFVO0FBQ3JDO0FBQUEsRUFDRTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxPQUNLO0FBQ1AsU0FBUyxnQkFBZ0I7QUFFekIsTUFBTSxTQUFTLENBQUMsS0FBSyxLQUFLLEtBQUssS0FBSyxLQUFLLEtBQUssS0FBSyxHQUFHO0FBQ3RELE1BQU0sU0FBUyxDQUFDLE1BQU0sTUFBTSxNQUFNLE1BQU0sTUFBTSxNQUFNLE1BQU0sTUFBTSxNQUFNLE1BQU0sTUFBTSxNQUFNLE1BQU0sTUFBTSxNQUFNLElBQUk7QUFDOUcsTUFBTSxzQkFBc0I7QUFDNUIsTUFBTSx5QkFBeUI7QUFFL0IsTUFBTSxNQUFNLENBQUMsT0FBa0MsR0FBRyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBRTNFLFNBQVMsT0FBTyxJQUF1QztBQUNyRCxNQUFJO0FBQ0YsT0FBRztBQUFBLEVBQ0wsU0FBUyxHQUFHO0FBQ1YsV0FBTyxhQUFhLGdCQUFnQixFQUFFLE9BQU8sd0JBQXdCLE9BQU8sQ0FBQyxDQUFDO0FBQUEsRUFDaEY7QUFDQSxTQUFPO0FBQ1Q7QUFFQSxTQUFTLGlCQUFpQixHQUFhLE9BQWtDO0FBQ3ZFLFNBQU8sS0FBSyxJQUFJLEdBQUcsR0FBRyxFQUFFLE1BQU0sRUFBRSxJQUFJLENBQUMsQ0FBQyxHQUFHLENBQUMsTUFBTSxLQUFLLElBQUssTUFBTSxDQUFDLElBQWdCLE1BQU0sQ0FBQyxDQUFZLENBQUMsQ0FBQztBQUN4RztBQUVBLFNBQVMsYUFBYSxNQUFNO0FBQzFCLEtBQUcseUVBQXlFLE1BQU07QUFDaEYsV0FBTyxVQUFVLE1BQU0sQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLENBQUMsRUFBRSxLQUFLLFFBQVE7QUFDcEQsV0FBTyxVQUFVLEtBQUssRUFBRSxDQUFDLEVBQUUsUUFBUSxDQUFDLENBQUMsRUFBRSxLQUFLLFFBQVE7QUFDcEQsV0FBTyxVQUFVLEtBQUssRUFBRSxDQUFDLENBQUMsRUFBRSxZQUFZLEtBQUssSUFBSSxLQUFLLElBQUssSUFBSSxLQUFLLEtBQU0sRUFBRSxJQUFJLEVBQUU7QUFBQSxFQUNwRixDQUFDO0FBRUQsS0FBRyw0RUFBNEUsTUFBTTtBQUNuRixlQUFXLEtBQUssQ0FBQyxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUcsUUFBTyxVQUFVLFVBQVUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLEdBQUc7QUFDdEUsV0FBTyxVQUFVLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDLENBQUMsRUFBRSxZQUFZLEtBQUssSUFBSSxLQUFLLElBQUksS0FBSyxLQUFLLENBQUMsSUFBSSxFQUFFO0FBQy9FLFdBQU8sVUFBVSxLQUFLLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxDQUFDLEVBQUUsWUFBWSxLQUFLLElBQUksS0FBSyxJQUFJLEtBQUssS0FBSyxDQUFDLElBQUksRUFBRTtBQUMvRSxXQUFPLFVBQVUsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFLFlBQVksS0FBSyxJQUFJLEtBQUssSUFBSSxLQUFLLEtBQUssQ0FBQyxJQUFJLEVBQUU7QUFFaEYsV0FBTyxVQUFVLEtBQUssQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLEdBQUc7QUFDbkMsV0FBTyxVQUFVLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLEdBQUc7QUFDeEMsV0FBTyxVQUFVLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLEdBQUc7QUFFcEMsV0FBTyxVQUFVLEtBQUssQ0FBQyxDQUFDLENBQUMsRUFBRSxZQUFZLEtBQUssSUFBSSxLQUFLLElBQUssSUFBSSxLQUFLLEtBQU0sQ0FBQyxJQUFJLEVBQUU7QUFDaEYsV0FBTyxVQUFVLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLEdBQUc7QUFBQSxFQUN0QyxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsU0FBUyxNQUFNO0FBQ3RCLEtBQUcscURBQXFELE1BQU07QUFDNUQsV0FBTyxTQUFTLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFBQSxFQUN2QyxDQUFDO0FBRUQsS0FBRyxrSEFBa0gsTUFBTTtBQUN6SCxlQUFXLEtBQUssQ0FBQyxNQUFNLENBQUMsR0FBRyxLQUFLLEVBQUUsR0FBRyxLQUFLLENBQUMsR0FBRyxLQUFLLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxLQUFLLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxNQUFNLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxVQUFVLENBQUMsR0FBRyxNQUFNLENBQUMsR0FBRyxLQUFLLENBQUMsQ0FBQyxHQUFHO0FBQ3pILFlBQU0sSUFBSSxlQUFlLENBQUM7QUFDMUIsYUFBTyxTQUFTLENBQUMsR0FBRyxFQUFFLElBQUksRUFBRSxLQUFLLEtBQUssSUFBSSxHQUFHLEVBQUUsS0FBSyxDQUFDLENBQUM7QUFFdEQsZUFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixpQkFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixnQkFBTSxPQUFPLEVBQUUsU0FBUyxHQUFHLENBQUM7QUFDNUIsaUJBQVEsRUFBRSxDQUFDLEVBQWUsQ0FBQyxDQUFDLEVBQUUsb0JBQW9CLElBQUk7QUFDdEQsaUJBQVEsRUFBRSxDQUFDLEVBQWUsQ0FBQyxDQUFDLEVBQUUsdUJBQXVCLEtBQUssS0FBSyxPQUFPLEVBQUUsY0FBYyxFQUFFLE9BQU8sQ0FBQztBQUFBLFFBQ2xHO0FBQUEsTUFDRjtBQUFBLElBQ0Y7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHdDQUF3QyxNQUFNO0FBRS9DLFdBQU8sU0FBUyxNQUFNLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ2pDLFdBQVEsZUFBZSxNQUFNLENBQUMsQ0FBQyxFQUFFLENBQUMsRUFBZSxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDM0QsV0FBTyxTQUFTLEtBQUssRUFBRSxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDakMsV0FBTyxTQUFTLEtBQUssQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDaEMsV0FBTyxTQUFTLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDakMsV0FBTyxTQUFTLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDckMsZUFBVyxLQUFLLENBQUMsR0FBRyxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUcsUUFBTyxTQUFTLFVBQVUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDdEUsV0FBTyxTQUFTLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDakMsWUFBUTtBQUFBLE1BQ047QUFBQSxNQUNBLENBQUMsTUFBTSxDQUFDLEdBQUcsTUFBTSxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsS0FBSyxFQUFFLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsVUFBVSxDQUFDLEdBQUcsS0FBSyxDQUFDLENBQUMsRUFDcEcsSUFBSSxDQUFDLE1BQU0sR0FBRyxFQUFFLElBQUksSUFBSSxTQUFTLENBQUMsQ0FBQyxFQUFFLEVBQ3JDLEtBQUssR0FBRztBQUFBLElBQ2I7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLHVHQUF1RyxNQUFNO0FBQzlHLFVBQU0sTUFBTSxXQUFXLENBQUM7QUFDeEIsZUFBVyxLQUFLLENBQUMsTUFBTSxDQUFDLEdBQUcsS0FBSyxFQUFFLEdBQUcsS0FBSyxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsVUFBVSxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsR0FBRztBQUN0RyxlQUFTLFFBQVEsR0FBRyxRQUFRLElBQUksU0FBUztBQUN2QyxjQUFNLFFBQVEsTUFBTSxLQUFLLEVBQUUsUUFBUSxFQUFFLEtBQUssR0FBRyxNQUFNLEtBQUssTUFBTSxJQUFJLElBQUksR0FBSSxDQUFDO0FBQzNFLGNBQU0sSUFBSSxZQUFZLEdBQUcsT0FBTyxFQUFFLFFBQVEsUUFBUSxNQUFNLElBQUksUUFBUSxJQUFJLENBQUM7QUFDekUsZUFBTyxFQUFFLFNBQVMsRUFBRSxLQUFLLElBQUk7QUFDN0IsZUFBTyxFQUFFLE1BQU0sRUFBRSxLQUFNLEVBQUUsYUFBd0IsRUFBRSxLQUFLO0FBQ3hELGVBQU8sRUFBRSxVQUFVLEVBQUUsS0FBSyxFQUFFLGdCQUFnQixDQUFDO0FBQzdDLGVBQU8sRUFBRSxPQUFPLE1BQU0sQ0FBQyxNQUFNLE1BQU0sRUFBRSxRQUFRLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUUxRCxjQUFNLFNBQVMsWUFBWSxHQUFHLE9BQU8sRUFBRSxRQUFRLFFBQVEsTUFBTSxJQUFJLFFBQVEsS0FBSyxPQUFPLElBQUksV0FBVyxJQUFLLENBQUM7QUFDMUcsZUFBTyxPQUFPLEtBQUssRUFBRSxRQUFRLEVBQUUsS0FBSztBQUFBLE1BQ3RDO0FBQUEsSUFDRjtBQUFBLEVBQ0YsQ0FBQztBQUNILENBQUM7QUFFRCxTQUFTLDhCQUE4QixNQUFNO0FBQzNDLEtBQUcsMkZBQTJGLE1BQU07QUFDbEcsVUFBTSxJQUFJLFlBQVksTUFBTSxDQUFDLEdBQUcsTUFBTTtBQUN0QyxVQUFNLE1BQU0sSUFBSSxNQUFNLElBQUk7QUFDMUIsV0FBTyxHQUFHLEVBQUUsS0FBSyxLQUFLO0FBQ3RCLGVBQVcsU0FBUyxFQUFFLE1BQU8sUUFBTyxJQUFJLEtBQUssQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUN6RCxlQUFXLEtBQUssRUFBRSxNQUFPLFFBQU8sS0FBSyxJQUFJLElBQUksR0FBRyxDQUFDLEVBQUUsb0JBQW9CLEdBQUc7QUFDMUUsV0FBTyxFQUFFLFNBQVMsRUFBRSxLQUFLLElBQUk7QUFFN0IsUUFBSSxJQUFJO0FBQ1IsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLEtBQUs7QUFDMUIsV0FBTSxPQUFPLElBQUksQ0FBQyxJQUFnQixFQUFFLE1BQU0sSUFBSSxDQUFDO0FBQy9DLGFBQU8sRUFBRSxVQUFVLElBQUksQ0FBQyxDQUFDLEVBQUUsUUFBUSxFQUFFLEdBQUcsSUFBSSxHQUFHLEdBQUcsTUFBTSxFQUFFLENBQUM7QUFBQSxJQUM3RDtBQUVBLGVBQVcsRUFBRSxHQUFHLEdBQUcsS0FBSyxLQUFLLEVBQUUsV0FBVztBQUN4QyxhQUFPLEVBQUUsVUFBVSxDQUFDLElBQUksTUFBTSxDQUFDLEVBQUUsT0FBTyxHQUFHLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDLElBQUk7QUFDMUQsYUFBTyxFQUFFLFVBQVUsQ0FBQyxJQUFJLE1BQU0sQ0FBQyxFQUFFLE9BQU8sR0FBRyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUFBLElBQzNEO0FBQ0EsVUFBTSxLQUFLLFlBQVksTUFBTSxDQUFDLEdBQUcsUUFBUSxFQUFFLFFBQVEsSUFBSSxDQUFDO0FBQ3hELFdBQU8sSUFBSSxHQUFHLEtBQUssQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUMvQixlQUFXLEtBQUssR0FBRyxNQUFPLFFBQU8sS0FBSyxJQUFJLElBQUksR0FBRyxDQUFDLEVBQUUsb0JBQW9CLENBQUM7QUFDekUsWUFBUTtBQUFBLE1BQ04sbUNBQW1DLEVBQUUsT0FBTyxRQUFRLENBQUMsQ0FBQyxVQUFVLEVBQUUsTUFBTSxLQUFLLEdBQUcsQ0FBQyxPQUFPLEVBQUUsTUFBTSxxQkFBcUIsRUFBRSxVQUFVLFdBQVcsRUFBRSxLQUFLLGlCQUNuSSxFQUFFLFVBQVUsSUFBSSxDQUFDLE1BQU0sRUFBRSxJQUFJLEVBQUUsS0FBSyxHQUFHLENBQUMsaUJBQWlCLEdBQUcsTUFBTSxLQUFLLEdBQUcsQ0FBQyxPQUFPLEdBQUcsTUFBTTtBQUFBLElBQzdHO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyxpRUFBaUUsbUJBQW1CLElBQUksTUFBTTtBQUMvRixVQUFNLElBQUksS0FBSyxFQUFFO0FBQ2pCLFVBQU0sSUFBSSxZQUFZLEdBQUcsTUFBTTtBQUMvQixXQUFPLElBQUksRUFBRSxLQUFLLENBQUMsRUFBRSxLQUFLLElBQUksTUFBTSxDQUFDO0FBQ3JDLFdBQU8sRUFBRSxTQUFTLEVBQUUsS0FBSyxJQUFJO0FBQzdCLFdBQU8saUJBQWlCLEdBQUcsRUFBRSxLQUFLLENBQUMsRUFBRSxvQkFBb0IsQ0FBQztBQUUxRCxXQUFPLEVBQUUsTUFBTSxFQUFFLHVCQUF1QixLQUFLLEtBQUssc0JBQXNCLENBQUMsQ0FBQztBQUMxRSxXQUFPLEVBQUUsTUFBTSxFQUFFLG9CQUFvQixJQUFJLG1CQUFtQjtBQUU1RCxXQUFPLEVBQUUsVUFBVSxFQUFFLEtBQUssc0JBQXNCLHNCQUFzQjtBQUd0RSxVQUFNLGFBQWEsWUFBWSxHQUFHLFFBQVEsRUFBRSxPQUFPLEVBQUUsU0FBUyxDQUFDO0FBQy9ELFdBQU8sV0FBVyxNQUFNLEVBQUUsS0FBSyxtQkFBbUI7QUFDbEQsV0FBTyxXQUFXLEtBQUssRUFBRSxRQUFRLEVBQUUsS0FBSztBQUN4QyxVQUFNLEtBQUssWUFBWSxHQUFHLFFBQVEsRUFBRSxRQUFRLElBQUksQ0FBQztBQUNqRCxVQUFNLE1BQU0sSUFBSSxNQUFNLElBQUk7QUFDMUIsWUFBUTtBQUFBLE1BQ04sbUNBQW1DLEVBQUUsT0FBTyxRQUFRLENBQUMsQ0FBQyxVQUFVLEVBQUUsS0FBSyxLQUFLLEVBQUUsTUFBTSxxQkFBcUIsRUFBRSxVQUFVLGVBQWUsRUFBRSxhQUFhLFlBQVksbUJBQW1CLFVBQVUsc0JBQXNCLDJCQUNsTSxFQUFFLFFBQVEsS0FBSyxXQUFXLE1BQU0saUJBQWlCLEdBQUcsTUFBTSxnQkFBZ0IsR0FBRyxXQUFXLEVBQUUsTUFBTSxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQzNIO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyx3SEFBd0gsTUFBTTtBQUMvSCxVQUFNLE1BQU0sV0FBVyxFQUFFO0FBQ3pCLFVBQU0sT0FBTyxDQUFDLE1BQU0sQ0FBQyxHQUFHLEtBQUssRUFBRSxHQUFHLEtBQUssQ0FBQyxHQUFHLEtBQUssQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLEtBQUssQ0FBQyxHQUFHLEdBQUcsQ0FBQyxDQUFDLEdBQUcsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsVUFBVSxDQUFDLENBQUM7QUFDcEgsZUFBVyxLQUFLLE1BQU07QUFDcEIsaUJBQVcsVUFBVSxDQUFDLE9BQU8sS0FBSyxLQUFLLEdBQUcsR0FBWTtBQUNwRCxtQkFBVyxhQUFhLENBQUMsR0FBRyxDQUFDLEdBQUc7QUFDOUIsZ0JBQU0sUUFBUSxNQUFNLEtBQUssRUFBRSxRQUFRLEVBQUUsS0FBSyxHQUFHLE1BQU0sS0FBSyxNQUFNLElBQUksSUFBSSxHQUFJLENBQUM7QUFDM0UsZ0JBQU0sSUFBSSxZQUFZLEdBQUcsT0FBTyxFQUFFLFFBQVEsV0FBVyxXQUFXLElBQUssQ0FBQztBQUN0RSxpQkFBTyxFQUFFLFdBQVcsR0FBRyxFQUFFLElBQUksSUFBSSxNQUFNLEVBQUUsRUFBRSxLQUFLLElBQUk7QUFDcEQscUJBQVcsS0FBSyxFQUFFLE1BQU8sUUFBTyxJQUFJLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSSxLQUFLLENBQUM7QUFDdkQsaUJBQU8saUJBQWlCLEdBQUcsRUFBRSxLQUFLLENBQUMsRUFBRSxvQkFBb0IsZUFBZSxFQUFFLFFBQVEsU0FBUyxDQUFDO0FBQUEsUUFDOUY7QUFBQSxNQUNGO0FBQUEsSUFDRjtBQUNBLFdBQU8sZUFBZSxHQUFHLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDbEMsV0FBTyxlQUFlLE1BQU0sQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUNyQyxXQUFPLGVBQWUsR0FBRyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ2xDLFdBQU8sZUFBZSxLQUFLLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUFBLEVBQ3ZDLENBQUM7QUFFRCxLQUFHLDZIQUE2SCxNQUFNO0FBQ3BJLFdBQU8sZUFBZSxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ3hDLFdBQU8sZUFBZSxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUUsS0FBSyxFQUFFO0FBQ3pDLFdBQU8sZUFBZSxHQUFHLElBQUksR0FBRyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ3pDLFdBQU8sZUFBZSxHQUFHLEdBQUcsR0FBRyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQ3hDLFVBQU0sTUFBTSxXQUFXLENBQUM7QUFDeEIsZUFBVyxLQUFLLENBQUMsR0FBRyxHQUFHLEdBQUcsQ0FBQyxHQUFHO0FBQzVCLFlBQU0sSUFBSSxVQUFVLENBQUM7QUFDckIsZUFBUyxRQUFRLEdBQUcsUUFBUSxJQUFJLFNBQVM7QUFDdkMsY0FBTSxRQUFRLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxLQUFLLEdBQUcsTUFBTSxLQUFLLE1BQU0sSUFBSSxJQUFJLEdBQUssQ0FBQztBQUM1RSxjQUFNLElBQUksWUFBWSxHQUFHLE9BQU8sRUFBRSxRQUFRLElBQUksQ0FBQztBQUMvQyxjQUFNLFNBQVMsRUFBRSxNQUFNLENBQUM7QUFFeEIsZUFBTyxLQUFLLElBQUksR0FBRyxNQUFNLElBQUksS0FBSyxJQUFJLEdBQUcsTUFBTSxDQUFDLEVBQUUsb0JBQW9CLENBQUM7QUFFdkUsY0FBTSxPQUFPLElBQUksS0FBSyxJQUFJLEVBQUU7QUFDNUIsbUJBQVcsS0FBSyxPQUFRLFFBQU8sS0FBSyxJQUFJLElBQUksSUFBSSxDQUFDLEVBQUUsb0JBQW9CLENBQUM7QUFBQSxNQUMxRTtBQUFBLElBQ0Y7QUFBQSxFQUNGLENBQUM7QUFFRCxLQUFHLDhFQUE4RSxNQUFNO0FBQ3JGLFVBQU0sSUFBSSxZQUFZLE1BQU0sQ0FBQyxHQUFHLENBQUMsR0FBRyxDQUFDLEdBQUcsRUFBRSxRQUFRLEdBQUcsV0FBVyxHQUFHLENBQUM7QUFDcEUsV0FBTyxFQUFFLFNBQVMsRUFBRSxLQUFLLEtBQUs7QUFDOUIsV0FBTyxFQUFFLE1BQU0sRUFBRSxLQUFLLEVBQUU7QUFDeEIsZUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLEVBQUUsTUFBTSxRQUFRLEVBQUcsUUFBTyxDQUFDLEVBQUUsUUFBUSxJQUFJLE1BQU0sSUFBSSxDQUFDLEdBQUcsQ0FBQyxJQUFJLENBQUMsR0FBRyxDQUFDLENBQUM7QUFDdkYsV0FBTyxFQUFFLFVBQVUsRUFBRSxjQUFjO0FBQUEsRUFDckMsQ0FBQztBQUVELEtBQUcsaUVBQWlFLE1BQU07QUFDeEUsVUFBTSxJQUFJLFlBQVksS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsSUFBSSxNQUFNLEVBQUUsRUFBRSxLQUFLLENBQUMsQ0FBQztBQUN6RCxXQUFPLEVBQUUsTUFBTSxFQUFFLEtBQUssQ0FBQztBQUN2QixXQUFPLEVBQUUsYUFBYSxFQUFFLEtBQUssQ0FBQztBQUM5QixXQUFPLEVBQUUsVUFBVSxNQUFNLENBQUMsTUFBTSxFQUFFLFNBQVMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQUEsRUFDMUQsQ0FBQztBQUNILENBQUM7QUFFRCxTQUFTLDRCQUE0QixNQUFNO0FBQ3pDLEtBQUcsd0VBQXdFLE1BQU07QUFDL0UsVUFBTSxJQUFJLENBQUMsR0FBRyxHQUFHLEdBQUcsSUFBSSxFQUFFO0FBQzFCLFdBQU8sV0FBVyxHQUFHLE9BQU8sSUFBSSxFQUFFLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDM0MsV0FBTyxXQUFXLEdBQUcsT0FBTyxJQUFJLEVBQUUsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUMzQyxXQUFPLFdBQVcsR0FBRyxPQUFPLE1BQU0sRUFBRSxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQzdDLFdBQU8sV0FBVyxHQUFHLE1BQU0sSUFBSSxFQUFFLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDMUMsV0FBTyxXQUFXLEdBQUcsTUFBTSxJQUFJLEVBQUUsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUMxQyxXQUFPLFdBQVcsR0FBRyxNQUFNLEtBQU0sQ0FBQyxDQUFDLEVBQUUsS0FBSyxDQUFDO0FBQzNDLFdBQU8sV0FBVyxHQUFHLE1BQU0sR0FBRyxFQUFFLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDekMsV0FBTyxXQUFXLEdBQUcsT0FBTyxJQUFJLEVBQUUsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUMzQyxVQUFNLE9BQU8sV0FBVyxDQUFDLEdBQUcsR0FBRyxHQUFHLEdBQUcsR0FBRyxDQUFDLEdBQUcsR0FBRyxHQUFHLENBQUM7QUFDbkQsV0FBTyxLQUFLLE9BQU8sS0FBSyxFQUFFLEVBQUUsb0JBQW9CLENBQUM7QUFDakQsV0FBTyxJQUFJLEVBQUUsUUFBUSxFQUFFLE1BQU0sR0FBRyxJQUFJLEVBQUUsQ0FBQztBQUFBLEVBQ3pDLENBQUM7QUFFRCxXQUFTLFVBQ1AsU0FDQSxRQUNBLFVBQ0EsTUFDVTtBQUNWLFVBQU0sTUFBTSxJQUFJLE1BQWMsU0FBUyxJQUFJLENBQVcsRUFBRSxLQUFLLENBQUM7QUFDOUQsZUFBVyxDQUFDLEdBQUcsQ0FBQyxLQUFLLFFBQVEsUUFBUTtBQUNuQyxVQUFLLE9BQU8sQ0FBQyxFQUFlLElBQUksQ0FBVyxJQUFLLElBQUssT0FBTyxDQUFDLEVBQWUsSUFBSSxDQUFXLElBQWU7QUFDNUcsV0FBTztBQUFBLEVBQ1Q7QUFFQSxXQUFTLGNBQWMsR0FBYSxVQUE2QixRQUE4QztBQUM3RyxVQUFNLE1BQU0sV0FBVyxFQUFFLElBQUk7QUFDN0IsVUFBTSxRQUFRLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxLQUFLLEdBQUcsTUFBTSxLQUFLLE1BQU0sSUFBSSxJQUFJLEdBQUksQ0FBQztBQUMzRSxVQUFNLElBQUksWUFBWSxHQUFHLEtBQUs7QUFDOUIsVUFBTSxPQUFPLFNBQVMsUUFBUSxDQUFDLEdBQUcsTUFBTyxJQUFJLElBQUksQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFFO0FBQzFELFVBQU0sUUFBUSxjQUFjLFVBQVUsUUFBUSxFQUFFLFdBQVcsSUFBSTtBQUMvRCxlQUFXLEtBQUssTUFBTTtBQUNwQixZQUFNLFNBQVMsVUFBVSxPQUFPLFFBQVEsVUFBVSxDQUFDO0FBQ25ELFlBQU0sUUFBUSxVQUFVLEVBQUUsT0FBTyxRQUFRLFVBQVUsQ0FBQztBQUNwRCxZQUFNLElBQUksTUFBTSxDQUFDO0FBQ2pCLGFBQU8sRUFBRSxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDbkIsYUFBTyxFQUFFLFNBQVMsQ0FBQyxDQUFXLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDdkMsZUFBUyxJQUFJLEdBQUcsSUFBSyxTQUFTLENBQUMsR0FBYyxLQUFLO0FBQ2hELGVBQVEsT0FBTyxDQUFDLElBQWdCLEVBQUUsQ0FBQyxJQUFnQixFQUFFLElBQUksQ0FBQyxHQUFjLEdBQUcsRUFBRSxJQUFJLFNBQVMsQ0FBQyxTQUFTLENBQUMsRUFBRSxFQUFFLEtBQUssTUFBTSxDQUFDLENBQUM7QUFBQSxNQUN4SDtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBRUEsS0FBRyx3RkFBd0YsTUFBTTtBQUMvRixlQUFXLEtBQUssQ0FBQyxHQUFHLEdBQUcsSUFBSSxDQUFDLEdBQUc7QUFDN0IsWUFBTSxJQUFJLEtBQUssQ0FBQztBQUNoQjtBQUFBLFFBQ0U7QUFBQSxRQUNBLENBQUMsQ0FBQztBQUFBLFFBQ0YsTUFBTSxLQUFLLEVBQUUsUUFBUSxFQUFFLEdBQUcsQ0FBQyxHQUFHLE1BQU0sQ0FBQyxDQUFDLENBQUM7QUFBQSxNQUN6QztBQUFBLElBQ0Y7QUFFQSxXQUFPLGNBQWMsQ0FBQyxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxHQUFHLENBQUMsRUFBRSxHQUFHLEdBQUcsR0FBRyxHQUFHLE1BQU0sR0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxDQUFDLEdBQUcsSUFBSSxJQUFJLElBQUksQ0FBQyxDQUFDLENBQUM7QUFBQSxFQUNoSCxDQUFDO0FBRUQsS0FBRyw2SEFBNkgsTUFBTTtBQUNwSSxlQUFXLEtBQUssQ0FBQyxHQUFHLEdBQUcsQ0FBQyxHQUFHO0FBQ3pCLFlBQU0sTUFBTSxjQUFjLENBQUMsS0FBSyxDQUFDLENBQUM7QUFDbEMsWUFBTSxTQUFxQixDQUFDO0FBQzVCLGVBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxHQUFHLElBQUssUUFBTyxJQUFJLElBQUksQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFDO0FBQ3hELG9CQUFjLFVBQVUsQ0FBQyxHQUFHLENBQUMsS0FBSyxDQUFDLEdBQUcsTUFBTTtBQUFBLElBQzlDO0FBQ0EsZUFBVyxLQUFLLENBQUMsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsS0FBSyxDQUFDLEdBQUcsQ0FBQyxDQUFDLEdBQUcsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsR0FBRztBQUN6RTtBQUFBLFFBQ0U7QUFBQSxRQUNBLEVBQUU7QUFBQSxRQUNGLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxLQUFLLEdBQUcsQ0FBQyxHQUFHLE1BQU0sRUFBRSxPQUFPLENBQUMsQ0FBQztBQUFBLE1BQ3REO0FBQUEsSUFDRjtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsOEVBQThFLE1BQU07QUFDckYsVUFBTSxTQUFxQjtBQUFBLE1BQ3pCLE1BQU07QUFBQSxNQUNOLE9BQU8sQ0FBQyxFQUFFO0FBQUEsTUFDVixVQUFVLENBQUMsQ0FBQztBQUFBLE1BQ1osTUFBTSxDQUFDLENBQUMsR0FBRyxJQUFJLElBQUksSUFBSSxFQUFFLENBQUM7QUFBQSxNQUMxQixZQUFZLENBQUMsQ0FBQztBQUFBLE1BQ2QsV0FBVyxDQUFDLENBQUM7QUFBQSxNQUNiLFFBQVEsQ0FBQyxPQUFPLEdBQUcsQ0FBQztBQUFBLElBQ3RCO0FBQ0EsVUFBTSxFQUFFLE1BQU0sTUFBTSxJQUFJLFVBQVUsUUFBUSxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsQ0FBQyxDQUFDLENBQUM7QUFDNUYsV0FBTyxLQUFLLEVBQUUsUUFBUSxDQUFDLENBQUMsR0FBRyxHQUFHLElBQUksSUFBSSxDQUFDLENBQUMsQ0FBQztBQUN6QyxXQUFPLElBQUksRUFBRSxRQUFRLENBQUMsQ0FBQyxHQUFHLEdBQUcsSUFBSSxJQUFJLEVBQUUsQ0FBQyxDQUFDO0FBQ3pDLFdBQU8sT0FBTyxNQUFNLFVBQVUsUUFBUSxDQUFDLENBQUMsR0FBRyxDQUFDLENBQUMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLENBQUMsQ0FBQyxHQUFHLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsQ0FBQyxHQUFHLENBQUMsQ0FBQyxJQUFJLEVBQUUsQ0FBQyxDQUFDLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxhQUFhO0FBQUEsRUFDaEgsQ0FBQztBQUNILENBQUM7QUFFRCxTQUFTLFdBQVcsTUFBTTtBQUN4QixLQUFHLHVEQUF1RCxNQUFNO0FBQzlELFVBQU0sTUFBaUI7QUFBQSxNQUNyQixFQUFFLFFBQVEsRUFBRTtBQUFBLE1BQ1osRUFBRSxRQUFRLElBQUk7QUFBQSxNQUNkLEVBQUUsUUFBUSxLQUFLO0FBQUEsTUFDZixFQUFFLFFBQVEsT0FBTztBQUFBLE1BQ2pCLEVBQUUsUUFBUSxPQUFPLElBQUk7QUFBQSxNQUNyQixFQUFFLFdBQVcsRUFBRTtBQUFBLE1BQ2YsRUFBRSxXQUFXLElBQUk7QUFBQSxNQUNqQixFQUFFLFdBQVcsR0FBRztBQUFBLE1BQ2hCLEVBQUUsV0FBVyxJQUFJO0FBQUEsTUFDakIsRUFBRSxPQUFPLEVBQUU7QUFBQSxNQUNYLEVBQUUsT0FBTyxFQUFFO0FBQUEsTUFDWCxFQUFFLE9BQU8sSUFBSTtBQUFBLE1BQ2IsRUFBRSxNQUFNLEdBQUc7QUFBQSxNQUNYLEVBQUUsTUFBTSxJQUFJO0FBQUEsTUFDWixFQUFFLE9BQU8sSUFBSTtBQUFBLE1BQ2I7QUFBQSxNQUNBLENBQUMsR0FBRztBQUFBLElBQ047QUFDQSxlQUFXLEtBQUs7QUFDZDtBQUFBLFFBQ0UsT0FBTyxNQUFNLFVBQVUsQ0FBNEIsQ0FBQztBQUFBLFFBQ3BELEtBQUssVUFBVSxDQUFDO0FBQUEsTUFDbEIsRUFBRSxLQUFLLG1CQUFtQjtBQUM1QixVQUFNLEtBQUssVUFBVSxFQUFFLFFBQVEsR0FBRyxXQUFXLElBQUksV0FBVyxHQUFHLE9BQU8sR0FBRyxPQUFPLElBQUksTUFBTSxFQUFFLENBQUM7QUFDN0YsV0FBTyxHQUFHLElBQUksRUFBRSxLQUFLLEtBQUs7QUFDMUIsV0FBTyxHQUFHLE9BQU8sRUFBRSxRQUFRLEVBQUUsUUFBUSxHQUFHLFdBQVcsSUFBSSxXQUFXLEdBQUcsT0FBTyxHQUFHLE9BQU8sSUFBSSxNQUFNLEVBQUUsQ0FBQztBQUNuRyxXQUFPLFVBQVUsRUFBRSxPQUFPLEVBQUUsUUFBUSxDQUFDLENBQUM7QUFDdEMsV0FBTyxVQUFVLEVBQUUsUUFBUSxNQUFNLENBQUMsRUFBRSxJQUFJLEVBQUUsS0FBSyxLQUFLO0FBQUEsRUFDdEQsQ0FBQztBQUVELEtBQUcsMkZBQTJGLE1BQU07QUFDbEcsV0FBTyxPQUFPLE1BQU0sWUFBWSxNQUFNLENBQUMsR0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUsscUJBQXFCO0FBQzlFLFdBQU8sT0FBTyxNQUFNLFlBQVksTUFBTSxDQUFDLEdBQUcsQ0FBQyxHQUFHLEdBQUcsR0FBRyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUsscUJBQXFCO0FBQ25GLFdBQU8sT0FBTyxNQUFNLFlBQVksTUFBTSxDQUFDLEdBQUcsR0FBMEIsQ0FBQyxDQUFDLEVBQUUsS0FBSyxxQkFBcUI7QUFDbEcsV0FBTyxPQUFPLE1BQU0sWUFBWSxNQUFNLENBQUMsR0FBRyxDQUFDLEdBQUcsR0FBRyxDQUFDLEdBQUcsRUFBRSxRQUFRLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLG1CQUFtQjtBQUM5RixXQUFPLE9BQU8sTUFBTSxZQUFZLE1BQU0sQ0FBQyxHQUFHLENBQUMsR0FBRyxHQUFHLENBQUMsR0FBRyxFQUFFLFdBQVcsR0FBRyxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssbUJBQW1CO0FBQ2xHLFdBQU8sT0FBTyxNQUFNLFlBQVksTUFBTSxDQUFDLEdBQUcsQ0FBQyxHQUFHLEdBQUcsQ0FBQyxHQUFHLEVBQUUsT0FBTyxFQUFFLENBQVUsQ0FBQyxDQUFDLEVBQUUsS0FBSyxtQkFBbUI7QUFBQSxFQUN4RyxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMscUNBQXFDLE1BQU07QUFHbEQsS0FBRyw2RkFBNkYsTUFBTTtBQUNwRyxVQUFNLE1BQU0sV0FBVyxDQUFDO0FBQ3hCLGVBQVcsS0FBSyxDQUFDLEdBQUcsR0FBRyxHQUFHLENBQUMsR0FBRztBQUM1QixZQUFNLElBQUksS0FBSztBQUNmLFlBQU0sSUFBSSxhQUFhLEtBQUssRUFBRSxRQUFRLEVBQUUsR0FBRyxNQUFNLEtBQUssTUFBTSxJQUFJLElBQUksR0FBRyxDQUFDO0FBQ3hFLFlBQU0sT0FBTyxNQUFNLEtBQUssRUFBRSxRQUFRLElBQUksRUFBRSxHQUFHLENBQUMsR0FBRyxNQUFNLEtBQUssTUFBTyxJQUFJLElBQUssQ0FBQyxDQUFDO0FBQzVFLFlBQU0sTUFBTSxTQUFTLEdBQUcsTUFBTSxJQUFJLE1BQWMsSUFBSSxDQUFDLEVBQUUsS0FBSyxDQUFDLEdBQUcsQ0FBQztBQUNqRSxhQUFPLElBQUksTUFBTSxFQUFFLEtBQUssQ0FBQztBQUN6QixhQUFPLElBQUksRUFBRSxFQUFFLFFBQVEsS0FBSyxNQUFNLEdBQUcsQ0FBQyxDQUFDO0FBQ3ZDLGFBQU8sSUFBSSxLQUFLLEVBQUUsUUFBUSxJQUFJLE1BQWMsQ0FBQyxFQUFFLEtBQUssQ0FBQyxDQUFDO0FBQUEsSUFDeEQ7QUFBQSxFQUNGLENBQUM7QUFDRCxLQUFHLGlGQUFpRixNQUFNO0FBQ3hGLFVBQU0sSUFBSSxhQUFhLEtBQUssRUFBRSxRQUFRLEdBQUcsR0FBRyxNQUFNLENBQUM7QUFDbkQsVUFBTSxNQUFNLFNBQVMsR0FBRyxDQUFDLEdBQUcsSUFBSSxFQUFFLEdBQUcsQ0FBQyxHQUFHLEdBQUcsQ0FBQyxHQUFHLENBQUM7QUFDakQsV0FBTyxJQUFJLEVBQUUsRUFBRSxRQUFRLENBQUMsR0FBRyxDQUFDLENBQUM7QUFBQSxFQUMvQixDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
