import { ErrorCodes, MeshworkError } from "@meshwork/runtime";
import { describe, expect, it } from "vitest";
import {
  adaptive,
  adaptivePolicyFactory,
  every,
  everyPolicyFactory,
  never,
  neverPolicyFactory,
  threshold,
  thresholdPolicyFactory
} from "../src/policies/index.js";
function drive(policy, phases, options = {}) {
  const balancedAt = [];
  let lossTotal = 0;
  let costTotal = 0;
  for (const [phase, p] of phases.entries()) {
    lossTotal += p.max - p.avg;
    const last = balancedAt[balancedAt.length - 1];
    const state = {
      phase,
      max: p.max,
      min: p.min ?? p.avg - (p.max - p.avg),
      avg: p.avg,
      sinceLast: last === void 0 ? Number.POSITIVE_INFINITY : phase - last,
      balanceCostMs: balancedAt.length === 0 ? void 0 : costTotal / balancedAt.length,
      lossPerPhaseMs: options.loadIsTime === false ? void 0 : lossTotal / (phase + 1),
      phaseMs: p.ms ?? options.phaseMs
    };
    if (policy.shouldBalance(state)) {
      balancedAt.push(phase);
      costTotal += options.costMs ?? 10;
    }
  }
  return balancedAt;
}
const flat = (n, max, avg) => Array.from({ length: n }, () => ({ max, avg }));
function codeOf(f) {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return err.code;
  }
  return "no error";
}
describe("never and every(k)", () => {
  it("never balances", () => {
    expect(drive(never(), flat(20, 100, 10))).toEqual([]);
    expect(neverPolicyFactory.create().name).toBe("never");
  });
  it("every(k) balances after phases k-1, 2k-1, ... whatever the loads", () => {
    expect(drive(every(3), flat(10, 10, 10))).toEqual([2, 5, 8]);
    expect(drive(every(1), flat(4, 10, 10))).toEqual([0, 1, 2, 3]);
    expect(drive(everyPolicyFactory.create({ k: 4 }), flat(9, 10, 5))).toEqual([3, 7]);
    expect(drive(everyPolicyFactory.create(), flat(2, 10, 5))).toEqual([0, 1]);
  });
});
describe("threshold(theta, checkEvery): section 6 of the functional paper", () => {
  it("checks only every checkEvery phases and balances when (Tmax - Tmin)/Tavg > theta", () => {
    const phases = Array.from(
      { length: 40 },
      (_, i) => i >= 10 && i < 25 ? { max: 110, min: 90, avg: 100 } : { max: 102.5, min: 97.5, avg: 100 }
    );
    expect(drive(threshold(0.1, 10), phases)).toEqual([19]);
    expect(drive(threshold(0.1, 5), phases)).toEqual([14, 19, 24]);
    expect(drive(threshold(0.25, 1), phases)).toEqual([]);
    expect(drive(threshold(0.01, 1), phases.slice(0, 3))).toEqual([0, 1, 2]);
  });
  it("the factory defaults to the paper example: 10% every 10th pass", () => {
    const p = thresholdPolicyFactory.create();
    expect(p.options).toEqual({ theta: 0.1, checkEvery: 10 });
    expect(drive(p, flat(30, 120, 100))).toEqual([9, 19, 29]);
  });
  it("is exactly at the threshold: no balance (strictly greater)", () => {
    expect(drive(threshold(0.2, 1), [{ max: 110, min: 90, avg: 100 }])).toEqual([]);
  });
});
describe("adaptive: rent-or-buy on measured loss and cost", () => {
  it("first balance when the relative imbalance exceeds firstThreshold (cost still unknown)", () => {
    const phases = [...flat(3, 102, 100), ...flat(3, 110, 100)];
    const p = adaptive();
    expect(drive(p, phases, { costMs: 1e3 })).toEqual([3]);
    expect(p.last?.rule).toBe("loss-vs-cost");
  });
  it("then balances when the loss since the last balance reaches factor * cost", () => {
    const policy = adaptive({ initialCostMs: 30 });
    const balancedAt = [];
    let since = 0;
    let lossTotal = 0;
    for (let phase = 0; phase < 40; phase++) {
      since++;
      const loss = 2 * since;
      lossTotal += loss;
      const last = balancedAt[balancedAt.length - 1];
      const yes = policy.shouldBalance({
        phase,
        max: 100 + loss,
        min: 100 - loss,
        avg: 100,
        sinceLast: last === void 0 ? Number.POSITIVE_INFINITY : phase - last,
        balanceCostMs: balancedAt.length === 0 ? void 0 : 30,
        lossPerPhaseMs: lossTotal / (phase + 1)
      });
      if (yes) {
        balancedAt.push(phase);
        since = 0;
      }
    }
    expect(balancedAt).toEqual([4, 10, 16, 22, 28, 34]);
  });
  it("balances less often when balancing is dearer, more often when cheaper (factor moves along the V)", () => {
    const drift = (cost, factor) => {
      const policy = adaptive({ initialCostMs: cost, factor });
      const at = [];
      let since = 0;
      for (let phase = 0; phase < 200; phase++) {
        since++;
        const last = at[at.length - 1];
        if (policy.shouldBalance({
          phase,
          max: 100 + since,
          min: 100 - since,
          avg: 100,
          sinceLast: last === void 0 ? Number.POSITIVE_INFINITY : phase - last,
          balanceCostMs: at.length === 0 ? void 0 : cost,
          lossPerPhaseMs: 1
        })) {
          at.push(phase);
          since = 0;
        }
      }
      return at.length;
    };
    expect(drift(100, 1)).toBeLessThan(drift(10, 1));
    expect(drift(10, 4)).toBeLessThan(drift(10, 1));
  });
  it("ignores residual imbalance that balancing does not remove, and noise", () => {
    const phases = [{ max: 150, avg: 100 }, ...flat(100, 105, 100)];
    expect(drive(adaptive(), phases, { costMs: 1 })).toEqual([0]);
    const jitter = Array.from({ length: 50 }, (_, i) => ({ max: 100 + i % 2 * 0.5, avg: 100 }));
    expect(drive(adaptive({ initialCostMs: 1e-3 }), jitter)).toEqual([]);
  });
  it("a step in the imbalance after a balance triggers again once its loss pays for a balance", () => {
    const phases = [{ max: 150, avg: 100 }, ...flat(10, 102, 100), ...flat(10, 122, 100)];
    const p = adaptive();
    expect(drive(p, phases, { costMs: 50 })).toEqual([0, 13]);
  });
  it("without a time scale (work-unit loads, no msPerUnit) it falls back to the relative test", () => {
    const phases = [...flat(2, 103, 100), { max: 108, avg: 100 }, ...flat(2, 103, 100)];
    const p = adaptive();
    expect(drive(p, phases, { loadIsTime: false })).toEqual([2]);
    expect(p.last?.rule).toBe("relative");
    const q = adaptive({ msPerUnit: 2, initialCostMs: 20 });
    expect(drive(q, flat(6, 103, 100), { loadIsTime: false, costMs: 20 })).toEqual([3]);
  });
  it("with work-unit loads and the measured phase time, ms per unit is phaseMs / max", () => {
    const drift = (n) => Array.from({ length: n }, (_, j) => ({ max: 101 + j, avg: 100, ms: 2 * (101 + j) }));
    const phases = [{ max: 101, avg: 100, ms: 202 }, { max: 110, avg: 100, ms: 220 }, ...drift(5), ...drift(2)];
    const p = adaptive();
    expect(drive(p, phases, { loadIsTime: false, costMs: 20 })).toEqual([1, 6]);
    expect(p.last?.rule).toBe("loss-vs-cost");
    expect(drive(adaptive(), phases, { loadIsTime: false, costMs: 40 })).toEqual([1]);
    const untimed = phases.map(({ max, avg }) => ({ max, avg }));
    expect(drive(adaptive(), untimed, { loadIsTime: false, costMs: 20 })).toEqual([1]);
  });
  it("efficacy: a balance that left the imbalance where it was makes the next one wait for 10x the loss", () => {
    const phases = [
      { max: 108, avg: 100 },
      { max: 108, avg: 100 },
      ...Array.from({ length: 20 }, (_, j) => ({ max: 109 + j, avg: 100 }))
    ];
    expect(drive(adaptive({ learn: false }), phases, { costMs: 10 })).toEqual([0, 5, 10, 15, 20]);
    const p = adaptive();
    expect(drive(p, phases, { costMs: 10 })).toEqual([0, 15]);
    expect(p.last?.efficacy).toBeCloseTo(0.1, 12);
    expect(adaptivePolicyFactory.create({ learn: false }).name).toBe("adaptive");
  });
  it("efficacy: a balance that removed at least half the imbalance counts in full, one that removed a third a third", () => {
    const half = [
      { max: 130, avg: 100 },
      { max: 114, avg: 100 },
      ...Array.from({ length: 10 }, (_, j) => ({ max: 119 + 5 * j, avg: 100 }))
    ];
    expect(drive(adaptive({ learn: false }), half, { costMs: 10 })).toEqual([0, 3, 6, 9]);
    expect(drive(adaptive(), half, { costMs: 10 })).toEqual([0, 3, 7, 11]);
    const third = [
      { max: 130, avg: 100 },
      { max: 120, avg: 100 },
      ...Array.from({ length: 10 }, (_, j) => ({ max: 125 + 5 * j, avg: 100 }))
    ];
    expect(drive(adaptive({ learn: false }), third, { costMs: 12 })).toEqual([0, 3, 6, 9]);
    expect(drive(adaptive(), third, { costMs: 12 })).toEqual([0, 5, 11]);
  });
  it("efficacy survives a checkpoint: a restored instance decides as the original", () => {
    const phases = [
      { max: 108, avg: 100 },
      { max: 108, avg: 100 },
      ...Array.from({ length: 20 }, (_, j) => ({ max: 109 + j, avg: 100 }))
    ];
    const a = adaptive();
    expect(drive(a, phases.slice(0, 2), { costMs: 10 })).toEqual([0]);
    const b = adaptive();
    b.restoreState?.(structuredClone(a.checkpointState?.()));
    const cont = (p) => {
      const out = [];
      for (let phase = 2; phase < phases.length; phase++) {
        const ph = phases[phase];
        const sinceLast = phase - (out[out.length - 1] ?? 0);
        const state = { phase, max: ph.max, min: 2 * ph.avg - ph.max, avg: ph.avg, sinceLast, balanceCostMs: 10, lossPerPhaseMs: 1 };
        if (p.shouldBalance(state)) out.push(phase);
      }
      return out;
    };
    const fresh = adaptive();
    const saved = a.checkpointState?.();
    const c = adaptive();
    c.restoreState?.({ window: [{ phase: 1, loss: 8 }], lastPhase: saved.lastPhase, last: saved.last, efficacies: saved.efficacies });
    expect(cont(c)).toEqual([15]);
    expect(cont(b)).toEqual([15]);
    expect(cont(a)).toEqual([15]);
    expect(cont(fresh)).not.toEqual([15]);
  });
  it("a reused instance starts afresh when the phases restart", () => {
    const p = adaptive({ initialCostMs: 25 });
    const phases = flat(6, 110, 100);
    const first = drive(p, phases);
    expect(drive(p, phases)).toEqual(first);
  });
});
describe("policy options", () => {
  it("bad options are typed errors", () => {
    expect(codeOf(() => everyPolicyFactory.create({ k: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => everyPolicyFactory.create({ k: 1.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => everyPolicyFactory.create({ n: 3 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => thresholdPolicyFactory.create({ theta: -0.1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => thresholdPolicyFactory.create({ theta: "10%" }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => thresholdPolicyFactory.create({ checkEvery: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ factor: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ msPerUnit: -1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ initialCost: 3 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => neverPolicyFactory.create({ k: 1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create([1]))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ minEfficacy: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ minEfficacy: 1.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ learn: "yes" }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => every(0))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => threshold(0.1, 0))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => adaptive({ factor: -1 }))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });
  it("factories carry the registry names", () => {
    expect([neverPolicyFactory, everyPolicyFactory, thresholdPolicyFactory, adaptivePolicyFactory].map((f) => f.name)).toEqual([
      "never",
      "every",
      "threshold",
      "adaptive"
    ]);
    const a = adaptivePolicyFactory.create({ factor: 2, msPerUnit: 0.5 });
    expect(a.name).toBe("adaptive");
    expect(a.options).toEqual({
      factor: 2,
      firstThreshold: 0.05,
      noise: 0.01,
      learn: true,
      minEfficacy: 0.1,
      lag: true,
      maxGap: 16,
      msPerUnit: 0.5
    });
  });
  it("adaptive decides one phase late unless lag is false; lag must be a boolean", () => {
    expect(adaptivePolicyFactory.create({}).lagged).toBe(true);
    expect(adaptivePolicyFactory.create({ lag: false }).lagged).toBe(false);
    expect(() => adaptivePolicyFactory.create({ lag: "no" })).toThrow(expect.objectContaining({ code: "MW_INVALID_OPTION" }));
  });
});
describe("adaptive with more ranks than cores", () => {
  const state = (max, coreLoad) => ({
    phase: 3,
    max,
    min: 0,
    avg: 100,
    coreLoad,
    sinceLast: 2,
    balanceCostMs: 0.01,
    lossPerPhaseMs: void 0,
    phaseMs: 10
  });
  it("does not balance below the load per core, balances above it", () => {
    expect(adaptive().shouldBalance(state(300, void 0))).toBe(true);
    expect(adaptive().shouldBalance(state(300, 400))).toBe(false);
    expect(adaptive().shouldBalance(state(500, 400))).toBe(true);
    const first = { ...state(300, 400), balanceCostMs: void 0, sinceLast: Number.POSITIVE_INFINITY };
    expect(adaptive().shouldBalance(first)).toBe(false);
    expect(adaptive().shouldBalance({ ...first, coreLoad: void 0 })).toBe(true);
  });
  it("loss is measured from the load per core", () => {
    const p = adaptive();
    p.shouldBalance(state(500, 400));
    expect(p.last?.lossMs).toBeCloseTo(2, 10);
  });
});
describe("adaptive looks less often while a balance is far off", () => {
  const state = (phase, max, span = 1) => ({
    phase,
    max,
    min: 200 - max,
    avg: 100,
    sinceLast: phase + 1,
    balanceCostMs: 10,
    lossPerPhaseMs: 1,
    span
  });
  it("doubles the gap up to maxGap with no imbalance, and back to 1 when the loss nears the budget", () => {
    const p = adaptive();
    const gaps = [];
    let phase = 0;
    for (let i = 0; i < 6; i++) {
      expect(p.shouldBalance(state(phase, 100))).toBe(false);
      const g = p.nextCheck?.(state(phase, 100)) ?? 1;
      gaps.push(g);
      phase += g;
    }
    expect(gaps).toEqual([2, 4, 8, 16, 16, 16]);
    expect(p.shouldBalance(state(phase, 106))).toBe(false);
    expect(p.nextCheck?.(state(phase, 106))).toBe(1);
    expect(adaptive({ maxGap: 1 }).nextCheck?.(state(0, 100))).toBe(1);
  });
  it("never skips past the phase where the loss would pay for a balance", () => {
    const p = adaptive({ maxGap: 64 });
    const spans = [1, 2, 4, 2];
    const gaps = spans.map((span, i) => {
      const st = { ...state(10 * i, 102, span), sinceLast: Number.POSITIVE_INFINITY, balanceCostMs: 40 };
      expect(p.shouldBalance(st)).toBe(false);
      return p.nextCheck?.(st);
    });
    expect(gaps).toEqual([2, 4, 8, 11]);
    expect(p.last?.lossMs).toBe(18);
  });
  it("a state's span counts its loss that many times", () => {
    const p = adaptive();
    p.shouldBalance(state(7, 103, 4));
    expect(p.last?.lossMs).toBe(12);
    expect(() => adaptive({ maxGap: 0 })).toThrow(expect.objectContaining({ code: "MW_INVALID_ARGUMENT" }));
    expect(() => adaptivePolicyFactory.create({ maxGap: 2.5 })).toThrow(expect.objectContaining({ code: "MW_INVALID_OPTION" }));
  });
});
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vdGVzdC9wb2xpY2llcy50ZXN0LnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyJpbXBvcnQgeyBFcnJvckNvZGVzLCBNZXNod29ya0Vycm9yIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHR5cGUgeyBJbnZvY2F0aW9uUG9saWN5LCBQb2xpY3lTdGF0ZSB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lL3BsdWdpbic7XG5pbXBvcnQgeyBkZXNjcmliZSwgZXhwZWN0LCBpdCB9IGZyb20gJ3ZpdGVzdCc7XG5pbXBvcnQge1xuICB0eXBlIEFkYXB0aXZlUG9saWN5LFxuICBhZGFwdGl2ZSxcbiAgYWRhcHRpdmVQb2xpY3lGYWN0b3J5LFxuICBldmVyeSxcbiAgZXZlcnlQb2xpY3lGYWN0b3J5LFxuICBuZXZlcixcbiAgbmV2ZXJQb2xpY3lGYWN0b3J5LFxuICB0aHJlc2hvbGQsXG4gIHRocmVzaG9sZFBvbGljeUZhY3RvcnksXG59IGZyb20gJy4uL3NyYy9wb2xpY2llcy9pbmRleC5qcyc7XG5cbmludGVyZmFjZSBQaGFzZSB7XG4gIC8qKiBNZWFzdXJlZCB3YWxsIHRpbWUgb2YgdGhlIHBoYXNlIChQb2xpY3lTdGF0ZS5waGFzZU1zKS4gKi9cbiAgcmVhZG9ubHkgbXM/OiBudW1iZXI7XG4gIHJlYWRvbmx5IG1heDogbnVtYmVyO1xuICByZWFkb25seSBtaW4/OiBudW1iZXI7XG4gIHJlYWRvbmx5IGF2ZzogbnVtYmVyO1xufVxuXG4vKipcbiAqIERyaXZlIGEgcG9saWN5IHRoZSB3YXkgdGhlIHJ1bnRpbWUncyBCYWxhbmNpbmcgZHJpdmVyIGRvZXM6IHNpbmNlTGFzdCwgdGhlIG1lYW4gbWVhc3VyZWQgY29zdCBvZlxuICogdGhlIGJhbGFuY2VzIHNvIGZhciAoYGNvc3RNc2AgcGVyIGJhbGFuY2UpLCBhbmQgdGhlIG1lYW4gbG9zcyBwZXIgcGhhc2Ugd2hlbiBsb2FkcyBhcmUgdGltZXMuXG4gKi9cbmZ1bmN0aW9uIGRyaXZlKFxuICBwb2xpY3k6IEludm9jYXRpb25Qb2xpY3ksXG4gIHBoYXNlczogcmVhZG9ubHkgUGhhc2VbXSxcbiAgb3B0aW9uczogeyBjb3N0TXM/OiBudW1iZXI7IGxvYWRJc1RpbWU/OiBib29sZWFuOyBwaGFzZU1zPzogbnVtYmVyIH0gPSB7fSxcbik6IG51bWJlcltdIHtcbiAgY29uc3QgYmFsYW5jZWRBdDogbnVtYmVyW10gPSBbXTtcbiAgbGV0IGxvc3NUb3RhbCA9IDA7XG4gIGxldCBjb3N0VG90YWwgPSAwO1xuICBmb3IgKGNvbnN0IFtwaGFzZSwgcF0gb2YgcGhhc2VzLmVudHJpZXMoKSkge1xuICAgIGxvc3NUb3RhbCArPSBwLm1heCAtIHAuYXZnO1xuICAgIGNvbnN0IGxhc3QgPSBiYWxhbmNlZEF0W2JhbGFuY2VkQXQubGVuZ3RoIC0gMV07XG4gICAgY29uc3Qgc3RhdGU6IFBvbGljeVN0YXRlID0ge1xuICAgICAgcGhhc2UsXG4gICAgICBtYXg6IHAubWF4LFxuICAgICAgbWluOiBwLm1pbiA/PyBwLmF2ZyAtIChwLm1heCAtIHAuYXZnKSxcbiAgICAgIGF2ZzogcC5hdmcsXG4gICAgICBzaW5jZUxhc3Q6IGxhc3QgPT09IHVuZGVmaW5lZCA/IE51bWJlci5QT1NJVElWRV9JTkZJTklUWSA6IHBoYXNlIC0gbGFzdCxcbiAgICAgIGJhbGFuY2VDb3N0TXM6IGJhbGFuY2VkQXQubGVuZ3RoID09PSAwID8gdW5kZWZpbmVkIDogY29zdFRvdGFsIC8gYmFsYW5jZWRBdC5sZW5ndGgsXG4gICAgICBsb3NzUGVyUGhhc2VNczogb3B0aW9ucy5sb2FkSXNUaW1lID09PSBmYWxzZSA/IHVuZGVmaW5lZCA6IGxvc3NUb3RhbCAvIChwaGFzZSArIDEpLFxuICAgICAgcGhhc2VNczogcC5tcyA/PyBvcHRpb25zLnBoYXNlTXMsXG4gICAgfTtcbiAgICBpZiAocG9saWN5LnNob3VsZEJhbGFuY2Uoc3RhdGUpKSB7XG4gICAgICBiYWxhbmNlZEF0LnB1c2gocGhhc2UpO1xuICAgICAgY29zdFRvdGFsICs9IG9wdGlvbnMuY29zdE1zID8/IDEwO1xuICAgIH1cbiAgfVxuICByZXR1cm4gYmFsYW5jZWRBdDtcbn1cblxuY29uc3QgZmxhdCA9IChuOiBudW1iZXIsIG1heDogbnVtYmVyLCBhdmc6IG51bWJlcik6IFBoYXNlW10gPT4gQXJyYXkuZnJvbSh7IGxlbmd0aDogbiB9LCAoKSA9PiAoeyBtYXgsIGF2ZyB9KSk7XG5cbmZ1bmN0aW9uIGNvZGVPZihmOiAoKSA9PiB1bmtub3duKTogc3RyaW5nIHtcbiAgdHJ5IHtcbiAgICBmKCk7XG4gIH0gY2F0Y2ggKGVycikge1xuICAgIGV4cGVjdChlcnIpLnRvQmVJbnN0YW5jZU9mKE1lc2h3b3JrRXJyb3IpO1xuICAgIHJldHVybiAoZXJyIGFzIE1lc2h3b3JrRXJyb3IpLmNvZGU7XG4gIH1cbiAgcmV0dXJuICdubyBlcnJvcic7XG59XG5cbmRlc2NyaWJlKCduZXZlciBhbmQgZXZlcnkoayknLCAoKSA9PiB7XG4gIGl0KCduZXZlciBiYWxhbmNlcycsICgpID0+IHtcbiAgICBleHBlY3QoZHJpdmUobmV2ZXIoKSwgZmxhdCgyMCwgMTAwLCAxMCkpKS50b0VxdWFsKFtdKTtcbiAgICBleHBlY3QobmV2ZXJQb2xpY3lGYWN0b3J5LmNyZWF0ZSgpLm5hbWUpLnRvQmUoJ25ldmVyJyk7XG4gIH0pO1xuXG4gIGl0KCdldmVyeShrKSBiYWxhbmNlcyBhZnRlciBwaGFzZXMgay0xLCAyay0xLCAuLi4gd2hhdGV2ZXIgdGhlIGxvYWRzJywgKCkgPT4ge1xuICAgIGV4cGVjdChkcml2ZShldmVyeSgzKSwgZmxhdCgxMCwgMTAsIDEwKSkpLnRvRXF1YWwoWzIsIDUsIDhdKTtcbiAgICBleHBlY3QoZHJpdmUoZXZlcnkoMSksIGZsYXQoNCwgMTAsIDEwKSkpLnRvRXF1YWwoWzAsIDEsIDIsIDNdKTtcbiAgICBleHBlY3QoZHJpdmUoZXZlcnlQb2xpY3lGYWN0b3J5LmNyZWF0ZSh7IGs6IDQgfSksIGZsYXQoOSwgMTAsIDUpKSkudG9FcXVhbChbMywgN10pO1xuICAgIGV4cGVjdChkcml2ZShldmVyeVBvbGljeUZhY3RvcnkuY3JlYXRlKCksIGZsYXQoMiwgMTAsIDUpKSkudG9FcXVhbChbMCwgMV0pO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgndGhyZXNob2xkKHRoZXRhLCBjaGVja0V2ZXJ5KTogc2VjdGlvbiA2IG9mIHRoZSBmdW5jdGlvbmFsIHBhcGVyJywgKCkgPT4ge1xuICBpdCgnY2hlY2tzIG9ubHkgZXZlcnkgY2hlY2tFdmVyeSBwaGFzZXMgYW5kIGJhbGFuY2VzIHdoZW4gKFRtYXggLSBUbWluKS9UYXZnID4gdGhldGEnLCAoKSA9PiB7XG4gICAgLy8gc3ByZWFkIChtYXggLSBtaW4pL2F2ZzogMC4wNSBmb3IgcGhhc2VzIDAtOSwgMC4yIGZyb20gcGhhc2UgMTAgb24sIGJhY2sgdG8gMC4wNSBmcm9tIDI1XG4gICAgY29uc3QgcGhhc2VzOiBQaGFzZVtdID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogNDAgfSwgKF8sIGkpID0+XG4gICAgICBpID49IDEwICYmIGkgPCAyNSA/IHsgbWF4OiAxMTAsIG1pbjogOTAsIGF2ZzogMTAwIH0gOiB7IG1heDogMTAyLjUsIG1pbjogOTcuNSwgYXZnOiAxMDAgfSxcbiAgICApO1xuICAgIGV4cGVjdChkcml2ZSh0aHJlc2hvbGQoMC4xLCAxMCksIHBoYXNlcykpLnRvRXF1YWwoWzE5XSk7XG4gICAgZXhwZWN0KGRyaXZlKHRocmVzaG9sZCgwLjEsIDUpLCBwaGFzZXMpKS50b0VxdWFsKFsxNCwgMTksIDI0XSk7XG4gICAgZXhwZWN0KGRyaXZlKHRocmVzaG9sZCgwLjI1LCAxKSwgcGhhc2VzKSkudG9FcXVhbChbXSk7XG4gICAgZXhwZWN0KGRyaXZlKHRocmVzaG9sZCgwLjAxLCAxKSwgcGhhc2VzLnNsaWNlKDAsIDMpKSkudG9FcXVhbChbMCwgMSwgMl0pO1xuICB9KTtcblxuICBpdCgndGhlIGZhY3RvcnkgZGVmYXVsdHMgdG8gdGhlIHBhcGVyIGV4YW1wbGU6IDEwJSBldmVyeSAxMHRoIHBhc3MnLCAoKSA9PiB7XG4gICAgY29uc3QgcCA9IHRocmVzaG9sZFBvbGljeUZhY3RvcnkuY3JlYXRlKCk7XG4gICAgZXhwZWN0KChwIGFzIHVua25vd24gYXMgeyBvcHRpb25zOiB1bmtub3duIH0pLm9wdGlvbnMpLnRvRXF1YWwoeyB0aGV0YTogMC4xLCBjaGVja0V2ZXJ5OiAxMCB9KTtcbiAgICBleHBlY3QoZHJpdmUocCwgZmxhdCgzMCwgMTIwLCAxMDApKSkudG9FcXVhbChbOSwgMTksIDI5XSk7XG4gIH0pO1xuXG4gIGl0KCdpcyBleGFjdGx5IGF0IHRoZSB0aHJlc2hvbGQ6IG5vIGJhbGFuY2UgKHN0cmljdGx5IGdyZWF0ZXIpJywgKCkgPT4ge1xuICAgIGV4cGVjdChkcml2ZSh0aHJlc2hvbGQoMC4yLCAxKSwgW3sgbWF4OiAxMTAsIG1pbjogOTAsIGF2ZzogMTAwIH1dKSkudG9FcXVhbChbXSk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdhZGFwdGl2ZTogcmVudC1vci1idXkgb24gbWVhc3VyZWQgbG9zcyBhbmQgY29zdCcsICgpID0+IHtcbiAgaXQoJ2ZpcnN0IGJhbGFuY2Ugd2hlbiB0aGUgcmVsYXRpdmUgaW1iYWxhbmNlIGV4Y2VlZHMgZmlyc3RUaHJlc2hvbGQgKGNvc3Qgc3RpbGwgdW5rbm93biknLCAoKSA9PiB7XG4gICAgY29uc3QgcGhhc2VzOiBQaGFzZVtdID0gWy4uLmZsYXQoMywgMTAyLCAxMDApLCAuLi5mbGF0KDMsIDExMCwgMTAwKV07XG4gICAgY29uc3QgcCA9IGFkYXB0aXZlKCk7XG4gICAgZXhwZWN0KGRyaXZlKHAsIHBoYXNlcywgeyBjb3N0TXM6IDEwMDAgfSkpLnRvRXF1YWwoWzNdKTtcbiAgICBleHBlY3QocC5sYXN0Py5ydWxlKS50b0JlKCdsb3NzLXZzLWNvc3QnKTtcbiAgfSk7XG5cbiAgaXQoJ3RoZW4gYmFsYW5jZXMgd2hlbiB0aGUgbG9zcyBzaW5jZSB0aGUgbGFzdCBiYWxhbmNlIHJlYWNoZXMgZmFjdG9yICogY29zdCcsICgpID0+IHtcbiAgICAvLyBJbWJhbGFuY2UgZHJpZnRzIGxpbmVhcmx5IGFmdGVyIGVhY2ggYmFsYW5jZTogbG9zc19qID0gMiAqIGogbXMgcGVyIHBoYXNlIChqID0gcGhhc2VzIHNpbmNlKS5cbiAgICAvLyBXaXRoIGNvc3QgQyA9IDMwIG1zIHRoZSBhY2N1bXVsYXRlZCBsb3NzIDIgKyA0ICsgLi4uIHJlYWNoZXMgMzAgYWZ0ZXIgNSBwaGFzZXMgKDIrNCs2KzgrMTApLlxuICAgIGNvbnN0IHBvbGljeSA9IGFkYXB0aXZlKHsgaW5pdGlhbENvc3RNczogMzAgfSk7XG4gICAgY29uc3QgYmFsYW5jZWRBdDogbnVtYmVyW10gPSBbXTtcbiAgICBsZXQgc2luY2UgPSAwO1xuICAgIGxldCBsb3NzVG90YWwgPSAwO1xuICAgIGZvciAobGV0IHBoYXNlID0gMDsgcGhhc2UgPCA0MDsgcGhhc2UrKykge1xuICAgICAgc2luY2UrKztcbiAgICAgIGNvbnN0IGxvc3MgPSAyICogc2luY2U7XG4gICAgICBsb3NzVG90YWwgKz0gbG9zcztcbiAgICAgIGNvbnN0IGxhc3QgPSBiYWxhbmNlZEF0W2JhbGFuY2VkQXQubGVuZ3RoIC0gMV07XG4gICAgICBjb25zdCB5ZXMgPSBwb2xpY3kuc2hvdWxkQmFsYW5jZSh7XG4gICAgICAgIHBoYXNlLFxuICAgICAgICBtYXg6IDEwMCArIGxvc3MsXG4gICAgICAgIG1pbjogMTAwIC0gbG9zcyxcbiAgICAgICAgYXZnOiAxMDAsXG4gICAgICAgIHNpbmNlTGFzdDogbGFzdCA9PT0gdW5kZWZpbmVkID8gTnVtYmVyLlBPU0lUSVZFX0lORklOSVRZIDogcGhhc2UgLSBsYXN0LFxuICAgICAgICBiYWxhbmNlQ29zdE1zOiBiYWxhbmNlZEF0Lmxlbmd0aCA9PT0gMCA/IHVuZGVmaW5lZCA6IDMwLFxuICAgICAgICBsb3NzUGVyUGhhc2VNczogbG9zc1RvdGFsIC8gKHBoYXNlICsgMSksXG4gICAgICB9KTtcbiAgICAgIGlmICh5ZXMpIHtcbiAgICAgICAgYmFsYW5jZWRBdC5wdXNoKHBoYXNlKTtcbiAgICAgICAgc2luY2UgPSAwO1xuICAgICAgfVxuICAgIH1cbiAgICAvLyBWLWN1cnZlIGZvciBsaW5lYXIgZHJpZnQgZyA9IDIsIEMgPSAzMDogYSBwZXJpb2Qgb2YgbiBwaGFzZXMgY29zdHMgQy9uICsgZyhuKzEpLzIgcGVyIHBoYXNlLFxuICAgIC8vIDEyIG1zIGZvciBuID0gNSBhbmQgbiA9IDYgYWxpa2UgKHRoZSBib3R0b207IG4gPSA0IG9yIDcgY29zdCAxMi41IGFuZCAxMi4zKS4gVGhlIHJ1bGUgYmFsYW5jZXNcbiAgICAvLyB3aGVuIHRoZSBsb3NzIHJlYWNoZXMgQzogYWZ0ZXIgNSBwaGFzZXMgdGhlIGZpcnN0IHRpbWUgKG5vIGJhc2VsaW5lIHlldCksIHRoZW4gZXZlcnkgNiAodGhlXG4gICAgLy8gZmlyc3QgcGhhc2UncyBsb3NzLCAyIG1zLCBpcyB0aGUgYmFzZWxpbmUgYmFsYW5jaW5nIGRpZCBub3QgcmVtb3ZlKS5cbiAgICBleHBlY3QoYmFsYW5jZWRBdCkudG9FcXVhbChbNCwgMTAsIDE2LCAyMiwgMjgsIDM0XSk7XG4gIH0pO1xuXG4gIGl0KCdiYWxhbmNlcyBsZXNzIG9mdGVuIHdoZW4gYmFsYW5jaW5nIGlzIGRlYXJlciwgbW9yZSBvZnRlbiB3aGVuIGNoZWFwZXIgKGZhY3RvciBtb3ZlcyBhbG9uZyB0aGUgViknLCAoKSA9PiB7XG4gICAgY29uc3QgZHJpZnQgPSAoY29zdDogbnVtYmVyLCBmYWN0b3I6IG51bWJlcikgPT4ge1xuICAgICAgY29uc3QgcG9saWN5ID0gYWRhcHRpdmUoeyBpbml0aWFsQ29zdE1zOiBjb3N0LCBmYWN0b3IgfSk7XG4gICAgICBjb25zdCBhdDogbnVtYmVyW10gPSBbXTtcbiAgICAgIGxldCBzaW5jZSA9IDA7XG4gICAgICBmb3IgKGxldCBwaGFzZSA9IDA7IHBoYXNlIDwgMjAwOyBwaGFzZSsrKSB7XG4gICAgICAgIHNpbmNlKys7XG4gICAgICAgIGNvbnN0IGxhc3QgPSBhdFthdC5sZW5ndGggLSAxXTtcbiAgICAgICAgaWYgKFxuICAgICAgICAgIHBvbGljeS5zaG91bGRCYWxhbmNlKHtcbiAgICAgICAgICAgIHBoYXNlLFxuICAgICAgICAgICAgbWF4OiAxMDAgKyBzaW5jZSxcbiAgICAgICAgICAgIG1pbjogMTAwIC0gc2luY2UsXG4gICAgICAgICAgICBhdmc6IDEwMCxcbiAgICAgICAgICAgIHNpbmNlTGFzdDogbGFzdCA9PT0gdW5kZWZpbmVkID8gTnVtYmVyLlBPU0lUSVZFX0lORklOSVRZIDogcGhhc2UgLSBsYXN0LFxuICAgICAgICAgICAgYmFsYW5jZUNvc3RNczogYXQubGVuZ3RoID09PSAwID8gdW5kZWZpbmVkIDogY29zdCxcbiAgICAgICAgICAgIGxvc3NQZXJQaGFzZU1zOiAxLFxuICAgICAgICAgIH0pXG4gICAgICAgICkge1xuICAgICAgICAgIGF0LnB1c2gocGhhc2UpO1xuICAgICAgICAgIHNpbmNlID0gMDtcbiAgICAgICAgfVxuICAgICAgfVxuICAgICAgcmV0dXJuIGF0Lmxlbmd0aDtcbiAgICB9O1xuICAgIGV4cGVjdChkcmlmdCgxMDAsIDEpKS50b0JlTGVzc1RoYW4oZHJpZnQoMTAsIDEpKTtcbiAgICBleHBlY3QoZHJpZnQoMTAsIDQpKS50b0JlTGVzc1RoYW4oZHJpZnQoMTAsIDEpKTtcbiAgfSk7XG5cbiAgaXQoJ2lnbm9yZXMgcmVzaWR1YWwgaW1iYWxhbmNlIHRoYXQgYmFsYW5jaW5nIGRvZXMgbm90IHJlbW92ZSwgYW5kIG5vaXNlJywgKCkgPT4ge1xuICAgIC8vIEFmdGVyIHRoZSBmaXJzdCBiYWxhbmNlIHRoZSBsb3NzIHN0YXlzIGF0IDUgbXMgcGVyIHBoYXNlICh3aGF0IHRoZSBiYWxhbmNlciBjYW5ub3QgZml4KTpcbiAgICAvLyBsb3NzIGFib3ZlIHRoYXQgYmFzZWxpbmUgaXMgMCwgc28gbm8gZnVydGhlciBiYWxhbmNlcyBob3dldmVyIGxvbmcgaXQgcnVucy5cbiAgICBjb25zdCBwaGFzZXM6IFBoYXNlW10gPSBbeyBtYXg6IDE1MCwgYXZnOiAxMDAgfSwgLi4uZmxhdCgxMDAsIDEwNSwgMTAwKV07XG4gICAgZXhwZWN0KGRyaXZlKGFkYXB0aXZlKCksIHBoYXNlcywgeyBjb3N0TXM6IDEgfSkpLnRvRXF1YWwoWzBdKTtcbiAgICAvLyBBIGJhbGFuY2VkIHJ1biB3aXRoIDAuNSUgaml0dGVyIG5ldmVyIGJhbGFuY2VzIGV2ZW4gd2l0aCBhIGZyZWUgYmFsYW5jZSBlc3RpbWF0ZS5cbiAgICBjb25zdCBqaXR0ZXI6IFBoYXNlW10gPSBBcnJheS5mcm9tKHsgbGVuZ3RoOiA1MCB9LCAoXywgaSkgPT4gKHsgbWF4OiAxMDAgKyAoaSAlIDIpICogMC41LCBhdmc6IDEwMCB9KSk7XG4gICAgZXhwZWN0KGRyaXZlKGFkYXB0aXZlKHsgaW5pdGlhbENvc3RNczogMC4wMDEgfSksIGppdHRlcikpLnRvRXF1YWwoW10pO1xuICB9KTtcblxuICBpdCgnYSBzdGVwIGluIHRoZSBpbWJhbGFuY2UgYWZ0ZXIgYSBiYWxhbmNlIHRyaWdnZXJzIGFnYWluIG9uY2UgaXRzIGxvc3MgcGF5cyBmb3IgYSBiYWxhbmNlJywgKCkgPT4ge1xuICAgIC8vIGJhbGFuY2UgYXQgMCAoNTAlIGltYmFsYW5jZSk7IGJhc2VsaW5lIDIgbXM7IGZyb20gcGhhc2UgMTEgdGhlIGxvc3MganVtcHMgdG8gMjIgbXMgKDIwIGFib3ZlXG4gICAgLy8gdGhlIGJhc2VsaW5lKTogd2l0aCBhIDUwIG1zIGNvc3QsIDIwICsgMjAgKyAyMCA+PSA1MCBhZnRlciB0aHJlZSBwaGFzZXMgLT4gcGhhc2UgMTMuXG4gICAgY29uc3QgcGhhc2VzOiBQaGFzZVtdID0gW3sgbWF4OiAxNTAsIGF2ZzogMTAwIH0sIC4uLmZsYXQoMTAsIDEwMiwgMTAwKSwgLi4uZmxhdCgxMCwgMTIyLCAxMDApXTtcbiAgICBjb25zdCBwID0gYWRhcHRpdmUoKTtcbiAgICBleHBlY3QoZHJpdmUocCwgcGhhc2VzLCB7IGNvc3RNczogNTAgfSkpLnRvRXF1YWwoWzAsIDEzXSk7XG4gIH0pO1xuXG4gIGl0KCd3aXRob3V0IGEgdGltZSBzY2FsZSAod29yay11bml0IGxvYWRzLCBubyBtc1BlclVuaXQpIGl0IGZhbGxzIGJhY2sgdG8gdGhlIHJlbGF0aXZlIHRlc3QnLCAoKSA9PiB7XG4gICAgY29uc3QgcGhhc2VzOiBQaGFzZVtdID0gWy4uLmZsYXQoMiwgMTAzLCAxMDApLCB7IG1heDogMTA4LCBhdmc6IDEwMCB9LCAuLi5mbGF0KDIsIDEwMywgMTAwKV07XG4gICAgY29uc3QgcCA9IGFkYXB0aXZlKCk7XG4gICAgZXhwZWN0KGRyaXZlKHAsIHBoYXNlcywgeyBsb2FkSXNUaW1lOiBmYWxzZSB9KSkudG9FcXVhbChbMl0pO1xuICAgIGV4cGVjdChwLmxhc3Q/LnJ1bGUpLnRvQmUoJ3JlbGF0aXZlJyk7XG4gICAgLy8gd2l0aCBtc1BlclVuaXQgdGhlIGxvc3MtdnMtY29zdCBydWxlIGFwcGxpZXMgdG8gd29yayB1bml0c1xuICAgIGNvbnN0IHEgPSBhZGFwdGl2ZSh7IG1zUGVyVW5pdDogMiwgaW5pdGlhbENvc3RNczogMjAgfSk7XG4gICAgZXhwZWN0KGRyaXZlKHEsIGZsYXQoNiwgMTAzLCAxMDApLCB7IGxvYWRJc1RpbWU6IGZhbHNlLCBjb3N0TXM6IDIwIH0pKS50b0VxdWFsKFszXSk7XG4gIH0pO1xuXG4gIGl0KCd3aXRoIHdvcmstdW5pdCBsb2FkcyBhbmQgdGhlIG1lYXN1cmVkIHBoYXNlIHRpbWUsIG1zIHBlciB1bml0IGlzIHBoYXNlTXMgLyBtYXgnLCAoKSA9PiB7XG4gICAgLy8gMiBtcyBwZXIgdW5pdDsgdGhlIGZpcnN0IGJhbGFuY2UgYnkgdGhlIDUlIHRocmVzaG9sZCAocGhhc2UgMSksIHRoZW4gdGhlIGxvc3MgZ3Jvd3MgYnkgMiBtc1xuICAgIC8vIGEgcGhhc2Ugb3ZlciB0aGUgcmVzaWR1YWwgb2YgdGhlIGZpcnN0IHBoYXNlIGFmdGVyIGl0OiAwICsgMiArIDQgKyA2ICsgOCA9IDIwIG1zLCB0aGUgY29zdFxuICAgIC8vIG9mIGEgYmFsYW5jZSwgYWZ0ZXIgZml2ZSBwaGFzZXMgKHBoYXNlIDYpXG4gICAgY29uc3QgZHJpZnQgPSAobjogbnVtYmVyKTogUGhhc2VbXSA9PiBBcnJheS5mcm9tKHsgbGVuZ3RoOiBuIH0sIChfLCBqKSA9PiAoeyBtYXg6IDEwMSArIGosIGF2ZzogMTAwLCBtczogMiAqICgxMDEgKyBqKSB9KSk7XG4gICAgY29uc3QgcGhhc2VzOiBQaGFzZVtdID0gW3sgbWF4OiAxMDEsIGF2ZzogMTAwLCBtczogMjAyIH0sIHsgbWF4OiAxMTAsIGF2ZzogMTAwLCBtczogMjIwIH0sIC4uLmRyaWZ0KDUpLCAuLi5kcmlmdCgyKV07XG4gICAgY29uc3QgcCA9IGFkYXB0aXZlKCk7XG4gICAgZXhwZWN0KGRyaXZlKHAsIHBoYXNlcywgeyBsb2FkSXNUaW1lOiBmYWxzZSwgY29zdE1zOiAyMCB9KSkudG9FcXVhbChbMSwgNl0pO1xuICAgIGV4cGVjdChwLmxhc3Q/LnJ1bGUpLnRvQmUoJ2xvc3MtdnMtY29zdCcpO1xuICAgIC8vIGEgZGVhcmVyIGJhbGFuY2Ugd2FpdHMgbG9uZ2VyOyB3aXRob3V0IHRoZSBwaGFzZSB0aW1lIHRoZSByZWxhdGl2ZSB0ZXN0IG5ldmVyIHNlZXMgPiA1JSBhZ2FpblxuICAgIGV4cGVjdChkcml2ZShhZGFwdGl2ZSgpLCBwaGFzZXMsIHsgbG9hZElzVGltZTogZmFsc2UsIGNvc3RNczogNDAgfSkpLnRvRXF1YWwoWzFdKTtcbiAgICBjb25zdCB1bnRpbWVkID0gcGhhc2VzLm1hcCgoeyBtYXgsIGF2ZyB9KSA9PiAoeyBtYXgsIGF2ZyB9KSk7XG4gICAgZXhwZWN0KGRyaXZlKGFkYXB0aXZlKCksIHVudGltZWQsIHsgbG9hZElzVGltZTogZmFsc2UsIGNvc3RNczogMjAgfSkpLnRvRXF1YWwoWzFdKTtcbiAgfSk7XG5cbiAgaXQoJ2VmZmljYWN5OiBhIGJhbGFuY2UgdGhhdCBsZWZ0IHRoZSBpbWJhbGFuY2Ugd2hlcmUgaXQgd2FzIG1ha2VzIHRoZSBuZXh0IG9uZSB3YWl0IGZvciAxMHggdGhlIGxvc3MnLCAoKSA9PiB7XG4gICAgLy8gYmFsYW5jZSBhdCAwICg4JSBpbWJhbGFuY2UsIGNvc3QgdW5rbm93bik7IHRoZSBuZXh0IHBoYXNlIGlzIHN0aWxsIDglIG9mZjogdGhlIGJhbGFuY2VcbiAgICAvLyByZW1vdmVkIG5vdGhpbmcgKHIgPSAwIC0+IGUgPSBtaW5FZmZpY2FjeSAwLjEpLiBUaGUgbG9zcyB0aGVuIGdyb3dzIDEgbXMgYSBwaGFzZSBvdmVyIHRoYXRcbiAgICAvLyBiYXNlbGluZSBvZiA4IG1zIChhbmQga2VlcHMgZ3Jvd2luZzogdGhlIGxvYWRzIG5ldmVyIHNldHRsZSkuIFdpdGggYSAxMCBtcyBjb3N0LCBsZWFybjogZmFsc2VcbiAgICAvLyBiYWxhbmNlcyB3aGVuIDEgKyAyICsgMyArIDQgPj0gMTAgKHBoYXNlIDUpIGFuZCBldmVyeSA1IHBoYXNlcyBhZnRlcjsgbGVhcm5pbmcgd2FpdHMgdW50aWxcbiAgICAvLyAwLjEgKiAoMSArIC4uLiArIDE0KSA+PSAxMCAocGhhc2UgMTUpLCBhbmQgdGhlIGJhbGFuY2UgYXQgMTUgcmVtb3ZlcyBub3RoaW5nIGVpdGhlci5cbiAgICBjb25zdCBwaGFzZXM6IFBoYXNlW10gPSBbXG4gICAgICB7IG1heDogMTA4LCBhdmc6IDEwMCB9LFxuICAgICAgeyBtYXg6IDEwOCwgYXZnOiAxMDAgfSxcbiAgICAgIC4uLkFycmF5LmZyb20oeyBsZW5ndGg6IDIwIH0sIChfLCBqKSA9PiAoeyBtYXg6IDEwOSArIGosIGF2ZzogMTAwIH0pKSxcbiAgICBdO1xuICAgIGV4cGVjdChkcml2ZShhZGFwdGl2ZSh7IGxlYXJuOiBmYWxzZSB9KSwgcGhhc2VzLCB7IGNvc3RNczogMTAgfSkpLnRvRXF1YWwoWzAsIDUsIDEwLCAxNSwgMjBdKTtcbiAgICBjb25zdCBwID0gYWRhcHRpdmUoKTtcbiAgICBleHBlY3QoZHJpdmUocCwgcGhhc2VzLCB7IGNvc3RNczogMTAgfSkpLnRvRXF1YWwoWzAsIDE1XSk7XG4gICAgZXhwZWN0KHAubGFzdD8uZWZmaWNhY3kpLnRvQmVDbG9zZVRvKDAuMSwgMTIpO1xuICAgIGV4cGVjdChhZGFwdGl2ZVBvbGljeUZhY3RvcnkuY3JlYXRlKHsgbGVhcm46IGZhbHNlIH0pLm5hbWUpLnRvQmUoJ2FkYXB0aXZlJyk7XG4gIH0pO1xuXG4gIGl0KCdlZmZpY2FjeTogYSBiYWxhbmNlIHRoYXQgcmVtb3ZlZCBhdCBsZWFzdCBoYWxmIHRoZSBpbWJhbGFuY2UgY291bnRzIGluIGZ1bGwsIG9uZSB0aGF0IHJlbW92ZWQgYSB0aGlyZCBhIHRoaXJkJywgKCkgPT4ge1xuICAgIC8vIDMwJSAtPiAxNCUgKHIgPSAwLjUzKTogZnVsbCBlZmZpY2FjeSwgc28gdGhlIHNlY29uZCBiYWxhbmNlIGNvbWVzIGFzIHdpdGhvdXQgbGVhcm5pbmcgKHBoYXNlXG4gICAgLy8gMzogNSArIDEwID49IDEwIG92ZXIgdGhlIDE0IG1zIGJhc2VsaW5lKTsgdGhhdCBvbmUgcmVtb3ZlcyBub3RoaW5nICgyNCUgLT4gMjklKSwgc28gdGhlIG1lYW5cbiAgICAvLyBlZmZpY2FjeSBkcm9wcyB0byAoMSArIDAuMSkgLyAyIGFuZCB0aGUgdGhpcmQgd2FpdHMgbG9uZ2VyIChwaGFzZSA3LCBub3QgNilcbiAgICBjb25zdCBoYWxmOiBQaGFzZVtdID0gW1xuICAgICAgeyBtYXg6IDEzMCwgYXZnOiAxMDAgfSxcbiAgICAgIHsgbWF4OiAxMTQsIGF2ZzogMTAwIH0sXG4gICAgICAuLi5BcnJheS5mcm9tKHsgbGVuZ3RoOiAxMCB9LCAoXywgaikgPT4gKHsgbWF4OiAxMTkgKyA1ICogaiwgYXZnOiAxMDAgfSkpLFxuICAgIF07XG4gICAgZXhwZWN0KGRyaXZlKGFkYXB0aXZlKHsgbGVhcm46IGZhbHNlIH0pLCBoYWxmLCB7IGNvc3RNczogMTAgfSkpLnRvRXF1YWwoWzAsIDMsIDYsIDldKTtcbiAgICBleHBlY3QoZHJpdmUoYWRhcHRpdmUoKSwgaGFsZiwgeyBjb3N0TXM6IDEwIH0pKS50b0VxdWFsKFswLCAzLCA3LCAxMV0pO1xuICAgIC8vIDMwJSAtPiAyMCUgKHIgPSAxLzMpOiB3aXRoIGEgMTIgbXMgY29zdCB0aGUgbG9zcyBhYm92ZSB0aGUgMjAgbXMgYmFzZWxpbmUgKDUsIDEwLCAxNSwgMjAsIC4uLilcbiAgICAvLyBwYXlzIGF0IHBoYXNlIDMgKDE1ID49IDEyKSB3aXRob3V0IGxlYXJuaW5nLCBhdCBwaGFzZSA1IHdpdGggKGEgdGhpcmQgb2YgNTAgPj0gMTIpXG4gICAgY29uc3QgdGhpcmQ6IFBoYXNlW10gPSBbXG4gICAgICB7IG1heDogMTMwLCBhdmc6IDEwMCB9LFxuICAgICAgeyBtYXg6IDEyMCwgYXZnOiAxMDAgfSxcbiAgICAgIC4uLkFycmF5LmZyb20oeyBsZW5ndGg6IDEwIH0sIChfLCBqKSA9PiAoeyBtYXg6IDEyNSArIDUgKiBqLCBhdmc6IDEwMCB9KSksXG4gICAgXTtcbiAgICBleHBlY3QoZHJpdmUoYWRhcHRpdmUoeyBsZWFybjogZmFsc2UgfSksIHRoaXJkLCB7IGNvc3RNczogMTIgfSkpLnRvRXF1YWwoWzAsIDMsIDYsIDldKTtcbiAgICBleHBlY3QoZHJpdmUoYWRhcHRpdmUoKSwgdGhpcmQsIHsgY29zdE1zOiAxMiB9KSkudG9FcXVhbChbMCwgNSwgMTFdKTtcbiAgfSk7XG5cbiAgaXQoJ2VmZmljYWN5IHN1cnZpdmVzIGEgY2hlY2twb2ludDogYSByZXN0b3JlZCBpbnN0YW5jZSBkZWNpZGVzIGFzIHRoZSBvcmlnaW5hbCcsICgpID0+IHtcbiAgICBjb25zdCBwaGFzZXM6IFBoYXNlW10gPSBbXG4gICAgICB7IG1heDogMTA4LCBhdmc6IDEwMCB9LFxuICAgICAgeyBtYXg6IDEwOCwgYXZnOiAxMDAgfSxcbiAgICAgIC4uLkFycmF5LmZyb20oeyBsZW5ndGg6IDIwIH0sIChfLCBqKSA9PiAoeyBtYXg6IDEwOSArIGosIGF2ZzogMTAwIH0pKSxcbiAgICBdO1xuICAgIC8vIHRoZSBvcmlnaW5hbCBzYXcgdGhlIGJhbGFuY2UgYXQgMCBhbmQgdGhlIHBoYXNlIGFmdGVyIGl0IChlZmZpY2FjeSAwLjEpOyBhIGNvcHkgcmVzdG9yZWRcbiAgICAvLyBmcm9tIGl0cyBjaGVja3BvaW50IGFuZCBhIGZyZXNoIGluc3RhbmNlIGNvbnRpbnVlIGZyb20gcGhhc2UgMiBvbiB0aGUgc2FtZSBzdGF0ZXNcbiAgICBjb25zdCBhID0gYWRhcHRpdmUoKTtcbiAgICBleHBlY3QoZHJpdmUoYSwgcGhhc2VzLnNsaWNlKDAsIDIpLCB7IGNvc3RNczogMTAgfSkpLnRvRXF1YWwoWzBdKTtcbiAgICBjb25zdCBiID0gYWRhcHRpdmUoKTtcbiAgICBiLnJlc3RvcmVTdGF0ZT8uKHN0cnVjdHVyZWRDbG9uZShhLmNoZWNrcG9pbnRTdGF0ZT8uKCkpKTtcbiAgICBjb25zdCBjb250ID0gKHA6IEFkYXB0aXZlUG9saWN5KSA9PiB7XG4gICAgICBjb25zdCBvdXQ6IG51bWJlcltdID0gW107XG4gICAgICBmb3IgKGxldCBwaGFzZSA9IDI7IHBoYXNlIDwgcGhhc2VzLmxlbmd0aDsgcGhhc2UrKykge1xuICAgICAgICBjb25zdCBwaCA9IHBoYXNlc1twaGFzZV0gYXMgUGhhc2U7XG4gICAgICAgIGNvbnN0IHNpbmNlTGFzdCA9IHBoYXNlIC0gKG91dFtvdXQubGVuZ3RoIC0gMV0gPz8gMCk7XG4gICAgICAgIGNvbnN0IHN0YXRlID0geyBwaGFzZSwgbWF4OiBwaC5tYXgsIG1pbjogMiAqIHBoLmF2ZyAtIHBoLm1heCwgYXZnOiBwaC5hdmcsIHNpbmNlTGFzdCwgYmFsYW5jZUNvc3RNczogMTAsIGxvc3NQZXJQaGFzZU1zOiAxIH07XG4gICAgICAgIGlmIChwLnNob3VsZEJhbGFuY2Uoc3RhdGUpKSBvdXQucHVzaChwaGFzZSk7XG4gICAgICB9XG4gICAgICByZXR1cm4gb3V0O1xuICAgIH07XG4gICAgY29uc3QgZnJlc2ggPSBhZGFwdGl2ZSgpO1xuICAgIC8vIGEgY2hlY2twb2ludCBvZiBhbiBlYXJsaWVyIHZlcnNpb24gbGlzdGVkIHRoZSB3aW5kb3cncyBsb3NzZXMgaW5zdGVhZCBvZiBydW5uaW5nIHN1bXM6XG4gICAgLy8gcGhhc2UgMSdzIGxvc3MsICgxMDggLSAxMDApIG1zXG4gICAgY29uc3Qgc2F2ZWQgPSBhLmNoZWNrcG9pbnRTdGF0ZT8uKCkgYXMgeyB3aW46IHVua25vd247IGVmZmljYWNpZXM6IG51bWJlcltdOyBsYXN0UGhhc2U6IG51bWJlcjsgbGFzdDogdW5rbm93biB9O1xuICAgIGNvbnN0IGMgPSBhZGFwdGl2ZSgpO1xuICAgIGMucmVzdG9yZVN0YXRlPy4oeyB3aW5kb3c6IFt7IHBoYXNlOiAxLCBsb3NzOiA4IH1dLCBsYXN0UGhhc2U6IHNhdmVkLmxhc3RQaGFzZSwgbGFzdDogc2F2ZWQubGFzdCwgZWZmaWNhY2llczogc2F2ZWQuZWZmaWNhY2llcyB9KTtcbiAgICBleHBlY3QoY29udChjKSkudG9FcXVhbChbMTVdKTtcbiAgICBleHBlY3QoY29udChiKSkudG9FcXVhbChbMTVdKTtcbiAgICBleHBlY3QoY29udChhKSkudG9FcXVhbChbMTVdKTtcbiAgICAvLyB3aXRob3V0IHRoZSBoaXN0b3J5IChubyBiYWxhbmNlIHNlZW4sIHNvIG5vIGVmZmljYWN5IGFuZCBubyBiYXNlbGluZSkgaXQgZGVjaWRlcyBvdGhlcndpc2VcbiAgICBleHBlY3QoY29udChmcmVzaCkpLm5vdC50b0VxdWFsKFsxNV0pO1xuICB9KTtcblxuICBpdCgnYSByZXVzZWQgaW5zdGFuY2Ugc3RhcnRzIGFmcmVzaCB3aGVuIHRoZSBwaGFzZXMgcmVzdGFydCcsICgpID0+IHtcbiAgICBjb25zdCBwID0gYWRhcHRpdmUoeyBpbml0aWFsQ29zdE1zOiAyNSB9KTtcbiAgICBjb25zdCBwaGFzZXMgPSBmbGF0KDYsIDExMCwgMTAwKTtcbiAgICBjb25zdCBmaXJzdCA9IGRyaXZlKHAsIHBoYXNlcyk7XG4gICAgZXhwZWN0KGRyaXZlKHAsIHBoYXNlcykpLnRvRXF1YWwoZmlyc3QpO1xuICB9KTtcbn0pO1xuXG5kZXNjcmliZSgncG9saWN5IG9wdGlvbnMnLCAoKSA9PiB7XG4gIGl0KCdiYWQgb3B0aW9ucyBhcmUgdHlwZWQgZXJyb3JzJywgKCkgPT4ge1xuICAgIGV4cGVjdChjb2RlT2YoKCkgPT4gZXZlcnlQb2xpY3lGYWN0b3J5LmNyZWF0ZSh7IGs6IDAgfSkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9PUFRJT04pO1xuICAgIGV4cGVjdChjb2RlT2YoKCkgPT4gZXZlcnlQb2xpY3lGYWN0b3J5LmNyZWF0ZSh7IGs6IDEuNSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBldmVyeVBvbGljeUZhY3RvcnkuY3JlYXRlKHsgbjogMyB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiB0aHJlc2hvbGRQb2xpY3lGYWN0b3J5LmNyZWF0ZSh7IHRoZXRhOiAtMC4xIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IHRocmVzaG9sZFBvbGljeUZhY3RvcnkuY3JlYXRlKHsgdGhldGE6ICcxMCUnIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IHRocmVzaG9sZFBvbGljeUZhY3RvcnkuY3JlYXRlKHsgY2hlY2tFdmVyeTogMCB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBhZGFwdGl2ZVBvbGljeUZhY3RvcnkuY3JlYXRlKHsgZmFjdG9yOiAwIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBtc1BlclVuaXQ6IC0xIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBpbml0aWFsQ29zdDogMyB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBuZXZlclBvbGljeUZhY3RvcnkuY3JlYXRlKHsgazogMSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX09QVElPTik7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiBhZGFwdGl2ZVBvbGljeUZhY3RvcnkuY3JlYXRlKFsxXSkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9PUFRJT04pO1xuICAgIGV4cGVjdChjb2RlT2YoKCkgPT4gYWRhcHRpdmVQb2xpY3lGYWN0b3J5LmNyZWF0ZSh7IG1pbkVmZmljYWN5OiAwIH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBtaW5FZmZpY2FjeTogMS41IH0pKSkudG9CZShFcnJvckNvZGVzLklOVkFMSURfT1BUSU9OKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBsZWFybjogJ3llcycgfSkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9PUFRJT04pO1xuICAgIGV4cGVjdChjb2RlT2YoKCkgPT4gZXZlcnkoMCkpKS50b0JlKEVycm9yQ29kZXMuSU5WQUxJRF9BUkdVTUVOVCk7XG4gICAgZXhwZWN0KGNvZGVPZigoKSA9PiB0aHJlc2hvbGQoMC4xLCAwKSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5UKTtcbiAgICBleHBlY3QoY29kZU9mKCgpID0+IGFkYXB0aXZlKHsgZmFjdG9yOiAtMSB9KSkpLnRvQmUoRXJyb3JDb2Rlcy5JTlZBTElEX0FSR1VNRU5UKTtcbiAgfSk7XG5cbiAgaXQoJ2ZhY3RvcmllcyBjYXJyeSB0aGUgcmVnaXN0cnkgbmFtZXMnLCAoKSA9PiB7XG4gICAgZXhwZWN0KFtuZXZlclBvbGljeUZhY3RvcnksIGV2ZXJ5UG9saWN5RmFjdG9yeSwgdGhyZXNob2xkUG9saWN5RmFjdG9yeSwgYWRhcHRpdmVQb2xpY3lGYWN0b3J5XS5tYXAoKGYpID0+IGYubmFtZSkpLnRvRXF1YWwoW1xuICAgICAgJ25ldmVyJyxcbiAgICAgICdldmVyeScsXG4gICAgICAndGhyZXNob2xkJyxcbiAgICAgICdhZGFwdGl2ZScsXG4gICAgXSk7XG4gICAgY29uc3QgYSA9IGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBmYWN0b3I6IDIsIG1zUGVyVW5pdDogMC41IH0pO1xuICAgIGV4cGVjdChhLm5hbWUpLnRvQmUoJ2FkYXB0aXZlJyk7XG4gICAgZXhwZWN0KChhIGFzIHVua25vd24gYXMgeyBvcHRpb25zOiB1bmtub3duIH0pLm9wdGlvbnMpLnRvRXF1YWwoe1xuICAgICAgZmFjdG9yOiAyLFxuICAgICAgZmlyc3RUaHJlc2hvbGQ6IDAuMDUsXG4gICAgICBub2lzZTogMC4wMSxcbiAgICAgIGxlYXJuOiB0cnVlLFxuICAgICAgbWluRWZmaWNhY3k6IDAuMSxcbiAgICAgIGxhZzogdHJ1ZSxcbiAgICAgIG1heEdhcDogMTYsXG4gICAgICBtc1BlclVuaXQ6IDAuNSxcbiAgICB9KTtcbiAgfSk7XG5cbiAgaXQoJ2FkYXB0aXZlIGRlY2lkZXMgb25lIHBoYXNlIGxhdGUgdW5sZXNzIGxhZyBpcyBmYWxzZTsgbGFnIG11c3QgYmUgYSBib29sZWFuJywgKCkgPT4ge1xuICAgIGV4cGVjdChhZGFwdGl2ZVBvbGljeUZhY3RvcnkuY3JlYXRlKHt9KS5sYWdnZWQpLnRvQmUodHJ1ZSk7XG4gICAgZXhwZWN0KGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBsYWc6IGZhbHNlIH0pLmxhZ2dlZCkudG9CZShmYWxzZSk7XG4gICAgZXhwZWN0KCgpID0+IGFkYXB0aXZlUG9saWN5RmFjdG9yeS5jcmVhdGUoeyBsYWc6ICdubycgfSkpLnRvVGhyb3coZXhwZWN0Lm9iamVjdENvbnRhaW5pbmcoeyBjb2RlOiAnTVdfSU5WQUxJRF9PUFRJT04nIH0pKTtcbiAgfSk7XG59KTtcblxuZGVzY3JpYmUoJ2FkYXB0aXZlIHdpdGggbW9yZSByYW5rcyB0aGFuIGNvcmVzJywgKCkgPT4ge1xuICAvLyA4IHJhbmtzIG9uIDIgY29yZXM6IHRoZSBsb2FkIHBlciBjb3JlIGlzIDR4IHRoZSBtZWFuOyBhIHJhbmsgYXQgM3ggdGhlIG1lYW4gY29zdHMgbm90aGluZ1xuICBjb25zdCBzdGF0ZSA9IChtYXg6IG51bWJlciwgY29yZUxvYWQ6IG51bWJlciB8IHVuZGVmaW5lZCkgPT4gKHtcbiAgICBwaGFzZTogMyxcbiAgICBtYXgsXG4gICAgbWluOiAwLFxuICAgIGF2ZzogMTAwLFxuICAgIGNvcmVMb2FkLFxuICAgIHNpbmNlTGFzdDogMixcbiAgICBiYWxhbmNlQ29zdE1zOiAwLjAxLFxuICAgIGxvc3NQZXJQaGFzZU1zOiB1bmRlZmluZWQsXG4gICAgcGhhc2VNczogMTAsXG4gIH0pO1xuICBpdCgnZG9lcyBub3QgYmFsYW5jZSBiZWxvdyB0aGUgbG9hZCBwZXIgY29yZSwgYmFsYW5jZXMgYWJvdmUgaXQnLCAoKSA9PiB7XG4gICAgZXhwZWN0KGFkYXB0aXZlKCkuc2hvdWxkQmFsYW5jZShzdGF0ZSgzMDAsIHVuZGVmaW5lZCkpKS50b0JlKHRydWUpO1xuICAgIGV4cGVjdChhZGFwdGl2ZSgpLnNob3VsZEJhbGFuY2Uoc3RhdGUoMzAwLCA0MDApKSkudG9CZShmYWxzZSk7XG4gICAgZXhwZWN0KGFkYXB0aXZlKCkuc2hvdWxkQmFsYW5jZShzdGF0ZSg1MDAsIDQwMCkpKS50b0JlKHRydWUpO1xuICAgIC8vIGJlZm9yZSBhbnkgYmFsYW5jZSAobm8gY29zdCBrbm93bik6IHRoZSBmaXJzdCB0aHJlc2hvbGQsIG9uIHRoZSBzYW1lIGxldmVsXG4gICAgY29uc3QgZmlyc3QgPSB7IC4uLnN0YXRlKDMwMCwgNDAwKSwgYmFsYW5jZUNvc3RNczogdW5kZWZpbmVkLCBzaW5jZUxhc3Q6IE51bWJlci5QT1NJVElWRV9JTkZJTklUWSB9O1xuICAgIGV4cGVjdChhZGFwdGl2ZSgpLnNob3VsZEJhbGFuY2UoZmlyc3QpKS50b0JlKGZhbHNlKTtcbiAgICBleHBlY3QoYWRhcHRpdmUoKS5zaG91bGRCYWxhbmNlKHsgLi4uZmlyc3QsIGNvcmVMb2FkOiB1bmRlZmluZWQgfSkpLnRvQmUodHJ1ZSk7XG4gIH0pO1xuXG4gIGl0KCdsb3NzIGlzIG1lYXN1cmVkIGZyb20gdGhlIGxvYWQgcGVyIGNvcmUnLCAoKSA9PiB7XG4gICAgY29uc3QgcCA9IGFkYXB0aXZlKCk7XG4gICAgcC5zaG91bGRCYWxhbmNlKHN0YXRlKDUwMCwgNDAwKSk7XG4gICAgLy8gMTAwIHVuaXRzIGFib3ZlIHRoZSBsZXZlbCwgYXQgcGhhc2VNcyAvIG1heChtYXgsIGxldmVsKSA9IDEwIC8gNTAwIG1zIHBlciB1bml0OiAyIG1zXG4gICAgZXhwZWN0KHAubGFzdD8ubG9zc01zKS50b0JlQ2xvc2VUbygyLCAxMCk7XG4gIH0pO1xufSk7XG5cbmRlc2NyaWJlKCdhZGFwdGl2ZSBsb29rcyBsZXNzIG9mdGVuIHdoaWxlIGEgYmFsYW5jZSBpcyBmYXIgb2ZmJywgKCkgPT4ge1xuICBjb25zdCBzdGF0ZSA9IChwaGFzZTogbnVtYmVyLCBtYXg6IG51bWJlciwgc3BhbiA9IDEpID0+ICh7XG4gICAgcGhhc2UsXG4gICAgbWF4LFxuICAgIG1pbjogMjAwIC0gbWF4LFxuICAgIGF2ZzogMTAwLFxuICAgIHNpbmNlTGFzdDogcGhhc2UgKyAxLFxuICAgIGJhbGFuY2VDb3N0TXM6IDEwLFxuICAgIGxvc3NQZXJQaGFzZU1zOiAxLFxuICAgIHNwYW4sXG4gIH0pO1xuICBpdCgnZG91YmxlcyB0aGUgZ2FwIHVwIHRvIG1heEdhcCB3aXRoIG5vIGltYmFsYW5jZSwgYW5kIGJhY2sgdG8gMSB3aGVuIHRoZSBsb3NzIG5lYXJzIHRoZSBidWRnZXQnLCAoKSA9PiB7XG4gICAgY29uc3QgcCA9IGFkYXB0aXZlKCk7XG4gICAgY29uc3QgZ2FwczogbnVtYmVyW10gPSBbXTtcbiAgICBsZXQgcGhhc2UgPSAwO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgNjsgaSsrKSB7XG4gICAgICBleHBlY3QocC5zaG91bGRCYWxhbmNlKHN0YXRlKHBoYXNlLCAxMDApKSkudG9CZShmYWxzZSk7XG4gICAgICBjb25zdCBnID0gcC5uZXh0Q2hlY2s/LihzdGF0ZShwaGFzZSwgMTAwKSkgPz8gMTtcbiAgICAgIGdhcHMucHVzaChnKTtcbiAgICAgIHBoYXNlICs9IGc7XG4gICAgfVxuICAgIGV4cGVjdChnYXBzKS50b0VxdWFsKFsyLCA0LCA4LCAxNiwgMTYsIDE2XSk7XG4gICAgLy8gNiBtcyBvZiBsb3NzIGEgcGhhc2U6IDYgb2YgdGhlIDEwIG1zIGJ1ZGdldCBpcyBvdmVyIGhhbGY6IGxvb2sgYXQgdGhlIG5leHQgcGhhc2VcbiAgICBleHBlY3QocC5zaG91bGRCYWxhbmNlKHN0YXRlKHBoYXNlLCAxMDYpKSkudG9CZShmYWxzZSk7XG4gICAgZXhwZWN0KHAubmV4dENoZWNrPy4oc3RhdGUocGhhc2UsIDEwNikpKS50b0JlKDEpO1xuICAgIGV4cGVjdChhZGFwdGl2ZSh7IG1heEdhcDogMSB9KS5uZXh0Q2hlY2s/LihzdGF0ZSgwLCAxMDApKSkudG9CZSgxKTtcbiAgfSk7XG5cbiAgaXQoJ25ldmVyIHNraXBzIHBhc3QgdGhlIHBoYXNlIHdoZXJlIHRoZSBsb3NzIHdvdWxkIHBheSBmb3IgYSBiYWxhbmNlJywgKCkgPT4ge1xuICAgIGNvbnN0IHAgPSBhZGFwdGl2ZSh7IG1heEdhcDogNjQgfSk7XG4gICAgLy8gbm8gYmFsYW5jZSB5ZXQgKG5vIGJhc2VsaW5lKSwgYSA0MCBtcyBidWRnZXQsIDIgbXMgb2YgbG9zcyBhIHBoYXNlOyBlYWNoIHN0YXRlIHN0YW5kcyBmb3JcbiAgICAvLyB0aGUgc3BhbiBnaXZlbjogdGhlIGxvc3Mgc28gZmFyIGlzIDIsIDYsIDE0LCAxOCBtcyAodW5kZXIgaGFsZiB0aGUgYnVkZ2V0IGVhY2ggdGltZSlcbiAgICBjb25zdCBzcGFucyA9IFsxLCAyLCA0LCAyXTtcbiAgICBjb25zdCBnYXBzID0gc3BhbnMubWFwKChzcGFuLCBpKSA9PiB7XG4gICAgICBjb25zdCBzdCA9IHsgLi4uc3RhdGUoMTAgKiBpLCAxMDIsIHNwYW4pLCBzaW5jZUxhc3Q6IE51bWJlci5QT1NJVElWRV9JTkZJTklUWSwgYmFsYW5jZUNvc3RNczogNDAgfTtcbiAgICAgIGV4cGVjdChwLnNob3VsZEJhbGFuY2Uoc3QpKS50b0JlKGZhbHNlKTtcbiAgICAgIHJldHVybiBwLm5leHRDaGVjaz8uKHN0KTtcbiAgICB9KTtcbiAgICAvLyBkb3VibGluZywgdW50aWwgdGhlIGxhc3Q6IDE2IHdvdWxkIHBhc3MgdGhlIDIyIG1zIGxlZnQgYXQgMiBtcyBhIHBoYXNlICgxMSBwaGFzZXMpXG4gICAgZXhwZWN0KGdhcHMpLnRvRXF1YWwoWzIsIDQsIDgsIDExXSk7XG4gICAgZXhwZWN0KHAubGFzdD8ubG9zc01zKS50b0JlKDE4KTtcbiAgfSk7XG5cbiAgaXQoXCJhIHN0YXRlJ3Mgc3BhbiBjb3VudHMgaXRzIGxvc3MgdGhhdCBtYW55IHRpbWVzXCIsICgpID0+IHtcbiAgICBjb25zdCBwID0gYWRhcHRpdmUoKTtcbiAgICBwLnNob3VsZEJhbGFuY2Uoc3RhdGUoNywgMTAzLCA0KSk7XG4gICAgZXhwZWN0KHAubGFzdD8ubG9zc01zKS50b0JlKDEyKTtcbiAgICBleHBlY3QoKCkgPT4gYWRhcHRpdmUoeyBtYXhHYXA6IDAgfSkpLnRvVGhyb3coZXhwZWN0Lm9iamVjdENvbnRhaW5pbmcoeyBjb2RlOiAnTVdfSU5WQUxJRF9BUkdVTUVOVCcgfSkpO1xuICAgIGV4cGVjdCgoKSA9PiBhZGFwdGl2ZVBvbGljeUZhY3RvcnkuY3JlYXRlKHsgbWF4R2FwOiAyLjUgfSkpLnRvVGhyb3coZXhwZWN0Lm9iamVjdENvbnRhaW5pbmcoeyBjb2RlOiAnTVdfSU5WQUxJRF9PUFRJT04nIH0pKTtcbiAgfSk7XG59KTtcbiJdLAogICJtYXBwaW5ncyI6ICJBQUFBLFNBQVMsWUFBWSxxQkFBcUI7QUFFMUMsU0FBUyxVQUFVLFFBQVEsVUFBVTtBQUNyQztBQUFBLEVBRUU7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsT0FDSztBQWNQLFNBQVMsTUFDUCxRQUNBLFFBQ0EsVUFBdUUsQ0FBQyxHQUM5RDtBQUNWLFFBQU0sYUFBdUIsQ0FBQztBQUM5QixNQUFJLFlBQVk7QUFDaEIsTUFBSSxZQUFZO0FBQ2hCLGFBQVcsQ0FBQyxPQUFPLENBQUMsS0FBSyxPQUFPLFFBQVEsR0FBRztBQUN6QyxpQkFBYSxFQUFFLE1BQU0sRUFBRTtBQUN2QixVQUFNLE9BQU8sV0FBVyxXQUFXLFNBQVMsQ0FBQztBQUM3QyxVQUFNLFFBQXFCO0FBQUEsTUFDekI7QUFBQSxNQUNBLEtBQUssRUFBRTtBQUFBLE1BQ1AsS0FBSyxFQUFFLE9BQU8sRUFBRSxPQUFPLEVBQUUsTUFBTSxFQUFFO0FBQUEsTUFDakMsS0FBSyxFQUFFO0FBQUEsTUFDUCxXQUFXLFNBQVMsU0FBWSxPQUFPLG9CQUFvQixRQUFRO0FBQUEsTUFDbkUsZUFBZSxXQUFXLFdBQVcsSUFBSSxTQUFZLFlBQVksV0FBVztBQUFBLE1BQzVFLGdCQUFnQixRQUFRLGVBQWUsUUFBUSxTQUFZLGFBQWEsUUFBUTtBQUFBLE1BQ2hGLFNBQVMsRUFBRSxNQUFNLFFBQVE7QUFBQSxJQUMzQjtBQUNBLFFBQUksT0FBTyxjQUFjLEtBQUssR0FBRztBQUMvQixpQkFBVyxLQUFLLEtBQUs7QUFDckIsbUJBQWEsUUFBUSxVQUFVO0FBQUEsSUFDakM7QUFBQSxFQUNGO0FBQ0EsU0FBTztBQUNUO0FBRUEsTUFBTSxPQUFPLENBQUMsR0FBVyxLQUFhLFFBQXlCLE1BQU0sS0FBSyxFQUFFLFFBQVEsRUFBRSxHQUFHLE9BQU8sRUFBRSxLQUFLLElBQUksRUFBRTtBQUU3RyxTQUFTLE9BQU8sR0FBMEI7QUFDeEMsTUFBSTtBQUNGLE1BQUU7QUFBQSxFQUNKLFNBQVMsS0FBSztBQUNaLFdBQU8sR0FBRyxFQUFFLGVBQWUsYUFBYTtBQUN4QyxXQUFRLElBQXNCO0FBQUEsRUFDaEM7QUFDQSxTQUFPO0FBQ1Q7QUFFQSxTQUFTLHNCQUFzQixNQUFNO0FBQ25DLEtBQUcsa0JBQWtCLE1BQU07QUFDekIsV0FBTyxNQUFNLE1BQU0sR0FBRyxLQUFLLElBQUksS0FBSyxFQUFFLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxDQUFDO0FBQ3BELFdBQU8sbUJBQW1CLE9BQU8sRUFBRSxJQUFJLEVBQUUsS0FBSyxPQUFPO0FBQUEsRUFDdkQsQ0FBQztBQUVELEtBQUcsb0VBQW9FLE1BQU07QUFDM0UsV0FBTyxNQUFNLE1BQU0sQ0FBQyxHQUFHLEtBQUssSUFBSSxJQUFJLEVBQUUsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxDQUFDLENBQUM7QUFDM0QsV0FBTyxNQUFNLE1BQU0sQ0FBQyxHQUFHLEtBQUssR0FBRyxJQUFJLEVBQUUsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxHQUFHLENBQUMsQ0FBQztBQUM3RCxXQUFPLE1BQU0sbUJBQW1CLE9BQU8sRUFBRSxHQUFHLEVBQUUsQ0FBQyxHQUFHLEtBQUssR0FBRyxJQUFJLENBQUMsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsQ0FBQyxDQUFDO0FBQ2pGLFdBQU8sTUFBTSxtQkFBbUIsT0FBTyxHQUFHLEtBQUssR0FBRyxJQUFJLENBQUMsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsQ0FBQyxDQUFDO0FBQUEsRUFDM0UsQ0FBQztBQUNILENBQUM7QUFFRCxTQUFTLG1FQUFtRSxNQUFNO0FBQ2hGLEtBQUcsb0ZBQW9GLE1BQU07QUFFM0YsVUFBTSxTQUFrQixNQUFNO0FBQUEsTUFBSyxFQUFFLFFBQVEsR0FBRztBQUFBLE1BQUcsQ0FBQyxHQUFHLE1BQ3JELEtBQUssTUFBTSxJQUFJLEtBQUssRUFBRSxLQUFLLEtBQUssS0FBSyxJQUFJLEtBQUssSUFBSSxJQUFJLEVBQUUsS0FBSyxPQUFPLEtBQUssTUFBTSxLQUFLLElBQUk7QUFBQSxJQUMxRjtBQUNBLFdBQU8sTUFBTSxVQUFVLEtBQUssRUFBRSxHQUFHLE1BQU0sQ0FBQyxFQUFFLFFBQVEsQ0FBQyxFQUFFLENBQUM7QUFDdEQsV0FBTyxNQUFNLFVBQVUsS0FBSyxDQUFDLEdBQUcsTUFBTSxDQUFDLEVBQUUsUUFBUSxDQUFDLElBQUksSUFBSSxFQUFFLENBQUM7QUFDN0QsV0FBTyxNQUFNLFVBQVUsTUFBTSxDQUFDLEdBQUcsTUFBTSxDQUFDLEVBQUUsUUFBUSxDQUFDLENBQUM7QUFDcEQsV0FBTyxNQUFNLFVBQVUsTUFBTSxDQUFDLEdBQUcsT0FBTyxNQUFNLEdBQUcsQ0FBQyxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsR0FBRyxHQUFHLENBQUMsQ0FBQztBQUFBLEVBQ3pFLENBQUM7QUFFRCxLQUFHLGtFQUFrRSxNQUFNO0FBQ3pFLFVBQU0sSUFBSSx1QkFBdUIsT0FBTztBQUN4QyxXQUFRLEVBQXNDLE9BQU8sRUFBRSxRQUFRLEVBQUUsT0FBTyxLQUFLLFlBQVksR0FBRyxDQUFDO0FBQzdGLFdBQU8sTUFBTSxHQUFHLEtBQUssSUFBSSxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsSUFBSSxFQUFFLENBQUM7QUFBQSxFQUMxRCxDQUFDO0FBRUQsS0FBRyw4REFBOEQsTUFBTTtBQUNyRSxXQUFPLE1BQU0sVUFBVSxLQUFLLENBQUMsR0FBRyxDQUFDLEVBQUUsS0FBSyxLQUFLLEtBQUssSUFBSSxLQUFLLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxRQUFRLENBQUMsQ0FBQztBQUFBLEVBQ2hGLENBQUM7QUFDSCxDQUFDO0FBRUQsU0FBUyxtREFBbUQsTUFBTTtBQUNoRSxLQUFHLHlGQUF5RixNQUFNO0FBQ2hHLFVBQU0sU0FBa0IsQ0FBQyxHQUFHLEtBQUssR0FBRyxLQUFLLEdBQUcsR0FBRyxHQUFHLEtBQUssR0FBRyxLQUFLLEdBQUcsQ0FBQztBQUNuRSxVQUFNLElBQUksU0FBUztBQUNuQixXQUFPLE1BQU0sR0FBRyxRQUFRLEVBQUUsUUFBUSxJQUFLLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxDQUFDLENBQUM7QUFDdEQsV0FBTyxFQUFFLE1BQU0sSUFBSSxFQUFFLEtBQUssY0FBYztBQUFBLEVBQzFDLENBQUM7QUFFRCxLQUFHLDRFQUE0RSxNQUFNO0FBR25GLFVBQU0sU0FBUyxTQUFTLEVBQUUsZUFBZSxHQUFHLENBQUM7QUFDN0MsVUFBTSxhQUF1QixDQUFDO0FBQzlCLFFBQUksUUFBUTtBQUNaLFFBQUksWUFBWTtBQUNoQixhQUFTLFFBQVEsR0FBRyxRQUFRLElBQUksU0FBUztBQUN2QztBQUNBLFlBQU0sT0FBTyxJQUFJO0FBQ2pCLG1CQUFhO0FBQ2IsWUFBTSxPQUFPLFdBQVcsV0FBVyxTQUFTLENBQUM7QUFDN0MsWUFBTSxNQUFNLE9BQU8sY0FBYztBQUFBLFFBQy9CO0FBQUEsUUFDQSxLQUFLLE1BQU07QUFBQSxRQUNYLEtBQUssTUFBTTtBQUFBLFFBQ1gsS0FBSztBQUFBLFFBQ0wsV0FBVyxTQUFTLFNBQVksT0FBTyxvQkFBb0IsUUFBUTtBQUFBLFFBQ25FLGVBQWUsV0FBVyxXQUFXLElBQUksU0FBWTtBQUFBLFFBQ3JELGdCQUFnQixhQUFhLFFBQVE7QUFBQSxNQUN2QyxDQUFDO0FBQ0QsVUFBSSxLQUFLO0FBQ1AsbUJBQVcsS0FBSyxLQUFLO0FBQ3JCLGdCQUFRO0FBQUEsTUFDVjtBQUFBLElBQ0Y7QUFLQSxXQUFPLFVBQVUsRUFBRSxRQUFRLENBQUMsR0FBRyxJQUFJLElBQUksSUFBSSxJQUFJLEVBQUUsQ0FBQztBQUFBLEVBQ3BELENBQUM7QUFFRCxLQUFHLG9HQUFvRyxNQUFNO0FBQzNHLFVBQU0sUUFBUSxDQUFDLE1BQWMsV0FBbUI7QUFDOUMsWUFBTSxTQUFTLFNBQVMsRUFBRSxlQUFlLE1BQU0sT0FBTyxDQUFDO0FBQ3ZELFlBQU0sS0FBZSxDQUFDO0FBQ3RCLFVBQUksUUFBUTtBQUNaLGVBQVMsUUFBUSxHQUFHLFFBQVEsS0FBSyxTQUFTO0FBQ3hDO0FBQ0EsY0FBTSxPQUFPLEdBQUcsR0FBRyxTQUFTLENBQUM7QUFDN0IsWUFDRSxPQUFPLGNBQWM7QUFBQSxVQUNuQjtBQUFBLFVBQ0EsS0FBSyxNQUFNO0FBQUEsVUFDWCxLQUFLLE1BQU07QUFBQSxVQUNYLEtBQUs7QUFBQSxVQUNMLFdBQVcsU0FBUyxTQUFZLE9BQU8sb0JBQW9CLFFBQVE7QUFBQSxVQUNuRSxlQUFlLEdBQUcsV0FBVyxJQUFJLFNBQVk7QUFBQSxVQUM3QyxnQkFBZ0I7QUFBQSxRQUNsQixDQUFDLEdBQ0Q7QUFDQSxhQUFHLEtBQUssS0FBSztBQUNiLGtCQUFRO0FBQUEsUUFDVjtBQUFBLE1BQ0Y7QUFDQSxhQUFPLEdBQUc7QUFBQSxJQUNaO0FBQ0EsV0FBTyxNQUFNLEtBQUssQ0FBQyxDQUFDLEVBQUUsYUFBYSxNQUFNLElBQUksQ0FBQyxDQUFDO0FBQy9DLFdBQU8sTUFBTSxJQUFJLENBQUMsQ0FBQyxFQUFFLGFBQWEsTUFBTSxJQUFJLENBQUMsQ0FBQztBQUFBLEVBQ2hELENBQUM7QUFFRCxLQUFHLHdFQUF3RSxNQUFNO0FBRy9FLFVBQU0sU0FBa0IsQ0FBQyxFQUFFLEtBQUssS0FBSyxLQUFLLElBQUksR0FBRyxHQUFHLEtBQUssS0FBSyxLQUFLLEdBQUcsQ0FBQztBQUN2RSxXQUFPLE1BQU0sU0FBUyxHQUFHLFFBQVEsRUFBRSxRQUFRLEVBQUUsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLENBQUMsQ0FBQztBQUU1RCxVQUFNLFNBQWtCLE1BQU0sS0FBSyxFQUFFLFFBQVEsR0FBRyxHQUFHLENBQUMsR0FBRyxPQUFPLEVBQUUsS0FBSyxNQUFPLElBQUksSUFBSyxLQUFLLEtBQUssSUFBSSxFQUFFO0FBQ3JHLFdBQU8sTUFBTSxTQUFTLEVBQUUsZUFBZSxLQUFNLENBQUMsR0FBRyxNQUFNLENBQUMsRUFBRSxRQUFRLENBQUMsQ0FBQztBQUFBLEVBQ3RFLENBQUM7QUFFRCxLQUFHLDJGQUEyRixNQUFNO0FBR2xHLFVBQU0sU0FBa0IsQ0FBQyxFQUFFLEtBQUssS0FBSyxLQUFLLElBQUksR0FBRyxHQUFHLEtBQUssSUFBSSxLQUFLLEdBQUcsR0FBRyxHQUFHLEtBQUssSUFBSSxLQUFLLEdBQUcsQ0FBQztBQUM3RixVQUFNLElBQUksU0FBUztBQUNuQixXQUFPLE1BQU0sR0FBRyxRQUFRLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxHQUFHLEVBQUUsQ0FBQztBQUFBLEVBQzFELENBQUM7QUFFRCxLQUFHLDJGQUEyRixNQUFNO0FBQ2xHLFVBQU0sU0FBa0IsQ0FBQyxHQUFHLEtBQUssR0FBRyxLQUFLLEdBQUcsR0FBRyxFQUFFLEtBQUssS0FBSyxLQUFLLElBQUksR0FBRyxHQUFHLEtBQUssR0FBRyxLQUFLLEdBQUcsQ0FBQztBQUMzRixVQUFNLElBQUksU0FBUztBQUNuQixXQUFPLE1BQU0sR0FBRyxRQUFRLEVBQUUsWUFBWSxNQUFNLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxDQUFDLENBQUM7QUFDM0QsV0FBTyxFQUFFLE1BQU0sSUFBSSxFQUFFLEtBQUssVUFBVTtBQUVwQyxVQUFNLElBQUksU0FBUyxFQUFFLFdBQVcsR0FBRyxlQUFlLEdBQUcsQ0FBQztBQUN0RCxXQUFPLE1BQU0sR0FBRyxLQUFLLEdBQUcsS0FBSyxHQUFHLEdBQUcsRUFBRSxZQUFZLE9BQU8sUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxDQUFDLENBQUM7QUFBQSxFQUNwRixDQUFDO0FBRUQsS0FBRyxrRkFBa0YsTUFBTTtBQUl6RixVQUFNLFFBQVEsQ0FBQyxNQUF1QixNQUFNLEtBQUssRUFBRSxRQUFRLEVBQUUsR0FBRyxDQUFDLEdBQUcsT0FBTyxFQUFFLEtBQUssTUFBTSxHQUFHLEtBQUssS0FBSyxJQUFJLEtBQUssTUFBTSxHQUFHLEVBQUU7QUFDekgsVUFBTSxTQUFrQixDQUFDLEVBQUUsS0FBSyxLQUFLLEtBQUssS0FBSyxJQUFJLElBQUksR0FBRyxFQUFFLEtBQUssS0FBSyxLQUFLLEtBQUssSUFBSSxJQUFJLEdBQUcsR0FBRyxNQUFNLENBQUMsR0FBRyxHQUFHLE1BQU0sQ0FBQyxDQUFDO0FBQ25ILFVBQU0sSUFBSSxTQUFTO0FBQ25CLFdBQU8sTUFBTSxHQUFHLFFBQVEsRUFBRSxZQUFZLE9BQU8sUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxHQUFHLENBQUMsQ0FBQztBQUMxRSxXQUFPLEVBQUUsTUFBTSxJQUFJLEVBQUUsS0FBSyxjQUFjO0FBRXhDLFdBQU8sTUFBTSxTQUFTLEdBQUcsUUFBUSxFQUFFLFlBQVksT0FBTyxRQUFRLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLENBQUMsQ0FBQztBQUNoRixVQUFNLFVBQVUsT0FBTyxJQUFJLENBQUMsRUFBRSxLQUFLLElBQUksT0FBTyxFQUFFLEtBQUssSUFBSSxFQUFFO0FBQzNELFdBQU8sTUFBTSxTQUFTLEdBQUcsU0FBUyxFQUFFLFlBQVksT0FBTyxRQUFRLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLENBQUMsQ0FBQztBQUFBLEVBQ25GLENBQUM7QUFFRCxLQUFHLHFHQUFxRyxNQUFNO0FBTTVHLFVBQU0sU0FBa0I7QUFBQSxNQUN0QixFQUFFLEtBQUssS0FBSyxLQUFLLElBQUk7QUFBQSxNQUNyQixFQUFFLEtBQUssS0FBSyxLQUFLLElBQUk7QUFBQSxNQUNyQixHQUFHLE1BQU0sS0FBSyxFQUFFLFFBQVEsR0FBRyxHQUFHLENBQUMsR0FBRyxPQUFPLEVBQUUsS0FBSyxNQUFNLEdBQUcsS0FBSyxJQUFJLEVBQUU7QUFBQSxJQUN0RTtBQUNBLFdBQU8sTUFBTSxTQUFTLEVBQUUsT0FBTyxNQUFNLENBQUMsR0FBRyxRQUFRLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxHQUFHLEdBQUcsSUFBSSxJQUFJLEVBQUUsQ0FBQztBQUM1RixVQUFNLElBQUksU0FBUztBQUNuQixXQUFPLE1BQU0sR0FBRyxRQUFRLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxHQUFHLEVBQUUsQ0FBQztBQUN4RCxXQUFPLEVBQUUsTUFBTSxRQUFRLEVBQUUsWUFBWSxLQUFLLEVBQUU7QUFDNUMsV0FBTyxzQkFBc0IsT0FBTyxFQUFFLE9BQU8sTUFBTSxDQUFDLEVBQUUsSUFBSSxFQUFFLEtBQUssVUFBVTtBQUFBLEVBQzdFLENBQUM7QUFFRCxLQUFHLGlIQUFpSCxNQUFNO0FBSXhILFVBQU0sT0FBZ0I7QUFBQSxNQUNwQixFQUFFLEtBQUssS0FBSyxLQUFLLElBQUk7QUFBQSxNQUNyQixFQUFFLEtBQUssS0FBSyxLQUFLLElBQUk7QUFBQSxNQUNyQixHQUFHLE1BQU0sS0FBSyxFQUFFLFFBQVEsR0FBRyxHQUFHLENBQUMsR0FBRyxPQUFPLEVBQUUsS0FBSyxNQUFNLElBQUksR0FBRyxLQUFLLElBQUksRUFBRTtBQUFBLElBQzFFO0FBQ0EsV0FBTyxNQUFNLFNBQVMsRUFBRSxPQUFPLE1BQU0sQ0FBQyxHQUFHLE1BQU0sRUFBRSxRQUFRLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxHQUFHLENBQUMsQ0FBQztBQUNwRixXQUFPLE1BQU0sU0FBUyxHQUFHLE1BQU0sRUFBRSxRQUFRLEdBQUcsQ0FBQyxDQUFDLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxHQUFHLEVBQUUsQ0FBQztBQUdyRSxVQUFNLFFBQWlCO0FBQUEsTUFDckIsRUFBRSxLQUFLLEtBQUssS0FBSyxJQUFJO0FBQUEsTUFDckIsRUFBRSxLQUFLLEtBQUssS0FBSyxJQUFJO0FBQUEsTUFDckIsR0FBRyxNQUFNLEtBQUssRUFBRSxRQUFRLEdBQUcsR0FBRyxDQUFDLEdBQUcsT0FBTyxFQUFFLEtBQUssTUFBTSxJQUFJLEdBQUcsS0FBSyxJQUFJLEVBQUU7QUFBQSxJQUMxRTtBQUNBLFdBQU8sTUFBTSxTQUFTLEVBQUUsT0FBTyxNQUFNLENBQUMsR0FBRyxPQUFPLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxHQUFHLEdBQUcsR0FBRyxDQUFDLENBQUM7QUFDckYsV0FBTyxNQUFNLFNBQVMsR0FBRyxPQUFPLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxHQUFHLEdBQUcsRUFBRSxDQUFDO0FBQUEsRUFDckUsQ0FBQztBQUVELEtBQUcsK0VBQStFLE1BQU07QUFDdEYsVUFBTSxTQUFrQjtBQUFBLE1BQ3RCLEVBQUUsS0FBSyxLQUFLLEtBQUssSUFBSTtBQUFBLE1BQ3JCLEVBQUUsS0FBSyxLQUFLLEtBQUssSUFBSTtBQUFBLE1BQ3JCLEdBQUcsTUFBTSxLQUFLLEVBQUUsUUFBUSxHQUFHLEdBQUcsQ0FBQyxHQUFHLE9BQU8sRUFBRSxLQUFLLE1BQU0sR0FBRyxLQUFLLElBQUksRUFBRTtBQUFBLElBQ3RFO0FBR0EsVUFBTSxJQUFJLFNBQVM7QUFDbkIsV0FBTyxNQUFNLEdBQUcsT0FBTyxNQUFNLEdBQUcsQ0FBQyxHQUFHLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxDQUFDLENBQUM7QUFDaEUsVUFBTSxJQUFJLFNBQVM7QUFDbkIsTUFBRSxlQUFlLGdCQUFnQixFQUFFLGtCQUFrQixDQUFDLENBQUM7QUFDdkQsVUFBTSxPQUFPLENBQUMsTUFBc0I7QUFDbEMsWUFBTSxNQUFnQixDQUFDO0FBQ3ZCLGVBQVMsUUFBUSxHQUFHLFFBQVEsT0FBTyxRQUFRLFNBQVM7QUFDbEQsY0FBTSxLQUFLLE9BQU8sS0FBSztBQUN2QixjQUFNLFlBQVksU0FBUyxJQUFJLElBQUksU0FBUyxDQUFDLEtBQUs7QUFDbEQsY0FBTSxRQUFRLEVBQUUsT0FBTyxLQUFLLEdBQUcsS0FBSyxLQUFLLElBQUksR0FBRyxNQUFNLEdBQUcsS0FBSyxLQUFLLEdBQUcsS0FBSyxXQUFXLGVBQWUsSUFBSSxnQkFBZ0IsRUFBRTtBQUMzSCxZQUFJLEVBQUUsY0FBYyxLQUFLLEVBQUcsS0FBSSxLQUFLLEtBQUs7QUFBQSxNQUM1QztBQUNBLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxRQUFRLFNBQVM7QUFHdkIsVUFBTSxRQUFRLEVBQUUsa0JBQWtCO0FBQ2xDLFVBQU0sSUFBSSxTQUFTO0FBQ25CLE1BQUUsZUFBZSxFQUFFLFFBQVEsQ0FBQyxFQUFFLE9BQU8sR0FBRyxNQUFNLEVBQUUsQ0FBQyxHQUFHLFdBQVcsTUFBTSxXQUFXLE1BQU0sTUFBTSxNQUFNLFlBQVksTUFBTSxXQUFXLENBQUM7QUFDaEksV0FBTyxLQUFLLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxFQUFFLENBQUM7QUFDNUIsV0FBTyxLQUFLLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxFQUFFLENBQUM7QUFDNUIsV0FBTyxLQUFLLENBQUMsQ0FBQyxFQUFFLFFBQVEsQ0FBQyxFQUFFLENBQUM7QUFFNUIsV0FBTyxLQUFLLEtBQUssQ0FBQyxFQUFFLElBQUksUUFBUSxDQUFDLEVBQUUsQ0FBQztBQUFBLEVBQ3RDLENBQUM7QUFFRCxLQUFHLDJEQUEyRCxNQUFNO0FBQ2xFLFVBQU0sSUFBSSxTQUFTLEVBQUUsZUFBZSxHQUFHLENBQUM7QUFDeEMsVUFBTSxTQUFTLEtBQUssR0FBRyxLQUFLLEdBQUc7QUFDL0IsVUFBTSxRQUFRLE1BQU0sR0FBRyxNQUFNO0FBQzdCLFdBQU8sTUFBTSxHQUFHLE1BQU0sQ0FBQyxFQUFFLFFBQVEsS0FBSztBQUFBLEVBQ3hDLENBQUM7QUFDSCxDQUFDO0FBRUQsU0FBUyxrQkFBa0IsTUFBTTtBQUMvQixLQUFHLGdDQUFnQyxNQUFNO0FBQ3ZDLFdBQU8sT0FBTyxNQUFNLG1CQUFtQixPQUFPLEVBQUUsR0FBRyxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDeEYsV0FBTyxPQUFPLE1BQU0sbUJBQW1CLE9BQU8sRUFBRSxHQUFHLElBQUksQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUMxRixXQUFPLE9BQU8sTUFBTSxtQkFBbUIsT0FBTyxFQUFFLEdBQUcsRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ3hGLFdBQU8sT0FBTyxNQUFNLHVCQUF1QixPQUFPLEVBQUUsT0FBTyxLQUFLLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDbkcsV0FBTyxPQUFPLE1BQU0sdUJBQXVCLE9BQU8sRUFBRSxPQUFPLE1BQU0sQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUNwRyxXQUFPLE9BQU8sTUFBTSx1QkFBdUIsT0FBTyxFQUFFLFlBQVksRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ3JHLFdBQU8sT0FBTyxNQUFNLHNCQUFzQixPQUFPLEVBQUUsUUFBUSxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDaEcsV0FBTyxPQUFPLE1BQU0sc0JBQXNCLE9BQU8sRUFBRSxXQUFXLEdBQUcsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUNwRyxXQUFPLE9BQU8sTUFBTSxzQkFBc0IsT0FBTyxFQUFFLGFBQWEsRUFBRSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ3JHLFdBQU8sT0FBTyxNQUFNLG1CQUFtQixPQUFPLEVBQUUsR0FBRyxFQUFFLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDeEYsV0FBTyxPQUFPLE1BQU0sc0JBQXNCLE9BQU8sQ0FBQyxDQUFDLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDdEYsV0FBTyxPQUFPLE1BQU0sc0JBQXNCLE9BQU8sRUFBRSxhQUFhLEVBQUUsQ0FBQyxDQUFDLENBQUMsRUFBRSxLQUFLLFdBQVcsY0FBYztBQUNyRyxXQUFPLE9BQU8sTUFBTSxzQkFBc0IsT0FBTyxFQUFFLGFBQWEsSUFBSSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxjQUFjO0FBQ3ZHLFdBQU8sT0FBTyxNQUFNLHNCQUFzQixPQUFPLEVBQUUsT0FBTyxNQUFNLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGNBQWM7QUFDbkcsV0FBTyxPQUFPLE1BQU0sTUFBTSxDQUFDLENBQUMsQ0FBQyxFQUFFLEtBQUssV0FBVyxnQkFBZ0I7QUFDL0QsV0FBTyxPQUFPLE1BQU0sVUFBVSxLQUFLLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGdCQUFnQjtBQUN4RSxXQUFPLE9BQU8sTUFBTSxTQUFTLEVBQUUsUUFBUSxHQUFHLENBQUMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxXQUFXLGdCQUFnQjtBQUFBLEVBQ2pGLENBQUM7QUFFRCxLQUFHLHNDQUFzQyxNQUFNO0FBQzdDLFdBQU8sQ0FBQyxvQkFBb0Isb0JBQW9CLHdCQUF3QixxQkFBcUIsRUFBRSxJQUFJLENBQUMsTUFBTSxFQUFFLElBQUksQ0FBQyxFQUFFLFFBQVE7QUFBQSxNQUN6SDtBQUFBLE1BQ0E7QUFBQSxNQUNBO0FBQUEsTUFDQTtBQUFBLElBQ0YsQ0FBQztBQUNELFVBQU0sSUFBSSxzQkFBc0IsT0FBTyxFQUFFLFFBQVEsR0FBRyxXQUFXLElBQUksQ0FBQztBQUNwRSxXQUFPLEVBQUUsSUFBSSxFQUFFLEtBQUssVUFBVTtBQUM5QixXQUFRLEVBQXNDLE9BQU8sRUFBRSxRQUFRO0FBQUEsTUFDN0QsUUFBUTtBQUFBLE1BQ1IsZ0JBQWdCO0FBQUEsTUFDaEIsT0FBTztBQUFBLE1BQ1AsT0FBTztBQUFBLE1BQ1AsYUFBYTtBQUFBLE1BQ2IsS0FBSztBQUFBLE1BQ0wsUUFBUTtBQUFBLE1BQ1IsV0FBVztBQUFBLElBQ2IsQ0FBQztBQUFBLEVBQ0gsQ0FBQztBQUVELEtBQUcsOEVBQThFLE1BQU07QUFDckYsV0FBTyxzQkFBc0IsT0FBTyxDQUFDLENBQUMsRUFBRSxNQUFNLEVBQUUsS0FBSyxJQUFJO0FBQ3pELFdBQU8sc0JBQXNCLE9BQU8sRUFBRSxLQUFLLE1BQU0sQ0FBQyxFQUFFLE1BQU0sRUFBRSxLQUFLLEtBQUs7QUFDdEUsV0FBTyxNQUFNLHNCQUFzQixPQUFPLEVBQUUsS0FBSyxLQUFLLENBQUMsQ0FBQyxFQUFFLFFBQVEsT0FBTyxpQkFBaUIsRUFBRSxNQUFNLG9CQUFvQixDQUFDLENBQUM7QUFBQSxFQUMxSCxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsdUNBQXVDLE1BQU07QUFFcEQsUUFBTSxRQUFRLENBQUMsS0FBYSxjQUFrQztBQUFBLElBQzVELE9BQU87QUFBQSxJQUNQO0FBQUEsSUFDQSxLQUFLO0FBQUEsSUFDTCxLQUFLO0FBQUEsSUFDTDtBQUFBLElBQ0EsV0FBVztBQUFBLElBQ1gsZUFBZTtBQUFBLElBQ2YsZ0JBQWdCO0FBQUEsSUFDaEIsU0FBUztBQUFBLEVBQ1g7QUFDQSxLQUFHLCtEQUErRCxNQUFNO0FBQ3RFLFdBQU8sU0FBUyxFQUFFLGNBQWMsTUFBTSxLQUFLLE1BQVMsQ0FBQyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBQ2pFLFdBQU8sU0FBUyxFQUFFLGNBQWMsTUFBTSxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxLQUFLO0FBQzVELFdBQU8sU0FBUyxFQUFFLGNBQWMsTUFBTSxLQUFLLEdBQUcsQ0FBQyxDQUFDLEVBQUUsS0FBSyxJQUFJO0FBRTNELFVBQU0sUUFBUSxFQUFFLEdBQUcsTUFBTSxLQUFLLEdBQUcsR0FBRyxlQUFlLFFBQVcsV0FBVyxPQUFPLGtCQUFrQjtBQUNsRyxXQUFPLFNBQVMsRUFBRSxjQUFjLEtBQUssQ0FBQyxFQUFFLEtBQUssS0FBSztBQUNsRCxXQUFPLFNBQVMsRUFBRSxjQUFjLEVBQUUsR0FBRyxPQUFPLFVBQVUsT0FBVSxDQUFDLENBQUMsRUFBRSxLQUFLLElBQUk7QUFBQSxFQUMvRSxDQUFDO0FBRUQsS0FBRywyQ0FBMkMsTUFBTTtBQUNsRCxVQUFNLElBQUksU0FBUztBQUNuQixNQUFFLGNBQWMsTUFBTSxLQUFLLEdBQUcsQ0FBQztBQUUvQixXQUFPLEVBQUUsTUFBTSxNQUFNLEVBQUUsWUFBWSxHQUFHLEVBQUU7QUFBQSxFQUMxQyxDQUFDO0FBQ0gsQ0FBQztBQUVELFNBQVMsd0RBQXdELE1BQU07QUFDckUsUUFBTSxRQUFRLENBQUMsT0FBZSxLQUFhLE9BQU8sT0FBTztBQUFBLElBQ3ZEO0FBQUEsSUFDQTtBQUFBLElBQ0EsS0FBSyxNQUFNO0FBQUEsSUFDWCxLQUFLO0FBQUEsSUFDTCxXQUFXLFFBQVE7QUFBQSxJQUNuQixlQUFlO0FBQUEsSUFDZixnQkFBZ0I7QUFBQSxJQUNoQjtBQUFBLEVBQ0Y7QUFDQSxLQUFHLGdHQUFnRyxNQUFNO0FBQ3ZHLFVBQU0sSUFBSSxTQUFTO0FBQ25CLFVBQU0sT0FBaUIsQ0FBQztBQUN4QixRQUFJLFFBQVE7QUFDWixhQUFTLElBQUksR0FBRyxJQUFJLEdBQUcsS0FBSztBQUMxQixhQUFPLEVBQUUsY0FBYyxNQUFNLE9BQU8sR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLEtBQUs7QUFDckQsWUFBTSxJQUFJLEVBQUUsWUFBWSxNQUFNLE9BQU8sR0FBRyxDQUFDLEtBQUs7QUFDOUMsV0FBSyxLQUFLLENBQUM7QUFDWCxlQUFTO0FBQUEsSUFDWDtBQUNBLFdBQU8sSUFBSSxFQUFFLFFBQVEsQ0FBQyxHQUFHLEdBQUcsR0FBRyxJQUFJLElBQUksRUFBRSxDQUFDO0FBRTFDLFdBQU8sRUFBRSxjQUFjLE1BQU0sT0FBTyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssS0FBSztBQUNyRCxXQUFPLEVBQUUsWUFBWSxNQUFNLE9BQU8sR0FBRyxDQUFDLENBQUMsRUFBRSxLQUFLLENBQUM7QUFDL0MsV0FBTyxTQUFTLEVBQUUsUUFBUSxFQUFFLENBQUMsRUFBRSxZQUFZLE1BQU0sR0FBRyxHQUFHLENBQUMsQ0FBQyxFQUFFLEtBQUssQ0FBQztBQUFBLEVBQ25FLENBQUM7QUFFRCxLQUFHLHFFQUFxRSxNQUFNO0FBQzVFLFVBQU0sSUFBSSxTQUFTLEVBQUUsUUFBUSxHQUFHLENBQUM7QUFHakMsVUFBTSxRQUFRLENBQUMsR0FBRyxHQUFHLEdBQUcsQ0FBQztBQUN6QixVQUFNLE9BQU8sTUFBTSxJQUFJLENBQUMsTUFBTSxNQUFNO0FBQ2xDLFlBQU0sS0FBSyxFQUFFLEdBQUcsTUFBTSxLQUFLLEdBQUcsS0FBSyxJQUFJLEdBQUcsV0FBVyxPQUFPLG1CQUFtQixlQUFlLEdBQUc7QUFDakcsYUFBTyxFQUFFLGNBQWMsRUFBRSxDQUFDLEVBQUUsS0FBSyxLQUFLO0FBQ3RDLGFBQU8sRUFBRSxZQUFZLEVBQUU7QUFBQSxJQUN6QixDQUFDO0FBRUQsV0FBTyxJQUFJLEVBQUUsUUFBUSxDQUFDLEdBQUcsR0FBRyxHQUFHLEVBQUUsQ0FBQztBQUNsQyxXQUFPLEVBQUUsTUFBTSxNQUFNLEVBQUUsS0FBSyxFQUFFO0FBQUEsRUFDaEMsQ0FBQztBQUVELEtBQUcsa0RBQWtELE1BQU07QUFDekQsVUFBTSxJQUFJLFNBQVM7QUFDbkIsTUFBRSxjQUFjLE1BQU0sR0FBRyxLQUFLLENBQUMsQ0FBQztBQUNoQyxXQUFPLEVBQUUsTUFBTSxNQUFNLEVBQUUsS0FBSyxFQUFFO0FBQzlCLFdBQU8sTUFBTSxTQUFTLEVBQUUsUUFBUSxFQUFFLENBQUMsQ0FBQyxFQUFFLFFBQVEsT0FBTyxpQkFBaUIsRUFBRSxNQUFNLHNCQUFzQixDQUFDLENBQUM7QUFDdEcsV0FBTyxNQUFNLHNCQUFzQixPQUFPLEVBQUUsUUFBUSxJQUFJLENBQUMsQ0FBQyxFQUFFLFFBQVEsT0FBTyxpQkFBaUIsRUFBRSxNQUFNLG9CQUFvQixDQUFDLENBQUM7QUFBQSxFQUM1SCxDQUFDO0FBQ0gsQ0FBQzsiLAogICJuYW1lcyI6IFtdCn0K
