/**
 * Offline replay of a recorded run (trace version 2 with a `loads` block) through any remap
 * balancer and invocation policy, without threads.
 *
 * Every step, the replay builds the load snapshot the ranks would have gathered under the cuts it
 * has chosen so far (the recorded plane loads, moved with those cuts), asks the policy (the
 * registered one, the same code the ranks run) whether to balance, and if so calls the balancer's
 * own pure `solve` on that snapshot: the very function the ranks call. The cuts it returns move
 * the recorded per-plane work for the following steps.
 *
 * Time model (see the package README, "Replay"): a step lasts as long as its slowest rank's
 * compute plus the step's recorded communication; a rank's compute is its recorded compute time
 * corrected for the work it gains or loses: msPerUnit * (units gained) + msPerPlane * (planes
 * gained), both fitted by least squares over every recorded (step, rank). Balanced
 * configurations also pay the step's measured sync point (the load gather) every step, and each
 * balance's cost: the recorded cost where the replay repeats a recorded balance, else the
 * balancer's decision time (recorded, or timed here) plus the recorded fixed cost of a balance
 * plus the bytes it moves at `remapNsPerByte`. What the trace's steps do not cover (setup, the
 * last step, final barrier) is the measured run time minus the recorded steps, added to every
 * configuration alike.
 */
import { balancerFactory, policyFactory } from '@meshwork/balancers';
import { type Balancing, median } from '@meshwork/harness';
import {
  ErrorCodes,
  loadEfficiency,
  MeshworkError,
  type MetricsTrace,
  type Topology,
  type TraceLoads,
  topologyFromSpec,
} from '@meshwork/runtime';
import { type DomainView, type LoadSnapshot, type PolicyState, type RemapBalancer, unitsChangingOwner } from '@meshwork/runtime/plugin';

/** One configuration to replay: a balancing as the harness resolves it from flags ('never': the static split without a driver). */
export type ReplayConfig = Balancing;

export interface ReplayOptions {
  /** Measured parallel wall time of the recorded run, ms (the trace meta's measuredMs). */
  readonly measuredMs?: number | undefined;
  /** Data movement cost per byte moved, ns (default 1). */
  readonly remapNsPerByte?: number;
  /** Charge this decision time per balance instead of timing `solve` (deterministic replays). */
  readonly decisionMs?: number;
}

/** The fitted cost model of a trace. */
export interface ReplayModel {
  readonly steps: number;
  readonly ranks: number;
  /** The decomposed axis replayed (-1: none). */
  readonly axis: number;
  readonly planes: number;
  readonly msPerUnit: number;
  readonly msPerPlane: number;
  /** Mean measured sync point (load gather) per step, ms. */
  readonly syncMs: number;
  /** Fixed cost of a balance beyond its decision and data, ms. */
  readonly balanceFixedMs: number;
  readonly remapNsPerByte: number;
  readonly bytesPerPlane: number;
  /** Time outside the recorded steps (measured run time minus the steps), ms. */
  readonly residualMs: number;
  /** Whether every rank recorded plane loads (else the loads are spread evenly over each tile). */
  readonly hasPlanes: boolean;
}

export interface ReplayRow {
  readonly label: string;
  readonly balancer: string;
  readonly policy: string;
  readonly every: number | undefined;
  /** Predicted wall time of the run, ms. */
  readonly predictedMs: number;
  /** Sum over steps of the slowest rank's compute plus communication, ms. */
  readonly stepsMs: number;
  readonly syncMs: number;
  readonly balanceMs: number;
  /** LE from work units over the whole run, %. */
  readonly le: number;
  /** Mean over steps of U_k = sum / (N * max) of the work units. */
  readonly uk: number;
  readonly balances: number;
  readonly unitsMoved: number;
  readonly bytesMoved: number;
  /** Steps and cuts of every balance. */
  readonly cuts: readonly { readonly step: number; readonly cuts: readonly (readonly number[])[] }[];
  /** Wall ms the replay of this configuration took. */
  readonly replayMs: number;
  /** Why the configuration could not be replayed (then predictedMs is NaN). */
  readonly error?: string;
}

export interface ReplayResult {
  readonly model: ReplayModel;
  /** The recorded run: its configuration, measured time, LE, U_k, balances, units moved. */
  readonly recorded: ReplayRow;
  readonly rows: readonly ReplayRow[];
}

function noLoads(): MeshworkError {
  return new MeshworkError(
    ErrorCodes.INVALID_ARGUMENT,
    'trace holds no load record (trace version 2 with loads); record one with `meshwork run <app> --trace FILE`',
  );
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
const max = (xs: readonly number[]) => xs.reduce((a, b) => Math.max(a, b), Number.NEGATIVE_INFINITY);
const min = (xs: readonly number[]) => xs.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);

function sameCuts(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  return (
    a.length === b.length &&
    a.every((c, i) => c.length === (b[i] as readonly number[]).length && c.every((x, j) => x === (b[i] as readonly number[])[j]))
  );
}

/** Least squares y = a u + b e (a, b >= 0). */
function fit(samples: readonly { u: number; e: number; y: number }[]): { a: number; b: number } {
  let suu = 0;
  let see = 0;
  let sue = 0;
  let suy = 0;
  let sey = 0;
  for (const { u, e, y } of samples) {
    suu += u * u;
    see += e * e;
    sue += u * e;
    suy += u * y;
    sey += e * y;
  }
  const det = suu * see - sue * sue;
  if (Math.abs(det) > 1e-9 * Math.max(1, suu * see)) {
    const a = (suy * see - sey * sue) / det;
    const b = (sey * suu - suy * sue) / det;
    if (a >= 0 && b >= 0) return { a, b };
  }
  // one term only: the better of the two
  const a1 = suu > 0 ? suy / suu : 0;
  const b1 = see > 0 ? sey / see : 0;
  const err = (a: number, b: number) => samples.reduce((s, { u, e, y }) => s + (y - a * u - b * e) ** 2, 0);
  return err(Math.max(0, a1), 0) <= err(0, Math.max(0, b1)) ? { a: Math.max(0, a1), b: 0 } : { a: 0, b: Math.max(0, b1) };
}

/** The replayable view of a trace's load record: global plane loads per step, fitted costs. */
export class ReplayTrace {
  readonly loads: TraceLoads;
  readonly model: ReplayModel;
  readonly topology: Topology;
  /** Global plane loads along the replayed axis per step, and their prefix sums. */
  private readonly global: Float64Array[];
  private readonly prefix: Float64Array[];
  private readonly rankAt: Map<string, number>;
  /** Per step: the slowest rank's step wall time, the sync point, the recorded balance's cost. */
  private readonly stepWall: number[];
  private readonly commMs: number[];
  private readonly syncMs: number[];
  private readonly decisionByBalancer = new Map<string, number>();
  /** Decision time of a balancer (by name and options) timed on the first step's snapshot. */
  private readonly calibrated = new Map<string, number>();

  readonly trace: MetricsTrace;
  readonly options: ReplayOptions;
  constructor(trace: MetricsTrace, options: ReplayOptions = {}) {
    this.trace = trace;
    this.options = options;
    const loads = trace.loads;
    if (loads === undefined || loads.steps.length === 0) throw noLoads();
    this.loads = loads;
    const d = loads.decomposition;
    if (d.axes.length > 1) {
      throw new MeshworkError(
        ErrorCodes.INVALID_ARGUMENT,
        `replay handles one decomposed axis; this trace's processor grid is ${d.procDims.join('x')} (record it on a chain, ring or an N x 1 mesh)`,
      );
    }
    this.topology = topologyFromSpec(loads.topology);
    const ranks = trace.ranks;
    const axis = d.axes[0] ?? -1;
    const n = axis < 0 ? 0 : (d.shape[axis] as number);
    this.rankAt = new Map(d.procCoords.map((pc, r) => [pc.join(','), r]));
    let hasPlanes = axis >= 0;
    this.global = [];
    this.prefix = [];
    for (const st of loads.steps) {
      const g = new Float64Array(n);
      if (axis >= 0) {
        const c = st.cuts[axis] as number[];
        for (let r = 0; r < ranks; r++) {
          const p = (d.procCoords[r] as number[])[axis] as number;
          const lo = c[p] as number;
          const hi = c[p + 1] as number;
          const planes = (st.planes[r] as number[][])[0];
          if (planes === undefined) {
            hasPlanes = false;
            const each = hi > lo ? (st.totals[r] as number) / (hi - lo) : 0;
            for (let i = lo; i < hi; i++) g[i] = each;
          } else for (let i = lo; i < hi; i++) g[i] = planes[i - lo] as number;
        }
      }
      const pre = new Float64Array(n + 1);
      for (let i = 0; i < n; i++) pre[i + 1] = (pre[i] as number) + (g[i] as number);
      this.global.push(g);
      this.prefix.push(pre);
    }
    // compute model
    const samples: { u: number; e: number; y: number }[] = [];
    for (const [s, st] of loads.steps.entries()) {
      for (let r = 0; r < ranks; r++) {
        const { units, extent } = this.recordedPart(s, r);
        samples.push({ u: units, e: extent, y: st.computeMs[r] as number });
      }
    }
    const { a, b } = fit(samples);
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
    this.syncMs = loads.steps.map((st) => min(st.syncMs));
    const remapNsPerByte = options.remapNsPerByte ?? 1;
    const bytesPerPlane = axis < 0 ? 0 : (d.bytesPerPlane[axis] as number);
    // fixed cost of a balance from the recorded ones: cost - decision - data
    const fixed: number[] = [];
    const decisions = new Map<string, number[]>();
    for (const st of loads.steps) {
      const bal = st.balance;
      if (bal === undefined) continue;
      const dec = max(bal.decisionMs);
      fixed.push(Math.max(0, max(bal.costMs) - dec - (bal.bytesMoved * remapNsPerByte) / 1e6));
      const list = decisions.get(loads.recorded.balancer) ?? [];
      list.push(dec);
      decisions.set(loads.recorded.balancer, list);
    }
    for (const [k, v] of decisions) this.decisionByBalancer.set(k, sum(v) / v.length);
    const meanSync = sum(this.syncMs) / this.syncMs.length;
    const recordedTotal = loads.steps.reduce(
      (acc, st, s) =>
        acc + (this.stepWall[s] as number) + (this.syncMs[s] as number) + (st.balance === undefined ? 0 : max(st.balance.costMs)),
      0,
    );
    this.model = {
      steps: loads.steps.length,
      ranks,
      axis,
      planes: n,
      msPerUnit: a,
      msPerPlane: b,
      syncMs: meanSync,
      // without recorded balances: a balance costs about one more collective round besides its decision and data
      balanceFixedMs: fixed.length > 0 ? sum(fixed) / fixed.length : meanSync,
      remapNsPerByte,
      bytesPerPlane,
      residualMs: options.measuredMs === undefined ? 0 : options.measuredMs - recordedTotal,
      hasPlanes,
    };
  }

  /** Units and extent of rank r's recorded tile at step s. */
  private recordedPart(s: number, r: number): { units: number; extent: number } {
    const st = this.loads.steps[s] as TraceLoads['steps'][number];
    const axis = this.model?.axis ?? this.loads.decomposition.axes[0] ?? -1;
    if (axis < 0) return { units: st.totals[r] as number, extent: 1 };
    const p = (this.loads.decomposition.procCoords[r] as number[])[axis] as number;
    const c = st.cuts[axis] as number[];
    const lo = c[p] as number;
    const hi = c[p + 1] as number;
    const pre = this.prefix[s] as Float64Array;
    return { units: (pre[hi] as number) - (pre[lo] as number), extent: hi - lo };
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
    const syncMs = sum(this.syncMs);
    const rec = L.recorded;
    const every = rec.policy === 'every' ? Number((rec.policyOptions as { k?: number } | undefined)?.k ?? 1) : undefined;
    return {
      label: `recorded: ${rec.balancer === 'static' && rec.policy === 'never' ? 'static' : `${rec.balancer} ${rec.policy}${every === undefined ? '' : ` ${every}`}`}`,
      balancer: rec.balancer,
      policy: rec.policy,
      every,
      predictedMs: this.options.measuredMs ?? stepsMs + syncMs + balanceMs,
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
      const message = err instanceof Error ? err.message : String(err);
      return {
        label: config.label,
        balancer: config.balancer,
        policy: config.policy,
        every: config.every,
        predictedMs: Number.NaN,
        stepsMs: Number.NaN,
        syncMs: Number.NaN,
        balanceMs: Number.NaN,
        le: Number.NaN,
        uk: Number.NaN,
        balances: 0,
        unitsMoved: 0,
        bytesMoved: 0,
        cuts: [],
        replayMs: performance.now() - t0,
        error: message.split('\n')[0] ?? message,
      };
    }
  }

  /**
   * The decision time charged per balance: the median of a few timed `solve` calls of a fresh
   * instance on the first step's snapshot (one untimed call first), so that one preempted call
   * does not count as the balancer's cost.
   */
  private decisionCost(config: ReplayConfig, fallback: number): number {
    const key = `${config.balancer} ${JSON.stringify(config.balancerOptions ?? null)}`;
    const known = this.calibrated.get(key);
    if (known !== undefined) return known;
    const b = balancerFactory(config.balancer).create(config.balancerOptions);
    const st = this.loads.steps[0] as TraceLoads['steps'][number];
    const snap = new ReplaySnapshot(this.trace.ranks, this.topology, this.loads.decomposition, this.rankAt);
    snap.set(0, st.cuts, this.global[0] as Float64Array, this.model.hasPlanes);
    for (let r = 0; r < this.trace.ranks; r++) snap.totals[r] = st.totals[r] as number;
    const times: number[] = [];
    for (let i = 0; i < 6; i++) {
      const t0 = performance.now();
      const d = b.solve?.(snap);
      const ms = performance.now() - t0;
      if (d === undefined) return fallback;
      if (i > 0) times.push(ms);
    }
    const ms = median(times);
    this.calibrated.set(key, ms);
    return ms;
  }

  private replay(config: ReplayConfig): Omit<ReplayRow, 'replayMs'> {
    const L = this.loads;
    const d = L.decomposition;
    const M = this.model;
    const ranks = this.trace.ranks;
    const axis = M.axis;
    const driven = config.policy !== 'never';
    const balancer: RemapBalancer | undefined = driven ? balancerFactory(config.balancer).create(config.balancerOptions) : undefined;
    const policy = driven ? policyFactory(config.policy).create(config.policyOptions) : undefined;
    // the recorded balancer with the recorded options: its recorded balances' costs apply
    const recordedMatch =
      balancer !== undefined &&
      L.recorded.balancer === balancer.name &&
      JSON.stringify(L.recorded.balancerOptions ?? {}) === JSON.stringify(balancer.options);
    let cuts: number[][] = (L.steps[0] as TraceLoads['steps'][number]).cuts.map((c) => [...c]);
    const snap = new ReplaySnapshot(ranks, this.topology, d, this.rankAt);
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
    const log: { step: number; cuts: number[][] }[] = [];
    for (const [s, st] of L.steps.entries()) {
      const recorded = sameCuts(cuts, st.cuts);
      const pre = this.prefix[s] as Float64Array;
      for (let r = 0; r < ranks; r++) {
        const rec = this.recordedPart(s, r);
        let u = rec.units;
        let e = rec.extent;
        if (axis >= 0) {
          const p = (d.procCoords[r] as number[])[axis] as number;
          const lo = (cuts[axis] as number[])[p] as number;
          const hi = (cuts[axis] as number[])[p + 1] as number;
          u = (pre[hi] as number) - (pre[lo] as number);
          e = hi - lo;
        }
        units[r] = u;
        perRank[r] = (perRank[r] as number) + u;
        compute[r] = recorded
          ? (st.computeMs[r] as number)
          : Math.max(0, (st.computeMs[r] as number) + M.msPerUnit * (u - rec.units) + M.msPerPlane * (e - rec.extent));
      }
      const mu = max(units);
      ukSum += mu > 0 ? sum(units) / (ranks * mu) : 1;
      const wall = recorded ? (this.stepWall[s] as number) : max(compute) + (this.commMs[s] as number);
      stepsMs += wall;
      if (balancer === undefined || policy === undefined) continue;
      syncMs += this.syncMs[s] as number;
      // the snapshot the ranks would gather: recorded totals where the cuts are the recorded ones
      const totals = snap.totals;
      for (let r = 0; r < ranks; r++) totals[r] = recorded ? (st.totals[r] as number) : (units[r] as number);
      snap.set(s, cuts, this.global[s] as Float64Array, M.hasPlanes);
      const tmax = max(Array.from(totals));
      const tmin = min(Array.from(totals));
      const tavg = sum(Array.from(totals)) / ranks;
      if (L.recorded.loadIsTime) lossTotal += tmax - tavg;
      const state: PolicyState = {
        phase: s,
        max: tmax,
        min: tmin,
        avg: tavg,
        sinceLast: lastBalance < 0 ? Number.POSITIVE_INFINITY : s - lastBalance,
        balanceCostMs: balances === 0 ? undefined : costSum / balances,
        lossPerPhaseMs: L.recorded.loadIsTime ? lossTotal / (s + 1) : undefined,
        phaseMs: wall,
      };
      if (!policy.shouldBalance(state)) continue;
      if (balancer.solve === undefined) throw new Error(`${config.balancer} has no pure solve: it cannot be replayed offline`);
      const ts = performance.now();
      const decision = balancer.solve(snap);
      const solveMs = performance.now() - ts;
      if (decision === undefined) throw new Error(`${config.balancer} cannot decide from the recorded loads (plane loads missing?)`);
      const moved = cuts.reduce((acc, c, a) => acc + unitsChangingOwner(c, decision.cuts[a] as number[]), 0);
      const bytes = axis < 0 ? 0 : moved * M.bytesPerPlane;
      let cost: number;
      if (recorded && recordedMatch && st.balance !== undefined) cost = max(st.balance.costMs);
      else {
        const dec = this.options.decisionMs ?? this.decisionByBalancer.get(config.balancer) ?? this.decisionCost(config, solveMs);
        cost = dec + M.balanceFixedMs + (bytes * M.remapNsPerByte) / 1e6;
      }
      balances++;
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
}

/** The load snapshot of one replayed step (the LoadSnapshot the ranks' LoadBoard would give). */
class ReplaySnapshot implements LoadSnapshot {
  domain!: DomainView;
  phase = 0;
  readonly totals: Float64Array;
  readonly axes: readonly number[];
  hasPlanes = false;
  readonly procCoords: readonly (readonly number[])[];
  private global: Float64Array = new Float64Array(0);

  readonly size: number;
  readonly topology: Topology;
  private readonly d: TraceLoads['decomposition'];
  private readonly rankAt: ReadonlyMap<string, number>;
  constructor(size: number, topology: Topology, d: TraceLoads['decomposition'], rankAt: ReadonlyMap<string, number>) {
    this.size = size;
    this.topology = topology;
    this.d = d;
    this.rankAt = rankAt;
    this.totals = new Float64Array(size);
    this.axes = d.axes;
    this.procCoords = d.procCoords;
  }

  set(phase: number, cuts: readonly (readonly number[])[], global: Float64Array, hasPlanes: boolean): void {
    const d = this.d;
    const rankAt = this.rankAt;
    this.phase = phase;
    this.global = global;
    this.hasPlanes = hasPlanes && d.axes.length > 0;
    this.domain = {
      kind: d.kind,
      shape: d.shape,
      procDims: d.procDims,
      cuts,
      procCoords: d.procCoords[0] as number[],
      minExtent: d.minExtent,
      rankOf: (pc) => {
        const r = rankAt.get(pc.join(','));
        if (r === undefined) throw new Error(`no rank at processor coordinates [${pc.join(', ')}]`);
        return r;
      },
    };
  }

  planesOf(r: number, axis: number): Float64Array | undefined {
    if (!this.hasPlanes || !this.axes.includes(axis)) return undefined;
    const pc = this.procCoords[r] as readonly number[];
    const c = this.domain.cuts[axis] as readonly number[];
    return this.global.subarray(c[pc[axis] as number] as number, c[(pc[axis] as number) + 1] as number);
  }
}

/** Replay `configs` on a trace (the programmatic `meshwork replay`). */
export function replayTrace(trace: MetricsTrace, configs: readonly ReplayConfig[], options: ReplayOptions = {}): ReplayResult {
  const t = new ReplayTrace(trace, options);
  return { model: t.model, recorded: t.recordedRow(), rows: configs.map((c) => t.run(c)) };
}
