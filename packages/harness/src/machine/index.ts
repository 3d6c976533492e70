/**
 * `@meshwork/harness/machine`: hand-rolled worker code with no Meshwork import (plain
 * `worker_threads`, SharedArrayBuffer, Atomics): the 2-thread stencil peer of the machine check
 * and the pieces the bench's peers are built from (team, barrier, job loop, block split).
 */
export { BARRIER_WORDS, SpinBarrier } from './barrier.ts';
export type { JobMessage } from './serve.ts';
export { serve } from './serve.ts';
export { blockStart } from './split.ts';
export type { PeerRun, PlainRun, StencilPeerOptions } from './stencil-peer.ts';
export { plainStencil, StencilPeer } from './stencil-peer.ts';
export type { StencilJob, StencilThreadResult } from './stencil-worker.ts';
export { compiledWorkerUrl, machineWorkerUrl, Team } from './team.ts';
