/**
 * The receiving half of one (peer, stream): checks the order of chunks (a gap, a duplicate or a
 * reorder is an error), reassembles chunked messages, hands complete messages to the handler one
 * at a time, and returns credit as they are consumed.
 *
 * Credit rule: a message's bytes are credited when the handler's promise for it resolves; the
 * chunks of the message being reassembled are credited as they arrive when it is next in line
 * (nothing queued, the handler idle), otherwise once it becomes next in line. So the receiver
 * holds at most the window of queued bytes plus the one message being reassembled at the head.
 * Credit frames are sent lazily: when half a window is owed, or when the sender asked (flagged
 * chunk or ASK frame).
 */

import { hostErrors } from './errors.ts';
import type { Window } from './send-stream.ts';

/** What a receive stream needs from its transport. */
export interface RecvSink {
  /** The current message handler, if one is set. */
  handler(): ((from: number, stream: number, bytes: Uint8Array) => void | Promise<void>) | undefined;
  /** Send a CREDIT frame with these cumulative totals. */
  credit(bytes: number, messages: number): void;
  /** The handler threw or rejected (the transport fails). */
  failed(err: Error): void;
}

interface Queued {
  readonly bytes: Uint8Array;
  /** Payload bytes of this message not yet counted as consumed. */
  readonly uncredited: number;
}

interface Assembly {
  readonly seq: number;
  readonly chunks: number;
  readonly buffer: Uint8Array;
  filled: number;
  uncredited: number;
}

/** The receiver's side of one (peer, stream). */
export class RecvStream {
  private nextSeq = 0;
  private nextChunk = 0;
  private assembly: Assembly | undefined;
  private readonly queue: Queued[] = [];
  private busy = false;
  private stopped = false;
  private consumedBytes = 0;
  private consumedMessages = 0;
  private creditedBytes = 0;
  private creditedMessages = 0;
  private wantCredit = false;
  /** Messages handed to the handler so far. */
  delivered = 0;

  readonly from: number;
  readonly stream: number;
  private readonly window: Window;
  private readonly sink: RecvSink;
  constructor(from: number, stream: number, window: Window, sink: RecvSink) {
    this.from = from;
    this.stream = stream;
    this.window = window;
    this.sink = sink;
  }

  /** Complete messages waiting for the handler. */
  get queued(): number {
    return this.queue.length;
  }

  /** One DATA chunk, in arrival order. Throws a MeshworkError (HOST_PROTOCOL) on a gap, duplicate, reorder or bad length. */
  data(seq: number, chunk: number, chunks: number, length: number, payload: Uint8Array, ask: boolean): void {
    if (seq !== this.nextSeq || chunk !== this.nextChunk) {
      throw hostErrors.sequence(this.from, this.stream, `message ${this.nextSeq} chunk ${this.nextChunk}`, `message ${seq} chunk ${chunk}`);
    }
    if (ask) this.wantCredit = true;
    if (chunks === 1 && chunk === 0) {
      if (payload.length !== length) {
        throw hostErrors.malformed(
          this.from,
          `a single-chunk message of ${length} bytes on stream ${this.stream}`,
          `${payload.length} bytes`,
        );
      }
      this.complete({ bytes: payload, uncredited: payload.length });
      return;
    }
    let a = this.assembly;
    if (chunk === 0) {
      if (!(chunks > 1 && Number.isSafeInteger(length) && length >= 0 && length <= 2 ** 32)) {
        throw hostErrors.malformed(
          this.from,
          `a message length in [0, 2^32] and chunks > 1 on stream ${this.stream}`,
          `${length} bytes in ${chunks} chunks`,
        );
      }
      a = { seq, chunks, buffer: new Uint8Array(length), filled: 0, uncredited: 0 };
      this.assembly = a;
    }
    if (a === undefined || chunks !== a.chunks || a.buffer.length !== length || a.filled + payload.length > length) {
      throw hostErrors.malformed(
        this.from,
        `chunk ${chunk} of a ${a?.buffer.length ?? '?'}-byte message in ${a?.chunks ?? '?'} chunks on stream ${this.stream}`,
        `${payload.length} bytes of a ${length}-byte message in ${chunks} chunks`,
      );
    }
    a.buffer.set(payload, a.filled);
    a.filled += payload.length;
    if (this.queue.length === 0 && !this.busy) this.consumedBytes += payload.length;
    else a.uncredited += payload.length;
    if (chunk + 1 < chunks) {
      this.nextChunk++;
      this.maybeCredit();
      return;
    }
    if (a.filled !== length) {
      throw hostErrors.malformed(this.from, `${length} bytes in ${chunks} chunks on stream ${this.stream}`, `${a.filled} bytes`);
    }
    this.assembly = undefined;
    // Bytes of this message credited on arrival stay credited; the rest is credited when handled.
    this.complete({ bytes: a.buffer, uncredited: a.uncredited });
  }

  /** The sender asked for the credit it is owed. */
  ask(): void {
    this.wantCredit = true;
    this.maybeCredit();
  }

  /** Hand queued messages to the handler (called when it is set). */
  dispatch(): void {
    const handler = this.sink.handler();
    if (handler === undefined) return;
    while (!this.busy && !this.stopped) {
      const item = this.queue.shift();
      if (item === undefined) break;
      this.delivered++;
      let result: void | Promise<void>;
      try {
        result = handler(this.from, this.stream, item.bytes);
      } catch (err) {
        this.stop();
        this.sink.failed(hostErrors.handlerFailed(this.from, this.stream, err));
        return;
      }
      if (result !== undefined && typeof (result as Promise<void>).then === 'function') {
        this.busy = true;
        (result as Promise<void>).then(
          () => {
            this.busy = false;
            this.consumed(item);
            this.maybeCredit();
            this.dispatch();
          },
          (err: unknown) => {
            this.stop();
            this.sink.failed(hostErrors.handlerFailed(this.from, this.stream, err));
          },
        );
        return;
      }
      this.consumed(item);
    }
    this.maybeCredit();
  }

  /** Stop handing messages (the transport failed or closed). */
  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
    this.assembly = undefined;
  }

  /** Send the credit owed now, if any (before a clean close). */
  flushCredit(): void {
    this.wantCredit = true;
    this.maybeCredit();
  }

  private complete(item: Queued): void {
    this.nextSeq = (this.nextSeq + 1) >>> 0;
    this.nextChunk = 0;
    this.queue.push(item);
    this.dispatch();
    this.maybeCredit();
  }

  private consumed(item: Queued): void {
    this.consumedBytes += item.uncredited;
    this.consumedMessages++;
    // The message under reassembly is next in line now: its chunks so far are consumed.
    const a = this.assembly;
    if (a !== undefined && this.queue.length === 0) {
      this.consumedBytes += a.uncredited;
      a.uncredited = 0;
    }
  }

  private maybeCredit(): void {
    if (this.stopped) return;
    const bytes = this.consumedBytes - this.creditedBytes;
    const messages = this.consumedMessages - this.creditedMessages;
    if (bytes === 0 && messages === 0) return;
    if (!this.wantCredit && bytes * 2 < this.window.bytes && messages * 2 < this.window.messages) return;
    this.wantCredit = false;
    this.creditedBytes = this.consumedBytes;
    this.creditedMessages = this.consumedMessages;
    this.sink.credit(this.creditedBytes, this.creditedMessages);
  }
}
