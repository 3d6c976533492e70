export { DiffusionError, DiffusionErrorCodes } from './errors.js';
export type { DiffusionErrorCode } from './errors.js';
export {
  activate,
  apply,
  checkImage,
  checkParams,
  coefficients,
  collectChanged,
  DEFAULT_PARAMS,
  diffuseSequential,
  evaluate,
  SequentialDiffusion,
  Worklist,
} from './sequential.js';
export type { Coefficients, Conductance, DiffusionParams, DiffusionResult, GreyImage, TileFrame, ValueType, Values } from './sequential.js';
export { decodePng, downscale, encodePng, generateImage, readPng, writePng } from './image.js';
export type { SyntheticImageOptions } from './image.js';
export { checkFits, checksumOf, procDimsFor } from './program.js';
export type { DiffusionProgramOptions, DiffusionRankResult } from './program.js';
