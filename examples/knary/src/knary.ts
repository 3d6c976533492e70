/**
 * knary(h, d, s) (Blumofe et al.'s Cilk benchmark, used by Berger and Browne): a tree of height h
 * (levels 0..h-1) and degree d. Every node first does a fixed work loop, then makes its children:
 * the first s one after another (child i+1 starts only once child i's whole subtree is done), then
 * the remaining d - s in parallel. Nodes are numbered in heap order (root 0, children of x are
 * d x + 1 .. d x + d), so the node set, the node count and the checksum (sum of the work loop's
 * results mod 2^32) do not depend on the schedule.
 */
import { mulModPath, PATH_MODULUS, PATH_PRIME } from '@meshwork/runtime/plugin';
import { errors } from './errors.ts';

export interface KnaryShape {
  /** Height: levels of the tree (>= 1). */
  readonly h: number;
  /** Degree: children of a non-leaf node (>= 1). */
  readonly d: number;
  /** Serial children per non-leaf node (0..d). */
  readonly s: number;
}

export interface KnaryOptions extends KnaryShape {
  /** Iterations of the per-node work loop (default 500: a few microseconds). */
  readonly iters: number;
}

export const DEFAULT_ITERS = 500;
/** Largest tree accepted (node ids are Int32 and every non-leaf node has a shared join word). */
export const MAX_NODES = 2 ** 26;

const bad = errors.invalidOption;

function int(what: string, v: unknown, min: number, max: number): number {
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw bad(what, `an integer in [${min}, ${max}]`, v);
  return v;
}

/** Nodes of knary(h, d, s): (d^h - 1) / (d - 1), or h when d = 1. */
export function work(h: number, d: number): number {
  return d === 1 ? h : (d ** h - 1) / (d - 1);
}

/**
 * Critical path in nodes: ((s+1)^h - 1)/s for s >= 1 and h for s = 0, when d > s (the serial
 * children run one after another, then the parallel group adds one more subtree). With s = d there
 * is no parallel group and the path is the whole tree. (The paper prints (s^h - 1)/(s - 1), which
 * does not reproduce its own Table 1.)
 */
export function criticalPath(h: number, d: number, s: number): number {
  if (s === d) return work(h, d);
  return s === 0 ? h : ((s + 1) ** h - 1) / s;
}

/** The same critical path by the recursion cp(1) = 1, cp(h) = 1 + s cp(h-1) + [d > s] cp(h-1). */
export function criticalPathRecursive(h: number, d: number, s: number): number {
  let cp = 1;
  for (let k = 2; k <= h; k++) cp = 1 + s * cp + (d > s ? cp : 0);
  return cp;
}

/** Degree of parallelism w / cp (the maximum speedup on infinitely many processors). */
export function parallelism(h: number, d: number, s: number): number {
  return work(h, d) / criticalPath(h, d, s);
}

/** Upper bound on speedup on p processors: w / (w/p + cp) (the paper's "Amdahl" bound). */
export function maxSpeedup(h: number, d: number, s: number, p: number): number {
  const w = work(h, d);
  return w / (w / p + criticalPath(h, d, s));
}

/** Validate a shape and work loop; typed errors (MW_INVALID_ARGUMENT) say what was expected. */
export function checkOptions(o: Partial<KnaryOptions>): KnaryOptions {
  if (typeof o !== 'object' || o === null) throw bad('options', 'an object { h, d, s }', o);
  const h = int('h (height)', o.h, 1, 64);
  const d = int('d (degree)', o.d, 1, 1 << 20);
  const s = int('s (serial children)', o.s, 0, 1 << 20);
  if (s > d) throw bad('s (serial children)', `at most d = ${d}`, s);
  const iters = o.iters === undefined ? DEFAULT_ITERS : int('iters (work loop iterations)', o.iters, 0, 1e9);
  const w = work(h, d);
  if (w > MAX_NODES) throw bad(`the node count (d^h - 1)/(d - 1) of knary(${h}, ${d}, ${s})`, `at most ${MAX_NODES}`, w);
  return { h, d, s, iters };
}

/** Parent of node x (> 0) and x's index among its siblings. */
export function parentOf(x: number, d: number): number {
  return Math.floor((x - 1) / d);
}

/** First node id of level `depth`. */
export function levelStart(depth: number, d: number): number {
  return work(depth, d);
}

/** Nodes that have children (levels 0..h-2): they own a join word. */
export function innerNodes(h: number, d: number): number {
  return h <= 1 ? 0 : work(h - 1, d);
}

export { nodeValue } from './node-value.ts';

/**
 * Placement keys of node `id` at `depth` (the runtime's path product: root index 0, then each
 * level's child index) and of its subgraph (nodes at depth 1..graphDepth start one). Continuations
 * spawn children of an ancestor, so the program passes these instead of deriving them from the
 * task that happens to run.
 */
export function pathKeys(id: number, depth: number, d: number, graphDepth: number, out: number[] = [0, 0]): number[] {
  // Child indices from the bottom up, then the product from the top down.
  const idx = INDEX_SCRATCH;
  let x = id;
  for (let k = depth; k >= 1; k--) {
    const p = Math.floor((x - 1) / d);
    idx[k] = x - (d * p + 1);
    x = p;
  }
  let key = PATH_PRIME % PATH_MODULUS;
  let graph = key;
  for (let k = 1; k <= depth; k++) {
    key = mulModPath(key, PATH_PRIME + (idx[k] as number));
    if (k <= graphDepth) graph = key;
  }
  out[0] = key;
  out[1] = graph;
  return out;
}

const INDEX_SCRATCH: number[] = new Array<number>(65).fill(0);
