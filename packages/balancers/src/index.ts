/**
 * @meshwork/balancers: every balancer and invocation policy, written only against the public API
 * of @meshwork/runtime. Importing this module registers them in the runtime's registries.
 */
export { balancerFactories, policyFactories } from './register.js';
export { createStatic, staticFactory } from './static.js';
export { checkProfile, DEFAULT_PROFILE, initialValue, kernel, rowCost, syntheticSequential } from './synthetic/workload.js';
export type { CostProfile, CostShape } from './synthetic/workload.js';
export type { SyntheticOptions, SyntheticResult } from './synthetic/program.js';
export { syntheticProgramUrl } from './synthetic/url.js';
export { balancers, policies } from '@meshwork/runtime';
