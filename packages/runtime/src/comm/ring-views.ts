/**
 * Typed views of link rings' data regions, one per ring and dtype code, made on first use. They
 * move small typed arrays in and out of one-line frames with same-type `set` calls: the bytes
 * exactly (NaN payloads too), and no byte view of the array, which for an on-heap typed array
 * would first move its bytes into a fresh off-heap buffer (./links.ts, `sendLine` / `absorb`).
 */

import { ctorOfCode, type NumericArray } from './dtype.ts';
import type { PortMemory } from './port.ts';

export class RingViews {
  private readonly views: (NumericArray | undefined)[][];

  private readonly rings: readonly PortMemory[];
  constructor(rings: readonly PortMemory[]) {
    this.rings = rings;
    this.views = rings.map(() => []);
  }

  /** Copy `arr` (dtype code `kind`) to byte `at` of ring `port`'s data region (8-byte aligned). */
  copyIn(port: number, kind: number, arr: NumericArray, at: number): void {
    const view = this.of(port, kind);
    (view as Float64Array).set(arr as Float64Array, at / view.BYTES_PER_ELEMENT);
  }

  /** A new array of dtype code `kind` holding the `n` bytes at byte `at` of ring `port`'s data region. */
  copyOut(port: number, kind: number, at: number, n: number): NumericArray {
    const view = this.of(port, kind);
    const bpe = view.BYTES_PER_ELEMENT;
    const out = new (ctorOfCode(kind))(n / bpe);
    (out as Float64Array).set(view.subarray(at / bpe, (at + n) / bpe) as Float64Array);
    return out;
  }

  private of(port: number, kind: number): NumericArray {
    const views = this.views[port] as (NumericArray | undefined)[];
    let view = views[kind];
    if (view === undefined) {
      const ring = this.rings[port] as PortMemory;
      const Ctor = ctorOfCode(kind);
      view = new Ctor(ring.buffer, ring.dataOffset, ring.capacity / Ctor.BYTES_PER_ELEMENT);
      views[kind] = view;
    }
    return view;
  }
}
