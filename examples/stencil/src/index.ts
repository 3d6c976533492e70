export { DEFAULTS, initialField, stencilSequential, sweep } from './sequential.js';
export type { StencilOptions } from './sequential.js';
export type { StencilProgramOptions, StencilRankResult } from './program.js';
export { runStencil } from './run.js';
export type { StencilReport, StencilRunConfig } from './run.js';
