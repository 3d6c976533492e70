import { ErrorCodes, MeshworkError } from "../errors.js";
import { checkArray, checkCount, checkLoad, checkName, checkObject } from "./validate.js";
const TRACE_VERSION = 2;
const TRACE_VERSIONS = [1, 2];
function malformed(message) {
  return new MeshworkError(ErrorCodes.TRACE_MALFORMED, message);
}
function loadsOf(ranks, size) {
  const logs = new Array(size);
  for (const r of ranks) if (r.loads !== void 0 && r.rank >= 0 && r.rank < size) logs[r.rank] = r.loads;
  const first = logs[0];
  if (first === void 0) return void 0;
  for (let r = 0; r < size; r++) if (logs[r] === void 0) return void 0;
  const steps = Math.min(...logs.map((l) => l.steps.length));
  const out = [];
  for (let s = 0; s < steps; s++) {
    const at = logs.map((l) => l.steps[s]);
    const step0 = at[0];
    const step = {
      cuts: step0.cuts.map((c) => [...c]),
      totals: at.map((x) => x.total),
      planes: at.map((x) => x.planes.map((p) => [...p])),
      computeMs: at.map((x) => x.computeMs),
      stepMs: at.map((x) => x.stepMs),
      syncMs: at.map((x) => x.syncMs)
    };
    const b0 = step0.balance;
    if (b0 !== void 0) {
      const balance = {
        cuts: b0.cuts.map((c) => [...c]),
        costMs: at.map((x) => x.balance?.costMs ?? 0),
        decisionMs: at.map((x) => x.balance?.decisionMs ?? 0),
        unitsMoved: b0.unitsMoved,
        bytesMoved: b0.bytesMoved
      };
      if (b0.skipped !== void 0) balance.skipped = b0.skipped;
      step.balance = balance;
    }
    out.push(step);
  }
  const recorded = { balancer: first.balancer, policy: first.policy, loadIsTime: first.loadIsTime };
  if (first.balancerOptions !== void 0) recorded.balancerOptions = first.balancerOptions;
  if (first.policyOptions !== void 0) recorded.policyOptions = first.policyOptions;
  return {
    topology: first.topology,
    decomposition: {
      kind: first.kind,
      shape: [...first.shape],
      procDims: [...first.procDims],
      minExtent: [...first.minExtent],
      procCoords: logs.map((l) => [...l.procCoords]),
      axes: [...first.axes],
      bytesPerPlane: [...first.bytesPerPlane]
    },
    recorded,
    steps: out
  };
}
function toTrace(run, ranks) {
  const trace = {
    version: TRACE_VERSION,
    ranks: run.ranks,
    clock: run.clock,
    phases: run.phases.map((p) => ({
      name: p.name,
      index: p.index,
      busyNs: [...p.busyNs],
      workUnits: [...p.workUnits]
    }))
  };
  const loads = ranks === void 0 ? void 0 : loadsOf(ranks, run.ranks);
  if (loads !== void 0) trace.loads = loads;
  return trace;
}
function checkPerRank(what, value, ranks) {
  const arr = checkArray(what, value);
  if (arr.length !== ranks) throw malformed(`${what}.length must be ${ranks} (one entry per rank), got ${arr.length}`);
  return arr.map((v, i) => checkLoad(`${what}[${i}]`, v));
}
function checkTracePhase(what, value, ranks) {
  const p = checkObject(what, value);
  return {
    name: checkName(`${what}.name`, p.name),
    index: checkCount(`${what}.index`, p.index),
    busyNs: checkPerRank(`${what}.busyNs`, p.busyNs, ranks),
    workUnits: checkPerRank(`${what}.workUnits`, p.workUnits, ranks)
  };
}
function checkInts(what, value, length) {
  const arr = checkArray(what, value);
  if (length !== void 0 && arr.length !== length) throw malformed(`${what}.length must be ${length}, got ${arr.length}`);
  return arr.map((v, i) => checkCount(`${what}[${i}]`, v));
}
function checkLoadsArray(what, value) {
  return checkArray(what, value).map((v, i) => checkLoad(`${what}[${i}]`, v));
}
function checkCuts(what, value, shape, procDims) {
  const arr = checkArray(what, value);
  if (arr.length !== shape.length) throw malformed(`${what}.length must be ${shape.length} (one list per axis), got ${arr.length}`);
  return arr.map((c, a) => {
    const cuts = checkInts(`${what}[${a}]`, c, procDims[a] + 1);
    if (cuts[0] !== 0 || cuts[cuts.length - 1] !== shape[a] || cuts.some((x, i) => i > 0 && x < cuts[i - 1])) {
      throw malformed(`${what}[${a}] must rise from 0 to ${shape[a]}, got [${cuts.join(", ")}]`);
    }
    return cuts;
  });
}
function checkTopologySpec(what, value) {
  const t = checkObject(what, value);
  switch (t.kind) {
    case "chain":
    case "ring":
      return { kind: t.kind, size: checkCount(`${what}.size`, t.size) };
    case "mesh":
    case "torus":
      return { kind: t.kind, dims: checkInts(`${what}.dims`, t.dims) };
    case "hypercube":
      return { kind: "hypercube", dimension: checkCount(`${what}.dimension`, t.dimension) };
    default:
      throw malformed(`${what}.kind must be one of chain, ring, mesh, torus, hypercube, got ${JSON.stringify(t.kind)}`);
  }
}
function checkLoadBlock(value, ranks) {
  const l = checkObject("trace.loads", value);
  const topology = checkTopologySpec("trace.loads.topology", l.topology);
  const d = checkObject("trace.loads.decomposition", l.decomposition);
  if (d.kind !== "grid" && d.kind !== "range")
    throw malformed(`trace.loads.decomposition.kind must be "grid" or "range", got ${JSON.stringify(d.kind)}`);
  const shape = checkInts("trace.loads.decomposition.shape", d.shape);
  if (shape.length === 0) throw malformed("trace.loads.decomposition.shape must have at least one axis");
  const procDims = checkInts("trace.loads.decomposition.procDims", d.procDims, shape.length);
  if (procDims.reduce((a, b) => a * b, 1) !== ranks) {
    throw malformed(`trace.loads.decomposition.procDims must multiply to ${ranks} ranks, got [${procDims.join(", ")}]`);
  }
  const minExtent = checkInts("trace.loads.decomposition.minExtent", d.minExtent, shape.length);
  const pcs = checkArray("trace.loads.decomposition.procCoords", d.procCoords);
  if (pcs.length !== ranks) throw malformed(`trace.loads.decomposition.procCoords.length must be ${ranks}, got ${pcs.length}`);
  const procCoords = pcs.map((pc, r) => {
    const c = checkInts(`trace.loads.decomposition.procCoords[${r}]`, pc, shape.length);
    if (c.some((x, a) => x >= procDims[a]))
      throw malformed(`trace.loads.decomposition.procCoords[${r}] is outside the processor grid`);
    return c;
  });
  const axes = checkInts("trace.loads.decomposition.axes", d.axes);
  const expectedAxes = procDims.flatMap((p, a) => p > 1 ? [a] : []);
  if (axes.join() !== expectedAxes.join()) {
    throw malformed(`trace.loads.decomposition.axes must be the decomposed axes [${expectedAxes.join(", ")}], got [${axes.join(", ")}]`);
  }
  const bytesPerPlane = checkLoadsArray("trace.loads.decomposition.bytesPerPlane", d.bytesPerPlane);
  if (bytesPerPlane.length !== shape.length) throw malformed(`trace.loads.decomposition.bytesPerPlane.length must be ${shape.length}`);
  const rec = checkObject("trace.loads.recorded", l.recorded);
  const recorded = {
    balancer: checkName("trace.loads.recorded.balancer", rec.balancer),
    policy: checkName("trace.loads.recorded.policy", rec.policy),
    loadIsTime: rec.loadIsTime === true
  };
  if (rec.balancerOptions !== void 0) recorded.balancerOptions = rec.balancerOptions;
  if (rec.policyOptions !== void 0) recorded.policyOptions = rec.policyOptions;
  const steps = checkArray("trace.loads.steps", l.steps).map((v, s) => {
    const what = `trace.loads.steps[${s}]`;
    const st = checkObject(what, v);
    const cuts = checkCuts(`${what}.cuts`, st.cuts, shape, procDims);
    const planesRaw = checkArray(`${what}.planes`, st.planes);
    if (planesRaw.length !== ranks) throw malformed(`${what}.planes.length must be ${ranks} (one entry per rank), got ${planesRaw.length}`);
    const planes = planesRaw.map((pr, r) => {
      const per = checkArray(`${what}.planes[${r}]`, pr);
      if (per.length !== 0 && per.length !== axes.length) {
        throw malformed(`${what}.planes[${r}].length must be ${axes.length} (one list per decomposed axis) or 0, got ${per.length}`);
      }
      return per.map((p, i) => {
        const a = axes[i];
        const pc = procCoords[r];
        const ext = cuts[a][pc[a] + 1] - cuts[a][pc[a]];
        const loads = checkLoadsArray(`${what}.planes[${r}][${i}]`, p);
        if (loads.length !== ext)
          throw malformed(`${what}.planes[${r}][${i}].length must be the tile's extent ${ext}, got ${loads.length}`);
        return loads;
      });
    });
    const step = {
      cuts,
      totals: checkPerRank(`${what}.totals`, st.totals, ranks),
      planes,
      computeMs: checkPerRank(`${what}.computeMs`, st.computeMs, ranks),
      stepMs: checkPerRank(`${what}.stepMs`, st.stepMs, ranks),
      syncMs: checkPerRank(`${what}.syncMs`, st.syncMs, ranks)
    };
    if (st.balance !== void 0) {
      const b = checkObject(`${what}.balance`, st.balance);
      const balance = {
        cuts: checkCuts(`${what}.balance.cuts`, b.cuts, shape, procDims),
        costMs: checkPerRank(`${what}.balance.costMs`, b.costMs, ranks),
        decisionMs: checkPerRank(`${what}.balance.decisionMs`, b.decisionMs, ranks),
        unitsMoved: checkCount(`${what}.balance.unitsMoved`, b.unitsMoved),
        bytesMoved: checkCount(`${what}.balance.bytesMoved`, b.bytesMoved)
      };
      if (typeof b.skipped === "string") balance.skipped = b.skipped;
      step.balance = balance;
    }
    return step;
  });
  return {
    topology,
    decomposition: { kind: d.kind, shape, procDims, minExtent, procCoords, axes, bytesPerPlane },
    recorded,
    steps
  };
}
function endsEarly(text) {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === "\\") i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === "{" || c === "[") depth++;
    else if (c === "}" || c === "]") depth--;
  }
  return inString || depth > 0 || text.trim() === "";
}
function validate(value) {
  const t = checkObject("trace", value);
  if (typeof t.version !== "number" || !TRACE_VERSIONS.includes(t.version)) {
    throw new MeshworkError(
      ErrorCodes.TRACE_VERSION,
      `trace.version must be one of ${TRACE_VERSIONS.join(", ")} (the formats this build reads), got ${JSON.stringify(t.version) ?? "undefined"}`
    );
  }
  const version = t.version;
  const ranks = checkCount("trace.ranks", t.ranks);
  if (ranks === 0) throw malformed("trace.ranks must be an integer >= 1, got number 0");
  const phases = checkArray("trace.phases", t.phases).map((p, i) => checkTracePhase(`trace.phases[${i}]`, p, ranks));
  const seen = /* @__PURE__ */ new Set();
  for (const [i, p] of phases.entries()) {
    const key = JSON.stringify([p.name, p.index]);
    if (seen.has(key)) {
      throw malformed(`trace.phases[${i}] must have a unique name + index (phase ${JSON.stringify(p.name)} #${p.index} appears twice)`);
    }
    seen.add(key);
  }
  const trace = { version, ranks, phases };
  if (t.clock !== void 0) {
    if (t.clock !== "schedstat" && t.clock !== "active" && t.clock !== "wall" && t.clock !== "mixed") {
      throw malformed(`trace.clock must be one of "schedstat", "active", "wall", "mixed" (or absent), got ${JSON.stringify(t.clock)}`);
    }
    trace.clock = t.clock;
  }
  if (version >= 2 && t.loads !== void 0) trace.loads = checkLoadBlock(t.loads, ranks);
  return trace;
}
function fromTrace(json) {
  let value = json;
  if (typeof json === "string") {
    try {
      value = JSON.parse(json);
    } catch (err) {
      if (endsEarly(json)) {
        throw new MeshworkError(
          ErrorCodes.TRACE_TRUNCATED,
          `trace ends after ${json.length} characters, inside its JSON; expected a complete trace (was the file cut short?)`
        );
      }
      throw malformed(`trace must be valid JSON text: ${err.message}`);
    }
  }
  try {
    return validate(value);
  } catch (err) {
    if (err instanceof MeshworkError && err.code === ErrorCodes.INVALID_ARGUMENT) throw malformed(err.message);
    throw err;
  }
}
export {
  TRACE_VERSION,
  TRACE_VERSIONS,
  fromTrace,
  toTrace
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL21ldHJpY3MvdHJhY2UudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogVGhlIHRyYWNlIGZpbGUgZm9ybWF0IHdyaXR0ZW4gYWZ0ZXIgYSBydW4gYW5kIHJlYWQgYnkgYG1lc2h3b3JrIHJlcG9ydGAgYW5kIGBtZXNod29yayByZXBsYXlgLlxuICogVmVyc2lvbiAxOlxuICpcbiAqICAgICB7IFwidmVyc2lvblwiOiAxLCBcInJhbmtzXCI6IE4sIFwiY2xvY2tcIjogXCJzY2hlZHN0YXRcIixcbiAqICAgICAgIFwicGhhc2VzXCI6IFt7IFwibmFtZVwiOiBcIi4uLlwiLCBcImluZGV4XCI6IDAsIFwiYnVzeU5zXCI6IFtOIG51bWJlcnNdLCBcIndvcmtVbml0c1wiOiBbTiBudW1iZXJzXSB9XSB9XG4gKlxuICogVmVyc2lvbiAyIGFkZHMgYW4gb3B0aW9uYWwgYGxvYWRzYCBibG9jayAoc2VlIGBUcmFjZUxvYWRzYCwgYW5kIHRyYWNlLnNjaGVtYS5qc29uIGluIHRoaXNcbiAqIHBhY2thZ2UpOiB0aGUgdG9wb2xvZ3ksIHRoZSBkZWNvbXBvc2l0aW9uLCB0aGUgcmVjb3JkZWQgYmFsYW5jaW5nLCBhbmQgcGVyIHN0ZXAgYW5kIHJhbmsgdGhlXG4gKiBwbGFuZSBsb2FkcywgY29tcHV0ZSB0aW1lLCBzdGVwIHRpbWUsIHN5bmMgdGltZSBhbmQgdGhlIG1lYXN1cmVkIGNvc3Qgb2YgZWFjaCBiYWxhbmNlLlxuICpcbiAqIGBmcm9tVHJhY2VgIHJlYWRzIGJvdGggdmVyc2lvbnMgYW5kIHRocm93cyB0eXBlZCBlcnJvcnM6IE1XX1RSQUNFX1ZFUlNJT04gZm9yIGFub3RoZXIgdmVyc2lvbixcbiAqIE1XX1RSQUNFX1RSVU5DQVRFRCBmb3IgSlNPTiB0ZXh0IHRoYXQgZW5kcyBlYXJseSwgTVdfVFJBQ0VfTUFMRk9STUVEIG5hbWluZyB0aGUgb2ZmZW5kaW5nIHBhdGhcbiAqIChlLmcuIGB0cmFjZS5waGFzZXNbMl0uYnVzeU5zWzFdYCkgZm9yIGFueXRoaW5nIGVsc2UuXG4gKi9cblxuaW1wb3J0IHsgRXJyb3JDb2RlcywgTWVzaHdvcmtFcnJvciB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5pbXBvcnQgdHlwZSB7IFRvcG9sb2d5U3BlYyB9IGZyb20gJy4uL3RvcG9sb2d5L3R5cGVzLmpzJztcbmltcG9ydCB0eXBlIHsgTWV0cmljc1RyYWNlLCBSYW5rTWV0cmljcywgUnVuTWV0cmljcywgVHJhY2VCYWxhbmNlLCBUcmFjZUxvYWRzLCBUcmFjZVBoYXNlLCBUcmFjZVN0ZXAgfSBmcm9tICcuL3R5cGVzLmpzJztcbmltcG9ydCB7IGNoZWNrQXJyYXksIGNoZWNrQ291bnQsIGNoZWNrTG9hZCwgY2hlY2tOYW1lLCBjaGVja09iamVjdCB9IGZyb20gJy4vdmFsaWRhdGUuanMnO1xuXG4vKiogVGhlIHZlcnNpb24gYHRvVHJhY2VgIHdyaXRlcy4gKi9cbmV4cG9ydCBjb25zdCBUUkFDRV9WRVJTSU9OID0gMjtcbi8qKiBFdmVyeSB2ZXJzaW9uIGBmcm9tVHJhY2VgIHJlYWRzLiAqL1xuZXhwb3J0IGNvbnN0IFRSQUNFX1ZFUlNJT05TOiByZWFkb25seSBudW1iZXJbXSA9IFsxLCAyXTtcblxuZnVuY3Rpb24gbWFsZm9ybWVkKG1lc3NhZ2U6IHN0cmluZyk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoRXJyb3JDb2Rlcy5UUkFDRV9NQUxGT1JNRUQsIG1lc3NhZ2UpO1xufVxuXG4vKiogQXNzZW1ibGUgZXZlcnkgcmFuaydzIGxvYWQgbG9nIGludG8gdGhlIHRyYWNlJ3MgYGxvYWRzYCBibG9jayAodW5kZWZpbmVkIHdoZW4gbm9uZSByZWNvcmRlZCkuICovXG5mdW5jdGlvbiBsb2Fkc09mKHJhbmtzOiByZWFkb25seSBSYW5rTWV0cmljc1tdLCBzaXplOiBudW1iZXIpOiBUcmFjZUxvYWRzIHwgdW5kZWZpbmVkIHtcbiAgY29uc3QgbG9ncyA9IG5ldyBBcnJheTxOb25OdWxsYWJsZTxSYW5rTWV0cmljc1snbG9hZHMnXT4+KHNpemUpO1xuICBmb3IgKGNvbnN0IHIgb2YgcmFua3MpIGlmIChyLmxvYWRzICE9PSB1bmRlZmluZWQgJiYgci5yYW5rID49IDAgJiYgci5yYW5rIDwgc2l6ZSkgbG9nc1tyLnJhbmtdID0gci5sb2FkcztcbiAgY29uc3QgZmlyc3QgPSBsb2dzWzBdO1xuICBpZiAoZmlyc3QgPT09IHVuZGVmaW5lZCkgcmV0dXJuIHVuZGVmaW5lZDtcbiAgZm9yIChsZXQgciA9IDA7IHIgPCBzaXplOyByKyspIGlmIChsb2dzW3JdID09PSB1bmRlZmluZWQpIHJldHVybiB1bmRlZmluZWQ7XG4gIGNvbnN0IHN0ZXBzID0gTWF0aC5taW4oLi4ubG9ncy5tYXAoKGwpID0+IGwuc3RlcHMubGVuZ3RoKSk7XG4gIGNvbnN0IG91dDogVHJhY2VTdGVwW10gPSBbXTtcbiAgZm9yIChsZXQgcyA9IDA7IHMgPCBzdGVwczsgcysrKSB7XG4gICAgY29uc3QgYXQgPSBsb2dzLm1hcCgobCkgPT4gbC5zdGVwc1tzXSBhcyBOb25OdWxsYWJsZTwodHlwZW9mIGwuc3RlcHMpW251bWJlcl0+KTtcbiAgICBjb25zdCBzdGVwMCA9IGF0WzBdIGFzICh0eXBlb2YgYXQpW251bWJlcl07XG4gICAgY29uc3Qgc3RlcDogVHJhY2VTdGVwID0ge1xuICAgICAgY3V0czogc3RlcDAuY3V0cy5tYXAoKGMpID0+IFsuLi5jXSksXG4gICAgICB0b3RhbHM6IGF0Lm1hcCgoeCkgPT4geC50b3RhbCksXG4gICAgICBwbGFuZXM6IGF0Lm1hcCgoeCkgPT4geC5wbGFuZXMubWFwKChwKSA9PiBbLi4ucF0pKSxcbiAgICAgIGNvbXB1dGVNczogYXQubWFwKCh4KSA9PiB4LmNvbXB1dGVNcyksXG4gICAgICBzdGVwTXM6IGF0Lm1hcCgoeCkgPT4geC5zdGVwTXMpLFxuICAgICAgc3luY01zOiBhdC5tYXAoKHgpID0+IHguc3luY01zKSxcbiAgICB9O1xuICAgIGNvbnN0IGIwID0gc3RlcDAuYmFsYW5jZTtcbiAgICBpZiAoYjAgIT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3QgYmFsYW5jZTogVHJhY2VCYWxhbmNlID0ge1xuICAgICAgICBjdXRzOiBiMC5jdXRzLm1hcCgoYykgPT4gWy4uLmNdKSxcbiAgICAgICAgY29zdE1zOiBhdC5tYXAoKHgpID0+IHguYmFsYW5jZT8uY29zdE1zID8/IDApLFxuICAgICAgICBkZWNpc2lvbk1zOiBhdC5tYXAoKHgpID0+IHguYmFsYW5jZT8uZGVjaXNpb25NcyA/PyAwKSxcbiAgICAgICAgdW5pdHNNb3ZlZDogYjAudW5pdHNNb3ZlZCxcbiAgICAgICAgYnl0ZXNNb3ZlZDogYjAuYnl0ZXNNb3ZlZCxcbiAgICAgIH07XG4gICAgICBpZiAoYjAuc2tpcHBlZCAhPT0gdW5kZWZpbmVkKSBiYWxhbmNlLnNraXBwZWQgPSBiMC5za2lwcGVkO1xuICAgICAgc3RlcC5iYWxhbmNlID0gYmFsYW5jZTtcbiAgICB9XG4gICAgb3V0LnB1c2goc3RlcCk7XG4gIH1cbiAgY29uc3QgcmVjb3JkZWQ6IFRyYWNlTG9hZHNbJ3JlY29yZGVkJ10gPSB7IGJhbGFuY2VyOiBmaXJzdC5iYWxhbmNlciwgcG9saWN5OiBmaXJzdC5wb2xpY3ksIGxvYWRJc1RpbWU6IGZpcnN0LmxvYWRJc1RpbWUgfTtcbiAgaWYgKGZpcnN0LmJhbGFuY2VyT3B0aW9ucyAhPT0gdW5kZWZpbmVkKSByZWNvcmRlZC5iYWxhbmNlck9wdGlvbnMgPSBmaXJzdC5iYWxhbmNlck9wdGlvbnM7XG4gIGlmIChmaXJzdC5wb2xpY3lPcHRpb25zICE9PSB1bmRlZmluZWQpIHJlY29yZGVkLnBvbGljeU9wdGlvbnMgPSBmaXJzdC5wb2xpY3lPcHRpb25zO1xuICByZXR1cm4ge1xuICAgIHRvcG9sb2d5OiBmaXJzdC50b3BvbG9neSxcbiAgICBkZWNvbXBvc2l0aW9uOiB7XG4gICAgICBraW5kOiBmaXJzdC5raW5kLFxuICAgICAgc2hhcGU6IFsuLi5maXJzdC5zaGFwZV0sXG4gICAgICBwcm9jRGltczogWy4uLmZpcnN0LnByb2NEaW1zXSxcbiAgICAgIG1pbkV4dGVudDogWy4uLmZpcnN0Lm1pbkV4dGVudF0sXG4gICAgICBwcm9jQ29vcmRzOiBsb2dzLm1hcCgobCkgPT4gWy4uLmwucHJvY0Nvb3Jkc10pLFxuICAgICAgYXhlczogWy4uLmZpcnN0LmF4ZXNdLFxuICAgICAgYnl0ZXNQZXJQbGFuZTogWy4uLmZpcnN0LmJ5dGVzUGVyUGxhbmVdLFxuICAgIH0sXG4gICAgcmVjb3JkZWQsXG4gICAgc3RlcHM6IG91dCxcbiAgfTtcbn1cblxuLyoqXG4gKiBBIEpTT04tYWJsZSB0cmFjZSBvZiBhIHJ1biAoY29waWVzIHRoZSBhcnJheXMpLiBQYXNzIHRoZSByYW5rcycgb3duIHNuYXBzaG90cyAoYFJ1blJlc3VsdC5yYW5rc2ApXG4gKiB0byBpbmNsdWRlIHRoZSBsb2FkIHJlY29yZCBvZiBhIHJlY29yZGluZyBiYWxhbmNpbmcgZHJpdmVyLlxuICovXG5leHBvcnQgZnVuY3Rpb24gdG9UcmFjZShydW46IFJ1bk1ldHJpY3MsIHJhbmtzPzogcmVhZG9ubHkgUmFua01ldHJpY3NbXSk6IE1ldHJpY3NUcmFjZSB7XG4gIGNvbnN0IHRyYWNlOiBNZXRyaWNzVHJhY2UgPSB7XG4gICAgdmVyc2lvbjogVFJBQ0VfVkVSU0lPTixcbiAgICByYW5rczogcnVuLnJhbmtzLFxuICAgIGNsb2NrOiBydW4uY2xvY2ssXG4gICAgcGhhc2VzOiBydW4ucGhhc2VzLm1hcCgocCkgPT4gKHtcbiAgICAgIG5hbWU6IHAubmFtZSxcbiAgICAgIGluZGV4OiBwLmluZGV4LFxuICAgICAgYnVzeU5zOiBbLi4ucC5idXN5TnNdLFxuICAgICAgd29ya1VuaXRzOiBbLi4ucC53b3JrVW5pdHNdLFxuICAgIH0pKSxcbiAgfTtcbiAgY29uc3QgbG9hZHMgPSByYW5rcyA9PT0gdW5kZWZpbmVkID8gdW5kZWZpbmVkIDogbG9hZHNPZihyYW5rcywgcnVuLnJhbmtzKTtcbiAgaWYgKGxvYWRzICE9PSB1bmRlZmluZWQpIHRyYWNlLmxvYWRzID0gbG9hZHM7XG4gIHJldHVybiB0cmFjZTtcbn1cblxuZnVuY3Rpb24gY2hlY2tQZXJSYW5rKHdoYXQ6IHN0cmluZywgdmFsdWU6IHVua25vd24sIHJhbmtzOiBudW1iZXIpOiBudW1iZXJbXSB7XG4gIGNvbnN0IGFyciA9IGNoZWNrQXJyYXkod2hhdCwgdmFsdWUpO1xuICBpZiAoYXJyLmxlbmd0aCAhPT0gcmFua3MpIHRocm93IG1hbGZvcm1lZChgJHt3aGF0fS5sZW5ndGggbXVzdCBiZSAke3JhbmtzfSAob25lIGVudHJ5IHBlciByYW5rKSwgZ290ICR7YXJyLmxlbmd0aH1gKTtcbiAgcmV0dXJuIGFyci5tYXAoKHYsIGkpID0+IGNoZWNrTG9hZChgJHt3aGF0fVske2l9XWAsIHYpKTtcbn1cblxuZnVuY3Rpb24gY2hlY2tUcmFjZVBoYXNlKHdoYXQ6IHN0cmluZywgdmFsdWU6IHVua25vd24sIHJhbmtzOiBudW1iZXIpOiBUcmFjZVBoYXNlIHtcbiAgY29uc3QgcCA9IGNoZWNrT2JqZWN0KHdoYXQsIHZhbHVlKTtcbiAgcmV0dXJuIHtcbiAgICBuYW1lOiBjaGVja05hbWUoYCR7d2hhdH0ubmFtZWAsIHAubmFtZSksXG4gICAgaW5kZXg6IGNoZWNrQ291bnQoYCR7d2hhdH0uaW5kZXhgLCBwLmluZGV4KSxcbiAgICBidXN5TnM6IGNoZWNrUGVyUmFuayhgJHt3aGF0fS5idXN5TnNgLCBwLmJ1c3lOcywgcmFua3MpLFxuICAgIHdvcmtVbml0czogY2hlY2tQZXJSYW5rKGAke3doYXR9LndvcmtVbml0c2AsIHAud29ya1VuaXRzLCByYW5rcyksXG4gIH07XG59XG5cbmZ1bmN0aW9uIGNoZWNrSW50cyh3aGF0OiBzdHJpbmcsIHZhbHVlOiB1bmtub3duLCBsZW5ndGg/OiBudW1iZXIpOiBudW1iZXJbXSB7XG4gIGNvbnN0IGFyciA9IGNoZWNrQXJyYXkod2hhdCwgdmFsdWUpO1xuICBpZiAobGVuZ3RoICE9PSB1bmRlZmluZWQgJiYgYXJyLmxlbmd0aCAhPT0gbGVuZ3RoKSB0aHJvdyBtYWxmb3JtZWQoYCR7d2hhdH0ubGVuZ3RoIG11c3QgYmUgJHtsZW5ndGh9LCBnb3QgJHthcnIubGVuZ3RofWApO1xuICByZXR1cm4gYXJyLm1hcCgodiwgaSkgPT4gY2hlY2tDb3VudChgJHt3aGF0fVske2l9XWAsIHYpKTtcbn1cblxuZnVuY3Rpb24gY2hlY2tMb2Fkc0FycmF5KHdoYXQ6IHN0cmluZywgdmFsdWU6IHVua25vd24pOiBudW1iZXJbXSB7XG4gIHJldHVybiBjaGVja0FycmF5KHdoYXQsIHZhbHVlKS5tYXAoKHYsIGkpID0+IGNoZWNrTG9hZChgJHt3aGF0fVske2l9XWAsIHYpKTtcbn1cblxuLyoqIEN1dCBwb2ludHMgb2YgZXZlcnkgYXhpczogcHJvY0RpbXNbYV0gKyAxIG5vbi1kZWNyZWFzaW5nIGludGVnZXJzIGZyb20gMCB0byBzaGFwZVthXS4gKi9cbmZ1bmN0aW9uIGNoZWNrQ3V0cyh3aGF0OiBzdHJpbmcsIHZhbHVlOiB1bmtub3duLCBzaGFwZTogcmVhZG9ubHkgbnVtYmVyW10sIHByb2NEaW1zOiByZWFkb25seSBudW1iZXJbXSk6IG51bWJlcltdW10ge1xuICBjb25zdCBhcnIgPSBjaGVja0FycmF5KHdoYXQsIHZhbHVlKTtcbiAgaWYgKGFyci5sZW5ndGggIT09IHNoYXBlLmxlbmd0aCkgdGhyb3cgbWFsZm9ybWVkKGAke3doYXR9Lmxlbmd0aCBtdXN0IGJlICR7c2hhcGUubGVuZ3RofSAob25lIGxpc3QgcGVyIGF4aXMpLCBnb3QgJHthcnIubGVuZ3RofWApO1xuICByZXR1cm4gYXJyLm1hcCgoYywgYSkgPT4ge1xuICAgIGNvbnN0IGN1dHMgPSBjaGVja0ludHMoYCR7d2hhdH1bJHthfV1gLCBjLCAocHJvY0RpbXNbYV0gYXMgbnVtYmVyKSArIDEpO1xuICAgIGlmIChjdXRzWzBdICE9PSAwIHx8IGN1dHNbY3V0cy5sZW5ndGggLSAxXSAhPT0gc2hhcGVbYV0gfHwgY3V0cy5zb21lKCh4LCBpKSA9PiBpID4gMCAmJiB4IDwgKGN1dHNbaSAtIDFdIGFzIG51bWJlcikpKSB7XG4gICAgICB0aHJvdyBtYWxmb3JtZWQoYCR7d2hhdH1bJHthfV0gbXVzdCByaXNlIGZyb20gMCB0byAke3NoYXBlW2FdfSwgZ290IFske2N1dHMuam9pbignLCAnKX1dYCk7XG4gICAgfVxuICAgIHJldHVybiBjdXRzO1xuICB9KTtcbn1cblxuZnVuY3Rpb24gY2hlY2tUb3BvbG9neVNwZWMod2hhdDogc3RyaW5nLCB2YWx1ZTogdW5rbm93bik6IFRvcG9sb2d5U3BlYyB7XG4gIGNvbnN0IHQgPSBjaGVja09iamVjdCh3aGF0LCB2YWx1ZSk7XG4gIHN3aXRjaCAodC5raW5kKSB7XG4gICAgY2FzZSAnY2hhaW4nOlxuICAgIGNhc2UgJ3JpbmcnOlxuICAgICAgcmV0dXJuIHsga2luZDogdC5raW5kLCBzaXplOiBjaGVja0NvdW50KGAke3doYXR9LnNpemVgLCB0LnNpemUpIH07XG4gICAgY2FzZSAnbWVzaCc6XG4gICAgY2FzZSAndG9ydXMnOlxuICAgICAgcmV0dXJuIHsga2luZDogdC5raW5kLCBkaW1zOiBjaGVja0ludHMoYCR7d2hhdH0uZGltc2AsIHQuZGltcykgfTtcbiAgICBjYXNlICdoeXBlcmN1YmUnOlxuICAgICAgcmV0dXJuIHsga2luZDogJ2h5cGVyY3ViZScsIGRpbWVuc2lvbjogY2hlY2tDb3VudChgJHt3aGF0fS5kaW1lbnNpb25gLCB0LmRpbWVuc2lvbikgfTtcbiAgICBkZWZhdWx0OlxuICAgICAgdGhyb3cgbWFsZm9ybWVkKGAke3doYXR9LmtpbmQgbXVzdCBiZSBvbmUgb2YgY2hhaW4sIHJpbmcsIG1lc2gsIHRvcnVzLCBoeXBlcmN1YmUsIGdvdCAke0pTT04uc3RyaW5naWZ5KHQua2luZCl9YCk7XG4gIH1cbn1cblxuZnVuY3Rpb24gY2hlY2tMb2FkQmxvY2sodmFsdWU6IHVua25vd24sIHJhbmtzOiBudW1iZXIpOiBUcmFjZUxvYWRzIHtcbiAgY29uc3QgbCA9IGNoZWNrT2JqZWN0KCd0cmFjZS5sb2FkcycsIHZhbHVlKTtcbiAgY29uc3QgdG9wb2xvZ3kgPSBjaGVja1RvcG9sb2d5U3BlYygndHJhY2UubG9hZHMudG9wb2xvZ3knLCBsLnRvcG9sb2d5KTtcbiAgY29uc3QgZCA9IGNoZWNrT2JqZWN0KCd0cmFjZS5sb2Fkcy5kZWNvbXBvc2l0aW9uJywgbC5kZWNvbXBvc2l0aW9uKTtcbiAgaWYgKGQua2luZCAhPT0gJ2dyaWQnICYmIGQua2luZCAhPT0gJ3JhbmdlJylcbiAgICB0aHJvdyBtYWxmb3JtZWQoYHRyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24ua2luZCBtdXN0IGJlIFwiZ3JpZFwiIG9yIFwicmFuZ2VcIiwgZ290ICR7SlNPTi5zdHJpbmdpZnkoZC5raW5kKX1gKTtcbiAgY29uc3Qgc2hhcGUgPSBjaGVja0ludHMoJ3RyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24uc2hhcGUnLCBkLnNoYXBlKTtcbiAgaWYgKHNoYXBlLmxlbmd0aCA9PT0gMCkgdGhyb3cgbWFsZm9ybWVkKCd0cmFjZS5sb2Fkcy5kZWNvbXBvc2l0aW9uLnNoYXBlIG11c3QgaGF2ZSBhdCBsZWFzdCBvbmUgYXhpcycpO1xuICBjb25zdCBwcm9jRGltcyA9IGNoZWNrSW50cygndHJhY2UubG9hZHMuZGVjb21wb3NpdGlvbi5wcm9jRGltcycsIGQucHJvY0RpbXMsIHNoYXBlLmxlbmd0aCk7XG4gIGlmIChwcm9jRGltcy5yZWR1Y2UoKGEsIGIpID0+IGEgKiBiLCAxKSAhPT0gcmFua3MpIHtcbiAgICB0aHJvdyBtYWxmb3JtZWQoYHRyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24ucHJvY0RpbXMgbXVzdCBtdWx0aXBseSB0byAke3JhbmtzfSByYW5rcywgZ290IFske3Byb2NEaW1zLmpvaW4oJywgJyl9XWApO1xuICB9XG4gIGNvbnN0IG1pbkV4dGVudCA9IGNoZWNrSW50cygndHJhY2UubG9hZHMuZGVjb21wb3NpdGlvbi5taW5FeHRlbnQnLCBkLm1pbkV4dGVudCwgc2hhcGUubGVuZ3RoKTtcbiAgY29uc3QgcGNzID0gY2hlY2tBcnJheSgndHJhY2UubG9hZHMuZGVjb21wb3NpdGlvbi5wcm9jQ29vcmRzJywgZC5wcm9jQ29vcmRzKTtcbiAgaWYgKHBjcy5sZW5ndGggIT09IHJhbmtzKSB0aHJvdyBtYWxmb3JtZWQoYHRyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24ucHJvY0Nvb3Jkcy5sZW5ndGggbXVzdCBiZSAke3JhbmtzfSwgZ290ICR7cGNzLmxlbmd0aH1gKTtcbiAgY29uc3QgcHJvY0Nvb3JkcyA9IHBjcy5tYXAoKHBjLCByKSA9PiB7XG4gICAgY29uc3QgYyA9IGNoZWNrSW50cyhgdHJhY2UubG9hZHMuZGVjb21wb3NpdGlvbi5wcm9jQ29vcmRzWyR7cn1dYCwgcGMsIHNoYXBlLmxlbmd0aCk7XG4gICAgaWYgKGMuc29tZSgoeCwgYSkgPT4geCA+PSAocHJvY0RpbXNbYV0gYXMgbnVtYmVyKSkpXG4gICAgICB0aHJvdyBtYWxmb3JtZWQoYHRyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24ucHJvY0Nvb3Jkc1ske3J9XSBpcyBvdXRzaWRlIHRoZSBwcm9jZXNzb3IgZ3JpZGApO1xuICAgIHJldHVybiBjO1xuICB9KTtcbiAgY29uc3QgYXhlcyA9IGNoZWNrSW50cygndHJhY2UubG9hZHMuZGVjb21wb3NpdGlvbi5heGVzJywgZC5heGVzKTtcbiAgY29uc3QgZXhwZWN0ZWRBeGVzID0gcHJvY0RpbXMuZmxhdE1hcCgocCwgYSkgPT4gKHAgPiAxID8gW2FdIDogW10pKTtcbiAgaWYgKGF4ZXMuam9pbigpICE9PSBleHBlY3RlZEF4ZXMuam9pbigpKSB7XG4gICAgdGhyb3cgbWFsZm9ybWVkKGB0cmFjZS5sb2Fkcy5kZWNvbXBvc2l0aW9uLmF4ZXMgbXVzdCBiZSB0aGUgZGVjb21wb3NlZCBheGVzIFske2V4cGVjdGVkQXhlcy5qb2luKCcsICcpfV0sIGdvdCBbJHtheGVzLmpvaW4oJywgJyl9XWApO1xuICB9XG4gIGNvbnN0IGJ5dGVzUGVyUGxhbmUgPSBjaGVja0xvYWRzQXJyYXkoJ3RyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24uYnl0ZXNQZXJQbGFuZScsIGQuYnl0ZXNQZXJQbGFuZSk7XG4gIGlmIChieXRlc1BlclBsYW5lLmxlbmd0aCAhPT0gc2hhcGUubGVuZ3RoKSB0aHJvdyBtYWxmb3JtZWQoYHRyYWNlLmxvYWRzLmRlY29tcG9zaXRpb24uYnl0ZXNQZXJQbGFuZS5sZW5ndGggbXVzdCBiZSAke3NoYXBlLmxlbmd0aH1gKTtcbiAgY29uc3QgcmVjID0gY2hlY2tPYmplY3QoJ3RyYWNlLmxvYWRzLnJlY29yZGVkJywgbC5yZWNvcmRlZCk7XG4gIGNvbnN0IHJlY29yZGVkOiBUcmFjZUxvYWRzWydyZWNvcmRlZCddID0ge1xuICAgIGJhbGFuY2VyOiBjaGVja05hbWUoJ3RyYWNlLmxvYWRzLnJlY29yZGVkLmJhbGFuY2VyJywgcmVjLmJhbGFuY2VyKSxcbiAgICBwb2xpY3k6IGNoZWNrTmFtZSgndHJhY2UubG9hZHMucmVjb3JkZWQucG9saWN5JywgcmVjLnBvbGljeSksXG4gICAgbG9hZElzVGltZTogcmVjLmxvYWRJc1RpbWUgPT09IHRydWUsXG4gIH07XG4gIGlmIChyZWMuYmFsYW5jZXJPcHRpb25zICE9PSB1bmRlZmluZWQpIHJlY29yZGVkLmJhbGFuY2VyT3B0aW9ucyA9IHJlYy5iYWxhbmNlck9wdGlvbnM7XG4gIGlmIChyZWMucG9saWN5T3B0aW9ucyAhPT0gdW5kZWZpbmVkKSByZWNvcmRlZC5wb2xpY3lPcHRpb25zID0gcmVjLnBvbGljeU9wdGlvbnM7XG4gIGNvbnN0IHN0ZXBzID0gY2hlY2tBcnJheSgndHJhY2UubG9hZHMuc3RlcHMnLCBsLnN0ZXBzKS5tYXAoKHYsIHMpID0+IHtcbiAgICBjb25zdCB3aGF0ID0gYHRyYWNlLmxvYWRzLnN0ZXBzWyR7c31dYDtcbiAgICBjb25zdCBzdCA9IGNoZWNrT2JqZWN0KHdoYXQsIHYpO1xuICAgIGNvbnN0IGN1dHMgPSBjaGVja0N1dHMoYCR7d2hhdH0uY3V0c2AsIHN0LmN1dHMsIHNoYXBlLCBwcm9jRGltcyk7XG4gICAgY29uc3QgcGxhbmVzUmF3ID0gY2hlY2tBcnJheShgJHt3aGF0fS5wbGFuZXNgLCBzdC5wbGFuZXMpO1xuICAgIGlmIChwbGFuZXNSYXcubGVuZ3RoICE9PSByYW5rcykgdGhyb3cgbWFsZm9ybWVkKGAke3doYXR9LnBsYW5lcy5sZW5ndGggbXVzdCBiZSAke3JhbmtzfSAob25lIGVudHJ5IHBlciByYW5rKSwgZ290ICR7cGxhbmVzUmF3Lmxlbmd0aH1gKTtcbiAgICBjb25zdCBwbGFuZXMgPSBwbGFuZXNSYXcubWFwKChwciwgcikgPT4ge1xuICAgICAgY29uc3QgcGVyID0gY2hlY2tBcnJheShgJHt3aGF0fS5wbGFuZXNbJHtyfV1gLCBwcik7XG4gICAgICBpZiAocGVyLmxlbmd0aCAhPT0gMCAmJiBwZXIubGVuZ3RoICE9PSBheGVzLmxlbmd0aCkge1xuICAgICAgICB0aHJvdyBtYWxmb3JtZWQoYCR7d2hhdH0ucGxhbmVzWyR7cn1dLmxlbmd0aCBtdXN0IGJlICR7YXhlcy5sZW5ndGh9IChvbmUgbGlzdCBwZXIgZGVjb21wb3NlZCBheGlzKSBvciAwLCBnb3QgJHtwZXIubGVuZ3RofWApO1xuICAgICAgfVxuICAgICAgcmV0dXJuIHBlci5tYXAoKHAsIGkpID0+IHtcbiAgICAgICAgY29uc3QgYSA9IGF4ZXNbaV0gYXMgbnVtYmVyO1xuICAgICAgICBjb25zdCBwYyA9IHByb2NDb29yZHNbcl0gYXMgbnVtYmVyW107XG4gICAgICAgIGNvbnN0IGV4dCA9ICgoY3V0c1thXSBhcyBudW1iZXJbXSlbKHBjW2FdIGFzIG51bWJlcikgKyAxXSBhcyBudW1iZXIpIC0gKChjdXRzW2FdIGFzIG51bWJlcltdKVtwY1thXSBhcyBudW1iZXJdIGFzIG51bWJlcik7XG4gICAgICAgIGNvbnN0IGxvYWRzID0gY2hlY2tMb2Fkc0FycmF5KGAke3doYXR9LnBsYW5lc1ske3J9XVske2l9XWAsIHApO1xuICAgICAgICBpZiAobG9hZHMubGVuZ3RoICE9PSBleHQpXG4gICAgICAgICAgdGhyb3cgbWFsZm9ybWVkKGAke3doYXR9LnBsYW5lc1ske3J9XVske2l9XS5sZW5ndGggbXVzdCBiZSB0aGUgdGlsZSdzIGV4dGVudCAke2V4dH0sIGdvdCAke2xvYWRzLmxlbmd0aH1gKTtcbiAgICAgICAgcmV0dXJuIGxvYWRzO1xuICAgICAgfSk7XG4gICAgfSk7XG4gICAgY29uc3Qgc3RlcDogVHJhY2VTdGVwID0ge1xuICAgICAgY3V0cyxcbiAgICAgIHRvdGFsczogY2hlY2tQZXJSYW5rKGAke3doYXR9LnRvdGFsc2AsIHN0LnRvdGFscywgcmFua3MpLFxuICAgICAgcGxhbmVzLFxuICAgICAgY29tcHV0ZU1zOiBjaGVja1BlclJhbmsoYCR7d2hhdH0uY29tcHV0ZU1zYCwgc3QuY29tcHV0ZU1zLCByYW5rcyksXG4gICAgICBzdGVwTXM6IGNoZWNrUGVyUmFuayhgJHt3aGF0fS5zdGVwTXNgLCBzdC5zdGVwTXMsIHJhbmtzKSxcbiAgICAgIHN5bmNNczogY2hlY2tQZXJSYW5rKGAke3doYXR9LnN5bmNNc2AsIHN0LnN5bmNNcywgcmFua3MpLFxuICAgIH07XG4gICAgaWYgKHN0LmJhbGFuY2UgIT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3QgYiA9IGNoZWNrT2JqZWN0KGAke3doYXR9LmJhbGFuY2VgLCBzdC5iYWxhbmNlKTtcbiAgICAgIGNvbnN0IGJhbGFuY2U6IFRyYWNlQmFsYW5jZSA9IHtcbiAgICAgICAgY3V0czogY2hlY2tDdXRzKGAke3doYXR9LmJhbGFuY2UuY3V0c2AsIGIuY3V0cywgc2hhcGUsIHByb2NEaW1zKSxcbiAgICAgICAgY29zdE1zOiBjaGVja1BlclJhbmsoYCR7d2hhdH0uYmFsYW5jZS5jb3N0TXNgLCBiLmNvc3RNcywgcmFua3MpLFxuICAgICAgICBkZWNpc2lvbk1zOiBjaGVja1BlclJhbmsoYCR7d2hhdH0uYmFsYW5jZS5kZWNpc2lvbk1zYCwgYi5kZWNpc2lvbk1zLCByYW5rcyksXG4gICAgICAgIHVuaXRzTW92ZWQ6IGNoZWNrQ291bnQoYCR7d2hhdH0uYmFsYW5jZS51bml0c01vdmVkYCwgYi51bml0c01vdmVkKSxcbiAgICAgICAgYnl0ZXNNb3ZlZDogY2hlY2tDb3VudChgJHt3aGF0fS5iYWxhbmNlLmJ5dGVzTW92ZWRgLCBiLmJ5dGVzTW92ZWQpLFxuICAgICAgfTtcbiAgICAgIGlmICh0eXBlb2YgYi5za2lwcGVkID09PSAnc3RyaW5nJykgYmFsYW5jZS5za2lwcGVkID0gYi5za2lwcGVkO1xuICAgICAgc3RlcC5iYWxhbmNlID0gYmFsYW5jZTtcbiAgICB9XG4gICAgcmV0dXJuIHN0ZXA7XG4gIH0pO1xuICByZXR1cm4ge1xuICAgIHRvcG9sb2d5LFxuICAgIGRlY29tcG9zaXRpb246IHsga2luZDogZC5raW5kLCBzaGFwZSwgcHJvY0RpbXMsIG1pbkV4dGVudCwgcHJvY0Nvb3JkcywgYXhlcywgYnl0ZXNQZXJQbGFuZSB9LFxuICAgIHJlY29yZGVkLFxuICAgIHN0ZXBzLFxuICB9O1xufVxuXG4vKiogVHJ1ZSB3aGVuIEpTT04gYHRleHRgIGVuZHMgaW5zaWRlIGEgc3RyaW5nIG9yIHdpdGggYnJhY2tldHMgc3RpbGwgb3Blbi4gKi9cbmZ1bmN0aW9uIGVuZHNFYXJseSh0ZXh0OiBzdHJpbmcpOiBib29sZWFuIHtcbiAgbGV0IGRlcHRoID0gMDtcbiAgbGV0IGluU3RyaW5nID0gZmFsc2U7XG4gIGZvciAobGV0IGkgPSAwOyBpIDwgdGV4dC5sZW5ndGg7IGkrKykge1xuICAgIGNvbnN0IGMgPSB0ZXh0W2ldO1xuICAgIGlmIChpblN0cmluZykge1xuICAgICAgaWYgKGMgPT09ICdcXFxcJykgaSsrO1xuICAgICAgZWxzZSBpZiAoYyA9PT0gJ1wiJykgaW5TdHJpbmcgPSBmYWxzZTtcbiAgICB9IGVsc2UgaWYgKGMgPT09ICdcIicpIGluU3RyaW5nID0gdHJ1ZTtcbiAgICBlbHNlIGlmIChjID09PSAneycgfHwgYyA9PT0gJ1snKSBkZXB0aCsrO1xuICAgIGVsc2UgaWYgKGMgPT09ICd9JyB8fCBjID09PSAnXScpIGRlcHRoLS07XG4gIH1cbiAgcmV0dXJuIGluU3RyaW5nIHx8IGRlcHRoID4gMCB8fCB0ZXh0LnRyaW0oKSA9PT0gJyc7XG59XG5cbmZ1bmN0aW9uIHZhbGlkYXRlKHZhbHVlOiB1bmtub3duKTogTWV0cmljc1RyYWNlIHtcbiAgY29uc3QgdCA9IGNoZWNrT2JqZWN0KCd0cmFjZScsIHZhbHVlKTtcbiAgaWYgKHR5cGVvZiB0LnZlcnNpb24gIT09ICdudW1iZXInIHx8ICFUUkFDRV9WRVJTSU9OUy5pbmNsdWRlcyh0LnZlcnNpb24pKSB7XG4gICAgdGhyb3cgbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgICBFcnJvckNvZGVzLlRSQUNFX1ZFUlNJT04sXG4gICAgICBgdHJhY2UudmVyc2lvbiBtdXN0IGJlIG9uZSBvZiAke1RSQUNFX1ZFUlNJT05TLmpvaW4oJywgJyl9ICh0aGUgZm9ybWF0cyB0aGlzIGJ1aWxkIHJlYWRzKSwgZ290ICR7SlNPTi5zdHJpbmdpZnkodC52ZXJzaW9uKSA/PyAndW5kZWZpbmVkJ31gLFxuICAgICk7XG4gIH1cbiAgY29uc3QgdmVyc2lvbiA9IHQudmVyc2lvbiBhcyAxIHwgMjtcbiAgY29uc3QgcmFua3MgPSBjaGVja0NvdW50KCd0cmFjZS5yYW5rcycsIHQucmFua3MpO1xuICBpZiAocmFua3MgPT09IDApIHRocm93IG1hbGZvcm1lZCgndHJhY2UucmFua3MgbXVzdCBiZSBhbiBpbnRlZ2VyID49IDEsIGdvdCBudW1iZXIgMCcpO1xuICBjb25zdCBwaGFzZXMgPSBjaGVja0FycmF5KCd0cmFjZS5waGFzZXMnLCB0LnBoYXNlcykubWFwKChwLCBpKSA9PiBjaGVja1RyYWNlUGhhc2UoYHRyYWNlLnBoYXNlc1ske2l9XWAsIHAsIHJhbmtzKSk7XG4gIGNvbnN0IHNlZW4gPSBuZXcgU2V0PHN0cmluZz4oKTtcbiAgZm9yIChjb25zdCBbaSwgcF0gb2YgcGhhc2VzLmVudHJpZXMoKSkge1xuICAgIGNvbnN0IGtleSA9IEpTT04uc3RyaW5naWZ5KFtwLm5hbWUsIHAuaW5kZXhdKTtcbiAgICBpZiAoc2Vlbi5oYXMoa2V5KSkge1xuICAgICAgdGhyb3cgbWFsZm9ybWVkKGB0cmFjZS5waGFzZXNbJHtpfV0gbXVzdCBoYXZlIGEgdW5pcXVlIG5hbWUgKyBpbmRleCAocGhhc2UgJHtKU09OLnN0cmluZ2lmeShwLm5hbWUpfSAjJHtwLmluZGV4fSBhcHBlYXJzIHR3aWNlKWApO1xuICAgIH1cbiAgICBzZWVuLmFkZChrZXkpO1xuICB9XG4gIGNvbnN0IHRyYWNlOiBNZXRyaWNzVHJhY2UgPSB7IHZlcnNpb24sIHJhbmtzLCBwaGFzZXMgfTtcbiAgaWYgKHQuY2xvY2sgIT09IHVuZGVmaW5lZCkge1xuICAgIGlmICh0LmNsb2NrICE9PSAnc2NoZWRzdGF0JyAmJiB0LmNsb2NrICE9PSAnYWN0aXZlJyAmJiB0LmNsb2NrICE9PSAnd2FsbCcgJiYgdC5jbG9jayAhPT0gJ21peGVkJykge1xuICAgICAgdGhyb3cgbWFsZm9ybWVkKGB0cmFjZS5jbG9jayBtdXN0IGJlIG9uZSBvZiBcInNjaGVkc3RhdFwiLCBcImFjdGl2ZVwiLCBcIndhbGxcIiwgXCJtaXhlZFwiIChvciBhYnNlbnQpLCBnb3QgJHtKU09OLnN0cmluZ2lmeSh0LmNsb2NrKX1gKTtcbiAgICB9XG4gICAgdHJhY2UuY2xvY2sgPSB0LmNsb2NrO1xuICB9XG4gIGlmICh2ZXJzaW9uID49IDIgJiYgdC5sb2FkcyAhPT0gdW5kZWZpbmVkKSB0cmFjZS5sb2FkcyA9IGNoZWNrTG9hZEJsb2NrKHQubG9hZHMsIHJhbmtzKTtcbiAgcmV0dXJuIHRyYWNlO1xufVxuXG4vKipcbiAqIFZhbGlkYXRlIGEgdHJhY2U6IGVpdGhlciB0aGUgcGFyc2VkIEpTT04gdmFsdWUgb3IgdGhlIEpTT04gdGV4dC4gUmV0dXJucyBhIGZyZXNoLFxuICogd2VsbC10eXBlZCBjb3B5ICh1bmtub3duIGZpZWxkcyBkcm9wcGVkKS5cbiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGZyb21UcmFjZShqc29uOiB1bmtub3duKTogTWV0cmljc1RyYWNlIHtcbiAgbGV0IHZhbHVlID0ganNvbjtcbiAgaWYgKHR5cGVvZiBqc29uID09PSAnc3RyaW5nJykge1xuICAgIHRyeSB7XG4gICAgICB2YWx1ZSA9IEpTT04ucGFyc2UoanNvbikgYXMgdW5rbm93bjtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGlmIChlbmRzRWFybHkoanNvbikpIHtcbiAgICAgICAgdGhyb3cgbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgICAgICAgRXJyb3JDb2Rlcy5UUkFDRV9UUlVOQ0FURUQsXG4gICAgICAgICAgYHRyYWNlIGVuZHMgYWZ0ZXIgJHtqc29uLmxlbmd0aH0gY2hhcmFjdGVycywgaW5zaWRlIGl0cyBKU09OOyBleHBlY3RlZCBhIGNvbXBsZXRlIHRyYWNlICh3YXMgdGhlIGZpbGUgY3V0IHNob3J0PylgLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgdGhyb3cgbWFsZm9ybWVkKGB0cmFjZSBtdXN0IGJlIHZhbGlkIEpTT04gdGV4dDogJHsoZXJyIGFzIEVycm9yKS5tZXNzYWdlfWApO1xuICAgIH1cbiAgfVxuICB0cnkge1xuICAgIHJldHVybiB2YWxpZGF0ZSh2YWx1ZSk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIC8vIHRoZSBzaGFyZWQgZmllbGQgY2hlY2tzIHRocm93IElOVkFMSURfQVJHVU1FTlQ6IGluIGEgdHJhY2UsIHRoYXQgaXMgYSBtYWxmb3JtZWQgZmlsZVxuICAgIGlmIChlcnIgaW5zdGFuY2VvZiBNZXNod29ya0Vycm9yICYmIGVyci5jb2RlID09PSBFcnJvckNvZGVzLklOVkFMSURfQVJHVU1FTlQpIHRocm93IG1hbGZvcm1lZChlcnIubWVzc2FnZSk7XG4gICAgdGhyb3cgZXJyO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFnQkEsU0FBUyxZQUFZLHFCQUFxQjtBQUcxQyxTQUFTLFlBQVksWUFBWSxXQUFXLFdBQVcsbUJBQW1CO0FBR25FLE1BQU0sZ0JBQWdCO0FBRXRCLE1BQU0saUJBQW9DLENBQUMsR0FBRyxDQUFDO0FBRXRELFNBQVMsVUFBVSxTQUFnQztBQUNqRCxTQUFPLElBQUksY0FBYyxXQUFXLGlCQUFpQixPQUFPO0FBQzlEO0FBR0EsU0FBUyxRQUFRLE9BQStCLE1BQXNDO0FBQ3BGLFFBQU0sT0FBTyxJQUFJLE1BQXlDLElBQUk7QUFDOUQsYUFBVyxLQUFLLE1BQU8sS0FBSSxFQUFFLFVBQVUsVUFBYSxFQUFFLFFBQVEsS0FBSyxFQUFFLE9BQU8sS0FBTSxNQUFLLEVBQUUsSUFBSSxJQUFJLEVBQUU7QUFDbkcsUUFBTSxRQUFRLEtBQUssQ0FBQztBQUNwQixNQUFJLFVBQVUsT0FBVyxRQUFPO0FBQ2hDLFdBQVMsSUFBSSxHQUFHLElBQUksTUFBTSxJQUFLLEtBQUksS0FBSyxDQUFDLE1BQU0sT0FBVyxRQUFPO0FBQ2pFLFFBQU0sUUFBUSxLQUFLLElBQUksR0FBRyxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUUsTUFBTSxNQUFNLENBQUM7QUFDekQsUUFBTSxNQUFtQixDQUFDO0FBQzFCLFdBQVMsSUFBSSxHQUFHLElBQUksT0FBTyxLQUFLO0FBQzlCLFVBQU0sS0FBSyxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUUsTUFBTSxDQUFDLENBQTBDO0FBQzlFLFVBQU0sUUFBUSxHQUFHLENBQUM7QUFDbEIsVUFBTSxPQUFrQjtBQUFBLE1BQ3RCLE1BQU0sTUFBTSxLQUFLLElBQUksQ0FBQyxNQUFNLENBQUMsR0FBRyxDQUFDLENBQUM7QUFBQSxNQUNsQyxRQUFRLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRSxLQUFLO0FBQUEsTUFDN0IsUUFBUSxHQUFHLElBQUksQ0FBQyxNQUFNLEVBQUUsT0FBTyxJQUFJLENBQUMsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDLENBQUM7QUFBQSxNQUNqRCxXQUFXLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTO0FBQUEsTUFDcEMsUUFBUSxHQUFHLElBQUksQ0FBQyxNQUFNLEVBQUUsTUFBTTtBQUFBLE1BQzlCLFFBQVEsR0FBRyxJQUFJLENBQUMsTUFBTSxFQUFFLE1BQU07QUFBQSxJQUNoQztBQUNBLFVBQU0sS0FBSyxNQUFNO0FBQ2pCLFFBQUksT0FBTyxRQUFXO0FBQ3BCLFlBQU0sVUFBd0I7QUFBQSxRQUM1QixNQUFNLEdBQUcsS0FBSyxJQUFJLENBQUMsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDO0FBQUEsUUFDL0IsUUFBUSxHQUFHLElBQUksQ0FBQyxNQUFNLEVBQUUsU0FBUyxVQUFVLENBQUM7QUFBQSxRQUM1QyxZQUFZLEdBQUcsSUFBSSxDQUFDLE1BQU0sRUFBRSxTQUFTLGNBQWMsQ0FBQztBQUFBLFFBQ3BELFlBQVksR0FBRztBQUFBLFFBQ2YsWUFBWSxHQUFHO0FBQUEsTUFDakI7QUFDQSxVQUFJLEdBQUcsWUFBWSxPQUFXLFNBQVEsVUFBVSxHQUFHO0FBQ25ELFdBQUssVUFBVTtBQUFBLElBQ2pCO0FBQ0EsUUFBSSxLQUFLLElBQUk7QUFBQSxFQUNmO0FBQ0EsUUFBTSxXQUFtQyxFQUFFLFVBQVUsTUFBTSxVQUFVLFFBQVEsTUFBTSxRQUFRLFlBQVksTUFBTSxXQUFXO0FBQ3hILE1BQUksTUFBTSxvQkFBb0IsT0FBVyxVQUFTLGtCQUFrQixNQUFNO0FBQzFFLE1BQUksTUFBTSxrQkFBa0IsT0FBVyxVQUFTLGdCQUFnQixNQUFNO0FBQ3RFLFNBQU87QUFBQSxJQUNMLFVBQVUsTUFBTTtBQUFBLElBQ2hCLGVBQWU7QUFBQSxNQUNiLE1BQU0sTUFBTTtBQUFBLE1BQ1osT0FBTyxDQUFDLEdBQUcsTUFBTSxLQUFLO0FBQUEsTUFDdEIsVUFBVSxDQUFDLEdBQUcsTUFBTSxRQUFRO0FBQUEsTUFDNUIsV0FBVyxDQUFDLEdBQUcsTUFBTSxTQUFTO0FBQUEsTUFDOUIsWUFBWSxLQUFLLElBQUksQ0FBQyxNQUFNLENBQUMsR0FBRyxFQUFFLFVBQVUsQ0FBQztBQUFBLE1BQzdDLE1BQU0sQ0FBQyxHQUFHLE1BQU0sSUFBSTtBQUFBLE1BQ3BCLGVBQWUsQ0FBQyxHQUFHLE1BQU0sYUFBYTtBQUFBLElBQ3hDO0FBQUEsSUFDQTtBQUFBLElBQ0EsT0FBTztBQUFBLEVBQ1Q7QUFDRjtBQU1PLFNBQVMsUUFBUSxLQUFpQixPQUE4QztBQUNyRixRQUFNLFFBQXNCO0FBQUEsSUFDMUIsU0FBUztBQUFBLElBQ1QsT0FBTyxJQUFJO0FBQUEsSUFDWCxPQUFPLElBQUk7QUFBQSxJQUNYLFFBQVEsSUFBSSxPQUFPLElBQUksQ0FBQyxPQUFPO0FBQUEsTUFDN0IsTUFBTSxFQUFFO0FBQUEsTUFDUixPQUFPLEVBQUU7QUFBQSxNQUNULFFBQVEsQ0FBQyxHQUFHLEVBQUUsTUFBTTtBQUFBLE1BQ3BCLFdBQVcsQ0FBQyxHQUFHLEVBQUUsU0FBUztBQUFBLElBQzVCLEVBQUU7QUFBQSxFQUNKO0FBQ0EsUUFBTSxRQUFRLFVBQVUsU0FBWSxTQUFZLFFBQVEsT0FBTyxJQUFJLEtBQUs7QUFDeEUsTUFBSSxVQUFVLE9BQVcsT0FBTSxRQUFRO0FBQ3ZDLFNBQU87QUFDVDtBQUVBLFNBQVMsYUFBYSxNQUFjLE9BQWdCLE9BQXlCO0FBQzNFLFFBQU0sTUFBTSxXQUFXLE1BQU0sS0FBSztBQUNsQyxNQUFJLElBQUksV0FBVyxNQUFPLE9BQU0sVUFBVSxHQUFHLElBQUksbUJBQW1CLEtBQUssOEJBQThCLElBQUksTUFBTSxFQUFFO0FBQ25ILFNBQU8sSUFBSSxJQUFJLENBQUMsR0FBRyxNQUFNLFVBQVUsR0FBRyxJQUFJLElBQUksQ0FBQyxLQUFLLENBQUMsQ0FBQztBQUN4RDtBQUVBLFNBQVMsZ0JBQWdCLE1BQWMsT0FBZ0IsT0FBMkI7QUFDaEYsUUFBTSxJQUFJLFlBQVksTUFBTSxLQUFLO0FBQ2pDLFNBQU87QUFBQSxJQUNMLE1BQU0sVUFBVSxHQUFHLElBQUksU0FBUyxFQUFFLElBQUk7QUFBQSxJQUN0QyxPQUFPLFdBQVcsR0FBRyxJQUFJLFVBQVUsRUFBRSxLQUFLO0FBQUEsSUFDMUMsUUFBUSxhQUFhLEdBQUcsSUFBSSxXQUFXLEVBQUUsUUFBUSxLQUFLO0FBQUEsSUFDdEQsV0FBVyxhQUFhLEdBQUcsSUFBSSxjQUFjLEVBQUUsV0FBVyxLQUFLO0FBQUEsRUFDakU7QUFDRjtBQUVBLFNBQVMsVUFBVSxNQUFjLE9BQWdCLFFBQTJCO0FBQzFFLFFBQU0sTUFBTSxXQUFXLE1BQU0sS0FBSztBQUNsQyxNQUFJLFdBQVcsVUFBYSxJQUFJLFdBQVcsT0FBUSxPQUFNLFVBQVUsR0FBRyxJQUFJLG1CQUFtQixNQUFNLFNBQVMsSUFBSSxNQUFNLEVBQUU7QUFDeEgsU0FBTyxJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU0sV0FBVyxHQUFHLElBQUksSUFBSSxDQUFDLEtBQUssQ0FBQyxDQUFDO0FBQ3pEO0FBRUEsU0FBUyxnQkFBZ0IsTUFBYyxPQUEwQjtBQUMvRCxTQUFPLFdBQVcsTUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDLEdBQUcsTUFBTSxVQUFVLEdBQUcsSUFBSSxJQUFJLENBQUMsS0FBSyxDQUFDLENBQUM7QUFDNUU7QUFHQSxTQUFTLFVBQVUsTUFBYyxPQUFnQixPQUEwQixVQUF5QztBQUNsSCxRQUFNLE1BQU0sV0FBVyxNQUFNLEtBQUs7QUFDbEMsTUFBSSxJQUFJLFdBQVcsTUFBTSxPQUFRLE9BQU0sVUFBVSxHQUFHLElBQUksbUJBQW1CLE1BQU0sTUFBTSw2QkFBNkIsSUFBSSxNQUFNLEVBQUU7QUFDaEksU0FBTyxJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU07QUFDdkIsVUFBTSxPQUFPLFVBQVUsR0FBRyxJQUFJLElBQUksQ0FBQyxLQUFLLEdBQUksU0FBUyxDQUFDLElBQWUsQ0FBQztBQUN0RSxRQUFJLEtBQUssQ0FBQyxNQUFNLEtBQUssS0FBSyxLQUFLLFNBQVMsQ0FBQyxNQUFNLE1BQU0sQ0FBQyxLQUFLLEtBQUssS0FBSyxDQUFDLEdBQUcsTUFBTSxJQUFJLEtBQUssSUFBSyxLQUFLLElBQUksQ0FBQyxDQUFZLEdBQUc7QUFDcEgsWUFBTSxVQUFVLEdBQUcsSUFBSSxJQUFJLENBQUMseUJBQXlCLE1BQU0sQ0FBQyxDQUFDLFVBQVUsS0FBSyxLQUFLLElBQUksQ0FBQyxHQUFHO0FBQUEsSUFDM0Y7QUFDQSxXQUFPO0FBQUEsRUFDVCxDQUFDO0FBQ0g7QUFFQSxTQUFTLGtCQUFrQixNQUFjLE9BQThCO0FBQ3JFLFFBQU0sSUFBSSxZQUFZLE1BQU0sS0FBSztBQUNqQyxVQUFRLEVBQUUsTUFBTTtBQUFBLElBQ2QsS0FBSztBQUFBLElBQ0wsS0FBSztBQUNILGFBQU8sRUFBRSxNQUFNLEVBQUUsTUFBTSxNQUFNLFdBQVcsR0FBRyxJQUFJLFNBQVMsRUFBRSxJQUFJLEVBQUU7QUFBQSxJQUNsRSxLQUFLO0FBQUEsSUFDTCxLQUFLO0FBQ0gsYUFBTyxFQUFFLE1BQU0sRUFBRSxNQUFNLE1BQU0sVUFBVSxHQUFHLElBQUksU0FBUyxFQUFFLElBQUksRUFBRTtBQUFBLElBQ2pFLEtBQUs7QUFDSCxhQUFPLEVBQUUsTUFBTSxhQUFhLFdBQVcsV0FBVyxHQUFHLElBQUksY0FBYyxFQUFFLFNBQVMsRUFBRTtBQUFBLElBQ3RGO0FBQ0UsWUFBTSxVQUFVLEdBQUcsSUFBSSxpRUFBaUUsS0FBSyxVQUFVLEVBQUUsSUFBSSxDQUFDLEVBQUU7QUFBQSxFQUNwSDtBQUNGO0FBRUEsU0FBUyxlQUFlLE9BQWdCLE9BQTJCO0FBQ2pFLFFBQU0sSUFBSSxZQUFZLGVBQWUsS0FBSztBQUMxQyxRQUFNLFdBQVcsa0JBQWtCLHdCQUF3QixFQUFFLFFBQVE7QUFDckUsUUFBTSxJQUFJLFlBQVksNkJBQTZCLEVBQUUsYUFBYTtBQUNsRSxNQUFJLEVBQUUsU0FBUyxVQUFVLEVBQUUsU0FBUztBQUNsQyxVQUFNLFVBQVUsaUVBQWlFLEtBQUssVUFBVSxFQUFFLElBQUksQ0FBQyxFQUFFO0FBQzNHLFFBQU0sUUFBUSxVQUFVLG1DQUFtQyxFQUFFLEtBQUs7QUFDbEUsTUFBSSxNQUFNLFdBQVcsRUFBRyxPQUFNLFVBQVUsNkRBQTZEO0FBQ3JHLFFBQU0sV0FBVyxVQUFVLHNDQUFzQyxFQUFFLFVBQVUsTUFBTSxNQUFNO0FBQ3pGLE1BQUksU0FBUyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDLE1BQU0sT0FBTztBQUNqRCxVQUFNLFVBQVUsdURBQXVELEtBQUssZ0JBQWdCLFNBQVMsS0FBSyxJQUFJLENBQUMsR0FBRztBQUFBLEVBQ3BIO0FBQ0EsUUFBTSxZQUFZLFVBQVUsdUNBQXVDLEVBQUUsV0FBVyxNQUFNLE1BQU07QUFDNUYsUUFBTSxNQUFNLFdBQVcsd0NBQXdDLEVBQUUsVUFBVTtBQUMzRSxNQUFJLElBQUksV0FBVyxNQUFPLE9BQU0sVUFBVSx1REFBdUQsS0FBSyxTQUFTLElBQUksTUFBTSxFQUFFO0FBQzNILFFBQU0sYUFBYSxJQUFJLElBQUksQ0FBQyxJQUFJLE1BQU07QUFDcEMsVUFBTSxJQUFJLFVBQVUsd0NBQXdDLENBQUMsS0FBSyxJQUFJLE1BQU0sTUFBTTtBQUNsRixRQUFJLEVBQUUsS0FBSyxDQUFDLEdBQUcsTUFBTSxLQUFNLFNBQVMsQ0FBQyxDQUFZO0FBQy9DLFlBQU0sVUFBVSx3Q0FBd0MsQ0FBQyxpQ0FBaUM7QUFDNUYsV0FBTztBQUFBLEVBQ1QsQ0FBQztBQUNELFFBQU0sT0FBTyxVQUFVLGtDQUFrQyxFQUFFLElBQUk7QUFDL0QsUUFBTSxlQUFlLFNBQVMsUUFBUSxDQUFDLEdBQUcsTUFBTyxJQUFJLElBQUksQ0FBQyxDQUFDLElBQUksQ0FBQyxDQUFFO0FBQ2xFLE1BQUksS0FBSyxLQUFLLE1BQU0sYUFBYSxLQUFLLEdBQUc7QUFDdkMsVUFBTSxVQUFVLCtEQUErRCxhQUFhLEtBQUssSUFBSSxDQUFDLFdBQVcsS0FBSyxLQUFLLElBQUksQ0FBQyxHQUFHO0FBQUEsRUFDckk7QUFDQSxRQUFNLGdCQUFnQixnQkFBZ0IsMkNBQTJDLEVBQUUsYUFBYTtBQUNoRyxNQUFJLGNBQWMsV0FBVyxNQUFNLE9BQVEsT0FBTSxVQUFVLDBEQUEwRCxNQUFNLE1BQU0sRUFBRTtBQUNuSSxRQUFNLE1BQU0sWUFBWSx3QkFBd0IsRUFBRSxRQUFRO0FBQzFELFFBQU0sV0FBbUM7QUFBQSxJQUN2QyxVQUFVLFVBQVUsaUNBQWlDLElBQUksUUFBUTtBQUFBLElBQ2pFLFFBQVEsVUFBVSwrQkFBK0IsSUFBSSxNQUFNO0FBQUEsSUFDM0QsWUFBWSxJQUFJLGVBQWU7QUFBQSxFQUNqQztBQUNBLE1BQUksSUFBSSxvQkFBb0IsT0FBVyxVQUFTLGtCQUFrQixJQUFJO0FBQ3RFLE1BQUksSUFBSSxrQkFBa0IsT0FBVyxVQUFTLGdCQUFnQixJQUFJO0FBQ2xFLFFBQU0sUUFBUSxXQUFXLHFCQUFxQixFQUFFLEtBQUssRUFBRSxJQUFJLENBQUMsR0FBRyxNQUFNO0FBQ25FLFVBQU0sT0FBTyxxQkFBcUIsQ0FBQztBQUNuQyxVQUFNLEtBQUssWUFBWSxNQUFNLENBQUM7QUFDOUIsVUFBTSxPQUFPLFVBQVUsR0FBRyxJQUFJLFNBQVMsR0FBRyxNQUFNLE9BQU8sUUFBUTtBQUMvRCxVQUFNLFlBQVksV0FBVyxHQUFHLElBQUksV0FBVyxHQUFHLE1BQU07QUFDeEQsUUFBSSxVQUFVLFdBQVcsTUFBTyxPQUFNLFVBQVUsR0FBRyxJQUFJLDBCQUEwQixLQUFLLDhCQUE4QixVQUFVLE1BQU0sRUFBRTtBQUN0SSxVQUFNLFNBQVMsVUFBVSxJQUFJLENBQUMsSUFBSSxNQUFNO0FBQ3RDLFlBQU0sTUFBTSxXQUFXLEdBQUcsSUFBSSxXQUFXLENBQUMsS0FBSyxFQUFFO0FBQ2pELFVBQUksSUFBSSxXQUFXLEtBQUssSUFBSSxXQUFXLEtBQUssUUFBUTtBQUNsRCxjQUFNLFVBQVUsR0FBRyxJQUFJLFdBQVcsQ0FBQyxvQkFBb0IsS0FBSyxNQUFNLDZDQUE2QyxJQUFJLE1BQU0sRUFBRTtBQUFBLE1BQzdIO0FBQ0EsYUFBTyxJQUFJLElBQUksQ0FBQyxHQUFHLE1BQU07QUFDdkIsY0FBTSxJQUFJLEtBQUssQ0FBQztBQUNoQixjQUFNLEtBQUssV0FBVyxDQUFDO0FBQ3ZCLGNBQU0sTUFBUSxLQUFLLENBQUMsRUFBZ0IsR0FBRyxDQUFDLElBQWUsQ0FBQyxJQUFpQixLQUFLLENBQUMsRUFBZSxHQUFHLENBQUMsQ0FBVztBQUM3RyxjQUFNLFFBQVEsZ0JBQWdCLEdBQUcsSUFBSSxXQUFXLENBQUMsS0FBSyxDQUFDLEtBQUssQ0FBQztBQUM3RCxZQUFJLE1BQU0sV0FBVztBQUNuQixnQkFBTSxVQUFVLEdBQUcsSUFBSSxXQUFXLENBQUMsS0FBSyxDQUFDLHNDQUFzQyxHQUFHLFNBQVMsTUFBTSxNQUFNLEVBQUU7QUFDM0csZUFBTztBQUFBLE1BQ1QsQ0FBQztBQUFBLElBQ0gsQ0FBQztBQUNELFVBQU0sT0FBa0I7QUFBQSxNQUN0QjtBQUFBLE1BQ0EsUUFBUSxhQUFhLEdBQUcsSUFBSSxXQUFXLEdBQUcsUUFBUSxLQUFLO0FBQUEsTUFDdkQ7QUFBQSxNQUNBLFdBQVcsYUFBYSxHQUFHLElBQUksY0FBYyxHQUFHLFdBQVcsS0FBSztBQUFBLE1BQ2hFLFFBQVEsYUFBYSxHQUFHLElBQUksV0FBVyxHQUFHLFFBQVEsS0FBSztBQUFBLE1BQ3ZELFFBQVEsYUFBYSxHQUFHLElBQUksV0FBVyxHQUFHLFFBQVEsS0FBSztBQUFBLElBQ3pEO0FBQ0EsUUFBSSxHQUFHLFlBQVksUUFBVztBQUM1QixZQUFNLElBQUksWUFBWSxHQUFHLElBQUksWUFBWSxHQUFHLE9BQU87QUFDbkQsWUFBTSxVQUF3QjtBQUFBLFFBQzVCLE1BQU0sVUFBVSxHQUFHLElBQUksaUJBQWlCLEVBQUUsTUFBTSxPQUFPLFFBQVE7QUFBQSxRQUMvRCxRQUFRLGFBQWEsR0FBRyxJQUFJLG1CQUFtQixFQUFFLFFBQVEsS0FBSztBQUFBLFFBQzlELFlBQVksYUFBYSxHQUFHLElBQUksdUJBQXVCLEVBQUUsWUFBWSxLQUFLO0FBQUEsUUFDMUUsWUFBWSxXQUFXLEdBQUcsSUFBSSx1QkFBdUIsRUFBRSxVQUFVO0FBQUEsUUFDakUsWUFBWSxXQUFXLEdBQUcsSUFBSSx1QkFBdUIsRUFBRSxVQUFVO0FBQUEsTUFDbkU7QUFDQSxVQUFJLE9BQU8sRUFBRSxZQUFZLFNBQVUsU0FBUSxVQUFVLEVBQUU7QUFDdkQsV0FBSyxVQUFVO0FBQUEsSUFDakI7QUFDQSxXQUFPO0FBQUEsRUFDVCxDQUFDO0FBQ0QsU0FBTztBQUFBLElBQ0w7QUFBQSxJQUNBLGVBQWUsRUFBRSxNQUFNLEVBQUUsTUFBTSxPQUFPLFVBQVUsV0FBVyxZQUFZLE1BQU0sY0FBYztBQUFBLElBQzNGO0FBQUEsSUFDQTtBQUFBLEVBQ0Y7QUFDRjtBQUdBLFNBQVMsVUFBVSxNQUF1QjtBQUN4QyxNQUFJLFFBQVE7QUFDWixNQUFJLFdBQVc7QUFDZixXQUFTLElBQUksR0FBRyxJQUFJLEtBQUssUUFBUSxLQUFLO0FBQ3BDLFVBQU0sSUFBSSxLQUFLLENBQUM7QUFDaEIsUUFBSSxVQUFVO0FBQ1osVUFBSSxNQUFNLEtBQU07QUFBQSxlQUNQLE1BQU0sSUFBSyxZQUFXO0FBQUEsSUFDakMsV0FBVyxNQUFNLElBQUssWUFBVztBQUFBLGFBQ3hCLE1BQU0sT0FBTyxNQUFNLElBQUs7QUFBQSxhQUN4QixNQUFNLE9BQU8sTUFBTSxJQUFLO0FBQUEsRUFDbkM7QUFDQSxTQUFPLFlBQVksUUFBUSxLQUFLLEtBQUssS0FBSyxNQUFNO0FBQ2xEO0FBRUEsU0FBUyxTQUFTLE9BQThCO0FBQzlDLFFBQU0sSUFBSSxZQUFZLFNBQVMsS0FBSztBQUNwQyxNQUFJLE9BQU8sRUFBRSxZQUFZLFlBQVksQ0FBQyxlQUFlLFNBQVMsRUFBRSxPQUFPLEdBQUc7QUFDeEUsVUFBTSxJQUFJO0FBQUEsTUFDUixXQUFXO0FBQUEsTUFDWCxnQ0FBZ0MsZUFBZSxLQUFLLElBQUksQ0FBQyx3Q0FBd0MsS0FBSyxVQUFVLEVBQUUsT0FBTyxLQUFLLFdBQVc7QUFBQSxJQUMzSTtBQUFBLEVBQ0Y7QUFDQSxRQUFNLFVBQVUsRUFBRTtBQUNsQixRQUFNLFFBQVEsV0FBVyxlQUFlLEVBQUUsS0FBSztBQUMvQyxNQUFJLFVBQVUsRUFBRyxPQUFNLFVBQVUsbURBQW1EO0FBQ3BGLFFBQU0sU0FBUyxXQUFXLGdCQUFnQixFQUFFLE1BQU0sRUFBRSxJQUFJLENBQUMsR0FBRyxNQUFNLGdCQUFnQixnQkFBZ0IsQ0FBQyxLQUFLLEdBQUcsS0FBSyxDQUFDO0FBQ2pILFFBQU0sT0FBTyxvQkFBSSxJQUFZO0FBQzdCLGFBQVcsQ0FBQyxHQUFHLENBQUMsS0FBSyxPQUFPLFFBQVEsR0FBRztBQUNyQyxVQUFNLE1BQU0sS0FBSyxVQUFVLENBQUMsRUFBRSxNQUFNLEVBQUUsS0FBSyxDQUFDO0FBQzVDLFFBQUksS0FBSyxJQUFJLEdBQUcsR0FBRztBQUNqQixZQUFNLFVBQVUsZ0JBQWdCLENBQUMsNENBQTRDLEtBQUssVUFBVSxFQUFFLElBQUksQ0FBQyxLQUFLLEVBQUUsS0FBSyxpQkFBaUI7QUFBQSxJQUNsSTtBQUNBLFNBQUssSUFBSSxHQUFHO0FBQUEsRUFDZDtBQUNBLFFBQU0sUUFBc0IsRUFBRSxTQUFTLE9BQU8sT0FBTztBQUNyRCxNQUFJLEVBQUUsVUFBVSxRQUFXO0FBQ3pCLFFBQUksRUFBRSxVQUFVLGVBQWUsRUFBRSxVQUFVLFlBQVksRUFBRSxVQUFVLFVBQVUsRUFBRSxVQUFVLFNBQVM7QUFDaEcsWUFBTSxVQUFVLHNGQUFzRixLQUFLLFVBQVUsRUFBRSxLQUFLLENBQUMsRUFBRTtBQUFBLElBQ2pJO0FBQ0EsVUFBTSxRQUFRLEVBQUU7QUFBQSxFQUNsQjtBQUNBLE1BQUksV0FBVyxLQUFLLEVBQUUsVUFBVSxPQUFXLE9BQU0sUUFBUSxlQUFlLEVBQUUsT0FBTyxLQUFLO0FBQ3RGLFNBQU87QUFDVDtBQU1PLFNBQVMsVUFBVSxNQUE2QjtBQUNyRCxNQUFJLFFBQVE7QUFDWixNQUFJLE9BQU8sU0FBUyxVQUFVO0FBQzVCLFFBQUk7QUFDRixjQUFRLEtBQUssTUFBTSxJQUFJO0FBQUEsSUFDekIsU0FBUyxLQUFLO0FBQ1osVUFBSSxVQUFVLElBQUksR0FBRztBQUNuQixjQUFNLElBQUk7QUFBQSxVQUNSLFdBQVc7QUFBQSxVQUNYLG9CQUFvQixLQUFLLE1BQU07QUFBQSxRQUNqQztBQUFBLE1BQ0Y7QUFDQSxZQUFNLFVBQVUsa0NBQW1DLElBQWMsT0FBTyxFQUFFO0FBQUEsSUFDNUU7QUFBQSxFQUNGO0FBQ0EsTUFBSTtBQUNGLFdBQU8sU0FBUyxLQUFLO0FBQUEsRUFDdkIsU0FBUyxLQUFLO0FBRVosUUFBSSxlQUFlLGlCQUFpQixJQUFJLFNBQVMsV0FBVyxpQkFBa0IsT0FBTSxVQUFVLElBQUksT0FBTztBQUN6RyxVQUFNO0FBQUEsRUFDUjtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
