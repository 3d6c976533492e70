/**
 * A timeline of a run on two host processes (a real nats-server): each host writes its file
 * (`run.host<k>.json`) with its own ranks and its ends of the messages between hosts;
 * `mergeTimelines` puts both on one clock and every halo message between the hosts becomes one
 * arrow, from the sending rank on one host to the receiving rank on the other.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mergeTimelines } from '@meshwork/runtime';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { checkTimelineShape } from '../../runtime/test/helpers/timeline-shape.ts';
import { type NatsServer, startNatsServer } from './helpers.ts';
import { exampleProgram, startHosts } from './hybrid-helpers.ts';

let server: NatsServer;
const dir = mkdtempSync(join(tmpdir(), 'meshwork-hybrid-timeline-'));
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
  rmSync(dir, { recursive: true, force: true });
});

interface Ev {
  ph: string;
  id?: number | string;
  pid: number;
  tid: number;
  ts: number;
  cat?: string;
  name?: string;
}

it("two hosts' timelines merge into one whose arrows cross between the hosts", async () => {
  const iterations = 12;
  const procs = startHosts(2, server.url, {
    topology: 'chain:2',
    program: exampleProgram('stencil'),
    options: { rows: 16, cols: 8, iterations, boundary: 1, seed: 3, storage: 'distributed', gather: false },
    timeline: join(dir, 'run.json'),
  });
  expect(await procs.exited, procs.stderr.join('\n')).toEqual([0, 0]);
  const files = [join(dir, 'run.host1.json'), join(dir, 'run.host0.json')];
  const hostEvents = files.map((f) => JSON.parse(readFileSync(f, 'utf8')) as { traceEvents: Ev[]; otherData: Record<string, unknown> });
  for (const [k, doc] of hostEvents.entries()) {
    // a host's file holds its own rank (host 1 runs rank 1) and only its ends of the messages
    const host = 1 - k;
    expect(doc.otherData.host).toBe(host);
    expect(new Set(doc.traceEvents.filter((e) => e.ph === 'X').map((e) => e.tid))).toEqual(new Set([host + 1]));
    expect(doc.otherData.crossHostMessageEnds).toBeGreaterThanOrEqual(2 * iterations);
    expect(doc.otherData.unpairedMessageEnds).toBe(0);
  }
  const merged = mergeTimelines(files, join(dir, 'run.json'));
  expect(merged.hosts).toBe(2);
  expect(merged.unpairedCrossHostEnds).toBe(0);
  const text = readFileSync(merged.path, 'utf8');
  const shape = checkTimelineShape(text, [0, 1]);
  expect(shape.problems).toEqual([]);
  const events = shape.events as unknown as Ev[];
  expect(events.length).toBe(merged.events);
  const flows = events.filter((e) => (e.ph === 's' || e.ph === 'f') && typeof e.id === 'string');
  const byId = new Map<string, Ev[]>();
  for (const e of flows) byId.set(e.id as string, [...(byId.get(e.id as string) ?? []), e]);
  // one halo message each way per sweep at least, every one an arrow with one s and one f
  expect(merged.crossHostArrows).toBe(byId.size);
  expect(byId.size).toBeGreaterThanOrEqual(2 * iterations);
  for (const [id, ends] of byId) {
    const [src, dst] = (id.split('#')[0] ?? '').split('>').map(Number) as [number, number];
    const s = ends.find((e) => e.ph === 's');
    const f = ends.find((e) => e.ph === 'f');
    expect(ends.length).toBe(2);
    // from the sender's thread on its host's process to the receiver's on the other
    expect([s?.pid, s?.tid, f?.pid, f?.tid]).toEqual([src + 1, src + 1, dst + 1, dst + 1]);
  }
  const other = JSON.parse(text).otherData;
  expect(other.hosts).toBe(2);
  expect(other.perHost.map((o: { host: number }) => o.host)).toEqual([0, 1]);
}, 120_000);
