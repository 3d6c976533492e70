/**
 * Adaptive blocking waits on a SharedArrayBuffer word: spin briefly (only when every rank has a
 * core of its own), then `Atomics.wait` in slices so an abort flag and a deadline are honoured.
 * See ./README.md for why spinning must be bounded when ranks outnumber cores.
 */
import { aborted, deadlineExceeded } from '../errors.js';

/** How a thread blocks. One per rank; shared by every wait of that rank. */
export interface WaitPolicy {
  /** Iterations of busy polling before sleeping; 0 disables spinning (ranks > cores). */
  readonly spinIterations: number;
  /** Longest single `Atomics.wait`; the abort flag is checked at least this often. */
  readonly sliceMs: number;
  /** Default timeout of a wait, in ms. */
  readonly timeoutMs: number;
  /** Abort word: `abort[abortIndex] !== 0` means the run is over; waits throw ABORTED. */
  readonly abort?: Int32Array | undefined;
  readonly abortIndex?: number;
}

export const DEFAULT_SLICE_MS = 20;

/** Spin budget: spinning only pays while every thread owns a core. */
export function spinIterationsFor(threads: number, cores: number): number {
  return threads <= cores ? 20_000 : 0;
}

export function createWaitPolicy(options: Partial<WaitPolicy> = {}): WaitPolicy {
  return {
    spinIterations: options.spinIterations ?? 0,
    sliceMs: options.sliceMs ?? DEFAULT_SLICE_MS,
    timeoutMs: options.timeoutMs ?? 30_000,
    abort: options.abort,
    abortIndex: options.abortIndex ?? 0,
  };
}

export function isAborted(policy: WaitPolicy): boolean {
  return policy.abort !== undefined && Atomics.load(policy.abort, policy.abortIndex ?? 0) !== 0;
}

export function checkAbort(policy: WaitPolicy, what: string): void {
  if (isAborted(policy)) throw aborted(`${what} was interrupted because another rank failed or the host stopped the run`);
}

/**
 * Block until `cond()` holds. `word[index]` is the word producers bump and notify when `cond`
 * may have changed; the caller reads its value *before* evaluating `cond` so a change between
 * the test and the sleep is never missed (Atomics.wait returns at once if the value moved).
 * `onIdle` runs between checks (the communicator drains its inbound links there).
 */
export function waitFor(
  word: Int32Array,
  index: number,
  cond: () => boolean,
  policy: WaitPolicy,
  what: string,
  timeoutMs: number = policy.timeoutMs,
  onIdle?: () => void,
): void {
  if (cond()) return;
  for (let i = 0; i < policy.spinIterations; i++) {
    if (onIdle !== undefined && (i & 63) === 0) onIdle();
    if (cond()) return;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const seen = Atomics.load(word, index);
    onIdle?.();
    if (cond()) return;
    checkAbort(policy, what);
    const left = deadline - Date.now();
    if (left <= 0) throw deadlineExceeded(what, timeoutMs);
    Atomics.wait(word, index, seen, Math.min(left, policy.sliceMs));
  }
}

/** Block until `word[index] !== expected`; returns the new value. */
export function waitWhileEqual(
  word: Int32Array,
  index: number,
  expected: number,
  policy: WaitPolicy,
  what: string,
  timeoutMs: number = policy.timeoutMs,
): number {
  let value = Atomics.load(word, index);
  if (value !== expected) return value;
  for (let i = 0; i < policy.spinIterations; i++) {
    value = Atomics.load(word, index);
    if (value !== expected) return value;
  }
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    checkAbort(policy, what);
    const left = deadline - Date.now();
    if (left <= 0) throw deadlineExceeded(what, timeoutMs);
    Atomics.wait(word, index, expected, Math.min(left, policy.sliceMs));
    value = Atomics.load(word, index);
    if (value !== expected) return value;
  }
}
