/**
 * The canonical expression of reductions and scans. Both collective implementations (over links
 * and over shared memory) evaluate exactly this expression tree, so floating-point results are
 * bit-identical between them.
 *
 * A group is the set of ranks that differ only along `axes` (all axes by default). Axes are
 * taken from fastest to slowest in rank order. Level 0 folds each line of the fastest axis left
 * to right; the line ends carry the line totals into level 1, which folds along the next axis;
 * and so on. The prefix of a rank is combine(prefix of its line, fold of its line up to it):
 *
 * with m = number of group axes (levels 0..m-1):
 *   P_m     = none
 *   P_j(r)  = combine(P_{j+1}(end_j(r)), lineExcl_j(r))       for ranks at level 1 <= j < m
 *   incl(r) = combine(P_1(end_0(r)), lineIncl_0(r))
 *   excl(r) = combine(P_1(end_0(r)), lineExcl_0(r))           (identity for the group's first rank)
 *
 * The group total (allreduce) is incl() of the group's last rank.
 */
import { invalidArgument } from '../errors.ts';
import type { Topology } from '../topology/types.ts';
import { ctorOf, dtypeOf, type NumericArray } from './dtype.ts';

export type ReduceOp = 'sum' | 'min' | 'max';
export const REDUCE_OPS: readonly ReduceOp[] = ['sum', 'min', 'max'];

export function checkOp(op: unknown): ReduceOp {
  if (op === 'plus') return 'sum';
  if (typeof op !== 'string' || !REDUCE_OPS.includes(op as ReduceOp)) {
    throw invalidArgument('reduction op', `one of ${REDUCE_OPS.join(', ')} (or 'plus')`, op);
  }
  return op as ReduceOp;
}

/** `undefined` stands for "no value yet" (the empty prefix). */
export type Maybe = NumericArray | undefined;

type Num = number | bigint;

export function combine(op: ReduceOp, a: Maybe, b: Maybe): Maybe {
  if (a === undefined) return b;
  if (b === undefined) return a;
  const out = a.slice() as NumericArray;
  const x = a as unknown as ArrayLike<Num>;
  const y = b as unknown as ArrayLike<Num>;
  const o = out as unknown as { [i: number]: Num };
  const n = a.length;
  switch (op) {
    case 'sum':
      for (let i = 0; i < n; i++) o[i] = ((x[i] as number) + (y[i] as number)) as Num;
      break;
    case 'min':
      for (let i = 0; i < n; i++) o[i] = (y[i] as Num) < (x[i] as Num) ? (y[i] as Num) : (x[i] as Num);
      break;
    case 'max':
      for (let i = 0; i < n; i++) o[i] = (y[i] as Num) > (x[i] as Num) ? (y[i] as Num) : (x[i] as Num);
      break;
    default: {
      const never: never = op;
      throw invalidArgument('reduction op', 'sum, min or max', never);
    }
  }
  return out;
}

/** Identity element of `op` shaped like `like` (the exclusive scan's value on a group's first rank). */
export function identityLike(op: ReduceOp, like: NumericArray): NumericArray {
  const dtype = dtypeOf(like) ?? 'float64';
  const out = new (ctorOf(dtype))(like.length);
  if (op === 'sum') return out;
  const big = dtype === 'bigint64' || dtype === 'biguint64';
  let v: Num;
  const lo = op === 'max';
  switch (dtype) {
    case 'float32':
    case 'float64':
      v = lo ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
      break;
    case 'int8':
      v = lo ? -128 : 127;
      break;
    case 'int16':
      v = lo ? -32768 : 32767;
      break;
    case 'int32':
      v = lo ? -(2 ** 31) : 2 ** 31 - 1;
      break;
    case 'uint8':
    case 'uint8c':
      v = lo ? 0 : 255;
      break;
    case 'uint16':
      v = lo ? 0 : 65535;
      break;
    case 'uint32':
      v = lo ? 0 : 2 ** 32 - 1;
      break;
    case 'bigint64':
      v = lo ? -(2n ** 63n) : 2n ** 63n - 1n;
      break;
    case 'biguint64':
      v = lo ? 0n : 2n ** 64n - 1n;
      break;
  }
  (out as unknown as { fill(x: Num): void }).fill(big ? BigInt(v) : v);
  return out;
}

/** Axes from fastest to slowest in rank order (hypercube: bit 0 first; grids: last axis first). */
export function axisOrder(topology: Topology): number[] {
  const k = topology.dims.length;
  const order: number[] = [];
  if (topology.kind === 'hypercube') for (let a = 0; a < k; a++) order.push(a);
  else for (let a = k - 1; a >= 0; a--) order.push(a);
  return order;
}

/** The group axes in fold order; `axes` (any order, no repeats) restricts the group. */
export function groupAxes(topology: Topology, axes?: readonly number[]): number[] {
  const order = axisOrder(topology);
  if (axes === undefined) return order;
  const k = topology.dims.length;
  for (const a of axes) {
    if (!Number.isInteger(a) || a < 0 || a >= k) throw invalidArgument('axis', `an integer in [0, ${k})`, a);
  }
  if (new Set(axes).size !== axes.length) throw invalidArgument('axes', 'distinct axes', axes);
  return order.filter((a) => axes.includes(a));
}

/** Rank of `rank` moved to coordinate `value` along `axis`. */
export function withCoord(topology: Topology, rank: number, axis: number, value: number): number {
  const c = topology.coords(rank);
  c[axis] = value;
  return topology.rankOf(c);
}

export interface ScanResult {
  readonly incl: NumericArray[];
  readonly excl: Maybe[];
}

/** Evaluate the canonical scan for every rank at once (the shared-memory implementation). */
export function canonicalScan(op: ReduceOp, values: readonly NumericArray[], topology: Topology, axes: readonly number[]): ScanResult {
  const r = canonicalScanWith<NumericArray>((a, b) => combine(op, a, b), values, topology, axes);
  return { incl: r.incl as NumericArray[], excl: r.excl };
}

/** What `allreduce(values[r], op)` over all ranks returns on every rank, bit for bit, computed in one thread. */
export function canonicalAllreduce(op: ReduceOp, values: readonly NumericArray[], topology: Topology): NumericArray {
  const axes = groupAxes(topology);
  return canonicalScan(op, values, topology, axes).incl[groupLast(topology, 0, axes)] as NumericArray;
}

/**
 * The canonical scan over any value type: `join(a, b)` is `combine` (undefined = empty prefix).
 * `canonicalScan` runs it on vectors; `scalarPlan` runs it on register numbers to record the
 * expression once per topology, so scalar reductions replay it without allocating.
 */
export function canonicalScanWith<T>(
  join: (a: T | undefined, b: T | undefined) => T | undefined,
  values: readonly T[],
  topology: Topology,
  axes: readonly number[],
): { incl: (T | undefined)[]; excl: (T | undefined)[] } {
  const size = topology.size;
  const m = axes.length;
  const coords = Array.from({ length: size }, (_, r) => topology.coords(r));
  const last = (a: number) => (topology.dims[a] as number) - 1;
  // V[j][r], lineIncl[j][r], lineExcl[j][r] for ranks at level j.
  const lineIncl: (T | undefined)[][] = [];
  const lineExcl: (T | undefined)[][] = [];
  let V: (T | undefined)[] = values.slice();
  for (let j = 0; j < m; j++) {
    const a = axes[j] as number;
    const inc: (T | undefined)[] = new Array(size).fill(undefined);
    const exc: (T | undefined)[] = new Array(size).fill(undefined);
    const next: (T | undefined)[] = new Array(size).fill(undefined);
    for (let r = 0; r < size; r++) {
      if (V[r] === undefined || (coords[r] as number[])[a] !== 0) continue;
      let acc: T | undefined;
      for (let t = 0; t <= last(a); t++) {
        const q = withCoord(topology, r, a, t);
        exc[q] = acc;
        acc = join(acc, V[q]);
        inc[q] = acc;
      }
      next[withCoord(topology, r, a, last(a))] = acc;
    }
    lineIncl.push(inc);
    lineExcl.push(exc);
    V = next;
  }
  // Down: P[j][r] for ranks at level j (1..m-1); P_m = none.
  const P: (T | undefined)[][] = new Array(m + 1);
  P[m] = new Array(size).fill(undefined);
  for (let j = m - 1; j >= 1; j--) {
    const a = axes[j] as number;
    const pj: (T | undefined)[] = new Array(size).fill(undefined);
    for (let r = 0; r < size; r++) {
      if (!atLevel(coords[r] as number[], axes, j, topology)) continue;
      const up = (P[j + 1] as (T | undefined)[])[withCoord(topology, r, a, last(a))];
      pj[r] = join(up, (lineExcl[j] as (T | undefined)[])[r]);
    }
    P[j] = pj;
  }
  const incl: (T | undefined)[] = [];
  const excl: (T | undefined)[] = [];
  const a0 = axes[0];
  for (let r = 0; r < size; r++) {
    if (a0 === undefined) {
      incl.push(values[r]);
      excl.push(undefined);
      continue;
    }
    const offset = m >= 2 ? (P[1] as (T | undefined)[])[withCoord(topology, r, a0, last(a0))] : undefined;
    incl.push(join(offset, (lineIncl[0] as (T | undefined)[])[r]));
    excl.push(join(offset, (lineExcl[0] as (T | undefined)[])[r]));
  }
  return { incl, excl };
}

/**
 * The canonical expression recorded as register operations: registers 0..size-1 hold the ranks'
 * values, step k computes register size + k = op(reg[steps[2k]], reg[steps[2k + 1]]), and
 * incl[r] / excl[r] name the register of rank r's inclusive / exclusive result (-1: none).
 */
export interface ScalarPlan {
  readonly size: number;
  readonly steps: Int32Array;
  readonly incl: Int32Array;
  readonly excl: Int32Array;
}

export function scalarPlan(topology: Topology, axes: readonly number[]): ScalarPlan {
  const size = topology.size;
  const steps: number[] = [];
  const join = (a: number | undefined, b: number | undefined): number | undefined => {
    if (a === undefined) return b;
    if (b === undefined) return a;
    steps.push(a, b);
    return size + steps.length / 2 - 1;
  };
  const ids = Array.from({ length: size }, (_, r) => r);
  const r = canonicalScanWith<number>(join, ids, topology, axes);
  return {
    size,
    steps: Int32Array.from(steps),
    incl: Int32Array.from(r.incl, (x) => x ?? -1),
    excl: Int32Array.from(r.excl, (x) => x ?? -1),
  };
}

/** Replay `plan` on float64 values (exactly `combine` on Float64Arrays of one element). */
export function runScalarPlan(op: ReduceOp, plan: ScalarPlan, regs: Float64Array): void {
  const steps = plan.steps;
  const n = steps.length >> 1;
  let out = plan.size;
  for (let k = 0; k < n; k++, out++) {
    const x = regs[steps[2 * k] as number] as number;
    const y = regs[steps[2 * k + 1] as number] as number;
    // The same comparisons as `combine` (Math.min/max treat NaN and -0 differently).
    // biome-ignore lint/complexity/useMathMinMax: must match combine() bit for bit
    regs[out] = op === 'sum' ? x + y : op === 'min' ? (y < x ? y : x) : y > x ? y : x;
  }
}

/** A rank is at level j when it sits at the end of axes[0..j-1]. */
export function atLevel(c: readonly number[], axes: readonly number[], j: number, topology: Topology): boolean {
  for (let i = 0; i < j; i++) {
    const a = axes[i] as number;
    if (c[a] !== (topology.dims[a] as number) - 1) return false;
  }
  return true;
}

/** The last rank of `rank`'s group (every group axis at its end). */
export function groupLast(topology: Topology, rank: number, axes: readonly number[]): number {
  const c = topology.coords(rank);
  for (const a of axes) c[a] = (topology.dims[a] as number) - 1;
  return topology.rankOf(c);
}
