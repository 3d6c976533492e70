/**
 * Host side of the hierarchical shm collectives (../comm/collectives-hosts.ts), for one run.
 *
 * The last local arrival at the shm barrier stores the round's request (0: a plain barrier;
 * p + 1: the slots of scratch parity p) and rings HOST_BELL. The exchange sends this host's
 * slots (each: rank, 16-byte slot header, body bytes, copied exactly) to every other host on the
 * collective stream, waits for the same round from each of them, writes their slots into its
 * scratch, then releases the local barrier and rings the local ranks. Rounds are numbered in
 * the order the barriers happen, which is the same on every host (every rank calls the same
 * collectives in the same order); a host can be at most one round ahead of another (it needs
 * everyone's round k to leave barrier k), so early messages are queued per host.
 *
 * Message: Int32 run, round, request, slot count; per slot Int32 rank, Int32 body bytes, the
 * slot's 16 header bytes, the body padded to 4 bytes.
 */
import { releaseHostBarrier } from '../comm/collectives-hosts.ts';
import { HOST_BELL, HOST_REQUEST } from '../comm/layout.ts';
import { hostMalformed } from '../errors.ts';
import { COLLECTIVE_STREAM } from './gateway.ts';
import type { HostTransport } from './transport.ts';
import { ringRank, waitWord } from './waits.ts';

/** Bytes of a slot header (../comm/collectives-shm.ts). */
const SLOT_HEADER = 16;
const SLICE_MS = 1000;

export interface ExchangeOptions {
  readonly run: number;
  readonly host: number;
  readonly hosts: number;
  /** Ranks of this host. */
  readonly localRanks: readonly number[];
  readonly size: number;
  readonly control: SharedArrayBuffer;
  readonly scratch: SharedArrayBuffer;
  readonly slotBytes: number;
  readonly transport: HostTransport;
  /** A send failed or a peer sent a malformed round: the run must end with this error. */
  readonly onError: (error: unknown) => void;
}

export class CollectiveExchange {
  private stopped = false;
  private round = 0;
  private readonly control: Int32Array;
  private readonly bytes: Uint8Array;
  /** Rounds received per host, oldest first. */
  private readonly queued: Uint8Array[][];
  private arrived: (() => void) | undefined;

  private readonly o: ExchangeOptions;
  constructor(o: ExchangeOptions) {
    this.o = o;
    this.control = new Int32Array(o.control);
    this.bytes = new Uint8Array(o.scratch);
    this.queued = Array.from({ length: o.hosts }, () => []);
  }

  start(): void {
    this.loop().catch((err: unknown) => {
      if (!this.stopped) this.o.onError(err);
    });
  }

  stop(): void {
    this.stopped = true;
    Atomics.add(this.control, HOST_BELL, 1);
    Atomics.notify(this.control, HOST_BELL);
    this.arrived?.();
  }

  /** A round from host `from` arrived (any run: other runs' rounds are dropped). */
  deliver(from: number, bytes: Uint8Array): void {
    if (this.stopped || bytes.byteLength < 16 || from < 0 || from >= this.o.hosts) return;
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    if (view.getInt32(0, true) !== this.o.run) return;
    (this.queued[from] as Uint8Array[]).push(bytes);
    this.arrived?.();
  }

  private async loop(): Promise<void> {
    let handled = 0;
    while (!this.stopped) {
      const seen = Atomics.load(this.control, HOST_BELL);
      if (seen !== handled) {
        handled = seen;
        await this.complete(Atomics.load(this.control, HOST_REQUEST));
        continue;
      }
      await waitWord(this.control, HOST_BELL, seen, SLICE_MS);
    }
  }

  /** One round: send ours, take everyone's, release the local barrier. */
  private async complete(request: number): Promise<void> {
    const round = ++this.round;
    const { host, hosts, transport } = this.o;
    const mine = this.encode(round, request);
    const sends: Promise<void>[] = [];
    for (let h = 0; h < hosts; h++) if (h !== host) sends.push(transport.send(h, COLLECTIVE_STREAM, mine));
    // Observed from now on: when the exchange stops before the round completes (the transport
    // failed, which the cluster hears through its failure handler), a rejected send must not
    // become an unhandled rejection that kills the host process.
    const sent = Promise.all(sends);
    sent.catch(() => undefined);
    for (let h = 0; h < hosts; h++) {
      if (h === host) continue;
      const msg = await this.next(h);
      if (msg === undefined) return;
      this.absorb(h, msg, round, request);
    }
    await sent;
    if (this.stopped) return;
    releaseHostBarrier(this.control);
    for (const r of this.o.localRanks) ringRank(this.control, r);
  }

  /** The oldest queued round of host `h`, once there is one; undefined when stopped. */
  private async next(h: number): Promise<Uint8Array | undefined> {
    const queue = this.queued[h] as Uint8Array[];
    while (queue.length === 0) {
      if (this.stopped) return undefined;
      await new Promise<void>((resolve) => {
        this.arrived = resolve;
      });
      this.arrived = undefined;
    }
    return queue.shift();
  }

  private encode(round: number, request: number): Uint8Array {
    const { localRanks, slotBytes } = this.o;
    const parity = request - 1;
    const headers = new Int32Array(this.o.scratch);
    const lens = localRanks.map((r) => (request === 0 ? -1 : (headers[((parity * this.o.size + r) * slotBytes) / 4 + 2] as number)));
    let bytes = 16;
    for (const len of lens) if (len >= 0) bytes += 8 + SLOT_HEADER + ((Math.min(len, slotBytes - SLOT_HEADER) + 3) & ~3);
    const out = new Uint8Array(bytes);
    const view = new DataView(out.buffer);
    view.setInt32(0, this.o.run, true);
    view.setInt32(4, round, true);
    view.setInt32(8, request, true);
    view.setInt32(12, request === 0 ? 0 : localRanks.length, true);
    let at = 16;
    for (const [i, r] of localRanks.entries()) {
      const len = lens[i] as number;
      if (len < 0) continue;
      const body = Math.min(len, slotBytes - SLOT_HEADER);
      const slot = (parity * this.o.size + r) * slotBytes;
      view.setInt32(at, r, true);
      view.setInt32(at + 4, body, true);
      out.set(this.bytes.subarray(slot, slot + SLOT_HEADER + body), at + 8);
      at += 8 + SLOT_HEADER + ((body + 3) & ~3);
    }
    return out;
  }

  /** Write host `h`'s slots of `round` into this host's scratch. */
  private absorb(h: number, msg: Uint8Array, round: number, request: number): void {
    const view = new DataView(msg.buffer, msg.byteOffset, msg.byteLength);
    const gotRound = view.getInt32(4, true);
    const gotRequest = view.getInt32(8, true);
    if (gotRound !== round || gotRequest !== request) {
      throw hostMalformed(
        h,
        `round ${round} of the shm collectives (request ${request})`,
        `round ${gotRound} (request ${gotRequest}): the hosts' ranks did not meet at the same barriers`,
      );
    }
    if (request === 0) return;
    const parity = request - 1;
    const { size, slotBytes } = this.o;
    const count = view.getInt32(12, true);
    let at = 16;
    for (let k = 0; k < count; k++) {
      const r = view.getInt32(at, true);
      const body = view.getInt32(at + 4, true);
      if (r < 0 || r >= size || body < 0 || body > slotBytes - SLOT_HEADER || at + 8 + SLOT_HEADER + body > msg.byteLength) {
        throw hostMalformed(
          h,
          `a collective slot of at most ${slotBytes - SLOT_HEADER} bytes of a rank in [0, ${size})`,
          `rank ${r}, ${body} bytes`,
        );
      }
      const slot = (parity * size + r) * slotBytes;
      this.bytes.set(msg.subarray(at + 8, at + 8 + SLOT_HEADER + body), slot);
      at += 8 + SLOT_HEADER + ((body + 3) & ~3);
    }
  }
}
