/** Pure topology layer: shapes, neighbours, distances, edge colourings, routing, Gray embedding. */

export { chain, hypercube, mesh, ring, topologyFromSpec, torus } from './factories.js';
export type { GrayEmbedding } from './gray.js';
export { gray, grayEmbedding, inverseGray } from './gray.js';
export { parseTopology } from './parse.js';
export type { EdgeColouring, Neighbour, Topology, TopologyKind, TopologySpec } from './types.js';
export { MAX_HYPERCUBE_DIMENSION, MAX_RANKS } from './validate.js';
