/**
 * Single-producer single-consumer ring of variable-length frames in a SharedArrayBuffer.
 * Layout, memory order and races: ./README.md ("SPSC ring").
 */
import { invalidArgument, messageTooLarge } from '../errors.ts';
import { type WaitPolicy, waitWhileEqual } from './wait.ts';

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
/** Copies up to this many bytes go by a plain loop: cheaper than a subarray view plus `set`. */
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
   * Largest payload of which two frames fit in a ring of `capacity` at once (with the spare
   * line): chunking by it lets the producer fill one half while the consumer drains the other.
   */
  static chunkFor(capacity: number): number {
    return (((capacity - SPARE) >> 1) & ~(FRAME_ALIGN - 1)) - LEN_BYTES;
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
   * Producer, after a write: the consumer had announced it sleeps waiting for this frame (the
   * WORD held IDLE); ring its doorbell.
   */
  consumerIdle = false;
  /** Consumer, after `consume()` or `shareHead()`: the producer had asked for room (ROOM was set); ring it. */
  roomAsked = false;
  /**
   * Producer: up to here (exclusive, byte counter of the next lap) line starts may hold payload
   * of an earlier multi-line frame, so `publish` zeroes the next WORD before it may be polled.
   */
  private dirtyEnd: number;
  /** Consumer: the HEAD value last stored; links rings store HEAD lazily (./README.md, "SPSC ring"). */
  private headShared: number;
  /** Consumer: store HEAD once this many bytes were consumed since the last store (0: every frame). */
  private readonly lazyBytes: number;

  readonly buffer: SharedArrayBuffer;
  readonly byteOffset: number;
  private readonly notifyWords: unknown;
  constructor(
    buffer: SharedArrayBuffer,
    byteOffset: number,
    capacity: number,
    /** Notify the ring's own head/tail words on every change (for standalone blocking use). */
    notifyWords = true,
  ) {
    this.buffer = buffer;
    this.byteOffset = byteOffset;
    this.notifyWords = notifyWords;
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
    this.lazyBytes = notifyWords ? 0 : capacity >> 3;
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
   * `consume()` reports `roomAsked`. Returns false when HEAD moved since the producer last looked
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
   * of that frame reports `consumerIdle`. Returns false when a frame is already there (consume it
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
   * Producer: append one frame made of `a` followed by `b` (both optional parts, so a header and
   * a typed array's bytes go in without concatenation). Returns false when there is no room.
   */
  tryWrite(a: Uint8Array, b?: Uint8Array): boolean {
    const n = a.length + (b === undefined ? 0 : b.length); // Uint8Array: length is byteLength, and cheaper
    const tail = this.reserve(n);
    if (tail === -1) return false;
    this.i32[((tail + 4) & this.mask) >> 2] = 0;
    let pos = ((tail & this.mask) + LEN_BYTES) & this.mask;
    pos = this.put(pos, a);
    if (b !== undefined) this.put(pos, b);
    this.publish(tail, n);
    return true;
  }

  /**
   * Producer: append one frame made of the Int32 words `head` followed by `body`: a link frame's
   * header goes in word by word, with no byte view of it. Returns false when there is no room.
   */
  tryWriteWords(head: Int32Array, body?: Uint8Array, bodyWords?: Int32Array): boolean {
    const words = head.length;
    const n = 4 * words + (bodyWords !== undefined ? 4 * bodyWords.length : body === undefined ? 0 : body.length);
    const tail = this.reserve(n);
    if (tail === -1) return false;
    const mask = this.mask;
    const i32 = this.i32;
    i32[((tail + 4) & mask) >> 2] = 0;
    let pos = ((tail & mask) + LEN_BYTES) & mask;
    for (let k = 0; k < words; k++) {
      i32[pos >> 2] = head[k] as number;
      pos = (pos + 4) & mask;
    }
    if (bodyWords !== undefined) {
      // Word by word: a SharedArrayBuffer byte costs ~1 ns per element access, a word the same.
      for (let k = 0; k < bodyWords.length; k++) {
        i32[pos >> 2] = bodyWords[k] as number;
        pos = (pos + 4) & mask;
      }
    } else if (body !== undefined) {
      this.put(pos, body);
    }
    this.publish(tail, n);
    return true;
  }

  /**
   * Producer: append one frame of `body` (or of its Int32 view `bodyWords`, copied word by word)
   * with `tag` in the frame's TAG word: the lean path of small messages, no header in the payload.
   * Returns false when there is no room.
   */
  tryWriteTagged(tag: number, body: Uint8Array, bodyWords?: Int32Array): boolean {
    const n = body.length;
    const tail = this.reserve(n);
    if (tail === -1) return false;
    const mask = this.mask;
    const i32 = this.i32;
    i32[((tail + 4) & mask) >> 2] = tag;
    const pos = ((tail & mask) + LEN_BYTES) & mask;
    if (bodyWords !== undefined) {
      // The payload starts 8 bytes into a 64-byte aligned frame: up to 56 bytes never wrap.
      if (n <= 56) {
        const at = pos >> 2;
        for (let k = 0; k < bodyWords.length; k++) i32[at + k] = bodyWords[k] as number;
      } else {
        let p = pos;
        for (let k = 0; k < bodyWords.length; k++) {
          i32[p >> 2] = bodyWords[k] as number;
          p = (p + 4) & mask;
        }
      }
    } else if (n > 0) {
      this.put(pos, body);
    }
    this.publish(tail, n);
    return true;
  }

  /**
   * Producer: `tryWriteTagged` for a one-line frame: the Int32 words of a payload of at most
   * LINE_WORDS words (56 bytes). No masking (a line never wraps), no byte view: the small-message
   * path of links, where every operation shows in the round trip.
   */
  tryWriteLine(tag: number, words: Int32Array): boolean {
    const count = words.length;
    if (count > LINE_WORDS) throw invalidArgument('tryWriteLine words', `at most ${LINE_WORDS} Int32 words`, count);
    const at = this.reserveLine();
    if (at === -1) return false;
    const i32 = this.i32;
    const w = at >> 2;
    for (let k = 0; k < count; k++) i32[w + k] = words[k] as number;
    this.commitLine(tag, 4 * count);
    return true;
  }

  /**
   * Producer, in two steps: `reserveLine()` gives the byte position in the data region where the
   * payload of a one-line frame goes (8-byte aligned; -1 when there is no room); the caller
   * writes at most 56 bytes there through a view of its own, then `commitLine(tag, n)` publishes
   * the frame. Nothing else may touch the ring in between.
   */
  reserveLine(): number {
    const tail = this.tailOwn;
    // A line plus the spare line for the next WORD.
    if (this.capacity - ((tail - this.headSeen) >>> 0) < 2 * FRAME_ALIGN) {
      this.headSeen = Atomics.load(this.ctrl, HEAD) & ~ROOM;
      if (this.capacity - ((tail - this.headSeen) >>> 0) < 2 * FRAME_ALIGN) return -1;
    }
    return (tail & this.mask) + LEN_BYTES;
  }

  /** Producer: publish the one-line frame of `n` payload bytes written after `reserveLine()`. */
  commitLine(tag: number, n: number): void {
    const tail = this.tailOwn;
    this.i32[((tail & this.mask) >> 2) + 1] = tag;
    this.publish(tail, n);
  }

  /**
   * Producer: whether a frame of `n` payload bytes fits now (re-reading HEAD only when the cached
   * one says no). Room only grows until this producer writes, so a write of that frame succeeds.
   */
  fits(n: number): boolean {
    return this.reserve(n) !== -1;
  }

  /** Producer: TAIL if a frame of `n` payload bytes fits now, else -1. */
  private reserve(n: number): number {
    if (n > this.maxFrame) throw messageTooLarge(n, this.maxFrame);
    const need = frameSize(n) + SPARE;
    const tail = this.tailOwn;
    if (this.capacity - ((tail - this.headSeen) >>> 0) < need) {
      this.headSeen = Atomics.load(this.ctrl, HEAD) & ~ROOM; // acquire: the consumer is done with those bytes
      if (this.capacity - ((tail - this.headSeen) >>> 0) < need) return -1;
    }
    return tail;
  }

  /**
   * Producer: make sure the WORD of the frame after this one is 0 (free space: SPARE), then
   * publish this frame by exchanging its WORD. The consumer polls that word, so it finds the
   * frame and its bytes on the line it already watches. The consumer zeroes the WORD of every
   * frame it consumes, so the next WORD can be stale only where a multi-line frame of an earlier
   * lap left payload bytes on a line start: up to `dirtyEnd` (./README.md, "SPSC ring").
   */
  private publish(tail: number, n: number): void {
    const size = frameSize(n);
    const next = (tail + size) | 0;
    if (((this.dirtyEnd - next) | 0) > 0) this.i32[(next & this.mask) >> 2] = 0;
    // A multi-line frame leaves payload on line starts for the next lap.
    this.dirtyEnd = size > FRAME_ALIGN ? (next + this.capacity) | 0 : ((this.dirtyEnd - next) | 0) > 0 ? this.dirtyEnd : next;
    // Release: publishes the frame. The old value is IDLE when the consumer sleeps waiting for it.
    this.consumerIdle = Atomics.exchange(this.i32, (tail & this.mask) >> 2, n + 1) === IDLE;
    this.tailOwn = next;
    // TAIL only informs used(), isEmpty() and blocking readers; the frame word above publishes.
    if (this.notifyWords) {
      Atomics.store(this.ctrl, TAIL, next);
      Atomics.notify(this.ctrl, TAIL);
    } else {
      this.ctrl[TAIL] = next;
    }
  }

  private put(pos: number, src: Uint8Array): number {
    const len = src.length;
    if (len <= SMALL_COPY) {
      const data = this.data;
      const mask = this.mask;
      for (let i = 0; i < len; i++) data[(pos + i) & mask] = src[i] as number;
      return (pos + len) & mask;
    }
    const first = Math.min(len, this.capacity - pos);
    if (first === len) {
      this.data.set(src, pos);
    } else {
      this.data.set(src.subarray(0, first), pos);
      this.data.set(src.subarray(first), 0);
    }
    return (pos + len) & this.mask;
  }

  /** Consumer: payload length of the next frame, or -1 when empty. */
  peekLength(): number {
    const word = Atomics.load(this.i32, (this.headOwn & this.mask) >> 2); // acquire: the frame's bytes
    return word - 1;
  }

  /**
   * Consumer: byte position in the data region of the next frame's payload (after
   * `peekLength() >= 0`): lets a reader copy a one-line payload through a typed view of its own.
   */
  peekPayloadAt(): number {
    return ((this.headOwn & this.mask) + LEN_BYTES) & this.mask;
  }

  /** Consumer: the TAG word of the next frame (after `peekLength() >= 0`); 0 for `tryWrite` frames. */
  peekTag(): number {
    return this.i32[((this.headOwn + 4) & this.mask) >> 2] as number;
  }

  /** Consumer: the Int32 word at payload byte `4 * k` of the next frame (after `peekLength() >= 0`). */
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
    dst.set(this.data.subarray(pos, pos + first));
    if (first < len) {
      dst.set(this.data.subarray(0, len - first), first);
    }
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

  /** Consumer: drop the next frame (after peeking it). */
  consume(): void {
    const head = this.headOwn;
    const word = (head & this.mask) >> 2;
    const n = (this.i32[word] as number) - 1;
    // Zero the WORD (the line is in this core's cache): the producer need not zero it next lap.
    this.i32[word] = 0;
    const next = (head + frameSize(n)) | 0;
    this.headOwn = next;
    if ((next - this.headShared) >>> 0 >= this.lazyBytes) {
      this.shareHead();
    } else {
      this.roomAsked = false;
    }
  }

  /** Consumer: whether frames were consumed since HEAD was last stored. */
  headUnshared(): boolean {
    return this.headOwn !== this.headShared;
  }

  /**
   * Consumer: store HEAD now (release: the consumed space is reusable). Clears ROOM; its old value
   * says whether the producer asked for room (`roomAsked`). `consume()` calls it once `lazyBytes`
   * accumulated; a links consumer also calls it before it sleeps.
   */
  shareHead(): void {
    this.headShared = this.headOwn;
    this.roomAsked = (Atomics.exchange(this.ctrl, HEAD, this.headOwn) & ROOM) !== 0;
    if (this.notifyWords) Atomics.notify(this.ctrl, HEAD);
  }

  /** Consumer: take the next frame as a fresh Uint8Array, or null when empty. */
  tryRead(): Uint8Array | null {
    const n = this.peekLength();
    if (n < 0) return null;
    const out = new Uint8Array(n);
    this.peekInto(out);
    this.consume();
    return out;
  }

  /** Producer, blocking: wait for room (back-pressure), honouring deadline and abort. */
  write(policy: WaitPolicy, a: Uint8Array, b?: Uint8Array, timeoutMs = policy.timeoutMs): void {
    const deadline = Date.now() + timeoutMs;
    while (!this.tryWrite(a, b)) {
      const head = Atomics.load(this.ctrl, HEAD);
      if (this.tryWrite(a, b)) return;
      waitWhileEqual(
        this.ctrl,
        HEAD,
        head,
        policy,
        'ring write (waiting for the consumer to free space)',
        Math.max(1, deadline - Date.now()),
      );
    }
  }

  /** Consumer, blocking: wait for a frame, honouring deadline and abort. */
  read(policy: WaitPolicy, timeoutMs = policy.timeoutMs): Uint8Array {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const tail = Atomics.load(this.ctrl, TAIL);
      const got = this.tryRead();
      if (got !== null) return got;
      waitWhileEqual(this.ctrl, TAIL, tail, policy, 'ring read (waiting for the producer)', Math.max(1, deadline - Date.now()));
    }
  }
}
