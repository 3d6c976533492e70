/**
 * Balancing choices as typed values: `balance.gde({ every: 5, decision: 'faithful' })` is the plain
 * data `{ balancer: 'gde', balancerOptions: { decision: 'faithful' }, every: 5 }`. It structured-
 * clones into a program's options, and `resolveBalancing` builds it on each rank: no registry and
 * no side-effect import. The option types are the ones each balancer's factory checks, so a typo
 * fails at compile time here and with MW_INVALID_OPTION at run time either way.
 *
 * (The builders live on one object, not as top-level `gde(...)`, because `gde`, `sdlb` and
 * `functional` already name this package's namespaces and `static` is a reserved word.)
 */
import type { BalancingSpec } from './balancing.ts';
import type { CentralOptions } from './central.ts';
import type { FunctionalModelName, FunctionalSettings } from './functional/index.ts';
import type { GdeOptions } from './gde/index.ts';
import type { AdaptiveOptions } from './policies/index.ts';
import type { SdlbOptions } from './sdlb/index.ts';

/**
 * When to balance: every K phases (0: never), or one of this package's policies with its typed
 * options (default: `adaptive` for any balancer but `static`; `never` only when asked, `every: 0`
 * or `policy: 'never'`). A policy registered elsewhere goes in the plain form,
 * `{ balancer: 'gde', policy: 'mine' }`.
 */
export type Interval =
  | { readonly every?: number; readonly policy?: undefined; readonly policyOptions?: undefined }
  | { readonly every?: undefined; readonly policy: 'adaptive'; readonly policyOptions?: AdaptiveOptions }
  | {
      readonly every?: undefined;
      readonly policy: 'threshold';
      readonly policyOptions?: { readonly theta?: number; readonly checkEvery?: number };
    }
  | { readonly every?: undefined; readonly policy: 'every'; readonly policyOptions?: { readonly k?: number } }
  | { readonly every?: undefined; readonly policy: 'never'; readonly policyOptions?: undefined };

/** The options of the `functional` balancer: the model and its data, then the split's settings. */
export interface FunctionalOptions extends FunctionalSettings {
  readonly model?: FunctionalModelName;
  /** `sieve` model: the cost exponent (default 1.43). */
  readonly exponent?: number;
  /** `calibrated` / `observed`: the fit (default `pwl`). */
  readonly fit?: 'pwl' | 'power' | 'sieve';
  /** `calibrated`: at least two `[x, t]` samples. */
  readonly samples?: readonly (readonly [number, number])[];
  /** `density`: `[c, px, py]` terms of rho = sum c * x^px * y^py. */
  readonly terms?: readonly (readonly [number, number, number])[];
  /** `density`: the width of a row (default: the other axis of a 2-D grid). */
  readonly width?: number;
}

/** The options of the `static` balancer: none. */
export type StaticOptions = Record<string, never>;

/** The choice a builder returns: plain data, with the balancer's name as a literal type. */
export type Choice<N extends string> = BalancingSpec & { readonly balancer: N };

function choice<N extends string>(balancer: N, given: object | undefined): Choice<N> {
  const { every, policy, policyOptions, ...rest } = (given ?? {}) as Record<string, unknown> & {
    every?: number;
    policy?: string;
    policyOptions?: unknown;
  };
  return {
    balancer,
    ...(Object.keys(rest).length === 0 ? {} : { balancerOptions: rest }),
    ...(every === undefined ? {} : { every }),
    ...(policy === undefined ? {} : { policy }),
    ...(policyOptions === undefined ? {} : { policyOptions }),
  };
}

/** One typed builder per balancer of this package; pass the result to `resolveBalancing`. */
export const balance = {
  /** The block split, never moved (the baseline). */
  static: (given?: Interval & StaticOptions): Choice<'static'> => choice('static', given),
  /** Scan-directed load balancing (Biagioni & Prins). */
  sdlb: (given?: Interval & SdlbOptions): Choice<'sdlb'> => choice('sdlb', given),
  /** Generalized dimension exchange (Xu & Lau). */
  gde: (given?: Interval & GdeOptions): Choice<'gde'> => choice('gde', given),
  /** A centralised prefix split of the gathered loads. */
  central: (given?: Interval & CentralOptions): Choice<'central'> => choice('central', given),
  /** Functional partitioning: Newton on a cost model. */
  functional: (given?: Interval & FunctionalOptions): Choice<'functional'> => choice('functional', given),
} as const;
