/**
 * A collective round from another host that does not match this host's round (the hosts' ranks
 * met at different barriers, or a corrupt frame) ends the run with MW_HOST_PROTOCOL naming that
 * host, not with a lost-host error. An in-memory transport stands in for NATS.
 */
import { describe, expect, it } from 'vitest';
import { BARRIER_BASE, HOST_BELL, HOST_REQUEST } from '../src/comm/layout.ts';
import { CollectiveExchange } from '../src/hosts/exchange.ts';
import type { HostTransport } from '../src/hosts/transport.ts';
import { ErrorCodes, MeshworkError } from '../src/index.ts';

/** The barrier generation word's offset from BARRIER_BASE (../src/shm/barrier.ts). */
const GEN = 1;

function recordingTransport(sent: number[]): HostTransport {
  return {
    host: 0,
    hosts: 2,
    describe: 'an in-memory transport',
    send: async (to) => {
      sent.push(to);
    },
    onMessage: () => {},
    onFailure: () => {},
    close: async () => {},
  };
}

/** A round message: Int32 run, round, request, slot count, then the slots given as [rank, body bytes]. */
function round(run: number, n: number, request: number, slots: readonly [number, number][] = []): Uint8Array {
  const out = new Uint8Array(16 + slots.length * (8 + 16));
  const view = new DataView(out.buffer);
  view.setInt32(0, run, true);
  view.setInt32(4, n, true);
  view.setInt32(8, request, true);
  view.setInt32(12, slots.length, true);
  slots.forEach(([rank, body], i) => {
    view.setInt32(16 + i * 24, rank, true);
    view.setInt32(20 + i * 24, body, true);
  });
  return out;
}

/** Host 0 of 2 (rank 0 of 2) in run 1, started, its local barrier's round `request` rung. */
function ringingExchange(
  request: number,
  sent: number[],
  onError: (err: unknown) => void,
): { exchange: CollectiveExchange; words: Int32Array } {
  const control = new SharedArrayBuffer(64 * 4);
  const words = new Int32Array(control);
  const exchange = new CollectiveExchange({
    run: 1,
    host: 0,
    hosts: 2,
    localRanks: [0],
    size: 2,
    control,
    scratch: new SharedArrayBuffer(4 * 64),
    slotBytes: 64,
    transport: recordingTransport(sent),
    onError,
  });
  exchange.start();
  Atomics.store(words, HOST_REQUEST, request);
  Atomics.add(words, HOST_BELL, 1);
  Atomics.notify(words, HOST_BELL);
  return { exchange, words };
}

async function firstError(deliver: (x: CollectiveExchange) => void, request: number): Promise<unknown> {
  const sent: number[] = [];
  let error: unknown;
  const { exchange } = ringingExchange(request, sent, (err) => {
    error ??= err;
  });
  const until = Date.now() + 10_000;
  while (sent.length < 1 && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  expect(sent).toEqual([1]); // this host sent its round 1 to host 1
  deliver(exchange);
  while (error === undefined && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
  exchange.stop();
  return error;
}

describe('CollectiveExchange: a malformed round from another host', () => {
  it('a round number that is not this host’s: MW_HOST_PROTOCOL naming the host and both rounds', async () => {
    const err = await firstError((x) => x.deliver(1, round(1, 7, 0)), 0);
    expect(err).toBeInstanceOf(MeshworkError);
    expect((err as MeshworkError).code).toBe(ErrorCodes.HOST_PROTOCOL);
    expect((err as MeshworkError).message).toMatch(/host 1.*round 1 .*round 7/);
  });

  it('a slot of a rank outside the cluster: MW_HOST_PROTOCOL naming the host and the rank', async () => {
    const err = await firstError((x) => x.deliver(1, round(1, 1, 1, [[9, 8]])), 1);
    expect((err as MeshworkError).code).toBe(ErrorCodes.HOST_PROTOCOL);
    expect((err as MeshworkError).message).toMatch(/host 1.*rank 9, 8 bytes/);
  });

  it('a round of another run is dropped: the right round after it completes the barrier', async () => {
    const errors: unknown[] = [];
    const { exchange, words } = ringingExchange(0, [], (err) => errors.push(err));
    const generation = 0; // a fresh barrier: released once, it reaches generation 1
    // a stale round 7 of run 2 (queued, it would not match round 1), then host 1's round 1
    exchange.deliver(1, round(2, 7, 0));
    exchange.deliver(1, round(1, 1, 0));
    const until = Date.now() + 10_000;
    while (Atomics.load(words, BARRIER_BASE + GEN) === generation && Date.now() < until) await new Promise((r) => setTimeout(r, 5));
    exchange.stop();
    expect(Atomics.load(words, BARRIER_BASE + GEN)).toBe(generation + 1);
    expect(errors).toEqual([]);
  });
});
