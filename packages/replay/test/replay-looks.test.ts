/**
 * Sync points in replay (trace version 3): a trace whose steps carry `syncMs` only where the
 * recorded run gathered; the cost of one look fitted from those (the median of the fastest
 * rank's times); a replayed configuration pays it once per synchronous look its policy makes, as
 * the driver schedules them (`nextCheck`, lag), and the figures of a fixed trace computed by hand.
 */
import { fromTrace, type MetricsTrace } from '@meshwork/runtime';
import type { InvocationPolicy, PolicyState } from '@meshwork/runtime/plugin';
import { describe, expect, it } from 'vitest';
import { replayTrace } from '../src/engine.ts';
import { Looks } from '../src/looks.ts';
import { type Chain2Step, chain2Loads, STATIC_STEP } from './chain2-trace.ts';

const { syncMs: _sync, ...NO_GATHER } = STATIC_STEP;
/** Gathers measured on the 16th, 32nd and 48th steps (the recorder's samples of a static run). */
const SAMPLED: Record<number, readonly [number, number]> = { 15: [0.2, 0.5], 31: [0.4, 0.6], 47: [0.3, 0.9] };

/** 48 static steps (rank 0 16 units, rank 1 6; 0.5 ms of communication a step); gathers only where sampled. */
function trace(
  sampled: Record<number, readonly [number, number]> = SAMPLED,
  ends: Record<number, readonly [number, number]> = {},
): MetricsTrace {
  const steps: Chain2Step[] = Array.from({ length: 48 }, (_, s) => {
    const sync = sampled[s];
    const end = ends[s];
    return sync === undefined ? NO_GATHER : { ...NO_GATHER, syncMs: sync, ...(end === undefined ? {} : { syncEndMs: end }) };
  });
  return fromTrace({
    version: 3,
    ranks: 2,
    phases: [],
    loads: chain2Loads({ balancer: 'static', policy: 'never', loadIsTime: false }, steps) as MetricsTrace['loads'],
  });
}

const OPTIONS = { measuredMs: 900, decisionMs: 0.25, remapNsPerByte: 1000 };

describe('replay of a trace without a gather per step', () => {
  it('fits one look from the measured gathers; static is the recorded run without its samples', () => {
    const r = replayTrace(trace(), [{ label: 'static', balancer: 'static', policy: 'never' }], OPTIONS);
    // the fastest rank's gather on steps 15, 31, 47: 0.2, 0.4, 0.3 ms; their median
    expect(r.model.syncMs).toBeCloseTo(0.3, 12);
    expect(r.model.syncSamples).toBe(3);
    // 900 measured = 48 steps x 16.5 ms + the samples' 0.9 ms + what the steps do not cover
    expect(r.model.residualMs).toBeCloseTo(900 - 48 * 16.5 - 0.9, 9);
    expect(r.recorded.syncMs).toBeCloseTo(0.9, 12);
    const [st] = r.rows;
    expect(st?.syncMs).toBe(0);
    expect(st?.predictedMs).toBeCloseTo(900 - 0.9, 9);
  });

  it('a policy that looks every phase pays one fitted look per step', () => {
    const r = replayTrace(
      trace(),
      [
        { label: 'central every 1', balancer: 'central', policy: 'every', policyOptions: { k: 1 }, every: 1 },
        { label: 'central every 5', balancer: 'central', policy: 'every', policyOptions: { k: 5 }, every: 5 },
      ],
      OPTIONS,
    );
    const [e1, e5] = r.rows;
    const residual = 900 - 48 * 16.5 - 0.9;
    // every 1: the first step as recorded, then rows [0, 3) and [3, 8): max(12, 10) + 0.5 a step;
    // 48 looks of 0.3 ms; 48 balances of 0.25 decision + 0.3 fixed, the first moving 1000 B at 1 ns/B
    expect(e1?.stepsMs).toBeCloseTo(16.5 + 47 * 12.5, 9);
    expect(e1?.syncMs).toBeCloseTo(48 * 0.3, 9);
    expect(e1?.balanceMs).toBeCloseTo(48 * 0.55 + 1, 9);
    expect(e1?.predictedMs).toBeCloseTo(residual + 604 + 14.4 + 27.4, 9);
    // every 5: balances after steps 4, 9, ..., 44; it looks at step 0, at each balance and at the
    // step after it (the balance's cost comes with the next gather), 19 looks, none in between
    expect(e5?.balances).toBe(9);
    expect(e5?.stepsMs).toBeCloseTo(5 * 16.5 + 43 * 12.5, 9);
    expect(e5?.syncMs).toBeCloseTo(19 * 0.3, 9);
    expect(e5?.predictedMs).toBeCloseTo(residual + 620 + 19 * 0.3 + 9 * 0.55 + 1, 9);
  });

  it('a lagged policy looks without a sync point; the same policy unlagged pays for each look', () => {
    const r = replayTrace(
      trace(),
      [
        { label: 'central adaptive', balancer: 'central', policy: 'adaptive' },
        { label: 'central adaptive, no lag', balancer: 'central', policy: 'adaptive', policyOptions: { lag: false } },
      ],
      OPTIONS,
    );
    const [lagged, sync] = r.rows;
    expect(lagged?.error).toBeUndefined();
    expect(lagged?.syncMs).toBe(0);
    const looks = (sync?.syncMs ?? 0) / 0.3;
    expect(Math.abs(looks - Math.round(looks))).toBeLessThan(1e-9);
    expect(Math.round(looks)).toBeGreaterThanOrEqual(1);
    expect(Math.round(looks)).toBeLessThanOrEqual(48);
  });

  it("a gather's cost includes the spread of the ranks' release (a rank that slept resumes late)", () => {
    // released 0.25, 0.1 and 0 ms apart: gathers of 0.2 + 0.25, 0.4 + 0.1 and 0.3 ms
    const ends = { 15: [1000, 1000.25], 31: [2000.2, 2000.1], 47: [3000, 3000] } as const;
    const r = replayTrace(
      trace(SAMPLED, ends),
      [
        { label: 'static', balancer: 'static', policy: 'never' },
        { label: 'central every 1', balancer: 'central', policy: 'every', policyOptions: { k: 1 }, every: 1 },
      ],
      OPTIONS,
    );
    expect(r.model.syncMs).toBeCloseTo(0.45, 9);
    expect(r.recorded.syncMs).toBeCloseTo(1.25, 9);
    expect(r.rows[0]?.predictedMs).toBeCloseTo(900 - 1.25, 9);
    expect(r.rows[1]?.syncMs).toBeCloseTo(48 * 0.45, 9);
  });

  it('a trace without any measured gather: looks cost 0, the model says none was measured', () => {
    const r = replayTrace(
      trace({}),
      [{ label: 'central every 1', balancer: 'central', policy: 'every', policyOptions: { k: 1 } }],
      OPTIONS,
    );
    expect(r.model.syncSamples).toBe(0);
    expect(r.model.syncMs).toBe(0);
    expect(r.rows[0]?.syncMs).toBe(0);
    expect(r.model.residualMs).toBeCloseTo(900 - 48 * 16.5, 9);
  });
});

describe("the driver's look schedule", () => {
  /** A policy that balances at the listed phases and looks `gap` phases apart otherwise. */
  const policy = (gap: number, balanceAt: number[], extra: Partial<InvocationPolicy> = {}): InvocationPolicy => ({
    name: 'listed',
    shouldBalance: (s: PolicyState) => balanceAt.includes(s.phase),
    nextCheck: () => gap,
    ...extra,
  });
  /** [step, phase seen, span] of every look over `steps` steps. */
  function schedule(p: InvocationPolicy, hasSolve: boolean, steps: number): number[][] {
    const looks = new Looks(p, hasSolve);
    const out: number[][] = [];
    for (let s = 0; s < steps; s++) {
      const seen = looks.look(s);
      let state: PolicyState | undefined;
      let balance = false;
      if (seen !== undefined) {
        state = { phase: seen, max: 1, min: 1, avg: 1, sinceLast: Number.POSITIVE_INFINITY, span: looks.span(seen) };
        balance = p.shouldBalance(state);
        out.push([s, seen, state.span as number]);
      }
      looks.after(s, state, balance);
    }
    return out;
  }

  it('synchronous: every gap-th phase, and the phase after a balance (as check-gap.test.ts runs it)', () => {
    expect(schedule(policy(3, []), true, 10)).toEqual([
      [0, 0, 1],
      [3, 3, 3],
      [6, 6, 3],
      [9, 9, 3],
    ]);
    expect(schedule(policy(3, [3]), true, 8)).toEqual([
      [0, 0, 1],
      [3, 3, 3],
      [4, 4, 1],
      [7, 7, 3],
    ]);
  });

  it('lagged: the phase before, collected a phase later; none right after a balance; needs a solve', () => {
    const lagged = policy(3, [], { lagged: true });
    expect(new Looks(lagged, true).lagged).toBe(true);
    expect(schedule(lagged, true, 10)).toEqual([
      [1, 0, 1],
      [4, 3, 3],
      [7, 6, 3],
    ]);
    expect(schedule(policy(4, [4], { lagged: true }), true, 16)).toEqual([
      [1, 0, 1],
      [5, 4, 4],
      [7, 6, 2],
      [11, 10, 4],
      [15, 14, 4],
    ]);
    expect(new Looks(lagged, false).lagged).toBe(false);
  });

  it('a policy with looks: false never looks', () => {
    expect(schedule(policy(1, [0], { looks: false }), true, 20)).toEqual([]);
  });
});
