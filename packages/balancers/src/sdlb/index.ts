/** Scan-directed load balancing (`sdlb`): the balancer and the pure algorithms behind it. */
export { createSdlb, sdlbFactory } from './balancer.js';
export type { AxisRoute } from './decide.js';
export { decideSdlb, routeFor } from './decide.js';
export type { AxisPlan, Layout, Profiles, SdlbPlan } from './kd.js';
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
} from './kd.js';
export type { LineOutcome, LineParams, LineSettings, ProcessorPoints, ResolvedCuts, ShiftRule } from './line.js';
export {
  algorithm1,
  algorithm2,
  balanceLine,
  candidateLength,
  clampCuts,
  lineParams,
  partCandidates,
  resolveCuts,
  simulateBoundary,
  upperBound,
} from './line.js';
export type { AxisJob, SdlbMode, SdlbOptions, SdlbSettings } from './options.js';
export { axisJobs, readSdlbOptions } from './options.js';
