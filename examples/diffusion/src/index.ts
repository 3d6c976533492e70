export type { DiffusionDetails } from './app.ts';
export { diffusionApp } from './app.ts';
export { CAMERA_PNG, DIFFUSION_BENCH } from './bench-options.ts';
export type { DiffusionErrorCode } from './errors.ts';
export { DiffusionError, DiffusionErrorCodes } from './errors.ts';
export type { PngReadOptions, SyntheticImageOptions } from './image.ts';
export { decodePng, downscale, encodePng, generateImage, readPng, writePng } from './image.ts';
export type { DiffusionBenchCase, DiffusionBenchJson, DiffusionBenchRow } from './paper.ts';
export type { PngHeader } from './png-check.ts';
export { checkPng, DEFAULT_MAX_PIXELS } from './png-check.ts';
export type { DiffusionProgramOptions, DiffusionRankResult } from './program.ts';
export { checkFits, checksumOf, procDimsFor } from './program.ts';
export type { BalancingChoice } from './run.ts';
export { BALANCER_PRESETS, balancingChoice, checkRunConfig, iterationLoads, sharedPixels } from './run.ts';
export type { Coefficients, Conductance, DiffusionParams, DiffusionResult, GreyImage, TileFrame, Values, ValueType } from './sequential.ts';
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
} from './sequential.ts';
