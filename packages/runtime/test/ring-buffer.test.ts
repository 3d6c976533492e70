/** SpscRing on one thread: model-based property test (no loss, no corruption, FIFO, back-pressure) and errors. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createWaitPolicy, ErrorCodes, MeshworkError, SpscRing } from '../src/index.js';

const SEED = 42;
const HEAD = 0;
const TAIL = 16;

const align8 = (n: number): number => (n + 7) & ~7;

/** Deterministic payload: byte i of message `id` (so any corruption or mix-up shows). */
function payload(id: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (id * 131 + i * 7 + (i >> 8)) & 0xff;
  return out;
}

type Cmd =
  | { readonly kind: 'write'; readonly size: number; readonly split: number }
  | { readonly kind: 'read' }
  | { readonly kind: 'peek'; readonly from: number };

function cmdArb(capacity: number): fc.Arbitrary<Cmd> {
  const max = capacity - 8;
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
    const caseArb = fc.constantFrom(64, 128, 256, 1024).chain((capacity) =>
      fc.record({
        capacity: fc.constant(capacity),
        // Start the 32-bit head/tail counters anywhere (multiple of 4), including just below 2^31 and 2^32.
        start: fc.oneof(
          fc.constant(0),
          fc.integer({ min: 0, max: 2 ** 30 - 1 }).map((x) => x * 4),
          fc.constantFrom(2 ** 31 - 64, 2 ** 32 - 64, 2 ** 32 - 4),
        ),
        firstId: fc.integer({ min: 0, max: 1 << 20 }),
        cmds: fc.array(cmdArb(capacity), { minLength: 1, maxLength: 300 }),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ capacity, start, firstId, cmds }) => {
        const ring = SpscRing.create(capacity);
        Atomics.store(ring.ctrl, HEAD, start | 0);
        Atomics.store(ring.ctrl, TAIL, start | 0);
        const queue: { id: number; size: number }[] = [];
        let nextId = firstId;
        let used = 0;
        for (const cmd of cmds) {
          if (cmd.kind === 'write') {
            const body = payload(nextId, cmd.size);
            const fits = capacity - used >= 8 + align8(cmd.size);
            const ok = cmd.split === 0 ? ring.tryWrite(body) : ring.tryWrite(body.subarray(0, cmd.split), body.subarray(cmd.split));
            expect(ok).toBe(fits);
            if (ok) {
              queue.push({ id: nextId, size: cmd.size });
              used += 8 + align8(cmd.size);
            }
            nextId++;
          } else if (cmd.kind === 'peek') {
            const head = queue[0];
            if (head === undefined) {
              expect(ring.peekLength()).toBe(-1);
              continue;
            }
            expect(ring.peekLength()).toBe(head.size);
            const from = Math.floor(cmd.from * head.size);
            const part = new Uint8Array(head.size - from);
            ring.peekInto(part, from);
            expect(part).toEqual(payload(head.id, head.size).subarray(from));
          } else {
            const got = ring.tryRead();
            const head = queue.shift();
            if (head === undefined) {
              expect(got).toBeNull();
              continue;
            }
            expect(got).toEqual(payload(head.id, head.size));
            used -= 8 + align8(head.size);
          }
          expect(ring.used()).toBe(used);
          expect(ring.isEmpty()).toBe(queue.length === 0);
        }
        // Drain: everything written comes out, in order.
        for (const head of queue) expect(ring.tryRead()).toEqual(payload(head.id, head.size));
        expect(ring.tryRead()).toBeNull();
        expect(ring.used()).toBe(0);
      }),
      { seed: SEED, numRuns: 300 },
    );
  }, 30_000);

  it('refuses a write when full and accepts it again once the consumer frees exactly enough space', () => {
    const ring = SpscRing.create(64);
    // 56-byte payload = 64 ring bytes (8-byte length word): fills the ring completely.
    expect(ring.tryWrite(payload(1, 56))).toBe(true);
    expect(ring.used()).toBe(64);
    expect(ring.tryWrite(new Uint8Array(0))).toBe(false);
    expect(ring.tryRead()).toEqual(payload(1, 56));
    // Two frames of 24 bytes (32 ring bytes each) fill it again; a third (even empty) does not fit.
    expect(ring.tryWrite(payload(2, 24))).toBe(true);
    expect(ring.tryWrite(payload(3, 17))).toBe(true);
    expect(ring.tryWrite(new Uint8Array(0))).toBe(false);
    expect(ring.tryRead()).toEqual(payload(2, 24));
    expect(ring.tryWrite(payload(4, 23))).toBe(true);
    expect(ring.tryRead()).toEqual(payload(3, 17));
    expect(ring.tryRead()).toEqual(payload(4, 23));
    expect(ring.tryRead()).toBeNull();
  });

  it('rejects a frame larger than capacity - 8 with MESSAGE_TOO_LARGE, also when split in two parts', () => {
    const ring = SpscRing.create(128);
    expect(ring.maxFrame).toBe(120);
    expect(ring.tryWrite(new Uint8Array(120))).toBe(true);
    expect(ring.tryRead()?.byteLength).toBe(120);
    for (const write of [() => ring.tryWrite(new Uint8Array(121)), () => ring.tryWrite(new Uint8Array(100), new Uint8Array(21))]) {
      let caught: unknown;
      try {
        write();
      } catch (err) {
        caught = err;
      }
      expect(caught).toBeInstanceOf(MeshworkError);
      expect((caught as MeshworkError).code).toBe(ErrorCodes.MESSAGE_TOO_LARGE);
      expect((caught as MeshworkError).message).toContain('121 bytes');
    }
    // Nothing was written by the failed attempts.
    expect(ring.isEmpty()).toBe(true);
  });

  it.each([0, 32, 63, 100, 1000, 2 ** 31, -64, 64.5, Number.NaN])(
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
    const sab = new SharedArrayBuffer(SpscRing.byteLengthFor(64) + 8);
    expect(() => new SpscRing(sab, 4, 64)).toThrow(/byteOffset/);
    expect(() => new SpscRing(sab, 16, 64)).toThrow(/byteOffset/);
    expect(new SpscRing(sab, 8, 64).capacity).toBe(64);
  });

  it('blocking read and write honour their deadline with MW_DEADLINE_EXCEEDED, and the abort flag with MW_ABORTED', () => {
    const policy = createWaitPolicy({ timeoutMs: 20, sliceMs: 5 });
    const ring = SpscRing.create(64);
    expect(() => ring.read(policy)).toThrow(expect.objectContaining({ code: ErrorCodes.DEADLINE_EXCEEDED }));
    ring.write(policy, payload(9, 56));
    expect(() => ring.write(policy, payload(10, 1))).toThrow(expect.objectContaining({ code: ErrorCodes.DEADLINE_EXCEEDED }));
    expect(ring.read(policy)).toEqual(payload(9, 56));
    const abort = new Int32Array(new SharedArrayBuffer(4));
    abort[0] = 1;
    expect(() => ring.read(createWaitPolicy({ timeoutMs: 5_000, abort }))).toThrow(expect.objectContaining({ code: ErrorCodes.ABORTED }));
  });
});
