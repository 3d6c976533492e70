/** Chunking: a 64 MiB message crosses a server whose max_payload is 1 MiB, bit-identical. */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectAll, type NatsServer, startNatsServer, until } from './helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('chunking above max_payload', () => {
  it('a 64 MiB message arrives whole and bit-identical, in chunks no larger than max_payload', async () => {
    const [a, b] = await connectAll(server, 2);
    if (a === undefined || b === undefined) throw new Error('two transports expected');
    // The default nats-server max_payload is 1 MiB: chunks are 1 MiB minus the frame header.
    expect(a.stats().chunkBytes).toBe((1 << 20) - 40);
    const big = new Uint8Array(64 << 20);
    for (let i = 0; i < big.length; i += 4096) big[i] = (i >>> 12) & 0xff;
    big[big.length - 1] = 0x5a;
    const digest = createHash('sha256').update(big).digest('hex');
    let got: Uint8Array | undefined;
    const small: number[] = [];
    b.onMessage((_from, stream, bytes) => {
      if (stream === 0) got = bytes;
      else small.push(bytes[0] as number);
    });
    // A small message before and after, on another stream: neither lost nor reordered.
    await a.send(1, 1, Uint8Array.of(1));
    await a.send(1, 0, big);
    await a.send(1, 1, Uint8Array.of(2));
    await until(() => got !== undefined && small.length === 2, 90_000, 'the 64 MiB message');
    expect(got?.length).toBe(big.length);
    expect(
      createHash('sha256')
        .update(got as Uint8Array)
        .digest('hex'),
    ).toBe(digest);
    expect(small).toEqual([1, 2]);
    expect(a.stats().maxOutstandingBytes).toBeLessThanOrEqual(4 << 20);
    await Promise.all([a.close(), b.close()]);
  }, 150_000);

  it('an empty message and messages of exactly one and two chunks arrive intact', async () => {
    const [a, b] = await connectAll(server, 2, { chunkBytes: 100 });
    if (a === undefined || b === undefined) throw new Error('two transports expected');
    const got: Uint8Array[] = [];
    b.onMessage((_f, _s, bytes) => {
      got.push(bytes.slice());
    });
    const sizes = [0, 1, 99, 100, 101, 200, 201];
    for (const n of sizes)
      await a.send(
        1,
        3,
        Uint8Array.from({ length: n }, (_, i) => (i * 7 + n) & 0xff),
      );
    await until(() => got.length === sizes.length, 30_000, 'every message');
    expect(got.map((m) => m.length)).toEqual(sizes);
    got.forEach((m, k) => {
      expect(Array.from(m)).toEqual(Array.from({ length: sizes[k] as number }, (_, i) => (i * 7 + (sizes[k] as number)) & 0xff));
    });
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});
