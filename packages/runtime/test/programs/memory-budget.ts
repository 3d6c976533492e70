/**
 * The per-rank memory budget (`memoryBudgetMb`): each scenario allocates through the runtime
 * (grids, a gather, a collective over links) and reports what it got; the budget tests run them
 * under and over small budgets.
 */
import { defineProgram } from '@meshwork/runtime';

export type BudgetScenario =
  /** Distributed grids of these shapes (float64, halo 1), created in order. */
  | { readonly kind: 'grids'; readonly shapes: readonly (readonly number[])[] }
  /** One shared-storage grid of this shape (rank 0 allocates it). */
  | { readonly kind: 'shared'; readonly shape: readonly number[] }
  /** A small distributed grid of this shape, gathered on rank 0. */
  | { readonly kind: 'gather'; readonly shape: readonly number[] }
  /** An allreduce over links of a Float64Array of this length. */
  | { readonly kind: 'allreduce'; readonly length: number };

export interface BudgetOptions {
  readonly scenario: BudgetScenario;
}

export interface BudgetResult {
  /** Cells (with halos) of the grids created, or elements of the gathered or reduced array. */
  readonly cells: number;
  /** The grid's storage is the buffer this thread's previous run of this module left behind. */
  readonly reused: boolean;
}

let last: ArrayBuffer | undefined;

export default defineProgram(async (ctx, o: BudgetOptions): Promise<BudgetResult> => {
  const s = o.scenario;
  if (s.kind === 'grids') {
    let cells = 0;
    let reused = false;
    for (const [i, shape] of s.shapes.entries()) {
      const g = await ctx.grid({ shape, halo: 1, storage: 'distributed' });
      cells += g.data.length;
      if (i === 0) {
        reused = g.data.buffer === last;
        last = g.data.buffer as ArrayBuffer;
      }
    }
    return { cells, reused };
  }
  if (s.kind === 'shared') {
    const g = await ctx.grid({ shape: s.shape, halo: 1, storage: 'shared' });
    return { cells: g.data.length, reused: false };
  }
  if (s.kind === 'gather') {
    const g = await ctx.grid({ shape: s.shape, halo: 0, storage: 'distributed' });
    return { cells: g.gather(0)?.length ?? 0, reused: false };
  }
  const sum = ctx.commLinks.allreduce(new Float64Array(s.length).fill(1), 'sum');
  return { cells: sum.length, reused: false };
});
