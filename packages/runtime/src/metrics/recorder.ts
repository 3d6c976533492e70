/**
 * Per-rank phase recorder: the rank marks phases, reports work units and traffic, and
 * hands a JSON-able `RankMetrics` snapshot to the host at the end of the run.
 *
 * Create it on the rank's own thread: the default busy clock reads that thread's CPU time.
 */

import { checkInt } from '../checks.ts';
import { invalidArgument } from '../errors.ts';
import type { RankTimeline } from '../timeline/recorder.ts';
import { type BusyClock, CLOCK_BASE_NS, type ClockSource, createBusyClock, wallNs } from './clock.ts';
import type { MetricCounters, PhaseRecord, RankDriverLog, RankLoadLog, RankMetrics, WaitStats } from './types.ts';
import { checkLoad, checkName } from './validate.ts';

export interface PhaseRecorderOptions {
  /** Busy-time clock; defaults to `createBusyClock()` (inject a fake one in tests). */
  readonly clock?: BusyClock;
  /** Wall clock in ns; defaults to `wallNs`. */
  readonly wallClock?: () => number;
  /**
   * Busy wall clock (wall time outside waits, `activeClock`): when given, each phase also records
   * `wallBusyNs` by it. For a busy clock that is not already that (the thread CPU clock).
   */
  readonly wallBusyClock?: BusyClock;
}

/**
 * The open phase. One per recorder, reused by every phase (a phase costs no allocation but its
 * record): the fields are rewritten at each `begin`.
 */
interface OpenPhase {
  name: string;
  index: number;
  busyStart: number;
  wallStart: number;
  /** The busy wall clock at the start (0 without one). */
  wallBusyStart: number;
  /** `performance.now()` at the start, for a timeline (0 when none records). */
  timelineStart: number;
  workUnits: number;
  /** Reported with `addTraffic` while the phase is open. */
  messages: number;
  bytes: number;
  /** `traffic` when the phase began: the communicator's share is the difference at its end. */
  trafficMessages: number;
  trafficBytes: number;
}

/** Running totals a communicator increments itself (a field update per message, no call). */
export interface TrafficCounter {
  messages: number;
  bytes: number;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    (typeof value === 'object' || typeof value === 'function') && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

export class PhaseRecorder {
  readonly rank: number;
  readonly clockSource: ClockSource;
  private readonly busy: () => number;
  private readonly wall: () => number;
  private readonly wallBusy: BusyClock | undefined;
  private readonly records: PhaseRecord[] = [];
  private readonly occurrences = new Map<string, number>();
  /** The open phase: `slot` while one is open, else undefined. */
  private open: OpenPhase | undefined;
  private readonly slot: OpenPhase = {
    name: '',
    index: 0,
    // readings of the clocks (doubles from the start: ./clock.ts, CLOCK_BASE_NS)
    busyStart: CLOCK_BASE_NS,
    wallStart: CLOCK_BASE_NS,
    wallBusyStart: CLOCK_BASE_NS,
    timelineStart: 0,
    workUnits: 0,
    messages: 0,
    bytes: 0,
    trafficMessages: 0,
    trafficBytes: 0,
  };
  private looseWork = 0;
  private looseMessages = 0;
  private looseBytes = 0;
  /** The communicator's running totals (../comm/links.ts increments them). */
  readonly traffic: TrafficCounter = { messages: 0, bytes: 0 };
  /** Of `traffic`, what closed phases took. */
  private phasedMessages = 0;
  private phasedBytes = 0;

  constructor(rank: number, options: PhaseRecorderOptions = {}) {
    this.rank = checkInt('PhaseRecorder rank', rank, 0);
    const clock = options.clock ?? createBusyClock();
    this.clockSource = clock.source;
    this.busy = () => clock.now();
    this.wall = options.wallClock ?? wallNs;
    this.wallBusy = options.wallBusyClock;
  }

  /** A balancing driver's load record as restored from a checkpoint, until its recorder takes it back. */
  loads: RankLoadLog | undefined;
  /** A recording driver's log, read at each snapshot (the driver keeps it in typed arrays until then). @internal */
  loadLog: (() => RankLoadLog | undefined) | undefined;

  /** The rank's wait costs, copied into every snapshot (the rank's waiter keeps them). */
  waits: Readonly<WaitStats> | undefined;

  /** The balancing drivers of the rank's program, read at each snapshot (each driver adds itself). */
  readonly drivers: (() => RankDriverLog)[] = [];
  /** The run's timeline, when it records one: every phase is a compute slice there. @internal */
  timeline: RankTimeline | undefined;

  /** Phases completed so far. */
  get closedCount(): number {
    return this.records.length;
  }

  /** The i-th completed phase (0 <= i < closedCount), not copied. */
  closedAt(i: number): Readonly<PhaseRecord> | undefined {
    return this.records[i];
  }

  /** Name of the open phase, or undefined. */
  get active(): string | undefined {
    return this.open?.name;
  }

  /** Open phase `name`. Phases do not nest: throws INVALID_ARGUMENT while another is open. */
  begin(name: string): void {
    checkName('phase name', name);
    if (this.open !== undefined) {
      throw invalidArgument(
        `the open phase at PhaseRecorder.begin(${JSON.stringify(name)})`,
        'none (nested phases are not allowed; end() the current phase first)',
        this.open.name,
      );
    }
    const index = this.occurrences.get(name) ?? 0;
    this.occurrences.set(name, index + 1);
    const o = this.slot;
    o.name = name;
    o.index = index;
    o.busyStart = this.busy();
    o.wallStart = this.wall();
    o.wallBusyStart = this.wallBusy === undefined ? CLOCK_BASE_NS : this.wallBusy.now();
    o.timelineStart = this.timeline === undefined ? 0 : performance.now();
    o.workUnits = 0;
    o.messages = 0;
    o.bytes = 0;
    o.trafficMessages = this.traffic.messages;
    o.trafficBytes = this.traffic.bytes;
    this.open = o;
  }

  /** Close the open phase and return its record (a copy). Throws INVALID_ARGUMENT when none is open. */
  end(): PhaseRecord {
    return { ...this.close() };
  }

  /** Close the open phase; returns the record kept (not a copy: `measure` wants none). */
  private close(): PhaseRecord {
    const p = this.open;
    if (p === undefined) {
      throw invalidArgument('the open phase at PhaseRecorder.end()', 'a phase started by begin(name)', undefined);
    }
    const busyEnd = this.busy();
    // read inside the wall interval, so that a phase's busy wall time is never above its wall time
    const wallBusyEnd = this.wallBusy === undefined ? 0 : this.wallBusy.now();
    const wallEnd = this.wall();
    this.open = undefined;
    const linkMessages = this.traffic.messages - p.trafficMessages;
    const linkBytes = this.traffic.bytes - p.trafficBytes;
    this.phasedMessages += linkMessages;
    this.phasedBytes += linkBytes;
    const record: PhaseRecord = {
      name: p.name,
      index: p.index,
      busyNs: Math.max(0, busyEnd - p.busyStart),
      wallNs: Math.max(0, wallEnd - p.wallStart),
      workUnits: p.workUnits,
      messages: p.messages + linkMessages,
      bytes: p.bytes + linkBytes,
    };
    if (this.wallBusy !== undefined) record.wallBusyNs = Math.max(0, wallBusyEnd - p.wallBusyStart);
    this.records.push(record);
    if (this.timeline !== undefined) {
      // more ranks than cores: the slice shows the busy wall time the summary and the charts use
      const wb = record.wallBusyNs;
      this.timeline.compute(p.timelineStart, performance.now(), p.name, p.index, p.workUnits, wb ?? record.busyNs, wb !== undefined);
    }
    return record;
  }

  /**
   * Run `fn` as phase `name`: begin, call, end (also when `fn` throws or its promise
   * rejects). A returned promise keeps the phase open until it settles.
   */
  measure<T>(name: string, fn: () => PromiseLike<T>): Promise<T>;
  measure<T>(name: string, fn: () => T): T;
  measure<T>(name: string, fn: () => T | PromiseLike<T>): T | Promise<T> {
    if (typeof fn !== 'function') throw invalidArgument('PhaseRecorder.measure fn', 'a function', fn);
    this.begin(name);
    let result: T | PromiseLike<T>;
    try {
      result = fn();
    } catch (err) {
      this.close();
      throw err;
    }
    if (isThenable(result)) {
      return Promise.resolve(result).then(
        (value) => {
          this.close();
          return value;
        },
        (err: unknown) => {
          this.close();
          throw err;
        },
      );
    }
    this.close();
    return result;
  }

  /** Add work units to the open phase, or to the run-level total when none is open. */
  addWork(units: number): void {
    checkLoad('work units', units);
    if (this.open !== undefined) this.open.workUnits += units;
    else this.looseWork += units;
  }

  /** Add sent messages and payload bytes to the open phase, or to the run-level total. */
  addTraffic(messages: number, bytes: number): void {
    checkInt('message count', messages, 0);
    checkInt('byte count', bytes, 0);
    if (this.open !== undefined) {
      this.open.messages += messages;
      this.open.bytes += bytes;
    } else {
      this.looseMessages += messages;
      this.looseBytes += bytes;
    }
  }

  /**
   * @internal Continue from `saved` (a snapshot of this rank taken at a checkpoint): its phases,
   * work and traffic count as recorded here, later phases follow them. Only while no phase is open.
   */
  restore(saved: RankMetrics): void {
    this.records.length = 0;
    this.occurrences.clear();
    let work = 0;
    let messages = 0;
    let bytes = 0;
    for (const r of saved.phases) {
      this.records.push({ ...r });
      this.occurrences.set(r.name, Math.max(this.occurrences.get(r.name) ?? 0, r.index + 1));
      work += r.workUnits;
      messages += r.messages;
      bytes += r.bytes;
    }
    this.looseWork = saved.totals.workUnits - work;
    this.looseMessages = saved.totals.messages - messages + this.phasedMessages - this.traffic.messages;
    this.looseBytes = saved.totals.bytes - bytes + this.phasedBytes - this.traffic.bytes;
    this.loads = saved.loads;
  }

  /** A JSON-able copy of everything recorded so far. A still-open phase is not included. */
  snapshot(): RankMetrics {
    const totals: MetricCounters = {
      busyNs: 0,
      wallNs: 0,
      workUnits: this.looseWork,
      // The communicator's traffic outside every phase: not in a closed one, not in the open one.
      messages:
        this.looseMessages +
        this.traffic.messages -
        this.phasedMessages -
        (this.open === undefined ? 0 : this.traffic.messages - this.open.trafficMessages),
      bytes:
        this.looseBytes +
        this.traffic.bytes -
        this.phasedBytes -
        (this.open === undefined ? 0 : this.traffic.bytes - this.open.trafficBytes),
    };
    const phases = this.records.map((r) => {
      totals.busyNs += r.busyNs;
      totals.wallNs += r.wallNs;
      totals.workUnits += r.workUnits;
      totals.messages += r.messages;
      totals.bytes += r.bytes;
      return { ...r };
    });
    const out: RankMetrics = { rank: this.rank, clock: this.clockSource, phases, totals };
    const loads = this.loadLog?.() ?? this.loads;
    if (loads !== undefined) out.loads = loads;
    if (this.waits !== undefined) out.waits = { ...this.waits };
    if (this.drivers.length > 0) out.drivers = this.drivers.map((d) => d());
    return out;
  }
}
