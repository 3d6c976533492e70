/**
 * The configurations a replay compares: balancer x (every k | policy), each balancer with the
 * option block the recorded app gives it by default (so a replay runs the balancer as
 * `meshwork run <app> --balancer NAME` would), plus the static split.
 */
import { balancingChoice } from '@meshwork/example-diffusion';
import { defaultBalancerOptions, type LoadMeasure } from '@meshwork/example-thinning';
import { DEFAULT_BALANCER_OPTIONS } from '@meshwork/example-wator';
import type { MetricsTrace } from '@meshwork/runtime';
import type { ReplayConfig } from './engine.ts';

/** The balancers `meshwork replay` and `meshwork advise` try by default (those with a pure solve). */
export const REPLAY_BALANCERS = ['gde', 'sdlb', 'central', 'functional'] as const;
export const REPLAY_INTERVALS = [1, 2, 5, 10] as const;

/** The option block app `app` gives balancer `name` (undefined: the balancer's own defaults). */
export function appBalancerOptions(
  app: string | undefined,
  name: string,
  trace: MetricsTrace,
  appOptions: Readonly<Record<string, unknown>> = {},
): unknown {
  switch (app) {
    case 'wator':
      return DEFAULT_BALANCER_OPTIONS[name];
    case 'thinning':
      return defaultBalancerOptions(name, (appOptions.load as LoadMeasure | undefined) ?? 'pixels');
    case 'diffusion': {
      const d = trace.loads?.decomposition;
      if (d === undefined || d.shape.length !== 2) return undefined;
      return balancingChoice(name, {
        every: 1,
        shape: [d.shape[0] as number, d.shape[1] as number],
        procDims: [d.procDims[0] as number, d.procDims[1] as number],
      }).balancerOptions;
    }
    default:
      return undefined;
  }
}

export interface ConfigRequest {
  readonly balancers: readonly string[];
  readonly every: readonly number[];
  readonly policies: readonly string[];
  /** Option block for every balancer (else the app's defaults). */
  readonly balancerOptions?: unknown;
  readonly policyOptions?: unknown;
}

/** Static first, then per balancer: every k for each k, then each policy. */
export function replayConfigs(
  req: ConfigRequest,
  app: string | undefined,
  trace: MetricsTrace,
  appOptions?: Readonly<Record<string, unknown>>,
): ReplayConfig[] {
  const out: ReplayConfig[] = [{ label: 'static', balancer: 'static', policy: 'never' }];
  for (const b of req.balancers) {
    const balancerOptions = req.balancerOptions ?? appBalancerOptions(app, b, trace, appOptions);
    for (const k of req.every) {
      out.push({ label: `${b} every ${k}`, balancer: b, balancerOptions, policy: 'every', policyOptions: { k }, every: k });
    }
    for (const p of req.policies) {
      out.push({ label: `${b} ${p}`, balancer: b, balancerOptions, policy: p, policyOptions: req.policyOptions });
    }
  }
  return out;
}
