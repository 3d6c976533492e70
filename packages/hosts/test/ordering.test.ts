/** Ordering: many messages on many streams between three hosts arrive exactly once, in order, bit-identical. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NatsHostTransport } from '../src/index.ts';
import { connectAll, type NatsServer, pattern, startNatsServer, until } from './helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('ordering across many messages and streams', () => {
  it('3 hosts x 4 streams x 150 messages of mixed sizes (some chunked): all in order, none lost, none twice', async () => {
    const hosts = 3;
    const streams = 4;
    const count = 150;
    // Small chunks and window so that chunking and credit both happen many times.
    const ts: NatsHostTransport[] = await connectAll(server, hosts, { chunkBytes: 1000, windowBytes: 8192, windowMessages: 16 });
    const size = (from: number, stream: number, i: number) => ((from + 1) * (stream + 3) * (i + 7) * 131) % 5000;
    const next = new Map<string, number>();
    const errors: string[] = [];
    for (const t of ts) {
      t.onMessage((from, stream, bytes) => {
        const key = `${from}>${t.host}:${stream}`;
        const i = next.get(key) ?? 0;
        next.set(key, i + 1);
        const want = pattern(from, stream, i, size(from, stream, i));
        if (bytes.length !== want.length || Buffer.compare(Buffer.from(bytes), Buffer.from(want)) !== 0) errors.push(`${key} #${i}`);
      });
      t.onFailure((e) => errors.push(`failure: ${e.message}`));
    }
    const sends: Promise<void>[] = [];
    for (let i = 0; i < count; i++)
      for (const t of ts)
        for (let to = 0; to < hosts; to++)
          for (let s = 0; s < streams; s++) sends.push(t.send(to, s, pattern(t.host, s, i, size(t.host, s, i))));
    await Promise.all(sends);
    await until(() => [...next.values()].reduce((a, b) => a + b, 0) === hosts * hosts * streams * count, 60_000, 'every message');
    expect(errors).toEqual([]);
    expect(next.size).toBe(hosts * hosts * streams);
    for (const v of next.values()) expect(v).toBe(count);
    for (const t of ts) {
      expect(t.stats().receivedMessages).toBe(hosts * streams * count);
      expect(t.stats().ignored).toBe(0);
      expect(t.stats().maxOutstandingBytes).toBeLessThanOrEqual(8192);
    }
    await Promise.all(ts.map((t) => t.close()));
  }, 120_000);
});
