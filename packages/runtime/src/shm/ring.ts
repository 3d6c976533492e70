/**
 * Single-producer single-consumer ring of variable-length frames in a SharedArrayBuffer.
 * Layout, memory order and races: ./README.md ("SPSC ring").
 */
import { invalidArgument, messageTooLarge } from '../errors.ts';
import { copyBytes } from './copy-bytes.ts';

/**
 * Int32 slots of the header; head and tail sit on separate 64-byte lines. HEAD counts bytes in
 * whole 64-byte frames, so its bit 0 is free: ROOM, set by a producer that is about to sleep for
 * room and cleared by the consumer's next exchange of HEAD (./README.md, "SPSC ring").
 */
const HEAD = 0;
const ROOM = 1;
const TAIL = 16;
/**
 * Value a consumer about to sleep stores in the (zero) WORD of the frame it waits for; the
 * producer's exchange that publishes the frame sees it and rings the consumer.
 */
const IDLE = -1;
const HEADER_BYTES = 128;
/**
 * Frame word (payload length + 1; 0 = no frame yet) plus the frame's TAG word (free for the user:
 * links mark whole messages between neighbours there): payloads stay 8-byte aligned.
 */
const LEN_BYTES = 8;
/** Frames start on cache lines: a small frame is one line, and the consumer polls that line. */
const FRAME_ALIGN = 64;
/** Room kept free after the last frame for the zeroed word of the next one. */
const SPARE = FRAME_ALIGN;
/** Payload words of a one-line frame (64 bytes less WORD and TAG). */
export const LINE_WORDS = (FRAME_ALIGN - LEN_BYTES) >> 2;
/** Copies up to this many bytes go by a plain loop: cheaper than a call into Node's copy (./copy-bytes.ts). */
const SMALL_COPY = 64;

/** Ring bytes of a frame carrying `n` payload bytes. */
function frameSize(n: number): number {
  return (LEN_BYTES + n + FRAME_ALIGN - 1) & ~(FRAME_ALIGN - 1);
}

export class SpscRing {
  /** Bytes of SharedArrayBuffer a ring of `capacity` data bytes needs. */
  static byteLengthFor(capacity: number): number {
    SpscRing.checkCapacity(capacity);
    return HEADER_BYTES + capacity;
  }

  static checkCapacity(capacity: number): void {
    if (!Number.isInteger(capacity) || capacity < 256 || capacity > 2 ** 30 || (capacity & (capacity - 1)) !== 0) {
      throw invalidArgument('ring capacity', 'a power of two in [256, 2^30] bytes', capacity);
    }
  }

  /** Allocate a fresh ring in its own SharedArrayBuffer. */
  static create(capacity: number): SpscRing {
    return new SpscRing(new SharedArrayBuffer(SpscRing.byteLengthFor(capacity)), 0, capacity);
  }

  /**
   * Largest payload of which `frames` frames (default two) fit in a ring of `capacity` at once,
   * with the spare line: chunking by it lets the producer fill one part while the consumer drains
   * another, and a message of many chunks keeps all `frames` in flight (a chunk's frame a line
   * larger would leave room for one fewer).
   */
  static chunkFor(capacity: number, frames = 2): number {
    if (!Number.isInteger(frames) || frames < 1) throw invalidArgument('frames per ring', 'an integer >= 1', frames);
    return (Math.floor((capacity - SPARE) / frames) & ~(FRAME_ALIGN - 1)) - LEN_BYTES;
  }

  /** Ring bytes a frame of `n` payload bytes occupies (length word and padding to a cache line). */
  static frameBytes(n: number): number {
    return frameSize(n);
  }

  readonly capacity: number;
  /** Byte offset in `buffer` of the data region (8-byte aligned, like every frame's payload in it). */
  readonly dataOffset: number;
  /** Largest payload one frame can carry. */
  readonly maxFrame: number;
  readonly ctrl: Int32Array;
  private readonly data: Uint8Array;
  /** The data region as Int32 words: frame words and link headers (4-byte aligned, never split). */
  private readonly i32: Int32Array;
  private readonly mask: number;
  /** Producer's last view of HEAD: re-read only when it says "full" (./README.md, "SPSC ring"). */
  private headSeen: number;
  /** Each side's own index; it is its only writer, so the copy is exact and never re-loaded. */
  private headOwn: number;
  private tailOwn: number;
  /**
   * Producer: up to here (exclusive, byte counter of the next lap) line starts may hold payload
   * of an earlier multi-line frame, so `publish` zeroes the next WORD before it may be polled.
   */
  private dirtyEnd: number;
  /** Consumer: the HEAD value last stored; HEAD is stored lazily (./README.md, "SPSC ring"). */
  private headShared: number;
  /** Consumer: store HEAD once this many bytes were consumed since the last store (an eighth of the ring). */
  private readonly lazyBytes: number;

  readonly buffer: SharedArrayBuffer;
  readonly byteOffset: number;
  constructor(buffer: SharedArrayBuffer, byteOffset: number, capacity: number) {
    this.buffer = buffer;
    this.byteOffset = byteOffset;
    SpscRing.checkCapacity(capacity);
    if (byteOffset % 8 !== 0 || byteOffset + HEADER_BYTES + capacity > buffer.byteLength) {
      throw invalidArgument('ring byteOffset', `a multiple of 8 leaving ${HEADER_BYTES + capacity} bytes in the buffer`, byteOffset);
    }
    this.capacity = capacity;
    this.dataOffset = byteOffset + HEADER_BYTES;
    this.mask = capacity - 1;
    this.maxFrame = capacity - SPARE - LEN_BYTES;
    this.ctrl = new Int32Array(buffer, byteOffset, HEADER_BYTES / 4);
    this.data = new Uint8Array(buffer, byteOffset + HEADER_BYTES, capacity);
    this.i32 = new Int32Array(buffer, byteOffset + HEADER_BYTES, capacity >> 2);
    this.headOwn = Atomics.load(this.ctrl, HEAD) & ~ROOM;
    this.headSeen = this.headOwn;
    this.headShared = this.headOwn;
    this.lazyBytes = capacity >> 3;
    this.tailOwn = Atomics.load(this.ctrl, TAIL);
    // Unknown history (a reused buffer may hold words of an earlier run): zero every next WORD for a lap.
    this.dirtyEnd = (this.tailOwn + capacity) | 0;
    if ((this.headOwn | this.tailOwn) & (FRAME_ALIGN - 1)) {
      throw invalidArgument('ring state', `head and tail on ${FRAME_ALIGN}-byte frame boundaries`, `${this.headOwn}, ${this.tailOwn}`);
    }
  }

  /** Reset to empty. Only while neither side is using the ring; other threads' ring objects must be made anew. */
  reset(): void {
    Atomics.store(this.ctrl, HEAD, 0);
    Atomics.store(this.ctrl, TAIL, 0);
    Atomics.store(this.i32, 0, 0);
    this.headOwn = 0;
    this.headSeen = 0;
    this.headShared = 0;
    this.dirtyEnd = this.capacity;
    this.tailOwn = 0;
  }

  /**
   * Producer, about to sleep until the consumer frees room: set ROOM, so that the consumer's next
   * `consume()` or `shareHead()` returns true. Returns false when HEAD moved since the producer last looked
   * (room may have been freed: re-check instead of sleeping). The consumer clears ROOM at every
   * consume, so a producer arms it again before every sleep.
   */
  armRoom(): boolean {
    const head = Atomics.or(this.ctrl, HEAD, ROOM) & ~ROOM;
    if (head === this.headSeen) return true;
    this.headSeen = head;
    return false;
  }

  /**
   * Consumer, about to sleep: mark the WORD of the next frame IDLE, so that the producer's write
   * of that frame (`commit`) returns true. Returns false when a frame is already there (consume it
   * instead of sleeping). The mark stays until the producer overwrites it.
   */
  markIdle(): boolean {
    return Atomics.compareExchange(this.i32, (this.headOwn & this.mask) >> 2, 0, IDLE) <= 0;
  }

  /** Bytes currently queued (frames with their words and padding). */
  used(): number {
    return (Atomics.load(this.ctrl, TAIL) - (Atomics.load(this.ctrl, HEAD) & ~ROOM)) >>> 0;
  }

  isEmpty(): boolean {
    return Atomics.load(this.ctrl, TAIL) === (Atomics.load(this.ctrl, HEAD) & ~ROOM);
  }

  /**
   * Producer: reserve a frame of `n` payload bytes. Returns the payload's byte position in the
   * data region (8-byte aligned), or -1 when there is no room now; the caller writes the payload
   * there (`put`, `putWords`, or a typed view of its own over `buffer` from `dataOffset`), then
   * `commit`s it. Nothing else may write to the ring in between. A frame larger than `maxFrame`
   * is refused with a typed error.
   */
  reserve(n: number): number {
    if (n > this.maxFrame) throw messageTooLarge(n, this.maxFrame);
    const tail = this.tailOwn;
    const need = frameSize(n) + SPARE;
    if (this.capacity - ((tail - this.headSeen) >>> 0) < need) {
      this.headSeen = Atomics.load(this.ctrl, HEAD) & ~ROOM; // acquire: the consumer is done with those bytes
      if (this.capacity - ((tail - this.headSeen) >>> 0) < need) return -1;
    }
    return ((tail & this.mask) + LEN_BYTES) & this.mask;
  }

  /** Producer: copy `src` to payload position `at` of the reserved frame; returns the position after it. */
  put(at: number, src: Uint8Array): number {
    const len = src.length; // Uint8Array: length is byteLength, and cheaper
    const mask = this.mask;
    if (len <= SMALL_COPY) {
      const data = this.data;
      for (let i = 0; i < len; i++) data[(at + i) & mask] = src[i] as number;
      return (at + len) & mask;
    }
    const first = Math.min(len, this.capacity - at);
    copyBytes(src, 0, first, this.data, at);
    if (first < len) copyBytes(src, first, len, this.data, 0);
    return (at + len) & mask;
  }

  /**
   * Producer: copy the Int32 words `src` to payload position `at` (4-byte aligned) of the
   * reserved frame, word by word (a SharedArrayBuffer word costs what a byte does); returns the
   * position after them.
   */
  putWords(at: number, src: Int32Array): number {
    const i32 = this.i32;
    const count = src.length;
    if (at + 4 * count <= this.capacity) {
      const w = at >> 2;
      for (let k = 0; k < count; k++) i32[w + k] = src[k] as number;
      return (at + 4 * count) & this.mask;
    }
    const mask = this.mask;
    let p = at;
    for (let k = 0; k < count; k++) {
      i32[p >> 2] = src[k] as number;
      p = (p + 4) & mask;
    }
    return p;
  }

  /**
   * Producer: publish the reserved frame of `n` payload bytes with `tag` in its TAG word (links
   * mark whole messages between neighbours there; 0 otherwise). Returns true when the consumer
   * had announced it sleeps waiting for this frame: ring its doorbell.
   */
  commit(tag: number, n: number): boolean {
    const tail = this.tailOwn;
    this.i32[((tail + 4) & this.mask) >> 2] = tag;
    return this.publish(tail, n);
  }

  /**
   * Producer: whether a frame of `n` payload bytes fits now (re-reading HEAD only when the cached
   * one says no). Room only grows until this producer writes, so a write of that frame succeeds.
   */
  fits(n: number): boolean {
    return this.reserve(n) !== -1;
  }

  /**
   * Producer: make sure the WORD of the frame after this one is 0 (free space: SPARE), then
   * publish this frame by exchanging its WORD. The consumer polls that word, so it finds the
   * frame and its bytes on the line it already watches. The consumer zeroes the WORD of every
   * frame it consumes, so the next WORD can be stale only where a multi-line frame of an earlier
   * lap left payload bytes on a line start: up to `dirtyEnd` (./README.md, "SPSC ring").
   */
  private publish(tail: number, n: number): boolean {
    const size = frameSize(n);
    const next = (tail + size) | 0;
    if (((this.dirtyEnd - next) | 0) > 0) this.i32[(next & this.mask) >> 2] = 0;
    // A multi-line frame leaves payload on line starts for the next lap.
    this.dirtyEnd = size > FRAME_ALIGN ? (next + this.capacity) | 0 : ((this.dirtyEnd - next) | 0) > 0 ? this.dirtyEnd : next;
    // Release: publishes the frame. The old value is IDLE when the consumer sleeps waiting for it.
    const idle = Atomics.exchange(this.i32, (tail & this.mask) >> 2, n + 1) === IDLE;
    this.tailOwn = next;
    // TAIL only informs used() and isEmpty(); the frame word above publishes.
    this.ctrl[TAIL] = next;
    return idle;
  }

  /** Consumer: payload length of the next frame, or -1 when empty (the frame word it polls is the one line a producer publishes). */
  poll(): number {
    const word = Atomics.load(this.i32, (this.headOwn & this.mask) >> 2); // acquire: the frame's bytes
    return word - 1;
  }

  /**
   * Consumer: byte position in the data region of the next frame's payload (after
   * `poll() >= 0`): lets a reader copy a one-line payload through a typed view of its own.
   */
  peekPayloadAt(): number {
    return ((this.headOwn & this.mask) + LEN_BYTES) & this.mask;
  }

  /** Consumer: the TAG word of the next frame (after `poll() >= 0`); 0 for frames committed with tag 0. */
  peekTag(): number {
    return this.i32[((this.headOwn + 4) & this.mask) >> 2] as number;
  }

  /** Consumer: the Int32 word at payload byte `4 * k` of the next frame (after `poll() >= 0`). */
  peekWord(k: number): number {
    return this.i32[(((this.headOwn & this.mask) + LEN_BYTES + 4 * k) & this.mask) >> 2] as number;
  }

  /**
   * Consumer: copy bytes [from, from + dst.length) of the next frame's payload into `dst`
   * without consuming it. Lets a reader parse a header, then copy the body straight into its
   * destination.
   */
  peekInto(dst: Uint8Array, from = 0): void {
    const mask = this.mask;
    const pos = ((this.headOwn & mask) + LEN_BYTES + from) & mask;
    const len = dst.length;
    if (len <= SMALL_COPY) {
      const data = this.data;
      for (let i = 0; i < len; i++) dst[i] = data[(pos + i) & mask] as number;
      return;
    }
    const first = Math.min(len, this.capacity - pos);
    copyBytes(this.data, pos, pos + first, dst, 0);
    if (first < len) copyBytes(this.data, 0, len - first, dst, first);
  }

  /**
   * Consumer: `peekInto` for a 4-byte aligned destination, word by word (small messages: four
   * times fewer element accesses than bytes, and no subarray view).
   */
  peekWordsInto(dst: Int32Array, from: number): void {
    const mask = this.mask;
    const i32 = this.i32;
    if (from === 0 && dst.length <= LINE_WORDS) {
      // A one-line frame never wraps.
      const at = ((this.headOwn & mask) + LEN_BYTES) >> 2;
      for (let k = 0; k < dst.length; k++) dst[k] = i32[at + k] as number;
      return;
    }
    let pos = ((this.headOwn & mask) + LEN_BYTES + from) & mask;
    for (let k = 0; k < dst.length; k++) {
      dst[k] = i32[pos >> 2] as number;
      pos = (pos + 4) & mask;
    }
  }

  /**
   * Consumer: drop the next frame (after peeking it). Returns true when the producer had asked
   * for room (it sleeps until freed room is rung): ring its doorbell.
   */
  consume(): boolean {
    const head = this.headOwn;
    const word = (head & this.mask) >> 2;
    const n = (this.i32[word] as number) - 1;
    // Zero the WORD (the line is in this core's cache): the producer need not zero it next lap.
    this.i32[word] = 0;
    const next = (head + frameSize(n)) | 0;
    this.headOwn = next;
    return (next - this.headShared) >>> 0 >= this.lazyBytes ? this.storeHead() : false;
  }

  /**
   * Consumer: store HEAD now if frames were consumed since it was last stored (`consume` stores it
   * once an eighth of the ring was consumed; a consumer stores it before it sleeps, so no producer
   * waits for room that is free). Returns true when the producer had asked for room: ring it.
   */
  shareHead(): boolean {
    return this.headOwn !== this.headShared && this.storeHead();
  }

  /** Store HEAD (release: the consumed space is reusable); clears ROOM and returns its old value. */
  private storeHead(): boolean {
    this.headShared = this.headOwn;
    return (Atomics.exchange(this.ctrl, HEAD, this.headOwn) & ROOM) !== 0;
  }
}
