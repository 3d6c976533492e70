/**
 * A lock-free work-stealing deque (Chase–Lev with a fixed capacity) of fixed-size Int32 task
 * records in a SharedArrayBuffer. The owner pushes and pops at the bottom; any thread steals at the
 * top. Layout, memory order and the races it prevents: ./README.md ("Task deque").
 */
import { invalidArgument } from '../errors.ts';

export type StealOutcome = 'empty' | 'ok' | 'retry';

/** Int32 word of TOP (next index to steal) and BOTTOM (next index to push), each on its own line. */
const TOP = 0;
const BOTTOM = 16;
const HEADER_WORDS = 32;

function checkShape(capacity: unknown, recordWords: unknown): void {
  if (
    typeof capacity !== 'number' ||
    !Number.isInteger(capacity) ||
    capacity < 1 ||
    capacity > 2 ** 24 ||
    (capacity & (capacity - 1)) !== 0
  ) {
    throw invalidArgument('deque capacity', 'a power of two in [1, 2^24]', capacity);
  }
  if (typeof recordWords !== 'number' || !Number.isInteger(recordWords) || recordWords < 1 || recordWords > 4096) {
    throw invalidArgument('deque recordWords', 'an integer in [1, 4096]', recordWords);
  }
}

export class TaskDeque {
  /** Bytes a deque of `capacity` records of `recordWords` Int32 words occupies. */
  static byteLength(capacity: number, recordWords: number): number {
    checkShape(capacity, recordWords);
    return 4 * (HEADER_WORDS + capacity * recordWords);
  }

  /** A deque in a fresh buffer of its own (tests, single-process use). */
  static create(capacity: number, recordWords: number): TaskDeque {
    return new TaskDeque(new SharedArrayBuffer(TaskDeque.byteLength(capacity, recordWords)), 0, capacity, recordWords);
  }

  readonly capacity: number;
  readonly recordWords: number;
  private readonly words: Int32Array;
  private readonly mask: number;

  constructor(buffer: SharedArrayBuffer, byteOffset: number, capacity: number, recordWords: number) {
    if (!(buffer instanceof SharedArrayBuffer)) throw invalidArgument('deque buffer', 'a SharedArrayBuffer', buffer);
    const bytes = TaskDeque.byteLength(capacity, recordWords);
    if (typeof byteOffset !== 'number' || !Number.isInteger(byteOffset) || byteOffset < 0 || byteOffset % 4 !== 0) {
      throw invalidArgument('deque byteOffset', 'a non-negative multiple of 4', byteOffset);
    }
    if (byteOffset + bytes > buffer.byteLength) {
      throw invalidArgument('deque buffer', `at least ${byteOffset + bytes} bytes (offset ${byteOffset} + ${bytes})`, buffer.byteLength);
    }
    this.capacity = capacity;
    this.recordWords = recordWords;
    this.mask = capacity - 1;
    this.words = new Int32Array(buffer, byteOffset, bytes / 4);
  }

  /** Clear the deque. Only while no other thread uses it. */
  reset(): void {
    Atomics.store(this.words, TOP, 0);
    Atomics.store(this.words, BOTTOM, 0);
  }

  /**
   * Owner only. Append `record` (its first `recordWords` values) at the bottom. Returns false when
   * the deque holds `capacity` records (back-pressure: the caller runs the task itself or waits).
   */
  push(record: ArrayLike<number>): boolean {
    const w = this.words;
    const b = Atomics.load(w, BOTTOM);
    const t = Atomics.load(w, TOP);
    if (((b - t) | 0) >= this.capacity) return false;
    const n = this.recordWords;
    const at = HEADER_WORDS + (b & this.mask) * n;
    for (let i = 0; i < n; i++) w[at + i] = record[i] as number;
    // Publish: the record's words are ordered before this store (release).
    Atomics.store(w, BOTTOM, (b + 1) | 0);
    return true;
  }

  /** Owner only. Take the newest record into `out`; false when the deque is empty. */
  pop(out: Int32Array): boolean {
    const w = this.words;
    const b = (Atomics.load(w, BOTTOM) - 1) | 0;
    Atomics.store(w, BOTTOM, b);
    const t = Atomics.load(w, TOP);
    const left = (b - t) | 0;
    if (left < 0) {
      Atomics.store(w, BOTTOM, t);
      return false;
    }
    const n = this.recordWords;
    const at = HEADER_WORDS + (b & this.mask) * n;
    for (let i = 0; i < n; i++) out[i] = w[at + i] as number;
    if (left > 0) return true;
    // The last record: race the thieves for it on TOP.
    const won = Atomics.compareExchange(w, TOP, t, (t + 1) | 0) === t;
    Atomics.store(w, BOTTOM, (t + 1) | 0);
    return won;
  }

  /**
   * Any thread. Take the oldest record into `out`: 'ok', 'empty', or 'retry' when another thread
   * took it first (the caller may try again or pick another victim). The record is copied before
   * the compare-and-swap on TOP and counts only if that CAS wins (see README: no torn reads).
   */
  steal(out: Int32Array): StealOutcome {
    const w = this.words;
    const t = Atomics.load(w, TOP);
    const b = Atomics.load(w, BOTTOM);
    if (((b - t) | 0) <= 0) return 'empty';
    const n = this.recordWords;
    const at = HEADER_WORDS + (t & this.mask) * n;
    for (let i = 0; i < n; i++) out[i] = w[at + i] as number;
    return Atomics.compareExchange(w, TOP, t, (t + 1) | 0) === t ? 'ok' : 'retry';
  }

  /** Records held (approximate while other threads push, pop or steal). */
  size(): number {
    const b = Atomics.load(this.words, BOTTOM);
    const t = Atomics.load(this.words, TOP);
    const n = (b - t) | 0;
    return n < 0 ? 0 : Math.min(n, this.capacity);
  }
}
