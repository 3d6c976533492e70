/**
 * `@meshwork/runtime/plugin`: what balancer, invocation-policy, task-scheduler and loop-scheduler
 * authors need beyond the public surface: the plugin contracts (RemapBalancer, InvocationPolicy,
 * TaskScheduler and their contexts), the option reader and registries, the balance driver and
 * load snapshots, error factories (so a plugin's "must be X, got Y" messages read like the
 * runtime's), decomposition helpers and canonical folds. Contracts and helpers only: the
 * shared-memory primitives behind them (rings, deques, barriers, wait loops) stay internal.
 *
 * @module \@meshwork/runtime/plugin
 */

export type {
  BalanceContext,
  BalanceDecision,
  BalanceTarget,
  DomainView,
  Factory,
  InvocationPolicy,
  LoadProfile,
  LoadSnapshot,
  PlaneLoads,
  PolicyState,
  RemapBalancer,
  Spawn,
  SpawnHints,
  TaskEnv,
  TaskHost,
  TaskJob,
  TaskScheduler,
  TaskStats,
  TaskThief,
  TaskTraits,
} from './balance/index.ts';
export {
  Balancing,
  balanceDomain,
  LOCAL,
  mulModPath,
  OptionReader,
  PATH_MODULUS,
  PATH_PRIME,
  procCoordsTable,
  Registry,
  runTasks,
  schedulerUsesKeys,
  unitsChangingOwner,
} from './balance/index.ts';
export type { FastCollectives } from './comm/collectives.ts';
export { canonicalAllreduce } from './comm/fold.ts';
export {
  bug,
  describe,
  invalidArgument,
  invalidBalancing,
  invalidDecomposition,
  invalidOption,
  invalidProgram,
  pathError,
  singleHostOnly,
  unknownBalancer,
} from './errors.ts';
export type { HostTransport } from './hosts/transport.ts';
export type { Box } from './mesh/index.ts';
export { blockCuts, flowCuts, shiftCuts, tileBox } from './mesh/index.ts';
export type { StealOutcome } from './shm/deque.ts';
export type { WaitPolicy } from './shm/wait.ts';
export type { PluginContext } from './worker/context-api.ts';
export { pluginContext } from './worker/context-api.ts';
