/**
 * Load recording for offline replay (`BalancingOptions.record`): every step, each rank notes its
 * own load profile (total and plane loads along the decomposed axes), the wall time of the phases
 * that reported work since the previous step (the compute), the step's wall time, the time of the
 * load gather on the steps that had one (the sync point), and the measured cost of any balance.
 *
 * Recording adds no sync point of its own beyond a sparse sample: the driver looks at the loads
 * exactly as it would without a recorder, and each rank keeps its log locally, in typed arrays
 * that grow by doubling (a steady run allocates nothing per step; a balance and a change of cuts
 * allocate their record). The log becomes the plain `RankLoadLog` only when the rank's metrics are
 * read (the end of the run, or a checkpoint), and the host merges every rank's log into the trace
 * (`toTrace`). Where the policy gathers less often than once in {@link SAMPLE_EVERY} steps (a
 * static run never does; a lagged one posts without a sync point), the driver times one gather
 * itself on the last step of such a window, and on step {@link FIRST_SAMPLE} when none came
 * before it, so a trace of 8 steps or more always measures what a sync point costs on this grid.
 */
import type { Grid } from '../mesh/grid.ts';
import type { RangeDomain } from '../mesh/range.ts';
import type { PhaseRecorder } from '../metrics/recorder.ts';
import type { RankLoadBalance, RankLoadLog, RankLoadStep } from '../metrics/types.ts';
import type { Topology } from '../topology/types.ts';
import { type BalanceTarget, sameCuts } from './run.ts';
import type { LoadBoard } from './snapshot.ts';
import type { BalanceReport, DomainView, InvocationPolicy, LoadProfile, RemapBalancer } from './types.ts';

/**
 * A window of steps without a gather that makes the recorder time one (on its last step). 16 is the
 * longest gap `adaptive` leaves between two looks, so a recorded run has at most the gather density
 * of an adaptive run far from a balance (one step in 16), and an unlagged adaptive run records no
 * sample at all.
 */
export const SAMPLE_EVERY = 16;

/** The step of the first sample when no gather came before it (so short runs measure one too). */
export const FIRST_SAMPLE = 7;

/**
 * Words per step in the typed log: total, compute ms, step ms, sync ms (NaN: none), planes given
 * (0/1), the monotonic clock when the gather returned (ms), the program's tally ms
 * (`LoadProfile.tallyMs`), the recorder's own ms for the step.
 */
const WORDS = 8;

/** The machine's monotonic clock in ms: the same clock in every thread of the process (`performance.now` is per thread). */
function monotonicMs(): number {
  return Number(process.hrtime.bigint()) / 1e6;
}

function isRange(t: BalanceTarget): t is RangeDomain {
  return !Array.isArray(t) && (t as RangeDomain).partOf !== undefined;
}

/** Bytes that change owner when one plane along `axis` moves, over every grid of the set. */
function bytesPerPlane(target: BalanceTarget, view: DomainView, axis: number): number {
  if (isRange(target)) return 0;
  const grids: readonly Grid[] = Array.isArray(target) ? target : [target as Grid];
  let bytes = 0;
  for (const g of grids) {
    if (g.storage === 'shared') continue;
    let cells = 1;
    for (let a = 0; a < view.shape.length; a++) if (a !== axis) cells *= view.shape[a] as number;
    bytes += cells * g.data.BYTES_PER_ELEMENT;
  }
  return bytes;
}

/** A copy of cut lists, packed like a grid's (`sameCuts` compares the two every step), without literals (see `cutSets`). */
function copyCuts(cuts: readonly (readonly number[])[]): number[][] {
  const out: number[][] = [];
  for (let a = 0; a < cuts.length; a++) out.push((cuts[a] as readonly number[]).slice());
  return out;
}

/**
 * `src[from, to)` as a packed array of numbers, by a loop V8 optimizes within a thread's first logs:
 * `Array.from` of a typed array takes its generic path every time (123 steps of 512 planes, the end
 * of a traced thinning run: 3-8 ms each time; this loop 3.5-4 ms the first time, then 0.5-1.7 ms).
 */
function numbersOf(src: Float64Array, from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i < to; i++) out.push(src[i] as number);
  return out;
}

type LogHead = Omit<RankLoadLog, 'steps'>;

export class LoadRecorder {
  /** The decomposition and balancing, from the first step. */
  private head: LogHead | undefined;
  /** Steps recorded. */
  private count = 0;
  /** WORDS per step (see WORDS). */
  private rows = new Float64Array(WORDS * 64);
  /** Plane loads of every step, back to back; step s's end in `planeEnd[s]`, its per-axis lengths in `planeLen`. */
  private planes = new Float64Array(1024);
  private planeEnd = new Int32Array(64);
  private planeLen = new Int32Array(64);
  /**
   * The cuts, each time they changed: `cutSets[i]` from step `cutSteps[i]` on. No object literal:
   * added once per run, too rarely for V8 to keep feedback on one, it threw the driver's optimized
   * step away at each run's start (`node --trace-deopt`: "insufficient type feedback for object literal").
   */
  private readonly cutSteps: number[] = [];
  private readonly cutSets: number[][][] = [];
  /** The balances, by step. */
  private readonly balances = new Map<number, RankLoadBalance>();
  /** The last step that had a gather (-1: none). */
  private lastSync = -1;
  /** Phase records already accounted to a step. */
  private seen = 0;
  /** Phase names that reported work units on this rank: the compute phases. */
  private readonly computeNames = new Set<string>();

  private readonly metrics: PhaseRecorder | undefined;
  private readonly topology: Topology;
  private readonly balancer: RemapBalancer;
  private readonly policy: InvocationPolicy;
  /** Whether the loads are milliseconds (read at the first step: a driver knows once it measured). */
  private readonly loadIsTime: () => boolean;
  /** Where the timed samples gather (a board of its own: the policy's keeps its snapshot). */
  private readonly samples: LoadBoard;
  /** Ranks that can compute at once, when fewer than the ranks (the trace's `recorded.concurrency`). */
  private readonly concurrency: number | undefined;
  constructor(
    metrics: PhaseRecorder | undefined,
    topology: Topology,
    balancer: RemapBalancer,
    policy: InvocationPolicy,
    loadIsTime: () => boolean,
    samples: LoadBoard,
    concurrency?: number,
  ) {
    this.samples = samples;
    this.concurrency = concurrency;
    this.metrics = metrics;
    this.topology = topology;
    this.balancer = balancer;
    this.policy = policy;
    this.loadIsTime = loadIsTime;
    this.seen = metrics?.closedCount ?? 0;
  }

  /** Wall ms of the compute phases closed since the last step. */
  private computeMs(): number {
    const m = this.metrics;
    if (m === undefined) return 0;
    const n = m.closedCount;
    for (let i = this.seen; i < n; i++) {
      const r = m.closedAt(i);
      if (r !== undefined && r.workUnits > 0 && !this.computeNames.has(r.name)) this.computeNames.add(r.name);
    }
    let ns = 0;
    for (let i = this.seen; i < n; i++) {
      const r = m.closedAt(i);
      if (r !== undefined && this.computeNames.has(r.name)) ns += r.wallNs;
    }
    this.seen = n;
    return ns / 1e6;
  }

  private start(target: BalanceTarget, view: DomainView): LogHead {
    const policyOptions = (this.policy as { options?: unknown }).options;
    const head: LogHead = {
      topology: this.topology.spec,
      kind: view.kind,
      shape: [...view.shape],
      procDims: [...view.procDims],
      minExtent: [...view.minExtent],
      procCoords: [...view.procCoords],
      axes: view.procDims.flatMap((p, a) => (p > 1 ? [a] : [])),
      bytesPerPlane: view.shape.map((_, a) => bytesPerPlane(target, view, a)),
      balancer: this.balancer.name,
      balancerOptions: this.balancer.options,
      policy: this.policy.name,
      ...(policyOptions === undefined ? {} : { policyOptions }),
      loadIsTime: this.loadIsTime(),
      ...(this.concurrency !== undefined && this.concurrency < this.topology.size ? { concurrency: this.concurrency } : {}),
    };
    this.head = head;
    if (this.metrics !== undefined) this.metrics.loadLog = () => this.log();
    return head;
  }

  /** From step `s` on the cuts are `cuts`: noted when they differ from the last noted (a copy). */
  private noteCuts(s: number, cuts: readonly (readonly number[])[]): void {
    const n = this.cutSets.length;
    if (n > 0 && sameCuts(this.cutSets[n - 1] as number[][], cuts)) return;
    this.cutSteps.push(s);
    this.cutSets.push(copyCuts(cuts));
  }

  /** Room for one more step with `planes` more plane loads (doubling: no allocation in a steady run). */
  private reserve(planes: number, axes: number): void {
    const s = this.count;
    if (this.planeEnd.length <= s) {
      const rows = new Float64Array(this.rows.length * 2);
      rows.set(this.rows);
      this.rows = rows;
      const end = new Int32Array(this.planeEnd.length * 2);
      end.set(this.planeEnd);
      this.planeEnd = end;
    }
    if (this.planeLen.length < (s + 1) * axes) {
      const len = new Int32Array(Math.max(this.planeLen.length * 2, (s + 1) * axes));
      len.set(this.planeLen);
      this.planeLen = len;
    }
    const used = s === 0 ? 0 : (this.planeEnd[s - 1] as number);
    if (this.planes.length < used + planes) {
      const p = new Float64Array(Math.max(this.planes.length * 2, used + planes));
      p.set(this.planes.subarray(0, used));
      this.planes = p;
    }
  }

  /** Note this rank's figures of the step just finished (no communication). */
  step(target: BalanceTarget, view: DomainView, load: LoadProfile, stepMs: number): void {
    const t0 = performance.now();
    const head = this.head ?? this.start(target, view);
    const axes = head.axes;
    let n = 0;
    if (load.planes !== undefined) for (const a of axes) n += load.planes[a]?.length ?? 0;
    this.reserve(n, axes.length);
    const s = this.count;
    this.noteCuts(s, view.cuts);
    const w = s * WORDS;
    this.rows[w] = load.total;
    this.rows[w + 1] = this.computeMs();
    this.rows[w + 2] = stepMs;
    this.rows[w + 3] = Number.NaN;
    this.rows[w + 4] = load.planes === undefined ? 0 : 1;
    this.rows[w + 5] = Number.NaN;
    this.rows[w + 6] = load.tallyMs ?? 0;
    let at = s === 0 ? 0 : (this.planeEnd[s - 1] as number);
    for (let i = 0; i < axes.length; i++) {
      const p = load.planes?.[axes[i] as number];
      const len = p?.length ?? 0;
      this.planeLen[s * axes.length + i] = len;
      // one builtin copy: a loop here ran at whatever tier V8 had reached (not optimized in a thread's second run)
      if (p !== undefined) this.planes.set(p, at);
      at += len;
    }
    this.planeEnd[s] = at;
    this.count = s + 1;
    // what recording costs a step (the step's clock stopped before it): a replay takes it off
    this.rows[w + 7] = performance.now() - t0;
  }

  /**
   * The last step had a load gather (a look of the policy, or a sample) that this rank entered at
   * `t0` (`performance.now`) and has just left: its time, and the clock reading the ranks compare.
   */
  synced(t0: number): void {
    const ms = performance.now() - t0;
    const end = monotonicMs();
    const s = this.count - 1;
    if (s < 0) return;
    this.rows[s * WORDS + 3] = ms;
    this.rows[s * WORDS + 5] = end;
    this.lastSync = s;
  }

  /**
   * Collective when it returns true: after step {@link FIRST_SAMPLE} with no gather before it, or
   * the last step of a window of {@link SAMPLE_EVERY} steps without one, time a gather (this step's
   * loads, on the samples' board). The same on every rank (the looks are). True when it gathered:
   * the next step's clock starts after it.
   */
  sample(view: DomainView, load: LoadProfile, phase: number): boolean {
    const s = this.count - 1;
    const window = s === FIRST_SAMPLE ? FIRST_SAMPLE + 1 : s >= 0 && (s + 1) % SAMPLE_EVERY === 0 ? SAMPLE_EVERY : 0;
    if (window === 0 || this.lastSync > s - window) return false;
    const t0 = performance.now();
    this.samples.gather(view, load, phase, 0, 0);
    this.synced(t0);
    return true;
  }

  /**
   * Note the balance `afterPhase` just ran on this step, with its measured time so far; what the
   * program charges for it afterwards (`Balancing.charge`) is added by {@link charged}.
   */
  balanced(report: BalanceReport, costMs: number): void {
    const s = this.count - 1;
    if (s < 0) return;
    this.balances.set(s, {
      cuts: report.cuts.map((c) => [...c]),
      costMs,
      decisionMs: report.decisionMs,
      unitsMoved: report.unitsMoved,
      bytesMoved: report.bytesMoved,
      ...(report.skipped === undefined ? {} : { skipped: report.skipped }),
    });
  }

  /**
   * Add `ms` the program charged for the balance of the last step (its own work after the balance:
   * `Balancing.charge`) to that balance's recorded cost, so that a replay's per-plane-moved cost
   * learns it. Nothing happens when the last step has no balance.
   */
  charged(ms: number): void {
    const balance = this.balances.get(this.count - 1);
    if (balance !== undefined) balance.costMs += ms;
  }

  /** The log as plain data (what the rank's metrics carry to the host and into checkpoints). */
  log(): RankLoadLog | undefined {
    const head = this.head;
    if (head === undefined) return undefined;
    const nAxes = head.axes.length;
    const steps: RankLoadStep[] = [];
    let from = 0;
    let at = 0;
    for (let s = 0; s < this.count; s++) {
      while (from + 1 < this.cutSteps.length && (this.cutSteps[from + 1] as number) <= s) from++;
      const w = s * WORDS;
      const planes: number[][] = [];
      if (this.rows[w + 4] === 1) {
        for (let i = 0; i < nAxes; i++) {
          const len = this.planeLen[s * nAxes + i] as number;
          planes.push(numbersOf(this.planes, at, at + len));
          at += len;
        }
      }
      at = this.planeEnd[s] as number;
      const step: RankLoadStep = {
        cuts: copyCuts(this.cutSets[from] as number[][]),
        total: this.rows[w] as number,
        planes,
        computeMs: this.rows[w + 1] as number,
        stepMs: this.rows[w + 2] as number,
      };
      const sync = this.rows[w + 3] as number;
      if (!Number.isNaN(sync)) step.syncMs = sync;
      const end = this.rows[w + 5] as number;
      if (!Number.isNaN(end)) step.syncEndMs = end;
      const tally = this.rows[w + 6] as number;
      if (tally > 0) step.tallyMs = tally;
      const record = this.rows[w + 7] as number;
      if (record > 0) step.recordMs = record;
      const balance = this.balances.get(s);
      if (balance !== undefined) step.balance = { ...balance, cuts: balance.cuts.map((c) => [...c]) };
      steps.push(step);
    }
    return { ...head, steps };
  }

  /** @internal What a checkpoint keeps of this recorder (its log travels with the rank's metrics). */
  saveState(): { seen: number; computeNames: string[] } {
    return { seen: this.seen, computeNames: [...this.computeNames] };
  }

  /** @internal Continue from a checkpoint, once the rank's metrics (and so its load log) are restored. */
  restoreState(s: { seen: number; computeNames: string[] }): void {
    this.seen = s.seen;
    this.computeNames.clear();
    for (const n of s.computeNames) this.computeNames.add(n);
    this.count = 0;
    this.cutSteps.length = 0;
    this.cutSets.length = 0;
    this.balances.clear();
    this.lastSync = -1;
    const saved = this.metrics?.loads;
    if (saved === undefined || this.metrics === undefined) return;
    const { steps, ...head } = saved;
    this.head = head;
    this.metrics.loads = undefined;
    this.metrics.loadLog = () => this.log();
    for (const st of steps) this.restoreStep(head, st);
  }

  /** Append one step of a restored log. */
  private restoreStep(head: LogHead, st: RankLoadStep): void {
    const axes = head.axes.length;
    const n = st.planes.reduce((acc, p) => acc + p.length, 0);
    this.reserve(n, axes);
    const s = this.count;
    this.noteCuts(s, st.cuts);
    const w = s * WORDS;
    this.rows[w] = st.total;
    this.rows[w + 1] = st.computeMs;
    this.rows[w + 2] = st.stepMs;
    this.rows[w + 3] = st.syncMs ?? Number.NaN;
    this.rows[w + 4] = st.planes.length === 0 ? 0 : 1;
    this.rows[w + 5] = st.syncEndMs ?? Number.NaN;
    this.rows[w + 6] = st.tallyMs ?? 0;
    this.rows[w + 7] = st.recordMs ?? 0;
    let at = s === 0 ? 0 : (this.planeEnd[s - 1] as number);
    for (let i = 0; i < axes; i++) {
      const p = st.planes[i] ?? [];
      this.planeLen[s * axes + i] = p.length;
      this.planes.set(p, at);
      at += p.length;
    }
    this.planeEnd[s] = at;
    if (st.syncMs !== undefined) this.lastSync = s;
    if (st.balance !== undefined) this.balances.set(s, { ...st.balance, cuts: st.balance.cuts.map((c) => [...c]) });
    this.count = s + 1;
  }
}
