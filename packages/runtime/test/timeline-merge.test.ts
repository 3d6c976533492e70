/**
 * Timelines of several hosts without threads: a host's writer writes its end of a message whose
 * other end is on another host at once, with the id both hosts derive alike; `mergeTimelines`
 * shifts each file by its origin, joins those ends and refuses inputs that are not one run's.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { K_COMPUTE, K_RECV, K_SEND, RECORD } from '../src/timeline/codes.ts';
import { mergeTimelines } from '../src/timeline/merge.ts';
import type { TimelineChunk } from '../src/timeline/recorder.ts';
import { TimelineWriter } from '../src/timeline/writer.ts';

const dir = mkdtempSync(join(tmpdir(), 'meshwork-timeline-merge-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function chunk(rank: number, records: number[][], names: string[] = []): TimelineChunk {
  const buf = new Float64Array(Math.max(1, records.length) * RECORD);
  for (const [i, r] of records.entries()) buf.set(r, i * RECORD);
  return { kind: 'timeline', rank, records: buf, count: records.length, names, dropped: 0, last: true };
}

interface Ev {
  ph: string;
  id?: number | string;
  pid: number;
  tid: number;
  ts?: number;
  name?: string;
}

/** Host `host` of 2 (ranks 2h, 2h+1 of 4) writes `chunks`; its origin is `origin` ms since the epoch. */
function hostFile(name: string, host: number, origin: number, chunks: TimelineChunk[]): string {
  const path = join(dir, name);
  const w = TimelineWriter.open(
    { path, maxEvents: 1000, flowEvery: 16, provenance: {} },
    { pid: host + 1, size: 4, ranks: [2 * host, 2 * host + 1], host, hosts: 2 },
  );
  for (const c of chunks) w.add(c);
  return w.finish({ meshwork: 'test', originEpochMs: origin, host, hosts: 2 });
}

const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as { traceEvents: Ev[]; otherData: Record<string, unknown> };

describe("a host's writer", () => {
  it('writes an end whose other end is on another host at once, with the id "src>dst#n"', () => {
    // rank 1 (host 0) sends its message #0 to rank 2 (host 1) and receives #3 from rank 2; rank 0 and 1 talk locally
    const p = hostFile('ends.json', 0, 1000, [
      chunk(0, [[K_SEND, 1, 1, 1, 0, 64, 0]]),
      chunk(1, [
        [K_SEND, 2, 2, 2, 0, 128, 0],
        [K_RECV, 3, 3, 2, 3, 0, 0],
        [K_RECV, 4, 4, 0, 0, 0, 0],
      ]),
    ]);
    const doc = read(p);
    const flows = doc.traceEvents.filter((e) => e.ph === 's' || e.ph === 'f');
    expect(flows.map((e) => [e.ph, e.id, e.tid])).toEqual([
      ['s', '1>2#0', 2],
      ['f', '2>1#3', 2],
      ['s', 1, 1],
      ['f', 1, 2],
    ]);
    expect(doc.otherData.crossHostMessageEnds).toBe(2);
    expect(doc.otherData.unpairedMessageEnds).toBe(0);
    expect(doc.otherData.messageArrows).toBe(1);
  });
});

describe('mergeTimelines', () => {
  const host0 = () =>
    hostFile('m.json', 0, 1000, [
      chunk(
        1,
        [
          [K_COMPUTE, 1, 2, 0, 0, 5, 0],
          [K_SEND, 2, 2, 2, 0, 128, 0],
          [K_SEND, 2.5, 2.5, 3, 0, 8, 0],
        ],
        ['step'],
      ),
    ]);
  const host1 = () =>
    hostFile('m.json', 1, 1000.5, [
      chunk(
        2,
        [
          [K_COMPUTE, 1, 2, 0, 0, 5, 0],
          [K_RECV, 1.8, 1.8, 1, 0, 0, 0],
        ],
        ['step'],
      ),
    ]);

  it('puts every host on the earliest origin and joins the ends of messages between hosts', () => {
    const out = join(dir, 'merged.json');
    const r = mergeTimelines([host1(), host0()], out);
    // rank 1 -> 2 joined; rank 1 -> 3 has no end on host 1 (sampled out there, say)
    expect([r.hosts, r.crossHostArrows, r.unpairedCrossHostEnds]).toEqual([2, 1, 1]);
    const doc = read(out);
    expect(r.events).toBe(doc.traceEvents.length);
    const computes = doc.traceEvents.filter((e) => e.ph === 'X');
    // host 1's origin is 0.5 ms later: its slice moves 500 us on
    expect(computes.map((e) => [e.pid, e.tid, e.ts])).toEqual([
      [1, 2, 1000],
      [2, 3, 1500],
    ]);
    const joined = doc.traceEvents.filter((e) => e.id === '1>2#0');
    expect(joined.map((e) => [e.ph, e.pid, e.tid, e.ts])).toEqual([
      ['s', 1, 2, 2000],
      ['f', 2, 3, 2300],
    ]);
    expect(doc.otherData).toMatchObject({ merged: ['m.host0.json', 'm.host1.json'], hosts: 2, originEpochMs: 1000, meshwork: 'test' });
    expect((doc.otherData.perHost as { host: number }[]).map((o) => o.host)).toEqual([0, 1]);
  });

  it.each([
    ['no file', [] as string[], 'MW_INVALID_ARGUMENT', /non-empty list/],
    ['a missing file', [join(dir, 'absent.json')], 'MW_PATH', /a readable file, got ENOENT/],
  ])('refuses %s before writing anything', (_what, files, code, message) => {
    const out = join(dir, 'never.json');
    expect(() => mergeTimelines(files, out)).toThrow(expect.objectContaining({ code, message: expect.stringMatching(message) }));
    expect(() => readFileSync(out)).toThrow();
  });

  it('refuses text that is not a host timeline, two files of one host, and files of different runs', () => {
    const notJson = join(dir, 'not.json');
    writeFileSync(notJson, '{"traceEvents": [');
    const oneHost = join(dir, 'one.json');
    writeFileSync(oneHost, JSON.stringify({ traceEvents: [], otherData: { meshwork: 'x' } }));
    const threeHosts = join(dir, 'three.json');
    writeFileSync(threeHosts, JSON.stringify({ traceEvents: [], otherData: { host: 1, hosts: 3, originEpochMs: 5 } }));
    const out = join(dir, 'never2.json');
    const h0 = host0();
    for (const [files, message] of [
      [[notJson], /text that does not parse/],
      [[oneHost], /integer host and hosts and a finite originEpochMs/],
      [[h0, h0], /one file per host/],
      [[h0, threeHosts], /files of one run/],
    ] as [string[], RegExp][]) {
      expect(() => mergeTimelines(files, out)).toThrow(
        expect.objectContaining({ code: 'MW_INVALID_ARGUMENT', message: expect.stringMatching(message) }),
      );
    }
    expect(() => readFileSync(out)).toThrow();
  });
});
