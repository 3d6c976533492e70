/**
 * The loop body, with no imports: the piscina worker of `central` loads it without the runtime.
 */

/**
 * The work of one iteration: `value` rounds of a hash mix started from (seed, i). Returns an
 * int32 (kept in int32 all along so the JIT never falls back to doubles; checksums add mod 2^32).
 */
export function iterate(value: number, seed: number, i: number): number {
  let h = (Math.imul(i, 0x9e3779b1) ^ seed) | 0;
  for (let r = 0; r < value; r++) {
    h = Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
    h = ((h ^ (h >>> 12)) + r) | 0;
  }
  return h;
}

export interface RangeResult {
  /** Sum of the outputs mod 2^32 (order independent: any split adds up to the same). */
  checksum: number;
  /** Work units (sum of values). */
  units: number;
}

/** Run iterations [lo, hi) of the loop seeded `seed`, whose values are `values[lo - offset ..]`. */
export function runRange(seed: number, values: Int32Array, offset: number, lo: number, hi: number): RangeResult {
  let sum = 0;
  let units = 0;
  seed |= 0;
  for (let i = lo; i < hi; i++) {
    const v = values[i - offset] as number;
    units += v;
    sum = (sum + iterate(v, seed, i)) | 0;
  }
  return { checksum: sum >>> 0, units };
}
