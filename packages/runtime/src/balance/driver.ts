/**
 * Balancing between phases with an invocation policy. After each phase every rank contributes
 * its load to one fixed-layout gather (`LoadBoard`: totals, plane loads, and the cost of its
 * last balance); the policy decides from it, identically everywhere; and when it says so the
 * balancer's pure `solve` computes the same cuts on every rank from the same snapshot, and the
 * data moves. So a phase costs at most one sync point, a balance adds only the data movement, and
 * nothing is encoded with msgpack. Balancers without `solve` (or whose `solve` cannot decide
 * from the snapshot) run their collective `decide` after the gather.
 *
 * Lagged mode (policies that allow it, `InvocationPolicy.lagged`, such as `adaptive`): each
 * phase's loads are posted without waiting (../comm/posted-gather.ts) and the decision after
 * phase t reads those of phase t - 1, which every rank has usually posted long before. A phase
 * that does not balance then costs no sync point at all: a rank that finishes its phase early no
 * longer sleeps at the gather, and the rank that finished last no longer waits for it to wake up
 * at the next exchange. The price is one phase of staleness: the loads of the phase before last.
 * No round is posted in the phase of a balance (its loads are of the old cuts): the next decision
 * reads the phase after it.
 *
 * Looking less often (either mode): a policy's `nextCheck` says how many phases to skip after a
 * state that did not make it balance; those phases do not touch the board at all (a lagged driver
 * posts in the phase before the next look), and the next state's `span` counts them.
 *
 * Cost accounting: each rank times its balance; the next gather carries that time, and the
 * maximum over ranks is the balance's cost (identical everywhere, so adaptive policies agree).
 *
 * Recording (`record`) changes none of this: the recorder notes each rank's figures locally
 * (./record.ts), and the only gathers it adds are timed samples where the policy gathered in none
 * of the last 16 phases (or none of the first 8).
 */

import type { PostedGather } from '../comm/posted-gather.ts';
import { invalidArgument } from '../errors.ts';
import type { PhaseRecorder } from '../metrics/recorder.ts';
import type { BalancingOptions, DriverState, PostedRound } from './driver-options.ts';
import { LoadMeter, type MeasureKernel } from './measure.ts';
import { LoadRecorder } from './record.ts';
import type { BalanceEnv, BalanceTarget } from './run.ts';
import { balanceFaithful, balanceFromSnapshot, balanceSlice, checkProfile, viewOf } from './run.ts';
import { LoadBoard } from './snapshot.ts';
import type { BalanceReport, DomainView, LoadProfile, LoadSnapshot, PolicyState } from './types.ts';

/**
 * Balances whose reports keep their `details` (the balancer's working figures: ~1.5 KB a gde
 * balance); older reports keep every other field. Retaining them all made a driver that balances
 * every phase spend ~10 µs a balance in garbage collection over a few thousand balances.
 */
const DETAILS_KEPT = 256;

export class Balancing {
  readonly reports: BalanceReport[] = [];
  private phase = 0;
  private lastBalance = -1;
  private costTotalMs = 0;
  /** Balances whose cost is known on every rank (the last one's arrives with the next gather). */
  private costed = 0;
  /** This rank's time of its last balance, reported in the next gather. */
  private pendingCostMs = 0;
  private lossTotalMs = 0;
  private readonly board: LoadBoard;
  /** When the previous afterPhase returned (the phase clock). */
  private phaseStart = performance.now();
  /** Lagged mode: the posted gather, and the round posted and not yet collected. */
  private readonly posted: PostedGather | undefined;
  private round: PostedRound | undefined;
  /** A restored round to post again before the next collect (a resumed run). */
  private repost: PostedRound | undefined;
  /**
   * The phase after which the policy decides next (InvocationPolicy.nextCheck); phases before it
   * skip the board. Lagged mode posts at the phase before it and collects at it.
   */
  private nextCheck = 0;
  /** Phase of the loads the policy saw last (-1: none yet). */
  private lastSeen = -1;

  private readonly env: BalanceEnv;
  readonly options: BalancingOptions;
  constructor(env: BalanceEnv, options: BalancingOptions) {
    this.env = env;
    this.options = options;
    this.board = new LoadBoard(env.commShm, env.rank, env.size, env.topology);
    const wantsLag = options.lag ?? (options.policy.lagged === true && options.balancer.solve !== undefined);
    const posted = wantsLag ? env.commShm.posted : undefined;
    this.posted = posted?.claim(this) ? posted : undefined;
    if (this.posted !== undefined) this.nextCheck = 1;
    // a policy that never balances never needs the loads: no look at all
    if (options.policy.looks === false) this.nextCheck = Number.POSITIVE_INFINITY;
    const metrics = (env as unknown as { metrics?: PhaseRecorder }).metrics;
    this.meter = new LoadMeter(options.loads, options.clock);
    if (options.record === true) {
      const samples = new LoadBoard(env.commShm, env.rank, env.size, env.topology);
      this.recorder = new LoadRecorder(
        metrics,
        env.topology,
        options.balancer,
        options.policy,
        () => this.timeLoads,
        samples,
        env.concurrency,
      );
    }
    // what ran and its balances come back with the rank's metrics (reports, the never-balances warning)
    metrics?.drivers.push(() => ({
      balancer: options.balancer.name,
      policy: options.policy.name,
      phases: this.phase,
      balances: [...this.reports],
    }));
  }

  private readonly recorder: LoadRecorder | undefined;
  /** This phase's measured loads (`measure`). */
  private readonly meter: LoadMeter;

  /** Whether an `afterPhase` balanced on measured time. */
  private measuredTime = false;

  /** Whether the loads are milliseconds: as the options say, else once a phase balanced on measured time. */
  private get timeLoads(): boolean {
    return this.options.loadIsTime ?? this.measuredTime;
  }

  /** Whether this driver decides from the previous phase's loads, posted without a sync point. */
  get lagged(): boolean {
    return this.posted !== undefined;
  }

  /**
   * Whether the next `afterPhase` reads the loads it is given. False on the phases the policy skips
   * (`InvocationPolicy.nextCheck`: an adaptive policy that sees no gain looks every 2, 4, ... 16
   * phases): a program that tallies its loads itself may skip the tally then and pass its buffers as
   * they are (still of the right shape). The same on every rank; always true while recording.
   */
  get loadsWanted(): boolean {
    if (this.recorder !== undefined) return true;
    const phase = this.phase;
    // lagged: a round to collect may set the next look to this phase (gap 1), and a phase posts
    // its loads when the next look is the one after it
    if (this.posted !== undefined) return this.round !== undefined || this.repost !== undefined || phase + 1 === this.nextCheck;
    return phase >= this.nextCheck;
  }

  /** Mean measured cost of a balance so far (ms, the same on every rank), or undefined. */
  get balanceCostMs(): number | undefined {
    return this.costed === 0 ? undefined : this.costTotalMs / this.costed;
  }

  /** @internal The driver's counters, reports and its policy's and balancer's history (checkpoints). */
  saveState(): DriverState {
    return {
      phase: this.phase,
      lastBalance: this.lastBalance,
      costTotalMs: this.costTotalMs,
      costed: this.costed,
      pendingCostMs: this.pendingCostMs,
      lossTotalMs: this.lossTotalMs,
      reports: this.reports,
      policy: this.options.policy.checkpointState?.(),
      balancer: this.options.balancer.checkpointState?.(),
      recorder: this.recorder?.saveState(),
      posted: this.round === undefined ? undefined : { ...this.round, payload: this.board.payload() },
      nextCheck: this.nextCheck,
      lastSeen: this.lastSeen,
    };
  }

  /** @internal Continue from `s` (a run resumed from a checkpoint; the rank's metrics are restored first). */
  restoreState(s: DriverState): void {
    this.phase = s.phase;
    this.lastBalance = s.lastBalance;
    this.costTotalMs = s.costTotalMs;
    this.costed = s.costed;
    this.pendingCostMs = s.pendingCostMs;
    this.lossTotalMs = s.lossTotalMs;
    this.reports.length = 0;
    this.reports.push(...s.reports);
    if (s.policy !== undefined) this.options.policy.restoreState?.(s.policy);
    if (s.balancer !== undefined) this.options.balancer.restoreState?.(s.balancer);
    if (s.recorder !== undefined) this.recorder?.restoreState(s.recorder);
    // the round posted before the checkpoint went with the old run's memory: post it again first
    this.round = undefined;
    this.repost = this.posted === undefined ? undefined : s.posted;
    this.nextCheck = s.nextCheck ?? (this.posted === undefined ? s.phase : s.phase + 1);
    if (this.options.policy.looks === false) this.nextCheck = Number.POSITIVE_INFINITY;
    this.lastSeen = s.lastSeen ?? s.phase - 1;
    this.phaseStart = performance.now();
  }

  /**
   * Add `ms` of this rank's own work caused by the balance `afterPhase` just ran (rebuilding a
   * worklist, rescanning rows that arrived, clearing buffers that moved) to that balance's
   * measured cost, so that an adaptive policy weighs what a balance really costs the program.
   * Call it between the `afterPhase` that returned a report and the next `afterPhase`; a call
   * when no balance is pending is ignored. Not collective: each rank charges its own time, and the
   * cost of a balance is the largest over the ranks.
   */
  charge(ms: number): void {
    if (typeof ms !== 'number' || !Number.isFinite(ms) || ms < 0) throw invalidArgument('charge(ms)', 'a finite number of ms >= 0', ms);
    if (this.pendingCostMs <= 0) return;
    this.pendingCostMs += ms;
    // the trace's record of this balance carries the charge too (replay's cost model learns it)
    this.recorder?.charged(ms);
  }

  /**
   * Run `kernel` over this rank's planes of `target` along `axis` (default 0; a range has only
   * axis 0), in blocks `[lo, hi)` of global plane indices, in order, and attribute each block's
   * measured time (or, under `loads: 'work'`, the work units the kernel returns for each plane)
   * to its planes. The loads of the phase's measure calls are what the next `afterPhase(target)`
   * balances on; axes not measured get the total spread evenly. Not collective. Returns the sum of
   * what the kernel returned (work units, for `ctx.work`), 0 if it returned nothing.
   */
  measure(target: BalanceTarget, kernel: MeasureKernel): number;
  measure(target: BalanceTarget, axis: number, kernel: MeasureKernel): number;
  measure(target: BalanceTarget, axisOrKernel: number | MeasureKernel, kernel?: MeasureKernel): number {
    const view = viewOf(target);
    if (typeof axisOrKernel === 'function') return this.meter.measure(view, 0, axisOrKernel);
    return this.meter.measure(view, axisOrKernel, kernel as MeasureKernel);
  }

  /**
   * Collective, once after every phase: maybe balance `target` given this rank's load of the phase
   * just finished: `load` when given, else what the phase's `measure` calls gathered. Returns the
   * report when a balance ran.
   */
  afterPhase(target: BalanceTarget, load?: LoadProfile): BalanceReport | undefined {
    if (load !== undefined) {
      this.meter.clear();
      return this.step(target, load);
    }
    const measured = this.meter.profile(viewOf(target));
    if (this.meter.mode === 'time') this.measuredTime = true;
    try {
      return this.step(target, measured);
    } finally {
      this.meter.clear();
    }
  }

  private step(target: BalanceTarget, load: LoadProfile): BalanceReport | undefined {
    const view = viewOf(target);
    checkProfile(view, load);
    const phase = this.phase++;
    const tGather = performance.now();
    const stepMs = tGather - this.phaseStart;
    const recorder = this.recorder;
    if (recorder === undefined) return this.decide(target, view, load, phase, stepMs);
    recorder.step(target, view, load, stepMs);
    const report = this.decide(target, view, load, phase, stepMs);
    if (report !== undefined) recorder.balanced(report, this.pendingCostMs);
    if (recorder.sample(view, load, phase)) this.phaseStart = performance.now();
    return report;
  }

  /** The phase's decision, lagged or after a gather (or none, between two looks). */
  private decide(target: BalanceTarget, view: DomainView, load: LoadProfile, phase: number, stepMs: number): BalanceReport | undefined {
    if (this.posted !== undefined) return this.afterPhaseLagged(this.posted, target, view, load, phase, stepMs);
    if (phase < this.nextCheck) {
      // the policy looks again later: no gather (a pending cost waits for that one)
      this.phaseStart = performance.now();
      return undefined;
    }
    const t0 = this.recorder === undefined ? 0 : performance.now();
    const { snapshot, maxCostMs, maxPhaseMs } = this.board.gather(view, load, phase, this.pendingCostMs, stepMs);
    this.recorder?.synced(t0);
    if (this.costed < this.reports.length) {
      this.costTotalMs += maxCostMs;
      this.costed = this.reports.length;
      this.pendingCostMs = 0;
    }
    const state = this.stateOf(snapshot, phase, maxPhaseMs);
    if (!this.options.policy.shouldBalance(state)) {
      this.nextCheck = phase + this.gap(state);
      this.phaseStart = performance.now();
      return undefined;
    }
    this.nextCheck = phase + 1;
    return this.balanceNow(target, snapshot, load, phase);
  }

  /**
   * Balance after phase `phase` on `snapshot` (the balancer's `solve`, else its collective
   * `decide`), and start timing its cost, reported with the next loads.
   */
  private balanceNow(target: BalanceTarget, snapshot: LoadSnapshot, load: LoadProfile, phase: number): BalanceReport {
    const t0 = performance.now();
    const { balancer } = this.options;
    const timeline = this.env.timeline;
    const made = balanceFromSnapshot(balancer, target, snapshot, timeline) ?? balanceFaithful(this.env, balancer, target, snapshot, load);
    // lagged: the loads are the previous phase's, the balance runs after this one
    const report = made.phase === phase ? made : { ...made, phase };
    balanceSlice(timeline, t0, report);
    // a positive time, so the next loads posted or gathered know one is pending
    this.pendingCostMs = Math.max(Number.MIN_VALUE, performance.now() - t0);
    this.lastBalance = phase;
    this.reports.push(report);
    // the details of older balances go (BalanceReport.details): a long run's memory stays flat
    const old = this.reports.length - 1 - DETAILS_KEPT;
    const aged = this.reports[old];
    if (aged?.details !== undefined) this.reports[old] = { ...aged, details: undefined };
    this.phaseStart = performance.now();
    return report;
  }

  /** The policy's view of a board read: identical on every rank. */
  private stateOf(snapshot: LoadSnapshot, phase: number, maxPhaseMs: number): PolicyState {
    const span = Math.max(1, phase - this.lastSeen);
    this.lastSeen = phase;
    const totals = snapshot.totals;
    let max = Number.NEGATIVE_INFINITY;
    let min = Number.POSITIVE_INFINITY;
    let sum = 0;
    for (let r = 0; r < totals.length; r++) {
      const x = totals[r] as number;
      if (x > max) max = x;
      if (x < min) min = x;
      sum += x;
    }
    const avg = sum / totals.length;
    const time = this.timeLoads;
    if (time) this.lossTotalMs += max - avg;
    const concurrency = this.env.concurrency ?? totals.length;
    return {
      phase,
      max,
      min,
      avg,
      coreLoad: concurrency < totals.length ? sum / concurrency : avg,
      sinceLast: this.lastBalance < 0 ? Number.POSITIVE_INFINITY : phase - this.lastBalance,
      balanceCostMs: this.balanceCostMs,
      lossPerPhaseMs: time ? this.lossTotalMs / (phase + 1) : undefined,
      phaseMs: maxPhaseMs,
      span,
    };
  }

  /** Phases until the policy looks again. */
  private gap(state: PolicyState): number {
    const k = this.options.policy.nextCheck?.(state) ?? 1;
    return Number.isInteger(k) && k >= 1 ? k : 1;
  }

  /**
   * Lagged mode: collect the round posted in the previous phase (no wait unless a rank is a whole
   * phase behind), let the policy decide from it, post this phase's loads when the next look is
   * after the next phase, then balance on the collected snapshot.
   */
  private afterPhaseLagged(
    posted: PostedGather,
    target: BalanceTarget,
    view: DomainView,
    load: LoadProfile,
    phase: number,
    stepMs: number,
  ): BalanceReport | undefined {
    const again = this.repost;
    this.repost = undefined;
    if (again?.payload !== undefined) {
      // the round posted before the checkpoint, on the cuts the checkpoint restored
      this.board.repost(posted, view, again.payload, again.phase);
      this.round = { phase: again.phase, carriesCost: again.carriesCost };
    }
    let state: PolicyState | undefined;
    let snapshot: LoadSnapshot | undefined;
    const round = this.round;
    if (round !== undefined) {
      // posted at the phase before this one, on the cuts of now: no balance came in between
      this.round = undefined;
      const read = this.board.collect(posted);
      if (round.carriesCost) {
        this.costTotalMs += read.maxCostMs;
        this.costed = this.reports.length;
      }
      snapshot = read.snapshot;
      state = this.stateOf(snapshot, round.phase, read.maxPhaseMs);
    }
    const balance = state !== undefined && this.options.policy.shouldBalance(state);
    // after a balance the next loads worth reading are those of the phase after it
    if (state !== undefined) this.nextCheck = phase + (balance ? 2 : this.gap(state));
    if (!balance && phase + 1 === this.nextCheck) {
      // this phase's loads, and the cost of the last balance, for the decision after the next phase
      const carriesCost = this.pendingCostMs > 0;
      this.board.post(posted, view, load, phase, this.pendingCostMs, stepMs);
      this.round = { phase, carriesCost };
      if (carriesCost) this.pendingCostMs = 0;
    }
    if (!balance || snapshot === undefined) {
      this.phaseStart = performance.now();
      return undefined;
    }
    return this.balanceNow(target, snapshot, load, phase);
  }
}
