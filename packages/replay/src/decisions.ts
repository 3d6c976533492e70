/**
 * The balancers' decision times a replay charges (./engine.ts): the key of a balancer with its
 * options, `solve` timed on a trace's snapshots, and the row of a configuration that could not
 * be replayed.
 */
import { balancerFactory } from '@meshwork/balancers';
import type { TraceLoads } from '@meshwork/runtime';
import type { RemapBalancer } from '@meshwork/runtime/plugin';
import type { LoadField } from './field.ts';
import type { ReplaySnapshot } from './snapshot.ts';
import type { ReplayConfig, ReplayRow } from './types.ts';

/** A balancer with its options, as the replay keeps their decision times. */
export const decisionKey = (name: string, options: unknown): string => `${name} ${JSON.stringify(options ?? {})}`;

/** The decision key of a calibration's balancer (undefined when it is not registered here: a cache from elsewhere). */
export function calibratedKey(config: ReplayConfig): string | undefined {
  try {
    const made = balancerFactory(config.balancer).create(config.balancerOptions);
    return decisionKey(made.name, made.options);
  } catch {
    return undefined;
  }
}

/**
 * `solve` timed on up to five of the trace's snapshots spread over the run, three calls each after
 * an untimed one (so that neither a cold call nor one preempted call stands for every balance).
 */
export function timeSolve(
  balancer: RemapBalancer,
  snap: ReplaySnapshot,
  steps: TraceLoads['steps'],
  fields: readonly LoadField[],
  ranks: number,
): number[] {
  const picks = [...new Set([0, 1, 2, 3, 4].map((i) => Math.floor((i * (steps.length - 1)) / 4)))];
  const times: number[] = [];
  for (const s of picks) {
    const st = steps[s] as TraceLoads['steps'][number];
    snap.set(s, st.cuts, fields[s] as LoadField);
    for (let r = 0; r < ranks; r++) snap.totals[r] = st.totals[r] as number;
    balancer.solve?.(snap);
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      balancer.solve?.(snap);
      times.push(performance.now() - t0);
    }
  }
  return times;
}

/** The row of a configuration the replay could not run: NaN figures and the error's first line. */
export function failedRow(config: ReplayConfig, err: unknown, replayMs: number): ReplayRow {
  const message = err instanceof Error ? err.message : String(err);
  return {
    label: config.label,
    balancer: config.balancer,
    policy: config.policy,
    every: config.every,
    predictedMs: Number.NaN,
    uncertaintyMs: Number.NaN,
    stepsMs: Number.NaN,
    syncMs: Number.NaN,
    balanceMs: Number.NaN,
    le: Number.NaN,
    uk: Number.NaN,
    balances: 0,
    unitsMoved: 0,
    bytesMoved: 0,
    cuts: [],
    replayMs,
    error: message.split('\n')[0] ?? message,
  };
}
