/**
 * Hand-made traces of a calibration (tests): chain:2 runs that balance every phase at the costs of
 * a known model, and a static trace of the same program and shape.
 */
import { fromTrace, type MetricsTrace } from '@meshwork/runtime';
import { type Chain2Step, chain2Loads, STATIC_STEP, STRIPS } from './chain2-trace.ts';

/** Known coefficients: 0.1 ms every balance, 0.4 ms more when anything moves, 5 us per plane moved. */
export const FIXED = 0.1;
export const REMAP = 0.4;
export const PER_ITEM = 0.005;
export const costOf = (items: number) => FIXED + (items > 0 ? REMAP : 0) + PER_ITEM * items;
/** The app's own balancer every phase: after the first (cold) balance, one plane or none. */
export const OWN = [9, 1, 0, 1, 0, 0, 1, 1, 0, 1];
/** The sweep every phase on two strips of 1024 planes: phases 0-12. */
export const SWEEP = [0, 1, 0, 1, 8, 0, 8, 32, 0, 32, 128, 0, 128];

const phases = [{ name: 'edge', index: 0, busyNs: [1, 1], workUnits: [1, 1] }];

/**
 * A recorded run of chain:2 balancing every phase, its balances moving `moved` planes at the costs
 * of the model plus `extraMs` (a balancer whose balances cost more), deciding in `decisionMs`.
 */
export function balancingTrace(balancer: string, moved: readonly number[], extraMs = 0, decisionMs = 0.03): MetricsTrace {
  const steps: Chain2Step[] = moved.map((items, s) => ({
    ...STATIC_STEP,
    syncMs: [0.05, 0.05],
    syncEndMs: [100 + s, 100 + s],
    balance: {
      cuts: STRIPS.map((c) => [...c]),
      costMs: [decisionMs, decisionMs + (s === 0 ? 20 : costOf(items) + extraMs)],
      decisionMs: [decisionMs, decisionMs],
      unitsMoved: items,
      bytesMoved: 1000 * items,
    },
  }));
  return fromTrace({
    version: 3,
    ranks: 2,
    phases,
    loads: chain2Loads({ balancer, policy: 'every', policyOptions: { k: 1 }, loadIsTime: false }, steps) as MetricsTrace['loads'],
  });
}

/** 24 static steps of the same program and shape. */
export function staticTrace(): MetricsTrace {
  const steps: Chain2Step[] = Array.from({ length: 24 }, () => STATIC_STEP);
  return fromTrace({
    version: 3,
    ranks: 2,
    phases,
    loads: chain2Loads({ balancer: 'static', policy: 'never', loadIsTime: false }, steps) as MetricsTrace['loads'],
  });
}

export const GDE1 = { label: 'gde every 1', balancer: 'gde', policy: 'every', policyOptions: { k: 1 }, every: 1 };
export const OPTIONS = { measuredMs: 500, decisionMs: 0.25 };

/** Balances of a replayed row whose cuts differ from those before them (the recorded strips at first). */
export function moving(cuts: readonly { cuts: readonly (readonly number[])[] }[]): number {
  let before: readonly (readonly number[])[] = STRIPS;
  let n = 0;
  for (const b of cuts) {
    if (JSON.stringify(b.cuts) !== JSON.stringify(before)) n++;
    before = b.cuts;
  }
  return n;
}
