/**
 * Per-rank links: send to / receive from neighbours over SPSC rings, routed sends to any rank
 * (forwarded hop by hop by the ranks on the route), per-link statistics, optional cost model.
 *
 * Typed arrays travel as raw bytes (one copy into the ring, one out, none when the receiver
 * names its destination with `recvInto`); anything else as msgpackr records.
 */
import { invalidArgument, invalidRank, notANeighbour, protocolError } from '../errors.js';
import type { SpscRing } from '../shm/ring.js';
import type { Topology } from '../topology/types.js';
import { decodeValue, encodeValue } from './codec.js';
import { delayNs, frameCostNs, type LinkCost } from './cost.js';
import { bytesOf, ctorOf, dtypeCode, dtypeOf, dtypeOfCode, type NumericArray } from './dtype.js';
import { DST, FrameHeader, HEADER_BYTES, HOPS, KIND, OFFSET, SRC, TOTAL } from './frame.js';
import type { Waiter } from './waiter.js';

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

interface Incoming {
  readonly kind: number;
  readonly bytes: Uint8Array;
  readonly hops: number;
}

interface Partial {
  readonly kind: number;
  readonly bytes: Uint8Array;
  got: number;
  readonly hops: number;
  readonly port: number;
}

export interface LinksOptions {
  readonly topology: Topology;
  readonly rank: number;
  /** out[port]: ring rank -> neighbours(rank)[port]. */
  readonly out: readonly SpscRing[];
  /** in[port]: ring neighbours(rank)[port] -> rank. */
  readonly in: readonly SpscRing[];
  readonly waiter: Waiter;
  readonly cost?: LinkCost | undefined;
  /** Called with (messages, bytes) for every message this rank originates. */
  readonly onTraffic?: ((messages: number, bytes: number) => void) | undefined;
}

export type LinkValue = unknown;

export class Links {
  readonly rank: number;
  readonly topology: Topology;
  readonly stats: readonly LinkStats[];
  readonly route: RouteStats = { routedMessages: 0, totalHops: 0 };
  private readonly out: readonly SpscRing[];
  private readonly inb: readonly SpscRing[];
  private readonly peers: readonly number[];
  private readonly waiter: Waiter;
  private readonly cost: LinkCost | undefined;
  private readonly onTraffic: ((messages: number, bytes: number) => void) | undefined;
  private readonly pending: Incoming[][];
  private readonly partial: (Partial | undefined)[];
  /** Where `recvInto` wants the next message from a source to land (zero-copy receive). */
  private readonly sink: (Uint8Array | undefined)[];
  private readonly backlog: Uint8Array[][];
  private backlogFrames = 0;
  /** Per outbound port: reasons to hear about freed room (a blocked send, a forwarding backlog). */
  private readonly roomWaits: number[];
  private readonly hdr = new FrameHeader();
  private readonly peek = new FrameHeader();
  private readonly maxChunk: number;
  private readonly routePort: Int32Array;

  constructor(options: LinksOptions) {
    this.rank = options.rank;
    this.topology = options.topology;
    this.out = options.out;
    this.inb = options.in;
    this.waiter = options.waiter;
    this.cost = options.cost;
    this.onTraffic = options.onTraffic;
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
    this.pending = Array.from({ length: size }, () => []);
    this.partial = new Array(size).fill(undefined);
    this.sink = new Array(size).fill(undefined);
    this.backlog = nbrs.map(() => []);
    this.routePort = new Int32Array(size).fill(-1);
    this.roomWaits = nbrs.map(() => 0);
    const cap = this.out[0]?.maxFrame ?? this.inb[0]?.maxFrame ?? 1 << 16;
    // Half a ring per chunk lets the producer fill one half while the consumer drains the other.
    this.maxChunk = Math.max(64, ((cap >> 1) & ~7) - HEADER_BYTES);
  }

  /** The neighbour ranks, in port order. */
  neighbours(): readonly number[] {
    return this.peers;
  }

  /** Send to a neighbour. Typed arrays go as raw bytes; other values as msgpackr records. */
  send(to: number, value: LinkValue): void {
    this.checkRank(to);
    if (!this.topology.isNeighbour(this.rank, to)) throw notANeighbour(this.rank, to, this.topology.name);
    this.post(to, value);
  }

  /** Send to any rank; non-neighbours are reached hop by hop along `topology.route`. */
  sendTo(to: number, value: LinkValue): void {
    this.checkRank(to);
    this.post(to, value);
  }

  /** Receive the next message from `from` (a neighbour or, for routed sends, any rank). */
  recv(from: number, timeoutMs?: number): LinkValue {
    this.checkRank(from);
    const msg = this.take(from, timeoutMs);
    if (msg.kind === 0) return decodeValue(msg.bytes);
    const Ctor = ctorOf(dtypeOfCode(msg.kind));
    return new Ctor(msg.bytes.buffer, msg.bytes.byteOffset, msg.bytes.byteLength / Ctor.BYTES_PER_ELEMENT);
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
    this.checkRank(from);
    const want = dtypeOf(target);
    if (want === undefined) throw invalidArgument('recvInto target', 'a numeric typed array', target);
    const targetBytes = bytesOf(target);
    const queued = this.pending[from];
    if (queued !== undefined && queued.length === 0 && this.partial[from] === undefined) this.sink[from] = targetBytes;
    let msg: Incoming;
    try {
      msg = this.take(from, timeoutMs);
    } finally {
      this.sink[from] = undefined;
    }
    if (msg.kind !== dtypeCode(want) || msg.bytes.byteLength !== targetBytes.byteLength) {
      const got = msg.kind === 0 ? 'a msgpack record' : `${dtypeOfCode(msg.kind)}[${msg.bytes.byteLength} bytes]`;
      throw protocolError(`${want}[${targetBytes.byteLength} bytes] from rank ${from}`, got);
    }
    if (msg.bytes !== targetBytes) targetBytes.set(msg.bytes);
    return target;
  }

  /** True when a message from `from` can be received without blocking. */
  ready(from: number): boolean {
    this.progress();
    return (this.pending[from]?.length ?? 0) > 0;
  }

  /**
   * Drain every inbound ring: deliver frames addressed here, forward the others, flush the
   * forwarding backlog. Returns whether anything moved. Called by every wait of this rank.
   */
  progress(): boolean {
    let moved = false;
    if (this.backlogFrames > 0) moved = this.flushBacklog();
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port] as SpscRing;
      let n = ring.peekLength();
      while (n >= 0) {
        this.absorb(port, ring, n);
        moved = true;
        n = ring.peekLength();
      }
    }
    return moved;
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

  private post(to: number, value: LinkValue): void {
    const dtype = dtypeOf(value);
    const kind = dtype === undefined ? 0 : dtypeCode(dtype);
    const body = dtype === undefined ? encodeValue(value) : bytesOf(value as NumericArray);
    this.onTraffic?.(1, body.byteLength);
    if (to === this.rank) {
      this.pending[to]?.push({ kind, bytes: body.slice(), hops: 0 });
      return;
    }
    const port = this.portTo(to);
    const next = this.peers[port] as number;
    const st = this.stats[port] as LinkStats;
    st.sentMessages++;
    st.sentBytes += body.byteLength;
    const h = this.hdr.words;
    h[KIND] = kind;
    h[SRC] = this.rank;
    h[DST] = to;
    h[HOPS] = 1;
    h[TOTAL] = body.byteLength;
    let offset = 0;
    do {
      const len = Math.min(this.maxChunk, body.byteLength - offset);
      h[OFFSET] = offset;
      this.writeFrame(port, next, this.hdr.bytes, body.subarray(offset, offset + len), offset === 0);
      offset += len;
    } while (offset < body.byteLength);
  }

  private writeFrame(port: number, peer: number, head: Uint8Array, body: Uint8Array | undefined, first: boolean): void {
    if (this.cost !== undefined) delayNs(frameCostNs(this.cost, head.byteLength + (body?.byteLength ?? 0), first));
    const ring = this.out[port] as SpscRing;
    if (!ring.tryWrite(head, body)) {
      // The consumer rings us after freeing room only while asked (../shm/README.md, "Doorbells").
      this.wantRoom(port, 1);
      try {
        this.waiter.block(
          () => ring.tryWrite(head, body),
          `send from rank ${this.rank} to rank ${peer} (link full; is rank ${peer} receiving?)`,
          () => this.progress(),
        );
      } finally {
        this.wantRoom(port, -1);
      }
    }
    this.waiter.ring(peer);
  }

  /** Count a reason to hear about room on out[port]; the flag is up while any remains. */
  private wantRoom(port: number, delta: 1 | -1): void {
    const waits = (this.roomWaits[port] as number) + delta;
    this.roomWaits[port] = waits;
    (this.out[port] as SpscRing).wantRoom(waits > 0);
  }

  private absorb(port: number, ring: SpscRing, n: number): void {
    const p = this.peek;
    ring.peekInto(p.bytes, 0);
    const dst = p.words[DST] as number;
    const peer = this.peers[port] as number;
    if (dst !== this.rank) {
      this.forward(ring, n, dst);
      if (ring.roomWanted()) this.waiter.ring(peer);
      return;
    }
    const src = p.words[SRC] as number;
    const offset = p.words[OFFSET] as number;
    const total = p.words[TOTAL] as number;
    let part = this.partial[src];
    if (offset === 0) {
      if (part !== undefined) throw protocolError(`chunk at offset ${part.got} from rank ${src}`, 'the start of a new message');
      const sink = this.sink[src];
      // The sink takes exactly one message: later ones from the same source must not land there.
      const bytes = sink !== undefined && sink.byteLength === total ? sink : new Uint8Array(total);
      this.sink[src] = undefined;
      part = { kind: p.words[KIND] as number, bytes, got: 0, hops: p.words[HOPS] as number, port };
      this.partial[src] = part;
    } else if (part === undefined || part.got !== offset) {
      throw protocolError(`chunk at offset ${part?.got ?? 0} from rank ${src}`, `a chunk at offset ${offset}`);
    }
    const len = n - HEADER_BYTES;
    if (len > 0) ring.peekInto(part.bytes.subarray(offset, offset + len), HEADER_BYTES);
    ring.consume();
    if (ring.roomWanted()) this.waiter.ring(peer);
    part.got += len;
    if (part.got >= total) {
      this.partial[src] = undefined;
      (this.pending[src] as Incoming[]).push({ kind: part.kind, bytes: part.bytes, hops: part.hops });
      const st = this.stats[part.port] as LinkStats;
      st.recvMessages++;
      st.recvBytes += total;
      if (!this.topology.isNeighbour(this.rank, src)) this.route.routedMessages++;
      this.route.totalHops += part.hops;
    }
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
    if (queue.length === 0 && (this.out[port] as SpscRing).tryWrite(frame)) {
      this.waiter.ring(next);
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
      while (k < queue.length && ring.tryWrite(queue[k] as Uint8Array)) k++;
      if (k > 0) {
        queue.splice(0, k);
        this.backlogFrames -= k;
        if (queue.length === 0) this.wantRoom(port, -1);
        this.waiter.ring(this.peers[port] as number);
        moved = true;
      }
    }
    return moved;
  }

  private take(from: number, timeoutMs?: number): Incoming {
    const queue = this.pending[from] as Incoming[];
    if (queue.length === 0) {
      this.progress();
      if (queue.length === 0) {
        this.waiter.block(
          () => queue.length > 0,
          `receive on rank ${this.rank} from rank ${from}`,
          () => this.progress(),
          timeoutMs,
        );
      }
    }
    return queue.shift() as Incoming;
  }
}
