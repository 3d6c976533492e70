/**
 * @meshwork/balancers: every balancer and invocation policy, written only against the public API
 * of @meshwork/runtime. Importing this module also registers them in the runtime's registries;
 * programs need not rely on that: `resolveBalancing(balance.gde({ every: 5 }))` (or the plain
 * `{ balancer: 'gde', every: 5 }`) finds them.
 */
import './register.ts';

export { balancers, policies, taskSchedulers } from '@meshwork/runtime';
export type { BalancingSpec, PolicyChoice, ResolvedBalancing } from './balancing.ts';
export {
  balancerFactories,
  balancerFactory,
  balancingNames,
  defaultPolicyOf,
  policyFactories,
  policyFactory,
  policyOf,
  resolveBalancing,
  taskSchedulerFactory,
  taskSchedulerNames,
} from './balancing.ts';
export type { CentralOptions } from './central.ts';
export { centralFactory, createCentral, interpolatedCuts, prefixCuts } from './central.ts';
export type { CostModel, FunctionalModelName, FunctionalSettings, SolveResult } from './functional/index.ts';
export * as functional from './functional/index.ts';
export {
  createFunctional,
  createFunctionalWithModel,
  functionalFactory,
  solveBound,
} from './functional/index.ts';
export * as gde from './gde/index.ts';
export { createGde, deltaFor, gdeFactory, lambdaOpt, simulateGde } from './gde/index.ts';
export type { ChunkRecord, ChunkRule, LoopBody, LoopScheduler, LoopStats, TaskPool, ThreadTotals } from './loops/index.ts';
export * as loops from './loops/index.ts';
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
} from './loops/index.ts';
export type { AdaptiveOptions } from './policies/index.ts';
export {
  adaptive,
  adaptivePolicyFactory,
  every,
  everyPolicyFactory,
  never,
  neverPolicyFactory,
  threshold,
  thresholdPolicyFactory,
} from './policies/index.ts';
export * as sdlb from './sdlb/index.ts';
export { algorithm1, algorithm2, createSdlb, planSdlb, sdlbFactory } from './sdlb/index.ts';
export type { Choice, FunctionalOptions, Interval, StaticOptions } from './spec.ts';
export { balance } from './spec.ts';
export { createStatic, staticFactory } from './static.ts';
export type { SyntheticOptions, SyntheticResult } from './synthetic/program.ts';
export { syntheticProgramUrl } from './synthetic/url.ts';
export type { CostProfile, CostShape } from './synthetic/workload.ts';
export { checkProfile, DEFAULT_PROFILE, initialValue, kernel, rowCost, syntheticSequential } from './synthetic/workload.ts';
export type { PlacementName, StealMode, StealSettings } from './tasks/index.ts';
export * as tasks from './tasks/index.ts';
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
} from './tasks/index.ts';
