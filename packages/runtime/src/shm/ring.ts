/**
 * Single-producer single-consumer ring of variable-length frames in a SharedArrayBuffer.
 * Layout, memory order and races: ./README.md ("SPSC ring").
 */
import { invalidArgument, messageTooLarge } from '../errors.js';
import { type WaitPolicy, waitWhileEqual } from './wait.js';

/** Int32 slots of the header; head and tail sit on separate 64-byte lines. */
const HEAD = 0;
/** On the consumer's line: non-zero while the producer waits for room (./README.md, "SPSC ring"). */
const ROOM_WANTED = 1;
const TAIL = 16;
const HEADER_BYTES = 128;
/** Length word (u32) plus 4 bytes of padding: frames and payloads stay 8-byte aligned. */
const LEN_BYTES = 8;

/**
 * Frames are padded to 8 bytes so every payload starts 8-byte aligned: V8 copies between a
 * SharedArrayBuffer and another buffer ~8x slower when the two sides are misaligned.
 */
export function align8(n: number): number {
  return (n + 7) & ~7;
}

export class SpscRing {
  /** Bytes of SharedArrayBuffer a ring of `capacity` data bytes needs. */
  static byteLengthFor(capacity: number): number {
    SpscRing.checkCapacity(capacity);
    return HEADER_BYTES + capacity;
  }

  static checkCapacity(capacity: number): void {
    if (!Number.isInteger(capacity) || capacity < 64 || capacity > 2 ** 30 || (capacity & (capacity - 1)) !== 0) {
      throw invalidArgument('ring capacity', 'a power of two in [64, 2^30] bytes', capacity);
    }
  }

  /** Allocate a fresh ring in its own SharedArrayBuffer. */
  static create(capacity: number): SpscRing {
    return new SpscRing(new SharedArrayBuffer(SpscRing.byteLengthFor(capacity)), 0, capacity);
  }

  readonly capacity: number;
  /** Largest payload one frame can carry. */
  readonly maxFrame: number;
  readonly ctrl: Int32Array;
  private readonly data: Uint8Array;
  private readonly lens: DataView;
  private readonly mask: number;

  constructor(
    readonly buffer: SharedArrayBuffer,
    readonly byteOffset: number,
    capacity: number,
    /** Notify the ring's own head/tail words on every change (for standalone blocking use). */
    private readonly notifyWords = true,
  ) {
    SpscRing.checkCapacity(capacity);
    if (byteOffset % 8 !== 0 || byteOffset + HEADER_BYTES + capacity > buffer.byteLength) {
      throw invalidArgument('ring byteOffset', `a multiple of 8 leaving ${HEADER_BYTES + capacity} bytes in the buffer`, byteOffset);
    }
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.maxFrame = capacity - LEN_BYTES;
    this.ctrl = new Int32Array(buffer, byteOffset, HEADER_BYTES / 4);
    this.data = new Uint8Array(buffer, byteOffset + HEADER_BYTES, capacity);
    this.lens = new DataView(buffer, byteOffset + HEADER_BYTES, capacity);
  }

  /** Reset to empty. Only while neither side is using the ring. */
  reset(): void {
    Atomics.store(this.ctrl, HEAD, 0);
    Atomics.store(this.ctrl, TAIL, 0);
    Atomics.store(this.ctrl, ROOM_WANTED, 0);
  }

  /**
   * Producer: ask the consumer to report freed room (it checks `roomWanted()` after `consume()`),
   * or withdraw the request. Set it before the last re-check that precedes a sleep.
   */
  wantRoom(on: boolean): void {
    Atomics.store(this.ctrl, ROOM_WANTED, on ? 1 : 0);
  }

  /** Consumer: whether the producer waits for room. */
  roomWanted(): boolean {
    return Atomics.load(this.ctrl, ROOM_WANTED) !== 0;
  }

  /** Bytes currently queued (frames with their length words and padding). */
  used(): number {
    return (Atomics.load(this.ctrl, TAIL) - Atomics.load(this.ctrl, HEAD)) >>> 0;
  }

  isEmpty(): boolean {
    return Atomics.load(this.ctrl, TAIL) === Atomics.load(this.ctrl, HEAD);
  }

  /** Frame size in ring bytes for a payload of `n` bytes. */
  static frameBytes(n: number): number {
    return LEN_BYTES + align8(n);
  }

  /**
   * Producer: append one frame made of `a` followed by `b` (both optional parts, so a header and
   * a typed array's bytes go in without concatenation). Returns false when there is no room.
   */
  tryWrite(a: Uint8Array, b?: Uint8Array): boolean {
    const n = a.byteLength + (b === undefined ? 0 : b.byteLength);
    if (n > this.maxFrame) throw messageTooLarge(n, this.maxFrame);
    const need = LEN_BYTES + align8(n);
    const tail = Atomics.load(this.ctrl, TAIL);
    const head = Atomics.load(this.ctrl, HEAD); // acquire: the consumer is done with those bytes
    if (this.capacity - ((tail - head) >>> 0) < need) return false;
    const at = tail & this.mask;
    this.lens.setUint32(at, n, true);
    let pos = (at + LEN_BYTES) & this.mask;
    pos = this.put(pos, a);
    if (b !== undefined) this.put(pos, b);
    Atomics.store(this.ctrl, TAIL, (tail + need) | 0); // release: publishes the frame
    if (this.notifyWords) Atomics.notify(this.ctrl, TAIL);
    return true;
  }

  private put(pos: number, src: Uint8Array): number {
    const first = Math.min(src.byteLength, this.capacity - pos);
    if (first === src.byteLength) {
      this.data.set(src, pos);
    } else {
      this.data.set(src.subarray(0, first), pos);
      this.data.set(src.subarray(first), 0);
    }
    return (pos + src.byteLength) & this.mask;
  }

  /** Consumer: payload length of the next frame, or -1 when empty. */
  peekLength(): number {
    const head = Atomics.load(this.ctrl, HEAD);
    if (Atomics.load(this.ctrl, TAIL) === head) return -1;
    return this.lens.getUint32(head & this.mask, true);
  }

  /**
   * Consumer: copy bytes [from, from + dst.length) of the next frame's payload into `dst`
   * without consuming it. Lets a reader parse a header, then copy the body straight into its
   * destination.
   */
  peekInto(dst: Uint8Array, from = 0): void {
    const head = Atomics.load(this.ctrl, HEAD);
    const pos = ((head & this.mask) + LEN_BYTES + from) & this.mask;
    const first = Math.min(dst.byteLength, this.capacity - pos);
    dst.set(this.data.subarray(pos, pos + first));
    if (first < dst.byteLength) {
      dst.set(this.data.subarray(0, dst.byteLength - first), first);
    }
  }

  /** Consumer: drop the next frame (after peeking it). */
  consume(): void {
    const head = Atomics.load(this.ctrl, HEAD);
    const n = this.lens.getUint32(head & this.mask, true);
    Atomics.store(this.ctrl, HEAD, (head + LEN_BYTES + align8(n)) | 0); // release: space reusable
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
