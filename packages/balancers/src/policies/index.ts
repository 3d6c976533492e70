/** Invocation policies: when to balance. */

export type { AdaptiveOptions, AdaptivePolicy, AdaptiveVerdict } from './adaptive.js';
export { adaptive, adaptivePolicyFactory } from './adaptive.js';
export type { NamedPolicy } from './simple.js';
export { every, everyPolicyFactory, never, neverPolicyFactory, spread, threshold, thresholdPolicyFactory } from './simple.js';
