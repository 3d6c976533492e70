/** Metrics layer: per-rank phase recording, load-balance figures, run aggregation, traces. */

export type { BusyClock, ClockSource } from './clock.js';
export { createBusyClock, releaseBusyClock, wallNs } from './clock.js';
export {
  aggregate,
  improvement,
  loadEfficiency,
  loadImbalance,
  maxOverAvg,
  summarize,
  utilization,
} from './derive.js';
export type { PhaseRecorderOptions } from './recorder.js';
export { PhaseRecorder } from './recorder.js';
export { fromTrace, TRACE_VERSION, TRACE_VERSIONS, toTrace } from './trace.js';
export type {
  LoadSummary,
  MetricCounters,
  MetricsTrace,
  PhaseMetrics,
  PhaseRecord,
  RankLoadBalance,
  RankLoadLog,
  RankLoadStep,
  RankLoss,
  RankMetrics,
  RunMetrics,
  RunRecovery,
  RunTotals,
  TraceBalance,
  TraceLoads,
  TracePhase,
  TraceStep,
  WaitStats,
} from './types.js';
