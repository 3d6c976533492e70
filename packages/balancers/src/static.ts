/**
 * `static`: the block decomposition (equal contiguous parts), the baseline of every comparison.
 * Balancing with it returns the block cuts, so a domain that drifted is put back to block.
 */
import {
  type BalanceContext,
  type BalanceDecision,
  blockCuts,
  type Factory,
  type LoadSnapshot,
  OptionReader,
  type RemapBalancer,
} from '@meshwork/runtime/plugin';

export function createStatic(options?: unknown): RemapBalancer {
  const used = new OptionReader('static', options).done();
  return {
    name: 'static',
    options: used,
    decide(ctx: BalanceContext): BalanceDecision {
      const cuts = ctx.domain.shape.map((n, a) => blockCuts(n, ctx.domain.procDims[a] as number));
      return { cuts, sweeps: 0 };
    },
    solve(snap: LoadSnapshot): BalanceDecision {
      const cuts = snap.domain.shape.map((n, a) => blockCuts(n, snap.domain.procDims[a] as number));
      return { cuts, sweeps: 0 };
    },
  };
}

export const staticFactory: Factory<RemapBalancer> = {
  name: 'static',
  summary: 'block decomposition: equal contiguous parts (the baseline)',
  create: createStatic,
};
