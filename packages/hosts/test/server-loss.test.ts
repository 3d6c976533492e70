/** Losing the NATS server mid-stream: MW_HOST_LOST via onFailure and rejected sends, within a deadline, no hang. */
import { ErrorCodes, type MeshworkError } from '@meshwork/runtime';
import { describe, expect, it } from 'vitest';
import { connectAll, rejection, startNatsServer, until } from './helpers.ts';

describe('the NATS server dies mid-stream', () => {
  it('SIGKILL of nats-server while a slow receiver holds the window: every host fails with MW_HOST_LOST (time printed, bound 15 s), sends reject', async () => {
    const server = await startNatsServer();
    try {
      const ts = await connectAll(server, 2, { windowBytes: 64 * 1024 });
      const [a, b] = ts;
      if (a === undefined || b === undefined) throw new Error('two transports expected');
      const failures: (Error | undefined)[] = [undefined, undefined];
      a.onFailure((e) => {
        failures[0] = e;
      });
      b.onFailure((e) => {
        failures[1] = e;
      });
      let received = 0;
      b.onMessage(async () => {
        received++;
        await new Promise((r) => setTimeout(r, 50));
      });
      // More than the window: the later sends wait for credit when the server goes.
      const sends = Array.from({ length: 40 }, () => a.send(1, 0, new Uint8Array(16 * 1024)));
      const settling = Promise.allSettled(sends); // handled from the start: the later ones reject
      await until(() => received >= 2, 20_000, 'the stream to flow');
      const killedAt = Date.now();
      await server.kill();
      // Far below any wait deadline, far above a stall of this loaded host; the time is printed.
      await until(() => failures.every((f) => f !== undefined), 15_000, 'both failures');
      const elapsed = Date.now() - killedAt;
      for (const f of failures) {
        expect((f as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
        expect(f?.message).toContain('NATS server');
      }
      process.stderr.write(`server-loss: both hosts failed ${elapsed} ms after the server was killed\n`);
      expect(elapsed).toBeLessThan(15_000);
      const settled = await settling;
      const rejected = settled.filter((s) => s.status === 'rejected');
      expect(rejected.length).toBeGreaterThan(0);
      for (const r of rejected) expect(((r as PromiseRejectedResult).reason as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
      // Later sends reject at once with the same error; close stays quick and idempotent.
      expect(((await rejection(a.send(1, 0, new Uint8Array(1)))) as MeshworkError).code).toBe(ErrorCodes.HOST_LOST);
      await Promise.all([a.close(), b.close(), a.close()]);
    } finally {
      await server.stop();
    }
  }, 120_000);
});
