/** Registers every balancer, policy and task scheduler of this package in the runtime's registries (idempotent). */
import { balancers, policies, taskSchedulers } from '@meshwork/runtime';
import { balancerFactories, policyFactories } from './balancing.ts';
import './loops/registry.ts';
import { taskSchedulerFactories } from './tasks/index.ts';

for (const f of balancerFactories) if (!balancers.has(f.name)) balancers.register(f);
for (const f of policyFactories) if (!policies.has(f.name)) policies.register(f);
for (const f of taskSchedulerFactories) if (!taskSchedulers.has(f.name)) taskSchedulers.register(f);
