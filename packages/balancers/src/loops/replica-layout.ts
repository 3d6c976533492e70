/**
 * Data distribution of the partial-replication template (partial-replication-loop-scheduling.txt,
 * section 4.1): [0, n) is cut into P equal blocks; rank i owns block i (its primary partition) and
 * holds m - 1 secondary copies chosen by m distinct permutations F_0 = identity, F_1, ..., F_{m-1}.
 *
 * We take the shifts F_k(i) = (i + k * stride) mod P with stride = floor(P / m): each F_k is a
 * permutation, the m blocks of a rank are distinct (k * stride < P for k < m), and they are spread
 * evenly over the array (stride apart), which is what the paper asks so that a rank whose primary
 * block is cheap finds a loaded partner wherever the heavy region lies.
 *
 * Partners of rank i (whom it may ask for chunks) are the owners of its secondaries,
 * (i + k * stride) mod P; its requesters (who may ask it) are (i - k * stride) mod P, k = 1..m-1.
 */
import { blockCuts, invalidOption } from '@meshwork/runtime/plugin';
import { checkLoopSize } from './chunks.ts';

/** Check a replication degree: an integer in [1, P]. MW_INVALID_OPTION otherwise. */
export function checkDegree(m: unknown, p: number): number {
  if (typeof m !== 'number' || !Number.isInteger(m) || m < 1 || m > p) {
    throw invalidOption('replicate', 'm', `an integer in [1, ${p}] (the replication degree, 1 <= m <= P ranks)`, m);
  }
  return m;
}

export class ReplicaLayout {
  readonly cuts: readonly number[];
  readonly stride: number;

  readonly n: number;
  readonly p: number;
  readonly m: number;
  constructor(n: number, p: number, m: number) {
    this.n = n;
    this.p = p;
    this.m = m;
    checkLoopSize(n);
    checkDegree(m, p);
    this.cuts = blockCuts(n, p);
    this.stride = Math.max(1, Math.floor(p / m));
  }

  /** F_k(i): the block rank i holds as its k-th copy (k = 0 is the primary). */
  perm(k: number, i: number): number {
    return (i + k * this.stride) % this.p;
  }

  /** Blocks held by `rank`: primary first, then the m - 1 secondaries. */
  blocksOf(rank: number): number[] {
    return Array.from({ length: this.m }, (_, k) => this.perm(k, rank));
  }

  /** Ranks that own `rank`'s secondary blocks (whom `rank` asks for work). */
  partners(rank: number): number[] {
    return this.blocksOf(rank).slice(1);
  }

  /** Ranks that hold `rank`'s primary block as a secondary (who may ask `rank` for work). */
  requesters(rank: number): number[] {
    return Array.from({ length: this.m - 1 }, (_, k) => (((rank - (k + 1) * this.stride) % this.p) + this.p) % this.p);
  }

  /** [lo, hi) of block b. */
  block(b: number): readonly [number, number] {
    return [this.cuts[b] as number, this.cuts[b + 1] as number];
  }

  /** Block holding iteration i. */
  blockOf(i: number): number {
    let lo = 0;
    let hi = this.p - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.cuts[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }
}

/** THRESHOLD of equation (11): a loaded node keeps giving work until it holds this many chunks. */
export const THRESHOLD_LOADED = 2;

/**
 * Equation (14): the starting THRESHOLD of a node that assumes its primary partition is unloaded,
 * (F + 1) / ((1 - t) / (1 - d)) for the average F = t/d the template is tuned for. The paper takes
 * t = 0.5, d = 0.1 (F = 5): 10.8, "about 10".
 */
export function initialThreshold(t = 0.5, d = 0.1): number {
  return Math.floor((t / d + 1) / ((1 - t) / (1 - d)));
}

/**
 * The THRESHOLD a node uses now (section 4.3's heuristic). Start at `t0` (eq. 14); once a partner
 * said it has no more work the node knows its own partition is loaded and drops to 2 (eq. 11).
 * While it holds l_R prefetched chunks it lowers the threshold progressively: a remote chunk is
 * worth mu_high / mu_low = t0 / 2 local ones (the ratio of eq. 13 to eq. 11), so the test
 * l_L + (t0/2) l_R < t0 is l_L + l_R < t0 - (t0/2 - 1) l_R, floored at 2.
 */
export function currentThreshold(t0: number, remote: number, loaded: boolean): number {
  if (loaded) return THRESHOLD_LOADED;
  return Math.max(THRESHOLD_LOADED, t0 - (t0 / 2 - 1) * remote);
}
