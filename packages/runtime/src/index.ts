/**
 * `@meshwork/runtime`: the public surface for hosts and rank programs (clusters, programs, links,
 * collectives, grids, ranges, metrics, topologies, errors). Balancer, policy, scheduler and app
 * authors also import `@meshwork/runtime/plugin`. Everything else is internal.
 *
 * @module \@meshwork/runtime
 */

export type { BalanceReport, BalancingOptions, LoadsMode, MeasureKernel } from './balance/index.ts';
export { balancers, policies, taskSchedulers } from './balance/index.ts';
export { Cluster, createCluster } from './cluster/cluster.ts';
export type { ClusterMemory } from './cluster/memory.ts';
export { availableMemory, clusterMemory, THREAD_BYTES } from './cluster/memory.ts';
export type { ClusterOptions, RunOptions, RunResult } from './cluster/types.ts';
export { DEFAULT_LINK_BYTES } from './cluster/types.ts';
export type { CollectiveMode, Collectives, ReduceOptions, Reducible, ScanOptions } from './comm/collectives.ts';
export type { LinkCost } from './comm/cost.ts';
export type { ArrayOf, DType, DTypeArrays, NumericArray } from './comm/dtype.ts';
export { DTYPES } from './comm/dtype.ts';
export type { ReduceOp } from './comm/fold.ts';
export type { LinkStats, Links, LinkValue, RouteStats } from './comm/links.ts';
export type { PendingReduce } from './comm/posted-reduce.ts';
export type {
  ErrorBuilders,
  ErrorCode,
  ErrorMaker,
  ErrorParts,
  ErrorRow,
  ErrorText,
  MeshworkErrorCode,
  MeshworkErrorDetails,
} from './errors.ts';
export { defineErrors, ErrorCodes, MeshworkError } from './errors.ts';
export type { HostTransport } from './hosts/transport.ts';
export type { Decomposition, Grid, GridOptions, GridStats, HaloSpec, RangeOptions, RemapStats, Storage } from './mesh/index.ts';
export { RangeDomain } from './mesh/index.ts';
export type {
  LoadSummary,
  MetricsTrace,
  PhaseMetrics,
  PhaseRecord,
  PhaseRecorder,
  RankDriverLog,
  RankLoadLog,
  RankLoss,
  RankMetrics,
  RankRunTime,
  RunMetrics,
  RunRecovery,
  TraceBalance,
  TraceLoads,
  TraceStep,
  WaitStats,
} from './metrics/index.ts';
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
} from './metrics/index.ts';
export { checkNodeVersion, isSupportedNode, SUPPORTED_NODE } from './node-version.ts';
export type { EnsureDirectoryOptions, ReadFileOptions } from './paths.ts';
export { ensureDirectory, ensureFileTarget, readRegularFile, writeFileReplacing } from './paths.ts';
export type {
  OptionsOf,
  ProgramDescription,
  ProgramMain,
  ProgramModule,
  ProgramRef,
  ResultOf,
  UntypedProgramUrl,
} from './program.ts';
export { defineProgram, describeProgram, isProgramModule, programRef } from './program.ts';
export type { Restored } from './recovery/checkpointer.ts';
export type { FaultInjection, RecoveryOptions } from './recovery/recovery.ts';
export { checkFaultInjections, checkRecoveryOptions } from './recovery/recovery.ts';
export { hash32, mulberry32, mulberry32Fill, uniform } from './rng.ts';
export { TIMELINE_NAMES } from './timeline/codes.ts';
export { type MergeReport, mergeTimelines } from './timeline/merge.ts';
export type { TimelineOptions } from './timeline/options.ts';
export type { EdgeColouring, Neighbour, Topology, TopologyKind, TopologySpec } from './topology/index.ts';
export { chain, grayEmbedding, hypercube, mesh, parseTopology, ring, topologyFromSpec, torus } from './topology/index.ts';
export type { RankContext } from './worker/context-api.ts';
export type { FaultKind } from './worker/task.ts';
