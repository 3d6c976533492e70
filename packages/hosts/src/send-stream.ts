import { hostErrors } from './errors.ts';
/**
 * The sending half of one (peer, stream): messages are numbered, cut into chunks and published
 * while they fit into the credit window; the rest waits for CREDIT frames from the receiver.
 *
 * Accounting: `sentBytes` counts payload bytes of published chunks and `sentMessages` messages
 * whose first chunk went out; the receiver returns both, cumulatively, as it consumes them. What
 * is outstanding (sent minus credited) never exceeds the window (bytes, and messages), except that
 * a chunk always goes when nothing is outstanding (chunks are never larger than the window).
 */

/** Credit window of one stream. */
export interface Window {
  /** Bytes of payload in flight or queued at the receiver, at most. */
  readonly bytes: number;
  /** Messages in flight or queued at the receiver, at most. */
  readonly messages: number;
}

/** How a send stream publishes: one DATA chunk (the transport frames it), or an ASK for credit. */
export interface SendSink {
  chunk(seq: number, chunk: number, chunks: number, length: number, payload: Uint8Array, ask: boolean): void;
  ask(): void;
}

interface Pending {
  readonly bytes: Uint8Array;
  readonly seq: number;
  readonly chunks: number;
  chunk: number;
  offset: number;
  readonly resolve: () => void;
  readonly reject: (err: Error) => void;
}

/** The sender's side of one (peer, stream). */
export class SendStream {
  private readonly queue: Pending[] = [];
  private seq = 0;
  private sentBytes = 0;
  private sentMessages = 0;
  private creditedBytes = 0;
  private creditedMessages = 0;
  private asked = false;
  private error: Error | undefined;
  /** Most payload bytes ever outstanding (sent, not yet credited). */
  maxOutstandingBytes = 0;
  /** Most messages ever outstanding. */
  maxOutstandingMessages = 0;

  readonly to: number;
  readonly stream: number;
  private readonly window: Window;
  private readonly chunkBytes: number;
  private readonly sink: SendSink;
  constructor(to: number, stream: number, window: Window, chunkBytes: number, sink: SendSink) {
    this.to = to;
    this.stream = stream;
    this.window = window;
    this.chunkBytes = chunkBytes;
    this.sink = sink;
  }

  /** Payload bytes sent and not yet credited. */
  get outstandingBytes(): number {
    return this.sentBytes - this.creditedBytes;
  }

  /** Messages started and not yet credited. */
  get outstandingMessages(): number {
    return this.sentMessages - this.creditedMessages;
  }

  /** Messages waiting for the window (not fully published). */
  get waiting(): number {
    return this.queue.length;
  }

  /** Queue `bytes`; resolves once its last chunk is published. */
  send(bytes: Uint8Array): Promise<void> {
    if (this.error !== undefined) return Promise.reject(this.error);
    return new Promise<void>((resolve, reject) => {
      const chunks = Math.max(1, Math.ceil(bytes.length / this.chunkBytes));
      this.queue.push({ bytes, seq: this.seq, chunks, chunk: 0, offset: 0, resolve, reject });
      this.seq = (this.seq + 1) >>> 0;
      if (this.queue.length === 1) this.pump();
    });
  }

  /** A CREDIT frame: cumulative bytes and messages consumed by the receiver. Throws on a credit for more than was sent. */
  credit(bytes: number, messages: number): void {
    if (!(bytes <= this.sentBytes && messages <= this.sentMessages && Number.isInteger(bytes) && Number.isInteger(messages))) {
      throw hostErrors.malformed(
        this.to,
        `a credit of at most ${this.sentBytes} bytes and ${this.sentMessages} messages on stream ${this.stream}`,
        `${bytes} bytes and ${messages} messages`,
      );
    }
    if (bytes <= this.creditedBytes && messages <= this.creditedMessages) return;
    this.creditedBytes = Math.max(this.creditedBytes, bytes);
    this.creditedMessages = Math.max(this.creditedMessages, messages);
    this.asked = false;
    this.pump();
  }

  /** Rejects every queued send with `err`; later sends reject with it too. */
  fail(err: Error): void {
    if (this.error !== undefined) return;
    this.error = err;
    for (const p of this.queue.splice(0)) p.reject(err);
  }

  private pump(): void {
    const { bytes: windowBytes, messages: windowMessages } = this.window;
    while (this.error === undefined) {
      const p = this.queue[0];
      if (p === undefined) return;
      const size = Math.min(this.chunkBytes, p.bytes.length - p.offset);
      const outstanding = this.outstandingBytes;
      const fits = (outstanding === 0 || outstanding + size <= windowBytes) && (p.chunk > 0 || this.outstandingMessages < windowMessages);
      if (!fits) {
        if (!this.asked) {
          this.asked = true;
          this.sink.ask();
        }
        return;
      }
      if (p.chunk === 0) this.sentMessages++;
      this.sentBytes += size;
      const ask = this.outstandingBytes * 2 >= windowBytes || this.outstandingMessages * 2 >= windowMessages;
      // A flagged chunk asks for credit itself: no separate ASK is needed while blocked.
      if (ask) this.asked = true;
      if (this.outstandingBytes > this.maxOutstandingBytes) this.maxOutstandingBytes = this.outstandingBytes;
      if (this.outstandingMessages > this.maxOutstandingMessages) this.maxOutstandingMessages = this.outstandingMessages;
      this.sink.chunk(p.seq, p.chunk, p.chunks, p.bytes.length, p.bytes.subarray(p.offset, p.offset + size), ask);
      p.offset += size;
      p.chunk++;
      if (p.chunk === p.chunks) {
        this.queue.shift();
        p.resolve();
      }
    }
  }
}
