/** The only module that imports msgpackr: irregular objects travel as msgpackr records. */
import { addExtension, Packr, Unpackr } from 'msgpackr';
import { uncarriedValue } from '../errors.ts';
import { inspectLinkValue, reshapeLinkValue } from './values.ts';

/** Stands for a -0 in an encoded value (msgpack writes -0 as the integer 0). */
class NegativeZero {}
const NEGATIVE_ZERO = new NegativeZero();
const NO_BYTES = new Uint8Array(0);
addExtension({ Class: NegativeZero, type: 0x2d, pack: () => NO_BYTES, unpack: () => -0 });

const packr = new Packr({ useRecords: true, moreTypes: true });
const unpackr = new Unpackr({ useRecords: true, moreTypes: true });

/** What travels as a msgpack record (links, shm collectives; the runtime README's table says more). */
const CARRIED =
  'data Meshwork carries exactly (numbers, strings, booleans, bigints, null, typed arrays, ArrayBuffers, Dates, RegExps, Errors, and arrays, plain objects, Maps and Sets of these)';

/**
 * Encode any structured value; record definitions are embedded, so any thread can decode.
 * Refuses (MW_INVALID_ARGUMENT, naming `what` and the path) what msgpack would lose; a -0 is
 * carried exactly.
 */
export function encodeValue(value: unknown, what = 'value'): Uint8Array {
  const { problem, negativeZero, irregular } = inspectLinkValue(value);
  if (problem !== undefined) throw uncarriedValue(what, CARRIED, problem.got, problem.hint);
  return packr.pack(negativeZero || irregular ? reshapeLinkValue(value, NEGATIVE_ZERO) : value);
}

export function decodeValue(bytes: Uint8Array): unknown {
  return unpackr.unpack(bytes);
}
