/**
 * Checks of numbers every layer takes (counts, ranges, deadlines in ms): each returns the value or
 * throws the runtime's `MW_INVALID_ARGUMENT` (./errors.ts) naming it.
 */
import { invalidArgument } from './errors.ts';

/** Longest delay of a Node timer (2^31 - 1 ms); a longer one fires at once. */
export const MAX_TIMER_MS = 2 ** 31 - 1;

/** Assert `value` is an integer in [min, max]; otherwise throw INVALID_ARGUMENT naming `what`. */
export function checkInt(what: string, value: unknown, min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    const range =
      min === Number.MIN_SAFE_INTEGER
        ? max === Number.MAX_SAFE_INTEGER
          ? 'an integer'
          : `an integer <= ${max}`
        : max === Number.MAX_SAFE_INTEGER
          ? `an integer >= ${min}`
          : `an integer in [${min}, ${max}]`;
    throw invalidArgument(what, range, value);
  }
  return value;
}

/** A run or wait deadline in ms: an integer in [1, MAX_TIMER_MS] (Node timers overflow beyond). */
export function checkTimerMs(what: string, value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > MAX_TIMER_MS) {
    throw invalidArgument(
      what,
      `an integer in [1, ${MAX_TIMER_MS}] (ms; Node timers cannot wait longer than 2^31 - 1 ms, about 24.8 days: leave it out for no deadline)`,
      value,
    );
  }
  return value;
}

/**
 * A wait's own deadline in ms (a receive's `timeoutMs`, `ctx.idle`): a number in [0, 2^31 - 1].
 * NaN or a string would otherwise silently mean "no deadline".
 */
export function checkWaitMs(what: string, value: unknown): number {
  if (typeof value !== 'number' || !(value >= 0 && value <= MAX_TIMER_MS))
    throw invalidArgument(what, `a number of ms in [0, ${MAX_TIMER_MS}] (leave it out for the cluster's waitTimeoutMs)`, value);
  return value;
}
