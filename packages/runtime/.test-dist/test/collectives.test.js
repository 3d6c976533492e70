import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asVector } from "../src/comm/collectives.js";
import { canonicalScan, checkOp, groupAxes, groupLast, identityLike } from "../src/comm/fold.js";
import { createCluster, ErrorCodes, MeshworkError, parseTopology } from "../src/index.js";
import { bits } from "./helpers/bits.js";
import { makeValue, seedFor } from "./helpers/values.js";
const PROGRAM = new URL("./programs/collectives.ts", import.meta.url);
const SEED = 42;
const MODES = ["shm", "links"];
const num = { type: "number" };
const f64 = { type: "float64", length: 5 };
const i32 = { type: "int32", length: 4 };
const obj = { type: "object" };
function opsFor(t) {
  const ops = [{ kind: "barrier" }, { kind: "barrier" }, { kind: "barrier" }];
  for (const op of ["sum", "min", "max"]) {
    for (const value of [num, f64, i32]) ops.push({ kind: "allreduce", op, value });
  }
  ops.push({ kind: "allreduce", op: "plus", value: { type: "float32", length: 3 } });
  ops.push({ kind: "allreduce", op: "max", value: { type: "bigint64", length: 2 } });
  const k = t.dims.length;
  for (let a = 0; a < k; a++) {
    ops.push({ kind: "allreduce", op: "sum", value: f64, axes: [a] });
    ops.push({ kind: "allreduce", op: "min", value: i32, axes: [a] });
  }
  if (k >= 2) {
    ops.push({ kind: "allreduce", op: "sum", value: num, axes: [k - 1, 0] });
    ops.push({ kind: "allreduce", op: "sum", value: f64, axes: [] });
  }
  const last = t.size - 1;
  const mid = Math.floor(t.size / 2);
  for (const root of /* @__PURE__ */ new Set([0, last, mid])) {
    ops.push({ kind: "reduce", op: "sum", value: f64, root });
    ops.push({ kind: "broadcast", value: f64, root });
    ops.push({ kind: "broadcast", value: obj, root });
    ops.push({ kind: "gather", value: num, root });
  }
  for (const exclusive of [false, true]) {
    ops.push({ kind: "scan", op: "sum", value: num, exclusive });
    ops.push({ kind: "scan", op: "sum", value: f64, exclusive });
    ops.push({ kind: "scan", op: "max", value: f64, exclusive });
    ops.push({ kind: "scan", op: "max", value: i32, exclusive });
    for (let a = 0; a < k; a++) {
      ops.push({ kind: "scan", op: "sum", value: f64, axis: a, exclusive });
      ops.push({ kind: "scan", op: "max", value: num, axis: a, exclusive });
    }
  }
  ops.push({ kind: "allgather", value: num });
  ops.push({ kind: "allgather", value: obj });
  ops.push({ kind: "gather", value: { type: "uint16", length: 3 }, root: 0 });
  return ops;
}
function inputs(t, spec, index) {
  return Array.from({ length: t.size }, (_, r) => makeValue(spec, seedFor(SEED, index, r), r));
}
function vectors(t, spec, index) {
  return inputs(t, spec, index).map((v) => asVector(v).vec);
}
const unwrap = (spec, v) => spec.type === "number" ? v[0] : v;
function expected(t, op, index, r) {
  switch (op.kind) {
    case "barrier":
      return null;
    case "allreduce": {
      const axes = groupAxes(t, op.axes);
      const { incl } = canonicalScan(checkOp(op.op), vectors(t, op.value, index), t, axes);
      return unwrap(op.value, incl[groupLast(t, r, axes)]);
    }
    case "reduce": {
      if (r !== op.root) return null;
      const axes = groupAxes(t);
      return unwrap(op.value, canonicalScan(checkOp(op.op), vectors(t, op.value, index), t, axes).incl[t.size - 1]);
    }
    case "scan": {
      const axes = op.axis === void 0 ? groupAxes(t) : groupAxes(t, [op.axis]);
      const vecs = vectors(t, op.value, index);
      const res = canonicalScan(checkOp(op.op), vecs, t, axes);
      const v = op.exclusive === true ? res.excl[r] ?? identityLike(checkOp(op.op), vecs[r]) : res.incl[r];
      return unwrap(op.value, v);
    }
    case "broadcast":
      return inputs(t, op.value, index)[op.root];
    case "gather":
      return r === op.root ? inputs(t, op.value, index) : null;
    case "allgather":
      return inputs(t, op.value, index);
  }
}
function members(t, op, r) {
  const c = t.coords(r);
  const axes = op.kind === "scan" ? op.axis === void 0 ? groupAxes(t) : [op.axis] : groupAxes(t, op.kind === "allreduce" ? op.axes : void 0);
  const out = [];
  for (let q = 0; q < t.size; q++) {
    const d = t.coords(q);
    if (!d.every((x, a) => axes.includes(a) || x === c[a])) continue;
    if (op.kind === "scan" && (op.exclusive === true ? q >= r : q > r)) continue;
    out.push(q);
  }
  return out;
}
function naiveCheck(t, op, index, r, got) {
  if (op.kind !== "allreduce" && op.kind !== "scan" && !(op.kind === "reduce" && r === op.root)) return;
  const o = checkOp(op.op);
  const vecs = vectors(t, op.value, index);
  const group = members(t, op, r);
  const g = asVector(got).vec;
  const first = vecs[0];
  for (let i = 0; i < first.length; i++) {
    const xs = group.map((q) => vecs[q][i]);
    if (xs.length === 0) {
      expect(g[i]).toBe(identityLike(o, first)[i]);
      continue;
    }
    if (o !== "sum") {
      const best = xs.reduce((a, b) => (o === "max" ? b > a : b < a) ? b : a);
      expect(g[i]).toBe(best);
    } else if (first instanceof Float64Array) {
      const sum = xs.reduce((a, b) => a + b, 0);
      const scale = xs.reduce((a, b) => a + Math.abs(b), 0);
      expect(Math.abs(g[i] - sum)).toBeLessThanOrEqual(scale * 1e-12);
    } else if (first instanceof Int32Array) {
      expect(g[i]).toBe(xs.reduce((a, b) => a + b | 0, 0));
    }
  }
}
const TOPOLOGIES = ["chain:2", "ring:3", "mesh:2x2", "mesh:2x3", "torus:2x4", "hypercube:3"];
describe.each(TOPOLOGIES)("collectives on %s", (spec) => {
  const t = parseTopology(spec);
  const ops = opsFor(t);
  let cluster;
  let out;
  beforeAll(async () => {
    cluster = createCluster({ topology: spec, linkBytes: 4096 });
    const flags = new SharedArrayBuffer(4 * t.size);
    const run = await cluster.run(PROGRAM, { seed: SEED, ops, modes: MODES, flags });
    out = run.results;
  }, 12e4);
  afterAll(async () => {
    await cluster?.close();
  });
  it("shm and links results are identical bit for bit", () => {
    for (let r = 0; r < t.size; r++) {
      const res = out[r].results;
      expect(bits(res.shm)).toEqual(bits(res.links));
    }
  });
  it("every result equals the canonical expression computed on the host", () => {
    for (let r = 0; r < t.size; r++) {
      const res = out[r].results;
      const want = ops.map((op, i) => expected(t, op, i, r));
      expect(bits(res.shm)).toEqual(bits(want));
      expect(bits(res.links)).toEqual(bits(want));
    }
  });
  it("reductions and scans agree with a naive rank-order fold", () => {
    for (let r = 0; r < t.size; r++) {
      const res = out[r].results.shm;
      ops.forEach((op, i) => {
        naiveCheck(t, op, i, r, res[i]);
      });
    }
  });
  it("no rank leaves a barrier before every rank arrived", () => {
    for (const o of out) expect(o.early).toBe(0);
  });
  it("allreduce gives every rank of a group the same bits, and different groups their own sums", () => {
    const at = ops.findIndex((op) => op.kind === "allreduce" && op.axes?.length === 1 && op.op === "sum");
    const groups = /* @__PURE__ */ new Map();
    for (let r = 0; r < t.size; r++) {
      const op = ops[at];
      const key = t.coords(r).map((c, a) => op.axes?.includes(a) ? "*" : c).join(",");
      const got = JSON.stringify(bits(out[r].results.links?.[at]));
      const seen = groups.get(key);
      if (seen === void 0) groups.set(key, got);
      else expect(got).toBe(seen);
    }
    expect(new Set(groups.values()).size).toBe(groups.size);
  });
});
describe("mismatched collectives", () => {
  let cluster;
  const base = [
    { kind: "allreduce", op: "sum", value: num },
    { kind: "allreduce", op: "sum", value: num },
    { kind: "allreduce", op: "sum", value: num }
  ];
  beforeAll(async () => {
    cluster = createCluster({ topology: "ring:3", waitTimeoutMs: 1e4 });
    await cluster.run(PROGRAM, { seed: 1, ops: base, modes: MODES });
  }, 12e4);
  afterAll(async () => {
    await cluster?.close();
  });
  async function failure(modes, perRank) {
    const err = await cluster.run(PROGRAM, { seed: 1, ops: base, modes, perRank }).then(
      () => void 0,
      (e) => e
    );
    expect(err).toBeInstanceOf(MeshworkError);
    return err;
  }
  it("shm: a different op on one rank gives MW_COLLECTIVE_MISMATCH", async () => {
    const err = await failure(["shm"], { 1: [base[0], { kind: "scan", op: "sum", value: num }, base[2]] });
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(ErrorCodes.COLLECTIVE_MISMATCH);
  }, 12e4);
  it("shm: different vector lengths give MW_COLLECTIVE_MISMATCH", async () => {
    const err = await failure(["shm"], { 2: [{ kind: "allreduce", op: "sum", value: { type: "float64", length: 3 } }] });
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(ErrorCodes.COLLECTIVE_MISMATCH);
  }, 12e4);
  it("shm: a rank that skips a collective (barrier instead) is detected, not paired with stale data", async () => {
    const err = await failure(["shm"], {
      1: [base[0], base[1], { kind: "barrier" }, base[2]]
    });
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toMatch(new RegExp(`${ErrorCodes.COLLECTIVE_MISMATCH}|${ErrorCodes.DEADLINE_EXCEEDED}`));
  }, 12e4);
  it("shm: a rank calling one collective fewer than the others is detected", async () => {
    const err = await failure(["shm"], { 0: [base[0], base[1]] });
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(ErrorCodes.COLLECTIVE_MISMATCH);
  }, 12e4);
  it("links: different vector lengths give MW_COLLECTIVE_MISMATCH", async () => {
    const err = await failure(["links"], { 0: [{ kind: "allreduce", op: "sum", value: { type: "float64", length: 3 } }] });
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(ErrorCodes.COLLECTIVE_MISMATCH);
  }, 12e4);
  it("links: a broadcast against an allreduce gives MW_COLLECTIVE_MISMATCH instead of returning the wrong value or hanging", async () => {
    const err = await failure(["links"], { 2: [{ kind: "broadcast", value: obj, root: 2 }] });
    expect(err.code).toBe(ErrorCodes.RANK_FAILED);
    expect(err.message).toContain(ErrorCodes.COLLECTIVE_MISMATCH);
  }, 12e4);
  it("the cluster still computes correctly after the mismatches", async () => {
    const run = await cluster.run(PROGRAM, { seed: 1, ops: base, modes: MODES });
    const t = cluster.topology;
    for (let r = 0; r < 3; r++) {
      const res = run.results[r].results;
      expect(bits(res.shm)).toEqual(bits(res.links));
      const want = base.map((op, i) => {
        const { incl } = canonicalScan(
          "sum",
          Array.from({ length: 3 }, (_, q) => asVector(makeValue(num, seedFor(1, i, q), q)).vec),
          t,
          groupAxes(t)
        );
        expect(op.kind).toBe("allreduce");
        return incl[2][0];
      });
      expect(bits(res.shm)).toEqual(bits(want));
    }
  }, 12e4);
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9jb2xsZWN0aXZlcy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIENvbGxlY3RpdmVzIG9uIHJlYWwgdGhyZWFkcywgYm90aCBpbXBsZW1lbnRhdGlvbnMgKHNoYXJlZCBtZW1vcnkgYW5kIGxpbmtzKSwgb24gY2hhaW5zLCByaW5ncyxcbiAqIG1lc2hlcywgdG9yaSBhbmQgaHlwZXJjdWJlcyBvZiAyIHRvIDggcmFua3M6IHJlc3VsdHMgYXJlIGlkZW50aWNhbCBiaXQgZm9yIGJpdCBiZXR3ZWVuIHRoZSB0d28sXG4gKiBlcXVhbCB0aGUgY2Fub25pY2FsIGV4cHJlc3Npb24gZXZhbHVhdGVkIG9uIHRoZSBob3N0LCBhbmQgYWdyZWUgd2l0aCBhIG5haXZlIHJhbmstb3JkZXIgZm9sZC5cbiAqL1xuaW1wb3J0IHsgYWZ0ZXJBbGwsIGJlZm9yZUFsbCwgZGVzY3JpYmUsIGV4cGVjdCwgaXQgfSBmcm9tICd2aXRlc3QnO1xuaW1wb3J0IHsgYXNWZWN0b3IgfSBmcm9tICcuLi9zcmMvY29tbS9jb2xsZWN0aXZlcy5qcyc7XG5pbXBvcnQgeyBjYW5vbmljYWxTY2FuLCBjaGVja09wLCBncm91cEF4ZXMsIGdyb3VwTGFzdCwgaWRlbnRpdHlMaWtlIH0gZnJvbSAnLi4vc3JjL2NvbW0vZm9sZC5qcyc7XG5pbXBvcnQgeyB0eXBlIENsdXN0ZXIsIGNyZWF0ZUNsdXN0ZXIsIEVycm9yQ29kZXMsIE1lc2h3b3JrRXJyb3IsIHR5cGUgTnVtZXJpY0FycmF5LCBwYXJzZVRvcG9sb2d5LCB0eXBlIFRvcG9sb2d5IH0gZnJvbSAnLi4vc3JjL2luZGV4LmpzJztcbmltcG9ydCB7IGJpdHMgfSBmcm9tICcuL2hlbHBlcnMvYml0cy5qcyc7XG5pbXBvcnQgeyBtYWtlVmFsdWUsIHNlZWRGb3IsIHR5cGUgVmFsdWVTcGVjIH0gZnJvbSAnLi9oZWxwZXJzL3ZhbHVlcy5qcyc7XG5pbXBvcnQgdHlwZSB7IENvbGxlY3RpdmVPcCwgQ29sbGVjdGl2ZXNPcHRpb25zLCBDb2xsZWN0aXZlc1Jlc3VsdCwgTW9kZSB9IGZyb20gJy4vcHJvZ3JhbXMvY29sbGVjdGl2ZXMuanMnO1xuXG5jb25zdCBQUk9HUkFNID0gbmV3IFVSTCgnLi9wcm9ncmFtcy9jb2xsZWN0aXZlcy50cycsIGltcG9ydC5tZXRhLnVybCk7XG5jb25zdCBTRUVEID0gNDI7XG5jb25zdCBNT0RFUzogcmVhZG9ubHkgTW9kZVtdID0gWydzaG0nLCAnbGlua3MnXTtcblxuY29uc3QgbnVtOiBWYWx1ZVNwZWMgPSB7IHR5cGU6ICdudW1iZXInIH07XG5jb25zdCBmNjQ6IFZhbHVlU3BlYyA9IHsgdHlwZTogJ2Zsb2F0NjQnLCBsZW5ndGg6IDUgfTtcbmNvbnN0IGkzMjogVmFsdWVTcGVjID0geyB0eXBlOiAnaW50MzInLCBsZW5ndGg6IDQgfTtcbmNvbnN0IG9iajogVmFsdWVTcGVjID0geyB0eXBlOiAnb2JqZWN0JyB9O1xuXG4vKiogVGhlIG9wZXJhdGlvbiBsaXN0IHJ1biBvbiBhIHRvcG9sb2d5OiBldmVyeSBjb2xsZWN0aXZlLCBldmVyeSBvcCwgZ2xvYmFsIGFuZCBwZXIgYXhpcy4gKi9cbmZ1bmN0aW9uIG9wc0Zvcih0OiBUb3BvbG9neSk6IENvbGxlY3RpdmVPcFtdIHtcbiAgY29uc3Qgb3BzOiBDb2xsZWN0aXZlT3BbXSA9IFt7IGtpbmQ6ICdiYXJyaWVyJyB9LCB7IGtpbmQ6ICdiYXJyaWVyJyB9LCB7IGtpbmQ6ICdiYXJyaWVyJyB9XTtcbiAgZm9yIChjb25zdCBvcCBvZiBbJ3N1bScsICdtaW4nLCAnbWF4J10gYXMgY29uc3QpIHtcbiAgICBmb3IgKGNvbnN0IHZhbHVlIG9mIFtudW0sIGY2NCwgaTMyXSkgb3BzLnB1c2goeyBraW5kOiAnYWxscmVkdWNlJywgb3AsIHZhbHVlIH0pO1xuICB9XG4gIG9wcy5wdXNoKHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAncGx1cycsIHZhbHVlOiB7IHR5cGU6ICdmbG9hdDMyJywgbGVuZ3RoOiAzIH0gfSk7XG4gIG9wcy5wdXNoKHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAnbWF4JywgdmFsdWU6IHsgdHlwZTogJ2JpZ2ludDY0JywgbGVuZ3RoOiAyIH0gfSk7XG4gIGNvbnN0IGsgPSB0LmRpbXMubGVuZ3RoO1xuICBmb3IgKGxldCBhID0gMDsgYSA8IGs7IGErKykge1xuICAgIG9wcy5wdXNoKHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAnc3VtJywgdmFsdWU6IGY2NCwgYXhlczogW2FdIH0pO1xuICAgIG9wcy5wdXNoKHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAnbWluJywgdmFsdWU6IGkzMiwgYXhlczogW2FdIH0pO1xuICB9XG4gIGlmIChrID49IDIpIHtcbiAgICBvcHMucHVzaCh7IGtpbmQ6ICdhbGxyZWR1Y2UnLCBvcDogJ3N1bScsIHZhbHVlOiBudW0sIGF4ZXM6IFtrIC0gMSwgMF0gfSk7XG4gICAgb3BzLnB1c2goeyBraW5kOiAnYWxscmVkdWNlJywgb3A6ICdzdW0nLCB2YWx1ZTogZjY0LCBheGVzOiBbXSB9KTtcbiAgfVxuICBjb25zdCBsYXN0ID0gdC5zaXplIC0gMTtcbiAgY29uc3QgbWlkID0gTWF0aC5mbG9vcih0LnNpemUgLyAyKTtcbiAgZm9yIChjb25zdCByb290IG9mIG5ldyBTZXQoWzAsIGxhc3QsIG1pZF0pKSB7XG4gICAgb3BzLnB1c2goeyBraW5kOiAncmVkdWNlJywgb3A6ICdzdW0nLCB2YWx1ZTogZjY0LCByb290IH0pO1xuICAgIG9wcy5wdXNoKHsga2luZDogJ2Jyb2FkY2FzdCcsIHZhbHVlOiBmNjQsIHJvb3QgfSk7XG4gICAgb3BzLnB1c2goeyBraW5kOiAnYnJvYWRjYXN0JywgdmFsdWU6IG9iaiwgcm9vdCB9KTtcbiAgICBvcHMucHVzaCh7IGtpbmQ6ICdnYXRoZXInLCB2YWx1ZTogbnVtLCByb290IH0pO1xuICB9XG4gIGZvciAoY29uc3QgZXhjbHVzaXZlIG9mIFtmYWxzZSwgdHJ1ZV0pIHtcbiAgICBvcHMucHVzaCh7IGtpbmQ6ICdzY2FuJywgb3A6ICdzdW0nLCB2YWx1ZTogbnVtLCBleGNsdXNpdmUgfSk7XG4gICAgb3BzLnB1c2goeyBraW5kOiAnc2NhbicsIG9wOiAnc3VtJywgdmFsdWU6IGY2NCwgZXhjbHVzaXZlIH0pO1xuICAgIG9wcy5wdXNoKHsga2luZDogJ3NjYW4nLCBvcDogJ21heCcsIHZhbHVlOiBmNjQsIGV4Y2x1c2l2ZSB9KTtcbiAgICBvcHMucHVzaCh7IGtpbmQ6ICdzY2FuJywgb3A6ICdtYXgnLCB2YWx1ZTogaTMyLCBleGNsdXNpdmUgfSk7XG4gICAgZm9yIChsZXQgYSA9IDA7IGEgPCBrOyBhKyspIHtcbiAgICAgIG9wcy5wdXNoKHsga2luZDogJ3NjYW4nLCBvcDogJ3N1bScsIHZhbHVlOiBmNjQsIGF4aXM6IGEsIGV4Y2x1c2l2ZSB9KTtcbiAgICAgIG9wcy5wdXNoKHsga2luZDogJ3NjYW4nLCBvcDogJ21heCcsIHZhbHVlOiBudW0sIGF4aXM6IGEsIGV4Y2x1c2l2ZSB9KTtcbiAgICB9XG4gIH1cbiAgb3BzLnB1c2goeyBraW5kOiAnYWxsZ2F0aGVyJywgdmFsdWU6IG51bSB9KTtcbiAgb3BzLnB1c2goeyBraW5kOiAnYWxsZ2F0aGVyJywgdmFsdWU6IG9iaiB9KTtcbiAgb3BzLnB1c2goeyBraW5kOiAnZ2F0aGVyJywgdmFsdWU6IHsgdHlwZTogJ3VpbnQxNicsIGxlbmd0aDogMyB9LCByb290OiAwIH0pO1xuICByZXR1cm4gb3BzO1xufVxuXG5mdW5jdGlvbiBpbnB1dHModDogVG9wb2xvZ3ksIHNwZWM6IFZhbHVlU3BlYywgaW5kZXg6IG51bWJlcik6IHVua25vd25bXSB7XG4gIHJldHVybiBBcnJheS5mcm9tKHsgbGVuZ3RoOiB0LnNpemUgfSwgKF8sIHIpID0+IG1ha2VWYWx1ZShzcGVjLCBzZWVkRm9yKFNFRUQsIGluZGV4LCByKSwgcikpO1xufVxuXG5mdW5jdGlvbiB2ZWN0b3JzKHQ6IFRvcG9sb2d5LCBzcGVjOiBWYWx1ZVNwZWMsIGluZGV4OiBudW1iZXIpOiBOdW1lcmljQXJyYXlbXSB7XG4gIHJldHVybiBpbnB1dHModCwgc3BlYywgaW5kZXgpLm1hcCgodikgPT4gYXNWZWN0b3IodiBhcyBudW1iZXIpLnZlYyk7XG59XG5cbmNvbnN0IHVud3JhcCA9IChzcGVjOiBWYWx1ZVNwZWMsIHY6IE51bWVyaWNBcnJheSk6IHVua25vd24gPT4gKHNwZWMudHlwZSA9PT0gJ251bWJlcicgPyB2WzBdIDogdik7XG5cbi8qKiBFeHBlY3RlZCByZXN1bHQgb2Ygb3AgYGluZGV4YCBvbiByYW5rIGByYCwgZnJvbSB0aGUgY2Fub25pY2FsIGV4cHJlc3Npb24gKGZvbGQudHMpLiAqL1xuZnVuY3Rpb24gZXhwZWN0ZWQodDogVG9wb2xvZ3ksIG9wOiBDb2xsZWN0aXZlT3AsIGluZGV4OiBudW1iZXIsIHI6IG51bWJlcik6IHVua25vd24ge1xuICBzd2l0Y2ggKG9wLmtpbmQpIHtcbiAgICBjYXNlICdiYXJyaWVyJzpcbiAgICAgIHJldHVybiBudWxsO1xuICAgIGNhc2UgJ2FsbHJlZHVjZSc6IHtcbiAgICAgIGNvbnN0IGF4ZXMgPSBncm91cEF4ZXModCwgb3AuYXhlcyk7XG4gICAgICBjb25zdCB7IGluY2wgfSA9IGNhbm9uaWNhbFNjYW4oY2hlY2tPcChvcC5vcCksIHZlY3RvcnModCwgb3AudmFsdWUsIGluZGV4KSwgdCwgYXhlcyk7XG4gICAgICByZXR1cm4gdW53cmFwKG9wLnZhbHVlLCBpbmNsW2dyb3VwTGFzdCh0LCByLCBheGVzKV0gYXMgTnVtZXJpY0FycmF5KTtcbiAgICB9XG4gICAgY2FzZSAncmVkdWNlJzoge1xuICAgICAgaWYgKHIgIT09IG9wLnJvb3QpIHJldHVybiBudWxsO1xuICAgICAgY29uc3QgYXhlcyA9IGdyb3VwQXhlcyh0KTtcbiAgICAgIHJldHVybiB1bndyYXAob3AudmFsdWUsIGNhbm9uaWNhbFNjYW4oY2hlY2tPcChvcC5vcCksIHZlY3RvcnModCwgb3AudmFsdWUsIGluZGV4KSwgdCwgYXhlcykuaW5jbFt0LnNpemUgLSAxXSBhcyBOdW1lcmljQXJyYXkpO1xuICAgIH1cbiAgICBjYXNlICdzY2FuJzoge1xuICAgICAgY29uc3QgYXhlcyA9IG9wLmF4aXMgPT09IHVuZGVmaW5lZCA/IGdyb3VwQXhlcyh0KSA6IGdyb3VwQXhlcyh0LCBbb3AuYXhpc10pO1xuICAgICAgY29uc3QgdmVjcyA9IHZlY3RvcnModCwgb3AudmFsdWUsIGluZGV4KTtcbiAgICAgIGNvbnN0IHJlcyA9IGNhbm9uaWNhbFNjYW4oY2hlY2tPcChvcC5vcCksIHZlY3MsIHQsIGF4ZXMpO1xuICAgICAgY29uc3QgdiA9IG9wLmV4Y2x1c2l2ZSA9PT0gdHJ1ZSA/IChyZXMuZXhjbFtyXSA/PyBpZGVudGl0eUxpa2UoY2hlY2tPcChvcC5vcCksIHZlY3Nbcl0gYXMgTnVtZXJpY0FycmF5KSkgOiByZXMuaW5jbFtyXTtcbiAgICAgIHJldHVybiB1bndyYXAob3AudmFsdWUsIHYgYXMgTnVtZXJpY0FycmF5KTtcbiAgICB9XG4gICAgY2FzZSAnYnJvYWRjYXN0JzpcbiAgICAgIHJldHVybiBpbnB1dHModCwgb3AudmFsdWUsIGluZGV4KVtvcC5yb290XTtcbiAgICBjYXNlICdnYXRoZXInOlxuICAgICAgcmV0dXJuIHIgPT09IG9wLnJvb3QgPyBpbnB1dHModCwgb3AudmFsdWUsIGluZGV4KSA6IG51bGw7XG4gICAgY2FzZSAnYWxsZ2F0aGVyJzpcbiAgICAgIHJldHVybiBpbnB1dHModCwgb3AudmFsdWUsIGluZGV4KTtcbiAgfVxufVxuXG4vKiogUmFua3Mgd2hvc2UgaW5wdXRzIGEgcmVkdWN0aW9uIG9mIHJhbmsgciBjb21iaW5lcywgaW4gcmFuayBvcmRlciAoc2Nhbjogb25seSB1cCB0byByKS4gKi9cbmZ1bmN0aW9uIG1lbWJlcnModDogVG9wb2xvZ3ksIG9wOiBDb2xsZWN0aXZlT3AsIHI6IG51bWJlcik6IG51bWJlcltdIHtcbiAgY29uc3QgYyA9IHQuY29vcmRzKHIpO1xuICBjb25zdCBheGVzID1cbiAgICBvcC5raW5kID09PSAnc2NhbicgPyAob3AuYXhpcyA9PT0gdW5kZWZpbmVkID8gZ3JvdXBBeGVzKHQpIDogW29wLmF4aXNdKSA6IGdyb3VwQXhlcyh0LCBvcC5raW5kID09PSAnYWxscmVkdWNlJyA/IG9wLmF4ZXMgOiB1bmRlZmluZWQpO1xuICBjb25zdCBvdXQ6IG51bWJlcltdID0gW107XG4gIGZvciAobGV0IHEgPSAwOyBxIDwgdC5zaXplOyBxKyspIHtcbiAgICBjb25zdCBkID0gdC5jb29yZHMocSk7XG4gICAgaWYgKCFkLmV2ZXJ5KCh4LCBhKSA9PiBheGVzLmluY2x1ZGVzKGEpIHx8IHggPT09IGNbYV0pKSBjb250aW51ZTtcbiAgICBpZiAob3Aua2luZCA9PT0gJ3NjYW4nICYmIChvcC5leGNsdXNpdmUgPT09IHRydWUgPyBxID49IHIgOiBxID4gcikpIGNvbnRpbnVlO1xuICAgIG91dC5wdXNoKHEpO1xuICB9XG4gIHJldHVybiBvdXQ7XG59XG5cbi8qKiBJbmRlcGVuZGVudCBjaGVjayBvZiBhIHJlZHVjdGlvbjogYSBwbGFpbiBsZWZ0LXRvLXJpZ2h0IGZvbGQgaW4gcmFuayBvcmRlci4gKi9cbmZ1bmN0aW9uIG5haXZlQ2hlY2sodDogVG9wb2xvZ3ksIG9wOiBDb2xsZWN0aXZlT3AsIGluZGV4OiBudW1iZXIsIHI6IG51bWJlciwgZ290OiB1bmtub3duKTogdm9pZCB7XG4gIGlmIChvcC5raW5kICE9PSAnYWxscmVkdWNlJyAmJiBvcC5raW5kICE9PSAnc2NhbicgJiYgIShvcC5raW5kID09PSAncmVkdWNlJyAmJiByID09PSBvcC5yb290KSkgcmV0dXJuO1xuICBjb25zdCBvID0gY2hlY2tPcChvcC5vcCk7XG4gIGNvbnN0IHZlY3MgPSB2ZWN0b3JzKHQsIG9wLnZhbHVlLCBpbmRleCk7XG4gIGNvbnN0IGdyb3VwID0gbWVtYmVycyh0LCBvcCwgcik7XG4gIGNvbnN0IGcgPSBhc1ZlY3Rvcihnb3QgYXMgbnVtYmVyKS52ZWMgYXMgdW5rbm93biBhcyBBcnJheUxpa2U8bnVtYmVyIHwgYmlnaW50PjtcbiAgY29uc3QgZmlyc3QgPSB2ZWNzWzBdIGFzIE51bWVyaWNBcnJheTtcbiAgZm9yIChsZXQgaSA9IDA7IGkgPCBmaXJzdC5sZW5ndGg7IGkrKykge1xuICAgIGNvbnN0IHhzID0gZ3JvdXAubWFwKChxKSA9PiAodmVjc1txXSBhcyB1bmtub3duIGFzIEFycmF5TGlrZTxudW1iZXIgfCBiaWdpbnQ+KVtpXSBhcyBudW1iZXIgfCBiaWdpbnQpO1xuICAgIGlmICh4cy5sZW5ndGggPT09IDApIHtcbiAgICAgIGV4cGVjdChnW2ldKS50b0JlKChpZGVudGl0eUxpa2UobywgZmlyc3QpIGFzIHVua25vd24gYXMgQXJyYXlMaWtlPG51bWJlciB8IGJpZ2ludD4pW2ldKTtcbiAgICAgIGNvbnRpbnVlO1xuICAgIH1cbiAgICBpZiAobyAhPT0gJ3N1bScpIHtcbiAgICAgIGNvbnN0IGJlc3QgPSB4cy5yZWR1Y2UoKGEsIGIpID0+ICgobyA9PT0gJ21heCcgPyBiID4gYSA6IGIgPCBhKSA/IGIgOiBhKSk7XG4gICAgICBleHBlY3QoZ1tpXSkudG9CZShiZXN0KTtcbiAgICB9IGVsc2UgaWYgKGZpcnN0IGluc3RhbmNlb2YgRmxvYXQ2NEFycmF5KSB7XG4gICAgICBjb25zdCBzdW0gPSAoeHMgYXMgbnVtYmVyW10pLnJlZHVjZSgoYSwgYikgPT4gYSArIGIsIDApO1xuICAgICAgY29uc3Qgc2NhbGUgPSAoeHMgYXMgbnVtYmVyW10pLnJlZHVjZSgoYSwgYikgPT4gYSArIE1hdGguYWJzKGIpLCAwKTtcbiAgICAgIGV4cGVjdChNYXRoLmFicygoZ1tpXSBhcyBudW1iZXIpIC0gc3VtKSkudG9CZUxlc3NUaGFuT3JFcXVhbChzY2FsZSAqIDFlLTEyKTtcbiAgICB9IGVsc2UgaWYgKGZpcnN0IGluc3RhbmNlb2YgSW50MzJBcnJheSkge1xuICAgICAgZXhwZWN0KGdbaV0pLnRvQmUoKHhzIGFzIG51bWJlcltdKS5yZWR1Y2UoKGEsIGIpID0+IChhICsgYikgfCAwLCAwKSk7XG4gICAgfVxuICB9XG59XG5cbi8qKlxuICogMiwgMywgNCwgNiBhbmQgOCByYW5rczsgb3BlbiBhbmQgcGVyaW9kaWMgYXhlczsgZ3JpZCAobGFzdCBheGlzIGZhc3Rlc3QpIGFuZCBoeXBlcmN1YmUgKGJpdCAwXG4gKiBmYXN0ZXN0KSBheGlzIG9yZGVycy4gRWFjaCB0b3BvbG9neSBjb3N0cyBhIGNsdXN0ZXIgc3RhcnQtdXAsIHNvIHRoZSBsaXN0IHN0YXlzIHNob3J0LlxuICovXG5jb25zdCBUT1BPTE9HSUVTID0gWydjaGFpbjoyJywgJ3Jpbmc6MycsICdtZXNoOjJ4MicsICdtZXNoOjJ4MycsICd0b3J1czoyeDQnLCAnaHlwZXJjdWJlOjMnXTtcblxuZGVzY3JpYmUuZWFjaChUT1BPTE9HSUVTKSgnY29sbGVjdGl2ZXMgb24gJXMnLCAoc3BlYykgPT4ge1xuICBjb25zdCB0ID0gcGFyc2VUb3BvbG9neShzcGVjKTtcbiAgY29uc3Qgb3BzID0gb3BzRm9yKHQpO1xuICBsZXQgY2x1c3RlcjogQ2x1c3RlcjtcbiAgbGV0IG91dDogQ29sbGVjdGl2ZXNSZXN1bHRbXTtcblxuICBiZWZvcmVBbGwoYXN5bmMgKCkgPT4ge1xuICAgIGNsdXN0ZXIgPSBjcmVhdGVDbHVzdGVyKHsgdG9wb2xvZ3k6IHNwZWMsIGxpbmtCeXRlczogNDA5NiB9KTtcbiAgICBjb25zdCBmbGFncyA9IG5ldyBTaGFyZWRBcnJheUJ1ZmZlcig0ICogdC5zaXplKTtcbiAgICBjb25zdCBydW4gPSBhd2FpdCBjbHVzdGVyLnJ1bjxDb2xsZWN0aXZlc1Jlc3VsdCwgQ29sbGVjdGl2ZXNPcHRpb25zPihQUk9HUkFNLCB7IHNlZWQ6IFNFRUQsIG9wcywgbW9kZXM6IE1PREVTLCBmbGFncyB9KTtcbiAgICBvdXQgPSBydW4ucmVzdWx0cztcbiAgfSwgMTIwXzAwMCk7XG5cbiAgYWZ0ZXJBbGwoYXN5bmMgKCkgPT4ge1xuICAgIGF3YWl0IGNsdXN0ZXI/LmNsb3NlKCk7XG4gIH0pO1xuXG4gIGl0KCdzaG0gYW5kIGxpbmtzIHJlc3VsdHMgYXJlIGlkZW50aWNhbCBiaXQgZm9yIGJpdCcsICgpID0+IHtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHQuc2l6ZTsgcisrKSB7XG4gICAgICBjb25zdCByZXMgPSAob3V0W3JdIGFzIENvbGxlY3RpdmVzUmVzdWx0KS5yZXN1bHRzO1xuICAgICAgZXhwZWN0KGJpdHMocmVzLnNobSkpLnRvRXF1YWwoYml0cyhyZXMubGlua3MpKTtcbiAgICB9XG4gIH0pO1xuXG4gIGl0KCdldmVyeSByZXN1bHQgZXF1YWxzIHRoZSBjYW5vbmljYWwgZXhwcmVzc2lvbiBjb21wdXRlZCBvbiB0aGUgaG9zdCcsICgpID0+IHtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHQuc2l6ZTsgcisrKSB7XG4gICAgICBjb25zdCByZXMgPSAob3V0W3JdIGFzIENvbGxlY3RpdmVzUmVzdWx0KS5yZXN1bHRzO1xuICAgICAgY29uc3Qgd2FudCA9IG9wcy5tYXAoKG9wLCBpKSA9PiBleHBlY3RlZCh0LCBvcCwgaSwgcikpO1xuICAgICAgZXhwZWN0KGJpdHMocmVzLnNobSkpLnRvRXF1YWwoYml0cyh3YW50KSk7XG4gICAgICBleHBlY3QoYml0cyhyZXMubGlua3MpKS50b0VxdWFsKGJpdHMod2FudCkpO1xuICAgIH1cbiAgfSk7XG5cbiAgaXQoJ3JlZHVjdGlvbnMgYW5kIHNjYW5zIGFncmVlIHdpdGggYSBuYWl2ZSByYW5rLW9yZGVyIGZvbGQnLCAoKSA9PiB7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCB0LnNpemU7IHIrKykge1xuICAgICAgY29uc3QgcmVzID0gKG91dFtyXSBhcyBDb2xsZWN0aXZlc1Jlc3VsdCkucmVzdWx0cy5zaG0gYXMgdW5rbm93bltdO1xuICAgICAgb3BzLmZvckVhY2goKG9wLCBpKSA9PiB7XG4gICAgICAgIG5haXZlQ2hlY2sodCwgb3AsIGksIHIsIHJlc1tpXSk7XG4gICAgICB9KTtcbiAgICB9XG4gIH0pO1xuXG4gIGl0KCdubyByYW5rIGxlYXZlcyBhIGJhcnJpZXIgYmVmb3JlIGV2ZXJ5IHJhbmsgYXJyaXZlZCcsICgpID0+IHtcbiAgICBmb3IgKGNvbnN0IG8gb2Ygb3V0KSBleHBlY3Qoby5lYXJseSkudG9CZSgwKTtcbiAgfSk7XG5cbiAgaXQoJ2FsbHJlZHVjZSBnaXZlcyBldmVyeSByYW5rIG9mIGEgZ3JvdXAgdGhlIHNhbWUgYml0cywgYW5kIGRpZmZlcmVudCBncm91cHMgdGhlaXIgb3duIHN1bXMnLCAoKSA9PiB7XG4gICAgY29uc3QgYXQgPSBvcHMuZmluZEluZGV4KChvcCkgPT4gb3Aua2luZCA9PT0gJ2FsbHJlZHVjZScgJiYgb3AuYXhlcz8ubGVuZ3RoID09PSAxICYmIG9wLm9wID09PSAnc3VtJyk7XG4gICAgY29uc3QgZ3JvdXBzID0gbmV3IE1hcDxzdHJpbmcsIHN0cmluZz4oKTtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHQuc2l6ZTsgcisrKSB7XG4gICAgICBjb25zdCBvcCA9IG9wc1thdF0gYXMgRXh0cmFjdDxDb2xsZWN0aXZlT3AsIHsga2luZDogJ2FsbHJlZHVjZScgfT47XG4gICAgICBjb25zdCBrZXkgPSB0XG4gICAgICAgIC5jb29yZHMocilcbiAgICAgICAgLm1hcCgoYywgYSkgPT4gKG9wLmF4ZXM/LmluY2x1ZGVzKGEpID8gJyonIDogYykpXG4gICAgICAgIC5qb2luKCcsJyk7XG4gICAgICBjb25zdCBnb3QgPSBKU09OLnN0cmluZ2lmeShiaXRzKChvdXRbcl0gYXMgQ29sbGVjdGl2ZXNSZXN1bHQpLnJlc3VsdHMubGlua3M/LlthdF0pKTtcbiAgICAgIGNvbnN0IHNlZW4gPSBncm91cHMuZ2V0KGtleSk7XG4gICAgICBpZiAoc2VlbiA9PT0gdW5kZWZpbmVkKSBncm91cHMuc2V0KGtleSwgZ290KTtcbiAgICAgIGVsc2UgZXhwZWN0KGdvdCkudG9CZShzZWVuKTtcbiAgICB9XG4gICAgZXhwZWN0KG5ldyBTZXQoZ3JvdXBzLnZhbHVlcygpKS5zaXplKS50b0JlKGdyb3Vwcy5zaXplKTtcbiAgfSk7XG59KTtcblxuLyoqIFJhbmtzIGNhbGxpbmcgZGlmZmVyZW50IGNvbGxlY3RpdmVzIGZhaWwgY2xlYXJseSBpbnN0ZWFkIG9mIGhhbmdpbmcgb3IgbWl4aW5nIGRhdGEuICovXG5kZXNjcmliZSgnbWlzbWF0Y2hlZCBjb2xsZWN0aXZlcycsICgpID0+IHtcbiAgbGV0IGNsdXN0ZXI6IENsdXN0ZXI7XG4gIGNvbnN0IGJhc2U6IENvbGxlY3RpdmVPcFtdID0gW1xuICAgIHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAnc3VtJywgdmFsdWU6IG51bSB9LFxuICAgIHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAnc3VtJywgdmFsdWU6IG51bSB9LFxuICAgIHsga2luZDogJ2FsbHJlZHVjZScsIG9wOiAnc3VtJywgdmFsdWU6IG51bSB9LFxuICBdO1xuXG4gIGJlZm9yZUFsbChhc3luYyAoKSA9PiB7XG4gICAgY2x1c3RlciA9IGNyZWF0ZUNsdXN0ZXIoeyB0b3BvbG9neTogJ3Jpbmc6MycsIHdhaXRUaW1lb3V0TXM6IDEwXzAwMCB9KTtcbiAgICAvLyBXYXJtIHVwOiBsb2FkIHRoZSBwcm9ncmFtIG9uIGV2ZXJ5IHRocmVhZCBzbyBsYXRlciBydW5zIHN0YXJ0IHRvZ2V0aGVyLlxuICAgIGF3YWl0IGNsdXN0ZXIucnVuPENvbGxlY3RpdmVzUmVzdWx0LCBDb2xsZWN0aXZlc09wdGlvbnM+KFBST0dSQU0sIHsgc2VlZDogMSwgb3BzOiBiYXNlLCBtb2RlczogTU9ERVMgfSk7XG4gIH0sIDEyMF8wMDApO1xuXG4gIGFmdGVyQWxsKGFzeW5jICgpID0+IHtcbiAgICBhd2FpdCBjbHVzdGVyPy5jbG9zZSgpO1xuICB9KTtcblxuICBhc3luYyBmdW5jdGlvbiBmYWlsdXJlKG1vZGVzOiBNb2RlW10sIHBlclJhbms6IFJlY29yZDxudW1iZXIsIENvbGxlY3RpdmVPcFtdPik6IFByb21pc2U8TWVzaHdvcmtFcnJvcj4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGNsdXN0ZXIucnVuPENvbGxlY3RpdmVzUmVzdWx0LCBDb2xsZWN0aXZlc09wdGlvbnM+KFBST0dSQU0sIHsgc2VlZDogMSwgb3BzOiBiYXNlLCBtb2RlcywgcGVyUmFuayB9KS50aGVuKFxuICAgICAgKCkgPT4gdW5kZWZpbmVkLFxuICAgICAgKGU6IHVua25vd24pID0+IGUsXG4gICAgKTtcbiAgICBleHBlY3QoZXJyKS50b0JlSW5zdGFuY2VPZihNZXNod29ya0Vycm9yKTtcbiAgICByZXR1cm4gZXJyIGFzIE1lc2h3b3JrRXJyb3I7XG4gIH1cblxuICBpdCgnc2htOiBhIGRpZmZlcmVudCBvcCBvbiBvbmUgcmFuayBnaXZlcyBNV19DT0xMRUNUSVZFX01JU01BVENIJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGZhaWx1cmUoWydzaG0nXSwgeyAxOiBbYmFzZVswXSBhcyBDb2xsZWN0aXZlT3AsIHsga2luZDogJ3NjYW4nLCBvcDogJ3N1bScsIHZhbHVlOiBudW0gfSwgYmFzZVsyXSBhcyBDb2xsZWN0aXZlT3BdIH0pO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJBTktfRkFJTEVEKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvQ29udGFpbihFcnJvckNvZGVzLkNPTExFQ1RJVkVfTUlTTUFUQ0gpO1xuICB9LCAxMjBfMDAwKTtcblxuICBpdCgnc2htOiBkaWZmZXJlbnQgdmVjdG9yIGxlbmd0aHMgZ2l2ZSBNV19DT0xMRUNUSVZFX01JU01BVENIJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGZhaWx1cmUoWydzaG0nXSwgeyAyOiBbeyBraW5kOiAnYWxscmVkdWNlJywgb3A6ICdzdW0nLCB2YWx1ZTogeyB0eXBlOiAnZmxvYXQ2NCcsIGxlbmd0aDogMyB9IH1dIH0pO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJBTktfRkFJTEVEKTtcbiAgICBleHBlY3QoZXJyLm1lc3NhZ2UpLnRvQ29udGFpbihFcnJvckNvZGVzLkNPTExFQ1RJVkVfTUlTTUFUQ0gpO1xuICB9LCAxMjBfMDAwKTtcblxuICBpdCgnc2htOiBhIHJhbmsgdGhhdCBza2lwcyBhIGNvbGxlY3RpdmUgKGJhcnJpZXIgaW5zdGVhZCkgaXMgZGV0ZWN0ZWQsIG5vdCBwYWlyZWQgd2l0aCBzdGFsZSBkYXRhJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGZhaWx1cmUoWydzaG0nXSwge1xuICAgICAgMTogW2Jhc2VbMF0gYXMgQ29sbGVjdGl2ZU9wLCBiYXNlWzFdIGFzIENvbGxlY3RpdmVPcCwgeyBraW5kOiAnYmFycmllcicgfSwgYmFzZVsyXSBhcyBDb2xsZWN0aXZlT3BdLFxuICAgIH0pO1xuICAgIGV4cGVjdChlcnIuY29kZSkudG9CZShFcnJvckNvZGVzLlJBTktfRkFJTEVEKTtcbiAgICAvLyBXaGljaCByYW5rIHJlcG9ydHMgZmlyc3QgaXMgYSByYWNlOiB0aGUgcmFua3MgcmVhZGluZyB0aGUgc3RhbGUgc2xvdCByZXBvcnQgdGhlIG1pc21hdGNoLCBvclxuICAgIC8vIChzZWVuIG9uY2UgaW4gQ0kgdW5kZXIgbG9hZCkgdGhlIHNraXBwaW5nIHJhbmsncyB3YWl0IGVuZHMgYXQgaXRzIGRlYWRsaW5lIGZpcnN0LiBFaXRoZXIgd2F5XG4gICAgLy8gdGhlIHJ1biBmYWlscyBjbGVhcmx5IGluc3RlYWQgb2YgcmV0dXJuaW5nIHBhaXJlZC11cCBzdGFsZSBkYXRhLlxuICAgIGV4cGVjdChlcnIubWVzc2FnZSkudG9NYXRjaChuZXcgUmVnRXhwKGAke0Vycm9yQ29kZXMuQ09MTEVDVElWRV9NSVNNQVRDSH18JHtFcnJvckNvZGVzLkRFQURMSU5FX0VYQ0VFREVEfWApKTtcbiAgfSwgMTIwXzAwMCk7XG5cbiAgaXQoJ3NobTogYSByYW5rIGNhbGxpbmcgb25lIGNvbGxlY3RpdmUgZmV3ZXIgdGhhbiB0aGUgb3RoZXJzIGlzIGRldGVjdGVkJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGZhaWx1cmUoWydzaG0nXSwgeyAwOiBbYmFzZVswXSBhcyBDb2xsZWN0aXZlT3AsIGJhc2VbMV0gYXMgQ29sbGVjdGl2ZU9wXSB9KTtcbiAgICBleHBlY3QoZXJyLmNvZGUpLnRvQmUoRXJyb3JDb2Rlcy5SQU5LX0ZBSUxFRCk7XG4gICAgZXhwZWN0KGVyci5tZXNzYWdlKS50b0NvbnRhaW4oRXJyb3JDb2Rlcy5DT0xMRUNUSVZFX01JU01BVENIKTtcbiAgfSwgMTIwXzAwMCk7XG5cbiAgaXQoJ2xpbmtzOiBkaWZmZXJlbnQgdmVjdG9yIGxlbmd0aHMgZ2l2ZSBNV19DT0xMRUNUSVZFX01JU01BVENIJywgYXN5bmMgKCkgPT4ge1xuICAgIGNvbnN0IGVyciA9IGF3YWl0IGZhaWx1cmUoWydsaW5rcyddLCB7IDA6IFt7IGtpbmQ6ICdhbGxyZWR1Y2UnLCBvcDogJ3N1bScsIHZhbHVlOiB7IHR5cGU6ICdmbG9hdDY0JywgbGVuZ3RoOiAzIH0gfV0gfSk7XG4gICAgZXhwZWN0KGVyci5jb2RlKS50b0JlKEVycm9yQ29kZXMuUkFOS19GQUlMRUQpO1xuICAgIGV4cGVjdChlcnIubWVzc2FnZSkudG9Db250YWluKEVycm9yQ29kZXMuQ09MTEVDVElWRV9NSVNNQVRDSCk7XG4gIH0sIDEyMF8wMDApO1xuXG4gIGl0KCdsaW5rczogYSBicm9hZGNhc3QgYWdhaW5zdCBhbiBhbGxyZWR1Y2UgZ2l2ZXMgTVdfQ09MTEVDVElWRV9NSVNNQVRDSCBpbnN0ZWFkIG9mIHJldHVybmluZyB0aGUgd3JvbmcgdmFsdWUgb3IgaGFuZ2luZycsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBlcnIgPSBhd2FpdCBmYWlsdXJlKFsnbGlua3MnXSwgeyAyOiBbeyBraW5kOiAnYnJvYWRjYXN0JywgdmFsdWU6IG9iaiwgcm9vdDogMiB9XSB9KTtcbiAgICBleHBlY3QoZXJyLmNvZGUpLnRvQmUoRXJyb3JDb2Rlcy5SQU5LX0ZBSUxFRCk7XG4gICAgZXhwZWN0KGVyci5tZXNzYWdlKS50b0NvbnRhaW4oRXJyb3JDb2Rlcy5DT0xMRUNUSVZFX01JU01BVENIKTtcbiAgfSwgMTIwXzAwMCk7XG5cbiAgaXQoJ3RoZSBjbHVzdGVyIHN0aWxsIGNvbXB1dGVzIGNvcnJlY3RseSBhZnRlciB0aGUgbWlzbWF0Y2hlcycsIGFzeW5jICgpID0+IHtcbiAgICBjb25zdCBydW4gPSBhd2FpdCBjbHVzdGVyLnJ1bjxDb2xsZWN0aXZlc1Jlc3VsdCwgQ29sbGVjdGl2ZXNPcHRpb25zPihQUk9HUkFNLCB7IHNlZWQ6IDEsIG9wczogYmFzZSwgbW9kZXM6IE1PREVTIH0pO1xuICAgIGNvbnN0IHQgPSBjbHVzdGVyLnRvcG9sb2d5O1xuICAgIGZvciAobGV0IHIgPSAwOyByIDwgMzsgcisrKSB7XG4gICAgICBjb25zdCByZXMgPSAocnVuLnJlc3VsdHNbcl0gYXMgQ29sbGVjdGl2ZXNSZXN1bHQpLnJlc3VsdHM7XG4gICAgICBleHBlY3QoYml0cyhyZXMuc2htKSkudG9FcXVhbChiaXRzKHJlcy5saW5rcykpO1xuICAgICAgY29uc3Qgd2FudCA9IGJhc2UubWFwKChvcCwgaSkgPT4ge1xuICAgICAgICBjb25zdCB7IGluY2wgfSA9IGNhbm9uaWNhbFNjYW4oXG4gICAgICAgICAgJ3N1bScsXG4gICAgICAgICAgQXJyYXkuZnJvbSh7IGxlbmd0aDogMyB9LCAoXywgcSkgPT4gYXNWZWN0b3IobWFrZVZhbHVlKG51bSwgc2VlZEZvcigxLCBpLCBxKSwgcSkgYXMgbnVtYmVyKS52ZWMpLFxuICAgICAgICAgIHQsXG4gICAgICAgICAgZ3JvdXBBeGVzKHQpLFxuICAgICAgICApO1xuICAgICAgICBleHBlY3Qob3Aua2luZCkudG9CZSgnYWxscmVkdWNlJyk7XG4gICAgICAgIHJldHVybiAoaW5jbFsyXSBhcyBOdW1lcmljQXJyYXkpWzBdO1xuICAgICAgfSk7XG4gICAgICBleHBlY3QoYml0cyhyZXMuc2htKSkudG9FcXVhbChiaXRzKHdhbnQpKTtcbiAgICB9XG4gIH0sIDEyMF8wMDApO1xufSk7XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQSxTQUFTLFVBQVUsV0FBVyxVQUFVLFFBQVEsVUFBVTtBQUMxRCxTQUFTLGdCQUFnQjtBQUN6QixTQUFTLGVBQWUsU0FBUyxXQUFXLFdBQVcsb0JBQW9CO0FBQzNFLFNBQXVCLGVBQWUsWUFBWSxlQUFrQyxxQkFBb0M7QUFDeEgsU0FBUyxZQUFZO0FBQ3JCLFNBQVMsV0FBVyxlQUErQjtBQUduRCxNQUFNLFVBQVUsSUFBSSxJQUFJLDZCQUE2QixZQUFZLEdBQUc7QUFDcEUsTUFBTSxPQUFPO0FBQ2IsTUFBTSxRQUF5QixDQUFDLE9BQU8sT0FBTztBQUU5QyxNQUFNLE1BQWlCLEVBQUUsTUFBTSxTQUFTO0FBQ3hDLE1BQU0sTUFBaUIsRUFBRSxNQUFNLFdBQVcsUUFBUSxFQUFFO0FBQ3BELE1BQU0sTUFBaUIsRUFBRSxNQUFNLFNBQVMsUUFBUSxFQUFFO0FBQ2xELE1BQU0sTUFBaUIsRUFBRSxNQUFNLFNBQVM7QUFHeEMsU0FBUyxPQUFPLEdBQTZCO0FBQzNDLFFBQU0sTUFBc0IsQ0FBQyxFQUFFLE1BQU0sVUFBVSxHQUFHLEVBQUUsTUFBTSxVQUFVLEdBQUcsRUFBRSxNQUFNLFVBQVUsQ0FBQztBQUMxRixhQUFXLE1BQU0sQ0FBQyxPQUFPLE9BQU8sS0FBSyxHQUFZO0FBQy9DLGVBQVcsU0FBUyxDQUFDLEtBQUssS0FBSyxHQUFHLEVBQUcsS0FBSSxLQUFLLEVBQUUsTUFBTSxhQUFhLElBQUksTUFBTSxDQUFDO0FBQUEsRUFDaEY7QUFDQSxNQUFJLEtBQUssRUFBRSxNQUFNLGFBQWEsSUFBSSxRQUFRLE9BQU8sRUFBRSxNQUFNLFdBQVcsUUFBUSxFQUFFLEVBQUUsQ0FBQztBQUNqRixNQUFJLEtBQUssRUFBRSxNQUFNLGFBQWEsSUFBSSxPQUFPLE9BQU8sRUFBRSxNQUFNLFlBQVksUUFBUSxFQUFFLEVBQUUsQ0FBQztBQUNqRixRQUFNLElBQUksRUFBRSxLQUFLO0FBQ2pCLFdBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxLQUFLO0FBQzFCLFFBQUksS0FBSyxFQUFFLE1BQU0sYUFBYSxJQUFJLE9BQU8sT0FBTyxLQUFLLE1BQU0sQ0FBQyxDQUFDLEVBQUUsQ0FBQztBQUNoRSxRQUFJLEtBQUssRUFBRSxNQUFNLGFBQWEsSUFBSSxPQUFPLE9BQU8sS0FBSyxNQUFNLENBQUMsQ0FBQyxFQUFFLENBQUM7QUFBQSxFQUNsRTtBQUNBLE1BQUksS0FBSyxHQUFHO0FBQ1YsUUFBSSxLQUFLLEVBQUUsTUFBTSxhQUFhLElBQUksT0FBTyxPQUFPLEtBQUssTUFBTSxDQUFDLElBQUksR0FBRyxDQUFDLEVBQUUsQ0FBQztBQUN2RSxRQUFJLEtBQUssRUFBRSxNQUFNLGFBQWEsSUFBSSxPQUFPLE9BQU8sS0FBSyxNQUFNLENBQUMsRUFBRSxDQUFDO0FBQUEsRUFDakU7QUFDQSxRQUFNLE9BQU8sRUFBRSxPQUFPO0FBQ3RCLFFBQU0sTUFBTSxLQUFLLE1BQU0sRUFBRSxPQUFPLENBQUM7QUFDakMsYUFBVyxRQUFRLG9CQUFJLElBQUksQ0FBQyxHQUFHLE1BQU0sR0FBRyxDQUFDLEdBQUc7QUFDMUMsUUFBSSxLQUFLLEVBQUUsTUFBTSxVQUFVLElBQUksT0FBTyxPQUFPLEtBQUssS0FBSyxDQUFDO0FBQ3hELFFBQUksS0FBSyxFQUFFLE1BQU0sYUFBYSxPQUFPLEtBQUssS0FBSyxDQUFDO0FBQ2hELFFBQUksS0FBSyxFQUFFLE1BQU0sYUFBYSxPQUFPLEtBQUssS0FBSyxDQUFDO0FBQ2hELFFBQUksS0FBSyxFQUFFLE1BQU0sVUFBVSxPQUFPLEtBQUssS0FBSyxDQUFDO0FBQUEsRUFDL0M7QUFDQSxhQUFXLGFBQWEsQ0FBQyxPQUFPLElBQUksR0FBRztBQUNyQyxRQUFJLEtBQUssRUFBRSxNQUFNLFFBQVEsSUFBSSxPQUFPLE9BQU8sS0FBSyxVQUFVLENBQUM7QUFDM0QsUUFBSSxLQUFLLEVBQUUsTUFBTSxRQUFRLElBQUksT0FBTyxPQUFPLEtBQUssVUFBVSxDQUFDO0FBQzNELFFBQUksS0FBSyxFQUFFLE1BQU0sUUFBUSxJQUFJLE9BQU8sT0FBTyxLQUFLLFVBQVUsQ0FBQztBQUMzRCxRQUFJLEtBQUssRUFBRSxNQUFNLFFBQVEsSUFBSSxPQUFPLE9BQU8sS0FBSyxVQUFVLENBQUM7QUFDM0QsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLEtBQUs7QUFDMUIsVUFBSSxLQUFLLEVBQUUsTUFBTSxRQUFRLElBQUksT0FBTyxPQUFPLEtBQUssTUFBTSxHQUFHLFVBQVUsQ0FBQztBQUNwRSxVQUFJLEtBQUssRUFBRSxNQUFNLFFBQVEsSUFBSSxPQUFPLE9BQU8sS0FBSyxNQUFNLEdBQUcsVUFBVSxDQUFDO0FBQUEsSUFDdEU7QUFBQSxFQUNGO0FBQ0EsTUFBSSxLQUFLLEVBQUUsTUFBTSxhQUFhLE9BQU8sSUFBSSxDQUFDO0FBQzFDLE1BQUksS0FBSyxFQUFFLE1BQU0sYUFBYSxPQUFPLElBQUksQ0FBQztBQUMxQyxNQUFJLEtBQUssRUFBRSxNQUFNLFVBQVUsT0FBTyxFQUFFLE1BQU0sVUFBVSxRQUFRLEVBQUUsR0FBRyxNQUFNLEVBQUUsQ0FBQztBQUMxRSxTQUFPO0FBQ1Q7QUFFQSxTQUFTLE9BQU8sR0FBYSxNQUFpQixPQUEwQjtBQUN0RSxTQUFPLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxLQUFLLEdBQUcsQ0FBQyxHQUFHLE1BQU0sVUFBVSxNQUFNLFFBQVEsTUFBTSxPQUFPLENBQUMsR0FBRyxDQUFDLENBQUM7QUFDN0Y7QUFFQSxTQUFTLFFBQVEsR0FBYSxNQUFpQixPQUErQjtBQUM1RSxTQUFPLE9BQU8sR0FBRyxNQUFNLEtBQUssRUFBRSxJQUFJLENBQUMsTUFBTSxTQUFTLENBQVcsRUFBRSxHQUFHO0FBQ3BFO0FBRUEsTUFBTSxTQUFTLENBQUMsTUFBaUIsTUFBOEIsS0FBSyxTQUFTLFdBQVcsRUFBRSxDQUFDLElBQUk7QUFHL0YsU0FBUyxTQUFTLEdBQWEsSUFBa0IsT0FBZSxHQUFvQjtBQUNsRixVQUFRLEdBQUcsTUFBTTtBQUFBLElBQ2YsS0FBSztBQUNILGFBQU87QUFBQSxJQUNULEtBQUssYUFBYTtBQUNoQixZQUFNLE9BQU8sVUFBVSxHQUFHLEdBQUcsSUFBSTtBQUNqQyxZQUFNLEVBQUUsS0FBSyxJQUFJLGNBQWMsUUFBUSxHQUFHLEVBQUUsR0FBRyxRQUFRLEdBQUcsR0FBRyxPQUFPLEtBQUssR0FBRyxHQUFHLElBQUk7QUFDbkYsYUFBTyxPQUFPLEdBQUcsT0FBTyxLQUFLLFVBQVUsR0FBRyxHQUFHLElBQUksQ0FBQyxDQUFpQjtBQUFBLElBQ3JFO0FBQUEsSUFDQSxLQUFLLFVBQVU7QUFDYixVQUFJLE1BQU0sR0FBRyxLQUFNLFFBQU87QUFDMUIsWUFBTSxPQUFPLFVBQVUsQ0FBQztBQUN4QixhQUFPLE9BQU8sR0FBRyxPQUFPLGNBQWMsUUFBUSxHQUFHLEVBQUUsR0FBRyxRQUFRLEdBQUcsR0FBRyxPQUFPLEtBQUssR0FBRyxHQUFHLElBQUksRUFBRSxLQUFLLEVBQUUsT0FBTyxDQUFDLENBQWlCO0FBQUEsSUFDOUg7QUFBQSxJQUNBLEtBQUssUUFBUTtBQUNYLFlBQU0sT0FBTyxHQUFHLFNBQVMsU0FBWSxVQUFVLENBQUMsSUFBSSxVQUFVLEdBQUcsQ0FBQyxHQUFHLElBQUksQ0FBQztBQUMxRSxZQUFNLE9BQU8sUUFBUSxHQUFHLEdBQUcsT0FBTyxLQUFLO0FBQ3ZDLFlBQU0sTUFBTSxjQUFjLFFBQVEsR0FBRyxFQUFFLEdBQUcsTUFBTSxHQUFHLElBQUk7QUFDdkQsWUFBTSxJQUFJLEdBQUcsY0FBYyxPQUFRLElBQUksS0FBSyxDQUFDLEtBQUssYUFBYSxRQUFRLEdBQUcsRUFBRSxHQUFHLEtBQUssQ0FBQyxDQUFpQixJQUFLLElBQUksS0FBSyxDQUFDO0FBQ3JILGFBQU8sT0FBTyxHQUFHLE9BQU8sQ0FBaUI7QUFBQSxJQUMzQztBQUFBLElBQ0EsS0FBSztBQUNILGFBQU8sT0FBTyxHQUFHLEdBQUcsT0FBTyxLQUFLLEVBQUUsR0FBRyxJQUFJO0FBQUEsSUFDM0MsS0FBSztBQUNILGFBQU8sTUFBTSxHQUFHLE9BQU8sT0FBTyxHQUFHLEdBQUcsT0FBTyxLQUFLLElBQUk7QUFBQSxJQUN0RCxLQUFLO0FBQ0gsYUFBTyxPQUFPLEdBQUcsR0FBRyxPQUFPLEtBQUs7QUFBQSxFQUNwQztBQUNGO0FBR0EsU0FBUyxRQUFRLEdBQWEsSUFBa0IsR0FBcUI7QUFDbkUsUUFBTSxJQUFJLEVBQUUsT0FBTyxDQUFDO0FBQ3BCLFFBQU0sT0FDSixHQUFHLFNBQVMsU0FBVSxHQUFHLFNBQVMsU0FBWSxVQUFVLENBQUMsSUFBSSxDQUFDLEdBQUcsSUFBSSxJQUFLLFVBQVUsR0FBRyxHQUFHLFNBQVMsY0FBYyxHQUFHLE9BQU8sTUFBUztBQUN0SSxRQUFNLE1BQWdCLENBQUM7QUFDdkIsV0FBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixVQUFNLElBQUksRUFBRSxPQUFPLENBQUM7QUFDcEIsUUFBSSxDQUFDLEVBQUUsTUFBTSxDQUFDLEdBQUcsTUFBTSxLQUFLLFNBQVMsQ0FBQyxLQUFLLE1BQU0sRUFBRSxDQUFDLENBQUMsRUFBRztBQUN4RCxRQUFJLEdBQUcsU0FBUyxXQUFXLEdBQUcsY0FBYyxPQUFPLEtBQUssSUFBSSxJQUFJLEdBQUk7QUFDcEUsUUFBSSxLQUFLLENBQUM7QUFBQSxFQUNaO0FBQ0EsU0FBTztBQUNUO0FBR0EsU0FBUyxXQUFXLEdBQWEsSUFBa0IsT0FBZSxHQUFXLEtBQW9CO0FBQy9GLE1BQUksR0FBRyxTQUFTLGVBQWUsR0FBRyxTQUFTLFVBQVUsRUFBRSxHQUFHLFNBQVMsWUFBWSxNQUFNLEdBQUcsTUFBTztBQUMvRixRQUFNLElBQUksUUFBUSxHQUFHLEVBQUU7QUFDdkIsUUFBTSxPQUFPLFFBQVEsR0FBRyxHQUFHLE9BQU8sS0FBSztBQUN2QyxRQUFNLFFBQVEsUUFBUSxHQUFHLElBQUksQ0FBQztBQUM5QixRQUFNLElBQUksU0FBUyxHQUFhLEVBQUU7QUFDbEMsUUFBTSxRQUFRLEtBQUssQ0FBQztBQUNwQixXQUFTLElBQUksR0FBRyxJQUFJLE1BQU0sUUFBUSxLQUFLO0FBQ3JDLFVBQU0sS0FBSyxNQUFNLElBQUksQ0FBQyxNQUFPLEtBQUssQ0FBQyxFQUE0QyxDQUFDLENBQW9CO0FBQ3BHLFFBQUksR0FBRyxXQUFXLEdBQUc7QUFDbkIsYUFBTyxFQUFFLENBQUMsQ0FBQyxFQUFFLEtBQU0sYUFBYSxHQUFHLEtBQUssRUFBNEMsQ0FBQyxDQUFDO0FBQ3RGO0FBQUEsSUFDRjtBQUNBLFFBQUksTUFBTSxPQUFPO0FBQ2YsWUFBTSxPQUFPLEdBQUcsT0FBTyxDQUFDLEdBQUcsT0FBUSxNQUFNLFFBQVEsSUFBSSxJQUFJLElBQUksS0FBSyxJQUFJLENBQUU7QUFDeEUsYUFBTyxFQUFFLENBQUMsQ0FBQyxFQUFFLEtBQUssSUFBSTtBQUFBLElBQ3hCLFdBQVcsaUJBQWlCLGNBQWM7QUFDeEMsWUFBTSxNQUFPLEdBQWdCLE9BQU8sQ0FBQyxHQUFHLE1BQU0sSUFBSSxHQUFHLENBQUM7QUFDdEQsWUFBTSxRQUFTLEdBQWdCLE9BQU8sQ0FBQyxHQUFHLE1BQU0sSUFBSSxLQUFLLElBQUksQ0FBQyxHQUFHLENBQUM7QUFDbEUsYUFBTyxLQUFLLElBQUssRUFBRSxDQUFDLElBQWUsR0FBRyxDQUFDLEVBQUUsb0JBQW9CLFFBQVEsS0FBSztBQUFBLElBQzVFLFdBQVcsaUJBQWlCLFlBQVk7QUFDdEMsYUFBTyxFQUFFLENBQUMsQ0FBQyxFQUFFLEtBQU0sR0FBZ0IsT0FBTyxDQUFDLEdBQUcsTUFBTyxJQUFJLElBQUssR0FBRyxDQUFDLENBQUM7QUFBQSxJQUNyRTtBQUFBLEVBQ0Y7QUFDRjtBQU1BLE1BQU0sYUFBYSxDQUFDLFdBQVcsVUFBVSxZQUFZLFlBQVksYUFBYSxhQUFhO0FBRTNGLFNBQVMsS0FBSyxVQUFVLEVBQUUscUJBQXFCLENBQUMsU0FBUztBQUN2RCxRQUFNLElBQUksY0FBYyxJQUFJO0FBQzVCLFFBQU0sTUFBTSxPQUFPLENBQUM7QUFDcEIsTUFBSTtBQUNKLE1BQUk7QUFFSixZQUFVLFlBQVk7QUFDcEIsY0FBVSxjQUFjLEVBQUUsVUFBVSxNQUFNLFdBQVcsS0FBSyxDQUFDO0FBQzNELFVBQU0sUUFBUSxJQUFJLGtCQUFrQixJQUFJLEVBQUUsSUFBSTtBQUM5QyxVQUFNLE1BQU0sTUFBTSxRQUFRLElBQTJDLFNBQVMsRUFBRSxNQUFNLE1BQU0sS0FBSyxPQUFPLE9BQU8sTUFBTSxDQUFDO0FBQ3RILFVBQU0sSUFBSTtBQUFBLEVBQ1osR0FBRyxJQUFPO0FBRVYsV0FBUyxZQUFZO0FBQ25CLFVBQU0sU0FBUyxNQUFNO0FBQUEsRUFDdkIsQ0FBQztBQUVELEtBQUcsbURBQW1ELE1BQU07QUFDMUQsYUFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixZQUFNLE1BQU8sSUFBSSxDQUFDLEVBQXdCO0FBQzFDLGFBQU8sS0FBSyxJQUFJLEdBQUcsQ0FBQyxFQUFFLFFBQVEsS0FBSyxJQUFJLEtBQUssQ0FBQztBQUFBLElBQy9DO0FBQUEsRUFDRixDQUFDO0FBRUQsS0FBRyxxRUFBcUUsTUFBTTtBQUM1RSxhQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLFlBQU0sTUFBTyxJQUFJLENBQUMsRUFBd0I7QUFDMUMsWUFBTSxPQUFPLElBQUksSUFBSSxDQUFDLElBQUksTUFBTSxTQUFTLEdBQUcsSUFBSSxHQUFHLENBQUMsQ0FBQztBQUNyRCxhQUFPLEtBQUssSUFBSSxHQUFHLENBQUMsRUFBRSxRQUFRLEtBQUssSUFBSSxDQUFDO0FBQ3hDLGFBQU8sS0FBSyxJQUFJLEtBQUssQ0FBQyxFQUFFLFFBQVEsS0FBSyxJQUFJLENBQUM7QUFBQSxJQUM1QztBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsMkRBQTJELE1BQU07QUFDbEUsYUFBUyxJQUFJLEdBQUcsSUFBSSxFQUFFLE1BQU0sS0FBSztBQUMvQixZQUFNLE1BQU8sSUFBSSxDQUFDLEVBQXdCLFFBQVE7QUFDbEQsVUFBSSxRQUFRLENBQUMsSUFBSSxNQUFNO0FBQ3JCLG1CQUFXLEdBQUcsSUFBSSxHQUFHLEdBQUcsSUFBSSxDQUFDLENBQUM7QUFBQSxNQUNoQyxDQUFDO0FBQUEsSUFDSDtBQUFBLEVBQ0YsQ0FBQztBQUVELEtBQUcsc0RBQXNELE1BQU07QUFDN0QsZUFBVyxLQUFLLElBQUssUUFBTyxFQUFFLEtBQUssRUFBRSxLQUFLLENBQUM7QUFBQSxFQUM3QyxDQUFDO0FBRUQsS0FBRyw0RkFBNEYsTUFBTTtBQUNuRyxVQUFNLEtBQUssSUFBSSxVQUFVLENBQUMsT0FBTyxHQUFHLFNBQVMsZUFBZSxHQUFHLE1BQU0sV0FBVyxLQUFLLEdBQUcsT0FBTyxLQUFLO0FBQ3BHLFVBQU0sU0FBUyxvQkFBSSxJQUFvQjtBQUN2QyxhQUFTLElBQUksR0FBRyxJQUFJLEVBQUUsTUFBTSxLQUFLO0FBQy9CLFlBQU0sS0FBSyxJQUFJLEVBQUU7QUFDakIsWUFBTSxNQUFNLEVBQ1QsT0FBTyxDQUFDLEVBQ1IsSUFBSSxDQUFDLEdBQUcsTUFBTyxHQUFHLE1BQU0sU0FBUyxDQUFDLElBQUksTUFBTSxDQUFFLEVBQzlDLEtBQUssR0FBRztBQUNYLFlBQU0sTUFBTSxLQUFLLFVBQVUsS0FBTSxJQUFJLENBQUMsRUFBd0IsUUFBUSxRQUFRLEVBQUUsQ0FBQyxDQUFDO0FBQ2xGLFlBQU0sT0FBTyxPQUFPLElBQUksR0FBRztBQUMzQixVQUFJLFNBQVMsT0FBVyxRQUFPLElBQUksS0FBSyxHQUFHO0FBQUEsVUFDdEMsUUFBTyxHQUFHLEVBQUUsS0FBSyxJQUFJO0FBQUEsSUFDNUI7QUFDQSxXQUFPLElBQUksSUFBSSxPQUFPLE9BQU8sQ0FBQyxFQUFFLElBQUksRUFBRSxLQUFLLE9BQU8sSUFBSTtBQUFBLEVBQ3hELENBQUM7QUFDSCxDQUFDO0FBR0QsU0FBUywwQkFBMEIsTUFBTTtBQUN2QyxNQUFJO0FBQ0osUUFBTSxPQUF1QjtBQUFBLElBQzNCLEVBQUUsTUFBTSxhQUFhLElBQUksT0FBTyxPQUFPLElBQUk7QUFBQSxJQUMzQyxFQUFFLE1BQU0sYUFBYSxJQUFJLE9BQU8sT0FBTyxJQUFJO0FBQUEsSUFDM0MsRUFBRSxNQUFNLGFBQWEsSUFBSSxPQUFPLE9BQU8sSUFBSTtBQUFBLEVBQzdDO0FBRUEsWUFBVSxZQUFZO0FBQ3BCLGNBQVUsY0FBYyxFQUFFLFVBQVUsVUFBVSxlQUFlLElBQU8sQ0FBQztBQUVyRSxVQUFNLFFBQVEsSUFBMkMsU0FBUyxFQUFFLE1BQU0sR0FBRyxLQUFLLE1BQU0sT0FBTyxNQUFNLENBQUM7QUFBQSxFQUN4RyxHQUFHLElBQU87QUFFVixXQUFTLFlBQVk7QUFDbkIsVUFBTSxTQUFTLE1BQU07QUFBQSxFQUN2QixDQUFDO0FBRUQsaUJBQWUsUUFBUSxPQUFlLFNBQWlFO0FBQ3JHLFVBQU0sTUFBTSxNQUFNLFFBQVEsSUFBMkMsU0FBUyxFQUFFLE1BQU0sR0FBRyxLQUFLLE1BQU0sT0FBTyxRQUFRLENBQUMsRUFBRTtBQUFBLE1BQ3BILE1BQU07QUFBQSxNQUNOLENBQUMsTUFBZTtBQUFBLElBQ2xCO0FBQ0EsV0FBTyxHQUFHLEVBQUUsZUFBZSxhQUFhO0FBQ3hDLFdBQU87QUFBQSxFQUNUO0FBRUEsS0FBRyxnRUFBZ0UsWUFBWTtBQUM3RSxVQUFNLE1BQU0sTUFBTSxRQUFRLENBQUMsS0FBSyxHQUFHLEVBQUUsR0FBRyxDQUFDLEtBQUssQ0FBQyxHQUFtQixFQUFFLE1BQU0sUUFBUSxJQUFJLE9BQU8sT0FBTyxJQUFJLEdBQUcsS0FBSyxDQUFDLENBQWlCLEVBQUUsQ0FBQztBQUNySSxXQUFPLElBQUksSUFBSSxFQUFFLEtBQUssV0FBVyxXQUFXO0FBQzVDLFdBQU8sSUFBSSxPQUFPLEVBQUUsVUFBVSxXQUFXLG1CQUFtQjtBQUFBLEVBQzlELEdBQUcsSUFBTztBQUVWLEtBQUcsNkRBQTZELFlBQVk7QUFDMUUsVUFBTSxNQUFNLE1BQU0sUUFBUSxDQUFDLEtBQUssR0FBRyxFQUFFLEdBQUcsQ0FBQyxFQUFFLE1BQU0sYUFBYSxJQUFJLE9BQU8sT0FBTyxFQUFFLE1BQU0sV0FBVyxRQUFRLEVBQUUsRUFBRSxDQUFDLEVBQUUsQ0FBQztBQUNuSCxXQUFPLElBQUksSUFBSSxFQUFFLEtBQUssV0FBVyxXQUFXO0FBQzVDLFdBQU8sSUFBSSxPQUFPLEVBQUUsVUFBVSxXQUFXLG1CQUFtQjtBQUFBLEVBQzlELEdBQUcsSUFBTztBQUVWLEtBQUcsaUdBQWlHLFlBQVk7QUFDOUcsVUFBTSxNQUFNLE1BQU0sUUFBUSxDQUFDLEtBQUssR0FBRztBQUFBLE1BQ2pDLEdBQUcsQ0FBQyxLQUFLLENBQUMsR0FBbUIsS0FBSyxDQUFDLEdBQW1CLEVBQUUsTUFBTSxVQUFVLEdBQUcsS0FBSyxDQUFDLENBQWlCO0FBQUEsSUFDcEcsQ0FBQztBQUNELFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFJNUMsV0FBTyxJQUFJLE9BQU8sRUFBRSxRQUFRLElBQUksT0FBTyxHQUFHLFdBQVcsbUJBQW1CLElBQUksV0FBVyxpQkFBaUIsRUFBRSxDQUFDO0FBQUEsRUFDN0csR0FBRyxJQUFPO0FBRVYsS0FBRyx3RUFBd0UsWUFBWTtBQUNyRixVQUFNLE1BQU0sTUFBTSxRQUFRLENBQUMsS0FBSyxHQUFHLEVBQUUsR0FBRyxDQUFDLEtBQUssQ0FBQyxHQUFtQixLQUFLLENBQUMsQ0FBaUIsRUFBRSxDQUFDO0FBQzVGLFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFDNUMsV0FBTyxJQUFJLE9BQU8sRUFBRSxVQUFVLFdBQVcsbUJBQW1CO0FBQUEsRUFDOUQsR0FBRyxJQUFPO0FBRVYsS0FBRywrREFBK0QsWUFBWTtBQUM1RSxVQUFNLE1BQU0sTUFBTSxRQUFRLENBQUMsT0FBTyxHQUFHLEVBQUUsR0FBRyxDQUFDLEVBQUUsTUFBTSxhQUFhLElBQUksT0FBTyxPQUFPLEVBQUUsTUFBTSxXQUFXLFFBQVEsRUFBRSxFQUFFLENBQUMsRUFBRSxDQUFDO0FBQ3JILFdBQU8sSUFBSSxJQUFJLEVBQUUsS0FBSyxXQUFXLFdBQVc7QUFDNUMsV0FBTyxJQUFJLE9BQU8sRUFBRSxVQUFVLFdBQVcsbUJBQW1CO0FBQUEsRUFDOUQsR0FBRyxJQUFPO0FBRVYsS0FBRyx3SEFBd0gsWUFBWTtBQUNySSxVQUFNLE1BQU0sTUFBTSxRQUFRLENBQUMsT0FBTyxHQUFHLEVBQUUsR0FBRyxDQUFDLEVBQUUsTUFBTSxhQUFhLE9BQU8sS0FBSyxNQUFNLEVBQUUsQ0FBQyxFQUFFLENBQUM7QUFDeEYsV0FBTyxJQUFJLElBQUksRUFBRSxLQUFLLFdBQVcsV0FBVztBQUM1QyxXQUFPLElBQUksT0FBTyxFQUFFLFVBQVUsV0FBVyxtQkFBbUI7QUFBQSxFQUM5RCxHQUFHLElBQU87QUFFVixLQUFHLDZEQUE2RCxZQUFZO0FBQzFFLFVBQU0sTUFBTSxNQUFNLFFBQVEsSUFBMkMsU0FBUyxFQUFFLE1BQU0sR0FBRyxLQUFLLE1BQU0sT0FBTyxNQUFNLENBQUM7QUFDbEgsVUFBTSxJQUFJLFFBQVE7QUFDbEIsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLEtBQUs7QUFDMUIsWUFBTSxNQUFPLElBQUksUUFBUSxDQUFDLEVBQXdCO0FBQ2xELGFBQU8sS0FBSyxJQUFJLEdBQUcsQ0FBQyxFQUFFLFFBQVEsS0FBSyxJQUFJLEtBQUssQ0FBQztBQUM3QyxZQUFNLE9BQU8sS0FBSyxJQUFJLENBQUMsSUFBSSxNQUFNO0FBQy9CLGNBQU0sRUFBRSxLQUFLLElBQUk7QUFBQSxVQUNmO0FBQUEsVUFDQSxNQUFNLEtBQUssRUFBRSxRQUFRLEVBQUUsR0FBRyxDQUFDLEdBQUcsTUFBTSxTQUFTLFVBQVUsS0FBSyxRQUFRLEdBQUcsR0FBRyxDQUFDLEdBQUcsQ0FBQyxDQUFXLEVBQUUsR0FBRztBQUFBLFVBQy9GO0FBQUEsVUFDQSxVQUFVLENBQUM7QUFBQSxRQUNiO0FBQ0EsZUFBTyxHQUFHLElBQUksRUFBRSxLQUFLLFdBQVc7QUFDaEMsZUFBUSxLQUFLLENBQUMsRUFBbUIsQ0FBQztBQUFBLE1BQ3BDLENBQUM7QUFDRCxhQUFPLEtBQUssSUFBSSxHQUFHLENBQUMsRUFBRSxRQUFRLEtBQUssSUFBSSxDQUFDO0FBQUEsSUFDMUM7QUFBQSxFQUNGLEdBQUcsSUFBTztBQUNaLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
