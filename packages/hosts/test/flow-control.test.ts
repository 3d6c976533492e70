/**
 * Flow control: a receiver whose handler is slow never loses a message, the sender is held by
 * credit (its outstanding bytes never exceed the window), and a slow stream never blocks another.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAll, type NatsServer, pattern, sleep, startNatsServer, until } from './helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('credit-based flow control', () => {
  it('a slow handler (15 ms a message) gets all 120 messages of 48 KiB in order; outstanding bytes stay within the 128 KiB window', async () => {
    const window = 128 * 1024;
    const size = 48 * 1024;
    const count = 120;
    const [a, b] = await connectAll(server, 2, { windowBytes: window, windowMessages: 64 });
    if (a === undefined || b === undefined) throw new Error('two transports expected');
    const received: number[] = [];
    const mismatches: number[] = [];
    let fastCount = 0;
    let maxQueuedWhileSlow = 0;
    b.onMessage(async (_from, stream, bytes) => {
      if (stream === 1) {
        fastCount++;
        return;
      }
      const i = received.length;
      received.push(i);
      if (Buffer.compare(Buffer.from(bytes), Buffer.from(pattern(0, 0, i, size))) !== 0) mismatches.push(i);
      await sleep(15);
    });
    const sampled: number[] = [];
    let sending = true;
    const sampler = (async () => {
      while (sending) {
        sampled.push(a.outstandingBytes(1, 0));
        await sleep(2);
      }
    })();
    const sends: Promise<void>[] = [];
    for (let i = 0; i < count; i++) sends.push(a.send(1, 0, pattern(0, 0, i, size)));
    // Meanwhile another stream of the same pair flows at full speed.
    for (let i = 0; i < 50; i++) await a.send(1, 1, new Uint8Array(100));
    await until(() => fastCount === 50, 30_000, 'the fast stream');
    maxQueuedWhileSlow = received.length;
    await Promise.all(sends);
    sending = false;
    await sampler;
    await until(() => received.length === count, 60_000, 'every slow message');
    expect(mismatches).toEqual([]);
    expect(received).toEqual(Array.from({ length: count }, (_, i) => i));
    // The fast stream was not held behind the slow one.
    expect(maxQueuedWhileSlow).toBeLessThan(count);
    // The sender was held by credit: never more than the window outstanding, and it did fill it.
    expect(Math.max(...sampled)).toBeLessThanOrEqual(window);
    expect(a.stats().maxOutstandingBytes).toBeLessThanOrEqual(window);
    expect(a.stats().maxOutstandingBytes).toBeGreaterThan(window / 2);
    expect(a.stats().maxOutstandingMessages).toBeLessThanOrEqual(64);
    await Promise.all([a.close(), b.close()]);
  }, 120_000);

  it('messages wait (uncredited) until onMessage is set, then all arrive in order', async () => {
    const [a, b] = await connectAll(server, 2, { windowBytes: 4096, windowMessages: 8 });
    if (a === undefined || b === undefined) throw new Error('two transports expected');
    let published = 0;
    const sends = Array.from({ length: 40 }, (_, i) =>
      a.send(1, 7, pattern(0, 7, i, 700)).then(() => {
        published++;
      }),
    );
    // The byte window (4 KiB) takes 5 messages of 700 B; nothing is credited before the handler
    // is set, so the sender stops there (handshake on the sender's own count, no sleep).
    await until(() => a.outstandingBytes(1, 7) === 5 * 700, 30_000, 'the window to fill');
    expect(published).toBe(5);
    expect(b.stats().receivedMessages).toBe(0);
    const got: Uint8Array[] = [];
    b.onMessage((_f, _s, bytes) => {
      got.push(bytes.slice());
    });
    await Promise.all(sends);
    await until(() => got.length === 40, 30_000, 'every message');
    expect(published).toBe(40);
    expect(a.stats().maxOutstandingBytes).toBeLessThanOrEqual(4096);
    got.forEach((m, i) => {
      expect(Buffer.compare(Buffer.from(m), Buffer.from(pattern(0, 7, i, 700)))).toBe(0);
    });
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});
