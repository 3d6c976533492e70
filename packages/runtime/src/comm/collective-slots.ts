/**
 * The slots of the shared-memory collectives (./collectives-shm.ts): each rank's slot of the
 * scratch buffer starts with a header (the call's tag, the value's kind and length, the call
 * number) and holds one value: a number, a typed array's bytes or a msgpack record.
 */
import { decodeValue } from './codec.ts';
import { ctorOf, dtypeCode, dtypeOfCode } from './dtype.ts';

/** Slot header (Int32 words): [0] tag of the call, [1] kind, [2] byte length, [3] call number. */
export const SLOT_HEADER = 16;
/** Slot kind of a plain JS number (8 bytes, float64), beside 0 = msgpack and the dtype codes. */
export const KIND_NUMBER = 255;
export const KIND_F64 = dtypeCode('float64');

/** FNV-1a of a collective's description: the tag its slots carry. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** Reductions of a number and of a typed array are different calls (ranks must not mix them). */
export function formOf(value: unknown): 'number' | 'array' {
  return typeof value === 'number' ? 'number' : 'array';
}

/** A rank's slot of the current call: its kind (0 msgpack, a dtype code, KIND_NUMBER) and its bytes. */
export interface Slot {
  readonly kind: number;
  readonly bytes: Uint8Array;
}

/** A slot's value in words, for MW_COLLECTIVE_MISMATCH messages. */
export function describeSlot(s: Slot): string {
  if (s.kind === KIND_NUMBER) return 'a number';
  return s.kind === 0 ? 'a record' : `${dtypeOfCode(s.kind)} of ${s.bytes.byteLength} bytes`;
}

/** A slot's value, copied out of the scratch (the program keeps it). */
export function decodeSlot(s: Slot): unknown {
  if (s.kind === KIND_NUMBER) return new Float64Array(s.bytes.slice().buffer)[0];
  if (s.kind === 0) return decodeValue(s.bytes.slice());
  const Ctor = ctorOf(dtypeOfCode(s.kind));
  const copy = new Uint8Array(s.bytes.byteLength);
  copy.set(s.bytes);
  return new Ctor(copy.buffer, 0, copy.byteLength / Ctor.BYTES_PER_ELEMENT);
}
