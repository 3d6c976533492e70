/** The hello barrier: nothing sent right after connect is dropped; a host that never joins is named within the deadline. */
import { ErrorCodes, MeshworkError } from '@meshwork/runtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectHosts, HostErrorCodes, type NatsHostTransport } from '../src/index.ts';
import { jobId, type NatsServer, rejection, sleep, startNatsServer, until } from './helpers.ts';

let server: NatsServer;
beforeAll(async () => {
  server = await startNatsServer();
});
afterAll(async () => {
  await server?.stop();
});

describe('the hello barrier', () => {
  it('hosts joining 0.6 s apart: each sends at once after connect, and nothing is dropped', async () => {
    const job = jobId();
    const received: string[] = [];
    const join = async (host: number, delayMs: number): Promise<NatsHostTransport> => {
      await sleep(delayMs);
      const t = await connectHosts({ servers: server.url, host, hosts: 3, job, helloTimeoutMs: 20_000 });
      // Send before the handler is even set, the very moment the barrier resolves.
      const sent = [0, 1, 2].filter((to) => to !== host).map((to) => t.send(to, 0, Uint8Array.of(host, to)));
      t.onMessage((from, _stream, bytes) => {
        received.push(`${from}->${host}:${bytes[0]}${bytes[1]}`);
      });
      await Promise.all(sent);
      return t;
    };
    const ts = await Promise.all([join(0, 0), join(1, 600), join(2, 1200)]);
    await until(() => received.length === 6, 20_000, 'six messages');
    expect(received.sort()).toEqual(['0->1:01', '0->2:02', '1->0:10', '1->2:12', '2->0:20', '2->1:21']);
    await Promise.all(ts.map((t) => t.close()));
  }, 120_000);

  it('a host that never joins: MW_HOST_HELLO naming it, within the deadline', async () => {
    const job = jobId();
    const start = Date.now();
    // The deadline leaves hosts 0 and 1 time to greet each other on a loaded host (a stalled
    // connect of 1.5 s made host 1 look missing too).
    const [e0, e1] = await Promise.all([
      rejection(connectHosts({ servers: server.url, host: 0, hosts: 3, job, helloTimeoutMs: 8000 })),
      rejection(connectHosts({ servers: server.url, host: 1, hosts: 3, job, helloTimeoutMs: 8000 })),
    ]);
    const elapsed = Date.now() - start;
    for (const e of [e0, e1]) {
      expect(e).toBeInstanceOf(MeshworkError);
      expect((e as MeshworkError).code).toBe(HostErrorCodes.HOST_HELLO);
      expect(e.message).toMatch(/^host 2 of 3 never said hello within 8000 ms on nats:\/\/127\.0\.0\.1:\d+ \(job t-[0-9a-f]+\); expected/);
    }
    expect(elapsed).toBeLessThan(30_000);
  }, 120_000);

  it('an unreachable server: MW_HOST_LOST at once, no hang', async () => {
    const e = await rejection(connectHosts({ servers: 'nats://127.0.0.1:1', host: 0, hosts: 2, job: jobId(), connectTimeoutMs: 3000 }));
    expect((e as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
    expect(e.message).toContain('could not connect');
  }, 120_000);

  it('bad options are typed errors naming the option', async () => {
    const e1 = await rejection(connectHosts({ servers: server.url, host: 2, hosts: 2, job: 'j' }));
    expect((e1 as MeshworkError).code).toBe(ErrorCodes.INVALID_ARGUMENT);
    expect(e1.message).toContain('host must be an integer in [0, 1], got number 2');
    const e2 = await rejection(connectHosts({ servers: server.url, host: 0, hosts: 2, job: 'a.b' }));
    expect(e2.message).toContain('job must be');
  });
});
