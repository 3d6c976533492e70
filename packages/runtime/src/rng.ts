/**
 * Counter-based random numbers: a pure function of (seed, keys...), so a cell's random draw does
 * not depend on which rank computes it or in which order (partition invariance).
 * Mixing: SplitMix32-style finalizer (Murmur3 fmix32) over each key.
 */
import { invalidArgument } from './errors.ts';

function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** 32-bit hash of a seed and integer keys (e.g. step, cell, purpose). */
export function hash32(seed: number, ...keys: readonly number[]): number {
  let h = fmix32((seed ^ 0x9e3779b9) >>> 0);
  for (const k of keys) {
    h = fmix32((h ^ Math.imul((k | 0) + 0x7f4a7c15, 0x9e3779b1) ^ Math.floor(k / 2 ** 32)) >>> 0);
  }
  return h;
}

/** Uniform in [0, 1) from (seed, keys...). */
export function uniform(seed: number, ...keys: readonly number[]): number {
  return hash32(seed, ...keys) / 2 ** 32;
}

/**
 * Sequential seeded generator (mulberry32) for inputs made on one thread. Its state after k draws
 * is seed + k * 0x6d2b79f5 (mod 2^32), so `mulberry32(seed, skip)` starts at draw `skip` of the
 * stream at no cost: ranks can each generate their own part of an input the sequential code draws
 * in one pass, bit for bit.
 */
export function mulberry32(seed: number, skip = 0): () => number {
  if (!Number.isSafeInteger(skip) || skip < 0) throw invalidArgument('mulberry32 skip', 'a safe integer >= 0', skip);
  // skip * 0x6d2b79f5 mod 2^32 depends on skip mod 2^32 only
  let a = ((seed >>> 0) + Math.imul(skip >>> 0, 0x6d2b79f5)) >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
