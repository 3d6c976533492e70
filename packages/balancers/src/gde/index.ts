/** `gde`: generalized dimension exchange (decision maker, termination detection, workload adjuster). */

export type { GdeOptions } from './balancer.ts';
export { createGde, gdeFactory } from './balancer.ts';
export type { LocalDecision } from './decision.ts';
export { runDecision } from './decision.ts';
export { deltaFor, sweepDistances } from './delta.ts';
export { exchangeAmount, neighbourBound } from './exchange.ts';
export type { LinkFlow } from './flows.ts';
export { addPathFlow, boundaryFlows, gatherBoundaryFlows, procTable } from './flows.ts';
export { effectiveAxisSize, lambdaForSize, lambdaOpt } from './lambda.ts';
export type { DecisionOptions, DecisionParams } from './params.ts';
export { DEFAULT_MAX_SWEEPS } from './params.ts';
export type { AxisRelay } from './relay.ts';
export { agreeCuts, relayAxis } from './relay.ts';
export type { ColourSchedule } from './schedule.ts';
export { colourSchedule, partnersOf } from './schedule.ts';
export type { EdgeFlow, GdeSimulation } from './simulate.ts';
export { simulateGde } from './simulate.ts';
export { scaledPlanes, splitGives, walkPlanes } from './walk.ts';
