/**
 * @meshwork/balancers: every balancer and invocation policy, written only against the public API
 * of @meshwork/runtime. Importing this module registers them in the runtime's registries.
 */

export { balancers, policies } from '@meshwork/runtime';
export type { CentralOptions } from './central.js';
export { centralFactory, createCentral, interpolatedCuts, prefixCuts } from './central.js';
export type { CostModel, FunctionalModelName, FunctionalSettings, SolveResult } from './functional/index.js';
export * as functional from './functional/index.js';
export {
  createFunctional,
  createFunctionalWithModel,
  functionalFactory,
  solveBound,
} from './functional/index.js';
export * as gde from './gde/index.js';
export { createGde, deltaFor, gdeFactory, lambdaOpt, simulateGde } from './gde/index.js';
export type { AdaptiveOptions } from './policies/index.js';
export {
  adaptive,
  adaptivePolicyFactory,
  every,
  everyPolicyFactory,
  never,
  neverPolicyFactory,
  threshold,
  thresholdPolicyFactory,
} from './policies/index.js';
export { balancerFactories, policyFactories } from './register.js';
export * as sdlb from './sdlb/index.js';
export { algorithm1, algorithm2, createSdlb, planSdlb, sdlbFactory } from './sdlb/index.js';
export { createStatic, staticFactory } from './static.js';
export type { SyntheticOptions, SyntheticResult } from './synthetic/program.js';
export { syntheticProgramUrl } from './synthetic/url.js';
export type { CostProfile, CostShape } from './synthetic/workload.js';
export { checkProfile, DEFAULT_PROFILE, initialValue, kernel, rowCost, syntheticSequential } from './synthetic/workload.js';
