export type { KnaryDetails } from './app.js';
export { knaryApp } from './app.js';
export type { CentralRun } from './central.js';
export { defaultCutDepth, KnaryPool } from './central.js';
export type { KnaryOptions, KnaryShape } from './knary.js';
export {
  checkOptions,
  criticalPath,
  criticalPathRecursive,
  DEFAULT_ITERS,
  innerNodes,
  MAX_NODES,
  maxSpeedup,
  nodeValue,
  parallelism,
  parentOf,
  pathKeys,
  work,
} from './knary.js';
export type { KnaryProgramOptions, KnaryRankResult } from './program.js';
export { CENTRAL, timeScheduler, timeSequential, warmUp } from './run.js';
export type { KnaryResult } from './sequential.js';
export { knaryByTree, knarySequential } from './sequential.js';
