import { checkWaitMs, invalidArgument, invalidRank, notANeighbour, protocolError, uncarriedValue } from "../errors.js";
import { LINE_WORDS, SpscRing } from "../shm/ring.js";
import { decodeValue, encodeValue } from "./codec.js";
import { delayNs, frameCostNs } from "./cost.js";
import { ctorOfCode, dtypeCode, dtypeOf, dtypeOfCode } from "./dtype.js";
import { DST, HEADER_BYTES, HEADER_WORDS, HOPS, KIND, OFFSET, SHORT, SRC, TOTAL } from "./frame.js";
import { EMPTY, Inbox } from "./inbox.js";
import { RingViews } from "./ring-views.js";
import { detachedView } from "./values.js";
import { SMALL_WORDS_BYTES, ViewCache } from "./view-cache.js";
const MAX_CHUNK_BYTES = 128 * 1024;
const LINE_BYTES = 4 * LINE_WORDS;
const DELIVERED = 0;
const OTHER = 1;
const SPUN = 2;
function detachedSend(what) {
  return uncarriedValue(
    what,
    "a typed array or data to send",
    "a detached typed array (its buffer was transferred)",
    "send a copy made before the transfer"
  );
}
class Links {
  rank;
  topology;
  stats;
  route = { routedMessages: 0, totalHops: 0 };
  out;
  inb;
  peers;
  waiter;
  cost;
  /** Incremented per message originated here: a field update, not a call (`LinksOptions.traffic`). */
  traffic;
  pending;
  partial;
  /** Where `recvInto` wants the next message from a source to land (zero-copy receive). */
  sink;
  /**
   * Per source: the buffer of the last message `recvInto` copied out of its inbox, kept for the
   * next message from that source that arrives before its receive (no allocation, no fresh pages).
   */
  spare;
  /** Inbox buffers this Links allocated (the only ones `spare` may hold). */
  owned = /* @__PURE__ */ new WeakSet();
  backlog;
  backlogFrames = 0;
  /** Typed views of the inbound rings (small typed messages copied out, `absorb`). */
  inViews;
  /** The array `sendLine` sent last: sent again, it is worth caching (`send`). */
  lastLine;
  /** Typed views of the outbound rings (fresh small typed arrays copied in, `sendLine`). */
  outViews;
  /** The inbox a receive waits on (`take`): `progress` stops draining once it holds a message. */
  awaited;
  /** Per outbound port: reasons to hear about freed room (a blocked send, a forwarding backlog). */
  roomWaits;
  /** The header of the frame being written. */
  hdr = new Int32Array(HEADER_WORDS);
  maxChunk;
  routePort;
  /** isNeighbour[r] !== 0 when r is a neighbour (checked on every send). */
  isNeighbour;
  /** One-entry caches of the byte view of the last typed array sent / received into. */
  sent = new ViewCache();
  into = new ViewCache();
  constructor(options) {
    this.rank = options.rank;
    this.topology = options.topology;
    this.out = options.out;
    this.inb = options.in;
    this.waiter = options.waiter;
    this.cost = options.cost;
    this.traffic = options.traffic ?? { messages: 0, bytes: 0 };
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
      forwardedBytes: 0
    }));
    const size = this.topology.size;
    this.pending = Array.from({ length: size }, () => new Inbox());
    this.partial = new Array(size).fill(void 0);
    this.sink = new Array(size).fill(void 0);
    this.spare = new Array(size).fill(void 0);
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
    this.maxChunk = ring === void 0 ? 1 << 15 : Math.min(SpscRing.chunkFor(ring.capacity), MAX_CHUNK_BYTES) - HEADER_BYTES;
  }
  /** The neighbour ranks, in port order. */
  neighbours() {
    return this.peers;
  }
  /** Send to a neighbour. Typed arrays go as raw bytes; other values as msgpackr records. */
  send(to, value) {
    const sent = this.sent;
    if (sent.line && sent.holds(value) && typeof to === "number" && this.isNeighbour[to] === 1 && this.cost === void 0) {
      const port = this.routePort[to];
      const ring = this.out[port];
      if (ring.tryWriteLine(SHORT | sent.kind, sent.words)) {
        this.sentLine(port, to, ring, sent.byteCount);
        return;
      }
    }
    this.sendOther(to, value);
  }
  /** `send` off the fast path: checks, a fresh small array, anything else, a full ring. */
  sendOther(to, value) {
    if (typeof to !== "number" || this.isNeighbour[to] !== 1) {
      this.checkRank(to);
      throw notANeighbour(this.rank, to, this.topology.name);
    }
    if (this.cost === void 0 && value !== this.lastLine && !this.sent.holds(value) && this.sendLine(to, value)) return;
    this.post(to, value, "send value");
  }
  /**
   * A small typed array (one ring line) that is not the one sent last: copied into the ring
   * through a typed view of the ring, so no byte view of it is made (for a freshly received array
   * that would move its bytes off the heap first). False when it does not apply or the ring is
   * full; `post` then takes over.
   */
  sendLine(to, value) {
    const dtype = dtypeOf(value);
    if (dtype === void 0) return false;
    const arr = value;
    const n = arr.length * arr.BYTES_PER_ELEMENT;
    if (n > LINE_BYTES) return false;
    if (n === 0 && detachedView(arr)) throw detachedSend("send value");
    const port = this.routePort[to];
    const ring = this.out[port];
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
  sentLine(port, to, ring, n) {
    const t = this.traffic;
    t.messages++;
    t.bytes += n;
    const st = this.stats[port];
    st.sentMessages++;
    st.sentBytes += n;
    if (ring.consumerIdle) this.waiter.wake(to);
  }
  /**
   * Send `undefined` to neighbour `to`. `send` refuses a bare undefined (usually a missing
   * argument); the runtime's link collectives broadcast any value, undefined included. @internal
   */
  sendUndefined(to) {
    if (typeof to !== "number" || this.isNeighbour[to] !== 1) {
      this.checkRank(to);
      throw notANeighbour(this.rank, to, this.topology.name);
    }
    this.post(to, void 0, void 0);
  }
  /** Send to any rank; non-neighbours are reached hop by hop along `topology.route`. */
  sendTo(to, value) {
    this.checkRank(to);
    this.post(to, value, "sendTo value");
  }
  /** Receive the next message from `from` (a neighbour or, for routed sends, any rank). */
  recv(from, timeoutMs) {
    this.checkRank(from);
    if (timeoutMs !== void 0) checkWaitMs("receive timeoutMs", timeoutMs);
    this.waiter.beat();
    const box = this.take(from, timeoutMs);
    const kind = box.kind;
    const bytes = box.bytes;
    const value = box.value;
    box.shift();
    if (value !== void 0) return value;
    if (kind === 0) return decodeValue(bytes);
    const Ctor = ctorOfCode(kind);
    return new Ctor(bytes.buffer, bytes.byteOffset, bytes.byteLength / Ctor.BYTES_PER_ELEMENT);
  }
  /** Alias of `recv` for routed messages, for symmetry with `sendTo`. */
  recvFrom(from, timeoutMs) {
    return this.recv(from, timeoutMs);
  }
  /**
   * Receive a typed array from `from` straight into `target` (same dtype and length expected).
   * When the message is not already buffered, its bytes are copied from the ring into `target`
   * with no intermediate buffer.
   */
  recvInto(from, target, timeoutMs) {
    if (timeoutMs !== void 0) checkWaitMs("receive timeoutMs", timeoutMs);
    const into = this.into;
    if (!into.holds(target)) this.viewInto(target);
    this.waiter.beat();
    let spun = false;
    if (typeof from === "number" && this.isNeighbour[from] === 1 && this.pending[from].count === 0 && this.partial[from] === void 0) {
      const got = this.direct(from, into);
      if (got === DELIVERED) return target;
      spun = got === SPUN;
    }
    return this.recvIntoQueued(from, target, timeoutMs, spun);
  }
  /** `recvInto` when the fast path did not apply: wait for the message through the inbox. */
  recvIntoQueued(from, target, timeoutMs, spun) {
    this.checkRank(from);
    const into = this.into;
    const targetBytes = into.bytes;
    const box = this.pending[from];
    if (box.count === 0 && this.partial[from] === void 0) this.sink[from] = targetBytes;
    try {
      this.take(from, timeoutMs, spun);
    } finally {
      this.sink[from] = void 0;
    }
    const kind = box.kind;
    const bytes = box.bytes;
    const value = box.value;
    box.shift();
    const got = value === void 0 ? bytes.length : value.length * value.BYTES_PER_ELEMENT;
    if (kind !== into.kind || got !== into.byteCount) {
      const what = kind === 0 ? "a msgpack record" : `${dtypeOfCode(kind)}[${got} bytes]`;
      throw protocolError(`${into.dtype}[${into.byteCount} bytes] from rank ${from}`, what);
    }
    if (value !== void 0) {
      target.set(value);
    } else if (bytes !== targetBytes) {
      targetBytes.set(bytes);
      if (bytes.length > SMALL_WORDS_BYTES && this.owned.has(bytes)) this.spare[from] = bytes;
    }
    return target;
  }
  /** Cache the byte view of a new `recvInto` target (a typed error for anything else). */
  viewInto(target) {
    const dtype = dtypeOf(target);
    if (dtype === void 0) throw invalidArgument("recvInto target", "a numeric typed array", target);
    this.into.set(target, dtype);
  }
  /** True when a message from `from` can be received without blocking. */
  ready(from) {
    this.progress();
    return (this.pending[from]?.count ?? 0) > 0;
  }
  /**
   * Drain every inbound ring: deliver frames addressed here, forward the others, flush the
   * forwarding backlog. Returns whether anything moved. Called by every wait of this rank.
   */
  progress() {
    let moved = false;
    if (this.backlogFrames > 0) moved = this.flushBacklog();
    const awaited = this.awaited;
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port];
      let n = ring.peekLength();
      while (n >= 0) {
        this.absorb(port, ring, n);
        moved = true;
        if (awaited !== void 0 && awaited.count > 0) return true;
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
  inFlight() {
    let n = this.backlogFrames;
    for (let r = 0; r < this.pending.length; r++) {
      n += this.pending[r].count;
      if (this.partial[r] !== void 0) n++;
    }
    for (const ring of this.inb) if (ring.peekLength() >= 0) n++;
    return n;
  }
  /** Frames waiting to be forwarded (routing backlog). */
  backlogSize() {
    return this.backlogFrames;
  }
  /** Out port of the first hop towards `to` (cached: routes are fixed). */
  portTo(to) {
    let port = this.routePort[to];
    if (port < 0) {
      port = this.topology.portOf(this.rank, this.topology.nextHop(this.rank, to));
      this.routePort[to] = port;
    }
    return port;
  }
  checkRank(r) {
    if (!Number.isInteger(r) || r < 0 || r >= this.topology.size) throw invalidRank(r, this.topology.size);
  }
  /**
   * Send `value` to any rank; `what` names it in errors ('send value', 'sendTo value'), and is
   * undefined only for `sendUndefined`.
   */
  post(to, value, what) {
    let kind = 0;
    let body;
    let words;
    const sent = this.sent;
    if (sent.holds(value)) {
      kind = sent.kind;
      body = sent.bytes;
      words = sent.words;
    } else {
      const dtype = dtypeOf(value);
      if (dtype === void 0) {
        if (value === void 0 && what !== void 0) {
          throw uncarriedValue(
            what,
            "a typed array or data to send",
            "undefined",
            'send null for "nothing" (a bare undefined is usually a missing argument)'
          );
        }
        body = encodeValue(value, what ?? "collective value");
      } else {
        if (value.length === 0 && detachedView(value)) throw detachedSend(what ?? "collective value");
        sent.set(value, dtype);
        kind = sent.kind;
        body = sent.bytes;
        words = sent.words;
      }
    }
    const total = body.length;
    const t = this.traffic;
    t.messages++;
    t.bytes += total;
    if (to === this.rank) {
      this.pending[to]?.push(kind, body.slice());
      return;
    }
    const port = this.portTo(to);
    const next = this.peers[port];
    const st = this.stats[port];
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
  writeShort(port, peer, tag, body, words) {
    if (this.cost !== void 0) delayNs(frameCostNs(this.cost, HEADER_BYTES + body.length, true));
    const ring = this.out[port];
    while (!ring.tryWriteTagged(tag, body, words)) this.awaitRoom(port, peer, ring, body.length);
    if (ring.consumerIdle) this.waiter.wake(peer);
  }
  /** Write the header in `this.hdr` and `body` as one frame on out[port], waiting for room. */
  writeFrame(port, peer, body, first, words) {
    if (this.cost !== void 0) delayNs(frameCostNs(this.cost, HEADER_BYTES + body.length, first));
    const ring = this.out[port];
    const head = this.hdr;
    while (!ring.tryWriteWords(head, body, words)) this.awaitRoom(port, peer, ring, HEADER_BYTES + body.length);
    if (ring.consumerIdle) this.waiter.wake(peer);
  }
  /**
   * Block until a frame of `bytes` payload bytes fits in `ring` (out[port], full), moving other
   * traffic meanwhile. The consumer rings us after freeing room only while asked
   * (../shm/README.md, "Doorbells").
   */
  awaitRoom(port, peer, ring, bytes) {
    this.wantRoom(port, 1);
    try {
      this.waiter.untilRoom(ring, bytes, peer);
    } finally {
      this.wantRoom(port, -1);
    }
  }
  /** Count a reason to hear about room on out[port]; `beforeSleep` arms ROOM while any remains. */
  wantRoom(port, delta) {
    this.roomWaits[port] = this.roomWaits[port] + delta;
  }
  /**
   * The waiter's last step before a sleep (../shm/README.md, "Doorbells"): ask for room on every
   * outbound ring this rank waits to write, and mark every inbound ring IDLE so that the next
   * frame rings this rank. False when a ring moved meanwhile: check again instead of sleeping.
   */
  beforeSleep() {
    let quiet = true;
    for (let port = 0; port < this.out.length; port++) {
      if (this.roomWaits[port] > 0 && !this.out[port].armRoom()) quiet = false;
    }
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port];
      if (ring.headUnshared()) {
        ring.shareHead();
        if (ring.roomAsked) this.waiter.ring(this.peers[port]);
      }
      if (!ring.markIdle()) quiet = false;
    }
    return quiet;
  }
  absorb(port, ring, n) {
    const peer = this.peers[port];
    const tag = ring.peekTag();
    if (tag !== 0) {
      const sink = this.sink[peer];
      const kind = tag & 255;
      if (sink === void 0 && kind !== 0 && n <= LINE_BYTES) {
        const value = this.inViews.copyOut(port, kind, ring.peekPayloadAt(), n);
        ring.consume();
        if (ring.roomAsked) this.waiter.ring(peer);
        this.deliver(peer, kind, EMPTY, 1, port, n, value);
        return;
      }
      const bytes = sink !== void 0 && sink.length === n ? sink : this.fresh(peer, n);
      this.sink[peer] = void 0;
      if (n > 0) ring.peekInto(bytes, 0);
      ring.consume();
      if (ring.roomAsked) this.waiter.ring(peer);
      this.deliver(peer, tag & 255, bytes, 1, port, n);
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
      if (part !== void 0) throw protocolError(`chunk at offset ${part.got} from rank ${src}`, "the start of a new message");
      const sink = this.sink[src];
      const bytes = sink !== void 0 && sink.length === total ? sink : this.fresh(src, total);
      this.sink[src] = void 0;
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
    if (part === void 0 || part.got !== offset) {
      throw protocolError(`chunk at offset ${part?.got ?? 0} from rank ${src}`, `a chunk at offset ${offset}`);
    }
    if (len > 0) ring.peekInto(part.bytes.subarray(offset, offset + len), HEADER_BYTES);
    ring.consume();
    if (ring.roomAsked) this.waiter.ring(peer);
    part.got += len;
    if (part.got >= total) {
      this.partial[src] = void 0;
      this.deliver(src, part.kind, part.bytes, part.hops, part.port, total);
    }
  }
  /** A buffer for a message from `src` that arrived before its receive: the spare one if it fits. */
  fresh(src, total) {
    const spare = this.spare[src];
    if (spare === void 0 || spare.length !== total) {
      const fresh = new Uint8Array(total);
      if (total > SMALL_WORDS_BYTES) this.owned.add(fresh);
      return fresh;
    }
    this.spare[src] = void 0;
    return spare;
  }
  deliver(src, kind, bytes, hops, port, total, value) {
    this.pending[src].push(kind, bytes, value);
    const st = this.stats[port];
    st.recvMessages++;
    st.recvBytes += total;
    if (this.isNeighbour[src] === 0) this.route.routedMessages++;
    this.route.totalHops += hops;
  }
  forward(ring, n, dst) {
    const frame = new Uint8Array(n);
    ring.peekInto(frame, 0);
    ring.consume();
    const words = new Int32Array(frame.buffer, 0, HEADER_BYTES / 4);
    words[HOPS] = words[HOPS] + 1;
    const port = this.portTo(dst);
    const next = this.peers[port];
    const st = this.stats[port];
    st.forwardedFrames++;
    st.forwardedBytes += n - HEADER_BYTES;
    const queue = this.backlog[port];
    const out = this.out[port];
    if (queue.length === 0 && out.tryWrite(frame)) {
      if (out.consumerIdle) this.waiter.wake(next);
      return;
    }
    if (queue.length === 0) this.wantRoom(port, 1);
    queue.push(frame);
    this.backlogFrames++;
  }
  flushBacklog() {
    let moved = false;
    for (let port = 0; port < this.backlog.length; port++) {
      const queue = this.backlog[port];
      const ring = this.out[port];
      let k = 0;
      let idle = false;
      while (k < queue.length && ring.tryWrite(queue[k])) {
        idle ||= ring.consumerIdle;
        k++;
      }
      if (k > 0) {
        queue.splice(0, k);
        this.backlogFrames -= k;
        if (queue.length === 0) this.wantRoom(port, -1);
        if (idle) this.waiter.wake(this.peers[port]);
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
  direct(from, into) {
    const port = this.portTo(from);
    const ring = this.inb[port];
    const waiter = this.waiter;
    for (let i = 0; ; i++) {
      const n = ring.peekLength();
      if (n >= 0) {
        if (!this.directFrame(ring, port, from, into, n)) return OTHER;
        waiter.spun(i);
        return DELIVERED;
      }
      if (!waiter.spinMore(i)) return SPUN;
      if ((i & 31) === 31) {
        const box = this.pending[from];
        this.sink[from] = into.bytes;
        this.awaited = box;
        try {
          this.progress();
        } finally {
          this.sink[from] = void 0;
          this.awaited = void 0;
        }
        if (box.count > 0 || this.partial[from] !== void 0) return OTHER;
      }
    }
  }
  directFrame(ring, port, from, into, n) {
    if (ring.peekTag() !== (SHORT | into.kind) || n !== into.byteCount) return false;
    if (into.words !== void 0) ring.peekWordsInto(into.words, 0);
    else if (n > 0) ring.peekInto(into.bytes, 0);
    ring.consume();
    if (ring.roomAsked) this.waiter.ring(from);
    const st = this.stats[port];
    st.recvMessages++;
    st.recvBytes += n;
    this.route.totalHops += 1;
    return true;
  }
  /**
   * Wait until a message from `from` is delivered; returns its inbox (the message is the oldest).
   * `spun`: the caller has just spun for it (the recvInto fast path), so the wait sleeps at once.
   */
  take(from, timeoutMs, spun = false) {
    const box = this.pending[from];
    if (box.count === 0) {
      this.awaited = box;
      try {
        this.progress();
        if (box.count === 0) this.waiter.untilDelivered(box, from, timeoutMs, !spun);
      } finally {
        this.awaited = void 0;
      }
    }
    return box;
  }
}
export {
  Links
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW0vbGlua3MudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKlxuICogUGVyLXJhbmsgbGlua3M6IHNlbmQgdG8gLyByZWNlaXZlIGZyb20gbmVpZ2hib3VycyBvdmVyIFNQU0MgcmluZ3MsIHJvdXRlZCBzZW5kcyB0byBhbnkgcmFua1xuICogKGZvcndhcmRlZCBob3AgYnkgaG9wIGJ5IHRoZSByYW5rcyBvbiB0aGUgcm91dGUpLCBwZXItbGluayBzdGF0aXN0aWNzLCBvcHRpb25hbCBjb3N0IG1vZGVsLlxuICpcbiAqIFR5cGVkIGFycmF5cyB0cmF2ZWwgYXMgcmF3IGJ5dGVzIChvbmUgY29weSBpbnRvIHRoZSByaW5nLCBvbmUgb3V0LCBub25lIHdoZW4gdGhlIHJlY2VpdmVyXG4gKiBuYW1lcyBpdHMgZGVzdGluYXRpb24gd2l0aCBgcmVjdkludG9gKTsgYW55dGhpbmcgZWxzZSBhcyBtc2dwYWNrciByZWNvcmRzLlxuICovXG5pbXBvcnQgeyBjaGVja1dhaXRNcywgaW52YWxpZEFyZ3VtZW50LCBpbnZhbGlkUmFuaywgbm90QU5laWdoYm91ciwgcHJvdG9jb2xFcnJvciwgdW5jYXJyaWVkVmFsdWUgfSBmcm9tICcuLi9lcnJvcnMuanMnO1xuaW1wb3J0IHsgTElORV9XT1JEUywgU3BzY1JpbmcgfSBmcm9tICcuLi9zaG0vcmluZy5qcyc7XG5pbXBvcnQgdHlwZSB7IFRvcG9sb2d5IH0gZnJvbSAnLi4vdG9wb2xvZ3kvdHlwZXMuanMnO1xuaW1wb3J0IHsgZGVjb2RlVmFsdWUsIGVuY29kZVZhbHVlIH0gZnJvbSAnLi9jb2RlYy5qcyc7XG5pbXBvcnQgeyBkZWxheU5zLCBmcmFtZUNvc3ROcywgdHlwZSBMaW5rQ29zdCB9IGZyb20gJy4vY29zdC5qcyc7XG5pbXBvcnQgeyBjdG9yT2ZDb2RlLCB0eXBlIERUeXBlLCBkdHlwZUNvZGUsIGR0eXBlT2YsIGR0eXBlT2ZDb2RlLCB0eXBlIE51bWVyaWNBcnJheSB9IGZyb20gJy4vZHR5cGUuanMnO1xuaW1wb3J0IHsgRFNULCBIRUFERVJfQllURVMsIEhFQURFUl9XT1JEUywgSE9QUywgS0lORCwgT0ZGU0VULCBTSE9SVCwgU1JDLCBUT1RBTCB9IGZyb20gJy4vZnJhbWUuanMnO1xuaW1wb3J0IHsgRU1QVFksIEluYm94IH0gZnJvbSAnLi9pbmJveC5qcyc7XG5pbXBvcnQgeyBSaW5nVmlld3MgfSBmcm9tICcuL3Jpbmctdmlld3MuanMnO1xuaW1wb3J0IHsgZGV0YWNoZWRWaWV3IH0gZnJvbSAnLi92YWx1ZXMuanMnO1xuaW1wb3J0IHsgU01BTExfV09SRFNfQllURVMsIFZpZXdDYWNoZSB9IGZyb20gJy4vdmlldy1jYWNoZS5qcyc7XG5pbXBvcnQgdHlwZSB7IFdhaXRlciwgV2FpdFRyYWZmaWMgfSBmcm9tICcuL3dhaXRlci5qcyc7XG5cbmV4cG9ydCBpbnRlcmZhY2UgTGlua1N0YXRzIHtcbiAgcmVhZG9ubHkgcG9ydDogbnVtYmVyO1xuICByZWFkb25seSBwZWVyOiBudW1iZXI7XG4gIC8qKiBNZXNzYWdlcyB0aGlzIHJhbmsgb3JpZ2luYXRlZCBvbiB0aGUgbGluaywgYW5kIHRoZWlyIHBheWxvYWQgYnl0ZXMuICovXG4gIHNlbnRNZXNzYWdlczogbnVtYmVyO1xuICBzZW50Qnl0ZXM6IG51bWJlcjtcbiAgLyoqIE1lc3NhZ2VzIGRlbGl2ZXJlZCB0byB0aGlzIHJhbmsgdGhhdCBhcnJpdmVkIG92ZXIgdGhlIGxpbmssIGFuZCB0aGVpciBwYXlsb2FkIGJ5dGVzLiAqL1xuICByZWN2TWVzc2FnZXM6IG51bWJlcjtcbiAgcmVjdkJ5dGVzOiBudW1iZXI7XG4gIC8qKiBGcmFtZXMgdGhpcyByYW5rIGZvcndhcmRlZCBvbnRvIHRoZSBsaW5rIGZvciBvdGhlcnMgKHJvdXRpbmcpLiAqL1xuICBmb3J3YXJkZWRGcmFtZXM6IG51bWJlcjtcbiAgZm9yd2FyZGVkQnl0ZXM6IG51bWJlcjtcbn1cblxuZXhwb3J0IGludGVyZmFjZSBSb3V0ZVN0YXRzIHtcbiAgLyoqIE1lc3NhZ2VzIGRlbGl2ZXJlZCBoZXJlIHRoYXQgY2FtZSBmcm9tIGEgbm9uLW5laWdoYm91ci4gKi9cbiAgcm91dGVkTWVzc2FnZXM6IG51bWJlcjtcbiAgLyoqIFN1bSBvdmVyIGRlbGl2ZXJlZCBtZXNzYWdlcyBvZiB0aGUgbGlua3MgdGhleSBjcm9zc2VkLiAqL1xuICB0b3RhbEhvcHM6IG51bWJlcjtcbn1cblxuLyoqXG4gKiBMYXJnZXN0IGNodW5rIGZyYW1lLiBNZWFzdXJlZCBvbiAyIGNvcmVzIChyYXcgc3RyZWFtcywgYmVuY2gvKTogMSBNaUIgbWVzc2FnZXMgdGhyb3VnaFxuICogMiBzbG90cyBvZiAxMjggS2lCIHJhbiBhdCB+NSBHQi9zLCB0aHJvdWdoIDE2IHNsb3RzIG9mIDEyOCBLaUIgYXQgfjE1IEdCL3M6IGEgcHJvZHVjZXIgdGhhdCBjYW5cbiAqIHJ1biBhaGVhZCBpcyBub3QgaGVsZCBieSBldmVyeSBzdGFsbCBvZiB0aGUgY29uc3VtZXIsIGFuZCB0aGUgY29uc3VtZXIgcmVhZHMgbGluZXMgdGhlIHByb2R1Y2VyJ3NcbiAqIGNhY2hlIGhhcyBhbHJlYWR5IHdyaXR0ZW4gYmFjay5cbiAqL1xuY29uc3QgTUFYX0NIVU5LX0JZVEVTID0gMTI4ICogMTAyNDtcbi8qKiBQYXlsb2FkIGJ5dGVzIG9mIGEgb25lLWxpbmUgZnJhbWUuICovXG5jb25zdCBMSU5FX0JZVEVTID0gNCAqIExJTkVfV09SRFM7XG4vKiogT3V0Y29tZXMgb2YgdGhlIHJlY3ZJbnRvIGZhc3QgcGF0aCAoYGRpcmVjdGApOiBkb25lOyBub3QgYXBwbGljYWJsZTsgc3BpbiBidWRnZXQgc3BlbnQuICovXG5jb25zdCBERUxJVkVSRUQgPSAwO1xuY29uc3QgT1RIRVIgPSAxO1xuY29uc3QgU1BVTiA9IDI7XG5cbmludGVyZmFjZSBQYXJ0aWFsIHtcbiAgcmVhZG9ubHkga2luZDogbnVtYmVyO1xuICByZWFkb25seSBieXRlczogVWludDhBcnJheTtcbiAgZ290OiBudW1iZXI7XG4gIHJlYWRvbmx5IGhvcHM6IG51bWJlcjtcbiAgcmVhZG9ubHkgcG9ydDogbnVtYmVyO1xufVxuXG5leHBvcnQgaW50ZXJmYWNlIExpbmtzT3B0aW9ucyB7XG4gIHJlYWRvbmx5IHRvcG9sb2d5OiBUb3BvbG9neTtcbiAgcmVhZG9ubHkgcmFuazogbnVtYmVyO1xuICAvKiogb3V0W3BvcnRdOiByaW5nIHJhbmsgLT4gbmVpZ2hib3VycyhyYW5rKVtwb3J0XS4gKi9cbiAgcmVhZG9ubHkgb3V0OiByZWFkb25seSBTcHNjUmluZ1tdO1xuICAvKiogaW5bcG9ydF06IHJpbmcgbmVpZ2hib3VycyhyYW5rKVtwb3J0XSAtPiByYW5rLiAqL1xuICByZWFkb25seSBpbjogcmVhZG9ubHkgU3BzY1JpbmdbXTtcbiAgcmVhZG9ubHkgd2FpdGVyOiBXYWl0ZXI7XG4gIHJlYWRvbmx5IGNvc3Q/OiBMaW5rQ29zdCB8IHVuZGVmaW5lZDtcbiAgLyoqIFJ1bm5pbmcgdG90YWxzIG9mIHRoZSBtZXNzYWdlcyBhbmQgcGF5bG9hZCBieXRlcyB0aGlzIHJhbmsgb3JpZ2luYXRlcyAodGhlIG1ldHJpY3MnIGNvdW50ZXIpLiAqL1xuICByZWFkb25seSB0cmFmZmljPzogeyBtZXNzYWdlczogbnVtYmVyOyBieXRlczogbnVtYmVyIH0gfCB1bmRlZmluZWQ7XG59XG5cbmV4cG9ydCB0eXBlIExpbmtWYWx1ZSA9IHVua25vd247XG5cbi8qKiBBIHR5cGVkIGFycmF5IHdob3NlIGJ1ZmZlciB3YXMgdHJhbnNmZXJyZWQ6IHJlZnVzZWQgYnkgbmFtZSBpbnN0ZWFkIG9mIGEgYmFyZSBUeXBlRXJyb3IuICovXG5mdW5jdGlvbiBkZXRhY2hlZFNlbmQod2hhdDogc3RyaW5nKTogRXJyb3Ige1xuICByZXR1cm4gdW5jYXJyaWVkVmFsdWUoXG4gICAgd2hhdCxcbiAgICAnYSB0eXBlZCBhcnJheSBvciBkYXRhIHRvIHNlbmQnLFxuICAgICdhIGRldGFjaGVkIHR5cGVkIGFycmF5IChpdHMgYnVmZmVyIHdhcyB0cmFuc2ZlcnJlZCknLFxuICAgICdzZW5kIGEgY29weSBtYWRlIGJlZm9yZSB0aGUgdHJhbnNmZXInLFxuICApO1xufVxuXG5leHBvcnQgY2xhc3MgTGlua3MgaW1wbGVtZW50cyBXYWl0VHJhZmZpYyB7XG4gIHJlYWRvbmx5IHJhbms6IG51bWJlcjtcbiAgcmVhZG9ubHkgdG9wb2xvZ3k6IFRvcG9sb2d5O1xuICByZWFkb25seSBzdGF0czogcmVhZG9ubHkgTGlua1N0YXRzW107XG4gIHJlYWRvbmx5IHJvdXRlOiBSb3V0ZVN0YXRzID0geyByb3V0ZWRNZXNzYWdlczogMCwgdG90YWxIb3BzOiAwIH07XG4gIHByaXZhdGUgcmVhZG9ubHkgb3V0OiByZWFkb25seSBTcHNjUmluZ1tdO1xuICBwcml2YXRlIHJlYWRvbmx5IGluYjogcmVhZG9ubHkgU3BzY1JpbmdbXTtcbiAgcHJpdmF0ZSByZWFkb25seSBwZWVyczogcmVhZG9ubHkgbnVtYmVyW107XG4gIHByaXZhdGUgcmVhZG9ubHkgd2FpdGVyOiBXYWl0ZXI7XG4gIHByaXZhdGUgcmVhZG9ubHkgY29zdDogTGlua0Nvc3QgfCB1bmRlZmluZWQ7XG4gIC8qKiBJbmNyZW1lbnRlZCBwZXIgbWVzc2FnZSBvcmlnaW5hdGVkIGhlcmU6IGEgZmllbGQgdXBkYXRlLCBub3QgYSBjYWxsIChgTGlua3NPcHRpb25zLnRyYWZmaWNgKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSB0cmFmZmljOiB7IG1lc3NhZ2VzOiBudW1iZXI7IGJ5dGVzOiBudW1iZXIgfTtcbiAgcHJpdmF0ZSByZWFkb25seSBwZW5kaW5nOiBJbmJveFtdO1xuICBwcml2YXRlIHJlYWRvbmx5IHBhcnRpYWw6IChQYXJ0aWFsIHwgdW5kZWZpbmVkKVtdO1xuICAvKiogV2hlcmUgYHJlY3ZJbnRvYCB3YW50cyB0aGUgbmV4dCBtZXNzYWdlIGZyb20gYSBzb3VyY2UgdG8gbGFuZCAoemVyby1jb3B5IHJlY2VpdmUpLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHNpbms6IChVaW50OEFycmF5IHwgdW5kZWZpbmVkKVtdO1xuICAvKipcbiAgICogUGVyIHNvdXJjZTogdGhlIGJ1ZmZlciBvZiB0aGUgbGFzdCBtZXNzYWdlIGByZWN2SW50b2AgY29waWVkIG91dCBvZiBpdHMgaW5ib3gsIGtlcHQgZm9yIHRoZVxuICAgKiBuZXh0IG1lc3NhZ2UgZnJvbSB0aGF0IHNvdXJjZSB0aGF0IGFycml2ZXMgYmVmb3JlIGl0cyByZWNlaXZlIChubyBhbGxvY2F0aW9uLCBubyBmcmVzaCBwYWdlcykuXG4gICAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHNwYXJlOiAoVWludDhBcnJheSB8IHVuZGVmaW5lZClbXTtcbiAgLyoqIEluYm94IGJ1ZmZlcnMgdGhpcyBMaW5rcyBhbGxvY2F0ZWQgKHRoZSBvbmx5IG9uZXMgYHNwYXJlYCBtYXkgaG9sZCkuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgb3duZWQgPSBuZXcgV2Vha1NldDxVaW50OEFycmF5PigpO1xuICBwcml2YXRlIHJlYWRvbmx5IGJhY2tsb2c6IFVpbnQ4QXJyYXlbXVtdO1xuICBwcml2YXRlIGJhY2tsb2dGcmFtZXMgPSAwO1xuICAvKiogVHlwZWQgdmlld3Mgb2YgdGhlIGluYm91bmQgcmluZ3MgKHNtYWxsIHR5cGVkIG1lc3NhZ2VzIGNvcGllZCBvdXQsIGBhYnNvcmJgKS4gKi9cbiAgcHJpdmF0ZSByZWFkb25seSBpblZpZXdzOiBSaW5nVmlld3M7XG4gIC8qKiBUaGUgYXJyYXkgYHNlbmRMaW5lYCBzZW50IGxhc3Q6IHNlbnQgYWdhaW4sIGl0IGlzIHdvcnRoIGNhY2hpbmcgKGBzZW5kYCkuICovXG4gIHByaXZhdGUgbGFzdExpbmU6IHVua25vd247XG4gIC8qKiBUeXBlZCB2aWV3cyBvZiB0aGUgb3V0Ym91bmQgcmluZ3MgKGZyZXNoIHNtYWxsIHR5cGVkIGFycmF5cyBjb3BpZWQgaW4sIGBzZW5kTGluZWApLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IG91dFZpZXdzOiBSaW5nVmlld3M7XG4gIC8qKiBUaGUgaW5ib3ggYSByZWNlaXZlIHdhaXRzIG9uIChgdGFrZWApOiBgcHJvZ3Jlc3NgIHN0b3BzIGRyYWluaW5nIG9uY2UgaXQgaG9sZHMgYSBtZXNzYWdlLiAqL1xuICBwcml2YXRlIGF3YWl0ZWQ6IEluYm94IHwgdW5kZWZpbmVkO1xuICAvKiogUGVyIG91dGJvdW5kIHBvcnQ6IHJlYXNvbnMgdG8gaGVhciBhYm91dCBmcmVlZCByb29tIChhIGJsb2NrZWQgc2VuZCwgYSBmb3J3YXJkaW5nIGJhY2tsb2cpLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IHJvb21XYWl0czogbnVtYmVyW107XG4gIC8qKiBUaGUgaGVhZGVyIG9mIHRoZSBmcmFtZSBiZWluZyB3cml0dGVuLiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IGhkciA9IG5ldyBJbnQzMkFycmF5KEhFQURFUl9XT1JEUyk7XG4gIHByaXZhdGUgcmVhZG9ubHkgbWF4Q2h1bms6IG51bWJlcjtcbiAgcHJpdmF0ZSByZWFkb25seSByb3V0ZVBvcnQ6IEludDMyQXJyYXk7XG4gIC8qKiBpc05laWdoYm91cltyXSAhPT0gMCB3aGVuIHIgaXMgYSBuZWlnaGJvdXIgKGNoZWNrZWQgb24gZXZlcnkgc2VuZCkuICovXG4gIHByaXZhdGUgcmVhZG9ubHkgaXNOZWlnaGJvdXI6IFVpbnQ4QXJyYXk7XG4gIC8qKiBPbmUtZW50cnkgY2FjaGVzIG9mIHRoZSBieXRlIHZpZXcgb2YgdGhlIGxhc3QgdHlwZWQgYXJyYXkgc2VudCAvIHJlY2VpdmVkIGludG8uICovXG4gIHByaXZhdGUgcmVhZG9ubHkgc2VudCA9IG5ldyBWaWV3Q2FjaGUoKTtcbiAgcHJpdmF0ZSByZWFkb25seSBpbnRvID0gbmV3IFZpZXdDYWNoZSgpO1xuXG4gIGNvbnN0cnVjdG9yKG9wdGlvbnM6IExpbmtzT3B0aW9ucykge1xuICAgIHRoaXMucmFuayA9IG9wdGlvbnMucmFuaztcbiAgICB0aGlzLnRvcG9sb2d5ID0gb3B0aW9ucy50b3BvbG9neTtcbiAgICB0aGlzLm91dCA9IG9wdGlvbnMub3V0O1xuICAgIHRoaXMuaW5iID0gb3B0aW9ucy5pbjtcbiAgICB0aGlzLndhaXRlciA9IG9wdGlvbnMud2FpdGVyO1xuICAgIHRoaXMuY29zdCA9IG9wdGlvbnMuY29zdDtcbiAgICB0aGlzLnRyYWZmaWMgPSBvcHRpb25zLnRyYWZmaWMgPz8geyBtZXNzYWdlczogMCwgYnl0ZXM6IDAgfTtcbiAgICBjb25zdCBuYnJzID0gdGhpcy50b3BvbG9neS5uZWlnaGJvdXJzKHRoaXMucmFuayk7XG4gICAgdGhpcy5wZWVycyA9IG5icnMubWFwKChuKSA9PiBuLnJhbmspO1xuICAgIHRoaXMuc3RhdHMgPSBuYnJzLm1hcCgobikgPT4gKHtcbiAgICAgIHBvcnQ6IG4ucG9ydCxcbiAgICAgIHBlZXI6IG4ucmFuayxcbiAgICAgIHNlbnRNZXNzYWdlczogMCxcbiAgICAgIHNlbnRCeXRlczogMCxcbiAgICAgIHJlY3ZNZXNzYWdlczogMCxcbiAgICAgIHJlY3ZCeXRlczogMCxcbiAgICAgIGZvcndhcmRlZEZyYW1lczogMCxcbiAgICAgIGZvcndhcmRlZEJ5dGVzOiAwLFxuICAgIH0pKTtcbiAgICBjb25zdCBzaXplID0gdGhpcy50b3BvbG9neS5zaXplO1xuICAgIHRoaXMucGVuZGluZyA9IEFycmF5LmZyb20oeyBsZW5ndGg6IHNpemUgfSwgKCkgPT4gbmV3IEluYm94KCkpO1xuICAgIHRoaXMucGFydGlhbCA9IG5ldyBBcnJheShzaXplKS5maWxsKHVuZGVmaW5lZCk7XG4gICAgdGhpcy5zaW5rID0gbmV3IEFycmF5KHNpemUpLmZpbGwodW5kZWZpbmVkKTtcbiAgICB0aGlzLnNwYXJlID0gbmV3IEFycmF5KHNpemUpLmZpbGwodW5kZWZpbmVkKTtcbiAgICB0aGlzLmluVmlld3MgPSBuZXcgUmluZ1ZpZXdzKHRoaXMuaW5iKTtcbiAgICB0aGlzLm91dFZpZXdzID0gbmV3IFJpbmdWaWV3cyh0aGlzLm91dCk7XG4gICAgdGhpcy5iYWNrbG9nID0gbmJycy5tYXAoKCkgPT4gW10pO1xuICAgIHRoaXMucm91dGVQb3J0ID0gbmV3IEludDMyQXJyYXkoc2l6ZSkuZmlsbCgtMSk7XG4gICAgdGhpcy5pc05laWdoYm91ciA9IG5ldyBVaW50OEFycmF5KHNpemUpO1xuICAgIGZvciAoY29uc3QgW3BvcnQsIHJdIG9mIHRoaXMucGVlcnMuZW50cmllcygpKSB7XG4gICAgICB0aGlzLmlzTmVpZ2hib3VyW3JdID0gMTtcbiAgICAgIHRoaXMucm91dGVQb3J0W3JdID0gcG9ydDtcbiAgICB9XG4gICAgdGhpcy5yb29tV2FpdHMgPSBuYnJzLm1hcCgoKSA9PiAwKTtcbiAgICB0aGlzLndhaXRlci5hdHRhY2godGhpcyk7XG4gICAgY29uc3QgcmluZyA9IHRoaXMub3V0WzBdID8/IHRoaXMuaW5iWzBdO1xuICAgIC8vIEF0IG1vc3QgaGFsZiBhIHJpbmcgcGVyIGNodW5rIGxldHMgdGhlIHByb2R1Y2VyIGZpbGwgb25lIGhhbGYgd2hpbGUgdGhlIGNvbnN1bWVyIGRyYWlucyB0aGVcbiAgICAvLyBvdGhlcjsgYXQgbW9zdCBNQVhfQ0hVTktfQllURVMgbGV0cyBhIGxhcmdlciByaW5nIGhvbGQgbW9yZSBjaHVua3MsIHNvIHRoZSBwcm9kdWNlciBydW5zIGFoZWFkLlxuICAgIHRoaXMubWF4Q2h1bmsgPSByaW5nID09PSB1bmRlZmluZWQgPyAxIDw8IDE1IDogTWF0aC5taW4oU3BzY1JpbmcuY2h1bmtGb3IocmluZy5jYXBhY2l0eSksIE1BWF9DSFVOS19CWVRFUykgLSBIRUFERVJfQllURVM7XG4gIH1cblxuICAvKiogVGhlIG5laWdoYm91ciByYW5rcywgaW4gcG9ydCBvcmRlci4gKi9cbiAgbmVpZ2hib3VycygpOiByZWFkb25seSBudW1iZXJbXSB7XG4gICAgcmV0dXJuIHRoaXMucGVlcnM7XG4gIH1cblxuICAvKiogU2VuZCB0byBhIG5laWdoYm91ci4gVHlwZWQgYXJyYXlzIGdvIGFzIHJhdyBieXRlczsgb3RoZXIgdmFsdWVzIGFzIG1zZ3BhY2tyIHJlY29yZHMuICovXG4gIHNlbmQodG86IG51bWJlciwgdmFsdWU6IExpbmtWYWx1ZSk6IHZvaWQge1xuICAgIGNvbnN0IHNlbnQgPSB0aGlzLnNlbnQ7XG4gICAgLy8gRmFzdCBwYXRoOiB0aGUgc21hbGwgdHlwZWQgYXJyYXkgc2VudCBsYXN0IHRpbWUsIHRvIGEgbmVpZ2hib3VyIChpc05laWdoYm91clt0b10gaXNcbiAgICAvLyB1bmRlZmluZWQgZm9yIGFueXRoaW5nIGJ1dCBhbiBpbnRlZ2VyIHJhbmsgaW4gcmFuZ2UpLCBhcyBvbmUgbGluZSB3aGVuIHRoZSByaW5nIGhhcyByb29tLlxuICAgIGlmIChzZW50LmxpbmUgJiYgc2VudC5ob2xkcyh2YWx1ZSkgJiYgdHlwZW9mIHRvID09PSAnbnVtYmVyJyAmJiB0aGlzLmlzTmVpZ2hib3VyW3RvXSA9PT0gMSAmJiB0aGlzLmNvc3QgPT09IHVuZGVmaW5lZCkge1xuICAgICAgY29uc3QgcG9ydCA9IHRoaXMucm91dGVQb3J0W3RvXSBhcyBudW1iZXI7XG4gICAgICBjb25zdCByaW5nID0gdGhpcy5vdXRbcG9ydF0gYXMgU3BzY1Jpbmc7XG4gICAgICBpZiAocmluZy50cnlXcml0ZUxpbmUoU0hPUlQgfCBzZW50LmtpbmQsIHNlbnQud29yZHMgYXMgSW50MzJBcnJheSkpIHtcbiAgICAgICAgdGhpcy5zZW50TGluZShwb3J0LCB0bywgcmluZywgc2VudC5ieXRlQ291bnQpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgfVxuICAgIHRoaXMuc2VuZE90aGVyKHRvLCB2YWx1ZSk7XG4gIH1cblxuICAvKiogYHNlbmRgIG9mZiB0aGUgZmFzdCBwYXRoOiBjaGVja3MsIGEgZnJlc2ggc21hbGwgYXJyYXksIGFueXRoaW5nIGVsc2UsIGEgZnVsbCByaW5nLiAqL1xuICBwcml2YXRlIHNlbmRPdGhlcih0bzogbnVtYmVyLCB2YWx1ZTogTGlua1ZhbHVlKTogdm9pZCB7XG4gICAgLy8gdHlwZW9mOiBhIHR5cGVkIGFycmF5IGluZGV4ZWQgYnkgdGhlIHN0cmluZyAnMScgcmVhZHMgZWxlbWVudCAxLlxuICAgIGlmICh0eXBlb2YgdG8gIT09ICdudW1iZXInIHx8IHRoaXMuaXNOZWlnaGJvdXJbdG9dICE9PSAxKSB7XG4gICAgICB0aGlzLmNoZWNrUmFuayh0byk7XG4gICAgICB0aHJvdyBub3RBTmVpZ2hib3VyKHRoaXMucmFuaywgdG8sIHRoaXMudG9wb2xvZ3kubmFtZSk7XG4gICAgfVxuICAgIGlmICh0aGlzLmNvc3QgPT09IHVuZGVmaW5lZCAmJiB2YWx1ZSAhPT0gdGhpcy5sYXN0TGluZSAmJiAhdGhpcy5zZW50LmhvbGRzKHZhbHVlKSAmJiB0aGlzLnNlbmRMaW5lKHRvLCB2YWx1ZSkpIHJldHVybjtcbiAgICAvLyBBIHNtYWxsIGFycmF5IHNlbnQgdHdpY2UgaW4gYSByb3cgZ29lcyB0byBgcG9zdGAsIHdoaWNoIGNhY2hlcyBpdHMgdmlld3MgZm9yIHRoZSBmYXN0IHBhdGguXG4gICAgdGhpcy5wb3N0KHRvLCB2YWx1ZSwgJ3NlbmQgdmFsdWUnKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBBIHNtYWxsIHR5cGVkIGFycmF5IChvbmUgcmluZyBsaW5lKSB0aGF0IGlzIG5vdCB0aGUgb25lIHNlbnQgbGFzdDogY29waWVkIGludG8gdGhlIHJpbmdcbiAgICogdGhyb3VnaCBhIHR5cGVkIHZpZXcgb2YgdGhlIHJpbmcsIHNvIG5vIGJ5dGUgdmlldyBvZiBpdCBpcyBtYWRlIChmb3IgYSBmcmVzaGx5IHJlY2VpdmVkIGFycmF5XG4gICAqIHRoYXQgd291bGQgbW92ZSBpdHMgYnl0ZXMgb2ZmIHRoZSBoZWFwIGZpcnN0KS4gRmFsc2Ugd2hlbiBpdCBkb2VzIG5vdCBhcHBseSBvciB0aGUgcmluZyBpc1xuICAgKiBmdWxsOyBgcG9zdGAgdGhlbiB0YWtlcyBvdmVyLlxuICAgKi9cbiAgcHJpdmF0ZSBzZW5kTGluZSh0bzogbnVtYmVyLCB2YWx1ZTogdW5rbm93bik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IGR0eXBlID0gZHR5cGVPZih2YWx1ZSk7XG4gICAgaWYgKGR0eXBlID09PSB1bmRlZmluZWQpIHJldHVybiBmYWxzZTtcbiAgICBjb25zdCBhcnIgPSB2YWx1ZSBhcyBOdW1lcmljQXJyYXk7XG4gICAgY29uc3QgbiA9IGFyci5sZW5ndGggKiBhcnIuQllURVNfUEVSX0VMRU1FTlQ7XG4gICAgaWYgKG4gPiBMSU5FX0JZVEVTKSByZXR1cm4gZmFsc2U7XG4gICAgaWYgKG4gPT09IDAgJiYgZGV0YWNoZWRWaWV3KGFycikpIHRocm93IGRldGFjaGVkU2VuZCgnc2VuZCB2YWx1ZScpO1xuICAgIGNvbnN0IHBvcnQgPSB0aGlzLnJvdXRlUG9ydFt0b10gYXMgbnVtYmVyO1xuICAgIGNvbnN0IHJpbmcgPSB0aGlzLm91dFtwb3J0XSBhcyBTcHNjUmluZztcbiAgICBjb25zdCBhdCA9IHJpbmcucmVzZXJ2ZUxpbmUoKTtcbiAgICBpZiAoYXQgPT09IC0xKSByZXR1cm4gZmFsc2U7XG4gICAgY29uc3Qga2luZCA9IGR0eXBlQ29kZShkdHlwZSk7XG4gICAgdGhpcy5vdXRWaWV3cy5jb3B5SW4ocG9ydCwga2luZCwgYXJyLCBhdCk7XG4gICAgcmluZy5jb21taXRMaW5lKFNIT1JUIHwga2luZCwgbik7XG4gICAgdGhpcy5sYXN0TGluZSA9IGFycjtcbiAgICB0aGlzLnNlbnRMaW5lKHBvcnQsIHRvLCByaW5nLCBuKTtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBDb3VudCBhIG9uZS1saW5lIG1lc3NhZ2Ugb2YgYG5gIGJ5dGVzIGp1c3Qgd3JpdHRlbiB0byBuZWlnaGJvdXIgYHRvYCwgYW5kIHJpbmcgaXQgaWYgaXQgc2xlZXBzLiAqL1xuICBwcml2YXRlIHNlbnRMaW5lKHBvcnQ6IG51bWJlciwgdG86IG51bWJlciwgcmluZzogU3BzY1JpbmcsIG46IG51bWJlcik6IHZvaWQge1xuICAgIGNvbnN0IHQgPSB0aGlzLnRyYWZmaWM7XG4gICAgdC5tZXNzYWdlcysrO1xuICAgIHQuYnl0ZXMgKz0gbjtcbiAgICBjb25zdCBzdCA9IHRoaXMuc3RhdHNbcG9ydF0gYXMgTGlua1N0YXRzO1xuICAgIHN0LnNlbnRNZXNzYWdlcysrO1xuICAgIHN0LnNlbnRCeXRlcyArPSBuO1xuICAgIGlmIChyaW5nLmNvbnN1bWVySWRsZSkgdGhpcy53YWl0ZXIud2FrZSh0byk7XG4gIH1cblxuICAvKipcbiAgICogU2VuZCBgdW5kZWZpbmVkYCB0byBuZWlnaGJvdXIgYHRvYC4gYHNlbmRgIHJlZnVzZXMgYSBiYXJlIHVuZGVmaW5lZCAodXN1YWxseSBhIG1pc3NpbmdcbiAgICogYXJndW1lbnQpOyB0aGUgcnVudGltZSdzIGxpbmsgY29sbGVjdGl2ZXMgYnJvYWRjYXN0IGFueSB2YWx1ZSwgdW5kZWZpbmVkIGluY2x1ZGVkLiBAaW50ZXJuYWxcbiAgICovXG4gIHNlbmRVbmRlZmluZWQodG86IG51bWJlcik6IHZvaWQge1xuICAgIGlmICh0eXBlb2YgdG8gIT09ICdudW1iZXInIHx8IHRoaXMuaXNOZWlnaGJvdXJbdG9dICE9PSAxKSB7XG4gICAgICB0aGlzLmNoZWNrUmFuayh0byk7XG4gICAgICB0aHJvdyBub3RBTmVpZ2hib3VyKHRoaXMucmFuaywgdG8sIHRoaXMudG9wb2xvZ3kubmFtZSk7XG4gICAgfVxuICAgIHRoaXMucG9zdCh0bywgdW5kZWZpbmVkLCB1bmRlZmluZWQpO1xuICB9XG5cbiAgLyoqIFNlbmQgdG8gYW55IHJhbms7IG5vbi1uZWlnaGJvdXJzIGFyZSByZWFjaGVkIGhvcCBieSBob3AgYWxvbmcgYHRvcG9sb2d5LnJvdXRlYC4gKi9cbiAgc2VuZFRvKHRvOiBudW1iZXIsIHZhbHVlOiBMaW5rVmFsdWUpOiB2b2lkIHtcbiAgICB0aGlzLmNoZWNrUmFuayh0byk7XG4gICAgdGhpcy5wb3N0KHRvLCB2YWx1ZSwgJ3NlbmRUbyB2YWx1ZScpO1xuICB9XG5cbiAgLyoqIFJlY2VpdmUgdGhlIG5leHQgbWVzc2FnZSBmcm9tIGBmcm9tYCAoYSBuZWlnaGJvdXIgb3IsIGZvciByb3V0ZWQgc2VuZHMsIGFueSByYW5rKS4gKi9cbiAgcmVjdihmcm9tOiBudW1iZXIsIHRpbWVvdXRNcz86IG51bWJlcik6IExpbmtWYWx1ZSB7XG4gICAgdGhpcy5jaGVja1JhbmsoZnJvbSk7XG4gICAgaWYgKHRpbWVvdXRNcyAhPT0gdW5kZWZpbmVkKSBjaGVja1dhaXRNcygncmVjZWl2ZSB0aW1lb3V0TXMnLCB0aW1lb3V0TXMpO1xuICAgIHRoaXMud2FpdGVyLmJlYXQoKTtcbiAgICBjb25zdCBib3ggPSB0aGlzLnRha2UoZnJvbSwgdGltZW91dE1zKTtcbiAgICBjb25zdCBraW5kID0gYm94LmtpbmQ7XG4gICAgY29uc3QgYnl0ZXMgPSBib3guYnl0ZXM7XG4gICAgY29uc3QgdmFsdWUgPSBib3gudmFsdWU7XG4gICAgYm94LnNoaWZ0KCk7XG4gICAgaWYgKHZhbHVlICE9PSB1bmRlZmluZWQpIHJldHVybiB2YWx1ZTtcbiAgICBpZiAoa2luZCA9PT0gMCkgcmV0dXJuIGRlY29kZVZhbHVlKGJ5dGVzKTtcbiAgICBjb25zdCBDdG9yID0gY3Rvck9mQ29kZShraW5kKTtcbiAgICByZXR1cm4gbmV3IEN0b3IoYnl0ZXMuYnVmZmVyLCBieXRlcy5ieXRlT2Zmc2V0LCBieXRlcy5ieXRlTGVuZ3RoIC8gQ3Rvci5CWVRFU19QRVJfRUxFTUVOVCk7XG4gIH1cblxuICAvKiogQWxpYXMgb2YgYHJlY3ZgIGZvciByb3V0ZWQgbWVzc2FnZXMsIGZvciBzeW1tZXRyeSB3aXRoIGBzZW5kVG9gLiAqL1xuICByZWN2RnJvbShmcm9tOiBudW1iZXIsIHRpbWVvdXRNcz86IG51bWJlcik6IExpbmtWYWx1ZSB7XG4gICAgcmV0dXJuIHRoaXMucmVjdihmcm9tLCB0aW1lb3V0TXMpO1xuICB9XG5cbiAgLyoqXG4gICAqIFJlY2VpdmUgYSB0eXBlZCBhcnJheSBmcm9tIGBmcm9tYCBzdHJhaWdodCBpbnRvIGB0YXJnZXRgIChzYW1lIGR0eXBlIGFuZCBsZW5ndGggZXhwZWN0ZWQpLlxuICAgKiBXaGVuIHRoZSBtZXNzYWdlIGlzIG5vdCBhbHJlYWR5IGJ1ZmZlcmVkLCBpdHMgYnl0ZXMgYXJlIGNvcGllZCBmcm9tIHRoZSByaW5nIGludG8gYHRhcmdldGBcbiAgICogd2l0aCBubyBpbnRlcm1lZGlhdGUgYnVmZmVyLlxuICAgKi9cbiAgcmVjdkludG88VCBleHRlbmRzIE51bWVyaWNBcnJheT4oZnJvbTogbnVtYmVyLCB0YXJnZXQ6IFQsIHRpbWVvdXRNcz86IG51bWJlcik6IFQge1xuICAgIGlmICh0aW1lb3V0TXMgIT09IHVuZGVmaW5lZCkgY2hlY2tXYWl0TXMoJ3JlY2VpdmUgdGltZW91dE1zJywgdGltZW91dE1zKTtcbiAgICBjb25zdCBpbnRvID0gdGhpcy5pbnRvO1xuICAgIGlmICghaW50by5ob2xkcyh0YXJnZXQpKSB0aGlzLnZpZXdJbnRvKHRhcmdldCk7XG4gICAgdGhpcy53YWl0ZXIuYmVhdCgpO1xuICAgIC8vIEZhc3QgcGF0aDogYSBtZXNzYWdlIGZyb20gYSBuZWlnaGJvdXIgd2hlbiBub3RoaW5nIGZyb20gaXQgaXMgcXVldWVkIG9yIGhhbGYtcmVjZWl2ZWQuXG4gICAgbGV0IHNwdW4gPSBmYWxzZTtcbiAgICBpZiAoXG4gICAgICB0eXBlb2YgZnJvbSA9PT0gJ251bWJlcicgJiZcbiAgICAgIHRoaXMuaXNOZWlnaGJvdXJbZnJvbV0gPT09IDEgJiZcbiAgICAgICh0aGlzLnBlbmRpbmdbZnJvbV0gYXMgSW5ib3gpLmNvdW50ID09PSAwICYmXG4gICAgICB0aGlzLnBhcnRpYWxbZnJvbV0gPT09IHVuZGVmaW5lZFxuICAgICkge1xuICAgICAgY29uc3QgZ290ID0gdGhpcy5kaXJlY3QoZnJvbSwgaW50byk7XG4gICAgICBpZiAoZ290ID09PSBERUxJVkVSRUQpIHJldHVybiB0YXJnZXQ7XG4gICAgICBzcHVuID0gZ290ID09PSBTUFVOO1xuICAgIH1cbiAgICByZXR1cm4gdGhpcy5yZWN2SW50b1F1ZXVlZChmcm9tLCB0YXJnZXQsIHRpbWVvdXRNcywgc3B1bik7XG4gIH1cblxuICAvKiogYHJlY3ZJbnRvYCB3aGVuIHRoZSBmYXN0IHBhdGggZGlkIG5vdCBhcHBseTogd2FpdCBmb3IgdGhlIG1lc3NhZ2UgdGhyb3VnaCB0aGUgaW5ib3guICovXG4gIHByaXZhdGUgcmVjdkludG9RdWV1ZWQ8VCBleHRlbmRzIE51bWVyaWNBcnJheT4oZnJvbTogbnVtYmVyLCB0YXJnZXQ6IFQsIHRpbWVvdXRNczogbnVtYmVyIHwgdW5kZWZpbmVkLCBzcHVuOiBib29sZWFuKTogVCB7XG4gICAgdGhpcy5jaGVja1JhbmsoZnJvbSk7XG4gICAgY29uc3QgaW50byA9IHRoaXMuaW50bztcbiAgICBjb25zdCB0YXJnZXRCeXRlcyA9IGludG8uYnl0ZXMgYXMgVWludDhBcnJheTtcbiAgICBjb25zdCBib3ggPSB0aGlzLnBlbmRpbmdbZnJvbV0gYXMgSW5ib3g7XG4gICAgaWYgKGJveC5jb3VudCA9PT0gMCAmJiB0aGlzLnBhcnRpYWxbZnJvbV0gPT09IHVuZGVmaW5lZCkgdGhpcy5zaW5rW2Zyb21dID0gdGFyZ2V0Qnl0ZXM7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMudGFrZShmcm9tLCB0aW1lb3V0TXMsIHNwdW4pO1xuICAgIH0gZmluYWxseSB7XG4gICAgICB0aGlzLnNpbmtbZnJvbV0gPSB1bmRlZmluZWQ7XG4gICAgfVxuICAgIGNvbnN0IGtpbmQgPSBib3gua2luZDtcbiAgICBjb25zdCBieXRlcyA9IGJveC5ieXRlcztcbiAgICBjb25zdCB2YWx1ZSA9IGJveC52YWx1ZTtcbiAgICBib3guc2hpZnQoKTtcbiAgICBjb25zdCBnb3QgPSB2YWx1ZSA9PT0gdW5kZWZpbmVkID8gYnl0ZXMubGVuZ3RoIDogdmFsdWUubGVuZ3RoICogdmFsdWUuQllURVNfUEVSX0VMRU1FTlQ7XG4gICAgaWYgKGtpbmQgIT09IGludG8ua2luZCB8fCBnb3QgIT09IGludG8uYnl0ZUNvdW50KSB7XG4gICAgICBjb25zdCB3aGF0ID0ga2luZCA9PT0gMCA/ICdhIG1zZ3BhY2sgcmVjb3JkJyA6IGAke2R0eXBlT2ZDb2RlKGtpbmQpfVske2dvdH0gYnl0ZXNdYDtcbiAgICAgIHRocm93IHByb3RvY29sRXJyb3IoYCR7aW50by5kdHlwZSBhcyBEVHlwZX1bJHtpbnRvLmJ5dGVDb3VudH0gYnl0ZXNdIGZyb20gcmFuayAke2Zyb219YCwgd2hhdCk7XG4gICAgfVxuICAgIGlmICh2YWx1ZSAhPT0gdW5kZWZpbmVkKSB7XG4gICAgICAodGFyZ2V0IGFzIEZsb2F0NjRBcnJheSkuc2V0KHZhbHVlIGFzIEZsb2F0NjRBcnJheSk7IC8vIHNhbWUgZHR5cGU6IGEgcGxhaW4gY29weSBvZiB0aGUgYnl0ZXNcbiAgICB9IGVsc2UgaWYgKGJ5dGVzICE9PSB0YXJnZXRCeXRlcykge1xuICAgICAgdGFyZ2V0Qnl0ZXMuc2V0KGJ5dGVzKTtcbiAgICAgIC8vIE9ubHkgYSBidWZmZXIgdGhpcyBMaW5rcyBhbGxvY2F0ZWQ6IGEgdXNlcidzIGVhcmxpZXIgYHJlY3ZJbnRvYCB0YXJnZXQgKGEgc2luayBsZWZ0IGJ5IGFcbiAgICAgIC8vIHJlY2VpdmUgdGhhdCB0aW1lZCBvdXQgbWlkLW1lc3NhZ2UpIG11c3QgbmV2ZXIgYmUgd3JpdHRlbiB0byBhZ2Fpbi5cbiAgICAgIGlmIChieXRlcy5sZW5ndGggPiBTTUFMTF9XT1JEU19CWVRFUyAmJiB0aGlzLm93bmVkLmhhcyhieXRlcykpIHRoaXMuc3BhcmVbZnJvbV0gPSBieXRlcztcbiAgICB9XG4gICAgcmV0dXJuIHRhcmdldDtcbiAgfVxuXG4gIC8qKiBDYWNoZSB0aGUgYnl0ZSB2aWV3IG9mIGEgbmV3IGByZWN2SW50b2AgdGFyZ2V0IChhIHR5cGVkIGVycm9yIGZvciBhbnl0aGluZyBlbHNlKS4gKi9cbiAgcHJpdmF0ZSB2aWV3SW50byh0YXJnZXQ6IHVua25vd24pOiB2b2lkIHtcbiAgICBjb25zdCBkdHlwZSA9IGR0eXBlT2YodGFyZ2V0KTtcbiAgICBpZiAoZHR5cGUgPT09IHVuZGVmaW5lZCkgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdyZWN2SW50byB0YXJnZXQnLCAnYSBudW1lcmljIHR5cGVkIGFycmF5JywgdGFyZ2V0KTtcbiAgICB0aGlzLmludG8uc2V0KHRhcmdldCBhcyBOdW1lcmljQXJyYXksIGR0eXBlKTtcbiAgfVxuXG4gIC8qKiBUcnVlIHdoZW4gYSBtZXNzYWdlIGZyb20gYGZyb21gIGNhbiBiZSByZWNlaXZlZCB3aXRob3V0IGJsb2NraW5nLiAqL1xuICByZWFkeShmcm9tOiBudW1iZXIpOiBib29sZWFuIHtcbiAgICB0aGlzLnByb2dyZXNzKCk7XG4gICAgcmV0dXJuICh0aGlzLnBlbmRpbmdbZnJvbV0/LmNvdW50ID8/IDApID4gMDtcbiAgfVxuXG4gIC8qKlxuICAgKiBEcmFpbiBldmVyeSBpbmJvdW5kIHJpbmc6IGRlbGl2ZXIgZnJhbWVzIGFkZHJlc3NlZCBoZXJlLCBmb3J3YXJkIHRoZSBvdGhlcnMsIGZsdXNoIHRoZVxuICAgKiBmb3J3YXJkaW5nIGJhY2tsb2cuIFJldHVybnMgd2hldGhlciBhbnl0aGluZyBtb3ZlZC4gQ2FsbGVkIGJ5IGV2ZXJ5IHdhaXQgb2YgdGhpcyByYW5rLlxuICAgKi9cbiAgcHJvZ3Jlc3MoKTogYm9vbGVhbiB7XG4gICAgbGV0IG1vdmVkID0gZmFsc2U7XG4gICAgaWYgKHRoaXMuYmFja2xvZ0ZyYW1lcyA+IDApIG1vdmVkID0gdGhpcy5mbHVzaEJhY2tsb2coKTtcbiAgICBjb25zdCBhd2FpdGVkID0gdGhpcy5hd2FpdGVkO1xuICAgIGZvciAobGV0IHBvcnQgPSAwOyBwb3J0IDwgdGhpcy5pbmIubGVuZ3RoOyBwb3J0KyspIHtcbiAgICAgIGNvbnN0IHJpbmcgPSB0aGlzLmluYltwb3J0XSBhcyBTcHNjUmluZztcbiAgICAgIGxldCBuID0gcmluZy5wZWVrTGVuZ3RoKCk7XG4gICAgICB3aGlsZSAobiA+PSAwKSB7XG4gICAgICAgIHRoaXMuYWJzb3JiKHBvcnQsIHJpbmcsIG4pO1xuICAgICAgICBtb3ZlZCA9IHRydWU7XG4gICAgICAgIC8vIEEgcmVjZWl2ZSBzdG9wcyBvbmNlIGl0cyBtZXNzYWdlIGlzIGluOiBmcmFtZXMgYmVoaW5kIGl0ICh0aGUgc2VuZGVyJ3MgbmV4dCBtZXNzYWdlLFxuICAgICAgICAvLyB3aGljaCB0aGUgbmV4dCByZWN2SW50byBjb3BpZXMgc3RyYWlnaHQgaW50byBpdHMgdGFyZ2V0KSBzdGF5IGluIHRoZSByaW5nLlxuICAgICAgICBpZiAoYXdhaXRlZCAhPT0gdW5kZWZpbmVkICYmIGF3YWl0ZWQuY291bnQgPiAwKSByZXR1cm4gdHJ1ZTtcbiAgICAgICAgbiA9IHJpbmcucGVla0xlbmd0aCgpO1xuICAgICAgfVxuICAgIH1cbiAgICByZXR1cm4gbW92ZWQ7XG4gIH1cblxuICAvKipcbiAgICogTWVzc2FnZXMgdGhpcyByYW5rIGhvbGRzIG9yIGhhcyB5ZXQgdG8gdGFrZSBpbjogZGVsaXZlcmVkIGJ1dCBub3QgcmVjZWl2ZWQsIHBhcnRseSBhc3NlbWJsZWQsXG4gICAqIHdhaXRpbmcgaW4gYW4gaW5ib3VuZCByaW5nLCBvciBxdWV1ZWQgZm9yIGZvcndhcmRpbmcgKDAgd2hlbiBub3RoaW5nIGlzIGluIGZsaWdodCB0b3dhcmRzIG9yXG4gICAqIHRocm91Z2ggaXQ6IHdoYXQgYSBjaGVja3BvaW50IHJlcXVpcmVzKS5cbiAgICovXG4gIGluRmxpZ2h0KCk6IG51bWJlciB7XG4gICAgbGV0IG4gPSB0aGlzLmJhY2tsb2dGcmFtZXM7XG4gICAgZm9yIChsZXQgciA9IDA7IHIgPCB0aGlzLnBlbmRpbmcubGVuZ3RoOyByKyspIHtcbiAgICAgIG4gKz0gKHRoaXMucGVuZGluZ1tyXSBhcyBJbmJveCkuY291bnQ7XG4gICAgICBpZiAodGhpcy5wYXJ0aWFsW3JdICE9PSB1bmRlZmluZWQpIG4rKztcbiAgICB9XG4gICAgZm9yIChjb25zdCByaW5nIG9mIHRoaXMuaW5iKSBpZiAocmluZy5wZWVrTGVuZ3RoKCkgPj0gMCkgbisrO1xuICAgIHJldHVybiBuO1xuICB9XG5cbiAgLyoqIEZyYW1lcyB3YWl0aW5nIHRvIGJlIGZvcndhcmRlZCAocm91dGluZyBiYWNrbG9nKS4gKi9cbiAgYmFja2xvZ1NpemUoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5iYWNrbG9nRnJhbWVzO1xuICB9XG5cbiAgLyoqIE91dCBwb3J0IG9mIHRoZSBmaXJzdCBob3AgdG93YXJkcyBgdG9gIChjYWNoZWQ6IHJvdXRlcyBhcmUgZml4ZWQpLiAqL1xuICBwcml2YXRlIHBvcnRUbyh0bzogbnVtYmVyKTogbnVtYmVyIHtcbiAgICBsZXQgcG9ydCA9IHRoaXMucm91dGVQb3J0W3RvXSBhcyBudW1iZXI7XG4gICAgaWYgKHBvcnQgPCAwKSB7XG4gICAgICBwb3J0ID0gdGhpcy50b3BvbG9neS5wb3J0T2YodGhpcy5yYW5rLCB0aGlzLnRvcG9sb2d5Lm5leHRIb3AodGhpcy5yYW5rLCB0bykpO1xuICAgICAgdGhpcy5yb3V0ZVBvcnRbdG9dID0gcG9ydDtcbiAgICB9XG4gICAgcmV0dXJuIHBvcnQ7XG4gIH1cblxuICBwcml2YXRlIGNoZWNrUmFuayhyOiBudW1iZXIpOiB2b2lkIHtcbiAgICBpZiAoIU51bWJlci5pc0ludGVnZXIocikgfHwgciA8IDAgfHwgciA+PSB0aGlzLnRvcG9sb2d5LnNpemUpIHRocm93IGludmFsaWRSYW5rKHIsIHRoaXMudG9wb2xvZ3kuc2l6ZSk7XG4gIH1cblxuICAvKipcbiAgICogU2VuZCBgdmFsdWVgIHRvIGFueSByYW5rOyBgd2hhdGAgbmFtZXMgaXQgaW4gZXJyb3JzICgnc2VuZCB2YWx1ZScsICdzZW5kVG8gdmFsdWUnKSwgYW5kIGlzXG4gICAqIHVuZGVmaW5lZCBvbmx5IGZvciBgc2VuZFVuZGVmaW5lZGAuXG4gICAqL1xuICBwcml2YXRlIHBvc3QodG86IG51bWJlciwgdmFsdWU6IExpbmtWYWx1ZSwgd2hhdDogc3RyaW5nIHwgdW5kZWZpbmVkKTogdm9pZCB7XG4gICAgbGV0IGtpbmQgPSAwO1xuICAgIGxldCBib2R5OiBVaW50OEFycmF5O1xuICAgIGxldCB3b3JkczogSW50MzJBcnJheSB8IHVuZGVmaW5lZDtcbiAgICBjb25zdCBzZW50ID0gdGhpcy5zZW50O1xuICAgIGlmIChzZW50LmhvbGRzKHZhbHVlKSkge1xuICAgICAga2luZCA9IHNlbnQua2luZDtcbiAgICAgIGJvZHkgPSBzZW50LmJ5dGVzIGFzIFVpbnQ4QXJyYXk7XG4gICAgICB3b3JkcyA9IHNlbnQud29yZHM7XG4gICAgfSBlbHNlIHtcbiAgICAgIGNvbnN0IGR0eXBlID0gZHR5cGVPZih2YWx1ZSk7XG4gICAgICBpZiAoZHR5cGUgPT09IHVuZGVmaW5lZCkge1xuICAgICAgICBpZiAodmFsdWUgPT09IHVuZGVmaW5lZCAmJiB3aGF0ICE9PSB1bmRlZmluZWQpIHtcbiAgICAgICAgICB0aHJvdyB1bmNhcnJpZWRWYWx1ZShcbiAgICAgICAgICAgIHdoYXQsXG4gICAgICAgICAgICAnYSB0eXBlZCBhcnJheSBvciBkYXRhIHRvIHNlbmQnLFxuICAgICAgICAgICAgJ3VuZGVmaW5lZCcsXG4gICAgICAgICAgICAnc2VuZCBudWxsIGZvciBcIm5vdGhpbmdcIiAoYSBiYXJlIHVuZGVmaW5lZCBpcyB1c3VhbGx5IGEgbWlzc2luZyBhcmd1bWVudCknLFxuICAgICAgICAgICk7XG4gICAgICAgIH1cbiAgICAgICAgYm9keSA9IGVuY29kZVZhbHVlKHZhbHVlLCB3aGF0ID8/ICdjb2xsZWN0aXZlIHZhbHVlJyk7XG4gICAgICB9IGVsc2Uge1xuICAgICAgICBpZiAoKHZhbHVlIGFzIE51bWVyaWNBcnJheSkubGVuZ3RoID09PSAwICYmIGRldGFjaGVkVmlldyh2YWx1ZSBhcyBOdW1lcmljQXJyYXkpKSB0aHJvdyBkZXRhY2hlZFNlbmQod2hhdCA/PyAnY29sbGVjdGl2ZSB2YWx1ZScpO1xuICAgICAgICBzZW50LnNldCh2YWx1ZSBhcyBOdW1lcmljQXJyYXksIGR0eXBlKTtcbiAgICAgICAga2luZCA9IHNlbnQua2luZDtcbiAgICAgICAgYm9keSA9IHNlbnQuYnl0ZXMgYXMgVWludDhBcnJheTtcbiAgICAgICAgd29yZHMgPSBzZW50LndvcmRzO1xuICAgICAgfVxuICAgIH1cbiAgICBjb25zdCB0b3RhbCA9IGJvZHkubGVuZ3RoOyAvLyBhIFVpbnQ4QXJyYXk6IGxlbmd0aCBpcyBieXRlTGVuZ3RoLCBhbmQgY2hlYXBlciB0byByZWFkXG4gICAgY29uc3QgdCA9IHRoaXMudHJhZmZpYztcbiAgICB0Lm1lc3NhZ2VzKys7XG4gICAgdC5ieXRlcyArPSB0b3RhbDtcbiAgICBpZiAodG8gPT09IHRoaXMucmFuaykge1xuICAgICAgdGhpcy5wZW5kaW5nW3RvXT8ucHVzaChraW5kLCBib2R5LnNsaWNlKCkpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBwb3J0ID0gdGhpcy5wb3J0VG8odG8pO1xuICAgIGNvbnN0IG5leHQgPSB0aGlzLnBlZXJzW3BvcnRdIGFzIG51bWJlcjtcbiAgICBjb25zdCBzdCA9IHRoaXMuc3RhdHNbcG9ydF0gYXMgTGlua1N0YXRzO1xuICAgIHN0LnNlbnRNZXNzYWdlcysrO1xuICAgIHN0LnNlbnRCeXRlcyArPSB0b3RhbDtcbiAgICBpZiAobmV4dCA9PT0gdG8gJiYgdG90YWwgPD0gdGhpcy5tYXhDaHVuaykge1xuICAgICAgdGhpcy53cml0ZVNob3J0KHBvcnQsIHRvLCBTSE9SVCB8IGtpbmQsIGJvZHksIHdvcmRzKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgY29uc3QgaCA9IHRoaXMuaGRyO1xuICAgIGhbS0lORF0gPSBraW5kO1xuICAgIGhbU1JDXSA9IHRoaXMucmFuaztcbiAgICBoW0RTVF0gPSB0bztcbiAgICBoW0hPUFNdID0gMTtcbiAgICBoW1RPVEFMXSA9IHRvdGFsO1xuICAgIGlmICh0b3RhbCA8PSB0aGlzLm1heENodW5rKSB7XG4gICAgICBoW09GRlNFVF0gPSAwO1xuICAgICAgdGhpcy53cml0ZUZyYW1lKHBvcnQsIG5leHQsIGJvZHksIHRydWUsIHdvcmRzKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgbGV0IG9mZnNldCA9IDA7XG4gICAgZG8ge1xuICAgICAgY29uc3QgbGVuID0gTWF0aC5taW4odGhpcy5tYXhDaHVuaywgdG90YWwgLSBvZmZzZXQpO1xuICAgICAgaFtPRkZTRVRdID0gb2Zmc2V0O1xuICAgICAgdGhpcy53cml0ZUZyYW1lKHBvcnQsIG5leHQsIGJvZHkuc3ViYXJyYXkob2Zmc2V0LCBvZmZzZXQgKyBsZW4pLCBvZmZzZXQgPT09IDApO1xuICAgICAgb2Zmc2V0ICs9IGxlbjtcbiAgICB9IHdoaWxlIChvZmZzZXQgPCB0b3RhbCk7XG4gIH1cblxuICAvKiogV3JpdGUgYSB3aG9sZSBtZXNzYWdlIHRvIG5laWdoYm91ciBgcGVlcmAgYXMgb25lIHNob3J0IGZyYW1lICguL2ZyYW1lLnRzKSwgd2FpdGluZyBmb3Igcm9vbS4gKi9cbiAgcHJpdmF0ZSB3cml0ZVNob3J0KHBvcnQ6IG51bWJlciwgcGVlcjogbnVtYmVyLCB0YWc6IG51bWJlciwgYm9keTogVWludDhBcnJheSwgd29yZHM6IEludDMyQXJyYXkgfCB1bmRlZmluZWQpOiB2b2lkIHtcbiAgICBpZiAodGhpcy5jb3N0ICE9PSB1bmRlZmluZWQpIGRlbGF5TnMoZnJhbWVDb3N0TnModGhpcy5jb3N0LCBIRUFERVJfQllURVMgKyBib2R5Lmxlbmd0aCwgdHJ1ZSkpO1xuICAgIGNvbnN0IHJpbmcgPSB0aGlzLm91dFtwb3J0XSBhcyBTcHNjUmluZztcbiAgICB3aGlsZSAoIXJpbmcudHJ5V3JpdGVUYWdnZWQodGFnLCBib2R5LCB3b3JkcykpIHRoaXMuYXdhaXRSb29tKHBvcnQsIHBlZXIsIHJpbmcsIGJvZHkubGVuZ3RoKTtcbiAgICBpZiAocmluZy5jb25zdW1lcklkbGUpIHRoaXMud2FpdGVyLndha2UocGVlcik7XG4gIH1cblxuICAvKiogV3JpdGUgdGhlIGhlYWRlciBpbiBgdGhpcy5oZHJgIGFuZCBgYm9keWAgYXMgb25lIGZyYW1lIG9uIG91dFtwb3J0XSwgd2FpdGluZyBmb3Igcm9vbS4gKi9cbiAgcHJpdmF0ZSB3cml0ZUZyYW1lKHBvcnQ6IG51bWJlciwgcGVlcjogbnVtYmVyLCBib2R5OiBVaW50OEFycmF5LCBmaXJzdDogYm9vbGVhbiwgd29yZHM/OiBJbnQzMkFycmF5KTogdm9pZCB7XG4gICAgaWYgKHRoaXMuY29zdCAhPT0gdW5kZWZpbmVkKSBkZWxheU5zKGZyYW1lQ29zdE5zKHRoaXMuY29zdCwgSEVBREVSX0JZVEVTICsgYm9keS5sZW5ndGgsIGZpcnN0KSk7XG4gICAgY29uc3QgcmluZyA9IHRoaXMub3V0W3BvcnRdIGFzIFNwc2NSaW5nO1xuICAgIGNvbnN0IGhlYWQgPSB0aGlzLmhkcjtcbiAgICB3aGlsZSAoIXJpbmcudHJ5V3JpdGVXb3JkcyhoZWFkLCBib2R5LCB3b3JkcykpIHRoaXMuYXdhaXRSb29tKHBvcnQsIHBlZXIsIHJpbmcsIEhFQURFUl9CWVRFUyArIGJvZHkubGVuZ3RoKTtcbiAgICBpZiAocmluZy5jb25zdW1lcklkbGUpIHRoaXMud2FpdGVyLndha2UocGVlcik7XG4gIH1cblxuICAvKipcbiAgICogQmxvY2sgdW50aWwgYSBmcmFtZSBvZiBgYnl0ZXNgIHBheWxvYWQgYnl0ZXMgZml0cyBpbiBgcmluZ2AgKG91dFtwb3J0XSwgZnVsbCksIG1vdmluZyBvdGhlclxuICAgKiB0cmFmZmljIG1lYW53aGlsZS4gVGhlIGNvbnN1bWVyIHJpbmdzIHVzIGFmdGVyIGZyZWVpbmcgcm9vbSBvbmx5IHdoaWxlIGFza2VkXG4gICAqICguLi9zaG0vUkVBRE1FLm1kLCBcIkRvb3JiZWxsc1wiKS5cbiAgICovXG4gIHByaXZhdGUgYXdhaXRSb29tKHBvcnQ6IG51bWJlciwgcGVlcjogbnVtYmVyLCByaW5nOiBTcHNjUmluZywgYnl0ZXM6IG51bWJlcik6IHZvaWQge1xuICAgIHRoaXMud2FudFJvb20ocG9ydCwgMSk7XG4gICAgdHJ5IHtcbiAgICAgIHRoaXMud2FpdGVyLnVudGlsUm9vbShyaW5nLCBieXRlcywgcGVlcik7XG4gICAgfSBmaW5hbGx5IHtcbiAgICAgIHRoaXMud2FudFJvb20ocG9ydCwgLTEpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBDb3VudCBhIHJlYXNvbiB0byBoZWFyIGFib3V0IHJvb20gb24gb3V0W3BvcnRdOyBgYmVmb3JlU2xlZXBgIGFybXMgUk9PTSB3aGlsZSBhbnkgcmVtYWlucy4gKi9cbiAgcHJpdmF0ZSB3YW50Um9vbShwb3J0OiBudW1iZXIsIGRlbHRhOiAxIHwgLTEpOiB2b2lkIHtcbiAgICB0aGlzLnJvb21XYWl0c1twb3J0XSA9ICh0aGlzLnJvb21XYWl0c1twb3J0XSBhcyBudW1iZXIpICsgZGVsdGE7XG4gIH1cblxuICAvKipcbiAgICogVGhlIHdhaXRlcidzIGxhc3Qgc3RlcCBiZWZvcmUgYSBzbGVlcCAoLi4vc2htL1JFQURNRS5tZCwgXCJEb29yYmVsbHNcIik6IGFzayBmb3Igcm9vbSBvbiBldmVyeVxuICAgKiBvdXRib3VuZCByaW5nIHRoaXMgcmFuayB3YWl0cyB0byB3cml0ZSwgYW5kIG1hcmsgZXZlcnkgaW5ib3VuZCByaW5nIElETEUgc28gdGhhdCB0aGUgbmV4dFxuICAgKiBmcmFtZSByaW5ncyB0aGlzIHJhbmsuIEZhbHNlIHdoZW4gYSByaW5nIG1vdmVkIG1lYW53aGlsZTogY2hlY2sgYWdhaW4gaW5zdGVhZCBvZiBzbGVlcGluZy5cbiAgICovXG4gIGJlZm9yZVNsZWVwKCk6IGJvb2xlYW4ge1xuICAgIGxldCBxdWlldCA9IHRydWU7XG4gICAgZm9yIChsZXQgcG9ydCA9IDA7IHBvcnQgPCB0aGlzLm91dC5sZW5ndGg7IHBvcnQrKykge1xuICAgICAgaWYgKCh0aGlzLnJvb21XYWl0c1twb3J0XSBhcyBudW1iZXIpID4gMCAmJiAhKHRoaXMub3V0W3BvcnRdIGFzIFNwc2NSaW5nKS5hcm1Sb29tKCkpIHF1aWV0ID0gZmFsc2U7XG4gICAgfVxuICAgIGZvciAobGV0IHBvcnQgPSAwOyBwb3J0IDwgdGhpcy5pbmIubGVuZ3RoOyBwb3J0KyspIHtcbiAgICAgIGNvbnN0IHJpbmcgPSB0aGlzLmluYltwb3J0XSBhcyBTcHNjUmluZztcbiAgICAgIGlmIChyaW5nLmhlYWRVbnNoYXJlZCgpKSB7XG4gICAgICAgIHJpbmcuc2hhcmVIZWFkKCk7XG4gICAgICAgIGlmIChyaW5nLnJvb21Bc2tlZCkgdGhpcy53YWl0ZXIucmluZyh0aGlzLnBlZXJzW3BvcnRdIGFzIG51bWJlcik7XG4gICAgICB9XG4gICAgICBpZiAoIXJpbmcubWFya0lkbGUoKSkgcXVpZXQgPSBmYWxzZTtcbiAgICB9XG4gICAgcmV0dXJuIHF1aWV0O1xuICB9XG5cbiAgcHJpdmF0ZSBhYnNvcmIocG9ydDogbnVtYmVyLCByaW5nOiBTcHNjUmluZywgbjogbnVtYmVyKTogdm9pZCB7XG4gICAgY29uc3QgcGVlciA9IHRoaXMucGVlcnNbcG9ydF0gYXMgbnVtYmVyO1xuICAgIGNvbnN0IHRhZyA9IHJpbmcucGVla1RhZygpO1xuICAgIGlmICh0YWcgIT09IDApIHtcbiAgICAgIGNvbnN0IHNpbmsgPSB0aGlzLnNpbmtbcGVlcl07XG4gICAgICBjb25zdCBraW5kID0gdGFnICYgMHhmZjtcbiAgICAgIGlmIChzaW5rID09PSB1bmRlZmluZWQgJiYga2luZCAhPT0gMCAmJiBuIDw9IExJTkVfQllURVMpIHtcbiAgICAgICAgLy8gQSBzbWFsbCB0eXBlZCBtZXNzYWdlIG5vYm9keSB3YWl0cyBvbiB5ZXQ6IGFuIGFycmF5IG9mIGl0cyBvd24gZHR5cGUsIHdoaWNoIGByZWN2YCBoYW5kc1xuICAgICAgICAvLyBvdXQgYXMgaXQgaXMgKGEgYnl0ZSBidWZmZXIgd291bGQgY29zdCBhIHNlY29uZCwgb2ZmLWhlYXAgYWxsb2NhdGlvbiB0aGVyZSkuXG4gICAgICAgIGNvbnN0IHZhbHVlID0gdGhpcy5pblZpZXdzLmNvcHlPdXQocG9ydCwga2luZCwgcmluZy5wZWVrUGF5bG9hZEF0KCksIG4pO1xuICAgICAgICByaW5nLmNvbnN1bWUoKTtcbiAgICAgICAgaWYgKHJpbmcucm9vbUFza2VkKSB0aGlzLndhaXRlci5yaW5nKHBlZXIpO1xuICAgICAgICB0aGlzLmRlbGl2ZXIocGVlciwga2luZCwgRU1QVFksIDEsIHBvcnQsIG4sIHZhbHVlKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgfVxuICAgICAgY29uc3QgYnl0ZXMgPSBzaW5rICE9PSB1bmRlZmluZWQgJiYgc2luay5sZW5ndGggPT09IG4gPyBzaW5rIDogdGhpcy5mcmVzaChwZWVyLCBuKTtcbiAgICAgIHRoaXMuc2lua1twZWVyXSA9IHVuZGVmaW5lZDtcbiAgICAgIGlmIChuID4gMCkgcmluZy5wZWVrSW50byhieXRlcywgMCk7XG4gICAgICByaW5nLmNvbnN1bWUoKTtcbiAgICAgIGlmIChyaW5nLnJvb21Bc2tlZCkgdGhpcy53YWl0ZXIucmluZyhwZWVyKTtcbiAgICAgIHRoaXMuZGVsaXZlcihwZWVyLCB0YWcgJiAweGZmLCBieXRlcywgMSwgcG9ydCwgbik7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGRzdCA9IHJpbmcucGVla1dvcmQoRFNUKTtcbiAgICBpZiAoZHN0ICE9PSB0aGlzLnJhbmspIHtcbiAgICAgIHRoaXMuZm9yd2FyZChyaW5nLCBuLCBkc3QpO1xuICAgICAgaWYgKHJpbmcucm9vbUFza2VkKSB0aGlzLndhaXRlci5yaW5nKHBlZXIpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBzcmMgPSByaW5nLnBlZWtXb3JkKFNSQyk7XG4gICAgY29uc3Qgb2Zmc2V0ID0gcmluZy5wZWVrV29yZChPRkZTRVQpO1xuICAgIGNvbnN0IHRvdGFsID0gcmluZy5wZWVrV29yZChUT1RBTCk7XG4gICAgY29uc3QgbGVuID0gbiAtIEhFQURFUl9CWVRFUztcbiAgICBjb25zdCBwYXJ0ID0gdGhpcy5wYXJ0aWFsW3NyY107XG4gICAgaWYgKG9mZnNldCA9PT0gMCkge1xuICAgICAgaWYgKHBhcnQgIT09IHVuZGVmaW5lZCkgdGhyb3cgcHJvdG9jb2xFcnJvcihgY2h1bmsgYXQgb2Zmc2V0ICR7cGFydC5nb3R9IGZyb20gcmFuayAke3NyY31gLCAndGhlIHN0YXJ0IG9mIGEgbmV3IG1lc3NhZ2UnKTtcbiAgICAgIGNvbnN0IHNpbmsgPSB0aGlzLnNpbmtbc3JjXTtcbiAgICAgIC8vIFRoZSBzaW5rIHRha2VzIGV4YWN0bHkgb25lIG1lc3NhZ2U6IGxhdGVyIG9uZXMgZnJvbSB0aGUgc2FtZSBzb3VyY2UgbXVzdCBub3QgbGFuZCB0aGVyZS5cbiAgICAgIGNvbnN0IGJ5dGVzID0gc2luayAhPT0gdW5kZWZpbmVkICYmIHNpbmsubGVuZ3RoID09PSB0b3RhbCA/IHNpbmsgOiB0aGlzLmZyZXNoKHNyYywgdG90YWwpO1xuICAgICAgdGhpcy5zaW5rW3NyY10gPSB1bmRlZmluZWQ7XG4gICAgICBjb25zdCBraW5kID0gcmluZy5wZWVrV29yZChLSU5EKTtcbiAgICAgIGNvbnN0IGhvcHMgPSByaW5nLnBlZWtXb3JkKEhPUFMpO1xuICAgICAgaWYgKGxlbiA+IDApIHJpbmcucGVla0ludG8obGVuID09PSB0b3RhbCA/IGJ5dGVzIDogYnl0ZXMuc3ViYXJyYXkoMCwgbGVuKSwgSEVBREVSX0JZVEVTKTtcbiAgICAgIHJpbmcuY29uc3VtZSgpO1xuICAgICAgaWYgKHJpbmcucm9vbUFza2VkKSB0aGlzLndhaXRlci5yaW5nKHBlZXIpO1xuICAgICAgaWYgKGxlbiA+PSB0b3RhbCkge1xuICAgICAgICB0aGlzLmRlbGl2ZXIoc3JjLCBraW5kLCBieXRlcywgaG9wcywgcG9ydCwgdG90YWwpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICB0aGlzLnBhcnRpYWxbc3JjXSA9IHsga2luZCwgYnl0ZXMsIGdvdDogbGVuLCBob3BzLCBwb3J0IH07XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmIChwYXJ0ID09PSB1bmRlZmluZWQgfHwgcGFydC5nb3QgIT09IG9mZnNldCkge1xuICAgICAgdGhyb3cgcHJvdG9jb2xFcnJvcihgY2h1bmsgYXQgb2Zmc2V0ICR7cGFydD8uZ290ID8/IDB9IGZyb20gcmFuayAke3NyY31gLCBgYSBjaHVuayBhdCBvZmZzZXQgJHtvZmZzZXR9YCk7XG4gICAgfVxuICAgIGlmIChsZW4gPiAwKSByaW5nLnBlZWtJbnRvKHBhcnQuYnl0ZXMuc3ViYXJyYXkob2Zmc2V0LCBvZmZzZXQgKyBsZW4pLCBIRUFERVJfQllURVMpO1xuICAgIHJpbmcuY29uc3VtZSgpO1xuICAgIGlmIChyaW5nLnJvb21Bc2tlZCkgdGhpcy53YWl0ZXIucmluZyhwZWVyKTtcbiAgICBwYXJ0LmdvdCArPSBsZW47XG4gICAgaWYgKHBhcnQuZ290ID49IHRvdGFsKSB7XG4gICAgICB0aGlzLnBhcnRpYWxbc3JjXSA9IHVuZGVmaW5lZDtcbiAgICAgIHRoaXMuZGVsaXZlcihzcmMsIHBhcnQua2luZCwgcGFydC5ieXRlcywgcGFydC5ob3BzLCBwYXJ0LnBvcnQsIHRvdGFsKTtcbiAgICB9XG4gIH1cblxuICAvKiogQSBidWZmZXIgZm9yIGEgbWVzc2FnZSBmcm9tIGBzcmNgIHRoYXQgYXJyaXZlZCBiZWZvcmUgaXRzIHJlY2VpdmU6IHRoZSBzcGFyZSBvbmUgaWYgaXQgZml0cy4gKi9cbiAgcHJpdmF0ZSBmcmVzaChzcmM6IG51bWJlciwgdG90YWw6IG51bWJlcik6IFVpbnQ4QXJyYXkge1xuICAgIGNvbnN0IHNwYXJlID0gdGhpcy5zcGFyZVtzcmNdO1xuICAgIGlmIChzcGFyZSA9PT0gdW5kZWZpbmVkIHx8IHNwYXJlLmxlbmd0aCAhPT0gdG90YWwpIHtcbiAgICAgIGNvbnN0IGZyZXNoID0gbmV3IFVpbnQ4QXJyYXkodG90YWwpO1xuICAgICAgaWYgKHRvdGFsID4gU01BTExfV09SRFNfQllURVMpIHRoaXMub3duZWQuYWRkKGZyZXNoKTtcbiAgICAgIHJldHVybiBmcmVzaDtcbiAgICB9XG4gICAgdGhpcy5zcGFyZVtzcmNdID0gdW5kZWZpbmVkO1xuICAgIHJldHVybiBzcGFyZTtcbiAgfVxuXG4gIHByaXZhdGUgZGVsaXZlcihzcmM6IG51bWJlciwga2luZDogbnVtYmVyLCBieXRlczogVWludDhBcnJheSwgaG9wczogbnVtYmVyLCBwb3J0OiBudW1iZXIsIHRvdGFsOiBudW1iZXIsIHZhbHVlPzogTnVtZXJpY0FycmF5KTogdm9pZCB7XG4gICAgKHRoaXMucGVuZGluZ1tzcmNdIGFzIEluYm94KS5wdXNoKGtpbmQsIGJ5dGVzLCB2YWx1ZSk7XG4gICAgY29uc3Qgc3QgPSB0aGlzLnN0YXRzW3BvcnRdIGFzIExpbmtTdGF0cztcbiAgICBzdC5yZWN2TWVzc2FnZXMrKztcbiAgICBzdC5yZWN2Qnl0ZXMgKz0gdG90YWw7XG4gICAgaWYgKHRoaXMuaXNOZWlnaGJvdXJbc3JjXSA9PT0gMCkgdGhpcy5yb3V0ZS5yb3V0ZWRNZXNzYWdlcysrO1xuICAgIHRoaXMucm91dGUudG90YWxIb3BzICs9IGhvcHM7XG4gIH1cblxuICBwcml2YXRlIGZvcndhcmQocmluZzogU3BzY1JpbmcsIG46IG51bWJlciwgZHN0OiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBmcmFtZSA9IG5ldyBVaW50OEFycmF5KG4pO1xuICAgIHJpbmcucGVla0ludG8oZnJhbWUsIDApO1xuICAgIHJpbmcuY29uc3VtZSgpO1xuICAgIGNvbnN0IHdvcmRzID0gbmV3IEludDMyQXJyYXkoZnJhbWUuYnVmZmVyLCAwLCBIRUFERVJfQllURVMgLyA0KTtcbiAgICB3b3Jkc1tIT1BTXSA9ICh3b3Jkc1tIT1BTXSBhcyBudW1iZXIpICsgMTtcbiAgICBjb25zdCBwb3J0ID0gdGhpcy5wb3J0VG8oZHN0KTtcbiAgICBjb25zdCBuZXh0ID0gdGhpcy5wZWVyc1twb3J0XSBhcyBudW1iZXI7XG4gICAgY29uc3Qgc3QgPSB0aGlzLnN0YXRzW3BvcnRdIGFzIExpbmtTdGF0cztcbiAgICBzdC5mb3J3YXJkZWRGcmFtZXMrKztcbiAgICBzdC5mb3J3YXJkZWRCeXRlcyArPSBuIC0gSEVBREVSX0JZVEVTO1xuICAgIGNvbnN0IHF1ZXVlID0gdGhpcy5iYWNrbG9nW3BvcnRdIGFzIFVpbnQ4QXJyYXlbXTtcbiAgICBjb25zdCBvdXQgPSB0aGlzLm91dFtwb3J0XSBhcyBTcHNjUmluZztcbiAgICBpZiAocXVldWUubGVuZ3RoID09PSAwICYmIG91dC50cnlXcml0ZShmcmFtZSkpIHtcbiAgICAgIGlmIChvdXQuY29uc3VtZXJJZGxlKSB0aGlzLndhaXRlci53YWtlKG5leHQpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAocXVldWUubGVuZ3RoID09PSAwKSB0aGlzLndhbnRSb29tKHBvcnQsIDEpO1xuICAgIHF1ZXVlLnB1c2goZnJhbWUpO1xuICAgIHRoaXMuYmFja2xvZ0ZyYW1lcysrO1xuICB9XG5cbiAgcHJpdmF0ZSBmbHVzaEJhY2tsb2coKTogYm9vbGVhbiB7XG4gICAgbGV0IG1vdmVkID0gZmFsc2U7XG4gICAgZm9yIChsZXQgcG9ydCA9IDA7IHBvcnQgPCB0aGlzLmJhY2tsb2cubGVuZ3RoOyBwb3J0KyspIHtcbiAgICAgIGNvbnN0IHF1ZXVlID0gdGhpcy5iYWNrbG9nW3BvcnRdIGFzIFVpbnQ4QXJyYXlbXTtcbiAgICAgIGNvbnN0IHJpbmcgPSB0aGlzLm91dFtwb3J0XSBhcyBTcHNjUmluZztcbiAgICAgIGxldCBrID0gMDtcbiAgICAgIGxldCBpZGxlID0gZmFsc2U7XG4gICAgICB3aGlsZSAoayA8IHF1ZXVlLmxlbmd0aCAmJiByaW5nLnRyeVdyaXRlKHF1ZXVlW2tdIGFzIFVpbnQ4QXJyYXkpKSB7XG4gICAgICAgIGlkbGUgfHw9IHJpbmcuY29uc3VtZXJJZGxlOyAvLyB0aGUgbWFyayBzaXRzIG9uIHRoZSBmaXJzdCBmcmFtZSdzIFdPUkRcbiAgICAgICAgaysrO1xuICAgICAgfVxuICAgICAgaWYgKGsgPiAwKSB7XG4gICAgICAgIHF1ZXVlLnNwbGljZSgwLCBrKTtcbiAgICAgICAgdGhpcy5iYWNrbG9nRnJhbWVzIC09IGs7XG4gICAgICAgIGlmIChxdWV1ZS5sZW5ndGggPT09IDApIHRoaXMud2FudFJvb20ocG9ydCwgLTEpO1xuICAgICAgICBpZiAoaWRsZSkgdGhpcy53YWl0ZXIud2FrZSh0aGlzLnBlZXJzW3BvcnRdIGFzIG51bWJlcik7XG4gICAgICAgIG1vdmVkID0gdHJ1ZTtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIG1vdmVkO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBzbWFsbC1tZXNzYWdlIGZhc3QgcGF0aCBvZiBgcmVjdkludG9gLCB0YWtlbiB3aGVuIG5vdGhpbmcgZnJvbSBuZWlnaGJvdXIgYGZyb21gIGlzIHF1ZXVlZFxuICAgKiBvciBoYWxmLXJlY2VpdmVkOiBwb2xsIHRoZSBsaW5rIGZyb20gYGZyb21gIGFuZCwgaWYgaXRzIG5leHQgZnJhbWUgaXMgdGhlIHdob2xlIG1lc3NhZ2VcbiAgICogYGludG9gIGV4cGVjdHMsIGNvcHkgaXQgc3RyYWlnaHQgaW50byB0aGUgdGFyZ2V0LiBPdGhlciBsaW5rcyBhcmUgZHJhaW5lZCBldmVyeSAzMiBwb2xscyBzb1xuICAgKiByb3V0ZWQgdHJhZmZpYyBrZWVwcyBtb3ZpbmcuIFJldHVybnMgREVMSVZFUkVEOyBPVEhFUiAobm90aGluZyBjb25zdW1lZCB0aGF0IHRoZSBnZW5lcmFsIHBhdGhcbiAgICogd291bGQgbm90IGZpbmQpIG9uIGFueSBvdGhlciBmcmFtZSBvciBvbmNlIGEgbWVzc2FnZSBmcm9tIGBmcm9tYCB3YXMgcXVldWVkIGJ5IHRoYXQgZHJhaW5pbmc7XG4gICAqIFNQVU4gYWZ0ZXIgdGhlIHNwaW4gYnVkZ2V0ICh0aGUgd2FpdCB0aGF0IGZvbGxvd3Mgc2xlZXBzIHdpdGhvdXQgc3Bpbm5pbmcgYWdhaW4pLlxuICAgKi9cbiAgcHJpdmF0ZSBkaXJlY3QoZnJvbTogbnVtYmVyLCBpbnRvOiBWaWV3Q2FjaGUpOiBudW1iZXIge1xuICAgIGNvbnN0IHBvcnQgPSB0aGlzLnBvcnRUbyhmcm9tKTtcbiAgICBjb25zdCByaW5nID0gdGhpcy5pbmJbcG9ydF0gYXMgU3BzY1Jpbmc7XG4gICAgY29uc3Qgd2FpdGVyID0gdGhpcy53YWl0ZXI7XG4gICAgZm9yIChsZXQgaSA9IDA7IDsgaSsrKSB7XG4gICAgICBjb25zdCBuID0gcmluZy5wZWVrTGVuZ3RoKCk7XG4gICAgICBpZiAobiA+PSAwKSB7XG4gICAgICAgIGlmICghdGhpcy5kaXJlY3RGcmFtZShyaW5nLCBwb3J0LCBmcm9tLCBpbnRvLCBuKSkgcmV0dXJuIE9USEVSO1xuICAgICAgICB3YWl0ZXIuc3B1bihpKTtcbiAgICAgICAgcmV0dXJuIERFTElWRVJFRDtcbiAgICAgIH1cbiAgICAgIGlmICghd2FpdGVyLnNwaW5Nb3JlKGkpKSByZXR1cm4gU1BVTjtcbiAgICAgIGlmICgoaSAmIDMxKSA9PT0gMzEpIHtcbiAgICAgICAgLy8gRHJhaW4gdGhlIG90aGVyIGxpbmtzOyBhIG1lc3NhZ2UgZnJvbSBgZnJvbWAgZm91bmQgbWVhbndoaWxlIGxhbmRzIGluIHRoZSB0YXJnZXQuXG4gICAgICAgIGNvbnN0IGJveCA9IHRoaXMucGVuZGluZ1tmcm9tXSBhcyBJbmJveDtcbiAgICAgICAgdGhpcy5zaW5rW2Zyb21dID0gaW50by5ieXRlcztcbiAgICAgICAgdGhpcy5hd2FpdGVkID0gYm94O1xuICAgICAgICB0cnkge1xuICAgICAgICAgIHRoaXMucHJvZ3Jlc3MoKTtcbiAgICAgICAgfSBmaW5hbGx5IHtcbiAgICAgICAgICB0aGlzLnNpbmtbZnJvbV0gPSB1bmRlZmluZWQ7XG4gICAgICAgICAgdGhpcy5hd2FpdGVkID0gdW5kZWZpbmVkO1xuICAgICAgICB9XG4gICAgICAgIGlmIChib3guY291bnQgPiAwIHx8IHRoaXMucGFydGlhbFtmcm9tXSAhPT0gdW5kZWZpbmVkKSByZXR1cm4gT1RIRVI7XG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBkaXJlY3RGcmFtZShyaW5nOiBTcHNjUmluZywgcG9ydDogbnVtYmVyLCBmcm9tOiBudW1iZXIsIGludG86IFZpZXdDYWNoZSwgbjogbnVtYmVyKTogYm9vbGVhbiB7XG4gICAgLy8gT25seSBhIHNob3J0IGZyYW1lIChhIHdob2xlIG1lc3NhZ2UgZnJvbSBgZnJvbWApIG9mIHRoZSBleHBlY3RlZCBraW5kIGFuZCBzaXplLlxuICAgIGlmIChyaW5nLnBlZWtUYWcoKSAhPT0gKFNIT1JUIHwgaW50by5raW5kKSB8fCBuICE9PSBpbnRvLmJ5dGVDb3VudCkgcmV0dXJuIGZhbHNlO1xuICAgIGlmIChpbnRvLndvcmRzICE9PSB1bmRlZmluZWQpIHJpbmcucGVla1dvcmRzSW50byhpbnRvLndvcmRzLCAwKTtcbiAgICBlbHNlIGlmIChuID4gMCkgcmluZy5wZWVrSW50byhpbnRvLmJ5dGVzIGFzIFVpbnQ4QXJyYXksIDApO1xuICAgIHJpbmcuY29uc3VtZSgpO1xuICAgIGlmIChyaW5nLnJvb21Bc2tlZCkgdGhpcy53YWl0ZXIucmluZyhmcm9tKTtcbiAgICBjb25zdCBzdCA9IHRoaXMuc3RhdHNbcG9ydF0gYXMgTGlua1N0YXRzO1xuICAgIHN0LnJlY3ZNZXNzYWdlcysrO1xuICAgIHN0LnJlY3ZCeXRlcyArPSBuO1xuICAgIHRoaXMucm91dGUudG90YWxIb3BzICs9IDE7XG4gICAgcmV0dXJuIHRydWU7XG4gIH1cblxuICAvKipcbiAgICogV2FpdCB1bnRpbCBhIG1lc3NhZ2UgZnJvbSBgZnJvbWAgaXMgZGVsaXZlcmVkOyByZXR1cm5zIGl0cyBpbmJveCAodGhlIG1lc3NhZ2UgaXMgdGhlIG9sZGVzdCkuXG4gICAqIGBzcHVuYDogdGhlIGNhbGxlciBoYXMganVzdCBzcHVuIGZvciBpdCAodGhlIHJlY3ZJbnRvIGZhc3QgcGF0aCksIHNvIHRoZSB3YWl0IHNsZWVwcyBhdCBvbmNlLlxuICAgKi9cbiAgcHJpdmF0ZSB0YWtlKGZyb206IG51bWJlciwgdGltZW91dE1zPzogbnVtYmVyLCBzcHVuID0gZmFsc2UpOiBJbmJveCB7XG4gICAgY29uc3QgYm94ID0gdGhpcy5wZW5kaW5nW2Zyb21dIGFzIEluYm94O1xuICAgIGlmIChib3guY291bnQgPT09IDApIHtcbiAgICAgIHRoaXMuYXdhaXRlZCA9IGJveDtcbiAgICAgIHRyeSB7XG4gICAgICAgIHRoaXMucHJvZ3Jlc3MoKTtcbiAgICAgICAgaWYgKGJveC5jb3VudCA9PT0gMCkgdGhpcy53YWl0ZXIudW50aWxEZWxpdmVyZWQoYm94LCBmcm9tLCB0aW1lb3V0TXMsICFzcHVuKTtcbiAgICAgIH0gZmluYWxseSB7XG4gICAgICAgIHRoaXMuYXdhaXRlZCA9IHVuZGVmaW5lZDtcbiAgICAgIH1cbiAgICB9XG4gICAgcmV0dXJuIGJveDtcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBT0EsU0FBUyxhQUFhLGlCQUFpQixhQUFhLGVBQWUsZUFBZSxzQkFBc0I7QUFDeEcsU0FBUyxZQUFZLGdCQUFnQjtBQUVyQyxTQUFTLGFBQWEsbUJBQW1CO0FBQ3pDLFNBQVMsU0FBUyxtQkFBa0M7QUFDcEQsU0FBUyxZQUF3QixXQUFXLFNBQVMsbUJBQXNDO0FBQzNGLFNBQVMsS0FBSyxjQUFjLGNBQWMsTUFBTSxNQUFNLFFBQVEsT0FBTyxLQUFLLGFBQWE7QUFDdkYsU0FBUyxPQUFPLGFBQWE7QUFDN0IsU0FBUyxpQkFBaUI7QUFDMUIsU0FBUyxvQkFBb0I7QUFDN0IsU0FBUyxtQkFBbUIsaUJBQWlCO0FBOEI3QyxNQUFNLGtCQUFrQixNQUFNO0FBRTlCLE1BQU0sYUFBYSxJQUFJO0FBRXZCLE1BQU0sWUFBWTtBQUNsQixNQUFNLFFBQVE7QUFDZCxNQUFNLE9BQU87QUEwQmIsU0FBUyxhQUFhLE1BQXFCO0FBQ3pDLFNBQU87QUFBQSxJQUNMO0FBQUEsSUFDQTtBQUFBLElBQ0E7QUFBQSxJQUNBO0FBQUEsRUFDRjtBQUNGO0FBRU8sTUFBTSxNQUE2QjtBQUFBLEVBQy9CO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBLFFBQW9CLEVBQUUsZ0JBQWdCLEdBQUcsV0FBVyxFQUFFO0FBQUEsRUFDOUM7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUE7QUFBQSxFQUVBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQTtBQUFBLEVBRUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBS0E7QUFBQTtBQUFBLEVBRUEsUUFBUSxvQkFBSSxRQUFvQjtBQUFBLEVBQ2hDO0FBQUEsRUFDVCxnQkFBZ0I7QUFBQTtBQUFBLEVBRVA7QUFBQTtBQUFBLEVBRVQ7QUFBQTtBQUFBLEVBRVM7QUFBQTtBQUFBLEVBRVQ7QUFBQTtBQUFBLEVBRVM7QUFBQTtBQUFBLEVBRUEsTUFBTSxJQUFJLFdBQVcsWUFBWTtBQUFBLEVBQ2pDO0FBQUEsRUFDQTtBQUFBO0FBQUEsRUFFQTtBQUFBO0FBQUEsRUFFQSxPQUFPLElBQUksVUFBVTtBQUFBLEVBQ3JCLE9BQU8sSUFBSSxVQUFVO0FBQUEsRUFFdEMsWUFBWSxTQUF1QjtBQUNqQyxTQUFLLE9BQU8sUUFBUTtBQUNwQixTQUFLLFdBQVcsUUFBUTtBQUN4QixTQUFLLE1BQU0sUUFBUTtBQUNuQixTQUFLLE1BQU0sUUFBUTtBQUNuQixTQUFLLFNBQVMsUUFBUTtBQUN0QixTQUFLLE9BQU8sUUFBUTtBQUNwQixTQUFLLFVBQVUsUUFBUSxXQUFXLEVBQUUsVUFBVSxHQUFHLE9BQU8sRUFBRTtBQUMxRCxVQUFNLE9BQU8sS0FBSyxTQUFTLFdBQVcsS0FBSyxJQUFJO0FBQy9DLFNBQUssUUFBUSxLQUFLLElBQUksQ0FBQyxNQUFNLEVBQUUsSUFBSTtBQUNuQyxTQUFLLFFBQVEsS0FBSyxJQUFJLENBQUMsT0FBTztBQUFBLE1BQzVCLE1BQU0sRUFBRTtBQUFBLE1BQ1IsTUFBTSxFQUFFO0FBQUEsTUFDUixjQUFjO0FBQUEsTUFDZCxXQUFXO0FBQUEsTUFDWCxjQUFjO0FBQUEsTUFDZCxXQUFXO0FBQUEsTUFDWCxpQkFBaUI7QUFBQSxNQUNqQixnQkFBZ0I7QUFBQSxJQUNsQixFQUFFO0FBQ0YsVUFBTSxPQUFPLEtBQUssU0FBUztBQUMzQixTQUFLLFVBQVUsTUFBTSxLQUFLLEVBQUUsUUFBUSxLQUFLLEdBQUcsTUFBTSxJQUFJLE1BQU0sQ0FBQztBQUM3RCxTQUFLLFVBQVUsSUFBSSxNQUFNLElBQUksRUFBRSxLQUFLLE1BQVM7QUFDN0MsU0FBSyxPQUFPLElBQUksTUFBTSxJQUFJLEVBQUUsS0FBSyxNQUFTO0FBQzFDLFNBQUssUUFBUSxJQUFJLE1BQU0sSUFBSSxFQUFFLEtBQUssTUFBUztBQUMzQyxTQUFLLFVBQVUsSUFBSSxVQUFVLEtBQUssR0FBRztBQUNyQyxTQUFLLFdBQVcsSUFBSSxVQUFVLEtBQUssR0FBRztBQUN0QyxTQUFLLFVBQVUsS0FBSyxJQUFJLE1BQU0sQ0FBQyxDQUFDO0FBQ2hDLFNBQUssWUFBWSxJQUFJLFdBQVcsSUFBSSxFQUFFLEtBQUssRUFBRTtBQUM3QyxTQUFLLGNBQWMsSUFBSSxXQUFXLElBQUk7QUFDdEMsZUFBVyxDQUFDLE1BQU0sQ0FBQyxLQUFLLEtBQUssTUFBTSxRQUFRLEdBQUc7QUFDNUMsV0FBSyxZQUFZLENBQUMsSUFBSTtBQUN0QixXQUFLLFVBQVUsQ0FBQyxJQUFJO0FBQUEsSUFDdEI7QUFDQSxTQUFLLFlBQVksS0FBSyxJQUFJLE1BQU0sQ0FBQztBQUNqQyxTQUFLLE9BQU8sT0FBTyxJQUFJO0FBQ3ZCLFVBQU0sT0FBTyxLQUFLLElBQUksQ0FBQyxLQUFLLEtBQUssSUFBSSxDQUFDO0FBR3RDLFNBQUssV0FBVyxTQUFTLFNBQVksS0FBSyxLQUFLLEtBQUssSUFBSSxTQUFTLFNBQVMsS0FBSyxRQUFRLEdBQUcsZUFBZSxJQUFJO0FBQUEsRUFDL0c7QUFBQTtBQUFBLEVBR0EsYUFBZ0M7QUFDOUIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBO0FBQUEsRUFHQSxLQUFLLElBQVksT0FBd0I7QUFDdkMsVUFBTSxPQUFPLEtBQUs7QUFHbEIsUUFBSSxLQUFLLFFBQVEsS0FBSyxNQUFNLEtBQUssS0FBSyxPQUFPLE9BQU8sWUFBWSxLQUFLLFlBQVksRUFBRSxNQUFNLEtBQUssS0FBSyxTQUFTLFFBQVc7QUFDckgsWUFBTSxPQUFPLEtBQUssVUFBVSxFQUFFO0FBQzlCLFlBQU0sT0FBTyxLQUFLLElBQUksSUFBSTtBQUMxQixVQUFJLEtBQUssYUFBYSxRQUFRLEtBQUssTUFBTSxLQUFLLEtBQW1CLEdBQUc7QUFDbEUsYUFBSyxTQUFTLE1BQU0sSUFBSSxNQUFNLEtBQUssU0FBUztBQUM1QztBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsU0FBSyxVQUFVLElBQUksS0FBSztBQUFBLEVBQzFCO0FBQUE7QUFBQSxFQUdRLFVBQVUsSUFBWSxPQUF3QjtBQUVwRCxRQUFJLE9BQU8sT0FBTyxZQUFZLEtBQUssWUFBWSxFQUFFLE1BQU0sR0FBRztBQUN4RCxXQUFLLFVBQVUsRUFBRTtBQUNqQixZQUFNLGNBQWMsS0FBSyxNQUFNLElBQUksS0FBSyxTQUFTLElBQUk7QUFBQSxJQUN2RDtBQUNBLFFBQUksS0FBSyxTQUFTLFVBQWEsVUFBVSxLQUFLLFlBQVksQ0FBQyxLQUFLLEtBQUssTUFBTSxLQUFLLEtBQUssS0FBSyxTQUFTLElBQUksS0FBSyxFQUFHO0FBRS9HLFNBQUssS0FBSyxJQUFJLE9BQU8sWUFBWTtBQUFBLEVBQ25DO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFRUSxTQUFTLElBQVksT0FBeUI7QUFDcEQsVUFBTSxRQUFRLFFBQVEsS0FBSztBQUMzQixRQUFJLFVBQVUsT0FBVyxRQUFPO0FBQ2hDLFVBQU0sTUFBTTtBQUNaLFVBQU0sSUFBSSxJQUFJLFNBQVMsSUFBSTtBQUMzQixRQUFJLElBQUksV0FBWSxRQUFPO0FBQzNCLFFBQUksTUFBTSxLQUFLLGFBQWEsR0FBRyxFQUFHLE9BQU0sYUFBYSxZQUFZO0FBQ2pFLFVBQU0sT0FBTyxLQUFLLFVBQVUsRUFBRTtBQUM5QixVQUFNLE9BQU8sS0FBSyxJQUFJLElBQUk7QUFDMUIsVUFBTSxLQUFLLEtBQUssWUFBWTtBQUM1QixRQUFJLE9BQU8sR0FBSSxRQUFPO0FBQ3RCLFVBQU0sT0FBTyxVQUFVLEtBQUs7QUFDNUIsU0FBSyxTQUFTLE9BQU8sTUFBTSxNQUFNLEtBQUssRUFBRTtBQUN4QyxTQUFLLFdBQVcsUUFBUSxNQUFNLENBQUM7QUFDL0IsU0FBSyxXQUFXO0FBQ2hCLFNBQUssU0FBUyxNQUFNLElBQUksTUFBTSxDQUFDO0FBQy9CLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQSxFQUdRLFNBQVMsTUFBYyxJQUFZLE1BQWdCLEdBQWlCO0FBQzFFLFVBQU0sSUFBSSxLQUFLO0FBQ2YsTUFBRTtBQUNGLE1BQUUsU0FBUztBQUNYLFVBQU0sS0FBSyxLQUFLLE1BQU0sSUFBSTtBQUMxQixPQUFHO0FBQ0gsT0FBRyxhQUFhO0FBQ2hCLFFBQUksS0FBSyxhQUFjLE1BQUssT0FBTyxLQUFLLEVBQUU7QUFBQSxFQUM1QztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxjQUFjLElBQWtCO0FBQzlCLFFBQUksT0FBTyxPQUFPLFlBQVksS0FBSyxZQUFZLEVBQUUsTUFBTSxHQUFHO0FBQ3hELFdBQUssVUFBVSxFQUFFO0FBQ2pCLFlBQU0sY0FBYyxLQUFLLE1BQU0sSUFBSSxLQUFLLFNBQVMsSUFBSTtBQUFBLElBQ3ZEO0FBQ0EsU0FBSyxLQUFLLElBQUksUUFBVyxNQUFTO0FBQUEsRUFDcEM7QUFBQTtBQUFBLEVBR0EsT0FBTyxJQUFZLE9BQXdCO0FBQ3pDLFNBQUssVUFBVSxFQUFFO0FBQ2pCLFNBQUssS0FBSyxJQUFJLE9BQU8sY0FBYztBQUFBLEVBQ3JDO0FBQUE7QUFBQSxFQUdBLEtBQUssTUFBYyxXQUErQjtBQUNoRCxTQUFLLFVBQVUsSUFBSTtBQUNuQixRQUFJLGNBQWMsT0FBVyxhQUFZLHFCQUFxQixTQUFTO0FBQ3ZFLFNBQUssT0FBTyxLQUFLO0FBQ2pCLFVBQU0sTUFBTSxLQUFLLEtBQUssTUFBTSxTQUFTO0FBQ3JDLFVBQU0sT0FBTyxJQUFJO0FBQ2pCLFVBQU0sUUFBUSxJQUFJO0FBQ2xCLFVBQU0sUUFBUSxJQUFJO0FBQ2xCLFFBQUksTUFBTTtBQUNWLFFBQUksVUFBVSxPQUFXLFFBQU87QUFDaEMsUUFBSSxTQUFTLEVBQUcsUUFBTyxZQUFZLEtBQUs7QUFDeEMsVUFBTSxPQUFPLFdBQVcsSUFBSTtBQUM1QixXQUFPLElBQUksS0FBSyxNQUFNLFFBQVEsTUFBTSxZQUFZLE1BQU0sYUFBYSxLQUFLLGlCQUFpQjtBQUFBLEVBQzNGO0FBQUE7QUFBQSxFQUdBLFNBQVMsTUFBYyxXQUErQjtBQUNwRCxXQUFPLEtBQUssS0FBSyxNQUFNLFNBQVM7QUFBQSxFQUNsQztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU9BLFNBQWlDLE1BQWMsUUFBVyxXQUF1QjtBQUMvRSxRQUFJLGNBQWMsT0FBVyxhQUFZLHFCQUFxQixTQUFTO0FBQ3ZFLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFFBQUksQ0FBQyxLQUFLLE1BQU0sTUFBTSxFQUFHLE1BQUssU0FBUyxNQUFNO0FBQzdDLFNBQUssT0FBTyxLQUFLO0FBRWpCLFFBQUksT0FBTztBQUNYLFFBQ0UsT0FBTyxTQUFTLFlBQ2hCLEtBQUssWUFBWSxJQUFJLE1BQU0sS0FDMUIsS0FBSyxRQUFRLElBQUksRUFBWSxVQUFVLEtBQ3hDLEtBQUssUUFBUSxJQUFJLE1BQU0sUUFDdkI7QUFDQSxZQUFNLE1BQU0sS0FBSyxPQUFPLE1BQU0sSUFBSTtBQUNsQyxVQUFJLFFBQVEsVUFBVyxRQUFPO0FBQzlCLGFBQU8sUUFBUTtBQUFBLElBQ2pCO0FBQ0EsV0FBTyxLQUFLLGVBQWUsTUFBTSxRQUFRLFdBQVcsSUFBSTtBQUFBLEVBQzFEO0FBQUE7QUFBQSxFQUdRLGVBQXVDLE1BQWMsUUFBVyxXQUErQixNQUFrQjtBQUN2SCxTQUFLLFVBQVUsSUFBSTtBQUNuQixVQUFNLE9BQU8sS0FBSztBQUNsQixVQUFNLGNBQWMsS0FBSztBQUN6QixVQUFNLE1BQU0sS0FBSyxRQUFRLElBQUk7QUFDN0IsUUFBSSxJQUFJLFVBQVUsS0FBSyxLQUFLLFFBQVEsSUFBSSxNQUFNLE9BQVcsTUFBSyxLQUFLLElBQUksSUFBSTtBQUMzRSxRQUFJO0FBQ0YsV0FBSyxLQUFLLE1BQU0sV0FBVyxJQUFJO0FBQUEsSUFDakMsVUFBRTtBQUNBLFdBQUssS0FBSyxJQUFJLElBQUk7QUFBQSxJQUNwQjtBQUNBLFVBQU0sT0FBTyxJQUFJO0FBQ2pCLFVBQU0sUUFBUSxJQUFJO0FBQ2xCLFVBQU0sUUFBUSxJQUFJO0FBQ2xCLFFBQUksTUFBTTtBQUNWLFVBQU0sTUFBTSxVQUFVLFNBQVksTUFBTSxTQUFTLE1BQU0sU0FBUyxNQUFNO0FBQ3RFLFFBQUksU0FBUyxLQUFLLFFBQVEsUUFBUSxLQUFLLFdBQVc7QUFDaEQsWUFBTSxPQUFPLFNBQVMsSUFBSSxxQkFBcUIsR0FBRyxZQUFZLElBQUksQ0FBQyxJQUFJLEdBQUc7QUFDMUUsWUFBTSxjQUFjLEdBQUcsS0FBSyxLQUFjLElBQUksS0FBSyxTQUFTLHFCQUFxQixJQUFJLElBQUksSUFBSTtBQUFBLElBQy9GO0FBQ0EsUUFBSSxVQUFVLFFBQVc7QUFDdkIsTUFBQyxPQUF3QixJQUFJLEtBQXFCO0FBQUEsSUFDcEQsV0FBVyxVQUFVLGFBQWE7QUFDaEMsa0JBQVksSUFBSSxLQUFLO0FBR3JCLFVBQUksTUFBTSxTQUFTLHFCQUFxQixLQUFLLE1BQU0sSUFBSSxLQUFLLEVBQUcsTUFBSyxNQUFNLElBQUksSUFBSTtBQUFBLElBQ3BGO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR1EsU0FBUyxRQUF1QjtBQUN0QyxVQUFNLFFBQVEsUUFBUSxNQUFNO0FBQzVCLFFBQUksVUFBVSxPQUFXLE9BQU0sZ0JBQWdCLG1CQUFtQix5QkFBeUIsTUFBTTtBQUNqRyxTQUFLLEtBQUssSUFBSSxRQUF3QixLQUFLO0FBQUEsRUFDN0M7QUFBQTtBQUFBLEVBR0EsTUFBTSxNQUF1QjtBQUMzQixTQUFLLFNBQVM7QUFDZCxZQUFRLEtBQUssUUFBUSxJQUFJLEdBQUcsU0FBUyxLQUFLO0FBQUEsRUFDNUM7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsV0FBb0I7QUFDbEIsUUFBSSxRQUFRO0FBQ1osUUFBSSxLQUFLLGdCQUFnQixFQUFHLFNBQVEsS0FBSyxhQUFhO0FBQ3RELFVBQU0sVUFBVSxLQUFLO0FBQ3JCLGFBQVMsT0FBTyxHQUFHLE9BQU8sS0FBSyxJQUFJLFFBQVEsUUFBUTtBQUNqRCxZQUFNLE9BQU8sS0FBSyxJQUFJLElBQUk7QUFDMUIsVUFBSSxJQUFJLEtBQUssV0FBVztBQUN4QixhQUFPLEtBQUssR0FBRztBQUNiLGFBQUssT0FBTyxNQUFNLE1BQU0sQ0FBQztBQUN6QixnQkFBUTtBQUdSLFlBQUksWUFBWSxVQUFhLFFBQVEsUUFBUSxFQUFHLFFBQU87QUFDdkQsWUFBSSxLQUFLLFdBQVc7QUFBQSxNQUN0QjtBQUFBLElBQ0Y7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU9BLFdBQW1CO0FBQ2pCLFFBQUksSUFBSSxLQUFLO0FBQ2IsYUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLFFBQVEsUUFBUSxLQUFLO0FBQzVDLFdBQU0sS0FBSyxRQUFRLENBQUMsRUFBWTtBQUNoQyxVQUFJLEtBQUssUUFBUSxDQUFDLE1BQU0sT0FBVztBQUFBLElBQ3JDO0FBQ0EsZUFBVyxRQUFRLEtBQUssSUFBSyxLQUFJLEtBQUssV0FBVyxLQUFLLEVBQUc7QUFDekQsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR0EsY0FBc0I7QUFDcEIsV0FBTyxLQUFLO0FBQUEsRUFDZDtBQUFBO0FBQUEsRUFHUSxPQUFPLElBQW9CO0FBQ2pDLFFBQUksT0FBTyxLQUFLLFVBQVUsRUFBRTtBQUM1QixRQUFJLE9BQU8sR0FBRztBQUNaLGFBQU8sS0FBSyxTQUFTLE9BQU8sS0FBSyxNQUFNLEtBQUssU0FBUyxRQUFRLEtBQUssTUFBTSxFQUFFLENBQUM7QUFDM0UsV0FBSyxVQUFVLEVBQUUsSUFBSTtBQUFBLElBQ3ZCO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVRLFVBQVUsR0FBaUI7QUFDakMsUUFBSSxDQUFDLE9BQU8sVUFBVSxDQUFDLEtBQUssSUFBSSxLQUFLLEtBQUssS0FBSyxTQUFTLEtBQU0sT0FBTSxZQUFZLEdBQUcsS0FBSyxTQUFTLElBQUk7QUFBQSxFQUN2RztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNUSxLQUFLLElBQVksT0FBa0IsTUFBZ0M7QUFDekUsUUFBSSxPQUFPO0FBQ1gsUUFBSTtBQUNKLFFBQUk7QUFDSixVQUFNLE9BQU8sS0FBSztBQUNsQixRQUFJLEtBQUssTUFBTSxLQUFLLEdBQUc7QUFDckIsYUFBTyxLQUFLO0FBQ1osYUFBTyxLQUFLO0FBQ1osY0FBUSxLQUFLO0FBQUEsSUFDZixPQUFPO0FBQ0wsWUFBTSxRQUFRLFFBQVEsS0FBSztBQUMzQixVQUFJLFVBQVUsUUFBVztBQUN2QixZQUFJLFVBQVUsVUFBYSxTQUFTLFFBQVc7QUFDN0MsZ0JBQU07QUFBQSxZQUNKO0FBQUEsWUFDQTtBQUFBLFlBQ0E7QUFBQSxZQUNBO0FBQUEsVUFDRjtBQUFBLFFBQ0Y7QUFDQSxlQUFPLFlBQVksT0FBTyxRQUFRLGtCQUFrQjtBQUFBLE1BQ3RELE9BQU87QUFDTCxZQUFLLE1BQXVCLFdBQVcsS0FBSyxhQUFhLEtBQXFCLEVBQUcsT0FBTSxhQUFhLFFBQVEsa0JBQWtCO0FBQzlILGFBQUssSUFBSSxPQUF1QixLQUFLO0FBQ3JDLGVBQU8sS0FBSztBQUNaLGVBQU8sS0FBSztBQUNaLGdCQUFRLEtBQUs7QUFBQSxNQUNmO0FBQUEsSUFDRjtBQUNBLFVBQU0sUUFBUSxLQUFLO0FBQ25CLFVBQU0sSUFBSSxLQUFLO0FBQ2YsTUFBRTtBQUNGLE1BQUUsU0FBUztBQUNYLFFBQUksT0FBTyxLQUFLLE1BQU07QUFDcEIsV0FBSyxRQUFRLEVBQUUsR0FBRyxLQUFLLE1BQU0sS0FBSyxNQUFNLENBQUM7QUFDekM7QUFBQSxJQUNGO0FBQ0EsVUFBTSxPQUFPLEtBQUssT0FBTyxFQUFFO0FBQzNCLFVBQU0sT0FBTyxLQUFLLE1BQU0sSUFBSTtBQUM1QixVQUFNLEtBQUssS0FBSyxNQUFNLElBQUk7QUFDMUIsT0FBRztBQUNILE9BQUcsYUFBYTtBQUNoQixRQUFJLFNBQVMsTUFBTSxTQUFTLEtBQUssVUFBVTtBQUN6QyxXQUFLLFdBQVcsTUFBTSxJQUFJLFFBQVEsTUFBTSxNQUFNLEtBQUs7QUFDbkQ7QUFBQSxJQUNGO0FBQ0EsVUFBTSxJQUFJLEtBQUs7QUFDZixNQUFFLElBQUksSUFBSTtBQUNWLE1BQUUsR0FBRyxJQUFJLEtBQUs7QUFDZCxNQUFFLEdBQUcsSUFBSTtBQUNULE1BQUUsSUFBSSxJQUFJO0FBQ1YsTUFBRSxLQUFLLElBQUk7QUFDWCxRQUFJLFNBQVMsS0FBSyxVQUFVO0FBQzFCLFFBQUUsTUFBTSxJQUFJO0FBQ1osV0FBSyxXQUFXLE1BQU0sTUFBTSxNQUFNLE1BQU0sS0FBSztBQUM3QztBQUFBLElBQ0Y7QUFDQSxRQUFJLFNBQVM7QUFDYixPQUFHO0FBQ0QsWUFBTSxNQUFNLEtBQUssSUFBSSxLQUFLLFVBQVUsUUFBUSxNQUFNO0FBQ2xELFFBQUUsTUFBTSxJQUFJO0FBQ1osV0FBSyxXQUFXLE1BQU0sTUFBTSxLQUFLLFNBQVMsUUFBUSxTQUFTLEdBQUcsR0FBRyxXQUFXLENBQUM7QUFDN0UsZ0JBQVU7QUFBQSxJQUNaLFNBQVMsU0FBUztBQUFBLEVBQ3BCO0FBQUE7QUFBQSxFQUdRLFdBQVcsTUFBYyxNQUFjLEtBQWEsTUFBa0IsT0FBcUM7QUFDakgsUUFBSSxLQUFLLFNBQVMsT0FBVyxTQUFRLFlBQVksS0FBSyxNQUFNLGVBQWUsS0FBSyxRQUFRLElBQUksQ0FBQztBQUM3RixVQUFNLE9BQU8sS0FBSyxJQUFJLElBQUk7QUFDMUIsV0FBTyxDQUFDLEtBQUssZUFBZSxLQUFLLE1BQU0sS0FBSyxFQUFHLE1BQUssVUFBVSxNQUFNLE1BQU0sTUFBTSxLQUFLLE1BQU07QUFDM0YsUUFBSSxLQUFLLGFBQWMsTUFBSyxPQUFPLEtBQUssSUFBSTtBQUFBLEVBQzlDO0FBQUE7QUFBQSxFQUdRLFdBQVcsTUFBYyxNQUFjLE1BQWtCLE9BQWdCLE9BQTBCO0FBQ3pHLFFBQUksS0FBSyxTQUFTLE9BQVcsU0FBUSxZQUFZLEtBQUssTUFBTSxlQUFlLEtBQUssUUFBUSxLQUFLLENBQUM7QUFDOUYsVUFBTSxPQUFPLEtBQUssSUFBSSxJQUFJO0FBQzFCLFVBQU0sT0FBTyxLQUFLO0FBQ2xCLFdBQU8sQ0FBQyxLQUFLLGNBQWMsTUFBTSxNQUFNLEtBQUssRUFBRyxNQUFLLFVBQVUsTUFBTSxNQUFNLE1BQU0sZUFBZSxLQUFLLE1BQU07QUFDMUcsUUFBSSxLQUFLLGFBQWMsTUFBSyxPQUFPLEtBQUssSUFBSTtBQUFBLEVBQzlDO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT1EsVUFBVSxNQUFjLE1BQWMsTUFBZ0IsT0FBcUI7QUFDakYsU0FBSyxTQUFTLE1BQU0sQ0FBQztBQUNyQixRQUFJO0FBQ0YsV0FBSyxPQUFPLFVBQVUsTUFBTSxPQUFPLElBQUk7QUFBQSxJQUN6QyxVQUFFO0FBQ0EsV0FBSyxTQUFTLE1BQU0sRUFBRTtBQUFBLElBQ3hCO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHUSxTQUFTLE1BQWMsT0FBcUI7QUFDbEQsU0FBSyxVQUFVLElBQUksSUFBSyxLQUFLLFVBQVUsSUFBSSxJQUFlO0FBQUEsRUFDNUQ7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxjQUF1QjtBQUNyQixRQUFJLFFBQVE7QUFDWixhQUFTLE9BQU8sR0FBRyxPQUFPLEtBQUssSUFBSSxRQUFRLFFBQVE7QUFDakQsVUFBSyxLQUFLLFVBQVUsSUFBSSxJQUFlLEtBQUssQ0FBRSxLQUFLLElBQUksSUFBSSxFQUFlLFFBQVEsRUFBRyxTQUFRO0FBQUEsSUFDL0Y7QUFDQSxhQUFTLE9BQU8sR0FBRyxPQUFPLEtBQUssSUFBSSxRQUFRLFFBQVE7QUFDakQsWUFBTSxPQUFPLEtBQUssSUFBSSxJQUFJO0FBQzFCLFVBQUksS0FBSyxhQUFhLEdBQUc7QUFDdkIsYUFBSyxVQUFVO0FBQ2YsWUFBSSxLQUFLLFVBQVcsTUFBSyxPQUFPLEtBQUssS0FBSyxNQUFNLElBQUksQ0FBVztBQUFBLE1BQ2pFO0FBQ0EsVUFBSSxDQUFDLEtBQUssU0FBUyxFQUFHLFNBQVE7QUFBQSxJQUNoQztBQUNBLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFUSxPQUFPLE1BQWMsTUFBZ0IsR0FBaUI7QUFDNUQsVUFBTSxPQUFPLEtBQUssTUFBTSxJQUFJO0FBQzVCLFVBQU0sTUFBTSxLQUFLLFFBQVE7QUFDekIsUUFBSSxRQUFRLEdBQUc7QUFDYixZQUFNLE9BQU8sS0FBSyxLQUFLLElBQUk7QUFDM0IsWUFBTSxPQUFPLE1BQU07QUFDbkIsVUFBSSxTQUFTLFVBQWEsU0FBUyxLQUFLLEtBQUssWUFBWTtBQUd2RCxjQUFNLFFBQVEsS0FBSyxRQUFRLFFBQVEsTUFBTSxNQUFNLEtBQUssY0FBYyxHQUFHLENBQUM7QUFDdEUsYUFBSyxRQUFRO0FBQ2IsWUFBSSxLQUFLLFVBQVcsTUFBSyxPQUFPLEtBQUssSUFBSTtBQUN6QyxhQUFLLFFBQVEsTUFBTSxNQUFNLE9BQU8sR0FBRyxNQUFNLEdBQUcsS0FBSztBQUNqRDtBQUFBLE1BQ0Y7QUFDQSxZQUFNLFFBQVEsU0FBUyxVQUFhLEtBQUssV0FBVyxJQUFJLE9BQU8sS0FBSyxNQUFNLE1BQU0sQ0FBQztBQUNqRixXQUFLLEtBQUssSUFBSSxJQUFJO0FBQ2xCLFVBQUksSUFBSSxFQUFHLE1BQUssU0FBUyxPQUFPLENBQUM7QUFDakMsV0FBSyxRQUFRO0FBQ2IsVUFBSSxLQUFLLFVBQVcsTUFBSyxPQUFPLEtBQUssSUFBSTtBQUN6QyxXQUFLLFFBQVEsTUFBTSxNQUFNLEtBQU0sT0FBTyxHQUFHLE1BQU0sQ0FBQztBQUNoRDtBQUFBLElBQ0Y7QUFDQSxVQUFNLE1BQU0sS0FBSyxTQUFTLEdBQUc7QUFDN0IsUUFBSSxRQUFRLEtBQUssTUFBTTtBQUNyQixXQUFLLFFBQVEsTUFBTSxHQUFHLEdBQUc7QUFDekIsVUFBSSxLQUFLLFVBQVcsTUFBSyxPQUFPLEtBQUssSUFBSTtBQUN6QztBQUFBLElBQ0Y7QUFDQSxVQUFNLE1BQU0sS0FBSyxTQUFTLEdBQUc7QUFDN0IsVUFBTSxTQUFTLEtBQUssU0FBUyxNQUFNO0FBQ25DLFVBQU0sUUFBUSxLQUFLLFNBQVMsS0FBSztBQUNqQyxVQUFNLE1BQU0sSUFBSTtBQUNoQixVQUFNLE9BQU8sS0FBSyxRQUFRLEdBQUc7QUFDN0IsUUFBSSxXQUFXLEdBQUc7QUFDaEIsVUFBSSxTQUFTLE9BQVcsT0FBTSxjQUFjLG1CQUFtQixLQUFLLEdBQUcsY0FBYyxHQUFHLElBQUksNEJBQTRCO0FBQ3hILFlBQU0sT0FBTyxLQUFLLEtBQUssR0FBRztBQUUxQixZQUFNLFFBQVEsU0FBUyxVQUFhLEtBQUssV0FBVyxRQUFRLE9BQU8sS0FBSyxNQUFNLEtBQUssS0FBSztBQUN4RixXQUFLLEtBQUssR0FBRyxJQUFJO0FBQ2pCLFlBQU0sT0FBTyxLQUFLLFNBQVMsSUFBSTtBQUMvQixZQUFNLE9BQU8sS0FBSyxTQUFTLElBQUk7QUFDL0IsVUFBSSxNQUFNLEVBQUcsTUFBSyxTQUFTLFFBQVEsUUFBUSxRQUFRLE1BQU0sU0FBUyxHQUFHLEdBQUcsR0FBRyxZQUFZO0FBQ3ZGLFdBQUssUUFBUTtBQUNiLFVBQUksS0FBSyxVQUFXLE1BQUssT0FBTyxLQUFLLElBQUk7QUFDekMsVUFBSSxPQUFPLE9BQU87QUFDaEIsYUFBSyxRQUFRLEtBQUssTUFBTSxPQUFPLE1BQU0sTUFBTSxLQUFLO0FBQ2hEO0FBQUEsTUFDRjtBQUNBLFdBQUssUUFBUSxHQUFHLElBQUksRUFBRSxNQUFNLE9BQU8sS0FBSyxLQUFLLE1BQU0sS0FBSztBQUN4RDtBQUFBLElBQ0Y7QUFDQSxRQUFJLFNBQVMsVUFBYSxLQUFLLFFBQVEsUUFBUTtBQUM3QyxZQUFNLGNBQWMsbUJBQW1CLE1BQU0sT0FBTyxDQUFDLGNBQWMsR0FBRyxJQUFJLHFCQUFxQixNQUFNLEVBQUU7QUFBQSxJQUN6RztBQUNBLFFBQUksTUFBTSxFQUFHLE1BQUssU0FBUyxLQUFLLE1BQU0sU0FBUyxRQUFRLFNBQVMsR0FBRyxHQUFHLFlBQVk7QUFDbEYsU0FBSyxRQUFRO0FBQ2IsUUFBSSxLQUFLLFVBQVcsTUFBSyxPQUFPLEtBQUssSUFBSTtBQUN6QyxTQUFLLE9BQU87QUFDWixRQUFJLEtBQUssT0FBTyxPQUFPO0FBQ3JCLFdBQUssUUFBUSxHQUFHLElBQUk7QUFDcEIsV0FBSyxRQUFRLEtBQUssS0FBSyxNQUFNLEtBQUssT0FBTyxLQUFLLE1BQU0sS0FBSyxNQUFNLEtBQUs7QUFBQSxJQUN0RTtBQUFBLEVBQ0Y7QUFBQTtBQUFBLEVBR1EsTUFBTSxLQUFhLE9BQTJCO0FBQ3BELFVBQU0sUUFBUSxLQUFLLE1BQU0sR0FBRztBQUM1QixRQUFJLFVBQVUsVUFBYSxNQUFNLFdBQVcsT0FBTztBQUNqRCxZQUFNLFFBQVEsSUFBSSxXQUFXLEtBQUs7QUFDbEMsVUFBSSxRQUFRLGtCQUFtQixNQUFLLE1BQU0sSUFBSSxLQUFLO0FBQ25ELGFBQU87QUFBQSxJQUNUO0FBQ0EsU0FBSyxNQUFNLEdBQUcsSUFBSTtBQUNsQixXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRVEsUUFBUSxLQUFhLE1BQWMsT0FBbUIsTUFBYyxNQUFjLE9BQWUsT0FBNEI7QUFDbkksSUFBQyxLQUFLLFFBQVEsR0FBRyxFQUFZLEtBQUssTUFBTSxPQUFPLEtBQUs7QUFDcEQsVUFBTSxLQUFLLEtBQUssTUFBTSxJQUFJO0FBQzFCLE9BQUc7QUFDSCxPQUFHLGFBQWE7QUFDaEIsUUFBSSxLQUFLLFlBQVksR0FBRyxNQUFNLEVBQUcsTUFBSyxNQUFNO0FBQzVDLFNBQUssTUFBTSxhQUFhO0FBQUEsRUFDMUI7QUFBQSxFQUVRLFFBQVEsTUFBZ0IsR0FBVyxLQUFtQjtBQUM1RCxVQUFNLFFBQVEsSUFBSSxXQUFXLENBQUM7QUFDOUIsU0FBSyxTQUFTLE9BQU8sQ0FBQztBQUN0QixTQUFLLFFBQVE7QUFDYixVQUFNLFFBQVEsSUFBSSxXQUFXLE1BQU0sUUFBUSxHQUFHLGVBQWUsQ0FBQztBQUM5RCxVQUFNLElBQUksSUFBSyxNQUFNLElBQUksSUFBZTtBQUN4QyxVQUFNLE9BQU8sS0FBSyxPQUFPLEdBQUc7QUFDNUIsVUFBTSxPQUFPLEtBQUssTUFBTSxJQUFJO0FBQzVCLFVBQU0sS0FBSyxLQUFLLE1BQU0sSUFBSTtBQUMxQixPQUFHO0FBQ0gsT0FBRyxrQkFBa0IsSUFBSTtBQUN6QixVQUFNLFFBQVEsS0FBSyxRQUFRLElBQUk7QUFDL0IsVUFBTSxNQUFNLEtBQUssSUFBSSxJQUFJO0FBQ3pCLFFBQUksTUFBTSxXQUFXLEtBQUssSUFBSSxTQUFTLEtBQUssR0FBRztBQUM3QyxVQUFJLElBQUksYUFBYyxNQUFLLE9BQU8sS0FBSyxJQUFJO0FBQzNDO0FBQUEsSUFDRjtBQUNBLFFBQUksTUFBTSxXQUFXLEVBQUcsTUFBSyxTQUFTLE1BQU0sQ0FBQztBQUM3QyxVQUFNLEtBQUssS0FBSztBQUNoQixTQUFLO0FBQUEsRUFDUDtBQUFBLEVBRVEsZUFBd0I7QUFDOUIsUUFBSSxRQUFRO0FBQ1osYUFBUyxPQUFPLEdBQUcsT0FBTyxLQUFLLFFBQVEsUUFBUSxRQUFRO0FBQ3JELFlBQU0sUUFBUSxLQUFLLFFBQVEsSUFBSTtBQUMvQixZQUFNLE9BQU8sS0FBSyxJQUFJLElBQUk7QUFDMUIsVUFBSSxJQUFJO0FBQ1IsVUFBSSxPQUFPO0FBQ1gsYUFBTyxJQUFJLE1BQU0sVUFBVSxLQUFLLFNBQVMsTUFBTSxDQUFDLENBQWUsR0FBRztBQUNoRSxpQkFBUyxLQUFLO0FBQ2Q7QUFBQSxNQUNGO0FBQ0EsVUFBSSxJQUFJLEdBQUc7QUFDVCxjQUFNLE9BQU8sR0FBRyxDQUFDO0FBQ2pCLGFBQUssaUJBQWlCO0FBQ3RCLFlBQUksTUFBTSxXQUFXLEVBQUcsTUFBSyxTQUFTLE1BQU0sRUFBRTtBQUM5QyxZQUFJLEtBQU0sTUFBSyxPQUFPLEtBQUssS0FBSyxNQUFNLElBQUksQ0FBVztBQUNyRCxnQkFBUTtBQUFBLE1BQ1Y7QUFBQSxJQUNGO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFVUSxPQUFPLE1BQWMsTUFBeUI7QUFDcEQsVUFBTSxPQUFPLEtBQUssT0FBTyxJQUFJO0FBQzdCLFVBQU0sT0FBTyxLQUFLLElBQUksSUFBSTtBQUMxQixVQUFNLFNBQVMsS0FBSztBQUNwQixhQUFTLElBQUksS0FBSyxLQUFLO0FBQ3JCLFlBQU0sSUFBSSxLQUFLLFdBQVc7QUFDMUIsVUFBSSxLQUFLLEdBQUc7QUFDVixZQUFJLENBQUMsS0FBSyxZQUFZLE1BQU0sTUFBTSxNQUFNLE1BQU0sQ0FBQyxFQUFHLFFBQU87QUFDekQsZUFBTyxLQUFLLENBQUM7QUFDYixlQUFPO0FBQUEsTUFDVDtBQUNBLFVBQUksQ0FBQyxPQUFPLFNBQVMsQ0FBQyxFQUFHLFFBQU87QUFDaEMsV0FBSyxJQUFJLFFBQVEsSUFBSTtBQUVuQixjQUFNLE1BQU0sS0FBSyxRQUFRLElBQUk7QUFDN0IsYUFBSyxLQUFLLElBQUksSUFBSSxLQUFLO0FBQ3ZCLGFBQUssVUFBVTtBQUNmLFlBQUk7QUFDRixlQUFLLFNBQVM7QUFBQSxRQUNoQixVQUFFO0FBQ0EsZUFBSyxLQUFLLElBQUksSUFBSTtBQUNsQixlQUFLLFVBQVU7QUFBQSxRQUNqQjtBQUNBLFlBQUksSUFBSSxRQUFRLEtBQUssS0FBSyxRQUFRLElBQUksTUFBTSxPQUFXLFFBQU87QUFBQSxNQUNoRTtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFUSxZQUFZLE1BQWdCLE1BQWMsTUFBYyxNQUFpQixHQUFvQjtBQUVuRyxRQUFJLEtBQUssUUFBUSxPQUFPLFFBQVEsS0FBSyxTQUFTLE1BQU0sS0FBSyxVQUFXLFFBQU87QUFDM0UsUUFBSSxLQUFLLFVBQVUsT0FBVyxNQUFLLGNBQWMsS0FBSyxPQUFPLENBQUM7QUFBQSxhQUNyRCxJQUFJLEVBQUcsTUFBSyxTQUFTLEtBQUssT0FBcUIsQ0FBQztBQUN6RCxTQUFLLFFBQVE7QUFDYixRQUFJLEtBQUssVUFBVyxNQUFLLE9BQU8sS0FBSyxJQUFJO0FBQ3pDLFVBQU0sS0FBSyxLQUFLLE1BQU0sSUFBSTtBQUMxQixPQUFHO0FBQ0gsT0FBRyxhQUFhO0FBQ2hCLFNBQUssTUFBTSxhQUFhO0FBQ3hCLFdBQU87QUFBQSxFQUNUO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU1RLEtBQUssTUFBYyxXQUFvQixPQUFPLE9BQWM7QUFDbEUsVUFBTSxNQUFNLEtBQUssUUFBUSxJQUFJO0FBQzdCLFFBQUksSUFBSSxVQUFVLEdBQUc7QUFDbkIsV0FBSyxVQUFVO0FBQ2YsVUFBSTtBQUNGLGFBQUssU0FBUztBQUNkLFlBQUksSUFBSSxVQUFVLEVBQUcsTUFBSyxPQUFPLGVBQWUsS0FBSyxNQUFNLFdBQVcsQ0FBQyxJQUFJO0FBQUEsTUFDN0UsVUFBRTtBQUNBLGFBQUssVUFBVTtBQUFBLE1BQ2pCO0FBQUEsSUFDRjtBQUNBLFdBQU87QUFBQSxFQUNUO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
