import { createHash } from "node:crypto";
import { deserialize, serialize } from "node:v8";
import { rankList } from "../comm/status.js";
import {
  deadlineExceeded,
  ErrorCodes,
  hostLost,
  hostMismatch,
  invalidArgument,
  MeshworkError,
  remoteFailed
} from "../errors.js";
import { CollectiveExchange } from "./exchange.js";
import { COLLECTIVE_STREAM, CONTROL_STREAM, LinkGateway } from "./gateway.js";
import { placeRanks, rangeText } from "./placement.js";
function checkTransport(value) {
  const t = value;
  const expected = "a HostTransport ({ host, hosts, describe, send, onMessage, onFailure, close }, e.g. from connectFromEnv())";
  if (typeof t !== "object" || t === null) throw invalidArgument("hosts", expected, value);
  for (const m of ["send", "onMessage", "onFailure", "close"]) {
    if (typeof t[m] !== "function") throw invalidArgument(`hosts.${m}`, `a function (${expected})`, t[m]);
  }
  if (typeof t.hosts !== "number" || !Number.isInteger(t.hosts) || t.hosts < 1)
    throw invalidArgument("hosts.hosts", "an integer >= 1", t.hosts);
  if (typeof t.host !== "number" || !Number.isInteger(t.host) || t.host < 0 || t.host >= t.hosts) {
    throw invalidArgument("hosts.host", `an integer in [0, ${t.hosts})`, t.host);
  }
  return t;
}
class HostSession {
  constructor(transport, topology, waitTimeoutMs) {
    this.transport = transport;
    this.topology = topology;
    this.waitTimeoutMs = waitTimeoutMs;
    this.host = transport.host;
    this.hosts = transport.hosts;
    this.placement = placeRanks(topology, transport.hosts);
    this.localRanks = this.placement.ranksOf[this.host];
    transport.onMessage((from, stream, bytes) => this.dispatch(from, stream, bytes));
    transport.onFailure((error) => this.onLost(error));
  }
  transport;
  topology;
  waitTimeoutMs;
  placement;
  host;
  hosts;
  /** Ranks this host runs. */
  localRanks;
  current;
  /** Control messages of runs this host has not started yet. */
  early = /* @__PURE__ */ new Map();
  /** Runs started here so far (messages of older runs are dropped). */
  lastRun = 0;
  /** The transport failed: every run from now on fails with this. */
  lost;
  /** "host 1 (ranks 4-7)". */
  who(host) {
    return `host ${host} (ranks ${rangeText(this.placement.ranksOf[host] ?? [])})`;
  }
  /**
   * Start run `run` here: wire the gateway and the exchange, announce the run to every host and
   * wait until all announced the same one. `abort` ends the run on this host (the cluster's
   * stopAll); it is called for failures elsewhere.
   */
  async begin(run, print, buffers, abort) {
    if (this.lost !== void 0) throw this.lostError(run, this.lost);
    this.lastRun = run;
    const onError = (err) => abort(this.sendError(run, err));
    const state = {
      run,
      gateway: new LinkGateway({
        run,
        topology: this.topology,
        placement: this.placement,
        host: this.host,
        buffers,
        transport: this.transport,
        onError
      }),
      exchange: new CollectiveExchange({
        run,
        host: this.host,
        hosts: this.hosts,
        localRanks: this.localRanks,
        size: this.topology.size,
        control: buffers.control,
        scratch: buffers.scratch,
        slotBytes: buffers.slotBytes,
        transport: this.transport,
        onError
      }),
      inbox: /* @__PURE__ */ new Map(),
      abort,
      notify: () => {
      },
      failed: void 0
    };
    this.current = state;
    for (const { from, msg } of this.early.get(run) ?? []) this.file(state, from, msg);
    this.early.delete(run);
    state.gateway.start();
    state.exchange.start();
    const mine = fingerprint(print);
    await this.broadcast({ kind: "start", run, print: mine, what: describePrint(print) }, run);
    const starts = await this.collect(state, "start", `the start of run #${run}`);
    for (const [h, msg] of starts) {
      const s = msg;
      if (s.print !== mine) throw hostMismatch(run, h, `runs ${s.what}, this host ${describePrint(print)}`);
    }
  }
  /**
   * This host's ranks returned: hand their outcomes to every host and take everyone's. Resolves
   * with the outcomes of all ranks, by rank.
   */
  async gather(run, outcomes) {
    const state = this.current;
    if (state === void 0 || state.run !== run)
      throw new MeshworkError(ErrorCodes.CLUSTER_STATE, `run #${run} is not in progress on this host`);
    await this.broadcast({ kind: "done", run, outcomes }, run);
    const all = new Array(this.topology.size);
    for (const o of outcomes) all[o.rank] = o;
    for (const [, msg] of await this.collect(state, "done", `the results of run #${run}`)) {
      for (const o of msg.outcomes) all[o.rank] = o;
    }
    return all;
  }
  /** The run failed on this host: tell the others (best effort), unless the failure came from them. */
  fail(run, error) {
    const state = this.current;
    if (state !== void 0 && state.run === run) {
      state.failed ??= error;
      state.notify();
    }
    const echo = error.code === ErrorCodes.REMOTE_FAILED || error.code === ErrorCodes.HOST_LOST || error.code === ErrorCodes.HOST_MISMATCH;
    if (echo || this.lost !== void 0) return;
    const msg = { kind: "fail", run, code: error.code, message: error.message };
    this.broadcast(msg, run).catch(() => {
    });
  }
  /** The run is over on this host (either way): stop its gateway and exchange. */
  end(run) {
    const state = this.current;
    if (state === void 0 || state.run !== run) return;
    state.gateway.stop();
    state.exchange.stop();
    this.current = void 0;
  }
  dispatch(from, stream, bytes) {
    if (!Number.isInteger(from) || from < 0 || from >= this.hosts || from === this.host) return;
    if (stream === CONTROL_STREAM) {
      let msg;
      try {
        msg = deserialize(bytes);
      } catch {
        return;
      }
      this.onControl(from, msg);
      return;
    }
    const state = this.current;
    if (state === void 0) return;
    if (stream === COLLECTIVE_STREAM) {
      state.exchange.deliver(from, bytes);
      return;
    }
    if (state.gateway.has(stream)) return state.gateway.deliver(stream, bytes);
  }
  onControl(from, msg) {
    if (typeof msg !== "object" || msg === null || typeof msg.run !== "number") return;
    const state = this.current;
    if (state !== void 0 && msg.run === state.run) {
      this.file(state, from, msg);
      return;
    }
    if (msg.run <= this.lastRun) return;
    let list = this.early.get(msg.run);
    if (list === void 0) {
      list = [];
      this.early.set(msg.run, list);
    }
    list.push({ from, msg });
  }
  /** Keep a control message of the current run; a FAIL ends the run here. */
  file(state, from, msg) {
    if (msg.kind === "fail") {
      const cause = new MeshworkError(knownCode(msg.code), msg.message);
      const err = remoteFailed(state.run, from, rangeText(this.placement.ranksOf[from] ?? []), msg.message, cause);
      state.failed ??= err;
      state.abort(err);
      state.notify();
      return;
    }
    let list = state.inbox.get(from);
    if (list === void 0) {
      list = [];
      state.inbox.set(from, list);
    }
    list.push(msg);
    state.notify();
  }
  /** Wait until every other host sent a `kind` message of this run (deadline: waitTimeoutMs). */
  async collect(state, kind, what) {
    const deadline = Date.now() + this.waitTimeoutMs;
    const out = /* @__PURE__ */ new Map();
    for (; ; ) {
      if (state.failed !== void 0) throw state.failed;
      for (let h = 0; h < this.hosts; h++) {
        if (h === this.host || out.has(h)) continue;
        const list = state.inbox.get(h) ?? [];
        const at = list.findIndex((m) => m.kind === kind);
        if (at >= 0) out.set(h, list.splice(at, 1)[0]);
      }
      if (out.size === this.hosts - 1) return out;
      const left = deadline - Date.now();
      if (left <= 0) {
        const missing = Array.from({ length: this.hosts }, (_, h) => h).filter((h) => h !== this.host && !out.has(h));
        throw deadlineExceeded(
          `${what} on host ${this.host}`,
          this.waitTimeoutMs,
          `waiting for ${missing.map((h) => this.who(h)).join(", ")}`
        );
      }
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, left);
        state.notify = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      state.notify = () => {
      };
    }
  }
  async broadcast(msg, run) {
    const bytes = new Uint8Array(serialize(msg));
    const sends = [];
    for (let h = 0; h < this.hosts; h++) if (h !== this.host) sends.push(this.transport.send(h, CONTROL_STREAM, bytes));
    try {
      await Promise.all(sends);
    } catch (err) {
      throw this.sendError(run, err);
    }
  }
  onLost(error) {
    this.lost ??= error;
    const state = this.current;
    if (state === void 0) return;
    const err = this.lostError(state.run, error);
    state.failed ??= err;
    state.abort(err);
    state.notify();
  }
  /** A send failed (the transport lost a peer, or the job), or a peer's round was malformed. */
  sendError(run, err) {
    if (err instanceof MeshworkError && (err.code === ErrorCodes.REMOTE_FAILED || err.code === ErrorCodes.HOST_PROTOCOL)) return err;
    return this.lostError(run, err instanceof Error ? err : new Error(String(err)));
  }
  /**
   * HOST_LOST naming the host the transport's error names: a `host` field, else the innermost
   * "lost host N" of its message (host A that failed because it lost host B reports "lost host A:
   * it failed: lost host B: ..."; B is the one gone), else the first "host N".
   */
  lostError(run, error) {
    const named = error.host;
    const chain = [...error.message.matchAll(/\blost hosts? (\d+)/g)];
    const match = chain.at(-1) ?? /\bhost (\d+)\b/.exec(error.message);
    const host = typeof named === "number" ? named : match == null ? void 0 : Number(match[1]);
    const known = host !== void 0 && host >= 0 && host < this.hosts && host !== this.host ? host : void 0;
    const ranks = known === void 0 ? "" : rankList(this.placement.ranksOf[known] ?? []);
    return hostLost(run, known, ranks, error.message, error);
  }
}
const CODES = new Set(Object.values(ErrorCodes));
function knownCode(code) {
  return code !== void 0 && CODES.has(code) ? code : ErrorCodes.RANK_FAILED;
}
function fingerprint(print) {
  return createHash("sha256").update(serialize([print.url, print.options, print.cluster])).digest("hex");
}
function describePrint(print) {
  return `${print.url} (options and cluster options hash ${fingerprint(print).slice(0, 12)})`;
}
export {
  HostSession,
  checkTransport
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NsdXN0ZXIvaHlicmlkLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIE9uZSBob3N0IHByb2Nlc3MncyBwYXJ0IG9mIGEgbXVsdGktaG9zdCBjbHVzdGVyIChgY3JlYXRlQ2x1c3Rlcih7IHRvcG9sb2d5LCBob3N0cyB9KWApOiB0aGVcbiAqIHBsYWNlbWVudCwgdGhlIGhvc3QgcHJvdG9jb2wgb3ZlciB0aGUgSG9zdFRyYW5zcG9ydCwgYW5kIHBlciBydW4gdGhlIHN0YXJ0IGhhbmRzaGFrZSwgdGhlIGxpbmtcbiAqIGdhdGV3YXkgKC4vZ2F0ZXdheS50cyksIHRoZSBjb2xsZWN0aXZlIGV4Y2hhbmdlICguL2V4Y2hhbmdlLnRzKSwgZmFpbHVyZXMgaW4gYm90aCBkaXJlY3Rpb25zXG4gKiBhbmQgdGhlIGdhdGhlciBvZiBldmVyeSBob3N0J3MgcmVzdWx0cy5cbiAqXG4gKiBDb250cm9sIHN0cmVhbSBtZXNzYWdlcyAodjggc2VyaWFsaXplZCk6IFNUQVJUIHsgcnVuLCBwcmludCB9IChhIGZpbmdlcnByaW50IG9mIHByb2dyYW0gVVJMLFxuICogb3B0aW9ucyBhbmQgY2x1c3RlciBvcHRpb25zOiBob3N0cyB0aGF0IGRpc2FncmVlIHJlZnVzZSB0aGUgcnVuKSwgRkFJTCB7IHJ1biwgaG9zdCwgZXJyb3IgfVxuICogKGEgcnVuIGZhaWxlZCBvbiB0aGF0IGhvc3QpLCBET05FIHsgcnVuLCBob3N0LCBvdXRjb21lcyB9ICh0aGF0IGhvc3QncyByYW5rcyByZXR1cm5lZCkuXG4gKiBFdmVyeSBtZXNzYWdlIG5hbWVzIGl0cyBydW47IG1lc3NhZ2VzIG9mIGVhcmxpZXIgcnVucyBhcmUgZHJvcHBlZCwgdGhvc2Ugb2YgYSBsYXRlciBydW4gKGFcbiAqIHBlZXIgdGhhdCBoYXMgYWxyZWFkeSBzdGFydGVkIGl0KSBhcmUga2VwdCB1bnRpbCB0aGlzIGhvc3Qgc3RhcnRzIGl0LlxuICovXG5pbXBvcnQgeyBjcmVhdGVIYXNoIH0gZnJvbSAnbm9kZTpjcnlwdG8nO1xuaW1wb3J0IHsgZGVzZXJpYWxpemUsIHNlcmlhbGl6ZSB9IGZyb20gJ25vZGU6djgnO1xuaW1wb3J0IHR5cGUgeyBDbHVzdGVyQnVmZmVycyB9IGZyb20gJy4uL2NvbW0vbGF5b3V0LmpzJztcbmltcG9ydCB7IHJhbmtMaXN0IH0gZnJvbSAnLi4vY29tbS9zdGF0dXMuanMnO1xuaW1wb3J0IHtcbiAgZGVhZGxpbmVFeGNlZWRlZCxcbiAgdHlwZSBFcnJvckNvZGUsXG4gIEVycm9yQ29kZXMsXG4gIGhvc3RMb3N0LFxuICBob3N0TWlzbWF0Y2gsXG4gIGludmFsaWRBcmd1bWVudCxcbiAgTWVzaHdvcmtFcnJvcixcbiAgcmVtb3RlRmFpbGVkLFxufSBmcm9tICcuLi9lcnJvcnMuanMnO1xuaW1wb3J0IHR5cGUgeyBUb3BvbG9neSB9IGZyb20gJy4uL3RvcG9sb2d5L3R5cGVzLmpzJztcbmltcG9ydCB0eXBlIHsgUmFua091dGNvbWUgfSBmcm9tICcuLi93b3JrZXIvdGFzay5qcyc7XG5pbXBvcnQgeyBDb2xsZWN0aXZlRXhjaGFuZ2UgfSBmcm9tICcuL2V4Y2hhbmdlLmpzJztcbmltcG9ydCB7IENPTExFQ1RJVkVfU1RSRUFNLCBDT05UUk9MX1NUUkVBTSwgTGlua0dhdGV3YXkgfSBmcm9tICcuL2dhdGV3YXkuanMnO1xuaW1wb3J0IHR5cGUgeyBIb3N0VHJhbnNwb3J0IH0gZnJvbSAnLi9ob3N0cy5qcyc7XG5pbXBvcnQgeyB0eXBlIFBsYWNlbWVudCwgcGxhY2VSYW5rcywgcmFuZ2VUZXh0IH0gZnJvbSAnLi9wbGFjZW1lbnQuanMnO1xuXG50eXBlIE9rT3V0Y29tZSA9IEV4dHJhY3Q8UmFua091dGNvbWUsIHsgb2s6IHRydWUgfT47XG5cbmludGVyZmFjZSBTdGFydCB7XG4gIHJlYWRvbmx5IGtpbmQ6ICdzdGFydCc7XG4gIHJlYWRvbmx5IHJ1bjogbnVtYmVyO1xuICByZWFkb25seSBwcmludDogc3RyaW5nO1xuICByZWFkb25seSB3aGF0OiBzdHJpbmc7XG59XG5pbnRlcmZhY2UgRmFpbCB7XG4gIHJlYWRvbmx5IGtpbmQ6ICdmYWlsJztcbiAgcmVhZG9ubHkgcnVuOiBudW1iZXI7XG4gIHJlYWRvbmx5IGNvZGU6IHN0cmluZyB8IHVuZGVmaW5lZDtcbiAgcmVhZG9ubHkgbWVzc2FnZTogc3RyaW5nO1xufVxuaW50ZXJmYWNlIERvbmUge1xuICByZWFkb25seSBraW5kOiAnZG9uZSc7XG4gIHJlYWRvbmx5IHJ1bjogbnVtYmVyO1xuICByZWFkb25seSBvdXRjb21lczogcmVhZG9ubHkgT2tPdXRjb21lW107XG59XG50eXBlIENvbnRyb2wgPSBTdGFydCB8IEZhaWwgfCBEb25lO1xuXG4vKiogV2hhdCBhIHJ1biBtdXN0IGFncmVlIG9uIGFjcm9zcyBob3N0czsgYHdoYXRgIG5hbWVzIGl0IGluIGEgbWlzbWF0Y2guICovXG5leHBvcnQgaW50ZXJmYWNlIFJ1blByaW50IHtcbiAgcmVhZG9ubHkgdXJsOiBzdHJpbmc7XG4gIHJlYWRvbmx5IG9wdGlvbnM6IHVua25vd247XG4gIHJlYWRvbmx5IGNsdXN0ZXI6IHVua25vd247XG59XG5cbi8qKiBPbmUgcnVuIGluIHByb2dyZXNzIG9uIHRoaXMgaG9zdC4gKi9cbmludGVyZmFjZSBSdW5TdGF0ZSB7XG4gIHJlYWRvbmx5IHJ1bjogbnVtYmVyO1xuICByZWFkb25seSBnYXRld2F5OiBMaW5rR2F0ZXdheTtcbiAgcmVhZG9ubHkgZXhjaGFuZ2U6IENvbGxlY3RpdmVFeGNoYW5nZTtcbiAgLyoqIENvbnRyb2wgbWVzc2FnZXMgb2YgdGhpcyBydW4sIHBlciBob3N0IChTVEFSVCwgdGhlbiBET05FIG9yIEZBSUwpLiAqL1xuICByZWFkb25seSBpbmJveDogTWFwPG51bWJlciwgQ29udHJvbFtdPjtcbiAgLyoqIEVuZCB0aGUgcnVuIG9uIHRoaXMgaG9zdCB3aXRoIGBlcnJvcmAgKHRoZSBjbHVzdGVyJ3MgYWJvcnQgcGF0aCkuICovXG4gIHJlYWRvbmx5IGFib3J0OiAoZXJyb3I6IE1lc2h3b3JrRXJyb3IpID0+IHZvaWQ7XG4gIC8qKiBXYWtlcyB3aG9ldmVyIHdhaXRzIGZvciBhIGNvbnRyb2wgbWVzc2FnZS4gKi9cbiAgbm90aWZ5OiAoKSA9PiB2b2lkO1xuICAvKiogU2V0IG9uY2UgdGhlIHJ1biBmYWlsZWQgaGVyZSBvciBlbHNld2hlcmU6IG5vIG1vcmUgd2FpdGluZy4gKi9cbiAgZmFpbGVkOiBNZXNod29ya0Vycm9yIHwgdW5kZWZpbmVkO1xufVxuXG4vKiogQ2hlY2sgdGhlIGBob3N0c2Agb3B0aW9uOiBhbiBvYmplY3Qgd2l0aCB0aGUgSG9zdFRyYW5zcG9ydCBtZW1iZXJzLiAqL1xuZXhwb3J0IGZ1bmN0aW9uIGNoZWNrVHJhbnNwb3J0KHZhbHVlOiB1bmtub3duKTogSG9zdFRyYW5zcG9ydCB7XG4gIGNvbnN0IHQgPSB2YWx1ZSBhcyBQYXJ0aWFsPEhvc3RUcmFuc3BvcnQ+IHwgbnVsbDtcbiAgY29uc3QgZXhwZWN0ZWQgPSAnYSBIb3N0VHJhbnNwb3J0ICh7IGhvc3QsIGhvc3RzLCBkZXNjcmliZSwgc2VuZCwgb25NZXNzYWdlLCBvbkZhaWx1cmUsIGNsb3NlIH0sIGUuZy4gZnJvbSBjb25uZWN0RnJvbUVudigpKSc7XG4gIGlmICh0eXBlb2YgdCAhPT0gJ29iamVjdCcgfHwgdCA9PT0gbnVsbCkgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdob3N0cycsIGV4cGVjdGVkLCB2YWx1ZSk7XG4gIGZvciAoY29uc3QgbSBvZiBbJ3NlbmQnLCAnb25NZXNzYWdlJywgJ29uRmFpbHVyZScsICdjbG9zZSddIGFzIGNvbnN0KSB7XG4gICAgaWYgKHR5cGVvZiB0W21dICE9PSAnZnVuY3Rpb24nKSB0aHJvdyBpbnZhbGlkQXJndW1lbnQoYGhvc3RzLiR7bX1gLCBgYSBmdW5jdGlvbiAoJHtleHBlY3RlZH0pYCwgdFttXSk7XG4gIH1cbiAgaWYgKHR5cGVvZiB0Lmhvc3RzICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzSW50ZWdlcih0Lmhvc3RzKSB8fCB0Lmhvc3RzIDwgMSlcbiAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2hvc3RzLmhvc3RzJywgJ2FuIGludGVnZXIgPj0gMScsIHQuaG9zdHMpO1xuICBpZiAodHlwZW9mIHQuaG9zdCAhPT0gJ251bWJlcicgfHwgIU51bWJlci5pc0ludGVnZXIodC5ob3N0KSB8fCB0Lmhvc3QgPCAwIHx8IHQuaG9zdCA+PSB0Lmhvc3RzKSB7XG4gICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdob3N0cy5ob3N0JywgYGFuIGludGVnZXIgaW4gWzAsICR7dC5ob3N0c30pYCwgdC5ob3N0KTtcbiAgfVxuICByZXR1cm4gdCBhcyBIb3N0VHJhbnNwb3J0O1xufVxuXG5leHBvcnQgY2xhc3MgSG9zdFNlc3Npb24ge1xuICByZWFkb25seSBwbGFjZW1lbnQ6IFBsYWNlbWVudDtcbiAgcmVhZG9ubHkgaG9zdDogbnVtYmVyO1xuICByZWFkb25seSBob3N0czogbnVtYmVyO1xuICAvKiogUmFua3MgdGhpcyBob3N0IHJ1bnMuICovXG4gIHJlYWRvbmx5IGxvY2FsUmFua3M6IHJlYWRvbmx5IG51bWJlcltdO1xuICBwcml2YXRlIGN1cnJlbnQ6IFJ1blN0YXRlIHwgdW5kZWZpbmVkO1xuICAvKiogQ29udHJvbCBtZXNzYWdlcyBvZiBydW5zIHRoaXMgaG9zdCBoYXMgbm90IHN0YXJ0ZWQgeWV0LiAqL1xuICBwcml2YXRlIHJlYWRvbmx5IGVhcmx5ID0gbmV3IE1hcDxudW1iZXIsIHsgZnJvbTogbnVtYmVyOyBtc2c6IENvbnRyb2wgfVtdPigpO1xuICAvKiogUnVucyBzdGFydGVkIGhlcmUgc28gZmFyIChtZXNzYWdlcyBvZiBvbGRlciBydW5zIGFyZSBkcm9wcGVkKS4gKi9cbiAgcHJpdmF0ZSBsYXN0UnVuID0gMDtcbiAgLyoqIFRoZSB0cmFuc3BvcnQgZmFpbGVkOiBldmVyeSBydW4gZnJvbSBub3cgb24gZmFpbHMgd2l0aCB0aGlzLiAqL1xuICBwcml2YXRlIGxvc3Q6IEVycm9yIHwgdW5kZWZpbmVkO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHRyYW5zcG9ydDogSG9zdFRyYW5zcG9ydCxcbiAgICByZWFkb25seSB0b3BvbG9neTogVG9wb2xvZ3ksXG4gICAgcHJpdmF0ZSByZWFkb25seSB3YWl0VGltZW91dE1zOiBudW1iZXIsXG4gICkge1xuICAgIHRoaXMuaG9zdCA9IHRyYW5zcG9ydC5ob3N0O1xuICAgIHRoaXMuaG9zdHMgPSB0cmFuc3BvcnQuaG9zdHM7XG4gICAgdGhpcy5wbGFjZW1lbnQgPSBwbGFjZVJhbmtzKHRvcG9sb2d5LCB0cmFuc3BvcnQuaG9zdHMpO1xuICAgIHRoaXMubG9jYWxSYW5rcyA9IHRoaXMucGxhY2VtZW50LnJhbmtzT2ZbdGhpcy5ob3N0XSBhcyBudW1iZXJbXTtcbiAgICB0cmFuc3BvcnQub25NZXNzYWdlKChmcm9tLCBzdHJlYW0sIGJ5dGVzKSA9PiB0aGlzLmRpc3BhdGNoKGZyb20sIHN0cmVhbSwgYnl0ZXMpKTtcbiAgICB0cmFuc3BvcnQub25GYWlsdXJlKChlcnJvcikgPT4gdGhpcy5vbkxvc3QoZXJyb3IpKTtcbiAgfVxuXG4gIC8qKiBcImhvc3QgMSAocmFua3MgNC03KVwiLiAqL1xuICB3aG8oaG9zdDogbnVtYmVyKTogc3RyaW5nIHtcbiAgICByZXR1cm4gYGhvc3QgJHtob3N0fSAocmFua3MgJHtyYW5nZVRleHQodGhpcy5wbGFjZW1lbnQucmFua3NPZltob3N0XSA/PyBbXSl9KWA7XG4gIH1cblxuICAvKipcbiAgICogU3RhcnQgcnVuIGBydW5gIGhlcmU6IHdpcmUgdGhlIGdhdGV3YXkgYW5kIHRoZSBleGNoYW5nZSwgYW5ub3VuY2UgdGhlIHJ1biB0byBldmVyeSBob3N0IGFuZFxuICAgKiB3YWl0IHVudGlsIGFsbCBhbm5vdW5jZWQgdGhlIHNhbWUgb25lLiBgYWJvcnRgIGVuZHMgdGhlIHJ1biBvbiB0aGlzIGhvc3QgKHRoZSBjbHVzdGVyJ3NcbiAgICogc3RvcEFsbCk7IGl0IGlzIGNhbGxlZCBmb3IgZmFpbHVyZXMgZWxzZXdoZXJlLlxuICAgKi9cbiAgYXN5bmMgYmVnaW4ocnVuOiBudW1iZXIsIHByaW50OiBSdW5QcmludCwgYnVmZmVyczogQ2x1c3RlckJ1ZmZlcnMsIGFib3J0OiAoZXJyb3I6IE1lc2h3b3JrRXJyb3IpID0+IHZvaWQpOiBQcm9taXNlPHZvaWQ+IHtcbiAgICBpZiAodGhpcy5sb3N0ICE9PSB1bmRlZmluZWQpIHRocm93IHRoaXMubG9zdEVycm9yKHJ1biwgdGhpcy5sb3N0KTtcbiAgICB0aGlzLmxhc3RSdW4gPSBydW47XG4gICAgY29uc3Qgb25FcnJvciA9IChlcnI6IHVua25vd24pID0+IGFib3J0KHRoaXMuc2VuZEVycm9yKHJ1biwgZXJyKSk7XG4gICAgY29uc3Qgc3RhdGU6IFJ1blN0YXRlID0ge1xuICAgICAgcnVuLFxuICAgICAgZ2F0ZXdheTogbmV3IExpbmtHYXRld2F5KHtcbiAgICAgICAgcnVuLFxuICAgICAgICB0b3BvbG9neTogdGhpcy50b3BvbG9neSxcbiAgICAgICAgcGxhY2VtZW50OiB0aGlzLnBsYWNlbWVudCxcbiAgICAgICAgaG9zdDogdGhpcy5ob3N0LFxuICAgICAgICBidWZmZXJzLFxuICAgICAgICB0cmFuc3BvcnQ6IHRoaXMudHJhbnNwb3J0LFxuICAgICAgICBvbkVycm9yLFxuICAgICAgfSksXG4gICAgICBleGNoYW5nZTogbmV3IENvbGxlY3RpdmVFeGNoYW5nZSh7XG4gICAgICAgIHJ1bixcbiAgICAgICAgaG9zdDogdGhpcy5ob3N0LFxuICAgICAgICBob3N0czogdGhpcy5ob3N0cyxcbiAgICAgICAgbG9jYWxSYW5rczogdGhpcy5sb2NhbFJhbmtzLFxuICAgICAgICBzaXplOiB0aGlzLnRvcG9sb2d5LnNpemUsXG4gICAgICAgIGNvbnRyb2w6IGJ1ZmZlcnMuY29udHJvbCxcbiAgICAgICAgc2NyYXRjaDogYnVmZmVycy5zY3JhdGNoLFxuICAgICAgICBzbG90Qnl0ZXM6IGJ1ZmZlcnMuc2xvdEJ5dGVzLFxuICAgICAgICB0cmFuc3BvcnQ6IHRoaXMudHJhbnNwb3J0LFxuICAgICAgICBvbkVycm9yLFxuICAgICAgfSksXG4gICAgICBpbmJveDogbmV3IE1hcCgpLFxuICAgICAgYWJvcnQsXG4gICAgICBub3RpZnk6ICgpID0+IHt9LFxuICAgICAgZmFpbGVkOiB1bmRlZmluZWQsXG4gICAgfTtcbiAgICB0aGlzLmN1cnJlbnQgPSBzdGF0ZTtcbiAgICBmb3IgKGNvbnN0IHsgZnJvbSwgbXNnIH0gb2YgdGhpcy5lYXJseS5nZXQocnVuKSA/PyBbXSkgdGhpcy5maWxlKHN0YXRlLCBmcm9tLCBtc2cpO1xuICAgIHRoaXMuZWFybHkuZGVsZXRlKHJ1bik7XG4gICAgc3RhdGUuZ2F0ZXdheS5zdGFydCgpO1xuICAgIHN0YXRlLmV4Y2hhbmdlLnN0YXJ0KCk7XG4gICAgY29uc3QgbWluZSA9IGZpbmdlcnByaW50KHByaW50KTtcbiAgICBhd2FpdCB0aGlzLmJyb2FkY2FzdCh7IGtpbmQ6ICdzdGFydCcsIHJ1biwgcHJpbnQ6IG1pbmUsIHdoYXQ6IGRlc2NyaWJlUHJpbnQocHJpbnQpIH0gc2F0aXNmaWVzIFN0YXJ0LCBydW4pO1xuICAgIGNvbnN0IHN0YXJ0cyA9IGF3YWl0IHRoaXMuY29sbGVjdChzdGF0ZSwgJ3N0YXJ0JywgYHRoZSBzdGFydCBvZiBydW4gIyR7cnVufWApO1xuICAgIGZvciAoY29uc3QgW2gsIG1zZ10gb2Ygc3RhcnRzKSB7XG4gICAgICBjb25zdCBzID0gbXNnIGFzIFN0YXJ0O1xuICAgICAgaWYgKHMucHJpbnQgIT09IG1pbmUpIHRocm93IGhvc3RNaXNtYXRjaChydW4sIGgsIGBydW5zICR7cy53aGF0fSwgdGhpcyBob3N0ICR7ZGVzY3JpYmVQcmludChwcmludCl9YCk7XG4gICAgfVxuICB9XG5cbiAgLyoqXG4gICAqIFRoaXMgaG9zdCdzIHJhbmtzIHJldHVybmVkOiBoYW5kIHRoZWlyIG91dGNvbWVzIHRvIGV2ZXJ5IGhvc3QgYW5kIHRha2UgZXZlcnlvbmUncy4gUmVzb2x2ZXNcbiAgICogd2l0aCB0aGUgb3V0Y29tZXMgb2YgYWxsIHJhbmtzLCBieSByYW5rLlxuICAgKi9cbiAgYXN5bmMgZ2F0aGVyKHJ1bjogbnVtYmVyLCBvdXRjb21lczogcmVhZG9ubHkgT2tPdXRjb21lW10pOiBQcm9taXNlPE9rT3V0Y29tZVtdPiB7XG4gICAgY29uc3Qgc3RhdGUgPSB0aGlzLmN1cnJlbnQ7XG4gICAgaWYgKHN0YXRlID09PSB1bmRlZmluZWQgfHwgc3RhdGUucnVuICE9PSBydW4pXG4gICAgICB0aHJvdyBuZXcgTWVzaHdvcmtFcnJvcihFcnJvckNvZGVzLkNMVVNURVJfU1RBVEUsIGBydW4gIyR7cnVufSBpcyBub3QgaW4gcHJvZ3Jlc3Mgb24gdGhpcyBob3N0YCk7XG4gICAgYXdhaXQgdGhpcy5icm9hZGNhc3QoeyBraW5kOiAnZG9uZScsIHJ1biwgb3V0Y29tZXMgfSBzYXRpc2ZpZXMgRG9uZSwgcnVuKTtcbiAgICBjb25zdCBhbGw6IE9rT3V0Y29tZVtdID0gbmV3IEFycmF5KHRoaXMudG9wb2xvZ3kuc2l6ZSk7XG4gICAgZm9yIChjb25zdCBvIG9mIG91dGNvbWVzKSBhbGxbby5yYW5rXSA9IG87XG4gICAgZm9yIChjb25zdCBbLCBtc2ddIG9mIGF3YWl0IHRoaXMuY29sbGVjdChzdGF0ZSwgJ2RvbmUnLCBgdGhlIHJlc3VsdHMgb2YgcnVuICMke3J1bn1gKSkge1xuICAgICAgZm9yIChjb25zdCBvIG9mIChtc2cgYXMgRG9uZSkub3V0Y29tZXMpIGFsbFtvLnJhbmtdID0gbztcbiAgICB9XG4gICAgcmV0dXJuIGFsbDtcbiAgfVxuXG4gIC8qKiBUaGUgcnVuIGZhaWxlZCBvbiB0aGlzIGhvc3Q6IHRlbGwgdGhlIG90aGVycyAoYmVzdCBlZmZvcnQpLCB1bmxlc3MgdGhlIGZhaWx1cmUgY2FtZSBmcm9tIHRoZW0uICovXG4gIGZhaWwocnVuOiBudW1iZXIsIGVycm9yOiBNZXNod29ya0Vycm9yKTogdm9pZCB7XG4gICAgY29uc3Qgc3RhdGUgPSB0aGlzLmN1cnJlbnQ7XG4gICAgaWYgKHN0YXRlICE9PSB1bmRlZmluZWQgJiYgc3RhdGUucnVuID09PSBydW4pIHtcbiAgICAgIHN0YXRlLmZhaWxlZCA/Pz0gZXJyb3I7XG4gICAgICBzdGF0ZS5ub3RpZnkoKTtcbiAgICB9XG4gICAgLy8gRmFpbHVyZXMgdGhhdCBjYW1lIGZyb20gZWxzZXdoZXJlIGFyZSBub3QgZWNob2VkOyBhIG1pc21hdGNoIGV2ZXJ5IGhvc3QgZmluZHMgYnkgaXRzZWxmLlxuICAgIGNvbnN0IGVjaG8gPSBlcnJvci5jb2RlID09PSBFcnJvckNvZGVzLlJFTU9URV9GQUlMRUQgfHwgZXJyb3IuY29kZSA9PT0gRXJyb3JDb2Rlcy5IT1NUX0xPU1QgfHwgZXJyb3IuY29kZSA9PT0gRXJyb3JDb2Rlcy5IT1NUX01JU01BVENIO1xuICAgIGlmIChlY2hvIHx8IHRoaXMubG9zdCAhPT0gdW5kZWZpbmVkKSByZXR1cm47XG4gICAgY29uc3QgbXNnOiBGYWlsID0geyBraW5kOiAnZmFpbCcsIHJ1biwgY29kZTogZXJyb3IuY29kZSwgbWVzc2FnZTogZXJyb3IubWVzc2FnZSB9O1xuICAgIHRoaXMuYnJvYWRjYXN0KG1zZywgcnVuKS5jYXRjaCgoKSA9PiB7fSk7XG4gIH1cblxuICAvKiogVGhlIHJ1biBpcyBvdmVyIG9uIHRoaXMgaG9zdCAoZWl0aGVyIHdheSk6IHN0b3AgaXRzIGdhdGV3YXkgYW5kIGV4Y2hhbmdlLiAqL1xuICBlbmQocnVuOiBudW1iZXIpOiB2b2lkIHtcbiAgICBjb25zdCBzdGF0ZSA9IHRoaXMuY3VycmVudDtcbiAgICBpZiAoc3RhdGUgPT09IHVuZGVmaW5lZCB8fCBzdGF0ZS5ydW4gIT09IHJ1bikgcmV0dXJuO1xuICAgIHN0YXRlLmdhdGV3YXkuc3RvcCgpO1xuICAgIHN0YXRlLmV4Y2hhbmdlLnN0b3AoKTtcbiAgICB0aGlzLmN1cnJlbnQgPSB1bmRlZmluZWQ7XG4gIH1cblxuICBwcml2YXRlIGRpc3BhdGNoKGZyb206IG51bWJlciwgc3RyZWFtOiBudW1iZXIsIGJ5dGVzOiBVaW50OEFycmF5KTogdm9pZCB8IFByb21pc2U8dm9pZD4ge1xuICAgIGlmICghTnVtYmVyLmlzSW50ZWdlcihmcm9tKSB8fCBmcm9tIDwgMCB8fCBmcm9tID49IHRoaXMuaG9zdHMgfHwgZnJvbSA9PT0gdGhpcy5ob3N0KSByZXR1cm47XG4gICAgaWYgKHN0cmVhbSA9PT0gQ09OVFJPTF9TVFJFQU0pIHtcbiAgICAgIGxldCBtc2c6IENvbnRyb2w7XG4gICAgICB0cnkge1xuICAgICAgICBtc2cgPSBkZXNlcmlhbGl6ZShieXRlcykgYXMgQ29udHJvbDtcbiAgICAgIH0gY2F0Y2gge1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICB0aGlzLm9uQ29udHJvbChmcm9tLCBtc2cpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBjb25zdCBzdGF0ZSA9IHRoaXMuY3VycmVudDtcbiAgICBpZiAoc3RhdGUgPT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICAgIGlmIChzdHJlYW0gPT09IENPTExFQ1RJVkVfU1RSRUFNKSB7XG4gICAgICBzdGF0ZS5leGNoYW5nZS5kZWxpdmVyKGZyb20sIGJ5dGVzKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgaWYgKHN0YXRlLmdhdGV3YXkuaGFzKHN0cmVhbSkpIHJldHVybiBzdGF0ZS5nYXRld2F5LmRlbGl2ZXIoc3RyZWFtLCBieXRlcyk7XG4gIH1cblxuICBwcml2YXRlIG9uQ29udHJvbChmcm9tOiBudW1iZXIsIG1zZzogQ29udHJvbCk6IHZvaWQge1xuICAgIGlmICh0eXBlb2YgbXNnICE9PSAnb2JqZWN0JyB8fCBtc2cgPT09IG51bGwgfHwgdHlwZW9mIG1zZy5ydW4gIT09ICdudW1iZXInKSByZXR1cm47XG4gICAgY29uc3Qgc3RhdGUgPSB0aGlzLmN1cnJlbnQ7XG4gICAgaWYgKHN0YXRlICE9PSB1bmRlZmluZWQgJiYgbXNnLnJ1biA9PT0gc3RhdGUucnVuKSB7XG4gICAgICB0aGlzLmZpbGUoc3RhdGUsIGZyb20sIG1zZyk7XG4gICAgICByZXR1cm47XG4gICAgfVxuICAgIGlmIChtc2cucnVuIDw9IHRoaXMubGFzdFJ1bikgcmV0dXJuOyAvLyBhIGZpbmlzaGVkIHJ1bidzIG1lc3NhZ2VcbiAgICBsZXQgbGlzdCA9IHRoaXMuZWFybHkuZ2V0KG1zZy5ydW4pO1xuICAgIGlmIChsaXN0ID09PSB1bmRlZmluZWQpIHtcbiAgICAgIGxpc3QgPSBbXTtcbiAgICAgIHRoaXMuZWFybHkuc2V0KG1zZy5ydW4sIGxpc3QpO1xuICAgIH1cbiAgICBsaXN0LnB1c2goeyBmcm9tLCBtc2cgfSk7XG4gIH1cblxuICAvKiogS2VlcCBhIGNvbnRyb2wgbWVzc2FnZSBvZiB0aGUgY3VycmVudCBydW47IGEgRkFJTCBlbmRzIHRoZSBydW4gaGVyZS4gKi9cbiAgcHJpdmF0ZSBmaWxlKHN0YXRlOiBSdW5TdGF0ZSwgZnJvbTogbnVtYmVyLCBtc2c6IENvbnRyb2wpOiB2b2lkIHtcbiAgICBpZiAobXNnLmtpbmQgPT09ICdmYWlsJykge1xuICAgICAgY29uc3QgY2F1c2UgPSBuZXcgTWVzaHdvcmtFcnJvcihrbm93bkNvZGUobXNnLmNvZGUpLCBtc2cubWVzc2FnZSk7XG4gICAgICBjb25zdCBlcnIgPSByZW1vdGVGYWlsZWQoc3RhdGUucnVuLCBmcm9tLCByYW5nZVRleHQodGhpcy5wbGFjZW1lbnQucmFua3NPZltmcm9tXSA/PyBbXSksIG1zZy5tZXNzYWdlLCBjYXVzZSk7XG4gICAgICBzdGF0ZS5mYWlsZWQgPz89IGVycjtcbiAgICAgIHN0YXRlLmFib3J0KGVycik7XG4gICAgICBzdGF0ZS5ub3RpZnkoKTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgbGV0IGxpc3QgPSBzdGF0ZS5pbmJveC5nZXQoZnJvbSk7XG4gICAgaWYgKGxpc3QgPT09IHVuZGVmaW5lZCkge1xuICAgICAgbGlzdCA9IFtdO1xuICAgICAgc3RhdGUuaW5ib3guc2V0KGZyb20sIGxpc3QpO1xuICAgIH1cbiAgICBsaXN0LnB1c2gobXNnKTtcbiAgICBzdGF0ZS5ub3RpZnkoKTtcbiAgfVxuXG4gIC8qKiBXYWl0IHVudGlsIGV2ZXJ5IG90aGVyIGhvc3Qgc2VudCBhIGBraW5kYCBtZXNzYWdlIG9mIHRoaXMgcnVuIChkZWFkbGluZTogd2FpdFRpbWVvdXRNcykuICovXG4gIHByaXZhdGUgYXN5bmMgY29sbGVjdChzdGF0ZTogUnVuU3RhdGUsIGtpbmQ6IENvbnRyb2xbJ2tpbmQnXSwgd2hhdDogc3RyaW5nKTogUHJvbWlzZTxNYXA8bnVtYmVyLCBDb250cm9sPj4ge1xuICAgIGNvbnN0IGRlYWRsaW5lID0gRGF0ZS5ub3coKSArIHRoaXMud2FpdFRpbWVvdXRNcztcbiAgICBjb25zdCBvdXQgPSBuZXcgTWFwPG51bWJlciwgQ29udHJvbD4oKTtcbiAgICBmb3IgKDs7KSB7XG4gICAgICBpZiAoc3RhdGUuZmFpbGVkICE9PSB1bmRlZmluZWQpIHRocm93IHN0YXRlLmZhaWxlZDtcbiAgICAgIGZvciAobGV0IGggPSAwOyBoIDwgdGhpcy5ob3N0czsgaCsrKSB7XG4gICAgICAgIGlmIChoID09PSB0aGlzLmhvc3QgfHwgb3V0LmhhcyhoKSkgY29udGludWU7XG4gICAgICAgIGNvbnN0IGxpc3QgPSBzdGF0ZS5pbmJveC5nZXQoaCkgPz8gW107XG4gICAgICAgIGNvbnN0IGF0ID0gbGlzdC5maW5kSW5kZXgoKG0pID0+IG0ua2luZCA9PT0ga2luZCk7XG4gICAgICAgIGlmIChhdCA+PSAwKSBvdXQuc2V0KGgsIGxpc3Quc3BsaWNlKGF0LCAxKVswXSBhcyBDb250cm9sKTtcbiAgICAgIH1cbiAgICAgIGlmIChvdXQuc2l6ZSA9PT0gdGhpcy5ob3N0cyAtIDEpIHJldHVybiBvdXQ7XG4gICAgICBjb25zdCBsZWZ0ID0gZGVhZGxpbmUgLSBEYXRlLm5vdygpO1xuICAgICAgaWYgKGxlZnQgPD0gMCkge1xuICAgICAgICBjb25zdCBtaXNzaW5nID0gQXJyYXkuZnJvbSh7IGxlbmd0aDogdGhpcy5ob3N0cyB9LCAoXywgaCkgPT4gaCkuZmlsdGVyKChoKSA9PiBoICE9PSB0aGlzLmhvc3QgJiYgIW91dC5oYXMoaCkpO1xuICAgICAgICB0aHJvdyBkZWFkbGluZUV4Y2VlZGVkKFxuICAgICAgICAgIGAke3doYXR9IG9uIGhvc3QgJHt0aGlzLmhvc3R9YCxcbiAgICAgICAgICB0aGlzLndhaXRUaW1lb3V0TXMsXG4gICAgICAgICAgYHdhaXRpbmcgZm9yICR7bWlzc2luZy5tYXAoKGgpID0+IHRoaXMud2hvKGgpKS5qb2luKCcsICcpfWAsXG4gICAgICAgICk7XG4gICAgICB9XG4gICAgICBhd2FpdCBuZXcgUHJvbWlzZTx2b2lkPigocmVzb2x2ZSkgPT4ge1xuICAgICAgICBjb25zdCB0aW1lciA9IHNldFRpbWVvdXQocmVzb2x2ZSwgbGVmdCk7XG4gICAgICAgIHN0YXRlLm5vdGlmeSA9ICgpID0+IHtcbiAgICAgICAgICBjbGVhclRpbWVvdXQodGltZXIpO1xuICAgICAgICAgIHJlc29sdmUoKTtcbiAgICAgICAgfTtcbiAgICAgIH0pO1xuICAgICAgc3RhdGUubm90aWZ5ID0gKCkgPT4ge307XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBhc3luYyBicm9hZGNhc3QobXNnOiBDb250cm9sLCBydW46IG51bWJlcik6IFByb21pc2U8dm9pZD4ge1xuICAgIGNvbnN0IGJ5dGVzID0gbmV3IFVpbnQ4QXJyYXkoc2VyaWFsaXplKG1zZykpO1xuICAgIGNvbnN0IHNlbmRzOiBQcm9taXNlPHZvaWQ+W10gPSBbXTtcbiAgICBmb3IgKGxldCBoID0gMDsgaCA8IHRoaXMuaG9zdHM7IGgrKykgaWYgKGggIT09IHRoaXMuaG9zdCkgc2VuZHMucHVzaCh0aGlzLnRyYW5zcG9ydC5zZW5kKGgsIENPTlRST0xfU1RSRUFNLCBieXRlcykpO1xuICAgIHRyeSB7XG4gICAgICBhd2FpdCBQcm9taXNlLmFsbChzZW5kcyk7XG4gICAgfSBjYXRjaCAoZXJyKSB7XG4gICAgICB0aHJvdyB0aGlzLnNlbmRFcnJvcihydW4sIGVycik7XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBvbkxvc3QoZXJyb3I6IEVycm9yKTogdm9pZCB7XG4gICAgdGhpcy5sb3N0ID8/PSBlcnJvcjtcbiAgICBjb25zdCBzdGF0ZSA9IHRoaXMuY3VycmVudDtcbiAgICBpZiAoc3RhdGUgPT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICAgIGNvbnN0IGVyciA9IHRoaXMubG9zdEVycm9yKHN0YXRlLnJ1biwgZXJyb3IpO1xuICAgIHN0YXRlLmZhaWxlZCA/Pz0gZXJyO1xuICAgIHN0YXRlLmFib3J0KGVycik7XG4gICAgc3RhdGUubm90aWZ5KCk7XG4gIH1cblxuICAvKiogQSBzZW5kIGZhaWxlZCAodGhlIHRyYW5zcG9ydCBsb3N0IGEgcGVlciwgb3IgdGhlIGpvYiksIG9yIGEgcGVlcidzIHJvdW5kIHdhcyBtYWxmb3JtZWQuICovXG4gIHByaXZhdGUgc2VuZEVycm9yKHJ1bjogbnVtYmVyLCBlcnI6IHVua25vd24pOiBNZXNod29ya0Vycm9yIHtcbiAgICBpZiAoZXJyIGluc3RhbmNlb2YgTWVzaHdvcmtFcnJvciAmJiAoZXJyLmNvZGUgPT09IEVycm9yQ29kZXMuUkVNT1RFX0ZBSUxFRCB8fCBlcnIuY29kZSA9PT0gRXJyb3JDb2Rlcy5IT1NUX1BST1RPQ09MKSkgcmV0dXJuIGVycjtcbiAgICByZXR1cm4gdGhpcy5sb3N0RXJyb3IocnVuLCBlcnIgaW5zdGFuY2VvZiBFcnJvciA/IGVyciA6IG5ldyBFcnJvcihTdHJpbmcoZXJyKSkpO1xuICB9XG5cbiAgLyoqXG4gICAqIEhPU1RfTE9TVCBuYW1pbmcgdGhlIGhvc3QgdGhlIHRyYW5zcG9ydCdzIGVycm9yIG5hbWVzOiBhIGBob3N0YCBmaWVsZCwgZWxzZSB0aGUgaW5uZXJtb3N0XG4gICAqIFwibG9zdCBob3N0IE5cIiBvZiBpdHMgbWVzc2FnZSAoaG9zdCBBIHRoYXQgZmFpbGVkIGJlY2F1c2UgaXQgbG9zdCBob3N0IEIgcmVwb3J0cyBcImxvc3QgaG9zdCBBOlxuICAgKiBpdCBmYWlsZWQ6IGxvc3QgaG9zdCBCOiAuLi5cIjsgQiBpcyB0aGUgb25lIGdvbmUpLCBlbHNlIHRoZSBmaXJzdCBcImhvc3QgTlwiLlxuICAgKi9cbiAgcHJpdmF0ZSBsb3N0RXJyb3IocnVuOiBudW1iZXIsIGVycm9yOiBFcnJvcik6IE1lc2h3b3JrRXJyb3Ige1xuICAgIGNvbnN0IG5hbWVkID0gKGVycm9yIGFzIHsgaG9zdD86IHVua25vd24gfSkuaG9zdDtcbiAgICBjb25zdCBjaGFpbiA9IFsuLi5lcnJvci5tZXNzYWdlLm1hdGNoQWxsKC9cXGJsb3N0IGhvc3RzPyAoXFxkKykvZyldO1xuICAgIGNvbnN0IG1hdGNoID0gY2hhaW4uYXQoLTEpID8/IC9cXGJob3N0IChcXGQrKVxcYi8uZXhlYyhlcnJvci5tZXNzYWdlKTtcbiAgICBjb25zdCBob3N0ID0gdHlwZW9mIG5hbWVkID09PSAnbnVtYmVyJyA/IG5hbWVkIDogbWF0Y2ggPT0gbnVsbCA/IHVuZGVmaW5lZCA6IE51bWJlcihtYXRjaFsxXSk7XG4gICAgY29uc3Qga25vd24gPSBob3N0ICE9PSB1bmRlZmluZWQgJiYgaG9zdCA+PSAwICYmIGhvc3QgPCB0aGlzLmhvc3RzICYmIGhvc3QgIT09IHRoaXMuaG9zdCA/IGhvc3QgOiB1bmRlZmluZWQ7XG4gICAgY29uc3QgcmFua3MgPSBrbm93biA9PT0gdW5kZWZpbmVkID8gJycgOiByYW5rTGlzdCh0aGlzLnBsYWNlbWVudC5yYW5rc09mW2tub3duXSA/PyBbXSk7XG4gICAgcmV0dXJuIGhvc3RMb3N0KHJ1biwga25vd24sIHJhbmtzLCBlcnJvci5tZXNzYWdlLCBlcnJvcik7XG4gIH1cbn1cblxuY29uc3QgQ09ERVM6IFJlYWRvbmx5U2V0PHN0cmluZz4gPSBuZXcgU2V0KE9iamVjdC52YWx1ZXMoRXJyb3JDb2RlcykpO1xuXG5mdW5jdGlvbiBrbm93bkNvZGUoY29kZTogc3RyaW5nIHwgdW5kZWZpbmVkKTogRXJyb3JDb2RlIHtcbiAgcmV0dXJuIGNvZGUgIT09IHVuZGVmaW5lZCAmJiBDT0RFUy5oYXMoY29kZSkgPyAoY29kZSBhcyBFcnJvckNvZGUpIDogRXJyb3JDb2Rlcy5SQU5LX0ZBSUxFRDtcbn1cblxuLyoqIEEgaGFzaCBvZiB3aGF0IGV2ZXJ5IGhvc3QgbXVzdCBhZ3JlZSBvbiAodjggc2VyaWFsaXphdGlvbjogc2FtZSBkYXRhLCBzYW1lIGJ5dGVzKS4gKi9cbmZ1bmN0aW9uIGZpbmdlcnByaW50KHByaW50OiBSdW5QcmludCk6IHN0cmluZyB7XG4gIHJldHVybiBjcmVhdGVIYXNoKCdzaGEyNTYnKVxuICAgIC51cGRhdGUoc2VyaWFsaXplKFtwcmludC51cmwsIHByaW50Lm9wdGlvbnMsIHByaW50LmNsdXN0ZXJdKSlcbiAgICAuZGlnZXN0KCdoZXgnKTtcbn1cblxuZnVuY3Rpb24gZGVzY3JpYmVQcmludChwcmludDogUnVuUHJpbnQpOiBzdHJpbmcge1xuICByZXR1cm4gYCR7cHJpbnQudXJsfSAob3B0aW9ucyBhbmQgY2x1c3RlciBvcHRpb25zIGhhc2ggJHtmaW5nZXJwcmludChwcmludCkuc2xpY2UoMCwgMTIpfSlgO1xufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBWUEsU0FBUyxrQkFBa0I7QUFDM0IsU0FBUyxhQUFhLGlCQUFpQjtBQUV2QyxTQUFTLGdCQUFnQjtBQUN6QjtBQUFBLEVBQ0U7QUFBQSxFQUVBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxFQUNBO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQSxPQUNLO0FBR1AsU0FBUywwQkFBMEI7QUFDbkMsU0FBUyxtQkFBbUIsZ0JBQWdCLG1CQUFtQjtBQUUvRCxTQUF5QixZQUFZLGlCQUFpQjtBQThDL0MsU0FBUyxlQUFlLE9BQStCO0FBQzVELFFBQU0sSUFBSTtBQUNWLFFBQU0sV0FBVztBQUNqQixNQUFJLE9BQU8sTUFBTSxZQUFZLE1BQU0sS0FBTSxPQUFNLGdCQUFnQixTQUFTLFVBQVUsS0FBSztBQUN2RixhQUFXLEtBQUssQ0FBQyxRQUFRLGFBQWEsYUFBYSxPQUFPLEdBQVk7QUFDcEUsUUFBSSxPQUFPLEVBQUUsQ0FBQyxNQUFNLFdBQVksT0FBTSxnQkFBZ0IsU0FBUyxDQUFDLElBQUksZUFBZSxRQUFRLEtBQUssRUFBRSxDQUFDLENBQUM7QUFBQSxFQUN0RztBQUNBLE1BQUksT0FBTyxFQUFFLFVBQVUsWUFBWSxDQUFDLE9BQU8sVUFBVSxFQUFFLEtBQUssS0FBSyxFQUFFLFFBQVE7QUFDekUsVUFBTSxnQkFBZ0IsZUFBZSxtQkFBbUIsRUFBRSxLQUFLO0FBQ2pFLE1BQUksT0FBTyxFQUFFLFNBQVMsWUFBWSxDQUFDLE9BQU8sVUFBVSxFQUFFLElBQUksS0FBSyxFQUFFLE9BQU8sS0FBSyxFQUFFLFFBQVEsRUFBRSxPQUFPO0FBQzlGLFVBQU0sZ0JBQWdCLGNBQWMscUJBQXFCLEVBQUUsS0FBSyxLQUFLLEVBQUUsSUFBSTtBQUFBLEVBQzdFO0FBQ0EsU0FBTztBQUNUO0FBRU8sTUFBTSxZQUFZO0FBQUEsRUFjdkIsWUFDVyxXQUNBLFVBQ1EsZUFDakI7QUFIUztBQUNBO0FBQ1E7QUFFakIsU0FBSyxPQUFPLFVBQVU7QUFDdEIsU0FBSyxRQUFRLFVBQVU7QUFDdkIsU0FBSyxZQUFZLFdBQVcsVUFBVSxVQUFVLEtBQUs7QUFDckQsU0FBSyxhQUFhLEtBQUssVUFBVSxRQUFRLEtBQUssSUFBSTtBQUNsRCxjQUFVLFVBQVUsQ0FBQyxNQUFNLFFBQVEsVUFBVSxLQUFLLFNBQVMsTUFBTSxRQUFRLEtBQUssQ0FBQztBQUMvRSxjQUFVLFVBQVUsQ0FBQyxVQUFVLEtBQUssT0FBTyxLQUFLLENBQUM7QUFBQSxFQUNuRDtBQUFBLEVBVlc7QUFBQSxFQUNBO0FBQUEsRUFDUTtBQUFBLEVBaEJWO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQTtBQUFBLEVBRUE7QUFBQSxFQUNEO0FBQUE7QUFBQSxFQUVTLFFBQVEsb0JBQUksSUFBOEM7QUFBQTtBQUFBLEVBRW5FLFVBQVU7QUFBQTtBQUFBLEVBRVY7QUFBQTtBQUFBLEVBZ0JSLElBQUksTUFBc0I7QUFDeEIsV0FBTyxRQUFRLElBQUksV0FBVyxVQUFVLEtBQUssVUFBVSxRQUFRLElBQUksS0FBSyxDQUFDLENBQUMsQ0FBQztBQUFBLEVBQzdFO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBT0EsTUFBTSxNQUFNLEtBQWEsT0FBaUIsU0FBeUIsT0FBc0Q7QUFDdkgsUUFBSSxLQUFLLFNBQVMsT0FBVyxPQUFNLEtBQUssVUFBVSxLQUFLLEtBQUssSUFBSTtBQUNoRSxTQUFLLFVBQVU7QUFDZixVQUFNLFVBQVUsQ0FBQyxRQUFpQixNQUFNLEtBQUssVUFBVSxLQUFLLEdBQUcsQ0FBQztBQUNoRSxVQUFNLFFBQWtCO0FBQUEsTUFDdEI7QUFBQSxNQUNBLFNBQVMsSUFBSSxZQUFZO0FBQUEsUUFDdkI7QUFBQSxRQUNBLFVBQVUsS0FBSztBQUFBLFFBQ2YsV0FBVyxLQUFLO0FBQUEsUUFDaEIsTUFBTSxLQUFLO0FBQUEsUUFDWDtBQUFBLFFBQ0EsV0FBVyxLQUFLO0FBQUEsUUFDaEI7QUFBQSxNQUNGLENBQUM7QUFBQSxNQUNELFVBQVUsSUFBSSxtQkFBbUI7QUFBQSxRQUMvQjtBQUFBLFFBQ0EsTUFBTSxLQUFLO0FBQUEsUUFDWCxPQUFPLEtBQUs7QUFBQSxRQUNaLFlBQVksS0FBSztBQUFBLFFBQ2pCLE1BQU0sS0FBSyxTQUFTO0FBQUEsUUFDcEIsU0FBUyxRQUFRO0FBQUEsUUFDakIsU0FBUyxRQUFRO0FBQUEsUUFDakIsV0FBVyxRQUFRO0FBQUEsUUFDbkIsV0FBVyxLQUFLO0FBQUEsUUFDaEI7QUFBQSxNQUNGLENBQUM7QUFBQSxNQUNELE9BQU8sb0JBQUksSUFBSTtBQUFBLE1BQ2Y7QUFBQSxNQUNBLFFBQVEsTUFBTTtBQUFBLE1BQUM7QUFBQSxNQUNmLFFBQVE7QUFBQSxJQUNWO0FBQ0EsU0FBSyxVQUFVO0FBQ2YsZUFBVyxFQUFFLE1BQU0sSUFBSSxLQUFLLEtBQUssTUFBTSxJQUFJLEdBQUcsS0FBSyxDQUFDLEVBQUcsTUFBSyxLQUFLLE9BQU8sTUFBTSxHQUFHO0FBQ2pGLFNBQUssTUFBTSxPQUFPLEdBQUc7QUFDckIsVUFBTSxRQUFRLE1BQU07QUFDcEIsVUFBTSxTQUFTLE1BQU07QUFDckIsVUFBTSxPQUFPLFlBQVksS0FBSztBQUM5QixVQUFNLEtBQUssVUFBVSxFQUFFLE1BQU0sU0FBUyxLQUFLLE9BQU8sTUFBTSxNQUFNLGNBQWMsS0FBSyxFQUFFLEdBQW1CLEdBQUc7QUFDekcsVUFBTSxTQUFTLE1BQU0sS0FBSyxRQUFRLE9BQU8sU0FBUyxxQkFBcUIsR0FBRyxFQUFFO0FBQzVFLGVBQVcsQ0FBQyxHQUFHLEdBQUcsS0FBSyxRQUFRO0FBQzdCLFlBQU0sSUFBSTtBQUNWLFVBQUksRUFBRSxVQUFVLEtBQU0sT0FBTSxhQUFhLEtBQUssR0FBRyxRQUFRLEVBQUUsSUFBSSxlQUFlLGNBQWMsS0FBSyxDQUFDLEVBQUU7QUFBQSxJQUN0RztBQUFBLEVBQ0Y7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBLEVBTUEsTUFBTSxPQUFPLEtBQWEsVUFBc0Q7QUFDOUUsVUFBTSxRQUFRLEtBQUs7QUFDbkIsUUFBSSxVQUFVLFVBQWEsTUFBTSxRQUFRO0FBQ3ZDLFlBQU0sSUFBSSxjQUFjLFdBQVcsZUFBZSxRQUFRLEdBQUcsa0NBQWtDO0FBQ2pHLFVBQU0sS0FBSyxVQUFVLEVBQUUsTUFBTSxRQUFRLEtBQUssU0FBUyxHQUFrQixHQUFHO0FBQ3hFLFVBQU0sTUFBbUIsSUFBSSxNQUFNLEtBQUssU0FBUyxJQUFJO0FBQ3JELGVBQVcsS0FBSyxTQUFVLEtBQUksRUFBRSxJQUFJLElBQUk7QUFDeEMsZUFBVyxDQUFDLEVBQUUsR0FBRyxLQUFLLE1BQU0sS0FBSyxRQUFRLE9BQU8sUUFBUSx1QkFBdUIsR0FBRyxFQUFFLEdBQUc7QUFDckYsaUJBQVcsS0FBTSxJQUFhLFNBQVUsS0FBSSxFQUFFLElBQUksSUFBSTtBQUFBLElBQ3hEO0FBQ0EsV0FBTztBQUFBLEVBQ1Q7QUFBQTtBQUFBLEVBR0EsS0FBSyxLQUFhLE9BQTRCO0FBQzVDLFVBQU0sUUFBUSxLQUFLO0FBQ25CLFFBQUksVUFBVSxVQUFhLE1BQU0sUUFBUSxLQUFLO0FBQzVDLFlBQU0sV0FBVztBQUNqQixZQUFNLE9BQU87QUFBQSxJQUNmO0FBRUEsVUFBTSxPQUFPLE1BQU0sU0FBUyxXQUFXLGlCQUFpQixNQUFNLFNBQVMsV0FBVyxhQUFhLE1BQU0sU0FBUyxXQUFXO0FBQ3pILFFBQUksUUFBUSxLQUFLLFNBQVMsT0FBVztBQUNyQyxVQUFNLE1BQVksRUFBRSxNQUFNLFFBQVEsS0FBSyxNQUFNLE1BQU0sTUFBTSxTQUFTLE1BQU0sUUFBUTtBQUNoRixTQUFLLFVBQVUsS0FBSyxHQUFHLEVBQUUsTUFBTSxNQUFNO0FBQUEsSUFBQyxDQUFDO0FBQUEsRUFDekM7QUFBQTtBQUFBLEVBR0EsSUFBSSxLQUFtQjtBQUNyQixVQUFNLFFBQVEsS0FBSztBQUNuQixRQUFJLFVBQVUsVUFBYSxNQUFNLFFBQVEsSUFBSztBQUM5QyxVQUFNLFFBQVEsS0FBSztBQUNuQixVQUFNLFNBQVMsS0FBSztBQUNwQixTQUFLLFVBQVU7QUFBQSxFQUNqQjtBQUFBLEVBRVEsU0FBUyxNQUFjLFFBQWdCLE9BQXlDO0FBQ3RGLFFBQUksQ0FBQyxPQUFPLFVBQVUsSUFBSSxLQUFLLE9BQU8sS0FBSyxRQUFRLEtBQUssU0FBUyxTQUFTLEtBQUssS0FBTTtBQUNyRixRQUFJLFdBQVcsZ0JBQWdCO0FBQzdCLFVBQUk7QUFDSixVQUFJO0FBQ0YsY0FBTSxZQUFZLEtBQUs7QUFBQSxNQUN6QixRQUFRO0FBQ047QUFBQSxNQUNGO0FBQ0EsV0FBSyxVQUFVLE1BQU0sR0FBRztBQUN4QjtBQUFBLElBQ0Y7QUFDQSxVQUFNLFFBQVEsS0FBSztBQUNuQixRQUFJLFVBQVUsT0FBVztBQUN6QixRQUFJLFdBQVcsbUJBQW1CO0FBQ2hDLFlBQU0sU0FBUyxRQUFRLE1BQU0sS0FBSztBQUNsQztBQUFBLElBQ0Y7QUFDQSxRQUFJLE1BQU0sUUFBUSxJQUFJLE1BQU0sRUFBRyxRQUFPLE1BQU0sUUFBUSxRQUFRLFFBQVEsS0FBSztBQUFBLEVBQzNFO0FBQUEsRUFFUSxVQUFVLE1BQWMsS0FBb0I7QUFDbEQsUUFBSSxPQUFPLFFBQVEsWUFBWSxRQUFRLFFBQVEsT0FBTyxJQUFJLFFBQVEsU0FBVTtBQUM1RSxVQUFNLFFBQVEsS0FBSztBQUNuQixRQUFJLFVBQVUsVUFBYSxJQUFJLFFBQVEsTUFBTSxLQUFLO0FBQ2hELFdBQUssS0FBSyxPQUFPLE1BQU0sR0FBRztBQUMxQjtBQUFBLElBQ0Y7QUFDQSxRQUFJLElBQUksT0FBTyxLQUFLLFFBQVM7QUFDN0IsUUFBSSxPQUFPLEtBQUssTUFBTSxJQUFJLElBQUksR0FBRztBQUNqQyxRQUFJLFNBQVMsUUFBVztBQUN0QixhQUFPLENBQUM7QUFDUixXQUFLLE1BQU0sSUFBSSxJQUFJLEtBQUssSUFBSTtBQUFBLElBQzlCO0FBQ0EsU0FBSyxLQUFLLEVBQUUsTUFBTSxJQUFJLENBQUM7QUFBQSxFQUN6QjtBQUFBO0FBQUEsRUFHUSxLQUFLLE9BQWlCLE1BQWMsS0FBb0I7QUFDOUQsUUFBSSxJQUFJLFNBQVMsUUFBUTtBQUN2QixZQUFNLFFBQVEsSUFBSSxjQUFjLFVBQVUsSUFBSSxJQUFJLEdBQUcsSUFBSSxPQUFPO0FBQ2hFLFlBQU0sTUFBTSxhQUFhLE1BQU0sS0FBSyxNQUFNLFVBQVUsS0FBSyxVQUFVLFFBQVEsSUFBSSxLQUFLLENBQUMsQ0FBQyxHQUFHLElBQUksU0FBUyxLQUFLO0FBQzNHLFlBQU0sV0FBVztBQUNqQixZQUFNLE1BQU0sR0FBRztBQUNmLFlBQU0sT0FBTztBQUNiO0FBQUEsSUFDRjtBQUNBLFFBQUksT0FBTyxNQUFNLE1BQU0sSUFBSSxJQUFJO0FBQy9CLFFBQUksU0FBUyxRQUFXO0FBQ3RCLGFBQU8sQ0FBQztBQUNSLFlBQU0sTUFBTSxJQUFJLE1BQU0sSUFBSTtBQUFBLElBQzVCO0FBQ0EsU0FBSyxLQUFLLEdBQUc7QUFDYixVQUFNLE9BQU87QUFBQSxFQUNmO0FBQUE7QUFBQSxFQUdBLE1BQWMsUUFBUSxPQUFpQixNQUF1QixNQUE2QztBQUN6RyxVQUFNLFdBQVcsS0FBSyxJQUFJLElBQUksS0FBSztBQUNuQyxVQUFNLE1BQU0sb0JBQUksSUFBcUI7QUFDckMsZUFBUztBQUNQLFVBQUksTUFBTSxXQUFXLE9BQVcsT0FBTSxNQUFNO0FBQzVDLGVBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxPQUFPLEtBQUs7QUFDbkMsWUFBSSxNQUFNLEtBQUssUUFBUSxJQUFJLElBQUksQ0FBQyxFQUFHO0FBQ25DLGNBQU0sT0FBTyxNQUFNLE1BQU0sSUFBSSxDQUFDLEtBQUssQ0FBQztBQUNwQyxjQUFNLEtBQUssS0FBSyxVQUFVLENBQUMsTUFBTSxFQUFFLFNBQVMsSUFBSTtBQUNoRCxZQUFJLE1BQU0sRUFBRyxLQUFJLElBQUksR0FBRyxLQUFLLE9BQU8sSUFBSSxDQUFDLEVBQUUsQ0FBQyxDQUFZO0FBQUEsTUFDMUQ7QUFDQSxVQUFJLElBQUksU0FBUyxLQUFLLFFBQVEsRUFBRyxRQUFPO0FBQ3hDLFlBQU0sT0FBTyxXQUFXLEtBQUssSUFBSTtBQUNqQyxVQUFJLFFBQVEsR0FBRztBQUNiLGNBQU0sVUFBVSxNQUFNLEtBQUssRUFBRSxRQUFRLEtBQUssTUFBTSxHQUFHLENBQUMsR0FBRyxNQUFNLENBQUMsRUFBRSxPQUFPLENBQUMsTUFBTSxNQUFNLEtBQUssUUFBUSxDQUFDLElBQUksSUFBSSxDQUFDLENBQUM7QUFDNUcsY0FBTTtBQUFBLFVBQ0osR0FBRyxJQUFJLFlBQVksS0FBSyxJQUFJO0FBQUEsVUFDNUIsS0FBSztBQUFBLFVBQ0wsZUFBZSxRQUFRLElBQUksQ0FBQyxNQUFNLEtBQUssSUFBSSxDQUFDLENBQUMsRUFBRSxLQUFLLElBQUksQ0FBQztBQUFBLFFBQzNEO0FBQUEsTUFDRjtBQUNBLFlBQU0sSUFBSSxRQUFjLENBQUMsWUFBWTtBQUNuQyxjQUFNLFFBQVEsV0FBVyxTQUFTLElBQUk7QUFDdEMsY0FBTSxTQUFTLE1BQU07QUFDbkIsdUJBQWEsS0FBSztBQUNsQixrQkFBUTtBQUFBLFFBQ1Y7QUFBQSxNQUNGLENBQUM7QUFDRCxZQUFNLFNBQVMsTUFBTTtBQUFBLE1BQUM7QUFBQSxJQUN4QjtBQUFBLEVBQ0Y7QUFBQSxFQUVBLE1BQWMsVUFBVSxLQUFjLEtBQTRCO0FBQ2hFLFVBQU0sUUFBUSxJQUFJLFdBQVcsVUFBVSxHQUFHLENBQUM7QUFDM0MsVUFBTSxRQUF5QixDQUFDO0FBQ2hDLGFBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxPQUFPLElBQUssS0FBSSxNQUFNLEtBQUssS0FBTSxPQUFNLEtBQUssS0FBSyxVQUFVLEtBQUssR0FBRyxnQkFBZ0IsS0FBSyxDQUFDO0FBQ2xILFFBQUk7QUFDRixZQUFNLFFBQVEsSUFBSSxLQUFLO0FBQUEsSUFDekIsU0FBUyxLQUFLO0FBQ1osWUFBTSxLQUFLLFVBQVUsS0FBSyxHQUFHO0FBQUEsSUFDL0I7QUFBQSxFQUNGO0FBQUEsRUFFUSxPQUFPLE9BQW9CO0FBQ2pDLFNBQUssU0FBUztBQUNkLFVBQU0sUUFBUSxLQUFLO0FBQ25CLFFBQUksVUFBVSxPQUFXO0FBQ3pCLFVBQU0sTUFBTSxLQUFLLFVBQVUsTUFBTSxLQUFLLEtBQUs7QUFDM0MsVUFBTSxXQUFXO0FBQ2pCLFVBQU0sTUFBTSxHQUFHO0FBQ2YsVUFBTSxPQUFPO0FBQUEsRUFDZjtBQUFBO0FBQUEsRUFHUSxVQUFVLEtBQWEsS0FBNkI7QUFDMUQsUUFBSSxlQUFlLGtCQUFrQixJQUFJLFNBQVMsV0FBVyxpQkFBaUIsSUFBSSxTQUFTLFdBQVcsZUFBZ0IsUUFBTztBQUM3SCxXQUFPLEtBQUssVUFBVSxLQUFLLGVBQWUsUUFBUSxNQUFNLElBQUksTUFBTSxPQUFPLEdBQUcsQ0FBQyxDQUFDO0FBQUEsRUFDaEY7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPUSxVQUFVLEtBQWEsT0FBNkI7QUFDMUQsVUFBTSxRQUFTLE1BQTZCO0FBQzVDLFVBQU0sUUFBUSxDQUFDLEdBQUcsTUFBTSxRQUFRLFNBQVMsc0JBQXNCLENBQUM7QUFDaEUsVUFBTSxRQUFRLE1BQU0sR0FBRyxFQUFFLEtBQUssaUJBQWlCLEtBQUssTUFBTSxPQUFPO0FBQ2pFLFVBQU0sT0FBTyxPQUFPLFVBQVUsV0FBVyxRQUFRLFNBQVMsT0FBTyxTQUFZLE9BQU8sTUFBTSxDQUFDLENBQUM7QUFDNUYsVUFBTSxRQUFRLFNBQVMsVUFBYSxRQUFRLEtBQUssT0FBTyxLQUFLLFNBQVMsU0FBUyxLQUFLLE9BQU8sT0FBTztBQUNsRyxVQUFNLFFBQVEsVUFBVSxTQUFZLEtBQUssU0FBUyxLQUFLLFVBQVUsUUFBUSxLQUFLLEtBQUssQ0FBQyxDQUFDO0FBQ3JGLFdBQU8sU0FBUyxLQUFLLE9BQU8sT0FBTyxNQUFNLFNBQVMsS0FBSztBQUFBLEVBQ3pEO0FBQ0Y7QUFFQSxNQUFNLFFBQTZCLElBQUksSUFBSSxPQUFPLE9BQU8sVUFBVSxDQUFDO0FBRXBFLFNBQVMsVUFBVSxNQUFxQztBQUN0RCxTQUFPLFNBQVMsVUFBYSxNQUFNLElBQUksSUFBSSxJQUFLLE9BQXFCLFdBQVc7QUFDbEY7QUFHQSxTQUFTLFlBQVksT0FBeUI7QUFDNUMsU0FBTyxXQUFXLFFBQVEsRUFDdkIsT0FBTyxVQUFVLENBQUMsTUFBTSxLQUFLLE1BQU0sU0FBUyxNQUFNLE9BQU8sQ0FBQyxDQUFDLEVBQzNELE9BQU8sS0FBSztBQUNqQjtBQUVBLFNBQVMsY0FBYyxPQUF5QjtBQUM5QyxTQUFPLEdBQUcsTUFBTSxHQUFHLHNDQUFzQyxZQUFZLEtBQUssRUFBRSxNQUFNLEdBQUcsRUFBRSxDQUFDO0FBQzFGOyIsCiAgIm5hbWVzIjogW10KfQo=
