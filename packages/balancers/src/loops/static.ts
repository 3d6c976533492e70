/** `static`: the block split of [0, n), one contiguous part per rank; no communication at all. */
import type { RankContext } from '@meshwork/runtime';
import { blockCuts, type Factory, OptionReader } from '@meshwork/runtime/plugin';
import { checkLoopSize } from './chunks.ts';
import type { LoopBody, LoopScheduler, LoopStats } from './types.ts';

export function createStaticLoop(options?: unknown): LoopScheduler {
  const used = new OptionReader('static', options).done();
  return {
    name: 'static',
    options: used,
    async run(ctx: RankContext, n: number, body: LoopBody): Promise<LoopStats> {
      checkLoopSize(n);
      const t0 = performance.now();
      const cuts = blockCuts(n, ctx.size);
      const lo = cuts[ctx.rank] as number;
      const hi = cuts[ctx.rank + 1] as number;
      if (hi > lo) body(lo, hi);
      return { scheduler: 'static', iterations: hi - lo, chunks: hi > lo ? 1 : 0, ms: performance.now() - t0, details: {} };
    },
  };
}

export const staticLoopFactory: Factory<LoopScheduler> = {
  name: 'static',
  summary: 'block split of [0, n): one contiguous part per rank',
  create: createStaticLoop,
};
