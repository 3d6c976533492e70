/**
 * Per-rank links: send to / receive from neighbours over SPSC rings, routed sends to any rank
 * (forwarded hop by hop by the ranks on the route), per-link statistics, optional cost model.
 *
 * Typed arrays travel as raw bytes (one copy into the ring, one out, none when the receiver
 * names its destination with `recvInto`); anything else as msgpackr records.
 */

import { checkWaitMs } from '../checks.ts';
import { invalidArgument, invalidRank, notANeighbour, protocolError, uncarriedValue } from '../errors.ts';
import { LINE_WORDS, SpscRing } from '../shm/ring.ts';
import type { RankTimeline } from '../timeline/recorder.ts';
import type { Topology } from '../topology/types.ts';
import { decodeValue, encodeValue } from './codec.ts';
import { delayNs, frameCostNs, type LinkCost } from './cost.ts';
import { ctorOfCode, type DType, dtypeCode, dtypeOf, dtypeOfCode, type NumericArray } from './dtype.ts';
import { DST, HEADER_BYTES, HEADER_WORDS, HOPS, KIND, OFFSET, SHORT, SRC, TOTAL } from './frame.ts';
import { EMPTY, Inbox } from './inbox.ts';
import type { Links } from './links-api.ts';
import { RingViews } from './ring-views.ts';
import { OP_RECV } from './status.ts';
import { detachedView } from './values.ts';
import { SMALL_WORDS_BYTES, ViewCache } from './view-cache.ts';
import type { Waiter, WaitTraffic } from './waiter.ts';

export interface LinkStats {
  readonly port: number;
  readonly peer: number;
  /** Messages this rank originated on the link, and their payload bytes. */
  sentMessages: number;
  sentBytes: number;
  /** Messages delivered to this rank that arrived over the link, and their payload bytes. */
  recvMessages: number;
  recvBytes: number;
  /** Frames this rank forwarded onto the link for others (routing). */
  forwardedFrames: number;
  forwardedBytes: number;
}

export interface RouteStats {
  /** Messages delivered here that came from a non-neighbour. */
  routedMessages: number;
  /** Sum over delivered messages of the links they crossed. */
  totalHops: number;
}

/**
 * Largest chunk frame. Measured on 2 cores (raw streams, bench/): 1 MiB messages through
 * 2 slots of 128 KiB ran at ~5 GB/s, through 16 slots of 128 KiB at ~15 GB/s: a producer that can
 * run ahead is not held by every stall of the consumer, and the consumer reads lines the producer's
 * cache has already written back.
 */
const MAX_CHUNK_BYTES = 128 * 1024;
/** Payload bytes of a one-line frame. */
const LINE_BYTES = 4 * LINE_WORDS;
/** Outcomes of the recvInto fast path (`direct`): done; not applicable; spin budget spent. */
const DELIVERED = 0;
const OTHER = 1;
const SPUN = 2;

interface Partial {
  readonly kind: number;
  readonly bytes: Uint8Array;
  got: number;
  readonly hops: number;
  readonly port: number;
}

export type { Links } from './links-api.ts';

export interface LinksOptions {
  readonly topology: Topology;
  readonly rank: number;
  /** out[port]: ring rank -> neighbours(rank)[port]. */
  readonly out: readonly SpscRing[];
  /** in[port]: ring neighbours(rank)[port] -> rank. */
  readonly in: readonly SpscRing[];
  readonly waiter: Waiter;
  readonly cost?: LinkCost | undefined;
  /** Running totals of the messages and payload bytes this rank originates (the metrics' counter). */
  readonly traffic?: { messages: number; bytes: number } | undefined;
  /** The run's timeline, when it records one: sampled messages become arrows (../timeline/README.md). */
  readonly timeline?: RankTimeline | undefined;
}

export type LinkValue = unknown;

/** A typed array whose buffer was transferred: refused by name instead of a bare TypeError. */
function detachedSend(what: string): Error {
  return uncarriedValue(
    what,
    'a typed array or data to send',
    'a detached typed array (its buffer was transferred)',
    'send a copy made before the transfer',
  );
}

/** `Links` over the shared-memory rings of the rank's edges (./links-api.ts). */
export class RingLinks implements Links, WaitTraffic {
  readonly rank: number;
  readonly topology: Topology;
  readonly stats: readonly LinkStats[];
  readonly route: RouteStats = { routedMessages: 0, totalHops: 0 };
  private readonly out: readonly SpscRing[];
  private readonly inb: readonly SpscRing[];
  private readonly peers: readonly number[];
  private readonly waiter: Waiter;
  private readonly cost: LinkCost | undefined;
  /** Incremented per message originated here: a field update, not a call (`LinksOptions.traffic`). */
  private readonly traffic: { messages: number; bytes: number };
  private readonly pending: Inbox[];
  private readonly partial: (Partial | undefined)[];
  /** Where `recvInto` wants the next message from a source to land (zero-copy receive). */
  private readonly sink: (Uint8Array | undefined)[];
  /**
   * Per source: the buffer of the last message `recvInto` copied out of its inbox, kept for the
   * next message from that source that arrives before its receive (no allocation, no fresh pages).
   */
  private readonly spare: (Uint8Array | undefined)[];
  /** Inbox buffers this Links allocated (the only ones `spare` may hold). */
  private readonly owned = new WeakSet<Uint8Array>();
  private readonly backlog: Uint8Array[][];
  private backlogFrames = 0;
  /** Typed views of the inbound rings (small typed messages copied out, `absorb`). */
  private readonly inViews: RingViews;
  /** The array `sendLine` sent last: sent again, it is worth caching (`send`). */
  private lastLine: unknown;
  /** Typed views of the outbound rings (fresh small typed arrays copied in, `sendLine`). */
  private readonly outViews: RingViews;
  /** The inbox a receive waits on (`take`): `progress` stops draining once it holds a message. */
  private awaited: Inbox | undefined;
  /** Per outbound port: reasons to hear about freed room (a blocked send, a forwarding backlog). */
  private readonly roomWaits: number[];
  /** The header of the frame being written. */
  private readonly hdr = new Int32Array(HEADER_WORDS);
  private readonly maxChunk: number;
  private readonly routePort: Int32Array;
  /** isNeighbour[r] !== 0 when r is a neighbour (checked on every send). */
  private readonly isNeighbour: Uint8Array;
  /** One-entry caches of the byte view of the last typed array sent / received into. */
  private readonly sent = new ViewCache();
  private readonly into = new ViewCache();
  /** The run's timeline (undefined: not recording; every hook is one branch then). */
  private readonly timeline: RankTimeline | undefined;

  constructor(options: LinksOptions) {
    this.rank = options.rank;
    this.topology = options.topology;
    this.out = options.out;
    this.inb = options.in;
    this.waiter = options.waiter;
    this.cost = options.cost;
    this.traffic = options.traffic ?? { messages: 0, bytes: 0 };
    this.timeline = options.timeline;
    const nbrs = this.topology.neighbours(this.rank);
    this.peers = nbrs.map((n) => n.rank);
    this.stats = nbrs.map((n) => ({
      port: n.port,
      peer: n.rank,
      sentMessages: 0,
      sentBytes: 0,
      recvMessages: 0,
      recvBytes: 0,
      forwardedFrames: 0,
      forwardedBytes: 0,
    }));
    const size = this.topology.size;
    this.pending = Array.from({ length: size }, () => new Inbox());
    this.partial = new Array(size).fill(undefined);
    this.sink = new Array(size).fill(undefined);
    this.spare = new Array(size).fill(undefined);
    this.inViews = new RingViews(this.inb);
    this.outViews = new RingViews(this.out);
    this.backlog = nbrs.map(() => []);
    this.routePort = new Int32Array(size).fill(-1);
    this.isNeighbour = new Uint8Array(size);
    for (const [port, r] of this.peers.entries()) {
      this.isNeighbour[r] = 1;
      this.routePort[r] = port;
    }
    this.roomWaits = nbrs.map(() => 0);
    this.waiter.attach(this);
    const ring = this.out[0] ?? this.inb[0];
    // At most half a ring per chunk lets the producer fill one half while the consumer drains the
    // other; at most MAX_CHUNK_BYTES lets a larger ring hold more chunks, so the producer runs ahead.
    this.maxChunk = ring === undefined ? 1 << 15 : Math.min(SpscRing.chunkFor(ring.capacity), MAX_CHUNK_BYTES) - HEADER_BYTES;
  }

  /** The neighbour ranks, in port order. */
  neighbours(): readonly number[] {
    return this.peers;
  }

  /** Send to a neighbour. Typed arrays go as raw bytes; other values as msgpackr records. */
  send(to: number, value: LinkValue): void {
    const sent = this.sent;
    // Fast path: the small typed array sent last time, to a neighbour (isNeighbour[to] is
    // undefined for anything but an integer rank in range), as one line when the ring has room.
    if (sent.line && sent.holds(value) && typeof to === 'number' && this.isNeighbour[to] === 1 && this.cost === undefined) {
      const port = this.routePort[to] as number;
      const ring = this.out[port] as SpscRing;
      if (ring.tryWriteLine(SHORT | sent.kind, sent.words as Int32Array)) {
        this.sentLine(port, to, ring, sent.byteCount);
        return;
      }
    }
    this.sendOther(to, value);
  }

  /** `send` off the fast path: checks, a fresh small array, anything else, a full ring. */
  private sendOther(to: number, value: LinkValue): void {
    // typeof: a typed array indexed by the string '1' reads element 1.
    if (typeof to !== 'number' || this.isNeighbour[to] !== 1) {
      this.checkRank(to);
      throw notANeighbour(this.rank, to, this.topology.name);
    }
    if (this.cost === undefined && value !== this.lastLine && !this.sent.holds(value) && this.sendLine(to, value)) return;
    // A small array sent twice in a row goes to `post`, which caches its views for the fast path.
    this.post(to, value, 'send value');
  }

  /**
   * A small typed array (one ring line) that is not the one sent last: copied into the ring
   * through a typed view of the ring, so no byte view of it is made (for a freshly received array
   * that would move its bytes off the heap first). False when it does not apply or the ring is
   * full; `post` then takes over.
   */
  private sendLine(to: number, value: unknown): boolean {
    const dtype = dtypeOf(value);
    if (dtype === undefined) return false;
    const arr = value as NumericArray;
    const n = arr.length * arr.BYTES_PER_ELEMENT;
    if (n > LINE_BYTES) return false;
    if (n === 0 && detachedView(arr)) throw detachedSend('send value');
    const port = this.routePort[to] as number;
    const ring = this.out[port] as SpscRing;
    const at = ring.reserveLine();
    if (at === -1) return false;
    const kind = dtypeCode(dtype);
    this.outViews.copyIn(port, kind, arr, at);
    ring.commitLine(SHORT | kind, n);
    this.lastLine = arr;
    this.sentLine(port, to, ring, n);
    return true;
  }

  /** Count a one-line message of `n` bytes just written to neighbour `to`, and ring it if it sleeps. */
  private sentLine(port: number, to: number, ring: SpscRing, n: number): void {
    const t = this.traffic;
    t.messages++;
    t.bytes += n;
    const st = this.stats[port] as LinkStats;
    st.sentMessages++;
    st.sentBytes += n;
    if (this.timeline !== undefined) this.timeline.sent(to, n);
    if (ring.consumerIdle) this.waiter.wake(to);
  }

  /**
   * Send `undefined` to neighbour `to`. `send` refuses a bare undefined (usually a missing
   * argument); the runtime's link collectives broadcast any value, undefined included. @internal
   */
  sendUndefined(to: number): void {
    if (typeof to !== 'number' || this.isNeighbour[to] !== 1) {
      this.checkRank(to);
      throw notANeighbour(this.rank, to, this.topology.name);
    }
    this.post(to, undefined, undefined);
  }

  /** Send to any rank; non-neighbours are reached hop by hop along `topology.route`. */
  sendTo(to: number, value: LinkValue): void {
    this.checkRank(to);
    this.post(to, value, 'sendTo value');
  }

  /** Receive the next message from `from` (a neighbour or, for routed sends, any rank). */
  recv(from: number, timeoutMs?: number): LinkValue {
    this.checkRank(from);
    if (timeoutMs !== undefined) checkWaitMs('receive timeoutMs', timeoutMs);
    this.waiter.beat();
    const box = this.take(from, timeoutMs);
    const kind = box.kind;
    const bytes = box.bytes;
    const value = box.value;
    box.shift();
    if (this.timeline !== undefined && from !== this.rank) this.timeline.received(from);
    if (value !== undefined) return value;
    if (kind === 0) return decodeValue(bytes);
    const Ctor = ctorOfCode(kind);
    return new Ctor(bytes.buffer, bytes.byteOffset, bytes.byteLength / Ctor.BYTES_PER_ELEMENT);
  }

  /** Alias of `recv` for routed messages, for symmetry with `sendTo`. */
  recvFrom(from: number, timeoutMs?: number): LinkValue {
    return this.recv(from, timeoutMs);
  }

  /**
   * Receive a typed array from `from` straight into `target` (same dtype and length expected).
   * When the message is not already buffered, its bytes are copied from the ring into `target`
   * with no intermediate buffer.
   */
  recvInto<T extends NumericArray>(from: number, target: T, timeoutMs?: number): T {
    if (timeoutMs !== undefined) checkWaitMs('receive timeoutMs', timeoutMs);
    const into = this.into;
    if (!into.holds(target)) this.viewInto(target);
    this.waiter.beat();
    // Fast path: a message from a neighbour when nothing from it is queued or half-received.
    let spun = false;
    if (
      typeof from === 'number' &&
      this.isNeighbour[from] === 1 &&
      (this.pending[from] as Inbox).count === 0 &&
      this.partial[from] === undefined
    ) {
      const got = this.direct(from, into);
      if (got === DELIVERED) {
        if (this.timeline !== undefined) this.timeline.received(from);
        return target;
      }
      spun = got === SPUN;
    }
    return this.recvIntoQueued(from, target, timeoutMs, spun);
  }

  /** `recvInto` when the fast path did not apply: wait for the message through the inbox. */
  private recvIntoQueued<T extends NumericArray>(from: number, target: T, timeoutMs: number | undefined, spun: boolean): T {
    this.checkRank(from);
    const into = this.into;
    const targetBytes = into.bytes as Uint8Array;
    const box = this.pending[from] as Inbox;
    if (box.count === 0 && this.partial[from] === undefined) this.sink[from] = targetBytes;
    try {
      this.take(from, timeoutMs, spun);
    } finally {
      this.sink[from] = undefined;
    }
    const kind = box.kind;
    const bytes = box.bytes;
    const value = box.value;
    box.shift();
    if (this.timeline !== undefined && from !== this.rank) this.timeline.received(from);
    const got = value === undefined ? bytes.length : value.length * value.BYTES_PER_ELEMENT;
    if (kind !== into.kind || got !== into.byteCount) {
      const what = kind === 0 ? 'a msgpack record' : `${dtypeOfCode(kind)}[${got} bytes]`;
      throw protocolError(`${into.dtype as DType}[${into.byteCount} bytes] from rank ${from}`, what);
    }
    if (value !== undefined) {
      (target as Float64Array).set(value as Float64Array); // same dtype: a plain copy of the bytes
    } else if (bytes !== targetBytes) {
      targetBytes.set(bytes);
      // Only a buffer this Links allocated: a user's earlier `recvInto` target (a sink left by a
      // receive that timed out mid-message) must never be written to again.
      if (bytes.length > SMALL_WORDS_BYTES && this.owned.has(bytes)) this.spare[from] = bytes;
    }
    return target;
  }

  /** Cache the byte view of a new `recvInto` target (a typed error for anything else). */
  private viewInto(target: unknown): void {
    const dtype = dtypeOf(target);
    if (dtype === undefined) throw invalidArgument('recvInto target', 'a numeric typed array', target);
    this.into.set(target as NumericArray, dtype);
  }

  /** True when a message from `from` can be received without blocking. */
  ready(from: number): boolean {
    this.progress();
    return (this.pending[from]?.count ?? 0) > 0;
  }

  /**
   * Drain every inbound ring: deliver frames addressed here, forward the others, flush the
   * forwarding backlog. Returns whether anything moved. Called by every wait of this rank.
   */
  progress(): boolean {
    let moved = false;
    if (this.backlogFrames > 0) moved = this.flushBacklog();
    const awaited = this.awaited;
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port] as SpscRing;
      let n = ring.peekLength();
      while (n >= 0) {
        this.absorb(port, ring, n);
        moved = true;
        // A receive stops once its message is in: frames behind it (the sender's next message,
        // which the next recvInto copies straight into its target) stay in the ring.
        if (awaited !== undefined && awaited.count > 0) return true;
        n = ring.peekLength();
      }
    }
    return moved;
  }

  /**
   * Messages this rank holds or has yet to take in: delivered but not received, partly assembled,
   * waiting in an inbound ring, or queued for forwarding (0 when nothing is in flight towards or
   * through it: what a checkpoint requires).
   */
  inFlight(): number {
    let n = this.backlogFrames;
    for (let r = 0; r < this.pending.length; r++) {
      n += (this.pending[r] as Inbox).count;
      if (this.partial[r] !== undefined) n++;
    }
    for (const ring of this.inb) if (ring.peekLength() >= 0) n++;
    return n;
  }

  /** Frames waiting to be forwarded (routing backlog). */
  backlogSize(): number {
    return this.backlogFrames;
  }

  /** Out port of the first hop towards `to` (cached: routes are fixed). */
  private portTo(to: number): number {
    let port = this.routePort[to] as number;
    if (port < 0) {
      port = this.topology.portOf(this.rank, this.topology.nextHop(this.rank, to));
      this.routePort[to] = port;
    }
    return port;
  }

  private checkRank(r: number): void {
    if (!Number.isInteger(r) || r < 0 || r >= this.topology.size) throw invalidRank(r, this.topology.size);
  }

  /**
   * Send `value` to any rank; `what` names it in errors ('send value', 'sendTo value'), and is
   * undefined only for `sendUndefined`.
   */
  private post(to: number, value: LinkValue, what: string | undefined): void {
    let kind = 0;
    let body: Uint8Array;
    let words: Int32Array | undefined;
    const sent = this.sent;
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
    const t = this.traffic;
    t.messages++;
    t.bytes += total;
    if (to === this.rank) {
      this.pending[to]?.push(kind, body.slice());
      return;
    }
    if (this.timeline !== undefined) this.timeline.sent(to, total);
    const port = this.portTo(to);
    const next = this.peers[port] as number;
    const st = this.stats[port] as LinkStats;
    st.sentMessages++;
    st.sentBytes += total;
    if (next === to && total <= this.maxChunk) {
      this.writeShort(port, to, SHORT | kind, body, words);
      return;
    }
    const h = this.hdr;
    h[KIND] = kind;
    h[SRC] = this.rank;
    h[DST] = to;
    h[HOPS] = 1;
    h[TOTAL] = total;
    if (total <= this.maxChunk) {
      h[OFFSET] = 0;
      this.writeFrame(port, next, body, true, words);
      return;
    }
    let offset = 0;
    do {
      const len = Math.min(this.maxChunk, total - offset);
      h[OFFSET] = offset;
      this.writeFrame(port, next, body.subarray(offset, offset + len), offset === 0);
      offset += len;
    } while (offset < total);
  }

  /** Write a whole message to neighbour `peer` as one short frame (./frame.ts), waiting for room. */
  private writeShort(port: number, peer: number, tag: number, body: Uint8Array, words: Int32Array | undefined): void {
    if (this.cost !== undefined) delayNs(frameCostNs(this.cost, HEADER_BYTES + body.length, true));
    const ring = this.out[port] as SpscRing;
    while (!ring.tryWriteTagged(tag, body, words)) this.awaitRoom(port, peer, ring, body.length);
    if (ring.consumerIdle) this.waiter.wake(peer);
  }

  /** Write the header in `this.hdr` and `body` as one frame on out[port], waiting for room. */
  private writeFrame(port: number, peer: number, body: Uint8Array, first: boolean, words?: Int32Array): void {
    if (this.cost !== undefined) delayNs(frameCostNs(this.cost, HEADER_BYTES + body.length, first));
    const ring = this.out[port] as SpscRing;
    const head = this.hdr;
    while (!ring.tryWriteWords(head, body, words)) this.awaitRoom(port, peer, ring, HEADER_BYTES + body.length);
    if (ring.consumerIdle) this.waiter.wake(peer);
  }

  /**
   * Block until a frame of `bytes` payload bytes fits in `ring` (out[port], full), moving other
   * traffic meanwhile. The consumer rings us after freeing room only while asked
   * (../shm/README.md, "Doorbells").
   */
  private awaitRoom(port: number, peer: number, ring: SpscRing, bytes: number): void {
    this.wantRoom(port, 1);
    try {
      this.waiter.untilRoom(ring, bytes, peer);
    } finally {
      this.wantRoom(port, -1);
    }
  }

  /** Count a reason to hear about room on out[port]; `beforeSleep` arms ROOM while any remains. */
  private wantRoom(port: number, delta: 1 | -1): void {
    this.roomWaits[port] = (this.roomWaits[port] as number) + delta;
  }

  /**
   * The waiter's last step before a sleep (../shm/README.md, "Doorbells"): ask for room on every
   * outbound ring this rank waits to write, and mark every inbound ring IDLE so that the next
   * frame rings this rank. False when a ring moved meanwhile: check again instead of sleeping.
   */
  beforeSleep(): boolean {
    let quiet = true;
    for (let port = 0; port < this.out.length; port++) {
      if ((this.roomWaits[port] as number) > 0 && !(this.out[port] as SpscRing).armRoom()) quiet = false;
    }
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port] as SpscRing;
      if (ring.headUnshared()) {
        ring.shareHead();
        if (ring.roomAsked) this.waiter.ring(this.peers[port] as number);
      }
      if (!ring.markIdle()) quiet = false;
    }
    return quiet;
  }

  private absorb(port: number, ring: SpscRing, n: number): void {
    const peer = this.peers[port] as number;
    const tag = ring.peekTag();
    if (tag !== 0) {
      const sink = this.sink[peer];
      const kind = tag & 0xff;
      if (sink === undefined && kind !== 0 && n <= LINE_BYTES) {
        // A small typed message nobody waits on yet: an array of its own dtype, which `recv` hands
        // out as it is (a byte buffer would cost a second, off-heap allocation there).
        const value = this.inViews.copyOut(port, kind, ring.peekPayloadAt(), n);
        ring.consume();
        if (ring.roomAsked) this.waiter.ring(peer);
        this.deliver(peer, kind, EMPTY, 1, port, n, value);
        return;
      }
      const bytes = sink !== undefined && sink.length === n ? sink : this.fresh(peer, n);
      this.sink[peer] = undefined;
      if (n > 0) ring.peekInto(bytes, 0);
      ring.consume();
      if (ring.roomAsked) this.waiter.ring(peer);
      this.deliver(peer, tag & 0xff, bytes, 1, port, n);
      return;
    }
    const dst = ring.peekWord(DST);
    if (dst !== this.rank) {
      this.forward(ring, n, dst);
      if (ring.roomAsked) this.waiter.ring(peer);
      return;
    }
    const src = ring.peekWord(SRC);
    const offset = ring.peekWord(OFFSET);
    const total = ring.peekWord(TOTAL);
    const len = n - HEADER_BYTES;
    const part = this.partial[src];
    if (offset === 0) {
      if (part !== undefined) throw protocolError(`chunk at offset ${part.got} from rank ${src}`, 'the start of a new message');
      const sink = this.sink[src];
      // The sink takes exactly one message: later ones from the same source must not land there.
      const bytes = sink !== undefined && sink.length === total ? sink : this.fresh(src, total);
      this.sink[src] = undefined;
      const kind = ring.peekWord(KIND);
      const hops = ring.peekWord(HOPS);
      if (len > 0) ring.peekInto(len === total ? bytes : bytes.subarray(0, len), HEADER_BYTES);
      ring.consume();
      if (ring.roomAsked) this.waiter.ring(peer);
      if (len >= total) {
        this.deliver(src, kind, bytes, hops, port, total);
        return;
      }
      this.partial[src] = { kind, bytes, got: len, hops, port };
      return;
    }
    if (part === undefined || part.got !== offset) {
      throw protocolError(`chunk at offset ${part?.got ?? 0} from rank ${src}`, `a chunk at offset ${offset}`);
    }
    if (len > 0) ring.peekInto(part.bytes.subarray(offset, offset + len), HEADER_BYTES);
    ring.consume();
    if (ring.roomAsked) this.waiter.ring(peer);
    part.got += len;
    if (part.got >= total) {
      this.partial[src] = undefined;
      this.deliver(src, part.kind, part.bytes, part.hops, part.port, total);
    }
  }

  /** A buffer for a message from `src` that arrived before its receive: the spare one if it fits. */
  private fresh(src: number, total: number): Uint8Array {
    const spare = this.spare[src];
    if (spare === undefined || spare.length !== total) {
      const fresh = new Uint8Array(total);
      if (total > SMALL_WORDS_BYTES) this.owned.add(fresh);
      return fresh;
    }
    this.spare[src] = undefined;
    return spare;
  }

  private deliver(src: number, kind: number, bytes: Uint8Array, hops: number, port: number, total: number, value?: NumericArray): void {
    (this.pending[src] as Inbox).push(kind, bytes, value);
    const st = this.stats[port] as LinkStats;
    st.recvMessages++;
    st.recvBytes += total;
    if (this.isNeighbour[src] === 0) this.route.routedMessages++;
    this.route.totalHops += hops;
  }

  private forward(ring: SpscRing, n: number, dst: number): void {
    const frame = new Uint8Array(n);
    ring.peekInto(frame, 0);
    ring.consume();
    const words = new Int32Array(frame.buffer, 0, HEADER_BYTES / 4);
    words[HOPS] = (words[HOPS] as number) + 1;
    const port = this.portTo(dst);
    const next = this.peers[port] as number;
    const st = this.stats[port] as LinkStats;
    st.forwardedFrames++;
    st.forwardedBytes += n - HEADER_BYTES;
    const queue = this.backlog[port] as Uint8Array[];
    const out = this.out[port] as SpscRing;
    if (queue.length === 0 && out.tryWrite(frame)) {
      if (out.consumerIdle) this.waiter.wake(next);
      return;
    }
    if (queue.length === 0) this.wantRoom(port, 1);
    queue.push(frame);
    this.backlogFrames++;
  }

  private flushBacklog(): boolean {
    let moved = false;
    for (let port = 0; port < this.backlog.length; port++) {
      const queue = this.backlog[port] as Uint8Array[];
      const ring = this.out[port] as SpscRing;
      let k = 0;
      let idle = false;
      while (k < queue.length && ring.tryWrite(queue[k] as Uint8Array)) {
        idle ||= ring.consumerIdle; // the mark sits on the first frame's WORD
        k++;
      }
      if (k > 0) {
        queue.splice(0, k);
        this.backlogFrames -= k;
        if (queue.length === 0) this.wantRoom(port, -1);
        if (idle) this.waiter.wake(this.peers[port] as number);
        moved = true;
      }
    }
    return moved;
  }

  /**
   * The small-message fast path of `recvInto`, taken when nothing from neighbour `from` is queued
   * or half-received: poll the link from `from` and, if its next frame is the whole message
   * `into` expects, copy it straight into the target. Other links are drained every 32 polls so
   * routed traffic keeps moving. Returns DELIVERED; OTHER (nothing consumed that the general path
   * would not find) on any other frame or once a message from `from` was queued by that draining;
   * SPUN after the spin budget (the wait that follows sleeps without spinning again).
   */
  private direct(from: number, into: ViewCache): number {
    const port = this.portTo(from);
    const ring = this.inb[port] as SpscRing;
    const waiter = this.waiter;
    for (let i = 0; ; i++) {
      const n = ring.peekLength();
      if (n >= 0) {
        if (!this.directFrame(ring, port, from, into, n)) return OTHER;
        waiter.spun(i, OP_RECV, from);
        return DELIVERED;
      }
      if (!waiter.spinMore(i)) return SPUN;
      if ((i & 31) === 31) {
        // Drain the other links; a message from `from` found meanwhile lands in the target.
        const box = this.pending[from] as Inbox;
        this.sink[from] = into.bytes;
        this.awaited = box;
        try {
          this.progress();
        } finally {
          this.sink[from] = undefined;
          this.awaited = undefined;
        }
        if (box.count > 0 || this.partial[from] !== undefined) return OTHER;
      }
    }
  }

  private directFrame(ring: SpscRing, port: number, from: number, into: ViewCache, n: number): boolean {
    // Only a short frame (a whole message from `from`) of the expected kind and size.
    if (ring.peekTag() !== (SHORT | into.kind) || n !== into.byteCount) return false;
    if (into.words !== undefined) ring.peekWordsInto(into.words, 0);
    else if (n > 0) ring.peekInto(into.bytes as Uint8Array, 0);
    ring.consume();
    if (ring.roomAsked) this.waiter.ring(from);
    const st = this.stats[port] as LinkStats;
    st.recvMessages++;
    st.recvBytes += n;
    this.route.totalHops += 1;
    return true;
  }

  /**
   * Wait until a message from `from` is delivered; returns its inbox (the message is the oldest).
   * `spun`: the caller has just spun for it (the recvInto fast path), so the wait sleeps at once.
   */
  private take(from: number, timeoutMs?: number, spun = false): Inbox {
    const box = this.pending[from] as Inbox;
    if (box.count === 0) {
      this.awaited = box;
      try {
        this.progress();
        if (box.count === 0) this.waiter.untilDelivered(box, from, timeoutMs, !spun);
      } finally {
        this.awaited = undefined;
      }
    }
    return box;
  }
}
