export {
  blockSplit,
  calibratedSplit,
  cyclicUnits,
  leOf,
  observedSplit,
  oddCosts,
  partUnits,
  sieveSplit,
  speedupOf,
} from './analysis.ts';
export type { SieveDetails } from './app.ts';
export { sieveApp } from './app.ts';
export { SIEVE_BENCH } from './bench-options.ts';
export type { ExponentFit, WindowSample } from './calibrate.ts';
export { fitSieveExponent, observedFit, sampleWindows } from './calibrate.ts';
export { threadCpuNs } from './cpu.ts';
export type { CalibrationOptions, SieveProgramOptions, SieveStrategy, SlowRanks } from './options.ts';
export {
  CALIBRATION_DEFAULTS,
  centralRule,
  checkOptions,
  checkStrategy,
  PAPER_EXPONENT,
  PROGRAM_STRATEGIES,
  STRATEGIES,
  slowdownOf,
  speedsOf,
} from './options.ts';
export type { SieveBenchJson } from './paper.ts';
export type { PoolRun } from './pool.ts';
export { SievePool, sievePoolOptions } from './pool.ts';
export type { PoolResult, PoolTask } from './pool-worker.ts';
export type { CalibrationReport, SieveRankResult } from './program.ts';
export type { BalancerSummary } from './run.ts';
export { balancerSummary, loadFigures, mergePrimes } from './run.ts';
export type { SequentialResult, SieveCount, SieveRangeOptions } from './sequential.ts';
export { checkN, isqrt, lowPrimes, MAX_N, sieveRange, sieveSequential, sieveStrided, trialDivide } from './sequential.ts';
