/** `gde`: generalized dimension exchange (decision maker, termination detection, workload adjuster). */

export type { GdeOptions } from './balancer.js';
export { createGde, gdeFactory } from './balancer.js';
export type { LocalDecision } from './decision.js';
export { runDecision } from './decision.js';
export { deltaFor, sweepDistances } from './delta.js';
export { exchangeAmount, neighbourBound } from './exchange.js';
export type { LinkFlow } from './flows.js';
export { addPathFlow, boundaryFlows, gatherBoundaryFlows, procTable } from './flows.js';
export { effectiveAxisSize, lambdaForSize, lambdaOpt } from './lambda.js';
export type { DecisionOptions, DecisionParams } from './params.js';
export { DEFAULT_MAX_SWEEPS } from './params.js';
export type { AxisRelay } from './relay.js';
export { agreeCuts, relayAxis } from './relay.js';
export type { ColourSchedule } from './schedule.js';
export { colourSchedule, partnersOf } from './schedule.js';
export type { EdgeFlow, GdeSimulation } from './simulate.js';
export { simulateGde } from './simulate.js';
export { scaledPlanes, splitGives, walkPlanes } from './walk.js';
