/**
 * A sense-reversing counter barrier on two Int32 words of a SharedArrayBuffer, as a Node user
 * writes it: the last thread to arrive resets the count and bumps the generation; the others spin
 * a while on the generation (threads <= cores), then sleep in `Atomics.wait`.
 */

/** Int32 words a barrier uses: [count, generation]. */
export const BARRIER_WORDS = 2;

export class SpinBarrier {
  private readonly words: Int32Array;
  private readonly at: number;
  private readonly parties: number;
  private readonly spin: number;
  constructor(words: Int32Array, at: number, parties: number, spin: number) {
    this.words = words;
    this.at = at;
    this.parties = parties;
    this.spin = spin;
  }

  wait(): void {
    const w = this.words;
    const gen = Atomics.load(w, this.at + 1);
    if (Atomics.add(w, this.at, 1) === this.parties - 1) {
      Atomics.store(w, this.at, 0);
      Atomics.add(w, this.at + 1, 1);
      Atomics.notify(w, this.at + 1);
      return;
    }
    for (let i = 0; i < this.spin; i++) if (Atomics.load(w, this.at + 1) !== gen) return;
    while (Atomics.load(w, this.at + 1) === gen) Atomics.wait(w, this.at + 1, gen, 1000);
  }
}
