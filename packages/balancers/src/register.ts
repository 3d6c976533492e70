/** Registers every balancer and policy of this package in the runtime's registries (idempotent). */
import { balancers, type Factory, type InvocationPolicy, policies, type RemapBalancer } from '@meshwork/runtime';
import { staticFactory } from './static.js';

export const balancerFactories: readonly Factory<RemapBalancer>[] = [staticFactory];
export const policyFactories: readonly Factory<InvocationPolicy>[] = [];

for (const f of balancerFactories) if (!balancers.has(f.name)) balancers.register(f);
for (const f of policyFactories) if (!policies.has(f.name)) policies.register(f);
