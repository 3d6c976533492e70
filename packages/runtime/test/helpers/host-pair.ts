/**
 * A test-only in-process HostTransport: `hostGroup(n)` returns n transports of one job that
 * deliver to each other inside this process, keeping the contract's promises (per (from,
 * stream) order, the next message handed only after the previous handler's promise resolved,
 * send resolving once the message is within a credit window of WINDOW messages, every byte
 * copied at send). `lose(h)` makes host h vanish: the others' onFailure fires and sends to or
 * from it reject.
 */
import { ErrorCodes, type HostTransport, MeshworkError } from '../../src/index.ts';

const WINDOW = 4;

type Handler = (from: number, stream: number, bytes: Uint8Array) => void | Promise<void>;

interface Stream {
  readonly queue: { bytes: Uint8Array; sent: () => void }[];
  busy: boolean;
  /** Messages queued or in their handler. */
  inFlight: number;
}

export interface HostGroup {
  readonly transports: HostTransport[];
  /** Host `h` disappears: the others see onFailure naming it. */
  lose(h: number): void;
  /** Messages handed to handlers so far, per stream. */
  readonly delivered: Map<number, number>;
  /** Messages handed to host `to`'s handler so far from host `from` on `stream`. */
  deliveredOn(from: number, to: number, stream: number): number;
  /** Inject a message as if host `from` had sent it to host `to`. */
  inject(from: number, to: number, stream: number, bytes: Uint8Array): void;
}

export function hostGroup(hosts: number): HostGroup {
  const handlers: (Handler | undefined)[] = new Array(hosts).fill(undefined);
  const failures: ((e: Error) => void)[][] = Array.from({ length: hosts }, () => []);
  const lost = new Set<number>();
  const closed = new Set<number>();
  const streams = new Map<string, Stream>();
  const delivered = new Map<number, number>();
  const deliveredBy = new Map<string, number>();

  const pump = async (key: string, from: number, to: number, stream: number) => {
    const s = streams.get(key) as Stream;
    if (s.busy) return;
    s.busy = true;
    while (s.queue.length > 0) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      const handler = handlers[to];
      if (handler === undefined || lost.has(to) || lost.has(from)) break;
      const m = s.queue.shift() as { bytes: Uint8Array; sent: () => void };
      delivered.set(stream, (delivered.get(stream) ?? 0) + 1);
      deliveredBy.set(key, (deliveredBy.get(key) ?? 0) + 1);
      try {
        await handler(from, stream, m.bytes);
      } catch {
        // A failing handler is the receiver's problem; the stream goes on.
      }
      s.inFlight--;
      for (const w of s.queue.slice(0, WINDOW)) w.sent();
    }
    s.busy = false;
  };

  const transports = Array.from({ length: hosts }, (_, host): HostTransport => {
    const send = (to: number, stream: number, bytes: Uint8Array): Promise<void> => {
      if (closed.has(host) || lost.has(host) || lost.has(to)) {
        return Promise.reject(new MeshworkError(ErrorCodes.HOST_LOST, `in-process transport: host ${to} is gone`));
      }
      const key = `${host}>${to}:${stream}`;
      let s = streams.get(key);
      if (s === undefined) {
        s = { queue: [], busy: false, inFlight: 0 };
        streams.set(key, s);
      }
      const stream_ = s;
      return new Promise<void>((resolve) => {
        let done = false;
        const sent = () => {
          if (!done) {
            done = true;
            resolve();
          }
        };
        stream_.queue.push({ bytes: bytes.slice(), sent });
        stream_.inFlight++;
        if (stream_.inFlight <= WINDOW) sent();
        void pump(key, host, to, stream);
      });
    };
    return {
      host,
      hosts,
      describe: `in-process host ${host} of ${hosts}`,
      send,
      onMessage(handler) {
        handlers[host] = handler;
        for (const [key, s] of streams)
          if (s.queue.length > 0 && key.includes(`>${host}:`)) {
            const [f, rest] = key.split('>') as [string, string];
            void pump(key, Number(f), host, Number(rest.split(':')[1]));
          }
      },
      onFailure(handler) {
        (failures[host] as ((e: Error) => void)[]).push(handler);
      },
      async close() {
        closed.add(host);
      },
    };
  });

  return {
    transports,
    delivered,
    deliveredOn: (from, to, stream) => deliveredBy.get(`${from}>${to}:${stream}`) ?? 0,
    lose(h: number) {
      lost.add(h);
      for (let other = 0; other < hosts; other++) {
        if (other === h) continue;
        for (const f of failures[other] as ((e: Error) => void)[])
          f(new MeshworkError(ErrorCodes.HOST_LOST, `in-process transport: host ${h} stopped answering`));
      }
    },
    inject(from, to, stream, bytes) {
      void (handlers[to] as Handler)(from, stream, bytes);
    },
  };
}
