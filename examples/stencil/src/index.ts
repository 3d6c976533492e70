export type { StencilProgramOptions, StencilRankResult } from './program.js';
export type { StencilReport, StencilRunConfig } from './run.js';
export { runStencil } from './run.js';
export type { StencilOptions, TimedField } from './sequential.js';
export { DEFAULTS, initialField, stencilSequential, stencilSequentialTimed, sweep } from './sequential.js';
