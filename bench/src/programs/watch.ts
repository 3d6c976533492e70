/**
 * Rank program of `bench:watch`: what watching the loads costs a phase. Every phase: a halo
 * exchange of a 512 x 512 float64 grid in two strips, a busy loop (`heavy` us on the last rank,
 * `light` us on the others), then, by mode, nothing, a barrier, or a balancing driver's
 * `afterPhase` with equal plane loads (256 + 512 of them, in the Float64Arrays a program tallies
 * into) under a policy that never balances. Rank 0 returns the loop's time per phase; every rank
 * its time inside the mode's call and its sync points per phase.
 */
import { resolveBalancing } from '@meshwork/balancers';
import { defineProgram } from '@meshwork/runtime';

export type WatchMode = 'none' | 'barrier' | 'every' | 'adaptive' | 'adaptive-no-gap' | 'adaptive-sync';

export interface WatchOptions {
  readonly mode: WatchMode;
  readonly phases: number;
  readonly heavy: number;
  readonly light: number;
}

export interface WatchResult {
  /** Loop time per phase, us (the same on every rank within a phase's jitter). */
  readonly phaseUs: number;
  /** Time inside the mode's call per phase, us (this rank). */
  readonly callUs: number;
  readonly syncsPerPhase: number;
  readonly balances: number;
  readonly lagged: boolean;
}

/** Busy for `us` microseconds (the rank's compute). */
function busy(us: number): number {
  const end = performance.now() + us / 1000;
  let x = 0;
  while (performance.now() < end) x++;
  return x;
}

function policyOf(mode: WatchMode): { policy: string; policyOptions?: unknown } {
  switch (mode) {
    case 'adaptive':
      return { policy: 'adaptive' };
    case 'adaptive-no-gap':
      return { policy: 'adaptive', policyOptions: { maxGap: 1 } };
    case 'adaptive-sync':
      return { policy: 'adaptive', policyOptions: { maxGap: 1, lag: false } };
    default:
      // a synchronous gather every phase, never a balance
      return { policy: 'every', policyOptions: { k: 1_000_000_000 } };
  }
}

export default defineProgram(async (ctx, o: WatchOptions): Promise<WatchResult> => {
  const grid = await ctx.grid({ shape: [512, 512], dtype: 'float64', halo: 1, procDims: [ctx.size, 1] });
  const { balancer, policy } = resolveBalancing({ balancer: 'sdlb', balancerOptions: { mode: '1d', axis: 0 }, ...policyOf(o.mode) });
  const driver = ctx.balancing({ balancer, policy });
  const rows = (grid.tile.hi[0] as number) - (grid.tile.lo[0] as number);
  const rowLoads = new Float64Array(rows).fill(1);
  const colLoads = new Float64Array(512).fill(rows / 512);
  const work = ctx.rank === ctx.size - 1 ? o.heavy : o.light;
  let inCall = 0;
  ctx.comm.barrier();
  const syncs0 = ctx.commShm.syncs;
  const t0 = performance.now();
  for (let i = 0; i < o.phases; i++) {
    grid.exchangeHalos();
    busy(work);
    const a = performance.now();
    if (o.mode === 'barrier') ctx.comm.barrier();
    else if (o.mode !== 'none') driver.afterPhase(grid, { total: rows, planes: [rowLoads, colLoads] });
    inCall += performance.now() - a;
  }
  const loopMs = performance.now() - t0;
  const syncs = ctx.commShm.syncs - syncs0;
  ctx.comm.barrier();
  return {
    phaseUs: (loopMs * 1000) / o.phases,
    callUs: (inCall * 1000) / o.phases,
    syncsPerPhase: syncs / o.phases,
    balances: driver.reports.length,
    lagged: driver.lagged,
  };
});
