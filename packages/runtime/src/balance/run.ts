/**
 * Running a remap balancer on a domain: validate the load profile, time the decision, move the
 * data (every grid of the set) or the bounds (a range), and report what happened.
 */
import type { Collectives } from '../comm/collectives.js';
import type { Links } from '../comm/links.js';
import { invalidArgument } from '../errors.js';
import type { Grid } from '../mesh/grid.js';
import type { RangeDomain } from '../mesh/range.js';
import type { Topology } from '../topology/types.js';
import type { BalanceReport, DomainView, LoadProfile, RemapBalancer } from './types.js';

export interface BalanceEnv {
  readonly rank: number;
  readonly size: number;
  readonly topology: Topology;
  readonly comm: Collectives;
  readonly commShm: Collectives;
  readonly links: Links;
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
  const ext = localExtent(view);
  if (load.planes === undefined) return;
  if (!Array.isArray(load.planes) || load.planes.length !== ext.length) {
    throw invalidArgument('load.planes', `${ext.length} arrays of plane loads (one per axis)`, load.planes);
  }
  for (const [a, p] of load.planes.entries()) {
    if (!Array.isArray(p) || p.length !== ext[a])
      throw invalidArgument(`load.planes[${a}]`, `${ext[a]} plane loads (the tile's extent)`, p);
    for (const x of p)
      if (typeof x !== 'number' || !Number.isFinite(x) || x < 0) throw invalidArgument(`load.planes[${a}]`, 'finite loads >= 0', x);
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

function stats(loads: readonly number[]): { max: number; avg: number; maxOverAvg: number } {
  const max = Math.max(...loads);
  const avg = loads.reduce((s, x) => s + x, 0) / loads.length;
  return { max, avg, maxOverAvg: avg > 0 ? max / avg : 1 };
}

/** What every rank contributes once, before a balance: its total and, where it helps, its planes. */
type Share = [total: number, lo: number, planes: number[] | null];

/**
 * Predicted per-part loads under `cuts` along the only decomposed axis, from every rank's plane
 * loads. Undefined when more than one axis is decomposed (tile loads then are not a function of
 * per-axis plane loads) or when planes were not given.
 */
function predictLoads(view: DomainView, shares: readonly Share[], cuts: readonly (readonly number[])[]): number[] | undefined {
  const axes = view.procDims.flatMap((p, a) => (p > 1 ? [a] : []));
  if (axes.length > 1 || shares.some((sh) => sh[2] === null)) return undefined;
  const a = axes[0] ?? 0;
  const global = new Float64Array(view.shape[a] as number);
  for (const [, start, planes] of shares) {
    const p = planes as number[];
    for (let i = 0; i < p.length; i++) global[start + i] = (global[start + i] as number) + (p[i] as number);
  }
  const c = cuts[a] as readonly number[];
  const parts: number[] = [];
  for (let p = 0; p + 1 < c.length; p++) {
    let s = 0;
    for (let i = c[p] as number; i < (c[p + 1] as number); i++) s += global[i] as number;
    parts.push(s);
  }
  return parts;
}

function shareOf(view: DomainView, load: LoadProfile): Share {
  const axes = view.procDims.flatMap((p, a) => (p > 1 ? [a] : []));
  const a = axes[0] ?? 0;
  const planes = axes.length <= 1 && load.planes !== undefined ? (load.planes[a] as number[]) : null;
  return [load.total, (view.cuts[a] as number[])[view.procCoords[a] as number] as number, planes];
}

/**
 * Collective: run `balancer` on `target` with this rank's `load`, apply its cuts, report.
 * Costs, besides the balancer's own messages: one allgather up front (loads, for the report),
 * one agreement allreduce per remap (skipped for the second and later grids of a set), and one
 * allreduce of the bytes moved.
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
  const shares = env.commShm.allgather(shareOf(view, load)) as Share[];
  const before = stats(shares.map((sh) => sh[0]));
  const t0 = performance.now();
  const decision = balancer.decide({
    rank: env.rank,
    size: env.size,
    topology: env.topology,
    comm: env.comm,
    links: env.links,
    domain: view,
    load,
    phase,
  });
  const decisionMs = performance.now() - t0;
  const predicted = predictLoads(view, shares, decision.cuts);
  const oldCuts = view.cuts.map((c) => c.slice());
  let bytes = 0;
  if (isRange(target)) target.remap(decision.cuts[0] as number[]);
  else {
    const grids = Array.isArray(target) ? target : [target as Grid];
    for (const [i, g] of grids.entries()) bytes += g.remap(decision.cuts, { agreed: i > 0 }).bytesSent;
  }
  const bytesMoved = env.commShm.allreduce(bytes, 'sum');
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
