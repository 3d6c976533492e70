/**
 * Reusable counting barrier on two Int32 words (count, generation). See ./README.md ("Barrier").
 */
import { invalidArgument } from '../errors.ts';
import { type WaitPolicy, waitWhileEqual } from './wait.ts';

const COUNT = 0;
const GEN = 1;
/** Int32 slots a barrier occupies. */
export const BARRIER_WORDS = 2;

export class SharedBarrier {
  static create(parties: number): SharedBarrier {
    return new SharedBarrier(new Int32Array(new SharedArrayBuffer(BARRIER_WORDS * 4)), 0, parties);
  }

  readonly words: Int32Array;
  readonly base: number;
  readonly parties: number;
  constructor(words: Int32Array, base: number, parties: number) {
    this.words = words;
    this.base = base;
    this.parties = parties;
    if (!Number.isInteger(parties) || parties < 1) throw invalidArgument('barrier parties', 'an integer >= 1', parties);
    if (!Number.isInteger(base) || base < 0 || base + BARRIER_WORDS > words.length) {
      throw invalidArgument('barrier base', `an index leaving ${BARRIER_WORDS} words`, base);
    }
  }

  /** Current generation; changes when the barrier releases. */
  generation(): number {
    return Atomics.load(this.words, this.base + GEN);
  }

  /**
   * Arrive without blocking. Returns the generation this arrival waits to leave and whether this
   * was the last arrival (which has already released everyone).
   */
  arrive(): { readonly generation: number; readonly last: boolean } {
    const generation = Atomics.load(this.words, this.base + GEN);
    const arrived = Atomics.add(this.words, this.base + COUNT, 1) + 1;
    if (arrived === this.parties) {
      // Reset the count before bumping the generation: nobody can re-arrive until GEN moves.
      Atomics.store(this.words, this.base + COUNT, 0);
      Atomics.add(this.words, this.base + GEN, 1);
      Atomics.notify(this.words, this.base + GEN);
      return { generation, last: true };
    }
    return { generation, last: false };
  }

  /** True once the barrier of `generation` has released. */
  released(generation: number): boolean {
    return Atomics.load(this.words, this.base + GEN) !== generation;
  }

  /** Arrive and block until all parties have arrived. */
  wait(policy: WaitPolicy, timeoutMs = policy.timeoutMs): void {
    const { generation, last } = this.arrive();
    if (last) return;
    waitWhileEqual(this.words, this.base + GEN, generation, policy, `barrier of ${this.parties} ranks`, timeoutMs);
  }

  reset(): void {
    Atomics.store(this.words, this.base + COUNT, 0);
  }
}
