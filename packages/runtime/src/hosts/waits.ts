/**
 * The host process's side of the doorbells (../shm/README.md, "Doorbells"): the main thread
 * never blocks, so it sleeps on a word with `Atomics.waitAsync` and rings ranks as they ring
 * each other.
 */
import { BARRIER_BELL, bellIndex, bellOf, ringBell, sleepIndex } from '../comm/layout.ts';

type WaitAsync = (
  array: Int32Array,
  index: number,
  value: number,
  timeoutMs: number,
) => { readonly async: boolean; readonly value: Promise<string> | string };

const waitAsyncFn = (Atomics as unknown as { waitAsync: WaitAsync }).waitAsync;

/** Resolve once `array[index]` is no longer `value`, it is notified, or after `timeoutMs`. */
export async function waitWord(array: Int32Array, index: number, value: number, timeoutMs: number): Promise<void> {
  const r = waitAsyncFn(array, index, value, timeoutMs);
  if (r.async) await r.value;
}

/** Wake rank `r` if it sleeps or is about to (Waiter.ring). */
export function ringRank(control: Int32Array, r: number): void {
  const flag = Atomics.load(control, sleepIndex(r));
  if (flag !== 0) ringBell(control, bellOf(flag, r));
}

/** Wake rank `r` unconditionally (Waiter.wake): it announced that it waits for what was published. */
export function wakeRank(control: Int32Array, r: number): void {
  ringBell(control, bellOf(Atomics.load(control, sleepIndex(r)), r));
}

/**
 * Wake every rank of `size` wherever it sleeps (the host raised the abort flag): each doorbell,
 * and the shm barrier's bell, where ranks asleep in that barrier sleep (../shm/README.md).
 */
export function wakeEveryRank(control: Int32Array, size: number): void {
  for (let r = 0; r < size; r++) ringBell(control, bellIndex(r));
  ringBell(control, BARRIER_BELL);
}
