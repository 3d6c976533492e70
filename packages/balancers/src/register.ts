/** Registers every balancer and policy of this package in the runtime's registries (idempotent). */
import { balancers, policies, taskSchedulers } from '@meshwork/runtime';
import type { Factory, InvocationPolicy, RemapBalancer } from '@meshwork/runtime/plugin';
import { centralFactory } from './central.js';
import { functionalFactory } from './functional/index.js';
import { gdeFactory } from './gde/index.js';
import './loops/registry.js';
import { adaptivePolicyFactory, everyPolicyFactory, neverPolicyFactory, thresholdPolicyFactory } from './policies/index.js';
import { sdlbFactory } from './sdlb/index.js';
import { staticFactory } from './static.js';
import { taskSchedulerFactories } from './tasks/index.js';

export const balancerFactories: readonly Factory<RemapBalancer>[] = [
  staticFactory,
  sdlbFactory,
  gdeFactory,
  centralFactory,
  functionalFactory,
];
export const policyFactories: readonly Factory<InvocationPolicy>[] = [
  neverPolicyFactory,
  everyPolicyFactory,
  thresholdPolicyFactory,
  adaptivePolicyFactory,
];

for (const f of balancerFactories) if (!balancers.has(f.name)) balancers.register(f);
for (const f of policyFactories) if (!policies.has(f.name)) policies.register(f);
for (const f of taskSchedulerFactories) if (!taskSchedulers.has(f.name)) taskSchedulers.register(f);
