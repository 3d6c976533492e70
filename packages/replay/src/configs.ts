/**
 * The configurations a replay compares: balancer x (every k | policy), each balancer with the
 * option block the recorded app gives it by default (so a replay runs the balancer as
 * `meshwork run <app> --balancer NAME` would), plus the static split.
 */
import type { App } from '@meshwork/harness';
import type { MetricsTrace } from '@meshwork/runtime';
import type { ReplayConfig } from './types.ts';

/** The balancers `meshwork replay` and `meshwork advise` try by default (those with a pure solve). */
export const REPLAY_BALANCERS = ['gde', 'sdlb', 'central', 'functional'] as const;
export const REPLAY_INTERVALS = [1, 2, 5, 10] as const;

/**
 * The option block app `app` gives balancer `name` (its `replay.balancerOptions` hook, from
 * `defineApp`), for the run `trace` recorded with `appOptions`; undefined: the balancer's own
 * defaults (an app without the hook, or no app).
 */
export function appBalancerOptions(
  app: Pick<App, 'replay'> | undefined,
  name: string,
  trace: MetricsTrace,
  appOptions: Readonly<Record<string, unknown>> = {},
): unknown {
  return app?.replay?.balancerOptions(name, { decomposition: trace.loads?.decomposition, options: appOptions });
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
  app: Pick<App, 'replay'> | undefined,
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
