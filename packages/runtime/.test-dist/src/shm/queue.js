import { invalidArgument } from "../errors.js";
const HEAD = 0;
const TAIL = 16;
const HEADER_WORDS = 32;
function checkShape(capacity, recordWords) {
  if (typeof capacity !== "number" || !Number.isInteger(capacity) || capacity < 2 || capacity > 2 ** 24 || (capacity & capacity - 1) !== 0) {
    throw invalidArgument("queue capacity", "a power of two in [2, 2^24]", capacity);
  }
  if (typeof recordWords !== "number" || !Number.isInteger(recordWords) || recordWords < 1 || recordWords > 4096) {
    throw invalidArgument("queue recordWords", "an integer in [1, 4096]", recordWords);
  }
}
class TaskQueue {
  static byteLength(capacity, recordWords) {
    checkShape(capacity, recordWords);
    return 4 * (HEADER_WORDS + capacity * (recordWords + 1));
  }
  static create(capacity, recordWords) {
    const q = new TaskQueue(new SharedArrayBuffer(TaskQueue.byteLength(capacity, recordWords)), 0, capacity, recordWords);
    q.reset();
    return q;
  }
  capacity;
  recordWords;
  words;
  mask;
  stride;
  /** The buffer region must have been `reset()` once (by any thread) before first use. */
  constructor(buffer, byteOffset, capacity, recordWords) {
    if (!(buffer instanceof SharedArrayBuffer)) throw invalidArgument("queue buffer", "a SharedArrayBuffer", buffer);
    const bytes = TaskQueue.byteLength(capacity, recordWords);
    if (typeof byteOffset !== "number" || !Number.isInteger(byteOffset) || byteOffset < 0 || byteOffset % 4 !== 0) {
      throw invalidArgument("queue byteOffset", "a non-negative multiple of 4", byteOffset);
    }
    if (byteOffset + bytes > buffer.byteLength) {
      throw invalidArgument("queue buffer", `at least ${byteOffset + bytes} bytes (offset ${byteOffset} + ${bytes})`, buffer.byteLength);
    }
    this.capacity = capacity;
    this.recordWords = recordWords;
    this.mask = capacity - 1;
    this.stride = recordWords + 1;
    this.words = new Int32Array(buffer, byteOffset, bytes / 4);
  }
  /** Empty the queue: slot i's sequence word = i. Only while no other thread uses it. */
  reset() {
    Atomics.store(this.words, HEAD, 0);
    Atomics.store(this.words, TAIL, 0);
    for (let i = 0; i < this.capacity; i++) Atomics.store(this.words, HEADER_WORDS + i * this.stride, i);
  }
  /** Any thread. Append `record`; false when the queue is full. */
  offer(record) {
    const w = this.words;
    let pos = Atomics.load(w, TAIL);
    for (; ; ) {
      const at = HEADER_WORDS + (pos & this.mask) * this.stride;
      const dif = Atomics.load(w, at) - pos | 0;
      if (dif === 0) {
        const seen = Atomics.compareExchange(w, TAIL, pos, pos + 1 | 0);
        if (seen === pos) {
          for (let i = 0; i < this.recordWords; i++) w[at + 1 + i] = record[i];
          Atomics.store(w, at, pos + 1 | 0);
          return true;
        }
        pos = seen;
      } else if (dif < 0)
        return false;
      else pos = Atomics.load(w, TAIL);
    }
  }
  /** Any thread. Take the oldest record into `out`; false when the queue is empty. */
  poll(out) {
    const w = this.words;
    let pos = Atomics.load(w, HEAD);
    for (; ; ) {
      const at = HEADER_WORDS + (pos & this.mask) * this.stride;
      const dif = Atomics.load(w, at) - (pos + 1 | 0) | 0;
      if (dif === 0) {
        const seen = Atomics.compareExchange(w, HEAD, pos, pos + 1 | 0);
        if (seen === pos) {
          for (let i = 0; i < this.recordWords; i++) out[i] = w[at + 1 + i];
          Atomics.store(w, at, pos + this.capacity | 0);
          return true;
        }
        pos = seen;
      } else if (dif < 0)
        return false;
      else pos = Atomics.load(w, HEAD);
    }
  }
  /** Records held (approximate while other threads offer or poll). */
  size() {
    const n = Atomics.load(this.words, TAIL) - Atomics.load(this.words, HEAD) | 0;
    return n < 0 ? 0 : Math.min(n, this.capacity);
  }
}
export {
  TaskQueue
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3NobS9xdWV1ZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBBIGJvdW5kZWQgbG9jay1mcmVlIG11bHRpLXByb2R1Y2VyIG11bHRpLWNvbnN1bWVyIEZJRk8gb2YgZml4ZWQtc2l6ZSBJbnQzMiByZWNvcmRzIChWeXVrb3Ync1xuICogYXJyYXkgcXVldWUgd2l0aCBhIHNlcXVlbmNlIHdvcmQgcGVyIHNsb3QpIGluIGEgU2hhcmVkQXJyYXlCdWZmZXIuIFRhc2sgaW5ib3hlcyAoYW55b25lIHBsYWNlcyBhXG4gKiB0YXNrIG9uIGEgcmFuaykgYW5kIHRoZSBvbmUgY2VudHJhbCBxdWV1ZSB1c2UgaXQuIERlc2lnbiBub3RlOiAuL1JFQURNRS5tZCAoXCJUYXNrIHF1ZXVlXCIpLlxuICovXG5pbXBvcnQgeyBpbnZhbGlkQXJndW1lbnQgfSBmcm9tICcuLi9lcnJvcnMuanMnO1xuXG5jb25zdCBIRUFEID0gMDtcbmNvbnN0IFRBSUwgPSAxNjtcbmNvbnN0IEhFQURFUl9XT1JEUyA9IDMyO1xuXG5mdW5jdGlvbiBjaGVja1NoYXBlKGNhcGFjaXR5OiB1bmtub3duLCByZWNvcmRXb3JkczogdW5rbm93bik6IHZvaWQge1xuICBpZiAoXG4gICAgdHlwZW9mIGNhcGFjaXR5ICE9PSAnbnVtYmVyJyB8fFxuICAgICFOdW1iZXIuaXNJbnRlZ2VyKGNhcGFjaXR5KSB8fFxuICAgIGNhcGFjaXR5IDwgMiB8fFxuICAgIGNhcGFjaXR5ID4gMiAqKiAyNCB8fFxuICAgIChjYXBhY2l0eSAmIChjYXBhY2l0eSAtIDEpKSAhPT0gMFxuICApIHtcbiAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ3F1ZXVlIGNhcGFjaXR5JywgJ2EgcG93ZXIgb2YgdHdvIGluIFsyLCAyXjI0XScsIGNhcGFjaXR5KTtcbiAgfVxuICBpZiAodHlwZW9mIHJlY29yZFdvcmRzICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzSW50ZWdlcihyZWNvcmRXb3JkcykgfHwgcmVjb3JkV29yZHMgPCAxIHx8IHJlY29yZFdvcmRzID4gNDA5Nikge1xuICAgIHRocm93IGludmFsaWRBcmd1bWVudCgncXVldWUgcmVjb3JkV29yZHMnLCAnYW4gaW50ZWdlciBpbiBbMSwgNDA5Nl0nLCByZWNvcmRXb3Jkcyk7XG4gIH1cbn1cblxuZXhwb3J0IGNsYXNzIFRhc2tRdWV1ZSB7XG4gIHN0YXRpYyBieXRlTGVuZ3RoKGNhcGFjaXR5OiBudW1iZXIsIHJlY29yZFdvcmRzOiBudW1iZXIpOiBudW1iZXIge1xuICAgIGNoZWNrU2hhcGUoY2FwYWNpdHksIHJlY29yZFdvcmRzKTtcbiAgICByZXR1cm4gNCAqIChIRUFERVJfV09SRFMgKyBjYXBhY2l0eSAqIChyZWNvcmRXb3JkcyArIDEpKTtcbiAgfVxuXG4gIHN0YXRpYyBjcmVhdGUoY2FwYWNpdHk6IG51bWJlciwgcmVjb3JkV29yZHM6IG51bWJlcik6IFRhc2tRdWV1ZSB7XG4gICAgY29uc3QgcSA9IG5ldyBUYXNrUXVldWUobmV3IFNoYXJlZEFycmF5QnVmZmVyKFRhc2tRdWV1ZS5ieXRlTGVuZ3RoKGNhcGFjaXR5LCByZWNvcmRXb3JkcykpLCAwLCBjYXBhY2l0eSwgcmVjb3JkV29yZHMpO1xuICAgIHEucmVzZXQoKTtcbiAgICByZXR1cm4gcTtcbiAgfVxuXG4gIHJlYWRvbmx5IGNhcGFjaXR5OiBudW1iZXI7XG4gIHJlYWRvbmx5IHJlY29yZFdvcmRzOiBudW1iZXI7XG4gIHByaXZhdGUgcmVhZG9ubHkgd29yZHM6IEludDMyQXJyYXk7XG4gIHByaXZhdGUgcmVhZG9ubHkgbWFzazogbnVtYmVyO1xuICBwcml2YXRlIHJlYWRvbmx5IHN0cmlkZTogbnVtYmVyO1xuXG4gIC8qKiBUaGUgYnVmZmVyIHJlZ2lvbiBtdXN0IGhhdmUgYmVlbiBgcmVzZXQoKWAgb25jZSAoYnkgYW55IHRocmVhZCkgYmVmb3JlIGZpcnN0IHVzZS4gKi9cbiAgY29uc3RydWN0b3IoYnVmZmVyOiBTaGFyZWRBcnJheUJ1ZmZlciwgYnl0ZU9mZnNldDogbnVtYmVyLCBjYXBhY2l0eTogbnVtYmVyLCByZWNvcmRXb3JkczogbnVtYmVyKSB7XG4gICAgaWYgKCEoYnVmZmVyIGluc3RhbmNlb2YgU2hhcmVkQXJyYXlCdWZmZXIpKSB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ3F1ZXVlIGJ1ZmZlcicsICdhIFNoYXJlZEFycmF5QnVmZmVyJywgYnVmZmVyKTtcbiAgICBjb25zdCBieXRlcyA9IFRhc2tRdWV1ZS5ieXRlTGVuZ3RoKGNhcGFjaXR5LCByZWNvcmRXb3Jkcyk7XG4gICAgaWYgKHR5cGVvZiBieXRlT2Zmc2V0ICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzSW50ZWdlcihieXRlT2Zmc2V0KSB8fCBieXRlT2Zmc2V0IDwgMCB8fCBieXRlT2Zmc2V0ICUgNCAhPT0gMCkge1xuICAgICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdxdWV1ZSBieXRlT2Zmc2V0JywgJ2Egbm9uLW5lZ2F0aXZlIG11bHRpcGxlIG9mIDQnLCBieXRlT2Zmc2V0KTtcbiAgICB9XG4gICAgaWYgKGJ5dGVPZmZzZXQgKyBieXRlcyA+IGJ1ZmZlci5ieXRlTGVuZ3RoKSB7XG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ3F1ZXVlIGJ1ZmZlcicsIGBhdCBsZWFzdCAke2J5dGVPZmZzZXQgKyBieXRlc30gYnl0ZXMgKG9mZnNldCAke2J5dGVPZmZzZXR9ICsgJHtieXRlc30pYCwgYnVmZmVyLmJ5dGVMZW5ndGgpO1xuICAgIH1cbiAgICB0aGlzLmNhcGFjaXR5ID0gY2FwYWNpdHk7XG4gICAgdGhpcy5yZWNvcmRXb3JkcyA9IHJlY29yZFdvcmRzO1xuICAgIHRoaXMubWFzayA9IGNhcGFjaXR5IC0gMTtcbiAgICB0aGlzLnN0cmlkZSA9IHJlY29yZFdvcmRzICsgMTtcbiAgICB0aGlzLndvcmRzID0gbmV3IEludDMyQXJyYXkoYnVmZmVyLCBieXRlT2Zmc2V0LCBieXRlcyAvIDQpO1xuICB9XG5cbiAgLyoqIEVtcHR5IHRoZSBxdWV1ZTogc2xvdCBpJ3Mgc2VxdWVuY2Ugd29yZCA9IGkuIE9ubHkgd2hpbGUgbm8gb3RoZXIgdGhyZWFkIHVzZXMgaXQuICovXG4gIHJlc2V0KCk6IHZvaWQge1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy53b3JkcywgSEVBRCwgMCk7XG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLndvcmRzLCBUQUlMLCAwKTtcbiAgICBmb3IgKGxldCBpID0gMDsgaSA8IHRoaXMuY2FwYWNpdHk7IGkrKykgQXRvbWljcy5zdG9yZSh0aGlzLndvcmRzLCBIRUFERVJfV09SRFMgKyBpICogdGhpcy5zdHJpZGUsIGkpO1xuICB9XG5cbiAgLyoqIEFueSB0aHJlYWQuIEFwcGVuZCBgcmVjb3JkYDsgZmFsc2Ugd2hlbiB0aGUgcXVldWUgaXMgZnVsbC4gKi9cbiAgb2ZmZXIocmVjb3JkOiBBcnJheUxpa2U8bnVtYmVyPik6IGJvb2xlYW4ge1xuICAgIGNvbnN0IHcgPSB0aGlzLndvcmRzO1xuICAgIGxldCBwb3MgPSBBdG9taWNzLmxvYWQodywgVEFJTCk7XG4gICAgZm9yICg7Oykge1xuICAgICAgY29uc3QgYXQgPSBIRUFERVJfV09SRFMgKyAocG9zICYgdGhpcy5tYXNrKSAqIHRoaXMuc3RyaWRlO1xuICAgICAgY29uc3QgZGlmID0gKEF0b21pY3MubG9hZCh3LCBhdCkgLSBwb3MpIHwgMDtcbiAgICAgIGlmIChkaWYgPT09IDApIHtcbiAgICAgICAgY29uc3Qgc2VlbiA9IEF0b21pY3MuY29tcGFyZUV4Y2hhbmdlKHcsIFRBSUwsIHBvcywgKHBvcyArIDEpIHwgMCk7XG4gICAgICAgIGlmIChzZWVuID09PSBwb3MpIHtcbiAgICAgICAgICBmb3IgKGxldCBpID0gMDsgaSA8IHRoaXMucmVjb3JkV29yZHM7IGkrKykgd1thdCArIDEgKyBpXSA9IHJlY29yZFtpXSBhcyBudW1iZXI7XG4gICAgICAgICAgQXRvbWljcy5zdG9yZSh3LCBhdCwgKHBvcyArIDEpIHwgMCk7IC8vIHB1Ymxpc2ggdGhlIHJlY29yZCAocmVsZWFzZSlcbiAgICAgICAgICByZXR1cm4gdHJ1ZTtcbiAgICAgICAgfVxuICAgICAgICBwb3MgPSBzZWVuO1xuICAgICAgfSBlbHNlIGlmIChkaWYgPCAwKVxuICAgICAgICByZXR1cm4gZmFsc2U7IC8vIHRoZSBzbG90IHN0aWxsIGhvbGRzIGEgcmVjb3JkIG9mIHRoZSBwcmV2aW91cyBsYXBcbiAgICAgIGVsc2UgcG9zID0gQXRvbWljcy5sb2FkKHcsIFRBSUwpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBBbnkgdGhyZWFkLiBUYWtlIHRoZSBvbGRlc3QgcmVjb3JkIGludG8gYG91dGA7IGZhbHNlIHdoZW4gdGhlIHF1ZXVlIGlzIGVtcHR5LiAqL1xuICBwb2xsKG91dDogSW50MzJBcnJheSk6IGJvb2xlYW4ge1xuICAgIGNvbnN0IHcgPSB0aGlzLndvcmRzO1xuICAgIGxldCBwb3MgPSBBdG9taWNzLmxvYWQodywgSEVBRCk7XG4gICAgZm9yICg7Oykge1xuICAgICAgY29uc3QgYXQgPSBIRUFERVJfV09SRFMgKyAocG9zICYgdGhpcy5tYXNrKSAqIHRoaXMuc3RyaWRlO1xuICAgICAgY29uc3QgZGlmID0gKEF0b21pY3MubG9hZCh3LCBhdCkgLSAoKHBvcyArIDEpIHwgMCkpIHwgMDtcbiAgICAgIGlmIChkaWYgPT09IDApIHtcbiAgICAgICAgY29uc3Qgc2VlbiA9IEF0b21pY3MuY29tcGFyZUV4Y2hhbmdlKHcsIEhFQUQsIHBvcywgKHBvcyArIDEpIHwgMCk7XG4gICAgICAgIGlmIChzZWVuID09PSBwb3MpIHtcbiAgICAgICAgICBmb3IgKGxldCBpID0gMDsgaSA8IHRoaXMucmVjb3JkV29yZHM7IGkrKykgb3V0W2ldID0gd1thdCArIDEgKyBpXSBhcyBudW1iZXI7XG4gICAgICAgICAgQXRvbWljcy5zdG9yZSh3LCBhdCwgKHBvcyArIHRoaXMuY2FwYWNpdHkpIHwgMCk7IC8vIGZyZWUgdGhlIHNsb3QgZm9yIHRoZSBuZXh0IGxhcFxuICAgICAgICAgIHJldHVybiB0cnVlO1xuICAgICAgICB9XG4gICAgICAgIHBvcyA9IHNlZW47XG4gICAgICB9IGVsc2UgaWYgKGRpZiA8IDApXG4gICAgICAgIHJldHVybiBmYWxzZTsgLy8gbm90IHlldCBwdWJsaXNoZWQ6IGVtcHR5IChvciBhIHByb2R1Y2VyIG1pZC13cml0ZSlcbiAgICAgIGVsc2UgcG9zID0gQXRvbWljcy5sb2FkKHcsIEhFQUQpO1xuICAgIH1cbiAgfVxuXG4gIC8qKiBSZWNvcmRzIGhlbGQgKGFwcHJveGltYXRlIHdoaWxlIG90aGVyIHRocmVhZHMgb2ZmZXIgb3IgcG9sbCkuICovXG4gIHNpemUoKTogbnVtYmVyIHtcbiAgICBjb25zdCBuID0gKEF0b21pY3MubG9hZCh0aGlzLndvcmRzLCBUQUlMKSAtIEF0b21pY3MubG9hZCh0aGlzLndvcmRzLCBIRUFEKSkgfCAwO1xuICAgIHJldHVybiBuIDwgMCA/IDAgOiBNYXRoLm1pbihuLCB0aGlzLmNhcGFjaXR5KTtcbiAgfVxufVxuIl0sCiAgIm1hcHBpbmdzIjogIkFBS0EsU0FBUyx1QkFBdUI7QUFFaEMsTUFBTSxPQUFPO0FBQ2IsTUFBTSxPQUFPO0FBQ2IsTUFBTSxlQUFlO0FBRXJCLFNBQVMsV0FBVyxVQUFtQixhQUE0QjtBQUNqRSxNQUNFLE9BQU8sYUFBYSxZQUNwQixDQUFDLE9BQU8sVUFBVSxRQUFRLEtBQzFCLFdBQVcsS0FDWCxXQUFXLEtBQUssT0FDZixXQUFZLFdBQVcsT0FBUSxHQUNoQztBQUNBLFVBQU0sZ0JBQWdCLGtCQUFrQiwrQkFBK0IsUUFBUTtBQUFBLEVBQ2pGO0FBQ0EsTUFBSSxPQUFPLGdCQUFnQixZQUFZLENBQUMsT0FBTyxVQUFVLFdBQVcsS0FBSyxjQUFjLEtBQUssY0FBYyxNQUFNO0FBQzlHLFVBQU0sZ0JBQWdCLHFCQUFxQiwyQkFBMkIsV0FBVztBQUFBLEVBQ25GO0FBQ0Y7QUFFTyxNQUFNLFVBQVU7QUFBQSxFQUNyQixPQUFPLFdBQVcsVUFBa0IsYUFBNkI7QUFDL0QsZUFBVyxVQUFVLFdBQVc7QUFDaEMsV0FBTyxLQUFLLGVBQWUsWUFBWSxjQUFjO0FBQUEsRUFDdkQ7QUFBQSxFQUVBLE9BQU8sT0FBTyxVQUFrQixhQUFnQztBQUM5RCxVQUFNLElBQUksSUFBSSxVQUFVLElBQUksa0JBQWtCLFVBQVUsV0FBVyxVQUFVLFdBQVcsQ0FBQyxHQUFHLEdBQUcsVUFBVSxXQUFXO0FBQ3BILE1BQUUsTUFBTTtBQUNSLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFFUztBQUFBLEVBQ0E7QUFBQSxFQUNRO0FBQUEsRUFDQTtBQUFBLEVBQ0E7QUFBQTtBQUFBLEVBR2pCLFlBQVksUUFBMkIsWUFBb0IsVUFBa0IsYUFBcUI7QUFDaEcsUUFBSSxFQUFFLGtCQUFrQixtQkFBb0IsT0FBTSxnQkFBZ0IsZ0JBQWdCLHVCQUF1QixNQUFNO0FBQy9HLFVBQU0sUUFBUSxVQUFVLFdBQVcsVUFBVSxXQUFXO0FBQ3hELFFBQUksT0FBTyxlQUFlLFlBQVksQ0FBQyxPQUFPLFVBQVUsVUFBVSxLQUFLLGFBQWEsS0FBSyxhQUFhLE1BQU0sR0FBRztBQUM3RyxZQUFNLGdCQUFnQixvQkFBb0IsZ0NBQWdDLFVBQVU7QUFBQSxJQUN0RjtBQUNBLFFBQUksYUFBYSxRQUFRLE9BQU8sWUFBWTtBQUMxQyxZQUFNLGdCQUFnQixnQkFBZ0IsWUFBWSxhQUFhLEtBQUssa0JBQWtCLFVBQVUsTUFBTSxLQUFLLEtBQUssT0FBTyxVQUFVO0FBQUEsSUFDbkk7QUFDQSxTQUFLLFdBQVc7QUFDaEIsU0FBSyxjQUFjO0FBQ25CLFNBQUssT0FBTyxXQUFXO0FBQ3ZCLFNBQUssU0FBUyxjQUFjO0FBQzVCLFNBQUssUUFBUSxJQUFJLFdBQVcsUUFBUSxZQUFZLFFBQVEsQ0FBQztBQUFBLEVBQzNEO0FBQUE7QUFBQSxFQUdBLFFBQWM7QUFDWixZQUFRLE1BQU0sS0FBSyxPQUFPLE1BQU0sQ0FBQztBQUNqQyxZQUFRLE1BQU0sS0FBSyxPQUFPLE1BQU0sQ0FBQztBQUNqQyxhQUFTLElBQUksR0FBRyxJQUFJLEtBQUssVUFBVSxJQUFLLFNBQVEsTUFBTSxLQUFLLE9BQU8sZUFBZSxJQUFJLEtBQUssUUFBUSxDQUFDO0FBQUEsRUFDckc7QUFBQTtBQUFBLEVBR0EsTUFBTSxRQUFvQztBQUN4QyxVQUFNLElBQUksS0FBSztBQUNmLFFBQUksTUFBTSxRQUFRLEtBQUssR0FBRyxJQUFJO0FBQzlCLGVBQVM7QUFDUCxZQUFNLEtBQUssZ0JBQWdCLE1BQU0sS0FBSyxRQUFRLEtBQUs7QUFDbkQsWUFBTSxNQUFPLFFBQVEsS0FBSyxHQUFHLEVBQUUsSUFBSSxNQUFPO0FBQzFDLFVBQUksUUFBUSxHQUFHO0FBQ2IsY0FBTSxPQUFPLFFBQVEsZ0JBQWdCLEdBQUcsTUFBTSxLQUFNLE1BQU0sSUFBSyxDQUFDO0FBQ2hFLFlBQUksU0FBUyxLQUFLO0FBQ2hCLG1CQUFTLElBQUksR0FBRyxJQUFJLEtBQUssYUFBYSxJQUFLLEdBQUUsS0FBSyxJQUFJLENBQUMsSUFBSSxPQUFPLENBQUM7QUFDbkUsa0JBQVEsTUFBTSxHQUFHLElBQUssTUFBTSxJQUFLLENBQUM7QUFDbEMsaUJBQU87QUFBQSxRQUNUO0FBQ0EsY0FBTTtBQUFBLE1BQ1IsV0FBVyxNQUFNO0FBQ2YsZUFBTztBQUFBLFVBQ0osT0FBTSxRQUFRLEtBQUssR0FBRyxJQUFJO0FBQUEsSUFDakM7QUFBQSxFQUNGO0FBQUE7QUFBQSxFQUdBLEtBQUssS0FBMEI7QUFDN0IsVUFBTSxJQUFJLEtBQUs7QUFDZixRQUFJLE1BQU0sUUFBUSxLQUFLLEdBQUcsSUFBSTtBQUM5QixlQUFTO0FBQ1AsWUFBTSxLQUFLLGdCQUFnQixNQUFNLEtBQUssUUFBUSxLQUFLO0FBQ25ELFlBQU0sTUFBTyxRQUFRLEtBQUssR0FBRyxFQUFFLEtBQU0sTUFBTSxJQUFLLEtBQU07QUFDdEQsVUFBSSxRQUFRLEdBQUc7QUFDYixjQUFNLE9BQU8sUUFBUSxnQkFBZ0IsR0FBRyxNQUFNLEtBQU0sTUFBTSxJQUFLLENBQUM7QUFDaEUsWUFBSSxTQUFTLEtBQUs7QUFDaEIsbUJBQVMsSUFBSSxHQUFHLElBQUksS0FBSyxhQUFhLElBQUssS0FBSSxDQUFDLElBQUksRUFBRSxLQUFLLElBQUksQ0FBQztBQUNoRSxrQkFBUSxNQUFNLEdBQUcsSUFBSyxNQUFNLEtBQUssV0FBWSxDQUFDO0FBQzlDLGlCQUFPO0FBQUEsUUFDVDtBQUNBLGNBQU07QUFBQSxNQUNSLFdBQVcsTUFBTTtBQUNmLGVBQU87QUFBQSxVQUNKLE9BQU0sUUFBUSxLQUFLLEdBQUcsSUFBSTtBQUFBLElBQ2pDO0FBQUEsRUFDRjtBQUFBO0FBQUEsRUFHQSxPQUFlO0FBQ2IsVUFBTSxJQUFLLFFBQVEsS0FBSyxLQUFLLE9BQU8sSUFBSSxJQUFJLFFBQVEsS0FBSyxLQUFLLE9BQU8sSUFBSSxJQUFLO0FBQzlFLFdBQU8sSUFBSSxJQUFJLElBQUksS0FBSyxJQUFJLEdBQUcsS0FBSyxRQUFRO0FBQUEsRUFDOUM7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
