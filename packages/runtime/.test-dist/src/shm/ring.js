import { invalidArgument, messageTooLarge } from "../errors.js";
import { waitWhileEqual } from "./wait.js";
const HEAD = 0;
const ROOM = 1;
const TAIL = 16;
const IDLE = -1;
const HEADER_BYTES = 128;
const LEN_BYTES = 8;
const FRAME_ALIGN = 64;
const SPARE = FRAME_ALIGN;
const LINE_WORDS = FRAME_ALIGN - LEN_BYTES >> 2;
const SMALL_COPY = 64;
function frameSize(n) {
  return LEN_BYTES + n + FRAME_ALIGN - 1 & ~(FRAME_ALIGN - 1);
}
class SpscRing {
  constructor(buffer, byteOffset, capacity, notifyWords = true) {
    this.buffer = buffer;
    this.byteOffset = byteOffset;
    this.notifyWords = notifyWords;
    SpscRing.checkCapacity(capacity);
    if (byteOffset % 8 !== 0 || byteOffset + HEADER_BYTES + capacity > buffer.byteLength) {
      throw invalidArgument("ring byteOffset", `a multiple of 8 leaving ${HEADER_BYTES + capacity} bytes in the buffer`, byteOffset);
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
    this.dirtyEnd = this.tailOwn + capacity | 0;
    if ((this.headOwn | this.tailOwn) & FRAME_ALIGN - 1) {
      throw invalidArgument("ring state", `head and tail on ${FRAME_ALIGN}-byte frame boundaries`, `${this.headOwn}, ${this.tailOwn}`);
    }
  }
  buffer;
  byteOffset;
  notifyWords;
  /** Bytes of SharedArrayBuffer a ring of `capacity` data bytes needs. */
  static byteLengthFor(capacity) {
    SpscRing.checkCapacity(capacity);
    return HEADER_BYTES + capacity;
  }
  static checkCapacity(capacity) {
    if (!Number.isInteger(capacity) || capacity < 256 || capacity > 2 ** 30 || (capacity & capacity - 1) !== 0) {
      throw invalidArgument("ring capacity", "a power of two in [256, 2^30] bytes", capacity);
    }
  }
  /** Allocate a fresh ring in its own SharedArrayBuffer. */
  static create(capacity) {
    return new SpscRing(new SharedArrayBuffer(SpscRing.byteLengthFor(capacity)), 0, capacity);
  }
  /**
   * Largest payload of which two frames fit in a ring of `capacity` at once (with the spare
   * line): chunking by it lets the producer fill one half while the consumer drains the other.
   */
  static chunkFor(capacity) {
    return (capacity - SPARE >> 1 & ~(FRAME_ALIGN - 1)) - LEN_BYTES;
  }
  /** Ring bytes a frame of `n` payload bytes occupies (length word and padding to a cache line). */
  static frameBytes(n) {
    return frameSize(n);
  }
  capacity;
  /** Byte offset in `buffer` of the data region (8-byte aligned, like every frame's payload in it). */
  dataOffset;
  /** Largest payload one frame can carry. */
  maxFrame;
  ctrl;
  data;
  /** The data region as Int32 words: frame words and link headers (4-byte aligned, never split). */
  i32;
  mask;
  /** Producer's last view of HEAD: re-read only when it says "full" (./README.md, "SPSC ring"). */
  headSeen;
  /** Each side's own index; it is its only writer, so the copy is exact and never re-loaded. */
  headOwn;
  tailOwn;
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
  dirtyEnd;
  /** Consumer: the HEAD value last stored; links rings store HEAD lazily (./README.md, "SPSC ring"). */
  headShared;
  /** Consumer: store HEAD once this many bytes were consumed since the last store (0: every frame). */
  lazyBytes;
  /** Reset to empty. Only while neither side is using the ring; other threads' ring objects must be made anew. */
  reset() {
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
  armRoom() {
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
  markIdle() {
    return Atomics.compareExchange(this.i32, (this.headOwn & this.mask) >> 2, 0, IDLE) <= 0;
  }
  /** Bytes currently queued (frames with their words and padding). */
  used() {
    return Atomics.load(this.ctrl, TAIL) - (Atomics.load(this.ctrl, HEAD) & ~ROOM) >>> 0;
  }
  isEmpty() {
    return Atomics.load(this.ctrl, TAIL) === (Atomics.load(this.ctrl, HEAD) & ~ROOM);
  }
  /**
   * Producer: append one frame made of `a` followed by `b` (both optional parts, so a header and
   * a typed array's bytes go in without concatenation). Returns false when there is no room.
   */
  tryWrite(a, b) {
    const n = a.length + (b === void 0 ? 0 : b.length);
    const tail = this.reserve(n);
    if (tail === -1) return false;
    this.i32[(tail + 4 & this.mask) >> 2] = 0;
    let pos = (tail & this.mask) + LEN_BYTES & this.mask;
    pos = this.put(pos, a);
    if (b !== void 0) this.put(pos, b);
    this.publish(tail, n);
    return true;
  }
  /**
   * Producer: append one frame made of the Int32 words `head` followed by `body`: a link frame's
   * header goes in word by word, with no byte view of it. Returns false when there is no room.
   */
  tryWriteWords(head, body, bodyWords) {
    const words = head.length;
    const n = 4 * words + (bodyWords !== void 0 ? 4 * bodyWords.length : body === void 0 ? 0 : body.length);
    const tail = this.reserve(n);
    if (tail === -1) return false;
    const mask = this.mask;
    const i32 = this.i32;
    i32[(tail + 4 & mask) >> 2] = 0;
    let pos = (tail & mask) + LEN_BYTES & mask;
    for (let k = 0; k < words; k++) {
      i32[pos >> 2] = head[k];
      pos = pos + 4 & mask;
    }
    if (bodyWords !== void 0) {
      for (let k = 0; k < bodyWords.length; k++) {
        i32[pos >> 2] = bodyWords[k];
        pos = pos + 4 & mask;
      }
    } else if (body !== void 0) {
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
  tryWriteTagged(tag, body, bodyWords) {
    const n = body.length;
    const tail = this.reserve(n);
    if (tail === -1) return false;
    const mask = this.mask;
    const i32 = this.i32;
    i32[(tail + 4 & mask) >> 2] = tag;
    const pos = (tail & mask) + LEN_BYTES & mask;
    if (bodyWords !== void 0) {
      if (n <= 56) {
        const at = pos >> 2;
        for (let k = 0; k < bodyWords.length; k++) i32[at + k] = bodyWords[k];
      } else {
        let p = pos;
        for (let k = 0; k < bodyWords.length; k++) {
          i32[p >> 2] = bodyWords[k];
          p = p + 4 & mask;
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
  tryWriteLine(tag, words) {
    const count = words.length;
    if (count > LINE_WORDS) throw invalidArgument("tryWriteLine words", `at most ${LINE_WORDS} Int32 words`, count);
    const at = this.reserveLine();
    if (at === -1) return false;
    const i32 = this.i32;
    const w = at >> 2;
    for (let k = 0; k < count; k++) i32[w + k] = words[k];
    this.commitLine(tag, 4 * count);
    return true;
  }
  /**
   * Producer, in two steps: `reserveLine()` gives the byte position in the data region where the
   * payload of a one-line frame goes (8-byte aligned; -1 when there is no room); the caller
   * writes at most 56 bytes there through a view of its own, then `commitLine(tag, n)` publishes
   * the frame. Nothing else may touch the ring in between.
   */
  reserveLine() {
    const tail = this.tailOwn;
    if (this.capacity - (tail - this.headSeen >>> 0) < 2 * FRAME_ALIGN) {
      this.headSeen = Atomics.load(this.ctrl, HEAD) & ~ROOM;
      if (this.capacity - (tail - this.headSeen >>> 0) < 2 * FRAME_ALIGN) return -1;
    }
    return (tail & this.mask) + LEN_BYTES;
  }
  /** Producer: publish the one-line frame of `n` payload bytes written after `reserveLine()`. */
  commitLine(tag, n) {
    const tail = this.tailOwn;
    this.i32[((tail & this.mask) >> 2) + 1] = tag;
    this.publish(tail, n);
  }
  /**
   * Producer: whether a frame of `n` payload bytes fits now (re-reading HEAD only when the cached
   * one says no). Room only grows until this producer writes, so a write of that frame succeeds.
   */
  fits(n) {
    return this.reserve(n) !== -1;
  }
  /** Producer: TAIL if a frame of `n` payload bytes fits now, else -1. */
  reserve(n) {
    if (n > this.maxFrame) throw messageTooLarge(n, this.maxFrame);
    const need = frameSize(n) + SPARE;
    const tail = this.tailOwn;
    if (this.capacity - (tail - this.headSeen >>> 0) < need) {
      this.headSeen = Atomics.load(this.ctrl, HEAD) & ~ROOM;
      if (this.capacity - (tail - this.headSeen >>> 0) < need) return -1;
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
  publish(tail, n) {
    const size = frameSize(n);
    const next = tail + size | 0;
    if ((this.dirtyEnd - next | 0) > 0) this.i32[(next & this.mask) >> 2] = 0;
    this.dirtyEnd = size > FRAME_ALIGN ? next + this.capacity | 0 : (this.dirtyEnd - next | 0) > 0 ? this.dirtyEnd : next;
    this.consumerIdle = Atomics.exchange(this.i32, (tail & this.mask) >> 2, n + 1) === IDLE;
    this.tailOwn = next;
    if (this.notifyWords) {
      Atomics.store(this.ctrl, TAIL, next);
      Atomics.notify(this.ctrl, TAIL);
    } else {
      this.ctrl[TAIL] = next;
    }
  }
  put(pos, src) {
    const len = src.length;
    if (len <= SMALL_COPY) {
      const data = this.data;
      const mask = this.mask;
      for (let i = 0; i < len; i++) data[pos + i & mask] = src[i];
      return pos + len & mask;
    }
    const first = Math.min(len, this.capacity - pos);
    if (first === len) {
      this.data.set(src, pos);
    } else {
      this.data.set(src.subarray(0, first), pos);
      this.data.set(src.subarray(first), 0);
    }
    return pos + len & this.mask;
  }
  /** Consumer: payload length of the next frame, or -1 when empty. */
  peekLength() {
    const word = Atomics.load(this.i32, (this.headOwn & this.mask) >> 2);
    return word - 1;
  }
  /**
   * Consumer: byte position in the data region of the next frame's payload (after
   * `peekLength() >= 0`): lets a reader copy a one-line payload through a typed view of its own.
   */
  peekPayloadAt() {
    return (this.headOwn & this.mask) + LEN_BYTES & this.mask;
  }
  /** Consumer: the TAG word of the next frame (after `peekLength() >= 0`); 0 for `tryWrite` frames. */
  peekTag() {
    return this.i32[(this.headOwn + 4 & this.mask) >> 2];
  }
  /** Consumer: the Int32 word at payload byte `4 * k` of the next frame (after `peekLength() >= 0`). */
  peekWord(k) {
    return this.i32[((this.headOwn & this.mask) + LEN_BYTES + 4 * k & this.mask) >> 2];
  }
  /**
   * Consumer: copy bytes [from, from + dst.length) of the next frame's payload into `dst`
   * without consuming it. Lets a reader parse a header, then copy the body straight into its
   * destination.
   */
  peekInto(dst, from = 0) {
    const mask = this.mask;
    const pos = (this.headOwn & mask) + LEN_BYTES + from & mask;
    const len = dst.length;
    if (len <= SMALL_COPY) {
      const data = this.data;
      for (let i = 0; i < len; i++) dst[i] = data[pos + i & mask];
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
  peekWordsInto(dst, from) {
    const mask = this.mask;
    const i32 = this.i32;
    if (from === 0 && dst.length <= LINE_WORDS) {
      const at = (this.headOwn & mask) + LEN_BYTES >> 2;
      for (let k = 0; k < dst.length; k++) dst[k] = i32[at + k];
      return;
    }
    let pos = (this.headOwn & mask) + LEN_BYTES + from & mask;
    for (let k = 0; k < dst.length; k++) {
      dst[k] = i32[pos >> 2];
      pos = pos + 4 & mask;
    }
  }
  /** Consumer: drop the next frame (after peeking it). */
  consume() {
    const head = this.headOwn;
    const word = (head & this.mask) >> 2;
    const n = this.i32[word] - 1;
    this.i32[word] = 0;
    const next = head + frameSize(n) | 0;
    this.headOwn = next;
    if (next - this.headShared >>> 0 >= this.lazyBytes) {
      this.shareHead();
    } else {
      this.roomAsked = false;
    }
  }
  /** Consumer: whether frames were consumed since HEAD was last stored. */
  headUnshared() {
    return this.headOwn !== this.headShared;
  }
  /**
   * Consumer: store HEAD now (release: the consumed space is reusable). Clears ROOM; its old value
   * says whether the producer asked for room (`roomAsked`). `consume()` calls it once `lazyBytes`
   * accumulated; a links consumer also calls it before it sleeps.
   */
  shareHead() {
    this.headShared = this.headOwn;
    this.roomAsked = (Atomics.exchange(this.ctrl, HEAD, this.headOwn) & ROOM) !== 0;
    if (this.notifyWords) Atomics.notify(this.ctrl, HEAD);
  }
  /** Consumer: take the next frame as a fresh Uint8Array, or null when empty. */
  tryRead() {
    const n = this.peekLength();
    if (n < 0) return null;
    const out = new Uint8Array(n);
    this.peekInto(out);
    this.consume();
    return out;
  }
  /** Producer, blocking: wait for room (back-pressure), honouring deadline and abort. */
  write(policy, a, b, timeoutMs = policy.timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    while (!this.tryWrite(a, b)) {
      const head = Atomics.load(this.ctrl, HEAD);
      if (this.tryWrite(a, b)) return;
      waitWhileEqual(
        this.ctrl,
        HEAD,
        head,
        policy,
        "ring write (waiting for the consumer to free space)",
        Math.max(1, deadline - Date.now())
      );
    }
  }
  /** Consumer, blocking: wait for a frame, honouring deadline and abort. */
  read(policy, timeoutMs = policy.timeoutMs) {
    const deadline = Date.now() + timeoutMs;
    for (; ; ) {
      const tail = Atomics.load(this.ctrl, TAIL);
      const got = this.tryRead();
      if (got !== null) return got;
      waitWhileEqual(this.ctrl, TAIL, tail, policy, "ring read (waiting for the producer)", Math.max(1, deadline - Date.now()));
    }
  }
}
export {
  LINE_WORDS,
  SpscRing
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3NobS9yaW5nLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFNpbmdsZS1wcm9kdWNlciBzaW5nbGUtY29uc3VtZXIgcmluZyBvZiB2YXJpYWJsZS1sZW5ndGggZnJhbWVzIGluIGEgU2hhcmVkQXJyYXlCdWZmZXIuXG4gKiBMYXlvdXQsIG1lbW9yeSBvcmRlciBhbmQgcmFjZXM6IC4vUkVBRE1FLm1kIChcIlNQU0MgcmluZ1wiKS5cbiAqL1xuaW1wb3J0IHsgaW52YWxpZEFyZ3VtZW50LCBtZXNzYWdlVG9vTGFyZ2UgfSBmcm9tICcuLi9lcnJvcnMuanMnO1xuaW1wb3J0IHsgdHlwZSBXYWl0UG9saWN5LCB3YWl0V2hpbGVFcXVhbCB9IGZyb20gJy4vd2FpdC5qcyc7XG5cbi8qKlxuICogSW50MzIgc2xvdHMgb2YgdGhlIGhlYWRlcjsgaGVhZCBhbmQgdGFpbCBzaXQgb24gc2VwYXJhdGUgNjQtYnl0ZSBsaW5lcy4gSEVBRCBjb3VudHMgYnl0ZXMgaW5cbiAqIHdob2xlIDY0LWJ5dGUgZnJhbWVzLCBzbyBpdHMgYml0IDAgaXMgZnJlZTogUk9PTSwgc2V0IGJ5IGEgcHJvZHVjZXIgdGhhdCBpcyBhYm91dCB0byBzbGVlcCBmb3JcbiAqIHJvb20gYW5kIGNsZWFyZWQgYnkgdGhlIGNvbnN1bWVyJ3MgbmV4dCBleGNoYW5nZSBvZiBIRUFEICguL1JFQURNRS5tZCwgXCJTUFNDIHJpbmdcIikuXG4gKi9cbmNvbnN0IEhFQUQgPSAwO1xuY29uc3QgUk9PTSA9IDE7XG5jb25zdCBUQUlMID0gMTY7XG4vKipcbiAqIFZhbHVlIGEgY29uc3VtZXIgYWJvdXQgdG8gc2xlZXAgc3RvcmVzIGluIHRoZSAoemVybykgV09SRCBvZiB0aGUgZnJhbWUgaXQgd2FpdHMgZm9yOyB0aGVcbiAqIHByb2R1Y2VyJ3MgZXhjaGFuZ2UgdGhhdCBwdWJsaXNoZXMgdGhlIGZyYW1lIHNlZXMgaXQgYW5kIHJpbmdzIHRoZSBjb25zdW1lci5cbiAqL1xuY29uc3QgSURMRSA9IC0xO1xuY29uc3QgSEVBREVSX0JZVEVTID0gMTI4O1xuLyoqXG4gKiBGcmFtZSB3b3JkIChwYXlsb2FkIGxlbmd0aCArIDE7IDAgPSBubyBmcmFtZSB5ZXQpIHBsdXMgdGhlIGZyYW1lJ3MgVEFHIHdvcmQgKGZyZWUgZm9yIHRoZSB1c2VyOlxuICogbGlua3MgbWFyayB3aG9sZSBtZXNzYWdlcyBiZXR3ZWVuIG5laWdoYm91cnMgdGhlcmUpOiBwYXlsb2FkcyBzdGF5IDgtYnl0ZSBhbGlnbmVkLlxuICovXG5jb25zdCBMRU5fQllURVMgPSA4O1xuLyoqIEZyYW1lcyBzdGFydCBvbiBjYWNoZSBsaW5lczogYSBzbWFsbCBmcmFtZSBpcyBvbmUgbGluZSwgYW5kIHRoZSBjb25zdW1lciBwb2xscyB0aGF0IGxpbmUuICovXG5jb25zdCBGUkFNRV9BTElHTiA9IDY0O1xuLyoqIFJvb20ga2VwdCBmcmVlIGFmdGVyIHRoZSBsYXN0IGZyYW1lIGZvciB0aGUgemVyb2VkIHdvcmQgb2YgdGhlIG5leHQgb25lLiAqL1xuY29uc3QgU1BBUkUgPSBGUkFNRV9BTElHTjtcbi8qKiBQYXlsb2FkIHdvcmRzIG9mIGEgb25lLWxpbmUgZnJhbWUgKDY0IGJ5dGVzIGxlc3MgV09SRCBhbmQgVEFHKS4gKi9cbmV4cG9ydCBjb25zdCBMSU5FX1dPUkRTID0gKEZSQU1FX0FMSUdOIC0gTEVOX0JZVEVTKSA+PiAyO1xuLyoqIENvcGllcyB1cCB0byB0aGlzIG1hbnkgYnl0ZXMgZ28gYnkgYSBwbGFpbiBsb29wOiBjaGVhcGVyIHRoYW4gYSBzdWJhcnJheSB2aWV3IHBsdXMgYHNldGAuICovXG5jb25zdCBTTUFMTF9DT1BZID0gNjQ7XG5cbi8qKiBSaW5nIGJ5dGVzIG9mIGEgZnJhbWUgY2FycnlpbmcgYG5gIHBheWxvYWQgYnl0ZXMuICovXG5mdW5jdGlvbiBmcmFtZVNpemUobjogbnVtYmVyKTogbnVtYmVyIHtcbiAgcmV0dXJuIChMRU5fQllURVMgKyBuICsgRlJBTUVfQUxJR04gLSAxKSAmIH4oRlJBTUVfQUxJR04gLSAxKTtcbn1cblxuZXhwb3J0IGNsYXNzIFNwc2NSaW5nIHtcbiAgLyoqIEJ5dGVzIG9mIFNoYXJlZEFycmF5QnVmZmVyIGEgcmluZyBvZiBgY2FwYWNpdHlgIGRhdGEgYnl0ZXMgbmVlZHMuICovXG4gIHN0YXRpYyBieXRlTGVuZ3RoRm9yKGNhcGFjaXR5OiBudW1iZXIpOiBudW1iZXIge1xuICAgIFNwc2NSaW5nLmNoZWNrQ2FwYWNpdHkoY2FwYWNpdHkpO1xuICAgIHJldHVybiBIRUFERVJfQllURVMgKyBjYXBhY2l0eTtcbiAgfVxuXG4gIHN0YXRpYyBjaGVja0NhcGFjaXR5KGNhcGFjaXR5OiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoIU51bWJlci5pc0ludGVnZXIoY2FwYWNpdHkpIHx8IGNhcGFjaXR5IDwgMjU2IHx8IGNhcGFjaXR5ID4gMiAqKiAzMCB8fCAoY2FwYWNpdHkgJiAoY2FwYWNpdHkgLSAxKSkgIT09IDApIHtcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudCgncmluZyBjYXBhY2l0eScsICdhIHBvd2VyIG9mIHR3byBpbiBbMjU2LCAyXjMwXSBieXRlcycsIGNhcGFjaXR5KTtcbiAgICB9XG4gIH1cblxuICAvKiogQWxsb2NhdGUgYSBmcmVzaCByaW5nIGluIGl0cyBvd24gU2hhcmVkQXJyYXlCdWZmZXIuICovXG4gIHN0YXRpYyBjcmVhdGUoY2FwYWNpdHk6IG51bWJlcik6IFNwc2NSaW5nIHtcbiAgICByZXR1cm4gbmV3IFNwc2NSaW5nKG5ldyBTaGFyZWRBcnJheUJ1ZmZlcihTcHNjUmluZy5ieXRlTGVuZ3RoRm9yKGNhcGFjaXR5KSksIDAsIGNhcGFjaXR5KTtcbiAgfVxuXG4gIC8qKlxuICAgKiBMYXJnZXN0IHBheWxvYWQgb2Ygd2hpY2ggdHdvIGZyYW1lcyBmaXQgaW4gYSByaW5nIG9mIGBjYXBhY2l0eWAgYXQgb25jZSAod2l0aCB0aGUgc3BhcmVcbiAgICogbGluZSk6IGNodW5raW5nIGJ5IGl0IGxldHMgdGhlIHByb2R1Y2VyIGZpbGwgb25lIGhhbGYgd2hpbGUgdGhlIGNvbnN1bWVyIGRyYWlucyB0aGUgb3RoZXIuXG4gICAqL1xuICBzdGF0aWMgY2h1bmtGb3IoY2FwYWNpdHk6IG51bWJlcik6IG51bWJlciB7XG4gICAgcmV0dXJuICgoKGNhcGFjaXR5IC0gU1BBUkUpID4+IDEpICYgfihGUkFNRV9BTElHTiAtIDEpKSAtIExFTl9CWVRFUztcbiAgfVxuXG4gIC8qKiBSaW5nIGJ5dGVzIGEgZnJhbWUgb2YgYG5gIHBheWxvYWQgYnl0ZXMgb2NjdXBpZXMgKGxlbmd0aCB3b3JkIGFuZCBwYWRkaW5nIHRvIGEgY2FjaGUgbGluZSkuICovXG4gIHN0YXRpYyBmcmFtZUJ5dGVzKG46IG51bWJlcik6IG51bWJlciB7XG4gICAgcmV0dXJuIGZyYW1lU2l6ZShuKTtcbiAgfVxuXG4gIHJlYWRvbmx5IGNhcGFjaXR5OiBudW1iZXI7XG4gIC8qKiBCeXRlIG9mZnNldCBpbiBgYnVmZmVyYCBvZiB0aGUgZGF0YSByZWdpb24gKDgtYnl0ZSBhbGlnbmVkLCBsaWtlIGV2ZXJ5IGZyYW1lJ3MgcGF5bG9hZCBpbiBpdCkuICovXG4gIHJlYWRvbmx5IGRhdGFPZmZzZXQ6IG51bWJlcjtcbiAgLyoqIExhcmdlc3QgcGF5bG9hZCBvbmUgZnJhbWUgY2FuIGNhcnJ5LiAqL1xuICByZWFkb25seSBtYXhGcmFtZTogbnVtYmVyO1xuICByZWFkb25seSBjdHJsOiBJbnQzMkFycmF5O1xuICBwcml2YXRlIHJlYWRvbmx5IGRhdGE6IFVpbnQ4QXJyYXk7XG4gIC8qKiBUaGUgZGF0YSByZWdpb24gYXMgSW50MzIgd29yZHM6IGZyYW1lIHdvcmRzIGFuZCBsaW5rIGhlYWRlcnMgKDQtYnl0ZSBhbGlnbmVkLCBuZXZlciBzcGxpdCkuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgaTMyOiBJbnQzMkFycmF5O1xuICBwcml2YXRlIHJlYWRvbmx5IG1hc2s6IG51bWJlcjtcbiAgLyoqIFByb2R1Y2VyJ3MgbGFzdCB2aWV3IG9mIEhFQUQ6IHJlLXJlYWQgb25seSB3aGVuIGl0IHNheXMgXCJmdWxsXCIgKC4vUkVBRE1FLm1kLCBcIlNQU0MgcmluZ1wiKS4gKi9cbiAgcHJpdmF0ZSBoZWFkU2VlbjogbnVtYmVyO1xuICAvKiogRWFjaCBzaWRlJ3Mgb3duIGluZGV4OyBpdCBpcyBpdHMgb25seSB3cml0ZXIsIHNvIHRoZSBjb3B5IGlzIGV4YWN0IGFuZCBuZXZlciByZS1sb2FkZWQuICovXG4gIHByaXZhdGUgaGVhZE93bjogbnVtYmVyO1xuICBwcml2YXRlIHRhaWxPd246IG51bWJlcjtcbiAgLyoqXG4gICAqIFByb2R1Y2VyLCBhZnRlciBhIHdyaXRlOiB0aGUgY29uc3VtZXIgaGFkIGFubm91bmNlZCBpdCBzbGVlcHMgd2FpdGluZyBmb3IgdGhpcyBmcmFtZSAodGhlXG4gICAqIFdPUkQgaGVsZCBJRExFKTsgcmluZyBpdHMgZG9vcmJlbGwuXG4gICAqL1xuICBjb25zdW1lcklkbGUgPSBmYWxzZTtcbiAgLyoqIENvbnN1bWVyLCBhZnRlciBgY29uc3VtZSgpYCBvciBgc2hhcmVIZWFkKClgOiB0aGUgcHJvZHVjZXIgaGFkIGFza2VkIGZvciByb29tIChST09NIHdhcyBzZXQpOyByaW5nIGl0LiAqL1xuICByb29tQXNrZWQgPSBmYWxzZTtcbiAgLyoqXG4gICAqIFByb2R1Y2VyOiB1cCB0byBoZXJlIChleGNsdXNpdmUsIGJ5dGUgY291bnRlciBvZiB0aGUgbmV4dCBsYXApIGxpbmUgc3RhcnRzIG1heSBob2xkIHBheWxvYWRcbiAgICogb2YgYW4gZWFybGllciBtdWx0aS1saW5lIGZyYW1lLCBzbyBgcHVibGlzaGAgemVyb2VzIHRoZSBuZXh0IFdPUkQgYmVmb3JlIGl0IG1heSBiZSBwb2xsZWQuXG4gICAqL1xuICBwcml2YXRlIGRpcnR5RW5kOiBudW1iZXI7XG4gIC8qKiBDb25zdW1lcjogdGhlIEhFQUQgdmFsdWUgbGFzdCBzdG9yZWQ7IGxpbmtzIHJpbmdzIHN0b3JlIEhFQUQgbGF6aWx5ICguL1JFQURNRS5tZCwgXCJTUFNDIHJpbmdcIikuICovXG4gIHByaXZhdGUgaGVhZFNoYXJlZDogbnVtYmVyO1xuICAvKiogQ29uc3VtZXI6IHN0b3JlIEhFQUQgb25jZSB0aGlzIG1hbnkgYnl0ZXMgd2VyZSBjb25zdW1lZCBzaW5jZSB0aGUgbGFzdCBzdG9yZSAoMDogZXZlcnkgZnJhbWUpLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IGxhenlCeXRlczogbnVtYmVyO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IGJ1ZmZlcjogU2hhcmVkQXJyYXlCdWZmZXIsXG4gICAgcmVhZG9ubHkgYnl0ZU9mZnNldDogbnVtYmVyLFxuICAgIGNhcGFjaXR5OiBudW1iZXIsXG4gICAgLyoqIE5vdGlmeSB0aGUgcmluZydzIG93biBoZWFkL3RhaWwgd29yZHMgb24gZXZlcnkgY2hhbmdlIChmb3Igc3RhbmRhbG9uZSBibG9ja2luZyB1c2UpLiAqL1xuICAgIHByaXZhdGUgcmVhZG9ubHkgbm90aWZ5V29yZHMgPSB0cnVlLFxuICApIHtcbiAgICBTcHNjUmluZy5jaGVja0NhcGFjaXR5KGNhcGFjaXR5KTtcbiAgICBpZiAoYnl0ZU9mZnNldCAlIDggIT09IDAgfHwgYnl0ZU9mZnNldCArIEhFQURFUl9CWVRFUyArIGNhcGFjaXR5ID4gYnVmZmVyLmJ5dGVMZW5ndGgpIHtcbiAgICAgIHRocm93IGludmFsaWRBcmd1bWVudCgncmluZyBieXRlT2Zmc2V0JywgYGEgbXVsdGlwbGUgb2YgOCBsZWF2aW5nICR7SEVBREVSX0JZVEVTICsgY2FwYWNpdHl9IGJ5dGVzIGluIHRoZSBidWZmZXJgLCBieXRlT2Zmc2V0KTtcbiAgICB9XG4gICAgdGhpcy5jYXBhY2l0eSA9IGNhcGFjaXR5O1xuICAgIHRoaXMuZGF0YU9mZnNldCA9IGJ5dGVPZmZzZXQgKyBIRUFERVJfQllURVM7XG4gICAgdGhpcy5tYXNrID0gY2FwYWNpdHkgLSAxO1xuICAgIHRoaXMubWF4RnJhbWUgPSBjYXBhY2l0eSAtIFNQQVJFIC0gTEVOX0JZVEVTO1xuICAgIHRoaXMuY3RybCA9IG5ldyBJbnQzMkFycmF5KGJ1ZmZlciwgYnl0ZU9mZnNldCwgSEVBREVSX0JZVEVTIC8gNCk7XG4gICAgdGhpcy5kYXRhID0gbmV3IFVpbnQ4QXJyYXkoYnVmZmVyLCBieXRlT2Zmc2V0ICsgSEVBREVSX0JZVEVTLCBjYXBhY2l0eSk7XG4gICAgdGhpcy5pMzIgPSBuZXcgSW50MzJBcnJheShidWZmZXIsIGJ5dGVPZmZzZXQgKyBIRUFERVJfQllURVMsIGNhcGFjaXR5ID4+IDIpO1xuICAgIHRoaXMuaGVhZE93biA9IEF0b21pY3MubG9hZCh0aGlzLmN0cmwsIEhFQUQpICYgflJPT007XG4gICAgdGhpcy5oZWFkU2VlbiA9IHRoaXMuaGVhZE93bjtcbiAgICB0aGlzLmhlYWRTaGFyZWQgPSB0aGlzLmhlYWRPd247XG4gICAgdGhpcy5sYXp5Qnl0ZXMgPSBub3RpZnlXb3JkcyA/IDAgOiBjYXBhY2l0eSA+PiAzO1xuICAgIHRoaXMudGFpbE93biA9IEF0b21pY3MubG9hZCh0aGlzLmN0cmwsIFRBSUwpO1xuICAgIC8vIFVua25vd24gaGlzdG9yeSAoYSByZXVzZWQgYnVmZmVyIG1heSBob2xkIHdvcmRzIG9mIGFuIGVhcmxpZXIgcnVuKTogemVybyBldmVyeSBuZXh0IFdPUkQgZm9yIGEgbGFwLlxuICAgIHRoaXMuZGlydHlFbmQgPSAodGhpcy50YWlsT3duICsgY2FwYWNpdHkpIHwgMDtcbiAgICBpZiAoKHRoaXMuaGVhZE93biB8IHRoaXMudGFpbE93bikgJiAoRlJBTUVfQUxJR04gLSAxKSkge1xuICAgICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdyaW5nIHN0YXRlJywgYGhlYWQgYW5kIHRhaWwgb24gJHtGUkFNRV9BTElHTn0tYnl0ZSBmcmFtZSBib3VuZGFyaWVzYCwgYCR7dGhpcy5oZWFkT3dufSwgJHt0aGlzLnRhaWxPd259YCk7XG4gICAgfVxuICB9XG5cbiAgLyoqIFJlc2V0IHRvIGVtcHR5LiBPbmx5IHdoaWxlIG5laXRoZXIgc2lkZSBpcyB1c2luZyB0aGUgcmluZzsgb3RoZXIgdGhyZWFkcycgcmluZyBvYmplY3RzIG11c3QgYmUgbWFkZSBhbmV3LiAqL1xuICByZXNldCgpOiB2b2lkIHtcbiAgICBBdG9taWNzLnN0b3JlKHRoaXMuY3RybCwgSEVBRCwgMCk7XG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLmN0cmwsIFRBSUwsIDApO1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy5pMzIsIDAsIDApO1xuICAgIHRoaXMuaGVhZE93biA9IDA7XG4gICAgdGhpcy5oZWFkU2VlbiA9IDA7XG4gICAgdGhpcy5oZWFkU2hhcmVkID0gMDtcbiAgICB0aGlzLmRpcnR5RW5kID0gdGhpcy5jYXBhY2l0eTtcbiAgICB0aGlzLnRhaWxPd24gPSAwO1xuICB9XG5cbiAgLyoqXG4gICAqIFByb2R1Y2VyLCBhYm91dCB0byBzbGVlcCB1bnRpbCB0aGUgY29uc3VtZXIgZnJlZXMgcm9vbTogc2V0IFJPT00sIHNvIHRoYXQgdGhlIGNvbnN1bWVyJ3MgbmV4dFxuICAgKiBgY29uc3VtZSgpYCByZXBvcnRzIGByb29tQXNrZWRgLiBSZXR1cm5zIGZhbHNlIHdoZW4gSEVBRCBtb3ZlZCBzaW5jZSB0aGUgcHJvZHVjZXIgbGFzdCBsb29rZWRcbiAgICogKHJvb20gbWF5IGhhdmUgYmVlbiBmcmVlZDogcmUtY2hlY2sgaW5zdGVhZCBvZiBzbGVlcGluZykuIFRoZSBjb25zdW1lciBjbGVhcnMgUk9PTSBhdCBldmVyeVxuICAgKiBjb25zdW1lLCBzbyBhIHByb2R1Y2VyIGFybXMgaXQgYWdhaW4gYmVmb3JlIGV2ZXJ5IHNsZWVwLlxuICAgKi9cbiAgYXJtUm9vbSgpOiBib29sZWFuIHtcbiAgICBjb25zdCBoZWFkID0gQXRvbWljcy5vcih0aGlzLmN0cmwsIEhFQUQsIFJPT00pICYgflJPT007XG4gICAgaWYgKGhlYWQgPT09IHRoaXMuaGVhZFNlZW4pIHJldHVybiB0cnVlO1xuICAgIHRoaXMuaGVhZFNlZW4gPSBoZWFkO1xuICAgIHJldHVybiBmYWxzZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBDb25zdW1lciwgYWJvdXQgdG8gc2xlZXA6IG1hcmsgdGhlIFdPUkQgb2YgdGhlIG5leHQgZnJhbWUgSURMRSwgc28gdGhhdCB0aGUgcHJvZHVjZXIncyB3cml0ZVxuICAgKiBvZiB0aGF0IGZyYW1lIHJlcG9ydHMgYGNvbnN1bWVySWRsZWAuIFJldHVybnMgZmFsc2Ugd2hlbiBhIGZyYW1lIGlzIGFscmVhZHkgdGhlcmUgKGNvbnN1bWUgaXRcbiAgICogaW5zdGVhZCBvZiBzbGVlcGluZykuIFRoZSBtYXJrIHN0YXlzIHVudGlsIHRoZSBwcm9kdWNlciBvdmVyd3JpdGVzIGl0LlxuICAgKi9cbiAgbWFya0lkbGUoKTogYm9vbGVhbiB7XG4gICAgcmV0dXJuIEF0b21pY3MuY29tcGFyZUV4Y2hhbmdlKHRoaXMuaTMyLCAodGhpcy5oZWFkT3duICYgdGhpcy5tYXNrKSA+PiAyLCAwLCBJRExFKSA8PSAwO1xuICB9XG5cbiAgLyoqIEJ5dGVzIGN1cnJlbnRseSBxdWV1ZWQgKGZyYW1lcyB3aXRoIHRoZWlyIHdvcmRzIGFuZCBwYWRkaW5nKS4gKi9cbiAgdXNlZCgpOiBudW1iZXIge1xuICAgIHJldHVybiAoQXRvbWljcy5sb2FkKHRoaXMuY3RybCwgVEFJTCkgLSAoQXRvbWljcy5sb2FkKHRoaXMuY3RybCwgSEVBRCkgJiB+Uk9PTSkpID4+PiAwO1xuICB9XG5cbiAgaXNFbXB0eSgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gQXRvbWljcy5sb2FkKHRoaXMuY3RybCwgVEFJTCkgPT09IChBdG9taWNzLmxvYWQodGhpcy5jdHJsLCBIRUFEKSAmIH5ST09NKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBQcm9kdWNlcjogYXBwZW5kIG9uZSBmcmFtZSBtYWRlIG9mIGBhYCBmb2xsb3dlZCBieSBgYmAgKGJvdGggb3B0aW9uYWwgcGFydHMsIHNvIGEgaGVhZGVyIGFuZFxuICAgKiBhIHR5cGVkIGFycmF5J3MgYnl0ZXMgZ28gaW4gd2l0aG91dCBjb25jYXRlbmF0aW9uKS4gUmV0dXJucyBmYWxzZSB3aGVuIHRoZXJlIGlzIG5vIHJvb20uXG4gICAqL1xuICB0cnlXcml0ZShhOiBVaW50OEFycmF5LCBiPzogVWludDhBcnJheSk6IGJvb2xlYW4ge1xuICAgIGNvbnN0IG4gPSBhLmxlbmd0aCArIChiID09PSB1bmRlZmluZWQgPyAwIDogYi5sZW5ndGgpOyAvLyBVaW50OEFycmF5OiBsZW5ndGggaXMgYnl0ZUxlbmd0aCwgYW5kIGNoZWFwZXJcbiAgICBjb25zdCB0YWlsID0gdGhpcy5yZXNlcnZlKG4pO1xuICAgIGlmICh0YWlsID09PSAtMSkgcmV0dXJuIGZhbHNlO1xuICAgIHRoaXMuaTMyWygodGFpbCArIDQpICYgdGhpcy5tYXNrKSA+PiAyXSA9IDA7XG4gICAgbGV0IHBvcyA9ICgodGFpbCAmIHRoaXMubWFzaykgKyBMRU5fQllURVMpICYgdGhpcy5tYXNrO1xuICAgIHBvcyA9IHRoaXMucHV0KHBvcywgYSk7XG4gICAgaWYgKGIgIT09IHVuZGVmaW5lZCkgdGhpcy5wdXQocG9zLCBiKTtcbiAgICB0aGlzLnB1Ymxpc2godGFpbCwgbik7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogUHJvZHVjZXI6IGFwcGVuZCBvbmUgZnJhbWUgbWFkZSBvZiB0aGUgSW50MzIgd29yZHMgYGhlYWRgIGZvbGxvd2VkIGJ5IGBib2R5YDogYSBsaW5rIGZyYW1lJ3NcbiAgICogaGVhZGVyIGdvZXMgaW4gd29yZCBieSB3b3JkLCB3aXRoIG5vIGJ5dGUgdmlldyBvZiBpdC4gUmV0dXJucyBmYWxzZSB3aGVuIHRoZXJlIGlzIG5vIHJvb20uXG4gICAqL1xuICB0cnlXcml0ZVdvcmRzKGhlYWQ6IEludDMyQXJyYXksIGJvZHk/OiBVaW50OEFycmF5LCBib2R5V29yZHM/OiBJbnQzMkFycmF5KTogYm9vbGVhbiB7XG4gICAgY29uc3Qgd29yZHMgPSBoZWFkLmxlbmd0aDtcbiAgICBjb25zdCBuID0gNCAqIHdvcmRzICsgKGJvZHlXb3JkcyAhPT0gdW5kZWZpbmVkID8gNCAqIGJvZHlXb3Jkcy5sZW5ndGggOiBib2R5ID09PSB1bmRlZmluZWQgPyAwIDogYm9keS5sZW5ndGgpO1xuICAgIGNvbnN0IHRhaWwgPSB0aGlzLnJlc2VydmUobik7XG4gICAgaWYgKHRhaWwgPT09IC0xKSByZXR1cm4gZmFsc2U7XG4gICAgY29uc3QgbWFzayA9IHRoaXMubWFzaztcbiAgICBjb25zdCBpMzIgPSB0aGlzLmkzMjtcbiAgICBpMzJbKCh0YWlsICsgNCkgJiBtYXNrKSA+PiAyXSA9IDA7XG4gICAgbGV0IHBvcyA9ICgodGFpbCAmIG1hc2spICsgTEVOX0JZVEVTKSAmIG1hc2s7XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCB3b3JkczsgaysrKSB7XG4gICAgICBpMzJbcG9zID4+IDJdID0gaGVhZFtrXSBhcyBudW1iZXI7XG4gICAgICBwb3MgPSAocG9zICsgNCkgJiBtYXNrO1xuICAgIH1cbiAgICBpZiAoYm9keVdvcmRzICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIC8vIFdvcmQgYnkgd29yZDogYSBTaGFyZWRBcnJheUJ1ZmZlciBieXRlIGNvc3RzIH4xIG5zIHBlciBlbGVtZW50IGFjY2VzcywgYSB3b3JkIHRoZSBzYW1lLlxuICAgICAgZm9yIChsZXQgayA9IDA7IGsgPCBib2R5V29yZHMubGVuZ3RoOyBrKyspIHtcbiAgICAgICAgaTMyW3BvcyA+PiAyXSA9IGJvZHlXb3Jkc1trXSBhcyBudW1iZXI7XG4gICAgICAgIHBvcyA9IChwb3MgKyA0KSAmIG1hc2s7XG4gICAgICB9XG4gICAgfSBlbHNlIGlmIChib2R5ICE9PSB1bmRlZmluZWQpIHtcbiAgICAgIHRoaXMucHV0KHBvcywgYm9keSk7XG4gICAgfVxuICAgIHRoaXMucHVibGlzaCh0YWlsLCBuKTtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKlxuICAgKiBQcm9kdWNlcjogYXBwZW5kIG9uZSBmcmFtZSBvZiBgYm9keWAgKG9yIG9mIGl0cyBJbnQzMiB2aWV3IGBib2R5V29yZHNgLCBjb3BpZWQgd29yZCBieSB3b3JkKVxuICAgKiB3aXRoIGB0YWdgIGluIHRoZSBmcmFtZSdzIFRBRyB3b3JkOiB0aGUgbGVhbiBwYXRoIG9mIHNtYWxsIG1lc3NhZ2VzLCBubyBoZWFkZXIgaW4gdGhlIHBheWxvYWQuXG4gICAqIFJldHVybnMgZmFsc2Ugd2hlbiB0aGVyZSBpcyBubyByb29tLlxuICAgKi9cbiAgdHJ5V3JpdGVUYWdnZWQodGFnOiBudW1iZXIsIGJvZHk6IFVpbnQ4QXJyYXksIGJvZHlXb3Jkcz86IEludDMyQXJyYXkpOiBib29sZWFuIHtcbiAgICBjb25zdCBuID0gYm9keS5sZW5ndGg7XG4gICAgY29uc3QgdGFpbCA9IHRoaXMucmVzZXJ2ZShuKTtcbiAgICBpZiAodGFpbCA9PT0gLTEpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBtYXNrID0gdGhpcy5tYXNrO1xuICAgIGNvbnN0IGkzMiA9IHRoaXMuaTMyO1xuICAgIGkzMlsoKHRhaWwgKyA0KSAmIG1hc2spID4+IDJdID0gdGFnO1xuICAgIGNvbnN0IHBvcyA9ICgodGFpbCAmIG1hc2spICsgTEVOX0JZVEVTKSAmIG1hc2s7XG4gICAgaWYgKGJvZHlXb3JkcyAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAvLyBUaGUgcGF5bG9hZCBzdGFydHMgOCBieXRlcyBpbnRvIGEgNjQtYnl0ZSBhbGlnbmVkIGZyYW1lOiB1cCB0byA1NiBieXRlcyBuZXZlciB3cmFwLlxuICAgICAgaWYgKG4gPD0gNTYpIHtcbiAgICAgICAgY29uc3QgYXQgPSBwb3MgPj4gMjtcbiAgICAgICAgZm9yIChsZXQgayA9IDA7IGsgPCBib2R5V29yZHMubGVuZ3RoOyBrKyspIGkzMlthdCArIGtdID0gYm9keVdvcmRzW2tdIGFzIG51bWJlcjtcbiAgICAgIH0gZWxzZSB7XG4gICAgICAgIGxldCBwID0gcG9zO1xuICAgICAgICBmb3IgKGxldCBrID0gMDsgayA8IGJvZHlXb3Jkcy5sZW5ndGg7IGsrKykge1xuICAgICAgICAgIGkzMltwID4+IDJdID0gYm9keVdvcmRzW2tdIGFzIG51bWJlcjtcbiAgICAgICAgICBwID0gKHAgKyA0KSAmIG1hc2s7XG4gICAgICAgIH1cbiAgICAgIH1cbiAgICB9IGVsc2UgaWYgKG4gPiAwKSB7XG4gICAgICB0aGlzLnB1dChwb3MsIGJvZHkpO1xuICAgIH1cbiAgICB0aGlzLnB1Ymxpc2godGFpbCwgbik7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogUHJvZHVjZXI6IGB0cnlXcml0ZVRhZ2dlZGAgZm9yIGEgb25lLWxpbmUgZnJhbWU6IHRoZSBJbnQzMiB3b3JkcyBvZiBhIHBheWxvYWQgb2YgYXQgbW9zdFxuICAgKiBMSU5FX1dPUkRTIHdvcmRzICg1NiBieXRlcykuIE5vIG1hc2tpbmcgKGEgbGluZSBuZXZlciB3cmFwcyksIG5vIGJ5dGUgdmlldzogdGhlIHNtYWxsLW1lc3NhZ2VcbiAgICogcGF0aCBvZiBsaW5rcywgd2hlcmUgZXZlcnkgb3BlcmF0aW9uIHNob3dzIGluIHRoZSByb3VuZCB0cmlwLlxuICAgKi9cbiAgdHJ5V3JpdGVMaW5lKHRhZzogbnVtYmVyLCB3b3JkczogSW50MzJBcnJheSk6IGJvb2xlYW4ge1xuICAgIGNvbnN0IGNvdW50ID0gd29yZHMubGVuZ3RoO1xuICAgIGlmIChjb3VudCA+IExJTkVfV09SRFMpIHRocm93IGludmFsaWRBcmd1bWVudCgndHJ5V3JpdGVMaW5lIHdvcmRzJywgYGF0IG1vc3QgJHtMSU5FX1dPUkRTfSBJbnQzMiB3b3Jkc2AsIGNvdW50KTtcbiAgICBjb25zdCBhdCA9IHRoaXMucmVzZXJ2ZUxpbmUoKTtcbiAgICBpZiAoYXQgPT09IC0xKSByZXR1cm4gZmFsc2U7XG4gICAgY29uc3QgaTMyID0gdGhpcy5pMzI7XG4gICAgY29uc3QgdyA9IGF0ID4+IDI7XG4gICAgZm9yIChsZXQgayA9IDA7IGsgPCBjb3VudDsgaysrKSBpMzJbdyArIGtdID0gd29yZHNba10gYXMgbnVtYmVyO1xuICAgIHRoaXMuY29tbWl0TGluZSh0YWcsIDQgKiBjb3VudCk7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogUHJvZHVjZXIsIGluIHR3byBzdGVwczogYHJlc2VydmVMaW5lKClgIGdpdmVzIHRoZSBieXRlIHBvc2l0aW9uIGluIHRoZSBkYXRhIHJlZ2lvbiB3aGVyZSB0aGVcbiAgICogcGF5bG9hZCBvZiBhIG9uZS1saW5lIGZyYW1lIGdvZXMgKDgtYnl0ZSBhbGlnbmVkOyAtMSB3aGVuIHRoZXJlIGlzIG5vIHJvb20pOyB0aGUgY2FsbGVyXG4gICAqIHdyaXRlcyBhdCBtb3N0IDU2IGJ5dGVzIHRoZXJlIHRocm91Z2ggYSB2aWV3IG9mIGl0cyBvd24sIHRoZW4gYGNvbW1pdExpbmUodGFnLCBuKWAgcHVibGlzaGVzXG4gICAqIHRoZSBmcmFtZS4gTm90aGluZyBlbHNlIG1heSB0b3VjaCB0aGUgcmluZyBpbiBiZXR3ZWVuLlxuICAgKi9cbiAgcmVzZXJ2ZUxpbmUoKTogbnVtYmVyIHtcbiAgICBjb25zdCB0YWlsID0gdGhpcy50YWlsT3duO1xuICAgIC8vIEEgbGluZSBwbHVzIHRoZSBzcGFyZSBsaW5lIGZvciB0aGUgbmV4dCBXT1JELlxuICAgIGlmICh0aGlzLmNhcGFjaXR5IC0gKCh0YWlsIC0gdGhpcy5oZWFkU2VlbikgPj4+IDApIDwgMiAqIEZSQU1FX0FMSUdOKSB7XG4gICAgICB0aGlzLmhlYWRTZWVuID0gQXRvbWljcy5sb2FkKHRoaXMuY3RybCwgSEVBRCkgJiB+Uk9PTTtcbiAgICAgIGlmICh0aGlzLmNhcGFjaXR5IC0gKCh0YWlsIC0gdGhpcy5oZWFkU2VlbikgPj4+IDApIDwgMiAqIEZSQU1FX0FMSUdOKSByZXR1cm4gLTE7XG4gICAgfVxuICAgIHJldHVybiAodGFpbCAmIHRoaXMubWFzaykgKyBMRU5fQllURVM7XG4gIH1cblxuICAvKiogUHJvZHVjZXI6IHB1Ymxpc2ggdGhlIG9uZS1saW5lIGZyYW1lIG9mIGBuYCBwYXlsb2FkIGJ5dGVzIHdyaXR0ZW4gYWZ0ZXIgYHJlc2VydmVMaW5lKClgLiAqL1xuICBjb21taXRMaW5lKHRhZzogbnVtYmVyLCBuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCB0YWlsID0gdGhpcy50YWlsT3duO1xuICAgIHRoaXMuaTMyWygodGFpbCAmIHRoaXMubWFzaykgPj4gMikgKyAxXSA9IHRhZztcbiAgICB0aGlzLnB1Ymxpc2godGFpbCwgbik7XG4gIH1cblxuICAvKipcbiAgICogUHJvZHVjZXI6IHdoZXRoZXIgYSBmcmFtZSBvZiBgbmAgcGF5bG9hZCBieXRlcyBmaXRzIG5vdyAocmUtcmVhZGluZyBIRUFEIG9ubHkgd2hlbiB0aGUgY2FjaGVkXG4gICAqIG9uZSBzYXlzIG5vKS4gUm9vbSBvbmx5IGdyb3dzIHVudGlsIHRoaXMgcHJvZHVjZXIgd3JpdGVzLCBzbyBhIHdyaXRlIG9mIHRoYXQgZnJhbWUgc3VjY2VlZHMuXG4gICAqL1xuICBmaXRzKG46IG51bWJlcik6IGJvb2xlYW4ge1xuICAgIHJldHVybiB0aGlzLnJlc2VydmUobikgIT09IC0xO1xuICB9XG5cbiAgLyoqIFByb2R1Y2VyOiBUQUlMIGlmIGEgZnJhbWUgb2YgYG5gIHBheWxvYWQgYnl0ZXMgZml0cyBub3csIGVsc2UgLTEuICovXG4gIHByaXZhdGUgcmVzZXJ2ZShuOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGlmIChuID4gdGhpcy5tYXhGcmFtZSkgdGhyb3cgbWVzc2FnZVRvb0xhcmdlKG4sIHRoaXMubWF4RnJhbWUpO1xuICAgIGNvbnN0IG5lZWQgPSBmcmFtZVNpemUobikgKyBTUEFSRTtcbiAgICBjb25zdCB0YWlsID0gdGhpcy50YWlsT3duO1xuICAgIGlmICh0aGlzLmNhcGFjaXR5IC0gKCh0YWlsIC0gdGhpcy5oZWFkU2VlbikgPj4+IDApIDwgbmVlZCkge1xuICAgICAgdGhpcy5oZWFkU2VlbiA9IEF0b21pY3MubG9hZCh0aGlzLmN0cmwsIEhFQUQpICYgflJPT007IC8vIGFjcXVpcmU6IHRoZSBjb25zdW1lciBpcyBkb25lIHdpdGggdGhvc2UgYnl0ZXNcbiAgICAgIGlmICh0aGlzLmNhcGFjaXR5IC0gKCh0YWlsIC0gdGhpcy5oZWFkU2VlbikgPj4+IDApIDwgbmVlZCkgcmV0dXJuIC0xO1xuICAgIH1cbiAgICByZXR1cm4gdGFpbDtcbiAgfVxuXG4gIC8qKlxuICAgKiBQcm9kdWNlcjogbWFrZSBzdXJlIHRoZSBXT1JEIG9mIHRoZSBmcmFtZSBhZnRlciB0aGlzIG9uZSBpcyAwIChmcmVlIHNwYWNlOiBTUEFSRSksIHRoZW5cbiAgICogcHVibGlzaCB0aGlzIGZyYW1lIGJ5IGV4Y2hhbmdpbmcgaXRzIFdPUkQuIFRoZSBjb25zdW1lciBwb2xscyB0aGF0IHdvcmQsIHNvIGl0IGZpbmRzIHRoZVxuICAgKiBmcmFtZSBhbmQgaXRzIGJ5dGVzIG9uIHRoZSBsaW5lIGl0IGFscmVhZHkgd2F0Y2hlcy4gVGhlIGNvbnN1bWVyIHplcm9lcyB0aGUgV09SRCBvZiBldmVyeVxuICAgKiBmcmFtZSBpdCBjb25zdW1lcywgc28gdGhlIG5leHQgV09SRCBjYW4gYmUgc3RhbGUgb25seSB3aGVyZSBhIG11bHRpLWxpbmUgZnJhbWUgb2YgYW4gZWFybGllclxuICAgKiBsYXAgbGVmdCBwYXlsb2FkIGJ5dGVzIG9uIGEgbGluZSBzdGFydDogdXAgdG8gYGRpcnR5RW5kYCAoLi9SRUFETUUubWQsIFwiU1BTQyByaW5nXCIpLlxuICAgKi9cbiAgcHJpdmF0ZSBwdWJsaXNoKHRhaWw6IG51bWJlciwgbjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3Qgc2l6ZSA9IGZyYW1lU2l6ZShuKTtcbiAgICBjb25zdCBuZXh0ID0gKHRhaWwgKyBzaXplKSB8IDA7XG4gICAgaWYgKCgodGhpcy5kaXJ0eUVuZCAtIG5leHQpIHwgMCkgPiAwKSB0aGlzLmkzMlsobmV4dCAmIHRoaXMubWFzaykgPj4gMl0gPSAwO1xuICAgIC8vIEEgbXVsdGktbGluZSBmcmFtZSBsZWF2ZXMgcGF5bG9hZCBvbiBsaW5lIHN0YXJ0cyBmb3IgdGhlIG5leHQgbGFwLlxuICAgIHRoaXMuZGlydHlFbmQgPSBzaXplID4gRlJBTUVfQUxJR04gPyAobmV4dCArIHRoaXMuY2FwYWNpdHkpIHwgMCA6ICgodGhpcy5kaXJ0eUVuZCAtIG5leHQpIHwgMCkgPiAwID8gdGhpcy5kaXJ0eUVuZCA6IG5leHQ7XG4gICAgLy8gUmVsZWFzZTogcHVibGlzaGVzIHRoZSBmcmFtZS4gVGhlIG9sZCB2YWx1ZSBpcyBJRExFIHdoZW4gdGhlIGNvbnN1bWVyIHNsZWVwcyB3YWl0aW5nIGZvciBpdC5cbiAgICB0aGlzLmNvbnN1bWVySWRsZSA9IEF0b21pY3MuZXhjaGFuZ2UodGhpcy5pMzIsICh0YWlsICYgdGhpcy5tYXNrKSA+PiAyLCBuICsgMSkgPT09IElETEU7XG4gICAgdGhpcy50YWlsT3duID0gbmV4dDtcbiAgICAvLyBUQUlMIG9ubHkgaW5mb3JtcyB1c2VkKCksIGlzRW1wdHkoKSBhbmQgYmxvY2tpbmcgcmVhZGVyczsgdGhlIGZyYW1lIHdvcmQgYWJvdmUgcHVibGlzaGVzLlxuICAgIGlmICh0aGlzLm5vdGlmeVdvcmRzKSB7XG4gICAgICBBdG9taWNzLnN0b3JlKHRoaXMuY3RybCwgVEFJTCwgbmV4dCk7XG4gICAgICBBdG9taWNzLm5vdGlmeSh0aGlzLmN0cmwsIFRBSUwpO1xuICAgIH0gZWxzZSB7XG4gICAgICB0aGlzLmN0cmxbVEFJTF0gPSBuZXh0O1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgcHV0KHBvczogbnVtYmVyLCBzcmM6IFVpbnQ4QXJyYXkpOiBudW1iZXIge1xuICAgIGNvbnN0IGxlbiA9IHNyYy5sZW5ndGg7XG4gICAgaWYgKGxlbiA8PSBTTUFMTF9DT1BZKSB7XG4gICAgICBjb25zdCBkYXRhID0gdGhpcy5kYXRhO1xuICAgICAgY29uc3QgbWFzayA9IHRoaXMubWFzaztcbiAgICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbGVuOyBpKyspIGRhdGFbKHBvcyArIGkpICYgbWFza10gPSBzcmNbaV0gYXMgbnVtYmVyO1xuICAgICAgcmV0dXJuIChwb3MgKyBsZW4pICYgbWFzaztcbiAgICB9XG4gICAgY29uc3QgZmlyc3QgPSBNYXRoLm1pbihsZW4sIHRoaXMuY2FwYWNpdHkgLSBwb3MpO1xuICAgIGlmIChmaXJzdCA9PT0gbGVuKSB7XG4gICAgICB0aGlzLmRhdGEuc2V0KHNyYywgcG9zKTtcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy5kYXRhLnNldChzcmMuc3ViYXJyYXkoMCwgZmlyc3QpLCBwb3MpO1xuICAgICAgdGhpcy5kYXRhLnNldChzcmMuc3ViYXJyYXkoZmlyc3QpLCAwKTtcbiAgICB9XG4gICAgcmV0dXJuIChwb3MgKyBsZW4pICYgdGhpcy5tYXNrO1xuICB9XG5cbiAgLyoqIENvbnN1bWVyOiBwYXlsb2FkIGxlbmd0aCBvZiB0aGUgbmV4dCBmcmFtZSwgb3IgLTEgd2hlbiBlbXB0eS4gKi9cbiAgcGVla0xlbmd0aCgpOiBudW1iZXIge1xuICAgIGNvbnN0IHdvcmQgPSBBdG9taWNzLmxvYWQodGhpcy5pMzIsICh0aGlzLmhlYWRPd24gJiB0aGlzLm1hc2spID4+IDIpOyAvLyBhY3F1aXJlOiB0aGUgZnJhbWUncyBieXRlc1xuICAgIHJldHVybiB3b3JkIC0gMTtcbiAgfVxuXG4gIC8qKlxuICAgKiBDb25zdW1lcjogYnl0ZSBwb3NpdGlvbiBpbiB0aGUgZGF0YSByZWdpb24gb2YgdGhlIG5leHQgZnJhbWUncyBwYXlsb2FkIChhZnRlclxuICAgKiBgcGVla0xlbmd0aCgpID49IDBgKTogbGV0cyBhIHJlYWRlciBjb3B5IGEgb25lLWxpbmUgcGF5bG9hZCB0aHJvdWdoIGEgdHlwZWQgdmlldyBvZiBpdHMgb3duLlxuICAgKi9cbiAgcGVla1BheWxvYWRBdCgpOiBudW1iZXIge1xuICAgIHJldHVybiAoKHRoaXMuaGVhZE93biAmIHRoaXMubWFzaykgKyBMRU5fQllURVMpICYgdGhpcy5tYXNrO1xuICB9XG5cbiAgLyoqIENvbnN1bWVyOiB0aGUgVEFHIHdvcmQgb2YgdGhlIG5leHQgZnJhbWUgKGFmdGVyIGBwZWVrTGVuZ3RoKCkgPj0gMGApOyAwIGZvciBgdHJ5V3JpdGVgIGZyYW1lcy4gKi9cbiAgcGVla1RhZygpOiBudW1iZXIge1xuICAgIHJldHVybiB0aGlzLmkzMlsoKHRoaXMuaGVhZE93biArIDQpICYgdGhpcy5tYXNrKSA+PiAyXSBhcyBudW1iZXI7XG4gIH1cblxuICAvKiogQ29uc3VtZXI6IHRoZSBJbnQzMiB3b3JkIGF0IHBheWxvYWQgYnl0ZSBgNCAqIGtgIG9mIHRoZSBuZXh0IGZyYW1lIChhZnRlciBgcGVla0xlbmd0aCgpID49IDBgKS4gKi9cbiAgcGVla1dvcmQoazogbnVtYmVyKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5pMzJbKCgodGhpcy5oZWFkT3duICYgdGhpcy5tYXNrKSArIExFTl9CWVRFUyArIDQgKiBrKSAmIHRoaXMubWFzaykgPj4gMl0gYXMgbnVtYmVyO1xuICB9XG5cbiAgLyoqXG4gICAqIENvbnN1bWVyOiBjb3B5IGJ5dGVzIFtmcm9tLCBmcm9tICsgZHN0Lmxlbmd0aCkgb2YgdGhlIG5leHQgZnJhbWUncyBwYXlsb2FkIGludG8gYGRzdGBcbiAgICogd2l0aG91dCBjb25zdW1pbmcgaXQuIExldHMgYSByZWFkZXIgcGFyc2UgYSBoZWFkZXIsIHRoZW4gY29weSB0aGUgYm9keSBzdHJhaWdodCBpbnRvIGl0c1xuICAgKiBkZXN0aW5hdGlvbi5cbiAgICovXG4gIHBlZWtJbnRvKGRzdDogVWludDhBcnJheSwgZnJvbSA9IDApOiB2b2lkIHtcbiAgICBjb25zdCBtYXNrID0gdGhpcy5tYXNrO1xuICAgIGNvbnN0IHBvcyA9ICgodGhpcy5oZWFkT3duICYgbWFzaykgKyBMRU5fQllURVMgKyBmcm9tKSAmIG1hc2s7XG4gICAgY29uc3QgbGVuID0gZHN0Lmxlbmd0aDtcbiAgICBpZiAobGVuIDw9IFNNQUxMX0NPUFkpIHtcbiAgICAgIGNvbnN0IGRhdGEgPSB0aGlzLmRhdGE7XG4gICAgICBmb3IgKGxldCBpID0gMDsgaSA8IGxlbjsgaSsrKSBkc3RbaV0gPSBkYXRhWyhwb3MgKyBpKSAmIG1hc2tdIGFzIG51bWJlcjtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgZmlyc3QgPSBNYXRoLm1pbihsZW4sIHRoaXMuY2FwYWNpdHkgLSBwb3MpO1xuICAgIGRzdC5zZXQodGhpcy5kYXRhLnN1YmFycmF5KHBvcywgcG9zICsgZmlyc3QpKTtcbiAgICBpZiAoZmlyc3QgPCBsZW4pIHtcbiAgICAgIGRzdC5zZXQodGhpcy5kYXRhLnN1YmFycmF5KDAsIGxlbiAtIGZpcnN0KSwgZmlyc3QpO1xuICAgIH1cbiAgfVxuXG4gIC8qKlxuICAgKiBDb25zdW1lcjogYHBlZWtJbnRvYCBmb3IgYSA0LWJ5dGUgYWxpZ25lZCBkZXN0aW5hdGlvbiwgd29yZCBieSB3b3JkIChzbWFsbCBtZXNzYWdlczogZm91clxuICAgKiB0aW1lcyBmZXdlciBlbGVtZW50IGFjY2Vzc2VzIHRoYW4gYnl0ZXMsIGFuZCBubyBzdWJhcnJheSB2aWV3KS5cbiAgICovXG4gIHBlZWtXb3Jkc0ludG8oZHN0OiBJbnQzMkFycmF5LCBmcm9tOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBtYXNrID0gdGhpcy5tYXNrO1xuICAgIGNvbnN0IGkzMiA9IHRoaXMuaTMyO1xuICAgIGlmIChmcm9tID09PSAwICYmIGRzdC5sZW5ndGggPD0gTElORV9XT1JEUykge1xuICAgICAgLy8gQSBvbmUtbGluZSBmcmFtZSBuZXZlciB3cmFwcy5cbiAgICAgIGNvbnN0IGF0ID0gKCh0aGlzLmhlYWRPd24gJiBtYXNrKSArIExFTl9CWVRFUykgPj4gMjtcbiAgICAgIGZvciAobGV0IGsgPSAwOyBrIDwgZHN0Lmxlbmd0aDsgaysrKSBkc3Rba10gPSBpMzJbYXQgKyBrXSBhcyBudW1iZXI7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGxldCBwb3MgPSAoKHRoaXMuaGVhZE93biAmIG1hc2spICsgTEVOX0JZVEVTICsgZnJvbSkgJiBtYXNrO1xuICAgIGZvciAobGV0IGsgPSAwOyBrIDwgZHN0Lmxlbmd0aDsgaysrKSB7XG4gICAgICBkc3Rba10gPSBpMzJbcG9zID4+IDJdIGFzIG51bWJlcjtcbiAgICAgIHBvcyA9IChwb3MgKyA0KSAmIG1hc2s7XG4gICAgfVxuICB9XG5cbiAgLyoqIENvbnN1bWVyOiBkcm9wIHRoZSBuZXh0IGZyYW1lIChhZnRlciBwZWVraW5nIGl0KS4gKi9cbiAgY29uc3VtZSgpOiB2b2lkIHtcbiAgICBjb25zdCBoZWFkID0gdGhpcy5oZWFkT3duO1xuICAgIGNvbnN0IHdvcmQgPSAoaGVhZCAmIHRoaXMubWFzaykgPj4gMjtcbiAgICBjb25zdCBuID0gKHRoaXMuaTMyW3dvcmRdIGFzIG51bWJlcikgLSAxO1xuICAgIC8vIFplcm8gdGhlIFdPUkQgKHRoZSBsaW5lIGlzIGluIHRoaXMgY29yZSdzIGNhY2hlKTogdGhlIHByb2R1Y2VyIG5lZWQgbm90IHplcm8gaXQgbmV4dCBsYXAuXG4gICAgdGhpcy5pMzJbd29yZF0gPSAwO1xuICAgIGNvbnN0IG5leHQgPSAoaGVhZCArIGZyYW1lU2l6ZShuKSkgfCAwO1xuICAgIHRoaXMuaGVhZE93biA9IG5leHQ7XG4gICAgaWYgKChuZXh0IC0gdGhpcy5oZWFkU2hhcmVkKSA+Pj4gMCA+PSB0aGlzLmxhenlCeXRlcykge1xuICAgICAgdGhpcy5zaGFyZUhlYWQoKTtcbiAgICB9IGVsc2Uge1xuICAgICAgdGhpcy5yb29tQXNrZWQgPSBmYWxzZTtcbiAgICB9XG4gIH1cblxuICAvKiogQ29uc3VtZXI6IHdoZXRoZXIgZnJhbWVzIHdlcmUgY29uc3VtZWQgc2luY2UgSEVBRCB3YXMgbGFzdCBzdG9yZWQuICovXG4gIGhlYWRVbnNoYXJlZCgpOiBib29sZWFuIHtcbiAgICByZXR1cm4gdGhpcy5oZWFkT3duICE9PSB0aGlzLmhlYWRTaGFyZWQ7XG4gIH1cblxuICAvKipcbiAgICogQ29uc3VtZXI6IHN0b3JlIEhFQUQgbm93IChyZWxlYXNlOiB0aGUgY29uc3VtZWQgc3BhY2UgaXMgcmV1c2FibGUpLiBDbGVhcnMgUk9PTTsgaXRzIG9sZCB2YWx1ZVxuICAgKiBzYXlzIHdoZXRoZXIgdGhlIHByb2R1Y2VyIGFza2VkIGZvciByb29tIChgcm9vbUFza2VkYCkuIGBjb25zdW1lKClgIGNhbGxzIGl0IG9uY2UgYGxhenlCeXRlc2BcbiAgICogYWNjdW11bGF0ZWQ7IGEgbGlua3MgY29uc3VtZXIgYWxzbyBjYWxscyBpdCBiZWZvcmUgaXQgc2xlZXBzLlxuICAgKi9cbiAgc2hhcmVIZWFkKCk6IHZvaWQge1xuICAgIHRoaXMuaGVhZFNoYXJlZCA9IHRoaXMuaGVhZE93bjtcbiAgICB0aGlzLnJvb21Bc2tlZCA9IChBdG9taWNzLmV4Y2hhbmdlKHRoaXMuY3RybCwgSEVBRCwgdGhpcy5oZWFkT3duKSAmIFJPT00pICE9PSAwO1xuICAgIGlmICh0aGlzLm5vdGlmeVdvcmRzKSBBdG9taWNzLm5vdGlmeSh0aGlzLmN0cmwsIEhFQUQpO1xuICB9XG5cbiAgLyoqIENvbnN1bWVyOiB0YWtlIHRoZSBuZXh0IGZyYW1lIGFzIGEgZnJlc2ggVWludDhBcnJheSwgb3IgbnVsbCB3aGVuIGVtcHR5LiAqL1xuICB0cnlSZWFkKCk6IFVpbnQ4QXJyYXkgfCBudWxsIHtcbiAgICBjb25zdCBuID0gdGhpcy5wZWVrTGVuZ3RoKCk7XG4gICAgaWYgKG4gPCAwKSByZXR1cm4gbnVsbDtcbiAgICBjb25zdCBvdXQgPSBuZXcgVWludDhBcnJheShuKTtcbiAgICB0aGlzLnBlZWtJbnRvKG91dCk7XG4gICAgdGhpcy5jb25zdW1lKCk7XG4gICAgcmV0dXJuIG91dDtcbiAgfVxuXG4gIC8qKiBQcm9kdWNlciwgYmxvY2tpbmc6IHdhaXQgZm9yIHJvb20gKGJhY2stcHJlc3N1cmUpLCBob25vdXJpbmcgZGVhZGxpbmUgYW5kIGFib3J0LiAqL1xuICB3cml0ZShwb2xpY3k6IFdhaXRQb2xpY3ksIGE6IFVpbnQ4QXJyYXksIGI/OiBVaW50OEFycmF5LCB0aW1lb3V0TXMgPSBwb2xpY3kudGltZW91dE1zKTogdm9pZCB7XG4gICAgY29uc3QgZGVhZGxpbmUgPSBEYXRlLm5vdygpICsgdGltZW91dE1zO1xuICAgIHdoaWxlICghdGhpcy50cnlXcml0ZShhLCBiKSkge1xuICAgICAgY29uc3QgaGVhZCA9IEF0b21pY3MubG9hZCh0aGlzLmN0cmwsIEhFQUQpO1xuICAgICAgaWYgKHRoaXMudHJ5V3JpdGUoYSwgYikpIHJldHVybjtcbiAgICAgIHdhaXRXaGlsZUVxdWFsKFxuICAgICAgICB0aGlzLmN0cmwsXG4gICAgICAgIEhFQUQsXG4gICAgICAgIGhlYWQsXG4gICAgICAgIHBvbGljeSxcbiAgICAgICAgJ3Jpbmcgd3JpdGUgKHdhaXRpbmcgZm9yIHRoZSBjb25zdW1lciB0byBmcmVlIHNwYWNlKScsXG4gICAgICAgIE1hdGgubWF4KDEsIGRlYWRsaW5lIC0gRGF0ZS5ub3coKSksXG4gICAgICApO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBDb25zdW1lciwgYmxvY2tpbmc6IHdhaXQgZm9yIGEgZnJhbWUsIGhvbm91cmluZyBkZWFkbGluZSBhbmQgYWJvcnQuICovXG4gIHJlYWQocG9saWN5OiBXYWl0UG9saWN5LCB0aW1lb3V0TXMgPSBwb2xpY3kudGltZW91dE1zKTogVWludDhBcnJheSB7XG4gICAgY29uc3QgZGVhZGxpbmUgPSBEYXRlLm5vdygpICsgdGltZW91dE1zO1xuICAgIGZvciAoOzspIHtcbiAgICAgIGNvbnN0IHRhaWwgPSBBdG9taWNzLmxvYWQodGhpcy5jdHJsLCBUQUlMKTtcbiAgICAgIGNvbnN0IGdvdCA9IHRoaXMudHJ5UmVhZCgpO1xuICAgICAgaWYgKGdvdCAhPT0gbnVsbCkgcmV0dXJuIGdvdDtcbiAgICAgIHdhaXRXaGlsZUVxdWFsKHRoaXMuY3RybCwgVEFJTCwgdGFpbCwgcG9saWN5LCAncmluZyByZWFkICh3YWl0aW5nIGZvciB0aGUgcHJvZHVjZXIpJywgTWF0aC5tYXgoMSwgZGVhZGxpbmUgLSBEYXRlLm5vdygpKSk7XG4gICAgfVxuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFJQSxTQUFTLGlCQUFpQix1QkFBdUI7QUFDakQsU0FBMEIsc0JBQXNCO0FBT2hELE1BQU0sT0FBTztBQUNiLE1BQU0sT0FBTztBQUNiLE1BQU0sT0FBTztBQUtiLE1BQU0sT0FBTztBQUNiLE1BQU0sZUFBZTtBQUtyQixNQUFNLFlBQVk7QUFFbEIsTUFBTSxjQUFjO0FBRXBCLE1BQU0sUUFBUTtBQUVQLE1BQU0sYUFBYyxjQUFjLGFBQWM7QUFFdkQsTUFBTSxhQUFhO0FBR25CLFNBQVMsVUFBVSxHQUFtQjtBQUNwQyxTQUFRLFlBQVksSUFBSSxjQUFjLElBQUssRUFBRSxjQUFjO0FBQzdEO0FBRU8sTUFBTSxTQUFTO0FBQUEsRUErRHBCLFlBQ1csUUFDQSxZQUNULFVBRWlCLGNBQWMsTUFDL0I7QUFMUztBQUNBO0FBR1E7QUFFakIsYUFBUyxjQUFjLFFBQVE7QUFDL0IsUUFBSSxhQUFhLE1BQU0sS0FBSyxhQUFhLGVBQWUsV0FBVyxPQUFPLFlBQVk7QUFDcEYsWUFBTSxnQkFBZ0IsbUJBQW1CLDJCQUEyQixlQUFlLFFBQVEsd0JBQXdCLFVBQVU7QUFBQSxJQUMvSDtBQUNBLFNBQUssV0FBVztBQUNoQixTQUFLLGFBQWEsYUFBYTtBQUMvQixTQUFLLE9BQU8sV0FBVztBQUN2QixTQUFLLFdBQVcsV0FBVyxRQUFRO0FBQ25DLFNBQUssT0FBTyxJQUFJLFdBQVcsUUFBUSxZQUFZLGVBQWUsQ0FBQztBQUMvRCxTQUFLLE9BQU8sSUFBSSxXQUFXLFFBQVEsYUFBYSxjQUFjLFFBQVE7QUFDdEUsU0FBSyxNQUFNLElBQUksV0FBVyxRQUFRLGFBQWEsY0FBYyxZQUFZLENBQUM7QUFDMUUsU0FBSyxVQUFVLFFBQVEsS0FBSyxLQUFLLE1BQU0sSUFBSSxJQUFJLENBQUM7QUFDaEQsU0FBSyxXQUFXLEtBQUs7QUFDckIsU0FBSyxhQUFhLEtBQUs7QUFDdkIsU0FBSyxZQUFZLGNBQWMsSUFBSSxZQUFZO0FBQy9DLFNBQUssVUFBVSxRQUFRLEtBQUssS0FBSyxNQUFNLElBQUk7QUFFM0MsU0FBSyxXQUFZLEtBQUssVUFBVSxXQUFZO0FBQzVDLFNBQUssS0FBSyxVQUFVLEtBQUssV0FBWSxjQUFjLEdBQUk7QUFDckQsWUFBTSxnQkFBZ0IsY0FBYyxvQkFBb0IsV0FBVywwQkFBMEIsR0FBRyxLQUFLLE9BQU8sS0FBSyxLQUFLLE9BQU8sRUFBRTtBQUFBLElBQ2pJO0FBQUEsRUFDRjtBQUFBLEVBM0JXO0FBQUEsRUFDQTtBQUFBLEVBR1E7QUFBQTtBQUFBLEVBbEVuQixPQUFPLGNBQWMsVUFBMEI7QUFDN0MsYUFBUyxjQUFjLFFBQVE7QUFDL0IsV0FBTyxlQUFlO0FBQUEsRUFDeEI7QUFBQSxFQUVBLE9BQU8sY0FBYyxVQUF3QjtBQUMzQyxRQUFJLENBQUMsT0FBTyxVQUFVLFFBQVEsS0FBSyxXQUFXLE9BQU8sV0FBVyxLQUFLLE9BQU8sV0FBWSxXQUFXLE9BQVEsR0FBRztBQUM1RyxZQUFNLGdCQUFnQixpQkFBaUIsdUNBQXVDLFFBQVE7QUFBQSxJQUN4RjtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR0EsT0FBTyxPQUFPLFVBQTRCO0FBQ3hDLFdBQU8sSUFBSSxTQUFTLElBQUksa0JBQWtCLFNBQVMsY0FBYyxRQUFRLENBQUMsR0FBRyxHQUFHLFFBQVE7QUFBQSxFQUMxRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxPQUFPLFNBQVMsVUFBMEI7QUFDeEMsWUFBVSxXQUFXLFNBQVUsSUFBSyxFQUFFLGNBQWMsTUFBTTtBQUFBLEVBQzVEO0FBQUE7QUFBQSxFQUdBLE9BQU8sV0FBVyxHQUFtQjtBQUNuQyxXQUFPLFVBQVUsQ0FBQztBQUFBLEVBQ3BCO0FBQUEsRUFFUztBQUFBO0FBQUEsRUFFQTtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQSxFQUNRO0FBQUE7QUFBQSxFQUVBO0FBQUEsRUFDQTtBQUFBO0FBQUEsRUFFVDtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBS1IsZUFBZTtBQUFBO0FBQUEsRUFFZixZQUFZO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQUtKO0FBQUE7QUFBQSxFQUVBO0FBQUE7QUFBQSxFQUVTO0FBQUE7QUFBQSxFQWlDakIsUUFBYztBQUNaLFlBQVEsTUFBTSxLQUFLLE1BQU0sTUFBTSxDQUFDO0FBQ2hDLFlBQVEsTUFBTSxLQUFLLE1BQU0sTUFBTSxDQUFDO0FBQ2hDLFlBQVEsTUFBTSxLQUFLLEtBQUssR0FBRyxDQUFDO0FBQzVCLFNBQUssVUFBVTtBQUNmLFNBQUssV0FBVztBQUNoQixTQUFLLGFBQWE7QUFDbEIsU0FBSyxXQUFXLEtBQUs7QUFDckIsU0FBSyxVQUFVO0FBQUEsRUFDakI7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQVFBLFVBQW1CO0FBQ2pCLFVBQU0sT0FBTyxRQUFRLEdBQUcsS0FBSyxNQUFNLE1BQU0sSUFBSSxJQUFJLENBQUM7QUFDbEQsUUFBSSxTQUFTLEtBQUssU0FBVSxRQUFPO0FBQ25DLFNBQUssV0FBVztBQUNoQixXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU9BLFdBQW9CO0FBQ2xCLFdBQU8sUUFBUSxnQkFBZ0IsS0FBSyxNQUFNLEtBQUssVUFBVSxLQUFLLFNBQVMsR0FBRyxHQUFHLElBQUksS0FBSztBQUFBLEVBQ3hGO0FBQUE7QUFBQSxFQUdBLE9BQWU7QUFDYixXQUFRLFFBQVEsS0FBSyxLQUFLLE1BQU0sSUFBSSxLQUFLLFFBQVEsS0FBSyxLQUFLLE1BQU0sSUFBSSxJQUFJLENBQUMsVUFBVztBQUFBLEVBQ3ZGO0FBQUEsRUFFQSxVQUFtQjtBQUNqQixXQUFPLFFBQVEsS0FBSyxLQUFLLE1BQU0sSUFBSSxPQUFPLFFBQVEsS0FBSyxLQUFLLE1BQU0sSUFBSSxJQUFJLENBQUM7QUFBQSxFQUM3RTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxTQUFTLEdBQWUsR0FBeUI7QUFDL0MsVUFBTSxJQUFJLEVBQUUsVUFBVSxNQUFNLFNBQVksSUFBSSxFQUFFO0FBQzlDLFVBQU0sT0FBTyxLQUFLLFFBQVEsQ0FBQztBQUMzQixRQUFJLFNBQVMsR0FBSSxRQUFPO0FBQ3hCLFNBQUssS0FBTSxPQUFPLElBQUssS0FBSyxTQUFTLENBQUMsSUFBSTtBQUMxQyxRQUFJLE9BQVEsT0FBTyxLQUFLLFFBQVEsWUFBYSxLQUFLO0FBQ2xELFVBQU0sS0FBSyxJQUFJLEtBQUssQ0FBQztBQUNyQixRQUFJLE1BQU0sT0FBVyxNQUFLLElBQUksS0FBSyxDQUFDO0FBQ3BDLFNBQUssUUFBUSxNQUFNLENBQUM7QUFDcEIsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsY0FBYyxNQUFrQixNQUFtQixXQUFpQztBQUNsRixVQUFNLFFBQVEsS0FBSztBQUNuQixVQUFNLElBQUksSUFBSSxTQUFTLGNBQWMsU0FBWSxJQUFJLFVBQVUsU0FBUyxTQUFTLFNBQVksSUFBSSxLQUFLO0FBQ3RHLFVBQU0sT0FBTyxLQUFLLFFBQVEsQ0FBQztBQUMzQixRQUFJLFNBQVMsR0FBSSxRQUFPO0FBQ3hCLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFVBQU0sTUFBTSxLQUFLO0FBQ2pCLFNBQU0sT0FBTyxJQUFLLFNBQVMsQ0FBQyxJQUFJO0FBQ2hDLFFBQUksT0FBUSxPQUFPLFFBQVEsWUFBYTtBQUN4QyxhQUFTLElBQUksR0FBRyxJQUFJLE9BQU8sS0FBSztBQUM5QixVQUFJLE9BQU8sQ0FBQyxJQUFJLEtBQUssQ0FBQztBQUN0QixZQUFPLE1BQU0sSUFBSztBQUFBLElBQ3BCO0FBQ0EsUUFBSSxjQUFjLFFBQVc7QUFFM0IsZUFBUyxJQUFJLEdBQUcsSUFBSSxVQUFVLFFBQVEsS0FBSztBQUN6QyxZQUFJLE9BQU8sQ0FBQyxJQUFJLFVBQVUsQ0FBQztBQUMzQixjQUFPLE1BQU0sSUFBSztBQUFBLE1BQ3BCO0FBQUEsSUFDRixXQUFXLFNBQVMsUUFBVztBQUM3QixXQUFLLElBQUksS0FBSyxJQUFJO0FBQUEsSUFDcEI7QUFDQSxTQUFLLFFBQVEsTUFBTSxDQUFDO0FBQ3BCLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsZUFBZSxLQUFhLE1BQWtCLFdBQWlDO0FBQzdFLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxPQUFPLEtBQUssUUFBUSxDQUFDO0FBQzNCLFFBQUksU0FBUyxHQUFJLFFBQU87QUFDeEIsVUFBTSxPQUFPLEtBQUs7QUFDbEIsVUFBTSxNQUFNLEtBQUs7QUFDakIsU0FBTSxPQUFPLElBQUssU0FBUyxDQUFDLElBQUk7QUFDaEMsVUFBTSxPQUFRLE9BQU8sUUFBUSxZQUFhO0FBQzFDLFFBQUksY0FBYyxRQUFXO0FBRTNCLFVBQUksS0FBSyxJQUFJO0FBQ1gsY0FBTSxLQUFLLE9BQU87QUFDbEIsaUJBQVMsSUFBSSxHQUFHLElBQUksVUFBVSxRQUFRLElBQUssS0FBSSxLQUFLLENBQUMsSUFBSSxVQUFVLENBQUM7QUFBQSxNQUN0RSxPQUFPO0FBQ0wsWUFBSSxJQUFJO0FBQ1IsaUJBQVMsSUFBSSxHQUFHLElBQUksVUFBVSxRQUFRLEtBQUs7QUFDekMsY0FBSSxLQUFLLENBQUMsSUFBSSxVQUFVLENBQUM7QUFDekIsY0FBSyxJQUFJLElBQUs7QUFBQSxRQUNoQjtBQUFBLE1BQ0Y7QUFBQSxJQUNGLFdBQVcsSUFBSSxHQUFHO0FBQ2hCLFdBQUssSUFBSSxLQUFLLElBQUk7QUFBQSxJQUNwQjtBQUNBLFNBQUssUUFBUSxNQUFNLENBQUM7QUFDcEIsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxhQUFhLEtBQWEsT0FBNEI7QUFDcEQsVUFBTSxRQUFRLE1BQU07QUFDcEIsUUFBSSxRQUFRLFdBQVksT0FBTSxnQkFBZ0Isc0JBQXNCLFdBQVcsVUFBVSxnQkFBZ0IsS0FBSztBQUM5RyxVQUFNLEtBQUssS0FBSyxZQUFZO0FBQzVCLFFBQUksT0FBTyxHQUFJLFFBQU87QUFDdEIsVUFBTSxNQUFNLEtBQUs7QUFDakIsVUFBTSxJQUFJLE1BQU07QUFDaEIsYUFBUyxJQUFJLEdBQUcsSUFBSSxPQUFPLElBQUssS0FBSSxJQUFJLENBQUMsSUFBSSxNQUFNLENBQUM7QUFDcEQsU0FBSyxXQUFXLEtBQUssSUFBSSxLQUFLO0FBQzlCLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFRQSxjQUFzQjtBQUNwQixVQUFNLE9BQU8sS0FBSztBQUVsQixRQUFJLEtBQUssWUFBYSxPQUFPLEtBQUssYUFBYyxLQUFLLElBQUksYUFBYTtBQUNwRSxXQUFLLFdBQVcsUUFBUSxLQUFLLEtBQUssTUFBTSxJQUFJLElBQUksQ0FBQztBQUNqRCxVQUFJLEtBQUssWUFBYSxPQUFPLEtBQUssYUFBYyxLQUFLLElBQUksWUFBYSxRQUFPO0FBQUEsSUFDL0U7QUFDQSxZQUFRLE9BQU8sS0FBSyxRQUFRO0FBQUEsRUFDOUI7QUFBQTtBQUFBLEVBR0EsV0FBVyxLQUFhLEdBQWlCO0FBQ3ZDLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFNBQUssTUFBTSxPQUFPLEtBQUssU0FBUyxLQUFLLENBQUMsSUFBSTtBQUMxQyxTQUFLLFFBQVEsTUFBTSxDQUFDO0FBQUEsRUFDdEI7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsS0FBSyxHQUFvQjtBQUN2QixXQUFPLEtBQUssUUFBUSxDQUFDLE1BQU07QUFBQSxFQUM3QjtBQUFBO0FBQUEsRUFHUSxRQUFRLEdBQW1CO0FBQ2pDLFFBQUksSUFBSSxLQUFLLFNBQVUsT0FBTSxnQkFBZ0IsR0FBRyxLQUFLLFFBQVE7QUFDN0QsVUFBTSxPQUFPLFVBQVUsQ0FBQyxJQUFJO0FBQzVCLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFFBQUksS0FBSyxZQUFhLE9BQU8sS0FBSyxhQUFjLEtBQUssTUFBTTtBQUN6RCxXQUFLLFdBQVcsUUFBUSxLQUFLLEtBQUssTUFBTSxJQUFJLElBQUksQ0FBQztBQUNqRCxVQUFJLEtBQUssWUFBYSxPQUFPLEtBQUssYUFBYyxLQUFLLEtBQU0sUUFBTztBQUFBLElBQ3BFO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBU1EsUUFBUSxNQUFjLEdBQWlCO0FBQzdDLFVBQU0sT0FBTyxVQUFVLENBQUM7QUFDeEIsVUFBTSxPQUFRLE9BQU8sT0FBUTtBQUM3QixTQUFNLEtBQUssV0FBVyxPQUFRLEtBQUssRUFBRyxNQUFLLEtBQUssT0FBTyxLQUFLLFNBQVMsQ0FBQyxJQUFJO0FBRTFFLFNBQUssV0FBVyxPQUFPLGNBQWUsT0FBTyxLQUFLLFdBQVksS0FBTSxLQUFLLFdBQVcsT0FBUSxLQUFLLElBQUksS0FBSyxXQUFXO0FBRXJILFNBQUssZUFBZSxRQUFRLFNBQVMsS0FBSyxNQUFNLE9BQU8sS0FBSyxTQUFTLEdBQUcsSUFBSSxDQUFDLE1BQU07QUFDbkYsU0FBSyxVQUFVO0FBRWYsUUFBSSxLQUFLLGFBQWE7QUFDcEIsY0FBUSxNQUFNLEtBQUssTUFBTSxNQUFNLElBQUk7QUFDbkMsY0FBUSxPQUFPLEtBQUssTUFBTSxJQUFJO0FBQUEsSUFDaEMsT0FBTztBQUNMLFdBQUssS0FBSyxJQUFJLElBQUk7QUFBQSxJQUNwQjtBQUFBLEVBQ0Y7QUFBQSxFQUVRLElBQUksS0FBYSxLQUF5QjtBQUNoRCxVQUFNLE1BQU0sSUFBSTtBQUNoQixRQUFJLE9BQU8sWUFBWTtBQUNyQixZQUFNLE9BQU8sS0FBSztBQUNsQixZQUFNLE9BQU8sS0FBSztBQUNsQixlQUFTLElBQUksR0FBRyxJQUFJLEtBQUssSUFBSyxNQUFNLE1BQU0sSUFBSyxJQUFJLElBQUksSUFBSSxDQUFDO0FBQzVELGFBQVEsTUFBTSxNQUFPO0FBQUEsSUFDdkI7QUFDQSxVQUFNLFFBQVEsS0FBSyxJQUFJLEtBQUssS0FBSyxXQUFXLEdBQUc7QUFDL0MsUUFBSSxVQUFVLEtBQUs7QUFDakIsV0FBSyxLQUFLLElBQUksS0FBSyxHQUFHO0FBQUEsSUFDeEIsT0FBTztBQUNMLFdBQUssS0FBSyxJQUFJLElBQUksU0FBUyxHQUFHLEtBQUssR0FBRyxHQUFHO0FBQ3pDLFdBQUssS0FBSyxJQUFJLElBQUksU0FBUyxLQUFLLEdBQUcsQ0FBQztBQUFBLElBQ3RDO0FBQ0EsV0FBUSxNQUFNLE1BQU8sS0FBSztBQUFBLEVBQzVCO0FBQUE7QUFBQSxFQUdBLGFBQXFCO0FBQ25CLFVBQU0sT0FBTyxRQUFRLEtBQUssS0FBSyxNQUFNLEtBQUssVUFBVSxLQUFLLFNBQVMsQ0FBQztBQUNuRSxXQUFPLE9BQU87QUFBQSxFQUNoQjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxnQkFBd0I7QUFDdEIsWUFBUyxLQUFLLFVBQVUsS0FBSyxRQUFRLFlBQWEsS0FBSztBQUFBLEVBQ3pEO0FBQUE7QUFBQSxFQUdBLFVBQWtCO0FBQ2hCLFdBQU8sS0FBSyxLQUFNLEtBQUssVUFBVSxJQUFLLEtBQUssU0FBUyxDQUFDO0FBQUEsRUFDdkQ7QUFBQTtBQUFBLEVBR0EsU0FBUyxHQUFtQjtBQUMxQixXQUFPLEtBQUssTUFBTyxLQUFLLFVBQVUsS0FBSyxRQUFRLFlBQVksSUFBSSxJQUFLLEtBQUssU0FBUyxDQUFDO0FBQUEsRUFDckY7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxTQUFTLEtBQWlCLE9BQU8sR0FBUztBQUN4QyxVQUFNLE9BQU8sS0FBSztBQUNsQixVQUFNLE9BQVEsS0FBSyxVQUFVLFFBQVEsWUFBWSxPQUFRO0FBQ3pELFVBQU0sTUFBTSxJQUFJO0FBQ2hCLFFBQUksT0FBTyxZQUFZO0FBQ3JCLFlBQU0sT0FBTyxLQUFLO0FBQ2xCLGVBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxJQUFLLEtBQUksQ0FBQyxJQUFJLEtBQU0sTUFBTSxJQUFLLElBQUk7QUFDNUQ7QUFBQSxJQUNGO0FBQ0EsVUFBTSxRQUFRLEtBQUssSUFBSSxLQUFLLEtBQUssV0FBVyxHQUFHO0FBQy9DLFFBQUksSUFBSSxLQUFLLEtBQUssU0FBUyxLQUFLLE1BQU0sS0FBSyxDQUFDO0FBQzVDLFFBQUksUUFBUSxLQUFLO0FBQ2YsVUFBSSxJQUFJLEtBQUssS0FBSyxTQUFTLEdBQUcsTUFBTSxLQUFLLEdBQUcsS0FBSztBQUFBLElBQ25EO0FBQUEsRUFDRjtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxjQUFjLEtBQWlCLE1BQW9CO0FBQ2pELFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFVBQU0sTUFBTSxLQUFLO0FBQ2pCLFFBQUksU0FBUyxLQUFLLElBQUksVUFBVSxZQUFZO0FBRTFDLFlBQU0sTUFBTyxLQUFLLFVBQVUsUUFBUSxhQUFjO0FBQ2xELGVBQVMsSUFBSSxHQUFHLElBQUksSUFBSSxRQUFRLElBQUssS0FBSSxDQUFDLElBQUksSUFBSSxLQUFLLENBQUM7QUFDeEQ7QUFBQSxJQUNGO0FBQ0EsUUFBSSxPQUFRLEtBQUssVUFBVSxRQUFRLFlBQVksT0FBUTtBQUN2RCxhQUFTLElBQUksR0FBRyxJQUFJLElBQUksUUFBUSxLQUFLO0FBQ25DLFVBQUksQ0FBQyxJQUFJLElBQUksT0FBTyxDQUFDO0FBQ3JCLFlBQU8sTUFBTSxJQUFLO0FBQUEsSUFDcEI7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdBLFVBQWdCO0FBQ2QsVUFBTSxPQUFPLEtBQUs7QUFDbEIsVUFBTSxRQUFRLE9BQU8sS0FBSyxTQUFTO0FBQ25DLFVBQU0sSUFBSyxLQUFLLElBQUksSUFBSSxJQUFlO0FBRXZDLFNBQUssSUFBSSxJQUFJLElBQUk7QUFDakIsVUFBTSxPQUFRLE9BQU8sVUFBVSxDQUFDLElBQUs7QUFDckMsU0FBSyxVQUFVO0FBQ2YsUUFBSyxPQUFPLEtBQUssZUFBZ0IsS0FBSyxLQUFLLFdBQVc7QUFDcEQsV0FBSyxVQUFVO0FBQUEsSUFDakIsT0FBTztBQUNMLFdBQUssWUFBWTtBQUFBLElBQ25CO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxlQUF3QjtBQUN0QixXQUFPLEtBQUssWUFBWSxLQUFLO0FBQUEsRUFDL0I7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxZQUFrQjtBQUNoQixTQUFLLGFBQWEsS0FBSztBQUN2QixTQUFLLGFBQWEsUUFBUSxTQUFTLEtBQUssTUFBTSxNQUFNLEtBQUssT0FBTyxJQUFJLFVBQVU7QUFDOUUsUUFBSSxLQUFLLFlBQWEsU0FBUSxPQUFPLEtBQUssTUFBTSxJQUFJO0FBQUEsRUFDdEQ7QUFBQTtBQUFBLEVBR0EsVUFBNkI7QUFDM0IsVUFBTSxJQUFJLEtBQUssV0FBVztBQUMxQixRQUFJLElBQUksRUFBRyxRQUFPO0FBQ2xCLFVBQU0sTUFBTSxJQUFJLFdBQVcsQ0FBQztBQUM1QixTQUFLLFNBQVMsR0FBRztBQUNqQixTQUFLLFFBQVE7QUFDYixXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUEsRUFHQSxNQUFNLFFBQW9CLEdBQWUsR0FBZ0IsWUFBWSxPQUFPLFdBQWlCO0FBQzNGLFVBQU0sV0FBVyxLQUFLLElBQUksSUFBSTtBQUM5QixXQUFPLENBQUMsS0FBSyxTQUFTLEdBQUcsQ0FBQyxHQUFHO0FBQzNCLFlBQU0sT0FBTyxRQUFRLEtBQUssS0FBSyxNQUFNLElBQUk7QUFDekMsVUFBSSxLQUFLLFNBQVMsR0FBRyxDQUFDLEVBQUc7QUFDekI7QUFBQSxRQUNFLEtBQUs7QUFBQSxRQUNMO0FBQUEsUUFDQTtBQUFBLFFBQ0E7QUFBQSxRQUNBO0FBQUEsUUFDQSxLQUFLLElBQUksR0FBRyxXQUFXLEtBQUssSUFBSSxDQUFDO0FBQUEsTUFDbkM7QUFBQSxJQUNGO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxLQUFLLFFBQW9CLFlBQVksT0FBTyxXQUF1QjtBQUNqRSxVQUFNLFdBQVcsS0FBSyxJQUFJLElBQUk7QUFDOUIsZUFBUztBQUNQLFlBQU0sT0FBTyxRQUFRLEtBQUssS0FBSyxNQUFNLElBQUk7QUFDekMsWUFBTSxNQUFNLEtBQUssUUFBUTtBQUN6QixVQUFJLFFBQVEsS0FBTSxRQUFPO0FBQ3pCLHFCQUFlLEtBQUssTUFBTSxNQUFNLE1BQU0sUUFBUSx3Q0FBd0MsS0FBSyxJQUFJLEdBQUcsV0FBVyxLQUFLLElBQUksQ0FBQyxDQUFDO0FBQUEsSUFDMUg7QUFBQSxFQUNGO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
