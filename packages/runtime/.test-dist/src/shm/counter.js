import { invalidArgument } from "../errors.js";
class SharedCounter {
  constructor(words, index) {
    this.words = words;
    this.index = index;
    if (!Number.isInteger(index) || index < 0 || index >= words.length) {
      throw invalidArgument("counter index", `an integer in [0, ${words.length})`, index);
    }
  }
  words;
  index;
  static create(initial = 0) {
    const c = new SharedCounter(new Int32Array(new SharedArrayBuffer(4)), 0);
    c.set(initial);
    return c;
  }
  get() {
    return Atomics.load(this.words, this.index);
  }
  set(value) {
    Atomics.store(this.words, this.index, value);
  }
  /** Add `delta`; returns the value before the addition (fetch-and-add). */
  add(delta) {
    return Atomics.add(this.words, this.index, delta);
  }
  /** Replace `expected` with `value`; returns the value found (equal to `expected` on success). */
  compareExchange(expected, value) {
    return Atomics.compareExchange(this.words, this.index, expected, value);
  }
  /**
   * Take up to `want` units from a counter that counts *remaining* units down to 0 (a shared work
   * pool). Returns [start, count] with start = units already taken before this grab, or count 0
   * when nothing is left.
   */
  static claim(next, total, want) {
    if (want < 1) throw invalidArgument("claim size", "an integer >= 1", want);
    const start = next.add(want);
    if (start >= total) return [total, 0];
    return [start, Math.min(want, total - start)];
  }
  notifyAll() {
    Atomics.notify(this.words, this.index);
  }
}
export {
  SharedCounter
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL3NobS9jb3VudGVyLnRzIl0sCiAgInNvdXJjZXNDb250ZW50IjogWyIvKiogU2hhcmVkIGludGVnZXIgY291bnRlcnMgKEludDMyIG9yIEJpZ0ludDY0IHdvcmRzKSB3aXRoIGF0b21pYyByZWFkLW1vZGlmeS13cml0ZS4gKi9cbmltcG9ydCB7IGludmFsaWRBcmd1bWVudCB9IGZyb20gJy4uL2Vycm9ycy5qcyc7XG5cbmV4cG9ydCBjbGFzcyBTaGFyZWRDb3VudGVyIHtcbiAgc3RhdGljIGNyZWF0ZShpbml0aWFsID0gMCk6IFNoYXJlZENvdW50ZXIge1xuICAgIGNvbnN0IGMgPSBuZXcgU2hhcmVkQ291bnRlcihuZXcgSW50MzJBcnJheShuZXcgU2hhcmVkQXJyYXlCdWZmZXIoNCkpLCAwKTtcbiAgICBjLnNldChpbml0aWFsKTtcbiAgICByZXR1cm4gYztcbiAgfVxuXG4gIGNvbnN0cnVjdG9yKFxuICAgIHJlYWRvbmx5IHdvcmRzOiBJbnQzMkFycmF5LFxuICAgIHJlYWRvbmx5IGluZGV4OiBudW1iZXIsXG4gICkge1xuICAgIGlmICghTnVtYmVyLmlzSW50ZWdlcihpbmRleCkgfHwgaW5kZXggPCAwIHx8IGluZGV4ID49IHdvcmRzLmxlbmd0aCkge1xuICAgICAgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdjb3VudGVyIGluZGV4JywgYGFuIGludGVnZXIgaW4gWzAsICR7d29yZHMubGVuZ3RofSlgLCBpbmRleCk7XG4gICAgfVxuICB9XG5cbiAgZ2V0KCk6IG51bWJlciB7XG4gICAgcmV0dXJuIEF0b21pY3MubG9hZCh0aGlzLndvcmRzLCB0aGlzLmluZGV4KTtcbiAgfVxuXG4gIHNldCh2YWx1ZTogbnVtYmVyKTogdm9pZCB7XG4gICAgQXRvbWljcy5zdG9yZSh0aGlzLndvcmRzLCB0aGlzLmluZGV4LCB2YWx1ZSk7XG4gIH1cblxuICAvKiogQWRkIGBkZWx0YWA7IHJldHVybnMgdGhlIHZhbHVlIGJlZm9yZSB0aGUgYWRkaXRpb24gKGZldGNoLWFuZC1hZGQpLiAqL1xuICBhZGQoZGVsdGE6IG51bWJlcik6IG51bWJlciB7XG4gICAgcmV0dXJuIEF0b21pY3MuYWRkKHRoaXMud29yZHMsIHRoaXMuaW5kZXgsIGRlbHRhKTtcbiAgfVxuXG4gIC8qKiBSZXBsYWNlIGBleHBlY3RlZGAgd2l0aCBgdmFsdWVgOyByZXR1cm5zIHRoZSB2YWx1ZSBmb3VuZCAoZXF1YWwgdG8gYGV4cGVjdGVkYCBvbiBzdWNjZXNzKS4gKi9cbiAgY29tcGFyZUV4Y2hhbmdlKGV4cGVjdGVkOiBudW1iZXIsIHZhbHVlOiBudW1iZXIpOiBudW1iZXIge1xuICAgIHJldHVybiBBdG9taWNzLmNvbXBhcmVFeGNoYW5nZSh0aGlzLndvcmRzLCB0aGlzLmluZGV4LCBleHBlY3RlZCwgdmFsdWUpO1xuICB9XG5cbiAgLyoqXG4gICAqIFRha2UgdXAgdG8gYHdhbnRgIHVuaXRzIGZyb20gYSBjb3VudGVyIHRoYXQgY291bnRzICpyZW1haW5pbmcqIHVuaXRzIGRvd24gdG8gMCAoYSBzaGFyZWQgd29ya1xuICAgKiBwb29sKS4gUmV0dXJucyBbc3RhcnQsIGNvdW50XSB3aXRoIHN0YXJ0ID0gdW5pdHMgYWxyZWFkeSB0YWtlbiBiZWZvcmUgdGhpcyBncmFiLCBvciBjb3VudCAwXG4gICAqIHdoZW4gbm90aGluZyBpcyBsZWZ0LlxuICAgKi9cbiAgc3RhdGljIGNsYWltKG5leHQ6IFNoYXJlZENvdW50ZXIsIHRvdGFsOiBudW1iZXIsIHdhbnQ6IG51bWJlcik6IHJlYWRvbmx5IFtudW1iZXIsIG51bWJlcl0ge1xuICAgIGlmICh3YW50IDwgMSkgdGhyb3cgaW52YWxpZEFyZ3VtZW50KCdjbGFpbSBzaXplJywgJ2FuIGludGVnZXIgPj0gMScsIHdhbnQpO1xuICAgIGNvbnN0IHN0YXJ0ID0gbmV4dC5hZGQod2FudCk7XG4gICAgaWYgKHN0YXJ0ID49IHRvdGFsKSByZXR1cm4gW3RvdGFsLCAwXTtcbiAgICByZXR1cm4gW3N0YXJ0LCBNYXRoLm1pbih3YW50LCB0b3RhbCAtIHN0YXJ0KV07XG4gIH1cblxuICBub3RpZnlBbGwoKTogdm9pZCB7XG4gICAgQXRvbWljcy5ub3RpZnkodGhpcy53b3JkcywgdGhpcy5pbmRleCk7XG4gIH1cbn1cbiJdLAogICJtYXBwaW5ncyI6ICJBQUNBLFNBQVMsdUJBQXVCO0FBRXpCLE1BQU0sY0FBYztBQUFBLEVBT3pCLFlBQ1csT0FDQSxPQUNUO0FBRlM7QUFDQTtBQUVULFFBQUksQ0FBQyxPQUFPLFVBQVUsS0FBSyxLQUFLLFFBQVEsS0FBSyxTQUFTLE1BQU0sUUFBUTtBQUNsRSxZQUFNLGdCQUFnQixpQkFBaUIscUJBQXFCLE1BQU0sTUFBTSxLQUFLLEtBQUs7QUFBQSxJQUNwRjtBQUFBLEVBQ0Y7QUFBQSxFQU5XO0FBQUEsRUFDQTtBQUFBLEVBUlgsT0FBTyxPQUFPLFVBQVUsR0FBa0I7QUFDeEMsVUFBTSxJQUFJLElBQUksY0FBYyxJQUFJLFdBQVcsSUFBSSxrQkFBa0IsQ0FBQyxDQUFDLEdBQUcsQ0FBQztBQUN2RSxNQUFFLElBQUksT0FBTztBQUNiLFdBQU87QUFBQSxFQUNUO0FBQUEsRUFXQSxNQUFjO0FBQ1osV0FBTyxRQUFRLEtBQUssS0FBSyxPQUFPLEtBQUssS0FBSztBQUFBLEVBQzVDO0FBQUEsRUFFQSxJQUFJLE9BQXFCO0FBQ3ZCLFlBQVEsTUFBTSxLQUFLLE9BQU8sS0FBSyxPQUFPLEtBQUs7QUFBQSxFQUM3QztBQUFBO0FBQUEsRUFHQSxJQUFJLE9BQXVCO0FBQ3pCLFdBQU8sUUFBUSxJQUFJLEtBQUssT0FBTyxLQUFLLE9BQU8sS0FBSztBQUFBLEVBQ2xEO0FBQUE7QUFBQSxFQUdBLGdCQUFnQixVQUFrQixPQUF1QjtBQUN2RCxXQUFPLFFBQVEsZ0JBQWdCLEtBQUssT0FBTyxLQUFLLE9BQU8sVUFBVSxLQUFLO0FBQUEsRUFDeEU7QUFBQTtBQUFBO0FBQUE7QUFBQTtBQUFBO0FBQUEsRUFPQSxPQUFPLE1BQU0sTUFBcUIsT0FBZSxNQUF5QztBQUN4RixRQUFJLE9BQU8sRUFBRyxPQUFNLGdCQUFnQixjQUFjLG1CQUFtQixJQUFJO0FBQ3pFLFVBQU0sUUFBUSxLQUFLLElBQUksSUFBSTtBQUMzQixRQUFJLFNBQVMsTUFBTyxRQUFPLENBQUMsT0FBTyxDQUFDO0FBQ3BDLFdBQU8sQ0FBQyxPQUFPLEtBQUssSUFBSSxNQUFNLFFBQVEsS0FBSyxDQUFDO0FBQUEsRUFDOUM7QUFBQSxFQUVBLFlBQWtCO0FBQ2hCLFlBQVEsT0FBTyxLQUFLLE9BQU8sS0FBSyxLQUFLO0FBQUEsRUFDdkM7QUFDRjsiLAogICJuYW1lcyI6IFtdCn0K
