/**
 * @meshwork/runtime: the public surface for hosts and rank programs (clusters, programs, links,
 * collectives, grids, ranges, metrics, topologies, errors). Balancer, policy, scheduler and app
 * authors also import `@meshwork/runtime/plugin`. Everything else is internal.
 */

export type { BalanceReport, BalancingOptions } from './balance/index.js';
export { balancers, policies, taskSchedulers } from './balance/index.js';
export type { ClusterOptions, RunOptions, RunResult } from './cluster/cluster.js';
export { Cluster, createCluster, DEFAULT_LINK_BYTES } from './cluster/cluster.js';
export type { HostTransport } from './cluster/hosts.js';
export type { ClusterMemory } from './cluster/memory.js';
export { availableMemory, clusterMemory, THREAD_BYTES } from './cluster/memory.js';
export type { FaultInjection, RecoveryOptions } from './cluster/recovery.js';
export { checkFaultInjections } from './cluster/recovery.js';
export type { CollectiveMode, Collectives, ReduceOptions, Reducible, ScanOptions } from './comm/collectives.js';
export type { LinkCost } from './comm/cost.js';
export type { ArrayOf, DType, DTypeArrays, NumericArray } from './comm/dtype.js';
export { DTYPES } from './comm/dtype.js';
export type { ReduceOp } from './comm/fold.js';
export type { LinkStats, Links, LinkValue, RouteStats } from './comm/links.js';
export type { PendingReduce } from './comm/posted-reduce.js';
export type { ErrorCode, MeshworkErrorDetails } from './errors.js';
export { ErrorCodes, MeshworkError } from './errors.js';
export type { Decomposition, GridOptions, HaloSpec, RangeOptions, RemapStats, Storage } from './mesh/index.js';
export { Grid, RangeDomain } from './mesh/index.js';
export type {
  LoadSummary,
  MetricsTrace,
  PhaseMetrics,
  PhaseRecord,
  RankLoadLog,
  RankLoss,
  RankMetrics,
  RunMetrics,
  RunRecovery,
  TraceBalance,
  TraceLoads,
  TraceStep,
  WaitStats,
} from './metrics/index.js';
export {
  aggregate,
  fromTrace,
  improvement,
  loadEfficiency,
  loadImbalance,
  maxOverAvg,
  summarize,
  TRACE_VERSION,
  TRACE_VERSIONS,
  toTrace,
  utilization,
} from './metrics/index.js';
export type { EnsureDirectoryOptions, ReadFileOptions } from './paths.js';
export { ensureDirectory, readRegularFile, writeFileReplacing } from './paths.js';
export type { OptionsOf, ProgramMain, ProgramModule, ProgramRef, ResultOf, UntypedProgramUrl } from './program.js';
export { defineProgram, programRef } from './program.js';
export { hash32, mulberry32, uniform } from './rng.js';
export type { EdgeColouring, Neighbour, Topology, TopologyKind, TopologySpec } from './topology/index.js';
export { chain, grayEmbedding, hypercube, mesh, parseTopology, ring, topologyFromSpec, torus } from './topology/index.js';
export type { Restored } from './worker/checkpoint.js';
export type { RankContext } from './worker/context.js';
export type { FaultKind } from './worker/task.js';
