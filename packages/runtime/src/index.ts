/** @meshwork/runtime: the public surface. Everything else is internal. */

export type {
  BalanceContext,
  BalanceDecision,
  BalanceReport,
  BalanceTarget,
  BalancingOptions,
  DomainView,
  Factory,
  InvocationPolicy,
  LoadProfile,
  LoadSnapshot,
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
  balancers,
  LOCAL,
  mulModPath,
  OptionReader,
  PATH_MODULUS,
  PATH_PRIME,
  PrivateStack,
  policies,
  procCoordsTable,
  Registry,
  runTasks,
  schedulerUsesKeys,
  taskSchedulers,
  unitsChangingOwner,
} from './balance/index.js';
export type { ClusterOptions, RunOptions, RunResult } from './cluster/cluster.js';
export { Cluster, createCluster, DEFAULT_LINK_BYTES } from './cluster/cluster.js';
export type { CollectiveMode, Collectives, FastCollectives, ReduceOptions, Reducible, ScanOptions } from './comm/collectives.js';
export type { LinkCost } from './comm/cost.js';
export type { ArrayOf, DType, DTypeArrays, NumericArray } from './comm/dtype.js';
export { DTYPES } from './comm/dtype.js';
export type { ReduceOp } from './comm/fold.js';
export { canonicalAllreduce } from './comm/fold.js';

export type { LinkStats, Links, LinkValue, RouteStats } from './comm/links.js';
export type { ErrorCode, MeshworkErrorDetails } from './errors.js';
export { ErrorCodes, MeshworkError } from './errors.js';
export type { Box, Decomposition, GridOptions, HaloSpec, RangeOptions, RemapStats, Storage } from './mesh/index.js';
export { blockCuts, flowCuts, Grid, RangeDomain, shiftCuts, tileBox } from './mesh/index.js';
export type {
  LoadSummary,
  MetricsTrace,
  PhaseMetrics,
  PhaseRecord,
  RankLoadLog,
  RankMetrics,
  RunMetrics,
  TraceBalance,
  TraceLoads,
  TraceStep,
} from './metrics/index.js';
export {
  aggregate,
  fromTrace,
  improvement,
  loadEfficiency,
  loadImbalance,
  maxOverAvg,
  PhaseRecorder,
  summarize,
  TRACE_VERSION,
  TRACE_VERSIONS,
  toTrace,
  utilization,
} from './metrics/index.js';
export type { OptionsOf, ProgramMain, ProgramModule, ProgramRef, ResultOf } from './program.js';
export { defineProgram, programRef } from './program.js';
export { hash32, mulberry32, uniform } from './rng.js';
export { SharedBarrier } from './shm/barrier.js';
export { SharedCounter } from './shm/counter.js';
export type { StealOutcome } from './shm/deque.js';
export { TaskDeque } from './shm/deque.js';
export { TaskQueue } from './shm/queue.js';
export { SpscRing } from './shm/ring.js';
export type { SpinRule, WaitPolicy } from './shm/wait.js';
export { createWaitPolicy, DEFAULT_SPIN_MICROS, spinIterationsFor, spinRuleFor, waitFor, waitWhileEqual } from './shm/wait.js';
export type { EdgeColouring, Neighbour, Topology, TopologyKind, TopologySpec } from './topology/index.js';
export { chain, grayEmbedding, hypercube, mesh, parseTopology, ring, topologyFromSpec, torus } from './topology/index.js';
export type { RankContext } from './worker/context.js';
