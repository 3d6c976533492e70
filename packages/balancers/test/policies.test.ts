import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import type { InvocationPolicy, PolicyState } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import {
  type AdaptivePolicy,
  adaptive,
  adaptivePolicyFactory,
  every,
  everyPolicyFactory,
  never,
  neverPolicyFactory,
  threshold,
  thresholdPolicyFactory,
} from '../src/policies/index.ts';

interface Phase {
  /** Measured wall time of the phase (PolicyState.phaseMs). */
  readonly ms?: number;
  readonly max: number;
  readonly min?: number;
  readonly avg: number;
}

/**
 * Drive a policy the way the runtime's Balancing driver does: sinceLast, the mean measured cost of
 * the balances so far (`costMs` per balance), and the mean loss per phase when loads are times.
 */
function drive(
  policy: InvocationPolicy,
  phases: readonly Phase[],
  options: { costMs?: number; loadIsTime?: boolean; phaseMs?: number } = {},
): number[] {
  const balancedAt: number[] = [];
  let lossTotal = 0;
  let costTotal = 0;
  for (const [phase, p] of phases.entries()) {
    lossTotal += p.max - p.avg;
    const last = balancedAt[balancedAt.length - 1];
    const state: PolicyState = {
      phase,
      max: p.max,
      min: p.min ?? p.avg - (p.max - p.avg),
      avg: p.avg,
      sinceLast: last === undefined ? Number.POSITIVE_INFINITY : phase - last,
      balanceCostMs: balancedAt.length === 0 ? undefined : costTotal / balancedAt.length,
      lossPerPhaseMs: options.loadIsTime === false ? undefined : lossTotal / (phase + 1),
      phaseMs: p.ms ?? options.phaseMs,
    };
    if (policy.shouldBalance(state)) {
      balancedAt.push(phase);
      costTotal += options.costMs ?? 10;
    }
  }
  return balancedAt;
}

const flat = (n: number, max: number, avg: number): Phase[] => Array.from({ length: n }, () => ({ max, avg }));

function codeOf(f: () => unknown): string {
  try {
    f();
  } catch (err) {
    expect(err).toBeInstanceOf(MeshworkError);
    return (err as MeshworkError).code;
  }
  return 'no error';
}

describe('never and every(k)', () => {
  it('never balances', () => {
    expect(drive(never(), flat(20, 100, 10))).toEqual([]);
    expect(neverPolicyFactory.create().name).toBe('never');
  });

  it('every(k) balances after phases k-1, 2k-1, ... whatever the loads', () => {
    expect(drive(every(3), flat(10, 10, 10))).toEqual([2, 5, 8]);
    expect(drive(every(1), flat(4, 10, 10))).toEqual([0, 1, 2, 3]);
    expect(drive(everyPolicyFactory.create({ k: 4 }), flat(9, 10, 5))).toEqual([3, 7]);
    expect(drive(everyPolicyFactory.create(), flat(2, 10, 5))).toEqual([0, 1]);
  });

  it('every(k) and threshold(theta, k) skip the loads of the phases that decide nothing (nextCheck)', () => {
    const state = (phase: number): PolicyState =>
      ({ ...flat(1, 10, 10)[0], min: 10, phase, sinceLast: 1, balanceCostMs: 1, lossPerPhaseMs: 0 }) as PolicyState;
    // after phase p the next phase that decides is the next q with (q + 1) % k === 0
    for (const p of [every(5), threshold(0.1, 5)]) {
      expect([0, 1, 2, 3, 4, 5, 8, 9].map((phase) => p.nextCheck?.(state(phase)))).toEqual([4, 3, 2, 1, 5, 4, 1, 5]);
    }
    // every(1) looks at every phase
    expect([0, 1, 2].map((phase) => every(1).nextCheck?.(state(phase)))).toEqual([1, 1, 1]);
  });
});

describe('threshold(theta, checkEvery): section 6 of the functional paper', () => {
  it('checks only every checkEvery phases and balances when (Tmax - Tmin)/Tavg > theta', () => {
    // spread (max - min)/avg: 0.05 for phases 0-9, 0.2 from phase 10 on, back to 0.05 from 25
    const phases: Phase[] = Array.from({ length: 40 }, (_, i) =>
      i >= 10 && i < 25 ? { max: 110, min: 90, avg: 100 } : { max: 102.5, min: 97.5, avg: 100 },
    );
    expect(drive(threshold(0.1, 10), phases)).toEqual([19]);
    expect(drive(threshold(0.1, 5), phases)).toEqual([14, 19, 24]);
    expect(drive(threshold(0.25, 1), phases)).toEqual([]);
    expect(drive(threshold(0.01, 1), phases.slice(0, 3))).toEqual([0, 1, 2]);
  });

  it('the factory defaults to the paper example: 10% every 10th pass', () => {
    const p = thresholdPolicyFactory.create();
    expect((p as unknown as { options: unknown }).options).toEqual({ theta: 0.1, checkEvery: 10 });
    expect(drive(p, flat(30, 120, 100))).toEqual([9, 19, 29]);
  });

  it('is exactly at the threshold: no balance (strictly greater)', () => {
    expect(drive(threshold(0.2, 1), [{ max: 110, min: 90, avg: 100 }])).toEqual([]);
  });
});

describe('adaptive: rent-or-buy on measured loss and cost', () => {
  it('first balance when the relative imbalance exceeds firstThreshold (cost still unknown)', () => {
    const phases: Phase[] = [...flat(3, 102, 100), ...flat(3, 110, 100)];
    const p = adaptive({ persist: false });
    expect(drive(p, phases, { costMs: 1000 })).toEqual([3]);
    expect(p.last?.rule).toBe('loss-vs-cost');
  });

  it('then balances when the loss since the last balance reaches factor * cost', () => {
    // Imbalance drifts linearly after each balance: loss_j = 2 * j ms per phase (j = phases since).
    // With cost C = 30 ms the accumulated loss 2 + 4 + ... reaches 30 after 5 phases (2+4+6+8+10).
    const policy = adaptive({ persist: false, initialCostMs: 30 });
    const balancedAt: number[] = [];
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
        sinceLast: last === undefined ? Number.POSITIVE_INFINITY : phase - last,
        balanceCostMs: balancedAt.length === 0 ? undefined : 30,
        lossPerPhaseMs: lossTotal / (phase + 1),
      });
      if (yes) {
        balancedAt.push(phase);
        since = 0;
      }
    }
    // V-curve for linear drift g = 2, C = 30: a period of n phases costs C/n + g(n+1)/2 per phase,
    // 12 ms for n = 5 and n = 6 alike (the bottom; n = 4 or 7 cost 12.5 and 12.3). The rule balances
    // when the loss reaches C: after 5 phases the first time (no baseline yet), then every 6 (the
    // first phase's loss, 2 ms, is the baseline balancing did not remove).
    expect(balancedAt).toEqual([4, 10, 16, 22, 28, 34]);
  });

  it('balances less often when balancing is dearer, more often when cheaper (factor moves along the V)', () => {
    const drift = (cost: number, factor: number) => {
      const policy = adaptive({ persist: false, initialCostMs: cost, factor });
      const at: number[] = [];
      let since = 0;
      for (let phase = 0; phase < 200; phase++) {
        since++;
        const last = at[at.length - 1];
        if (
          policy.shouldBalance({
            phase,
            max: 100 + since,
            min: 100 - since,
            avg: 100,
            sinceLast: last === undefined ? Number.POSITIVE_INFINITY : phase - last,
            balanceCostMs: at.length === 0 ? undefined : cost,
            lossPerPhaseMs: 1,
          })
        ) {
          at.push(phase);
          since = 0;
        }
      }
      return at.length;
    };
    expect(drift(100, 1)).toBeLessThan(drift(10, 1));
    expect(drift(10, 4)).toBeLessThan(drift(10, 1));
  });

  it('ignores residual imbalance that balancing does not remove, and noise', () => {
    // After the first balance the loss stays at 5 ms per phase (what the balancer cannot fix):
    // loss above that baseline is 0, so no further balances however long it runs.
    const phases: Phase[] = [{ max: 150, avg: 100 }, ...flat(100, 105, 100)];
    expect(drive(adaptive({ persist: false }), phases, { costMs: 1 })).toEqual([0]);
    // A balanced run with 0.5% jitter never balances even with a free balance estimate.
    const jitter: Phase[] = Array.from({ length: 50 }, (_, i) => ({ max: 100 + (i % 2) * 0.5, avg: 100 }));
    expect(drive(adaptive({ persist: false, initialCostMs: 0.001 }), jitter)).toEqual([]);
  });

  it('a step in the imbalance after a balance triggers again once its loss pays for a balance', () => {
    // balance at 0 (50% imbalance); baseline 2 ms; from phase 11 the loss jumps to 22 ms (20 above
    // the baseline): with a 50 ms cost, 20 + 20 + 20 >= 50 after three phases -> phase 13.
    const phases: Phase[] = [{ max: 150, avg: 100 }, ...flat(10, 102, 100), ...flat(10, 122, 100)];
    const p = adaptive({ persist: false });
    expect(drive(p, phases, { costMs: 50 })).toEqual([0, 13]);
  });

  it('a residual above the first threshold that no balance was seen to leave is not the baseline', () => {
    // the first balance (100% -> 20%, r = 0.8) decided on misleading loads: 20% stays. Taken as
    // the balancer's limit it would never balance again; capped at the 5% first threshold the loss
    // above it (15 ms a phase) pays for a 30 ms balance at phase 2. That one removes nothing (20%
    // -> 20%): now the residual is shown to be the limit and no third balance comes.
    const phases: Phase[] = [{ max: 200, avg: 100 }, ...flat(20, 120, 100)];
    expect(drive(adaptive({ persist: false }), phases, { costMs: 30 })).toEqual([0, 2]);
    expect(drive(adaptive({ persist: false, learn: false }), phases, { costMs: 30 })).toEqual([0, 2]);
  });

  it('the baseline is relative: a residual shown at a small load is not outweighed by a larger one', () => {
    // 40% -> 30% (r = 0.25: the residual is the balancer's limit), then the load grows tenfold with
    // the same 30%: no loss above the baseline (in ms it would be 3 against 30 a phase)
    const phases: Phase[] = [{ max: 14, avg: 10 }, { max: 13, avg: 10 }, ...flat(20, 130, 100)];
    expect(drive(adaptive({ persist: false, learn: false }), phases, { costMs: 10 })).toEqual([0]);
    // and a loss above it still counts at the phase's own scale: 35% at a mean of 100 is 5 ms above
    const above: Phase[] = [{ max: 14, avg: 10 }, { max: 13, avg: 10 }, ...flat(20, 135, 100)];
    expect(drive(adaptive({ persist: false, learn: false }), above, { costMs: 10 })).toEqual([0, 3]);
  });

  it('without a time scale (work-unit loads, no msPerUnit) it falls back to the relative test', () => {
    const phases: Phase[] = [...flat(2, 103, 100), { max: 108, avg: 100 }, ...flat(2, 103, 100)];
    const p = adaptive({ persist: false });
    expect(drive(p, phases, { loadIsTime: false })).toEqual([2]);
    expect(p.last?.rule).toBe('relative');
    // with msPerUnit the loss-vs-cost rule applies to work units
    const q = adaptive({ persist: false, msPerUnit: 2, initialCostMs: 20 });
    expect(drive(q, flat(6, 103, 100), { loadIsTime: false, costMs: 20 })).toEqual([3]);
  });

  it('with work-unit loads and the measured phase time, ms per unit is phaseMs / max', () => {
    // 2 ms per unit; the first balance by the 5% threshold (phase 1), then the loss grows by 2 ms
    // a phase over the residual of the first phase after it: 0 + 2 + 4 + 6 + 8 = 20 ms, the cost
    // of a balance, after five phases (phase 6)
    const drift = (n: number): Phase[] => Array.from({ length: n }, (_, j) => ({ max: 101 + j, avg: 100, ms: 2 * (101 + j) }));
    const phases: Phase[] = [{ max: 101, avg: 100, ms: 202 }, { max: 110, avg: 100, ms: 220 }, ...drift(5), ...drift(2)];
    const p = adaptive({ persist: false });
    expect(drive(p, phases, { loadIsTime: false, costMs: 20 })).toEqual([1, 6]);
    expect(p.last?.rule).toBe('loss-vs-cost');
    // a dearer balance waits longer; without the phase time the relative test never sees > 5% again
    expect(drive(adaptive({ persist: false }), phases, { loadIsTime: false, costMs: 40 })).toEqual([1]);
    const untimed = phases.map(({ max, avg }) => ({ max, avg }));
    expect(drive(adaptive({ persist: false }), untimed, { loadIsTime: false, costMs: 20 })).toEqual([1]);
  });

  it('efficacy: a balance that left the imbalance where it was makes the next one wait for 10x the loss', () => {
    // balance at 0 (8% imbalance, cost unknown); the next phase is still 8% off: the balance
    // removed nothing (r = 0 -> e = minEfficacy 0.1). The loss then grows 1 ms a phase over that
    // baseline of 8 ms (and keeps growing: the loads never settle). With a 10 ms cost, learn: false
    // balances when 1 + 2 + 3 + 4 >= 10 (phase 5) and every 5 phases after; learning waits until
    // 0.1 * (1 + ... + 14) >= 10 (phase 15), and the balance at 15 removes nothing either.
    const phases: Phase[] = [
      { max: 108, avg: 100 },
      { max: 108, avg: 100 },
      ...Array.from({ length: 20 }, (_, j) => ({ max: 109 + j, avg: 100 })),
    ];
    expect(drive(adaptive({ persist: false, learn: false }), phases, { costMs: 10 })).toEqual([0, 5, 10, 15, 20]);
    const p = adaptive({ persist: false });
    expect(drive(p, phases, { costMs: 10 })).toEqual([0, 15]);
    expect(p.last?.efficacy).toBeCloseTo(0.1, 12);
    expect(adaptivePolicyFactory.create({ learn: false }).name).toBe('adaptive');
  });

  it('efficacy: a balance is not judged when the mean load moved by more than a quarter', () => {
    // as above (balance at 0 at 8%, the phase after still 8% off), but the work itself changed
    // between the two phases: the phase after carries a mean of 70 (-30%), so its imbalance is of
    // another workload and no efficacy is recorded; the policy decides as without learning. At a
    // mean of 80 (-20%, within the quarter) the balance is judged: it removed nothing (e = 0.1).
    const after = (avg: number): Phase[] => [
      { max: 108, avg: 100 },
      { max: avg * 1.08, avg },
      ...Array.from({ length: 20 }, (_, j) => ({ max: avg * 1.08 + 1 + j, avg })),
    ];
    const p = adaptive({ persist: false });
    expect(drive(p, after(70).slice(0, 3), { costMs: 10 })).toEqual([0]);
    expect(p.last?.efficacy).toBe(1);
    const q = adaptive({ persist: false });
    expect(drive(q, after(80).slice(0, 3), { costMs: 10 })).toEqual([0]);
    expect(q.last?.efficacy).toBeCloseTo(0.1, 12);
    // over the run: unjudged, the balance is not shown to have failed, so its 8% residual counts
    // above the 5% first threshold (2.1, 3.1, 4.1, 5.1 ms at a mean of 70) and the second balance
    // comes at phase 4, with learning or without; judged, the 8% is the baseline and the next
    // balance waits for ten times the loss above it (phase 15)
    expect(drive(adaptive({ persist: false, learn: false }), after(70), { costMs: 10 })[1]).toBe(4);
    expect(drive(adaptive({ persist: false }), after(70), { costMs: 10 })[1]).toBe(4);
    expect(drive(adaptive({ persist: false }), after(80), { costMs: 10 })[1]).toBe(15);
  });

  it('efficacy: a balance that removed at least half the imbalance counts in full, one that removed a third a third', () => {
    // 30% -> 14% (r = 0.53): full efficacy, and a residual the balance was not seen to leave, so
    // the baseline is the 5% first threshold, not 14%: the second balance comes at phase 2 (9 + 14
    // >= 10), with learning or without; that one removes nothing (19% -> 24%): without learning
    // its 24% is the baseline and the loss above it (5, 10, ...) pays at phase 5, 8, 11; with
    // learning the mean efficacy drops to (1 + 0.1) / 2 and the third waits longer (phase 6:
    // 0.55 * (5 + 10 + 15) >= 10), the fourth longer still (0.4 * (5 + 10 + 15) at phase 10)
    const half: Phase[] = [
      { max: 130, avg: 100 },
      { max: 114, avg: 100 },
      ...Array.from({ length: 10 }, (_, j) => ({ max: 119 + 5 * j, avg: 100 })),
    ];
    expect(drive(adaptive({ persist: false, learn: false }), half, { costMs: 10 })).toEqual([0, 2, 5, 8, 11]);
    expect(drive(adaptive({ persist: false }), half, { costMs: 10 })).toEqual([0, 2, 6, 10]);
    // 30% -> 20% (r = 1/3): with a 12 ms cost the loss above the 20 ms baseline (5, 10, 15, 20, ...)
    // pays at phase 3 (15 >= 12) without learning, at phase 5 with (a third of 50 >= 12)
    const third: Phase[] = [
      { max: 130, avg: 100 },
      { max: 120, avg: 100 },
      ...Array.from({ length: 10 }, (_, j) => ({ max: 125 + 5 * j, avg: 100 })),
    ];
    expect(drive(adaptive({ persist: false, learn: false }), third, { costMs: 12 })).toEqual([0, 3, 6, 9]);
    expect(drive(adaptive({ persist: false }), third, { costMs: 12 })).toEqual([0, 5, 11]);
  });

  it('efficacy survives a checkpoint: a restored instance decides as the original', () => {
    const phases: Phase[] = [
      { max: 108, avg: 100 },
      { max: 108, avg: 100 },
      ...Array.from({ length: 20 }, (_, j) => ({ max: 109 + j, avg: 100 })),
    ];
    // the original saw the balance at 0 and the phase after it (efficacy 0.1); a copy restored
    // from its checkpoint and a fresh instance continue from phase 2 on the same states
    const a = adaptive({ persist: false });
    expect(drive(a, phases.slice(0, 2), { costMs: 10 })).toEqual([0]);
    const b = adaptive({ persist: false });
    b.restoreState?.(structuredClone(a.checkpointState?.()));
    const cont = (p: AdaptivePolicy) => {
      const out: number[] = [];
      for (let phase = 2; phase < phases.length; phase++) {
        const ph = phases[phase] as Phase;
        const sinceLast = phase - (out[out.length - 1] ?? 0);
        const state = { phase, max: ph.max, min: 2 * ph.avg - ph.max, avg: ph.avg, sinceLast, balanceCostMs: 10, lossPerPhaseMs: 1 };
        if (p.shouldBalance(state)) out.push(phase);
      }
      return out;
    };
    const fresh = adaptive({ persist: false });
    // a checkpoint of an earlier version listed the window's losses instead of running sums:
    // phase 1's loss, (108 - 100) ms
    const saved = a.checkpointState?.() as { win: unknown; efficacies: number[]; lastPhase: number; last: unknown };
    const c = adaptive({ persist: false });
    c.restoreState?.({ window: [{ phase: 1, loss: 8 }], lastPhase: saved.lastPhase, last: saved.last, efficacies: saved.efficacies });
    expect(cont(c)).toEqual([15]);
    expect(cont(b)).toEqual([15]);
    expect(cont(a)).toEqual([15]);
    // without the history (no balance seen, so no efficacy and no baseline) it decides otherwise
    expect(cont(fresh)).not.toEqual([15]);
  });

  it('a reused instance starts afresh when the phases restart', () => {
    const p = adaptive({ persist: false, initialCostMs: 25 });
    const phases = flat(6, 110, 100);
    const first = drive(p, phases);
    expect(drive(p, phases)).toEqual(first);
  });
});

describe('policy options', () => {
  it('bad options are typed errors', () => {
    expect(codeOf(() => everyPolicyFactory.create({ k: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => everyPolicyFactory.create({ k: 1.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => everyPolicyFactory.create({ n: 3 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => thresholdPolicyFactory.create({ theta: -0.1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => thresholdPolicyFactory.create({ theta: '10%' }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => thresholdPolicyFactory.create({ checkEvery: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ factor: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ msPerUnit: -1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ initialCost: 3 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => neverPolicyFactory.create({ k: 1 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create([1]))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ minEfficacy: 0 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ minEfficacy: 1.5 }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => adaptivePolicyFactory.create({ learn: 'yes' }))).toBe(ErrorCodes.INVALID_OPTION);
    expect(codeOf(() => every(0))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => threshold(0.1, 0))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(codeOf(() => adaptive({ persist: false, factor: -1 }))).toBe(ErrorCodes.INVALID_ARGUMENT);
  });

  it('factories carry the registry names', () => {
    expect([neverPolicyFactory, everyPolicyFactory, thresholdPolicyFactory, adaptivePolicyFactory].map((f) => f.name)).toEqual([
      'never',
      'every',
      'threshold',
      'adaptive',
    ]);
    const a = adaptivePolicyFactory.create({ factor: 2, msPerUnit: 0.5 });
    expect(a.name).toBe('adaptive');
    expect((a as unknown as { options: unknown }).options).toEqual({
      factor: 2,
      firstThreshold: 0.05,
      noise: 0.01,
      learn: true,
      minEfficacy: 0.1,
      lag: true,
      maxGap: 16,
      persist: true,
      msPerUnit: 0.5,
    });
  });

  it('adaptive decides one phase late unless lag is false; lag must be a boolean', () => {
    expect(adaptivePolicyFactory.create({}).lagged).toBe(true);
    expect(adaptivePolicyFactory.create({ lag: false }).lagged).toBe(false);
    expect(() => adaptivePolicyFactory.create({ lag: 'no' })).toThrow(expect.objectContaining({ code: 'MW_INVALID_OPTION' }));
  });
});

describe('adaptive counts only an imbalance that persists from look to look', () => {
  // WaTor on measured time: level steps with one-step spikes on either rank
  const spiky: Phase[] = Array.from({ length: 60 }, (_, i) => ({ max: i % 10 === 9 ? 160 : 101, avg: 100 }));

  it('one-look spikes never trigger a balance, where they did without persistence', () => {
    expect(drive(adaptive(), spiky, { costMs: 1 })).toEqual([]);
    expect(drive(adaptive({ persist: false }), spiky, { costMs: 1 })).toEqual([9, 19, 29, 39, 49, 59]);
  });

  it('a lasting imbalance balances one look later; never on the first look of a run', () => {
    expect(drive(adaptive(), flat(6, 110, 100), { costMs: 1000 })).toEqual([1]);
    expect(drive(adaptive({ persist: false }), flat(6, 110, 100), { costMs: 1000 })).toEqual([0]);
    // after the balance, loss above the baseline counts at the lower of two neighbouring looks
    const phases: Phase[] = [...flat(2, 150, 100), ...flat(5, 102, 100), ...flat(8, 130, 100)];
    // (the 130s from phase 7 count from phase 8: 28 + 28 >= 50 at phase 9)
    expect(drive(adaptive(), phases, { costMs: 50 })).toEqual([1, 9]);
  });

  it('work-unit loads alike, with or without a time scale', () => {
    const spikes: Phase[] = spiky.map((p) => ({ ...p, ms: p.max }));
    expect(drive(adaptive(), spikes, { loadIsTime: false, costMs: 1 })).toEqual([]);
    expect(drive(adaptive(), spiky, { loadIsTime: false })).toEqual([]);
    expect(drive(adaptive({ persist: false }), spiky, { loadIsTime: false })).toEqual([9, 19, 29, 39, 49, 59]);
    // a lasting imbalance from the second look on (the relative rule, no time scale, every look above 5%)
    expect(drive(adaptive(), flat(4, 120, 100), { loadIsTime: false })).toEqual([1, 2, 3]);
  });

  it('survives a checkpoint: a restored instance decides as the original', () => {
    const original = adaptive();
    const head = drive(original, [{ max: 150, avg: 100 }], { costMs: 1 });
    const restored = adaptive();
    restored.restoreState?.(structuredClone(original.checkpointState?.()));
    const state = {
      phase: 1,
      max: 140,
      min: 60,
      avg: 100,
      sinceLast: Number.POSITIVE_INFINITY,
      balanceCostMs: undefined,
      lossPerPhaseMs: 45,
    };
    expect(head).toEqual([]);
    expect(restored.shouldBalance(state)).toBe(true);
    expect(adaptive().shouldBalance(state)).toBe(false);
  });

  it('persist must be a boolean', () => {
    expect(codeOf(() => adaptive({ persist: 'yes' as unknown as boolean }))).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(() => adaptivePolicyFactory.create({ persist: 1 })).toThrow(expect.objectContaining({ code: 'MW_INVALID_OPTION' }));
    expect((adaptivePolicyFactory.create({ persist: false }) as unknown as { options: { persist: boolean } }).options.persist).toBe(false);
  });
});

describe('adaptive with more ranks than cores', () => {
  // 8 ranks on 2 cores: the load per core is 4x the mean; a rank at 3x the mean costs nothing
  const state = (max: number, coreLoad: number | undefined) => ({
    phase: 3,
    max,
    min: 0,
    avg: 100,
    coreLoad,
    sinceLast: 2,
    balanceCostMs: 0.01,
    lossPerPhaseMs: undefined,
    phaseMs: 10,
  });
  it('does not balance below the load per core, balances above it', () => {
    expect(adaptive({ persist: false }).shouldBalance(state(300, undefined))).toBe(true);
    expect(adaptive({ persist: false }).shouldBalance(state(300, 400))).toBe(false);
    expect(adaptive({ persist: false }).shouldBalance(state(500, 400))).toBe(true);
    // before any balance (no cost known): the first threshold, on the same level
    const first = { ...state(300, 400), balanceCostMs: undefined, sinceLast: Number.POSITIVE_INFINITY };
    expect(adaptive({ persist: false }).shouldBalance(first)).toBe(false);
    expect(adaptive({ persist: false }).shouldBalance({ ...first, coreLoad: undefined })).toBe(true);
  });

  it('loss is measured from the load per core', () => {
    const p = adaptive({ persist: false });
    p.shouldBalance(state(500, 400));
    // 100 units above the level, at phaseMs / max(max, level) = 10 / 500 ms per unit: 2 ms
    expect(p.last?.lossMs).toBeCloseTo(2, 10);
  });
});

describe('adaptive looks less often while a balance is far off', () => {
  const state = (phase: number, max: number, span = 1) => ({
    phase,
    max,
    min: 200 - max,
    avg: 100,
    sinceLast: phase + 1,
    balanceCostMs: 10,
    lossPerPhaseMs: 1,
    span,
  });
  it('doubles the gap up to maxGap with no imbalance, and back to 1 when the loss nears the budget', () => {
    const p = adaptive({ persist: false });
    const gaps: number[] = [];
    let phase = 0;
    for (let i = 0; i < 6; i++) {
      expect(p.shouldBalance(state(phase, 100))).toBe(false);
      const g = p.nextCheck?.(state(phase, 100)) ?? 1;
      gaps.push(g);
      phase += g;
    }
    expect(gaps).toEqual([2, 4, 8, 16, 16, 16]);
    // 6 ms of loss a phase: 6 of the 10 ms budget is over half: look at the next phase
    expect(p.shouldBalance(state(phase, 106))).toBe(false);
    expect(p.nextCheck?.(state(phase, 106))).toBe(1);
    expect(adaptive({ persist: false, maxGap: 1 }).nextCheck?.(state(0, 100))).toBe(1);
  });

  it('never skips past the phase where the loss would pay for a balance', () => {
    const p = adaptive({ persist: false, maxGap: 64 });
    // no balance yet (no baseline), a 40 ms budget, 2 ms of loss a phase; each state stands for
    // the span given: the loss so far is 2, 6, 14, 18 ms (under half the budget each time)
    const spans = [1, 2, 4, 2];
    const gaps = spans.map((span, i) => {
      const st = { ...state(10 * i, 102, span), sinceLast: Number.POSITIVE_INFINITY, balanceCostMs: 40 };
      expect(p.shouldBalance(st)).toBe(false);
      return p.nextCheck?.(st);
    });
    // doubling, until the last: 16 would pass the 22 ms left at 2 ms a phase (11 phases)
    expect(gaps).toEqual([2, 4, 8, 11]);
    expect(p.last?.lossMs).toBe(18);
  });

  it("a state's span counts its loss that many times", () => {
    const p = adaptive({ persist: false });
    p.shouldBalance(state(7, 103, 4));
    expect(p.last?.lossMs).toBe(12);
    expect(() => adaptive({ persist: false, maxGap: 0 })).toThrow(expect.objectContaining({ code: 'MW_INVALID_ARGUMENT' }));
    expect(() => adaptivePolicyFactory.create({ maxGap: 2.5 })).toThrow(expect.objectContaining({ code: 'MW_INVALID_OPTION' }));
  });
});
