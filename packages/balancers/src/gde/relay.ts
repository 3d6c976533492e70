/**
 * Workload adjuster, step 3 (collective): realise the boundary flows of one axis by moving
 * boundaries, neighbour to neighbour, then agree on the cuts.
 *
 * Round 1 is the paper's adjustment: the giving side of each boundary walks its own boundary
 * planes (walk.ts) and hands them to the part across the boundary. A part that must pass load
 * on (it receives at one end what it must give at the other, e.g. a light strip between a heavy
 * one and the light ones beyond) may run out of its own planes; in the next round it walks on
 * into the planes it has just received, whose loads the giver sent along with them over the
 * link. Rounds repeat while some part still moves planes (one allreduce of a flag per round;
 * every plane crosses a boundary at most once, in the flow's direction, so this ends; a cap of
 * 4 P rounds is a safety net). No data moves during the rounds: only plane loads travel, and the
 * runtime moves the data once, from the agreed cuts.
 *
 * The giving side is one rank for strips; for a k-D decomposition it is a processor hyperplane,
 * whose plane loads are the sums over its ranks (one allreduce of a length-shape[a] vector:
 * every data hyperplane belongs to exactly one processor hyperplane). Every rank of a hyperplane
 * then runs the same walk on the same numbers and talks to its counterpart in the neighbouring
 * hyperplane (links.sendTo: a neighbour on a mesh/torus, routed otherwise).
 *
 * Invariants: a part gives at most (its current extent - minExtent) planes per round and only
 * gains otherwise, so every part keeps at least minExtent; boundaries only move in the direction
 * of their flow; every rank of a hyperplane ends with the same [lo, hi).
 */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import type { BalanceContext, DomainView } from '@meshwork/runtime/plugin';
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
        throw new MeshworkError(
          ErrorCodes.PROTOCOL,
          `expected parts ${b - 1} and ${b} of axis ${a} to agree on their boundary, got ${hiBelow} and ${loAbove}`,
        );
      }
      const old = (cuts[a] as number[])[b] as number;
      (moves[a] as number[])[b] = old - loAbove;
      (cuts[a] as number[])[b] = loAbove;
    }
  }
  return { cuts, moves };
}
