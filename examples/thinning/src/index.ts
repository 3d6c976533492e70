export type { Thinness } from './analysis.ts';
export { countOnes, holes, isSimple, isSubset, objectComponents, sameImage, thinness, yokoi8 } from './analysis.ts';
export type { ThinningDetails } from './app.ts';
export { thinningApp } from './app.ts';
export { THINNING_BENCH } from './bench-options.ts';
export type { ImageErrorCode } from './errors.ts';
export { ImageError, ImageErrorCodes } from './errors.ts';
export type { GenerateOptions, GeneratorKind } from './generate.ts';
export { GENERATORS, generate } from './generate.ts';
export type { ReadOptions } from './images.ts';
export {
  asciiArt,
  encodePbm,
  encodePgm,
  MAX_PIXELS,
  overlayPgm,
  parseNetpbm,
  readImage,
  writePbm,
} from './images.ts';
export type { ThinningBenchJson } from './paper.ts';
export type { EdgeMode, ImageSource, LoadMeasure, ThinningProgramOptions, ThinningRankResult } from './program.ts';
export { oncePolicy, resolveImage } from './program.ts';
export type { CaseSettings, ThinningCase, ThinningRunConfig } from './run.ts';
export { CASES, caseSettings, checkFits, defaultBalancerOptions, programOptions } from './run.ts';
export type { BinaryImage, SequentialOptions, Spans, ThinningResult } from './sequential.ts';
// The kernels too: the hand-rolled peer of bench/ (plain worker_threads) runs the app's rule with them.
export {
  applyRemovals,
  clearEdges,
  createSpans,
  EDGE_LUT,
  edgeRow,
  edgeRowInto,
  erodeRow,
  layoutOf,
  padImage,
  scanSpan,
  thinOnce,
  thinSequential,
  tightenSpan,
  unpadImage,
  wordsOf,
} from './sequential.ts';
