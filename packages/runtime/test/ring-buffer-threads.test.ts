/** SpscRing across two real threads: a seeded stream of frames arrives complete, uncorrupted and in order. */
import { describe, expect, it } from 'vitest';
import { ErrorCodes } from '../src/index.ts';
import { SpscRing } from '../src/shm/ring.ts';
import { mulberry32, resultOf, runThread } from './helpers/threads.ts';

/** Shared by both threads: message i's size, split point and bytes come from one seeded stream. */
const MESSAGE_SOURCE = `
function messages(seed, maxFrame) {
  const rnd = mulberry32(seed);
  return function next() {
    const size = rnd() < 0.5 ? Math.floor(rnd() * 17) : Math.floor(rnd() * (maxFrame + 1));
    const split = rnd() < 0.3 ? Math.floor(rnd() * (size + 1)) : -1;
    const base = Math.floor(rnd() * 256);
    const step = 1 + Math.floor(rnd() * 250);
    const bytes = new Uint8Array(size);
    for (let j = 0; j < size; j++) bytes[j] = (base + j * step) & 255;
    return { bytes, split };
  };
}
function fnv(h, bytes) {
  for (let j = 0; j < bytes.length; j++) h = Math.imul(h ^ bytes[j], 0x01000193);
  return h >>> 0;
}`;

const PRODUCER = `${MESSAGE_SOURCE}
const { SpscRing } = load('shm/ring.ts');
const { write } = load('../test/helpers/ring-frames.ts');
const ring = new SpscRing(data.sab, 0, data.capacity);
const next = messages(data.seed, ring.maxFrame);
let hash = 0x811c9dc5, bytes = 0;
for (let i = 0; i < data.count; i++) {
  const m = next();
  hash = fnv(hash, m.bytes);
  bytes += m.bytes.length;
  if (m.split < 0) write(ring, 20000, data.spin, m.bytes);
  else write(ring, 20000, data.spin, m.bytes.subarray(0, m.split), m.bytes.subarray(m.split));
}
return { hash, bytes };`;

const CONSUMER = `${MESSAGE_SOURCE}
const { SpscRing } = load('shm/ring.ts');
const { read } = load('../test/helpers/ring-frames.ts');
const ring = new SpscRing(data.sab, 0, data.capacity);
const next = messages(data.seed, ring.maxFrame);
let hash = 0x811c9dc5, bytes = 0, bad = 0, firstBad = -1;
for (let i = 0; i < data.count; i++) {
  const want = next().bytes;
  const got = read(ring, 20000, data.spin);
  hash = fnv(hash, got);
  bytes += got.length;
  let same = got.length === want.length;
  for (let j = 0; same && j < got.length; j++) same = got[j] === want[j];
  if (!same) { bad++; if (firstBad < 0) firstBad = i; }
}
// Nothing more comes: a blocking read with a short deadline must give up.
let deadline = 'none';
try { read(ring, 50, 0); } catch (e) { deadline = e.code; }
return { hash, bytes, bad, firstBad, deadline, emptyAtEnd: ring.isEmpty() };`;

interface ProducerResult {
  hash: number;
  bytes: number;
}
interface ConsumerResult extends ProducerResult {
  bad: number;
  firstBad: number;
  deadline: string;
  emptyAtEnd: boolean;
}

/** Host-side reference: hash and byte count of the same seeded stream. */
function expected(seed: number, maxFrame: number, count: number): { hash: number; bytes: number } {
  const fn = new Function('mulberry32', `${MESSAGE_SOURCE}; return { messages, fnv };`)(mulberry32) as {
    messages: (seed: number, maxFrame: number) => () => { bytes: Uint8Array };
    fnv: (h: number, b: Uint8Array) => number;
  };
  const next = fn.messages(seed, maxFrame);
  let hash = 0x811c9dc5;
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const b = next().bytes;
    hash = fn.fnv(hash, b);
    bytes += b.length;
  }
  return { hash, bytes };
}

describe('SpscRing across threads', () => {
  it.each([
    { capacity: 256, count: 20_000, spin: 0, seed: 42 },
    { capacity: 4096, count: 10_000, spin: 0, seed: 7 },
    { capacity: 1024, count: 10_000, spin: 20_000, seed: 1234 },
  ])(
    'producer and consumer threads agree on $count messages (capacity $capacity, spin $spin)',
    async ({ capacity, count, spin, seed }) => {
      const sab = new SharedArrayBuffer(SpscRing.byteLengthFor(capacity));
      const data = { sab, capacity, count, spin, seed };
      const [prod, cons] = await Promise.all([runThread<ProducerResult>(PRODUCER, data), runThread<ConsumerResult>(CONSUMER, data)]);
      const p = resultOf(prod);
      const c = resultOf(cons);
      const want = expected(seed, SpscRing.create(capacity).maxFrame, count);
      expect(c.bad).toBe(0);
      expect(c.firstBad).toBe(-1);
      expect(p).toMatchObject(want);
      expect(c).toMatchObject(want);
      // The stream wrapped around the ring many times, so the producer had to wait for space.
      expect(want.bytes).toBeGreaterThan(50 * capacity);
      expect(c.deadline).toBe(ErrorCodes.DEADLINE_EXCEEDED);
      expect(c.emptyAtEnd).toBe(true);
    },
    60_000,
  );
});
