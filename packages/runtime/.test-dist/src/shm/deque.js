import { invalidArgument } from "../errors.js";
const TOP = 0;
const BOTTOM = 16;
const HEADER_WORDS = 32;
function checkShape(capacity, recordWords) {
  if (typeof capacity !== "number" || !Number.isInteger(capacity) || capacity < 1 || capacity > 2 ** 24 || (capacity & capacity - 1) !== 0) {
    throw invalidArgument("deque capacity", "a power of two in [1, 2^24]", capacity);
  }
  if (typeof recordWords !== "number" || !Number.isInteger(recordWords) || recordWords < 1 || recordWords > 4096) {
    throw invalidArgument("deque recordWords", "an integer in [1, 4096]", recordWords);
  }
}
class TaskDeque {
  /** Bytes a deque of `capacity` records of `recordWords` Int32 words occupies. */
  static byteLength(capacity, recordWords) {
    checkShape(capacity, recordWords);
    return 4 * (HEADER_WORDS + capacity * recordWords);
  }
  /** A deque in a fresh buffer of its own (tests, single-process use). */
  static create(capacity, recordWords) {
    return new TaskDeque(new SharedArrayBuffer(TaskDeque.byteLength(capacity, recordWords)), 0, capacity, recordWords);
  }
  capacity;
  recordWords;
  words;
  mask;
  constructor(buffer, byteOffset, capacity, recordWords) {
    if (!(buffer instanceof SharedArrayBuffer)) throw invalidArgument("deque buffer", "a SharedArrayBuffer", buffer);
    const bytes = TaskDeque.byteLength(capacity, recordWords);
    if (typeof byteOffset !== "number" || !Number.isInteger(byteOffset) || byteOffset < 0 || byteOffset % 4 !== 0) {
      throw invalidArgument("deque byteOffset", "a non-negative multiple of 4", byteOffset);
    }
    if (byteOffset + bytes > buffer.byteLength) {
      throw invalidArgument("deque buffer", `at least ${byteOffset + bytes} bytes (offset ${byteOffset} + ${bytes})`, buffer.byteLength);
    }
    this.capacity = capacity;
    this.recordWords = recordWords;
    this.mask = capacity - 1;
    this.words = new Int32Array(buffer, byteOffset, bytes / 4);
  }
  /** Clear the deque. Only while no other thread uses it. */
  reset() {
    Atomics.store(this.words, TOP, 0);
    Atomics.store(this.words, BOTTOM, 0);
  }
  /**
   * Owner only. Append `record` (its first `recordWords` values) at the bottom. Returns false when
   * the deque holds `capacity` records (back-pressure: the caller runs the task itself or waits).
   */
  push(record) {
    const w = this.words;
    const b = Atomics.load(w, BOTTOM);
    const t = Atomics.load(w, TOP);
    if ((b - t | 0) >= this.capacity) return false;
    const n = this.recordWords;
    const at = HEADER_WORDS + (b & this.mask) * n;
    for (let i = 0; i < n; i++) w[at + i] = record[i];
    Atomics.store(w, BOTTOM, b + 1 | 0);
    return true;
  }
  /** Owner only. Take the newest record into `out`; false when the deque is empty. */
  pop(out) {
    const w = this.words;
    const b = Atomics.load(w, BOTTOM) - 1 | 0;
    Atomics.store(w, BOTTOM, b);
    const t = Atomics.load(w, TOP);
    const left = b - t | 0;
    if (left < 0) {
      Atomics.store(w, BOTTOM, t);
      return false;
    }
    const n = this.recordWords;
    const at = HEADER_WORDS + (b & this.mask) * n;
    for (let i = 0; i < n; i++) out[i] = w[at + i];
    if (left > 0) return true;
    const won = Atomics.compareExchange(w, TOP, t, t + 1 | 0) === t;
    Atomics.store(w, BOTTOM, t + 1 | 0);
    return won;
  }
  /**
   * Any thread. Take the oldest record into `out`: 'ok', 'empty', or 'retry' when another thread
   * took it first (the caller may try again or pick another victim). The record is copied before
   * the compare-and-swap on TOP and counts only if that CAS wins (see README: no torn reads).
   */
  steal(out) {
    const w = this.words;
    const t = Atomics.load(w, TOP);
    const b = Atomics.load(w, BOTTOM);
    if ((b - t | 0) <= 0) return "empty";
    const n = this.recordWords;
    const at = HEADER_WORDS + (t & this.mask) * n;
    for (let i = 0; i < n; i++) out[i] = w[at + i];
    return Atomics.compareExchange(w, TOP, t, t + 1 | 0) === t ? "ok" : "retry";
  }
  /** Records held (approximate while other threads push, pop or steal). */
  size() {
    const b = Atomics.load(this.words, BOTTOM);
    const t = Atomics.load(this.words, TOP);
    const n = b - t | 0;
    return n < 0 ? 0 : Math.min(n, this.capacity);
  }
}
export {
  TaskDeque
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3NobS9kZXF1ZS50cyJdLAogICJzb3VyY2VzQ29udGVudCI6IFsiLyoqXG4gKiBBIGxvY2stZnJlZSB3b3JrLXN0ZWFsaW5nIGRlcXVlIChDaGFzZVx1MjAxM0xldiB3aXRoIGEgZml4ZWQgY2FwYWNpdHkpIG9mIGZpeGVkLXNpemUgSW50MzIgdGFza1xuICogcmVjb3JkcyBpbiBhIFNoYXJlZEFycmF5QnVmZmVyLiBUaGUgb3duZXIgcHVzaGVzIGFuZCBwb3BzIGF0IHRoZSBib3R0b207IGFueSB0aHJlYWQgc3RlYWxzIGF0IHRoZVxuICogdG9wLiBMYXlvdXQsIG1lbW9yeSBvcmRlciBhbmQgdGhlIHJhY2VzIGl0IHByZXZlbnRzOiAuL1JFQURNRS5tZCAoXCJUYXNrIGRlcXVlXCIpLlxuICovXG5pbXBvcnQgeyBpbnZhbGlkQXJndW1lbnQgfSBmcm9tICcuLi9lcnJvcnMuanMnO1xuXG5leHBvcnQgdHlwZSBTdGVhbE91dGNvbWUgPSAnZW1wdHknIHwgJ29rJyB8ICdyZXRyeSc7XG5cbi8qKiBJbnQzMiB3b3JkIG9mIFRPUCAobmV4dCBpbmRleCB0byBzdGVhbCkgYW5kIEJPVFRPTSAobmV4dCBpbmRleCB0byBwdXNoKSwgZWFjaCBvbiBpdHMgb3duIGxpbmUuICovXG5jb25zdCBUT1AgPSAwO1xuY29uc3QgQk9UVE9NID0gMTY7XG5jb25zdCBIRUFERVJfV09SRFMgPSAzMjtcblxuZnVuY3Rpb24gY2hlY2tTaGFwZShjYXBhY2l0eTogdW5rbm93biwgcmVjb3JkV29yZHM6IHVua25vd24pOiB2b2lkIHtcbiAgaWYgKFxuICAgIHR5cGVvZiBjYXBhY2l0eSAhPT0gJ251bWJlcicgfHxcbiAgICAhTnVtYmVyLmlzSW50ZWdlcihjYXBhY2l0eSkgfHxcbiAgICBjYXBhY2l0eSA8IDEgfHxcbiAgICBjYXBhY2l0eSA+IDIgKiogMjQgfHxcbiAgICAoY2FwYWNpdHkgJiAoY2FwYWNpdHkgLSAxKSkgIT09IDBcbiAgKSB7XG4gICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdkZXF1ZSBjYXBhY2l0eScsICdhIHBvd2VyIG9mIHR3byBpbiBbMSwgMl4yNF0nLCBjYXBhY2l0eSk7XG4gIH1cbiAgaWYgKHR5cGVvZiByZWNvcmRXb3JkcyAhPT0gJ251bWJlcicgfHwgIU51bWJlci5pc0ludGVnZXIocmVjb3JkV29yZHMpIHx8IHJlY29yZFdvcmRzIDwgMSB8fCByZWNvcmRXb3JkcyA+IDQwOTYpIHtcbiAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2RlcXVlIHJlY29yZFdvcmRzJywgJ2FuIGludGVnZXIgaW4gWzEsIDQwOTZdJywgcmVjb3JkV29yZHMpO1xuICB9XG59XG5cbmV4cG9ydCBjbGFzcyBUYXNrRGVxdWUge1xuICAvKiogQnl0ZXMgYSBkZXF1ZSBvZiBgY2FwYWNpdHlgIHJlY29yZHMgb2YgYHJlY29yZFdvcmRzYCBJbnQzMiB3b3JkcyBvY2N1cGllcy4gKi9cbiAgc3RhdGljIGJ5dGVMZW5ndGgoY2FwYWNpdHk6IG51bWJlciwgcmVjb3JkV29yZHM6IG51bWJlcik6IG51bWJlciB7XG4gICAgY2hlY2tTaGFwZShjYXBhY2l0eSwgcmVjb3JkV29yZHMpO1xuICAgIHJldHVybiA0ICogKEhFQURFUl9XT1JEUyArIGNhcGFjaXR5ICogcmVjb3JkV29yZHMpO1xuICB9XG5cbiAgLyoqIEEgZGVxdWUgaW4gYSBmcmVzaCBidWZmZXIgb2YgaXRzIG93biAodGVzdHMsIHNpbmdsZS1wcm9jZXNzIHVzZSkuICovXG4gIHN0YXRpYyBjcmVhdGUoY2FwYWNpdHk6IG51bWJlciwgcmVjb3JkV29yZHM6IG51bWJlcik6IFRhc2tEZXF1ZSB7XG4gICAgcmV0dXJuIG5ldyBUYXNrRGVxdWUobmV3IFNoYXJlZEFycmF5QnVmZmVyKFRhc2tEZXF1ZS5ieXRlTGVuZ3RoKGNhcGFjaXR5LCByZWNvcmRXb3JkcykpLCAwLCBjYXBhY2l0eSwgcmVjb3JkV29yZHMpO1xuICB9XG5cbiAgcmVhZG9ubHkgY2FwYWNpdHk6IG51bWJlcjtcbiAgcmVhZG9ubHkgcmVjb3JkV29yZHM6IG51bWJlcjtcbiAgcHJpdmF0ZSByZWFkb25seSB3b3JkczogSW50MzJBcnJheTtcbiAgcHJpdmF0ZSByZWFkb25seSBtYXNrOiBudW1iZXI7XG5cbiAgY29uc3RydWN0b3IoYnVmZmVyOiBTaGFyZWRBcnJheUJ1ZmZlciwgYnl0ZU9mZnNldDogbnVtYmVyLCBjYXBhY2l0eTogbnVtYmVyLCByZWNvcmRXb3JkczogbnVtYmVyKSB7XG4gICAgaWYgKCEoYnVmZmVyIGluc3RhbmNlb2YgU2hhcmVkQXJyYXlCdWZmZXIpKSB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2RlcXVlIGJ1ZmZlcicsICdhIFNoYXJlZEFycmF5QnVmZmVyJywgYnVmZmVyKTtcbiAgICBjb25zdCBieXRlcyA9IFRhc2tEZXF1ZS5ieXRlTGVuZ3RoKGNhcGFjaXR5LCByZWNvcmRXb3Jkcyk7XG4gICAgaWYgKHR5cGVvZiBieXRlT2Zmc2V0ICE9PSAnbnVtYmVyJyB8fCAhTnVtYmVyLmlzSW50ZWdlcihieXRlT2Zmc2V0KSB8fCBieXRlT2Zmc2V0IDwgMCB8fCBieXRlT2Zmc2V0ICUgNCAhPT0gMCkge1xuICAgICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdkZXF1ZSBieXRlT2Zmc2V0JywgJ2Egbm9uLW5lZ2F0aXZlIG11bHRpcGxlIG9mIDQnLCBieXRlT2Zmc2V0KTtcbiAgICB9XG4gICAgaWYgKGJ5dGVPZmZzZXQgKyBieXRlcyA+IGJ1ZmZlci5ieXRlTGVuZ3RoKSB7XG4gICAgICB0aHJvdyBpbnZhbGlkQXJndW1lbnQoJ2RlcXVlIGJ1ZmZlcicsIGBhdCBsZWFzdCAke2J5dGVPZmZzZXQgKyBieXRlc30gYnl0ZXMgKG9mZnNldCAke2J5dGVPZmZzZXR9ICsgJHtieXRlc30pYCwgYnVmZmVyLmJ5dGVMZW5ndGgpO1xuICAgIH1cbiAgICB0aGlzLmNhcGFjaXR5ID0gY2FwYWNpdHk7XG4gICAgdGhpcy5yZWNvcmRXb3JkcyA9IHJlY29yZFdvcmRzO1xuICAgIHRoaXMubWFzayA9IGNhcGFjaXR5IC0gMTtcbiAgICB0aGlzLndvcmRzID0gbmV3IEludDMyQXJyYXkoYnVmZmVyLCBieXRlT2Zmc2V0LCBieXRlcyAvIDQpO1xuICB9XG5cbiAgLyoqIENsZWFyIHRoZSBkZXF1ZS4gT25seSB3aGlsZSBubyBvdGhlciB0aHJlYWQgdXNlcyBpdC4gKi9cbiAgcmVzZXQoKTogdm9pZCB7XG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLndvcmRzLCBUT1AsIDApO1xuICAgIEF0b21pY3Muc3RvcmUodGhpcy53b3JkcywgQk9UVE9NLCAwKTtcbiAgfVxuXG4gIC8qKlxuICAgKiBPd25lciBvbmx5LiBBcHBlbmQgYHJlY29yZGAgKGl0cyBmaXJzdCBgcmVjb3JkV29yZHNgIHZhbHVlcykgYXQgdGhlIGJvdHRvbS4gUmV0dXJucyBmYWxzZSB3aGVuXG4gICAqIHRoZSBkZXF1ZSBob2xkcyBgY2FwYWNpdHlgIHJlY29yZHMgKGJhY2stcHJlc3N1cmU6IHRoZSBjYWxsZXIgcnVucyB0aGUgdGFzayBpdHNlbGYgb3Igd2FpdHMpLlxuICAgKi9cbiAgcHVzaChyZWNvcmQ6IEFycmF5TGlrZTxudW1iZXI+KTogYm9vbGVhbiB7XG4gICAgY29uc3QgdyA9IHRoaXMud29yZHM7XG4gICAgY29uc3QgYiA9IEF0b21pY3MubG9hZCh3LCBCT1RUT00pO1xuICAgIGNvbnN0IHQgPSBBdG9taWNzLmxvYWQodywgVE9QKTtcbiAgICBpZiAoKChiIC0gdCkgfCAwKSA+PSB0aGlzLmNhcGFjaXR5KSByZXR1cm4gZmFsc2U7XG4gICAgY29uc3QgbiA9IHRoaXMucmVjb3JkV29yZHM7XG4gICAgY29uc3QgYXQgPSBIRUFERVJfV09SRFMgKyAoYiAmIHRoaXMubWFzaykgKiBuO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSB3W2F0ICsgaV0gPSByZWNvcmRbaV0gYXMgbnVtYmVyO1xuICAgIC8vIFB1Ymxpc2g6IHRoZSByZWNvcmQncyB3b3JkcyBhcmUgb3JkZXJlZCBiZWZvcmUgdGhpcyBzdG9yZSAocmVsZWFzZSkuXG4gICAgQXRvbWljcy5zdG9yZSh3LCBCT1RUT00sIChiICsgMSkgfCAwKTtcbiAgICByZXR1cm4gdHJ1ZTtcbiAgfVxuXG4gIC8qKiBPd25lciBvbmx5LiBUYWtlIHRoZSBuZXdlc3QgcmVjb3JkIGludG8gYG91dGA7IGZhbHNlIHdoZW4gdGhlIGRlcXVlIGlzIGVtcHR5LiAqL1xuICBwb3Aob3V0OiBJbnQzMkFycmF5KTogYm9vbGVhbiB7XG4gICAgY29uc3QgdyA9IHRoaXMud29yZHM7XG4gICAgY29uc3QgYiA9IChBdG9taWNzLmxvYWQodywgQk9UVE9NKSAtIDEpIHwgMDtcbiAgICBBdG9taWNzLnN0b3JlKHcsIEJPVFRPTSwgYik7XG4gICAgY29uc3QgdCA9IEF0b21pY3MubG9hZCh3LCBUT1ApO1xuICAgIGNvbnN0IGxlZnQgPSAoYiAtIHQpIHwgMDtcbiAgICBpZiAobGVmdCA8IDApIHtcbiAgICAgIEF0b21pY3Muc3RvcmUodywgQk9UVE9NLCB0KTtcbiAgICAgIHJldHVybiBmYWxzZTtcbiAgICB9XG4gICAgY29uc3QgbiA9IHRoaXMucmVjb3JkV29yZHM7XG4gICAgY29uc3QgYXQgPSBIRUFERVJfV09SRFMgKyAoYiAmIHRoaXMubWFzaykgKiBuO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSBvdXRbaV0gPSB3W2F0ICsgaV0gYXMgbnVtYmVyO1xuICAgIGlmIChsZWZ0ID4gMCkgcmV0dXJuIHRydWU7XG4gICAgLy8gVGhlIGxhc3QgcmVjb3JkOiByYWNlIHRoZSB0aGlldmVzIGZvciBpdCBvbiBUT1AuXG4gICAgY29uc3Qgd29uID0gQXRvbWljcy5jb21wYXJlRXhjaGFuZ2UodywgVE9QLCB0LCAodCArIDEpIHwgMCkgPT09IHQ7XG4gICAgQXRvbWljcy5zdG9yZSh3LCBCT1RUT00sICh0ICsgMSkgfCAwKTtcbiAgICByZXR1cm4gd29uO1xuICB9XG5cbiAgLyoqXG4gICAqIEFueSB0aHJlYWQuIFRha2UgdGhlIG9sZGVzdCByZWNvcmQgaW50byBgb3V0YDogJ29rJywgJ2VtcHR5Jywgb3IgJ3JldHJ5JyB3aGVuIGFub3RoZXIgdGhyZWFkXG4gICAqIHRvb2sgaXQgZmlyc3QgKHRoZSBjYWxsZXIgbWF5IHRyeSBhZ2FpbiBvciBwaWNrIGFub3RoZXIgdmljdGltKS4gVGhlIHJlY29yZCBpcyBjb3BpZWQgYmVmb3JlXG4gICAqIHRoZSBjb21wYXJlLWFuZC1zd2FwIG9uIFRPUCBhbmQgY291bnRzIG9ubHkgaWYgdGhhdCBDQVMgd2lucyAoc2VlIFJFQURNRTogbm8gdG9ybiByZWFkcykuXG4gICAqL1xuICBzdGVhbChvdXQ6IEludDMyQXJyYXkpOiBTdGVhbE91dGNvbWUge1xuICAgIGNvbnN0IHcgPSB0aGlzLndvcmRzO1xuICAgIGNvbnN0IHQgPSBBdG9taWNzLmxvYWQodywgVE9QKTtcbiAgICBjb25zdCBiID0gQXRvbWljcy5sb2FkKHcsIEJPVFRPTSk7XG4gICAgaWYgKCgoYiAtIHQpIHwgMCkgPD0gMCkgcmV0dXJuICdlbXB0eSc7XG4gICAgY29uc3QgbiA9IHRoaXMucmVjb3JkV29yZHM7XG4gICAgY29uc3QgYXQgPSBIRUFERVJfV09SRFMgKyAodCAmIHRoaXMubWFzaykgKiBuO1xuICAgIGZvciAobGV0IGkgPSAwOyBpIDwgbjsgaSsrKSBvdXRbaV0gPSB3W2F0ICsgaV0gYXMgbnVtYmVyO1xuICAgIHJldHVybiBBdG9taWNzLmNvbXBhcmVFeGNoYW5nZSh3LCBUT1AsIHQsICh0ICsgMSkgfCAwKSA9PT0gdCA/ICdvaycgOiAncmV0cnknO1xuICB9XG5cbiAgLyoqIFJlY29yZHMgaGVsZCAoYXBwcm94aW1hdGUgd2hpbGUgb3RoZXIgdGhyZWFkcyBwdXNoLCBwb3Agb3Igc3RlYWwpLiAqL1xuICBzaXplKCk6IG51bWJlciB7XG4gICAgY29uc3QgYiA9IEF0b21pY3MubG9hZCh0aGlzLndvcmRzLCBCT1RUT00pO1xuICAgIGNvbnN0IHQgPSBBdG9taWNzLmxvYWQodGhpcy53b3JkcywgVE9QKTtcbiAgICBjb25zdCBuID0gKGIgLSB0KSB8IDA7XG4gICAgcmV0dXJuIG4gPCAwID8gMCA6IE1hdGgubWluKG4sIHRoaXMuY2FwYWNpdHkpO1xuICB9XG59XG4iXSwKICAibWFwcGluZ3MiOiAiQUFLQSxTQUFTLHVCQUF1QjtBQUtoQyxNQUFNLE1BQU07QUFDWixNQUFNLFNBQVM7QUFDZixNQUFNLGVBQWU7QUFFckIsU0FBUyxXQUFXLFVBQW1CLGFBQTRCO0FBQ2pFLE1BQ0UsT0FBTyxhQUFhLFlBQ3BCLENBQUMsT0FBTyxVQUFVLFFBQVEsS0FDMUIsV0FBVyxLQUNYLFdBQVcsS0FBSyxPQUNmLFdBQVksV0FBVyxPQUFRLEdBQ2hDO0FBQ0EsVUFBTSxnQkFBZ0Isa0JBQWtCLCtCQUErQixRQUFRO0FBQUEsRUFDakY7QUFDQSxNQUFJLE9BQU8sZ0JBQWdCLFlBQVksQ0FBQyxPQUFPLFVBQVUsV0FBVyxLQUFLLGNBQWMsS0FBSyxjQUFjLE1BQU07QUFDOUcsVUFBTSxnQkFBZ0IscUJBQXFCLDJCQUEyQixXQUFXO0FBQUEsRUFDbkY7QUFDRjtBQUVPLE1BQU0sVUFBVTtBQUFBO0FBQUEsRUFFckIsT0FBTyxXQUFXLFVBQWtCLGFBQTZCO0FBQy9ELGVBQVcsVUFBVSxXQUFXO0FBQ2hDLFdBQU8sS0FBSyxlQUFlLFdBQVc7QUFBQSxFQUN4QztBQUFBO0FBQUEsRUFHQSxPQUFPLE9BQU8sVUFBa0IsYUFBZ0M7QUFDOUQsV0FBTyxJQUFJLFVBQVUsSUFBSSxrQkFBa0IsVUFBVSxXQUFXLFVBQVUsV0FBVyxDQUFDLEdBQUcsR0FBRyxVQUFVLFdBQVc7QUFBQSxFQUNuSDtBQUFBLEVBRVM7QUFBQSxFQUNBO0FBQUEsRUFDUTtBQUFBLEVBQ0E7QUFBQSxFQUVqQixZQUFZLFFBQTJCLFlBQW9CLFVBQWtCLGFBQXFCO0FBQ2hHLFFBQUksRUFBRSxrQkFBa0IsbUJBQW9CLE9BQU0sZ0JBQWdCLGdCQUFnQix1QkFBdUIsTUFBTTtBQUMvRyxVQUFNLFFBQVEsVUFBVSxXQUFXLFVBQVUsV0FBVztBQUN4RCxRQUFJLE9BQU8sZUFBZSxZQUFZLENBQUMsT0FBTyxVQUFVLFVBQVUsS0FBSyxhQUFhLEtBQUssYUFBYSxNQUFNLEdBQUc7QUFDN0csWUFBTSxnQkFBZ0Isb0JBQW9CLGdDQUFnQyxVQUFVO0FBQUEsSUFDdEY7QUFDQSxRQUFJLGFBQWEsUUFBUSxPQUFPLFlBQVk7QUFDMUMsWUFBTSxnQkFBZ0IsZ0JBQWdCLFlBQVksYUFBYSxLQUFLLGtCQUFrQixVQUFVLE1BQU0sS0FBSyxLQUFLLE9BQU8sVUFBVTtBQUFBLElBQ25JO0FBQ0EsU0FBSyxXQUFXO0FBQ2hCLFNBQUssY0FBYztBQUNuQixTQUFLLE9BQU8sV0FBVztBQUN2QixTQUFLLFFBQVEsSUFBSSxXQUFXLFFBQVEsWUFBWSxRQUFRLENBQUM7QUFBQSxFQUMzRDtBQUFBO0FBQUEsRUFHQSxRQUFjO0FBQ1osWUFBUSxNQUFNLEtBQUssT0FBTyxLQUFLLENBQUM7QUFDaEMsWUFBUSxNQUFNLEtBQUssT0FBTyxRQUFRLENBQUM7QUFBQSxFQUNyQztBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFNQSxLQUFLLFFBQW9DO0FBQ3ZDLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxJQUFJLFFBQVEsS0FBSyxHQUFHLE1BQU07QUFDaEMsVUFBTSxJQUFJLFFBQVEsS0FBSyxHQUFHLEdBQUc7QUFDN0IsU0FBTSxJQUFJLElBQUssTUFBTSxLQUFLLFNBQVUsUUFBTztBQUMzQyxVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sS0FBSyxnQkFBZ0IsSUFBSSxLQUFLLFFBQVE7QUFDNUMsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssR0FBRSxLQUFLLENBQUMsSUFBSSxPQUFPLENBQUM7QUFFaEQsWUFBUSxNQUFNLEdBQUcsUUFBUyxJQUFJLElBQUssQ0FBQztBQUNwQyxXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUEsRUFHQSxJQUFJLEtBQTBCO0FBQzVCLFVBQU0sSUFBSSxLQUFLO0FBQ2YsVUFBTSxJQUFLLFFBQVEsS0FBSyxHQUFHLE1BQU0sSUFBSSxJQUFLO0FBQzFDLFlBQVEsTUFBTSxHQUFHLFFBQVEsQ0FBQztBQUMxQixVQUFNLElBQUksUUFBUSxLQUFLLEdBQUcsR0FBRztBQUM3QixVQUFNLE9BQVEsSUFBSSxJQUFLO0FBQ3ZCLFFBQUksT0FBTyxHQUFHO0FBQ1osY0FBUSxNQUFNLEdBQUcsUUFBUSxDQUFDO0FBQzFCLGFBQU87QUFBQSxJQUNUO0FBQ0EsVUFBTSxJQUFJLEtBQUs7QUFDZixVQUFNLEtBQUssZ0JBQWdCLElBQUksS0FBSyxRQUFRO0FBQzVDLGFBQVMsSUFBSSxHQUFHLElBQUksR0FBRyxJQUFLLEtBQUksQ0FBQyxJQUFJLEVBQUUsS0FBSyxDQUFDO0FBQzdDLFFBQUksT0FBTyxFQUFHLFFBQU87QUFFckIsVUFBTSxNQUFNLFFBQVEsZ0JBQWdCLEdBQUcsS0FBSyxHQUFJLElBQUksSUFBSyxDQUFDLE1BQU07QUFDaEUsWUFBUSxNQUFNLEdBQUcsUUFBUyxJQUFJLElBQUssQ0FBQztBQUNwQyxXQUFPO0FBQUEsRUFDVDtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUE7QUFBQSxFQU9BLE1BQU0sS0FBK0I7QUFDbkMsVUFBTSxJQUFJLEtBQUs7QUFDZixVQUFNLElBQUksUUFBUSxLQUFLLEdBQUcsR0FBRztBQUM3QixVQUFNLElBQUksUUFBUSxLQUFLLEdBQUcsTUFBTTtBQUNoQyxTQUFNLElBQUksSUFBSyxNQUFNLEVBQUcsUUFBTztBQUMvQixVQUFNLElBQUksS0FBSztBQUNmLFVBQU0sS0FBSyxnQkFBZ0IsSUFBSSxLQUFLLFFBQVE7QUFDNUMsYUFBUyxJQUFJLEdBQUcsSUFBSSxHQUFHLElBQUssS0FBSSxDQUFDLElBQUksRUFBRSxLQUFLLENBQUM7QUFDN0MsV0FBTyxRQUFRLGdCQUFnQixHQUFHLEtBQUssR0FBSSxJQUFJLElBQUssQ0FBQyxNQUFNLElBQUksT0FBTztBQUFBLEVBQ3hFO0FBQUE7QUFBQSxFQUdBLE9BQWU7QUFDYixVQUFNLElBQUksUUFBUSxLQUFLLEtBQUssT0FBTyxNQUFNO0FBQ3pDLFVBQU0sSUFBSSxRQUFRLEtBQUssS0FBSyxPQUFPLEdBQUc7QUFDdEMsVUFBTSxJQUFLLElBQUksSUFBSztBQUNwQixXQUFPLElBQUksSUFBSSxJQUFJLEtBQUssSUFBSSxHQUFHLEtBQUssUUFBUTtBQUFBLEVBQzlDO0FBQ0Y7IiwKICAibmFtZXMiOiBbXQp9Cg==
