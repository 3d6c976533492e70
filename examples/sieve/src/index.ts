export type { SieveDetails } from './app.js';
export { sieveApp } from './app.js';
export type { ExponentFit, WindowSample } from './calibrate.js';
export { fitSieveExponent, observedFit, sampleWindows } from './calibrate.js';
export type { CalibrationOptions, SieveProgramOptions, SieveStrategy, SlowRanks } from './options.js';
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
} from './options.js';
export type { PoolRun } from './pool.js';
export { SievePool } from './pool.js';
export type { CalibrationReport, SieveRankResult } from './program.js';
export type { BalancerSummary } from './run.js';
export { balancerSummary, loadFigures, mergePrimes } from './run.js';
export type { SequentialResult, SieveCount, SieveRangeOptions } from './sequential.js';
export { checkN, isqrt, lowPrimes, MAX_N, sieveRange, sieveSequential, sieveStrided, trialDivide } from './sequential.js';
