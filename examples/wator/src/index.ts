export type { WatorDetails } from './app.js';
export { watorApp } from './app.js';
export type { BalanceAudit, WatorProgramOptions, WatorRankResult } from './program.js';
export { checksumOf, DEFAULT_BALANCER_OPTIONS } from './program.js';
export type { Block, StepParams, Tally, WatorOptions } from './rules.js';
export {
  AGE_SHIFT,
  ageOf,
  checkOptions,
  countFish,
  DEFAULTS,
  drawFor,
  EMPTY,
  HALO_ROWS,
  HUNGER_SHIFT,
  hungerOf,
  initialCell,
  kindOf,
  MAX_BREED,
  MAX_STARVE,
  MINNOW,
  minnowSubstep,
  PURPOSE,
  pack,
  SHARK,
  sharkSubstep,
} from './rules.js';
export type { BalanceSummary, Table2Report, Table2Row, WatorRunConfig } from './run.js';
export { bottleneckWork, boundaryFlows, runTable2, summarizeBalances, updateWallNs } from './run.js';
export type { WatorSequentialResult } from './sequential.js';
export { initialOcean, watorFrom, watorSequential, wrapPadded } from './sequential.js';
