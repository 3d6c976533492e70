/** The common balancing options (--balancer, --balancer-options, --every | --policy, --policy-options). */
import '@meshwork/balancers';
import { balancers, policies } from '@meshwork/runtime';
import { UsageError } from './errors.js';

export interface Balancing {
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

export interface BalancingFlags {
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  readonly every?: number;
  readonly policy?: string;
  readonly policyOptions?: unknown;
}

/** Check names and options against the registries (typed errors become usage errors upstream). */
export function resolveBalancing(flags: BalancingFlags, defaults: { balancer: string }): Balancing {
  const balancer = flags.balancer ?? defaults.balancer;
  if (!balancers.has(balancer)) throw new UsageError(`--balancer must be one of ${balancers.names().join(', ')}, got "${balancer}"`);
  if (flags.policy !== undefined && !policies.has(flags.policy)) {
    throw new UsageError(`--policy must be one of ${policies.names().join(', ')}, got "${flags.policy}"`);
  }
  if (flags.every !== undefined && flags.policy !== undefined) throw new UsageError('give --every K or --policy NAME, not both');
  balancers.create(balancer, flags.balancerOptions);
  if (balancer === 'static' && flags.policy === undefined && flags.every === undefined) {
    return { label: 'static', balancer, balancerOptions: flags.balancerOptions, policy: 'never' };
  }
  if (flags.policy !== undefined) {
    policies.create(flags.policy, flags.policyOptions);
    return {
      label: `${balancer} ${flags.policy}`,
      balancer,
      balancerOptions: flags.balancerOptions,
      policy: flags.policy,
      policyOptions: flags.policyOptions,
    };
  }
  if (flags.every === undefined) {
    // No interval named: balance when the loss to imbalance since the last balance reaches the
    // measured cost of a balance (the adaptive policy; never worse than a bad fixed interval).
    return { label: `${balancer} adaptive`, balancer, balancerOptions: flags.balancerOptions, policy: 'adaptive' };
  }
  const every = flags.every;
  if (every === 0) return { label: `${balancer} never`, balancer, balancerOptions: flags.balancerOptions, policy: 'never' };
  return {
    label: `${balancer} every ${every}`,
    balancer,
    balancerOptions: flags.balancerOptions,
    policy: 'every',
    policyOptions: { k: every },
    every,
  };
}
