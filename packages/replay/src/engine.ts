/**
 * Offline replay of a recorded run (trace version 2 or 3 with a `loads` block) through any remap
 * balancer and invocation policy, without threads.
 *
 * Every step, the replay builds the load snapshot the ranks would have gathered under the cuts it
 * has chosen so far (the recorded loads, moved with those cuts: ./field.ts, any number of
 * decomposed axes), asks the policy (the registered one, the same code the ranks run) whether to
 * balance, and if so calls the balancer's own pure `solve` on that snapshot: the very function the
 * ranks call. The cuts it returns move the recorded work for the following steps.
 *
 * Time model (docs/replay-validation.md): a step lasts as long as its slowest rank's compute plus
 * the step's recorded communication; a rank's compute is its recorded compute time corrected for
 * the work it gains or loses: msPerUnit * (units gained) + msPerPlane * (cells gained over the
 * decomposed axes: planes, with one), both fitted by least squares over every recorded (step,
 * rank). Balanced configurations also pay one fitted sync point (./looks.ts: the median measured
 * load gather; for a trace that did not balance, a calibration run's gathers when one is given,
 * ./calibrate.ts) for every synchronous look their policy makes, as the driver schedules the looks
 * (`nextCheck`, lag), and each balance's cost: the recorded cost where the replay repeats a
 * recorded balance, else the balancer's decision time plus the balance cost model of ./cost.ts
 * (fitted from the trace's warm balances, else a calibration run's, else calibrated from parts),
 * plus, with a calibration run, what that run paid per balance beyond its prediction. What the
 * trace's steps do not cover (setup, the last step, final barrier) is the measured run time minus
 * the recorded steps and the recorded run's own gathers, added to every configuration alike.
 *
 * This module loads a trace and fits those models (`ReplayTrace`); ./simulate.ts replays one
 * configuration over it.
 */
import { median } from '@meshwork/harness';
import { loadEfficiency, type MetricsTrace, type Topology, type TraceLoads, topologyFromSpec } from '@meshwork/runtime';
import type { RemapBalancer } from '@meshwork/runtime/plugin';
import { type BalanceCalibration, calibrationSamples, type OtherCalibration } from './calibrate.ts';
import { balanceCostModel, balanceSamples, MIN_SAMPLES, ownFixedCost, recordedDecisionMs } from './cost.ts';
import { calibratedKey, decisionKey, failedRow, timeSolve } from './decisions.ts';
import { replayErrors } from './errors.ts';
import { boxOf, cellsOf, LoadField } from './field.ts';
import { fit, max, sum } from './fit.ts';
import { fitLooks, fitSync, type SyncFit } from './looks.ts';
import { type Part, type ReplayBasis, simulate } from './simulate.ts';
import { ReplaySnapshot } from './snapshot.ts';
import type { BalancerCosts, ReplayConfig, ReplayModel, ReplayOptions, ReplayResult, ReplayRow } from './types.ts';

const { noLoads } = replayErrors;

/** The replayable view of a trace's load record: the load field per step, fitted costs. */
export class ReplayTrace {
  readonly loads: TraceLoads;
  readonly model: ReplayModel;
  readonly topology: Topology;
  /** The recorded load of every step as a field over the decomposed axes. */
  private readonly fields: LoadField[];
  /** Per step and rank: units and cells of the recorded tile. */
  private readonly parts: Part[][];
  private readonly rankAt: Map<string, number>;
  /** Per step: the slowest rank's step wall time, the communication. */
  private readonly stepWall: number[];
  private readonly commMs: number[];
  /** Per step and rank: the program's load tally inside the step (0 where the trace has none). */
  private readonly tally: number[][];
  /** Per step: the slowest rank's tally. */
  private readonly tallyMax: number[];
  /** The trace's own measured gathers (what the recorded run paid for them). */
  private readonly sync: SyncFit;
  /** The cost of one replayed look: a calibration run's gathers when given, else the trace's. */
  private readonly look: SyncFit;
  /** Residual variance of a rank's compute about the fitted model, and of the sync points, ms². */
  private readonly computeVar: number;
  private readonly syncVar: number;
  /** Decision time of a balancer (by name and options): recorded, or timed on the trace's snapshots. */
  private readonly decisions = new Map<string, number>();
  /** What each configuration's replay reads (./simulate.ts). */
  private readonly basis: ReplayBasis;

  readonly trace: MetricsTrace;
  readonly options: ReplayOptions;
  constructor(trace: MetricsTrace, options: ReplayOptions = {}) {
    this.trace = trace;
    this.options = options;
    const loads = trace.loads;
    if (loads === undefined || loads.steps.length === 0) throw noLoads();
    this.loads = loads;
    const d = loads.decomposition;
    if (d.procCoords.length !== trace.ranks) {
      throw replayErrors.gridMismatch(d.procDims, d.procCoords.length, trace.ranks);
    }
    this.topology = topologyFromSpec(loads.topology);
    const ranks = trace.ranks;
    this.rankAt = new Map(d.procCoords.map((pc, r) => [pc.join(','), r]));
    this.fields = loads.steps.map((st) => new LoadField(d, st));
    this.parts = loads.steps.map((st, s) =>
      Array.from({ length: ranks }, (_, r) => {
        if (d.axes.length === 0) return { units: st.totals[r] as number, cells: 1 };
        const box = boxOf(d, st.cuts, r);
        return { units: (this.fields[s] as LoadField).units(box), cells: cellsOf(box) };
      }),
    );
    // compute model
    const samples: { u: number; e: number; y: number }[] = [];
    for (const [s, st] of loads.steps.entries()) {
      for (let r = 0; r < ranks; r++) {
        const p = this.recordedPart(s, r);
        samples.push({ u: p.units, e: p.cells, y: st.computeMs[r] as number });
      }
    }
    const { a, b } = fit(samples);
    // the compute fit's residual variance: how far one rank's step strays from the model
    const sse = samples.reduce((e, { u, e: c, y }) => e + (y - a * u - b * c) ** 2, 0);
    this.computeVar = samples.length > 2 ? sse / (samples.length - 2) : 0;
    this.stepWall = loads.steps.map((st) => max(st.stepMs));
    this.commMs = loads.steps.map((st, s) => Math.max(0, (this.stepWall[s] as number) - max(st.computeMs)));
    // The first step's clock starts when the driver is made, before the app's own setup and start
    // barrier: take its communication as the median of the others (the rest goes to the residual).
    if (this.commMs.length > 1) {
      const comm0 = median(this.commMs.slice(1));
      if ((this.commMs[0] as number) > comm0) {
        this.commMs[0] = comm0;
        this.stepWall[0] = max((loads.steps[0] as TraceLoads['steps'][number]).computeMs) + comm0;
      }
    }
    this.tally = loads.steps.map((st) => st.tallyMs ?? new Array<number>(ranks).fill(0));
    this.tallyMax = this.tally.map((t) => max(t));
    // what recording cost each step, after the step's clock stopped: part of the residual that no replayed run pays
    const recordMs = sum(loads.steps.map((st) => (st.recordMs === undefined ? 0 : max(st.recordMs))));
    this.sync = fitSync(loads.steps);
    // a calibration stands in for a trace that did not balance (a static one: its gathers are samples)
    const cal = balanceSamples(loads).length < MIN_SAMPLES ? options.calibration : undefined;
    this.look = cal !== undefined && cal.looks.length > 0 ? fitLooks(cal.looks) : this.sync;
    this.syncVar = this.look.sdMs ** 2;
    const fitted = balanceCostModel(
      loads,
      { medianMs: this.sync.lookMs, sdMs: this.sync.sdMs },
      {
        cacheDir: options.cacheDir,
        copyNsPerByte: options.remapNsPerByte,
        calibration: cal === undefined ? undefined : calibrationSamples(cal),
      },
    );
    const balance = options.remapNsPerByte === undefined ? fitted : { ...fitted, msPerByte: options.remapNsPerByte / 1e6 };
    const recordedDecision = recordedDecisionMs(loads);
    if (recordedDecision !== undefined)
      this.decisions.set(decisionKey(loads.recorded.balancer, loads.recorded.balancerOptions ?? {}), recordedDecision);
    const recordedTotal =
      this.sync.recordedMs +
      loads.steps.reduce((acc, st, s) => acc + (this.stepWall[s] as number) + (st.balance === undefined ? 0 : max(st.balance.costMs)), 0);
    this.model = {
      steps: loads.steps.length,
      ranks,
      axes: d.axes,
      procDims: d.procDims,
      cells: d.axes.reduce((v, ax) => v * (d.shape[ax] as number), d.axes.length === 0 ? 0 : 1),
      msPerUnit: a,
      msPerPlane: b,
      syncMs: this.look.lookMs,
      syncSamples: this.look.samples,
      syncSource: this.look === this.sync ? 'trace' : 'calibration run',
      computeSdMs: Math.sqrt(this.computeVar),
      balance,
      residualMs: options.measuredMs === undefined ? 0 : options.measuredMs - recordedTotal - recordMs,
      recordMs,
      tallyMs: sum(this.tallyMax),
      hasPlanes: this.fields.every((f) => f.hasPlanes),
      afterBalanceMs: 0,
      afterGapMs: 0,
      perBalancer: {},
    };
    this.basis = {
      trace,
      loads,
      topology: this.topology,
      fields: this.fields,
      parts: this.parts,
      rankAt: this.rankAt,
      stepWall: this.stepWall,
      commMs: this.commMs,
      tally: this.tally,
      tallyMax: this.tallyMax,
      computeVar: this.computeVar,
      syncVar: this.syncVar,
      decisionCost: (b) => this.decisionCost(b),
    };
    const run = cal?.run;
    if (run !== undefined) {
      // the calibration's balancer decides as fast as it did on the ranks (`decisionMs` of the options first)
      const key = calibratedKey(run.config);
      if (key !== undefined && !this.decisions.has(key)) this.decisions.set(key, run.decisionMs);
      if (options.measuredMs !== undefined) this.model = { ...this.model, afterBalanceMs: this.afterBalance(run) };
    }
    for (const o of cal?.others ?? []) this.calibrateOther(o);
    // what a balance after a gap pays more: the spaced run's shortfall per balance, gaps charged nothing yet
    if (cal?.spaced !== undefined && options.measuredMs !== undefined)
      this.model = { ...this.model, afterGapMs: this.afterBalance(cal.spaced) };
  }

  /**
   * Another balancer's calibration run: its decisions as the ranks timed them, its fixed cost (the
   * model's, moved by the median of what its balances cost beyond the model) and what its run paid
   * per balance beyond the prediction of it.
   */
  private calibrateOther(o: OtherCalibration): void {
    const key = calibratedKey(o.run.config);
    if (key === undefined) return;
    if (!this.decisions.has(key)) this.decisions.set(key, o.run.decisionMs);
    const balance = ownFixedCost(this.model.balance, o.balances);
    const per = this.model.perBalancer as Record<string, BalancerCosts>;
    // in place before its run is replayed: that replay prices this balancer's balances with it
    per[key] = { balance, decisionMs: o.run.decisionMs, afterBalanceMs: 0 };
    if (this.options.measuredMs !== undefined) per[key] = { ...per[key], afterBalanceMs: this.afterBalance(o.run) };
  }

  /**
   * What a calibration run measured beyond this model's prediction of that very run (its
   * configuration replayed on this trace, with the calibrated looks and balances), per balance:
   * what the phases after a balance pay besides its own cost. At least 0; 0 when it cannot be replayed.
   */
  private afterBalance(run: NonNullable<BalanceCalibration['run']>): number {
    try {
      const row = this.replay(run.config);
      return row.balances > 0 ? Math.max(0, (run.measuredMs - row.predictedMs) / row.balances) : 0;
    } catch {
      return 0;
    }
  }

  /** Units and cells of rank r's recorded tile at step s. */
  private recordedPart(s: number, r: number): Part {
    return (this.parts[s] as Part[])[r] as Part;
  }

  /** The recorded run's own figures. */
  recordedRow(): ReplayRow {
    const L = this.loads;
    const ranks = this.trace.ranks;
    const perRank = new Array<number>(ranks).fill(0);
    let ukSum = 0;
    let balances = 0;
    let unitsMoved = 0;
    let bytesMoved = 0;
    let balanceMs = 0;
    const cuts: { step: number; cuts: number[][] }[] = [];
    for (const [s, st] of L.steps.entries()) {
      const units = Array.from({ length: ranks }, (_, r) => this.recordedPart(s, r).units);
      for (let r = 0; r < ranks; r++) perRank[r] = (perRank[r] as number) + (units[r] as number);
      const m = max(units);
      ukSum += m > 0 ? sum(units) / (ranks * m) : 1;
      if (st.balance !== undefined) {
        balances++;
        unitsMoved += st.balance.unitsMoved;
        bytesMoved += st.balance.bytesMoved;
        balanceMs += max(st.balance.costMs);
        cuts.push({ step: s, cuts: st.balance.cuts });
      }
    }
    const stepsMs = sum(this.stepWall);
    const syncMs = this.sync.recordedMs;
    const rec = L.recorded;
    const every = rec.policy === 'every' ? Number((rec.policyOptions as { k?: number } | undefined)?.k ?? 1) : undefined;
    return {
      label: `recorded: ${rec.balancer === 'static' && rec.policy === 'never' ? 'static' : `${rec.balancer} ${rec.policy}${every === undefined ? '' : ` ${every}`}`}`,
      balancer: rec.balancer,
      policy: rec.policy,
      every,
      predictedMs: this.options.measuredMs ?? stepsMs + syncMs + balanceMs,
      uncertaintyMs: 0,
      stepsMs,
      syncMs,
      balanceMs,
      le: loadEfficiency(perRank),
      uk: ukSum / L.steps.length,
      balances,
      unitsMoved,
      bytesMoved,
      cuts,
      replayMs: 0,
    };
  }

  /** Replay one configuration. */
  run(config: ReplayConfig): ReplayRow {
    const t0 = performance.now();
    try {
      return { ...this.replay(config), replayMs: performance.now() - t0 };
    } catch (err) {
      return failedRow(config, err, performance.now() - t0);
    }
  }

  /**
   * The decision time charged per balance of `balancer`: the recorded balancer's median warm
   * decision, else the median of timed `solve` calls of that balancer on up to five of the
   * trace's snapshots spread over the run (one untimed call first on each), so that neither a
   * cold call nor one preempted call stands for every balance.
   */
  private decisionCost(balancer: RemapBalancer): number {
    if (this.options.decisionMs !== undefined) return this.options.decisionMs;
    const key = decisionKey(balancer.name, balancer.options);
    const known = this.decisions.get(key);
    if (known !== undefined) return known;
    const snap = new ReplaySnapshot(this.trace.ranks, this.topology, this.loads.decomposition, this.rankAt);
    const times = timeSolve(balancer, snap, this.loads.steps, this.fields, this.trace.ranks);
    const ms = median(times);
    this.decisions.set(key, ms);
    return ms;
  }

  private replay(config: ReplayConfig): Omit<ReplayRow, 'replayMs'> {
    return simulate(this.basis, this.model, config);
  }
}

/** Replay `configs` on a trace (the programmatic `meshwork replay`). */
export function replayTrace(trace: MetricsTrace, configs: readonly ReplayConfig[], options: ReplayOptions = {}): ReplayResult {
  const t = new ReplayTrace(trace, options);
  return { model: t.model, recorded: t.recordedRow(), rows: configs.map((c) => t.run(c)) };
}
