class Inbox {
  count = 0;
  kind = 0;
  /** The message's bytes, or EMPTY when it arrived as `value`. */
  bytes = EMPTY;
  /** A small typed message copied out of the ring as an array of its own dtype (`recv` returns it). */
  value;
  rest = [];
  push(kind, bytes, value) {
    if (this.count === 0) {
      this.kind = kind;
      this.bytes = bytes;
      this.value = value;
    } else {
      this.rest.push({ kind, bytes, value });
    }
    this.count++;
  }
  /** Drop the oldest message (after reading `kind`, `bytes` and `value`). */
  shift() {
    this.count--;
    const next = this.count > 0 ? this.rest.shift() : void 0;
    this.kind = next?.kind ?? 0;
    this.bytes = next?.bytes ?? EMPTY;
    this.value = next?.value;
  }
}
const EMPTY = new Uint8Array(0);
export {
  EMPTY,
  Inbox
};
//# sourceMappingURL=data:application/json;base64,ewogICJ2ZXJzaW9uIjogMywKICAic291cmNlcyI6IFsiLi4vLi4vLi4vc3JjL2NvbW0vaW5ib3gudHMiXSwKICAic291cmNlc0NvbnRlbnQiOiBbIi8qKiBQZXItc291cmNlIHF1ZXVlIG9mIGRlbGl2ZXJlZCBsaW5rIG1lc3NhZ2VzICguL2xpbmtzLnRzKS4gKi9cbmltcG9ydCB0eXBlIHsgTnVtZXJpY0FycmF5IH0gZnJvbSAnLi9kdHlwZS5qcyc7XG5cbmludGVyZmFjZSBJbmNvbWluZyB7XG4gIHJlYWRvbmx5IGtpbmQ6IG51bWJlcjtcbiAgcmVhZG9ubHkgYnl0ZXM6IFVpbnQ4QXJyYXk7XG4gIHJlYWRvbmx5IHZhbHVlOiBOdW1lcmljQXJyYXkgfCB1bmRlZmluZWQ7XG59XG5cbi8qKlxuICogRGVsaXZlcmVkIG1lc3NhZ2VzIGZyb20gb25lIHNvdXJjZSwgaW4gb3JkZXIuIFRoZSBvbGRlc3Qgc2l0cyBpbiBmaWVsZHMgb2YgaXRzIG93biwgc28gdGhlXG4gKiB1c3VhbCBjYXNlIChvbmUgbWVzc2FnZSBhdCBhIHRpbWUpIGFsbG9jYXRlcyBubyBxdWV1ZSBlbnRyeS5cbiAqL1xuZXhwb3J0IGNsYXNzIEluYm94IHtcbiAgY291bnQgPSAwO1xuICBraW5kID0gMDtcbiAgLyoqIFRoZSBtZXNzYWdlJ3MgYnl0ZXMsIG9yIEVNUFRZIHdoZW4gaXQgYXJyaXZlZCBhcyBgdmFsdWVgLiAqL1xuICBieXRlczogVWludDhBcnJheSA9IEVNUFRZO1xuICAvKiogQSBzbWFsbCB0eXBlZCBtZXNzYWdlIGNvcGllZCBvdXQgb2YgdGhlIHJpbmcgYXMgYW4gYXJyYXkgb2YgaXRzIG93biBkdHlwZSAoYHJlY3ZgIHJldHVybnMgaXQpLiAqL1xuICB2YWx1ZTogTnVtZXJpY0FycmF5IHwgdW5kZWZpbmVkO1xuICBwcml2YXRlIHJlYWRvbmx5IHJlc3Q6IEluY29taW5nW10gPSBbXTtcblxuICBwdXNoKGtpbmQ6IG51bWJlciwgYnl0ZXM6IFVpbnQ4QXJyYXksIHZhbHVlPzogTnVtZXJpY0FycmF5KTogdm9pZCB7XG4gICAgaWYgKHRoaXMuY291bnQgPT09IDApIHtcbiAgICAgIHRoaXMua2luZCA9IGtpbmQ7XG4gICAgICB0aGlzLmJ5dGVzID0gYnl0ZXM7XG4gICAgICB0aGlzLnZhbHVlID0gdmFsdWU7XG4gICAgfSBlbHNlIHtcbiAgICAgIHRoaXMucmVzdC5wdXNoKHsga2luZCwgYnl0ZXMsIHZhbHVlIH0pO1xuICAgIH1cbiAgICB0aGlzLmNvdW50Kys7XG4gIH1cblxuICAvKiogRHJvcCB0aGUgb2xkZXN0IG1lc3NhZ2UgKGFmdGVyIHJlYWRpbmcgYGtpbmRgLCBgYnl0ZXNgIGFuZCBgdmFsdWVgKS4gKi9cbiAgc2hpZnQoKTogdm9pZCB7XG4gICAgdGhpcy5jb3VudC0tO1xuICAgIGNvbnN0IG5leHQgPSB0aGlzLmNvdW50ID4gMCA/IHRoaXMucmVzdC5zaGlmdCgpIDogdW5kZWZpbmVkO1xuICAgIHRoaXMua2luZCA9IG5leHQ/LmtpbmQgPz8gMDtcbiAgICB0aGlzLmJ5dGVzID0gbmV4dD8uYnl0ZXMgPz8gRU1QVFk7XG4gICAgdGhpcy52YWx1ZSA9IG5leHQ/LnZhbHVlO1xuICB9XG59XG5cbmV4cG9ydCBjb25zdCBFTVBUWSA9IG5ldyBVaW50OEFycmF5KDApO1xuIl0sCiAgIm1hcHBpbmdzIjogIkFBYU8sTUFBTSxNQUFNO0FBQUEsRUFDakIsUUFBUTtBQUFBLEVBQ1IsT0FBTztBQUFBO0FBQUEsRUFFUCxRQUFvQjtBQUFBO0FBQUEsRUFFcEI7QUFBQSxFQUNpQixPQUFtQixDQUFDO0FBQUEsRUFFckMsS0FBSyxNQUFjLE9BQW1CLE9BQTRCO0FBQ2hFLFFBQUksS0FBSyxVQUFVLEdBQUc7QUFDcEIsV0FBSyxPQUFPO0FBQ1osV0FBSyxRQUFRO0FBQ2IsV0FBSyxRQUFRO0FBQUEsSUFDZixPQUFPO0FBQ0wsV0FBSyxLQUFLLEtBQUssRUFBRSxNQUFNLE9BQU8sTUFBTSxDQUFDO0FBQUEsSUFDdkM7QUFDQSxTQUFLO0FBQUEsRUFDUDtBQUFBO0FBQUEsRUFHQSxRQUFjO0FBQ1osU0FBSztBQUNMLFVBQU0sT0FBTyxLQUFLLFFBQVEsSUFBSSxLQUFLLEtBQUssTUFBTSxJQUFJO0FBQ2xELFNBQUssT0FBTyxNQUFNLFFBQVE7QUFDMUIsU0FBSyxRQUFRLE1BQU0sU0FBUztBQUM1QixTQUFLLFFBQVEsTUFBTTtBQUFBLEVBQ3JCO0FBQ0Y7QUFFTyxNQUFNLFFBQVEsSUFBSSxXQUFXLENBQUM7IiwKICAibmFtZXMiOiBbXQp9Cg==
