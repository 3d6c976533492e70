/**
 * The plain invocation policies: `never`, `every(k)` and the functional paper's threshold check
 * (section 6: "checking whether the maximum and minimum node times are more than a threshold value
 * apart at every 10th pass, e.g. if (Tmax - Tmin)/Tavg > 10%"). Pure functions of the state.
 */
import { type Factory, type InvocationPolicy, invalidArgument, OptionReader, type PolicyState } from '@meshwork/runtime/plugin';

/** An invocation policy that also says which options it was made with (for reports). */
export interface NamedPolicy extends InvocationPolicy {
  readonly options: Readonly<Record<string, unknown>>;
}

/** Never balance (the static baseline under a driver). */
export function never(): NamedPolicy {
  return { name: 'never', options: {}, looks: false, shouldBalance: () => false };
}

/** Balance after every k-th phase: after phases k-1, 2k-1, ... (k = 1: after every phase). */
export function every(k = 1): NamedPolicy {
  if (!(Number.isInteger(k) && k >= 1)) throw invalidArgument('every(k)', 'an integer >= 1', k);
  return {
    name: 'every',
    options: { k },
    shouldBalance: (s: PolicyState) => (s.phase + 1) % k === 0,
    // no look at the loads before the next phase that may balance
    nextCheck: (s: PolicyState) => untilScheduled(s.phase, k),
  };
}

/**
 * Phases from `phase` to the next phase after which a schedule of every `k` phases decides (k - 1,
 * 2k - 1, ...): the gap to the policy's next look (InvocationPolicy.nextCheck). A phase that
 * decides nothing needs no loads: without it every(5) gathered the loads of every phase, a sync
 * point per phase that made diffusion on 8 ranks over 2 cores take 1.55x its static time.
 */
function untilScheduled(phase: number, k: number): number {
  return k - ((phase + 1) % k);
}

/** Relative spread of the last phase: (Tmax - Tmin) / Tavg (0 when nothing ran). */
export function spread(s: Pick<PolicyState, 'max' | 'min' | 'avg'>): number {
  return s.avg > 0 ? (s.max - s.min) / s.avg : 0;
}

/**
 * Check every `checkEvery` phases (after phases checkEvery-1, 2*checkEvery-1, ...) and balance when
 * (Tmax - Tmin) / Tavg > theta. Defaults are the paper's example: 10%, every 10th pass.
 */
export function threshold(theta = 0.1, checkEvery = 10): NamedPolicy {
  if (!(Number.isFinite(theta) && theta >= 0)) throw invalidArgument('threshold(theta)', 'a finite number >= 0', theta);
  if (!(Number.isInteger(checkEvery) && checkEvery >= 1)) throw invalidArgument('threshold(checkEvery)', 'an integer >= 1', checkEvery);
  return {
    name: 'threshold',
    options: { theta, checkEvery },
    shouldBalance: (s: PolicyState) => (s.phase + 1) % checkEvery === 0 && spread(s) > theta,
    nextCheck: (s: PolicyState) => untilScheduled(s.phase, checkEvery),
  };
}

export const neverPolicyFactory: Factory<InvocationPolicy> = {
  name: 'never',
  summary: 'never balance',
  create(options?: unknown) {
    new OptionReader('never', options).done();
    return never();
  },
};

export const everyPolicyFactory: Factory<InvocationPolicy> = {
  name: 'every',
  summary: 'balance after every k-th phase (option k, default 1)',
  create(options?: unknown) {
    const r = new OptionReader('every', options);
    const k = r.number('k', { default: 1, min: 1, integer: true });
    r.done();
    return every(k);
  },
};

export const thresholdPolicyFactory: Factory<InvocationPolicy> = {
  name: 'threshold',
  summary: 'every checkEvery phases (default 10), balance when (Tmax - Tmin)/Tavg > theta (default 0.1)',
  create(options?: unknown) {
    const r = new OptionReader('threshold', options);
    const theta = r.number('theta', { default: 0.1, min: 0 });
    const checkEvery = r.number('checkEvery', { default: 10, min: 1, integer: true });
    r.done();
    return threshold(theta, checkEvery);
  },
};
