/** @meshwork/runtime: the public surface. Everything else is internal. */
export { ErrorCodes, MeshworkError } from './errors.js';
export type { ErrorCode, MeshworkErrorDetails } from './errors.js';

export { chain, ring, mesh, torus, hypercube, parseTopology, topologyFromSpec, grayEmbedding } from './topology/index.js';
export type { Topology, TopologySpec, TopologyKind, Neighbour, EdgeColouring } from './topology/index.js';

export { SpscRing } from './shm/ring.js';
export { SharedBarrier } from './shm/barrier.js';
export { SharedCounter } from './shm/counter.js';
export { createWaitPolicy, spinIterationsFor, waitFor, waitWhileEqual } from './shm/wait.js';
export type { WaitPolicy } from './shm/wait.js';

export type { Links, LinkStats, RouteStats, LinkValue } from './comm/links.js';
export type { Collectives, CollectiveMode, Reducible, ReduceOptions, ScanOptions } from './comm/collectives.js';
export type { ReduceOp } from './comm/fold.js';
export type { LinkCost } from './comm/cost.js';
export { DTYPES } from './comm/dtype.js';
export type { DType, NumericArray } from './comm/dtype.js';

export { Grid, RangeDomain, blockCuts, flowCuts, shiftCuts, tileBox } from './mesh/index.js';
export type { Box, Decomposition, GridOptions, HaloSpec, RangeOptions, RemapStats, Storage } from './mesh/index.js';

export { Balancing, OptionReader, balancers, policies, Registry, balanceDomain, unitsChangingOwner } from './balance/index.js';
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
  PolicyState,
  RemapBalancer,
} from './balance/index.js';

export { hash32, uniform, mulberry32 } from './rng.js';

export { defineProgram } from './program.js';
export type { ProgramMain, ProgramModule } from './program.js';
export type { RankContext } from './worker/context.js';

export { createCluster, Cluster } from './cluster/cluster.js';
export type { ClusterOptions, RunOptions, RunResult } from './cluster/cluster.js';

export {
  aggregate,
  improvement,
  loadEfficiency,
  loadImbalance,
  maxOverAvg,
  summarize,
  utilization,
  PhaseRecorder,
  toTrace,
  fromTrace,
} from './metrics/index.js';
export type { RankMetrics, RunMetrics, PhaseMetrics, PhaseRecord, LoadSummary, MetricsTrace } from './metrics/index.js';
