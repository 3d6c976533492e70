/**
 * The tags of the collectives over links (./collectives-links.ts): their encoding, their
 * description for MW_COLLECTIVE_MISMATCH messages, and the copies a result gets before it is handed
 * to the program.
 *
 * Agreement: every message a collective sends carries a tag, two Int32 words: what the sender
 * called (kind, op, a number or a typed array, exclusive, axes or root; `tagOf`) and its call
 * number. Typed arrays travel with the tag in 8 bytes in front (same dtype, so still one ring line
 * for a number), other values as `[word0, word1, value]`. A receiver whose own call differs fails
 * with MW_COLLECTIVE_MISMATCH naming both calls, as the shm collectives do at their barrier. A
 * broadcast's root waits for an acknowledgement from the ranks it sent to, so ranks that disagree
 * on the root meet a message of the other call. Ranks that disagree only where no message crosses
 * within the call (a broadcast on a line where each half names its own root at the far end) leave
 * a message behind that the next collective over that link reports (its call number is old);
 * ranks that name different gather roots can wait on each other (no message to check), which the
 * wait deadline ends, naming the cycle.
 */
import { collectiveMismatch, describe, type MeshworkError } from '../errors.ts';
import { dtypeOf, type NumericArray } from './dtype.ts';
import type { ReduceOp } from './fold.ts';

export const K_BARRIER = 1;
export const K_ALLREDUCE = 2;
export const K_SCAN = 3;
export const K_BROADCAST = 4;
export const K_GATHER = 5;
export const K_ALLGATHER = 6;
const KIND_NAMES = ['?', 'barrier', 'allreduce', 'scan', 'broadcast', 'gather', 'allgather', '?'];
export const OP_CODES: Readonly<Record<ReduceOp, number>> = { sum: 1, min: 2, max: 3 };
const OP_NAMES = ['', 'sum', 'min', 'max'];
const NUMBER_BIT = 1 << 5;
const EXCLUSIVE_BIT = 1 << 6;
/** Marks a broadcast's acknowledgement to its root. */
export const ACK_BIT = 1 << 7;
/** Bytes of the tag in front of a typed array. */
export const TAG_BYTES = 8;

/** Word 0 of a collective's tag: kind | op << 3 | number | exclusive | detail << 8 (axes mask, axis + 1 or root). */
export function tagOf(kind: number, op = 0, number = false, exclusive = false, detail = 0): number {
  return kind | (op << 3) | (number ? NUMBER_BIT : 0) | (exclusive ? EXCLUSIVE_BIT : 0) | ((detail & 0x7fffff) << 8);
}

export function axesMask(axes: readonly number[]): number {
  let m = 0;
  for (const a of axes) m |= 1 << a;
  return m;
}

/** A tag in words, e.g. "allreduce(max) of a number over axes 0" or "broadcast from root 1". */
function describeTag(w0: number): string {
  const kind = w0 & 7;
  const op = (w0 >> 3) & 3;
  const detail = w0 >>> 8;
  let s = KIND_NAMES[kind] as string;
  if (op !== 0) s += `(${OP_NAMES[op]})`;
  if (kind === K_ALLREDUCE || kind === K_SCAN) s += (w0 & NUMBER_BIT) !== 0 ? ' of a number' : ' of a typed array';
  if ((w0 & EXCLUSIVE_BIT) !== 0) s += ' (exclusive)';
  if (kind === K_ALLREDUCE) {
    const axes: number[] = [];
    for (let a = 0; a < 23; a++) if ((detail & (1 << a)) !== 0) axes.push(a);
    s += ` over axes [${axes.join(', ')}]`;
  } else if (kind === K_SCAN) s += detail === 0 ? ' over all ranks' : ` along axis ${detail - 1}`;
  else if (kind === K_BROADCAST || kind === K_GATHER) s += ` with root ${detail}`;
  if ((w0 & ACK_BIT) !== 0) s += ' (acknowledgement)';
  return s;
}

/** A message from `from` tagged (w0, seq) where this rank's call `want`, number `mine`, expected its own tag. */
export function tagMismatch(from: number, w0: number, seq: number, want: number, mine: number): MeshworkError {
  return collectiveMismatch(
    describeTag(want),
    `${describeTag(want)} as collective #${mine} of this run`,
    `${describeTag(w0)} as collective #${seq} from rank ${from} (every rank must call the same collectives with the same op, root, axes and value kind, in the same order)`,
  );
}

/** A message from `from` that carries no collective's tag, where the call `want` expected one. */
export function untagged(from: number, got: unknown, want: number): MeshworkError {
  return collectiveMismatch(
    describeTag(want),
    `a message of ${describeTag(want)} from rank ${from}`,
    `${describe(got)} without a collective's tag (a point-to-point message left unreceived?)`,
  );
}

export const NO_BYTES = new Uint8Array(0);
/** Reads a float64 message's tag as two Int32 words. */
export const TAG_F64 = new Float64Array(1);
export const TAG_I32 = new Int32Array(TAG_F64.buffer);

/** A received typed array is a view behind its tag: a result handed to the program gets its own buffer. */
export function own(v: NumericArray): NumericArray {
  // a small array is copied without asking for its buffer: a byte view of an on-heap typed array
  // moves it off the heap first (docs/architecture.md, "Small typed arrays never get a byte view")
  if (v.length <= 16) return v.slice() as NumericArray;
  return v.byteOffset === 0 && v.byteLength === v.buffer.byteLength ? v : (v.slice() as NumericArray);
}

export function ownValue(v: unknown): unknown {
  return dtypeOf(v) === undefined ? v : own(v as NumericArray);
}
