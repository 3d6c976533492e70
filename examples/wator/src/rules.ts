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
import { errors } from './errors.ts';

export const EMPTY = 0;
export const MINNOW = 1;
export const SHARK = 2;

export const AGE_SHIFT = 2;
export const HUNGER_SHIFT = 17;
export const AGE_MASK = 0x7fff;
export const HUNGER_MASK = 0x3fff;
/** Largest breeding age (15 bits) and starvation period (14 bits) the packing holds. */
export const MAX_BREED = AGE_MASK;
export const MAX_STARVE = HUNGER_MASK;

/** hash32 purposes (the last key). */
export const PURPOSE = { sharkMove: 1, sharkPriority: 2, minnowMove: 3, minnowPriority: 4, init: 5, initAge: 6, initHunger: 7 } as const;

/** Rows of halo a strip needs on each side (see "Locality" above). */
export const HALO_ROWS = 3;

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

export function kindOf(v: number): number {
  return v & 3;
}
export function ageOf(v: number): number {
  return (v >>> AGE_SHIFT) & AGE_MASK;
}
export function hungerOf(v: number): number {
  return (v >>> HUNGER_SHIFT) & HUNGER_MASK;
}
export function pack(kind: number, age: number, hunger: number): number {
  return kind | (age << AGE_SHIFT) | (hunger << HUNGER_SHIFT);
}

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

// ---------------------------------------------------------------------------------------------
// hash32(seed, step, cell, purpose) without the rest-parameter array: the same mixing as the
// runtime's hash32 (checked in the tests), split so the (seed, step) prefix is computed once.

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** The key term hash32 mixes in for an integer key 0 <= k < 2^32. */
function keyTerm(k: number): number {
  return Math.imul((k | 0) + 0x7f4a7c15, 0x9e3779b1);
}

/** hash32(seed, step) — the prefix of every per-cell draw of a step. */
export function stepPrefix(seed: number, step: number): number {
  const h = fmix32((seed ^ 0x9e3779b9) >>> 0);
  return fmix32((h ^ keyTerm(step)) >>> 0);
}

/** hash32(seed, step, cell, purpose) from the prefix; purposeTerm = keyTerm(purpose). */
function cellHash(prefix: number, cell: number, purposeTerm: number): number {
  const h = fmix32((prefix ^ keyTerm(cell)) >>> 0);
  return fmix32((h ^ purposeTerm) >>> 0);
}

/** Exposed for the tests: must equal hash32(seed, step, cell, purpose). */
export function drawFor(seed: number, step: number, cell: number, purpose: number): number {
  return cellHash(stepPrefix(seed, step), cell, keyTerm(purpose));
}

// ---------------------------------------------------------------------------------------------
// Kernels on a row-major block with halo rows: rows [-HALO_ROWS, rows + HALO_ROWS) of `src` valid,
// local row 0 at `origin`, row pitch `stride` (>= cols; no halo columns: the column neighbours of
// columns 0 and cols-1 wrap by index). Local row i is global row (g0 + i) mod H.

export interface Block {
  /** State before the sub-step (halos valid). */
  readonly src: Int32Array;
  /** State after the sub-step (own rows written). */
  readonly dst: Int32Array;
  /** Scratch of src's length: intents (direction codes, 0 none). */
  readonly intent: Int8Array;
  /** Scratch of src's length, all 0 between sub-steps: claims on targets, 8 * count | direction of the last claimant. */
  readonly claims: Int8Array;
  readonly origin: number;
  readonly stride: number;
  /** Own rows. */
  readonly rows: number;
  /** Global row of local row 0. */
  readonly g0: number;
  /** Ocean rows (H) and columns (W). */
  readonly H: number;
  readonly W: number;
}

/**
 * Per-sub-step tally (own rows only): fish of the acting kind in each own row (work units). Rows
 * are the only decomposed axis (strips), so no balancer reads a column profile and none is kept.
 */
export interface Tally {
  readonly rowWork: Float64Array;
}

// Directions: 1 N (row - 1), 2 E (col + 1), 3 S (row + 1), 4 W (col - 1).
const OPP = new Int8Array([0, 3, 4, 1, 2]);

/**
 * Intents of the acting fish in local rows [-2, rows + 2): direction code or 0, and the claims
 * they make on targets in rows [-1, rows]. `prey` is the kind a fish prefers (MINNOW for sharks,
 * -1 for none); otherwise it moves into an EMPTY cell.
 */
function computeIntents(b: Block, actor: number, prey: number, prefix: number, moveTerm: number): void {
  const { src, intent, claims, stride, W, H, origin } = b;
  const first = -(HALO_ROWS - 1);
  const last = b.rows + HALO_ROWS - 1;
  const claimLo = origin - stride; // first cell of row -1
  const claimHi = origin + (b.rows + 1) * stride; // past row `rows`
  const W1 = W - 1;
  for (let i = first; i < last; i++) {
    const base = origin + i * stride;
    const gRow = (((b.g0 + i) % H) + H) % H;
    const cellBase = gRow * W;
    for (let j = 0; j < W; j++) {
      const s = base + j;
      if (((src[s] as number) & 3) !== actor) {
        intent[s] = 0;
        continue;
      }
      const sE = j === W1 ? s - W1 : s + 1;
      const sW = j === 0 ? s + W1 : s - 1;
      const kN = (src[s - stride] as number) & 3;
      const kE = (src[sE] as number) & 3;
      const kS = (src[s + stride] as number) & 3;
      const kW = (src[sW] as number) & 3;
      let want = prey;
      let m = (kN === prey ? 1 : 0) + (kE === prey ? 1 : 0) + (kS === prey ? 1 : 0) + (kW === prey ? 1 : 0);
      if (m === 0) {
        want = EMPTY;
        m = (kN === EMPTY ? 1 : 0) + (kE === EMPTY ? 1 : 0) + (kS === EMPTY ? 1 : 0) + (kW === EMPTY ? 1 : 0);
        if (m === 0) {
          intent[s] = 0;
          continue;
        }
      }
      let pick = m === 1 ? 0 : cellHash(prefix, cellBase + j, moveTerm) % m;
      let d: number;
      let t: number;
      if (kN === want && pick-- === 0) {
        d = 1;
        t = s - stride;
      } else if (kE === want && pick-- === 0) {
        d = 2;
        t = sE;
      } else if (kS === want && pick-- === 0) {
        d = 3;
        t = s + stride;
      } else {
        d = 4;
        t = sW;
      }
      intent[s] = d;
      if (t >= claimLo && t < claimHi) claims[t] = (((claims[t] as number) + 8) & ~7) | (OPP[d] as number);
    }
  }
}

/**
 * Direction (from target t, at local row i, column j) of the fish that wins t, given its claim
 * word: the only claimant, or among several the lowest (priority hash, cell index).
 */
function winnerOf(b: Block, claim: number, t: number, i: number, j: number, prefix: number, prioTerm: number): number {
  if (claim < 16) return claim & 7;
  const { intent, stride, W, H } = b;
  const gRow = (((b.g0 + i) % H) + H) % H;
  let best = 0;
  let bestPrio = 0;
  let bestCell = 0;
  // Contenders: neighbours whose intent points at t. No closure: hot path.
  for (let d = 1; d <= 4; d++) {
    let cell: number;
    if (d === 1) {
      if (intent[t - stride] !== 3) continue;
      cell = ((gRow + H - 1) % H) * W + j;
    } else if (d === 2) {
      if (intent[j === W - 1 ? t - (W - 1) : t + 1] !== 4) continue;
      cell = gRow * W + ((j + 1) % W);
    } else if (d === 3) {
      if (intent[t + stride] !== 1) continue;
      cell = ((gRow + 1) % H) * W + j;
    } else {
      if (intent[j === 0 ? t + (W - 1) : t - 1] !== 2) continue;
      cell = gRow * W + ((j + W - 1) % W);
    }
    const p = cellHash(prefix, cell, prioTerm);
    if (best === 0 || p < bestPrio || (p === bestPrio && cell < bestCell)) {
      best = d;
      bestPrio = p;
      bestCell = cell;
    }
  }
  return best;
}

/** Whether the fish at own cell c (row i, column j, row base `base`) with intent d wins its target. */
function wins(b: Block, base: number, i: number, j: number, d: number, prefix: number, prioTerm: number): boolean {
  const stride = b.stride;
  const W = b.W;
  let t: number;
  let ti = i;
  let tj = j;
  if (d === 1) {
    t = base + j - stride;
    ti = i - 1;
  } else if (d === 3) {
    t = base + j + stride;
    ti = i + 1;
  } else if (d === 2) {
    tj = j + 1 === W ? 0 : j + 1;
    t = base + tj;
  } else {
    tj = j === 0 ? W - 1 : j - 1;
    t = base + tj;
  }
  const claim = b.claims[t] as number;
  if (claim < 16) return true; // the only claimant is this fish
  return winnerOf(b, claim, t, ti, tj, prefix, prioTerm) === OPP[d];
}

/** Clear the claims of rows [-1, rows] once the sub-step is applied (a fish may look at a cell already applied). */
function clearClaims(b: Block): void {
  b.claims.fill(0, b.origin - b.stride, b.origin + (b.rows + 1) * b.stride);
}

/** Index of the neighbour in direction d of cell c at column j (columns wrap). */
function neighbour(c: number, j: number, d: number, stride: number, W: number): number {
  if (d === 1) return c - stride;
  if (d === 3) return c + stride;
  if (d === 2) return j === W - 1 ? c - (W - 1) : c + 1;
  return j === 0 ? c + (W - 1) : c - 1;
}

export interface StepParams {
  readonly seed: number;
  readonly minnowBreed: number;
  readonly sharkBreed: number;
  readonly starve: number;
}

const SHARK_MOVE = keyTerm(PURPOSE.sharkMove);
const SHARK_PRIO = keyTerm(PURPOSE.sharkPriority);
const MINNOW_MOVE = keyTerm(PURPOSE.minnowMove);
const MINNOW_PRIO = keyTerm(PURPOSE.minnowPriority);

/** Sub-step A (sharks) of step `step`: src -> dst for the own rows. Returns sharks updated. */
export function sharkSubstep(b: Block, p: StepParams, step: number, tally: Tally | undefined): number {
  const prefix = stepPrefix(p.seed, step);
  computeIntents(b, SHARK, MINNOW, prefix, SHARK_MOVE);
  const { src, dst, intent, claims, stride, W } = b;
  const breed = p.sharkBreed;
  const starve = p.starve;
  let updated = 0;
  for (let i = 0; i < b.rows; i++) {
    const base = b.origin + i * stride;
    let rowCount = 0;
    for (let j = 0; j < W; j++) {
      const c = base + j;
      const v = src[c] as number;
      const k = v & 3;
      if (k === SHARK) {
        rowCount++;
        const age = ((v >>> AGE_SHIFT) & AGE_MASK) + 1;
        const d = intent[c] as number;
        if (d !== 0 && wins(b, base, i, j, d, prefix, SHARK_PRIO)) {
          dst[c] = age >= breed ? SHARK : EMPTY;
          continue;
        }
        const hunger = ((v >>> HUNGER_SHIFT) & HUNGER_MASK) + 1;
        dst[c] = hunger >= starve ? EMPTY : SHARK | (Math.min(age, breed) << AGE_SHIFT) | (hunger << HUNGER_SHIFT);
        continue;
      }
      const claim = claims[c] as number;
      if (claim === 0) {
        dst[c] = v;
        continue;
      }
      const w = winnerOf(b, claim, c, i, j, prefix, SHARK_PRIO);
      const sv = src[neighbour(c, j, w, stride, W)] as number;
      let age = ((sv >>> AGE_SHIFT) & AGE_MASK) + 1;
      if (age >= breed) age = 0;
      const hunger = k === MINNOW ? 0 : ((sv >>> HUNGER_SHIFT) & HUNGER_MASK) + 1;
      dst[c] = hunger >= starve ? EMPTY : SHARK | (age << AGE_SHIFT) | (hunger << HUNGER_SHIFT);
    }
    updated += rowCount;
    if (tally !== undefined) tally.rowWork[i] = (tally.rowWork[i] as number) + rowCount;
  }
  clearClaims(b);
  return updated;
}

/**
 * Sub-step B (minnows) of step `step`: src -> dst for the own rows. Returns minnows updated;
 * `population` (if given) receives [minnows, sharks] of dst's own rows.
 */
export function minnowSubstep(b: Block, p: StepParams, step: number, tally: Tally | undefined, population?: Float64Array): number {
  const prefix = stepPrefix(p.seed, step);
  computeIntents(b, MINNOW, -1, prefix, MINNOW_MOVE);
  const { src, dst, intent, claims, stride, W } = b;
  const breed = p.minnowBreed;
  let updated = 0;
  let minnows = 0;
  let sharks = 0;
  for (let i = 0; i < b.rows; i++) {
    const base = b.origin + i * stride;
    let rowCount = 0;
    for (let j = 0; j < W; j++) {
      const c = base + j;
      const v = src[c] as number;
      const k = v & 3;
      if (k === MINNOW) {
        rowCount++;
        const age = ((v >>> AGE_SHIFT) & AGE_MASK) + 1;
        const d = intent[c] as number;
        if (d !== 0 && wins(b, base, i, j, d, prefix, MINNOW_PRIO)) {
          if (age >= breed) {
            dst[c] = MINNOW;
            minnows++;
          } else dst[c] = EMPTY;
          continue;
        }
        dst[c] = MINNOW | (Math.min(age, breed) << AGE_SHIFT);
        minnows++;
        continue;
      }
      if (k === SHARK) {
        dst[c] = v;
        sharks++;
        continue;
      }
      const claim = claims[c] as number;
      if (claim === 0) {
        dst[c] = v;
        continue;
      }
      const w = winnerOf(b, claim, c, i, j, prefix, MINNOW_PRIO);
      const sv = src[neighbour(c, j, w, stride, W)] as number;
      let age = ((sv >>> AGE_SHIFT) & AGE_MASK) + 1;
      if (age >= breed) age = 0;
      dst[c] = MINNOW | (age << AGE_SHIFT);
      minnows++;
    }
    updated += rowCount;
    if (tally !== undefined) tally.rowWork[i] = (tally.rowWork[i] as number) + rowCount;
  }
  clearClaims(b);
  if (population !== undefined) {
    population[0] = minnows;
    population[1] = sharks;
  }
  return updated;
}

/** Count [minnows, sharks] in local rows [0, rows) of a padded block; perRow gets fish per row. */
export function countFish(
  data: Int32Array,
  origin: number,
  stride: number,
  rows: number,
  W: number,
  perRow?: Float64Array,
): [number, number] {
  let minnows = 0;
  let sharks = 0;
  for (let i = 0; i < rows; i++) {
    const base = origin + i * stride;
    let row = 0;
    for (let j = 0; j < W; j++) {
      const k = (data[base + j] as number) & 3;
      if (k === MINNOW) {
        minnows++;
        row++;
      } else if (k === SHARK) {
        sharks++;
        row++;
      }
    }
    if (perRow !== undefined) perRow[i] = row;
  }
  return [minnows, sharks];
}
