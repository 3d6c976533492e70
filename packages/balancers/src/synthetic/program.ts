/**
 * SPMD program of the synthetic workload: phases of real work on a row-decomposed grid (or a
 * 2-D decomposition on a mesh), balanced between phases by any registered balancer and policy.
 */
import { type BalanceReport, defineProgram, type Storage } from '@meshwork/runtime';
import { resolveBalancing } from '../balancing.ts';
import { checkProfile, initialValue, kernel, rowCost } from './workload.ts';

export interface SyntheticOptions {
  readonly rows: number;
  readonly cols: number;
  readonly phases: number;
  readonly profile?: unknown;
  readonly balancer?: string;
  readonly balancerOptions?: unknown;
  readonly policy?: string;
  readonly policyOptions?: unknown;
  readonly storage?: Storage;
  /** Return the gathered grid on rank 0 (tests). */
  readonly gather?: boolean;
}

export interface SyntheticResult {
  readonly rank: number;
  /** Work units of this rank per phase. */
  readonly work: number[];
  /** Balance reports (same on every rank but decisionMs). */
  readonly reports: BalanceReport[];
  readonly computeMs: number;
  readonly field?: Float64Array | undefined;
  readonly cuts: number[][];
}

export default defineProgram(async (ctx, o: SyntheticOptions): Promise<SyntheticResult> => {
  const profile = checkProfile(o.profile);
  const grid = await ctx.grid({ shape: [o.rows, o.cols], halo: 0, storage: o.storage ?? 'distributed' });
  // Initial values straight into the tile.
  for (let r = grid.tile.lo[0] as number; r < (grid.tile.hi[0] as number); r++) {
    for (let c = grid.tile.lo[1] as number; c < (grid.tile.hi[1] as number); c++) grid.set([r, c], initialValue(profile.seed, r, c));
  }
  // Default: balance after every phase.
  const chosen = resolveBalancing(
    o.policy === undefined
      ? { balancer: o.balancer ?? 'static', balancerOptions: o.balancerOptions, every: 1 }
      : { balancer: o.balancer ?? 'static', balancerOptions: o.balancerOptions, policy: o.policy, policyOptions: o.policyOptions },
  );
  const driver = ctx.balancing({ balancer: chosen.balancer, policy: chosen.policy });
  const work: number[] = [];
  ctx.comm.barrier();
  const t0 = performance.now();
  for (let t = 0; t < o.phases; t++) {
    const r0 = grid.tile.lo[0] as number;
    const [rows, cols] = grid.extent as [number, number];
    const rowLoads = new Array<number>(rows).fill(0);
    const colLoads = new Array<number>(cols).fill(0);
    ctx.phase('compute', () => {
      const data = grid.data;
      const stride = grid.strides[0] as number;
      for (let i = 0; i < rows; i++) {
        const iters = rowCost(profile, o.rows, r0 + i, t);
        let at = grid.origin + i * stride;
        for (let j = 0; j < cols; j++, at++) data[at] = kernel(data[at] as number, iters);
        rowLoads[i] = iters * cols;
        for (let j = 0; j < cols; j++) colLoads[j] = (colLoads[j] as number) + iters;
      }
      ctx.work(rowLoads.reduce((s, x) => s + x, 0));
    });
    const total = rowLoads.reduce((s, x) => s + x, 0);
    work.push(total);
    if (t + 1 < o.phases) driver.afterPhase(grid, { total, planes: [rowLoads, colLoads] });
  }
  ctx.comm.barrier();
  const computeMs = performance.now() - t0;
  const field = grid.gather(0) as Float64Array | undefined;
  return {
    rank: ctx.rank,
    work,
    reports: driver.reports,
    computeMs,
    field: o.gather === true ? field : undefined,
    cuts: grid.decomposition.cuts.map((c) => [...c]),
  };
});
