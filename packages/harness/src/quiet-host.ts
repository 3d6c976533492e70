/**
 * Before a timed run: the host's garbage collection run to its end, so that the collection the
 * previous side's garbage is owed does not fall into the next side's run.
 *
 * Why: a series interleaves the sequential reference (or a plain loop) on the host thread with
 * the parallel runs, and the reference allocates its arrays anew every run (tens of MB). V8
 * starts the major collection those allocations call for at the next allocation past its limit,
 * which is often the next run's first: the host's marking then runs on V8's helper threads, and
 * its pauses on the host thread, while the ranks want both cores. Measured on 2026-11-28 on a
 * 2-vCPU VM (`node --trace-gc`): the host's incremental mark-compact finished 9-16 ms into the
 * parallel run that followed the host's own work, its pause 4.5-13 ms; `meshwork run thinning
 * --compare static --rounds auto` (60 paired rounds each) read gde 55.3 and 56.1 ms and static
 * 73.0 and 80.3 ms without this step, 46.4-52.7 and 66.7-71.5 ms in six runs with it, the
 * sequential reference unchanged (70.2-73.3 ms either way); both ways interleaved in one process
 * (`node bench/scripts/quiet-host.mjs thinning 20`, machine check 2.05x): gde 0.841x [0.735, 0.961]
 * of its time without the step, static 0.963x [0.909, 1.021]; a second run of it (check 2.07x) read
 * gde 0.987x [0.877, 1.111] and static 0.952x [0.868, 1.044], no significant difference: a few
 * percent at best, and no side left to pay for the last side's garbage. Every parallel side of a series (and
 * in the peers bench every threaded side, Meshwork's and the hand-written peer's) gets the same
 * step before each of its timed runs. Not the host's own runs (the sequential reference, a plain
 * loop): a collection right before one sometimes left its kernel to be compiled again inside the
 * timed run (the machine check's plain loop read 485-498 ms instead of 55-60 in 3 of 15 rounds;
 * `node --trace-opt`: the loop's kernel compiled 29 times in 10 rounds against 19 without the
 * step), where the parallel runs' kernels live in the rank threads, whose heaps it does not touch.
 *
 * How: `vm.measureMemory({ execution: 'eager' })` starts a collection of the host's heap at once
 * and settles when it is done (an incremental one: the host's event loop keeps running; 5-15 ms
 * on that VM). It is not a forced `gc()`, which needs `--expose-gc` at start-up. Node marks the
 * call experimental and warns once; that one warning is not printed, any other is. Bounded: a
 * collection that has not settled after {@link QUIET_HOST_MAX_MS} is left to finish on its own.
 */
import { measureMemory } from 'node:vm';

/** The longest a timed run waits for the host's collection, ms. */
export const QUIET_HOST_MAX_MS = 1000;

/** Run the host's garbage collection to its end (at most {@link QUIET_HOST_MAX_MS}) before a timed run. */
export async function quietHost(): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const done = withoutItsWarning(() => measureMemory({ mode: 'summary', execution: 'eager' }));
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, QUIET_HOST_MAX_MS);
    });
    await Promise.race([done.then(() => undefined), late]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** Call `f` without the ExperimentalWarning Node prints for vm.measureMemory (other warnings pass). */
function withoutItsWarning<T>(f: () => T): T {
  const emit = process.emitWarning;
  process.emitWarning = function (this: NodeJS.Process, warning: string | Error, ...rest: unknown[]): void {
    const text = typeof warning === 'string' ? warning : warning.message;
    if (text.includes('vm.measureMemory')) return;
    (emit as (w: string | Error, ...r: unknown[]) => void).call(this, warning, ...rest);
  } as typeof process.emitWarning;
  try {
    return f();
  } finally {
    process.emitWarning = emit;
  }
}
