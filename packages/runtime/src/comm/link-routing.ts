/**
 * Routing of a rank's links (./links.ts): the first hop towards any rank, and frames that pass
 * through this rank on their way elsewhere, forwarded as they are (hop count bumped) or queued
 * while the next port is full.
 */
import type { Topology } from '../topology/types.ts';
import { HEADER_BYTES, HOPS } from './frame.ts';
import type { LinkFlow } from './link-flow.ts';
import type { LinkStats } from './link-stats.ts';
import type { InPort, OutPort } from './port.ts';
import type { Waiter } from './waiter.ts';

/** `putFrame`: the port had no room. */
const NO_ROOM = -1;

/** Put a whole frame (header and body, tag 0) on `out`: NO_ROOM, 1 when the receiver must be rung, else 0. */
function putFrame(out: OutPort, frame: Uint8Array): number {
  const at = out.reserve(frame.length);
  if (at === -1) return NO_ROOM;
  out.put(at, frame);
  return out.commit(0, frame.length) ? 1 : 0;
}

export class LinkRouter {
  /** Out port of the first hop towards each rank (-1: not known yet; routes are fixed). */
  readonly routePort: Int32Array;
  /** Frames waiting to be forwarded, over all ports. */
  backlogFrames = 0;
  private readonly backlog: Uint8Array[][];
  private readonly rank: number;
  private readonly topology: Topology;
  private readonly out: readonly OutPort[];
  private readonly peers: readonly number[];
  private readonly stats: readonly LinkStats[];
  private readonly waiter: Waiter;
  private readonly flow: LinkFlow;
  constructor(
    rank: number,
    topology: Topology,
    out: readonly OutPort[],
    peers: readonly number[],
    stats: readonly LinkStats[],
    waiter: Waiter,
    flow: LinkFlow,
  ) {
    this.rank = rank;
    this.topology = topology;
    this.out = out;
    this.peers = peers;
    this.stats = stats;
    this.waiter = waiter;
    this.flow = flow;
    this.backlog = peers.map(() => []);
    this.routePort = new Int32Array(topology.size).fill(-1);
    for (const [port, r] of peers.entries()) this.routePort[r] = port;
  }

  /** Out port of the first hop towards `to`. */
  portTo(to: number): number {
    let port = this.routePort[to] as number;
    if (port < 0) {
      port = this.topology.portOf(this.rank, this.topology.nextHop(this.rank, to));
      this.routePort[to] = port;
    }
    return port;
  }

  /**
   * Pass on the next frame of `ring` (`n` bytes, addressed to `dst`, not this rank): consumed here,
   * put on the next port or queued. Returns whether the frame's sender asked for room (ring it).
   */
  forward(ring: InPort, n: number, dst: number): boolean {
    const frame = new Uint8Array(n);
    ring.peekInto(frame, 0);
    const asked = ring.consume();
    const words = new Int32Array(frame.buffer, 0, HEADER_BYTES / 4);
    words[HOPS] = (words[HOPS] as number) + 1;
    const port = this.portTo(dst);
    const next = this.peers[port] as number;
    const st = this.stats[port] as LinkStats;
    st.forwardedFrames++;
    st.forwardedBytes += n - HEADER_BYTES;
    const queue = this.backlog[port] as Uint8Array[];
    if (queue.length === 0) {
      const put = putFrame(this.out[port] as OutPort, frame);
      if (put === 1) this.waiter.wake(next);
      if (put !== NO_ROOM) return asked;
      this.flow.want(port, 1);
    }
    queue.push(frame);
    this.backlogFrames++;
    return asked;
  }

  /** Put queued frames on their ports while they have room; returns whether any moved. */
  flush(): boolean {
    let moved = false;
    for (let port = 0; port < this.backlog.length; port++) {
      const queue = this.backlog[port] as Uint8Array[];
      const out = this.out[port] as OutPort;
      let k = 0;
      let idle = false;
      while (k < queue.length) {
        const put = putFrame(out, queue[k] as Uint8Array);
        if (put === NO_ROOM) break;
        idle ||= put === 1; // the mark sits on the first frame's word
        k++;
      }
      if (k > 0) {
        queue.splice(0, k);
        this.backlogFrames -= k;
        if (queue.length === 0) this.flow.want(port, -1);
        if (idle) this.waiter.wake(this.peers[port] as number);
        moved = true;
      }
    }
    return moved;
  }
}
