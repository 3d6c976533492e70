export { Balancing } from './driver.ts';
export type { BalancingOptions } from './driver-options.ts';
export type { LoadsMode, MeasureKernel } from './measure.ts';
export { BLOCK_MS, LoadMeter } from './measure.ts';
export { OptionReader } from './options.ts';
export type { Factory } from './registry.ts';
export { balancers, policies, Registry, taskSchedulers } from './registry.ts';
export type { BalanceEnv, BalanceTarget } from './run.ts';
export {
  balanceDomain,
  balanceFaithful,
  balanceFromSnapshot,
  checkProfile,
  gridView,
  localExtent,
  rangeView,
  unitsChangingOwner,
  viewOf,
} from './run.ts';
export { BOARD_HEAD, LoadBoard, procCoordsTable } from './snapshot.ts';
export { runTasks } from './task-engine.ts';
export type { TaskHost } from './task-records.ts';
export { PrivateStack } from './task-records.ts';
export type { Spawn, SpawnHints, TaskEnv, TaskJob, TaskScheduler, TaskStats, TaskThief, TaskTraits } from './tasks.ts';
export { LOCAL, mulModPath, PATH_MODULUS, PATH_PRIME, schedulerUsesKeys } from './tasks.ts';
export type {
  BalanceContext,
  BalanceDecision,
  BalanceReport,
  DomainView,
  InvocationPolicy,
  LoadProfile,
  LoadSnapshot,
  PlaneLoads,
  PolicyState,
  RemapBalancer,
} from './types.ts';
