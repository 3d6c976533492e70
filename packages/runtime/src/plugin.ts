/**
 * @meshwork/runtime/plugin: what balancer, invocation-policy, task-scheduler and loop-scheduler
 * authors need beyond the public surface: the plugin contracts (RemapBalancer, InvocationPolicy,
 * TaskScheduler and their contexts), the option reader and registries, the balance driver and
 * load snapshots, error factories (so a plugin's "must be X, got Y" messages read like the
 * runtime's), decomposition helpers, canonical folds, the shared-memory primitives the task
 * engines build on (deques, counters, barriers, rings) and the wait rules.
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
} from './balance/index.js';
export {
  Balancing,
  balanceDomain,
  LOCAL,
  mulModPath,
  OptionReader,
  PATH_MODULUS,
  PATH_PRIME,
  PrivateStack,
  procCoordsTable,
  Registry,
  runTasks,
  schedulerUsesKeys,
  unitsChangingOwner,
} from './balance/index.js';
export type { HostTransport } from './cluster/hosts.js';
export type { FastCollectives } from './comm/collectives.js';
export { canonicalAllreduce } from './comm/fold.js';
export {
  describe,
  hostErrors,
  invalidArgument,
  invalidBalancing,
  invalidDecomposition,
  invalidOption,
  singleHostOnly,
  unknownBalancer,
} from './errors.js';
export type { Box } from './mesh/index.js';
export { blockCuts, flowCuts, shiftCuts, tileBox } from './mesh/index.js';
export { PhaseRecorder } from './metrics/index.js';
export { SharedBarrier } from './shm/barrier.js';
export { SharedCounter } from './shm/counter.js';
export type { StealOutcome } from './shm/deque.js';
export { TaskDeque } from './shm/deque.js';
export { TaskQueue } from './shm/queue.js';
export { SpscRing } from './shm/ring.js';
export type { SpinRule, WaitPolicy } from './shm/wait.js';
export { createWaitPolicy, DEFAULT_SPIN_MICROS, spinIterationsFor, spinRuleFor, waitFor, waitWhileEqual } from './shm/wait.js';
export type { PluginContext } from './worker/context.js';
export { pluginContext } from './worker/context.js';
