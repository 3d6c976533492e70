/** Invocation policies: when to balance. */

export type { AdaptiveOptions, AdaptivePolicy, AdaptiveVerdict } from './adaptive.ts';
export { adaptive, adaptivePolicyFactory } from './adaptive.ts';
export type { NamedPolicy } from './simple.ts';
export { every, everyPolicyFactory, never, neverPolicyFactory, spread, threshold, thresholdPolicyFactory } from './simple.ts';
