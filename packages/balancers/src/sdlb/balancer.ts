/**
 * `sdlb`: scan-directed load balancing (Biagioni & Prins) as a remap balancer. See ./line.ts for
 * the 1-D algorithms and their bounds, ./kd.ts for the k-D one, ./decide.ts for how the
 * decision runs on the collectives, ./options.ts for the options.
 *
 * Fast decision (default, option `decision: 'fast'`): every rank runs the pure plan (kd.ts
 * `planAxis`, the arithmetic the distributed decision runs) on the runtime's load snapshot, so
 * a balance needs no scan or reduction of its own. `decision: 'faithful'` runs the scans over
 * the collectives (links or shared memory, as the run chose), for the paper's figures.
 */
import type { BalanceContext, BalanceDecision, Factory, LoadSnapshot, RemapBalancer } from '@meshwork/runtime/plugin';
import { axisDetails, decideSdlb } from './decide.ts';
import { combinePlans, planAxis } from './kd.ts';
import { axisJobs, readSdlbOptions, type SdlbOptions, type SdlbSettings } from './options.ts';

/** The plan from a snapshot; undefined when some rank gave no plane loads or they did not fit the gather. */
export function solveSdlb(snap: LoadSnapshot, settings: SdlbSettings): BalanceDecision | undefined {
  const d = snap.domain;
  const jobs = axisJobs(settings, d.procDims);
  const held = jobs.filter((j) => (d.procDims[j.axis] as number) > 1).map((j) => j.axis);
  if (held.some((a) => !snap.axes.includes(a)) || !snap.hasPlanes) return undefined;
  // Profiles by processor index (row-major over procDims), as the pure planner takes them.
  const count = d.procDims.reduce((x, y) => x * y, 1);
  const profiles: number[][][] = new Array(count);
  for (let r = 0; r < snap.size; r++) {
    const pc = snap.procCoords[r] as readonly number[];
    let pi = 0;
    for (let a = 0; a < pc.length; a++) pi = pi * (d.procDims[a] as number) + (pc[a] as number);
    // the planner only indexes the plane loads: the snapshot's views serve as they are
    profiles[pi] = d.shape.map((_, a) => (held.includes(a) ? (snap.planesOf(r, a) as unknown as number[]) : []));
  }
  const layout = { shape: d.shape, procDims: d.procDims, cuts: d.cuts, minExtent: d.minExtent };
  const plans = jobs.map((job) => planAxis(layout, profiles, job));
  const plan = combinePlans(layout, plans);
  return {
    cuts: plan.cuts,
    sweeps: 0,
    skipped: plan.skipped,
    details: { mode: settings.mode, axes: plans.map((p) => axisDetails({ plan: p, path: 'snapshot', sweeps: 0 })) },
  };
}

/** Validate `options` (MW_INVALID_OPTION on bad ones) and build the balancer. */
export function createSdlb(options?: SdlbOptions | unknown): RemapBalancer {
  const settings = readSdlbOptions(options);
  const balancer: RemapBalancer = {
    name: 'sdlb',
    options: settings.used,
    decide(ctx: BalanceContext): BalanceDecision {
      return decideSdlb(ctx, settings);
    },
  };
  if (settings.decision === 'faithful') return balancer;
  return { ...balancer, solve: (snap) => solveSdlb(snap, settings) };
}

export const sdlbFactory: Factory<RemapBalancer> = {
  name: 'sdlb',
  summary: 'scan-directed load balancing: scans compute flows, whole hyperplanes shift along each axis (Algorithms 1-4)',
  create: createSdlb,
};
