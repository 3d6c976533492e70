/** Metrics layer: per-rank phase recording, load-balance figures, run aggregation, traces. */

export type { BusyClock, ClockSource } from './clock.ts';
export { createBusyClock, releaseBusyClock, wallNs } from './clock.ts';
export {
  aggregate,
  improvement,
  loadEfficiency,
  loadImbalance,
  maxOverAvg,
  summarize,
  utilization,
} from './derive.ts';
export type { PhaseRecorderOptions } from './recorder.ts';
export { PhaseRecorder } from './recorder.ts';
export { fromTrace, TRACE_VERSION, TRACE_VERSIONS, toTrace } from './trace.ts';
export type {
  LoadSummary,
  MetricCounters,
  MetricsTrace,
  PhaseMetrics,
  PhaseRecord,
  RankDriverLog,
  RankLoadBalance,
  RankLoadLog,
  RankLoadStep,
  RankLoss,
  RankMetrics,
  RankRunTime,
  RunMetrics,
  RunRecovery,
  RunTotals,
  TraceBalance,
  TraceLoads,
  TracePhase,
  TraceStep,
  WaitStats,
} from './types.ts';
