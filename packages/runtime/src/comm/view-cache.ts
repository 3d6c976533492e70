/** One-entry cache of a typed array's views, for the links' send and receive paths (./links.ts). */
import { LINE_WORDS } from '../shm/ring.ts';
import { bytesOf, type DType, dtypeCode, type NumericArray } from './dtype.ts';

/** Messages up to this size go through the rings word by word (below it a subarray + set costs more). */
export const SMALL_WORDS_BYTES = 256;

/** The byte view, dtype and wire code of the last typed array seen (a view costs an allocation). */
/** What an empty cache holds: never a value a caller passes (so `holds(undefined)` is false). */
const NOTHING: unknown = Object.freeze({ length: -1 });

export class ViewCache {
  private value: unknown = NOTHING;
  bytes: Uint8Array | undefined;
  /** Int32 view of a small, 4-byte aligned array (copied word by word), else undefined. */
  words: Int32Array | undefined;
  dtype: DType | undefined;
  kind = 0;
  /** Payload bytes (cached: `byteLength` is a builtin call on Node 20). */
  byteCount = 0;
  /** `words` fits one ring line (../shm/ring.ts: a one-line frame, 56 bytes). */
  line = false;
  private length = -1;

  /**
   * Same object, still the same size (a detached or shrunk buffer changes its length). `length`,
   * not `byteLength`: V8 11 (Node 20) inlines the first and calls a builtin (~10 ns) for the second.
   */
  holds(value: unknown): boolean {
    return value === this.value && (value as NumericArray).length === this.length;
  }

  set(value: NumericArray, dtype: DType): void {
    this.value = value;
    this.dtype = dtype;
    this.kind = dtypeCode(dtype);
    this.bytes = bytesOf(value);
    this.length = value.length;
    const aligned = (value.byteOffset & 3) === 0 && (value.byteLength & 3) === 0;
    this.words =
      aligned && value.byteLength <= SMALL_WORDS_BYTES ? new Int32Array(value.buffer, value.byteOffset, value.byteLength >> 2) : undefined;
    this.byteCount = value.byteLength;
    this.line = this.words !== undefined && this.words.length <= LINE_WORDS;
  }
}
