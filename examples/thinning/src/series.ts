/** A growing list of numbers in a Float64Array: one elements kind whatever is pushed. */
export class Series {
  private a = new Float64Array(64);
  length = 0;
  push(x: number): void {
    if (this.length === this.a.length) {
      const b = new Float64Array(this.a.length * 2);
      b.set(this.a);
      this.a = b;
    }
    this.a[this.length++] = x;
  }
  toArray(): number[] {
    return Array.from(this.a.subarray(0, this.length));
  }
}
