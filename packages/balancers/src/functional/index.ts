/**
 * Functional load balancing (functional-load-balancing-sieve.txt): cumulative cost models, the
 * guarded Newton solver, the pure planning helpers, and the `functional` remap balancer.
 */

export type { FunctionalModelName, FunctionalSettings } from './balancer.js';
export { createFunctional, createFunctionalWithModel, functionalFactory } from './balancer.js';
export type { CostModel, DensityTerm, FitForm, PowerFit, Sample, SieveModelOptions } from './models.js';
export {
  analyticModel,
  cumulativeSamples,
  densityModel,
  fitPowerLaw,
  fittedModel,
  LEGENDRE,
  linearModel,
  piecewiseLinearModel,
  polynomialDensityModel,
  powerModel,
  sieveModel,
} from './models.js';
export type { BoundProblem, HeterogeneousPlan, NodeGroup, Span } from './plan.js';
export {
  boundTarget,
  checkSpeeds,
  cumulativeShare,
  cutOf,
  heterogeneousPlan,
  loadEfficiencyOf,
  predictParts,
  solveAllBounds,
  solveBoundary,
  speedsOf,
} from './plan.js';
export type { SolveMethod, SolveOptions, SolveResult } from './solve.js';
export { solveBound } from './solve.js';
