/**
 * A 1-D range domain [0, n) cut into contiguous parts, one per rank (loops, the prime sieve).
 * Ranges carry no data: a remap only moves bounds, and every rank keeps the same cuts.
 */

import { checkInt } from '../checks.ts';
import type { Collectives } from '../comm/collectives.ts';
import { invalidDecomposition } from '../errors.ts';
import { agreeOnCuts } from './agreement.ts';
import { blockCuts, checkCuts, cutList } from './decomposition.ts';

export interface RangeOptions {
  /** Number of indices. */
  readonly n: number;
  /** Initial bounds (parts + 1 values from 0 to n); default: block split. */
  readonly cuts?: readonly number[];
  /** Smallest part (default 0: a part may be empty). */
  readonly minPart?: number;
}

export class RangeDomain {
  readonly n: number;
  readonly parts: number;
  readonly minPart: number;
  cuts: number[];
  remaps = 0;

  private readonly comm: Collectives | undefined;
  readonly rank: number;
  constructor(comm: Collectives | undefined, rank: number, parts: number, options: RangeOptions) {
    this.comm = comm;
    this.rank = rank;
    this.n = checkInt('range n', options.n, 0);
    this.parts = checkInt('range parts', parts, 1);
    this.minPart = checkInt('range minPart', options.minPart ?? 0, 0);
    if (this.minPart * this.parts > this.n) {
      throw invalidDecomposition(
        'range n',
        `at least ${this.minPart * this.parts} (${this.parts} parts of at least ${this.minPart})`,
        this.n,
      );
    }
    this.cuts = options.cuts === undefined ? blockCuts(this.n, this.parts) : this.check(options.cuts);
  }

  private check(cuts: readonly number[]): number[] {
    const min = this.minPart;
    if (min === 0) {
      // checkCuts demands parts >= 1; ranges allow empty parts.
      if (!Array.isArray(cuts) || cuts.length !== this.parts + 1 || cuts[0] !== 0 || cuts[this.parts] !== this.n) {
        throw invalidDecomposition('range cuts', `${this.parts + 1} non-decreasing bounds from 0 to ${this.n}`, cuts);
      }
      for (let p = 0; p < this.parts; p++) {
        const lo = cuts[p] as number;
        const hi = cuts[p + 1] as number;
        if (!Number.isInteger(lo) || !Number.isInteger(hi) || hi < lo) {
          throw invalidDecomposition('range cuts', `${this.parts + 1} non-decreasing integer bounds from 0 to ${this.n}`, cuts);
        }
      }
      return cutList(cuts);
    }
    return checkCuts([this.n], [this.parts], [cuts], [min])[0] as number[];
  }

  /** [lo, hi) of part `p` (default: this rank's). */
  rangeOf(p = this.rank): readonly [number, number] {
    return [this.cuts[p] as number, this.cuts[p + 1] as number];
  }

  get lo(): number {
    return this.cuts[this.rank] as number;
  }

  get hi(): number {
    return this.cuts[this.rank + 1] as number;
  }

  /** Part that owns index `i`. */
  partOf(i: number): number {
    let lo = 0;
    let hi = this.parts - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((this.cuts[mid] as number) <= i) lo = mid;
      else hi = mid - 1;
    }
    return lo;
  }

  /** Collective when the domain has collectives: adopt new bounds (checked identical on every rank). */
  remap(cuts: readonly number[], options: { readonly agreed?: boolean } = {}): void {
    // Every rank takes part in the agreement even when its bounds are invalid (collective error).
    // `agreed`: every rank computed these very cuts from the same data; no agreement round.
    const [next] =
      options.agreed === true ? [this.check(cuts)] : agreeOnCuts(this.comm, 'range remap cuts', () => [this.check(cuts)] as const);
    this.cuts = next;
    this.remaps++;
  }
}
