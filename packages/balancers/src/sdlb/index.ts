/** Scan-directed load balancing (`sdlb`): the balancer and the pure algorithms behind it. */
export { createSdlb, sdlbFactory } from './balancer.ts';
export type { AxisRoute } from './decide.ts';
export { decideSdlb, routeFor } from './decide.ts';
export type { AxisPlan, Layout, Profiles, SdlbPlan } from './kd.ts';
export {
  algorithm3,
  algorithm4,
  combinePlans,
  hyperplaneLoads,
  planAxis,
  planeProfile,
  planSdlb,
  procCoordsOf,
  procIndexOf,
  profilesFromCost,
  tileOf,
} from './kd.ts';
export type { LineOutcome, LineParams, LineSettings, ResolvedCuts, ShiftRule } from './line.ts';
export {
  balanceLine,
  candidateLength,
  clampCuts,
  lineParams,
  partCandidates,
  resolveCuts,
  upperBound,
} from './line.ts';
export type { AxisJob, SdlbMode, SdlbOptions, SdlbSettings } from './options.ts';
export { axisJobs, readSdlbOptions } from './options.ts';
export type { ProcessorPoints } from './paper.ts';
export { algorithm1, algorithm2, simulateBoundary } from './paper.ts';
