/**
 * Adaptive blocking waits on a SharedArrayBuffer word: spin briefly (a bounded time, and only
 * when every rank has a core of its own), then `Atomics.wait` in slices so an abort flag and a
 * deadline are honoured. See ./README.md ("Adaptive waiting") for the spin rule and why.
 */
import { aborted, deadlineExceeded } from '../errors.ts';
import type { FreeCoreProbe } from './free-core.ts';

/** How a thread blocks. One per rank; shared by every wait of that rank. */
export interface WaitPolicy {
  /** Most polls of busy waiting before sleeping; 0 disables spinning. */
  readonly spinIterations: number;
  /**
   * Longest busy wait before sleeping, in µs (checked every `SPIN_CLOCK_POLLS` polls, so a spin
   * also ends after `spinIterations` polls, whichever comes first). Default `DEFAULT_SPIN_MICROS`.
   */
  readonly spinMicros?: number;
  /**
   * Adaptive spinning: a rank's waits may learn a longer budget, up to this many µs, while its
   * recent waits ended soon (../comm/waiter.ts, `SpinBudget`). Default `spinMicros` (a fixed budget).
   */
  readonly spinMaxMicros?: number;
  /**
   * Past its time budget a wait spins on while `freeCore` says the machine has a core nobody else
   * wants, up to this many µs in all (./free-core.ts, ./README.md "Adaptive waiting"). Default 0.
   */
  readonly spinFreeMicros?: number;
  /** The free-core probe of the rank's thread (undefined: spin within the budget only). */
  readonly freeCore?: FreeCoreProbe | undefined;
  /** Longest single `Atomics.wait`; the abort flag is checked at least this often. */
  readonly sliceMs: number;
  /** Default timeout of a wait, in ms. */
  readonly timeoutMs: number;
  /** Abort word: `abort[abortIndex] !== 0` means the run is over; waits throw ABORTED. */
  readonly abort?: Int32Array | undefined;
  readonly abortIndex?: number;
}

export const DEFAULT_SLICE_MS = 20;
/** Poll cap of a spinning wait (the time bound, `DEFAULT_SPIN_MICROS`, usually ends it first). */
export const SPIN_POLLS = 20_000;
/**
 * Time bound of a spinning wait, µs: long enough to catch a reply that is on its way (a link round
 * trip takes ~0.2-0.5 µs), short enough to hand the core to V8's compiler and GC threads, or the
 * partner rank, within a fraction of a scheduler tick (./README.md, "Adaptive waiting").
 */
export const DEFAULT_SPIN_MICROS = 50;
/**
 * Most a rank's adaptive spin may grow to, µs: a few times what a hand-rolled wait of 20 000
 * polls spins (0.2-0.4 ms here). Reached only while the rank's recent waits ended within about
 * half of it; longer waits shrink the budget back to `DEFAULT_SPIN_MICROS` (./spin-budget.ts,
 * ./README.md "Adaptive waiting").
 */
export const MAX_SPIN_MICROS = 1000;
/**
 * Longest spin of a wait while the machine has a free core, µs (a wait that lasts longer sleeps:
 * a wake-up then costs a small part of it). The Atomics.wait slice, so an abort is seen as soon.
 */
export const FREE_SPIN_MICROS = 20_000;
/** A spin past its budget asks whether a core is still free this often, µs (a look costs ~5 µs). */
export const FREE_CORE_LOOK_MICROS = 200;
/** A spinning wait reads the clock once per this many polls (a clock read costs ~3 polls). */
export const SPIN_CLOCK_POLLS = 64;

/** The spin budget of a rank's waits: at most `iterations` polls and `micros` µs. */
export interface SpinRule {
  readonly iterations: number;
  readonly micros: number;
  /** Adaptive budget: the most it may grow to (µs); equal to `micros` for a fixed budget. */
  readonly maxMicros: number;
  /** Past the budget, spin on while a core is free, up to this many µs (0: never). */
  readonly freeMicros: number;
}

/**
 * The spin rule: spin only while every thread owns a core, with an adaptive budget from
 * `DEFAULT_SPIN_MICROS` up to `MAX_SPIN_MICROS`; with more threads than cores a spinning thread
 * burns the time slice its partner needs.
 */
export function spinRuleFor(threads: number, cores: number): SpinRule {
  return threads <= cores
    ? { iterations: Number.MAX_SAFE_INTEGER, micros: DEFAULT_SPIN_MICROS, maxMicros: MAX_SPIN_MICROS, freeMicros: FREE_SPIN_MICROS }
    : { iterations: 0, micros: 0, maxMicros: 0, freeMicros: 0 };
}

/** A wait bounded by polls only (raw references such as the micro bench's): `SPIN_POLLS` while every thread has a core, else 0. */
export function spinIterationsFor(threads: number, cores: number): number {
  return threads <= cores ? SPIN_POLLS : 0;
}

export function createWaitPolicy(options: Partial<WaitPolicy> = {}): WaitPolicy {
  return {
    spinIterations: options.spinIterations ?? 0,
    spinMicros: options.spinMicros ?? DEFAULT_SPIN_MICROS,
    spinMaxMicros: options.spinMaxMicros ?? options.spinMicros ?? DEFAULT_SPIN_MICROS,
    spinFreeMicros: options.spinFreeMicros ?? 0,
    freeCore: options.freeCore,
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
 * Whether a spinning wait that has polled `i` times (i = 0, 1, ...) may poll again under `policy`.
 * The clock is read only at every `SPIN_CLOCK_POLLS`-th poll: the first read (i = 63) starts the
 * clock, so a wait that ends within 64 polls never reads it. `clock[0]` holds the start; one
 * per thread, since waits of a thread never nest.
 */
export function spinMore(policy: WaitPolicy, i: number, clock: Float64Array): boolean {
  if (i >= policy.spinIterations) return false;
  if ((i & (SPIN_CLOCK_POLLS - 1)) !== SPIN_CLOCK_POLLS - 1) return true;
  const now = performance.now();
  if (i === SPIN_CLOCK_POLLS - 1) {
    clock[0] = now;
    return true;
  }
  return (now - (clock[0] as number)) * 1000 < (policy.spinMicros ?? DEFAULT_SPIN_MICROS);
}

/** Spin start of the free-standing waits below (one thread's waits never nest). */
const spinClock = new Float64Array(1);

/**
 * Block until `cond()` holds. `word[index]` is the word producers bump and notify when `cond`
 * may have changed; the caller reads its value *before* evaluating `cond` so a change between
 * the test and the sleep is never missed (Atomics.wait returns at once if the value moved).
 * `onIdle` runs between checks (the communicator drains its inbound links there).
 *
 * A closure-driven loop: V8 specialises it to the closures it sees first and deoptimises it when
 * others come. The runtime's own waits use one loop per kind instead (../comm/waiter.ts).
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
  for (let i = 0; spinMore(policy, i, spinClock); i++) {
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
  for (let i = 0; spinMore(policy, i, spinClock); i++) {
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
