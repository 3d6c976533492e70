export type { KnaryDetails } from './app.ts';
export { knaryApp } from './app.ts';
export { KNARY_BENCH, KNARY_BENCH_SIDES } from './bench-options.ts';
export type { CentralRun } from './central.ts';
export { defaultCutDepth, KnaryPool } from './central.ts';
export type { KnaryOptions, KnaryShape } from './knary.ts';
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
} from './knary.ts';
export type { PoolOverhead } from './overhead.ts';
export { dequeNsPerTask, poolNsPerTask } from './overhead.ts';
export type { KnaryBenchCase, KnaryBenchJson } from './paper.ts';
export type { KnaryProgramOptions, KnaryRankResult } from './program.ts';
export { CENTRAL, timeScheduler, timeSequential, warmUp } from './run.ts';
export type { KnaryResult } from './sequential.ts';
export { knaryByTree, knarySequential } from './sequential.ts';
