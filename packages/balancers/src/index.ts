/**
 * @meshwork/balancers: every balancer and invocation policy, written only against the public API
 * of @meshwork/runtime. Importing this module registers them in the runtime's registries.
 */
import { balancers, policies } from '@meshwork/runtime';
import { staticFactory } from './static.js';

export { createStatic, staticFactory } from './static.js';

for (const f of [staticFactory]) if (!balancers.has(f.name)) balancers.register(f);
void policies;

export { balancers, policies };
