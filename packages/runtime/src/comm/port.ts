/**
 * The port: what a link needs of whatever carries bytes from one rank to the next (Charm++'s
 * LRTS machine layer, HPX's parcelports). A frame is reserved, filled and committed by the sending
 * side, polled, read and consumed by the receiving side; each side learns from the port when the
 * other one sleeps and must be rung (the doorbells themselves are the waiter's, ./waiter.ts).
 * `SpscRing` (../shm/ring.ts) is the shared-memory implementation; links (./links.ts) and the
 * host gateway (../hosts/gateway.ts) use nothing else of it. Frame layout and memory order:
 * ../shm/README.md ("SPSC ring").
 */

/** Where a port's frames live: small typed payloads are copied through typed views of it (./ring-views.ts). */
export interface PortMemory {
  readonly buffer: SharedArrayBuffer;
  /** Byte offset in `buffer` of the data region; payload positions count from it. */
  readonly dataOffset: number;
  /** Bytes of the data region (a power of two). */
  readonly capacity: number;
}

/** The sending end. */
export interface OutPort extends PortMemory {
  /** Largest payload of one frame. */
  readonly maxFrame: number;
  /** Reserve a frame of `n` payload bytes: its payload's position, or -1 when there is no room now. */
  reserve(n: number): number;
  /** Copy bytes to a reserved frame at position `at`; returns the position after them. */
  put(at: number, src: Uint8Array): number;
  /** Copy Int32 words to a reserved frame at position `at` (4-byte aligned); returns the position after them. */
  putWords(at: number, src: Int32Array): number;
  /** Publish the reserved frame with `tag`; true when the receiver sleeps waiting for it (ring it). */
  commit(tag: number, n: number): boolean;
  /** Whether a frame of `n` payload bytes fits now. */
  fits(n: number): boolean;
  /** Before sleeping for room: ask to be rung when room is freed; false when room may already be there. */
  armRoom(): boolean;
}

/** The receiving end. */
export interface InPort extends PortMemory {
  /** Payload bytes of the next frame, or -1 when none has arrived. */
  poll(): number;
  /** The next frame's tag (after `poll() >= 0`). */
  peekTag(): number;
  /** The Int32 word at payload byte `4 * k` of the next frame. */
  peekWord(k: number): number;
  /** The next frame's payload position (for a copy through a typed view). */
  peekPayloadAt(): number;
  /** Copy payload bytes [from, from + dst.length) of the next frame into `dst`. */
  peekInto(dst: Uint8Array, from?: number): void;
  /** The same, word by word, into a 4-byte aligned destination. */
  peekWordsInto(dst: Int32Array, from: number): void;
  /** Drop the next frame; true when the sender sleeps waiting for room (ring it). */
  consume(): boolean;
  /** Make the room consumed so far visible to the sender now; true when it asked for room (ring it). */
  shareHead(): boolean;
  /** Before sleeping: ask to be rung by the next frame; false when one is already there. */
  markIdle(): boolean;
}
