/**
 * Test program for `Balancing.charge`: a driver with a balancer that keeps the cuts and a policy
 * that balances at the phases listed and records the balance cost it is shown every phase.
 */
import { defineProgram } from '../../src/index.ts';
import type { BalanceDecision, InvocationPolicy, LoadSnapshot, PolicyState, RemapBalancer } from '../../src/plugin.ts';

export interface ChargeOptions {
  /** Phases after which the policy balances. */
  readonly balanceAt: readonly number[];
  readonly phases: number;
  /** Each rank charges `charges[rank]` ms after every balance (and `early` ms before the first phase). */
  readonly charges: readonly number[];
  readonly early: number;
  /** Call charge with this value once, to see the error (a rank's first call). */
  readonly bad?: number;
  /** Record the loads for replay (`BalancingOptions.record`). */
  readonly record?: boolean;
}

export interface ChargeResult {
  /** balanceCostMs as the policy saw it at every phase (null: not known yet). */
  readonly seen: (number | null)[];
  readonly badCode: string | undefined;
}

const keep: RemapBalancer = {
  name: 'keep',
  options: {},
  decide: (bc) => ({ cuts: bc.domain.cuts }),
  solve: (s: LoadSnapshot): BalanceDecision => ({ cuts: s.domain.cuts }),
};

export default defineProgram(async (ctx, o: ChargeOptions): Promise<ChargeResult> => {
  const grid = await ctx.grid({ shape: [8 * ctx.size, 4], halo: 1, storage: 'distributed' });
  const seen: (number | null)[] = [];
  const policy: InvocationPolicy = {
    name: 'listed',
    shouldBalance(s: PolicyState) {
      seen.push(s.balanceCostMs ?? null);
      return o.balanceAt.includes(s.phase);
    },
  };
  const driver = ctx.balancing({ balancer: keep, policy, ...(o.record === true ? { record: true } : {}) });
  let badCode: string | undefined;
  if (o.bad !== undefined) {
    try {
      driver.charge(o.bad);
    } catch (err) {
      badCode = (err as { code?: string }).code;
    }
  }
  driver.charge(o.early); // no balance pending: ignored
  for (let p = 0; p < o.phases; p++) {
    const report = driver.afterPhase(grid, { total: 1 });
    if (report !== undefined) driver.charge(o.charges[ctx.rank] ?? 0);
  }
  return { seen, badCode };
});
