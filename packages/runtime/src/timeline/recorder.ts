/**
 * A rank's side of a timeline (design: ./README.md): fixed-size records in a Float64Array chunk,
 * shipped to the host (a transfer, no copy) whenever the chunk fills and once at the end of the
 * run, so a rank holds at most one chunk whatever the run's length. Budgets per kind of record cap
 * what a rank sends at all; records past a budget are counted as dropped.
 *
 * Every hook of the runtime calls in here only behind `timeline !== undefined`: a run without a
 * timeline pays one branch at points that already read the clock (waits, phases) or count
 * (sends, receives), nothing else.
 */
import { K_BALANCE, K_CHECKPOINT, K_COMPUTE, K_COMPUTE_WALL_BUSY, K_RECV, K_REMAP, K_SEND, K_WAIT, RECORD } from './codes.ts';

/** What a rank ships: `count` records, the names it interned since its last chunk. Plain, cloneable. */
export interface TimelineChunk {
  readonly kind: 'timeline';
  readonly rank: number;
  /** `count * RECORD` doubles are records (see ./codes.ts); the rest is unused. */
  readonly records: Float64Array<ArrayBuffer>;
  readonly count: number;
  /** Names whose ids follow those of the rank's earlier chunks. */
  readonly names: readonly string[];
  /** Records dropped so far (budgets spent), cumulative. */
  readonly dropped: number;
  /** The rank's last chunk of the run. */
  readonly last: boolean;
}

/** The host's settings for one rank (a part of its task). */
export interface RankTimelineSettings {
  /** The run's origin, ms since the epoch (`performance.timeOrigin + performance.now()` on the host). */
  readonly origin: number;
  /** Records per chunk. */
  readonly chunkRecords: number;
  /** Most records of each kind this rank sends: compute, balance, remap and checkpoint slices; waits; message ends. */
  readonly maxSlices: number;
  readonly maxWaits: number;
  readonly maxFlows: number;
  /** Every message from one rank to another is numbered; numbers below `flowFirst` and multiples of `flowEvery` are recorded (0: none). */
  readonly flowFirst: number;
  readonly flowEvery: number;
}

export class RankTimeline {
  readonly rank: number;
  /** Added to `performance.now()` of this thread: ms since the run's origin. */
  private readonly shift: number;
  private readonly settings: RankTimelineSettings;
  private readonly ship: (chunk: TimelineChunk) => void;
  private buf: Float64Array<ArrayBuffer>;
  private count = 0;
  private readonly ids = new Map<string, number>();
  private fresh: string[] = [];
  private slices = 0;
  private waits = 0;
  private flows = 0;
  private dropped = 0;
  /** The last chunk was shipped: later records (a stray timer's) are dropped. */
  private closed = false;
  /** Messages sent to / received from each rank so far (a message's number on its pair). */
  private readonly sentTo: Uint32Array;
  private readonly gotFrom: Uint32Array;
  /** Chunks shipped so far. */
  chunks = 0;

  constructor(rank: number, size: number, settings: RankTimelineSettings, ship: (chunk: TimelineChunk) => void) {
    this.rank = rank;
    this.settings = settings;
    this.ship = ship;
    this.shift = performance.timeOrigin - settings.origin;
    this.buf = new Float64Array(settings.chunkRecords * RECORD);
    this.sentTo = new Uint32Array(size);
    this.gotFrom = new Uint32Array(size);
  }

  private push(kind: number, t0: number, t1: number, a: number, b: number, c: number, d: number): void {
    if (this.closed) return;
    const s = this.shift;
    const buf = this.buf;
    let at = this.count * RECORD;
    buf[at++] = kind;
    buf[at++] = t0 + s;
    buf[at++] = t1 + s;
    buf[at++] = a;
    buf[at++] = b;
    buf[at++] = c;
    buf[at] = d;
    if (++this.count === this.settings.chunkRecords) this.flush(false);
  }

  /** The id of `name` in this rank's name table (new names travel with the next chunk). */
  private id(name: string): number {
    let id = this.ids.get(name);
    if (id === undefined) {
      id = this.ids.size;
      this.ids.set(name, id);
      this.fresh.push(name);
    }
    return id;
  }

  private slice(): boolean {
    if (this.slices < this.settings.maxSlices) {
      this.slices++;
      return true;
    }
    this.dropped++;
    return false;
  }

  /**
   * A phase from t0 to t1 (`performance.now()` of this thread). `wallBusy`: `busyNs` is its busy
   * wall time (more ranks than cores), not the rank's busy clock.
   */
  compute(t0: number, t1: number, name: string, index: number, units: number, busyNs: number, wallBusy = false): void {
    if (this.slice()) this.push(wallBusy ? K_COMPUTE_WALL_BUSY : K_COMPUTE, t0, t1, this.id(name), index, units, busyNs / 1e6);
  }

  /** A blocking wait: `what` a WAIT_* code, `arg` the peer or a COLLECTIVE_* code. */
  wait(t0: number, t1: number, what: number, arg: number, slept: boolean): void {
    if (this.waits < this.settings.maxWaits) {
      this.waits++;
      this.push(K_WAIT, t0, t1, what, arg, slept ? 1 : 0, 0);
    } else this.dropped++;
  }

  balance(t0: number, t1: number, balancer: string, phase: number, unitsMoved: number, bytesMoved: number): void {
    if (this.slice()) this.push(K_BALANCE, t0, t1, this.id(balancer), phase, unitsMoved, bytesMoved);
  }

  remap(t0: number, t1: number, bytes: number): void {
    if (this.slice()) this.push(K_REMAP, t0, t1, bytes, 0, 0, 0);
  }

  checkpoint(t0: number, t1: number, step: number, restore: boolean): void {
    if (this.slice()) this.push(K_CHECKPOINT, t0, t1, step, restore ? 1 : 0, 0, 0);
  }

  private sampled(n: number): boolean {
    const { flowFirst, flowEvery } = this.settings;
    if (flowEvery === 0 || (n >= flowFirst && n % flowEvery !== 0)) return false;
    if (this.flows < this.settings.maxFlows) {
      this.flows++;
      return true;
    }
    this.dropped++;
    return false;
  }

  /** A message of `bytes` sent to rank `to` (numbered on the pair; recorded when sampled). */
  sent(to: number, bytes: number): void {
    const n = this.sentTo[to] as number;
    this.sentTo[to] = n + 1;
    if (this.sampled(n)) {
      const t = performance.now();
      this.push(K_SEND, t, t, to, n, bytes, 0);
    }
  }

  /** A message from rank `from` taken by a receive. */
  received(from: number): void {
    const n = this.gotFrom[from] as number;
    this.gotFrom[from] = n + 1;
    if (this.sampled(n)) {
      const t = performance.now();
      this.push(K_RECV, t, t, from, n, 0, 0);
    }
  }

  private flush(last: boolean): void {
    this.ship(this.take(last));
    this.buf = new Float64Array(this.settings.chunkRecords * RECORD);
  }

  private take(last: boolean): TimelineChunk {
    const chunk: TimelineChunk = {
      kind: 'timeline',
      rank: this.rank,
      // the last chunk travels with the rank's outcome (a clone): only its records
      records: last ? this.buf.slice(0, this.count * RECORD) : this.buf,
      count: this.count,
      names: this.fresh,
      dropped: this.dropped,
      last,
    };
    this.fresh = [];
    this.count = 0;
    if (!last) this.chunks++;
    return chunk;
  }

  /**
   * The rest as the last chunk, returned (it goes to the host with the rank's outcome, no message
   * of its own to wait for), and the number of chunks shipped before it. Records after it are dropped.
   */
  finish(): { readonly shipped: number; readonly last: TimelineChunk | undefined } {
    if (this.closed) return { shipped: this.chunks, last: undefined };
    this.closed = true;
    return { shipped: this.chunks, last: this.take(true) };
  }
}
