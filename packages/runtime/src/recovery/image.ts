/**
 * A rank's checkpoint image: the bytes one rank saves at one checkpoint, the same in shared memory
 * (a slot buffer the host keeps) and in a file (its used prefix). Layout (design note: ./README.md):
 *
 *   [0, 64)        header: magic, version, rank, ranks, epoch, step, meta bytes, image bytes
 *   [64, 64 + m)   meta: `v8.serialize` of ImageMeta (state, decompositions, driver and metric state)
 *   [d, ...)       data: each grid's tile with its halo, packed, at 8-byte aligned offsets from d
 *
 * The header is written last by the writer's caller (the commit protocol, ./protocol.ts, decides
 * when an image counts); `readImage` checks every length against the bytes it got.
 */
import { deserialize, serialize } from 'node:v8';
import type { DType } from '../comm/dtype.ts';
import { corruptImage } from '../errors.ts';
import type { RankMetrics } from '../metrics/types.ts';

/** First header word of every image: 'MWCK' read as a little-endian uint32. */
export const IMAGE_MAGIC = 0x4b43574d; // 'MWCK' little-endian
/** Image layout version this runtime writes and reads. */
export const IMAGE_VERSION = 1;
/** Bytes of the image header; the meta section starts here. */
export const HEADER_BYTES = 64;

/** One grid as saved: its decomposition, counters, and where its packed box sits in the data. */
export interface GridRecord {
  readonly dtype: DType;
  readonly shape: readonly number[];
  readonly storage: 'shared' | 'distributed';
  readonly cuts: readonly (readonly number[])[];
  readonly stats: Readonly<Record<string, number>>;
  /** Extent of the saved box (the tile plus its halo on every side). */
  readonly box: readonly number[];
  /** Byte offset of the packed box from the start of the data section. */
  readonly offset: number;
  readonly bytes: number;
}

/** One range domain as saved: its length, its cuts and its remap count. */
export interface RangeRecord {
  readonly n: number;
  readonly cuts: readonly number[];
  readonly remaps: number;
}

/** The meta section: everything but the grids' cells. Structured-cloneable. */
export interface ImageMeta {
  readonly state: unknown;
  readonly grids: readonly GridRecord[];
  readonly ranges: readonly RangeRecord[];
  /** Each balancing driver's saved state (../balance/driver.ts), in creation order. */
  readonly drivers: readonly unknown[];
  /** The rank's phase records so far (a resumed run continues them). */
  readonly metrics: RankMetrics;
  /** Link counters (per port) and routing counters so far. */
  readonly links: readonly Readonly<Record<string, number>>[];
  readonly route: Readonly<Record<string, number>>;
}

/** The decoded header of an image (epoch and step as float64, so past 2^32 stays exact). */
export interface ImageHeader {
  readonly rank: number;
  readonly ranks: number;
  readonly epoch: number;
  readonly step: number;
  readonly metaBytes: number;
  readonly imageBytes: number;
}

/** `n` rounded up to a multiple of 8 (grid sections start 8-byte aligned for any dtype). */
export function align8(n: number): number {
  return (n + 7) & ~7;
}

/** Serialize the meta section (its byte length fixes where the data section starts). */
export function encodeMeta(meta: ImageMeta): Uint8Array {
  return serialize(meta);
}

/** Offset of the data section for a meta section of `metaBytes`. */
export function dataStart(metaBytes: number): number {
  return align8(HEADER_BYTES + metaBytes);
}

/** Write the header `h` into the first HEADER_BYTES of `target` (the last write of an image). */
export function writeHeader(target: Uint8Array, h: ImageHeader): void {
  const v = new DataView(target.buffer, target.byteOffset, HEADER_BYTES);
  v.setUint32(0, IMAGE_MAGIC, true);
  v.setUint32(4, IMAGE_VERSION, true);
  v.setUint32(8, h.rank, true);
  v.setUint32(12, h.ranks, true);
  v.setFloat64(16, h.epoch, true);
  v.setFloat64(24, h.step, true);
  v.setUint32(32, h.metaBytes, true);
  v.setFloat64(40, h.imageBytes, true);
}

/** Read and check the header of an image of `available` bytes. */
export function readHeader(bytes: Uint8Array, where: string): ImageHeader {
  if (bytes.byteLength < HEADER_BYTES) throw corruptImage(where, `at least ${HEADER_BYTES} bytes`, `${bytes.byteLength}`);
  const v = new DataView(bytes.buffer, bytes.byteOffset, HEADER_BYTES);
  const magic = v.getUint32(0, true);
  if (magic !== IMAGE_MAGIC) throw corruptImage(where, 'the magic word MWCK', `0x${magic.toString(16)}`);
  const version = v.getUint32(4, true);
  if (version !== IMAGE_VERSION) throw corruptImage(where, `format version ${IMAGE_VERSION}`, `version ${version}`);
  const h: ImageHeader = {
    rank: v.getUint32(8, true),
    ranks: v.getUint32(12, true),
    epoch: v.getFloat64(16, true),
    step: v.getFloat64(24, true),
    metaBytes: v.getUint32(32, true),
    imageBytes: v.getFloat64(40, true),
  };
  if (!Number.isInteger(h.imageBytes) || h.imageBytes < dataStart(h.metaBytes) || h.imageBytes > bytes.byteLength)
    throw corruptImage(where, `an image length in [${dataStart(h.metaBytes)}, ${bytes.byteLength}]`, `${h.imageBytes}`);
  return h;
}

/** Decode an image: its header, its meta section, and a view of its data section. */
export function readImage(bytes: Uint8Array, where: string): { header: ImageHeader; meta: ImageMeta; data: Uint8Array } {
  const header = readHeader(bytes, where);
  let meta: ImageMeta;
  try {
    meta = deserialize(bytes.subarray(HEADER_BYTES, HEADER_BYTES + header.metaBytes)) as ImageMeta;
  } catch (err) {
    throw corruptImage(where, 'a meta section that deserializes', (err as Error).message);
  }
  const start = dataStart(header.metaBytes);
  const data = bytes.subarray(start, header.imageBytes);
  for (const g of meta.grids) {
    if (g.offset + g.bytes > data.byteLength)
      throw corruptImage(where, `grid data within ${data.byteLength} bytes`, `${g.offset + g.bytes}`);
  }
  return { header, meta, data };
}
