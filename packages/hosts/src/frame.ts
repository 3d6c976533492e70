/**
 * The wire format of the NATS host transport: every NATS message is one frame, a fixed 40-byte
 * little-endian header followed by a payload. The protocol is described in the package README (section "Protocol").
 *
 * ```
 * offset size field
 *      0    1 magic 0x6d ('m')
 *      1    1 version (1)
 *      2    1 kind: HELLO, DATA, CREDIT, ASK, HEARTBEAT, BYE
 *      3    1 flags (kind-specific)
 *      4    2 from host
 *      6    2 to host
 *      8    4 job key (FNV-1a of the job id)
 *     12    4 sender nonce (random per transport, announced in HELLO)
 *     16    4 stream
 *     20    4 seq (DATA: message number of the stream, from 0, modulo 2^32)
 *     24    4 chunk (DATA: index of this chunk in the message)
 *     28    4 chunks (DATA: chunks of the message, >= 1)
 *     32    8 value (DATA: message length; CREDIT: bytes credited so far, cumulative)
 * ```
 *
 * CREDIT frames carry in their payload one float64: messages credited so far (cumulative).
 * BYE frames carry a UTF-8 reason; flag BYE_FAILED says the sender failed rather than closed.
 */

/** Bytes of the frame header. */
export const HEADER_BYTES = 40;
/** First byte of every frame. */
export const MAGIC = 0x6d;
/** Protocol version in byte 1. */
export const VERSION = 1;

/** Frame kinds (byte 2). */
export const Kind = {
  /** "I am subscribed" (flag HELLO_HEARD: "and I have heard your hello"). */
  HELLO: 1,
  /** A chunk of a message. */
  DATA: 2,
  /** Cumulative credit returned by a receiver for one stream. */
  CREDIT: 3,
  /** A blocked sender asks for the credit it is owed. */
  ASK: 4,
  /** Liveness. */
  HEARTBEAT: 5,
  /** The sender leaves (flag BYE_FAILED: because it failed). */
  BYE: 6,
} as const;

/** Flag of a HELLO: the sender has heard the receiver's hello already. */
export const HELLO_HEARD = 1;
/** Flag of a DATA chunk: the sender's window is half used; credit soon. */
export const DATA_ASK = 1;
/** Flag of a BYE: the sender failed. */
export const BYE_FAILED = 1;

/** The decoded header of one frame. */
export interface FrameHeader {
  kind: number;
  flags: number;
  from: number;
  to: number;
  jobKey: number;
  nonce: number;
  stream: number;
  seq: number;
  chunk: number;
  chunks: number;
  value: number;
}

/** FNV-1a 32-bit hash of the job id: the job key every frame carries. */
export function jobKey(job: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < job.length; i++) {
    h ^= job.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A new frame: header fields written, payload area (`payloadBytes`) left for the caller. */
export function encodeFrame(h: FrameHeader, payloadBytes: number): Uint8Array {
  const frame = new Uint8Array(HEADER_BYTES + payloadBytes);
  const v = new DataView(frame.buffer);
  v.setUint8(0, MAGIC);
  v.setUint8(1, VERSION);
  v.setUint8(2, h.kind);
  v.setUint8(3, h.flags);
  v.setUint16(4, h.from, true);
  v.setUint16(6, h.to, true);
  v.setUint32(8, h.jobKey, true);
  v.setUint32(12, h.nonce, true);
  v.setUint32(16, h.stream, true);
  v.setUint32(20, h.seq >>> 0, true);
  v.setUint32(24, h.chunk, true);
  v.setUint32(28, h.chunks, true);
  v.setFloat64(32, h.value, true);
  return frame;
}

/** The header of `frame`, or undefined when it is not a frame of this protocol (too short, wrong magic or version). */
export function decodeFrame(frame: Uint8Array): FrameHeader | undefined {
  if (frame.length < HEADER_BYTES || frame[0] !== MAGIC || frame[1] !== VERSION) return undefined;
  const v = new DataView(frame.buffer, frame.byteOffset, HEADER_BYTES);
  return {
    kind: v.getUint8(2),
    flags: v.getUint8(3),
    from: v.getUint16(4, true),
    to: v.getUint16(6, true),
    jobKey: v.getUint32(8, true),
    nonce: v.getUint32(12, true),
    stream: v.getUint32(16, true),
    seq: v.getUint32(20, true),
    chunk: v.getUint32(24, true),
    chunks: v.getUint32(28, true),
    value: v.getFloat64(32, true),
  };
}

/** The payload of `frame` as a view (no copy). */
export function payloadOf(frame: Uint8Array): Uint8Array {
  return new Uint8Array(frame.buffer, frame.byteOffset + HEADER_BYTES, frame.length - HEADER_BYTES);
}
