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
  pack,
  PURPOSE,
  SHARK,
  sharkSubstep,
} from './rules.js';
export type { Block, StepParams, Tally, WatorOptions } from './rules.js';
export { initialOcean, watorFrom, watorSequential, wrapPadded } from './sequential.js';
export type { WatorSequentialResult } from './sequential.js';
export { checksumOf, DEFAULT_BALANCER_OPTIONS } from './program.js';
export type { BalanceAudit, WatorProgramOptions, WatorRankResult } from './program.js';
export { boundaryFlows, bottleneckWork, runTable2, runWator, spread, summarizeBalances, updateBusyNs } from './run.js';
export type { BalanceSummary, SideReport, Spread, Table2Report, Table2Row, WatorReport, WatorRunConfig } from './run.js';
