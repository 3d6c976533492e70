import type { BalanceContext, DomainView } from '@meshwork/runtime/plugin';
import { errors } from '../errors.ts';
import { scaledPlanes, splitGives } from './walk.ts';

export interface AxisRelay {
  /** This part's new bounds along the axis. */
  readonly lo: number;
  readonly hi: number;
  /** Rounds run (identical on every rank). */
  readonly rounds: number;
  /** Abstract load this part still should have given down / up (> 0: under-met). */
  readonly unmetDown: number;
  readonly unmetUp: number;
}

/** Elements per allreduce of hyperplane loads (32 KiB of float64). */
const REDUCE_CHUNK = 4096;

const sumOf = (a: Float64Array): number => {
  let s = 0;
  for (const x of a) s += x;
  return s;
};

/** Collective over all ranks: relay the boundary `flows` of `axis` (flows[b] > 0: upward across b). */
export function relayAxis(ctx: BalanceContext, axis: number, flows: readonly number[], abstract: number): AxisRelay {
  const { domain, size, load, links } = ctx;
  const P = domain.procDims[axis] as number;
  const pc = domain.procCoords[axis] as number;
  const cuts = domain.cuts[axis] as readonly number[];
  let lo = cuts[pc] as number;
  let hi = cuts[pc + 1] as number;
  const n = domain.shape[axis] as number;
  const buf = new Float64Array(n);
  buf.set(scaledPlanes(load.planes?.[axis], hi - lo, abstract), lo);
  if (size / P > 1) {
    // In pieces, so that each fits a collective slot whatever the axis length.
    for (let at = 0; at < n; at += REDUCE_CHUNK) buf.set(ctx.comm.allreduce(buf.slice(at, Math.min(n, at + REDUCE_CHUNK)), 'sum'), at);
  }
  const neighbourAt = (p: number): number => domain.rankOf(domain.procCoords.map((c, x) => (x === axis ? p : c)));
  const below = pc >= 1 ? neighbourAt(pc - 1) : -1;
  const above = pc + 1 <= P - 1 ? neighbourAt(pc + 1) : -1;
  let rDown = below >= 0 ? Math.max(0, -(flows[pc] as number)) : 0;
  let rUp = above >= 0 ? Math.max(0, flows[pc + 1] as number) : 0;
  const minExtent = domain.minExtent[axis] ?? 1;
  const maxRounds = 4 * P;
  let rounds = 0;
  for (;;) {
    rounds++;
    const { down, up } = splitGives(buf.subarray(lo, hi), rDown, rUp, hi - lo - minExtent);
    const giveDown = buf.slice(lo, lo + down);
    const giveUp = buf.slice(hi - up, hi);
    rDown -= sumOf(giveDown);
    rUp -= sumOf(giveUp);
    lo += down;
    hi -= up;
    if (below >= 0) links.sendTo(below, giveDown);
    if (above >= 0) links.sendTo(above, giveUp);
    if (below >= 0) {
      const got = links.recv(below) as Float64Array;
      buf.set(got, lo - got.length);
      lo -= got.length;
    }
    if (above >= 0) {
      const got = links.recv(above) as Float64Array;
      buf.set(got, hi);
      hi += got.length;
    }
    const progress = ctx.comm.allreduce(down + up > 0 ? 1 : 0, 'max');
    if (progress === 0 || rounds >= maxRounds) break;
  }
  return { lo, hi, rounds, unmetDown: Math.max(0, rDown), unmetUp: Math.max(0, rUp) };
}

/**
 * Pure: the cuts every rank agrees on from every rank's new bounds (bounds[rank][i] = [lo, hi] on
 * axes[i]); moves[a][b] planes crossed boundary b upward (negative: downward). Throws MW_PROTOCOL
 * if neighbouring parts disagree (an internal invariant).
 */
export function agreeCuts(
  domain: DomainView,
  axes: readonly number[],
  bounds: readonly (readonly (readonly [number, number])[])[],
): { cuts: number[][]; moves: number[][] } {
  const cuts = domain.cuts.map((c) => c.slice());
  const moves = domain.procDims.map((p) => new Array<number>(p + 1).fill(0));
  for (const [i, a] of axes.entries()) {
    const P = domain.procDims[a] as number;
    const rep = (p: number): number => domain.rankOf(domain.procDims.map((_, x) => (x === a ? p : 0)));
    for (let b = 1; b < P; b++) {
      const hiBelow = (bounds[rep(b - 1)] as readonly (readonly [number, number])[])[i]?.[1] as number;
      const loAbove = (bounds[rep(b)] as readonly (readonly [number, number])[])[i]?.[0] as number;
      if (hiBelow !== loAbove) {
        throw errors.gdeBoundary(a, b, hiBelow, loAbove);
      }
      const old = (cuts[a] as number[])[b] as number;
      (moves[a] as number[])[b] = old - loAbove;
      (cuts[a] as number[])[b] = loAbove;
    }
  }
  return { cuts, moves };
}
