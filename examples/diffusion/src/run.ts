/**
 * Host-side pieces of a diffusion run (`diffusionApp` in app.ts runs it side by side with the
 * sequential reference): the balancing presets, the config check, the shared pixels and the
 * per-iteration load figures.
 */

import { policyOf, resolveBalancing } from '@meshwork/balancers';
import { type PhaseMetrics, parseTopology } from '@meshwork/runtime';
import { invalidParameter } from './errors.ts';
import { checkFits, procDimsFor } from './program.ts';
import { checkImage, checkParams, type DiffusionParams, type GreyImage } from './sequential.ts';

/** A balancer by registered name with its options, and the policy that invokes it. */
export interface BalancingChoice {
  /** Label for reports, e.g. 'sdlb-kd'. */
  readonly label: string;
  readonly balancer: string;
  readonly balancerOptions?: unknown;
  /** 'never' runs without any balancing collective (the static baseline). */
  readonly policy: string;
  readonly policyOptions?: unknown;
}

export const BALANCER_PRESETS = ['static', 'sdlb', 'sdlb-kd', 'sdlb-1d', 'sdlb-buffered'] as const;

/**
 * The balancing of a preset or registered name: `static` (block tiles, never rebalanced),
 * `sdlb`/`sdlb-kd` (SDLB on every decomposed axis), `sdlb-1d` (SDLB along `axis` only),
 * `sdlb-buffered` (SDLB along `axis` with at most `buffer` planes per tile; default 1.5x the
 * block size), or any other registered balancer name with `options`. Policy: every `every`
 * iterations (static: never).
 */
export function balancingChoice(
  name: string,
  o: {
    every?: number;
    axis?: number;
    buffer?: number;
    options?: unknown;
    shape: readonly [number, number];
    procDims: readonly [number, number];
  },
): BalancingChoice {
  const every = o.every ?? 5;
  if (!Number.isInteger(every) || every < 1) throw invalidParameter('every', 'an integer >= 1', every);
  // The interval rule of @meshwork/balancers (every >= 1 here: `static` is this app's never).
  const { every: _interval, ...policy } = policyOf({ every }) ?? { policy: 'never' };
  const axis = o.axis ?? 0;
  if (axis !== 0 && axis !== 1) throw invalidParameter('axis', '0 (rows) or 1 (columns)', axis);
  switch (name) {
    case 'static':
      return { label: 'static', balancer: 'static', policy: 'never' };
    case 'sdlb':
    case 'sdlb-kd':
      return { label: 'sdlb-kd', balancer: 'sdlb', balancerOptions: o.options ?? { mode: 'kd' }, ...policy };
    case 'sdlb-1d':
      return { label: `sdlb-1d(axis ${axis})`, balancer: 'sdlb', balancerOptions: o.options ?? { mode: '1d', axis }, ...policy };
    case 'sdlb-buffered': {
      const n = o.shape[axis] as number;
      const p = o.procDims[axis] as number;
      const buffer = o.buffer ?? Math.max(1, Math.ceil((1.5 * n) / p));
      return {
        label: `sdlb-buffered(axis ${axis}, b ${buffer})`,
        balancer: 'sdlb',
        balancerOptions: o.options ?? { mode: 'buffered', axis, buffer },
        ...policy,
      };
    }
    default:
      return { label: name, balancer: name, balancerOptions: o.options, ...policy };
  }
}

/** Per-iteration load figures of the "diffuse" phases of a run (LE as fractions in [0, 1]). */
export function iterationLoads(phases: readonly PhaseMetrics[]): { costWork: number; totalWork: number; leWork: number; leBusy: number } {
  let costWork = 0;
  let totalWork = 0;
  let sumAvgBusy = 0;
  let sumMaxBusy = 0;
  for (const p of phases) {
    if (p.name !== 'diffuse') continue;
    costWork += p.work.max;
    totalWork += p.work.sum;
    sumAvgBusy += p.busy.avg;
    sumMaxBusy += p.busy.max;
  }
  const ranks = phases[0]?.workUnits.length ?? 1;
  return {
    costWork,
    totalWork,
    leWork: costWork > 0 ? totalWork / ranks / costWork : 1,
    leBusy: sumMaxBusy > 0 ? sumAvgBusy / sumMaxBusy : 1,
  };
}

/** The image's pixels in a SharedArrayBuffer, so that every rank maps them instead of copying. */
export function sharedPixels(image: GreyImage): Float64Array {
  const out = new Float64Array(new SharedArrayBuffer(image.data.byteLength));
  out.set(image.data);
  return out;
}

/** Validate everything the host can check before starting threads (typed DiffusionError). */
export function checkRunConfig(config: {
  readonly image: GreyImage;
  readonly topology: string;
  readonly params: DiffusionParams;
  readonly balancing?: BalancingChoice;
}): [number, number] {
  checkImage(config.image);
  checkParams(config.params);
  const b = config.balancing;
  if (b !== undefined) {
    // Unknown names and bad options are typed errors (MW_UNKNOWN_BALANCER, MW_INVALID_OPTION).
    resolveBalancing({ balancer: b.balancer, balancerOptions: b.balancerOptions, policy: b.policy, policyOptions: b.policyOptions });
  }
  const procDims = procDimsFor(parseTopology(config.topology));
  checkFits(config.image.rows, config.image.cols, procDims);
  return procDims;
}
