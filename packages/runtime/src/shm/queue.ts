/**
 * A bounded lock-free multi-producer multi-consumer FIFO of fixed-size Int32 records (Vyukov's
 * array queue with a sequence word per slot) in a SharedArrayBuffer. Task inboxes (anyone places a
 * task on a rank) and the one central queue use it. Design note: ./README.md ("Task queue").
 */
import { invalidArgument } from '../errors.ts';

const HEAD = 0;
const TAIL = 16;
const HEADER_WORDS = 32;

function checkShape(capacity: unknown, recordWords: unknown): void {
  if (
    typeof capacity !== 'number' ||
    !Number.isInteger(capacity) ||
    capacity < 2 ||
    capacity > 2 ** 24 ||
    (capacity & (capacity - 1)) !== 0
  ) {
    throw invalidArgument('queue capacity', 'a power of two in [2, 2^24]', capacity);
  }
  if (typeof recordWords !== 'number' || !Number.isInteger(recordWords) || recordWords < 1 || recordWords > 4096) {
    throw invalidArgument('queue recordWords', 'an integer in [1, 4096]', recordWords);
  }
}

export class TaskQueue {
  static byteLength(capacity: number, recordWords: number): number {
    checkShape(capacity, recordWords);
    return 4 * (HEADER_WORDS + capacity * (recordWords + 1));
  }

  static create(capacity: number, recordWords: number): TaskQueue {
    const q = new TaskQueue(new SharedArrayBuffer(TaskQueue.byteLength(capacity, recordWords)), 0, capacity, recordWords);
    q.reset();
    return q;
  }

  readonly capacity: number;
  readonly recordWords: number;
  private readonly words: Int32Array;
  private readonly mask: number;
  private readonly stride: number;

  /** The buffer region must have been `reset()` once (by any thread) before first use. */
  constructor(buffer: SharedArrayBuffer, byteOffset: number, capacity: number, recordWords: number) {
    if (!(buffer instanceof SharedArrayBuffer)) throw invalidArgument('queue buffer', 'a SharedArrayBuffer', buffer);
    const bytes = TaskQueue.byteLength(capacity, recordWords);
    if (typeof byteOffset !== 'number' || !Number.isInteger(byteOffset) || byteOffset < 0 || byteOffset % 4 !== 0) {
      throw invalidArgument('queue byteOffset', 'a non-negative multiple of 4', byteOffset);
    }
    if (byteOffset + bytes > buffer.byteLength) {
      throw invalidArgument('queue buffer', `at least ${byteOffset + bytes} bytes (offset ${byteOffset} + ${bytes})`, buffer.byteLength);
    }
    this.capacity = capacity;
    this.recordWords = recordWords;
    this.mask = capacity - 1;
    this.stride = recordWords + 1;
    this.words = new Int32Array(buffer, byteOffset, bytes / 4);
  }

  /** Empty the queue: slot i's sequence word = i. Only while no other thread uses it. */
  reset(): void {
    Atomics.store(this.words, HEAD, 0);
    Atomics.store(this.words, TAIL, 0);
    for (let i = 0; i < this.capacity; i++) Atomics.store(this.words, HEADER_WORDS + i * this.stride, i);
  }

  /** Any thread. Append `record`; false when the queue is full. */
  offer(record: ArrayLike<number>): boolean {
    const w = this.words;
    let pos = Atomics.load(w, TAIL);
    for (;;) {
      const at = HEADER_WORDS + (pos & this.mask) * this.stride;
      const dif = (Atomics.load(w, at) - pos) | 0;
      if (dif === 0) {
        const seen = Atomics.compareExchange(w, TAIL, pos, (pos + 1) | 0);
        if (seen === pos) {
          for (let i = 0; i < this.recordWords; i++) w[at + 1 + i] = record[i] as number;
          Atomics.store(w, at, (pos + 1) | 0); // publish the record (release)
          return true;
        }
        pos = seen;
      } else if (dif < 0)
        return false; // the slot still holds a record of the previous lap
      else pos = Atomics.load(w, TAIL);
    }
  }

  /** Any thread. Take the oldest record into `out`; false when the queue is empty. */
  poll(out: Int32Array): boolean {
    const w = this.words;
    let pos = Atomics.load(w, HEAD);
    for (;;) {
      const at = HEADER_WORDS + (pos & this.mask) * this.stride;
      const dif = (Atomics.load(w, at) - ((pos + 1) | 0)) | 0;
      if (dif === 0) {
        const seen = Atomics.compareExchange(w, HEAD, pos, (pos + 1) | 0);
        if (seen === pos) {
          for (let i = 0; i < this.recordWords; i++) out[i] = w[at + 1 + i] as number;
          Atomics.store(w, at, (pos + this.capacity) | 0); // free the slot for the next lap
          return true;
        }
        pos = seen;
      } else if (dif < 0)
        return false; // not yet published: empty (or a producer mid-write)
      else pos = Atomics.load(w, HEAD);
    }
  }

  /** Records held (approximate while other threads offer or poll). */
  size(): number {
    const n = (Atomics.load(this.words, TAIL) - Atomics.load(this.words, HEAD)) | 0;
    return n < 0 ? 0 : Math.min(n, this.capacity);
  }
}
