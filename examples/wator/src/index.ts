export type { WatorDetails } from './app.ts';
export { watorApp } from './app.ts';
export { WATOR_BENCH } from './bench-options.ts';
export {
  AGE_SHIFT,
  ageOf,
  EMPTY,
  HALO_ROWS,
  HUNGER_SHIFT,
  hungerOf,
  kindOf,
  MAX_BREED,
  MAX_STARVE,
  MINNOW,
  PURPOSE,
  pack,
  SHARK,
} from './cells.ts';
export type { Block, StepParams, Tally } from './kernels.ts';
export { countFish, drawFor, minnowSubstep, sharkSubstep } from './kernels.ts';
export type { WatorBenchJson } from './paper.ts';
export type { BalanceAudit, WatorProgramOptions, WatorRankResult } from './program.ts';
export { checksumOf, DEFAULT_BALANCER_OPTIONS } from './program.ts';
export type { WatorOptions } from './rules.ts';
export { checkOptions, DEFAULTS, initialCell } from './rules.ts';
export type { BalanceSummary, Table2Report, Table2Row, WatorRunConfig } from './run.ts';
export { bottleneckWork, boundaryFlows, runTable2, summarizeBalances, updateWallNs } from './run.ts';
export type { WatorSequentialResult } from './sequential.ts';
export { initialOcean, watorFrom, watorSequential, wrapPadded } from './sequential.ts';
