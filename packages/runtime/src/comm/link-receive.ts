/**
 * The receive paths of `recvInto` (./links.ts): the fast path that copies a neighbour's next frame
 * straight from its port into the target, and the general path through the inbox when the fast
 * path does not apply. Free functions taking the links, so a receive makes no more calls than it
 * did as methods.
 */
import { protocolError } from '../errors.ts';
import { type DType, dtypeOfCode, type NumericArray } from './dtype.ts';
import { SHORT } from './frame.ts';
import type { Inbox } from './inbox.ts';
import type { LinkStats } from './link-stats.ts';
import type { RingLinks } from './links.ts';
import type { InPort } from './port.ts';
import { OP_RECV } from './status.ts';
import { SMALL_WORDS_BYTES, type ViewCache } from './view-cache.ts';

/** Outcomes of the recvInto fast path (`direct`): done; not applicable; spin budget spent. */
export const DELIVERED = 0;
const OTHER = 1;
export const SPUN = 2;

/** `recvInto` when the fast path did not apply: wait for the message through the inbox. */
export function recvIntoQueued<T extends NumericArray>(
  l: RingLinks,
  from: number,
  target: T,
  timeoutMs: number | undefined,
  spun: boolean,
): T {
  l.checkRank(from);
  const into = l.into;
  const rx = l.rx;
  const targetBytes = into.bytes as Uint8Array;
  const box = rx.pending[from] as Inbox;
  if (box.count === 0 && rx.partial[from] === undefined) rx.sink[from] = targetBytes;
  try {
    l.take(from, timeoutMs, spun);
  } finally {
    rx.sink[from] = undefined;
  }
  const kind = box.kind;
  const bytes = box.bytes;
  const value = box.value;
  box.shift();
  if (l.timeline !== undefined && from !== l.rank) l.timeline.received(from);
  const got = value === undefined ? bytes.length : value.length * value.BYTES_PER_ELEMENT;
  if (kind !== into.kind || got !== into.byteCount) {
    const what = kind === 0 ? 'a msgpack record' : `${dtypeOfCode(kind)}[${got} bytes]`;
    throw protocolError(`${into.dtype as DType}[${into.byteCount} bytes] from rank ${from}`, what);
  }
  if (value !== undefined) {
    (target as Float64Array).set(value as Float64Array); // same dtype: a plain copy of the bytes
  } else if (bytes !== targetBytes) {
    targetBytes.set(bytes);
    // Only a buffer the inbound side allocated: a user's earlier `recvInto` target (a sink left
    // by a receive that timed out mid-message) must never be written to again.
    if (bytes.length > SMALL_WORDS_BYTES && rx.owned.has(bytes)) rx.spare[from] = bytes;
  }
  return target;
}

/**
 * The small-message fast path of `recvInto`, taken when nothing from neighbour `from` is queued
 * or half-received: poll the port from `from` and, if its next frame is the whole message
 * `into` expects, copy it straight into the target. Other ports are drained every 32 polls so
 * routed traffic keeps moving. Returns DELIVERED; OTHER (nothing consumed that the general path
 * would not find) on any other frame or once a message from `from` was queued by that draining;
 * SPUN after the spin budget (the wait that follows sleeps without spinning again).
 */
export function direct(l: RingLinks, from: number, into: ViewCache): number {
  const port = l.routePort[from] as number;
  const ring = l.inb[port] as InPort;
  const waiter = l.waiter;
  const rx = l.rx;
  for (let i = 0; ; i++) {
    const n = ring.poll();
    if (n >= 0) {
      if (!directFrame(l, ring, port, from, into, n)) return OTHER;
      waiter.spun(i, OP_RECV, from);
      return DELIVERED;
    }
    if (!waiter.spinMore(i)) return SPUN;
    if ((i & 31) === 31) {
      // Drain the other ports; a message from `from` found meanwhile lands in the target.
      const box = rx.pending[from] as Inbox;
      rx.sink[from] = into.bytes;
      l.awaited = box;
      try {
        l.progress();
      } finally {
        rx.sink[from] = undefined;
        l.awaited = undefined;
      }
      if (box.count > 0 || rx.partial[from] !== undefined) return OTHER;
    }
  }
}

function directFrame(l: RingLinks, ring: InPort, port: number, from: number, into: ViewCache, n: number): boolean {
  // Only a short frame (a whole message from `from`) of the expected kind and size.
  if (ring.peekTag() !== (SHORT | into.kind) || n !== into.byteCount) return false;
  if (into.words !== undefined) ring.peekWordsInto(into.words, 0);
  else if (n > 0) ring.peekInto(into.bytes as Uint8Array, 0);
  if (ring.consume()) l.waiter.ring(from);
  const st = l.stats[port] as LinkStats;
  st.recvMessages++;
  st.recvBytes += n;
  l.route.totalHops += 1;
  return true;
}
