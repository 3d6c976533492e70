/**
 * Per-rank links: send to / receive from neighbours over SPSC rings, routed sends to any rank
 * (forwarded hop by hop by the ranks on the route), per-link statistics, optional cost model.
 *
 * Typed arrays travel as raw bytes (one copy into the ring, one out, none when the receiver
 * names its destination with `recvInto`); anything else as msgpackr records.
 */
import { checkWaitMs } from '../checks.ts';
import { invalidArgument, invalidRank, notANeighbour } from '../errors.ts';
import { SpscRing } from '../shm/ring.ts';
import type { RankTimeline } from '../timeline/recorder.ts';
import type { Topology } from '../topology/types.ts';
import { decodeValue } from './codec.ts';
import type { LinkCost } from './cost.ts';
import { ctorOfCode, dtypeCode, dtypeOf, type NumericArray } from './dtype.ts';
import { HEADER_BYTES, HEADER_WORDS, SHORT } from './frame.ts';
import type { Inbox } from './inbox.ts';
import { LinkFlow } from './link-flow.ts';
import { LINE_BYTES, LinkInbound } from './link-inbound.ts';
import { DELIVERED, direct, recvIntoQueued, SPUN } from './link-receive.ts';
import { LinkRouter } from './link-routing.ts';
import { detachedSend, MAX_CHUNK_BYTES, post } from './link-send.ts';
import { type LinkStats, linkStatsFor, type RouteStats } from './link-stats.ts';
import type { Links } from './links-api.ts';
import type { InPort, OutPort } from './port.ts';
import { RingViews } from './ring-views.ts';
import { detachedView } from './values.ts';
import { ViewCache } from './view-cache.ts';
import type { Waiter, WaitTraffic } from './waiter.ts';

export type { LinkStats, RouteStats } from './link-stats.ts';

export type { Links } from './links-api.ts';

export interface LinksOptions {
  readonly topology: Topology;
  readonly rank: number;
  /** out[port]: the port rank -> neighbours(rank)[port] (a shared-memory ring, ../shm/ring.ts). */
  readonly out: readonly OutPort[];
  /** in[port]: the port neighbours(rank)[port] -> rank. */
  readonly in: readonly InPort[];
  readonly waiter: Waiter;
  readonly cost?: LinkCost | undefined;
  /** Running totals of the messages and payload bytes this rank originates (the metrics' counter). */
  readonly traffic?: { messages: number; bytes: number } | undefined;
  /** The run's timeline, when it records one: sampled messages become arrows (../timeline/README.md). */
  readonly timeline?: RankTimeline | undefined;
}

export type LinkValue = unknown;

/**
 * `Links` over the ports of the rank's edges (./links-api.ts): the send paths (a small typed array
 * in one line, a whole message in one short frame, framed chunks), the receive paths (the
 * `recvInto` fast path that copies a neighbour's frame straight into its target, and the inboxes),
 * and `progress`, which every wait of the rank calls. The general send path is ./link-send.ts,
 * the `recvInto` paths ./link-receive.ts (free functions taking these links: the fields they read
 * are not private, and `RingLinks` is not public: programs see `Links`). Reassembly, routing and
 * flow control are ./link-inbound.ts, ./link-routing.ts and ./link-flow.ts.
 */
export class RingLinks implements Links, WaitTraffic {
  readonly rank: number;
  readonly topology: Topology;
  readonly stats: readonly LinkStats[];
  readonly route: RouteStats = { routedMessages: 0, totalHops: 0 };
  readonly out: readonly OutPort[];
  readonly inb: readonly InPort[];
  readonly peers: readonly number[];
  readonly waiter: Waiter;
  readonly cost: LinkCost | undefined;
  /** Incremented per message originated here: a field update, not a call (`LinksOptions.traffic`). */
  readonly traffic: { messages: number; bytes: number };
  readonly rx: LinkInbound;
  readonly router: LinkRouter;
  readonly flow: LinkFlow;
  /** The router's first-hop ports (neighbours known from the start). */
  readonly routePort: Int32Array;
  /** The array `sendLine` sent last: sent again, it is worth caching (`send`). */
  private lastLine: unknown;
  /** Typed views of the outbound ports (fresh small typed arrays copied in, `sendLine`). */
  private readonly outViews: RingViews;
  /** The inbox a receive waits on (`take`): `progress` stops draining once it holds a message. */
  awaited: Inbox | undefined;
  /** The header of the frame being written. */
  readonly hdr = new Int32Array(HEADER_WORDS);
  readonly maxChunk: number;
  /** isNeighbour[r] !== 0 when r is a neighbour (checked on every send). */
  private readonly isNeighbour: Uint8Array;
  /** One-entry caches of the byte view of the last typed array sent / received into. */
  readonly sent = new ViewCache();
  readonly into = new ViewCache();
  /** The run's timeline (undefined: not recording; every hook is one branch then). */
  readonly timeline: RankTimeline | undefined;

  constructor(options: LinksOptions) {
    this.rank = options.rank;
    this.topology = options.topology;
    this.out = options.out;
    this.inb = options.in;
    this.waiter = options.waiter;
    this.cost = options.cost;
    this.traffic = options.traffic ?? { messages: 0, bytes: 0 };
    this.timeline = options.timeline;
    this.peers = this.topology.neighbours(this.rank).map((n) => n.rank);
    this.stats = linkStatsFor(this.peers);
    const size = this.topology.size;
    this.isNeighbour = new Uint8Array(size);
    for (const r of this.peers) this.isNeighbour[r] = 1;
    this.flow = new LinkFlow(this.out, this.inb, this.peers, this.waiter);
    this.router = new LinkRouter(this.rank, this.topology, this.out, this.peers, this.stats, this.waiter, this.flow);
    this.routePort = this.router.routePort;
    this.rx = new LinkInbound(this.rank, size, this.inb, this.peers, this.isNeighbour, this.stats, this.route, this.waiter, this.router);
    this.outViews = new RingViews(this.out);
    this.waiter.attach(this);
    const ring = this.out[0] ?? this.inb[0];
    // At most half a ring per chunk lets the producer fill one half while the consumer drains the
    // other; a larger ring holds capacity / MAX_CHUNK_BYTES chunks (8 in the default 1 MiB), so the
    // producer runs ahead. A chunk's frame (its header and length word with it) is sized so that
    // they all fit at once: frames of MAX_CHUNK_BYTES of payload would leave room for one fewer.
    this.maxChunk =
      ring === undefined
        ? 1 << 15
        : SpscRing.chunkFor(ring.capacity, Math.max(2, Math.floor(ring.capacity / MAX_CHUNK_BYTES))) - HEADER_BYTES;
  }

  /** The neighbour ranks, in port order. */
  neighbours(): readonly number[] {
    return this.peers;
  }

  /** Send to a neighbour. Typed arrays go as raw bytes; other values as msgpackr records. */
  send(to: number, value: LinkValue): void {
    const sent = this.sent;
    // Fast path: the small typed array sent last time, to a neighbour (isNeighbour[to] is
    // undefined for anything but an integer rank in range), as one line when the port has room.
    if (sent.line && sent.holds(value) && typeof to === 'number' && this.isNeighbour[to] === 1 && this.cost === undefined) {
      const port = this.routePort[to] as number;
      const ring = this.out[port] as OutPort;
      const n = sent.byteCount;
      const at = ring.reserve(n);
      if (at !== -1) {
        ring.putWords(at, sent.words as Int32Array);
        this.sentLine(port, to, ring.commit(SHORT | sent.kind, n), n);
        return;
      }
    }
    this.sendOther(to, value);
  }

  /** `send` off the fast path: checks, a fresh small array, anything else, a full port. */
  private sendOther(to: number, value: LinkValue): void {
    // typeof: a typed array indexed by the string '1' reads element 1.
    if (typeof to !== 'number' || this.isNeighbour[to] !== 1) {
      this.checkRank(to);
      throw notANeighbour(this.rank, to, this.topology.name);
    }
    if (this.cost === undefined && value !== this.lastLine && !this.sent.holds(value) && this.sendLine(to, value)) return;
    // A small array sent twice in a row goes to `post`, which caches its views for the fast path.
    post(this, to, value, 'send value');
  }

  /**
   * A small typed array (one line) that is not the one sent last: copied into the port through a
   * typed view of it, so no byte view of the array is made (for a freshly received array that
   * would move its bytes off the heap first). False when it does not apply or the port is full;
   * `post` then takes over.
   */
  private sendLine(to: number, value: unknown): boolean {
    const dtype = dtypeOf(value);
    if (dtype === undefined) return false;
    const arr = value as NumericArray;
    const n = arr.length * arr.BYTES_PER_ELEMENT;
    if (n > LINE_BYTES) return false;
    if (n === 0 && detachedView(arr)) throw detachedSend('send value');
    const port = this.routePort[to] as number;
    const ring = this.out[port] as OutPort;
    const at = ring.reserve(n);
    if (at === -1) return false;
    const kind = dtypeCode(dtype);
    this.outViews.copyIn(port, kind, arr, at);
    const idle = ring.commit(SHORT | kind, n);
    this.lastLine = arr;
    this.sentLine(port, to, idle, n);
    return true;
  }

  /** Count a one-line message of `n` bytes just written to neighbour `to`, and ring it if it sleeps. */
  private sentLine(port: number, to: number, idle: boolean, n: number): void {
    const t = this.traffic;
    t.messages++;
    t.bytes += n;
    const st = this.stats[port] as LinkStats;
    st.sentMessages++;
    st.sentBytes += n;
    if (this.timeline !== undefined) this.timeline.sent(to, n);
    if (idle) this.waiter.wake(to);
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
    post(this, to, undefined, undefined);
  }

  /** Send to any rank; non-neighbours are reached hop by hop along `topology.route`. */
  sendTo(to: number, value: LinkValue): void {
    this.checkRank(to);
    post(this, to, value, 'sendTo value');
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
   * When the message is not already buffered, its bytes are copied from the port into `target`
   * with no intermediate buffer.
   */
  recvInto<T extends NumericArray>(from: number, target: T, timeoutMs?: number): T {
    if (timeoutMs !== undefined) checkWaitMs('receive timeoutMs', timeoutMs);
    const into = this.into;
    if (!into.holds(target)) this.viewInto(target);
    this.waiter.beat();
    // Fast path: a message from a neighbour when nothing from it is queued or half-received.
    let spun = false;
    const rx = this.rx;
    if (
      typeof from === 'number' &&
      this.isNeighbour[from] === 1 &&
      (rx.pending[from] as Inbox).count === 0 &&
      rx.partial[from] === undefined
    ) {
      const got = direct(this, from, into);
      if (got === DELIVERED) {
        if (this.timeline !== undefined) this.timeline.received(from);
        return target;
      }
      spun = got === SPUN;
    }
    return recvIntoQueued(this, from, target, timeoutMs, spun);
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
    return (this.rx.pending[from]?.count ?? 0) > 0;
  }

  /**
   * Drain every inbound port: deliver frames addressed here, forward the others, flush the
   * forwarding backlog. Returns whether anything moved. Called by every wait of this rank.
   */
  progress(): boolean {
    let moved = false;
    if (this.router.backlogFrames > 0) moved = this.router.flush();
    const awaited = this.awaited;
    const rx = this.rx;
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port] as InPort;
      let n = ring.poll();
      while (n >= 0) {
        rx.absorb(port, ring, n);
        moved = true;
        // A receive stops once its message is in: frames behind it (the sender's next message,
        // which the next recvInto copies straight into its target) stay in the port.
        if (awaited !== undefined && awaited.count > 0) return true;
        n = ring.poll();
      }
    }
    return moved;
  }

  /**
   * Messages this rank holds or has yet to take in: delivered but not received, partly assembled,
   * waiting in an inbound port, or queued for forwarding (0 when nothing is in flight towards or
   * through it: what a checkpoint requires).
   */
  inFlight(): number {
    let n = this.router.backlogFrames + this.rx.held();
    for (const ring of this.inb) if (ring.poll() >= 0) n++;
    return n;
  }

  /** Frames waiting to be forwarded (routing backlog). */
  backlogSize(): number {
    return this.router.backlogFrames;
  }

  /** The waiter's last step before a sleep (./link-flow.ts). */
  beforeSleep(): boolean {
    return this.flow.beforeSleep();
  }

  checkRank(r: number): void {
    if (!Number.isInteger(r) || r < 0 || r >= this.topology.size) throw invalidRank(r, this.topology.size);
  }

  /**
   * Wait until a message from `from` is delivered; returns its inbox (the message is the oldest).
   * `spun`: the caller has just spun for it (the recvInto fast path), so the wait sleeps at once.
   */
  take(from: number, timeoutMs?: number, spun = false): Inbox {
    const box = this.rx.pending[from] as Inbox;
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
