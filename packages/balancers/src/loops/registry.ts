/**
 * Loop schedulers by name, for apps that take `--strategy`: `static`, `self`, `replicate`, `steal`.
 * Each factory validates a JSON-able option block. `central` is not here: it runs on the host with a task pool (central.ts), not in ranks.
 */
import { type Factory, Registry } from '@meshwork/runtime/plugin';
import { replicateFactory } from './replicate.ts';
import { selfFactory } from './self.ts';
import { staticLoopFactory } from './static.ts';
import { stealFactory } from './steal.ts';
import type { LoopScheduler } from './types.ts';

export const loopSchedulerFactories: Factory<LoopScheduler>[] = [staticLoopFactory, selfFactory, replicateFactory, stealFactory];

/** The registry apps pick loop schedulers from (`loopSchedulers.create('self', { rule: 'fac2' })`). */
export const loopSchedulers = new Registry<LoopScheduler>('loop scheduler');

for (const f of loopSchedulerFactories) if (!loopSchedulers.has(f.name)) loopSchedulers.register(f);
