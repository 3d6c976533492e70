/**
 * The receiving side of a rank's links (./links.ts): frames taken off the inbound ports become
 * messages in per-source inboxes. A short frame is a whole message from the neighbour; a framed
 * one (./frame.ts) carries source, destination and offset, so messages larger than a frame arrive
 * as chunks and are reassembled, and frames for other ranks go to the router. A receive that names
 * its destination (`recvInto`) leaves it here as the source's sink: the bytes land there directly.
 */
import { protocolError } from '../errors.ts';
import { LINE_WORDS } from '../shm/ring.ts';
import type { NumericArray } from './dtype.ts';
import { DST, HEADER_BYTES, HOPS, KIND, OFFSET, SRC, TOTAL } from './frame.ts';
import { EMPTY, Inbox } from './inbox.ts';
import type { LinkRouter } from './link-routing.ts';
import type { LinkStats, RouteStats } from './link-stats.ts';
import type { InPort } from './port.ts';
import { RingViews } from './ring-views.ts';
import { SMALL_WORDS_BYTES } from './view-cache.ts';
import type { Waiter } from './waiter.ts';

/** Payload bytes of a one-line frame. */
export const LINE_BYTES = 4 * LINE_WORDS;

/** A message from one source of which some chunks have arrived. */
interface Partial {
  readonly kind: number;
  readonly bytes: Uint8Array;
  got: number;
  readonly hops: number;
  readonly port: number;
}

export class LinkInbound {
  /** Per source: the messages delivered and not yet received, oldest first. */
  readonly pending: Inbox[];
  /** Per source: the message being reassembled. */
  readonly partial: (Partial | undefined)[];
  /** Per source: where `recvInto` wants the next message to land (zero-copy receive). */
  readonly sink: (Uint8Array | undefined)[];
  /**
   * Per source: the buffer of the last message `recvInto` copied out of its inbox, kept for the
   * next message from that source that arrives before its receive (no allocation, no fresh pages).
   */
  readonly spare: (Uint8Array | undefined)[];
  /** Inbox buffers allocated here (the only ones `spare` may hold). */
  readonly owned = new WeakSet<Uint8Array>();
  /** Typed views of the inbound ports (small typed messages copied out). */
  private readonly views: RingViews;
  private readonly rank: number;
  private readonly peers: readonly number[];
  private readonly isNeighbour: Uint8Array;
  private readonly stats: readonly LinkStats[];
  private readonly route: RouteStats;
  private readonly waiter: Waiter;
  private readonly router: LinkRouter;
  constructor(
    rank: number,
    size: number,
    inb: readonly InPort[],
    peers: readonly number[],
    isNeighbour: Uint8Array,
    stats: readonly LinkStats[],
    route: RouteStats,
    waiter: Waiter,
    router: LinkRouter,
  ) {
    this.rank = rank;
    this.peers = peers;
    this.isNeighbour = isNeighbour;
    this.stats = stats;
    this.route = route;
    this.waiter = waiter;
    this.router = router;
    this.views = new RingViews(inb);
    this.pending = Array.from({ length: size }, () => new Inbox());
    this.partial = new Array(size).fill(undefined);
    this.sink = new Array(size).fill(undefined);
    this.spare = new Array(size).fill(undefined);
  }

  /** Take the next frame of inbound port `port` (`n` payload bytes, after `poll`). */
  absorb(port: number, ring: InPort, n: number): void {
    const peer = this.peers[port] as number;
    const tag = ring.peekTag();
    if (tag !== 0) {
      const sink = this.sink[peer];
      const kind = tag & 0xff;
      if (sink === undefined && kind !== 0 && n <= LINE_BYTES) {
        // A small typed message nobody waits on yet: an array of its own dtype, which `recv` hands
        // out as it is (a byte buffer would cost a second, off-heap allocation there).
        const value = this.views.copyOut(port, kind, ring.peekPayloadAt(), n);
        if (ring.consume()) this.waiter.ring(peer);
        this.deliver(peer, kind, EMPTY, 1, port, n, value);
        return;
      }
      const bytes = sink !== undefined && sink.length === n ? sink : this.fresh(peer, n);
      this.sink[peer] = undefined;
      if (n > 0) ring.peekInto(bytes, 0);
      if (ring.consume()) this.waiter.ring(peer);
      this.deliver(peer, tag & 0xff, bytes, 1, port, n);
      return;
    }
    const dst = ring.peekWord(DST);
    if (dst !== this.rank) {
      if (this.router.forward(ring, n, dst)) this.waiter.ring(peer);
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
      if (ring.consume()) this.waiter.ring(peer);
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
    if (ring.consume()) this.waiter.ring(peer);
    part.got += len;
    if (part.got >= total) {
      this.partial[src] = undefined;
      this.deliver(src, part.kind, part.bytes, part.hops, part.port, total);
    }
  }

  /** Queue a message to this rank itself (a send to self: a copy). */
  self(kind: number, body: Uint8Array): void {
    (this.pending[this.rank] as Inbox).push(kind, body.slice());
  }

  /** Messages held here: delivered but not received, or partly assembled. */
  held(): number {
    let n = 0;
    for (let r = 0; r < this.pending.length; r++) {
      n += (this.pending[r] as Inbox).count;
      if (this.partial[r] !== undefined) n++;
    }
    return n;
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
}
