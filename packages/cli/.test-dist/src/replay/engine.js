import { balancerFactory, policyFactory } from "@meshwork/balancers";
import { median } from "@meshwork/harness";
import {
  ErrorCodes,
  loadEfficiency,
  MeshworkError,
  topologyFromSpec
} from "@meshwork/runtime";
import { unitsChangingOwner } from "@meshwork/runtime/plugin";
function noLoads() {
  return new MeshworkError(
    ErrorCodes.INVALID_ARGUMENT,
    "trace holds no load record (trace version 2 with loads); record one with `meshwork run <app> --trace FILE`"
  );
}
const sum = (xs) => xs.reduce((a, b) => a + b, 0);
const max = (xs) => xs.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
const min = (xs) => xs.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
function sameCuts(a, b) {
  return a.length === b.length && a.every((c, i) => c.length === b[i].length && c.every((x, j) => x === b[i][j]));
}
function fit(samples) {
  let suu = 0;
  let see = 0;
  let sue = 0;
  let suy = 0;
  let sey = 0;
  for (const { u, e, y } of samples) {
    suu += u * u;
    see += e * e;
    sue += u * e;
    suy += u * y;
    sey += e * y;
  }
  const det = suu * see - sue * sue;
  if (Math.abs(det) > 1e-9 * Math.max(1, suu * see)) {
    const a = (suy * see - sey * sue) / det;
    const b = (sey * suu - suy * sue) / det;
    if (a >= 0 && b >= 0) return { a, b };
  }
  const a1 = suu > 0 ? suy / suu : 0;
  const b1 = see > 0 ? sey / see : 0;
  const err = (a, b) => samples.reduce((s, { u, e, y }) => s + (y - a * u - b * e) ** 2, 0);
  return err(Math.max(0, a1), 0) <= err(0, Math.max(0, b1)) ? { a: Math.max(0, a1), b: 0 } : { a: 0, b: Math.max(0, b1) };
}
class ReplayTrace {
  constructor(trace, options = {}) {
    this.trace = trace;
    this.options = options;
    const loads = trace.loads;
    if (loads === void 0 || loads.steps.length === 0) throw noLoads();
    this.loads = loads;
    const d = loads.decomposition;
    if (d.axes.length > 1) {
      throw new MeshworkError(
        ErrorCodes.INVALID_ARGUMENT,
        `replay handles one decomposed axis; this trace's processor grid is ${d.procDims.join("x")} (record it on a chain, ring or an N x 1 mesh)`
      );
    }
    this.topology = topologyFromSpec(loads.topology);
    const ranks = trace.ranks;
    const axis = d.axes[0] ?? -1;
    const n = axis < 0 ? 0 : d.shape[axis];
    this.rankAt = new Map(d.procCoords.map((pc, r) => [pc.join(","), r]));
    let hasPlanes = axis >= 0;
    this.global = [];
    this.prefix = [];
    for (const st of loads.steps) {
      const g = new Float64Array(n);
      if (axis >= 0) {
        const c = st.cuts[axis];
        for (let r = 0; r < ranks; r++) {
          const p = d.procCoords[r][axis];
          const lo = c[p];
          const hi = c[p + 1];
          const planes = st.planes[r][0];
          if (planes === void 0) {
            hasPlanes = false;
            const each = hi > lo ? st.totals[r] / (hi - lo) : 0;
            for (let i = lo; i < hi; i++) g[i] = each;
          } else for (let i = lo; i < hi; i++) g[i] = planes[i - lo];
        }
      }
      const pre = new Float64Array(n + 1);
      for (let i = 0; i < n; i++) pre[i + 1] = pre[i] + g[i];
      this.global.push(g);
      this.prefix.push(pre);
    }
    const samples = [];
    for (const [s, st] of loads.steps.entries()) {
      for (let r = 0; r < ranks; r++) {
        const { units, extent } = this.recordedPart(s, r);
        samples.push({ u: units, e: extent, y: st.computeMs[r] });
      }
    }
    const { a, b } = fit(samples);
    this.stepWall = loads.steps.map((st) => max(st.stepMs));
    this.commMs = loads.steps.map((st, s) => Math.max(0, this.stepWall[s] - max(st.computeMs)));
    if (this.commMs.length > 1) {
      const comm0 = median(this.commMs.slice(1));
      if (this.commMs[0] > comm0) {
        this.commMs[0] = comm0;
        this.stepWall[0] = max(loads.steps[0].computeMs) + comm0;
      }
    }
    this.syncMs = loads.steps.map((st) => min(st.syncMs));
    const remapNsPerByte = options.remapNsPerByte ?? 1;
    const bytesPerPlane = axis < 0 ? 0 : d.bytesPerPlane[axis];
    const fixed = [];
    const decisions = /* @__PURE__ */ new Map();
    for (const st of loads.steps) {
      const bal = st.balance;
      if (bal === void 0) continue;
      const dec = max(bal.decisionMs);
      fixed.push(Math.max(0, max(bal.costMs) - dec - bal.bytesMoved * remapNsPerByte / 1e6));
      const list = decisions.get(loads.recorded.balancer) ?? [];
      list.push(dec);
      decisions.set(loads.recorded.balancer, list);
    }
    for (const [k, v] of decisions) this.decisionByBalancer.set(k, sum(v) / v.length);
    const meanSync = sum(this.syncMs) / this.syncMs.length;
    const recordedTotal = loads.steps.reduce(
      (acc, st, s) => acc + this.stepWall[s] + this.syncMs[s] + (st.balance === void 0 ? 0 : max(st.balance.costMs)),
      0
    );
    this.model = {
      steps: loads.steps.length,
      ranks,
      axis,
      planes: n,
      msPerUnit: a,
      msPerPlane: b,
      syncMs: meanSync,
      // without recorded balances: a balance costs about one more collective round besides its decision and data
      balanceFixedMs: fixed.length > 0 ? sum(fixed) / fixed.length : meanSync,
      remapNsPerByte,
      bytesPerPlane,
      residualMs: options.measuredMs === void 0 ? 0 : options.measuredMs - recordedTotal,
      hasPlanes
    };
  }
  trace;
  options;
  loads;
  model;
  topology;
  /** Global plane loads along the replayed axis per step, and their prefix sums. */
  global;
  prefix;
  rankAt;
  /** Per step: the slowest rank's step wall time, the sync point, the recorded balance's cost. */
  stepWall;
  commMs;
  syncMs;
  decisionByBalancer = /* @__PURE__ */ new Map();
  /** Decision time of a balancer (by name and options) timed on the first step's snapshot. */
  calibrated = /* @__PURE__ */ new Map();
  /** Units and extent of rank r's recorded tile at step s. */
  recordedPart(s, r) {
    const st = this.loads.steps[s];
    const axis = this.model?.axis ?? this.loads.decomposition.axes[0] ?? -1;
    if (axis < 0) return { units: st.totals[r], extent: 1 };
    const p = this.loads.decomposition.procCoords[r][axis];
    const c = st.cuts[axis];
    const lo = c[p];
    const hi = c[p + 1];
    const pre = this.prefix[s];
    return { units: pre[hi] - pre[lo], extent: hi - lo };
  }
  /** The recorded run's own figures. */
  recordedRow() {
    const L = this.loads;
    const ranks = this.trace.ranks;
    const perRank = new Array(ranks).fill(0);
    let ukSum = 0;
    let balances = 0;
    let unitsMoved = 0;
    let bytesMoved = 0;
    let balanceMs = 0;
    const cuts = [];
    for (const [s, st] of L.steps.entries()) {
      const units = Array.from({ length: ranks }, (_, r) => this.recordedPart(s, r).units);
      for (let r = 0; r < ranks; r++) perRank[r] = perRank[r] + units[r];
      const m = max(units);
      ukSum += m > 0 ? sum(units) / (ranks * m) : 1;
      if (st.balance !== void 0) {
        balances++;
        unitsMoved += st.balance.unitsMoved;
        bytesMoved += st.balance.bytesMoved;
        balanceMs += max(st.balance.costMs);
        cuts.push({ step: s, cuts: st.balance.cuts });
      }
    }
    const stepsMs = sum(this.stepWall);
    const syncMs = sum(this.syncMs);
    const rec = L.recorded;
    const every = rec.policy === "every" ? Number(rec.policyOptions?.k ?? 1) : void 0;
    return {
      label: `recorded: ${rec.balancer === "static" && rec.policy === "never" ? "static" : `${rec.balancer} ${rec.policy}${every === void 0 ? "" : ` ${every}`}`}`,
      balancer: rec.balancer,
      policy: rec.policy,
      every,
      predictedMs: this.options.measuredMs ?? stepsMs + syncMs + balanceMs,
      stepsMs,
      syncMs,
      balanceMs,
      le: loadEfficiency(perRank),
      uk: ukSum / L.steps.length,
      balances,
      unitsMoved,
      bytesMoved,
      cuts,
      replayMs: 0
    };
  }
  /** Replay one configuration. */
  run(config) {
    const t0 = performance.now();
    try {
      return { ...this.replay(config), replayMs: performance.now() - t0 };
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      return {
        label: config.label,
        balancer: config.balancer,
        policy: config.policy,
        every: config.every,
        predictedMs: Number.NaN,
        stepsMs: Number.NaN,
        syncMs: Number.NaN,
        balanceMs: Number.NaN,
        le: Number.NaN,
        uk: Number.NaN,
        balances: 0,
        unitsMoved: 0,
        bytesMoved: 0,
        cuts: [],
        replayMs: performance.now() - t0,
        error: message.split("\n")[0] ?? message
      };
    }
  }
  /**
   * The decision time charged per balance: the median of a few timed `solve` calls of a fresh
   * instance on the first step's snapshot (one untimed call first), so that one preempted call
   * does not count as the balancer's cost.
   */
  decisionCost(config, fallback) {
    const key = `${config.balancer} ${JSON.stringify(config.balancerOptions ?? null)}`;
    const known = this.calibrated.get(key);
    if (known !== void 0) return known;
    const b = balancerFactory(config.balancer).create(config.balancerOptions);
    const st = this.loads.steps[0];
    const snap = new ReplaySnapshot(this.trace.ranks, this.topology, this.loads.decomposition, this.rankAt);
    snap.set(0, st.cuts, this.global[0], this.model.hasPlanes);
    for (let r = 0; r < this.trace.ranks; r++) snap.totals[r] = st.totals[r];
    const times = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const d = b.solve?.(snap);
      const ms2 = performance.now() - t0;
      if (d === void 0) return fallback;
      if (i > 0) times.push(ms2);
    }
    const ms = median(times);
    this.calibrated.set(key, ms);
    return ms;
  }
  replay(config) {
    const L = this.loads;
    const d = L.decomposition;
    const M = this.model;
    const ranks = this.trace.ranks;
    const axis = M.axis;
    const driven = config.policy !== "never";
    const balancer = driven ? balancerFactory(config.balancer).create(config.balancerOptions) : void 0;
    const policy = driven ? policyFactory(config.policy).create(config.policyOptions) : void 0;
    const recordedMatch = balancer !== void 0 && L.recorded.balancer === balancer.name && JSON.stringify(L.recorded.balancerOptions ?? {}) === JSON.stringify(balancer.options);
    let cuts = L.steps[0].cuts.map((c) => [...c]);
    const snap = new ReplaySnapshot(ranks, this.topology, d, this.rankAt);
    const perRank = new Array(ranks).fill(0);
    const units = new Array(ranks).fill(0);
    const compute = new Array(ranks).fill(0);
    let ukSum = 0;
    let stepsMs = 0;
    let syncMs = 0;
    let balanceMs = 0;
    let balances = 0;
    let unitsMoved = 0;
    let bytesMoved = 0;
    let costSum = 0;
    let lossTotal = 0;
    let lastBalance = -1;
    const log = [];
    for (const [s, st] of L.steps.entries()) {
      const recorded = sameCuts(cuts, st.cuts);
      const pre = this.prefix[s];
      for (let r = 0; r < ranks; r++) {
        const rec = this.recordedPart(s, r);
        let u = rec.units;
        let e = rec.extent;
        if (axis >= 0) {
          const p = d.procCoords[r][axis];
          const lo = cuts[axis][p];
          const hi = cuts[axis][p + 1];
          u = pre[hi] - pre[lo];
          e = hi - lo;
        }
        units[r] = u;
        perRank[r] = perRank[r] + u;
        compute[r] = recorded ? st.computeMs[r] : Math.max(0, st.computeMs[r] + M.msPerUnit * (u - rec.units) + M.msPerPlane * (e - rec.extent));
      }
      const mu = max(units);
      ukSum += mu > 0 ? sum(units) / (ranks * mu) : 1;
      const wall = recorded ? this.stepWall[s] : max(compute) + this.commMs[s];
      stepsMs += wall;
      if (balancer === void 0 || policy === void 0) continue;
      syncMs += this.syncMs[s];
      const totals = snap.totals;
      for (let r = 0; r < ranks; r++) totals[r] = recorded ? st.totals[r] : units[r];
      snap.set(s, cuts, this.global[s], M.hasPlanes);
      const tmax = max(Array.from(totals));
      const tmin = min(Array.from(totals));
      const tavg = sum(Array.from(totals)) / ranks;
      if (L.recorded.loadIsTime) lossTotal += tmax - tavg;
      const state = {
        phase: s,
        max: tmax,
        min: tmin,
        avg: tavg,
        sinceLast: lastBalance < 0 ? Number.POSITIVE_INFINITY : s - lastBalance,
        balanceCostMs: balances === 0 ? void 0 : costSum / balances,
        lossPerPhaseMs: L.recorded.loadIsTime ? lossTotal / (s + 1) : void 0,
        phaseMs: wall
      };
      if (!policy.shouldBalance(state)) continue;
      if (balancer.solve === void 0) throw new Error(`${config.balancer} has no pure solve: it cannot be replayed offline`);
      const ts = performance.now();
      const decision = balancer.solve(snap);
      const solveMs = performance.now() - ts;
      if (decision === void 0) throw new Error(`${config.balancer} cannot decide from the recorded loads (plane loads missing?)`);
      const moved = cuts.reduce((acc, c, a) => acc + unitsChangingOwner(c, decision.cuts[a]), 0);
      const bytes = axis < 0 ? 0 : moved * M.bytesPerPlane;
      let cost;
      if (recorded && recordedMatch && st.balance !== void 0) cost = max(st.balance.costMs);
      else {
        const dec = this.options.decisionMs ?? this.decisionByBalancer.get(config.balancer) ?? this.decisionCost(config, solveMs);
        cost = dec + M.balanceFixedMs + bytes * M.remapNsPerByte / 1e6;
      }
      balances++;
      costSum += cost;
      balanceMs += cost;
      unitsMoved += moved;
      bytesMoved += bytes;
      lastBalance = s;
      cuts = decision.cuts.map((c) => [...c]);
      log.push({ step: s, cuts: cuts.map((c) => [...c]) });
    }
    return {
      label: config.label,
      balancer: config.balancer,
      policy: config.policy,
      every: config.every,
      predictedMs: M.residualMs + stepsMs + syncMs + balanceMs,
      stepsMs,
      syncMs,
      balanceMs,
      le: loadEfficiency(perRank),
      uk: ukSum / L.steps.length,
      balances,
      unitsMoved,
      bytesMoved,
      cuts: log
    };
  }
}
class ReplaySnapshot {
  constructor(size, topology, d, rankAt) {
    this.size = size;
    this.topology = topology;
    this.d = d;
    this.rankAt = rankAt;
    this.totals = new Float64Array(size);
    this.axes = d.axes;
    this.procCoords = d.procCoords;
  }
  size;
  topology;
  d;
  rankAt;
  domain;
  phase = 0;
  totals;
  axes;
  hasPlanes = false;
  procCoords;
  global = new Float64Array(0);
  set(phase, cuts, global, hasPlanes) {
    const d = this.d;
    const rankAt = this.rankAt;
    this.phase = phase;
    this.global = global;
    this.hasPlanes = hasPlanes && d.axes.length > 0;
    this.domain = {
      kind: d.kind,
      shape: d.shape,
      procDims: d.procDims,
      cuts,
      procCoords: d.procCoords[0],
      minExtent: d.minExtent,
      rankOf: (pc) => {
        const r = rankAt.get(pc.join(","));
        if (r === void 0) throw new Error(`no rank at processor coordinates [${pc.join(", ")}]`);
        return r;
      }
    };
  }
  planesOf(r, axis) {
    if (!this.hasPlanes || !this.axes.includes(axis)) return void 0;
    const pc = this.procCoords[r];
    const c = this.domain.cuts[axis];
    return this.global.subarray(c[pc[axis]], c[pc[axis] + 1]);
  }
}
function replayTrace(trace, configs, options = {}) {
  const t = new ReplayTrace(trace, options);
  return { model: t.model, recorded: t.recordedRow(), rows: configs.map((c) => t.run(c)) };
}
export {
  ReplayTrace,
  replayTrace
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3JlcGxheS9lbmdpbmUudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogT2ZmbGluZSByZXBsYXkgb2YgYSByZWNvcmRlZCBydW4gKHRyYWNlIHZlcnNpb24gMiB3aXRoIGEgYGxvYWRzYCBibG9jaykgdGhyb3VnaCBhbnkgcmVtYXBcbiAqIGJhbGFuY2VyIGFuZCBpbnZvY2F0aW9uIHBvbGljeSwgd2l0aG91dCB0aHJlYWRzLlxuICpcbiAqIEV2ZXJ5IHN0ZXAsIHRoZSByZXBsYXkgYnVpbGRzIHRoZSBsb2FkIHNuYXBzaG90IHRoZSByYW5rcyB3b3VsZCBoYXZlIGdhdGhlcmVkIHVuZGVyIHRoZSBjdXRzIGl0XG4gKiBoYXMgY2hvc2VuIHNvIGZhciAodGhlIHJlY29yZGVkIHBsYW5lIGxvYWRzLCBtb3ZlZCB3aXRoIHRob3NlIGN1dHMpLCBhc2tzIHRoZSBwb2xpY3kgKHRoZVxuICogcmVnaXN0ZXJlZCBvbmUsIHRoZSBzYW1lIGNvZGUgdGhlIHJhbmtzIHJ1bikgd2hldGhlciB0byBiYWxhbmNlLCBhbmQgaWYgc28gY2FsbHMgdGhlIGJhbGFuY2VyJ3NcbiAqIG93biBwdXJlIGBzb2x2ZWAgb24gdGhhdCBzbmFwc2hvdDogdGhlIHZlcnkgZnVuY3Rpb24gdGhlIHJhbmtzIGNhbGwuIFRoZSBjdXRzIGl0IHJldHVybnMgbW92ZVxuICogdGhlIHJlY29yZGVkIHBlci1wbGFuZSB3b3JrIGZvciB0aGUgZm9sbG93aW5nIHN0ZXBzLlxuICpcbiAqIFRpbWUgbW9kZWwgKHNlZSB0aGUgcGFja2FnZSBSRUFETUUsIFwiUmVwbGF5XCIpOiBhIHN0ZXAgbGFzdHMgYXMgbG9uZyBhcyBpdHMgc2xvd2VzdCByYW5rJ3NcbiAqIGNvbXB1dGUgcGx1cyB0aGUgc3RlcCdzIHJlY29yZGVkIGNvbW11bmljYXRpb247IGEgcmFuaydzIGNvbXB1dGUgaXMgaXRzIHJlY29yZGVkIGNvbXB1dGUgdGltZVxuICogY29ycmVjdGVkIGZvciB0aGUgd29yayBpdCBnYWlucyBvciBsb3NlczogbXNQZXJVbml0ICogKHVuaXRzIGdhaW5lZCkgKyBtc1BlclBsYW5lICogKHBsYW5lc1xuICogZ2FpbmVkKSwgYm90aCBmaXR0ZWQgYnkgbGVhc3Qgc3F1YXJlcyBvdmVyIGV2ZXJ5IHJlY29yZGVkIChzdGVwLCByYW5rKS4gQmFsYW5jZWRcbiAqIGNvbmZpZ3VyYXRpb25zIGFsc28gcGF5IHRoZSBzdGVwJ3MgbWVhc3VyZWQgc3luYyBwb2ludCAodGhlIGxvYWQgZ2F0aGVyKSBldmVyeSBzdGVwLCBhbmQgZWFjaFxuICogYmFsYW5jZSdzIGNvc3Q6IHRoZSByZWNvcmRlZCBjb3N0IHdoZXJlIHRoZSByZXBsYXkgcmVwZWF0cyBhIHJlY29yZGVkIGJhbGFuY2UsIGVsc2UgdGhlXG4gKiBiYWxhbmNlcidzIGRlY2lzaW9uIHRpbWUgKHJlY29yZGVkLCBvciB0aW1lZCBoZXJlKSBwbHVzIHRoZSByZWNvcmRlZCBmaXhlZCBjb3N0IG9mIGEgYmFsYW5jZVxuICogcGx1cyB0aGUgYnl0ZXMgaXQgbW92ZXMgYXQgYHJlbWFwTnNQZXJCeXRlYC4gV2hhdCB0aGUgdHJhY2UncyBzdGVwcyBkbyBub3QgY292ZXIgKHNldHVwLCB0aGVcbiAqIGxhc3Qgc3RlcCwgZmluYWwgYmFycmllcikgaXMgdGhlIG1lYXN1cmVkIHJ1biB0aW1lIG1pbnVzIHRoZSByZWNvcmRlZCBzdGVwcywgYWRkZWQgdG8gZXZlcnlcbiAqIGNvbmZpZ3VyYXRpb24gYWxpa2UuXG4gKi9cbmltcG9ydCB7IGJhbGFuY2VyRmFjdG9yeSwgcG9saWN5RmFjdG9yeSB9IGZyb20gJ0BtZXNod29yay9iYWxhbmNlcnMnO1xuaW1wb3J0IHsgdHlwZSBCYWxhbmNpbmcsIG1lZGlhbiB9IGZyb20gJ0BtZXNod29yay9oYXJuZXNzJztcbmltcG9ydCB7XG4gIEVycm9yQ29kZXMsXG4gIGxvYWRFZmZpY2llbmN5LFxuICBNZXNod29ya0Vycm9yLFxuICB0eXBlIE1ldHJpY3NUcmFjZSxcbiAgdHlwZSBUb3BvbG9neSxcbiAgdHlwZSBUcmFjZUxvYWRzLFxuICB0b3BvbG9neUZyb21TcGVjLFxufSBmcm9tICdAbWVzaHdvcmsvcnVudGltZSc7XG5pbXBvcnQgeyB0eXBlIERvbWFpblZpZXcsIHR5cGUgTG9hZFNuYXBzaG90LCB0eXBlIFBvbGljeVN0YXRlLCB0eXBlIFJlbWFwQmFsYW5jZXIsIHVuaXRzQ2hhbmdpbmdPd25lciB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lL3BsdWdpbic7XG5cbi8qKiBPbmUgY29uZmlndXJhdGlvbiB0byByZXBsYXk6IGEgYmFsYW5jaW5nIGFzIHRoZSBoYXJuZXNzIHJlc29sdmVzIGl0IGZyb20gZmxhZ3MgKCduZXZlcic6IHRoZSBzdGF0aWMgc3BsaXQgd2l0aG91dCBhIGRyaXZlcikuICovXG5leHBvcnQgdHlwZSBSZXBsYXlDb25maWcgPSBCYWxhbmNpbmc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgUmVwbGF5T3B0aW9ucyB7XG4gIC8qKiBNZWFzdXJlZCBwYXJhbGxlbCB3YWxsIHRpbWUgb2YgdGhlIHJlY29yZGVkIHJ1biwgbXMgKHRoZSB0cmFjZSBtZXRhJ3MgbWVhc3VyZWRNcykuICovXG4gIHJlYWRvbmx5IG1lYXN1cmVkTXM/OiBudW1iZXIgfCB1bmRlZmluZWQ7XG4gIC8qKiBEYXRhIG1vdmVtZW50IGNvc3QgcGVyIGJ5dGUgbW92ZWQsIG5zIChkZWZhdWx0IDEpLiAqL1xuICByZWFkb25seSByZW1hcE5zUGVyQnl0ZT86IG51bWJlcjtcbiAgLyoqIENoYXJnZSB0aGlzIGRlY2lzaW9uIHRpbWUgcGVyIGJhbGFuY2UgaW5zdGVhZCBvZiB0aW1pbmcgYHNvbHZlYCAoZGV0ZXJtaW5pc3RpYyByZXBsYXlzKS4gKi9cbiAgcmVhZG9ubHkgZGVjaXNpb25Ncz86IG51bWJlcjtcbn1cblxuLyoqIFRoZSBmaXR0ZWQgY29zdCBtb2RlbCBvZiBhIHRyYWNlLiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZXBsYXlNb2RlbCB7XG4gIHJlYWRvbmx5IHN0ZXBzOiBudW1iZXI7XG4gIHJlYWRvbmx5IHJhbmtzOiBudW1iZXI7XG4gIC8qKiBUaGUgZGVjb21wb3NlZCBheGlzIHJlcGxheWVkICgtMTogbm9uZSkuICovXG4gIHJlYWRvbmx5IGF4aXM6IG51bWJlcjtcbiAgcmVhZG9ubHkgcGxhbmVzOiBudW1iZXI7XG4gIHJlYWRvbmx5IG1zUGVyVW5pdDogbnVtYmVyO1xuICByZWFkb25seSBtc1BlclBsYW5lOiBudW1iZXI7XG4gIC8qKiBNZWFuIG1lYXN1cmVkIHN5bmMgcG9pbnQgKGxvYWQgZ2F0aGVyKSBwZXIgc3RlcCwgbXMuICovXG4gIHJlYWRvbmx5IHN5bmNNczogbnVtYmVyO1xuICAvKiogRml4ZWQgY29zdCBvZiBhIGJhbGFuY2UgYmV5b25kIGl0cyBkZWNpc2lvbiBhbmQgZGF0YSwgbXMuICovXG4gIHJlYWRvbmx5IGJhbGFuY2VGaXhlZE1zOiBudW1iZXI7XG4gIHJlYWRvbmx5IHJlbWFwTnNQZXJCeXRlOiBudW1iZXI7XG4gIHJlYWRvbmx5IGJ5dGVzUGVyUGxhbmU6IG51bWJlcjtcbiAgLyoqIFRpbWUgb3V0c2lkZSB0aGUgcmVjb3JkZWQgc3RlcHMgKG1lYXN1cmVkIHJ1biB0aW1lIG1pbnVzIHRoZSBzdGVwcyksIG1zLiAqL1xuICByZWFkb25seSByZXNpZHVhbE1zOiBudW1iZXI7XG4gIC8qKiBXaGV0aGVyIGV2ZXJ5IHJhbmsgcmVjb3JkZWQgcGxhbmUgbG9hZHMgKGVsc2UgdGhlIGxvYWRzIGFyZSBzcHJlYWQgZXZlbmx5IG92ZXIgZWFjaCB0aWxlKS4gKi9cbiAgcmVhZG9ubHkgaGFzUGxhbmVzOiBib29sZWFuO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIFJlcGxheVJvdyB7XG4gIHJlYWRvbmx5IGxhYmVsOiBzdHJpbmc7XG4gIHJlYWRvbmx5IGJhbGFuY2VyOiBzdHJpbmc7XG4gIHJlYWRvbmx5IHBvbGljeTogc3RyaW5nO1xuICByZWFkb25seSBldmVyeTogbnVtYmVyIHwgdW5kZWZpbmVkO1xuICAvKiogUHJlZGljdGVkIHdhbGwgdGltZSBvZiB0aGUgcnVuLCBtcy4gKi9cbiAgcmVhZG9ubHkgcHJlZGljdGVkTXM6IG51bWJlcjtcbiAgLyoqIFN1bSBvdmVyIHN0ZXBzIG9mIHRoZSBzbG93ZXN0IHJhbmsncyBjb21wdXRlIHBsdXMgY29tbXVuaWNhdGlvbiwgbXMuICovXG4gIHJlYWRvbmx5IHN0ZXBzTXM6IG51bWJlcjtcbiAgcmVhZG9ubHkgc3luY01zOiBudW1iZXI7XG4gIHJlYWRvbmx5IGJhbGFuY2VNczogbnVtYmVyO1xuICAvKiogTEUgZnJvbSB3b3JrIHVuaXRzIG92ZXIgdGhlIHdob2xlIHJ1biwgJS4gKi9cbiAgcmVhZG9ubHkgbGU6IG51bWJlcjtcbiAgLyoqIE1lYW4gb3ZlciBzdGVwcyBvZiBVX2sgPSBzdW0gLyAoTiAqIG1heCkgb2YgdGhlIHdvcmsgdW5pdHMuICovXG4gIHJlYWRvbmx5IHVrOiBudW1iZXI7XG4gIHJlYWRvbmx5IGJhbGFuY2VzOiBudW1iZXI7XG4gIHJlYWRvbmx5IHVuaXRzTW92ZWQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgYnl0ZXNNb3ZlZDogbnVtYmVyO1xuICAvKiogU3RlcHMgYW5kIGN1dHMgb2YgZXZlcnkgYmFsYW5jZS4gKi9cbiAgcmVhZG9ubHkgY3V0czogcmVhZG9ubHkgeyByZWFkb25seSBzdGVwOiBudW1iZXI7IHJlYWRvbmx5IGN1dHM6IHJlYWRvbmx5IChyZWFkb25seSBudW1iZXJbXSlbXSB9W107XG4gIC8qKiBXYWxsIG1zIHRoZSByZXBsYXkgb2YgdGhpcyBjb25maWd1cmF0aW9uIHRvb2suICovXG4gIHJlYWRvbmx5IHJlcGxheU1zOiBudW1iZXI7XG4gIC8qKiBXaHkgdGhlIGNvbmZpZ3VyYXRpb24gY291bGQgbm90IGJlIHJlcGxheWVkICh0aGVuIHByZWRpY3RlZE1zIGlzIE5hTikuICovXG4gIHJlYWRvbmx5IGVycm9yPzogc3RyaW5nO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIFJlcGxheVJlc3VsdCB7XG4gIHJlYWRvbmx5IG1vZGVsOiBSZXBsYXlNb2RlbDtcbiAgLyoqIFRoZSByZWNvcmRlZCBydW46IGl0cyBjb25maWd1cmF0aW9uLCBtZWFzdXJlZCB0aW1lLCBMRSwgVV9rLCBiYWxhbmNlcywgdW5pdHMgbW92ZWQuICovXG4gIHJlYWRvbmx5IHJlY29yZGVkOiBSZXBsYXlSb3c7XG4gIHJlYWRvbmx5IHJvd3M6IHJlYWRvbmx5IFJlcGxheVJvd1tdO1xufVxuXG5mdW5jdGlvbiBub0xvYWRzKCk6IE1lc2h3b3JrRXJyb3Ige1xuICByZXR1cm4gbmV3IE1lc2h3b3JrRXJyb3IoXG4gICAgRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5ULFxuICAgICd0cmFjZSBob2xkcyBubyBsb2FkIHJlY29yZCAodHJhY2UgdmVyc2lvbiAyIHdpdGggbG9hZHMpOyByZWNvcmQgb25lIHdpdGggYG1lc2h3b3JrIHJ1biA8YXBwPiAtLXRyYWNlIEZJTEVgJyxcbiAgKTtcbn1cblxuY29uc3Qgc3VtID0gKHhzOiByZWFkb25seSBudW1iZXJbXSkgPT4geHMucmVkdWNlKChhLCBiKSA9PiBhICsgYiwgMCk7XG5jb25zdCBtYXggPSAoeHM6IHJlYWRvbmx5IG51bWJlcltdKSA9PiB4cy5yZWR1Y2UoKGEsIGIpID0+IE1hdGgubWF4KGEsIGIpLCBOdW1iZXIuTkVHQVRJVkVfSU5GSU5JVFkpO1xuY29uc3QgbWluID0gKHhzOiByZWFkb25seSBudW1iZXJbXSkgPT4geHMucmVkdWNlKChhLCBiKSA9PiBNYXRoLm1pbihhLCBiKSwgTnVtYmVyLlBPU0lUSVZFX0lORklOSVRZKTtcblxuZnVuY3Rpb24gc2FtZUN1dHMoYTogcmVhZG9ubHkgKHJlYWRvbmx5IG51bWJlcltdKVtdLCBiOiByZWFkb25seSAocmVhZG9ubHkgbnVtYmVyW10pW10pOiBib29sZWFuIHtcbiAgcmV0dXJuIChcbiAgICBhLmxlbmd0aCA9PT0gYi5sZW5ndGggJiZcbiAgICBhLmV2ZXJ5KChjLCBpKSA9PiBjLmxlbmd0aCA9PT0gKGJbaV0gYXMgcmVhZG9ubHkgbnVtYmVyW10pLmxlbmd0aCAmJiBjLmV2ZXJ5KCh4LCBqKSA9PiB4ID09PSAoYltpXSBhcyByZWFkb25seSBudW1iZXJbXSlbal0pKVxuICApO1xufVxuXG4vKiogTGVhc3Qgc3F1YXJlcyB5ID0gYSB1ICsgYiBlIChhLCBiID49IDApLiAqL1xuZnVuY3Rpb24gZml0KHNhbXBsZXM6IHJlYWRvbmx5IHsgdTogbnVtYmVyOyBlOiBudW1iZXI7IHk6IG51bWJlciB9W10pOiB7IGE6IG51bWJlcjsgYjogbnVtYmVyIH0ge1xuICBsZXQgc3V1ID0gMDtcbiAgbGV0IHNlZSA9IDA7XG4gIGxldCBzdWUgPSAwO1xuICBsZXQgc3V5ID0gMDtcbiAgbGV0IHNleSA9IDA7XG4gIGZvciAoY29uc3QgeyB1LCBlLCB5IH0gb2Ygc2FtcGxlcykge1xuICAgIHN1dSArPSB1ICogdTtcbiAgICBzZWUgKz0gZSAqIGU7XG4gICAgc3VlICs9IHUgKiBlO1xuICAgIHN1eSArPSB1ICogeTtcbiAgICBzZXkgKz0gZSAqIHk7XG4gIH1cbiAgY29uc3QgZGV0ID0gc3V1ICogc2VlIC0gc3VlICogc3VlO1xuICBpZiAoTWF0aC5hYnMoZGV0KSA+IDFlLTkgKiBNYXRoLm1heCgxLCBzdXUgKiBzZWUpKSB7XG4gICAgY29uc3QgYSA9IChzdXkgKiBzZWUgLSBzZXkgKiBzdWUpIC8gZGV0O1xuICAgIGNvbnN0IGIgPSAoc2V5ICogc3V1IC0gc3V5ICogc3VlKSAvIGRldDtcbiAgICBpZiAoYSA+PSAwICYmIGIgPj0gMCkgcmV0dXJuIHsgYSwgYiB9O1xuICB9XG4gIC8vIG9uZSB0ZXJtIG9ubHk6IHRoZSBiZXR0ZXIgb2YgdGhlIHR3b1xuICBjb25zdCBhMSA9IHN1dSA+IDAgPyBzdXkgLyBzdXUgOiAwO1xuICBjb25zdCBiMSA9IHNlZSA+IDAgPyBzZXkgLyBzZWUgOiAwO1xuICBjb25zdCBlcnIgPSAoYTogbnVtYmVyLCBiOiBudW1iZXIpID0+IHNhbXBsZXMucmVkdWNlKChzLCB7IHUsIGUsIHkgfSkgPT4gcyArICh5IC0gYSAqIHUgLSBiICogZSkgKiogMiwgMCk7XG4gIHJldHVybiBlcnIoTWF0aC5tYXgoMCwgYTEpLCAwKSA8PSBlcnIoMCwgTWF0aC5tYXgoMCwgYjEpKSA/IHsgYTogTWF0aC5tYXgoMCwgYTEpLCBiOiAwIH0gOiB7IGE6IDAsIGI6IE1hdGgubWF4KDAsIGIxKSB9O1xufVxuXG4vKiogVGhlIHJlcGxheWFibGUgdmlldyBvZiBhIHRyYWNlJ3MgbG9hZCByZWNvcmQ6IGdsb2JhbCBwbGFuZSBsb2FkcyBwZXIgc3RlcCwgZml0dGVkIGNvc3RzLiAqL1xuZXhwb3J0IGNsYXNzIFJlcGxheVRyYWNlIHtcbiAgcmVhZG9ubHkgbG9hZHM6IFRyYWNlTG9hZHM7XG4gIHJlYWRvbmx5IG1vZGVsOiBSZXBsYXlNb2RlbDtcbiAgcmVhZG9ubHkgdG9wb2xvZ3k6IFRvcG9sb2d5O1xuICAvKiogR2xvYmFsIHBsYW5lIGxvYWRzIGFsb25nIHRoZSByZXBsYXllZCBheGlzIHBlciBzdGVwLCBhbmQgdGhlaXIgcHJlZml4IHN1bXMuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgZ2xvYmFsOiBGbG9hdDY0QXJyYXlbXTtcbiAgcHJpdmF0ZSByZWFkb25seSBwcmVmaXg6IEZsb2F0NjRBcnJheVtdO1xuICBwcml2YXRlIHJlYWRvbmx5IHJhbmtBdDogTWFwPHN0cmluZywgbnVtYmVyPjtcbiAgLyoqIFBlciBzdGVwOiB0aGUgc2xvd2VzdCByYW5rJ3Mgc3RlcCB3YWxsIHRpbWUsIHRoZSBzeW5jIHBvaW50LCB0aGUgcmVjb3JkZWQgYmFsYW5jZSdzIGNvc3QuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgc3RlcFdhbGw6IG51bWJlcltdO1xuICBwcml2YXRlIHJlYWRvbmx5IGNvbW1NczogbnVtYmVyW107XG4gIHByaXZhdGUgcmVhZG9ubHkgc3luY01zOiBudW1iZXJbXTtcbiAgcHJpdmF0ZSByZWFkb25seSBkZWNpc2lvbkJ5QmFsYW5jZXIgPSBuZXcgTWFwPHN0cmluZywgbnVtYmVyPigpO1xuICAvKiogRGVjaXNpb24gdGltZSBvZiBhIGJhbGFuY2VyIChieSBuYW1lIGFuZCBvcHRpb25zKSB0aW1lZCBvbiB0aGUgZmlyc3Qgc3RlcCdzIHNuYXBzaG90LiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IGNhbGlicmF0ZWQgPSBuZXcgTWFwPHN0cmluZywgbnVtYmVyPigpO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHRyYWNlOiBNZXRyaWNzVHJhY2UsXG4gICAgcmVhZG9ubHkgb3B0aW9uczogUmVwbGF5T3B0aW9ucyA9IHt9LFxuICApIHtcbiAgICBjb25zdCBsb2FkcyA9IHRyYWNlLmxvYWRzO1xuICAgIGlmIChsb2FkcyA9PT0gdW5kZWZpbmVkIHx8IGxvYWRzLnN0ZXBzLmxlbmd0aCA9PT0gMCkgdGhyb3cgbm9Mb2FkcygpO1xuICAgIHRoaXMubG9hZHMgPSBsb2FkcztcbiAgICBjb25zdCBkID0gbG9hZHMuZGVjb21wb3NpdGlvbjtcbiAgICBpZiAoZC5heGVzLmxlbmd0aCA+IDEpIHtcbiAgICAgIHRocm93IG5ldyBNZXNod29ya0Vycm9yKFxuICAgICAgICBFcnJvckNvZGVzLklOVkFMSURfQVJHVU1FTlQsXG4gICAgICAgIGByZXBsYXkgaGFuZGxlcyBvbmUgZGVjb21wb3NlZCBheGlzOyB0aGlzIHRyYWNlJ3MgcHJvY2Vzc29yIGdyaWQgaXMgJHtkLnByb2NEaW1zLmpvaW4oJ3gnKX0gKHJlY29yZCBpdCBvbiBhIGNoYWluLCByaW5nIG9yIGFuIE4geCAxIG1lc2gpYCxcbiAgICAgICk7XG4gICAgfVxuICAgIHRoaXMudG9wb2xvZ3kgPSB0b3BvbG9neUZyb21TcGVjKGxvYWRzLnRvcG9sb2d5KTtcbiAgICBjb25zdCByYW5rcyA9IHRyYWNlLnJhbmtzO1xuICAgIGNvbnN0IGF4aXMgPSBkLmF4ZXNbMF0gPz8gLTE7XG4gICAgY29uc3QgbiA9IGF4aXMgPCAwID8gMCA6IChkLnNoYXBlW2F4aXNdIGFzIG51bWJlcik7XG4gICAgdGhpcy5yYW5rQXQgPSBuZXcgTWFwKGQucHJvY0Nvb3Jkcy5tYXAoKHBjLCByKSA9PiBbcGMuam9pbignLCcpLCByXSkpO1xuICAgIGxldCBoYXNQbGFuZXMgPSBheGlzID49IDA7XG4gICAgdGhpcy5nbG9iYWwgPSBbXTtcbiAgICB0aGlzLnByZWZpeCA9IFtdO1xuICAgIGZvciAoY29uc3Qgc3Qgb2YgbG9hZHMuc3RlcHMpIHtcbiAgICAgIGNvbnN0IGcgPSBuZXcgRmxvYXQ2NEFycmF5KG4pO1xuICAgICAgaWYgKGF4aXMgPj0gMCkge1xuICAgICAgICBjb25zdCBjID0gc3QuY3V0c1theGlzXSBhcyBudW1iZXJbXTtcbiAgICAgICAgZm9yIChsZXQgciA9IDA7IHIgPCByYW5rczsgcisrKSB7XG4gICAgICAgICAgY29uc3QgcCA9IChkLnByb2NDb29yZHNbcl0gYXMgbnVtYmVyW10pW2F4aXNdIGFzIG51bWJlcjtcbiAgICAgICAgICBjb25zdCBsbyA9IGNbcF0gYXMgbnVtYmVyO1xuICAgICAgICAgIGNvbnN0IGhpID0gY1twICsgMV0gYXMgbnVtYmVyO1xuICAgICAgICAgIGNvbnN0IHBsYW5lcyA9IChzdC5wbGFuZXNbcl0gYXMgbnVtYmVyW11bXSlbMF07XG4gICAgICAgICAgaWYgKHBsYW5lcyA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICAgICAgICBoYXNQbGFuZXMgPSBmYWxzZTtcbiAgICAgICAgICAgIGNvbnN0IGVhY2ggPSBoaSA+IGxvID8gKHN0LnRvdGFsc1tyXSBhcyBudW1iZXIpIC8gKGhpIC0gbG8pIDogMDtcbiAgICAgICAgICAgIGZvciAobGV0IGkgPSBsbzsgaSA8IGhpOyBpKyspIGdbaV0gPSBlYWNoO1xuICAgICAgICAgIH0gZWxzZSBmb3IgKGxldCBpID0gbG87IGkgPCBoaTsgaSsrKSBnW2ldID0gcGxhbmVzW2kgLSBsb10gYXMgbnVtYmVyO1xuICAgICAgICB9XG4gICAgICB9XG4gICAgICBjb25zdCBwcmUgPSBuZXcgRmxvYXQ2NEFycmF5KG4gKyAxKTtcbiAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSBwcmVbaSArIDFdID0gKHByZVtpXSBhcyBudW1iZXIpICsgKGdbaV0gYXMgbnVtYmVyKTtcbiAgICAgIHRoaXMuZ2xvYmFsLnB1c2goZyk7XG4gICAgICB0aGlzLnByZWZpeC5wdXNoKHByZSk7XG4gICAgfVxuICAgIC8vIGNvbXB1dGUgbW9kZWxcbiAgICBjb25zdCBzYW1wbGVzOiB7IHU6IG51bWJlcjsgZTogbnVtYmVyOyB5OiBudW1iZXIgfVtdID0gW107XG4gICAgZm9yIChjb25zdCBbcywgc3RdIG9mIGxvYWRzLnN0ZXBzLmVudHJpZXMoKSkge1xuICAgICAgZm9yIChsZXQgciA9IDA7IHIgPCByYW5rczsgcisrKSB7XG4gICAgICAgIGNvbnN0IHsgdW5pdHMsIGV4dGVudCB9ID0gdGhpcy5yZWNvcmRlZFBhcnQocywgcik7XG4gICAgICAgIHNhbXBsZXMucHVzaCh7IHU6IHVuaXRzLCBlOiBleHRlbnQsIHk6IHN0LmNvbXB1dGVNc1tyXSBhcyBudW1iZXIgfSk7XG4gICAgICB9XG4gICAgfVxuICAgIGNvbnN0IHsgYSwgYiB9ID0gZml0KHNhbXBsZXMpO1xuICAgIHRoaXMuc3RlcFdhbGwgPSBsb2Fkcy5zdGVwcy5tYXAoKHN0KSA9PiBtYXgoc3Quc3RlcE1zKSk7XG4gICAgdGhpcy5jb21tTXMgPSBsb2Fkcy5zdGVwcy5tYXAoKHN0LCBzKSA9PiBNYXRoLm1heCgwLCAodGhpcy5zdGVwV2FsbFtzXSBhcyBudW1iZXIpIC0gbWF4KHN0LmNvbXB1dGVNcykpKTtcbiAgICAvLyBUaGUgZmlyc3Qgc3RlcCdzIGNsb2NrIHN0YXJ0cyB3aGVuIHRoZSBkcml2ZXIgaXMgbWFkZSwgYmVmb3JlIHRoZSBhcHAncyBvd24gc2V0dXAgYW5kIHN0YXJ0XG4gICAgLy8gYmFycmllcjogdGFrZSBpdHMgY29tbXVuaWNhdGlvbiBhcyB0aGUgbWVkaWFuIG9mIHRoZSBvdGhlcnMgKHRoZSByZXN0IGdvZXMgdG8gdGhlIHJlc2lkdWFsKS5cbiAgICBpZiAodGhpcy5jb21tTXMubGVuZ3RoID4gMSkge1xuICAgICAgY29uc3QgY29tbTAgPSBtZWRpYW4odGhpcy5jb21tTXMuc2xpY2UoMSkpO1xuICAgICAgaWYgKCh0aGlzLmNvbW1Nc1swXSBhcyBudW1iZXIpID4gY29tbTApIHtcbiAgICAgICAgdGhpcy5jb21tTXNbMF0gPSBjb21tMDtcbiAgICAgICAgdGhpcy5zdGVwV2FsbFswXSA9IG1heCgobG9hZHMuc3RlcHNbMF0gYXMgVHJhY2VMb2Fkc1snc3RlcHMnXVtudW1iZXJdKS5jb21wdXRlTXMpICsgY29tbTA7XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuc3luY01zID0gbG9hZHMuc3RlcHMubWFwKChzdCkgPT4gbWluKHN0LnN5bmNNcykpO1xuICAgIGNvbnN0IHJlbWFwTnNQZXJCeXRlID0gb3B0aW9ucy5yZW1hcE5zUGVyQnl0ZSA/PyAxO1xuICAgIGNvbnN0IGJ5dGVzUGVyUGxhbmUgPSBheGlzIDwgMCA/IDAgOiAoZC5ieXRlc1BlclBsYW5lW2F4aXNdIGFzIG51bWJlcik7XG4gICAgLy8gZml4ZWQgY29zdCBvZiBhIGJhbGFuY2UgZnJvbSB0aGUgcmVjb3JkZWQgb25lczogY29zdCAtIGRlY2lzaW9uIC0gZGF0YVxuICAgIGNvbnN0IGZpeGVkOiBudW1iZXJbXSA9IFtdO1xuICAgIGNvbnN0IGRlY2lzaW9ucyA9IG5ldyBNYXA8c3RyaW5nLCBudW1iZXJbXT4oKTtcbiAgICBmb3IgKGNvbnN0IHN0IG9mIGxvYWRzLnN0ZXBzKSB7XG4gICAgICBjb25zdCBiYWwgPSBzdC5iYWxhbmNlO1xuICAgICAgaWYgKGJhbCA9PT0gdW5kZWZpbmVkKSBjb250aW51ZTtcbiAgICAgIGNvbnN0IGRlYyA9IG1heChiYWwuZGVjaXNpb25Ncyk7XG4gICAgICBmaXhlZC5wdXNoKE1hdGgubWF4KDAsIG1heChiYWwuY29zdE1zKSAtIGRlYyAtIChiYWwuYnl0ZXNNb3ZlZCAqIHJlbWFwTnNQZXJCeXRlKSAvIDFlNikpO1xuICAgICAgY29uc3QgbGlzdCA9IGRlY2lzaW9ucy5nZXQobG9hZHMucmVjb3JkZWQuYmFsYW5jZXIpID8/IFtdO1xuICAgICAgbGlzdC5wdXNoKGRlYyk7XG4gICAgICBkZWNpc2lvbnMuc2V0KGxvYWRzLnJlY29yZGVkLmJhbGFuY2VyLCBsaXN0KTtcbiAgICB9XG4gICAgZm9yIChjb25zdCBbaywgdl0gb2YgZGVjaXNpb25zKSB0aGlzLmRlY2lzaW9uQnlCYWxhbmNlci5zZXQoaywgc3VtKHYpIC8gdi5sZW5ndGgpO1xuICAgIGNvbnN0IG1lYW5TeW5jID0gc3VtKHRoaXMuc3luY01zKSAvIHRoaXMuc3luY01zLmxlbmd0aDtcbiAgICBjb25zdCByZWNvcmRlZFRvdGFsID0gbG9hZHMuc3RlcHMucmVkdWNlKFxuICAgICAgKGFjYywgc3QsIHMpID0+XG4gICAgICAgIGFjYyArICh0aGlzLnN0ZXBXYWxsW3NdIGFzIG51bWJlcikgKyAodGhpcy5zeW5jTXNbc10gYXMgbnVtYmVyKSArIChzdC5iYWxhbmNlID09PSB1bmRlZmluZWQgPyAwIDogbWF4KHN0LmJhbGFuY2UuY29zdE1zKSksXG4gICAgICAwLFxuICAgICk7XG4gICAgdGhpcy5tb2RlbCA9IHtcbiAgICAgIHN0ZXBzOiBsb2Fkcy5zdGVwcy5sZW5ndGgsXG4gICAgICByYW5rcyxcbiAgICAgIGF4aXMsXG4gICAgICBwbGFuZXM6IG4sXG4gICAgICBtc1BlclVuaXQ6IGEsXG4gICAgICBtc1BlclBsYW5lOiBiLFxuICAgICAgc3luY01zOiBtZWFuU3luYyxcbiAgICAgIC8vIHdpdGhvdXQgcmVjb3JkZWQgYmFsYW5jZXM6IGEgYmFsYW5jZSBjb3N0cyBhYm91dCBvbmUgbW9yZSBjb2xsZWN0aXZlIHJvdW5kIGJlc2lkZXMgaXRzIGRlY2lzaW9uIGFuZCBkYXRhXG4gICAgICBiYWxhbmNlRml4ZWRNczogZml4ZWQubGVuZ3RoID4gMCA/IHN1bShmaXhlZCkgLyBmaXhlZC5sZW5ndGggOiBtZWFuU3luYyxcbiAgICAgIHJlbWFwTnNQZXJCeXRlLFxuICAgICAgYnl0ZXNQZXJQbGFuZSxcbiAgICAgIHJlc2lkdWFsTXM6IG9wdGlvbnMubWVhc3VyZWRNcyA9PT0gdW5kZWZpbmVkID8gMCA6IG9wdGlvbnMubWVhc3VyZWRNcyAtIHJlY29yZGVkVG90YWwsXG4gICAgICBoYXNQbGFuZXMsXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBVbml0cyBhbmQgZXh0ZW50IG9mIHJhbmsgcidzIHJlY29yZGVkIHRpbGUgYXQgc3RlcCBzLiAqL1xuICBwcml2YXRlIHJlY29yZGVkUGFydChzOiBudW1iZXIsIHI6IG51bWJlcik6IHsgdW5pdHM6IG51bWJlcjsgZXh0ZW50OiBudW1iZXIgfSB7XG4gICAgY29uc3Qgc3QgPSB0aGlzLmxvYWRzLnN0ZXBzW3NdIGFzIFRyYWNlTG9hZHNbJ3N0ZXBzJ11bbnVtYmVyXTtcbiAgICBjb25zdCBheGlzID0gdGhpcy5tb2RlbD8uYXhpcyA/PyB0aGlzLmxvYWRzLmRlY29tcG9zaXRpb24uYXhlc1swXSA/PyAtMTtcbiAgICBpZiAoYXhpcyA8IDApIHJldHVybiB7IHVuaXRzOiBzdC50b3RhbHNbcl0gYXMgbnVtYmVyLCBleHRlbnQ6IDEgfTtcbiAgICBjb25zdCBwID0gKHRoaXMubG9hZHMuZGVjb21wb3NpdGlvbi5wcm9jQ29vcmRzW3JdIGFzIG51bWJlcltdKVtheGlzXSBhcyBudW1iZXI7XG4gICAgY29uc3QgYyA9IHN0LmN1dHNbYXhpc10gYXMgbnVtYmVyW107XG4gICAgY29uc3QgbG8gPSBjW3BdIGFzIG51bWJlcjtcbiAgICBjb25zdCBoaSA9IGNbcCArIDFdIGFzIG51bWJlcjtcbiAgICBjb25zdCBwcmUgPSB0aGlzLnByZWZpeFtzXSBhcyBGbG9hdDY0QXJyYXk7XG4gICAgcmV0dXJuIHsgdW5pdHM6IChwcmVbaGldIGFzIG51bWJlcikgLSAocHJlW2xvXSBhcyBudW1iZXIpLCBleHRlbnQ6IGhpIC0gbG8gfTtcbiAgfVxuXG4gIC8qKiBUaGUgcmVjb3JkZWQgcnVuJ3Mgb3duIGZpZ3VyZXMuICovXG4gIHJlY29yZGVkUm93KCk6IFJlcGxheVJvdyB7XG4gICAgY29uc3QgTCA9IHRoaXMubG9hZHM7XG4gICAgY29uc3QgcmFua3MgPSB0aGlzLnRyYWNlLnJhbmtzO1xuICAgIGNvbnN0IHBlclJhbmsgPSBuZXcgQXJyYXk8bnVtYmVyPihyYW5rcykuZmlsbCgwKTtcbiAgICBsZXQgdWtTdW0gPSAwO1xuICAgIGxldCBiYWxhbmNlcyA9IDA7XG4gICAgbGV0IHVuaXRzTW92ZWQgPSAwO1xuICAgIGxldCBieXRlc01vdmVkID0gMDtcbiAgICBsZXQgYmFsYW5jZU1zID0gMDtcbiAgICBjb25zdCBjdXRzOiB7IHN0ZXA6IG51bWJlcjsgY3V0czogbnVtYmVyW11bXSB9W10gPSBbXTtcbiAgICBmb3IgKGNvbnN0IFtzLCBzdF0gb2YgTC5zdGVwcy5lbnRyaWVzKCkpIHtcbiAgICAgIGNvbnN0IHVuaXRzID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogcmFua3MgfSwgKF8sIHIpID0+IHRoaXMucmVjb3JkZWRQYXJ0KHMsIHIpLnVuaXRzKTtcbiAgICAgIGZvciAobGV0IHIgPSAwOyByIDwgcmFua3M7IHIrKykgcGVyUmFua1tyXSA9IChwZXJSYW5rW3JdIGFzIG51bWJlcikgKyAodW5pdHNbcl0gYXMgbnVtYmVyKTtcbiAgICAgIGNvbnN0IG0gPSBtYXgodW5pdHMpO1xuICAgICAgdWtTdW0gKz0gbSA+IDAgPyBzdW0odW5pdHMpIC8gKHJhbmtzICogbSkgOiAxO1xuICAgICAgaWYgKHN0LmJhbGFuY2UgIT09IHVuZGVmaW5lZCkge1xuICAgICAgICBiYWxhbmNlcysrO1xuICAgICAgICB1bml0c01vdmVkICs9IHN0LmJhbGFuY2UudW5pdHNNb3ZlZDtcbiAgICAgICAgYnl0ZXNNb3ZlZCArPSBzdC5iYWxhbmNlLmJ5dGVzTW92ZWQ7XG4gICAgICAgIGJhbGFuY2VNcyArPSBtYXgoc3QuYmFsYW5jZS5jb3N0TXMpO1xuICAgICAgICBjdXRzLnB1c2goeyBzdGVwOiBzLCBjdXRzOiBzdC5iYWxhbmNlLmN1dHMgfSk7XG4gICAgICB9XG4gICAgfVxuICAgIGNvbnN0IHN0ZXBzTXMgPSBzdW0odGhpcy5zdGVwV2FsbCk7XG4gICAgY29uc3Qgc3luY01zID0gc3VtKHRoaXMuc3luY01zKTtcbiAgICBjb25zdCByZWMgPSBMLnJlY29yZGVkO1xuICAgIGNvbnN0IGV2ZXJ5ID0gcmVjLnBvbGljeSA9PT0gJ2V2ZXJ5JyA/IE51bWJlcigocmVjLnBvbGljeU9wdGlvbnMgYXMgeyBrPzogbnVtYmVyIH0gfCB1bmRlZmluZWQpPy5rID8/IDEpIDogdW5kZWZpbmVkO1xuICAgIHJldHVybiB7XG4gICAgICBsYWJlbDogYHJlY29yZGVkOiAke3JlYy5iYWxhbmNlciA9PT0gJ3N0YXRpYycgJiYgcmVjLnBvbGljeSA9PT0gJ25ldmVyJyA/ICdzdGF0aWMnIDogYCR7cmVjLmJhbGFuY2VyfSAke3JlYy5wb2xpY3l9JHtldmVyeSA9PT0gdW5kZWZpbmVkID8gJycgOiBgICR7ZXZlcnl9YH1gfWAsXG4gICAgICBiYWxhbmNlcjogcmVjLmJhbGFuY2VyLFxuICAgICAgcG9saWN5OiByZWMucG9saWN5LFxuICAgICAgZXZlcnksXG4gICAgICBwcmVkaWN0ZWRNczogdGhpcy5vcHRpb25zLm1lYXN1cmVkTXMgPz8gc3RlcHNNcyArIHN5bmNNcyArIGJhbGFuY2VNcyxcbiAgICAgIHN0ZXBzTXMsXG4gICAgICBzeW5jTXMsXG4gICAgICBiYWxhbmNlTXMsXG4gICAgICBsZTogbG9hZEVmZmljaWVuY3kocGVyUmFuayksXG4gICAgICB1azogdWtTdW0gLyBMLnN0ZXBzLmxlbmd0aCxcbiAgICAgIGJhbGFuY2VzLFxuICAgICAgdW5pdHNNb3ZlZCxcbiAgICAgIGJ5dGVzTW92ZWQsXG4gICAgICBjdXRzLFxuICAgICAgcmVwbGF5TXM6IDAsXG4gICAgfTtcbiAgfVxuXG4gIC8qKiBSZXBsYXkgb25lIGNvbmZpZ3VyYXRpb24uICovXG4gIHJ1bihjb25maWc6IFJlcGxheUNvbmZpZyk6IFJlcGxheVJvdyB7XG4gICAgY29uc3QgdDAgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICB0cnkge1xuICAgICAgcmV0dXJuIHsgLi4udGhpcy5yZXBsYXkoY29uZmlnKSwgcmVwbGF5TXM6IHBlcmZvcm1hbmNlLm5vdygpIC0gdDAgfTtcbiAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgIGNvbnN0IG1lc3NhZ2UgPSBlcnIgaW5zdGFuY2VvZiBFcnJvciA/IGVyci5tZXNzYWdlIDogU3RyaW5nKGVycik7XG4gICAgICByZXR1cm4ge1xuICAgICAgICBsYWJlbDogY29uZmlnLmxhYmVsLFxuICAgICAgICBiYWxhbmNlcjogY29uZmlnLmJhbGFuY2VyLFxuICAgICAgICBwb2xpY3k6IGNvbmZpZy5wb2xpY3ksXG4gICAgICAgIGV2ZXJ5OiBjb25maWcuZXZlcnksXG4gICAgICAgIHByZWRpY3RlZE1zOiBOdW1iZXIuTmFOLFxuICAgICAgICBzdGVwc01zOiBOdW1iZXIuTmFOLFxuICAgICAgICBzeW5jTXM6IE51bWJlci5OYU4sXG4gICAgICAgIGJhbGFuY2VNczogTnVtYmVyLk5hTixcbiAgICAgICAgbGU6IE51bWJlci5OYU4sXG4gICAgICAgIHVrOiBOdW1iZXIuTmFOLFxuICAgICAgICBiYWxhbmNlczogMCxcbiAgICAgICAgdW5pdHNNb3ZlZDogMCxcbiAgICAgICAgYnl0ZXNNb3ZlZDogMCxcbiAgICAgICAgY3V0czogW10sXG4gICAgICAgIHJlcGxheU1zOiBwZXJmb3JtYW5jZS5ub3coKSAtIHQwLFxuICAgICAgICBlcnJvcjogbWVzc2FnZS5zcGxpdCgnXFxuJylbMF0gPz8gbWVzc2FnZSxcbiAgICAgIH07XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBkZWNpc2lvbiB0aW1lIGNoYXJnZWQgcGVyIGJhbGFuY2U6IHRoZSBtZWRpYW4gb2YgYSBmZXcgdGltZWQgYHNvbHZlYCBjYWxscyBvZiBhIGZyZXNoXG4gICAqIGluc3RhbmNlIG9uIHRoZSBmaXJzdCBzdGVwJ3Mgc25hcHNob3QgKG9uZSB1bnRpbWVkIGNhbGwgZmlyc3QpLCBzbyB0aGF0IG9uZSBwcmVlbXB0ZWQgY2FsbFxuICAgKiBkb2VzIG5vdCBjb3VudCBhcyB0aGUgYmFsYW5jZXIncyBjb3N0LlxuICAgKi9cbiAgcHJpdmF0ZSBkZWNpc2lvbkNvc3QoY29uZmlnOiBSZXBsYXlDb25maWcsIGZhbGxiYWNrOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNvbnN0IGtleSA9IGAke2NvbmZpZy5iYWxhbmNlcn0gJHtKU09OLnN0cmluZ2lmeShjb25maWcuYmFsYW5jZXJPcHRpb25zID8/IG51bGwpfWA7XG4gICAgY29uc3Qga25vd24gPSB0aGlzLmNhbGlicmF0ZWQuZ2V0KGtleSk7XG4gICAgaWYgKGtub3duICE9PSB1bmRlZmluZWQpIHJldHVybiBrbm93bjtcbiAgICBjb25zdCBiID0gYmFsYW5jZXJGYWN0b3J5KGNvbmZpZy5iYWxhbmNlcikuY3JlYXRlKGNvbmZpZy5iYWxhbmNlck9wdGlvbnMpO1xuICAgIGNvbnN0IHN0ID0gdGhpcy5sb2Fkcy5zdGVwc1swXSBhcyBUcmFjZUxvYWRzWydzdGVwcyddW251bWJlcl07XG4gICAgY29uc3Qgc25hcCA9IG5ldyBSZXBsYXlTbmFwc2hvdCh0aGlzLnRyYWNlLnJhbmtzLCB0aGlzLnRvcG9sb2d5LCB0aGlzLmxvYWRzLmRlY29tcG9zaXRpb24sIHRoaXMucmFua0F0KTtcbiAgICBzbmFwLnNldCgwLCBzdC5jdXRzLCB0aGlzLmdsb2JhbFswXSBhcyBGbG9hdDY0QXJyYXksIHRoaXMubW9kZWwuaGFzUGxhbmVzKTtcbiAgICBmb3IgKGxldCByID0gMDsgciA8IHRoaXMudHJhY2UucmFua3M7IHIrKykgc25hcC50b3RhbHNbcl0gPSBzdC50b3RhbHNbcl0gYXMgbnVtYmVyO1xuICAgIGNvbnN0IHRpbWVzOiBudW1iZXJbXSA9IFtdO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgNjsgaSsrKSB7XG4gICAgICBjb25zdCB0MCA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgY29uc3QgZCA9IGIuc29sdmU/LihzbmFwKTtcbiAgICAgIGNvbnN0IG1zID0gcGVyZm9ybWFuY2Uubm93KCkgLSB0MDtcbiAgICAgIGlmIChkID09PSB1bmRlZmluZWQpIHJldHVybiBmYWxsYmFjaztcbiAgICAgIGlmIChpID4gMCkgdGltZXMucHVzaChtcyk7XG4gICAgfVxuICAgIGNvbnN0IG1zID0gbWVkaWFuKHRpbWVzKTtcbiAgICB0aGlzLmNhbGlicmF0ZWQuc2V0KGtleSwgbXMpO1xuICAgIHJldHVybiBtcztcbiAgfVxuXG4gIHByaXZhdGUgcmVwbGF5KGNvbmZpZzogUmVwbGF5Q29uZmlnKTogT21pdDxSZXBsYXlSb3csICdyZXBsYXlNcyc+IHtcbiAgICBjb25zdCBMID0gdGhpcy5sb2FkcztcbiAgICBjb25zdCBkID0gTC5kZWNvbXBvc2l0aW9uO1xuICAgIGNvbnN0IE0gPSB0aGlzLm1vZGVsO1xuICAgIGNvbnN0IHJhbmtzID0gdGhpcy50cmFjZS5yYW5rcztcbiAgICBjb25zdCBheGlzID0gTS5heGlzO1xuICAgIGNvbnN0IGRyaXZlbiA9IGNvbmZpZy5wb2xpY3kgIT09ICduZXZlcic7XG4gICAgY29uc3QgYmFsYW5jZXI6IFJlbWFwQmFsYW5jZXIgfCB1bmRlZmluZWQgPSBkcml2ZW4gPyBiYWxhbmNlckZhY3RvcnkoY29uZmlnLmJhbGFuY2VyKS5jcmVhdGUoY29uZmlnLmJhbGFuY2VyT3B0aW9ucykgOiB1bmRlZmluZWQ7XG4gICAgY29uc3QgcG9saWN5ID0gZHJpdmVuID8gcG9saWN5RmFjdG9yeShjb25maWcucG9saWN5KS5jcmVhdGUoY29uZmlnLnBvbGljeU9wdGlvbnMpIDogdW5kZWZpbmVkO1xuICAgIC8vIHRoZSByZWNvcmRlZCBiYWxhbmNlciB3aXRoIHRoZSByZWNvcmRlZCBvcHRpb25zOiBpdHMgcmVjb3JkZWQgYmFsYW5jZXMnIGNvc3RzIGFwcGx5XG4gICAgY29uc3QgcmVjb3JkZWRNYXRjaCA9XG4gICAgICBiYWxhbmNlciAhPT0gdW5kZWZpbmVkICYmXG4gICAgICBMLnJlY29yZGVkLmJhbGFuY2VyID09PSBiYWxhbmNlci5uYW1lICYmXG4gICAgICBKU09OLnN0cmluZ2lmeShMLnJlY29yZGVkLmJhbGFuY2VyT3B0aW9ucyA/PyB7fSkgPT09IEpTT04uc3RyaW5naWZ5KGJhbGFuY2VyLm9wdGlvbnMpO1xuICAgIGxldCBjdXRzOiBudW1iZXJbXVtdID0gKEwuc3RlcHNbMF0gYXMgVHJhY2VMb2Fkc1snc3RlcHMnXVtudW1iZXJdKS5jdXRzLm1hcCgoYykgPT4gWy4uLmNdKTtcbiAgICBjb25zdCBzbmFwID0gbmV3IFJlcGxheVNuYXBzaG90KHJhbmtzLCB0aGlzLnRvcG9sb2d5LCBkLCB0aGlzLnJhbmtBdCk7XG4gICAgY29uc3QgcGVyUmFuayA9IG5ldyBBcnJheTxudW1iZXI+KHJhbmtzKS5maWxsKDApO1xuICAgIGNvbnN0IHVuaXRzID0gbmV3IEFycmF5PG51bWJlcj4ocmFua3MpLmZpbGwoMCk7XG4gICAgY29uc3QgY29tcHV0ZSA9IG5ldyBBcnJheTxudW1iZXI+KHJhbmtzKS5maWxsKDApO1xuICAgIGxldCB1a1N1bSA9IDA7XG4gICAgbGV0IHN0ZXBzTXMgPSAwO1xuICAgIGxldCBzeW5jTXMgPSAwO1xuICAgIGxldCBiYWxhbmNlTXMgPSAwO1xuICAgIGxldCBiYWxhbmNlcyA9IDA7XG4gICAgbGV0IHVuaXRzTW92ZWQgPSAwO1xuICAgIGxldCBieXRlc01vdmVkID0gMDtcbiAgICBsZXQgY29zdFN1bSA9IDA7XG4gICAgbGV0IGxvc3NUb3RhbCA9IDA7XG4gICAgbGV0IGxhc3RCYWxhbmNlID0gLTE7XG4gICAgY29uc3QgbG9nOiB7IHN0ZXA6IG51bWJlcjsgY3V0czogbnVtYmVyW11bXSB9W10gPSBbXTtcbiAgICBmb3IgKGNvbnN0IFtzLCBzdF0gb2YgTC5zdGVwcy5lbnRyaWVzKCkpIHtcbiAgICAgIGNvbnN0IHJlY29yZGVkID0gc2FtZUN1dHMoY3V0cywgc3QuY3V0cyk7XG4gICAgICBjb25zdCBwcmUgPSB0aGlzLnByZWZpeFtzXSBhcyBGbG9hdDY0QXJyYXk7XG4gICAgICBmb3IgKGxldCByID0gMDsgciA8IHJhbmtzOyByKyspIHtcbiAgICAgICAgY29uc3QgcmVjID0gdGhpcy5yZWNvcmRlZFBhcnQocywgcik7XG4gICAgICAgIGxldCB1ID0gcmVjLnVuaXRzO1xuICAgICAgICBsZXQgZSA9IHJlYy5leHRlbnQ7XG4gICAgICAgIGlmIChheGlzID49IDApIHtcbiAgICAgICAgICBjb25zdCBwID0gKGQucHJvY0Nvb3Jkc1tyXSBhcyBudW1iZXJbXSlbYXhpc10gYXMgbnVtYmVyO1xuICAgICAgICAgIGNvbnN0IGxvID0gKGN1dHNbYXhpc10gYXMgbnVtYmVyW10pW3BdIGFzIG51bWJlcjtcbiAgICAgICAgICBjb25zdCBoaSA9IChjdXRzW2F4aXNdIGFzIG51bWJlcltdKVtwICsgMV0gYXMgbnVtYmVyO1xuICAgICAgICAgIHUgPSAocHJlW2hpXSBhcyBudW1iZXIpIC0gKHByZVtsb10gYXMgbnVtYmVyKTtcbiAgICAgICAgICBlID0gaGkgLSBsbztcbiAgICAgICAgfVxuICAgICAgICB1bml0c1tyXSA9IHU7XG4gICAgICAgIHBlclJhbmtbcl0gPSAocGVyUmFua1tyXSBhcyBudW1iZXIpICsgdTtcbiAgICAgICAgY29tcHV0ZVtyXSA9IHJlY29yZGVkXG4gICAgICAgICAgPyAoc3QuY29tcHV0ZU1zW3JdIGFzIG51bWJlcilcbiAgICAgICAgICA6IE1hdGgubWF4KDAsIChzdC5jb21wdXRlTXNbcl0gYXMgbnVtYmVyKSArIE0ubXNQZXJVbml0ICogKHUgLSByZWMudW5pdHMpICsgTS5tc1BlclBsYW5lICogKGUgLSByZWMuZXh0ZW50KSk7XG4gICAgICB9XG4gICAgICBjb25zdCBtdSA9IG1heCh1bml0cyk7XG4gICAgICB1a1N1bSArPSBtdSA+IDAgPyBzdW0odW5pdHMpIC8gKHJhbmtzICogbXUpIDogMTtcbiAgICAgIGNvbnN0IHdhbGwgPSByZWNvcmRlZCA/ICh0aGlzLnN0ZXBXYWxsW3NdIGFzIG51bWJlcikgOiBtYXgoY29tcHV0ZSkgKyAodGhpcy5jb21tTXNbc10gYXMgbnVtYmVyKTtcbiAgICAgIHN0ZXBzTXMgKz0gd2FsbDtcbiAgICAgIGlmIChiYWxhbmNlciA9PT0gdW5kZWZpbmVkIHx8IHBvbGljeSA9PT0gdW5kZWZpbmVkKSBjb250aW51ZTtcbiAgICAgIHN5bmNNcyArPSB0aGlzLnN5bmNNc1tzXSBhcyBudW1iZXI7XG4gICAgICAvLyB0aGUgc25hcHNob3QgdGhlIHJhbmtzIHdvdWxkIGdhdGhlcjogcmVjb3JkZWQgdG90YWxzIHdoZXJlIHRoZSBjdXRzIGFyZSB0aGUgcmVjb3JkZWQgb25lc1xuICAgICAgY29uc3QgdG90YWxzID0gc25hcC50b3RhbHM7XG4gICAgICBmb3IgKGxldCByID0gMDsgciA8IHJhbmtzOyByKyspIHRvdGFsc1tyXSA9IHJlY29yZGVkID8gKHN0LnRvdGFsc1tyXSBhcyBudW1iZXIpIDogKHVuaXRzW3JdIGFzIG51bWJlcik7XG4gICAgICBzbmFwLnNldChzLCBjdXRzLCB0aGlzLmdsb2JhbFtzXSBhcyBGbG9hdDY0QXJyYXksIE0uaGFzUGxhbmVzKTtcbiAgICAgIGNvbnN0IHRtYXggPSBtYXgoQXJyYXkuZnJvbSh0b3RhbHMpKTtcbiAgICAgIGNvbnN0IHRtaW4gPSBtaW4oQXJyYXkuZnJvbSh0b3RhbHMpKTtcbiAgICAgIGNvbnN0IHRhdmcgPSBzdW0oQXJyYXkuZnJvbSh0b3RhbHMpKSAvIHJhbmtzO1xuICAgICAgaWYgKEwucmVjb3JkZWQubG9hZElzVGltZSkgbG9zc1RvdGFsICs9IHRtYXggLSB0YXZnO1xuICAgICAgY29uc3Qgc3RhdGU6IFBvbGljeVN0YXRlID0ge1xuICAgICAgICBwaGFzZTogcyxcbiAgICAgICAgbWF4OiB0bWF4LFxuICAgICAgICBtaW46IHRtaW4sXG4gICAgICAgIGF2ZzogdGF2ZyxcbiAgICAgICAgc2luY2VMYXN0OiBsYXN0QmFsYW5jZSA8IDAgPyBOdW1iZXIuUE9TSVRJVkVfSU5GSU5JVFkgOiBzIC0gbGFzdEJhbGFuY2UsXG4gICAgICAgIGJhbGFuY2VDb3N0TXM6IGJhbGFuY2VzID09PSAwID8gdW5kZWZpbmVkIDogY29zdFN1bSAvIGJhbGFuY2VzLFxuICAgICAgICBsb3NzUGVyUGhhc2VNczogTC5yZWNvcmRlZC5sb2FkSXNUaW1lID8gbG9zc1RvdGFsIC8gKHMgKyAxKSA6IHVuZGVmaW5lZCxcbiAgICAgICAgcGhhc2VNczogd2FsbCxcbiAgICAgIH07XG4gICAgICBpZiAoIXBvbGljeS5zaG91bGRCYWxhbmNlKHN0YXRlKSkgY29udGludWU7XG4gICAgICBpZiAoYmFsYW5jZXIuc29sdmUgPT09IHVuZGVmaW5lZCkgdGhyb3cgbmV3IEVycm9yKGAke2NvbmZpZy5iYWxhbmNlcn0gaGFzIG5vIHB1cmUgc29sdmU6IGl0IGNhbm5vdCBiZSByZXBsYXllZCBvZmZsaW5lYCk7XG4gICAgICBjb25zdCB0cyA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgICAgY29uc3QgZGVjaXNpb24gPSBiYWxhbmNlci5zb2x2ZShzbmFwKTtcbiAgICAgIGNvbnN0IHNvbHZlTXMgPSBwZXJmb3JtYW5jZS5ub3coKSAtIHRzO1xuICAgICAgaWYgKGRlY2lzaW9uID09PSB1bmRlZmluZWQpIHRocm93IG5ldyBFcnJvcihgJHtjb25maWcuYmFsYW5jZXJ9IGNhbm5vdCBkZWNpZGUgZnJvbSB0aGUgcmVjb3JkZWQgbG9hZHMgKHBsYW5lIGxvYWRzIG1pc3Npbmc/KWApO1xuICAgICAgY29uc3QgbW92ZWQgPSBjdXRzLnJlZHVjZSgoYWNjLCBjLCBhKSA9PiBhY2MgKyB1bml0c0NoYW5naW5nT3duZXIoYywgZGVjaXNpb24uY3V0c1thXSBhcyBudW1iZXJbXSksIDApO1xuICAgICAgY29uc3QgYnl0ZXMgPSBheGlzIDwgMCA/IDAgOiBtb3ZlZCAqIE0uYnl0ZXNQZXJQbGFuZTtcbiAgICAgIGxldCBjb3N0OiBudW1iZXI7XG4gICAgICBpZiAocmVjb3JkZWQgJiYgcmVjb3JkZWRNYXRjaCAmJiBzdC5iYWxhbmNlICE9PSB1bmRlZmluZWQpIGNvc3QgPSBtYXgoc3QuYmFsYW5jZS5jb3N0TXMpO1xuICAgICAgZWxzZSB7XG4gICAgICAgIGNvbnN0IGRlYyA9IHRoaXMub3B0aW9ucy5kZWNpc2lvbk1zID8/IHRoaXMuZGVjaXNpb25CeUJhbGFuY2VyLmdldChjb25maWcuYmFsYW5jZXIpID8/IHRoaXMuZGVjaXNpb25Db3N0KGNvbmZpZywgc29sdmVNcyk7XG4gICAgICAgIGNvc3QgPSBkZWMgKyBNLmJhbGFuY2VGaXhlZE1zICsgKGJ5dGVzICogTS5yZW1hcE5zUGVyQnl0ZSkgLyAxZTY7XG4gICAgICB9XG4gICAgICBiYWxhbmNlcysrO1xuICAgICAgY29zdFN1bSArPSBjb3N0O1xuICAgICAgYmFsYW5jZU1zICs9IGNvc3Q7XG4gICAgICB1bml0c01vdmVkICs9IG1vdmVkO1xuICAgICAgYnl0ZXNNb3ZlZCArPSBieXRlcztcbiAgICAgIGxhc3RCYWxhbmNlID0gcztcbiAgICAgIGN1dHMgPSBkZWNpc2lvbi5jdXRzLm1hcCgoYykgPT4gWy4uLmNdKTtcbiAgICAgIGxvZy5wdXNoKHsgc3RlcDogcywgY3V0czogY3V0cy5tYXAoKGMpID0+IFsuLi5jXSkgfSk7XG4gICAgfVxuICAgIHJldHVybiB7XG4gICAgICBsYWJlbDogY29uZmlnLmxhYmVsLFxuICAgICAgYmFsYW5jZXI6IGNvbmZpZy5iYWxhbmNlcixcbiAgICAgIHBvbGljeTogY29uZmlnLnBvbGljeSxcbiAgICAgIGV2ZXJ5OiBjb25maWcuZXZlcnksXG4gICAgICBwcmVkaWN0ZWRNczogTS5yZXNpZHVhbE1zICsgc3RlcHNNcyArIHN5bmNNcyArIGJhbGFuY2VNcyxcbiAgICAgIHN0ZXBzTXMsXG4gICAgICBzeW5jTXMsXG4gICAgICBiYWxhbmNlTXMsXG4gICAgICBsZTogbG9hZEVmZmljaWVuY3kocGVyUmFuayksXG4gICAgICB1azogdWtTdW0gLyBMLnN0ZXBzLmxlbmd0aCxcbiAgICAgIGJhbGFuY2VzLFxuICAgICAgdW5pdHNNb3ZlZCxcbiAgICAgIGJ5dGVzTW92ZWQsXG4gICAgICBjdXRzOiBsb2csXG4gICAgfTtcbiAgfVxufVxuXG4vKiogVGhlIGxvYWQgc25hcHNob3Qgb2Ygb25lIHJlcGxheWVkIHN0ZXAgKHRoZSBMb2FkU25hcHNob3QgdGhlIHJhbmtzJyBMb2FkQm9hcmQgd291bGQgZ2l2ZSkuICovXG5jbGFzcyBSZXBsYXlTbmFwc2hvdCBpbXBsZW1lbnRzIExvYWRTbmFwc2hvdCB7XG4gIGRvbWFpbiE6IERvbWFpblZpZXc7XG4gIHBoYXNlID0gMDtcbiAgcmVhZG9ubHkgdG90YWxzOiBGbG9hdDY0QXJyYXk7XG4gIHJlYWRvbmx5IGF4ZXM6IHJlYWRvbmx5IG51bWJlcltdO1xuICBoYXNQbGFuZXMgPSBmYWxzZTtcbiAgcmVhZG9ubHkgcHJvY0Nvb3JkczogcmVhZG9ubHkgKHJlYWRvbmx5IG51bWJlcltdKVtdO1xuICBwcml2YXRlIGdsb2JhbDogRmxvYXQ2NEFycmF5ID0gbmV3IEZsb2F0NjRBcnJheSgwKTtcblxuICBjb25zdHJ1Y3RvcihcbiAgICByZWFkb25seSBzaXplOiBudW1iZXIsXG4gICAgcmVhZG9ubHkgdG9wb2xvZ3k6IFRvcG9sb2d5LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgZDogVHJhY2VMb2Fkc1snZGVjb21wb3NpdGlvbiddLFxuICAgIHByaXZhdGUgcmVhZG9ubHkgcmFua0F0OiBSZWFkb25seU1hcDxzdHJpbmcsIG51bWJlcj4sXG4gICkge1xuICAgIHRoaXMudG90YWxzID0gbmV3IEZsb2F0NjRBcnJheShzaXplKTtcbiAgICB0aGlzLmF4ZXMgPSBkLmF4ZXM7XG4gICAgdGhpcy5wcm9jQ29vcmRzID0gZC5wcm9jQ29vcmRzO1xuICB9XG5cbiAgc2V0KHBoYXNlOiBudW1iZXIsIGN1dHM6IHJlYWRvbmx5IChyZWFkb25seSBudW1iZXJbXSlbXSwgZ2xvYmFsOiBGbG9hdDY0QXJyYXksIGhhc1BsYW5lczogYm9vbGVhbik6IHZvaWQge1xuICAgIGNvbnN0IGQgPSB0aGlzLmQ7XG4gICAgY29uc3QgcmFua0F0ID0gdGhpcy5yYW5rQXQ7XG4gICAgdGhpcy5waGFzZSA9IHBoYXNlO1xuICAgIHRoaXMuZ2xvYmFsID0gZ2xvYmFsO1xuICAgIHRoaXMuaGFzUGxhbmVzID0gaGFzUGxhbmVzICYmIGQuYXhlcy5sZW5ndGggPiAwO1xuICAgIHRoaXMuZG9tYWluID0ge1xuICAgICAga2luZDogZC5raW5kLFxuICAgICAgc2hhcGU6IGQuc2hhcGUsXG4gICAgICBwcm9jRGltczogZC5wcm9jRGltcyxcbiAgICAgIGN1dHMsXG4gICAgICBwcm9jQ29vcmRzOiBkLnByb2NDb29yZHNbMF0gYXMgbnVtYmVyW10sXG4gICAgICBtaW5FeHRlbnQ6IGQubWluRXh0ZW50LFxuICAgICAgcmFua09mOiAocGMpID0+IHtcbiAgICAgICAgY29uc3QgciA9IHJhbmtBdC5nZXQocGMuam9pbignLCcpKTtcbiAgICAgICAgaWYgKHIgPT09IHVuZGVmaW5lZCkgdGhyb3cgbmV3IEVycm9yKGBubyByYW5rIGF0IHByb2Nlc3NvciBjb29yZGluYXRlcyBbJHtwYy5qb2luKCcsICcpfV1gKTtcbiAgICAgICAgcmV0dXJuIHI7XG4gICAgICB9LFxuICAgIH07XG4gIH1cblxuICBwbGFuZXNPZihyOiBudW1iZXIsIGF4aXM6IG51bWJlcik6IEZsb2F0NjRBcnJheSB8IHVuZGVmaW5lZCB7XG4gICAgaWYgKCF0aGlzLmhhc1BsYW5lcyB8fCAhdGhpcy5heGVzLmluY2x1ZGVzKGF4aXMpKSByZXR1cm4gdW5kZWZpbmVkO1xuICAgIGNvbnN0IHBjID0gdGhpcy5wcm9jQ29vcmRzW3JdIGFzIHJlYWRvbmx5IG51bWJlcltdO1xuICAgIGNvbnN0IGMgPSB0aGlzLmRvbWFpbi5jdXRzW2F4aXNdIGFzIHJlYWRvbmx5IG51bWJlcltdO1xuICAgIHJldHVybiB0aGlzLmdsb2JhbC5zdWJhcnJheShjW3BjW2F4aXNdIGFzIG51bWJlcl0gYXMgbnVtYmVyLCBjWyhwY1theGlzXSBhcyBudW1iZXIpICsgMV0gYXMgbnVtYmVyKTtcbiAgfVxufVxuXG4vKiogUmVwbGF5IGBjb25maWdzYCBvbiBhIHRyYWNlICh0aGUgcHJvZ3JhbW1hdGljIGBtZXNod29yayByZXBsYXlgKS4gKi9cbmV4cG9ydCBmdW5jdGlvbiByZXBsYXlUcmFjZSh0cmFjZTogTWV0cmljc1RyYWNlLCBjb25maWdzOiByZWFkb25seSBSZXBsYXlDb25maWdbXSwgb3B0aW9uczogUmVwbGF5T3B0aW9ucyA9IHt9KTogUmVwbGF5UmVzdWx0IHtcbiAgY29uc3QgdCA9IG5ldyBSZXBsYXlUcmFjZSh0cmFjZSwgb3B0aW9ucyk7XG4gIHJldHVybiB7IG1vZGVsOiB0Lm1vZGVsLCByZWNvcmRlZDogdC5yZWNvcmRlZFJvdygpLCByb3dzOiBjb25maWdzLm1hcCgoYykgPT4gdC5ydW4oYykpIH07XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFxQkEsU0FBUyxpQkFBaUIscUJBQXFCO0FBQy9DLFNBQXlCLGNBQWM7QUFDdkM7QUFBQSxFQUNFO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUlBO0FBQUEsT0FDSztBQUNQLFNBQW1GLDBCQUEwQjtBQW9FN0csU0FBUyxVQUF5QjtBQUNoQyxTQUFPLElBQUk7QUFBQSxJQUNULFdBQVc7QUFBQSxJQUNYO0FBQUEsRUFDRjtBQUNGO0FBRUEsTUFBTSxNQUFNLENBQUMsT0FBMEIsR0FBRyxPQUFPLENBQUMsR0FBRyxNQUFNLElBQUksR0FBRyxDQUFDO0FBQ25FLE1BQU0sTUFBTSxDQUFDLE9BQTBCLEdBQUcsT0FBTyxDQUFDLEdBQUcsTUFBTSxLQUFLLElBQUksR0FBRyxDQUFDLEdBQUcsT0FBTyxpQkFBaUI7QUFDbkcsTUFBTSxNQUFNLENBQUMsT0FBMEIsR0FBRyxPQUFPLENBQUMsR0FBRyxNQUFNLEtBQUssSUFBSSxHQUFHLENBQUMsR0FBRyxPQUFPLGlCQUFpQjtBQUVuRyxTQUFTLFNBQVMsR0FBbUMsR0FBNEM7QUFDL0YsU0FDRSxFQUFFLFdBQVcsRUFBRSxVQUNmLEVBQUUsTUFBTSxDQUFDLEdBQUcsTUFBTSxFQUFFLFdBQVksRUFBRSxDQUFDLEVBQXdCLFVBQVUsRUFBRSxNQUFNLENBQUMsR0FBRyxNQUFNLE1BQU8sRUFBRSxDQUFDLEVBQXdCLENBQUMsQ0FBQyxDQUFDO0FBRWhJO0FBR0EsU0FBUyxJQUFJLFNBQW1GO0FBQzlGLE1BQUksTUFBTTtBQUNWLE1BQUksTUFBTTtBQUNWLE1BQUksTUFBTTtBQUNWLE1BQUksTUFBTTtBQUNWLE1BQUksTUFBTTtBQUNWLGFBQVcsRUFBRSxHQUFHLEdBQUcsRUFBRSxLQUFLLFNBQVM7QUFDakMsV0FBTyxJQUFJO0FBQ1gsV0FBTyxJQUFJO0FBQ1gsV0FBTyxJQUFJO0FBQ1gsV0FBTyxJQUFJO0FBQ1gsV0FBTyxJQUFJO0FBQUEsRUFDYjtBQUNBLFFBQU0sTUFBTSxNQUFNLE1BQU0sTUFBTTtBQUM5QixNQUFJLEtBQUssSUFBSSxHQUFHLElBQUksT0FBTyxLQUFLLElBQUksR0FBRyxNQUFNLEdBQUcsR0FBRztBQUNqRCxVQUFNLEtBQUssTUFBTSxNQUFNLE1BQU0sT0FBTztBQUNwQyxVQUFNLEtBQUssTUFBTSxNQUFNLE1BQU0sT0FBTztBQUNwQyxRQUFJLEtBQUssS0FBSyxLQUFLLEVBQUcsUUFBTyxFQUFFLEdBQUcsRUFBRTtBQUFBLEVBQ3RDO0FBRUEsUUFBTSxLQUFLLE1BQU0sSUFBSSxNQUFNLE1BQU07QUFDakMsUUFBTSxLQUFLLE1BQU0sSUFBSSxNQUFNLE1BQU07QUFDakMsUUFBTSxNQUFNLENBQUMsR0FBVyxNQUFjLFFBQVEsT0FBTyxDQUFDLEdBQUcsRUFBRSxHQUFHLEdBQUcsRUFBRSxNQUFNLEtBQUssSUFBSSxJQUFJLElBQUksSUFBSSxNQUFNLEdBQUcsQ0FBQztBQUN4RyxTQUFPLElBQUksS0FBSyxJQUFJLEdBQUcsRUFBRSxHQUFHLENBQUMsS0FBSyxJQUFJLEdBQUcsS0FBSyxJQUFJLEdBQUcsRUFBRSxDQUFDLElBQUksRUFBRSxHQUFHLEtBQUssSUFBSSxHQUFHLEVBQUUsR0FBRyxHQUFHLEVBQUUsSUFBSSxFQUFFLEdBQUcsR0FBRyxHQUFHLEtBQUssSUFBSSxHQUFHLEVBQUUsRUFBRTtBQUN4SDtBQUdPLE1BQU0sWUFBWTtBQUFBLEVBZ0J2QixZQUNXLE9BQ0EsVUFBeUIsQ0FBQyxHQUNuQztBQUZTO0FBQ0E7QUFFVCxVQUFNLFFBQVEsTUFBTTtBQUNwQixRQUFJLFVBQVUsVUFBYSxNQUFNLE1BQU0sV0FBVyxFQUFHLE9BQU0sUUFBUTtBQUNuRSxTQUFLLFFBQVE7QUFDYixVQUFNLElBQUksTUFBTTtBQUNoQixRQUFJLEVBQUUsS0FBSyxTQUFTLEdBQUc7QUFDckIsWUFBTSxJQUFJO0FBQUEsUUFDUixXQUFXO0FBQUEsUUFDWCxzRUFBc0UsRUFBRSxTQUFTLEtBQUssR0FBRyxDQUFDO0FBQUEsTUFDNUY7QUFBQSxJQUNGO0FBQ0EsU0FBSyxXQUFXLGlCQUFpQixNQUFNLFFBQVE7QUFDL0MsVUFBTSxRQUFRLE1BQU07QUFDcEIsVUFBTSxPQUFPLEVBQUUsS0FBSyxDQUFDLEtBQUs7QUFDMUIsVUFBTSxJQUFJLE9BQU8sSUFBSSxJQUFLLEVBQUUsTUFBTSxJQUFJO0FBQ3RDLFNBQUssU0FBUyxJQUFJLElBQUksRUFBRSxXQUFXLElBQUksQ0FBQyxJQUFJLE1BQU0sQ0FBQyxHQUFHLEtBQUssR0FBRyxHQUFHLENBQUMsQ0FBQyxDQUFDO0FBQ3BFLFFBQUksWUFBWSxRQUFRO0FBQ3hCLFNBQUssU0FBUyxDQUFDO0FBQ2YsU0FBSyxTQUFTLENBQUM7QUFDZixlQUFXLE1BQU0sTUFBTSxPQUFPO0FBQzVCLFlBQU0sSUFBSSxJQUFJLGFBQWEsQ0FBQztBQUM1QixVQUFJLFFBQVEsR0FBRztBQUNiLGNBQU0sSUFBSSxHQUFHLEtBQUssSUFBSTtBQUN0QixpQkFBUyxJQUFJLEdBQUcsSUFBSSxPQUFPLEtBQUs7QUFDOUIsZ0JBQU0sSUFBSyxFQUFFLFdBQVcsQ0FBQyxFQUFlLElBQUk7QUFDNUMsZ0JBQU0sS0FBSyxFQUFFLENBQUM7QUFDZCxnQkFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDO0FBQ2xCLGdCQUFNLFNBQVUsR0FBRyxPQUFPLENBQUMsRUFBaUIsQ0FBQztBQUM3QyxjQUFJLFdBQVcsUUFBVztBQUN4Qix3QkFBWTtBQUNaLGtCQUFNLE9BQU8sS0FBSyxLQUFNLEdBQUcsT0FBTyxDQUFDLEtBQWdCLEtBQUssTUFBTTtBQUM5RCxxQkFBUyxJQUFJLElBQUksSUFBSSxJQUFJLElBQUssR0FBRSxDQUFDLElBQUk7QUFBQSxVQUN2QyxNQUFPLFVBQVMsSUFBSSxJQUFJLElBQUksSUFBSSxJQUFLLEdBQUUsQ0FBQyxJQUFJLE9BQU8sSUFBSSxFQUFFO0FBQUEsUUFDM0Q7QUFBQSxNQUNGO0FBQ0EsWUFBTSxNQUFNLElBQUksYUFBYSxJQUFJLENBQUM7QUFDbEMsZUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssS0FBSSxJQUFJLENBQUMsSUFBSyxJQUFJLENBQUMsSUFBZ0IsRUFBRSxDQUFDO0FBQ2xFLFdBQUssT0FBTyxLQUFLLENBQUM7QUFDbEIsV0FBSyxPQUFPLEtBQUssR0FBRztBQUFBLElBQ3RCO0FBRUEsVUFBTSxVQUFpRCxDQUFDO0FBQ3hELGVBQVcsQ0FBQyxHQUFHLEVBQUUsS0FBSyxNQUFNLE1BQU0sUUFBUSxHQUFHO0FBQzNDLGVBQVMsSUFBSSxHQUFHLElBQUksT0FBTyxLQUFLO0FBQzlCLGNBQU0sRUFBRSxPQUFPLE9BQU8sSUFBSSxLQUFLLGFBQWEsR0FBRyxDQUFDO0FBQ2hELGdCQUFRLEtBQUssRUFBRSxHQUFHLE9BQU8sR0FBRyxRQUFRLEdBQUcsR0FBRyxVQUFVLENBQUMsRUFBWSxDQUFDO0FBQUEsTUFDcEU7QUFBQSxJQUNGO0FBQ0EsVUFBTSxFQUFFLEdBQUcsRUFBRSxJQUFJLElBQUksT0FBTztBQUM1QixTQUFLLFdBQVcsTUFBTSxNQUFNLElBQUksQ0FBQyxPQUFPLElBQUksR0FBRyxNQUFNLENBQUM7QUFDdEQsU0FBSyxTQUFTLE1BQU0sTUFBTSxJQUFJLENBQUMsSUFBSSxNQUFNLEtBQUssSUFBSSxHQUFJLEtBQUssU0FBUyxDQUFDLElBQWUsSUFBSSxHQUFHLFNBQVMsQ0FBQyxDQUFDO0FBR3RHLFFBQUksS0FBSyxPQUFPLFNBQVMsR0FBRztBQUMxQixZQUFNLFFBQVEsT0FBTyxLQUFLLE9BQU8sTUFBTSxDQUFDLENBQUM7QUFDekMsVUFBSyxLQUFLLE9BQU8sQ0FBQyxJQUFlLE9BQU87QUFDdEMsYUFBSyxPQUFPLENBQUMsSUFBSTtBQUNqQixhQUFLLFNBQVMsQ0FBQyxJQUFJLElBQUssTUFBTSxNQUFNLENBQUMsRUFBa0MsU0FBUyxJQUFJO0FBQUEsTUFDdEY7QUFBQSxJQUNGO0FBQ0EsU0FBSyxTQUFTLE1BQU0sTUFBTSxJQUFJLENBQUMsT0FBTyxJQUFJLEdBQUcsTUFBTSxDQUFDO0FBQ3BELFVBQU0saUJBQWlCLFFBQVEsa0JBQWtCO0FBQ2pELFVBQU0sZ0JBQWdCLE9BQU8sSUFBSSxJQUFLLEVBQUUsY0FBYyxJQUFJO0FBRTFELFVBQU0sUUFBa0IsQ0FBQztBQUN6QixVQUFNLFlBQVksb0JBQUksSUFBc0I7QUFDNUMsZUFBVyxNQUFNLE1BQU0sT0FBTztBQUM1QixZQUFNLE1BQU0sR0FBRztBQUNmLFVBQUksUUFBUSxPQUFXO0FBQ3ZCLFlBQU0sTUFBTSxJQUFJLElBQUksVUFBVTtBQUM5QixZQUFNLEtBQUssS0FBSyxJQUFJLEdBQUcsSUFBSSxJQUFJLE1BQU0sSUFBSSxNQUFPLElBQUksYUFBYSxpQkFBa0IsR0FBRyxDQUFDO0FBQ3ZGLFlBQU0sT0FBTyxVQUFVLElBQUksTUFBTSxTQUFTLFFBQVEsS0FBSyxDQUFDO0FBQ3hELFdBQUssS0FBSyxHQUFHO0FBQ2IsZ0JBQVUsSUFBSSxNQUFNLFNBQVMsVUFBVSxJQUFJO0FBQUEsSUFDN0M7QUFDQSxlQUFXLENBQUMsR0FBRyxDQUFDLEtBQUssVUFBVyxNQUFLLG1CQUFtQixJQUFJLEdBQUcsSUFBSSxDQUFDLElBQUksRUFBRSxNQUFNO0FBQ2hGLFVBQU0sV0FBVyxJQUFJLEtBQUssTUFBTSxJQUFJLEtBQUssT0FBTztBQUNoRCxVQUFNLGdCQUFnQixNQUFNLE1BQU07QUFBQSxNQUNoQyxDQUFDLEtBQUssSUFBSSxNQUNSLE1BQU8sS0FBSyxTQUFTLENBQUMsSUFBZ0IsS0FBSyxPQUFPLENBQUMsS0FBZ0IsR0FBRyxZQUFZLFNBQVksSUFBSSxJQUFJLEdBQUcsUUFBUSxNQUFNO0FBQUEsTUFDekg7QUFBQSxJQUNGO0FBQ0EsU0FBSyxRQUFRO0FBQUEsTUFDWCxPQUFPLE1BQU0sTUFBTTtBQUFBLE1BQ25CO0FBQUEsTUFDQTtBQUFBLE1BQ0EsUUFBUTtBQUFBLE1BQ1IsV0FBVztBQUFBLE1BQ1gsWUFBWTtBQUFBLE1BQ1osUUFBUTtBQUFBO0FBQUEsTUFFUixnQkFBZ0IsTUFBTSxTQUFTLElBQUksSUFBSSxLQUFLLElBQUksTUFBTSxTQUFTO0FBQUEsTUFDL0Q7QUFBQSxNQUNBO0FBQUEsTUFDQSxZQUFZLFFBQVEsZUFBZSxTQUFZLElBQUksUUFBUSxhQUFhO0FBQUEsTUFDeEU7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBLEVBbkdXO0FBQUEsRUFDQTtBQUFBLEVBakJGO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQTtBQUFBLEVBRVE7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQSxxQkFBcUIsb0JBQUksSUFBb0I7QUFBQTtBQUFBLEVBRTdDLGFBQWEsb0JBQUksSUFBb0I7QUFBQTtBQUFBLEVBeUc5QyxhQUFhLEdBQVcsR0FBOEM7QUFDNUUsVUFBTSxLQUFLLEtBQUssTUFBTSxNQUFNLENBQUM7QUFDN0IsVUFBTSxPQUFPLEtBQUssT0FBTyxRQUFRLEtBQUssTUFBTSxjQUFjLEtBQUssQ0FBQyxLQUFLO0FBQ3JFLFFBQUksT0FBTyxFQUFHLFFBQU8sRUFBRSxPQUFPLEdBQUcsT0FBTyxDQUFDLEdBQWEsUUFBUSxFQUFFO0FBQ2hFLFVBQU0sSUFBSyxLQUFLLE1BQU0sY0FBYyxXQUFXLENBQUMsRUFBZSxJQUFJO0FBQ25FLFVBQU0sSUFBSSxHQUFHLEtBQUssSUFBSTtBQUN0QixVQUFNLEtBQUssRUFBRSxDQUFDO0FBQ2QsVUFBTSxLQUFLLEVBQUUsSUFBSSxDQUFDO0FBQ2xCLFVBQU0sTUFBTSxLQUFLLE9BQU8sQ0FBQztBQUN6QixXQUFPLEVBQUUsT0FBUSxJQUFJLEVBQUUsSUFBZ0IsSUFBSSxFQUFFLEdBQWMsUUFBUSxLQUFLLEdBQUc7QUFBQSxFQUM3RTtBQUFBO0FBQUEsRUFHQSxjQUF5QjtBQUN2QixVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sUUFBUSxLQUFLLE1BQU07QUFDekIsVUFBTSxVQUFVLElBQUksTUFBYyxLQUFLLEVBQUUsS0FBSyxDQUFDO0FBQy9DLFFBQUksUUFBUTtBQUNaLFFBQUksV0FBVztBQUNmLFFBQUksYUFBYTtBQUNqQixRQUFJLGFBQWE7QUFDakIsUUFBSSxZQUFZO0FBQ2hCLFVBQU0sT0FBNkMsQ0FBQztBQUNwRCxlQUFXLENBQUMsR0FBRyxFQUFFLEtBQUssRUFBRSxNQUFNLFFBQVEsR0FBRztBQUN2QyxZQUFNLFFBQVEsTUFBTSxLQUFLLEVBQUUsUUFBUSxNQUFNLEdBQUcsQ0FBQyxHQUFHLE1BQU0sS0FBSyxhQUFhLEdBQUcsQ0FBQyxFQUFFLEtBQUs7QUFDbkYsZUFBUyxJQUFJLEdBQUcsSUFBSSxPQUFPLElBQUssU0FBUSxDQUFDLElBQUssUUFBUSxDQUFDLElBQWdCLE1BQU0sQ0FBQztBQUM5RSxZQUFNLElBQUksSUFBSSxLQUFLO0FBQ25CLGVBQVMsSUFBSSxJQUFJLElBQUksS0FBSyxLQUFLLFFBQVEsS0FBSztBQUM1QyxVQUFJLEdBQUcsWUFBWSxRQUFXO0FBQzVCO0FBQ0Esc0JBQWMsR0FBRyxRQUFRO0FBQ3pCLHNCQUFjLEdBQUcsUUFBUTtBQUN6QixxQkFBYSxJQUFJLEdBQUcsUUFBUSxNQUFNO0FBQ2xDLGFBQUssS0FBSyxFQUFFLE1BQU0sR0FBRyxNQUFNLEdBQUcsUUFBUSxLQUFLLENBQUM7QUFBQSxNQUM5QztBQUFBLElBQ0Y7QUFDQSxVQUFNLFVBQVUsSUFBSSxLQUFLLFFBQVE7QUFDakMsVUFBTSxTQUFTLElBQUksS0FBSyxNQUFNO0FBQzlCLFVBQU0sTUFBTSxFQUFFO0FBQ2QsVUFBTSxRQUFRLElBQUksV0FBVyxVQUFVLE9BQVEsSUFBSSxlQUE4QyxLQUFLLENBQUMsSUFBSTtBQUMzRyxXQUFPO0FBQUEsTUFDTCxPQUFPLGFBQWEsSUFBSSxhQUFhLFlBQVksSUFBSSxXQUFXLFVBQVUsV0FBVyxHQUFHLElBQUksUUFBUSxJQUFJLElBQUksTUFBTSxHQUFHLFVBQVUsU0FBWSxLQUFLLElBQUksS0FBSyxFQUFFLEVBQUU7QUFBQSxNQUM3SixVQUFVLElBQUk7QUFBQSxNQUNkLFFBQVEsSUFBSTtBQUFBLE1BQ1o7QUFBQSxNQUNBLGFBQWEsS0FBSyxRQUFRLGNBQWMsVUFBVSxTQUFTO0FBQUEsTUFDM0Q7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0EsSUFBSSxlQUFlLE9BQU87QUFBQSxNQUMxQixJQUFJLFFBQVEsRUFBRSxNQUFNO0FBQUEsTUFDcEI7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBLFVBQVU7QUFBQSxJQUNaO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxJQUFJLFFBQWlDO0FBQ25DLFVBQU0sS0FBSyxZQUFZLElBQUk7QUFDM0IsUUFBSTtBQUNGLGFBQU8sRUFBRSxHQUFHLEtBQUssT0FBTyxNQUFNLEdBQUcsVUFBVSxZQUFZLElBQUksSUFBSSxHQUFHO0FBQUEsSUFDcEUsU0FBUyxLQUFLO0FBQ1osWUFBTSxVQUFVLGVBQWUsUUFBUSxJQUFJLFVBQVUsT0FBTyxHQUFHO0FBQy9ELGFBQU87QUFBQSxRQUNMLE9BQU8sT0FBTztBQUFBLFFBQ2QsVUFBVSxPQUFPO0FBQUEsUUFDakIsUUFBUSxPQUFPO0FBQUEsUUFDZixPQUFPLE9BQU87QUFBQSxRQUNkLGFBQWEsT0FBTztBQUFBLFFBQ3BCLFNBQVMsT0FBTztBQUFBLFFBQ2hCLFFBQVEsT0FBTztBQUFBLFFBQ2YsV0FBVyxPQUFPO0FBQUEsUUFDbEIsSUFBSSxPQUFPO0FBQUEsUUFDWCxJQUFJLE9BQU87QUFBQSxRQUNYLFVBQVU7QUFBQSxRQUNWLFlBQVk7QUFBQSxRQUNaLFlBQVk7QUFBQSxRQUNaLE1BQU0sQ0FBQztBQUFBLFFBQ1AsVUFBVSxZQUFZLElBQUksSUFBSTtBQUFBLFFBQzlCLE9BQU8sUUFBUSxNQUFNLElBQUksRUFBRSxDQUFDLEtBQUs7QUFBQSxNQUNuQztBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT1EsYUFBYSxRQUFzQixVQUEwQjtBQUNuRSxVQUFNLE1BQU0sR0FBRyxPQUFPLFFBQVEsSUFBSSxLQUFLLFVBQVUsT0FBTyxtQkFBbUIsSUFBSSxDQUFDO0FBQ2hGLFVBQU0sUUFBUSxLQUFLLFdBQVcsSUFBSSxHQUFHO0FBQ3JDLFFBQUksVUFBVSxPQUFXLFFBQU87QUFDaEMsVUFBTSxJQUFJLGdCQUFnQixPQUFPLFFBQVEsRUFBRSxPQUFPLE9BQU8sZUFBZTtBQUN4RSxVQUFNLEtBQUssS0FBSyxNQUFNLE1BQU0sQ0FBQztBQUM3QixVQUFNLE9BQU8sSUFBSSxlQUFlLEtBQUssTUFBTSxPQUFPLEtBQUssVUFBVSxLQUFLLE1BQU0sZUFBZSxLQUFLLE1BQU07QUFDdEcsU0FBSyxJQUFJLEdBQUcsR0FBRyxNQUFNLEtBQUssT0FBTyxDQUFDLEdBQW1CLEtBQUssTUFBTSxTQUFTO0FBQ3pFLGFBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxNQUFNLE9BQU8sSUFBSyxNQUFLLE9BQU8sQ0FBQyxJQUFJLEdBQUcsT0FBTyxDQUFDO0FBQ3ZFLFVBQU0sUUFBa0IsQ0FBQztBQUN6QixhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztBQUMxQixZQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLFlBQU0sSUFBSSxFQUFFLFFBQVEsSUFBSTtBQUN4QixZQUFNQSxNQUFLLFlBQVksSUFBSSxJQUFJO0FBQy9CLFVBQUksTUFBTSxPQUFXLFFBQU87QUFDNUIsVUFBSSxJQUFJLEVBQUcsT0FBTSxLQUFLQSxHQUFFO0FBQUEsSUFDMUI7QUFDQSxVQUFNLEtBQUssT0FBTyxLQUFLO0FBQ3ZCLFNBQUssV0FBVyxJQUFJLEtBQUssRUFBRTtBQUMzQixXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRVEsT0FBTyxRQUFtRDtBQUNoRSxVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sSUFBSSxFQUFFO0FBQ1osVUFBTSxJQUFJLEtBQUs7QUFDZixVQUFNLFFBQVEsS0FBSyxNQUFNO0FBQ3pCLFVBQU0sT0FBTyxFQUFFO0FBQ2YsVUFBTSxTQUFTLE9BQU8sV0FBVztBQUNqQyxVQUFNLFdBQXNDLFNBQVMsZ0JBQWdCLE9BQU8sUUFBUSxFQUFFLE9BQU8sT0FBTyxlQUFlLElBQUk7QUFDdkgsVUFBTSxTQUFTLFNBQVMsY0FBYyxPQUFPLE1BQU0sRUFBRSxPQUFPLE9BQU8sYUFBYSxJQUFJO0FBRXBGLFVBQU0sZ0JBQ0osYUFBYSxVQUNiLEVBQUUsU0FBUyxhQUFhLFNBQVMsUUFDakMsS0FBSyxVQUFVLEVBQUUsU0FBUyxtQkFBbUIsQ0FBQyxDQUFDLE1BQU0sS0FBSyxVQUFVLFNBQVMsT0FBTztBQUN0RixRQUFJLE9BQW9CLEVBQUUsTUFBTSxDQUFDLEVBQWtDLEtBQUssSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLENBQUMsQ0FBQztBQUN6RixVQUFNLE9BQU8sSUFBSSxlQUFlLE9BQU8sS0FBSyxVQUFVLEdBQUcsS0FBSyxNQUFNO0FBQ3BFLFVBQU0sVUFBVSxJQUFJLE1BQWMsS0FBSyxFQUFFLEtBQUssQ0FBQztBQUMvQyxVQUFNLFFBQVEsSUFBSSxNQUFjLEtBQUssRUFBRSxLQUFLLENBQUM7QUFDN0MsVUFBTSxVQUFVLElBQUksTUFBYyxLQUFLLEVBQUUsS0FBSyxDQUFDO0FBQy9DLFFBQUksUUFBUTtBQUNaLFFBQUksVUFBVTtBQUNkLFFBQUksU0FBUztBQUNiLFFBQUksWUFBWTtBQUNoQixRQUFJLFdBQVc7QUFDZixRQUFJLGFBQWE7QUFDakIsUUFBSSxhQUFhO0FBQ2pCLFFBQUksVUFBVTtBQUNkLFFBQUksWUFBWTtBQUNoQixRQUFJLGNBQWM7QUFDbEIsVUFBTSxNQUE0QyxDQUFDO0FBQ25ELGVBQVcsQ0FBQyxHQUFHLEVBQUUsS0FBSyxFQUFFLE1BQU0sUUFBUSxHQUFHO0FBQ3ZDLFlBQU0sV0FBVyxTQUFTLE1BQU0sR0FBRyxJQUFJO0FBQ3ZDLFlBQU0sTUFBTSxLQUFLLE9BQU8sQ0FBQztBQUN6QixlQUFTLElBQUksR0FBRyxJQUFJLE9BQU8sS0FBSztBQUM5QixjQUFNLE1BQU0sS0FBSyxhQUFhLEdBQUcsQ0FBQztBQUNsQyxZQUFJLElBQUksSUFBSTtBQUNaLFlBQUksSUFBSSxJQUFJO0FBQ1osWUFBSSxRQUFRLEdBQUc7QUFDYixnQkFBTSxJQUFLLEVBQUUsV0FBVyxDQUFDLEVBQWUsSUFBSTtBQUM1QyxnQkFBTSxLQUFNLEtBQUssSUFBSSxFQUFlLENBQUM7QUFDckMsZ0JBQU0sS0FBTSxLQUFLLElBQUksRUFBZSxJQUFJLENBQUM7QUFDekMsY0FBSyxJQUFJLEVBQUUsSUFBZ0IsSUFBSSxFQUFFO0FBQ2pDLGNBQUksS0FBSztBQUFBLFFBQ1g7QUFDQSxjQUFNLENBQUMsSUFBSTtBQUNYLGdCQUFRLENBQUMsSUFBSyxRQUFRLENBQUMsSUFBZTtBQUN0QyxnQkFBUSxDQUFDLElBQUksV0FDUixHQUFHLFVBQVUsQ0FBQyxJQUNmLEtBQUssSUFBSSxHQUFJLEdBQUcsVUFBVSxDQUFDLElBQWUsRUFBRSxhQUFhLElBQUksSUFBSSxTQUFTLEVBQUUsY0FBYyxJQUFJLElBQUksT0FBTztBQUFBLE1BQy9HO0FBQ0EsWUFBTSxLQUFLLElBQUksS0FBSztBQUNwQixlQUFTLEtBQUssSUFBSSxJQUFJLEtBQUssS0FBSyxRQUFRLE1BQU07QUFDOUMsWUFBTSxPQUFPLFdBQVksS0FBSyxTQUFTLENBQUMsSUFBZSxJQUFJLE9BQU8sSUFBSyxLQUFLLE9BQU8sQ0FBQztBQUNwRixpQkFBVztBQUNYLFVBQUksYUFBYSxVQUFhLFdBQVcsT0FBVztBQUNwRCxnQkFBVSxLQUFLLE9BQU8sQ0FBQztBQUV2QixZQUFNLFNBQVMsS0FBSztBQUNwQixlQUFTLElBQUksR0FBRyxJQUFJLE9BQU8sSUFBSyxRQUFPLENBQUMsSUFBSSxXQUFZLEdBQUcsT0FBTyxDQUFDLElBQWdCLE1BQU0sQ0FBQztBQUMxRixXQUFLLElBQUksR0FBRyxNQUFNLEtBQUssT0FBTyxDQUFDLEdBQW1CLEVBQUUsU0FBUztBQUM3RCxZQUFNLE9BQU8sSUFBSSxNQUFNLEtBQUssTUFBTSxDQUFDO0FBQ25DLFlBQU0sT0FBTyxJQUFJLE1BQU0sS0FBSyxNQUFNLENBQUM7QUFDbkMsWUFBTSxPQUFPLElBQUksTUFBTSxLQUFLLE1BQU0sQ0FBQyxJQUFJO0FBQ3ZDLFVBQUksRUFBRSxTQUFTLFdBQVksY0FBYSxPQUFPO0FBQy9DLFlBQU0sUUFBcUI7QUFBQSxRQUN6QixPQUFPO0FBQUEsUUFDUCxLQUFLO0FBQUEsUUFDTCxLQUFLO0FBQUEsUUFDTCxLQUFLO0FBQUEsUUFDTCxXQUFXLGNBQWMsSUFBSSxPQUFPLG9CQUFvQixJQUFJO0FBQUEsUUFDNUQsZUFBZSxhQUFhLElBQUksU0FBWSxVQUFVO0FBQUEsUUFDdEQsZ0JBQWdCLEVBQUUsU0FBUyxhQUFhLGFBQWEsSUFBSSxLQUFLO0FBQUEsUUFDOUQsU0FBUztBQUFBLE1BQ1g7QUFDQSxVQUFJLENBQUMsT0FBTyxjQUFjLEtBQUssRUFBRztBQUNsQyxVQUFJLFNBQVMsVUFBVSxPQUFXLE9BQU0sSUFBSSxNQUFNLEdBQUcsT0FBTyxRQUFRLG1EQUFtRDtBQUN2SCxZQUFNLEtBQUssWUFBWSxJQUFJO0FBQzNCLFlBQU0sV0FBVyxTQUFTLE1BQU0sSUFBSTtBQUNwQyxZQUFNLFVBQVUsWUFBWSxJQUFJLElBQUk7QUFDcEMsVUFBSSxhQUFhLE9BQVcsT0FBTSxJQUFJLE1BQU0sR0FBRyxPQUFPLFFBQVEsK0RBQStEO0FBQzdILFlBQU0sUUFBUSxLQUFLLE9BQU8sQ0FBQyxLQUFLLEdBQUcsTUFBTSxNQUFNLG1CQUFtQixHQUFHLFNBQVMsS0FBSyxDQUFDLENBQWEsR0FBRyxDQUFDO0FBQ3JHLFlBQU0sUUFBUSxPQUFPLElBQUksSUFBSSxRQUFRLEVBQUU7QUFDdkMsVUFBSTtBQUNKLFVBQUksWUFBWSxpQkFBaUIsR0FBRyxZQUFZLE9BQVcsUUFBTyxJQUFJLEdBQUcsUUFBUSxNQUFNO0FBQUEsV0FDbEY7QUFDSCxjQUFNLE1BQU0sS0FBSyxRQUFRLGNBQWMsS0FBSyxtQkFBbUIsSUFBSSxPQUFPLFFBQVEsS0FBSyxLQUFLLGFBQWEsUUFBUSxPQUFPO0FBQ3hILGVBQU8sTUFBTSxFQUFFLGlCQUFrQixRQUFRLEVBQUUsaUJBQWtCO0FBQUEsTUFDL0Q7QUFDQTtBQUNBLGlCQUFXO0FBQ1gsbUJBQWE7QUFDYixvQkFBYztBQUNkLG9CQUFjO0FBQ2Qsb0JBQWM7QUFDZCxhQUFPLFNBQVMsS0FBSyxJQUFJLENBQUMsTUFBTSxDQUFDLEdBQUcsQ0FBQyxDQUFDO0FBQ3RDLFVBQUksS0FBSyxFQUFFLE1BQU0sR0FBRyxNQUFNLEtBQUssSUFBSSxDQUFDLE1BQU0sQ0FBQyxHQUFHLENBQUMsQ0FBQyxFQUFFLENBQUM7QUFBQSxJQUNyRDtBQUNBLFdBQU87QUFBQSxNQUNMLE9BQU8sT0FBTztBQUFBLE1BQ2QsVUFBVSxPQUFPO0FBQUEsTUFDakIsUUFBUSxPQUFPO0FBQUEsTUFDZixPQUFPLE9BQU87QUFBQSxNQUNkLGFBQWEsRUFBRSxhQUFhLFVBQVUsU0FBUztBQUFBLE1BQy9DO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBLElBQUksZUFBZSxPQUFPO0FBQUEsTUFDMUIsSUFBSSxRQUFRLEVBQUUsTUFBTTtBQUFBLE1BQ3BCO0FBQUEsTUFDQTtBQUFBLE1BQ0E7QUFBQSxNQUNBLE1BQU07QUFBQSxJQUNSO0FBQUEsRUFDRjtBQUNGO0FBR0EsTUFBTSxlQUF1QztBQUFBLEVBUzNDLFlBQ1csTUFDQSxVQUNRLEdBQ0EsUUFDakI7QUFKUztBQUNBO0FBQ1E7QUFDQTtBQUVqQixTQUFLLFNBQVMsSUFBSSxhQUFhLElBQUk7QUFDbkMsU0FBSyxPQUFPLEVBQUU7QUFDZCxTQUFLLGFBQWEsRUFBRTtBQUFBLEVBQ3RCO0FBQUEsRUFSVztBQUFBLEVBQ0E7QUFBQSxFQUNRO0FBQUEsRUFDQTtBQUFBLEVBWm5CO0FBQUEsRUFDQSxRQUFRO0FBQUEsRUFDQztBQUFBLEVBQ0E7QUFBQSxFQUNULFlBQVk7QUFBQSxFQUNIO0FBQUEsRUFDRCxTQUF1QixJQUFJLGFBQWEsQ0FBQztBQUFBLEVBYWpELElBQUksT0FBZSxNQUFzQyxRQUFzQixXQUEwQjtBQUN2RyxVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sU0FBUyxLQUFLO0FBQ3BCLFNBQUssUUFBUTtBQUNiLFNBQUssU0FBUztBQUNkLFNBQUssWUFBWSxhQUFhLEVBQUUsS0FBSyxTQUFTO0FBQzlDLFNBQUssU0FBUztBQUFBLE1BQ1osTUFBTSxFQUFFO0FBQUEsTUFDUixPQUFPLEVBQUU7QUFBQSxNQUNULFVBQVUsRUFBRTtBQUFBLE1BQ1o7QUFBQSxNQUNBLFlBQVksRUFBRSxXQUFXLENBQUM7QUFBQSxNQUMxQixXQUFXLEVBQUU7QUFBQSxNQUNiLFFBQVEsQ0FBQyxPQUFPO0FBQ2QsY0FBTSxJQUFJLE9BQU8sSUFBSSxHQUFHLEtBQUssR0FBRyxDQUFDO0FBQ2pDLFlBQUksTUFBTSxPQUFXLE9BQU0sSUFBSSxNQUFNLHFDQUFxQyxHQUFHLEtBQUssSUFBSSxDQUFDLEdBQUc7QUFDMUYsZUFBTztBQUFBLE1BQ1Q7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBLEVBRUEsU0FBUyxHQUFXLE1BQXdDO0FBQzFELFFBQUksQ0FBQyxLQUFLLGFBQWEsQ0FBQyxLQUFLLEtBQUssU0FBUyxJQUFJLEVBQUcsUUFBTztBQUN6RCxVQUFNLEtBQUssS0FBSyxXQUFXLENBQUM7QUFDNUIsVUFBTSxJQUFJLEtBQUssT0FBTyxLQUFLLElBQUk7QUFDL0IsV0FBTyxLQUFLLE9BQU8sU0FBUyxFQUFFLEdBQUcsSUFBSSxDQUFXLEdBQWEsRUFBRyxHQUFHLElBQUksSUFBZSxDQUFDLENBQVc7QUFBQSxFQUNwRztBQUNGO0FBR08sU0FBUyxZQUFZLE9BQXFCLFNBQWtDLFVBQXlCLENBQUMsR0FBaUI7QUFDNUgsUUFBTSxJQUFJLElBQUksWUFBWSxPQUFPLE9BQU87QUFDeEMsU0FBTyxFQUFFLE9BQU8sRUFBRSxPQUFPLFVBQVUsRUFBRSxZQUFZLEdBQUcsTUFBTSxRQUFRLElBQUksQ0FBQyxNQUFNLEVBQUUsSUFBSSxDQUFDLENBQUMsRUFBRTtBQUN6RjsiLAogICJuYW1lcyI6IFsibXMiXQp9Cg==
