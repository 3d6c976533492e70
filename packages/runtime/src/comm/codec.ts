/** The only module that imports msgpackr: irregular objects travel as msgpackr records. */
import { Packr, Unpackr } from 'msgpackr';

const packr = new Packr({ useRecords: true, moreTypes: true });
const unpackr = new Unpackr({ useRecords: true, moreTypes: true });

/** Encode any structured value; record definitions are embedded, so any thread can decode. */
export function encodeValue(value: unknown): Uint8Array {
  return packr.pack(value);
}

export function decodeValue(bytes: Uint8Array): unknown {
  return unpackr.unpack(bytes);
}
