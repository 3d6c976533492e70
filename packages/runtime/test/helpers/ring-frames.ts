/**
 * Whole-frame writes and reads over an `SpscRing`, and blocking versions of them, for the ring's
 * own tests: the runtime's producers and consumers (links, the host gateway) use the ring's
 * verbs directly (reserve, put, commit; poll, peek, consume).
 */
import { deadlineExceeded } from '../../src/errors.ts';
import type { SpscRing } from '../../src/shm/ring.ts';

/** Append one frame made of `a` followed by `b` (tag 0); false when there is no room. */
export function tryWrite(ring: SpscRing, a: Uint8Array, b?: Uint8Array): boolean {
  const n = a.length + (b === undefined ? 0 : b.length);
  const at = ring.reserve(n);
  if (at === -1) return false;
  const next = ring.put(at, a);
  if (b !== undefined) ring.put(next, b);
  ring.commit(0, n);
  return true;
}

/** Take the next frame as a fresh array (and store HEAD at once), or null when empty. */
export function tryRead(ring: SpscRing): Uint8Array | null {
  const n = ring.poll();
  if (n < 0) return null;
  const out = new Uint8Array(n);
  ring.peekInto(out);
  ring.consume();
  ring.shareHead();
  return out;
}

/** A pause between polls: the rings ring nobody here, so the blocking helpers poll. */
const nap = new Int32Array(new SharedArrayBuffer(4));
function pause(i: number, spin: number): void {
  if (i >= spin) Atomics.wait(nap, 0, 0, 0.02);
}

/** `tryWrite` until it succeeds; DEADLINE_EXCEEDED after `timeoutMs`. Spins `spin` polls before pausing. */
export function write(ring: SpscRing, timeoutMs: number, spin: number, a: Uint8Array, b?: Uint8Array): void {
  const deadline = Date.now() + timeoutMs;
  for (let i = 0; !tryWrite(ring, a, b); i++) {
    if (Date.now() > deadline) throw deadlineExceeded('ring write (waiting for the consumer to free space)', timeoutMs);
    pause(i, spin);
  }
}

/** `tryRead` until a frame comes; DEADLINE_EXCEEDED after `timeoutMs`. Spins `spin` polls before pausing. */
export function read(ring: SpscRing, timeoutMs: number, spin: number): Uint8Array {
  const deadline = Date.now() + timeoutMs;
  for (let i = 0; ; i++) {
    const got = tryRead(ring);
    if (got !== null) return got;
    if (Date.now() > deadline) throw deadlineExceeded('ring read (waiting for the producer)', timeoutMs);
    pause(i, spin);
  }
}
