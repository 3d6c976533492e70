/**
 * The link gateway of a multi-host cluster, for one run: the far end of every link that crosses
 * hosts, served on the host process's main thread. Design note: docs/architecture.md ("Several hosts")
 * at the repository root.
 *
 * A link a -> b with a on this host and b on another is still the ring of a one-host run; the
 * gateway is its consumer. It sleeps with `Atomics.waitAsync` on rank b's doorbell (b's sleeping
 * flag stays raised on this host, so a's `Links` ring it exactly as they ring a sleeping rank),
 * drains the ring's frames when woken, and sends them opaquely (length, TAG, payload: frames are
 * self-describing, ../comm/frame.ts) on the link's own stream. On b's host the gateway is the
 * producer of the same link's ring there, writing the frames in order as rank a would have (it
 * sleeps on a's doorbell there for room); the message's handler resolves only when every frame
 * is in the ring, which returns the stream's credit (back-pressure end to end: a full ring on the receiving host
 * stops the sender's gateway, whose ring then fills and blocks rank a in its usual send wait).
 *
 * Message of a link stream: Int32 run number, then frames, each Int32 payload length, Int32 TAG,
 * payload bytes. Messages of another run are dropped.
 */
import { bellIndex, type ClusterBuffers, sleepIndex } from '../comm/layout.ts';
import { SpscRing } from '../shm/ring.ts';
import type { Topology } from '../topology/types.ts';
import type { Placement } from './placement.ts';
import type { HostTransport } from './transport.ts';
import { ringRank, waitWord, wakeRank } from './waits.ts';

/** Streams of the host protocol: control messages, collective rounds, then one per directed link. */
export const CONTROL_STREAM = 0;
export const COLLECTIVE_STREAM = 1;
const LINK_STREAM_BASE = 2;
/** A gateway sends at most this many frame bytes in one message (one drain of a ring). */
const MAX_BATCH_BYTES = 1 << 20;
/** Longest single sleep of a gateway loop: it re-checks whether the run is over. */
const SLICE_MS = 1000;

/** One direction of a link that crosses hosts. */
interface CrossLink {
  /** Producer and consumer ranks. */
  readonly from: number;
  readonly to: number;
  readonly stream: number;
  readonly ring: SpscRing;
}

/**
 * Stream number of every directed link (`[rank][port]`): LINK_STREAM_BASE + its index in rank
 * then port order, the same on every host.
 */
export function linkStreams(topology: Topology): number[][] {
  let next = LINK_STREAM_BASE;
  return Array.from({ length: topology.size }, (_, r) => topology.neighbours(r).map(() => next++));
}

export interface GatewayOptions {
  readonly run: number;
  readonly topology: Topology;
  readonly placement: Placement;
  readonly host: number;
  readonly buffers: ClusterBuffers;
  readonly transport: HostTransport;
  /** A send failed (the transport lost a peer): the run must end with this error. */
  readonly onError: (error: unknown) => void;
}

export class LinkGateway {
  private stopped = false;
  private readonly control: Int32Array;
  /** Links out of this host, each drained by a loop of its own. */
  private readonly outbound: CrossLink[] = [];
  /** Links into this host, by stream. */
  private readonly inbound = new Map<number, CrossLink>();
  /** Remote ranks with a link to this host: their doorbells are the gateway's. */
  private readonly remote: number[];

  private readonly o: GatewayOptions;
  constructor(o: GatewayOptions) {
    this.o = o;
    const { topology, placement, host, buffers } = o;
    this.control = new Int32Array(buffers.control);
    const streams = linkStreams(topology);
    const remote = new Set<number>();
    for (let a = 0; a < topology.size; a++) {
      for (const { rank: b, port } of topology.neighbours(a)) {
        const ha = placement.hostOf[a];
        const hb = placement.hostOf[b];
        if (ha === hb || (ha !== host && hb !== host)) continue;
        const sab = (buffers.links[a] as SharedArrayBuffer[])[port] as SharedArrayBuffer;
        const link: CrossLink = {
          from: a,
          to: b,
          stream: (streams[a] as number[])[port] as number,
          ring: new SpscRing(sab, 0, buffers.linkBytes),
        };
        if (ha === host) {
          this.outbound.push(link);
          remote.add(b);
        } else {
          this.inbound.set(link.stream, link);
          remote.add(a);
        }
      }
    }
    this.remote = [...remote];
  }

  /** Raise the remote ranks' sleeping flags (local ranks then ring the gateway) and start draining. */
  start(): void {
    for (const r of this.remote) Atomics.store(this.control, sleepIndex(r), 1);
    for (const link of this.outbound) {
      this.pump(link).catch((err: unknown) => {
        if (!this.stopped) this.o.onError(err);
      });
    }
  }

  /** The run is over: loops end at their next wake-up (rung now), arriving frames are dropped. */
  stop(): void {
    this.stopped = true;
    for (const r of this.remote) wakeRank(this.control, r);
  }

  /** Whether `stream` is a link stream into this host. */
  has(stream: number): boolean {
    return this.inbound.has(stream);
  }

  /** A message of link `stream` arrived: write its frames into the ring, in order, as room frees. */
  async deliver(stream: number, bytes: Uint8Array): Promise<void> {
    const link = this.inbound.get(stream);
    if (link === undefined || this.stopped || bytes.byteLength < 4) return;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getInt32(0, true) !== this.o.run) return;
    const { ring, from, to } = link;
    const control = this.control;
    const bell = bellIndex(from);
    let at = 4;
    while (at + 8 <= bytes.byteLength) {
      const n = view.getInt32(at, true);
      const tag = view.getInt32(at + 4, true);
      const payload = bytes.subarray(at + 8, at + 8 + n);
      at += 8 + n;
      let slot = ring.reserve(n);
      while (slot === -1) {
        // Sleep until rank `to` frees room: it rings `from`'s doorbell once ROOM is armed.
        const seen = Atomics.load(control, bell);
        if (!ring.fits(n) && ring.armRoom()) {
          await waitWord(control, bell, seen, SLICE_MS);
          if (this.stopped) return;
        }
        slot = ring.reserve(n);
      }
      if (n > 0) ring.put(slot, payload);
      if (ring.commit(tag, n)) wakeRank(control, to);
    }
  }

  /** Drain one outbound ring for the run's lifetime, sending what it holds in batches. */
  private async pump(link: CrossLink): Promise<void> {
    const { ring, from, to, stream } = link;
    const control = this.control;
    const bell = bellIndex(to);
    const peer = this.o.placement.hostOf[to] as number;
    while (!this.stopped) {
      const seen = Atomics.load(control, bell);
      const batch = this.drain(ring, from);
      if (batch !== undefined) {
        await this.o.transport.send(peer, stream, batch);
        continue;
      }
      // The consumer's sleep protocol: mark the next frame IDLE, so its producer rings `to`.
      if (!ring.markIdle()) continue;
      await waitWord(control, bell, seen, SLICE_MS);
    }
  }

  /** Take every frame the ring holds (up to MAX_BATCH_BYTES) as one message; undefined when empty. */
  private drain(ring: SpscRing, producer: number): Uint8Array | undefined {
    const frames: { tag: number; payload: Uint8Array }[] = [];
    let bytes = 4;
    for (let n = ring.poll(); n >= 0; n = ring.poll()) {
      const payload = new Uint8Array(n);
      if (n > 0) ring.peekInto(payload, 0);
      frames.push({ tag: ring.peekTag(), payload });
      if (ring.consume()) ringRank(this.control, producer);
      bytes += 8 + n;
      if (bytes >= MAX_BATCH_BYTES) break;
    }
    if (ring.shareHead()) ringRank(this.control, producer);
    if (frames.length === 0) return undefined;
    const out = new Uint8Array(bytes);
    const view = new DataView(out.buffer);
    view.setInt32(0, this.o.run, true);
    let at = 4;
    for (const { tag, payload } of frames) {
      view.setInt32(at, payload.byteLength, true);
      view.setInt32(at + 4, tag, true);
      out.set(payload, at + 8);
      at += 8 + payload.byteLength;
    }
    return out;
  }
}
