/**
 * A balancing choice as a plain value, `{ balancer: 'gde', every: 5 }`, and the one function that
 * turns it into a balancer and an invocation policy: hosts call it to check a choice before they
 * start threads, ranks call it to build what they run. It reads this package's own factories
 * (then the runtime's registries, for balancers and policies registered from elsewhere), so no
 * program needs a side-effect import to find a balancer by name.
 *
 * The interval rule, written once: `policy` as given (with `policyOptions`); else `every: 0` is
 * `never` and `every: K` is `every` with `{ k: K }` (`policyOptions` beside it are refused); else
 * the default policy, with `policyOptions` when given (checked by that policy): `adaptive` for any
 * balancer but `static` (a balancer named without a policy balances), `never` for `static`.
 */
import {
  balancers as registeredBalancers,
  policies as registeredPolicies,
  taskSchedulers as registeredSchedulers,
} from '@meshwork/runtime';
import {
  type Factory,
  type InvocationPolicy,
  invalidBalancing,
  type RemapBalancer,
  type TaskScheduler,
  unknownBalancer,
} from '@meshwork/runtime/plugin';
import { centralFactory } from './central.ts';
import { functionalFactory } from './functional/index.ts';
import { gdeFactory } from './gde/index.ts';
import { adaptivePolicyFactory, everyPolicyFactory, neverPolicyFactory, thresholdPolicyFactory } from './policies/index.ts';
import { sdlbFactory } from './sdlb/index.ts';
import { staticFactory } from './static.ts';
import { sweepFactory } from './sweep.ts';
import { taskSchedulerFactories } from './tasks/index.ts';

/**
 * The balancers of this package (registered in the runtime's registry by `register.ts`). Adding a
 * balancer is its file plus one line here: `meshwork run --balancer`, `meshwork replay`/`advise`
 * and the macro suite take their lists from this one.
 */
export const balancerFactories: readonly Factory<RemapBalancer>[] = [
  staticFactory,
  gdeFactory,
  sdlbFactory,
  centralFactory,
  functionalFactory,
];
/**
 * Balancers found by name but offered nowhere (not in `balancerFactories`, `balancingNames`):
 * `sweep`, the replay calibration run's balancer (./sweep.ts).
 */
const unlistedBalancers: readonly Factory<RemapBalancer>[] = [sweepFactory];
/** The invocation policies of this package. */
export const policyFactories: readonly Factory<InvocationPolicy>[] = [
  neverPolicyFactory,
  everyPolicyFactory,
  thresholdPolicyFactory,
  adaptivePolicyFactory,
];

/** A balancing choice: plain data, so it travels to the ranks inside a program's options. */
export interface BalancingSpec {
  /** Balancer name (`static`, `gde`, `sdlb`, `central`, `functional`, or one registered elsewhere). */
  readonly balancer: string;
  /** The balancer's option block (validated by its factory). */
  readonly balancerOptions?: unknown;
  /** Invocation policy name; give this or `every`, not both. */
  readonly policy?: string;
  /** The policy's option block (the named policy's, else the default policy's; not with `every`). */
  readonly policyOptions?: unknown;
  /** Balance every K phases (`every: 0`: never). */
  readonly every?: number;
  /**
   * Record every step's loads and costs for offline replay (the driver's `record` option; `meshwork
   * run --trace` sets it). `ctx.balancing(resolveBalancing(choice))` passes it on.
   */
  readonly record?: boolean;
  /**
   * What the driver's `measure` attributes to planes: `'time'` (default, measured ms) or
   * `'work'` (the work units the kernel returns; the papers' figures). Passed on to the driver.
   */
  readonly loads?: 'time' | 'work';
}

/** The policy a choice names, by the interval rule; undefined when it names none. */
export interface PolicyChoice {
  readonly policy: string;
  readonly policyOptions?: unknown;
  /** The interval when the policy is `every`. */
  readonly every?: number;
}

/**
 * A resolved choice: the built balancer and policy, the normalized choice and a label for reports.
 * It is also a driver's options: `ctx.balancing(resolveBalancing(choice))`.
 */
export interface ResolvedBalancing {
  /** `gde every 2`, `sdlb adaptive`, `static`. */
  readonly label: string;
  readonly spec: BalancingSpec & PolicyChoice;
  readonly balancer: RemapBalancer;
  readonly policy: InvocationPolicy;
  /** The choice's `record` (false when not given). */
  readonly record: boolean;
  /** The choice's `loads`, when given. */
  readonly loads?: 'time' | 'work';
}

/** The policy of a choice that names none: `never` for `static`, `adaptive` for every other balancer. */
export const defaultPolicyOf = (balancer: string): string => (balancer === 'static' ? 'never' : 'adaptive');

function factoryOf<T>(
  kind: string,
  own: readonly Factory<T>[],
  registry: { has(n: string): boolean; get(n: string): Factory<T>; names(): string[] },
  name: unknown,
  unlisted: readonly Factory<T>[] = [],
): Factory<T> {
  const f = own.find((x) => x.name === name) ?? unlisted.find((x) => x.name === name);
  if (f !== undefined) return f;
  if (typeof name === 'string' && registry.has(name)) return registry.get(name);
  throw unknownBalancer(kind, name, [...new Set([...own.map((x) => x.name), ...registry.names()])].sort());
}

/** The balancer factory of `name` (this package's, listed or not, then the runtime registry's); MW_UNKNOWN_BALANCER otherwise. */
export const balancerFactory = (name: unknown): Factory<RemapBalancer> =>
  factoryOf('balancer', balancerFactories, registeredBalancers, name, unlistedBalancers);
/** The policy factory of `name`; MW_UNKNOWN_BALANCER otherwise. */
export const policyFactory = (name: unknown): Factory<InvocationPolicy> =>
  factoryOf('invocation policy', policyFactories, registeredPolicies, name);

/** The task scheduler factory of `name` (knary's steal and mappings, then the registry's); MW_UNKNOWN_BALANCER otherwise. */
export const taskSchedulerFactory = (name: unknown): Factory<TaskScheduler> =>
  factoryOf('task scheduler', taskSchedulerFactories, registeredSchedulers, name);

/** Every task scheduler name, sorted. */
export const taskSchedulerNames = (): string[] =>
  [...new Set([...taskSchedulerFactories.map((f) => f.name), ...registeredSchedulers.names()])].sort();

/** Every balancer and policy name a choice may use, sorted (for help texts). */
export function balancingNames(): { readonly balancers: string[]; readonly policies: string[] } {
  const names = (own: readonly Factory<unknown>[], reg: { names(): string[] }) =>
    [...new Set([...own.map((f) => f.name), ...reg.names()])].sort();
  return { balancers: names(balancerFactories, registeredBalancers), policies: names(policyFactories, registeredPolicies) };
}

/** The interval rule (see the module comment); MW_INVALID_ARGUMENT for a bad `every` or both given. */
export function policyOf(c: Pick<BalancingSpec, 'policy' | 'policyOptions' | 'every'>): PolicyChoice | undefined {
  if (c.every !== undefined && c.policy !== undefined)
    throw invalidBalancing('the choice', 'either every K or a policy, not both', `every ${c.every} and policy ${c.policy}`);
  if (c.policy !== undefined)
    return c.policyOptions === undefined ? { policy: c.policy } : { policy: c.policy, policyOptions: c.policyOptions };
  if (c.every === undefined) return undefined;
  // The interval is the whole policy: options given beside it would be dropped.
  if (c.policyOptions !== undefined)
    throw invalidBalancing('policyOptions', 'left out with every K (options go with a named policy)', c.policyOptions);
  if (!Number.isInteger(c.every) || c.every < 0) throw invalidBalancing('every', 'an integer >= 0', c.every);
  return c.every === 0 ? { policy: 'never' } : { policy: 'every', policyOptions: { k: c.every }, every: c.every };
}

/**
 * Check and build a balancing choice (typed errors for unknown names and bad options). A choice
 * that names no policy (no `policy`, no `every`) gets `defaultPolicy`: by default `adaptive` for
 * any balancer but `static` (`balance.gde()` balances), `never` for `static`. `never` runs only
 * when asked (`every: 0` or `policy: 'never'`).
 */
export function resolveBalancing(spec: BalancingSpec, defaultPolicy: string = defaultPolicyOf(spec.balancer)): ResolvedBalancing {
  const named = policyOf(spec);
  if (spec.loads !== undefined && spec.loads !== 'time' && spec.loads !== 'work')
    throw invalidBalancing('loads', "'time' or 'work'", spec.loads);
  // Options without a policy name are the default policy's (checked by it, never dropped).
  const p =
    named ?? (spec.policyOptions === undefined ? { policy: defaultPolicy } : { policy: defaultPolicy, policyOptions: spec.policyOptions });
  const balancer = balancerFactory(spec.balancer).create(spec.balancerOptions);
  const policy = policyFactory(p.policy).create(p.policyOptions);
  const label =
    p.every !== undefined
      ? `${spec.balancer} every ${p.every}`
      : spec.balancer === 'static' && named === undefined && p.policy === 'never'
        ? 'static'
        : `${spec.balancer} ${p.policy}`;
  const normalized: BalancingSpec & PolicyChoice = {
    balancer: spec.balancer,
    ...(spec.balancerOptions === undefined ? {} : { balancerOptions: spec.balancerOptions }),
    ...p,
    ...(spec.record === true ? { record: true } : {}),
    ...(spec.loads === undefined ? {} : { loads: spec.loads }),
  };
  const loads = spec.loads === undefined ? {} : { loads: spec.loads };
  return { label, spec: normalized, balancer, policy, record: spec.record === true, ...loads };
}
