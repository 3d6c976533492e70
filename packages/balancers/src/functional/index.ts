/**
 * Functional load balancing (functional-load-balancing-sieve.txt): cumulative cost models, the
 * guarded Newton solver, the pure planning helpers, and the `functional` remap balancer.
 */

export type { FunctionalModelName, FunctionalSettings } from './balancer.ts';
export { createFunctional, createFunctionalWithModel, functionalFactory } from './balancer.ts';
export type { CostModel, DensityTerm, FitForm, PowerFit, Sample, SieveModelOptions } from './models.ts';
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
} from './models.ts';
export type { BoundProblem, HeterogeneousPlan, NodeGroup, Span } from './plan.ts';
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
} from './plan.ts';
export type { SolveMethod, SolveOptions, SolveResult } from './solve.ts';
export { solveBound } from './solve.ts';
