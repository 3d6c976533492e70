export type { StencilDetails } from './app.ts';
export { stencilApp } from './app.ts';
export type { StencilProgramOptions, StencilRankResult } from './program.ts';
export type { StencilOptions, TimedField } from './sequential.ts';
export { DEFAULTS, initialField, stencilSequential, stencilSequentialTimed, sweep } from './sequential.ts';
