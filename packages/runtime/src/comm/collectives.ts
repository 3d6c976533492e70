/** The collective operations every rank calls together, and what both implementations share. */

import { invalidArgument, invalidRank, uncarriedValue } from '../errors.ts';
import { ctorOf, dtypeOf, type NumericArray } from './dtype.ts';
import type { ReduceOp } from './fold.ts';
import type { PostedGather } from './posted-gather.ts';
import type { PendingReduce } from './posted-reduce.ts';
import { detachedView } from './values.ts';

export type CollectiveMode = 'links' | 'shm';

/** A number, or a numeric typed array reduced element by element. */
export type Reducible = number | NumericArray;

export interface ReduceOptions {
  /** Reduce only among ranks that differ along these axes (default: all ranks). */
  readonly axes?: readonly number[];
}

export interface ScanOptions {
  /** Exclusive scan: the group's first rank gets the op's identity. */
  readonly exclusive?: boolean;
  /** Scan along one axis of a mesh only (each line separately). Default: all ranks in rank order. */
  readonly axis?: number;
}

export interface Collectives {
  readonly mode: CollectiveMode;
  barrier(): void;
  /** Every rank of the group gets the group's reduction (same value, bit for bit, on each). */
  allreduce<T extends Reducible>(value: T, op: ReduceOp | 'plus', options?: ReduceOptions): T;
  /** The reduction on `root`; `undefined` elsewhere. */
  reduce<T extends Reducible>(value: T, op: ReduceOp | 'plus', root?: number): T | undefined;
  /** Prefix reduction in rank order (or along one axis). */
  scan<T extends Reducible>(value: T, op: ReduceOp | 'plus', options?: ScanOptions): T;
  /** `root`'s value on every rank (others pass anything, e.g. undefined). */
  broadcast<T>(value: T, root?: number): T;
  /** Every rank's value, in rank order, on `root`; `undefined` elsewhere. */
  gather<T>(value: T, root?: number): T[] | undefined;
  /** Every rank's value, in rank order, on every rank. */
  allgather<T>(value: T): T[];
  /**
   * Split-phase allreduce of a number: contribute `value` now, read the result later with
   * `value()` (bit for bit what `allreduce` gives). On one host with the shm collectives it costs
   * no sync point of its own: the ranks only wait, at `value()`, for ranks that have not posted.
   * One reduction is in flight per rank: the next `iallreduce` completes the previous one first.
   * Elsewhere (links collectives, several hosts) it reduces at once.
   */
  iallreduce(value: number, op: ReduceOp | 'plus'): PendingReduce;
}

/**
 * The shared-memory collectives' extras, for the runtime's own fused paths (the balancing
 * driver): an allocation-free allgather of float64 vectors and a count of sync points.
 */
export interface FastCollectives extends Collectives {
  /** Sync points (barriers) this rank has passed; every collective is one. */
  readonly syncs: number;
  /** Largest vector (float64 values) one rank can contribute to `allgatherInto`. */
  readonly maxGatherLength: number;
  /**
   * Rank r's `value` lands in `out[offsets[r] .. offsets[r + 1])` on every rank (every rank passes
   * the same offsets). One sync point; allocates nothing.
   */
  allgatherInto(value: Float64Array, out: Float64Array, offsets: ArrayLike<number>): Float64Array;
  /** A split-phase gather (post now, collect later) where the collectives have one (one host). */
  readonly posted?: PostedGather | undefined;
}

/** The value of `iallreduce`: a number (checked before any rank waits). */
export function checkReduceNumber(value: unknown): number {
  if (typeof value !== 'number') throw invalidArgument('iallreduce value', 'a number', value);
  return value;
}

/** Normalize a Reducible to a vector; `unwrap` turns a result back into the caller's type. */
export function asVector(value: Reducible): { vec: NumericArray; unwrap: (v: NumericArray) => Reducible } {
  if (typeof value === 'number') {
    return { vec: Float64Array.of(value), unwrap: (v) => v[0] as number };
  }
  const dtype = dtypeOf(value);
  if (dtype === undefined) throw invalidArgument('reduction value', 'a number or a numeric typed array', value);
  if (value.length === 0 && detachedView(value))
    throw uncarriedValue('reduction value', 'a number or a numeric typed array', 'a detached typed array (its buffer was transferred)');
  return { vec: value, unwrap: (v) => v };
}

export function copyOf(v: NumericArray): NumericArray {
  const dtype = dtypeOf(v) ?? 'float64';
  const out = new (ctorOf(dtype))(v.length);
  (out as unknown as { set(a: ArrayLike<unknown>): void }).set(v as unknown as ArrayLike<unknown>);
  return out;
}

/** A collective's `root` must be a rank of the topology (every rank checks, before communicating). */
export function checkRoot(root: unknown, size: number): number {
  if (typeof root !== 'number' || !Number.isInteger(root) || root < 0 || root >= size) throw invalidRank(root, size);
  return root;
}
