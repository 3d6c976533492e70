export type { DiffusionDetails } from './app.js';
export { diffusionApp } from './app.js';
export type { DiffusionErrorCode } from './errors.js';
export { DiffusionError, DiffusionErrorCodes } from './errors.js';
export type { PngReadOptions, SyntheticImageOptions } from './image.js';
export { decodePng, downscale, encodePng, generateImage, readPng, writePng } from './image.js';
export type { PngHeader } from './png-check.js';
export { checkPng, DEFAULT_MAX_PIXELS } from './png-check.js';
export type { DiffusionProgramOptions, DiffusionRankResult } from './program.js';
export { checkFits, checksumOf, procDimsFor } from './program.js';
export type { BalancingChoice } from './run.js';
export { BALANCER_PRESETS, balancingChoice, checkRunConfig, iterationLoads, sharedPixels } from './run.js';
export type { Coefficients, Conductance, DiffusionParams, DiffusionResult, GreyImage, TileFrame, Values, ValueType } from './sequential.js';
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
