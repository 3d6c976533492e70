/**
 * A sum over the threads per step, on three rotating Int32 words of a SharedArrayBuffer, as a Node
 * user adds a global "anything left?" test to a step loop without a second barrier: each thread
 * adds its count to word t % 3 before the step's barrier and reads the sum after it. Thread 0 then
 * clears word (t + 2) % 3: every thread read that word (step t - 1) before arriving at this
 * barrier, and nobody adds to it again (step t + 2) before thread 0 has passed the next one.
 */
import { BARRIER_WORDS, SpinBarrier } from './barrier.ts';

/** Int32 words a tally uses. */
export const TALLY_WORDS = 3;

export class StepTally {
  private readonly words: Int32Array;
  private readonly at: number;
  constructor(words: Int32Array, at: number) {
    this.words = words;
    this.at = at;
  }

  /** Before the barrier of step t: add this thread's count. */
  add(t: number, n: number): void {
    Atomics.add(this.words, this.at + (t % 3), n);
  }

  /** After the barrier of step t: the sum over the threads. */
  total(t: number, thread: number): number {
    const sum = Atomics.load(this.words, this.at + (t % 3));
    if (thread === 0) Atomics.store(this.words, this.at + ((t + 2) % 3), 0);
    return sum;
  }
}

/** Bytes of the control buffer of a step loop with a stop test: a barrier's words, then a tally's. */
export const STEP_CONTROL_BYTES = 4 * (BARRIER_WORDS + TALLY_WORDS);

/** What a thread of a double-buffered step loop gets: the two buffers (equal at the start), the control words, the barrier's spin. */
export interface DoubleBufferJob {
  readonly a: SharedArrayBuffer;
  readonly b: SharedArrayBuffer;
  /** STEP_CONTROL_BYTES, zero. */
  readonly control: SharedArrayBuffer;
  readonly spin: number;
}

/** The barrier and the tally of a step loop on `job.control`. */
export function stepSync(job: DoubleBufferJob, threads: number): { barrier: SpinBarrier; tally: StepTally } {
  const words = new Int32Array(job.control);
  return { barrier: new SpinBarrier(words, 0, threads, job.spin), tally: new StepTally(words, BARRIER_WORDS) };
}
