/**
 * `@meshwork/runtime/internal`: what Meshwork's own packages need from the runtime beyond the
 * public entries: the shared-memory deque and wait loop the loop schedulers of
 * `@meshwork/balancers` are built on, the integer check and thrown-value wrapper of `@meshwork/hosts`, the spin rule the
 * micro benchmarks compare with. Not part of the public API: no compatibility promise between
 * versions, not in the API reference; programs and plugins use `@meshwork/runtime` and
 * `@meshwork/runtime/plugin`.
 *
 * @module
 */

export { checkInt } from './checks.ts';
export { asError } from './errors.ts';
export type { StealOutcome } from './shm/deque.ts';
export { TaskDeque } from './shm/deque.ts';
export type { WaitPolicy } from './shm/wait.ts';
export { createWaitPolicy, spinIterationsFor, waitFor } from './shm/wait.ts';
