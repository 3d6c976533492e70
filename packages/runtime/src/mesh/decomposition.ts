/**
 * Orthogonal decomposition of a k-D grid over a k-D grid of processors: per axis, cut points
 * 0 = c_0 <= c_1 <= ... <= c_P = n; processor p owns [c_p, c_{p+1}) along that axis. Pure.
 */
import { describe, invalidDecomposition } from '../errors.ts';

export interface Decomposition {
  readonly shape: readonly number[];
  /** Processors per axis. */
  readonly procDims: readonly number[];
  /** cuts[a] has procDims[a] + 1 entries, from 0 to shape[a]. */
  readonly cuts: readonly (readonly number[])[];
}

export interface Box {
  readonly lo: readonly number[];
  /** Exclusive upper corner. */
  readonly hi: readonly number[];
}

export function checkShape(shape: unknown): number[] {
  if (!Array.isArray(shape) || shape.length === 0 || shape.length > 8) {
    throw invalidDecomposition('grid shape', 'an array of 1 to 8 positive integers', shape);
  }
  let cells = 1;
  for (const [a, n] of shape.entries()) {
    if (!Number.isInteger(n) || n < 1) throw invalidDecomposition(`grid shape[${a}]`, 'a positive integer', n);
    cells *= n;
  }
  // Beyond 2^53 cells, offsets and counts are no longer exact integers (and no host holds it).
  if (cells > Number.MAX_SAFE_INTEGER)
    throw invalidDecomposition(`grid shape [${shape.join(', ')}]`, 'at most 2^53 - 1 cells in all', cells);
  return shape.slice();
}

/** Equal contiguous parts: the first n mod p parts get one more. */
export function blockCuts(n: number, parts: number): number[] {
  const cuts = [0];
  const base = Math.floor(n / parts);
  const extra = n % parts;
  for (let p = 0; p < parts; p++) cuts.push((cuts[p] as number) + base + (p < extra ? 1 : 0));
  return cuts;
}

/**
 * A fresh copy of a checked cut list (integers >= 0) that V8 keeps as packed small integers
 * whatever array it came from: a balancer's cut lists came in other element kinds (generic
 * elements from sdlb's plans), so every function reading a grid's cuts after a balance saw a
 * second array shape, deoptimized ("wrong map") and was compiled again: the runtime's
 * `checkProfile` eight times over diffusion's first 17 runs. Cut points up to 2^30 - 1 (a small
 * integer on every V8 build) are stored as such; larger ones (a range's bounds) as they are.
 */
export function cutList(c: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < c.length; i++) {
    const x = c[i] as number;
    out.push(x <= 0x3fffffff ? x | 0 : x);
  }
  return out;
}

export function blockDecomposition(shape: readonly number[], procDims: readonly number[]): Decomposition {
  return { shape, procDims, cuts: shape.map((n, a) => blockCuts(n, procDims[a] as number)) };
}

/**
 * Validate cut points: right length, start 0, end n, non-decreasing, and every part at least
 * `minExtent[a]` wide (a tile must cover its neighbours' halos).
 */
export function checkCuts(shape: readonly number[], procDims: readonly number[], cuts: unknown, minExtent: readonly number[]): number[][] {
  if (!Array.isArray(cuts) || cuts.length !== shape.length) {
    throw invalidDecomposition('cuts', `an array of ${shape.length} cut lists (one per axis)`, cuts);
  }
  return cuts.map((c: unknown, a) => {
    const P = procDims[a] as number;
    const n = shape[a] as number;
    if (!Array.isArray(c) || c.length !== P + 1) throw invalidDecomposition(`cuts[${a}]`, `${P + 1} cut points`, c);
    if (c[0] !== 0 || c[P] !== n) throw invalidDecomposition(`cuts[${a}]`, `to start at 0 and end at ${n}`, describeList(c));
    const min = minExtent[a] ?? 1;
    for (let p = 0; p < P; p++) {
      const lo = c[p] as unknown;
      const hi = c[p + 1] as unknown;
      if (!Number.isInteger(lo) || !Number.isInteger(hi) || (hi as number) - (lo as number) < min) {
        throw invalidDecomposition(`cuts[${a}] part ${p}`, `integer cut points at least ${min} apart`, describeList(c));
      }
    }
    return cutList(c as number[]);
  });
}

function describeList(c: unknown[]): string {
  return c.length <= 12 ? `[${c.map((x) => (typeof x === 'number' ? String(x) : describe(x))).join(', ')}]` : `${c.length} values`;
}

/** The box a processor (by its processor-grid coordinates) owns. */
export function tileBox(d: Decomposition, pc: readonly number[]): Box {
  return {
    lo: pc.map((p, a) => (d.cuts[a] as number[])[p] as number),
    hi: pc.map((p, a) => (d.cuts[a] as number[])[p + 1] as number),
  };
}

export function intersect(x: Box, y: Box): Box | undefined {
  const lo = x.lo.map((v, a) => Math.max(v, y.lo[a] as number));
  const hi = x.hi.map((v, a) => Math.min(v, y.hi[a] as number));
  return lo.every((v, a) => v < (hi[a] as number)) ? { lo, hi } : undefined;
}

export function volume(b: Box): number {
  let v = 1;
  for (let a = 0; a < b.lo.length; a++) v *= (b.hi[a] as number) - (b.lo[a] as number);
  return v;
}

/** Row-major processor index <-> processor coordinates. */
export function procIndex(procDims: readonly number[], pc: readonly number[]): number {
  let i = 0;
  for (let a = 0; a < procDims.length; a++) i = i * (procDims[a] as number) + (pc[a] as number);
  return i;
}

export function procCoords(procDims: readonly number[], index: number): number[] {
  const pc = new Array<number>(procDims.length);
  for (let a = procDims.length - 1; a >= 0; a--) {
    const n = procDims[a] as number;
    pc[a] = index % n;
    index = Math.floor(index / n);
  }
  return pc;
}

/** Move `count` hyperplanes across boundary `b` (between parts b-1 and b) of `axis`; > 0 moves them to part b. */
export function shiftCuts(d: Decomposition, axis: number, boundary: number, count: number): number[][] {
  const P = d.procDims[axis];
  if (P === undefined) throw invalidDecomposition('shift axis', `an integer in [0, ${d.shape.length})`, axis);
  if (!Number.isInteger(boundary) || boundary < 1 || boundary >= P) {
    throw invalidDecomposition('shift boundary', `an integer in [1, ${P - 1}] (between two parts)`, boundary);
  }
  if (!Number.isInteger(count)) throw invalidDecomposition('shift count', 'an integer', count);
  const cuts = d.cuts.map((c) => c.slice());
  (cuts[axis] as number[])[boundary] = ((cuts[axis] as number[])[boundary] as number) - count;
  return cuts;
}

/** Apply per-boundary flows along an axis: flows[b] (b = 1..P-1) hyperplanes move from part b-1 to part b. */
export function flowCuts(d: Decomposition, axis: number, flows: readonly number[]): number[][] {
  const P = d.procDims[axis];
  if (P === undefined) throw invalidDecomposition('flow axis', `an integer in [0, ${d.shape.length})`, axis);
  if (flows.length !== P + 1 && flows.length !== P - 1) {
    throw invalidDecomposition('flows', `${P - 1} boundary flows (or ${P + 1} with zero ends)`, flows);
  }
  const off = flows.length === P + 1 ? 0 : 1;
  const cuts = d.cuts.map((c) => c.slice());
  for (let b = 1; b < P; b++) {
    const f = flows[b - off] as number;
    if (!Number.isInteger(f)) throw invalidDecomposition(`flows[${b - off}]`, 'an integer', f);
    (cuts[axis] as number[])[b] = ((cuts[axis] as number[])[b] as number) - f;
  }
  return cuts;
}
