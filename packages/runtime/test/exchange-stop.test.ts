/**
 * The host side of the hierarchical collectives stops mid-round when its transport fails: the
 * round's sends, already rejected by the failed transport, must not surface as an unhandled
 * rejection (in a host process that is exit code 1 instead of the run's typed error).
 * A transport whose sends reject stands in for NATS here; the real server kill is
 * packages/hosts/test/hybrid-faults.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { HOST_BELL, HOST_REQUEST } from '../src/comm/layout.ts';
import { CollectiveExchange } from '../src/hosts/exchange.ts';
import type { HostTransport } from '../src/hosts/transport.ts';
import { ErrorCodes, MeshworkError } from '../src/index.ts';

function failedTransport(sent: number[]): HostTransport {
  return {
    host: 0,
    hosts: 3,
    describe: 'a failed transport',
    send: (to) => {
      sent.push(to);
      return Promise.reject(new MeshworkError(ErrorCodes.HOST_LOST, 'the server is gone'));
    },
    onMessage: () => {},
    onFailure: () => {},
    close: async () => {},
  };
}

describe('CollectiveExchange stopped mid-round', () => {
  it('leaves no unhandled rejection behind and reports no error', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown): void => {
      unhandled.push(reason);
    };
    process.on('unhandledRejection', onUnhandled);
    try {
      const sent: number[] = [];
      const errors: unknown[] = [];
      const control = new SharedArrayBuffer(64 * 4);
      const words = new Int32Array(control);
      const exchange = new CollectiveExchange({
        run: 1,
        host: 0,
        hosts: 3,
        localRanks: [0],
        size: 3,
        control,
        scratch: new SharedArrayBuffer(1024),
        slotBytes: 64,
        transport: failedTransport(sent),
        onError: (err) => errors.push(err),
      });
      exchange.start();
      // A plain barrier round (request 0): the exchange sends to hosts 1 and 2, then waits for them.
      Atomics.store(words, HOST_REQUEST, 0);
      Atomics.add(words, HOST_BELL, 1);
      Atomics.notify(words, HOST_BELL);
      const until = Date.now() + 10_000;
      while (sent.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
      expect(sent).toEqual([1, 2]);
      exchange.stop();
      // Two macrotask turns: an unobserved rejection is reported after the microtask queue drains.
      await new Promise((r) => setTimeout(r, 20));
      await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
