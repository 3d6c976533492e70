/**
 * Frames that do not belong to this job's hosts are ignored and counted, never delivered: another
 * job's key, a stale sender (a process of an earlier run with the same job id), foreign bytes.
 */
import { connect } from '@nats-io/transport-node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeFrame, HEADER_BYTES, jobKey, Kind } from '../src/frame.ts';
import { connectAll, jobId, type NatsServer, startNatsServer, until } from './helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

function dataFrame(job: string, nonce: number, text: string): Uint8Array {
  const payload = new TextEncoder().encode(text);
  const f = encodeFrame(
    {
      kind: Kind.DATA,
      flags: 0,
      from: 0,
      to: 1,
      jobKey: jobKey(job),
      nonce,
      stream: 0,
      seq: 0,
      chunk: 0,
      chunks: 1,
      value: payload.length,
    },
    payload.length,
  );
  f.set(payload, HEADER_BYTES);
  return f;
}

describe('messages of a stale job id', () => {
  it('are ignored and counted; the real stream is untouched', async () => {
    const job = jobId();
    const [a, b] = await connectAll(server, 2, { job });
    if (a === undefined || b === undefined) throw new Error('two transports expected');
    const got: string[] = [];
    b.onMessage((_f, _s, bytes) => {
      got.push(new TextDecoder().decode(bytes));
    });
    const failures: Error[] = [];
    b.onFailure((e) => failures.push(e));
    const raw = await connect({ servers: server.url });
    raw.publish(`mw.${job}.1`, dataFrame('an-earlier-job', 12345, 'stale job')); // another job's key on our subject
    raw.publish(`mw.${job}.1`, dataFrame(job, 777, 'stale sender')); // our job id, but not host 0's nonce
    raw.publish(`mw.${job}.1`, new TextEncoder().encode('not a frame at all'));
    raw.publish(`mw.an-earlier-job.1`, dataFrame('an-earlier-job', 12345, 'other subject')); // never reaches us
    await raw.flush();
    await until(() => b.stats().ignored === 3, 10_000, 'three ignored frames');
    await a.send(1, 0, new TextEncoder().encode('real 0'));
    await a.send(1, 0, new TextEncoder().encode('real 1'));
    await until(() => got.length === 2, 10_000, 'the real messages');
    expect(got).toEqual(['real 0', 'real 1']);
    expect(b.stats().ignoredBy).toEqual({ foreign: 1, otherJob: 1, staleSender: 1 });
    expect(failures).toEqual([]);
    await raw.close();
    await Promise.all([a.close(), b.close()]);
  }, 120_000);
});
