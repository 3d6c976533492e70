/**
 * The host's side of a timeline (design: ./README.md): turns the ranks' chunks into Chrome Trace
 * Event JSON as they arrive and writes it out in pieces of about a megabyte, so neither the trace
 * nor one string of it is ever whole in memory (V8 cannot make a string past ~512 MB).
 *
 * The file is written beside its target (created exclusively, never through a symlink) and
 * renamed over it by `finish`: a reader never sees half a trace. What the writer keeps between
 * chunks is bounded: the names of each rank, the phases not yet seen on every rank (for the load
 * and imbalance counters), and the sampled message ends whose other end has not come yet (at most
 * the ranks' flow budgets; ./flows.ts pairs them). The events' text helpers are ./event-text.ts.
 */
import { closeSync, renameSync, rmSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { pathError } from '../errors.ts';
import { createBeside, writeAll } from './beside.ts';
import { K_BALANCE, K_CHECKPOINT, K_COMPUTE, K_COMPUTE_WALL_BUSY, K_RECV, K_REMAP, K_SEND, K_WAIT, RECORD, SLICE_NAMES } from './codes.ts';
import { nsOf, num, us, waitArgs } from './event-text.ts';
import { MessageFlows } from './flows.ts';
import type { TimelineSettings } from './options.ts';
import type { TimelineChunk } from './recorder.ts';

/** Who writes: this host's ranks, and the process id its events carry (never 0). */
export interface TimelineScope {
  readonly pid: number;
  /** Ranks of the run (all hosts). */
  readonly size: number;
  /** The ranks this host runs. */
  readonly ranks: readonly number[];
  /** This host's index and the host count (1: one process). */
  readonly host: number;
  readonly hosts: number;
}

/** Bytes buffered before a write. */
const PIECE = 1 << 20;
/** A trace stops growing past about this many bytes per allowed event. */
const BYTES_PER_EVENT = 100;

/** The file a host writes: `path`, or with several hosts `<name>.host<k><ext>`. */
export function timelinePath(path: string, host: number, hosts: number): string {
  const abs = resolve(path);
  if (hosts <= 1) return abs;
  const ext = extname(abs);
  return `${abs.slice(0, abs.length - ext.length)}.host${host}${ext}`;
}

interface PendingPhase {
  startNs: number;
  seen: number;
  readonly units: Float64Array;
  readonly busyMs: Float64Array;
}

export class TimelineWriter {
  /** The file written (absolute). */
  readonly path: string;
  private readonly tmp: string;
  private fd: number;
  private readonly settings: TimelineSettings;
  private readonly scope: TimelineScope;
  private readonly localIndex: Map<number, number>;
  private parts: string[] = [];
  private partBytes = 0;
  private first = true;
  private bytes = 0;
  private readonly maxBytes: number;
  /** Events written, dropped by the writer's caps, and dropped by the ranks' budgets. */
  events = 0;
  private droppedHere = 0;
  private readonly droppedByRank = new Map<number, number>();
  private readonly names = new Map<number, string[]>();
  private readonly quoted = new Map<number, string[]>();
  private readonly phases = new Map<string, PendingPhase>();
  private readonly flows: MessageFlows;
  private readonly balancers = new Set<string>();
  private closed = false;
  /** A write that failed (a full disk): nothing more is written, `finish` reports it. */
  private failure: NodeJS.ErrnoException | undefined;

  private constructor(path: string, tmp: string, fd: number, settings: TimelineSettings, scope: TimelineScope) {
    this.path = path;
    this.tmp = tmp;
    this.fd = fd;
    this.settings = settings;
    this.scope = scope;
    this.maxBytes = Math.max(settings.maxEvents * BYTES_PER_EVENT, PIECE);
    this.localIndex = new Map(scope.ranks.map((r, i) => [r, i]));
    this.flows = new MessageFlows(scope.pid, this.localIndex, { room: (n) => this.room(n), event: (json) => this.event(json) });
  }

  /**
   * Start the file of `settings.path` (MW_PATH when it cannot be written: no such folder, a
   * directory in the way, no permission), with the metadata of the host's process and threads.
   */
  static open(settings: TimelineSettings, scope: TimelineScope): TimelineWriter {
    const path = timelinePath(settings.path, scope.host, scope.hosts);
    const { tmp, fd } = createBeside('timeline', settings.path, path);
    const w = new TimelineWriter(path, tmp, fd, settings, scope);
    w.start();
    return w;
  }

  private raw(text: string): void {
    if (this.failure !== undefined) return;
    this.parts.push(text);
    this.partBytes += text.length;
    this.bytes += text.length;
    if (this.partBytes >= PIECE) this.flushOut();
  }

  /** Write what is buffered; a failure is kept for `finish` (chunks arrive in message handlers: never throw there). */
  private flushOut(): void {
    if (this.parts.length === 0 || this.failure !== undefined) return;
    const buf = Buffer.from(this.parts.join(''), 'utf8');
    this.parts = [];
    this.partBytes = 0;
    try {
      writeAll(this.fd, buf);
    } catch (err) {
      this.failure = err as NodeJS.ErrnoException;
    }
  }

  /** Write one event (JSON object text). */
  private event(json: string): void {
    this.raw(this.first ? `\n${json}` : `,\n${json}`);
    this.first = false;
    this.events++;
  }

  /** Whether the caps leave room for `n` more events (if not, they count as dropped). */
  private room(n: number): boolean {
    if (this.events + n <= this.settings.maxEvents && this.bytes < this.maxBytes) return true;
    this.droppedHere += n;
    return false;
  }

  private start(): void {
    const { pid, ranks, hosts, host } = this.scope;
    this.raw('{"displayTimeUnit":"ms","traceEvents":[');
    const procName = hosts > 1 ? `meshwork host ${host}` : 'meshwork';
    this.event(`{"ph":"M","name":"process_name","pid":${pid},"tid":0,"args":{"name":${JSON.stringify(procName)}}}`);
    this.event(`{"ph":"M","name":"process_sort_index","pid":${pid},"tid":0,"args":{"sort_index":${host}}}`);
    for (const r of ranks) {
      this.event(`{"ph":"M","name":"thread_name","pid":${pid},"tid":${r + 1},"args":{"name":"rank ${r}"}}`);
      this.event(`{"ph":"M","name":"thread_sort_index","pid":${pid},"tid":${r + 1},"args":{"sort_index":${r}}}`);
    }
  }

  /** Write the events of a rank's chunk. */
  add(chunk: TimelineChunk): void {
    if (this.closed) return;
    const r = chunk.rank;
    if (!this.localIndex.has(r)) return;
    let names = this.names.get(r);
    let quoted = this.quoted.get(r);
    if (names === undefined || quoted === undefined) {
      names = [];
      quoted = [];
      this.names.set(r, names);
      this.quoted.set(r, quoted);
    }
    for (const n of chunk.names) {
      names.push(n);
      quoted.push(JSON.stringify(n));
    }
    this.droppedByRank.set(r, chunk.dropped);
    const rec = chunk.records;
    const { pid } = this.scope;
    const tid = r + 1;
    for (let i = 0; i < chunk.count; i++) {
      const at = i * RECORD;
      const kind = rec[at] as number;
      const t0 = nsOf(rec[at + 1] as number);
      const t1 = Math.max(t0, nsOf(rec[at + 2] as number));
      const a = rec[at + 3] as number;
      const b = rec[at + 4] as number;
      const c = rec[at + 5] as number;
      const d = rec[at + 6] as number;
      if (kind === K_SEND || kind === K_RECV) {
        this.flows.end(kind, r, a, b, t0, c);
        continue;
      }
      const compute = kind === K_COMPUTE || kind === K_COMPUTE_WALL_BUSY;
      if (compute) this.phase(r, names[a] ?? '?', b, c, d, t0);
      if (kind === K_BALANCE) this.balancers.add(names[a] ?? '?');
      if (!this.room(1)) continue;
      let args: string;
      switch (kind) {
        case K_COMPUTE:
        case K_COMPUTE_WALL_BUSY: {
          // which clock busyMs is read by, where it is not the run's own busy clock
          const clock = kind === K_COMPUTE_WALL_BUSY ? ',"clock":"wall-busy"' : '';
          args = `{"phase":${quoted[a] ?? '"?"'},"index":${b},"units":${num(c)},"busyMs":${num(d)}${clock}}`;
          break;
        }
        case K_WAIT:
          args = waitArgs(a, b, c !== 0);
          break;
        case K_BALANCE:
          args = `{"balancer":${quoted[a] ?? '"?"'},"phase":${b},"unitsMoved":${num(c)}${d >= 0 ? `,"bytesMoved":${num(d)}` : ''}}`;
          break;
        case K_REMAP:
          args = a >= 0 ? `{"bytesSent":${num(a)}}` : '{}';
          break;
        case K_CHECKPOINT:
          args = `{"step":${a},"op":"${b === 1 ? 'restore' : 'save'}"}`;
          break;
        default:
          continue;
      }
      this.event(
        `{"ph":"X","name":"${compute ? 'compute' : SLICE_NAMES[kind]}","pid":${pid},"tid":${tid},"ts":${us(t0)},"dur":${us(t1 - t0)},"args":${args}}`,
      );
    }
  }

  /** A phase on rank r: once every rank of this host has had it, its load and imbalance counters. */
  private phase(r: number, name: string, index: number, units: number, busyMs: number, startNs: number): void {
    const key = `${index}\u0000${name}`;
    const n = this.scope.ranks.length;
    let p = this.phases.get(key);
    if (p === undefined) {
      p = { startNs, seen: 0, units: new Float64Array(n).fill(Number.NaN), busyMs: new Float64Array(n).fill(Number.NaN) };
      this.phases.set(key, p);
    }
    const li = this.localIndex.get(r) as number;
    if (Number.isNaN(p.units[li] as number)) p.seen++;
    p.units[li] = units;
    p.busyMs[li] = busyMs;
    if (startNs < p.startNs) p.startNs = startNs;
    if (p.seen === n) {
      this.phases.delete(key);
      this.counters(p);
    }
  }

  /** The load of each rank in the phase (its work units, or its busy ms when no rank reported units) and max/avg. */
  private counters(p: PendingPhase): void {
    if (!this.room(2)) return;
    const byUnits = p.units.some((u) => u > 0);
    const v = byUnits ? p.units : p.busyMs;
    const { pid, ranks } = this.scope;
    const series: string[] = [];
    let max = 0;
    let sum = 0;
    let n = 0;
    for (let i = 0; i < ranks.length; i++) {
      const x = v[i] as number;
      if (!Number.isFinite(x)) continue;
      series.push(`"rank ${ranks[i]}":${num(x)}`);
      if (x > max) max = x;
      sum += x;
      n++;
    }
    const avg = n === 0 ? 0 : sum / n;
    const ts = us(p.startNs);
    this.event(`{"ph":"C","name":"load","pid":${pid},"tid":0,"ts":${ts},"args":{${series.join(',')}}}`);
    const imbalance = avg > 0 ? max / avg : 1;
    this.event(`{"ph":"C","name":"imbalance","pid":${pid},"tid":0,"ts":${ts},"args":{"max/avg":${num(imbalance)}}}`);
  }

  /**
   * End the file: `otherData` (provenance, counts), then close it and rename it over the target.
   * Returns the path written.
   */
  finish(otherData: Readonly<Record<string, unknown>>): string {
    if (this.closed) return this.path;
    this.closed = true;
    let droppedByRanks = 0;
    for (const d of this.droppedByRank.values()) droppedByRanks += d;
    const unpaired = this.flows.unpaired;
    const balancers = [...this.balancers];
    const other = {
      ...otherData,
      // the caller's word, else the balancers the ranks ran
      balancer: otherData.balancer ?? (balancers.length > 0 ? balancers.join(', ') : null),
      events: this.events,
      droppedEvents: this.droppedHere + droppedByRanks,
      messageArrows: this.flows.arrows,
      unpairedMessageEnds: unpaired,
      crossHostMessageEnds: this.flows.remoteEnds,
      flowEvery: this.settings.flowEvery,
      maxEvents: this.settings.maxEvents,
    };
    this.flows.clear();
    this.phases.clear();
    try {
      this.raw(`\n],\n"otherData":${JSON.stringify(other)}}\n`);
      this.flushOut();
      if (this.failure !== undefined) throw this.failure;
      closeSync(this.fd);
      this.fd = -1;
      renameSync(this.tmp, this.path);
    } catch (err) {
      this.abandon();
      const e = err as NodeJS.ErrnoException;
      throw pathError('timeline', this.settings.path, 'a file that can be written to the end', e.code ?? e.message, err);
    }
    return this.path;
  }

  /** Drop the file being written (the run could not start). */
  abandon(): void {
    this.closed = true;
    if (this.fd >= 0) {
      try {
        closeSync(this.fd);
      } catch {
        // already closed
      }
      this.fd = -1;
    }
    rmSync(this.tmp, { force: true });
  }
}
