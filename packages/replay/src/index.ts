/**
 * @meshwork/replay: offline replay of a recorded run (a trace with a load record) through any
 * remap balancer and invocation policy, without threads: the recorded load as a field over the
 * decomposed axes (./field.ts), the fitted compute and balance cost models (./cost.ts), the
 * trace loaded and the models fitted (./engine.ts), the simulation loop that calls each balancer's
 * own pure `solve` (./simulate.ts), and the advisor that
 * ranks the configurations and says whether any is expected to pay (./advise.ts). The `meshwork
 * replay`, `meshwork advise` and `meshwork bench --suite replay` commands are thin over it.
 */

export type { CachedAdvice, RunBalancing } from './advice-cache.ts';
export { cachedAdviceLine, readCachedAdvice, writeCachedAdvice } from './advice-cache.ts';
export type { Advice, AdviseOptions } from './advise.ts';
export { advise, appOptionsOf, bestRow, gainOverRuns, gainVerdict, preferDefault, refuseUnadvisable } from './advise.ts';
export type { BalanceCalibration, CalibratedRun, OtherCalibration, RecordedPass, RecordedRun } from './calibrate.ts';
export {
  CALIBRATION_PASSES,
  cachedCalibration,
  calibrationConfig,
  calibrationKey,
  calibrationOf,
  calibrationPasses,
  calibrationRun,
  calibrationSamples,
  otherCalibrationConfigs,
  SPACED_EVERY,
  SWEEP_CONFIG,
  spacedConfig,
  storeCalibration,
} from './calibrate.ts';
export type { ConfigRequest } from './configs.ts';
export { appBalancerOptions, REPLAY_BALANCERS, REPLAY_INTERVALS, replayConfigs } from './configs.ts';
export type { BalanceCostModel, BalanceSample, CalibrationOptions } from './cost.ts';
export {
  balanceCostModel,
  balanceCostOf,
  balanceSamples,
  copyCost,
  defaultCacheDir,
  fitBalanceCost,
  MIN_SAMPLES,
  machineKey,
  measureCopyNsPerByte,
  ownFixedCost,
  recordedDecisionMs,
} from './cost.ts';
export { ReplayTrace, replayTrace } from './engine.ts';
export type { Box } from './field.ts';
export { boxOf, bytesBetween, cellsOf, LoadField } from './field.ts';
export type { TimedRuns } from './kept.ts';
export { KEPT_RUNS, keptOf, keptRun } from './kept.ts';
export { gapShare, notReplayable } from './simulate.ts';
export { ReplaySnapshot } from './snapshot.ts';
export type { BalancerCosts, ReplayConfig, ReplayModel, ReplayOptions, ReplayResult, ReplayRow } from './types.ts';
