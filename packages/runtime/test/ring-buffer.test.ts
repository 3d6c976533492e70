/** SpscRing on one thread: model-based property test (no loss, no corruption, FIFO, back-pressure) and errors. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ErrorCodes, MeshworkError } from '../src/index.ts';
import { SpscRing } from '../src/shm/ring.ts';
import { tryRead, tryWrite } from './helpers/ring-frames.ts';

const SEED = 42;
const HEAD = 0;
const TAIL = 16;

/** Ring bytes of a frame: 8-byte word + payload, padded to a 64-byte line. */
const frame = (n: number): number => (8 + n + 63) & ~63;
/** Free room a write needs: its frame plus the spare line for the next frame's word. */
const need = (n: number): number => frame(n) + 64;

/** Deterministic payload: byte i of message `id` (so any corruption or mix-up shows). */
function payload(id: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (id * 131 + i * 7 + (i >> 8)) & 0xff;
  return out;
}

/** toEqual on every frame dominated this test's time: compare bytes directly, and let toEqual
 * print the difference only when there is one. */
function expectBytes(got: Uint8Array | null, want: Uint8Array): void {
  if (got !== null && got.length === want.length && Buffer.compare(got, want) === 0) return;
  expect(got).toEqual(want);
}

type Cmd =
  | { readonly kind: 'write'; readonly size: number; readonly split: number }
  | { readonly kind: 'read' }
  | { readonly kind: 'peek'; readonly from: number };

function cmdArb(capacity: number): fc.Arbitrary<Cmd> {
  const max = capacity - 72;
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .record({
          // Bias toward small frames so several fit, but cover the largest legal frame too.
          size: fc.oneof(fc.integer({ min: 0, max: 16 }), fc.integer({ min: 0, max }), fc.constantFrom(0, max, max - 1, max - 3)),
          split: fc.double({ min: 0, max: 1, noNaN: true }),
        })
        .map(({ size, split }): Cmd => ({ kind: 'write', size, split: Math.floor(size * split) })),
    },
    { weight: 2, arbitrary: fc.constant<Cmd>({ kind: 'read' }) },
    { weight: 1, arbitrary: fc.double({ min: 0, max: 1, noNaN: true }).map((from): Cmd => ({ kind: 'peek', from })) },
  );
}

describe('SpscRing (single thread)', () => {
  it('keeps every frame intact and in order across wrap-around, with exact back-pressure', () => {
    const caseArb = fc.constantFrom(256, 512, 1024, 4096).chain((capacity) =>
      fc.record({
        capacity: fc.constant(capacity),
        // Start the 32-bit head/tail counters anywhere (on a frame boundary), including just below 2^31 and 2^32.
        start: fc.oneof(
          fc.constant(0),
          fc.integer({ min: 0, max: 2 ** 26 - 1 }).map((x) => x * 64),
          fc.constantFrom(2 ** 31 - 64, 2 ** 32 - 64, 2 ** 32 - 128),
        ),
        firstId: fc.integer({ min: 0, max: 1 << 20 }),
        cmds: fc.array(cmdArb(capacity), { minLength: 1, maxLength: 300 }),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ capacity, start, firstId, cmds }) => {
        const sab = new SharedArrayBuffer(SpscRing.byteLengthFor(capacity));
        const ctrl = new Int32Array(sab, 0, 32);
        Atomics.store(ctrl, HEAD, start | 0);
        Atomics.store(ctrl, TAIL, start | 0);
        const ring = new SpscRing(sab, 0, capacity);
        const queue: { id: number; size: number }[] = [];
        let nextId = firstId;
        let used = 0;
        for (const cmd of cmds) {
          if (cmd.kind === 'write') {
            const body = payload(nextId, cmd.size);
            const fits = capacity - used >= need(cmd.size);
            const ok = cmd.split === 0 ? tryWrite(ring, body) : tryWrite(ring, body.subarray(0, cmd.split), body.subarray(cmd.split));
            expect(ok).toBe(fits);
            if (ok) {
              queue.push({ id: nextId, size: cmd.size });
              used += frame(cmd.size);
            }
            nextId++;
          } else if (cmd.kind === 'peek') {
            const head = queue[0];
            if (head === undefined) {
              expect(ring.poll()).toBe(-1);
              continue;
            }
            expect(ring.poll()).toBe(head.size);
            const from = Math.floor(cmd.from * head.size);
            const part = new Uint8Array(head.size - from);
            ring.peekInto(part, from);
            expectBytes(part, payload(head.id, head.size).subarray(from));
          } else {
            const got = tryRead(ring);
            const head = queue.shift();
            if (head === undefined) {
              expect(got).toBeNull();
              continue;
            }
            expectBytes(got, payload(head.id, head.size));
            used -= frame(head.size);
          }
          expect(ring.used()).toBe(used);
          expect(ring.isEmpty()).toBe(queue.length === 0);
        }
        // Drain: everything written comes out, in order.
        for (const head of queue) expectBytes(tryRead(ring), payload(head.id, head.size));
        expect(tryRead(ring)).toBeNull();
        expect(ring.used()).toBe(0);
      }),
      { seed: SEED, numRuns: 300 },
    );
  }, 120_000);

  it('refuses a write when full and accepts it again once the consumer frees exactly enough space', () => {
    const ring = SpscRing.create(256);
    // The largest payload (256 - 64 spare - 8) fills the ring: 192 ring bytes + the spare line.
    expect(ring.maxFrame).toBe(184);
    expect(tryWrite(ring, payload(1, 184))).toBe(true);
    expect(ring.used()).toBe(192);
    expect(tryWrite(ring, new Uint8Array(0))).toBe(false);
    expectBytes(tryRead(ring), payload(1, 184));
    // Three one-line frames (payload <= 56) fill it again; a fourth (even empty) does not fit.
    expect(tryWrite(ring, payload(2, 56))).toBe(true);
    expect(tryWrite(ring, payload(3, 17))).toBe(true);
    expect(tryWrite(ring, new Uint8Array(0))).toBe(true);
    expect(tryWrite(ring, new Uint8Array(0))).toBe(false);
    expectBytes(tryRead(ring), payload(2, 56));
    expect(tryWrite(ring, payload(4, 23))).toBe(true);
    // A two-line frame needs two free lines besides the spare one: not yet.
    expectBytes(tryRead(ring), payload(3, 17));
    expect(tryWrite(ring, payload(5, 57))).toBe(false);
    expectBytes(tryRead(ring), new Uint8Array(0));
    expect(tryWrite(ring, payload(5, 57))).toBe(true);
    expectBytes(tryRead(ring), payload(4, 23));
    expectBytes(tryRead(ring), payload(5, 57));
    expect(tryRead(ring)).toBeNull();
  });

  it.each([4096, 1 << 18])('holds two frames of chunkFor(%i) at once (double buffering), not three', (capacity) => {
    const ring = SpscRing.create(capacity);
    const chunk = SpscRing.chunkFor(capacity);
    expect(chunk % 8).toBe(0);
    expect(tryWrite(ring, payload(1, chunk))).toBe(true);
    expect(tryWrite(ring, payload(2, chunk))).toBe(true);
    expect(tryWrite(ring, payload(5, chunk))).toBe(false);
    // A chunk 64 bytes larger would not leave room for the second one.
    const big = SpscRing.create(capacity);
    expect(tryWrite(big, payload(3, chunk + 64))).toBe(true);
    expect(tryWrite(big, payload(4, chunk + 64))).toBe(false);
    expectBytes(tryRead(ring), payload(1, chunk));
    expectBytes(tryRead(ring), payload(2, chunk));
  });

  it.each([
    [1 << 20, 8],
    [1 << 18, 2],
    [1 << 12, 3],
  ])('holds %i / chunkFor(capacity, %i) frames at once, and one fewer of a line more', (capacity, frames) => {
    const chunk = SpscRing.chunkFor(capacity, frames);
    expect(chunk % 8).toBe(0);
    const ring = SpscRing.create(capacity);
    for (let k = 0; k < frames; k++) expect(tryWrite(ring, payload(k + 1, chunk))).toBe(true);
    expect(tryWrite(ring, payload(9, chunk))).toBe(false);
    const big = SpscRing.create(capacity);
    for (let k = 0; k < frames - 1; k++) expect(tryWrite(big, payload(k + 1, chunk + 64))).toBe(true);
    expect(tryWrite(big, payload(9, chunk + 64))).toBe(false);
    for (let k = 0; k < frames; k++) expectBytes(tryRead(ring), payload(k + 1, chunk));
  });

  it('refuses a frame count that is not an integer >= 1', () => {
    for (const bad of [0, -1, 1.5, Number.NaN]) expect(() => SpscRing.chunkFor(4096, bad)).toThrow(/frames per ring/);
  });

  it('rejects a frame larger than capacity - 72 with MESSAGE_TOO_LARGE, also when split in two parts', () => {
    const ring = SpscRing.create(256);
    expect(ring.maxFrame).toBe(184);
    expect(tryWrite(ring, new Uint8Array(184))).toBe(true);
    expect(tryRead(ring)?.byteLength).toBe(184);
    for (const write of [() => tryWrite(ring, new Uint8Array(185)), () => tryWrite(ring, new Uint8Array(100), new Uint8Array(85))]) {
      let caught: unknown;
      try {
        write();
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(MeshworkError);
      expect((caught as MeshworkError).code).toBe(ErrorCodes.MESSAGE_TOO_LARGE);
      expect((caught as MeshworkError).message).toContain('185 bytes');
    }
    // Nothing was written by the failed attempts.
    expect(ring.isEmpty()).toBe(true);
  });

  it.each([0, 32, 63, 64, 128, 100, 1000, 2 ** 31, -64, 64.5, Number.NaN])(
    'rejects capacity %s with INVALID_ARGUMENT naming the value',
    (capacity) => {
      let caught: unknown;
      try {
        SpscRing.create(capacity);
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(MeshworkError);
      expect((caught as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
      expect((caught as MeshworkError).message).toContain('ring capacity');
      expect((caught as MeshworkError).message).toContain(Number.isNaN(capacity) ? 'NaN' : String(capacity));
    },
  );

  it('rejects a misaligned or too-short placement in a shared buffer', () => {
    const sab = new SharedArrayBuffer(SpscRing.byteLengthFor(256) + 8);
    expect(() => new SpscRing(sab, 4, 256)).toThrow(/byteOffset/);
    expect(() => new SpscRing(sab, 16, 256)).toThrow(/byteOffset/);
    expect(new SpscRing(sab, 8, 256).capacity).toBe(256);
  });

  it('reserve, putWords, put and commit write a tagged frame; commit and consume report the doorbells asked for', () => {
    const ring = SpscRing.create(256);
    // The consumer is about to sleep on an empty ring: it marks the next frame's word idle.
    expect(ring.markIdle()).toBe(true);
    const at = ring.reserve(12);
    expect(at).toBe(8);
    const next = ring.putWords(at, Int32Array.of(11, -22));
    expect(next).toBe(16);
    ring.put(next, Uint8Array.of(1, 2, 3, 4));
    // The frame's publication sees the mark: ring the consumer.
    expect(ring.commit(7, 12)).toBe(true);
    expect(ring.poll()).toBe(12);
    expect(ring.peekTag()).toBe(7);
    expect([ring.peekWord(0), ring.peekWord(1)]).toEqual([11, -22]);
    const body = new Uint8Array(4);
    ring.peekInto(body, 8);
    expect([...body]).toEqual([1, 2, 3, 4]);
    // A frame is there: no sleeping.
    expect(ring.markIdle()).toBe(false);
    expect(ring.consume()).toBe(false);
    // Nobody marked the next one: no ring.
    expect(ring.reserve(0)).toBe(72);
    expect(ring.commit(0, 0)).toBe(false);
    expect(ring.consume()).toBe(false);
    // Fill the ring; the producer asks for room before it sleeps, and the consumer's store of HEAD reports it.
    while (ring.reserve(56) !== -1) ring.commit(0, 56);
    expect(ring.armRoom()).toBe(true);
    expect(ring.poll()).toBe(56);
    // consume stores HEAD lazily (an eighth of the ring): a 64-byte frame reaches 32 bytes at once
    expect(ring.consume()).toBe(true);
    expect(ring.shareHead()).toBe(false);
  });

  it('putWords wraps around the end of the data region', () => {
    const ring = SpscRing.create(256);
    // Move the tail to byte 192: a 64-byte payload then starts at 200 and wraps at 256.
    for (const n of [120, 56]) {
      expect(ring.reserve(n)).not.toBe(-1);
      ring.commit(0, n);
      ring.poll();
      ring.consume();
    }
    ring.shareHead();
    const words = Int32Array.from({ length: 16 }, (_, k) => k * 3 - 7);
    const at = ring.reserve(64);
    expect(at).toBe(200);
    expect(ring.putWords(at, words)).toBe(8);
    ring.commit(0, 64);
    const out = new Int32Array(16);
    ring.peekWordsInto(out, 0);
    expect([...out]).toEqual([...words]);
  });
});
