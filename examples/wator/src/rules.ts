/**
 * WaTor rules, partition invariant: the state of step t+1 is a pure function of the state of
 * step t, the seed and t, whatever the strips, ranks or balancer. Shared by the sequential
 * reference and the SPMD program (the same kernels run on a padded array or on a grid tile).
 *
 * State: one Int32 per cell, packed `kind | age << 2 | hunger << 17`
 *   kind   0 empty, 1 minnow, 2 shark (bits 0-1)
 *   age    steps since birth or since the fish last bred, capped at its breeding age (bits 2-16)
 *   hunger sharks: steps since the shark last ate (bits 17-30); always 0 for minnows
 *
 * One step t = two sub-steps, each an intent/resolve round on the state left by the previous one:
 *   A (sharks), on the state S:
 *     intent  every shark looks at its 4 neighbours N, E, S, W (in that order) in S. If some hold a
 *             minnow it picks one of them, else if some are empty it picks one of those, else it
 *             has no intent. With m > 1 choices it takes choice number
 *             hash32(seed, t, cell, 1) mod m (cell = row * cols + col of the shark).
 *     resolve a target claimed by several sharks goes to the one with the lowest
 *             hash32(seed, t, cell, 2), ties (equal hashes) to the lowest cell index.
 *             Losers stay where they are.
 *     apply   age' = age + 1. A shark that moved eats the minnow it found there (hunger' = 0) or
 *             not (hunger' = hunger + 1); if it moved and age' >= sharkBreed it leaves a newborn
 *             shark (age 0, hunger 0) in the cell it left and age' = 0. A shark that did not move
 *             gets age' = min(age + 1, sharkBreed), hunger' = hunger + 1. Then any shark with
 *             hunger' >= starve dies (its cell becomes empty; a child it left lives).
 *   B (minnows), on the state S1 after A (eaten minnows are gone):
 *     intent  every minnow picks one of its empty neighbours in S1 (same order, choice number
 *             hash32(seed, t, cell, 3) mod m), or none.
 *     resolve lowest hash32(seed, t, cell, 4), then lowest cell index.
 *     apply   age' = age + 1; a minnow that moved with age' >= minnowBreed leaves a newborn minnow
 *             (age 0) in the cell it left and age' = 0; one that did not move gets
 *             age' = min(age + 1, minnowBreed).
 * Sharks only move in A and minnows only in B, targets are never sources of the same sub-step, so
 * no fish moves twice and nothing depends on an update order. Newborns act from the next step.
 *
 * Initial state of cell c: u = hash32(seed, c, 5) / 2^32; u < minnowDensity: a minnow of age
 * hash32(seed, c, 6) mod minnowBreed; else u < minnowDensity + sharkDensity: a shark of age
 * hash32(seed, c, 6) mod sharkBreed and hunger hash32(seed, c, 7) mod starve; else empty. With
 * `cluster` = f < 1, only the first ceil(f * rows) rows are populated (the rest start empty): the
 * fish start clustered in one band and spread from it, the imbalanced start of the GDE paper's
 * clustered runs.
 *
 * Locality: a shark's intent reads its 4 neighbours; whether it wins its target reads the intents
 * of the target's neighbours, i.e. cells up to 3 rows away. So a strip updates its own rows from
 * its rows plus 3 halo rows on each side (both axes wrap: the ocean is a torus), recomputing the
 * intents of the 2 nearest neighbouring rows instead of receiving them.
 */
import { hash32 } from '@meshwork/runtime';
import { EMPTY, MAX_BREED, MAX_STARVE, MINNOW, PURPOSE, pack, SHARK } from './cells.ts';
import { errors } from './errors.ts';

export interface WatorOptions {
  /** Ocean rows (the decomposed axis) and columns. */
  readonly rows: number;
  readonly cols: number;
  readonly steps: number;
  readonly seed: number;
  readonly minnowBreed: number;
  readonly sharkBreed: number;
  readonly starve: number;
  /** Probability that a cell starts with a minnow / a shark. */
  readonly minnowDensity: number;
  readonly sharkDensity: number;
  /** Fraction of the rows, from row 0, that start populated (default 1: the whole ocean). */
  readonly cluster?: number;
}

/** The paper's parameters (256x256 ocean, breeding 7 and 12, starvation 5; 100 steps). */
export const DEFAULTS: WatorOptions = {
  rows: 256,
  cols: 256,
  steps: 100,
  seed: 1,
  minnowBreed: 7,
  sharkBreed: 12,
  starve: 5,
  minnowDensity: 0.3,
  sharkDensity: 0.05,
};

const bad = errors.invalidOption;

function int(o: Record<string, unknown>, key: string, min: number, max: number): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) throw bad(key, `an integer in [${min}, ${max}]`, v);
  return v;
}

function density(o: Record<string, unknown>, key: string): number {
  const v = o[key];
  if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 1) throw bad(key, 'a number in [0, 1]', v);
  return v;
}

function clusterOf(v: unknown): number {
  if (typeof v !== 'number' || !Number.isFinite(v) || v <= 0 || v > 1) throw bad('cluster', 'a number in (0, 1]', v);
  return v;
}

/** Validate the rules (typed MW_INVALID_ARGUMENT errors) and return a clean copy. */
export function checkOptions(options: unknown): WatorOptions {
  if (typeof options !== 'object' || options === null) throw bad('options', 'an object', options);
  const o = options as Record<string, unknown>;
  const rows = int(o, 'rows', 3, 1 << 15);
  const cols = int(o, 'cols', 3, 1 << 15);
  if (rows * cols > 1 << 28) throw bad('rows * cols', `at most ${1 << 28} cells`, rows * cols);
  const out: WatorOptions = {
    rows,
    cols,
    steps: int(o, 'steps', 0, 1 << 24),
    seed: int(o, 'seed', 0, 0xffffffff),
    minnowBreed: int(o, 'minnowBreed', 1, MAX_BREED),
    sharkBreed: int(o, 'sharkBreed', 1, MAX_BREED),
    starve: int(o, 'starve', 1, MAX_STARVE),
    minnowDensity: density(o, 'minnowDensity'),
    sharkDensity: density(o, 'sharkDensity'),
    ...(o.cluster === undefined ? {} : { cluster: clusterOf(o.cluster) }),
  };
  if (out.minnowDensity + out.sharkDensity > 1)
    throw bad('minnowDensity + sharkDensity', 'at most 1', out.minnowDensity + out.sharkDensity);
  return out;
}

/** Initial state of global cell `c` (pure function of the seed and the cell). */
export function initialCell(o: WatorOptions, c: number): number {
  if (o.cluster !== undefined && c >= Math.ceil(o.cluster * o.rows) * o.cols) return EMPTY;
  const u = hash32(o.seed, c, PURPOSE.init) / 4294967296;
  if (u < o.minnowDensity) return pack(MINNOW, hash32(o.seed, c, PURPOSE.initAge) % o.minnowBreed, 0);
  if (u < o.minnowDensity + o.sharkDensity) {
    return pack(SHARK, hash32(o.seed, c, PURPOSE.initAge) % o.sharkBreed, hash32(o.seed, c, PURPOSE.initHunger) % o.starve);
  }
  return EMPTY;
}
