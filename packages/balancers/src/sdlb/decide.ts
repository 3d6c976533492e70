/**
 * The distributed SDLB decision: every rank knows only the plane loads of its own tile
 * (ctx.load.planes[x]); the collectives do the rest, and every rank returns the same cuts.
 *
 * Per balanced axis x (P processor hyperplanes along x):
 *   1. W = allreduce(planes[x], max, axes = topology axes of the processor hyperplane)
 *      (the paper's segmented max-scan; skipped when the hyperplane is one rank)
 *   2. S = sum(W); L = scan(S, sum, exclusive, along the processor line)   (L_i = sigma(S))
 *   3. [total, q] = allreduce([L + S, max(W)], max, along the line): the last processor's
 *      inclusive prefix is the total (loads are >= 0), as the paper's "Abar computed on
 *      processor p-1, broadcast"; q is the largest data hyperplane load. Abort checks here
 *      (identical on every rank).
 *   4. Each rank computes, for every cut i, where the paper's put/get loops would stop inside its
 *      own planes (./line.ts partCandidates) and its own flow F_j; one allreduce(min) over all
 *      ranks combines them, and every rank resolves the same cuts from the same vector.
 * The scans and reductions go through ctx.comm, so with `collectives: 'links'` they walk the
 * topology's links (a chain / ring / mesh row in order).
 *
 * Topology. Steps 1-3 need the processor hyperplanes and lines to be groups of the topology's
 * axes. That holds when the processor grid is laid on the topology axis by axis (chain, ring,
 * mesh, torus with the default procDims) and for a 1-D domain whose part index is the rank
 * (scan in rank order). Otherwise (e.g. strips on a hypercube: the runtime embeds the strip chain
 * along a Gray code, which is not a scan order of the cube) one allreduce(max) of the whole
 * axis's plane-load vector gives every rank all of W, and each computes the same cuts from it
 * (path 'reduce'). Both paths run the same line arithmetic (./line.ts), so they agree with each
 * other and with planSdlb.
 *
 * `sweeps` counts the collective passes the decision made (scans, reductions, broadcasts).
 */
import type { Collectives, ReduceOptions, Topology } from '@meshwork/runtime';
import type { BalanceContext, BalanceDecision, DomainView, PlaneLoads } from '@meshwork/runtime/plugin';
import { errors } from '../errors.ts';
import { type AxisPlan, combinePlans } from './kd.ts';
import { balanceLine, candidateLength, type LineOutcome, lineParams, partCandidates, resolveCuts, upperBound } from './line.ts';
import { type AxisJob, axisJobs, type SdlbSettings } from './options.ts';

/** How one axis's collectives map onto the topology. */
export type AxisRoute =
  | {
      readonly kind: 'scan';
      /** Topology axes of a processor hyperplane (allreduce max over them; [] = one rank). */
      readonly hyperplane: readonly number[];
      /** Topology axis of the processor line, or undefined: all ranks in rank order. */
      readonly line: number | undefined;
    }
  | { readonly kind: 'reduce'; readonly why: string };

/** Find the route of axis `x` (pure; identical on every rank). */
export function routeFor(topology: Topology, domain: DomainView, x: number): AxisRoute {
  const size = topology.size;
  const procDims = domain.procDims;
  const pcOf = new Array<number[] | undefined>(size).fill(undefined);
  const count = procDims.reduce((a, b) => a * b, 1);
  if (count !== size) return { kind: 'reduce', why: `processor grid of ${count} parts on ${size} ranks` };
  for (let i = 0; i < count; i++) {
    const pc = new Array<number>(procDims.length);
    let rest = i;
    for (let a = procDims.length - 1; a >= 0; a--) {
      pc[a] = rest % (procDims[a] as number);
      rest = Math.floor(rest / (procDims[a] as number));
    }
    const r = domain.rankOf(pc);
    if (!Number.isInteger(r) || r < 0 || r >= size || pcOf[r] !== undefined)
      return { kind: 'reduce', why: 'processor grid is not one part per rank' };
    pcOf[r] = pc;
  }
  const px = (r: number) => (pcOf[r] as number[])[x] as number;
  const dims = topology.dims;
  const hyperplane: number[] = [];
  for (let t = 0; t < dims.length; t++) {
    let invariant = true;
    for (let r = 0; r < size && invariant; r++) {
      const c = topology.coords(r);
      for (let v = 0; v < (dims[t] as number); v++) {
        c[t] = v;
        if (px(topology.rankOf(c)) !== px(r)) {
          invariant = false;
          break;
        }
      }
    }
    if (invariant) hyperplane.push(t);
  }
  const P = procDims[x] as number;
  const hyperSize = hyperplane.reduce((s, t) => s * (dims[t] as number), 1);
  if (hyperSize * P !== size) return { kind: 'reduce', why: 'processor hyperplanes are not groups of topology axes' };
  const rest = dims.map((_, t) => t).filter((t) => !hyperplane.includes(t));
  if (rest.length === 1) {
    const t = rest[0] as number;
    let ok = dims[t] === P;
    for (let r = 0; r < size && ok; r++) ok = topology.coords(r)[t] === px(r);
    if (ok) return { kind: 'scan', hyperplane, line: t };
  }
  if (hyperplane.length === 0) {
    let ok = true;
    for (let r = 0; r < size && ok; r++) ok = px(r) === r;
    if (ok) return { kind: 'scan', hyperplane, line: undefined };
  }
  return { kind: 'reduce', why: `processor line of axis ${x} is not a scan order of ${topology.name}` };
}

function describeRoute(r: AxisRoute): string {
  if (r.kind === 'reduce') return `reduce (${r.why})`;
  const line = r.line === undefined ? 'all ranks in rank order' : `topology axis ${r.line}`;
  return r.hyperplane.length === 0 ? `scan along ${line}` : `scan along ${line}, max over topology axes [${r.hyperplane.join(', ')}]`;
}

/**
 * Element-wise max/min allreduce in slices of CHUNK values, so a long plane-load vector fits the
 * shared-memory collective slots (64 KiB per rank by default). Max and min are exact, so the
 * result is the same as one call. Returns the result and the number of collective passes.
 */
const CHUNK = 1024;

function allreduceVector(
  comm: Collectives,
  v: Float64Array,
  op: 'max' | 'min',
  options: ReduceOptions = {},
): { out: Float64Array; passes: number } {
  if (v.length <= CHUNK) return { out: comm.allreduce(v, op, options), passes: 1 };
  const out = new Float64Array(v.length);
  let passes = 0;
  for (let at = 0; at < v.length; at += CHUNK) {
    out.set(comm.allreduce(v.slice(at, at + CHUNK), op, options), at);
    passes++;
  }
  return { out, passes };
}

export interface AxisResult {
  readonly plan: AxisPlan;
  readonly path: string;
  readonly sweeps: number;
}

function decideAxis(ctx: BalanceContext, planes: readonly PlaneLoads[], job: AxisJob): AxisResult {
  const dom = ctx.domain;
  const x = job.axis;
  const P = dom.procDims[x] as number;
  const base = { axis: x, algorithm: job.algorithm, rule: job.rule };
  if (P <= 1) return { plan: { ...base, outcome: undefined, skipped: `axis ${x} has one part` }, path: 'none', sweeps: 0 };
  const n = dom.shape[x] as number;
  const oldCuts = dom.cuts[x] as readonly number[];
  const j = dom.procCoords[x] as number;
  const s = oldCuts[j] as number;
  const mine = planes[x] as PlaneLoads;
  const settings = { rule: job.rule, buffer: job.buffer, minExtent: dom.minExtent[x] ?? 1 };
  const route = routeFor(ctx.topology, dom, x);
  const comm = ctx.comm;

  if (route.kind === 'reduce') {
    const v = new Float64Array(n);
    v.set(mine, s);
    const { out: W, passes } = allreduceVector(comm, v, 'max');
    const outcome = balanceLine(W, oldCuts, settings);
    return { plan: { ...base, outcome, skipped: outcome.skipped }, path: describeRoute(route), sweeps: passes };
  }

  let sweeps = 0;
  let W: Float64Array = Float64Array.from(mine);
  if (route.hyperplane.length > 0) {
    const r = allreduceVector(comm, W, 'max', { axes: route.hyperplane });
    W = r.out;
    sweeps += r.passes;
  }
  let S = 0;
  let wmax = 0;
  for (const w of W) {
    S += w;
    if (w > wmax) wmax = w;
  }
  const lineScan = route.line === undefined ? { exclusive: true } : { axis: route.line, exclusive: true };
  const L = comm.scan(S, 'sum', lineScan);
  sweeps++;
  const lineGroup = route.line === undefined ? {} : { axes: [route.line] };
  const tq = comm.allreduce(Float64Array.of(L + S, wmax), 'max', lineGroup);
  sweeps++;
  const total = tq[0] as number;
  const q = tq[1] as number;
  const { params, skipped } = lineParams(total, q, n, P, settings);
  const path = describeRoute(route);
  if (skipped !== undefined) {
    const outcome: LineOutcome = {
      cuts: oldCuts.slice(),
      raw: oldCuts.slice(),
      skipped,
      params,
      flows: [],
      clamped: 0,
      capped: 0,
      loads: [],
      points: [],
      upperBound: undefined,
    };
    return { plan: { ...base, outcome, skipped }, path, sweeps };
  }
  const cand = partCandidates(params, j, s, L, W, new Float64Array(candidateLength(P)));
  const combined = comm.allreduce(cand, 'min');
  sweeps++;
  const r = resolveCuts(params, oldCuts, combined);
  const outcome: LineOutcome = {
    cuts: r.cuts,
    raw: r.raw,
    skipped: undefined,
    params,
    flows: r.flows,
    clamped: r.clamped,
    capped: r.capped,
    loads: [],
    points: r.cuts.slice(1).map((c, i) => c - (r.cuts[i] as number)),
    upperBound: upperBound(params, r),
  };
  return { plan: { ...base, outcome, skipped: undefined }, path, sweeps };
}

/** The balancer's decide (collective): every rank gets the same cuts. */
export function decideSdlb(ctx: BalanceContext, settings: SdlbSettings): BalanceDecision {
  const planes = ctx.load.planes;
  if (planes === undefined) {
    throw errors.sdlbNeedsPlanes();
  }
  const dom = ctx.domain;
  const jobs = axisJobs(settings, dom.procDims);
  const results = jobs.map((job) => decideAxis(ctx, planes, job));
  const plan = combinePlans(
    { shape: dom.shape, procDims: dom.procDims, cuts: dom.cuts, minExtent: dom.minExtent },
    results.map((r) => r.plan),
  );
  const sweeps = results.reduce((s, r) => s + r.sweeps, 0);
  return {
    cuts: plan.cuts,
    sweeps,
    skipped: plan.skipped,
    details: {
      mode: settings.mode,
      axes: results.map((r) => axisDetails(r)),
    },
  };
}

export function axisDetails(r: AxisResult): Record<string, unknown> {
  const { plan } = r;
  const o = plan.outcome;
  const out: Record<string, unknown> = { axis: plan.axis, algorithm: plan.algorithm, path: r.path, sweeps: r.sweeps };
  if (o !== undefined) {
    const p = o.params;
    Object.assign(out, {
      total: p.total,
      abar: p.abar,
      wmax: p.q,
      flows: o.flows,
      cuts: o.cuts,
      clamped: o.clamped,
      minExtent: p.minExtent,
    });
    if (Number.isFinite(p.buffer))
      Object.assign(out, { buffer: p.buffer, alpha: p.alpha, abarPseudo: p.totalPseudo / p.p, capped: o.capped });
    if (o.upperBound !== undefined) out.upperBound = o.upperBound;
  }
  if (plan.skipped !== undefined) out.skipped = plan.skipped;
  return out;
}
