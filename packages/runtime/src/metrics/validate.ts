/** Input checks shared by the metrics modules; each throws INVALID_ARGUMENT naming the value. */

import { invalidArgument } from '../errors.ts';
import type { ClockSource } from './clock.ts';

/** `value` must be a finite number >= 0. */
export function checkLoad(what: string, value: unknown): number {
  if (!isLoad(value)) throw invalidArgument(what, 'a finite number >= 0', value);
  return value;
}

/** Whether `value` is a finite number >= 0 (what `checkLoad` accepts). */
export function isLoad(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** Whether `value` is an integer >= 0 (what `checkCount` accepts). */
export function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

/** `value` must be a non-empty array of finite numbers >= 0. */
export function checkLoads(what: string, value: unknown): readonly number[] {
  if (!Array.isArray(value) || value.length === 0) {
    throw invalidArgument(what, 'a non-empty array of finite numbers >= 0', value);
  }
  for (let i = 0; i < value.length; i++) {
    const x: unknown = value[i];
    // the element's path is built only for the error (a run's aggregate checks thousands)
    if (!isLoad(x)) checkLoad(`${what}[${i}]`, x);
  }
  return value as readonly number[];
}

/** `value` must be a non-empty string. */
export function checkName(what: string, value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw invalidArgument(what, 'a non-empty string', value);
  return value;
}

/** `value` must be a plain (non-array, non-null) object. */
export function checkObject(what: string, value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw invalidArgument(what, 'an object', value);
  }
  return value as Record<string, unknown>;
}

/** `value` must be an array. */
export function checkArray(what: string, value: unknown): readonly unknown[] {
  if (!Array.isArray(value)) throw invalidArgument(what, 'an array', value);
  return value;
}

const CLOCK_SOURCES: readonly string[] = ['schedstat', 'active', 'wall'];

/** `value` must be a non-negative integer. */
export function checkCount(what: string, value: unknown): number {
  if (!isCount(value)) throw invalidArgument(what, 'an integer >= 0', value);
  return value;
}

/** `value` must be a clock source name. */
export function checkClockSource(what: string, value: unknown): ClockSource {
  if (typeof value !== 'string' || !CLOCK_SOURCES.includes(value)) {
    throw invalidArgument(what, `one of ${CLOCK_SOURCES.map((s) => `"${s}"`).join(', ')}`, value);
  }
  return value as ClockSource;
}
