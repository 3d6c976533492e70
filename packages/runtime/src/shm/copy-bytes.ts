/**
 * Byte copies between typed arrays, one of them in a SharedArrayBuffer: Node's `Buffer#copy` (a
 * `memmove` over the two ranges), not `TypedArray#set`. V8 copies into or out of a
 * SharedArrayBuffer with relaxed atomic accesses, word by word where the two addresses agree
 * modulo the word and byte by byte where they do not, and `set` of a range needs a `subarray`
 * view (an object) per range; a box's rows are wherever the strides put them. Measured on
 * 2026-11-28 (2-vCPU AMD EPYC VM, 8 KiB rows, `set` of a `subarray` against
 * `Buffer.prototype.copy`): Node 26.10, ranges 4 bytes apart in alignment, 1424 against 185 ns a
 * row out of a SharedArrayBuffer and 1469 against 158 into one; at equal alignment 242 against
 * 153 and 364 against 212; Node 22.18 (1 byte apart) 2488 against 205 and 2494 against 169.
 * Between two SharedArrayBuffers Node 26's `copy` is no faster than `set` (1140 against 1148 ns
 * 4 bytes apart), and no slower. `bench/scripts/ab-links.mjs`, the tree before against after: a
 * stream of 1 MiB messages 0.279x [0.220, 0.355] and 0.312x [0.251, 0.387] the time per message.
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
