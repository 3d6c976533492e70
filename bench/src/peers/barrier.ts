/** The peers' sense-reversing barrier: the machine check's own (`@meshwork/harness/machine`). */
export { BARRIER_WORDS, SpinBarrier } from '@meshwork/harness/machine';
