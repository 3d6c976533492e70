/**
 * TaskQueue (bounded MPMC FIFO): FIFO order, full and empty, indices wrapping past 2^31, typed
 * errors for bad shapes; and across threads, 3 producers and 2 consumers over a tiny queue deliver
 * every record exactly once, untorn, over several seeded rounds.
 */
import { describe, expect, it } from 'vitest';
import { ErrorCodes, MeshworkError } from '../src/index.ts';
import { TaskQueue } from '../src/shm/queue.ts';
import { resultOf, runThread } from './helpers/threads.ts';

describe('TaskQueue on one thread', () => {
  it('is FIFO, refuses offers when full and polls false when empty', () => {
    const q = TaskQueue.create(4, 2);
    const out = new Int32Array(2);
    expect(q.poll(out)).toBe(false);
    for (let i = 0; i < 4; i++) expect(q.offer([i, -i])).toBe(true);
    expect(q.offer([9, 9])).toBe(false);
    expect(q.size()).toBe(4);
    const got: number[] = [];
    while (q.poll(out)) got.push(out[0] as number, out[1] as number);
    expect(got).toEqual([0, 0, 1, -1, 2, -2, 3, -3]);
    for (let lap = 0; lap < 100; lap++) {
      expect(q.offer([lap, lap])).toBe(true);
      expect(q.poll(out)).toBe(true);
      expect(out[0]).toBe(lap);
    }
  });

  it('keeps working when HEAD and TAIL wrap past 2^31', () => {
    const sab = new SharedArrayBuffer(TaskQueue.byteLength(4, 1));
    const q = new TaskQueue(sab, 0, 4, 1);
    q.reset();
    const w = new Int32Array(sab);
    const start = 2 ** 31 - 2;
    w[0] = start | 0; // HEAD
    w[16] = start | 0; // TAIL
    for (let i = 0; i < 4; i++) w[32 + 2 * i] = (start + ((i - start) & 3)) | 0; // sequence word of slot i
    const out = new Int32Array(1);
    for (let i = 0; i < 20; i++) {
      expect(q.offer([i])).toBe(true);
      expect(q.offer([i + 100])).toBe(true);
      expect(q.poll(out)).toBe(true);
      expect(out[0]).toBe(i);
      expect(q.poll(out)).toBe(true);
      expect(out[0]).toBe(i + 100);
    }
  });

  it.each([
    ['capacity 3', () => TaskQueue.byteLength(3, 1)],
    ['capacity 1', () => TaskQueue.byteLength(1, 1)],
    ['recordWords 0', () => TaskQueue.byteLength(4, 0)],
    ['buffer too small', () => new TaskQueue(new SharedArrayBuffer(16), 0, 4, 1)],
  ])('%s is a typed error', (_name, make) => {
    expect(make).toThrow(MeshworkError);
    try {
      make();
    } catch (err) {
      expect((err as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    }
  });
});

const PRODUCER = `
const { TaskQueue } = load('shm/queue.ts');
const q = new TaskQueue(data.sab, 0, data.capacity, 2);
let full = 0;
for (let i = data.me; i < data.total; i += data.producers) {
  while (!q.offer([i, ~i])) { full++; if ((full & 255) === 0) Atomics.wait(new Int32Array(data.done), 1, 0, 1); }
}
return { full };`;

const CONSUMER = `
const { TaskQueue } = load('shm/queue.ts');
const q = new TaskQueue(data.sab, 0, data.capacity, 2);
const counts = new Int32Array(data.counts);
const done = new Int32Array(data.done);
const out = new Int32Array(2);
let bad = 0, got = 0, empty = 0;
for (;;) {
  if (q.poll(out)) {
    if (out[1] !== ~out[0]) bad++;
    else Atomics.add(counts, out[0], 1);
    if (Atomics.add(done, 0, 1) + 1 === data.total) Atomics.notify(done, 0);
    got++;
  } else {
    if (Atomics.load(done, 0) >= data.total) break;
    if ((++empty & 255) === 0) Atomics.wait(done, 0, Atomics.load(done, 0), 1);
  }
}
return { bad, got };`;

describe('TaskQueue across threads', () => {
  it.each([1, 2, 3])('3 producers, 2 consumers, capacity 4, seed round %i: every record exactly once', async (round) => {
    const total = 6000 + 17 * round;
    const data = {
      sab: new SharedArrayBuffer(TaskQueue.byteLength(4, 2)),
      counts: new SharedArrayBuffer(4 * total),
      done: new SharedArrayBuffer(8),
      capacity: 4,
      total,
      producers: 3,
    };
    new TaskQueue(data.sab, 0, 4, 2).reset();
    const runs = [
      ...[0, 1, 2].map((me) => runThread<{ full: number }>(PRODUCER, { ...data, me })),
      ...[0, 1].map(() => runThread<{ bad: number; got: number }>(CONSUMER, data)),
    ];
    const out = (await Promise.all(runs)).map((o) => resultOf(o as Awaited<(typeof runs)[0]>) as { bad?: number; got?: number });
    const counts = Array.from(new Int32Array(data.counts));
    expect(counts.filter((c) => c !== 1).length).toBe(0);
    expect(out.reduce((s, o) => s + (o.bad ?? 0), 0)).toBe(0);
    expect(out.reduce((s, o) => s + (o.got ?? 0), 0)).toBe(total);
  });
});
