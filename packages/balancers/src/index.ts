/**
 * `@meshwork/balancers`: every balancer and invocation policy, written only against the public API
 * of `@meshwork/runtime`. Importing this module also registers them in the runtime's registries;
 * programs need not rely on that: `resolveBalancing(balance.gde({ every: 5 }))` (or the plain
 * `{ balancer: 'gde', every: 5 }`) finds them.
 *
 * @module \@meshwork/balancers
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
export { centralFactory, createCentral } from './central.ts';
export type {
  CostModel,
  DensityTerm,
  FitForm,
  FunctionalModelName,
  FunctionalSettings,
  PowerFit,
  Sample,
  SieveModelOptions,
} from './functional/index.ts';
export {
  analyticModel,
  createFunctional,
  createFunctionalWithModel,
  cumulativeSamples,
  cutOf,
  densityModel,
  fitPowerLaw,
  fittedModel,
  functionalFactory,
  LEGENDRE,
  linearModel,
  piecewiseLinearModel,
  polynomialDensityModel,
  powerModel,
  sieveModel,
  solveAllBounds,
} from './functional/index.ts';
export type { EdgeFlow, GdeSimulation } from './gde/index.ts';
export { createGde, gdeFactory, simulateGde } from './gde/index.ts';
export type { ChunkRecord, ChunkRule, LoopBody, LoopScheduler, LoopStats, TaskPool, ThreadTotals } from './loops/index.ts';
export {
  ChunkSequence,
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
export { createSdlb, sdlbFactory } from './sdlb/index.ts';
export type { Choice, FunctionalOptions, Interval, StaticOptions } from './spec.ts';
export { balance } from './spec.ts';
export { createStatic, staticFactory } from './static.ts';
export type { SyntheticOptions, SyntheticResult } from './synthetic/program.ts';
export { syntheticProgramUrl } from './synthetic/url.ts';
export type { PlacementName, StealMode, StealSettings } from './tasks/index.ts';
export {
  createSteal,
  createTaskScheduler,
  graphLevelFactory,
  graphLocalFactory,
  nodeLevelFactory,
  stealFactory,
  taskSchedulerFactories,
} from './tasks/index.ts';
