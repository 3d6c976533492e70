/**
 * Busy-time clock for one rank: the calling thread's own CPU time, or wall time as fallback.
 *
 * On Linux the first field of `/proc/thread-self/schedstat` is the nanoseconds the thread
 * has spent running on a CPU. `thread-self` resolves to the thread that *opens* the file,
 * and the open descriptor stays bound to that thread, so:
 *
 * - create the clock on the thread whose CPU time you want (inside the worker running the
 *   rank, never on the host thread);
 * - the file is opened with `fs.openSync` (runs on the calling JS thread); an async
 *   `fs.open` would run on a libuv pool thread and measure that thread instead.
 *
 * Each JavaScript thread (main or worker) has its own module instance, so the descriptor
 * below is per thread. It is opened once, lazily, and re-read with `fs.readSync` at
 * position 0 (about 1-4 µs per read). The kernel updates the counter at scheduler events
 * and ticks, so for a thread that runs without blocking it can lag by up to one tick; it
 * never decreases.
 *
 * Where the file cannot be read (not Linux, /proc not mounted, sandbox), the clock falls
 * back to monotonic wall time (`wallNs`).
 */

import { closeSync, openSync, readSync } from 'node:fs';

/**
 * Where busy time comes from: thread CPU time (`schedstat`), wall time outside the rank's waits
 * (`active`), or wall time (`wall`).
 */
export type ClockSource = 'schedstat' | 'active' | 'wall';

/** A monotonic non-decreasing clock in nanoseconds (a JS number; differences are what matter). */
export interface BusyClock {
  readonly source: ClockSource;
  /** Current reading in ns. Only differences between readings on the same clock are meaningful. */
  now(): number;
}

const SCHEDSTAT_PATH = '/proc/thread-self/schedstat';
const ORIGIN_MS = performance.now();

/**
 * Where the clocks' readings start, ns: above the small integers V8 keeps untagged (31 bits), so
 * that a reading is a double from the first one on. The objects that hold readings (a phase's
 * start, a run's start) then keep one layout: a clock that began at 0 gave small integers for a
 * thread's first ~1.07 s and doubles after, and when the first double reached a field, V8 changed
 * the field's representation and deoptimized the code compiled for it, once per thread, inside a
 * run (`node --trace-generalization --trace-deopt`: the recorder's `wallStart` and a run's `wallNs`
 * in a benchmark's 29th run, and in that run both ranks' thinning kernels, "wrong map"). Only
 * differences of readings mean anything.
 */
export const CLOCK_BASE_NS = 2 ** 31;

/**
 * Monotonic wall time in ns, a whole number: `CLOCK_BASE_NS` when this thread loaded the module.
 * From `performance.now()` (monotonic, a double of ms: ~0.02 ns apart within a day): a read
 * allocates nothing, where `process.hrtime.bigint()` allocated two BigInts, twice per phase.
 */
export function wallNs(): number {
  return CLOCK_BASE_NS + Math.round((performance.now() - ORIGIN_MS) * 1e6);
}

interface SchedstatHandle {
  fd: number;
  readonly buf: Buffer;
}

/** Per-thread state: undefined = not tried yet, null = unreadable (use wall time). */
let handle: SchedstatHandle | null | undefined;

function openHandle(): SchedstatHandle | null {
  let fd: number;
  try {
    fd = openSync(SCHEDSTAT_PATH, 'r');
  } catch {
    return null;
  }
  const h: SchedstatHandle = { fd, buf: Buffer.alloc(64) };
  let first: number | undefined;
  try {
    first = readSchedstat(h);
  } catch {
    first = undefined;
  }
  if (first === undefined) {
    closeSync(fd);
    return null;
  }
  return h;
}

/** Parse the first decimal field of the file; undefined when the content is not a number. */
function readSchedstat(h: SchedstatHandle): number | undefined {
  const n = readSync(h.fd, h.buf, 0, h.buf.length, 0);
  let value = 0;
  let digits = 0;
  for (let i = 0; i < n; i++) {
    const c = h.buf[i] as number;
    if (c < 48 || c > 57) break;
    value = value * 10 + (c - 48);
    digits++;
  }
  return digits === 0 ? undefined : value;
}

/** This thread's CPU ns, reopening after `releaseBusyClock()`; undefined if unreadable. */
function schedstatNow(): number | undefined {
  if (handle === undefined) handle = openHandle();
  return handle === null ? undefined : readSchedstat(handle);
}

/**
 * Create a busy clock for the calling thread. The first call on a thread tries to open
 * `/proc/thread-self/schedstat`; later calls on the same thread reuse the descriptor.
 * Must be called on the thread that will read it (see the module comment).
 */
export function createBusyClock(): BusyClock {
  if (handle === undefined) handle = openHandle();
  if (handle === null) return { source: 'wall', now: wallNs };
  let last = CLOCK_BASE_NS;
  return {
    source: 'schedstat',
    now(): number {
      const v = schedstatNow();
      // the thread's CPU ns from CLOCK_BASE_NS on (a double from the first reading)
      if (v !== undefined && CLOCK_BASE_NS + v > last) last = CLOCK_BASE_NS + v;
      return last;
    },
  };
}

/**
 * Close this thread's schedstat descriptor, if open (e.g. before a worker thread exits:
 * descriptors belong to the process and outlive the thread). Clocks created earlier on
 * this thread keep working: they reopen the file on their next reading (and, should it
 * have become unreadable, keep returning their last reading rather than switch source).
 */
export function releaseBusyClock(): void {
  if (handle !== undefined && handle !== null) closeSync(handle.fd);
  handle = undefined;
}

/**
 * Busy time as wall time minus the time the rank spent blocked in waits (`blockedMs`, the rank's
 * wait statistics): exact to the µs and ~0.1 µs a reading, where the thread CPU clock costs a
 * `/proc` read (~3-6 µs) and moves only at scheduler ticks (4 ms here), so that phases shorter than
 * a tick read 0 or a whole tick. Right while every rank has a core of its own (ranks <= cores):
 * with more ranks than cores, time a rank waits for a core would count as busy, so runs there
 * keep the thread CPU clock.
 */
export function activeClock(blockedMs: () => number): BusyClock {
  let last = CLOCK_BASE_NS;
  return {
    source: 'active',
    now(): number {
      // whole ns, as the other clocks: a fraction made a phase's busy ns a double, and the first
      // one changed the records' field layout (see CLOCK_BASE_NS)
      const v = wallNs() - Math.round(blockedMs() * 1e6);
      if (v > last) last = v;
      return last;
    },
  };
}
