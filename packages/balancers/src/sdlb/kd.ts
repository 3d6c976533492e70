/**
 * Scan-directed load balancing for k-D meshes (the paper's Algorithms 3 and 4), pure: the
 * reference the distributed balancer is checked against.
 *
 * Balancing axis x treats the data as a line of (k-1)-D data hyperplanes and the processors as a
 * line of processor hyperplanes p_x(i) (all ranks whose processor coordinate along x is i). The
 * load of data hyperplane h is W_x(h) = the max, over the ranks of the processor hyperplane that
 * holds it, of that rank's load in h (the paper's segmented max-scan: "the maximum number of
 * active points with x-coordinate (i, g) within any single processor"). The line is then balanced
 * as in ./line.ts with the 'plane' rule, and whole hyperplanes move, so each axis keeps its own
 * cut list: the decomposition stays orthogonal (Locality Constraint 2).
 *
 * All axes are decided from the same measured profile (the paper's "forall x": the dimensions are
 * balanced independently). A rank only knows the plane loads of its current tile, not the loads
 * of the tile it would get after shifting along another axis, so a sequential sweep would need a
 * new measurement between axes: balance once per axis (axes: [0], then axes: [1]) for that.
 */
import { balanceLine, type LineOutcome, type ShiftRule } from './line.ts';
import { type AxisJob, axisJobs, readSdlbOptions, type SdlbOptions } from './options.ts';

/** A decomposed domain as the pure functions see it. */
export interface Layout {
  readonly shape: readonly number[];
  readonly procDims: readonly number[];
  readonly cuts: readonly (readonly number[])[];
  /** Thinnest part per axis (default 1 each). */
  readonly minExtent?: readonly number[];
}

/**
 * Per processor (row-major processor index over procDims): its plane loads per axis, as a rank's
 * LoadProfile.planes: profiles[pi][a][g] = load of the g-th plane of its tile along axis a.
 */
export type Profiles = readonly (readonly (readonly number[])[])[];

export function procIndexOf(procDims: readonly number[], pc: readonly number[]): number {
  let i = 0;
  for (let a = 0; a < procDims.length; a++) i = i * (procDims[a] as number) + (pc[a] as number);
  return i;
}

export function procCoordsOf(procDims: readonly number[], index: number): number[] {
  const pc = new Array<number>(procDims.length);
  for (let a = procDims.length - 1; a >= 0; a--) {
    const d = procDims[a] as number;
    pc[a] = index % d;
    index = Math.floor(index / d);
  }
  return pc;
}

/** Tile [lo, hi) of processor coordinates `pc`. */
export function tileOf(layout: Layout, pc: readonly number[]): { lo: number[]; hi: number[] } {
  return {
    lo: pc.map((c, a) => (layout.cuts[a] as readonly number[])[c] as number),
    hi: pc.map((c, a) => (layout.cuts[a] as readonly number[])[c + 1] as number),
  };
}

/** Plane loads (marginals) of the box [lo, hi) under a per-cell cost: out[a][g] sums plane lo[a] + g. */
export function planeProfile(cost: (g: readonly number[]) => number, lo: readonly number[], hi: readonly number[]): number[][] {
  const k = lo.length;
  const out = lo.map((l, a) => new Array<number>((hi[a] as number) - l).fill(0));
  if (lo.some((l, a) => l >= (hi[a] as number))) return out;
  const g = lo.slice();
  for (;;) {
    const c = cost(g);
    for (let a = 0; a < k; a++) {
      const row = out[a] as number[];
      const at = (g[a] as number) - (lo[a] as number);
      row[at] = (row[at] as number) + c;
    }
    let a = k - 1;
    while (a >= 0) {
      g[a] = (g[a] as number) + 1;
      if ((g[a] as number) < (hi[a] as number)) break;
      g[a] = lo[a] as number;
      a--;
    }
    if (a < 0) return out;
  }
}

/** Every processor's profile under a per-cell cost. */
export function profilesFromCost(layout: Layout, cost: (g: readonly number[]) => number): number[][][] {
  const count = layout.procDims.reduce((x, y) => x * y, 1);
  return Array.from({ length: count }, (_, i) => {
    const t = tileOf(layout, procCoordsOf(layout.procDims, i));
    return planeProfile(cost, t.lo, t.hi);
  });
}

/** W_x(h) for every data hyperplane h along `axis`: the max over the ranks of its processor hyperplane. */
export function hyperplaneLoads(layout: Layout, profiles: Profiles, axis: number): Float64Array {
  const W = new Float64Array(layout.shape[axis] as number);
  for (const [i, prof] of profiles.entries()) {
    const pc = procCoordsOf(layout.procDims, i);
    const s = (layout.cuts[axis] as readonly number[])[pc[axis] as number] as number;
    const planes = prof[axis] as readonly number[];
    for (let g = 0; g < planes.length; g++) if ((planes[g] as number) > (W[s + g] as number)) W[s + g] = planes[g] as number;
  }
  return W;
}

export interface AxisPlan {
  readonly axis: number;
  readonly algorithm: 1 | 2 | 3 | 4;
  readonly rule: ShiftRule;
  /** Undefined when the axis has one part (nothing to balance). */
  readonly outcome: LineOutcome | undefined;
  readonly skipped: string | undefined;
}

export interface SdlbPlan {
  readonly cuts: number[][];
  readonly axes: AxisPlan[];
  /** Set when no axis was balanced (every one aborted or had one part). */
  readonly skipped: string | undefined;
}

/** One axis job on a layout (shared by planSdlb and the algorithm wrappers). */
export function planAxis(layout: Layout, profiles: Profiles, job: AxisJob): AxisPlan {
  const P = layout.procDims[job.axis] as number;
  if (P <= 1)
    return { axis: job.axis, algorithm: job.algorithm, rule: job.rule, outcome: undefined, skipped: `axis ${job.axis} has one part` };
  const W = hyperplaneLoads(layout, profiles, job.axis);
  const outcome = balanceLine(W, layout.cuts[job.axis] as readonly number[], {
    rule: job.rule,
    buffer: job.buffer,
    minExtent: layout.minExtent?.[job.axis] ?? 1,
  });
  return { axis: job.axis, algorithm: job.algorithm, rule: job.rule, outcome, skipped: outcome.skipped };
}

/** Combine per-axis plans into new cuts; `skipped` when no axis moved past its abort checks. */
export function combinePlans(layout: Layout, plans: AxisPlan[]): SdlbPlan {
  const cuts = layout.cuts.map((c) => c.slice());
  for (const p of plans) if (p.outcome !== undefined && p.skipped === undefined) cuts[p.axis] = p.outcome.cuts.slice();
  const ran = plans.some((p) => p.skipped === undefined);
  const skipped = ran
    ? undefined
    : plans.length === 0
      ? 'no decomposed axis to balance'
      : plans.map((p) => `axis ${p.axis}: ${p.skipped}`).join('; ');
  return { cuts, axes: plans, skipped };
}

/** What the `sdlb` balancer decides for these options, layout and profiles (identical to its cuts). */
export function planSdlb(layout: Layout, profiles: Profiles, options?: SdlbOptions | unknown): SdlbPlan {
  const settings = readSdlbOptions(options);
  return combinePlans(
    layout,
    axisJobs(settings, layout.procDims).map((job) => planAxis(layout, profiles, job)),
  );
}

/** Algorithm 3: every decomposed axis (or `axes`), hyperplane loads = max over processor hyperplanes. */
export function algorithm3(layout: Layout, profiles: Profiles, options: { axes?: readonly number[] } = {}): SdlbPlan {
  return planSdlb(layout, profiles, options.axes === undefined ? { mode: 'kd' } : { mode: 'kd', axes: options.axes });
}

/** Algorithm 4: Algorithm 3 with a b^k buffer (at most b planes of each axis per processor). */
export function algorithm4(layout: Layout, profiles: Profiles, b: number, options: { axes?: readonly number[] } = {}): SdlbPlan {
  return planSdlb(layout, profiles, options.axes === undefined ? { mode: 'kd', buffer: b } : { mode: 'kd', buffer: b, axes: options.axes });
}
