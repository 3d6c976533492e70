/**
 * Flow control of a rank's links (./links.ts): a send that finds its port full waits for room,
 * moving other traffic meanwhile, and is rung when room is freed only while it asks; before any
 * wait of the rank sleeps, every inbound port is marked so that the next frame rings it
 * (../shm/README.md, "Doorbells").
 */
import type { InPort, OutPort } from './port.ts';
import type { Waiter } from './waiter.ts';

export class LinkFlow {
  /** Per outbound port: reasons to hear about freed room (a blocked send, a forwarding backlog). */
  private readonly roomWaits: number[];
  private readonly out: readonly OutPort[];
  private readonly inb: readonly InPort[];
  private readonly peers: readonly number[];
  private readonly waiter: Waiter;
  constructor(out: readonly OutPort[], inb: readonly InPort[], peers: readonly number[], waiter: Waiter) {
    this.out = out;
    this.inb = inb;
    this.peers = peers;
    this.waiter = waiter;
    this.roomWaits = out.map(() => 0);
  }

  /** Count a reason to hear about room on out[port]; `beforeSleep` asks for room while any remains. */
  want(port: number, delta: 1 | -1): void {
    this.roomWaits[port] = (this.roomWaits[port] as number) + delta;
  }

  /** Block until a frame of `bytes` payload bytes fits in out[port] (full), moving other traffic meanwhile. */
  awaitRoom(port: number, peer: number, bytes: number): void {
    this.want(port, 1);
    try {
      this.waiter.untilRoom(this.out[port] as OutPort, bytes, peer);
    } finally {
      this.want(port, -1);
    }
  }

  /**
   * The waiter's last step before a sleep: ask for room on every outbound port this rank waits to
   * write, make the room consumed on every inbound port visible (ringing a sender that asked for
   * it), and mark every inbound port idle so that the next frame rings this rank. False when a
   * port moved meanwhile: check again instead of sleeping.
   */
  beforeSleep(): boolean {
    let quiet = true;
    for (let port = 0; port < this.out.length; port++) {
      if ((this.roomWaits[port] as number) > 0 && !(this.out[port] as OutPort).armRoom()) quiet = false;
    }
    for (let port = 0; port < this.inb.length; port++) {
      const ring = this.inb[port] as InPort;
      if (ring.shareHead()) this.waiter.ring(this.peers[port] as number);
      if (!ring.markIdle()) quiet = false;
    }
    return quiet;
  }
}
