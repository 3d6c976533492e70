/** Shared by the hosts tests: a real nats-server per file, and N transports of one job in this process. */
import { randomBytes } from 'node:crypto';
import { type ConnectHostsOptions, connectHosts, type NatsHostTransport, type NatsServer, startNatsServer } from '../src/index.ts';

export type { NatsServer };
export { startNatsServer };

/** A fresh job id. */
export function jobId(prefix = 't'): string {
  return `${prefix}-${randomBytes(6).toString('hex')}`;
}

/** Connect `hosts` transports of one new job to `server` (concurrently, as separate processes would). */
export async function connectAll(
  server: NatsServer,
  hosts: number,
  extra: Partial<ConnectHostsOptions> = {},
): Promise<NatsHostTransport[]> {
  const job = extra.job ?? jobId();
  return Promise.all(
    Array.from({ length: hosts }, (_, host) => connectHosts({ servers: server.url, host, hosts, job, helloTimeoutMs: 20_000, ...extra })),
  );
}

/** Deterministic bytes: message `i` of (from, stream), `length` long. */
export function pattern(from: number, stream: number, i: number, length: number): Uint8Array {
  const b = new Uint8Array(length);
  let x = (from * 7919 + stream * 104_729 + i * 15_485_863 + 1) >>> 0;
  for (let k = 0; k < length; k++) {
    x = (Math.imul(x, 1_664_525) + 1_013_904_223) >>> 0;
    b[k] = x >>> 24;
  }
  return b;
}

/** Resolve after `ms`. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** Resolve when `pred()` holds (checked every 10 ms); reject after `timeoutMs`. */
export async function until(pred: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const start = Date.now();
  while (!pred()) {
    if (Date.now() - start > timeoutMs) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(10);
  }
}

/** The error a promise rejects with (fails if it resolves). */
export async function rejection(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a rejection, the promise resolved');
}
