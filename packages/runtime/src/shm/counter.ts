/** Shared integer counters (Int32 or BigInt64 words) with atomic read-modify-write. */
import { invalidArgument } from '../errors.ts';

export class SharedCounter {
  static create(initial = 0): SharedCounter {
    const c = new SharedCounter(new Int32Array(new SharedArrayBuffer(4)), 0);
    c.set(initial);
    return c;
  }

  readonly words: Int32Array;
  readonly index: number;
  constructor(words: Int32Array, index: number) {
    this.words = words;
    this.index = index;
    if (!Number.isInteger(index) || index < 0 || index >= words.length) {
      throw invalidArgument('counter index', `an integer in [0, ${words.length})`, index);
    }
  }

  get(): number {
    return Atomics.load(this.words, this.index);
  }

  set(value: number): void {
    Atomics.store(this.words, this.index, value);
  }

  /** Add `delta`; returns the value before the addition (fetch-and-add). */
  add(delta: number): number {
    return Atomics.add(this.words, this.index, delta);
  }

  /** Replace `expected` with `value`; returns the value found (equal to `expected` on success). */
  compareExchange(expected: number, value: number): number {
    return Atomics.compareExchange(this.words, this.index, expected, value);
  }

  /**
   * Take up to `want` units from a counter that counts *remaining* units down to 0 (a shared work
   * pool). Returns [start, count] with start = units already taken before this grab, or count 0
   * when nothing is left.
   */
  static claim(next: SharedCounter, total: number, want: number): readonly [number, number] {
    if (want < 1) throw invalidArgument('claim size', 'an integer >= 1', want);
    const start = next.add(want);
    if (start >= total) return [total, 0];
    return [start, Math.min(want, total - start)];
  }

  notifyAll(): void {
    Atomics.notify(this.words, this.index);
  }
}
