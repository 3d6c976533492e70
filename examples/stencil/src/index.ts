export type { StencilProgramOptions, StencilRankResult } from './program.js';
export type { StencilReport, StencilRunConfig } from './run.js';
export { runStencil } from './run.js';
export type { StencilOptions } from './sequential.js';
export { DEFAULTS, initialField, stencilSequential, sweep } from './sequential.js';
