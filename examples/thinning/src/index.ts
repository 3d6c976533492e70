export type { Thinness } from './analysis.js';
export { countOnes, holes, isSimple, isSubset, objectComponents, sameImage, thinness, yokoi8 } from './analysis.js';
export type { ThinningDetails } from './app.js';
export { thinningApp } from './app.js';
export type { GenerateOptions, GeneratorKind, ImageErrorCode, ReadOptions } from './images.js';
export {
  asciiArt,
  encodePbm,
  encodePgm,
  GENERATORS,
  generate,
  ImageError,
  MAX_PIXELS,
  overlayPgm,
  parseNetpbm,
  readImage,
  writePbm,
} from './images.js';
export type { EdgeMode, ImageSource, LoadMeasure, ThinningProgramOptions, ThinningRankResult } from './program.js';
export { oncePolicy, resolveImage } from './program.js';
export type { CaseSettings, ThinningCase, ThinningRunConfig } from './run.js';
export { CASES, caseSettings, checkFits, defaultBalancerOptions, programOptions } from './run.js';
export type { BinaryImage, SequentialOptions, Spans, ThinningResult } from './sequential.js';
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
} from './sequential.js';
