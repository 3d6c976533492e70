/**
 * Test program for a lagged balancing driver (a policy with `lagged: true`): rank r reports a
 * load of 10 * phase + r after every phase; the policy balances at the data phases listed and
 * records every state it is shown; the balancer's cut encodes the loads it decided from (rank 0
 * gets 2 + totals[0] / 10 rows, i.e. 2 + the phase of the loads), so the reports show which
 * phase's loads each balance used; on even phases the loads carry a tally time of
 * (phase + rank) / 100 ms. Counts the sync points of every afterPhase call (recording
 * or not); checkpoints after every phase when the run asks for it, and resumes from one.
 */
import { defineProgram } from '../../src/index.ts';
import type { BalanceDecision, InvocationPolicy, LoadSnapshot, PolicyState, RemapBalancer } from '../../src/plugin.ts';

export interface LaggedOptions {
  readonly lagged: boolean;
  /** Data phases whose state makes the policy balance. */
  readonly balanceAt: readonly number[];
  readonly phases: number;
  /** The policy's nextCheck: phases until the next look (undefined: the driver's default, 1). */
  readonly gap?: number;
  /** Call ctx.checkpoint after every phase (runs with checkpointEvery). */
  readonly checkpoints?: boolean;
  /** Rank that stops calling afterPhase after this many calls and sleeps 3 s outside any wait. */
  readonly stall?: { readonly rank: number; readonly after: number };
  /** Where `driver.loadsWanted` is false, pass loads that would change every decision (1000x). */
  readonly skewUnwanted?: boolean;
  /** Record the loads for replay (`BalancingOptions.record`). */
  readonly record?: boolean;
  /** A policy that never looks (`InvocationPolicy.looks: false`, as `never`). */
  readonly blind?: boolean;
}

export interface SeenState {
  readonly phase: number;
  readonly min: number;
  readonly max: number;
  readonly avg: number;
  readonly coreLoad: number | null;
  readonly sinceLast: number | null;
  readonly span: number | null;
  readonly cost: boolean;
}

export interface LaggedResult {
  readonly lagged: boolean;
  /** Per call: the states the policy was shown during it (0 or 1). */
  readonly seen: (SeenState | null)[];
  /** Per call: sync points (shm barriers) it took. */
  readonly syncs: number[];
  /** Per call: the cut rank 0's tile ends at after it. */
  readonly cuts: number[];
  readonly reports: { readonly phase: number; readonly cut: number }[];
  readonly resumed: boolean;
  /** Per call: `driver.loadsWanted` before it. */
  readonly wanted: boolean[];
}

const encode: RemapBalancer = {
  name: 'encode',
  options: {},
  decide: (bc) => ({ cuts: bc.domain.cuts }),
  solve: (s: LoadSnapshot): BalanceDecision => {
    const n = s.domain.shape[0] as number;
    const k = Math.min(n - 2, 2 + Math.round((s.totals[0] as number) / 10));
    return { cuts: [[0, k, ...(s.domain.cuts[0] as number[]).slice(2)], [...(s.domain.cuts[1] as number[])]] };
  },
};

interface Saved {
  readonly seen: (SeenState | null)[];
  readonly syncs: number[];
  readonly cuts: number[];
}

export default defineProgram(async (ctx, o: LaggedOptions): Promise<LaggedResult> => {
  const grid = await ctx.grid({ shape: [24 * ctx.size, 4], halo: 1, storage: 'distributed', procDims: [ctx.size, 1] });
  let current: SeenState | null = null;
  const policy: InvocationPolicy = {
    name: 'listed',
    lagged: o.lagged,
    shouldBalance(s: PolicyState) {
      current = {
        phase: s.phase,
        min: s.min,
        max: s.max,
        avg: s.avg,
        coreLoad: s.coreLoad ?? null,
        sinceLast: Number.isFinite(s.sinceLast) ? s.sinceLast : null,
        span: s.span ?? null,
        cost: s.balanceCostMs !== undefined,
      };
      return o.balanceAt.includes(s.phase);
    },
    ...(o.gap === undefined ? {} : { nextCheck: () => o.gap as number }),
    ...(o.blind === true ? { looks: false } : {}),
  };
  const driver = ctx.balancing({ balancer: encode, policy, record: o.record === true });
  const saved = ctx.restore<Saved>();
  const seen = saved === undefined ? [] : [...saved.state.seen];
  const syncs = saved === undefined ? [] : [...saved.state.syncs];
  const cuts = saved === undefined ? [] : [...saved.state.cuts];
  const wanted: boolean[] = [];
  for (let p = saved?.step ?? 0; p < o.phases; p++) {
    if (o.stall !== undefined && ctx.rank === o.stall.rank && p >= o.stall.after) {
      // not a Meshwork wait: the others wait for this rank's load of the phase, and time out first
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 3000);
      break;
    }
    ctx.phase('work', () => undefined); // where injected faults fire
    current = null;
    const before = ctx.commShm.syncs;
    const rows = (grid.tile.hi[0] as number) - (grid.tile.lo[0] as number);
    wanted.push(driver.loadsWanted);
    const total = (o.skewUnwanted === true && !driver.loadsWanted ? 1000 : 1) * (10 * p + ctx.rank);
    // on even phases the loads come with what tallying them took (made up: (phase + rank) / 100 ms)
    const tallyMs = p % 2 === 0 ? (p + ctx.rank) / 100 : undefined;
    driver.afterPhase(grid, { total, planes: [new Float64Array(rows).fill(total / rows), new Float64Array(4).fill(total / 4)], tallyMs });
    syncs.push(ctx.commShm.syncs - before);
    seen.push(current);
    cuts.push(grid.decomposition.cuts[0]?.[1] as number);
    if (o.checkpoints === true) ctx.checkpoint(p + 1, { seen, syncs, cuts } satisfies Saved);
  }
  return {
    lagged: driver.lagged,
    seen,
    syncs,
    cuts,
    reports: driver.reports.map((r) => ({ phase: r.phase, cut: r.cuts[0]?.[1] as number })),
    resumed: saved !== undefined,
    wanted,
  };
});
