/**
 * The general send path of a rank's links (./links.ts), for what the one-line fast paths do not
 * take: a whole message in one short frame to a neighbour, or framed chunks (routed, or larger than
 * one frame), each written once its port has room (./link-flow.ts). Free functions taking the
 * links, so a send makes no more calls than it did as methods.
 */
import { uncarriedValue } from '../errors.ts';
import { encodeValue } from './codec.ts';
import { delayNs, frameCostNs } from './cost.ts';
import { dtypeOf, type NumericArray } from './dtype.ts';
import { DST, HEADER_BYTES, HOPS, KIND, OFFSET, SHORT, SRC, TOTAL } from './frame.ts';
import type { LinkStats } from './link-stats.ts';
import type { LinkValue, RingLinks } from './links.ts';
import type { OutPort } from './port.ts';
import { detachedView } from './values.ts';

/**
 * Largest chunk frame. Measured on 2 cores (raw streams, bench/): 1 MiB messages through
 * 2 slots of 128 KiB ran at ~5 GB/s, through 16 slots of 128 KiB at ~15 GB/s: a producer that can
 * run ahead is not held by every stall of the consumer, and the consumer reads lines the producer's
 * cache has already written back.
 */
export const MAX_CHUNK_BYTES = 128 * 1024;

/** A typed array whose buffer was transferred: refused by name instead of a bare TypeError. */
export function detachedSend(what: string): Error {
  return uncarriedValue(
    what,
    'a typed array or data to send',
    'a detached typed array (its buffer was transferred)',
    'send a copy made before the transfer',
  );
}

/**
 * Send `value` to any rank; `what` names it in errors ('send value', 'sendTo value'), and is
 * undefined only for `sendUndefined`.
 */
export function post(l: RingLinks, to: number, value: LinkValue, what: string | undefined): void {
  let kind = 0;
  let body: Uint8Array;
  let words: Int32Array | undefined;
  const sent = l.sent;
  if (sent.holds(value)) {
    kind = sent.kind;
    body = sent.bytes as Uint8Array;
    words = sent.words;
  } else {
    const dtype = dtypeOf(value);
    if (dtype === undefined) {
      if (value === undefined && what !== undefined) {
        throw uncarriedValue(
          what,
          'a typed array or data to send',
          'undefined',
          'send null for "nothing" (a bare undefined is usually a missing argument)',
        );
      }
      body = encodeValue(value, what ?? 'collective value');
    } else {
      if ((value as NumericArray).length === 0 && detachedView(value as NumericArray)) throw detachedSend(what ?? 'collective value');
      sent.set(value as NumericArray, dtype);
      kind = sent.kind;
      body = sent.bytes as Uint8Array;
      words = sent.words;
    }
  }
  const total = body.length; // a Uint8Array: length is byteLength, and cheaper to read
  const t = l.traffic;
  t.messages++;
  t.bytes += total;
  if (to === l.rank) {
    l.rx.self(kind, body);
    return;
  }
  if (l.timeline !== undefined) l.timeline.sent(to, total);
  const port = l.router.portTo(to);
  const next = l.peers[port] as number;
  const st = l.stats[port] as LinkStats;
  st.sentMessages++;
  st.sentBytes += total;
  if (next === to && total <= l.maxChunk) {
    writeFrame(l, port, next, SHORT | kind, false, body, words);
    return;
  }
  const h = l.hdr;
  h[KIND] = kind;
  h[SRC] = l.rank;
  h[DST] = to;
  h[HOPS] = 1;
  h[TOTAL] = total;
  if (total <= l.maxChunk) {
    h[OFFSET] = 0;
    writeFrame(l, port, next, 0, true, body, words);
    return;
  }
  let offset = 0;
  do {
    const len = Math.min(l.maxChunk, total - offset);
    h[OFFSET] = offset;
    writeFrame(l, port, next, 0, true, body.subarray(offset, offset + len), undefined);
    offset += len;
  } while (offset < total);
}

/**
 * Write one frame to neighbour `peer` on out[port], waiting for room: a short frame (a whole
 * message, `tag` SHORT | kind, ./frame.ts) of `body`, or with `framed` the header in `l.hdr`
 * and then `body` (tag 0). `words`: `body` as Int32 words (small messages go word by word).
 */
function writeFrame(
  l: RingLinks,
  port: number,
  peer: number,
  tag: number,
  framed: boolean,
  body: Uint8Array,
  words: Int32Array | undefined,
): void {
  const n = (framed ? HEADER_BYTES : 0) + body.length;
  if (l.cost !== undefined) delayNs(frameCostNs(l.cost, framed ? n : HEADER_BYTES + n, !framed || l.hdr[OFFSET] === 0));
  const ring = l.out[port] as OutPort;
  let at = ring.reserve(n);
  while (at === -1) {
    l.flow.awaitRoom(port, peer, n);
    at = ring.reserve(n);
  }
  if (framed) at = ring.putWords(at, l.hdr);
  if (words !== undefined) ring.putWords(at, words);
  else if (body.length > 0) ring.put(at, body);
  if (ring.commit(tag, n)) l.waiter.wake(peer);
}
