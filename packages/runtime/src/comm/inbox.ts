/** Per-source queue of delivered link messages (./links.ts). */

interface Incoming {
  readonly kind: number;
  readonly bytes: Uint8Array;
  readonly hops: number;
}

/**
 * Delivered messages from one source, in order. The oldest sits in fields of its own, so the
 * usual case (one message at a time) allocates no queue entry.
 */
export class Inbox {
  count = 0;
  kind = 0;
  bytes: Uint8Array = EMPTY;
  private readonly rest: Incoming[] = [];

  push(kind: number, bytes: Uint8Array, hops: number): void {
    if (this.count === 0) {
      this.kind = kind;
      this.bytes = bytes;
    } else {
      this.rest.push({ kind, bytes, hops });
    }
    this.count++;
  }

  /** Drop the oldest message (after reading `kind` and `bytes`). */
  shift(): void {
    this.count--;
    const next = this.count > 0 ? this.rest.shift() : undefined;
    this.kind = next?.kind ?? 0;
    this.bytes = next?.bytes ?? EMPTY;
  }
}

export const EMPTY = new Uint8Array(0);
