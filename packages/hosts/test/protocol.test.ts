/** A repeated or lost NATS message is a typed error on both hosts (MW_HOST_PROTOCOL, MW_HOST_LOST), never a wrong result. */
import { ErrorCodes, type MeshworkError } from '@meshwork/runtime';
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeFrame, encodeFrame, Kind } from '../src/frame.ts';
import { connectAll, jobId, type NatsServer, startNatsServer, until } from './helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

/** Two hosts, and a raw connection that records host 0's DATA frames to host 1. */
async function setup() {
  const job = jobId();
  const raw = await connect({ servers: server.url });
  const frames: Uint8Array[] = [];
  raw.subscribe(`mw.${job}.1`, {
    callback: (_e, m) => {
      if (decodeFrame(m.data)?.kind === Kind.DATA) frames.push(m.data.slice());
    },
  });
  await raw.flush();
  const [a, b] = await connectAll(server, 2, { job });
  if (a === undefined || b === undefined) throw new Error('two transports expected');
  const got: number[] = [];
  b.onMessage((_f, _s, bytes) => {
    got.push(bytes[0] as number);
  });
  const failures: (Error | undefined)[] = [undefined, undefined];
  a.onFailure((e) => {
    failures[0] = e;
  });
  b.onFailure((e) => {
    failures[1] = e;
  });
  await a.send(1, 4, Uint8Array.of(10));
  await until(() => got.length === 1 && frames.length === 1, 10_000, 'the first message');
  return { job, raw, a, b, got, frames, failures };
}

describe('sequence numbers', () => {
  it('a duplicate (the same frame published again) fails host 1 with MW_HOST_PROTOCOL and host 0 hears it', async () => {
    const { raw, a, b, got, frames, failures } = await setup();
    raw.publish(`mw.${(a as { job: string }).job}.1`, frames[0] as Uint8Array);
    await raw.flush();
    await until(() => failures.every((f) => f !== undefined), 10_000, 'both failures');
    expect((failures[1] as MeshworkError).code).toBe(ErrorCodes.HOST_PROTOCOL);
    expect(failures[1]?.message).toBe(
      'stream 4 from host 0: expected message 1 chunk 0, got message 0 chunk 0 (a lost, repeated or reordered NATS message)',
    );
    expect((failures[0] as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
    expect(failures[0]?.message).toMatch(/^lost host 1: it failed: stream 4 from host 0: expected message 1/);
    expect(got).toEqual([10]);
    await raw.close();
    await Promise.all([a.close(), b.close()]);
  }, 120_000);

  it('a gap (message 3 when 1 is due) fails host 1 with MW_HOST_PROTOCOL; nothing is delivered out of order', async () => {
    const { job, raw, a, b, got, frames, failures } = await setup();
    const h = decodeFrame(frames[0] as Uint8Array);
    if (h === undefined) throw new Error('a frame expected');
    const gap = encodeFrame({ ...h, seq: 3, value: 1 }, 1);
    gap[gap.length - 1] = 13;
    raw.publish(`mw.${job}.1`, gap);
    await raw.flush();
    await until(() => failures[1] !== undefined, 10_000, 'the failure');
    expect((failures[1] as MeshworkError).code).toBe(ErrorCodes.HOST_PROTOCOL);
    expect(failures[1]?.message).toContain('expected message 1 chunk 0, got message 3 chunk 0');
    expect(got).toEqual([10]);
    await raw.close();
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});
