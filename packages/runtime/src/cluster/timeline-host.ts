/**
 * The host's part of a run's timeline (../timeline/README.md): one channel per rank and attempt on
 * which the rank ships its chunks, the writer they go to, and the end of the file once every rank
 * that finished has had all its chunks written.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { FLOW_FIRST, type TimelineSettings } from '../timeline/options.ts';
import { commandLine, machineInfo, meshworkVersion } from '../timeline/provenance.ts';
import type { TimelineChunk } from '../timeline/recorder.ts';
import { type TimelineScope, TimelineWriter } from '../timeline/writer.ts';
import type { RankTimelineTask } from '../worker/task.ts';

/** Records per chunk a rank fills before shipping it (7 doubles each: 224 KiB). */
const CHUNK_RECORDS = 4096;
/** Longest wait at the end of a run for chunks still on their way, ms. */
const SETTLE_MS = 2000;

interface Channel {
  readonly port: MessagePort;
  got: number;
  expected: number | undefined;
  last: TimelineChunk | undefined;
}

export class TimelineHost {
  private readonly writer: TimelineWriter;
  private readonly settings: TimelineSettings;
  private readonly scope: TimelineScope;
  /** The run's origin, ms since the epoch: rank times are ms after it. */
  readonly origin: number;
  private readonly started: string;
  /** Per rank and attempt: its port, the chunks that came on it, how many it shipped, its last chunk until they are in. */
  private readonly channels: Channel[] = [];
  private readonly latest = new Map<number, number>();
  private wake: (() => void) | undefined;

  constructor(settings: TimelineSettings, scope: TimelineScope) {
    this.settings = settings;
    this.scope = scope;
    this.writer = TimelineWriter.open(settings, scope);
    this.origin = performance.timeOrigin + performance.now();
    this.started = new Date().toISOString();
  }

  /** Rank r's part of the task of an attempt (its port goes in the task's transfer list). */
  taskFor(r: number): RankTimelineTask {
    const { maxEvents, flowEvery } = this.settings;
    const size = this.scope.size;
    const share = (fraction: number) => Math.max(64, Math.floor((maxEvents * fraction) / size));
    const { port1, port2 } = new MessageChannel();
    const entry: Channel = { port: port1, got: 0, expected: undefined, last: undefined };
    this.latest.set(r, this.channels.length);
    this.channels.push(entry);
    port1.on('message', (chunk: TimelineChunk) => {
      if (chunk?.kind !== 'timeline') return;
      entry.got++;
      this.add(chunk);
      this.complete(entry);
      this.wake?.();
    });
    return {
      origin: this.origin,
      chunkRecords: CHUNK_RECORDS,
      maxSlices: share(0.3),
      maxWaits: share(0.35),
      maxFlows: flowEvery === 0 ? 0 : share(0.3),
      flowFirst: FLOW_FIRST,
      flowEvery,
      port: port2,
    };
  }

  private add(chunk: TimelineChunk): void {
    try {
      this.writer.add(chunk);
    } catch {
      // a malformed chunk is left out; write failures surface at finish
    }
  }

  /** Write a rank's last chunk once the chunks before it are in (its names follow theirs). */
  private complete(c: Channel): void {
    if (c.last === undefined || c.expected === undefined || c.got < c.expected) return;
    const last = c.last;
    c.last = undefined;
    this.add(last);
  }

  /**
   * Rank r's thread settled, having shipped `chunks` chunks on its port before `last`, the chunk
   * that came with its outcome (undefined: it died before it could say).
   */
  settled(r: number, chunks: number | undefined, last: TimelineChunk | undefined): void {
    const at = this.latest.get(r);
    if (at === undefined || last === undefined) return;
    const c = this.channels[at] as Channel;
    c.expected = chunks;
    c.last = last;
    this.complete(c);
  }

  /**
   * Wait (at most SETTLE_MS) for the chunks the settled ranks shipped, then end the file with its
   * provenance. Returns the path written.
   */
  async finish(extra: Readonly<Record<string, unknown>>): Promise<string> {
    const missing = () => this.channels.some((c) => c.last !== undefined);
    if (missing()) {
      const deadline = performance.now() + SETTLE_MS;
      while (missing() && performance.now() < deadline) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, Math.max(1, deadline - performance.now()));
          this.wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        this.wake = undefined;
      }
    }
    for (const c of this.channels) {
      c.port.close();
      // chunks that never came (a thread ended): the last one is written anyway
      if (c.last !== undefined) this.add(c.last);
      c.last = undefined;
    }
    const { provenance } = this.settings;
    // the caller's provenance last: its words (the CLI's topology spec, say) over the runtime's
    return this.writer.finish({
      meshwork: meshworkVersion(),
      commandLine: commandLine(),
      seed: null,
      machine: machineInfo(),
      started: this.started,
      // the origin of every "ts" in the file, ms since the epoch: `mergeTimelines` aligns hosts by it
      originEpochMs: this.origin,
      host: this.scope.host,
      hosts: this.scope.hosts,
      ...extra,
      ...provenance,
    });
  }

  /** The run never started: close the channels and remove the file being written. */
  abandon(): void {
    for (const c of this.channels) c.port.close();
    this.writer.abandon();
  }
}
