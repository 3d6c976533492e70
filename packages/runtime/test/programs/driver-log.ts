/**
 * Test program for the drivers' log in the rank metrics and the never-balances warning: one
 * driver whose policy is named `policy` (balancing after the phases listed in `balanceAt`), over
 * `phases` phases, with a balancer that keeps the cuts (named `balancer`) and names the phase it
 * decided on in its details.
 */
import { defineProgram } from '../../src/index.ts';
import type { BalanceDecision, InvocationPolicy, LoadSnapshot, RemapBalancer } from '../../src/plugin.ts';

export interface DriverLogOptions {
  readonly balancer: string;
  readonly policy: string;
  readonly balanceAt: readonly number[];
  readonly phases: number;
  /** Balance after every phase (balanceAt ignored); each decision carries `details: { phase }`. */
  readonly everyPhase?: boolean;
}

export default defineProgram(async (ctx, o: DriverLogOptions): Promise<number> => {
  const grid = await ctx.grid({ shape: [8 * ctx.size, 4], halo: 1, storage: 'distributed' });
  const keep: RemapBalancer = {
    name: o.balancer,
    options: {},
    decide: (bc) => ({ cuts: bc.domain.cuts, details: { phase: bc.phase } }),
    solve: (s: LoadSnapshot): BalanceDecision => ({ cuts: s.domain.cuts, details: { phase: s.phase } }),
  };
  const policy: InvocationPolicy = { name: o.policy, shouldBalance: (s) => o.everyPhase === true || o.balanceAt.includes(s.phase) };
  const driver = ctx.balancing({ balancer: keep, policy });
  let balances = 0;
  for (let p = 0; p < o.phases; p++) if (driver.afterPhase(grid, { total: 1 + ctx.rank }) !== undefined) balances++;
  return balances;
});
