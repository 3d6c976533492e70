/**
 * Seeded test values shared by the host (expectations) and the rank programs (inputs). No vitest
 * here: rank programs import this module on worker threads.
 */
import { DTYPES, type DType, type NumericArray } from '@meshwork/runtime';

/** mulberry32, a small seeded PRNG returning floats in [0, 1). */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The constructor of every dtype. */
export const CTORS: Record<
  DType,
  { new (n: number): NumericArray; new (buffer: ArrayBufferLike): NumericArray; readonly BYTES_PER_ELEMENT: number }
> = {
  int8: Int8Array,
  uint8: Uint8Array,
  uint8c: Uint8ClampedArray,
  int16: Int16Array,
  uint16: Uint16Array,
  int32: Int32Array,
  uint32: Uint32Array,
  float32: Float32Array,
  float64: Float64Array,
  bigint64: BigInt64Array,
  biguint64: BigUint64Array,
};

export { DTYPES };

/** A typed array of `dtype` and `length` filled from `seed`: non-integer floats, full-range ints. */
export function typedValue(dtype: DType, length: number, seed: number): NumericArray {
  const rnd = prng(seed);
  const out = new CTORS[dtype](length);
  const o = out as unknown as { [i: number]: number | bigint };
  for (let i = 0; i < length; i++) {
    const u = rnd();
    switch (dtype) {
      case 'float32':
      case 'float64':
        // Mixed magnitudes with long mantissas: the order of a floating sum changes its bits.
        o[i] = (u - 0.5) * 10 ** Math.floor(rnd() * 7) + rnd() * 1e-3;
        break;
      case 'bigint64':
        o[i] = BigInt(Math.floor(u * 2 ** 53)) * (rnd() < 0.5 ? -1n : 1n) * 1024n;
        break;
      case 'biguint64':
        o[i] = BigInt(Math.floor(u * 2 ** 53)) * 2048n;
        break;
      default:
        o[i] = Math.floor(u * 2 ** 32) - 2 ** 31; // wrapped into the dtype's range by the store
    }
  }
  return out;
}

/** A plain number value (non-integer). */
export function numberValue(seed: number): number {
  const rnd = prng(seed);
  return (rnd() - 0.5) * 10 ** Math.floor(rnd() * 6) + rnd() * 1e-4;
}

/** Seed of rank `rank`'s input to operation `op` of a run seeded `seed`. */
export function seedFor(seed: number, op: number, rank: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 31) + Math.imul(op + 1, 1_000_003) + Math.imul(rank + 1, 7919)) >>> 0;
}

export type ValueSpec = { readonly type: 'number' } | { readonly type: DType; readonly length: number } | { readonly type: 'object' };

/** Rank `rank`'s input for a value spec. */
export function makeValue(spec: ValueSpec, seed: number, rank: number): unknown {
  if (spec.type === 'number') return numberValue(seed);
  if (spec.type === 'object') return { rank, label: `r${rank}`, list: [rank, rank * 2, 'x'.repeat(rank)], nested: { ok: rank % 2 === 0 } };
  return typedValue(spec.type, spec.length, seed);
}
