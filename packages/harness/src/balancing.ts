/** The common balancing options (--balancer, --balancer-options, --every | --policy, --policy-options). */
import { balancingNames, resolveBalancing } from '@meshwork/balancers';
import { usageErrors } from './errors.ts';

/** A run's balancing as the harness reports and passes it on (names and option blocks: plain data). */
export interface BalancingChoice {
  /** Label for reports: `gde every 2`, `static`, `sdlb threshold`. */
  readonly label: string;
  readonly balancer: string;
  readonly balancerOptions?: unknown;
  /** Invocation policy name; 'never' runs the static split without any balancing collective. */
  readonly policy: string;
  readonly policyOptions?: unknown;
  /** The interval when the policy is `every`. */
  readonly every?: number | undefined;
}

/** The balancing flags of a command line. */
export interface BalancingFlags {
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  readonly every?: number;
  readonly policy?: string;
  readonly policyOptions?: unknown;
}

/**
 * The balancing of a run from its flags, checked by `resolveBalancing` of `@meshwork/balancers`
 * (the function the ranks use too, with the same default). With no `--every` and no `--policy`,
 * `static` never balances and every other balancer runs the adaptive policy (balance when the
 * loss to imbalance since the last balance reaches the measured cost of a balance).
 */
export function balancingFromFlags(flags: BalancingFlags, defaults: { balancer: string }): BalancingChoice {
  const balancer = flags.balancer ?? defaults.balancer;
  const names = balancingNames();
  if (!names.balancers.includes(balancer)) throw usageErrors.notOneOf('--balancer', names.balancers, balancer);
  if (flags.policy !== undefined && !names.policies.includes(flags.policy)) {
    throw usageErrors.notOneOf('--policy', names.policies, flags.policy);
  }
  if (flags.every !== undefined && flags.policy !== undefined) throw usageErrors.notBoth('--every K', '--policy NAME');
  const r = resolveBalancing({
    balancer,
    ...(flags.balancerOptions === undefined ? {} : { balancerOptions: flags.balancerOptions }),
    ...(flags.policy === undefined ? {} : { policy: flags.policy }),
    ...(flags.policyOptions === undefined ? {} : { policyOptions: flags.policyOptions }),
    ...(flags.every === undefined ? {} : { every: flags.every }),
  });
  return { ...r.spec, label: r.label, balancerOptions: flags.balancerOptions };
}
