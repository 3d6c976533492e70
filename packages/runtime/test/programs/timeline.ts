/**
 * Test program for timelines: phases that report work units, exchange halos and ping every
 * neighbour, an allreduce; a driver whose balancer moves a cut by one row after every phase (so
 * every balance remaps); checkpoints when the run asks for them; and, in `slow` rounds, rank 0
 * sleeping before its sends, before an allreduce and before returning, so the others wait for it
 * in a receive, a collective and the end-of-run barrier. `burst` sends that many messages from
 * rank 0 to rank 1 first (to spend a timeline's budgets).
 */
import { defineProgram } from '../../src/index.ts';
import type { BalanceDecision, InvocationPolicy, LoadSnapshot, RemapBalancer } from '../../src/plugin.ts';

export interface TimelineProgramOptions {
  readonly phases: number;
  /** Rounds in which rank 0 sleeps 40 ms before its sends, an allreduce, and (last) its return. */
  readonly slow: number;
  readonly burst?: number;
}

export interface TimelineProgramResult {
  readonly balances: number;
  readonly checkpoints: number;
}

/** A cut that moves one row down after even phases and back after odd ones: every balance remaps. */
const shift: RemapBalancer = {
  name: 'shift',
  options: {},
  decide: (bc) => ({ cuts: moved(bc.domain.cuts, bc.phase) }),
  solve: (s: LoadSnapshot): BalanceDecision => ({ cuts: moved(s.domain.cuts, s.phase) }),
};

function moved(cuts: readonly (readonly number[])[], phase: number): number[][] {
  const out = cuts.map((c) => [...c]);
  const axis = out[0] as number[];
  axis[1] = (axis[1] as number) + (phase % 2 === 0 ? 1 : -1);
  return out;
}

const always: InvocationPolicy = { name: 'always', shouldBalance: () => true };

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

export default defineProgram(async (ctx, o: TimelineProgramOptions): Promise<TimelineProgramResult> => {
  const nbrs = ctx.links.neighbours();
  if (o.burst !== undefined) {
    const one = new Float64Array(1);
    if (ctx.rank === 0) for (let i = 0; i < o.burst; i++) ctx.links.send(1, one);
    if (ctx.rank === 1) for (let i = 0; i < o.burst; i++) ctx.links.recvInto(0, one);
  }
  const grid = await ctx.grid({ shape: [8 * ctx.size, 4], halo: 1, storage: 'distributed' });
  const driver = ctx.balancing({ balancer: shift, policy: always });
  let balances = 0;
  let checkpoints = 0;
  const ping = new Float64Array(4);
  for (let p = 0; p < o.phases; p++) {
    const slow = p < o.slow && ctx.rank === 0;
    ctx.phase('step', () => {
      ctx.work(ctx.rank + 1);
      grid.exchangeHalos();
      if (slow) sleep(40);
      for (const n of nbrs) ctx.links.send(n, ping);
      for (const n of nbrs) ctx.links.recv(n);
      if (slow) sleep(40);
      ctx.comm.allreduce(ctx.rank, 'sum');
    });
    if (driver.afterPhase(grid, { total: ctx.rank + 1 }) !== undefined) balances++;
    if (ctx.checkpoint(p + 1)) checkpoints++;
  }
  if (o.slow > 0 && ctx.rank === 0) sleep(40);
  return { balances, checkpoints };
});
