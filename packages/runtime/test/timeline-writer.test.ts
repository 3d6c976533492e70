/**
 * The two halves of a timeline without threads. A rank's recorder: chunks of a fixed size shipped
 * as they fill (its memory stays one chunk), names sent once, budgets, and a message sampling rule
 * both ends of a pair apply alike. The host's writer: streams to a file beside the target and
 * renames it at the end; keeps slices nested through its rounding to ns; writes a message's two
 * ends together whatever order they come in, and never one alone; emits a phase's counters once
 * every rank has had it; enforces its event cap.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OP_BARRIER, OP_RECV, OP_SEND, OP_WAIT } from '../src/comm/status.ts';
import {
  K_COMPUTE,
  K_COMPUTE_WALL_BUSY,
  K_RECV,
  K_SEND,
  K_WAIT,
  RECORD,
  WAIT_COLLECTIVE,
  WAIT_IDLE,
  WAIT_RECV,
  WAIT_SEND,
} from '../src/timeline/codes.ts';
import type { TimelineSettings } from '../src/timeline/options.ts';
import { RankTimeline, type RankTimelineSettings, type TimelineChunk } from '../src/timeline/recorder.ts';
import { TimelineWriter, timelinePath } from '../src/timeline/writer.ts';
import { checkTimelineShape } from './helpers/timeline-shape.ts';

const dir = mkdtempSync(join(tmpdir(), 'meshwork-timeline-writer-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Every chunk of a finished recorder: those it shipped, then the last one it returned. */
function ended(r: { tl: RankTimeline; chunks: TimelineChunk[] }): TimelineChunk[] {
  const end = r.tl.finish();
  expect(end.shipped).toBe(r.chunks.length);
  return end.last === undefined ? r.chunks : [...r.chunks, end.last];
}

function recorder(over: Partial<RankTimelineSettings> = {}, rank = 0, size = 2): { tl: RankTimeline; chunks: TimelineChunk[] } {
  const chunks: TimelineChunk[] = [];
  const settings: RankTimelineSettings = {
    origin: performance.timeOrigin,
    chunkRecords: 4,
    maxSlices: 1000,
    maxWaits: 1000,
    maxFlows: 1000,
    flowFirst: 64,
    flowEvery: 16,
    ...over,
  };
  return { tl: new RankTimeline(rank, size, settings, (c) => chunks.push({ ...c, records: c.records.slice() })), chunks };
}

/** A chunk of rank `rank` from records given as arrays of up to 7 numbers. */
function chunk(rank: number, records: number[][], names: string[] = [], last = false): TimelineChunk {
  const buf = new Float64Array(Math.max(1, records.length) * RECORD);
  for (const [i, r] of records.entries()) buf.set(r, i * RECORD);
  return { kind: 'timeline', rank, records: buf, count: records.length, names, dropped: 0, last };
}

const SETTINGS: TimelineSettings = { path: '', maxEvents: 1_000_000, flowEvery: 16, provenance: {} };
const PROVENANCE = { meshwork: 'test', commandLine: 'test', seed: null, balancer: null, machine: { cpu: 'x', cores: 2, node: 'v0' } };

function writer(name: string, over: Partial<TimelineSettings> = {}, ranks = [0, 1]): TimelineWriter {
  return TimelineWriter.open({ ...SETTINGS, path: join(dir, name), ...over }, { pid: 1, size: ranks.length, ranks, host: 0, hosts: 1 });
}

it("a wait's what is the op its waiter publishes (the waiter passes its op through)", () => {
  expect([WAIT_RECV, WAIT_SEND, WAIT_COLLECTIVE, WAIT_IDLE]).toEqual([OP_RECV, OP_SEND, OP_BARRIER, OP_WAIT]);
});

describe('a rank recorder', () => {
  it('ships a chunk each time one fills, and returns the rest, trimmed, as the last chunk', () => {
    const r = recorder();
    for (let i = 0; i < 10; i++) r.tl.compute(i, i + 0.5, 'step', i, 1, 0);
    expect(r.chunks.map((c) => c.count)).toEqual([4, 4]);
    expect(r.chunks.every((c) => c.records.length === 4 * RECORD)).toBe(true);
    const chunks = ended(r);
    expect(chunks.map((c) => [c.count, c.last])).toEqual([
      [4, false],
      [4, false],
      [2, true],
    ]);
    expect(chunks[2]?.records.length).toBe(2 * RECORD);
    // every record in order, none lost between chunks
    const starts = chunks.flatMap((c) => Array.from({ length: c.count }, (_, i) => c.records[i * RECORD + 1]));
    expect(starts).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('sends a name once, with the first chunk that uses it', () => {
    const r = recorder();
    for (let i = 0; i < 6; i++) r.tl.compute(i, i, i < 5 ? 'a' : 'b', i, 0, 0);
    const chunks = ended(r);
    expect(chunks.map((c) => c.names)).toEqual([['a'], ['b']]);
    expect(chunks[1]?.records[3]).toBe(0); // 'a' is id 0
    expect(chunks[1]?.records[RECORD + 3]).toBe(1); // 'b' is id 1
  });

  it('drops past a budget and counts the records dropped', () => {
    const r = recorder({ maxSlices: 3, maxWaits: 2, chunkRecords: 100 });
    for (let i = 0; i < 5; i++) r.tl.compute(i, i, 'x', i, 0, 0);
    for (let i = 0; i < 5; i++) r.tl.wait(i, i + 1, WAIT_RECV, 1, false);
    const chunks = ended(r);
    const last = chunks[chunks.length - 1] as TimelineChunk;
    const kinds = Array.from({ length: last.count }, (_, i) => last.records[i * RECORD]);
    expect(kinds.filter((k) => k === K_COMPUTE)).toHaveLength(3);
    expect(kinds.filter((k) => k === K_WAIT)).toHaveLength(2);
    expect(last.dropped).toBe(5);
  });

  it('samples the same message numbers on both ends of a pair: the first flowFirst, then every flowEvery-th', () => {
    const a = recorder({ chunkRecords: 1000 }, 0);
    const b = recorder({ chunkRecords: 1000 }, 1);
    for (let i = 0; i < 200; i++) a.tl.sent(1, 8);
    for (let i = 0; i < 200; i++) b.tl.received(0);
    const numbers = (c: TimelineChunk[], kind: number) =>
      c.flatMap((x) =>
        Array.from({ length: x.count }, (_, i) => i * RECORD)
          .filter((at) => x.records[at] === kind)
          .map((at) => x.records[at + 4]),
      );
    const sent = numbers(ended(a), K_SEND);
    const expected = Array.from({ length: 200 }, (_, n) => n).filter((n) => n < 64 || n % 16 === 0);
    expect(sent).toEqual(expected);
    expect(numbers(ended(b), K_RECV)).toEqual(expected);
  });

  it('flowEvery 0 records no message at all', () => {
    const r = recorder({ flowEvery: 0, chunkRecords: 100 });
    for (let i = 0; i < 10; i++) r.tl.sent(1, 8);
    expect(ended(r).reduce((s, c) => s + c.count, 0)).toBe(0);
  });

  it('records nothing after its last chunk', () => {
    const { tl, chunks } = recorder({ chunkRecords: 1 });
    expect(tl.finish().last?.count).toBe(0);
    tl.compute(0, 1, 'late', 0, 0, 0);
    tl.wait(0, 1, WAIT_RECV, 1, false);
    expect(chunks).toHaveLength(0);
    expect(tl.finish()).toEqual({ shipped: 0, last: undefined });
  });
});

describe('the host writer', () => {
  it('streams to a file beside the target, renamed over it at the end', () => {
    const w = writer('stream.json');
    const target = join(dir, 'stream.json');
    // about 3 MB of events: written out in pieces while the chunks come
    for (let c = 0; c < 10; c++) {
      const records = Array.from({ length: 3000 }, (_, i) => [K_WAIT, c * 10 + i * 1e-3, c * 10 + i * 1e-3 + 5e-4, WAIT_RECV, 1, 0, 0]);
      w.add(chunk(0, records));
    }
    expect(existsSync(target)).toBe(false);
    const partial = readdirSync(dir).filter((f) => f.startsWith('.stream.json.'));
    expect(partial).toHaveLength(1);
    expect(statSync(join(dir, partial[0] as string)).size).toBeGreaterThan(1 << 20);
    expect(w.finish(PROVENANCE)).toBe(target);
    expect(readdirSync(dir).filter((f) => f.includes('stream.json'))).toEqual(['stream.json']);
    const shape = checkTimelineShape(readFileSync(target, 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    expect(shape.count('X', 'wait')).toBe(30_000);
  });

  it('keeps nested slices nested through its rounding to ns', () => {
    const w = writer('nest.json');
    // a phase and waits inside it whose ends meet the phase's end in ways floats round apart
    const t0 = 1234.567890123;
    const t1 = t0 + 0.1 + 0.2;
    w.add(
      chunk(
        0,
        [
          [K_WAIT, t0, t0 + 0.1, WAIT_RECV, 1, 0, 0],
          [K_WAIT, t0 + 0.1, t1, WAIT_RECV, 1, 0, 0],
          [K_COMPUTE, t0, t1, 0, 0, 1, 0.3],
        ],
        ['step'],
      ),
    );
    w.add(chunk(1, [[K_COMPUTE, t0 + 1e-7, t1 - 1e-7, 0, 0, 1, 0.3]], ['step']));
    const shape = checkTimelineShape(readFileSync(w.finish(PROVENANCE), 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    expect(shape.count('X', 'wait')).toBe(2);
    expect(shape.count('X', 'compute')).toBe(2);
  });

  it("writes a message's two ends together, in whichever order they come, and never one alone", () => {
    const w = writer('flows.json');
    // message 0 of 0 -> 1: the receive comes first; message 1: the send first; message 2: no receive
    w.add(chunk(1, [[K_RECV, 5, 5, 0, 0, 0, 0]]));
    w.add(
      chunk(0, [
        [K_SEND, 1, 1, 1, 0, 8, 0],
        [K_SEND, 6, 6, 1, 1, 16, 0],
        [K_SEND, 7, 7, 1, 2, 16, 0],
      ]),
    );
    w.add(chunk(1, [[K_RECV, 9, 9, 0, 1, 0, 0]]));
    const shape = checkTimelineShape(readFileSync(w.finish(PROVENANCE), 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    expect(shape.count('s', 'message')).toBe(2);
    expect(shape.count('f', 'message')).toBe(2);
    expect(shape.otherData.unpairedMessageEnds).toBe(1);
    const s = shape.events.filter((e) => e.ph === 's');
    expect(s.map((e) => [e.ts, e.args?.bytes])).toEqual([
      [1000, 8],
      [6000, 16],
    ]);
  });

  it("a phase's load and imbalance counters come once every rank has had it", () => {
    const w = writer('counters.json');
    w.add(chunk(0, [[K_COMPUTE, 2, 3, 0, 0, 4, 1]], ['step']));
    w.add(chunk(0, [[K_COMPUTE, 3, 4, 0, 1, 4, 1]]));
    w.add(chunk(1, [[K_COMPUTE, 1, 3, 0, 0, 2, 1]], ['step']));
    const shape = checkTimelineShape(readFileSync(w.finish(PROVENANCE), 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    const load = shape.events.filter((e) => e.ph === 'C' && e.name === 'load');
    // phase 0 on both ranks, from its earliest start; phase 1 only on rank 0: no counter
    expect(load.map((e) => [e.ts, e.args])).toEqual([[1000, { 'rank 0': 4, 'rank 1': 2 }]]);
    const imbalance = shape.events.filter((e) => e.ph === 'C' && e.name === 'imbalance');
    expect(imbalance).toHaveLength(1);
    expect(imbalance[0]?.args?.['max/avg']).toBeCloseTo(4 / 3, 6);
  });

  it('busy ms are the load when no rank reported work units', () => {
    const w = writer('busy.json');
    w.add(chunk(0, [[K_COMPUTE, 0, 3, 0, 0, 0, 3]], ['p']));
    w.add(chunk(1, [[K_COMPUTE, 0, 1, 0, 0, 0, 1]], ['p']));
    const shape = checkTimelineShape(readFileSync(w.finish(PROVENANCE), 'utf8'), [0, 1]);
    expect(shape.events.filter((e) => e.name === 'load').map((e) => e.args)).toEqual([{ 'rank 0': 3, 'rank 1': 1 }]);
  });

  it('a phase of a rank sharing its core: a compute slice whose busyMs says its clock is the busy wall time', () => {
    const w = writer('wall-busy.json');
    w.add(chunk(0, [[K_COMPUTE_WALL_BUSY, 0, 3, 0, 0, 0, 2.5]], ['p']));
    w.add(chunk(1, [[K_COMPUTE, 0, 1, 0, 0, 0, 1]], ['p']));
    const shape = checkTimelineShape(readFileSync(w.finish(PROVENANCE), 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    const compute = shape.events.filter((e) => e.ph === 'X').map((e) => [e.name, e.tid, e.args]);
    expect(compute).toEqual([
      ['compute', 1, { phase: 'p', index: 0, units: 0, busyMs: 2.5, clock: 'wall-busy' }],
      ['compute', 2, { phase: 'p', index: 0, units: 0, busyMs: 1 }],
    ]);
    expect(shape.events.filter((e) => e.name === 'load').map((e) => e.args)).toEqual([{ 'rank 0': 2.5, 'rank 1': 1 }]);
  });

  it('stops at maxEvents and counts what it dropped', () => {
    const w = writer('cap.json', { maxEvents: 20 });
    w.add(
      chunk(
        0,
        Array.from({ length: 50 }, (_, i) => [K_WAIT, i, i + 0.5, WAIT_RECV, 1, 0, 0]),
      ),
    );
    const shape = checkTimelineShape(readFileSync(w.finish(PROVENANCE), 'utf8'), [0, 1]);
    expect(shape.problems).toEqual([]);
    expect(shape.events).toHaveLength(20);
    // 6 metadata events (the process's two, two per rank), then 14 of the 50 waits
    expect(shape.count('X', 'wait')).toBe(14);
    expect(shape.otherData.droppedEvents).toBe(36);
  });

  it('with several host processes each writes its own file', () => {
    expect(timelinePath('/runs/run.json', 0, 1)).toBe('/runs/run.json');
    expect(timelinePath('/runs/run.json', 1, 3)).toBe('/runs/run.host1.json');
    expect(timelinePath('/runs/trace', 2, 3)).toBe('/runs/trace.host2');
  });

  it('the shape check finds what a broken file gets wrong', () => {
    const text = JSON.stringify({
      traceEvents: [
        { ph: 'M', name: 'process_name', pid: 0, tid: 0, args: { name: 'x' } },
        { ph: 'M', name: 'thread_name', pid: 1, tid: 1, args: { name: 'rank 0' } },
        { ph: 'X', name: 'compute', pid: 1, tid: 1, ts: 0, dur: 10 },
        { ph: 'X', name: 'wait', pid: 1, tid: 1, ts: 5, dur: 10 },
        { ph: 'X', name: 'sleep', pid: 1, tid: 1, ts: 30, dur: 1 },
        { ph: 's', name: 'message', cat: 'link', id: 1, pid: 1, tid: 1, ts: 1, bp: 'e' },
      ],
      otherData: {},
    });
    const { problems } = checkTimelineShape(text, [0, 1]);
    const all = problems.join('\n');
    expect(all).toMatch(/pid must be an integer >= 1/);
    expect(all).toMatch(/rank 1: thread_name/);
    expect(all).toMatch(/overlaps compute/);
    expect(all).toMatch(/"sleep" is not a documented X name/);
    expect(all).toMatch(/flow 1: 0 f events/);
    expect(all).toMatch(/otherData.meshwork is missing/);
  });
});
