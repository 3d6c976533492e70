export type { BalancingOptions } from './driver.js';
export { Balancing } from './driver.js';
export { OptionReader } from './options.js';
export type { Factory } from './registry.js';
export { balancers, policies, Registry, taskSchedulers } from './registry.js';
export type { BalanceEnv, BalanceTarget } from './run.js';
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
} from './run.js';
export { BOARD_HEAD, LoadBoard, procCoordsTable } from './snapshot.js';
export type { TaskHost } from './task-engine.js';
export { PrivateStack, runTasks } from './task-engine.js';
export type { Spawn, SpawnHints, TaskEnv, TaskJob, TaskScheduler, TaskStats, TaskThief, TaskTraits } from './tasks.js';
export { LOCAL, mulModPath, PATH_MODULUS, PATH_PRIME, schedulerUsesKeys } from './tasks.js';
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
} from './types.js';
