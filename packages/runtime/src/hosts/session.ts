/**
 * One host process's part of a multi-host cluster (`createCluster({ topology, hosts })`): the
 * placement, the host protocol over the HostTransport, and per run the start handshake, the link
 * gateway (./gateway.ts), the collective exchange (./exchange.ts), failures in both directions
 * and the gather of every host's results.
 *
 * Control stream messages (v8 serialized): START { run, print } (a fingerprint of program URL,
 * options and cluster options: hosts that disagree refuse the run), FAIL { run, host, error }
 * (a run failed on that host), DONE { run, host, outcomes } (that host's ranks returned).
 * Every message names its run; messages of earlier runs are dropped, those of a later run (a
 * peer that has already started it) are kept until this host starts it.
 */
import { createHash } from 'node:crypto';
import { deserialize, serialize } from 'node:v8';
import type { ClusterBuffers } from '../comm/layout.ts';
import { rankList } from '../comm/status.ts';
import {
  asError,
  deadlineExceeded,
  ErrorCodes,
  hostLost,
  hostMismatch,
  invalidArgument,
  isErrorCode,
  MeshworkError,
  type MeshworkErrorCode,
  remoteFailed,
  reviveError,
  runNotInProgress,
} from '../errors.ts';
import type { Topology } from '../topology/types.ts';
import type { RankOutcome } from '../worker/task.ts';
import { CollectiveExchange } from './exchange.ts';
import { COLLECTIVE_STREAM, CONTROL_STREAM, LinkGateway } from './gateway.ts';
import { type Placement, placeRanks, rangeText } from './placement.ts';
import type { HostTransport } from './transport.ts';

type OkOutcome = Extract<RankOutcome, { ok: true }>;

interface Start {
  readonly kind: 'start';
  readonly run: number;
  readonly print: string;
  readonly what: string;
}
interface Fail {
  readonly kind: 'fail';
  readonly run: number;
  readonly code: string | undefined;
  readonly message: string;
}
interface Done {
  readonly kind: 'done';
  readonly run: number;
  readonly outcomes: readonly OkOutcome[];
}
type Control = Start | Fail | Done;

/** What a run must agree on across hosts; `what` names it in a mismatch. */
export interface RunPrint {
  readonly url: string;
  readonly options: unknown;
  readonly cluster: unknown;
}

/** One run in progress on this host. */
interface RunState {
  readonly run: number;
  readonly gateway: LinkGateway;
  readonly exchange: CollectiveExchange;
  /** Control messages of this run, per host (START, then DONE or FAIL). */
  readonly inbox: Map<number, Control[]>;
  /** End the run on this host with `error` (the cluster's abort path). */
  readonly abort: (error: MeshworkError) => void;
  /** Wakes whoever waits for a control message. */
  notify: () => void;
  /** Set once the run failed here or elsewhere: no more waiting. */
  failed: MeshworkError | undefined;
}

/** Check the `hosts` option: an object with the HostTransport members. */
export function checkTransport(value: unknown): HostTransport {
  const t = value as Partial<HostTransport> | null;
  const expected = 'a HostTransport ({ host, hosts, describe, send, onMessage, onFailure, close }, e.g. from connectFromEnv())';
  if (typeof t !== 'object' || t === null) throw invalidArgument('hosts', expected, value);
  for (const m of ['send', 'onMessage', 'onFailure', 'close'] as const) {
    if (typeof t[m] !== 'function') throw invalidArgument(`hosts.${m}`, `a function (${expected})`, t[m]);
  }
  if (typeof t.hosts !== 'number' || !Number.isInteger(t.hosts) || t.hosts < 1)
    throw invalidArgument('hosts.hosts', 'an integer >= 1', t.hosts);
  if (typeof t.host !== 'number' || !Number.isInteger(t.host) || t.host < 0 || t.host >= t.hosts) {
    throw invalidArgument('hosts.host', `an integer in [0, ${t.hosts})`, t.host);
  }
  return t as HostTransport;
}

export class HostSession {
  readonly placement: Placement;
  readonly host: number;
  readonly hosts: number;
  /** Ranks this host runs. */
  readonly localRanks: readonly number[];
  private current: RunState | undefined;
  /** Control messages of runs this host has not started yet. */
  private readonly early = new Map<number, { from: number; msg: Control }[]>();
  /** Runs started here so far (messages of older runs are dropped). */
  private lastRun = 0;
  /** The transport failed: every run from now on fails with this. */
  private lost: Error | undefined;

  readonly transport: HostTransport;
  readonly topology: Topology;
  private readonly waitTimeoutMs: number;
  constructor(transport: HostTransport, topology: Topology, waitTimeoutMs: number) {
    this.transport = transport;
    this.topology = topology;
    this.waitTimeoutMs = waitTimeoutMs;
    this.host = transport.host;
    this.hosts = transport.hosts;
    this.placement = placeRanks(topology, transport.hosts);
    this.localRanks = this.placement.ranksOf[this.host] as number[];
    transport.onMessage((from, stream, bytes) => this.dispatch(from, stream, bytes));
    transport.onFailure((error) => this.onLost(error));
  }

  /** "host 1 (ranks 4-7)". */
  who(host: number): string {
    return `host ${host} (ranks ${rangeText(this.placement.ranksOf[host] ?? [])})`;
  }

  /**
   * Start run `run` here: wire the gateway and the exchange, announce the run to every host and
   * wait until all announced the same one. `abort` ends the run on this host (the cluster's
   * stopAll); it is called for failures elsewhere.
   */
  async begin(run: number, print: RunPrint, buffers: ClusterBuffers, abort: (error: MeshworkError) => void): Promise<void> {
    if (this.lost !== undefined) throw this.lostError(run, this.lost);
    this.lastRun = run;
    const onError = (err: unknown) => abort(this.sendError(run, err));
    const state: RunState = {
      run,
      gateway: new LinkGateway({
        run,
        topology: this.topology,
        placement: this.placement,
        host: this.host,
        buffers,
        transport: this.transport,
        onError,
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
        onError,
      }),
      inbox: new Map(),
      abort,
      notify: () => {},
      failed: undefined,
    };
    this.current = state;
    for (const { from, msg } of this.early.get(run) ?? []) this.file(state, from, msg);
    this.early.delete(run);
    state.gateway.start();
    state.exchange.start();
    const mine = fingerprint(print);
    await this.broadcast({ kind: 'start', run, print: mine, what: describePrint(print) } satisfies Start, run);
    const starts = await this.collect(state, 'start', `the start of run #${run}`);
    for (const [h, msg] of starts) {
      const s = msg as Start;
      if (s.print !== mine) throw hostMismatch(run, h, `runs ${s.what}, this host ${describePrint(print)}`);
    }
  }

  /**
   * This host's ranks returned: hand their outcomes to every host and take everyone's. Resolves
   * with the outcomes of all ranks, by rank.
   */
  async gather(run: number, outcomes: readonly OkOutcome[]): Promise<OkOutcome[]> {
    const state = this.current;
    if (state === undefined || state.run !== run) throw runNotInProgress(run);
    await this.broadcast({ kind: 'done', run, outcomes } satisfies Done, run);
    const all: OkOutcome[] = new Array(this.topology.size);
    for (const o of outcomes) all[o.rank] = o;
    for (const [, msg] of await this.collect(state, 'done', `the results of run #${run}`)) {
      for (const o of (msg as Done).outcomes) all[o.rank] = o;
    }
    return all;
  }

  /** The run failed on this host: tell the others (best effort), unless the failure came from them. */
  fail(run: number, error: MeshworkError): void {
    const state = this.current;
    if (state !== undefined && state.run === run) {
      state.failed ??= error;
      state.notify();
    }
    // Failures that came from elsewhere are not echoed; a mismatch every host finds by itself.
    const echo = error.code === ErrorCodes.REMOTE_FAILED || error.code === ErrorCodes.HOST_LOST || error.code === ErrorCodes.HOST_MISMATCH;
    if (echo || this.lost !== undefined) return;
    const msg: Fail = { kind: 'fail', run, code: error.code, message: error.message };
    this.broadcast(msg, run).catch(() => {});
  }

  /** The run is over on this host (either way): stop its gateway and exchange. */
  end(run: number): void {
    const state = this.current;
    if (state === undefined || state.run !== run) return;
    state.gateway.stop();
    state.exchange.stop();
    this.current = undefined;
  }

  private dispatch(from: number, stream: number, bytes: Uint8Array): void | Promise<void> {
    if (!Number.isInteger(from) || from < 0 || from >= this.hosts || from === this.host) return;
    if (stream === CONTROL_STREAM) {
      let msg: Control;
      try {
        msg = deserialize(bytes) as Control;
      } catch {
        return;
      }
      this.onControl(from, msg);
      return;
    }
    const state = this.current;
    if (state === undefined) return;
    if (stream === COLLECTIVE_STREAM) {
      state.exchange.deliver(from, bytes);
      return;
    }
    if (state.gateway.has(stream)) return state.gateway.deliver(stream, bytes);
  }

  private onControl(from: number, msg: Control): void {
    if (typeof msg !== 'object' || msg === null || typeof msg.run !== 'number') return;
    const state = this.current;
    if (state !== undefined && msg.run === state.run) {
      this.file(state, from, msg);
      return;
    }
    if (msg.run <= this.lastRun) return; // a finished run's message
    let list = this.early.get(msg.run);
    if (list === undefined) {
      list = [];
      this.early.set(msg.run, list);
    }
    list.push({ from, msg });
  }

  /** Keep a control message of the current run; a FAIL ends the run here. */
  private file(state: RunState, from: number, msg: Control): void {
    if (msg.kind === 'fail') {
      const cause = reviveError('MeshworkError', knownCode(msg.code), msg.message);
      const err = remoteFailed(state.run, from, rangeText(this.placement.ranksOf[from] ?? []), msg.message, cause);
      state.failed ??= err;
      state.abort(err);
      state.notify();
      return;
    }
    let list = state.inbox.get(from);
    if (list === undefined) {
      list = [];
      state.inbox.set(from, list);
    }
    list.push(msg);
    state.notify();
  }

  /** Wait until every other host sent a `kind` message of this run (deadline: waitTimeoutMs). */
  private async collect(state: RunState, kind: Control['kind'], what: string): Promise<Map<number, Control>> {
    const deadline = Date.now() + this.waitTimeoutMs;
    const out = new Map<number, Control>();
    for (;;) {
      if (state.failed !== undefined) throw state.failed;
      for (let h = 0; h < this.hosts; h++) {
        if (h === this.host || out.has(h)) continue;
        const list = state.inbox.get(h) ?? [];
        const at = list.findIndex((m) => m.kind === kind);
        if (at >= 0) out.set(h, list.splice(at, 1)[0] as Control);
      }
      if (out.size === this.hosts - 1) return out;
      const left = deadline - Date.now();
      if (left <= 0) {
        const missing = Array.from({ length: this.hosts }, (_, h) => h).filter((h) => h !== this.host && !out.has(h));
        throw deadlineExceeded(
          `${what} on host ${this.host}`,
          this.waitTimeoutMs,
          `waiting for ${missing.map((h) => this.who(h)).join(', ')}`,
        );
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        state.notify = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      state.notify = () => {};
    }
  }

  private async broadcast(msg: Control, run: number): Promise<void> {
    const bytes = new Uint8Array(serialize(msg));
    const sends: Promise<void>[] = [];
    for (let h = 0; h < this.hosts; h++) if (h !== this.host) sends.push(this.transport.send(h, CONTROL_STREAM, bytes));
    try {
      await Promise.all(sends);
    } catch (err) {
      throw this.sendError(run, err);
    }
  }

  private onLost(error: Error): void {
    this.lost ??= error;
    const state = this.current;
    if (state === undefined) return;
    const err = this.lostError(state.run, error);
    state.failed ??= err;
    state.abort(err);
    state.notify();
  }

  /** A send failed (the transport lost a peer, or the job), or a peer's round was malformed. */
  private sendError(run: number, err: unknown): MeshworkError {
    if (err instanceof MeshworkError && (err.code === ErrorCodes.REMOTE_FAILED || err.code === ErrorCodes.HOST_PROTOCOL)) return err;
    return this.lostError(run, asError(err));
  }

  /**
   * HOST_LOST naming the host the transport's error names: a `host` field, else the innermost
   * "lost host N" of its message (host A that failed because it lost host B reports "lost host A:
   * it failed: lost host B: ..."; B is the one gone), else the first "host N".
   */
  private lostError(run: number, error: Error): MeshworkError {
    const named = (error as { host?: unknown }).host;
    const chain = [...error.message.matchAll(/\blost hosts? (\d+)/g)];
    const match = chain.at(-1) ?? /\bhost (\d+)\b/.exec(error.message);
    const host = typeof named === 'number' ? named : match == null ? undefined : Number(match[1]);
    const known = host !== undefined && host >= 0 && host < this.hosts && host !== this.host ? host : undefined;
    const ranks = known === undefined ? '' : rankList(this.placement.ranksOf[known] ?? []);
    return hostLost(run, known, ranks, error.message, error);
  }
}

function knownCode(code: string | undefined): MeshworkErrorCode {
  return isErrorCode(code) ? code : ErrorCodes.RANK_FAILED;
}

/** A hash of what every host must agree on (v8 serialization: same data, same bytes). */
function fingerprint(print: RunPrint): string {
  return createHash('sha256')
    .update(serialize([print.url, print.options, print.cluster]))
    .digest('hex');
}

function describePrint(print: RunPrint): string {
  return `${print.url} (options and cluster options hash ${fingerprint(print).slice(0, 12)})`;
}
