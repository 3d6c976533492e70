/**
 * The WaTor step kernels (./rules.ts states the rules they implement): the per-cell draws, the
 * intents and contests of one sub-step, the sharks' and minnows' sub-steps, the fish count. They run
 * on a padded array (the sequential reference) or on a grid tile (the SPMD program) alike.
 */
import { AGE_MASK, AGE_SHIFT, EMPTY, HALO_ROWS, HUNGER_MASK, HUNGER_SHIFT, MINNOW, PURPOSE, SHARK } from './cells.ts';

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
