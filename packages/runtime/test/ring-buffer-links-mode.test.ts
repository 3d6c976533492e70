/**
 * SpscRing as links use it: separate producer and consumer objects on one
 * buffer, HEAD stored lazily, frame WORDs zeroed by the consumer, TAG words, and the IDLE / ROOM
 * handshakes. Model-based and seeded: across many laps of mixed one-line and multi-line frames,
 * no stale word ever passes for a frame, every frame comes out intact, in order, with its tag,
 * and each handshake reports exactly what the other side announced.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SpscRing } from '../src/shm/ring.ts';
import { tryRead } from './helpers/ring-frames.ts';

const SEED = 7;

/** Ring bytes of a frame: 8 bytes of WORD and TAG + payload, padded to a 64-byte line. */
const frame = (n: number): number => (8 + n + 63) & ~63;

function payload(id: number, size: number): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (id * 197 + i * 13 + (i >> 7)) & 0xff;
  return out;
}

type Cmd =
  | { readonly kind: 'write'; readonly size: number; readonly tag: number; readonly words: boolean }
  | { readonly kind: 'read' }
  | { readonly kind: 'idle' }
  | { readonly kind: 'room' }
  | { readonly kind: 'share' };

function cmdArb(capacity: number): fc.Arbitrary<Cmd> {
  const max = capacity - 72;
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc.record({
        kind: fc.constant('write' as const),
        // Mostly one-line frames (the links' small messages), some spanning many lines.
        size: fc.oneof({ weight: 3, arbitrary: fc.integer({ min: 0, max: 56 }) }, { weight: 1, arbitrary: fc.integer({ min: 57, max }) }),
        tag: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 0x1ff })),
        words: fc.boolean(),
      }),
    },
    { weight: 4, arbitrary: fc.constant<Cmd>({ kind: 'read' }) },
    { weight: 1, arbitrary: fc.constant<Cmd>({ kind: 'idle' }) },
    { weight: 1, arbitrary: fc.constant<Cmd>({ kind: 'room' }) },
    { weight: 1, arbitrary: fc.constant<Cmd>({ kind: 'share' }) },
  );
}

interface Queued {
  readonly id: number;
  readonly size: number;
  readonly tag: number;
}

describe('SpscRing in links mode (lazy HEAD, consumer-zeroed words)', () => {
  it('never shows a stale frame and keeps frames, tags and handshakes exact over many laps', () => {
    const caseArb = fc.constantFrom(256, 512, 1024).chain((capacity) =>
      fc.record({
        capacity: fc.constant(capacity),
        cmds: fc.array(cmdArb(capacity), { minLength: 50, maxLength: 600 }),
      }),
    );
    fc.assert(
      fc.property(caseArb, ({ capacity, cmds }) => {
        const sab = new SharedArrayBuffer(SpscRing.byteLengthFor(capacity));
        // Garbage everywhere a stale word could sit: a fresh run must not mistake it for frames.
        new Int32Array(sab, 128).fill(0x0badf00d);
        const reset = new SpscRing(sab, 0, capacity);
        reset.reset();
        const producer = new SpscRing(sab, 0, capacity);
        const consumer = new SpscRing(sab, 0, capacity);
        const queue: Queued[] = [];
        /** Bytes the consumer took whose HEAD it has not stored yet, and bytes queued. */
        let unshared = 0;
        let queued = 0;
        let nextId = 1;
        let idleMarked = false;
        let roomArmed = false;
        for (const cmd of cmds) {
          switch (cmd.kind) {
            case 'write': {
              const body = payload(nextId, cmd.size);
              const words = cmd.words && cmd.size % 4 === 0 ? new Int32Array(body.buffer, 0, cmd.size / 4) : undefined;
              const fits = capacity - queued - unshared >= frame(cmd.size) + 64;
              // Payloads of whole words go in word by word, as links write small messages.
              const at = producer.reserve(cmd.size);
              expect(at !== -1).toBe(fits);
              if (at === -1) break;
              if (words !== undefined) producer.putWords(at, words);
              else producer.put(at, body);
              // The first frame after an IDLE mark (on an empty ring) tells the producer to ring.
              expect(producer.commit(cmd.tag, cmd.size)).toBe(idleMarked && queue.length === 0);
              idleMarked = false;
              queue.push({ id: nextId, size: cmd.size, tag: cmd.tag });
              queued += frame(cmd.size);
              nextId++;
              break;
            }
            case 'read': {
              const head = queue.shift();
              const n = consumer.poll();
              if (head === undefined) {
                expect(n).toBeLessThan(0);
                break;
              }
              expect(n).toBe(head.size);
              expect(consumer.peekTag()).toBe(head.tag);
              const got = new Uint8Array(n);
              consumer.peekInto(got, 0);
              expect(got).toEqual(payload(head.id, head.size));
              const asked = consumer.consume();
              queued -= frame(head.size);
              unshared += frame(head.size);
              // HEAD is stored once capacity / 8 bytes accumulated; then ROOM is read and cleared.
              if (unshared >= capacity >> 3) {
                expect(asked).toBe(roomArmed);
                roomArmed = false;
                unshared = 0;
              } else {
                expect(asked).toBe(false);
              }
              break;
            }
            case 'idle': {
              // markIdle succeeds exactly when nothing is queued.
              expect(consumer.markIdle()).toBe(queue.length === 0);
              if (queue.length === 0) idleMarked = true;
              break;
            }
            case 'room': {
              // armRoom reports whether HEAD stayed where the producer last saw it.
              const quiet = producer.armRoom();
              roomArmed = true;
              if (!quiet) expect(producer.armRoom()).toBe(true);
              break;
            }
            case 'share': {
              // HEAD is stored only when frames were consumed since: then ROOM is read and cleared.
              if (unshared > 0) {
                expect(consumer.shareHead()).toBe(roomArmed);
                roomArmed = false;
                unshared = 0;
              } else {
                expect(consumer.shareHead()).toBe(false);
              }
              break;
            }
          }
        }
        // Drain: everything queued comes out intact and in order, then the ring reads empty.
        for (const head of queue) {
          expect(consumer.poll()).toBe(head.size);
          expect(tryRead(consumer)).toEqual(payload(head.id, head.size));
        }
        expect(consumer.poll()).toBeLessThan(0);
      }),
      { seed: SEED, numRuns: 200 },
    );
  }, 120_000);
});
