/**
 * Workload adjuster, step 2 (pure): the giving side of a boundary walks its boundary planes from
 * the boundary inwards, accumulating their load, and gives the count whose load is nearest the
 * flow (ties: fewer planes), never so many that it keeps fewer than minExtent planes.
 */

/**
 * How many planes to give from one end of `weights` (fromTop: the high-index end) so that their
 * load is nearest `flow`, at most `cap`. Ties go to fewer planes; flow <= 0 gives nothing.
 */
export function walkPlanes(weights: ArrayLike<number>, fromTop: boolean, flow: number, cap: number): number {
  const len = weights.length;
  const max = Math.min(len, Math.max(0, Math.floor(cap)));
  if (!(flow > 0) || max === 0) return 0;
  let best = 0;
  let bestErr = flow;
  let sum = 0;
  for (let n = 1; n <= max; n++) {
    sum += weights[fromTop ? len - n : n - 1] as number;
    const err = Math.abs(sum - flow);
    if (err < bestErr) {
      best = n;
      bestErr = err;
    }
    if (sum >= flow) break;
  }
  return best;
}

/**
 * Planes a part gives at its lower end (`down`) and upper end (`up`) for the loads it must give
 * each way, never more than `cap` together. When both walks do not fit, the cap is shared in
 * proportion to the flows (the lower end first; the upper end gets what remains).
 */
export function splitGives(weights: ArrayLike<number>, flowDown: number, flowUp: number, cap: number): { down: number; up: number } {
  let down = walkPlanes(weights, false, flowDown, cap);
  let up = walkPlanes(weights, true, flowUp, cap);
  if (down + up > cap) {
    const fd = Math.max(0, flowDown);
    const fu = Math.max(0, flowUp);
    const capDown = Math.floor((cap * fd) / (fd + fu));
    down = walkPlanes(weights, false, flowDown, capDown);
    up = walkPlanes(weights, true, flowUp, cap - down);
  }
  return { down, up };
}

/**
 * This part's plane loads along an axis in abstract units: the profile `planes` scaled so that it
 * sums to `abstract` (the profile may be in other units than load.total, e.g. work units vs
 * time). Without a profile, or with an all-zero one, the load is taken as uniform over the part.
 */
export function scaledPlanes(planes: ArrayLike<number> | undefined, extent: number, abstract: number): Float64Array {
  const w = new Float64Array(extent);
  let sum = 0;
  if (planes !== undefined) for (let i = 0; i < planes.length; i++) sum += planes[i] as number;
  if (planes === undefined || !(sum > 0)) {
    w.fill(extent > 0 ? abstract / extent : 0);
    return w;
  }
  for (let i = 0; i < extent; i++) w[i] = ((planes[i] as number) * abstract) / sum;
  return w;
}
