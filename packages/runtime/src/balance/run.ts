/**
 * Running a remap balancer on a domain: validate the load profile, time the decision, move the
 * data (every grid of the set) or the bounds (a range), and report what happened.
 */
import type { Collectives, FastCollectives } from '../comm/collectives.ts';
import type { Links } from '../comm/links.ts';
import { invalidArgument } from '../errors.ts';
import type { Grid } from '../mesh/grid.ts';
import type { RangeDomain } from '../mesh/range.ts';
import type { RankTimeline } from '../timeline/recorder.ts';
import type { Topology } from '../topology/types.ts';
import { LoadBoard } from './snapshot.ts';
import type { BalanceDecision, BalanceReport, DomainView, LoadProfile, LoadSnapshot, RemapBalancer } from './types.ts';

export interface BalanceEnv {
  readonly rank: number;
  readonly size: number;
  readonly topology: Topology;
  readonly comm: Collectives;
  readonly commShm: FastCollectives;
  readonly links: Links;
  /** Ranks that can compute at once (PluginContext.concurrency); default: every rank. */
  readonly concurrency?: number;
  /** The run's timeline, when it records one (balances and remaps are slices there). */
  readonly timeline?: RankTimeline | undefined;
}

/** A set of grids sharing one decomposition (e.g. the two buffers of a stencil), or a range. */
export type BalanceTarget = Grid | readonly Grid[] | RangeDomain;

function isRange(t: BalanceTarget): t is RangeDomain {
  return !Array.isArray(t) && (t as RangeDomain).partOf !== undefined;
}

export function gridView(g: Grid): DomainView {
  return {
    kind: 'grid',
    shape: g.shape,
    procDims: g.procDims,
    cuts: g.decomposition.cuts,
    procCoords: g.procCoords,
    minExtent: g.minExtent,
    rankOf: (pc) => g.rankOf(pc),
  };
}

export function rangeView(r: RangeDomain): DomainView {
  return {
    kind: 'range',
    shape: [r.n],
    procDims: [r.parts],
    cuts: [r.cuts],
    procCoords: [r.rank],
    minExtent: [r.minPart],
    rankOf: (pc) => pc[0] as number,
  };
}

/** The domain view of a balance target (grids: the first grid's decomposition). */
export function viewOf(target: BalanceTarget): DomainView {
  if (isRange(target)) return rangeView(target);
  const grids = Array.isArray(target) ? target : [target as Grid];
  const first = grids[0];
  if (first === undefined) throw invalidArgument('balance target', 'a grid, a non-empty array of grids, or a range', target);
  return gridView(first);
}

/** This rank's extent along each axis of the view. */
export function localExtent(view: DomainView): number[] {
  return view.cuts.map((c, a) => (c[(view.procCoords[a] as number) + 1] as number) - (c[view.procCoords[a] as number] as number));
}

export function checkProfile(view: DomainView, load: LoadProfile): void {
  if (typeof load !== 'object' || load === null) throw invalidArgument('load profile', 'an object { total, planes }', load);
  if (typeof load.total !== 'number' || !Number.isFinite(load.total) || load.total < 0) {
    throw invalidArgument('load.total', 'a finite number >= 0', load.total);
  }
  const tally = load.tallyMs;
  if (tally !== undefined && (typeof tally !== 'number' || !Number.isFinite(tally) || tally < 0)) {
    throw invalidArgument('load.tallyMs', 'a finite number of ms >= 0 (or nothing)', tally);
  }
  const ext = localExtent(view);
  if (load.planes === undefined) return;
  if (!Array.isArray(load.planes) || load.planes.length !== ext.length) {
    throw invalidArgument('load.planes', `${ext.length} arrays of plane loads (one per axis)`, load.planes);
  }
  for (let a = 0; a < ext.length; a++) {
    const p: unknown = load.planes[a];
    if (!(Array.isArray(p) || p instanceof Float64Array) || p.length !== ext[a])
      throw invalidArgument(`load.planes[${a}]`, `${ext[a]} plane loads (the tile's extent), in an array or a Float64Array`, p);
    // indexed loop: runs every phase on the balance path (no iterator objects)
    for (let i = 0; i < p.length; i++) {
      const x: unknown = p[i];
      // x - x is 0 only for finite numbers (NaN and +-Infinity give NaN)
      if (typeof x !== 'number' || x - x !== 0 || x < 0) throw invalidArgument(`load.planes[${a}]`, 'finite loads >= 0', x);
    }
  }
}

/** Number of indices along each axis whose owning part differs between two cut lists. */
export function unitsChangingOwner(before: readonly number[], after: readonly number[]): number {
  let moved = 0;
  for (let p = 0; p + 1 < before.length; p++) {
    // indices owned by p before but not after
    const lo = before[p] as number;
    const hi = before[p + 1] as number;
    const keepLo = Math.max(lo, after[p] as number);
    const keepHi = Math.min(hi, after[p + 1] as number);
    moved += hi - lo - Math.max(0, keepHi - keepLo);
  }
  return moved;
}

function stats(loads: ArrayLike<number>): { max: number; avg: number; maxOverAvg: number } {
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  for (let i = 0; i < loads.length; i++) {
    const x = loads[i] as number;
    if (x > max) max = x;
    sum += x;
  }
  const avg = sum / loads.length;
  return { max, avg, maxOverAvg: avg > 0 ? max / avg : 1 };
}

/**
 * Predicted per-part loads under `cuts` along the only decomposed axis, from every rank's plane
 * loads. Undefined when more than one axis is decomposed (tile loads then are not a function of
 * per-axis plane loads) or when the planes are not known. Each new part sums the planes of the
 * old tiles it overlaps, read where they lie in the snapshot: no global array is built. Exported
 * for tests.
 */
export function predictLoads(snap: LoadSnapshot, cuts: readonly (readonly number[])[]): number[] | undefined {
  const { domain: view } = snap;
  let a = 0;
  let decomposed = 0;
  for (let k = 0; k < view.procDims.length; k++) {
    if ((view.procDims[k] as number) > 1) {
      a = k;
      decomposed++;
    }
  }
  if (decomposed > 1 || !snap.hasPlanes) return undefined;
  const old = view.cuts[a] as readonly number[];
  const c = cuts[a] as readonly number[];
  const parts = new Array<number>(c.length - 1).fill(0);
  // the old tiles in their order along the axis (the planes are added in index order)
  const byCoord = new Array<number>(old.length - 1);
  for (let r = 0; r < snap.size; r++) byCoord[(snap.procCoords[r] as readonly number[])[a] as number] = r;
  for (let at = 0; at + 1 < old.length; at++) {
    const r = byCoord[at] as number;
    const p = snap.planesOf(r, a) as Float64Array;
    const start = old[at] as number;
    const end = old[at + 1] as number;
    // the new parts this old tile overlaps, in order
    for (let q = 0; q + 1 < c.length; q++) {
      const lo = Math.max(start, c[q] as number);
      const hi = Math.min(end, c[q + 1] as number);
      if (lo >= hi) continue;
      let s = parts[q] as number;
      for (let i = lo - start; i < hi - start; i++) s += p[i] as number;
      parts[q] = s;
    }
  }
  return parts;
}

function gridsOf(target: BalanceTarget): readonly Grid[] {
  return Array.isArray(target) ? target : [target as Grid];
}

/** Whether two cut lists (per axis) are the same. */
export function sameCuts(a: readonly (readonly number[])[], b: readonly (readonly number[])[]): boolean {
  if (a.length !== b.length) return false;
  for (let k = 0; k < a.length; k++) {
    const x = a[k] as readonly number[];
    const y = b[k] as readonly number[];
    if (x.length !== y.length) return false;
    for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  }
  return true;
}

/** Total bytes all ranks send to move `target` to `cuts`, computed without communicating. */
function bytesToMove(target: BalanceTarget, cuts: readonly (readonly number[])[]): number {
  if (isRange(target)) return 0;
  let bytes = 0;
  for (const g of gridsOf(target)) bytes += g.remapBytes(cuts);
  return bytes;
}

/** Move `target` to `cuts`; `agreed`: every rank holds these very cuts (no agreement round). Returns this rank's bytes sent. */
function applyCuts(target: BalanceTarget, cuts: readonly (readonly number[])[], agreed: boolean, timeline?: RankTimeline): number {
  const t0 = timeline === undefined ? 0 : performance.now();
  let bytes = 0;
  if (isRange(target)) target.remap(cuts[0] as number[], { agreed });
  else for (const [i, g] of gridsOf(target).entries()) bytes += g.remap(cuts, { agreed: agreed || i > 0 }).bytesSent;
  timeline?.remap(t0, performance.now(), isRange(target) ? -1 : bytes);
  return bytes;
}

/** A balance from `t0` (`performance.now()`) to now as a timeline slice. */
export function balanceSlice(timeline: RankTimeline | undefined, t0: number, report: BalanceReport): void {
  timeline?.balance(t0, performance.now(), report.balancer, report.phase, report.unitsMoved, report.bytesMoved);
}

function report(
  balancer: RemapBalancer,
  phase: number,
  decision: BalanceDecision,
  decisionMs: number,
  oldCuts: readonly (readonly number[])[],
  bytesMoved: number,
  before: BalanceReport['before'],
  predicted: number[] | undefined,
): BalanceReport {
  const unitsMoved = oldCuts.reduce((s, c, a) => s + unitsChangingOwner(c, decision.cuts[a] as number[]), 0);
  return {
    balancer: balancer.name,
    phase,
    decisionMs,
    sweeps: decision.sweeps ?? 0,
    skipped: decision.skipped,
    unitsMoved,
    bytesMoved,
    before,
    after: predicted === undefined ? { max: Number.NaN, avg: before.avg, maxOverAvg: Number.NaN } : stats(predicted),
    cuts: decision.cuts,
    details: decision.details,
  };
}

/**
 * Run a balancer's pure `solve` on a gathered snapshot and move the data: no sync point besides
 * the data movement itself (the cuts are the same on every rank by construction). Undefined when
 * the balancer has no `solve` or cannot decide from this snapshot: then call `balanceFaithful`.
 */
export function balanceFromSnapshot(
  balancer: RemapBalancer,
  target: BalanceTarget,
  snapshot: LoadSnapshot,
  timeline?: RankTimeline,
): BalanceReport | undefined {
  if (balancer.solve === undefined) return undefined;
  const t0 = performance.now();
  const decision = balancer.solve(snapshot);
  if (decision === undefined) return undefined;
  const decisionMs = performance.now() - t0;
  const oldCuts = snapshot.domain.cuts.map((c) => c.slice());
  // the cuts stay (a balance that moves nothing, the steady state): no bytes to work out
  const bytesMoved = sameCuts(oldCuts, decision.cuts) ? 0 : bytesToMove(target, decision.cuts);
  const predicted = predictLoads(snapshot, decision.cuts);
  applyCuts(target, decision.cuts, true, timeline);
  return report(balancer, snapshot.phase, decision, decisionMs, oldCuts, bytesMoved, stats(snapshot.totals), predicted);
}

/**
 * Collective: run `balancer` on `target` with this rank's `load`, apply its cuts, report. With a
 * pure `solve`: one gather of every rank's load (`LoadBoard`) and the data movement, nothing else.
 * Otherwise `balanceFaithful`.
 */
export function balanceDomain(
  env: BalanceEnv,
  balancer: RemapBalancer,
  target: BalanceTarget,
  load: LoadProfile,
  phase: number,
): BalanceReport {
  const view = viewOf(target);
  checkProfile(view, load);
  const t0 = env.timeline === undefined ? 0 : performance.now();
  const board = new LoadBoard(env.commShm, env.rank, env.size, env.topology);
  const { snapshot } = board.gather(view, load, phase, 0);
  const made = balanceFromSnapshot(balancer, target, snapshot, env.timeline) ?? balanceFaithful(env, balancer, target, snapshot, load);
  balanceSlice(env.timeline, t0, made);
  return made;
}

/**
 * Collective, the balancer's own `decide` on the collectives and links (topology-faithful),
 * after the load gather: besides the balancer's messages, one agreement allreduce per remap
 * (skipped for the second and later grids of a set) and one allreduce of the bytes moved.
 */
export function balanceFaithful(
  env: BalanceEnv,
  balancer: RemapBalancer,
  target: BalanceTarget,
  snapshot: LoadSnapshot,
  load: LoadProfile,
): BalanceReport {
  const view = snapshot.domain;
  const t0 = performance.now();
  const decision = balancer.decide({
    rank: env.rank,
    size: env.size,
    topology: env.topology,
    comm: env.comm,
    links: env.links,
    domain: view,
    load,
    phase: snapshot.phase,
  });
  const decisionMs = performance.now() - t0;
  const oldCuts = view.cuts.map((c) => c.slice());
  const predicted = predictLoads(snapshot, decision.cuts);
  const bytes = applyCuts(target, decision.cuts, false, env.timeline);
  const bytesMoved = env.commShm.allreduce(bytes, 'sum');
  return report(balancer, snapshot.phase, decision, decisionMs, oldCuts, bytesMoved, stats(snapshot.totals), predicted);
}
