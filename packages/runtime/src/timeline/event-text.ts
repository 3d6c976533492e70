/**
 * The text of a timeline's events (Chrome Trace Event JSON, ./writer.ts): times in µs from the
 * records' ms, numbers rounded for JSON, the arguments of a wait slice.
 */
import { COLLECTIVES, WAIT_COLLECTIVE, WAIT_IDLE, WAIT_RECV, WAIT_SEND } from './codes.ts';

/** ms since the origin to integer ns (clamped at 0): monotone, so nesting survives rounding. */
export function nsOf(ms: number): number {
  // NaN (a record never written) and negatives (rounding at the origin) become 0
  return Number.isNaN(ms) ? 0 : Math.max(Math.round(ms * 1e6), 0);
}

/** Integer ns as the µs of a `ts` or `dur`. */
export function us(ns: number): string {
  return `${ns / 1000}`;
}

/** A number as JSON: finite ones rounded to 6 decimals, anything else null. */
export function num(x: number): string {
  return Number.isFinite(x) ? `${Math.round(x * 1e6) / 1e6}` : 'null';
}

/** The `args` of a wait slice: what it waited for (`what`, a WAIT_* code) and whether it slept. */
export function waitArgs(what: number, arg: number, slept: boolean): string {
  const s = slept ? ',"slept":true' : '';
  switch (what) {
    case WAIT_RECV:
      return `{"for":"receive","peer":${arg}${s}}`;
    case WAIT_SEND:
      return `{"for":"send","peer":${arg}${s}}`;
    case WAIT_COLLECTIVE:
      return `{"for":"collective","collective":"${COLLECTIVES[arg] ?? 'barrier'}"${s}}`;
    case WAIT_IDLE:
      return `{"for":"idle"${s}}`;
    default:
      return `{"for":"other"${s}}`;
  }
}
