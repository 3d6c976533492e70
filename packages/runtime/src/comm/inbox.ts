/** Per-source queue of delivered link messages (./links.ts). */
import type { NumericArray } from './dtype.ts';

interface Incoming {
  readonly kind: number;
  readonly bytes: Uint8Array;
  readonly value: NumericArray | undefined;
}

/**
 * Delivered messages from one source, in order. The oldest sits in fields of its own, so the
 * usual case (one message at a time) allocates no queue entry.
 */
export class Inbox {
  count = 0;
  kind = 0;
  /** The message's bytes, or EMPTY when it arrived as `value`. */
  bytes: Uint8Array = EMPTY;
  /** A small typed message copied out of the ring as an array of its own dtype (`recv` returns it). */
  value: NumericArray | undefined;
  private readonly rest: Incoming[] = [];

  push(kind: number, bytes: Uint8Array, value?: NumericArray): void {
    if (this.count === 0) {
      this.kind = kind;
      this.bytes = bytes;
      this.value = value;
    } else {
      this.rest.push({ kind, bytes, value });
    }
    this.count++;
  }

  /** Drop the oldest message (after reading `kind`, `bytes` and `value`). */
  shift(): void {
    this.count--;
    const next = this.count > 0 ? this.rest.shift() : undefined;
    this.kind = next?.kind ?? 0;
    this.bytes = next?.bytes ?? EMPTY;
    this.value = next?.value;
  }
}

export const EMPTY = new Uint8Array(0);
