/**
 * `@meshwork/runtime/topology`: the pure topology layer (shapes, neighbours, distances, edge
 * colourings, routing, Gray embedding), with no threads or shared memory.
 *
 * @module \@meshwork/runtime/topology
 */

export { chain, hypercube, mesh, ring, topologyFromSpec, torus } from './factories.ts';
export type { GrayEmbedding } from './gray.ts';
export { gray, grayEmbedding, inverseGray } from './gray.ts';
export { parseTopology } from './parse.ts';
export type { EdgeColouring, Neighbour, Topology, TopologyKind, TopologySpec } from './types.ts';
export { MAX_HYPERCUBE_DIMENSION, MAX_RANKS } from './validate.ts';
