/** Optional link-cost emulation: a per-message latency and a bandwidth, paid by the sender. */
import { invalidArgument } from '../errors.ts';

export interface LinkCost {
  /** Per-message start-up cost in microseconds (>= 0). */
  readonly latencyUs: number;
  /** Bytes per second a link moves; Infinity for no limit. */
  readonly bandwidthBytesPerSec: number;
}

const COST_KEYS: readonly string[] = ['latencyUs', 'bandwidthBytesPerSec'];

export function checkLinkCost(cost: unknown): LinkCost | undefined {
  if (cost === undefined) return undefined;
  if (typeof cost !== 'object' || cost === null || Array.isArray(cost))
    throw invalidArgument('linkCost', 'an object { latencyUs, bandwidthBytesPerSec }', cost);
  // A misspelt key (latencyMs) would silently give a free link: refuse it.
  for (const key of Object.keys(cost))
    if (!COST_KEYS.includes(key)) throw invalidArgument(`linkCost key ${JSON.stringify(key)}`, `one of ${COST_KEYS.join(', ')}`, key);
  const { latencyUs = 0, bandwidthBytesPerSec = Number.POSITIVE_INFINITY } = cost as Partial<LinkCost>;
  if (typeof latencyUs !== 'number' || !(latencyUs >= 0) || !Number.isFinite(latencyUs)) {
    throw invalidArgument('linkCost.latencyUs', 'a finite number >= 0', latencyUs);
  }
  if (typeof bandwidthBytesPerSec !== 'number' || !(bandwidthBytesPerSec > 0)) {
    throw invalidArgument('linkCost.bandwidthBytesPerSec', 'a number > 0 (Infinity allowed)', bandwidthBytesPerSec);
  }
  return { latencyUs, bandwidthBytesPerSec };
}

/** Nanoseconds a frame of `bytes` costs; `first` frames of a message also pay the latency. */
export function frameCostNs(cost: LinkCost, bytes: number, first: boolean): number {
  const transfer = Number.isFinite(cost.bandwidthBytesPerSec) ? (bytes / cost.bandwidthBytesPerSec) * 1e9 : 0;
  return (first ? cost.latencyUs * 1e3 : 0) + transfer;
}

const sleeper = new Int32Array(new SharedArrayBuffer(4));

/** Hold the calling thread for `ns`: sleep the bulk, spin the last stretch for precision. */
export function delayNs(ns: number): void {
  if (ns <= 0) return;
  const end = performance.now() + ns / 1e6;
  const sleepMs = ns / 1e6 - 0.2;
  if (sleepMs >= 1) Atomics.wait(sleeper, 0, 0, sleepMs);
  while (performance.now() < end) {
    // spin the remainder
  }
}
