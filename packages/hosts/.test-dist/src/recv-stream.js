import { hostErrors } from "@meshwork/runtime/plugin";
class RecvStream {
  constructor(from, stream, window, sink) {
    this.from = from;
    this.stream = stream;
    this.window = window;
    this.sink = sink;
  }
  from;
  stream;
  window;
  sink;
  nextSeq = 0;
  nextChunk = 0;
  assembly;
  queue = [];
  busy = false;
  stopped = false;
  consumedBytes = 0;
  consumedMessages = 0;
  creditedBytes = 0;
  creditedMessages = 0;
  wantCredit = false;
  /** Messages handed to the handler so far. */
  delivered = 0;
  /** Complete messages waiting for the handler. */
  get queued() {
    return this.queue.length;
  }
  /** One DATA chunk, in arrival order. Throws a MeshworkError (HOST_PROTOCOL) on a gap, duplicate, reorder or bad length. */
  data(seq, chunk, chunks, length, payload, ask) {
    if (seq !== this.nextSeq || chunk !== this.nextChunk) {
      throw hostErrors.sequence(this.from, this.stream, `message ${this.nextSeq} chunk ${this.nextChunk}`, `message ${seq} chunk ${chunk}`);
    }
    if (ask) this.wantCredit = true;
    if (chunks === 1 && chunk === 0) {
      if (payload.length !== length) {
        throw hostErrors.malformed(
          this.from,
          `a single-chunk message of ${length} bytes on stream ${this.stream}`,
          `${payload.length} bytes`
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
          `${length} bytes in ${chunks} chunks`
        );
      }
      a = { seq, chunks, buffer: new Uint8Array(length), filled: 0, uncredited: 0 };
      this.assembly = a;
    }
    if (a === void 0 || chunks !== a.chunks || a.buffer.length !== length || a.filled + payload.length > length) {
      throw hostErrors.malformed(
        this.from,
        `chunk ${chunk} of a ${a?.buffer.length ?? "?"}-byte message in ${a?.chunks ?? "?"} chunks on stream ${this.stream}`,
        `${payload.length} bytes of a ${length}-byte message in ${chunks} chunks`
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
    this.assembly = void 0;
    this.complete({ bytes: a.buffer, uncredited: a.uncredited });
  }
  /** The sender asked for the credit it is owed. */
  ask() {
    this.wantCredit = true;
    this.maybeCredit();
  }
  /** Hand queued messages to the handler (called when it is set). */
  dispatch() {
    const handler = this.sink.handler();
    if (handler === void 0) return;
    while (!this.busy && !this.stopped) {
      const item = this.queue.shift();
      if (item === void 0) break;
      this.delivered++;
      let result;
      try {
        result = handler(this.from, this.stream, item.bytes);
      } catch (err) {
        this.stop();
        this.sink.failed(hostErrors.handlerFailed(this.from, this.stream, err));
        return;
      }
      if (result !== void 0 && typeof result.then === "function") {
        this.busy = true;
        result.then(
          () => {
            this.busy = false;
            this.consumed(item);
            this.maybeCredit();
            this.dispatch();
          },
          (err) => {
            this.stop();
            this.sink.failed(hostErrors.handlerFailed(this.from, this.stream, err));
          }
        );
        return;
      }
      this.consumed(item);
    }
    this.maybeCredit();
  }
  /** Stop handing messages (the transport failed or closed). */
  stop() {
    this.stopped = true;
    this.queue.length = 0;
    this.assembly = void 0;
  }
  /** Send the credit owed now, if any (before a clean close). */
  flushCredit() {
    this.wantCredit = true;
    this.maybeCredit();
  }
  complete(item) {
    this.nextSeq = this.nextSeq + 1 >>> 0;
    this.nextChunk = 0;
    this.queue.push(item);
    this.dispatch();
    this.maybeCredit();
  }
  consumed(item) {
    this.consumedBytes += item.uncredited;
    this.consumedMessages++;
    const a = this.assembly;
    if (a !== void 0 && this.queue.length === 0) {
      this.consumedBytes += a.uncredited;
      a.uncredited = 0;
    }
  }
  maybeCredit() {
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
export {
  RecvStream
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vc3JjL3JlY3Ytc3RyZWFtLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKipcbiAqIFRoZSByZWNlaXZpbmcgaGFsZiBvZiBvbmUgKHBlZXIsIHN0cmVhbSk6IGNoZWNrcyB0aGUgb3JkZXIgb2YgY2h1bmtzIChhIGdhcCwgYSBkdXBsaWNhdGUgb3IgYVxuICogcmVvcmRlciBpcyBhbiBlcnJvciksIHJlYXNzZW1ibGVzIGNodW5rZWQgbWVzc2FnZXMsIGhhbmRzIGNvbXBsZXRlIG1lc3NhZ2VzIHRvIHRoZSBoYW5kbGVyIG9uZVxuICogYXQgYSB0aW1lLCBhbmQgcmV0dXJucyBjcmVkaXQgYXMgdGhleSBhcmUgY29uc3VtZWQuXG4gKlxuICogQ3JlZGl0IHJ1bGU6IGEgbWVzc2FnZSdzIGJ5dGVzIGFyZSBjcmVkaXRlZCB3aGVuIHRoZSBoYW5kbGVyJ3MgcHJvbWlzZSBmb3IgaXQgcmVzb2x2ZXM7IHRoZVxuICogY2h1bmtzIG9mIHRoZSBtZXNzYWdlIGJlaW5nIHJlYXNzZW1ibGVkIGFyZSBjcmVkaXRlZCBhcyB0aGV5IGFycml2ZSB3aGVuIGl0IGlzIG5leHQgaW4gbGluZVxuICogKG5vdGhpbmcgcXVldWVkLCB0aGUgaGFuZGxlciBpZGxlKSwgb3RoZXJ3aXNlIG9uY2UgaXQgYmVjb21lcyBuZXh0IGluIGxpbmUuIFNvIHRoZSByZWNlaXZlclxuICogaG9sZHMgYXQgbW9zdCB0aGUgd2luZG93IG9mIHF1ZXVlZCBieXRlcyBwbHVzIHRoZSBvbmUgbWVzc2FnZSBiZWluZyByZWFzc2VtYmxlZCBhdCB0aGUgaGVhZC5cbiAqIENyZWRpdCBmcmFtZXMgYXJlIHNlbnQgbGF6aWx5OiB3aGVuIGhhbGYgYSB3aW5kb3cgaXMgb3dlZCwgb3Igd2hlbiB0aGUgc2VuZGVyIGFza2VkIChmbGFnZ2VkXG4gKiBjaHVuayBvciBBU0sgZnJhbWUpLlxuICovXG5pbXBvcnQgeyBob3N0RXJyb3JzIH0gZnJvbSAnQG1lc2h3b3JrL3J1bnRpbWUvcGx1Z2luJztcbmltcG9ydCB0eXBlIHsgV2luZG93IH0gZnJvbSAnLi9zZW5kLXN0cmVhbS5qcyc7XG5cbi8qKiBXaGF0IGEgcmVjZWl2ZSBzdHJlYW0gbmVlZHMgZnJvbSBpdHMgdHJhbnNwb3J0LiAqL1xuZXhwb3J0IGludGVyZmFjZSBSZWN2U2luayB7XG4gIC8qKiBUaGUgY3VycmVudCBtZXNzYWdlIGhhbmRsZXIsIGlmIG9uZSBpcyBzZXQuICovXG4gIGhhbmRsZXIoKTogKChmcm9tOiBudW1iZXIsIHN0cmVhbTogbnVtYmVyLCBieXRlczogVWludDhBcnJheSkgPT4gdm9pZCB8IFByb21pc2U8dm9pZD4pIHwgdW5kZWZpbmVkO1xuICAvKiogU2VuZCBhIENSRURJVCBmcmFtZSB3aXRoIHRoZXNlIGN1bXVsYXRpdmUgdG90YWxzLiAqL1xuICBjcmVkaXQoYnl0ZXM6IG51bWJlciwgbWVzc2FnZXM6IG51bWJlcik6IHZvaWQ7XG4gIC8qKiBUaGUgaGFuZGxlciB0aHJldyBvciByZWplY3RlZCAodGhlIHRyYW5zcG9ydCBmYWlscykuICovXG4gIGZhaWxlZChlcnI6IEVycm9yKTogdm9pZDtcbn1cblxuaW50ZXJmYWNlIFF1ZXVlZCB7XG4gIHJlYWRvbmx5IGJ5dGVzOiBVaW50OEFycmF5O1xuICAvKiogUGF5bG9hZCBieXRlcyBvZiB0aGlzIG1lc3NhZ2Ugbm90IHlldCBjb3VudGVkIGFzIGNvbnN1bWVkLiAqL1xuICByZWFkb25seSB1bmNyZWRpdGVkOiBudW1iZXI7XG59XG5cbmludGVyZmFjZSBBc3NlbWJseSB7XG4gIHJlYWRvbmx5IHNlcTogbnVtYmVyO1xuICByZWFkb25seSBjaHVua3M6IG51bWJlcjtcbiAgcmVhZG9ubHkgYnVmZmVyOiBVaW50OEFycmF5O1xuICBmaWxsZWQ6IG51bWJlcjtcbiAgdW5jcmVkaXRlZDogbnVtYmVyO1xufVxuXG4vKiogVGhlIHJlY2VpdmVyJ3Mgc2lkZSBvZiBvbmUgKHBlZXIsIHN0cmVhbSkuICovXG5leHBvcnQgY2xhc3MgUmVjdlN0cmVhbSB7XG4gIHByaXZhdGUgbmV4dFNlcSA9IDA7XG4gIHByaXZhdGUgbmV4dENodW5rID0gMDtcbiAgcHJpdmF0ZSBhc3NlbWJseTogQXNzZW1ibHkgfCB1bmRlZmluZWQ7XG4gIHByaXZhdGUgcmVhZG9ubHkgcXVldWU6IFF1ZXVlZFtdID0gW107XG4gIHByaXZhdGUgYnVzeSA9IGZhbHNlO1xuICBwcml2YXRlIHN0b3BwZWQgPSBmYWxzZTtcbiAgcHJpdmF0ZSBjb25zdW1lZEJ5dGVzID0gMDtcbiAgcHJpdmF0ZSBjb25zdW1lZE1lc3NhZ2VzID0gMDtcbiAgcHJpdmF0ZSBjcmVkaXRlZEJ5dGVzID0gMDtcbiAgcHJpdmF0ZSBjcmVkaXRlZE1lc3NhZ2VzID0gMDtcbiAgcHJpdmF0ZSB3YW50Q3JlZGl0ID0gZmFsc2U7XG4gIC8qKiBNZXNzYWdlcyBoYW5kZWQgdG8gdGhlIGhhbmRsZXIgc28gZmFyLiAqL1xuICBkZWxpdmVyZWQgPSAwO1xuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IGZyb206IG51bWJlcixcbiAgICByZWFkb25seSBzdHJlYW06IG51bWJlcixcbiAgICBwcml2YXRlIHJlYWRvbmx5IHdpbmRvdzogV2luZG93LFxuICAgIHByaXZhdGUgcmVhZG9ubHkgc2luazogUmVjdlNpbmssXG4gICkge31cblxuICAvKiogQ29tcGxldGUgbWVzc2FnZXMgd2FpdGluZyBmb3IgdGhlIGhhbmRsZXIuICovXG4gIGdldCBxdWV1ZWQoKTogbnVtYmVyIHtcbiAgICByZXR1cm4gdGhpcy5xdWV1ZS5sZW5ndGg7XG4gIH1cblxuICAvKiogT25lIERBVEEgY2h1bmssIGluIGFycml2YWwgb3JkZXIuIFRocm93cyBhIE1lc2h3b3JrRXJyb3IgKEhPU1RfUFJPVE9DT0wpIG9uIGEgZ2FwLCBkdXBsaWNhdGUsIHJlb3JkZXIgb3IgYmFkIGxlbmd0aC4gKi9cbiAgZGF0YShzZXE6IG51bWJlciwgY2h1bms6IG51bWJlciwgY2h1bmtzOiBudW1iZXIsIGxlbmd0aDogbnVtYmVyLCBwYXlsb2FkOiBVaW50OEFycmF5LCBhc2s6IGJvb2xlYW4pOiB2b2lkIHtcbiAgICBpZiAoc2VxICE9PSB0aGlzLm5leHRTZXEgfHwgY2h1bmsgIT09IHRoaXMubmV4dENodW5rKSB7XG4gICAgICB0aHJvdyBob3N0RXJyb3JzLnNlcXVlbmNlKHRoaXMuZnJvbSwgdGhpcy5zdHJlYW0sIGBtZXNzYWdlICR7dGhpcy5uZXh0U2VxfSBjaHVuayAke3RoaXMubmV4dENodW5rfWAsIGBtZXNzYWdlICR7c2VxfSBjaHVuayAke2NodW5rfWApO1xuICAgIH1cbiAgICBpZiAoYXNrKSB0aGlzLndhbnRDcmVkaXQgPSB0cnVlO1xuICAgIGlmIChjaHVua3MgPT09IDEgJiYgY2h1bmsgPT09IDApIHtcbiAgICAgIGlmIChwYXlsb2FkLmxlbmd0aCAhPT0gbGVuZ3RoKSB7XG4gICAgICAgIHRocm93IGhvc3RFcnJvcnMubWFsZm9ybWVkKFxuICAgICAgICAgIHRoaXMuZnJvbSxcbiAgICAgICAgICBgYSBzaW5nbGUtY2h1bmsgbWVzc2FnZSBvZiAke2xlbmd0aH0gYnl0ZXMgb24gc3RyZWFtICR7dGhpcy5zdHJlYW19YCxcbiAgICAgICAgICBgJHtwYXlsb2FkLmxlbmd0aH0gYnl0ZXNgLFxuICAgICAgICApO1xuICAgICAgfVxuICAgICAgdGhpcy5jb21wbGV0ZSh7IGJ5dGVzOiBwYXlsb2FkLCB1bmNyZWRpdGVkOiBwYXlsb2FkLmxlbmd0aCB9KTtcbiAgICAgIHJldHVybjtcbiAgICB9XG4gICAgbGV0IGEgPSB0aGlzLmFzc2VtYmx5O1xuICAgIGlmIChjaHVuayA9PT0gMCkge1xuICAgICAgaWYgKCEoY2h1bmtzID4gMSAmJiBOdW1iZXIuaXNTYWZlSW50ZWdlcihsZW5ndGgpICYmIGxlbmd0aCA+PSAwICYmIGxlbmd0aCA8PSAyICoqIDMyKSkge1xuICAgICAgICB0aHJvdyBob3N0RXJyb3JzLm1hbGZvcm1lZChcbiAgICAgICAgICB0aGlzLmZyb20sXG4gICAgICAgICAgYGEgbWVzc2FnZSBsZW5ndGggaW4gWzAsIDJeMzJdIGFuZCBjaHVua3MgPiAxIG9uIHN0cmVhbSAke3RoaXMuc3RyZWFtfWAsXG4gICAgICAgICAgYCR7bGVuZ3RofSBieXRlcyBpbiAke2NodW5rc30gY2h1bmtzYCxcbiAgICAgICAgKTtcbiAgICAgIH1cbiAgICAgIGEgPSB7IHNlcSwgY2h1bmtzLCBidWZmZXI6IG5ldyBVaW50OEFycmF5KGxlbmd0aCksIGZpbGxlZDogMCwgdW5jcmVkaXRlZDogMCB9O1xuICAgICAgdGhpcy5hc3NlbWJseSA9IGE7XG4gICAgfVxuICAgIGlmIChhID09PSB1bmRlZmluZWQgfHwgY2h1bmtzICE9PSBhLmNodW5rcyB8fCBhLmJ1ZmZlci5sZW5ndGggIT09IGxlbmd0aCB8fCBhLmZpbGxlZCArIHBheWxvYWQubGVuZ3RoID4gbGVuZ3RoKSB7XG4gICAgICB0aHJvdyBob3N0RXJyb3JzLm1hbGZvcm1lZChcbiAgICAgICAgdGhpcy5mcm9tLFxuICAgICAgICBgY2h1bmsgJHtjaHVua30gb2YgYSAke2E/LmJ1ZmZlci5sZW5ndGggPz8gJz8nfS1ieXRlIG1lc3NhZ2UgaW4gJHthPy5jaHVua3MgPz8gJz8nfSBjaHVua3Mgb24gc3RyZWFtICR7dGhpcy5zdHJlYW19YCxcbiAgICAgICAgYCR7cGF5bG9hZC5sZW5ndGh9IGJ5dGVzIG9mIGEgJHtsZW5ndGh9LWJ5dGUgbWVzc2FnZSBpbiAke2NodW5rc30gY2h1bmtzYCxcbiAgICAgICk7XG4gICAgfVxuICAgIGEuYnVmZmVyLnNldChwYXlsb2FkLCBhLmZpbGxlZCk7XG4gICAgYS5maWxsZWQgKz0gcGF5bG9hZC5sZW5ndGg7XG4gICAgaWYgKHRoaXMucXVldWUubGVuZ3RoID09PSAwICYmICF0aGlzLmJ1c3kpIHRoaXMuY29uc3VtZWRCeXRlcyArPSBwYXlsb2FkLmxlbmd0aDtcbiAgICBlbHNlIGEudW5jcmVkaXRlZCArPSBwYXlsb2FkLmxlbmd0aDtcbiAgICBpZiAoY2h1bmsgKyAxIDwgY2h1bmtzKSB7XG4gICAgICB0aGlzLm5leHRDaHVuaysrO1xuICAgICAgdGhpcy5tYXliZUNyZWRpdCgpO1xuICAgICAgcmV0dXJuO1xuICAgIH1cbiAgICBpZiAoYS5maWxsZWQgIT09IGxlbmd0aCkge1xuICAgICAgdGhyb3cgaG9zdEVycm9ycy5tYWxmb3JtZWQodGhpcy5mcm9tLCBgJHtsZW5ndGh9IGJ5dGVzIGluICR7Y2h1bmtzfSBjaHVua3Mgb24gc3RyZWFtICR7dGhpcy5zdHJlYW19YCwgYCR7YS5maWxsZWR9IGJ5dGVzYCk7XG4gICAgfVxuICAgIHRoaXMuYXNzZW1ibHkgPSB1bmRlZmluZWQ7XG4gICAgLy8gQnl0ZXMgb2YgdGhpcyBtZXNzYWdlIGNyZWRpdGVkIG9uIGFycml2YWwgc3RheSBjcmVkaXRlZDsgdGhlIHJlc3QgaXMgY3JlZGl0ZWQgd2hlbiBoYW5kbGVkLlxuICAgIHRoaXMuY29tcGxldGUoeyBieXRlczogYS5idWZmZXIsIHVuY3JlZGl0ZWQ6IGEudW5jcmVkaXRlZCB9KTtcbiAgfVxuXG4gIC8qKiBUaGUgc2VuZGVyIGFza2VkIGZvciB0aGUgY3JlZGl0IGl0IGlzIG93ZWQuICovXG4gIGFzaygpOiB2b2lkIHtcbiAgICB0aGlzLndhbnRDcmVkaXQgPSB0cnVlO1xuICAgIHRoaXMubWF5YmVDcmVkaXQoKTtcbiAgfVxuXG4gIC8qKiBIYW5kIHF1ZXVlZCBtZXNzYWdlcyB0byB0aGUgaGFuZGxlciAoY2FsbGVkIHdoZW4gaXQgaXMgc2V0KS4gKi9cbiAgZGlzcGF0Y2goKTogdm9pZCB7XG4gICAgY29uc3QgaGFuZGxlciA9IHRoaXMuc2luay5oYW5kbGVyKCk7XG4gICAgaWYgKGhhbmRsZXIgPT09IHVuZGVmaW5lZCkgcmV0dXJuO1xuICAgIHdoaWxlICghdGhpcy5idXN5ICYmICF0aGlzLnN0b3BwZWQpIHtcbiAgICAgIGNvbnN0IGl0ZW0gPSB0aGlzLnF1ZXVlLnNoaWZ0KCk7XG4gICAgICBpZiAoaXRlbSA9PT0gdW5kZWZpbmVkKSBicmVhaztcbiAgICAgIHRoaXMuZGVsaXZlcmVkKys7XG4gICAgICBsZXQgcmVzdWx0OiB2b2lkIHwgUHJvbWlzZTx2b2lkPjtcbiAgICAgIHRyeSB7XG4gICAgICAgIHJlc3VsdCA9IGhhbmRsZXIodGhpcy5mcm9tLCB0aGlzLnN0cmVhbSwgaXRlbS5ieXRlcyk7XG4gICAgICB9IGNhdGNoIChlcnIpIHtcbiAgICAgICAgdGhpcy5zdG9wKCk7XG4gICAgICAgIHRoaXMuc2luay5mYWlsZWQoaG9zdEVycm9ycy5oYW5kbGVyRmFpbGVkKHRoaXMuZnJvbSwgdGhpcy5zdHJlYW0sIGVycikpO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICBpZiAocmVzdWx0ICE9PSB1bmRlZmluZWQgJiYgdHlwZW9mIChyZXN1bHQgYXMgUHJvbWlzZTx2b2lkPikudGhlbiA9PT0gJ2Z1bmN0aW9uJykge1xuICAgICAgICB0aGlzLmJ1c3kgPSB0cnVlO1xuICAgICAgICAocmVzdWx0IGFzIFByb21pc2U8dm9pZD4pLnRoZW4oXG4gICAgICAgICAgKCkgPT4ge1xuICAgICAgICAgICAgdGhpcy5idXN5ID0gZmFsc2U7XG4gICAgICAgICAgICB0aGlzLmNvbnN1bWVkKGl0ZW0pO1xuICAgICAgICAgICAgdGhpcy5tYXliZUNyZWRpdCgpO1xuICAgICAgICAgICAgdGhpcy5kaXNwYXRjaCgpO1xuICAgICAgICAgIH0sXG4gICAgICAgICAgKGVycjogdW5rbm93bikgPT4ge1xuICAgICAgICAgICAgdGhpcy5zdG9wKCk7XG4gICAgICAgICAgICB0aGlzLnNpbmsuZmFpbGVkKGhvc3RFcnJvcnMuaGFuZGxlckZhaWxlZCh0aGlzLmZyb20sIHRoaXMuc3RyZWFtLCBlcnIpKTtcbiAgICAgICAgICB9LFxuICAgICAgICApO1xuICAgICAgICByZXR1cm47XG4gICAgICB9XG4gICAgICB0aGlzLmNvbnN1bWVkKGl0ZW0pO1xuICAgIH1cbiAgICB0aGlzLm1heWJlQ3JlZGl0KCk7XG4gIH1cblxuICAvKiogU3RvcCBoYW5kaW5nIG1lc3NhZ2VzICh0aGUgdHJhbnNwb3J0IGZhaWxlZCBvciBjbG9zZWQpLiAqL1xuICBzdG9wKCk6IHZvaWQge1xuICAgIHRoaXMuc3RvcHBlZCA9IHRydWU7XG4gICAgdGhpcy5xdWV1ZS5sZW5ndGggPSAwO1xuICAgIHRoaXMuYXNzZW1ibHkgPSB1bmRlZmluZWQ7XG4gIH1cblxuICAvKiogU2VuZCB0aGUgY3JlZGl0IG93ZWQgbm93LCBpZiBhbnkgKGJlZm9yZSBhIGNsZWFuIGNsb3NlKS4gKi9cbiAgZmx1c2hDcmVkaXQoKTogdm9pZCB7XG4gICAgdGhpcy53YW50Q3JlZGl0ID0gdHJ1ZTtcbiAgICB0aGlzLm1heWJlQ3JlZGl0KCk7XG4gIH1cblxuICBwcml2YXRlIGNvbXBsZXRlKGl0ZW06IFF1ZXVlZCk6IHZvaWQge1xuICAgIHRoaXMubmV4dFNlcSA9ICh0aGlzLm5leHRTZXEgKyAxKSA+Pj4gMDtcbiAgICB0aGlzLm5leHRDaHVuayA9IDA7XG4gICAgdGhpcy5xdWV1ZS5wdXNoKGl0ZW0pO1xuICAgIHRoaXMuZGlzcGF0Y2goKTtcbiAgICB0aGlzLm1heWJlQ3JlZGl0KCk7XG4gIH1cblxuICBwcml2YXRlIGNvbnN1bWVkKGl0ZW06IFF1ZXVlZCk6IHZvaWQge1xuICAgIHRoaXMuY29uc3VtZWRCeXRlcyArPSBpdGVtLnVuY3JlZGl0ZWQ7XG4gICAgdGhpcy5jb25zdW1lZE1lc3NhZ2VzKys7XG4gICAgLy8gVGhlIG1lc3NhZ2UgdW5kZXIgcmVhc3NlbWJseSBpcyBuZXh0IGluIGxpbmUgbm93OiBpdHMgY2h1bmtzIHNvIGZhciBhcmUgY29uc3VtZWQuXG4gICAgY29uc3QgYSA9IHRoaXMuYXNzZW1ibHk7XG4gICAgaWYgKGEgIT09IHVuZGVmaW5lZCAmJiB0aGlzLnF1ZXVlLmxlbmd0aCA9PT0gMCkge1xuICAgICAgdGhpcy5jb25zdW1lZEJ5dGVzICs9IGEudW5jcmVkaXRlZDtcbiAgICAgIGEudW5jcmVkaXRlZCA9IDA7XG4gICAgfVxuICB9XG5cbiAgcHJpdmF0ZSBtYXliZUNyZWRpdCgpOiB2b2lkIHtcbiAgICBpZiAodGhpcy5zdG9wcGVkKSByZXR1cm47XG4gICAgY29uc3QgYnl0ZXMgPSB0aGlzLmNvbnN1bWVkQnl0ZXMgLSB0aGlzLmNyZWRpdGVkQnl0ZXM7XG4gICAgY29uc3QgbWVzc2FnZXMgPSB0aGlzLmNvbnN1bWVkTWVzc2FnZXMgLSB0aGlzLmNyZWRpdGVkTWVzc2FnZXM7XG4gICAgaWYgKGJ5dGVzID09PSAwICYmIG1lc3NhZ2VzID09PSAwKSByZXR1cm47XG4gICAgaWYgKCF0aGlzLndhbnRDcmVkaXQgJiYgYnl0ZXMgKiAyIDwgdGhpcy53aW5kb3cuYnl0ZXMgJiYgbWVzc2FnZXMgKiAyIDwgdGhpcy53aW5kb3cubWVzc2FnZXMpIHJldHVybjtcbiAgICB0aGlzLndhbnRDcmVkaXQgPSBmYWxzZTtcbiAgICB0aGlzLmNyZWRpdGVkQnl0ZXMgPSB0aGlzLmNvbnN1bWVkQnl0ZXM7XG4gICAgdGhpcy5jcmVkaXRlZE1lc3NhZ2VzID0gdGhpcy5jb25zdW1lZE1lc3NhZ2VzO1xuICAgIHRoaXMuc2luay5jcmVkaXQodGhpcy5jcmVkaXRlZEJ5dGVzLCB0aGlzLmNyZWRpdGVkTWVzc2FnZXMpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFZQSxTQUFTLGtCQUFrQjtBQTRCcEIsTUFBTSxXQUFXO0FBQUEsRUFldEIsWUFDVyxNQUNBLFFBQ1EsUUFDQSxNQUNqQjtBQUpTO0FBQ0E7QUFDUTtBQUNBO0FBQUEsRUFDaEI7QUFBQSxFQUpRO0FBQUEsRUFDQTtBQUFBLEVBQ1E7QUFBQSxFQUNBO0FBQUEsRUFsQlgsVUFBVTtBQUFBLEVBQ1YsWUFBWTtBQUFBLEVBQ1o7QUFBQSxFQUNTLFFBQWtCLENBQUM7QUFBQSxFQUM1QixPQUFPO0FBQUEsRUFDUCxVQUFVO0FBQUEsRUFDVixnQkFBZ0I7QUFBQSxFQUNoQixtQkFBbUI7QUFBQSxFQUNuQixnQkFBZ0I7QUFBQSxFQUNoQixtQkFBbUI7QUFBQSxFQUNuQixhQUFhO0FBQUE7QUFBQSxFQUVyQixZQUFZO0FBQUE7QUFBQSxFQVVaLElBQUksU0FBaUI7QUFDbkIsV0FBTyxLQUFLLE1BQU07QUFBQSxFQUNwQjtBQUFBO0FBQUEsRUFHQSxLQUFLLEtBQWEsT0FBZSxRQUFnQixRQUFnQixTQUFxQixLQUFvQjtBQUN4RyxRQUFJLFFBQVEsS0FBSyxXQUFXLFVBQVUsS0FBSyxXQUFXO0FBQ3BELFlBQU0sV0FBVyxTQUFTLEtBQUssTUFBTSxLQUFLLFFBQVEsV0FBVyxLQUFLLE9BQU8sVUFBVSxLQUFLLFNBQVMsSUFBSSxXQUFXLEdBQUcsVUFBVSxLQUFLLEVBQUU7QUFBQSxJQUN0STtBQUNBLFFBQUksSUFBSyxNQUFLLGFBQWE7QUFDM0IsUUFBSSxXQUFXLEtBQUssVUFBVSxHQUFHO0FBQy9CLFVBQUksUUFBUSxXQUFXLFFBQVE7QUFDN0IsY0FBTSxXQUFXO0FBQUEsVUFDZixLQUFLO0FBQUEsVUFDTCw2QkFBNkIsTUFBTSxvQkFBb0IsS0FBSyxNQUFNO0FBQUEsVUFDbEUsR0FBRyxRQUFRLE1BQU07QUFBQSxRQUNuQjtBQUFBLE1BQ0Y7QUFDQSxXQUFLLFNBQVMsRUFBRSxPQUFPLFNBQVMsWUFBWSxRQUFRLE9BQU8sQ0FBQztBQUM1RDtBQUFBLElBQ0Y7QUFDQSxRQUFJLElBQUksS0FBSztBQUNiLFFBQUksVUFBVSxHQUFHO0FBQ2YsVUFBSSxFQUFFLFNBQVMsS0FBSyxPQUFPLGNBQWMsTUFBTSxLQUFLLFVBQVUsS0FBSyxVQUFVLEtBQUssS0FBSztBQUNyRixjQUFNLFdBQVc7QUFBQSxVQUNmLEtBQUs7QUFBQSxVQUNMLDBEQUEwRCxLQUFLLE1BQU07QUFBQSxVQUNyRSxHQUFHLE1BQU0sYUFBYSxNQUFNO0FBQUEsUUFDOUI7QUFBQSxNQUNGO0FBQ0EsVUFBSSxFQUFFLEtBQUssUUFBUSxRQUFRLElBQUksV0FBVyxNQUFNLEdBQUcsUUFBUSxHQUFHLFlBQVksRUFBRTtBQUM1RSxXQUFLLFdBQVc7QUFBQSxJQUNsQjtBQUNBLFFBQUksTUFBTSxVQUFhLFdBQVcsRUFBRSxVQUFVLEVBQUUsT0FBTyxXQUFXLFVBQVUsRUFBRSxTQUFTLFFBQVEsU0FBUyxRQUFRO0FBQzlHLFlBQU0sV0FBVztBQUFBLFFBQ2YsS0FBSztBQUFBLFFBQ0wsU0FBUyxLQUFLLFNBQVMsR0FBRyxPQUFPLFVBQVUsR0FBRyxvQkFBb0IsR0FBRyxVQUFVLEdBQUcscUJBQXFCLEtBQUssTUFBTTtBQUFBLFFBQ2xILEdBQUcsUUFBUSxNQUFNLGVBQWUsTUFBTSxvQkFBb0IsTUFBTTtBQUFBLE1BQ2xFO0FBQUEsSUFDRjtBQUNBLE1BQUUsT0FBTyxJQUFJLFNBQVMsRUFBRSxNQUFNO0FBQzlCLE1BQUUsVUFBVSxRQUFRO0FBQ3BCLFFBQUksS0FBSyxNQUFNLFdBQVcsS0FBSyxDQUFDLEtBQUssS0FBTSxNQUFLLGlCQUFpQixRQUFRO0FBQUEsUUFDcEUsR0FBRSxjQUFjLFFBQVE7QUFDN0IsUUFBSSxRQUFRLElBQUksUUFBUTtBQUN0QixXQUFLO0FBQ0wsV0FBSyxZQUFZO0FBQ2pCO0FBQUEsSUFDRjtBQUNBLFFBQUksRUFBRSxXQUFXLFFBQVE7QUFDdkIsWUFBTSxXQUFXLFVBQVUsS0FBSyxNQUFNLEdBQUcsTUFBTSxhQUFhLE1BQU0scUJBQXFCLEtBQUssTUFBTSxJQUFJLEdBQUcsRUFBRSxNQUFNLFFBQVE7QUFBQSxJQUMzSDtBQUNBLFNBQUssV0FBVztBQUVoQixTQUFLLFNBQVMsRUFBRSxPQUFPLEVBQUUsUUFBUSxZQUFZLEVBQUUsV0FBVyxDQUFDO0FBQUEsRUFDN0Q7QUFBQTtBQUFBLEVBR0EsTUFBWTtBQUNWLFNBQUssYUFBYTtBQUNsQixTQUFLLFlBQVk7QUFBQSxFQUNuQjtBQUFBO0FBQUEsRUFHQSxXQUFpQjtBQUNmLFVBQU0sVUFBVSxLQUFLLEtBQUssUUFBUTtBQUNsQyxRQUFJLFlBQVksT0FBVztBQUMzQixXQUFPLENBQUMsS0FBSyxRQUFRLENBQUMsS0FBSyxTQUFTO0FBQ2xDLFlBQU0sT0FBTyxLQUFLLE1BQU0sTUFBTTtBQUM5QixVQUFJLFNBQVMsT0FBVztBQUN4QixXQUFLO0FBQ0wsVUFBSTtBQUNKLFVBQUk7QUFDRixpQkFBUyxRQUFRLEtBQUssTUFBTSxLQUFLLFFBQVEsS0FBSyxLQUFLO0FBQUEsTUFDckQsU0FBUyxLQUFLO0FBQ1osYUFBSyxLQUFLO0FBQ1YsYUFBSyxLQUFLLE9BQU8sV0FBVyxjQUFjLEtBQUssTUFBTSxLQUFLLFFBQVEsR0FBRyxDQUFDO0FBQ3RFO0FBQUEsTUFDRjtBQUNBLFVBQUksV0FBVyxVQUFhLE9BQVEsT0FBeUIsU0FBUyxZQUFZO0FBQ2hGLGFBQUssT0FBTztBQUNaLFFBQUMsT0FBeUI7QUFBQSxVQUN4QixNQUFNO0FBQ0osaUJBQUssT0FBTztBQUNaLGlCQUFLLFNBQVMsSUFBSTtBQUNsQixpQkFBSyxZQUFZO0FBQ2pCLGlCQUFLLFNBQVM7QUFBQSxVQUNoQjtBQUFBLFVBQ0EsQ0FBQyxRQUFpQjtBQUNoQixpQkFBSyxLQUFLO0FBQ1YsaUJBQUssS0FBSyxPQUFPLFdBQVcsY0FBYyxLQUFLLE1BQU0sS0FBSyxRQUFRLEdBQUcsQ0FBQztBQUFBLFVBQ3hFO0FBQUEsUUFDRjtBQUNBO0FBQUEsTUFDRjtBQUNBLFdBQUssU0FBUyxJQUFJO0FBQUEsSUFDcEI7QUFDQSxTQUFLLFlBQVk7QUFBQSxFQUNuQjtBQUFBO0FBQUEsRUFHQSxPQUFhO0FBQ1gsU0FBSyxVQUFVO0FBQ2YsU0FBSyxNQUFNLFNBQVM7QUFDcEIsU0FBSyxXQUFXO0FBQUEsRUFDbEI7QUFBQTtBQUFBLEVBR0EsY0FBb0I7QUFDbEIsU0FBSyxhQUFhO0FBQ2xCLFNBQUssWUFBWTtBQUFBLEVBQ25CO0FBQUEsRUFFUSxTQUFTLE1BQW9CO0FBQ25DLFNBQUssVUFBVyxLQUFLLFVBQVUsTUFBTztBQUN0QyxTQUFLLFlBQVk7QUFDakIsU0FBSyxNQUFNLEtBQUssSUFBSTtBQUNwQixTQUFLLFNBQVM7QUFDZCxTQUFLLFlBQVk7QUFBQSxFQUNuQjtBQUFBLEVBRVEsU0FBUyxNQUFvQjtBQUNuQyxTQUFLLGlCQUFpQixLQUFLO0FBQzNCLFNBQUs7QUFFTCxVQUFNLElBQUksS0FBSztBQUNmLFFBQUksTUFBTSxVQUFhLEtBQUssTUFBTSxXQUFXLEdBQUc7QUFDOUMsV0FBSyxpQkFBaUIsRUFBRTtBQUN4QixRQUFFLGFBQWE7QUFBQSxJQUNqQjtBQUFBLEVBQ0Y7QUFBQSxFQUVRLGNBQW9CO0FBQzFCLFFBQUksS0FBSyxRQUFTO0FBQ2xCLFVBQU0sUUFBUSxLQUFLLGdCQUFnQixLQUFLO0FBQ3hDLFVBQU0sV0FBVyxLQUFLLG1CQUFtQixLQUFLO0FBQzlDLFFBQUksVUFBVSxLQUFLLGFBQWEsRUFBRztBQUNuQyxRQUFJLENBQUMsS0FBSyxjQUFjLFFBQVEsSUFBSSxLQUFLLE9BQU8sU0FBUyxXQUFXLElBQUksS0FBSyxPQUFPLFNBQVU7QUFDOUYsU0FBSyxhQUFhO0FBQ2xCLFNBQUssZ0JBQWdCLEtBQUs7QUFDMUIsU0FBSyxtQkFBbUIsS0FBSztBQUM3QixTQUFLLEtBQUssT0FBTyxLQUFLLGVBQWUsS0FBSyxnQkFBZ0I7QUFBQSxFQUM1RDtBQUNGOyIsCiAgIm5hbWVzIjogW10KfQo=
