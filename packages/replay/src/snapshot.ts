/** The load snapshot of one replayed step: the `LoadSnapshot` the ranks' load board would give. */
import type { Topology, TraceLoads } from '@meshwork/runtime';
import type { DomainView, LoadSnapshot } from '@meshwork/runtime/plugin';
import { boxOf, type LoadField } from './field.ts';

export class ReplaySnapshot implements LoadSnapshot {
  domain!: DomainView;
  phase = 0;
  readonly totals: Float64Array;
  readonly axes: readonly number[];
  hasPlanes = false;
  readonly procCoords: readonly (readonly number[])[];
  private field: LoadField | undefined;
  /** Plane loads computed for this step, by rank and decomposed axis number. */
  private planes: (Float64Array | undefined)[] = [];

  readonly size: number;
  readonly topology: Topology;
  private readonly d: TraceLoads['decomposition'];
  private readonly rankAt: ReadonlyMap<string, number>;
  constructor(size: number, topology: Topology, d: TraceLoads['decomposition'], rankAt: ReadonlyMap<string, number>) {
    this.size = size;
    this.topology = topology;
    this.d = d;
    this.rankAt = rankAt;
    this.totals = new Float64Array(size);
    this.axes = d.axes;
    this.procCoords = d.procCoords;
  }

  set(phase: number, cuts: readonly (readonly number[])[], field: LoadField): void {
    const d = this.d;
    const rankAt = this.rankAt;
    this.phase = phase;
    this.field = field;
    this.planes = new Array(this.size * d.axes.length).fill(undefined);
    this.hasPlanes = field.hasPlanes && d.axes.length > 0;
    this.domain = {
      kind: d.kind,
      shape: d.shape,
      procDims: d.procDims,
      cuts,
      procCoords: d.procCoords[0] as number[],
      minExtent: d.minExtent,
      rankOf: (pc) => {
        const r = rankAt.get(pc.join(','));
        if (r === undefined) throw new Error(`no rank at processor coordinates [${pc.join(', ')}]`);
        return r;
      },
    };
  }

  planesOf(r: number, axis: number): Float64Array | undefined {
    const i = this.axes.indexOf(axis);
    if (!this.hasPlanes || i < 0 || this.field === undefined) return undefined;
    const at = r * this.axes.length + i;
    let p = this.planes[at];
    if (p === undefined) {
      p = this.field.planes(boxOf(this.d, this.domain.cuts, r), i);
      this.planes[at] = p;
    }
    return p;
  }
}
