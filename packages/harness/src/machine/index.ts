/**
 * `@meshwork/harness/machine`: hand-rolled worker code with no Meshwork import (plain
 * `worker_threads`, SharedArrayBuffer, Atomics): the 2-thread stencil peer of the machine check
 * and the pieces the bench's peers are built from (team, barrier, job loop, block split).
 */
export { BARRIER_WORDS, SpinBarrier } from './barrier.js';
export type { JobMessage } from './serve.js';
export { serve } from './serve.js';
export { blockStart } from './split.js';
export type { PeerRun, PlainRun, StencilPeerOptions } from './stencil-peer.js';
export { plainStencil, StencilPeer } from './stencil-peer.js';
export type { StencilJob, StencilThreadResult } from './stencil-worker.js';
export { compiledWorkerUrl, machineWorkerUrl, Team } from './team.js';
