/**
 * One configuration's replay over a loaded trace (./engine.ts loads it and fits the models): step
 * by step, the cuts chosen so far move the recorded load (./field.ts), the policy looks as the
 * driver schedules its looks (./looks.ts), the balancer's own pure `solve` decides on the
 * snapshot the ranks would have gathered, and each step, look and balance is charged by the
 * fitted models (the time model: ./engine.ts).
 */
import { balancerFactory, policyFactory } from '@meshwork/balancers';
import { loadEfficiency, type MeshworkError, type MetricsTrace, type Topology, type TraceLoads } from '@meshwork/runtime';
import { type PolicyState, type RemapBalancer, unitsChangingOwner } from '@meshwork/runtime/plugin';
import { SPACED_EVERY } from './calibrate.ts';
import { balanceCostOf } from './cost.ts';
import { decisionKey } from './decisions.ts';
import { replayErrors } from './errors.ts';
import { boxOf, bytesBetween, cellsOf, type LoadField } from './field.ts';
import { max, min, sameCuts, sum } from './fit.ts';
import { Looks } from './looks.ts';
import { ReplaySnapshot } from './snapshot.ts';
import type { ReplayConfig, ReplayModel, ReplayRow } from './types.ts';

/** Units and cells of a rank's recorded tile at a step. */
export interface Part {
  readonly units: number;
  readonly cells: number;
}

/** What a configuration's replay reads of the loaded trace (fixed once it is loaded). */
export interface ReplayBasis {
  readonly trace: MetricsTrace;
  readonly loads: TraceLoads;
  readonly topology: Topology;
  /** The recorded load of every step as a field over the decomposed axes. */
  readonly fields: readonly LoadField[];
  /** Per step and rank: units and cells of the recorded tile. */
  readonly parts: readonly (readonly Part[])[];
  readonly rankAt: ReadonlyMap<string, number>;
  /** Per step: the slowest rank's step wall time, and the step's communication. */
  readonly stepWall: readonly number[];
  readonly commMs: readonly number[];
  /**
   * Per step and rank, and per step the slowest rank's: the program's load tally inside the step
   * (`tallyMs` of the trace; 0 where it has none). A replayed step is charged without it, and
   * again with it where the configuration's driver reads that step's loads.
   */
  readonly tally: readonly (readonly number[])[];
  readonly tallyMax: readonly number[];
  /** Residual variance of a rank's compute about the fitted model, and of one look, ms². */
  readonly computeVar: number;
  readonly syncVar: number;
  /** The decision time charged per balance of `balancer` (recorded, calibrated or timed). */
  decisionCost(balancer: RemapBalancer): number;
}

/** Replay `config` on trace `b` under the model `M` (its fitted compute, look and balance costs). */
export function simulate(b: ReplayBasis, M: ReplayModel, config: ReplayConfig): Omit<ReplayRow, 'replayMs'> {
  const L = b.loads;
  const d = L.decomposition;
  const ranks = b.trace.ranks;
  const driven = config.policy !== 'never';
  const balancer: RemapBalancer | undefined = driven ? balancerFactory(config.balancer).create(config.balancerOptions) : undefined;
  const policy = driven ? policyFactory(config.policy).create(config.policyOptions) : undefined;
  if (balancer !== undefined && balancer.solve === undefined) throw notReplayable(config.balancer);
  // the recorded balancer with the recorded options: its recorded balances' costs apply
  const recordedMatch =
    balancer !== undefined &&
    L.recorded.balancer === balancer.name &&
    JSON.stringify(L.recorded.balancerOptions ?? {}) === JSON.stringify(balancer.options);
  // timed before the replay (on a fresh instance: balancers may keep history between balances)
  const decisionMs = balancer === undefined ? 0 : b.decisionCost(balancerFactory(config.balancer).create(config.balancerOptions));
  // a balancer calibrated on its own: its fixed cost and what its phases after a balance paid
  const own = balancer === undefined ? undefined : M.perBalancer[decisionKey(balancer.name, balancer.options)];
  const costModel = own?.balance ?? M.balance;
  const afterMs = own?.afterBalanceMs ?? M.afterBalanceMs;
  let cuts: number[][] = (L.steps[0] as TraceLoads['steps'][number]).cuts.map((c) => [...c]);
  const snap = new ReplaySnapshot(ranks, b.topology, d, b.rankAt);
  const perRank = new Array<number>(ranks).fill(0);
  const units = new Array<number>(ranks).fill(0);
  const compute = new Array<number>(ranks).fill(0);
  let ukSum = 0;
  let stepsMs = 0;
  let syncMs = 0;
  let balanceMs = 0;
  let balances = 0;
  let unitsMoved = 0;
  let bytesMoved = 0;
  let costSum = 0;
  let lossTotal = 0;
  let lastBalance = -1;
  let variance = 0;
  const log: { step: number; cuts: number[][] }[] = [];
  // the driver's looks; a lagged look reads the loads (and phase time) of the step before
  const looks = policy === undefined ? undefined : new Looks(policy, balancer?.solve !== undefined);
  const concurrency = L.recorded.concurrency ?? ranks;
  let now = new Float64Array(ranks);
  let before = new Float64Array(ranks);
  let wallBefore = 0;
  for (const [s, st] of L.steps.entries()) {
    const recorded = sameCuts(cuts, st.cuts);
    if (!recorded) variance += b.computeVar;
    const field = b.fields[s] as LoadField;
    for (let r = 0; r < ranks; r++) {
      const rec = (b.parts[s] as readonly Part[])[r] as Part;
      let u = rec.units;
      let e = rec.cells;
      if (!recorded && d.axes.length > 0) {
        const box = boxOf(d, cuts, r);
        u = field.units(box);
        e = cellsOf(box);
      }
      units[r] = u;
      perRank[r] = (perRank[r] as number) + u;
      const tallied = (st.computeMs[r] as number) - ((b.tally[s] as readonly number[])[r] as number);
      compute[r] = recorded ? tallied : Math.max(0, tallied + M.msPerUnit * (u - rec.units) + M.msPerPlane * (e - rec.cells));
    }
    const mu = max(units);
    ukSum += mu > 0 ? sum(units) / (ranks * mu) : 1;
    // without the step's tally: paid below where a look reads the step's loads
    const wall = recorded ? (b.stepWall[s] as number) - (b.tallyMax[s] as number) : max(compute) + (b.commMs[s] as number);
    stepsMs += wall;
    if (balancer === undefined || policy === undefined || looks === undefined) continue;
    // the loads the ranks would post or gather: recorded totals where the cuts are the recorded ones
    for (let r = 0; r < ranks; r++) now[r] = recorded ? (st.totals[r] as number) : (units[r] as number);
    const seen = looks.look(s);
    let state: PolicyState | undefined;
    let balance = false;
    if (seen !== undefined) {
      // the ranks tallied the loads this look reads (a lagged look's in the step before)
      stepsMs += b.tallyMax[seen] as number;
      if (!looks.lagged) {
        syncMs += M.syncMs;
        variance += b.syncVar;
      }
      // a lagged look's loads are of the step before, on the cuts of now (no balance in between)
      const totals = snap.totals;
      totals.set(seen === s ? now : before);
      snap.set(seen, cuts, b.fields[seen] as LoadField);
      const tmax = max(Array.from(totals));
      const tmin = min(Array.from(totals));
      const tsum = sum(Array.from(totals));
      const tavg = tsum / ranks;
      if (L.recorded.loadIsTime) lossTotal += tmax - tavg;
      state = {
        phase: seen,
        max: tmax,
        min: tmin,
        avg: tavg,
        // with more ranks than cores the ranks' policy reads the load per core (the driver's coreLoad)
        coreLoad: concurrency < ranks ? tsum / concurrency : tavg,
        sinceLast: lastBalance < 0 ? Number.POSITIVE_INFINITY : seen - lastBalance,
        balanceCostMs: balances === 0 ? undefined : costSum / balances,
        lossPerPhaseMs: L.recorded.loadIsTime ? lossTotal / (seen + 1) : undefined,
        phaseMs: seen === s ? wall : wallBefore,
        span: looks.span(seen),
      };
      balance = policy.shouldBalance(state);
    }
    looks.after(s, state, balance);
    [now, before] = [before, now];
    wallBefore = wall;
    if (!balance) continue;
    const decision = (balancer.solve as NonNullable<RemapBalancer['solve']>)(snap);
    if (decision === undefined) throw replayErrors.noDecision(config.balancer);
    const moved = cuts.reduce((acc, c, a) => acc + unitsChangingOwner(c, decision.cuts[a] as number[]), 0);
    const bytes = bytesBetween(d, cuts, decision.cuts);
    const cost =
      recorded && recordedMatch && st.balance !== undefined
        ? max(st.balance.costMs)
        : decisionMs +
          balanceCostOf(costModel, moved, bytes) +
          afterMs +
          gapShare(lastBalance < 0 ? s + 1 : s - lastBalance) * M.afterGapMs;
    balances++;
    if (!(recorded && recordedMatch && st.balance !== undefined)) variance += costModel.sdMs ** 2;
    costSum += cost;
    balanceMs += cost;
    unitsMoved += moved;
    bytesMoved += bytes;
    lastBalance = s;
    cuts = decision.cuts.map((c) => [...c]);
    log.push({ step: s, cuts: cuts.map((c) => [...c]) });
  }
  return {
    label: config.label,
    balancer: config.balancer,
    policy: config.policy,
    every: config.every,
    predictedMs: M.residualMs + stepsMs + syncMs + balanceMs,
    uncertaintyMs: 1.96 * Math.sqrt(variance),
    stepsMs,
    syncMs,
    balanceMs,
    le: loadEfficiency(perRank),
    uk: ukSum / L.steps.length,
    balances,
    unitsMoved,
    bytesMoved,
    cuts: log,
  };
}

/**
 * The share of `afterGapMs` a balance `gap` phases after the previous one pays: 0 at 1, 1 from
 * SPACED_EVERY on, ((gap - 1) / (SPACED_EVERY - 1))^2 in between (1/16 at 2, 1/4 at 3, 9/16 at 4).
 * Measured, not chosen: on thinning body 2048 (2026-11-29, five runs of a calibration and then
 * paired rounds of gde at every 1 to 10 and static, the last one bench/scripts/gap-share.mjs),
 * what the every-2 rows paid per balance beyond their prediction without it was 0.05-0.16 of what
 * the spaced run paid, the every-3 rows' 0.22-0.23; the log-linear share used before (0.43 at 2,
 * 0.68 at 3) predicted thinning's every-2 rows 1.14-1.42x their measured times.
 */
export function gapShare(gap: number): number {
  if (gap <= 1) return 0;
  if (gap >= SPACED_EVERY) return 1;
  const x = (gap - 1) / (SPACED_EVERY - 1);
  return x * x;
}

/** A balancer without a pure `solve` cannot run offline. */
export function notReplayable(balancer: string): MeshworkError {
  return replayErrors.noPureSolve(balancer);
}
