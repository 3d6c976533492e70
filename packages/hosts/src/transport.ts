/**
 * `HostTransport` over NATS core: one subscription per host process on `mw.<job>.<host>`, frames
 * (see frame.ts) for data chunks, credit, hello, heartbeats and goodbye; a send stream and a
 * receive stream per (peer, stream) (send-stream.ts, recv-stream.ts).
 */
import type { HostTransport } from '@meshwork/runtime';
import { asError, checkInt } from '@meshwork/runtime/internal';
import { invalidArgument } from '@meshwork/runtime/plugin';
import type { Msg, NatsConnection } from '@nats-io/transport-node';
import { hostErrors } from './errors.ts';
import {
  BYE_FAILED,
  DATA_ASK,
  decodeFrame,
  encodeFrame,
  type FrameHeader,
  HEADER_BYTES,
  HELLO_HEARD,
  jobKey,
  Kind,
  payloadOf,
} from './frame.ts';
import type { ResolvedOptions } from './options.ts';
import { PeerTable } from './peers.ts';
import { StreamTable } from './streams.ts';
import { type HostTransportStats, transportStats } from './transport-stats.ts';

type Handler = (from: number, stream: number, bytes: Uint8Array) => void | Promise<void>;

const HELLO_RESEND_MS = 100;
const CLOSE_FLUSH_MS = 2000;
const TE = new TextEncoder();
const TD = new TextDecoder();

function randomNonce(): number {
  return (Math.floor(Math.random() * 0xffffffff) | 1) >>> 0;
}

/** A `HostTransport` over one NATS connection (made by `connectHosts`, ./connect.ts). */
export class NatsHostTransport implements HostTransport {
  /** This process's host index. */
  readonly host: number;
  /** Number of host processes in the job. */
  readonly hosts: number;
  /** The job id. */
  readonly job: string;
  /** The server and job, for messages: "nats://127.0.0.1:4222 (job j1)". */
  readonly describe: string;
  /** Payload bytes per chunk. */
  readonly chunkBytes: number;
  private readonly nonce = randomNonce();
  private readonly key: number;
  private readonly peers: PeerTable;
  private readonly streams: StreamTable;
  private readonly failureHandlers: ((error: Error) => void)[] = [];
  private handler: Handler | undefined;
  private failure: Error | undefined;
  private closing: Promise<void> | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private sentMessages = 0;
  private sentBytes = 0;
  private readonly ignoredBy = { foreign: 0, otherJob: 0, staleSender: 0 };
  private helloDone: ((err?: Error) => void) | undefined;

  /**
   * The NATS connection under this transport, for raw baselines on the same client (the hosts
   * benchmark) and diagnostics. Use subjects outside `mw.>`; end it with `close()`, not its own.
   */
  get connection(): NatsConnection {
    return this.nc;
  }

  private readonly nc: NatsConnection;
  private readonly o: ResolvedOptions;
  constructor(nc: NatsConnection, o: ResolvedOptions) {
    this.nc = nc;
    this.o = o;
    this.host = o.host;
    this.hosts = o.hosts;
    this.job = o.job;
    const server = nc.getServer();
    this.describe = `${server.includes('://') ? server : `nats://${server}`} (job ${o.job})`;
    this.key = jobKey(o.job);
    const maxPayload = nc.info?.max_payload ?? 1 << 20;
    this.chunkBytes = Math.max(1, Math.min(o.chunkBytes ?? Number.POSITIVE_INFINITY, maxPayload - HEADER_BYTES, o.windowBytes));
    this.peers = new PeerTable(o.host, o.hosts, this.nonce);
    this.streams = new StreamTable({ bytes: o.windowBytes, messages: o.windowMessages }, this.chunkBytes, {
      header: (to, kind, flags) => this.header(to, kind, flags),
      publish: (to, frame) => this.publish(to, frame),
      control: (to, kind, flags, stream, value, payload) => this.control(to, kind, flags, stream, value, payload),
      handler: () => this.handler,
      failed: (err) => this.fail(err),
    });
    nc.subscribe(this.subject(o.host), { callback: (err, msg) => this.onNats(err, msg) });
    void nc.closed().then((err) => {
      if (this.closing === undefined) this.fail(hostErrors.natsLost(this.describe, 'connection closed', err ?? undefined));
    });
    void this.watchStatus();
  }

  send(to: number, stream: number, bytes: Uint8Array): Promise<void> {
    if (this.failure !== undefined) return Promise.reject(this.failure);
    if (this.closing !== undefined) return Promise.reject(hostErrors.transportClosed('send'));
    try {
      checkInt('send: to', to, 0, this.hosts - 1);
      checkInt('send: stream', stream, 0, 2 ** 32 - 1);
      if (!(bytes instanceof Uint8Array)) throw invalidArgument('send: bytes', 'a Uint8Array', bytes);
    } catch (err) {
      return Promise.reject(err);
    }
    if (this.peers.closed(to)) return Promise.reject(hostErrors.closedPeer(to, stream));
    this.sentMessages++;
    this.sentBytes += bytes.length;
    return this.streams.send(to, stream).send(bytes);
  }

  onMessage(handler: Handler): void {
    if (typeof handler !== 'function') throw invalidArgument('onMessage handler', 'a function', handler);
    if (this.handler !== undefined) throw invalidArgument('onMessage', 'called once', 'a second handler');
    this.handler = handler;
    for (const r of this.streams.recvs.values()) r.dispatch();
  }

  onFailure(handler: (error: Error) => void): void {
    if (typeof handler !== 'function') throw invalidArgument('onFailure handler', 'a function', handler);
    this.failureHandlers.push(handler);
    const failure = this.failure;
    if (failure !== undefined) queueMicrotask(() => handler(failure));
  }

  close(): Promise<void> {
    this.closing ??= this.shutdown();
    return this.closing;
  }

  /** Counters since connect. */
  stats(): HostTransportStats {
    return transportStats(
      this.streams.sends.values(),
      this.streams.recvs.values(),
      this.sentMessages,
      this.sentBytes,
      this.ignoredBy,
      this.chunkBytes,
    );
  }

  /** Payload bytes sent to `to` on `stream` and not yet credited (0 for a stream never used). */
  outstandingBytes(to: number, stream: number): number {
    return this.streams.sent(to, stream)?.outstandingBytes ?? 0;
  }

  /**
   * The hello barrier (called once by connectHosts): hello every host not yet heard every 100 ms;
   * answer a hello that has not heard us. Since a host says hello only once subscribed, hearing
   * every host means every host is subscribed; the answer reaches a host before any data of ours.
   */
  async hello(): Promise<void> {
    await this.nc.flush(); // the subscription is registered at the server before the first hello
    const start = performance.now();
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => this.helloTick(start), HELLO_RESEND_MS);
      this.helloDone = (err) => {
        clearInterval(timer);
        this.helloDone = undefined;
        if (err === undefined) resolve();
        else reject(err);
      };
      this.helloTick(start);
    });
    this.startHeartbeats();
  }

  private helloTick(start: number): void {
    if (this.failure !== undefined) {
      this.helloDone?.(this.failure);
      return;
    }
    const missing = this.peers.missing();
    if (missing.length === 0) {
      this.helloDone?.();
      return;
    }
    if (performance.now() - start > this.o.helloTimeoutMs) {
      this.helloDone?.(hostErrors.helloTimeout(missing, this.hosts, this.o.helloTimeoutMs, this.describe));
      return;
    }
    for (const h of missing) this.control(h, Kind.HELLO, 0);
  }

  private startHeartbeats(): void {
    this.peers.start(performance.now());
    this.heartbeat = setInterval(() => this.heartbeatTick(), this.o.heartbeatMs);
    this.heartbeat.unref();
  }

  private heartbeatTick(): void {
    const silent = this.peers.tick(performance.now(), this.o.heartbeatMs, this.o.deadAfterMs);
    for (const h of this.peers.open()) this.control(h, Kind.HEARTBEAT, 0);
    if (silent.length > 0) this.fail(hostErrors.silent(silent, this.o.deadAfterMs, this.describe));
  }

  private subject(host: number): string {
    return `mw.${this.job}.${host}`;
  }

  private header(to: number, kind: number, flags: number): FrameHeader {
    return { kind, flags, from: this.host, to, jobKey: this.key, nonce: this.nonce, stream: 0, seq: 0, chunk: 0, chunks: 0, value: 0 };
  }

  private publish(to: number, frame: Uint8Array): void {
    try {
      this.nc.publish(this.subject(to), frame);
    } catch (err) {
      this.fail(hostErrors.natsLost(this.describe, 'publish failed', err));
    }
  }

  /** A frame without payload (HELLO, HEARTBEAT) or with a small one. */
  private control(to: number, kind: number, flags: number, stream = 0, value = 0, payload?: Uint8Array): void {
    const frame = encodeFrame({ ...this.header(to, kind, flags), stream, value }, payload?.length ?? 0);
    if (payload !== undefined) frame.set(payload, HEADER_BYTES);
    this.publish(to, frame);
  }

  private onNats(err: Error | null, msg: Msg): void {
    if (err !== null) {
      this.fail(hostErrors.natsLost(this.describe, 'subscription failed', err));
      return;
    }
    if (this.failure !== undefined || this.closing !== undefined) return;
    try {
      this.onFrame(msg.data);
    } catch (e) {
      this.fail(asError(e));
    }
  }

  private onFrame(data: Uint8Array): void {
    const h = decodeFrame(data);
    if (h === undefined || h.to !== this.host || h.from >= this.hosts) {
      this.ignoredBy.foreign++;
      return;
    }
    if (h.jobKey !== this.key) {
      this.ignoredBy.otherJob++;
      return;
    }
    const from = h.from;
    if (h.kind === Kind.HELLO) {
      this.onHello(h);
      return;
    }
    if (!this.peers.heard(from, h.nonce, performance.now())) {
      this.ignoredBy.staleSender++;
      return;
    }
    switch (h.kind) {
      case Kind.DATA:
        this.streams.recv(from, h.stream).data(h.seq, h.chunk, h.chunks, h.value, payloadOf(data), (h.flags & DATA_ASK) !== 0);
        return;
      case Kind.CREDIT: {
        const s = this.streams.sent(from, h.stream);
        const p = payloadOf(data);
        if (s === undefined || p.length !== 8)
          throw hostErrors.malformed(from, `a credit for a stream this host sent on`, `stream ${h.stream}`);
        s.credit(h.value, new DataView(p.buffer, p.byteOffset, 8).getFloat64(0, true));
        return;
      }
      case Kind.ASK:
        this.streams.recv(from, h.stream).ask();
        return;
      case Kind.HEARTBEAT:
        return;
      case Kind.BYE:
        this.onBye(from, h.flags, TD.decode(payloadOf(data)));
        return;
      default:
        throw hostErrors.malformed(from, 'a frame kind in 1..6', String(h.kind));
    }
  }

  private onHello(h: FrameHeader): void {
    if (!this.peers.hello(h.from, h.nonce, performance.now())) {
      this.ignoredBy.staleSender++;
      return;
    }
    if ((h.flags & HELLO_HEARD) === 0 && h.from !== this.host) this.control(h.from, Kind.HELLO, HELLO_HEARD);
  }

  private onBye(from: number, flags: number, reason: string): void {
    if ((flags & BYE_FAILED) !== 0) {
      this.fail(hostErrors.failed(from, reason));
      return;
    }
    this.peers.close(from);
    for (const s of this.streams.sends.values()) if (s.to === from && s.waiting > 0) s.fail(hostErrors.closedPeer(from, s.stream));
  }

  private async watchStatus(): Promise<void> {
    for await (const s of this.nc.status()) {
      if (this.closing !== undefined) return;
      if (s.type === 'disconnect') this.fail(hostErrors.natsLost(this.describe, 'disconnected'));
      else if (s.type === 'error') this.fail(hostErrors.natsLost(this.describe, 'server error', s.error));
    }
  }

  /** The transport fails (once): pending sends reject, peers hear why, handlers are told. */
  private fail(err: Error): void {
    if (this.failure !== undefined || this.closing !== undefined) return;
    this.failure = err;
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    for (const s of this.streams.sends.values()) s.fail(err);
    for (const r of this.streams.recvs.values()) r.stop();
    this.helloDone?.(err);
    if (!this.nc.isClosed()) {
      const reason = TE.encode(err.message.slice(0, 2000));
      for (const h of this.peers.open()) {
        try {
          const frame = encodeFrame(this.header(h, Kind.BYE, BYE_FAILED), reason.length);
          frame.set(reason, HEADER_BYTES);
          this.nc.publish(this.subject(h), frame);
        } catch {
          break; // the connection is gone: nobody can be told
        }
      }
    }
    for (const handler of this.failureHandlers) {
      try {
        handler(err);
      } catch {
        // A throwing failure handler must not stop the others from hearing.
      }
    }
  }

  private async shutdown(): Promise<void> {
    if (this.heartbeat !== undefined) clearInterval(this.heartbeat);
    const closed = hostErrors.transportClosed('send');
    for (const s of this.streams.sends.values()) s.fail(closed);
    if (this.failure === undefined && !this.nc.isClosed()) {
      for (const r of this.streams.recvs.values()) r.flushCredit();
      for (const h of this.peers.open()) this.control(h, Kind.BYE, 0);
    }
    for (const r of this.streams.recvs.values()) r.stop();
    this.helloDone?.(closed);
    if (!this.nc.isClosed()) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.nc.flush().catch(() => undefined),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, CLOSE_FLUSH_MS);
        }),
      ]);
      clearTimeout(timer);
      await this.nc.close().catch(() => undefined);
    }
  }
}
