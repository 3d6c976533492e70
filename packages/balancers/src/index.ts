/**
 * @meshwork/balancers: every balancer and invocation policy, written only against the public API
 * of @meshwork/runtime. Importing this module also registers them in the runtime's registries;
 * programs need not rely on that: `resolveBalancing(balance.gde({ every: 5 }))` (or the plain
 * `{ balancer: 'gde', every: 5 }`) finds them.
 */
import './register.js';

export { balancers, policies, taskSchedulers } from '@meshwork/runtime';
export type { BalancingSpec, PolicyChoice, ResolvedBalancing } from './balancing.js';
export {
  balancerFactories,
  balancerFactory,
  balancingNames,
  policyFactories,
  policyFactory,
  policyOf,
  resolveBalancing,
  taskSchedulerFactory,
  taskSchedulerNames,
} from './balancing.js';
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
export type { ChunkRecord, ChunkRule, LoopBody, LoopScheduler, LoopStats, TaskPool, ThreadTotals } from './loops/index.js';
export * as loops from './loops/index.js';
export {
  ChunkSequence,
  chunkSizes,
  createReplicate,
  createSelf,
  currentThreshold,
  initialThreshold,
  loopSchedulers,
  parseChunkRule,
  ReplicaLayout,
  runCentralLoop,
  threadTotals,
} from './loops/index.js';
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
export * as sdlb from './sdlb/index.js';
export { algorithm1, algorithm2, createSdlb, planSdlb, sdlbFactory } from './sdlb/index.js';
export type { Choice, FunctionalOptions, Interval, StaticOptions } from './spec.js';
export { balance } from './spec.js';
export { createStatic, staticFactory } from './static.js';
export type { SyntheticOptions, SyntheticResult } from './synthetic/program.js';
export { syntheticProgramUrl } from './synthetic/url.js';
export type { CostProfile, CostShape } from './synthetic/workload.js';
export { checkProfile, DEFAULT_PROFILE, initialValue, kernel, rowCost, syntheticSequential } from './synthetic/workload.js';
export type { PlacementName, StealMode, StealSettings } from './tasks/index.js';
export * as tasks from './tasks/index.js';
export {
  createSteal,
  createTaskScheduler,
  graphLevelFactory,
  graphLocalFactory,
  nodeLevelFactory,
  placement,
  StealThief,
  stealFactory,
  taskSchedulerFactories,
} from './tasks/index.js';
