/**
 * Byte copies between typed arrays, one of them in a SharedArrayBuffer: Node's `Buffer#copy` (a
 * `memmove` over the two ranges), not `TypedArray#set`. V8 copies into or out of a
 * SharedArrayBuffer with relaxed atomic accesses, several times slower than `memmove`, and a range
 * of a typed array needs a `subarray` view (an object) for `set`. Measured on 2026-11-28 (2-vCPU
 * AMD EPYC VM, 8 KiB rows, `set` of a `subarray` against `Buffer.prototype.copy`): Node 26.10
 * 1485 against 181 ns a row out of a SharedArrayBuffer and 1483 against 167 into one (between two
 * ArrayBuffers 337 against 178); Node 22.18 2488 against 205 and 2494 against 169. Between two
 * SharedArrayBuffers Node 26's `copy` is no faster than `set` (1227 against 1494 ns), and no slower.
 *
 * Safe on shared memory as `set` is: the callers copy only bytes no other thread writes meanwhile
 * (a ring's reserved frame, a frame it has been handed), ordered by the Atomics operations that
 * publish and consume them.
 */
import { Buffer } from 'node:buffer';

const copy = Buffer.prototype.copy as (
  this: Uint8Array,
  target: Uint8Array,
  targetStart: number,
  sourceStart: number,
  sourceEnd: number,
) => number;

/** Copy `src[from, to)` to `dst` at `at` (byte indices; the ranges must fit, unchecked). */
export function copyBytes(src: Uint8Array, from: number, to: number, dst: Uint8Array, at: number): void {
  copy.call(src, dst, at, from, to);
}
