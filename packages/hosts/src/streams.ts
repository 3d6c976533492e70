/**
 * A host transport's streams (./transport.ts): one send stream and one receive stream per (peer,
 * stream number), made on first use, with the frames each one sends (DATA chunks, ASK, CREDIT)
 * written through the transport's wire.
 */
import { DATA_ASK, encodeFrame, type FrameHeader, HEADER_BYTES, Kind } from './frame.ts';
import { type RecvSink, RecvStream } from './recv-stream.ts';
import { SendStream, type Window } from './send-stream.ts';

/** What the streams need of their transport: frame headers, publishing, and its message handler and failure. */
export interface StreamWire {
  header(to: number, kind: number, flags: number): FrameHeader;
  publish(to: number, frame: Uint8Array): void;
  /** A frame without payload or with a small one. */
  control(to: number, kind: number, flags: number, stream: number, value: number, payload?: Uint8Array): void;
  handler: RecvSink['handler'];
  failed(err: Error): void;
}

function streamKey(host: number, stream: number): number {
  return host * 2 ** 32 + stream;
}

export class StreamTable {
  readonly sends = new Map<number, SendStream>();
  readonly recvs = new Map<number, RecvStream>();
  private readonly window: Window;
  private readonly chunkBytes: number;
  private readonly wire: StreamWire;

  constructor(window: Window, chunkBytes: number, wire: StreamWire) {
    this.window = window;
    this.chunkBytes = chunkBytes;
    this.wire = wire;
  }

  /** The send stream to `to` on `stream`, if it was used. */
  sent(to: number, stream: number): SendStream | undefined {
    return this.sends.get(streamKey(to, stream));
  }

  /** The send stream to `to` on `stream`, made on first use. */
  send(to: number, stream: number): SendStream {
    const key = streamKey(to, stream);
    let s = this.sends.get(key);
    if (s === undefined) {
      const wire = this.wire;
      s = new SendStream(to, stream, this.window, this.chunkBytes, {
        chunk: (seq, chunk, chunks, length, payload, ask) => {
          const frame = encodeFrame(
            { ...wire.header(to, Kind.DATA, ask ? DATA_ASK : 0), stream, seq, chunk, chunks, value: length },
            payload.length,
          );
          frame.set(payload, HEADER_BYTES);
          wire.publish(to, frame);
        },
        ask: () => wire.control(to, Kind.ASK, 0, stream, 0),
      });
      this.sends.set(key, s);
    }
    return s;
  }

  /** The receive stream from `from` on `stream`, made on first use. */
  recv(from: number, stream: number): RecvStream {
    const key = streamKey(from, stream);
    let r = this.recvs.get(key);
    if (r === undefined) {
      const wire = this.wire;
      r = new RecvStream(from, stream, this.window, {
        handler: () => wire.handler(),
        credit: (bytes, messages) => {
          const m = new Uint8Array(8);
          new DataView(m.buffer).setFloat64(0, messages, true);
          wire.control(from, Kind.CREDIT, 0, stream, bytes, m);
        },
        failed: (err) => wire.failed(err),
      });
      this.recvs.set(key, r);
    }
    return r;
  }
}
