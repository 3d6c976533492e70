/**
 * The sync points of a replay: what one look at the loads costs, fitted from the gathers the trace
 * measured, and which steps a replayed configuration looks at, by the rules of the balancing
 * driver (packages/runtime/src/balance/driver.ts).
 *
 * A recorded run gathers only where its own policy looks, plus a timed sample where it looked at
 * none of 16 steps in a row, or of the first 8 (trace version 3); a version 2 trace gathered every
 * step. A step with a gather carries `syncMs` per rank: the rank that arrived last waited least,
 * so the fastest rank's time is the gather itself. Version 3 adds `syncEndMs`, each rank's monotonic clock when the
 * gather released it: a rank that slept in the gather resumes later than the one that released it
 * (its wake-up), and the next exchange waits for it, so the spread of those readings is part of
 * the cost (the clock is the machine's: a trace of ranks on several machines would need their
 * offsets). One gather's cost: the fastest rank's time plus that spread; one look's, the median
 * over the measured steps (robust to a gather that lost its core: with one sample in 16 steps
 * there are few).
 *
 * A replayed configuration looks as the driver would: a synchronous policy at every phase from
 * `nextCheck` on (the policy's `nextCheck` sets the gap after a state that did not balance, 1
 * after a balance), each look one gather; a lagged policy (`lagged`, with a balancer that has a
 * `solve`: the driver's default on one host) reads the loads the ranks posted in the phase before,
 * without a sync point, posts only in the phase before its next look, and none in a phase that
 * balances. A policy with `looks: false` never looks.
 */

import { median } from '@meshwork/harness';
import type { TraceStep } from '@meshwork/runtime';
import type { InvocationPolicy, PolicyState } from '@meshwork/runtime/plugin';
import { max, min } from './fit.ts';

/** What a look's gather costs, from the trace's measured gathers. */
export interface SyncFit {
  /** Cost of one look (ms): the median over measured steps of their gather's cost; 0 with none. */
  readonly lookMs: number;
  /** Standard deviation of those figures (ms). */
  readonly sdMs: number;
  /** Steps with a measured gather. */
  readonly samples: number;
  /** What the recorded run's own gathers cost (ms): the sum of those figures. */
  readonly recordedMs: number;
}

/** What the gather of a step cost the run, ms: the fastest rank's time, plus the spread of the ranks' release (version 3). */
export function gatherCost(st: TraceStep): number | undefined {
  if (st.syncMs === undefined) return undefined;
  return min(st.syncMs) + (st.syncEndMs === undefined ? 0 : max(st.syncEndMs) - min(st.syncEndMs));
}

/** The cost of every measured gather of a trace's steps, ms, in step order. */
export function gatherCosts(steps: readonly TraceStep[]): number[] {
  return steps.flatMap((st) => {
    const c = gatherCost(st);
    return c === undefined ? [] : [c];
  });
}

/** Fit the cost of one look from the steps that carry a measured gather. */
export function fitSync(steps: readonly TraceStep[]): SyncFit {
  return fitLooks(gatherCosts(steps));
}

/** Fit the cost of one look from measured gather costs (ms): their median, spread and sum. */
export function fitLooks(xs: readonly number[]): SyncFit {
  if (xs.length === 0) return { lookMs: 0, sdMs: 0, samples: 0, recordedMs: 0 };
  const total = xs.reduce((a, b) => a + b, 0);
  const mean = total / xs.length;
  const sdMs = xs.length < 2 ? 0 : Math.sqrt(xs.reduce((v, x) => v + (x - mean) ** 2, 0) / (xs.length - 1));
  return { lookMs: median(xs), sdMs, samples: xs.length, recordedMs: total };
}

/** The driver's look schedule for one replayed configuration. */
export class Looks {
  /** Whether the looks read posted loads (no sync point) from the phase before. */
  readonly lagged: boolean;
  private nextCheck: number;
  private lastSeen = -1;
  /** Lagged: the phase whose loads were posted and not collected yet. */
  private round: number | undefined;

  private readonly policy: InvocationPolicy;
  constructor(policy: InvocationPolicy, hasSolve: boolean) {
    this.policy = policy;
    this.lagged = policy.lagged === true && hasSolve;
    this.nextCheck = policy.looks === false ? Number.POSITIVE_INFINITY : this.lagged ? 1 : 0;
  }

  /** At step s: the phase whose loads the policy sees (s itself, or s - 1 lagged), or undefined: no look. */
  look(s: number): number | undefined {
    if (!this.lagged) return s >= this.nextCheck ? s : undefined;
    const r = this.round;
    this.round = undefined;
    return r;
  }

  /** The phases the state of `phase` stands for (PolicyState.span). */
  span(phase: number): number {
    const span = Math.max(1, phase - this.lastSeen);
    this.lastSeen = phase;
    return span;
  }

  /** After step s: the state the policy saw (if any) and whether it balanced. */
  after(s: number, state: PolicyState | undefined, balance: boolean): void {
    if (state !== undefined) this.nextCheck = s + (balance ? (this.lagged ? 2 : 1) : this.gap(state));
    if (this.lagged && !balance && s + 1 === this.nextCheck) this.round = s;
  }

  private gap(state: PolicyState): number {
    const k = this.policy.nextCheck?.(state) ?? 1;
    return Number.isInteger(k) && k >= 1 ? k : 1;
  }
}
