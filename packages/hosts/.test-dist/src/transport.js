import { hostErrors } from "@meshwork/runtime/plugin";
import { connect } from "@nats-io/transport-node";
import {
  BYE_FAILED,
  DATA_ASK,
  decodeFrame,
  encodeFrame,
  HEADER_BYTES,
  HELLO_HEARD,
  jobKey,
  Kind,
  payloadOf
} from "./frame.js";
import { resolveOptions } from "./options.js";
import { RecvStream } from "./recv-stream.js";
import { SendStream } from "./send-stream.js";
const HELLO_RESEND_MS = 100;
const CLOSE_FLUSH_MS = 2e3;
const TE = new TextEncoder();
const TD = new TextDecoder();
function randomNonce() {
  return (Math.floor(Math.random() * 4294967295) | 1) >>> 0;
}
function streamKey(host, stream) {
  return host * 2 ** 32 + stream;
}
async function connectHosts(options) {
  const o = resolveOptions(options);
  const where = o.servers.join(",");
  let nc;
  try {
    nc = await connect({
      servers: [...o.servers],
      reconnect: false,
      timeout: o.connectTimeoutMs,
      name: `meshwork ${o.job} host ${o.host}`
    });
  } catch (err) {
    throw hostErrors.natsLost(where, "could not connect", err);
  }
  const transport = new NatsHostTransport(nc, o);
  try {
    await transport.hello();
  } catch (err) {
    await transport.close();
    throw err;
  }
  return transport;
}
class NatsHostTransport {
  constructor(nc, o) {
    this.nc = nc;
    this.o = o;
    this.host = o.host;
    this.hosts = o.hosts;
    this.job = o.job;
    const server = nc.getServer();
    this.describe = `${server.includes("://") ? server : `nats://${server}`} (job ${o.job})`;
    this.key = jobKey(o.job);
    const maxPayload = nc.info?.max_payload ?? 1 << 20;
    this.chunkBytes = Math.max(1, Math.min(o.chunkBytes ?? Number.POSITIVE_INFINITY, maxPayload - HEADER_BYTES, o.windowBytes));
    this.peerNonce = Array.from({ length: o.hosts }, (_, h) => h === o.host ? this.nonce : void 0);
    this.lastHeard = new Array(o.hosts).fill(0);
    this.peerClosed = new Array(o.hosts).fill(false);
    nc.subscribe(this.subject(o.host), { callback: (err, msg) => this.onNats(err, msg) });
    void nc.closed().then((err) => {
      if (this.closing === void 0) this.fail(hostErrors.natsLost(this.describe, "connection closed", err ?? void 0));
    });
    void this.watchStatus();
  }
  nc;
  o;
  /** This process's host index. */
  host;
  /** Number of host processes in the job. */
  hosts;
  /** The job id. */
  job;
  /** The server and job, for messages: "nats://127.0.0.1:4222 (job j1)". */
  describe;
  /** Payload bytes per chunk. */
  chunkBytes;
  nonce = randomNonce();
  key;
  peerNonce;
  lastHeard;
  peerClosed;
  sends = /* @__PURE__ */ new Map();
  recvs = /* @__PURE__ */ new Map();
  failureHandlers = [];
  handler;
  failure;
  closing;
  heartbeat;
  lastTick = 0;
  sentMessages = 0;
  sentBytes = 0;
  ignoredBy = { foreign: 0, otherJob: 0, staleSender: 0 };
  helloDone;
  /**
   * The NATS connection under this transport, for raw baselines on the same client (the hosts
   * benchmark) and diagnostics. Use subjects outside `mw.>`; end it with `close()`, not its own.
   */
  get connection() {
    return this.nc;
  }
  send(to, stream, bytes) {
    if (this.failure !== void 0) return Promise.reject(this.failure);
    if (this.closing !== void 0) return Promise.reject(hostErrors.transportClosed("send"));
    try {
      hostErrors.checkInt("send: to", to, 0, this.hosts - 1);
      hostErrors.checkInt("send: stream", stream, 0, 2 ** 32 - 1);
      if (!(bytes instanceof Uint8Array)) throw hostErrors.invalidArgument("send: bytes", "a Uint8Array", bytes);
    } catch (err) {
      return Promise.reject(err);
    }
    if (this.peerClosed[to]) return Promise.reject(hostErrors.closedPeer(to, stream));
    this.sentMessages++;
    this.sentBytes += bytes.length;
    return this.sendStream(to, stream).send(bytes);
  }
  onMessage(handler) {
    if (typeof handler !== "function") throw hostErrors.invalidArgument("onMessage handler", "a function", handler);
    if (this.handler !== void 0) throw hostErrors.invalidArgument("onMessage", "called once", "a second handler");
    this.handler = handler;
    for (const r of this.recvs.values()) r.dispatch();
  }
  onFailure(handler) {
    if (typeof handler !== "function") throw hostErrors.invalidArgument("onFailure handler", "a function", handler);
    this.failureHandlers.push(handler);
    const failure = this.failure;
    if (failure !== void 0) queueMicrotask(() => handler(failure));
  }
  close() {
    this.closing ??= this.shutdown();
    return this.closing;
  }
  /** Counters since connect. */
  stats() {
    let maxOutstandingBytes = 0;
    let maxOutstandingMessages = 0;
    for (const s of this.sends.values()) {
      maxOutstandingBytes = Math.max(maxOutstandingBytes, s.maxOutstandingBytes);
      maxOutstandingMessages = Math.max(maxOutstandingMessages, s.maxOutstandingMessages);
    }
    let receivedMessages = 0;
    for (const r of this.recvs.values()) receivedMessages += r.delivered;
    const { foreign, otherJob, staleSender } = this.ignoredBy;
    return {
      sentMessages: this.sentMessages,
      sentBytes: this.sentBytes,
      receivedMessages,
      ignored: foreign + otherJob + staleSender,
      ignoredBy: { ...this.ignoredBy },
      maxOutstandingBytes,
      maxOutstandingMessages,
      chunkBytes: this.chunkBytes
    };
  }
  /** Payload bytes sent to `to` on `stream` and not yet credited (0 for a stream never used). */
  outstandingBytes(to, stream) {
    return this.sends.get(streamKey(to, stream))?.outstandingBytes ?? 0;
  }
  /**
   * The hello barrier (called once by connectHosts): hello every host not yet heard every 100 ms;
   * answer a hello that has not heard us. Since a host says hello only once subscribed, hearing
   * every host means every host is subscribed; the answer reaches a host before any data of ours.
   */
  async hello() {
    await this.nc.flush();
    const start = performance.now();
    await new Promise((resolve, reject) => {
      const timer = setInterval(() => this.helloTick(start), HELLO_RESEND_MS);
      this.helloDone = (err) => {
        clearInterval(timer);
        this.helloDone = void 0;
        if (err === void 0) resolve();
        else reject(err);
      };
      this.helloTick(start);
    });
    this.startHeartbeats();
  }
  helloTick(start) {
    if (this.failure !== void 0) {
      this.helloDone?.(this.failure);
      return;
    }
    const missing = this.peerNonce.flatMap((n, h) => n === void 0 ? [h] : []);
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
  startHeartbeats() {
    const now = performance.now();
    this.lastHeard.fill(now);
    this.lastTick = now;
    this.heartbeat = setInterval(() => this.heartbeatTick(), this.o.heartbeatMs);
    this.heartbeat.unref();
  }
  heartbeatTick() {
    const now = performance.now();
    const late = now - this.lastTick - this.o.heartbeatMs;
    this.lastTick = now;
    if (late > this.o.heartbeatMs) for (let h = 0; h < this.hosts; h++) this.lastHeard[h] = Math.min(now, (this.lastHeard[h] ?? 0) + late);
    const silent = [];
    for (let h = 0; h < this.hosts; h++) {
      if (h === this.host || this.peerClosed[h]) continue;
      this.control(h, Kind.HEARTBEAT, 0);
      if (now - (this.lastHeard[h] ?? 0) > this.o.deadAfterMs) silent.push(h);
    }
    if (silent.length > 0) this.fail(hostErrors.silent(silent, this.o.deadAfterMs, this.describe));
  }
  subject(host) {
    return `mw.${this.job}.${host}`;
  }
  header(to, kind, flags) {
    return { kind, flags, from: this.host, to, jobKey: this.key, nonce: this.nonce, stream: 0, seq: 0, chunk: 0, chunks: 0, value: 0 };
  }
  publish(to, frame) {
    try {
      this.nc.publish(this.subject(to), frame);
    } catch (err) {
      this.fail(hostErrors.natsLost(this.describe, "publish failed", err));
    }
  }
  /** A frame without payload (HELLO, HEARTBEAT) or with a small one. */
  control(to, kind, flags, stream = 0, value = 0, payload) {
    const frame = encodeFrame({ ...this.header(to, kind, flags), stream, value }, payload?.length ?? 0);
    if (payload !== void 0) frame.set(payload, HEADER_BYTES);
    this.publish(to, frame);
  }
  sendStream(to, stream) {
    const key = streamKey(to, stream);
    let s = this.sends.get(key);
    if (s === void 0) {
      s = new SendStream(to, stream, { bytes: this.o.windowBytes, messages: this.o.windowMessages }, this.chunkBytes, {
        chunk: (seq, chunk, chunks, length, payload, ask) => {
          const frame = encodeFrame(
            { ...this.header(to, Kind.DATA, ask ? DATA_ASK : 0), stream, seq, chunk, chunks, value: length },
            payload.length
          );
          frame.set(payload, HEADER_BYTES);
          this.publish(to, frame);
        },
        ask: () => this.control(to, Kind.ASK, 0, stream)
      });
      this.sends.set(key, s);
    }
    return s;
  }
  recvStream(from, stream) {
    const key = streamKey(from, stream);
    let r = this.recvs.get(key);
    if (r === void 0) {
      r = new RecvStream(
        from,
        stream,
        { bytes: this.o.windowBytes, messages: this.o.windowMessages },
        {
          handler: () => this.handler,
          credit: (bytes, messages) => {
            const m = new Uint8Array(8);
            new DataView(m.buffer).setFloat64(0, messages, true);
            this.control(from, Kind.CREDIT, 0, stream, bytes, m);
          },
          failed: (err) => this.fail(err)
        }
      );
      this.recvs.set(key, r);
    }
    return r;
  }
  onNats(err, msg) {
    if (err !== null) {
      this.fail(hostErrors.natsLost(this.describe, "subscription failed", err));
      return;
    }
    if (this.failure !== void 0 || this.closing !== void 0) return;
    try {
      this.onFrame(msg.data);
    } catch (e) {
      this.fail(e instanceof Error ? e : new Error(String(e)));
    }
  }
  onFrame(data) {
    const h = decodeFrame(data);
    if (h === void 0 || h.to !== this.host || h.from >= this.hosts) {
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
    if (this.peerNonce[from] !== h.nonce) {
      this.ignoredBy.staleSender++;
      return;
    }
    this.lastHeard[from] = performance.now();
    switch (h.kind) {
      case Kind.DATA:
        this.recvStream(from, h.stream).data(h.seq, h.chunk, h.chunks, h.value, payloadOf(data), (h.flags & DATA_ASK) !== 0);
        return;
      case Kind.CREDIT: {
        const s = this.sends.get(streamKey(from, h.stream));
        const p = payloadOf(data);
        if (s === void 0 || p.length !== 8)
          throw hostErrors.malformed(from, `a credit for a stream this host sent on`, `stream ${h.stream}`);
        s.credit(h.value, new DataView(p.buffer, p.byteOffset, 8).getFloat64(0, true));
        return;
      }
      case Kind.ASK:
        this.recvStream(from, h.stream).ask();
        return;
      case Kind.HEARTBEAT:
        return;
      case Kind.BYE:
        this.onBye(from, h.flags, TD.decode(payloadOf(data)));
        return;
      default:
        throw hostErrors.malformed(from, "a frame kind in 1..6", String(h.kind));
    }
  }
  onHello(h) {
    const known = this.peerNonce[h.from];
    if (known !== void 0 && known !== h.nonce) {
      this.ignoredBy.staleSender++;
      return;
    }
    this.peerNonce[h.from] = h.nonce;
    this.lastHeard[h.from] = performance.now();
    if ((h.flags & HELLO_HEARD) === 0 && h.from !== this.host) this.control(h.from, Kind.HELLO, HELLO_HEARD);
  }
  onBye(from, flags, reason) {
    if ((flags & BYE_FAILED) !== 0) {
      this.fail(hostErrors.failed(from, reason));
      return;
    }
    this.peerClosed[from] = true;
    for (const s of this.sends.values()) if (s.to === from && s.waiting > 0) s.fail(hostErrors.closedPeer(from, s.stream));
  }
  async watchStatus() {
    for await (const s of this.nc.status()) {
      if (this.closing !== void 0) return;
      if (s.type === "disconnect") this.fail(hostErrors.natsLost(this.describe, "disconnected"));
      else if (s.type === "error") this.fail(hostErrors.natsLost(this.describe, "server error", s.error));
    }
  }
  /** The transport fails (once): pending sends reject, peers hear why, handlers are told. */
  fail(err) {
    if (this.failure !== void 0 || this.closing !== void 0) return;
    this.failure = err;
    if (this.heartbeat !== void 0) clearInterval(this.heartbeat);
    for (const s of this.sends.values()) s.fail(err);
    for (const r of this.recvs.values()) r.stop();
    this.helloDone?.(err);
    if (!this.nc.isClosed()) {
      const reason = TE.encode(err.message.slice(0, 2e3));
      for (let h = 0; h < this.hosts; h++) {
        if (h === this.host || this.peerClosed[h]) continue;
        try {
          const frame = encodeFrame(this.header(h, Kind.BYE, BYE_FAILED), reason.length);
          frame.set(reason, HEADER_BYTES);
          this.nc.publish(this.subject(h), frame);
        } catch {
          break;
        }
      }
    }
    for (const handler of this.failureHandlers) {
      try {
        handler(err);
      } catch {
      }
    }
  }
  async shutdown() {
    if (this.heartbeat !== void 0) clearInterval(this.heartbeat);
    const closed = hostErrors.transportClosed("send");
    for (const s of this.sends.values()) s.fail(closed);
    if (this.failure === void 0 && !this.nc.isClosed()) {
      for (const r of this.recvs.values()) r.flushCredit();
      for (let h = 0; h < this.hosts; h++) if (h !== this.host && !this.peerClosed[h]) this.control(h, Kind.BYE, 0);
    }
    for (const r of this.recvs.values()) r.stop();
    this.helloDone?.(closed);
    if (!this.nc.isClosed()) {
      let timer;
      await Promise.race([
        this.nc.flush().catch(() => void 0),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_FLUSH_MS);
        })
      ]);
      clearTimeout(timer);
      await this.nc.close().catch(() => void 0);
    }
  }
}
export {
  NatsHostTransport,
  connectHosts
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3RyYW5zcG9ydC50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBgSG9zdFRyYW5zcG9ydGAgb3ZlciBOQVRTIGNvcmU6IG9uZSBzdWJzY3JpcHRpb24gcGVyIGhvc3QgcHJvY2VzcyBvbiBgbXcuPGpvYj4uPGhvc3Q+YCwgZnJhbWVzXG4gKiAoc2VlIGZyYW1lLnRzKSBmb3IgZGF0YSBjaHVua3MsIGNyZWRpdCwgaGVsbG8sIGhlYXJ0YmVhdHMgYW5kIGdvb2RieWU7IGEgc2VuZCBzdHJlYW0gYW5kIGFcbiAqIHJlY2VpdmUgc3RyZWFtIHBlciAocGVlciwgc3RyZWFtKSAoc2VuZC1zdHJlYW0udHMsIHJlY3Ytc3RyZWFtLnRzKS5cbiAqL1xuaW1wb3J0IHR5cGUgeyBIb3N0VHJhbnNwb3J0IH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUnO1xuaW1wb3J0IHsgaG9zdEVycm9ycyB9IGZyb20gJ0BtZXNod29yay9ydW50aW1lL3BsdWdpbic7XG5pbXBvcnQgeyBjb25uZWN0LCB0eXBlIE1zZywgdHlwZSBOYXRzQ29ubmVjdGlvbiB9IGZyb20gJ0BuYXRzLWlvL3RyYW5zcG9ydC1ub2RlJztcbmltcG9ydCB7XG4gIEJZRV9GQUlMRUQsXG4gIERBVEFfQVNLLFxuICBkZWNvZGVGcmFtZSxcbiAgZW5jb2RlRnJhbWUsXG4gIHR5cGUgRnJhbWVIZWFkZXIsXG4gIEhFQURFUl9CWVRFUyxcbiAgSEVMTE9fSEVBUkQsXG4gIGpvYktleSxcbiAgS2luZCxcbiAgcGF5bG9hZE9mLFxufSBmcm9tICcuL2ZyYW1lLmpzJztcbmltcG9ydCB7IHR5cGUgQ29ubmVjdEhvc3RzT3B0aW9ucywgdHlwZSBSZXNvbHZlZE9wdGlvbnMsIHJlc29sdmVPcHRpb25zIH0gZnJvbSAnLi9vcHRpb25zLmpzJztcbmltcG9ydCB7IFJlY3ZTdHJlYW0gfSBmcm9tICcuL3JlY3Ytc3RyZWFtLmpzJztcbmltcG9ydCB7IFNlbmRTdHJlYW0gfSBmcm9tICcuL3NlbmQtc3RyZWFtLmpzJztcblxuLyoqIENvdW50ZXJzIG9mIG9uZSB0cmFuc3BvcnQgKGZvciB0ZXN0cywgYmVuY2htYXJrcyBhbmQgZGlhZ25vc3RpY3MpLiAqL1xuZXhwb3J0IGludGVyZmFjZSBIb3N0VHJhbnNwb3J0U3RhdHMge1xuICAvKiogTWVzc2FnZXMgcXVldWVkIGJ5IGBzZW5kYC4gKi9cbiAgcmVhZG9ubHkgc2VudE1lc3NhZ2VzOiBudW1iZXI7XG4gIC8qKiBQYXlsb2FkIGJ5dGVzIHF1ZXVlZCBieSBgc2VuZGAuICovXG4gIHJlYWRvbmx5IHNlbnRCeXRlczogbnVtYmVyO1xuICAvKiogTWVzc2FnZXMgaGFuZGVkIHRvIHRoZSBoYW5kbGVyLiAqL1xuICByZWFkb25seSByZWNlaXZlZE1lc3NhZ2VzOiBudW1iZXI7XG4gIC8qKiBGcmFtZXMgcmVjZWl2ZWQgdGhhdCBiZWxvbmcgdG8gbm8gaG9zdCBvZiB0aGlzIGpvYjogbm90IGEgZnJhbWUgb2YgdGhpcyBwcm90b2NvbCwgYW5vdGhlciBqb2IncyBrZXksIG9yIGEgc3RhbGUgc2VuZGVyIChhIHByb2Nlc3Mgb2YgYW4gZWFybGllciBydW4gd2l0aCB0aGUgc2FtZSBqb2IgaWQpLiAqL1xuICByZWFkb25seSBpZ25vcmVkOiBudW1iZXI7XG4gIC8qKiBUaGUgc2FtZSwgYnkgcmVhc29uLiAqL1xuICByZWFkb25seSBpZ25vcmVkQnk6IHsgcmVhZG9ubHkgZm9yZWlnbjogbnVtYmVyOyByZWFkb25seSBvdGhlckpvYjogbnVtYmVyOyByZWFkb25seSBzdGFsZVNlbmRlcjogbnVtYmVyIH07XG4gIC8qKiBNb3N0IHBheWxvYWQgYnl0ZXMgZXZlciBvdXRzdGFuZGluZyBvbiBvbmUgKHBlZXIsIHN0cmVhbSk6IG5ldmVyIGFib3ZlIHRoZSB3aW5kb3cuICovXG4gIHJlYWRvbmx5IG1heE91dHN0YW5kaW5nQnl0ZXM6IG51bWJlcjtcbiAgLyoqIE1vc3QgbWVzc2FnZXMgZXZlciBvdXRzdGFuZGluZyBvbiBvbmUgKHBlZXIsIHN0cmVhbSkuICovXG4gIHJlYWRvbmx5IG1heE91dHN0YW5kaW5nTWVzc2FnZXM6IG51bWJlcjtcbiAgLyoqIE5BVFMgcGF5bG9hZCBieXRlcyBvZiBjaHVua3MsIGFzIHRoZSBzZXJ2ZXIncyBtYXhfcGF5bG9hZCBhbGxvd3MuICovXG4gIHJlYWRvbmx5IGNodW5rQnl0ZXM6IG51bWJlcjtcbn1cblxudHlwZSBIYW5kbGVyID0gKGZyb206IG51bWJlciwgc3RyZWFtOiBudW1iZXIsIGJ5dGVzOiBVaW50OEFycmF5KSA9PiB2b2lkIHwgUHJvbWlzZTx2b2lkPjtcblxuY29uc3QgSEVMTE9fUkVTRU5EX01TID0gMTAwO1xuY29uc3QgQ0xPU0VfRkxVU0hfTVMgPSAyMDAwO1xuY29uc3QgVEUgPSBuZXcgVGV4dEVuY29kZXIoKTtcbmNvbnN0IFREID0gbmV3IFRleHREZWNvZGVyKCk7XG5cbmZ1bmN0aW9uIHJhbmRvbU5vbmNlKCk6IG51bWJlciB7XG4gIHJldHVybiAoTWF0aC5mbG9vcihNYXRoLnJhbmRvbSgpICogMHhmZmZmZmZmZikgfCAxKSA+Pj4gMDtcbn1cblxuZnVuY3Rpb24gc3RyZWFtS2V5KGhvc3Q6IG51bWJlciwgc3RyZWFtOiBudW1iZXIpOiBudW1iZXIge1xuICByZXR1cm4gaG9zdCAqIDIgKiogMzIgKyBzdHJlYW07XG59XG5cbi8qKlxuICogQ29ubmVjdCB0aGlzIGhvc3QgcHJvY2VzcyB0byB0aGUgb3RoZXJzIG9mIGl0cyBqb2Igb3ZlciBOQVRTLiBSZXNvbHZlcyBvbmNlIGV2ZXJ5IGhvc3QgaGFzIHNhaWRcbiAqIGhlbGxvIChldmVyeSBob3N0IGlzIHN1YnNjcmliZWQsIHNvIG5vIG1lc3NhZ2UgY2FuIGJlIGRyb3BwZWQpOyByZWplY3RzIHdpdGggTVdfSE9TVF9IRUxMTyBuYW1pbmdcbiAqIHRoZSBzaWxlbnQgaG9zdHMgYWZ0ZXIgYGhlbGxvVGltZW91dE1zYCwgb3IgTVdfSE9TVF9MT1NUIHdoZW4gdGhlIHNlcnZlciBjYW5ub3QgYmUgcmVhY2hlZC5cbiAqL1xuZXhwb3J0IGFzeW5jIGZ1bmN0aW9uIGNvbm5lY3RIb3N0cyhvcHRpb25zOiBDb25uZWN0SG9zdHNPcHRpb25zKTogUHJvbWlzZTxOYXRzSG9zdFRyYW5zcG9ydD4ge1xuICBjb25zdCBvID0gcmVzb2x2ZU9wdGlvbnMob3B0aW9ucyk7XG4gIGNvbnN0IHdoZXJlID0gby5zZXJ2ZXJzLmpvaW4oJywnKTtcbiAgbGV0IG5jOiBOYXRzQ29ubmVjdGlvbjtcbiAgdHJ5IHtcbiAgICBuYyA9IGF3YWl0IGNvbm5lY3Qoe1xuICAgICAgc2VydmVyczogWy4uLm8uc2VydmVyc10sXG4gICAgICByZWNvbm5lY3Q6IGZhbHNlLFxuICAgICAgdGltZW91dDogby5jb25uZWN0VGltZW91dE1zLFxuICAgICAgbmFtZTogYG1lc2h3b3JrICR7by5qb2J9IGhvc3QgJHtvLmhvc3R9YCxcbiAgICB9KTtcbiAgfSBjYXRjaCAoZXJyKSB7XG4gICAgdGhyb3cgaG9zdEVycm9ycy5uYXRzTG9zdCh3aGVyZSwgJ2NvdWxkIG5vdCBjb25uZWN0JywgZXJyKTtcbiAgfVxuICBjb25zdCB0cmFuc3BvcnQgPSBuZXcgTmF0c0hvc3RUcmFuc3BvcnQobmMsIG8pO1xuICB0cnkge1xuICAgIGF3YWl0IHRyYW5zcG9ydC5oZWxsbygpO1xuICB9IGNhdGNoIChlcnIpIHtcbiAgICBhd2FpdCB0cmFuc3BvcnQuY2xvc2UoKTtcbiAgICB0aHJvdyBlcnI7XG4gIH1cbiAgcmV0dXJuIHRyYW5zcG9ydDtcbn1cblxuLyoqIEEgYEhvc3RUcmFuc3BvcnRgIG92ZXIgb25lIE5BVFMgY29ubmVjdGlvbiAobWFkZSBieSBgY29ubmVjdEhvc3RzYCkuICovXG5leHBvcnQgY2xhc3MgTmF0c0hvc3RUcmFuc3BvcnQgaW1wbGVtZW50cyBIb3N0VHJhbnNwb3J0IHtcbiAgLyoqIFRoaXMgcHJvY2VzcydzIGhvc3QgaW5kZXguICovXG4gIHJlYWRvbmx5IGhvc3Q6IG51bWJlcjtcbiAgLyoqIE51bWJlciBvZiBob3N0IHByb2Nlc3NlcyBpbiB0aGUgam9iLiAqL1xuICByZWFkb25seSBob3N0czogbnVtYmVyO1xuICAvKiogVGhlIGpvYiBpZC4gKi9cbiAgcmVhZG9ubHkgam9iOiBzdHJpbmc7XG4gIC8qKiBUaGUgc2VydmVyIGFuZCBqb2IsIGZvciBtZXNzYWdlczogXCJuYXRzOi8vMTI3LjAuMC4xOjQyMjIgKGpvYiBqMSlcIi4gKi9cbiAgcmVhZG9ubHkgZGVzY3JpYmU6IHN0cmluZztcbiAgLyoqIFBheWxvYWQgYnl0ZXMgcGVyIGNodW5rLiAqL1xuICByZWFkb25seSBjaHVua0J5dGVzOiBudW1iZXI7XG4gIHByaXZhdGUgcmVhZG9ubHkgbm9uY2UgPSByYW5kb21Ob25jZSgpO1xuICBwcml2YXRlIHJlYWRvbmx5IGtleTogbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IHBlZXJOb25jZTogKG51bWJlciB8IHVuZGVmaW5lZClbXTtcbiAgcHJpdmF0ZSByZWFkb25seSBsYXN0SGVhcmQ6IG51bWJlcltdO1xuICBwcml2YXRlIHJlYWRvbmx5IHBlZXJDbG9zZWQ6IGJvb2xlYW5bXTtcbiAgcHJpdmF0ZSByZWFkb25seSBzZW5kcyA9IG5ldyBNYXA8bnVtYmVyLCBTZW5kU3RyZWFtPigpO1xuICBwcml2YXRlIHJlYWRvbmx5IHJlY3ZzID0gbmV3IE1hcDxudW1iZXIsIFJlY3ZTdHJlYW0+KCk7XG4gIHByaXZhdGUgcmVhZG9ubHkgZmFpbHVyZUhhbmRsZXJzOiAoKGVycm9yOiBFcnJvcikgPT4gdm9pZClbXSA9IFtdO1xuICBwcml2YXRlIGhhbmRsZXI6IEhhbmRsZXIgfCB1bmRlZmluZWQ7XG4gIHByaXZhdGUgZmFpbHVyZTogRXJyb3IgfCB1bmRlZmluZWQ7XG4gIHByaXZhdGUgY2xvc2luZzogUHJvbWlzZTx2b2lkPiB8IHVuZGVmaW5lZDtcbiAgcHJpdmF0ZSBoZWFydGJlYXQ6IE5vZGVKUy5UaW1lb3V0IHwgdW5kZWZpbmVkO1xuICBwcml2YXRlIGxhc3RUaWNrID0gMDtcbiAgcHJpdmF0ZSBzZW50TWVzc2FnZXMgPSAwO1xuICBwcml2YXRlIHNlbnRCeXRlcyA9IDA7XG4gIHByaXZhdGUgcmVhZG9ubHkgaWdub3JlZEJ5ID0geyBmb3JlaWduOiAwLCBvdGhlckpvYjogMCwgc3RhbGVTZW5kZXI6IDAgfTtcbiAgcHJpdmF0ZSBoZWxsb0RvbmU6ICgoZXJyPzogRXJyb3IpID0+IHZvaWQpIHwgdW5kZWZpbmVkO1xuXG4gIC8qKlxuICAgKiBUaGUgTkFUUyBjb25uZWN0aW9uIHVuZGVyIHRoaXMgdHJhbnNwb3J0LCBmb3IgcmF3IGJhc2VsaW5lcyBvbiB0aGUgc2FtZSBjbGllbnQgKHRoZSBob3N0c1xuICAgKiBiZW5jaG1hcmspIGFuZCBkaWFnbm9zdGljcy4gVXNlIHN1YmplY3RzIG91dHNpZGUgYG13Lj5gOyBlbmQgaXQgd2l0aCBgY2xvc2UoKWAsIG5vdCBpdHMgb3duLlxuICAgKi9cbiAgZ2V0IGNvbm5lY3Rpb24oKTogTmF0c0Nvbm5lY3Rpb24ge1xuICAgIHJldHVybiB0aGlzLm5jO1xuICB9XG5cbiAgY29uc3RydWN0b3IoXG4gICAgcHJpdmF0ZSByZWFkb25seSBuYzogTmF0c0Nvbm5lY3Rpb24sXG4gICAgcHJpdmF0ZSByZWFkb25seSBvOiBSZXNvbHZlZE9wdGlvbnMsXG4gICkge1xuICAgIHRoaXMuaG9zdCA9IG8uaG9zdDtcbiAgICB0aGlzLmhvc3RzID0gby5ob3N0cztcbiAgICB0aGlzLmpvYiA9IG8uam9iO1xuICAgIGNvbnN0IHNlcnZlciA9IG5jLmdldFNlcnZlcigpO1xuICAgIHRoaXMuZGVzY3JpYmUgPSBgJHtzZXJ2ZXIuaW5jbHVkZXMoJzovLycpID8gc2VydmVyIDogYG5hdHM6Ly8ke3NlcnZlcn1gfSAoam9iICR7by5qb2J9KWA7XG4gICAgdGhpcy5rZXkgPSBqb2JLZXkoby5qb2IpO1xuICAgIGNvbnN0IG1heFBheWxvYWQgPSBuYy5pbmZvPy5tYXhfcGF5bG9hZCA/PyAxIDw8IDIwO1xuICAgIHRoaXMuY2h1bmtCeXRlcyA9IE1hdGgubWF4KDEsIE1hdGgubWluKG8uY2h1bmtCeXRlcyA/PyBOdW1iZXIuUE9TSVRJVkVfSU5GSU5JVFksIG1heFBheWxvYWQgLSBIRUFERVJfQllURVMsIG8ud2luZG93Qnl0ZXMpKTtcbiAgICB0aGlzLnBlZXJOb25jZSA9IEFycmF5LmZyb20oeyBsZW5ndGg6IG8uaG9zdHMgfSwgKF8sIGgpID0+IChoID09PSBvLmhvc3QgPyB0aGlzLm5vbmNlIDogdW5kZWZpbmVkKSk7XG4gICAgdGhpcy5sYXN0SGVhcmQgPSBuZXcgQXJyYXk8bnVtYmVyPihvLmhvc3RzKS5maWxsKDApO1xuICAgIHRoaXMucGVlckNsb3NlZCA9IG5ldyBBcnJheTxib29sZWFuPihvLmhvc3RzKS5maWxsKGZhbHNlKTtcbiAgICBuYy5zdWJzY3JpYmUodGhpcy5zdWJqZWN0KG8uaG9zdCksIHsgY2FsbGJhY2s6IChlcnIsIG1zZykgPT4gdGhpcy5vbk5hdHMoZXJyLCBtc2cpIH0pO1xuICAgIHZvaWQgbmMuY2xvc2VkKCkudGhlbigoZXJyKSA9PiB7XG4gICAgICBpZiAodGhpcy5jbG9zaW5nID09PSB1bmRlZmluZWQpIHRoaXMuZmFpbChob3N0RXJyb3JzLm5hdHNMb3N0KHRoaXMuZGVzY3JpYmUsICdjb25uZWN0aW9uIGNsb3NlZCcsIGVyciA/PyB1bmRlZmluZWQpKTtcbiAgICB9KTtcbiAgICB2b2lkIHRoaXMud2F0Y2hTdGF0dXMoKTtcbiAgfVxuXG4gIHNlbmQodG86IG51bWJlciwgc3RyZWFtOiBudW1iZXIsIGJ5dGVzOiBVaW50OEFycmF5KTogUHJvbWlzZTx2b2lkPiB7XG4gICAgaWYgKHRoaXMuZmFpbHVyZSAhPT0gdW5kZWZpbmVkKSByZXR1cm4gUHJvbWlzZS5yZWplY3QodGhpcy5mYWlsdXJlKTtcbiAgICBpZiAodGhpcy5jbG9zaW5nICE9PSB1bmRlZmluZWQpIHJldHVybiBQcm9taXNlLnJlamVjdChob3N0RXJyb3JzLnRyYW5zcG9ydENsb3NlZCgnc2VuZCcpKTtcbiAgICB0cnkge1xuICAgICAgaG9zdEVycm9ycy5jaGVja0ludCgnc2VuZDogdG8nLCB0bywgMCwgdGhpcy5ob3N0cyAtIDEpO1xuICAgICAgaG9zdEVycm9ycy5jaGVja0ludCgnc2VuZDogc3RyZWFtJywgc3RyZWFtLCAwLCAyICoqIDMyIC0gMSk7XG4gICAgICBpZiAoIShieXRlcyBpbnN0YW5jZW9mIFVpbnQ4QXJyYXkpKSB0aHJvdyBob3N0RXJyb3JzLmludmFsaWRBcmd1bWVudCgnc2VuZDogYnl0ZXMnLCAnYSBVaW50OEFycmF5JywgYnl0ZXMpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgcmV0dXJuIFByb21pc2UucmVqZWN0KGVycik7XG4gICAgfVxuICAgIGlmICh0aGlzLnBlZXJDbG9zZWRbdG9dKSByZXR1cm4gUHJvbWlzZS5yZWplY3QoaG9zdEVycm9ycy5jbG9zZWRQZWVyKHRvLCBzdHJlYW0pKTtcbiAgICB0aGlzLnNlbnRNZXNzYWdlcysrO1xuICAgIHRoaXMuc2VudEJ5dGVzICs9IGJ5dGVzLmxlbmd0aDtcbiAgICByZXR1cm4gdGhpcy5zZW5kU3RyZWFtKHRvLCBzdHJlYW0pLnNlbmQoYnl0ZXMpO1xuICB9XG5cbiAgb25NZXNzYWdlKGhhbmRsZXI6IEhhbmRsZXIpOiB2b2lkIHtcbiAgICBpZiAodHlwZW9mIGhhbmRsZXIgIT09ICdmdW5jdGlvbicpIHRocm93IGhvc3RFcnJvcnMuaW52YWxpZEFyZ3VtZW50KCdvbk1lc3NhZ2UgaGFuZGxlcicsICdhIGZ1bmN0aW9uJywgaGFuZGxlcik7XG4gICAgaWYgKHRoaXMuaGFuZGxlciAhPT0gdW5kZWZpbmVkKSB0aHJvdyBob3N0RXJyb3JzLmludmFsaWRBcmd1bWVudCgnb25NZXNzYWdlJywgJ2NhbGxlZCBvbmNlJywgJ2Egc2Vjb25kIGhhbmRsZXInKTtcbiAgICB0aGlzLmhhbmRsZXIgPSBoYW5kbGVyO1xuICAgIGZvciAoY29uc3QgciBvZiB0aGlzLnJlY3ZzLnZhbHVlcygpKSByLmRpc3BhdGNoKCk7XG4gIH1cblxuICBvbkZhaWx1cmUoaGFuZGxlcjogKGVycm9yOiBFcnJvcikgPT4gdm9pZCk6IHZvaWQge1xuICAgIGlmICh0eXBlb2YgaGFuZGxlciAhPT0gJ2Z1bmN0aW9uJykgdGhyb3cgaG9zdEVycm9ycy5pbnZhbGlkQXJndW1lbnQoJ29uRmFpbHVyZSBoYW5kbGVyJywgJ2EgZnVuY3Rpb24nLCBoYW5kbGVyKTtcbiAgICB0aGlzLmZhaWx1cmVIYW5kbGVycy5wdXNoKGhhbmRsZXIpO1xuICAgIGNvbnN0IGZhaWx1cmUgPSB0aGlzLmZhaWx1cmU7XG4gICAgaWYgKGZhaWx1cmUgIT09IHVuZGVmaW5lZCkgcXVldWVNaWNyb3Rhc2soKCkgPT4gaGFuZGxlcihmYWlsdXJlKSk7XG4gIH1cblxuICBjbG9zZSgpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICB0aGlzLmNsb3NpbmcgPz89IHRoaXMuc2h1dGRvd24oKTtcbiAgICByZXR1cm4gdGhpcy5jbG9zaW5nO1xuICB9XG5cbiAgLyoqIENvdW50ZXJzIHNpbmNlIGNvbm5lY3QuICovXG4gIHN0YXRzKCk6IEhvc3RUcmFuc3BvcnRTdGF0cyB7XG4gICAgbGV0IG1heE91dHN0YW5kaW5nQnl0ZXMgPSAwO1xuICAgIGxldCBtYXhPdXRzdGFuZGluZ01lc3NhZ2VzID0gMDtcbiAgICBmb3IgKGNvbnN0IHMgb2YgdGhpcy5zZW5kcy52YWx1ZXMoKSkge1xuICAgICAgbWF4T3V0c3RhbmRpbmdCeXRlcyA9IE1hdGgubWF4KG1heE91dHN0YW5kaW5nQnl0ZXMsIHMubWF4T3V0c3RhbmRpbmdCeXRlcyk7XG4gICAgICBtYXhPdXRzdGFuZGluZ01lc3NhZ2VzID0gTWF0aC5tYXgobWF4T3V0c3RhbmRpbmdNZXNzYWdlcywgcy5tYXhPdXRzdGFuZGluZ01lc3NhZ2VzKTtcbiAgICB9XG4gICAgbGV0IHJlY2VpdmVkTWVzc2FnZXMgPSAwO1xuICAgIGZvciAoY29uc3QgciBvZiB0aGlzLnJlY3ZzLnZhbHVlcygpKSByZWNlaXZlZE1lc3NhZ2VzICs9IHIuZGVsaXZlcmVkO1xuICAgIGNvbnN0IHsgZm9yZWlnbiwgb3RoZXJKb2IsIHN0YWxlU2VuZGVyIH0gPSB0aGlzLmlnbm9yZWRCeTtcbiAgICByZXR1cm4ge1xuICAgICAgc2VudE1lc3NhZ2VzOiB0aGlzLnNlbnRNZXNzYWdlcyxcbiAgICAgIHNlbnRCeXRlczogdGhpcy5zZW50Qnl0ZXMsXG4gICAgICByZWNlaXZlZE1lc3NhZ2VzLFxuICAgICAgaWdub3JlZDogZm9yZWlnbiArIG90aGVySm9iICsgc3RhbGVTZW5kZXIsXG4gICAgICBpZ25vcmVkQnk6IHsgLi4udGhpcy5pZ25vcmVkQnkgfSxcbiAgICAgIG1heE91dHN0YW5kaW5nQnl0ZXMsXG4gICAgICBtYXhPdXRzdGFuZGluZ01lc3NhZ2VzLFxuICAgICAgY2h1bmtCeXRlczogdGhpcy5jaHVua0J5dGVzLFxuICAgIH07XG4gIH1cblxuICAvKiogUGF5bG9hZCBieXRlcyBzZW50IHRvIGB0b2Agb24gYHN0cmVhbWAgYW5kIG5vdCB5ZXQgY3JlZGl0ZWQgKDAgZm9yIGEgc3RyZWFtIG5ldmVyIHVzZWQpLiAqL1xuICBvdXRzdGFuZGluZ0J5dGVzKHRvOiBudW1iZXIsIHN0cmVhbTogbnVtYmVyKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5zZW5kcy5nZXQoc3RyZWFtS2V5KHRvLCBzdHJlYW0pKT8ub3V0c3RhbmRpbmdCeXRlcyA/PyAwO1xuICB9XG5cbiAgLyoqXG4gICAqIFRoZSBoZWxsbyBiYXJyaWVyIChjYWxsZWQgb25jZSBieSBjb25uZWN0SG9zdHMpOiBoZWxsbyBldmVyeSBob3N0IG5vdCB5ZXQgaGVhcmQgZXZlcnkgMTAwIG1zO1xuICAgKiBhbnN3ZXIgYSBoZWxsbyB0aGF0IGhhcyBub3QgaGVhcmQgdXMuIFNpbmNlIGEgaG9zdCBzYXlzIGhlbGxvIG9ubHkgb25jZSBzdWJzY3JpYmVkLCBoZWFyaW5nXG4gICAqIGV2ZXJ5IGhvc3QgbWVhbnMgZXZlcnkgaG9zdCBpcyBzdWJzY3JpYmVkOyB0aGUgYW5zd2VyIHJlYWNoZXMgYSBob3N0IGJlZm9yZSBhbnkgZGF0YSBvZiBvdXJzLlxuICAgKi9cbiAgYXN5bmMgaGVsbG8oKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgYXdhaXQgdGhpcy5uYy5mbHVzaCgpOyAvLyB0aGUgc3Vic2NyaXB0aW9uIGlzIHJlZ2lzdGVyZWQgYXQgdGhlIHNlcnZlciBiZWZvcmUgdGhlIGZpcnN0IGhlbGxvXG4gICAgY29uc3Qgc3RhcnQgPSBwZXJmb3JtYW5jZS5ub3coKTtcbiAgICBhd2FpdCBuZXcgUHJvbWlzZTx2b2lkPigocmVzb2x2ZSwgcmVqZWN0KSA9PiB7XG4gICAgICBjb25zdCB0aW1lciA9IHNldEludGVydmFsKCgpID0+IHRoaXMuaGVsbG9UaWNrKHN0YXJ0KSwgSEVMTE9fUkVTRU5EX01TKTtcbiAgICAgIHRoaXMuaGVsbG9Eb25lID0gKGVycikgPT4ge1xuICAgICAgICBjbGVhckludGVydmFsKHRpbWVyKTtcbiAgICAgICAgdGhpcy5oZWxsb0RvbmUgPSB1bmRlZmluZWQ7XG4gICAgICAgIGlmIChlcnIgPT09IHVuZGVmaW5lZCkgcmVzb2x2ZSgpO1xuICAgICAgICBlbHNlIHJlamVjdChlcnIpO1xuICAgICAgfTtcbiAgICAgIHRoaXMuaGVsbG9UaWNrKHN0YXJ0KTtcbiAgICB9KTtcbiAgICB0aGlzLnN0YXJ0SGVhcnRiZWF0cygpO1xuICB9XG5cbiAgcHJpdmF0ZSBoZWxsb1RpY2soc3RhcnQ6IG51bWJlcik6IHZvaWQge1xuICAgIGlmICh0aGlzLmZhaWx1cmUgIT09IHVuZGVmaW5lZCkge1xuICAgICAgdGhpcy5oZWxsb0RvbmU/Lih0aGlzLmZhaWx1cmUpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBtaXNzaW5nID0gdGhpcy5wZWVyTm9uY2UuZmxhdE1hcCgobiwgaCkgPT4gKG4gPT09IHVuZGVmaW5lZCA/IFtoXSA6IFtdKSk7XG4gICAgaWYgKG1pc3NpbmcubGVuZ3RoID09PSAwKSB7XG4gICAgICB0aGlzLmhlbGxvRG9uZT8uKCk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmIChwZXJmb3JtYW5jZS5ub3coKSAtIHN0YXJ0ID4gdGhpcy5vLmhlbGxvVGltZW91dE1zKSB7XG4gICAgICB0aGlzLmhlbGxvRG9uZT8uKGhvc3RFcnJvcnMuaGVsbG9UaW1lb3V0KG1pc3NpbmcsIHRoaXMuaG9zdHMsIHRoaXMuby5oZWxsb1RpbWVvdXRNcywgdGhpcy5kZXNjcmliZSkpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IGggb2YgbWlzc2luZykgdGhpcy5jb250cm9sKGgsIEtpbmQuSEVMTE8sIDApO1xuICB9XG5cbiAgcHJpdmF0ZSBzdGFydEhlYXJ0YmVhdHMoKTogdm9pZCB7XG4gICAgY29uc3Qgbm93ID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgdGhpcy5sYXN0SGVhcmQuZmlsbChub3cpO1xuICAgIHRoaXMubGFzdFRpY2sgPSBub3c7XG4gICAgdGhpcy5oZWFydGJlYXQgPSBzZXRJbnRlcnZhbCgoKSA9PiB0aGlzLmhlYXJ0YmVhdFRpY2soKSwgdGhpcy5vLmhlYXJ0YmVhdE1zKTtcbiAgICB0aGlzLmhlYXJ0YmVhdC51bnJlZigpO1xuICB9XG5cbiAgcHJpdmF0ZSBoZWFydGJlYXRUaWNrKCk6IHZvaWQge1xuICAgIGNvbnN0IG5vdyA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIC8vIEEgdGljayB0aGF0IGNvbWVzIGxhdGUgbWVhbnMgdGhpcyBwcm9jZXNzIHdhcyBidXN5LCBub3QgdGhhdCB0aGUgb3RoZXJzIHdlcmUgc2lsZW50OlxuICAgIC8vIHRoZSB0aW1lIGl0IG1pc3NlZCBkb2VzIG5vdCBjb3VudCBhZ2FpbnN0IHRoZW0uXG4gICAgY29uc3QgbGF0ZSA9IG5vdyAtIHRoaXMubGFzdFRpY2sgLSB0aGlzLm8uaGVhcnRiZWF0TXM7XG4gICAgdGhpcy5sYXN0VGljayA9IG5vdztcbiAgICBpZiAobGF0ZSA+IHRoaXMuby5oZWFydGJlYXRNcykgZm9yIChsZXQgaCA9IDA7IGggPCB0aGlzLmhvc3RzOyBoKyspIHRoaXMubGFzdEhlYXJkW2hdID0gTWF0aC5taW4obm93LCAodGhpcy5sYXN0SGVhcmRbaF0gPz8gMCkgKyBsYXRlKTtcbiAgICBjb25zdCBzaWxlbnQ6IG51bWJlcltdID0gW107XG4gICAgZm9yIChsZXQgaCA9IDA7IGggPCB0aGlzLmhvc3RzOyBoKyspIHtcbiAgICAgIGlmIChoID09PSB0aGlzLmhvc3QgfHwgdGhpcy5wZWVyQ2xvc2VkW2hdKSBjb250aW51ZTtcbiAgICAgIHRoaXMuY29udHJvbChoLCBLaW5kLkhFQVJUQkVBVCwgMCk7XG4gICAgICBpZiAobm93IC0gKHRoaXMubGFzdEhlYXJkW2hdID8/IDApID4gdGhpcy5vLmRlYWRBZnRlck1zKSBzaWxlbnQucHVzaChoKTtcbiAgICB9XG4gICAgaWYgKHNpbGVudC5sZW5ndGggPiAwKSB0aGlzLmZhaWwoaG9zdEVycm9ycy5zaWxlbnQoc2lsZW50LCB0aGlzLm8uZGVhZEFmdGVyTXMsIHRoaXMuZGVzY3JpYmUpKTtcbiAgfVxuXG4gIHByaXZhdGUgc3ViamVjdChob3N0OiBudW1iZXIpOiBzdHJpbmcge1xuICAgIHJldHVybiBgbXcuJHt0aGlzLmpvYn0uJHtob3N0fWA7XG4gIH1cblxuICBwcml2YXRlIGhlYWRlcih0bzogbnVtYmVyLCBraW5kOiBudW1iZXIsIGZsYWdzOiBudW1iZXIpOiBGcmFtZUhlYWRlciB7XG4gICAgcmV0dXJuIHsga2luZCwgZmxhZ3MsIGZyb206IHRoaXMuaG9zdCwgdG8sIGpvYktleTogdGhpcy5rZXksIG5vbmNlOiB0aGlzLm5vbmNlLCBzdHJlYW06IDAsIHNlcTogMCwgY2h1bms6IDAsIGNodW5rczogMCwgdmFsdWU6IDAgfTtcbiAgfVxuXG4gIHByaXZhdGUgcHVibGlzaCh0bzogbnVtYmVyLCBmcmFtZTogVWludDhBcnJheSk6IHZvaWQge1xuICAgIHRyeSB7XG4gICAgICB0aGlzLm5jLnB1Ymxpc2godGhpcy5zdWJqZWN0KHRvKSwgZnJhbWUpO1xuICAgIH0gY2F0Y2ggKGVycikge1xuICAgICAgdGhpcy5mYWlsKGhvc3RFcnJvcnMubmF0c0xvc3QodGhpcy5kZXNjcmliZSwgJ3B1Ymxpc2ggZmFpbGVkJywgZXJyKSk7XG4gICAgfVxuICB9XG5cbiAgLyoqIEEgZnJhbWUgd2l0aG91dCBwYXlsb2FkIChIRUxMTywgSEVBUlRCRUFUKSBvciB3aXRoIGEgc21hbGwgb25lLiAqL1xuICBwcml2YXRlIGNvbnRyb2wodG86IG51bWJlciwga2luZDogbnVtYmVyLCBmbGFnczogbnVtYmVyLCBzdHJlYW0gPSAwLCB2YWx1ZSA9IDAsIHBheWxvYWQ/OiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgY29uc3QgZnJhbWUgPSBlbmNvZGVGcmFtZSh7IC4uLnRoaXMuaGVhZGVyKHRvLCBraW5kLCBmbGFncyksIHN0cmVhbSwgdmFsdWUgfSwgcGF5bG9hZD8ubGVuZ3RoID8/IDApO1xuICAgIGlmIChwYXlsb2FkICE9PSB1bmRlZmluZWQpIGZyYW1lLnNldChwYXlsb2FkLCBIRUFERVJfQllURVMpO1xuICAgIHRoaXMucHVibGlzaCh0bywgZnJhbWUpO1xuICB9XG5cbiAgcHJpdmF0ZSBzZW5kU3RyZWFtKHRvOiBudW1iZXIsIHN0cmVhbTogbnVtYmVyKTogU2VuZFN0cmVhbSB7XG4gICAgY29uc3Qga2V5ID0gc3RyZWFtS2V5KHRvLCBzdHJlYW0pO1xuICAgIGxldCBzID0gdGhpcy5zZW5kcy5nZXQoa2V5KTtcbiAgICBpZiAocyA9PT0gdW5kZWZpbmVkKSB7XG4gICAgICBzID0gbmV3IFNlbmRTdHJlYW0odG8sIHN0cmVhbSwgeyBieXRlczogdGhpcy5vLndpbmRvd0J5dGVzLCBtZXNzYWdlczogdGhpcy5vLndpbmRvd01lc3NhZ2VzIH0sIHRoaXMuY2h1bmtCeXRlcywge1xuICAgICAgICBjaHVuazogKHNlcSwgY2h1bmssIGNodW5rcywgbGVuZ3RoLCBwYXlsb2FkLCBhc2spID0+IHtcbiAgICAgICAgICBjb25zdCBmcmFtZSA9IGVuY29kZUZyYW1lKFxuICAgICAgICAgICAgeyAuLi50aGlzLmhlYWRlcih0bywgS2luZC5EQVRBLCBhc2sgPyBEQVRBX0FTSyA6IDApLCBzdHJlYW0sIHNlcSwgY2h1bmssIGNodW5rcywgdmFsdWU6IGxlbmd0aCB9LFxuICAgICAgICAgICAgcGF5bG9hZC5sZW5ndGgsXG4gICAgICAgICAgKTtcbiAgICAgICAgICBmcmFtZS5zZXQocGF5bG9hZCwgSEVBREVSX0JZVEVTKTtcbiAgICAgICAgICB0aGlzLnB1Ymxpc2godG8sIGZyYW1lKTtcbiAgICAgICAgfSxcbiAgICAgICAgYXNrOiAoKSA9PiB0aGlzLmNvbnRyb2wodG8sIEtpbmQuQVNLLCAwLCBzdHJlYW0pLFxuICAgICAgfSk7XG4gICAgICB0aGlzLnNlbmRzLnNldChrZXksIHMpO1xuICAgIH1cbiAgICByZXR1cm4gcztcbiAgfVxuXG4gIHByaXZhdGUgcmVjdlN0cmVhbShmcm9tOiBudW1iZXIsIHN0cmVhbTogbnVtYmVyKTogUmVjdlN0cmVhbSB7XG4gICAgY29uc3Qga2V5ID0gc3RyZWFtS2V5KGZyb20sIHN0cmVhbSk7XG4gICAgbGV0IHIgPSB0aGlzLnJlY3ZzLmdldChrZXkpO1xuICAgIGlmIChyID09PSB1bmRlZmluZWQpIHtcbiAgICAgIHIgPSBuZXcgUmVjdlN0cmVhbShcbiAgICAgICAgZnJvbSxcbiAgICAgICAgc3RyZWFtLFxuICAgICAgICB7IGJ5dGVzOiB0aGlzLm8ud2luZG93Qnl0ZXMsIG1lc3NhZ2VzOiB0aGlzLm8ud2luZG93TWVzc2FnZXMgfSxcbiAgICAgICAge1xuICAgICAgICAgIGhhbmRsZXI6ICgpID0+IHRoaXMuaGFuZGxlcixcbiAgICAgICAgICBjcmVkaXQ6IChieXRlcywgbWVzc2FnZXMpID0+IHtcbiAgICAgICAgICAgIGNvbnN0IG0gPSBuZXcgVWludDhBcnJheSg4KTtcbiAgICAgICAgICAgIG5ldyBEYXRhVmlldyhtLmJ1ZmZlcikuc2V0RmxvYXQ2NCgwLCBtZXNzYWdlcywgdHJ1ZSk7XG4gICAgICAgICAgICB0aGlzLmNvbnRyb2woZnJvbSwgS2luZC5DUkVESVQsIDAsIHN0cmVhbSwgYnl0ZXMsIG0pO1xuICAgICAgICAgIH0sXG4gICAgICAgICAgZmFpbGVkOiAoZXJyKSA9PiB0aGlzLmZhaWwoZXJyKSxcbiAgICAgICAgfSxcbiAgICAgICk7XG4gICAgICB0aGlzLnJlY3ZzLnNldChrZXksIHIpO1xuICAgIH1cbiAgICByZXR1cm4gcjtcbiAgfVxuXG4gIHByaXZhdGUgb25OYXRzKGVycjogRXJyb3IgfCBudWxsLCBtc2c6IE1zZyk6IHZvaWQge1xuICAgIGlmIChlcnIgIT09IG51bGwpIHtcbiAgICAgIHRoaXMuZmFpbChob3N0RXJyb3JzLm5hdHNMb3N0KHRoaXMuZGVzY3JpYmUsICdzdWJzY3JpcHRpb24gZmFpbGVkJywgZXJyKSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmICh0aGlzLmZhaWx1cmUgIT09IHVuZGVmaW5lZCB8fCB0aGlzLmNsb3NpbmcgIT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICAgIHRyeSB7XG4gICAgICB0aGlzLm9uRnJhbWUobXNnLmRhdGEpO1xuICAgIH0gY2F0Y2ggKGUpIHtcbiAgICAgIHRoaXMuZmFpbChlIGluc3RhbmNlb2YgRXJyb3IgPyBlIDogbmV3IEVycm9yKFN0cmluZyhlKSkpO1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgb25GcmFtZShkYXRhOiBVaW50OEFycmF5KTogdm9pZCB7XG4gICAgY29uc3QgaCA9IGRlY29kZUZyYW1lKGRhdGEpO1xuICAgIGlmIChoID09PSB1bmRlZmluZWQgfHwgaC50byAhPT0gdGhpcy5ob3N0IHx8IGguZnJvbSA+PSB0aGlzLmhvc3RzKSB7XG4gICAgICB0aGlzLmlnbm9yZWRCeS5mb3JlaWduKys7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmIChoLmpvYktleSAhPT0gdGhpcy5rZXkpIHtcbiAgICAgIHRoaXMuaWdub3JlZEJ5Lm90aGVySm9iKys7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGNvbnN0IGZyb20gPSBoLmZyb207XG4gICAgaWYgKGgua2luZCA9PT0gS2luZC5IRUxMTykge1xuICAgICAgdGhpcy5vbkhlbGxvKGgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAodGhpcy5wZWVyTm9uY2VbZnJvbV0gIT09IGgubm9uY2UpIHtcbiAgICAgIHRoaXMuaWdub3JlZEJ5LnN0YWxlU2VuZGVyKys7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMubGFzdEhlYXJkW2Zyb21dID0gcGVyZm9ybWFuY2Uubm93KCk7XG4gICAgc3dpdGNoIChoLmtpbmQpIHtcbiAgICAgIGNhc2UgS2luZC5EQVRBOlxuICAgICAgICB0aGlzLnJlY3ZTdHJlYW0oZnJvbSwgaC5zdHJlYW0pLmRhdGEoaC5zZXEsIGguY2h1bmssIGguY2h1bmtzLCBoLnZhbHVlLCBwYXlsb2FkT2YoZGF0YSksIChoLmZsYWdzICYgREFUQV9BU0spICE9PSAwKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgY2FzZSBLaW5kLkNSRURJVDoge1xuICAgICAgICBjb25zdCBzID0gdGhpcy5zZW5kcy5nZXQoc3RyZWFtS2V5KGZyb20sIGguc3RyZWFtKSk7XG4gICAgICAgIGNvbnN0IHAgPSBwYXlsb2FkT2YoZGF0YSk7XG4gICAgICAgIGlmIChzID09PSB1bmRlZmluZWQgfHwgcC5sZW5ndGggIT09IDgpXG4gICAgICAgICAgdGhyb3cgaG9zdEVycm9ycy5tYWxmb3JtZWQoZnJvbSwgYGEgY3JlZGl0IGZvciBhIHN0cmVhbSB0aGlzIGhvc3Qgc2VudCBvbmAsIGBzdHJlYW0gJHtoLnN0cmVhbX1gKTtcbiAgICAgICAgcy5jcmVkaXQoaC52YWx1ZSwgbmV3IERhdGFWaWV3KHAuYnVmZmVyLCBwLmJ5dGVPZmZzZXQsIDgpLmdldEZsb2F0NjQoMCwgdHJ1ZSkpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBjYXNlIEtpbmQuQVNLOlxuICAgICAgICB0aGlzLnJlY3ZTdHJlYW0oZnJvbSwgaC5zdHJlYW0pLmFzaygpO1xuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIEtpbmQuSEVBUlRCRUFUOlxuICAgICAgICByZXR1cm47XG4gICAgICBjYXNlIEtpbmQuQllFOlxuICAgICAgICB0aGlzLm9uQnllKGZyb20sIGguZmxhZ3MsIFRELmRlY29kZShwYXlsb2FkT2YoZGF0YSkpKTtcbiAgICAgICAgcmV0dXJuO1xuICAgICAgZGVmYXVsdDpcbiAgICAgICAgdGhyb3cgaG9zdEVycm9ycy5tYWxmb3JtZWQoZnJvbSwgJ2EgZnJhbWUga2luZCBpbiAxLi42JywgU3RyaW5nKGgua2luZCkpO1xuICAgIH1cbiAgfVxuXG4gIHByaXZhdGUgb25IZWxsbyhoOiBGcmFtZUhlYWRlcik6IHZvaWQge1xuICAgIGNvbnN0IGtub3duID0gdGhpcy5wZWVyTm9uY2VbaC5mcm9tXTtcbiAgICBpZiAoa25vd24gIT09IHVuZGVmaW5lZCAmJiBrbm93biAhPT0gaC5ub25jZSkge1xuICAgICAgdGhpcy5pZ25vcmVkQnkuc3RhbGVTZW5kZXIrKztcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgdGhpcy5wZWVyTm9uY2VbaC5mcm9tXSA9IGgubm9uY2U7XG4gICAgdGhpcy5sYXN0SGVhcmRbaC5mcm9tXSA9IHBlcmZvcm1hbmNlLm5vdygpO1xuICAgIGlmICgoaC5mbGFncyAmIEhFTExPX0hFQVJEKSA9PT0gMCAmJiBoLmZyb20gIT09IHRoaXMuaG9zdCkgdGhpcy5jb250cm9sKGguZnJvbSwgS2luZC5IRUxMTywgSEVMTE9fSEVBUkQpO1xuICB9XG5cbiAgcHJpdmF0ZSBvbkJ5ZShmcm9tOiBudW1iZXIsIGZsYWdzOiBudW1iZXIsIHJlYXNvbjogc3RyaW5nKTogdm9pZCB7XG4gICAgaWYgKChmbGFncyAmIEJZRV9GQUlMRUQpICE9PSAwKSB7XG4gICAgICB0aGlzLmZhaWwoaG9zdEVycm9ycy5mYWlsZWQoZnJvbSwgcmVhc29uKSk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIHRoaXMucGVlckNsb3NlZFtmcm9tXSA9IHRydWU7XG4gICAgZm9yIChjb25zdCBzIG9mIHRoaXMuc2VuZHMudmFsdWVzKCkpIGlmIChzLnRvID09PSBmcm9tICYmIHMud2FpdGluZyA+IDApIHMuZmFpbChob3N0RXJyb3JzLmNsb3NlZFBlZXIoZnJvbSwgcy5zdHJlYW0pKTtcbiAgfVxuXG4gIHByaXZhdGUgYXN5bmMgd2F0Y2hTdGF0dXMoKTogUHJvbWlzZTx2b2lkPiB7XG4gICAgZm9yIGF3YWl0IChjb25zdCBzIG9mIHRoaXMubmMuc3RhdHVzKCkpIHtcbiAgICAgIGlmICh0aGlzLmNsb3NpbmcgIT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICAgICAgaWYgKHMudHlwZSA9PT0gJ2Rpc2Nvbm5lY3QnKSB0aGlzLmZhaWwoaG9zdEVycm9ycy5uYXRzTG9zdCh0aGlzLmRlc2NyaWJlLCAnZGlzY29ubmVjdGVkJykpO1xuICAgICAgZWxzZSBpZiAocy50eXBlID09PSAnZXJyb3InKSB0aGlzLmZhaWwoaG9zdEVycm9ycy5uYXRzTG9zdCh0aGlzLmRlc2NyaWJlLCAnc2VydmVyIGVycm9yJywgcy5lcnJvcikpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBUaGUgdHJhbnNwb3J0IGZhaWxzIChvbmNlKTogcGVuZGluZyBzZW5kcyByZWplY3QsIHBlZXJzIGhlYXIgd2h5LCBoYW5kbGVycyBhcmUgdG9sZC4gKi9cbiAgcHJpdmF0ZSBmYWlsKGVycjogRXJyb3IpOiB2b2lkIHtcbiAgICBpZiAodGhpcy5mYWlsdXJlICE9PSB1bmRlZmluZWQgfHwgdGhpcy5jbG9zaW5nICE9PSB1bmRlZmluZWQpIHJldHVybjtcbiAgICB0aGlzLmZhaWx1cmUgPSBlcnI7XG4gICAgaWYgKHRoaXMuaGVhcnRiZWF0ICE9PSB1bmRlZmluZWQpIGNsZWFySW50ZXJ2YWwodGhpcy5oZWFydGJlYXQpO1xuICAgIGZvciAoY29uc3QgcyBvZiB0aGlzLnNlbmRzLnZhbHVlcygpKSBzLmZhaWwoZXJyKTtcbiAgICBmb3IgKGNvbnN0IHIgb2YgdGhpcy5yZWN2cy52YWx1ZXMoKSkgci5zdG9wKCk7XG4gICAgdGhpcy5oZWxsb0RvbmU/LihlcnIpO1xuICAgIGlmICghdGhpcy5uYy5pc0Nsb3NlZCgpKSB7XG4gICAgICBjb25zdCByZWFzb24gPSBURS5lbmNvZGUoZXJyLm1lc3NhZ2Uuc2xpY2UoMCwgMjAwMCkpO1xuICAgICAgZm9yIChsZXQgaCA9IDA7IGggPCB0aGlzLmhvc3RzOyBoKyspIHtcbiAgICAgICAgaWYgKGggPT09IHRoaXMuaG9zdCB8fCB0aGlzLnBlZXJDbG9zZWRbaF0pIGNvbnRpbnVlO1xuICAgICAgICB0cnkge1xuICAgICAgICAgIGNvbnN0IGZyYW1lID0gZW5jb2RlRnJhbWUodGhpcy5oZWFkZXIoaCwgS2luZC5CWUUsIEJZRV9GQUlMRUQpLCByZWFzb24ubGVuZ3RoKTtcbiAgICAgICAgICBmcmFtZS5zZXQocmVhc29uLCBIRUFERVJfQllURVMpO1xuICAgICAgICAgIHRoaXMubmMucHVibGlzaCh0aGlzLnN1YmplY3QoaCksIGZyYW1lKTtcbiAgICAgICAgfSBjYXRjaCB7XG4gICAgICAgICAgYnJlYWs7IC8vIHRoZSBjb25uZWN0aW9uIGlzIGdvbmU6IG5vYm9keSBjYW4gYmUgdG9sZFxuICAgICAgICB9XG4gICAgICB9XG4gICAgfVxuICAgIGZvciAoY29uc3QgaGFuZGxlciBvZiB0aGlzLmZhaWx1cmVIYW5kbGVycykge1xuICAgICAgdHJ5IHtcbiAgICAgICAgaGFuZGxlcihlcnIpO1xuICAgICAgfSBjYXRjaCB7XG4gICAgICAgIC8vIEEgdGhyb3dpbmcgZmFpbHVyZSBoYW5kbGVyIG11c3Qgbm90IHN0b3AgdGhlIG90aGVycyBmcm9tIGhlYXJpbmcuXG4gICAgICB9XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBhc3luYyBzaHV0ZG93bigpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAodGhpcy5oZWFydGJlYXQgIT09IHVuZGVmaW5lZCkgY2xlYXJJbnRlcnZhbCh0aGlzLmhlYXJ0YmVhdCk7XG4gICAgY29uc3QgY2xvc2VkID0gaG9zdEVycm9ycy50cmFuc3BvcnRDbG9zZWQoJ3NlbmQnKTtcbiAgICBmb3IgKGNvbnN0IHMgb2YgdGhpcy5zZW5kcy52YWx1ZXMoKSkgcy5mYWlsKGNsb3NlZCk7XG4gICAgaWYgKHRoaXMuZmFpbHVyZSA9PT0gdW5kZWZpbmVkICYmICF0aGlzLm5jLmlzQ2xvc2VkKCkpIHtcbiAgICAgIGZvciAoY29uc3QgciBvZiB0aGlzLnJlY3ZzLnZhbHVlcygpKSByLmZsdXNoQ3JlZGl0KCk7XG4gICAgICBmb3IgKGxldCBoID0gMDsgaCA8IHRoaXMuaG9zdHM7IGgrKykgaWYgKGggIT09IHRoaXMuaG9zdCAmJiAhdGhpcy5wZWVyQ2xvc2VkW2hdKSB0aGlzLmNvbnRyb2woaCwgS2luZC5CWUUsIDApO1xuICAgIH1cbiAgICBmb3IgKGNvbnN0IHIgb2YgdGhpcy5yZWN2cy52YWx1ZXMoKSkgci5zdG9wKCk7XG4gICAgdGhpcy5oZWxsb0RvbmU/LihjbG9zZWQpO1xuICAgIGlmICghdGhpcy5uYy5pc0Nsb3NlZCgpKSB7XG4gICAgICBsZXQgdGltZXI6IE5vZGVKUy5UaW1lb3V0IHwgdW5kZWZpbmVkO1xuICAgICAgYXdhaXQgUHJvbWlzZS5yYWNlKFtcbiAgICAgICAgdGhpcy5uYy5mbHVzaCgpLmNhdGNoKCgpID0+IHVuZGVmaW5lZCksXG4gICAgICAgIG5ldyBQcm9taXNlPHZvaWQ+KChyZXNvbHZlKSA9PiB7XG4gICAgICAgICAgdGltZXIgPSBzZXRUaW1lb3V0KHJlc29sdmUsIENMT1NFX0ZMVVNIX01TKTtcbiAgICAgICAgfSksXG4gICAgICBdKTtcbiAgICAgIGNsZWFyVGltZW91dCh0aW1lcik7XG4gICAgICBhd2FpdCB0aGlzLm5jLmNsb3NlKCkuY2F0Y2goKCkgPT4gdW5kZWZpbmVkKTtcbiAgICB9XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQU1BLFNBQVMsa0JBQWtCO0FBQzNCLFNBQVMsZUFBOEM7QUFDdkQ7QUFBQSxFQUNFO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFFQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxPQUNLO0FBQ1AsU0FBeUQsc0JBQXNCO0FBQy9FLFNBQVMsa0JBQWtCO0FBQzNCLFNBQVMsa0JBQWtCO0FBd0IzQixNQUFNLGtCQUFrQjtBQUN4QixNQUFNLGlCQUFpQjtBQUN2QixNQUFNLEtBQUssSUFBSSxZQUFZO0FBQzNCLE1BQU0sS0FBSyxJQUFJLFlBQVk7QUFFM0IsU0FBUyxjQUFzQjtBQUM3QixVQUFRLEtBQUssTUFBTSxLQUFLLE9BQU8sSUFBSSxVQUFVLElBQUksT0FBTztBQUMxRDtBQUVBLFNBQVMsVUFBVSxNQUFjLFFBQXdCO0FBQ3ZELFNBQU8sT0FBTyxLQUFLLEtBQUs7QUFDMUI7QUFPQSxlQUFzQixhQUFhLFNBQTBEO0FBQzNGLFFBQU0sSUFBSSxlQUFlLE9BQU87QUFDaEMsUUFBTSxRQUFRLEVBQUUsUUFBUSxLQUFLLEdBQUc7QUFDaEMsTUFBSTtBQUNKLE1BQUk7QUFDRixTQUFLLE1BQU0sUUFBUTtBQUFBLE1BQ2pCLFNBQVMsQ0FBQyxHQUFHLEVBQUUsT0FBTztBQUFBLE1BQ3RCLFdBQVc7QUFBQSxNQUNYLFNBQVMsRUFBRTtBQUFBLE1BQ1gsTUFBTSxZQUFZLEVBQUUsR0FBRyxTQUFTLEVBQUUsSUFBSTtBQUFBLElBQ3hDLENBQUM7QUFBQSxFQUNILFNBQVMsS0FBSztBQUNaLFVBQU0sV0FBVyxTQUFTLE9BQU8scUJBQXFCLEdBQUc7QUFBQSxFQUMzRDtBQUNBLFFBQU0sWUFBWSxJQUFJLGtCQUFrQixJQUFJLENBQUM7QUFDN0MsTUFBSTtBQUNGLFVBQU0sVUFBVSxNQUFNO0FBQUEsRUFDeEIsU0FBUyxLQUFLO0FBQ1osVUFBTSxVQUFVLE1BQU07QUFDdEIsVUFBTTtBQUFBLEVBQ1I7QUFDQSxTQUFPO0FBQ1Q7QUFHTyxNQUFNLGtCQUEyQztBQUFBLEVBcUN0RCxZQUNtQixJQUNBLEdBQ2pCO0FBRmlCO0FBQ0E7QUFFakIsU0FBSyxPQUFPLEVBQUU7QUFDZCxTQUFLLFFBQVEsRUFBRTtBQUNmLFNBQUssTUFBTSxFQUFFO0FBQ2IsVUFBTSxTQUFTLEdBQUcsVUFBVTtBQUM1QixTQUFLLFdBQVcsR0FBRyxPQUFPLFNBQVMsS0FBSyxJQUFJLFNBQVMsVUFBVSxNQUFNLEVBQUUsU0FBUyxFQUFFLEdBQUc7QUFDckYsU0FBSyxNQUFNLE9BQU8sRUFBRSxHQUFHO0FBQ3ZCLFVBQU0sYUFBYSxHQUFHLE1BQU0sZUFBZSxLQUFLO0FBQ2hELFNBQUssYUFBYSxLQUFLLElBQUksR0FBRyxLQUFLLElBQUksRUFBRSxjQUFjLE9BQU8sbUJBQW1CLGFBQWEsY0FBYyxFQUFFLFdBQVcsQ0FBQztBQUMxSCxTQUFLLFlBQVksTUFBTSxLQUFLLEVBQUUsUUFBUSxFQUFFLE1BQU0sR0FBRyxDQUFDLEdBQUcsTUFBTyxNQUFNLEVBQUUsT0FBTyxLQUFLLFFBQVEsTUFBVTtBQUNsRyxTQUFLLFlBQVksSUFBSSxNQUFjLEVBQUUsS0FBSyxFQUFFLEtBQUssQ0FBQztBQUNsRCxTQUFLLGFBQWEsSUFBSSxNQUFlLEVBQUUsS0FBSyxFQUFFLEtBQUssS0FBSztBQUN4RCxPQUFHLFVBQVUsS0FBSyxRQUFRLEVBQUUsSUFBSSxHQUFHLEVBQUUsVUFBVSxDQUFDLEtBQUssUUFBUSxLQUFLLE9BQU8sS0FBSyxHQUFHLEVBQUUsQ0FBQztBQUNwRixTQUFLLEdBQUcsT0FBTyxFQUFFLEtBQUssQ0FBQyxRQUFRO0FBQzdCLFVBQUksS0FBSyxZQUFZLE9BQVcsTUFBSyxLQUFLLFdBQVcsU0FBUyxLQUFLLFVBQVUscUJBQXFCLE9BQU8sTUFBUyxDQUFDO0FBQUEsSUFDckgsQ0FBQztBQUNELFNBQUssS0FBSyxZQUFZO0FBQUEsRUFDeEI7QUFBQSxFQW5CbUI7QUFBQSxFQUNBO0FBQUE7QUFBQSxFQXJDVjtBQUFBO0FBQUEsRUFFQTtBQUFBO0FBQUEsRUFFQTtBQUFBO0FBQUEsRUFFQTtBQUFBO0FBQUEsRUFFQTtBQUFBLEVBQ1EsUUFBUSxZQUFZO0FBQUEsRUFDcEI7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBLFFBQVEsb0JBQUksSUFBd0I7QUFBQSxFQUNwQyxRQUFRLG9CQUFJLElBQXdCO0FBQUEsRUFDcEMsa0JBQThDLENBQUM7QUFBQSxFQUN4RDtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0EsV0FBVztBQUFBLEVBQ1gsZUFBZTtBQUFBLEVBQ2YsWUFBWTtBQUFBLEVBQ0gsWUFBWSxFQUFFLFNBQVMsR0FBRyxVQUFVLEdBQUcsYUFBYSxFQUFFO0FBQUEsRUFDL0Q7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTVIsSUFBSSxhQUE2QjtBQUMvQixXQUFPLEtBQUs7QUFBQSxFQUNkO0FBQUEsRUF3QkEsS0FBSyxJQUFZLFFBQWdCLE9BQWtDO0FBQ2pFLFFBQUksS0FBSyxZQUFZLE9BQVcsUUFBTyxRQUFRLE9BQU8sS0FBSyxPQUFPO0FBQ2xFLFFBQUksS0FBSyxZQUFZLE9BQVcsUUFBTyxRQUFRLE9BQU8sV0FBVyxnQkFBZ0IsTUFBTSxDQUFDO0FBQ3hGLFFBQUk7QUFDRixpQkFBVyxTQUFTLFlBQVksSUFBSSxHQUFHLEtBQUssUUFBUSxDQUFDO0FBQ3JELGlCQUFXLFNBQVMsZ0JBQWdCLFFBQVEsR0FBRyxLQUFLLEtBQUssQ0FBQztBQUMxRCxVQUFJLEVBQUUsaUJBQWlCLFlBQWEsT0FBTSxXQUFXLGdCQUFnQixlQUFlLGdCQUFnQixLQUFLO0FBQUEsSUFDM0csU0FBUyxLQUFLO0FBQ1osYUFBTyxRQUFRLE9BQU8sR0FBRztBQUFBLElBQzNCO0FBQ0EsUUFBSSxLQUFLLFdBQVcsRUFBRSxFQUFHLFFBQU8sUUFBUSxPQUFPLFdBQVcsV0FBVyxJQUFJLE1BQU0sQ0FBQztBQUNoRixTQUFLO0FBQ0wsU0FBSyxhQUFhLE1BQU07QUFDeEIsV0FBTyxLQUFLLFdBQVcsSUFBSSxNQUFNLEVBQUUsS0FBSyxLQUFLO0FBQUEsRUFDL0M7QUFBQSxFQUVBLFVBQVUsU0FBd0I7QUFDaEMsUUFBSSxPQUFPLFlBQVksV0FBWSxPQUFNLFdBQVcsZ0JBQWdCLHFCQUFxQixjQUFjLE9BQU87QUFDOUcsUUFBSSxLQUFLLFlBQVksT0FBVyxPQUFNLFdBQVcsZ0JBQWdCLGFBQWEsZUFBZSxrQkFBa0I7QUFDL0csU0FBSyxVQUFVO0FBQ2YsZUFBVyxLQUFLLEtBQUssTUFBTSxPQUFPLEVBQUcsR0FBRSxTQUFTO0FBQUEsRUFDbEQ7QUFBQSxFQUVBLFVBQVUsU0FBdUM7QUFDL0MsUUFBSSxPQUFPLFlBQVksV0FBWSxPQUFNLFdBQVcsZ0JBQWdCLHFCQUFxQixjQUFjLE9BQU87QUFDOUcsU0FBSyxnQkFBZ0IsS0FBSyxPQUFPO0FBQ2pDLFVBQU0sVUFBVSxLQUFLO0FBQ3JCLFFBQUksWUFBWSxPQUFXLGdCQUFlLE1BQU0sUUFBUSxPQUFPLENBQUM7QUFBQSxFQUNsRTtBQUFBLEVBRUEsUUFBdUI7QUFDckIsU0FBSyxZQUFZLEtBQUssU0FBUztBQUMvQixXQUFPLEtBQUs7QUFBQSxFQUNkO0FBQUE7QUFBQSxFQUdBLFFBQTRCO0FBQzFCLFFBQUksc0JBQXNCO0FBQzFCLFFBQUkseUJBQXlCO0FBQzdCLGVBQVcsS0FBSyxLQUFLLE1BQU0sT0FBTyxHQUFHO0FBQ25DLDRCQUFzQixLQUFLLElBQUkscUJBQXFCLEVBQUUsbUJBQW1CO0FBQ3pFLCtCQUF5QixLQUFLLElBQUksd0JBQXdCLEVBQUUsc0JBQXNCO0FBQUEsSUFDcEY7QUFDQSxRQUFJLG1CQUFtQjtBQUN2QixlQUFXLEtBQUssS0FBSyxNQUFNLE9BQU8sRUFBRyxxQkFBb0IsRUFBRTtBQUMzRCxVQUFNLEVBQUUsU0FBUyxVQUFVLFlBQVksSUFBSSxLQUFLO0FBQ2hELFdBQU87QUFBQSxNQUNMLGNBQWMsS0FBSztBQUFBLE1BQ25CLFdBQVcsS0FBSztBQUFBLE1BQ2hCO0FBQUEsTUFDQSxTQUFTLFVBQVUsV0FBVztBQUFBLE1BQzlCLFdBQVcsRUFBRSxHQUFHLEtBQUssVUFBVTtBQUFBLE1BQy9CO0FBQUEsTUFDQTtBQUFBLE1BQ0EsWUFBWSxLQUFLO0FBQUEsSUFDbkI7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdBLGlCQUFpQixJQUFZLFFBQXdCO0FBQ25ELFdBQU8sS0FBSyxNQUFNLElBQUksVUFBVSxJQUFJLE1BQU0sQ0FBQyxHQUFHLG9CQUFvQjtBQUFBLEVBQ3BFO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsTUFBTSxRQUF1QjtBQUMzQixVQUFNLEtBQUssR0FBRyxNQUFNO0FBQ3BCLFVBQU0sUUFBUSxZQUFZLElBQUk7QUFDOUIsVUFBTSxJQUFJLFFBQWMsQ0FBQyxTQUFTLFdBQVc7QUFDM0MsWUFBTSxRQUFRLFlBQVksTUFBTSxLQUFLLFVBQVUsS0FBSyxHQUFHLGVBQWU7QUFDdEUsV0FBSyxZQUFZLENBQUMsUUFBUTtBQUN4QixzQkFBYyxLQUFLO0FBQ25CLGFBQUssWUFBWTtBQUNqQixZQUFJLFFBQVEsT0FBVyxTQUFRO0FBQUEsWUFDMUIsUUFBTyxHQUFHO0FBQUEsTUFDakI7QUFDQSxXQUFLLFVBQVUsS0FBSztBQUFBLElBQ3RCLENBQUM7QUFDRCxTQUFLLGdCQUFnQjtBQUFBLEVBQ3ZCO0FBQUEsRUFFUSxVQUFVLE9BQXFCO0FBQ3JDLFFBQUksS0FBSyxZQUFZLFFBQVc7QUFDOUIsV0FBSyxZQUFZLEtBQUssT0FBTztBQUM3QjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFVBQVUsS0FBSyxVQUFVLFFBQVEsQ0FBQyxHQUFHLE1BQU8sTUFBTSxTQUFZLENBQUMsQ0FBQyxJQUFJLENBQUMsQ0FBRTtBQUM3RSxRQUFJLFFBQVEsV0FBVyxHQUFHO0FBQ3hCLFdBQUssWUFBWTtBQUNqQjtBQUFBLElBQ0Y7QUFDQSxRQUFJLFlBQVksSUFBSSxJQUFJLFFBQVEsS0FBSyxFQUFFLGdCQUFnQjtBQUNyRCxXQUFLLFlBQVksV0FBVyxhQUFhLFNBQVMsS0FBSyxPQUFPLEtBQUssRUFBRSxnQkFBZ0IsS0FBSyxRQUFRLENBQUM7QUFDbkc7QUFBQSxJQUNGO0FBQ0EsZUFBVyxLQUFLLFFBQVMsTUFBSyxRQUFRLEdBQUcsS0FBSyxPQUFPLENBQUM7QUFBQSxFQUN4RDtBQUFBLEVBRVEsa0JBQXdCO0FBQzlCLFVBQU0sTUFBTSxZQUFZLElBQUk7QUFDNUIsU0FBSyxVQUFVLEtBQUssR0FBRztBQUN2QixTQUFLLFdBQVc7QUFDaEIsU0FBSyxZQUFZLFlBQVksTUFBTSxLQUFLLGNBQWMsR0FBRyxLQUFLLEVBQUUsV0FBVztBQUMzRSxTQUFLLFVBQVUsTUFBTTtBQUFBLEVBQ3ZCO0FBQUEsRUFFUSxnQkFBc0I7QUFDNUIsVUFBTSxNQUFNLFlBQVksSUFBSTtBQUc1QixVQUFNLE9BQU8sTUFBTSxLQUFLLFdBQVcsS0FBSyxFQUFFO0FBQzFDLFNBQUssV0FBVztBQUNoQixRQUFJLE9BQU8sS0FBSyxFQUFFLFlBQWEsVUFBUyxJQUFJLEdBQUcsSUFBSSxLQUFLLE9BQU8sSUFBSyxNQUFLLFVBQVUsQ0FBQyxJQUFJLEtBQUssSUFBSSxNQUFNLEtBQUssVUFBVSxDQUFDLEtBQUssS0FBSyxJQUFJO0FBQ3JJLFVBQU0sU0FBbUIsQ0FBQztBQUMxQixhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssT0FBTyxLQUFLO0FBQ25DLFVBQUksTUFBTSxLQUFLLFFBQVEsS0FBSyxXQUFXLENBQUMsRUFBRztBQUMzQyxXQUFLLFFBQVEsR0FBRyxLQUFLLFdBQVcsQ0FBQztBQUNqQyxVQUFJLE9BQU8sS0FBSyxVQUFVLENBQUMsS0FBSyxLQUFLLEtBQUssRUFBRSxZQUFhLFFBQU8sS0FBSyxDQUFDO0FBQUEsSUFDeEU7QUFDQSxRQUFJLE9BQU8sU0FBUyxFQUFHLE1BQUssS0FBSyxXQUFXLE9BQU8sUUFBUSxLQUFLLEVBQUUsYUFBYSxLQUFLLFFBQVEsQ0FBQztBQUFBLEVBQy9GO0FBQUEsRUFFUSxRQUFRLE1BQXNCO0FBQ3BDLFdBQU8sTUFBTSxLQUFLLEdBQUcsSUFBSSxJQUFJO0FBQUEsRUFDL0I7QUFBQSxFQUVRLE9BQU8sSUFBWSxNQUFjLE9BQTRCO0FBQ25FLFdBQU8sRUFBRSxNQUFNLE9BQU8sTUFBTSxLQUFLLE1BQU0sSUFBSSxRQUFRLEtBQUssS0FBSyxPQUFPLEtBQUssT0FBTyxRQUFRLEdBQUcsS0FBSyxHQUFHLE9BQU8sR0FBRyxRQUFRLEdBQUcsT0FBTyxFQUFFO0FBQUEsRUFDbkk7QUFBQSxFQUVRLFFBQVEsSUFBWSxPQUF5QjtBQUNuRCxRQUFJO0FBQ0YsV0FBSyxHQUFHLFFBQVEsS0FBSyxRQUFRLEVBQUUsR0FBRyxLQUFLO0FBQUEsSUFDekMsU0FBUyxLQUFLO0FBQ1osV0FBSyxLQUFLLFdBQVcsU0FBUyxLQUFLLFVBQVUsa0JBQWtCLEdBQUcsQ0FBQztBQUFBLElBQ3JFO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHUSxRQUFRLElBQVksTUFBYyxPQUFlLFNBQVMsR0FBRyxRQUFRLEdBQUcsU0FBNEI7QUFDMUcsVUFBTSxRQUFRLFlBQVksRUFBRSxHQUFHLEtBQUssT0FBTyxJQUFJLE1BQU0sS0FBSyxHQUFHLFFBQVEsTUFBTSxHQUFHLFNBQVMsVUFBVSxDQUFDO0FBQ2xHLFFBQUksWUFBWSxPQUFXLE9BQU0sSUFBSSxTQUFTLFlBQVk7QUFDMUQsU0FBSyxRQUFRLElBQUksS0FBSztBQUFBLEVBQ3hCO0FBQUEsRUFFUSxXQUFXLElBQVksUUFBNEI7QUFDekQsVUFBTSxNQUFNLFVBQVUsSUFBSSxNQUFNO0FBQ2hDLFFBQUksSUFBSSxLQUFLLE1BQU0sSUFBSSxHQUFHO0FBQzFCLFFBQUksTUFBTSxRQUFXO0FBQ25CLFVBQUksSUFBSSxXQUFXLElBQUksUUFBUSxFQUFFLE9BQU8sS0FBSyxFQUFFLGFBQWEsVUFBVSxLQUFLLEVBQUUsZUFBZSxHQUFHLEtBQUssWUFBWTtBQUFBLFFBQzlHLE9BQU8sQ0FBQyxLQUFLLE9BQU8sUUFBUSxRQUFRLFNBQVMsUUFBUTtBQUNuRCxnQkFBTSxRQUFRO0FBQUEsWUFDWixFQUFFLEdBQUcsS0FBSyxPQUFPLElBQUksS0FBSyxNQUFNLE1BQU0sV0FBVyxDQUFDLEdBQUcsUUFBUSxLQUFLLE9BQU8sUUFBUSxPQUFPLE9BQU87QUFBQSxZQUMvRixRQUFRO0FBQUEsVUFDVjtBQUNBLGdCQUFNLElBQUksU0FBUyxZQUFZO0FBQy9CLGVBQUssUUFBUSxJQUFJLEtBQUs7QUFBQSxRQUN4QjtBQUFBLFFBQ0EsS0FBSyxNQUFNLEtBQUssUUFBUSxJQUFJLEtBQUssS0FBSyxHQUFHLE1BQU07QUFBQSxNQUNqRCxDQUFDO0FBQ0QsV0FBSyxNQUFNLElBQUksS0FBSyxDQUFDO0FBQUEsSUFDdkI7QUFDQSxXQUFPO0FBQUEsRUFDVDtBQUFBLEVBRVEsV0FBVyxNQUFjLFFBQTRCO0FBQzNELFVBQU0sTUFBTSxVQUFVLE1BQU0sTUFBTTtBQUNsQyxRQUFJLElBQUksS0FBSyxNQUFNLElBQUksR0FBRztBQUMxQixRQUFJLE1BQU0sUUFBVztBQUNuQixVQUFJLElBQUk7QUFBQSxRQUNOO0FBQUEsUUFDQTtBQUFBLFFBQ0EsRUFBRSxPQUFPLEtBQUssRUFBRSxhQUFhLFVBQVUsS0FBSyxFQUFFLGVBQWU7QUFBQSxRQUM3RDtBQUFBLFVBQ0UsU0FBUyxNQUFNLEtBQUs7QUFBQSxVQUNwQixRQUFRLENBQUMsT0FBTyxhQUFhO0FBQzNCLGtCQUFNLElBQUksSUFBSSxXQUFXLENBQUM7QUFDMUIsZ0JBQUksU0FBUyxFQUFFLE1BQU0sRUFBRSxXQUFXLEdBQUcsVUFBVSxJQUFJO0FBQ25ELGlCQUFLLFFBQVEsTUFBTSxLQUFLLFFBQVEsR0FBRyxRQUFRLE9BQU8sQ0FBQztBQUFBLFVBQ3JEO0FBQUEsVUFDQSxRQUFRLENBQUMsUUFBUSxLQUFLLEtBQUssR0FBRztBQUFBLFFBQ2hDO0FBQUEsTUFDRjtBQUNBLFdBQUssTUFBTSxJQUFJLEtBQUssQ0FBQztBQUFBLElBQ3ZCO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQSxFQUVRLE9BQU8sS0FBbUIsS0FBZ0I7QUFDaEQsUUFBSSxRQUFRLE1BQU07QUFDaEIsV0FBSyxLQUFLLFdBQVcsU0FBUyxLQUFLLFVBQVUsdUJBQXVCLEdBQUcsQ0FBQztBQUN4RTtBQUFBLElBQ0Y7QUFDQSxRQUFJLEtBQUssWUFBWSxVQUFhLEtBQUssWUFBWSxPQUFXO0FBQzlELFFBQUk7QUFDRixXQUFLLFFBQVEsSUFBSSxJQUFJO0FBQUEsSUFDdkIsU0FBUyxHQUFHO0FBQ1YsV0FBSyxLQUFLLGFBQWEsUUFBUSxJQUFJLElBQUksTUFBTSxPQUFPLENBQUMsQ0FBQyxDQUFDO0FBQUEsSUFDekQ7QUFBQSxFQUNGO0FBQUEsRUFFUSxRQUFRLE1BQXdCO0FBQ3RDLFVBQU0sSUFBSSxZQUFZLElBQUk7QUFDMUIsUUFBSSxNQUFNLFVBQWEsRUFBRSxPQUFPLEtBQUssUUFBUSxFQUFFLFFBQVEsS0FBSyxPQUFPO0FBQ2pFLFdBQUssVUFBVTtBQUNmO0FBQUEsSUFDRjtBQUNBLFFBQUksRUFBRSxXQUFXLEtBQUssS0FBSztBQUN6QixXQUFLLFVBQVU7QUFDZjtBQUFBLElBQ0Y7QUFDQSxVQUFNLE9BQU8sRUFBRTtBQUNmLFFBQUksRUFBRSxTQUFTLEtBQUssT0FBTztBQUN6QixXQUFLLFFBQVEsQ0FBQztBQUNkO0FBQUEsSUFDRjtBQUNBLFFBQUksS0FBSyxVQUFVLElBQUksTUFBTSxFQUFFLE9BQU87QUFDcEMsV0FBSyxVQUFVO0FBQ2Y7QUFBQSxJQUNGO0FBQ0EsU0FBSyxVQUFVLElBQUksSUFBSSxZQUFZLElBQUk7QUFDdkMsWUFBUSxFQUFFLE1BQU07QUFBQSxNQUNkLEtBQUssS0FBSztBQUNSLGFBQUssV0FBVyxNQUFNLEVBQUUsTUFBTSxFQUFFLEtBQUssRUFBRSxLQUFLLEVBQUUsT0FBTyxFQUFFLFFBQVEsRUFBRSxPQUFPLFVBQVUsSUFBSSxJQUFJLEVBQUUsUUFBUSxjQUFjLENBQUM7QUFDbkg7QUFBQSxNQUNGLEtBQUssS0FBSyxRQUFRO0FBQ2hCLGNBQU0sSUFBSSxLQUFLLE1BQU0sSUFBSSxVQUFVLE1BQU0sRUFBRSxNQUFNLENBQUM7QUFDbEQsY0FBTSxJQUFJLFVBQVUsSUFBSTtBQUN4QixZQUFJLE1BQU0sVUFBYSxFQUFFLFdBQVc7QUFDbEMsZ0JBQU0sV0FBVyxVQUFVLE1BQU0sMkNBQTJDLFVBQVUsRUFBRSxNQUFNLEVBQUU7QUFDbEcsVUFBRSxPQUFPLEVBQUUsT0FBTyxJQUFJLFNBQVMsRUFBRSxRQUFRLEVBQUUsWUFBWSxDQUFDLEVBQUUsV0FBVyxHQUFHLElBQUksQ0FBQztBQUM3RTtBQUFBLE1BQ0Y7QUFBQSxNQUNBLEtBQUssS0FBSztBQUNSLGFBQUssV0FBVyxNQUFNLEVBQUUsTUFBTSxFQUFFLElBQUk7QUFDcEM7QUFBQSxNQUNGLEtBQUssS0FBSztBQUNSO0FBQUEsTUFDRixLQUFLLEtBQUs7QUFDUixhQUFLLE1BQU0sTUFBTSxFQUFFLE9BQU8sR0FBRyxPQUFPLFVBQVUsSUFBSSxDQUFDLENBQUM7QUFDcEQ7QUFBQSxNQUNGO0FBQ0UsY0FBTSxXQUFXLFVBQVUsTUFBTSx3QkFBd0IsT0FBTyxFQUFFLElBQUksQ0FBQztBQUFBLElBQzNFO0FBQUEsRUFDRjtBQUFBLEVBRVEsUUFBUSxHQUFzQjtBQUNwQyxVQUFNLFFBQVEsS0FBSyxVQUFVLEVBQUUsSUFBSTtBQUNuQyxRQUFJLFVBQVUsVUFBYSxVQUFVLEVBQUUsT0FBTztBQUM1QyxXQUFLLFVBQVU7QUFDZjtBQUFBLElBQ0Y7QUFDQSxTQUFLLFVBQVUsRUFBRSxJQUFJLElBQUksRUFBRTtBQUMzQixTQUFLLFVBQVUsRUFBRSxJQUFJLElBQUksWUFBWSxJQUFJO0FBQ3pDLFNBQUssRUFBRSxRQUFRLGlCQUFpQixLQUFLLEVBQUUsU0FBUyxLQUFLLEtBQU0sTUFBSyxRQUFRLEVBQUUsTUFBTSxLQUFLLE9BQU8sV0FBVztBQUFBLEVBQ3pHO0FBQUEsRUFFUSxNQUFNLE1BQWMsT0FBZSxRQUFzQjtBQUMvRCxTQUFLLFFBQVEsZ0JBQWdCLEdBQUc7QUFDOUIsV0FBSyxLQUFLLFdBQVcsT0FBTyxNQUFNLE1BQU0sQ0FBQztBQUN6QztBQUFBLElBQ0Y7QUFDQSxTQUFLLFdBQVcsSUFBSSxJQUFJO0FBQ3hCLGVBQVcsS0FBSyxLQUFLLE1BQU0sT0FBTyxFQUFHLEtBQUksRUFBRSxPQUFPLFFBQVEsRUFBRSxVQUFVLEVBQUcsR0FBRSxLQUFLLFdBQVcsV0FBVyxNQUFNLEVBQUUsTUFBTSxDQUFDO0FBQUEsRUFDdkg7QUFBQSxFQUVBLE1BQWMsY0FBNkI7QUFDekMscUJBQWlCLEtBQUssS0FBSyxHQUFHLE9BQU8sR0FBRztBQUN0QyxVQUFJLEtBQUssWUFBWSxPQUFXO0FBQ2hDLFVBQUksRUFBRSxTQUFTLGFBQWMsTUFBSyxLQUFLLFdBQVcsU0FBUyxLQUFLLFVBQVUsY0FBYyxDQUFDO0FBQUEsZUFDaEYsRUFBRSxTQUFTLFFBQVMsTUFBSyxLQUFLLFdBQVcsU0FBUyxLQUFLLFVBQVUsZ0JBQWdCLEVBQUUsS0FBSyxDQUFDO0FBQUEsSUFDcEc7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdRLEtBQUssS0FBa0I7QUFDN0IsUUFBSSxLQUFLLFlBQVksVUFBYSxLQUFLLFlBQVksT0FBVztBQUM5RCxTQUFLLFVBQVU7QUFDZixRQUFJLEtBQUssY0FBYyxPQUFXLGVBQWMsS0FBSyxTQUFTO0FBQzlELGVBQVcsS0FBSyxLQUFLLE1BQU0sT0FBTyxFQUFHLEdBQUUsS0FBSyxHQUFHO0FBQy9DLGVBQVcsS0FBSyxLQUFLLE1BQU0sT0FBTyxFQUFHLEdBQUUsS0FBSztBQUM1QyxTQUFLLFlBQVksR0FBRztBQUNwQixRQUFJLENBQUMsS0FBSyxHQUFHLFNBQVMsR0FBRztBQUN2QixZQUFNLFNBQVMsR0FBRyxPQUFPLElBQUksUUFBUSxNQUFNLEdBQUcsR0FBSSxDQUFDO0FBQ25ELGVBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxPQUFPLEtBQUs7QUFDbkMsWUFBSSxNQUFNLEtBQUssUUFBUSxLQUFLLFdBQVcsQ0FBQyxFQUFHO0FBQzNDLFlBQUk7QUFDRixnQkFBTSxRQUFRLFlBQVksS0FBSyxPQUFPLEdBQUcsS0FBSyxLQUFLLFVBQVUsR0FBRyxPQUFPLE1BQU07QUFDN0UsZ0JBQU0sSUFBSSxRQUFRLFlBQVk7QUFDOUIsZUFBSyxHQUFHLFFBQVEsS0FBSyxRQUFRLENBQUMsR0FBRyxLQUFLO0FBQUEsUUFDeEMsUUFBUTtBQUNOO0FBQUEsUUFDRjtBQUFBLE1BQ0Y7QUFBQSxJQUNGO0FBQ0EsZUFBVyxXQUFXLEtBQUssaUJBQWlCO0FBQzFDLFVBQUk7QUFDRixnQkFBUSxHQUFHO0FBQUEsTUFDYixRQUFRO0FBQUEsTUFFUjtBQUFBLElBQ0Y7QUFBQSxFQUNGO0FBQUEsRUFFQSxNQUFjLFdBQTBCO0FBQ3RDLFFBQUksS0FBSyxjQUFjLE9BQVcsZUFBYyxLQUFLLFNBQVM7QUFDOUQsVUFBTSxTQUFTLFdBQVcsZ0JBQWdCLE1BQU07QUFDaEQsZUFBVyxLQUFLLEtBQUssTUFBTSxPQUFPLEVBQUcsR0FBRSxLQUFLLE1BQU07QUFDbEQsUUFBSSxLQUFLLFlBQVksVUFBYSxDQUFDLEtBQUssR0FBRyxTQUFTLEdBQUc7QUFDckQsaUJBQVcsS0FBSyxLQUFLLE1BQU0sT0FBTyxFQUFHLEdBQUUsWUFBWTtBQUNuRCxlQUFTLElBQUksR0FBRyxJQUFJLEtBQUssT0FBTyxJQUFLLEtBQUksTUFBTSxLQUFLLFFBQVEsQ0FBQyxLQUFLLFdBQVcsQ0FBQyxFQUFHLE1BQUssUUFBUSxHQUFHLEtBQUssS0FBSyxDQUFDO0FBQUEsSUFDOUc7QUFDQSxlQUFXLEtBQUssS0FBSyxNQUFNLE9BQU8sRUFBRyxHQUFFLEtBQUs7QUFDNUMsU0FBSyxZQUFZLE1BQU07QUFDdkIsUUFBSSxDQUFDLEtBQUssR0FBRyxTQUFTLEdBQUc7QUFDdkIsVUFBSTtBQUNKLFlBQU0sUUFBUSxLQUFLO0FBQUEsUUFDakIsS0FBSyxHQUFHLE1BQU0sRUFBRSxNQUFNLE1BQU0sTUFBUztBQUFBLFFBQ3JDLElBQUksUUFBYyxDQUFDLFlBQVk7QUFDN0Isa0JBQVEsV0FBVyxTQUFTLGNBQWM7QUFBQSxRQUM1QyxDQUFDO0FBQUEsTUFDSCxDQUFDO0FBQ0QsbUJBQWEsS0FBSztBQUNsQixZQUFNLEtBQUssR0FBRyxNQUFNLEVBQUUsTUFBTSxNQUFNLE1BQVM7QUFBQSxJQUM3QztBQUFBLEVBQ0Y7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
