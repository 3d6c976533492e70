export type { StencilDetails } from './app.js';
export { stencilApp } from './app.js';
export type { StencilProgramOptions, StencilRankResult } from './program.js';
export type { StencilOptions, TimedField } from './sequential.js';
export { DEFAULTS, initialField, stencilSequential, stencilSequentialTimed, sweep } from './sequential.js';
